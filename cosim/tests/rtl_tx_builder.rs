//! The TX frame builder's Verilator model against golden: for frames from `golden::gen` (every
//! opcode, IPv4/IPv6, VLAN or not, payloads 0..=4096), the header record and payload that should
//! produce them go in with random idle gaps and random back-pressure; every frame out must equal
//! golden's `emit` byte for byte (zero-padded to 60 bytes, no FCS) with `tuser` low, in order.

use cosim::harness::axis::Traffic;
use cosim::harness::tx::{run_tx, TxJob};
use cosim::verilator::RoceTxBuilder;
use golden::gen::{arb_frame_repr, sample_frames};
use golden::wire::FrameRepr;
use hdl::tx_header::TxFields;
use proptest::prelude::*;

fn job_and_expect(fr: &FrameRepr) -> (TxJob, Vec<u8>) {
    let (fields, payload) = TxFields::from_frame(fr).unwrap();
    let mut want = fr.to_bytes().unwrap();
    if want.len() < 60 {
        want.resize(60, 0);
    }
    (TxJob { meta: fields.to_meta(), payload }, want)
}

fn check(frames: &[FrameRepr], traffic: Traffic) -> Result<(), TestCaseError> {
    let (jobs, want): (Vec<TxJob>, Vec<Vec<u8>>) = frames.iter().map(job_and_expect).unzip();
    let mut m = RoceTxBuilder::new();
    let run = run_tx(&mut m, &jobs, traffic, 400_000);
    prop_assert_eq!(run.frames.len(), jobs.len(), "frames out after {} cycles", run.cycles);
    for (i, ((got, user), w)) in run.frames.iter().zip(&want).enumerate() {
        prop_assert!(!user, "frame {} flagged bad", i);
        prop_assert!(got == w, "frame {} ({} bytes, opcode {:?}): got {:02x?}\nwant {:02x?}", i, w.len(), frames[i].roce.bth.opcode, got, w);
    }
    Ok(())
}

#[test]
fn every_sample_frame_back_to_back() {
    check(&sample_frames(), Traffic::FULL).unwrap();
}

#[test]
fn every_sample_frame_with_gaps_and_backpressure() {
    check(&sample_frames(), Traffic { p_valid: 0.6, p_ready: 0.5, seed: 11 }).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn frames_equal_golden_emit(
        frames in prop::collection::vec(arb_frame_repr(), 1..5),
        p_valid in prop_oneof![Just(1.0), 0.2f64..1.0],
        p_ready in prop_oneof![Just(1.0), 0.2f64..1.0],
        seed in any::<u64>(),
    ) {
        check(&frames, Traffic { p_valid, p_ready, seed })?;
    }
}
