//! `roce sim`: two golden endpoints over the deterministic faulty fabric, random verbs traffic
//! from a seed, final memory checked against a reference (see `golden::sim`).
//!
//! Progress goes to stderr; with `--json` the last line of stdout is one JSON object
//! (`golden::sim::SimResult`). Exits with an error when the run is not clean: a message not
//! completed, a memory mismatch, a duplicate execution or a completion error.

use golden::fabric::FaultConfig;
use golden::sim::{run as run_sim, Progress, SimConfig};
use golden::verbs::{QpConfig, QpType};

/// Transport service of the QPs (`--service`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Service {
    /// Reliable connection: every verb, ACKs, retransmission.
    Rc,
    /// Unreliable connection: SEND and WRITE; a lost packet loses its message.
    Uc,
    /// Unreliable datagram: SENDs of at most one UD MTU (1024 bytes).
    Ud,
}

/// DCQCN timing (`--cc-profile`): the two settings HPCC's `run.py` gives its DCQCN model
/// (`golden::dcqcn::DcqcnProfile`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CcProfile {
    /// `run.py --cc dcqcn_paper`: the DCQCN paper's timers (alpha and rate decrease every 50 us,
    /// increase timer 55 us).
    Paper,
    /// `run.py --cc dcqcn`: mlx5's timers (alpha 1 us, rate decrease 4 us, increase 300 us).
    Mlx5,
}

impl From<CcProfile> for golden::dcqcn::DcqcnProfile {
    fn from(p: CcProfile) -> Self {
        match p {
            CcProfile::Paper => golden::dcqcn::DcqcnProfile::Paper,
            CcProfile::Mlx5 => golden::dcqcn::DcqcnProfile::Mlx5,
        }
    }
}
use std::io::Write;

