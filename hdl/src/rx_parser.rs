//! RoCEv2 RX parser: frames in (Ethernet, optional 802.1Q, IPv4 or IPv6, UDP/4791, BTH and the
//! opcode's extension headers); out, per frame, one decoded record ([RxMeta]: every header field
//! the transport needs as a plain value, plus the verdict), and for accepted frames only, the
//! payload as its own stream realigned to lane 0 (pad and ICRC stripped, `tkeep` exact).
//!
//! Checks, in golden's order (`golden::wire::FrameRepr::parse`; the first failing one is the
//! verdict, see [reason]): MAC error flag, frame longer than [MAX_FRAME_BEATS]; then Ethernet
//! header present, EtherType IPv4/IPv6, IP header present, IP version, IPv4 IHL 5, IP length
//! within the frame, UDP / not a fragment, UDP header within the IP payload, port 4791, IPv4
//! header checksum, UDP length = IP payload length and room for BTH + ICRC, ICRC, known opcode,
//! extension headers / PadCnt / payload consistent with the UDP length, with the AETH syndrome
//! checked for reserved encodings where golden checks it (after the AETH, before what follows).
//!
//! Every beat is stored in a block-RAM [PacketFifo] as it arrives; the verdict comes 6 clocks
//! after the frame's last beat (the ICRC engine's latency) as a descriptor; the payload reader
//! ([crate::rx_payload_reader]) pops beats per descriptor and emits the realigned payload of
//! accepted frames only, discarding rejected frames' beats. So no byte of a rejected frame
//! reaches `m_pay`. Line rate: one beat per clock in and out. Back-pressure: `s` is stalled while
//! the packet FIFO or the record FIFOs lack room for the frames in flight.
//!
//! The blocks, each in its own file and tested on its own:
//! - this file: the input stage (stores every beat, keeps the first two, finds the EtherType /
//!   VLAN class as the first beat arrives, stamps the receive time), the ICRC feed (where the IP
//!   packet ends, beat by beat, into [Icrc]), the verdict (`pre`, else the ICRC, else `post`),
//!   the record and descriptor FIFOs, the counters and the lookahead hint;
//! - [crate::rx_field_extract] (record stage 1): the IP and UDP/BTH windows for the class, every
//!   field (byte swaps are wires), the checks that need only the IP and UDP headers;
//! - [crate::rx_header_checks] (stages 2-5): opcode ROM, length comparisons, extension / pad /
//!   AETH checks, the two codes and the reader's descriptor, the IPv4 checksum summed on the way;
//! - [crate::rx_payload_reader]: the store-and-forward's read side and realigner.
//!
//! Record pipeline: one frame per clock, each stage registered, the same 5 clocks as one block.
use crate::axis::{AxisSink, AxisSource, Halves};
use crate::icrc::Icrc;
use crate::packet_fifo::PacketFifo;
use crate::sync_fifo::RecordFifo;
use crate::rx_field_extract::{RxFieldExtract, RxFrameHead};
use crate::rx_header_checks::RxHeaderChecks;
use crate::rx_payload_reader::{RxPayloadReader, RxReadDesc};
use crate::skid_buffer::SkidBuffer;
use crate::tx_header::ext;
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
    /// A header cut short by the end of the frame or of its IP length; IP length beyond the
    /// frame; UDP length != IP payload length or too short for BTH + ICRC.
    pub const BAD_LENGTH: u8 = 5;
    /// IPv4 header checksum wrong.
    pub const BAD_IP_CSUM: u8 = 6;
    /// ICRC wrong.
    pub const BAD_ICRC: u8 = 7;
    /// Opcode not supported.
    pub const BAD_OPCODE: u8 = 8;
    /// Extension headers, PadCnt or payload inconsistent with the UDP length and the opcode
    /// (headers cut short, pad longer than what follows them, PadCnt != pad of the payload
    /// length, payload bytes on an opcode that carries none).
    pub const BAD_PAD: u8 = 9;
    /// A reserved value in a header field: an AETH syndrome of a reserved kind (`010`, `1xx`) or
    /// a reserved NAK code (5..31); IBTA 9.7.5.1, golden's `Syndrome::from_byte`. Checked where
    /// golden checks it: after the AETH is found present, before later headers and the pad.
    pub const BAD_FIELD: u8 = 10;
    /// Number of codes (counters).
    pub const COUNT: usize = 11;
}

