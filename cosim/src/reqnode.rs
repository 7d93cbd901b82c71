//! The requester under test in `roce run --requester rtl`: the whole NIC (`roce_nic`) in the
//! place of the scenario's requester (endpoint 0), its send queues loaded with the scenario's
//! work requests, and a requester-side scoreboard against a golden twin.
//!
//! # The twin and what is compared
//! The twin is golden's requester endpoint of the same scenario (built again: the scenario is
//! deterministic), fed every frame the NIC took in, at the cycle it took it, and given every
//! event of the fabric (its own timers included) at the fabric's time; after each it sends all
//! it may at that moment (its window, its DCQCN pacing), so it runs at least as far ahead as the
//! NIC. What a requester sends is not an answer to one input frame
//! (its pace is its own: DMA, the link, the window, its timers), so the comparison is by
//! content, per connection and PSN ([`ReqScoreboard`]):
//! - every request frame the NIC sends must equal a frame the twin sent with the same
//!   destination QP and PSN (byte for byte, with the IPv4 identification, header checksum and
//!   ICRC zeroed: the NIC numbers its frames across QPs in its own order; parsing checks the
//!   checksum and the ICRC first; and zero Ethernet padding dropped);
//! - AckReq on an RC first or middle packet is compared as a rule, not a bit: golden sets it
//!   when `ack_req_every` packets have gone since the last one that had it, resends included,
//!   so where it falls depends on how many packets went before a go-back, which is timing.
//!   The bit is masked in the comparison, and the NIC's own stream is checked per QP: never
//!   `ack_req_every` packets in a row without it. On last and only packets, READ and atomic
//!   requests, it is compared (golden always sets it there);
//! - every (QP, PSN) the twin sent, the NIC must have sent too;
//! - CNPs (sent by a requester for congestion-marked responses) are counted per QP on both
//!   sides and must be as many;
//! - completions per QP in order, every field.
//!
//! When and how often a PSN is sent again (a NAK, a timeout) depends on timing; which PSNs exist
//! and what each carries does not. Resends therefore compare their content, not their number.
//! A frame of the NIC that the twin has not sent yet waits; one that never finds its equal is a
//! mismatch. One kind of PSN exists only as a resend, at a point that is timing: a READ asked
//! again for its rest from the response it lost (PSN `q + k` for the READ sent at `q`: address
//! `k` MTUs on, `k` MTUs shorter). Such a request of either side that the other never sent is
//! checked against the READ request golden sent at `q`, derived exactly; and a rest golden asked
//! for is not required of the NIC (its own READ at `q` is).

use crate::harness::responder::{Clocking, RtlResponder};
use crate::respnode::{DutError, LockstepReport, ResponderDut, MAX_DIFFS};
use golden::endpoint::Endpoint;
use golden::memory::HostMemory;
use golden::node::{Nanos, Node};
use golden::sim::Scenario;
use golden::transport::counters::Counters;
use golden::verbs::{Completion, RecvWr, VerbsError};
use golden::wire::{FrameRepr, Opcode, Position, Service};
use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};

/// A request frame's connection and sequence number: destination QP and PSN.
type Key = (u32, u32);

/// What a frame is to the scoreboard.
enum Class {
    /// A request (or its resend): its key, its normalized bytes (AckReq masked on an RC first
    /// or middle packet), and, for RC, its AckReq bit.
    Request(Key, Vec<u8>, Option<bool>),
    /// A CNP to this QP.
    Cnp(u32),
}

/// Parses a frame (ICRC and checksums checked), drops the Ethernet padding of a short frame if
/// it is all zero (the TX builder pads to 60 bytes, as a MAC does; golden's frames are not
/// padded) and zeroes what the NIC may number differently: the IPv4 identification and header
/// checksum, and the ICRC.
fn classify(f: &[u8]) -> Option<Class> {
    let p = FrameRepr::parse(f).ok()?;
    let bth = &p.roce.bth;
    if bth.opcode == Opcode::Cnp {
        return Some(Class::Cnp(bth.dest_qp));
    }
    let mut n = f.to_vec();
    let end = p.buffer_len();
    if n.len() > end && n[end..].iter().all(|&b| b == 0) {
        n.truncate(end);
    }
    let l2 = if n.get(12..14) == Some(&[0x81, 0x00]) { 18 } else { 14 };
    if n.get(l2 - 2..l2) == Some(&[0x08, 0x00]) {
        n[l2 + 4..l2 + 6].fill(0);
        n[l2 + 10..l2 + 12].fill(0);
    }
    let len = n.len();
    n[len - 4..].fill(0);
    let rc = bth.opcode.service() == Service::Rc;
    if rc && matches!(bth.opcode.position(), Position::First | Position::Middle) {
        // BTH byte 8, bit 7: after the IP header (IPv4: IHL words; IPv6: 40 bytes) and UDP's 8.
        let l3 = if n.get(l2 - 2..l2) == Some(&[0x08, 0x00]) { usize::from(n[l2] & 0x0F) * 4 } else { 40 };
        n[l2 + l3 + 8 + 8] &= 0x7F;
    }
    Some(Class::Request((bth.dest_qp, bth.psn), n, rc.then_some(bth.ack_req)))
}

