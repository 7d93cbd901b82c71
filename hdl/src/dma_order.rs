//! The part two DMA users sharing one engine client port have in common, read or write
//! ([crate::dma_read_mux], [crate::dma_write_mux]): the request pick and the order of the
//! answers.
//!
//! - Requests: round robin when both offer one (the user served last yields), straight through
//!   (`req_ready` from the engine's, combinational), while both order queues have room (32
//!   requests outstanding).
//! - Order: the engine answers a port's requests in order, so the user of every request taken
//!   is queued ([BitQueue]) for its completion and, unless its length is 0 (no beat), for its
//!   data beats. The owner routes beats to (or from) `beat_b`'s user while `beat_valid`, and
//!   says when a request's last beat passed (`beat_done`); completions go to `cpl_b`'s user
//!   while `cpl_valid` (`cpl` pops it).
use crate::bit_queue::BitQueue;
use rust_hdl::prelude::*;

/// Request pick and answer order of two users on one DMA client port.
#[derive(LogicBlock, Default)]
pub struct DmaOrder {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (forgets outstanding requests).
    pub reset: Signal<In, Bit>,
    /// User A offers a request.
    pub a_valid: Signal<In, Bit>,
    /// User A's request address.
    pub a_addr: Signal<In, Bits<64>>,
    /// User A's request length.
    pub a_len: Signal<In, Bits<17>>,
    /// User A's request is taken.
    pub a_ready: Signal<Out, Bit>,
    /// User B offers a request.
    pub b_valid: Signal<In, Bit>,
    /// User B's request address.
    pub b_addr: Signal<In, Bits<64>>,
    /// User B's request length.
    pub b_len: Signal<In, Bits<17>>,
    /// User B's request is taken.
    pub b_ready: Signal<Out, Bit>,
    /// The request offered to the engine.
    pub m_valid: Signal<Out, Bit>,
    /// Its address.
    pub m_addr: Signal<Out, Bits<64>>,
    /// Its length.
    pub m_len: Signal<Out, Bits<17>>,
    /// The engine takes it.
    pub m_ready: Signal<In, Bit>,
    /// The oldest request with beats still to pass is B's.
    pub beat_b: Signal<Out, Bit>,
    /// Some request has beats still to pass.
    pub beat_valid: Signal<Out, Bit>,
    /// That request's last beat passes this cycle.
    pub beat_done: Signal<In, Bit>,
    /// The oldest request still to complete is B's.
    pub cpl_b: Signal<Out, Bit>,
    /// Some request is still to complete.
    pub cpl_valid: Signal<Out, Bit>,
    /// A completion arrives this cycle.
    pub cpl: Signal<In, Bit>,
    beats: BitQueue,
    cpls: BitQueue,
    /// B was served last.
    last_b: DFF<Bit>,
    /// B's request is the one offered.
    pick_b: Signal<Local, Bit>,
    /// Both queues have room.
    room: Signal<Local, Bit>,
    /// The offered request is taken.
    take: Signal<Local, Bit>,
}

impl Logic for DmaOrder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, last_b);
        clock!(self, clock, beats, cpls);
        self.beats.reset.next = self.reset.val();
        self.cpls.reset.next = self.reset.val();
        self.room.next = !self.beats.full.val() & !self.cpls.full.val();
        self.pick_b.next = self.b_valid.val() & (!self.a_valid.val() | !self.last_b.q.val());
        self.m_valid.next = (self.a_valid.val() | self.b_valid.val()) & self.room.val();
        self.m_addr.next = self.a_addr.val();
        self.m_len.next = self.a_len.val();
        if self.pick_b.val() {
            self.m_addr.next = self.b_addr.val();
            self.m_len.next = self.b_len.val();
        }
        self.a_ready.next = self.m_ready.val() & self.room.val() & !self.pick_b.val();
        self.b_ready.next = self.m_ready.val() & self.room.val() & self.pick_b.val();
        self.take.next = self.m_valid.val() & self.m_ready.val();
        if self.take.val() {
            self.last_b.d.next = self.pick_b.val();
        }
        self.cpls.push.next = self.take.val();
        self.cpls.push_bit.next = self.pick_b.val();
        self.beats.push.next = self.take.val() & self.m_len.val().any();
        self.beats.push_bit.next = self.pick_b.val();
        self.beat_b.next = self.beats.head.val();
        self.beat_valid.next = self.beats.valid.val();
        self.beats.pop.next = self.beat_done.val();
        self.cpl_b.next = self.cpls.head.val();
        self.cpl_valid.next = self.cpls.valid.val();
        self.cpls.pop.next = self.cpl.val();
        if self.reset.val() {
            self.last_b.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The muxes' tests exercise it whole; here only that it lints on its own.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_dma_order", DmaOrder::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
