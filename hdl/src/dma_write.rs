//! DMA write channel: one write client of the DMA engine (see `dma_engine` for the port contract).
//!
//! Request -> [`DmaBurst`] -> write bursts offered to the engine's `AW` arbiter (at most 16 of
//! this client's bursts unanswered on `B`). The realigner shifts the client's stream (lane 0 of the
//! first beat = the byte for the request address) to the address alignment and computes `WSTRB`
//! for the first and last AXI beats; its output register feeds the engine's `W` multiplexer, which
//! takes beats from the clients in `AW` grant order. `B` responses of this client's ID go into a
//! small FIFO; the completion unit counts them against each request's burst count and pulses one
//! completion per request, in request order, with the worst `BRESP` (length 0: completes when it
//! reaches the head, status 0).
//!
//! The length says where the data end: `WSTRB` is the first/last-beat masks ANDed with the client's
//! `wr_keep` (shifted like the data), and a `wr_last` that disagrees with the length only sets the
//! sticky `stream_err` (the beat counts come from the length).
use crate::dma_burst::DmaBurst;
use crate::sync_fifo::{RecordFifo, RECORD_FIFO_ROOM};
use rust_hdl::prelude::*;

/// Most write bursts of one client accepted on `AW` and not yet answered on `B`.
pub const DMA_MAX_WRITE_BURSTS: usize = 16;

/// One write client's channel.
#[derive(LogicBlock)]
pub struct DmaWriteChannel {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Client: a write request is offered.
    pub req_valid: Signal<In, Bit>,
    /// Client: the request is taken this cycle.
    pub req_ready: Signal<Out, Bit>,
    /// Client: byte address of the first byte.
    pub req_addr: Signal<In, Bits<64>>,
    /// Client: bytes to write (the contract's 0..=65536; any 17-bit value works).
    pub req_len: Signal<In, Bits<17>>,
    /// Client stream: data, the byte for the request address in lane 0 of the first beat.
    pub wr_data: Signal<In, Bits<512>>,
    /// Client stream: byte enables (ANDed into `WSTRB`).
    pub wr_keep: Signal<In, Bits<64>>,
    /// Client stream: last beat of a request (checked against the length, see `stream_err`).
    pub wr_last: Signal<In, Bit>,
    /// Client stream: a beat is offered.
    pub wr_valid: Signal<In, Bit>,
    /// Client stream: the beat is taken this cycle.
    pub wr_ready: Signal<Out, Bit>,
    /// Sticky: a taken beat's `wr_last` disagreed with the request length (cleared by reset).
    pub stream_err: Signal<Out, Bit>,
    /// Completion pulse (one cycle), one per request, in request order.
    pub cpl_valid: Signal<Out, Bit>,
    /// Completion status: worst `BRESP` of the request's bursts (0 OKAY, 2 SLVERR, 3 DECERR).
    pub cpl_status: Signal<Out, Bits<2>>,
    /// Engine: a write burst is offered.
    pub aw_valid: Signal<Out, Bit>,
    /// Engine: burst address (`AWADDR`).
    pub aw_addr: Signal<Out, Bits<64>>,
    /// Engine: burst length code (`AWLEN`).
    pub aw_len: Signal<Out, Bits<8>>,
    /// Engine: beats of the burst (1..=64), for the `W` multiplexer's order queue.
    pub aw_beats: Signal<Out, Bits<7>>,
    /// Engine: the offered burst is granted this cycle.
    pub aw_grant: Signal<In, Bit>,
    /// Engine: an aligned `W` beat is presented (registered).
    pub w_valid: Signal<Out, Bit>,
    /// Engine: the beat's `WDATA` (lane `i` = byte at lane base + `i`).
    pub w_data: Signal<Out, Bits<512>>,
    /// Engine: the beat's `WSTRB`.
    pub w_strb: Signal<Out, Bits<64>>,
    /// Engine: the `W` multiplexer takes the beat this cycle.
    pub w_ready: Signal<In, Bit>,
    /// Engine: a `B` response of this client's ID arrives.
    pub b_valid: Signal<In, Bit>,
    /// Engine: its `BRESP`.
    pub b_resp: Signal<In, Bits<2>>,
    burst: DmaBurst,
    winfo: RecordFifo<Bits<23>>,
    cinfo: RecordFifo<Bits<6>>,
    bfifo: RecordFifo<Bits<2>>,
    /// [`RECORD_FIFO_ROOM`], the request FIFOs' room limit.
    room_limit: Constant<Bits<6>>,
    /// Registered: `winfo` held fewer than [`RECORD_FIFO_ROOM`] entries at the last edge.
    winfo_room: DFF<Bit>,
    /// Registered: `cinfo` held fewer than [`RECORD_FIFO_ROOM`] entries at the last edge.
    cinfo_room: DFF<Bit>,
    /// Registered: `bfifo` held fewer than [`RECORD_FIFO_ROOM`] entries at the last edge.
    bfifo_room: DFF<Bit>,
    ones64: Constant<Bits<64>>,
    c512: Constant<Bits<10>>,
    c64: Constant<Bits<7>>,
    obursts: DFF<Bits<5>>,
    busy: DFF<Bit>,
    first: DFF<Bit>,
    in_left: DFF<Bits<12>>,
    out_left: DFF<Bits<12>>,
    off: DFF<Bits<6>>,
    fmask: DFF<Bits<64>>,
    lmask: DFF<Bits<64>>,
    prev: DFF<Bits<512>>,
    prev_keep: DFF<Bits<64>>,
    serr: DFF<Bit>,
    o_valid: DFF<Bit>,
    o_data: DFF<Bits<512>>,
    o_strb: DFF<Bits<64>>,
    got: DFF<Bits<6>>,
    worst: DFF<Bits<2>>,
    cv: DFF<Bit>,
    cs: DFF<Bits<2>>,
    room: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    pages: Signal<Local, Bits<6>>,
    head_len: Signal<Local, Bits<17>>,
    head_off: Signal<Local, Bits<6>>,
    span: Signal<Local, Bits<12>>,
    endsum: Signal<Local, Bits<6>>,
    endb: Signal<Local, Bits<7>>,
    o_free: Signal<Local, Bit>,
    need_in: Signal<Local, Bit>,
    step: Signal<Local, Bit>,
    cur: Signal<Local, Bits<512>>,
    cur_keep: Signal<Local, Bits<64>>,
    sh: Signal<Local, Bits<10>>,
    strb: Signal<Local, Bits<64>>,
    bpop: Signal<Local, Bit>,
    wnew: Signal<Local, Bits<2>>,
}

