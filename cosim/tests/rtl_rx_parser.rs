//! The RX parser's Verilator model against golden: frames from `golden::gen` (every opcode,
//! IPv4/IPv6, VLAN or not, payloads 0..=4096), corrupted ones (ICRC, IPv4 checksum, UDP port,
//! opcode, MAC error flag) and malformed ones (`golden::gen::arb_malformed_frame`: bad PadCnt,
//! IP and UDP lengths off in both directions, frames cut inside every header, oversize frames,
//! IPv4 options and short IHL, EtherType / IP version mismatch, non-IP, runts), with random idle
//! gaps and random `m_pay`/`meta` back-pressure.
//! For every frame: the verdict is the one golden's parse gives
//! (`cosim::harness::rx::expected_verdict`), an accepted frame's record equals golden's parse
//! field by field (every field of `hdl::rx_parser::RxMeta`), the payload stream carries exactly
//! the accepted frames' payloads (so no byte of a rejected frame reaches it), and the counters
//! count every verdict.

use cosim::harness::axis::Traffic;
use cosim::harness::rx::{expected_fields, expected_verdict, meta_values, run_rx};
use hdl::rx_expect::corrupt;
use cosim::verilator::RoceRxParser;
use golden::gen::{arb_malformed_frame, malform, Malformation};
use golden::wire::FrameRepr;
use hdl::rx_parser::{reason, rx_meta_layout};
use proptest::prelude::*;

#[derive(Clone, Debug)]
struct Case {
    frame: Vec<u8>,
    user: bool,
    /// What was done to the frame (for failure messages).
    label: String,
    /// The verdict the corruption was meant to cause, where the test knows it.
    intended: Option<u8>,
}

/// Corruption `kind` applied to golden frame `fr` (`hdl::rx_expect::corrupt`).
fn make_case(fr: FrameRepr, kind: u8) -> Case {
    let c = corrupt(&fr, kind);
    Case { frame: c.frame, user: c.user, label: c.label.into(), intended: Some(c.intended) }
}

fn malformed_case(kind: Malformation, frame: Vec<u8>) -> Case {
    Case { frame, user: false, label: format!("{kind:?}"), intended: None }
}

fn check(cases: &[Case], traffic: Traffic, p_meta: f64) -> Result<(), TestCaseError> {
    let frames: Vec<(Vec<u8>, bool)> = cases.iter().map(|c| (c.frame.clone(), c.user)).collect();
    let mut want = vec![];
    for c in cases {
        let v = expected_verdict(&c.frame, c.user).map_err(|e| TestCaseError::fail(format!("{}: {e}", c.label)))?;
        if let Some(i) = c.intended {
            prop_assert_eq!(v, i, "golden's verdict on a {} corruption", c.label);
        }
        want.push(v);
    }
    let parsed: Vec<Option<FrameRepr>> = cases
        .iter()
        .zip(&want)
        .map(|(c, &v)| if v == reason::OK { FrameRepr::parse(&c.frame).ok() } else { None })
        .collect();
    let want_pays: Vec<Vec<u8>> = parsed.iter().flatten().filter(|r| !r.roce.payload.is_empty()).map(|r| r.roce.payload.clone()).collect();
    let mut m = RoceRxParser::new();
    let run = run_rx(&mut m, &frames, traffic, p_meta, want_pays.len(), 2_000_000);
    prop_assert_eq!(run.metas.len(), cases.len(), "one record per frame ({} cycles)", run.cycles);
    prop_assert!(!run.partial_inner_beat, "only a payload's last beat may be partial");
    for (i, (c, rec)) in cases.iter().zip(&run.metas).enumerate() {
        let got = meta_values(rec);
        let field = |n: &str| got.iter().find(|f| f.0 == n).map(|f| f.1);
        prop_assert_eq!(field("verdict"), Some(want[i] as u128), "frame {} ({}, {} bytes) verdict", i, c.label, c.frame.len());
        // Every record, accepted or not, carries the time its frame's last beat was taken.
        prop_assert_eq!(field("rx_time"), Some(run.last_in_cycles[i] as u32 as u128), "frame {} rx_time", i);
        if let Some(r) = &parsed[i] {
            for (name, exp) in expected_fields(&c.frame, r) {
                if let Some(e) = exp {
                    prop_assert_eq!(field(name), Some(e), "frame {} ({}) field {}", i, c.label, name);
                }
            }
        }
    }
    prop_assert!(run.payloads == want_pays, "payload stream must be exactly the accepted frames' payloads");
    // One lookahead hint per accepted frame, in order: its destination QP and, when it carries a
    // RETH or AtomicETH, that R_Key (golden's parse, not the RTL's record).
    let want_hints: Vec<(u32, bool, u32)> = parsed
        .iter()
        .flatten()
        .map(|r| {
            let key = r.roce.reth.as_ref().map(|x| x.rkey).or(r.roce.atomic_eth.as_ref().map(|x| x.rkey));
            (r.roce.bth.dest_qp, key.is_some(), key.unwrap_or(0))
        })
        .collect();
    let got_hints: Vec<(u32, bool, u32)> = run.hints.iter().map(|&(q, kv, k)| (q, kv, if kv { k } else { 0 })).collect();
    prop_assert_eq!(got_hints, want_hints, "lookahead hints");
    for r in 0..reason::COUNT {
        let n = want.iter().filter(|&&v| v as usize == r).count() as u32;
        prop_assert_eq!(run.counters[r], n, "counter {}", r);
    }
    Ok(())
}

