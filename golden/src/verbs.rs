//! Verbs-level objects and their rules: QP types and states, `modify_qp` attributes and the
//! IBTA/ibv_modify_qp transition table, work requests, completions and their statuses.
//!
//! The objects themselves live in [`crate::endpoint::Endpoint`]; this module holds the types and
//! the pure validation ([`validate_modify`]) so the state machine can be tested on its own.

use crate::memory::{AccessFlags, PdId};
use crate::transport::psn::Psn;
use std::net::IpAddr;
use thiserror::Error;

/// QP transport service type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QpType {
    /// Reliable connected.
    Rc,
    /// Unreliable connected.
    Uc,
    /// Unreliable datagram.
    Ud,
}

/// QP state (IBTA 10.3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QpState {
    /// Reset: nothing is processed; queues empty.
    Reset,
    /// Initialized: receive WRs may be posted, nothing is processed.
    Init,
    /// Ready to receive.
    Rtr,
    /// Ready to send.
    Rts,
    /// Send queue drained: no new send WR is started.
    Sqd,
    /// Send queue error (UC/UD): sends flushed, receives work.
    Sqe,
    /// Error: every WR completes with WrFlushErr.
    Err,
}

/// Path MTU (ibv_mtu).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mtu {
    /// 256 bytes.
    Mtu256,
    /// 512 bytes.
    Mtu512,
    /// 1024 bytes.
    Mtu1024,
    /// 2048 bytes.
    Mtu2048,
    /// 4096 bytes.
    Mtu4096,
}

impl Mtu {
    /// Payload bytes per packet.
    pub fn bytes(self) -> u32 {
        match self {
            Mtu::Mtu256 => 256,
            Mtu::Mtu512 => 512,
            Mtu::Mtu1024 => 1024,
            Mtu::Mtu2048 => 2048,
            Mtu::Mtu4096 => 4096,
        }
    }
    /// From a byte count; None unless one of 256, 512, 1024, 2048, 4096.
    pub fn from_bytes(b: u32) -> Option<Mtu> {
        Some(match b {
            256 => Mtu::Mtu256,
            512 => Mtu::Mtu512,
            1024 => Mtu::Mtu1024,
            2048 => Mtu::Mtu2048,
            4096 => Mtu::Mtu4096,
            _ => return None,
        })
    }
}

/// Where the remote QP lives (the address handle / primary path of RoCEv2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddressVector {
    /// Destination MAC (next hop).
    pub mac: [u8; 6],
    /// Destination IP.
    pub ip: IpAddr,
}

/// Largest `max_rd_atomic` / `max_dest_rd_atomic` accepted.
pub const MAX_RD_ATOMIC: u8 = 16;

/// ibv_qp_attr: every field is optional; `Some` means "in the attribute mask".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QpAttr {
    /// Target state (IBV_QP_STATE); required.
    pub state: Option<QpState>,
    /// Partition key (IBV_QP_PKEY_INDEX; we carry the key itself).
    pub pkey: Option<u16>,
    /// Q_Key (UD).
    pub qkey: Option<u32>,
    /// Remote access enabled on this QP (IBV_QP_ACCESS_FLAGS): REMOTE_READ/WRITE/ATOMIC.
    pub access: Option<AccessFlags>,
    /// Path MTU.
    pub path_mtu: Option<Mtu>,
    /// Destination QP number (24 bits).
    pub dest_qpn: Option<u32>,
    /// Expected receive PSN (24 bits).
    pub rq_psn: Option<u32>,
    /// First send PSN (24 bits).
    pub sq_psn: Option<u32>,
    /// Local ACK timeout exponent: 4.096 us * 2^timeout, 0 = infinite (0..=31).
    pub timeout: Option<u8>,
    /// Retries on timeout / sequence error (0..=7).
    pub retry_cnt: Option<u8>,
    /// Retries on RNR NAK (0..=7, 7 = infinite).
    pub rnr_retry: Option<u8>,
    /// RNR NAK timer field this QP sends as a responder (0..=31, IBTA table 45).
    pub min_rnr_timer: Option<u8>,
    /// Outstanding RDMA READ/atomic this QP may have as requester (1..=16).
    pub max_rd_atomic: Option<u8>,
    /// Outstanding RDMA READ/atomic accepted as responder (1..=16).
    pub max_dest_rd_atomic: Option<u8>,
    /// Remote address (RC/UC).
    pub av: Option<AddressVector>,
}