/// The requester-side scoreboard: the DUT's request frames against the twin's, by (QP, PSN)
/// and content (module doc).
pub struct ReqScoreboard {
    /// Golden's `ack_req_every`: at most this many RC packets of a QP in a row go without AckReq
    /// (less one).
    ack_every: u32,
    /// Per QP: the DUT's packets in a row without AckReq.
    since_ack: HashMap<u32, u32>,
    /// DUT frames that went `ack_every` packets without AckReq.
    pub ack_req_gaps: u64,
    /// Every distinct content the twin sent per key.
    want: HashMap<Key, Vec<Vec<u8>>>,
    /// DUT frames with no equal among the twin's (yet), per key: normalized and as sent.
    pending: HashMap<Key, Vec<(Vec<u8>, Vec<u8>)>>,
    /// The QPs' path MTU in bytes (a READ's rest starts a whole number of them in).
    mtu: u32,
    /// The READ requests the twin sent, per QP (each PSN once).
    g_reads: HashMap<u32, Vec<FrameRepr>>,
    /// Keys the DUT sent.
    sent: HashSet<Key>,
    /// The latest request PSN the DUT sent per QP (serial order).
    dut_last: HashMap<u32, u32>,
    /// Twin keys the DUT never sent, excused as cut short by a fatal error (see
    /// [`ReqScoreboard::finish`]).
    pub cut_by_error: u64,
    /// CNPs per QP: (DUT, twin).
    cnps: BTreeMap<u32, (u64, u64)>,
    /// Frames of the DUT compared (requests and CNPs).
    pub frames: u64,
    /// Frames of the DUT matched.
    pub matched: u64,
    /// Frames of the DUT no twin frame can be (unparseable).
    pub unparseable: u64,
    /// Differences found by [`ReqScoreboard::finish`] (and unparseable frames).
    pub mismatches: u64,
    notes: Vec<String>,
}

impl ReqScoreboard {
    /// A scoreboard for a requester whose AckReq rule is golden's with `ack_every`
    /// (`TransportTuning::ack_req_every`; 0 acts as 1) and whose QPs have path MTU `mtu` bytes.
    pub fn new(ack_every: u32, mtu: u32) -> ReqScoreboard {
        ReqScoreboard {
            mtu,
            g_reads: HashMap::new(),
            ack_every: ack_every.max(1),
            since_ack: HashMap::new(),
            ack_req_gaps: 0,
            want: HashMap::new(),
            pending: HashMap::new(),
            sent: HashSet::new(),
            dut_last: HashMap::new(),
            cut_by_error: 0,
            cnps: BTreeMap::new(),
            frames: 0,
            matched: 0,
            unparseable: 0,
            mismatches: 0,
            notes: Vec::new(),
        }
    }

    /// A frame the twin sent.
    pub fn golden(&mut self, f: &[u8]) {
        match classify(f) {
            Some(Class::Request(k, n, _)) => {
                if let Ok(p) = FrameRepr::parse(f) {
                    if p.roce.bth.opcode == Opcode::RcReadRequest {
                        let v = self.g_reads.entry(k.0).or_default();
                        if !v.iter().any(|x| x.roce.bth.psn == k.1) {
                            v.push(p);
                        }
                    }
                }
                if let Some(p) = self.pending.get_mut(&k) {
                    let before = p.len();
                    p.retain(|x| x.0 != n);
                    self.matched += (before - p.len()) as u64;
                    if p.is_empty() {
                        self.pending.remove(&k);
                    }
                }
                let v = self.want.entry(k).or_default();
                if !v.contains(&n) {
                    v.push(n);
                }
            }
            Some(Class::Cnp(qp)) => self.cnps.entry(qp).or_default().1 += 1,
            // The twin's frames are golden's own: always parseable.
            None => {}
        }
    }

