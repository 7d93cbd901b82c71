//! `roce bench` keys of the DMA engine (issue 5), measured on the verilated `roce_dma_engine`
//! against the AXI4 host-memory model of [`crate::host_memory`] at its default 125-cycle latency,
//! no back-pressure from the slave, clients never stalling. Every run is also checked: a wrong
//! byte, a non-zero status, an AXI protocol violation or a client-stream fault fails the bench
//! instead of producing a figure.
//!
//! - `dma_read_bytes_per_cycle`: 64 reads of 4 KB (4 KB-aligned, one burst each) on the payload
//!   read client (3), offered back to back; bytes / cycles from the first to the last data beat
//!   taken on the client's stream (the 125-cycle latency to the first beat is not counted; it is
//!   `dma_read_latency_cycles`: request taken to first data beat, first request).
//! - `dma_write_bytes_per_cycle`: 64 writes of 4 KB on the payload write client (2), requests and
//!   data offered back to back; bytes / cycles from the first to the last data beat taken from
//!   the client's stream (completions, which follow 125 cycles after each burst's last beat, are
//!   checked, not timed).
//! - `dma_small_read_per_cycle`: 256 reads of 64 bytes (one beat each, 64-byte aligned) on the
//!   payload read client, offered back to back: reads completed per cycle in the steady state
//!   (they come back in windows of the host's 32 outstanding reads, one round trip apart: whole
//!   windows, from the second one's first beat to the last one's). With every read one short
//!   burst, the host model's outstanding reads over its round trip bound it (Little's law), not
//!   the bus: `host_max_outstanding_reads` (32) and `host_latency_cycles` (125) sit beside it. A
//!   requester reads one such payload per small message, so this is its ceiling for 64-byte
//!   WRITEs against this host model (issue 16's `requester_small_write_msgs_per_cycle`).
//! - `verilator_dma_cycles_per_sec`: the model's speed over these runs (with the harness and the
//!   slave model).
use crate::harness::dma::{run_dma, DmaRead, DmaRun, DmaTraffic, DmaWrite};
use crate::host_memory::{AxiHostMemory, AxiSlaveConfig};
use crate::verilator::RoceDmaEngine;
use anyhow::bail;
use serde_json::{json, Map, Value};
use std::time::Instant;

/// Transfers per run.
const TRANSFERS: usize = 64;
/// Bytes per transfer.
const SIZE: usize = 4096;
const BASE: u64 = 0x2_0000_0000;

fn byte(a: u64) -> u8 {
    (a ^ (a >> 8) ^ (a >> 16)) as u8
}

fn round(x: f64, digits: i32) -> f64 {
    let p = 10f64.powi(digits);
    (x * p).round() / p
}

fn checked(run: &DmaRun, mem: &AxiHostMemory, what: &str) -> anyhow::Result<()> {
    if !run.finished {
        bail!("dma bench {what}: not finished after {} cycles", run.cycles);
    }
    if !run.stream_faults.is_empty() {
        bail!("dma bench {what}: stream faults {:?}", run.stream_faults);
    }
    if mem.violations().total() != 0 {
        bail!("dma bench {what}: AXI violations {:?}", mem.violations());
    }
    if run.read_status.iter().chain(&run.write_status).flatten().any(|&s| s != 0) {
        bail!("dma bench {what}: error status");
    }
    Ok(())
}

fn span(cycles: &[u64]) -> anyhow::Result<u64> {
    match (cycles.first(), cycles.last()) {
        (Some(a), Some(b)) => Ok(b - a + 1),
        _ => bail!("dma bench: no data beat"),
    }
}

