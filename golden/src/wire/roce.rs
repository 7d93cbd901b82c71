//! [`RoceRepr`]: everything from the BTH to the end of the payload, i.e. the UDP payload of a
//! RoCEv2 packet minus the pad bytes and the ICRC.
//!
//! Layout of the UDP payload: BTH, the extension headers the opcode calls for (IBTA order:
//! DETH, RETH, AtomicETH, AETH, AtomicAckETH, ImmDt, IETH; or the 16 CNP bytes), the payload,
//! `pad_cnt` pad bytes (payload + pad is a multiple of 4), the 4-byte ICRC.
//!
//! [`RoceRepr::parse`] reads all of it but does not verify the ICRC (that needs the IP header:
//! [`super::FrameRepr::parse`] does it); [`RoceRepr::emit`] writes zero pad bytes and leaves
//! the ICRC bytes zero for the frame emitter to fill.

use super::error::{need, Layer, WireError};
use super::opcode::{HeaderSet, Opcode};
use super::{aeth, atomic_ack_eth, atomic_eth, bth, cnp, deth, ieth, immdt, reth};
use super::{
    AethRepr, AtomicAckEthRepr, AtomicEthRepr, BthRepr, CnpRepr, DethRepr, IethRepr, ImmDtRepr, RethRepr,
    BTH_LEN, ICRC_LEN,
};

/// Everything from the BTH to the end of the payload (pad and ICRC are added on emit).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct RoceRepr {
    /// Base transport header. `pad_cnt` must equal `pad_for(payload.len())` on emit.
    pub bth: BthRepr,
    /// DETH (UD opcodes).
    pub deth: Option<DethRepr>,
    /// RETH (WRITE FIRST/ONLY, READ REQUEST).
    pub reth: Option<RethRepr>,
    /// AtomicETH (COMPARE_SWAP, FETCH_ADD).
    pub atomic_eth: Option<AtomicEthRepr>,
    /// AETH (ACK, READ RESPONSE FIRST/LAST/ONLY, ATOMIC ACK).
    pub aeth: Option<AethRepr>,
    /// AtomicAckETH (ATOMIC ACK).
    pub atomic_ack_eth: Option<AtomicAckEthRepr>,
    /// Immediate data (the `_WITH_IMMEDIATE` opcodes).
    pub immdt: Option<u32>,
    /// IETH: R_Key to invalidate (the `_WITH_INVALIDATE` opcodes).
    pub ieth: Option<u32>,
    /// Payload bytes (without pad).
    pub payload: Vec<u8>,
}

impl RoceRepr {
    /// Pad bytes needed after a payload of `len` bytes: `(4 - len % 4) % 4`.
    pub fn pad_for(len: usize) -> u8 {
        ((4 - len % 4) % 4) as u8
    }

    /// A repr with this BTH, no extension headers and no payload (fill in what the opcode needs).
    pub fn new(bth: BthRepr) -> RoceRepr {
        RoceRepr {
            bth,
            deth: None,
            reth: None,
            atomic_eth: None,
            aeth: None,
            atomic_ack_eth: None,
            immdt: None,
            ieth: None,
            payload: Vec::new(),
        }
    }

    /// Sets `bth.pad_cnt` from the payload length.
    pub fn fix_pad(&mut self) {
        self.bth.pad_cnt = Self::pad_for(self.payload.len());
    }

    /// The extension headers this repr carries.
    pub fn present(&self) -> HeaderSet {
        HeaderSet {
            deth: self.deth.is_some(),
            reth: self.reth.is_some(),
            atomic_eth: self.atomic_eth.is_some(),
            aeth: self.aeth.is_some(),
            atomic_ack_eth: self.atomic_ack_eth.is_some(),
            immdt: self.immdt.is_some(),
            ieth: self.ieth.is_some(),
            cnp: self.bth.opcode == Opcode::Cnp,
        }
    }

    /// BTH + extension headers.
    pub fn header_len(&self) -> usize {
        BTH_LEN + self.bth.opcode.headers().len()
    }

    /// The UDP payload length: headers + payload + pad + ICRC.
    pub fn buffer_len(&self) -> usize {
        self.header_len() + self.payload.len() + usize::from(Self::pad_for(self.payload.len())) + ICRC_LEN
    }

