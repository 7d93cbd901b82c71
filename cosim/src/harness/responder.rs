//! Driving a verilated NIC top as a [`ResponderDut`] for `roce run`: the responder NIC
//! (`roce_responder`), or the whole NIC (`roce_nic`, [`NicTop`]), whose ports are the same.
//!
//! The model is the typed model that `cosim/build.rs` generates from the top's
//! `hdl/verilog/<top>.ports.json`, behind [`NicPorts`]: every port the harness touches each cycle is a typed
//! setter or getter (no port-name lookup, no allocation); only the AXI-Lite bus
//! ([`AxilBus`], a few accesses per run) reaches ports by name through [`Model`].
//!
//! # Ports (contract of issue 6, rust-hdl names exported with `__` for bundles)
//! - `clock`, `reset`;
//! - `s_axis_rx_{tdata,tkeep,tvalid,tready,tlast,tuser}`: frames in;
//! - `m_axis_tx_{...}`: frames out, `m_axis_tx_tready` from the TX MAC model (held high when
//!   transactional);
//! - `time_now` (the cycle count) and `tx_pause` (PFC from the fabric);
//! - `m_axi_*`: AXI4 master to host memory (as the DMA engine's, [`AxiMasterPorts`]), served by
//!   [`AxiHostMemory`];
//! - `s_axil_*`: AXI4-Lite slave, 16-bit address, 32-bit data ([`AxilBus`], the driver's way in).
//!
//! # Host memory set-up ([`HostLayout`])
//! Before traffic the adapter writes, straight into host memory, the QP context table (entry =
//! QPN, [`QpContext::to_bytes`]; the atomic replay table beside it needs nothing written: a
//! zero context has no live replay slot), the key table (entry = [`mkey_index`], [`MkeyEntry::to_bytes`],
//! identity-mapped: `host_addr == va`), the memory image of the scenario (data regions) and
//! the receive WQE rings, then hands the register programming (table bases, port addresses,
//! CQs, enable, receive doorbells) to a [`Configure`] hook written against `firmware::Driver`.
//! Receive WQE and completion formats come from golden's host formats through [`HostFormat`].
//!
//! # Time
//! The model runs in the fabric's time: cycle `c` is `c * ns_per_cycle` ns ([`Clocking`]). The
//! NIC's `time_now` input is the cycle count (on a board a free-running counter of its clock);
//! nothing loads golden's nanoseconds into it. Two modes:
//! - **cycle-timed** ([`Clocking::timed`], the default of `roce run`): a MAC model on each side.
//!   RX: a frame the fabric delivers at `t` (its last bit arrived: a store-and-forward MAC that
//!   checks the FCS first) enters `s_rx` beat by beat at the link's pace from `t` on (beat `k`
//!   not before `t + k * 512 bits / rate`), waiting in a [`MAC_RX_FIFO_BYTES`] FIFO while the
//!   NIC holds `tready` low (a frame that does not fit is dropped and counted in
//!   [`RtlResponder::mac_rx_dropped`]). With PFC on, the MAC asks the switch to pause a
//!   priority whose bytes in the FIFO reach [`MAC_RX_PFC_XOFF_BYTES`] and to resume at
//!   [`MAC_RX_PFC_XON_BYTES`] ([`Node::rx_pause`]), so a lossless fabric drops nothing. TX:
//!   the MAC takes a beat only when the link is free by the next clock edge (it holds at most
//!   that one beat while the link finishes the one before), each beat costing its bytes of link time
//!   and a frame's last one also its pad to 60 bytes, the FCS, preamble/SFD and inter-frame gap
//!   (24 bytes), so `m_axis_tx_tready` is real
//!   back-pressure; a frame goes to the fabric when its last beat was taken. PFC pauses from the
//!   fabric drive the NIC's `tx_pause` input. While nothing is in flight (the NIC's `idle`
//!   output high and no AXI traffic for [`QUIET_CYCLES`]) the model is not clocked and its
//!   cycle count jumps to the next event ([`Clocking::skip_idle`]; off, every cycle is
//!   clocked: a test shows both give the same run). Retransmission timers tick while the NIC is
//!   idle: while its `timers` output says some may be armed, a skip stops every
//!   [`TIMER_POLL_CYCLES`] and the model is clocked for a lap of its timer ring (3 cycles per
//!   entry), so a timeout fires at most that much later than it would on a board.
//! - **transactional** (`--transactional`, for debugging): frames are offered at once, `tready`
//!   is held high, and [`ResponderDut::settle`] runs the model until quiet after each frame.

use super::nic_ports::{NicPorts, NicTop};
use crate::host_memory::{AxiHostMemory, AxiSlaveConfig, AxiSlaveOut};
use crate::respnode::{DutError, DutKind, ResponderDut, NS_PER_CYCLE};
use crate::verilator::{bytes_to_words, words_to_bytes, Model, PortError};
use golden::context::{mkey_index, MkeyEntry, QpContext, ReplayRing, TableLayout, MKEY_ENTRY_SIZE, QPC_ENTRY_SIZE};
use golden::endpoint::Endpoint;
use golden::memory::HostMemory;
use golden::node::{Nanos, Node};
use golden::sim::Scenario;
use golden::transport::counters::Counters;
use golden::verbs::{AddressVector, Completion, QpType, RecvWr, VerbsError};
use hdl::axis::{frame_to_beats, AxisBeat, FrameCollector};
use std::collections::VecDeque;
use std::net::IpAddr;
use std::path::Path;

/// Host address of the QP context table.
pub const QPC_BASE: u64 = 0x20_0000_0000;
/// Host address of the key table.
pub const MKEY_BASE: u64 = 0x21_0000_0000;
/// Host address of the first receive ring (rings of consecutive QPs follow each other).
pub const RQ_BASE: u64 = 0x22_0000_0000;
/// Host address of the receive completion queue.
pub const CQ_BASE: u64 = 0x23_0000_0000;
/// Host address of the atomic replay table (one 256-byte ring per QP context entry).
pub const REPLAY_BASE: u64 = 0x24_0000_0000;
/// Host address of the send-queue context table (as many 64-byte entries as the QP context
/// table; only the whole NIC, `roce_nic`, uses it).
pub const SQC_BASE: u64 = 0x25_0000_0000;
/// Host address of QP 0's send queue ([`RtlResponder::post_sends`]; QP `q`'s ring at
/// `SQ_BASE + q * 2^(SQ_LOG_SIZE + stride)`, `stride` the slots' log2).
pub const SQ_BASE: u64 = 0x26_0000_0000;
/// log2 of the slots of each send queue ring.
pub const SQ_LOG_SIZE: u8 = 8;
/// log2 of a send queue slot's bytes: a WQE header and up to 4 SGEs. A run whose largest gather
/// list needs more takes larger slots ([`golden::hostfmt::send_wqe_log_stride`]) in every ring.
pub const SQ_LOG_STRIDE: u8 = 7;

/// Receive WQE and completion-entry formats (golden's `hostfmt`, written by the issue-6 lead):
/// the adapter needs them to fill the receive rings and read completions back.
pub trait HostFormat: Send {
    /// log2 of the WQE size in bytes for WQEs of `max_sge` scatter entries.
    fn wqe_log_stride(&self, max_sge: usize) -> u8;
    /// The bytes of receive WQE `wr`.
    fn encode_recv_wqe(&self, wr: &RecvWr) -> Result<Vec<u8>, String>;
    /// Size of a completion entry in bytes.
    fn cqe_size(&self) -> usize;
    /// The completion in the slot of free-running consumer index `index` of a ring of
    /// `1 << log2` entries (None: not written yet, or not decodable).
    fn decode_cqe(&self, bytes: &[u8], index: u32, log2: u8) -> Option<Completion>;
}

/// [`HostFormat`] by `golden::hostfmt`, the one definition of the WQE and completion formats.
pub struct GoldenHostFormat;

impl HostFormat for GoldenHostFormat {
    fn wqe_log_stride(&self, max_sge: usize) -> u8 {
        golden::hostfmt::wqe_log_stride(max_sge)
    }
    fn encode_recv_wqe(&self, wr: &RecvWr) -> Result<Vec<u8>, String> {
        golden::hostfmt::encode_recv_wqe(wr).map_err(|e| e.to_string())
    }
    fn cqe_size(&self) -> usize {
        golden::hostfmt::CQE_SIZE
    }
    fn decode_cqe(&self, bytes: &[u8], index: u32, log2: u8) -> Option<Completion> {
        golden::hostfmt::decode_cqe(bytes, index, log2).ok().flatten()
    }
}

