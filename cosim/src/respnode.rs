//! The responder under test in `roce run`, and transport-level lockstep.
//!
//! # The pieces
//! - [`ResponderDut`]: a responder-side node: frames in ([`Node::receive`]) at a simulated time,
//!   frames out ([`Node::transmit`]), run until quiet ([`ResponderDut::settle`]), receive
//!   completions, host memory for the checks, a cycle count. Two implementations:
//!   [`GoldenDut`] (a golden [`Endpoint`] acting only as responder) and the verilated
//!   `roce_responder` ([`crate::harness::responder::RtlResponder`]).
//! - [`Lockstep`]: a DUT and a golden reference. Cycle-timed (the default): the DUT runs in
//!   fabric time; every frame it takes in is given to the reference at the time it took it, and
//!   a [`Scoreboard`] checks each frame the DUT sends against the reference's answers, per
//!   connection (rules in [`crate::scoreboard`]); completions per QP in order. Transactional
//!   (`--transactional`): both are run until quiet after every input frame and their outputs
//!   compared byte for byte per input frame. At the end, both ways: the data regions of host
//!   memory and the counters. Every difference is counted ([`LockstepReport`]); the first few are
//!   described. Only the DUT's frames go on the wire; the reference only answers the same input.
//! - [`RunNode`]: what sits on the fabric: the golden requester (port 0) or a responder DUT
//!   (port 1); the fabric needs one node type.
//! - [`run_responder`]: `roce run` without the command line: a [`golden::sim::Scenario`] with
//!   all traffic from the golden requester to the DUT, over golden's faulty fabric, memory and
//!   exactly-once checked as `roce sim` checks them, plus the lockstep comparison.
//!
//! # Transactional mode: quiet, and why it drains after every frame
//! The golden responder coalesces ACKs that wait in its output queue, so what it emits depends on
//! when it is asked to transmit. In transactional lockstep both DUTs are drained completely after
//! each input frame ([`ResponderDut::settle`]): the output of a frame is a function of the input
//! sequence alone, and two correct responders must agree on it byte for byte. For the golden DUT
//! "quiet" means: its transmit queue is empty (pacing, if DCQCN slowed the QP, is skipped by
//! advancing the DUT's own clock). For the RTL it means: the frame was taken, no AXI transaction
//! is outstanding and nothing came out for a while. Frames: for input frame `k`, output `i` of
//! the DUT is compared with output `i` of the reference; every position that differs, and every
//! frame one side emitted and the other did not, counts one; completions likewise (every field).
//!
//! # Both modes
//! Memory: every byte of the data span that differs counts one (tables, rings and completion
//! queues of an RTL DUT live outside it). Counters: [`compared_counters`]; cycle-timed, the ACKs
//! the scoreboard saw the DUT merge are added to its `acks_sent` (golden, settled per frame,
//! never merges).

use crate::harness::responder::Clocking;
use crate::verilator::{PortError, TraceError};
use golden::endpoint::Endpoint;
use golden::fabric::{frame_pcp, Fabric};
use golden::memory::HostMemory;
use golden::node::{Nanos, Node};
use golden::sim::{finish_capture, start_capture, Progress, Scenario, SimConfig, SimError, SimNode, SimResult};
use golden::hostile::{HostileConfig, HostilePeer, HostileTally, HostileTarget};
use golden::transport::counters::{Counters, DropCounters};
use golden::verbs::{Completion, RecvWr, VerbsError};
use crate::scoreboard::Scoreboard;
use std::collections::{HashMap, VecDeque};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Nanoseconds per clock cycle of the NIC (250 MHz).
pub const NS_PER_CYCLE: u64 = 4;

/// Which responder runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum DutKind {
    /// A golden endpoint acting as responder.
    Golden,
    /// The verilated `roce_responder` with the AXI host-memory model.
    Rtl,
}

impl DutKind {
    /// `"golden"` or `"rtl"`.
    pub fn name(self) -> &'static str {
        match self {
            DutKind::Golden => "golden",
            DutKind::Rtl => "rtl",
        }
    }
}

