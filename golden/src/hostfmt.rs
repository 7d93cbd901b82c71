//! Host-memory formats the NIC and the driver share besides the context tables
//! ([`crate::context`]): the receive WQE, the send WQE and the completion queue entry. One
//! definition, used by the RTL (field offsets), the cosim harness and the firmware.
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
//! # Send WQE (ring entry of `1 << sq_log_stride` bytes, little-endian)
//! The header is one 64-byte AXI beat ([`SEND_WQE_HEADER`]); the gather list follows it, each SGE
//! as in the receive WQE. Bytes marked reserved are written 0 and ignored on read.
//!
//! | off | size | field |
//! |----:|----:|---|
//! | 0 | 8 | `wr_id` |
//! | 8 | 1 | opcode, `ibv_wr_opcode`'s numbering ([`send_opcode_code`]) |
//! | 9 | 1 | flags ([`swqe_flags`]): bit 0 signaled, 1 solicited, 2 fence, 3 UD destination |
//! | 10 | 1 | `num_sge` (0..=[`MAX_SEND_SGE`]) |
//! | 11 | 1 | reserved |
//! | 12 | 4 | immediate data (SEND / WRITE with immediate) or the R_Key to invalidate (SEND with invalidate) |
//! | 16 | 8 | remote VA (WRITE, READ, atomics) |
//! | 24 | 4 | R_Key (WRITE, READ, atomics) |
//! | 28 | 4 | reserved |
//! | 32 | 8 | compare operand (compare-swap) or addend (fetch-add) |
//! | 40 | 8 | swap operand (compare-swap) |
//! | 48 | 4 | `length`: the message's bytes, the sum of the SGEs' lengths |
//! | 52 | 12 | reserved |
//! | 64 + 16 i | 16 | SGE i: `addr` (8), `length` (4), `lkey` (4) |
//!
//! A UD SEND (flags bit 3; only SEND and SEND with immediate may carry it) has no remote VA, key
//! or operands, and its destination takes their place: remote QPN at 16 (4), remote Q_Key at 20
//! (4; bit 31 set: the QP's own, IBTA 10.2.5), destination MAC at 24 (6), destination IP at 32
//! (16; IPv4 as `::ffff:a.b.c.d`). The ring: WQE `n` lives at `sq_base + (n mod 2^sq_log_size)
//! << sq_log_stride`; the driver writes it, then rings the send doorbell with the new producer.
//!
//! `length` is redundant with the gather list, and there for the NIC: it segments a message, and
//! counts the PSNs of a WQE it retires, from the header beat alone, without reading the list
//! (which, for two or more SGEs, it reads only to gather a packet's bytes). [`encode_send_wqe`]
//! writes the sum; [`decode_send_wqe`] refuses a WQE where the two differ. The RTL reads it for
//! gather lists of two or more SGEs (one SGE's own length is the message's) and completes a WQE
//! whose list holds fewer bytes than it says with LocLenErr; it never reads past an SGE.
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
use crate::verbs::{AddressVector, Completion, RecvWr, SendOp, SendWr, Sge, UdDest, WcOpcode, WcStatus};
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
/// Gather entries a send WQE may hold.
pub const MAX_SEND_SGE: usize = 16;
/// Bytes of the send WQE header (one AXI beat) before the first SGE.
pub const SEND_WQE_HEADER: usize = 64;

/// Byte offsets in a send WQE (shared with the RTL).
pub mod swqe_off {
    /// wr_id (8)
    pub const WR_ID: usize = 0;
    /// opcode (1)
    pub const OPCODE: usize = 8;
    /// flags (1)
    pub const FLAGS: usize = 9;
    /// num_sge (1)
    pub const NUM_SGE: usize = 10;
    /// immediate data or the R_Key to invalidate (4)
    pub const IMM: usize = 12;
    /// remote VA (8)
    pub const REMOTE_ADDR: usize = 16;
    /// R_Key (4)
    pub const RKEY: usize = 24;
    /// compare operand or addend (8)
    pub const COMPARE_ADD: usize = 32;
    /// swap operand (8)
    pub const SWAP: usize = 40;
    /// the message's length, the sum of the SGEs' lengths (4)
    pub const LENGTH: usize = 48;
    /// UD: remote QPN (4)
    pub const UD_QPN: usize = 16;
    /// UD: remote Q_Key (4)
    pub const UD_QKEY: usize = 20;
    /// UD: destination MAC (6)
    pub const UD_MAC: usize = 24;
    /// UD: destination IP (16)
    pub const UD_IP: usize = 32;
}