impl firmware::RegBus for AxilBus<'_> {
    fn read32(&mut self, addr: u16) -> u32 {
        AxilBus::read32(self, addr)
    }
    fn write32(&mut self, addr: u16, v: u32) {
        AxilBus::write32(self, addr, v)
    }
}

/// The register programming of `roce run`, through `firmware::Driver`: discovery, table bases,
/// the port as the golden responder's configuration says, completion queue 0, enable, then one
/// receive doorbell per QP (its ring's producer).
pub fn driver_configure(bus: &mut AxilBus<'_>, l: &HostLayout) -> Result<(), String> {
    let e = |x: firmware::DriverError| x.to_string();
    let mut d = firmware::Driver::probe(bus).map_err(e)?;
    d.set_qpc_table(l.qpc.base, l.qpc_log2).map_err(e)?;
    d.set_mkey_table(l.mkey.base, l.mkey_log2).map_err(e)?;
    d.set_replay_table(l.replay.base).map_err(e)?;
    d.set_sqc_table(SQC_BASE).map_err(e)?;
    let p = &l.port;
    let udp_sport = match p.udp_src_port {
        golden::endpoint::UdpSrcPort::Fixed(x) => firmware::UdpSport::Fixed(x),
        golden::endpoint::UdpSrcPort::PerQp => firmware::UdpSport::PerQp,
    };
    // The NIC's `time_now` counts clock cycles, so the interval is in cycles: golden's
    // `now - last >= interval_ns` with now = cycle * ns_per_cycle is `cycles >= ceil(interval / ns)`.
    let cnp_interval = p.dcqcn.min_time_between_cnps_ns.div_ceil(l.ns_per_cycle.max(1)).min(u32::MAX as u64) as u32;
    d.configure_port(&firmware::PortConfig {
        mac: p.mac,
        ip: p.ip,
        vlan: p.vlan,
        pcp: p.pcp,
        dscp: p.dscp,
        ttl: p.ttl,
        cnp_pcp: p.cnp_pcp,
        cnp_dscp: p.cnp_dscp,
        cc_enabled: p.cc_enabled,
        udp_sport,
        cnp_interval,
        psn_window: p.tuning.max_inflight_psns,
        ack_req_every: p.tuning.ack_req_every.min(u8::MAX as u32) as u8,
    })
    .map_err(e)?;
    d.setup_cq(0, l.cq_base, l.cq_log2).map_err(e)?;
    // Enabled before the doorbells: the engine takes a doorbell (and frees the register for
    // the next one) only when running.
    d.set_enabled(true);
    for &(qpn, producer) in &l.qps {
        d.ring_rq_doorbell(qpn, producer).map_err(e)?;
    }
    Ok(())
}

/// Register programming: table bases and sizes, port addresses, CQ set-up, enable, and the
/// receive doorbells (producer of each QP's ring). Written against `firmware::Driver`.
pub type Configure = Box<dyn FnMut(&mut AxilBus<'_>, &HostLayout) -> Result<(), String> + Send>;

/// Where the adapter put things in host memory, and what the registers must say.
#[derive(Clone, Debug)]
pub struct HostLayout {
    /// QP context table.
    pub qpc: TableLayout,
    /// log2 of the QPC table's entry count.
    pub qpc_log2: u8,
    /// Key table.
    pub mkey: TableLayout,
    /// log2 of the key table's entry count.
    pub mkey_log2: u8,
    /// Atomic replay table: one [`ReplayRing`] per QP context entry.
    pub replay: TableLayout,
    /// Receive completion queue (CQ number 0) and log2 of its entry count.
    pub cq_base: u64,
    /// log2 of the CQ's entry count.
    pub cq_log2: u8,
    /// Local MAC and IP of the responder.
    pub mac: [u8; 6],
    /// Local IP.
    pub ip: IpAddr,
    /// The golden responder's whole port configuration (VLAN, PCP/DSCP, CNP PCP/DSCP, TTL, CC,
    /// UDP source port policy, DCQCN's CNP interval in ns: divide by 4 for `cnp_interval`):
    /// what the port registers must say for byte-exact frames.
    pub port: golden::endpoint::EndpointConfig,
    /// Every QP: QPN and the producer index the doorbell must announce.
    pub qps: Vec<(u32, u32)>,
    /// Every QP's receive ring, in the order of `qps`.
    pub rings: Vec<RecvRing>,
    /// Clock period in ns (the unit of the NIC's time: `cnp_interval` is in cycles).
    pub ns_per_cycle: u64,
}

/// Where one QP's receive ring is (what its context says).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecvRing {
    /// The QP.
    pub qpn: u32,
    /// Host address of slot 0.
    pub base: u64,
    /// log2 of the slot count.
    pub log_size: u8,
    /// log2 of the slot size in bytes.
    pub log_stride: u8,
}

/// A receive ring as the driver sees it while running: WQEs posted (the producer index it
/// announced) and receive completions polled, both free-running.
#[derive(Clone, Copy, Debug)]
struct RingState {
    ring: RecvRing,
    producer: u32,
    completed: u32,
}

fn log2_ceil(n: u64) -> u8 {
    (64 - n.saturating_sub(1).leading_zeros()).min(63) as u8
}

/// The responder's objects, from a golden scenario and its golden responder endpoint, as
/// host-memory entries.
pub fn plan_from_scenario(sc: &Scenario, ep: &Endpoint, fmt: &dyn HostFormat) -> Result<(HostLayout, HostMemory), DutError> {
    plan_for_side(sc, ep, 1, fmt)
}

