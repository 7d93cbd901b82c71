//! ACK Extended Transport Header (AETH, 4 bytes): syndrome (8 bits) and MSN (24 bits).
//!
//! Syndrome encoding (IBTA Vol.1 9.7.5.1, table 43), bits 7:5 select the kind, bits 4:0 its value:
//! - `000` ACK, bits 4:0 = credit count (0x1F = invalid / unlimited credits);
//! - `001` RNR NAK, bits 4:0 = RNR timer code (IBTA table 45);
//! - `011` NAK, bits 4:0 = NAK code: 0 PSN sequence error, 1 invalid request, 2 remote access
//!   error, 3 remote operational error, 4 invalid RD request; other codes are reserved;
//! - `010` and `1xx` are reserved.
//!
//! Reserved kinds and NAK codes are rejected by [`Syndrome::from_byte`] with a `BadField` on
//! `AETH.syndrome`. After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{in_range, need, Layer, WireError};
use super::{rd24, wr24, AETH_LEN};

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `syndrome` (1 byte).
    pub const SYNDROME: usize = 0;
    /// Offset of `msn` (3 bytes).
    pub const MSN: usize = 1;
}

/// NAK codes (syndrome `011ccccc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum NakCode {
    /// 0: PSN sequence error.
    PsnSequenceError,
    /// 1: invalid request.
    InvalidRequest,
    /// 2: remote access error.
    RemoteAccessError,
    /// 3: remote operational error.
    RemoteOperationalError,
    /// 4: invalid RD request.
    InvalidRdRequest,
}

impl NakCode {
    /// The 5-bit code, or `None` for a reserved code.
    pub fn from_u8(v: u8) -> Option<NakCode> {
        Some(match v {
            0 => NakCode::PsnSequenceError,
            1 => NakCode::InvalidRequest,
            2 => NakCode::RemoteAccessError,
            3 => NakCode::RemoteOperationalError,
            4 => NakCode::InvalidRdRequest,
            _ => return None,
        })
    }
    /// The 5-bit code.
    pub fn as_u8(self) -> u8 {
        match self {
            NakCode::PsnSequenceError => 0,
            NakCode::InvalidRequest => 1,
            NakCode::RemoteAccessError => 2,
            NakCode::RemoteOperationalError => 3,
            NakCode::InvalidRdRequest => 4,
        }
    }
    /// Human-readable name ("PSN_SEQUENCE_ERROR", ...).
    pub fn name(self) -> &'static str {
        match self {
            NakCode::PsnSequenceError => "PSN_SEQUENCE_ERROR",
            NakCode::InvalidRequest => "INVALID_REQUEST",
            NakCode::RemoteAccessError => "REMOTE_ACCESS_ERROR",
            NakCode::RemoteOperationalError => "REMOTE_OPERATIONAL_ERROR",
            NakCode::InvalidRdRequest => "INVALID_RD_REQUEST",
        }
    }
}

/// The AETH syndrome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Syndrome {
    /// Positive acknowledgement with a 5-bit credit count.
    Ack {
        /// Credit count code (0..=31; 31 = invalid credit count).
        credit: u8,
    },
    /// Receiver not ready, with a 5-bit RNR timer code.
    RnrNak {
        /// Minimum RNR NAK timer code (0..=31, IBTA table 45).
        timer: u8,
    },
    /// Negative acknowledgement.
    Nak(NakCode),
}

impl Syndrome {
    /// Decodes a syndrome byte (`Err(BadField AETH.syndrome)` for reserved encodings).
    pub fn from_byte(b: u8) -> Result<Syndrome, WireError> {
        let low = b & 0x1F;
        match b >> 5 {
            0b000 => Ok(Syndrome::Ack { credit: low }),
            0b001 => Ok(Syndrome::RnrNak { timer: low }),
            0b011 => NakCode::from_u8(low)
                .map(Syndrome::Nak)
                .ok_or(WireError::BadField { layer: Layer::Aeth, field: "syndrome", value: b.into() }),
            _ => Err(WireError::BadField { layer: Layer::Aeth, field: "syndrome", value: b.into() }),
        }
    }
    /// Encodes the syndrome byte (`Err(BadField)` if a credit or timer exceeds 5 bits).
    pub fn to_byte(self) -> Result<u8, WireError> {
        Ok(match self {
            Syndrome::Ack { credit } => {
                in_range(Layer::Aeth, "credit", credit.into(), 0x1F)?;
                credit
            }
            Syndrome::RnrNak { timer } => {
                in_range(Layer::Aeth, "rnr_timer", timer.into(), 0x1F)?;
                0x20 | timer
            }
            Syndrome::Nak(code) => 0x60 | code.as_u8(),
        })
    }
    /// True for `Ack`.
    pub fn is_ack(self) -> bool {
        matches!(self, Syndrome::Ack { .. })
    }
}

