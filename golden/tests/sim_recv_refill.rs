//! `SimConfig::rq_depth`: receive queues smaller than the run, topped up one receive per
//! completion as an application keeps its receive queue posted. Above the requester's PSN window
//! the queue never runs dry; at or below it the requester can outrun the refills and the
//! responder answers RNR NAKs, after which the run still completes.

use golden::sim::{run, run_with, Scenario, SimConfig, SimError};
use golden::verbs::{Completion, WcOpcode, WcStatus};

fn cfg(depth: u32, window: u32) -> SimConfig {
    SimConfig { qps: 2, msgs: 600, seed: 5, one_way: true, rq_depth: Some(depth), max_inflight_psns: window, ..Default::default() }
}

fn rnr_naks(c: &SimConfig) -> (golden::sim::SimResult, u64) {
    let mut rnr = 0;
    let r = run_with(c, None, &mut |_| {}, &mut |fab| rnr = fab.node(0).counters().rnr_naks_received).unwrap();
    (r, rnr)
}

fn assert_clean(r: &golden::sim::SimResult) {
    assert_eq!((r.completed, r.failed), (r.messages, 0), "{r:?}");
    assert_eq!((r.completion_errors, r.memory_mismatches, r.duplicate_executions, r.recv_post_errors), (0, 0, 0, 0), "{r:?}");
}

#[test]
fn a_queue_deeper_than_the_window_is_refilled_and_never_runs_dry() {
    let (r, rnr) = rnr_naks(&cfg(16, 8));
    assert_clean(&r);
    // Each QP has more receives than its 16 slots: every receive beyond them is a refill.
    assert!(r.recv_completions > 4 * 16, "{r:?}");
    assert_eq!(r.recv_refills, r.recv_completions - 2 * 16, "{r:?}");
    assert_eq!(rnr, 0, "a queue above the PSN window never runs dry");
}

#[test]
fn a_queue_the_requester_can_outrun_meets_rnr_naks_and_still_completes() {
    let (r, rnr) = rnr_naks(&cfg(2, 128));
    assert_clean(&r);
    assert!(rnr > 0, "two receives posted, 128 PSNs in flight: the responder must say RNR");
    // The same traffic with every receive posted at set-up meets none.
    let (r, rnr) = rnr_naks(&SimConfig { rq_depth: None, ..cfg(2, 128) });
    assert_clean(&r);
    assert_eq!((rnr, r.recv_refills), (0, 0));
}

#[test]
fn only_successful_receive_completions_refill() {
    let (mut sc, _) = Scenario::build(&cfg(1, 8)).unwrap();
    let (qpn, wr) = sc.posted_recvs(1)[0].clone();
    assert_eq!(sc.recvs_at_setup(1, qpn), 1);
    let c = |status, opcode| Completion { wr_id: wr.wr_id, status, opcode, byte_len: 0, imm: None, invalidated_rkey: None, qpn, src_qp: None, src_ip: None };
    assert!(sc.take_refill(1, &c(WcStatus::WrFlushErr, WcOpcode::Recv)).is_none(), "a flushed receive");
    assert!(sc.take_refill(1, &c(WcStatus::Success, WcOpcode::Send)).is_none(), "a send completion");
    let next = sc.take_refill(1, &c(WcStatus::Success, WcOpcode::Recv)).expect("the QP's second receive");
    let second = sc.posted_recvs(1).iter().filter(|(q, _)| *q == qpn).nth(1).unwrap().1.clone();
    assert_eq!(next, second);
}

#[test]
fn depths_and_windows_out_of_range_are_refused() {
    for c in [cfg(0, 8), cfg(1 << 17, 8), cfg(16, 0), cfg(16, 1 << 24)] {
        assert!(matches!(run(&c, None, &mut |_| {}), Err(SimError::Config(_))), "{c:?}");
    }
}
