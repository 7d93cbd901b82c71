//! Two DMA read clients on one of the DMA engine's read client ports ([crate::dma_engine]'s
//! contract on every side): the requester's users share the engine's four ports with the
//! responder's (the send queue context cache with the key cache, the send WQE fetch with the
//! receive WQE fetch, ...), so the AXI ids stay two bits.
//!
//! - Requests and answer order: [DmaOrder] (round robin, 32 outstanding, the user of each
//!   request queued for its beats and its completion).
//! - The beats of the oldest request with beats to come flow to its user (its `ready` to the
//!   engine, combinational) until the beat with `last`; completions go to the oldest
//!   outstanding request's user (one with nothing outstanding goes nowhere).
//! - Each user sees exactly the engine's contract: its own beats and completions, in its own
//!   request order. A user slow to take its beats holds up the other's beats behind them (one
//!   port, one order), never their requests.
use crate::dma_client::{DmaReadClient, DmaReadServer};
use crate::dma_order::DmaOrder;
use rust_hdl::prelude::*;

/// Two read clients (`a`, `b`) on one engine port (`m`).
#[derive(LogicBlock, Default)]
pub struct DmaReadMux {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (forgets outstanding requests: reset the engine with it).
    pub reset: Signal<In, Bit>,
    /// User A's port (it sees the engine's side of the contract).
    pub a: DmaReadServer,
    /// User B's port.
    pub b: DmaReadServer,
    /// The engine's port.
    pub m: DmaReadClient,
    /// Request pick and answer order.
    order: DmaOrder,
    /// The beat offered goes to B.
    beat_b: Signal<Local, Bit>,
}

impl Logic for DmaReadMux {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, order);
        self.order.reset.next = self.reset.val();
        // ---- requests ----
        self.order.a_valid.next = self.a.req_valid.val();
        self.order.a_addr.next = self.a.req_addr.val();
        self.order.a_len.next = self.a.req_len.val();
        self.order.b_valid.next = self.b.req_valid.val();
        self.order.b_addr.next = self.b.req_addr.val();
        self.order.b_len.next = self.b.req_len.val();
        self.a.req_ready.next = self.order.a_ready.val();
        self.b.req_ready.next = self.order.b_ready.val();
        self.m.req_valid.next = self.order.m_valid.val();
        self.m.req_addr.next = self.order.m_addr.val();
        self.m.req_len.next = self.order.m_len.val();
        self.order.m_ready.next = self.m.req_ready.val();
        // ---- data beats, to the head user ----
        self.beat_b.next = self.order.beat_b.val();
        self.a.data.next = self.m.data.val();
        self.a.keep.next = self.m.keep.val();
        self.a.last.next = self.m.last.val();
        self.b.data.next = self.m.data.val();
        self.b.keep.next = self.m.keep.val();
        self.b.last.next = self.m.last.val();
        self.a.valid.next = self.m.valid.val() & self.order.beat_valid.val() & !self.beat_b.val();
        self.b.valid.next = self.m.valid.val() & self.order.beat_valid.val() & self.beat_b.val();
        self.m.ready.next =
            self.order.beat_valid.val() & ((self.a.ready.val() & !self.beat_b.val()) | (self.b.ready.val() & self.beat_b.val()));
        self.order.beat_done.next = self.m.valid.val() & self.m.ready.val() & self.m.last.val();
        // ---- completions, to the head user ----
        self.a.cpl_status.next = self.m.cpl_status.val();
        self.b.cpl_status.next = self.m.cpl_status.val();
        self.a.cpl_valid.next = self.m.cpl_valid.val() & self.order.cpl_valid.val() & !self.order.cpl_b.val();
        self.b.cpl_valid.next = self.m.cpl_valid.val() & self.order.cpl_valid.val() & self.order.cpl_b.val();
        self.order.cpl.next = self.m.cpl_valid.val();
    }
}

#[cfg(test)]
mod tests;
