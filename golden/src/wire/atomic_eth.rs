//! Atomic Extended Transport Header (AtomicETH, 28 bytes): virtual address, R_Key,
//! swap (or add) data, compare data.
//!
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{need, Layer, WireError};
use super::{rd32, rd64, wr32, wr64, ATOMIC_ETH_LEN};

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `va` (8 bytes).
    pub const VA: usize = 0;
    /// Offset of `rkey` (4 bytes).
    pub const RKEY: usize = 8;
    /// Offset of `swap_add` (8 bytes).
    pub const SWAP_ADD: usize = 12;
    /// Offset of `compare` (8 bytes).
    pub const COMPARE: usize = 20;
}

/// Zero-copy view of an AtomicETH.
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
    /// `Err(Truncated)` if the buffer is shorter than 28 bytes.
    pub fn check_len(&self) -> Result<(), WireError> {
        need(Layer::AtomicEth, ATOMIC_ETH_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// Remote virtual address (8-byte aligned for a valid atomic).
    pub fn va(&self) -> u64 {
        rd64(self.buffer.as_ref(), field::VA)
    }
    /// Remote key.
    pub fn rkey(&self) -> u32 {
        rd32(self.buffer.as_ref(), field::RKEY)
    }
    /// Swap value (CompareSwap) or addend (FetchAdd).
    pub fn swap_add(&self) -> u64 {
        rd64(self.buffer.as_ref(), field::SWAP_ADD)
    }
    /// Compare value (CompareSwap; ignored by FetchAdd).
    pub fn compare(&self) -> u64 {
        rd64(self.buffer.as_ref(), field::COMPARE)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the virtual address.
    pub fn set_va(&mut self, v: u64) {
        wr64(self.buffer.as_mut(), field::VA, v)
    }
    /// Sets the remote key.
    pub fn set_rkey(&mut self, v: u32) {
        wr32(self.buffer.as_mut(), field::RKEY, v)
    }
    /// Sets the swap/add value.
    pub fn set_swap_add(&mut self, v: u64) {
        wr64(self.buffer.as_mut(), field::SWAP_ADD, v)
    }
    /// Sets the compare value.
    pub fn set_compare(&mut self, v: u64) {
        wr64(self.buffer.as_mut(), field::COMPARE, v)
    }
}

/// Parsed AtomicETH.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct AtomicEthRepr {
    /// Remote virtual address.
    pub va: u64,
    /// Remote key.
    pub rkey: u32,
    /// Swap value (CompareSwap) or addend (FetchAdd).
    pub swap_add: u64,
    /// Compare value.
    pub compare: u64,
}

impl AtomicEthRepr {
    /// Reads an AtomicETH (checks the length first).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<AtomicEthRepr, WireError> {
        p.check_len()?;
        Ok(AtomicEthRepr { va: p.va(), rkey: p.rkey(), swap_add: p.swap_add(), compare: p.compare() })
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        ATOMIC_ETH_LEN
    }
    /// Writes the AtomicETH (`Err(Truncated)` if the buffer is too short).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        p.check_len()?;
        p.set_va(self.va);
        p.set_rkey(self.rkey);
        p.set_swap_add(self.swap_add);
        p.set_compare(self.compare);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static BYTES: [u8; 28] = [
        0, 0, 0, 0, 0, 0, 0x30, 0x00, // va
        0, 0, 0, 0x77, // rkey
        0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, // swap/add
        0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, // compare
    ];
    const REPR: AtomicEthRepr = AtomicEthRepr {
        va: 0x3000,
        rkey: 0x77,
        swap_add: 0x1122_3344_5566_7788,
        compare: 0x0102_0304_0506_0708,
    };

    #[test]
    fn deconstruct() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.va(), 0x3000);
        assert_eq!(p.rkey(), 0x77);
        assert_eq!(p.swap_add(), 0x1122_3344_5566_7788);
        assert_eq!(p.compare(), 0x0102_0304_0506_0708);
    }
    #[test]
    fn construct_and_emit() {
        let mut buf = [0xAAu8; 28];
        let mut p = Packet::new_unchecked(&mut buf[..]);
        p.set_va(0x3000);
        p.set_rkey(0x77);
        p.set_swap_add(0x1122_3344_5566_7788);
        p.set_compare(0x0102_0304_0506_0708);
        assert_eq!(buf, BYTES);
        let mut buf2 = [0u8; 28];
        REPR.emit(&mut Packet::new_unchecked(&mut buf2[..])).unwrap();
        assert_eq!(buf2, BYTES);
    }
    #[test]
    fn parse() {
        assert_eq!(AtomicEthRepr::parse(&Packet::new_unchecked(&BYTES[..])), Ok(REPR));
    }
    #[test]
    fn impossible_lengths() {
        for n in 0..28 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::AtomicEth, required: 28, actual: n }
            );
            let mut short = vec![0u8; n];
            assert!(REPR.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