    /// Checks the repr is consistent: BTH field ranges, exactly the extension headers the opcode
    /// calls for, no payload for opcodes without one, `pad_cnt == pad_for(payload.len())`,
    /// DETH/AETH field ranges.
    pub fn check(&self) -> Result<(), WireError> {
        self.bth.check()?;
        let want = self.bth.opcode.headers();
        let have = self.present();
        let pairs = [
            (want.deth, have.deth, Layer::Deth),
            (want.reth, have.reth, Layer::Reth),
            (want.atomic_eth, have.atomic_eth, Layer::AtomicEth),
            (want.aeth, have.aeth, Layer::Aeth),
            (want.atomic_ack_eth, have.atomic_ack_eth, Layer::AtomicAckEth),
            (want.immdt, have.immdt, Layer::ImmDt),
            (want.ieth, have.ieth, Layer::Ieth),
        ];
        for (w, h, layer) in pairs {
            if w && !h {
                return Err(WireError::Inconsistent { layer, field: "present", reason: "header required by the opcode is missing" });
            }
            if h && !w {
                return Err(WireError::Inconsistent { layer, field: "present", reason: "header not allowed for the opcode" });
            }
        }
        if !self.bth.opcode.has_payload() && !self.payload.is_empty() {
            return Err(WireError::Inconsistent { layer: Layer::Payload, field: "len", reason: "the opcode carries no payload" });
        }
        if self.bth.pad_cnt != Self::pad_for(self.payload.len()) {
            return Err(WireError::Inconsistent {
                layer: Layer::Bth,
                field: "pad_cnt",
                reason: "pad_cnt must be (4 - payload_len % 4) % 4",
            });
        }
        if let Some(d) = &self.deth {
            super::error::in_range(Layer::Deth, "src_qp", d.src_qp.into(), 0xFF_FFFF)?;
        }
        if let Some(a) = &self.aeth {
            a.syndrome.to_byte()?;
            super::error::in_range(Layer::Aeth, "msn", a.msn.into(), 0xFF_FFFF)?;
        }
        Ok(())
    }

    /// Parses a UDP payload (BTH .. ICRC). Checks, in order: BTH present (`Truncated BTH`),
    /// known opcode (`BadField BTH.opcode`), room for the ICRC (`Truncated ICRC`), each extension
    /// header the opcode calls for (`Truncated <header>`, AETH syndrome), pad count not larger than
    /// what is left (`Length BTH.pad_cnt`), no payload for opcodes without one
    /// (`Length Payload.len`), `pad_cnt == pad_for(payload_len)` (`BadField BTH.pad_cnt`).
    /// The ICRC value itself is not checked here. Pad byte contents are ignored.
    pub fn parse(udp_payload: &[u8]) -> Result<RoceRepr, WireError> {
        let bth = BthRepr::parse(&bth::Packet::new_checked(udp_payload)?)?;
        let total = udp_payload.len();
        need(Layer::Icrc, BTH_LEN + ICRC_LEN, total)?;
        // Everything before the ICRC.
        let body = &udp_payload[..total - ICRC_LEN];
        let hs = bth.opcode.headers();
        let mut at = BTH_LEN;
        let mut r = RoceRepr::new(bth);
        // `get` never panics: at <= body.len() is kept by each step.
        let rest = |at: usize| body.get(at..).unwrap_or(&[]);
        if hs.deth {
            r.deth = Some(DethRepr::parse(&deth::Packet::new_checked(rest(at))?)?);
            at += super::DETH_LEN;
        }
        if hs.reth {
            r.reth = Some(RethRepr::parse(&reth::Packet::new_checked(rest(at))?)?);
            at += super::RETH_LEN;
        }
        if hs.atomic_eth {
            r.atomic_eth = Some(AtomicEthRepr::parse(&atomic_eth::Packet::new_checked(rest(at))?)?);
            at += super::ATOMIC_ETH_LEN;
        }
        if hs.aeth {
            r.aeth = Some(AethRepr::parse(&aeth::Packet::new_checked(rest(at))?)?);
            at += super::AETH_LEN;
        }
        if hs.atomic_ack_eth {
            r.atomic_ack_eth = Some(AtomicAckEthRepr::parse(&atomic_ack_eth::Packet::new_checked(rest(at))?)?);
            at += super::ATOMIC_ACK_ETH_LEN;
        }
        if hs.immdt {
            r.immdt = Some(ImmDtRepr::parse(&immdt::Packet::new_checked(rest(at))?)?.imm);
            at += super::IMMDT_LEN;
        }
        if hs.ieth {
            r.ieth = Some(IethRepr::parse(&ieth::Packet::new_checked(rest(at))?)?.rkey);
            at += super::IETH_LEN;
        }
        if hs.cnp {
            CnpRepr::parse(&cnp::Packet::new_checked(rest(at))?)?;
            at += super::CNP_LEN;
        }
        let tail = rest(at);
        let pad = usize::from(bth.pad_cnt);
        if pad > tail.len() {
            return Err(WireError::Length { layer: Layer::Bth, field: "pad_cnt", stated: pad, actual: tail.len() });
        }
        let payload = &tail[..tail.len() - pad];
        if !bth.opcode.has_payload() && !payload.is_empty() {
            return Err(WireError::Length { layer: Layer::Payload, field: "len", stated: 0, actual: payload.len() });
        }
        if bth.pad_cnt != Self::pad_for(payload.len()) {
            return Err(WireError::BadField { layer: Layer::Bth, field: "pad_cnt", value: bth.pad_cnt.into() });
        }
        r.payload = super::to_vec_chunked(payload);
        Ok(r)
    }

