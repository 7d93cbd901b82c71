//! Synchronous FIFO of any `Synth` entry in inferred RAM (`2^A` entries; distributed RAM or block
//! RAM by size, the synthesiser decides), first-word-fall-through, with a fill count for
//! credit-style flow control. The one FIFO of the project: packet beats, records, descriptors
//! and DMA read data all use it with their own entry type and depth.
//!
//! `A` is the address width, `P` must be `A + 1` (the width of pointers and `fill`; rust-hdl
//! 0.46 cannot compute it). Capacity is the whole RAM, `2^A` entries: `rd_ptr` is the next
//! address to fetch, and while `head` is set the RAM's output register holds address
//! `rd_ptr - 1` (the address is re-presented to hold it), so that slot stays occupied and
//! `fill = (wr_ptr - rd_ptr) + head <= 2^A`.
//!
//! Timing: an entry written in cycle t is visible (`rd_valid`) at the earliest in cycle t + 2
//! (one cycle to land in the RAM, one for the registered read).
use rust_hdl::prelude::*;

/// FIFO of `2^A` entries of `D`; `P = A + 1`.
#[derive(LogicBlock)]
pub struct SyncFifo<D: Synth, const A: usize, const P: usize> {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the FIFO).
    pub reset: Signal<In, Bit>,
    /// Write an entry (ignored when the FIFO is full: writers check `fill` first).
    pub wr_en: Signal<In, Bit>,
    /// Entry to write.
    pub wr_data: Signal<In, D>,
    /// Head entry valid.
    pub rd_valid: Signal<Out, Bit>,
    /// Head entry (valid with `rd_valid`).
    pub rd_data: Signal<Out, D>,
    /// Pop the head entry (ignored when `rd_valid` is low).
    pub rd_en: Signal<In, Bit>,
    /// Entries stored (including the head), `0..=2^A`.
    pub fill: Signal<Out, Bits<P>>,
    ram: RAM<D, A>,
    wr_ptr: DFF<Bits<P>>,
    rd_ptr: DFF<Bits<P>>,
    head: DFF<Bit>,
    capacity: Constant<Bits<P>>,
    fetch: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    count: Signal<Local, Bits<P>>,
}

impl<D: Synth, const A: usize, const P: usize> Default for SyncFifo<D, A, P> {
    fn default() -> Self {
        assert_eq!(P, A + 1, "SyncFifo<_, A, P> needs P = A + 1");
        SyncFifo {
            clock: Default::default(),
            reset: Default::default(),
            wr_en: Default::default(),
            wr_data: Default::default(),
            rd_valid: Default::default(),
            rd_data: Default::default(),
            rd_en: Default::default(),
            fill: Default::default(),
            ram: Default::default(),
            wr_ptr: Default::default(),
            rd_ptr: Default::default(),
            head: Default::default(),
            capacity: Constant::new((1u128 << A).to_bits()),
            fetch: Default::default(),
            pop: Default::default(),
            count: Default::default(),
        }
    }
}

impl<D: Synth, const A: usize, const P: usize> SyncFifo<D, A, P> {
    /// Entries the FIFO holds.
    pub const CAPACITY: usize = 1 << A;
}