    /// A frame the DUT sent.
    pub fn actual(&mut self, f: &[u8]) {
        self.frames += 1;
        match classify(f) {
            Some(Class::Request(k, n, ack_req)) => {
                // The AckReq rule over the DUT's own RC stream (a last, only, READ or atomic
                // packet has it: compared with golden's bytes).
                let since = self.since_ack.entry(k.0).or_default();
                match ack_req {
                    Some(true) => *since = 0,
                    Some(false) => *since += 1,
                    None => {}
                }
                if *since >= self.ack_every {
                    *since = 0;
                    self.ack_req_gaps += 1;
                    self.mismatches += 1;
                    self.note(format!("QP {:#x} PSN {:#x}: {} packets in a row without AckReq", k.0, k.1, self.ack_every));
                }
                self.sent.insert(k);
                let last = self.dut_last.entry(k.0).or_insert(k.1);
                if psn_after(k.1, *last) {
                    *last = k.1;
                }
                if self.want.get(&k).is_some_and(|v| v.contains(&n)) {
                    self.matched += 1;
                } else {
                    self.pending.entry(k).or_default().push((n, f.to_vec()));
                }
            }
            Some(Class::Cnp(qp)) => {
                self.matched += 1;
                self.cnps.entry(qp).or_default().0 += 1;
            }
            None => {
                self.unparseable += 1;
                self.mismatches += 1;
                self.note(format!("the DUT sent a frame that does not parse ({} bytes)", f.len()));
            }
        }
    }

    /// The rests golden's READ requests of QP `qp` would ask for at PSN `psn` (normalized): for
    /// each READ request sent at an earlier PSN `q` that `psn` lies inside (`k` = `psn - q`
    /// packets in, fewer than the READ's), the same request at `psn`, `k` MTUs on and `k` MTUs
    /// shorter.
    fn read_rests(&self, qp: u32, psn: u32) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for g in self.g_reads.get(&qp).map(|v| &v[..]).unwrap_or(&[]) {
            let k = psn.wrapping_sub(g.roce.bth.psn) & 0xFF_FFFF;
            let Some(reth) = g.roce.reth else { continue };
            let skip = u64::from(k) * u64::from(self.mtu);
            if k == 0 || k >= 1 << 23 || skip >= u64::from(reth.dma_len) {
                continue;
            }
            let mut r = g.clone();
            r.roce.bth.psn = psn;
            r.roce.reth = Some(golden::wire::RethRepr { va: reth.va.wrapping_add(skip), dma_len: reth.dma_len - skip as u32, ..reth });
            let mut v = vec![0; r.buffer_len()];
            if r.emit(&mut v).is_ok() {
                if let Some(Class::Request(_, n, _)) = classify(&v) {
                    out.push(n);
                }
            }
        }
        out
    }

    /// The end: DUT frames never matched, twin keys the DUT never sent, CNP counts that differ.
    /// `failed`: the QPs on which the twin completed a WQE in error (a fatal error): a key the
    /// twin sent there after every PSN the DUT sent there is not a difference (counted in
    /// `cut_by_error`): the twin, ahead of the NIC, had sent it when the error came.
    pub fn finish(&mut self, failed: &HashSet<u32>) {
        // A READ's rest only the DUT asked for: derived from golden's READ.
        let keys: Vec<Key> = self.pending.keys().copied().collect();
        for k in keys {
            let rests = self.read_rests(k.0, k.1);
            if let Some(p) = self.pending.get_mut(&k) {
                let before = p.len();
                p.retain(|x| !rests.contains(&x.0));
                self.matched += (before - p.len()) as u64;
                if p.is_empty() {
                    self.pending.remove(&k);
                }
            }
        }
        let mut pend: Vec<(Key, usize)> = self.pending.iter().map(|(k, v)| (*k, v.len())).collect();
        pend.sort_unstable();
        for ((qp, psn), n) in pend {
            self.mismatches += n as u64;
            let why = match (self.want.get(&(qp, psn)), self.pending.get(&(qp, psn)).and_then(|v| v.first()).map(|x| &x.0)) {
                (Some(v), Some(d)) => format!(
                    "golden sent {} other version(s); DUT vs golden's first, ICRC and IPv4 identification zeroed: {}",
                    v.len(),
                    crate::respnode::describe_frame(d, &v[0])
                ),
                _ => "golden never sent this PSN".into(),
            };
            self.note(format!("QP {qp:#x} PSN {psn:#x}: {n} frame(s) of the DUT equal none of golden's ({why})"));
        }
        self.pending.clear();
        // Twin keys the DUT never sent that a fatal error cut off (past the DUT's last PSN on a
        // QP the twin failed) are timing, counted apart.
        let cut = |k: &Key| failed.contains(&k.0) && self.dut_last.get(&k.0).is_none_or(|&l| psn_after(k.1, l));
        let unsent: Vec<(&Key, &Vec<Vec<u8>>)> = self.want.iter().filter(|(k, _)| !self.sent.contains(k)).collect();
        self.cut_by_error = unsent.iter().filter(|(k, _)| cut(k)).count() as u64;
        // A READ's rest only golden asked for is timing (it lost a response at another moment).
        let mut missing: Vec<Key> = unsent
            .into_iter()
            .filter(|(k, v)| {
                if cut(k) {
                    return false;
                }
                let rests = self.read_rests(k.0, k.1);
                !v.iter().all(|n| rests.contains(n))
            })
            .map(|(k, _)| *k)
            .collect();
        missing.sort_unstable();
        for (qp, psn) in &missing {
            self.note(format!("QP {qp:#x} PSN {psn:#x}: golden sent it, the DUT never did"));
        }
        self.mismatches += missing.len() as u64;
        let cnp_diffs: Vec<(u32, (u64, u64))> = self.cnps.iter().filter(|(_, c)| c.0 != c.1).map(|(q, c)| (*q, *c)).collect();
        for (qp, (a, b)) in cnp_diffs {
            self.mismatches += a.abs_diff(b);
            self.note(format!("QP {qp:#x}: the DUT sent {a} CNPs, golden {b}"));
        }
    }

    /// The first differences, described.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    fn note(&mut self, s: String) {
        if self.notes.len() < MAX_DIFFS {
            self.notes.push(s);
        }
    }
}

