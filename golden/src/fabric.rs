//! A deterministic simulated Ethernet fabric: nodes on full-duplex links to one output-queued
//! switch, driven by a discrete-event queue in simulated nanoseconds.
//!
//! # Model
//! - Each node `i` is attached to switch port `i` by a link with its own rate and propagation
//!   delay ([`LinkConfig`]), the same in both directions. A frame costs
//!   `max(len, 60) + 4 (FCS) + 20 (preamble, SFD, IFG)` bytes of link time. The node's uplink
//!   carries one frame at a time: the fabric asks the node for its next frame
//!   ([`Node::transmit`]) only when the uplink is free.
//! - The switch is store-and-forward and output-queued: a frame is routed by its destination MAC
//!   to the port whose node registered that MAC (others are counted `dropped_unroutable`), and
//!   queued per (egress port, 802.1p priority). The priority is the VLAN PCP, or
//!   [`FabricConfig::default_pcp`] for untagged frames. Egress is strict priority (7 first).
//! - ECN: an ECN-capable IP packet (ECN 01 or 10) is marked CE (11) with the RED profile of its
//!   egress port: with [`FabricConfig::ecn`] (the same profile on every port) at enqueue, from the
//!   queue it finds; with [`FabricConfig::ecn_dcqcn_red`] (HPCC's DCQCN profile scaled to each
//!   port's rate) at dequeue, from the queue it leaves behind, as HPCC's switch does
//!   (`SwitchNode::SwitchNotifyDequeue` asks `SwitchMmu::ShouldSendCN` after the packet left
//!   the egress count; the mark then carries no queueing delay). The profile: never below `kmin_bytes` of queue, with probability rising
//!   linearly to `pmax` at `kmax_bytes`, always above `kmax_bytes` (`kmin == kmax` is a step
//!   threshold). The IPv4 header checksum is updated incrementally (RFC 1624), so an earlier
//!   corruption of the header stays detectable. ECN is masked out of the ICRC, which stays valid.
//! - PFC ([`PfcConfig`]): when a (port, priority) queue reaches `xoff_bytes`, every node whose
//!   frames are in that queue gets `set_pause(pcp, true)` after `pause_delay_ns` (the PAUSE
//!   frame's flight); the queue keeps pausing later contributors until it falls to `xon_bytes`,
//!   when all of them get `set_pause(pcp, false)`. A node paused by several queues is resumed when
//!   the last one releases it. A frame handed over by a node that is paused for its priority is
//!   counted in `pause_violations` (and still forwarded). With PFC the queue capacity should
//!   leave headroom above `xoff_bytes` for the frames already in flight when the pause lands.
//!   The other way, a node may ask the switch to hold a priority back ([`Node::rx_pause`]: its
//!   receive buffer is filling); `pause_delay_ns` later the egress port toward it sends no frame
//!   of that priority until the node asks no more (`node_pfc_xoff` / `node_pfc_xon`). The held
//!   frames wait in the egress queue, whose own PFC then pauses the senders: lossless end to end.
//! - Tail drop: a frame that does not fit in [`FabricConfig::queue_capacity_bytes`] of its
//!   egress port is dropped (`dropped_overflow`).
//! - Faults ([`FaultConfig`], each an independent probability per frame): loss, duplication and
//!   reordering (an extra delay so later frames overtake) on the link into the switch;
//!   corruption on the link out of it (after ECN marking). Corruption flips one bit chosen
//!   uniformly among the bits the receiver can check: the whole IPv4 header (header checksum),
//!   the ICRC-covered, unmasked bytes (IPv6 payload length, next header and addresses, UDP
//!   ports and length, the BTH without its byte 4, extension headers, payload, pad) and the
//!   ICRC itself. Bits nothing checks without an FCS (Ethernet header, UDP checksum, IPv6 traffic
//!   class/flow label/hop limit, BTH byte 4, Ethernet padding) are never flipped: the link's FCS
//!   would have dropped such a frame. Only IP/UDP frames are corrupted.
//! - Determinism: all randomness comes from one ChaCha8 stream seeded by
//!   [`FabricConfig::seed`], consumed in event order; events at equal times run in the order
//!   they were scheduled. [`Fabric::trace_hash`] digests every event, so two runs can be compared.
//! - Capture: [`Fabric::capture_pcap`] writes every frame as it starts on a switch egress link
//!   (what the receiving node gets: after ECN marking and corruption; lost frames are absent)
//!   to a nanosecond pcap with simulated timestamps.
//!
//! Time never goes backwards and one frame occupies a link at a time, so the fabric cannot
//! deliver a frame before it was sent; a node that asks to be woken in the past is woken at
//! `now + POLL_NS`.

use crate::node::{Nanos, Node};
use crate::wire::{
    bth, ethernet, ipv4, ipv6, udp, EthernetFrame, Ipv4Packet, Ipv6Packet, PcapError, PcapWriter, VlanTag, ETHERTYPE_IPV4,
    ETHERTYPE_IPV6, IP_PROTO_UDP,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::io::Write;

/// Bytes of link time per frame beyond the frame: 4 FCS + 8 preamble/SFD + 12 IFG.
pub const WIRE_OVERHEAD: usize = 24;
/// Frames shorter than this (without FCS) are padded on the wire.
pub const MIN_FRAME: usize = 60;
/// How long a node that wants service "now" but sends nothing is left before it is polled again.
pub const POLL_NS: Nanos = 100;
/// Number of 802.1p priorities.
pub const PRIORITIES: usize = 8;

/// Ns to put `len` frame bytes on a link of `rate_bps`.
pub fn serialization_ns(len: usize, rate_bps: u64) -> Nanos {
    let bytes = (len.max(MIN_FRAME) + WIRE_OVERHEAD) as u128;
    (bytes * 8 * 1_000_000_000).div_ceil(rate_bps.max(1) as u128) as Nanos
}

/// One node's link to the switch (both directions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkConfig {
    /// Bit rate.
    pub rate_bps: u64,
    /// Propagation delay, one way.
    pub prop_delay_ns: Nanos,
}

