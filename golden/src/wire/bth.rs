//! InfiniBand Base Transport Header (BTH, 12 bytes).
//!
//! ```text
//!  byte 0    opcode
//!  byte 1    SE(7) M(6) PadCnt(5:4) TVer(3:0)
//!  byte 2-3  P_Key
//!  byte 4    FECN(7) BECN(6) Resv6(5:0)     <- masked (all ones) in the ICRC
//!  byte 5-7  DestQP (24 bits)
//!  byte 8    AckReq(7) Resv7(6:0)
//!  byte 9-11 PSN (24 bits)
//! ```
//!
//! On parse the reserved bits are ignored and any TVer is accepted (the value is kept in the
//! repr; the transport decides); an opcode this model does not know is `BadField BTH.opcode`.
//! On emit reserved bits are zero and narrow fields are range-checked.
//! After [`Packet::check_len`] succeeds no accessor can panic.

use super::error::{in_range, need, Layer, WireError};
use super::opcode::Opcode;
use super::{rd16, rd24, wr16, wr24, BTH_LEN};

/// Byte offsets of the fields (from the start of this header), shared with the RTL.
pub mod field {
    /// Offset of `opcode`.
    pub const OPCODE: usize = 0;
    /// Offset of `flags` (SE M PadCnt TVer).
    pub const FLAGS: usize = 1;
    /// Offset of `pkey` (2 bytes).
    pub const PKEY: usize = 2;
    /// Offset of `fecn_becn`.
    pub const FECN_BECN: usize = 4;
    /// Offset of `dest_qp` (3 bytes).
    pub const DEST_QP: usize = 5;
    /// Offset of `ack_req`.
    pub const ACK_REQ: usize = 8;
    /// Offset of `psn` (3 bytes).
    pub const PSN: usize = 9;
}

/// Zero-copy view of a BTH.
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
    /// `Err(Truncated)` if the buffer is shorter than 12 bytes.
    pub fn check_len(&self) -> Result<(), WireError> {
        need(Layer::Bth, BTH_LEN, self.buffer.as_ref().len())
    }
    /// Returns the buffer.
    pub fn into_inner(self) -> T {
        self.buffer
    }
    fn b(&self, i: usize) -> u8 {
        self.buffer.as_ref()[i]
    }
    /// The raw opcode byte.
    pub fn opcode_raw(&self) -> u8 {
        self.b(field::OPCODE)
    }
    /// The opcode, `None` if unknown.
    pub fn opcode(&self) -> Option<Opcode> {
        Opcode::from_u8(self.opcode_raw())
    }
    /// Solicited event.
    pub fn solicited(&self) -> bool {
        self.b(field::FLAGS) & 0x80 != 0
    }
    /// Migration request.
    pub fn migreq(&self) -> bool {
        self.b(field::FLAGS) & 0x40 != 0
    }
    /// Pad count (0..=3 pad bytes before the ICRC).
    pub fn pad_cnt(&self) -> u8 {
        (self.b(field::FLAGS) >> 4) & 0x3
    }
    /// Transport header version (4 bits).
    pub fn tver(&self) -> u8 {
        self.b(field::FLAGS) & 0xF
    }
    /// Partition key.
    pub fn pkey(&self) -> u16 {
        rd16(self.buffer.as_ref(), field::PKEY)
    }
    /// Forward explicit congestion notification.
    pub fn fecn(&self) -> bool {
        self.b(field::FECN_BECN) & 0x80 != 0
    }
    /// Backward explicit congestion notification.
    pub fn becn(&self) -> bool {
        self.b(field::FECN_BECN) & 0x40 != 0
    }
    /// The six reserved bits after FECN/BECN.
    pub fn resv6(&self) -> u8 {
        self.b(field::FECN_BECN) & 0x3F
    }
    /// Destination queue pair (24 bits).
    pub fn dest_qp(&self) -> u32 {
        rd24(self.buffer.as_ref(), field::DEST_QP)
    }
    /// Acknowledge request.
    pub fn ack_req(&self) -> bool {
        self.b(field::ACK_REQ) & 0x80 != 0
    }
    /// The seven reserved bits after AckReq.
    pub fn resv7(&self) -> u8 {
        self.b(field::ACK_REQ) & 0x7F
    }
    /// Packet sequence number (24 bits).
    pub fn psn(&self) -> u32 {
        rd24(self.buffer.as_ref(), field::PSN)
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>> Packet<T> {
    fn set_bits(&mut self, i: usize, mask: u8, v: u8) {
        let b = &mut self.buffer.as_mut()[i];
        *b = (*b & !mask) | (v & mask);
    }
    /// Sets the opcode byte.
    pub fn set_opcode_raw(&mut self, v: u8) {
        self.buffer.as_mut()[field::OPCODE] = v
    }
    /// Sets SE.
    pub fn set_solicited(&mut self, v: bool) {
        self.set_bits(field::FLAGS, 0x80, if v { 0x80 } else { 0 })
    }
    /// Sets M.
    pub fn set_migreq(&mut self, v: bool) {
        self.set_bits(field::FLAGS, 0x40, if v { 0x40 } else { 0 })
    }
    /// Sets PadCnt (low 2 bits of `v`).
    pub fn set_pad_cnt(&mut self, v: u8) {
        self.set_bits(field::FLAGS, 0x30, v << 4)
    }
    /// Sets TVer (low 4 bits of `v`).
    pub fn set_tver(&mut self, v: u8) {
        self.set_bits(field::FLAGS, 0x0F, v)
    }
    /// Sets the P_Key.
    pub fn set_pkey(&mut self, v: u16) {
        wr16(self.buffer.as_mut(), field::PKEY, v)
    }
    /// Sets FECN.
    pub fn set_fecn(&mut self, v: bool) {
        self.set_bits(field::FECN_BECN, 0x80, if v { 0x80 } else { 0 })
    }
    /// Sets BECN.
    pub fn set_becn(&mut self, v: bool) {
        self.set_bits(field::FECN_BECN, 0x40, if v { 0x40 } else { 0 })
    }
    /// Sets the six reserved bits after FECN/BECN.
    pub fn set_resv6(&mut self, v: u8) {
        self.set_bits(field::FECN_BECN, 0x3F, v)
    }
    /// Sets the destination QP (low 24 bits of `v`).
    pub fn set_dest_qp(&mut self, v: u32) {
        wr24(self.buffer.as_mut(), field::DEST_QP, v)
    }
    /// Sets AckReq.
    pub fn set_ack_req(&mut self, v: bool) {
        self.set_bits(field::ACK_REQ, 0x80, if v { 0x80 } else { 0 })
    }
    /// Sets the seven reserved bits after AckReq.
    pub fn set_resv7(&mut self, v: u8) {
        self.set_bits(field::ACK_REQ, 0x7F, v)
    }
    /// Sets the PSN (low 24 bits of `v`).
    pub fn set_psn(&mut self, v: u32) {
        wr24(self.buffer.as_mut(), field::PSN, v)
    }
}

/// Parsed BTH.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct BthRepr {
    /// Opcode.
    pub opcode: Opcode,
    /// Solicited event.
    pub solicited: bool,
    /// Migration request.
    pub migreq: bool,
    /// Pad count (0..=3).
    pub pad_cnt: u8,
    /// Transport header version (0..=15; IBTA uses 0).
    pub tver: u8,
    /// Partition key.
    pub pkey: u16,
    /// Forward ECN.
    pub fecn: bool,
    /// Backward ECN.
    pub becn: bool,
    /// Destination QP (24 bits).
    pub dest_qp: u32,
    /// Acknowledge request.
    pub ack_req: bool,
    /// Packet sequence number (24 bits).
    pub psn: u32,
}