/// `a` comes after `b` in PSN order (24-bit serial arithmetic).
fn psn_after(a: u32, b: u32) -> bool {
    golden::transport::psn::Psn::new(b).before(golden::transport::psn::Psn::new(a))
}

/// The whole NIC as the scenario's requester, with its golden twin (if lockstep).
pub struct RequesterSide {
    dut: RtlResponder,
    twin: Option<Endpoint>,
    /// The twin's send CQ.
    twin_cq: u32,
    board: ReqScoreboard,
    /// Twin completions not matched yet, per QP.
    ref_cpl: HashMap<u32, VecDeque<Completion>>,
    /// QPs on which the twin completed a WQE in error.
    twin_failed: HashSet<u32>,
    /// The scenario's QPs on this node.
    qpns: Vec<u32>,
    /// The NIC's completions the twin has not made yet, per QP (a twin paced by DCQCN may
    /// complete a UC send after the NIC does).
    dut_cpl: HashMap<u32, VecDeque<Completion>>,
    now: Nanos,
    report: LockstepReport,
    /// The NIC's requester counters by name, as of the last [`RequesterSide::sync_counters`].
    req_counters: BTreeMap<String, u64>,
}

impl RequesterSide {
    /// The NIC in endpoint 0's place of `sc` (`ep` is that endpoint, golden's), its send queues
    /// holding the scenario's work requests and their doorbells rung; `twin`: golden's endpoint 0
    /// of the same scenario built again, compared with the NIC (None: no comparison).
    pub fn new(sc: &Scenario, ep: &Endpoint, twin: Option<Endpoint>, clk: Clocking) -> Result<RequesterSide, DutError> {
        let mut dut = RtlResponder::requester_from_scenario(sc, ep, clk)?;
        // Debugging: `ROCE_DEBUG_REQ_VCD=CYCLE:FILE` traces the requester NIC from that cycle.
        if let Some((c, f)) = std::env::var("ROCE_DEBUG_REQ_VCD").ok().and_then(|v| v.split_once(':').map(|(c, f)| (c.to_owned(), f.to_owned()))) {
            if let Ok(c) = c.parse() {
                dut.trace_vcd_from(c, f.into());
            }
        }
        dut.post_sends(ep, sc.posted_sends(0))?;
        Ok(RequesterSide {
            board: ReqScoreboard::new(twin.as_ref().map_or(64, |t| t.config().tuning.ack_req_every), sc.config().mtu),
            dut,
            twin,
            twin_cq: sc.cq(0),
            ref_cpl: HashMap::new(),
            twin_failed: HashSet::new(),
            qpns: sc.qpns(0),
            dut_cpl: HashMap::new(),
            now: 0,
            report: LockstepReport::default(),
            req_counters: BTreeMap::new(),
        })
    }

    /// The NIC.
    pub fn dut(&self) -> &RtlResponder {
        &self.dut
    }

    /// The NIC.
    pub fn dut_mut(&mut self) -> &mut RtlResponder {
        &mut self.dut
    }

