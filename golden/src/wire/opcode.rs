//! BTH opcodes (IBTA Vol.1 table 38, RC/UC/UD, plus the RoCEv2 CNP) and the extension headers
//! that follow each of them.
//!
//! The table below is the single source of truth for "which headers follow opcode X": the
//! parser, the emitter, the generators and the transport all read it through
//! [`Opcode::headers`].

use super::{
    AETH_LEN, ATOMIC_ACK_ETH_LEN, ATOMIC_ETH_LEN, CNP_LEN, DETH_LEN, IETH_LEN, IMMDT_LEN, RETH_LEN,
};

/// Transport service an opcode belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Service {
    /// Reliable Connected (opcodes 0x00-0x1F).
    Rc,
    /// Unreliable Connected (0x20-0x3F).
    Uc,
    /// Unreliable Datagram (0x60-0x7F).
    Ud,
    /// RoCEv2 congestion notification packet (0x81).
    Cnp,
}

/// Position of a packet within its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Position {
    /// First packet of a multi-packet message.
    First,
    /// Middle packet of a multi-packet message.
    Middle,
    /// Last packet of a multi-packet message.
    Last,
    /// The whole message in one packet (also READ requests and atomic requests).
    Only,
    /// Not part of a message: ACK, atomic ACK and CNP.
    NotApplicable,
}

/// Extension headers that follow the BTH, IBTA order: DETH, RETH, AtomicETH, AETH, AtomicAckETH,
/// ImmDt, IETH (and, for CNP only, the 16 reserved bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash, serde::Serialize)]
pub struct HeaderSet {
    /// Datagram ETH (8 bytes).
    pub deth: bool,
    /// RDMA ETH (16 bytes).
    pub reth: bool,
    /// Atomic ETH (28 bytes).
    pub atomic_eth: bool,
    /// ACK ETH (4 bytes).
    pub aeth: bool,
    /// Atomic ACK ETH (8 bytes).
    pub atomic_ack_eth: bool,
    /// Immediate data (4 bytes).
    pub immdt: bool,
    /// Invalidate ETH (4 bytes).
    pub ieth: bool,
    /// CNP reserved bytes (16 bytes).
    pub cnp: bool,
}

impl HeaderSet {
    /// Bytes after the BTH before the payload.
    pub fn len(&self) -> usize {
        let mut n = 0;
        if self.deth {
            n += DETH_LEN;
        }
        if self.reth {
            n += RETH_LEN;
        }
        if self.atomic_eth {
            n += ATOMIC_ETH_LEN;
        }
        if self.aeth {
            n += AETH_LEN;
        }
        if self.atomic_ack_eth {
            n += ATOMIC_ACK_ETH_LEN;
        }
        if self.immdt {
            n += IMMDT_LEN;
        }
        if self.ieth {
            n += IETH_LEN;
        }
        if self.cnp {
            n += CNP_LEN;
        }
        n
    }

    /// True when no extension header follows the BTH.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    const NONE: HeaderSet = HeaderSet {
        deth: false,
        reth: false,
        atomic_eth: false,
        aeth: false,
        atomic_ack_eth: false,
        immdt: false,
        ieth: false,
        cnp: false,
    };
}