impl Default for LinkConfig {
    /// 100 Gb/s, 500 ns (about 100 m of fibre).
    fn default() -> Self {
        LinkConfig { rate_bps: 100_000_000_000, prop_delay_ns: 500 }
    }
}

/// Per-frame fault probabilities (each 0.0..=1.0, drawn independently).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct FaultConfig {
    /// The frame is lost on the way into the switch.
    pub loss: f64,
    /// A second copy of the frame arrives right after it.
    pub dup: f64,
    /// The frame is held back by a uniform extra delay in `reorder_delay_ns`.
    pub reorder: f64,
    /// One protected bit of the frame is flipped on the way out of the switch.
    pub corrupt: f64,
    /// Range of the extra delay of a reordered frame (inclusive).
    pub reorder_delay_ns: (Nanos, Nanos),
}

impl FaultConfig {
    /// No faults; reordered frames (if enabled later) held back 1..=20 us.
    pub fn none() -> Self {
        FaultConfig { reorder_delay_ns: (1_000, 20_000), ..Default::default() }
    }
}

/// RED-style ECN marking on the egress queue (per port and priority).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EcnConfig {
    /// No marking at or below this many queued bytes.
    pub kmin_bytes: usize,
    /// Marking with probability 1 above this many queued bytes.
    pub kmax_bytes: usize,
    /// Marking probability just below `kmax_bytes`.
    pub pmax: f64,
}

impl EcnConfig {
    /// Mark every ECN-capable packet that finds more than `bytes` queued.
    pub fn threshold(bytes: usize) -> Self {
        EcnConfig { kmin_bytes: bytes, kmax_bytes: bytes, pmax: 1.0 }
    }

    /// The RED profile HPCC's `simulation/run.py` gives DCQCN for a port of `rate_bps`
    /// (alibaba-edu/High-Precision-Congestion-Control; the settings of the HPCC paper): Kmin
    /// 100 KB and Kmax 400 KB per 25 Gb/s of port rate (`kmin_map`: `100 * bw / 25`, `kmax_map`:
    /// `400 * bw / 25`, in KB of 1000 bytes as `SwitchMmu::ConfigEcn` reads them), Pmax 0.2 at
    /// every rate. At 25 Gb/s: 100,000 / 400,000 B; at 100 Gb/s: 400,000 / 1,600,000 B.
    pub fn dcqcn_red(rate_bps: u64) -> Self {
        let per_25g = |kb: u128| (kb * 1000 * rate_bps as u128 / 25_000_000_000).min(usize::MAX as u128) as usize;
        EcnConfig { kmin_bytes: per_25g(100), kmax_bytes: per_25g(400), pmax: 0.2 }
    }
}

/// Priority flow control thresholds (per egress port and priority).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PfcConfig {
    /// Pause the feeding nodes when the queue reaches this many bytes.
    pub xoff_bytes: usize,
    /// Resume them when it falls to this many bytes.
    pub xon_bytes: usize,
    /// Time from the threshold crossing to the node seeing the pause/resume.
    pub pause_delay_ns: Nanos,
}

/// Fabric configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct FabricConfig {
    /// Seed of the fault and marking random stream.
    pub seed: u64,
    /// Fault probabilities.
    pub faults: FaultConfig,
    /// ECN marking, the same profile on every port; None = off (unless `ecn_dcqcn_red`).
    pub ecn: Option<EcnConfig>,
    /// With `ecn` None: every port marks with [`EcnConfig::dcqcn_red`] for its own link rate
    /// (HPCC scales Kmin and Kmax with the port rate), at dequeue as HPCC's switch marks.
    /// `ecn`, when set, takes precedence.
    pub ecn_dcqcn_red: bool,
    /// PFC, None = off.
    pub pfc: Option<PfcConfig>,
    /// Buffer of each egress port in bytes (all priorities together); beyond it frames drop.
    pub queue_capacity_bytes: usize,
    /// Priority of untagged frames.
    pub default_pcp: u8,
}

impl Default for FabricConfig {
    fn default() -> Self {
        FabricConfig {
            seed: 0,
            faults: FaultConfig::none(),
            ecn: None,
            ecn_dcqcn_red: false,
            pfc: None,
            queue_capacity_bytes: 4 << 20,
            default_pcp: 0,
        }
    }
}

/// What the fabric counted.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct FabricCounters {
    /// Frames nodes put on their uplinks.
    pub frames_sent: u64,
    /// Their bytes (frame bytes, no FCS/preamble).
    pub bytes_sent: u64,
    /// Frames handed to receiving nodes.
    pub frames_delivered: u64,
    /// Their bytes.
    pub bytes_delivered: u64,
    /// Frames lost by the loss fault.
    pub dropped_loss: u64,
    /// Frames dropped because the egress buffer was full.
    pub dropped_overflow: u64,
    /// Frames whose destination MAC no node has.
    pub dropped_unroutable: u64,
    /// Extra copies made by the duplication fault.
    pub duplicated: u64,
    /// Frames held back by the reorder fault.
    pub reordered: u64,
    /// Frames with a flipped bit.
    pub corrupted: u64,
    /// Frames marked ECN-CE by the switch.
    pub ecn_marked: u64,
    /// Largest queue (bytes) seen on any (port, priority).
    pub max_queue_bytes: u64,
    /// PFC pause assertions (XOFF crossings) and resumes (XON crossings).
    pub pfc_xoff: u64,
    /// XON crossings.
    pub pfc_xon: u64,
    /// Frames a node sent while paused for their priority.
    pub pause_violations: u64,
    /// PFC pauses (per priority) nodes asked of the switch for their own receive buffers
    /// ([`Node::rx_pause`]), and the resumes.
    pub node_pfc_xoff: u64,
    /// See `node_pfc_xoff`.
    pub node_pfc_xon: u64,
    /// Events processed.
    pub events: u64,
}

