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
    assert_eq!(q.frames_out - q.cnps_out, c["requests_sent"], "{at}: every request the NIC sent went through the scoreboard");
    assert!(q.frames_out >= s.messages, "{at}: {q:?}");
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
        assert!(r.requester_lockstep_report.as_ref().unwrap().frames_in > 0, "responses came back");
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

/// Over a lossy, reordering fabric (3 % loss, 1 % reordering), every verb: the NIC goes back on
/// PSN sequence NAKs (into SENDs and WRITEs, READs and atomics), on READ and atomic answers
/// found lost, and on timeouts, and ends as its golden twin does, exactly once, memory equal.
#[test]
fn the_rtl_requester_repairs_losses_as_golden_does() {
    let mut c = lossless(DutKind::Golden, 200, 4, 1);
    c.sim.faults.loss = 0.03;
    c.sim.faults.reorder = 0.01;
    let r = run(&c);
    assert_clean(&r, "lossy");
    let n = r.requester_counters.as_ref().unwrap();
    assert!(r.sim.fabric.dropped_loss > 0 && r.sim.fabric.reordered > 0, "{:?}", r.sim.fabric);
    assert!(n["go_backs"] > 0 && n["retransmissions"] > 0 && n["naks_received"] > 0, "{n:?}");
    assert!(n["timeouts"] > 0, "a loss no later packet reveals waits for the timer: {n:?}");
    assert_eq!(r.sim.timeouts, n["timeouts"], "the run's timeouts are the NIC's (golden's responder has none)");
}

/// Congestion control on, READs only, 5 % of the frames held back (reordered: released into
/// the stream behind them, they queue up at the switch) and a low ECN threshold (512 bytes), so
/// the switch marks READ responses on their way to the NIC: the NIC answers marked responses with CNPs (its
/// responder's engine decides them from a copy of each marked response, one limiter per QP in
/// the QP context), exactly as many per QP as its golden twin, and the run ends clean, RTL to
/// golden and RTL to RTL.
#[test]
fn the_rtl_requester_answers_marked_responses_with_cnps_as_golden_does() {
    for responder in [DutKind::Golden, DutKind::Rtl] {
        let mut c = lossless(responder, 120, 4, 9);
        c.sim.mix = golden::sim::OpMix { send: 0, send_imm: 0, write: 0, write_imm: 0, read: 1, cas: 0, fadd: 0 };
        c.sim.cc = true;
        c.sim.ecn_threshold = Some(512);
        c.sim.faults.reorder = 0.05;
        let r = run(&c);
        let at = format!("{responder:?}");
        assert_clean(&r, &at);
        let q = r.requester_lockstep_report.as_ref().unwrap();
        eprintln!("{at}: {} CNPs for {} marks", q.cnps_out, r.sim.fabric.ecn_marked);
        assert!(q.cnps_out > 0 && r.sim.fabric.ecn_marked > 0, "{at}: marked responses made CNPs: {q:?} {:?}", r.sim.fabric);
    }
}

/// UC (SENDs and WRITEs, no ACKs; lossless, so every message lands): the NIC completes each on
/// send as its twin does.
#[test]
fn the_rtl_requester_sends_uc_as_golden_does() {
    let mut c = lossless(DutKind::Golden, 120, 4, 5);
    c.sim.qp_type = golden::verbs::QpType::Uc;
    c.sim.mix = golden::sim::OpMix::default().for_service(golden::verbs::QpType::Uc);
    let r = run(&c);
    assert_clean(&r, "uc");
    let q = r.requester_lockstep_report.as_ref().unwrap();
    assert_eq!(q.frames_in, 0, "UC has no responses: {q:?}");
}

/// One receive WQE kept posted against a 128-PSN window, small messages on one QP: golden's
/// responder runs dry and sends RNR NAKs; the NIC waits each NAK's timer (table 45, through the
/// timer ring) and sends again from its PSN, as its twin does, and the run ends clean.
#[test]
fn the_rtl_requester_waits_out_rnr_naks_as_golden_does() {
    let mut c = lossless(DutKind::Golden, 250, 1, 1);
    c.sim.rq_depth = Some(1);
    c.sim.max_size = 64;
    let r = run(&c);
    assert_clean(&r, "rnr");
    let n = r.requester_counters.as_ref().unwrap();
    assert!(n["rnr_naks_received"] > 0 && n["retransmissions"] > 0, "{n:?}");
    assert_eq!(n["timeouts"], 0, "an RNR wait ends by its own timer, not the retransmission timeout: {n:?}");
}

