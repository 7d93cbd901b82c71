//! The DMA engine (issue 5): an AXI4 master (512-bit data, 64-bit address, INCR bursts of at most
//! 64 beats that never cross 4 KB, several bursts in flight, one ID per client) serving four read
//! and four write clients.
//!
//! Clients (index: use). Read: 0 QP context fill, 1 memory-key fill, 2 WQE fetch, 3 payload read.
//! Write: 0 QP context write-back, 1 memory-key write-back, 2 payload write, 3 completion write.
//! Every client port is one element of a 4-element vector of bundles (`crate::dma_client`:
//! `rd[i].req_valid` exports as `rd_req_valid__i`).
//!
//! Port contract (the client port every DMA user is built against; the context-cache harness
//! models exactly this when it runs without the engine):
//! - Read request (`rd_req_*`, valid/ready): any byte address, length 0..=65536 (every 17-bit
//!   length up to 131071 works too: nothing an input can say hangs the engine). The data come back
//!   on the client's stream (`rd_data/keep/last/valid/ready`) in request order: the first byte in
//!   lane 0, every beat full except the request's last, `rd_keep` exact, `rd_last` on the last.
//!   On an AXI error the beats still come (same count, contents undefined). One completion pulse
//!   per request (`rd_cpl_valid`, `rd_cpl_status` = worst `RRESP`), in request order, in the cycle
//!   after the last beat is taken (length 0: no beat, status 0).
//! - Write request (`wr_req_*`) and stream (`wr_data/keep/last/valid/ready`): ceil(len/64) beats,
//!   lane 0 of the first = the byte for the address. One completion per request, in order, after
//!   every burst's `BRESP`, with the worst `BRESP`. Length 0 completes with status 0.
//!
//! Structure: per client a [`DmaReadChannel`] / [`DmaWriteChannel`] (burst splitter, request
//! bookkeeping, completion); round-robin arbiters on `AR` and `AW`. `AR`, `AW` and `W` leave
//! through 2-entry register slices ([`SkidReg`]): registered outputs, and a `ready` toward the
//! arbiters that is a flip-flop, so no path runs from `ARREADY`/`AWREADY`/`WREADY` into the arbiters
//! or the channels (timing at the AXI boundary; for the model, no combinational block reads those
//! inputs). `ARID`/`AWID` = client index, so the slave returns each client's `R` beats in order and
//! they are routed by `RID` into that client's FIFO without reordering; a read burst is only issued
//! when its client's FIFO has room for it, so `RREADY` stays high and no client blocks another on
//! `R`. `W` beats go out in `AW` grant order (AXI4 has no `WID`): a write client that is slow to
//! supply data holds up the other write clients' data behind it (head-of-line blocking on `W` only;
//! `AR`, `R` and `B` are unaffected). `R` and `B` inputs are registered before use.
//!
//! Realignment: two shared byte shifters ([`DmaRotate`], one 512-bit lane rotator each) serve all
//! eight clients, instead of a pair of 512-bit shifters in every channel.
//! - Read side: one rotator on the `R` path, between the `R` register and the channels' FIFOs.
//!   `R` carries at most one beat per cycle, so one rotator sees every beat: it rotates the beat
//!   by the amount its `RID`'s channel asks for (the offset of that client's oldest request still
//!   receiving beats; AXI keeps one ID's beats in order, so beats of different IDs may even
//!   interleave beat by beat). Each channel then builds its output beats from two consecutive
//!   rotated beats with a lane mask (a 2-way pick per bit, no shifter) into its own output
//!   register, so clients still drain independently and none waits for another's `rd_ready`.
//! - Write side: one realigner ([`DmaWriteAlign`]) after the `W` multiplexer. The multiplexer
//!   selects, in `AW` grant order, the client stream itself (`wr_data`/`wr_keep` from the ports)
//!   and that client's realignment state (address offset, beat counters, last-beat mask, and its
//!   carry: the previous client beat, rotated); the realigner rotates the beat, merges it with the
//!   carry and computes `WSTRB`, straight into the `W` register slice, and the served channel
//!   stores the rotated beat as its new carry. Because every channel keeps its own carry, a
//!   client's bursts may be interleaved with other clients' bursts on `W` and each picks up where
//!   it stopped.
//! - Throughput: the read rotator adds no cycle (the `R` register feeds it, the FIFO takes its
//!   output), and each write beat goes from the client port to the `W` slice in the cycle the
//!   multiplexer takes it, as the per-channel output registers did before; the engine still moves
//!   one beat per cycle per direction. Measured (`roce bench --json --no-synth`, 4 KB transfers):
//!   `dma_read_bytes_per_cycle` 63.03 and `dma_write_bytes_per_cycle` 63.03 (63.03 and 63.02
//!   with eight realigners: one idle cycle fewer over the 64 writes); four clients of each side
//!   moving 16 KB misaligned at once keep >= 60 bytes per cycle per side (`rtl_dma`).
//! - Cost (`roce synth --block roce_dma_engine`, Yosys `synth_xilinx -nowidelut`): 12,990 LUTs,
//!   11,235 FFs, 60 RAMB18, 6 LUT levels, down from 47,801 LUTs and 13,695 FFs with a realigner
//!   per channel.
use crate::dma_read::DmaReadChannel;
use crate::dma_rotate::DmaRotate;
use crate::dma_write::DmaWriteChannel;
use crate::dma_write_align::DmaWriteAlign;
use crate::sync_fifo::{RecordFifo, RECORD_FIFO_ROOM};
use crate::skid_reg::SkidReg;
use crate::dma_client::{DmaReadServer, DmaWriteServer};
use crate::axi::Axi4Master;
use rust_hdl::prelude::*;