    /// The requester-side comparison (complete after [`RequesterSide::finish`]).
    pub fn report(&self) -> &LockstepReport {
        &self.report
    }

    /// Whether a twin is compared.
    pub fn lockstep(&self) -> bool {
        self.twin.is_some()
    }

    /// The NIC's requester counters by name (`req_counters`), as of the last
    /// [`RequesterSide::sync_counters`].
    pub fn req_counters(&self) -> &BTreeMap<String, u64> {
        &self.req_counters
    }

    /// Reads the NIC's counter registers (transport counters in golden's terms, and the
    /// requester's own by name).
    pub fn sync_counters(&mut self) {
        self.dut.sync_counters();
        let names = golden::regs::req_counters::NAMES;
        if let Ok(Ok(v)) = self.dut.with_driver(|d| names.iter().map(|n| d.req_counter(n).map(u64::from)).collect::<Result<Vec<u64>, _>>()) {
            self.req_counters = names.iter().map(|n| n.to_string()).zip(v).collect();
        }
    }

    /// Gives the twin every frame the NIC took in since the last call, at the NIC's times, and
    /// puts what it sends on the scoreboard.
    fn feed_twin(&mut self) {
        let accepted = self.dut.take_accepted();
        let Some(twin) = self.twin.as_mut() else { return };
        for (t, f) in accepted {
            twin.receive(t, &f);
            while let Some(o) = twin.transmit(t) {
                self.board.golden(&o);
            }
            self.report.frames_in += 1;
        }
        for c in twin.poll_cq(self.twin_cq, usize::MAX) {
            if c.status != golden::verbs::WcStatus::Success {
                self.twin_failed.insert(c.qpn);
            }
            self.ref_cpl.entry(c.qpn).or_default().push_back(c);
        }
    }

    /// The twin's own events (timers) up to `now`.
    fn tick_twin(&mut self, now: Nanos) {
        if let Some(twin) = self.twin.as_mut() {
            twin.on_timer(now);
            while let Some(o) = twin.transmit(now) {
                self.board.golden(&o);
            }
            for c in twin.poll_cq(self.twin_cq, usize::MAX) {
                if c.status != golden::verbs::WcStatus::Success {
                    self.twin_failed.insert(c.qpn);
                }
                self.ref_cpl.entry(c.qpn).or_default().push_back(c);
            }
        }
    }

    /// Completions of the NIC's CQ, each checked against the twin's next one of its QP.
    pub fn poll_completions(&mut self, max: usize) -> Vec<Completion> {
        self.feed_twin();
        let got = self.dut.poll_completions(max);
        if self.twin.is_some() {
            for c in &got {
                self.dut_cpl.entry(c.qpn).or_default().push_back(c.clone());
            }
            self.match_completions();
        }
        got
    }

    /// Pairs the NIC's completions with the twin's, per QP in order, as far as both go.
    fn match_completions(&mut self) {
        let mut diffs = Vec::new();
        for (qpn, d) in self.dut_cpl.iter_mut() {
            let Some(r) = self.ref_cpl.get_mut(qpn) else { continue };
            while !d.is_empty() && !r.is_empty() {
                let (a, b) = (d.pop_front(), r.pop_front());
                if a != b {
                    diffs.push(format!("QP {qpn} send completion: DUT {a:?}, golden {b:?}"));
                }
            }
        }
        diffs.sort();
        for n in diffs {
            self.report.completion_mismatches += 1;
            self.note(n);
        }
    }

