//! Two DMA write clients on one of the DMA engine's write client ports ([crate::dma_engine]'s
//! contract on every side; why: [crate::dma_read_mux]).
//!
//! - Requests: round robin when both offer one, straight through, while both order queues
//!   have room (32 requests outstanding), as in [crate::dma_read_mux].
//! - Data: the engine takes a port's beats in its request order, so the user of every request
//!   taken with a non-zero length is queued ([BitQueue]); the head user's stream is the port's
//!   stream until its beat with `last`. A user's beats are passed on only after its request was
//!   taken (the engine's contract allows no more).
//! - Completions go to the completion queue's head user (one with nothing outstanding goes nowhere).
use crate::bit_queue::BitQueue;
use crate::dma_client::{DmaWriteClient, DmaWriteServer};
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
    /// The users of the requests whose beats are still to be sent.
    beats: BitQueue,
    /// The users of the requests whose completions are still to come.
    cpls: BitQueue,
    /// B was served last (A wins a tie next).
    last_b: DFF<Bit>,
    /// B's request is the one offered this cycle.
    pick_b: Signal<Local, Bit>,
    /// Both queues have room.
    room: Signal<Local, Bit>,
    /// The offered request is taken by the engine.
    take: Signal<Local, Bit>,
    /// The stream comes from B.
    beat_b: Signal<Local, Bit>,
}

impl Logic for DmaWriteMux {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, last_b);
        clock!(self, clock, beats, cpls);
        self.beats.reset.next = self.reset.val();
        self.cpls.reset.next = self.reset.val();
        // ---- requests ----
        self.room.next = !self.beats.full.val() & !self.cpls.full.val();
        self.pick_b.next = self.b.req_valid.val() & (!self.a.req_valid.val() | !self.last_b.q.val());
        self.m.req_valid.next = (self.a.req_valid.val() | self.b.req_valid.val()) & self.room.val();
        self.m.req_addr.next = self.a.req_addr.val();
        self.m.req_len.next = self.a.req_len.val();
        if self.pick_b.val() {
            self.m.req_addr.next = self.b.req_addr.val();
            self.m.req_len.next = self.b.req_len.val();
        }
        self.a.req_ready.next = self.m.req_ready.val() & self.room.val() & !self.pick_b.val();
        self.b.req_ready.next = self.m.req_ready.val() & self.room.val() & self.pick_b.val();
        self.take.next = self.m.req_valid.val() & self.m.req_ready.val();
        if self.take.val() {
            self.last_b.d.next = self.pick_b.val();
        }
        self.cpls.push.next = self.take.val();
        self.cpls.push_bit.next = self.pick_b.val();
        self.beats.push.next = self.take.val() & self.m.req_len.val().any();
        self.beats.push_bit.next = self.pick_b.val();
        // ---- data beats, from the head user ----
        self.beat_b.next = self.beats.head.val();
        self.m.data.next = self.a.data.val();
        self.m.keep.next = self.a.keep.val();
        self.m.last.next = self.a.last.val();
        self.m.valid.next = self.beats.valid.val() & self.a.valid.val();
        if self.beat_b.val() {
            self.m.data.next = self.b.data.val();
            self.m.keep.next = self.b.keep.val();
            self.m.last.next = self.b.last.val();
            self.m.valid.next = self.beats.valid.val() & self.b.valid.val();
        }
        self.a.ready.next = self.m.ready.val() & self.beats.valid.val() & !self.beat_b.val();
        self.b.ready.next = self.m.ready.val() & self.beats.valid.val() & self.beat_b.val();
        self.beats.pop.next = self.m.valid.val() & self.m.ready.val() & self.m.last.val();
        // ---- completions, to the head user ----
        self.a.cpl_status.next = self.m.cpl_status.val();
        self.b.cpl_status.next = self.m.cpl_status.val();
        self.a.cpl_valid.next = self.m.cpl_valid.val() & self.cpls.valid.val() & !self.cpls.head.val();
        self.b.cpl_valid.next = self.m.cpl_valid.val() & self.cpls.valid.val() & self.cpls.head.val();
        self.cpls.pop.next = self.m.cpl_valid.val();
        if self.reset.val() {
            self.last_b.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests;
