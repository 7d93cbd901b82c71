//! The DMA engine's one write realigner, after the `W` multiplexer: turns the selected write
//! client's next stream beat (lane 0 of a request's first beat = the byte for the request address)
//! into the next address-aligned `W` beat with its `WSTRB` (see `dma_engine` for the structure).
//!
//! A request at address offset `off` (its address mod 64) puts client lane `i` of its beat `k` on
//! `W` beat `k` lane `i + off` when `i + off < 64`, else on `W` beat `k + 1` lane `i + off - 64`.
//! So the client beat is rotated by `off` lanes ([`DmaRotate`]); lanes `>= off` of `W` beat `k` come
//! from the rotated beat `k`, lanes `< off` from the rotated beat `k - 1`, which the client's
//! [`DmaWriteChannel`](crate::dma_write::DmaWriteChannel) keeps as its carry (zero at a request's
//! start) and presents again with its next beat, also when other clients' bursts came in between.
//! The last `W` beat of a request may take no client beat (`need` low: its bytes are all in the
//! carry). `WSTRB` is the client's `wr_keep` moved the same way, cut to the request's end on its
//! last beat (`lmask`). Purely combinational; the engine registers the result in its `W` slice.
use crate::dma_rotate::DmaRotate;
use rust_hdl::prelude::*;

/// The shared write realigner.
#[derive(LogicBlock)]
pub struct DmaWriteAlign {
    /// The client's stream beat (lane 0 = the request's next byte); ignored when `need` is low.
    pub cur: Signal<In, Bits<512>>,
    /// The beat's byte enables (`wr_keep`); ignored when `need` is low.
    pub cur_keep: Signal<In, Bits<64>>,
    /// This `W` beat takes a client beat (low only for a request's extra last beat).
    pub need: Signal<In, Bit>,
    /// The request's address offset (address mod 64).
    pub off: Signal<In, Bits<6>>,
    /// This `W` beat is the request's last: `WSTRB` is cut with `lmask`.
    pub last: Signal<In, Bit>,
    /// Lanes up to and including the request's last byte in its last `W` beat.
    pub lmask: Signal<In, Bits<64>>,
    /// The client's carry: its previous stream beat of this request, rotated (zero at the start).
    pub carry: Signal<In, Bits<512>>,
    /// The carry's byte enables, rotated the same way (zero at the start).
    pub carry_keep: Signal<In, Bits<64>>,
    /// Aligned `WDATA` (lane `j` = the byte for address `64 * beat + j`).
    pub w_data: Signal<Out, Bits<512>>,
    /// `WSTRB`.
    pub w_strb: Signal<Out, Bits<64>>,
    /// `cur` rotated by `off` lanes: the client's next carry.
    pub rot: Signal<Out, Bits<512>>,
    /// `cur_keep` rotated by `off` lanes: the next carry's byte enables.
    pub rot_keep: Signal<Out, Bits<64>>,
    rotator: DmaRotate,
    ones512: Constant<Bits<512>>,
    ones64: Constant<Bits<64>>,
    c64: Constant<Bits<7>>,
    /// Bits of lanes `>= off` (taken from the current beat).
    hi: Signal<Local, Bits<512>>,
    /// Lanes `>= off`.
    hi_lanes: Signal<Local, Bits<64>>,
    cur_rot: Signal<Local, Bits<512>>,
    keep_rot: Signal<Local, Bits<64>>,
    strb: Signal<Local, Bits<64>>,
}

impl Default for DmaWriteAlign {
    fn default() -> Self {
        Self {
            cur: Default::default(),
            cur_keep: Default::default(),
            need: Default::default(),
            off: Default::default(),
            last: Default::default(),
            lmask: Default::default(),
            carry: Default::default(),
            carry_keep: Default::default(),
            w_data: Default::default(),
            w_strb: Default::default(),
            rot: Default::default(),
            rot_keep: Default::default(),
            rotator: Default::default(),
            ones512: Constant::new(!Bits::<512>::default()),
            ones64: Constant::new(!Bits::<64>::default()),
            c64: Constant::new(64u64.into()),
            hi: Default::default(),
            hi_lanes: Default::default(),
            cur_rot: Default::default(),
            keep_rot: Default::default(),
            strb: Default::default(),
        }
    }
}

impl Logic for DmaWriteAlign {
    #[hdl_gen]
    fn update(&mut self) {
        self.rotator.data_in.next = self.cur.val();
        self.rotator.amount.next = self.off.val();
        self.cur_rot.next = self.rotator.data_out.val();
        self.keep_rot.next = (self.cur_keep.val() << self.off.val())
            | (self.cur_keep.val() >> (self.c64.val() - bit_cast::<7, 6>(self.off.val())));
        self.rot.next = self.cur_rot.val();
        self.rot_keep.next = self.keep_rot.val();
        self.hi.next = self.ones512.val() << (bit_cast::<10, 6>(self.off.val()) << 3);
        self.hi_lanes.next = self.ones64.val() << self.off.val();
        // Lanes >= off from this client beat, lanes < off from the carry. (The first beat's lanes
        // below the address are zero in the carry, so no separate first-beat mask is needed.)
        self.w_data.next = self.carry.val() & !self.hi.val();
        self.strb.next = self.carry_keep.val() & !self.hi_lanes.val();
        if self.need.val() {
            self.w_data.next = (self.cur_rot.val() & self.hi.val()) | (self.carry.val() & !self.hi.val());
            self.strb.next = (self.keep_rot.val() & self.hi_lanes.val()) | (self.carry_keep.val() & !self.hi_lanes.val());
        }
        self.w_strb.next = self.strb.val();
        if self.last.val() {
            self.w_strb.next = self.strb.val() & self.lmask.val();
        }
    }
}
