//! Write-error tracker (issue 15): the owner of every DMA write a transport engine issues, until
//! its completion, and what a failed one means.
//!
//! Each write request taken (`req_go`) pushes its [WriteOwner] (QP, PSN, MSN before the packet,
//! SEND, last packet, payload or not); each completion pops one (the DMA write client completes
//! in request order). A failed completion (AXI SLVERR/DECERR) of a payload write is golden's
//! memory fault after the fact:
//! - its owner waits in the `failed` queue until the engine's header machine takes it
//!   (`failed_pop`) and answers it (an RC QP to ERR with a remote operational error NAK, a UC
//!   message dropped);
//! - the withdrawal (`werr_*`): the TX side withdraws the QP's answers queued since the failed
//!   write (those whose write tag is above `werr_idx`), until it dequeues the QP's `werr` NAK
//!   (`werr_clear`), or until the handler says no such NAK will come (`handler_no_nak`). One QP
//!   at a time: a failure of another QP meanwhile is still queued and answered, but its queued
//!   answers are not withdrawn.
//!
//! A failed write that is not payload (an atomic's word or replay entry) is the engine's own to
//! answer (it sees the completion status and `head`, the completing write's owner). `issued` and `done` count requests and completions (16 bits, wrapping):
//! a job whose write tag is `issued` waits until `done` reaches it. `room` (registered) allows one
//! more request: at most 32 are outstanding. An owner shows in `head` two cycles after its request
//! (the FIFO's latency, `hdl::sync_fifo`), a failure in `failed` two cycles after its completion:
//! a DMA write completes far later than that.
use crate::sync_fifo::DeepRecordFifo;

/// `room` is high while fewer than this many writes are outstanding (the owner FIFO holds 64;
/// `room` is registered, so one more may be requested in the cycle it falls).
pub const WRITE_OWNERS_ROOM: usize = 62;
use rust_hdl::prelude::*;

/// The owner of one DMA write request.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct WriteOwner {
    /// A payload write (its failure is the packet's): not an atomic's word or replay entry.
    pub payload: Bit,
    /// QP.
    pub qpn: Bits<24>,
    /// PSN of the packet.
    pub psn: Bits<24>,
    /// MSN before the packet.
    pub msn: Bits<24>,
    /// The packet is a SEND.
    pub send: Bit,
    /// The packet is the last (or only) of its message.
    pub last: Bit,
}

/// The tracker.
#[derive(LogicBlock)]
pub struct WriteTracker {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (forgets every owner, ends any withdrawal).
    pub reset: Signal<In, Bit>,
    /// A DMA write request is taken this cycle.
    pub req_go: Signal<In, Bit>,
    /// Its owner.
    pub req_owner: Signal<In, WriteOwner>,
    /// DMA write client: completion pulse.
    pub cpl_valid: Signal<In, Bit>,
    /// DMA write client: completion status (0 OK).
    pub cpl_status: Signal<In, Bits<2>>,
    /// Room for one more request (registered: fewer than [`WRITE_OWNERS_ROOM`] outstanding).
    pub room: Signal<Out, Bit>,
    /// Requests taken so far (wrapping).
    pub issued: Signal<Out, Bits<16>>,
    /// Completions so far (wrapping).
    pub done: Signal<Out, Bits<16>>,
    /// Every request taken has completed.
    pub drained: Signal<Out, Bit>,
    /// The owner of the oldest outstanding write: the next completion's (valid while
    /// `drained` is low). Registered, so a user may combine it with the completion it drives in.
    pub head: Signal<Out, WriteOwner>,
    /// A failed payload write waits for the handler.
    pub failed_valid: Signal<Out, Bit>,
    /// The oldest failed payload write's owner.
    pub failed: Signal<Out, WriteOwner>,
    /// Take `failed`.
    pub failed_pop: Signal<In, Bit>,
    /// The handler queued the remote operational error NAK of `handler_qpn` (its dequeue, seen
    /// as `werr_clear`, ends that QP's withdrawal).
    pub handler_nak: Signal<In, Bit>,
    /// The handler answered `handler_qpn`'s failure without a NAK (UC, UD, a QP already in
    /// ERR): its withdrawal ends now, unless a NAK of it is already queued.
    pub handler_no_nak: Signal<In, Bit>,
    /// The QP the handler answers.
    pub handler_qpn: Signal<In, Bits<24>>,
    /// Withdrawal in force: the TX withdraws `werr_qpn`'s queued answers tagged after `werr_idx`.
    pub werr_valid: Signal<Out, Bit>,
    /// QP of the failed write.
    pub werr_qpn: Signal<Out, Bits<24>>,
    /// Completions before the failed write.
    pub werr_idx: Signal<Out, Bits<16>>,
    /// TX: the `werr` NAK of `werr_qpn` was dequeued (the withdrawal ends).
    pub werr_clear: Signal<In, Bit>,
    owners: DeepRecordFifo<Bits<75>>,
    failures: DeepRecordFifo<Bits<75>>,
    owner_bits: Signal<Local, Bits<75>>,
    /// A payload write fails this cycle.
    fail_now: Signal<Local, Bit>,
    cnt: DFF<Bits<7>>,
    n_issued: DFF<Bits<16>>,
    n_done: DFF<Bits<16>>,
    we_valid: DFF<Bit>,
    /// The `werr` NAK of the withdrawal's QP is queued.
    we_nakp: DFF<Bit>,
    we_qpn: DFF<Bits<24>>,
    we_idx: DFF<Bits<16>>,
}

