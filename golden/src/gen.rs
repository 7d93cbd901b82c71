//! proptest strategies for the wire format, shared by every crate that needs RoCEv2 traffic
//! (golden tests, the RTL tests, the regression crate), plus [`sample_frames`], a fixed set of
//! frames covering every opcode x {IPv4, IPv6} x {VLAN, none} with pad counts 0..=3.

use proptest::prelude::*;
use rand::Rng;

use crate::wire::{
    AethRepr, AtomicAckEthRepr, AtomicEthRepr, BthRepr, DethRepr, EthernetRepr, FrameRepr, IpRepr, Ipv4Repr,
    Ipv6Repr, NakCode, Opcode, RethRepr, RoceRepr, Syndrome, UdpRepr, VlanTag, ETHERTYPE_IPV4, ETHERTYPE_IPV6,
    IP_PROTO_UDP, ROCEV2_UDP_PORT,
};

/// Default payload ceiling of the strategies (bytes).
pub const MAX_PAYLOAD: usize = 4096;

/// Any supported opcode.
pub fn arb_opcode() -> impl Strategy<Value = Opcode> {
    proptest::sample::select(Opcode::all())
}

/// A BTH for `opcode` with every other field arbitrary (pad_cnt 0: set it with `fix_pad`).
pub fn arb_bth(opcode: Opcode) -> impl Strategy<Value = BthRepr> {
    (any::<[bool; 6]>(), 0u8..16, any::<u16>(), 0u32..=0xFF_FFFF, 0u32..=0xFF_FFFF).prop_map(
        move |(f, tver, pkey, dest_qp, psn)| BthRepr {
            opcode,
            solicited: f[0],
            migreq: f[1],
            pad_cnt: 0,
            tver,
            pkey,
            fecn: f[2],
            becn: f[3],
            dest_qp,
            ack_req: f[4],
            psn,
        },
    )
}

/// Any valid AETH syndrome.
pub fn arb_syndrome() -> impl Strategy<Value = Syndrome> {
    prop_oneof![
        (0u8..32).prop_map(|credit| Syndrome::Ack { credit }),
        (0u8..32).prop_map(|timer| Syndrome::RnrNak { timer }),
        proptest::sample::select(vec![
            NakCode::PsnSequenceError,
            NakCode::InvalidRequest,
            NakCode::RemoteAccessError,
            NakCode::RemoteOperationalError,
            NakCode::InvalidRdRequest,
        ])
        .prop_map(Syndrome::Nak),
    ]
}

/// Any AETH.
pub fn arb_aeth() -> impl Strategy<Value = AethRepr> {
    (arb_syndrome(), 0u32..=0xFF_FFFF).prop_map(|(syndrome, msn)| AethRepr { syndrome, msn })
}

/// Any RETH.
pub fn arb_reth() -> impl Strategy<Value = RethRepr> {
    any::<(u64, u32, u32)>().prop_map(|(va, rkey, dma_len)| RethRepr { va, rkey, dma_len })
}

/// Any AtomicETH.
pub fn arb_atomic_eth() -> impl Strategy<Value = AtomicEthRepr> {
    any::<(u64, u32, u64, u64)>().prop_map(|(va, rkey, swap_add, compare)| AtomicEthRepr { va, rkey, swap_add, compare })
}

/// Any DETH.
pub fn arb_deth() -> impl Strategy<Value = DethRepr> {
    (any::<u32>(), 0u32..=0xFF_FFFF).prop_map(|(qkey, src_qp)| DethRepr { qkey, src_qp })
}

fn opt<T: std::fmt::Debug + Clone + 'static>(on: bool, s: impl Strategy<Value = T> + 'static) -> BoxedStrategy<Option<T>> {
    if on {
        s.prop_map(Some).boxed()
    } else {
        Just(None).boxed()
    }
}

