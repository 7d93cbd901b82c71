//! Ethernet II header with an optional IEEE 802.1Q VLAN tag (PCP/DEI/VID).
//!
//! ```text
//!  0..6   destination MAC
//!  6..12  source MAC
//!  12..14 EtherType, or TPID 0x8100 when tagged:
//!  14..16   TCI: PCP(15:13) DEI(12) VID(11:0)
//!  16..18   inner EtherType
//! ```
//! Only one 802.1Q tag is understood; an 802.1ad (0x88A8) or second tag shows up as a non-IP
//! EtherType. The FCS is not part of the frame (captures do not carry it).
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{in_range, need, Layer, WireError};
use super::{rd16, wr16, ETHERTYPE_VLAN};

/// Length of an untagged Ethernet II header.
pub const HEADER_LEN: usize = 14;
/// Length of an Ethernet II header with one 802.1Q tag.
pub const VLAN_HEADER_LEN: usize = 18;

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `dst` (6 bytes).
    pub const DST: usize = 0;
    /// Offset of `src` (6 bytes).
    pub const SRC: usize = 6;
    /// Offset of `type` (2 bytes: EtherType or TPID).
    pub const TYPE: usize = 12;
    /// Offset of `tci` (2 bytes (tagged only)).
    pub const TCI: usize = 14;
    /// Offset of `inner_type` (2 bytes (tagged only)).
    pub const INNER_TYPE: usize = 16;
}

/// Zero-copy view of an Ethernet frame.
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
    /// `Err(Truncated)` if the buffer is shorter than the header (14, or 18 when tagged).
    pub fn check_len(&self) -> Result<(), WireError> {
        let len = self.buffer.as_ref().len();
        need(Layer::Ethernet, HEADER_LEN, len)?;
        if self.outer_type() == ETHERTYPE_VLAN {
            need(Layer::Vlan, VLAN_HEADER_LEN, len)?;
        }
        Ok(())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// Destination MAC.
    pub fn dst_addr(&self) -> [u8; 6] {
        let mut a = [0u8; 6];
        a.copy_from_slice(&self.buffer.as_ref()[field::DST..field::DST + 6]);
        a
    }
    /// Source MAC.
    pub fn src_addr(&self) -> [u8; 6] {
        let mut a = [0u8; 6];
        a.copy_from_slice(&self.buffer.as_ref()[field::SRC..field::SRC + 6]);
        a
    }
    /// The EtherType/TPID at bytes 12..14.
    pub fn outer_type(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::TYPE)
    }
    /// True when an 802.1Q tag is present.
    pub fn has_vlan(&self) -> bool {
        self.outer_type() == ETHERTYPE_VLAN
    }
    /// The tag control information, if tagged.
    pub fn vlan_tci(&self) -> Option<u16> {
        self.has_vlan().then(|| rd16(self.buffer.as_ref(), field::TCI))
    }
    /// The EtherType of the payload (after the tag, if any).
    pub fn ethertype(&self) -> u16 {
        if self.has_vlan() {
            rd16(self.buffer.as_ref(), field::INNER_TYPE)
        } else {
            self.outer_type()
        }
    }
    /// Header length: 14, or 18 when tagged.
    pub fn header_len(&self) -> usize {
        if self.has_vlan() {
            VLAN_HEADER_LEN
        } else {
            HEADER_LEN
        }
    }
    /// Bytes after the header.
    pub fn payload(&self) -> &[u8] {
        &self.buffer.as_ref()[self.header_len()..]
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the destination MAC.
    pub fn set_dst_addr(&mut self, a: [u8; 6]) {
        self.buffer.as_mut()[field::DST..field::DST + 6].copy_from_slice(&a)
    }
    /// Sets the source MAC.
    pub fn set_src_addr(&mut self, a: [u8; 6]) {
        self.buffer.as_mut()[field::SRC..field::SRC + 6].copy_from_slice(&a)
    }
    /// Sets bytes 12..14 (EtherType or TPID).
    pub fn set_outer_type(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::TYPE, v)
    }
    /// Sets the TCI (tagged frames only: needs 18 bytes).
    pub fn set_vlan_tci(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::TCI, v)
    }
    /// Sets the inner EtherType (tagged frames only: needs 18 bytes).
    pub fn set_inner_type(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::INNER_TYPE, v)
    }
    /// Mutable bytes after the header.
    pub fn payload_mut(&mut self) -> &mut [u8] {
        let h = self.header_len();
        &mut self.buffer.as_mut()[h..]
    }
}

/// An 802.1Q tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct VlanTag {
    /// Priority code point (3 bits).
    pub pcp: u8,
    /// Drop eligible indicator.
    pub dei: bool,
    /// VLAN identifier (12 bits).
    pub vid: u16,
}

impl VlanTag {
    /// Decodes a TCI.
    pub fn from_tci(tci: u16) -> VlanTag {
        VlanTag { pcp: (tci >> 13) as u8, dei: tci & 0x1000 != 0, vid: tci & 0x0FFF }
    }
    /// Encodes the TCI (`Err(BadField)` if pcp > 7 or vid > 4095).
    pub fn to_tci(self) -> Result<u16, WireError> {
        in_range(Layer::Vlan, "pcp", self.pcp.into(), 7)?;
        in_range(Layer::Vlan, "vid", self.vid.into(), 0xFFF)?;
        Ok((u16::from(self.pcp) << 13) | (u16::from(self.dei) << 12) | self.vid)
    }
}