    /// The end of the traffic: the scoreboard's last checks and completions golden made that the
    /// NIC never did. The frame and completion comparison land in [`RequesterSide::report`].
    pub fn finish(&mut self) {
        if self.twin.is_none() {
            return;
        }
        self.feed_twin();
        self.tick_twin(self.now);
        // The QPs the twin failed (a WQE completed in error).
        self.board.finish(&self.twin_failed);
        self.report.frames_cut_by_error = self.board.cut_by_error;
        self.report.frame_mismatches = self.board.mismatches;
        self.report.frames_out = self.board.frames;
        self.report.cnps_out = self.board.cnps.values().map(|c| c.0).sum();
        for n in self.board.notes().to_vec() {
            self.note(n);
        }
        self.match_completions();
        // Every QP's state: the NIC's context (read back through the mailbox) against the twin's.
        let mut state_diffs = Vec::new();
        for &qpn in &self.qpns {
            let Some(Ok((want, _))) = self.twin.as_ref().map(|t| t.query_qp(qpn)) else { continue };
            let back = self.dut.with_driver(|dr| dr.command(firmware::Target::Qpc, firmware::CacheOp::Read, qpn, &[]));
            let got = match back {
                Ok(Ok(b)) => golden::context::QpContext::from_bytes(&b[..golden::context::QPC_ENTRY_SIZE.min(b.len())]).map(|c| c.state).map_err(|e| format!("{e}")),
                other => Err(format!("{other:?}")),
            };
            if got.as_ref() != Ok(&want) {
                state_diffs.push(format!("QP {qpn:#x} state at the end: DUT {got:?}, golden {want:?}"));
            }
        }
        self.report.qp_state_mismatches = state_diffs.len() as u64;
        for n in state_diffs {
            self.note(n);
        }
        let extra: u64 = self.dut_cpl.values().map(|q| q.len() as u64).sum();
        if extra > 0 {
            self.report.completion_mismatches += extra;
            self.note(format!("{extra} send completions of the DUT golden never made"));
        }
        let left: u64 = self.ref_cpl.values().map(|q| q.len() as u64).sum();
        if left > 0 {
            self.report.completion_mismatches += left;
            self.note(format!("{left} golden send completions the DUT never wrote"));
            // Where the NIC stands on the first such QP: its send-queue context, read back.
            if let Some((&qpn, _)) = self.ref_cpl.iter().filter(|(_, q)| !q.is_empty()).min_by_key(|(q, _)| **q) {
                let back = self.dut.with_driver(|dr| dr.command(firmware::Target::Sqc, firmware::CacheOp::Read, qpn, &[]));
                if let Ok(Ok(b)) = back {
                    if let Ok(c) = golden::context::SqContext::from_bytes(&b[..golden::context::SQC_ENTRY_SIZE.min(b.len())]) {
                        let (t, idle) = (self.dut.timers(), self.dut.is_idle());
                        self.note(format!("QP {qpn:#x} (the NIC's send queue context at the end; NIC idle {idle}, timer-ring entries {t}): {c:?}"));
                    }
                }
            }
        }
    }

    fn note(&mut self, s: String) {
        if self.report.first_diffs.len() < MAX_DIFFS {
            self.report.first_diffs.push(s);
        }
    }

    /// Whether the NIC has nothing left to do.
    pub fn is_idle(&self) -> bool {
        self.dut.is_idle()
    }

    /// The NIC's watchdog.
    pub fn stalled(&self) -> Option<String> {
        self.dut.stalled()
    }

    /// The NIC's host memory.
    pub fn mem(&self) -> &HostMemory {
        self.dut.mem()
    }

    /// The NIC's transport counters (as of the last sync).
    pub fn counters(&self) -> Counters {
        self.dut.counters()
    }

    /// A receive WQE for the NIC (refills; `roce run` is one-way, so none come to the requester).
    pub fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        self.dut.post_recv(qpn, wr)
    }
}

