//! The scenario runner behind `roce sim`: two golden endpoints over the simulated fabric, random
//! verbs traffic from a seed, and a plain-Rust reference of what memory must hold at the end.
//!
//! # Traffic
//! `msgs` work requests, each on a random QP pair (of `qps`) in a random direction, with a random
//! operation (SEND, SEND_WITH_IMM, RDMA WRITE, RDMA WRITE_WITH_IMM, RDMA READ, ATOMIC CAS,
//! ATOMIC FETCH_ADD; [`OpMix`]) and size (half of them 0..=256 bytes, half 0..=`max_size`).
//! Everything is posted before the run starts (receives first); all are signaled.
//!
//! # Memory layout (per endpoint, one block per QP pair)
//! Each QP pair `q` owns a block of its own on both endpoints, so QPs never share a byte and the
//! reference is exact. In the block, each region registered as its own MR with only the access it
//! needs, and separated by unregistered guard pages:
//! `SRC` (send/write source, read-only, local access), `RDST` (READ destinations, local write),
//! `ARES` (atomic results, local write), `WTGT` (WRITE target, remote write), `RSRC` (READ
//! source, remote read, never written), `RECV` (a ring of receive buffers, local write),
//! `ATGT` (16 atomic words, remote atomic).
//!
//! # The reference
//! Per QP and direction, operations execute in posting order (RC), so the reference applies each
//! message to a copy of memory ([`HostMemory`] used as a plain byte store) when it is generated.
//! READ sources are never written, so a re-executed READ (after a lost response) cannot observe
//! a later WRITE. At the end both endpoints' blocks, guard pages included, are compared byte for
//! byte with the reference: `memory_mismatches` is the number of bytes that differ, so a write
//! outside a permitted MR or offset shows up there. QP pairs with a failed work request are left
//! out of the comparison (their memory is undefined after the error) and counted in
//! `qps_excluded`.
//!
//! # Completions
//! Requester completions must come back per QP in posting order, successful; receive
//! completions per QP in the order of the sends that consume them, with the right length and
//! immediate. Anything else counts in `completion_errors`.

use crate::dcqcn::{DcqcnConfig, DcqcnProfile};
use crate::endpoint::{connect_rc, connect_ud, Endpoint, EndpointConfig, RcParams};
use crate::fabric::{EcnConfig, Fabric, FabricConfig, FabricCounters, FaultConfig, LinkConfig, PfcConfig};
use crate::memory::{AccessFlags, HostMemory};
use crate::node::{Nanos, Node};
use crate::transport::counters::Counters;
use crate::verbs::{
    AddressVector, Completion, Mtu, QpInitAttr, QpType, RecvWr, SendOp, SendWr, Sge, UdDest, VerbsError, WcOpcode, WcStatus,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, VecDeque};
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr};

/// Which operations the generator picks, by weight (0 = never).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpMix {
    /// SEND.
    pub send: u32,
    /// SEND_WITH_IMM.
    pub send_imm: u32,
    /// RDMA WRITE.
    pub write: u32,
    /// RDMA WRITE_WITH_IMM.
    pub write_imm: u32,
    /// RDMA READ.
    pub read: u32,
    /// ATOMIC CMP_AND_SWP.
    pub cas: u32,
    /// ATOMIC FETCH_AND_ADD.
    pub fadd: u32,
}

impl OpMix {
    /// The part of this mix that service `t` carries: UC has no READ or atomics, UD only SENDs.
    pub fn for_service(self, t: QpType) -> OpMix {
        match t {
            QpType::Rc => self,
            QpType::Uc => OpMix { read: 0, cas: 0, fadd: 0, ..self },
            QpType::Ud => OpMix { write: 0, write_imm: 0, read: 0, cas: 0, fadd: 0, ..self },
        }
    }
}

impl Default for OpMix {
    fn default() -> Self {
        OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 1, cas: 1, fadd: 1 }
    }
}

/// A scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct SimConfig {
    /// Seed of traffic, memory contents, PSNs and the fabric.
    pub seed: u64,
    /// Connected RC QP pairs.
    pub qps: u32,
    /// Work requests in total.
    pub msgs: u64,
    /// Path MTU (256..4096).
    pub mtu: u32,
    /// Largest message in bytes.
    pub max_size: u32,
    /// Fabric faults (per frame).
    pub faults: FaultConfig,
    /// ECN marking. None: with `cc`, DCQCN's RED profile as HPCC runs it, scaled to each
    /// port's rate ([`EcnConfig::dcqcn_red`]: Kmin 100 KB, Kmax 400 KB per 25 Gb/s, Pmax 0.2);
    /// without `cc`, no marking. `Some(0)`: no marking. `Some(t)`: step marking above `t` bytes
    /// of egress queue.
    pub ecn_threshold: Option<usize>,
    /// DCQCN in both endpoints.
    pub cc: bool,
    /// Which of HPCC's DCQCN timings the endpoints run with `cc` ([`DcqcnProfile`]: the paper's
    /// by default, mlx5's on request).
    pub cc_profile: DcqcnProfile,
    /// PFC on the switch (XOFF/XON at 3/4 and 1/2 of the buffer); the endpoints then tag their
    /// frames (VLAN 100) so the priority is on the wire.
    pub pfc: bool,
    /// Link rate of both endpoints.
    pub link_rate_bps: u64,
    /// A slower link for endpoint 1 (its switch port drains slower: queues, ECN, PFC).
    pub slow_link_bps: Option<u64>,
    /// Propagation delay per link.
    pub prop_delay_ns: Nanos,
    /// Switch buffer per egress port.
    pub queue_capacity_bytes: usize,
    /// ACK timeout exponent (4.096 us * 2^timeout).
    pub timeout: u8,
    /// Transport retry count.
    pub retry_cnt: u8,
    /// Operation mix.
    pub mix: OpMix,
    /// Give up at this simulated time.
    pub max_sim_ns: Nanos,
    /// Every work request goes from endpoint 0 to endpoint 1, which only responds (`roce run`:
    /// the responder under test has no requester). The random stream is the same as without it
    /// (the direction is still drawn, then overridden).
    pub one_way: bool,
    /// Outstanding READ/atomic per QP, both as requester (`max_rd_atomic`) and as responder
    /// (`max_dest_rd_atomic`), 1..=16.
    pub max_rd_atomic: u8,
    /// Start both directions' PSNs of every QP here instead of at random values (tests: PSN
    /// wrap-around, e.g. `0xFF_FFF0`); the random stream is the same either way.
    pub psn_start: Option<u32>,
    /// Service of every QP pair: RC (default), UC (SEND and WRITE only: the mix may not hold
    /// READs or atomics) or UD (SEND only, each message at most a UD QP's MTU, 1024; both endpoints' QPs use
    /// Q_Key [`UD_QKEY`]). UC and UD are unreliable: over a lossy fabric their lost messages
    /// never complete, so a run's checks only hold without loss.
    pub qp_type: QpType,
    /// Most scatter entries per receive WQE, 1..=[`crate::hostfmt::MAX_RECV_SGE`]. Above 1, each
    /// receive buffer is cut at random points into 1..=`recv_sges` pieces listed in a shuffled
    /// order, some of them empty, so the bytes of a SEND land out of address order; at 1 the
    /// random stream is the same as before this option existed.
    pub recv_sges: u8,
    /// Most gather entries per SEND or WRITE WQE, 1..=[`crate::hostfmt::MAX_SEND_SGE`]. Above 1,
    /// each such message's source buffer is cut at random points into 1..=`send_sges` pieces
    /// listed in a shuffled order, some of them empty, so the message is gathered from
    /// out-of-order pieces that start and end anywhere in a bus beat; a READ's local buffer is cut
    /// likewise, so its answers are scattered (atomics keep one SGE: golden's `post_send` takes
    /// no other); at 1 the random stream is the same as before this option existed.
    pub send_sges: u8,
    /// Both endpoints on IPv6 (`fd00::1`, `fd00::2`; RoCEv2 over IPv6, the GID is the address)
    /// instead of IPv4 (`10.0.0.1`, `10.0.0.2`).
    pub ipv6: bool,
    /// Tag every frame with this 802.1Q VLAN ID (priority from the traffic class). With `pfc`
    /// and no VLAN given, VLAN 100 is used: PFC acts on the 802.1p priority, which only a tag
    /// carries.
    pub vlan: Option<u16>,
    /// QPNs of both endpoints are `17 + i * qpn_stride` (1: 17, 18, 19 ...). An odd stride
    /// spreads a scenario's QPs over the whole QP table and every cache set, as a NIC that
    /// hands out QPNs from a sparse bitmap would.
    pub qpn_stride: u32,
    /// Receive WQEs each QP keeps posted ahead (None: every receive of the run is posted at
    /// set-up). With a depth, a QP's first `rq_depth` receives are posted at set-up and one
    /// more each time [`Scenario::drive`] polls a successful receive completion of that QP, as
    /// an application keeping its receive queue topped up does (`ib_send_bw` reposts the same
    /// way); each QP is created with `max_recv_wr = rq_depth`, so a refill that would overfill
    /// the queue is refused (`recv_post_errors`), and completions are then polled every
    /// microsecond. A receive queue smaller than the run wraps its ring. With a depth at most
    /// `max_inflight_psns` the requester can run ahead of the refills and meet RNR NAKs; above
    /// it, it never can (each unacknowledged message holds at least one PSN, and an ACK leaves
    /// only after its receive completed, a round trip before the next request arrives).
    pub rq_depth: Option<u32>,
    /// Most unacknowledged PSNs a requester keeps in flight per QP (rxe: 128).
    pub max_inflight_psns: u32,
}

