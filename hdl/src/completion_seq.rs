//! Completion sequencer (issue 15): a work queue's completions after a packet, including the
//! flush: the completion of the WQE at the head (once the packet's payload is in host memory),
//! then, if the QP went to error, one `WrFlushErr` completion for every WQE from `idx` up to
//! `bound`, oldest first (golden `Responder::drain` with `flush`).
//!
//! Each entry needs its WQE's `wr_id`: unless the caller already has it (`have_wr_id`, for the
//! head's completion), the sequencer asks for it (`fetch`, with the WQE's index in `cur_idx`; the
//! engine's [`crate::wqe_walker::WqeWalker`] fetches it) and waits for `fetched`. The entry is
//! formed ([`CqeForm`]) and written ([`CqeWriter`]: slot, owner bit, CQ overrun) through a DMA
//! write client.
//!
//! Handshake: `start` (one cycle) samples what the sequence does (`cqe`, `flush`, the entry's
//! status, opcode, length and flags, `idx` and `bound`). It ends with `done` (nothing more to do)
//! or with `fin` (the flush reached `bound`: the caller moves the consumer index there); both
//! are combinational in the cycle that decides, so the caller leaves its waiting state in that
//! cycle. `cur_idx` is the WQE being flushed, registered at least a cycle before `fetch` rises
//! (the caller may register the WQE's slot from it).
//!
//! Choices the spec leaves, as golden makes them:
//! - A payload that did not land (`payload_failed`, a host memory error on its write) turns the
//!   head's completion into `LocQpOpErr` with length 0 (a SEND's); a WRITE with immediate's
//!   WQE, which golden never consumes, is flushed instead (`WrFlushErr`, opcode `Recv`).
//! - `op_err_set` marks the next flushed entry `LocQpOpErr`: the SEND whose payload write failed,
//!   whose WQE golden pops with that status at the head of the flush.
//! - A flushed entry carries no flags (no immediate, no UD source), length 0, opcode `Recv`.
use crate::cqe_form::CqeForm;
use crate::cqe_writer::CqeWriter;
use crate::dma_client::DmaWriteClient;
use rust_hdl::prelude::*;

/// The sequencer's states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum CplState {
    /// Waiting for `start`.
    Idle,
    /// The head's completion waits for its payload's writes (`drained`).
    Payload,
    /// The WQE's `wr_id` is fetched (`fetch` until `fetched`).
    Fetch,
    /// The entry is written (or found lost: the CQ cannot take it).
    Write,
    /// The flush's next WQE, or its end.
    Next,
}

/// The completion sequencer's events, its side.
#[derive(LogicInterface, Default)]
#[join = "CplEventsIn"]
pub struct CplEvents {
    /// The sequence ended (one cycle; combinational).
    pub done: Signal<Out, Bit>,
    /// The flush reached `bound` and the sequence ended (one cycle; combinational).
    pub fin: Signal<Out, Bit>,
    /// An entry was lost: the CQ could not take it (one cycle).
    pub lost: Signal<Out, Bit>,
    /// An entry was written (one cycle).
    pub written: Signal<Out, Bit>,
    /// An entry's write completed with an error (one cycle, with `written`).
    pub write_err: Signal<Out, Bit>,
}

/// The completion sequencer's events, the header machine's side (the mirror of [`CplEvents`]).
#[derive(LogicInterface, Default)]
#[join = "CplEvents"]
pub struct CplEventsIn {
    /// The sequence ended (one cycle; combinational).
    pub done: Signal<In, Bit>,
    /// The flush reached `bound` and the sequence ended (one cycle; combinational).
    pub fin: Signal<In, Bit>,
    /// An entry was lost: the CQ could not take it (one cycle).
    pub lost: Signal<In, Bit>,
    /// An entry was written (one cycle).
    pub written: Signal<In, Bit>,
    /// An entry's write completed with an error (one cycle, with `written`).
    pub write_err: Signal<In, Bit>,
}

