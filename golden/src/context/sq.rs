//! The send-queue context (issue 16): the requester's half of a QP's context, ONE definition
//! shared by golden, the RTL requester, cosim and the firmware driver.
//!
//! # Why a second table
//! The QP context ([`super::QpContext`], 128 bytes) is full, and it is the responder's hot line:
//! every received packet reads and rewrites it. The requester's state lives in its own table,
//! indexed by the same QPN, one 64-byte entry (one AXI beat) per QP, at
//! `SQC_BASE + qpn * 64` (`regs::tables::SQC_BASE_LO/HI`; the table has as many entries as the
//! QP context table, `1 << QPC_LOG2`). So the responder's miss traffic and cache size do not
//! grow, the requester's cache holds one beat per line, and the two engines look up the same QP
//! at once without sharing a cache port. The QP context keeps what both halves read and neither
//! changes per packet (state, type, MTU, destination QPN, address vector, SCQ, `timeout`,
//! `retry_cnt`, `rnr_retry`, `max_rd_atomic`, PD); its `npsn`, `retry_left` and `rnr_left` are
//! the values set at the last modify (`sq_psn`, `retry_cnt`, `rnr_retry`). The running values
//! are here, and only the requester writes them.
//!
//! # Entry: [`SQC_ENTRY_SIZE`] = 64 bytes, little-endian, reserved bytes and bits zero
//! | off | size | field | range / meaning |
//! |----:|----:|---|---|
//! | 0 | 8 | `sq_base` | host address of the send WQE ring ([`crate::hostfmt`] send WQEs) |
//! | 8 | 1 | `sq_log_size` | 0..=16: the ring holds `1 << n` WQEs |
//! | 9 | 1 | `sq_log_stride` | 7..=12 (or 0 while the QP has no SQ): WQE size `1 << n` bytes ([`crate::hostfmt::send_wqe_log_stride`]) |
//! | 10 | 1 | flags | bit 0 `timer_armed` (`deadline` is live: the retransmission timer runs), bit 1 `rnr_wait` (an RNR NAK was taken: nothing is sent before `deadline`), bit 2 `go_back` (the requester went back to `resend_psn` after a PSN sequence NAK: a repeated NAK of that PSN is not retried again; cleared by forward progress, as golden's `rewound_for`), bit 3 `scheduled` (the QP is in the scheduler's ready set), bit 4 `timer_queued` (the QP has its one entry in the RTL's timer ring: set when the timer is armed and the QP had none, cleared when the ring's check finds the timer no longer armed), bit 5 `error` (the send queue is in error: a fatal error completed its oldest WQE (a remote-error NAK, transport or RNR retries exhausted) and every WQE after it, and every WQE posted later, completes `WrFlushErr`; nothing is sent and responses are dropped as for a QP in ERR; the driver writes a fresh context to use the queue again), bit 6 `local_error` (a READ response of the oldest WQE not retired, a READ, found its local buffer refusing the bytes: the READ completes LocProtErr when its last response comes, golden's `local_error`); bit 7 zero |
//! | 11 | 1 | `rd_atomic_out` | 0..=16: READ and atomic requests sent and not yet answered |
//! | 12 | 4 | `sq_producer` | free-running WQE index written by the driver (send doorbell) |
//! | 16 | 4 | `sq_next` | free-running index of the WQE being sent or next to send |
//! | 20 | 4 | `sq_retire` | free-running index of the oldest WQE not yet completed |
//! | 24 | 4 | `npsn` | 24 bits: the next PSN to send |
//! | 28 | 4 | `una_psn` | 24 bits: the oldest PSN not yet acknowledged (equal to `max_psn` when nothing is outstanding) |
//! | 32 | 4 | `retire_psn` | 24 bits: the first PSN of WQE `sq_retire` |
//! | 36 | 4 | `next_offset` | bytes of WQE `sq_next` already sent (a restart in the middle of a message resumes here) |
//! | 40 | 4 | `deadline` | the time (units of the NIC's `time_now`) at which the armed timer fires |
//! | 44 | 1 | `retry_left` | 0..=7: transport retries left (reset by forward progress) |
//! | 45 | 1 | `rnr_left` | 0..=7: RNR retries left (`rnr_retry` 7 = infinite: never counted down) |
//! | 46 | 1 | `since_ackreq` | RC: packets sent since the last one with AckReq set (the requester sets it at least every `ack_req_every` packets, 1..=255) |
//! | 47 | 1 | reserved | 0 |
//! | 48 | 4 | `acked_msn` | 24 bits: the MSN of the last ACK taken (an ACK's MSN may not go back) |
//! | 52 | 4 | `resend_psn` | 24 bits: the PSN last gone back to (live while `go_back`) |
//! | 56 | 4 | `max_psn` | 24 bits: the first PSN never sent (a packet before it is a retransmission; the WQE at `sq_next` is new when `npsn` is here and `next_offset` is 0) |
//! | 60 | 4 | reserved | 0 |
//!
//! Invariants a well-formed entry keeps between packets (checked by [`SqContext::check`]; decoding
//! checks each field on its own, not the relations between them): `sq_retire <= sq_next <=
//! sq_producer` in free-running order, at most `1 << sq_log_size` WQEs between `sq_retire` and
//! `sq_producer`, and `una_psn` not after `npsn`, `npsn` not after `max_psn`.
//!
//! An all-zero entry is a QP with no send queue and nothing outstanding, so a freshly zeroed
//! table needs no initialisation. The driver writes the entry when it moves the QP to RTS:
//! ring, `npsn = una_psn = retire_psn = max_psn = sq_psn`, `retry_left = retry_cnt`,
//! `rnr_left = rnr_retry`, indices at the ring's current producer.