/// Zero-copy view of an AETH.
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
        need(Layer::Aeth, AETH_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    /// The raw syndrome byte.
    pub fn syndrome_byte(&self) -> u8 {
        self.buffer.as_ref()[field::SYNDROME]
    }
    /// The decoded syndrome.
    pub fn syndrome(&self) -> Result<Syndrome, WireError> {
        Syndrome::from_byte(self.syndrome_byte())
    }
    /// Message sequence number (24 bits).
    pub fn msn(&self) -> u32 {
        rd24(self.buffer.as_ref(), field::MSN)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    /// Sets the raw syndrome byte.
    pub fn set_syndrome_byte(&mut self, v: u8) {
        self.buffer.as_mut()[field::SYNDROME] = v
    }
    /// Sets the MSN (low 24 bits of `v`).
    pub fn set_msn(&mut self, v: u32) {
        wr24(self.buffer.as_mut(), field::MSN, v)
    }
}

/// Parsed AETH.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct AethRepr {
    /// ACK / RNR NAK / NAK.
    pub syndrome: Syndrome,
    /// Message sequence number (24 bits).
    pub msn: u32,
}

impl AethRepr {
    /// Reads an AETH (checks the length and the syndrome encoding).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<AethRepr, WireError> {
        p.check_len()?;
        Ok(AethRepr { syndrome: p.syndrome()?, msn: p.msn() })
    }
    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        AETH_LEN
    }
    /// Writes the AETH (`Err` if the buffer is too short or a field is out of range).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        let s = self.syndrome.to_byte()?;
        in_range(Layer::Aeth, "msn", self.msn.into(), 0xFF_FFFF)?;
        p.check_len()?;
        p.set_syndrome_byte(s);
        p.set_msn(self.msn);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deconstruct_construct_parse_emit() {
        let bytes = [0x1F, 0x00, 0x00, 0x04];
        let p = Packet::new_checked(&bytes[..]).unwrap();
        assert_eq!(p.syndrome_byte(), 0x1F);
        assert_eq!(p.msn(), 4);
        let repr = AethRepr { syndrome: Syndrome::Ack { credit: 31 }, msn: 4 };
        assert_eq!(AethRepr::parse(&p), Ok(repr));
        let mut buf = [0u8; 4];
        let mut w = Packet::new_unchecked(&mut buf[..]);
        w.set_syndrome_byte(0x1F);
        w.set_msn(4);
        assert_eq!(buf, bytes);
        let mut buf2 = [0xEEu8; 4];
        repr.emit(&mut Packet::new_unchecked(&mut buf2[..])).unwrap();
        assert_eq!(buf2, bytes);
    }

    #[test]
    fn syndrome_table() {
        assert_eq!(Syndrome::from_byte(0x00), Ok(Syndrome::Ack { credit: 0 }));
        assert_eq!(Syndrome::from_byte(0x3A), Ok(Syndrome::RnrNak { timer: 0x1A }));
        assert_eq!(Syndrome::from_byte(0x60), Ok(Syndrome::Nak(NakCode::PsnSequenceError)));
        assert_eq!(Syndrome::from_byte(0x61), Ok(Syndrome::Nak(NakCode::InvalidRequest)));
        assert_eq!(Syndrome::from_byte(0x62), Ok(Syndrome::Nak(NakCode::RemoteAccessError)));
        assert_eq!(Syndrome::from_byte(0x63), Ok(Syndrome::Nak(NakCode::RemoteOperationalError)));
        assert_eq!(Syndrome::from_byte(0x64), Ok(Syndrome::Nak(NakCode::InvalidRdRequest)));
        for bad in [0x40u8, 0x5F, 0x65, 0x7F, 0x80, 0xFF] {
            assert_eq!(
                Syndrome::from_byte(bad),
                Err(WireError::BadField { layer: Layer::Aeth, field: "syndrome", value: bad.into() })
            );
        }
        // every valid byte round-trips
        for b in 0..=255u8 {
            if let Ok(s) = Syndrome::from_byte(b) {
                assert_eq!(s.to_byte(), Ok(b));
            }
        }
        assert!(Syndrome::Ack { credit: 32 }.to_byte().is_err());
        assert!(Syndrome::RnrNak { timer: 40 }.to_byte().is_err());
    }

    #[test]
    fn bad_syndrome_and_lengths() {
        let bytes = [0x80, 0, 0, 1];
        assert!(AethRepr::parse(&Packet::new_unchecked(&bytes[..])).is_err());
        for n in 0..4 {
            assert_eq!(
                Packet::new_checked(&bytes[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Aeth, required: 4, actual: n }
            );
        }
        let mut buf = [0u8; 4];
        let r = AethRepr { syndrome: Syndrome::Ack { credit: 0 }, msn: 1 << 24 };
        assert!(r.emit(&mut Packet::new_unchecked(&mut buf[..])).is_err());
        let mut short = [0u8; 3];
        let ok = AethRepr { syndrome: Syndrome::Ack { credit: 0 }, msn: 1 };
        assert!(ok.emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
    }
}
