//! TX header former: a metadata record in, the frame's header bytes (Ethernet, VLAN, IPv4 with
//! checksum or IPv6, UDP with length, BTH with PadCnt, extension headers) and its length counters
//! out. Four pipeline stages (opcode ROM with the extension length; lengths, IP length and the
//! length-free checksum words; checksum with its length word, folded by carry select; byte
//! assembly) with a valid/ready
//! chain, one record per clock.
//!
//! Byte order: multi-byte header fields of [TxMeta] carry their *wire bytes*, first wire byte in
//! bits 7:0 (the lane order of `tdata`); the Rust side packs them ([TxMeta] helpers). Numbers the
//! hardware computes with (`payload_len`, `tclass`, `flow_label`, `opcode`) are plain values.
use golden::wire::{FrameRepr, IpRepr, Opcode, WireError};
use rust_hdl::prelude::*;

/// Extension header flags, one bit each (bit order of the opcode ROM).
pub mod ext {
    /// DETH (8 bytes).
    pub const DETH: u8 = 1 << 0;
    /// RETH (16 bytes).
    pub const RETH: u8 = 1 << 1;
    /// AtomicETH (28 bytes).
    pub const ATOMIC_ETH: u8 = 1 << 2;
    /// AETH (4 bytes).
    pub const AETH: u8 = 1 << 3;
    /// AtomicAckETH (8 bytes).
    pub const ATOMIC_ACK_ETH: u8 = 1 << 4;
    /// ImmDt (4 bytes).
    pub const IMMDT: u8 = 1 << 5;
    /// IETH (4 bytes).
    pub const IETH: u8 = 1 << 6;
    /// CNP reserved bytes (16 bytes).
    pub const CNP: u8 = 1 << 7;
    /// Bytes of each flag, in bit order.
    pub const LEN: [usize; 8] = [8, 16, 28, 4, 8, 4, 4, 16];
    /// Total extension bytes for a flag set.
    pub fn total_len(flags: u8) -> usize {
        (0..8).filter(|b| flags >> b & 1 == 1).map(|b| LEN[b]).sum()
    }
}

/// Extension header flags of an opcode, `None` for opcodes the project does not support. Built
/// from golden::wire::Opcode::headers() (the one table of which headers each opcode carries).
pub fn opcode_ext_flags(op: u8) -> Option<u8> {
    let h = Opcode::from_u8(op)?.headers();
    Some(
        (h.deth as u8) * ext::DETH
            | (h.reth as u8) * ext::RETH
            | (h.atomic_eth as u8) * ext::ATOMIC_ETH
            | (h.aeth as u8) * ext::AETH
            | (h.atomic_ack_eth as u8) * ext::ATOMIC_ACK_ETH
            | (h.immdt as u8) * ext::IMMDT
            | (h.ieth as u8) * ext::IETH
            | (h.cnp as u8) * ext::CNP,
    )
}

/// One packet's header fields for the TX builder (see the module doc for byte order).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct TxMeta {
    /// Destination MAC, wire bytes.
    pub dst_mac: Bits<48>,
    /// Source MAC, wire bytes.
    pub src_mac: Bits<48>,
    /// Insert an 802.1Q tag.
    pub vlan: Bit,
    /// VLAN TCI (PCP, DEI, VID), wire bytes.
    pub vlan_tci: Bits<16>,
    /// IPv6 (else IPv4).
    pub ipv6: Bit,
    /// Traffic class / TOS value: DSCP << 2 | ECN.
    pub tclass: Bits<8>,
    /// TTL / hop limit.
    pub ttl: Bits<8>,
    /// IPv4 identification, wire bytes.
    pub ip_ident: Bits<16>,
    /// IPv4 don't-fragment flag.
    pub dont_frag: Bit,
    /// IPv6 flow label (value, 20 bits).
    pub flow_label: Bits<20>,
    /// Source address, wire bytes (IPv4: the first 4 bytes).
    pub src_ip: Bits<128>,
    /// Destination address, wire bytes (IPv4: the first 4 bytes).
    pub dst_ip: Bits<128>,
    /// UDP source port, wire bytes.
    pub udp_src: Bits<16>,
    /// BTH opcode (value).
    pub opcode: Bits<8>,
    /// BTH solicited event.
    pub solicited: Bit,
    /// BTH MigReq.
    pub migreq: Bit,
    /// BTH transport header version (value, 4 bits).
    pub tver: Bits<4>,
    /// BTH partition key, wire bytes.
    pub pkey: Bits<16>,
    /// BTH FECN.
    pub fecn: Bit,
    /// BTH BECN.
    pub becn: Bit,
    /// BTH destination QP, wire bytes.
    pub dest_qp: Bits<24>,
    /// BTH AckReq.
    pub ack_req: Bit,
    /// BTH PSN, wire bytes.
    pub psn: Bits<24>,
    /// DETH, wire bytes (used if the opcode has one).
    pub deth: Bits<64>,
    /// RETH, wire bytes.
    pub reth: Bits<128>,
    /// AtomicETH, wire bytes.
    pub atomic_eth: Bits<224>,
    /// AETH, wire bytes.
    pub aeth: Bits<32>,
    /// AtomicAckETH, wire bytes.
    pub atomic_ack_eth: Bits<64>,
    /// ImmDt, wire bytes.
    pub immdt: Bits<32>,
    /// IETH, wire bytes.
    pub ieth: Bits<32>,
    /// Payload bytes that follow on the payload stream (value; 0 = no payload beats).
    pub payload_len: Bits<16>,
}