use super::{need, rd_u32, rd_u64, reserved, small, u24, EntryError, TableEntry, QPC_MAX_ENTRIES};
use crate::transport::psn::Psn;

/// Size of a send-queue context entry in host memory, in bytes (one AXI beat).
pub const SQC_ENTRY_SIZE: usize = 64;

/// Byte offsets of the send-queue context fields (shared with the RTL).
pub mod sqc_off {
    /// sq_base (8)
    pub const SQ_BASE: usize = 0;
    /// sq_log_size (1)
    pub const SQ_LOG_SIZE: usize = 8;
    /// sq_log_stride (1)
    pub const SQ_LOG_STRIDE: usize = 9;
    /// flags (1)
    pub const FLAGS: usize = 10;
    /// rd_atomic_out (1)
    pub const RD_ATOMIC_OUT: usize = 11;
    /// sq_producer (4)
    pub const SQ_PRODUCER: usize = 12;
    /// sq_next (4)
    pub const SQ_NEXT: usize = 16;
    /// sq_retire (4)
    pub const SQ_RETIRE: usize = 20;
    /// npsn (4, 24 bits used)
    pub const NPSN: usize = 24;
    /// una_psn (4, 24 bits used)
    pub const UNA_PSN: usize = 28;
    /// retire_psn (4, 24 bits used)
    pub const RETIRE_PSN: usize = 32;
    /// next_offset (4)
    pub const NEXT_OFFSET: usize = 36;
    /// deadline (4)
    pub const DEADLINE: usize = 40;
    /// retry_left (1)
    pub const RETRY_LEFT: usize = 44;
    /// rnr_left (1)
    pub const RNR_LEFT: usize = 45;
    /// since_ackreq (1)
    pub const SINCE_ACKREQ: usize = 46;
    /// The reserved byte after it.
    pub const RESERVED_47: usize = 47;
    /// acked_msn (4, 24 bits used)
    pub const ACKED_MSN: usize = 48;
    /// resend_psn (4, 24 bits used)
    pub const RESEND_PSN: usize = 52;
    /// max_psn (4, 24 bits used)
    pub const MAX_PSN: usize = 56;
    /// First reserved byte of the tail (reserved up to the entry's end).
    pub const RESERVED_TAIL: usize = 60;
}

