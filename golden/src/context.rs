//! Host-memory context formats (issue 5): the ONE definition of the QP context entry, the
//! memory-key entry, the table addressing, and the golden reference of the on-chip context cache.
//! The requester's send-queue context is its own table, defined in [`sq`].
//!
//! # Byte order and strictness
//! Every multi-byte field is little-endian (host order of the driver, same as
//! [`HostMemory::read_u64`]). Reserved bytes and reserved bits must be zero; `from_bytes` rejects
//! an entry with a non-zero reserved byte, an unknown enum code, or a value outside its field's
//! range with a typed [`EntryError`] (never a panic). An all-zero entry is valid: a QP in Reset
//! ([`QpContext::default`]) and an invalid memory key ([`MkeyEntry::default`]), so a freshly
//! zeroed table needs no initialisation.
//!
//! # QP context entry: [`QPC_ENTRY_SIZE`] = 128 bytes (two 64-byte AXI beats)
//! | off | size | field | range / meaning |
//! |----:|----:|---|---|
//! | 0 | 1 | `state` | 0 Reset, 1 Init, 2 Rtr, 3 Rts, 4 Sqd, 5 Sqe, 6 Err (ibv_qp_state order) |
//! | 1 | 1 | `qp_type` | 0 RC, 1 UC, 2 UD |
//! | 2 | 1 | `path_mtu` | log2(MTU) - 8: 0 = 256 .. 4 = 4096 |
//! | 3 | 1 | `access` | bits 0..3: [`AccessFlags`] (LOCAL_WRITE, REMOTE_WRITE, REMOTE_READ, REMOTE_ATOMIC); bits 4..7 zero |
//! | 4 | 4 | `dest_qpn` | 24 bits |
//! | 8 | 4 | `epsn` | 24 bits: responder's expected PSN |
//! | 12 | 4 | `npsn` | 24 bits: requester's next PSN to send |
//! | 16 | 4 | `msn` | 24 bits: responder's message sequence number (AETH) |
//! | 20 | 2 | `pkey` | P_Key |
//! | 22 | 1 | `min_rnr_timer` | 0..=31 (IBTA table 45 code sent in RNR NAKs) |
//! | 23 | 1 | flags | bit 0 `nak_sent` (a PSN sequence NAK is outstanding: send no other until a valid packet), bit 1 `write_in_progress`, bit 2 `send_in_progress`, bit 3 zero, bit 4 `cnp_valid` (`cnp_time` holds the time of a CNP sent for this QP), bit 5 `uc_dropping` (UC: a packet of the current message was lost or refused; drop until the next First/Only); bits 6..7 zero |
//! | 24 | 4 | `qkey` | Q_Key (UD) |
//! | 28 | 4 | `pd` | protection domain |
//! | 32 | 8 | `rq_base` | host address of the receive WQE ring |
//! | 40 | 1 | `rq_log_size` | 0..=16: ring holds `1 << n` WQEs |
//! | 41 | 1 | `rq_log_stride` | 4..=12 (or 0 while the QP has no RQ): WQE size `1 << n` bytes |
//! | 42 | 1 | `max_dest_rd_atomic` | 0..=16 ([`crate::verbs::MAX_RD_ATOMIC`]) |
//! | 43 | 1 | `max_rd_atomic` | 0..=16 |
//! | 44 | 4 | `rq_producer` | free-running WQE index written by the driver |
//! | 48 | 4 | `rq_consumer` | free-running WQE index advanced by the NIC |
//! | 52 | 4 | `rcq` | 24 bits: CQ number for receive completions |
//! | 56 | 4 | `scq` | 24 bits: CQ number for send completions |
//! | 60 | 1 | `timeout` | 0..=31 (4.096 us * 2^n, 0 = infinite) |
//! | 61 | 1 | `retry_cnt` | 0..=7 configured |
//! | 62 | 1 | `rnr_retry` | 0..=7 configured (7 = infinite) |
//! | 63 | 1 | `replay_head` | bits 0..3: the atomic replay slot the next executed atomic writes; bit 4 `replay_wrapped` (every slot below the QP's slot count has been written); bits 5..7 zero ([`AtomicReplay`]) |
//! | 64 | 8 | `wr_va` | ongoing RDMA WRITE: VA of the next byte (middle/last packets carry no RETH) |
//! | 72 | 4 | `wr_rkey` | ongoing RDMA WRITE: R_Key from the first packet's RETH |
//! | 76 | 4 | `wr_resid` | ongoing RDMA WRITE: bytes still expected |
//! | 80 | 4 | `send_offset` | ongoing SEND: bytes already placed into the current receive WQE |
//! | 84 | 1 | `retry_left` | 0..=7: retries left (requester) |
//! | 85 | 1 | `rnr_left` | 0..=7: RNR retries left (requester) |
//! | 86 | 6 | `dmac` | address vector: destination (next-hop) MAC |
//! | 92 | 2 | `udp_sport` | address vector: UDP source port used for this QP's packets |
//! | 94 | 1 | `hop_limit` | address vector: IPv4 TTL / IPv6 hop limit |
//! | 95 | 1 | `traffic_class` | address vector: IPv4 TOS / IPv6 traffic class (DSCP and ECN) |
//! | 96 | 16 | `dgid` | address vector: destination GID, network order (IPv4 as `::ffff:a.b.c.d`, as RoCEv2 GIDs) |
//! | 112 | 12 | reserved | 0 |
//! | 124 | 4 | `cnp_time` | clock cycle (free-running, wraps) of the last CNP sent for this QP |
//!
//! # Atomic replay table: [`REPLAY_RING_SIZE`] = 256 bytes per QP ([`ReplayRing`])
//! The responder answers a duplicate atomic from the original value it saved when it executed
//! the atomic, never by executing it again (IBTA 9.9.2.3 o9-31..o9-33). It keeps the last
//! `n = clamp(max_dest_rd_atomic, 1, 16)` executed atomics of each QP, as many as the QP
//! advertises ([`AtomicReplay::slot_count`]); a duplicate of an older one is dropped as stale.
//! The entries live in host memory, as mlx4's RDMA-read/atomic responder cache (`rdmarc`) does:
//! a table of one [`REPLAY_RING_SIZE`]-byte ring per QP at `REPLAY_BASE + qpn * 256`
//! (`regs::tables::REPLAY_BASE_LO/HI`, as many rings as the QP context table has entries),
//! [`REPLAY_SLOTS`] entries of [`REPLAY_ENTRY_SIZE`] bytes each:
//!
//! | off | size | field | meaning |
//! |----:|----:|---|---|
//! | 0 | 8 | `orig` | the original value the atomic returned |
//! | 8 | 4 | `psn` | 24 bits: the atomic's PSN |
//! | 12 | 4 | reserved | 0 |
//!
//! The context's `replay_head` says which slots hold atomics: slot `i` is live when `i < head`
//! or (`replay_wrapped` and `i < n`). An executed atomic writes slot `head`, then head advances
//! (to 0, setting `replay_wrapped`, when it reaches `n`). A duplicate is answered from the
//! newest live slot with its PSN: slots `head - 1` down to 0, then `n - 1` down to `head`. A
//! QP's context starts all-zero, so a re-created QP never sees its predecessor's atomics
//! whatever its ring still holds.
//!
//! # Memory-key entry: [`MKEY_ENTRY_SIZE`] = 64 bytes (one AXI beat)
//! | off | size | field | meaning |
//! |----:|----:|---|---|
//! | 0 | 8 | `va` | region base virtual address |
//! | 8 | 8 | `len` | region length in bytes |
//! | 16 | 8 | `host_addr` | DMA (host) address of the region's first byte; the region is contiguous in host address space: `host = host_addr + (va - base)` |
//! | 24 | 4 | `key` | the full 32-bit key (lkey == rkey, as rxe and mlx5 mkeys): index in bits 8..31, variant byte in bits 0..7 |
//! | 28 | 4 | `pd` | protection domain |
//! | 32 | 1 | `access` | bits 0..3: [`AccessFlags`]; bits 4..7 zero |
//! | 33 | 1 | flags | bit 0 `valid`; bits 1..7 zero |
//! | 34 | 30 | reserved | 0 |
//!
//! # Table addressing
//! `entry address = base + index * entry_size` ([`TableLayout::entry_addr`]). A QP context's index
//! is its QPN (which must be below the table's entry count). A memory key's index is `key >> 8`
//! (24 bits) and its low byte is a variant ("key") byte, as mlx5 does: re-registering a slot bumps
//! the byte so a stale key misses. The check that the presented key equals the entry's full key
//! is not done here: it is [`check_access`]'s `BadKey` rule, reached through [`MkeyEntry::check`].
//! Index 0 of the key table is never allocated (golden's [`crate::memory::MrTable`] numbers slots
//! from 1) and stays all-zero, hence invalid.
//!
//! # Cache reference ([`ContextCacheRef`])
//! A map in front of the host table, write-back and write-allocate, of unbounded capacity (a
//! real cache's evictions are invisible to everything this reference promises):
//! - `read(i)`: the cached value, or fill from host memory (a malformed host entry is an error and
//!   nothing is cached);
//! - `modify(i, f)`: read, apply `f`, keep the result dirty (the per-packet read/modify/write);
//! - `write(i, e)`: set the value without reading host memory, dirty (driver create/modify);
//! - `invalidate(i)`: write back if dirty, then drop the line, so the next read refetches;
//! - `flush()` / `flush_one(i)`: write back dirty lines, which stay cached and clean.
//!
//! Promises the RTL is compared against: every read returns the latest value written, modified or
//! (for uncached lines) present in host memory; after `flush`, host memory holds every value. The
//! driver may change host memory directly ([`ContextCacheRef::host_write`]) only for a line that
//! is not cached (after `invalidate`): otherwise the outcome would depend on the replacement
//! policy, and the reference refuses with [`ContextError::Incoherent`].

