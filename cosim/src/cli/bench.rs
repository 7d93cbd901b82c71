//! `roce bench [--json] [--no-synth]`: throughput, latency and simulation speed measured by
//! driving the Verilator models, plus the Yosys figures of `roce synth` per block.
//!
//! Every number is measured on the verilated blocks in this run, none is typed in:
//! - `skid_beats_per_cycle`: the skid buffer fed back to back with frames of RoCE payload 64 B ..
//!   4 KB (RC SEND ONLY, IPv4) and never stalled; beats out / cycles from first to last output beat,
//!   the minimum over the payload sizes. `skid_beats_per_cycle_random`: same with 70 % valid and
//!   70 % ready (bounded by the traffic, shown for reference). `skid_latency_cycles`: cycles from
//!   the first input handshake to the first output handshake.
//! - `icrc_beats_per_cycle`: frames of the same sizes back to back through the ICRC engine; beats
//!   taken / cycles spent feeding, minimum over the sizes, counted only if every CRC equals
//!   `golden::wire::icrc_of_frame` (a wrong CRC fails the bench). `icrc_min_frames_per_cycle`:
//!   the same with the shortest frame (RC ACK, IPv4: 62 bytes, one beat each).
//!   `icrc_latency_cycles`: from the cycle presenting a frame's end beat to the cycle in which
//!   `out_valid` is high (same convention as `hdl::icrc::ICRC_LATENCY`).
//! - `verilator_cycles_per_sec`: per block, clock cycles per wall-clock second of the model
//!   (including the Rust-side driving), over the runs above.
//! - `blocks`: per block `luts`, `ffs`, `brams`, `urams`, `dsps`, `logic_depth` from `roce synth`
//!   (`--no-synth` skips Yosys); `luts`, `ffs`, `brams`: those of `roce_responder`, the whole NIC.
//!
//! - `tx_beats_per_cycle`: the TX builder fed header records and payloads back to back (RC SEND
//!   ONLY, IPv4, payload 64 B .. 4 KB), output never stalled; output beats / cycles from the first
//!   to the last output beat, minimum over the sizes, counted only if every frame equals golden's
//!   emit. `tx_min_frames_per_cycle`: the same with header-only frames (RC ACK, one beat each).
//!   `tx_latency_cycles`: one frame alone, from the cycle its header record is taken (the
//!   payload's first beat offered in the same cycle) to the cycle of its first output beat.
//!
//! - `rx_beats_per_cycle`: the RX parser fed good frames back to back (payload 64 B .. 4 KB),
//!   records and payload always taken; input beats accepted / cycles from the first to the last
//!   input handshake, minimum over the sizes, counted only if every record says accepted and every
//!   payload equals the frame's. `rx_min_frames_per_cycle`: the same with one-beat frames (RC ACK,
//!   62 bytes padded to 64). `rx_latency_cycles`: one frame alone, from the cycle its last beat is
//!   accepted to the cycle its record is taken. `verilator_rx_cycles_per_sec`: the RX parser's
//!   model over these runs.
//!
//! - `qpc_*`, `verilator_qpc_cache_cycles_per_sec`: the QP context cache, see [`crate::bench_qpc`].
//!
//! - `dma_read_bytes_per_cycle`, `dma_write_bytes_per_cycle`, `dma_read_latency_cycles`,
//!   `dma_small_read_per_cycle`, `host_max_outstanding_reads`, `host_latency_cycles`,
//!   `verilator_dma_cycles_per_sec`: the DMA engine, see [`crate::bench_dma`].
//!
//! - `rx_fuzz_frames`, `rx_fuzz_hangs`, `rx_fuzz_parse_rejects`, `rx_fuzz_mismatches_vs_golden`:
//!   fuzz frames into the whole responder with golden in lockstep (`--fuzz-frames`), see
//!   [`crate::bench_fuzz`].

use crate::harness::axis::{run_stream, Traffic};
use crate::harness::icrc::{run_icrc, IcrcJob};
use crate::harness::tx::{run_tx, TxJob};
use crate::harness::rx::{meta_value, run_rx};
use crate::verilator::{Model, RoceIcrc, RoceRxParser, RoceSkidBuffer, RoceTxBuilder};
use golden::wire::FrameRepr;
use hdl::tx_header::TxFields;
use anyhow::{bail, Context};
use golden::gen::sample_frame;
use golden::wire::{icrc_of_frame, Opcode};
use serde_json::{json, Map, Value};
use std::time::Instant;

/// Arguments of `roce bench`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print the JSON object only (the default prints it too, after a short text summary).
    #[arg(long)]
    pub json: bool,
    /// Skip the Yosys synthesis figures.
    #[arg(long)]
    pub no_synth: bool,
    /// Fuzz frames for `rx_fuzz_frames` / `rx_fuzz_hangs` (rounded up to whole batches of
    /// 1,000; `--fuzz-frames 1000000` is the long run, about an hour on one core).
    #[arg(long, default_value_t = 10_000)]
    pub fuzz_frames: u64,
}