/// Largest [`SimConfig::rq_depth`]: a receive ring of at most 2^16 WQEs (the QP context's
/// `rq_log_size` limit).
pub const MAX_RQ_DEPTH: u32 = 1 << 16;
/// Largest [`SimConfig::max_inflight_psns`]: half the 24-bit PSN space.
pub const MAX_INFLIGHT_PSNS: u32 = 1 << 23;
/// Completion polling period of [`Scenario::drive`] when receives are refilled
/// ([`SimConfig::rq_depth`]): 1 us, well inside the 2 us minimum round trip of two 500 ns links.
pub const REFILL_POLL_SLICE_NS: Nanos = 1_000;

/// The Q_Key of every UD QP a scenario builds.
pub const UD_QKEY: u32 = 0x1111_2222;

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            seed: 1,
            qps: 4,
            msgs: 100,
            mtu: 1024,
            max_size: 65536,
            faults: FaultConfig::none(),
            ecn_threshold: None,
            cc: false,
            cc_profile: DcqcnProfile::default(),
            pfc: false,
            link_rate_bps: 100_000_000_000,
            slow_link_bps: None,
            prop_delay_ns: 500,
            queue_capacity_bytes: 4 << 20,
            timeout: 10,
            retry_cnt: 7,
            mix: OpMix::default(),
            max_sim_ns: 600_000_000_000,
            one_way: false,
            max_rd_atomic: 16,
            psn_start: None,
            qp_type: QpType::Rc,
            recv_sges: 1,
            send_sges: 1,
            ipv6: false,
            vlan: None,
            qpn_stride: 1,
            rq_depth: None,
            max_inflight_psns: crate::transport::env::TransportTuning::default().max_inflight_psns,
        }
    }
}

/// What a run did. With `--json`, `roce sim` prints this as its last line.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct SimResult {
    /// Seed used.
    pub seed: u64,
    /// Work requests posted.
    pub messages: u64,
    /// Requester completions with status success.
    pub completed: u64,
    /// Requester completions with an error status.
    pub failed: u64,
    /// Of those: transport retries exhausted (`RetryExcErr`), the first error of a QP.
    pub failed_retry_exceeded: u64,
    /// Of those: flushed after an earlier error on the QP (`WrFlushErr`).
    pub failed_flushed: u64,
    /// Of those: any other status (none is legitimate for this traffic: every access is valid).
    pub failed_other: u64,
    /// Receive completions seen.
    pub recv_completions: u64,
    /// Completions out of order, with a wrong status, length, opcode or immediate, or unexpected.
    pub completion_errors: u64,
    /// Receives posted after set-up, one per receive completion ([`SimConfig::rq_depth`]).
    pub recv_refills: u64,
    /// Of those, posts the node refused (a full receive queue, a QP in a state that takes no
    /// receives): the receive is lost, and the SEND it was for will not complete.
    pub recv_post_errors: u64,
    /// Bytes of final memory (both endpoints) that differ from the reference.
    pub memory_mismatches: u64,
    /// QP pairs left out of the memory comparison because a request on them failed.
    pub qps_excluded: u64,
    /// Non-idempotent requests applied twice (both endpoints).
    pub duplicate_executions: u64,
    /// Request packets retransmitted (both endpoints).
    pub retransmissions: u64,
    /// Retransmission timeouts (both endpoints).
    pub timeouts: u64,
    /// NAKs received (both endpoints).
    pub naks: u64,
    /// CNPs sent (both endpoints).
    pub cnps: u64,
    /// Frames put on the wire by the endpoints.
    pub packets: u64,
    /// Their bytes.
    pub bytes: u64,
    /// Frames dropped by the endpoints for a bad ICRC.
    pub bad_icrc_drops: u64,
    /// Frames the endpoints dropped as damaged: bad ICRC, malformed (IPv4 checksum, lengths),
    /// not RoCE, or not addressed to them. Equals the fabric's `corrupted` count.
    pub damaged_drops: u64,
    /// Frames marked ECN-CE by the switch.
    pub ecn_marked: u64,
    /// Simulated time at the end.
    pub sim_time_ns: u64,
    /// Whether the run ended because the time limit passed or the fabric went quiet early.
    pub timed_out: bool,
    /// A node's watchdog ended the run ([`SimNode::stalled`]): why.
    pub stalled: Option<String>,
    /// Busy fraction of the bottleneck, 0..=1: the time the switch's egress link toward
    /// endpoint 1 (the `slow_link_bps` one; in `roce run` the responder's) spent serialising
    /// frames, wire overhead included, over the time from the start of its first frame to the
    /// end of its last: the bytes through that port over what its rate allowed while the run
    /// used it. (Not over `sim_time_ns`: that includes the 1 ms the harness waits after the last
    /// completion for late frames.) 0 when the port sent nothing.
    pub bottleneck_utilisation: f64,
    /// Largest queue (bytes) seen on any switch (port, priority), as `fabric.max_queue_bytes`.
    pub max_queue_bytes: u64,
    /// The fabric's counters.
    pub fabric: FabricCounters,
}