use crate::memory::{check_access, Access, AccessError, AccessFlags, HostMemory, MemError, MemoryRegion, PdId};
use crate::transport::psn::Psn;
use crate::verbs::{Mtu, QpState, QpType};
use std::collections::BTreeMap;
use thiserror::Error;

pub mod sq;
pub use sq::{sqc_flag, sqc_off, SqContext, SqcInconsistency, SQC_ENTRY_SIZE};

/// Size of a QP context entry in host memory, in bytes.
pub const QPC_ENTRY_SIZE: usize = 128;
/// Size of a memory-key entry in host memory, in bytes.
pub const MKEY_ENTRY_SIZE: usize = 64;
/// Largest QP context table (entries).
pub const QPC_MAX_ENTRIES: u32 = 65_536;
/// Largest memory-key table (entries): the 24-bit key index.
pub const MKEY_MAX_ENTRIES: u32 = 1 << 24;

/// Byte offsets of the QP context fields (shared with the RTL).
pub mod qpc_off {
    /// state (1 byte)
    pub const STATE: usize = 0;
    /// qp_type (1)
    pub const QP_TYPE: usize = 1;
    /// path_mtu code (1)
    pub const PATH_MTU: usize = 2;
    /// access flags (1)
    pub const ACCESS: usize = 3;
    /// dest_qpn (4)
    pub const DEST_QPN: usize = 4;
    /// expected PSN (4)
    pub const EPSN: usize = 8;
    /// next PSN (4)
    pub const NPSN: usize = 12;
    /// MSN (4)
    pub const MSN: usize = 16;
    /// P_Key (2)
    pub const PKEY: usize = 20;
    /// min RNR timer (1)
    pub const MIN_RNR_TIMER: usize = 22;
    /// flags (1)
    pub const FLAGS: usize = 23;
    /// Q_Key (4)
    pub const QKEY: usize = 24;
    /// PD (4)
    pub const PD: usize = 28;
    /// RQ base (8)
    pub const RQ_BASE: usize = 32;
    /// RQ log size (1)
    pub const RQ_LOG_SIZE: usize = 40;
    /// RQ log stride (1)
    pub const RQ_LOG_STRIDE: usize = 41;
    /// max_dest_rd_atomic (1)
    pub const MAX_DEST_RD_ATOMIC: usize = 42;
    /// max_rd_atomic (1)
    pub const MAX_RD_ATOMIC: usize = 43;
    /// RQ producer (4)
    pub const RQ_PRODUCER: usize = 44;
    /// RQ consumer (4)
    pub const RQ_CONSUMER: usize = 48;
    /// receive CQ (4)
    pub const RCQ: usize = 52;
    /// send CQ (4)
    pub const SCQ: usize = 56;
    /// timeout (1)
    pub const TIMEOUT: usize = 60;
    /// retry_cnt (1)
    pub const RETRY_CNT: usize = 61;
    /// rnr_retry (1)
    pub const RNR_RETRY: usize = 62;
    /// ongoing WRITE VA (8)
    pub const WR_VA: usize = 64;
    /// ongoing WRITE R_Key (4)
    pub const WR_RKEY: usize = 72;
    /// ongoing WRITE residual (4)
    pub const WR_RESID: usize = 76;
    /// ongoing SEND offset (4)
    pub const SEND_OFFSET: usize = 80;
    /// retries left (1)
    pub const RETRY_LEFT: usize = 84;
    /// RNR retries left (1)
    pub const RNR_LEFT: usize = 85;
    /// destination MAC (6)
    pub const DMAC: usize = 86;
    /// UDP source port (2)
    pub const UDP_SPORT: usize = 92;
    /// hop limit / TTL (1)
    pub const HOP_LIMIT: usize = 94;
    /// traffic class / TOS (1)
    pub const TRAFFIC_CLASS: usize = 95;
    /// destination GID (16, network order)
    pub const DGID: usize = 96;
    /// atomic replay head (1): bits 0..3 next slot, bit 4 wrapped
    pub const REPLAY_HEAD: usize = 63;
    /// First reserved byte after the destination GID (reserved up to `CNP_TIME`).
    pub const RESERVED_112: usize = 112;
    /// clock cycle of the last CNP sent for the QP (4)
    pub const CNP_TIME: usize = 124;
}