/// A `RoceRepr` for `opcode`: exactly the headers the opcode calls for, arbitrary field values,
/// payload of 0..=`max_payload` bytes if the opcode carries one, pad count consistent.
pub fn arb_roce_repr_for(opcode: Opcode, max_payload: usize) -> BoxedStrategy<RoceRepr> {
    let hs = opcode.headers();
    let payload = if opcode.has_payload() {
        proptest::collection::vec(any::<u8>(), 0..=max_payload).boxed()
    } else {
        Just(Vec::new()).boxed()
    };
    (
        arb_bth(opcode),
        opt(hs.deth, arb_deth()),
        opt(hs.reth, arb_reth()),
        opt(hs.atomic_eth, arb_atomic_eth()),
        opt(hs.aeth, arb_aeth()),
        opt(hs.atomic_ack_eth, any::<u64>().prop_map(|orig| AtomicAckEthRepr { orig })),
        opt(hs.immdt, any::<u32>()),
        opt(hs.ieth, any::<u32>()),
        payload,
    )
        .prop_map(|(bth, deth, reth, atomic_eth, aeth, atomic_ack_eth, immdt, ieth, payload)| {
            let mut r = RoceRepr { bth, deth, reth, atomic_eth, aeth, atomic_ack_eth, immdt, ieth, payload };
            r.fix_pad();
            r
        })
        .boxed()
}

/// A `RoceRepr` of any opcode, payload up to `max_payload` bytes.
pub fn arb_roce_repr_max(max_payload: usize) -> BoxedStrategy<RoceRepr> {
    arb_opcode().prop_flat_map(move |op| arb_roce_repr_for(op, max_payload)).boxed()
}

/// A `RoceRepr` of any opcode, payload up to 4096 bytes.
pub fn arb_roce_repr() -> BoxedStrategy<RoceRepr> {
    arb_roce_repr_max(MAX_PAYLOAD)
}

/// Any 802.1Q tag.
pub fn arb_vlan() -> impl Strategy<Value = VlanTag> {
    (0u8..8, any::<bool>(), 0u16..0x1000).prop_map(|(pcp, dei, vid)| VlanTag { pcp, dei, vid })
}

/// Any IPv4 header carrying UDP.
pub fn arb_ipv4_repr() -> impl Strategy<Value = Ipv4Repr> {
    (any::<[u8; 4]>(), any::<[u8; 4]>(), 0u8..64, 0u8..4, any::<u16>(), any::<bool>(), any::<u8>()).prop_map(
        |(src, dst, dscp, ecn, ident, dont_frag, ttl)| Ipv4Repr { src, dst, dscp, ecn, ident, dont_frag, ttl, protocol: IP_PROTO_UDP },
    )
}

/// Any IPv6 header carrying UDP.
pub fn arb_ipv6_repr() -> impl Strategy<Value = Ipv6Repr> {
    (any::<[u8; 16]>(), any::<[u8; 16]>(), any::<u8>(), 0u32..0x10_0000, any::<u8>()).prop_map(
        |(src, dst, traffic_class, flow_label, hop_limit)| Ipv6Repr {
            src,
            dst,
            traffic_class,
            flow_label,
            hop_limit,
            next_header: IP_PROTO_UDP,
        },
    )
}

/// IPv4 or IPv6.
pub fn arb_ip_repr() -> impl Strategy<Value = IpRepr> {
    prop_oneof![arb_ipv4_repr().prop_map(IpRepr::V4), arb_ipv6_repr().prop_map(IpRepr::V6)]
}

/// A frame around the given RoCE strategy: IPv4/IPv6, with/without VLAN, any MACs, any UDP
/// source port, destination port 4791.
pub fn arb_frame_with(roce: impl Strategy<Value = RoceRepr> + 'static) -> BoxedStrategy<FrameRepr> {
    (any::<[u8; 6]>(), any::<[u8; 6]>(), proptest::option::of(arb_vlan()), arb_ip_repr(), any::<u16>(), roce)
        .prop_map(|(dst, src, vlan, ip, src_port, roce)| FrameRepr {
            eth: EthernetRepr { dst, src, vlan, ethertype: ip.ethertype() },
            ip,
            udp: UdpRepr { src_port, dst_port: ROCEV2_UDP_PORT },
            roce,
        })
        .boxed()
}

/// Any frame, payload up to `max_payload` bytes.
pub fn arb_frame_repr_max(max_payload: usize) -> BoxedStrategy<FrameRepr> {
    arb_frame_with(arb_roce_repr_max(max_payload))
}

/// Any frame (any opcode, payload up to 4096 bytes).
pub fn arb_frame_repr() -> BoxedStrategy<FrameRepr> {
    arb_frame_repr_max(MAX_PAYLOAD)
}