/// A BTH opcode this model supports. Any other byte is an unknown opcode (`from_u8` is `None`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[allow(missing_docs)]
pub enum Opcode {
    // RC 0x00..=0x17 (0x15 "RESYNC" is not supported -> unknown)
    RcSendFirst = 0x00,
    RcSendMiddle = 0x01,
    RcSendLast = 0x02,
    RcSendLastImm = 0x03,
    RcSendOnly = 0x04,
    RcSendOnlyImm = 0x05,
    RcWriteFirst = 0x06,
    RcWriteMiddle = 0x07,
    RcWriteLast = 0x08,
    RcWriteLastImm = 0x09,
    RcWriteOnly = 0x0A,
    RcWriteOnlyImm = 0x0B,
    RcReadRequest = 0x0C,
    RcReadResponseFirst = 0x0D,
    RcReadResponseMiddle = 0x0E,
    RcReadResponseLast = 0x0F,
    RcReadResponseOnly = 0x10,
    RcAck = 0x11,
    RcAtomicAck = 0x12,
    RcCompareSwap = 0x13,
    RcFetchAdd = 0x14,
    RcSendLastInv = 0x16,
    RcSendOnlyInv = 0x17,
    // UC 0x20..=0x2B: send and write, same shapes as RC
    UcSendFirst = 0x20,
    UcSendMiddle = 0x21,
    UcSendLast = 0x22,
    UcSendLastImm = 0x23,
    UcSendOnly = 0x24,
    UcSendOnlyImm = 0x25,
    UcWriteFirst = 0x26,
    UcWriteMiddle = 0x27,
    UcWriteLast = 0x28,
    UcWriteLastImm = 0x29,
    UcWriteOnly = 0x2A,
    UcWriteOnlyImm = 0x2B,
    // UD
    UdSendOnly = 0x64,
    UdSendOnlyImm = 0x65,
    // RoCEv2 congestion notification packet
    Cnp = 0x81,
}

/// One row of the opcode table.
struct Row {
    op: Opcode,
    name: &'static str,
    headers: HeaderSet,
    payload: bool,
    position: Position,
}

const fn hs(deth: bool, reth: bool, atomic_eth: bool, aeth: bool, atomic_ack_eth: bool, immdt: bool, ieth: bool) -> HeaderSet {
    HeaderSet { deth, reth, atomic_eth, aeth, atomic_ack_eth, immdt, ieth, cnp: false }
}
const NONE: HeaderSet = HeaderSet::NONE;
const IMM: HeaderSet = hs(false, false, false, false, false, true, false);
const RETH: HeaderSet = hs(false, true, false, false, false, false, false);
const RETH_IMM: HeaderSet = hs(false, true, false, false, false, true, false);
const AETH: HeaderSet = hs(false, false, false, true, false, false, false);
const AETH_ATOMIC_ACK: HeaderSet = hs(false, false, false, true, true, false, false);
const ATOMIC: HeaderSet = hs(false, false, true, false, false, false, false);
const IETH: HeaderSet = hs(false, false, false, false, false, false, true);
const DETH: HeaderSet = hs(true, false, false, false, false, false, false);
const DETH_IMM: HeaderSet = hs(true, false, false, false, false, true, false);
const CNP: HeaderSet = HeaderSet { cnp: true, ..HeaderSet::NONE };

use Position::{First as F, Last as L, Middle as M, NotApplicable as NA, Only as O};

macro_rules! row {
    ($op:ident, $name:expr, $h:expr, $p:expr, $pos:expr) => {
        Row { op: Opcode::$op, name: $name, headers: $h, payload: $p, position: $pos }
    };
}

