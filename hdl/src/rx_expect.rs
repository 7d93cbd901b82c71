//! What the RX parser must output for a frame, from golden alone: the verdict ([reason] code) of
//! golden's strict parse, and every field of an accepted frame's record. The oracle of the RX
//! blocks' tests here and of the cosimulation's (`cosim::harness::rx` re-exports it).
use crate::rx_parser::reason;
use golden::wire::{FrameRepr, IpRepr, Layer, WireError};

/// The verdict the RX parser must give a frame: golden's strict parse ([FrameRepr::parse]) mapped
/// onto [reason] codes, after the two checks in front of any parse: the MAC error flag and the
/// port's length limit ([golden::wire::MAX_FRAME_BYTES], golden's endpoint's rule too). No rule
/// here is the hardware's own: IPv4 options, for one, are golden's `BadField IPv4.ihl`.
/// `Err` names a golden error the parser has no code for.
pub fn expected_verdict(frame: &[u8], user: bool) -> Result<u8, String> {
    if user {
        return Ok(reason::MAC_ERROR);
    }
    if frame.len() > golden::wire::MAX_FRAME_BYTES {
        // The port's length limit, golden's endpoint's rule too.
        return Ok(reason::OVERFLOW);
    }
    Ok(match FrameRepr::parse(frame) {
        Ok(_) => reason::OK,
        Err(WireError::NotRoce(_)) => reason::NOT_ROCE,
        Err(WireError::BadField { layer: Layer::Ipv4 | Layer::Ipv6, field: "version" | "ihl", .. }) => reason::BAD_IP,
        Err(WireError::Checksum { layer: Layer::Ipv4, .. }) => reason::BAD_IP_CSUM,
        Err(WireError::Checksum { layer: Layer::Icrc, .. }) => reason::BAD_ICRC,
        Err(WireError::BadField { layer: Layer::Bth, field: "opcode", .. }) => reason::BAD_OPCODE,
        Err(WireError::Truncated {
            layer:
                Layer::Deth | Layer::Reth | Layer::AtomicEth | Layer::Aeth | Layer::AtomicAckEth | Layer::ImmDt | Layer::Ieth | Layer::Cnp,
            ..
        })
        | Err(WireError::Length { layer: Layer::Bth, field: "pad_cnt", .. })
        | Err(WireError::BadField { layer: Layer::Bth, field: "pad_cnt", .. })
        | Err(WireError::Length { layer: Layer::Payload, .. }) => reason::BAD_PAD,
        Err(WireError::Truncated {
            layer: Layer::Ethernet | Layer::Vlan | Layer::Ipv4 | Layer::Ipv6 | Layer::Udp | Layer::Bth | Layer::Icrc,
            ..
        })
        | Err(WireError::Length { layer: Layer::Ipv4 | Layer::Ipv6 | Layer::Udp, .. }) => reason::BAD_LENGTH,
        Err(WireError::BadField { layer: Layer::Aeth, field: "syndrome", .. }) => reason::BAD_FIELD,
        Err(e) => return Err(format!("golden error with no RX parser code: {e}")),
    })
}