fn wire_bits<const N: usize>(bytes: &[u8]) -> Bits<N> {
    let mut b = Bits::<N>::default();
    for (i, &x) in bytes.iter().enumerate() {
        b.set_bits::<8>(8 * i, (x as u64).into());
    }
    b
}

/// Plain-Rust view of [TxMeta] (what test benches and the model fill in).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TxFields {
    /// Destination MAC.
    pub dst_mac: [u8; 6],
    /// Source MAC.
    pub src_mac: [u8; 6],
    /// VLAN TCI if tagged.
    pub vlan_tci: Option<u16>,
    /// IPv6 (else IPv4).
    pub ipv6: bool,
    /// DSCP << 2 | ECN.
    pub tclass: u8,
    /// TTL / hop limit.
    pub ttl: u8,
    /// IPv4 identification.
    pub ip_ident: u16,
    /// IPv4 DF.
    pub dont_frag: bool,
    /// IPv6 flow label.
    pub flow_label: u32,
    /// Source address (IPv4 in the first 4 bytes).
    pub src_ip: [u8; 16],
    /// Destination address (IPv4 in the first 4 bytes).
    pub dst_ip: [u8; 16],
    /// UDP source port.
    pub udp_src: u16,
    /// BTH opcode.
    pub opcode: u8,
    /// BTH SE.
    pub solicited: bool,
    /// BTH M.
    pub migreq: bool,
    /// BTH TVer.
    pub tver: u8,
    /// BTH P_Key.
    pub pkey: u16,
    /// BTH FECN.
    pub fecn: bool,
    /// BTH BECN.
    pub becn: bool,
    /// BTH DestQP (24 bits).
    pub dest_qp: u32,
    /// BTH AckReq.
    pub ack_req: bool,
    /// BTH PSN (24 bits).
    pub psn: u32,
    /// DETH bytes.
    pub deth: [u8; 8],
    /// RETH bytes.
    pub reth: [u8; 16],
    /// AtomicETH bytes.
    pub atomic_eth: [u8; 28],
    /// AETH bytes.
    pub aeth: [u8; 4],
    /// AtomicAckETH bytes.
    pub atomic_ack_eth: [u8; 8],
    /// ImmDt bytes.
    pub immdt: [u8; 4],
    /// IETH bytes.
    pub ieth: [u8; 4],
    /// Payload length.
    pub payload_len: u16,
}

impl TxFields {
    /// The fields and payload that make the builder emit `fr` (golden's frame). The extension
    /// header bytes are cut out of golden's own emit, so their layouts live in golden only.
    pub fn from_frame(fr: &FrameRepr) -> Result<(TxFields, Vec<u8>), WireError> {
        let bytes = fr.to_bytes()?;
        let mut f = TxFields {
            dst_mac: fr.eth.dst,
            src_mac: fr.eth.src,
            vlan_tci: match fr.eth.vlan {
                Some(v) => Some(v.to_tci()?),
                None => None,
            },
            udp_src: fr.udp.src_port,
            opcode: fr.roce.bth.opcode.as_u8(),
            solicited: fr.roce.bth.solicited,
            migreq: fr.roce.bth.migreq,
            tver: fr.roce.bth.tver,
            pkey: fr.roce.bth.pkey,
            fecn: fr.roce.bth.fecn,
            becn: fr.roce.bth.becn,
            dest_qp: fr.roce.bth.dest_qp,
            ack_req: fr.roce.bth.ack_req,
            psn: fr.roce.bth.psn,
            payload_len: fr.roce.payload.len() as u16,
            ..Default::default()
        };
        match &fr.ip {
            IpRepr::V4(ip) => {
                f.tclass = ip.dscp << 2 | ip.ecn;
                f.ttl = ip.ttl;
                f.ip_ident = ip.ident;
                f.dont_frag = ip.dont_frag;
                f.src_ip[..4].copy_from_slice(&ip.src);
                f.dst_ip[..4].copy_from_slice(&ip.dst);
            }
            IpRepr::V6(ip) => {
                f.ipv6 = true;
                f.tclass = ip.traffic_class;
                f.ttl = ip.hop_limit;
                f.flow_label = ip.flow_label;
                f.src_ip = ip.src;
                f.dst_ip = ip.dst;
            }
        }
        let flags = opcode_ext_flags(f.opcode).unwrap_or(0);
        let mut at = fr.eth.buffer_len() + fr.ip.header_len() + 8 + 12;
        let mut take = |flag: u8, dst: &mut [u8]| {
            if flags & flag != 0 {
                if let Some(src) = bytes.get(at..at + dst.len()) {
                    dst.copy_from_slice(src);
                }
                at += dst.len();
            }
        };
        take(ext::DETH, &mut f.deth);
        take(ext::RETH, &mut f.reth);
        take(ext::ATOMIC_ETH, &mut f.atomic_eth);
        take(ext::AETH, &mut f.aeth);
        take(ext::ATOMIC_ACK_ETH, &mut f.atomic_ack_eth);
        take(ext::IMMDT, &mut f.immdt);
        take(ext::IETH, &mut f.ieth);
        Ok((f, fr.roce.payload.clone()))
    }

