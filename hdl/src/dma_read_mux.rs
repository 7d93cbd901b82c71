//! Two DMA read clients on one of the DMA engine's read client ports ([crate::dma_engine]'s
//! contract on every side): the requester's users share the engine's four ports with the
//! responder's (the send queue context cache with the key cache, the send WQE fetch with the
//! receive WQE fetch, ...), so the AXI ids stay two bits.
//!
//! - Requests: round robin when both offer one (the last user served yields), straight through
//!   (`req_ready` from the engine's, combinational). A request is passed on only while both
//!   order queues have room (32 requests outstanding).
//! - Order: the engine answers a port's requests in order, so the user of every request taken
//!   is queued ([BitQueue]) twice: once for its completion, and, unless its length is 0 (no
//!   beat), once for its data beats. The beats of the data queue's head user flow to it (its
//!   `ready` to the engine, combinational) until the beat with `last`; completions go to the
//!   completion queue's head user.
//! - Each user sees exactly the engine's contract: its own beats and completions, in its own
//!   request order. A user slow to take its beats holds up the other's beats behind them (one
//!   port, one order), never their requests.
use crate::bit_queue::BitQueue;
use crate::dma_client::{DmaReadClient, DmaReadServer};
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
    /// The users of the requests whose beats are still to come.
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
    /// The beat offered goes to B.
    beat_b: Signal<Local, Bit>,
}

impl Logic for DmaReadMux {
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
        // ---- data beats, to the head user ----
        self.beat_b.next = self.beats.head.val();
        self.a.data.next = self.m.data.val();
        self.a.keep.next = self.m.keep.val();
        self.a.last.next = self.m.last.val();
        self.b.data.next = self.m.data.val();
        self.b.keep.next = self.m.keep.val();
        self.b.last.next = self.m.last.val();
        self.a.valid.next = self.m.valid.val() & self.beats.valid.val() & !self.beat_b.val();
        self.b.valid.next = self.m.valid.val() & self.beats.valid.val() & self.beat_b.val();
        self.m.ready.next = self.beats.valid.val() & ((self.a.ready.val() & !self.beat_b.val()) | (self.b.ready.val() & self.beat_b.val()));
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
