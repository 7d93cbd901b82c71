//! Atomic Acknowledge Extended Transport Header (AtomicAckETH, 8 bytes): the original remote data.
//!
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{need, Layer, WireError};
use super::{rd64, wr64, ATOMIC_ACK_ETH_LEN};

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `orig` (8 bytes).
    pub const ORIG: usize = 0;
}

/// Zero-copy view of an AtomicAckETH.
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
        need(Layer::AtomicAckEth, ATOMIC_ACK_ETH_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// The original value at the remote address before the atomic operation.
    pub fn orig(&self) -> u64 {
        rd64(self.buffer.as_ref(), field::ORIG)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the original remote data.
    pub fn set_orig(&mut self, v: u64) {
        wr64(self.buffer.as_mut(), field::ORIG, v)
    }
}

/// Parsed AtomicAckETH.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct AtomicAckEthRepr {
    /// The original remote data.
    pub orig: u64,
}

impl AtomicAckEthRepr {
    /// Reads an AtomicAckETH (checks the length first).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<AtomicAckEthRepr, WireError> {
        p.check_len()?;
        Ok(AtomicAckEthRepr { orig: p.orig() })
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        ATOMIC_ACK_ETH_LEN
    }
    /// Writes the AtomicAckETH (`Err(Truncated)` if the buffer is too short).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        p.check_len()?;
        p.set_orig(self.orig);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static BYTES: [u8; 8] = [0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88];
    const REPR: AtomicAckEthRepr = AtomicAckEthRepr { orig: 0x1122_3344_5566_7788 };

    #[test]
    fn deconstruct_construct_parse_emit() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.orig(), 0x1122_3344_5566_7788);
        assert_eq!(AtomicAckEthRepr::parse(&p), Ok(REPR));
        let mut buf = [0u8; 8];
        Packet::new_unchecked(&mut buf[..]).set_orig(0x1122_3344_5566_7788);
        assert_eq!(buf, BYTES);
        let mut buf2 = [0u8; 8];
        REPR.emit(&mut Packet::new_unchecked(&mut buf2[..])).unwrap();
        assert_eq!(buf2, BYTES);
    }
    #[test]
    fn impossible_lengths() {
        for n in 0..8 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::AtomicAckEth, required: 8, actual: n }
            );
            let mut short = vec![0u8; n];
            assert!(REPR.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