/// Byte offsets of the memory-key fields (shared with the RTL).
pub mod mkey_off {
    /// base VA (8)
    pub const VA: usize = 0;
    /// length (8)
    pub const LEN: usize = 8;
    /// host address (8)
    pub const HOST_ADDR: usize = 16;
    /// key (4)
    pub const KEY: usize = 24;
    /// PD (4)
    pub const PD: usize = 28;
    /// access flags (1)
    pub const ACCESS: usize = 32;
    /// flags (1): bit 0 valid
    pub const FLAGS: usize = 33;
    /// First reserved byte (reserved up to the entry's end).
    pub const RESERVED_TAIL: usize = 34;
}

/// Why an entry's bytes are not a valid entry.
#[derive(Error, Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryError {
    /// The buffer is shorter than the entry.
    #[error("entry needs {required} bytes, got {actual}")]
    Length {
        /// Entry size.
        required: usize,
        /// Bytes given.
        actual: usize,
    },
    /// A field holds a value outside its range (unknown code, bits above its width).
    #[error("field {field} at byte {offset} holds invalid value {value:#x}")]
    BadField {
        /// Field name.
        field: &'static str,
        /// Byte offset of the field.
        offset: usize,
        /// The value found.
        value: u64,
    },
    /// A reserved byte is not zero.
    #[error("reserved byte {offset} is {value:#x}, must be 0")]
    Reserved {
        /// Byte offset.
        offset: usize,
        /// The value found.
        value: u8,
    },
}

/// A failed context-table or cache operation.
#[derive(Error, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContextError {
    /// The index is not below the table's entry count.
    #[error("index {index} outside a table of {entries} entries")]
    IndexOutOfRange {
        /// Index asked for.
        index: u32,
        /// Table size.
        entries: u32,
    },
    /// The table layout is unusable (zero or too many entries, or its end wraps 64 bits).
    #[error("bad table layout: base {base:#x}, {entries} entries of {entry_size} bytes")]
    BadLayout {
        /// Base address.
        base: u64,
        /// Entry count.
        entries: u32,
        /// Entry size.
        entry_size: usize,
    },
    /// The host entry at `index` is malformed.
    #[error("entry {index}: {source}")]
    Entry {
        /// Index of the entry.
        index: u32,
        /// What is wrong.
        source: EntryError,
    },
    /// Host memory refused the access (poisoned page).
    #[error("host memory: {0}")]
    Mem(#[from] MemError),
    /// A direct host write to a line the cache holds (outcome would be policy dependent).
    #[error("host write to cached entry {index}")]
    Incoherent {
        /// Index of the entry.
        index: u32,
    },
}

/// An entry of a host-memory table: fixed size, byte format defined in this module.
pub trait TableEntry: Clone + PartialEq + std::fmt::Debug {
    /// Entry size in bytes.
    const SIZE: usize;
    /// Largest table of this kind.
    const MAX_ENTRIES: u32;
    /// Encode into `out` (`out.len()` must be at least `SIZE`; only `SIZE` bytes are written).
    fn encode(&self, out: &mut [u8]);
    /// Decode, validating every field.
    fn decode(bytes: &[u8]) -> Result<Self, EntryError>;
}

fn need(b: &[u8], n: usize) -> Result<(), EntryError> {
    if b.len() < n {
        Err(EntryError::Length { required: n, actual: b.len() })
    } else {
        Ok(())
    }
}

fn rd_u16(b: &[u8], o: usize) -> u16 {
    u16::from_le_bytes([b[o], b[o + 1]])
}
fn rd_u32(b: &[u8], o: usize) -> u32 {
    u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]])
}
fn rd_u64(b: &[u8], o: usize) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[o..o + 8]);
    u64::from_le_bytes(a)
}
fn max_field(b: &[u8], o: usize, field: &'static str, max: u64, v: u64) -> Result<(), EntryError> {
    let _ = b;
    if v > max {
        Err(EntryError::BadField { field, offset: o, value: v })
    } else {
        Ok(())
    }
}
fn u24(b: &[u8], o: usize, field: &'static str) -> Result<u32, EntryError> {
    let v = rd_u32(b, o);
    max_field(b, o, field, 0x00FF_FFFF, v as u64)?;
    Ok(v)
}
fn small(b: &[u8], o: usize, field: &'static str, max: u8) -> Result<u8, EntryError> {
    let v = b[o];
    max_field(b, o, field, max as u64, v as u64)?;
    Ok(v)
}
fn reserved(b: &[u8], range: std::ops::Range<usize>) -> Result<(), EntryError> {
    for o in range {
        if b[o] != 0 {
            return Err(EntryError::Reserved { offset: o, value: b[o] });
        }
    }
    Ok(())
}

/// Byte code of a QP state.
pub fn qp_state_code(s: QpState) -> u8 {
    match s {
        QpState::Reset => 0,
        QpState::Init => 1,
        QpState::Rtr => 2,
        QpState::Rts => 3,
        QpState::Sqd => 4,
        QpState::Sqe => 5,
        QpState::Err => 6,
    }
}
/// QP state from its byte code.
pub fn qp_state_from_code(c: u8) -> Option<QpState> {
    Some(match c {
        0 => QpState::Reset,
        1 => QpState::Init,
        2 => QpState::Rtr,
        3 => QpState::Rts,
        4 => QpState::Sqd,
        5 => QpState::Sqe,
        6 => QpState::Err,
        _ => return None,
    })
}
/// Byte code of a QP type.
pub fn qp_type_code(t: QpType) -> u8 {
    match t {
        QpType::Rc => 0,
        QpType::Uc => 1,
        QpType::Ud => 2,
    }
}
/// QP type from its byte code.
pub fn qp_type_from_code(c: u8) -> Option<QpType> {
    Some(match c {
        0 => QpType::Rc,
        1 => QpType::Uc,
        2 => QpType::Ud,
        _ => return None,
    })
}
/// Byte code of a path MTU: log2(bytes) - 8.
pub fn mtu_code(m: Mtu) -> u8 {
    match m {
        Mtu::Mtu256 => 0,
        Mtu::Mtu512 => 1,
        Mtu::Mtu1024 => 2,
        Mtu::Mtu2048 => 3,
        Mtu::Mtu4096 => 4,
    }
}
/// Path MTU from its byte code.
pub fn mtu_from_code(c: u8) -> Option<Mtu> {
    Some(match c {
        0 => Mtu::Mtu256,
        1 => Mtu::Mtu512,
        2 => Mtu::Mtu1024,
        3 => Mtu::Mtu2048,
        4 => Mtu::Mtu4096,
        _ => return None,
    })
}

