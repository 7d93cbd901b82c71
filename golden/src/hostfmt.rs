//! Host-memory formats the NIC and the driver share besides the context tables
//! ([`crate::context`]): the receive WQE and the completion queue entry. One definition, used by
//! the RTL (field offsets), the cosim harness and the firmware.
//!
//! # Receive WQE (ring entry of `1 << rq_log_stride` bytes, little-endian)
//! | off | size | field |
//! |----:|----:|---|
//! | 0 | 8 | `wr_id` |
//! | 8 | 4 | `num_sge` (0..=[`MAX_RECV_SGE`]) |
//! | 12 | 4 | reserved, 0 |
//! | 16 + 16 i | 8 | SGE i: `addr` (virtual address, translated through its key) |
//! | 24 + 16 i | 4 | SGE i: `length` |
//! | 28 + 16 i | 4 | SGE i: `lkey` |
//!
//! The ring: WQE `n` (free-running index) lives at `rq_base + (n mod 2^rq_log_size) <<
//! rq_log_stride` ([`crate::context::QpContext::rq_wqe_addr`]); the driver advances
//! `rq_producer` (receive doorbell) after writing a WQE, the NIC `rq_consumer` after using one.
//!
//! # Completion queue entry ([`CQE_SIZE`] = 64 bytes, one AXI beat, little-endian)
//! | off | size | field |
//! |----:|----:|---|
//! | 0 | 8 | `wr_id` |
//! | 8 | 4 | `byte_len` |
//! | 12 | 4 | `qpn` (24 bits) |
//! | 16 | 4 | immediate data (valid if flags bit 0) |
//! | 20 | 4 | invalidated R_Key (valid if flags bit 1) |
//! | 24 | 4 | UD source QP (24 bits, valid if flags bit 2) |
//! | 28 | 1 | status ([`status_code`]) |
//! | 29 | 1 | opcode ([`opcode_code`]) |
//! | 30 | 1 | flags: bit 0 imm, bit 1 invalidated key, bit 2 UD source (QP and IP) |
//! | 31 | 1 | owner: bit 0 = the pass over the ring that wrote it (1 on the first pass, 0 on the second, ...) |
//! | 32 | 16 | UD source IP (IPv4 as `::ffff:a.b.c.d`) |
//! | 48 | 16 | reserved, 0 |
//!
//! Entry `n` (free-running producer index) lives at `cq_base + (n mod 2^log2) * 64`; it is valid
//! for a consumer at index `n` when its owner bit equals [`owner_bit`]`(n, log2)`. Zeroed memory
//! is therefore empty on the first pass, and the consumer never needs to clear entries.
use crate::verbs::{Completion, RecvWr, Sge, WcOpcode, WcStatus};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use thiserror::Error;

/// Scatter entries a receive WQE may hold.
pub const MAX_RECV_SGE: usize = 16;
/// Bytes of the WQE header before the first SGE.
pub const WQE_HEADER: usize = 16;
/// Bytes per SGE.
pub const SGE_SIZE: usize = 16;
/// Bytes of a completion queue entry.
pub const CQE_SIZE: usize = 64;

/// Byte offsets in a completion entry (shared with the RTL).
pub mod cqe_off {
    /// wr_id (8)
    pub const WR_ID: usize = 0;
    /// byte_len (4)
    pub const BYTE_LEN: usize = 8;
    /// qpn (4)
    pub const QPN: usize = 12;
    /// immediate (4)
    pub const IMM: usize = 16;
    /// invalidated R_Key (4)
    pub const INV_RKEY: usize = 20;
    /// UD source QP (4)
    pub const SRC_QP: usize = 24;
    /// status (1)
    pub const STATUS: usize = 28;
    /// opcode (1)
    pub const OPCODE: usize = 29;
    /// flags (1)
    pub const FLAGS: usize = 30;
    /// owner (1)
    pub const OWNER: usize = 31;
    /// UD source IP (16)
    pub const SRC_IP: usize = 32;
}

/// Bits of a completion entry's flags byte ([`cqe_off::FLAGS`]).
pub mod cqe_flags {
    /// The immediate field holds ImmDt.
    pub const IMM: u8 = 1;
    /// The invalidated R_Key field holds the key a SEND with invalidate killed.
    pub const INV_RKEY: u8 = 2;
    /// UD: the source QP and source IP fields hold the sender's.
    pub const UD_SOURCE: u8 = 4;
}

