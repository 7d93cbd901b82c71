//! RoCEv2 RX parser: frames in (Ethernet, optional 802.1Q, IPv4 or IPv6, UDP/4791, BTH and the
//! opcode's extension headers); out, per frame, one record (layout [RX_META_FIELDS]) with the header fields and a
//! verdict, and for accepted frames only, the payload as its own stream realigned to lane 0 (pad
//! and ICRC stripped, `tkeep` exact).
//!
//! Checks, in this order (the first failing one is the verdict, see [reason]): MAC error flag,
//! buffer overflow, EtherType IPv4/IPv6, IP version (IPv4: IHL 5), UDP / not a fragment / port
//! 4791, lengths (IP length within the frame, UDP length = IP payload length), IPv4 header
//! checksum, ICRC, known opcode, PadCnt (and the extension headers fit the UDP length).
//!
//! Every beat is stored in a block-RAM [PacketFifo] as it arrives; the verdict comes 6 clocks
//! after the frame's last beat (the ICRC engine's latency) as a descriptor; a reader pops beats
//! per descriptor and emits the realigned payload of accepted frames only, discarding rejected
//! frames' beats. So no byte of a rejected frame reaches `m_pay`. Line rate: one beat per clock in
//! (the reader also takes one beat per clock; the one extra output beat a frame can need goes out
//! while the next frame's first beat, which never carries output, is read). Back-pressure: `s`
//! is stalled while the packet FIFO or the record FIFOs lack room for the frames in flight.
use crate::axis::{AxisSink, AxisSource};
use crate::icrc::Icrc;
use crate::packet_fifo::PacketFifo;
use crate::record_fifo::RecordFifo;
use crate::skid_buffer::SkidBuffer;
use crate::tx_header::opcode_ext_flags;
use rust_hdl::prelude::*;

/// Verdict codes (the record's `verdict`) = counter index.
pub mod reason {
    /// Accepted.
    pub const OK: u8 = 0;
    /// The MAC flagged the frame (tuser).
    pub const MAC_ERROR: u8 = 1;
    /// The frame was longer than [super::MAX_FRAME_BEATS] beats.
    pub const OVERFLOW: u8 = 2;
    /// Not IPv4/IPv6, not UDP, an IPv4 fragment, or not port 4791.
    pub const NOT_ROCE: u8 = 3;
    /// IP version nibble disagrees with the EtherType, or IPv4 options (IHL != 5).
    pub const BAD_IP: u8 = 4;
    /// Frame shorter than its IP length or its headers; UDP length != IP payload length.
    pub const BAD_LENGTH: u8 = 5;
    /// IPv4 header checksum wrong.
    pub const BAD_IP_CSUM: u8 = 6;
    /// ICRC wrong.
    pub const BAD_ICRC: u8 = 7;
    /// Opcode not supported.
    pub const BAD_OPCODE: u8 = 8;
    /// PadCnt / extension headers do not fit the UDP length.
    pub const BAD_PAD: u8 = 9;
    /// Number of codes (counters).
    pub const COUNT: usize = 10;
}

/// Frames longer than this many beats are dropped (their tail is not stored).
pub const MAX_FRAME_BEATS: u64 = 160;

/// Layout of the per-frame record on the `meta` port: (name, bit offset, width). Multi-byte
/// header fields are wire bytes, first byte in the lowest bits.
/// - verdict: [reason] code, 0 = accepted (its payload follows on `m_pay`);
/// - payload_len: payload bytes without pad; src_mac; vlan (tag present); vlan_tci (wire);
/// - ipv6; tclass (value, DSCP << 2 | ECN); src_ip, dst_ip (IPv4 in the first 4 bytes);
/// - udp_src; bth (12 bytes); ext (the 28 bytes after the BTH: the opcode's extension headers
///   first); ext_flags ([crate::tx_header::ext] bits of the opcode); udp_csum (as received).
pub const RX_META_FIELDS: [(&str, usize, usize); 14] = [
    ("verdict", 0, 4),
    ("payload_len", 4, 16),
    ("src_mac", 20, 48),
    ("vlan", 68, 1),
    ("vlan_tci", 69, 16),
    ("ipv6", 85, 1),
    ("tclass", 86, 8),
    ("src_ip", 94, 128),
    ("dst_ip", 222, 128),
    ("udp_src", 350, 16),
    ("bth", 366, 96),
    ("ext", 462, 224),
    ("ext_flags", 686, 8),
    ("udp_csum", 694, 16),
];
/// Bits of the `meta` record.
pub const RX_META_BITS: usize = 710;

/// Read one field of a `meta` record as little-endian bytes (wire order for header fields).
pub fn rx_meta_field(meta: &Bits<RX_META_BITS>, name: &str) -> Option<Vec<u8>> {
    let &(_, off, w) = RX_META_FIELDS.iter().find(|f| f.0 == name)?;
    Some((0..w.div_ceil(8)).map(|i| {
        let mut b = 0u8;
        for k in 0..8 {
            if 8 * i + k < w && meta.get_bit(off + 8 * i + k) {
                b |= 1 << k;
            }
        }
        b
    }).collect())
}

