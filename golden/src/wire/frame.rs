//! Whole frames: [`FrameRepr`] (strict parse, emit with derived lengths, IPv4 checksum, pad and
//! ICRC) and [`decode`], the lenient decoder for tools.
//!
//! Parse order (the first failing check wins):
//! 1. Ethernet header (+ 802.1Q tag) present (`Truncated Ethernet/VLAN`);
//! 2. EtherType IPv4/IPv6, else `NotRoce(NotIp)`;
//! 3. IP version nibble matches the EtherType (`BadField IPv4/IPv6.version`); IPv4 without
//!    options (`BadField IPv4.ihl` for IHL > 5 once 20 bytes are present, see below); header and
//!    stated length fit the frame (`Truncated`, `BadField ihl`, `Length total_len/payload_len`;
//!    bytes beyond the IP length are Ethernet padding and ignored);
//! 4. protocol / next header UDP, else `NotRoce(NotUdp)`; IPv4 fragment: `NotRoce(Ipv4Fragment)`;
//! 5. UDP header present (`Truncated UDP`); destination port 4791, else `NotRoce(OtherPort)`;
//! 6. IPv4 header checksum (`Checksum IPv4.checksum`);
//! 7. UDP length == IP payload length (`Length UDP.length`);
//! 8. BTH present (`Truncated BTH`), ICRC present (`Truncated ICRC`), ICRC right
//!    (`Checksum ICRC.icrc`);
//! 9. BTH and extension headers ([`RoceRepr::parse`]).
//!
//! Checking the ICRC before the transport headers means a corrupted frame is reported as an ICRC
//! error, not as whatever the corruption made the headers look like.
//!
//! **IPv4 options are refused** (a choice the spec leaves open, made for every receiver here,
//! golden and RTL alike). IBTA Annex A17 has the ICRC cover the IPv4 header with its variant
//! fields masked, and says nothing for or against options; [`super::icrc`] and the
//! [`ipv4::Packet`] view handle them. But Linux rxe (`rxe_icrc_hdr`) copies a fixed
//! `sizeof(struct iphdr) + sizeof(struct udphdr)` bytes from the IP header into its ICRC
//! pseudo-header, so with options it checksums option bytes as if they were the UDP header and
//! drops every such frame from a spec-following sender; RoCE NICs do not emit options either.
//! [`FrameRepr`] cannot carry options (emit always writes IHL 5), so accepting them would make a
//! parse that does not round-trip. A frame with IHL > 5 is therefore a parse error
//! (`BadField IPv4.ihl`), checked right after the version nibble as the RX parser does.

use super::error::{need, Layer, NotRoce, WireError};
use super::icrc::{icrc, icrc_check};
use super::{ethernet, ipv4, ipv6, udp};
use super::{
    BthRepr, EthernetRepr, Ipv4Repr, Ipv6Repr, RoceRepr, UdpRepr, BTH_LEN, ETHERTYPE_IPV4, ETHERTYPE_IPV6, ICRC_LEN,
    IP_PROTO_UDP, ROCEV2_UDP_PORT,
};

/// IPv4 or IPv6 header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum IpRepr {
    /// IPv4.
    V4(Ipv4Repr),
    /// IPv6.
    V6(Ipv6Repr),
}

impl IpRepr {
    /// 4 or 6.
    pub fn version(&self) -> u8 {
        match self {
            IpRepr::V4(_) => 4,
            IpRepr::V6(_) => 6,
        }
    }
    /// The ECN bits (3 = congestion experienced).
    pub fn ecn(&self) -> u8 {
        match self {
            IpRepr::V4(r) => r.ecn,
            IpRepr::V6(r) => r.traffic_class & 3,
        }
    }
    /// Sets the ECN bits (low 2 bits of `ecn`).
    pub fn set_ecn(&mut self, ecn: u8) {
        match self {
            IpRepr::V4(r) => r.ecn = ecn & 3,
            IpRepr::V6(r) => r.traffic_class = (r.traffic_class & !3) | (ecn & 3),
        }
    }
    /// The DSCP (6 bits).
    pub fn dscp(&self) -> u8 {
        match self {
            IpRepr::V4(r) => r.dscp,
            IpRepr::V6(r) => r.traffic_class >> 2,
        }
    }
    /// Header length `emit` writes (20 or 40).
    pub fn header_len(&self) -> usize {
        match self {
            IpRepr::V4(_) => ipv4::HEADER_LEN,
            IpRepr::V6(_) => ipv6::HEADER_LEN,
        }
    }
    /// The EtherType that carries this IP version.
    pub fn ethertype(&self) -> u16 {
        match self {
            IpRepr::V4(_) => ETHERTYPE_IPV4,
            IpRepr::V6(_) => ETHERTYPE_IPV6,
        }
    }
    /// Protocol (IPv4) or next header (IPv6).
    pub fn protocol(&self) -> u8 {
        match self {
            IpRepr::V4(r) => r.protocol,
            IpRepr::V6(r) => r.next_header,
        }
    }
}

