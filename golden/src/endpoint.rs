//! A verbs-level RoCEv2 endpoint (one NIC port with its host memory) implementing
//! [`crate::node::Node`].
//!
//! # Using it (what `roce sim` does)
//! ```text
//! let mut a = Endpoint::new(EndpointConfig::new(mac_a, ip_a));
//! let pd = a.alloc_pd();
//! let mr = a.reg_mr(pd, 0x1000, 1 << 20, AccessFlags::ALL)?;          // lkey/rkey
//! let cq = a.create_cq(1024);
//! let qpn = a.create_qp(QpInitAttr { qp_type: QpType::Rc, pd, send_cq: cq, recv_cq: cq, .. })?;
//! a.modify_qp(qpn, &QpAttr { state: Some(QpState::Init), pkey: Some(0xFFFF), access: Some(..), ..})?;
//! a.modify_qp(qpn, &rtr_attrs /* av, path_mtu, dest_qpn, rq_psn, ... */)?;
//! a.modify_qp(qpn, &rts_attrs /* sq_psn, timeout, retry_cnt, rnr_retry, max_rd_atomic */)?;
//! a.post_recv(qpn, RecvWr { .. })?; a.post_send(qpn, SendWr { .. })?;
//! // fabric loop: a.transmit(now) -> frames, b.receive(now, &frame), a.on_timer(t) at a.next_event()
//! let done = a.poll_cq(cq, 16);
//! ```
//! [`connect_rc`] does the three `modify_qp` calls for a pair of endpoints with default
//! attributes; the memory of an endpoint is [`Endpoint::mem`] / [`Endpoint::mem_mut`].
//!
//! # Transmit scheduling
//! `transmit(now)` returns, in this order: a queued control frame (CNP, fatal NAK: sent on
//! `cnp_pcp`, even if data priority is paused); otherwise, if the data priority `pcp` is not
//! paused, the next frame of the QPs in round-robin order. Per QP: responder output first (ACK/NAK
//! unpaced; READ responses and atomic ACKs paced), then the requester's next request (paced).
//! Pacing: with `cc_enabled` each QP has a [`DcqcnRp`] and a frame leaves only at
//! `rp.next_send_time(now)`; every frame is reported with `on_transmit`.
//! `next_event()` is `Some(t <= now)` when a frame is ready now, the earliest pacing/timer time
//! otherwise, None when idle.
//!
//! # Drops
//! A frame that fails [`FrameRepr::parse`] is dropped and counted (`bad_icrc`, `malformed`,
//! `not_roce`); every other drop is counted in [`DropCounters`] too. Nothing panics on input.

use crate::dcqcn::{CnpLimiter, DcqcnConfig, DcqcnRp};
use crate::memory::{AccessFlags, HostMemory, MrTable, PdId};
use crate::node::{Nanos, Node};
use crate::requester::{ReqOutcome, Requester, TxPacket};
use crate::responder::{RespItem, RespOutcome, Responder};
use crate::transport::counters::{Counters, DropCounters, ExecTracker};
use crate::transport::env::{Cq, Env, QpCtx, TransportTuning};
use crate::transport::psn::Psn;
use crate::verbs::{
    validate_modify, AddressVector, Completion, Mtu, QpAttr, QpConfig, QpInitAttr, QpState, QpType,
    RecvWr, SendOp, SendWr, VerbsError, WcStatus,
};
use crate::wire::{
    AethRepr, AtomicAckEthRepr, EthernetRepr, FrameRepr, IpRepr, Ipv4Repr, Ipv6Repr, Layer, Opcode,
    RoceRepr, Service, UdpRepr, VlanTag, WireError, ROCEV2_UDP_PORT,
};
use std::collections::VecDeque;
use std::net::IpAddr;

pub use crate::transport::counters::Counters as EndpointCounters;

/// First QP number handed out (QPN 0 and 1 are special in IBTA; rxe starts at 17).
pub const QPN_BASE: u32 = 17;

/// UDP source port policy (the entropy for ECMP).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UdpSrcPort {
    /// Always this port.
    Fixed(u16),
    /// `0xC000 | ((qpn ^ dest_qpn) & 0x3FFF)` per QP (stable per connection).
    PerQp,
}

/// Endpoint configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndpointConfig {
    /// Our MAC address.
    pub mac: [u8; 6],
    /// Our IP address (v4 or v6; a QP's peer must use the same version).
    pub ip: IpAddr,
    /// UDP source port policy.
    pub udp_src_port: UdpSrcPort,
    /// DCQCN: pace each QP with a reaction point, emit CNPs for CE-marked packets and mark our
    /// data packets ECT(0).
    pub cc_enabled: bool,
    /// DCQCN parameters (used when `cc_enabled`; also the CNP interval).
    pub dcqcn: DcqcnConfig,
    /// 802.1Q VLAN id; None sends untagged frames (PFC priorities still apply by `pcp`).
    pub vlan: Option<u16>,
    /// 802.1p priority of data frames (and the PFC class checked before sending them).
    pub pcp: u8,
    /// DSCP of data frames.
    pub dscp: u8,
    /// 802.1p priority of CNPs and fatal NAKs.
    pub cnp_pcp: u8,
    /// DSCP of CNPs.
    pub cnp_dscp: u8,
    /// IPv4 TTL / IPv6 hop limit.
    pub ttl: u8,
    /// Transport tunables (AckReq interval, in-flight limit, atomic cache).
    pub tuning: TransportTuning,
    /// QPNs are handed out as `QPN_BASE + i * qpn_stride` for the i-th QP created (1: 17, 18,
    /// 19 ...; 0 is taken as 1). A larger odd stride spreads QPs over a QP table's sets.
    pub qpn_stride: u32,
}