fn rom_bits(f: impl Fn(Option<u8>) -> bool) -> Bits<256> {
    let mut b = Bits::<256>::default();
    for op in 0..256usize {
        if f(opcode_ext_flags(op as u8)) {
            b = b.replace_bit(op, true);
        }
    }
    b
}

/// The RX parser.
#[derive(LogicBlock)]
pub struct RxParser {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Frames from the MAC (no FCS; tuser on the last beat = MAC error).
    pub s: AxisSink,
    /// Payload of accepted frames, lane 0 first.
    pub m_pay: AxisSource,
    /// One record per frame.
    pub meta: Signal<Out, Bits<710>>,
    /// `meta` is valid.
    pub meta_valid: Signal<Out, Bit>,
    /// Pop `meta`.
    pub meta_ready: Signal<In, Bit>,
    /// Frame counters, 32 bits per [reason] code (code i in bits 32i+31..32i).
    pub counters: Signal<Out, Bits<320>>,
    in_skid: SkidBuffer,
    pfifo: PacketFifo,
    icrc: Icrc,
    meta_fifo: RecordFifo<Bits<710>>,
    desc_fifo: RecordFifo<Bits<33>>,
    out_skid: SkidBuffer,
    rom: Vec<Constant<Bits<256>>>,
    rom_known: Constant<Bits<256>>,
    ones64: Constant<Bits<64>>,
    c512: Constant<Bits<10>>,
    idx: Vec<Constant<Bits<7>>>,
    cshift: Vec<Constant<Bits<9>>>,
    cnt: Vec<DFF<Bits<32>>>,
    // input side
    room: DFF<Bit>,
    bidx: DFF<Bits<2>>,
    nb_q: DFF<Bits<16>>,
    hb0: DFF<Bits<512>>,
    hb1: DFF<Bits<512>>,
    // ICRC feed
    x1_valid: DFF<Bit>,
    x1_first: DFF<Bit>,
    x1_last: DFF<Bit>,
    x1_data: DFF<Bits<512>>,
    ipend_q: DFF<Bits<16>>,
    x2_valid: DFF<Bit>,
    x2_last: DFF<Bit>,
    x2_end: DFF<Bit>,
    x2_cnt: DFF<Bits<7>>,
    x2_data: DFF<Bits<512>>,
    crc_hold: DFF<Bits<32>>,
    // record pipeline
    r0_valid: DFF<Bit>,
    r0_hdr: DFF<Bits<1024>>,
    r0_nb: DFF<Bits<16>>,
    r0_keep: DFF<Bits<64>>,
    r0_user: DFF<Bit>,
    r1_valid: DFF<Bit>,
    r1_meta: DFF<Bits<710>>,
    r1_ok_et: DFF<Bit>,
    r1_ok_ver: DFF<Bit>,
    r1_roce: DFF<Bit>,
    r1_iplen: DFF<Bits<16>>,
    r1_iphl: DFF<Bits<7>>,
    r1_sum: DFF<Bits<20>>,
    r1_udplen: DFF<Bits<16>>,
    r1_pad: DFF<Bits<2>>,
    r1_known: DFF<Bit>,
    r1_elen: DFF<Bits<7>>,
    r1_nb: DFF<Bits<16>>,
    r1_lastcnt: DFF<Bits<7>>,
    r1_user: DFF<Bit>,
    r2_valid: Vec<DFF<Bit>>,
    r2_meta: Vec<DFF<Bits<710>>>,
    r2_pre: Vec<DFF<Bits<4>>>,
    r2_post: Vec<DFF<Bits<4>>>,
    r2_nb: Vec<DFF<Bits<9>>>,
    r2_hlen: Vec<DFF<Bits<7>>>,
    // reader
    rbusy: DFF<Bit>,
    rdrop: DFF<Bit>,
    rs: DFF<Bits<6>>,
    rleft: DFF<Bits<9>>,
    rpre: DFF<Bits<2>>,
    routs: DFF<Bits<11>>,
    rplast: DFF<Bits<7>>,
    rprev: DFF<Bits<512>>,
    flush: DFF<Bit>,
    flush_data: DFF<Bits<512>>,
    flush_keep: DFF<Bits<64>>,
    // locals
    accept: Signal<Local, Bit>,
    ctmp: Signal<Local, Bits<32>>,
    cur: Signal<Local, Bits<512>>,
    x_first_len: Signal<Local, Bits<16>>,
    x_rem: Signal<Local, Bits<16>>,
    vlan: Signal<Local, Bit>,
    et: Signal<Local, Bits<16>>,
    l3: Signal<Local, Bits<1024>>,
    u: Signal<Local, Bits<384>>,
    hdr: Signal<Local, Bits<1024>>,
    ipv6: Signal<Local, Bit>,
    op: Signal<Local, Bits<8>>,
    flags: Signal<Local, Bits<8>>,
    elen: Signal<Local, Bits<7>>,
    sw: Signal<Local, Bits<16>>,
    sw2: Signal<Local, Bits<16>>,
    m: Signal<Local, Bits<710>>,
    tcl: Signal<Local, Bits<8>>,
    sip: Signal<Local, Bits<128>>,
    dip: Signal<Local, Bits<128>>,
    lens: Signal<Local, Bits<16>>,
    lastcnt: Signal<Local, Bits<7>>,
    fold: Signal<Local, Bits<20>>,
    ipend: Signal<Local, Bits<16>>,
    flen: Signal<Local, Bits<16>>,
    minlen: Signal<Local, Bits<16>>,
    need: Signal<Local, Bits<16>>,
    pre: Signal<Local, Bits<4>>,
    post: Signal<Local, Bits<4>>,
    verdict: Signal<Local, Bits<4>>,
    crc_now: Signal<Local, Bits<32>>,
    hl: Signal<Local, Bits<7>>,
    // reader locals
    d: Signal<Local, Bits<33>>,
    start: Signal<Local, Bit>,
    c_drop: Signal<Local, Bit>,
    c_s: Signal<Local, Bits<6>>,
    c_left: Signal<Local, Bits<9>>,
    c_pre: Signal<Local, Bits<2>>,
    c_outs: Signal<Local, Bits<11>>,
    c_plast: Signal<Local, Bits<7>>,
    c_hlen: Signal<Local, Bits<7>>,
    c_plen: Signal<Local, Bits<16>>,
    emits: Signal<Local, Bit>,
    out_ready: Signal<Local, Bit>,
    rd: Signal<Local, Bit>,
    sh: Signal<Local, Bits<10>>,
    obeat: Signal<Local, Bits<512>>,
    okeep: Signal<Local, Bits<64>>,
}

