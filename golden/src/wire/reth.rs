//! RDMA Extended Transport Header (RETH, 16 bytes): virtual address, R_Key, DMA length.
//!
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{need, Layer, WireError};
use super::{rd32, rd64, wr32, wr64, RETH_LEN};

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `va` (8 bytes).
    pub const VA: usize = 0;
    /// Offset of `rkey` (4 bytes).
    pub const RKEY: usize = 8;
    /// Offset of `dma_len` (4 bytes).
    pub const DMA_LEN: usize = 12;
}

/// Zero-copy view of a RETH.
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
        need(Layer::Reth, RETH_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// Remote virtual address.
    pub fn va(&self) -> u64 {
        rd64(self.buffer.as_ref(), field::VA)
    }
    /// Remote key.
    pub fn rkey(&self) -> u32 {
        rd32(self.buffer.as_ref(), field::RKEY)
    }
    /// DMA length in bytes.
    pub fn dma_len(&self) -> u32 {
        rd32(self.buffer.as_ref(), field::DMA_LEN)
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
    /// Sets the DMA length.
    pub fn set_dma_len(&mut self, v: u32) {
        wr32(self.buffer.as_mut(), field::DMA_LEN, v)
    }
}

/// Parsed RETH.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct RethRepr {
    /// Remote virtual address.
    pub va: u64,
    /// Remote key.
    pub rkey: u32,
    /// DMA length in bytes.
    pub dma_len: u32,
}

impl RethRepr {
    /// Reads a RETH (checks the length first).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<RethRepr, WireError> {
        p.check_len()?;
        Ok(RethRepr { va: p.va(), rkey: p.rkey(), dma_len: p.dma_len() })
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        RETH_LEN
    }
    /// Writes the RETH (`Err(Truncated)` if the buffer is too short).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        p.check_len()?;
        p.set_va(self.va);
        p.set_rkey(self.rkey);
        p.set_dma_len(self.dma_len);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static BYTES: [u8; 16] = [
        0x00, 0x00, 0x7f, 0x00, 0x00, 0x00, 0x10, 0x00, // va
        0x00, 0x00, 0xab, 0xcd, // rkey
        0x00, 0x00, 0x01, 0x00, // dma len
    ];
    const REPR: RethRepr = RethRepr { va: 0x7f00_0000_1000, rkey: 0xabcd, dma_len: 256 };

    #[test]
    fn deconstruct() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.va(), 0x7f00_0000_1000);
        assert_eq!(p.rkey(), 0xabcd);
        assert_eq!(p.dma_len(), 256);
    }
    #[test]
    fn construct_and_emit() {
        let mut buf = [0xAAu8; 16];
        let mut p = Packet::new_unchecked(&mut buf[..]);
        p.set_va(0x7f00_0000_1000);
        p.set_rkey(0xabcd);
        p.set_dma_len(256);
        assert_eq!(buf, BYTES);
        let mut buf2 = [0u8; 16];
        REPR.emit(&mut Packet::new_unchecked(&mut buf2[..])).unwrap();
        assert_eq!(buf2, BYTES);
    }
    #[test]
    fn parse() {
        assert_eq!(RethRepr::parse(&Packet::new_unchecked(&BYTES[..])), Ok(REPR));
    }
    #[test]
    fn impossible_lengths() {
        for n in 0..16 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Reth, required: 16, actual: n }
            );
            assert!(RethRepr::parse(&Packet::new_unchecked(&BYTES[..n])).is_err());
            let mut short = vec![0u8; n];
            assert!(REPR.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