// Codes and flag bits written as literals in `update` (rust-hdl's HDL subset has no casts of
// constants), pinned here.
const _: () = assert!(MAX_FRAME_BEATS == 160 && golden::wire::MAX_FRAME_BYTES % 64 == 0);
const _: () = assert!(reason::BAD_OPCODE == 8 && reason::BAD_PAD == 9 && reason::BAD_FIELD == 10 && ext::AETH == 1 << 3);
const _: () = assert!(ext::RETH | ext::ATOMIC_ETH == 0x06, "the hint's key flag mask");

/// Frames longer than this many beats are dropped (their tail is not stored).
pub const MAX_FRAME_BEATS: u64 = (golden::wire::MAX_FRAME_BYTES / 64) as u64;

/// The per-frame record on the `meta` port: the one definition of its layout (first field in the
/// lowest bits; [rx_meta_layout] lists names, offsets and widths from this struct). Every field is
/// a plain value: multi-byte header fields are read big-endian as on the wire (MAC 0x0200_0000_0001
/// for 02:00:00:00:00:01; an IPv4 address in the low 32 bits of `src_ip`/`dst_ip`).
/// Header fields are meaningful when the verdict is [reason::OK]; an extension header's fields
/// only when `ext_flags` has its bit ([crate::tx_header::ext]).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct RxMeta {
    /// [reason] code, 0 = accepted (its payload follows on `m_pay`).
    pub verdict: Bits<4>,
    /// Payload bytes (pad and ICRC excluded).
    pub payload_len: Bits<16>,
    /// Destination MAC.
    pub dst_mac: Bits<48>,
    /// Source MAC.
    pub src_mac: Bits<48>,
    /// An 802.1Q tag was present.
    pub vlan: Bit,
    /// VLAN priority code point.
    pub pcp: Bits<3>,
    /// VLAN drop eligible indicator.
    pub dei: Bit,
    /// VLAN identifier.
    pub vid: Bits<12>,
    /// L3 kind: IPv6 (else IPv4).
    pub ipv6: Bit,
    /// DSCP (IPv4 TOS or IPv6 traffic class, upper 6 bits).
    pub dscp: Bits<6>,
    /// ECN (lower 2 bits; 3 = congestion experienced).
    pub ecn: Bits<2>,
    /// Source IP address.
    pub src_ip: Bits<128>,
    /// Destination IP address.
    pub dst_ip: Bits<128>,
    /// UDP source port.
    pub udp_src: Bits<16>,
    /// UDP checksum as received (RoCEv2 senders write 0; not checked).
    pub udp_csum: Bits<16>,
    /// BTH opcode.
    pub opcode: Bits<8>,
    /// BTH solicited event.
    pub solicited: Bit,
    /// BTH MigReq.
    pub migreq: Bit,
    /// BTH PadCnt.
    pub pad_cnt: Bits<2>,
    /// BTH transport header version.
    pub tver: Bits<4>,
    /// BTH partition key.
    pub pkey: Bits<16>,
    /// BTH FECN.
    pub fecn: Bit,
    /// BTH BECN.
    pub becn: Bit,
    /// BTH destination QP.
    pub dest_qp: Bits<24>,
    /// BTH AckReq.
    pub ack_req: Bit,
    /// BTH PSN.
    pub psn: Bits<24>,
    /// Extension headers the opcode carries ([crate::tx_header::ext] bits).
    pub ext_flags: Bits<8>,
    /// DETH Q_Key.
    pub qkey: Bits<32>,
    /// DETH source QP.
    pub src_qp: Bits<24>,
    /// RETH or AtomicETH virtual address.
    pub va: Bits<64>,
    /// RETH or AtomicETH R_Key.
    pub rkey: Bits<32>,
    /// RETH DMA length.
    pub dma_len: Bits<32>,
    /// AtomicETH swap (or add) data.
    pub swap_add: Bits<64>,
    /// AtomicETH compare data.
    pub compare: Bits<64>,
    /// AETH syndrome byte.
    pub syndrome: Bits<8>,
    /// AETH MSN.
    pub msn: Bits<24>,
    /// AtomicAckETH original remote data.
    pub atomic_orig: Bits<64>,
    /// ImmDt (after the DETH, the RETH or the BTH, whichever the opcode has).
    pub immdt: Bits<32>,
    /// IETH R_Key to invalidate.
    pub ieth_rkey: Bits<32>,
    /// Receive timestamp: `time_now` in the cycle the frame's last beat was taken on `s` (the
    /// moment the whole frame is in the NIC; the transport's clock, e.g. for CNP pacing).
    pub rx_time: Bits<32>,
    /// Set only by [crate::rx_split] on the responder's copy of a congestion-marked response
    /// (the parser leaves it clear): the record asks for the CNP decision alone (golden's
    /// notification point, one limiter per QP for requests and responses alike); its payload
    /// goes to the requester, and the responder counts nothing for it but a CNP sent.
    pub cnp_only: Bit,
}