/// The completion sequencer.
#[derive(LogicBlock)]
pub struct CompletionSeq {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Start a sequence (one cycle; sampled with the inputs down to `bound`).
    pub start: Signal<In, Bit>,
    /// The sequence begins with the head WQE's completion (`status`, `opcode`, `len`, `flags`).
    pub cqe: Signal<In, Bit>,
    /// The sequence flushes the WQEs `idx..bound` (after the head's completion, if any).
    pub flush: Signal<In, Bit>,
    /// The head completion's status (`golden::hostfmt::status_code`).
    pub status: Signal<In, Bits<8>>,
    /// The head completion's opcode (`golden::hostfmt::opcode_code`).
    pub opcode: Signal<In, Bits<8>>,
    /// The head completion's byte length.
    pub len: Signal<In, Bits<32>>,
    /// The head completion's flags (`golden::hostfmt::cqe_flags`).
    pub flags: Signal<In, Bits<8>>,
    /// The first WQE to flush (free-running ring index).
    pub idx: Signal<In, Bits<32>>,
    /// One past the last WQE to flush.
    pub bound: Signal<In, Bits<32>>,
    /// The next flush's first entry completes with `LocQpOpErr` (one cycle; held until that flush
    /// ends).
    pub op_err_set: Signal<In, Bit>,
    /// The packet's payload writes are all complete (the head's completion waits for it).
    pub drained: Signal<In, Bit>,
    /// One of the packet's payload writes failed.
    pub payload_failed: Signal<In, Bit>,
    /// The head WQE's `wr_id` is already in `wr_id` (no fetch).
    pub have_wr_id: Signal<In, Bit>,
    /// Fetch the `wr_id` of WQE `cur_idx` (or of the head) until `fetched`.
    pub fetch: Signal<Out, Bit>,
    /// The fetch ended (`wr_id` holds the WQE's).
    pub fetched: Signal<In, Bit>,
    /// The WQE's `wr_id`.
    pub wr_id: Signal<In, Bits<64>>,
    /// The WQE being flushed.
    pub cur_idx: Signal<Out, Bits<32>>,
    /// Entry field: local QP number.
    pub qpn: Signal<In, Bits<24>>,
    /// Entry field: immediate data or invalidated R_Key (with its flag).
    pub imm: Signal<In, Bits<32>>,
    /// Entry field: UD sender's QP (with the UD source flag).
    pub src_qp: Signal<In, Bits<24>>,
    /// Entry field: UD sender's IP, wire bytes (IPv4 in bits 31..0).
    pub src_ip: Signal<In, Bits<128>>,
    /// The sender's IP is IPv6.
    pub ip_v6: Signal<In, Bit>,
    /// The CQ: host address of entry 0.
    pub cq_base: Signal<In, Bits<64>>,
    /// The CQ: log2 of its entry count.
    pub cq_log2: Signal<In, Bits<5>>,
    /// The CQ: producer index.
    pub cq_producer: Signal<In, Bits<32>>,
    /// The CQ: consumer index.
    pub cq_consumer: Signal<In, Bits<32>>,
    /// The CQ is in error.
    pub cq_error: Signal<In, Bit>,
    /// The CQ cannot take an entry now (full or in error).
    pub full: Signal<Out, Bit>,
    /// Put the CQ in error (an entry was lost).
    pub cq_err_set: Signal<Out, Bit>,
    /// The CQ's producer index advances (an entry was written).
    pub cq_inc: Signal<Out, Bit>,
    /// An entry is being written (from its CQ check to its write's completion): another writer
    /// of the same queues waits (see [`CqeWriter::reserving`]).
    pub writing: Signal<Out, Bit>,
    /// DMA write client: the entries' writes (one 64-byte beat each, `keep` all ones, `last`).
    pub cq: DmaWriteClient,
    /// The sequencer's events (to the header machine's `cpl`).
    pub ev: CplEvents,
    state: DFF<CplState>,
    /// The sequence goes on with the flush.
    flushing: DFF<Bit>,
    /// The entry being written is a flushed WQE's (its index advances once it is written).
    fl_entry: DFF<Bit>,
    /// The next flushed entry is `LocQpOpErr`.
    op_err: DFF<Bit>,
    /// The WQE being flushed, and the flush's bound.
    fl_idx: DFF<Bits<32>>,
    fl_bound: DFF<Bits<32>>,
    /// The entry's status, opcode, length and flags.
    e_status: DFF<Bits<8>>,
    e_opcode: DFF<Bits<8>>,
    e_len: DFF<Bits<32>>,
    e_flags: DFF<Bits<8>>,
    form: CqeForm,
    writer: CqeWriter,
}