#[derive(Debug)]
enum Ev {
    /// The node asked to be woken (timers, pacing).
    Wake(usize),
    /// The node's uplink finished sending a frame.
    UplinkFree(usize),
    /// A frame from `from` reaches the switch.
    Arrive { from: usize, frame: Vec<u8> },
    /// An egress link finished a frame.
    EgressFree(usize),
    /// A frame reaches node `to`.
    Deliver { to: usize, frame: Vec<u8> },
    /// Node `node` sees a PFC pause change.
    Pause { node: usize, pcp: u8, paused: bool },
    /// The egress port toward node `port` takes the node's PFC request (bit p: hold priority p).
    EgressPause { port: usize, mask: u8 },
}

impl Ev {
    fn tag(&self) -> (u8, usize) {
        match self {
            Ev::Wake(n) => (1, *n),
            Ev::UplinkFree(n) => (2, *n),
            Ev::Arrive { from, .. } => (3, *from),
            Ev::EgressFree(p) => (4, *p),
            Ev::Deliver { to, .. } => (5, *to),
            Ev::Pause { node, pcp, paused } => (6 + *paused as u8, *node * 8 + *pcp as usize),
            Ev::EgressPause { port, mask } => (8, *port * 256 + *mask as usize),
        }
    }
}

struct Scheduled {
    at: Nanos,
    seq: u64,
    ev: Ev,
}
impl PartialEq for Scheduled {
    fn eq(&self, o: &Self) -> bool {
        (self.at, self.seq) == (o.at, o.seq)
    }
}
impl Eq for Scheduled {}
impl PartialOrd for Scheduled {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Scheduled {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        (self.at, self.seq).cmp(&(o.at, o.seq))
    }
}

struct Queued {
    from: usize,
    frame: Vec<u8>,
}

struct Port<N> {
    node: N,
    mac: [u8; 6],
    link: LinkConfig,
    uplink_busy_until: Nanos,
    uplink_event: bool,
    wake_at: Option<Nanos>,
    /// Pause state as the node sees it, per priority.
    node_paused: [bool; PRIORITIES],
    /// Number of queues currently pausing this node, per priority (may lead node_paused).
    pause_refs: [u32; PRIORITIES],
    queues: [VecDeque<Queued>; PRIORITIES],
    queue_bytes: [usize; PRIORITIES],
    total_bytes: usize,
    max_queue_bytes: usize,
    egress_busy: bool,
    /// Per priority: is this queue in XOFF, and which nodes it paused (bitmask over ports).
    xoff: [bool; PRIORITIES],
    paused_nodes: [u128; PRIORITIES],
    /// The node's own PFC request as last read ([`Node::rx_pause`]), and as the egress port
    /// honours it (after the pause delay): priorities held back toward the node.
    rx_pause_asked: u8,
    egress_paused: u8,
    /// Bytes this port's node has had delivered, by source port.
    rx_bytes_from: Vec<u64>,
    /// ECN marking of this egress port.
    ecn: Option<EcnConfig>,
    /// Whether it marks as frames leave (HPCC's DCQCN profile) rather than as they arrive.
    ecn_at_dequeue: bool,
    /// Time the egress link has spent serialising frames (frame, padding, FCS, preamble, IFG).
    egress_busy_ns: u64,
    /// When the egress link started its first frame and will finish its last one.
    egress_span: Option<(Nanos, Nanos)>,
}

/// Where the frame's IP header is, and what kind.
#[derive(Clone, Copy, Debug)]
struct IpLoc {
    /// Offset of the IP header.
    off: usize,
    /// 4 or 6.
    version: u8,
    /// IP header length.
    hlen: usize,
    /// End of the IP packet (offset in the frame), excluding Ethernet padding.
    end: usize,
    /// UDP follows.
    udp: bool,
}

/// Non-panicking location of the IP header (Ethernet, optional 802.1Q tag), through the
/// checked `wire` views.
fn locate_ip(f: &[u8]) -> Option<IpLoc> {
    let eth = EthernetFrame::new_checked(f).ok()?;
    let off = eth.header_len();
    let ip = eth.payload();
    match eth.ethertype() {
        ETHERTYPE_IPV4 => {
            let p = Ipv4Packet::new_checked(ip).ok()?;
            if p.version() != 4 {
                return None;
            }
            let hlen = p.header_len();
            let end = off + usize::from(p.total_len());
            Some(IpLoc { off, version: 4, hlen, end, udp: p.protocol() == IP_PROTO_UDP })
        }
        ETHERTYPE_IPV6 => {
            let p = Ipv6Packet::new_checked(ip).ok()?;
            if p.version() != 6 {
                return None;
            }
            let end = off + p.packet().len();
            Some(IpLoc { off, version: 6, hlen: ipv6::HEADER_LEN, end, udp: p.next_header() == IP_PROTO_UDP })
        }
        _ => None,
    }
}

/// The frame's 802.1p priority (VLAN PCP), if tagged.
pub fn frame_pcp(f: &[u8]) -> Option<u8> {
    // Only the TCI must be present (the inner EtherType is not needed for the priority).
    if f.len() < ethernet::field::TCI + 2 {
        return None;
    }
    let eth = EthernetFrame::new_unchecked(f);
    eth.vlan_tci().map(|tci| VlanTag::from_tci(tci).pcp)
}