/// Bits of the flags byte.
pub mod sqc_flag {
    /// The retransmission timer runs (`deadline` is live).
    pub const TIMER_ARMED: u8 = 1 << 0;
    /// Waiting out an RNR NAK's timer (`deadline` is its end).
    pub const RNR_WAIT: u8 = 1 << 1;
    /// The requester went back to `resend_psn` (a repeated NAK of it is ignored until progress).
    pub const GO_BACK: u8 = 1 << 2;
    /// The QP is in the scheduler's ready set.
    pub const SCHEDULED: u8 = 1 << 3;
    /// The QP has its entry in the RTL's timer ring (at most one per QP).
    pub const TIMER_QUEUED: u8 = 1 << 4;
    /// The send queue is in error: what is posted completes `WrFlushErr`, nothing is sent.
    pub const ERROR: u8 = 1 << 5;
    /// The oldest WQE (a READ) had a response its local buffer refused: LocProtErr at its end.
    pub const LOCAL_ERROR: u8 = 1 << 6;
    /// Every defined bit.
    pub const ALL: u8 = 0x7F;
}

/// The largest WQE size exponent; 7 is the smallest (a header and one SGE).
pub const SQ_LOG_STRIDE_MAX: u8 = 12;
/// The smallest non-zero WQE size exponent (a 64-byte header and one 16-byte SGE round to 128).
pub const SQ_LOG_STRIDE_MIN: u8 = 7;
/// The largest ring size exponent.
pub const SQ_LOG_SIZE_MAX: u8 = 16;

/// A send-queue context entry (layout in the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SqContext {
    /// Host address of the send WQE ring.
    pub sq_base: u64,
    /// log2 of the ring's WQE count (0..=16).
    pub sq_log_size: u8,
    /// log2 of the WQE size in bytes (0, or 7..=12).
    pub sq_log_stride: u8,
    /// The retransmission timer runs.
    pub timer_armed: bool,
    /// Waiting out an RNR timer.
    pub rnr_wait: bool,
    /// The requester went back to `resend_psn` (a repeated NAK of it is ignored until progress).
    pub go_back: bool,
    /// In the scheduler's ready set.
    pub scheduled: bool,
    /// Has its entry in the RTL's timer ring.
    pub timer_queued: bool,
    /// In error: a fatal error completed the oldest WQE; the rest complete `WrFlushErr`.
    pub error: bool,
    /// The oldest WQE, a READ, completes LocProtErr when answered (a response was refused).
    pub local_error: bool,
    /// READ/atomic requests outstanding (0..=16).
    pub rd_atomic_out: u8,
    /// Producer index (free-running, driver).
    pub sq_producer: u32,
    /// Index of the WQE being sent (free-running, NIC).
    pub sq_next: u32,
    /// Index of the oldest WQE not completed (free-running, NIC).
    pub sq_retire: u32,
    /// Next PSN to send.
    pub npsn: Psn,
    /// Oldest unacknowledged PSN.
    pub una_psn: Psn,
    /// First PSN of WQE `sq_retire`.
    pub retire_psn: Psn,
    /// Bytes of WQE `sq_next` already sent.
    pub next_offset: u32,
    /// When the armed timer fires (NIC time units).
    pub deadline: u32,
    /// Transport retries left (0..=7).
    pub retry_left: u8,
    /// RNR retries left (0..=7).
    pub rnr_left: u8,
    /// RC: packets since the last AckReq.
    pub since_ackreq: u8,
    /// MSN of the last ACK taken (24 bits).
    pub acked_msn: u32,
    /// The PSN last gone back to (live while `go_back`).
    pub resend_psn: Psn,
    /// The first PSN never sent.
    pub max_psn: Psn,
}

