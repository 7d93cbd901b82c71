//! `roce run` with the verilated responder (`--dut rtl`): the adapter programs the NIC through
//! `firmware::Driver` over AXI-Lite and delivers the requester's frames through `s_rx`; and the
//! lockstep run against golden.

use cosim::harness::responder::{RtlResponder, MKEY_BASE, QPC_BASE};
use cosim::respnode::{run_responder, DutKind, ResponderDut, RunConfig};
use golden::node::Node;
use golden::fabric::FaultConfig;
use golden::hostile::HostileConfig;
use golden::sim::{OpMix, Scenario, SimConfig};

const WRA: OpMix = OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 1, cas: 1, fadd: 1 };
const ALL: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 1, cas: 1, fadd: 1 };

#[test]
fn rtl_adapter_programs_the_nic_and_delivers_frames() {
    // WRITEs only: the requester sends them all without waiting for responses.
    let writes = OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 0, cas: 0, fadd: 0 };
    let cfg = SimConfig { qps: 2, msgs: 6, max_size: 2048, one_way: true, max_rd_atomic: 1, mix: writes, ..Default::default() };
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let mut d = RtlResponder::from_scenario(&sc, &resp).unwrap();
    assert_eq!(d.kind(), DutKind::Rtl);
    let (port, qpc, mkey, enabled) = d.with_driver(|dr| (dr.port_config(), dr.qpc_table(), dr.mkey_table(), dr.enabled())).unwrap();
    assert!(enabled);
    assert_eq!(port.mac, resp.config().mac);
    assert_eq!(port.ip, resp.config().ip);
    assert_eq!((port.pcp, port.dscp, port.ttl, port.cnp_pcp, port.cnp_dscp), (3, 26, 64, 6, 48));
    assert_eq!(qpc.0, QPC_BASE);
    assert_eq!(mkey.0, MKEY_BASE);
    // Every requester frame goes in through s_rx, passes the RX parser (ICRC and all) and
    // reaches the engine.
    let mut n = 0u32;
    let mut t = 1000;
    while let Some(f) = req.transmit(t) {
        d.receive(t, &f);
        let _ = d.settle(t);
        n += 1;
        t += 1000;
    }
    assert!(n >= 6, "{n}");
    let (ok, seen) = d.with_driver(|dr| (dr.rx_counter("ok"), dr.engine_counter("rx_packets"))).unwrap();
    assert_eq!(ok.unwrap(), n, "RX parser verdict OK for every frame");
    assert_eq!(seen.unwrap(), n, "the engine took every record");
    assert_eq!(d.port_errors, 0);
    assert!(d.cycles(0) > 1000);
}

#[test]
fn rtl_matches_golden_on_write_read_atomic() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.msgs = 30;
    c.sim.qps = 2;
    c.sim.max_size = 4096;
    c.sim.mix = WRA;
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    assert_eq!(r.dut, "rtl");
    assert_eq!(r.sim.completed, r.sim.messages, "{r:?}");
    assert_eq!(r.sim.memory_mismatches, 0, "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
}

/// Every verb (SEND, SEND with immediate, WRITE, WRITE with immediate, READ, atomics) over a
/// fabric with every fault class (loss, duplication, reordering, corruption, ECN marking with
/// CNPs) and a hostile peer: the RTL completes everything, host memory and completions exact,
/// every frame it sends is golden's byte for byte, and its ACK/NAK/CNP/drop counters equal
/// golden's.
#[test]
fn rtl_matches_golden_on_every_verb_over_a_faulty_fabric() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.msgs = 60;
    c.sim.qps = 4;
    c.sim.max_size = 8192;
    c.sim.mix = ALL;
    c.sim.seed = 11;
    c.sim.faults.dup = 0.02;
    c.sim.faults.corrupt = 0.02;
    c.hostile = Some(HostileConfig { frames: 200, interval_ns: 2000, start_ns: 0, seed: 1, fuzz: false });
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    assert_eq!(r.sim.completed, r.sim.messages, "{r:?}");
    assert_eq!(r.sim.memory_mismatches, 0, "{r:?}");
    assert_eq!(r.sim.duplicate_executions, 0, "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    assert!(r.lockstep_report.frames_in > 100, "{:?}", r.lockstep_report);
    let d = r.responder_drops;
    assert!(d.bad_icrc > 0, "corrupted frames are dropped on the ICRC: {d:?}");
    assert!(d.unknown_qp > 0 && d.bad_pkey > 0, "hostile frames arrived: {d:?}");
}