impl EndpointConfig {
    /// Defaults: per-QP UDP source port, CC off, untagged, data on priority 3 / DSCP 26, CNPs
    /// on priority 6 / DSCP 48, TTL 64.
    pub fn new(mac: [u8; 6], ip: IpAddr) -> Self {
        EndpointConfig {
            mac,
            ip,
            udp_src_port: UdpSrcPort::PerQp,
            cc_enabled: false,
            dcqcn: DcqcnConfig::default(),
            vlan: None,
            pcp: 3,
            dscp: 26,
            cnp_pcp: 6,
            cnp_dscp: 48,
            ttl: 64,
            tuning: TransportTuning::default(),
            qpn_stride: 1,
        }
    }
}

/// Keys of a registered region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MrKeys {
    /// Local key.
    pub lkey: u32,
    /// Remote key.
    pub rkey: u32,
}

/// A queue pair.
#[derive(Debug)]
struct Qp {
    qpn: u32,
    init: QpInitAttr,
    state: QpState,
    cfg: QpConfig,
    req: Requester,
    resp: Responder,
    out: VecDeque<RespItem>,
    rp: Option<DcqcnRp>,
}

/// A RoCEv2 endpoint: verbs objects, host memory, transport, counters.
pub struct Endpoint {
    cfg: EndpointConfig,
    now: Nanos,
    mem: HostMemory,
    mrs: MrTable,
    pds: u32,
    cqs: Vec<Cq>,
    qps: Vec<Option<Qp>>,
    counters: Counters,
    exec: ExecTracker,
    ctrl: VecDeque<Vec<u8>>,
    cnp_limiter: CnpLimiter,
    paused: [bool; 8],
    rr: usize,
    ip_ident: u16,
    emit_errors: u64,
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint").field("mac", &self.cfg.mac).field("ip", &self.cfg.ip).finish()
    }
}

fn ip_pair(src: IpAddr, dst: IpAddr, dscp: u8, ecn: u8, ttl: u8, ident: u16) -> Option<IpRepr> {
    match (src, dst) {
        (IpAddr::V4(s), IpAddr::V4(d)) => Some(IpRepr::V4(Ipv4Repr {
            src: s.octets(),
            dst: d.octets(),
            dscp: dscp & 0x3F,
            ecn: ecn & 3,
            ident,
            dont_frag: true,
            ttl,
            protocol: 17,
        })),
        (IpAddr::V6(s), IpAddr::V6(d)) => Some(IpRepr::V6(Ipv6Repr {
            src: s.octets(),
            dst: d.octets(),
            traffic_class: ((dscp & 0x3F) << 2) | (ecn & 3),
            flow_label: 0,
            hop_limit: ttl,
            next_header: 17,
        })),
        _ => None,
    }
}

fn ip_of(ip: &IpRepr) -> (IpAddr, IpAddr) {
    match ip {
        IpRepr::V4(r) => (IpAddr::from(r.src), IpAddr::from(r.dst)),
        IpRepr::V6(r) => (IpAddr::from(r.src), IpAddr::from(r.dst)),
    }
}