/// A send-queue context whose fields contradict each other.
#[derive(thiserror::Error, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SqcInconsistency {
    /// The free-running indices are out of order (`retire <= next <= producer` fails).
    #[error("SQ indices out of order: retire {retire}, next {next}, producer {producer}")]
    IndexOrder {
        /// sq_retire
        retire: u32,
        /// sq_next
        next: u32,
        /// sq_producer
        producer: u32,
    },
    /// More WQEs posted than the ring holds.
    #[error("{posted} WQEs posted in a ring of {slots}")]
    Overfull {
        /// WQEs between retire and producer.
        posted: u32,
        /// Ring slots.
        slots: u32,
    },
    /// WQEs posted to a QP with no send queue.
    #[error("WQEs posted but the QP has no send queue (stride 0)")]
    NoQueue,
    /// The next PSN to send is after the first PSN never sent.
    #[error("npsn {npsn:#x} after max_psn {max:#x}")]
    SentOrder {
        /// npsn
        npsn: u32,
        /// max_psn
        max: u32,
    },
    /// The oldest unacknowledged PSN is after the next PSN to send.
    #[error("una_psn {una:#x} after npsn {npsn:#x}")]
    PsnOrder {
        /// una_psn
        una: u32,
        /// npsn
        npsn: u32,
    },
}

impl SqContext {
    /// The entry's bytes. Fields wider than their range are written as given, so `from_bytes`
    /// rejects them: build entries with in-range values.
    pub fn to_bytes(&self) -> [u8; SQC_ENTRY_SIZE] {
        use sqc_off::*;
        let mut b = [0u8; SQC_ENTRY_SIZE];
        let mut put = |o: usize, v: &[u8]| b[o..o + v.len()].copy_from_slice(v);
        put(SQ_BASE, &self.sq_base.to_le_bytes());
        put(SQ_LOG_SIZE, &[self.sq_log_size]);
        put(SQ_LOG_STRIDE, &[self.sq_log_stride]);
        put(FLAGS, &[self.flags()]);
        put(RD_ATOMIC_OUT, &[self.rd_atomic_out]);
        put(SQ_PRODUCER, &self.sq_producer.to_le_bytes());
        put(SQ_NEXT, &self.sq_next.to_le_bytes());
        put(SQ_RETIRE, &self.sq_retire.to_le_bytes());
        put(NPSN, &self.npsn.get().to_le_bytes());
        put(UNA_PSN, &self.una_psn.get().to_le_bytes());
        put(RETIRE_PSN, &self.retire_psn.get().to_le_bytes());
        put(NEXT_OFFSET, &self.next_offset.to_le_bytes());
        put(DEADLINE, &self.deadline.to_le_bytes());
        put(RETRY_LEFT, &[self.retry_left]);
        put(RNR_LEFT, &[self.rnr_left]);
        put(SINCE_ACKREQ, &[self.since_ackreq]);
        put(ACKED_MSN, &self.acked_msn.to_le_bytes());
        put(RESEND_PSN, &self.resend_psn.get().to_le_bytes());
        put(MAX_PSN, &self.max_psn.get().to_le_bytes());
        b
    }

    /// The flags byte.
    pub fn flags(&self) -> u8 {
        (self.timer_armed as u8 * sqc_flag::TIMER_ARMED)
            | (self.rnr_wait as u8 * sqc_flag::RNR_WAIT)
            | (self.go_back as u8 * sqc_flag::GO_BACK)
            | (self.scheduled as u8 * sqc_flag::SCHEDULED)
            | (self.timer_queued as u8 * sqc_flag::TIMER_QUEUED)
            | (self.error as u8 * sqc_flag::ERROR)
            | (self.local_error as u8 * sqc_flag::LOCAL_ERROR)
    }