impl Default for RxParser {
    fn default() -> Self {
        let mut rom: Vec<Constant<Bits<256>>> = vec![];
        for b in 0..8 {
            rom.push(Constant::new(rom_bits(|f| f.map(|f| f >> b & 1 == 1).unwrap_or(false))));
        }
        Self {
            clock: Default::default(),
            reset: Default::default(),
            s: Default::default(),
            m_pay: Default::default(),
            meta: Default::default(),
            meta_valid: Default::default(),
            meta_ready: Default::default(),
            counters: Default::default(),
            in_skid: Default::default(),
            pfifo: Default::default(),
            icrc: Default::default(),
            meta_fifo: Default::default(),
            desc_fifo: Default::default(),
            out_skid: Default::default(),
            rom,
            rom_known: Constant::new(rom_bits(|f| f.is_some())),
            ones64: Constant::new(!Bits::<64>::default()),
            c512: Constant::new(512u64.into()),
            idx: (1..=64u64).map(|i| Constant::new(i.into())).collect(),
            cshift: (0..10u64).map(|i| Constant::new((32 * i).into())).collect(),
            cnt: (0..reason::COUNT).map(|_| Default::default()).collect(),
            room: Default::default(),
            bidx: Default::default(),
            nb_q: Default::default(),
            hb0: Default::default(),
            hb1: Default::default(),
            x1_valid: Default::default(),
            x1_first: Default::default(),
            x1_last: Default::default(),
            x1_data: Default::default(),
            ipend_q: Default::default(),
            x2_valid: Default::default(),
            x2_last: Default::default(),
            x2_end: Default::default(),
            x2_cnt: Default::default(),
            x2_data: Default::default(),
            crc_hold: Default::default(),
            r0_valid: Default::default(),
            r0_hdr: Default::default(),
            r0_nb: Default::default(),
            r0_keep: Default::default(),
            r0_user: Default::default(),
            r1_valid: Default::default(),
            r1_meta: Default::default(),
            r1_ok_et: Default::default(),
            r1_ok_ver: Default::default(),
            r1_roce: Default::default(),
            r1_iplen: Default::default(),
            r1_iphl: Default::default(),
            r1_sum: Default::default(),
            r1_udplen: Default::default(),
            r1_pad: Default::default(),
            r1_known: Default::default(),
            r1_elen: Default::default(),
            r1_nb: Default::default(),
            r1_lastcnt: Default::default(),
            r1_user: Default::default(),
            r2_valid: (0..4).map(|_| Default::default()).collect(),
            r2_meta: (0..4).map(|_| Default::default()).collect(),
            r2_pre: (0..4).map(|_| Default::default()).collect(),
            r2_post: (0..4).map(|_| Default::default()).collect(),
            r2_nb: (0..4).map(|_| Default::default()).collect(),
            r2_hlen: (0..4).map(|_| Default::default()).collect(),
            rbusy: Default::default(),
            rdrop: Default::default(),
            rs: Default::default(),
            rleft: Default::default(),
            rpre: Default::default(),
            routs: Default::default(),
            rplast: Default::default(),
            rprev: Default::default(),
            flush: Default::default(),
            flush_data: Default::default(),
            flush_keep: Default::default(),
            accept: Default::default(),
            ctmp: Default::default(),
            cur: Default::default(),
            x_first_len: Default::default(),
            x_rem: Default::default(),
            vlan: Default::default(),
            et: Default::default(),
            l3: Default::default(),
            u: Default::default(),
            hdr: Default::default(),
            ipv6: Default::default(),
            op: Default::default(),
            flags: Default::default(),
            elen: Default::default(),
            sw: Default::default(),
            sw2: Default::default(),
            m: Default::default(),
            tcl: Default::default(),
            sip: Default::default(),
            dip: Default::default(),
            lens: Default::default(),
            lastcnt: Default::default(),
            fold: Default::default(),
            ipend: Default::default(),
            flen: Default::default(),
            minlen: Default::default(),
            need: Default::default(),
            pre: Default::default(),
            post: Default::default(),
            verdict: Default::default(),
            crc_now: Default::default(),
            hl: Default::default(),
            d: Default::default(),
            start: Default::default(),
            c_drop: Default::default(),
            c_s: Default::default(),
            c_left: Default::default(),
            c_pre: Default::default(),
            c_outs: Default::default(),
            c_plast: Default::default(),
            c_hlen: Default::default(),
            c_plen: Default::default(),
            emits: Default::default(),
            out_ready: Default::default(),
            rd: Default::default(),
            sh: Default::default(),
            obeat: Default::default(),
            okeep: Default::default(),
        }
    }
}