/// Bits of a send WQE's flags byte ([`swqe_off::FLAGS`]).
pub mod swqe_flags {
    /// Complete to the send CQ on success (errors always complete).
    pub const SIGNALED: u8 = 1;
    /// Set the solicited event bit.
    pub const SOLICITED: u8 = 2;
    /// Wait for every earlier READ and atomic of the QP to complete.
    pub const FENCE: u8 = 4;
    /// The UD destination fields are valid.
    pub const UD: u8 = 8;
    /// Every defined bit.
    pub const ALL: u8 = SIGNALED | SOLICITED | FENCE | UD;
}

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
    /// More SGEs than [`MAX_RECV_SGE`] / [`MAX_SEND_SGE`] or than the WQE size holds.
    #[error("WQE: {0} SGEs do not fit")]
    TooManySges(u32),
    /// A send WQE whose fields contradict each other.
    #[error("send WQE: {0}")]
    Inconsistent(&'static str),
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

/// Smallest `log2` send WQE size holding `sges` SGEs (at least the header and one SGE: 128 bytes).
pub fn send_wqe_log_stride(sges: usize) -> u8 {
    let bytes = SEND_WQE_HEADER + SGE_SIZE * sges.max(1);
    bytes.next_power_of_two().trailing_zeros() as u8
}

/// A send WQE's opcode byte: `ibv_wr_opcode`'s numbering (RDMA_WRITE 0, RDMA_WRITE_WITH_IMM 1,
/// SEND 2, SEND_WITH_IMM 3, RDMA_READ 4, ATOMIC_CMP_AND_SWP 5, ATOMIC_FETCH_AND_ADD 6,
/// SEND_WITH_INV 9).
pub fn send_opcode_code(op: &SendOp) -> u8 {
    match op {
        SendOp::Write { .. } => 0,
        SendOp::WriteWithImm { .. } => 1,
        SendOp::Send => 2,
        SendOp::SendWithImm { .. } => 3,
        SendOp::Read { .. } => 4,
        SendOp::CompareSwap { .. } => 5,
        SendOp::FetchAdd { .. } => 6,
        SendOp::SendWithInv { .. } => 9,
    }
}

/// The bytes of a send WQE (exactly `SEND_WQE_HEADER + SGE_SIZE * sges` long).
pub fn encode_send_wqe(wr: &SendWr) -> Result<Vec<u8>, FormatError> {
    if wr.sges.len() > MAX_SEND_SGE {
        return Err(FormatError::TooManySges(wr.sges.len() as u32));
    }
    let mut b = vec![0u8; SEND_WQE_HEADER + SGE_SIZE * wr.sges.len()];
    let put32 = |b: &mut Vec<u8>, o: usize, v: u32| b[o..o + 4].copy_from_slice(&v.to_le_bytes());
    let put64 = |b: &mut Vec<u8>, o: usize, v: u64| b[o..o + 8].copy_from_slice(&v.to_le_bytes());
    put64(&mut b, swqe_off::WR_ID, wr.wr_id);
    b[swqe_off::OPCODE] = send_opcode_code(&wr.op);
    let mut flags = 0u8;
    for (on, bit) in [(wr.signaled, swqe_flags::SIGNALED), (wr.solicited, swqe_flags::SOLICITED), (wr.fence, swqe_flags::FENCE)] {
        if on {
            flags |= bit;
        }
    }
    b[swqe_off::NUM_SGE] = wr.sges.len() as u8;
    let total: u64 = wr.sges.iter().map(|s| s.length as u64).sum();
    let total = u32::try_from(total).map_err(|_| FormatError::Inconsistent("a gather list of 2^32 bytes or more"))?;
    put32(&mut b, swqe_off::LENGTH, total);
    match wr.op {
        SendOp::Send => {}
        SendOp::SendWithImm { imm } => put32(&mut b, swqe_off::IMM, imm),
        SendOp::SendWithInv { rkey } => put32(&mut b, swqe_off::IMM, rkey),
        SendOp::Write { remote_addr, rkey } | SendOp::Read { remote_addr, rkey } => {
            put64(&mut b, swqe_off::REMOTE_ADDR, remote_addr);
            put32(&mut b, swqe_off::RKEY, rkey);
        }
        SendOp::WriteWithImm { remote_addr, rkey, imm } => {
            put64(&mut b, swqe_off::REMOTE_ADDR, remote_addr);
            put32(&mut b, swqe_off::RKEY, rkey);
            put32(&mut b, swqe_off::IMM, imm);
        }
        SendOp::CompareSwap { remote_addr, rkey, compare, swap } => {
            put64(&mut b, swqe_off::REMOTE_ADDR, remote_addr);
            put32(&mut b, swqe_off::RKEY, rkey);
            put64(&mut b, swqe_off::COMPARE_ADD, compare);
            put64(&mut b, swqe_off::SWAP, swap);
        }
        SendOp::FetchAdd { remote_addr, rkey, add } => {
            put64(&mut b, swqe_off::REMOTE_ADDR, remote_addr);
            put32(&mut b, swqe_off::RKEY, rkey);
            put64(&mut b, swqe_off::COMPARE_ADD, add);
        }
    }
    if let Some(ud) = &wr.ud {
        if !matches!(wr.op, SendOp::Send | SendOp::SendWithImm { .. }) {
            return Err(FormatError::Inconsistent("a UD destination on an operation other than SEND"));
        }
        flags |= swqe_flags::UD;
        put32(&mut b, swqe_off::UD_QPN, ud.remote_qpn);
        put32(&mut b, swqe_off::UD_QKEY, ud.remote_qkey);
        b[swqe_off::UD_MAC..swqe_off::UD_MAC + 6].copy_from_slice(&ud.av.mac);
        b[swqe_off::UD_IP..swqe_off::UD_IP + 16].copy_from_slice(&ip_bytes(ud.av.ip));
    }
    b[swqe_off::FLAGS] = flags;
    for (i, s) in wr.sges.iter().enumerate() {
        let o = SEND_WQE_HEADER + SGE_SIZE * i;
        put64(&mut b, o, s.addr);
        put32(&mut b, o + 8, s.length);
        put32(&mut b, o + 12, s.lkey);
    }
    Ok(b)
}

/// Parse a send WQE from its ring slot's bytes: a typed error for a slot too short, an unknown
/// opcode or flag, too many SGEs, a UD destination on anything but a SEND, or a `length` that is not
/// the gather list's.
pub fn decode_send_wqe(b: &[u8]) -> Result<SendWr, FormatError> {
    let need = |n: usize| {
        if b.len() < n {
            Err(FormatError::Length { what: "send WQE", required: n, actual: b.len() })
        } else {
            Ok(())
        }
    };
    need(SEND_WQE_HEADER)?;
    let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
    let u64_at = |o: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&b[o..o + 8]);
        u64::from_le_bytes(w)
    };
    let flags = b[swqe_off::FLAGS];
    if flags & !swqe_flags::ALL != 0 {
        return Err(FormatError::BadCode { field: "send flags", value: flags });
    }
    let n = b[swqe_off::NUM_SGE];
    if n as usize > MAX_SEND_SGE {
        return Err(FormatError::TooManySges(n as u32));
    }
    need(SEND_WQE_HEADER + SGE_SIZE * n as usize)?;
    let (remote_addr, rkey, imm) = (u64_at(swqe_off::REMOTE_ADDR), u32_at(swqe_off::RKEY), u32_at(swqe_off::IMM));
    let op = match b[swqe_off::OPCODE] {
        0 => SendOp::Write { remote_addr, rkey },
        1 => SendOp::WriteWithImm { remote_addr, rkey, imm },
        2 => SendOp::Send,
        3 => SendOp::SendWithImm { imm },
        4 => SendOp::Read { remote_addr, rkey },
        5 => SendOp::CompareSwap { remote_addr, rkey, compare: u64_at(swqe_off::COMPARE_ADD), swap: u64_at(swqe_off::SWAP) },
        6 => SendOp::FetchAdd { remote_addr, rkey, add: u64_at(swqe_off::COMPARE_ADD) },
        9 => SendOp::SendWithInv { rkey: imm },
        c => return Err(FormatError::BadCode { field: "send opcode", value: c }),
    };
    let ud = if flags & swqe_flags::UD != 0 {
        if !matches!(op, SendOp::Send | SendOp::SendWithImm { .. }) {
            return Err(FormatError::Inconsistent("a UD destination on an operation other than SEND"));
        }
        let mut mac = [0u8; 6];
        mac.copy_from_slice(&b[swqe_off::UD_MAC..swqe_off::UD_MAC + 6]);
        let ip = ip_from_bytes(&b[swqe_off::UD_IP..swqe_off::UD_IP + 16]);
        Some(UdDest { av: AddressVector { mac, ip }, remote_qpn: u32_at(swqe_off::UD_QPN), remote_qkey: u32_at(swqe_off::UD_QKEY) })
    } else {
        None
    };
    let sges = (0..n as usize)
        .map(|i| {
            let o = SEND_WQE_HEADER + SGE_SIZE * i;
            Sge { addr: u64_at(o), length: u32_at(o + 8), lkey: u32_at(o + 12) }
        })
        .collect::<Vec<Sge>>();
    if sges.iter().map(|s| s.length as u64).sum::<u64>() != u32_at(swqe_off::LENGTH) as u64 {
        return Err(FormatError::Inconsistent("the length differs from the gather list's"));
    }
    Ok(SendWr {
        wr_id: u64_at(swqe_off::WR_ID),
        op,
        sges,
        signaled: flags & swqe_flags::SIGNALED != 0,
        solicited: flags & swqe_flags::SOLICITED != 0,
        fence: flags & swqe_flags::FENCE != 0,
        ud,
    })
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