/// The objects of the scenario's endpoint `side` (0: the requester, 1: the responder), golden
/// endpoint `ep`, as host-memory entries: its QP contexts, keys, memory image and receive rings.
pub fn plan_for_side(sc: &Scenario, ep: &Endpoint, side: usize, fmt: &dyn HostFormat) -> Result<(HostLayout, HostMemory), DutError> {
    let err = |e: &dyn std::fmt::Display| DutError::Setup(e.to_string());
    let mut mem = ep.mem().clone();
    let qpns = sc.qpns(side);
    let max_qpn = qpns.iter().copied().max().unwrap_or(0);
    let qpc_log2 = log2_ceil(max_qpn as u64 + 1);
    let qpc = TableLayout::new::<QpContext>(QPC_BASE, 1 << qpc_log2).map_err(|e| err(&e))?;
    let replay = TableLayout::new::<ReplayRing>(REPLAY_BASE, 1 << qpc_log2).map_err(|e| err(&e))?;
    let keys = sc.mr_keys(side);
    let max_index = keys.iter().map(|k| mkey_index(*k)).max().unwrap_or(0);
    let mkey_log2 = log2_ceil(max_index as u64 + 1);
    let mkey = TableLayout::new::<MkeyEntry>(MKEY_BASE, 1 << mkey_log2).map_err(|e| err(&e))?;
    for &k in &keys {
        let r = ep.mr(k).ok_or_else(|| DutError::Setup(format!("key {k:#x} not registered")))?;
        let e = MkeyEntry { va: r.va, len: r.len, host_addr: r.va, key: k, pd: r.pd, access: r.access, valid: r.valid };
        mkey.store(&mut mem, mkey_index(k), &e).map_err(|e| err(&e))?;
    }
    let recvs = sc.posted_recvs(side);
    let depth = sc.config().rq_depth;
    let mut rq_at = RQ_BASE;
    let mut out_qps = Vec::new();
    let mut rings = Vec::new();
    // Receive WQEs that can be outstanding at once over every QP.
    let mut outstanding = 0u64;
    for &qpn in &qpns {
        let (state, c) = ep.query_qp(qpn).map_err(|e| err(&e))?;
        let mine: Vec<&RecvWr> = recvs.iter().filter(|(q, _)| *q == qpn).map(|(_, w)| w).collect();
        // The ring holds the QP's receive-queue depth (all of its receives without one); those
        // posted at set-up are written now, the scenario's refills later (`post_recv`).
        let entries = depth.map_or(mine.len(), |d| mine.len().min(d as usize)).max(1) as u64;
        outstanding += entries;
        let log_size = log2_ceil(entries).max(1);
        let at_setup = sc.recvs_at_setup(side, qpn);
        // WQE slots sized for the longest scatter list of all the QP's receives, refills too.
        let stride = fmt.wqe_log_stride(mine.iter().map(|w| w.sges.len()).max().unwrap_or(1));
        for (i, wr) in mine.iter().take(at_setup).enumerate() {
            let wqe = fmt.encode_recv_wqe(wr).map_err(|e| DutError::Setup(format!("receive WQE: {e}")))?;
            mem.write(rq_at + ((i as u64) << stride), &wqe).map_err(|e| err(&e))?;
        }
        let qp_type = ep.qp_type(qpn).map_err(|e| err(&e))?;
        // A UD QP has no peer: its CNPs go back to each request's sender.
        let av = match (c.av, qp_type) {
            (Some(av), _) => av,
            (None, QpType::Ud) => AddressVector { mac: [0; 6], ip: IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED) },
            (None, _) => return Err(DutError::Setup(format!("QP {qpn} has no address vector"))),
        };
        let dgid = match av.ip {
            IpAddr::V4(v4) => v4.to_ipv6_mapped().octets(),
            IpAddr::V6(v6) => v6.octets(),
        };
        let ctx = QpContext {
            state,
            qp_type,
            qkey: c.qkey,
            path_mtu: c.path_mtu,
            access: c.access,
            dest_qpn: c.dest_qpn,
            epsn: c.rq_psn,
            npsn: c.sq_psn,
            pkey: c.pkey,
            min_rnr_timer: c.min_rnr_timer,
            pd: 1,
            rq_base: rq_at,
            rq_log_size: log_size,
            rq_log_stride: stride,
            max_dest_rd_atomic: c.max_dest_rd_atomic,
            max_rd_atomic: c.max_rd_atomic,
            rq_producer: at_setup as u32,
            timeout: c.timeout,
            retry_cnt: c.retry_cnt,
            rnr_retry: c.rnr_retry,
            retry_left: c.retry_cnt,
            rnr_left: c.rnr_retry,
            dmac: av.mac,
            udp_sport: 0xC000 | ((qpn ^ c.dest_qpn) & 0x3FFF) as u16,
            hop_limit: ep.config().ttl,
            traffic_class: ep.config().dscp << 2,
            dgid,
            ..Default::default()
        };
        qpc.store(&mut mem, qpn, &ctx).map_err(|e| err(&e))?;
        out_qps.push((qpn, at_setup as u32));
        rings.push(RecvRing { qpn, base: rq_at, log_size, log_stride: stride });
        rq_at += (1u64 << log_size) << stride;
        rq_at = rq_at.div_ceil(4096) * 4096;
    }
    // The CQ holds every completion of the run, or with refills twice what can be outstanding:
    // the driver reads every completion within a poll and reports its consumer index once half
    // the ring is read, so the NIC sees fewer than (half the ring + the receives posted) entries
    // in use, and a ring of 2 x that cannot overflow while it wraps.
    let cq_log2 = match depth {
        None => log2_ceil(recvs.len().max(1) as u64 + 1),
        Some(_) => log2_ceil(recvs.len().max(1) as u64 + 1).min(log2_ceil(2 * outstanding)),
    };
    let layout = HostLayout {
        qpc,
        qpc_log2,
        mkey,
        mkey_log2,
        replay,
        cq_base: CQ_BASE,
        cq_log2,
        mac: ep.config().mac,
        ip: ep.config().ip,
        port: ep.config().clone(),
        qps: out_qps,
        rings,
        ns_per_cycle: NS_PER_CYCLE,
    };
    debug_assert_eq!(QPC_ENTRY_SIZE, 128);
    debug_assert_eq!(MKEY_ENTRY_SIZE, 64);
    Ok((layout, mem))
}

fn word(m: &dyn Model, p: &str) -> Result<u32, PortError> {
    Ok(m.get_words(p)?.first().copied().unwrap_or(0))
}

/// How the harness keeps time: the clock period and the MAC model's link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocking {
    /// Clock period in whole nanoseconds (250 MHz: 4).
    pub ns_per_cycle: u64,
    /// Link rate of the MAC model in bits per second.
    pub link_bps: u64,
    /// Cycle-timed (MAC models pace both streams); false: transactional.
    pub timed: bool,
    /// Cycle-timed: skip idle stretches without clocking the model.
    pub skip_idle: bool,
}

impl Clocking {
    /// Cycle-timed at `clock_mhz` (must divide 1000: a whole number of ns per cycle) with a
    /// link of `link_bps`.
    pub fn timed(clock_mhz: u64, link_bps: u64) -> Result<Clocking, DutError> {
        if clock_mhz == 0 || 1000 % clock_mhz != 0 || link_bps == 0 {
            return Err(DutError::Setup(format!(
                "clock {clock_mhz} MHz / link {link_bps} b/s: the clock must divide 1000 MHz (a whole number of ns per cycle) and the link be above 0"
            )));
        }
        Ok(Clocking { ns_per_cycle: 1000 / clock_mhz, link_bps, timed: true, skip_idle: true })
    }
    /// Transactional at 250 MHz (settle after every frame, no link pacing).
    pub fn transactional() -> Clocking {
        Clocking { ns_per_cycle: NS_PER_CYCLE, link_bps: 100_000_000_000, timed: false, skip_idle: true }
    }
    /// Picoseconds of link time for `bytes` bytes.
    fn link_ps(&self, bytes: usize) -> u64 {
        ((bytes as u128 * 8 * 1_000_000_000_000).div_ceil(self.link_bps as u128)) as u64
    }
    fn ps_per_cycle(&self) -> u64 {
        self.ns_per_cycle * 1000
    }
}

/// Cycles the harness holds the NIC's `reset` pin high.
pub const RESET_CYCLES: usize = 2;
/// Cycles after `reset` falls before the first register access: the NIC registers `reset` once
/// (`hdl::responder`), so its blocks are still in reset in the first cycle after the pin falls.
pub const RESET_RELEASE_CYCLES: usize = 2;

/// Bytes the MAC model's receive FIFO holds while the NIC back-pressures `s_rx`.
pub const MAC_RX_FIFO_BYTES: usize = 256 * 1024;

/// With PFC on, the MAC model asks the switch to pause a priority once that priority's bytes in
/// the receive FIFO reach this ([`Node::rx_pause`]). The 32 KiB of headroom above it hold what
/// is already on its way when the pause lands: the PAUSE frame's trip (the fabric's
/// `pause_delay_ns`, 500 ns = 6.25 KB at 100 Gb/s), the frames on the wire (the same again) and
/// one frame in the switch's serializer (4.2 KB at MTU 4096).
pub const MAC_RX_PFC_XOFF_BYTES: usize = MAC_RX_FIFO_BYTES - 32 * 1024;

/// ... and resumes it once they fall to this (hysteresis, so that a pause is not re-sent for
/// every frame).
pub const MAC_RX_PFC_XON_BYTES: usize = MAC_RX_FIFO_BYTES / 2;

/// A frame the MAC model finished sending: its bytes, and the cycles its first and last beats
/// were taken.
#[derive(Clone, Debug)]
pub struct TxFrame {
    /// The frame (no FCS).
    pub bytes: Vec<u8>,
    /// Cycle of its first beat on `m_tx`.
    pub first: u64,
    /// Cycle of its last beat.
    pub last: u64,
}

