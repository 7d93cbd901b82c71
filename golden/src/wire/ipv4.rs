//! IPv4 header.
//!
//! ```text
//!  0      version(7:4) IHL(3:0)         8      TTL
//!  1      DSCP(7:2) ECN(1:0)            9      protocol
//!  2..4   total length                  10..12 header checksum
//!  4..6   identification                12..16 source
//!  6..8   flags(DF 0x4000, MF 0x2000)   16..20 destination
//!         fragment offset (12:0)        20..   options (IHL > 5)
//! ```
//! IHL > 5: accepted by this view; the options are skipped (they are still covered by the
//! header checksum and the ICRC) and not kept in [`Ipv4Repr`], so `emit` always writes IHL 5.
//! Whole RoCEv2 frames with options are refused by [`super::FrameRepr::parse`] (why: see
//! [`super::frame`]).
//! `parse` verifies the version (4) and the header checksum over the whole IHL*4 bytes.
//! `check_len` verifies IHL >= 5, that the header fits, and that the total length is at least
//! the header and at most the buffer; bytes beyond the total length (Ethernet padding) are
//! ignored. After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{in_range, need, Layer, WireError};
use super::{rd16, wr16, NotRoce};

/// Length of an IPv4 header without options.
pub const HEADER_LEN: usize = 20;

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `ver_ihl`.
    pub const VER_IHL: usize = 0;
    /// Offset of `tos`.
    pub const TOS: usize = 1;
    /// Offset of `total_len`.
    pub const TOTAL_LEN: usize = 2;
    /// Offset of `ident`.
    pub const IDENT: usize = 4;
    /// Offset of `flags_frag`.
    pub const FLAGS_FRAG: usize = 6;
    /// Offset of `ttl`.
    pub const TTL: usize = 8;
    /// Offset of `protocol`.
    pub const PROTOCOL: usize = 9;
    /// Offset of `checksum`.
    pub const CHECKSUM: usize = 10;
    /// Offset of `src`.
    pub const SRC: usize = 12;
    /// Offset of `dst`.
    pub const DST: usize = 16;
}

/// The Internet checksum (RFC 1071) of `data`: ones' complement of the ones' complement sum
/// of the 16-bit big-endian words (an odd last byte is padded with zero).
pub fn checksum(data: &[u8]) -> u16 {
    let mut sum: u32 = 0;
    let mut chunks = data.chunks_exact(2);
    for c in &mut chunks {
        sum += u32::from(u16::from_be_bytes([c[0], c[1]]));
    }
    if let [last] = chunks.remainder() {
        sum += u32::from(*last) << 8;
    }
    while sum > 0xFFFF {
        sum = (sum & 0xFFFF) + (sum >> 16);
    }
    !(sum as u16)
}

