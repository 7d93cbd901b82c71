//! Send completions that wait for their data (issue 16): the requester's completion entries go
//! through this queue into the send CQ, each written only once every local-buffer write issued
//! before it (a READ response's payload, an atomic's original value) has completed, while the
//! engine goes on.
//!
//! The engine writes a READ response's payload through its own DMA write client and does not
//! wait for the write's completion: it tells this queue of each write it issues (`pw_issue`) and
//! of each completion (`pw_cpl`). A completion entry pushed here carries the count of writes
//! issued before it (`need`); it leaves the queue's head for the [`CqeWriter`] (a reserving one,
//! on the entries' own DMA client) once that many writes have completed, so no entry becomes
//! visible before the data it reports (the rule the responder keeps for its receive completions),
//! and the engine takes the next response while the write is in flight. Entries leave in the
//! order they came (IBTA: send completions in order); one that waits holds the ones behind it.
//!
//! - Up to [`SEND_CPL_QUEUE`] entries wait; `push_ready` is a register (room for one more at
//!   the end of the last cycle).
//! - At most [`PAYLOAD_WRITES_IN_FLIGHT`] local-buffer writes in flight (`pw_room`: the engine
//!   issues a write only with room), so the counts never wrap past each other.
//! - The writer starts an entry only while the responder's writer is idle (`cq_busy`: two writers
//!   on one CQ never pick the same slot) and selects the entry's CQ (`cq.sel`) while it holds it.
//! - A local-buffer write that fails (`pw_err` with its completion: a host memory error) must
//!   not be reported as a success: an entry whose writes (those issued after the entry before
//!   it and before it) include a failed one is written with status `LocQpOpErr`. The failed
//!   writes not yet passed by an entry are kept as one interval of write numbers (a second
//!   failure widens it), so an entry between two failures may be marked too: never a success
//!   for data that did not land. (Golden's local error, the QP to ERR and the flush are the
//!   error path's, not built.)
use crate::cq_regs::CqPortUser;
use crate::cqe_writer::{CqeWire, CqeWriter};
use crate::dma_client::DmaWriteClient;
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// Completion entries the queue holds.
pub const SEND_CPL_QUEUE: usize = 16;
/// Local-buffer writes the engine keeps in flight at most.
pub const PAYLOAD_WRITES_IN_FLIGHT: u64 = 32;
const _: () = assert!(SyncFifo::<SendCpl, 4, 5>::CAPACITY == SEND_CPL_QUEUE);
// `update` writes these as literals.
const _: () = assert!(SEND_CPL_QUEUE == 16 && PAYLOAD_WRITES_IN_FLIGHT == 32);

/// A send completion: the entry's fields that vary, and its CQ.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct SendCpl {
    /// The WR's `wr_id`.
    pub wr_id: Bits<64>,
    /// The message's length.
    pub len: Bits<32>,
    /// The local QP.
    pub qpn: Bits<24>,
    /// Status (`golden::hostfmt` codes).
    pub status: Bits<8>,
    /// Opcode (`golden::hostfmt` codes).
    pub opcode: Bits<8>,
    /// The send CQ.
    pub cq: Bits<4>,
}

/// A queued completion and the local-buffer writes that must complete before it.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct SendCplSlot {
    /// The completion.
    pub cpl: SendCpl,
    /// Writes issued before it (the issue count when it was pushed, mod 256).
    pub need: Bits<8>,
}