/// Which attributes a `QpAttr` carries, as a bit set (ibv_qp_attr_mask style).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrMask(pub u32);

impl AttrMask {
    /// pkey
    pub const PKEY: u32 = 1 << 0;
    /// qkey
    pub const QKEY: u32 = 1 << 1;
    /// access
    pub const ACCESS: u32 = 1 << 2;
    /// path_mtu
    pub const PATH_MTU: u32 = 1 << 3;
    /// dest_qpn
    pub const DEST_QPN: u32 = 1 << 4;
    /// rq_psn
    pub const RQ_PSN: u32 = 1 << 5;
    /// sq_psn
    pub const SQ_PSN: u32 = 1 << 6;
    /// timeout
    pub const TIMEOUT: u32 = 1 << 7;
    /// retry_cnt
    pub const RETRY_CNT: u32 = 1 << 8;
    /// rnr_retry
    pub const RNR_RETRY: u32 = 1 << 9;
    /// min_rnr_timer
    pub const MIN_RNR_TIMER: u32 = 1 << 10;
    /// max_rd_atomic
    pub const MAX_RD_ATOMIC: u32 = 1 << 11;
    /// max_dest_rd_atomic
    pub const MAX_DEST_RD_ATOMIC: u32 = 1 << 12;
    /// av
    pub const AV: u32 = 1 << 13;

    /// The mask of the attributes present in `a` (state excluded).
    pub fn of(a: &QpAttr) -> AttrMask {
        let mut m = 0;
        let mut set = |present: bool, bit: u32| {
            if present {
                m |= bit
            }
        };
        set(a.pkey.is_some(), Self::PKEY);
        set(a.qkey.is_some(), Self::QKEY);
        set(a.access.is_some(), Self::ACCESS);
        set(a.path_mtu.is_some(), Self::PATH_MTU);
        set(a.dest_qpn.is_some(), Self::DEST_QPN);
        set(a.rq_psn.is_some(), Self::RQ_PSN);
        set(a.sq_psn.is_some(), Self::SQ_PSN);
        set(a.timeout.is_some(), Self::TIMEOUT);
        set(a.retry_cnt.is_some(), Self::RETRY_CNT);
        set(a.rnr_retry.is_some(), Self::RNR_RETRY);
        set(a.min_rnr_timer.is_some(), Self::MIN_RNR_TIMER);
        set(a.max_rd_atomic.is_some(), Self::MAX_RD_ATOMIC);
        set(a.max_dest_rd_atomic.is_some(), Self::MAX_DEST_RD_ATOMIC);
        set(a.av.is_some(), Self::AV);
        AttrMask(m)
    }
}

