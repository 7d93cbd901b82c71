//! DMA read channel: one read client of the DMA engine (see `dma_engine` for the port contract).
//!
//! Request -> [`DmaBurst`] -> read bursts offered to the engine's `AR` arbiter. A burst is offered
//! only when the client's data FIFO has room for all its beats (credits: beats granted and not yet
//! popped stay <= 512), so the engine can keep `RREADY` high and one client never blocks another.
//!
//! Realignment is split in two. The engine's one read rotator sits on the `R` path: it rotates
//! every beat of this client by the lanes this channel asks for (`r_amount`: `64 - off` mod 64,
//! `off` being the address mod 64 of the oldest request whose beats are still arriving, tracked by
//! a small queue of (offset, raw beat count) per request and a beat counter). So the beats land
//! in this channel's 512-entry [`SyncFifo`] (block RAM, with `RRESP`) already rotated: the
//! requested first byte in lane 0 of the first rotated beat. Output beat `k` of a request is then
//! lanes `< 64 - off` of rotated raw beat `k` and lanes `>= 64 - off` of rotated raw beat `k + 1`:
//! the merge keeps the previous rotated beat and picks each lane from it or from the FIFO's head
//! with a lane mask (one LUT per bit, no shifter), into the client's output register.
//! Every request gets one completion pulse, in request order, in the cycle after its last data
//! beat is taken (length 0: as soon as it reaches the merge), carrying the worst `RRESP`.
use crate::dma_burst::DmaBurst;
use crate::sync_fifo::SyncFifo;

/// Requests a read channel keeps in flight at most (its `info` and `trk` queues hold 64; the
/// room flag is registered, so a writer sees it a cycle late: at most 60 stored). 64 lets a
/// client with many misses in flight (the context caches' 64 MSHRs) keep a 125+-cycle memory
/// busy; the 32-entry record FIFOs allowed 27.
pub const READ_REQ_ROOM: u64 = 59;
use rust_hdl::prelude::*;

/// One read client's channel.
#[derive(LogicBlock)]
pub struct DmaReadChannel {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Client: a read request is offered.
    pub req_valid: Signal<In, Bit>,
    /// Client: the request is taken this cycle.
    pub req_ready: Signal<Out, Bit>,
    /// Client: byte address of the first byte.
    pub req_addr: Signal<In, Bits<64>>,
    /// Client: bytes to read (the contract's 0..=65536; any 17-bit value works).
    pub req_len: Signal<In, Bits<17>>,
    /// Client stream: data, the request's next byte in lane 0 of the first beat.
    pub rd_data: Signal<Out, Bits<512>>,
    /// Client stream: byte enables (all ones except on a request's last beat).
    pub rd_keep: Signal<Out, Bits<64>>,
    /// Client stream: last beat of a request.
    pub rd_last: Signal<Out, Bit>,
    /// Client stream: a beat is presented.
    pub rd_valid: Signal<Out, Bit>,
    /// Client stream: the client takes the beat.
    pub rd_ready: Signal<In, Bit>,
    /// Completion pulse (one cycle), one per request, in request order.
    pub cpl_valid: Signal<Out, Bit>,
    /// Completion status: worst `RRESP` of the request's beats (0 OKAY, 2 SLVERR, 3 DECERR).
    pub cpl_status: Signal<Out, Bits<2>>,
    /// Engine: a read burst is offered (fits in the data FIFO).
    pub ar_valid: Signal<Out, Bit>,
    /// Engine: burst address (`ARADDR`).
    pub ar_addr: Signal<Out, Bits<64>>,
    /// Engine: burst length code (`ARLEN`).
    pub ar_len: Signal<Out, Bits<8>>,
    /// Engine: the offered burst is granted this cycle.
    pub ar_grant: Signal<In, Bit>,
    /// Engine: an `R` beat of this client's ID arrives.
    pub r_valid: Signal<In, Bit>,
    /// Engine: lanes to rotate this client's next `R` beat by (toward higher lanes), for the
    /// engine's read rotator: `64 - off` mod 64 for the oldest request still receiving beats.
    pub r_amount: Signal<Out, Bits<6>>,
    /// Engine: the beat's `RDATA`, rotated by `r_amount`.
    pub r_data: Signal<In, Bits<512>>,
    /// Engine: the beat's `RRESP`.
    pub r_resp: Signal<In, Bits<2>>,
    /// Status: read data beats waiting in this channel's FIFO for the realigner.
    pub buffered: Signal<Out, Bits<10>>,
    burst: DmaBurst,
    fifo: SyncFifo<Bits<514>, 9, 10>,
    info: SyncFifo<Bits<23>, 6, 7>,
    /// Requests of non-zero length whose raw beats are still arriving: offset (0..6), raw beats
    /// (6..18).
    trk: SyncFifo<Bits<18>, 6, 7>,
    /// Registered: `trk` held fewer than [`READ_REQ_ROOM`] entries at the last edge.
    trk_room: DFF<Bit>,
    /// Raw beats of `trk`'s head request received so far.
    trk_got: DFF<Bits<12>>,
    /// [`READ_REQ_ROOM`], the request queues' room limit.
    room_limit: Constant<Bits<7>>,
    /// Registered: `info` held fewer than [`READ_REQ_ROOM`] entries at the last edge.
    info_room: DFF<Bit>,
    ones64: Constant<Bits<64>>,
    ones512: Constant<Bits<512>>,
    reserved: DFF<Bits<10>>,
    busy: DFF<Bit>,
    first: DFF<Bit>,
    flush: DFF<Bit>,
    raw_left: DFF<Bits<12>>,
    out_left: DFF<Bits<12>>,
    off: DFF<Bits<6>>,
    lastn: DFF<Bits<7>>,
    worst: DFF<Bits<2>>,
    prev: DFF<Bits<512>>,
    o_valid: DFF<Bit>,
    o_data: DFF<Bits<512>>,
    o_keep: DFF<Bits<64>>,
    o_last: DFF<Bit>,
    o_status: DFF<Bits<2>>,
    cv: DFF<Bit>,
    cs: DFF<Bits<2>>,
    credit_ok: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    head_len: Signal<Local, Bits<17>>,
    head_off: Signal<Local, Bits<6>>,
    span: Signal<Local, Bits<12>>,
    lm1: Signal<Local, Bits<6>>,
    req_span: Signal<Local, Bits<12>>,
    trk_off: Signal<Local, Bits<6>>,
    trk_span: Signal<Local, Bits<12>>,
    /// Bits of the lanes `>= 64 - off` (taken from the newer rotated beat).
    newer: Signal<Local, Bits<512>>,
    /// `64 - off` mod 64: the first lane taken from the newer rotated beat.
    neg_off: Signal<Local, Bits<6>>,
    merged: Signal<Local, Bits<512>>,
    o_free: Signal<Local, Bit>,
    cur: Signal<Local, Bits<512>>,
    cur_resp: Signal<Local, Bits<2>>,
    wnew: Signal<Local, Bits<2>>,
    emits: Signal<Local, Bit>,
    lkeep: Signal<Local, Bits<64>>,
}