/// Zero-copy view of an IPv4 packet.
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
    /// Checks: 20 bytes present (`Truncated`), IHL >= 5 (`BadField ihl`), IHL*4 bytes present
    /// (`Truncated`), header_len <= total length (`Length total_len`), total length <= buffer
    /// (`Length total_len`).
    pub fn check_len(&self) -> Result<(), WireError> {
        let len = self.buffer.as_ref().len();
        need(Layer::Ipv4, HEADER_LEN, len)?;
        let ihl = self.buffer.as_ref()[field::VER_IHL] & 0xF;
        if ihl < 5 {
            return Err(WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: ihl.into() });
        }
        let hlen = self.header_len();
        need(Layer::Ipv4, hlen, len)?;
        let total = usize::from(self.total_len());
        if total < hlen {
            return Err(WireError::Length { layer: Layer::Ipv4, field: "total_len", stated: total, actual: hlen });
        }
        if total > len {
            return Err(WireError::Length { layer: Layer::Ipv4, field: "total_len", stated: total, actual: len });
        }
        Ok(())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    fn b(&self, i: usize) -> u8 {
        self.buffer.as_ref()[i]
    }
    /// IP version (4 for IPv4).
    pub fn version(&self) -> u8 {
        self.b(field::VER_IHL) >> 4
    }
    /// Header length in bytes (IHL * 4).
    pub fn header_len(&self) -> usize {
        usize::from(self.b(field::VER_IHL) & 0xF) * 4
    }
    /// The TOS byte (DSCP << 2 | ECN).
    pub fn tos(&self) -> u8 {
        self.b(field::TOS)
    }
    /// Differentiated services code point (6 bits).
    pub fn dscp(&self) -> u8 {
        self.tos() >> 2
    }
    /// Explicit congestion notification (2 bits; 3 = CE).
    pub fn ecn(&self) -> u8 {
        self.tos() & 3
    }
    /// Total length (header + payload).
    pub fn total_len(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::TOTAL_LEN)
    }
    /// Identification.
    pub fn ident(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::IDENT)
    }
    /// Don't Fragment.
    pub fn dont_frag(&self) -> bool {
        rd16(self.buffer.as_ref(), field::FLAGS_FRAG) & 0x4000 != 0
    }
    /// More Fragments.
    pub fn more_frags(&self) -> bool {
        rd16(self.buffer.as_ref(), field::FLAGS_FRAG) & 0x2000 != 0
    }
    /// The reserved (evil) flag bit.
    pub fn reserved_flag(&self) -> bool {
        rd16(self.buffer.as_ref(), field::FLAGS_FRAG) & 0x8000 != 0
    }
    /// Fragment offset in 8-byte units.
    pub fn frag_offset(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::FLAGS_FRAG) & 0x1FFF
    }
    /// Time to live.
    pub fn ttl(&self) -> u8 {
        self.b(field::TTL)
    }
    /// Protocol of the payload (17 = UDP).
    pub fn protocol(&self) -> u8 {
        self.b(field::PROTOCOL)
    }
    /// Header checksum as on the wire.
    pub fn checksum(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::CHECKSUM)
    }
    /// Source address.
    pub fn src_addr(&self) -> [u8; 4] {
        let b = self.buffer.as_ref();
        [b[field::SRC], b[field::SRC + 1], b[field::SRC + 2], b[field::SRC + 3]]
    }
    /// Destination address.
    pub fn dst_addr(&self) -> [u8; 4] {
        let b = self.buffer.as_ref();
        [b[field::DST], b[field::DST + 1], b[field::DST + 2], b[field::DST + 3]]
    }
    /// The checksum the header should carry (computed with the checksum field as zero).
    pub fn compute_checksum(&self) -> u16 {
        let h = &self.buffer.as_ref()[..self.header_len()];
        // Sum over the header with the checksum field skipped == field taken as zero.
        let mut tmp = [0u8; 60];
        tmp[..h.len()].copy_from_slice(h);
        tmp[field::CHECKSUM] = 0;
        tmp[field::CHECKSUM + 1] = 0;
        checksum(&tmp[..h.len()])
    }
    /// True when the header checksum is right.
    pub fn verify_checksum(&self) -> bool {
        checksum(&self.buffer.as_ref()[..self.header_len()]) == 0
    }
    /// The whole header, options included.
    pub fn header(&self) -> &[u8] {
        &self.buffer.as_ref()[..self.header_len()]
    }
    /// The options (empty when IHL = 5).
    pub fn options(&self) -> &[u8] {
        &self.buffer.as_ref()[HEADER_LEN..self.header_len()]
    }
    /// The IP packet: header + payload, up to the total length (trailing bytes dropped).
    pub fn packet(&self) -> &[u8] {
        &self.buffer.as_ref()[..usize::from(self.total_len())]
    }
    /// The payload: from the end of the header to the total length.
    pub fn payload(&self) -> &[u8] {
        &self.buffer.as_ref()[self.header_len()..usize::from(self.total_len())]
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets version and IHL (IHL in 32-bit words).
    pub fn set_version_ihl(&mut self, version: u8, ihl: u8) {
        self.buffer.as_mut()[field::VER_IHL] = (version << 4) | (ihl & 0xF)
    }
    /// Sets the TOS byte.
    pub fn set_tos(&mut self, v: u8) {
        self.buffer.as_mut()[field::TOS] = v
    }
    /// Sets the total length.
    pub fn set_total_len(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::TOTAL_LEN, v)
    }
    /// Sets the identification.
    pub fn set_ident(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::IDENT, v)
    }
    /// Sets the flags/fragment word.
    pub fn set_flags_frag(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::FLAGS_FRAG, v)
    }
    /// Sets the TTL.
    pub fn set_ttl(&mut self, v: u8) {
        self.buffer.as_mut()[field::TTL] = v
    }
    /// Sets the protocol.
    pub fn set_protocol(&mut self, v: u8) {
        self.buffer.as_mut()[field::PROTOCOL] = v
    }
    /// Sets the checksum field.
    pub fn set_checksum(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::CHECKSUM, v)
    }
    /// Sets the source address.
    pub fn set_src_addr(&mut self, a: [u8; 4]) {
        self.buffer.as_mut()[field::SRC..field::SRC + 4].copy_from_slice(&a)
    }
    /// Sets the destination address.
    pub fn set_dst_addr(&mut self, a: [u8; 4]) {
        self.buffer.as_mut()[field::DST..field::DST + 4].copy_from_slice(&a)
    }
    /// Computes and writes the header checksum.
    pub fn fill_checksum(&mut self) {
        let c = self.compute_checksum();
        self.set_checksum(c)
    }
}