/// Why a verbs call was refused (nothing changed).
#[derive(Error, Debug, Clone, PartialEq, Eq)]
pub enum VerbsError {
    /// No such object.
    #[error("no such {what} {id:#x}")]
    NoSuchObject {
        /// "QP", "CQ", "PD", "MR".
        what: &'static str,
        /// Its identifier.
        id: u32,
    },
    /// `modify_qp` without a target state.
    #[error("modify_qp: no target state")]
    MissingState,
    /// The transition is not in the IBTA table for this QP type.
    #[error("invalid transition {from:?} -> {to:?} for {qp_type:?}")]
    InvalidTransition {
        /// Current state.
        from: QpState,
        /// Requested state.
        to: QpState,
        /// QP type.
        qp_type: QpType,
    },
    /// A required attribute is missing for this transition.
    #[error("{from:?} -> {to:?}: missing required attributes (mask {missing:#x})")]
    MissingAttributes {
        /// Current state.
        from: QpState,
        /// Requested state.
        to: QpState,
        /// Missing attribute bits ([`AttrMask`]).
        missing: u32,
    },
    /// An attribute was given that this transition does not accept.
    #[error("{from:?} -> {to:?}: attributes not allowed (mask {extra:#x})")]
    UnexpectedAttributes {
        /// Current state.
        from: QpState,
        /// Requested state.
        to: QpState,
        /// Offending attribute bits ([`AttrMask`]).
        extra: u32,
    },
    /// An attribute value is out of range.
    #[error("attribute {name} = {value:#x} out of range")]
    BadAttribute {
        /// Attribute name.
        name: &'static str,
        /// Its value.
        value: u64,
    },
    /// Posting is not allowed in the QP's current state.
    #[error("cannot post to a QP in state {0:?}")]
    BadState(QpState),
    /// The work request is not valid for this QP type or malformed.
    #[error("invalid work request: {0}")]
    InvalidWr(&'static str),
    /// The queue is full.
    #[error("queue full")]
    QueueFull,
    /// Memory registration refused.
    #[error("invalid memory registration: {0}")]
    InvalidMr(&'static str),
    /// The device did not take the request (a register access unanswered, a queue outside the
    /// memory it can reach).
    #[error("device: {0}")]
    Device(&'static str),
}

/// The attribute masks of one legal transition: (required, optional).
fn transition_masks(from: QpState, to: QpState, t: QpType) -> Option<(u32, u32)> {
    use QpState::*;
    let rc = t == QpType::Rc;
    let ud = t == QpType::Ud;
    let a = AttrMask::ACCESS;
    let base_init = if ud { AttrMask::PKEY | AttrMask::QKEY } else { AttrMask::PKEY | a };
    Some(match (from, to) {
        (_, Reset) => (0, 0),
        (_, Err) => (0, 0),
        (Reset, Init) => (base_init, 0),
        (Init, Init) => (0, base_init),
        (Init, Rtr) => {
            if ud {
                (0, AttrMask::PKEY | AttrMask::QKEY)
            } else if rc {
                (
                    AttrMask::AV
                        | AttrMask::PATH_MTU
                        | AttrMask::DEST_QPN
                        | AttrMask::RQ_PSN
                        | AttrMask::MAX_DEST_RD_ATOMIC
                        | AttrMask::MIN_RNR_TIMER,
                    AttrMask::PKEY | a,
                )
            } else {
                (
                    AttrMask::AV | AttrMask::PATH_MTU | AttrMask::DEST_QPN | AttrMask::RQ_PSN,
                    AttrMask::PKEY | a,
                )
            }
        }
        (Rtr, Rts) => {
            if rc {
                (
                    AttrMask::SQ_PSN
                        | AttrMask::TIMEOUT
                        | AttrMask::RETRY_CNT
                        | AttrMask::RNR_RETRY
                        | AttrMask::MAX_RD_ATOMIC,
                    a | AttrMask::MIN_RNR_TIMER,
                )
            } else if ud {
                (AttrMask::SQ_PSN, AttrMask::QKEY)
            } else {
                (AttrMask::SQ_PSN, a)
            }
        }
        (Rts, Rts) | (Sqd, Rts) => {
            if rc {
                (0, a | AttrMask::MIN_RNR_TIMER)
            } else if ud {
                (0, AttrMask::QKEY)
            } else {
                (0, a)
            }
        }
        (Sqe, Rts) if !rc => (0, if ud { AttrMask::QKEY } else { a }),
        (Rts, Sqd) | (Sqd, Sqd) => (0, 0),
        _ => return None,
    })
}

/// Check a `modify_qp` request against the transition table and the value ranges. Pure: returns
/// the target state or a typed error. (`Any -> RESET` and `Any -> ERR` are always legal.)
pub fn validate_modify(from: QpState, t: QpType, attr: &QpAttr) -> Result<QpState, VerbsError> {
    let to = attr.state.ok_or(VerbsError::MissingState)?;
    let (req, opt) = transition_masks(from, to, t).ok_or(VerbsError::InvalidTransition {
        from,
        to,
        qp_type: t,
    })?;
    let given = AttrMask::of(attr).0;
    let missing = req & !given;
    if missing != 0 {
        return Err(VerbsError::MissingAttributes { from, to, missing });
    }
    let extra = given & !(req | opt);
    if extra != 0 {
        return Err(VerbsError::UnexpectedAttributes { from, to, extra });
    }
    let bad = |name: &'static str, value: u64| Err(VerbsError::BadAttribute { name, value });
    if let Some(v) = attr.dest_qpn {
        if v > 0xFF_FFFF {
            return bad("dest_qpn", v as u64);
        }
    }
    if let Some(v) = attr.rq_psn {
        if v > 0xFF_FFFF {
            return bad("rq_psn", v as u64);
        }
    }
    if let Some(v) = attr.sq_psn {
        if v > 0xFF_FFFF {
            return bad("sq_psn", v as u64);
        }
    }
    if let Some(v) = attr.timeout {
        if v > 31 {
            return bad("timeout", v as u64);
        }
    }
    if let Some(v) = attr.retry_cnt {
        if v > 7 {
            return bad("retry_cnt", v as u64);
        }
    }
    if let Some(v) = attr.rnr_retry {
        if v > 7 {
            return bad("rnr_retry", v as u64);
        }
    }
    if let Some(v) = attr.min_rnr_timer {
        if v > 31 {
            return bad("min_rnr_timer", v as u64);
        }
    }
    if let Some(v) = attr.max_rd_atomic {
        if v > MAX_RD_ATOMIC {
            return bad("max_rd_atomic", v as u64);
        }
    }
    if let Some(v) = attr.max_dest_rd_atomic {
        if v > MAX_RD_ATOMIC {
            return bad("max_dest_rd_atomic", v as u64);
        }
    }
    if let Some(f) = attr.access {
        if f.0 & !AccessFlags::ALL.0 != 0 {
            return bad("access", f.0 as u64);
        }
    }
    if let Some(p) = attr.pkey {
        if p & 0x7FFF == 0 {
            return bad("pkey", p as u64);
        }
    }
    Ok(to)
}

/// One scatter/gather element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sge {
    /// Local virtual address.
    pub addr: u64,
    /// Length in bytes.
    pub length: u32,
    /// Local key of the region.
    pub lkey: u32,
}

/// Send work request operation (ibv_wr_opcode), with its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SendOp {
    /// SEND.
    Send,
    /// SEND_WITH_IMM.
    SendWithImm {
        /// Immediate data (host order; big-endian on the wire).
        imm: u32,
    },
    /// SEND_WITH_INV: the responder invalidates `rkey`.
    SendWithInv {
        /// R_Key to invalidate at the responder.
        rkey: u32,
    },
    /// RDMA_WRITE.
    Write {
        /// Remote VA.
        remote_addr: u64,
        /// Remote key.
        rkey: u32,
    },
    /// RDMA_WRITE_WITH_IMM.
    WriteWithImm {
        /// Remote VA.
        remote_addr: u64,
        /// Remote key.
        rkey: u32,
        /// Immediate data.
        imm: u32,
    },
    /// RDMA_READ into the local SGEs.
    Read {
        /// Remote VA.
        remote_addr: u64,
        /// Remote key.
        rkey: u32,
    },
    /// ATOMIC_CMP_AND_SWP (8 bytes; the original value lands in the local SGE).
    CompareSwap {
        /// Remote VA (8-byte aligned).
        remote_addr: u64,
        /// Remote key.
        rkey: u32,
        /// Compare operand.
        compare: u64,
        /// Swap operand.
        swap: u64,
    },
    /// ATOMIC_FETCH_AND_ADD.
    FetchAdd {
        /// Remote VA (8-byte aligned).
        remote_addr: u64,
        /// Remote key.
        rkey: u32,
        /// Addend.
        add: u64,
    },
}

impl SendOp {
    /// True for RDMA READ and the atomics.
    pub fn is_read_or_atomic(&self) -> bool {
        matches!(self, SendOp::Read { .. } | SendOp::CompareSwap { .. } | SendOp::FetchAdd { .. })
    }
    /// True for the atomics.
    pub fn is_atomic(&self) -> bool {
        matches!(self, SendOp::CompareSwap { .. } | SendOp::FetchAdd { .. })
    }
}

/// UD destination of a send WR (the address handle, remote QPN and Q_Key).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UdDest {
    /// Where the remote QP lives.
    pub av: AddressVector,
    /// Remote QP number.
    pub remote_qpn: u32,
    /// Q_Key; if bit 31 is set the QP's own Q_Key is used (IBTA 10.2.5).
    pub remote_qkey: u32,
}

