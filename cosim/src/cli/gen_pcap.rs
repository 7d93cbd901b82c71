//! `roce gen-pcap OUT.pcap [--corrupt-frame N]`: writes `golden::gen::sample_frames()` (one frame
//! of every opcode x {IPv4, IPv6} x {VLAN, none}, 152 frames) to a pcap with nanosecond
//! timestamps 1 us apart.
//!
//! `--corrupt-frame N` (1-based, repeatable) flips bit 0 of the first payload byte of frame N
//! (or, for opcodes without payload, of the last byte before the ICRC) after the ICRC was
//! computed, so that frame's ICRC no longer verifies.

use anyhow::{bail, Context};
use golden::wire::{write_pcap, FrameRepr, ICRC_LEN};

/// Arguments of `roce gen-pcap`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The capture to write.
    pub out: std::path::PathBuf,
    /// Flip one payload bit of frame N (1-based) so its ICRC fails; may be given several times.
    #[arg(long = "corrupt-frame", value_name = "N")]
    pub corrupt_frame: Vec<usize>,
}

/// Offset of the byte `--corrupt-frame` flips: the first payload byte, or the last byte the
/// ICRC covers when the opcode has no payload.
pub fn corrupt_offset(f: &FrameRepr) -> usize {
    let n = f.buffer_len();
    if f.roce.payload.is_empty() {
        n - ICRC_LEN - 1
    } else {
        f.eth.buffer_len() + f.ip.header_len() + 8 + f.roce.header_len()
    }
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<()> {
    let frames = golden::gen::sample_frames();
    let mut bytes = Vec::with_capacity(frames.len());
    for f in &frames {
        bytes.push(f.to_bytes().context("emitting a sample frame")?);
    }
    for &n in &args.corrupt_frame {
        if n == 0 || n > frames.len() {
            bail!("--corrupt-frame {n}: frames are numbered 1..={}", frames.len());
        }
        let at = corrupt_offset(&frames[n - 1]);
        bytes[n - 1][at] ^= 1;
    }
    write_pcap(&args.out, &bytes, 1_700_000_000_000_000_000)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    eprintln!("wrote {} frames to {}", bytes.len(), args.out.display());
    Ok(())
}