/// Any frame of the given opcode (payload up to 4096 bytes).
pub fn arb_frame_repr_for(opcode: Opcode) -> BoxedStrategy<FrameRepr> {
    arb_frame_with(arb_roce_repr_for(opcode, MAX_PAYLOAD))
}

/// Any frame of the given opcode, payload up to `max_payload` bytes.
pub fn arb_frame_repr_for_max(opcode: Opcode, max_payload: usize) -> BoxedStrategy<FrameRepr> {
    arb_frame_with(arb_roce_repr_for(opcode, max_payload))
}

/// One frame of every opcode x {IPv4, IPv6} x {no VLAN, VLAN}, in that nesting order (opcode
/// outermost: 38 x 4 = 152 frames). Payload-carrying opcodes get 32, 33, 34, 35 payload bytes in
/// the four variants, so each of them is seen with pad counts 0, 3, 2 and 1. Header fields are
/// deterministic functions of the index so every field differs from frame to frame.
pub fn sample_frames() -> Vec<FrameRepr> {
    let mut out = Vec::new();
    for (oi, &op) in Opcode::all().iter().enumerate() {
        for variant in 0..4usize {
            let i = oi * 4 + variant;
            let v6 = variant >= 2;
            let vlan = variant % 2 == 1;
            out.push(sample_frame(op, v6, vlan, i as u32, variant));
        }
    }
    out
}

/// The frame `sample_frames` builds for one opcode / IP version / VLAN choice (`seq` varies the
/// field values, `extra` adds 0..=3 payload bytes to the 32-byte base).
pub fn sample_frame(op: Opcode, v6: bool, vlan: bool, seq: u32, extra: usize) -> FrameRepr {
    let mut bth = BthRepr::new(op, 0x000100 + seq, 0x00_1000 + seq * 3);
    bth.ack_req = matches!(seq % 3, 0);
    bth.solicited = matches!(seq % 5, 0);
    let hs = op.headers();
    let mut roce = RoceRepr::new(bth);
    if hs.deth {
        roce.deth = Some(DethRepr { qkey: 0x1111_0000 | seq, src_qp: 0x44 + seq });
    }
    if hs.reth {
        roce.reth = Some(RethRepr { va: 0x7f00_0000_1000 + u64::from(seq) * 0x100, rkey: 0xabcd_0000 | seq, dma_len: 32 + extra as u32 });
    }
    if hs.atomic_eth {
        roce.atomic_eth = Some(AtomicEthRepr { va: 0x3000 + 8 * u64::from(seq), rkey: 0x77, swap_add: 5 + u64::from(seq), compare: 1 });
    }
    if hs.aeth {
        let syndrome = match seq % 4 {
            0 => Syndrome::Ack { credit: 0x1F },
            1 => Syndrome::Ack { credit: (seq % 32) as u8 },
            2 => Syndrome::RnrNak { timer: 0x0E },
            _ => Syndrome::Nak(NakCode::PsnSequenceError),
        };
        // READ RESPONSE and ATOMIC ACK carry an ACK syndrome; plain ACK shows all kinds.
        let syndrome = if op == Opcode::RcAck { syndrome } else { Syndrome::Ack { credit: 0x1F } };
        roce.aeth = Some(AethRepr { syndrome, msn: 3 + seq });
    }
    if hs.atomic_ack_eth {
        roce.atomic_ack_eth = Some(AtomicAckEthRepr { orig: 0x1122_3344_5566_7700 + u64::from(seq) });
    }
    if hs.immdt {
        roce.immdt = Some(0xdead_0000 | seq);
    }
    if hs.ieth {
        roce.ieth = Some(0x1234_0000 | seq);
    }
    if op.has_payload() {
        roce.payload = (0..32 + extra).map(|k| (k as u32 * 7 + seq) as u8).collect();
    }
    roce.fix_pad();
    let ip = if v6 {
        let mut src = [0u8; 16];
        src[0] = 0xfd;
        src[15] = 1;
        let mut dst = src;
        dst[15] = 2;
        IpRepr::V6(Ipv6Repr { src, dst, traffic_class: 0x02, flow_label: 0x12345 + seq, hop_limit: 64, next_header: IP_PROTO_UDP })
    } else {
        IpRepr::V4(Ipv4Repr {
            src: [192, 168, 10, 1],
            dst: [192, 168, 10, 2],
            dscp: 26,
            ecn: 2,
            ident: 0x1234u16.wrapping_add(seq as u16),
            dont_frag: true,
            ttl: 64,
            protocol: IP_PROTO_UDP,
        })
    };
    FrameRepr {
        eth: EthernetRepr {
            dst: [0x02, 0, 0, 0, 0, 0x02],
            src: [0x02, 0, 0, 0, 0, 0x01],
            vlan: vlan.then_some(VlanTag { pcp: 3, dei: false, vid: 100 }),
            ethertype: if v6 { ETHERTYPE_IPV6 } else { ETHERTYPE_IPV4 },
        },
        ip,
        udp: UdpRepr { src_port: 49152 + (seq as u16 % 1000), dst_port: ROCEV2_UDP_PORT },
        roce,
    }
}

