//! `roce decode FILE.pcap`: placeholder until the wire-format work lands.

/// Arguments of `roce decode`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The capture to read (pcap, Ethernet link type).
    pub file: std::path::PathBuf,
    /// One JSON object per frame instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs the subcommand.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("decode is not implemented yet")
}
