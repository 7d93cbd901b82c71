//! IPv6 fixed header (40 bytes).
//!
//! ```text
//!  0..4   version(31:28) traffic class(27:20) flow label(19:0)
//!  4..6   payload length         6  next header     7  hop limit
//!  8..24  source                 24..40 destination
//! ```
//! Extension headers are not followed: a next header other than UDP (17) is "not UDP".
//! `check_len` verifies that the 40-byte header and the stated payload length fit the buffer;
//! bytes beyond the payload length (Ethernet padding) are ignored.
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{in_range, need, Layer, WireError};
use super::{rd16, rd32, wr16, wr32};

/// Length of the IPv6 fixed header.
pub const HEADER_LEN: usize = 40;

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `ver_tc_flow` (4 bytes).
    pub const VER_TC_FLOW: usize = 0;
    /// Offset of `payload_len` (2 bytes).
    pub const PAYLOAD_LEN: usize = 4;
    /// Offset of `next_header`.
    pub const NEXT_HEADER: usize = 6;
    /// Offset of `hop_limit`.
    pub const HOP_LIMIT: usize = 7;
    /// Offset of `src` (16 bytes).
    pub const SRC: usize = 8;
    /// Offset of `dst` (16 bytes).
    pub const DST: usize = 24;
}

/// Zero-copy view of an IPv6 packet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Packet<T: AsRef<[u8]>> {
    buffer: T,
}

impl<T: AsRef<[u8]>> Packet<T> {
    /// Wraps a buffer without checking its length (accessors may then panic).
    pub const fn new_unchecked(buffer: T) -> Packet<T> {
        Packet { buffer }
    }
    /// Wraps a buffer after `check_len`.
    pub fn new_checked(buffer: T) -> Result<Packet<T>, WireError> {
        let p = Packet::new_unchecked(buffer);
        p.check_len()?;
        Ok(p)
    }
    /// Checks: 40 bytes present (`Truncated`), 40 + payload length <= buffer (`Length payload_len`).
    pub fn check_len(&self) -> Result<(), WireError> {
        let len = self.buffer.as_ref().len();
        need(Layer::Ipv6, HEADER_LEN, len)?;
        let total = HEADER_LEN + usize::from(self.payload_len());
        if total > len {
            return Err(WireError::Length {
                layer: Layer::Ipv6,
                field: "payload_len",
                stated: usize::from(self.payload_len()),
                actual: len - HEADER_LEN,
            });
        }
        Ok(())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    fn word0(&self) -> u32 {
        rd32(self.buffer.as_ref(), field::VER_TC_FLOW)
    }
    /// IP version (6).
    pub fn version(&self) -> u8 {
        (self.word0() >> 28) as u8
    }
    /// Traffic class (DSCP << 2 | ECN).
    pub fn traffic_class(&self) -> u8 {
        (self.word0() >> 20) as u8
    }
    /// ECN bits of the traffic class.
    pub fn ecn(&self) -> u8 {
        self.traffic_class() & 3
    }
    /// Flow label (20 bits).
    pub fn flow_label(&self) -> u32 {
        self.word0() & 0xF_FFFF
    }
    /// Payload length (bytes after the 40-byte header).
    pub fn payload_len(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::PAYLOAD_LEN)
    }
    /// Next header (17 = UDP).
    pub fn next_header(&self) -> u8 {
        self.buffer.as_ref()[field::NEXT_HEADER]
    }
    /// Hop limit.
    pub fn hop_limit(&self) -> u8 {
        self.buffer.as_ref()[field::HOP_LIMIT]
    }
    /// Source address.
    pub fn src_addr(&self) -> [u8; 16] {
        let mut a = [0u8; 16];
        a.copy_from_slice(&self.buffer.as_ref()[field::SRC..field::SRC + 16]);
        a
    }
    /// Destination address.
    pub fn dst_addr(&self) -> [u8; 16] {
        let mut a = [0u8; 16];
        a.copy_from_slice(&self.buffer.as_ref()[field::DST..field::DST + 16]);
        a
    }
    /// The IP packet: header + payload (trailing bytes dropped).
    pub fn packet(&self) -> &[u8] {
        &self.buffer.as_ref()[..HEADER_LEN + usize::from(self.payload_len())]
    }
    /// The payload, as long as the payload length says.
    pub fn payload(&self) -> &[u8] {
        &self.buffer.as_ref()[HEADER_LEN..HEADER_LEN + usize::from(self.payload_len())]
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets version, traffic class and flow label (low 20 bits of `flow`).
    pub fn set_ver_tc_flow(&mut self, version: u8, tc: u8, flow: u32) {
        let w = (u32::from(version) << 28) | (u32::from(tc) << 20) | (flow & 0xF_FFFF);
        wr32(self.buffer.as_mut(), field::VER_TC_FLOW, w)
    }
    /// Sets the payload length.
    pub fn set_payload_len(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::PAYLOAD_LEN, v)
    }
    /// Sets the next header.
    pub fn set_next_header(&mut self, v: u8) {
        self.buffer.as_mut()[field::NEXT_HEADER] = v
    }
    /// Sets the hop limit.
    pub fn set_hop_limit(&mut self, v: u8) {
        self.buffer.as_mut()[field::HOP_LIMIT] = v
    }
    /// Sets the source address.
    pub fn set_src_addr(&mut self, a: [u8; 16]) {
        self.buffer.as_mut()[field::SRC..field::SRC + 16].copy_from_slice(&a)
    }
    /// Sets the destination address.
    pub fn set_dst_addr(&mut self, a: [u8; 16]) {
        self.buffer.as_mut()[field::DST..field::DST + 16].copy_from_slice(&a)
    }
}

