//! `roce run`, the main job: the golden requester and the responder under test (`--dut`: the
//! verilated `roce_responder` with the AXI host-memory model, or a golden responder) over the
//! faulty simulated fabric, traffic from a seed, memory and exactly-once checked as `roce sim`
//! checks them, and every input frame also given to a golden responder whose frames, completions
//! and final memory must equal the DUT's (`mismatches_vs_golden`; see `cosim::respnode`).
//!
//! Options: those of `roce sim` (same parsing, `roce run` defaults: 16 QPs, 1 % loss, 1 %
//! reordering, DCQCN with its own RED marking (see `roce sim --ecn`), QPNs spread with stride 13 so the
//! QPs land all over the NIC's QP table and cache sets) plus `--dut`, `--vcd`, `--no-cc` and
//! `--no-lockstep`. A progress bar goes to stderr when stderr is a terminal. With `--json` the
//! last line of stdout is one JSON object ([`cosim::respnode::RunResult`]). Exits with an error
//! when the run is not clean: a message not completed, a memory mismatch, a duplicate execution,
//! a completion error or a difference from golden.

use crate::harness::responder::Clocking;
use crate::respnode::{run_responder, DutKind, RunConfig, RunResult, RUN_MAX_RD_ATOMIC};
use golden::sim::Progress;
use std::io::Write;

/// Arguments of `roce run`.
#[derive(clap::Args, Debug)]
#[group(id = "RunArgs")]
#[command(
    mut_arg("qps", |a| a.default_value("16")),
    mut_arg("loss", |a| a.default_value("0.01")),
    mut_arg("reorder", |a| a.default_value("0.01")),
    mut_arg("qpn_stride", |a| a.default_value("13"))
)]
pub struct Args {
    /// Traffic, faults and fabric: the options of `roce sim`.
    #[command(flatten)]
    pub sim: super::sim::Args,
    /// The responder: the verilated `roce_responder`, or golden's endpoint. Default: rtl, or
    /// golden when `--requester rtl` (the RTL requester against golden's responder).
    #[arg(long, value_enum, visible_alias = "dut")]
    pub responder: Option<DutKind>,
    /// The requester: golden's endpoint, or the whole NIC (`roce_nic`) with the scenario's work
    /// requests in its send queues, compared with a golden twin (`cosim::reqnode`).
    #[arg(long, value_enum, default_value_t = DutKind::Golden)]
    pub requester: DutKind,
    /// Write a VCD of the DUT's signals (the RTL DUT; the golden one cannot trace and says so).
    #[arg(long)]
    pub vcd: Option<std::path::PathBuf>,
    /// DCQCN off (it is on by default in `roce run`: ECT marking, CNPs, rate control).
    #[arg(long)]
    pub no_cc: bool,
    /// Do not run a golden responder in lockstep (mismatches_vs_golden is then 0, unchecked).
    #[arg(long)]
    pub no_lockstep: bool,
    /// Add a hostile peer that sends this many malformed, misaddressed, unknown-QP and bad-P_Key
    /// frames at the responder during the run (`golden::hostile`); the JSON gains `hostile`
    /// (what it sent, by counter) next to `responder_drops`.
    #[arg(long, default_value_t = 0)]
    pub hostile: u64,
    /// Half the hostile peer's frames are fuzz: random bytes of random lengths, and frames to
    /// live QPs with a valid ICRC and random opcode, flags, PSN and tail. The responder must
    /// treat each as golden does (frames and counters compared in lockstep).
    #[arg(long, requires = "hostile")]
    pub fuzz: bool,
    /// Mean gap between two hostile frames, in ns.
    #[arg(long, default_value_t = 2000)]
    pub hostile_interval_ns: u64,
    /// The RTL's clock in MHz (it must divide 1000: a whole number of ns per cycle). The link of
    /// the MAC models is `--gbps`.
    #[arg(long, default_value_t = 250)]
    pub clock_mhz: u64,
    /// The old settle-per-frame lockstep (debugging): the RTL is run until quiet after every
    /// frame, so it takes no simulated time, and outputs are compared per input frame. The
    /// default is cycle-timed: the RTL runs in fabric time behind MAC models and a scoreboard
    /// compares it with golden per connection.
    #[arg(long)]
    pub transactional: bool,
    /// Clock the RTL through idle stretches too (cycle-timed mode skips them by default).
    #[arg(long)]
    pub no_skip_idle: bool,
}

/// The progress of a run as an `indicatif` bar on stderr (drawn only when stderr is a
/// terminal): messages completed of the total, simulated time, wall time.
pub struct ProgressBar {
    bar: indicatif::ProgressBar,
}

impl ProgressBar {
    /// A bar on stderr, hidden when stderr is not a terminal.
    pub fn new(what: &str) -> ProgressBar {
        let bar = indicatif::ProgressBar::new(0);
        let style = indicatif::ProgressStyle::with_template(&format!("{what} [{{bar:30}}] {{pos}}/{{len}} messages, {{msg}} simulated, {{elapsed}}"))
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("#>.");
        bar.set_style(style);
        ProgressBar { bar }
    }
    /// Redraws for `p`.
    pub fn update(&mut self, p: &Progress) {
        self.bar.set_length(p.messages);
        self.bar.set_position(p.done.min(p.messages));
        self.bar.set_message(format!("{:.3} ms", p.sim_time_ns as f64 / 1e6));
    }
    /// Removes the bar.
    pub fn finish(&mut self) {
        self.bar.finish_and_clear();
    }
}