/// The model and its host memory, clocked together.
struct Core {
    /// The NIC top's model ([`NicTop`]).
    m: Box<dyn NicPorts>,
    mem: AxiHostMemory,
    s: AxiSlaveOut,
    clk: Clocking,
    /// RX beats waiting in the MAC model, each with the first cycle it may be offered.
    beats: VecDeque<(AxisBeat, u64)>,
    /// The frames of `beats`, oldest first (popped when their last beat is taken), with their
    /// 802.1p priority.
    rx_frames: VecDeque<(Vec<u8>, u8)>,
    rx_fifo_bytes: usize,
    /// PFC of the MAC model's receive side: on or not, the priority of untagged frames, the
    /// FIFO's bytes per priority, and the priorities it asks the switch to pause.
    rx_pfc: bool,
    rx_untagged_pcp: u8,
    rx_fifo_pcp: [usize; 8],
    rx_xoff: u8,
    /// Picosecond time before which the next RX frame's first beat may not be offered.
    rx_next_ps: u64,
    mac_rx_dropped: u64,
    /// Frames whose last beat `s_rx` took, with that cycle.
    accepted: Vec<(u64, Vec<u8>)>,
    offering: bool,
    col: FrameCollector,
    /// TX MAC model: the link is busy until this picosecond time; the frame in progress started
    /// at this cycle.
    tx_free_ps: u64,
    tx_first: Option<u64>,
    out: VecDeque<TxFrame>,
    /// `tx_pause` input (bit p: priority p paused).
    pause_bits: u8,
    cycles: u64,
    /// Cycles the model was clocked (the rest of `cycles` was skipped idle).
    clocked: u64,
    active_at: u64,
    /// The NIC's `timers` output as of the last cycle clocked.
    timers: u64,
    /// While the NIC has timers, the next cycle an idle skip stops at to clock it
    /// ([`TIMER_POLL_CYCLES`]).
    timer_wake: u64,
    /// Not quiet before this cycle (a timer ring's lap being clocked).
    busy_until: u64,
    /// Latency probe: cycle of the first `s_rx` beat taken and of the first AXI write address
    /// after [`RtlResponder::settle_probe_first_aw`] armed it.
    probe: Option<(Option<u64>, Option<u64>)>,
    /// [`RtlResponder::check_registered_outputs`]: every cycle, evaluate once more after the
    /// inputs are driven and count the cycles where an output changed (the first such port).
    check_outputs: bool,
    output_violations: (u64, Option<&'static str>),
    /// [`RtlResponder::trace_vcd_from`]: open this VCD when the model reaches this cycle.
    trace_at: Option<(u64, std::path::PathBuf)>,
    /// The watchdog's reference ([`STALL_CYCLES`]): the last cycle with a handshake on any port
    /// (RX, TX, the AXI master's five channels), `idle` high, or the TX paused by PFC.
    progress_at: u64,
}

/// The priorities to pause given the receive FIFO's bytes per priority and the current pauses:
/// pause at [`MAC_RX_PFC_XOFF_BYTES`], resume at [`MAC_RX_PFC_XON_BYTES`] (none with PFC off).
fn rx_pfc_decision(pfc: bool, bytes: &[usize; 8], mut xoff: u8) -> u8 {
    if !pfc {
        return 0;
    }
    for (p, &b) in bytes.iter().enumerate() {
        if b >= MAC_RX_PFC_XOFF_BYTES {
            xoff |= 1 << p;
        } else if b <= MAC_RX_PFC_XON_BYTES {
            xoff &= !(1 << p);
        }
    }
    xoff
}

/// Every output, evaluated again with this cycle's inputs, must be what it was: counts a cycle
/// where one changed in `v` (and names the first port).
fn check_outputs_unchanged_by_eval(m: &mut dyn Model, v: &mut (u64, Option<&'static str>)) {
    let outs: Vec<&'static str> = m.ports().iter().filter(|p| !p.input).map(|p| p.name).collect();
    let read = |m: &dyn Model| -> Vec<Option<Vec<u32>>> { outs.iter().map(|n| m.get_words(n).ok()).collect() };
    let before = read(m);
    m.eval();
    let after = read(m);
    if let Some(i) = before.iter().zip(&after).position(|(a, b)| a != b) {
        v.0 += 1;
        v.1.get_or_insert(outs[i]);
    }
}

impl Core {
    /// The MAC model's PFC decision from its FIFO fill, per priority, with hysteresis.
    fn update_rx_pfc(&mut self) {
        self.rx_xoff = rx_pfc_decision(self.rx_pfc, &self.rx_fifo_pcp, self.rx_xoff);
    }

    /// One clock: drive inputs (clock low), settle, record handshakes, edge; host memory ticks.
    fn tick(&mut self) {
        if self.trace_at.as_ref().is_some_and(|t| t.0 <= self.cycles) {
            if let Some((_, path)) = self.trace_at.take() {
                if let Err(e) = self.m.trace_vcd(&path) {
                    eprintln!("VCD {}: {e}", path.display());
                }
            }
        }
        let m = &mut *self.m;
        if !self.offering && self.beats.front().is_some_and(|b| b.1 <= self.cycles) {
            self.offering = true;
        }
        match self.beats.front().filter(|_| self.offering) {
            Some((b, _)) => {
                m.set_s_axis_rx_tdata(&bytes_to_words(&b.data));
                m.set_s_axis_rx_tkeep(b.keep);
                m.set_s_axis_rx_tlast(b.last);
                m.set_s_axis_rx_tuser(b.user);
                m.set_s_axis_rx_tvalid(true);
            }
            None => m.set_s_axis_rx_tvalid(false),
        }
        m.set_time_now(self.cycles & u32::MAX as u64);
        m.set_tx_pause(self.pause_bits as u64);
        let now_ps = self.cycles * self.clk.ps_per_cycle();
        // The link frees up before the next edge: the MAC takes the beat and holds it for the
        // rest of the cycle (a real MAC's serializer runs from a small buffer; waiting for a
        // cycle in which the link is already free would idle it for up to a cycle per beat:
        // 64-byte beats of 5.12 ns at 100 Gb/s would each cost two 4-ns cycles, 64 Gb/s).
        let tx_ready = !self.clk.timed || self.tx_free_ps < now_ps + self.clk.ps_per_cycle();
        m.set_m_axis_tx_tready(tx_ready);
        m.drive_slave(&self.s);
        // No `eval` here: every output read before the edge (`s_rx` ready, `m_tx`, the AXI
        // master's channels, `idle`) is a function of registers only, so it is already right for
        // this cycle's inputs; the edge's own `eval` settles them (`tick`). The test
        // `outputs_read_before_the_edge_do_not_depend_on_inputs` keeps it so.
        if self.check_outputs {
            check_outputs_unchanged_by_eval(m as &mut dyn Model, &mut self.output_violations);
        }
        let mut active = false;
        let mut moved = m.get_idle() || self.pause_bits != 0;
        if self.offering && m.get_s_axis_rx_tready() {
            if let Some((b, _)) = self.beats.pop_front() {
                let n = b.keep.count_ones() as usize;
                self.rx_fifo_bytes = self.rx_fifo_bytes.saturating_sub(n);
                if let Some((_, pcp)) = self.rx_frames.front() {
                    let q = &mut self.rx_fifo_pcp[*pcp as usize & 7];
                    *q = q.saturating_sub(n);
                }
                if b.last {
                    if let Some((f, _)) = self.rx_frames.pop_front() {
                        self.accepted.push((self.cycles, f));
                    }
                }
                self.rx_xoff = rx_pfc_decision(self.rx_pfc, &self.rx_fifo_pcp, self.rx_xoff);
            }
            self.offering = false;
            active = true;
            moved = true;
            if let Some((first @ None, _)) = &mut self.probe {
                *first = Some(self.cycles);
            }
        }
        let tx_beat = (tx_ready && m.get_m_axis_tx_tvalid()).then(|| AxisBeat {
            data: words_to_bytes(&m.get_m_axis_tx_tdata()),
            keep: m.get_m_axis_tx_tkeep(),
            last: m.get_m_axis_tx_tlast(),
            user: m.get_m_axis_tx_tuser(),
        });
        if let Some(b) = tx_beat {
            active = true;
            moved = true;
            let first = *self.tx_first.get_or_insert(self.cycles);
            let mut bytes = b.keep.count_ones() as usize;
            if let Some((f, _user)) = self.col.push(&b.data, b.keep, b.last, b.user) {
                // Pad to the minimum frame, FCS, preamble/SFD and inter-frame gap.
                bytes += golden::fabric::MIN_FRAME.saturating_sub(f.len()) + golden::fabric::WIRE_OVERHEAD;
                self.out.push_back(TxFrame { bytes: f, first, last: self.cycles });
                self.tx_first = None;
            }
            self.tx_free_ps = self.tx_free_ps.max(now_ps) + self.clk.link_ps(bytes);
        }
        // The NIC's own `idle` output: nothing in flight inside (records, payload, DMA writes,
        // response jobs, READ data, a frame leaving).
        active |= !m.get_idle() || self.offering || self.tx_first.is_some();
        self.timers = m.get_timers();
        let mo = m.master_out();
        active |= mo.ar_valid || mo.aw_valid || mo.w_valid;
        let s = &self.s;
        moved |= (mo.ar_valid && s.ar_ready)
            || (mo.aw_valid && s.aw_ready)
            || (mo.w_valid && s.w_ready)
            || (s.r_valid && mo.r_ready)
            || (s.b_valid && mo.b_ready);
        if moved {
            self.progress_at = self.cycles;
        }
        if mo.aw_valid {
            if let Some((_, aw @ None)) = &mut self.probe {
                *aw = Some(self.cycles);
            }
        }
        m.tick();
        self.s = self.mem.tick(&mo);
        active |= self.s.r_valid || self.s.b_valid;
        let (r, w) = self.mem.in_flight();
        active |= r + w > 0;
        self.cycles += 1;
        self.clocked += 1;
        if active {
            self.active_at = self.cycles;
        }
    }
}

/// AXI4-Lite register access through the model's `s_axil_*` ports (each access runs the clock,
/// host memory served, until the response). The lead's `impl firmware::RegBus for AxilBus` is
/// one line per method calling [`AxilBus::read32`] / [`AxilBus::write32`].
pub struct AxilBus<'a> {
    core: &'a mut Core,
    /// Accesses that got no response within [`AXIL_TIMEOUT`] cycles, or a port error.
    pub errors: u64,
}

/// Cycles an AXI-Lite access may take before it is abandoned (counted in [`AxilBus::errors`]).
pub const AXIL_TIMEOUT: u32 = 20_000;

impl AxilBus<'_> {
    fn set(&mut self, p: &str, v: u32) -> bool {
        self.core.m.set_words(p, &[v]).is_ok()
    }
    fn get(&self, p: &str) -> u32 {
        word(&*self.core.m, p).unwrap_or(0)
    }
    /// Reads the 32-bit register at byte address `addr`.
    pub fn read32(&mut self, addr: u16) -> u32 {
        let ok = self.set("s_axil_araddr", addr as u32) && self.set("s_axil_arvalid", 1) && self.set("s_axil_rready", 1);
        if !ok {
            self.errors += 1;
            return 0;
        }
        let mut ar_done = false;
        for _ in 0..AXIL_TIMEOUT {
            self.core.m.eval();
            let ar_hs = !ar_done && self.get("s_axil_arready") != 0;
            let r = (self.get("s_axil_rvalid") != 0).then(|| self.get("s_axil_rdata"));
            self.core.tick();
            if ar_hs {
                ar_done = true;
                self.set("s_axil_arvalid", 0);
            }
            if let Some(v) = r {
                self.set("s_axil_rready", 0);
                return v;
            }
        }
        self.set("s_axil_arvalid", 0);
        self.set("s_axil_rready", 0);
        self.errors += 1;
        0
    }
    /// Writes the 32-bit register at byte address `addr`.
    pub fn write32(&mut self, addr: u16, v: u32) {
        let ok = self.set("s_axil_awaddr", addr as u32)
            && self.set("s_axil_awvalid", 1)
            && self.set("s_axil_wdata", v)
            && self.set("s_axil_wstrb", 0xF)
            && self.set("s_axil_wvalid", 1)
            && self.set("s_axil_bready", 1);
        if !ok {
            self.errors += 1;
            return;
        }
        let (mut aw_done, mut w_done) = (false, false);
        for _ in 0..AXIL_TIMEOUT {
            self.core.m.eval();
            let aw_hs = !aw_done && self.get("s_axil_awready") != 0;
            let w_hs = !w_done && self.get("s_axil_wready") != 0;
            let b = self.get("s_axil_bvalid") != 0;
            self.core.tick();
            if aw_hs {
                aw_done = true;
                self.set("s_axil_awvalid", 0);
            }
            if w_hs {
                w_done = true;
                self.set("s_axil_wvalid", 0);
            }
            if b {
                self.set("s_axil_bready", 0);
                return;
            }
        }
        for p in ["s_axil_awvalid", "s_axil_wvalid", "s_axil_bready"] {
            self.set(p, 0);
        }
        self.errors += 1;
    }
}

