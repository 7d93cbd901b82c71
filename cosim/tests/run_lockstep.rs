//! `roce run` without the command line (`cosim::respnode`): the golden responder as DUT completes
//! the default traffic mix exactly, a golden responder in lockstep with it finds no difference,
//! and deliberately broken DUTs are caught by the lockstep comparison and by the memory check.

use cosim::harness::responder::Clocking;
use cosim::respnode::{
    make_dut, run_responder, run_responder_with, DutError, DutKind, GoldenDut, Lockstep, ResponderDut, RunConfig,
};
use golden::memory::HostMemory;
use golden::node::{Nanos, Node};
use golden::sim::{Scenario, SimConfig, BASE};
use golden::transport::counters::Counters;
use golden::verbs::Completion;
use std::path::Path;

/// The `roce run` defaults (16 QPs, SEND/WRITE/READ/ATOMIC up to 64 KiB, 1 % loss, 1 %
/// reordering, DCQCN) with step ECN marking above 2 KiB and fewer messages, for CI.
fn small(msgs: u64, seed: u64) -> RunConfig {
    let mut c = RunConfig::defaults(DutKind::Golden);
    // 16 outstanding READs/atomics (`roce sim`'s default, and what these scenarios were made
    // with: enough traffic per QP that a golden DUT in time merges ACKs).
    c.sim.max_rd_atomic = 16;
    // Step marking above 2 KiB (the default before DCQCN's own RED profile, which starts at
    // 400 KB at 100 Gb/s and so does not mark here): the lockstep must see CE-marked frames and
    // the CNPs they make.
    c.sim.ecn_threshold = Some(2048);
    c.sim.msgs = msgs;
    c.sim.seed = seed;
    c
}

#[test]
fn golden_dut_completes_the_default_mix_exactly_and_matches_golden() {
    for seed in [1, 2] {
        let mut dut_counters = None;
        let r = run_responder(&small(120, seed), None, &mut |_| {}, &mut |_| {}, &mut |d| dut_counters = Some(d.counters())).unwrap();
        let dut_counters = dut_counters.unwrap();
        let s = &r.sim;
        assert!(!s.timed_out, "{r:?}");
        assert_eq!(s.completed, s.messages, "{r:?}");
        assert_eq!(s.failed, 0);
        assert_eq!(s.completion_errors, 0, "{r:?}");
        assert_eq!(s.memory_mismatches, 0, "{r:?}");
        assert_eq!(s.duplicate_executions, 0, "{r:?}");
        assert!(s.fabric.dropped_loss > 0, "1 % loss over this many frames: {r:?}");
        assert!(s.retransmissions > 0, "losses are repaired by retransmission: {r:?}");
        assert!(s.ecn_marked > 0, "ECN marking happens: {r:?}");
        assert!(s.cnps > 0, "and makes CNPs: {r:?}");
        // Every frame the responder got went through both responders and nothing differed.
        let l = &r.lockstep_report;
        assert!(r.lockstep);
        assert_eq!(l.frames_in, dut_counters.rx_packets, "{l:?}");
        assert_eq!(l.frames_out, dut_counters.tx_packets, "{l:?}");
        assert!(l.frames_in > s.messages && l.frames_in < s.fabric.frames_delivered, "{l:?}");
        assert_eq!(r.mismatches_vs_golden, 0, "{l:?}");
        assert!(l.first_diffs.is_empty());
        assert_eq!(r.dut, "golden");
        assert_eq!(r.cycles, s.sim_time_ns / 4, "golden DUT: simulated time at 4 ns per cycle");
        assert!(r.goodput_bytes > 0);
        assert!(r.cycles_to_completion > 0 && r.cycles_to_completion <= r.cycles);
        let want = r.goodput_bytes as f64 * 8.0 / (r.cycles_to_completion as f64 * 4.0);
        assert!((r.goodput_gbps - want).abs() < 1e-9);
    }
}