    /// Pack into the hardware record.
    pub fn to_meta(&self) -> TxMeta {
        TxMeta {
            dst_mac: wire_bits(&self.dst_mac),
            src_mac: wire_bits(&self.src_mac),
            vlan: self.vlan_tci.is_some(),
            vlan_tci: wire_bits(&self.vlan_tci.unwrap_or(0).to_be_bytes()),
            ipv6: self.ipv6,
            tclass: (self.tclass as u64).into(),
            ttl: (self.ttl as u64).into(),
            ip_ident: wire_bits(&self.ip_ident.to_be_bytes()),
            dont_frag: self.dont_frag,
            flow_label: ((self.flow_label & 0xF_FFFF) as u64).into(),
            src_ip: wire_bits(&self.src_ip),
            dst_ip: wire_bits(&self.dst_ip),
            udp_src: wire_bits(&self.udp_src.to_be_bytes()),
            opcode: (self.opcode as u64).into(),
            solicited: self.solicited,
            migreq: self.migreq,
            tver: ((self.tver & 15) as u64).into(),
            pkey: wire_bits(&self.pkey.to_be_bytes()),
            fecn: self.fecn,
            becn: self.becn,
            dest_qp: wire_bits(&self.dest_qp.to_be_bytes()[1..]),
            ack_req: self.ack_req,
            psn: wire_bits(&self.psn.to_be_bytes()[1..]),
            deth: wire_bits(&self.deth),
            reth: wire_bits(&self.reth),
            atomic_eth: wire_bits(&self.atomic_eth),
            aeth: wire_bits(&self.aeth),
            atomic_ack_eth: wire_bits(&self.atomic_ack_eth),
            immdt: wire_bits(&self.immdt),
            ieth: wire_bits(&self.ieth),
            payload_len: (self.payload_len as u64).into(),
        }
    }
}

// Header layers as records, wire order: the first field is byte 0 (bit 0 is the first bit of
// byte 0, as on the stream). Built field by field, they become constant part-selects.

/// Ethernet header without a tag.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct EthWire {
    dst: Bits<48>,
    src: Bits<48>,
    etype: Bits<16>,
}

/// Ethernet header with an 802.1Q tag.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct EthVlanWire {
    dst: Bits<48>,
    src: Bits<48>,
    tpid: Bits<16>,
    tci: Bits<16>,
    etype: Bits<16>,
}

/// IPv4 header (no options).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Ip4Wire {
    vihl: Bits<8>,
    tos: Bits<8>,
    len: Bits<16>,
    ident: Bits<16>,
    frag: Bits<16>,
    ttl: Bits<8>,
    proto: Bits<8>,
    csum: Bits<16>,
    src: Bits<32>,
    dst: Bits<32>,
}

/// IPv6 header.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Ip6Wire {
    vtf: Bits<32>,
    plen: Bits<16>,
    nh: Bits<8>,
    hop: Bits<8>,
    src: Bits<128>,
    dst: Bits<128>,
}

/// Base transport header.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct BthWire {
    opcode: Bits<8>,
    flags: Bits<8>,
    pkey: Bits<16>,
    resv: Bits<8>,
    dqp: Bits<24>,
    ack: Bits<8>,
    psn: Bits<24>,
}

/// The 28 bytes of extension headers as seven 32-bit words.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct ExthWire {
    w0: Bits<32>,
    w1: Bits<32>,
    w2: Bits<32>,
    w3: Bits<32>,
    w4: Bits<32>,
    w5: Bits<32>,
    w6: Bits<32>,
}

/// Untagged IPv4 header stack, padded to 1,024 bits.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Hdr4 {
    eth: EthWire,
    ip: Ip4Wire,
    udp: Bits<64>,
    bth: BthWire,
    exth: ExthWire,
    rest: Bits<368>,
}

/// Tagged IPv4 header stack, padded to 1,024 bits.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Hdr4Vlan {
    eth: EthVlanWire,
    ip: Ip4Wire,
    udp: Bits<64>,
    bth: BthWire,
    exth: ExthWire,
    rest: Bits<336>,
}

/// Untagged IPv6 header stack, padded to 1,024 bits.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Hdr6 {
    eth: EthWire,
    ip: Ip6Wire,
    udp: Bits<64>,
    bth: BthWire,
    exth: ExthWire,
    rest: Bits<208>,
}

/// Tagged IPv6 header stack, padded to 1,024 bits.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Hdr6Vlan {
    eth: EthVlanWire,
    ip: Ip6Wire,
    udp: Bits<64>,
    bth: BthWire,
    exth: ExthWire,
    rest: Bits<176>,
}

/// ROM row: bit `b` of the extension headers' total length per opcode.
fn elen_rom_bits(b: usize) -> Bits<256> {
    let mut r = Bits::<256>::default();
    for op in 0..256usize {
        if ext::total_len(opcode_ext_flags(op as u8).unwrap_or(0)) >> b & 1 == 1 {
            r = r.replace_bit(op, true);
        }
    }
    r
}

fn rom_bits(bit: u8) -> Bits<256> {
    let mut b = Bits::<256>::default();
    for op in 0..256usize {
        if opcode_ext_flags(op as u8).map(|f| f & bit != 0).unwrap_or(false) {
            b = b.replace_bit(op, true);
        }
    }
    b
}