/// A malformed WQE or completion entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum FormatError {
    /// Fewer bytes than the format needs.
    #[error("{what}: need {required} bytes, have {actual}")]
    Length {
        /// Which format.
        what: &'static str,
        /// Bytes needed.
        required: usize,
        /// Bytes given.
        actual: usize,
    },
    /// More SGEs than [`MAX_RECV_SGE`] or than the WQE size holds.
    #[error("receive WQE: {0} SGEs do not fit")]
    TooManySges(u32),
    /// A code with no meaning.
    #[error("completion entry: unknown {field} code {value}")]
    BadCode {
        /// Field.
        field: &'static str,
        /// Value.
        value: u8,
    },
}

/// Smallest `log2` WQE size holding `sges` SGEs (at least 16 bytes, the context's minimum).
pub fn wqe_log_stride(sges: usize) -> u8 {
    let bytes = WQE_HEADER + SGE_SIZE * sges.max(1);
    bytes.next_power_of_two().trailing_zeros().max(4) as u8
}

/// The bytes of a receive WQE (exactly `WQE_HEADER + SGE_SIZE * sges` long).
pub fn encode_recv_wqe(wr: &RecvWr) -> Result<Vec<u8>, FormatError> {
    if wr.sges.len() > MAX_RECV_SGE {
        return Err(FormatError::TooManySges(wr.sges.len() as u32));
    }
    let mut b = vec![0u8; WQE_HEADER + SGE_SIZE * wr.sges.len()];
    b[0..8].copy_from_slice(&wr.wr_id.to_le_bytes());
    b[8..12].copy_from_slice(&(wr.sges.len() as u32).to_le_bytes());
    for (i, s) in wr.sges.iter().enumerate() {
        let o = WQE_HEADER + SGE_SIZE * i;
        b[o..o + 8].copy_from_slice(&s.addr.to_le_bytes());
        b[o + 8..o + 12].copy_from_slice(&s.length.to_le_bytes());
        b[o + 12..o + 16].copy_from_slice(&s.lkey.to_le_bytes());
    }
    Ok(b)
}

/// Parse a receive WQE from its ring slot's bytes.
pub fn decode_recv_wqe(b: &[u8]) -> Result<RecvWr, FormatError> {
    let need = |n: usize| {
        if b.len() < n {
            Err(FormatError::Length { what: "receive WQE", required: n, actual: b.len() })
        } else {
            Ok(())
        }
    };
    need(WQE_HEADER)?;
    let n = u32::from_le_bytes([b[8], b[9], b[10], b[11]]);
    if n as usize > MAX_RECV_SGE {
        return Err(FormatError::TooManySges(n));
    }
    need(WQE_HEADER + SGE_SIZE * n as usize)?;
    let mut sges = Vec::with_capacity(n as usize);
    for i in 0..n as usize {
        let o = WQE_HEADER + SGE_SIZE * i;
        let mut a = [0u8; 8];
        a.copy_from_slice(&b[o..o + 8]);
        sges.push(Sge {
            addr: u64::from_le_bytes(a),
            length: u32::from_le_bytes([b[o + 8], b[o + 9], b[o + 10], b[o + 11]]),
            lkey: u32::from_le_bytes([b[o + 12], b[o + 13], b[o + 14], b[o + 15]]),
        });
    }
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[0..8]);
    Ok(RecvWr { wr_id: u64::from_le_bytes(w), sges })
}

/// Byte code of a completion status.
pub fn status_code(s: WcStatus) -> u8 {
    match s {
        WcStatus::Success => 0,
        WcStatus::LocLenErr => 1,
        WcStatus::LocQpOpErr => 2,
        WcStatus::LocProtErr => 3,
        WcStatus::WrFlushErr => 4,
        WcStatus::RemAccessErr => 5,
        WcStatus::RemInvReqErr => 6,
        WcStatus::RemOpErr => 7,
        WcStatus::RetryExcErr => 8,
        WcStatus::RnrRetryExcErr => 9,
        WcStatus::BadRespErr => 10,
    }
}

/// Completion status of a byte code.
pub fn status_from_code(c: u8) -> Option<WcStatus> {
    Some(match c {
        0 => WcStatus::Success,
        1 => WcStatus::LocLenErr,
        2 => WcStatus::LocQpOpErr,
        3 => WcStatus::LocProtErr,
        4 => WcStatus::WrFlushErr,
        5 => WcStatus::RemAccessErr,
        6 => WcStatus::RemInvReqErr,
        7 => WcStatus::RemOpErr,
        8 => WcStatus::RetryExcErr,
        9 => WcStatus::RnrRetryExcErr,
        10 => WcStatus::BadRespErr,
        _ => return None,
    })
}

