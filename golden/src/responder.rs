//! The responder half of a QP: expected PSN, MSN, receive queue, duplicate handling, NAKs, ACK
//! coalescing, RDMA READ responses and atomics (with the replay cache), and the UC/UD receive
//! paths.
//!
//! RC rules modelled (IBTA Vol.1 9.7.4-9.7.5, 9.9):
//! - PSN == ePSN: the request is checked and executed. PSN after ePSN (within half the PSN space):
//!   dropped, one PSN-sequence-error NAK (PSN = ePSN) per gap; the flag clears when a packet with
//!   PSN == ePSN arrives. PSN before ePSN: a duplicate.
//! - Duplicates: SEND/WRITE are not re-applied and are answered with an ACK of ePSN-1 (as rxe);
//!   a READ is re-executed from the duplicate request itself (its PSN, VA, length: partial
//!   re-requests work); an atomic is answered from the replay ring (the original value saved
//!   at execution; the last `max_dest_rd_atomic` atomics are kept, newest match first, see
//!   [`crate::context::AtomicReplay`]) and never executed twice; an atomic no longer in the
//!   ring is dropped as stale.
//! - Opcode sequence: Middle/Last must follow First/Middle of the same kind; a First/Only/READ/
//!   atomic while a message is in progress is an invalid request. Payload lengths: First/Middle
//!   exactly one MTU, Last 1..=MTU, WRITE lengths must add up to the RETH DMA length, DMA length
//!   at most 2^31: otherwise invalid request.
//! - Protection: every remote access goes through [`crate::memory::check_access`] (skipped for
//!   zero-length RDMA, as IBTA allows) after the QP's own access flags; a violation is answered
//!   with a Remote Access Error NAK and nothing is written. Atomics must be 8-byte aligned
//!   (invalid request otherwise).
//! - SEND (First/Only) and WRITE-with-immediate (Last/Only) need a receive WQE: without one, an
//!   RNR NAK with the QP's `min_rnr_timer`, ePSN unchanged. A SEND larger than the receive
//!   buffer: NAK invalid request, the receive WQE completes with LocLenErr. A receive WQE whose
//!   SGE fails the local protection check: NAK remote operational error, the WQE completes with
//!   LocProtErr (rxe's "malformed WQE"); every piece of the packet is checked before any is
//!   written, so nothing of it is. A host-memory fault (poisoned page) while executing:
//!   NAK remote operational error. After any of these NAKs (and invalid request / access error)
//!   the responder QP goes to ERR, as rxe does.
//! - SEND_WITH_INV invalidates the named R_Key (same PD required, else invalid request).
//! - ACK coalescing rule: an ACK is generated for every request packet with AckReq set (the
//!   requester sets it on every Last/Only and at least every 64 packets), and for duplicates; an
//!   ACK replaces an ACK of the same QP still waiting at the tail of the QP's output queue
//!   (cumulative), never jumping ahead of READ responses.
//! - MSN counts completed messages (SEND/WRITE last/only, each READ, each atomic); ACKs carry it.
//!
//! UC: no ACK/NAK. A packet with PSN != ePSN (or any packet while a message is being dropped) is
//! discarded unless it is a First/Only, which starts a new message (ePSN := its PSN). A lost
//! packet therefore drops the rest of its message; the partly filled receive WQE is reused.
//! Errors drop the message silently. No receive WQE: the message is dropped.
//!
//! UD: DETH Q_Key must equal the QP's (else dropped and counted); one packet per message; the
//! receive completion reports the source QP and source IP (RoCEv2 has no GRH: no 40-byte GRH is
//! placed in the buffer). No receive WQE: dropped. Too long for the buffer: LocLenErr.

use crate::context::AtomicReplay;
use crate::memory::{Access, AccessFlags};
use crate::transport::env::{Env, QpCtx, SgError};
use crate::transport::psn::Psn;
use crate::verbs::{Completion, RecvWr, WcOpcode, WcStatus};
use crate::wire::{NakCode, Opcode, RoceRepr, Syndrome};
use std::collections::VecDeque;
use std::net::IpAddr;