/// The opcode table, in numeric order.
static TABLE: [Row; 38] = [
    row!(RcSendFirst, "RC_SEND_FIRST", NONE, true, F),
    row!(RcSendMiddle, "RC_SEND_MIDDLE", NONE, true, M),
    row!(RcSendLast, "RC_SEND_LAST", NONE, true, L),
    row!(RcSendLastImm, "RC_SEND_LAST_WITH_IMMEDIATE", IMM, true, L),
    row!(RcSendOnly, "RC_SEND_ONLY", NONE, true, O),
    row!(RcSendOnlyImm, "RC_SEND_ONLY_WITH_IMMEDIATE", IMM, true, O),
    row!(RcWriteFirst, "RC_RDMA_WRITE_FIRST", RETH, true, F),
    row!(RcWriteMiddle, "RC_RDMA_WRITE_MIDDLE", NONE, true, M),
    row!(RcWriteLast, "RC_RDMA_WRITE_LAST", NONE, true, L),
    row!(RcWriteLastImm, "RC_RDMA_WRITE_LAST_WITH_IMMEDIATE", IMM, true, L),
    row!(RcWriteOnly, "RC_RDMA_WRITE_ONLY", RETH, true, O),
    row!(RcWriteOnlyImm, "RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE", RETH_IMM, true, O),
    row!(RcReadRequest, "RC_RDMA_READ_REQUEST", RETH, false, O),
    row!(RcReadResponseFirst, "RC_RDMA_READ_RESPONSE_FIRST", AETH, true, F),
    row!(RcReadResponseMiddle, "RC_RDMA_READ_RESPONSE_MIDDLE", NONE, true, M),
    row!(RcReadResponseLast, "RC_RDMA_READ_RESPONSE_LAST", AETH, true, L),
    row!(RcReadResponseOnly, "RC_RDMA_READ_RESPONSE_ONLY", AETH, true, O),
    row!(RcAck, "RC_ACKNOWLEDGE", AETH, false, NA),
    row!(RcAtomicAck, "RC_ATOMIC_ACKNOWLEDGE", AETH_ATOMIC_ACK, false, NA),
    row!(RcCompareSwap, "RC_COMPARE_SWAP", ATOMIC, false, O),
    row!(RcFetchAdd, "RC_FETCH_ADD", ATOMIC, false, O),
    row!(RcSendLastInv, "RC_SEND_LAST_WITH_INVALIDATE", IETH, true, L),
    row!(RcSendOnlyInv, "RC_SEND_ONLY_WITH_INVALIDATE", IETH, true, O),
    row!(UcSendFirst, "UC_SEND_FIRST", NONE, true, F),
    row!(UcSendMiddle, "UC_SEND_MIDDLE", NONE, true, M),
    row!(UcSendLast, "UC_SEND_LAST", NONE, true, L),
    row!(UcSendLastImm, "UC_SEND_LAST_WITH_IMMEDIATE", IMM, true, L),
    row!(UcSendOnly, "UC_SEND_ONLY", NONE, true, O),
    row!(UcSendOnlyImm, "UC_SEND_ONLY_WITH_IMMEDIATE", IMM, true, O),
    row!(UcWriteFirst, "UC_RDMA_WRITE_FIRST", RETH, true, F),
    row!(UcWriteMiddle, "UC_RDMA_WRITE_MIDDLE", NONE, true, M),
    row!(UcWriteLast, "UC_RDMA_WRITE_LAST", NONE, true, L),
    row!(UcWriteLastImm, "UC_RDMA_WRITE_LAST_WITH_IMMEDIATE", IMM, true, L),
    row!(UcWriteOnly, "UC_RDMA_WRITE_ONLY", RETH, true, O),
    row!(UcWriteOnlyImm, "UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE", RETH_IMM, true, O),
    row!(UdSendOnly, "UD_SEND_ONLY", DETH, true, O),
    row!(UdSendOnlyImm, "UD_SEND_ONLY_WITH_IMMEDIATE", DETH_IMM, true, O),
    row!(Cnp, "CNP", CNP, false, NA),
];

/// Every supported opcode, in numeric order (built from the table).
static ALL: [Opcode; 38] = {
    let mut out = [Opcode::Cnp; 38];
    let mut i = 0;
    while i < 38 {
        out[i] = TABLE[i].op;
        i += 1;
    }
    out
};

/// Marks an opcode byte without a row in [`INDEX`].
const NO_ROW: u8 = 0xFF;

/// Opcode byte -> row of TABLE (O(1) lookup on the parse path), built at compile time.
static INDEX: [u8; 256] = {
    let mut idx = [NO_ROW; 256];
    let mut i = 0;
    while i < TABLE.len() {
        idx[TABLE[i].op as usize] = i as u8;
        i += 1;
    }
    idx
};

impl Opcode {
    /// The opcode for a BTH opcode byte, or `None` when this model does not know it.
    pub fn from_u8(v: u8) -> Option<Opcode> {
        match INDEX[usize::from(v)] {
            NO_ROW => None,
            i => Some(TABLE[usize::from(i)].op),
        }
    }

    /// The BTH opcode byte.
    pub fn as_u8(self) -> u8 {
        self as u8
    }