    /// Parse and validate an entry (the first [`SQC_ENTRY_SIZE`] bytes of `b`).
    pub fn from_bytes(b: &[u8]) -> Result<SqContext, EntryError> {
        use sqc_off::*;
        need(b, SQC_ENTRY_SIZE)?;
        let stride = b[SQ_LOG_STRIDE];
        if stride != 0 && !(SQ_LOG_STRIDE_MIN..=SQ_LOG_STRIDE_MAX).contains(&stride) {
            return Err(EntryError::BadField { field: "sq_log_stride", offset: SQ_LOG_STRIDE, value: stride as u64 });
        }
        let flags = small(b, FLAGS, "flags", sqc_flag::ALL)?;
        reserved(b, RESERVED_47..ACKED_MSN)?;
        reserved(b, RESERVED_TAIL..SQC_ENTRY_SIZE)?;
        Ok(SqContext {
            sq_base: rd_u64(b, SQ_BASE),
            sq_log_size: small(b, SQ_LOG_SIZE, "sq_log_size", SQ_LOG_SIZE_MAX)?,
            sq_log_stride: stride,
            timer_armed: flags & sqc_flag::TIMER_ARMED != 0,
            rnr_wait: flags & sqc_flag::RNR_WAIT != 0,
            go_back: flags & sqc_flag::GO_BACK != 0,
            scheduled: flags & sqc_flag::SCHEDULED != 0,
            timer_queued: flags & sqc_flag::TIMER_QUEUED != 0,
            error: flags & sqc_flag::ERROR != 0,
            local_error: flags & sqc_flag::LOCAL_ERROR != 0,
            rd_atomic_out: small(b, RD_ATOMIC_OUT, "rd_atomic_out", crate::verbs::MAX_RD_ATOMIC)?,
            sq_producer: rd_u32(b, SQ_PRODUCER),
            sq_next: rd_u32(b, SQ_NEXT),
            sq_retire: rd_u32(b, SQ_RETIRE),
            npsn: Psn::new(u24(b, NPSN, "npsn")?),
            una_psn: Psn::new(u24(b, UNA_PSN, "una_psn")?),
            retire_psn: Psn::new(u24(b, RETIRE_PSN, "retire_psn")?),
            next_offset: rd_u32(b, NEXT_OFFSET),
            deadline: rd_u32(b, DEADLINE),
            retry_left: small(b, RETRY_LEFT, "retry_left", 7)?,
            rnr_left: small(b, RNR_LEFT, "rnr_left", 7)?,
            since_ackreq: b[SINCE_ACKREQ],
            acked_msn: u24(b, ACKED_MSN, "acked_msn")?,
            resend_psn: Psn::new(u24(b, RESEND_PSN, "resend_psn")?),
            max_psn: Psn::new(u24(b, MAX_PSN, "max_psn")?),
        })
    }

    /// The entry for a QP entering RTS: an empty ring at `producer`, every PSN at `sq_psn`,
    /// the retry counters full.
    pub fn at_rts(sq_base: u64, sq_log_size: u8, sq_log_stride: u8, producer: u32, sq_psn: Psn, retry_cnt: u8, rnr_retry: u8) -> SqContext {
        SqContext {
            sq_base,
            sq_log_size,
            sq_log_stride,
            sq_producer: producer,
            sq_next: producer,
            sq_retire: producer,
            npsn: sq_psn,
            una_psn: sq_psn,
            retire_psn: sq_psn,
            resend_psn: sq_psn,
            max_psn: sq_psn,
            retry_left: retry_cnt,
            rnr_left: rnr_retry,
            ..SqContext::default()
        }
    }

    /// Host address of send WQE number `index` (wrapped to the ring size).
    pub fn wqe_addr(&self, index: u32) -> u64 {
        let mask = (1u32 << self.sq_log_size.min(31)) - 1;
        self.sq_base.wrapping_add(((index & mask) as u64) << self.sq_log_stride.min(63))
    }

    /// WQEs posted and not yet completed.
    pub fn posted(&self) -> u32 {
        self.sq_producer.wrapping_sub(self.sq_retire)
    }

    /// WQEs posted and not yet started.
    pub fn waiting(&self) -> u32 {
        self.sq_producer.wrapping_sub(self.sq_next)
    }