/// One QP's context as held in host memory (layout in the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QpContext {
    /// QP state.
    pub state: QpState,
    /// Transport service type.
    pub qp_type: QpType,
    /// Path MTU.
    pub path_mtu: Mtu,
    /// Remote access enabled on the QP (bits 0..3 only).
    pub access: AccessFlags,
    /// Destination QPN (24 bits).
    pub dest_qpn: u32,
    /// Responder: expected PSN.
    pub epsn: Psn,
    /// Requester: next PSN to send.
    pub npsn: Psn,
    /// Responder: message sequence number (24 bits).
    pub msn: u32,
    /// P_Key.
    pub pkey: u16,
    /// RNR NAK timer code sent as responder (0..=31).
    pub min_rnr_timer: u8,
    /// A PSN sequence error NAK is outstanding (no further NAK until a valid packet).
    pub nak_sent: bool,
    /// An RDMA WRITE message is in progress (`wr_*` fields are live).
    pub write_in_progress: bool,
    /// A SEND message is in progress (`send_offset` is live).
    pub send_in_progress: bool,
    /// Q_Key.
    pub qkey: u32,
    /// Protection domain.
    pub pd: PdId,
    /// Host address of the receive WQE ring.
    pub rq_base: u64,
    /// log2 of the RQ ring's WQE count (0..=16).
    pub rq_log_size: u8,
    /// log2 of the WQE size in bytes (0 or 4..=12).
    pub rq_log_stride: u8,
    /// Responder READ/atomic resources (0..=16).
    pub max_dest_rd_atomic: u8,
    /// Requester outstanding READ/atomic (0..=16).
    pub max_rd_atomic: u8,
    /// RQ producer index (free-running, driver).
    pub rq_producer: u32,
    /// RQ consumer index (free-running, NIC).
    pub rq_consumer: u32,
    /// Receive CQ number (24 bits).
    pub rcq: u32,
    /// Send CQ number (24 bits).
    pub scq: u32,
    /// Local ACK timeout exponent (0..=31).
    pub timeout: u8,
    /// Configured retry count (0..=7).
    pub retry_cnt: u8,
    /// Configured RNR retry count (0..=7).
    pub rnr_retry: u8,
    /// Ongoing WRITE: VA of the next byte.
    pub wr_va: u64,
    /// Ongoing WRITE: R_Key.
    pub wr_rkey: u32,
    /// Ongoing WRITE: bytes still expected.
    pub wr_resid: u32,
    /// Ongoing SEND: bytes already placed in the current receive WQE.
    pub send_offset: u32,
    /// Retries left (0..=7).
    pub retry_left: u8,
    /// RNR retries left (0..=7).
    pub rnr_left: u8,
    /// Address vector: destination (next-hop) MAC.
    pub dmac: [u8; 6],
    /// Address vector: UDP source port.
    pub udp_sport: u16,
    /// Address vector: IPv4 TTL / IPv6 hop limit.
    pub hop_limit: u8,
    /// Address vector: IPv4 TOS / IPv6 traffic class.
    pub traffic_class: u8,
    /// Address vector: destination GID (IPv6, or IPv4-mapped `::ffff:a.b.c.d`), network order.
    pub dgid: [u8; 16],
    /// Responder: the atomic replay slot the next executed atomic writes (0..=15).
    pub replay_head: u8,
    /// Responder: every replay slot below the QP's slot count has been written.
    pub replay_wrapped: bool,
    /// Responder: `cnp_time` holds the time of a CNP sent for this QP.
    pub cnp_valid: bool,
    /// Responder: clock cycle of the last CNP sent for this QP.
    pub cnp_time: u32,
    /// UC responder: dropping the rest of a message (a packet of it was lost or refused) until
    /// the next First/Only packet.
    pub uc_dropping: bool,
}

impl Default for QpContext {
    /// The all-zero entry: a Reset RC QP with MTU 256.
    fn default() -> Self {
        QpContext {
            state: QpState::Reset,
            qp_type: QpType::Rc,
            path_mtu: Mtu::Mtu256,
            access: AccessFlags::NONE,
            dest_qpn: 0,
            epsn: Psn::new(0),
            npsn: Psn::new(0),
            msn: 0,
            pkey: 0,
            min_rnr_timer: 0,
            nak_sent: false,
            write_in_progress: false,
            send_in_progress: false,
            qkey: 0,
            pd: 0,
            rq_base: 0,
            rq_log_size: 0,
            rq_log_stride: 0,
            max_dest_rd_atomic: 0,
            max_rd_atomic: 0,
            rq_producer: 0,
            rq_consumer: 0,
            rcq: 0,
            scq: 0,
            timeout: 0,
            retry_cnt: 0,
            rnr_retry: 0,
            wr_va: 0,
            wr_rkey: 0,
            wr_resid: 0,
            send_offset: 0,
            retry_left: 0,
            rnr_left: 0,
            dmac: [0; 6],
            udp_sport: 0,
            hop_limit: 0,
            traffic_class: 0,
            dgid: [0; 16],
            replay_head: 0,
            replay_wrapped: false,
            cnp_valid: false,
            uc_dropping: false,
            cnp_time: 0,
        }
    }
}

