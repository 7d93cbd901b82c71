//! The RX parser's record pipeline on its own, against golden: stage 1 (`RxFieldExtract`) and
//! stages 2-5 (`RxHeaderChecks`) chained as the parser chains them, fed each frame's head as the
//! parser's input stage hands it over (`RxFrameHead::of_frame`), with random gaps between frames.
//! Frames: golden's (every opcode, IPv4/IPv6, VLAN or not), corrupted ones (ICRC, IPv4 checksum,
//! UDP port, opcode, MAC error flag) and golden's malformed ones (`arb_malformed_frame`: pad,
//! IP/UDP lengths, frames cut inside every header, oversize, IPv4 options, version mismatch,
//! non-IP, runts), and frames whose AETH syndrome is reserved. For every frame, 5 clocks after its head:
//! - the verdict the parser forms (`pre`, else the ICRC, else `post`) is golden's
//!   (`hdl::rx_expect::expected_verdict`), the ICRC's result taken from golden too;
//! - the descriptor covers the stored beats (at most `MAX_FRAME_BEATS`), `drop` left clear;
//! - an accepted frame's record equals golden's parse field by field
//!   (`hdl::rx_expect::expected_fields`) and its descriptor places and sizes the payload.
use golden::gen::{arb_frame_repr_max, arb_malformed_frame};
use golden::wire::FrameRepr;
use hdl::rx_expect::{corrupt, expected_fields, expected_verdict};
use hdl::rx_field_extract::{RxFieldExtract, RxFrameHead};
use hdl::rx_header_checks::RxHeaderChecks;
use hdl::rx_parser::{reason, rx_meta_field, MAX_FRAME_BEATS};
use hdl::rx_payload_reader::RxReadDesc;
use hdl::sim_util::{rising_edge, settle};
use hdl::tx_header::{ext, opcode_ext_flags};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;

struct Case {
    frame: Vec<u8>,
    user: bool,
    label: String,
}

fn runner(seed: u8) -> TestRunner {
    TestRunner::new_with_rng(
        proptest::test_runner::Config::default(),
        proptest::test_runner::TestRng::from_seed(proptest::test_runner::RngAlgorithm::ChaCha, &[seed; 32]),
    )
}

/// Golden frames, every sixth left alone and the others corrupted in turn
/// (`hdl::rx_expect::corrupt`), each followed by a malformed one.
fn cases(seed: u8, n: usize) -> Vec<Case> {
    let mut r = runner(seed);
    let good = arb_frame_repr_max(150);
    let bad = arb_malformed_frame();
    let mut out = vec![];
    for i in 0..n {
        let fr: FrameRepr = good.new_tree(&mut r).unwrap().current();
        let c = corrupt(&fr, (i % 6) as u8);
        assert_eq!(expected_verdict(&c.frame, c.user), Ok(c.intended), "golden's verdict on a {} corruption", c.label);
        out.push(Case { frame: c.frame, user: c.user, label: c.label.into() });
        let (kind, frame) = bad.new_tree(&mut r).unwrap().current();
        out.push(Case { frame, user: false, label: format!("{kind:?}") });
    }
    out
}

/// Frames carrying an AETH whose syndrome is set to a reserved encoding (kind `010`, kind `1xx`,
/// or a NAK code 5..=31), the ICRC fixed: golden refuses them (`BadField` syndrome).
fn reserved_syndromes(seed: u8, n: usize) -> Vec<Case> {
    let mut r = runner(seed);
    let with_aeth = arb_frame_repr_max(64).prop_filter("carries an AETH", |f| f.roce.aeth.is_some());
    (0..n)
        .map(|k| {
            let fr = with_aeth.new_tree(&mut r).unwrap().current();
            let mut frame = fr.to_bytes().unwrap();
            let aeth = fr.eth.buffer_len() + fr.ip.header_len() + 8 + 12;
            frame[aeth] = [0x40 | (k % 32) as u8, 0x80 | (k % 128) as u8, 0x60 | (5 + k % 27) as u8][k % 3];
            golden::wire::fix_icrc(&mut frame).unwrap();
            assert_eq!(expected_verdict(&frame, false), Ok(reason::BAD_FIELD), "a reserved syndrome {:#x}", frame[aeth]);
            let label = format!("reserved syndrome {:#x}", frame[aeth]);
            Case { frame, user: false, label }
        })
        .collect()
}

/// The ICRC the parser's ICRC engine would find right: golden's, over the IP length's span.
fn icrc_ok(frame: &[u8]) -> bool {
    let mut fixed = frame.to_vec();
    golden::wire::fix_icrc(&mut fixed).is_ok() && fixed == frame
}