impl Node for RequesterSide {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.now = self.now.max(now);
        self.dut.receive(now, frame);
        self.feed_twin();
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        self.now = self.now.max(now);
        let r = self.dut.transmit_timed(now);
        self.feed_twin();
        let (f, _) = r?;
        if self.twin.is_some() {
            self.board.actual(&f);
        }
        Some(f)
    }
    fn next_event(&self) -> Option<Nanos> {
        let twin = self.twin.as_ref().and_then(|t| t.next_event()).filter(|&t| t > self.now);
        [self.dut.next_event(), twin].into_iter().flatten().min()
    }
    fn on_timer(&mut self, now: Nanos) {
        self.now = self.now.max(now);
        self.dut.on_timer(now);
        self.feed_twin();
        self.tick_twin(now);
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.dut.set_pause(pcp, paused)
    }
    fn rx_pause(&self) -> u8 {
        self.dut.rx_pause()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use golden::sim::{OpMix, SimConfig};

    /// The frame `p` describes, lengths, checksum and ICRC computed.
    fn seal(p: &FrameRepr) -> Vec<u8> {
        let mut v = vec![0; p.buffer_len()];
        p.emit(&mut v).unwrap();
        v
    }

    /// Golden's requester's frames of a small scenario (nothing answers).
    fn frames() -> Vec<Vec<u8>> {
        frames_of(OpMix { send: 1, send_imm: 0, write: 1, write_imm: 0, read: 1, cas: 0, fadd: 0 })
    }

    fn frames_of(mix: OpMix) -> Vec<Vec<u8>> {
        let cfg = SimConfig { qps: 2, msgs: 12, max_size: 3000, mtu: 1024, one_way: true, mix, seed: 3, ..Default::default() };
        let (_, [mut req, _]) = Scenario::build(&cfg).unwrap();
        let mut v = Vec::new();
        while let Some(f) = req.transmit(0) {
            v.push(f);
        }
        assert!(v.len() > 8, "{} frames", v.len());
        v
    }

    /// The same frames in another order across QPs, one sent twice, one padded with zeros,
    /// with the IPv4 identification renumbered: no mismatch. A payload byte changed (ICRC
    /// recomputed, so the frame still parses), a frame padded with a non-zero byte, a frame
    /// golden never sent, a frame left out: each counts.
    #[test]
    fn the_scoreboard_compares_by_qp_psn_and_content() {
        let fs = frames();
        let mut b = ReqScoreboard::new(64, 1024);
        for (i, f) in fs.iter().enumerate().rev() {
            let mut p = FrameRepr::parse(f).unwrap();
            match &mut p.ip {
                golden::wire::IpRepr::V4(v4) => v4.ident = v4.ident.wrapping_add(1 + i as u16 * 7),
                golden::wire::IpRepr::V6(_) => {}
            }
            b.actual(&seal(&p));
        }
        b.actual(&fs[0]);
        // Zero Ethernet padding (as the TX builder pads short frames) is not content.
        let mut padded = fs[2].clone();
        padded.extend([0, 0, 0]);
        b.actual(&padded);
        for f in &fs {
            b.golden(f);
        }
        b.finish(&HashSet::new());
        assert_eq!((b.mismatches, b.matched, b.frames), (0, fs.len() as u64 + 2, fs.len() as u64 + 2), "{:?}", b.notes());

        // A changed payload byte, re-sealed.
        let mut bad = fs[1].clone();
        let mut p = FrameRepr::parse(&bad).unwrap();
        if let Some(x) = p.roce.payload.first_mut() {
            *x ^= 0xFF;
        } else {
            p.roce.bth.ack_req = !p.roce.bth.ack_req;
        }
        bad = seal(&p);
        let mut b = ReqScoreboard::new(64, 1024);
        for f in &fs {
            b.golden(f);
        }
        for f in &fs[2..] {
            b.actual(f);
        }
        b.actual(&bad);
        b.actual(&fs[0]);
        // A PSN golden never sent.
        let mut ghost = FrameRepr::parse(&fs[0]).unwrap();
        ghost.roce.bth.psn = (ghost.roce.bth.psn + 0x1000) & 0xFF_FFFF;
        b.actual(&seal(&ghost));
        // Padding that is not zero: bytes after the frame that should not be there.
        let mut leak = fs[3].clone();
        leak.extend([0, 0x42]);
        b.actual(&leak);
        b.finish(&HashSet::new());
        assert_eq!(b.mismatches, 3, "one frame equal to none, one PSN golden never sent, one leaking padding; {:?}", b.notes());
        // fs[1]'s key was sent (as `bad`), so it is not also missing.
        let mut b = ReqScoreboard::new(64, 1024);
        for f in &fs {
            b.golden(f);
        }
        for f in &fs[1..] {
            b.actual(f);
        }
        b.finish(&HashSet::new());
        assert_eq!(b.mismatches, 1, "a PSN the DUT never sent: {:?}", b.notes());
    }

    /// A QP the twin failed: PSNs the twin sent after every PSN the DUT sent there are cut by
    /// the error (counted, not mismatches); a PSN the DUT skipped before its last one still
    /// counts, and so does every PSN missing on a QP that did not fail.
    #[test]
    fn psns_past_a_fatal_error_are_timing_only_on_failed_qps() {
        let fs = frames();
        let key = |f: &[u8]| match classify(f) {
            Some(Class::Request(k, _, _)) => k,
            _ => panic!("a request"),
        };
        let qp = key(&fs[0]).0;
        let on_qp: Vec<&Vec<u8>> = fs.iter().filter(|f| key(f).0 == qp).collect();
        assert!(on_qp.len() >= 4, "{} frames on QP {qp:#x}", on_qp.len());
        let n = on_qp.len();
        let run = |failed: &[u32], skip_middle: bool| {
            let mut b = ReqScoreboard::new(64, 1024);
            for f in &fs {
                b.golden(f);
            }
            // The DUT sends every other QP's frames, and this QP's but its last two (and,
            // with `skip_middle`, its second).
            for f in fs.iter().filter(|f| key(f).0 != qp) {
                b.actual(f);
            }
            for (i, f) in on_qp[..n - 2].iter().enumerate() {
                if !(skip_middle && i == 1) {
                    b.actual(f);
                }
            }
            b.finish(&failed.iter().copied().collect());
            (b.mismatches, b.cut_by_error)
        };
        assert_eq!(run(&[qp], false), (0, 2), "failed: the last two were cut by the error");
        assert_eq!(run(&[], false), (2, 0), "not failed: both missing");
        assert_eq!(run(&[qp ^ 1], false), (2, 0), "another QP failed");
        assert_eq!(run(&[qp], true), (1, 2), "a PSN skipped before the DUT's last one is missing");
    }

    /// A READ's rest (asked again from a lost response) that only one side sent: the DUT's is
    /// checked against golden's READ, derived exactly (a wrong address counts); golden's is not
    /// required of the DUT.
    #[test]
    fn a_read_s_rest_is_derived_from_golden_s_read() {
        let fs = frames_of(OpMix { send: 0, send_imm: 0, write: 0, write_imm: 0, read: 1, cas: 0, fadd: 0 });
        let parsed: Vec<FrameRepr> = fs.iter().map(|f| FrameRepr::parse(f).unwrap()).collect();
        let read = parsed
            .iter()
            .find(|p| p.roce.bth.opcode == Opcode::RcReadRequest && p.roce.reth.is_some_and(|r| r.dma_len > 1024))
            .expect("a READ of more than one MTU")
            .clone();
        let rest = |k: u32, skew: u64| {
            let mut r = read.clone();
            let reth = r.roce.reth.unwrap();
            r.roce.bth.psn = (read.roce.bth.psn + k) & 0xFF_FFFF;
            r.roce.reth = Some(golden::wire::RethRepr { va: reth.va + 1024 * k as u64 + skew, dma_len: reth.dma_len - 1024 * k, ..reth });
            seal(&r)
        };
        // The DUT's rest, right and wrong.
        for (skew, bad) in [(0, 0), (8, 1)] {
            let mut b = ReqScoreboard::new(64, 1024);
            for f in &fs {
                b.golden(f);
                b.actual(f);
            }
            b.actual(&rest(1, skew));
            b.finish(&HashSet::new());
            assert_eq!(b.mismatches, bad, "skew {skew}: {:?}", b.notes());
        }
        // Golden's rest, never sent by the DUT: fine.
        let mut b = ReqScoreboard::new(64, 1024);
        for f in &fs {
            b.golden(f);
            b.actual(f);
        }
        b.golden(&rest(1, 0));
        b.finish(&HashSet::new());
        assert_eq!(b.mismatches, 0, "{:?}", b.notes());
    }

    /// AckReq on a first or middle packet is not compared bit for bit (where golden's every-N
    /// rule puts it depends on the resends before), but a DUT that goes `ack_every` packets of
    /// a QP without it is caught; on a last or only packet the bit is compared.
    #[test]
    fn ack_req_is_checked_as_golden_s_rule() {
        let fs = frames();
        let parsed: Vec<FrameRepr> = fs.iter().map(|f| FrameRepr::parse(f).unwrap()).collect();
        let mid = parsed.iter().position(|p| matches!(p.roce.bth.opcode.position(), Position::First | Position::Middle)).expect("a multi-packet message");
        let only = parsed.iter().position(|p| p.roce.bth.opcode.position() == Position::Only).expect("a one-packet message");
        let flip = |p: &FrameRepr| {
            let mut q = p.clone();
            q.roce.bth.ack_req = !q.roce.bth.ack_req;
            seal(&q)
        };
        // The middle packet with its AckReq flipped: equal.
        let mut b = ReqScoreboard::new(4, 1024);
        for f in &fs {
            b.golden(f);
        }
        b.actual(&flip(&parsed[mid]));
        assert_eq!((b.matched, b.mismatches), (1, 0), "{:?}", b.notes());
        // The only packet with its AckReq flipped: different.
        b.actual(&flip(&parsed[only]));
        b.finish(&HashSet::new());
        assert_eq!(b.mismatches, 1 + (fs.len() as u64 - 2), "the flipped only packet, and every PSN not sent: {:?}", b.notes());
        // Four packets of one QP in a row without AckReq, with `ack_every` 4: one gap; with 5: none.
        let mut q = parsed[mid].clone();
        q.roce.bth.ack_req = false;
        let quiet = seal(&q);
        for (every, gaps) in [(4, 1), (5, 0)] {
            let mut b = ReqScoreboard::new(every, 1024);
            for f in &fs {
                b.golden(f);
            }
            for _ in 0..4 {
                b.actual(&quiet);
            }
            assert_eq!(b.ack_req_gaps, gaps, "ack_every {every}: {:?}", b.notes());
        }
    }
}
