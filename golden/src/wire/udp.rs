//! UDP header (8 bytes).
//!
//! RoCEv2 uses destination port 4791 and any source port (the source port carries flow entropy).
//! UDP checksum policy: `emit` writes 0 (RoCEv2 senders do). On parse a non-zero checksum is
//! **accepted and not verified**: everything it would protect (the pseudo-header's addresses,
//! protocol and length, the ports, the UDP length and the payload) is covered by the ICRC,
//! which is always verified; IBTA Annex A17 leaves UDP checksum checking to the receiver.
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{in_range, need, Layer, WireError};
use super::{rd16, wr16};

/// Length of the UDP header.
pub const HEADER_LEN: usize = 8;

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `src_port`.
    pub const SRC_PORT: usize = 0;
    /// Offset of `dst_port`.
    pub const DST_PORT: usize = 2;
    /// Offset of `length`.
    pub const LENGTH: usize = 4;
    /// Offset of `checksum`.
    pub const CHECKSUM: usize = 6;
}

/// Zero-copy view of a UDP datagram.
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
    /// Checks: 8 bytes present (`Truncated`), length field >= 8 (`Length length`), length field
    /// <= buffer (`Length length`).
    pub fn check_len(&self) -> Result<(), WireError> {
        let len = self.buffer.as_ref().len();
        need(Layer::Udp, HEADER_LEN, len)?;
        let stated = usize::from(self.len());
        if stated < HEADER_LEN || stated > len {
            return Err(WireError::Length { layer: Layer::Udp, field: "length", stated, actual: len });
        }
        Ok(())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// Source port.
    pub fn src_port(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::SRC_PORT)
    }
    /// Destination port.
    pub fn dst_port(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::DST_PORT)
    }
    /// Length (header + payload).
    pub fn len(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::LENGTH)
    }
    /// True when the length field says 0 (never valid).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Checksum as on the wire (0 = none).
    pub fn checksum(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::CHECKSUM)
    }
    /// The payload, as long as the length field says.
    pub fn payload(&self) -> &[u8] {
        &self.buffer.as_ref()[HEADER_LEN..usize::from(self.len())]
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the source port.
    pub fn set_src_port(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::SRC_PORT, v)
    }
    /// Sets the destination port.
    pub fn set_dst_port(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::DST_PORT, v)
    }
    /// Sets the length.
    pub fn set_len(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::LENGTH, v)
    }
    /// Sets the checksum.
    pub fn set_checksum(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::CHECKSUM, v)
    }
}

/// Parsed UDP header. Length derived and checksum 0 on emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct UdpRepr {
    /// Source port (any; flow entropy in RoCEv2).
    pub src_port: u16,
    /// Destination port (4791 for RoCEv2).
    pub dst_port: u16,
}

impl UdpRepr {
    /// Reads the header (`check_len` first; the checksum is not verified, see the module docs).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<UdpRepr, WireError> {
        p.check_len()?;
        Ok(UdpRepr { src_port: p.src_port(), dst_port: p.dst_port() })
    }
    /// Header length `emit` writes (8).
    pub const fn buffer_len(&self) -> usize {
        HEADER_LEN
    }
    /// Writes the header for `payload_len` payload bytes, checksum 0 (`Err` if the buffer is short
    /// or the length exceeds 65535).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>, payload_len: usize) -> Result<(), WireError> {
        let total = HEADER_LEN + payload_len;
        in_range(Layer::Udp, "length", total as u64, 0xFFFF)?;
        need(Layer::Udp, HEADER_LEN, p.buffer.as_ref().len())?;
        p.set_src_port(self.src_port);
        p.set_dst_port(self.dst_port);
        p.set_len(total as u16);
        p.set_checksum(0);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static BYTES: [u8; 12] = [0xC0, 0x00, 0x12, 0xB7, 0x00, 0x0C, 0x00, 0x00, 0xAA, 0xBB, 0xCC, 0xDD];
    const REPR: UdpRepr = UdpRepr { src_port: 49152, dst_port: 4791 };

    #[test]
    fn deconstruct_construct_parse_emit() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.src_port(), 49152);
        assert_eq!(p.dst_port(), 4791);
        assert_eq!(p.len(), 12);
        assert_eq!(p.checksum(), 0);
        assert_eq!(p.payload(), &[0xAA, 0xBB, 0xCC, 0xDD]);
        assert_eq!(UdpRepr::parse(&p), Ok(REPR));
        let mut c = [0xFFu8; 8];
        let mut w = Packet::new_unchecked(&mut c[..]);
        w.set_src_port(49152);
        w.set_dst_port(4791);
        w.set_len(12);
        w.set_checksum(0);
        assert_eq!(c[..], BYTES[..8]);
        let mut e = [0xFFu8; 8];
        REPR.emit(&mut Packet::new_unchecked(&mut e[..]), 4).unwrap();
        assert_eq!(e[..], BYTES[..8]);
    }

    #[test]
    fn nonzero_checksum_accepted() {
        let mut b = BYTES;
        b[6] = 0x12;
        b[7] = 0x34;
        assert_eq!(UdpRepr::parse(&Packet::new_unchecked(&b[..])), Ok(REPR));
    }

    #[test]
    fn impossible_lengths() {
        for n in 0..8 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Udp, required: 8, actual: n }
            );
        }
        for n in 8..12 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Length { layer: Layer::Udp, field: "length", stated: 12, actual: n }
            );
        }
        let mut b = BYTES;
        b[5] = 7;
        assert_eq!(
            Packet::new_checked(&b[..]).unwrap_err(),
            WireError::Length { layer: Layer::Udp, field: "length", stated: 7, actual: 12 }
        );
        let mut short = [0u8; 7];
        assert!(REPR.emit(&mut Packet::new_unchecked(&mut short[..]), 0).is_err());
        let mut buf = [0u8; 8];
        assert!(REPR.emit(&mut Packet::new_unchecked(&mut buf[..]), 65528).is_err());
    }
}
