//! RoCEv2 TX frame builder: a metadata record ([TxMeta]) and a payload stream in, the complete
//! frame out: Ethernet (+802.1Q), IPv4 with header checksum or IPv6, UDP (length, checksum 0),
//! BTH with PadCnt, the opcode's extension headers, the payload shifted into place, pad bytes, the
//! ICRC, and zero padding up to 60 bytes for short frames (the frame carries no FCS).
//!
//! Pipeline: record queue -> [TxHeader] (4 stages) -> assembler -> 4 delay stages alongside the
//! [Icrc] engine -> ICRC insertion -> output skid. The whole datapath after the header former
//! advances on one enable (`adv` = the output skid has room), so the ICRC engine (clock-enabled by
//! the same signal) stays aligned with the beat that carries the ICRC. One 64-byte beat per clock
//! sustained, frames of one beat included (one frame per clock).
//!
//! Record queue: a [`DeepRecordFifo`] of records in front of the header former. A source issues
//! a packet's payload read as its record is taken, so the records waiting here and in the header
//! former are the payload reads in flight, and they must cover the host-memory round trip
//! (about 130 cycles) at the link's rate. With the 2-record skid register this queue replaced,
//! about seven frames were in flight: enough for frames of 1 KB and more, but 64-byte READ
//! responses left at 0.0517 per cycle (`responder_small_read_msgs_per_cycle`, session 46)
//! against the link's 0.3333. The queue takes a record while it holds fewer than 60 records and
//! fewer than [`QUEUE_BEATS`] (32) payload beats (`meta_ready`, registered; a record the header
//! former takes is counted out a cycle late, so that late pop is not on the flag's path): 37
//! one-beat frames in flight, while large frames are held back as before, so a record of another source
//! (an ACK behind a long READ response, the next READ of another QP) waits behind at most 32
//! queued payload beats plus the header former's records, and the sources' packet-by-packet
//! arbitration still decides the order on the wire. The DMA read client's own credits (its
//! 512-beat data FIFO) bound the payload bytes returned and not yet sent.
//!
//! Payload stream: `payload_len` bytes in ceil(len/64) beats, lane 0 first, `tlast` on the last;
//! no beats when `payload_len` is 0; `tkeep` all ones except on the last beat. A
//! stream whose `tlast` disagrees with `payload_len` gives a frame with `tuser` set on its last
//! beat (the MAC must drop it); surplus beats are discarded up to their `tlast`. The same flag
//! marks a payload whose last beat's `tkeep` is not the expected one, or whose `tuser` is set.
use crate::axis::{AxisSink, AxisSource};
use crate::crc_math::reference_icrc;
use crate::icrc::Icrc;
use crate::skid_buffer::SkidBuffer;
use crate::sync_fifo::{DeepRecordFifo, DEEP_RECORD_FIFO_ROOM};
use crate::tx_header::{ext, opcode_ext_flags, TxFields, TxHeader, TxMeta};
use rust_hdl::prelude::*;

/// Payload beats the record queue holds before it stops taking records (with the records in the
/// header former, about seven 4 KB or 1 KB frames in flight, as before the queue; 37 of one beat).
pub const QUEUE_BEATS: u64 = 32;

/// Delay stages between the assembler and the ICRC insertion (= the ICRC engine's latency).
const DELAY: usize = 4;