impl BthRepr {
    /// A BTH with the default partition key 0xFFFF, everything else zero/false.
    pub fn new(opcode: Opcode, dest_qp: u32, psn: u32) -> BthRepr {
        BthRepr {
            opcode,
            solicited: false,
            migreq: false,
            pad_cnt: 0,
            tver: 0,
            pkey: 0xFFFF,
            fecn: false,
            becn: false,
            dest_qp,
            ack_req: false,
            psn,
        }
    }

    /// Reads a BTH (`Err` if truncated or the opcode is unknown; reserved bits ignored).
    pub fn parse<T: AsRef<[u8]>>(p: &Packet<T>) -> Result<BthRepr, WireError> {
        p.check_len()?;
        let opcode = p.opcode().ok_or(WireError::BadField {
            layer: Layer::Bth,
            field: "opcode",
            value: p.opcode_raw().into(),
        })?;
        Ok(BthRepr {
            opcode,
            solicited: p.solicited(),
            migreq: p.migreq(),
            pad_cnt: p.pad_cnt(),
            tver: p.tver(),
            pkey: p.pkey(),
            fecn: p.fecn(),
            becn: p.becn(),
            dest_qp: p.dest_qp(),
            ack_req: p.ack_req(),
            psn: p.psn(),
        })
    }

    /// Bytes `emit` writes.
    pub const fn buffer_len(&self) -> usize {
        BTH_LEN
    }

    /// Checks the narrow fields (pad_cnt 2 bits, tver 4 bits, dest_qp and psn 24 bits).
    pub fn check(&self) -> Result<(), WireError> {
        in_range(Layer::Bth, "pad_cnt", self.pad_cnt.into(), 3)?;
        in_range(Layer::Bth, "tver", self.tver.into(), 0xF)?;
        in_range(Layer::Bth, "dest_qp", self.dest_qp.into(), 0xFF_FFFF)?;
        in_range(Layer::Bth, "psn", self.psn.into(), 0xFF_FFFF)
    }

