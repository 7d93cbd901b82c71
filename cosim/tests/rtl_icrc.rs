//! The ICRC engine's Verilator model against golden: frames from `golden::gen` (every opcode,
//! IPv4/IPv6, VLAN or not, payloads up to 4 KB), back to back with random idle cycles.
//! Generator mode: `out_crc` equals `golden::wire::icrc_of_frame`. Checker mode (coverage
//! including the ICRC): the residue constant for good frames, anything else once a covered,
//! non-variant byte is flipped.

use cosim::harness::icrc::{run_icrc, IcrcJob};
use cosim::verilator::RoceIcrc;
use golden::gen::{arb_frame_repr, sample_frames};
use golden::wire::icrc_of_frame;
use hdl::crc_math::RESIDUE;
use hdl::icrc::ICRC_LATENCY;
use proptest::prelude::*;

fn generator_jobs(frames: &[Vec<u8>]) -> Vec<IcrcJob> {
    frames.iter().map(|f| IcrcJob { end: f.len() - 4, frame: f.clone() }).collect()
}

#[test]
fn every_sample_frame_back_to_back() {
    let frames: Vec<Vec<u8>> = sample_frames().iter().map(|f| f.to_bytes().unwrap()).collect();
    assert_eq!(frames.len(), 152);
    let jobs = generator_jobs(&frames);
    let mut m = RoceIcrc::new();
    let (out, _) = run_icrc(&mut m, &jobs, 0.0, 7).unwrap();
    for (i, (j, o)) in jobs.iter().zip(&out).enumerate() {
        assert_eq!(o.crc, icrc_of_frame(&j.frame).unwrap(), "frame {i}");
        assert_eq!(o.out_cycle - o.end_cycle, ICRC_LATENCY as u64, "frame {i} latency");
    }
    // Checker mode over the same frames: every one gives the residue.
    let jobs: Vec<IcrcJob> = frames.iter().map(|f| IcrcJob { end: f.len(), frame: f.clone() }).collect();
    let (out, _) = run_icrc(&mut m, &jobs, 0.3, 8).unwrap();
    assert!(out.iter().all(|o| o.crc == RESIDUE));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn generator_matches_golden(
        reprs in prop::collection::vec(arb_frame_repr(), 1..6),
        p_idle in prop_oneof![Just(0.0), 0.0f64..0.5],
        seed in any::<u64>(),
    ) {
        let frames: Vec<Vec<u8>> = reprs.iter().map(|r| r.to_bytes().unwrap()).collect();
        let jobs = generator_jobs(&frames);
        let mut m = RoceIcrc::new();
        let (out, _) = run_icrc(&mut m, &jobs, p_idle, seed).unwrap();
        for (j, o) in jobs.iter().zip(&out) {
            prop_assert_eq!(o.crc, icrc_of_frame(&j.frame).unwrap(), "len {}", j.frame.len());
        }
    }

    #[test]
    fn checker_flags_corruption(
        repr in arb_frame_repr(),
        pick in any::<prop::sample::Index>(),
        flip in 1u8..=255,
        seed in any::<u64>(),
    ) {
        let good = repr.to_bytes().unwrap();
        // Corrupt a byte of the UDP payload (BTH onward, ICRC included), skipping BTH byte 4
        // (FECN, BECN and reserved bits: masked to ones by Annex A17, so a flip there is invisible).
        let eth = if repr.eth.vlan.is_some() { 18 } else { 14 };
        let ip = if matches!(repr.ip, golden::wire::IpRepr::V4(_)) { 20 } else { 40 };
        let start = eth + ip + 8;
        let mut at = start + pick.index(good.len() - start - 1);
        if at >= start + 4 {
            at += 1;
        }
        let mut bad = good.clone();
        bad[at] ^= flip;
        let jobs = vec![
            IcrcJob { end: good.len(), frame: good.clone() },
            IcrcJob { end: bad.len(), frame: bad },
            IcrcJob { end: good.len(), frame: good },
        ];
        let mut m = RoceIcrc::new();
        let (out, _) = run_icrc(&mut m, &jobs, 0.2, seed).unwrap();
        prop_assert_eq!(out[0].crc, RESIDUE);
        prop_assert_ne!(out[1].crc, RESIDUE, "flip {:#x} at byte {}", flip, at);
        prop_assert_eq!(out[2].crc, RESIDUE);
    }
}