struct Out {
    cycle: u64,
    meta: hdl::rx_parser::RxMeta,
    pre: u8,
    post: u8,
    desc: RxReadDesc,
}

/// Runs `cases` through the chained stages, a head presented on a clock with probability
/// `p_present`, and checks every result (see the file's documentation).
fn run(cases: &[Case], seed: u64, p_present: f64) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut ex = RxFieldExtract::default();
    let mut ck = RxHeaderChecks::default();
    ex.connect_all();
    ck.connect_all();
    ex.reset.next = true;
    ck.reset.next = true;
    rising_edge(&mut ex, |u| &mut u.clock);
    rising_edge(&mut ck, |u| &mut u.clock);
    ex.reset.next = false;
    ck.reset.next = false;
    let (mut next, mut cycle) = (0usize, 0u64);
    let (mut in_cycles, mut outs) = (vec![], vec![]);
    while outs.len() < cases.len() && cycle < 20 * cases.len() as u64 + 100 {
        let present = next < cases.len() && rng.gen_bool(p_present);
        ex.in_valid.next = present;
        if present {
            let c = &cases[next];
            ex.head.next = RxFrameHead::of_frame(&c.frame, c.user, 1000 + next as u32);
            in_cycles.push(cycle);
            next += 1;
        }
        settle(&mut ex);
        ck.in_valid.next = ex.valid.val();
        ck.meta_in.next = ex.meta.val();
        ck.facts.next = ex.facts.val();
        settle(&mut ck);
        if ck.valid.val() {
            outs.push(Out {
                cycle,
                meta: ck.meta.val(),
                pre: ck.pre.val().to_u64() as u8,
                post: ck.post.val().to_u64() as u8,
                desc: ck.desc.val(),
            });
        }
        rising_edge(&mut ex, |u| &mut u.clock);
        rising_edge(&mut ck, |u| &mut u.clock);
        cycle += 1;
    }
    assert_eq!(outs.len(), cases.len(), "one result per frame");
    let mut accepted = 0;
    for (i, (c, o)) in cases.iter().zip(&outs).enumerate() {
        let at = format!("frame {i} ({}, {} bytes)", c.label, c.frame.len());
        assert_eq!(o.cycle, in_cycles[i] + 5, "{at}: 5 clocks from head to result");
        let want = expected_verdict(&c.frame, c.user).unwrap_or_else(|e| panic!("{at}: {e}"));
        let got = if o.pre != 0 {
            o.pre
        } else if !icrc_ok(&c.frame) {
            reason::BAD_ICRC
        } else {
            o.post
        };
        assert_eq!(got, want, "{at}: verdict (pre {}, post {})", o.pre, o.post);
        let beats = c.frame.len().div_ceil(64).max(1).min(MAX_FRAME_BEATS as usize);
        assert_eq!(o.desc.beats.to_u64() as usize, beats, "{at}: beats to pop");
        assert!(!o.desc.drop, "{at}: drop is the verdict's");
        assert_eq!(rx_meta_field(&o.meta, "rx_time"), Some(1000 + i as u128), "{at}: rx_time");
        if want != reason::OK {
            continue;
        }
        accepted += 1;
        let fr = FrameRepr::parse(&c.frame).unwrap();
        for (name, v) in expected_fields(&c.frame, &fr) {
            if let Some(v) = v {
                assert_eq!(rx_meta_field(&o.meta, name), Some(v), "{at}: field {name}");
            }
        }
        let flags = opcode_ext_flags(fr.roce.bth.opcode.as_u8()).unwrap();
        let hl = fr.eth.buffer_len() + fr.ip.header_len() + 8 + 12 + ext::total_len(flags);
        let d = RxReadDesc::for_frame(beats, hl, fr.roce.payload.len(), false);
        assert_eq!(o.desc, d, "{at}: descriptor");
    }
    assert!(accepted * 8 >= cases.len(), "{accepted} of {} frames accepted: too few to check fields", cases.len());
}

#[test]
fn records_and_verdicts_equal_golden() {
    for seed in 1..=3u8 {
        let mut cs = cases(seed, 80);
        // Spread through the run, not all at its end.
        for (k, c) in reserved_syndromes(seed, 24).into_iter().enumerate() {
            cs.insert(k * 7, c);
        }
        run(&cs, seed as u64, 0.6);
    }
}

#[test]
fn back_to_back_frames_one_per_clock() {
    // A new head every clock: each result still comes 5 clocks after its head.
    run(&cases(7, 40), 7, 1.0);
}