/// Read clients.
pub const DMA_READ_CLIENTS: usize = 4;
/// Write clients.
pub const DMA_WRITE_CLIENTS: usize = 4;

/// The DMA engine.
#[derive(LogicBlock)]
pub struct DmaEngine {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (hold it while the AXI slave is idle).
    pub reset: Signal<In, Bit>,
    /// Read client i (`crate::dma_client`): requests, data beats (the requested first byte is
    /// lane 0 of the first beat; `keep` all ones but on a request's last beat), one completion
    /// per request, in order, after its last beat, with the worst RRESP (0 OKAY, 2 SLVERR,
    /// 3 DECERR). A length of 0 gives a completion only.
    pub rd: Vec<DmaReadServer>,
    /// Write client i: requests, data beats (lane 0 of the first beat is the byte for the
    /// address; `keep` is ANDed into WSTRB; `last` is checked, see `wr_stream_error`), one
    /// completion per request, in order, after its last BRESP, with the worst BRESP.
    pub wr: Vec<DmaWriteServer>,
    /// Write client i: sticky; a beat's `wr_last` disagreed with the request length.
    pub wr_stream_error: Vec<Signal<Out, Bit>>,
    /// Host memory: the AXI4 master port (ARSIZE / AWSIZE always 6, 64 bytes a beat; ARBURST /
    /// AWBURST always 1, INCR; ARLEN / AWLEN at most 63; ARID the read client's index, AWID the
    /// write client's; RREADY and BREADY always high: every burst has room reserved; RLAST
    /// counts the read bursts in flight).
    pub m_axi: Axi4Master,
    /// Read bursts accepted on AR and not yet ended by RLAST.
    pub rd_bursts_in_flight: Signal<Out, Bits<8>>,
    /// Write bursts accepted on AW and not yet answered on B.
    pub wr_bursts_in_flight: Signal<Out, Bits<8>>,
    /// Read data beats waiting in the four read channels' FIFOs (arrived on R and rotated, not
    /// yet merged into their client's stream).
    pub rd_beats_buffered: Signal<Out, Bits<12>>,
    rch: Vec<DmaReadChannel>,
    wch: Vec<DmaWriteChannel>,
    /// The read rotator on the `R` path (before the channels' FIFOs).
    r_rot: DmaRotate,
    /// The write realigner after the `W` multiplexer.
    w_align: DmaWriteAlign,
    worder: RecordFifo<Bits<9>>,
    /// [`RECORD_FIFO_ROOM`], the request FIFOs' room limit.
    room_limit: Constant<Bits<6>>,
    /// Registered: `worder` held fewer than [`RECORD_FIFO_ROOM`] entries at the last edge.
    worder_room: DFF<Bit>,
    /// `AR` register slice: address (0..64), length (64..72), ID (72..74).
    ar_out: SkidReg<Bits<74>>,
    ar_src_addr: Signal<Local, Bits<64>>,
    ar_src_len: Signal<Local, Bits<8>>,
    rv: DFF<Bit>,
    rdata: DFF<Bits<512>>,
    rresp: DFF<Bits<2>>,
    rid: DFF<Bits<2>>,
    /// `AW` register slice: address (0..64), length (64..72), ID (72..74).
    aw_out: SkidReg<Bits<74>>,
    aw_src_addr: Signal<Local, Bits<64>>,
    aw_src_len: Signal<Local, Bits<8>>,
    /// `W` register slice: data (0..512), strobes (512..576), last (576).
    w_out: SkidReg<Bits<577>>,
    wsel_v: DFF<Bit>,
    wsel: DFF<Bits<2>>,
    wleft: DFF<Bits<7>>,
    bv: DFF<Bit>,
    bresp: DFF<Bits<2>>,
    bid: DFF<Bits<2>>,
    rd_fly: DFF<Bits<8>>,
    wr_fly: DFF<Bits<8>>,
    ar_free: Signal<Local, Bit>,
    aw_free: Signal<Local, Bit>,
    w_free: Signal<Local, Bit>,
    w_take: Signal<Local, Bit>,
    w_src_valid: Signal<Local, Bit>,
    w_src_data: Signal<Local, Bits<512>>,
    w_src_keep: Signal<Local, Bits<64>>,
    w_src_need: Signal<Local, Bit>,
    w_src_off: Signal<Local, Bits<6>>,
    w_src_last: Signal<Local, Bit>,
    w_src_lmask: Signal<Local, Bits<64>>,
    w_src_carry: Signal<Local, Bits<512>>,
    w_src_carry_keep: Signal<Local, Bits<64>>,
    /// The `W` multiplexer serves a channel and `W` has room (registers only).
    w_go: Signal<Local, Bit>,
    r_amount: Signal<Local, Bits<6>>,
    w_next: Signal<Local, Bit>,
    ord: Signal<Local, Bits<9>>,
    ar_req: Signal<Local, Bits<4>>,
    ar_rot: Signal<Local, Bits<3>>,
    ar_pick: Signal<Local, Bits<2>>,
    ar_sel: Signal<Local, Bits<2>>,
    ar_any: Signal<Local, Bit>,
    ar_grant: Signal<Local, Bits<4>>,
    ar_last: DFF<Bits<2>>,
    aw_req: Signal<Local, Bits<4>>,
    aw_rot: Signal<Local, Bits<3>>,
    aw_pick: Signal<Local, Bits<2>>,
    aw_sel: Signal<Local, Bits<2>>,
    aw_any: Signal<Local, Bit>,
    aw_grant: Signal<Local, Bits<4>>,
    aw_last: DFF<Bits<2>>,
    aw_beats_sel: Signal<Local, Bits<7>>,
}