/// A send work request (ibv_send_wr).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SendWr {
    /// Caller's identifier, returned in the completion.
    pub wr_id: u64,
    /// Operation.
    pub op: SendOp,
    /// Gather list (for READ/atomics: scatter list for the result).
    pub sges: Vec<Sge>,
    /// Generate a completion on success (errors always complete).
    pub signaled: bool,
    /// Set the solicited event bit.
    pub solicited: bool,
    /// IBV_SEND_FENCE: do not start until every earlier READ/atomic of the QP has completed
    /// (a retried READ re-reads memory, so a later WRITE to the same bytes needs a fence).
    pub fence: bool,
    /// UD only: destination.
    pub ud: Option<UdDest>,
}

/// A receive work request (ibv_recv_wr).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecvWr {
    /// Caller's identifier.
    pub wr_id: u64,
    /// Scatter list.
    pub sges: Vec<Sge>,
}

/// Work completion status (ibv_wc_status).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WcStatus {
    /// Success.
    Success,
    /// Local length error (message larger than the receive buffer, UD larger than MTU...).
    LocLenErr,
    /// Local QP operation error (internal inconsistency).
    LocQpOpErr,
    /// Local protection error (bad L_Key in an SGE).
    LocProtErr,
    /// Flushed: the QP is in the error state.
    WrFlushErr,
    /// The responder NAKed with remote access error.
    RemAccessErr,
    /// The responder NAKed with invalid request.
    RemInvReqErr,
    /// The responder NAKed with remote operational error.
    RemOpErr,
    /// Transport retry counter exceeded.
    RetryExcErr,
    /// RNR retry counter exceeded.
    RnrRetryExcErr,
    /// Bad response (unexpected opcode/length from the responder).
    BadRespErr,
}

