//! The RX parser's Verilator model against golden: frames from `golden::gen` (every opcode,
//! IPv4/IPv6, VLAN or not, payloads 0..=4096) plus corrupted ones (ICRC, IPv4 checksum, UDP
//! port, opcode, MAC error flag), with random idle gaps, random `m_pay`/`meta` back-pressure.
//! For every frame: the RTL accepts it iff golden's strict parse accepts it, the verdict is the
//! expected reason, the record's header fields equal golden's, the payload stream carries exactly
//! the accepted frames' payloads (so no byte of a rejected frame reaches it), and the counters
//! count every verdict.

use cosim::harness::axis::Traffic;
use cosim::harness::rx::{meta_field, run_rx};
use cosim::verilator::RoceRxParser;
use golden::wire::{FrameRepr, IpRepr};
use hdl::rx_parser::reason;
use proptest::prelude::*;

struct Case {
    frame: Vec<u8>,
    user: bool,
    verdict: u8,
    repr: FrameRepr,
}

/// Corruption `kind` applied to golden frame `fr`; the expected verdict.
fn make_case(fr: FrameRepr, kind: u8) -> Case {
    let mut frame = fr.to_bytes().unwrap();
    let ip = if fr.eth.vlan.is_some() { 18 } else { 14 };
    let v4 = matches!(fr.ip, IpRepr::V4(_));
    let udp = ip + if v4 { 20 } else { 40 };
    let (verdict, user) = match kind {
        1 => {
            let n = frame.len();
            frame[n - 6] ^= 0x10; // covered byte: ICRC mismatch
            (reason::BAD_ICRC, false)
        }
        2 if v4 => {
            frame[ip + 10] ^= 0x01; // IPv4 header checksum (not covered by the ICRC)
            (reason::BAD_IP_CSUM, false)
        }
        3 => {
            frame[udp + 3] ^= 0x01; // UDP destination port
            golden::wire::fix_icrc(&mut frame).unwrap();
            (reason::NOT_ROCE, false)
        }
        4 => {
            frame[udp + 8] = 0x15; // unsupported opcode
            golden::wire::fix_icrc(&mut frame).unwrap();
            (reason::BAD_OPCODE, false)
        }
        5 => (reason::MAC_ERROR, true),
        _ => {
            if frame.len() < 60 {
                frame.resize(60, 0); // Ethernet padding after the ICRC
            }
            (reason::OK, false)
        }
    };
    Case { frame, user, verdict, repr: fr }
}

fn check(cases: &[Case], traffic: Traffic, p_meta: f64) -> Result<(), TestCaseError> {
    let frames: Vec<(Vec<u8>, bool)> = cases.iter().map(|c| (c.frame.clone(), c.user)).collect();
    let want_pays: Vec<Vec<u8>> = cases
        .iter()
        .filter(|c| c.verdict == reason::OK && !c.repr.roce.payload.is_empty())
        .map(|c| c.repr.roce.payload.clone())
        .collect();
    let mut m = RoceRxParser::new();
    let run = run_rx(&mut m, &frames, traffic, p_meta, want_pays.len(), 2_000_000);
    prop_assert_eq!(run.metas.len(), cases.len(), "one record per frame ({} cycles)", run.cycles);
    prop_assert!(!run.partial_inner_beat, "only a payload's last beat may be partial");
    for (i, (c, rec)) in cases.iter().zip(&run.metas).enumerate() {
        let verdict = meta_field(rec, "verdict").unwrap()[0];
        prop_assert_eq!(verdict, c.verdict, "frame {} verdict", i);
        let golden_ok = !c.user && FrameRepr::parse(&c.frame).is_ok();
        prop_assert_eq!(verdict == reason::OK, golden_ok, "frame {}: RTL and golden disagree on acceptance", i);
        if verdict != reason::OK {
            continue;
        }
        let r = &c.repr;
        let pl = meta_field(rec, "payload_len").unwrap();
        prop_assert_eq!(u16::from_le_bytes([pl[0], pl[1]]) as usize, r.roce.payload.len(), "frame {} payload_len", i);
        prop_assert_eq!(&meta_field(rec, "src_mac").unwrap()[..], &r.eth.src[..], "frame {} src_mac", i);
        prop_assert_eq!(meta_field(rec, "vlan").unwrap()[0] == 1, r.eth.vlan.is_some(), "frame {} vlan", i);
        let ipv6 = meta_field(rec, "ipv6").unwrap()[0] == 1;
        let ip = if r.eth.vlan.is_some() { 18 } else { 14 };
        match &r.ip {
            IpRepr::V4(v) => {
                prop_assert!(!ipv6);
                prop_assert_eq!(&meta_field(rec, "src_ip").unwrap()[..4], &v.src[..], "frame {} src_ip", i);
                prop_assert_eq!(&meta_field(rec, "dst_ip").unwrap()[..4], &v.dst[..], "frame {} dst_ip", i);
                prop_assert_eq!(meta_field(rec, "tclass").unwrap()[0], v.dscp << 2 | v.ecn, "frame {} tos", i);
            }
            IpRepr::V6(v) => {
                prop_assert!(ipv6);
                prop_assert_eq!(&meta_field(rec, "src_ip").unwrap()[..], &v.src[..], "frame {} src_ip", i);
                prop_assert_eq!(&meta_field(rec, "dst_ip").unwrap()[..], &v.dst[..], "frame {} dst_ip", i);
                prop_assert_eq!(meta_field(rec, "tclass").unwrap()[0], v.traffic_class, "frame {} tclass", i);
            }
        }
        let udp = ip + if ipv6 { 40 } else { 20 };
        prop_assert_eq!(&meta_field(rec, "udp_src").unwrap()[..], &r.udp.src_port.to_be_bytes()[..], "frame {} udp_src", i);
        prop_assert_eq!(&meta_field(rec, "bth").unwrap()[..], &c.frame[udp + 8..udp + 20], "frame {} BTH", i);
        let ext_len = r.roce.bth.opcode.headers().len();
        prop_assert_eq!(&meta_field(rec, "ext").unwrap()[..ext_len], &c.frame[udp + 20..udp + 20 + ext_len], "frame {} ext headers", i);
    }
    prop_assert!(run.payloads == want_pays, "payload stream must be exactly the accepted frames' payloads");
    for r in 0..reason::COUNT {
        let want = cases.iter().filter(|c| c.verdict as usize == r).count() as u32;
        prop_assert_eq!(run.counters[r], want, "counter {}", r);
    }
    Ok(())
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