/// The frame's IP ECN field, if it is IPv4 or IPv6.
pub fn frame_ecn(f: &[u8]) -> Option<u8> {
    let l = locate_ip(f)?;
    let ip = &f[l.off..l.end];
    Some(match l.version {
        4 => Ipv4Packet::new_unchecked(ip).ecn(),
        _ => Ipv6Packet::new_unchecked(ip).ecn(),
    })
}

/// ECN value "congestion experienced".
const ECN_CE: u8 = 3;

/// Sets ECN to CE (11) if the frame is IP and ECN-capable (01/10); true if it did.
/// IPv4's header checksum is updated incrementally (RFC 1624 eq. 3).
pub fn mark_ce(f: &mut [u8]) -> bool {
    let Some(l) = locate_ip(f) else { return false };
    let ip = &mut f[l.off..l.end];
    match l.version {
        4 => {
            let mut p = Ipv4Packet::new_unchecked(ip);
            if !matches!(p.ecn(), 1 | 2) {
                return false;
            }
            // The 16-bit header word holding the TOS byte, before and after.
            let w = ipv4::field::TOS & !1;
            let word = |p: &Ipv4Packet<&mut [u8]>| u16::from_be_bytes([p.header()[w], p.header()[w + 1]]);
            let old_word = word(&p);
            p.set_tos(p.tos() | ECN_CE);
            let new_word = word(&p);
            // HC' = ~(~HC + ~m + m'), one's complement arithmetic.
            let mut sum = u32::from(!p.checksum()) + u32::from(!old_word) + u32::from(new_word);
            while sum > 0xffff {
                sum = (sum & 0xffff) + (sum >> 16);
            }
            p.set_checksum(!(sum as u16));
            true
        }
        _ => {
            let mut p = Ipv6Packet::new_unchecked(ip);
            if !matches!(p.ecn(), 1 | 2) {
                return false;
            }
            let (version, tc, flow) = (p.version(), p.traffic_class(), p.flow_label());
            p.set_ver_tc_flow(version, tc | ECN_CE, flow);
            true
        }
    }
}

/// Byte ranges of the frame whose corruption the receiver can detect (see module docs).
fn protected_ranges(f: &[u8]) -> Vec<(usize, usize)> {
    let Some(l) = locate_ip(f) else { return Vec::new() };
    if !l.udp {
        return Vec::new();
    }
    let mut r = Vec::with_capacity(4);
    if l.version == 4 {
        r.push((l.off, l.off + l.hlen));
    } else {
        // Payload length and next header; the addresses. Not the traffic class, flow label
        // or hop limit (masked out of the ICRC).
        r.push((l.off + ipv6::field::PAYLOAD_LEN, l.off + ipv6::field::HOP_LIMIT));
        r.push((l.off + ipv6::field::SRC, l.off + ipv6::HEADER_LEN));
    }
    let udp_off = l.off + l.hlen;
    let bth_off = udp_off + udp::HEADER_LEN;
    let bth4 = bth_off + bth::field::FECN_BECN;
    if l.end < bth4 + 1 {
        return r;
    }
    // UDP ports and length (not the checksum, masked out of the ICRC).
    r.push((udp_off + udp::field::SRC_PORT, udp_off + udp::field::CHECKSUM));
    r.push((bth_off, bth4));
    r.push((bth4 + 1, l.end));
    r
}

/// One enqueue decision at the switch (recorded when [`Fabric::log_enqueues`] is on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnqueueRecord {
    /// When.
    pub at: Nanos,
    /// Source node.
    pub from: usize,
    /// Egress port.
    pub port: usize,
    /// Priority queue.
    pub pcp: u8,
    /// Bytes in that queue before this frame.
    pub queue_before: usize,
    /// The frame's ECN field on arrival.
    pub ecn_in: u8,
    /// Whether the switch marked it CE.
    pub marked: bool,
}

/// A deterministic fabric of nodes of type `N` around one switch.
pub struct Fabric<N: Node> {
    cfg: FabricConfig,
    now: Nanos,
    seq: u64,
    events: BinaryHeap<Reverse<Scheduled>>,
    ports: Vec<Port<N>>,
    by_mac: HashMap<[u8; 6], usize>,
    rng: ChaCha8Rng,
    counters: FabricCounters,
    trace: u64,
    pcap: Option<PcapWriter<Box<dyn Write>>>,
    pcap_error: Option<String>,
    enqueue_log: Option<Vec<EnqueueRecord>>,
}

impl<N: Node> Fabric<N> {
    /// An empty fabric at time 0.
    pub fn new(cfg: FabricConfig) -> Self {
        let rng = ChaCha8Rng::seed_from_u64(cfg.seed);
        Fabric {
            cfg,
            now: 0,
            seq: 0,
            events: BinaryHeap::new(),
            ports: Vec::new(),
            by_mac: HashMap::new(),
            rng,
            counters: FabricCounters::default(),
            trace: 0xcbf2_9ce4_8422_2325,
            pcap: None,
            pcap_error: None,
            enqueue_log: None,
        }
    }