/// The header former.
#[derive(LogicBlock)]
pub struct TxHeader {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Metadata record in.
    pub in_meta: Signal<In, TxMeta>,
    /// `in_meta` is valid.
    pub in_valid: Signal<In, Bit>,
    /// The record is taken this cycle (combinational from `out_take` and the stage valids).
    pub in_ready: Signal<Out, Bit>,
    /// A formed header is presented.
    pub out_valid: Signal<Out, Bit>,
    /// The consumer takes the formed header this cycle.
    pub out_take: Signal<In, Bit>,
    /// Header bytes, frame byte 0 in bits 7:0, zero past `out_hlen`.
    pub out_hdr: Signal<Out, Bits<1024>>,
    /// Header length H in bytes (54..=106).
    pub out_hlen: Signal<Out, Bits<7>>,
    /// H + payload length: frame offset where the pad starts.
    pub out_pay_end: Signal<Out, Bits<16>>,
    /// min(`out_pay_end`, 64): the frame's first-beat lanes that hold header or payload
    /// (registered, so that the assembler's lane mask needs no compare).
    pub out_pay_ev: Signal<Out, Bits<7>>,
    /// H + payload + pad + 4: frame offset where the ICRC ends.
    pub out_icrc_end: Signal<Out, Bits<16>>,
    /// Frame length: max(`out_icrc_end`, 60).
    pub out_frame_len: Signal<Out, Bits<16>>,
    /// min(`out_frame_len`, 64): bytes of the frame's first beat (registered).
    pub out_frame_fv: Signal<Out, Bits<7>>,
    /// `out_frame_len` <= 64: the frame is one beat (registered).
    pub out_frame_one: Signal<Out, Bit>,
    /// Payload beats to take from the payload stream: ceil(payload_len / 64).
    pub out_pay_beats: Signal<Out, Bits<11>>,
    /// Bytes in the last payload beat (1..=64; meaningless without payload).
    pub out_pay_last: Signal<Out, Bits<7>>,
    rom: Vec<Constant<Bits<256>>>,
    // stage 1
    v1: DFF<Bit>,
    m1: DFF<TxMeta>,
    f1: DFF<Bits<8>>,
    e1: DFF<Bits<7>>,
    // stage 2
    v2: DFF<Bit>,
    m2: DFF<TxMeta>,
    f2: DFF<Bits<8>>,
    pad2: DFF<Bits<2>>,
    udp2: DFF<Bits<16>>,
    hlen2: DFF<Bits<7>>,
    psum2: DFF<Bits<20>>,
    ipl2: DFF<Bits<16>>,
    pp2: DFF<Bits<16>>,
    // stage 3
    v3: DFF<Bit>,
    m3: DFF<TxMeta>,
    f3: DFF<Bits<8>>,
    pad3: DFF<Bits<2>>,
    udp3: DFF<Bits<16>>,
    ipl3: DFF<Bits<16>>,
    hlen3: DFF<Bits<7>>,
    pend3: DFF<Bits<16>>,
    iend3: DFF<Bits<16>>,
    csum3: DFF<Bits<16>>,
    // stage 4 (outputs)
    v4: DFF<Bit>,
    hdr4: DFF<Bits<1024>>,
    hlen4: DFF<Bits<7>>,
    pend4: DFF<Bits<16>>,
    pev4: DFF<Bits<7>>,
    fv4: DFF<Bits<7>>,
    one4: DFF<Bit>,
    iend4: DFF<Bits<16>>,
    flen4: DFF<Bits<16>>,
    pb4: DFF<Bits<11>>,
    pl4: DFF<Bits<7>>,
    // locals
    r1: Signal<Local, Bit>,
    r2: Signal<Local, Bit>,
    r3: Signal<Local, Bit>,
    r4: Signal<Local, Bit>,
    op: Signal<Local, Bits<8>>,
    flags: Signal<Local, Bits<8>>,
    elen: Signal<Local, Bits<16>>,
    plen: Signal<Local, Bits<16>>,
    p2len: Signal<Local, Bits<16>>,
    sum: Signal<Local, Bits<20>>,
    psum: Signal<Local, Bits<20>>,
    fold: Signal<Local, Bits<16>>,
    elen7: Signal<Local, Bits<7>>,
    c0: Signal<Local, Bits<17>>,
    c1: Signal<Local, Bits<16>>,
    hi5: Signal<Local, Bits<5>>,
    s3_tclass: Signal<Local, Bits<8>>,
    s3_ttl: Signal<Local, Bits<8>>,
    s3_ident: Signal<Local, Bits<16>>,
    s3_src: Signal<Local, Bits<32>>,
    s3_dst: Signal<Local, Bits<32>>,
    l_tclass: Signal<Local, Bits<8>>,
    l_ttl: Signal<Local, Bits<8>>,
    l_ident: Signal<Local, Bits<16>>,
    l_src: Signal<Local, Bits<128>>,
    l_dst: Signal<Local, Bits<128>>,
    l_fl: Signal<Local, Bits<20>>,
    ip4: Signal<Local, Ip4Wire>,
    ip6: Signal<Local, Ip6Wire>,
    w6: Signal<Local, Bits<32>>,
    udp: Signal<Local, Bits<64>>,
    bth: Signal<Local, BthWire>,
    b_flags: Signal<Local, Bits<8>>,
    b_resv: Signal<Local, Bits<8>>,
    x_deth: Signal<Local, Bits<64>>,
    x_reth: Signal<Local, Bits<128>>,
    x_aeth_at: Signal<Local, Bits<224>>,
    x_aack: Signal<Local, Bits<64>>,
    x_w0: Signal<Local, Bits<32>>,
    x_w1: Signal<Local, Bits<32>>,
    x_w2: Signal<Local, Bits<32>>,
    x_w3: Signal<Local, Bits<32>>,
    x_w4: Signal<Local, Bits<32>>,
    x_w5: Signal<Local, Bits<32>>,
    x_w6: Signal<Local, Bits<32>>,
    exth: Signal<Local, ExthWire>,
    etype: Signal<Local, Bits<16>>,
    eth: Signal<Local, EthWire>,
    ethv: Signal<Local, EthVlanWire>,
    h4: Signal<Local, Hdr4>,
    h4v: Signal<Local, Hdr4Vlan>,
    h6: Signal<Local, Hdr6>,
    h6v: Signal<Local, Hdr6Vlan>,
    hdr_all: Signal<Local, Bits<1024>>,
    len16: Signal<Local, Bits<16>>,
    // Byte-swapped lengths (a Local truncates to 16 bits in Verilog as in Rust).
    sw_len: Signal<Local, Bits<16>>,
    sw_ipl: Signal<Local, Bits<16>>,
    sw_udp: Signal<Local, Bits<16>>,
}