/// Credit field sent in ACKs: 31 = invalid credit count (no end-to-end credits, as rxe).
pub const ACK_CREDIT_INVALID: u8 = 31;

/// Something the responder will send on its QP, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RespItem {
    /// ACK, NAK or RNR NAK.
    Ack {
        /// PSN in the BTH.
        psn: Psn,
        /// AETH syndrome.
        syndrome: Syndrome,
        /// AETH MSN.
        msn: u32,
    },
    /// READ response packets, emitted one per transmit.
    Read {
        /// PSN of the first response packet.
        psn: Psn,
        /// Snapshot of the data at execution time.
        data: Vec<u8>,
        /// Next packet index to emit.
        next: u32,
        /// Total packets.
        npkts: u32,
        /// MSN for the AETH.
        msn: u32,
    },
    /// Atomic ACK with the original value.
    Atomic {
        /// PSN.
        psn: Psn,
        /// Original remote value.
        orig: u64,
        /// MSN.
        msn: u32,
    },
}

/// Kind of message in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InProgress {
    None,
    /// SEND: bytes placed so far into the head receive WQE.
    Send { offset: u64 },
    /// WRITE: next VA, bytes remaining, total DMA length, rkey.
    Write { va: u64, remaining: u32, total: u32 },
}

impl Default for InProgress {
    fn default() -> Self {
        InProgress::None
    }
}

/// Result of handling one request packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RespOutcome {
    /// Nothing special.
    Ok,
    /// A NAK was queued (last item of `out`) after which the QP goes to ERR.
    Fatal,
}

/// Responder state of one QP.
#[derive(Clone, Debug, Default)]
pub struct Responder {
    pub(crate) rq: VecDeque<RecvWr>,
    /// Expected PSN.
    pub epsn: Psn,
    /// Message sequence number (24 bits).
    pub msn: u32,
    nak_sent: bool,
    progress: InProgress,
    /// The last executed atomics, for duplicate replay (`max_dest_rd_atomic` of them).
    replay: AtomicReplay,
    /// UC: dropping until the next First/Only.
    uc_drop: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Send,
    Write,
    Read,
    CmpSwap,
    FetchAdd,
}

/// (kind, first, last) of a request opcode.
fn classify(op: Opcode) -> Option<(Kind, bool, bool)> {
    use Opcode::*;
    Some(match op {
        RcSendFirst | UcSendFirst => (Kind::Send, true, false),
        RcSendMiddle | UcSendMiddle => (Kind::Send, false, false),
        RcSendLast | RcSendLastImm | RcSendLastInv | UcSendLast | UcSendLastImm => (Kind::Send, false, true),
        RcSendOnly | RcSendOnlyImm | RcSendOnlyInv | UcSendOnly | UcSendOnlyImm | UdSendOnly
        | UdSendOnlyImm => (Kind::Send, true, true),
        RcWriteFirst | UcWriteFirst => (Kind::Write, true, false),
        RcWriteMiddle | UcWriteMiddle => (Kind::Write, false, false),
        RcWriteLast | RcWriteLastImm | UcWriteLast | UcWriteLastImm => (Kind::Write, false, true),
        RcWriteOnly | RcWriteOnlyImm | UcWriteOnly | UcWriteOnlyImm => (Kind::Write, true, true),
        RcReadRequest => (Kind::Read, true, true),
        RcCompareSwap => (Kind::CmpSwap, true, true),
        RcFetchAdd => (Kind::FetchAdd, true, true),
        _ => return None,
    })
}

fn has_imm(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        RcSendLastImm | RcSendOnlyImm | UcSendLastImm | UcSendOnlyImm | UdSendOnlyImm | RcWriteLastImm
            | RcWriteOnlyImm | UcWriteLastImm | UcWriteOnlyImm
    )
}

/// Why a request failed (mapped to a NAK for RC, a silent drop for UC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fail {
    Rnr,
    Invalid,
    Access,
    Operational,
}