/// A hostile peer floods the RTL responder with malformed frames, other UDP ports, wrong IPs,
/// unknown QPs, bad P_Keys and UC/UD requests for RC QPs while the requester's traffic runs
/// (no loss, so every hostile frame arrives): the traffic completes exactly, the RTL answers
/// none of them (its frames equal golden's) and its drop counters count each class exactly as
/// often as the peer sent it.
#[test]
fn rtl_counts_a_hostile_flood_and_still_completes() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.msgs = 40;
    c.sim.qps = 4;
    c.sim.max_size = 4096;
    c.sim.mix = ALL;
    c.sim.faults = FaultConfig { reorder: 0.02, ..FaultConfig::none() };
    c.hostile = Some(HostileConfig { frames: 400, interval_ns: 300, start_ns: 0, seed: 2, fuzz: false });
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    let s = &r.sim;
    assert_eq!(s.completed, s.messages, "{r:?}");
    assert_eq!((s.memory_mismatches, s.duplicate_executions, s.completion_errors), (0, 0, 0), "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    let h = r.hostile.expect("the peer ran");
    assert_eq!(h.sent, 400);
    assert!(h.bad_icrc > 0 && h.wrong_address > 0 && h.unknown_qp > 0 && h.bad_pkey > 0, "{h:?}");
    assert_eq!(h.differences(&r.responder_drops), vec![], "{:?} {h:?}", r.responder_drops);
}

/// Cycle-timed runs are the default, and skipping idle stretches changes nothing: the same
/// scenario clocked through every idle cycle gives the same wire (every frame, in order, at the
/// same time), the same completions, memory and counters, and only clocks more cycles.
#[test]
fn skipping_idle_cycles_changes_nothing() {
    let run = |skip: bool, seed: u64| {
        let mut c = RunConfig::defaults(DutKind::Rtl);
        assert!(c.clocking.timed && c.clocking.skip_idle, "cycle-timed, skipping idle, is the default");
        c.clocking.skip_idle = skip;
        // Small: without skipping, every cycle of the run and its 1 ms drain is clocked.
        c.sim.msgs = 10;
        c.sim.qps = 2;
        c.sim.max_size = 5000;
        c.sim.mix = ALL;
        c.sim.seed = seed;
        let pcap = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        struct Sink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Sink {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let r = run_responder(&c, Some(Box::new(Sink(pcap.clone()))), &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
        let wire = pcap.lock().unwrap().clone();
        (r, wire)
    };
    // A scenario with idle stretches inside it (a retransmission timeout, a quiet gap between
    // messages): the first seed from 5 on whose skipping run skipped cycles.
    let (seed, (a, wa)) = (5..40u64)
        .map(|seed| (seed, run(true, seed)))
        .find(|(_, (a, _))| a.cycles_clocked < a.cycles)
        .expect("a scenario with idle stretches");
    let (b, wb) = run(false, seed);
    assert_eq!(a.timing, "cycle");
    assert_eq!(a.sim.completed, a.sim.messages, "{a:?}");
    assert_eq!(a.sim.memory_mismatches, 0, "{a:?}");
    assert_eq!(a.mismatches_vs_golden, 0, "{:?}", a.lockstep_report);
    assert!(wa.len() > 5_000 && wa == wb, "the wire differs with and without skipping ({} / {} bytes)", wa.len(), wb.len());
    assert_eq!(a.sim, b.sim);
    assert_eq!(a.cycles, b.cycles);
    assert_eq!(a.lockstep_report, b.lockstep_report);
    assert_eq!(b.cycles_clocked, b.cycles, "without skipping every cycle is clocked");
    assert!(a.cycles_clocked < a.cycles, "{} of {} clocked", a.cycles_clocked, a.cycles);
}