/// A scenario that could not be set up.
#[derive(thiserror::Error, Debug)]
pub enum SimError {
    /// A verbs call failed while setting up.
    #[error("setup: {0}")]
    Verbs(#[from] VerbsError),
    /// A configuration value out of range.
    #[error("bad configuration: {0}")]
    Config(String),
    /// The capture could not be written.
    #[error("pcap: {0}")]
    Pcap(String),
}

/// Progress report (sent to the callback every 1/20 of the messages and at the end).
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Requester completions so far (success or error).
    pub done: u64,
    /// Messages in total.
    pub messages: u64,
    /// Simulated time.
    pub sim_time_ns: Nanos,
}

const GUARD: u64 = 4096;
const RECV_SLOTS: u64 = 8;
const ATOMIC_WORDS: u64 = 16;
const ATOMIC_RESULTS: u64 = 64;
/// Address of QP pair 0's block; block `q` is at `BASE + q * stride`, the first guard page at
/// its start.
pub const BASE: u64 = 0x1_0000_0000;

/// Where the regions of one QP block are.
#[derive(Clone, Copy, Debug)]
struct Layout {
    span: u64,
    slot: u64,
    src: u64,
    rdst: u64,
    ares: u64,
    wtgt: u64,
    rsrc: u64,
    recv: u64,
    atgt: u64,
    stride: u64,
}

impl Layout {
    fn new(max_size: u32) -> Layout {
        let page = |x: u64| x.div_ceil(GUARD) * GUARD;
        let span = page(2 * max_size as u64 + 8);
        let slot = (max_size as u64).max(8);
        let mut at = GUARD;
        let mut next = |len: u64| {
            let a = at;
            at += page(len) + GUARD;
            a
        };
        let src = next(span);
        let rdst = next(span);
        let ares = next(ATOMIC_RESULTS * 8);
        let wtgt = next(span);
        let rsrc = next(span);
        let recv = next(RECV_SLOTS * slot);
        let atgt = next(ATOMIC_WORDS * 8);
        Layout { span, slot, src, rdst, ares, wtgt, rsrc, recv, atgt, stride: at }
    }
    fn block(&self, q: u32) -> u64 {
        BASE + q as u64 * self.stride
    }
}

/// Where one endpoint may RDMA WRITE from and to ([`Scenario::write_regions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteRegions {
    /// The source buffer in the writer's memory.
    pub src: u64,
    /// Its L_Key.
    pub lkey: u32,
    /// The target in the peer's memory.
    pub dst: u64,
    /// Its R_Key.
    pub rkey: u32,
    /// Bytes of each.
    pub len: u64,
}

/// Keys of one QP block on one endpoint.
#[derive(Clone, Copy, Debug, Default)]
struct Keys {
    src: u32,
    rdst: u32,
    ares: u32,
    wtgt_rkey: u32,
    rsrc_rkey: u32,
    recv: u32,
    atgt_rkey: u32,
}

/// What one QP (on one endpoint) must see completed, in order.
#[derive(Default, Debug)]
struct Expect {
    sends: VecDeque<u64>,
    recvs: VecDeque<(WcOpcode, Option<u32>, Option<u32>)>,
    failed: bool,
}

/// The initial contents of the data regions (source, WRITE target, READ source and atomic
/// words of every QP block), filled page by page when a message first touches a page: a run
/// with thousands of QPs holds only the pages its messages use. A page's bytes are a function of
/// the seed, the endpoint and the page's address alone, so the order of filling never matters;
/// pages never touched stay zero in the endpoint and in the reference alike.
struct LazyFill {
    seed: u64,
    lay: Layout,
    filled: [std::collections::HashSet<u64>; 2],
}

impl LazyFill {
    /// The part of the page at `page` that starts out random: `(start, len)` within a data
    /// region, or None outside every region.
    fn region_part(&self, page: u64) -> Option<(u64, u64)> {
        let l = &self.lay;
        let rel = page.checked_sub(BASE)? % l.stride;
        let block = page - rel;
        [(l.src, l.span), (l.wtgt, l.span), (l.rsrc, l.span), (l.atgt, ATOMIC_WORDS * 8)].into_iter().find_map(|(va, len)| {
            let (a, b) = (block + va, block + va + len);
            (page >= a && page < b).then(|| (page, (b - page).min(GUARD)))
        })
    }

    /// Fills every not yet filled page of `[addr, addr + len)` of endpoint `e` in its memory and
    /// in its reference.
    fn ensure(&mut self, e: usize, mem: &mut HostMemory, reference: &mut HostMemory, addr: u64, len: u64) {
        if len == 0 {
            return;
        }
        let first = addr & !(GUARD - 1);
        let mut page = first;
        while page < addr.saturating_add(len) {
            if self.filled[e & 1].insert(page) {
                if let Some((at, n)) = self.region_part(page) {
                    let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ 0xF111_F111 ^ ((e as u64) << 63) ^ page.rotate_left(17));
                    let mut buf = vec![0u8; n as usize];
                    rng.fill(&mut buf[..]);
                    // Both memories start identical; errors cannot happen (no poisoned pages).
                    let _ = mem.write(at, &buf);
                    let _ = reference.write(at, &buf);
                }
            }
            page += GUARD;
        }
    }
}

/// A buffer `[va, va + len)` as 1..=`max` SGEs (one when `max` <= 1, drawing nothing from
/// `rng`): cut at random points, listed in a shuffled order, empty pieces allowed. A receive
/// WQE's scatter list, or a send WQE's gather list.
fn cut_sges(rng: &mut ChaCha8Rng, max: u8, va: u64, len: u64, lkey: u32) -> Vec<Sge> {
    let max = (max as usize).min(crate::hostfmt::MAX_RECV_SGE).min(crate::hostfmt::MAX_SEND_SGE);
    if max <= 1 {
        return vec![Sge { addr: va, length: len as u32, lkey }];
    }
    let n = rng.gen_range(1..=max);
    // Anywhere, or close behind the previous cut (short pieces, shorter than a bus beat), or
    // on it (an empty piece).
    let mut cuts: Vec<u64> = Vec::with_capacity(n + 1);
    let mut prev = rng.gen_range(0..=len);
    for _ in 1..n {
        prev = match rng.gen_range(0..4) {
            0 | 1 => rng.gen_range(0..=len),
            2 => (prev + rng.gen_range(1..=100)).min(len),
            _ => prev,
        };
        cuts.push(prev);
    }
    cuts.push(0);
    cuts.push(len);
    cuts.sort_unstable();
    let mut sges: Vec<Sge> = cuts.windows(2).map(|w| Sge { addr: va + w[0], length: (w[1] - w[0]) as u32, lkey }).collect();
    for i in (1..sges.len()).rev() {
        sges.swap(i, rng.gen_range(0..=i));
    }
    sges
}

/// A message's bytes gathered from `sges`, in list order.
fn gather_vec(from: &HostMemory, sges: &[Sge]) -> Vec<u8> {
    sges.iter().flat_map(|s| from.read_vec(s.addr, s.length as usize).unwrap_or_default()).collect()
}