/// Parsed IPv6 header. Payload length is derived on emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Ipv6Repr {
    /// Source address.
    pub src: [u8; 16],
    /// Destination address.
    pub dst: [u8; 16],
    /// Traffic class (DSCP << 2 | ECN).
    pub traffic_class: u8,
    /// Flow label (20 bits).
    pub flow_label: u32,
    /// Hop limit.
    pub hop_limit: u8,
    /// Next header.
    pub next_header: u8,
}

impl Ipv6Repr {
    /// Reads the header: `check_len`, then version (`BadField version`).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<Ipv6Repr, WireError> {
        p.check_len()?;
        if p.version() != 6 {
            return Err(WireError::BadField { layer: Layer::Ipv6, field: "version", value: p.version().into() });
        }
        Ok(Ipv6Repr {
            src: p.src_addr(),
            dst: p.dst_addr(),
            traffic_class: p.traffic_class(),
            flow_label: p.flow_label(),
            hop_limit: p.hop_limit(),
            next_header: p.next_header(),
        })
    }
    /// Header length `emit` writes (40).
    pub const fn buffer_len(&self) -> usize {
        HEADER_LEN
    }
    /// Checks the flow label (20 bits).
    pub fn check(&self) -> Result<(), WireError> {
        in_range(Layer::Ipv6, "flow_label", self.flow_label.into(), 0xF_FFFF)
    }
    /// Writes the header for a payload of `payload_len` bytes (`Err` if the buffer is short, the
    /// flow label exceeds 20 bits or the payload exceeds 65535 bytes).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>, payload_len: usize) -> Result<(), WireError> {
        self.check()?;
        in_range(Layer::Ipv6, "payload_len", payload_len as u64, 0xFFFF)?;
        need(Layer::Ipv6, HEADER_LEN, p.buffer.as_ref().len())?;
        p.set_ver_tc_flow(6, self.traffic_class, self.flow_label);
        p.set_payload_len(payload_len as u16);
        p.set_next_header(self.next_header);
        p.set_hop_limit(self.hop_limit);
        p.set_src_addr(self.src);
        p.set_dst_addr(self.dst);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // fd00::1 -> fd00::2, TC 0x02, flow 0x12345, payload 8, UDP, hop limit 64
    static BYTES: [u8; 48] = [
        0x60, 0x21, 0x23, 0x45, 0x00, 0x08, 0x11, 0x40, //
        0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, //
        0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, //
        1, 2, 3, 4, 5, 6, 7, 8,
    ];

    fn addr(last: u8) -> [u8; 16] {
        let mut a = [0u8; 16];
        a[0] = 0xfd;
        a[15] = last;
        a
    }

    fn repr() -> Ipv6Repr {
        Ipv6Repr { src: addr(1), dst: addr(2), traffic_class: 0x02, flow_label: 0x12345, hop_limit: 64, next_header: 17 }
    }

    #[test]
    fn deconstruct() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.version(), 6);
        assert_eq!(p.traffic_class(), 0x02);
        assert_eq!(p.ecn(), 2);
        assert_eq!(p.flow_label(), 0x12345);
        assert_eq!(p.payload_len(), 8);
        assert_eq!(p.next_header(), 17);
        assert_eq!(p.hop_limit(), 64);
        assert_eq!(p.src_addr(), addr(1));
        assert_eq!(p.dst_addr(), addr(2));
        assert_eq!(p.payload(), &[1, 2, 3, 4, 5, 6, 7, 8]);
    }

    #[test]
    fn construct_parse_emit() {
        assert_eq!(Ipv6Repr::parse(&Packet::new_unchecked(&BYTES[..])), Ok(repr()));
        let mut out = [0xEEu8; 40];
        repr().emit(&mut Packet::new_unchecked(&mut out[..]), 8).unwrap();
        assert_eq!(out[..], BYTES[..40]);
        let mut c = [0u8; 40];
        let mut p = Packet::new_unchecked(&mut c[..]);
        p.set_ver_tc_flow(6, 0x02, 0x12345);
        p.set_payload_len(8);
        p.set_next_header(17);
        p.set_hop_limit(64);
        p.set_src_addr(addr(1));
        p.set_dst_addr(addr(2));
        assert_eq!(c[..], BYTES[..40]);
        let mut x = BYTES;
        x[0] = 0x40;
        assert_eq!(
            Ipv6Repr::parse(&Packet::new_unchecked(&x[..])),
            Err(WireError::BadField { layer: Layer::Ipv6, field: "version", value: 4 })
        );
    }

    #[test]
    fn impossible_lengths() {
        for n in 0..40 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Ipv6, required: 40, actual: n }
            );
        }
        for n in 40..48 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Length { layer: Layer::Ipv6, field: "payload_len", stated: 8, actual: n - 40 }
            );
        }
        let mut short = [0u8; 39];
        assert!(repr().emit(&mut Packet::new_unchecked(&mut short[..]), 0).is_err());
        let mut buf = [0u8; 40];
        assert!(repr().emit(&mut Packet::new_unchecked(&mut buf[..]), 65536).is_err());
        let bad = Ipv6Repr { flow_label: 0x10_0000, ..repr() };
        assert_eq!(
            bad.emit(&mut Packet::new_unchecked(&mut buf[..]), 0),
            Err(WireError::BadField { layer: Layer::Ipv6, field: "flow_label", value: 0x10_0000 })
        );
    }
}
