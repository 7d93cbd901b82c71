//! DMA write channel: one write client of the DMA engine (see `dma_engine` for the port contract).
//!
//! Request -> [`DmaBurst`] -> write bursts offered to the engine's `AW` arbiter (at most 59 of
//! this client's bursts unanswered on `B`). The data path is not here: the engine's `W`
//! multiplexer takes the client's stream beats (`wr_data`, `wr_keep`) straight from the engine's
//! ports into the one shared write realigner ([`DmaWriteAlign`](crate::dma_write_align::DmaWriteAlign)),
//! and this channel holds what the realigner needs of its request, valid whenever the multiplexer
//! serves it: the address offset, the beat counters (`need`, `last`), the last beat's lane mask
//! and the carry (its previous stream beat, rotated, with its byte enables; zero at a request's
//! start), which it replaces with the realigner's rotated beat on every step. So a client's
//! bursts can be interleaved with other clients' on `W` and each resumes where it stopped.
//! `B` responses of this client's ID go into a small FIFO; the completion unit counts them against
//! each request's burst count and pulses one completion per request, in request order, with the
//! worst `BRESP` (length 0: completes when it reaches the head, status 0).
//!
//! The length says where the data end: `WSTRB` is the lane masks ANDed with the client's `wr_keep`
//! (moved like the data), and a `wr_last` that disagrees with the length only sets the sticky
//! `stream_err` (the beat counts come from the length).
use crate::dma_burst::DmaBurst;
use crate::sync_fifo::{DeepRecordFifo, DEEP_RECORD_FIFO_ROOM};
use rust_hdl::prelude::*;

/// Most write bursts of one client accepted on `AW` and not yet answered on `B`: the `B` FIFO's
/// room ([`DEEP_RECORD_FIFO_ROOM`]; it holds 64, so answers never overflow it). Small payload
/// writes are one burst each, so this bounds them to 59 per host write round trip (it was 16).
pub const DMA_MAX_WRITE_BURSTS: usize = DEEP_RECORD_FIFO_ROOM as usize;

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
    /// Engine: the `W` multiplexer serves this channel and `W` has room this cycle (registers
    /// only): the channel makes its next `W` beat now if `w_avail`.
    pub w_sel: Signal<In, Bit>,
    /// Engine: the next `W` beat can be made this cycle (a request is loaded, and its stream
    /// offers a beat or the beat needs none).
    pub w_avail: Signal<Out, Bit>,
    /// Realigner: the next `W` beat takes a client beat (low only for a request's extra last beat).
    pub w_need: Signal<Out, Bit>,
    /// Realigner: the current request's address offset (address mod 64).
    pub w_off: Signal<Out, Bits<6>>,
    /// Realigner: the next `W` beat is the request's last.
    pub w_last: Signal<Out, Bit>,
    /// Realigner: lanes up to the request's last byte in its last `W` beat.
    pub w_lmask: Signal<Out, Bits<64>>,
    /// Realigner: the carry, the request's previous client beat rotated (zero at its start).
    pub w_carry: Signal<Out, Bits<512>>,
    /// Realigner: the carry's byte enables, rotated the same way (zero at the start).
    pub w_carry_keep: Signal<Out, Bits<64>>,
    /// Realigner: the beat being taken, rotated (the next carry; used on a step).
    pub w_rot: Signal<In, Bits<512>>,
    /// Realigner: its byte enables, rotated (the next carry's).
    pub w_rot_keep: Signal<In, Bits<64>>,
    /// Engine: a `B` response of this client's ID arrives.
    pub b_valid: Signal<In, Bit>,
    /// Engine: its `BRESP`.
    pub b_resp: Signal<In, Bits<2>>,
    burst: DmaBurst,
    winfo: DeepRecordFifo<Bits<23>>,
    cinfo: DeepRecordFifo<Bits<6>>,
    bfifo: DeepRecordFifo<Bits<2>>,
    /// [`DEEP_RECORD_FIFO_ROOM`], the request FIFOs' room limit.
    room_limit: Constant<Bits<7>>,
    /// Registered: `winfo` held fewer than [`DEEP_RECORD_FIFO_ROOM`] entries at the last edge.
    winfo_room: DFF<Bit>,
    /// Registered: `cinfo` held fewer than [`DEEP_RECORD_FIFO_ROOM`] entries at the last edge.
    cinfo_room: DFF<Bit>,
    /// Registered: `bfifo` held fewer than [`DEEP_RECORD_FIFO_ROOM`] entries at the last edge.
    bfifo_room: DFF<Bit>,
    /// [`DMA_MAX_WRITE_BURSTS`].
    max_bursts: Constant<Bits<7>>,
    ones64: Constant<Bits<64>>,
    obursts: DFF<Bits<7>>,
    busy: DFF<Bit>,
    in_left: DFF<Bits<12>>,
    out_left: DFF<Bits<12>>,
    off: DFF<Bits<6>>,
    lmask: DFF<Bits<64>>,
    carry: DFF<Bits<512>>,
    carry_keep: DFF<Bits<64>>,
    serr: DFF<Bit>,
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
    need_in: Signal<Local, Bit>,
    step: Signal<Local, Bit>,
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
            w_sel: Default::default(),
            w_avail: Default::default(),
            w_need: Default::default(),
            w_off: Default::default(),
            w_last: Default::default(),
            w_lmask: Default::default(),
            w_carry: Default::default(),
            w_carry_keep: Default::default(),
            w_rot: Default::default(),
            w_rot_keep: Default::default(),
            b_valid: Default::default(),
            b_resp: Default::default(),
            burst: Default::default(),
            winfo: Default::default(),
            cinfo: Default::default(),
            bfifo: Default::default(),
            room_limit: Constant::new(DEEP_RECORD_FIFO_ROOM.to_bits()),
            winfo_room: Default::default(),
            cinfo_room: Default::default(),
            bfifo_room: Default::default(),
            max_bursts: Constant::new((DMA_MAX_WRITE_BURSTS as u64).to_bits()),
            ones64: Constant::new(!Bits::<64>::default()),
            obursts: Default::default(),
            busy: Default::default(),
            in_left: Default::default(),
            out_left: Default::default(),
            off: Default::default(),
            lmask: Default::default(),
            carry: Default::default(),
            carry_keep: Default::default(),
            serr: Default::default(),
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
            need_in: Default::default(),
            step: Default::default(),
            bpop: Default::default(),
            wnew: Default::default(),
        }
    }
}