/// Queues a positive ACK, replacing one still waiting at the tail (the coalescing rule in the
/// module docs); a replacement is counted in `acks_coalesced`.
fn push_ack(env: &mut Env, out: &mut VecDeque<RespItem>, psn: Psn, msn: u32) {
    let item = RespItem::Ack { psn, syndrome: Syndrome::Ack { credit: ACK_CREDIT_INVALID }, msn };
    if let Some(RespItem::Ack { syndrome: Syndrome::Ack { .. }, .. }) = out.back() {
        if let Some(b) = out.back_mut() {
            *b = item;
            env.counters.acks_coalesced += 1;
        }
        return;
    }
    out.push_back(item);
}

impl Responder {
    /// Reset to the state right after `modify_qp(RTR)` with `rq_psn`.
    pub(crate) fn start(&mut self, rq_psn: Psn) {
        self.epsn = rq_psn;
        self.msn = 0;
        self.nak_sent = false;
        self.progress = InProgress::None;
        self.replay = AtomicReplay::default();
        self.uc_drop = false;
    }

    /// Remove every receive WQE, flushing (WrFlushErr) or silently (reset).
    pub(crate) fn drain(&mut self, env: &mut Env, q: &QpCtx, flush: bool) {
        while let Some(r) = self.rq.pop_front() {
            if flush {
                env.complete(q.recv_cq, recv_completion(q, r.wr_id, WcStatus::WrFlushErr, 0, None));
            }
        }
        self.progress = InProgress::None;
    }

    /// Handle an RC request packet.
    pub(crate) fn rc_request(
        &mut self,
        env: &mut Env,
        q: &QpCtx,
        r: &RoceRepr,
        out: &mut VecDeque<RespItem>,
    ) -> RespOutcome {
        let psn = Psn::new(r.bth.psn);
        let (kind, first, last) = match classify(r.bth.opcode) {
            Some(c) => c,
            None => return self.nak(out, NakCode::InvalidRequest, env),
        };
        if psn == self.epsn {
            self.nak_sent = false;
        } else if psn.before(self.epsn) {
            env.counters.duplicates_received += 1;
            return self.duplicate(env, q, r, kind, psn, out);
        } else {
            env.counters.drops.psn_out_of_sequence += 1;
            if !self.nak_sent {
                self.nak_sent = true;
                env.counters.naks_seq_sent += 1;
                out.push_back(RespItem::Ack {
                    psn: self.epsn,
                    syndrome: Syndrome::Nak(NakCode::PsnSequenceError),
                    msn: self.msn,
                });
            }
            return RespOutcome::Ok;
        }
        match self.execute(env, q, r, kind, first, last, psn, out, true) {
            Ok(()) => {
                if r.bth.ack_req && matches!(kind, Kind::Send | Kind::Write) {
                    push_ack(env, out, psn, self.msn);
                }
                RespOutcome::Ok
            }
            Err(Fail::Rnr) => {
                env.counters.rnr_naks_sent += 1;
                out.push_back(RespItem::Ack {
                    psn,
                    syndrome: Syndrome::RnrNak { timer: q.cfg.min_rnr_timer & 0x1F },
                    msn: self.msn,
                });
                RespOutcome::Ok
            }
            Err(Fail::Invalid) => self.nak(out, NakCode::InvalidRequest, env),
            Err(Fail::Access) => self.nak(out, NakCode::RemoteAccessError, env),
            Err(Fail::Operational) => self.nak(out, NakCode::RemoteOperationalError, env),
        }
    }

    fn nak(&mut self, out: &mut VecDeque<RespItem>, code: NakCode, env: &mut Env) -> RespOutcome {
        match code {
            NakCode::InvalidRequest | NakCode::InvalidRdRequest => env.counters.naks_inv_req_sent += 1,
            NakCode::RemoteAccessError => env.counters.naks_access_sent += 1,
            NakCode::RemoteOperationalError => env.counters.naks_op_sent += 1,
            NakCode::PsnSequenceError => env.counters.naks_seq_sent += 1,
        }
        out.push_back(RespItem::Ack { psn: self.epsn, syndrome: Syndrome::Nak(code), msn: self.msn });
        RespOutcome::Fatal
    }