#[test]
fn golden_dut_with_one_replay_slot_is_exact_too() {
    // One outstanding READ/atomic, one atomic replay slot: more duplicates and stale atomics
    // under loss, reordering and duplication; still exact and equal to the lockstep reference.
    let mut c = small(150, 7);
    c.sim.max_rd_atomic = 1;
    c.sim.faults.dup = 0.02;
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    assert_eq!(c.sim.max_rd_atomic, 1);
    assert_eq!(r.sim.completed, r.sim.messages, "{r:?}");
    assert_eq!(r.sim.memory_mismatches, 0);
    assert_eq!(r.sim.duplicate_executions, 0);
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
}

#[test]
fn without_lockstep_the_golden_dut_still_runs_clean() {
    let mut c = small(60, 3);
    c.lockstep = false;
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    assert_eq!(r.sim.completed, 60, "{r:?}");
    assert_eq!(r.sim.memory_mismatches, 0);
    assert!(!r.lockstep);
    assert_eq!(r.lockstep_report.frames_in, 0);
}

/// A golden responder that corrupts the payload of some of the frames it emits (by output count),
/// and may claim `extra_merges` ACK merges more than it made.
struct CorruptOutputs {
    inner: GoldenDut,
    emitted: u64,
    corrupt: Vec<u64>,
    corrupted: u64,
    extra_merges: u64,
}

impl CorruptOutputs {
    fn mangle(&mut self, mut f: Vec<u8>) -> Vec<u8> {
        if self.corrupt.contains(&self.emitted) {
            // Flip a bit of the last ICRC byte: the requester drops the frame, lockstep sees it.
            if let Some(b) = f.last_mut() {
                *b ^= 0x01;
                self.corrupted += 1;
            }
        }
        self.emitted += 1;
        f
    }
}

impl Node for CorruptOutputs {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.inner.receive(now, frame)
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        let f = self.inner.transmit(now)?;
        Some(self.mangle(f))
    }
    fn next_event(&self) -> Option<Nanos> {
        self.inner.next_event()
    }
    fn on_timer(&mut self, now: Nanos) {
        self.inner.on_timer(now)
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.inner.set_pause(pcp, paused)
    }
}

impl ResponderDut for CorruptOutputs {
    fn kind(&self) -> DutKind {
        DutKind::Golden
    }
    fn settle(&mut self, now: Nanos) -> Vec<Vec<u8>> {
        let v = self.inner.settle(now);
        v.into_iter().map(|f| self.mangle(f)).collect()
    }
    fn poll_completions(&mut self, max: usize) -> Vec<Completion> {
        self.inner.poll_completions(max)
    }
    fn post_recv(&mut self, qpn: u32, wr: golden::verbs::RecvWr) -> Result<(), golden::verbs::VerbsError> {
        self.inner.post_recv(qpn, wr)
    }
    fn is_idle(&self) -> bool {
        self.inner.is_idle()
    }
    fn mem(&self) -> &HostMemory {
        self.inner.mem()
    }
    fn mem_mut(&mut self) -> &mut HostMemory {
        self.inner.mem_mut()
    }
    fn counters(&self) -> Counters {
        self.inner.counters()
    }
    fn cycles(&self, now: Nanos) -> u64 {
        self.inner.cycles(now)
    }
    fn trace_vcd(&mut self, p: &Path) -> Result<(), DutError> {
        self.inner.trace_vcd(p)
    }
    fn take_accepted(&mut self) -> Vec<(Nanos, Vec<u8>)> {
        self.inner.take_accepted()
    }
    fn acks_coalesced(&self) -> Option<u64> {
        self.inner.acks_coalesced().map(|n| n + self.extra_merges)
    }
}