/// UD (SENDs of at most 1024 bytes, each to the address vector, QPN and Q_Key its WQE carries,
/// DETH built by the NIC): lossless, RTL to RTL, every message lands where the reference says
/// and both sides equal their twins; over a lossy, reordering fabric against golden's
/// responder, lost messages stay lost (UD never retransmits) and the NIC still sends exactly
/// what its twin sends, once per message.
#[test]
fn the_rtl_requester_sends_ud_as_golden_does() {
    let ud = |responder, seed| {
        let mut c = lossless(responder, 120, 4, seed);
        c.sim.qp_type = golden::verbs::QpType::Ud;
        c.sim.mix = golden::sim::OpMix::default().for_service(golden::verbs::QpType::Ud);
        c.sim.max_size = 1024;
        c
    };
    let r = run(&ud(DutKind::Rtl, 6));
    assert_clean(&r, "ud rtl to rtl");
    assert_eq!(r.requester_lockstep_report.as_ref().unwrap().frames_in, 0, "UD has no responses");
    assert_eq!(r.sim.recv_completions, r.sim.messages, "every SEND was received");
    let mut c = ud(DutKind::Golden, 7);
    c.sim.faults.loss = 0.05;
    c.sim.faults.reorder = 0.05;
    let r = run(&c);
    assert!(r.sim.fabric.dropped_loss > 0, "{:?}", r.sim.fabric);
    assert_eq!((r.requester_mismatches_vs_golden, r.mismatches_vs_golden), (0, 0), "{:?}", r.requester_lockstep_report);
    let n = r.requester_counters.as_ref().unwrap();
    let q = r.requester_lockstep_report.as_ref().unwrap();
    assert_eq!((q.frames_out, n["requests_sent"], n["wqes_retired"]), (r.sim.messages, r.sim.messages, r.sim.messages), "one packet per message, none resent: {n:?}");
    assert_eq!((n["unsupported"], n["wqe_errors"], n["retransmissions"]), (0, 0, 0), "{n:?}");
    assert_eq!(r.sim.completed, r.sim.messages, "UD completes on send");
    assert!(r.sim.recv_completions < r.sim.messages, "lost SENDs are not received: {:?}", r.sim);
}

/// Gather and scatter lists (`--send-sges 16`): every SEND and WRITE's source and every READ's
/// local buffer cut into up to 16 SGEs listed out of address order, some empty, with MTU 256 so
/// packets start and end inside SGEs. The NIC plans each packet's pieces (every SGE's key
/// checked), reads them, and the gather packer joins them; a READ's answers are cut into pieces
/// the same way and written piece by piece: every frame equals its golden twin's byte for byte
/// and the final memory the reference's (the READ results included), against golden's responder
/// and the RTL's, and over a lossy fabric, where go-back resends from inside a gathered message
/// and READs ask again for the rest of a scattered answer.
#[test]
fn the_rtl_requester_gathers_from_sge_lists_as_golden_does() {
    for (responder, loss) in [(DutKind::Golden, 0.0), (DutKind::Rtl, 0.0), (DutKind::Golden, 0.03)] {
        let mut c = lossless(responder, 120, 4, 21);
        c.sim.send_sges = 16;
        c.sim.mtu = 256;
        c.sim.mix = golden::sim::OpMix { send: 1, send_imm: 1, write: 2, write_imm: 1, read: 1, cas: 0, fadd: 1 };
        c.sim.faults.loss = loss;
        let r = run(&c);
        let at = format!("{responder:?} loss {loss}");
        assert_clean(&r, &at);
        if loss > 0.0 {
            let n = r.requester_counters.as_ref().unwrap();
            assert!(n["go_backs"] + n["timeouts"] > 0, "{at}: {n:?}");
        }
    }
}