impl Logic for DmaWriteChannel {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, obursts, busy, in_left, out_left, off, lmask, carry, carry_keep, serr,
            got, worst, cv, cs, winfo_room, cinfo_room, bfifo_room);
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
        self.aw_valid.next = self.burst.burst_valid.val() & (self.obursts.q.val() < self.max_bursts.val()) & self.bfifo_room.q.val();
        self.aw_addr.next = self.burst.burst_addr.val();
        self.aw_len.next = self.burst.burst_len.val();
        self.aw_beats.next = self.burst.burst_beats.val();
        self.burst.burst_ready.next = self.aw_grant.val();

        // ---- the request in the shared realigner: one W beat per step while the mux serves us ----
        self.head_len.next = self.winfo.rd_data.val().get_bits::<17>(6);
        self.head_off.next = self.winfo.rd_data.val().get_bits::<6>(0);
        self.span.next = bit_cast::<12, 18>((bit_cast::<18, 6>(self.head_off.val()) + bit_cast::<18, 17>(self.head_len.val()) + 63) >> 6);
        self.endsum.next = bit_cast::<6, 17>(bit_cast::<17, 6>(self.head_off.val()) + self.head_len.val() - 1);
        self.endb.next = bit_cast::<7, 6>(self.endsum.val()) + 1;
        self.winfo.rd_en.next = false;
        self.need_in.next = self.in_left.q.val().any();
        // The outputs the engine's multiplexer reads are computed from registers and client
        // inputs only, never through a local this block also computes from `w_sel` / `w_rot`:
        // Verilator orders a block's statements by the locals they share, and such a local
        // would close a (false) combinational loop through the engine.
        self.w_avail.next = self.busy.q.val() & (self.wr_valid.val() | !self.in_left.q.val().any());
        self.w_need.next = self.in_left.q.val().any();
        self.step.next = self.w_sel.val() & self.busy.q.val() & (self.wr_valid.val() | !self.need_in.val());
        self.wr_ready.next = self.w_sel.val() & self.busy.q.val() & self.need_in.val();
        self.w_off.next = self.off.q.val();
        self.w_last.next = self.out_left.q.val() == 1;
        self.w_lmask.next = self.lmask.q.val();
        self.w_carry.next = self.carry.q.val();
        self.w_carry_keep.next = self.carry_keep.q.val();
        if self.step.val() {
            self.carry.d.next = self.w_rot.val();
            self.carry_keep.d.next = self.w_rot_keep.val();
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
            self.off.d.next = self.head_off.val();
            self.carry.d.next = 0.into();
            self.carry_keep.d.next = 0.into();
            self.in_left.d.next = bit_cast::<12, 18>((bit_cast::<18, 17>(self.head_len.val()) + 63) >> 6);
            self.out_left.d.next = self.span.val();
            self.lmask.d.next = !(self.ones64.val() << self.endb.val());
        }

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
        self.obursts.d.next = self.obursts.q.val() - bit_cast::<7, 1>(self.bpop.val().into());
        if self.aw_grant.val() {
            self.obursts.d.next = self.obursts.q.val() + 1 - bit_cast::<7, 1>(self.bpop.val().into());
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
            self.got.d.next = 0.into();
            self.worst.d.next = 0.into();
            self.cv.d.next = false;
            self.serr.d.next = false;
        }
    }
}