impl Endpoint {
    /// A new endpoint with empty memory and no objects.
    pub fn new(cfg: EndpointConfig) -> Self {
        let cnp_limiter = CnpLimiter::new(cfg.dcqcn.min_time_between_cnps_ns);
        Endpoint {
            cfg,
            now: 0,
            mem: HostMemory::new(),
            mrs: MrTable::default(),
            pds: 0,
            cqs: Vec::new(),
            qps: Vec::new(),
            counters: Counters::default(),
            exec: ExecTracker::default(),
            ctrl: VecDeque::new(),
            cnp_limiter,
            paused: [false; 8],
            rr: 0,
            ip_ident: 0,
            emit_errors: 0,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &EndpointConfig {
        &self.cfg
    }

    /// Host memory (read it to check results).
    pub fn mem(&self) -> &HostMemory {
        &self.mem
    }

    /// Host memory (write it to prepare buffers).
    pub fn mem_mut(&mut self) -> &mut HostMemory {
        &mut self.mem
    }

    /// Counters.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Drop counters.
    pub fn drops(&self) -> &DropCounters {
        &self.counters.drops
    }

    /// Frames the endpoint failed to build (a bug if non-zero).
    pub fn emit_errors(&self) -> u64 {
        self.emit_errors
    }

    /// ibv_alloc_pd.
    pub fn alloc_pd(&mut self) -> PdId {
        self.pds += 1;
        self.pds
    }

    /// ibv_reg_mr. Remote write/atomic require local write (as verbs); len > 0; no 64-bit wrap.
    pub fn reg_mr(&mut self, pd: PdId, va: u64, len: u64, access: AccessFlags) -> Result<MrKeys, VerbsError> {
        if pd == 0 || pd > self.pds {
            return Err(VerbsError::NoSuchObject { what: "PD", id: pd });
        }
        if access.0 & !AccessFlags::ALL.0 != 0 {
            return Err(VerbsError::InvalidMr("unknown access flag"));
        }
        if (access.contains(AccessFlags::REMOTE_WRITE) || access.contains(AccessFlags::REMOTE_ATOMIC))
            && !access.contains(AccessFlags::LOCAL_WRITE)
        {
            return Err(VerbsError::InvalidMr("remote write/atomic requires local write"));
        }
        if len == 0 || va.checked_add(len).is_none() {
            return Err(VerbsError::InvalidMr("empty or wrapping range"));
        }
        let key = self.mrs.insert(pd, va, len, access);
        Ok(MrKeys { lkey: key, rkey: key })
    }

    /// ibv_dereg_mr.
    pub fn dereg_mr(&mut self, lkey: u32) -> Result<(), VerbsError> {
        if self.mrs.remove(lkey) {
            Ok(())
        } else {
            Err(VerbsError::NoSuchObject { what: "MR", id: lkey })
        }
    }

    /// The region a key selects (for tests and the RTL comparison).
    pub fn mr(&self, key: u32) -> Option<&crate::memory::MemoryRegion> {
        self.mrs.lookup(key)
    }

    /// ibv_create_cq with room for `depth` completions.
    pub fn create_cq(&mut self, depth: usize) -> u32 {
        self.cqs.push(Cq { entries: VecDeque::new(), depth: depth.max(1), error: false });
        (self.cqs.len() - 1) as u32
    }

    /// ibv_resize_cq: CQ `cq` holds up to `depth` completions from now on (not fewer than it
    /// holds now).
    pub fn resize_cq(&mut self, cq: u32, depth: usize) -> Result<(), VerbsError> {
        let q = self.cqs.get_mut(cq as usize).ok_or(VerbsError::NoSuchObject { what: "CQ", id: cq })?;
        if depth == 0 || depth < q.entries.len() {
            return Err(VerbsError::BadAttribute { name: "cq depth", value: depth as u64 });
        }
        q.depth = depth;
        Ok(())
    }

    /// Whether CQ `cq` is in error (it overran: the IBV_EVENT_CQ_ERR condition); None: no such
    /// CQ.
    pub fn cq_error(&self, cq: u32) -> Option<bool> {
        self.cqs.get(cq as usize).map(|q| q.error)
    }

    /// ibv_poll_cq: up to `max` completions, oldest first.
    pub fn poll_cq(&mut self, cq: u32, max: usize) -> Vec<Completion> {
        match self.cqs.get_mut(cq as usize) {
            Some(q) => {
                let n = max.min(q.entries.len());
                q.entries.drain(..n).collect()
            }
            None => Vec::new(),
        }
    }

    /// ibv_create_qp; the QP starts in RESET.
    pub fn create_qp(&mut self, init: QpInitAttr) -> Result<u32, VerbsError> {
        if init.pd == 0 || init.pd > self.pds {
            return Err(VerbsError::NoSuchObject { what: "PD", id: init.pd });
        }
        for cq in [init.send_cq, init.recv_cq] {
            if cq as usize >= self.cqs.len() {
                return Err(VerbsError::NoSuchObject { what: "CQ", id: cq });
            }
        }
        if init.max_send_wr == 0 || init.max_recv_wr == 0 || init.max_sge == 0 {
            return Err(VerbsError::InvalidWr("queue sizes must be non-zero"));
        }
        let qpn = (self.qps.len() as u64 * self.stride() as u64) + QPN_BASE as u64;
        if qpn > 0xFF_FFFF {
            return Err(VerbsError::QueueFull);
        }
        let qpn = qpn as u32;
        self.qps.push(Some(Qp {
            qpn,
            init,
            state: QpState::Reset,
            cfg: QpConfig::default(),
            req: Requester::default(),
            resp: Responder::default(),
            out: VecDeque::new(),
            rp: None,
        }));
        Ok(qpn)
    }

    fn stride(&self) -> u32 {
        self.cfg.qpn_stride.max(1)
    }

    /// The slot of a QPN in `qps` (`usize::MAX`, never a slot, for a QPN not handed out).
    fn idx(&self, qpn: u32) -> usize {
        let off = qpn.wrapping_sub(QPN_BASE);
        if off % self.stride() == 0 {
            (off / self.stride()) as usize
        } else {
            usize::MAX
        }
    }

    fn qp(&self, qpn: u32) -> Result<&Qp, VerbsError> {
        self.qps
            .get(self.idx(qpn))
            .and_then(|q| q.as_ref())
            .ok_or(VerbsError::NoSuchObject { what: "QP", id: qpn })
    }

    /// The QP's state.
    pub fn qp_state(&self, qpn: u32) -> Result<QpState, VerbsError> {
        Ok(self.qp(qpn)?.state)
    }

    /// The QP's attributes (ibv_query_qp).
    pub fn query_qp(&self, qpn: u32) -> Result<(QpState, QpConfig), VerbsError> {
        let q = self.qp(qpn)?;
        Ok((q.state, q.cfg.clone()))
    }

    /// The QP's service type.
    pub fn qp_type(&self, qpn: u32) -> Result<QpType, VerbsError> {
        Ok(self.qp(qpn)?.init.qp_type)
    }

    /// The QP's DCQCN reaction point (when CC is on and the QP reached RTS).
    pub fn rp(&self, qpn: u32) -> Option<&DcqcnRp> {
        self.qp(qpn).ok().and_then(|q| q.rp.as_ref())
    }

    /// The responder's expected PSN of a QP.
    pub fn expected_psn(&self, qpn: u32) -> Option<u32> {
        self.qp(qpn).ok().map(|q| q.resp.epsn.get())
    }

    /// Send WRs not completed yet on a QP.
    pub fn send_queue_len(&self, qpn: u32) -> usize {
        self.qp(qpn).map(|q| q.req.outstanding()).unwrap_or(0)
    }

    /// Posted receive WRs not consumed yet on a QP.
    pub fn recv_queue_len(&self, qpn: u32) -> usize {
        self.qp(qpn).map(|q| q.resp.rq.len()).unwrap_or(0)
    }

    /// Replace posted receive WR `index` (0 = the next to be consumed) of a QP: fault injection
    /// modelling a driver that rewrites a WQE it already handed to the NIC (hardware reads the
    /// ring at use time). The SGE count limit still holds. Err when there is no such WR.
    pub fn rewrite_posted_recv(&mut self, qpn: u32, index: usize, wr: RecvWr) -> Result<(), VerbsError> {
        let i = self.idx(qpn);
        let qp = self
            .qps
            .get_mut(i)
            .and_then(|q| q.as_mut())
            .ok_or(VerbsError::NoSuchObject { what: "QP", id: qpn })?;
        if wr.sges.len() > qp.init.max_sge as usize {
            return Err(VerbsError::InvalidWr("too many SGEs"));
        }
        let slot = qp.resp.rq.get_mut(index).ok_or(VerbsError::InvalidWr("no such posted receive"))?;
        *slot = wr;
        Ok(())
    }

    /// True when no QP has send work, responses or control frames pending.
    pub fn is_idle(&self) -> bool {
        self.ctrl.is_empty()
            && self.qps.iter().flatten().all(|q| q.req.outstanding() == 0 && q.out.is_empty())
    }

    fn split(&mut self, i: usize) -> Option<(&mut Qp, Env<'_>)> {
        let qp = self.qps.get_mut(i)?.as_mut()?;
        let env = Env {
            mem: &mut self.mem,
            mrs: &mut self.mrs,
            cqs: &mut self.cqs,
            counters: &mut self.counters,
            exec: &mut self.exec,
            tuning: self.cfg.tuning,
            cq_lost: false,
        };
        Some((qp, env))
    }

    /// ibv_modify_qp. Invalid transitions or attributes return a typed error and change nothing.
    pub fn modify_qp(&mut self, qpn: u32, attr: &QpAttr) -> Result<(), VerbsError> {
        let now = self.now;
        let cc = self.cfg.cc_enabled;
        let dcqcn = self.cfg.dcqcn.clone();
        let (qp, mut env) = self
            .split(self.idx(qpn))
            .ok_or(VerbsError::NoSuchObject { what: "QP", id: qpn })?;
        let to = validate_modify(qp.state, qp.init.qp_type, attr)?;
        if let Some(av) = attr.av {
            let _ = av; // address family checked when framing (mismatch is counted there)
        }
        let from = qp.state;
        qp.cfg.apply(attr);
        let Qp { req, resp, cfg, out, init, rp, .. } = qp;
        let ctx = QpCtx {
            qpn,
            qp_type: init.qp_type,
            pd: init.pd,
            send_cq: init.send_cq,
            recv_cq: init.recv_cq,
            cfg,
        };
        match to {
            QpState::Reset => {
                req.drain(&mut env, &ctx, false);
                resp.drain(&mut env, &ctx, false);
                out.clear();
                *rp = None;
                *cfg = QpConfig::default();
                env.exec.forget(qpn);
            }
            QpState::Err => {
                req.drain(&mut env, &ctx, true);
                resp.drain(&mut env, &ctx, true);
                out.clear();
            }
            QpState::Rtr if from == QpState::Init => resp.start(ctx.cfg.rq_psn),
            QpState::Rts if from == QpState::Rtr => {
                req.start(ctx.cfg.sq_psn, ctx.cfg.retry_cnt, ctx.cfg.rnr_retry);
                if cc {
                    *rp = Some(DcqcnRp::new(&dcqcn, now));
                }
            }
            _ => {}
        }
        req.stopped = to == QpState::Sqd;
        if to == QpState::Rts && from == QpState::Sqe {
            req.stopped = false;
        }
        qp.state = to;
        Ok(())
    }

    /// ibv_post_send. Local problems found in the SGEs (bad L_Key: LocProtErr; too long:
    /// LocLenErr) are reported as an error completion when the WR reaches the head of the queue.
    pub fn post_send(&mut self, qpn: u32, wr: SendWr) -> Result<(), VerbsError> {
        let (qp, mut env) = self
            .split(self.idx(qpn))
            .ok_or(VerbsError::NoSuchObject { what: "QP", id: qpn })?;
        let t = qp.init.qp_type;
        match qp.state {
            QpState::Rts | QpState::Sqd | QpState::Err | QpState::Sqe => {}
            s => return Err(VerbsError::BadState(s)),
        }
        match (t, &wr.op) {
            (QpType::Ud, SendOp::Send | SendOp::SendWithImm { .. }) => {
                if wr.ud.is_none() {
                    return Err(VerbsError::InvalidWr("UD send needs a destination"));
                }
            }
            (QpType::Ud, _) => return Err(VerbsError::InvalidWr("UD supports SEND only")),
            (QpType::Uc, SendOp::Read { .. } | SendOp::CompareSwap { .. } | SendOp::FetchAdd { .. }) => {
                return Err(VerbsError::InvalidWr("UC supports no READ/atomic"))
            }
            (QpType::Uc, SendOp::SendWithInv { .. }) => {
                return Err(VerbsError::InvalidWr("UC supports no SEND_WITH_INV"))
            }
            _ => {}
        }
        if wr.sges.len() > qp.init.max_sge as usize {
            return Err(VerbsError::InvalidWr("too many SGEs"));
        }
        if wr.op.is_atomic() && (wr.sges.len() != 1 || wr.sges[0].length != 8) {
            return Err(VerbsError::InvalidWr("atomic needs one 8-byte SGE"));
        }
        if qp.req.outstanding() >= qp.init.max_send_wr as usize {
            return Err(VerbsError::QueueFull);
        }
        let len = Env::sge_len(&wr.sges);
        let Qp { req, cfg, init, .. } = qp;
        let ctx = QpCtx { qpn, qp_type: t, pd: init.pd, send_cq: init.send_cq, recv_cq: init.recv_cq, cfg };
        if matches!(qp.state, QpState::Err | QpState::Sqe) {
            let c = Completion {
                wr_id: wr.wr_id,
                status: WcStatus::WrFlushErr,
                opcode: crate::verbs::WcOpcode::Send,
                byte_len: 0,
                imm: None,
                invalidated_rkey: None,
                qpn,
                src_qp: None,
                src_ip: None,
            };
            env.complete(init.send_cq, c);
            return Ok(());
        }
        let local = crate::requester::local_check(&env, &ctx, &wr, len);
        req.post(wr, len.min(u32::MAX as u64) as u32, cfg.path_mtu.bytes(), local);
        Ok(())
    }

    /// ibv_post_recv (not in RESET).
    pub fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        let (qp, mut env) = self
            .split(self.idx(qpn))
            .ok_or(VerbsError::NoSuchObject { what: "QP", id: qpn })?;
        if qp.state == QpState::Reset {
            return Err(VerbsError::BadState(QpState::Reset));
        }
        if wr.sges.len() > qp.init.max_sge as usize {
            return Err(VerbsError::InvalidWr("too many SGEs"));
        }
        if qp.resp.rq.len() >= qp.init.max_recv_wr as usize {
            return Err(VerbsError::QueueFull);
        }
        if qp.state == QpState::Err {
            env.complete(
                qp.init.recv_cq,
                Completion {
                    wr_id: wr.wr_id,
                    status: WcStatus::WrFlushErr,
                    opcode: crate::verbs::WcOpcode::Recv,
                    byte_len: 0,
                    imm: None,
                    invalidated_rkey: None,
                    qpn,
                    src_qp: None,
                    src_ip: None,
                },
            );
            return Ok(());
        }
        qp.resp.rq.push_back(wr);
        Ok(())
    }

    /// Move a QP to ERR (or SQE) after a transport error, flushing.
    fn enter_error(&mut self, i: usize, sqe: bool) {
        if let Some((qp, mut env)) = self.split(i) {
            let Qp { req, resp, cfg, out, init, qpn, state, .. } = qp;
            let ctx = QpCtx {
                qpn: *qpn,
                qp_type: init.qp_type,
                pd: init.pd,
                send_cq: init.send_cq,
                recv_cq: init.recv_cq,
                cfg,
            };
            req.drain(&mut env, &ctx, true);
            if sqe {
                *state = QpState::Sqe;
            } else {
                resp.drain(&mut env, &ctx, true);
                out.clear();
                *state = QpState::Err;
            }
        }
    }

    fn udp_sport(&self, qpn: u32, dest_qpn: u32) -> u16 {
        match self.cfg.udp_src_port {
            UdpSrcPort::Fixed(p) => p,
            UdpSrcPort::PerQp => 0xC000 | (((qpn ^ dest_qpn) & 0x3FFF) as u16),
        }
    }

    fn frame(&mut self, dst: &AddressVector, sport: u16, ecn: u8, cnp: bool, roce: RoceRepr) -> Option<Vec<u8>> {
        let (pcp, dscp) = if cnp { (self.cfg.cnp_pcp, self.cfg.cnp_dscp) } else { (self.cfg.pcp, self.cfg.dscp) };
        self.ip_ident = self.ip_ident.wrapping_add(1);
        let ip = match ip_pair(self.cfg.ip, dst.ip, dscp, ecn, self.cfg.ttl, self.ip_ident) {
            Some(ip) => ip,
            None => {
                self.emit_errors += 1;
                return None;
            }
        };
        let f = FrameRepr {
            eth: EthernetRepr {
                dst: dst.mac,
                src: self.cfg.mac,
                vlan: self.cfg.vlan.map(|vid| VlanTag { pcp: pcp & 7, dei: false, vid }),
                ethertype: ip.ethertype(),
            },
            ip,
            udp: UdpRepr { src_port: sport, dst_port: ROCEV2_UDP_PORT },
            roce,
        };
        match f.to_bytes() {
            Ok(b) => Some(b),
            Err(_) => {
                self.emit_errors += 1;
                None
            }
        }
    }

    fn count_tx(&mut self, f: &[u8]) {
        self.counters.tx_packets += 1;
        self.counters.tx_bytes += f.len() as u64;
    }

    /// Build the frame of a responder item (first packet of it) and advance it.
    fn resp_roce(item: &mut RespItem, dest_qp: u32, pkey: u16, mtu: u32) -> (RoceRepr, bool) {
        match item {
            RespItem::Ack { psn, syndrome, msn } => {
                let mut r = crate::requester::bare(Opcode::RcAck, dest_qp, *psn, pkey);
                r.aeth = Some(AethRepr { syndrome: *syndrome, msn: *msn });
                (r, true)
            }
            RespItem::Atomic { psn, orig, msn } => {
                let mut r = crate::requester::bare(Opcode::RcAtomicAck, dest_qp, *psn, pkey);
                r.aeth = Some(AethRepr {
                    syndrome: crate::wire::Syndrome::Ack { credit: crate::responder::ACK_CREDIT_INVALID },
                    msn: *msn,
                });
                r.atomic_ack_eth = Some(AtomicAckEthRepr { orig: *orig });
                (r, true)
            }
            RespItem::Read { psn, data, next, npkts, msn } => {
                let k = *next;
                let first = k == 0;
                let last = k + 1 >= *npkts;
                let op = match (first, last) {
                    (true, true) => Opcode::RcReadResponseOnly,
                    (true, false) => Opcode::RcReadResponseFirst,
                    (false, false) => Opcode::RcReadResponseMiddle,
                    (false, true) => Opcode::RcReadResponseLast,
                };
                let mut r = crate::requester::bare(op, dest_qp, psn.add(k), pkey);
                if first || last {
                    r.aeth = Some(AethRepr {
                        syndrome: crate::wire::Syndrome::Ack { credit: crate::responder::ACK_CREDIT_INVALID },
                        msn: *msn,
                    });
                }
                let off = (k as usize) * mtu as usize;
                let end = (off + mtu as usize).min(data.len());
                if off < end {
                    r.payload = data[off..end].to_vec();
                }
                r.bth.pad_cnt = RoceRepr::pad_for(r.payload.len());
                *next += 1;
                (r, last)
            }
        }
    }

    /// Try to produce a frame from QP slot `i` at `now`.
    fn qp_transmit(&mut self, i: usize, now: Nanos) -> Option<Vec<u8>> {
        let ecn_data = if self.cfg.cc_enabled { 0b10 } else { 0 };
        let (qp, mut env) = self.split(i)?;
        if matches!(qp.state, QpState::Reset | QpState::Init | QpState::Err) {
            return None;
        }
        let paced_ok = |rp: &Option<DcqcnRp>| rp.as_ref().map(|r| r.next_send_time(now, 0) <= now).unwrap_or(true);
        // Responder output first.
        if let Some(front) = qp.out.front() {
            let is_ack = matches!(front, RespItem::Ack { .. });
            if is_ack || paced_ok(&qp.rp) {
                let av = qp.cfg.av?;
                let dest_qp = qp.cfg.dest_qpn;
                let mtu = qp.cfg.path_mtu.bytes();
                let pkey = qp.cfg.pkey;
                let front = qp.out.front_mut()?;
                let (roce, done) = Self::resp_roce(front, dest_qp, pkey, mtu);
                // Positive ACKs only: NAKs and RNR NAKs have their own counters.
                if let RespItem::Ack { syndrome: crate::wire::Syndrome::Ack { .. }, .. } = front {
                    env.counters.acks_sent += 1;
                }
                if done {
                    qp.out.pop_front();
                }
                let qpn = qp.qpn;
                let sport = self.udp_sport(qpn, dest_qp);
                let f = self.frame(&av, sport, if is_ack { 0 } else { ecn_data }, false, roce)?;
                if !is_ack {
                    if let Some(Some(qp)) = self.qps.get_mut(i) {
                        if let Some(rp) = qp.rp.as_mut() {
                            rp.on_transmit(now, f.len());
                        }
                    }
                }
                return Some(f);
            }
        }
        // Requester.
        if !matches!(qp.state, QpState::Rts | QpState::Sqd | QpState::Sqe) || qp.state == QpState::Sqe {
            return None;
        }
        if !paced_ok(&qp.rp) {
            return None;
        }
        let Qp { req, cfg, init, qpn, .. } = qp;
        let ctx = QpCtx { qpn: *qpn, qp_type: init.qp_type, pd: init.pd, send_cq: init.send_cq, recv_cq: init.recv_cq, cfg };
        let (pkt, outcome) = req.next_packet(&mut env, &ctx, now);
        let qpn = *qpn;
        let dest_qpn = cfg.dest_qpn;
        let lost = env.cq_lost;
        drop(env);
        match outcome {
            _ if lost => {
                // A completion its CQ could not take: the QP goes to ERR, nothing is sent.
                self.enter_error(i, false);
                return None;
            }
            ReqOutcome::Ok => {}
            ReqOutcome::Fatal => self.enter_error(i, false),
            ReqOutcome::SendQueueError => self.enter_error(i, true),
        }
        let TxPacket { roce, dst } = pkt?;
        let dq = if roce.deth.is_some() { roce.bth.dest_qp } else { dest_qpn };
        let sport = self.udp_sport(qpn, dq);
        let f = self.frame(&dst, sport, ecn_data, false, roce)?;
        if let Some(Some(qp)) = self.qps.get_mut(i) {
            if let Some(rp) = qp.rp.as_mut() {
                rp.on_transmit(now, f.len());
            }
        }
        Some(f)
    }

    /// When QP slot `i` can transmit next (None: nothing to send), ignoring pause.
    fn qp_ready_at(&self, i: usize) -> Option<Nanos> {
        let qp = self.qps.get(i)?.as_ref()?;
        if matches!(qp.state, QpState::Reset | QpState::Init | QpState::Err) {
            return None;
        }
        let pace = qp.rp.as_ref().map(|r| r.next_send_time(self.now, 0)).unwrap_or(self.now);
        if let Some(front) = qp.out.front() {
            return Some(if matches!(front, RespItem::Ack { .. }) { self.now } else { pace });
        }
        if !matches!(qp.state, QpState::Rts | QpState::Sqd) {
            return None;
        }
        let ctx = QpCtx {
            qpn: qp.qpn,
            qp_type: qp.init.qp_type,
            pd: qp.init.pd,
            send_cq: qp.init.send_cq,
            recv_cq: qp.init.recv_cq,
            cfg: &qp.cfg,
        };
        if qp.req.can_send(&ctx, self.cfg.tuning.max_inflight_psns) {
            Some(pace)
        } else {
            None
        }
    }

    fn classify_parse_error(&mut self, e: &WireError) {
        let d = &mut self.counters.drops;
        match e {
            WireError::Checksum { layer: Layer::Icrc, .. } => d.bad_icrc += 1,
            WireError::NotRoce(_) => d.not_roce += 1,
            _ => d.malformed += 1,
        }
    }

    fn handle_frame(&mut self, now: Nanos, f: FrameRepr) {
        let (src_ip, dst_ip) = ip_of(&f.ip);
        if f.eth.dst != self.cfg.mac || dst_ip != self.cfg.ip {
            self.counters.drops.wrong_address += 1;
            return;
        }
        let bth = f.roce.bth;
        let i = self.idx(bth.dest_qp);
        let exists = matches!(self.qps.get(i), Some(Some(_)));
        if bth.opcode == Opcode::Cnp {
            self.counters.cnps_received += 1;
            if let Some(Some(qp)) = self.qps.get_mut(i) {
                if let Some(rp) = qp.rp.as_mut() {
                    rp.on_cnp(now);
                }
            } else {
                self.counters.drops.unknown_qp += 1;
            }
            return;
        }
        if !exists {
            self.counters.drops.unknown_qp += 1;
            return;
        }
        let (qtype, state, pkey, dest_qpn) = {
            let qp = self.qps[i].as_ref().expect("checked above");
            (qp.init.qp_type, qp.state, qp.cfg.pkey, qp.cfg.dest_qpn)
        };
        if (bth.pkey & 0x7FFF) != (pkey & 0x7FFF) {
            self.counters.drops.bad_pkey += 1;
            return;
        }
        let service_ok = matches!(
            (qtype, bth.opcode.service()),
            (QpType::Rc, Service::Rc) | (QpType::Uc, Service::Uc) | (QpType::Ud, Service::Ud)
        );
        if !service_ok {
            self.counters.drops.unknown_qp += 1;
            return;
        }
        // ECN-CE: notification point.
        if f.ip.ecn() == 3 {
            self.counters.ecn_ce_received += 1;
            if self.cfg.cc_enabled && self.cnp_limiter.should_send(now, bth.dest_qp) {
                let sender_qp = match (qtype, f.roce.deth) {
                    (QpType::Ud, Some(d)) => d.src_qp,
                    _ => dest_qpn,
                };
                let mut cnp = crate::requester::bare(Opcode::Cnp, sender_qp, Psn::new(0), pkey);
                cnp.bth.becn = true;
                let av = AddressVector { mac: f.eth.src, ip: src_ip };
                let sport = self.udp_sport(bth.dest_qp, sender_qp);
                if let Some(fr) = self.frame(&av, sport, 0, true, cnp) {
                    self.counters.cnps_sent += 1;
                    self.ctrl.push_back(fr);
                }
            }
        }
        let is_response = matches!(
            bth.opcode,
            Opcode::RcAck
                | Opcode::RcAtomicAck
                | Opcode::RcReadResponseFirst
                | Opcode::RcReadResponseMiddle
                | Opcode::RcReadResponseLast
                | Opcode::RcReadResponseOnly
        );
        let mut fatal_nak: Option<RespItem> = None;
        let mut req_outcome = ReqOutcome::Ok;
        let lost;
        {
            let (qp, mut env) = match self.split(i) {
                Some(x) => x,
                None => return,
            };
            let Qp { req, resp, cfg, out, init, qpn, .. } = qp;
            let ctx = QpCtx { qpn: *qpn, qp_type: init.qp_type, pd: init.pd, send_cq: init.send_cq, recv_cq: init.recv_cq, cfg };
            match qtype {
                QpType::Rc if is_response => {
                    if !matches!(state, QpState::Rts | QpState::Sqd) {
                        env.counters.drops.bad_state += 1;
                        return;
                    }
                    req_outcome = req.on_response(&mut env, &ctx, &f.roce, now);
                }
                QpType::Rc => {
                    if !matches!(state, QpState::Rtr | QpState::Rts | QpState::Sqd) {
                        env.counters.drops.bad_state += 1;
                        return;
                    }
                    if resp.rc_request(&mut env, &ctx, &f.roce, out) == RespOutcome::Fatal {
                        fatal_nak = out.pop_back();
                    }
                }
                QpType::Uc => {
                    if !matches!(state, QpState::Rtr | QpState::Rts | QpState::Sqd | QpState::Sqe) {
                        env.counters.drops.bad_state += 1;
                        return;
                    }
                    resp.uc_request(&mut env, &ctx, &f.roce);
                }
                QpType::Ud => {
                    if !matches!(state, QpState::Rtr | QpState::Rts | QpState::Sqd | QpState::Sqe) {
                        env.counters.drops.bad_state += 1;
                        return;
                    }
                    resp.ud_request(&mut env, &ctx, &f.roce, src_ip);
                }
            }
            lost = env.cq_lost;
        }
        if lost {
            // A completion the CQ could not take: the QP goes to ERR and answers nothing for
            // this packet (its queued answer, if any, is dropped with the rest of `out`).
            self.enter_error(i, false);
            return;
        }
        if let Some(mut nak) = fatal_nak {
            let (av, dq, pk, qpn, mtu) = {
                let qp = self.qps[i].as_ref().expect("exists");
                (qp.cfg.av, qp.cfg.dest_qpn, qp.cfg.pkey, qp.qpn, qp.cfg.path_mtu.bytes())
            };
            let (roce, _) = Self::resp_roce(&mut nak, dq, pk, mtu);
            if let Some(av) = av {
                let sport = self.udp_sport(qpn, dq);
                if let Some(fr) = self.frame(&av, sport, 0, true, roce) {
                    self.ctrl.push_back(fr);
                }
            }
            self.enter_error(i, false);
        }
        match req_outcome {
            ReqOutcome::Ok => {}
            ReqOutcome::Fatal => self.enter_error(i, false),
            ReqOutcome::SendQueueError => self.enter_error(i, true),
        }
    }
}

impl Node for Endpoint {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.now = self.now.max(now);
        self.counters.rx_packets += 1;
        self.counters.rx_bytes += frame.len() as u64;
        if frame.len() > crate::wire::MAX_FRAME_BYTES {
            // The port's MAC drops an oversize frame whole.
            self.counters.drops.malformed += 1;
            return;
        }
        match FrameRepr::parse(frame) {
            Ok(f) => self.handle_frame(now, f),
            Err(e) => self.classify_parse_error(&e),
        }
    }

    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        self.now = self.now.max(now);
        if !self.paused[(self.cfg.cnp_pcp & 7) as usize] {
            if let Some(f) = self.ctrl.pop_front() {
                self.count_tx(&f);
                return Some(f);
            }
        }
        if self.paused[(self.cfg.pcp & 7) as usize] {
            return None;
        }
        let n = self.qps.len();
        for k in 0..n {
            let i = (self.rr + k) % n;
            for _attempt in 0..2 {
                if let Some(f) = self.qp_transmit(i, now) {
                    self.rr = (i + 1) % n;
                    self.count_tx(&f);
                    return Some(f);
                }
                if self.qp_ready_at(i).map(|t| t > now).unwrap_or(true) {
                    break;
                }
            }
        }
        None
    }

    fn next_event(&self) -> Option<Nanos> {
        let mut best: Option<Nanos> = None;
        let mut consider = |t: Option<Nanos>| {
            if let Some(t) = t {
                best = Some(best.map_or(t, |b: Nanos| b.min(t)));
            }
        };
        if !self.ctrl.is_empty() && !self.paused[(self.cfg.cnp_pcp & 7) as usize] {
            return Some(self.now);
        }
        let data_paused = self.paused[(self.cfg.pcp & 7) as usize];
        for (i, q) in self.qps.iter().enumerate() {
            let q = match q {
                Some(q) => q,
                None => continue,
            };
            consider(q.req.next_timer());
            consider(q.rp.as_ref().and_then(|r| r.next_timer()));
            if !data_paused {
                consider(self.qp_ready_at(i));
            }
        }
        best
    }

    fn on_timer(&mut self, now: Nanos) {
        self.now = self.now.max(now);
        for i in 0..self.qps.len() {
            let mut outcome = ReqOutcome::Ok;
            if let Some((qp, mut env)) = self.split(i) {
                if let Some(rp) = qp.rp.as_mut() {
                    if rp.next_timer().map(|t| t <= now).unwrap_or(false) {
                        rp.on_timer(now);
                    }
                }
                if matches!(qp.state, QpState::Rts | QpState::Sqd) {
                    let Qp { req, cfg, init, qpn, .. } = qp;
                    let ctx = QpCtx { qpn: *qpn, qp_type: init.qp_type, pd: init.pd, send_cq: init.send_cq, recv_cq: init.recv_cq, cfg };
                    if req.next_timer().map(|t| t <= now).unwrap_or(false) {
                        outcome = req.on_timer(&mut env, &ctx, now);
                    }
                }
                if env.cq_lost {
                    outcome = ReqOutcome::Fatal;
                }
            }
            match outcome {
                ReqOutcome::Ok => {}
                ReqOutcome::Fatal => self.enter_error(i, false),
                ReqOutcome::SendQueueError => self.enter_error(i, true),
            }
        }
    }

    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.paused[(pcp & 7) as usize] = paused;
    }
}