/// The queue (see the module documentation).
#[derive(LogicBlock)]
pub struct SendCplQueue {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (drops the queued entries and forgets the writes).
    pub reset: Signal<In, Bit>,
    /// Push a completion.
    pub push_valid: Signal<In, Bit>,
    /// The completion pushed.
    pub push: Signal<In, SendCpl>,
    /// The queue takes a push (a register: it had room for one more).
    pub push_ready: Signal<Out, Bit>,
    /// A local-buffer write's request was taken this cycle.
    pub pw_issue: Signal<In, Bit>,
    /// A local-buffer write completed this cycle.
    pub pw_cpl: Signal<In, Bit>,
    /// With `pw_cpl`: the write failed.
    pub pw_err: Signal<In, Bit>,
    /// The engine may issue a local-buffer write (fewer than [`PAYLOAD_WRITES_IN_FLIGHT`] in
    /// flight).
    pub pw_room: Signal<Out, Bit>,
    /// The responder's writer is writing an entry.
    pub cq_busy: Signal<In, Bit>,
    /// The send CQ's port into the register file.
    pub cq: CqPortUser,
    /// The entries' DMA writes.
    pub wr: DmaWriteClient,
    /// An entry was not written: its CQ could not take it (it is in error now).
    pub lost: Signal<Out, Bit>,
    /// With `lost`: the lost entry's QP.
    pub lost_qpn: Signal<Out, Bits<24>>,
    /// With `lost`: the lost entry was a success (as pushed): its QP is not failing yet, and
    /// golden's `cq_lost` moves it to ERR (an error completion's QP already is failing).
    pub lost_ok: Signal<Out, Bit>,
    /// An entry's write completed (in order), with `err` if it failed.
    pub done: Signal<Out, Bit>,
    /// See `done`.
    pub err: Signal<Out, Bit>,
    /// Entries queued, an entry's write unfinished, or local-buffer writes in flight.
    pub busy: Signal<Out, Bit>,
    /// The head's CQ cannot take an entry now (in error, or full).
    pub cq_full: Signal<Out, Bit>,
    fifo: SyncFifo<SendCplSlot, 4, 5>,
    writer: CqeWriter,
    /// Local-buffer writes issued and completed (mod 256).
    issued: DFF<Bits<8>>,
    completed: DFF<Bits<8>>,
    /// Room in the FIFO / for a local-buffer write (registers).
    room: DFF<Bit>,
    pw_ok: DFF<Bit>,
    /// The head's writes have completed (`need - completed` zero or negative).
    head_due: Signal<Local, Bit>,
    late: Signal<Local, Bits<8>>,
    /// The head leaves (its beat taken, or found lost).
    pop: Signal<Local, Bit>,
    /// The head's completion.
    head: Signal<Local, SendCpl>,
    /// Failed local-buffer writes not yet passed by an entry: their numbers (1 = the first
    /// write after reset), lowest and highest.
    fail_v: DFF<Bit>,
    fail_lo: DFF<Bits<8>>,
    fail_hi: DFF<Bits<8>>,
    /// The `need` of the last entry that left (the head's writes are those after it).
    prev_need: DFF<Bits<8>>,
    /// The head's writes meet the failed interval: `fail_lo <= need` and `fail_hi > prev_need`
    /// (distances below 128: at most 32 writes in flight).
    lo_gap: Signal<Local, Bits<8>>,
    hi_gap: Signal<Local, Bits<8>>,
    head_failed: Signal<Local, Bit>,
    /// The failed interval is passed by the head leaving now.
    passed: Signal<Local, Bits<8>>,
    cqe_none: Constant<CqeWire>,
    entry: Signal<Local, CqeWire>,
}

impl Default for SendCplQueue {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            push_valid: Default::default(),
            push: Default::default(),
            push_ready: Default::default(),
            pw_issue: Default::default(),
            pw_cpl: Default::default(),
            pw_err: Default::default(),
            pw_room: Default::default(),
            cq_busy: Default::default(),
            cq: Default::default(),
            wr: Default::default(),
            lost: Default::default(),
            lost_qpn: Default::default(),
            lost_ok: Default::default(),
            done: Default::default(),
            err: Default::default(),
            busy: Default::default(),
            cq_full: Default::default(),
            fifo: Default::default(),
            writer: CqeWriter::reserving(),
            issued: Default::default(),
            completed: Default::default(),
            room: Default::default(),
            pw_ok: Default::default(),
            head_due: Default::default(),
            late: Default::default(),
            pop: Default::default(),
            head: Default::default(),
            fail_v: Default::default(),
            fail_lo: Default::default(),
            fail_hi: Default::default(),
            prev_need: Default::default(),
            lo_gap: Default::default(),
            hi_gap: Default::default(),
            head_failed: Default::default(),
            passed: Default::default(),
            cqe_none: Constant::new(CqeWire::default()),
            entry: Default::default(),
        }
    }
}