/// A whole frame: Ethernet (+VLAN), IPv4/IPv6, UDP, RoCE. Lengths, the IPv4 checksum, pad bytes
/// (zero) and the ICRC are computed by emit; parse verifies them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct FrameRepr {
    /// Ethernet header; `ethertype` must match the IP version.
    pub eth: EthernetRepr,
    /// IP header; protocol / next header must be 17.
    pub ip: IpRepr,
    /// UDP header; `dst_port` must be 4791.
    pub udp: UdpRepr,
    /// BTH, extension headers and payload.
    pub roce: RoceRepr,
}

/// Where the pieces of a RoCEv2 frame are (steps 1-7 of the parse order passed).
struct Located<'a> {
    eth: EthernetRepr,
    ip: IpRepr,
    udp: UdpRepr,
    /// IP header .. end of the IP length (ICRC included).
    ip_packet: &'a [u8],
    /// The UDP payload (BTH .. ICRC).
    udp_payload: &'a [u8],
}

/// Steps 1-7 of the parse order.
fn locate(frame: &[u8]) -> Result<Located<'_>, WireError> {
    let e = ethernet::Packet::new_checked(frame)?;
    let eth = EthernetRepr::parse(&e)?;
    // Offsets, not the views' borrowed slices, so the result borrows `frame` itself.
    let l3: &[u8] = &frame[e.header_len()..];
    let (ip, ip_packet, ip_payload) = match eth.ethertype {
        ETHERTYPE_IPV4 => {
            let first = *l3.first().ok_or(WireError::Truncated { layer: Layer::Ipv4, required: ipv4::HEADER_LEN, actual: 0 })?;
            if first >> 4 != 4 {
                return Err(WireError::BadField { layer: Layer::Ipv4, field: "version", value: (first >> 4).into() });
            }
            // No options (see the module docs); a shorter header is the view's `Truncated`.
            if l3.len() >= ipv4::HEADER_LEN && first & 0xF > 5 {
                return Err(WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: (first & 0xF).into() });
            }
            let p = ipv4::Packet::new_checked(l3)?;
            if p.protocol() != IP_PROTO_UDP {
                return Err(WireError::NotRoce(NotRoce::NotUdp { protocol: p.protocol() }));
            }
            if p.more_frags() || p.frag_offset() != 0 {
                return Err(WireError::NotRoce(NotRoce::Ipv4Fragment { offset: p.frag_offset(), more: p.more_frags() }));
            }
            classify_udp(p.payload())?;
            let r = Ipv4Repr::parse(&p)?; // version, checksum
            let (h, t) = (p.header_len(), p.packet().len());
            (IpRepr::V4(r), &l3[..t], &l3[h..t])
        }
        ETHERTYPE_IPV6 => {
            let first = *l3.first().ok_or(WireError::Truncated { layer: Layer::Ipv6, required: ipv6::HEADER_LEN, actual: 0 })?;
            if first >> 4 != 6 {
                return Err(WireError::BadField { layer: Layer::Ipv6, field: "version", value: (first >> 4).into() });
            }
            let p = ipv6::Packet::new_checked(l3)?;
            if p.next_header() != IP_PROTO_UDP {
                return Err(WireError::NotRoce(NotRoce::NotUdp { protocol: p.next_header() }));
            }
            classify_udp(p.payload())?;
            let r = Ipv6Repr::parse(&p)?;
            let t = p.packet().len();
            (IpRepr::V6(r), &l3[..t], &l3[ipv6::HEADER_LEN..t])
        }
        other => return Err(WireError::NotRoce(NotRoce::NotIp { ethertype: other })),
    };
    let u = udp::Packet::new_checked(ip_payload)?;
    if usize::from(u.len()) != ip_payload.len() {
        return Err(WireError::Length { layer: Layer::Udp, field: "length", stated: u.len().into(), actual: ip_payload.len() });
    }
    let udp = UdpRepr::parse(&u)?;
    let udp_payload = &ip_payload[udp::HEADER_LEN..];
    Ok(Located { eth, ip, udp, ip_packet, udp_payload })
}