/// Byte code of a completion opcode.
pub fn opcode_code(o: WcOpcode) -> u8 {
    match o {
        WcOpcode::Send => 0,
        WcOpcode::RdmaWrite => 1,
        WcOpcode::RdmaRead => 2,
        WcOpcode::CompSwap => 3,
        WcOpcode::FetchAdd => 4,
        WcOpcode::Recv => 5,
        WcOpcode::RecvRdmaWithImm => 6,
    }
}

/// Completion opcode of a byte code.
pub fn opcode_from_code(c: u8) -> Option<WcOpcode> {
    Some(match c {
        0 => WcOpcode::Send,
        1 => WcOpcode::RdmaWrite,
        2 => WcOpcode::RdmaRead,
        3 => WcOpcode::CompSwap,
        4 => WcOpcode::FetchAdd,
        5 => WcOpcode::Recv,
        6 => WcOpcode::RecvRdmaWithImm,
        _ => return None,
    })
}

/// Owner bit of the entry written at free-running index `n` in a ring of `2^log2` entries.
pub fn owner_bit(n: u32, log2: u8) -> u8 {
    if log2 >= 32 {
        return 1;
    }
    (!(n >> log2) & 1) as u8
}

fn ip_bytes(ip: IpAddr) -> [u8; 16] {
    match ip {
        IpAddr::V4(v4) => v4.to_ipv6_mapped().octets(),
        IpAddr::V6(v6) => v6.octets(),
    }
}

/// The entry the NIC writes for `c` at free-running index `n` of a `2^log2` ring.
pub fn encode_cqe(c: &Completion, n: u32, log2: u8) -> [u8; CQE_SIZE] {
    let mut b = [0u8; CQE_SIZE];
    b[0..8].copy_from_slice(&c.wr_id.to_le_bytes());
    b[8..12].copy_from_slice(&c.byte_len.to_le_bytes());
    b[12..16].copy_from_slice(&(c.qpn & 0xFF_FFFF).to_le_bytes());
    let mut flags = 0u8;
    if let Some(i) = c.imm {
        b[16..20].copy_from_slice(&i.to_le_bytes());
        flags |= cqe_flags::IMM;
    }
    if let Some(k) = c.invalidated_rkey {
        b[20..24].copy_from_slice(&k.to_le_bytes());
        flags |= cqe_flags::INV_RKEY;
    }
    if let (Some(q), Some(ip)) = (c.src_qp, c.src_ip) {
        b[24..28].copy_from_slice(&(q & 0xFF_FFFF).to_le_bytes());
        b[32..48].copy_from_slice(&ip_bytes(ip));
        flags |= cqe_flags::UD_SOURCE;
    }
    b[cqe_off::STATUS] = status_code(c.status);
    b[cqe_off::OPCODE] = opcode_code(c.opcode);
    b[cqe_off::FLAGS] = flags;
    b[cqe_off::OWNER] = owner_bit(n, log2);
    b
}