/// The expected memory after a message is written whole at `dst`.
fn put_msg(reference: &mut HostMemory, dst: u64, msg: &[u8]) {
    if !msg.is_empty() {
        let _ = reference.write(dst, msg);
    }
}

/// The expected memory after a SEND of `msg` scattered over `sges`.
fn scatter_msg(reference: &mut HostMemory, msg: &[u8], sges: &[Sge]) {
    let mut done = 0usize;
    for s in sges {
        let n = (s.length as usize).min(msg.len() - done);
        put_msg(reference, s.addr, &msg[done..done + n]);
        done += n;
    }
}

/// What the scenario runner needs from a node beyond [`Node`]: completions, memory, idleness and
/// counters. [`Endpoint`] implements it; `roce run` implements it for the responder under test.
pub trait SimNode: Node {
    /// Up to `max` completions of completion queue `cq`, oldest first.
    fn poll_cq(&mut self, cq: u32, max: usize) -> Vec<Completion>;
    /// True when the node has nothing left to send (no work, responses or control frames).
    fn is_idle(&self) -> bool;
    /// Host memory (compared with the reference at the end).
    fn mem(&self) -> &HostMemory;
    /// Transport counters (duplicate executions, retransmissions, drops, ...).
    fn counters(&self) -> Counters;
    /// ibv_post_recv on QP `qpn` (a refill of [`SimConfig::rq_depth`]).
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError>;
    /// A hardware model's watchdog: the node has work in flight and has stopped making progress
    /// (why, in words). [`Scenario::drive`] ends the run there instead of at `max_sim_ns`.
    fn stalled(&self) -> Option<String> {
        None
    }
}

impl SimNode for Endpoint {
    fn poll_cq(&mut self, cq: u32, max: usize) -> Vec<Completion> {
        Endpoint::poll_cq(self, cq, max)
    }
    fn is_idle(&self) -> bool {
        Endpoint::is_idle(self)
    }
    fn mem(&self) -> &HostMemory {
        Endpoint::mem(self)
    }
    fn counters(&self) -> Counters {
        *Endpoint::counters(self)
    }
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        Endpoint::post_recv(self, qpn, wr)
    }
}

/// A scenario built from a [`SimConfig`]: the traffic, the reference memory and what every QP
/// must see completed. [`Scenario::build`] also returns the two endpoints, set up and loaded with
/// the work requests; [`Scenario::drive`] runs a fabric until the traffic is done and
/// [`Scenario::check`] compares memory and sums the counters. [`run_with`] is the three in a row.
#[derive(Debug)]
pub struct Scenario {
    cfg: SimConfig,
    lay: Layout,
    refs: [HostMemory; 2],
    expect: Vec<[Expect; 2]>,
    qpns: Vec<[u32; 2]>,
    cqs: [u32; 2],
    keys: Vec<[Keys; 2]>,
    recvs: [Vec<(u32, RecvWr)>; 2],
    /// The send work requests posted at set-up, per endpoint, with their QPN, in posting order.
    sends: [Vec<(u32, SendWr)>; 2],
    /// Receives not posted yet ([`SimConfig::rq_depth`]), per endpoint and QPN, in order.
    pending_recvs: [HashMap<u32, VecDeque<RecvWr>>; 2],
    sizes: Vec<u64>,
    completed_bytes: u64,
    done_at: Option<Nanos>,
    /// [`Scenario::drive`] polls completions after every slice of this many ns.
    poll_slice_ns: Nanos,
}