/// Bits of the `meta` record.
pub const RX_META_BITS: usize = <RxMeta as Synth>::BITS;

/// (name, bit offset, width) of every [RxMeta] field, in order, read from the struct itself.
pub fn rx_meta_layout() -> Vec<(String, usize, usize)> {
    let mut out = vec![];
    let mut off = 0;
    if let TypeKind::Composite(fields) = RxMeta::descriptor().kind {
        for f in fields {
            let w = match f.kind.kind {
                TypeKind::Bits(w) | TypeKind::Signed(w) => w,
                _ => 0,
            };
            out.push((f.fieldname.clone(), off, w));
            off += w;
        }
    }
    out
}

/// One field of a record given as bits (bit i of the record = `bit(i)`), as a value.
pub fn rx_meta_value(bit: impl Fn(usize) -> bool, name: &str) -> Option<u128> {
    let (_, off, w) = rx_meta_layout().into_iter().find(|f| f.0 == name)?;
    Some((0..w).filter(|&k| bit(off + k)).fold(0u128, |v, k| v | 1 << k))
}

/// One field of a `meta` record, as a value.
pub fn rx_meta_field(meta: &RxMeta, name: &str) -> Option<u128> {
    let b: Bits<RX_META_BITS> = (*meta).into();
    rx_meta_value(|i| b.get_bit(i), name)
}