impl<D: Synth, const A: usize, const P: usize> Logic for SyncFifo<D, A, P> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr_ptr, rd_ptr, head);
        self.ram.write_clock.next = self.clock.val();
        self.ram.read_clock.next = self.clock.val();
        self.count.next = self.wr_ptr.q.val() - self.rd_ptr.q.val();
        self.fill.next = self.count.val();
        if self.head.q.val() {
            self.fill.next = self.count.val() + 1;
        }
        self.pop.next = self.head.q.val() & self.rd_en.val();
        self.fetch.next = (self.count.val() != 0) & (!self.head.q.val() | self.pop.val());
        self.ram.read_address.next = bit_cast::<A, P>(self.rd_ptr.q.val() - 1);
        if self.fetch.val() {
            self.ram.read_address.next = bit_cast::<A, P>(self.rd_ptr.q.val());
            self.rd_ptr.d.next = self.rd_ptr.q.val() + 1;
            self.head.d.next = true;
        } else if self.pop.val() {
            self.head.d.next = false;
        }
        self.rd_valid.next = self.head.q.val();
        self.rd_data.next = self.ram.read_data.val();
        self.ram.write_address.next = bit_cast::<A, P>(self.wr_ptr.q.val());
        self.ram.write_data.next = self.wr_data.val();
        self.ram.write_enable.next = false;
        if self.wr_en.val() & (self.fill.val() < self.capacity.val()) {
            self.ram.write_enable.next = true;
            self.wr_ptr.d.next = self.wr_ptr.q.val() + 1;
        }
        if self.reset.val() {
            self.wr_ptr.d.next = 0.into();
            self.rd_ptr.d.next = 0.into();
            self.head.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use std::collections::VecDeque;

    type Small = SyncFifo<Bits<12>, 3, 4>;

    /// Drives the FIFO with random write/pop requests and compares every output with a queue
    /// model of capacity 8: order, `rd_valid`, `fill`, writes ignored when full, two-cycle
    /// visibility.
    fn check(ops: &[(bool, bool, u16)], reset_at: Option<usize>) -> Result<(), TestCaseError> {
        let mut f = Small::default();
        f.connect_all();
        fn clk(f: &mut Small) -> &mut Signal<In, Clock> {
            &mut f.clock
        }
        f.reset.next = true;
        rising_edge(&mut f, clk);
        f.reset.next = false;
        // Model: entries in the RAM not yet visible (written last cycle), then the visible queue.
        let mut model: VecDeque<u16> = VecDeque::new();
        let mut in_flight: VecDeque<(u16, u32)> = VecDeque::new();
        for (cycle, &(wr, rd, v)) in ops.iter().enumerate() {
            f.wr_en.next = wr;
            f.wr_data.next = (v as u64 & 0xfff).to_bits();
            f.rd_en.next = rd;
            if reset_at == Some(cycle) {
                f.reset.next = true;
            }
            settle(&mut f);
            let stored = model.len() + in_flight.len();
            prop_assert_eq!(f.fill.val().index(), stored, "fill at cycle {}", cycle);
            prop_assert_eq!(f.rd_valid.val(), !model.is_empty(), "rd_valid at cycle {}", cycle);
            if let Some(&h) = model.front() {
                prop_assert_eq!(f.rd_data.val().index() as u16, h, "head at cycle {}", cycle);
            }
            let reset = reset_at == Some(cycle);
            rising_edge(&mut f, clk);
            f.reset.next = false;
            if reset {
                model.clear();
                in_flight.clear();
                continue;
            }
            if rd && !model.is_empty() {
                model.pop_front();
            }
            // Entries become visible two cycles after their write.
            for e in in_flight.iter_mut() {
                e.1 -= 1;
            }
            while in_flight.front().is_some_and(|e| e.1 == 0) {
                model.push_back(in_flight.pop_front().unwrap().0);
            }
            if wr && stored < Small::CAPACITY {
                in_flight.push_back((v & 0xfff, 1));
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn behaves_like_a_queue(
            ops in proptest::collection::vec((any::<bool>(), any::<bool>(), any::<u16>()), 1..200),
            reset_at in proptest::option::of(0usize..200),
        ) {
            check(&ops, reset_at)?;
        }

        /// Bursty traffic: long write runs fill it to capacity, long pop runs drain it.
        #[test]
        fn fills_to_capacity_and_drains(
            runs in proptest::collection::vec((any::<bool>(), 1usize..20), 1..20),
        ) {
            let ops: Vec<(bool, bool, u16)> = runs
                .iter()
                .enumerate()
                .flat_map(|(i, &(w, n))| (0..n).map(move |k| (w, !w, (i * 31 + k) as u16)))
                .collect();
            check(&ops, None)?;
        }
    }
}