impl Default for TxHeader {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_meta: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            out_valid: Default::default(),
            out_take: Default::default(),
            out_hdr: Default::default(),
            out_hlen: Default::default(),
            out_pay_end: Default::default(),
            out_pay_ev: Default::default(),
            out_icrc_end: Default::default(),
            out_frame_len: Default::default(),
            out_frame_fv: Default::default(),
            out_frame_one: Default::default(),
            out_pay_beats: Default::default(),
            out_pay_last: Default::default(),
            rom: (0..8)
                .map(|b| Constant::new(rom_bits(1 << b)))
                .chain((0..7).map(|b| Constant::new(elen_rom_bits(b))))
                .collect(),
            v1: Default::default(),
            m1: Default::default(),
            f1: Default::default(),
            e1: Default::default(),
            v2: Default::default(),
            m2: Default::default(),
            f2: Default::default(),
            pad2: Default::default(),
            udp2: Default::default(),
            hlen2: Default::default(),
            psum2: Default::default(),
            ipl2: Default::default(),
            pp2: Default::default(),
            v3: Default::default(),
            m3: Default::default(),
            f3: Default::default(),
            pad3: Default::default(),
            udp3: Default::default(),
            ipl3: Default::default(),
            hlen3: Default::default(),
            pend3: Default::default(),
            iend3: Default::default(),
            csum3: Default::default(),
            v4: Default::default(),
            hdr4: Default::default(),
            hlen4: Default::default(),
            pend4: Default::default(),
            pev4: Default::default(),
            fv4: Default::default(),
            one4: Default::default(),
            iend4: Default::default(),
            flen4: Default::default(),
            pb4: Default::default(),
            pl4: Default::default(),
                r1: Default::default(),
            r2: Default::default(),
            r3: Default::default(),
            r4: Default::default(),
            op: Default::default(),
            flags: Default::default(),
            elen: Default::default(),
            plen: Default::default(),
            p2len: Default::default(),
            sum: Default::default(),
            psum: Default::default(),
            fold: Default::default(),
            elen7: Default::default(),
            c0: Default::default(),
            c1: Default::default(),
            hi5: Default::default(),
            s3_tclass: Default::default(),
            s3_ttl: Default::default(),
            s3_ident: Default::default(),
            s3_src: Default::default(),
            s3_dst: Default::default(),
            l_tclass: Default::default(),
            l_ttl: Default::default(),
            l_ident: Default::default(),
            l_src: Default::default(),
            l_dst: Default::default(),
            l_fl: Default::default(),
            ip4: Default::default(),
            ip6: Default::default(),
            w6: Default::default(),
            udp: Default::default(),
            bth: Default::default(),
            b_flags: Default::default(),
            b_resv: Default::default(),
            x_deth: Default::default(),
            x_reth: Default::default(),
            x_aeth_at: Default::default(),
            x_aack: Default::default(),
            x_w0: Default::default(),
            x_w1: Default::default(),
            x_w2: Default::default(),
            x_w3: Default::default(),
            x_w4: Default::default(),
            x_w5: Default::default(),
            x_w6: Default::default(),
            exth: Default::default(),
            etype: Default::default(),
            eth: Default::default(),
            ethv: Default::default(),
            h4: Default::default(),
            h4v: Default::default(),
            h6: Default::default(),
            h6v: Default::default(),
            hdr_all: Default::default(),
            len16: Default::default(),
            sw_len: Default::default(),
            sw_ipl: Default::default(),
            sw_udp: Default::default(),
        }
    }
}

