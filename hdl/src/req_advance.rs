//! The requester's per-packet bookkeeping (issue 16): what sending one packet of the WQE at a
//! QP's send cursor does to its send-queue context ([`golden::context::SqContext`]), by golden's
//! rules (`golden::requester`, `next_packet`):
//! - the packet's PSN is `npsn`; it is a retransmission when `npsn` is before `max_psn` (the
//!   first PSN never sent), and otherwise `max_psn` moves past it (past the whole rest a READ
//!   request asks for);
//! - the WQE is *fresh* (never started) when `npsn` is at `max_psn` and no byte of it has been
//!   sent (`next_offset` 0); a fresh READ or atomic counts one more outstanding;
//! - RC sets AckReq on a last or only packet, on every READ and atomic request, and when
//!   `ack_every` packets have gone since the last AckReq (`since_ackreq`);
//! - the cursor moves to the next WQE after a last packet or a READ/atomic request, else by the
//!   packet's payload (`next_offset`);
//! - RC arms the retransmission timer if it is not running; UC and UD complete a WQE as its last
//!   packet leaves.
//!
//! In: the context's fields, the WQE's class and the packet's shape ([`crate::req_segment`]).
//! Out: the packet's PSN, AckReq and retransmission flags and the fields' next values.
//! Combinational: the requester writes the outputs back into the context with the packet.

use rust_hdl::prelude::*;

/// One packet's bookkeeping.
#[derive(LogicBlock, Default)]
pub struct ReqAdvance {
    /// The QP is RC.
    pub rc: Signal<In, Bit>,
    /// AckReq at least every this many packets (1..=255; 0 counts as 1).
    pub ack_every: Signal<In, Bits<8>>,
    /// Context: the next PSN to send.
    pub npsn: Signal<In, Bits<24>>,
    /// Context: the first PSN never sent.
    pub max_psn: Signal<In, Bits<24>>,
    /// Context: bytes of the WQE at the cursor already sent.
    pub next_offset: Signal<In, Bits<32>>,
    /// Context: the cursor (free-running WQE index).
    pub sq_next: Signal<In, Bits<32>>,
    /// Context: READ/atomic requests outstanding.
    pub rd_out: Signal<In, Bits<5>>,
    /// Context: RC packets since the last AckReq.
    pub since: Signal<In, Bits<8>>,
    /// Context: the retransmission timer runs.
    pub timer_armed: Signal<In, Bit>,
    /// The WQE is a READ or an atomic (its request asks for the whole rest).
    pub rd_atomic: Signal<In, Bit>,
    /// The packet: the message's last.
    pub last: Signal<In, Bit>,
    /// The packet: payload bytes.
    pub plen: Signal<In, Bits<13>>,
    /// The packet: PSNs it consumes.
    pub psns: Signal<In, Bits<24>>,
    /// The WQE has never started (the gate's `started` is its complement).
    pub fresh: Signal<Out, Bit>,
    /// The packet's PSN.
    pub psn: Signal<Out, Bits<24>>,
    /// The packet asks for an ACK.
    pub ack_req: Signal<Out, Bit>,
    /// The packet is a retransmission.
    pub retrans: Signal<Out, Bit>,
    /// Next `npsn`.
    pub n_npsn: Signal<Out, Bits<24>>,
    /// Next `max_psn`.
    pub n_max_psn: Signal<Out, Bits<24>>,
    /// Next `next_offset`.
    pub n_next_offset: Signal<Out, Bits<32>>,
    /// Next `sq_next`.
    pub n_sq_next: Signal<Out, Bits<32>>,
    /// Next `rd_atomic_out`.
    pub n_rd_out: Signal<Out, Bits<5>>,
    /// Next `since_ackreq`.
    pub n_since: Signal<Out, Bits<8>>,
    /// Start the retransmission timer (RC, not running).
    pub arm: Signal<Out, Bit>,
    /// UC/UD: the WQE completes with this packet.
    pub done_on_send: Signal<Out, Bit>,
    psn_end: Signal<Local, Bits<24>>,
    /// The cursor leaves the WQE.
    step: Signal<Local, Bit>,
    every: Signal<Local, Bits<8>>,
}

impl Logic for ReqAdvance {
    #[hdl_gen]
    fn update(&mut self) {
        self.psn.next = self.npsn.val();
        self.psn_end.next = self.npsn.val() + self.psns.val();
        self.retrans.next = self.npsn.val() != self.max_psn.val();
        self.fresh.next = !self.retrans.val() & !self.next_offset.val().any();
        self.n_npsn.next = self.psn_end.val();
        self.n_max_psn.next = self.psn_end.val();
        if self.retrans.val() {
            self.n_max_psn.next = self.max_psn.val();
        }
        self.step.next = self.last.val() | self.rd_atomic.val();
        self.n_sq_next.next = self.sq_next.val();
        self.n_next_offset.next = self.next_offset.val() + bit_cast::<32, 13>(self.plen.val());
        if self.step.val() {
            self.n_sq_next.next = self.sq_next.val() + 1;
            self.n_next_offset.next = 0.into();
        }
        self.n_rd_out.next = self.rd_out.val();
        if self.fresh.val() & self.rd_atomic.val() {
            self.n_rd_out.next = self.rd_out.val() + 1;
        }
        self.every.next = self.ack_every.val();
        if !self.ack_every.val().any() {
            self.every.next = 1.into();
        }
        self.ack_req.next = false;
        self.n_since.next = self.since.val();
        if self.rc.val() {
            self.ack_req.next = self.step.val() | ((self.since.val() + 1) >= self.every.val());
            self.n_since.next = self.since.val() + 1;
            if self.ack_req.val() {
                self.n_since.next = 0.into();
            }
        }
        self.arm.next = self.rc.val() & !self.timer_armed.val();
        self.done_on_send.next = !self.rc.val() & self.last.val();
    }
}

#[cfg(test)]
mod tests;
