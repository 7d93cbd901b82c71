//! WQE walker (issue 15): fetches a receive WQE ([golden::hostfmt] format) from its ring slot by
//! DMA, checks it against the packet's bytes, and walks its scatter list: the L_Key of every
//! piece, then one DMA write request and one [MoverRecord] per piece.
//!
//! A packet's bytes are `lo..hi` of its message (a SEND's offset into its receive buffer, and
//! that plus its payload length `plen`). The walk gives golden's pieces of that range
//! ([golden::transport::env::pieces]) in message order.
//!
//! Started by `start` (held while the walker is idle; the read request goes out at once), it
//! reads `min(1 << log_stride, 272)` bytes at `slot` and then decides, as golden's receive path
//! does:
//! - the read failed: [Outcome::OperationalError];
//! - the SGE count is more than 16 or more than the slot holds (golden's
//!   [golden::hostfmt::decode_recv_wqe] refuses it): [Outcome::Malformed];
//! - one SGE or none: the range must fit the SGE (none holds 0 bytes), else
//!   [Outcome::InvalidRequest] (a LocLenErr completion); a non-empty range is one piece, and
//!   `need_key` hands its key check (`key_lkey`, `key_va`, `key_len`) to the owner, which writes
//!   the packet itself;
//! - several SGEs: the scatter walk. The slot is held whole in a register; three walks over
//!   the list (one SGE per step, sixteen steps each, rotating it back to its order) give the
//!   list's total length (too short: [Outcome::InvalidRequest]), then each piece's key check
//!   (`key_req`, one at a time: the owner answers `key_pass` or `key_fail`; a failure ends the
//!   walk before anything is written, as golden checks every SGE first), then each piece's
//!   write request and mover record (`wr_req_valid` / `rec_valid`, waiting for `room`).
//!
//! `done` (one cycle) ends a walk with its `outcome`: [Outcome::Ok] means the packet may be
//! written (by the walk itself when it scattered: `queued` pulsed as its writes began). With
//! `fetch_only` the walk ends at the read's completion (the owner wants only `wr_id`, for a
//! completion of a WQE checked before, or of one being flushed).
//!
//! The receive engine walks receive WQEs with it; the requester's gather of a send WQE is the
//! same walk with its key checks for local read.
use crate::dma_client::DmaReadClient;
use crate::payload_mover::MoverRecord;
use crate::request_checks::Outcome;
use crate::sg_piece::SgPiece;
use rust_hdl::prelude::*;

/// Walker states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum WalkState {
    /// Waiting for `start`; the read request.
    Idle,
    /// A walk that may reuse the WQE in hand: its slot and tag against the cached ones
    /// (registered), then the read request on a miss.
    Probe,
    /// The WQE's beats, until the read completes.
    Data,
    /// The WQE's checks: one SGE or none ends the walk, several start the scatter walk.
    Check,
    /// Scatter walk: the WQE's first byte to bit 0 (reads shorter than five beats).
    Align,
    /// Scatter walk, pass 1: the list's total length.
    Total,
    /// Scatter walk: the packet's range against the list's total length.
    LenCheck,
    /// Scatter walk, pass 2: every piece's key check.
    Keys,
    /// A piece's key check is with the owner.
    KeyWait,
    /// Scatter walk, pass 3: one DMA write request and one mover record per piece.
    Writes,
}

/// The WQE as read with its SGEs rotated by one: header, SGEs 1.., SGE 0, cleared tail.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct SgRot {
    head: Bits<128>,
    rest_sges: Bits<1920>,
    first_sge: Bits<128>,
    tail: Bits<384>,
}

/// The WQE walker's events and result, its side.
#[derive(LogicInterface, Default)]
#[join = "WalkEventsIn"]
pub struct WalkEvents {
    /// A piece's key check is wanted (one cycle; the owner takes it then).
    pub key_req: Signal<Out, Bit>,
    /// The walk ends this cycle.
    pub done: Signal<Out, Bit>,
    /// With `done`: the packet is one piece whose key check (`key_*`) is the owner's.
    pub need_key: Signal<Out, Bit>,
    /// With `done`: the walk's outcome.
    pub outcome: Signal<Out, Outcome>,
    /// The read completed this cycle (`wr_id` is valid from the next).
    pub fetched: Signal<Out, Bit>,
    /// The read completed with an error this cycle.
    pub dma_err: Signal<Out, Bit>,
    /// The scatter walk starts (the WQE has several SGEs).
    pub scatter: Signal<Out, Bit>,
    /// The scatter walk's writes start: the packet's mover records come from the walk.
    pub queued: Signal<Out, Bit>,
}

/// The WQE walker's events and result, the header machine's side (the mirror of [`WalkEvents`]).
#[derive(LogicInterface, Default)]
#[join = "WalkEvents"]
pub struct WalkEventsIn {
    /// A piece's key check is wanted (one cycle; the owner takes it then).
    pub key_req: Signal<In, Bit>,
    /// The walk ends this cycle.
    pub done: Signal<In, Bit>,
    /// With `done`: the packet is one piece whose key check (`key_*`) is the owner's.
    pub need_key: Signal<In, Bit>,
    /// With `done`: the walk's outcome.
    pub outcome: Signal<In, Outcome>,
    /// The read completed this cycle (`wr_id` is valid from the next).
    pub fetched: Signal<In, Bit>,
    /// The read completed with an error this cycle.
    pub dma_err: Signal<In, Bit>,
    /// The scatter walk starts (the WQE has several SGEs).
    pub scatter: Signal<In, Bit>,
    /// The scatter walk's writes start: the packet's mover records come from the walk.
    pub queued: Signal<In, Bit>,
}