/// Parsed IPv4 header. Total length and checksum are derived on emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Ipv4Repr {
    /// Source address.
    pub src: [u8; 4],
    /// Destination address.
    pub dst: [u8; 4],
    /// DSCP (6 bits).
    pub dscp: u8,
    /// ECN (2 bits).
    pub ecn: u8,
    /// Identification.
    pub ident: u16,
    /// Don't Fragment flag.
    pub dont_frag: bool,
    /// Time to live.
    pub ttl: u8,
    /// Protocol of the payload.
    pub protocol: u8,
}

impl Ipv4Repr {
    /// Reads the header: `check_len`, then version (`BadField version`), header checksum
    /// (`Checksum checksum`), and fragmentation (`NotRoce(Ipv4Fragment)`: RoCEv2 is never
    /// fragmented and this model does not reassemble).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<Ipv4Repr, WireError> {
        p.check_len()?;
        if p.version() != 4 {
            return Err(WireError::BadField { layer: Layer::Ipv4, field: "version", value: p.version().into() });
        }
        if !p.verify_checksum() {
            return Err(WireError::Checksum {
                layer: Layer::Ipv4,
                field: "checksum",
                wire: p.checksum().into(),
                computed: p.compute_checksum().into(),
            });
        }
        if p.more_frags() || p.frag_offset() != 0 {
            return Err(WireError::NotRoce(NotRoce::Ipv4Fragment { offset: p.frag_offset(), more: p.more_frags() }));
        }
        Ok(Ipv4Repr {
            src: p.src_addr(),
            dst: p.dst_addr(),
            dscp: p.dscp(),
            ecn: p.ecn(),
            ident: p.ident(),
            dont_frag: p.dont_frag(),
            ttl: p.ttl(),
            protocol: p.protocol(),
        })
    }
    /// Header length `emit` writes (always 20: no options).
    pub const fn buffer_len(&self) -> usize {
        HEADER_LEN
    }
    /// Checks DSCP (6 bits) and ECN (2 bits).
    pub fn check(&self) -> Result<(), WireError> {
        in_range(Layer::Ipv4, "dscp", self.dscp.into(), 0x3F)?;
        in_range(Layer::Ipv4, "ecn", self.ecn.into(), 3)
    }
    /// Writes the 20-byte header for a payload of `payload_len` bytes, total length and checksum
    /// included (`Err` if the buffer is short, a field is out of range, or the total exceeds 65535).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>, payload_len: usize) -> Result<(), WireError> {
        self.check()?;
        let total = HEADER_LEN + payload_len;
        in_range(Layer::Ipv4, "total_len", total as u64, 0xFFFF)?;
        need(Layer::Ipv4, HEADER_LEN, p.buffer.as_ref().len())?;
        p.set_version_ihl(4, 5);
        p.set_tos((self.dscp << 2) | self.ecn);
        p.set_total_len(total as u16);
        p.set_ident(self.ident);
        p.set_flags_frag(if self.dont_frag { 0x4000 } else { 0 });
        p.set_ttl(self.ttl);
        p.set_protocol(self.protocol);
        p.set_src_addr(self.src);
        p.set_dst_addr(self.dst);
        p.set_checksum(0);
        let c = checksum(&p.buffer.as_ref()[..HEADER_LEN]);
        p.set_checksum(c);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // 192.168.10.1 -> 192.168.10.2, TOS 0x02, id 0x1234, DF, TTL 64, UDP, total 48.
    static BYTES: [u8; 20] = [
        0x45, 0x02, 0x00, 0x30, 0x12, 0x34, 0x40, 0x00, 0x40, 0x11, 0x00, 0x00, 192, 168, 10, 1, 192, 168, 10, 2,
    ];

    fn bytes() -> [u8; 48] {
        let mut b = [0u8; 48];
        b[..20].copy_from_slice(&BYTES);
        let c = checksum(&b[..20]);
        b[10..12].copy_from_slice(&c.to_be_bytes());
        b
    }

    fn repr() -> Ipv4Repr {
        Ipv4Repr {
            src: [192, 168, 10, 1],
            dst: [192, 168, 10, 2],
            dscp: 0,
            ecn: 2,
            ident: 0x1234,
            dont_frag: true,
            ttl: 64,
            protocol: 17,
        }
    }

    #[test]
    fn checksum_known_answer() {
        // RFC 1071 style example (Wikipedia IPv4 header checksum example): 0xB861.
        let h = [
            0x45, 0x00, 0x00, 0x73, 0x00, 0x00, 0x40, 0x00, 0x40, 0x11, 0x00, 0x00, 0xc0, 0xa8, 0x00, 0x01, 0xc0, 0xa8,
            0x00, 0xc7,
        ];
        assert_eq!(checksum(&h), 0xB861);
        assert_eq!(checksum(&[0x01]), !0x0100);
    }

    #[test]
    fn deconstruct() {
        let b = bytes();
        let p = Packet::new_checked(&b[..]).unwrap();
        assert_eq!(p.version(), 4);
        assert_eq!(p.header_len(), 20);
        assert_eq!(p.dscp(), 0);
        assert_eq!(p.ecn(), 2);
        assert_eq!(p.total_len(), 48);
        assert_eq!(p.ident(), 0x1234);
        assert!(p.dont_frag());
        assert!(!p.more_frags());
        assert_eq!(p.frag_offset(), 0);
        assert_eq!(p.ttl(), 64);
        assert_eq!(p.protocol(), 17);
        assert_eq!(p.src_addr(), [192, 168, 10, 1]);
        assert_eq!(p.dst_addr(), [192, 168, 10, 2]);
        assert!(p.verify_checksum());
        assert_eq!(p.payload().len(), 28);
        assert!(p.options().is_empty());
    }

    #[test]
    fn construct_parse_emit() {
        let b = bytes();
        assert_eq!(Ipv4Repr::parse(&Packet::new_unchecked(&b[..])), Ok(repr()));
        let mut out = [0xEEu8; 20];
        repr().emit(&mut Packet::new_unchecked(&mut out[..]), 28).unwrap();
        assert_eq!(out[..], b[..20]);
        let mut c = [0u8; 20];
        let mut p = Packet::new_unchecked(&mut c[..]);
        p.set_version_ihl(4, 5);
        p.set_tos(2);
        p.set_total_len(48);
        p.set_ident(0x1234);
        p.set_flags_frag(0x4000);
        p.set_ttl(64);
        p.set_protocol(17);
        p.set_src_addr([192, 168, 10, 1]);
        p.set_dst_addr([192, 168, 10, 2]);
        p.fill_checksum();
        assert_eq!(c[..], b[..20]);
    }

    #[test]
    fn bad_checksum_version_fragment() {
        let mut b = bytes();
        b[8] = 63; // TTL change without checksum update
        assert!(matches!(
            Ipv4Repr::parse(&Packet::new_unchecked(&b[..])),
            Err(WireError::Checksum { layer: Layer::Ipv4, field: "checksum", .. })
        ));
        let mut b = bytes();
        b[0] = 0x55;
        assert_eq!(
            Ipv4Repr::parse(&Packet::new_unchecked(&b[..])),
            Err(WireError::BadField { layer: Layer::Ipv4, field: "version", value: 5 })
        );
        let mut b = bytes();
        b[6] = 0x20; // MF
        Packet::new_unchecked(&mut b[..]).fill_checksum();
        assert_eq!(
            Ipv4Repr::parse(&Packet::new_unchecked(&b[..])),
            Err(WireError::NotRoce(NotRoce::Ipv4Fragment { offset: 0, more: true }))
        );
    }

    #[test]
    fn options_are_skipped() {
        // IHL 6: one 4-byte option (NOP NOP NOP EOL), total 52.
        let mut b = [0u8; 52];
        b[..12].copy_from_slice(&BYTES[..12]);
        b[0] = 0x46;
        b[3] = 52;
        b[12..20].copy_from_slice(&BYTES[12..20]);
        b[20..24].copy_from_slice(&[1, 1, 1, 0]);
        Packet::new_unchecked(&mut b[..]).fill_checksum();
        let p = Packet::new_checked(&b[..]).unwrap();
        assert_eq!(p.header_len(), 24);
        assert_eq!(p.options(), &[1, 1, 1, 0]);
        assert_eq!(p.payload().len(), 28);
        assert_eq!(Ipv4Repr::parse(&p), Ok(repr()));
    }

    #[test]
    fn impossible_lengths() {
        let b = bytes();
        for n in 0..20 {
            assert_eq!(
                Packet::new_checked(&b[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Ipv4, required: 20, actual: n }
            );
        }
        // total length beyond the buffer
        assert_eq!(
            Packet::new_checked(&b[..47]).unwrap_err(),
            WireError::Length { layer: Layer::Ipv4, field: "total_len", stated: 48, actual: 47 }
        );
        // trailing bytes beyond total length are fine
        let mut long = [0u8; 60];
        long[..48].copy_from_slice(&b);
        assert_eq!(Packet::new_checked(&long[..]).unwrap().payload().len(), 28);
        // IHL < 5
        let mut x = b;
        x[0] = 0x44;
        assert_eq!(
            Packet::new_checked(&x[..]).unwrap_err(),
            WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: 4 }
        );
        // IHL 15 but only 48 bytes of buffer... header 60 > 48
        let mut x = b;
        x[0] = 0x4F;
        assert_eq!(
            Packet::new_checked(&x[..]).unwrap_err(),
            WireError::Truncated { layer: Layer::Ipv4, required: 60, actual: 48 }
        );
        // total length shorter than the header
        let mut x = b;
        x[2..4].copy_from_slice(&19u16.to_be_bytes());
        assert_eq!(
            Packet::new_checked(&x[..]).unwrap_err(),
            WireError::Length { layer: Layer::Ipv4, field: "total_len", stated: 19, actual: 20 }
        );
        // emit: buffer short, total too large, range
        let mut short = [0u8; 19];
        assert!(repr().emit(&mut Packet::new_unchecked(&mut short[..]), 0).is_err());
        let mut buf = [0u8; 20];
        assert!(repr().emit(&mut Packet::new_unchecked(&mut buf[..]), 65516).is_err());
        assert!(Ipv4Repr { ecn: 4, ..repr() }.emit(&mut Packet::new_unchecked(&mut buf[..]), 0).is_err());
        assert!(Ipv4Repr { dscp: 64, ..repr() }.emit(&mut Packet::new_unchecked(&mut buf[..]), 0).is_err());
    }
}