/// A DUT's own count of merged ACKs is checked against the merges the scoreboard saw on its
/// wire. A golden DUT in time merges ACKs waiting behind a busy link (its coalescing rule), and
/// its count must be exactly what the scoreboard found; claiming 2 more is one counter
/// mismatch, named.
#[test]
fn a_dut_claiming_ack_merges_it_did_not_make_is_a_mismatch() {
    for (extra, want) in [(0, 0), (2, 1)] {
        let c = small(40, 4);
        let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut |_, sc, ep, _| {
            Ok(Box::new(CorruptOutputs { inner: GoldenDut::new(ep, sc.cq(1)), emitted: 0, corrupt: vec![], corrupted: 0, extra_merges: extra }))
        })
        .unwrap();
        let l = &r.lockstep_report;
        assert!(l.acks_coalesced > 0, "the scenario makes the golden DUT merge: {l:?}");
        assert_eq!((l.counter_mismatches, l.total()), (want, want), "{extra}: {l:?}");
        if want > 0 {
            let s = format!("acks_coalesced: DUT's own {}, merges on its wire {}", l.acks_coalesced + 2, l.acks_coalesced);
            assert!(l.first_diffs.iter().any(|d| d.contains(&s)), "{l:?}");
        }
    }
}

#[test]
fn lockstep_counts_each_corrupted_output_frame() {
    // Transactional: outputs compared per input frame, one mismatch per corrupted frame.
    let mut c = small(80, 4);
    c.clocking = Clocking::transactional();
    let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut |_, sc, ep, _| {
        Ok(Box::new(CorruptOutputs { inner: GoldenDut::new(ep, sc.cq(1)), emitted: 0, corrupt: vec![5, 17, 40], corrupted: 0, extra_merges: 0 }))
    })
    .unwrap();
    let l = &r.lockstep_report;
    assert_eq!(l.frame_mismatches, 3, "{l:?}");
    assert_eq!(l.completion_mismatches, 0);
    assert_eq!(l.memory_mismatches, 0);
    assert_eq!(r.mismatches_vs_golden, 3);
    assert_eq!(l.first_diffs.len(), 3);
    assert!(l.first_diffs[0].contains("first difference at byte"), "{:?}", l.first_diffs);
    // The requester dropped them (bad ICRC) and recovered: the transport itself is still exact.
    assert!(r.sim.bad_icrc_drops >= 3, "{r:?}");
    assert_eq!(r.sim.completed, r.sim.messages);
    assert_eq!(r.sim.memory_mismatches, 0);
}

#[test]
fn scoreboard_counts_each_corrupted_output_frame_twice() {
    // Cycle-timed: a corrupted frame is a DUT frame nobody expected, and golden's frame in its
    // place is never sent (unless that was a positive ACK a later one of the connection may
    // stand for): one or two mismatches per corrupted frame.
    let c = small(80, 4);
    assert!(c.clocking.timed, "cycle-timed is the default");
    let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut |_, sc, ep, _| {
        Ok(Box::new(CorruptOutputs { inner: GoldenDut::new(ep, sc.cq(1)), emitted: 0, corrupt: vec![5, 17, 40], corrupted: 0, extra_merges: 0 }))
    })
    .unwrap();
    let l = &r.lockstep_report;
    assert_eq!(r.timing, "cycle");
    assert!((3..=6).contains(&l.frame_mismatches), "{l:?}");
    assert_eq!(l.completion_mismatches, 0);
    assert_eq!(l.memory_mismatches, 0);
    assert!(r.mismatches_vs_golden >= 3, "{l:?}");
    assert_eq!(r.sim.completed, r.sim.messages);
}

#[test]
fn lockstep_and_memory_check_catch_a_stray_write() {
    let c = small(40, 5);
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |d| {
        // A byte written in QP block 0's first guard page, behind the transport's back.
        let m = d.mem_mut();
        let v = m.read_vec(BASE + 100, 1).unwrap();
        m.write(BASE + 100, &[v[0] ^ 0x40]).unwrap();
    })
    .unwrap();
    assert_eq!(r.lockstep_report.memory_mismatches, 1, "{:?}", r.lockstep_report);
    assert_eq!(r.mismatches_vs_golden, 1);
    assert_eq!(r.sim.memory_mismatches, 1, "the reference check sees it too");
    assert!(r.lockstep_report.first_diffs[0].contains(&format!("{:#x}", BASE + 100)), "{:?}", r.lockstep_report);
}