/// Parsed Ethernet header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct EthernetRepr {
    /// Destination MAC.
    pub dst: [u8; 6],
    /// Source MAC.
    pub src: [u8; 6],
    /// 802.1Q tag, if any.
    pub vlan: Option<VlanTag>,
    /// EtherType of the payload (inner EtherType when tagged).
    pub ethertype: u16,
}

impl EthernetRepr {
    /// Reads the header (checks the length first).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<EthernetRepr, WireError> {
        p.check_len()?;
        Ok(EthernetRepr {
            dst: p.dst_addr(),
            src: p.src_addr(),
            vlan: p.vlan_tci().map(VlanTag::from_tci),
            ethertype: p.ethertype(),
        })
    }
    /// Header length: 14, or 18 with a tag.
    pub fn buffer_len(&self) -> usize {
        if self.vlan.is_some() {
            VLAN_HEADER_LEN
        } else {
            HEADER_LEN
        }
    }
    /// Writes the header (`Err` if the buffer is too short or the tag is out of range).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        let layer = if self.vlan.is_some() { Layer::Vlan } else { Layer::Ethernet };
        let tci = self.vlan.map(VlanTag::to_tci).transpose()?;
        need(layer, self.buffer_len(), p.buffer.as_ref().len())?;
        p.set_dst_addr(self.dst);
        p.set_src_addr(self.src);
        match tci {
            Some(tci) => {
                p.set_outer_type(ETHERTYPE_VLAN);
                p.set_vlan_tci(tci);
                p.set_inner_type(self.ethertype);
            }
            None => p.set_outer_type(self.ethertype),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static PLAIN: [u8; 16] = [
        0x02, 0, 0, 0, 0, 0x02, // dst
        0x02, 0, 0, 0, 0, 0x01, // src
        0x08, 0x00, // IPv4
        0x45, 0x00, // payload
    ];
    static TAGGED: [u8; 18] = [
        0x02, 0, 0, 0, 0, 0x02, // dst
        0x02, 0, 0, 0, 0, 0x01, // src
        0x81, 0x00, // TPID
        0xB0, 0x64, // PCP 5, DEI 1, VID 100
        0x86, 0xDD, // IPv6
    ];

    #[test]
    fn deconstruct() {
        let p = Packet::new_checked(&PLAIN[..]).unwrap();
        assert_eq!(p.dst_addr(), [2, 0, 0, 0, 0, 2]);
        assert_eq!(p.src_addr(), [2, 0, 0, 0, 0, 1]);
        assert!(!p.has_vlan());
        assert_eq!(p.vlan_tci(), None);
        assert_eq!(p.ethertype(), 0x0800);
        assert_eq!(p.header_len(), 14);
        assert_eq!(p.payload(), &[0x45, 0x00]);
        let t = Packet::new_checked(&TAGGED[..]).unwrap();
        assert!(t.has_vlan());
        assert_eq!(t.vlan_tci(), Some(0xB064));
        assert_eq!(VlanTag::from_tci(0xB064), VlanTag { pcp: 5, dei: true, vid: 100 });
        assert_eq!(t.ethertype(), 0x86DD);
        assert_eq!(t.header_len(), 18);
        assert!(t.payload().is_empty());
    }

    #[test]
    fn construct() {
        let mut buf = [0u8; 18];
        let mut p = Packet::new_unchecked(&mut buf[..]);
        p.set_dst_addr([2, 0, 0, 0, 0, 2]);
        p.set_src_addr([2, 0, 0, 0, 0, 1]);
        p.set_outer_type(0x8100);
        p.set_vlan_tci(0xB064);
        p.set_inner_type(0x86DD);
        assert_eq!(buf, TAGGED);
    }

    #[test]
    fn parse_emit() {
        let plain = EthernetRepr { dst: [2, 0, 0, 0, 0, 2], src: [2, 0, 0, 0, 0, 1], vlan: None, ethertype: 0x0800 };
        assert_eq!(EthernetRepr::parse(&Packet::new_unchecked(&PLAIN[..])), Ok(plain));
        let mut buf = [0u8; 14];
        plain.emit(&mut Packet::new_unchecked(&mut buf[..])).unwrap();
        assert_eq!(buf[..], PLAIN[..14]);
        let tagged = EthernetRepr {
            vlan: Some(VlanTag { pcp: 5, dei: true, vid: 100 }),
            ethertype: 0x86DD,
            ..plain
        };
        assert_eq!(EthernetRepr::parse(&Packet::new_unchecked(&TAGGED[..])), Ok(tagged));
        let mut buf = [0u8; 18];
        tagged.emit(&mut Packet::new_unchecked(&mut buf[..])).unwrap();
        assert_eq!(buf, TAGGED);
        let bad = EthernetRepr { vlan: Some(VlanTag { pcp: 8, dei: false, vid: 1 }), ..plain };
        assert_eq!(
            bad.emit(&mut Packet::new_unchecked(&mut buf[..])),
            Err(WireError::BadField { layer: Layer::Vlan, field: "pcp", value: 8 })
        );
        let bad = EthernetRepr { vlan: Some(VlanTag { pcp: 0, dei: false, vid: 0x1000 }), ..plain };
        assert!(bad.emit(&mut Packet::new_unchecked(&mut buf[..])).is_err());
    }

    #[test]
    fn impossible_lengths() {
        for n in 0..14 {
            assert_eq!(
                Packet::new_checked(&PLAIN[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Ethernet, required: 14, actual: n }
            );
        }
        for n in 14..18 {
            assert_eq!(
                Packet::new_checked(&TAGGED[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Vlan, required: 18, actual: n }
            );
            let tagged = EthernetRepr::parse(&Packet::new_unchecked(&TAGGED[..])).unwrap();
            let mut short = vec![0u8; n];
            assert!(tagged.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
