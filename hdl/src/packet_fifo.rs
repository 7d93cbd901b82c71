//! Beat FIFO for whole packets, in block RAM: 512 beats of 512 bits (32 KB: seven 4 KB-MTU
//! packets), first-word-fall-through read side, a fill count for credit-style flow control.
//! Frame boundaries travel separately (the RX parser's descriptors say how many beats a frame
//! has and whether to emit or discard it).
use rust_hdl::prelude::*;

/// Beats the FIFO holds.
pub const PACKET_FIFO_BEATS: usize = 512;

/// The beat FIFO.
#[derive(LogicBlock, Default)]
pub struct PacketFifo {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the FIFO).
    pub reset: Signal<In, Bit>,
    /// Write a beat (the writer checks `fill` first; a write when full is ignored).
    pub wr_en: Signal<In, Bit>,
    /// Beat to write.
    pub wr_data: Signal<In, Bits<512>>,
    /// Head beat valid.
    pub rd_valid: Signal<Out, Bit>,
    /// Head beat.
    pub rd_data: Signal<Out, Bits<512>>,
    /// Pop the head beat.
    pub rd_en: Signal<In, Bit>,
    /// Beats stored (including the head).
    pub fill: Signal<Out, Bits<10>>,
    ram: RAM<Bits<512>, 9>,
    wr_ptr: DFF<Bits<10>>,
    rd_ptr: DFF<Bits<10>>,
    head: DFF<Bit>,
    fetch: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    count: Signal<Local, Bits<10>>,
}

impl Logic for PacketFifo {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr_ptr, rd_ptr, head);
        self.ram.write_clock.next = self.clock.val();
        self.ram.read_clock.next = self.clock.val();
        // `rd_ptr` is the next address to fetch; the RAM's output register holds address
        // rd_ptr - 1 while `head` is set (the address is re-presented to hold it).
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
        if self.wr_en.val() & (self.fill.val() < 511) {
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
