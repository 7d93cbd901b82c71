//! The requester half of a QP: the send queue, segmentation, PSNs, AckReq, go-back-N
//! retransmission, RNR backoff, READ response reassembly, atomic results, in-order completions.
//!
//! Rules modelled (IBTA Vol.1 ch. 9):
//! - Segmentation by path MTU into First/Middle/Last/Only; a zero-length message is one Only
//!   packet. RDMA READ requests consume one PSN per expected response packet (9.7.1).
//! - AckReq is set on every Last/Only request, on every READ/atomic request and at least every
//!   `ack_req_every` packets (rxe: 64).
//! - Fence: a WR posted with `fence` waits for every earlier READ/atomic to complete.
//! - At most `max_rd_atomic` READ/atomic requests outstanding; at most `max_inflight_psns`
//!   unacknowledged PSNs (rxe: 128), except that one message may always start when nothing is
//!   outstanding.
//! - ACKs are cumulative (all PSNs up to the ACK's). A READ response or atomic ACK implicitly
//!   acknowledges every earlier request. An ACK or response beyond an unanswered READ/atomic
//!   means its response was lost: the requester re-issues it (a retry, once per gap).
//! - Go-back-N from the NAK's PSN on PSN sequence error and from the oldest unacknowledged PSN on
//!   timeout (4.096 us * 2^timeout), both counted against `retry_cnt`; the counters are reset by
//!   any forward progress. An interrupted READ is re-requested for its remaining part only
//!   (PSN, VA and length advanced by the packets already received).
//! - RNR NAK: wait the NAK's timer (table 45), then resend from its PSN; `rnr_retry` 7 = infinite.
//! - Other NAKs complete the WQE they name with RemInvReqErr / RemAccessErr / RemOpErr and move the
//!   QP to ERR; every later WQE is flushed (WrFlushErr). Local errors found before sending
//!   (bad L_Key: LocProtErr, UD payload > MTU: LocLenErr) complete the WQE when it reaches the
//!   head of the queue: RC goes to ERR, UC/UD to SQE.
//! - Completions are delivered strictly in posting order; unsignaled successes generate none.
//! - UC/UD: no ACKs; a WQE completes once its last packet has been handed to the wire.

use crate::memory::Access;
use crate::node::Nanos;
use crate::transport::env::{Env, QpCtx, SgError};
use crate::transport::psn::Psn;
use crate::transport::timers::{ack_timeout_ns, rnr_timer_ns};
use crate::verbs::{
    AddressVector, Completion, QpType, SendOp, SendWr, WcOpcode, WcStatus,
};
use crate::wire::{
    AethRepr, AtomicEthRepr, BthRepr, DethRepr, NakCode, Opcode, RethRepr, RoceRepr, Syndrome,
};
use std::collections::VecDeque;

/// A request packet ready to be framed.
#[derive(Clone, Debug)]
pub struct TxPacket {
    /// BTH and everything after it.
    pub roce: RoceRepr,
    /// Where it goes.
    pub dst: AddressVector,
}

/// One posted send WR and its progress.
#[derive(Clone, Debug)]
pub(crate) struct SendWqe {
    pub wr: SendWr,
    /// Message length in bytes.
    pub len: u32,
    /// PSNs the message consumes.
    pub npkts: u32,
    /// First PSN (valid once `started`).
    pub first_psn: Psn,
    /// PSNs assigned (first packet sent at least once).
    pub started: bool,
    /// PSNs acknowledged (sends/writes) or response packets received (READ); 1 when an
    /// atomic's result arrived.
    pub acked: u32,
    /// A local error found before sending; reported when this WQE reaches the head.
    pub local_error: Option<WcStatus>,
}

impl SendWqe {
    fn done(&self) -> bool {
        self.started && self.acked >= self.npkts
    }
}

/// What the QP must do after the requester handled an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReqOutcome {
    /// Nothing special.
    Ok,
    /// A fatal error completed a WQE: move the QP to ERR (RC) and flush.
    Fatal,
    /// A UC/UD local error: move the QP to SQE and flush the send queue.
    SendQueueError,
}

/// Requester state of one QP.
#[derive(Clone, Debug, Default)]
pub struct Requester {
    pub(crate) sq: VecDeque<SendWqe>,
    /// Index in `sq` of the WQE being (re)transmitted.
    cursor: usize,
    /// Packet index within it.
    cursor_pkt: u32,
    /// PSN for the next WQE that starts for the first time.
    next_new_psn: Psn,
    /// First PSN never transmitted (anything before it is a retransmission).
    max_sent: Psn,
    /// Packets since the last AckReq.
    since_ackreq: u32,
    /// Retransmission timer.
    rto_deadline: Option<Nanos>,
    /// RNR wait: until when, and the PSN to resume from.
    rnr_wait: Option<(Nanos, Psn)>,
    retry_left: u8,
    rnr_left: u8,
    /// READ/atomic requests started and not answered.
    rd_atomic_inflight: u32,
    /// The gap a retry was already issued for (once per gap).
    rewound_for: Option<Psn>,
    /// SQD: no new WQE is started (started ones still complete and may be retransmitted).
    pub(crate) stopped: bool,
}

/// Packets of a message of `len` bytes at a path MTU of `mtu` bytes: ceil(len / mtu), one for an
/// empty message (requests and READ responses alike).
pub fn npkts_for(len: u32, mtu: u32) -> u32 {
    if len == 0 {
        1
    } else {
        (len + mtu - 1) / mtu
    }
}