/// UDP header present and destination port 4791.
fn classify_udp(ip_payload: &[u8]) -> Result<(), WireError> {
    need(Layer::Udp, udp::HEADER_LEN, ip_payload.len())?;
    let dst_port = u16::from_be_bytes([ip_payload[2], ip_payload[3]]);
    if dst_port != ROCEV2_UDP_PORT {
        return Err(WireError::NotRoce(NotRoce::OtherPort { dst_port }));
    }
    Ok(())
}

/// Start and end (exclusive) of the IP packet in a frame, by the IP length field (Ethernet
/// padding excluded). Only the lengths are checked.
pub(crate) fn ip_span(frame: &[u8]) -> Result<(usize, usize), WireError> {
    let e = ethernet::Packet::new_checked(frame)?;
    let start = e.header_len();
    let l3 = e.payload();
    let len = match l3.first().map(|b| b >> 4) {
        Some(4) => ipv4::Packet::new_checked(l3)?.packet().len(),
        Some(6) => ipv6::Packet::new_checked(l3)?.packet().len(),
        Some(v) => return Err(WireError::BadField { layer: Layer::Icrc, field: "ip_version", value: v.into() }),
        None => return Err(WireError::Truncated { layer: Layer::Ipv4, required: ipv4::HEADER_LEN, actual: 0 }),
    };
    Ok((start, start + len))
}

/// Step 8: BTH and ICRC present, ICRC right. Returns (wire, computed).
fn check_icrc(loc: &Located<'_>) -> Result<(u32, u32), WireError> {
    need(Layer::Bth, BTH_LEN, loc.udp_payload.len())?;
    need(Layer::Icrc, BTH_LEN + ICRC_LEN, loc.udp_payload.len())?;
    let (wire, computed) = icrc_check(loc.ip_packet)?;
    if wire != computed {
        return Err(WireError::Checksum { layer: Layer::Icrc, field: "icrc", wire, computed });
    }
    Ok((wire, computed))
}

impl FrameRepr {
    /// Total frame length `emit` writes (no FCS, no padding to 60 bytes).
    pub fn buffer_len(&self) -> usize {
        self.eth.buffer_len() + self.ip.header_len() + udp::HEADER_LEN + self.roce.buffer_len()
    }

    /// Checks the frame-level consistency: EtherType matches the IP version, protocol is UDP,
    /// destination port is 4791, plus [`RoceRepr::check`].
    pub fn check(&self) -> Result<(), WireError> {
        if self.eth.ethertype != self.ip.ethertype() {
            return Err(WireError::Inconsistent { layer: Layer::Ethernet, field: "ethertype", reason: "must match the IP version" });
        }
        if self.ip.protocol() != IP_PROTO_UDP {
            let layer = if self.ip.version() == 4 { Layer::Ipv4 } else { Layer::Ipv6 };
            return Err(WireError::Inconsistent { layer, field: "protocol", reason: "must be UDP (17)" });
        }
        if self.udp.dst_port != ROCEV2_UDP_PORT {
            return Err(WireError::Inconsistent { layer: Layer::Udp, field: "dst_port", reason: "must be 4791" });
        }
        self.roce.check()
    }

    /// Writes the frame into `buf[..buffer_len()]` (bytes beyond are untouched): lengths, IPv4
    /// header checksum, UDP checksum 0, zero pad bytes and the ICRC are computed.
    /// `Err` if `buf` is too short (`Truncated Ethernet`) or the repr is inconsistent.
    pub fn emit(&self, buf: &mut [u8]) -> Result<(), WireError> {
        self.check()?;
        let n = self.buffer_len();
        need(Layer::Ethernet, n, buf.len())?;
        let buf = &mut buf[..n];
        let l2 = self.eth.buffer_len();
        self.eth.emit(&mut ethernet::Packet::new_unchecked(&mut buf[..l2]))?;
        let l3 = self.ip.header_len();
        let roce_len = self.roce.buffer_len();
        let ip_payload = udp::HEADER_LEN + roce_len;
        match &self.ip {
            IpRepr::V4(r) => r.emit(&mut ipv4::Packet::new_unchecked(&mut buf[l2..l2 + l3]), ip_payload)?,
            IpRepr::V6(r) => r.emit(&mut ipv6::Packet::new_unchecked(&mut buf[l2..l2 + l3]), ip_payload)?,
        }
        let l4 = l2 + l3;
        self.udp.emit(&mut udp::Packet::new_unchecked(&mut buf[l4..l4 + udp::HEADER_LEN]), roce_len)?;
        self.roce.emit(&mut buf[l4 + udp::HEADER_LEN..])?;
        let c = icrc(&buf[l2..n - ICRC_LEN])?;
        buf[n - ICRC_LEN..].copy_from_slice(&c.to_le_bytes());
        Ok(())
    }

