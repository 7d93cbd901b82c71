//! Datagram Extended Transport Header (DETH, 8 bytes): Q_Key, 8 reserved bits, source QP (24 bits).
//!
//! After [`Packet::check_len`] succeeds no accessor can panic. The reserved byte is ignored on
//! parse and written as zero.

use super::error::{in_range, need, Layer, WireError};
use super::{rd24, rd32, wr24, wr32, DETH_LEN};

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `qkey` (4 bytes).
    pub const QKEY: usize = 0;
    /// Offset of `resv` (1 byte).
    pub const RESV: usize = 4;
    /// Offset of `src_qp` (3 bytes).
    pub const SRC_QP: usize = 5;
}

/// Zero-copy view of a DETH.
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
    /// `Err(Truncated)` if the buffer is shorter than 8 bytes.
    pub fn check_len(&self) -> Result<(), WireError> {
        need(Layer::Deth, DETH_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// Queue key.
    pub fn qkey(&self) -> u32 {
        rd32(self.buffer.as_ref(), field::QKEY)
    }
    /// The reserved byte.
    pub fn reserved(&self) -> u8 {
        self.buffer.as_ref()[field::RESV]
    }
    /// Source queue pair number (24 bits).
    pub fn src_qp(&self) -> u32 {
        rd24(self.buffer.as_ref(), field::SRC_QP)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the queue key.
    pub fn set_qkey(&mut self, v: u32) {
        wr32(self.buffer.as_mut(), field::QKEY, v)
    }
    /// Sets the reserved byte.
    pub fn set_reserved(&mut self, v: u8) {
        self.buffer.as_mut()[field::RESV] = v
    }
    /// Sets the source QP (low 24 bits of `v`).
    pub fn set_src_qp(&mut self, v: u32) {
        wr24(self.buffer.as_mut(), field::SRC_QP, v)
    }
}

/// Parsed DETH.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct DethRepr {
    /// Queue key.
    pub qkey: u32,
    /// Source queue pair number (24 bits).
    pub src_qp: u32,
}

impl DethRepr {
    /// Reads a DETH (checks the length first; the reserved byte is ignored).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<DethRepr, WireError> {
        p.check_len()?;
        Ok(DethRepr { qkey: p.qkey(), src_qp: p.src_qp() })
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        DETH_LEN
    }
    /// Writes the DETH (`Err` if the buffer is too short or `src_qp` exceeds 24 bits).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        in_range(Layer::Deth, "src_qp", self.src_qp.into(), 0xFF_FFFF)?;
        p.check_len()?;
        p.set_qkey(self.qkey);
        p.set_reserved(0);
        p.set_src_qp(self.src_qp);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static BYTES: [u8; 8] = [0x11, 0x11, 0x11, 0x11, 0x00, 0x00, 0x00, 0x44];
    const REPR: DethRepr = DethRepr { qkey: 0x1111_1111, src_qp: 0x44 };

    #[test]
    fn deconstruct_construct_parse_emit() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.qkey(), 0x1111_1111);
        assert_eq!(p.reserved(), 0);
        assert_eq!(p.src_qp(), 0x44);
        assert_eq!(DethRepr::parse(&p), Ok(REPR));
        let mut buf = [0xFFu8; 8];
        let mut w = Packet::new_unchecked(&mut buf[..]);
        w.set_qkey(0x1111_1111);
        w.set_reserved(0);
        w.set_src_qp(0x44);
        assert_eq!(buf, BYTES);
        let mut buf2 = [0xFFu8; 8];
        REPR.emit(&mut Packet::new_unchecked(&mut buf2[..])).unwrap();
        assert_eq!(buf2, BYTES);
    }
    #[test]
    fn reserved_ignored_on_parse() {
        let mut b = BYTES;
        b[4] = 0xA5;
        assert_eq!(DethRepr::parse(&Packet::new_unchecked(&b[..])), Ok(REPR));
    }
    #[test]
    fn emit_range_checked() {
        let mut buf = [0u8; 8];
        let bad = DethRepr { qkey: 0, src_qp: 0x100_0000 };
        assert_eq!(
            bad.emit(&mut Packet::new_unchecked(&mut buf[..])),
            Err(WireError::BadField { layer: Layer::Deth, field: "src_qp", value: 0x100_0000 })
        );
    }
    #[test]
    fn impossible_lengths() {
        for n in 0..8 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Deth, required: 8, actual: n }
            );
            let mut short = vec![0u8; n];
            assert!(REPR.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