    /// Writes BTH, extension headers, payload, zero pad and four zero ICRC bytes into the start
    /// of `buf` (the UDP payload); returns the bytes written (`buffer_len()`).
    /// `Err` if the repr is inconsistent (see [`RoceRepr::check`]) or `buf` is too short.
    pub fn emit(&self, buf: &mut [u8]) -> Result<usize, WireError> {
        self.check()?;
        let n = self.buffer_len();
        need(Layer::Bth, n, buf.len())?;
        let buf = &mut buf[..n];
        self.bth.emit(&mut bth::Packet::new_unchecked(&mut buf[..BTH_LEN]))?;
        let mut at = BTH_LEN;
        macro_rules! put {
            ($repr:expr, $module:ident, $len:expr) => {{
                $repr.emit(&mut $module::Packet::new_unchecked(&mut buf[at..at + $len]))?;
                at += $len;
            }};
        }
        if let Some(h) = &self.deth {
            put!(h, deth, super::DETH_LEN);
        }
        if let Some(h) = &self.reth {
            put!(h, reth, super::RETH_LEN);
        }
        if let Some(h) = &self.atomic_eth {
            put!(h, atomic_eth, super::ATOMIC_ETH_LEN);
        }
        if let Some(h) = &self.aeth {
            put!(h, aeth, super::AETH_LEN);
        }
        if let Some(h) = &self.atomic_ack_eth {
            put!(h, atomic_ack_eth, super::ATOMIC_ACK_ETH_LEN);
        }
        if let Some(v) = self.immdt {
            put!(ImmDtRepr { imm: v }, immdt, super::IMMDT_LEN);
        }
        if let Some(v) = self.ieth {
            put!(IethRepr { rkey: v }, ieth, super::IETH_LEN);
        }
        if self.bth.opcode == Opcode::Cnp {
            put!(CnpRepr, cnp, super::CNP_LEN);
        }
        super::copy_chunked(&mut buf[at..at + self.payload.len()], &self.payload);
        at += self.payload.len();
        buf[at..].fill(0); // pad + ICRC placeholder
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{NakCode, Syndrome};

    fn write_only() -> RoceRepr {
        let mut bth = BthRepr::new(Opcode::RcWriteOnlyImm, 0x11, 0x104);
        bth.ack_req = true;
        let mut r = RoceRepr::new(bth);
        r.reth = Some(RethRepr { va: 0x1000, rkey: 0xabcd, dma_len: 5 });
        r.immdt = Some(0x2a);
        r.payload = b"hello".to_vec();
        r.fix_pad();
        r
    }

    const WRITE_ONLY_BYTES: [u8; 12 + 16 + 4 + 5 + 3 + 4] = [
        0x0B, 0x30, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x11, 0x80, 0x00, 0x01, 0x04, // BTH pad 3
        0, 0, 0, 0, 0, 0, 0x10, 0x00, 0, 0, 0xab, 0xcd, 0, 0, 0, 5, // RETH
        0, 0, 0, 0x2a, // ImmDt
        b'h', b'e', b'l', b'l', b'o', 0, 0, 0, // payload + pad
        0, 0, 0, 0, // ICRC placeholder
    ];

    #[test]
    fn emit_and_parse_known_bytes() {
        let r = write_only();
        assert_eq!(r.buffer_len(), WRITE_ONLY_BYTES.len());
        let mut buf = [0xEEu8; 48];
        assert_eq!(r.emit(&mut buf), Ok(44));
        assert_eq!(buf[..44], WRITE_ONLY_BYTES[..]);
        assert_eq!(buf[44..], [0xEE; 4], "emit writes only buffer_len bytes");
        assert_eq!(RoceRepr::parse(&WRITE_ONLY_BYTES), Ok(r));
    }

    #[test]
    fn inconsistent_reprs_rejected() {
        let mut buf = [0u8; 128];
        let mut r = write_only();
        r.immdt = None;
        assert_eq!(
            r.emit(&mut buf),
            Err(WireError::Inconsistent { layer: Layer::ImmDt, field: "present", reason: "header required by the opcode is missing" })
        );
        let mut r = write_only();
        r.aeth = Some(AethRepr { syndrome: Syndrome::Nak(NakCode::InvalidRequest), msn: 0 });
        assert!(matches!(r.emit(&mut buf), Err(WireError::Inconsistent { layer: Layer::Aeth, .. })));
        let mut r = write_only();
        r.bth.pad_cnt = 0;
        assert!(matches!(r.emit(&mut buf), Err(WireError::Inconsistent { layer: Layer::Bth, field: "pad_cnt", .. })));
        let mut r = RoceRepr::new(BthRepr::new(Opcode::RcReadRequest, 1, 1));
        r.reth = Some(RethRepr::default());
        r.payload = vec![1, 2, 3, 4];
        assert!(matches!(r.emit(&mut buf), Err(WireError::Inconsistent { layer: Layer::Payload, .. })));
        let r = write_only();
        assert_eq!(r.emit(&mut buf[..43]), Err(WireError::Truncated { layer: Layer::Bth, required: 44, actual: 43 }));
    }

    #[test]
    fn parse_errors() {
        let b = WRITE_ONLY_BYTES;
        assert_eq!(RoceRepr::parse(&b[..11]), Err(WireError::Truncated { layer: Layer::Bth, required: 12, actual: 11 }));
        assert_eq!(RoceRepr::parse(&b[..15]), Err(WireError::Truncated { layer: Layer::Icrc, required: 16, actual: 15 }));
        // RETH needs 16 bytes, 20 - 12 - 4 = 4 left
        assert_eq!(RoceRepr::parse(&b[..20]), Err(WireError::Truncated { layer: Layer::Reth, required: 16, actual: 4 }));
        assert_eq!(RoceRepr::parse(&b[..34]), Err(WireError::Truncated { layer: Layer::ImmDt, required: 4, actual: 2 }));
        // Only 1 byte after the headers but pad count 3
        assert_eq!(RoceRepr::parse(&b[..37]), Err(WireError::Length { layer: Layer::Bth, field: "pad_cnt", stated: 3, actual: 1 }));
        // 4 bytes after headers, pad 3 -> payload 1 byte, but pad for 1 is 3: ok! so use 6 bytes -> payload 3 -> pad must be 1
        assert_eq!(RoceRepr::parse(&b[..42]), Err(WireError::BadField { layer: Layer::Bth, field: "pad_cnt", value: 3 }));
        let mut x = b;
        x[0] = 0x15;
        assert_eq!(RoceRepr::parse(&x), Err(WireError::BadField { layer: Layer::Bth, field: "opcode", value: 0x15 }));
        // An ACK with payload bytes
        let mut ack = vec![0x11, 0, 0xFF, 0xFF, 0, 0, 0, 1, 0, 0, 0, 1, 0x1F, 0, 0, 1];
        ack.extend_from_slice(&[9, 9, 9, 9]);
        ack.extend_from_slice(&[0, 0, 0, 0]);
        assert_eq!(RoceRepr::parse(&ack), Err(WireError::Length { layer: Layer::Payload, field: "len", stated: 0, actual: 4 }));
        // AETH with a reserved syndrome
        let mut ack2 = ack.clone();
        ack2.drain(16..20);
        ack2[12] = 0x40;
        assert_eq!(RoceRepr::parse(&ack2), Err(WireError::BadField { layer: Layer::Aeth, field: "syndrome", value: 0x40 }));
    }
}