    /// `emit` into a new vector of `buffer_len()` bytes.
    pub fn to_bytes(&self) -> Result<Vec<u8>, WireError> {
        let mut v = vec![0u8; self.buffer_len()];
        self.emit(&mut v)?;
        Ok(v)
    }

    /// Strict parse: any error, bad ICRC included; `Err(WireError::NotRoce(..))` when the frame is
    /// not RoCEv2. See the module docs for the order of the checks.
    pub fn parse(frame: &[u8]) -> Result<FrameRepr, WireError> {
        let loc = locate(frame)?;
        check_icrc(&loc)?;
        let roce = RoceRepr::parse(loc.udp_payload)?;
        Ok(FrameRepr { eth: loc.eth, ip: loc.ip, udp: loc.udp, roce })
    }
}

/// Result of [`decode`]. (The size difference between the variants is accepted: a decoded frame
/// is produced once per frame and consumed at once.)
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Decoded {
    /// Not a RoCEv2 frame (not IP, not UDP, other port, IPv4 fragment).
    NotRoce(NotRoce),
    /// A RoCEv2 frame, or a frame too broken to tell (then `ip_version` may be 0 and `result`
    /// holds the error).
    Roce(RoceDecoded),
}

/// What [`decode`] could read of a (possibly) RoCEv2 frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoceDecoded {
    /// 4 or 6 (from the EtherType); 0 if the Ethernet header itself was unreadable.
    pub ip_version: u8,
    /// The BTH, when 12 bytes of it were present and the opcode is known (ICRC not required).
    pub bth: Option<BthRepr>,
    /// The raw opcode byte, when the BTH was present (also for unknown opcodes).
    pub opcode_raw: Option<u8>,
    /// BTH + extension headers + payload as read, when they parse (ICRC not required).
    pub roce: Option<RoceRepr>,
    /// ICRC found on the wire (4 bytes at the IP length's end, little-endian).
    pub icrc_wire: Option<u32>,
    /// ICRC computed over the frame.
    pub icrc_computed: Option<u32>,
    /// The strict parse: `Ok` only when every check passed.
    pub result: Result<FrameRepr, WireError>,
}

impl RoceDecoded {
    /// True when both ICRC values are known and equal.
    pub fn icrc_ok(&self) -> bool {
        matches!((self.icrc_wire, self.icrc_computed), (Some(w), Some(c)) if w == c)
    }
}

/// Lenient decode for tools (`roce decode`): never fails and never panics; keeps what it could
/// read. `result` equals what [`FrameRepr::parse`] returns.
pub fn decode(frame: &[u8]) -> Decoded {
    let loc = match locate(frame) {
        Ok(l) => l,
        Err(WireError::NotRoce(n)) => return Decoded::NotRoce(n),
        Err(e) => {
            let ip_version = match ethernet::Packet::new_checked(frame) {
                Ok(p) if p.ethertype() == ETHERTYPE_IPV6 => 6,
                Ok(_) => 4,
                Err(_) => 0,
            };
            return Decoded::Roce(RoceDecoded {
                ip_version,
                bth: None,
                opcode_raw: None,
                roce: None,
                icrc_wire: None,
                icrc_computed: None,
                result: Err(e),
            });
        }
    };
    let ip_version = loc.ip.version();
    let (bth, opcode_raw) = match super::bth::Packet::new_checked(loc.udp_payload) {
        Ok(p) => (BthRepr::parse(&p).ok(), Some(p.opcode_raw())),
        Err(_) => (None, None),
    };
    let (icrc_wire, icrc_computed) = if loc.udp_payload.len() >= BTH_LEN + ICRC_LEN {
        match icrc_check(loc.ip_packet) {
            Ok((w, c)) => (Some(w), Some(c)),
            Err(_) => (None, None),
        }
    } else {
        (None, None)
    };
    let roce = RoceRepr::parse(loc.udp_payload).ok();
    let result = check_icrc(&loc).and_then(|_| {
        Ok(FrameRepr { eth: loc.eth, ip: loc.ip, udp: loc.udp, roce: roce.clone().map_or_else(|| RoceRepr::parse(loc.udp_payload), Ok)? })
    });
    Decoded::Roce(RoceDecoded { ip_version, bth, opcode_raw, roce, icrc_wire, icrc_computed, result })
}