/// The ten frame counters packed for the register file (code i in bits 32i+31..32i).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct CounterWords {
    c0: Bits<32>,
    c1: Bits<32>,
    c2: Bits<32>,
    c3: Bits<32>,
    c4: Bits<32>,
    c5: Bits<32>,
    c6: Bits<32>,
    c7: Bits<32>,
    c8: Bits<32>,
    c9: Bits<32>,
    c10: Bits<32>,
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
    /// The NIC's time (a free-running count of clock cycles on a board, PTP-style); stamped into
    /// each record's `rx_time` when the frame's last beat is taken on `s`.
    pub time_now: Signal<In, Bits<32>>,
    /// Payload of accepted frames, lane 0 first.
    pub m_pay: AxisSource,
    /// One record per frame.
    pub meta: Signal<Out, RxMeta>,
    /// `meta` is valid.
    pub meta_valid: Signal<Out, Bit>,
    /// Pop `meta`.
    pub meta_ready: Signal<In, Bit>,
    /// Lookahead hint, one clock after an accepted frame's record entered the record FIFO (so
    /// while it waits there): pulses once per accepted frame. No ready: a user that cannot take
    /// it drops it (the context caches take it as a prefetch).
    pub hint_valid: Signal<Out, Bit>,
    /// Hint: the frame's BTH destination QP.
    pub hint_qpn: Signal<Out, Bits<24>>,
    /// Hint: the frame carries a RETH or an AtomicETH, whose R_Key is `hint_key`.
    pub hint_key_valid: Signal<Out, Bit>,
    /// Hint: the RETH / AtomicETH R_Key (meaningful with `hint_key_valid`).
    pub hint_key: Signal<Out, Bits<32>>,
    /// Frame counters, 32 bits per [reason] code (code i in bits 32i+31..32i); a frame is counted
    /// one clock after its record enters the record FIFO.
    pub counters: Signal<Out, Bits<352>>,
    in_skid: SkidBuffer,
    /// Receive times of the frames whose last beat is inside `in_skid` (it holds two beats, so
    /// at most two), oldest in `ts0`; `tsn` of them are valid.
    ts0: DFF<Bits<32>>,
    ts1: DFF<Bits<32>>,
    tsn: DFF<Bits<2>>,
    pfifo: PacketFifo,
    icrc: Icrc,
    meta_fifo: RecordFifo<RxMeta>,
    desc_fifo: RecordFifo<RxReadDesc>,
    reader: RxPayloadReader,
    cnt: Vec<DFF<Bits<32>>>,
    v_valid: DFF<Bit>,
    v_code: DFF<Bits<4>>,
    h_valid: DFF<Bit>,
    h_qpn: DFF<Bits<24>>,
    h_keyv: DFF<Bit>,
    h_key: DFF<Bits<32>>,
    // input side
    room: DFF<Bit>,
    bidx: DFF<Bits<2>>,
    nb_q: DFF<Bits<16>>,
    hb0: DFF<Bits<512>>,
    hb1: DFF<Bits<512>>,
    cls_vlan: DFF<Bit>,
    cls_v4: DFF<Bit>,
    cls_v6: DFF<Bit>,
    // ICRC feed
    x1_valid: DFF<Bit>,
    x1_first: DFF<Bit>,
    x1_last: DFF<Bit>,
    x1_data: DFF<Bits<512>>,
    x1_vlan: DFF<Bit>,
    x1_v6: DFF<Bit>,
    x1_len: Vec<DFF<Bits<16>>>,
    ipend_q: DFF<Bits<16>>,
    x2_valid: DFF<Bit>,
    x2_last: DFF<Bit>,
    x2_end: DFF<Bit>,
    x2_cnt: DFF<Bits<7>>,
    x2_data: DFF<Bits<512>>,
    crc_hold: DFF<Bits<32>>,
    // record pipeline
    r0_valid: DFF<Bit>,
    r0: DFF<RxFrameHead>,
    extract: RxFieldExtract,
    checks: RxHeaderChecks,
    // locals
    accept: Signal<Local, Bit>,
    cpk: Signal<Local, CounterWords>,
    hdr2: Signal<Local, Halves>,
    cur: Signal<Local, Bits<512>>,
    c_vlan: Signal<Local, Bit>,
    c_v4: Signal<Local, Bit>,
    c_v6: Signal<Local, Bit>,
    f_vlan: Signal<Local, Bit>,
    f_v4: Signal<Local, Bit>,
    f_v6: Signal<Local, Bit>,
    sw: Signal<Local, Bits<16>>,
    x_rem: Signal<Local, Bits<16>>,
    hdr: Signal<Local, Bits<1024>>,
    // Header bits no field reads (reserved bits, EtherTypes, the tail of the window), gathered
    // under Verilator's `*unused*` name rule so that the lint keeps checking everything else.
    verdict: Signal<Local, Bits<4>>,
    crc_now: Signal<Local, Bits<32>>,
    // reader locals
}