/// Four default signals (one per client).
fn v4<T: Default>() -> Vec<T> {
    (0..4).map(|_| T::default()).collect()
}

impl Default for DmaEngine {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rd: v4(),
            wr: v4(),
            wr_stream_error: v4(),
            m_axi: Default::default(),
            rd_bursts_in_flight: Default::default(),
            rd_beats_buffered: Default::default(),
            wr_bursts_in_flight: Default::default(),
            rch: (0..DMA_READ_CLIENTS).map(|_| Default::default()).collect(),
            wch: (0..DMA_WRITE_CLIENTS).map(|_| Default::default()).collect(),
            r_rot: Default::default(),
            w_align: Default::default(),
            worder: Default::default(),
            room_limit: Constant::new(RECORD_FIFO_ROOM.to_bits()),
            worder_room: Default::default(),
            ar_out: Default::default(),
            ar_src_addr: Default::default(),
            ar_src_len: Default::default(),
            aw_out: Default::default(),
            aw_src_addr: Default::default(),
            aw_src_len: Default::default(),
            w_out: Default::default(),
            rv: Default::default(),
            rdata: Default::default(),
            rresp: Default::default(),
            rid: Default::default(),
            wsel_v: Default::default(),
            wsel: Default::default(),
            wleft: Default::default(),
            bv: Default::default(),
            bresp: Default::default(),
            bid: Default::default(),
            rd_fly: Default::default(),
            wr_fly: Default::default(),
            ar_free: Default::default(),
            aw_free: Default::default(),
            w_free: Default::default(),
            w_take: Default::default(),
            w_src_valid: Default::default(),
            w_src_data: Default::default(),
            w_src_keep: Default::default(),
            w_src_need: Default::default(),
            w_src_off: Default::default(),
            w_src_last: Default::default(),
            w_src_lmask: Default::default(),
            w_src_carry: Default::default(),
            w_src_carry_keep: Default::default(),
            w_go: Default::default(),
            r_amount: Default::default(),
            w_next: Default::default(),
            ord: Default::default(),
            ar_req: Default::default(),
            ar_rot: Default::default(),
            ar_pick: Default::default(),
            ar_sel: Default::default(),
            ar_any: Default::default(),
            ar_grant: Default::default(),
            ar_last: Default::default(),
            aw_req: Default::default(),
            aw_rot: Default::default(),
            aw_pick: Default::default(),
            aw_sel: Default::default(),
            aw_any: Default::default(),
            aw_grant: Default::default(),
            aw_last: Default::default(),
            aw_beats_sel: Default::default(),
        }
    }
}