/// A responder that cannot be built or driven.
#[derive(thiserror::Error, Debug)]
pub enum DutError {
    /// This DUT has no signals to trace.
    #[error("the {0} DUT cannot write a VCD trace")]
    NoTrace(&'static str),
    /// A port the adapter needs is missing or has another width.
    #[error("port: {0}")]
    Port(#[from] PortError),
    /// The VCD could not be opened.
    #[error("trace: {0}")]
    Trace(#[from] TraceError),
    /// Setting up the DUT failed (tables, registers, memory).
    #[error("setup: {0}")]
    Setup(String),
}

/// A responder-side node under test.
///
/// The fabric drives it through [`Node`]: `receive(now, frame)` delivers a frame at simulated
/// time `now`, `transmit(now)` takes the next frame it puts on the wire, `next_event` /
/// `on_timer` give it time. [`ResponderDut::settle`] is lockstep's: everything the frames
/// delivered so far cause, drained at once.
pub trait ResponderDut: Node {
    /// Golden or RTL.
    fn kind(&self) -> DutKind;
    /// Runs until quiet after the frames received so far and returns every frame emitted since
    /// the last `transmit`/`settle`, in order.
    fn settle(&mut self, now: Nanos) -> Vec<Vec<u8>>;
    /// Receive completions produced so far (oldest first, at most `max`).
    fn poll_completions(&mut self, max: usize) -> Vec<Completion>;
    /// ibv_post_recv on QP `qpn` after set-up (the scenario's refills,
    /// [`golden::sim::SimConfig::rq_depth`]): golden's endpoint call, or the RTL's WQE written
    /// into the QP's receive ring and its doorbell rung.
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError>;
    /// True when nothing is left to send.
    fn is_idle(&self) -> bool;
    /// Host memory (data regions compared at the end).
    fn mem(&self) -> &HostMemory;
    /// Host memory, writable (tests tamper with it).
    fn mem_mut(&mut self) -> &mut HostMemory;
    /// Transport counters (golden: the endpoint's; RTL: its counter registers as of the last
    /// [`ResponderDut::sync_counters`], in golden's terms).
    fn counters(&self) -> Counters;
    /// Brings [`ResponderDut::counters`] up to date (the RTL reads its counter registers over
    /// AXI-Lite; golden's are always current).
    fn sync_counters(&mut self) {}
    /// Clock cycles at 250 MHz so far; `now` is the simulated time (the golden DUT has no clock
    /// and answers `now / 4`).
    fn cycles(&self, now: Nanos) -> u64;
    /// Starts a VCD trace of the DUT's signals.
    fn trace_vcd(&mut self, path: &Path) -> Result<(), DutError>;
    /// Frames the DUT took in since the last call, each with the time its last byte entered
    /// (golden: when it was given; RTL: the cycle `s_rx` took its last beat). The reference is
    /// given each frame at that time.
    fn take_accepted(&mut self) -> Vec<(Nanos, Vec<u8>)>;
    /// [`Node::transmit`], with the time the frame's first byte left the DUT.
    fn transmit_timed(&mut self, now: Nanos) -> Option<(Vec<u8>, Nanos)> {
        self.transmit(now).map(|f| (f, now))
    }
    /// Frames dropped at the DUT's MAC for lack of room (the RTL's MAC model's receive FIFO).
    fn mac_rx_dropped(&self) -> u64 {
        0
    }
    /// Write bursts into the QP context table and the key table since set-up (cache
    /// writebacks), if the DUT has caches in front of host tables (the golden DUT has none).
    fn table_writebacks(&self) -> Option<(u64, u64)> {
        None
    }
    /// Cycles the DUT's model was really clocked (None: it has no clock).
    fn cycles_clocked(&self) -> Option<u64> {
        None
    }
    /// ACKs the DUT says it merged into a newer one before they left, by its own counter as of
    /// the last [`ResponderDut::sync_counters`] (None: it has no such counter).
    fn acks_coalesced(&self) -> Option<u64> {
        None
    }
    /// The DUT's watchdog: work in flight and no progress for too long (why), which ends the
    /// run ([`SimNode::stalled`]). None for a DUT without one.
    fn stalled(&self) -> Option<String> {
        None
    }
}

/// A golden endpoint acting only as responder (its QPs, MRs and receive WQEs come from the
/// scenario; it posts no sends).
pub struct GoldenDut {
    ep: Endpoint,
    cq: u32,
    now: Nanos,
    /// Frames received since the last [`ResponderDut::take_accepted`].
    accepted: Vec<(Nanos, Vec<u8>)>,
}

impl GoldenDut {
    /// Wraps endpoint `ep` whose receive completions go to CQ `cq`.
    pub fn new(ep: Endpoint, cq: u32) -> GoldenDut {
        GoldenDut { ep, cq, now: 0, accepted: Vec::new() }
    }
    /// The endpoint.
    pub fn endpoint(&self) -> &Endpoint {
        &self.ep
    }
}

impl Node for GoldenDut {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.now = self.now.max(now);
        self.ep.receive(now, frame);
        self.accepted.push((now, frame.to_vec()));
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        self.now = self.now.max(now);
        self.ep.transmit(now)
    }
    fn next_event(&self) -> Option<Nanos> {
        self.ep.next_event()
    }
    fn on_timer(&mut self, now: Nanos) {
        self.now = self.now.max(now);
        self.ep.on_timer(now)
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.ep.set_pause(pcp, paused)
    }
}

/// Most transmit attempts without a frame [`GoldenDut::settle`] makes before giving up (only
/// DCQCN pacing makes it wait at all).
const SETTLE_POLLS: u32 = 100_000;

impl ResponderDut for GoldenDut {
    fn kind(&self) -> DutKind {
        DutKind::Golden
    }
    fn settle(&mut self, now: Nanos) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        let mut t = now.max(self.now);
        let mut polls = 0;
        while polls < SETTLE_POLLS {
            if let Some(f) = self.ep.transmit(t) {
                out.push(f);
                continue;
            }
            if self.ep.is_idle() {
                break;
            }
            // Paced (DCQCN) or paused: move this DUT's clock to when it may send.
            polls += 1;
            t = match self.ep.next_event() {
                Some(n) if n > t => n,
                _ => t + golden::fabric::POLL_NS,
            };
            self.ep.on_timer(t);
        }
        self.now = self.now.max(t);
        out
    }
    fn poll_completions(&mut self, max: usize) -> Vec<Completion> {
        self.ep.poll_cq(self.cq, max)
    }
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        self.ep.post_recv(qpn, wr)
    }
    fn is_idle(&self) -> bool {
        self.ep.is_idle()
    }
    fn mem(&self) -> &HostMemory {
        self.ep.mem()
    }
    fn mem_mut(&mut self) -> &mut HostMemory {
        self.ep.mem_mut()
    }
    fn counters(&self) -> Counters {
        *self.ep.counters()
    }
    fn cycles(&self, now: Nanos) -> u64 {
        now / NS_PER_CYCLE
    }
    fn acks_coalesced(&self) -> Option<u64> {
        Some(self.ep.counters().acks_coalesced)
    }
    fn trace_vcd(&mut self, _path: &Path) -> Result<(), DutError> {
        Err(DutError::NoTrace("golden"))
    }
    fn take_accepted(&mut self) -> Vec<(Nanos, Vec<u8>)> {
        std::mem::take(&mut self.accepted)
    }
}

/// The frame parses and is a CNP.
pub(crate) fn is_cnp(f: &[u8]) -> bool {
    golden::wire::FrameRepr::parse(f).is_ok_and(|p| p.roce.bth.opcode == golden::wire::Opcode::Cnp)
}

/// What the lockstep comparison found.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct LockstepReport {
    /// Input frames given to both DUTs.
    pub frames_in: u64,
    /// Frames the DUT emitted.
    pub frames_out: u64,
    /// CNPs among them.
    pub cnps_out: u64,
    /// Output frames that differ (by position per input frame, plus frames only one side emitted).
    pub frame_mismatches: u64,
    /// Receive completions that differ, likewise.
    pub completion_mismatches: u64,
    /// Bytes of the data span that differ at the end.
    pub memory_mismatches: u64,
    /// Counters that differ at the end ([`COMPARED_COUNTERS`]; 0 until
    /// [`Lockstep::compare_counters`] ran).
    pub counter_mismatches: u64,
    /// The first few differences, described.
    pub first_diffs: Vec<String>,
    /// Timed: golden positive ACKs the DUT merged into later ones (allowed, not mismatches).
    pub acks_coalesced: u64,
    /// Timed: request in to answer out at the DUT's ports, over every answer matched.
    pub latency: Option<crate::scoreboard::Latency>,
    /// Requester side: request PSNs the twin sent on a QP that then failed (a fatal error
    /// completed a WQE), beyond every PSN the DUT sent on it: the twin runs ahead of the NIC, so
    /// it had sent them when the fatal response or timeout came and the NIC had not. Timing, not
    /// mismatches (the QP's completions, the error's among them, are compared one by one).
    pub frames_cut_by_error: u64,
    /// Requester side: QPs whose state at the end (the NIC's QP context, read back) differs
    /// from the twin's (a fatal error moves both to ERR or SQE).
    pub qp_state_mismatches: u64,
}

