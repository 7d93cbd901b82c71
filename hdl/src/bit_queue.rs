//! A queue of one-bit entries in flip-flops (32 entries): the order of requests that two users
//! made through one shared port, so that the port's in-order answers go back to the right user
//! ([crate::dma_read_mux], [crate::dma_write_mux]).
//!
//! Unlike [crate::sync_fifo::SyncFifo] (RAM, first entry visible two cycles after its write), an
//! entry pushed in cycle `t` is at the head in cycle `t + 1`: an answer can never overtake the
//! record of its own request. Entry `i` (0 = head) is bit `i` of one register; a pop shifts it
//! right by one (filling with 0), a push of a 1 sets bit `count` (or `count - 1` when a pop happens
//! in the same cycle); bits at and above the entry count are therefore always 0.
use rust_hdl::prelude::*;

/// Entries of a [`BitQueue`].
pub const BIT_QUEUE_DEPTH: u64 = 32;

/// A 32-entry queue of bits.
#[derive(LogicBlock, Default)]
pub struct BitQueue {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the queue).
    pub reset: Signal<In, Bit>,
    /// Add `push_bit` at the tail (ignored when `full`: the user checks first).
    pub push: Signal<In, Bit>,
    /// The entry to add.
    pub push_bit: Signal<In, Bit>,
    /// Remove the head (ignored when empty).
    pub pop: Signal<In, Bit>,
    /// The head entry (meaningful while `valid`).
    pub head: Signal<Out, Bit>,
    /// The queue is not empty.
    pub valid: Signal<Out, Bit>,
    /// All 32 entries are taken: no push this cycle.
    pub full: Signal<Out, Bit>,
    bits: DFF<Bits<32>>,
    n: DFF<Bits<6>>,
    /// The slot the push writes.
    slot: Signal<Local, Bits<6>>,
    /// The register after this cycle's pop.
    shifted: Signal<Local, Bits<32>>,
    /// A pop happens (something to pop).
    do_pop: Signal<Local, Bit>,
    /// A push happens (room for it).
    do_push: Signal<Local, Bit>,
}

const _: () = assert!(BIT_QUEUE_DEPTH == 32);

impl Logic for BitQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, bits, n);
        self.head.next = self.bits.q.val().get_bit(0);
        self.valid.next = self.n.q.val().any();
        self.full.next = self.n.q.val() == 32;
        self.do_pop.next = self.pop.val() & self.n.q.val().any();
        self.do_push.next = self.push.val() & (self.n.q.val() != 32);
        self.shifted.next = self.bits.q.val();
        self.slot.next = self.n.q.val();
        if self.do_pop.val() {
            self.shifted.next = self.bits.q.val() >> 1;
            self.slot.next = self.n.q.val() - 1;
        }
        self.bits.d.next = self.shifted.val();
        if self.do_push.val() & self.push_bit.val() {
            self.bits.d.next = self.shifted.val() | (bit_cast::<32, 1>(1.into()) << self.slot.val());
        }
        if self.do_push.val() & !self.do_pop.val() {
            self.n.d.next = self.n.q.val() + 1;
        }
        if self.do_pop.val() & !self.do_push.val() {
            self.n.d.next = self.n.q.val() - 1;
        }
        if self.reset.val() {
            self.n.d.next = 0.into();
            self.bits.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use std::collections::VecDeque;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Random pushes and pops against a `VecDeque`: head, valid, full and count agree every
        /// cycle, a push to a full queue and a pop of an empty one change nothing, and an entry
        /// pushed is at the head one cycle later when the queue was empty.
        #[test]
        fn matches_a_deque(ops in proptest::collection::vec((any::<bool>(), any::<bool>(), 0u8..4), 1..400)) {
            let mut u = BitQueue::default();
            u.connect_all();
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            let mut m: VecDeque<bool> = VecDeque::new();
            for (bit, pop, push_weight) in ops {
                // push_weight biases towards filling so that `full` is reached.
                let push = push_weight != 0;
                u.push.next = push;
                u.push_bit.next = bit;
                u.pop.next = pop;
                settle(&mut u);
                prop_assert_eq!(u.valid.val(), !m.is_empty());
                prop_assert_eq!(u.full.val(), m.len() == 32);
                if let Some(&h) = m.front() {
                    prop_assert_eq!(u.head.val(), h);
                }
                rising_edge(&mut u, |u| &mut u.clock);
                let full = m.len() == 32;
                if pop {
                    m.pop_front();
                }
                if push && !full {
                    m.push_back(bit);
                }
            }
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_bit_queue", BitQueue::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