fn wc_opcode(op: &SendOp) -> WcOpcode {
    match op {
        SendOp::Send | SendOp::SendWithImm { .. } | SendOp::SendWithInv { .. } => WcOpcode::Send,
        SendOp::Write { .. } | SendOp::WriteWithImm { .. } => WcOpcode::RdmaWrite,
        SendOp::Read { .. } => WcOpcode::RdmaRead,
        SendOp::CompareSwap { .. } => WcOpcode::CompSwap,
        SendOp::FetchAdd { .. } => WcOpcode::FetchAdd,
    }
}

fn pick(pos: (bool, bool), first: Opcode, middle: Opcode, last: Opcode, only: Opcode) -> Opcode {
    match pos {
        (true, true) => only,
        (true, false) => first,
        (false, false) => middle,
        (false, true) => last,
    }
}

/// One request packet of a message as segmentation cuts it (IBTA 9.4, 9.7.1): the shape only,
/// the same for a first transmission and a retransmission. The RTL's segmentation
/// (`hdl::req_segment`) is checked against this function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    /// BTH opcode (its extension headers follow from it: [`Opcode::headers`]).
    pub opcode: Opcode,
    /// The message's first packet.
    pub first: bool,
    /// The message's last packet (`k + 1` reaches the message's packet count: for a READ
    /// request, the rest it asks for fits one response packet; an atomic is always last).
    pub last: bool,
    /// Byte offset in the message of the packet's payload; for a READ request, of the part it
    /// asks for (its RETH VA is the WQE's plus this, its DMA length the rest).
    pub offset: u64,
    /// Payload bytes carried (0 for READ requests and atomics).
    pub payload_len: u32,
    /// PSNs the packet consumes: 1, or for a READ request one per response packet of the part
    /// it asks for.
    pub psns: u32,
}

/// Packet `k` (0-based) of a message of `len` bytes of operation `op` on a QP of `qp_type` at a
/// path MTU of `mtu` bytes. A READ re-requested after `k` response packets arrived asks for the
/// rest: `k` counts its response packets. `op` must be valid for `qp_type` (as `post_send`
/// checks): an RDMA operation on UD, or a READ or atomic on UC, is shaped as on RC.
pub fn segment(qp_type: QpType, op: &SendOp, len: u32, mtu: u32, k: u32) -> Segment {
    let npkts = if op.is_atomic() { 1 } else { npkts_for(len, mtu) };
    let first = k == 0;
    let last = k + 1 >= npkts;
    let offset = k as u64 * mtu as u64;
    let rest = (len as u64).saturating_sub(offset) as u32;
    let (rc, ud) = (qp_type == QpType::Rc, qp_type == QpType::Ud);
    let pos = (first, last);
    let (opcode, payload_len, psns) = match op {
        SendOp::Send | SendOp::SendWithImm { .. } | SendOp::SendWithInv { .. } => {
            let imm = matches!(op, SendOp::SendWithImm { .. });
            let inv = matches!(op, SendOp::SendWithInv { .. });
            let opc = if ud {
                if imm { Opcode::UdSendOnlyImm } else { Opcode::UdSendOnly }
            } else if rc {
                let (l, o) = match (imm, inv) {
                    (true, _) => (Opcode::RcSendLastImm, Opcode::RcSendOnlyImm),
                    (_, true) => (Opcode::RcSendLastInv, Opcode::RcSendOnlyInv),
                    _ => (Opcode::RcSendLast, Opcode::RcSendOnly),
                };
                pick(pos, Opcode::RcSendFirst, Opcode::RcSendMiddle, l, o)
            } else {
                let (l, o) = if imm { (Opcode::UcSendLastImm, Opcode::UcSendOnlyImm) } else { (Opcode::UcSendLast, Opcode::UcSendOnly) };
                pick(pos, Opcode::UcSendFirst, Opcode::UcSendMiddle, l, o)
            };
            (opc, rest.min(mtu), 1)
        }
        SendOp::Write { .. } | SendOp::WriteWithImm { .. } => {
            let imm = matches!(op, SendOp::WriteWithImm { .. });
            let opc = if qp_type == QpType::Uc {
                let (l, o) = if imm { (Opcode::UcWriteLastImm, Opcode::UcWriteOnlyImm) } else { (Opcode::UcWriteLast, Opcode::UcWriteOnly) };
                pick(pos, Opcode::UcWriteFirst, Opcode::UcWriteMiddle, l, o)
            } else {
                let (l, o) = if imm { (Opcode::RcWriteLastImm, Opcode::RcWriteOnlyImm) } else { (Opcode::RcWriteLast, Opcode::RcWriteOnly) };
                pick(pos, Opcode::RcWriteFirst, Opcode::RcWriteMiddle, l, o)
            };
            (opc, rest.min(mtu), 1)
        }
        SendOp::Read { .. } => (Opcode::RcReadRequest, 0, npkts_for(rest, mtu)),
        SendOp::CompareSwap { .. } => (Opcode::RcCompareSwap, 0, 1),
        SendOp::FetchAdd { .. } => (Opcode::RcFetchAdd, 0, 1),
    };
    Segment { opcode, first, last, offset, payload_len, psns }
}