impl Logic for TxHeader {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v1, m1, f1, e1, v2, m2, f2, pad2, udp2, hlen2, psum2, ipl2, pp2, v3, m3, f3, pad3, udp3, ipl3,
            hlen3, pend3, iend3, csum3, v4, hdr4, hlen4, pend4, pev4, fv4, one4, iend4, flen4, pb4, pl4
        );
        // Valid/ready chain: a stage moves when the next one is empty or moving.
        self.r4.next = !self.v4.q.val() | self.out_take.val();
        self.r3.next = !self.v3.q.val() | self.r4.val();
        self.r2.next = !self.v2.q.val() | self.r3.val();
        self.r1.next = !self.v1.q.val() | self.r2.val();
        self.in_ready.next = self.r1.val();
        self.out_valid.next = self.v4.q.val();
        self.out_hdr.next = self.hdr4.q.val();
        self.out_hlen.next = self.hlen4.q.val();
        self.out_pay_end.next = self.pend4.q.val();
        self.out_pay_ev.next = self.pev4.q.val();
        self.out_icrc_end.next = self.iend4.q.val();
        self.out_frame_len.next = self.flen4.q.val();
        self.out_frame_fv.next = self.fv4.q.val();
        self.out_frame_one.next = self.one4.q.val();
        self.out_pay_beats.next = self.pb4.q.val();
        self.out_pay_last.next = self.pl4.q.val();

        // ---- stage 1: opcode ROM ----
        self.op.next = self.in_meta.val().opcode;
        self.flags.next = 0.into();
        for b in 0..8 {
            self.flags.next = self
                .flags
                .val()
                .replace_bit(b, self.rom[b].val().get_bit(self.op.val().index()));
        }
        self.elen7.next = 0.into();
        for b in 0..7 {
            self.elen7.next = self
                .elen7
                .val()
                .replace_bit(b, self.rom[b + 8].val().get_bit(self.op.val().index()));
        }
        if self.r1.val() {
            self.v1.d.next = self.in_valid.val();
            self.m1.d.next = self.in_meta.val();
            self.f1.d.next = self.flags.val();
            self.e1.d.next = self.elen7.val();
        }

        // ---- stage 2: pad, UDP and IP lengths, header length (extension length from the ROM) ----
        self.elen.next = bit_cast::<16, 7>(self.e1.q.val());
        self.plen.next = self.m1.q.val().payload_len;
        self.s3_tclass.next = self.m1.q.val().tclass;
        self.s3_ttl.next = self.m1.q.val().ttl;
        self.s3_ident.next = self.m1.q.val().ip_ident;
        self.s3_src.next = bit_cast::<32, 128>(self.m1.q.val().src_ip);
        self.s3_dst.next = bit_cast::<32, 128>(self.m1.q.val().dst_ip);
        self.psum.next = bit_cast::<20, 16>(
            bit_cast::<16, 8>(self.s3_tclass.val()) << 8 | bit_cast::<16, 8>(0x45.into()),
        ) + bit_cast::<20, 16>(self.s3_ident.val())
            + bit_cast::<20, 16>(bit_cast::<16, 8>(self.s3_ttl.val()) | 0x1100)
            + bit_cast::<20, 16>(self.s3_src.val().get_bits::<16>(0))
            + bit_cast::<20, 16>(self.s3_src.val().get_bits::<16>(16))
            + bit_cast::<20, 16>(self.s3_dst.val().get_bits::<16>(0))
            + bit_cast::<20, 16>(self.s3_dst.val().get_bits::<16>(16));
        if self.m1.q.val().dont_frag {
            self.psum.next = self.psum.val() + 0x40;
        }
        if self.r2.val() {
            self.v2.d.next = self.v1.q.val();
            self.m2.d.next = self.m1.q.val();
            self.f2.d.next = self.f1.q.val();
            self.pad2.d.next = bit_cast::<2, 16>(0 - self.plen.val());
            // UDP length = 8 + 12 + ext + payload + pad + 4
            self.udp2.d.next = self.plen.val()
                + self.elen.val()
                + bit_cast::<16, 2>(bit_cast::<2, 16>(0 - self.plen.val()))
                + 24;
            self.psum2.d.next = self.psum.val();
            // IP length (IPv4 total length) = UDP length + 20, summed here beside it.
            self.ipl2.d.next = self.plen.val()
                + self.elen.val()
                + bit_cast::<16, 2>(bit_cast::<2, 16>(0 - self.plen.val()))
                + 44;
            self.pp2.d.next = self.plen.val() + bit_cast::<16, 2>(bit_cast::<2, 16>(0 - self.plen.val())) + 4;
            self.hlen2.d.next = bit_cast::<7, 16>(self.elen.val()) + 54;
            if self.m1.q.val().vlan {
                self.hlen2.d.next = bit_cast::<7, 16>(self.elen.val()) + 58;
            }
            if self.m1.q.val().ipv6 {
                self.hlen2.d.next = bit_cast::<7, 16>(self.elen.val()) + 74;
                if self.m1.q.val().vlan {
                    self.hlen2.d.next = bit_cast::<7, 16>(self.elen.val()) + 78;
                }
            }
        }

        // ---- stage 3: IP length, frame offsets, IPv4 header checksum ----
        self.p2len.next = self.m2.q.val().payload_len;
        self.len16.next = self.ipl2.q.val();
        self.sw_len.next = self.len16.val() << 8 | self.len16.val() >> 8;
        // Header checksum: stage 2 summed the length-independent words; add the length here.
        // (One's complement sums are byte-order independent, so lane-order words work.)
        self.sum.next = self.psum2.q.val() + bit_cast::<20, 16>(self.sw_len.val());
        // Fold the carries back in, both folds at once (carry select): lo + hi, or lo + hi + 1
        // when that overflows 16 bits (lo + hi < 2^16 + 15, so no third carry).
        self.hi5.next = bit_cast::<5, 4>(self.sum.val().get_bits::<4>(16)) + 1;
        self.c0.next = bit_cast::<17, 16>(self.sum.val().get_bits::<16>(0))
            + bit_cast::<17, 4>(self.sum.val().get_bits::<4>(16));
        self.c1.next = self.sum.val().get_bits::<16>(0) + bit_cast::<16, 5>(self.hi5.val());
        self.fold.next = self.c0.val().get_bits::<16>(0);
        if self.c0.val().get_bit(16) {
            self.fold.next = self.c1.val();
        }
        if self.r3.val() {
            self.v3.d.next = self.v2.q.val();
            self.m3.d.next = self.m2.q.val();
            self.f3.d.next = self.f2.q.val();
            self.pad3.d.next = self.pad2.q.val();
            self.udp3.d.next = self.udp2.q.val();
            self.ipl3.d.next = self.len16.val();
            self.hlen3.d.next = self.hlen2.q.val();
            self.pend3.d.next = bit_cast::<16, 7>(self.hlen2.q.val()) + self.p2len.val();
            self.iend3.d.next = bit_cast::<16, 7>(self.hlen2.q.val()) + self.pp2.q.val();
            self.csum3.d.next = !self.fold.val();
        }

        // ---- stage 4: assemble the header bytes ----
        self.l_fl.next = self.m3.q.val().flow_label;
        self.l_tclass.next = self.m3.q.val().tclass;
        self.l_ttl.next = self.m3.q.val().ttl;
        self.l_ident.next = self.m3.q.val().ip_ident;
        self.l_src.next = self.m3.q.val().src_ip;
        self.l_dst.next = self.m3.q.val().dst_ip;
        self.sw_ipl.next = self.ipl3.q.val() << 8 | self.ipl3.q.val() >> 8;
        self.sw_udp.next = self.udp3.q.val() << 8 | self.udp3.q.val() >> 8;
        // Every layer is a record at constant offsets (no wide shifts: Verilator would loop over
        // 32-bit words for each one, every cycle). Fields ≤ 64 bits are built with plain shifts.
        // IPv4
        self.ip4.next.vihl = 0x45.into();
        self.ip4.next.tos = self.l_tclass.val();
        self.ip4.next.len = self.sw_ipl.val();
        self.ip4.next.ident = self.l_ident.val();
        self.ip4.next.frag = 0.into();
        if self.m3.q.val().dont_frag {
            self.ip4.next.frag = 0x40.into();
        }
        self.ip4.next.ttl = self.l_ttl.val();
        self.ip4.next.proto = 0x11.into();
        self.ip4.next.csum = self.csum3.q.val();
        self.ip4.next.src = self.l_src.val().get_bits::<32>(0);
        self.ip4.next.dst = self.l_dst.val().get_bits::<32>(0);
        // IPv6: version, traffic class, flow label as a big-endian word
        self.w6.next = bit_cast::<32, 8>(0x60.into()) << 24
            | bit_cast::<32, 8>(self.l_tclass.val()) << 20
            | bit_cast::<32, 20>(self.l_fl.val());
        self.ip6.next.vtf = self.w6.val() >> 24
            | (self.w6.val() >> 8) & 0xFF00
            | (self.w6.val() << 8) & 0xFF_0000
            | self.w6.val() << 24;
        self.ip6.next.plen = self.sw_udp.val();
        self.ip6.next.nh = 0x11.into();
        self.ip6.next.hop = self.l_ttl.val();
        self.ip6.next.src = self.l_src.val();
        self.ip6.next.dst = self.l_dst.val();
        // UDP: source port, 4791, length, checksum 0
        self.udp.next = bit_cast::<64, 16>(self.m3.q.val().udp_src)
            | bit_cast::<64, 16>(0xB712.into()) << 16
            | bit_cast::<64, 16>(self.sw_udp.val()) << 32;
        // BTH
        self.bth.next.opcode = self.m3.q.val().opcode;
        self.b_flags.next = bit_cast::<8, 4>(self.m3.q.val().tver) | bit_cast::<8, 2>(self.pad3.q.val()) << 4;
        if self.m3.q.val().migreq {
            self.b_flags.next = self.b_flags.val() | 0x40;
        }
        if self.m3.q.val().solicited {
            self.b_flags.next = self.b_flags.val() | 0x80;
        }
        self.bth.next.flags = self.b_flags.val();
        self.bth.next.pkey = self.m3.q.val().pkey;
        self.b_resv.next = 0.into();
        if self.m3.q.val().becn {
            self.b_resv.next = self.b_resv.val() | 0x40;
        }
        if self.m3.q.val().fecn {
            self.b_resv.next = self.b_resv.val() | 0x80;
        }
        self.bth.next.resv = self.b_resv.val();
        self.bth.next.dqp = self.m3.q.val().dest_qp;
        self.bth.next.ack = 0.into();
        if self.m3.q.val().ack_req {
            self.bth.next.ack = 0x80.into();
        }
        self.bth.next.psn = self.m3.q.val().psn;
        // Extension headers in IBTA order; ImmDt after DETH or RETH when both are present. The
        // 28 bytes are seven 32-bit words, each the OR of what the present headers put there.
        self.x_deth.next = self.m3.q.val().deth;
        self.x_reth.next = self.m3.q.val().reth;
        self.x_aeth_at.next = self.m3.q.val().atomic_eth;
        self.x_aack.next = self.m3.q.val().atomic_ack_eth;
        self.x_w0.next = 0.into();
        self.x_w1.next = 0.into();
        self.x_w2.next = 0.into();
        self.x_w3.next = 0.into();
        self.x_w4.next = 0.into();
        self.x_w5.next = 0.into();
        self.x_w6.next = 0.into();
        if self.f3.q.val().get_bit(0) {
            self.x_w0.next = self.x_w0.val() | self.x_deth.val().get_bits::<32>(0);
            self.x_w1.next = self.x_w1.val() | self.x_deth.val().get_bits::<32>(32);
        }
        if self.f3.q.val().get_bit(1) {
            self.x_w0.next = self.x_w0.val() | self.x_reth.val().get_bits::<32>(0);
            self.x_w1.next = self.x_w1.val() | self.x_reth.val().get_bits::<32>(32);
            self.x_w2.next = self.x_w2.val() | self.x_reth.val().get_bits::<32>(64);
            self.x_w3.next = self.x_w3.val() | self.x_reth.val().get_bits::<32>(96);
        }
        if self.f3.q.val().get_bit(2) {
            self.x_w0.next = self.x_w0.val() | self.x_aeth_at.val().get_bits::<32>(0);
            self.x_w1.next = self.x_w1.val() | self.x_aeth_at.val().get_bits::<32>(32);
            self.x_w2.next = self.x_w2.val() | self.x_aeth_at.val().get_bits::<32>(64);
            self.x_w3.next = self.x_w3.val() | self.x_aeth_at.val().get_bits::<32>(96);
            self.x_w4.next = self.x_w4.val() | self.x_aeth_at.val().get_bits::<32>(128);
            self.x_w5.next = self.x_w5.val() | self.x_aeth_at.val().get_bits::<32>(160);
            self.x_w6.next = self.x_w6.val() | self.x_aeth_at.val().get_bits::<32>(192);
        }
        if self.f3.q.val().get_bit(3) {
            self.x_w0.next = self.x_w0.val() | self.m3.q.val().aeth;
        }
        if self.f3.q.val().get_bit(4) {
            self.x_w1.next = self.x_w1.val() | self.x_aack.val().get_bits::<32>(0);
            self.x_w2.next = self.x_w2.val() | self.x_aack.val().get_bits::<32>(32);
        }
        if self.f3.q.val().get_bit(5) {
            if self.f3.q.val().get_bit(0) {
                self.x_w2.next = self.x_w2.val() | self.m3.q.val().immdt;
            } else if self.f3.q.val().get_bit(1) {
                self.x_w4.next = self.x_w4.val() | self.m3.q.val().immdt;
            } else {
                self.x_w0.next = self.x_w0.val() | self.m3.q.val().immdt;
            }
        }
        if self.f3.q.val().get_bit(6) {
            self.x_w0.next = self.x_w0.val() | self.m3.q.val().ieth;
        }
        self.exth.next.w0 = self.x_w0.val();
        self.exth.next.w1 = self.x_w1.val();
        self.exth.next.w2 = self.x_w2.val();
        self.exth.next.w3 = self.x_w3.val();
        self.exth.next.w4 = self.x_w4.val();
        self.exth.next.w5 = self.x_w5.val();
        self.exth.next.w6 = self.x_w6.val();
        // Ethernet: MACs, optional 802.1Q tag, ethertype
        self.etype.next = 0x0008.into();
        if self.m3.q.val().ipv6 {
            self.etype.next = 0xDD86.into();
        }
        self.eth.next.dst = self.m3.q.val().dst_mac;
        self.eth.next.src = self.m3.q.val().src_mac;
        self.eth.next.etype = self.etype.val();
        self.ethv.next.dst = self.m3.q.val().dst_mac;
        self.ethv.next.src = self.m3.q.val().src_mac;
        self.ethv.next.tpid = 0x0081.into();
        self.ethv.next.tci = self.m3.q.val().vlan_tci;
        self.ethv.next.etype = self.etype.val();
        // The four layouts (tag or not, IPv4 or IPv6); the header is one of them.
        self.h4.next.eth = self.eth.val();
        self.h4.next.ip = self.ip4.val();
        self.h4.next.udp = self.udp.val();
        self.h4.next.bth = self.bth.val();
        self.h4.next.exth = self.exth.val();
        self.h4.next.rest = 0.into();
        self.h4v.next.eth = self.ethv.val();
        self.h4v.next.ip = self.ip4.val();
        self.h4v.next.udp = self.udp.val();
        self.h4v.next.bth = self.bth.val();
        self.h4v.next.exth = self.exth.val();
        self.h4v.next.rest = 0.into();
        self.h6.next.eth = self.eth.val();
        self.h6.next.ip = self.ip6.val();
        self.h6.next.udp = self.udp.val();
        self.h6.next.bth = self.bth.val();
        self.h6.next.exth = self.exth.val();
        self.h6.next.rest = 0.into();
        self.h6v.next.eth = self.ethv.val();
        self.h6v.next.ip = self.ip6.val();
        self.h6v.next.udp = self.udp.val();
        self.h6v.next.bth = self.bth.val();
        self.h6v.next.exth = self.exth.val();
        self.h6v.next.rest = 0.into();
        if self.m3.q.val().vlan {
            if self.m3.q.val().ipv6 {
                self.hdr_all.next = self.h6v.val().into();
            } else {
                self.hdr_all.next = self.h4v.val().into();
            }
        } else if self.m3.q.val().ipv6 {
            self.hdr_all.next = self.h6.val().into();
        } else {
            self.hdr_all.next = self.h4.val().into();
        }
        if self.r4.val() {
            self.v4.d.next = self.v3.q.val();
            self.hdr4.d.next = self.hdr_all.val();
            self.hlen4.d.next = self.hlen3.q.val();
            self.pend4.d.next = self.pend3.q.val();
            self.pev4.d.next = bit_cast::<7, 16>(self.pend3.q.val());
            if self.pend3.q.val() >= 64 {
                self.pev4.d.next = 64.into();
            }
            self.iend4.d.next = self.iend3.q.val();
            self.flen4.d.next = self.iend3.q.val();
            if self.iend3.q.val() < 60 {
                self.flen4.d.next = 60.into();
            }
            self.fv4.d.next = bit_cast::<7, 16>(self.iend3.q.val());
            if self.iend3.q.val() < 60 {
                self.fv4.d.next = 60.into();
            }
            if self.iend3.q.val() >= 64 {
                self.fv4.d.next = 64.into();
            }
            self.one4.d.next = self.iend3.q.val() <= 64;
            self.pl4.d.next = bit_cast::<7, 16>(
                (self.pend3.q.val() - bit_cast::<16, 7>(self.hlen3.q.val()) - 1) & 63,
            ) + 1;
            self.pb4.d.next = bit_cast::<11, 16>((self.pend3.q.val() - bit_cast::<16, 7>(self.hlen3.q.val()) + 63) >> 6);
        }
        if self.reset.val() {
            self.v1.d.next = false;
            self.v2.d.next = false;
            self.v3.d.next = false;
            self.v4.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ext_lengths_agree_with_golden() {
        for &op in Opcode::all() {
            let flags = opcode_ext_flags(op.as_u8()).expect("known opcode");
            assert_eq!(ext::total_len(flags), op.headers().len(), "{op:?}");
        }
        assert_eq!(opcode_ext_flags(0x15), None);
    }
}
