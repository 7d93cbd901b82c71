//! Configurations the zero-time lockstep never reached, each against the RTL in cycle time and
//! golden in lockstep: context-cache evictions with write-back during traffic, IPv6 at MTU 2048,
//! a VLAN with PFC where the NIC's own MAC pauses the switch so nothing is dropped, 1 MiB
//! messages, PSN wrap-around, and 16 READs outstanding per QP.

use cosim::respnode::{run_responder, DutKind, RunConfig, RunResult};

fn clean(r: &RunResult) {
    let s = &r.sim;
    assert_eq!((s.completed, s.failed), (s.messages, 0), "{r:?}");
    assert_eq!((s.memory_mismatches, s.duplicate_executions, s.completion_errors), (0, 0, 0), "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    assert_eq!(r.timing, "cycle");
}

fn run(c: &RunConfig) -> RunResult {
    run_responder(c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).expect("the run sets up")
}

/// QPNs 1,024 apart all index one set of the 4-way context cache (`hdl::ctx_cache`), so 16 QPs
/// with traffic evict each other all the time: every eviction of a context the engine changed
/// writes it back to host memory mid-run, and the run is still exact.
#[test]
fn qps_sharing_a_cache_set_evict_and_write_back_during_traffic() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.qps = 16;
    c.sim.qpn_stride = hdl::ctx_cache::CTX_SETS as u32 * 4;
    c.sim.msgs = 300;
    c.sim.max_size = 4096;
    c.sim.seed = 3;
    let r = run(&c);
    clean(&r);
    let wb = r.qpc_writebacks.expect("the RTL reports writebacks");
    assert!(wb > 50, "16 QPs on 4 ways: {wb} writebacks");
    // The same traffic spread over the sets: nothing to evict.
    c.sim.qpn_stride = 13;
    let r = run(&c);
    clean(&r);
    assert_eq!(r.qpc_writebacks, Some(0), "16 QPs in 16 sets never evict");
}

/// 4,096 QPs spread over a 65,536-entry table (QPNs 17 + 13 i): 16 per cache set, so
/// traffic over random QPs evicts contexts written back during the run.
#[test]
fn four_thousand_spread_qps_run_exactly() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.qps = 4096;
    c.sim.msgs = 500;
    c.sim.max_size = 2048;
    c.sim.seed = 7;
    let r = run(&c);
    clean(&r);
    assert!(r.qpc_writebacks.unwrap() > 0, "{:?}", r.qpc_writebacks);
}

/// RoCEv2 over IPv6 at path MTU 2048, through the lossy fabric.
#[test]
fn ipv6_at_mtu_2048_runs_exactly() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.ipv6 = true;
    c.sim.mtu = 2048;
    c.sim.msgs = 150;
    c.sim.max_size = 16384;
    c.sim.seed = 4;
    let r = run(&c);
    clean(&r);
    assert!(r.lockstep_report.frames_in > 300, "{:?}", r.lockstep_report);
}

/// VLAN 5 with PFC: the NIC's MAC receive FIFO fills (the NIC takes headers slower than 100 Gb/s
/// of small frames bring them), so the MAC pauses the switch, the switch queue holds the
/// frames, and nothing is dropped anywhere. Without PFC the same traffic overflows the MAC FIFO.
#[test]
fn vlan_with_pfc_is_lossless_because_the_nic_pauses_the_switch() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.vlan = Some(5);
    c.sim.pfc = true;
    c.sim.faults = golden::fabric::FaultConfig::none();
    c.sim.msgs = 400;
    c.sim.seed = 2;
    let r = run(&c);
    clean(&r);
    let f = &r.sim.fabric;
    assert!(f.node_pfc_xoff > 0 && f.node_pfc_xon > 0, "the NIC paused the switch: {f:?}");
    assert_eq!((r.mac_rx_dropped, f.dropped_overflow), (0, 0), "lossless: {f:?}");
    // Nothing lost means no sequence gap at the NIC, so no PSN sequence error NAK. (ACK
    // timeouts can still fire: a request may wait milliseconds behind the paused backlog of a
    // NIC slower than the link, longer than the 4 ms timeout; golden agrees frame by frame.)
    assert_eq!((r.sim.naks, r.responder_drops.psn_out_of_sequence), (0, 0), "{r:?}");
    c.sim.pfc = false;
    let r = run(&c);
    clean(&r);
    assert!(r.mac_rx_dropped > 0, "without PFC the MAC FIFO overflows: the test is not vacuous");
}

/// Messages up to 1 MiB (256 packets each at MTU 4096, 1,024 at MTU 1024), every verb.
#[test]
fn one_mebibyte_messages_run_exactly() {
    for (mtu, msgs) in [(4096u32, 8u64), (1024, 4)] {
        let mut c = RunConfig::defaults(DutKind::Rtl);
        c.sim.mtu = mtu;
        c.sim.msgs = msgs;
        c.sim.qps = 2;
        c.sim.max_size = 1 << 20;
        c.sim.seed = 6;
        let r = run(&c);
        clean(&r);
        assert!(r.goodput_bytes > 1 << 19, "large messages were moved: {} bytes", r.goodput_bytes);
    }
}