    /// Attaches a node with MAC `mac` on a link `link`; returns its port number. At most 128
    /// nodes. The node is polled at the current time.
    pub fn add_node(&mut self, node: N, mac: [u8; 6], link: LinkConfig) -> usize {
        let id = self.ports.len();
        assert!(id < 128, "at most 128 nodes");
        for p in &mut self.ports {
            p.rx_bytes_from.push(0);
        }
        self.ports.push(Port {
            node,
            mac,
            link,
            uplink_busy_until: 0,
            uplink_event: false,
            wake_at: None,
            node_paused: [false; PRIORITIES],
            pause_refs: [0; PRIORITIES],
            queues: Default::default(),
            queue_bytes: [0; PRIORITIES],
            total_bytes: 0,
            max_queue_bytes: 0,
            egress_busy: false,
            xoff: [false; PRIORITIES],
            paused_nodes: [0; PRIORITIES],
            rx_pause_asked: 0,
            egress_paused: 0,
            rx_bytes_from: vec![0; id + 1],
            ecn: self.cfg.ecn.or(self.cfg.ecn_dcqcn_red.then(|| EcnConfig::dcqcn_red(link.rate_bps))),
            egress_busy_ns: 0,
            egress_span: None,
            ecn_at_dequeue: self.cfg.ecn.is_none() && self.cfg.ecn_dcqcn_red,
        });
        self.by_mac.insert(mac, id);
        self.schedule(self.now, Ev::Wake(id));
        self.ports[id].wake_at = Some(self.now);
        id
    }

    /// Writes every frame leaving a switch port to `w` as a nanosecond pcap (Ethernet).
    pub fn capture_pcap(&mut self, w: Box<dyn Write>) -> Result<(), PcapError> {
        self.pcap = Some(PcapWriter::new(w)?);
        Ok(())
    }

    /// Stops capturing; returns the writer (flush it) and the first write error, if any.
    pub fn finish_capture(&mut self) -> Option<(Box<dyn Write>, Option<String>)> {
        let w = self.pcap.take()?;
        Some((w.into_inner(), self.pcap_error.take()))
    }

    /// Starts (true) or stops recording every enqueue decision.
    pub fn log_enqueues(&mut self, on: bool) {
        self.enqueue_log = if on { Some(Vec::new()) } else { None };
    }

    /// The enqueue decisions recorded so far.
    pub fn enqueue_log(&self) -> &[EnqueueRecord] {
        self.enqueue_log.as_deref().unwrap_or(&[])
    }

    /// Simulated time now.
    pub fn now(&self) -> Nanos {
        self.now
    }

    /// The configuration.
    pub fn config(&self) -> &FabricConfig {
        &self.cfg
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.ports.len()
    }

    /// No nodes attached.
    pub fn is_empty(&self) -> bool {
        self.ports.is_empty()
    }

    /// Node `i`.
    pub fn node(&self, i: usize) -> &N {
        &self.ports[i].node
    }

    /// MAC address node `i` was attached with.
    pub fn mac(&self, i: usize) -> [u8; 6] {
        self.ports[i].mac
    }

    /// Node `i`, mutably. After changing it (posting work), call [`Fabric::kick`].
    pub fn node_mut(&mut self, i: usize) -> &mut N {
        &mut self.ports[i].node
    }

    /// Polls node `i` now (after work was posted to it from outside).
    pub fn kick(&mut self, i: usize) {
        let now = self.now;
        self.service(i, now);
    }

    /// Counters so far.
    pub fn counters(&self) -> &FabricCounters {
        &self.counters
    }

    /// Bytes queued at egress port `port`, priority `pcp`.
    pub fn queue_bytes(&self, port: usize, pcp: u8) -> usize {
        self.ports[port].queue_bytes[pcp as usize & 7]
    }

    /// The ECN profile egress port `port` marks with (None: no marking).
    pub fn port_ecn(&self, port: usize) -> Option<EcnConfig> {
        self.ports[port].ecn
    }

    /// Time egress port `port` (the link toward node `port`) has spent serialising frames so
    /// far, wire overhead included: its busy time (frames still on the wire counted whole).
    pub fn egress_busy_ns(&self, port: usize) -> u64 {
        self.ports[port].egress_busy_ns
    }

    /// When egress port `port` started serialising its first frame and finishes its last one so
    /// far (None: it has sent nothing).
    pub fn egress_span(&self, port: usize) -> Option<(Nanos, Nanos)> {
        self.ports[port].egress_span
    }

    /// Largest total queue seen on egress port `port`.
    pub fn max_queue_bytes(&self, port: usize) -> usize {
        self.ports[port].max_queue_bytes
    }

    /// Bytes delivered to node `to` that node `from` sent.
    pub fn delivered_bytes(&self, from: usize, to: usize) -> u64 {
        self.ports[to].rx_bytes_from[from]
    }

    /// Whether node `i` currently is told to pause priority `pcp`.
    pub fn is_paused(&self, i: usize, pcp: u8) -> bool {
        self.ports[i].node_paused[pcp as usize & 7]
    }

    /// A digest of every event processed so far (time, kind, place, frame bytes).
    pub fn trace_hash(&self) -> u64 {
        self.trace
    }

    /// Time of the next pending event.
    pub fn next_event_time(&self) -> Option<Nanos> {
        self.events.peek().map(|r| r.0.at)
    }

