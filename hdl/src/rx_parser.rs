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
//! after the frame's last beat (the ICRC engine's latency) as a descriptor; a reader pops beats
//! per descriptor and emits the realigned payload of accepted frames only, discarding rejected
//! frames' beats. So no byte of a rejected frame reaches `m_pay`. Line rate: one beat per clock in
//! (the reader also takes one beat per clock; the one extra output beat a frame can need goes out
//! while the next frame's first beat, which never carries output, is read). Back-pressure: `s`
//! is stalled while the packet FIFO or the record FIFOs lack room for the frames in flight.
//!
//! Record pipeline (each stage registered, one frame per clock): the EtherType / VLAN class is
//! found as the first beat arrives; stage 1 selects the IP and UDP/BTH windows for that class and
//! extracts every field (byte swaps are wires); stage 2 looks the opcode up (extension flags and
//! length, known, carries payload) and compares lengths; stage 3 needs the extension length;
//! stage 4 the payload length; stage 5 turns the flags into the pre-ICRC and post-ICRC codes and
//! the reader's descriptor. The IPv4 checksum is summed over stages 1-4.
use crate::axis::{AxisSink, AxisSource};
use crate::icrc::Icrc;
use crate::packet_fifo::PacketFifo;
use crate::sync_fifo::RecordFifo;
use crate::skid_buffer::SkidBuffer;
use crate::tx_header::{ext, opcode_ext_flags};
use golden::wire::Opcode;
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

fn rom_bits(f: impl Fn(u8) -> bool) -> Bits<256> {
    let mut b = Bits::<256>::default();
    for op in 0..256usize {
        if f(op as u8) {
            b = b.replace_bit(op, true);
        }
    }
    b
}

/// ROM rows: 0..8 extension flags, 8..15 extension length (bytes), 15 known, 16 carries payload.
fn opcode_roms() -> Vec<Constant<Bits<256>>> {
    let flags = |op: u8| opcode_ext_flags(op).unwrap_or(0);
    let mut rom = vec![];
    for b in 0..8 {
        rom.push(Constant::new(rom_bits(|op| flags(op) >> b & 1 == 1)));
    }
    for b in 0..7 {
        rom.push(Constant::new(rom_bits(|op| ext::total_len(flags(op)) >> b & 1 == 1)));
    }
    rom.push(Constant::new(rom_bits(|op| opcode_ext_flags(op).is_some())));
    rom.push(Constant::new(rom_bits(|op| Opcode::from_u8(op).map(|o| o.has_payload()).unwrap_or(false))));
    rom
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

/// Two beats side by side (`lo` first on the wire).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Halves {
    lo: Bits<512>,
    hi: Bits<512>,
}

/// 18 bytes, byte 0 at bit 0 (a byte-reversed header window).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Bytes18 {
    b0: Bits<8>,
    b1: Bits<8>,
    b2: Bits<8>,
    b3: Bits<8>,
    b4: Bits<8>,
    b5: Bits<8>,
    b6: Bits<8>,
    b7: Bits<8>,
    b8: Bits<8>,
    b9: Bits<8>,
    b10: Bits<8>,
    b11: Bits<8>,
    b12: Bits<8>,
    b13: Bits<8>,
    b14: Bits<8>,
    b15: Bits<8>,
    b16: Bits<8>,
    b17: Bits<8>,
}

/// 40 bytes, byte 0 at bit 0 (a byte-reversed header window).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Bytes40 {
    b0: Bits<8>,
    b1: Bits<8>,
    b2: Bits<8>,
    b3: Bits<8>,
    b4: Bits<8>,
    b5: Bits<8>,
    b6: Bits<8>,
    b7: Bits<8>,
    b8: Bits<8>,
    b9: Bits<8>,
    b10: Bits<8>,
    b11: Bits<8>,
    b12: Bits<8>,
    b13: Bits<8>,
    b14: Bits<8>,
    b15: Bits<8>,
    b16: Bits<8>,
    b17: Bits<8>,
    b18: Bits<8>,
    b19: Bits<8>,
    b20: Bits<8>,
    b21: Bits<8>,
    b22: Bits<8>,
    b23: Bits<8>,
    b24: Bits<8>,
    b25: Bits<8>,
    b26: Bits<8>,
    b27: Bits<8>,
    b28: Bits<8>,
    b29: Bits<8>,
    b30: Bits<8>,
    b31: Bits<8>,
    b32: Bits<8>,
    b33: Bits<8>,
    b34: Bits<8>,
    b35: Bits<8>,
    b36: Bits<8>,
    b37: Bits<8>,
    b38: Bits<8>,
    b39: Bits<8>,
}