/// RoCE payload sizes the throughput figures are taken over.
pub const PAYLOADS: &[usize] = &[64, 65, 128, 256, 511, 1024, 1500, 2048, 4000, 4096];

/// An RC SEND ONLY frame over IPv4 with `payload` bytes, ICRC included.
pub fn frame_with_payload(payload: usize, seq: u32) -> anyhow::Result<Vec<u8>> {
    let mut f = sample_frame(Opcode::RcSendOnly, false, false, seq, 0);
    f.roce.payload = (0..payload).map(|i| (i as u32 * 13 + seq) as u8).collect();
    f.roce.fix_pad();
    Ok(f.to_bytes()?)
}

struct Speed {
    cycles: u64,
    secs: f64,
}

impl Speed {
    fn add(&mut self, cycles: u64, since: Instant) {
        self.cycles += cycles;
        self.secs += since.elapsed().as_secs_f64();
    }
    fn rate(&self) -> f64 {
        if self.secs > 0.0 { self.cycles as f64 / self.secs } else { 0.0 }
    }
}

fn round(x: f64, digits: i32) -> f64 {
    let p = 10f64.powi(digits);
    (x * p).round() / p
}

/// Measures everything; returns the JSON object.
pub fn measure(no_synth: bool, fuzz_frames: u64) -> anyhow::Result<Value> {
    let mut out = Map::new();
    // Skid buffer.
    let mut speed = Speed { cycles: 0, secs: 0.0 };
    let mut skid_min = f64::INFINITY;
    let mut skid_latency = None;
    for (k, &p) in PAYLOADS.iter().enumerate() {
        let frames: Vec<Vec<u8>> = (0..24).map(|i| frame_with_payload(p, i)).collect::<Result<_, _>>()?;
        let mut m = RoceSkidBuffer::new();
        m.set_reset(true);
        m.tick();
        m.set_reset(false);
        let t = Instant::now();
        let run = run_stream(&mut m, "s", "m", &frames, Traffic { seed: k as u64, ..Traffic::FULL }, frames.len(), 1_000_000, |_, _| {})?;
        speed.add(run.cycles, t);
        if run.frames.iter().map(|f| &f.0).ne(frames.iter()) {
            bail!("skid buffer: frames out differ from frames in (payload {p})");
        }
        let first = run.first_out_cycle.context("no output")?;
        let last = *run.frame_end_cycles.last().context("no frame")?;
        skid_min = skid_min.min(run.beats_out as f64 / (last - first + 1) as f64);
        let lat = first - run.first_in_cycle.context("no input")?;
        skid_latency = Some(skid_latency.map_or(lat, |l: u64| l.max(lat)));
    }
    let frames: Vec<Vec<u8>> = (0..64).map(|i| frame_with_payload(PAYLOADS[i % PAYLOADS.len()], i as u32)).collect::<Result<_, _>>()?;
    let mut m = RoceSkidBuffer::new();
    let t = Instant::now();
    let run = run_stream(&mut m, "s", "m", &frames, Traffic { p_valid: 0.7, p_ready: 0.7, seed: 99 }, frames.len(), 10_000_000, |_, _| {})?;
    speed.add(run.cycles, t);
    if run.frames.iter().map(|f| &f.0).ne(frames.iter()) {
        bail!("skid buffer: frames out differ from frames in (random traffic)");
    }
    out.insert("skid_beats_per_cycle".into(), json!(round(skid_min, 4)));
    out.insert("skid_beats_per_cycle_random".into(), json!(round(run.beats_out as f64 / run.cycles as f64, 4)));
    out.insert("skid_latency_cycles".into(), json!(skid_latency));
    let mut speeds = Map::new();
    speeds.insert(m.name().into(), json!(speed.rate().round()));

    // ICRC engine.
    let mut speed = Speed { cycles: 0, secs: 0.0 };
    let mut icrc_min = f64::INFINITY;
    let mut latency = None;
    let check = |jobs: &[IcrcJob], got: &[crate::harness::icrc::IcrcOut]| -> anyhow::Result<()> {
        for (j, o) in jobs.iter().zip(got) {
            let want = icrc_of_frame(&j.frame)?;
            if want != o.crc {
                bail!("ICRC engine: {:#010x} for a {}-byte frame, golden {want:#010x}", o.crc, j.frame.len());
            }
        }
        Ok(())
    };
    for &p in PAYLOADS {
        let jobs: Vec<IcrcJob> = (0..24)
            .map(|i| frame_with_payload(p, i).map(|f| IcrcJob { end: f.len() - 4, frame: f }))
            .collect::<Result<_, _>>()?;
        let beats: usize = jobs.iter().map(|j| j.frame.len().div_ceil(64)).sum();
        let mut m = RoceIcrc::new();
        let t = Instant::now();
        let (got, cycles) = run_icrc(&mut m, &jobs, 0.0, 1).map_err(anyhow::Error::msg)?;
        speed.add(cycles, t);
        check(&jobs, &got)?;
        // Feeding cycles: from the first beat to the last (no idle cycles were inserted).
        let feed = got.last().map(|o| o.end_cycle).unwrap_or(0) + 1;
        icrc_min = icrc_min.min(beats as f64 / feed as f64);
        for o in &got {
            let l = o.out_cycle - o.end_cycle;
            latency = Some(latency.map_or(l, |x: u64| x.max(l)));
        }
    }
    let mut ack = sample_frame(Opcode::RcAck, false, false, 1, 0);
    ack.roce.payload.clear();
    let ack = ack.to_bytes()?;
    let jobs: Vec<IcrcJob> = (0..256).map(|_| IcrcJob { end: ack.len() - 4, frame: ack.clone() }).collect();
    let mut m = RoceIcrc::new();
    let t = Instant::now();
    let (got, cycles) = run_icrc(&mut m, &jobs, 0.0, 2).map_err(anyhow::Error::msg)?;
    speed.add(cycles, t);
    check(&jobs, &got)?;
    let feed = got.last().map(|o| o.end_cycle).unwrap_or(0) + 1;
    out.insert("icrc_beats_per_cycle".into(), json!(round(icrc_min, 4)));
    out.insert("icrc_min_frames_per_cycle".into(), json!(round(jobs.len() as f64 / feed as f64, 4)));
    out.insert("icrc_min_frame_bytes".into(), json!(ack.len()));
    out.insert("icrc_latency_cycles".into(), json!(latency));
    speeds.insert(m.name().into(), json!(speed.rate().round()));

    // TX builder.
    let mut speed = Speed { cycles: 0, secs: 0.0 };
    let tx_jobs = |frames: &[FrameRepr]| -> anyhow::Result<(Vec<TxJob>, Vec<Vec<u8>>)> {
        let mut jobs = Vec::new();
        let mut want = Vec::new();
        for fr in frames {
            let (f, payload) = TxFields::from_frame(fr)?;
            jobs.push(TxJob { meta: f.to_meta(), payload });
            let mut w = fr.to_bytes()?;
            if w.len() < 60 {
                w.resize(60, 0);
            }
            want.push(w);
        }
        Ok((jobs, want))
    };
    let mut tx_min = f64::INFINITY;
    let tx_run = |frames: &[FrameRepr], speed: &mut Speed| -> anyhow::Result<(f64, crate::harness::tx::TxRun)> {
        let (jobs, want) = tx_jobs(frames)?;
        let mut m = RoceTxBuilder::new();
        let t = Instant::now();
        let run = run_tx(&mut m, &jobs, Traffic::FULL, 1_000_000);
        speed.add(run.cycles, t);
        if run.frames.len() != want.len() || run.frames.iter().zip(&want).any(|((g, u), w)| *u || g != w) {
            bail!("TX builder: frames out differ from golden's emit");
        }
        let span = run.last_beat_cycles.last().context("no frame")? - run.first_beat_cycles[0] + 1;
        Ok((run.beats_out as f64 / span as f64, run))
    };
    for &p in PAYLOADS {
        let frames: Vec<FrameRepr> = (0..24)
            .map(|i| {
                let mut f = sample_frame(Opcode::RcSendOnly, false, false, i, 0);
                f.roce.payload = (0..p).map(|k| (k as u32 * 13 + i) as u8).collect();
                f.roce.fix_pad();
                f
            })
            .collect();
        tx_min = tx_min.min(tx_run(&frames, &mut speed)?.0);
    }
    let acks: Vec<FrameRepr> = (0..64).map(|i| sample_frame(Opcode::RcAck, false, false, i, 0)).collect();
    let (_, run) = tx_run(&acks, &mut speed)?;
    let span = run.last_beat_cycles.last().context("no frame")? - run.first_beat_cycles[0] + 1;
    out.insert("tx_beats_per_cycle".into(), json!(round(tx_min, 4)));
    out.insert("tx_min_frames_per_cycle".into(), json!(round(run.frames.len() as f64 / span as f64, 4)));
    let mut one = sample_frame(Opcode::RcSendOnly, false, false, 1, 0);
    one.roce.payload = vec![0x5a; 64];
    one.roce.fix_pad();
    let (_, run) = tx_run(&[one], &mut speed)?;
    out.insert("tx_latency_cycles".into(), json!(run.first_beat_cycles[0] - run.meta_cycles[0]));
    speeds.insert("roce_tx_builder".into(), json!(speed.rate().round()));

    // RX parser.
    let mut speed = Speed { cycles: 0, secs: 0.0 };
    let rx = |frames: &[FrameRepr], speed: &mut Speed| -> anyhow::Result<crate::harness::rx::RxRun> {
        let mut bytes = Vec::new();
        for f in frames {
            let mut b = f.to_bytes()?;
            if b.len() < 60 {
                b.resize(60, 0);
            }
            bytes.push((b, false));
        }
        let pays: Vec<Vec<u8>> = frames.iter().filter(|f| !f.roce.payload.is_empty()).map(|f| f.roce.payload.clone()).collect();
        let mut m = RoceRxParser::new();
        let t = Instant::now();
        let run = run_rx(&mut m, &bytes, Traffic::FULL, 1.0, pays.len(), 1_000_000);
        speed.add(run.cycles, t);
        let all_ok = run.metas.len() == frames.len()
            && run.metas.iter().all(|r| meta_value(r, "verdict") == Some(0));
        if !all_ok || run.payloads != pays {
            bail!("RX parser: records or payloads differ from golden's frames");
        }
        Ok(run)
    };
    let span = |run: &crate::harness::rx::RxRun| run.in_cycles.last().copied().unwrap_or(0) - run.in_cycles[0] + 1;
    let mut rx_min = f64::INFINITY;
    for &p in PAYLOADS {
        let frames: Vec<FrameRepr> = (0..24)
            .map(|i| {
                let mut f = sample_frame(Opcode::RcSendOnly, false, false, i, 0);
                f.roce.payload = (0..p).map(|k| (k as u32 * 13 + i) as u8).collect();
                f.roce.fix_pad();
                f
            })
            .collect();
        let run = rx(&frames, &mut speed)?;
        rx_min = rx_min.min(run.beats_in as f64 / span(&run) as f64);
    }
    let acks: Vec<FrameRepr> = (0..64).map(|i| sample_frame(Opcode::RcAck, false, false, i, 0)).collect();
    let run = rx(&acks, &mut speed)?;
    out.insert("rx_beats_per_cycle".into(), json!(round(rx_min, 4)));
    out.insert("rx_min_frames_per_cycle".into(), json!(round(acks.len() as f64 / span(&run) as f64, 4)));
    let mut one = sample_frame(Opcode::RcSendOnly, false, false, 1, 0);
    one.roce.payload = vec![0x5a; 64];
    one.roce.fix_pad();
    let run = rx(&[one], &mut speed)?;
    out.insert("rx_latency_cycles".into(), json!(run.meta_cycles[0] - run.last_in_cycles[0]));
    out.insert("verilator_rx_cycles_per_sec".into(), json!(speed.rate().round()));
    speeds.insert("roce_rx_parser".into(), json!(speed.rate().round()));
    out.insert("verilator_cycles_per_sec".into(), Value::Object(speeds));
    out.insert("payload_sizes".into(), json!(PAYLOADS));
    // QP context cache keys (measurement method in crate::bench_qpc).
    crate::bench_qpc::measure(&mut out)?;
    // DMA engine keys (measurement method in crate::bench_dma).
    crate::bench_dma::measure(&mut out)?;
    // Responder NIC keys (method in crate::bench_resp), and the bare model's speed beside the
    // harness's `run_cycles_per_sec` (crate::bench_model).
    out.extend(crate::bench_resp::measure()?);
    // Requester keys (the whole NIC as the requester; method in crate::bench_req).
    out.extend(crate::bench_req::measure()?);
    out.insert("model_cycles_per_sec".into(), json!(crate::bench_model::model_cycles_per_sec()?.round()));
    // RX fuzz keys (method in crate::bench_fuzz).
    crate::bench_fuzz::measure(&mut out, fuzz_frames)?;

    if !no_synth {
        let dir = super::synth::default_dir();
        let mut blocks = Map::new();
        for f in super::synth::synth_all(&dir, &[], false)? {
            blocks.insert(
                f.block.clone(),
                json!({"luts": f.luts, "ffs": f.ffs, "brams": f.brams, "urams": f.urams, "dsps": f.dsps, "logic_depth": f.logic_depth}),
            );
        }
        // The whole responder NIC (issue 6): its figures also as top-level keys.
        if let Some(r) = blocks.get("roce_responder").cloned() {
            for k in ["luts", "ffs", "brams"] {
                out.insert(k.into(), r[k].clone());
            }
        }
        out.insert("blocks".into(), Value::Object(blocks));
    }
    Ok(Value::Object(out))
}

/// Runs `roce bench`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let v = measure(args.no_synth, args.fuzz_frames)?;
    if args.json {
        println!("{}", serde_json::to_string(&v)?);
    } else {
        println!("{}", serde_json::to_string_pretty(&v)?);
    }
    Ok(())
}