/// What decides whether the WQE at a QP's send cursor may send now: [`send_hold`]'s input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SendGate {
    /// Waiting out an RNR NAK's timer.
    pub rnr_wait: bool,
    /// The QP is in SQD: no new WQE starts.
    pub stopped: bool,
    /// The WQE has started (its PSNs are assigned; it may be sent again).
    pub started: bool,
    /// The WQE is fenced.
    pub fence: bool,
    /// The WQE is a READ or an atomic.
    pub read_or_atomic: bool,
    /// READ/atomic requests started and not answered.
    pub rd_atomic_inflight: u32,
    /// The QP's `max_rd_atomic` (0 counts as 1).
    pub max_rd_atomic: u8,
    /// The QP is RC (only RC has a PSN window).
    pub rc: bool,
    /// Some started PSN is not yet acknowledged.
    pub unacked: bool,
    /// PSNs started and not acknowledged (from the oldest unacknowledged to the next new one).
    pub inflight: u32,
    /// PSNs the WQE consumes.
    pub npkts: u32,
    /// The PSN window (rxe: 128).
    pub window: u32,
}

/// Why a QP's send cursor waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// An RNR NAK's timer runs.
    RnrWait,
    /// SQD: the WQE has not started and no new one may.
    Stopped,
    /// A fenced WQE waits for every earlier READ/atomic to complete.
    Fence,
    /// `max_rd_atomic` READ/atomic requests are outstanding.
    RdAtomic,
    /// The PSN window is full (one message may always start when nothing is outstanding).
    Window,
}

/// Whether the WQE at the send cursor may send now, and if not why (golden's rules, in this
/// order): the RNR wait, SQD, then for a WQE not yet started the fence, `max_rd_atomic` and the
/// PSN window. A started WQE is never held by those three (it is being sent, or sent again).
/// The RTL's gate (`hdl::req_gate`) is checked against this function.
pub fn send_hold(g: &SendGate) -> Option<Hold> {
    if g.rnr_wait {
        return Some(Hold::RnrWait);
    }
    if g.stopped && !g.started {
        return Some(Hold::Stopped);
    }
    if g.started {
        return None;
    }
    if g.fence && g.rd_atomic_inflight > 0 {
        return Some(Hold::Fence);
    }
    if g.read_or_atomic && g.rd_atomic_inflight >= g.max_rd_atomic.max(1) as u32 {
        return Some(Hold::RdAtomic);
    }
    if g.rc && g.unacked && g.inflight + g.npkts.min(g.window) > g.window {
        return Some(Hold::Window);
    }
    None
}

/// What a response to this requester is, before its send queue is consulted (the first steps of
/// golden's `on_response` and `on_aeth`, in their order). The RTL's classifier
/// (`hdl::req_resp_class`) is checked against this function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RespKind {
    /// Its PSN is outside `[una - 1, max_sent)`: stale or bogus (`stale_response`).
    Stale,
    /// Not a response, a response without its AETH (or an atomic ACK without its original
    /// value), or an atomic ACK whose AETH is not an ACK (`bad_response`).
    Bad,
    /// A positive ACK.
    Ack,
    /// An RNR NAK with its timer code (IBTA table 45).
    RnrNak(u8),
    /// A NAK with its code.
    Nak(NakCode),
    /// An atomic ACK (AETH an ACK, with the original value).
    AtomicAck,
    /// A READ response packet (first, middle, last or only).
    ReadResponse,
}

/// The kind of response `r` is to a requester whose oldest unacknowledged PSN is `una` and whose
/// first PSN never sent is `max_sent`.
pub fn response_kind(una: Psn, max_sent: Psn, r: &RoceRepr) -> RespKind {
    let psn = Psn::new(r.bth.psn);
    if !psn.in_range(una.sub(1), max_sent.distance_from(una.sub(1))) {
        return RespKind::Stale;
    }
    match r.bth.opcode {
        Opcode::RcAck => match r.aeth.map(|a| a.syndrome) {
            Some(Syndrome::Ack { .. }) => RespKind::Ack,
            Some(Syndrome::RnrNak { timer }) => RespKind::RnrNak(timer),
            Some(Syndrome::Nak(code)) => RespKind::Nak(code),
            None => RespKind::Bad,
        },
        Opcode::RcAtomicAck => match (r.aeth, r.atomic_ack_eth) {
            (Some(a), Some(_)) if a.syndrome.is_ack() => RespKind::AtomicAck,
            _ => RespKind::Bad,
        },
        Opcode::RcReadResponseFirst | Opcode::RcReadResponseMiddle | Opcode::RcReadResponseLast | Opcode::RcReadResponseOnly => {
            RespKind::ReadResponse
        }
        _ => RespKind::Bad,
    }
}

/// One WQE's part in a cumulative acknowledgement of every PSN up to `a` (golden's `ack_upto`
/// walks the send queue from its oldest WQE with this, until a step ends the walk). The RTL's
/// retire walk (`hdl::req_ack_step`) is checked against this function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AckStep {
    /// The WQE has not started: the walk ends.
    NotStarted,
    /// The WQE is already complete: on to the next.
    Done,
    /// A READ/atomic whose answer was lost: the acknowledgement covers the PSN it still waits
    /// for. Go back to that PSN.
    Lost(Psn),
    /// A READ/atomic the acknowledgement does not reach: the walk ends.
    Waiting,
    /// A SEND/WRITE acknowledged to its last packet: on to the next.
    Full,
    /// A SEND/WRITE acknowledged up to packet `n` (more than before): the walk ends.
    Partial(u32),
    /// Nothing new for this WQE: the walk ends.
    Nothing,
}

/// The step for a WQE (`started`, a READ/atomic or not, first PSN, PSNs already acknowledged or
/// answered, PSNs it consumes) under an acknowledgement up to `a`.
pub fn ack_step(started: bool, rd_atomic: bool, first_psn: Psn, acked: u32, npkts: u32, a: Psn) -> AckStep {
    if !started {
        return AckStep::NotStarted;
    }
    if acked >= npkts {
        return AckStep::Done;
    }
    if rd_atomic {
        let want = first_psn.add(acked);
        return if want.at_or_before(a) { AckStep::Lost(want) } else { AckStep::Waiting };
    }
    if first_psn.add(npkts - 1).at_or_before(a) {
        return AckStep::Full;
    }
    if first_psn.at_or_before(a) {
        let n = a.distance_from(first_psn) + 1;
        if n > acked {
            return AckStep::Partial(n);
        }
    }
    AckStep::Nothing
}