/// A way [malform] breaks a frame (malformed RX traffic for the RTL differential tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Malformation {
    /// PadCnt changed to another value, ICRC recomputed: more pad than bytes after the headers
    /// (malformed), or else a well-formed frame whose payload is that much shorter or longer
    /// (payload + pad stays a multiple of 4).
    PadCnt,
    /// PadCnt changed, ICRC left as it was (the ICRC no longer matches).
    PadCntIcrcStale,
    /// No payload, PadCnt 1..=3 (pad longer than what follows the headers), ICRC recomputed.
    PadBeyondPayload,
    /// 1..=8 bytes inserted before the ICRC with the IP and UDP lengths, IPv4 checksum and ICRC
    /// fixed: payload bytes on an opcode without payload, or a payload whose length disagrees
    /// with PadCnt.
    ExtraPayload,
    /// IP length (IPv4 total length / IPv6 payload length) larger than the frame holds.
    IpLenLong,
    /// IP length smaller than the packet (so the UDP length exceeds the IP payload).
    IpLenShort,
    /// UDP length larger than the IP payload.
    UdpLenLong,
    /// UDP length smaller than the IP payload (possibly below 8).
    UdpLenShort,
    /// The frame cut after 1 .. (headers + ICRC) bytes: inside every header in turn.
    Truncated,
    /// A well-formed RC SEND ONLY frame longer than 160 beats of 64 bytes.
    Oversize,
    /// IPv4 with 1..=10 words of options, every length, checksum and the ICRC fixed (IPv6
    /// frames get [Malformation::VersionMismatch] instead). Refused by every receiver here
    /// (see [`crate::wire::frame`] for why).
    Ipv4Options,
    /// IPv4 IHL 0..=4 (IPv6 frames get [Malformation::VersionMismatch] instead).
    Ipv4IhlShort,
    /// IP version nibble other than the EtherType's.
    VersionMismatch,
    /// EtherType neither IPv4, IPv6 nor 802.1Q.
    NotIp,
    /// Shorter than 60 bytes: a good frame's head or arbitrary bytes.
    Runt,
}

impl Malformation {
    /// Every kind.
    pub const ALL: [Malformation; 15] = [
        Malformation::PadCnt,
        Malformation::PadCntIcrcStale,
        Malformation::PadBeyondPayload,
        Malformation::ExtraPayload,
        Malformation::IpLenLong,
        Malformation::IpLenShort,
        Malformation::UdpLenLong,
        Malformation::UdpLenShort,
        Malformation::Truncated,
        Malformation::Oversize,
        Malformation::Ipv4Options,
        Malformation::Ipv4IhlShort,
        Malformation::VersionMismatch,
        Malformation::NotIp,
        Malformation::Runt,
    ];

    /// Whether every frame of this kind is malformed, so a receiver must reject it on parse:
    /// all but [`Malformation::PadCnt`] (may still be well formed) and [`Malformation::Oversize`]
    /// (well-formed RoCEv2 that the port drops for its length before the parse, golden's
    /// endpoint as the RTL).
    pub const fn always_rejected(self) -> bool {
        !matches!(self, Malformation::PadCnt | Malformation::Oversize)
    }
}

/// Frames longer than this many bytes are [Malformation::Oversize]: well-formed RoCEv2 that a
/// port drops for its length ([`crate::wire::MAX_FRAME_BYTES`]).
pub const OVERSIZE_BYTES: usize = crate::wire::MAX_FRAME_BYTES;

