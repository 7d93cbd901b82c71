//! `golden::sim` with DCQCN: `cc` brings its own marking (HPCC's RED profile per port rate, at
//! dequeue), an explicit threshold overrides it, and the result reports the bottleneck's
//! utilisation and the largest queue at the top level under the names the project's checks read.

use golden::fabric::EcnConfig;
use golden::sim::{run, SimConfig};

const G: u64 = 1_000_000_000;

fn cfg(ecn_threshold: Option<usize>) -> SimConfig {
    SimConfig {
        seed: 3,
        qps: 2,
        msgs: 40,
        max_size: 1 << 20,
        cc: true,
        slow_link_bps: Some(25 * G),
        ecn_threshold,
        ..Default::default()
    }
}

#[test]
fn dcqcn_red_is_hpcc_s_profile_scaled_by_rate() {
    let e = EcnConfig::dcqcn_red(25 * G);
    assert_eq!((e.kmin_bytes, e.kmax_bytes, e.pmax), (100_000, 400_000, 0.2));
    let e = EcnConfig::dcqcn_red(100 * G);
    assert_eq!((e.kmin_bytes, e.kmax_bytes, e.pmax), (400_000, 1_600_000, 0.2));
}

#[test]
fn cc_marks_without_a_threshold_and_reports_the_bottleneck() {
    let r = run(&cfg(None), None, &mut |_| {}).unwrap();
    assert_eq!(r.completed, r.messages);
    assert_eq!((r.memory_mismatches, r.duplicate_executions, r.completion_errors), (0, 0, 0));
    assert!(r.ecn_marked > 0 && r.cnps > 0, "cc alone marked {} and sent {} CNPs", r.ecn_marked, r.cnps);
    assert_eq!(r.fabric.dropped_overflow, 0);
    assert!(r.bottleneck_utilisation > 0.0 && r.bottleneck_utilisation <= 1.0, "{}", r.bottleneck_utilisation);
    assert_eq!(r.max_queue_bytes, r.fabric.max_queue_bytes);
    assert!(r.max_queue_bytes > 0);
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["bottleneck_utilisation"].as_f64(), Some(r.bottleneck_utilisation));
    assert_eq!(v["max_queue_bytes"].as_u64(), Some(r.max_queue_bytes));
}

#[test]
fn an_explicit_threshold_overrides_and_zero_turns_marking_off() {
    let off = run(&cfg(Some(0)), None, &mut |_| {}).unwrap();
    assert_eq!(off.ecn_marked, 0);
    assert_eq!(off.cnps, 0);
    let step = run(&cfg(Some(2048)), None, &mut |_| {}).unwrap();
    let red = run(&cfg(None), None, &mut |_| {}).unwrap();
    assert!(step.ecn_marked > 0);
    // A 2 KB step marks far more than RED starting at 100 KB.
    assert!(step.ecn_marked > red.ecn_marked, "step {} red {}", step.ecn_marked, red.ecn_marked);
    // Without cc nothing is ECN-capable, so nothing is marked.
    let plain = run(&SimConfig { cc: false, ..cfg(None) }, None, &mut |_| {}).unwrap();
    assert_eq!(plain.ecn_marked, 0);
}

/// Issue 19's run: `roce sim --json --cc --slow-gbps 25 --qps 2 --msgs 200 --max-size 4194304
/// --loss 0 --reorder 0` (the CLI's other defaults: seed 1, MTU 1024) keeps the 25 Gb/s
/// bottleneck >= 90 % busy with the default timing (the paper's; measured 0.951). With mlx5's
/// 300 us increase timer the same run measures 0.813 (reported, not asserted: the QPs go quiet
/// between messages and the other climbs back slowly, `golden::dcqcn`'s "Profiles").
#[test]
fn the_issue_run_keeps_the_bottleneck_busy_with_the_default_timing() {
    use golden::dcqcn::DcqcnProfile;
    let base = SimConfig {
        seed: 1,
        qps: 2,
        msgs: 200,
        max_size: 4 << 20,
        cc: true,
        slow_link_bps: Some(25 * G),
        ..Default::default()
    };
    assert_eq!(base.cc_profile, DcqcnProfile::Paper, "the paper's timing is the default");
    let mut seen = Vec::new();
    for profile in [DcqcnProfile::Paper, DcqcnProfile::Mlx5] {
        let r = run(&SimConfig { cc_profile: profile, ..base.clone() }, None, &mut |_| {}).unwrap();
        assert_eq!(r.completed, r.messages);
        assert_eq!((r.memory_mismatches, r.duplicate_executions, r.completion_errors), (0, 0, 0));
        assert_eq!(r.fabric.dropped_overflow, 0, "{profile:?}");
        assert!(r.cnps > 0, "{profile:?}: the bottleneck marked and the senders were notified");
        eprintln!("{profile:?}: bottleneck_utilisation {:.4}, max_queue_bytes {}, CNPs {}", r.bottleneck_utilisation, r.max_queue_bytes, r.cnps);
        seen.push(r.bottleneck_utilisation);
    }
    assert!(seen[0] >= 0.9, "default timing: bottleneck {:.4} busy", seen[0]);
}
