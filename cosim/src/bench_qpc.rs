//! `roce bench` keys of the QP context cache (issue 5), measured on the verilated `roce_qpc_cache`
//! with its DMA client ports served by [`crate::harness::ctx_cache::DmaClientModel`]. Every run is
//! also the differential check of [`run_cache`] against golden's `ContextCacheRef`: a wrong
//! answer fails the bench instead of producing a figure.
//!
//! - `qpc_hit_lookups_per_cycle`: 512 QPs installed with WRITE commands (2 per set, no fills),
//!   then 4,096 lookups over them offered back to back, responses always taken; lookups / cycles
//!   from the first lookup taken to the last answered.
//! - `qpc_miss_latency_cycles`: one lookup of a cold QP (its set has a free way), DMA model with a
//!   fixed 125-cycle latency (request taken to first beat) and no back-pressure; cycles from the
//!   lookup taken to its response. `qpc_miss_dirty_latency_cycles`: the same for a miss whose
//!   victim is dirty (write-back, its completion 125 cycles after the last beat; the fill is
//!   requested right after the write-back's beats). `qpc_miss_latency_cycles_dma_engine`: the
//!   clean miss through the verilated DMA engine and `cosim::host_memory` (AXI latency 125,
//!   no back-pressure).
//! - `qpc_lookups_per_cycle_random_64k`: 2,000 lookups uniform over 65,536 QPs, offered back to
//!   back, same 125-cycle memory; lookups / cycles as above (nearly every lookup misses).
//!   `qpc_rmw_packets_per_cycle_random_64k`: the transport's pattern, lookup then update of the
//!   same QP, 1,000 packets uniform over 65,536 QPs (dirty victims: write-back plus fill).
//!   `qpc_lookups_per_cycle_random_64k_mshr8` / `_mshr16` / `_mshr32`: the same lookups with the
//!   cache's `mshr_limit` register at 8, 16, 32 (the instance has [`hdl::ctx_cache::CTX_MSHRS`]).
//! - `qpc_rmw_packets_per_cycle_hot`: 64 QPs installed with WRITE commands, then 2,000 lookup +
//!   update pairs over them (all hits), offered in order; the cache takes the update of one pair
//!   and the lookup of the next in the same cycle when their sets differ.
//! - `verilator_qpc_cache_cycles_per_sec`: the model's speed over these runs (with the harness).
use crate::harness::ctx_cache::{run_cache, run_cache_with, CacheOp, CacheRunCfg, CacheRunReport, DmaCfg, EngineBackend};
use crate::host_memory::AxiSlaveConfig;
use crate::verilator::RoceQpcCache;
use anyhow::anyhow;
use golden::context::{QpContext, TableLayout};
use golden::memory::HostMemory;
use golden::transport::psn::Psn;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Map, Value};
use std::time::Instant;

const BASE: u64 = 0x1_0000_0000;

fn ctx(r: &mut ChaCha8Rng) -> QpContext {
    QpContext { epsn: Psn::new(r.gen::<u32>() & 0xFF_FFFF), pd: r.gen(), qkey: r.gen(), rq_base: r.gen(), ..QpContext::default() }
}

fn round(x: f64, digits: i32) -> f64 {
    let p = 10f64.powi(digits);
    (x * p).round() / p
}

struct Runner {
    cycles: u64,
    secs: f64,
}

impl Runner {
    fn run(&mut self, ops: &[CacheOp<QpContext>], mem: &HostMemory, dma: DmaCfg) -> anyhow::Result<CacheRunReport> {
        self.run_mshrs(ops, mem, dma, 0)
    }

    /// [`Runner::run`] with the cache limited to `mshrs` MSHRs (0: all of them).
    fn run_mshrs(&mut self, ops: &[CacheOp<QpContext>], mem: &HostMemory, dma: DmaCfg, mshrs: u32) -> anyhow::Result<CacheRunReport> {
        let cfg = CacheRunCfg { base: BASE, log2_entries: 16, p_offer: 1.0, p_rsp: 1.0, dma, max_cycles: 5_000_000, in_order: true };
        let mut m = RoceQpcCache::new();
        m.set_mshr_limit(mshrs as u64);
        let t = Instant::now();
        let rep = run_cache(&mut m, &cfg, mem, ops).map_err(|e| anyhow!("qpc cache differs from golden: {e}"))?;
        self.secs += t.elapsed().as_secs_f64();
        self.cycles += rep.cycles;
        Ok(rep)
    }
}