/// PSNs starting 16 below 2^24 so that every verb's packets (SEND, WRITE, READ requests and
/// responses, atomics) cross the wrap, for RC over a lossy, reordering fabric and for UC.
#[test]
fn psns_wrap_for_every_verb_and_uc() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.psn_start = Some(0xFF_FFF0);
    c.sim.qps = 3;
    c.sim.msgs = 90;
    c.sim.max_size = 6000;
    c.sim.mtu = 1024;
    c.sim.seed = 8;
    let r = run(&c);
    clean(&r);
    assert!(r.sim.retransmissions > 0, "loss made go-back-N cross the wrap too: {:?}", r.sim);
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.psn_start = Some(0xFF_FFF8);
    c.sim.qp_type = golden::verbs::QpType::Uc;
    c.sim.mix = golden::sim::OpMix::default().for_service(golden::verbs::QpType::Uc);
    c.sim.faults = golden::fabric::FaultConfig::none();
    c.sim.qps = 2;
    c.sim.msgs = 40;
    c.sim.max_size = 6000;
    c.sim.seed = 9;
    let r = run(&c);
    clean(&r);
}

/// A requester with up to 16 READs and atomics outstanding per QP (`max_rd_atomic` 16, the
/// most IBTA's field encodes, and the default), under loss: the RTL queues every READ's
/// responses in order, keeps 16 atomic replay slots per QP, and answers the duplicates that
/// go-back-N retransmission sends of older atomics from their own slots, so the run is exact
/// (with one slot, as before, such duplicates were dropped as stale and messages failed).
#[test]
fn sixteen_outstanding_reads_and_atomics_per_qp_run_exactly() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.qps = 4;
    c.sim.msgs = 300;
    c.sim.max_size = 4096;
    c.sim.mix = golden::sim::OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 3, cas: 2, fadd: 2 };
    c.sim.max_rd_atomic = 16;
    c.sim.faults.loss = 0.03;
    let r = run(&c);
    clean(&r);
    assert!(r.lockstep_report.frames_out > 300, "READ responses and ACKs went out: {:?}", r.lockstep_report);
    assert!(r.sim.retransmissions > 0, "loss made the requester send duplicates: {:?}", r.sim);
    assert_eq!(r.responder_drops.stale_duplicate, 0, "no outstanding atomic's duplicate is stale");
}

/// Receive rings and the completion queue smaller than the run: each QP keeps 16 receive WQEs
/// posted and the scenario posts one more per receive completion, so about 136 receives per QP
/// go through a 16-slot ring (it wraps 8 times) and 273 completions through the 64-entry CQ the
/// plan sizes for 2 x 32 outstanding receives (it wraps 4 times, its consumer index reported
/// every half ring). The requester keeps at most 8 PSNs in flight, so the queue never runs dry.
#[test]
fn receive_rings_and_the_cq_smaller_than_the_run_wrap() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.qps = 2;
    c.sim.msgs = 600;
    c.sim.rq_depth = Some(16);
    c.sim.max_inflight_psns = 8;
    let r = run(&c);
    clean(&r);
    let s = &r.sim;
    assert_eq!(s.recv_post_errors, 0, "{s:?}");
    assert!(s.recv_refills >= 2 * 16 * 4, "every ring wraps several times: {} refills", s.recv_refills);
    assert!(s.recv_completions > 4 * 64, "the 64-entry CQ wraps: {} completions", s.recv_completions);
    // Every receive beyond the first 16 of its QP was a refill.
    assert_eq!(s.recv_refills, s.recv_completions - 2 * 16, "{s:?}");
}

/// A receive queue no deeper than the requester's PSN window can run dry, and then golden and
/// the RTL would see the refill a doorbell write apart: a cycle-timed lockstep run refuses it.
#[test]
fn a_receive_queue_the_requester_can_outrun_is_refused_in_lockstep() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.rq_depth = Some(128);
    let e = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).expect_err("depth 128 = window 128");
    assert!(e.to_string().contains("rq-depth 128"), "{e}");
    c.sim.max_inflight_psns = 127;
    c.sim.msgs = 20;
    c.sim.qps = 1;
    clean(&run(&c));
}

/// Issue 19's main job with CC on: the RTL responder behind a 25 Gb/s bottleneck, no faults,
/// DCQCN (the default, the paper's timing) with its RED marking. The bottleneck stays >= 80 %
/// busy (measured 0.936 for the full 1,000 messages in session 45), the switch marks and the
/// NIC's CNPs reach the sender.
#[test]
fn dcqcn_keeps_a_25g_bottleneck_busy_in_front_of_the_rtl() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.slow_link_bps = Some(25_000_000_000);
    c.sim.faults = golden::fabric::FaultConfig::none();
    c.sim.msgs = 400;
    assert!(c.sim.cc && c.sim.ecn_threshold.is_none(), "CC on with its own marking by default");
    assert_eq!(c.sim.cc_profile, golden::dcqcn::DcqcnProfile::Paper);
    let r = run(&c);
    clean(&r);
    let s = &r.sim;
    eprintln!("bottleneck_utilisation {:.4}, max_queue_bytes {}, CNPs {}, ECN marks {}", s.bottleneck_utilisation, s.max_queue_bytes, s.cnps, s.ecn_marked);
    assert!(s.ecn_marked > 0 && s.cnps > 0, "the 25 Gb/s port marked and CNPs came back: {s:?}");
    assert!(s.bottleneck_utilisation >= 0.8, "bottleneck {:.4} busy", s.bottleneck_utilisation);
}
