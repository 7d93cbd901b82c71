//! `roce run` with the RTL requester (`--requester rtl`, `cosim::reqnode`): the whole NIC in the
//! scenario's requester place, its send queues holding the scenario's work requests, against
//! golden's responder and against the RTL responder; each RTL side compared with its golden
//! twin.

use cosim::respnode::{run_responder, DutKind, RunConfig, RunResult};

/// `roce run`'s defaults with the RTL requester, `msgs` messages over `qps` QPs, no loss, no
/// reordering, no DCQCN.
fn lossless(responder: DutKind, msgs: u64, qps: u32, seed: u64) -> RunConfig {
    let mut c = RunConfig::defaults(responder);
    c.requester = DutKind::Rtl;
    c.sim.msgs = msgs;
    c.sim.qps = qps;
    c.sim.seed = seed;
    c.sim.faults.loss = 0.0;
    c.sim.faults.reorder = 0.0;
    c.sim.cc = false;
    c.sim.ecn_threshold = None;
    c
}

fn run(c: &RunConfig) -> RunResult {
    run_responder(c, None, &mut |_| {}, &mut |w| panic!("warning: {w}"), &mut |_| {}).expect("the run is set up")
}

/// The end every clean run has: every message completed, memory equal to the reference on both
/// sides, no duplicate execution, no difference from golden on either side; the requester
/// side's comparison saw every request the NIC sent (its own `requests_sent`), and the NIC
/// counted nothing unsupported and no error.
fn assert_clean(r: &RunResult, at: &str) {
    let s = &r.sim;
    assert!(!s.timed_out && s.stalled.is_none(), "{at}: {r:?}");
    assert_eq!(s.completed, s.messages, "{at}: {r:?}");
    assert_eq!((s.failed, s.completion_errors, s.memory_mismatches, s.duplicate_executions), (0, 0, 0, 0), "{at}: {r:?}");
    let q = r.requester_lockstep_report.as_ref().expect("the requester side is compared");
    assert_eq!(r.requester_mismatches_vs_golden, 0, "{at}: {q:?}");
    assert_eq!(r.responder_mismatches_vs_golden, 0, "{at}: {:?}", r.lockstep_report);
    assert_eq!(r.mismatches_vs_golden, 0);
    let c = r.requester_counters.as_ref().expect("the RTL requester's counters");
    assert_eq!(q.frames_out, c["requests_sent"], "{at}: every request the NIC sent went through the scoreboard");
    assert!(q.frames_out >= s.messages && q.frames_in > 0, "{at}: {q:?}");
    assert_eq!(c["wqes_retired"], s.messages, "{at}: {c:?}");
    assert_eq!((c["unsupported"], c["wqe_errors"]), (0, 0), "{at}: {c:?}");
    assert_eq!(r.requester, "rtl");
    assert!(r.dut_quiet_at_end);
}

/// The NIC as requester against golden's responder: every verb over 6 QPs sends exactly what
/// its golden twin sends (per QP and PSN, byte for byte) and completes as it does.
#[test]
fn the_rtl_requester_runs_the_scenario_as_its_golden_twin() {
    for seed in [1, 2] {
        let r = run(&lossless(DutKind::Golden, 150, 6, seed));
        assert_clean(&r, &format!("seed {seed}"));
        assert_eq!(r.responder, "golden");
        assert_eq!(r.dut, "golden", "`dut` stays the responder");
    }
}

/// RTL talking to RTL: the NIC as requester, the RTL responder answering, each against its
/// golden twin, both memories equal to the plain-Rust reference.
#[test]
fn rtl_talks_to_rtl() {
    let r = run(&lossless(DutKind::Rtl, 150, 6, 3));
    assert_clean(&r, "rtl to rtl");
    assert_eq!(r.responder, "rtl");
    assert!(r.lockstep_report.frames_in > 0 && r.lockstep_report.frames_out > 0, "{:?}", r.lockstep_report);
}