/// The TX frame builder.
#[derive(LogicBlock)]
pub struct TxBuilder {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Header fields of the next packet.
    pub meta: Signal<In, TxMeta>,
    /// `meta` is valid.
    pub meta_valid: Signal<In, Bit>,
    /// `meta` is taken (registered).
    pub meta_ready: Signal<Out, Bit>,
    /// Payload stream.
    pub s_pay: AxisSink,
    /// Frame stream out.
    pub m: AxisSource,
    meta_q: DeepRecordFifo<TxMeta>,
    /// The queue has room (registered from its fill and its payload beats: `meta_ready`).
    meta_room: DFF<Bit>,
    meta_room_at: Constant<Bits<7>>,
    /// Payload beats of the records in the queue.
    q_beats: DFF<Bits<12>>,
    /// Payload beats of the record written this cycle (0 when none).
    in_beats: Signal<Local, Bits<12>>,
    /// Payload beats of the record the header former took last cycle (0 when none): taken off a
    /// cycle late, so the pop, late in its cycle, is not on the room's path.
    pop_beats: DFF<Bits<12>>,
    q_beats_next: Signal<Local, Bits<12>>,
    queue_beats: Constant<Bits<12>>,
    hdr_former: TxHeader,
    pay_skid: SkidBuffer,
    icrc: Icrc,
    out_skid: SkidBuffer,
    ones: Constant<Bits<512>>,
    ones64: Constant<Bits<64>>,
    c512: Constant<Bits<10>>,
    // assembler state
    busy: DFF<Bit>,
    prev: DFF<Bits<512>>,
    s_q: DFF<Bits<6>>,
    pend_q: DFF<Bits<16>>,
    /// min(`pend_q`, 64), registered beside it.
    ev_q: DFF<Bits<7>>,
    /// min(`flen_q`, 64), registered beside it.
    fv_q: DFF<Bits<7>>,
    /// `flen_q` <= 64, registered beside it.
    one_q: DFF<Bit>,
    iend_q: DFF<Bits<16>>,
    flen_q: DFF<Bits<16>>,
    pleft_q: DFF<Bits<11>>,
    plast_q: DFF<Bits<7>>,
    err_q: DFF<Bit>,
    drain_q: DFF<Bit>,
    // stage A
    a_valid: DFF<Bit>,
    a_data: DFF<Bits<512>>,
    a_keep: DFF<Bits<64>>,
    a_last: DFF<Bit>,
    a_user: DFF<Bit>,
    a_m4c: DFF<Bits<7>>,
    a_iend: DFF<Bit>,
    a_icnt: DFF<Bits<7>>,
    // delay stages
    d_valid: Vec<DFF<Bit>>,
    d_data: Vec<DFF<Bits<512>>>,
    d_keep: Vec<DFF<Bits<64>>>,
    d_last: Vec<DFF<Bit>>,
    d_user: Vec<DFF<Bit>>,
    d_m4c: Vec<DFF<Bits<7>>>,
    crc_hold: DFF<Bits<32>>,
    // locals
    adv: Signal<Local, Bit>,
    start: Signal<Local, Bit>,
    jh: Signal<Local, Bit>,
    s_src: Signal<Local, Bits<6>>,
    pend_src: Signal<Local, Bits<16>>,
    iend_src: Signal<Local, Bits<16>>,
    flen_src: Signal<Local, Bits<16>>,
    pl_cur: Signal<Local, Bits<11>>,
    plast: Signal<Local, Bits<7>>,
    keep_exp: Signal<Local, Bits<64>>,
    need_pay: Signal<Local, Bit>,
    have: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    consume: Signal<Local, Bit>,
    last_exp: Signal<Local, Bit>,
    mism: Signal<Local, Bit>,
    err_now: Signal<Local, Bit>,
    last: Signal<Local, Bit>,
    sh: Signal<Local, Bits<10>>,
    rot: Signal<Local, Bits<512>>,
    lo: Signal<Local, Bits<512>>,
    ev: Signal<Local, Bits<7>>,
    vm: Signal<Local, Bits<512>>,
    prev_src: Signal<Local, Bits<512>>,
    hb0: Signal<Local, Bits<512>>,
    hb1: Signal<Local, Bits<512>>,
    beat: Signal<Local, Bits<512>>,
    fv: Signal<Local, Bits<7>>,
    crc_use: Signal<Local, Bits<32>>,
    ins_sh: Signal<Local, Bits<10>>,
    ins: Signal<Local, Bits<544>>,
}

