//! Two DMA write clients on one of the DMA engine's write client ports ([crate::dma_engine]'s
//! contract on every side; why: [crate::dma_read_mux]).
//!
//! - Requests and answer order: [DmaOrder], as in [crate::dma_read_mux].
//! - Data: the engine takes a port's beats in its request order, so the stream of the oldest
//!   request with beats to send is the port's stream until its beat with `last`. A user's beats
//!   are passed on only after its request was taken (the engine's contract allows no more).
//! - Completions go to the oldest outstanding request's user (one with nothing outstanding goes
//!   nowhere).
use crate::dma_client::{DmaWriteClient, DmaWriteServer};
use crate::dma_order::DmaOrder;
use rust_hdl::prelude::*;

/// Two write clients (`a`, `b`) on one engine port (`m`).
#[derive(LogicBlock, Default)]
pub struct DmaWriteMux {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (forgets outstanding requests: reset the engine with it).
    pub reset: Signal<In, Bit>,
    /// User A's port (it sees the engine's side of the contract).
    pub a: DmaWriteServer,
    /// User B's port.
    pub b: DmaWriteServer,
    /// The engine's port.
    pub m: DmaWriteClient,
    /// Request pick and answer order.
    order: DmaOrder,
    /// The stream comes from B.
    beat_b: Signal<Local, Bit>,
}

impl Logic for DmaWriteMux {
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
        // ---- data beats, from the head user ----
        self.beat_b.next = self.order.beat_b.val();
        self.m.data.next = self.a.data.val();
        self.m.keep.next = self.a.keep.val();
        self.m.last.next = self.a.last.val();
        self.m.valid.next = self.order.beat_valid.val() & self.a.valid.val();
        if self.beat_b.val() {
            self.m.data.next = self.b.data.val();
            self.m.keep.next = self.b.keep.val();
            self.m.last.next = self.b.last.val();
            self.m.valid.next = self.order.beat_valid.val() & self.b.valid.val();
        }
        self.a.ready.next = self.m.ready.val() & self.order.beat_valid.val() & !self.beat_b.val();
        self.b.ready.next = self.m.ready.val() & self.order.beat_valid.val() & self.beat_b.val();
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