impl Default for DmaReadChannel {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            req_valid: Default::default(),
            req_ready: Default::default(),
            req_addr: Default::default(),
            req_len: Default::default(),
            rd_data: Default::default(),
            rd_keep: Default::default(),
            rd_last: Default::default(),
            rd_valid: Default::default(),
            rd_ready: Default::default(),
            cpl_valid: Default::default(),
            cpl_status: Default::default(),
            ar_valid: Default::default(),
            ar_addr: Default::default(),
            ar_len: Default::default(),
            ar_grant: Default::default(),
            r_valid: Default::default(),
            r_amount: Default::default(),
            r_data: Default::default(),
            r_resp: Default::default(),
            buffered: Default::default(),
            burst: Default::default(),
            fifo: Default::default(),
            info: Default::default(),
            trk: Default::default(),
            trk_room: Default::default(),
            trk_got: Default::default(),
            room_limit: Constant::new(READ_REQ_ROOM.to_bits()),
            info_room: Default::default(),
            ones64: Constant::new(!Bits::<64>::default()),
            ones512: Constant::new(!Bits::<512>::default()),
            reserved: Default::default(),
            busy: Default::default(),
            first: Default::default(),
            flush: Default::default(),
            raw_left: Default::default(),
            out_left: Default::default(),
            off: Default::default(),
            lastn: Default::default(),
            worst: Default::default(),
            prev: Default::default(),
            o_valid: Default::default(),
            o_data: Default::default(),
            o_keep: Default::default(),
            o_last: Default::default(),
            o_status: Default::default(),
            cv: Default::default(),
            cs: Default::default(),
            credit_ok: Default::default(),
            pop: Default::default(),
            head_len: Default::default(),
            head_off: Default::default(),
            span: Default::default(),
            lm1: Default::default(),
            req_span: Default::default(),
            trk_off: Default::default(),
            trk_span: Default::default(),
            newer: Default::default(),
            neg_off: Default::default(),
            merged: Default::default(),
            o_free: Default::default(),
            cur: Default::default(),
            cur_resp: Default::default(),
            wnew: Default::default(),
            emits: Default::default(),
            lkeep: Default::default(),
        }
    }
}