impl Scenario {
    /// Builds the scenario and the two endpoints (memory filled, MRs registered, QPs connected,
    /// receives posted, then every send posted).
    pub fn build(cfg: &SimConfig) -> Result<(Scenario, [Endpoint; 2]), SimError> {
        let mtu = Mtu::from_bytes(cfg.mtu).ok_or_else(|| SimError::Config(format!("mtu {} (256..4096, a power of 2)", cfg.mtu)))?;
        if cfg.qps == 0 || cfg.qps > 4096 {
            return Err(SimError::Config(format!("qps {} (1..=4096)", cfg.qps)));
        }
        if cfg.max_size > 1 << 24 {
            return Err(SimError::Config(format!("max-size {} (at most 16 MiB)", cfg.max_size)));
        }
        if !(1..=crate::verbs::MAX_RD_ATOMIC).contains(&cfg.max_rd_atomic) {
            return Err(SimError::Config(format!("max_rd_atomic {} (1..=16)", cfg.max_rd_atomic)));
        }
        if cfg.qpn_stride == 0 || 17 + (cfg.qps.max(1) as u64 - 1) * cfg.qpn_stride as u64 > 0xFF_FFFF {
            return Err(SimError::Config(format!(
                "qpn-stride {} with {} QPs: QPNs must be 24-bit (17 + (qps - 1) * stride <= 0xFFFFFF, stride >= 1)",
                cfg.qpn_stride, cfg.qps
            )));
        }
        if cfg.vlan.is_some_and(|v| v == 0 || v >= 4095) {
            return Err(SimError::Config(format!("vlan {} (1..=4094)", cfg.vlan.unwrap_or(0))));
        }
        if cfg.rq_depth.is_some_and(|d| !(1..=MAX_RQ_DEPTH).contains(&d)) {
            return Err(SimError::Config(format!("rq-depth {} (1..={MAX_RQ_DEPTH})", cfg.rq_depth.unwrap_or(0))));
        }
        if !(1..=MAX_INFLIGHT_PSNS).contains(&cfg.max_inflight_psns) {
            return Err(SimError::Config(format!("psn-window {} (1..={MAX_INFLIGHT_PSNS})", cfg.max_inflight_psns)));
        }
        if !(1..=crate::hostfmt::MAX_RECV_SGE).contains(&(cfg.recv_sges as usize)) {
            return Err(SimError::Config(format!("recv-sges {} (1..={})", cfg.recv_sges, crate::hostfmt::MAX_RECV_SGE)));
        }
        if !(1..=crate::hostfmt::MAX_SEND_SGE).contains(&(cfg.send_sges as usize)) {
            return Err(SimError::Config(format!("send-sges {} (1..={})", cfg.send_sges, crate::hostfmt::MAX_SEND_SGE)));
        }
        let m = &cfg.mix;
        match cfg.qp_type {
            QpType::Rc => {}
            QpType::Uc if m.read + m.cas + m.fadd > 0 => {
                return Err(SimError::Config("UC carries SEND and WRITE only (no READ or atomics in the mix)".into()));
            }
            QpType::Uc => {}
            QpType::Ud if m.write + m.write_imm + m.read + m.cas + m.fadd > 0 => {
                return Err(SimError::Config("UD carries SEND only".into()));
            }
            QpType::Ud if cfg.max_size > crate::verbs::QpConfig::default().path_mtu.bytes() => {
                let mtu = crate::verbs::QpConfig::default().path_mtu.bytes();
                return Err(SimError::Config(format!("UD: max-size {} above a UD QP's MTU ({mtu})", cfg.max_size)));
            }
            QpType::Ud => {}
        }
        let weights = [m.send, m.send_imm, m.write, m.write_imm, m.read, m.cas, m.fadd];
        let wsum: u32 = weights.iter().sum();
        if wsum == 0 {
            return Err(SimError::Config("empty operation mix".into()));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ 0x5151_5151_5151_5151);
        let lay = Layout::new(cfg.max_size);
        let mut lazy = LazyFill { seed: cfg.seed, lay, filled: Default::default() };

        let mut eps = Vec::new();
        for i in 0..2u8 {
            let ip = if cfg.ipv6 {
                IpAddr::V6(std::net::Ipv6Addr::new(0xfd00, 0, 0, 0, 0, 0, 0, i as u16 + 1))
            } else {
                IpAddr::V4(Ipv4Addr::new(10, 0, 0, i + 1))
            };
            let mut ec = EndpointConfig::new([0x02, 0, 0, 0, 0, i + 1], ip);
            ec.qpn_stride = cfg.qpn_stride;
            ec.cc_enabled = cfg.cc;
            ec.tuning.max_inflight_psns = cfg.max_inflight_psns;
            let rate = if i == 1 { cfg.slow_link_bps.unwrap_or(cfg.link_rate_bps) } else { cfg.link_rate_bps };
            ec.dcqcn = DcqcnConfig::for_profile(cfg.cc_profile, rate);
            if let Some(vid) = cfg.vlan {
                ec.vlan = Some(vid);
            } else if cfg.pfc {
                // PFC acts on the 802.1p priority, which only a VLAN tag carries.
                ec.vlan = Some(100);
            }
            eps.push(Endpoint::new(ec));
        }
        let mut refs = [HostMemory::new(), HostMemory::new()];
        let depth = (cfg.msgs as usize * 2 + 16).max(64);
        let mut cqs = [0u32; 2];
        let mut keys = vec![[Keys::default(); 2]; cfg.qps as usize];
        let mut qpns = vec![[0u32; 2]; cfg.qps as usize];
        let per_qp_wr = (cfg.msgs as u32).max(1) + 1;
        for (e, ep) in eps.iter_mut().enumerate() {
            let pd = ep.alloc_pd();
            cqs[e] = ep.create_cq(depth);
            for q in 0..cfg.qps {
                let b = lay.block(q);
                let lw = AccessFlags::LOCAL_WRITE;
                let k = Keys {
                    src: ep.reg_mr(pd, b + lay.src, lay.span, AccessFlags::NONE)?.lkey,
                    rdst: ep.reg_mr(pd, b + lay.rdst, lay.span, lw)?.lkey,
                    ares: ep.reg_mr(pd, b + lay.ares, ATOMIC_RESULTS * 8, lw)?.lkey,
                    wtgt_rkey: ep.reg_mr(pd, b + lay.wtgt, lay.span, lw | AccessFlags::REMOTE_WRITE)?.rkey,
                    rsrc_rkey: ep.reg_mr(pd, b + lay.rsrc, lay.span, AccessFlags::REMOTE_READ)?.rkey,
                    recv: ep.reg_mr(pd, b + lay.recv, RECV_SLOTS * lay.slot, lw)?.lkey,
                    atgt_rkey: ep.reg_mr(pd, b + lay.atgt, ATOMIC_WORDS * 8, lw | AccessFlags::REMOTE_ATOMIC)?.rkey,
                };
                keys[q as usize][e] = k;
                let init = QpInitAttr {
                    qp_type: cfg.qp_type,
                    pd,
                    send_cq: cqs[e],
                    recv_cq: cqs[e],
                    max_send_wr: per_qp_wr,
                    max_recv_wr: cfg.rq_depth.unwrap_or(per_qp_wr),
                    max_sge: cfg.recv_sges.max(cfg.send_sges).max(1) as u32,
                };
                qpns[q as usize][e] = ep.create_qp(init)?;
            }
        }
        for q in 0..cfg.qps as usize {
            let (psn_ab, psn_ba) = (rng.gen_range(0..1 << 24), rng.gen_range(0..1 << 24));
            let p = RcParams {
                mtu,
                timeout: cfg.timeout,
                retry_cnt: cfg.retry_cnt,
                max_rd_atomic: cfg.max_rd_atomic,
                psn_ab: cfg.psn_start.map_or(psn_ab, |p| p & 0xFF_FFFF),
                psn_ba: cfg.psn_start.map_or(psn_ba, |p| p & 0xFF_FFFF),
                ..Default::default()
            };
            let (a, b) = eps.split_at_mut(1);
            if cfg.qp_type == QpType::Ud {
                for (ep, qpn, psn) in [(&mut a[0], qpns[q][0], p.psn_ab), (&mut b[0], qpns[q][1], p.psn_ba)] {
                    connect_ud(ep, qpn, UD_QKEY, psn)?;
                }
            } else {
                connect_rc(&mut a[0], qpns[q][0], &mut b[0], qpns[q][1], &p)?;
            }
        }

        // Generate, apply to the reference, post.
        let mut expect: Vec<[Expect; 2]> = (0..cfg.qps).map(|_| Default::default()).collect();
        let mut recv_idx = vec![[0u64; 2]; cfg.qps as usize];
        let mut atomic_idx = vec![[0u64; 2]; cfg.qps as usize];
        let mut sends: Vec<(usize, u32, SendWr)> = Vec::with_capacity(cfg.msgs as usize);
        let mut recvs: [Vec<(u32, RecvWr)>; 2] = [Vec::new(), Vec::new()];
        let mut pending_recvs: [HashMap<u32, VecDeque<RecvWr>>; 2] = Default::default();
        let mut sizes = Vec::with_capacity(cfg.msgs as usize);
        for i in 0..cfg.msgs {
            let q = rng.gen_range(0..cfg.qps) as usize;
            let r = rng.gen_range(0..2usize);
            let r = if cfg.one_way { 0 } else { r };
            let s = 1 - r;
            let b = lay.block(q as u32);
            let size: u32 = if rng.gen_bool(0.5) { rng.gen_range(0..=cfg.max_size.min(256)) } else { rng.gen_range(0..=cfg.max_size) };
            let mut pick = rng.gen_range(0..wsum);
            let mut op = 0;
            while pick >= weights[op] {
                pick -= weights[op];
                op += 1;
            }
            let src_off = rng.gen_range(0..=cfg.max_size as u64);
            if op <= 3 {
                lazy.ensure(r, eps[r].mem_mut(), &mut refs[r], b + lay.src + src_off, size as u64);
            }
            // SENDs and WRITEs: the source buffer as a gather list (one SGE unless `send_sges`).
            let src_sges = if size == 0 || op > 3 {
                vec![]
            } else {
                cut_sges(&mut rng, cfg.send_sges, b + lay.src + src_off, size as u64, keys[q][r].src)
            };
            let imm: u32 = rng.gen();
            let (wr_op, sges) = match op {
                0 | 1 | 3 => {
                    // Consumes a receive on the other side.
                    let slot = recv_idx[q][s] % RECV_SLOTS;
                    recv_idx[q][s] += 1;
                    let rva = b + lay.recv + slot * lay.slot;
                    let rsges = cut_sges(&mut rng, cfg.recv_sges, rva, lay.slot, keys[q][s].recv);
                    let rwr = RecvWr { wr_id: i, sges: rsges.clone() };
                    recvs[s].push((qpns[q][s], rwr.clone()));
                    // With a receive-queue depth, the receives beyond it wait for refills.
                    if cfg.rq_depth.is_some_and(|d| recv_idx[q][s] > d as u64) {
                        pending_recvs[s].entry(qpns[q][s]).or_default().push_back(rwr);
                    } else {
                        eps[s].post_recv(qpns[q][s], rwr)?;
                    }
                    if op == 3 {
                        let off = rng.gen_range(0..=cfg.max_size as u64);
                        lazy.ensure(s, eps[s].mem_mut(), &mut refs[s], b + lay.wtgt + off, size as u64);
                        let (from, to) = refs.split_at_mut(1);
                        let (src_mem, dst_mem) = if r == 0 { (&from[0], &mut to[0]) } else { (&to[0], &mut from[0]) };
                        put_msg(dst_mem, b + lay.wtgt + off, &gather_vec(src_mem, &src_sges));
                        expect[q][s].recvs.push_back((WcOpcode::RecvRdmaWithImm, None, Some(imm)));
                        (SendOp::WriteWithImm { remote_addr: b + lay.wtgt + off, rkey: keys[q][s].wtgt_rkey, imm }, src_sges)
                    } else {
                        let (from, to) = refs.split_at_mut(1);
                        let (src_mem, dst_mem) = if r == 0 { (&from[0], &mut to[0]) } else { (&to[0], &mut from[0]) };
                        scatter_msg(dst_mem, &gather_vec(src_mem, &src_sges), &rsges);
                        let imm_opt = (op == 1).then_some(imm);
                        expect[q][s].recvs.push_back((WcOpcode::Recv, Some(size), imm_opt));
                        let o = if op == 1 { SendOp::SendWithImm { imm } } else { SendOp::Send };
                        (o, src_sges)
                    }
                }
                2 => {
                    let off = rng.gen_range(0..=cfg.max_size as u64);
                    lazy.ensure(s, eps[s].mem_mut(), &mut refs[s], b + lay.wtgt + off, size as u64);
                    let (from, to) = refs.split_at_mut(1);
                    let (src_mem, dst_mem) = if r == 0 { (&from[0], &mut to[0]) } else { (&to[0], &mut from[0]) };
                    put_msg(dst_mem, b + lay.wtgt + off, &gather_vec(src_mem, &src_sges));
                    (SendOp::Write { remote_addr: b + lay.wtgt + off, rkey: keys[q][s].wtgt_rkey }, src_sges)
                }
                4 => {
                    let roff = rng.gen_range(0..=cfg.max_size as u64);
                    let loff = rng.gen_range(0..=cfg.max_size as u64);
                    lazy.ensure(s, eps[s].mem_mut(), &mut refs[s], b + lay.rsrc + roff, size as u64);
                    let (from, to) = refs.split_at_mut(1);
                    let (req_mem, resp_mem) = if r == 0 { (&mut from[0], &to[0]) } else { (&mut to[0], &from[0]) };
                    // The local buffer as a scatter list (one SGE unless `send_sges`).
                    let sg = if size == 0 { vec![] } else { cut_sges(&mut rng, cfg.send_sges, b + lay.rdst + loff, size as u64, keys[q][r].rdst) };
                    scatter_msg(req_mem, &resp_mem.read_vec(b + lay.rsrc + roff, size as usize).unwrap_or_default(), &sg);
                    (SendOp::Read { remote_addr: b + lay.rsrc + roff, rkey: keys[q][s].rsrc_rkey }, sg)
                }
                _ => {
                    let word = b + lay.atgt + rng.gen_range(0..ATOMIC_WORDS) * 8;
                    lazy.ensure(s, eps[s].mem_mut(), &mut refs[s], b + lay.atgt, ATOMIC_WORDS * 8);
                    let res = b + lay.ares + (atomic_idx[q][r] % ATOMIC_RESULTS) * 8;
                    atomic_idx[q][r] += 1;
                    let cur = refs[s].read_u64(word).unwrap_or(0);
                    let sg = vec![Sge { addr: res, length: 8, lkey: keys[q][r].ares }];
                    let o = if op == 5 {
                        let compare = if rng.gen_bool(0.5) { cur } else { rng.gen() };
                        let swap: u64 = rng.gen();
                        if cur == compare {
                            let _ = refs[s].write_u64(word, swap);
                        }
                        SendOp::CompareSwap { remote_addr: word, rkey: keys[q][s].atgt_rkey, compare, swap }
                    } else {
                        let add: u64 = rng.gen();
                        let _ = refs[s].write_u64(word, cur.wrapping_add(add));
                        SendOp::FetchAdd { remote_addr: word, rkey: keys[q][s].atgt_rkey, add }
                    };
                    let _ = refs[r].write_u64(res, cur);
                    (o, sg)
                }
            };
            sizes.push(if op >= 5 { 8 } else { size as u64 });
            expect[q][r].sends.push_back(i);
            let ud = (cfg.qp_type == QpType::Ud).then(|| UdDest {
                av: AddressVector { mac: eps[s].config().mac, ip: eps[s].config().ip },
                remote_qpn: qpns[q][s],
                remote_qkey: UD_QKEY,
            });
            sends.push((r, qpns[q][r], SendWr { wr_id: i, op: wr_op, sges, signaled: true, solicited: false, fence: false, ud }));
        }
        let mut posted_sends: [Vec<(u32, SendWr)>; 2] = [Vec::new(), Vec::new()];
        for (r, qpn, wr) in sends {
            eps[r].post_send(qpn, wr.clone())?;
            posted_sends[r].push((qpn, wr));
        }
        let mut it = eps.into_iter();
        let (Some(e0), Some(e1)) = (it.next(), it.next()) else {
            return Err(SimError::Config("internal: two endpoints".into()));
        };
        let sc = Scenario {
            cfg: cfg.clone(),
            lay,
            refs,
            expect,
            qpns,
            cqs,
            keys,
            recvs,
            sends: posted_sends,
            pending_recvs,
            sizes,
            completed_bytes: 0,
            done_at: None,
            poll_slice_ns: if cfg.rq_depth.is_some() { REFILL_POLL_SLICE_NS } else { 50_000 },
        };
        Ok((sc, [e0, e1]))
    }

