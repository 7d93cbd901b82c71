//! The 16 reserved bytes that follow the BTH in a RoCEv2 congestion notification packet
//! (opcode 0x81). They are written as zero and ignored on parse (the ICRC still covers them).
//!
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{need, Layer, WireError};
use super::CNP_LEN;

/// Zero-copy view of the CNP reserved block.
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
    /// `Err(Truncated)` if the buffer is shorter than 16 bytes.
    pub fn check_len(&self) -> Result<(), WireError> {
        need(Layer::Cnp, CNP_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// The 16 reserved bytes.
    pub fn reserved(&self) -> &[u8] {
        &self.buffer.as_ref()[..CNP_LEN]
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Zeroes the 16 reserved bytes.
    pub fn clear_reserved(&mut self) {
        self.buffer.as_mut()[..CNP_LEN].fill(0)
    }
}

/// Parsed CNP block (it carries no information).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct CnpRepr;

impl CnpRepr {
    /// Checks the length of the block; its contents are ignored.
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<CnpRepr, WireError> {
        p.check_len()?;
        Ok(CnpRepr)
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        CNP_LEN
    }
    /// Writes 16 zero bytes (`Err(Truncated)` if the buffer is too short).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        p.check_len()?;
        p.clear_reserved();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_emit_lengths() {
        let bytes = [0x5Au8; 16];
        let p = Packet::new_checked(&bytes[..]).unwrap();
        assert_eq!(p.reserved(), &bytes[..]);
        assert_eq!(CnpRepr::parse(&p), Ok(CnpRepr));
        let mut out = [0xFFu8; 17];
        CnpRepr.emit(&mut Packet::new_unchecked(&mut out[..])).unwrap();
        assert_eq!(&out[..16], &[0u8; 16]);
        assert_eq!(out[16], 0xFF, "emit writes exactly 16 bytes");
        for n in 0..16 {
            assert_eq!(
                Packet::new_checked(&bytes[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Cnp, required: 16, actual: n }
            );
            let mut short = vec![0u8; n];
            assert!(CnpRepr.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