/// Runs the RTL requester cannot take are refused with a typed error before any traffic: more
/// work requests on one QP than its send queue holds (256), and the transactional lockstep
/// (the requester side is compared cycle-timed only).
#[test]
fn runs_the_rtl_requester_cannot_take_are_refused() {
    use cosim::respnode::{DutError, RunError};
    let mut c = lossless(DutKind::Golden, 300, 1, 1);
    match run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}) {
        Err(RunError::Dut(DutError::Setup(why))) => assert!(why.contains("more than 256 send WQEs"), "{why}"),
        other => panic!("300 WRs on one QP: {:?}", other.map(|r| r.sim.completed)),
    }
    c.sim.msgs = 10;
    c.clocking = cosim::harness::responder::Clocking::transactional();
    match run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}) {
        Err(RunError::Sim(golden::sim::SimError::Config(why))) => assert!(why.contains("cycle-timed only"), "{why}"),
        other => panic!("transactional: {:?}", other.map(|r| r.sim.completed)),
    }
}

/// Retries run out (golden's `fail_at`, `enter_error`): no transport retry (`retry_cnt` 0) over
/// a fabric losing 1 % of the frames, so a QP's first loss (found by a NAK, a READ's answer
/// found lost, or the timer) is fatal. The NIC completes the WQE at its head RetryExcErr and
/// flushes the rest (WrFlushErr, signaled or not), per QP exactly as its golden twin (every
/// send completion compared, status included), sends nothing on that QP after it, and its
/// responder's engine moves the QP's context to ERR (every QP's state read back at the end
/// equals the twin's); the QPs that lost nothing end as the reference says. Against golden's
/// responder and the RTL's.
#[test]
fn the_rtl_requester_fails_and_flushes_when_retries_run_out_as_golden_does() {
    for (responder, seed) in [(DutKind::Golden, 4), (DutKind::Rtl, 5)] {
        let mut c = lossless(responder, 150, 6, seed);
        c.sim.faults.loss = 0.01;
        c.sim.retry_cnt = 0;
        let r = run(&c);
        let (s, at) = (&r.sim, format!("{responder:?}"));
        let q = r.requester_lockstep_report.as_ref().expect("the requester side is compared");
        eprintln!(
            "{at}: {} completed, {} failed ({} retries exceeded, {} flushed, {} other); {} twin PSNs cut by the errors",
            s.completed, s.failed, s.failed_retry_exceeded, s.failed_flushed, s.failed_other, q.frames_cut_by_error
        );
        assert!(!s.timed_out && s.stalled.is_none(), "{at}: {r:?}");
        assert!(s.failed_retry_exceeded > 0 && s.failed_flushed > 0, "{at}: QPs failed and flushed: {s:?}");
        assert_eq!((s.completed + s.failed, s.failed_other), (s.messages, 0), "{at}: every WR completed once: {s:?}");
        assert!(s.completed > 0, "{at}: some QPs lost nothing: {s:?}");
        assert_eq!((s.completion_errors, s.memory_mismatches, s.duplicate_executions), (0, 0, 0), "{at}: {s:?}");
        assert_eq!(r.requester_mismatches_vs_golden, 0, "{at}: {q:?}");
        assert_eq!(q.qp_state_mismatches, 0, "{at}: the failed QPs in ERR in the NIC's QP context, as golden's: {q:?}");
        assert_eq!(r.responder_mismatches_vs_golden, 0, "{at}: {:?}", r.lockstep_report);
        let n = r.requester_counters.as_ref().unwrap();
        assert_eq!(q.frames_out - q.cnps_out, n["requests_sent"], "{at}");
        assert_eq!((n["unsupported"], n["wqe_errors"], n["go_backs"]), (0, 0, 0), "{at}: no retry was left to go back with: {n:?}");
        assert_eq!((n["wqes_failed"], n["wqes_flushed"]), (s.failed_retry_exceeded, s.failed_flushed), "{at}: the NIC's counters say what its completions say");
        assert!(r.dut_quiet_at_end, "{at}");
    }
}
