//! Property: any verbs traffic on any number of QPs over a fabric with any mix of faults (up to
//! 20 % each) ends with every message completed exactly once and in order (or, when retries run
//! out, the first failure is RETRY_EXC_ERR and the rest are flushed), final memory equal to the
//! reference (guard pages and read-only regions included: no byte written outside a permitted
//! MR), and no request executed twice.

use golden::fabric::FaultConfig;
use golden::sim::{run, run_with, OpMix, SimConfig};
use proptest::prelude::*;

fn arb_cfg() -> impl Strategy<Value = SimConfig> {
    (
        any::<u64>(),
        1u32..=5,
        1u64..=80,
        prop_oneof![Just(256u32), Just(1024), Just(4096)],
        0u32..=9000,
        (0.0..=0.2f64, 0.0..=0.2f64, 0.0..=0.2f64, 0.0..=0.2f64),
        (0u32..3, 0u32..3, 0u32..3, 0u32..3, 0u32..3, 0u32..3, 0u32..3),
        any::<bool>(),
    )
        .prop_map(|(seed, qps, msgs, mtu, max_size, (loss, dup, reorder, corrupt), w, cc)| {
            let mut mix = OpMix { send: w.0, send_imm: w.1, write: w.2, write_imm: w.3, read: w.4, cas: w.5, fadd: w.6 };
            if w.0 + w.1 + w.2 + w.3 + w.4 + w.5 + w.6 == 0 {
                mix = OpMix::default();
            }
            SimConfig {
                seed,
                qps,
                msgs,
                mtu,
                max_size,
                faults: FaultConfig { loss, dup, reorder, corrupt, ..FaultConfig::none() },
                ecn_threshold: cc.then_some(4_000),
                cc,
                mix,
                timeout: 8,
                ..Default::default()
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn traffic_over_faulty_fabric_is_exact(cfg in arb_cfg()) {
        let r = run(&cfg, None, &mut |_| {}).expect("scenario sets up");
        prop_assert!(!r.timed_out, "{r:?}");
        prop_assert_eq!(r.completed + r.failed, r.messages, "{:?}", r);
        prop_assert_eq!(r.completion_errors, 0, "{:?}", r);
        prop_assert_eq!(r.failed_other, 0, "{:?}", r);
        prop_assert_eq!(r.memory_mismatches, 0, "{:?}", r);
        prop_assert_eq!(r.duplicate_executions, 0, "{:?}", r);
        prop_assert_eq!(r.fabric.corrupted, r.damaged_drops, "every corrupted frame is dropped: {:?}", r);
    }
}

#[test]
fn clean_run_has_no_retransmissions() {
    let cfg = SimConfig { seed: 3, qps: 3, msgs: 200, max_size: 9000, ..Default::default() };
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert_eq!(r.completed, 200);
    assert_eq!(r.memory_mismatches, 0);
    assert_eq!(r.retransmissions, 0);
    assert_eq!(r.fabric.frames_sent, r.fabric.frames_delivered);
}

#[test]
fn comparison_catches_stray_writes() {
    // Bytes changed behind the transport's back, in a guard page and in a READ source region
    // (registered, never written by traffic), are counted as mismatches.
    let cfg = SimConfig { seed: 9, msgs: 50, qps: 2, ..Default::default() };
    let clean = golden::sim::run(&cfg, None, &mut |_| {}).unwrap();
    assert_eq!(clean.memory_mismatches, 0);
    let r = run_with(&cfg, None, &mut |_| {}, &mut |fab| {
        let m = fab.node_mut(1).mem_mut();
        let guard = golden::sim::BASE + 10;
        m.write(guard, &[0x5a]).unwrap();
        let v = m.read_vec(golden::sim::BASE + 4096 * 40, 1).unwrap();
        m.write(golden::sim::BASE + 4096 * 40, &[v[0] ^ 1]).unwrap();
    })
    .unwrap();
    assert_eq!(r.memory_mismatches, 2);
}

#[test]
fn pfc_with_endpoints_pauses_without_loss_or_violation() {
    // Endpoint 0 at 100 Gb/s, endpoint 1's port at 10 Gb/s: traffic towards 1 queues up, PFC
    // pauses endpoint 0's data priority; the endpoint must not send that priority while paused
    // and the switch must not overflow. Buffer 256 KiB: XOFF at 192 KiB leaves 64 KiB headroom,
    // more than the ~16 KiB a 100 Gb/s sender has in flight during a 500 ns pause delay.
    let cfg = SimConfig {
        seed: 4,
        qps: 4,
        msgs: 300,
        max_size: 32768,
        pfc: true,
        slow_link_bps: Some(10_000_000_000),
        queue_capacity_bytes: 256 * 1024,
        ..Default::default()
    };
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert!(r.fabric.pfc_xoff > 0, "{r:?}");
    assert_eq!(r.fabric.pause_violations, 0);
    assert_eq!(r.fabric.dropped_overflow, 0);
    assert_eq!(r.completed, 300);
    assert_eq!(r.memory_mismatches, 0);
    // Without PFC the same buffer overflows.
    let r = run(&SimConfig { pfc: false, ..cfg }, None, &mut |_| {}).unwrap();
    assert!(r.fabric.dropped_overflow > 0, "{r:?}");
    assert_eq!(r.memory_mismatches, 0);
}