/// Measures the DMA keys into `out`.
pub fn measure(out: &mut Map<String, Value>) -> anyhow::Result<()> {
    let (mut cycles, mut secs) = (0u64, 0f64);
    // Reads.
    let mut mem = AxiHostMemory::new(AxiSlaveConfig::default())?;
    let total = (TRANSFERS * SIZE) as u64;
    let pat: Vec<u8> = (BASE..BASE + total).map(byte).collect();
    mem.write(BASE, &pat)?;
    let reads: Vec<Vec<DmaRead>> = (0..4)
        .map(|c| if c == 3 { (0..TRANSFERS).map(|k| DmaRead { addr: BASE + (k * SIZE) as u64, len: SIZE }).collect() } else { Vec::new() })
        .collect();
    let mut m = RoceDmaEngine::new();
    let t = Instant::now();
    let run = run_dma(&mut m, &mut mem, &reads, &[], DmaTraffic::FULL, 1_000_000);
    secs += t.elapsed().as_secs_f64();
    cycles += run.cycles;
    checked(&run, &mem, "read")?;
    let got: Vec<u8> = run.read_data[3].concat();
    if got != pat {
        bail!("dma bench read: data differ from memory");
    }
    let rd = total as f64 / span(&run.read_beat_cycles[3])? as f64;
    let latency = run.read_beat_cycles[3][0] - run.read_req_cycles[3][0];
    // Small reads: 256 x 64 bytes.
    const SMALL: usize = 256;
    let reads: Vec<Vec<DmaRead>> =
        (0..4).map(|c| if c == 3 { (0..SMALL).map(|k| DmaRead { addr: BASE + (k * 64) as u64, len: 64 }).collect() } else { Vec::new() }).collect();
    let mut mem = AxiHostMemory::new(AxiSlaveConfig::default())?;
    mem.write(BASE, &pat[..SMALL * 64])?;
    let mut m = RoceDmaEngine::new();
    let t = Instant::now();
    let run = run_dma(&mut m, &mut mem, &reads, &[], DmaTraffic::FULL, 1_000_000);
    secs += t.elapsed().as_secs_f64();
    cycles += run.cycles;
    checked(&run, &mem, "small read")?;
    if run.read_data[3].concat() != pat[..SMALL * 64] {
        bail!("dma bench small read: data differ from memory");
    }
    let beats = &run.read_beat_cycles[3];
    if beats.len() != SMALL {
        bail!("dma bench small read: {} beats for {SMALL} one-beat reads", beats.len());
    }
    // Steady state: the reads come back in windows of the host's outstanding reads, one round
    // trip apart; whole windows from the second one's first beat to the last one's first beat.
    let skip = AxiSlaveConfig::default().max_outstanding_reads;
    let small = (SMALL - 2 * skip) as f64 / (beats[SMALL - skip] - beats[skip]) as f64;
    // Writes.
    let mut mem = AxiHostMemory::new(AxiSlaveConfig::default())?;
    let writes: Vec<Vec<DmaWrite>> = (0..4)
        .map(|c| {
            if c == 2 {
                (0..TRANSFERS)
                    .map(|k| {
                        let a = BASE + (k * SIZE) as u64;
                        DmaWrite { addr: a, data: pat[k * SIZE..(k + 1) * SIZE].to_vec() }
                    })
                    .collect()
            } else {
                Vec::new()
            }
        })
        .collect();
    let mut m = RoceDmaEngine::new();
    let t = Instant::now();
    let run = run_dma(&mut m, &mut mem, &[], &writes, DmaTraffic::FULL, 1_000_000);
    secs += t.elapsed().as_secs_f64();
    cycles += run.cycles;
    checked(&run, &mem, "write")?;
    if mem.read(BASE, total as usize)? != pat {
        bail!("dma bench write: memory differs from the data written");
    }
    let wr = total as f64 / span(&run.write_beat_cycles[2])? as f64;
    out.insert("dma_read_bytes_per_cycle".into(), json!(round(rd, 3)));
    out.insert("dma_write_bytes_per_cycle".into(), json!(round(wr, 3)));
    out.insert("dma_read_latency_cycles".into(), json!(latency));
    out.insert("dma_small_read_per_cycle".into(), json!(round(small, 4)));
    out.insert("host_max_outstanding_reads".into(), json!(AxiSlaveConfig::default().max_outstanding_reads));
    out.insert("host_latency_cycles".into(), json!(AxiSlaveConfig::default().latency));
    out.insert("verilator_dma_cycles_per_sec".into(), json!((cycles as f64 / secs).round()));
    Ok(())
}