impl QpContext {
    /// The entry's bytes. Fields wider than their range (e.g. a 25-bit `dest_qpn`) are written as
    /// given, so `from_bytes` will reject them: build entries with in-range values.
    pub fn to_bytes(&self) -> [u8; QPC_ENTRY_SIZE] {
        use qpc_off::*;
        let mut b = [0u8; QPC_ENTRY_SIZE];
        b[STATE] = qp_state_code(self.state);
        b[QP_TYPE] = qp_type_code(self.qp_type);
        b[PATH_MTU] = mtu_code(self.path_mtu);
        b[ACCESS] = self.access.0;
        b[DEST_QPN..DEST_QPN + 4].copy_from_slice(&self.dest_qpn.to_le_bytes());
        b[EPSN..EPSN + 4].copy_from_slice(&self.epsn.get().to_le_bytes());
        b[NPSN..NPSN + 4].copy_from_slice(&self.npsn.get().to_le_bytes());
        b[MSN..MSN + 4].copy_from_slice(&self.msn.to_le_bytes());
        b[PKEY..PKEY + 2].copy_from_slice(&self.pkey.to_le_bytes());
        b[MIN_RNR_TIMER] = self.min_rnr_timer;
        b[FLAGS] = self.nak_sent as u8 | (self.write_in_progress as u8) << 1 | (self.send_in_progress as u8) << 2
            | (self.cnp_valid as u8) << 4
            | (self.uc_dropping as u8) << 5;
        b[QKEY..QKEY + 4].copy_from_slice(&self.qkey.to_le_bytes());
        b[PD..PD + 4].copy_from_slice(&self.pd.to_le_bytes());
        b[RQ_BASE..RQ_BASE + 8].copy_from_slice(&self.rq_base.to_le_bytes());
        b[RQ_LOG_SIZE] = self.rq_log_size;
        b[RQ_LOG_STRIDE] = self.rq_log_stride;
        b[MAX_DEST_RD_ATOMIC] = self.max_dest_rd_atomic;
        b[qpc_off::MAX_RD_ATOMIC] = self.max_rd_atomic;
        b[RQ_PRODUCER..RQ_PRODUCER + 4].copy_from_slice(&self.rq_producer.to_le_bytes());
        b[RQ_CONSUMER..RQ_CONSUMER + 4].copy_from_slice(&self.rq_consumer.to_le_bytes());
        b[RCQ..RCQ + 4].copy_from_slice(&self.rcq.to_le_bytes());
        b[SCQ..SCQ + 4].copy_from_slice(&self.scq.to_le_bytes());
        b[TIMEOUT] = self.timeout;
        b[RETRY_CNT] = self.retry_cnt;
        b[RNR_RETRY] = self.rnr_retry;
        b[REPLAY_HEAD] = self.replay_head | (self.replay_wrapped as u8) << 4;
        b[WR_VA..WR_VA + 8].copy_from_slice(&self.wr_va.to_le_bytes());
        b[WR_RKEY..WR_RKEY + 4].copy_from_slice(&self.wr_rkey.to_le_bytes());
        b[WR_RESID..WR_RESID + 4].copy_from_slice(&self.wr_resid.to_le_bytes());
        b[SEND_OFFSET..SEND_OFFSET + 4].copy_from_slice(&self.send_offset.to_le_bytes());
        b[RETRY_LEFT] = self.retry_left;
        b[RNR_LEFT] = self.rnr_left;
        b[DMAC..DMAC + 6].copy_from_slice(&self.dmac);
        b[UDP_SPORT..UDP_SPORT + 2].copy_from_slice(&self.udp_sport.to_le_bytes());
        b[HOP_LIMIT] = self.hop_limit;
        b[TRAFFIC_CLASS] = self.traffic_class;
        b[DGID..DGID + 16].copy_from_slice(&self.dgid);
        b[CNP_TIME..CNP_TIME + 4].copy_from_slice(&self.cnp_time.to_le_bytes());
        b
    }

    /// Parse and validate an entry (the first [`QPC_ENTRY_SIZE`] bytes of `b`).
    pub fn from_bytes(b: &[u8]) -> Result<QpContext, EntryError> {
        use qpc_off::*;
        need(b, QPC_ENTRY_SIZE)?;
        let bad = |field, offset: usize| EntryError::BadField { field, offset, value: b[offset] as u64 };
        let state = qp_state_from_code(b[STATE]).ok_or_else(|| bad("state", STATE))?;
        let qp_type = qp_type_from_code(b[QP_TYPE]).ok_or_else(|| bad("qp_type", QP_TYPE))?;
        let path_mtu = mtu_from_code(b[PATH_MTU]).ok_or_else(|| bad("path_mtu", PATH_MTU))?;
        let access = AccessFlags(small(b, ACCESS, "access", AccessFlags::ALL.0)?);
        let flags = small(b, FLAGS, "flags", 0b11_1111)?;
        if flags & 8 != 0 {
            return Err(bad("flags", FLAGS));
        }
        let replay = small(b, REPLAY_HEAD, "replay_head", 0b1_1111)?;
        let rq_log_stride = b[RQ_LOG_STRIDE];
        if rq_log_stride != 0 && !(4..=12).contains(&rq_log_stride) {
            return Err(bad("rq_log_stride", RQ_LOG_STRIDE));
        }
        reserved(b, RESERVED_112..CNP_TIME)?;
        Ok(QpContext {
            state,
            qp_type,
            path_mtu,
            access,
            dest_qpn: u24(b, DEST_QPN, "dest_qpn")?,
            epsn: Psn::new(u24(b, EPSN, "epsn")?),
            npsn: Psn::new(u24(b, NPSN, "npsn")?),
            msn: u24(b, MSN, "msn")?,
            pkey: rd_u16(b, PKEY),
            min_rnr_timer: small(b, MIN_RNR_TIMER, "min_rnr_timer", 31)?,
            nak_sent: flags & 1 != 0,
            write_in_progress: flags & 2 != 0,
            send_in_progress: flags & 4 != 0,
            qkey: rd_u32(b, QKEY),
            pd: rd_u32(b, PD),
            rq_base: rd_u64(b, RQ_BASE),
            rq_log_size: small(b, RQ_LOG_SIZE, "rq_log_size", 16)?,
            rq_log_stride,
            max_dest_rd_atomic: small(b, MAX_DEST_RD_ATOMIC, "max_dest_rd_atomic", crate::verbs::MAX_RD_ATOMIC)?,
            max_rd_atomic: small(b, qpc_off::MAX_RD_ATOMIC, "max_rd_atomic", crate::verbs::MAX_RD_ATOMIC)?,
            rq_producer: rd_u32(b, RQ_PRODUCER),
            rq_consumer: rd_u32(b, RQ_CONSUMER),
            rcq: u24(b, RCQ, "rcq")?,
            scq: u24(b, SCQ, "scq")?,
            timeout: small(b, TIMEOUT, "timeout", 31)?,
            retry_cnt: small(b, RETRY_CNT, "retry_cnt", 7)?,
            rnr_retry: small(b, RNR_RETRY, "rnr_retry", 7)?,
            wr_va: rd_u64(b, WR_VA),
            wr_rkey: rd_u32(b, WR_RKEY),
            wr_resid: rd_u32(b, WR_RESID),
            send_offset: rd_u32(b, SEND_OFFSET),
            retry_left: small(b, RETRY_LEFT, "retry_left", 7)?,
            rnr_left: small(b, RNR_LEFT, "rnr_left", 7)?,
            dmac: [b[DMAC], b[DMAC + 1], b[DMAC + 2], b[DMAC + 3], b[DMAC + 4], b[DMAC + 5]],
            udp_sport: rd_u16(b, UDP_SPORT),
            hop_limit: b[HOP_LIMIT],
            traffic_class: b[TRAFFIC_CLASS],
            dgid: {
                let mut g = [0u8; 16];
                g.copy_from_slice(&b[DGID..DGID + 16]);
                g
            },
            replay_head: replay & 0xF,
            replay_wrapped: replay & 0x10 != 0,
            cnp_valid: flags & 16 != 0,
            uc_dropping: flags & 32 != 0,
            cnp_time: rd_u32(b, CNP_TIME),
        })
    }