    fn duplicate(
        &mut self,
        env: &mut Env,
        q: &QpCtx,
        r: &RoceRepr,
        kind: Kind,
        psn: Psn,
        out: &mut VecDeque<RespItem>,
    ) -> RespOutcome {
        match kind {
            Kind::Send | Kind::Write => {
                push_ack(env, out, self.epsn.sub(1), self.msn);
            }
            Kind::Read => {
                // Re-executed from the duplicate request.
                match self.read(env, q, r, psn) {
                    Ok(item) => out.push_back(item),
                    Err(Fail::Access) => return self.nak(out, NakCode::RemoteAccessError, env),
                    Err(Fail::Operational) => return self.nak(out, NakCode::RemoteOperationalError, env),
                    Err(_) => return self.nak(out, NakCode::InvalidRequest, env),
                }
            }
            Kind::CmpSwap | Kind::FetchAdd => {
                match self.replay.find(AtomicReplay::slot_count(q.cfg.max_dest_rd_atomic), psn) {
                    Some(orig) => out.push_back(RespItem::Atomic { psn, orig, msn: self.msn }),
                    None => env.counters.drops.stale_duplicate += 1,
                }
            }
        }
        RespOutcome::Ok
    }

    /// Check and snapshot a READ (new or duplicate).
    fn read(&self, env: &mut Env, q: &QpCtx, r: &RoceRepr, psn: Psn) -> Result<RespItem, Fail> {
        let reth = r.reth.ok_or(Fail::Invalid)?;
        if reth.dma_len > 1 << 31 {
            return Err(Fail::Invalid);
        }
        if !q.cfg.access.contains(AccessFlags::REMOTE_READ) {
            return Err(Fail::Access);
        }
        if reth.dma_len > 0 {
            env.mrs
                .check(reth.rkey, reth.va, reth.dma_len as u64, Access::RemoteRead, q.pd)
                .map_err(|_| Fail::Access)?;
        }
        let data = env.mem.read_vec(reth.va, reth.dma_len as usize).map_err(|_| Fail::Operational)?;
        let mtu = q.cfg.path_mtu.bytes();
        let npkts = crate::requester::npkts_for(reth.dma_len, mtu);
        Ok(RespItem::Read { psn, data, next: 0, npkts, msn: self.msn })
    }