#[test]
fn expected_fields_cover_every_record_field() {
    let fr = golden::gen::sample_frames().remove(0);
    let bytes = fr.to_bytes().unwrap();
    let mut named: Vec<String> = expected_fields(&bytes, &fr).into_iter().map(|f| f.0.to_owned()).collect();
    let mut layout: Vec<String> = rx_meta_layout().into_iter().map(|f| f.0).collect();
    named.sort();
    layout.sort();
    assert_eq!(named, layout);
}

#[test]
fn every_sample_frame_accepted_at_full_rate() {
    let cases: Vec<Case> = golden::gen::sample_frames().into_iter().map(|f| make_case(f, 0)).collect();
    check(&cases, Traffic::FULL, 1.0).unwrap();
}

#[test]
fn every_sample_frame_corrupted_every_way() {
    let cases: Vec<Case> = golden::gen::sample_frames()
        .into_iter()
        .enumerate()
        .map(|(i, f)| make_case(f, (i % 6) as u8))
        .collect();
    check(&cases, Traffic { p_valid: 0.7, p_ready: 0.6, seed: 5 }, 0.5).unwrap();
}

/// Every malformation of every sample frame (152 frames x 15 kinds, in batches), at full rate.
#[test]
fn every_sample_frame_malformed_every_way() {
    let frames = golden::gen::sample_frames();
    for (k, &kind) in Malformation::ALL.iter().enumerate() {
        let cases: Vec<Case> = frames
            .iter()
            .enumerate()
            .filter(|(i, _)| kind != Malformation::Oversize || i % 8 == 0)
            .map(|(i, f)| malformed_case(kind, malform(f, kind, (i as u32).wrapping_mul(0x9E37_79B9) ^ k as u32)))
            .collect();
        check(&cases, Traffic { p_valid: 1.0, p_ready: 0.8, seed: k as u64 }, 1.0).unwrap();
    }
}