impl Default for DmaWriteChannel {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            req_valid: Default::default(),
            req_ready: Default::default(),
            req_addr: Default::default(),
            req_len: Default::default(),
            wr_data: Default::default(),
            wr_keep: Default::default(),
            wr_last: Default::default(),
            wr_valid: Default::default(),
            wr_ready: Default::default(),
            stream_err: Default::default(),
            cpl_valid: Default::default(),
            cpl_status: Default::default(),
            aw_valid: Default::default(),
            aw_addr: Default::default(),
            aw_len: Default::default(),
            aw_beats: Default::default(),
            aw_grant: Default::default(),
            w_valid: Default::default(),
            w_data: Default::default(),
            w_strb: Default::default(),
            w_ready: Default::default(),
            b_valid: Default::default(),
            b_resp: Default::default(),
            burst: Default::default(),
            winfo: Default::default(),
            cinfo: Default::default(),
            bfifo: Default::default(),
            room_limit: Constant::new(RECORD_FIFO_ROOM.to_bits()),
            winfo_room: Default::default(),
            cinfo_room: Default::default(),
            bfifo_room: Default::default(),
            ones64: Constant::new(!Bits::<64>::default()),
            c512: Constant::new(512u64.into()),
            c64: Constant::new(64u64.into()),
            obursts: Default::default(),
            busy: Default::default(),
            first: Default::default(),
            in_left: Default::default(),
            out_left: Default::default(),
            off: Default::default(),
            fmask: Default::default(),
            lmask: Default::default(),
            prev: Default::default(),
            prev_keep: Default::default(),
            serr: Default::default(),
            o_valid: Default::default(),
            o_data: Default::default(),
            o_strb: Default::default(),
            got: Default::default(),
            worst: Default::default(),
            cv: Default::default(),
            cs: Default::default(),
            room: Default::default(),
            take: Default::default(),
            pages: Default::default(),
            head_len: Default::default(),
            head_off: Default::default(),
            span: Default::default(),
            endsum: Default::default(),
            endb: Default::default(),
            o_free: Default::default(),
            need_in: Default::default(),
            step: Default::default(),
            cur: Default::default(),
            cur_keep: Default::default(),
            sh: Default::default(),
            strb: Default::default(),
            bpop: Default::default(),
            wnew: Default::default(),
        }
    }
}

