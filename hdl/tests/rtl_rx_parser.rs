//! The RX parser RTL on golden's frames in rust-hdl simulation: good frames of several opcodes,
//! IPv4/IPv6, VLAN or not, Ethernet padding; rejected frames (ICRC, IPv4 checksum, UDP port,
//! opcode, MAC error); random input gaps and back-pressure on both outputs. Checks the verdict of
//! every record, the counters, and that the payload stream carries exactly the accepted frames'
//! payloads (so no byte of a rejected frame leaves the block).
use golden::wire::FrameRepr;
use hdl::axis::{bits_to_bytes, bytes_to_bits, frame_to_beats, FrameCollector};
use hdl::rx_expect::corrupt;
use hdl::rx_parser::{reason, rx_meta_field, RxParser};
use hdl::sim_util::{rising_edge, settle};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;

fn clk(u: &mut RxParser) -> &mut Signal<In, Clock> {
    &mut u.clock
}

struct Case {
    frame: Vec<u8>,
    user: bool,
    verdict: u8,
    payload: Vec<u8>,
}

fn golden_frames(n: usize, seed: u64) -> Vec<FrameRepr> {
    let mut runner = TestRunner::new_with_rng(
        proptest::test_runner::Config::default(),
        proptest::test_runner::TestRng::from_seed(proptest::test_runner::RngAlgorithm::ChaCha, &[seed as u8; 32]),
    );
    let strat = golden::gen::arb_frame_repr_max(150);
    (0..n).map(|_| strat.new_tree(&mut runner).unwrap().current()).collect()
}

fn cases(seed: u64) -> Vec<Case> {
    let mut out = vec![];
    for (i, fr) in golden_frames(14, seed).into_iter().enumerate() {
        let c = corrupt(&fr, (i % 7) as u8);
        let (frame, user, verdict, payload) = (c.frame, c.user, c.intended, fr.roce.payload.clone());
        out.push(Case { frame, user, verdict, payload });
    }
    out
}

fn run(cases: &[Case], seed: u64, p_in: f64, p_pay: f64, p_meta: f64) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut uut = RxParser::default();
    uut.connect_all();
    uut.reset.next = true;
    rising_edge(&mut uut, clk);
    rising_edge(&mut uut, clk);
    uut.reset.next = false;
    let beats: Vec<_> = cases
        .iter()
        .flat_map(|c| {
            let mut b = frame_to_beats(&c.frame);
            if let Some(l) = b.last_mut() {
                l.user = c.user;
            }
            b
        })
        .collect();
    let (mut bi, mut valid) = (0usize, false);
    let mut metas = vec![];
    let mut pays = vec![];
    let mut col = FrameCollector::default();
    let mut first_keep_bad = false;
    for _ in 0..5000 {
        if !valid && bi < beats.len() {
            valid = rng.gen_bool(p_in);
        }
        if valid {
            let b = &beats[bi];
            uut.s.tdata.next = bytes_to_bits(&b.data);
            uut.s.tkeep.next = b.keep.into();
            uut.s.tlast.next = b.last;
            uut.s.tuser.next = b.user;
        }
        uut.s.tvalid.next = valid;
        uut.m_pay.tready.next = rng.gen_bool(p_pay);
        uut.meta_ready.next = rng.gen_bool(p_meta);
        settle(&mut uut);
        if uut.m_pay.tvalid.val() && uut.m_pay.tready.val() {
            let keep = uut.m_pay.tkeep.val().to_u64();
            if keep != u64::MAX && !uut.m_pay.tlast.val() {
                first_keep_bad = true;
            }
            if let Some((p, _)) = col.push(&bits_to_bytes(uut.m_pay.tdata.val()), keep, uut.m_pay.tlast.val(), false) {
                pays.push(p);
            }
        }
        if uut.meta_valid.val() && uut.meta_ready.val() {
            metas.push(uut.meta.val());
        }
        if valid && uut.s.tready.val() {
            valid = false;
            bi += 1;
        }
        rising_edge(&mut uut, clk);
        if bi == beats.len() && metas.len() == cases.len() && !uut.m_pay.tvalid.val() {
            // let the reader drain
            let want = cases.iter().filter(|c| c.verdict == reason::OK && !c.payload.is_empty()).count();
            if pays.len() == want {
                break;
            }
        }
    }
    assert!(!first_keep_bad, "only the last payload beat may be partial");
    assert_eq!(metas.len(), cases.len(), "one record per frame");
    let mut want_pays = vec![];
    for (i, (c, m)) in cases.iter().zip(metas.iter()).enumerate() {
        let v = rx_meta_field(m, "verdict").unwrap() as u8;
        assert_eq!(v, c.verdict, "frame {i} verdict");
        if v == reason::OK {
            let pl = rx_meta_field(m, "payload_len").unwrap();
            assert_eq!(pl as usize, c.payload.len(), "frame {i} payload_len");
            let opcode = rx_meta_field(m, "opcode").unwrap();
            if !c.payload.is_empty() {
                want_pays.push(c.payload.clone());
            }
            assert_eq!(opcode, c.frame[rx_bth_offset(&c.frame)] as u128, "frame {i} opcode");
        }
    }
    assert_eq!(pays, want_pays, "payload stream = accepted frames' payloads, nothing else");
    let counters = uut.counters.val();
    for r in 0..reason::COUNT {
        let got = counters.get_bits::<32>(32 * r).to_u32() as usize;
        let want = cases.iter().filter(|c| c.verdict as usize == r).count();
        assert_eq!(got, want, "counter {r}");
    }
}

/// BTH offset of a (well-formed) frame.
fn rx_bth_offset(f: &[u8]) -> usize {
    let vlan = f[12] == 0x81 && f[13] == 0;
    let ip = if vlan { 18 } else { 14 };
    ip + if f[ip] >> 4 == 6 { 40 } else { 20 } + 8
}

#[test]
fn verdicts_payloads_counters_with_gaps_and_backpressure() {
    run(&cases(1), 11, 0.7, 0.6, 0.6);
}

#[test]
fn back_to_back_at_full_rate() {
    run(&cases(2), 12, 1.0, 1.0, 1.0);
}

#[test]
fn rx_parser_synthesizes() {
    let mut uut = RxParser::default();
    uut.connect_all();
    let v = generate_verilog(&uut);
    yosys_validate("roce_rx_parser", &v).unwrap();
}
