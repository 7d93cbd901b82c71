//! The DMA engine's FIFOs, first-word-fall-through:
//! - [`DmaFifo`]: 512 entries in block RAM. The read channel stores each raw AXI `R` beat (data and
//!   `RRESP`) here; it only issues a read burst when the whole burst fits (credits), so `RREADY` can
//!   stay high and the FIFO needs no fill output.
//! - [`DmaRecordFifo`]: 32 entries in distributed RAM for request records, with a registered
//!   `room` flag (no combinational path from the writer's `wr_en` back to its own condition).
use rust_hdl::prelude::*;

/// Entries the FIFO holds.
pub const DMA_FIFO_DEPTH: usize = 512;

/// 512-entry FIFO of `D` (block RAM, FWFT).
#[derive(LogicBlock, Default)]
pub struct DmaFifo<D: Synth> {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the FIFO).
    pub reset: Signal<In, Bit>,
    /// Write an entry (ignored when 512 are stored: the writer keeps count).
    pub wr_en: Signal<In, Bit>,
    /// Entry to write.
    pub wr_data: Signal<In, D>,
    /// Head entry valid.
    pub rd_valid: Signal<Out, Bit>,
    /// Head entry (valid with `rd_valid`).
    pub rd_data: Signal<Out, D>,
    /// Pop the head entry (ignored when `rd_valid` is low).
    pub rd_en: Signal<In, Bit>,
    ram: RAM<D, 9>,
    wr_ptr: DFF<Bits<10>>,
    rd_ptr: DFF<Bits<10>>,
    head: DFF<Bit>,
    fetch: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    count: Signal<Local, Bits<10>>,
    fill: Signal<Local, Bits<10>>,
}

impl<D: Synth> Logic for DmaFifo<D> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr_ptr, rd_ptr, head);
        self.ram.write_clock.next = self.clock.val();
        self.ram.read_clock.next = self.clock.val();
        // `rd_ptr` is the next address to fetch; while `head` is set the RAM's output register
        // holds address rd_ptr - 1 (re-presented to hold it), so that slot stays occupied.
        self.count.next = self.wr_ptr.q.val() - self.rd_ptr.q.val();
        self.fill.next = self.count.val();
        if self.head.q.val() {
            self.fill.next = self.count.val() + 1;
        }
        self.pop.next = self.head.q.val() & self.rd_en.val();
        self.fetch.next = (self.count.val() != 0) & (!self.head.q.val() | self.pop.val());
        self.ram.read_address.next = bit_cast::<9, 10>(self.rd_ptr.q.val() - 1);
        if self.fetch.val() {
            self.ram.read_address.next = bit_cast::<9, 10>(self.rd_ptr.q.val());
            self.rd_ptr.d.next = self.rd_ptr.q.val() + 1;
            self.head.d.next = true;
        } else if self.pop.val() {
            self.head.d.next = false;
        }
        self.rd_valid.next = self.head.q.val();
        self.rd_data.next = self.ram.read_data.val();
        self.ram.write_address.next = bit_cast::<9, 10>(self.wr_ptr.q.val());
        self.ram.write_data.next = self.wr_data.val();
        self.ram.write_enable.next = false;
        if self.wr_en.val() & (self.fill.val() < 512) {
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

/// Entries of a [`DmaRecordFifo`].
pub const DMA_RECORD_FIFO_DEPTH: usize = 32;

/// 32-entry FIFO of `D` (distributed RAM, FWFT) with a registered `room` flag.
#[derive(LogicBlock, Default)]
pub struct DmaRecordFifo<D: Synth> {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the FIFO).
    pub reset: Signal<In, Bit>,
    /// Write an entry (at most one per cycle, only while `room` is high).
    pub wr_en: Signal<In, Bit>,
    /// Entry to write.
    pub wr_data: Signal<In, D>,
    /// Registered: at most 26 entries were stored at the last edge, so one write per cycle while
    /// this is high never overflows (at most 28 stored of 31 possible).
    pub room: Signal<Out, Bit>,
    /// Head entry valid.
    pub rd_valid: Signal<Out, Bit>,
    /// Head entry (valid with `rd_valid`).
    pub rd_data: Signal<Out, D>,
    /// Pop the head entry (ignored when `rd_valid` is low).
    pub rd_en: Signal<In, Bit>,
    ram: RAM<D, 5>,
    wr_ptr: DFF<Bits<6>>,
    rd_ptr: DFF<Bits<6>>,
    head: DFF<Bit>,
    room_q: DFF<Bit>,
    fetch: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    count: Signal<Local, Bits<6>>,
    fill: Signal<Local, Bits<6>>,
}

impl<D: Synth> Logic for DmaRecordFifo<D> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr_ptr, rd_ptr, head, room_q);
        self.ram.write_clock.next = self.clock.val();
        self.ram.read_clock.next = self.clock.val();
        self.count.next = self.wr_ptr.q.val() - self.rd_ptr.q.val();
        self.fill.next = self.count.val();
        if self.head.q.val() {
            self.fill.next = self.count.val() + 1;
        }
        self.room_q.d.next = self.fill.val() < 27;
        self.room.next = self.room_q.q.val();
        self.pop.next = self.head.q.val() & self.rd_en.val();
        self.fetch.next = (self.count.val() != 0) & (!self.head.q.val() | self.pop.val());
        self.ram.read_address.next = bit_cast::<5, 6>(self.rd_ptr.q.val() - 1);
        if self.fetch.val() {
            self.ram.read_address.next = bit_cast::<5, 6>(self.rd_ptr.q.val());
            self.rd_ptr.d.next = self.rd_ptr.q.val() + 1;
            self.head.d.next = true;
        } else if self.pop.val() {
            self.head.d.next = false;
        }
        self.rd_valid.next = self.head.q.val();
        self.rd_data.next = self.ram.read_data.val();
        self.ram.write_address.next = bit_cast::<5, 6>(self.wr_ptr.q.val());
        self.ram.write_data.next = self.wr_data.val();
        self.ram.write_enable.next = false;
        if self.wr_en.val() & (self.fill.val() < 31) {
            self.ram.write_enable.next = true;
            self.wr_ptr.d.next = self.wr_ptr.q.val() + 1;
        }
        if self.reset.val() {
            self.wr_ptr.d.next = 0.into();
            self.rd_ptr.d.next = 0.into();
            self.head.d.next = false;
            self.room_q.d.next = false;
        }
    }
}