/// 48 bytes, byte 0 at bit 0 (a byte-reversed header window).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Bytes48 {
    b0: Bits<8>,
    b1: Bits<8>,
    b2: Bits<8>,
    b3: Bits<8>,
    b4: Bits<8>,
    b5: Bits<8>,
    b6: Bits<8>,
    b7: Bits<8>,
    b8: Bits<8>,
    b9: Bits<8>,
    b10: Bits<8>,
    b11: Bits<8>,
    b12: Bits<8>,
    b13: Bits<8>,
    b14: Bits<8>,
    b15: Bits<8>,
    b16: Bits<8>,
    b17: Bits<8>,
    b18: Bits<8>,
    b19: Bits<8>,
    b20: Bits<8>,
    b21: Bits<8>,
    b22: Bits<8>,
    b23: Bits<8>,
    b24: Bits<8>,
    b25: Bits<8>,
    b26: Bits<8>,
    b27: Bits<8>,
    b28: Bits<8>,
    b29: Bits<8>,
    b30: Bits<8>,
    b31: Bits<8>,
    b32: Bits<8>,
    b33: Bits<8>,
    b34: Bits<8>,
    b35: Bits<8>,
    b36: Bits<8>,
    b37: Bits<8>,
    b38: Bits<8>,
    b39: Bits<8>,
    b40: Bits<8>,
    b41: Bits<8>,
    b42: Bits<8>,
    b43: Bits<8>,
    b44: Bits<8>,
    b45: Bits<8>,
    b46: Bits<8>,
    b47: Bits<8>,
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
    desc_fifo: RecordFifo<Bits<36>>,
    out_skid: SkidBuffer,
    rom: Vec<Constant<Bits<256>>>,
    hmask: Vec<Constant<Bits<64>>>,
    ones64: Constant<Bits<64>>,
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
    r0_hdr: DFF<Bits<1024>>,
    r0_nbm1: DFF<Bits<16>>,
    r0_keep: DFF<Bits<64>>,
    r0_user: DFF<Bit>,
    r0_vlan: DFF<Bit>,
    r0_v4: DFF<Bit>,
    r0_v6: DFF<Bit>,
    r0_time: DFF<Bits<32>>,
    s1_valid: DFF<Bit>,
    s1_meta: DFF<RxMeta>,
    s1_vlan: DFF<Bit>,
    s1_v4: DFF<Bit>,
    s1_v6: DFF<Bit>,
    s1_user: DFF<Bit>,
    s1_ovf: DFF<Bit>,
    s1_nb9: DFF<Bits<9>>,
    s1_f: DFF<Bits<16>>,
    s1_len16: DFF<Bits<16>>,
    s1_ver_bad: DFF<Bit>,
    s1_ihl_bad: DFF<Bit>,
    s1_tot_lt20: DFF<Bit>,
    s1_pay_lt8: DFF<Bit>,
    s1_not_udp: DFF<Bit>,
    s1_port_bad: DFF<Bit>,
    s1_ippay: DFF<Bits<16>>,
    s1_udplen: DFF<Bits<16>>,
    s1_p: Vec<DFF<Bits<17>>>,
    s2_valid: DFF<Bit>,
    s2_meta: DFF<RxMeta>,
    s2_vlan: DFF<Bit>,
    s2_v4: DFF<Bit>,
    s2_v6: DFF<Bit>,
    s2_user: DFF<Bit>,
    s2_ovf: DFF<Bit>,
    s2_nb9: DFF<Bits<9>>,
    s2_f: DFF<Bits<16>>,
    s2_ver_bad: DFF<Bit>,
    s2_ihl_bad: DFF<Bit>,
    s2_tot_lt20: DFF<Bit>,
    s2_pay_lt8: DFF<Bit>,
    s2_not_udp: DFF<Bit>,
    s2_port_bad: DFF<Bit>,
    s2_udplen: DFF<Bits<16>>,
    s2_elen: DFF<Bits<7>>,
    s2_known: DFF<Bit>,
    s2_haspay: DFF<Bit>,
    s2_lt_l2: DFF<Bit>,
    s2_lt_l3: DFF<Bit>,
    s2_lt_hdr: DFF<Bit>,
    s2_ipend: DFF<Bits<17>>,
    s2_udp_bad: DFF<Bit>,
    s2_q0: DFF<Bits<18>>,
    s2_q1: DFF<Bits<18>>,
    s2_q2: DFF<Bits<17>>,
    s3_valid: DFF<Bit>,
    s3_meta: DFF<RxMeta>,
    s3_v4: DFF<Bit>,
    s3_nb9: DFF<Bits<9>>,
    s3_code_a: DFF<Bits<4>>,
    s3_tot_lt20: DFF<Bit>,
    s3_pay_lt8: DFF<Bit>,
    s3_not_udp: DFF<Bit>,
    s3_port_bad: DFF<Bit>,
    s3_udp_bad: DFF<Bit>,
    s3_ip_past: DFF<Bit>,
    s3_udplen: DFF<Bits<16>>,
    /// The frame carries an AETH.
    s3_aeth: DFF<Bit>,
    s3_need: DFF<Bits<16>>,
    s3_known: DFF<Bit>,
    s3_haspay: DFF<Bit>,
    s3_hl: DFF<Bits<7>>,
    s3_sum: DFF<Bits<20>>,
    s4_valid: DFF<Bit>,
    s4_meta: DFF<RxMeta>,
    s4_v4: DFF<Bit>,
    s4_nb9: DFF<Bits<9>>,
    s4_code_a: DFF<Bits<4>>,
    s4_code_b: DFF<Bits<4>>,
    s4_udp_bad: DFF<Bit>,
    s4_known: DFF<Bit>,
    s4_pad_bad: DFF<Bit>,
    /// The AETH is present and whole, and its syndrome is reserved.
    s4_syn_bad: DFF<Bit>,
    s4_hl: DFF<Bits<7>>,
    s4_fold: DFF<Bits<17>>,
    s5_valid: DFF<Bit>,
    s5_meta: DFF<RxMeta>,
    s5_pre: DFF<Bits<4>>,
    s5_post: DFF<Bits<4>>,
    s5_desc: DFF<Bits<36>>,
    // reader
    rbusy: DFF<Bit>,
    rdrop: DFF<Bit>,
    remit: DFF<Bit>,
    rs: DFF<Bits<6>>,
    rleft: DFF<Bits<9>>,
    rpre: DFF<Bits<2>>,
    routs: DFF<Bits<11>>,
    rplast: DFF<Bits<7>>,
    rprev: DFF<Bits<512>>,
    bq_valid: DFF<Bit>,
    bq_data: DFF<Bits<512>>,
    flush: DFF<Bit>,
    flush_data: DFF<Bits<512>>,
    flush_keep: DFF<Bits<64>>,
    // locals
    accept: Signal<Local, Bit>,
    cpk: Signal<Local, CounterWords>,
    hdr2: Signal<Local, Halves>,
    both2: Signal<Local, Halves>,
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
    l3: Signal<Local, Bits<320>>,
    u: Signal<Local, Bits<384>>,
    l3r: Signal<Local, Bits<320>>,
    ur: Signal<Local, Bits<384>>,
    er: Signal<Local, Bits<144>>,
    kedge: Signal<Local, Bits<64>>,
    hk: Signal<Local, Bits<6>>,
    tot: Signal<Local, Bits<16>>,
    plen6: Signal<Local, Bits<16>>,
    nbm1: Signal<Local, Bits<16>>,
    op: Signal<Local, Bits<8>>,
    flags: Signal<Local, Bits<8>>,
    elenl: Signal<Local, Bits<7>>,
    pad: Signal<Local, Bits<2>>,
    syn: Signal<Local, Bits<8>>,
    pl: Signal<Local, Bits<16>>,
    sw64: Signal<Local, Bits<64>>,
    hdr_q: Signal<Local, Bits<1024>>,
    // Header bits no field reads (reserved bits, EtherTypes, the tail of the window), gathered
    // under Verilator's `*unused*` name rule so that the lint keeps checking everything else.
    unused_hdr_bits: Signal<Local, Bit>,
    er_s: Signal<Local, Bytes18>,
    l3r_s: Signal<Local, Bytes40>,
    ur_s: Signal<Local, Bytes48>,
    outs: Signal<Local, Bits<11>>,
    plast: Signal<Local, Bits<7>>,
    verdict: Signal<Local, Bits<4>>,
    crc_now: Signal<Local, Bits<32>>,
    // reader locals
    d: Signal<Local, Bits<36>>,
    start: Signal<Local, Bit>,
    c_drop: Signal<Local, Bit>,
    c_s: Signal<Local, Bits<6>>,
    c_left: Signal<Local, Bits<9>>,
    c_pre: Signal<Local, Bits<2>>,
    c_outs: Signal<Local, Bits<11>>,
    c_plast: Signal<Local, Bits<7>>,
    n_pre: Signal<Local, Bits<2>>,
    n_outs: Signal<Local, Bits<11>>,
    emits: Signal<Local, Bit>,
    out_ready: Signal<Local, Bit>,
    rd: Signal<Local, Bit>,
    sh: Signal<Local, Bits<10>>,
    both: Signal<Local, Bits<1024>>,
    obeat: Signal<Local, Bits<512>>,
    okeep: Signal<Local, Bits<64>>,
}