/// The harness's watchdog: cycles the NIC may keep `idle` low without a handshake on any port
/// (and its TX not paused) before [`RtlResponder::stalled`] reports it and the run ends: 2^20,
/// 4.2 ms at 250 MHz, where the slowest host model answers in a few hundred cycles. A deadlock
/// then fails in seconds with the cycle it began, not at the run's time limit.
pub const STALL_CYCLES: u64 = 1 << 20;

/// Cycles without any activity after which the RTL counts as quiet.
pub const QUIET_CYCLES: u64 = 64;

/// While the NIC has retransmission timers armed (its `timers` output), an idle skip stops at
/// least this often (16.4 us at 250 MHz, four of IBTA's 4.096 us timer units) and clocks the
/// NIC for a lap of its timer ring: the harness's resolution for a timeout (the scenario's is
/// milliseconds).
pub const TIMER_POLL_CYCLES: u64 = 4096;
/// Transactional mode outside lockstep: the fabric polls the RTL every this many cycles.
pub const POLL_CYCLES: u64 = 16;
/// Most cycles [`RtlResponder::settle`] runs for one call.
pub const SETTLE_LIMIT: u64 = 1_000_000;

/// The verilated responder with its host memory, as a [`ResponderDut`].
pub struct RtlResponder {
    core: Core,
    fmt: Box<dyn HostFormat>,
    layout: HostLayout,
    /// Every QP's receive ring as the driver keeps it (refills, [`ResponderDut::post_recv`]).
    rings: std::collections::HashMap<u32, RingState>,
    cq_consumer: u32,
    /// The consumer index last written to the NIC's CQ 0 CONSUMER register.
    cq_reported: u32,
    data_span: (u64, u64),
    /// PFC state from the fabric, per priority as the fabric classifies frames.
    fabric_paused: [bool; 8],
    /// The fabric's priority of untagged frames.
    untagged_pcp: u8,
    /// The model's cycle at simulated time 0 (after reset and the driver's set-up).
    epoch: u64,
    /// The host-memory watches on the QP context table and the key table (writebacks).
    watches: (usize, usize),
    /// Counter reads through the driver that failed while running: the run is not trustworthy.
    pub port_errors: u64,
    /// The counter registers as of the last [`ResponderDut::sync_counters`].
    counters: Counters,
    /// The top the model is (named in the watchdog's message).
    top: NicTop,
}

impl RtlResponder {
    /// Builds the model, loads host memory from the scenario (tables, rings, data) and runs
    /// `configure` over AXI-Lite, transactional at 250 MHz ([`RtlResponder::with_clocking`]
    /// chooses).
    pub fn new(
        sc: &Scenario,
        ep: &Endpoint,
        fmt: Box<dyn HostFormat>,
        configure: Configure,
        axi: AxiSlaveConfig,
    ) -> Result<RtlResponder, DutError> {
        RtlResponder::with_clocking(sc, ep, fmt, configure, axi, Clocking::transactional())
    }

    /// [`RtlResponder::new`] with its clock and MAC models.
    pub fn with_clocking(
        sc: &Scenario,
        ep: &Endpoint,
        fmt: Box<dyn HostFormat>,
        configure: Configure,
        axi: AxiSlaveConfig,
        clk: Clocking,
    ) -> Result<RtlResponder, DutError> {
        RtlResponder::with_top(sc, ep, 1, fmt, configure, axi, clk, NicTop::Responder)
    }