/// What every field of an accepted frame's record must be, from golden's parse of the frame
/// (`None`: the field is not meaningful for this frame: an absent header's, the VLAN fields of an
/// untagged frame). One entry per [crate::rx_parser::RxMeta] field, in no particular order.
pub fn expected_fields(frame: &[u8], r: &FrameRepr) -> Vec<(&'static str, Option<u128>)> {
    let be = |b: &[u8]| b.iter().fold(0u128, |v, &x| v << 8 | u128::from(x));
    let b = &r.roce.bth;
    let (src_ip, dst_ip) = match &r.ip {
        IpRepr::V4(v) => (be(&v.src), be(&v.dst)),
        IpRepr::V6(v) => (be(&v.src), be(&v.dst)),
    };
    let udp_at = r.eth.buffer_len() + r.ip.header_len();
    let udp_csum = golden::wire::UdpPacket::new_checked(&frame[udp_at..]).map(|u| u.checksum()).ok();
    let vlan = r.eth.vlan;
    let reth = r.roce.reth;
    let aeth = r.roce.aeth;
    let atomic = r.roce.atomic_eth;
    let v = |x: Option<u64>| x.map(u128::from);
    vec![
        ("verdict", Some(0)),
        ("payload_len", Some(r.roce.payload.len() as u128)),
        ("dst_mac", Some(be(&r.eth.dst))),
        ("src_mac", Some(be(&r.eth.src))),
        ("vlan", Some(vlan.is_some() as u128)),
        ("pcp", v(vlan.map(|t| t.pcp.into()))),
        ("dei", v(vlan.map(|t| t.dei.into()))),
        ("vid", v(vlan.map(|t| t.vid.into()))),
        ("ipv6", Some((r.ip.version() == 6) as u128)),
        ("dscp", Some(r.ip.dscp().into())),
        ("ecn", Some(r.ip.ecn().into())),
        ("src_ip", Some(src_ip)),
        ("dst_ip", Some(dst_ip)),
        ("udp_src", Some(r.udp.src_port.into())),
        ("udp_csum", udp_csum.map(u128::from)),
        ("opcode", Some(b.opcode.as_u8().into())),
        ("solicited", Some(b.solicited.into())),
        ("migreq", Some(b.migreq.into())),
        ("pad_cnt", Some(b.pad_cnt.into())),
        ("tver", Some(b.tver.into())),
        ("pkey", Some(b.pkey.into())),
        ("fecn", Some(b.fecn.into())),
        ("becn", Some(b.becn.into())),
        ("dest_qp", Some(b.dest_qp.into())),
        ("ack_req", Some(b.ack_req.into())),
        ("psn", Some(b.psn.into())),
        ("ext_flags", crate::tx_header::opcode_ext_flags(b.opcode.as_u8()).map(u128::from)),
        ("qkey", v(r.roce.deth.map(|d| d.qkey.into()))),
        ("src_qp", v(r.roce.deth.map(|d| d.src_qp.into()))),
        ("va", v(reth.map(|x| x.va).or(atomic.map(|x| x.va)))),
        ("rkey", v(reth.map(|x| x.rkey.into()).or(atomic.map(|x| x.rkey.into())))),
        ("dma_len", v(reth.map(|x| x.dma_len.into()))),
        ("swap_add", v(atomic.map(|x| x.swap_add))),
        ("compare", v(atomic.map(|x| x.compare))),
        ("syndrome", v(aeth.and_then(|a| a.syndrome.to_byte().ok()).map(u64::from))),
        ("msn", v(aeth.map(|a| a.msn.into()))),
        ("atomic_orig", v(r.roce.atomic_ack_eth.map(|x| x.orig))),
        ("immdt", v(r.roce.immdt.map(u64::from))),
        ("ieth_rkey", v(r.roce.ieth.map(u64::from))),
        // Not a property of the frame: the cycle its last beat entered ([`RxRun::last_in_cycles`]
        // when [`run_rx`] drives `time_now` with the cycle count); the tests check it per frame.
        ("rx_time", None),
        // Set only by the RX split, on the responder's copy of a congestion-marked response.
        ("cnp_only", Some(0)),
    ]
}

/// One of the RX tests' corruptions of a good frame, the verdict it is meant to cause, and the
/// `tuser` flag to send it with.
#[derive(Clone, Debug)]
pub struct Corrupted {
    /// The frame's bytes.
    pub frame: Vec<u8>,
    /// Send with the MAC's error flag.
    pub user: bool,
    /// The [reason] code the corruption is meant to cause (golden's verdict must agree).
    pub intended: u8,
    /// What was done (for failure messages).
    pub label: &'static str,
}

/// Corruption `kind` of golden frame `fr`: 1 an ICRC-covered bit flipped, 2 the IPv4 header
/// checksum (not ICRC-covered; an IPv6 frame is left good), 3 the UDP destination port, 4 an
/// unsupported opcode (3 and 4 with the ICRC fixed), 5 the MAC error flag; any other kind leaves
/// the frame good, padded to Ethernet's 60-byte minimum after the ICRC.
pub fn corrupt(fr: &FrameRepr, kind: u8) -> Corrupted {
    let mut frame = fr.to_bytes().expect("golden frames serialize");
    let ip = fr.eth.buffer_len();
    let udp = ip + fr.ip.header_len();
    let v4 = matches!(fr.ip, IpRepr::V4(_));
    let (intended, user, label) = match kind {
        1 => {
            let n = frame.len();
            frame[n - 6] ^= 0x10;
            (reason::BAD_ICRC, false, "icrc")
        }
        2 if v4 => {
            frame[ip + 10] ^= 0x01;
            (reason::BAD_IP_CSUM, false, "ipv4 checksum")
        }
        3 => {
            frame[udp + 3] ^= 0x01;
            golden::wire::fix_icrc(&mut frame).expect("a good frame's ICRC is found");
            (reason::NOT_ROCE, false, "udp port")
        }
        4 => {
            frame[udp + 8] = 0x15;
            golden::wire::fix_icrc(&mut frame).expect("a good frame's ICRC is found");
            (reason::BAD_OPCODE, false, "opcode")
        }
        5 => (reason::MAC_ERROR, true, "mac error"),
        _ => {
            if frame.len() < 60 {
                frame.resize(60, 0);
            }
            (reason::OK, false, "good")
        }
    };
    Corrupted { frame, user, intended, label }
}
