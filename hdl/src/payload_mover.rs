//! Payload mover (issue 15): streams each accepted frame's payload into a DMA write client, cut
//! into the pieces a transport engine decided, or drops it, in frame order, while the engine
//! already works on the next header.
//!
//! The engine pushes one [MoverRecord] per piece, in payload order: a frame's payload whole (a
//! WRITE, a SEND into one buffer), the pieces of a SEND scattered over several SGEs (the last one
//! marked `eof`), or one record to drop a frame (`write` low: the stream is consumed up to its
//! `tlast`). For every written piece the engine has issued a DMA write request of `len` bytes;
//! the mover supplies its `ceil(len / 64)` beats, the piece's first byte in lane 0, `wr_last` on
//! the final one (bytes past `len` in the final beat are don't-care: the DMA write client masks
//! by the request's length).
//!
//! A piece starts at lane 0 of a stream beat, or inside the beat held back from the previous
//! piece of the same frame (`held` bytes left in its top lanes): the output beat is those bytes
//! followed by the next stream beat's first ones (a byte shift by `64 - held`). After an `eof`
//! piece the bytes still held belong to no piece and are forgotten.
//!
//! The engine never pushes when `fill` says the record FIFO is full (`fill` counts records not yet
//! started, registered: pushes and pops of this cycle show next cycle). One beat per cycle when
//! the stream and the write port keep up, also across pieces and frames: the next record starts
//! in the cycle the previous piece's last beat goes.
use crate::axis::AxisSink;
use crate::sync_fifo::RecordFifo;
use rust_hdl::prelude::*;

/// One piece of payload for the mover.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct MoverRecord {
    /// Write the piece (else drop the rest of the frame: `eof` and `len` are ignored).
    pub write: Bit,
    /// The piece ends its frame (bytes held after it are dropped).
    pub eof: Bit,
    /// Bytes of the piece (1..=65535).
    pub len: Bits<16>,
}

/// The mover.
#[derive(LogicBlock)]
pub struct PayloadMover {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (forgets queued records and held bytes).
    pub reset: Signal<In, Bit>,
    /// The next piece, pushed with `rec_valid`.
    pub rec: Signal<In, MoverRecord>,
    /// Push `rec` (only while `fill` leaves room: at most 32 queued).
    pub rec_valid: Signal<In, Bit>,
    /// Records queued and not started (registered count of pushes minus pops).
    pub fill: Signal<Out, Bits<6>>,
    /// Nothing queued (including a record pushed last cycle, not yet at the FIFO's head) and no
    /// piece in progress.
    pub idle: Signal<Out, Bit>,
    /// The payload stream (accepted frames' payloads, lane 0 first).
    pub s_pay: AxisSink,
    /// DMA write client: beat data (the piece's bytes from lane 0).
    pub wr_data: Signal<Out, Bits<512>>,
    /// DMA write client: byte enables (all set: the client masks by the request's length).
    pub wr_keep: Signal<Out, Bits<64>>,
    /// DMA write client: last beat of the piece.
    pub wr_last: Signal<Out, Bit>,
    /// DMA write client: beat valid.
    pub wr_valid: Signal<Out, Bit>,
    /// DMA write client: beat taken.
    pub wr_ready: Signal<In, Bit>,
    fifo: RecordFifo<Bits<18>>,
    rec_bits: Signal<Local, Bits<18>>,
    cnt: DFF<Bits<6>>,
    /// A piece is in progress.
    busy: DFF<Bit>,
    /// The piece in progress is written (else its frame is dropped).
    write: DFF<Bit>,
    /// The piece in progress ends its frame.
    eof: DFF<Bit>,
    /// Bytes of the piece still to send.
    rem: DFF<Bits<16>>,
    /// Bytes of the frame held back from the last beat taken (0..=63, in its top lanes).
    held: DFF<Bits<7>>,
    /// The last beat taken, whose top `held` bytes start the next piece.
    hold: DFF<Bits<512>>,
    /// `held` in bits.
    sh: Signal<Local, Bits<10>>,
    /// This output beat needs a new stream beat (the held bytes alone do not cover it).
    need: Signal<Local, Bit>,
    /// This output beat is the piece's last.
    fin: Signal<Local, Bit>,
    /// An output beat is taken.
    go: Signal<Local, Bit>,
    /// Bytes held after this beat.
    next_held: Signal<Local, Bits<16>>,
    /// A dropped frame's last beat is taken.
    drop_end: Signal<Local, Bit>,
    /// No piece in progress after this cycle: the next record may start.
    free: Signal<Local, Bit>,
    c512: Constant<Bits<10>>,
    ones64: Constant<Bits<64>>,
}