/// Work completion opcode (ibv_wc_opcode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WcOpcode {
    /// SEND or SEND_WITH_IMM/INV completed at the requester.
    Send,
    /// RDMA WRITE (with or without immediate) at the requester.
    RdmaWrite,
    /// RDMA READ at the requester.
    RdmaRead,
    /// Compare-and-swap at the requester.
    CompSwap,
    /// Fetch-and-add at the requester.
    FetchAdd,
    /// A received SEND.
    Recv,
    /// A received RDMA WRITE with immediate.
    RecvRdmaWithImm,
}

/// A work completion (ibv_wc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    /// The work request's id.
    pub wr_id: u64,
    /// Status.
    pub status: WcStatus,
    /// Opcode (meaningful when Success; for errors it is the WR's kind).
    pub opcode: WcOpcode,
    /// Bytes received (receive completions) or transferred.
    pub byte_len: u32,
    /// Immediate data, when the message carried it.
    pub imm: Option<u32>,
    /// R_Key invalidated by a received SEND_WITH_INV.
    pub invalidated_rkey: Option<u32>,
    /// Local QP number.
    pub qpn: u32,
    /// UD receive: source QP (from the DETH).
    pub src_qp: Option<u32>,
    /// UD receive: source IP address (RoCEv2 has no GRH in the buffer: reported here instead).
    pub src_ip: Option<IpAddr>,
}