/// Arguments of `roce sim`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Seed of traffic, memory contents, initial PSNs and fabric faults.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// QP pairs.
    #[arg(long, default_value_t = 4)]
    pub qps: u32,
    /// Service of every QP: rc, uc (the mix keeps SENDs and WRITEs) or ud (SENDs only, sizes
    /// capped at 1024). UC and UD never retransmit: with loss, lost messages show up as memory
    /// mismatches against the reference (the RTL-against-golden lockstep still holds).
    #[arg(long, value_enum, default_value_t = Service::Rc)]
    pub service: Service,
    /// Most scatter entries per receive WQE (1..=16): receive buffers are cut into up to this many
    /// pieces, listed in a shuffled order, so SEND payloads are scattered out of address order.
    #[arg(long, default_value_t = 1)]
    pub recv_sges: u8,
    /// Most gather entries per SEND or WRITE WQE (1..=16): source buffers are cut into up to this
    /// many pieces, listed in a shuffled order, so a message is gathered out of address order; a
    /// READ's local buffer is cut likewise (its answers scattered).
    #[arg(long, default_value_t = 1)]
    pub send_sges: u8,
    /// Outstanding READs/atomics per QP (1..=16): the requester's `max_rd_atomic` and the
    /// responder's `max_dest_rd_atomic`, so also the atomic replay slots the responder keeps
    /// (default: 16 for `roce sim`, 1 for `roce run`, see `RunConfig::defaults`).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=16))]
    pub max_rd_atomic: Option<u8>,
    /// Work requests in total (spread over the QPs, both directions).
    #[arg(long, default_value_t = 1000)]
    pub msgs: u64,
    /// Path MTU: 256, 512, 1024, 2048 or 4096.
    #[arg(long, default_value_t = 1024)]
    pub mtu: u32,
    /// Largest message in bytes (half the messages are 0..=256 bytes, half 0..=max-size).
    #[arg(long, default_value_t = 65536)]
    pub max_size: u32,
    /// Probability that a frame is lost.
    #[arg(long, default_value_t = 0.0)]
    pub loss: f64,
    /// Probability that a frame is duplicated.
    #[arg(long, default_value_t = 0.0)]
    pub dup: f64,
    /// Probability that a frame is held back 1..20 us (reordered behind later frames).
    #[arg(long, default_value_t = 0.0)]
    pub reorder: f64,
    /// Probability that one checked bit of a frame is flipped (the receiver must drop it).
    #[arg(long, default_value_t = 0.0)]
    pub corrupt: f64,
    /// ECN step marking: mark ECN-capable packets CE when the switch egress queue holds more
    /// than this many bytes (0 = no marking). Without it, `--cc` brings DCQCN's own marking:
    /// RED as HPCC's ns-3 model runs DCQCN, per port scaled to its rate (Kmin 100 KB, Kmax
    /// 400 KB per 25 Gb/s, Pmax 0.2; `golden::fabric::EcnConfig::dcqcn_red`); without `--cc`
    /// nothing is marked.
    #[arg(long)]
    pub ecn: Option<usize>,
    /// Enable DCQCN in both endpoints (ECT marking, CNPs, rate control).
    #[arg(long)]
    pub cc: bool,
    /// DCQCN's timers with `--cc`: the paper's (HPCC's `--cc dcqcn_paper`, the default) or
    /// mlx5's (HPCC's `--cc dcqcn`: a 300 us increase timer, slow to take back bandwidth).
    #[arg(long, value_enum, default_value_t = CcProfile::Paper)]
    pub cc_profile: CcProfile,
    /// Enable PFC on the switch (XOFF at 3/4, XON at 1/2 of the port buffer).
    #[arg(long)]
    pub pfc: bool,
    /// Link rate in Gb/s.
    #[arg(long, default_value_t = 100)]
    pub gbps: u64,
    /// Link rate of endpoint 1 in Gb/s, if slower (its switch port then queues: ECN, PFC).
    #[arg(long)]
    pub slow_gbps: Option<u64>,
    /// ACK timeout exponent (4.096 us * 2^N).
    #[arg(long, default_value_t = 10)]
    pub timeout: u8,
    /// Transport retries per QP (`retry_cnt`, 0..=7): a NAK, a lost READ/atomic answer or a
    /// timeout with none left is fatal (the WQE completes RetryExcErr, the rest WrFlushErr, the
    /// QP goes to ERR); with 0 a QP's first loss is.
    #[arg(long, default_value_t = 7)]
    pub retry_cnt: u8,
    /// RoCEv2 over IPv6 (endpoints `fd00::1` and `fd00::2`) instead of IPv4.
    #[arg(long)]
    pub ipv6: bool,
    /// Tag every frame with this 802.1Q VLAN ID, 1..=4094 (`--pfc` alone uses VLAN 100).
    #[arg(long)]
    pub vlan: Option<u16>,
    /// QPNs are 17 + i * stride: an odd stride above 1 spreads the QPs over the QP table and
    /// every context-cache set instead of packing them at 17, 18, 19 ...
    #[arg(long, default_value_t = 1)]
    pub qpn_stride: u32,
    /// Write every frame leaving the switch to this pcap (nanosecond timestamps).
    #[arg(long)]
    pub pcap: Option<std::path::PathBuf>,
    /// Receive WQEs each QP keeps posted: the first N at set-up, one more per receive
    /// completion polled (an application topping up its receive queue), so a run with more
    /// receives per QP than N wraps the receive rings (and, on the RTL, a completion queue
    /// sized to 2 x the receives outstanding). Unset: every receive is posted at set-up.
    /// Keep it above --psn-window, or the requester can outrun the refills (RNR NAKs).
    #[arg(long)]
    pub rq_depth: Option<u32>,
    /// Most unacknowledged PSNs a requester keeps in flight per QP (rxe: 128).
    #[arg(long, default_value_t = 128)]
    pub psn_window: u32,
    /// Print the result as one JSON object (last line of stdout).
    #[arg(long)]
    pub json: bool,
}