    /// [`RtlResponder::with_clocking`] on the NIC top `top` (`roce_responder` or the whole NIC,
    /// `roce_nic`: same ports, same register map; the whole NIC also takes send doorbells), in
    /// the place of the scenario's endpoint `side` ([`plan_for_side`]).
    #[allow(clippy::too_many_arguments)]
    pub fn with_top(
        sc: &Scenario,
        ep: &Endpoint,
        side: usize,
        fmt: Box<dyn HostFormat>,
        mut configure: Configure,
        axi: AxiSlaveConfig,
        clk: Clocking,
        top: NicTop,
    ) -> Result<RtlResponder, DutError> {
        let m = top.build();
        let (mut layout, image) = plan_for_side(sc, ep, side, &*fmt)?;
        layout.ns_per_cycle = clk.ns_per_cycle;
        let mut mem = AxiHostMemory::new(axi).map_err(|e| DutError::Setup(e.to_string()))?;
        *mem.memory_mut() = image;
        let s = mem.outputs().clone();
        let mut core = Core {
            m,
            mem,
            s,
            clk,
            beats: VecDeque::new(),
            rx_frames: VecDeque::new(),
            rx_fifo_bytes: 0,
            rx_pfc: sc.config().pfc,
            rx_untagged_pcp: sc.fabric_config().default_pcp & 7,
            rx_fifo_pcp: [0; 8],
            rx_xoff: 0,
            rx_next_ps: 0,
            mac_rx_dropped: 0,
            accepted: Vec::new(),
            offering: false,
            col: FrameCollector::default(),
            tx_free_ps: 0,
            tx_first: None,
            out: VecDeque::new(),
            pause_bits: 0,
            cycles: 0,
            clocked: 0,
            active_at: 0,
            timers: 0,
            timer_wake: 0,
            busy_until: 0,
            probe: None,
            check_outputs: false,
            output_violations: (0, None),
            trace_at: None,
            progress_at: 0,
        };
        core.m.set_reset(true);
        for _ in 0..RESET_CYCLES {
            core.tick();
        }
        core.m.set_reset(false);
        // The NIC registers its reset input once: its blocks leave reset a cycle after the pin.
        for _ in 0..RESET_RELEASE_CYCLES {
            core.tick();
        }
        let mut bus = AxilBus { core: &mut core, errors: 0 };
        configure(&mut bus, &layout).map_err(DutError::Setup)?;
        if bus.errors > 0 {
            return Err(DutError::Setup(format!("{} AXI-Lite accesses timed out", bus.errors)));
        }
        let untagged_pcp = sc.fabric_config().default_pcp & 7;
        let epoch = core.cycles;
        // Every write burst into a table from here on is a cache writeback (an eviction of a
        // dirty entry, or a flush): the NIC never writes its tables otherwise.
        let tbl = |t: &TableLayout| (t.base, t.entries as u64 * t.entry_size as u64);
        let (qb, ql) = tbl(&layout.qpc);
        let (kb, kl) = tbl(&layout.mkey);
        let watches = (core.mem.watch_writes(qb, ql), core.mem.watch_writes(kb, kl));
        let rings = layout.rings.iter().zip(&layout.qps).map(|(r, &(_, producer))| (r.qpn, RingState { ring: *r, producer, completed: 0 })).collect();
        Ok(RtlResponder {
            top,
            watches,
            epoch,
            core,
            fmt,
            layout,
            rings,
            cq_consumer: 0,
            cq_reported: 0,
            data_span: sc.data_span(),
            fabric_paused: [false; 8],
            untagged_pcp,
            port_errors: 0,
            counters: Counters::default(),
        })
    }

    /// [`Self::new`] with the project's host formats ([`GoldenHostFormat`]), driver
    /// ([`driver_configure`]) and the default AXI host memory (125-cycle latency).
    pub fn from_scenario(sc: &Scenario, ep: &Endpoint) -> Result<RtlResponder, DutError> {
        RtlResponder::new(sc, ep, Box::new(GoldenHostFormat), Box::new(driver_configure), AxiSlaveConfig::default())
    }

    /// [`Self::from_scenario`] with clocking `clk`.
    pub fn from_scenario_clocked(sc: &Scenario, ep: &Endpoint, clk: Clocking) -> Result<RtlResponder, DutError> {
        RtlResponder::with_clocking(sc, ep, Box::new(GoldenHostFormat), Box::new(driver_configure), AxiSlaveConfig::default(), clk)
    }

    /// [`Self::from_scenario_clocked`] on the NIC top `top`.
    pub fn from_scenario_top(sc: &Scenario, ep: &Endpoint, clk: Clocking, top: NicTop) -> Result<RtlResponder, DutError> {
        RtlResponder::with_top(sc, ep, 1, Box::new(GoldenHostFormat), Box::new(driver_configure), AxiSlaveConfig::default(), clk, top)
    }

    /// The whole NIC (`roce_nic`) in the place of the scenario's requester (endpoint 0, golden
    /// endpoint `ep`): its QP contexts, keys and memory image loaded, the driver's set-up run.
    /// Send queues are the caller's: write the WQEs and send-queue contexts
    /// ([`RtlResponder::host_memory_mut`]), then ring the send doorbells through the driver.
    pub fn requester_from_scenario(sc: &Scenario, ep: &Endpoint, clk: Clocking) -> Result<RtlResponder, DutError> {
        RtlResponder::with_top(sc, ep, 0, Box::new(GoldenHostFormat), Box::new(driver_configure), AxiSlaveConfig::default(), clk, NicTop::Nic)
    }

    /// Posts send work requests (QPN, WR), in order, to the whole NIC as a driver does: each
    /// QP's WQEs ([`golden::hostfmt::encode_send_wqe`]) into its ring at [`SQ_BASE`] from slot
    /// 0, its send-queue context at RTS from `req`'s view of the QP (PSN, retry counts), then
    /// one send doorbell per QP through the driver. Returns each QP's producer index. Fails on
    /// a WR the format cannot hold, more WRs than a ring's slots, a QP `req` does not have.
    ///
    /// Send completions go to CQ 0 with the receive completions (the contexts' `scq` and `rcq`
    /// are both 0): before traffic, a CQ 0 too small to hold every signaled WR's completion as
    /// well is re-created (empty) large enough, so [`ResponderDut::poll_completions`] reads
    /// them all.
    pub fn post_sends(&mut self, req: &Endpoint, sends: &[(u32, golden::verbs::SendWr)]) -> Result<std::collections::BTreeMap<u32, u32>, DutError> {
        use golden::context::{SqContext, SQC_ENTRY_SIZE};
        // Slots of 128 bytes, or as large as the largest gather list needs (every ring alike).
        let stride = sends.iter().map(|(_, w)| golden::hostfmt::send_wqe_log_stride(w.sges.len())).max().unwrap_or(SQ_LOG_STRIDE).max(SQ_LOG_STRIDE);
        let ring_of = |qpn: u32| SQ_BASE + ((qpn as u64) << (SQ_LOG_SIZE + stride));
        let signaled = sends.iter().filter(|(_, w)| w.signaled).count() as u64;
        let need = log2_ceil((1u64 << self.layout.cq_log2) + signaled);
        if need > self.layout.cq_log2 {
            self.recreate_rx_cq(need)?;
        }
        let mut producers = std::collections::BTreeMap::new();
        for (qpn, w) in sends {
            let n: &mut u32 = producers.entry(*qpn).or_default();
            if *n >= 1 << SQ_LOG_SIZE {
                return Err(DutError::Setup(format!("QP {qpn:#x}: more than {} send WQEs", 1u32 << SQ_LOG_SIZE)));
            }
            let wqe = golden::hostfmt::encode_send_wqe(w).map_err(|e| DutError::Setup(format!("send WQE: {e}")))?;
            if wqe.len() > 1 << stride {
                return Err(DutError::Setup(format!("send WQE of {} bytes in a {}-byte slot", wqe.len(), 1u32 << stride)));
            }
            let at = ring_of(*qpn) + ((*n as u64) << stride);
            self.host_memory_mut().write(at, &wqe).map_err(|e| DutError::Setup(format!("send queue: {e}")))?;
            *n += 1;
        }
        for &qpn in producers.keys() {
            let (_, c) = req.query_qp(qpn).map_err(|e| DutError::Setup(format!("QP {qpn:#x}: {e}")))?;
            let sqc = SqContext::at_rts(ring_of(qpn), SQ_LOG_SIZE, stride, 0, c.sq_psn, c.retry_cnt, c.rnr_retry);
            let at = SQC_BASE + qpn as u64 * SQC_ENTRY_SIZE as u64;
            self.host_memory_mut().write(at, &sqc.to_bytes()).map_err(|e| DutError::Setup(format!("send-queue context: {e}")))?;
        }
        self.with_driver(|dr| producers.iter().try_for_each(|(&q, &p)| dr.ring_sq_doorbell(q, p)))?
            .map_err(|e| DutError::Setup(format!("send doorbell: {e}")))?;
        Ok(producers)
    }

    /// Cycle-timed exchange with a golden peer: both sides driven by their events, every frame
    /// `wire_ns` on the wire each way; a frame of the NIC's for which `keep` says false is lost
    /// on the way. Runs until neither side has anything left to do; returns the NIC's frames
    /// with the times of their first and last beats. Fails if that takes more than 5 million
    /// events.
    #[allow(clippy::type_complexity)]
    pub fn exchange_timed(&mut self, peer: &mut Endpoint, wire_ns: Nanos, mut keep: impl FnMut(&[u8]) -> bool) -> Result<Vec<(Vec<u8>, Nanos, Nanos)>, DutError> {
        let (mut to_peer, mut to_nic) = (VecDeque::new(), VecDeque::new());
        let (mut got, mut now) = (Vec::new(), 0u64);
        for _ in 0..5_000_000 {
            self.on_timer(now);
            peer.on_timer(now);
            while let Some((f, first, last)) = self.transmit_timed_span(now) {
                if keep(&f) {
                    to_peer.push_back((now + wire_ns, f.clone()));
                }
                got.push((f, first, last));
            }
            while let Some(a) = peer.transmit(now) {
                to_nic.push_back((now + wire_ns, a));
            }
            while to_peer.front().is_some_and(|x: &(u64, Vec<u8>)| x.0 <= now) {
                let (_, f) = to_peer.pop_front().expect("checked");
                peer.receive(now, &f);
            }
            while to_nic.front().is_some_and(|x: &(u64, Vec<u8>)| x.0 <= now) {
                let (_, a) = to_nic.pop_front().expect("checked");
                self.receive(now, &a);
            }
            let next = [self.next_event(), peer.next_event(), to_peer.front().map(|x| x.0), to_nic.front().map(|x| x.0)].into_iter().flatten().min();
            match next {
                Some(t) => now = t.max(now + 1),
                None => return Ok(got),
            }
        }
        Err(DutError::Setup("the timed exchange did not end within 5 million events".into()))
    }

