//! Directed replays of whole-NIC property cases that once failed (hung or mismatched), kept as
//! fixed inputs so they run on every commit whatever seeds `run_rtl_props` draws. Each case has a
//! simulated-time budget: a responder that stops making progress fails here instead of running
//! until the 600 s default.
//!
//! `ROCE_CASE_BUDGET_NS=N` overrides the budget (a short one stops a hang early for a small VCD);
//! `ROCE_DEBUG_VCD=DIR` writes each case's VCD to `DIR/<case>.vcd`, from the harness's cycle
//! `ROCE_DEBUG_VCD_FROM` on if that is set.

use cosim::harness::responder::{driver_configure, Clocking, GoldenHostFormat, RtlResponder, STALL_CYCLES};
use cosim::host_memory::AxiSlaveConfig;
use cosim::respnode::{run_responder_with, DutError, DutKind, ResponderDut, RunConfig};
use golden::fabric::FaultConfig;
use golden::sim::OpMix;

/// Simulated time a case of ~70 messages may take: the slowest passing cases finish in a few
/// tens of milliseconds (retransmission timeouts included).
const CASE_BUDGET_NS: u64 = 100_000_000;

fn run_case(name: &str, mut c: RunConfig, axi: AxiSlaveConfig) {
    c.sim.max_sim_ns = std::env::var("ROCE_CASE_BUDGET_NS").ok().and_then(|v| v.parse().ok()).unwrap_or(CASE_BUDGET_NS);
    if let (Ok(dir), Err(_)) = (std::env::var("ROCE_DEBUG_VCD"), std::env::var("ROCE_DEBUG_VCD_FROM")) {
        c.vcd = Some(std::path::Path::new(&dir).join(format!("{name}.vcd")));
    }
    let mut factory = |_: DutKind, sc: &golden::sim::Scenario, ep: golden::endpoint::Endpoint, clk: Clocking| -> Result<Box<dyn ResponderDut>, DutError> {
        let mut r = RtlResponder::with_clocking(sc, &ep, Box::new(GoldenHostFormat), Box::new(driver_configure), axi.clone(), clk)?;
        if let (Ok(dir), Some(from)) = (std::env::var("ROCE_DEBUG_VCD"), std::env::var("ROCE_DEBUG_VCD_FROM").ok().and_then(|v| v.parse().ok())) {
            r.trace_vcd_from(from, std::path::Path::new(&dir).join(format!("{name}.vcd")));
        }
        Ok(Box::new(r))
    };
    let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut factory).unwrap();
    let s = &r.sim;
    eprintln!("{name}: {} of {} messages, {} packets, {} retransmissions, {} NAKs in {} ns simulated ({} cycles)", s.completed, s.messages, s.packets, s.retransmissions, s.naks, s.sim_time_ns, r.cycles);
    assert!(!s.timed_out, "{name}: timed out: {r:?}");
    assert_eq!(s.completed, s.messages, "{name}: {r:?}");
    assert_eq!(s.memory_mismatches, 0, "{name}: {r:?}");
    assert_eq!(s.duplicate_executions, 0, "{name}: {r:?}");
    assert_eq!(s.completion_errors, 0, "{name}: {r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{name}: {:?}", r.lockstep_report);
    assert!(r.dut_quiet_at_end, "{name}: the responder still had work in flight at the end: {r:?}");
}

/// Session 16's hang: READs, WRITEs and atomics on 34 QPs over IPv6 with loss, duplication and
/// reordering, behind a slow host (148 + 0..70 cycles, AW ready 31 % of cycles, 25 outstanding
/// writes). With the header lookahead wired in, the engine deadlocked in `Commit` ~40k cycles in:
/// it had issued a payload write (its `AW` out, its data due from the mover only in `Push`) and
/// waited on a context update the cache could not take, the cache being stuck on a write-back
/// whose `W` beats were queued behind that payload's. The engine now issues the write request no
/// earlier than the cycle the cache updates are taken.
#[test]
fn slow_host_writes_with_reads_and_atomics_on_34_qps() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.seed = 14277026535919930559;
    c.sim.qps = 34;
    c.sim.msgs = 55;
    c.sim.max_size = 20000;
    c.sim.mtu = 4096;
    c.sim.ipv6 = true;
    c.sim.vlan = None;
    c.sim.qpn_stride = 1024;
    c.sim.mix = OpMix { send: 0, send_imm: 1, write: 3, write_imm: 1, read: 3, cas: 1, fadd: 1 };
    c.sim.recv_sges = 4;
    c.sim.faults = FaultConfig {
        loss: 0.03849535181617034,
        dup: 0.020321146253758932,
        reorder: 0.024548228069575358,
        corrupt: 0.0030657364883007352,
        reorder_delay_ns: (1000, 20000),
    };
    c.sim.ecn_threshold = None;
    let axi = AxiSlaveConfig {
        latency: 148,
        extra_latency_max: 70,
        seed: 11553487282519715545,
        ar_ready_prob: 0.7891478245171569,
        aw_ready_prob: 0.3109762716085797,
        w_ready_prob: 0.8780777654347935,
        r_valid_prob: 0.38560412787076326,
        b_valid_prob: 0.38560412787076326,
        max_outstanding_reads: 25,
        max_outstanding_writes: 25,
        ..Default::default()
    };
    run_case("slow_host_34qp", c, axi);
}