impl Logic for RxParser {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, room, bidx, nb_q, hb0, hb1, x1_valid, x1_first, x1_last, x1_data, ipend_q,
            x2_valid, x2_last, x2_end, x2_cnt, x2_data, crc_hold, r0_valid, r0_hdr, r0_nb, r0_keep,
            r0_user, r1_valid, r1_meta, r1_ok_et, r1_ok_ver, r1_roce, r1_iplen, r1_iphl, r1_sum,
            r1_udplen, r1_pad, r1_known, r1_elen, r1_nb, r1_lastcnt, r1_user, rbusy, rdrop, rs,
            rleft, rpre, routs, rplast, rprev, flush, flush_data, flush_keep
        );
        for i in 0..4 {
            self.r2_valid[i].clock.next = self.clock.val();
            self.r2_meta[i].clock.next = self.clock.val();
            self.r2_pre[i].clock.next = self.clock.val();
            self.r2_post[i].clock.next = self.clock.val();
            self.r2_nb[i].clock.next = self.clock.val();
            self.r2_hlen[i].clock.next = self.clock.val();
            self.r2_meta[i].d.next = self.r2_meta[i].q.val();
            self.r2_pre[i].d.next = self.r2_pre[i].q.val();
            self.r2_post[i].d.next = self.r2_post[i].q.val();
            self.r2_nb[i].d.next = self.r2_nb[i].q.val();
            self.r2_hlen[i].d.next = self.r2_hlen[i].q.val();
        }
        for i in 0..10 {
            self.cnt[i].clock.next = self.clock.val();
            self.cnt[i].d.next = self.cnt[i].q.val();
        }
        clock!(self, clock, in_skid, pfifo, icrc, meta_fifo, desc_fifo, out_skid);
        self.in_skid.reset.next = self.reset.val();
        self.pfifo.reset.next = self.reset.val();
        self.icrc.reset.next = self.reset.val();
        self.out_skid.reset.next = self.reset.val();
        self.meta_fifo.reset.next = self.reset.val();
        self.desc_fifo.reset.next = self.reset.val();
        self.icrc.ce.next = true;
        self.counters.next = 0.into();
        for i in 0..10 {
            self.ctmp.next = self.cnt[i].q.val();
            self.counters.next = self.counters.val() | (bit_cast::<320, 32>(self.ctmp.val()) << self.cshift[i].val());
        }

        // ---- input: store every beat, keep the first two for the header ----
        self.in_skid.s.tdata.next = self.s.tdata.val();
        self.in_skid.s.tkeep.next = self.s.tkeep.val();
        self.in_skid.s.tlast.next = self.s.tlast.val();
        self.in_skid.s.tuser.next = self.s.tuser.val();
        self.in_skid.s.tvalid.next = self.s.tvalid.val();
        self.s.tready.next = self.in_skid.s.tready.val();
        self.in_skid.m.tready.next = self.room.q.val();
        self.accept.next = self.in_skid.m.tvalid.val() & self.room.q.val();
        self.cur.next = self.in_skid.m.tdata.val();
        self.room.d.next = (self.pfifo.fill.val() < 500)
            & (self.meta_fifo.fill.val() < 20)
            & (self.desc_fifo.fill.val() < 20);
        self.pfifo.wr_en.next = self.accept.val() & (self.nb_q.q.val() < 160);
        self.pfifo.wr_data.next = self.cur.val();
        self.hdr.next = bit_cast::<1024, 512>(self.hb0.q.val()) | (bit_cast::<1024, 512>(self.hb1.q.val()) << 512);
        if self.bidx.q.val() == 0 {
            self.hdr.next = bit_cast::<1024, 512>(self.cur.val());
        }
        if self.bidx.q.val() == 1 {
            self.hdr.next = bit_cast::<1024, 512>(self.hb0.q.val()) | (bit_cast::<1024, 512>(self.cur.val()) << 512);
        }
        self.r0_valid.d.next = self.accept.val() & self.in_skid.m.tlast.val();
        self.x1_valid.d.next = self.accept.val();
        if self.accept.val() {
            self.nb_q.d.next = self.nb_q.q.val() + 1;
            if self.bidx.q.val() == 0 {
                self.hb0.d.next = self.cur.val();
            }
            if self.bidx.q.val() == 1 {
                self.hb1.d.next = self.cur.val();
            }
            if self.bidx.q.val() != 3 {
                self.bidx.d.next = self.bidx.q.val() + 1;
            }
            self.x1_data.d.next = self.cur.val();
            self.x1_first.d.next = self.bidx.q.val() == 0;
            self.x1_last.d.next = self.in_skid.m.tlast.val();
            if self.in_skid.m.tlast.val() {
                self.nb_q.d.next = 0.into();
                self.bidx.d.next = 0.into();
                self.r0_hdr.d.next = self.hdr.val();
                self.r0_nb.d.next = self.nb_q.q.val() + 1;
                self.r0_keep.d.next = self.in_skid.m.tkeep.val();
                self.r0_user.d.next = self.in_skid.m.tuser.val();
            }
        }

        // ---- ICRC feed: where the IP packet ends, beat by beat ----
        if self.x1_data.q.val().get_bits::<16>(96) == 0x0081 {
            if self.x1_data.q.val().get_bits::<16>(128) == 0xDD86 {
                self.sw.next = self.x1_data.q.val().get_bits::<16>(176);
                self.x_first_len.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 58;
            } else {
                self.sw.next = self.x1_data.q.val().get_bits::<16>(160);
                self.x_first_len.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 18;
            }
        } else {
            if self.x1_data.q.val().get_bits::<16>(96) == 0xDD86 {
                self.sw.next = self.x1_data.q.val().get_bits::<16>(144);
                self.x_first_len.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 54;
            } else {
                self.sw.next = self.x1_data.q.val().get_bits::<16>(128);
                self.x_first_len.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 14;
            }
        }
        self.x_rem.next = self.ipend_q.q.val();
        if self.x1_first.q.val() {
            self.x_rem.next = self.x_first_len.val();
        }
        if self.x1_valid.q.val() {
            self.ipend_q.d.next = 0.into();
            if self.x_rem.val() >= 64 {
                self.ipend_q.d.next = self.x_rem.val() - 64;
            }
        }
        self.x2_valid.d.next = self.x1_valid.q.val();
        self.x2_data.d.next = self.x1_data.q.val();
        self.x2_last.d.next = self.x1_last.q.val();
        self.x2_end.d.next = (self.x_rem.val() >= 1) & (self.x_rem.val() <= 64);
        self.x2_cnt.d.next = bit_cast::<7, 16>(self.x_rem.val());
        self.icrc.in_valid.next = self.x2_valid.q.val();
        self.icrc.in_data.next = self.x2_data.q.val();
        self.icrc.in_last.next = self.x2_last.q.val();
        self.icrc.in_end.next = self.x2_end.q.val();
        self.icrc.in_count.next = self.x2_cnt.q.val();
        if self.icrc.out_valid.val() {
            self.crc_hold.d.next = self.icrc.out_crc.val();
        }

        // ---- record stage 1: locate and extract the header fields ----
        self.vlan.next = self.r0_hdr.q.val().get_bits::<16>(96) == 0x0081;
        self.et.next = self.r0_hdr.q.val().get_bits::<16>(96);
        self.l3.next = self.r0_hdr.q.val() >> 112;
        if self.vlan.val() {
            self.et.next = self.r0_hdr.q.val().get_bits::<16>(128);
            self.l3.next = self.r0_hdr.q.val() >> 144;
        }
        self.ipv6.next = self.et.val() == 0xDD86;
        self.u.next = bit_cast::<384, 1024>(self.l3.val() >> 160);
        self.sw.next = self.l3.val().get_bits::<16>(16);
        self.sw2.next = self.sw.val() << 8 | self.sw.val() >> 8;
        self.tcl.next = self.l3.val().get_bits::<8>(8);
        self.sip.next = bit_cast::<128, 32>(self.l3.val().get_bits::<32>(96));
        self.dip.next = bit_cast::<128, 32>(self.l3.val().get_bits::<32>(128));
        if self.ipv6.val() {
            self.u.next = bit_cast::<384, 1024>(self.l3.val() >> 320);
            self.sw.next = self.l3.val().get_bits::<16>(32);
            self.sw2.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 40;
            self.tcl.next = bit_cast::<8, 4>(self.l3.val().get_bits::<4>(0)) << 4
                | bit_cast::<8, 4>(self.l3.val().get_bits::<4>(12));
            self.sip.next = self.l3.val().get_bits::<128>(64);
            self.dip.next = self.l3.val().get_bits::<128>(192);
        }
        self.op.next = self.u.val().get_bits::<8>(64);
        self.flags.next = 0.into();
        for b in 0..8 {
            self.flags.next = self.flags.val().replace_bit(b, self.rom[b].val().get_bit(self.op.val().index()));
        }
        self.elen.next = 0.into();
        if self.flags.val().get_bit(0) {
            self.elen.next = self.elen.val() + 8;
        }
        if self.flags.val().get_bit(1) {
            self.elen.next = self.elen.val() + 16;
        }
        if self.flags.val().get_bit(2) {
            self.elen.next = self.elen.val() + 28;
        }
        if self.flags.val().get_bit(3) {
            self.elen.next = self.elen.val() + 4;
        }
        if self.flags.val().get_bit(4) {
            self.elen.next = self.elen.val() + 8;
        }
        if self.flags.val().get_bit(5) {
            self.elen.next = self.elen.val() + 4;
        }
        if self.flags.val().get_bit(6) {
            self.elen.next = self.elen.val() + 4;
        }
        if self.flags.val().get_bit(7) {
            self.elen.next = self.elen.val() + 16;
        }
        self.lastcnt.next = 0.into();
        for i in 0..64 {
            if self.r0_keep.q.val().get_bit(i) {
                self.lastcnt.next = self.idx[i].val();
            }
        }
        self.lens.next = self.u.val().get_bits::<16>(32);
        self.m.next = bit_cast::<710, 48>(self.r0_hdr.q.val().get_bits::<48>(48)) << 20
            | bit_cast::<710, 16>(self.r0_hdr.q.val().get_bits::<16>(112)) << 69
            | bit_cast::<710, 8>(self.tcl.val()) << 86
            | bit_cast::<710, 128>(self.sip.val()) << 94
            | bit_cast::<710, 128>(self.dip.val()) << 222
            | bit_cast::<710, 16>(self.u.val().get_bits::<16>(0)) << 350
            | bit_cast::<710, 96>(self.u.val().get_bits::<96>(64)) << 366
            | bit_cast::<710, 224>(self.u.val().get_bits::<224>(160)) << 462
            | bit_cast::<710, 8>(self.flags.val()) << 686
            | bit_cast::<710, 16>(self.u.val().get_bits::<16>(48)) << 694;
        if self.vlan.val() {
            self.m.next = self.m.val() | bit_cast::<710, 1>(self.vlan.val().into()) << 68;
        }
        if self.ipv6.val() {
            self.m.next = self.m.val() | bit_cast::<710, 1>(self.ipv6.val().into()) << 85;
        }
        self.r1_valid.d.next = self.r0_valid.q.val();
        self.r1_meta.d.next = self.m.val();
        self.r1_ok_et.d.next = self.ipv6.val() | (self.et.val() == 0x0008);
        self.r1_ok_ver.d.next = (self.l3.val().get_bits::<4>(4) == 4) & (self.l3.val().get_bits::<4>(0) == 5);
        self.r1_roce.d.next = (self.l3.val().get_bits::<8>(72) == 17)
            & ((self.l3.val().get_bits::<8>(48) & 0x3F) == 0)
            & (self.l3.val().get_bits::<8>(56) == 0)
            & (self.u.val().get_bits::<16>(16) == 0xB712);
        self.r1_iphl.d.next = 20.into();
        if self.ipv6.val() {
            self.r1_ok_ver.d.next = self.l3.val().get_bits::<4>(4) == 6;
            self.r1_roce.d.next = (self.l3.val().get_bits::<8>(48) == 17)
                & (self.u.val().get_bits::<16>(16) == 0xB712);
            self.r1_iphl.d.next = 40.into();
        }
        self.r1_iplen.d.next = self.sw2.val();
        self.r1_sum.d.next = bit_cast::<20, 16>(self.l3.val().get_bits::<16>(0))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(16))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(32))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(48))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(64))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(80))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(96))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(112))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(128))
            + bit_cast::<20, 16>(self.l3.val().get_bits::<16>(144));
        self.r1_udplen.d.next = self.lens.val() << 8 | self.lens.val() >> 8;
        self.r1_pad.d.next = self.u.val().get_bits::<2>(76);
        self.r1_known.d.next = self.rom_known.val().get_bit(self.op.val().index());
        self.r1_elen.d.next = self.elen.val();
        self.r1_nb.d.next = self.r0_nb.q.val();
        self.r1_lastcnt.d.next = self.lastcnt.val();
        self.r1_user.d.next = self.r0_user.q.val();

        // ---- record stage 2: checks that need no ICRC ----
        self.fold.next = bit_cast::<20, 16>(self.r1_sum.q.val().get_bits::<16>(0))
            + bit_cast::<20, 4>(self.r1_sum.q.val().get_bits::<4>(16));
        self.fold.next = bit_cast::<20, 16>(self.fold.val().get_bits::<16>(0))
            + bit_cast::<20, 4>(self.fold.val().get_bits::<4>(16));
        self.hl.next = bit_cast::<7, 16>(bit_cast::<16, 7>(self.r1_iphl.q.val()) + 34) + self.r1_elen.q.val();
        self.ipend.next = self.r1_iplen.q.val() + 14;
        if self.r1_meta.q.val().get_bit(68) {
            self.ipend.next = self.r1_iplen.q.val() + 18;
            self.hl.next = self.hl.val() + 4;
        }
        self.flen.next = ((self.r1_nb.q.val() - 1) << 6) + bit_cast::<16, 7>(self.r1_lastcnt.q.val());
        self.minlen.next = bit_cast::<16, 7>(self.hl.val()) - bit_cast::<16, 7>(self.r1_elen.q.val()) + 4;
        // UDP length must hold UDP + BTH + ext + pad + ICRC
        self.need.next = bit_cast::<16, 7>(self.r1_elen.q.val()) + bit_cast::<16, 2>(self.r1_pad.q.val()) + 24;
        self.pre.next = 0.into();
        if self.r1_user.q.val() {
            self.pre.next = 1.into();
        } else if self.r1_nb.q.val() > 160 {
            self.pre.next = 2.into();
        } else if !self.r1_ok_et.q.val() {
            self.pre.next = 3.into();
        } else if !self.r1_ok_ver.q.val() {
            self.pre.next = 4.into();
        } else if !self.r1_roce.q.val() {
            self.pre.next = 3.into();
        } else if (self.ipend.val() > self.flen.val())
            | (self.minlen.val() > self.flen.val())
            | (self.r1_udplen.q.val() != self.r1_iplen.q.val() - bit_cast::<16, 7>(self.r1_iphl.q.val()))
        {
            self.pre.next = 5.into();
        } else if !self.r1_meta.q.val().get_bit(85) & (self.fold.val().get_bits::<16>(0) != 0xFFFF) {
            self.pre.next = 6.into();
        }
        self.post.next = 0.into();
        if !self.r1_known.q.val() {
            self.post.next = 8.into();
        } else if self.r1_udplen.q.val() < self.need.val() {
            self.post.next = 9.into();
        }
        self.r2_valid[0].d.next = self.r1_valid.q.val();
        self.r2_meta[0].d.next = self.r1_meta.q.val()
            | bit_cast::<710, 16>(self.r1_udplen.q.val() - self.need.val()) << 4;
        self.r2_pre[0].d.next = self.pre.val();
        self.r2_post[0].d.next = self.post.val();
        self.r2_nb[0].d.next = bit_cast::<9, 16>(self.r1_nb.q.val());
        if self.r1_nb.q.val() > 160 {
            self.r2_nb[0].d.next = 160.into();
        }
        self.r2_hlen[0].d.next = self.hl.val();
        for i in 1..4 {
            self.r2_valid[i].d.next = self.r2_valid[i - 1].q.val();
            self.r2_meta[i].d.next = self.r2_meta[i - 1].q.val();
            self.r2_pre[i].d.next = self.r2_pre[i - 1].q.val();
            self.r2_post[i].d.next = self.r2_post[i - 1].q.val();
            self.r2_nb[i].d.next = self.r2_nb[i - 1].q.val();
            self.r2_hlen[i].d.next = self.r2_hlen[i - 1].q.val();
        }

        // ---- verdict: 6 clocks after the last beat, with the ICRC ----
        self.crc_now.next = self.crc_hold.q.val();
        if self.icrc.out_valid.val() {
            self.crc_now.next = self.icrc.out_crc.val();
        }
        self.verdict.next = self.r2_pre[3].q.val();
        if self.verdict.val() == 0 {
            if self.crc_now.val() != 0x2144_DF1C_u64 {
                self.verdict.next = 7.into();
            } else {
                self.verdict.next = self.r2_post[3].q.val();
            }
        }
        self.meta_fifo.wr_en.next = self.r2_valid[3].q.val();
        self.meta_fifo.wr_data.next = self.r2_meta[3].q.val() | bit_cast::<710, 4>(self.verdict.val());
        self.desc_fifo.wr_en.next = self.r2_valid[3].q.val();
        self.desc_fifo.wr_data.next = bit_cast::<33, 1>((self.verdict.val() != 0).into())
            | bit_cast::<33, 9>(self.r2_nb[3].q.val()) << 1
            | bit_cast::<33, 7>(self.r2_hlen[3].q.val()) << 10
            | bit_cast::<33, 16>(self.r2_meta[3].q.val().get_bits::<16>(4)) << 17;
        if self.r2_valid[3].q.val() {
            for i in 0..10 {
                if self.verdict.val().index() == i {
                    self.cnt[i].d.next = self.cnt[i].q.val() + 1;
                }
            }
        }
        self.meta.next = self.meta_fifo.rd_data.val();
        self.meta_valid.next = self.meta_fifo.rd_valid.val();
        self.meta_fifo.rd_en.next = self.meta_ready.val();

        // ---- payload reader: one stored beat per clock, realigned, accepted frames only ----
        self.out_ready.next = self.out_skid.s.tready.val();
        self.d.next = self.desc_fifo.rd_data.val();
        self.start.next = !self.rbusy.q.val();
        if self.start.val() {
            self.c_drop.next = self.d.val().get_bit(0);
            self.c_left.next = self.d.val().get_bits::<9>(1);
            self.c_hlen.next = self.d.val().get_bits::<7>(10);
            self.c_plen.next = self.d.val().get_bits::<16>(17);
            self.c_s.next = self.c_hlen.val().get_bits::<6>(0);
            self.c_pre.next = bit_cast::<2, 1>(self.c_hlen.val().get_bit(6).into()) + 1;
            self.c_outs.next = bit_cast::<11, 16>((self.c_plen.val() + 63) >> 6);
            self.c_plast.next = bit_cast::<7, 16>((self.c_plen.val() - 1) & 63) + 1;
        } else {
            self.c_drop.next = self.rdrop.q.val();
            self.c_left.next = self.rleft.q.val();
            self.c_hlen.next = 0.into();
            self.c_plen.next = 0.into();
            self.c_s.next = self.rs.q.val();
            self.c_pre.next = self.rpre.q.val();
            self.c_outs.next = self.routs.q.val();
            self.c_plast.next = self.rplast.q.val();
        }
        self.emits.next = !self.c_drop.val() & (self.c_pre.val() == 0) & self.c_outs.val().any();
        self.rd.next = self.pfifo.rd_valid.val() & (self.rbusy.q.val() | self.desc_fifo.rd_valid.val());
        if self.flush.q.val() {
            self.rd.next = self.rd.val() & self.out_ready.val() & !self.emits.val();
        } else {
            self.rd.next = self.rd.val() & (self.out_ready.val() | !self.emits.val());
        }
        self.pfifo.rd_en.next = self.rd.val();
        self.desc_fifo.rd_en.next = self.rd.val() & self.start.val();
        self.sh.next = bit_cast::<10, 6>(self.c_s.val()) << 3;
        self.obeat.next = (self.rprev.q.val() >> self.sh.val())
            | (self.pfifo.rd_data.val() << (self.c512.val() - self.sh.val()));
        self.okeep.next = self.ones64.val();
        if self.c_outs.val() == 1 {
            self.okeep.next = !(self.ones64.val() << self.c_plast.val());
        }
        self.out_skid.s.tdata.next = self.obeat.val();
        self.out_skid.s.tkeep.next = self.okeep.val();
        self.out_skid.s.tlast.next = self.c_outs.val() == 1;
        self.out_skid.s.tuser.next = false;
        self.out_skid.s.tvalid.next = self.rd.val() & self.emits.val();
        if self.flush.q.val() {
            self.out_skid.s.tdata.next = self.flush_data.q.val();
            self.out_skid.s.tkeep.next = self.flush_keep.q.val();
            self.out_skid.s.tlast.next = true;
            self.out_skid.s.tvalid.next = true;
            if self.out_ready.val() {
                self.flush.d.next = false;
            }
        }
        if self.rd.val() {
            self.rprev.d.next = self.pfifo.rd_data.val();
            self.rbusy.d.next = self.c_left.val() != 1;
            self.rdrop.d.next = self.c_drop.val();
            self.rs.d.next = self.c_s.val();
            self.rleft.d.next = self.c_left.val() - 1;
            self.rpre.d.next = self.c_pre.val();
            if self.c_pre.val() != 0 {
                self.rpre.d.next = self.c_pre.val() - 1;
            }
            self.routs.d.next = self.c_outs.val();
            if self.emits.val() {
                self.routs.d.next = self.c_outs.val() - 1;
            }
            self.rplast.d.next = self.c_plast.val();
            // Last stored beat with one payload beat still owed: it is all in this beat.
            if (self.c_left.val() == 1) & !self.c_drop.val() {
                if (self.emits.val() & (self.c_outs.val() == 2)) | (!self.emits.val() & (self.c_outs.val() == 1)) {
                    self.flush.d.next = true;
                    self.flush_data.d.next = self.pfifo.rd_data.val() >> self.sh.val();
                    self.flush_keep.d.next = !(self.ones64.val() << self.c_plast.val());
                }
            }
        }
        self.m_pay.tdata.next = self.out_skid.m.tdata.val();
        self.m_pay.tkeep.next = self.out_skid.m.tkeep.val();
        self.m_pay.tlast.next = self.out_skid.m.tlast.val();
        self.m_pay.tuser.next = self.out_skid.m.tuser.val();
        self.m_pay.tvalid.next = self.out_skid.m.tvalid.val();
        self.out_skid.m.tready.next = self.m_pay.tready.val();
        if self.reset.val() {
            self.room.d.next = false;
            self.bidx.d.next = 0.into();
            self.nb_q.d.next = 0.into();
            self.x1_valid.d.next = false;
            self.x2_valid.d.next = false;
            self.r0_valid.d.next = false;
            self.r1_valid.d.next = false;
            for i in 0..4 {
                self.r2_valid[i].d.next = false;
            }
            self.rbusy.d.next = false;
            self.flush.d.next = false;
        }
    }
}