    /// The configuration.
    pub fn config(&self) -> &SimConfig {
        &self.cfg
    }

    /// The fabric of the scenario (no nodes yet): seed, faults, ECN, PFC, buffers.
    pub fn fabric_config(&self) -> FabricConfig {
        let cfg = &self.cfg;
        FabricConfig {
            seed: cfg.seed,
            faults: cfg.faults,
            ecn: cfg.ecn_threshold.filter(|&t| t > 0).map(EcnConfig::threshold),
            ecn_dcqcn_red: cfg.cc && cfg.ecn_threshold.is_none(),
            pfc: cfg.pfc.then_some(PfcConfig {
                xoff_bytes: cfg.queue_capacity_bytes * 3 / 4,
                xon_bytes: cfg.queue_capacity_bytes / 2,
                pause_delay_ns: cfg.prop_delay_ns,
            }),
            queue_capacity_bytes: cfg.queue_capacity_bytes,
            default_pcp: 3,
        }
    }

    /// The link of endpoint `e` (0 or 1).
    pub fn link(&self, e: usize) -> LinkConfig {
        let link = LinkConfig { rate_bps: self.cfg.link_rate_bps, prop_delay_ns: self.cfg.prop_delay_ns };
        match (e, self.cfg.slow_link_bps) {
            (1, Some(r)) => LinkConfig { rate_bps: r, ..link },
            _ => link,
        }
    }