/// Cuts a good frame after every length 1 .. header end + ICRC: inside every header.
#[test]
fn every_cut_of_a_frame_is_a_length_error() {
    for fr in [
        golden::gen::sample_frame(golden::wire::Opcode::RcWriteOnlyImm, false, true, 3, 1),
        golden::gen::sample_frame(golden::wire::Opcode::UdSendOnlyImm, true, false, 4, 2),
        golden::gen::sample_frame(golden::wire::Opcode::RcAtomicAck, false, false, 5, 0),
    ] {
        let bytes = fr.to_bytes().unwrap();
        let cases: Vec<Case> = (1..bytes.len())
            .map(|n| Case { frame: bytes[..n].to_vec(), user: false, label: format!("cut at {n}"), intended: None })
            .collect();
        check(&cases, Traffic::FULL, 1.0).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn records_payloads_counters_equal_golden(
        frames in prop::collection::vec((golden::gen::arb_frame_repr(), 0u8..8), 1..6),
        p_valid in prop_oneof![Just(1.0), 0.2f64..1.0],
        p_ready in prop_oneof![Just(1.0), 0.2f64..1.0],
        p_meta in prop_oneof![Just(1.0), 0.2f64..1.0],
        seed in any::<u64>(),
    ) {
        let cases: Vec<Case> = frames.into_iter().map(|(f, k)| make_case(f, k)).collect();
        check(&cases, Traffic { p_valid, p_ready, seed }, p_meta)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Malformed frames mixed with good and corrupted ones: verdicts, counters, records and
    /// payloads still equal golden's, and nothing of a rejected frame reaches the payload stream.
    #[test]
    fn malformed_frames_mixed_with_good_ones(
        items in prop::collection::vec(
            prop_oneof![
                arb_malformed_frame().prop_map(|(k, f)| malformed_case(k, f)),
                (golden::gen::arb_frame_repr_max(600), 0u8..8).prop_map(|(f, k)| make_case(f, k)),
            ],
            1..8,
        ),
        p_valid in prop_oneof![Just(1.0), 0.2f64..1.0],
        p_ready in prop_oneof![Just(1.0), 0.2f64..1.0],
        p_meta in prop_oneof![Just(1.0), 0.2f64..1.0],
        seed in any::<u64>(),
    ) {
        check(&items, Traffic { p_valid, p_ready, seed }, p_meta)?;
    }
}

/// Fuzz: random bytes of random lengths, and frames with a valid ICRC whose opcode, flags, PSN
/// and every byte after the BTH are random (`golden::gen::fuzz_bytes` / `fuzz_live`), mixed with
/// good frames: the parser's verdict on each is golden's, and its records and counters too.
#[test]
fn fuzzed_frames_get_golden_s_verdicts() {
    use rand::{Rng, SeedableRng};
    let samples = golden::gen::sample_frames();
    let mut seen = [0u32; reason::COUNT];
    for batch in 0..24u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xF022 + batch);
        let cases: Vec<Case> = (0..40)
            .map(|i| {
                let base = &samples[rng.gen_range(0..samples.len())];
                match rng.gen_range(0..8u8) {
                    0 | 1 => Case { frame: golden::gen::fuzz_bytes(&base.to_bytes().unwrap(), golden::hostile::FUZZ_MAX_LEN, &mut rng), user: false, label: format!("random bytes #{i}"), intended: None },
                    2 => make_case(base.clone(), 0),
                    _ => Case { frame: golden::gen::fuzz_live(base, 4400, &mut rng), user: false, label: format!("live fuzz #{i}"), intended: None },
                }
            })
            .collect();
        for c in &cases {
            if let Ok(v) = expected_verdict(&c.frame, false) {
                seen[v as usize] += 1;
            }
        }
        check(&cases, Traffic { p_valid: 0.9, p_ready: 0.9, seed: batch }, 0.9).unwrap_or_else(|e| panic!("batch {batch}: {e}"));
    }
    // The fuzz reaches the late checks, not only the first ones (IP version and checksum
    // failures need an intact header around one bad field: the corruption tests above).
    for r in [reason::OK, reason::NOT_ROCE, reason::BAD_LENGTH, reason::BAD_OPCODE, reason::BAD_PAD, reason::BAD_FIELD, reason::OVERFLOW, reason::BAD_ICRC] {
        assert!(seen[r as usize] > 0, "verdict {r} never reached: {seen:?}");
    }
}