impl Args {
    /// The scenario these options describe (probabilities checked), shared with `roce run`.
    pub fn sim_config(&self) -> anyhow::Result<SimConfig> {
        let a = self;
        for (name, p) in [("loss", a.loss), ("dup", a.dup), ("reorder", a.reorder), ("corrupt", a.corrupt)] {
            if !(0.0..=1.0).contains(&p) {
                anyhow::bail!("--{name} {p}: a probability is 0..=1");
            }
        }
        if a.retry_cnt > 7 {
            anyhow::bail!("--retry-cnt {}: retries are 0..=7 (a 3-bit field)", a.retry_cnt);
        }
        let qp_type = match a.service {
            Service::Rc => QpType::Rc,
            Service::Uc => QpType::Uc,
            Service::Ud => QpType::Ud,
        };
        let max_size = match qp_type {
            QpType::Ud => a.max_size.min(QpConfig::default().path_mtu.bytes()),
            _ => a.max_size,
        };
        Ok(SimConfig {
            seed: a.seed,
            qps: a.qps,
            msgs: a.msgs,
            mtu: a.mtu,
            max_size,
            qp_type,
            recv_sges: a.recv_sges,
            send_sges: a.send_sges,
            max_rd_atomic: a.max_rd_atomic.unwrap_or(SimConfig::default().max_rd_atomic),
            mix: golden::sim::OpMix::default().for_service(qp_type),
            faults: FaultConfig {
                loss: a.loss,
                dup: a.dup,
                reorder: a.reorder,
                corrupt: a.corrupt,
                ..FaultConfig::none()
            },
            ecn_threshold: a.ecn,
            cc: a.cc,
            cc_profile: a.cc_profile.into(),
            pfc: a.pfc,
            link_rate_bps: a.gbps.max(1) * 1_000_000_000,
            slow_link_bps: a.slow_gbps.map(|g| g.max(1) * 1_000_000_000),
            timeout: a.timeout,
            retry_cnt: a.retry_cnt,
            ipv6: a.ipv6,
            vlan: a.vlan,
            qpn_stride: a.qpn_stride,
            rq_depth: a.rq_depth,
            max_inflight_psns: a.psn_window,
            ..Default::default()
        })
    }
}

/// Runs the subcommand.
pub fn run(a: Args) -> anyhow::Result<()> {
    let cfg = a.sim_config()?;
    let pcap: Option<Box<dyn Write>> = match &a.pcap {
        Some(p) => Some(Box::new(std::io::BufWriter::new(std::fs::File::create(p)?))),
        None => None,
    };
    let wall = std::time::Instant::now();
    let mut report = |p: &Progress| {
        eprintln!(
            "roce sim: {}/{} messages done, {:.3} ms simulated, {:.1} s",
            p.done,
            p.messages,
            p.sim_time_ns as f64 / 1e6,
            wall.elapsed().as_secs_f64()
        );
    };
    let r = run_sim(&cfg, pcap, &mut report)?;
    if a.json {
        println!("{}", serde_json::to_string(&r)?);
    } else {
        println!(
            "messages {} completed {} failed {} memory_mismatches {} duplicate_executions {} completion_errors {}\n\
             packets {} retransmissions {} timeouts {} naks {} cnps {} ecn_marked {} sim_time {:.3} ms\n\
             bottleneck_utilisation {:.3} max_queue_bytes {}",
            r.messages,
            r.completed,
            r.failed,
            r.memory_mismatches,
            r.duplicate_executions,
            r.completion_errors,
            r.packets,
            r.retransmissions,
            r.timeouts,
            r.naks,
            r.cnps,
            r.ecn_marked,
            r.sim_time_ns as f64 / 1e6,
            r.bottleneck_utilisation,
            r.max_queue_bytes
        );
    }
    if r.completed != r.messages || r.memory_mismatches != 0 || r.duplicate_executions != 0 || r.completion_errors != 0 || r.recv_post_errors != 0 {
        anyhow::bail!("the run was not clean");
    }
    Ok(())
}