    /// Processes one event; false when none is left.
    pub fn step(&mut self) -> bool {
        let Some(Reverse(s)) = self.events.pop() else { return false };
        debug_assert!(s.at >= self.now);
        self.now = s.at;
        self.counters.events += 1;
        let (kind, place) = s.ev.tag();
        self.mix(s.at);
        self.mix(kind as u64);
        self.mix(place as u64);
        match s.ev {
            Ev::Wake(i) => {
                if self.ports[i].wake_at == Some(s.at) {
                    self.ports[i].wake_at = None;
                    self.service(i, s.at);
                }
            }
            Ev::UplinkFree(i) => {
                self.ports[i].uplink_event = false;
                self.service(i, s.at);
            }
            Ev::Arrive { from, frame } => {
                self.mix_frame(&frame);
                self.arrive(from, frame);
            }
            Ev::EgressFree(p) => {
                self.ports[p].egress_busy = false;
                self.start_egress(p);
            }
            Ev::Deliver { to, frame } => {
                self.mix_frame(&frame);
                self.counters.frames_delivered += 1;
                self.counters.bytes_delivered += frame.len() as u64;
                let port = &mut self.ports[to];
                port.node.receive(s.at, &frame);
                self.service(to, s.at);
            }
            Ev::Pause { node, pcp, paused } => {
                let port = &mut self.ports[node];
                let want = port.pause_refs[pcp as usize] > 0;
                // Only the latest state matters: a resume overtaken by a new pause is skipped.
                if want == paused && port.node_paused[pcp as usize] != paused {
                    port.node_paused[pcp as usize] = paused;
                    port.node.set_pause(pcp, paused);
                    if !paused {
                        self.service(node, s.at);
                    }
                }
            }
            Ev::EgressPause { port, mask } => {
                let resumed = self.ports[port].egress_paused & !mask != 0;
                self.ports[port].egress_paused = mask;
                if resumed && !self.ports[port].egress_busy {
                    self.start_egress(port);
                }
            }
        }
        true
    }

    /// Runs events up to and including time `t` (time then stands at `t`).
    pub fn run_until(&mut self, t: Nanos) {
        while let Some(at) = self.next_event_time() {
            if at > t {
                break;
            }
            self.step();
        }
        self.now = self.now.max(t);
    }

    /// Runs until `done(self)` holds (checked after every event), no event is left, or time
    /// passes `deadline`. Returns whether `done` held.
    pub fn run_while_not(&mut self, deadline: Nanos, mut done: impl FnMut(&Self) -> bool) -> bool {
        loop {
            if done(self) {
                return true;
            }
            match self.next_event_time() {
                Some(at) if at <= deadline => {
                    self.step();
                }
                _ => return done(self),
            }
        }
    }