impl Default for TxBuilder {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            meta: Default::default(),
            meta_valid: Default::default(),
            meta_ready: Default::default(),
            s_pay: Default::default(),
            m: Default::default(),
            meta_q: Default::default(),
            meta_room: Default::default(),
            meta_room_at: Constant::new(DEEP_RECORD_FIFO_ROOM.to_bits()),
            q_beats: Default::default(),
            in_beats: Default::default(),
            pop_beats: Default::default(),
            q_beats_next: Default::default(),
            queue_beats: Constant::new(QUEUE_BEATS.to_bits()),
            hdr_former: Default::default(),
            pay_skid: Default::default(),
            icrc: Default::default(),
            out_skid: Default::default(),
            ones: Constant::new(!Bits::<512>::default()),
            ones64: Constant::new(!Bits::<64>::default()),
            c512: Constant::new(512u64.into()),
            busy: Default::default(),
            prev: Default::default(),
            s_q: Default::default(),
            pend_q: Default::default(),
            ev_q: Default::default(),
            fv_q: Default::default(),
            one_q: Default::default(),
            iend_q: Default::default(),
            flen_q: Default::default(),
            pleft_q: Default::default(),
            plast_q: Default::default(),
            err_q: Default::default(),
            drain_q: Default::default(),
            a_valid: Default::default(),
            a_data: Default::default(),
            a_keep: Default::default(),
            a_last: Default::default(),
            a_user: Default::default(),
            a_m4c: Default::default(),
            a_iend: Default::default(),
            a_icnt: Default::default(),
            d_valid: (0..DELAY).map(|_| Default::default()).collect(),
            d_data: (0..DELAY).map(|_| Default::default()).collect(),
            d_keep: (0..DELAY).map(|_| Default::default()).collect(),
            d_last: (0..DELAY).map(|_| Default::default()).collect(),
            d_user: (0..DELAY).map(|_| Default::default()).collect(),
            d_m4c: (0..DELAY).map(|_| Default::default()).collect(),
            crc_hold: Default::default(),
            adv: Default::default(),
            start: Default::default(),
            jh: Default::default(),
            s_src: Default::default(),
            pend_src: Default::default(),
            iend_src: Default::default(),
            flen_src: Default::default(),
            pl_cur: Default::default(),
            plast: Default::default(),
            keep_exp: Default::default(),
            need_pay: Default::default(),
            have: Default::default(),
            emit: Default::default(),
            consume: Default::default(),
            last_exp: Default::default(),
            mism: Default::default(),
            err_now: Default::default(),
            last: Default::default(),
            sh: Default::default(),
            rot: Default::default(),
            lo: Default::default(),
            ev: Default::default(),
            vm: Default::default(),
            prev_src: Default::default(),
            hb0: Default::default(),
            hb1: Default::default(),
            beat: Default::default(),
            fv: Default::default(),
            crc_use: Default::default(),
            ins_sh: Default::default(),
            ins: Default::default(),
        }
    }
}