impl Default for ProgressBar {
    fn default() -> Self {
        ProgressBar::new("roce run")
    }
}

impl Args {
    /// The run these options describe (scenario, DUT, lockstep, hostile peer, clocking), shared
    /// with `roce regress`.
    pub fn run_config(&self) -> anyhow::Result<RunConfig> {
        let a = self;
        let mut sim = a.sim.sim_config()?;
        sim.cc = !a.no_cc;
        sim.one_way = true;
        sim.max_rd_atomic = a.sim.max_rd_atomic.unwrap_or(RUN_MAX_RD_ATOMIC);
        let hostile = (a.hostile > 0).then_some(golden::hostile::HostileConfig {
            frames: a.hostile,
            interval_ns: a.hostile_interval_ns,
            start_ns: 0,
            seed: 0x4057,
            fuzz: a.fuzz,
        });
        let mut clocking = if a.transactional {
            Clocking::transactional()
        } else {
            Clocking::timed(a.clock_mhz, sim.link_rate_bps)?
        };
        clocking.skip_idle = !a.no_skip_idle;
        let dut = a.responder.unwrap_or(match a.requester {
            DutKind::Rtl => DutKind::Golden,
            DutKind::Golden => DutKind::Rtl,
        });
        Ok(RunConfig { sim, dut, requester: a.requester, lockstep: !a.no_lockstep, vcd: a.vcd.clone(), hostile, clocking })
    }
}

/// Why a finished run is not clean (None: clean): the DUT stalled (the harness's watchdog), a
/// message not completed, a memory mismatch, a duplicate execution, a completion error or a
/// difference from golden.
pub fn not_clean(r: &RunResult) -> Option<String> {
    let s = &r.sim;
    let mut why = Vec::new();
    if let Some(stall) = &s.stalled {
        why.push(stall.clone());
    }
    if s.completed != s.messages {
        why.push(format!("{} of {} messages completed", s.completed, s.messages));
    }
    for (name, n) in [
        ("memory_mismatches", s.memory_mismatches),
        ("duplicate_executions", s.duplicate_executions),
        ("completion_errors", s.completion_errors),
        ("recv_post_errors", s.recv_post_errors),
        ("mismatches_vs_golden", r.mismatches_vs_golden),
    ] {
        if n != 0 {
            why.push(format!("{name} {n}"));
        }
    }
    if why.is_empty() {
        return None;
    }
    for d in r.lockstep_report.first_diffs.iter().take(3) {
        why.push(format!("vs golden: {d}"));
    }
    Some(why.join("; "))
}

/// Runs the subcommand.
pub fn run(a: Args) -> anyhow::Result<()> {
    let cfg = a.run_config()?;
    let pcap: Option<Box<dyn Write>> = match &a.sim.pcap {
        Some(p) => Some(Box::new(std::io::BufWriter::new(std::fs::File::create(p)?))),
        None => None,
    };
    let mut bar = ProgressBar::new("roce run");
    let r = run_responder(&cfg, pcap, &mut |p| bar.update(p), &mut |w| eprintln!("roce run: {w}"), &mut |_| {});
    bar.finish();
    let r = r?;
    if a.sim.json {
        println!("{}", serde_json::to_string(&r)?);
    } else {
        let s = &r.sim;
        println!(
            "requester {} responder {} messages {} completed {} failed {} memory_mismatches {} duplicate_executions {} completion_errors {}\n\
             retransmissions {} timeouts {} naks {} cnps {} ecn_marked {} packets {}\n\
             timing {} at {} MHz: cycles {} ({} clocked, {} to completion) goodput {:.2} Gb/s, {:.3} messages/us, MAC RX drops {}\n\
             mismatches_vs_golden {}{} (ACKs coalesced {}; latency request in to answer out: {}), {:.1} s wall",
            r.requester,
            r.responder,
            s.messages,
            s.completed,
            s.failed,
            s.memory_mismatches,
            s.duplicate_executions,
            s.completion_errors,
            s.retransmissions,
            s.timeouts,
            s.naks,
            s.cnps,
            s.ecn_marked,
            s.packets,
            r.timing,
            r.clock_mhz,
            r.cycles,
            r.cycles_clocked,
            r.cycles_to_completion,
            r.goodput_gbps,
            r.message_rate_per_us,
            r.mac_rx_dropped,
            r.mismatches_vs_golden,
            if r.lockstep { "" } else { " (no lockstep)" },
            r.lockstep_report.acks_coalesced,
            match &r.lockstep_report.latency {
                Some(l) => format!("p50 {} ns, p99 {} ns, max {} ns over {}", l.p50_ns, l.p99_ns, l.max_ns, l.samples),
                None => "not measured".into(),
            },
            r.wall_seconds
        );
        if let Some(h) = &r.hostile {
            let d = &r.responder_drops;
            println!(
                "hostile peer sent {} (parse rejects {}, wrong address {}, unknown QP {}, bad P_Key {}); responder dropped: parse {} wrong address {} unknown QP {} bad P_Key {}",
                h.sent,
                h.parse_rejects,
                h.wrong_address,
                h.unknown_qp,
                h.bad_pkey,
                d.bad_icrc + d.malformed + d.not_roce,
                d.wrong_address,
                d.unknown_qp,
                d.bad_pkey
            );
        }
        for d in &r.lockstep_report.first_diffs {
            println!("  vs golden: {d}");
        }
    }
    if let Some(why) = not_clean(&r) {
        anyhow::bail!("the run was not clean: {why}");
    }
    Ok(())
}