impl Default for CompletionSeq {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            ev: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cqe: Default::default(),
            flush: Default::default(),
            status: Default::default(),
            opcode: Default::default(),
            len: Default::default(),
            flags: Default::default(),
            idx: Default::default(),
            bound: Default::default(),
            op_err_set: Default::default(),
            drained: Default::default(),
            payload_failed: Default::default(),
            have_wr_id: Default::default(),
            fetch: Default::default(),
            fetched: Default::default(),
            wr_id: Default::default(),
            cur_idx: Default::default(),
            qpn: Default::default(),
            imm: Default::default(),
            src_qp: Default::default(),
            src_ip: Default::default(),
            ip_v6: Default::default(),
            cq_base: Default::default(),
            cq_log2: Default::default(),
            cq_producer: Default::default(),
            cq_consumer: Default::default(),
            cq_error: Default::default(),
            full: Default::default(),
            cq_err_set: Default::default(),
            cq_inc: Default::default(),
            writing: Default::default(),
            cq: Default::default(),
            state: Default::default(),
            flushing: Default::default(),
            fl_entry: Default::default(),
            op_err: Default::default(),
            fl_idx: Default::default(),
            fl_bound: Default::default(),
            e_status: Default::default(),
            e_opcode: Default::default(),
            e_len: Default::default(),
            e_flags: Default::default(),
            form: Default::default(),
            writer: Default::default(),
        }
    }
}

// Codes written as literals in `update` (rust-hdl's HDL subset reads no constants), pinned here.
const _: () = {
    use golden::hostfmt::cqe_flags;
    assert!(cqe_flags::UD_SOURCE == 0x04);
};