/// Adds `delta` to the IP length field of `frame` (laid out as `fr` emits it) and refreshes the
/// IPv4 header checksum.
fn add_ip_len(frame: &mut [u8], fr: &FrameRepr, delta: i32) {
    let l2 = fr.eth.buffer_len();
    match fr.ip {
        IpRepr::V4(_) => {
            let mut p = crate::wire::Ipv4Packet::new_unchecked(&mut frame[l2..]);
            p.set_total_len((i32::from(p.total_len()) + delta) as u16);
            p.fill_checksum();
        }
        IpRepr::V6(_) => {
            let mut p = crate::wire::Ipv6Packet::new_unchecked(&mut frame[l2..]);
            p.set_payload_len((i32::from(p.payload_len()) + delta) as u16);
        }
    }
}

/// Adds `delta` to the UDP length field of `frame` (laid out as `fr` emits it).
fn add_udp_len(frame: &mut [u8], fr: &FrameRepr, delta: i32) {
    let at = fr.eth.buffer_len() + fr.ip.header_len();
    let mut u = crate::wire::UdpPacket::new_unchecked(&mut frame[at..]);
    u.set_len((i32::from(u.len()) + delta) as u16);
}

/// Random bytes for a receiver's parser, of a random length up to `max_len` (runts, typical
/// frames, frames longer than any MTU allows). Half of them keep a random-length prefix of
/// `template` (at least its destination MAC, so a switch routes them; often through the IP or
/// UDP header) and are random after it, so they die at every later check, not only the first.
/// What golden's parse makes of it is the truth.
pub fn fuzz_bytes(template: &[u8], max_len: usize, rng: &mut impl Rng) -> Vec<u8> {
    let len = match rng.gen_range(0..4u8) {
        0 => rng.gen_range(14..=64),
        1 => rng.gen_range(64..=1500),
        _ => rng.gen_range(14..=max_len.max(15)),
    };
    let mut f = vec![0u8; len];
    rng.fill(&mut f[..]);
    let keep = if rng.gen_bool(0.5) { rng.gen_range(6..=template.len().max(6)) } else { 6 };
    let keep = keep.min(template.len()).min(len);
    f[..keep].copy_from_slice(&template[..keep]);
    f
}

/// `fr` (a well-formed frame to a live QP) with its BTH opcode, flags, PSN and reserved bits
/// random, and everything after the BTH random bytes of a random length (0..=`max_tail`): the
/// IP and UDP lengths, the IPv4 checksum and the ICRC are made right again, so the frame passes
/// the parse's framing checks as far as the random opcode lets it and reaches the transport
/// checks of the QP it names.
pub fn fuzz_live(fr: &FrameRepr, max_tail: usize, rng: &mut impl Rng) -> Vec<u8> {
    let l2 = fr.eth.buffer_len();
    let bth = l2 + fr.ip.header_len() + 8;
    let mut f = fr.to_bytes().unwrap_or_default();
    if f.len() < bth + 12 + 4 {
        return f;
    }
    // Where the IP packet ended (the emitted frame may carry Ethernet padding after it).
    let ip_end = match crate::wire::frame::ip_span(&f) {
        Ok((_, end)) => end,
        Err(_) => return f,
    };
    f.truncate(bth + 12);
    // Half the time a real opcode (any service), else any byte.
    let all = Opcode::all();
    f[bth] = if rng.gen_bool(0.5) { all[rng.gen_range(0..all.len())] as u8 } else { rng.gen() };
    f[bth + 1] = rng.gen(); // SE, M, pad count, TVer
    if rng.gen_bool(0.25) {
        f[bth + 4] = rng.gen(); // FECN, BECN, reserved
    }
    f[bth + 8] = (f[bth + 8] & 0x80) | if rng.gen_bool(0.25) { rng.gen::<u8>() & 0x7F } else { 0 }; // AckReq kept, reserved
    if rng.gen_bool(0.5) {
        f[bth + 8] ^= 0x80;
    }
    let psn: u32 = rng.gen::<u32>() & 0xFF_FFFF;
    f[bth + 9..bth + 12].copy_from_slice(&psn.to_be_bytes()[1..]);
    let tail = match rng.gen_range(0..3u8) {
        0 => rng.gen_range(0..=32),
        1 => 4 * rng.gen_range(0..=16usize),
        _ => rng.gen_range(0..=max_tail),
    };
    let mut t = vec![0u8; tail + 4];
    rng.fill(&mut t[..tail]);
    f.extend_from_slice(&t);
    // The IP packet now ends where the frame ends: the lengths grow (or shrink) by the change.
    let delta = f.len() as i32 - ip_end as i32;
    add_ip_len(&mut f, fr, delta);
    add_udp_len(&mut f, fr, delta);
    let _ = crate::wire::fix_icrc(&mut f);
    f
}