impl Logic for DmaReadChannel {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, reserved, busy, first, flush, raw_left, out_left, off, lastn, worst, prev,
            o_valid, o_data, o_keep, o_last, o_status, cv, cs, info_room, trk_room, trk_got);
        clock!(self, clock, burst, fifo, info, trk);
        self.burst.reset.next = self.reset.val();
        self.fifo.reset.next = self.reset.val();
        self.info.reset.next = self.reset.val();
        self.trk.reset.next = self.reset.val();

        // ---- requests: the splitter, the merge's queue and the R tracker take them together ----
        self.req_ready.next = self.burst.req_ready.val() & self.info_room.q.val() & self.trk_room.q.val();
        self.burst.req_valid.next = self.req_valid.val() & self.info_room.q.val() & self.trk_room.q.val();
        self.burst.req_addr.next = self.req_addr.val();
        self.burst.req_len.next = self.req_len.val();
        self.info.wr_en.next = self.req_valid.val() & self.burst.req_ready.val() & self.info_room.q.val() & self.trk_room.q.val();
        self.info.replace.next = false;
        self.info.wr_data.next = bit_cast::<23, 6>(self.req_addr.val().get_bits::<6>(0))
            | (bit_cast::<23, 17>(self.req_len.val()) << 6);
        // Raw beats of the request: lanes touched, (addr % 64 + len + 63) / 64.
        self.req_span.next = bit_cast::<12, 18>((bit_cast::<18, 6>(self.req_addr.val().get_bits::<6>(0)) + bit_cast::<18, 17>(self.req_len.val()) + 63) >> 6);
        self.trk.wr_en.next = self.info.wr_en.val() & self.req_len.val().any();
        self.trk.replace.next = false;
        self.trk.wr_data.next = bit_cast::<18, 6>(self.req_addr.val().get_bits::<6>(0))
            | (bit_cast::<18, 12>(self.req_span.val()) << 6);

        // ---- R beats of the oldest request still receiving: its rotation; pop after its last ----
        self.trk_off.next = self.trk.rd_data.val().get_bits::<6>(0);
        self.trk_span.next = self.trk.rd_data.val().get_bits::<12>(6);
        self.r_amount.next = 0.into();
        self.r_amount.next = self.r_amount.val() - self.trk_off.val();
        self.trk.rd_en.next = false;
        if self.r_valid.val() & self.trk.rd_valid.val() {
            self.trk_got.d.next = self.trk_got.q.val() + 1;
            if self.trk_got.q.val() + 1 == self.trk_span.val() {
                self.trk.rd_en.next = true;
                self.trk_got.d.next = 0.into();
            }
        }

        // ---- bursts: offered when the FIFO has room for every beat (credits) ----
        self.credit_ok.next = (bit_cast::<11, 10>(self.reserved.q.val()) + bit_cast::<11, 7>(self.burst.burst_beats.val())) <= 512;
        self.ar_valid.next = self.burst.burst_valid.val() & self.credit_ok.val();
        self.ar_addr.next = self.burst.burst_addr.val();
        self.ar_len.next = self.burst.burst_len.val();
        self.burst.burst_ready.next = self.ar_grant.val();

        // ---- raw beats in ----
        self.fifo.wr_en.next = self.r_valid.val();
        self.fifo.replace.next = false;
        self.buffered.next = self.fifo.fill.val();
        self.fifo.wr_data.next = bit_cast::<514, 512>(self.r_data.val()) | (bit_cast::<514, 2>(self.r_resp.val()) << 512);

        // ---- merge: output beat = older rotated beat below lane 64 - off, newer from there ----
        self.o_free.next = !self.o_valid.q.val() | self.rd_ready.val();
        self.cur.next = self.fifo.rd_data.val().get_bits::<512>(0);
        self.cur_resp.next = self.fifo.rd_data.val().get_bits::<2>(512);
        self.wnew.next = self.worst.q.val();
        if self.cur_resp.val() > self.worst.q.val() {
            self.wnew.next = self.cur_resp.val();
        }
        // Lanes >= (64 - off) mod 64: all lanes when off = 0 (every raw beat is an output beat).
        self.neg_off.next = 0.into();
        self.neg_off.next = self.neg_off.val() - self.off.q.val();
        self.newer.next = self.ones512.val() << (bit_cast::<10, 6>(self.neg_off.val()) << 3);
        self.merged.next = (self.cur.val() & self.newer.val()) | (self.prev.q.val() & !self.newer.val());
        self.lkeep.next = !(self.ones64.val() << self.lastn.q.val());
        self.emits.next = (self.off.q.val() == 0) | !self.first.q.val();
        self.pop.next = false;
        self.head_len.next = self.info.rd_data.val().get_bits::<17>(6);
        self.head_off.next = self.info.rd_data.val().get_bits::<6>(0);
        self.span.next = bit_cast::<12, 18>((bit_cast::<18, 6>(self.head_off.val()) + bit_cast::<18, 17>(self.head_len.val()) + 63) >> 6);
        self.lm1.next = bit_cast::<6, 17>(self.head_len.val() - 1);
        self.info.rd_en.next = false;
        self.cv.d.next = self.o_valid.q.val() & self.rd_ready.val() & self.o_last.q.val();
        self.cs.d.next = self.o_status.q.val();
        if self.o_valid.q.val() & self.rd_ready.val() {
            self.o_valid.d.next = false;
        }
        if self.flush.q.val() {
            // The request's last output beat lies wholly in the last raw beat.
            if self.o_free.val() {
                self.o_valid.d.next = true;
                self.o_data.d.next = self.prev.q.val() & !self.newer.val();
                self.o_keep.d.next = self.lkeep.val();
                self.o_last.d.next = true;
                self.o_status.d.next = self.worst.q.val();
                self.flush.d.next = false;
            }
        } else if self.busy.q.val() {
            if self.o_free.val() & self.fifo.rd_valid.val() {
                self.pop.next = true;
                self.prev.d.next = self.cur.val();
                self.first.d.next = false;
                self.worst.d.next = self.wnew.val();
                self.raw_left.d.next = self.raw_left.q.val() - 1;
                if self.emits.val() {
                    self.o_valid.d.next = true;
                    self.o_data.d.next = self.merged.val();
                    self.o_keep.d.next = self.ones64.val();
                    self.o_last.d.next = false;
                    self.o_status.d.next = self.wnew.val();
                    if self.out_left.q.val() == 1 {
                        self.o_keep.d.next = self.lkeep.val();
                        self.o_last.d.next = true;
                    }
                    self.out_left.d.next = self.out_left.q.val() - 1;
                }
                if self.raw_left.q.val() == 1 {
                    self.busy.d.next = false;
                    // One output beat still owed: it comes from this raw beat alone.
                    if !self.emits.val() | (self.out_left.q.val() != 1) {
                        self.flush.d.next = true;
                    }
                }
            }
        } else if self.info.rd_valid.val() {
            if self.head_len.val().any() {
                self.info.rd_en.next = true;
                self.busy.d.next = true;
                self.first.d.next = true;
                self.off.d.next = self.head_off.val();
                self.raw_left.d.next = self.span.val();
                self.out_left.d.next = bit_cast::<12, 18>((bit_cast::<18, 17>(self.head_len.val()) + 63) >> 6);
                self.lastn.d.next = bit_cast::<7, 6>(self.lm1.val()) + 1;
                self.worst.d.next = 0.into();
            } else if !self.o_valid.q.val() {
                // Length 0: a completion of its own, never in the same cycle as a data one.
                self.info.rd_en.next = true;
                self.cv.d.next = true;
                self.cs.d.next = 0.into();
            }
        }
        self.fifo.rd_en.next = self.pop.val();
        self.reserved.d.next = self.reserved.q.val() - bit_cast::<10, 1>(self.pop.val().into());
        if self.ar_grant.val() {
            self.reserved.d.next = self.reserved.q.val() + bit_cast::<10, 7>(self.burst.burst_beats.val())
                - bit_cast::<10, 1>(self.pop.val().into());
        }
        self.rd_data.next = self.o_data.q.val();
        self.rd_keep.next = self.o_keep.q.val();
        self.rd_last.next = self.o_last.q.val();
        self.rd_valid.next = self.o_valid.q.val();
        self.cpl_valid.next = self.cv.q.val();
        self.cpl_status.next = self.cs.q.val();
        self.info_room.d.next = self.info.fill.val() < self.room_limit.val();
        self.trk_room.d.next = self.trk.fill.val() < self.room_limit.val();
        if self.reset.val() {
            self.info_room.d.next = false;
            self.trk_room.d.next = false;
            self.trk_got.d.next = 0.into();
            self.reserved.d.next = 0.into();
            self.busy.d.next = false;
            self.flush.d.next = false;
            self.o_valid.d.next = false;
            self.cv.d.next = false;
        }
    }
}
