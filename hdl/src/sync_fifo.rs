//! Synchronous FIFO of any `Synth` entry in inferred RAM (`2^A` entries; distributed RAM or block
//! RAM by size, the synthesiser decides), first-word-fall-through, with a fill count for
//! credit-style flow control. The one FIFO of the project: packet beats, records, descriptors,
//! DMA requests and DMA read data all use it with their own entry type and depth
//! ([`RecordFifo`] is the 32-entry one). One option, `replace` (tie it low where unused:
//! synthesis removes the logic): coalescing, a write that overwrites the newest entry instead of
//! adding one (a newer cumulative ACK in place of an older one).
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
    /// With `wr_en`: overwrite the newest entry instead of adding one (coalescing). Only while at
    /// least two entries wait behind the head (the newest cannot be fetched into the head this
    /// cycle); otherwise the write is an ordinary one. Tie low where not used.
    pub replace: Signal<In, Bit>,
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
            replace: Default::default(),
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

/// A writer that registers `fill < RECORD_FIFO_ROOM` and writes at most once per cycle while
/// that flag is high never overflows a [`RecordFifo`] (it sees the flag a cycle late: at most 28
/// of 32 stored), and its condition has no path through the FIFO's fill arithmetic. The DMA
/// engine's request FIFOs work this way.
pub const RECORD_FIFO_ROOM: u64 = 27;

/// The 32-entry FIFO for records (metadata, descriptors, DMA requests): distributed RAM.
pub type RecordFifo<D> = SyncFifo<D, 5, 6>;

/// [`RECORD_FIFO_ROOM`] for a [`DeepRecordFifo`]: at most 60 of 64 stored.
pub const DEEP_RECORD_FIFO_ROOM: u64 = 59;

/// The 64-entry FIFO for records that wait out a host-memory round trip (a small DMA write per
/// packet at line rate: about 0.31 per cycle for ~135 cycles).
pub type DeepRecordFifo<D> = SyncFifo<D, 6, 7>;

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
        if self.wr_en.val() & self.replace.val() & (self.count.val() >= 2) {
            self.ram.write_address.next = bit_cast::<A, P>(self.wr_ptr.q.val() - 1);
            self.ram.write_enable.next = true;
        } else if self.wr_en.val() & (self.fill.val() < self.capacity.val()) {
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

    /// Drives the FIFO with random write/replace/pop requests and compares every output with a
    /// queue model of capacity 8: order, `rd_valid`, `fill`, writes ignored when full, two-cycle
    /// visibility, `replace` overwriting the newest entry while two or more wait behind the head
    /// (an ordinary write otherwise).
    fn check(ops: &[(bool, bool, bool, u16)], reset_at: Option<usize>) -> Result<(), TestCaseError> {
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
        for (cycle, &(wr, rd, rep, v)) in ops.iter().enumerate() {
            f.wr_en.next = wr;
            f.wr_data.next = (v as u64 & 0xfff).to_bits();
            f.rd_en.next = rd;
            f.replace.next = rep;
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
            // Entries behind the head, in the RAM: a replace needs two of them.
            let behind = stored - usize::from(!model.is_empty());
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
            if wr && rep && behind >= 2 {
                // Every entry written before this cycle is in `model` by now (one cycle in flight).
                *model.back_mut().expect("two entries behind the head") = v & 0xfff;
            } else if wr && stored < Small::CAPACITY {
                in_flight.push_back((v & 0xfff, 1));
            }
        }
        Ok(())
    }

    /// Three entries stored, no pop: a replace overwrites the third; with one entry behind the
    /// head it is an ordinary write.
    #[test]
    fn a_replace_overwrites_the_newest_of_two_or_more_behind_the_head() {
        let ops = [(true, false, false, 1), (true, false, false, 2), (true, false, false, 3), (true, false, true, 4), (false, false, false, 0), (false, false, false, 0)];
        check(&ops, None).unwrap();
        let mut f = Small::default();
        f.connect_all();
        fn clk(f: &mut Small) -> &mut Signal<In, Clock> {
            &mut f.clock
        }
        f.reset.next = true;
        rising_edge(&mut f, clk);
        f.reset.next = false;
        for (wr, rep, v) in [(true, false, 1u64), (true, false, 2), (true, false, 3), (true, true, 4), (false, false, 0), (false, false, 0)] {
            f.wr_en.next = wr;
            f.replace.next = rep;
            f.wr_data.next = v.to_bits();
            settle(&mut f);
            rising_edge(&mut f, clk);
        }
        f.wr_en.next = false;
        let mut got = Vec::new();
        for _ in 0..8 {
            f.rd_en.next = true;
            settle(&mut f);
            if f.rd_valid.val() {
                got.push(f.rd_data.val().index());
            }
            rising_edge(&mut f, clk);
        }
        assert_eq!(got, [1, 2, 4], "3 replaced by 4");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn behaves_like_a_queue(
            ops in proptest::collection::vec((any::<bool>(), any::<bool>(), proptest::bool::weighted(0.2), any::<u16>()), 1..200),
            reset_at in proptest::option::of(0usize..200),
        ) {
            check(&ops, reset_at)?;
        }

        /// Writes (and replaces) outpace pops, so entries pile up behind the head and most
        /// replaces overwrite one.
        #[test]
        fn replaces_overwrite_the_newest_entry(
            ops in proptest::collection::vec((proptest::bool::weighted(0.8), proptest::bool::weighted(0.3), proptest::bool::weighted(0.5), any::<u16>()), 1..200),
        ) {
            check(&ops, None)?;
        }

        /// Bursty traffic: long write runs fill it to capacity, long pop runs drain it.
        #[test]
        fn fills_to_capacity_and_drains(
            runs in proptest::collection::vec((any::<bool>(), 1usize..20), 1..20),
        ) {
            let ops: Vec<(bool, bool, bool, u16)> = runs
                .iter()
                .enumerate()
                .flat_map(|(i, &(w, n))| (0..n).map(move |k| (w, !w, false, (i * 31 + k) as u16)))
                .collect();
            check(&ops, None)?;
        }
    }
}