/// Build a RoceRepr with only a BTH; the caller fills the extension headers and payload.
pub(crate) fn bare(opcode: Opcode, dest_qp: u32, psn: Psn, pkey: u16) -> RoceRepr {
    let mut bth = BthRepr::new(opcode, dest_qp, psn.get());
    bth.pkey = pkey;
    RoceRepr::new(bth)
}

impl Requester {
    /// Reset to the state right after `modify_qp(RTS)` with `sq_psn`.
    pub(crate) fn start(&mut self, sq_psn: Psn, retry_cnt: u8, rnr_retry: u8) {
        self.next_new_psn = sq_psn;
        self.max_sent = sq_psn;
        self.retry_left = retry_cnt;
        self.rnr_left = rnr_retry;
        self.cursor = 0;
        self.cursor_pkt = 0;
    }

    /// Number of WQEs not yet completed.
    pub fn outstanding(&self) -> usize {
        self.sq.len()
    }

    /// Queue a validated WR; `local_error` is a local problem found at post time.
    pub(crate) fn post(&mut self, wr: SendWr, len: u32, mtu: u32, local_error: Option<WcStatus>) {
        let npkts = if wr.op.is_atomic() { 1 } else { npkts_for(len, mtu) };
        self.sq.push_back(SendWqe {
            wr,
            len,
            npkts,
            first_psn: Psn::new(0),
            started: false,
            acked: 0,
            local_error,
        });
    }

    /// Remove every WQE; each gets a WrFlushErr completion (`flush`) or none (reset).
    pub(crate) fn drain(&mut self, env: &mut Env, q: &QpCtx, flush: bool) {
        while let Some(w) = self.sq.pop_front() {
            if flush {
                Self::push_completion(env, q, &w, WcStatus::WrFlushErr);
            }
        }
        self.cursor = 0;
        self.cursor_pkt = 0;
        self.rto_deadline = None;
        self.rnr_wait = None;
        self.rd_atomic_inflight = 0;
        self.rewound_for = None;
    }

    fn push_completion(env: &mut Env, q: &QpCtx, w: &SendWqe, status: WcStatus) {
        if status == WcStatus::Success && !w.wr.signaled {
            return;
        }
        env.complete(
            q.send_cq,
            Completion {
                wr_id: w.wr.wr_id,
                status,
                opcode: wc_opcode(&w.wr.op),
                byte_len: w.len,
                imm: None,
                invalidated_rkey: None,
                qpn: q.qpn,
                src_qp: None,
                src_ip: None,
            },
        );
    }

    /// Earliest PSN not yet acknowledged.
    fn una(&self) -> Psn {
        match self.sq.front() {
            Some(w) if w.started => w.first_psn.add(w.acked),
            _ => self.next_new_psn,
        }
    }

    fn anything_unacked(&self) -> bool {
        self.sq.front().map(|w| w.started).unwrap_or(false)
    }

    /// Whether a packet could be sent now (ignoring pacing): mirrors `next_packet`.
    pub(crate) fn can_send(&self, q: &QpCtx, env_tuning_inflight: u32) -> bool {
        if self.rnr_wait.is_some() {
            return false;
        }
        let w = match self.sq.get(self.cursor) {
            Some(w) => w,
            None => return false,
        };
        // SQD: WQEs already started may still be (re)transmitted; no new one starts.
        if self.stopped && !w.started {
            return false;
        }
        if w.local_error.is_some() {
            // Reported when it is the head; otherwise wait for the earlier WQEs.
            return self.cursor == 0;
        }
        send_hold(&SendGate {
            rnr_wait: false,
            stopped: self.stopped,
            started: w.started,
            fence: w.wr.fence,
            read_or_atomic: w.wr.op.is_read_or_atomic(),
            rd_atomic_inflight: self.rd_atomic_inflight,
            max_rd_atomic: q.cfg.max_rd_atomic,
            rc: q.qp_type == QpType::Rc,
            unacked: self.anything_unacked(),
            inflight: self.next_new_psn.distance_from(self.una()),
            npkts: w.npkts,
            window: env_tuning_inflight,
        })
        .is_none()
    }