impl LockstepReport {
    /// Every difference: frames, completions, memory bytes, counters.
    pub fn total(&self) -> u64 {
        self.frame_mismatches + self.completion_mismatches + self.memory_mismatches + self.counter_mismatches + self.qp_state_mismatches
    }
    fn note(&mut self, s: String) {
        if self.first_diffs.len() < MAX_DIFFS {
            self.first_diffs.push(s);
        }
    }
}

/// Differences described in a [`LockstepReport`].
pub const MAX_DIFFS: usize = 8;

/// The counters a DUT must agree on with the golden responder (name, value): what it answered
/// and why it dropped. Parse rejects are compared as one sum except ICRC failures (the RX
/// parser and golden's parser name some malformations differently, e.g. a bad IP version).
pub fn compared_counters(c: &Counters) -> [(&'static str, u64); COMPARED_COUNTERS] {
    let d = &c.drops;
    [
        ("acks_sent", c.acks_sent),
        ("naks_seq_sent", c.naks_seq_sent),
        ("naks_inv_req_sent", c.naks_inv_req_sent),
        ("naks_access_sent", c.naks_access_sent),
        ("naks_op_sent", c.naks_op_sent),
        ("rnr_naks_sent", c.rnr_naks_sent),
        ("duplicates_received", c.duplicates_received),
        ("cnps_sent", c.cnps_sent),
        ("drops.bad_icrc", d.bad_icrc),
        ("drops.parse_rejects", d.bad_icrc + d.malformed + d.not_roce),
        ("drops.wrong_address", d.wrong_address),
        ("drops.unknown_qp", d.unknown_qp),
        ("drops.bad_state", d.bad_state),
        ("drops.bad_pkey", d.bad_pkey),
        ("drops.psn_out_of_sequence", d.psn_out_of_sequence),
        ("drops.stale_duplicate", d.stale_duplicate),
        ("drops.bad_qkey", d.bad_qkey),
        ("drops.uc_message_dropped", d.uc_message_dropped),
        ("drops.ud_no_recv", d.ud_no_recv),
        ("drops.ud_too_long", d.ud_too_long),
        ("cq_overflows", c.cq_overflows),
    ]
}

/// How many counters [`compared_counters`] gives.
pub const COMPARED_COUNTERS: usize = 21;

pub(crate) fn describe_frame(a: &[u8], b: &[u8]) -> String {
    match a.iter().zip(b).position(|(x, y)| x != y) {
        Some(i) => format!("{} vs {} bytes, first difference at byte {i}: {:#04x} vs {:#04x}", a.len(), b.len(), a[i], b[i]),
        None => format!("{} vs {} bytes, equal over the shorter", a.len(), b.len()),
    }
}

/// Two responders fed the same input frames; the first one's output goes on the wire.
///
/// Cycle-timed (the default): the DUT runs in fabric time; every frame it takes in is given
/// to the reference at the time the DUT took it, the reference's answers go to a
/// [`Scoreboard`], and each frame the DUT sends is checked against them when it leaves
/// (per connection, ACK coalescing allowed: see [`crate::scoreboard`]); completions are
/// compared per QP in order, every field. Transactional: the old settle-per-frame lockstep,
/// outputs compared byte for byte per input frame.
pub struct Lockstep {
    dut: Box<dyn ResponderDut>,
    reference: Box<dyn ResponderDut>,
    timed: bool,
    out: VecDeque<Vec<u8>>,
    cpl: VecDeque<Completion>,
    /// Reference completions not yet matched, per QP (timed).
    ref_cpl: HashMap<u32, VecDeque<Completion>>,
    board: Scoreboard,
    now: Nanos,
    paused: [bool; 8],
    default_pcp: u8,
    report: LockstepReport,
}

impl Lockstep {
    /// `dut` answers on the wire, `reference` (normally golden) is compared with it. Untagged
    /// frames count as priority `default_pcp` for PFC pause (transactional mode). `timed`:
    /// the scoreboard (the DUT must then run in fabric time), else settle per frame.
    pub fn new(dut: Box<dyn ResponderDut>, reference: Box<dyn ResponderDut>, default_pcp: u8, timed: bool) -> Lockstep {
        Lockstep {
            dut,
            reference,
            timed,
            out: VecDeque::new(),
            cpl: VecDeque::new(),
            ref_cpl: HashMap::new(),
            board: Scoreboard::default(),
            now: 0,
            paused: [false; 8],
            default_pcp,
            report: LockstepReport::default(),
        }
    }

    /// The comparison so far.
    pub fn report(&self) -> &LockstepReport {
        &self.report
    }

    /// The scoreboard (timed mode).
    pub fn scoreboard(&self) -> &Scoreboard {
        &self.board
    }

    /// The DUT.
    pub fn dut_mut(&mut self) -> &mut dyn ResponderDut {
        &mut *self.dut
    }

    /// The reference (tests tamper with both sides alike).
    pub fn reference_mut(&mut self) -> &mut dyn ResponderDut {
        &mut *self.reference
    }

    /// Reads both sides' counters and counts every one of [`compared_counters`] that differs.
    /// Timed: the ACKs the scoreboard saw the DUT merge count as sent (the reference, settled
    /// after every frame, never merges), so `acks_sent` + coalesced must equal golden's; and a
    /// DUT that counts its own merges ([`ResponderDut::acks_coalesced`]) must have merged
    /// exactly the ACKs the scoreboard found missing from its wire (transactional mode has no
    /// scoreboard: the DUT is settled after every frame, so it has nothing to merge).
    pub fn compare_counters(&mut self) {
        self.dut.sync_counters();
        self.reference.sync_counters();
        let mut dut = self.dut.counters();
        if self.timed {
            dut.acks_sent += self.board.acks_coalesced;
        }
        if let Some(own) = self.dut.acks_coalesced() {
            let seen = if self.timed { self.board.acks_coalesced } else { 0 };
            if own != seen {
                self.report.counter_mismatches += 1;
                self.report.note(format!("counter acks_coalesced: DUT's own {own}, merges on its wire {seen}"));
            }
        }
        let a = compared_counters(&dut);
        let b = compared_counters(&self.reference.counters());
        for ((name, x), (_, y)) in a.iter().zip(b.iter()) {
            if x != y {
                self.report.counter_mismatches += 1;
                self.report.note(format!("counter {name}: DUT {x}, golden {y}"));
            }
        }
    }

    /// Compares the host memory of both over `[start, start + len)` (page by page, the pages
    /// either side holds) and counts every byte that differs.
    pub fn compare_memory(&mut self, start: u64, len: u64) {
        let (diff, first) = self.dut.mem().count_differences(self.reference.mem(), start, len);
        if let Some((at, a, b)) = first {
            self.report.note(format!("memory {at:#x}: DUT {a:#04x}, golden {b:#04x} ({diff} bytes differ in the data span)"));
        }
        self.report.memory_mismatches += diff;
    }

    /// End of the traffic (timed mode): completions still owed by either side and golden
    /// frames the DUT never sent count as mismatches.
    pub fn finish(&mut self) {
        if !self.timed {
            return;
        }
        self.feed_reference();
        self.pull_completions();
        self.board.finish();
        self.report.frame_mismatches = self.board.mismatches;
        for n in self.board.notes().to_vec() {
            self.report.note(n);
        }
        let left: u64 = self.ref_cpl.values().map(|q| q.len() as u64).sum();
        if left > 0 {
            self.report.completion_mismatches += left;
            self.report.note(format!("{left} golden completions the DUT never wrote"));
        }
        self.report.acks_coalesced = self.board.acks_coalesced;
        self.report.latency = Some(self.board.latency());
    }

    /// Timed: gives the reference every frame the DUT took in since the last call, at the
    /// DUT's times, and queues its answers on the scoreboard.
    fn feed_reference(&mut self) {
        for (t, f) in self.dut.take_accepted() {
            self.reference.receive(t, &f);
            // The reference's own record of what it took is not needed.
            self.reference.take_accepted();
            let outs = self.reference.settle(t);
            for (i, o) in outs.iter().enumerate() {
                self.board.expect(o, t, i == 0);
            }
            for c in self.reference.poll_completions(usize::MAX) {
                self.ref_cpl.entry(c.qpn).or_default().push_back(c);
            }
            self.report.frames_in += 1;
        }
    }

    /// Timed: the DUT's new completions, each checked against the reference's next one of its QP.
    fn pull_completions(&mut self) {
        for c in self.dut.poll_completions(usize::MAX) {
            let want = self.ref_cpl.get_mut(&c.qpn).and_then(|q| q.pop_front());
            if want.as_ref() != Some(&c) {
                self.report.completion_mismatches += 1;
                self.report.note(format!("QP {} completion: DUT {c:?}, golden {want:?}", c.qpn));
            }
            self.cpl.push_back(c);
        }
    }

    fn compare_outputs(&mut self, fa: Vec<Vec<u8>>, fb: Vec<Vec<u8>>) {
        let k = self.report.frames_in;
        for i in 0..fa.len().max(fb.len()) {
            match (fa.get(i), fb.get(i)) {
                (Some(a), Some(b)) if a == b => {}
                (Some(a), Some(b)) => {
                    self.report.frame_mismatches += 1;
                    self.report.note(format!("input frame {k}, output {i}: {}", describe_frame(a, b)));
                }
                (Some(a), None) => {
                    self.report.frame_mismatches += 1;
                    self.report.note(format!("input frame {k}, output {i}: only the DUT emitted it ({} bytes)", a.len()));
                }
                (None, Some(b)) => {
                    self.report.frame_mismatches += 1;
                    self.report.note(format!("input frame {k}, output {i}: only golden emitted it ({} bytes)", b.len()));
                }
                (None, None) => {}
            }
        }
        self.report.frames_out += fa.len() as u64;
        self.report.cnps_out += fa.iter().filter(|f| is_cnp(f)).count() as u64;
        self.out.extend(fa);
    }

    fn compare_completions(&mut self, ca: Vec<Completion>, cb: Vec<Completion>) {
        let k = self.report.frames_in;
        for i in 0..ca.len().max(cb.len()) {
            let (a, b) = (ca.get(i), cb.get(i));
            if a != b {
                self.report.completion_mismatches += 1;
                self.report.note(format!("input frame {k}, completion {i}: DUT {a:?}, golden {b:?}"));
            }
        }
        self.cpl.extend(ca);
    }
}

impl Node for Lockstep {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.now = self.now.max(now);
        self.dut.receive(now, frame);
        if self.timed {
            self.feed_reference();
            return;
        }
        let fa = self.dut.settle(now);
        let mut fb = Vec::new();
        for (t, f) in self.dut.take_accepted() {
            self.reference.receive(t, &f);
            self.reference.take_accepted();
            fb.extend(self.reference.settle(t));
        }
        self.compare_outputs(fa, fb);
        let ca = self.dut.poll_completions(usize::MAX);
        let cb = self.reference.poll_completions(usize::MAX);
        self.compare_completions(ca, cb);
        self.report.frames_in += 1;
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        self.now = self.now.max(now);
        if self.timed {
            let r = self.dut.transmit_timed(now);
            self.feed_reference();
            let (f, t_out) = r?;
            self.board.actual(&f, t_out);
            self.report.frames_out += 1;
            self.report.cnps_out += is_cnp(&f) as u64;
            return Some(f);
        }
        let pcp = frame_pcp(self.out.front()?).unwrap_or(self.default_pcp);
        if self.paused[(pcp & 7) as usize] {
            return None;
        }
        self.out.pop_front()
    }
    fn next_event(&self) -> Option<Nanos> {
        if self.timed {
            return self.dut.next_event();
        }
        let f = self.out.front()?;
        let pcp = frame_pcp(f).unwrap_or(self.default_pcp);
        (!self.paused[(pcp & 7) as usize]).then_some(self.now)
    }
    fn on_timer(&mut self, now: Nanos) {
        self.now = self.now.max(now);
        if self.timed {
            self.dut.on_timer(now);
            self.feed_reference();
        }
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.paused[(pcp & 7) as usize] = paused;
        if self.timed {
            self.dut.set_pause(pcp, paused);
        }
    }
    fn rx_pause(&self) -> u8 {
        self.dut.rx_pause()
    }
}