impl Logic for DmaWriteChannel {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, obursts, busy, first, in_left, out_left, off, fmask, lmask, prev, prev_keep, serr, o_valid,
            o_data, o_strb, got, worst, cv, cs, winfo_room, cinfo_room, bfifo_room);
        clock!(self, clock, burst, winfo, cinfo, bfifo);
        self.burst.reset.next = self.reset.val();
        self.winfo.reset.next = self.reset.val();
        self.cinfo.reset.next = self.reset.val();
        self.bfifo.reset.next = self.reset.val();

        // ---- requests: splitter, realigner queue and completion queue take them together ----
        self.room.next = self.winfo_room.q.val() & self.cinfo_room.q.val();
        self.req_ready.next = self.burst.req_ready.val() & self.room.val();
        self.take.next = self.req_valid.val() & self.burst.req_ready.val() & self.room.val();
        self.burst.req_valid.next = self.req_valid.val() & self.room.val();
        self.burst.req_addr.next = self.req_addr.val();
        self.burst.req_len.next = self.req_len.val();
        self.winfo.wr_en.next = self.take.val();
        self.winfo.replace.next = false;
        self.winfo.wr_data.next = bit_cast::<23, 6>(self.req_addr.val().get_bits::<6>(0))
            | (bit_cast::<23, 17>(self.req_len.val()) << 6);
        // Bursts of the request = 4 KB pages it touches: (addr % 4096 + len - 1) / 4096 + 1.
        self.pages.next = bit_cast::<6, 18>(((bit_cast::<18, 12>(self.req_addr.val().get_bits::<12>(0)) + bit_cast::<18, 17>(self.req_len.val()) - 1) >> 12) + 1);
        if !self.req_len.val().any() {
            self.pages.next = 0.into();
        }
        self.cinfo.wr_en.next = self.take.val();
        self.cinfo.replace.next = false;
        self.cinfo.wr_data.next = self.pages.val();

        // ---- bursts ----
        self.aw_valid.next = self.burst.burst_valid.val() & (self.obursts.q.val() < 16) & self.bfifo_room.q.val();
        self.aw_addr.next = self.burst.burst_addr.val();
        self.aw_len.next = self.burst.burst_len.val();
        self.aw_beats.next = self.burst.burst_beats.val();
        self.burst.burst_ready.next = self.aw_grant.val();

        // ---- realigner: client beats -> address-aligned W beats with strobes ----
        self.head_len.next = self.winfo.rd_data.val().get_bits::<17>(6);
        self.head_off.next = self.winfo.rd_data.val().get_bits::<6>(0);
        self.span.next = bit_cast::<12, 18>((bit_cast::<18, 6>(self.head_off.val()) + bit_cast::<18, 17>(self.head_len.val()) + 63) >> 6);
        self.endsum.next = bit_cast::<6, 17>(bit_cast::<17, 6>(self.head_off.val()) + self.head_len.val() - 1);
        self.endb.next = bit_cast::<7, 6>(self.endsum.val()) + 1;
        self.winfo.rd_en.next = false;
        self.o_free.next = !self.o_valid.q.val() | self.w_ready.val();
        self.need_in.next = self.in_left.q.val().any();
        self.step.next = self.busy.q.val() & self.o_free.val() & (self.wr_valid.val() | !self.need_in.val());
        self.wr_ready.next = self.busy.q.val() & self.o_free.val() & self.need_in.val();
        self.cur.next = self.wr_data.val();
        self.cur_keep.next = self.wr_keep.val();
        if !self.need_in.val() {
            self.cur.next = 0.into();
            self.cur_keep.next = 0.into();
        }
        self.sh.next = bit_cast::<10, 6>(self.off.q.val()) << 3;
        self.strb.next = (self.cur_keep.val() << self.off.q.val())
            | (self.prev_keep.q.val() >> (self.c64.val() - bit_cast::<7, 6>(self.off.q.val())));
        if self.first.q.val() {
            self.strb.next = self.strb.val() & self.fmask.q.val();
        }
        if self.out_left.q.val() == 1 {
            self.strb.next = self.strb.val() & self.lmask.q.val();
        }
        if self.w_ready.val() {
            self.o_valid.d.next = false;
        }
        if self.step.val() {
            self.o_valid.d.next = true;
            self.o_data.d.next = (self.cur.val() << self.sh.val()) | (self.prev.q.val() >> (self.c512.val() - self.sh.val()));
            self.o_strb.d.next = self.strb.val();
            self.prev.d.next = self.cur.val();
            self.prev_keep.d.next = self.cur_keep.val();
            self.first.d.next = false;
            if self.need_in.val() & (self.wr_last.val() != (self.in_left.q.val() == 1)) {
                self.serr.d.next = true;
            }
            self.out_left.d.next = self.out_left.q.val() - 1;
            if self.need_in.val() {
                self.in_left.d.next = self.in_left.q.val() - 1;
            }
            if self.out_left.q.val() == 1 {
                self.busy.d.next = false;
            }
        }
        if !self.busy.q.val() & self.winfo.rd_valid.val() {
            self.winfo.rd_en.next = true;
            self.busy.d.next = self.head_len.val().any();
            self.first.d.next = true;
            self.off.d.next = self.head_off.val();
            self.prev.d.next = 0.into();
            self.prev_keep.d.next = 0.into();
            self.in_left.d.next = bit_cast::<12, 18>((bit_cast::<18, 17>(self.head_len.val()) + 63) >> 6);
            self.out_left.d.next = self.span.val();
            self.fmask.d.next = self.ones64.val() << self.head_off.val();
            self.lmask.d.next = !(self.ones64.val() << self.endb.val());
        }
        self.w_valid.next = self.o_valid.q.val();
        self.w_data.next = self.o_data.q.val();
        self.w_strb.next = self.o_strb.q.val();

        // ---- completions: count B responses against each request's bursts ----
        self.bfifo.wr_en.next = self.b_valid.val();
        self.bfifo.replace.next = false;
        self.bfifo.wr_data.next = self.b_resp.val();
        self.bpop.next = false;
        self.cinfo.rd_en.next = false;
        self.cv.d.next = false;
        self.wnew.next = self.worst.q.val();
        if self.bfifo.rd_data.val() > self.worst.q.val() {
            self.wnew.next = self.bfifo.rd_data.val();
        }
        if self.cinfo.rd_valid.val() {
            if !self.cinfo.rd_data.val().any() {
                self.cinfo.rd_en.next = true;
                self.cv.d.next = true;
                self.cs.d.next = 0.into();
            } else if self.bfifo.rd_valid.val() {
                self.bpop.next = true;
                self.got.d.next = self.got.q.val() + 1;
                self.worst.d.next = self.wnew.val();
                if self.got.q.val() + 1 == self.cinfo.rd_data.val() {
                    self.cinfo.rd_en.next = true;
                    self.cv.d.next = true;
                    self.cs.d.next = self.wnew.val();
                    self.got.d.next = 0.into();
                    self.worst.d.next = 0.into();
                }
            }
        }
        self.bfifo.rd_en.next = self.bpop.val();
        self.obursts.d.next = self.obursts.q.val() - bit_cast::<5, 1>(self.bpop.val().into());
        if self.aw_grant.val() {
            self.obursts.d.next = self.obursts.q.val() + 1 - bit_cast::<5, 1>(self.bpop.val().into());
        }
        self.stream_err.next = self.serr.q.val();
        self.cpl_valid.next = self.cv.q.val();
        self.cpl_status.next = self.cs.q.val();
        self.winfo_room.d.next = self.winfo.fill.val() < self.room_limit.val();
        self.cinfo_room.d.next = self.cinfo.fill.val() < self.room_limit.val();
        self.bfifo_room.d.next = self.bfifo.fill.val() < self.room_limit.val();
        if self.reset.val() {
            self.winfo_room.d.next = false;
            self.cinfo_room.d.next = false;
            self.bfifo_room.d.next = false;
            self.obursts.d.next = 0.into();
            self.busy.d.next = false;
            self.o_valid.d.next = false;
            self.got.d.next = 0.into();
            self.worst.d.next = 0.into();
            self.cv.d.next = false;
            self.serr.d.next = false;
        }
    }
}