/// `fr` broken as `kind` says; `n` picks the new value, the cut point, the inserted bytes. The
/// result is arbitrary bytes (not a `FrameRepr`): what golden's parse makes of it is the truth.
pub fn malform(fr: &FrameRepr, kind: Malformation, n: u32) -> Vec<u8> {
    use crate::wire::{BthPacket, EthernetFrame, Ipv4Packet, ETHERTYPE_VLAN};
    let v4 = matches!(fr.ip, IpRepr::V4(_));
    let kind = match kind {
        Malformation::Ipv4Options | Malformation::Ipv4IhlShort if !v4 => Malformation::VersionMismatch,
        k => k,
    };
    let l2 = fr.eth.buffer_len();
    let bth = l2 + fr.ip.header_len() + 8;
    let mut f = fr.to_bytes().unwrap_or_default();
    if f.len() < bth + 16 {
        return f;
    }
    let set_pad = |f: &mut Vec<u8>, pad: u8| BthPacket::new_unchecked(&mut f[bth..]).set_pad_cnt(pad);
    match kind {
        Malformation::PadCnt | Malformation::PadCntIcrcStale => {
            let pad = (fr.roce.bth.pad_cnt + 1 + (n % 3) as u8) % 4;
            set_pad(&mut f, pad);
            if kind == Malformation::PadCnt {
                let _ = crate::wire::fix_icrc(&mut f);
            }
        }
        Malformation::PadBeyondPayload => {
            let mut g = fr.clone();
            g.roce.payload.clear();
            g.roce.fix_pad();
            f = g.to_bytes().unwrap_or_default();
            set_pad(&mut f, 1 + (n % 3) as u8);
            let _ = crate::wire::fix_icrc(&mut f);
        }
        Malformation::ExtraPayload => {
            let k = if fr.roce.bth.opcode.has_payload() { 1 + n % 3 } else { 4 * (1 + n % 2) } as usize;
            let at = f.len() - 4;
            let extra: Vec<u8> = (0..k).map(|i| (n as usize + i) as u8).collect();
            f.splice(at..at, extra);
            add_ip_len(&mut f, fr, k as i32);
            add_udp_len(&mut f, fr, k as i32);
            let _ = crate::wire::fix_icrc(&mut f);
        }
        Malformation::IpLenLong => add_ip_len(&mut f, fr, 1 + (n % 200) as i32),
        Malformation::IpLenShort => {
            let ip_len = f.len() - l2 - if v4 { 0 } else { 40 };
            add_ip_len(&mut f, fr, -(1 + (n as usize % ip_len.min(64)) as i32));
        }
        Malformation::UdpLenLong => add_udp_len(&mut f, fr, 1 + (n % 200) as i32),
        Malformation::UdpLenShort => {
            let udp_len = f.len() - bth + 8;
            add_udp_len(&mut f, fr, -(1 + (n as usize % udp_len) as i32));
        }
        Malformation::Truncated => {
            let hdrs = bth + 12 + fr.roce.bth.opcode.headers().len() + 4;
            let cut = 1 + n as usize % hdrs.min(f.len() - 1);
            f.truncate(cut);
        }
        Malformation::Oversize => {
            let mut g = fr.clone();
            if !g.roce.bth.opcode.has_payload() {
                let b = g.roce.bth;
                g.roce = RoceRepr::new(BthRepr { opcode: Opcode::RcSendOnly, pad_cnt: 0, ..b });
            }
            let hdr = g.buffer_len() - g.roce.payload.len() - usize::from(g.roce.bth.pad_cnt);
            g.roce.payload = (0..OVERSIZE_BYTES + 1 + n as usize % 700 - hdr).map(|i| (i as u32 ^ n) as u8).collect();
            g.roce.fix_pad();
            f = g.to_bytes().unwrap_or_default();
        }
        Malformation::Ipv4Options => {
            let words = 1 + (n % 10) as usize;
            let mut opts = vec![1u8; 4 * words]; // NOP ... EOL
            opts[4 * words - 1] = 0;
            let at = l2 + 20;
            f.splice(at..at, opts);
            let mut p = Ipv4Packet::new_unchecked(&mut f[l2..]);
            p.set_version_ihl(4, 5 + words as u8);
            p.set_total_len(p.total_len() + 4 * words as u16);
            p.fill_checksum();
            let _ = crate::wire::fix_icrc(&mut f);
        }
        Malformation::Ipv4IhlShort => {
            Ipv4Packet::new_unchecked(&mut f[l2..]).set_version_ihl(4, (n % 5) as u8);
        }
        Malformation::VersionMismatch => {
            let want = if v4 { 4 } else { 6 };
            let mut v = (n % 16) as u8;
            if v == want {
                v = if v4 { 6 } else { 4 };
            }
            f[l2] = v << 4 | (f[l2] & 0x0F);
        }
        Malformation::NotIp => {
            let mut t = (n >> 8) as u16;
            if matches!(t, ETHERTYPE_IPV4 | ETHERTYPE_IPV6 | ETHERTYPE_VLAN) {
                t = 0x0806;
            }
            let mut e = EthernetFrame::new_unchecked(&mut f[..]);
            if fr.eth.vlan.is_some() {
                e.set_inner_type(t);
            } else {
                e.set_outer_type(t);
            }
        }
        Malformation::Runt => {
            let len = 1 + n as usize % 59;
            if n & 0x8000_0000 != 0 {
                f = (0..len).map(|i| (n >> (i % 4 * 8)) as u8 ^ i as u8).collect();
            } else {
                f.truncate(len);
            }
        }
    }
    f
}