/// The address in 16 bytes written by [`ip_bytes`] (a v4-mapped address reads back as IPv4).
fn ip_from_bytes(b: &[u8]) -> IpAddr {
    let mut g = [0u8; 16];
    g.copy_from_slice(&b[..16]);
    let v6 = Ipv6Addr::from(g);
    match v6.to_ipv4_mapped() {
        Some(v4) => IpAddr::V4(Ipv4Addr::from(v4.octets())),
        None => IpAddr::V6(v6),
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
        Some(ip_from_bytes(&b[32..48]))
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

    fn arb_send_op() -> impl Strategy<Value = SendOp> {
        (0u8..8, any::<u64>(), any::<u32>(), any::<u32>(), any::<u64>(), any::<u64>()).prop_map(|(k, remote_addr, rkey, imm, a, b)| match k {
            0 => SendOp::Send,
            1 => SendOp::SendWithImm { imm },
            2 => SendOp::SendWithInv { rkey },
            3 => SendOp::Write { remote_addr, rkey },
            4 => SendOp::WriteWithImm { remote_addr, rkey, imm },
            5 => SendOp::Read { remote_addr, rkey },
            6 => SendOp::CompareSwap { remote_addr, rkey, compare: a, swap: b },
            _ => SendOp::FetchAdd { remote_addr, rkey, add: a },
        })
    }

    fn arb_ip() -> impl Strategy<Value = IpAddr> {
        prop_oneof![
            any::<[u8; 4]>().prop_map(|o| IpAddr::V4(Ipv4Addr::from(o))),
            // (A v4-mapped IPv6 address reads back as IPv4, as in the completion entry.)
            any::<[u8; 16]>().prop_filter_map("v4-mapped", |o| {
                let v6 = Ipv6Addr::from(o);
                v6.to_ipv4_mapped().is_none().then_some(IpAddr::V6(v6))
            }),
        ]
    }

    fn arb_send_wr() -> impl Strategy<Value = SendWr> {
        (
            any::<u64>(),
            arb_send_op(),
            proptest::collection::vec((any::<u64>(), any::<u32>(), any::<u32>()), 0..=MAX_SEND_SGE),
            any::<[bool; 3]>(),
            proptest::option::of((any::<[u8; 6]>(), arb_ip(), any::<u32>(), any::<u32>())),
        )
            .prop_map(|(wr_id, op, sges, [signaled, solicited, fence], ud)| {
                let send = matches!(op, SendOp::Send | SendOp::SendWithImm { .. });
                SendWr {
                    wr_id,
                    op,
                    sges: sges.iter().map(|&(addr, length, lkey)| Sge { addr, length, lkey }).collect(),
                    signaled,
                    solicited,
                    fence,
                    ud: ud.filter(|_| send).map(|(mac, ip, remote_qpn, remote_qkey)| UdDest { av: AddressVector { mac, ip }, remote_qpn, remote_qkey }),
                }
            })
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
        fn send_wqe_round_trips(wr in arb_send_wr()) {
            let total: u64 = wr.sges.iter().map(|s| s.length as u64).sum();
            if total > u32::MAX as u64 {
                prop_assert_eq!(encode_send_wqe(&wr), Err(FormatError::Inconsistent("a gather list of 2^32 bytes or more")));
                return Ok(());
            }
            let b = encode_send_wqe(&wr).unwrap();
            prop_assert_eq!(u32::from_le_bytes(b[swqe_off::LENGTH..swqe_off::LENGTH + 4].try_into().unwrap()) as u64, total);
            prop_assert_eq!(b.len(), SEND_WQE_HEADER + SGE_SIZE * wr.sges.len());
            prop_assert!(b.len() <= 1 << send_wqe_log_stride(wr.sges.len()));
            prop_assert_eq!(b[swqe_off::OPCODE], send_opcode_code(&wr.op));
            prop_assert_eq!(decode_send_wqe(&b).unwrap(), wr);
        }

        #[test]
        fn garbage_never_panics(b in proptest::collection::vec(any::<u8>(), 0..400), n in any::<u32>(), log2 in any::<u8>()) {
            let _ = decode_recv_wqe(&b);
            let _ = decode_cqe(&b, n, log2);
            // A send WQE that parses writes back to bytes that parse the same (reserved bytes
            // aside).
            if let Ok(wr) = decode_send_wqe(&b) {
                prop_assert_eq!(decode_send_wqe(&encode_send_wqe(&wr).unwrap()).unwrap(), wr);
            }
        }
    }

    /// Each way a send WQE is refused, with its typed error.
    #[test]
    fn send_wqe_refusals() {
        let wr = SendWr { wr_id: 7, op: SendOp::Send, sges: vec![Sge { addr: 0x1000, length: 64, lkey: 5 }], signaled: true, solicited: false, fence: false, ud: None };
        let good = encode_send_wqe(&wr).unwrap();
        assert_eq!(decode_send_wqe(&good[..63]), Err(FormatError::Length { what: "send WQE", required: 64, actual: 63 }));
        assert_eq!(decode_send_wqe(&good[..79]), Err(FormatError::Length { what: "send WQE", required: 80, actual: 79 }));
        let mut b = good.clone();
        b[swqe_off::OPCODE] = 7; // IBV_WR_LOCAL_INV: not a wire operation
        assert_eq!(decode_send_wqe(&b), Err(FormatError::BadCode { field: "send opcode", value: 7 }));
        let mut b = good.clone();
        b[swqe_off::FLAGS] |= 0x10;
        assert_eq!(decode_send_wqe(&b), Err(FormatError::BadCode { field: "send flags", value: 0x11 }));
        let mut b = good.clone();
        b[swqe_off::NUM_SGE] = 17;
        assert_eq!(decode_send_wqe(&b), Err(FormatError::TooManySges(17)));
        let mut b = good.clone();
        b[swqe_off::OPCODE] = 0; // RDMA WRITE
        b[swqe_off::FLAGS] |= swqe_flags::UD;
        assert_eq!(decode_send_wqe(&b), Err(FormatError::Inconsistent("a UD destination on an operation other than SEND")));
        let ud = UdDest { av: AddressVector { mac: [2, 0, 0, 0, 0, 1], ip: IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)) }, remote_qpn: 0x11, remote_qkey: 0x22 };
        let bad = SendWr { op: SendOp::Read { remote_addr: 0, rkey: 1 }, ud: Some(ud), ..wr.clone() };
        assert_eq!(encode_send_wqe(&bad), Err(FormatError::Inconsistent("a UD destination on an operation other than SEND")));
        let many = SendWr { sges: vec![Sge { addr: 0, length: 1, lkey: 1 }; 17], ..wr.clone() };
        assert_eq!(encode_send_wqe(&many), Err(FormatError::TooManySges(17)));
        // The length field is the gather list's sum, both ways.
        let mut b = good.clone();
        b[swqe_off::LENGTH] = 65;
        assert_eq!(decode_send_wqe(&b), Err(FormatError::Inconsistent("the length differs from the gather list's")));
        let huge = SendWr { sges: vec![Sge { addr: 0, length: u32::MAX, lkey: 1 }, Sge { addr: 0, length: 1, lkey: 1 }], ..wr.clone() };
        assert_eq!(encode_send_wqe(&huge), Err(FormatError::Inconsistent("a gather list of 2^32 bytes or more")));
        // Zeroed memory is an RDMA WRITE of nothing to VA 0 with key 0, unsignaled: the NIC reads
        // the producer index, not the slot, to know what is posted.
        assert_eq!(decode_send_wqe(&[0u8; 64]).unwrap().op, SendOp::Write { remote_addr: 0, rkey: 0 });
    }

    /// The send WQE's bytes for one example of each layout (normal and UD), field by field.
    #[test]
    fn send_wqe_layout_example() {
        let wr = SendWr {
            wr_id: 0x0102_0304_0506_0708,
            op: SendOp::CompareSwap { remote_addr: 0x1122_3344_5566_7788, rkey: 0xAABB_CCDD, compare: 3, swap: 4 },
            sges: vec![Sge { addr: 0x9000, length: 8, lkey: 0x42 }],
            signaled: true,
            solicited: false,
            fence: true,
            ud: None,
        };
        let b = encode_send_wqe(&wr).unwrap();
        assert_eq!(b.len(), 80);
        assert_eq!(send_wqe_log_stride(1), 7);
        assert_eq!(send_wqe_log_stride(0), 7);
        assert_eq!(send_wqe_log_stride(4), 7);
        assert_eq!(send_wqe_log_stride(5), 8);
        assert_eq!(send_wqe_log_stride(16), 9);
        assert_eq!(&b[0..8], &0x0102_0304_0506_0708u64.to_le_bytes());
        assert_eq!(&b[8..12], &[5, swqe_flags::SIGNALED | swqe_flags::FENCE, 1, 0]);
        assert_eq!(&b[16..24], &0x1122_3344_5566_7788u64.to_le_bytes());
        assert_eq!(&b[24..28], &0xAABB_CCDDu32.to_le_bytes());
        assert_eq!(&b[32..48], &[3, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(&b[48..64], &[8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(&b[64..80], &[0, 0x90, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0x42, 0, 0, 0]);
        let ud = SendWr {
            op: SendOp::SendWithImm { imm: 0xDEAD_BEEF },
            sges: vec![],
            fence: false,
            ud: Some(UdDest { av: AddressVector { mac: [2, 0, 0, 0, 0, 9], ip: IpAddr::V4(Ipv4Addr::new(10, 0, 0, 9)) }, remote_qpn: 0x12_3456, remote_qkey: 0x8000_0000 }),
            ..wr
        };
        let b = encode_send_wqe(&ud).unwrap();
        assert_eq!(b.len(), 64);
        assert_eq!(&b[8..16], &[3, swqe_flags::SIGNALED | swqe_flags::UD, 0, 0, 0xEF, 0xBE, 0xAD, 0xDE]);
        assert_eq!(&b[16..24], &[0x56, 0x34, 0x12, 0, 0, 0, 0, 0x80]);
        assert_eq!(&b[24..30], &[2, 0, 0, 0, 0, 9]);
        assert_eq!(&b[32..48], &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 10, 0, 0, 9]);
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