    /// Host address of receive WQE number `index` (wrapped to the ring size).
    pub fn rq_wqe_addr(&self, index: u32) -> u64 {
        let mask = if self.rq_log_size >= 32 { u32::MAX } else { (1u32 << self.rq_log_size) - 1 };
        self.rq_base.wrapping_add(((index & mask) as u64) << (self.rq_log_stride.min(63)))
    }
}

impl TableEntry for QpContext {
    const SIZE: usize = QPC_ENTRY_SIZE;
    const MAX_ENTRIES: u32 = QPC_MAX_ENTRIES;
    fn encode(&self, out: &mut [u8]) {
        out[..QPC_ENTRY_SIZE].copy_from_slice(&self.to_bytes());
    }
    fn decode(bytes: &[u8]) -> Result<Self, EntryError> {
        QpContext::from_bytes(bytes)
    }
}

/// One memory-key (memory region) entry as held in host memory (layout in the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MkeyEntry {
    /// Region base virtual address.
    pub va: u64,
    /// Region length in bytes.
    pub len: u64,
    /// Host (DMA) address of the region's first byte.
    pub host_addr: u64,
    /// Full key: index `key >> 8`, variant byte `key & 0xFF`. Used as lkey and rkey.
    pub key: u32,
    /// Protection domain.
    pub pd: PdId,
    /// Access flags (bits 0..3).
    pub access: AccessFlags,
    /// False: the key is free or invalidated.
    pub valid: bool,
}

impl MkeyEntry {
    /// The entry's bytes.
    pub fn to_bytes(&self) -> [u8; MKEY_ENTRY_SIZE] {
        use mkey_off::*;
        let mut b = [0u8; MKEY_ENTRY_SIZE];
        b[VA..VA + 8].copy_from_slice(&self.va.to_le_bytes());
        b[LEN..LEN + 8].copy_from_slice(&self.len.to_le_bytes());
        b[HOST_ADDR..HOST_ADDR + 8].copy_from_slice(&self.host_addr.to_le_bytes());
        b[KEY..KEY + 4].copy_from_slice(&self.key.to_le_bytes());
        b[PD..PD + 4].copy_from_slice(&self.pd.to_le_bytes());
        b[ACCESS] = self.access.0;
        b[FLAGS] = self.valid as u8;
        b
    }

    /// Parse and validate an entry (the first [`MKEY_ENTRY_SIZE`] bytes of `b`).
    pub fn from_bytes(b: &[u8]) -> Result<MkeyEntry, EntryError> {
        use mkey_off::*;
        need(b, MKEY_ENTRY_SIZE)?;
        let access = AccessFlags(small(b, ACCESS, "access", AccessFlags::ALL.0)?);
        let flags = small(b, FLAGS, "flags", 1)?;
        reserved(b, RESERVED_TAIL..MKEY_ENTRY_SIZE)?;
        Ok(MkeyEntry {
            va: rd_u64(b, VA),
            len: rd_u64(b, LEN),
            host_addr: rd_u64(b, HOST_ADDR),
            key: rd_u32(b, KEY),
            pd: rd_u32(b, PD),
            access,
            valid: flags & 1 != 0,
        })
    }

    /// Adapter to golden's [`MemoryRegion`] (lkey == rkey == `key`).
    pub fn to_region(&self) -> MemoryRegion {
        MemoryRegion {
            pd: self.pd,
            va: self.va,
            len: self.len,
            lkey: self.key,
            rkey: self.key,
            access: self.access,
            valid: self.valid,
        }
    }

    /// The protection check for a request against the entry `key`'s index selected (None when
    /// the index is outside the table): golden's one rule, [`check_access`].
    pub fn check(
        entry: Option<&MkeyEntry>,
        key: u32,
        va: u64,
        len: u64,
        access: Access,
        pd: PdId,
    ) -> Result<(), AccessError> {
        let region = entry.map(MkeyEntry::to_region);
        check_access(region.as_ref(), key, va, len, access, pd)
    }

    /// Host address of virtual address `va` (meaningful once `check` allowed the access).
    pub fn host_address(&self, va: u64) -> u64 {
        self.host_addr.wrapping_add(va.wrapping_sub(self.va))
    }
}

impl TableEntry for MkeyEntry {
    const SIZE: usize = MKEY_ENTRY_SIZE;
    const MAX_ENTRIES: u32 = MKEY_MAX_ENTRIES;
    fn encode(&self, out: &mut [u8]) {
        out[..MKEY_ENTRY_SIZE].copy_from_slice(&self.to_bytes());
    }
    fn decode(bytes: &[u8]) -> Result<Self, EntryError> {
        MkeyEntry::from_bytes(bytes)
    }
}

/// Replay slots per QP: the largest `max_dest_rd_atomic` ([`crate::verbs::MAX_RD_ATOMIC`]).
pub const REPLAY_SLOTS: usize = 16;
/// Size of one atomic replay entry in bytes.
pub const REPLAY_ENTRY_SIZE: usize = 16;
/// Size of one QP's replay ring in the atomic replay table (four 64-byte AXI beats).
pub const REPLAY_RING_SIZE: usize = REPLAY_SLOTS * REPLAY_ENTRY_SIZE;
const _: () = assert!(REPLAY_SLOTS == crate::verbs::MAX_RD_ATOMIC as usize && REPLAY_RING_SIZE == 256);

/// Byte offsets of an atomic replay entry's fields (shared with the RTL).
pub mod replay_off {
    /// original value (8)
    pub const ORIG: usize = 0;
    /// PSN (4, 24 bits used)
    pub const PSN: usize = 8;
    /// First reserved byte (reserved up to the entry's end).
    pub const RESERVED_TAIL: usize = 12;
}

/// One executed atomic, as the responder keeps it for duplicate replay (layout in the module
/// docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ReplayEntry {
    /// The atomic's PSN.
    pub psn: Psn,
    /// The original value it returned.
    pub orig: u64,
}

impl ReplayEntry {
    /// The entry's bytes.
    pub fn to_bytes(&self) -> [u8; REPLAY_ENTRY_SIZE] {
        let mut b = [0u8; REPLAY_ENTRY_SIZE];
        b[replay_off::ORIG..replay_off::ORIG + 8].copy_from_slice(&self.orig.to_le_bytes());
        b[replay_off::PSN..replay_off::PSN + 4].copy_from_slice(&self.psn.get().to_le_bytes());
        b
    }

    /// Parse and validate an entry (the first [`REPLAY_ENTRY_SIZE`] bytes of `b`).
    pub fn from_bytes(b: &[u8]) -> Result<ReplayEntry, EntryError> {
        need(b, REPLAY_ENTRY_SIZE)?;
        reserved(b, replay_off::RESERVED_TAIL..REPLAY_ENTRY_SIZE)?;
        Ok(ReplayEntry { psn: Psn::new(u24(b, replay_off::PSN, "psn")?), orig: rd_u64(b, replay_off::ORIG) })
    }
}