impl ResponderDut for Lockstep {
    fn kind(&self) -> DutKind {
        self.dut.kind()
    }
    fn settle(&mut self, _now: Nanos) -> Vec<Vec<u8>> {
        self.out.drain(..).collect()
    }
    fn poll_completions(&mut self, max: usize) -> Vec<Completion> {
        if self.timed {
            self.pull_completions();
        }
        let n = max.min(self.cpl.len());
        self.cpl.drain(..n).collect()
    }
    /// Posts to both sides at the same moment. Timed: the reference first takes every frame the
    /// DUT took in until now, so a frame that arrived before the post meets the old queue on
    /// both sides. The DUT's own view of the post lags by its doorbell write (a few cycles); the
    /// two agree as long as the queue never runs dry, which [`golden::sim::SimConfig::rq_depth`]
    /// above the requester's PSN window guarantees.
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        if self.timed {
            self.feed_reference();
        }
        let golden = self.reference.post_recv(qpn, wr.clone());
        let dut = self.dut.post_recv(qpn, wr);
        if golden.is_err() != dut.is_err() {
            self.report.completion_mismatches += 1;
            self.report.note(format!("QP {qpn} post_recv: DUT {dut:?}, golden {golden:?}"));
        }
        dut.and(golden)
    }
    fn is_idle(&self) -> bool {
        if self.timed {
            return self.dut.is_idle();
        }
        self.out.is_empty()
    }
    fn stalled(&self) -> Option<String> {
        self.dut.stalled()
    }
    fn mem(&self) -> &HostMemory {
        self.dut.mem()
    }
    fn mem_mut(&mut self) -> &mut HostMemory {
        self.dut.mem_mut()
    }
    fn counters(&self) -> Counters {
        self.dut.counters()
    }
    fn sync_counters(&mut self) {
        self.dut.sync_counters();
        self.reference.sync_counters();
    }
    fn cycles(&self, now: Nanos) -> u64 {
        self.dut.cycles(now)
    }
    fn trace_vcd(&mut self, path: &Path) -> Result<(), DutError> {
        self.dut.trace_vcd(path)
    }
    fn take_accepted(&mut self) -> Vec<(Nanos, Vec<u8>)> {
        Vec::new()
    }
    fn mac_rx_dropped(&self) -> u64 {
        self.dut.mac_rx_dropped()
    }
    fn cycles_clocked(&self) -> Option<u64> {
        self.dut.cycles_clocked()
    }
    fn table_writebacks(&self) -> Option<(u64, u64)> {
        self.dut.table_writebacks()
    }
    fn acks_coalesced(&self) -> Option<u64> {
        self.dut.acks_coalesced()
    }
}

