//! A small FIFO for records (metadata, descriptors): 32 entries in distributed RAM,
//! first-word-fall-through, with a fill count for credit-style flow control.
use rust_hdl::prelude::*;

/// 32-entry FIFO of `D`.
#[derive(LogicBlock, Default)]
pub struct RecordFifo<D: Synth> {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the FIFO).
    pub reset: Signal<In, Bit>,
    /// Write a record (ignored when 31 are stored: check `fill` first).
    pub wr_en: Signal<In, Bit>,
    /// Record to write.
    pub wr_data: Signal<In, D>,
    /// Head record valid.
    pub rd_valid: Signal<Out, Bit>,
    /// Head record.
    pub rd_data: Signal<Out, D>,
    /// Pop the head record.
    pub rd_en: Signal<In, Bit>,
    /// Records stored (including the head).
    pub fill: Signal<Out, Bits<6>>,
    /// With `wr_en`: overwrite the last record written instead of adding one (coalescing, e.g.
    /// a newer cumulative ACK in place of an older one). Only while at least two records wait
    /// behind the head (`fill - rd_valid >= 2`: the last one cannot be fetched this cycle);
    /// otherwise the write is an ordinary one.
    pub replace: Signal<In, Bit>,
    ram: RAM<D, 5>,
    wr_ptr: DFF<Bits<6>>,
    rd_ptr: DFF<Bits<6>>,
    head: DFF<Bit>,
    fetch: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    count: Signal<Local, Bits<6>>,
}

impl<D: Synth> Logic for RecordFifo<D> {
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
        if self.wr_en.val() & self.replace.val() & (self.count.val() >= 2) {
            self.ram.write_address.next = bit_cast::<5, 6>(self.wr_ptr.q.val() - 1);
            self.ram.write_enable.next = true;
        } else if self.wr_en.val() & (self.fill.val() < 31) {
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