impl Logic for TxBuilder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, busy, prev, s_q, pend_q, ev_q, fv_q, one_q, iend_q, flen_q, pleft_q, plast_q, err_q, drain_q, a_valid,
            a_data, a_keep, a_last, a_user, a_m4c, a_iend, a_icnt, crc_hold, meta_room, q_beats, pop_beats
        );
        for i in 0..4 {
            self.d_valid[i].clock.next = self.clock.val();
            self.d_data[i].clock.next = self.clock.val();
            self.d_keep[i].clock.next = self.clock.val();
            self.d_last[i].clock.next = self.clock.val();
            self.d_user[i].clock.next = self.clock.val();
            self.d_m4c[i].clock.next = self.clock.val();
            self.d_valid[i].d.next = self.d_valid[i].q.val();
            self.d_data[i].d.next = self.d_data[i].q.val();
            self.d_keep[i].d.next = self.d_keep[i].q.val();
            self.d_last[i].d.next = self.d_last[i].q.val();
            self.d_user[i].d.next = self.d_user[i].q.val();
            self.d_m4c[i].d.next = self.d_m4c[i].q.val();
        }
        clock!(self, clock, meta_q, hdr_former, pay_skid, icrc, out_skid);
        self.meta_q.reset.next = self.reset.val();
        self.meta_q.replace.next = false;
        self.hdr_former.reset.next = self.reset.val();
        self.pay_skid.reset.next = self.reset.val();
        self.icrc.reset.next = self.reset.val();
        self.out_skid.reset.next = self.reset.val();
        // Inputs
        // The queue: at most 60 records, and a record is written only while fewer than
        // `QUEUE_BEATS` payload beats wait in it (both registered: `meta_ready`).
        self.meta_ready.next = self.meta_room.q.val();
        self.meta_q.wr_data.next = self.meta.val();
        self.meta_q.wr_en.next = self.meta_valid.val() & self.meta_room.q.val();
        self.hdr_former.in_meta.next = self.meta_q.rd_data.val();
        self.hdr_former.in_valid.next = self.meta_q.rd_valid.val();
        self.meta_q.rd_en.next = self.hdr_former.in_ready.val();
        self.in_beats.next = 0.into();
        if self.meta_valid.val() & self.meta_room.q.val() {
            self.in_beats.next = bit_cast::<12, 17>((bit_cast::<17, 16>(self.meta.val().payload_len) + 63) >> 6);
        }
        self.pop_beats.d.next = 0.into();
        if self.meta_q.rd_valid.val() & self.hdr_former.in_ready.val() {
            self.pop_beats.d.next = bit_cast::<12, 17>((bit_cast::<17, 16>(self.meta_q.rd_data.val().payload_len) + 63) >> 6);
        }
        self.q_beats_next.next = self.q_beats.q.val() + self.in_beats.val() - self.pop_beats.q.val();
        self.q_beats.d.next = self.q_beats_next.val();
        self.meta_room.d.next = (self.meta_q.fill.val() < self.meta_room_at.val())
            & (self.q_beats_next.val() < self.queue_beats.val())
            & !self.reset.val();
        if self.reset.val() {
            self.q_beats.d.next = 0.into();
            self.pop_beats.d.next = 0.into();
        }
        self.pay_skid.s.tdata.next = self.s_pay.tdata.val();
        self.pay_skid.s.tkeep.next = self.s_pay.tkeep.val();
        self.pay_skid.s.tlast.next = self.s_pay.tlast.val();
        self.pay_skid.s.tuser.next = self.s_pay.tuser.val();
        self.pay_skid.s.tvalid.next = self.s_pay.tvalid.val();
        self.s_pay.tready.next = self.pay_skid.s.tready.val();
        // Outputs
        self.m.tdata.next = self.out_skid.m.tdata.val();
        self.m.tkeep.next = self.out_skid.m.tkeep.val();
        self.m.tlast.next = self.out_skid.m.tlast.val();
        self.m.tuser.next = self.out_skid.m.tuser.val();
        self.m.tvalid.next = self.out_skid.m.tvalid.val();
        self.out_skid.m.tready.next = self.m.tready.val();

        // ---- assembler ----
        self.adv.next = self.out_skid.s.tready.val();
        self.start.next = !self.busy.q.val();
        self.hb0.next = self.hdr_former.out_hdr.val().get_bits::<512>(0);
        self.hb1.next = self.hdr_former.out_hdr.val().get_bits::<512>(512);
        if self.start.val() {
            self.jh.next = self.hdr_former.out_hlen.val().get_bit(6);
            self.s_src.next = self.hdr_former.out_hlen.val().get_bits::<6>(0);
            self.pend_src.next = self.hdr_former.out_pay_end.val();
            self.ev.next = self.hdr_former.out_pay_ev.val();
            self.fv.next = self.hdr_former.out_frame_fv.val();
            self.last.next = self.hdr_former.out_frame_one.val();
            self.iend_src.next = self.hdr_former.out_icrc_end.val();
            self.flen_src.next = self.hdr_former.out_frame_len.val();
            self.pl_cur.next = self.hdr_former.out_pay_beats.val();
            self.plast.next = self.hdr_former.out_pay_last.val();
            self.prev_src.next = self.hb0.val();
            self.need_pay.next = !self.jh.val() & self.pl_cur.val().any();
            self.have.next = self.hdr_former.out_valid.val()
                & !self.drain_q.q.val()
                & (!self.need_pay.val() | self.pay_skid.m.tvalid.val());
        } else {
            self.jh.next = false;
            self.s_src.next = self.s_q.q.val();
            self.pend_src.next = self.pend_q.q.val();
            self.ev.next = self.ev_q.q.val();
            self.fv.next = self.fv_q.q.val();
            self.last.next = self.one_q.q.val();
            self.iend_src.next = self.iend_q.q.val();
            self.flen_src.next = self.flen_q.q.val();
            self.pl_cur.next = self.pleft_q.q.val();
            self.plast.next = self.plast_q.q.val();
            self.prev_src.next = self.prev.q.val();
            self.need_pay.next = self.pl_cur.val().any();
            self.have.next = !self.need_pay.val() | self.pay_skid.m.tvalid.val();
        }
        self.emit.next = self.adv.val() & self.have.val();
        self.consume.next = self.emit.val() & self.need_pay.val();
        self.hdr_former.out_take.next = self.emit.val() & self.start.val();
        self.pay_skid.m.tready.next = self.consume.val() | self.drain_q.q.val();
        // Payload lanes: rotate the beat up by s lanes; lanes below s come from the previous beat
        // (or the header's last partial beat), lanes past the payload end are cleared.
        self.sh.next = bit_cast::<10, 6>(self.s_src.val()) << 3;
        self.rot.next = (self.pay_skid.m.tdata.val() << self.sh.val())
            | (self.pay_skid.m.tdata.val() >> (self.c512.val() - self.sh.val()));
        self.lo.next = !(self.ones.val() << self.sh.val());
        // `ev` = min(pend_src, 64), registered with each source (no compare here).
        self.vm.next = !(self.ones.val() << (bit_cast::<10, 7>(self.ev.val()) << 3));
        self.beat.next = ((self.prev_src.val() & self.lo.val()) | (self.rot.val() & !self.lo.val()))
            & self.vm.val();
        if self.jh.val() {
            self.beat.next = self.hb0.val();
        }
        // `fv` = min(flen_src, 64) and `last` = flen_src <= 64 are registered with each source.
        // Payload stream framing check.
        self.last_exp.next = self.pl_cur.val() == 1;
        self.keep_exp.next = !(self.ones64.val() << self.plast.val());
        if !self.last_exp.val() {
            self.keep_exp.next = self.ones64.val();
        }
        // Error: tlast where the record says otherwise, a tkeep that is not the expected one, or
        // the source's own error flag.
        self.mism.next = self.consume.val()
            & ((self.pay_skid.m.tlast.val() != self.last_exp.val())
                | (self.pay_skid.m.tkeep.val() != self.keep_exp.val())
                | self.pay_skid.m.tuser.val());
        self.err_now.next = (self.err_q.q.val() & !self.start.val()) | self.mism.val();
        if self.drain_q.q.val() & self.pay_skid.m.tvalid.val() & self.pay_skid.m.tlast.val() {
            self.drain_q.d.next = false;
        }
        if self.adv.val() {
            self.a_valid.d.next = self.emit.val();
        }
        if self.emit.val() {
            self.busy.d.next = !self.last.val();
            self.s_q.d.next = self.s_src.val();
            self.plast_q.d.next = self.plast.val();
            self.prev.d.next = self.rot.val();
            if self.jh.val() {
                self.prev.d.next = self.hb1.val();
            }
            self.pend_q.d.next = 0.into();
            self.ev_q.d.next = 0.into();
            if self.pend_src.val() >= 64 {
                self.pend_q.d.next = self.pend_src.val() - 64;
                self.ev_q.d.next = bit_cast::<7, 16>(self.pend_src.val() - 64);
                if self.pend_src.val() >= 128 {
                    self.ev_q.d.next = 64.into();
                }
            }
            self.iend_q.d.next = 0.into();
            if self.iend_src.val() >= 64 {
                self.iend_q.d.next = self.iend_src.val() - 64;
            }
            self.flen_q.d.next = 0.into();
            self.fv_q.d.next = 0.into();
            self.one_q.d.next = true;
            if self.flen_src.val() >= 64 {
                self.one_q.d.next = self.flen_src.val() <= 128;
                self.flen_q.d.next = self.flen_src.val() - 64;
                self.fv_q.d.next = bit_cast::<7, 16>(self.flen_src.val() - 64);
                if self.flen_src.val() >= 128 {
                    self.fv_q.d.next = 64.into();
                }
            }
            self.pleft_q.d.next = self.pl_cur.val();
            if self.consume.val() {
                self.pleft_q.d.next = self.pl_cur.val() - 1;
                if self.pay_skid.m.tlast.val() {
                    self.pleft_q.d.next = 0.into();
                } else if self.last_exp.val() {
                    self.drain_q.d.next = true;
                }
            }
            self.err_q.d.next = self.err_now.val() & !self.last.val();
            self.a_data.d.next = self.beat.val();
            self.a_keep.d.next = !(self.ones64.val() << self.fv.val());
            self.a_last.d.next = self.last.val();
            self.a_user.d.next = self.last.val() & self.err_now.val();
            self.a_m4c.d.next = bit_cast::<7, 16>(self.iend_src.val());
            if self.iend_src.val() > 68 {
                self.a_m4c.d.next = 68.into();
            }
            self.a_iend.d.next = (self.iend_src.val() >= 5) & (self.iend_src.val() <= 68);
            self.a_icnt.d.next = bit_cast::<7, 16>(self.iend_src.val() - 4);
        }

        // ---- ICRC alongside the delay stages ----
        self.icrc.ce.next = self.adv.val();
        self.icrc.in_valid.next = self.a_valid.q.val();
        self.icrc.in_data.next = self.a_data.q.val();
        self.icrc.in_last.next = self.a_last.q.val();
        self.icrc.in_end.next = self.a_iend.q.val();
        self.icrc.in_count.next = self.a_icnt.q.val();
        if self.adv.val() {
            self.d_valid[0].d.next = self.a_valid.q.val();
            self.d_data[0].d.next = self.a_data.q.val();
            self.d_keep[0].d.next = self.a_keep.q.val();
            self.d_last[0].d.next = self.a_last.q.val();
            self.d_user[0].d.next = self.a_user.q.val();
            self.d_m4c[0].d.next = self.a_m4c.q.val();
            for i in 1..4 {
                self.d_valid[i].d.next = self.d_valid[i - 1].q.val();
                self.d_data[i].d.next = self.d_data[i - 1].q.val();
                self.d_keep[i].d.next = self.d_keep[i - 1].q.val();
                self.d_last[i].d.next = self.d_last[i - 1].q.val();
                self.d_user[i].d.next = self.d_user[i - 1].q.val();
                self.d_m4c[i].d.next = self.d_m4c[i - 1].q.val();
            }
            if self.icrc.out_valid.val() {
                self.crc_hold.d.next = self.icrc.out_crc.val();
            }
        }
        // ---- ICRC insertion: crc byte c lands at lane (m4c - 4 + c) ----
        self.crc_use.next = self.crc_hold.q.val();
        if self.icrc.out_valid.val() {
            self.crc_use.next = self.icrc.out_crc.val();
        }
        self.ins_sh.next = bit_cast::<10, 7>(self.d_m4c[3].q.val()) << 3;
        self.ins.next = bit_cast::<544, 32>(self.crc_use.val()) << self.ins_sh.val();
        self.out_skid.s.tdata.next = self.d_data[3].q.val() | bit_cast::<512, 544>(self.ins.val() >> 32);
        self.out_skid.s.tkeep.next = self.d_keep[3].q.val();
        self.out_skid.s.tlast.next = self.d_last[3].q.val();
        self.out_skid.s.tuser.next = self.d_user[3].q.val();
        self.out_skid.s.tvalid.next = self.d_valid[3].q.val();
        if self.reset.val() {
            self.busy.d.next = false;
            self.drain_q.d.next = false;
            self.err_q.d.next = false;
            self.a_valid.d.next = false;
            for i in 0..4 {
                self.d_valid[i].d.next = false;
            }
        }
    }
}