impl Default for RxParser {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            s: Default::default(),
            time_now: Default::default(),
            m_pay: Default::default(),
            meta: Default::default(),
            meta_valid: Default::default(),
            meta_ready: Default::default(),
            counters: Default::default(),
            in_skid: Default::default(),
            ts0: Default::default(),
            ts1: Default::default(),
            tsn: Default::default(),
            pfifo: Default::default(),
            icrc: Default::default(),
            meta_fifo: Default::default(),
            desc_fifo: Default::default(),
            reader: Default::default(),
            cnt: (0..reason::COUNT).map(|_| Default::default()).collect(),
            v_valid: Default::default(),
            v_code: Default::default(),
            h_valid: Default::default(),
            h_qpn: Default::default(),
            h_keyv: Default::default(),
            h_key: Default::default(),
            hint_valid: Default::default(),
            hint_qpn: Default::default(),
            hint_key_valid: Default::default(),
            hint_key: Default::default(),
            room: Default::default(),
            bidx: Default::default(),
            nb_q: Default::default(),
            hb0: Default::default(),
            hb1: Default::default(),
            cls_vlan: Default::default(),
            cls_v4: Default::default(),
            cls_v6: Default::default(),
            x1_valid: Default::default(),
            x1_first: Default::default(),
            x1_last: Default::default(),
            x1_data: Default::default(),
            x1_vlan: Default::default(),
            x1_v6: Default::default(),
            x1_len: (0..4).map(|_| Default::default()).collect(),
            ipend_q: Default::default(),
            x2_valid: Default::default(),
            x2_last: Default::default(),
            x2_end: Default::default(),
            x2_cnt: Default::default(),
            x2_data: Default::default(),
            crc_hold: Default::default(),
            r0_valid: Default::default(),
            r0: Default::default(),
            extract: Default::default(),
            checks: Default::default(),
            accept: Default::default(),
            cpk: Default::default(),
            hdr2: Default::default(),
            cur: Default::default(),
            c_vlan: Default::default(),
            c_v4: Default::default(),
            c_v6: Default::default(),
            f_vlan: Default::default(),
            f_v4: Default::default(),
            f_v6: Default::default(),
            sw: Default::default(),
            x_rem: Default::default(),
            hdr: Default::default(),
            verdict: Default::default(),
            crc_now: Default::default(),
        }
    }
}