impl Logic for SendCplQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, issued, completed, room, pw_ok, fail_v, fail_lo, fail_hi, prev_need);
        clock!(self, clock, fifo, writer);
        self.fifo.reset.next = self.reset.val();
        self.fifo.replace.next = false;
        self.writer.reset.next = self.reset.val();

        // ---- in ----
        self.push_ready.next = self.room.q.val();
        self.fifo.wr_en.next = self.push_valid.val() & self.room.q.val();
        self.fifo.wr_data.next.cpl = self.push.val();
        self.fifo.wr_data.next.need = self.issued.q.val();
        // Room after this cycle: at most 14 held now leaves one for a push this cycle and one
        // for the next.
        self.room.d.next = self.fifo.fill.val() < 15;
        if self.pw_issue.val() {
            self.issued.d.next = self.issued.q.val() + 1;
        }
        if self.pw_cpl.val() {
            self.completed.d.next = self.completed.q.val() + 1;
        }
        if self.pw_cpl.val() & self.pw_err.val() {
            // Write number `completed + 1` failed.
            self.fail_hi.d.next = self.completed.q.val() + 1;
            if !self.fail_v.q.val() {
                self.fail_lo.d.next = self.completed.q.val() + 1;
            }
            self.fail_v.d.next = true;
        }
        // In flight after this cycle below the bound, counting a write issued this cycle.
        self.pw_ok.d.next = (self.issued.q.val() - self.completed.q.val()) < 31;
        self.pw_room.next = self.pw_ok.q.val();

        // ---- the head, once its writes have completed, through the writer ----
        self.late.next = self.fifo.rd_data.val().need - self.completed.q.val();
        self.head_due.next = (self.late.val() == 0) | self.late.val().get_bit(7);
        self.head.next = self.fifo.rd_data.val().cpl;
        self.entry.next = self.cqe_none.val();
        self.entry.next.wr_id = self.head.val().wr_id;
        self.entry.next.len = self.head.val().len;
        self.entry.next.qpn = self.head.val().qpn;
        self.entry.next.status = self.head.val().status;
        self.lo_gap.next = self.fifo.rd_data.val().need - self.fail_lo.q.val();
        self.hi_gap.next = self.fail_hi.q.val() - self.prev_need.q.val() - 1;
        self.head_failed.next = self.fail_v.q.val() & (self.lo_gap.val() < 128) & (self.hi_gap.val() < 128);
        if self.head_failed.val() {
            self.entry.next.status = 2.into(); // LocQpOpErr
        }
        self.entry.next.opcode = self.head.val().opcode;
        self.writer.entry.next = self.entry.val();
        // The slot is taken only while the responder writes none (a CQ both may share).
        self.writer.start.next = self.fifo.rd_valid.val() & self.head_due.val() & !self.cq_busy.val();
        self.cq.sel.next = self.head.val().cq;
        self.writer.cq_base.next = self.cq.base.val();
        self.writer.cq_log2.next = self.cq.log2.val();
        self.writer.cq_producer.next = self.cq.producer.val();
        self.writer.cq_consumer.next = self.cq.consumer.val();
        self.writer.cq_error.next = self.cq.error.val();
        self.cq.inc.next = self.writer.cq_inc.val();
        self.cq.err_set.next = self.writer.cq_err_set.val();
        self.wr.req_valid.next = self.writer.req_valid.val();
        self.wr.req_addr.next = self.writer.req_addr.val();
        self.wr.req_len.next = self.writer.req_len.val();
        self.wr.data.next = self.writer.data.val();
        self.wr.valid.next = self.writer.valid.val();
        self.wr.keep.next = 0xFFFF_FFFF_FFFF_FFFF_u64.into();
        self.wr.last.next = true;
        self.writer.req_ready.next = self.wr.req_ready.val();
        self.writer.ready.next = self.wr.ready.val();
        self.writer.cpl_valid.next = self.wr.cpl_valid.val();
        self.writer.cpl_status.next = self.wr.cpl_status.val();
        self.pop.next = self.writer.lost.val() | (self.writer.valid.val() & self.wr.ready.val());
        self.fifo.rd_en.next = self.pop.val();
        self.passed.next = self.fifo.rd_data.val().need - self.fail_hi.q.val();
        if self.pop.val() {
            self.prev_need.d.next = self.fifo.rd_data.val().need;
            if (self.passed.val() < 128) & !(self.pw_cpl.val() & self.pw_err.val()) {
                // Every failed write so far lies at or before this entry's.
                self.fail_v.d.next = false;
            }
        }
        self.lost.next = self.writer.lost.val();
        self.lost_qpn.next = self.head.val().qpn;
        self.lost_ok.next = !self.head.val().status.any();
        self.cq_full.next = self.writer.full.val();
        self.done.next = self.writer.done.val();
        self.err.next = self.writer.err.val();
        self.busy.next = self.fifo.rd_valid.val() | self.writer.busy.val() | (self.issued.q.val() != self.completed.q.val());

        if self.reset.val() {
            self.issued.d.next = 0.into();
            self.completed.d.next = 0.into();
            self.fail_v.d.next = false;
            self.prev_need.d.next = 0.into();
            self.room.d.next = true;
            self.pw_ok.d.next = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// CQ `c`'s ring: base and log2 size.
    fn cq_ring(c: u64) -> (u64, u64) {
        (0x10_0000 * (c + 1), 2 + c % 2)
    }

    /// One run: `n` completions pushed at random (each to one of 3 CQs), local-buffer writes
    /// issued at random while there is room and completing in order after a random latency
    /// (each failing with probability `fail_p`),
    /// random DMA readiness and latency for the entries, the responder's writer busy at random.
    /// Checks: entries written in push order, each into its CQ's next slot with that pass's
    /// owner bit, each requested only after every local-buffer write issued before its push has
    /// completed, never more than [`PAYLOAD_WRITES_IN_FLIGHT`] writes in flight, nothing started
    /// while the responder's writer is busy, and the queue idle at the end; an entry whose
    /// writes include a failed one has status `LocQpOpErr`, and without failures every entry
    /// is a success.
    fn run(n: usize, seed: u64, p: f64, lat: u32, fail_p: f64) -> Result<(), TestCaseError> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut u = SendCplQueue::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        let mut prod = [0u64; 3];
        // Writes issued / completed; the completion time of each write in flight.
        let (mut issued, mut completed) = (0u64, 0u64);
        let mut pw: VecDeque<(u64, bool)> = VecDeque::new();
        // Numbers (1-based, completion order) of the writes that failed.
        let mut failed: std::collections::HashSet<u64> = Default::default();
        // Completions pushed: (wr_id, cq, writes issued before it).
        let mut pushed: Vec<(u64, u64, u64)> = vec![];
        let mut written = 0usize;
        // Entry writes: beat taken at cycle, completes at cycle + latency.
        let mut req: Option<(u64, u64)> = None;
        let mut ent_cpl: VecDeque<u64> = VecDeque::new();
        let mut done = 0usize;
        let mut cycle = 0u64;
        while (done < n || !pw.is_empty() || u.busy.val()) && cycle < 200_000 {
            cycle += 1;
            let push = pushed.len() < n && rng.gen_bool(p);
            u.push_valid.next = push;
            if push {
                let id = pushed.len() as u64;
                u.push.next = SendCpl { wr_id: (0xABC0_0000 + id).into(), len: (id * 3).into(), qpn: (id & 0xFF).into(), status: 0.into(), opcode: 2.into(), cq: (id % 3).into() };
            }
            let issue = (issued < 3 * n as u64) && rng.gen_bool(p / 2.0);
            u.pw_cpl.next = pw.front().is_some_and(|&(t, _)| cycle >= t);
            u.pw_err.next = pw.front().is_some_and(|&(_, f)| f);
            u.cq_busy.next = rng.gen_bool(0.2);
            settle(&mut u);
            // The register file's answer for the selected CQ.
            let c = u.cq.sel.val().to_u64();
            let (base, log2) = cq_ring(c.min(2));
            u.cq.base.next = base.into();
            u.cq.log2.next = (log2 as u64).into();
            u.cq.producer.next = prod[c.min(2) as usize].into();
            u.cq.consumer.next = prod[c.min(2) as usize].into();
            u.cq.error.next = false;
            u.wr.req_ready.next = rng.gen_bool(p);
            u.wr.ready.next = rng.gen_bool(p);
            u.wr.cpl_valid.next = ent_cpl.front().is_some_and(|&t| cycle >= t);
            u.wr.cpl_status.next = 0.into();
            u.pw_issue.next = issue && u.pw_room.val();
            settle(&mut u);
            prop_assert!(!u.lost.val());
            if u.pw_issue.val() {
                issued += 1;
                pw.push_back((cycle + rng.gen_range(2..=lat as u64), rng.gen_bool(fail_p)));
            }
            if u.pw_cpl.val() {
                pw.pop_front();
                completed += 1;
                if u.pw_err.val() {
                    failed.insert(completed);
                }
            }
            prop_assert!(pw.len() as u64 <= PAYLOAD_WRITES_IN_FLIGHT, "cycle {}: {} writes in flight", cycle, pw.len());
            if u.push_valid.val() && u.push_ready.val() {
                let id = pushed.len() as u64;
                pushed.push((0xABC0_0000 + id, id % 3, issued - u.pw_issue.val() as u64));
            }
            if u.wr.req_valid.val() && u.wr.req_ready.val() {
                prop_assert!(!u.cq_busy.val(), "cycle {}: started while the responder writes", cycle);
                prop_assert!(written < pushed.len());
                let (_, cq, need) = pushed[written];
                prop_assert!(completed >= need, "cycle {}: entry {} requested with {} of its {} writes completed", cycle, written, completed, need);
                prop_assert!(u.cq.inc.val());
                let (base, log2) = cq_ring(cq);
                let p = prod[cq as usize];
                prop_assert_eq!(u.wr.req_addr.val().to_u64(), base + (p % (1 << log2)) * 64);
                req = Some((written as u64, p));
                prod[cq as usize] += 1;
            }
            if u.wr.valid.val() && u.wr.ready.val() {
                let (k, p) = req.take().expect("a beat after its request");
                let (id, cq, _) = pushed[k as usize];
                let d = u.wr.data.val();
                let w = CqeWire::default();
                prop_assert_eq!(d.get_bits::<64>(w.get_my_offset_wr_id()).to_u64(), id, "entry {} in order", k);
                let status = d.get_bits::<8>(w.get_my_offset_status()).to_u64();
                let from = if k == 0 { 0 } else { pushed[k as usize - 1].2 };
                let mine = (from + 1..=pushed[k as usize].2).any(|x| failed.contains(&x));
                if mine {
                    prop_assert_eq!(status, golden::hostfmt::status_code(golden::verbs::WcStatus::LocQpOpErr) as u64, "entry {}: a failed write of its own, reported", k);
                } else if failed.is_empty() {
                    prop_assert_eq!(status, 0, "entry {}: a success", k);
                }
                let log2 = cq_ring(cq).1;
                prop_assert_eq!(d.get_bit(w.get_my_offset_owner()) as u64, ((p >> log2) & 1) ^ 1, "entry {} owner bit (slot {} of CQ {})", k, p, cq);
                written += 1;
                ent_cpl.push_back(cycle + rng.gen_range(2..=lat as u64));
            }
            if u.wr.cpl_valid.val() {
                ent_cpl.pop_front();
            }
            if u.done.val() {
                prop_assert!(!u.err.val());
                done += 1;
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        prop_assert_eq!((pushed.len(), written, done), (n, n, n), "every entry written");
        settle(&mut u);
        prop_assert!(!u.busy.val());
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn entries_wait_for_the_writes_before_them(n in 1usize..80, seed in any::<u64>(), p in prop_oneof![Just(1.0f64), 0.1f64..1.0], lat in 2u32..120, fail_p in prop_oneof![Just(0.0f64), 0.01f64..0.2]) {
            run(n, seed, p, lat, fail_p)?;
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_send_cpl_queue", SendCplQueue::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