    fn row(self) -> &'static Row {
        // Every variant has a row (checked by a test); `get` keeps this panic-free regardless.
        TABLE.get(usize::from(INDEX[usize::from(self as u8)])).unwrap_or(&TABLE[TABLE.len() - 1])
    }

    /// IBTA name, e.g. "RC_SEND_FIRST", "RC_RDMA_WRITE_ONLY", "UD_SEND_ONLY", "CNP".
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Transport service of the opcode.
    pub fn service(self) -> Service {
        match self as u8 {
            0x00..=0x1F => Service::Rc,
            0x20..=0x3F => Service::Uc,
            0x60..=0x7F => Service::Ud,
            _ => Service::Cnp,
        }
    }

    /// Extension headers that follow the BTH for this opcode, in IBTA order.
    pub fn headers(self) -> HeaderSet {
        self.row().headers
    }

    /// True when packets of this opcode may carry payload bytes.
    pub fn has_payload(self) -> bool {
        self.row().payload
    }

    /// Position of the packet within its message.
    pub fn position(self) -> Position {
        self.row().position
    }

    /// Every supported opcode, in numeric order.
    pub fn all() -> &'static [Opcode] {
        &ALL
    }
}

impl std::fmt::Display for Opcode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_complete() {
        for w in TABLE.windows(2) {
            assert!((w[0].op as u8) < (w[1].op as u8), "{:?} before {:?}", w[0].op, w[1].op);
        }
        let known: Vec<u8> = (0..=255u8).filter(|v| Opcode::from_u8(*v).is_some()).collect();
        assert_eq!(known.len(), 38);
        for op in Opcode::all() {
            assert_eq!(Opcode::from_u8(op.as_u8()), Some(*op));
            assert_eq!(op.row().op, *op);
        }
        assert_eq!(Opcode::from_u8(0x15), None);
        assert_eq!(Opcode::from_u8(0x18), None);
        assert_eq!(Opcode::from_u8(0x2C), None);
        assert_eq!(Opcode::from_u8(0x66), None);
        assert_eq!(Opcode::from_u8(0x80), None);
        assert_eq!(Opcode::from_u8(0xFF), None);
    }

    #[test]
    fn header_lengths() {
        assert_eq!(Opcode::RcSendFirst.headers().len(), 0);
        assert_eq!(Opcode::RcWriteOnlyImm.headers().len(), 20);
        assert_eq!(Opcode::RcCompareSwap.headers().len(), 28);
        assert_eq!(Opcode::RcAtomicAck.headers().len(), 12);
        assert_eq!(Opcode::UdSendOnlyImm.headers().len(), 12);
        assert_eq!(Opcode::RcSendOnlyInv.headers().len(), 4);
        assert_eq!(Opcode::Cnp.headers().len(), 16);
        assert!(Opcode::RcSendMiddle.headers().is_empty());
    }

    #[test]
    fn names_services_positions() {
        assert_eq!(Opcode::RcSendFirst.name(), "RC_SEND_FIRST");
        assert_eq!(Opcode::UdSendOnly.name(), "UD_SEND_ONLY");
        assert_eq!(Opcode::Cnp.name(), "CNP");
        assert_eq!(Opcode::RcAck.name(), "RC_ACKNOWLEDGE");
        assert_eq!(Opcode::UcWriteOnly.service(), Service::Uc);
        assert_eq!(Opcode::UdSendOnlyImm.service(), Service::Ud);
        assert_eq!(Opcode::Cnp.service(), Service::Cnp);
        assert_eq!(Opcode::RcFetchAdd.service(), Service::Rc);
        assert_eq!(Opcode::RcReadResponseMiddle.position(), Position::Middle);
        assert_eq!(Opcode::RcAck.position(), Position::NotApplicable);
        assert!(!Opcode::RcReadRequest.has_payload());
        assert!(Opcode::RcReadResponseOnly.has_payload());
        // UC mirrors RC for send/write: same headers, offset 0x20.
        for op in Opcode::all().iter().filter(|o| o.service() == Service::Uc) {
            let rc = Opcode::from_u8(op.as_u8() - 0x20).unwrap();
            assert_eq!(rc.headers(), op.headers());
            assert_eq!(rc.has_payload(), op.has_payload());
            assert_eq!(rc.position(), op.position());
            assert_eq!(&rc.name()[3..], &op.name()[3..]);
        }
    }
}