/// Default RC connection attributes used by [`connect_rc`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RcParams {
    /// Path MTU.
    pub mtu: Mtu,
    /// ACK timeout exponent.
    pub timeout: u8,
    /// Retry count.
    pub retry_cnt: u8,
    /// RNR retry (7 = infinite).
    pub rnr_retry: u8,
    /// RNR timer field.
    pub min_rnr_timer: u8,
    /// Outstanding READ/atomic (both directions).
    pub max_rd_atomic: u8,
    /// Access flags of both QPs.
    pub access: AccessFlags,
    /// Initial PSN of a -> b.
    pub psn_ab: u32,
    /// Initial PSN of b -> a.
    pub psn_ba: u32,
}

impl Default for RcParams {
    fn default() -> Self {
        RcParams {
            mtu: Mtu::Mtu1024,
            timeout: 14,
            retry_cnt: 7,
            rnr_retry: 7,
            min_rnr_timer: 1,
            max_rd_atomic: 16,
            access: AccessFlags::REMOTE_READ | AccessFlags::REMOTE_WRITE | AccessFlags::REMOTE_ATOMIC,
            psn_ab: 0,
            psn_ba: 0,
        }
    }
}

/// Take UD QP `qpn` on `ep` from RESET to RTS: P_Key 0xFFFF, Q_Key `qkey`, send PSN `sq_psn`.
pub fn connect_ud(ep: &mut Endpoint, qpn: u32, qkey: u32, sq_psn: u32) -> Result<(), VerbsError> {
    ep.modify_qp(qpn, &QpAttr { state: Some(QpState::Init), pkey: Some(0xFFFF), qkey: Some(qkey), ..Default::default() })?;
    ep.modify_qp(qpn, &QpAttr { state: Some(QpState::Rtr), ..Default::default() })?;
    ep.modify_qp(qpn, &QpAttr { state: Some(QpState::Rts), sq_psn: Some(sq_psn), ..Default::default() })
}