/// A node of the `roce run` fabric.
pub enum RunNode {
    /// The golden requester (port 0).
    Requester(Box<Endpoint>),
    /// The whole NIC as the requester, with its golden twin (port 0; `--requester rtl`).
    RtlRequester(Box<crate::reqnode::RequesterSide>),
    /// The responder under test alone (port 1).
    Responder(Box<dyn ResponderDut>),
    /// The responder under test in lockstep with a golden responder (port 1).
    Lockstep(Box<Lockstep>),
    /// A hostile peer sending malformed and misaddressed frames at the responder (port 2).
    Hostile(Box<HostilePeer>),
}

impl RunNode {
    /// The responder (lockstep or not), if this is it.
    pub fn responder(&self) -> Option<&dyn ResponderDut> {
        match self {
            RunNode::Requester(_) | RunNode::RtlRequester(_) | RunNode::Hostile(_) => None,
            RunNode::Responder(d) => Some(&**d),
            RunNode::Lockstep(l) => Some(&**l),
        }
    }
    /// The responder (lockstep or not), if this is it.
    pub fn responder_mut(&mut self) -> Option<&mut dyn ResponderDut> {
        match self {
            RunNode::Requester(_) | RunNode::RtlRequester(_) | RunNode::Hostile(_) => None,
            RunNode::Responder(d) => Some(&mut **d),
            RunNode::Lockstep(l) => Some(&mut **l),
        }
    }
    fn node(&self) -> &dyn Node {
        match self {
            RunNode::Requester(e) => &**e,
            RunNode::RtlRequester(r) => &**r,
            RunNode::Responder(d) => &**d,
            RunNode::Lockstep(l) => &**l,
            RunNode::Hostile(h) => &**h,
        }
    }
    fn node_mut(&mut self) -> &mut dyn Node {
        match self {
            RunNode::Requester(e) => &mut **e,
            RunNode::RtlRequester(r) => &mut **r,
            RunNode::Responder(d) => &mut **d,
            RunNode::Lockstep(l) => &mut **l,
            RunNode::Hostile(h) => &mut **h,
        }
    }
}

impl Node for RunNode {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.node_mut().receive(now, frame);
        if let RunNode::Responder(d) = self {
            // No reference to feed.
            d.take_accepted();
        }
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        self.node_mut().transmit(now)
    }
    fn next_event(&self) -> Option<Nanos> {
        self.node().next_event()
    }
    fn on_timer(&mut self, now: Nanos) {
        self.node_mut().on_timer(now)
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.node_mut().set_pause(pcp, paused)
    }
    fn rx_pause(&self) -> u8 {
        self.node().rx_pause()
    }
}