    /// [`ResponderDut::transmit_timed`] with the time of the frame's last beat too.
    fn transmit_timed_span(&mut self, now: Nanos) -> Option<(Vec<u8>, Nanos, Nanos)> {
        self.advance_to(now);
        if self.core.out.front().is_some_and(|f| self.time_of(f.last) <= now) {
            return self.core.out.pop_front().map(|f| (f.bytes, self.time_of(f.first), self.time_of(f.last)));
        }
        None
    }

    /// Host memory, to write (send queues, contexts) between runs of the model.
    pub fn host_memory_mut(&mut self) -> &mut HostMemory {
        self.core.mem.memory_mut()
    }

    /// The NIC's `timers` output (timer-ring entries) as of the last cycle clocked.
    pub fn timers(&self) -> u64 {
        self.core.timers
    }

    /// The clocking in force.
    pub fn clocking(&self) -> Clocking {
        self.core.clk
    }

    /// The driver over this model's AXI-Lite port (e.g. to read counters after a run).
    pub fn with_driver<T>(&mut self, f: impl FnOnce(&mut firmware::Driver<&mut AxilBus<'_>>) -> T) -> Result<T, DutError> {
        let mut bus = AxilBus { core: &mut self.core, errors: 0 };
        let mut d = firmware::Driver::probe(&mut bus).map_err(|e| DutError::Setup(e.to_string()))?;
        Ok(f(&mut d))
    }

    /// The host memory stops answering `cycles` clocked cycles from now
    /// ([`AxiSlaveConfig::hang_at_cycle`]): a hung host link, for tests of the stall watchdog.
    pub fn hang_host_after(&mut self, cycles: u64) {
        let at = self.core.mem.cycle() + cycles;
        self.core.mem.hang_at(Some(at));
    }

    /// Writes a VCD of the model from its cycle `cycle` on (the harness's cycle count, reset
    /// included) instead of from the start: for a failure deep in a long run.
    pub fn trace_vcd_from(&mut self, cycle: u64, path: std::path::PathBuf) {
        self.core.trace_at = Some((cycle, path));
    }

    /// From now on, check every cycle that no output the harness reads before the clock edge
    /// depends on that cycle's inputs (what lets [`Core`] skip an `eval` per cycle): one more
    /// `eval` after the inputs are driven must leave every output as it was. Slower; for tests.
    pub fn check_registered_outputs(&mut self) {
        self.core.check_outputs = true;
    }

    /// Cycles in which [`Self::check_registered_outputs`] saw an output change with the inputs,
    /// and the first port that did.
    pub fn registered_output_violations(&self) -> (u64, Option<&'static str>) {
        self.core.output_violations
    }

    /// Re-create the receive completion queue (CQ 0) with `1 << log2` entries before traffic
    /// (the driver's `setup_cq`: producer, consumer and error start over), and read it so.
    pub fn recreate_rx_cq(&mut self, log2: u8) -> Result<(), DutError> {
        let base = self.layout.cq_base;
        self.with_driver(|d| d.setup_cq(0, base, log2))?.map_err(|e| DutError::Setup(e.to_string()))?;
        self.layout.cq_log2 = log2;
        self.cq_consumer = 0;
        self.cq_reported = 0;
        Ok(())
    }

    /// Counts, from now on, the NIC's read bursts that start in `[start, start + len)` of host
    /// memory; [`Self::watched_reads`] gives the count.
    pub fn watch_reads(&mut self, start: u64, len: u64) -> usize {
        self.core.mem.watch_reads(start, len)
    }

    /// Read bursts counted by [`Self::watch_reads`]'s watch `i`.
    pub fn watched_reads(&self, i: usize) -> u64 {
        self.core.mem.watched_reads(i)
    }

    /// Where the tables and queues are.
    pub fn layout(&self) -> &HostLayout {
        &self.layout
    }

    /// [`ResponderDut::settle`], returning the cycle the first `s_rx` beat was taken and the
    /// cycle of the first AXI write address after it (a latency probe for `roce bench`).
    pub fn settle_probe_first_aw(&mut self, now: Nanos) -> (Option<u64>, Option<u64>) {
        self.core.probe = Some((None, None));
        let _ = self.settle(now);
        self.core.probe.take().unwrap_or((None, None))
    }

    /// The data span compared at the end.
    pub fn data_span(&self) -> (u64, u64) {
        self.data_span
    }

    /// Frames sent by the MAC model and not yet taken by the fabric, with their beat cycles.
    pub fn take_tx_frames(&mut self) -> Vec<TxFrame> {
        self.core.out.drain(..).collect()
    }

    /// Nothing in flight inside and nothing waiting to enter (frames the MAC model finished
    /// sending may still wait for [`Node::transmit`] / [`RtlResponder::take_tx_frames`]).
    pub fn is_quiet(&self) -> bool {
        self.core.beats.is_empty() && self.quiet()
    }

    fn step(&mut self) {
        self.core.tick();
    }

    /// The model's cycle at simulated time `now`.
    fn cycle_of(&self, now: Nanos) -> u64 {
        self.epoch + now / self.core.clk.ns_per_cycle
    }

    /// Simulated time of the model's cycle `c`.
    /// Simulated time of cycle `c` (as [`TxFrame`] counts cycles; the time `take_accepted`
    /// gives).
    pub fn time_of(&self, c: u64) -> Nanos {
        c.saturating_sub(self.epoch) * self.core.clk.ns_per_cycle
    }

    fn quiet(&self) -> bool {
        !self.core.offering
            && self.core.tx_first.is_none()
            && self.core.beats.front().is_none_or(|b| b.1 > self.core.cycles)
            && self.core.cycles >= self.core.active_at + QUIET_CYCLES
            && self.core.cycles >= self.core.busy_until
    }

    /// Quiet with timers armed and their poll due: clock a lap of the timer ring (3 cycles per
    /// entry, and the registers on its way) from now, and poll again [`TIMER_POLL_CYCLES`] on.
    fn timer_poll(&mut self) -> bool {
        let c = &mut self.core;
        if c.timers == 0 || c.cycles < c.timer_wake {
            return false;
        }
        c.busy_until = c.cycles + 3 * c.timers + 8;
        c.timer_wake = c.cycles + TIMER_POLL_CYCLES;
        true
    }

    /// Advances to the cycle of simulated time `now` (skipping quiet cycles without ticking,
    /// up to the next RX beat).
    fn advance_to(&mut self, now: Nanos) {
        let target = self.cycle_of(now);
        while self.core.cycles < target {
            if self.core.clk.skip_idle && self.quiet() && !self.timer_poll() {
                let mut next = self.core.beats.front().map_or(target, |b| b.1.min(target));
                if self.core.timers > 0 {
                    next = next.min(self.core.timer_wake);
                }
                if next > self.core.cycles {
                    self.core.cycles = next;
                    // Quiet: `idle` was high all along.
                    self.core.progress_at = next;
                    continue;
                }
            }
            self.step();
        }
    }

    fn drive_pause(&mut self) {
        let vlan = self.layout.port.vlan.is_some();
        let mut bits = 0u8;
        for q in 0..8u8 {
            let class = if vlan { q } else { self.untagged_pcp };
            if self.fabric_paused[class as usize] {
                bits |= 1 << q;
            }
        }
        self.core.pause_bits = bits;
    }
}

impl Node for RtlResponder {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        self.advance_to(now);
        let c = &mut self.core;
        let beats = frame_to_beats(frame);
        if !c.clk.timed {
            c.beats.extend(beats.into_iter().map(|b| (b, 0)));
            c.rx_frames.push_back((frame.to_vec(), 0));
            return;
        }
        if c.rx_fifo_bytes + frame.len() > MAC_RX_FIFO_BYTES {
            c.mac_rx_dropped += 1;
            return;
        }
        let ppc = c.clk.ps_per_cycle();
        // Beat k leaves the MAC once the link has carried its first byte's offset (64 k bytes)
        // since the frame started; the next frame may not start before this one's link time
        // (frame, pad, FCS, preamble/SFD, inter-frame gap) is over.
        let start = (now * 1000).max(c.rx_next_ps);
        for (k, b) in beats.into_iter().enumerate() {
            c.beats.push_back((b, self.epoch + (start + c.clk.link_ps(k * hdl::axis::AXIS_BYTES)).div_ceil(ppc)));
        }
        let wire = frame.len().max(golden::fabric::MIN_FRAME) + golden::fabric::WIRE_OVERHEAD;
        c.rx_next_ps = start + c.clk.link_ps(wire);
        c.rx_fifo_bytes += frame.len();
        let pcp = golden::fabric::frame_pcp(frame).unwrap_or(c.rx_untagged_pcp) & 7;
        c.rx_fifo_pcp[pcp as usize] += frame.len();
        c.rx_frames.push_back((frame.to_vec(), pcp));
        c.update_rx_pfc();
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        self.transmit_timed(now).map(|f| f.0)
    }
    fn next_event(&self) -> Option<Nanos> {
        if let Some(f) = self.core.out.front() {
            return Some(self.time_of(f.last));
        }
        if !self.core.clk.timed {
            return (!self.quiet()).then_some(self.time_of(self.core.cycles + POLL_CYCLES));
        }
        if !self.quiet() {
            return Some(self.time_of(self.core.cycles + 1));
        }
        let timer = (self.core.timers > 0).then(|| self.time_of(self.core.timer_wake.max(self.core.cycles + 1)));
        [self.core.beats.front().map(|b| self.time_of(b.1)), timer].into_iter().flatten().min()
    }
    fn on_timer(&mut self, now: Nanos) {
        self.advance_to(now);
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.fabric_paused[(pcp & 7) as usize] = paused;
        self.drive_pause();
    }
    fn rx_pause(&self) -> u8 {
        self.core.rx_xoff
    }
}