/// The completion in ring slot bytes `b` for a consumer at free-running index `n`: `Ok(None)`
/// while the entry is not written yet (owner bit of an earlier pass).
pub fn decode_cqe(b: &[u8], n: u32, log2: u8) -> Result<Option<Completion>, FormatError> {
    if b.len() < CQE_SIZE {
        return Err(FormatError::Length { what: "completion entry", required: CQE_SIZE, actual: b.len() });
    }
    if b[cqe_off::OWNER] & 1 != owner_bit(n, log2) {
        return Ok(None);
    }
    let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
    let status = status_from_code(b[cqe_off::STATUS]).ok_or(FormatError::BadCode { field: "status", value: b[cqe_off::STATUS] })?;
    let opcode = opcode_from_code(b[cqe_off::OPCODE]).ok_or(FormatError::BadCode { field: "opcode", value: b[cqe_off::OPCODE] })?;
    let flags = b[cqe_off::FLAGS];
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[0..8]);
    let src_ip = if flags & cqe_flags::UD_SOURCE != 0 {
        let mut g = [0u8; 16];
        g.copy_from_slice(&b[32..48]);
        let v6 = Ipv6Addr::from(g);
        Some(match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(Ipv4Addr::from(v4.octets())),
            None => IpAddr::V6(v6),
        })
    } else {
        None
    };
    Ok(Some(Completion {
        wr_id: u64::from_le_bytes(w),
        status,
        opcode,
        byte_len: u32_at(8),
        imm: (flags & cqe_flags::IMM != 0).then(|| u32_at(16)),
        invalidated_rkey: (flags & cqe_flags::INV_RKEY != 0).then(|| u32_at(20)),
        qpn: u32_at(12) & 0xFF_FFFF,
        src_qp: (flags & cqe_flags::UD_SOURCE != 0).then(|| u32_at(24) & 0xFF_FFFF),
        src_ip,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn arb_status() -> impl Strategy<Value = WcStatus> {
        (0u8..=10).prop_map(|c| status_from_code(c).unwrap())
    }

    fn arb_opcode() -> impl Strategy<Value = WcOpcode> {
        (0u8..=6).prop_map(|c| opcode_from_code(c).unwrap())
    }

    proptest! {
        #[test]
        fn wqe_round_trips(wr_id in any::<u64>(), sges in proptest::collection::vec((any::<u64>(), any::<u32>(), any::<u32>()), 0..=MAX_RECV_SGE)) {
            let wr = RecvWr { wr_id, sges: sges.iter().map(|&(addr, length, lkey)| Sge { addr, length, lkey }).collect() };
            let b = encode_recv_wqe(&wr).unwrap();
            prop_assert!(b.len() <= 1 << wqe_log_stride(wr.sges.len()));
            prop_assert_eq!(decode_recv_wqe(&b).unwrap(), wr);
        }

        #[test]
        fn cqe_round_trips(wr_id in any::<u64>(), status in arb_status(), opcode in arb_opcode(), byte_len in any::<u32>(),
                           imm in proptest::option::of(any::<u32>()), inv in proptest::option::of(any::<u32>()),
                           qpn in 0u32..0x100_0000, ud in proptest::option::of((0u32..0x100_0000, any::<[u8; 4]>())),
                           n in any::<u32>(), log2 in 0u8..20) {
            let c = Completion { wr_id, status, opcode, byte_len, imm, invalidated_rkey: inv, qpn,
                src_qp: ud.map(|u| u.0), src_ip: ud.map(|u| IpAddr::V4(Ipv4Addr::from(u.1))) };
            let b = encode_cqe(&c, n, log2);
            prop_assert_eq!(decode_cqe(&b, n, log2).unwrap(), Some(c));
            // The same slot on the next pass is not written yet.
            prop_assert_eq!(decode_cqe(&b, n.wrapping_add(1 << log2), log2).unwrap(), None);
        }

        #[test]
        fn garbage_never_panics(b in proptest::collection::vec(any::<u8>(), 0..300), n in any::<u32>(), log2 in any::<u8>()) {
            let _ = decode_recv_wqe(&b);
            let _ = decode_cqe(&b, n, log2);
        }
    }

    #[test]
    fn layout_examples() {
        assert_eq!(wqe_log_stride(1), 5);
        assert_eq!(wqe_log_stride(0), 5);
        assert_eq!(wqe_log_stride(3), 6);
        assert_eq!(wqe_log_stride(16), 9);
        assert_eq!(owner_bit(0, 4), 1);
        assert_eq!(owner_bit(15, 4), 1);
        assert_eq!(owner_bit(16, 4), 0);
        assert_eq!(owner_bit(32, 4), 1);
        // Zeroed memory is an empty ring on the first pass.
        assert_eq!(decode_cqe(&[0u8; CQE_SIZE], 0, 4), Ok(None));
        assert_eq!(decode_recv_wqe(&[0u8; 8]), Err(FormatError::Length { what: "receive WQE", required: 16, actual: 8 }));
        let mut b = [0u8; CQE_SIZE];
        b[cqe_off::OWNER] = 1;
        b[cqe_off::STATUS] = 11;
        assert_eq!(decode_cqe(&b, 0, 4), Err(FormatError::BadCode { field: "status", value: 11 }));
        let c = Completion {
            wr_id: 0x0102_0304_0506_0708,
            status: WcStatus::Success,
            opcode: WcOpcode::Recv,
            byte_len: 4096,
            imm: Some(0xAABB_CCDD),
            invalidated_rkey: None,
            qpn: 0x12_3456,
            src_qp: None,
            src_ip: None,
        };
        let b = encode_cqe(&c, 0, 4);
        assert_eq!(&b[0..8], &0x0102_0304_0506_0708u64.to_le_bytes());
        assert_eq!(&b[8..16], &[0, 0x10, 0, 0, 0x56, 0x34, 0x12, 0]);
        assert_eq!(&b[16..20], &0xAABB_CCDDu32.to_le_bytes());
        assert_eq!(&b[28..32], &[0, 5, 1, 1]);
    }
}