impl SimNode for RunNode {
    fn poll_cq(&mut self, cq: u32, max: usize) -> Vec<Completion> {
        match self {
            RunNode::Requester(e) => e.poll_cq(cq, max),
            RunNode::RtlRequester(r) => r.poll_completions(max),
            RunNode::Responder(d) => d.poll_completions(max),
            RunNode::Lockstep(l) => l.poll_completions(max),
            RunNode::Hostile(_) => Vec::new(),
        }
    }
    fn is_idle(&self) -> bool {
        match self {
            RunNode::Requester(e) => e.is_idle(),
            RunNode::RtlRequester(r) => r.is_idle(),
            RunNode::Responder(d) => d.is_idle(),
            RunNode::Lockstep(l) => l.is_idle(),
            RunNode::Hostile(h) => h.done(),
        }
    }
    fn stalled(&self) -> Option<String> {
        match self {
            RunNode::Responder(d) => d.stalled(),
            RunNode::Lockstep(l) => l.stalled(),
            RunNode::RtlRequester(r) => r.stalled(),
            RunNode::Requester(_) | RunNode::Hostile(_) => None,
        }
    }
    fn mem(&self) -> &HostMemory {
        match self {
            RunNode::Requester(e) => e.mem(),
            RunNode::RtlRequester(r) => r.mem(),
            RunNode::Responder(d) => d.mem(),
            RunNode::Lockstep(l) => l.mem(),
            // The peer has no memory of its own.
            RunNode::Hostile(_) => {
                static EMPTY: std::sync::OnceLock<HostMemory> = std::sync::OnceLock::new();
                EMPTY.get_or_init(HostMemory::new)
            }
        }
    }
    fn counters(&self) -> Counters {
        match self {
            RunNode::Requester(e) => *e.counters(),
            RunNode::RtlRequester(r) => r.counters(),
            RunNode::Responder(d) => d.counters(),
            RunNode::Lockstep(l) => l.counters(),
            RunNode::Hostile(_) => Counters::default(),
        }
    }
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        match self {
            RunNode::Requester(e) => e.post_recv(qpn, wr),
            RunNode::RtlRequester(r) => r.post_recv(qpn, wr),
            RunNode::Responder(d) => d.post_recv(qpn, wr),
            RunNode::Lockstep(l) => l.post_recv(qpn, wr),
            RunNode::Hostile(_) => Err(VerbsError::NoSuchObject { what: "QP", id: qpn }),
        }
    }
}

/// MAC of the hostile peer (port 2 of the `roce run` fabric).
pub const HOSTILE_MAC: [u8; 6] = [0x02, 0x66, 0x66, 0x66, 0x66, 0x66];

/// A `roce run` scenario.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Traffic, faults and fabric (`one_way` is forced on).
    pub sim: SimConfig,
    /// The responder (`--responder`, alias `--dut`).
    pub dut: DutKind,
    /// The requester (`--requester`): golden's endpoint, or the whole NIC (`roce_nic`) with its
    /// send queues in host memory ([`crate::reqnode`]).
    pub requester: DutKind,
    /// Compare each RTL side with its golden twin fed the same frames (the responder: every
    /// input frame; the requester: every response it took).
    pub lockstep: bool,
    /// VCD of the DUT, if it can trace.
    pub vcd: Option<PathBuf>,
    /// A hostile peer on the fabric sending malformed and misaddressed frames at the responder
    /// ([`golden::hostile`]); its seed is mixed with the scenario's.
    pub hostile: Option<HostileConfig>,
    /// How the RTL keeps time: cycle-timed at 250 MHz on the scenario's link rate by default
    /// ([`Clocking::timed`]), or transactional (settle per frame; `--transactional`).
    pub clocking: Clocking,
}

impl RunConfig {
    /// The `roce run` defaults: 16 QPs, 1000 messages of 0..64 KiB, SEND/WRITE/READ/ATOMIC,
    /// 1 % loss, 1 % reordering, DCQCN on with its own marking (HPCC's RED profile per port
    /// rate, `ecn_threshold` None: see [`SimConfig::ecn_threshold`]), lockstep
    /// with golden on, [`RUN_MAX_RD_ATOMIC`] outstanding READ/atomic per QP.
    pub fn defaults(dut: DutKind) -> RunConfig {
        RunConfig {
            sim: SimConfig {
                max_rd_atomic: RUN_MAX_RD_ATOMIC,
                qps: 16,
                msgs: 1000,
                faults: golden::fabric::FaultConfig { loss: 0.01, reorder: 0.01, ..golden::fabric::FaultConfig::none() },
                ecn_threshold: None,
                cc: true,
                one_way: true,
                qpn_stride: 13,
                ..Default::default()
            },
            dut,
            requester: DutKind::Golden,
            lockstep: true,
            vcd: None,
            hostile: None,
            clocking: Clocking { ns_per_cycle: NS_PER_CYCLE, link_bps: 100_000_000_000, timed: true, skip_idle: true },
        }
    }
}

/// Outstanding READs/atomics per QP in `roce run` unless `--max-rd-atomic` says otherwise: one,
/// as `ibv_rc_pingpong` sets it. The RTL keeps up to 16 (as many atomic replay slots), and runs
/// with 16 are exact, but its receive path (one header at a time, about 15 cycles per packet,
/// stalls on context misses) drops frames at the MAC under 16-deep READ bursts at 100 Gb/s
/// without PFC, and in the 4,096-QP run some QPs then exhaust their retries (measured: 21 of
/// 3,000 messages, 0 differences from golden); the header pipeline of issue 15 is the fix.
pub const RUN_MAX_RD_ATOMIC: u8 = 1;