impl Logic for DmaEngine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ar_last, aw_last, rv, rdata, rresp, rid, wsel_v, wsel, wleft, bv, bresp, bid, rd_fly, wr_fly, worder_room);
        clock!(self, clock, worder, ar_out, aw_out, w_out);
        self.worder.reset.next = self.reset.val();
        self.ar_out.reset.next = self.reset.val();
        self.aw_out.reset.next = self.reset.val();
        self.w_out.reset.next = self.reset.val();
        for i in 0..4 {
            self.rch[i].clock.next = self.clock.val();
            self.rch[i].reset.next = self.reset.val();
            self.wch[i].clock.next = self.clock.val();
            self.wch[i].reset.next = self.reset.val();
        }

        // ---- client ports ----
        for i in 0..4 {
            self.rch[i].req_valid.next = self.rd[i].req_valid.val();
            self.rd[i].req_ready.next = self.rch[i].req_ready.val();
            self.rch[i].req_addr.next = self.rd[i].req_addr.val();
            self.rch[i].req_len.next = self.rd[i].req_len.val();
            self.rd[i].data.next = self.rch[i].rd_data.val();
            self.rd[i].keep.next = self.rch[i].rd_keep.val();
            self.rd[i].last.next = self.rch[i].rd_last.val();
            self.rd[i].valid.next = self.rch[i].rd_valid.val();
            self.rch[i].rd_ready.next = self.rd[i].ready.val();
            self.rd[i].cpl_valid.next = self.rch[i].cpl_valid.val();
            self.rd[i].cpl_status.next = self.rch[i].cpl_status.val();
            self.wch[i].req_valid.next = self.wr[i].req_valid.val();
            self.wr[i].req_ready.next = self.wch[i].req_ready.val();
            self.wch[i].req_addr.next = self.wr[i].req_addr.val();
            self.wch[i].req_len.next = self.wr[i].req_len.val();
            self.wch[i].wr_last.next = self.wr[i].last.val();
            self.wch[i].wr_valid.next = self.wr[i].valid.val();
            self.wr[i].ready.next = self.wch[i].wr_ready.val();
            self.wr[i].cpl_valid.next = self.wch[i].cpl_valid.val();
            self.wr[i].cpl_status.next = self.wch[i].cpl_status.val();
            self.wr_stream_error[i].next = self.wch[i].stream_err.val();
        }

        // ---- AR: round-robin over the read channels into the AR register ----
        self.ar_req.next = 0.into();
        for i in 0..4 {
            self.ar_req.next = self.ar_req.val().replace_bit(i, self.rch[i].ar_valid.val());
        }
        self.ar_free.next = self.ar_out.in_ready.val();
        // Round robin: the first requester after the last granted one (cyclically) wins.
        self.ar_rot.next = bit_cast::<3, 8>((bit_cast::<8, 4>(self.ar_req.val()) | (bit_cast::<8, 4>(self.ar_req.val()) << 4))
            >> (bit_cast::<3, 2>(self.ar_last.q.val()) + 1));
        self.ar_pick.next = 3.into();
        if self.ar_rot.val().get_bit(2) {
            self.ar_pick.next = 2.into();
        }
        if self.ar_rot.val().get_bit(1) {
            self.ar_pick.next = 1.into();
        }
        if self.ar_rot.val().get_bit(0) {
            self.ar_pick.next = 0.into();
        }
        self.ar_sel.next = self.ar_pick.val() + self.ar_last.q.val() + 1;
        self.ar_any.next = self.ar_req.val().any();
        self.ar_grant.next = 0.into();
        if self.ar_free.val() & self.ar_any.val() {
            self.ar_grant.next = bit_cast::<4, 1>(1.into()) << self.ar_sel.val();
            self.ar_last.d.next = self.ar_sel.val();
        }
        self.ar_src_addr.next = 0.into();
        self.ar_src_len.next = 0.into();
        for i in 0..4 {
            self.rch[i].ar_grant.next = self.ar_grant.val().get_bit(i);
            if self.ar_grant.val().get_bit(i) {
                self.ar_src_addr.next = self.rch[i].ar_addr.val();
                self.ar_src_len.next = self.rch[i].ar_len.val();
            }
        }
        self.ar_out.in_valid.next = self.ar_free.val() & self.ar_any.val();
        self.ar_out.in_data.next = bit_cast::<74, 64>(self.ar_src_addr.val())
            | (bit_cast::<74, 8>(self.ar_src_len.val()) << 64)
            | (bit_cast::<74, 2>(self.ar_sel.val()) << 72);
        self.ar_out.out_ready.next = self.m_axi.arready.val();
        self.m_axi.arvalid.next = self.ar_out.out_valid.val();
        self.m_axi.araddr.next = self.ar_out.out_data.val().get_bits::<64>(0);
        self.m_axi.arlen.next = self.ar_out.out_data.val().get_bits::<8>(64);
        self.m_axi.arsize.next = 6.into();
        self.m_axi.arburst.next = 1.into();
        self.m_axi.arid.next = self.ar_out.out_data.val().get_bits::<2>(72);

        // ---- R: registered, rotated for its client (the read rotator), routed by RID ----
        self.m_axi.rready.next = true;
        self.rv.d.next = self.m_axi.rvalid.val();
        self.rdata.d.next = self.m_axi.rdata.val();
        self.rresp.d.next = self.m_axi.rresp.val();
        self.rid.d.next = self.m_axi.rid.val();
        self.r_amount.next = 0.into();
        for i in 0..4 {
            if self.rid.q.val().index() == i {
                self.r_amount.next = self.rch[i].r_amount.val();
            }
        }
        self.r_rot.data_in.next = self.rdata.q.val();
        self.r_rot.amount.next = self.r_amount.val();
        for i in 0..4 {
            self.rch[i].r_valid.next = self.rv.q.val() & (self.rid.q.val().index() == i);
            self.rch[i].r_data.next = self.r_rot.data_out.val();
            self.rch[i].r_resp.next = self.rresp.q.val();
        }
        if (self.ar_out.out_valid.val() & self.m_axi.arready.val()) & !(self.m_axi.rvalid.val() & self.m_axi.rlast.val()) {
            self.rd_fly.d.next = self.rd_fly.q.val() + 1;
        }
        if !(self.ar_out.out_valid.val() & self.m_axi.arready.val()) & (self.m_axi.rvalid.val() & self.m_axi.rlast.val()) {
            self.rd_fly.d.next = self.rd_fly.q.val() - 1;
        }
        self.rd_bursts_in_flight.next = self.rd_fly.q.val();
        self.rd_beats_buffered.next = bit_cast::<12, 10>(self.rch[0].buffered.val())
            + bit_cast::<12, 10>(self.rch[1].buffered.val())
            + bit_cast::<12, 10>(self.rch[2].buffered.val())
            + bit_cast::<12, 10>(self.rch[3].buffered.val());

        // ---- AW: round-robin into the AW register; the W order queue remembers who is next ----
        self.aw_req.next = 0.into();
        for i in 0..4 {
            self.aw_req.next = self.aw_req.val().replace_bit(i, self.wch[i].aw_valid.val());
        }
        self.aw_free.next = self.aw_out.in_ready.val() & self.worder_room.q.val();
        // Round robin: the first requester after the last granted one (cyclically) wins.
        self.aw_rot.next = bit_cast::<3, 8>((bit_cast::<8, 4>(self.aw_req.val()) | (bit_cast::<8, 4>(self.aw_req.val()) << 4))
            >> (bit_cast::<3, 2>(self.aw_last.q.val()) + 1));
        self.aw_pick.next = 3.into();
        if self.aw_rot.val().get_bit(2) {
            self.aw_pick.next = 2.into();
        }
        if self.aw_rot.val().get_bit(1) {
            self.aw_pick.next = 1.into();
        }
        if self.aw_rot.val().get_bit(0) {
            self.aw_pick.next = 0.into();
        }
        self.aw_sel.next = self.aw_pick.val() + self.aw_last.q.val() + 1;
        self.aw_any.next = self.aw_req.val().any();
        self.aw_grant.next = 0.into();
        if self.aw_free.val() & self.aw_any.val() {
            self.aw_grant.next = bit_cast::<4, 1>(1.into()) << self.aw_sel.val();
            self.aw_last.d.next = self.aw_sel.val();
        }
        self.worder.wr_en.next = self.aw_grant.val().any();
        self.worder.replace.next = false;
        self.aw_beats_sel.next = 0.into();
        self.aw_src_addr.next = 0.into();
        self.aw_src_len.next = 0.into();
        for i in 0..4 {
            self.wch[i].aw_grant.next = self.aw_grant.val().get_bit(i);
            if self.aw_grant.val().get_bit(i) {
                self.aw_src_addr.next = self.wch[i].aw_addr.val();
                self.aw_src_len.next = self.wch[i].aw_len.val();
                self.aw_beats_sel.next = self.wch[i].aw_beats.val();
            }
        }
        self.worder.wr_data.next = bit_cast::<9, 2>(self.aw_sel.val()) | (bit_cast::<9, 7>(self.aw_beats_sel.val()) << 2);
        self.aw_out.in_valid.next = self.aw_free.val() & self.aw_any.val();
        self.aw_out.in_data.next = bit_cast::<74, 64>(self.aw_src_addr.val())
            | (bit_cast::<74, 8>(self.aw_src_len.val()) << 64)
            | (bit_cast::<74, 2>(self.aw_sel.val()) << 72);
        self.aw_out.out_ready.next = self.m_axi.awready.val();
        self.m_axi.awvalid.next = self.aw_out.out_valid.val();
        self.m_axi.awaddr.next = self.aw_out.out_data.val().get_bits::<64>(0);
        self.m_axi.awlen.next = self.aw_out.out_data.val().get_bits::<8>(64);
        self.m_axi.awsize.next = 6.into();
        self.m_axi.awburst.next = 1.into();
        self.m_axi.awid.next = self.aw_out.out_data.val().get_bits::<2>(72);

        // ---- W: the channel at the head of the order queue, through the write realigner; WLAST
        // by count ----
        self.w_free.next = self.w_out.in_ready.val();
        self.w_go.next = self.wsel_v.q.val() & self.w_free.val();
        self.w_src_valid.next = false;
        self.w_src_data.next = 0.into();
        self.w_src_keep.next = 0.into();
        self.w_src_need.next = false;
        self.w_src_off.next = 0.into();
        self.w_src_last.next = false;
        self.w_src_lmask.next = 0.into();
        self.w_src_carry.next = 0.into();
        self.w_src_carry_keep.next = 0.into();
        for i in 0..4 {
            if self.wsel.q.val().index() == i {
                self.w_src_valid.next = self.wch[i].w_avail.val();
                self.w_src_data.next = self.wr[i].data.val();
                self.w_src_keep.next = self.wr[i].keep.val();
                self.w_src_need.next = self.wch[i].w_need.val();
                self.w_src_off.next = self.wch[i].w_off.val();
                self.w_src_last.next = self.wch[i].w_last.val();
                self.w_src_lmask.next = self.wch[i].w_lmask.val();
                self.w_src_carry.next = self.wch[i].w_carry.val();
                self.w_src_carry_keep.next = self.wch[i].w_carry_keep.val();
            }
        }
        self.w_align.cur.next = self.w_src_data.val();
        self.w_align.cur_keep.next = self.w_src_keep.val();
        self.w_align.need.next = self.w_src_need.val();
        self.w_align.off.next = self.w_src_off.val();
        self.w_align.last.next = self.w_src_last.val();
        self.w_align.lmask.next = self.w_src_lmask.val();
        self.w_align.carry.next = self.w_src_carry.val();
        self.w_align.carry_keep.next = self.w_src_carry_keep.val();
        self.w_take.next = self.w_go.val() & self.w_src_valid.val();
        for i in 0..4 {
            self.wch[i].w_sel.next = self.w_go.val() & (self.wsel.q.val().index() == i);
            self.wch[i].w_rot.next = self.w_align.rot.val();
            self.wch[i].w_rot_keep.next = self.w_align.rot_keep.val();
        }
        self.w_out.in_valid.next = self.w_take.val();
        self.w_out.in_data.next = (bit_cast::<577, 512>(self.w_align.w_data.val()) | (bit_cast::<577, 64>(self.w_align.w_strb.val()) << 512))
            .replace_bit(576, self.wleft.q.val() == 1);
        if self.w_take.val() {
            self.wleft.d.next = self.wleft.q.val() - 1;
        }
        self.w_next.next = !self.wsel_v.q.val() | (self.w_take.val() & (self.wleft.q.val() == 1));
        self.ord.next = self.worder.rd_data.val();
        self.worder.rd_en.next = self.w_next.val();
        if self.w_next.val() {
            self.wsel_v.d.next = self.worder.rd_valid.val();
            self.wsel.d.next = self.ord.val().get_bits::<2>(0);
            self.wleft.d.next = self.ord.val().get_bits::<7>(2);
        }
        self.w_out.out_ready.next = self.m_axi.wready.val();
        self.m_axi.wvalid.next = self.w_out.out_valid.val();
        self.m_axi.wdata.next = self.w_out.out_data.val().get_bits::<512>(0);
        self.m_axi.wstrb.next = self.w_out.out_data.val().get_bits::<64>(512);
        self.m_axi.wlast.next = self.w_out.out_data.val().get_bit(576);

        // ---- B: registered, routed by BID ----
        self.m_axi.bready.next = true;
        self.bv.d.next = self.m_axi.bvalid.val();
        self.bresp.d.next = self.m_axi.bresp.val();
        self.bid.d.next = self.m_axi.bid.val();
        for i in 0..4 {
            self.wch[i].b_valid.next = self.bv.q.val() & (self.bid.q.val().index() == i);
            self.wch[i].b_resp.next = self.bresp.q.val();
        }
        if (self.aw_out.out_valid.val() & self.m_axi.awready.val()) & !self.m_axi.bvalid.val() {
            self.wr_fly.d.next = self.wr_fly.q.val() + 1;
        }
        if !(self.aw_out.out_valid.val() & self.m_axi.awready.val()) & self.m_axi.bvalid.val() {
            self.wr_fly.d.next = self.wr_fly.q.val() - 1;
        }
        self.wr_bursts_in_flight.next = self.wr_fly.q.val();

        self.worder_room.d.next = self.worder.fill.val() < self.room_limit.val();
        if self.reset.val() {
            self.worder_room.d.next = false;
            self.rv.d.next = false;
            self.wsel_v.d.next = false;
            self.bv.d.next = false;
            self.rd_fly.d.next = 0.into();
            self.ar_last.d.next = 3.into();
            self.aw_last.d.next = 3.into();
            self.wr_fly.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exports_with_per_client_ports() {
        let b = crate::export::export_block("roce_dma_engine", DmaEngine::default()).expect("export");
        let has = |n: &str, w: usize| b.ports.iter().any(|p| p.name == n && p.width == w);
        for i in 0..4 {
            assert!(has(&format!("rd_req_addr__{i}"), 64) && has(&format!("rd_data__{i}"), 512));
            assert!(has(&format!("wr_req_len__{i}"), 17) && has(&format!("wr_cpl_status__{i}"), 2));
        }
        assert!(has("m_axi_wdata", 512) && has("m_axi_wstrb", 64) && has("m_axi_araddr", 64));
    }
}