impl Logic for CompletionSeq {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, flushing, fl_entry, op_err, fl_idx, fl_bound, e_status, e_opcode, e_len, e_flags);
        clock!(self, clock, writer);
        // The entry (golden::hostfmt layout).
        self.form.wr_id.next = self.wr_id.val();
        self.form.len.next = self.e_len.q.val();
        self.form.qpn.next = self.qpn.val();
        self.form.status.next = self.e_status.q.val();
        self.form.opcode.next = self.e_opcode.q.val();
        self.form.flags.next = self.e_flags.q.val();
        self.form.imm.next = self.imm.val();
        self.form.src_qp.next = self.src_qp.val();
        self.form.src_ip.next = self.src_ip.val();
        self.form.ip_v6.next = self.ip_v6.val();
        // Its write.
        self.writer.reset.next = self.reset.val();
        self.writer.start.next = self.state.q.val() == CplState::Write;
        self.writer.entry.next = self.form.entry.val();
        self.writer.cq_base.next = self.cq_base.val();
        self.writer.cq_log2.next = self.cq_log2.val();
        self.writer.cq_producer.next = self.cq_producer.val();
        self.writer.cq_consumer.next = self.cq_consumer.val();
        self.writer.cq_error.next = self.cq_error.val();
        self.writer.req_ready.next = self.cq.req_ready.val();
        self.writer.ready.next = self.cq.ready.val();
        self.writer.cpl_valid.next = self.cq.cpl_valid.val();
        self.writer.cpl_status.next = self.cq.cpl_status.val();
        self.cq.req_valid.next = self.writer.req_valid.val();
        self.cq.req_addr.next = self.writer.req_addr.val();
        self.cq.req_len.next = self.writer.req_len.val();
        self.cq.data.next = self.writer.data.val();
        self.cq.valid.next = self.writer.valid.val();
        self.cq.keep.next = 0xFFFF_FFFF_FFFF_FFFF_u64.into();
        self.cq.last.next = true;
        self.full.next = self.writer.full.val();
        self.cq_err_set.next = self.writer.cq_err_set.val();
        self.cq_inc.next = self.writer.cq_inc.val();
        self.ev.written.next = self.writer.done.val();
        self.ev.write_err.next = self.writer.done.val() & self.writer.err.val();
        self.ev.lost.next = self.writer.lost.val();

        self.writing.next = (self.state.q.val() == CplState::Write) | self.writer.busy.val();
        self.fetch.next = self.state.q.val() == CplState::Fetch;
        self.cur_idx.next = self.fl_idx.q.val();
        self.ev.done.next = false;
        self.ev.fin.next = false;
        if self.op_err_set.val() {
            self.op_err.d.next = true;
        }
        match self.state.q.val() {
            CplState::Idle => {
                if self.start.val() {
                    self.flushing.d.next = self.flush.val();
                    self.fl_idx.d.next = self.idx.val();
                    self.fl_bound.d.next = self.bound.val();
                    self.fl_entry.d.next = false;
                    self.e_status.d.next = self.status.val();
                    self.e_opcode.d.next = self.opcode.val();
                    self.e_len.d.next = self.len.val();
                    self.e_flags.d.next = self.flags.val();
                    if self.cqe.val() {
                        self.state.d.next = CplState::Payload;
                    } else if self.flush.val() {
                        self.state.d.next = CplState::Next;
                    }
                }
            }
            CplState::Payload => {
                if self.drained.val() {
                    self.state.d.next = CplState::Write;
                    if self.payload_failed.val() {
                        // LocQpOpErr, length 0, only the UD source flag kept; a WRITE with
                        // immediate's WQE (opcode RecvRdmaWithImm) is flushed instead.
                        self.e_status.d.next = 2.into();
                        self.e_len.d.next = 0.into();
                        self.e_flags.d.next = self.e_flags.q.val() & 0x04;
                        if self.e_opcode.q.val() == 6 {
                            self.e_status.d.next = 4.into();
                            self.e_opcode.d.next = 5.into();
                            self.e_flags.d.next = 0.into();
                        }
                    }
                    if !self.have_wr_id.val() {
                        self.state.d.next = CplState::Fetch;
                    }
                }
            }
            CplState::Fetch => {
                if self.fetched.val() {
                    self.state.d.next = CplState::Write;
                }
            }
            CplState::Write => {
                if self.writer.lost.val() | self.writer.done.val() {
                    self.state.d.next = CplState::Idle;
                    self.ev.done.next = !self.flushing.q.val();
                    if self.fl_entry.q.val() {
                        self.fl_idx.d.next = self.fl_idx.q.val() + 1;
                    }
                    if self.flushing.q.val() {
                        self.state.d.next = CplState::Next;
                    }
                }
            }
            CplState::Next => {
                if self.fl_idx.q.val() == self.fl_bound.q.val() {
                    self.ev.fin.next = true;
                    self.flushing.d.next = false;
                    // (A mark this flush did not use does not carry over to the next.)
                    self.op_err.d.next = false;
                    self.state.d.next = CplState::Idle;
                } else {
                    // WrFlushErr (LocQpOpErr for the SEND whose payload write failed), opcode
                    // Recv, no length, no flags.
                    self.fl_entry.d.next = true;
                    self.e_status.d.next = 4.into();
                    if self.op_err.q.val() {
                        self.e_status.d.next = 2.into();
                        self.op_err.d.next = false;
                    }
                    self.e_opcode.d.next = 5.into();
                    self.e_len.d.next = 0.into();
                    self.e_flags.d.next = 0.into();
                    self.state.d.next = CplState::Fetch;
                }
            }
            _ => {
                self.state.d.next = CplState::Idle;
            }
        }
        if self.reset.val() {
            self.state.d.next = CplState::Idle;
            self.flushing.d.next = false;
            self.op_err.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::bits_to_bytes;
    use crate::sim_util::{rising_edge, settle};
    use golden::hostfmt::{cqe_flags, decode_cqe, opcode_code, opcode_from_code, status_code, status_from_code, CQE_SIZE};
    use golden::transport::env::SgError;
    use golden::verbs::{Completion, WcOpcode, WcStatus};
    use proptest::prelude::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::net::{IpAddr, Ipv4Addr};

    /// One sequence's request: the head's completion (if any) and the flush (if any).
    #[derive(Clone, Debug)]
    struct Req {
        cqe: bool,
        flush: bool,
        status: u8,
        opcode: u8,
        len: u32,
        flags: u8,
        have_wr_id: bool,
        payload_failed: bool,
        op_err: bool,
        idx: u32,
        n_flush: u32,
    }

    fn req() -> impl Strategy<Value = Req> {
        (any::<(bool, bool, bool, bool, bool)>(), 0u8..=10, 0u8..=6, any::<u32>(), 0u8..8, any::<u32>(), 0u32..6).prop_map(
            |((cqe, flush, have_wr_id, payload_failed, op_err), status, opcode, len, flags, idx, n_flush)| Req {
                cqe,
                // (The caller starts a sequence only with something to do.)
                flush: flush || !cqe,
                status,
                opcode,
                len,
                flags,
                have_wr_id,
                payload_failed,
                op_err: op_err && (flush || !cqe),
                idx,
                n_flush,
            },
        )
    }

    const QPN: u32 = 0x12_3456;
    const IMM: u32 = 0xC0FF_EE00;
    const SRC_QP: u32 = 0xA_BCDE;
    const SRC_IP: [u8; 4] = [10, 1, 2, 3];
    const HEAD_WR_ID: u64 = 0x4845_4144;
    const CQ_BASE: u64 = 0x8000;

    /// `wr_id` of the WQE at ring index `i`.
    fn wqe_wr_id(i: u32) -> u64 {
        0xF1_0000_0000 | i as u64
    }

    /// The completions golden makes for `r`, in order: the head's (a payload lost to a host
    /// memory error is golden's `SgError::Memory`; a WRITE with immediate's WQE is then flushed),
    /// then `Responder::drain`'s `WrFlushErr` for each WQE from `idx` (the first `LocQpOpErr` when
    /// `op_err`: the SEND whose payload write failed).
    fn expected(r: &Req) -> Vec<Completion> {
        let mut out = vec![];
        let entry = |wr_id, status, opcode, byte_len, flags: u8| Completion {
            wr_id,
            status,
            opcode,
            byte_len,
            imm: (flags & cqe_flags::IMM != 0).then_some(IMM),
            invalidated_rkey: (flags & cqe_flags::INV_RKEY != 0).then_some(IMM),
            qpn: QPN,
            src_qp: (flags & cqe_flags::UD_SOURCE != 0).then_some(SRC_QP),
            src_ip: (flags & cqe_flags::UD_SOURCE != 0).then_some(IpAddr::V4(Ipv4Addr::from(SRC_IP))),
        };
        if r.cqe {
            let (mut status, mut opcode) = (status_from_code(r.status).unwrap(), opcode_from_code(r.opcode).unwrap());
            let (mut len, mut flags) = (r.len, r.flags);
            if r.payload_failed {
                status = SgError::Memory.status();
                len = 0;
                flags &= cqe_flags::UD_SOURCE;
                if opcode == WcOpcode::RecvRdmaWithImm {
                    (status, opcode, flags) = (WcStatus::WrFlushErr, WcOpcode::Recv, 0);
                }
            }
            out.push(entry(HEAD_WR_ID, status, opcode, len, flags));
        }
        if r.flush {
            for k in 0..r.n_flush {
                let status = if r.op_err && k == 0 { SgError::Memory.status() } else { WcStatus::WrFlushErr };
                out.push(entry(wqe_wr_id(r.idx.wrapping_add(k)), status, WcOpcode::Recv, 0, 0));
            }
        }
        out
    }

    /// What the harness's CQ ring holds and did.
    struct Cq {
        log2: u8,
        producer: u32,
        consumer: u32,
        error: bool,
        /// Entries by slot.
        ring: Vec<[u8; CQE_SIZE]>,
    }

    /// Runs `r` on `b`: random back-pressure, fetch and drain latencies, DMA completion errors
    /// (`err_pct`). Returns the decoded written entries and the number lost, failed, and how it
    /// ended (`fin`).
    fn run(b: &mut CompletionSeq, rng: &mut StdRng, r: &Req, cq: &mut Cq, err_pct: u32) -> (Vec<Completion>, usize, usize, bool) {
        fn clk(b: &mut CompletionSeq) -> &mut Signal<In, Clock> {
            &mut b.clock
        }
        let (mut got, mut lost, mut failed) = (vec![], 0, 0);
        b.cqe.next = r.cqe;
        b.flush.next = r.flush;
        b.status.next = (r.status as u64).into();
        b.opcode.next = (r.opcode as u64).into();
        b.len.next = (r.len as u64).into();
        b.flags.next = (r.flags as u64).into();
        b.idx.next = (r.idx as u64).into();
        b.bound.next = (r.idx.wrapping_add(r.n_flush) as u64).into();
        b.have_wr_id.next = r.have_wr_id;
        b.payload_failed.next = r.payload_failed;
        b.op_err_set.next = r.op_err;
        b.start.next = true;
        rising_edge(b, clk);
        b.start.next = false;
        b.op_err_set.next = false;
        // (The harness keeps changing the entry inputs' meaning from here on: the sequencer must
        // have sampled them.)
        b.status.next = 0xEE.into();
        b.idx.next = 0.into();
        b.bound.next = 0.into();
        let (mut fetch_wait, mut drain_wait, mut in_req, mut in_data, mut cpl_due) = (None::<u32>, rng.gen_range(0u32..4), None::<u64>, None, None::<(u32, bool)>);
        let (mut prev_idx, mut prev_fetch) = (b.cur_idx.val().to_u32(), false);
        for _cycle in 0..500 {
            b.drained.next = drain_wait == 0;
            drain_wait = drain_wait.saturating_sub(1);
            b.cq_producer.next = (cq.producer as u64).into();
            b.cq_consumer.next = (cq.consumer as u64).into();
            b.cq_error.next = cq.error;
            b.cq.req_ready.next = rng.gen_bool(0.6);
            b.cq.ready.next = rng.gen_bool(0.6);
            b.cq.cpl_valid.next = false;
            b.cq.cpl_status.next = 0.into();
            if let Some((wait, err)) = cpl_due {
                if wait == 0 {
                    b.cq.cpl_valid.next = true;
                    b.cq.cpl_status.next = (if err { 2 } else { 0 }).into();
                    cpl_due = None;
                } else {
                    cpl_due = Some((wait - 1, err));
                }
            }
            b.fetched.next = fetch_wait == Some(0);
            settle(b);
            // A flush fetch names its WQE a cycle ahead (the caller registers the slot).
            if b.fetch.val() && !prev_fetch {
                assert_eq!(b.cur_idx.val().to_u32(), prev_idx, "cur_idx changed as the fetch started");
                fetch_wait = Some(rng.gen_range(1..6));
                // The head's WQE, or the flushed one.
                let head = r.cqe && got.len() + lost == 0;
                b.wr_id.next = if head { HEAD_WR_ID } else { wqe_wr_id(b.cur_idx.val().to_u32()) }.into();
                settle(b);
            }
            if !b.fetch.val() {
                assert!(fetch_wait.is_none() || fetch_wait == Some(0), "fetch dropped before it ended");
            }
            if r.cqe && r.have_wr_id && got.len() + lost == 0 {
                b.wr_id.next = HEAD_WR_ID.into();
                settle(b);
            }
            if b.cq.req_valid.val() && b.cq.req_ready.val() {
                assert!(in_req.is_none());
                assert_eq!(b.cq.req_len.val().to_u32(), CQE_SIZE as u32);
                in_req = Some(b.cq.req_addr.val().to_u64());
            }
            if b.cq.valid.val() && b.cq.ready.val() {
                in_data = Some(bits_to_bytes(b.cq.data.val()));
                cpl_due = Some((rng.gen_range(0..6), rng.gen_range(0..100) < err_pct));
            }
            if b.cq_inc.val() {
                let addr = in_req.take().expect("an entry completed without its request");
                let slot = ((cq.producer & ((1 << cq.log2) - 1)) as usize, cq.producer);
                assert_eq!(addr, CQ_BASE + 64 * slot.0 as u64, "entry slot");
                cq.ring[slot.0] = in_data.take().expect("an entry completed without its data");
                got.push(decode_cqe(&cq.ring[slot.0], slot.1, cq.log2).expect("decodes").expect("owner bit of this pass"));
                cq.producer = cq.producer.wrapping_add(1);
            }
            if b.ev.write_err.val() {
                failed += 1;
            }
            if b.ev.lost.val() {
                assert!(b.cq_err_set.val());
                lost += 1;
            }
            if b.cq_err_set.val() {
                cq.error = true;
            }
            assert!(!(b.ev.done.val() && b.ev.fin.val()));
            let end = b.ev.done.val() || b.ev.fin.val();
            let fin = b.ev.fin.val();
            prev_idx = b.cur_idx.val().to_u32();
            prev_fetch = b.fetch.val();
            fetch_wait = match fetch_wait {
                Some(0) => None,
                Some(n) => Some(n - 1),
                None => None,
            };
            rising_edge(b, clk);
            if end {
                return (got, lost, failed, fin);
            }
        }
        panic!("the sequence did not end in 500 cycles: {r:?}");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
        /// Sequences of completions and flushes against golden's completions (decoded from the
        /// written entries with golden's `decode_cqe`), through a CQ that may be full or in error
        /// (golden's `Env::complete`: the first entry it cannot take puts it in error, and every
        /// later one is lost too), three sequences per instance.
        #[test]
        fn completes_and_flushes_as_golden(rs in prop::collection::vec(req(), 3), log2 in 1u8..4, fill in 0u32..9, p0 in any::<u32>(), err0 in any::<bool>(), seed in any::<u64>()) {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut b = CompletionSeq::default();
            b.connect_all();
            b.qpn.next = (QPN as u64).into();
            b.imm.next = (IMM as u64).into();
            b.src_qp.next = (SRC_QP as u64).into();
            b.src_ip.next = (u32::from_le_bytes(SRC_IP) as u64).into();
            b.ip_v6.next = false;
            b.cq_base.next = CQ_BASE.into();
            b.cq_log2.next = (log2 as u64).into();
            b.reset.next = true;
            rising_edge(&mut b, |b| &mut b.clock);
            b.reset.next = false;
            let size = 1u32 << log2;
            let mut cq = Cq { log2, producer: p0, consumer: p0.wrapping_sub(fill.min(size)), error: err0 && fill == 0, ring: vec![[0; CQE_SIZE]; size as usize] };
            for r in &rs {
                let want = expected(r);
                // golden's CQ rule on the harness's ring.
                let (mut room, mut err) = (size - cq.producer.wrapping_sub(cq.consumer), cq.error);
                let mut want_written = vec![];
                for c in &want {
                    if err || room == 0 {
                        err = true;
                    } else {
                        room -= 1;
                        want_written.push(c.clone());
                    }
                }
                let (got, lost, failed, fin) = run(&mut b, &mut rng, r, &mut cq, 10);
                prop_assert_eq!(&got, &want_written, "{:?}", r);
                prop_assert_eq!(lost, want.len() - want_written.len());
                prop_assert_eq!(cq.error, err);
                prop_assert!(failed <= got.len());
                prop_assert_eq!(fin, r.flush, "a flush ends with fin, anything else with done");
            }
        }
    }

    /// The literals in `update` are golden's codes.
    #[test]
    fn codes_are_goldens() {
        assert_eq!(status_code(SgError::Memory.status()), 2);
        assert_eq!(status_code(WcStatus::WrFlushErr), 4);
        assert_eq!([opcode_code(WcOpcode::Recv), opcode_code(WcOpcode::RecvRdmaWithImm)], [5, 6]);
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_completion_seq", CompletionSeq::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