impl ResponderDut for RtlResponder {
    fn kind(&self) -> DutKind {
        DutKind::Rtl
    }
    fn settle(&mut self, now: Nanos) -> Vec<Vec<u8>> {
        self.advance_to(now);
        let start = self.core.cycles;
        // At least one tick so a frame just delivered enters the pipeline.
        self.core.active_at = self.core.active_at.max(self.core.cycles);
        while !self.quiet() && self.core.cycles - start < SETTLE_LIMIT {
            self.step();
        }
        self.core.out.drain(..).map(|f| f.bytes).collect()
    }
    fn take_accepted(&mut self) -> Vec<(Nanos, Vec<u8>)> {
        let (e, ns) = (self.epoch, self.core.clk.ns_per_cycle);
        self.core.accepted.drain(..).map(|(c, f)| (c.saturating_sub(e) * ns, f)).collect()
    }
    fn transmit_timed(&mut self, now: Nanos) -> Option<(Vec<u8>, Nanos)> {
        self.transmit_timed_span(now).map(|(f, first, _)| (f, first))
    }
    fn poll_completions(&mut self, max: usize) -> Vec<Completion> {
        let mut v = Vec::new();
        let size = self.fmt.cqe_size();
        let entries = 1u32 << self.layout.cq_log2;
        while v.len() < max {
            let i = self.cq_consumer;
            let addr = self.layout.cq_base + ((i & (entries - 1)) as u64) * size as u64;
            let Ok(b) = self.core.mem.memory().read_vec(addr, size) else { break };
            match self.fmt.decode_cqe(&b, i, self.layout.cq_log2) {
                Some(c) => {
                    // Every entry of CQ 0 is a receive completion: its WQE's slot is free again.
                    if let Some(r) = self.rings.get_mut(&c.qpn) {
                        r.completed = r.completed.wrapping_add(1);
                    }
                    v.push(c);
                    self.cq_consumer = self.cq_consumer.wrapping_add(1);
                }
                None => break,
            }
        }
        // The driver tells the NIC what it has read once half the ring is read since it last
        // said so (as drivers batch consumer updates), so the NIC may reuse those slots.
        if self.cq_consumer.wrapping_sub(self.cq_reported) >= (entries / 2).max(1) {
            let mut bus = AxilBus { core: &mut self.core, errors: 0 };
            bus.write32(golden::regs::cq::consumer(0), self.cq_consumer);
            // A write that got no response is tried again at the next poll.
            if bus.errors == 0 {
                self.cq_reported = self.cq_consumer;
            }
        }
        v
    }
    /// Writes the WQE into the next slot of the QP's receive ring (host memory, as the CPU
    /// would) and rings the receive doorbell with the new producer index. Refused: an unknown
    /// QP, a ring whose every slot holds a WQE not completed yet (`QueueFull`), more SGEs than
    /// the ring's slots hold; a doorbell write the NIC never answered is a `Device` error.
    fn post_recv(&mut self, qpn: u32, wr: RecvWr) -> Result<(), VerbsError> {
        let r = self.rings.get_mut(&qpn).ok_or(VerbsError::NoSuchObject { what: "QP", id: qpn })?;
        let entries = 1u32 << r.ring.log_size;
        if r.producer.wrapping_sub(r.completed) >= entries {
            return Err(VerbsError::QueueFull);
        }
        if self.fmt.wqe_log_stride(wr.sges.len()) > r.ring.log_stride {
            return Err(VerbsError::InvalidWr("more SGEs than the ring's WQE slots hold"));
        }
        let wqe = self.fmt.encode_recv_wqe(&wr).map_err(|_| VerbsError::InvalidWr("receive WQE not encodable"))?;
        let addr = r.ring.base + (((r.producer & (entries - 1)) as u64) << r.ring.log_stride);
        self.core.mem.memory_mut().write(addr, &wqe).map_err(|_| VerbsError::Device("receive ring outside host memory"))?;
        r.producer = r.producer.wrapping_add(1);
        let producer = r.producer;
        let mut bus = AxilBus { core: &mut self.core, errors: 0 };
        bus.write32(golden::regs::doorbell::QPN, qpn);
        bus.write32(golden::regs::doorbell::PRODUCER, producer);
        if bus.errors > 0 {
            self.port_errors += 1;
            return Err(VerbsError::Device("receive doorbell not answered"));
        }
        Ok(())
    }
    fn is_idle(&self) -> bool {
        self.core.out.is_empty() && self.is_quiet()
    }
    fn mem(&self) -> &HostMemory {
        self.core.mem.memory()
    }
    fn mem_mut(&mut self) -> &mut HostMemory {
        self.core.mem.memory_mut()
    }
    fn counters(&self) -> Counters {
        self.counters
    }
    fn sync_counters(&mut self) {
        // AXI-Lite reads through the driver: they take cycles but nothing else runs meanwhile.
        match self.with_driver(|d| d.transport_counters()) {
            Ok(c) => self.counters = c,
            Err(_) => self.port_errors += 1,
        }
    }
    fn acks_coalesced(&self) -> Option<u64> {
        Some(self.counters.acks_coalesced)
    }
    fn stalled(&self) -> Option<String> {
        let since = self.core.progress_at;
        (self.core.cycles >= since + STALL_CYCLES).then(|| {
            format!(
                "RTL NIC `{}` stalled: `idle` low and no handshake on any port (RX, TX, AXI) from cycle {} to {} (harness cycles, reset included; `ROCE_DEBUG_VCD_FROM` in run_rtl_cases traces from a cycle)",
                self.top.module(),
                since,
                self.core.cycles
            )
        })
    }
    fn cycles(&self, _now: Nanos) -> u64 {
        self.core.cycles - self.epoch
    }
    fn mac_rx_dropped(&self) -> u64 {
        self.core.mac_rx_dropped
    }
    fn cycles_clocked(&self) -> Option<u64> {
        Some(self.core.clocked.saturating_sub(self.epoch))
    }
    fn table_writebacks(&self) -> Option<(u64, u64)> {
        Some((self.core.mem.watched_writes(self.watches.0), self.core.mem.watched_writes(self.watches.1)))
    }
    fn trace_vcd(&mut self, path: &Path) -> Result<(), DutError> {
        Ok(self.core.m.trace_vcd(path)?)
    }
}