    /// Produce the next request packet, if allowed. Completes local errors at the head.
    pub(crate) fn next_packet(
        &mut self,
        env: &mut Env,
        q: &QpCtx,
        now: Nanos,
    ) -> (Option<TxPacket>, ReqOutcome) {
        if !self.can_send(q, env.tuning.max_inflight_psns) {
            return (None, ReqOutcome::Ok);
        }
        let mtu = q.cfg.path_mtu.bytes();
        let idx = self.cursor;
        if let Some(st) = self.sq[idx].local_error {
            // idx == 0 here (can_send)
            if let Some(w) = self.sq.pop_front() {
                Self::push_completion(env, q, &w, st);
            }
            return (None, if q.qp_type == QpType::Rc { ReqOutcome::Fatal } else { ReqOutcome::SendQueueError });
        }
        // Start the WQE (assign PSNs).
        {
            let w = &mut self.sq[idx];
            if !w.started {
                w.started = true;
                w.first_psn = self.next_new_psn;
                self.next_new_psn = self.next_new_psn.add(w.npkts);
                if w.wr.op.is_read_or_atomic() {
                    self.rd_atomic_inflight += 1;
                }
            }
        }
        let k = self.cursor_pkt;
        let w = &self.sq[idx];
        let psn = w.first_psn.add(k);
        let (dest_qp, dst) = match (q.qp_type, w.wr.ud) {
            (QpType::Ud, Some(ud)) => (ud.remote_qpn, ud.av),
            _ => match q.cfg.av {
                Some(av) => (q.cfg.dest_qpn, av),
                None => return (None, ReqOutcome::Ok),
            },
        };
        let seg = segment(q.qp_type, &w.wr.op, w.len, mtu, k);
        let (first, last, off, plen) = (seg.first, seg.last, seg.offset, seg.payload_len);
        let rc = q.qp_type == QpType::Rc;
        let ud = q.qp_type == QpType::Ud;
        let mut roce;
        let advance_whole = w.wr.op.is_read_or_atomic();
        match w.wr.op {
            SendOp::Send | SendOp::SendWithImm { .. } | SendOp::SendWithInv { .. } => {
                let (imm, inv) = match w.wr.op {
                    SendOp::SendWithImm { imm } => (Some(imm), None),
                    SendOp::SendWithInv { rkey } => (None, Some(rkey)),
                    _ => (None, None),
                };
                roce = bare(seg.opcode, dest_qp, psn, q.cfg.pkey);
                if last {
                    roce.immdt = imm;
                    roce.ieth = inv;
                }
                if ud {
                    let ud = w.wr.ud.unwrap_or(crate::verbs::UdDest {
                        av: dst,
                        remote_qpn: dest_qp,
                        remote_qkey: q.cfg.qkey,
                    });
                    let qkey = if ud.remote_qkey & 0x8000_0000 != 0 { q.cfg.qkey } else { ud.remote_qkey };
                    roce.deth = Some(DethRepr { qkey, src_qp: q.qpn });
                }
            }
            SendOp::Write { remote_addr, rkey } | SendOp::WriteWithImm { remote_addr, rkey, .. } => {
                let imm = match w.wr.op {
                    SendOp::WriteWithImm { imm, .. } => Some(imm),
                    _ => None,
                };
                roce = bare(seg.opcode, dest_qp, psn, q.cfg.pkey);
                if first {
                    roce.reth = Some(RethRepr { va: remote_addr, rkey, dma_len: w.len });
                }
                if last {
                    roce.immdt = imm;
                }
            }
            SendOp::Read { remote_addr, rkey } => {
                roce = bare(seg.opcode, dest_qp, psn, q.cfg.pkey);
                roce.reth = Some(RethRepr {
                    va: remote_addr.wrapping_add(off),
                    rkey,
                    dma_len: w.len.saturating_sub(off as u32),
                });
            }
            SendOp::CompareSwap { remote_addr, rkey, compare, swap } => {
                roce = bare(seg.opcode, dest_qp, psn, q.cfg.pkey);
                roce.atomic_eth = Some(AtomicEthRepr { va: remote_addr, rkey, swap_add: swap, compare });
            }
            SendOp::FetchAdd { remote_addr, rkey, add } => {
                roce = bare(seg.opcode, dest_qp, psn, q.cfg.pkey);
                roce.atomic_eth = Some(AtomicEthRepr { va: remote_addr, rkey, swap_add: add, compare: 0 });
            }
        }
        roce.bth.solicited = last && w.wr.solicited;
        let carries_payload = !advance_whole;
        if carries_payload && plen > 0 {
            let mut payload = vec![0u8; plen as usize];
            if let Err(e) = env.gather(&w.wr.sges, off, &mut payload) {
                // A memory fault while gathering: report it when this WQE is at the head.
                let st = if e == SgError::Length { WcStatus::LocLenErr } else { e.status() };
                self.sq[idx].local_error = Some(st);
                return (None, ReqOutcome::Ok);
            }
            roce.payload = payload;
        }
        roce.bth.pad_cnt = RoceRepr::pad_for(roce.payload.len());
        if rc {
            self.since_ackreq += 1;
            if last || advance_whole || self.since_ackreq >= env.tuning.ack_req_every.max(1) {
                roce.bth.ack_req = true;
                self.since_ackreq = 0;
            }
        }
        // Retransmission accounting.
        if psn.before(self.max_sent) {
            env.counters.retransmissions += 1;
        } else {
            let end = if advance_whole { w.first_psn.add(w.npkts) } else { psn.add(1) };
            self.max_sent = end;
        }
        // Advance the cursor.
        if advance_whole || last {
            self.cursor += 1;
            self.cursor_pkt = 0;
        } else {
            self.cursor_pkt += 1;
        }
        let outcome = ReqOutcome::Ok;
        if rc {
            if self.rto_deadline.is_none() {
                if let Some(t) = ack_timeout_ns(q.cfg.timeout) {
                    self.rto_deadline = Some(now + t);
                }
            }
        } else if last {
            // UC/UD: complete on send (the WQE is at the head: earlier ones completed likewise).
            let w = &mut self.sq[idx];
            w.acked = w.npkts;
            if let Some(w) = self.sq.pop_front() {
                Self::push_completion(env, q, &w, WcStatus::Success);
            }
            self.cursor = self.cursor.saturating_sub(1);
        }
        (Some(TxPacket { roce, dst }), outcome)
    }