/// The WQE walker.
#[derive(LogicBlock)]
pub struct WqeWalker {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Walk the WQE at `slot` (held until the read request is taken; ignored while walking).
    pub start: Signal<In, Bit>,
    /// The walk ends when the read completes (only `wr_id` is wanted).
    pub fetch_only: Signal<In, Bit>,
    /// Host address of the WQE's ring slot (read while `start` is held).
    pub slot: Signal<In, Bits<64>>,
    /// The owner's name for the WQE's ring (the QP number; read while `start` is held).
    pub tag: Signal<In, Bits<24>>,
    /// The packet continues the message whose WQE was walked last (a SEND Middle or Last): the
    /// WQE in hand is used when it came from the same `slot` and `tag` (read with `start`).
    pub reuse: Signal<In, Bit>,
    /// The walk uses the WQE in hand, no read (one cycle, with `fetched`).
    pub hit: Signal<Out, Bit>,
    /// log2 of the ring's slot size in bytes.
    pub log_stride: Signal<In, Bits<4>>,
    /// First message byte of the packet's range.
    pub lo: Signal<In, Bits<32>>,
    /// Message byte after the packet's range (`lo + plen`).
    pub hi: Signal<In, Bits<33>>,
    /// Bytes of the packet's range.
    pub plen: Signal<In, Bits<16>>,
    /// DMA read client (its reads end on their completion: `keep` and `last` are not read; it
    /// takes every beat, `rd_ready` is high).
    pub rd: DmaReadClient,
    /// The WQE's `wr_id`.
    pub wr_id: Signal<Out, Bits<64>>,
    /// The key to check (valid from `key_req`, or `done` with `need_key`, until the answer).
    pub key_lkey: Signal<Out, Bits<32>>,
    /// The piece's first host address.
    pub key_va: Signal<Out, Bits<64>>,
    /// The piece's bytes.
    pub key_len: Signal<Out, Bits<16>>,
    /// The piece's key passed (local write; one cycle, while waiting for it).
    pub key_pass: Signal<In, Bit>,
    /// The piece's key failed: the walk ends (nothing is written).
    pub key_fail: Signal<In, Bit>,
    /// Room for a write request and its mover record.
    pub room: Signal<In, Bit>,
    /// DMA write client: request.
    pub wr_req_valid: Signal<Out, Bit>,
    /// DMA write client: request taken.
    pub wr_req_ready: Signal<In, Bit>,
    /// DMA write client: host address.
    pub wr_req_addr: Signal<Out, Bits<64>>,
    /// DMA write client: bytes.
    pub wr_req_len: Signal<Out, Bits<17>>,
    /// The mover record of the piece whose request is taken.
    pub rec: Signal<Out, MoverRecord>,
    /// Push `rec`.
    pub rec_valid: Signal<Out, Bit>,
    /// The walk's events and result (to the header machine's `walk`).
    pub ev: WalkEvents,
    state: DFF<WalkState>,
    /// The WQE as read (beats shifted in; byte 0 at bit 0 once aligned), its SGE list rotated by
    /// one entry per walk step (the current SGE at bits 128..256).
    sgraw: DFF<Bits<2560>>,
    /// Beats of the WQE read so far (then the aligning shifts).
    beats: DFF<Bits<3>>,
    wrid: DFF<Bits<64>>,
    /// The SGE count as the walk compares it: 5 bits, so that the walk's end (`past`) is a small
    /// compare, not a 32-bit carry chain in front of the owner's state. A count above 16 makes
    /// the WQE malformed (`fit`) and no walk reads it; it is kept as 16.
    nsge: DFF<Bits<5>>,
    /// The WQE's checks, made as its first beat comes in: its SGEs fit its slot and the 16-SGE
    /// limit (`fit`), more than one (`gt1`), and the range runs past its one SGE (`short`).
    fit: DFF<Bit>,
    gt1: DFF<Bit>,
    short: DFF<Bit>,
    /// SGE 0's address.
    addr0: DFF<Bits<64>>,
    /// SGE 0's L_Key.
    lkey0: DFF<Bits<32>>,
    /// The read failed.
    err: DFF<Bit>,
    /// The WQE cache: the WQE in hand (`sgraw` in its order, `wrid`, `nsge`, `fit`, `gt1`,
    /// `addr0`, `lkey0`) is the one at `c_slot` of ring `c_tag`, read without error and not
    /// refused since (`c_valid`); SGE 0's length (`c_len0`) and the list's total (`c_total`, once
    /// a scatter walk measured it) give a reusing walk its range checks without a read or the
    /// first pass.
    c_valid: DFF<Bit>,
    c_slot: DFF<Bits<64>>,
    c_tag: DFF<Bits<24>>,
    c_len0: DFF<Bits<32>>,
    c_total: DFF<Bits<40>>,
    /// The probe's compare, registered.
    c_eq: DFF<Bit>,
    /// The walk reuses the WQE in hand.
    from_cache: DFF<Bit>,
    /// The key check's piece, registered (the walk's offset arithmetic and the owner's key
    /// checker would otherwise be one combinational path).
    k_lkey: DFF<Bits<32>>,
    k_va: DFF<Bits<64>>,
    k_len: DFF<Bits<16>>,
    /// Walk step (SGE slot 0..=15).
    sg_i: DFF<Bits<5>>,
    /// Message offset of the current SGE's first byte.
    sg_pos: DFF<Bits<40>>,
    /// The current SGE's piece.
    sgp: SgPiece,
    /// The piece of the current SGE, registered (`sgp` a cycle earlier): passes 2 and 3 act on
    /// it only when it is `fresh` (no step and no restart in the cycle it was computed), so a
    /// piece costs two cycles and the offset arithmetic, the key check and the write request
    /// are not one path. SGEs past the list step every cycle.
    pcr_fresh: DFF<Bit>,
    pcr_on: DFF<Bit>,
    pcr_va: DFF<Bits<64>>,
    pcr_len: DFF<Bits<16>>,
    /// The piece ends the packet's range.
    pcr_eof: DFF<Bit>,
    rot: Signal<Local, SgRot>,
    /// The current SGE is past the list.
    past: Signal<Local, Bit>,
    /// The walk steps: the next SGE comes to the front, the offset moves past this one.
    step: Signal<Local, Bit>,
    /// The registered piece is acted on this cycle.
    act: Signal<Local, Bit>,
    /// Slot bytes (`1 << log_stride`).
    slot_len: Signal<Local, Bits<17>>,
    /// The first beat's SGE count.
    n_in: Signal<Local, Bits<32>>,
    /// The first beat's SGE 0 length (0 when there is no SGE).
    len0_in: Signal<Local, Bits<32>>,
    one17: Constant<Bits<17>>,
}