/// The harness's stall watchdog: a host that stops answering mid-run (no ready, no R, no B)
/// leaves the NIC with writes in flight and no handshake anywhere. The run must end on the
/// watchdog within [`STALL_CYCLES`] of the hang, say so, and fail the messages it stranded,
/// not run on to the time budget.
#[test]
fn a_host_that_stops_answering_ends_the_run_on_the_stall_watchdog() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.seed = 7;
    c.sim.qps = 4;
    c.sim.msgs = 40;
    c.sim.max_size = 20000;
    c.sim.mtu = 1024;
    c.sim.mix = OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 0, cas: 0, fadd: 0 };
    c.sim.faults = FaultConfig::none();
    c.sim.ecn_threshold = None;
    c.sim.max_sim_ns = CASE_BUDGET_NS;
    let hang_after = 5_000;
    let mut factory = |_: DutKind, sc: &golden::sim::Scenario, ep: golden::endpoint::Endpoint, clk: Clocking| -> Result<Box<dyn ResponderDut>, DutError> {
        let mut r = RtlResponder::with_clocking(sc, &ep, Box::new(GoldenHostFormat), Box::new(driver_configure), AxiSlaveConfig::default(), clk)?;
        r.hang_host_after(hang_after);
        Ok(Box::new(r))
    };
    let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut factory).unwrap();
    let s = &r.sim;
    eprintln!("hung host: {} of {} messages, {} ns simulated, {} cycles: {:?}", s.completed, s.messages, s.sim_time_ns, r.cycles, s.stalled);
    let why = s.stalled.as_deref().expect("the watchdog must end the run");
    assert!(why.contains("no handshake on any port"), "{why}");
    // `roce run` and `roce regress` name the stall first in their verdict.
    let verdict = cosim::cli::run::not_clean(&r).expect("a stalled run is not clean");
    assert!(verdict.starts_with(why), "{verdict}");
    assert!(s.timed_out, "messages were stranded: {r:?}");
    assert!(s.completed < s.messages, "{r:?}");
    assert!(!r.dut_quiet_at_end, "{r:?}");
    // The hang began within the first few thousand cycles of the run; the watchdog fires
    // STALL_CYCLES after the last handshake (plus the 1 us polling slice).
    assert!(r.cycles < hang_after + STALL_CYCLES + 10_000, "ended at cycle {} of the run", r.cycles);
    assert!(r.cycles >= STALL_CYCLES, "ended at cycle {} of the run", r.cycles);
}

/// Back-to-back packets of one QP on the engine's 3-cycle path: RDMA WRITEs of at most 64 bytes
/// (138-byte frames, about as fast as the engine takes them) and multi-packet ones at a 256-byte
/// MTU (First, Middle, Last: each packet's host address and PSN come from the context the packet
/// before it changed), with WRITEs with immediate between them (slow path, a completion each, so
/// that records queue up in the lookahead behind them), over one QP and over two. A record taken
/// in the cycle the previous packet's context update goes into the cache must get its context
/// from that update: a stale one writes the payload to the wrong address or NAKs a good PSN.
#[test]
fn back_to_back_writes_on_one_and_two_qps() {
    for (qps, max_size, msgs) in [(1, 64, 300), (2, 64, 300), (1, 4096, 60), (2, 4096, 60)] {
        let mut c = RunConfig::defaults(DutKind::Rtl);
        c.sim.seed = 0xB2B0 + qps as u64;
        c.sim.qps = qps;
        c.sim.msgs = msgs;
        c.sim.max_size = max_size;
        c.sim.mtu = 256;
        c.sim.mix = OpMix { send: 0, send_imm: 0, write: 6, write_imm: 1, read: 0, cas: 0, fadd: 0 };
        c.sim.faults = FaultConfig::none();
        c.sim.ecn_threshold = None;
        run_case(&format!("back_to_back_{qps}qp_{max_size}"), c, AxiSlaveConfig::default());
    }
}