/// What `roce run` measured. With `--json` it is the last line of stdout.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct RunResult {
    /// Everything `roce sim` reports (messages, completed, failed, memory_mismatches,
    /// duplicate_executions, retransmissions, ...), over the requester and the DUT.
    #[serde(flatten)]
    pub sim: SimResult,
    /// The responder, `"golden"` or `"rtl"` (the same as `responder`; kept for older readers).
    pub dut: &'static str,
    /// The requester: `"golden"` or `"rtl"` (the whole NIC, `roce_nic`).
    pub requester: &'static str,
    /// The responder: `"golden"` or `"rtl"`.
    pub responder: &'static str,
    /// `"cycle"`: the RTL ran in fabric time through the MAC models and the scoreboard compared
    /// it; `"transactional"`: settled after every frame (RTL time does not pass between frames).
    pub timing: &'static str,
    /// Clock the cycle counts are in (MHz).
    pub clock_mhz: u64,
    /// DUT clock cycles over the whole run, the 1 ms drain after the traffic included (golden
    /// DUT: simulated time / clock period).
    pub cycles: u64,
    /// Of `cycles`, those the RTL model was actually clocked (the rest were idle and skipped).
    pub cycles_clocked: u64,
    /// Cycles until every message had completed (1 us resolution: the end of the polling slice
    /// in which the last completion came).
    pub cycles_to_completion: u64,
    /// Message bytes of successful requests (SEND/WRITE/READ sizes, 8 per atomic).
    pub goodput_bytes: u64,
    /// `goodput_bytes` * 8 over the simulated time to completion, in Gb/s: with `timing` cycle,
    /// the NIC's own pace through the link model is part of it.
    pub goodput_gbps: f64,
    /// Messages completed per microsecond of simulated time to completion.
    pub message_rate_per_us: f64,
    /// Frames the RTL's MAC model dropped for lack of receive FIFO room (the responder's).
    pub mac_rx_dropped: u64,
    /// The same at the RTL requester's MAC model (null: a golden requester).
    pub requester_mac_rx_dropped: Option<u64>,
    /// Write bursts into the QP context table during the run: contexts the RTL's cache evicted
    /// dirty and wrote back (null for the golden DUT, which has no cache).
    pub qpc_writebacks: Option<u64>,
    /// Write bursts into the key table during the run (key-cache writebacks; null for golden).
    pub mkey_writebacks: Option<u64>,
    /// Whether the DUT was quiet at the end of the run (nothing in flight inside, nothing
    /// waiting to enter or leave; both RTL sides when the requester is the RTL too): false
    /// means it hung or never drained.
    pub dut_quiet_at_end: bool,
    /// Whether the lockstep comparison ran.
    pub lockstep: bool,
    /// Differences from golden on both sides: `responder_mismatches_vs_golden` +
    /// `requester_mismatches_vs_golden` (0 when the lockstep did not run).
    pub mismatches_vs_golden: u64,
    /// The responder's differences from its golden twin: frames + completions + memory bytes +
    /// counters.
    pub responder_mismatches_vs_golden: u64,
    /// The RTL requester's differences from its golden twin: request frames by QP, PSN and
    /// content, CNPs per QP, send completions ([`crate::reqnode`]); 0 for a golden requester.
    pub requester_mismatches_vs_golden: u64,
    /// The responder's lockstep comparison in detail.
    pub lockstep_report: LockstepReport,
    /// The RTL requester's comparison in detail (null: a golden requester, or no lockstep).
    pub requester_lockstep_report: Option<LockstepReport>,
    /// The RTL requester's own counters (`req_counters`, by name) at the end (null: golden).
    pub requester_counters: Option<std::collections::BTreeMap<String, u64>>,
    /// Whether a VCD was written.
    pub vcd_written: bool,
    /// What the hostile peer sent, by the counter that must count it (None: no peer).
    pub hostile: Option<HostileTally>,
    /// The responder's drop counters at the end (RTL: its counter registers).
    pub responder_drops: DropCounters,
    /// Wall-clock seconds of the run.
    pub wall_seconds: f64,
}