impl Default for WriteTracker {
    fn default() -> Self {
        WriteTracker {
            clock: Default::default(),
            reset: Default::default(),
            req_go: Default::default(),
            req_owner: Default::default(),
            cpl_valid: Default::default(),
            cpl_status: Default::default(),
            room: Default::default(),
            issued: Default::default(),
            done: Default::default(),
            drained: Default::default(),
            head: Default::default(),
            failed_valid: Default::default(),
            failed: Default::default(),
            failed_pop: Default::default(),
            handler_nak: Default::default(),
            handler_no_nak: Default::default(),
            handler_qpn: Default::default(),
            werr_valid: Default::default(),
            werr_qpn: Default::default(),
            werr_idx: Default::default(),
            werr_clear: Default::default(),
            owners: Default::default(),
            failures: Default::default(),
            owner_bits: Default::default(),
            fail_now: Default::default(),
            cnt: Default::default(),
            n_issued: Default::default(),
            n_done: Default::default(),
            we_valid: Default::default(),
            we_nakp: Default::default(),
            we_qpn: Default::default(),
            we_idx: Default::default(),
        }
    }
}

impl Logic for WriteTracker {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, cnt, n_issued, n_done, we_valid, we_nakp, we_qpn, we_idx);
        clock!(self, clock, owners, failures);
        self.owners.reset.next = self.reset.val();
        self.owners.replace.next = false;
        self.failures.reset.next = self.reset.val();
        self.failures.replace.next = false;
        self.owner_bits.next = self.req_owner.val().into();
        self.owners.wr_en.next = self.req_go.val();
        self.owners.wr_data.next = self.owner_bits.val();
        self.owners.rd_en.next = self.cpl_valid.val();
        // The completing write's owner (bit 0 payload, qpn from bit 1: WriteOwner's packing).
        self.head.next.payload = self.owners.rd_data.val().get_bit(0);
        self.head.next.qpn = self.owners.rd_data.val().get_bits::<24>(1);
        self.head.next.psn = self.owners.rd_data.val().get_bits::<24>(25);
        self.head.next.msn = self.owners.rd_data.val().get_bits::<24>(49);
        self.head.next.send = self.owners.rd_data.val().get_bit(73);
        self.head.next.last = self.owners.rd_data.val().get_bit(74);
        self.fail_now.next = self.cpl_valid.val() & (self.cpl_status.val() != 0) & self.owners.rd_valid.val() & self.owners.rd_data.val().get_bit(0);
        self.failures.wr_en.next = self.fail_now.val();
        self.failures.wr_data.next = self.owners.rd_data.val();
        self.failures.rd_en.next = self.failed_pop.val();
        self.failed_valid.next = self.failures.rd_valid.val();
        self.failed.next.payload = self.failures.rd_data.val().get_bit(0);
        self.failed.next.qpn = self.failures.rd_data.val().get_bits::<24>(1);
        self.failed.next.psn = self.failures.rd_data.val().get_bits::<24>(25);
        self.failed.next.msn = self.failures.rd_data.val().get_bits::<24>(49);
        self.failed.next.send = self.failures.rd_data.val().get_bit(73);
        self.failed.next.last = self.failures.rd_data.val().get_bit(74);
        // The withdrawal: the handler first, then the TX's dequeue, then a new failure.
        if self.handler_nak.val() & self.we_valid.q.val() & (self.we_qpn.q.val() == self.handler_qpn.val()) {
            self.we_nakp.d.next = true;
        }
        if self.handler_no_nak.val() & self.we_valid.q.val() & (self.we_qpn.q.val() == self.handler_qpn.val()) & !self.we_nakp.q.val() {
            self.we_valid.d.next = false;
        }
        if self.werr_clear.val() {
            self.we_valid.d.next = false;
            self.we_nakp.d.next = false;
        }
        if self.fail_now.val() & (!self.we_valid.q.val() | self.werr_clear.val()) {
            self.we_valid.d.next = true;
            self.we_nakp.d.next = false;
            self.we_qpn.d.next = self.owners.rd_data.val().get_bits::<24>(1);
            self.we_idx.d.next = self.n_done.q.val();
        }
        self.werr_valid.next = self.we_valid.q.val();
        self.werr_qpn.next = self.we_qpn.q.val();
        self.werr_idx.next = self.we_idx.q.val();
        self.cnt.d.next = self.cnt.q.val() + bit_cast::<7, 1>(self.req_go.val().into()) - bit_cast::<7, 1>(self.cpl_valid.val().into());
        self.room.next = self.cnt.q.val() < 62;
        if self.req_go.val() {
            self.n_issued.d.next = self.n_issued.q.val() + 1;
        }
        if self.cpl_valid.val() {
            self.n_done.d.next = self.n_done.q.val() + 1;
        }
        self.issued.next = self.n_issued.q.val();
        self.done.next = self.n_done.q.val();
        self.drained.next = self.n_issued.q.val() == self.n_done.q.val();
        if self.reset.val() {
            self.cnt.d.next = 0.into();
            self.n_issued.d.next = 0.into();
            self.n_done.d.next = 0.into();
            self.we_valid.d.next = false;
            self.we_nakp.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The owner record's packing is the one `update` unpacks from the FIFO words.
    #[test]
    fn owner_layout() {
        let o = WriteOwner::default();
        assert_eq!(
            [o.get_my_offset_payload(), o.get_my_offset_qpn(), o.get_my_offset_psn(), o.get_my_offset_msn(), o.get_my_offset_send(), o.get_my_offset_last()],
            [0, 1, 25, 49, 73, 74]
        );
        assert_eq!(<WriteOwner as Synth>::BITS, 75);
    }

    /// Exports and lints clean (unused-signal warnings off: the FIFOs' `fill` is not read, see
    /// `scripts/verilator-lint.sh`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_write_tracker", WriteTracker::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