    /// Execute a request with PSN == ePSN (RC) or accepted by UC. `rc` selects RNR behaviour.
    #[allow(clippy::too_many_arguments)]
    fn execute(
        &mut self,
        env: &mut Env,
        q: &QpCtx,
        r: &RoceRepr,
        kind: Kind,
        first: bool,
        last: bool,
        psn: Psn,
        out: &mut VecDeque<RespItem>,
        rc: bool,
    ) -> Result<(), Fail> {
        let mtu = q.cfg.path_mtu.bytes() as usize;
        let plen = r.payload.len();
        // Opcode sequence.
        match (self.progress, kind, first) {
            (InProgress::None, _, true) => {}
            (InProgress::Send { .. }, Kind::Send, false) => {}
            (InProgress::Write { .. }, Kind::Write, false) => {}
            _ => return Err(Fail::Invalid),
        }
        match kind {
            Kind::Send => {
                if first && self.rq.is_empty() {
                    return Err(Fail::Rnr);
                }
                if (!last && plen != mtu) || (last && !first && (plen == 0 || plen > mtu)) || (first && last && plen > mtu) {
                    return Err(Fail::Invalid);
                }
                let offset = match self.progress {
                    InProgress::Send { offset } => offset,
                    _ => 0,
                };
                let inv = r.ieth;
                if last {
                    if let Some(rkey) = inv {
                        match env.mrs.lookup_exact_mut(rkey) {
                            Some(m) if m.pd == q.pd && m.valid && m.rkey == rkey => {}
                            _ => return Err(Fail::Invalid),
                        }
                    }
                }
                let sges = match self.rq.front() {
                    Some(w) => w.sges.clone(),
                    None => return Err(Fail::Rnr),
                };
                if let Err(e) = env.scatter(&sges, q.pd, offset, &r.payload) {
                    if let Some(w) = self.rq.pop_front() {
                        env.complete(q.recv_cq, recv_completion(q, w.wr_id, e.status(), 0, None));
                    }
                    self.progress = InProgress::None;
                    return Err(match e {
                        SgError::Length => Fail::Invalid,
                        SgError::Protection | SgError::Memory => Fail::Operational,
                    });
                }
                if rc {
                    if env.exec.record(q.qpn, psn) {
                        env.counters.duplicate_executions += 1;
                    }
                }
                self.epsn = psn.add(1);
                if last {
                    if let Some(rkey) = inv {
                        if let Some(m) = env.mrs.lookup_exact_mut(rkey) {
                            m.valid = false;
                        }
                    }
                    self.msn = (self.msn + 1) & 0xFF_FFFF;
                    self.progress = InProgress::None;
                    if let Some(w) = self.rq.pop_front() {
                        let mut c = recv_completion(q, w.wr_id, WcStatus::Success, (offset + plen as u64) as u32, None);
                        c.imm = if has_imm(r.bth.opcode) { r.immdt } else { None };
                        c.invalidated_rkey = inv;
                        env.complete(q.recv_cq, c);
                    }
                } else {
                    self.progress = InProgress::Send { offset: offset + plen as u64 };
                }
                Ok(())
            }
            Kind::Write => {
                let imm = has_imm(r.bth.opcode);
                if last && imm && self.rq.is_empty() {
                    return Err(Fail::Rnr);
                }
                let (va, remaining, total) = if first {
                    let reth = r.reth.ok_or(Fail::Invalid)?;
                    if reth.dma_len > 1 << 31 {
                        return Err(Fail::Invalid);
                    }
                    if !q.cfg.access.contains(AccessFlags::REMOTE_WRITE) {
                        return Err(Fail::Access);
                    }
                    if reth.dma_len > 0 {
                        env.mrs
                            .check(reth.rkey, reth.va, reth.dma_len as u64, Access::RemoteWrite, q.pd)
                            .map_err(|_| Fail::Access)?;
                    }
                    (reth.va, reth.dma_len, reth.dma_len)
                } else {
                    match self.progress {
                        InProgress::Write { va, remaining, total } => (va, remaining, total),
                        _ => return Err(Fail::Invalid),
                    }
                };
                let ok_len = if last { plen == remaining as usize && plen <= mtu } else { plen == mtu && (remaining as usize) > mtu };
                if !ok_len {
                    return Err(Fail::Invalid);
                }
                if plen > 0 {
                    env.mem.write(va, &r.payload).map_err(|_| Fail::Operational)?;
                }
                if rc {
                    if env.exec.record(q.qpn, psn) {
                        env.counters.duplicate_executions += 1;
                    }
                }
                self.epsn = psn.add(1);
                if last {
                    self.msn = (self.msn + 1) & 0xFF_FFFF;
                    self.progress = InProgress::None;
                    if imm {
                        if let Some(w) = self.rq.pop_front() {
                            let mut c = recv_completion(q, w.wr_id, WcStatus::Success, total, None);
                            c.opcode = WcOpcode::RecvRdmaWithImm;
                            c.imm = r.immdt;
                            env.complete(q.recv_cq, c);
                        }
                    }
                } else {
                    self.progress = InProgress::Write {
                        va: va.wrapping_add(plen as u64),
                        remaining: remaining - plen as u32,
                        total,
                    };
                }
                Ok(())
            }
            Kind::Read => {
                let mut item = self.read(env, q, r, psn)?;
                self.msn = (self.msn + 1) & 0xFF_FFFF;
                let n = match &mut item {
                    RespItem::Read { npkts, msn, .. } => {
                        *msn = self.msn;
                        *npkts
                    }
                    _ => 1,
                };
                self.epsn = psn.add(n);
                out.push_back(item);
                Ok(())
            }
            Kind::CmpSwap | Kind::FetchAdd => {
                let a = r.atomic_eth.ok_or(Fail::Invalid)?;
                if !q.cfg.access.contains(AccessFlags::REMOTE_ATOMIC) {
                    return Err(Fail::Access);
                }
                if a.va % 8 != 0 {
                    return Err(Fail::Invalid);
                }
                env.mrs
                    .check(a.rkey, a.va, 8, Access::RemoteAtomic, q.pd)
                    .map_err(|_| Fail::Access)?;
                let orig = env.mem.read_u64(a.va).map_err(|_| Fail::Operational)?;
                let new = if kind == Kind::CmpSwap {
                    if orig == a.compare { a.swap_add } else { orig }
                } else {
                    orig.wrapping_add(a.swap_add)
                };
                env.mem.write_u64(a.va, new).map_err(|_| Fail::Operational)?;
                if env.exec.record(q.qpn, psn) {
                    env.counters.duplicate_executions += 1;
                }
                self.replay.record(AtomicReplay::slot_count(q.cfg.max_dest_rd_atomic), psn, orig);
                self.msn = (self.msn + 1) & 0xFF_FFFF;
                self.epsn = psn.add(1);
                out.push_back(RespItem::Atomic { psn, orig, msn: self.msn });
                Ok(())
            }
        }
    }