fn hmask_bits(b: usize) -> Bits<64> {
    let mut m = Bits::<64>::default();
    for i in 0..64 {
        if i >> b & 1 == 1 {
            m = m.replace_bit(i, true);
        }
    }
    m
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
            out_skid: Default::default(),
            rom: opcode_roms(),
            hmask: (0..6).map(|b| Constant::new(hmask_bits(b))).collect(),
            ones64: Constant::new(!Bits::<64>::default()),
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
            r0_hdr: Default::default(),
            r0_nbm1: Default::default(),
            r0_keep: Default::default(),
            r0_user: Default::default(),
            r0_vlan: Default::default(),
            r0_v4: Default::default(),
            r0_v6: Default::default(),
            r0_time: Default::default(),
            s1_valid: Default::default(),
            s1_meta: Default::default(),
            s1_vlan: Default::default(),
            s1_v4: Default::default(),
            s1_v6: Default::default(),
            s1_user: Default::default(),
            s1_ovf: Default::default(),
            s1_nb9: Default::default(),
            s1_f: Default::default(),
            s1_len16: Default::default(),
            s1_ver_bad: Default::default(),
            s1_ihl_bad: Default::default(),
            s1_tot_lt20: Default::default(),
            s1_pay_lt8: Default::default(),
            s1_not_udp: Default::default(),
            s1_port_bad: Default::default(),
            s1_ippay: Default::default(),
            s1_udplen: Default::default(),
            s1_p: (0..5).map(|_| Default::default()).collect(),
            s2_valid: Default::default(),
            s2_meta: Default::default(),
            s2_vlan: Default::default(),
            s2_v4: Default::default(),
            s2_v6: Default::default(),
            s2_user: Default::default(),
            s2_ovf: Default::default(),
            s2_nb9: Default::default(),
            s2_f: Default::default(),
            s2_ver_bad: Default::default(),
            s2_ihl_bad: Default::default(),
            s2_tot_lt20: Default::default(),
            s2_pay_lt8: Default::default(),
            s2_not_udp: Default::default(),
            s2_port_bad: Default::default(),
            s2_udplen: Default::default(),
            s2_elen: Default::default(),
            s2_known: Default::default(),
            s2_haspay: Default::default(),
            s2_lt_l2: Default::default(),
            s2_lt_l3: Default::default(),
            s2_lt_hdr: Default::default(),
            s2_ipend: Default::default(),
            s2_udp_bad: Default::default(),
            s2_q0: Default::default(),
            s2_q1: Default::default(),
            s2_q2: Default::default(),
            s3_valid: Default::default(),
            s3_meta: Default::default(),
            s3_v4: Default::default(),
            s3_nb9: Default::default(),
            s3_code_a: Default::default(),
            s3_tot_lt20: Default::default(),
            s3_pay_lt8: Default::default(),
            s3_not_udp: Default::default(),
            s3_port_bad: Default::default(),
            s3_udp_bad: Default::default(),
            s3_ip_past: Default::default(),
            s3_udplen: Default::default(),
            s3_aeth: Default::default(),
            s3_need: Default::default(),
            s3_known: Default::default(),
            s3_haspay: Default::default(),
            s3_hl: Default::default(),
            s3_sum: Default::default(),
            s4_valid: Default::default(),
            s4_meta: Default::default(),
            s4_v4: Default::default(),
            s4_nb9: Default::default(),
            s4_code_a: Default::default(),
            s4_code_b: Default::default(),
            s4_udp_bad: Default::default(),
            s4_known: Default::default(),
            s4_pad_bad: Default::default(),
            s4_syn_bad: Default::default(),
            s4_hl: Default::default(),
            s4_fold: Default::default(),
            s5_valid: Default::default(),
            s5_meta: Default::default(),
            s5_pre: Default::default(),
            s5_post: Default::default(),
            s5_desc: Default::default(),
            rbusy: Default::default(),
            rdrop: Default::default(),
            remit: Default::default(),
            rs: Default::default(),
            rleft: Default::default(),
            rpre: Default::default(),
            routs: Default::default(),
            rplast: Default::default(),
            rprev: Default::default(),
            bq_valid: Default::default(),
            bq_data: Default::default(),
            flush: Default::default(),
            flush_data: Default::default(),
            flush_keep: Default::default(),
            accept: Default::default(),
            cpk: Default::default(),
            hdr2: Default::default(),
            both2: Default::default(),
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
            l3: Default::default(),
            u: Default::default(),
            l3r: Default::default(),
            ur: Default::default(),
            er: Default::default(),
            kedge: Default::default(),
            hk: Default::default(),
            tot: Default::default(),
            plen6: Default::default(),
            nbm1: Default::default(),
            op: Default::default(),
            flags: Default::default(),
            elenl: Default::default(),
            pad: Default::default(),
            syn: Default::default(),
            pl: Default::default(),
            sw64: Default::default(),
            hdr_q: Default::default(),
            unused_hdr_bits: Default::default(),
            er_s: Default::default(),
            l3r_s: Default::default(),
            ur_s: Default::default(),
            outs: Default::default(),
            plast: Default::default(),
            verdict: Default::default(),
            crc_now: Default::default(),
            d: Default::default(),
            start: Default::default(),
            c_drop: Default::default(),
            c_s: Default::default(),
            c_left: Default::default(),
            c_pre: Default::default(),
            c_outs: Default::default(),
            c_plast: Default::default(),
            n_pre: Default::default(),
            n_outs: Default::default(),
            emits: Default::default(),
            out_ready: Default::default(),
            rd: Default::default(),
            sh: Default::default(),
            both: Default::default(),
            obeat: Default::default(),
            okeep: Default::default(),
        }
    }
}