/// A run that could not be set up.
#[derive(thiserror::Error, Debug)]
pub enum RunError {
    /// The scenario.
    #[error(transparent)]
    Sim(#[from] SimError),
    /// The DUT.
    #[error(transparent)]
    Dut(#[from] DutError),
    /// The hostile peer could not be set up.
    #[error("hostile peer: {0}")]
    Hostile(String),
}

/// Builds a responder DUT of `kind` from scenario `sc` whose golden responder endpoint is `ep`,
/// the RTL one keeping time as `clk` says.
pub fn make_dut(kind: DutKind, sc: &Scenario, ep: Endpoint, clk: Clocking) -> Result<Box<dyn ResponderDut>, DutError> {
    match kind {
        DutKind::Golden => Ok(Box::new(GoldenDut::new(ep, sc.cq(1)))),
        DutKind::Rtl => Ok(Box::new(crate::harness::responder::RtlResponder::from_scenario_clocked(sc, &ep, clk)?)),
    }
}

/// Runs `roce run`: the golden requester and the DUT (in lockstep with a golden responder when
/// `cfg.lockstep`) over the faulty fabric; `pcap` gets every frame leaving the switch.
/// `tamper` is called on the responder after the traffic, before the checks (tests use it).
pub fn run_responder(
    cfg: &RunConfig,
    pcap: Option<Box<dyn Write>>,
    progress: &mut dyn FnMut(&Progress),
    warn: &mut dyn FnMut(&str),
    tamper: &mut dyn FnMut(&mut dyn ResponderDut),
) -> Result<RunResult, RunError> {
    run_responder_with(cfg, pcap, progress, warn, tamper, &mut |kind, sc, ep, clk| make_dut(kind, sc, ep, clk))
}

/// Builds a DUT from the scenario and its golden responder endpoint, keeping time as the
/// [`Clocking`] says.
pub type DutFactory<'a> = dyn FnMut(DutKind, &Scenario, Endpoint, Clocking) -> Result<Box<dyn ResponderDut>, DutError> + 'a;

/// [`run_responder`] with the DUT built by `factory` (tests pass a deliberately broken one).
pub fn run_responder_with(
    cfg: &RunConfig,
    pcap: Option<Box<dyn Write>>,
    progress: &mut dyn FnMut(&Progress),
    warn: &mut dyn FnMut(&str),
    tamper: &mut dyn FnMut(&mut dyn ResponderDut),
    factory: &mut DutFactory<'_>,
) -> Result<RunResult, RunError> {
    let wall = std::time::Instant::now();
    let sim = SimConfig { one_way: true, ..cfg.sim.clone() };
    if let Some(d) = sim.rq_depth.filter(|&d| cfg.dut == DutKind::Rtl && cfg.lockstep && cfg.clocking.timed && d <= sim.max_inflight_psns) {
        // Golden decides whether a SEND finds a receive WQE when the frame arrives, the RTL when
        // its engine reaches the packet, and the RTL sees a refill one doorbell write after
        // golden: two answers to one question whenever the queue runs dry, which a requester
        // with more PSNs in flight than WQEs posted can make it do. (With golden's responder
        // the question has one answer: the RTL requester's twin takes the same RNR NAKs.)
        return Err(RunError::Sim(SimError::Config(format!(
            "rq-depth {d} must be above the PSN window ({}) in a cycle-timed lockstep run: a requester that can outrun the refills \
             meets RNR NAKs whose timing golden and the RTL see a doorbell write apart (--psn-window sets the window)",
            sim.max_inflight_psns
        ))));
    }
    if cfg.requester == DutKind::Rtl && !cfg.clocking.timed {
        return Err(RunError::Sim(SimError::Config(
            "the RTL requester runs cycle-timed only (its scoreboard compares by connection and PSN; --transactional is the responder's old lockstep)".into(),
        )));
    }
    let (mut sc, [req, resp]) = Scenario::build(&sim)?;
    let mac1 = resp.config().mac;
    let target = match cfg.hostile {
        Some(_) => Some(HostileTarget::of(&resp, &sc.qpns(1)).map_err(|e| RunError::Hostile(e.to_string()))?),
        None => None,
    };
    let mut clk = cfg.clocking;
    clk.link_bps = sim.link_rate_bps;
    let mut dut = factory(cfg.dut, &sc, resp, clk)?;
    let mut vcd_written = false;
    if let Some(p) = &cfg.vcd {
        match dut.trace_vcd(p) {
            Ok(()) => vcd_written = true,
            Err(e) => warn(&format!("--vcd {}: {e}", p.display())),
        }
    }
    let fcfg = sc.fabric_config();
    let responder = if cfg.lockstep {
        // The reference: the same scenario built again (deterministic), its responder endpoint.
        let (sc2, [_, resp2]) = Scenario::build(&sim)?;
        RunNode::Lockstep(Box::new(Lockstep::new(dut, Box::new(GoldenDut::new(resp2, sc2.cq(1))), fcfg.default_pcp, clk.timed)))
    } else {
        RunNode::Responder(dut)
    };
    let mut fab: Fabric<RunNode> = Fabric::new(fcfg);
    let mac0 = req.config().mac;
    let requester = match cfg.requester {
        DutKind::Golden => RunNode::Requester(Box::new(req)),
        DutKind::Rtl => {
            // The twin: the same scenario built again, its requester endpoint.
            let twin = match cfg.lockstep {
                true => Some(Scenario::build(&sim)?.1.into_iter().next().ok_or_else(|| SimError::Config("internal: two endpoints".into()))?),
                false => None,
            };
            RunNode::RtlRequester(Box::new(crate::reqnode::RequesterSide::new(&sc, &req, twin, clk)?))
        }
    };
    fab.add_node(requester, mac0, sc.link(0));
    fab.add_node(responder, mac1, sc.link(1));
    if let (Some(h), Some(target)) = (cfg.hostile, target) {
        let ip = match target.ip {
            std::net::IpAddr::V4(_) => std::net::IpAddr::from([10, 66, 66, 66]),
            std::net::IpAddr::V6(_) => std::net::IpAddr::from([0xfd00, 0, 0, 0, 0, 0, 0x66, 0x66]),
        };
        let peer = HostilePeer::new(HostileConfig { seed: h.seed ^ sim.seed, ..h }, target, HOSTILE_MAC, ip);
        fab.add_node(RunNode::Hostile(Box::new(peer)), HOSTILE_MAC, sc.link(0));
    }
    start_capture(&mut fab, pcap)?;
    // Completions are polled every microsecond, so the time to completion is known to 1 us.
    sc.set_poll_slice_ns(1_000);
    let mut res = sc.new_result();
    sc.drive(&mut fab, &mut res, progress);
    finish_capture(&mut fab)?;
    if let Some(r) = fab.node_mut(1).responder_mut() {
        tamper(r);
    }
    let mut report = LockstepReport::default();
    if let Some(r) = fab.node_mut(1).responder_mut() {
        r.sync_counters();
    }
    let (mut req_report, mut requester_counters, mut requester_mac_rx_dropped) = (None, None, None);
    if let RunNode::RtlRequester(r) = fab.node_mut(0) {
        requester_mac_rx_dropped = Some(r.dut().mac_rx_dropped());
        r.sync_counters();
        r.finish();
        req_report = r.lockstep().then(|| r.report().clone());
        requester_counters = Some(r.req_counters().clone());
    }
    if let RunNode::Lockstep(l) = fab.node_mut(1) {
        l.finish();
        let (start, len) = sc.data_span();
        l.compare_memory(start, len);
        l.compare_counters();
        report = l.report().clone();
    }
    let hostile = match fab.len() > 2 {
        true => match fab.node(2) {
            RunNode::Hostile(h) => Some(h.tally()),
            _ => None,
        },
        false => None,
    };
    let responder_drops = fab.node(1).responder().map(|r| r.counters().drops).unwrap_or_default();
    sc.check(&fab, &mut res);
    let now = fab.now();
    let ns = clk.ns_per_cycle;
    let (kind, cycles, mac_rx_dropped) = match fab.node(1).responder() {
        Some(d) => (d.kind(), d.cycles(now), d.mac_rx_dropped()),
        None => (cfg.dut, now / ns, 0),
    };
    let cycles_clocked = fab.node(1).responder().and_then(|d| d.cycles_clocked()).unwrap_or(cycles);
    let writebacks = fab.node(1).responder().and_then(|d| d.table_writebacks());
    let dut_quiet_at_end = fab.node(1).responder().is_none_or(|d| d.is_idle())
        && match fab.node(0) {
            RunNode::RtlRequester(r) => r.is_idle(),
            _ => true,
        };
    let goodput_bytes = sc.completed_bytes();
    let responder_mismatches = report.total();
    let requester_mismatches = req_report.as_ref().map_or(0, |r| r.total());
    let done_ns = sc.done_at().unwrap_or(now).min(now);
    let cycles_to_completion = done_ns / ns;
    let goodput_gbps = if done_ns == 0 { 0.0 } else { goodput_bytes as f64 * 8.0 / done_ns as f64 };
    let message_rate_per_us = if done_ns == 0 { 0.0 } else { res.completed as f64 * 1000.0 / done_ns as f64 };
    Ok(RunResult {
        sim: res,
        dut: kind.name(),
        requester: cfg.requester.name(),
        responder: kind.name(),
        timing: if clk.timed { "cycle" } else { "transactional" },
        clock_mhz: 1000 / ns,
        cycles,
        cycles_clocked,
        cycles_to_completion,
        goodput_bytes,
        goodput_gbps,
        message_rate_per_us,
        mac_rx_dropped,
        requester_mac_rx_dropped,
        qpc_writebacks: writebacks.map(|w| w.0),
        mkey_writebacks: writebacks.map(|w| w.1),
        dut_quiet_at_end,
        lockstep: cfg.lockstep,
        mismatches_vs_golden: responder_mismatches + requester_mismatches,
        responder_mismatches_vs_golden: responder_mismatches,
        requester_mismatches_vs_golden: requester_mismatches,
        lockstep_report: report,
        requester_lockstep_report: req_report,
        requester_counters,
        vcd_written,
        hostile,
        responder_drops,
        wall_seconds: wall.elapsed().as_secs_f64(),
    })
}