/// Measures the `qpc_*` keys into `out`.
pub fn measure(out: &mut Map<String, Value>) -> anyhow::Result<()> {
    let mut r = ChaCha8Rng::seed_from_u64(5);
    let mem = HostMemory::new();
    let _ = TableLayout::new::<QpContext>(BASE, 1 << 16)?;
    let mut run = Runner { cycles: 0, secs: 0.0 };
    let mem125 = DmaCfg::fixed(125);

    // Hits.
    let mut ops: Vec<CacheOp<QpContext>> = (0..512u32).map(|q| CacheOp::Write(q, ctx(&mut r))).collect();
    ops.extend((0..4096).map(|_| CacheOp::Lookup(r.gen_range(0..512))));
    let rep = run.run(&ops, &mem, mem125)?;
    if rep.counters[3] != 0 {
        return Err(anyhow!("hit bench: {} fills, expected none", rep.counters[3]));
    }
    out.insert("qpc_hit_lookups_per_cycle".into(), json!(round(rep.lookups as f64 / rep.lookup_span as f64, 4)));

    // Miss latency: clean (free way) and dirty victim.
    let rep = run.run(&[CacheOp::Lookup(7)], &mem, mem125)?;
    out.insert("qpc_miss_latency_cycles".into(), json!(rep.latencies[0]));
    // The same miss through the real DMA engine and the AXI host memory model (125 cycles).
    let cfg = CacheRunCfg { base: BASE, log2_entries: 16, p_offer: 1.0, p_rsp: 1.0, dma: mem125, max_cycles: 100_000, in_order: true };
    let mut dma = EngineBackend::new(AxiSlaveConfig::default(), &mem, 0).map_err(|e| anyhow!(e))?;
    let mut m = RoceQpcCache::new();
    let rep = run_cache_with(&mut m, &mut dma, &cfg, &mem, &[CacheOp::<QpContext>::Lookup(7)]).map_err(|e| anyhow!("qpc cache + DMA engine differs from golden: {e}"))?;
    out.insert("qpc_miss_latency_cycles_dma_engine".into(), json!(rep.latencies[0]));
    // Fill set 0 with four dirty QPs, then miss on a fifth QP of set 0.
    let mut ops: Vec<CacheOp<QpContext>> = (0..4u32).map(|k| CacheOp::Write(k << 8, ctx(&mut r))).collect();
    ops.push(CacheOp::Lookup(4 << 8));
    let rep = run.run(&ops, &mem, mem125)?;
    if rep.writes == 0 {
        return Err(anyhow!("dirty miss bench: no write-back"));
    }
    out.insert("qpc_miss_dirty_latency_cycles".into(), json!(rep.latencies[0]));

    // Uniform random over 65,536 QPs: lookups only, then lookup + update pairs.
    let ops: Vec<CacheOp<QpContext>> = (0..2000).map(|_| CacheOp::Lookup(r.gen_range(0..65_536))).collect();
    let rep = run.run(&ops, &mem, mem125)?;
    out.insert("qpc_lookups_per_cycle_random_64k".into(), json!(round(rep.lookups as f64 / rep.lookup_span as f64, 4)));
    // The same with fewer MSHRs in use (the instance's `mshr_limit` register).
    for n in [8u32, 16, 32] {
        let rep = run.run_mshrs(&ops, &mem, mem125, n)?;
        out.insert(format!("qpc_lookups_per_cycle_random_64k_mshr{n}"), json!(round(rep.lookups as f64 / rep.lookup_span as f64, 4)));
    }
    let mut ops = Vec::new();
    for _ in 0..1000 {
        let q = r.gen_range(0..65_536);
        ops.push(CacheOp::Lookup(q));
        ops.push(CacheOp::Update(q, ctx(&mut r)));
    }
    let rep = run.run(&ops, &mem, mem125)?;
    out.insert("qpc_rmw_packets_per_cycle_random_64k".into(), json!(round(rep.lookups as f64 / rep.lookup_span as f64, 4)));
    let mut ops: Vec<CacheOp<QpContext>> = (0..64u32).map(|q| CacheOp::Write(q, ctx(&mut r))).collect();
    for _ in 0..2000 {
        let q = r.gen_range(0..64);
        ops.push(CacheOp::Lookup(q));
        ops.push(CacheOp::Update(q, ctx(&mut r)));
    }
    let rep = run.run(&ops, &mem, mem125)?;
    out.insert("qpc_rmw_packets_per_cycle_hot".into(), json!(round(rep.lookups as f64 / rep.lookup_span as f64, 4)));
    out.insert("verilator_qpc_cache_cycles_per_sec".into(), json!((run.cycles as f64 / run.secs.max(1e-9)).round()));
    Ok(())
}
