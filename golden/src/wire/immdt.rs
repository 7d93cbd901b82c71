//! Immediate data (ImmDt, 4 bytes), delivered to the receiver's completion.
//!
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{need, Layer, WireError};
use super::{rd32, wr32, IMMDT_LEN};

/// Zero-copy view of the header.
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
    /// `Err(Truncated)` if the buffer is shorter than 4 bytes.
    pub fn check_len(&self) -> Result<(), WireError> {
        need(Layer::ImmDt, IMMDT_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// The immediate value.
    pub fn imm(&self) -> u32 {
        rd32(self.buffer.as_ref(), 0)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the immediate value.
    pub fn set_imm(&mut self, v: u32) {
        wr32(self.buffer.as_mut(), 0, v)
    }
}

/// Parsed header (`RoceRepr` stores just the `u32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct ImmDtRepr {
    /// The immediate value.
    pub imm: u32,
}

impl ImmDtRepr {
    /// Reads the header (checks the length first).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<ImmDtRepr, WireError> {
        p.check_len()?;
        Ok(ImmDtRepr { imm: p.imm() })
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        IMMDT_LEN
    }
    /// Writes the header (`Err(Truncated)` if the buffer is too short).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        p.check_len()?;
        p.set_imm(self.imm);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static BYTES: [u8; 4] = [0xde, 0xad, 0xbe, 0xef];
    const REPR: ImmDtRepr = ImmDtRepr { imm: 0xdead_beef };

    #[test]
    fn deconstruct_construct_parse_emit() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.imm(), 0xdead_beef);
        assert_eq!(ImmDtRepr::parse(&p), Ok(REPR));
        let mut buf = [0u8; 4];
        Packet::new_unchecked(&mut buf[..]).set_imm(0xdead_beef);
        assert_eq!(buf, BYTES);
        let mut buf2 = [0u8; 4];
        REPR.emit(&mut Packet::new_unchecked(&mut buf2[..])).unwrap();
        assert_eq!(buf2, BYTES);
    }
    #[test]
    fn impossible_lengths() {
        for n in 0..4 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::ImmDt, required: 4, actual: n }
            );
            let mut short = vec![0u8; n];
            assert!(REPR.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