impl Default for WqeWalker {
    fn default() -> Self {
        WqeWalker {
            clock: Default::default(),
            ev: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            fetch_only: Default::default(),
            slot: Default::default(),
            tag: Default::default(),
            reuse: Default::default(),
            hit: Default::default(),
            log_stride: Default::default(),
            lo: Default::default(),
            hi: Default::default(),
            plen: Default::default(),
            rd: Default::default(),
            wr_id: Default::default(),
            key_lkey: Default::default(),
            key_va: Default::default(),
            key_len: Default::default(),
            key_pass: Default::default(),
            key_fail: Default::default(),
            room: Default::default(),
            wr_req_valid: Default::default(),
            wr_req_ready: Default::default(),
            wr_req_addr: Default::default(),
            wr_req_len: Default::default(),
            rec: Default::default(),
            rec_valid: Default::default(),
            state: Default::default(),
            sgraw: Default::default(),
            beats: Default::default(),
            wrid: Default::default(),
            nsge: Default::default(),
            fit: Default::default(),
            gt1: Default::default(),
            short: Default::default(),
            addr0: Default::default(),
            lkey0: Default::default(),
            err: Default::default(),
            c_valid: Default::default(),
            c_slot: Default::default(),
            c_tag: Default::default(),
            c_len0: Default::default(),
            c_total: Default::default(),
            c_eq: Default::default(),
            from_cache: Default::default(),
            k_lkey: Default::default(),
            k_va: Default::default(),
            k_len: Default::default(),
            sg_i: Default::default(),
            sg_pos: Default::default(),
            sgp: Default::default(),
            pcr_fresh: Default::default(),
            pcr_on: Default::default(),
            pcr_va: Default::default(),
            pcr_len: Default::default(),
            pcr_eof: Default::default(),
            rot: Default::default(),
            past: Default::default(),
            step: Default::default(),
            act: Default::default(),
            slot_len: Default::default(),
            n_in: Default::default(),
            len0_in: Default::default(),
            one17: Constant::new(1.into()),
        }
    }
}