impl Default for PayloadMover {
    fn default() -> Self {
        PayloadMover {
            clock: Default::default(),
            reset: Default::default(),
            rec: Default::default(),
            rec_valid: Default::default(),
            fill: Default::default(),
            idle: Default::default(),
            s_pay: Default::default(),
            wr_data: Default::default(),
            wr_keep: Default::default(),
            wr_last: Default::default(),
            wr_valid: Default::default(),
            wr_ready: Default::default(),
            fifo: Default::default(),
            rec_bits: Default::default(),
            cnt: Default::default(),
            busy: Default::default(),
            write: Default::default(),
            eof: Default::default(),
            rem: Default::default(),
            held: Default::default(),
            hold: Default::default(),
            sh: Default::default(),
            need: Default::default(),
            fin: Default::default(),
            go: Default::default(),
            next_held: Default::default(),
            drop_end: Default::default(),
            free: Default::default(),
            c512: Constant::new(512.into()),
            ones64: Constant::new(Bits::<64>::from(u64::MAX)),
        }
    }
}

impl Logic for PayloadMover {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, cnt, busy, write, eof, rem, held, hold);
        clock!(self, clock, fifo);
        self.fifo.reset.next = self.reset.val();
        self.fifo.replace.next = false;
        // Record bits: 0 write, 1 eof, 2.. len (rust-hdl packs the first field lowest).
        self.rec_bits.next = self.rec.val().into();
        self.fifo.wr_en.next = self.rec_valid.val();
        self.fifo.wr_data.next = self.rec_bits.val();
        self.sh.next = bit_cast::<10, 7>(self.held.q.val()) << 3;
        self.need.next = !self.held.q.val().any() | (self.rem.q.val() > bit_cast::<16, 7>(self.held.q.val()));
        self.fin.next = self.rem.q.val() <= 64;
        self.wr_valid.next = self.busy.q.val() & self.write.q.val() & (!self.need.val() | self.s_pay.tvalid.val());
        self.go.next = self.wr_valid.val() & self.wr_ready.val();
        self.s_pay.tready.next = self.busy.q.val() & (!self.write.q.val() | (self.need.val() & self.wr_ready.val()));
        self.wr_data.next = (self.hold.q.val() >> (self.c512.val() - self.sh.val())) | (self.s_pay.tdata.val() << self.sh.val());
        self.wr_keep.next = self.ones64.val();
        self.wr_last.next = self.fin.val();
        // Bytes held after this beat: as many (a full beat passed), fewer (the piece came from
        // the held bytes alone) or the rest of the beat just taken.
        self.next_held.next = bit_cast::<16, 7>(self.held.q.val());
        if self.rem.q.val() < 64 {
            self.next_held.next = bit_cast::<16, 7>(self.held.q.val()) + 64 - self.rem.q.val();
            if !self.need.val() {
                self.next_held.next = bit_cast::<16, 7>(self.held.q.val()) - self.rem.q.val();
            }
        }
        if self.go.val() {
            if self.need.val() {
                self.hold.d.next = self.s_pay.tdata.val();
            }
            self.rem.d.next = self.rem.q.val() - 64;
            self.held.d.next = self.next_held.val().get_bits::<7>(0);
            if self.fin.val() {
                self.busy.d.next = false;
                if self.eof.q.val() {
                    self.held.d.next = 0.into();
                }
            }
        }
        self.drop_end.next = self.busy.q.val() & !self.write.q.val() & self.s_pay.tvalid.val() & self.s_pay.tlast.val();
        if self.drop_end.val() {
            self.busy.d.next = false;
            self.held.d.next = 0.into();
        }
        // The next record starts when none is in progress or the one in progress ends this
        // cycle (back to back: no idle cycle between pieces).
        // (Computed, not read back from `busy.d`: rust-hdl's simulator reads a signal's settled
        // value, not one assigned earlier in the same `update`.)
        self.free.next = !self.busy.q.val() | (self.go.val() & self.fin.val()) | self.drop_end.val();
        self.fifo.rd_en.next = false;
        if self.fifo.rd_valid.val() & self.free.val() {
            self.fifo.rd_en.next = true;
            self.busy.d.next = true;
            self.write.d.next = self.fifo.rd_data.val().get_bit(0);
            self.eof.d.next = self.fifo.rd_data.val().get_bit(1);
            self.rem.d.next = self.fifo.rd_data.val().get_bits::<16>(2);
        }
        self.cnt.d.next = self.cnt.q.val() + bit_cast::<6, 1>(self.fifo.wr_en.val().into()) - bit_cast::<6, 1>(self.fifo.rd_en.val().into());
        self.fill.next = self.cnt.q.val();
        // A record pushed last cycle is counted in `cnt` but not yet visible at the FIFO's head
        // (entries show two cycles after the write): idle only when nothing is counted either.
        self.idle.next = !self.busy.q.val() & !self.fifo.rd_valid.val() & !self.cnt.q.val().any();
        if self.reset.val() {
            self.busy.d.next = false;
            self.held.d.next = 0.into();
            self.cnt.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record's bits are the FIFO word `update` unpacks: write at 0, eof at 1, len from 2.
    #[test]
    fn record_layout() {
        let r = MoverRecord::default();
        assert_eq!((r.get_my_offset_write(), r.get_my_offset_eof(), r.get_my_offset_len()), (0, 1, 2));
        assert_eq!(<MoverRecord as Synth>::BITS, 18);
    }

    /// Exports and lints clean (unused-signal warnings off: the stream's `tkeep` and `tuser` are
    /// not read, see `scripts/verilator-lint.sh`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_payload_mover", PayloadMover::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