    /// Next timer this requester wants (retransmit timeout or RNR wait end).
    pub(crate) fn next_timer(&self) -> Option<Nanos> {
        match (self.rto_deadline, self.rnr_wait.map(|(t, _)| t)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Run timers due at `now`.
    pub(crate) fn on_timer(&mut self, env: &mut Env, q: &QpCtx, now: Nanos) -> ReqOutcome {
        if let Some((t, psn)) = self.rnr_wait {
            if now >= t {
                self.rnr_wait = None;
                self.rewind(psn);
                if let Some(to) = ack_timeout_ns(q.cfg.timeout) {
                    self.rto_deadline = Some(now + to);
                }
            }
        }
        if let Some(t) = self.rto_deadline {
            if now >= t {
                self.rto_deadline = None;
                if !self.anything_unacked() {
                    return ReqOutcome::Ok;
                }
                env.counters.timeouts += 1;
                if self.retry_left == 0 {
                    return self.fail_at(env, q, self.una(), WcStatus::RetryExcErr);
                }
                self.retry_left -= 1;
                self.rewound_for = None;
                let una = self.una();
                self.rewind(una);
            }
        }
        ReqOutcome::Ok
    }

    /// Position the cursor so the next packet sent has PSN `psn`.
    fn rewind(&mut self, psn: Psn) {
        for (i, w) in self.sq.iter().enumerate() {
            if !w.started {
                self.cursor = i;
                self.cursor_pkt = 0;
                return;
            }
            if psn.in_range(w.first_psn, w.npkts) {
                self.cursor = i;
                self.cursor_pkt = psn.distance_from(w.first_psn).max(w.acked.min(w.npkts - 1));
                if !w.wr.op.is_read_or_atomic() {
                    self.cursor_pkt = psn.distance_from(w.first_psn).max(w.acked);
                }
                return;
            }
        }
        self.cursor = self.sq.len();
        self.cursor_pkt = 0;
    }

    /// Go-back-N retry from `psn` (NAK sequence error or a lost response), counted against
    /// retry_cnt; at most once per gap.
    fn retry_from(&mut self, env: &mut Env, q: &QpCtx, psn: Psn, now: Nanos) -> ReqOutcome {
        if self.rewound_for == Some(psn) {
            return ReqOutcome::Ok;
        }
        if self.retry_left == 0 {
            return self.fail_at(env, q, psn, WcStatus::RetryExcErr);
        }
        self.retry_left -= 1;
        self.rewound_for = Some(psn);
        self.rewind(psn);
        if let Some(t) = ack_timeout_ns(q.cfg.timeout) {
            self.rto_deadline = Some(now + t);
        }
        ReqOutcome::Ok
    }

    /// Complete the WQE holding `psn` (or the head) with `status`; everything before it must
    /// already be complete. The QP then goes to ERR (the caller flushes the rest).
    fn fail_at(&mut self, env: &mut Env, q: &QpCtx, _psn: Psn, status: WcStatus) -> ReqOutcome {
        if let Some(w) = self.sq.pop_front() {
            Self::push_completion(env, q, &w, status);
        }
        self.cursor = 0;
        self.cursor_pkt = 0;
        ReqOutcome::Fatal
    }

    /// Complete every WQE at the head that is done; returns whether anything completed.
    fn drain_done(&mut self, env: &mut Env, q: &QpCtx) -> bool {
        let mut any = false;
        while self.sq.front().map(|w| w.done()).unwrap_or(false) {
            if let Some(w) = self.sq.pop_front() {
                if w.wr.op.is_read_or_atomic() {
                    self.rd_atomic_inflight = self.rd_atomic_inflight.saturating_sub(1);
                }
                Self::push_completion(env, q, &w, WcStatus::Success);
            }
            if self.cursor > 0 {
                self.cursor -= 1;
            } else {
                self.cursor_pkt = 0;
            }
            any = true;
        }
        any
    }

    fn progress(&mut self, q: &QpCtx, now: Nanos) {
        self.retry_left = q.cfg.retry_cnt;
        self.rnr_left = q.cfg.rnr_retry;
        self.rewound_for = None;
        self.rto_deadline = if self.anything_unacked() {
            ack_timeout_ns(q.cfg.timeout).map(|t| now + t)
        } else {
            None
        };
    }

    /// Acknowledge every PSN up to and including `a`. Returns Err(psn) when an unanswered
    /// READ/atomic lies inside the acknowledged range (its response was lost: retry from psn).
    fn ack_upto(&mut self, env: &mut Env, q: &QpCtx, a: Psn) -> (bool, Result<(), Psn>) {
        let mut progressed = false;
        let mut i = 0;
        while i < self.sq.len() {
            let w = &self.sq[i];
            match ack_step(w.started, w.wr.op.is_read_or_atomic(), w.first_psn, w.acked, w.npkts, a) {
                AckStep::NotStarted | AckStep::Waiting | AckStep::Nothing => break,
                AckStep::Done => i += 1,
                AckStep::Lost(want) => {
                    self.drain_done(env, q);
                    return (progressed, Err(want));
                }
                AckStep::Full => {
                    let w = &mut self.sq[i];
                    w.acked = w.npkts;
                    progressed = true;
                    i += 1;
                }
                AckStep::Partial(n) => {
                    self.sq[i].acked = n;
                    progressed = true;
                    if i == self.cursor && self.cursor_pkt < n {
                        self.cursor_pkt = n;
                    }
                    break;
                }
            }
        }
        if progressed {
            self.drain_done(env, q);
        }
        (progressed, Ok(()))
    }

    /// A response arrived for this QP (ACK/NAK, READ response, atomic ACK). `now` for timers.
    pub(crate) fn on_response(&mut self, env: &mut Env, q: &QpCtx, r: &RoceRepr, now: Nanos) -> ReqOutcome {
        let psn = Psn::new(r.bth.psn);
        match response_kind(self.una(), self.max_sent, r) {
            RespKind::Stale => {
                env.counters.drops.stale_response += 1;
                return ReqOutcome::Ok;
            }
            RespKind::Bad => {
                env.counters.drops.bad_response += 1;
                return ReqOutcome::Ok;
            }
            _ => {}
        }
        match r.bth.opcode {
            Opcode::RcAck => {
                let aeth = match r.aeth {
                    Some(a) => a,
                    None => {
                        env.counters.drops.bad_response += 1;
                        return ReqOutcome::Ok;
                    }
                };
                self.on_aeth(env, q, psn, aeth, now)
            }
            Opcode::RcAtomicAck => {
                let orig = match (r.aeth, r.atomic_ack_eth) {
                    (Some(a), Some(o)) if a.syndrome.is_ack() => o.orig,
                    _ => {
                        env.counters.drops.bad_response += 1;
                        return ReqOutcome::Ok;
                    }
                };
                // Implicitly ACK everything before it.
                let (p1, res) = self.ack_upto(env, q, psn.sub(1));
                if let Err(want) = res {
                    if want != psn {
                        return self.retry_from(env, q, want, now);
                    }
                }
                let head_idx = self.sq.iter().position(|w| !w.done());
                let mut progressed = p1;
                if let Some(i) = head_idx {
                    let w = &mut self.sq[i];
                    if w.started && w.wr.op.is_atomic() && w.first_psn == psn && w.acked == 0 {
                        if let Some(sge) = w.wr.sges.first().copied() {
                            if env.scatter(&[sge], q.pd, 0, &orig.to_le_bytes()).is_err() {
                                // Result cannot be stored: report as a local error on completion.
                                self.sq[i].local_error = Some(WcStatus::LocProtErr);
                            }
                        }
                        self.sq[i].acked = 1;
                        progressed = true;
                        if let (0, Some(st)) = (i, self.sq[i].local_error) {
                            // Answered, so complete, and at the head: its local error now (as a
                            // READ's last response does), not a success from `drain_done`.
                            self.rd_atomic_inflight = self.rd_atomic_inflight.saturating_sub(1);
                            if p1 {
                                self.progress(q, now);
                            }
                            return self.fail_at(env, q, psn, st);
                        }
                    } else {
                        env.counters.drops.stale_response += 1;
                    }
                }
                if progressed {
                    self.drain_done(env, q);
                    self.progress(q, now);
                }
                ReqOutcome::Ok
            }
            Opcode::RcReadResponseFirst
            | Opcode::RcReadResponseMiddle
            | Opcode::RcReadResponseLast
            | Opcode::RcReadResponseOnly => self.on_read_response(env, q, r, psn, now),
            _ => {
                env.counters.drops.bad_response += 1;
                ReqOutcome::Ok
            }
        }
    }

    fn on_aeth(&mut self, env: &mut Env, q: &QpCtx, psn: Psn, aeth: AethRepr, now: Nanos) -> ReqOutcome {
        match aeth.syndrome {
            Syndrome::Ack { .. } => {
                let (p, res) = self.ack_upto(env, q, psn);
                if p {
                    self.progress(q, now);
                }
                match res {
                    Ok(()) => {
                        if !p {
                            env.counters.drops.stale_response += 1;
                        }
                        ReqOutcome::Ok
                    }
                    Err(want) => self.retry_from(env, q, want, now),
                }
            }
            Syndrome::RnrNak { timer } => {
                env.counters.naks_received += 1;
                env.counters.rnr_naks_received += 1;
                let (p, res) = self.ack_upto(env, q, psn.sub(1));
                if p {
                    self.progress(q, now);
                }
                if let Err(want) = res {
                    return self.retry_from(env, q, want, now);
                }
                if self.rnr_wait.is_some() {
                    return ReqOutcome::Ok;
                }
                if q.cfg.rnr_retry != 7 {
                    if self.rnr_left == 0 {
                        return self.fail_at(env, q, psn, WcStatus::RnrRetryExcErr);
                    }
                    self.rnr_left -= 1;
                }
                self.rto_deadline = None;
                self.rnr_wait = Some((now + rnr_timer_ns(timer), psn));
                ReqOutcome::Ok
            }
            Syndrome::Nak(code) => {
                env.counters.naks_received += 1;
                let (p, res) = self.ack_upto(env, q, psn.sub(1));
                if p {
                    self.progress(q, now);
                }
                if let Err(want) = res {
                    if code == NakCode::PsnSequenceError || want != psn {
                        return self.retry_from(env, q, want, now);
                    }
                }
                match code {
                    NakCode::PsnSequenceError => self.retry_from(env, q, psn, now),
                    NakCode::InvalidRequest | NakCode::InvalidRdRequest => {
                        self.fail_at(env, q, psn, WcStatus::RemInvReqErr)
                    }
                    NakCode::RemoteAccessError => self.fail_at(env, q, psn, WcStatus::RemAccessErr),
                    NakCode::RemoteOperationalError => self.fail_at(env, q, psn, WcStatus::RemOpErr),
                }
            }
        }
    }

    fn on_read_response(&mut self, env: &mut Env, q: &QpCtx, r: &RoceRepr, psn: Psn, now: Nanos) -> ReqOutcome {
        // The oldest unanswered WQE must be the READ this response belongs to.
        let i = match self.sq.iter().position(|w| !w.done()) {
            Some(i) => i,
            None => {
                env.counters.drops.stale_response += 1;
                return ReqOutcome::Ok;
            }
        };
        // Find the first unanswered READ/atomic at or after i.
        let j = match self.sq.iter().skip(i).position(|w| w.started && w.wr.op.is_read_or_atomic() && !w.done()) {
            Some(o) => i + o,
            None => {
                env.counters.drops.stale_response += 1;
                return ReqOutcome::Ok;
            }
        };
        let w = &self.sq[j];
        let want = w.first_psn.add(w.acked);
        if psn.before(w.first_psn) {
            // A response before this READ: an old duplicate (an earlier READ already complete).
            env.counters.drops.stale_response += 1;
            return ReqOutcome::Ok;
        }
        // Implicit ACK of every send/write before the READ.
        let (p1, res) = self.ack_upto(env, q, w.first_psn.sub(1));
        if p1 {
            self.progress(q, now);
        }
        if let Err(w2) = res {
            return self.retry_from(env, q, w2, now);
        }
        let j = match self.sq.iter().position(|w| !w.done()) {
            Some(j) => j,
            None => return ReqOutcome::Ok,
        };
        let mtu = q.cfg.path_mtu.bytes();
        let w = &self.sq[j];
        if !matches!(w.wr.op, SendOp::Read { .. }) {
            // The response names a READ while an atomic is older and unanswered.
            return self.retry_from(env, q, want, now);
        }
        if psn != want {
            if psn.after(want) {
                return self.retry_from(env, q, want, now);
            }
            env.counters.drops.stale_response += 1;
            return ReqOutcome::Ok;
        }
        let k = w.acked;
        let off = k as u64 * mtu as u64;
        let expect_len = ((w.len as u64).saturating_sub(off)).min(mtu as u64) as usize;
        let last = k + 1 >= w.npkts;
        let pos_ok = match r.bth.opcode {
            Opcode::RcReadResponseOnly => last,
            Opcode::RcReadResponseFirst => !last,
            Opcode::RcReadResponseMiddle => !last && k > 0,
            Opcode::RcReadResponseLast => last && k > 0,
            _ => false,
        };
        if !pos_ok || r.payload.len() != expect_len {
            env.counters.drops.bad_response += 1;
            return ReqOutcome::Ok;
        }
        let sges = w.wr.sges.clone();
        if let Err(e) = env.scatter(&sges, q.pd, off, &r.payload) {
            self.sq[j].local_error = Some(e.status());
        }
        let w = &mut self.sq[j];
        w.acked += 1;
        if let Some(st) = w.local_error {
            if w.done() {
                // Report the local error in order.
                if j == 0 {
                    self.rd_atomic_inflight = self.rd_atomic_inflight.saturating_sub(1);
                    return self.fail_at(env, q, psn, st);
                }
            }
        }
        self.drain_done(env, q);
        self.progress(q, now);
        ReqOutcome::Ok
    }
}

/// Status of a WR found invalid before sending, for the requester's local check at post time.
pub(crate) fn local_check(env: &Env, q: &QpCtx, wr: &SendWr, len: u64) -> Option<WcStatus> {
    if len > (1u64 << 31) {
        return Some(WcStatus::LocLenErr);
    }
    if q.qp_type == QpType::Ud && len > q.cfg.path_mtu.bytes() as u64 {
        return Some(WcStatus::LocLenErr);
    }
    let access = if wr.op.is_read_or_atomic() { Access::LocalWrite } else { Access::LocalRead };
    if env.check_sges(&wr.sges, access, q.pd).is_err() {
        return Some(WcStatus::LocProtErr);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_of_a_message() {
        let w = SendOp::WriteWithImm { remote_addr: 0, rkey: 1, imm: 2 };
        let s: Vec<Segment> = (0..3).map(|k| segment(QpType::Rc, &w, 2500, 1024, k)).collect();
        assert_eq!(s.iter().map(|x| x.opcode).collect::<Vec<_>>(), [Opcode::RcWriteFirst, Opcode::RcWriteMiddle, Opcode::RcWriteLastImm]);
        assert_eq!(s.iter().map(|x| (x.offset, x.payload_len, x.psns)).collect::<Vec<_>>(), [(0, 1024, 1), (1024, 1024, 1), (2048, 452, 1)]);
        assert!(s[0].first && !s[0].last && s[2].last && !s[2].first);
        // An empty message is one Only packet.
        let e = segment(QpType::Uc, &SendOp::Send, 0, 256, 0);
        assert_eq!((e.opcode, e.first, e.last, e.payload_len), (Opcode::UcSendOnly, true, true, 0));
        assert_eq!(segment(QpType::Ud, &SendOp::SendWithImm { imm: 0 }, 100, 4096, 0).opcode, Opcode::UdSendOnlyImm);
        assert_eq!(segment(QpType::Rc, &SendOp::SendWithInv { rkey: 0 }, 300, 256, 1).opcode, Opcode::RcSendLastInv);
        // A READ asks for the rest: re-requested after 2 of its 4 response packets.
        let r = SendOp::Read { remote_addr: 0, rkey: 0 };
        assert_eq!(segment(QpType::Rc, &r, 4000, 1024, 0).psns, 4);
        let again = segment(QpType::Rc, &r, 4000, 1024, 2);
        assert_eq!((again.opcode, again.offset, again.payload_len, again.psns), (Opcode::RcReadRequest, 2048, 0, 2));
        let a = segment(QpType::Rc, &SendOp::FetchAdd { remote_addr: 0, rkey: 0, add: 1 }, 8, 256, 0);
        assert_eq!((a.opcode, a.first, a.last, a.psns, a.payload_len), (Opcode::RcFetchAdd, true, true, 1, 0));
    }
}