/// The frame the builder emits for `f` and `payload`, built directly from the header layouts
/// (independent of the RTL structure): the reference for the RTL tests.
pub fn model_frame(f: &TxFields, payload: &[u8]) -> Vec<u8> {
    let flags = opcode_ext_flags(f.opcode).unwrap_or(0);
    let pad = (4 - payload.len() % 4) % 4;
    let ext_len = ext::total_len(flags);
    let udp_len = 8 + 12 + ext_len + payload.len() + pad + 4;
    let mut out = vec![];
    out.extend_from_slice(&f.dst_mac);
    out.extend_from_slice(&f.src_mac);
    if let Some(tci) = f.vlan_tci {
        out.extend_from_slice(&[0x81, 0x00]);
        out.extend_from_slice(&tci.to_be_bytes());
    }
    let ip_start;
    if f.ipv6 {
        out.extend_from_slice(&[0x86, 0xDD]);
        ip_start = out.len();
        let w = 6u32 << 28 | (f.tclass as u32) << 20 | (f.flow_label & 0xF_FFFF);
        out.extend_from_slice(&w.to_be_bytes());
        out.extend_from_slice(&(udp_len as u16).to_be_bytes());
        out.extend_from_slice(&[17, f.ttl]);
        out.extend_from_slice(&f.src_ip);
        out.extend_from_slice(&f.dst_ip);
    } else {
        out.extend_from_slice(&[0x08, 0x00]);
        ip_start = out.len();
        let mut h = [0u8; 20];
        h[0] = 0x45;
        h[1] = f.tclass;
        h[2..4].copy_from_slice(&((udp_len + 20) as u16).to_be_bytes());
        h[4..6].copy_from_slice(&f.ip_ident.to_be_bytes());
        h[6] = if f.dont_frag { 0x40 } else { 0 };
        h[8] = f.ttl;
        h[9] = 17;
        h[12..16].copy_from_slice(&f.src_ip[..4]);
        h[16..20].copy_from_slice(&f.dst_ip[..4]);
        let mut sum: u32 = h.chunks(2).map(|c| u16::from_be_bytes([c[0], c[1]]) as u32).sum();
        while sum > 0xFFFF {
            sum = (sum & 0xFFFF) + (sum >> 16);
        }
        h[10..12].copy_from_slice(&(!(sum as u16)).to_be_bytes());
        out.extend_from_slice(&h);
    }
    out.extend_from_slice(&f.udp_src.to_be_bytes());
    out.extend_from_slice(&4791u16.to_be_bytes());
    out.extend_from_slice(&(udp_len as u16).to_be_bytes());
    out.extend_from_slice(&[0, 0]);
    out.push(f.opcode);
    out.push((f.solicited as u8) << 7 | (f.migreq as u8) << 6 | (pad as u8) << 4 | (f.tver & 15));
    out.extend_from_slice(&f.pkey.to_be_bytes());
    out.push((f.fecn as u8) << 7 | (f.becn as u8) << 6);
    out.extend_from_slice(&f.dest_qp.to_be_bytes()[1..]);
    out.push((f.ack_req as u8) << 7);
    out.extend_from_slice(&f.psn.to_be_bytes()[1..]);
    if flags & ext::DETH != 0 {
        out.extend_from_slice(&f.deth);
    }
    if flags & ext::RETH != 0 {
        out.extend_from_slice(&f.reth);
    }
    if flags & ext::ATOMIC_ETH != 0 {
        out.extend_from_slice(&f.atomic_eth);
    }
    if flags & ext::AETH != 0 {
        out.extend_from_slice(&f.aeth);
    }
    if flags & ext::ATOMIC_ACK_ETH != 0 {
        out.extend_from_slice(&f.atomic_ack_eth);
    }
    if flags & ext::IMMDT != 0 {
        out.extend_from_slice(&f.immdt);
    }
    if flags & ext::IETH != 0 {
        out.extend_from_slice(&f.ieth);
    }
    if flags & ext::CNP != 0 {
        out.extend_from_slice(&[0u8; 16]);
    }
    out.extend_from_slice(payload);
    out.extend(std::iter::repeat(0).take(pad));
    let _ = ip_start;
    let crc = reference_icrc(&out, out.len());
    out.extend_from_slice(&crc.to_le_bytes());
    if out.len() < 60 {
        out.resize(60, 0);
    }
    out
}