    /// Handle a UC request packet (no responses ever).
    pub(crate) fn uc_request(&mut self, env: &mut Env, q: &QpCtx, r: &RoceRepr) {
        let psn = Psn::new(r.bth.psn);
        let (kind, first, last) = match classify(r.bth.opcode) {
            Some(c) if matches!(c.0, Kind::Send | Kind::Write) => c,
            _ => {
                env.counters.drops.unknown_qp += 1;
                return;
            }
        };
        if self.uc_drop || psn != self.epsn {
            if first {
                self.uc_drop = false;
                self.progress = InProgress::None;
                self.epsn = psn;
            } else {
                self.uc_drop = true;
                self.epsn = psn.add(1);
                env.counters.drops.uc_message_dropped += 1;
                return;
            }
        }
        let mut scratch = VecDeque::new();
        match self.execute(env, q, r, kind, first, last, psn, &mut scratch, false) {
            Ok(()) => {}
            Err(_) => {
                env.counters.drops.uc_message_dropped += 1;
                self.progress = InProgress::None;
                self.epsn = psn.add(1);
                if !last {
                    self.uc_drop = true;
                }
            }
        }
    }

    /// Handle a UD SEND (already addressed to this QP).
    pub(crate) fn ud_request(&mut self, env: &mut Env, q: &QpCtx, r: &RoceRepr, src_ip: IpAddr) {
        let deth = match r.deth {
            Some(d) => d,
            None => {
                env.counters.drops.malformed += 1;
                return;
            }
        };
        if deth.qkey != q.cfg.qkey {
            env.counters.drops.bad_qkey += 1;
            return;
        }
        // A UD message is one packet, and no packet's payload may exceed the path MTU (IBTA
        // ch. 9); a UD responder has no NAK to give, so it drops silently and counts. The MTU
        // is the QP's `path_mtu` (a choice: rxe uses the port's active MTU for UD and checks
        // only the receive buffer's size, which this NIC does too, as a local length error
        // completion). Checked before a receive WQE is taken, like the other header checks, so
        // the WQE stays for the next SEND.
        if r.payload.len() > q.cfg.path_mtu.bytes() as usize {
            env.counters.drops.ud_too_long += 1;
            return;
        }
        let w = match self.rq.pop_front() {
            Some(w) => w,
            None => {
                env.counters.drops.ud_no_recv += 1;
                return;
            }
        };
        let (status, len) = match env.scatter(&w.sges, q.pd, 0, &r.payload) {
            Ok(()) => (WcStatus::Success, r.payload.len() as u32),
            Err(e) => (e.status(), 0),
        };
        let mut c = recv_completion(q, w.wr_id, status, len, Some((deth.src_qp, src_ip)));
        c.imm = if has_imm(r.bth.opcode) { r.immdt } else { None };
        env.complete(q.recv_cq, c);
    }
}

fn recv_completion(q: &QpCtx, wr_id: u64, status: WcStatus, byte_len: u32, ud: Option<(u32, IpAddr)>) -> Completion {
    Completion {
        wr_id,
        status,
        opcode: WcOpcode::Recv,
        byte_len,
        imm: None,
        invalidated_rkey: None,
        qpn: q.qpn,
        src_qp: ud.map(|u| u.0),
        src_ip: ud.map(|u| u.1),
    }
}