/// A malformed frame: any kind of [Malformation] applied to any frame (payload up to 300 bytes).
pub fn arb_malformed_frame() -> BoxedStrategy<(Malformation, Vec<u8>)> {
    (proptest::sample::select(Malformation::ALL.to_vec()), arb_frame_repr_max(300), any::<u32>())
        .prop_map(|(k, fr, n)| (k, malform(&fr, k, n)))
        .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{Decoded, Layer, WireError};

    #[test]
    fn sample_frames_cover_everything_and_parse() {
        let frames = sample_frames();
        assert_eq!(frames.len(), Opcode::all().len() * 4);
        let mut pads = std::collections::HashSet::new();
        for f in &frames {
            let bytes = f.to_bytes().unwrap();
            assert_eq!(FrameRepr::parse(&bytes).as_ref(), Ok(f));
            match crate::wire::decode(&bytes) {
                Decoded::Roce(d) => assert!(d.icrc_ok()),
                Decoded::NotRoce(n) => panic!("{n}"),
            }
            if f.roce.bth.opcode.has_payload() {
                pads.insert((f.roce.bth.opcode, f.roce.bth.pad_cnt));
            }
        }
        let with_payload = Opcode::all().iter().filter(|o| o.has_payload()).count();
        assert_eq!(pads.len(), with_payload * 4, "every payload opcode with pad 0..=3");
    }
    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        /// Golden rejects every malformed frame except the kinds that are well-formed RoCEv2
        /// (oversize frames, which the port refuses before the parse, and a PadCnt change that
        /// still fits); IPv4 options as `BadField IPv4.ihl`; never panics.
        #[test]
        fn malformed_frames_are_rejected_by_golden((kind, f) in arb_malformed_frame()) {
            let r = FrameRepr::parse(&f);
            match kind {
                Malformation::Oversize => {
                    prop_assert!(r.is_ok(), "{:?}", r);
                    prop_assert!(f.len() > OVERSIZE_BYTES);
                }
                Malformation::Ipv4Options if f[12] == 0x08 || f[16] == 0x08 => {
                    prop_assert!(
                        matches!(r, Err(WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: 6..=15 })),
                        "{:?}", r
                    );
                }
                Malformation::Runt => prop_assert!(f.len() < 60 && r.is_err()),
                Malformation::PadCnt => {}
                _ => prop_assert!(r.is_err(), "{:?} accepted", kind),
            }
        }
    }
}