#[test]
fn lockstep_of_two_golden_responders_agrees_frame_by_frame() {
    // Drive a lockstep pair directly with the requester's frames (no fabric): every request
    // frame of the scenario, in order, then every frame again (all duplicates).
    let cfg = SimConfig { qps: 4, msgs: 60, max_size: 9000, one_way: true, cc: true, ..Default::default() };
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let (sc2, [_, resp2]) = Scenario::build(&cfg).unwrap();
    let mut l = Lockstep::new(make_dut(DutKind::Golden, &sc, resp, Clocking::transactional()).unwrap(), Box::new(GoldenDut::new(resp2, sc2.cq(1))), 3, false);
    let mut frames = Vec::new();
    let mut t = 0;
    while let Some(f) = req.transmit(t) {
        frames.push(f);
        t += 100;
        if frames.len() > 100_000 {
            break;
        }
    }
    assert!(frames.len() > 60, "{}", frames.len());
    for (i, f) in frames.iter().chain(frames.iter()).enumerate() {
        l.receive(i as u64 * 100, f);
    }
    let (start, len) = sc.data_span();
    l.compare_memory(start, len);
    let rep = l.report();
    assert_eq!(rep.frames_in, 2 * frames.len() as u64);
    assert!(rep.frames_out >= frames.len() as u64 / 4, "{rep:?}");
    assert_eq!(rep.total(), 0, "{rep:?}");
    // And a real difference in one responder's memory is found byte for byte.
    let mut l2 = l;
    l2.dut_mut().mem_mut().write(start + 4096 * 3 + 7, &[1, 2, 3]).unwrap();
    l2.compare_memory(start, len);
    assert!((1..=3).contains(&l2.report().memory_mismatches), "{:?}", l2.report());
}

#[test]
fn rtl_dut_builds_from_a_scenario() {
    let cfg = SimConfig { qps: 1, msgs: 4, max_size: 64, one_way: true, ..Default::default() };
    let (sc, [_, resp]) = Scenario::build(&cfg).unwrap();
    let d = make_dut(DutKind::Rtl, &sc, resp, RunConfig::defaults(DutKind::Rtl).clocking).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(d.kind(), DutKind::Rtl);
}

/// A hostile peer on the fabric (malformed frames, other UDP ports, wrong IP, unknown QPs,
/// bad P_Keys, wrong service) while the default traffic runs without loss: everything still
/// completes, and the responder's drop counters equal what the peer says it sent, class by
/// class; a lockstep reference agrees on every compared counter.
#[test]
fn golden_dut_counts_a_hostile_flood_and_still_completes() {
    let mut c = small(100, 5);
    c.sim.faults = golden::fabric::FaultConfig { reorder: 0.02, ..golden::fabric::FaultConfig::none() };
    c.hostile = Some(golden::hostile::HostileConfig { frames: 600, interval_ns: 300, start_ns: 0, seed: 9, fuzz: false });
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    let s = &r.sim;
    assert_eq!(s.completed, s.messages, "{r:?}");
    assert_eq!((s.memory_mismatches, s.duplicate_executions, s.completion_errors), (0, 0, 0), "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    let h = r.hostile.expect("the peer ran");
    assert_eq!(h.sent, 600);
    assert!(h.bad_icrc > 0 && h.wrong_address > 0 && h.unknown_qp > 0 && h.bad_pkey > 0, "{h:?}");
    assert_eq!(h.differences(&r.responder_drops), vec![], "{:?} {h:?}", r.responder_drops);
}

/// The cycle-timed scoreboard on two golden responders over the default faulty fabric: the
/// reference is fed at the DUT's times and every frame, completion, byte and counter agrees.
#[test]
fn timed_scoreboard_of_two_golden_responders_is_clean() {
    let mut c = small(150, 3);
    c.clocking = Clocking::timed(250, 100_000_000_000).unwrap();
    let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).unwrap();
    assert_eq!(r.timing, "cycle");
    assert_eq!(r.sim.completed, r.sim.messages, "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    assert!(r.lockstep_report.frames_in > 150 && r.lockstep_report.frames_out > 100, "{:?}", r.lockstep_report);
    assert!(r.lockstep_report.latency.as_ref().is_some_and(|l| l.samples > 100), "{:?}", r.lockstep_report);
}