/// One QP's ring of the atomic replay table: [`REPLAY_SLOTS`] entries, slot `i` at byte
/// `i * REPLAY_ENTRY_SIZE`. Which slots are live is the context's business ([`AtomicReplay`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ReplayRing(pub [ReplayEntry; REPLAY_SLOTS]);

impl TableEntry for ReplayRing {
    const SIZE: usize = REPLAY_RING_SIZE;
    const MAX_ENTRIES: u32 = QPC_MAX_ENTRIES;
    fn encode(&self, out: &mut [u8]) {
        for (i, e) in self.0.iter().enumerate() {
            out[i * REPLAY_ENTRY_SIZE..(i + 1) * REPLAY_ENTRY_SIZE].copy_from_slice(&e.to_bytes());
        }
    }
    fn decode(bytes: &[u8]) -> Result<Self, EntryError> {
        need(bytes, REPLAY_RING_SIZE)?;
        let mut r = ReplayRing::default();
        for (i, e) in r.0.iter_mut().enumerate() {
            *e = ReplayEntry::from_bytes(&bytes[i * REPLAY_ENTRY_SIZE..]).map_err(|err| match err {
                EntryError::Reserved { offset, value } => EntryError::Reserved { offset: offset + i * REPLAY_ENTRY_SIZE, value },
                EntryError::BadField { field, offset, value } => EntryError::BadField { field, offset: offset + i * REPLAY_ENTRY_SIZE, value },
                other => other,
            })?;
        }
        Ok(r)
    }
}

/// A QP's atomic replay state: its ring and the context's `replay_head` / `replay_wrapped`
/// (rules in the module docs). Golden's responder keeps one per QP; the RTL keeps the ring in
/// host memory and the head in the context, with the same rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct AtomicReplay {
    /// The slots.
    pub ring: ReplayRing,
    /// The slot the next executed atomic writes.
    pub head: u8,
    /// Every slot below the slot count has been written.
    pub wrapped: bool,
}

impl AtomicReplay {
    /// Slots a QP advertising `max_dest_rd_atomic` keeps: at least one (an atomic is always
    /// answerable once), at most [`REPLAY_SLOTS`].
    pub fn slot_count(max_dest_rd_atomic: u8) -> usize {
        (max_dest_rd_atomic as usize).clamp(1, REPLAY_SLOTS)
    }

    /// Whether slot `i` holds one of the last `n` atomics.
    pub fn live(&self, i: usize, n: usize) -> bool {
        i < self.head as usize || (self.wrapped && i < n)
    }

    /// Keeps an executed atomic in a ring of `n` slots (over the oldest once it wrapped).
    pub fn record(&mut self, n: usize, psn: Psn, orig: u64) {
        let h = self.head as usize % REPLAY_SLOTS;
        self.ring.0[h] = ReplayEntry { psn, orig };
        if h + 1 >= n {
            self.head = 0;
            self.wrapped = true;
        } else {
            self.head = h as u8 + 1;
        }
    }

    /// The original value of the newest live atomic with PSN `psn` in a ring of `n` slots.
    pub fn find(&self, n: usize, psn: Psn) -> Option<u64> {
        let h = self.head as usize;
        let newest_first = (0..h.min(REPLAY_SLOTS)).rev().chain((h..n.min(REPLAY_SLOTS)).rev().filter(|_| self.wrapped));
        newest_first.map(|i| self.ring.0[i]).find(|e| e.psn == psn).map(|e| e.orig)
    }
}

/// Result codes of the key checker (3 bits), shared by the RTL key checker (`hdl::key_checker`)
/// and golden: [`key_check_code`] maps golden's [`check_access`] result to them, so both sides
/// answer by the one rule. Checks run in this order; the first failing one is reported.
pub mod key_code {
    /// Access allowed.
    pub const OK: u8 = 0;
    /// No valid entry for the key (index outside the table, invalid entry, key mismatch).
    pub const BAD_KEY: u8 = 1;
    /// The entry belongs to another protection domain.
    pub const PD_MISMATCH: u8 = 2;
    /// The entry does not grant the access (or the access code is unknown).
    pub const NOT_PERMITTED: u8 = 3;
    /// `va + len` wraps the 64-bit address space.
    pub const ADDRESS_WRAP: u8 = 4;
    /// `[va, va + len)` is not inside `[entry.va, entry.va + entry.len)` (the end saturating).
    pub const OUT_OF_BOUNDS: u8 = 5;
}

/// The [`key_code`] of a [`check_access`] result.
pub fn key_check_code(r: &Result<(), AccessError>) -> u8 {
    match r {
        Ok(()) => key_code::OK,
        Err(AccessError::BadKey { .. }) => key_code::BAD_KEY,
        Err(AccessError::PdMismatch { .. }) => key_code::PD_MISMATCH,
        Err(AccessError::NotPermitted { .. }) => key_code::NOT_PERMITTED,
        Err(AccessError::AddressWrap { .. }) => key_code::ADDRESS_WRAP,
        Err(AccessError::OutOfBounds { .. }) => key_code::OUT_OF_BOUNDS,
    }
}

/// 3-bit code of an access kind on the key checker's port (codes 5..=7 are unknown: not permitted).
pub fn access_code(a: Access) -> u8 {
    match a {
        Access::LocalRead => 0,
        Access::LocalWrite => 1,
        Access::RemoteRead => 2,
        Access::RemoteWrite => 3,
        Access::RemoteAtomic => 4,
    }
}

/// The access kind of a 3-bit code ([`access_code`]'s inverse).
pub fn access_from_code(c: u8) -> Option<Access> {
    Some(match c {
        0 => Access::LocalRead,
        1 => Access::LocalWrite,
        2 => Access::RemoteRead,
        3 => Access::RemoteWrite,
        4 => Access::RemoteAtomic,
        _ => return None,
    })
}

/// Table index of a memory key: `key >> 8` (the low byte is the variant byte).
pub fn mkey_index(key: u32) -> u32 {
    key >> 8
}

/// Where a table lives in host memory (the values the driver writes to the base/size registers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableLayout {
    /// Host address of entry 0.
    pub base: u64,
    /// Number of entries.
    pub entries: u32,
    /// Entry size in bytes.
    pub entry_size: usize,
}

impl TableLayout {
    /// A layout for entries of type `E`; errors if `entries` is 0 or above `E::MAX_ENTRIES`, or
    /// the table's end wraps the 64-bit address space.
    pub fn new<E: TableEntry>(base: u64, entries: u32) -> Result<TableLayout, ContextError> {
        let bad = ContextError::BadLayout { base, entries, entry_size: E::SIZE };
        if entries == 0 || entries > E::MAX_ENTRIES {
            return Err(bad);
        }
        let bytes = entries as u64 * E::SIZE as u64;
        base.checked_add(bytes - 1).ok_or(bad)?;
        Ok(TableLayout { base, entries, entry_size: E::SIZE })
    }