    /// The completion queue (the only one) of endpoint `e`.
    pub fn cq(&self, e: usize) -> u32 {
        self.cqs[e & 1]
    }

    /// QP numbers of endpoint `e`, by QP pair.
    pub fn qpns(&self, e: usize) -> Vec<u32> {
        self.qpns.iter().map(|p| p[e & 1]).collect()
    }

    /// Every key endpoint `e` registered (lkey == rkey), in registration order.
    pub fn mr_keys(&self, e: usize) -> Vec<u32> {
        self.keys
            .iter()
            .flat_map(|k| {
                let k = k[e & 1];
                [k.src, k.rdst, k.ares, k.wtgt_rkey, k.rsrc_rkey, k.recv, k.atgt_rkey]
            })
            .collect()
    }

    /// The receive work requests endpoint `e` is given, in posting order, with their QPN: all
    /// of them at set-up, or with [`SimConfig::rq_depth`] the first `rq_depth` of each QP at
    /// set-up ([`Scenario::recvs_at_setup`]) and the rest as refills.
    pub fn posted_recvs(&self, e: usize) -> &[(u32, RecvWr)] {
        &self.recvs[e & 1]
    }

    /// The send work requests endpoint `e` was posted at set-up (every message of the run it
    /// sends), in posting order, with their QPN: what a driver writes into the send queues of a
    /// NIC in the endpoint's place.
    pub fn posted_sends(&self, e: usize) -> &[(u32, SendWr)] {
        &self.sends[e & 1]
    }

    /// QP pair `q`'s regions for RDMA WRITEs from endpoint `e`, for benchmarks and tests that
    /// post work requests of their own: `e`'s source buffer and the other endpoint's WRITE
    /// target, each [`WriteRegions::len`] bytes (`2 * max_size + 8` rounded up to a page). None
    /// for a QP pair the scenario does not have. (The reference memory of
    /// [`Scenario::memory_mismatches`] knows only the scenario's own messages.)
    pub fn write_regions(&self, e: usize, q: usize) -> Option<WriteRegions> {
        let k = self.keys.get(q)?;
        let b = self.lay.block(q as u32);
        Some(WriteRegions { src: b + self.lay.src, lkey: k[e & 1].src, dst: b + self.lay.wtgt, rkey: k[1 - (e & 1)].wtgt_rkey, len: self.lay.span })
    }

    /// QP pair `q`'s regions for RDMA READs by endpoint `e`, in the shape of
    /// [`Scenario::write_regions`]: `src` / `lkey` is `e`'s READ destination (local write),
    /// `dst` / `rkey` the other endpoint's READ source (remote read), each
    /// [`WriteRegions::len`] bytes. None for a QP pair the scenario does not have.
    pub fn read_regions(&self, e: usize, q: usize) -> Option<WriteRegions> {
        let k = self.keys.get(q)?;
        let b = self.lay.block(q as u32);
        Some(WriteRegions { src: b + self.lay.rdst, lkey: k[e & 1].rdst, dst: b + self.lay.rsrc, rkey: k[1 - (e & 1)].rsrc_rkey, len: self.lay.span })
    }

    /// The address range holding every QP block (guard pages included): where traffic may write.
    pub fn data_span(&self) -> (u64, u64) {
        (BASE, self.cfg.qps as u64 * self.lay.stride)
    }

    /// How many of QP `qpn`'s receives on endpoint `e` are posted at set-up (the rest of
    /// [`Scenario::posted_recvs`] of that QP come as refills).
    pub fn recvs_at_setup(&self, e: usize, qpn: u32) -> usize {
        let all = self.recvs[e & 1].iter().filter(|(q, _)| *q == qpn).count();
        all - self.pending_recvs[e & 1].get(&qpn).map_or(0, |p| p.len())
    }

    /// The receive that refills QP `c.qpn`'s queue on endpoint `e` after completion `c`, if
    /// [`SimConfig::rq_depth`] asks for refills, `c` is a successful receive completion and the
    /// QP has receives left to post (each is given out once).
    pub fn take_refill(&mut self, e: usize, c: &Completion) -> Option<RecvWr> {
        self.cfg.rq_depth?;
        if c.status != WcStatus::Success || !matches!(c.opcode, WcOpcode::Recv | WcOpcode::RecvRdmaWithImm) {
            return None;
        }
        self.pending_recvs[e & 1].get_mut(&c.qpn)?.pop_front()
    }

    /// Message bytes of the requests completed successfully so far (SEND/WRITE/READ payload
    /// sizes, 8 per atomic).
    pub fn completed_bytes(&self) -> u64 {
        self.completed_bytes
    }

    /// How often [`Scenario::drive`] polls completions (50 us by default; at least 1 ns): the
    /// resolution of [`Scenario::done_at`]. Nothing else in the run depends on it.
    pub fn set_poll_slice_ns(&mut self, ns: Nanos) {
        self.poll_slice_ns = ns.max(1);
    }

    /// Simulated time at which [`Scenario::drive`] first found every message done (the end of
    /// the polling slice in which the last completion came), if it did.
    pub fn done_at(&self) -> Option<Nanos> {
        self.done_at
    }

    /// True when every message completed (or its QP failed) and every expected receive
    /// completion came (or its QP failed).
    pub fn all_done(&self, res: &SimResult) -> bool {
        res.completed + res.failed >= self.cfg.msgs
            && self.expect.iter().all(|x| x.iter().any(|e| e.failed) || x.iter().all(|e| e.recvs.is_empty()))
    }

    /// Checks one completion of endpoint `e` and counts it in `res`.
    pub fn on_completion(&mut self, e: usize, c: &Completion, res: &mut SimResult) {
        let q = self.qpns.iter().position(|p| p[e & 1] == c.qpn);
        let before = res.completed;
        check_completion(c, e & 1, q, &mut self.expect, res);
        if res.completed > before {
            self.completed_bytes += self.sizes.get(c.wr_id as usize).copied().unwrap_or(0);
        }
    }