impl Logic for RxParser {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v_valid, v_code, h_valid, h_qpn, h_keyv, h_key, room, bidx, nb_q, hb0, hb1, cls_vlan, cls_v4,
            cls_v6, x1_valid, x1_first, x1_last, x1_data, x1_vlan, x1_v6, ipend_q, x2_valid, x2_last, x2_end, x2_cnt,
            x2_data, crc_hold, ts0, ts1, tsn, r0_valid, r0
        );
        for i in 0..4 {
            self.x1_len[i].clock.next = self.clock.val();
            self.x1_len[i].d.next = self.x1_len[i].q.val();
        }
        for i in 0..reason::COUNT {
            self.cnt[i].clock.next = self.clock.val();
            self.cnt[i].d.next = self.cnt[i].q.val();
        }
        clock!(self, clock, in_skid, pfifo, icrc, meta_fifo, desc_fifo, extract, checks, reader);
        self.extract.reset.next = self.reset.val();
        self.checks.reset.next = self.reset.val();
        self.in_skid.reset.next = self.reset.val();
        self.pfifo.reset.next = self.reset.val();
        self.icrc.reset.next = self.reset.val();
        self.reader.reset.next = self.reset.val();
        self.meta_fifo.reset.next = self.reset.val();
        self.meta_fifo.replace.next = false;
        self.desc_fifo.reset.next = self.reset.val();
        self.desc_fifo.replace.next = false;
        self.icrc.ce.next = true;
        // Counter i in bits 32i+31..32i: a record, so part-selects (no wide shifts).
        self.cpk.next.c0 = self.cnt[0].q.val();
        self.cpk.next.c1 = self.cnt[1].q.val();
        self.cpk.next.c2 = self.cnt[2].q.val();
        self.cpk.next.c3 = self.cnt[3].q.val();
        self.cpk.next.c4 = self.cnt[4].q.val();
        self.cpk.next.c5 = self.cnt[5].q.val();
        self.cpk.next.c6 = self.cnt[6].q.val();
        self.cpk.next.c7 = self.cnt[7].q.val();
        self.cpk.next.c8 = self.cnt[8].q.val();
        self.cpk.next.c9 = self.cnt[9].q.val();
        self.cpk.next.c10 = self.cnt[10].q.val();
        self.counters.next = self.cpk.val().into();

        // ---- input: store every beat, keep the first two for the header, classify beat 0 ----
        self.in_skid.s.tdata.next = self.s.tdata.val();
        self.in_skid.s.tkeep.next = self.s.tkeep.val();
        self.in_skid.s.tlast.next = self.s.tlast.val();
        self.in_skid.s.tuser.next = self.s.tuser.val();
        self.in_skid.s.tvalid.next = self.s.tvalid.val();
        self.s.tready.next = self.in_skid.s.tready.val();
        self.in_skid.m.tready.next = self.room.q.val();
        self.accept.next = self.in_skid.m.tvalid.val() & self.room.q.val();
        // Receive timestamps ride beside the skid buffer: pushed when a last beat enters it,
        // popped when that beat leaves it (the buffer is registered: never both for one beat).
        if self.accept.val() & self.in_skid.m.tlast.val() {
            self.ts0.d.next = self.ts1.q.val();
            self.tsn.d.next = self.tsn.q.val() - 1;
        }
        if self.s.tvalid.val() & self.in_skid.s.tready.val() & self.s.tlast.val() {
            if self.accept.val() & self.in_skid.m.tlast.val() {
                if self.tsn.q.val() == 1 {
                    self.ts0.d.next = self.time_now.val();
                } else {
                    self.ts1.d.next = self.time_now.val();
                }
                self.tsn.d.next = self.tsn.q.val();
            } else {
                if self.tsn.q.val() == 0 {
                    self.ts0.d.next = self.time_now.val();
                } else {
                    self.ts1.d.next = self.time_now.val();
                }
                self.tsn.d.next = self.tsn.q.val() + 1;
            }
        }
        if self.reset.val() {
            self.tsn.d.next = 0.into();
        }
        self.cur.next = self.in_skid.m.tdata.val();
        self.room.d.next = (self.pfifo.fill.val() < 500)
            & (self.meta_fifo.fill.val() < 20)
            & (self.desc_fifo.fill.val() < 20);
        self.pfifo.wr_en.next = self.accept.val() & (self.nb_q.q.val() < 160);
        self.pfifo.replace.next = false;
        self.pfifo.wr_data.next = self.cur.val();
        // EtherType class of the frame, from its first beat (bytes 12..13, or 16..17 after a tag).
        self.c_vlan.next = self.cur.val().get_bits::<16>(96) == 0x0081;
        self.c_v4.next = self.cur.val().get_bits::<16>(96) == 0x0008;
        self.c_v6.next = self.cur.val().get_bits::<16>(96) == 0xDD86;
        if self.c_vlan.val() {
            self.c_v4.next = self.cur.val().get_bits::<16>(128) == 0x0008;
            self.c_v6.next = self.cur.val().get_bits::<16>(128) == 0xDD86;
        }
        self.f_vlan.next = self.cls_vlan.q.val();
        self.f_v4.next = self.cls_v4.q.val();
        self.f_v6.next = self.cls_v6.q.val();
        if self.bidx.q.val() == 0 {
            self.f_vlan.next = self.c_vlan.val();
            self.f_v4.next = self.c_v4.val();
            self.f_v6.next = self.c_v6.val();
        }
        self.hdr2.next.lo = self.hb0.q.val();
        self.hdr2.next.hi = self.hb1.q.val();
        if self.bidx.q.val() == 0 {
            self.hdr2.next.lo = self.cur.val();
            self.hdr2.next.hi = 0.into();
        }
        if self.bidx.q.val() == 1 {
            self.hdr2.next.hi = self.cur.val();
        }
        self.hdr.next = self.hdr2.val().into();
        self.sw.next = 0.into();
        self.r0_valid.d.next = self.accept.val() & self.in_skid.m.tlast.val();
        self.x1_valid.d.next = self.accept.val();
        if self.accept.val() {
            self.nb_q.d.next = self.nb_q.q.val() + 1;
            if self.bidx.q.val() == 0 {
                self.hb0.d.next = self.cur.val();
                self.cls_vlan.d.next = self.c_vlan.val();
                self.cls_v4.d.next = self.c_v4.val();
                self.cls_v6.d.next = self.c_v6.val();
                // Where the IP packet ends (bytes from the frame start) for each class.
                self.sw.next = self.cur.val().get_bits::<16>(128);
                self.x1_len[0].d.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 14;
                self.sw.next = self.cur.val().get_bits::<16>(160);
                self.x1_len[1].d.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 18;
                self.sw.next = self.cur.val().get_bits::<16>(144);
                self.x1_len[2].d.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 54;
                self.sw.next = self.cur.val().get_bits::<16>(176);
                self.x1_len[3].d.next = (self.sw.val() << 8 | self.sw.val() >> 8) + 58;
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
            self.x1_vlan.d.next = self.f_vlan.val();
            self.x1_v6.d.next = self.f_v6.val();
            if self.in_skid.m.tlast.val() {
                self.nb_q.d.next = 0.into();
                self.bidx.d.next = 0.into();
                self.r0.d.next.hdr = self.hdr.val();
                self.r0.d.next.nbm1 = self.nb_q.q.val();
                self.r0.d.next.keep = self.in_skid.m.tkeep.val();
                self.r0.d.next.user = self.in_skid.m.tuser.val();
                self.r0.d.next.vlan = self.f_vlan.val();
                self.r0.d.next.v4 = self.f_v4.val();
                self.r0.d.next.v6 = self.f_v6.val();
                self.r0.d.next.time = self.ts0.q.val();
            }
        }

        // ---- ICRC feed: where the IP packet ends, beat by beat ----
        self.x_rem.next = self.ipend_q.q.val();
        if self.x1_first.q.val() {
            if self.x1_vlan.q.val() {
                if self.x1_v6.q.val() {
                    self.x_rem.next = self.x1_len[3].q.val();
                } else {
                    self.x_rem.next = self.x1_len[1].q.val();
                }
            } else if self.x1_v6.q.val() {
                self.x_rem.next = self.x1_len[2].q.val();
            } else {
                self.x_rem.next = self.x1_len[0].q.val();
            }
        }
        if self.x1_valid.q.val() {
            self.ipend_q.d.next = 0.into();
            if self.x_rem.val().get_bits::<10>(6).any() {
                self.ipend_q.d.next = self.x_rem.val() - 64;
            }
        }
        self.x2_valid.d.next = self.x1_valid.q.val();
        self.x2_data.d.next = self.x1_data.q.val();
        self.x2_last.d.next = self.x1_last.q.val();
        self.x2_end.d.next = self.x_rem.val().any() & (self.x_rem.val() <= 64);
        self.x2_cnt.d.next = bit_cast::<7, 16>(self.x_rem.val());
        self.icrc.in_valid.next = self.x2_valid.q.val();
        self.icrc.in_data.next = self.x2_data.q.val();
        self.icrc.in_last.next = self.x2_last.q.val();
        self.icrc.in_end.next = self.x2_end.q.val();
        self.icrc.in_count.next = self.x2_cnt.q.val();
        if self.icrc.out_valid.val() {
            self.crc_hold.d.next = self.icrc.out_crc.val();
        }

        // ---- record pipeline: fields (stage 1), checks (stages 2-5) ----
        self.extract.in_valid.next = self.r0_valid.q.val();
        self.extract.head.next = self.r0.q.val();
        self.checks.in_valid.next = self.extract.valid.val();
        self.checks.meta_in.next = self.extract.meta.val();
        self.checks.facts.next = self.extract.facts.val();

        // ---- verdict: 6 clocks after the last beat, with the ICRC ----
        self.crc_now.next = self.crc_hold.q.val();
        if self.icrc.out_valid.val() {
            self.crc_now.next = self.icrc.out_crc.val();
        }
        self.verdict.next = self.checks.pre.val();
        if !self.checks.pre.val().any() {
            if self.crc_now.val() != 0x2144_DF1C_u64 {
                self.verdict.next = 7.into();
            } else {
                self.verdict.next = self.checks.post.val();
            }
        }
        self.meta_fifo.wr_en.next = self.checks.valid.val();
        self.meta_fifo.wr_data.next = self.checks.meta.val();
        self.meta_fifo.wr_data.next.verdict = self.verdict.val();
        self.desc_fifo.wr_en.next = self.checks.valid.val();
        self.desc_fifo.wr_data.next = self.checks.desc.val();
        self.desc_fifo.wr_data.next.drop = self.verdict.val().any();
        self.v_valid.d.next = self.checks.valid.val();
        self.v_code.d.next = self.verdict.val();
        self.h_valid.d.next = self.checks.valid.val() & !self.verdict.val().any();
        self.h_qpn.d.next = self.checks.meta.val().dest_qp;
        self.h_keyv.d.next = (self.checks.meta.val().ext_flags & 0x06) != 0;
        self.h_key.d.next = self.checks.meta.val().rkey;
        self.hint_valid.next = self.h_valid.q.val();
        self.hint_qpn.next = self.h_qpn.q.val();
        self.hint_key_valid.next = self.h_keyv.q.val();
        self.hint_key.next = self.h_key.q.val();
        if self.v_valid.q.val() {
            for i in 0..reason::COUNT {
                if self.v_code.q.val().index() == i {
                    self.cnt[i].d.next = self.cnt[i].q.val() + 1;
                }
            }
        }
        self.meta.next = self.meta_fifo.rd_data.val();
        self.meta_valid.next = self.meta_fifo.rd_valid.val();
        self.meta_fifo.rd_en.next = self.meta_ready.val();

        // ---- payload reader: pops stored beats per descriptor ----
        self.reader.desc.next = self.desc_fifo.rd_data.val();
        self.reader.desc_valid.next = self.desc_fifo.rd_valid.val();
        self.desc_fifo.rd_en.next = self.reader.desc_take.val();
        self.reader.beat.next = self.pfifo.rd_data.val();
        self.reader.beat_valid.next = self.pfifo.rd_valid.val();
        self.pfifo.rd_en.next = self.reader.beat_take.val();
        AxisSource::link(&mut self.m_pay, &mut self.reader.m);
        if self.reset.val() {
            self.room.d.next = false;
            self.bidx.d.next = 0.into();
            self.nb_q.d.next = 0.into();
            self.x1_valid.d.next = false;
            self.x2_valid.d.next = false;
            self.r0_valid.d.next = false;
            self.v_valid.d.next = false;
            self.h_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_comes_from_the_struct_and_round_trips() {
        let l = rx_meta_layout();
        assert_eq!(l.iter().map(|f| f.2).sum::<usize>(), RX_META_BITS);
        for w in l.windows(2) {
            assert_eq!(w[0].1 + w[0].2, w[1].1, "fields are contiguous");
        }
        let m = RxMeta { opcode: 0x64.into(), psn: 0xABCDEF.into(), dst_mac: 0x0200_0000_0001_u64.into(), ..Default::default() };
        assert_eq!(rx_meta_field(&m, "opcode"), Some(0x64));
        assert_eq!(rx_meta_field(&m, "psn"), Some(0xABCDEF));
        assert_eq!(rx_meta_field(&m, "dst_mac"), Some(0x0200_0000_0001));
        assert_eq!(rx_meta_field(&m, "verdict"), Some(0));
        assert_eq!(rx_meta_field(&m, "nope"), None);
    }

}