    /// Writes the BTH with zero reserved bits (`Err` if truncated or a field is out of range).
    pub fn emit<T: AsRef<[u8]> + AsMut<[u8]>>(&self, p: &mut Packet<T>) -> Result<(), WireError> {
        self.check()?;
        p.check_len()?;
        p.set_opcode_raw(self.opcode.as_u8());
        let flags = (u8::from(self.solicited) << 7)
            | (u8::from(self.migreq) << 6)
            | (self.pad_cnt << 4)
            | self.tver;
        p.buffer.as_mut()[field::FLAGS] = flags;
        p.set_pkey(self.pkey);
        p.buffer.as_mut()[field::FECN_BECN] = (u8::from(self.fecn) << 7) | (u8::from(self.becn) << 6);
        p.set_dest_qp(self.dest_qp);
        p.buffer.as_mut()[field::ACK_REQ] = u8::from(self.ack_req) << 7;
        p.set_psn(self.psn);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // RC_SEND_ONLY, SE, PadCnt 3, P_Key 0xFFFF, FECN, DestQP 0x000011, AckReq, PSN 0x000100
    static BYTES: [u8; 12] = [0x04, 0xB0, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x11, 0x80, 0x00, 0x01, 0x00];

    fn repr() -> BthRepr {
        BthRepr {
            opcode: Opcode::RcSendOnly,
            solicited: true,
            migreq: false,
            pad_cnt: 3,
            tver: 0,
            pkey: 0xFFFF,
            fecn: true,
            becn: false,
            dest_qp: 0x11,
            ack_req: true,
            psn: 0x100,
        }
    }

    #[test]
    fn deconstruct() {
        let p = Packet::new_checked(&BYTES[..]).unwrap();
        assert_eq!(p.opcode(), Some(Opcode::RcSendOnly));
        assert!(p.solicited());
        assert!(!p.migreq());
        assert_eq!(p.pad_cnt(), 3);
        assert_eq!(p.tver(), 0);
        assert_eq!(p.pkey(), 0xFFFF);
        assert!(p.fecn());
        assert!(!p.becn());
        assert_eq!(p.resv6(), 0);
        assert_eq!(p.dest_qp(), 0x11);
        assert!(p.ack_req());
        assert_eq!(p.resv7(), 0);
        assert_eq!(p.psn(), 0x100);
    }

    #[test]
    fn construct() {
        let mut buf = [0u8; 12];
        let mut p = Packet::new_unchecked(&mut buf[..]);
        p.set_opcode_raw(0x04);
        p.set_solicited(true);
        p.set_pad_cnt(3);
        p.set_tver(0);
        p.set_pkey(0xFFFF);
        p.set_fecn(true);
        p.set_dest_qp(0x11);
        p.set_ack_req(true);
        p.set_psn(0x100);
        assert_eq!(buf, BYTES);
    }

    #[test]
    fn parse_emit() {
        assert_eq!(BthRepr::parse(&Packet::new_unchecked(&BYTES[..])), Ok(repr()));
        let mut buf = [0xFFu8; 12];
        repr().emit(&mut Packet::new_unchecked(&mut buf[..])).unwrap();
        assert_eq!(buf, BYTES);
    }

    #[test]
    fn reserved_bits_ignored_and_every_field_independent() {
        let mut b = BYTES;
        b[4] |= 0x3F;
        b[8] |= 0x7F;
        assert_eq!(BthRepr::parse(&Packet::new_unchecked(&b[..])), Ok(repr()));
        let mut all = BthRepr {
            opcode: Opcode::UdSendOnlyImm,
            solicited: false,
            migreq: true,
            pad_cnt: 1,
            tver: 0xF,
            pkey: 0x8001,
            fecn: false,
            becn: true,
            dest_qp: 0xFF_FFFF,
            ack_req: false,
            psn: 0xAB_CDEF,
        };
        let mut buf = [0u8; 12];
        all.emit(&mut Packet::new_unchecked(&mut buf[..])).unwrap();
        assert_eq!(buf, [0x65, 0x5F, 0x80, 0x01, 0x40, 0xFF, 0xFF, 0xFF, 0x00, 0xAB, 0xCD, 0xEF]);
        assert_eq!(BthRepr::parse(&Packet::new_unchecked(&buf[..])), Ok(all));
        all.psn = 1 << 24;
        assert_eq!(
            all.emit(&mut Packet::new_unchecked(&mut buf[..])),
            Err(WireError::BadField { layer: Layer::Bth, field: "psn", value: 1 << 24 })
        );
    }

    #[test]
    fn unknown_opcode() {
        let mut b = BYTES;
        b[0] = 0x15;
        assert_eq!(
            BthRepr::parse(&Packet::new_unchecked(&b[..])),
            Err(WireError::BadField { layer: Layer::Bth, field: "opcode", value: 0x15 })
        );
    }

    #[test]
    fn impossible_lengths() {
        for n in 0..12 {
            assert_eq!(
                Packet::new_checked(&BYTES[..n]).unwrap_err(),
                WireError::Truncated { layer: Layer::Bth, required: 12, actual: n }
            );
            let mut short = vec![0u8; n];
            assert!(repr().emit(&mut Packet::new_unchecked(&mut short[..])).is_err());
        }
    }
}