impl Logic for RxParser {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v_valid, v_code, h_valid, h_qpn, h_keyv, h_key, room, bidx, nb_q, hb0, hb1, cls_vlan, cls_v4, cls_v6, x1_valid, x1_first,
            x1_last, x1_data, x1_vlan, x1_v6, ipend_q, x2_valid, x2_last, x2_end, x2_cnt, x2_data, crc_hold,
            ts0, ts1, tsn, r0_valid, r0_hdr, r0_nbm1, r0_keep, r0_user, r0_vlan, r0_v4, r0_v6, r0_time, s1_valid, s1_meta, s1_vlan,
            s1_v4, s1_v6, s1_user, s1_ovf, s1_nb9, s1_f, s1_len16, s1_ver_bad, s1_ihl_bad, s1_tot_lt20,
            s1_pay_lt8, s1_not_udp, s1_port_bad, s1_ippay, s1_udplen, s2_valid, s2_meta, s2_vlan, s2_v4, s2_v6,
            s2_user, s2_ovf, s2_nb9, s2_f, s2_ver_bad, s2_ihl_bad, s2_tot_lt20, s2_pay_lt8, s2_not_udp,
            s2_port_bad, s2_udplen, s2_elen, s2_known, s2_haspay, s2_lt_l2, s2_lt_l3, s2_lt_hdr, s2_ipend,
            s2_udp_bad, s2_q0, s2_q1, s2_q2, s3_valid, s3_meta, s3_v4, s3_nb9, s3_code_a, s3_tot_lt20,
            s3_pay_lt8, s3_not_udp, s3_port_bad, s3_udp_bad, s3_ip_past, s3_udplen, s3_aeth, s3_need, s3_known,
            s3_haspay, s3_hl, s3_sum, s4_valid, s4_meta, s4_v4, s4_nb9, s4_code_a, s4_code_b, s4_udp_bad,
            s4_known, s4_pad_bad, s4_syn_bad, s4_hl, s4_fold, s5_valid, s5_meta, s5_pre, s5_post, s5_desc, rbusy, rdrop,
            remit, rs, rleft, rpre, routs, rplast, rprev, bq_valid, bq_data, flush, flush_data, flush_keep
        );
        for i in 0..4 {
            self.x1_len[i].clock.next = self.clock.val();
            self.x1_len[i].d.next = self.x1_len[i].q.val();
        }
        for i in 0..5 {
            self.s1_p[i].clock.next = self.clock.val();
            self.s1_p[i].d.next = self.s1_p[i].q.val();
        }
        for i in 0..reason::COUNT {
            self.cnt[i].clock.next = self.clock.val();
            self.cnt[i].d.next = self.cnt[i].q.val();
        }
        clock!(self, clock, in_skid, pfifo, icrc, meta_fifo, desc_fifo, out_skid);
        self.in_skid.reset.next = self.reset.val();
        self.pfifo.reset.next = self.reset.val();
        self.icrc.reset.next = self.reset.val();
        self.out_skid.reset.next = self.reset.val();
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
                self.r0_hdr.d.next = self.hdr.val();
                self.r0_nbm1.d.next = self.nb_q.q.val();
                self.r0_keep.d.next = self.in_skid.m.tkeep.val();
                self.r0_user.d.next = self.in_skid.m.tuser.val();
                self.r0_vlan.d.next = self.f_vlan.val();
                self.r0_v4.d.next = self.f_v4.val();
                self.r0_v6.d.next = self.f_v6.val();
                self.r0_time.d.next = self.ts0.q.val();
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

        // ---- record stage 1: select the IP and UDP/BTH windows, extract every field ----
        // (Part-selects at constant offsets: a shift of the 1,024-bit header would cost Verilator
        // a loop over its words on every cycle.)
        self.hdr_q.next = self.r0_hdr.q.val();
        self.l3.next = self.hdr_q.val().get_bits::<320>(112);
        self.u.next = self.hdr_q.val().get_bits::<384>(272);
        if self.r0_vlan.q.val() {
            self.l3.next = self.hdr_q.val().get_bits::<320>(144);
            self.u.next = self.hdr_q.val().get_bits::<384>(304);
            if self.r0_v6.q.val() {
                self.u.next = self.hdr_q.val().get_bits::<384>(464);
            }
        } else if self.r0_v6.q.val() {
            self.u.next = self.hdr_q.val().get_bits::<384>(432);
        }
        // Byte-reversed windows: a big-endian field at byte offset o, L bytes long, of a window
        // of N bytes is bits 8(N-o-L) .. 8(N-o) of the reversed window (wires only).
        // The IP window is the 40 bytes the longest IP header (IPv6) spans.
        // (Byte by byte into records: constant part-selects. A combinational sub-block here
        // would make the module's one always block look circular to Verilator.)
        self.er_s.next.b0 = self.hdr_q.val().get_bits::<8>(136);
        self.er_s.next.b1 = self.hdr_q.val().get_bits::<8>(128);
        self.er_s.next.b2 = self.hdr_q.val().get_bits::<8>(120);
        self.er_s.next.b3 = self.hdr_q.val().get_bits::<8>(112);
        self.er_s.next.b4 = self.hdr_q.val().get_bits::<8>(104);
        self.er_s.next.b5 = self.hdr_q.val().get_bits::<8>(96);
        self.er_s.next.b6 = self.hdr_q.val().get_bits::<8>(88);
        self.er_s.next.b7 = self.hdr_q.val().get_bits::<8>(80);
        self.er_s.next.b8 = self.hdr_q.val().get_bits::<8>(72);
        self.er_s.next.b9 = self.hdr_q.val().get_bits::<8>(64);
        self.er_s.next.b10 = self.hdr_q.val().get_bits::<8>(56);
        self.er_s.next.b11 = self.hdr_q.val().get_bits::<8>(48);
        self.er_s.next.b12 = self.hdr_q.val().get_bits::<8>(40);
        self.er_s.next.b13 = self.hdr_q.val().get_bits::<8>(32);
        self.er_s.next.b14 = self.hdr_q.val().get_bits::<8>(24);
        self.er_s.next.b15 = self.hdr_q.val().get_bits::<8>(16);
        self.er_s.next.b16 = self.hdr_q.val().get_bits::<8>(8);
        self.er_s.next.b17 = self.hdr_q.val().get_bits::<8>(0);
        self.er.next = self.er_s.val().into();
        self.l3r_s.next.b0 = self.l3.val().get_bits::<8>(312);
        self.l3r_s.next.b1 = self.l3.val().get_bits::<8>(304);
        self.l3r_s.next.b2 = self.l3.val().get_bits::<8>(296);
        self.l3r_s.next.b3 = self.l3.val().get_bits::<8>(288);
        self.l3r_s.next.b4 = self.l3.val().get_bits::<8>(280);
        self.l3r_s.next.b5 = self.l3.val().get_bits::<8>(272);
        self.l3r_s.next.b6 = self.l3.val().get_bits::<8>(264);
        self.l3r_s.next.b7 = self.l3.val().get_bits::<8>(256);
        self.l3r_s.next.b8 = self.l3.val().get_bits::<8>(248);
        self.l3r_s.next.b9 = self.l3.val().get_bits::<8>(240);
        self.l3r_s.next.b10 = self.l3.val().get_bits::<8>(232);
        self.l3r_s.next.b11 = self.l3.val().get_bits::<8>(224);
        self.l3r_s.next.b12 = self.l3.val().get_bits::<8>(216);
        self.l3r_s.next.b13 = self.l3.val().get_bits::<8>(208);
        self.l3r_s.next.b14 = self.l3.val().get_bits::<8>(200);
        self.l3r_s.next.b15 = self.l3.val().get_bits::<8>(192);
        self.l3r_s.next.b16 = self.l3.val().get_bits::<8>(184);
        self.l3r_s.next.b17 = self.l3.val().get_bits::<8>(176);
        self.l3r_s.next.b18 = self.l3.val().get_bits::<8>(168);
        self.l3r_s.next.b19 = self.l3.val().get_bits::<8>(160);
        self.l3r_s.next.b20 = self.l3.val().get_bits::<8>(152);
        self.l3r_s.next.b21 = self.l3.val().get_bits::<8>(144);
        self.l3r_s.next.b22 = self.l3.val().get_bits::<8>(136);
        self.l3r_s.next.b23 = self.l3.val().get_bits::<8>(128);
        self.l3r_s.next.b24 = self.l3.val().get_bits::<8>(120);
        self.l3r_s.next.b25 = self.l3.val().get_bits::<8>(112);
        self.l3r_s.next.b26 = self.l3.val().get_bits::<8>(104);
        self.l3r_s.next.b27 = self.l3.val().get_bits::<8>(96);
        self.l3r_s.next.b28 = self.l3.val().get_bits::<8>(88);
        self.l3r_s.next.b29 = self.l3.val().get_bits::<8>(80);
        self.l3r_s.next.b30 = self.l3.val().get_bits::<8>(72);
        self.l3r_s.next.b31 = self.l3.val().get_bits::<8>(64);
        self.l3r_s.next.b32 = self.l3.val().get_bits::<8>(56);
        self.l3r_s.next.b33 = self.l3.val().get_bits::<8>(48);
        self.l3r_s.next.b34 = self.l3.val().get_bits::<8>(40);
        self.l3r_s.next.b35 = self.l3.val().get_bits::<8>(32);
        self.l3r_s.next.b36 = self.l3.val().get_bits::<8>(24);
        self.l3r_s.next.b37 = self.l3.val().get_bits::<8>(16);
        self.l3r_s.next.b38 = self.l3.val().get_bits::<8>(8);
        self.l3r_s.next.b39 = self.l3.val().get_bits::<8>(0);
        self.l3r.next = self.l3r_s.val().into();
        self.ur_s.next.b0 = self.u.val().get_bits::<8>(376);
        self.ur_s.next.b1 = self.u.val().get_bits::<8>(368);
        self.ur_s.next.b2 = self.u.val().get_bits::<8>(360);
        self.ur_s.next.b3 = self.u.val().get_bits::<8>(352);
        self.ur_s.next.b4 = self.u.val().get_bits::<8>(344);
        self.ur_s.next.b5 = self.u.val().get_bits::<8>(336);
        self.ur_s.next.b6 = self.u.val().get_bits::<8>(328);
        self.ur_s.next.b7 = self.u.val().get_bits::<8>(320);
        self.ur_s.next.b8 = self.u.val().get_bits::<8>(312);
        self.ur_s.next.b9 = self.u.val().get_bits::<8>(304);
        self.ur_s.next.b10 = self.u.val().get_bits::<8>(296);
        self.ur_s.next.b11 = self.u.val().get_bits::<8>(288);
        self.ur_s.next.b12 = self.u.val().get_bits::<8>(280);
        self.ur_s.next.b13 = self.u.val().get_bits::<8>(272);
        self.ur_s.next.b14 = self.u.val().get_bits::<8>(264);
        self.ur_s.next.b15 = self.u.val().get_bits::<8>(256);
        self.ur_s.next.b16 = self.u.val().get_bits::<8>(248);
        self.ur_s.next.b17 = self.u.val().get_bits::<8>(240);
        self.ur_s.next.b18 = self.u.val().get_bits::<8>(232);
        self.ur_s.next.b19 = self.u.val().get_bits::<8>(224);
        self.ur_s.next.b20 = self.u.val().get_bits::<8>(216);
        self.ur_s.next.b21 = self.u.val().get_bits::<8>(208);
        self.ur_s.next.b22 = self.u.val().get_bits::<8>(200);
        self.ur_s.next.b23 = self.u.val().get_bits::<8>(192);
        self.ur_s.next.b24 = self.u.val().get_bits::<8>(184);
        self.ur_s.next.b25 = self.u.val().get_bits::<8>(176);
        self.ur_s.next.b26 = self.u.val().get_bits::<8>(168);
        self.ur_s.next.b27 = self.u.val().get_bits::<8>(160);
        self.ur_s.next.b28 = self.u.val().get_bits::<8>(152);
        self.ur_s.next.b29 = self.u.val().get_bits::<8>(144);
        self.ur_s.next.b30 = self.u.val().get_bits::<8>(136);
        self.ur_s.next.b31 = self.u.val().get_bits::<8>(128);
        self.ur_s.next.b32 = self.u.val().get_bits::<8>(120);
        self.ur_s.next.b33 = self.u.val().get_bits::<8>(112);
        self.ur_s.next.b34 = self.u.val().get_bits::<8>(104);
        self.ur_s.next.b35 = self.u.val().get_bits::<8>(96);
        self.ur_s.next.b36 = self.u.val().get_bits::<8>(88);
        self.ur_s.next.b37 = self.u.val().get_bits::<8>(80);
        self.ur_s.next.b38 = self.u.val().get_bits::<8>(72);
        self.ur_s.next.b39 = self.u.val().get_bits::<8>(64);
        self.ur_s.next.b40 = self.u.val().get_bits::<8>(56);
        self.ur_s.next.b41 = self.u.val().get_bits::<8>(48);
        self.ur_s.next.b42 = self.u.val().get_bits::<8>(40);
        self.ur_s.next.b43 = self.u.val().get_bits::<8>(32);
        self.ur_s.next.b44 = self.u.val().get_bits::<8>(24);
        self.ur_s.next.b45 = self.u.val().get_bits::<8>(16);
        self.ur_s.next.b46 = self.u.val().get_bits::<8>(8);
        self.ur_s.next.b47 = self.u.val().get_bits::<8>(0);
        self.ur.next = self.ur_s.val().into();
        self.unused_hdr_bits.next = self.er.val().get_bits::<16>(32).any()
            | self.er.val().get_bits::<16>(0).any()
            | self.ur.val().get_bits::<6>(280).any()
            | self.ur.val().get_bits::<7>(248).any()
            | self.hdr_q.val().get_bits::<176>(848).any();
        self.s1_valid.d.next = self.r0_valid.q.val();
        self.s1_meta.d.next.verdict = 0.into();
        self.s1_meta.d.next.payload_len = 0.into();
        self.s1_meta.d.next.rx_time = self.r0_time.q.val();
        self.s1_meta.d.next.dst_mac = self.er.val().get_bits::<48>(96);
        self.s1_meta.d.next.src_mac = self.er.val().get_bits::<48>(48);
        self.s1_meta.d.next.vlan = self.r0_vlan.q.val();
        self.s1_meta.d.next.pcp = self.er.val().get_bits::<3>(29);
        self.s1_meta.d.next.dei = self.er.val().get_bit(28);
        self.s1_meta.d.next.vid = self.er.val().get_bits::<12>(16);
        self.s1_meta.d.next.ipv6 = self.r0_v6.q.val();
        // IPv4: TOS byte at 1, addresses at 12 and 16; IPv6: traffic class across bytes 0-1,
        // addresses at 8 and 24.
        self.s1_meta.d.next.dscp = self.l3r.val().get_bits::<6>(306);
        self.s1_meta.d.next.ecn = self.l3r.val().get_bits::<2>(304);
        self.s1_meta.d.next.src_ip = bit_cast::<128, 32>(self.l3r.val().get_bits::<32>(192));
        self.s1_meta.d.next.dst_ip = bit_cast::<128, 32>(self.l3r.val().get_bits::<32>(160));
        if self.r0_v6.q.val() {
            self.s1_meta.d.next.dscp = self.l3r.val().get_bits::<6>(310);
            self.s1_meta.d.next.ecn = self.l3r.val().get_bits::<2>(308);
            self.s1_meta.d.next.src_ip = self.l3r.val().get_bits::<128>(128);
            self.s1_meta.d.next.dst_ip = self.l3r.val().get_bits::<128>(0);
        }
        // UDP at 0, BTH at 8, extension headers at 20 of the 48-byte window.
        self.s1_meta.d.next.udp_src = self.ur.val().get_bits::<16>(368);
        self.s1_meta.d.next.udp_csum = self.ur.val().get_bits::<16>(320);
        self.s1_meta.d.next.opcode = self.ur.val().get_bits::<8>(312);
        self.s1_meta.d.next.solicited = self.ur.val().get_bit(311);
        self.s1_meta.d.next.migreq = self.ur.val().get_bit(310);
        self.s1_meta.d.next.pad_cnt = self.ur.val().get_bits::<2>(308);
        self.s1_meta.d.next.tver = self.ur.val().get_bits::<4>(304);
        self.s1_meta.d.next.pkey = self.ur.val().get_bits::<16>(288);
        self.s1_meta.d.next.fecn = self.ur.val().get_bit(287);
        self.s1_meta.d.next.becn = self.ur.val().get_bit(286);
        self.s1_meta.d.next.dest_qp = self.ur.val().get_bits::<24>(256);
        self.s1_meta.d.next.ack_req = self.ur.val().get_bit(255);
        self.s1_meta.d.next.psn = self.ur.val().get_bits::<24>(224);
        self.s1_meta.d.next.ext_flags = 0.into();
        self.s1_meta.d.next.qkey = self.ur.val().get_bits::<32>(192);
        self.s1_meta.d.next.src_qp = self.ur.val().get_bits::<24>(160);
        self.s1_meta.d.next.va = self.ur.val().get_bits::<64>(160);
        self.s1_meta.d.next.rkey = self.ur.val().get_bits::<32>(128);
        self.s1_meta.d.next.dma_len = self.ur.val().get_bits::<32>(96);
        self.s1_meta.d.next.swap_add = self.ur.val().get_bits::<64>(64);
        self.s1_meta.d.next.compare = self.ur.val().get_bits::<64>(0);
        self.s1_meta.d.next.syndrome = self.ur.val().get_bits::<8>(216);
        self.s1_meta.d.next.msn = self.ur.val().get_bits::<24>(192);
        self.s1_meta.d.next.atomic_orig = self.ur.val().get_bits::<64>(128);
        self.s1_meta.d.next.immdt = 0.into();
        self.s1_meta.d.next.ieth_rkey = self.ur.val().get_bits::<32>(192);
        self.s1_vlan.d.next = self.r0_vlan.q.val();
        self.s1_v4.d.next = self.r0_v4.q.val();
        self.s1_v6.d.next = self.r0_v6.q.val();
        self.s1_user.d.next = self.r0_user.q.val();
        // Frame length - 1 = (beats - 1) * 64 + highest kept lane (tkeep is contiguous from 0).
        self.kedge.next = self.r0_keep.q.val() & !(self.r0_keep.q.val() >> 1);
        self.hk.next = 0.into();
        for b in 0..6 {
            self.hk.next = self.hk.val().replace_bit(b, (self.kedge.val() & self.hmask[b].val()).any());
        }
        self.nbm1.next = self.r0_nbm1.q.val();
        self.s1_ovf.d.next = self.nbm1.val() >= 160;
        self.s1_nb9.d.next = bit_cast::<9, 16>(self.nbm1.val()) + 1;
        if self.nbm1.val() >= 160 {
            self.s1_nb9.d.next = 160.into();
        }
        self.s1_f.d.next = (self.nbm1.val() << 6) | bit_cast::<16, 6>(self.hk.val());
        self.tot.next = self.l3r.val().get_bits::<16>(288);
        self.plen6.next = self.l3r.val().get_bits::<16>(272);
        self.s1_len16.d.next = self.tot.val();
        self.s1_ippay.d.next = self.tot.val() - 20;
        self.s1_ver_bad.d.next = self.l3r.val().get_bits::<4>(316) != 4;
        self.s1_ihl_bad.d.next = self.l3r.val().get_bits::<4>(312) != 5;
        self.s1_tot_lt20.d.next = self.tot.val() < 20;
        self.s1_pay_lt8.d.next = self.tot.val() < 28;
        self.s1_not_udp.d.next = (self.l3r.val().get_bits::<8>(240) != 17) | self.l3r.val().get_bits::<14>(256).any();
        if self.r0_v6.q.val() {
            self.s1_len16.d.next = self.plen6.val();
            self.s1_ippay.d.next = self.plen6.val();
            self.s1_ver_bad.d.next = self.l3r.val().get_bits::<4>(316) != 6;
            self.s1_ihl_bad.d.next = false;
            self.s1_tot_lt20.d.next = false;
            self.s1_pay_lt8.d.next = self.plen6.val() < 8;
            self.s1_not_udp.d.next = self.l3r.val().get_bits::<8>(264) != 17;
        }
        self.s1_port_bad.d.next = self.ur.val().get_bits::<16>(352) != 4791;
        self.s1_udplen.d.next = self.ur.val().get_bits::<16>(336);
        // IPv4 header checksum, first level: five pair sums of the ten 16-bit words.
        self.s1_p[0].d.next = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(0))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(16));
        self.s1_p[1].d.next = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(32))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(48));
        self.s1_p[2].d.next = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(64))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(80));
        self.s1_p[3].d.next = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(96))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(112));
        self.s1_p[4].d.next = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(128))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(144));

        // ---- record stage 2: opcode ROM, length comparisons ----
        self.op.next = self.s1_meta.q.val().opcode;
        self.flags.next = 0.into();
        for b in 0..8 {
            self.flags.next = self.flags.val().replace_bit(b, self.rom[b].val().get_bit(self.op.val().index()));
        }
        self.elenl.next = 0.into();
        for b in 0..7 {
            self.elenl.next = self.elenl.val().replace_bit(b, self.rom[b + 8].val().get_bit(self.op.val().index()));
        }
        self.s2_valid.d.next = self.s1_valid.q.val();
        self.s2_meta.d.next = self.s1_meta.q.val();
        self.s2_meta.d.next.ext_flags = self.flags.val();
        self.s2_elen.d.next = self.elenl.val();
        self.s2_known.d.next = self.rom[15].val().get_bit(self.op.val().index());
        self.s2_haspay.d.next = self.rom[16].val().get_bit(self.op.val().index());
        self.s2_vlan.d.next = self.s1_vlan.q.val();
        self.s2_v4.d.next = self.s1_v4.q.val();
        self.s2_v6.d.next = self.s1_v6.q.val();
        self.s2_user.d.next = self.s1_user.q.val();
        self.s2_ovf.d.next = self.s1_ovf.q.val();
        self.s2_nb9.d.next = self.s1_nb9.q.val();
        self.s2_f.d.next = self.s1_f.q.val();
        self.s2_ver_bad.d.next = self.s1_ver_bad.q.val();
        self.s2_ihl_bad.d.next = self.s1_ihl_bad.q.val();
        self.s2_tot_lt20.d.next = self.s1_tot_lt20.q.val();
        self.s2_pay_lt8.d.next = self.s1_pay_lt8.q.val();
        self.s2_not_udp.d.next = self.s1_not_udp.q.val();
        self.s2_port_bad.d.next = self.s1_port_bad.q.val();
        self.s2_udplen.d.next = self.s1_udplen.q.val();
        // frame length < L2 header, < L2 + 1 (no IP byte), < L2 + IP header
        self.s2_lt_l2.d.next = self.s1_f.q.val() < 13;
        self.s2_lt_l3.d.next = self.s1_f.q.val() < 14;
        self.s2_lt_hdr.d.next = self.s1_f.q.val() < 33;
        self.s2_ipend.d.next = bit_cast::<17, 16>(self.s1_len16.q.val()) + 13;
        if self.s1_vlan.q.val() {
            self.s2_lt_l2.d.next = self.s1_f.q.val() < 17;
            self.s2_lt_l3.d.next = self.s1_f.q.val() < 18;
            self.s2_lt_hdr.d.next = self.s1_f.q.val() < 37;
            self.s2_ipend.d.next = bit_cast::<17, 16>(self.s1_len16.q.val()) + 17;
            if self.s1_v6.q.val() {
                self.s2_lt_hdr.d.next = self.s1_f.q.val() < 57;
                self.s2_ipend.d.next = bit_cast::<17, 16>(self.s1_len16.q.val()) + 57;
            }
        } else if self.s1_v6.q.val() {
            self.s2_lt_hdr.d.next = self.s1_f.q.val() < 53;
            self.s2_ipend.d.next = bit_cast::<17, 16>(self.s1_len16.q.val()) + 53;
        }
        self.s2_udp_bad.d.next = (self.s1_udplen.q.val() != self.s1_ippay.q.val()) | (self.s1_udplen.q.val() < 24);
        self.s2_q0.d.next = bit_cast::<18, 17>(self.s1_p[0].q.val()) + bit_cast::<18, 17>(self.s1_p[1].q.val());
        self.s2_q1.d.next = bit_cast::<18, 17>(self.s1_p[2].q.val()) + bit_cast::<18, 17>(self.s1_p[3].q.val());
        self.s2_q2.d.next = self.s1_p[4].q.val();

        // ---- record stage 3: checks before the IP length, lengths that need the extensions ----
        self.s3_valid.d.next = self.s2_valid.q.val();
        self.s3_meta.d.next = self.s2_meta.q.val();
        // ImmDt follows the DETH (UD), the RETH (RDMA WRITE) or the BTH.
        self.s3_meta.d.next.immdt = self.s2_meta.q.val().ieth_rkey;
        self.flags.next = self.s2_meta.q.val().ext_flags;
        self.s3_aeth.d.next = self.flags.val().get_bit(3);
        self.sw64.next = 0.into();
        if self.flags.val().get_bit(0) {
            self.s3_meta.d.next.immdt = self.s2_meta.q.val().rkey;
        } else if self.flags.val().get_bit(1) {
            self.sw64.next = self.s2_meta.q.val().swap_add;
            self.s3_meta.d.next.immdt = bit_cast::<32, 64>(self.sw64.val());
        }
        self.s3_v4.d.next = self.s2_v4.q.val();
        self.s3_nb9.d.next = self.s2_nb9.q.val();
        self.s3_code_a.d.next = 0.into();
        if self.s2_user.q.val() {
            self.s3_code_a.d.next = 1.into();
        } else if self.s2_ovf.q.val() {
            self.s3_code_a.d.next = 2.into();
        } else if self.s2_lt_l2.q.val() {
            self.s3_code_a.d.next = 5.into();
        } else if !(self.s2_v4.q.val() | self.s2_v6.q.val()) {
            self.s3_code_a.d.next = 3.into();
        } else if self.s2_lt_l3.q.val() {
            self.s3_code_a.d.next = 5.into();
        } else if self.s2_ver_bad.q.val() {
            self.s3_code_a.d.next = 4.into();
        } else if self.s2_lt_hdr.q.val() {
            self.s3_code_a.d.next = 5.into();
        } else if self.s2_v4.q.val() & self.s2_ihl_bad.q.val() {
            self.s3_code_a.d.next = 4.into();
        }
        self.s3_tot_lt20.d.next = self.s2_v4.q.val() & self.s2_tot_lt20.q.val();
        self.s3_pay_lt8.d.next = self.s2_pay_lt8.q.val();
        self.s3_not_udp.d.next = self.s2_not_udp.q.val();
        self.s3_port_bad.d.next = self.s2_port_bad.q.val();
        self.s3_udp_bad.d.next = self.s2_udp_bad.q.val();
        self.s3_ip_past.d.next = self.s2_ipend.q.val() > bit_cast::<17, 16>(self.s2_f.q.val());
        self.s3_udplen.d.next = self.s2_udplen.q.val();
        self.pad.next = self.s2_meta.q.val().pad_cnt;
        self.s3_need.d.next = bit_cast::<16, 7>(self.s2_elen.q.val()) + bit_cast::<16, 2>(self.pad.val()) + 24;
        self.s3_known.d.next = self.s2_known.q.val();
        self.s3_haspay.d.next = self.s2_haspay.q.val();
        // Bytes before the payload: Ethernet (+tag), IP, UDP, BTH, extension headers.
        self.s3_hl.d.next = self.s2_elen.q.val() + 54;
        if self.s2_vlan.q.val() {
            self.s3_hl.d.next = self.s2_elen.q.val() + 58;
            if self.s2_v6.q.val() {
                self.s3_hl.d.next = self.s2_elen.q.val() + 78;
            }
        } else if self.s2_v6.q.val() {
            self.s3_hl.d.next = self.s2_elen.q.val() + 74;
        }
        self.s3_sum.d.next = bit_cast::<20, 18>(self.s2_q0.q.val())
            + bit_cast::<20, 18>(self.s2_q1.q.val())
            + bit_cast::<20, 17>(self.s2_q2.q.val());

        // ---- record stage 4: payload length, extension / pad checks ----
        self.s4_valid.d.next = self.s3_valid.q.val();
        self.s4_meta.d.next = self.s3_meta.q.val();
        self.s4_meta.d.next.payload_len = self.s3_udplen.q.val() - self.s3_need.q.val();
        self.s4_v4.d.next = self.s3_v4.q.val();
        self.s4_nb9.d.next = self.s3_nb9.q.val();
        self.s4_code_a.d.next = self.s3_code_a.q.val();
        self.s4_code_b.d.next = 0.into();
        if self.s3_tot_lt20.q.val() | self.s3_ip_past.q.val() {
            self.s4_code_b.d.next = 5.into();
        } else if self.s3_not_udp.q.val() {
            self.s4_code_b.d.next = 3.into();
        } else if self.s3_pay_lt8.q.val() {
            self.s4_code_b.d.next = 5.into();
        } else if self.s3_port_bad.q.val() {
            self.s4_code_b.d.next = 3.into();
        }
        self.s4_udp_bad.d.next = self.s3_udp_bad.q.val();
        self.s4_known.d.next = self.s3_known.q.val();
        self.s4_pad_bad.d.next = (self.s3_udplen.q.val() < self.s3_need.q.val())
            | (!self.s3_haspay.q.val() & (self.s3_udplen.q.val() != self.s3_need.q.val()))
            | self.s3_udplen.q.val().get_bits::<2>(0).any();
        // AETH: first of an opcode's extension headers when present, so whole when the UDP
        // payload holds BTH + AETH + ICRC (UDP length >= 8 + 12 + 4 + 4); then the syndrome's
        // kind (bits 7:5) must be ACK 000, RNR NAK 001 or NAK 011 with a code 0..=4.
        self.syn.next = self.s3_meta.q.val().syndrome;
        self.s4_syn_bad.d.next = self.s3_aeth.q.val()
            & (self.s3_udplen.q.val() >= 28)
            & ((self.syn.val().get_bit(7) | (self.syn.val().get_bits::<2>(5) == 2))
                | ((self.syn.val().get_bits::<2>(5) == 3) & (self.syn.val().get_bits::<5>(0) > 4)));
        self.s4_hl.d.next = self.s3_hl.q.val();
        self.s4_fold.d.next = bit_cast::<17, 16>(self.s3_sum.q.val().get_bits::<16>(0))
            + bit_cast::<17, 4>(self.s3_sum.q.val().get_bits::<4>(16));

        // ---- record stage 5: pre-ICRC and post-ICRC codes, the reader's descriptor ----
        self.s5_valid.d.next = self.s4_valid.q.val();
        self.s5_meta.d.next = self.s4_meta.q.val();
        self.s5_pre.d.next = self.s4_code_a.q.val();
        if !self.s4_code_a.q.val().any() {
            if self.s4_code_b.q.val().any() {
                self.s5_pre.d.next = self.s4_code_b.q.val();
            } else if self.s4_v4.q.val() & (self.s4_fold.q.val() != 0xFFFF) {
                self.s5_pre.d.next = 6.into();
            } else if self.s4_udp_bad.q.val() {
                self.s5_pre.d.next = 5.into();
            }
        }
        self.s5_post.d.next = 0.into();
        if !self.s4_known.q.val() {
            self.s5_post.d.next = 8.into();
        } else if self.s4_syn_bad.q.val() {
            self.s5_post.d.next = 10.into();
        } else if self.s4_pad_bad.q.val() {
            self.s5_post.d.next = 9.into();
        }
        // descriptor: drop (bit 0, set at the verdict), beats 1..10, header bytes mod 64 10..16,
        // header beats 16..18, payload beats 18..29, bytes in the last payload beat 29..36
        self.pl.next = self.s4_meta.q.val().payload_len;
        self.outs.next = bit_cast::<11, 10>(self.pl.val().get_bits::<10>(6)) + bit_cast::<11, 1>(self.pl.val().get_bits::<6>(0).any().into());
        self.plast.next = bit_cast::<7, 6>(self.pl.val().get_bits::<6>(0));
        if !self.pl.val().get_bits::<6>(0).any() {
            self.plast.next = 64.into();
        }
        self.s5_desc.d.next = bit_cast::<36, 9>(self.s4_nb9.q.val()) << 1
            | bit_cast::<36, 6>(self.s4_hl.q.val().get_bits::<6>(0)) << 10
            | bit_cast::<36, 2>(bit_cast::<2, 1>(self.s4_hl.q.val().get_bit(6).into()) + 1) << 16
            | bit_cast::<36, 11>(self.outs.val()) << 18
            | bit_cast::<36, 7>(self.plast.val()) << 29;

        // ---- verdict: 6 clocks after the last beat, with the ICRC ----
        self.crc_now.next = self.crc_hold.q.val();
        if self.icrc.out_valid.val() {
            self.crc_now.next = self.icrc.out_crc.val();
        }
        self.verdict.next = self.s5_pre.q.val();
        if !self.s5_pre.q.val().any() {
            if self.crc_now.val() != 0x2144_DF1C_u64 {
                self.verdict.next = 7.into();
            } else {
                self.verdict.next = self.s5_post.q.val();
            }
        }
        self.meta_fifo.wr_en.next = self.s5_valid.q.val();
        self.meta_fifo.wr_data.next = self.s5_meta.q.val();
        self.meta_fifo.wr_data.next.verdict = self.verdict.val();
        self.desc_fifo.wr_en.next = self.s5_valid.q.val();
        self.desc_fifo.wr_data.next = self.s5_desc.q.val() | bit_cast::<36, 1>(self.verdict.val().any().into());
        self.v_valid.d.next = self.s5_valid.q.val();
        self.v_code.d.next = self.verdict.val();
        self.h_valid.d.next = self.s5_valid.q.val() & !self.verdict.val().any();
        self.h_qpn.d.next = self.s5_meta.q.val().dest_qp;
        self.h_keyv.d.next = (self.s5_meta.q.val().ext_flags & 0x06) != 0;
        self.h_key.d.next = self.s5_meta.q.val().rkey;
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

        // ---- payload reader: one stored beat per clock, realigned, accepted frames only ----
        self.out_ready.next = self.out_skid.s.tready.val();
        self.d.next = self.desc_fifo.rd_data.val();
        self.start.next = !self.rbusy.q.val();
        if self.start.val() {
            self.c_drop.next = self.d.val().get_bit(0);
            self.c_left.next = self.d.val().get_bits::<9>(1);
            self.c_s.next = self.d.val().get_bits::<6>(10);
            self.c_pre.next = self.d.val().get_bits::<2>(16);
            self.c_outs.next = self.d.val().get_bits::<11>(18);
            self.c_plast.next = self.d.val().get_bits::<7>(29);
        } else {
            self.c_drop.next = self.rdrop.q.val();
            self.c_left.next = self.rleft.q.val();
            self.c_s.next = self.rs.q.val();
            self.c_pre.next = self.rpre.q.val();
            self.c_outs.next = self.routs.q.val();
            self.c_plast.next = self.rplast.q.val();
        }
        // A frame's first stored beat is header (c_pre >= 1), so it never emits; later beats
        // emit per `remit` (= !drop, no header beat left, payload beats owed), kept registered.
        self.emits.next = !self.start.val() & self.remit.q.val();
        // `bq` holds the packet FIFO's head beat in a register (the block RAM's output goes
        // nowhere else), refilled whenever it is empty or being read.
        self.rd.next = self.bq_valid.q.val() & (self.rbusy.q.val() | self.desc_fifo.rd_valid.val());
        if self.flush.q.val() {
            self.rd.next = self.rd.val() & self.out_ready.val() & !self.emits.val();
        } else {
            self.rd.next = self.rd.val() & (self.out_ready.val() | !self.emits.val());
        }
        self.pfifo.rd_en.next = self.pfifo.rd_valid.val() & (!self.bq_valid.q.val() | self.rd.val());
        if self.pfifo.rd_valid.val() & (!self.bq_valid.q.val() | self.rd.val()) {
            self.bq_valid.d.next = true;
            self.bq_data.d.next = self.pfifo.rd_data.val();
        } else if self.rd.val() {
            self.bq_valid.d.next = false;
        }
        self.desc_fifo.rd_en.next = self.rd.val() & self.start.val();
        self.sh.next = bit_cast::<10, 6>(self.c_s.val()) << 3;
        self.both2.next.lo = self.rprev.q.val();
        self.both2.next.hi = self.bq_data.q.val();
        self.both.next = self.both2.val().into();
        self.obeat.next = bit_cast::<512, 1024>(self.both.val() >> self.sh.val());
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
        self.n_pre.next = self.c_pre.val();
        if self.c_pre.val().any() {
            self.n_pre.next = self.c_pre.val() - 1;
        }
        self.n_outs.next = self.c_outs.val();
        if self.emits.val() {
            self.n_outs.next = self.c_outs.val() - 1;
        }
        if self.rd.val() {
            self.rprev.d.next = self.bq_data.q.val();
            self.rbusy.d.next = self.c_left.val() != 1;
            self.rdrop.d.next = self.c_drop.val();
            self.remit.d.next = !self.c_drop.val() & !self.n_pre.val().any() & self.n_outs.val().any();
            self.rs.d.next = self.c_s.val();
            self.rleft.d.next = self.c_left.val() - 1;
            self.rpre.d.next = self.n_pre.val();
            self.routs.d.next = self.n_outs.val();
            self.rplast.d.next = self.c_plast.val();
            // Last stored beat with one payload beat still owed: it is all in this beat.
            if (self.c_left.val() == 1) & !self.c_drop.val() {
                if (self.emits.val() & (self.c_outs.val() == 2)) | (!self.emits.val() & (self.c_outs.val() == 1)) {
                    self.flush.d.next = true;
                    self.flush_data.d.next = self.bq_data.q.val() >> self.sh.val();
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
            self.s1_valid.d.next = false;
            self.s2_valid.d.next = false;
            self.s3_valid.d.next = false;
            self.s4_valid.d.next = false;
            self.s5_valid.d.next = false;
            self.v_valid.d.next = false;
            self.h_valid.d.next = false;
            self.rbusy.d.next = false;
            self.remit.d.next = false;
            self.bq_valid.d.next = false;
            self.flush.d.next = false;
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

    #[test]
    fn opcode_roms_match_golden() {
        let rom = opcode_roms();
        for op in 0..=255u8 {
            let bit = |r: usize| rom[r].val().get_bit(op as usize);
            let flags = (0..8).filter(|&b| bit(b)).fold(0u8, |v, b| v | 1 << b);
            let elen = (0..7).filter(|&b| bit(8 + b)).fold(0usize, |v, b| v | 1 << b);
            assert_eq!(flags, opcode_ext_flags(op).unwrap_or(0));
            assert_eq!(elen, ext::total_len(flags));
            assert_eq!(bit(15), Opcode::from_u8(op).is_some());
            assert_eq!(bit(16), Opcode::from_u8(op).is_some_and(|o| o.has_payload()));
        }
    }
}