    /// Runs the fabric (endpoint 0 on port 0, endpoint 1 on port 1) until the traffic is done
    /// and the fabric has been quiet for 1 ms, no event is left, or `max_sim_ns` passed.
    pub fn drive<N: SimNode>(&mut self, fab: &mut Fabric<N>, res: &mut SimResult, progress: &mut dyn FnMut(&Progress)) {
        let msgs = self.cfg.msgs;
        let step = (msgs / 20).max(1);
        let mut next_report = step;
        let slice: Nanos = self.poll_slice_ns;
        let mut quiet_since: Option<Nanos> = None;
        loop {
            let t = fab.now() + slice;
            fab.run_until(t);
            for e in 0..2 {
                loop {
                    let cs: Vec<Completion> = fab.node_mut(e).poll_cq(self.cqs[e], 4096);
                    if cs.is_empty() {
                        break;
                    }
                    for c in cs {
                        self.on_completion(e, &c, res);
                        if let Some(wr) = self.take_refill(e, &c) {
                            res.recv_refills += 1;
                            if fab.node_mut(e).post_recv(c.qpn, wr).is_err() {
                                res.recv_post_errors += 1;
                            }
                        }
                    }
                }
            }
            let done = res.completed + res.failed;
            if done >= next_report {
                progress(&Progress { done, messages: msgs, sim_time_ns: fab.now() });
                next_report = (done / step + 1) * step;
            }
            let all_done = self.all_done(res);
            if all_done && self.done_at.is_none() {
                self.done_at = Some(fab.now());
            }
            let idle = fab.node(0).is_idle() && fab.node(1).is_idle();
            if all_done && idle {
                // Let late duplicates and ACKs drain for a little while.
                let since = *quiet_since.get_or_insert(fab.now());
                if fab.next_event_time().is_none() || fab.now() >= since + 1_000_000 {
                    break;
                }
            }
            if let Some(why) = (0..fab.len()).find_map(|i| fab.node(i).stalled()) {
                res.stalled = Some(why);
                res.timed_out = !all_done;
                break;
            }
            if fab.next_event_time().is_none() || fab.now() >= self.cfg.max_sim_ns {
                res.timed_out = !all_done;
                break;
            }
        }
    }

    /// Bytes of endpoint `e`'s memory `mem` that differ from the reference, over every QP block
    /// whose QP pair had no failed request.
    pub fn memory_mismatches(&self, e: usize, mem: &HostMemory) -> u64 {
        let mut n = 0;
        for q in 0..self.cfg.qps as usize {
            if self.expect[q].iter().any(|x| x.failed) {
                continue;
            }
            let b = self.lay.block(q as u32);
            n += mem.count_differences(&self.refs[e & 1], b, self.lay.stride).0;
        }
        n
    }

    /// The end of a run: memory of both nodes against the reference, completions never seen,
    /// and the nodes' and the fabric's counters, into `res`.
    pub fn check<N: SimNode>(&self, fab: &Fabric<N>, res: &mut SimResult) {
        res.qps_excluded += self.expect.iter().filter(|x| x.iter().any(|e| e.failed)).count() as u64;
        for e in 0..2 {
            res.memory_mismatches += self.memory_mismatches(e, fab.node(e).mem());
        }
        for x in self.expect.iter() {
            if !x.iter().any(|e| e.failed) {
                res.completion_errors += x.iter().map(|e| (e.sends.len() + e.recvs.len()) as u64).sum::<u64>();
            }
        }
        for e in 0..2 {
            let c = fab.node(e).counters();
            res.duplicate_executions += c.duplicate_executions;
            res.retransmissions += c.retransmissions;
            res.timeouts += c.timeouts;
            res.naks += c.naks_received;
            res.cnps += c.cnps_sent;
            res.bad_icrc_drops += c.drops.bad_icrc;
            let d = &c.drops;
            res.damaged_drops += d.bad_icrc + d.malformed + d.not_roce + d.wrong_address;
        }
        let fc = fab.counters().clone();
        res.packets = fc.frames_sent;
        res.bytes = fc.bytes_sent;
        res.ecn_marked = fc.ecn_marked;
        res.sim_time_ns = fab.now();
        res.max_queue_bytes = fc.max_queue_bytes;
        res.bottleneck_utilisation = match fab.egress_span(1) {
            Some((first, last)) if last > first => (fab.egress_busy_ns(1) as f64 / (last - first) as f64).min(1.0),
            _ => 0.0,
        };
        res.fabric = fc;
    }

    /// An empty result for this scenario (seed and message count filled in).
    pub fn new_result(&self) -> SimResult {
        SimResult { seed: self.cfg.seed, messages: self.cfg.msgs, ..Default::default() }
    }
}

/// Runs a scenario. `pcap` receives every frame leaving the switch; `progress` is called every
/// 1/20 of the messages.
pub fn run(cfg: &SimConfig, pcap: Option<Box<dyn Write>>, progress: &mut dyn FnMut(&Progress)) -> Result<SimResult, SimError> {
    run_with(cfg, pcap, progress, &mut |_| {})
}

/// Attaches a capture to the fabric.
pub fn start_capture<N: Node>(fab: &mut Fabric<N>, pcap: Option<Box<dyn Write>>) -> Result<(), SimError> {
    if let Some(w) = pcap {
        fab.capture_pcap(w).map_err(|e| SimError::Pcap(e.to_string()))?;
    }
    Ok(())
}

/// Stops the capture, flushes it and reports the first write error.
pub fn finish_capture<N: Node>(fab: &mut Fabric<N>) -> Result<(), SimError> {
    if let Some((mut w, err)) = fab.finish_capture() {
        w.flush().map_err(|e| SimError::Pcap(e.to_string()))?;
        if let Some(e) = err {
            return Err(SimError::Pcap(e));
        }
    }
    Ok(())
}

/// [`run`], with `after` called on the fabric (both endpoints) after the traffic and before the
/// memory comparison (tests use it to tamper with memory and see the comparison catch it).
pub fn run_with(
    cfg: &SimConfig,
    pcap: Option<Box<dyn Write>>,
    progress: &mut dyn FnMut(&Progress),
    after: &mut dyn FnMut(&mut Fabric<Endpoint>),
) -> Result<SimResult, SimError> {
    let (mut sc, eps) = Scenario::build(cfg)?;
    let mut fab = Fabric::new(sc.fabric_config());
    for (i, ep) in eps.into_iter().enumerate() {
        let mac = ep.config().mac;
        fab.add_node(ep, mac, sc.link(i));
    }
    start_capture(&mut fab, pcap)?;
    let mut res = sc.new_result();
    sc.drive(&mut fab, &mut res, progress);
    finish_capture(&mut fab)?;
    after(&mut fab);
    sc.check(&fab, &mut res);
    Ok(res)
}

fn check_completion(c: &Completion, e: usize, q: Option<usize>, expect: &mut [[Expect; 2]], res: &mut SimResult) {
    let Some(q) = q else {
        res.completion_errors += 1;
        return;
    };
    let x = &mut expect[q][e];
    match c.opcode {
        WcOpcode::Recv | WcOpcode::RecvRdmaWithImm if c.status == WcStatus::Success => {
            res.recv_completions += 1;
            match x.recvs.pop_front() {
                Some((op, len, imm)) => {
                    if op != c.opcode || len.is_some_and(|l| l != c.byte_len) || imm != c.imm {
                        res.completion_errors += 1;
                    }
                }
                None => res.completion_errors += 1,
            }
        }
        _ if c.status == WcStatus::WrFlushErr && matches!(c.opcode, WcOpcode::Recv | WcOpcode::RecvRdmaWithImm) => {
            // Receives flushed after an error on the QP.
            x.failed = true;
            x.recvs.pop_front();
        }
        _ => {
            if c.status == WcStatus::Success {
                res.completed += 1;
            } else {
                res.failed += 1;
                match c.status {
                    WcStatus::RetryExcErr if !x.failed => res.failed_retry_exceeded += 1,
                    WcStatus::WrFlushErr if x.failed => res.failed_flushed += 1,
                    _ => res.failed_other += 1,
                }
                x.failed = true;
            }
            if x.sends.pop_front() != Some(c.wr_id) {
                res.completion_errors += 1;
            }
        }
    }
}