    /// Check the invariants between fields (module docs).
    pub fn check(&self) -> Result<(), SqcInconsistency> {
        let (retire, next, producer) = (self.sq_retire, self.sq_next, self.sq_producer);
        if next.wrapping_sub(retire) > producer.wrapping_sub(retire) {
            return Err(SqcInconsistency::IndexOrder { retire, next, producer });
        }
        let slots = 1u32 << self.sq_log_size.min(31);
        if self.posted() > slots {
            return Err(SqcInconsistency::Overfull { posted: self.posted(), slots });
        }
        if self.sq_log_stride == 0 && self.posted() != 0 {
            return Err(SqcInconsistency::NoQueue);
        }
        if self.una_psn.after(self.npsn) {
            return Err(SqcInconsistency::PsnOrder { una: self.una_psn.get(), npsn: self.npsn.get() });
        }
        if self.npsn.after(self.max_psn) {
            return Err(SqcInconsistency::SentOrder { npsn: self.npsn.get(), max: self.max_psn.get() });
        }
        Ok(())
    }
}

impl TableEntry for SqContext {
    const SIZE: usize = SQC_ENTRY_SIZE;
    const MAX_ENTRIES: u32 = QPC_MAX_ENTRIES;
    fn encode(&self, out: &mut [u8]) {
        out[..SQC_ENTRY_SIZE].copy_from_slice(&self.to_bytes());
    }
    fn decode(bytes: &[u8]) -> Result<Self, EntryError> {
        SqContext::from_bytes(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sample() -> SqContext {
        SqContext {
            sq_base: 0x1122_3344_5566_7788,
            sq_log_size: 9,
            sq_log_stride: 8,
            timer_armed: true,
            rnr_wait: false,
            go_back: true,
            scheduled: true,
            timer_queued: true,
            error: true,
            local_error: true,
            rd_atomic_out: 3,
            sq_producer: 0xA0B0_C0D0,
            sq_next: 0xA0B0_C0C0,
            sq_retire: 0xA0B0_C0B0,
            npsn: Psn::new(0x12_3456),
            una_psn: Psn::new(0x12_3400),
            retire_psn: Psn::new(0x12_33F0),
            next_offset: 0x0102_0304,
            deadline: 0xDEAD_BEEF,
            retry_left: 6,
            rnr_left: 7,
            since_ackreq: 0x3F,
            acked_msn: 0xAB_CDEF,
            resend_psn: Psn::new(0x12_3410),
            max_psn: Psn::new(0x12_3460),
        }
    }

    #[test]
    fn field_offsets() {
        use sqc_off::*;
        let b = sample().to_bytes();
        assert_eq!(&b[SQ_BASE..SQ_BASE + 8], &0x1122_3344_5566_7788u64.to_le_bytes());
        assert_eq!((b[SQ_LOG_SIZE], b[SQ_LOG_STRIDE], b[FLAGS], b[RD_ATOMIC_OUT]), (9, 8, 0b111_1101, 3));
        assert_eq!(&b[SQ_PRODUCER..SQ_PRODUCER + 4], &[0xD0, 0xC0, 0xB0, 0xA0]);
        assert_eq!(&b[SQ_NEXT..SQ_NEXT + 4], &[0xC0, 0xC0, 0xB0, 0xA0]);
        assert_eq!(&b[SQ_RETIRE..SQ_RETIRE + 4], &[0xB0, 0xC0, 0xB0, 0xA0]);
        assert_eq!(&b[NPSN..NPSN + 4], &[0x56, 0x34, 0x12, 0]);
        assert_eq!(&b[UNA_PSN..UNA_PSN + 4], &[0x00, 0x34, 0x12, 0]);
        assert_eq!(&b[RETIRE_PSN..RETIRE_PSN + 4], &[0xF0, 0x33, 0x12, 0]);
        assert_eq!(&b[NEXT_OFFSET..NEXT_OFFSET + 4], &[4, 3, 2, 1]);
        assert_eq!(&b[DEADLINE..DEADLINE + 4], &[0xEF, 0xBE, 0xAD, 0xDE]);
        assert_eq!((b[RETRY_LEFT], b[RNR_LEFT], b[SINCE_ACKREQ]), (6, 7, 0x3F));
        assert_eq!(&b[ACKED_MSN..ACKED_MSN + 4], &[0xEF, 0xCD, 0xAB, 0]);
        assert_eq!(&b[RESEND_PSN..RESEND_PSN + 4], &[0x10, 0x34, 0x12, 0]);
        assert_eq!(&b[MAX_PSN..MAX_PSN + 4], &[0x60, 0x34, 0x12, 0]);
        assert!(b[RESERVED_47..ACKED_MSN].iter().chain(&b[RESERVED_TAIL..]).all(|&x| x == 0));
        assert_eq!(SqContext::from_bytes(&b), Ok(sample()));
    }

    #[test]
    fn zero_entry_is_an_idle_qp_without_a_queue() {
        let z = SqContext::from_bytes(&[0u8; SQC_ENTRY_SIZE]).unwrap();
        assert_eq!(z, SqContext::default());
        assert_eq!(z.check(), Ok(()));
        assert_eq!((z.posted(), z.waiting()), (0, 0));
    }

    #[test]
    fn malformed_entries_are_typed_errors() {
        use sqc_off::*;
        let with = |o: usize, v: u8| {
            let mut b = sample().to_bytes();
            b[o] = v;
            SqContext::from_bytes(&b)
        };
        assert!(matches!(with(SQ_LOG_SIZE, 17), Err(EntryError::BadField { field: "sq_log_size", .. })));
        assert!(matches!(with(SQ_LOG_STRIDE, 6), Err(EntryError::BadField { field: "sq_log_stride", .. })));
        assert!(matches!(with(SQ_LOG_STRIDE, 13), Err(EntryError::BadField { field: "sq_log_stride", .. })));
        assert!(with(SQ_LOG_STRIDE, 0).is_ok());
        assert!(matches!(with(FLAGS, 0x80), Err(EntryError::BadField { field: "flags", .. })));
        assert!(matches!(with(RD_ATOMIC_OUT, 17), Err(EntryError::BadField { field: "rd_atomic_out", .. })));
        assert!(matches!(with(NPSN + 3, 1), Err(EntryError::BadField { field: "npsn", .. })));
        assert!(matches!(with(UNA_PSN + 3, 1), Err(EntryError::BadField { field: "una_psn", .. })));
        assert!(matches!(with(RETIRE_PSN + 3, 1), Err(EntryError::BadField { field: "retire_psn", .. })));
        assert!(matches!(with(RETRY_LEFT, 8), Err(EntryError::BadField { field: "retry_left", .. })));
        assert!(matches!(with(RNR_LEFT, 8), Err(EntryError::BadField { field: "rnr_left", .. })));
        assert!(matches!(with(ACKED_MSN + 3, 1), Err(EntryError::BadField { field: "acked_msn", .. })));
        assert!(matches!(with(RESEND_PSN + 3, 1), Err(EntryError::BadField { field: "resend_psn", .. })));
        assert!(matches!(with(MAX_PSN + 3, 1), Err(EntryError::BadField { field: "max_psn", .. })));
        assert!(matches!(with(47, 1), Err(EntryError::Reserved { offset: 47, .. })));
        assert!(matches!(with(63, 1), Err(EntryError::Reserved { offset: 63, .. })));
        assert!(matches!(SqContext::from_bytes(&[0u8; 63]), Err(EntryError::Length { required: 64, actual: 63 })));
    }

    #[test]
    fn invariants_are_checked() {
        let mut c = SqContext::at_rts(0x10_0000, 4, 8, 100, Psn::new(0xFF_FFF0), 7, 7);
        assert_eq!(c.check(), Ok(()));
        c.sq_producer = 116;
        assert_eq!(c.check(), Ok(()));
        c.sq_producer = 117;
        assert_eq!(c.check(), Err(SqcInconsistency::Overfull { posted: 17, slots: 16 }));
        c.sq_producer = 110;
        c.sq_next = 111;
        assert!(matches!(c.check(), Err(SqcInconsistency::IndexOrder { .. })));
        c.sq_next = 105;
        // PSNs wrap: una 0xFFFFF0 is before npsn 0x000010.
        c.npsn = Psn::new(0x10);
        assert!(matches!(c.check(), Err(SqcInconsistency::SentOrder { .. })));
        c.max_psn = Psn::new(0x20);
        assert_eq!(c.check(), Ok(()));
        c.una_psn = Psn::new(0x11);
        assert!(matches!(c.check(), Err(SqcInconsistency::PsnOrder { .. })));
        let mut q = SqContext { sq_producer: 1, ..SqContext::default() };
        assert_eq!(q.check(), Err(SqcInconsistency::NoQueue));
        q.sq_log_stride = 7;
        assert_eq!(q.check(), Ok(()));
        // A ring of one WQE: every index is slot 0.
        assert_eq!(q.wqe_addr(1), 0);
        q.sq_log_size = 1;
        assert_eq!(q.wqe_addr(1), 128);
    }

    #[test]
    fn wqe_addresses_wrap_at_the_ring_size() {
        let c = SqContext::at_rts(0x4000, 3, 9, 0, Psn::new(0), 0, 0);
        assert_eq!(c.wqe_addr(0), 0x4000);
        assert_eq!(c.wqe_addr(7), 0x4000 + 7 * 512);
        assert_eq!(c.wqe_addr(8), 0x4000);
        assert_eq!(c.wqe_addr(u32::MAX), 0x4000 + 7 * 512);
    }

    prop_compose! {
        fn arb_sqc()(sq_base in any::<u64>(), sq_log_size in 0u8..=16, stride in prop_oneof![Just(0u8), 7u8..=12],
                     flags in 0u8..128, rd_atomic_out in 0u8..=16, idx in any::<[u32; 3]>(),
                     psns in any::<[u32; 5]>(), next_offset in any::<u32>(), deadline in any::<u32>(),
                     retry_left in 0u8..8, rnr_left in 0u8..8, since_ackreq in any::<u8>(), acked_msn in 0u32..1 << 24) -> SqContext {
            SqContext {
                sq_base, sq_log_size, sq_log_stride: stride,
                timer_armed: flags & 1 != 0, rnr_wait: flags & 2 != 0, go_back: flags & 4 != 0, scheduled: flags & 8 != 0,
                timer_queued: flags & 16 != 0, error: flags & 32 != 0, local_error: flags & 64 != 0,
                rd_atomic_out, sq_producer: idx[0], sq_next: idx[1], sq_retire: idx[2],
                npsn: Psn::new(psns[0] & 0xFF_FFFF), una_psn: Psn::new(psns[1] & 0xFF_FFFF),
                retire_psn: Psn::new(psns[2] & 0xFF_FFFF), resend_psn: Psn::new(psns[3] & 0xFF_FFFF),
                max_psn: Psn::new(psns[4] & 0xFF_FFFF),
                next_offset, deadline, retry_left, rnr_left, since_ackreq, acked_msn,
            }
        }
    }

    proptest! {
        #[test]
        fn round_trip(c in arb_sqc()) {
            prop_assert_eq!(SqContext::from_bytes(&c.to_bytes()), Ok(c));
        }

        /// Any 64 bytes decode to a typed error or to an entry that encodes back to them.
        #[test]
        fn random_bytes_never_panic_and_are_canonical(b in proptest::collection::vec(any::<u8>(), 0..80)) {
            if let Ok(c) = SqContext::from_bytes(&b) {
                prop_assert_eq!(&c.to_bytes()[..], &b[..SQC_ENTRY_SIZE]);
            }
        }
    }
}