    fn mix(&mut self, v: u64) {
        for b in v.to_le_bytes() {
            self.trace ^= b as u64;
            self.trace = self.trace.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn mix_frame(&mut self, f: &[u8]) {
        self.mix(f.len() as u64);
        let mut h = crc32fast::Hasher::new();
        h.update(f);
        self.mix(h.finalize() as u64);
    }

    fn schedule(&mut self, at: Nanos, ev: Ev) {
        self.seq += 1;
        self.events.push(Reverse(Scheduled { at, seq: self.seq, ev }));
    }

    fn pcp_of(&self, f: &[u8]) -> u8 {
        frame_pcp(f).unwrap_or(self.cfg.default_pcp & 7)
    }

    /// Runs due timers, pulls a frame if the uplink is free, takes the node's PFC request, and
    /// arranges the next wake-up.
    fn service(&mut self, i: usize, now: Nanos) {
        if self.ports[i].node.next_event().is_some_and(|t| t <= now) {
            self.ports[i].node.on_timer(now);
        }
        if let Some(pfc) = self.cfg.pfc {
            let mask = self.ports[i].node.rx_pause();
            let asked = self.ports[i].rx_pause_asked;
            if mask != asked {
                self.counters.node_pfc_xoff += (mask & !asked).count_ones() as u64;
                self.counters.node_pfc_xon += (asked & !mask).count_ones() as u64;
                self.ports[i].rx_pause_asked = mask;
                self.schedule(now + pfc.pause_delay_ns, Ev::EgressPause { port: i, mask });
            }
        }
        let free = self.ports[i].uplink_busy_until <= now && !self.ports[i].uplink_event;
        if free {
            if let Some(frame) = self.ports[i].node.transmit(now) {
                self.send_from(i, now, frame);
            }
        }
        let port = &self.ports[i];
        let want = match port.node.next_event() {
            None => None,
            Some(t) if t > now => Some(t),
            Some(_) if port.uplink_event => Some(port.uplink_busy_until.max(now + 1)),
            Some(_) => Some(now + POLL_NS),
        };
        if let Some(t) = want {
            if port.wake_at.is_none_or(|w| w > t || w < now) {
                self.ports[i].wake_at = Some(t);
                self.schedule(t, Ev::Wake(i));
            }
        }
    }

    fn send_from(&mut self, i: usize, now: Nanos, frame: Vec<u8>) {
        let pcp = self.pcp_of(&frame);
        if self.ports[i].node_paused[pcp as usize] {
            self.counters.pause_violations += 1;
        }
        self.counters.frames_sent += 1;
        self.counters.bytes_sent += frame.len() as u64;
        let link = self.ports[i].link;
        let done = now + serialization_ns(frame.len(), link.rate_bps);
        self.ports[i].uplink_busy_until = done;
        self.ports[i].uplink_event = true;
        self.schedule(done, Ev::UplinkFree(i));
        // Link faults on the way into the switch.
        let f = self.cfg.faults;
        if f.loss > 0.0 && self.rng.gen_bool(f.loss.clamp(0.0, 1.0)) {
            self.counters.dropped_loss += 1;
            return;
        }
        let mut arrive = done + link.prop_delay_ns;
        if f.reorder > 0.0 && self.rng.gen_bool(f.reorder.clamp(0.0, 1.0)) {
            let (lo, hi) = f.reorder_delay_ns;
            arrive += self.rng.gen_range(lo.min(hi)..=hi.max(lo));
            self.counters.reordered += 1;
        }
        if f.dup > 0.0 && self.rng.gen_bool(f.dup.clamp(0.0, 1.0)) {
            self.counters.duplicated += 1;
            self.schedule(arrive, Ev::Arrive { from: i, frame: frame.clone() });
        }
        self.schedule(arrive, Ev::Arrive { from: i, frame });
    }

    fn arrive(&mut self, from: usize, mut frame: Vec<u8>) {
        let dst: [u8; 6] = match frame.get(0..6).and_then(|d| d.try_into().ok()) {
            Some(d) => d,
            None => {
                self.counters.dropped_unroutable += 1;
                return;
            }
        };
        let Some(&p) = self.by_mac.get(&dst) else {
            self.counters.dropped_unroutable += 1;
            return;
        };
        let pcp = self.pcp_of(&frame) as usize;
        let len = frame.len();
        if self.ports[p].total_bytes + len > self.cfg.queue_capacity_bytes {
            self.counters.dropped_overflow += 1;
            return;
        }
        let ecn_in = frame_ecn(&frame).unwrap_or(0);
        let queue_before = self.ports[p].queue_bytes[pcp];
        let mut marked = false;
        if let Some(e) = self.ports[p].ecn.filter(|_| !self.ports[p].ecn_at_dequeue) {
            if self.red_mark(e, queue_before) && mark_ce(&mut frame) {
                self.counters.ecn_marked += 1;
                marked = true;
            }
        }
        if let Some(log) = self.enqueue_log.as_mut() {
            let pcp = pcp as u8;
            log.push(EnqueueRecord { at: self.now, from, port: p, pcp, queue_before, ecn_in, marked });
        }
        let port = &mut self.ports[p];
        port.queue_bytes[pcp] += len;
        port.total_bytes += len;
        port.max_queue_bytes = port.max_queue_bytes.max(port.total_bytes);
        let qb = port.queue_bytes[pcp];
        port.queues[pcp].push_back(Queued { from, frame });
        self.counters.max_queue_bytes = self.counters.max_queue_bytes.max(qb as u64);
        if let Some(pfc) = self.cfg.pfc {
            let port = &mut self.ports[p];
            if !port.xoff[pcp] && qb >= pfc.xoff_bytes {
                port.xoff[pcp] = true;
                self.counters.pfc_xoff += 1;
            }
            if self.ports[p].xoff[pcp] {
                // Every node with frames in the queue (and each later contributor) is paused.
                let feeding: u128 =
                    self.ports[p].queues[pcp].iter().fold(0, |m, q| m | 1u128 << q.from);
                let new = feeding & !self.ports[p].paused_nodes[pcp];
                self.ports[p].paused_nodes[pcp] |= new;
                for n in 0..self.ports.len() {
                    if new & (1u128 << n) != 0 {
                        self.pause_ref(n, pcp as u8, true, pfc.pause_delay_ns);
                    }
                }
            }
        }
        if !self.ports[p].egress_busy {
            self.start_egress(p);
        }
    }

    fn pause_ref(&mut self, node: usize, pcp: u8, pause: bool, delay: Nanos) {
        let refs = &mut self.ports[node].pause_refs[pcp as usize];
        let changed = if pause {
            *refs += 1;
            *refs == 1
        } else {
            *refs = refs.saturating_sub(1);
            *refs == 0
        };
        if changed {
            let at = self.now + delay;
            self.schedule(at, Ev::Pause { node, pcp, paused: pause });
        }
    }

    /// The RED decision for a queue of `q` bytes: never at or below Kmin, always above Kmax,
    /// in between with probability rising linearly to Pmax (one draw from the stream).
    fn red_mark(&mut self, e: EcnConfig, q: usize) -> bool {
        if q <= e.kmin_bytes {
            false
        } else if q > e.kmax_bytes {
            true
        } else {
            let span = (e.kmax_bytes - e.kmin_bytes).max(1) as f64;
            let prob = e.pmax * (q - e.kmin_bytes) as f64 / span;
            self.rng.gen_bool(prob.clamp(0.0, 1.0))
        }
    }

    fn start_egress(&mut self, p: usize) {
        let held = self.ports[p].egress_paused;
        let Some(pcp) = (0..PRIORITIES).rev().find(|&q| !self.ports[p].queues[q].is_empty() && held & (1 << q) == 0) else {
            return;
        };
        let Some(Queued { from, mut frame }) = self.ports[p].queues[pcp].pop_front() else { return };
        let len = frame.len();
        let port = &mut self.ports[p];
        port.queue_bytes[pcp] -= len;
        port.total_bytes -= len;
        let qb = port.queue_bytes[pcp];
        if let Some(e) = self.ports[p].ecn.filter(|_| self.ports[p].ecn_at_dequeue) {
            if self.red_mark(e, qb) && mark_ce(&mut frame) {
                self.counters.ecn_marked += 1;
            }
        }
        if let Some(pfc) = self.cfg.pfc {
            if self.ports[p].xoff[pcp] && qb <= pfc.xon_bytes {
                self.ports[p].xoff[pcp] = false;
                self.counters.pfc_xon += 1;
                let mask = std::mem::take(&mut self.ports[p].paused_nodes[pcp]);
                for n in 0..self.ports.len() {
                    if mask & (1u128 << n) != 0 {
                        self.pause_ref(n, pcp as u8, false, pfc.pause_delay_ns);
                    }
                }
            }
        }
        let c = self.cfg.faults.corrupt;
        if c > 0.0 && self.rng.gen_bool(c.clamp(0.0, 1.0)) {
            let ranges = protected_ranges(&frame);
            let bits: usize = ranges.iter().map(|(a, b)| (b - a) * 8).sum();
            if bits > 0 {
                let mut k = self.rng.gen_range(0..bits);
                for (a, b) in ranges {
                    let n = (b - a) * 8;
                    if k < n {
                        frame[a + k / 8] ^= 1 << (k % 8);
                        break;
                    }
                    k -= n;
                }
                self.counters.corrupted += 1;
            }
        }
        let link = self.ports[p].link;
        let now = self.now;
        let ser = serialization_ns(len, link.rate_bps);
        let done = now + ser;
        self.ports[p].egress_busy = true;
        self.ports[p].egress_busy_ns += ser;
        let span = self.ports[p].egress_span.map_or((now, done), |(first, _)| (first, done));
        self.ports[p].egress_span = Some(span);
        if let Some(w) = self.pcap.as_mut() {
            if let Err(e) = w.write(now, &frame) {
                self.pcap_error.get_or_insert(e.to_string());
            }
        }
        self.ports[p].rx_bytes_from[from] += len as u64;
        self.schedule(done, Ev::EgressFree(p));
        self.schedule(done + link.prop_delay_ns, Ev::Deliver { to: p, frame });
    }
}

/// Boxed nodes are nodes, so one fabric can hold nodes of different types.
impl<T: Node + ?Sized> Node for Box<T> {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        (**self).receive(now, frame)
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        (**self).transmit(now)
    }
    fn next_event(&self) -> Option<Nanos> {
        (**self).next_event()
    }
    fn on_timer(&mut self, now: Nanos) {
        (**self).on_timer(now)
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        (**self).set_pause(pcp, paused)
    }
    fn rx_pause(&self) -> u8 {
        (**self).rx_pause()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal IPv4/UDP frame with the given ECN and an 8+12+4 byte "RoCE" body.
    fn ipv4_frame(ecn: u8) -> Vec<u8> {
        let body = udp::HEADER_LEN + 16;
        let mut f = vec![0u8; ethernet::HEADER_LEN + ipv4::HEADER_LEN + body];
        let mut eth = EthernetFrame::new_unchecked(&mut f[..]);
        eth.set_outer_type(ETHERTYPE_IPV4);
        let mut ip = Ipv4Packet::new_unchecked(eth.payload_mut());
        ip.set_version_ihl(4, 5);
        ip.set_tos(ecn);
        ip.set_total_len((ipv4::HEADER_LEN + body) as u16);
        ip.set_ttl(64);
        ip.set_protocol(IP_PROTO_UDP);
        ip.fill_checksum();
        f
    }

    /// The IPv4 header checksum of `f` is right.
    fn ipv4_checksum_ok(f: &[u8]) -> bool {
        let eth = EthernetFrame::new_checked(f).unwrap();
        Ipv4Packet::new_checked(eth.payload()).unwrap().verify_checksum()
    }

    #[test]
    fn serialization_counts_overhead_and_min_frame() {
        // 1000 + 24 bytes at 8 Gb/s = 1024 ns.
        assert_eq!(serialization_ns(1000, 8_000_000_000), 1024);
        // A 20-byte frame is padded to 60: 84 bytes.
        assert_eq!(serialization_ns(20, 8_000_000_000), 84);
    }

    #[test]
    fn mark_ce_only_ect_and_checksum_stays_valid() {
        for ecn in 0..4u8 {
            let mut f = ipv4_frame(ecn);
            let marked = mark_ce(&mut f);
            assert_eq!(marked, ecn == 1 || ecn == 2, "ecn {ecn}");
            assert_eq!(frame_ecn(&f), Some(if marked { 3 } else { ecn }));
            assert!(ipv4_checksum_ok(&f), "ecn {ecn}");
        }
    }

    #[test]
    fn protected_ranges_skip_unchecked_bytes() {
        let f = ipv4_frame(2);
        let r = protected_ranges(&f);
        // IPv4 header, UDP ports+len, BTH bytes 0..4, BTH byte 5.. to IP end.
        assert_eq!(r, vec![(14, 34), (34, 40), (42, 46), (47, 58)]);
        let mut short = f.clone();
        short.truncate(30);
        assert!(protected_ranges(&short).is_empty());
        assert!(locate_ip(&[0u8; 5]).is_none());
    }

    #[test]
    fn vlan_ipv6_pcp_ecn_and_ranges() {
        let body = udp::HEADER_LEN + 16;
        let mut f = vec![0u8; ethernet::VLAN_HEADER_LEN + ipv6::HEADER_LEN + body];
        let mut eth = EthernetFrame::new_unchecked(&mut f[..]);
        eth.set_outer_type(crate::wire::ETHERTYPE_VLAN);
        eth.set_vlan_tci(VlanTag { pcp: 5, dei: false, vid: 7 }.to_tci().unwrap());
        eth.set_inner_type(ETHERTYPE_IPV6);
        let mut ip = Ipv6Packet::new_unchecked(eth.payload_mut());
        ip.set_ver_tc_flow(6, (26 << 2) | 1, 0xABCDE);
        ip.set_payload_len(body as u16);
        ip.set_next_header(IP_PROTO_UDP);
        assert_eq!(frame_pcp(&f), Some(5));
        assert_eq!(frame_ecn(&f), Some(1));
        // IPv6 payload length + next header, addresses, UDP ports+len, BTH 0..4, BTH 5.. to end.
        assert_eq!(protected_ranges(&f), vec![(22, 25), (26, 58), (58, 64), (66, 70), (71, 82)]);
        assert!(mark_ce(&mut f));
        assert_eq!(frame_ecn(&f), Some(3));
        let eth = EthernetFrame::new_checked(&f[..]).unwrap();
        let ip = Ipv6Packet::new_checked(eth.payload()).unwrap();
        assert_eq!((ip.version(), ip.traffic_class(), ip.flow_label()), (6, (26 << 2) | 3, 0xABCDE));
        assert!(!mark_ce(&mut f), "CE is not re-marked");
        // A tag without room for the IP header still has a priority.
        assert_eq!(frame_pcp(&f[..16]), Some(5));
        assert_eq!(frame_ecn(&f[..16]), None);
    }
}
