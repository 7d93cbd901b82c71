//! `roce export --out DIR`: writes every registered block's Verilog, port list and the file list.
//!
//! The blocks are those of `hdl::export::registry` (see there how to add one). For each block
//! `NAME`: `DIR/NAME.v` (renamed so names never clash between blocks), `DIR/NAME.ports.json`
//! (`{"module", "ports": [{"name", "dir", "width", "clock"}]}`), and `DIR/filelist.f`. The
//! checked-in copy lives in `hdl/verilog/`; `roce export --out hdl/verilog` refreshes it (the test
//! `hdl/tests/verilog_sync.rs` fails while it is stale).

use anyhow::Context;

/// Arguments of `roce export`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Output directory (created if missing), e.g. `hdl/verilog`.
    #[arg(long)]
    pub out: std::path::PathBuf,
}

/// Runs `roce export`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let files = hdl::export::write_all(&args.out).context("exporting Verilog")?;
    for f in &files {
        println!("{}", args.out.join(f).display());
    }
    Ok(())
}