    /// `base + index * entry_size`, or an error when `index` is outside the table.
    pub fn entry_addr(&self, index: u32) -> Result<u64, ContextError> {
        if index >= self.entries {
            return Err(ContextError::IndexOutOfRange { index, entries: self.entries });
        }
        // Cannot wrap: `new` checked the table's end.
        Ok(self.base.wrapping_add(index as u64 * self.entry_size as u64))
    }

    /// Read and decode entry `index` straight from host memory.
    pub fn load<E: TableEntry>(&self, mem: &HostMemory, index: u32) -> Result<E, ContextError> {
        let addr = self.entry_addr(index)?;
        let bytes = mem.read_vec(addr, E::SIZE)?;
        E::decode(&bytes).map_err(|source| ContextError::Entry { index, source })
    }

    /// Encode and write entry `index` straight into host memory.
    pub fn store<E: TableEntry>(&self, mem: &mut HostMemory, index: u32, e: &E) -> Result<(), ContextError> {
        let addr = self.entry_addr(index)?;
        let mut bytes = vec![0u8; E::SIZE];
        e.encode(&mut bytes);
        mem.write(addr, &bytes)?;
        Ok(())
    }
}

#[derive(Clone, Debug)]
struct Line<E> {
    entry: E,
    dirty: bool,
}

/// Counters of a [`ContextCacheRef`] (informative; a real cache with finite capacity differs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Reads/modifies that found the line.
    pub hits: u64,
    /// Fills from host memory.
    pub fills: u64,
    /// Dirty lines written back.
    pub writebacks: u64,
}

/// Golden reference of the context cache: a write-back map in front of a host table (semantics in
/// the module documentation).
#[derive(Clone, Debug)]
pub struct ContextCacheRef<E: TableEntry> {
    layout: TableLayout,
    lines: BTreeMap<u32, Line<E>>,
    stats: CacheStats,
}

impl<E: TableEntry> ContextCacheRef<E> {
    /// An empty cache in front of `layout`.
    pub fn new(layout: TableLayout) -> Self {
        ContextCacheRef { layout, lines: BTreeMap::new(), stats: CacheStats::default() }
    }

    /// The table layout.
    pub fn layout(&self) -> TableLayout {
        self.layout
    }

    /// Counters.
    pub fn stats(&self) -> CacheStats {
        self.stats
    }

    /// True when line `index` is held.
    pub fn is_cached(&self, index: u32) -> bool {
        self.lines.contains_key(&index)
    }

    /// True when line `index` is held and dirty.
    pub fn is_dirty(&self, index: u32) -> bool {
        self.lines.get(&index).map(|l| l.dirty).unwrap_or(false)
    }

    fn line(&mut self, mem: &HostMemory, index: u32) -> Result<&mut Line<E>, ContextError> {
        self.layout.entry_addr(index)?;
        if self.lines.contains_key(&index) {
            self.stats.hits += 1;
        } else {
            let entry = self.layout.load::<E>(mem, index)?;
            self.stats.fills += 1;
            self.lines.insert(index, Line { entry, dirty: false });
        }
        // Present: checked or inserted just above.
        self.lines.get_mut(&index).ok_or(ContextError::IndexOutOfRange { index, entries: self.layout.entries })
    }

    /// The current value of entry `index` (fills the line on a miss).
    pub fn read(&mut self, mem: &HostMemory, index: u32) -> Result<E, ContextError> {
        Ok(self.line(mem, index)?.entry.clone())
    }

    /// Read/modify/write: apply `f` to the current value, keep the result dirty, return it.
    pub fn modify<F: FnOnce(&mut E)>(&mut self, mem: &HostMemory, index: u32, f: F) -> Result<E, ContextError> {
        let line = self.line(mem, index)?;
        f(&mut line.entry);
        line.dirty = true;
        Ok(line.entry.clone())
    }

    /// Set entry `index` without reading host memory (dirty).
    pub fn write(&mut self, index: u32, e: E) -> Result<(), ContextError> {
        self.layout.entry_addr(index)?;
        self.lines.insert(index, Line { entry: e, dirty: true });
        Ok(())
    }

    fn writeback(layout: &TableLayout, stats: &mut CacheStats, mem: &mut HostMemory, index: u32, line: &mut Line<E>) -> Result<(), ContextError> {
        if line.dirty {
            layout.store(mem, index, &line.entry)?;
            line.dirty = false;
            stats.writebacks += 1;
        }
        Ok(())
    }

    /// Write line `index` back if dirty; it stays cached and clean.
    pub fn flush_one(&mut self, mem: &mut HostMemory, index: u32) -> Result<(), ContextError> {
        self.layout.entry_addr(index)?;
        if let Some(line) = self.lines.get_mut(&index) {
            Self::writeback(&self.layout, &mut self.stats, mem, index, line)?;
        }
        Ok(())
    }

    /// Write every dirty line back (lines stay cached and clean).
    pub fn flush(&mut self, mem: &mut HostMemory) -> Result<(), ContextError> {
        for (&index, line) in self.lines.iter_mut() {
            Self::writeback(&self.layout, &mut self.stats, mem, index, line)?;
        }
        Ok(())
    }

    /// Write line `index` back if dirty, then drop it (the next read refetches host memory).
    pub fn invalidate(&mut self, mem: &mut HostMemory, index: u32) -> Result<(), ContextError> {
        self.flush_one(mem, index)?;
        self.lines.remove(&index);
        Ok(())
    }

    /// Driver's direct write of host entry `index`: allowed only while the line is not cached.
    pub fn host_write(&self, mem: &mut HostMemory, index: u32, e: &E) -> Result<(), ContextError> {
        if self.is_cached(index) {
            return Err(ContextError::Incoherent { index });
        }
        self.layout.store(mem, index, e)
    }
}

/// The QP context cache reference.
pub type QpcCacheRef = ContextCacheRef<QpContext>;
/// The memory-key cache reference.
pub type MkeyCacheRef = ContextCacheRef<MkeyEntry>;

impl MkeyCacheRef {
    /// Key checker reference: look the key's entry up through the cache (`key >> 8`; an index
    /// outside the table is a bad key) and apply [`check_access`]. On success returns the host
    /// address of `va`.
    pub fn check_key(
        &mut self,
        mem: &HostMemory,
        key: u32,
        va: u64,
        len: u64,
        access: Access,
        pd: PdId,
    ) -> Result<Result<u64, AccessError>, ContextError> {
        let index = mkey_index(key);
        let entry = if index < self.layout.entries { Some(self.read(mem, index)?) } else { None };
        Ok(MkeyEntry::check(entry.as_ref(), key, va, len, access, pd).map(|()| match entry {
            Some(e) => e.host_address(va),
            None => 0,
        }))
    }
}

#[cfg(test)]
mod tests;