/// Creation attributes of a QP (ibv_qp_init_attr).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QpInitAttr {
    /// Transport type.
    pub qp_type: QpType,
    /// Protection domain.
    pub pd: PdId,
    /// CQ for send completions.
    pub send_cq: u32,
    /// CQ for receive completions.
    pub recv_cq: u32,
    /// Send queue depth.
    pub max_send_wr: u32,
    /// Receive queue depth.
    pub max_recv_wr: u32,
    /// Maximum SGEs per WR.
    pub max_sge: u32,
}

/// The live attributes of a QP (what `query_qp` returns).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QpConfig {
    /// Partition key.
    pub pkey: u16,
    /// Q_Key (UD).
    pub qkey: u32,
    /// Remote access enabled on the QP.
    pub access: AccessFlags,
    /// Path MTU.
    pub path_mtu: Mtu,
    /// Destination QP (RC/UC).
    pub dest_qpn: u32,
    /// Initial expected receive PSN.
    pub rq_psn: Psn,
    /// Initial send PSN.
    pub sq_psn: Psn,
    /// ACK timeout exponent.
    pub timeout: u8,
    /// Transport retry count.
    pub retry_cnt: u8,
    /// RNR retry count (7 = infinite).
    pub rnr_retry: u8,
    /// RNR timer field sent in RNR NAKs.
    pub min_rnr_timer: u8,
    /// Requester outstanding READ/atomic limit.
    pub max_rd_atomic: u8,
    /// Responder outstanding READ/atomic limit.
    pub max_dest_rd_atomic: u8,
    /// Remote address (RC/UC).
    pub av: Option<AddressVector>,
}

impl Default for QpConfig {
    fn default() -> Self {
        QpConfig {
            pkey: 0xFFFF,
            qkey: 0,
            access: AccessFlags::NONE,
            path_mtu: Mtu::Mtu1024,
            dest_qpn: 0,
            rq_psn: Psn::new(0),
            sq_psn: Psn::new(0),
            timeout: 14,
            retry_cnt: 7,
            rnr_retry: 7,
            min_rnr_timer: 1,
            max_rd_atomic: 1,
            max_dest_rd_atomic: 1,
            av: None,
        }
    }
}

impl QpConfig {
    /// Apply the attributes present in `a` (already validated).
    pub fn apply(&mut self, a: &QpAttr) {
        if let Some(v) = a.pkey {
            self.pkey = v;
        }
        if let Some(v) = a.qkey {
            self.qkey = v;
        }
        if let Some(v) = a.access {
            self.access = v;
        }
        if let Some(v) = a.path_mtu {
            self.path_mtu = v;
        }
        if let Some(v) = a.dest_qpn {
            self.dest_qpn = v;
        }
        if let Some(v) = a.rq_psn {
            self.rq_psn = Psn::new(v);
        }
        if let Some(v) = a.sq_psn {
            self.sq_psn = Psn::new(v);
        }
        if let Some(v) = a.timeout {
            self.timeout = v;
        }
        if let Some(v) = a.retry_cnt {
            self.retry_cnt = v;
        }
        if let Some(v) = a.rnr_retry {
            self.rnr_retry = v;
        }
        if let Some(v) = a.min_rnr_timer {
            self.min_rnr_timer = v;
        }
        if let Some(v) = a.max_rd_atomic {
            self.max_rd_atomic = v.max(1);
        }
        if let Some(v) = a.max_dest_rd_atomic {
            self.max_dest_rd_atomic = v.max(1);
        }
        if let Some(v) = a.av {
            self.av = Some(v);
        }
    }
}