impl Logic for WqeWalker {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, sgraw, beats, wrid, nsge, fit, gt1, short, addr0, lkey0, err, c_valid, c_slot, c_tag, c_len0, c_total, c_eq, from_cache, k_lkey, k_va, k_len, sg_i, sg_pos, pcr_fresh, pcr_on,
            pcr_va, pcr_len, pcr_eof
        );
        // ---- the WQE read: its slot, at most the largest WQE (16 SGEs, 272 bytes) ----
        self.slot_len.next = self.one17.val() << self.log_stride.val();
        self.rd.req_valid.next = false;
        self.rd.ready.next = true;
        self.rd.req_addr.next = self.slot.val();
        self.rd.req_len.next = self.slot_len.val();
        if self.log_stride.val() > 8 {
            self.rd.req_len.next = 272.into();
        }
        self.ev.fetched.next = false;
        self.hit.next = false;
        self.ev.dma_err.next = false;
        self.wr_id.next = self.wrid.q.val();
        // (SGE count at byte 8, SGE 0 at bytes 16.., as golden::hostfmt encodes them.)
        self.n_in.next = self.rd.data.val().get_bits::<32>(64);
        self.len0_in.next = self.rd.data.val().get_bits::<32>(192);
        if !self.n_in.val().any() {
            self.len0_in.next = 0.into();
        }

        // ---- the scatter walk's step (SGE at bits 128.., its length at 192, L_Key at 224) ----
        // The WQE with its SGEs rotated by one (the next SGE first), the bytes past the SGEs
        // cleared: part-selects at constant offsets.
        self.rot.next.head = self.sgraw.q.val().get_bits::<128>(0);
        self.rot.next.rest_sges = self.sgraw.q.val().get_bits::<1920>(256);
        self.rot.next.first_sge = self.sgraw.q.val().get_bits::<128>(128);
        self.rot.next.tail = 0.into();
        self.past.next = !(self.sg_i.q.val() < self.nsge.q.val());
        self.sgp.valid.next = !self.past.val();
        self.sgp.sge_addr.next = self.sgraw.q.val().get_bits::<64>(128);
        self.sgp.sge_len.next = self.sgraw.q.val().get_bits::<32>(192);
        self.sgp.pos.next = self.sg_pos.q.val();
        self.sgp.lo.next = self.lo.val();
        self.sgp.hi.next = self.hi.val();
        self.pcr_on.d.next = self.sgp.on.val();
        self.pcr_va.d.next = self.sgp.va.val();
        self.pcr_len.d.next = self.sgp.len.val();
        self.pcr_eof.d.next = self.sgp.last.val();
        self.act.next = !self.past.val() & self.pcr_fresh.q.val() & self.pcr_on.q.val();
        self.step.next = (self.state.q.val() == WalkState::Total)
            | ((self.state.q.val() == WalkState::Keys) & (self.past.val() | (self.pcr_fresh.q.val() & !self.pcr_on.q.val())))
            | ((self.state.q.val() == WalkState::KeyWait) & self.key_pass.val())
            | ((self.state.q.val() == WalkState::Writes)
                & (self.past.val() | (self.pcr_fresh.q.val() & (!self.pcr_on.q.val() | (self.room.val() & self.wr_req_ready.val())))));
        // The registered piece is the current SGE's from the next cycle on, unless the walk steps
        // (or restarts: the turn to pass 2 or 3) in this one.
        self.pcr_fresh.d.next = !self.step.val();
        if self.step.val() {
            self.sgraw.d.next = self.rot.val().into();
            self.sg_i.d.next = self.sg_i.q.val() + 1;
            if !self.past.val() {
                self.sg_pos.d.next = self.sgp.next_pos.val();
            }
        }

        // ---- outputs ----
        self.ev.key_req.next = false;
        self.key_lkey.next = self.k_lkey.q.val();
        self.key_va.next = self.k_va.q.val();
        self.key_len.next = self.k_len.q.val();
        self.wr_req_valid.next = false;
        self.wr_req_addr.next = self.pcr_va.q.val();
        self.wr_req_len.next = bit_cast::<17, 16>(self.pcr_len.q.val());
        self.rec_valid.next = false;
        self.rec.next.write = true;
        self.rec.next.eof = self.pcr_eof.q.val();
        self.rec.next.len = self.pcr_len.q.val();
        self.ev.scatter.next = false;
        self.ev.queued.next = false;
        self.ev.done.next = false;
        self.ev.outcome.next = Outcome::Ok;
        self.ev.need_key.next = false;

        match self.state.q.val() {
            WalkState::Idle => {
                self.c_eq.d.next = (self.slot.val() == self.c_slot.q.val()) & (self.tag.val() == self.c_tag.q.val());
                self.from_cache.d.next = false;
                if self.reuse.val() & !self.fetch_only.val() & self.c_valid.q.val() {
                    if self.start.val() {
                        self.state.d.next = WalkState::Probe;
                    }
                } else {
                    self.rd.req_valid.next = self.start.val();
                }
            }
            WalkState::Probe => {
                if self.c_eq.q.val() {
                    // A hit: the WQE in hand, its range check for this packet's bytes.
                    self.hit.next = true;
                    self.ev.fetched.next = true;
                    self.err.d.next = false;
                    self.short.d.next = self.hi.val() > bit_cast::<33, 32>(self.c_len0.q.val());
                    self.from_cache.d.next = true;
                    self.state.d.next = WalkState::Check;
                } else {
                    self.rd.req_valid.next = true;
                }
            }
            WalkState::Data => {
                if self.rd.valid.val() {
                    if !self.beats.q.val().any() {
                        self.wrid.d.next = self.rd.data.val().get_bits::<64>(0);
                        self.nsge.d.next = 16.into();
                        if self.n_in.val() <= 16 {
                            self.nsge.d.next = self.n_in.val().get_bits::<5>(0);
                        }
                        self.addr0.d.next = self.rd.data.val().get_bits::<64>(128);
                        self.lkey0.d.next = self.rd.data.val().get_bits::<32>(224);
                        self.c_len0.d.next = self.len0_in.val();
                        self.fit.d.next = (self.n_in.val() <= 16)
                            & (((bit_cast::<17, 5>(self.n_in.val().get_bits::<5>(0)) + 1) << 4) <= self.slot_len.val());
                        self.gt1.d.next = self.n_in.val() > 1;
                        self.short.d.next = self.hi.val() > bit_cast::<33, 32>(self.len0_in.val());
                    }
                    self.sgraw.d.next = (self.sgraw.q.val() >> 512) | (bit_cast::<2560, 512>(self.rd.data.val()) << 2048);
                    self.beats.d.next = self.beats.q.val() + 1;
                }
                if self.rd.cpl_valid.val() {
                    self.ev.fetched.next = true;
                    self.ev.dma_err.next = self.rd.cpl_status.val() != 0;
                    self.err.d.next = self.rd.cpl_status.val() != 0;
                    self.c_valid.d.next = !self.fetch_only.val() & (self.rd.cpl_status.val() == 0);
                    self.state.d.next = WalkState::Check;
                    if self.fetch_only.val() {
                        self.ev.done.next = true;
                        self.state.d.next = WalkState::Idle;
                    }
                }
            }
            WalkState::Check => {
                self.ev.done.next = true;
                self.state.d.next = WalkState::Idle;
                // The one SGE's piece, for the owner's key check.
                self.k_lkey.d.next = self.lkey0.q.val();
                self.k_va.d.next = self.addr0.q.val() + bit_cast::<64, 32>(self.lo.val());
                self.k_len.d.next = self.plen.val();
                if self.err.q.val() {
                    self.ev.outcome.next = Outcome::OperationalError;
                } else if !self.fit.q.val() {
                    self.ev.outcome.next = Outcome::Malformed;
                    self.c_valid.d.next = false;
                } else if self.gt1.q.val() {
                    self.ev.done.next = false;
                    self.ev.scatter.next = true;
                    self.sg_i.d.next = 0.into();
                    self.sg_pos.d.next = 0.into();
                    self.state.d.next = WalkState::Align;
                    if self.from_cache.q.val() {
                        // The list is in its order and measured: straight to the range check.
                        self.sg_pos.d.next = self.c_total.q.val();
                        self.state.d.next = WalkState::LenCheck;
                    }
                } else if self.short.q.val() {
                    self.ev.outcome.next = Outcome::InvalidRequest;
                    self.c_valid.d.next = false;
                } else {
                    self.ev.need_key.next = self.plen.val().any();
                }
            }
            WalkState::Align => {
                if self.beats.q.val() == 5 {
                    self.state.d.next = WalkState::Total;
                } else {
                    self.sgraw.d.next = self.sgraw.q.val() >> 512;
                    self.beats.d.next = self.beats.q.val() + 1;
                }
            }
            WalkState::Total => {
                // Sixteen steps bring the list back to its order.
                if self.sg_i.q.val() == 15 {
                    self.state.d.next = WalkState::LenCheck;
                }
            }
            WalkState::LenCheck => {
                // Too short for the range: golden checks the length before any key. An empty
                // range needs no piece.
                self.sg_i.d.next = 0.into();
                self.sg_pos.d.next = 0.into();
                self.pcr_fresh.d.next = false;
                self.c_total.d.next = self.sg_pos.q.val();
                self.state.d.next = WalkState::Keys;
                if bit_cast::<40, 33>(self.hi.val()) > self.sg_pos.q.val() {
                    self.ev.done.next = true;
                    self.c_valid.d.next = false;
                    self.ev.outcome.next = Outcome::InvalidRequest;
                    self.state.d.next = WalkState::Idle;
                } else if !self.plen.val().any() {
                    self.ev.done.next = true;
                    self.state.d.next = WalkState::Idle;
                }
            }
            WalkState::Keys => {
                if self.act.val() {
                    self.ev.key_req.next = true;
                    self.k_lkey.d.next = self.sgraw.q.val().get_bits::<32>(224);
                    self.k_va.d.next = self.pcr_va.q.val();
                    self.k_len.d.next = self.pcr_len.q.val();
                    self.state.d.next = WalkState::KeyWait;
                } else if self.step.val() & (self.sg_i.q.val() == 15) {
                    self.ev.queued.next = true;
                    self.sg_i.d.next = 0.into();
                    self.sg_pos.d.next = 0.into();
                    self.state.d.next = WalkState::Writes;
                }
            }
            WalkState::KeyWait => {
                if self.key_fail.val() {
                    // The walk stops with the list part-way round: not reusable.
                    self.c_valid.d.next = false;
                    self.state.d.next = WalkState::Idle;
                } else if self.key_pass.val() {
                    self.state.d.next = WalkState::Keys;
                    if self.sg_i.q.val() == 15 {
                        self.ev.queued.next = true;
                        self.sg_i.d.next = 0.into();
                        self.sg_pos.d.next = 0.into();
                        self.state.d.next = WalkState::Writes;
                    }
                }
            }
            WalkState::Writes => {
                if self.act.val() {
                    self.wr_req_valid.next = self.room.val();
                    self.rec_valid.next = self.room.val() & self.wr_req_ready.val();
                }
                if self.step.val() & (self.sg_i.q.val() == 15) {
                    self.ev.done.next = true;
                    self.state.d.next = WalkState::Idle;
                }
            }
            _ => {
                self.state.d.next = WalkState::Idle;
            }
        }
        // The read request taken (from `Idle`, or from `Probe` on a miss): the WQE comes in, and
        // the copy in hand is the one at this slot once it has (`c_valid` at the completion).
        if self.rd.req_valid.val() & self.rd.req_ready.val() {
            self.err.d.next = false;
            self.beats.d.next = 0.into();
            self.c_valid.d.next = false;
            self.c_slot.d.next = self.slot.val();
            self.c_tag.d.next = self.tag.val();
            self.state.d.next = WalkState::Data;
        }
        if self.reset.val() {
            self.state.d.next = WalkState::Idle;
            self.c_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::bytes_to_bits;
    use crate::sim_util::{rising_edge, settle};
    use golden::hostfmt::{decode_recv_wqe, encode_recv_wqe, wqe_log_stride, MAX_RECV_SGE};
    use golden::transport::env::pieces;
    use golden::verbs::{RecvWr, Sge};
    use proptest::prelude::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// What one walk did, as seen on its ports.
    #[derive(Debug, Default, PartialEq)]
    struct Seen {
        /// Key checks asked for: (host address, L_Key, bytes), `need_key`'s included.
        keys: Vec<(u64, u32, u64)>,
        /// Write requests taken (host address, bytes) and their records (eof).
        writes: Vec<(u64, u64, bool)>,
        scatter: bool,
        queued: bool,
        /// `done`'s outcome (None: the walk ended on a failed key).
        outcome: Option<Outcome>,
        need_key: bool,
        wr_id: u64,
        /// A read was requested.
        read: bool,
        /// The walk used the WQE in hand (`hit`).
        hit: bool,
    }

    /// One walk of `slot` (the ring slot's bytes) for the range `lo..lo + plen`. The DMA read
    /// fails when `read_err`; the key check of piece `fail_at` fails. Ports are ready at random.
    #[allow(clippy::too_many_arguments)]
    fn walk(w: &mut WqeWalker, rng: &mut StdRng, slot: &[u8], log_stride: u8, lo: u32, plen: u16, read_err: bool, fail_at: usize, fetch_only: bool) -> Seen {
        walk_tagged(w, rng, slot, log_stride, lo, plen, read_err, fail_at, fetch_only, (0, false))
    }

    /// [walk] with the ring's `tag` and `reuse`.
    #[allow(clippy::too_many_arguments)]
    fn walk_tagged(
        w: &mut WqeWalker,
        rng: &mut StdRng,
        slot: &[u8],
        log_stride: u8,
        lo: u32,
        plen: u16,
        read_err: bool,
        fail_at: usize,
        fetch_only: bool,
        (tag, reuse): (u32, bool),
    ) -> Seen {
        fn clk(w: &mut WqeWalker) -> &mut Signal<In, Clock> {
            &mut w.clock
        }
        let rlen = slot.len().min(272);
        let beats: Vec<Bits<512>> = slot[..rlen]
            .chunks(64)
            .map(|c| {
                let mut b = [0u8; 64];
                b[..c.len()].copy_from_slice(c);
                // Bytes past the read in the last beat are garbage.
                for x in &mut b[c.len()..] {
                    *x = rng.gen();
                }
                bytes_to_bits(&b)
            })
            .collect();
        let mut seen = Seen::default();
        let (mut requested, mut sent, mut key_due, mut key_taken) = (false, 0usize, None::<(u32, bool)>, false);
        w.fetch_only.next = fetch_only;
        w.slot.next = 0x1000.into();
        w.tag.next = (tag as u64).into();
        w.reuse.next = reuse;
        w.log_stride.next = (log_stride as u64).into();
        w.lo.next = (lo as u64).into();
        w.hi.next = (lo as u64 + plen as u64).into();
        w.plen.next = (plen as u64).into();
        for _cycle in 0..2_000 {
            w.start.next = !requested;
            w.rd.req_ready.next = rng.gen_bool(0.7);
            w.rd.valid.next = false;
            w.rd.cpl_valid.next = false;
            w.rd.cpl_status.next = 0.into();
            w.rd.data.next = Bits::<512>::default();
            if requested && sent < beats.len() && rng.gen_bool(0.8) {
                w.rd.data.next = beats[sent];
                w.rd.valid.next = true;
                sent += 1;
            }
            if requested && sent == beats.len() && sent != usize::MAX && rng.gen_bool(0.5) {
                w.rd.cpl_valid.next = true;
                w.rd.cpl_status.next = (if read_err { 2 } else { 0 }).into();
                sent = usize::MAX;
            }
            w.key_pass.next = false;
            w.key_fail.next = false;
            if let Some((wait, fail)) = key_due {
                if wait == 0 {
                    w.key_pass.next = !fail;
                    w.key_fail.next = fail;
                    key_due = None;
                } else {
                    key_due = Some((wait - 1, fail));
                }
            }
            w.room.next = rng.gen_bool(0.7);
            w.wr_req_ready.next = rng.gen_bool(0.7);
            settle(w);
            if w.rd.req_valid.val() {
                assert!(!requested, "one read request per walk");
                assert_eq!(w.rd.req_addr.val().to_u64(), 0x1000);
                assert_eq!(w.rd.req_len.val().to_u64() as usize, rlen, "reads the slot, at most 272 bytes");
                requested = w.rd.req_ready.val();
                seen.read = true;
            }
            if w.hit.val() {
                assert!(w.ev.fetched.val() && !w.ev.dma_err.val(), "a hit is a fetch without error");
                assert!(!requested, "a hit reads nothing");
                seen.hit = true;
            }
            if w.ev.fetched.val() {
                assert_eq!(w.ev.dma_err.val(), read_err);
            }
            if w.ev.key_req.val() {
                assert!(key_due.is_none(), "one key check at a time");
                key_due = Some((rng.gen_range(1..4), seen.keys.len() == fail_at));
                key_taken = true;
            }
            assert_eq!(w.rec_valid.val(), w.wr_req_valid.val() && w.wr_req_ready.val(), "a record with each taken request");
            assert!(!w.wr_req_valid.val() || w.room.val(), "no request without room");
            if w.rec_valid.val() {
                let r = w.rec.val();
                assert!(r.write);
                assert_eq!(r.len, w.wr_req_len.val().get_bits::<16>(0));
                seen.writes.push((w.wr_req_addr.val().to_u64(), w.wr_req_len.val().to_u64(), r.eof));
            }
            seen.scatter |= w.ev.scatter.val();
            seen.queued |= w.ev.queued.val();
            let done = w.ev.done.val();
            let (outcome, need_key) = (w.ev.outcome.val(), w.ev.need_key.val());
            let ended_on_key = w.key_fail.val();
            rising_edge(w, clk);
            // The key check's piece is registered: read it the cycle after the request.
            if std::mem::take(&mut key_taken) {
                seen.keys.push((w.key_va.val().to_u64(), w.key_lkey.val().to_u64() as u32, w.key_len.val().to_u64()));
            }
            if done {
                seen.outcome = Some(outcome);
                seen.need_key = need_key;
                if need_key {
                    seen.keys.push((w.key_va.val().to_u64(), w.key_lkey.val().to_u64() as u32, w.key_len.val().to_u64()));
                }
                seen.wr_id = w.wr_id.val().to_u64();
                return seen;
            }
            if ended_on_key {
                seen.wr_id = w.wr_id.val().to_u64();
                return seen;
            }
        }
        panic!("the walk never ended: {seen:?}");
    }

    /// A ring slot of `1 << log_stride` bytes holding `wqe` (the rest garbage), its SGE count
    /// replaced by `count` when given.
    fn slot_bytes(rng: &mut StdRng, wqe: &[u8], log_stride: u8, count: Option<u32>) -> Vec<u8> {
        let mut s: Vec<u8> = (0..1usize << log_stride).map(|_| rng.gen()).collect();
        let n = wqe.len().min(s.len());
        s[..n].copy_from_slice(&wqe[..n]);
        if let Some(c) = count {
            s[8..12].copy_from_slice(&c.to_le_bytes());
        }
        s
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]
        /// Walks of random receive WQEs give golden's decision and golden's pieces: a malformed
        /// WQE as `decode_recv_wqe` refuses it, a range longer than the list as `pieces` refuses
        /// it, every piece's key checked in order (a failed one ends the walk with nothing
        /// written), then one write per piece with `eof` on the last. Four walks per case on one
        /// walker: nothing of a walk leaks into the next. Half of them walk the previous WQE again
        /// for another range with `reuse` (the next packet of its message): with its tag and after
        /// a walk that ended Ok they must use the WQE in hand (no read, golden's answer for the new
        /// range), otherwise read it again.
        #[test]
        fn walks_give_goldens_pieces(seed in any::<u64>()) {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut w = WqeWalker::default();
            w.connect_all();
            w.reset.next = true;
            rising_edge(&mut w, |w| &mut w.clock);
            w.reset.next = false;
            // The previous walk's slot, stride, tag, and whether its WQE is still in hand.
            let mut prev: Option<(Vec<u8>, u8, u32, bool)> = None;
            for _walk in 0..4 {
                let (slot, log_stride, wtag, reuse, expect_hit, count) = match prev.clone() {
                    Some((slot, ls, t, cached)) if rng.gen_bool(0.5) => {
                        let same = rng.gen_bool(0.75);
                        let wtag = if same { t } else { t ^ (1 << rng.gen_range(0..24)) };
                        (slot, ls, wtag, true, cached && same, None)
                    }
                    _ => {
                        let n = if rng.gen_bool(0.25) { rng.gen_range(0..=1) } else { rng.gen_range(0..=MAX_RECV_SGE) };
                        let sges: Vec<Sge> = (0..n)
                            .map(|i| Sge {
                                addr: rng.gen(),
                                length: match rng.gen_range(0..4) { 0 => 0, 1 => rng.gen_range(1..300), _ => rng.gen_range(1..5000) },
                                lkey: 0x100 + i as u32,
                            })
                            .collect();
                        let wr = RecvWr { wr_id: rng.gen(), sges };
                        let wqe = encode_recv_wqe(&wr).unwrap();
                        // The slot: as the driver sizes it, or smaller / larger; the count sometimes corrupted.
                        let log_stride = (wqe_log_stride(n) as i32 + match rng.gen_range(0..8) { 0 => -1, 1 => 1, 2 => 2, _ => 0 }).clamp(4, 10) as u8;
                        let count = match rng.gen_range(0..16) { 0 => Some(rng.gen_range(17..40)), 1 => Some(rng.gen()), _ => None };
                        let slot = slot_bytes(&mut rng, &wqe, log_stride, count);
                        if let (None, Ok(d)) = (count, decode_recv_wqe(&slot[..slot.len().min(272)])) {
                            prop_assert_eq!(d, wr);
                        }
                        // A new WQE comes with another tag than the one the walker holds (the
                        // owner says `reuse` only for the WQE of the message in progress).
                        let held = prev.as_ref().map(|p| p.2);
                        let mut tag = rng.gen_range(0..1u32 << 24);
                        while Some(tag) == held {
                            tag = rng.gen_range(0..1u32 << 24);
                        }
                        (slot, log_stride, tag, rng.gen_bool(0.3), false, count)
                    }
                };
                let decoded = decode_recv_wqe(&slot[..slot.len().min(272)]);
                let total: u64 = decoded.as_ref().map(|d| d.sges.iter().map(|s| s.length as u64).sum()).unwrap_or(1000);
                let lo = rng.gen_range(0..=(total as u32).saturating_add(64));
                let plen = if rng.gen_bool(0.5) { rng.gen_range(0..=4096u16) } else { rng.gen_range(0..=(total as u16 / 2).max(1)) };
                let read_err = !expect_hit && rng.gen_bool(0.08);
                let fail_at = if rng.gen_bool(0.3) { rng.gen_range(0..4) } else { usize::MAX };
                let seen = walk_tagged(&mut w, &mut rng, &slot, log_stride, lo, plen, read_err, fail_at, false, (wtag, reuse));
                prop_assert_eq!(seen.hit, expect_hit, "{:?} reuse {} tag {}", seen, reuse, wtag);
                prop_assert_eq!(seen.read, !expect_hit);
                prev = Some((slot.clone(), log_stride, wtag, seen.outcome == Some(Outcome::Ok)));
                if read_err {
                    prop_assert_eq!(seen.outcome, Some(Outcome::OperationalError));
                    prop_assert!(seen.keys.is_empty() && seen.writes.is_empty() && !seen.scatter);
                    continue;
                }
                prop_assert_eq!(seen.wr_id, u64::from_le_bytes(slot[0..8].try_into().unwrap()), "{:?} stride {} count {:?}", seen, log_stride, count);
                let Ok(d) = decoded else {
                    prop_assert_eq!(seen.outcome, Some(Outcome::Malformed), "{:?}", decoded);
                    prop_assert!(seen.keys.is_empty() && seen.writes.is_empty() && !seen.scatter);
                    continue;
                };
                let n = d.sges.len();
                let Ok(want) = pieces(&d.sges, lo as u64, plen as u64) else {
                    prop_assert_eq!(seen.outcome, Some(Outcome::InvalidRequest));
                    prop_assert!(seen.keys.is_empty() && seen.writes.is_empty());
                    prop_assert_eq!(seen.scatter, n > 1);
                    continue;
                };
                prop_assert_eq!(seen.scatter, n > 1);
                if n <= 1 {
                    // One piece at most, and its key check is the owner's.
                    prop_assert_eq!(seen.outcome, Some(Outcome::Ok));
                    prop_assert_eq!(seen.need_key, !want.is_empty());
                    prop_assert_eq!(&seen.keys, &want);
                    prop_assert!(seen.writes.is_empty() && !seen.queued);
                } else if fail_at < want.len() {
                    prop_assert_eq!(seen.outcome, None, "ends on the failed key");
                    prop_assert_eq!(&seen.keys[..], &want[..=fail_at]);
                    prop_assert!(seen.writes.is_empty() && !seen.queued);
                } else {
                    prop_assert_eq!(seen.outcome, Some(Outcome::Ok));
                    prop_assert!(!seen.need_key);
                    prop_assert_eq!(&seen.keys, &want);
                    prop_assert_eq!(seen.queued, !want.is_empty());
                    let writes: Vec<(u64, u32, u64)> = seen.writes.iter().zip(&want).map(|(&(a, l, _), &(_, k, _))| (a, k, l)).collect();
                    prop_assert_eq!(&writes, &want);
                    prop_assert_eq!(seen.writes.len(), want.len());
                    let eofs: Vec<bool> = seen.writes.iter().map(|w| w.2).collect();
                    prop_assert!(eofs.iter().rev().skip(1).all(|e| !e) && eofs.last().copied().unwrap_or(true), "{:?}", eofs);
                }
            }
        }
    }

    /// A `fetch_only` read and a reset drop the WQE in hand: the next reusing walk reads it
    /// again.
    #[test]
    fn fetch_only_and_reset_drop_the_wqe_in_hand() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut w = WqeWalker::default();
        w.connect_all();
        let wr = RecvWr { wr_id: 0x55, sges: (0..3).map(|i| Sge { addr: 0x10_000 * i as u64, length: 100, lkey: 7 }).collect() };
        let wqe = encode_recv_wqe(&wr).unwrap();
        let st = wqe_log_stride(3);
        let slot = slot_bytes(&mut rng, &wqe, st, None);
        let first = walk_tagged(&mut w, &mut rng, &slot, st, 0, 120, false, usize::MAX, false, (9, false));
        assert_eq!(first.outcome, Some(Outcome::Ok));
        let again = walk_tagged(&mut w, &mut rng, &slot, st, 120, 100, false, usize::MAX, false, (9, true));
        assert!(again.hit && !again.read, "{again:?}");
        assert_eq!(again.writes.iter().map(|x| (x.0, x.1)).collect::<Vec<_>>(), vec![(0x10_000 + 20, 80), (0x20_000, 20)]);
        walk(&mut w, &mut rng, &slot, st, 0, 0, false, usize::MAX, true);
        let after_fetch = walk_tagged(&mut w, &mut rng, &slot, st, 0, 10, false, usize::MAX, false, (9, true));
        assert!(!after_fetch.hit && after_fetch.read, "{after_fetch:?}");
        w.reset.next = true;
        rising_edge(&mut w, |w| &mut w.clock);
        w.reset.next = false;
        let after_reset = walk_tagged(&mut w, &mut rng, &slot, st, 0, 10, false, usize::MAX, false, (9, true));
        assert!(!after_reset.hit && after_reset.read, "{after_reset:?}");
    }

    /// The WQE register holds the largest WQE (five beats), and a rotation keeps its width.
    #[test]
    fn the_wqe_register_holds_the_largest_wqe() {
        use golden::hostfmt::{SGE_SIZE, WQE_HEADER};
        assert_eq!(<SgRot as Synth>::BITS, 2560);
        assert!(WQE_HEADER + SGE_SIZE * MAX_RECV_SGE <= 272 && 272 <= 5 * 64);
    }

    /// `fetch_only`: the walk ends when the read completes, with the WQE's `wr_id`, whatever
    /// the WQE holds; no key check, no write.
    #[test]
    fn fetch_only_gives_the_wr_id() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut w = WqeWalker::default();
        w.connect_all();
        for n in [0usize, 1, 5, 16] {
            let wr = RecvWr { wr_id: 0xABCD_0000 + n as u64, sges: (0..n).map(|i| Sge { addr: 0x10_000 * i as u64, length: 100, lkey: 7 }).collect() };
            let wqe = encode_recv_wqe(&wr).unwrap();
            let st = wqe_log_stride(n);
            let slot = slot_bytes(&mut rng, &wqe, st, None);
            let seen = walk(&mut w, &mut rng, &slot, st, 0, 64, false, usize::MAX, true);
            assert_eq!(seen.wr_id, wr.wr_id);
            assert!(seen.keys.is_empty() && seen.writes.is_empty() && !seen.scatter, "{seen:?}");
        }
    }

    /// Exports and lints clean. UNOPTFLAT is off: the scatter step (`SgPiece`, combinational) is
    /// a sub-module whose inputs and outputs the one `always` block both drives and reads, which
    /// Verilator takes for a loop (there is none: `settle` converges). UNUSEDSIGNAL is off: of
    /// its DMA read port it does not read `keep` and `last` (its reads end on their completion).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_wqe_walker", WqeWalker::default(), &["-Wno-UNOPTFLAT", "-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
