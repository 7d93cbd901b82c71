//! `roce`: the project's command-line front door.
//!
//! Each subcommand lives in its own module under `cosim::cli`; this file only parses and
//! dispatches, so adding a subcommand is one variant and one match arm.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "roce", version, about = "RoCEv2 NIC in Rust HDL: decode, simulate, export, verify")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Decode a pcap of RoCEv2 frames, one line (or JSON object) per frame.
    Decode(cosim::cli::decode::Args),
    /// Write a pcap of sample RoCEv2 frames (every opcode, IPv4/IPv6, with/without VLAN).
    GenPcap(cosim::cli::gen_pcap::Args),
    /// Write every registered block's Verilog, port list (JSON) and filelist.f into a directory.
    Export(cosim::cli::export::Args),
    /// Yosys synth_xilinx (UltraScale+) per block: LUTs, FFs, BRAM/URAM, DSP, logic depth.
    Synth(cosim::cli::synth::Args),
    /// Measure throughput, latency and simulation speed on the Verilator models (JSON).
    Bench(cosim::cli::bench::Args),
    /// Two golden endpoints over a faulty simulated fabric: random verbs traffic, memory checked.
    Sim(cosim::cli::sim::Args),
    /// The main job: golden requester + responder under test over the faulty fabric, checked
    /// against memory, exactly-once and a golden responder in lockstep.
    Run(cosim::cli::run::Args),
    /// A seed sweep of `run` (`--seeds A..B`, `--shard K/N`), one JUnit test case per seed.
    Regress(cosim::cli::regress::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Decode(args) => cosim::cli::decode::run(args),
        Command::GenPcap(args) => cosim::cli::gen_pcap::run(args),
        Command::Export(args) => cosim::cli::export::run(args),
        Command::Synth(args) => cosim::cli::synth::run(args),
        Command::Bench(args) => cosim::cli::bench::run(args),
        Command::Sim(args) => cosim::cli::sim::run(args),
        Command::Run(args) => cosim::cli::run::run(args),
        Command::Regress(args) => cosim::cli::regress::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("roce: {e:#}");
            ExitCode::from(2)
        }
    }
}