/// Take QP `qa` on `a` and QP `qb` on `b` (both RESET, RC or UC) to RTS, connected to each other.
pub fn connect_rc(a: &mut Endpoint, qa: u32, b: &mut Endpoint, qb: u32, p: &RcParams) -> Result<(), VerbsError> {
    let av_a = AddressVector { mac: a.cfg.mac, ip: a.cfg.ip };
    let av_b = AddressVector { mac: b.cfg.mac, ip: b.cfg.ip };
    for (ep, q, peer_q, av, rq_psn, sq_psn) in [
        (&mut *a, qa, qb, av_b, p.psn_ba, p.psn_ab),
        (&mut *b, qb, qa, av_a, p.psn_ab, p.psn_ba),
    ] {
        let rc = ep.qp(q)?.init.qp_type == QpType::Rc;
        ep.modify_qp(q, &QpAttr { state: Some(QpState::Init), pkey: Some(0xFFFF), access: Some(p.access), ..Default::default() })?;
        let mut rtr = QpAttr {
            state: Some(QpState::Rtr),
            av: Some(av),
            path_mtu: Some(p.mtu),
            dest_qpn: Some(peer_q),
            rq_psn: Some(rq_psn),
            ..Default::default()
        };
        if rc {
            rtr.max_dest_rd_atomic = Some(p.max_rd_atomic);
            rtr.min_rnr_timer = Some(p.min_rnr_timer);
        }
        ep.modify_qp(q, &rtr)?;
        let mut rts = QpAttr { state: Some(QpState::Rts), sq_psn: Some(sq_psn), ..Default::default() };
        if rc {
            rts.timeout = Some(p.timeout);
            rts.retry_cnt = Some(p.retry_cnt);
            rts.rnr_retry = Some(p.rnr_retry);
            rts.max_rd_atomic = Some(p.max_rd_atomic);
        }
        ep.modify_qp(q, &rts)?;
    }
    Ok(())
}
