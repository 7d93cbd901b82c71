//! The context caches through Verilator against golden's `ContextCacheRef`: random mixes of
//! lookups, updates and commands over working sets of 1 to 65,536 entries, random DMA latency and
//! back-pressure (the DMA client ports served by `cosim::harness::ctx_cache::DmaClientModel`).
//! Every lookup and READ returns what the reference holds; after a final FLUSH_ALL host memory
//! equals the reference's memory for every touched entry and every byte the cache wrote.

use cosim::harness::ctx_cache::{run_cache, run_cache_with, CacheOp, CacheRunCfg, DmaCfg, EngineBackend};
use cosim::host_memory::AxiSlaveConfig;
use cosim::verilator::{RoceMkeyCache, RoceQpcCache};
use golden::context::{MkeyEntry, QpContext, TableEntry, TableLayout};
use golden::memory::{AccessFlags, HostMemory};
use golden::transport::psn::Psn;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const QPC_BASE: u64 = 0x1_0000_0000;
const MKEY_BASE: u64 = 0x2_4000_0000;

/// A random valid QP context (every field inside its range).
fn qpc(r: &mut ChaCha8Rng) -> QpContext {
    QpContext {
        dest_qpn: r.gen::<u32>() & 0xFF_FFFF,
        epsn: Psn::new(r.gen::<u32>() & 0xFF_FFFF),
        npsn: Psn::new(r.gen::<u32>() & 0xFF_FFFF),
        msn: r.gen::<u32>() & 0xFF_FFFF,
        pkey: r.gen(),
        qkey: r.gen(),
        pd: r.gen(),
        rq_base: r.gen(),
        rq_producer: r.gen(),
        rq_consumer: r.gen(),
        wr_va: r.gen(),
        wr_rkey: r.gen(),
        wr_resid: r.gen(),
        send_offset: r.gen(),
        dmac: r.gen(),
        udp_sport: r.gen(),
        hop_limit: r.gen(),
        traffic_class: r.gen(),
        dgid: r.gen(),
        ..QpContext::default()
    }
}

/// A random memory-key entry.
fn mkey(r: &mut ChaCha8Rng) -> MkeyEntry {
    MkeyEntry {
        va: r.gen(),
        len: r.gen(),
        host_addr: r.gen(),
        key: r.gen(),
        pd: r.gen(),
        access: AccessFlags(r.gen_range(0..16)),
        valid: r.gen(),
    }
}

/// Index distribution: mostly inside the working set, a few outside the table.
fn index(r: &mut ChaCha8Rng, ws: u32, entries: u32) -> u32 {
    if r.gen_bool(0.02) {
        entries + r.gen_range(0..1000)
    } else {
        r.gen_range(0..ws)
    }
}

/// A plan of `n` operations with the given odds (percent) of updates and commands; 12 % are
/// prefetches (hints, which must change no answer).
fn plan<E: Clone>(seed: u64, n: usize, ws: u32, entries: u32, up_pct: u32, cmd_pct: u32, gen: fn(&mut ChaCha8Rng) -> E) -> Vec<CacheOp<E>> {
    let mut r = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let i = index(&mut r, ws, entries);
            let x = r.gen_range(0..100);
            if x < cmd_pct {
                match r.gen_range(0..9) {
                    0 | 1 => CacheOp::Write(i, gen(&mut r)),
                    2 | 3 => CacheOp::Read(i),
                    4 | 5 => CacheOp::Invalidate(i),
                    6 | 7 => CacheOp::Flush(i),
                    _ => CacheOp::FlushAll,
                }
            } else if x < cmd_pct + up_pct {
                CacheOp::Update(i, gen(&mut r))
            } else if x >= 88 {
                CacheOp::Prefetch(i)
            } else {
                CacheOp::Lookup(i)
            }
        })
        .collect()
}

/// Host memory with `count` random entries of the table written (the rest zero: valid entries).
fn memory<E: TableEntry>(seed: u64, layout: TableLayout, ws: u32, count: usize, gen: fn(&mut ChaCha8Rng) -> E) -> HostMemory {
    let mut r = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut mem = HostMemory::new();
    for _ in 0..count {
        let i = r.gen_range(0..ws);
        layout.store(&mut mem, i, &gen(&mut r)).expect("store");
    }
    mem
}

fn ws_strategy() -> impl Strategy<Value = u32> {
    prop_oneof![Just(1u32), 2u32..=8, 9u32..=300, 301u32..=2048, Just(65_536u32), 2049u32..=65_536]
}

fn dma_strategy() -> impl Strategy<Value = DmaCfg> {
    (1u32..=40, 0u32..=60, 0.3f64..=1.0, 0.3f64..=1.0, any::<u64>()).prop_map(|(lat_min, extra, p_req, p_data, seed)| DmaCfg {
        lat_min,
        lat_max: lat_min + extra,
        p_req,
        p_data,
        seed,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// QP context cache (2 beats per entry), 16-bit table.
    #[test]
    fn qpc_cache_matches_reference(
        seed in any::<u64>(),
        ws in ws_strategy(),
        n in 50usize..400,
        up_pct in 0u32..50,
        cmd_pct in 0u32..12,
        p_offer in 0.3f64..=1.0,
        p_rsp in 0.3f64..=1.0,
        dma in dma_strategy(),
    ) {
        let log2 = 16u8;
        let entries = 1u32 << log2;
        let layout = TableLayout::new::<QpContext>(QPC_BASE, entries).unwrap();
        let mem = memory(seed, layout, ws, 64, qpc);
        let ops = plan(seed, n, ws, entries, up_pct, cmd_pct, qpc);
        let cfg = CacheRunCfg { base: QPC_BASE, log2_entries: log2, p_offer, p_rsp, dma, max_cycles: 400_000, in_order: false };
        let mut m = RoceQpcCache::new();
        let r = run_cache(&mut m, &cfg, &mem, &ops);
        prop_assert!(r.is_ok(), "{}", r.unwrap_err());
    }

    /// Memory-key cache (1 beat per entry), table sizes from 2^8 to 2^20.
    #[test]
    fn mkey_cache_matches_reference(
        seed in any::<u64>(),
        log2 in 8u8..=20,
        ws_frac in 0.0f64..=1.0,
        n in 50usize..400,
        up_pct in 0u32..50,
        cmd_pct in 0u32..12,
        p_offer in 0.3f64..=1.0,
        p_rsp in 0.3f64..=1.0,
        dma in dma_strategy(),
    ) {
        let entries = 1u32 << log2;
        let ws = ((entries as f64 * ws_frac * ws_frac) as u32).clamp(1, entries);
        let layout = TableLayout::new::<MkeyEntry>(MKEY_BASE, entries).unwrap();
        let mem = memory(seed, layout, ws, 64, mkey);
        let ops = plan(seed, n, ws, entries, up_pct, cmd_pct, mkey);
        let cfg = CacheRunCfg { base: MKEY_BASE, log2_entries: log2, p_offer, p_rsp, dma, max_cycles: 400_000, in_order: false };
        let mut m = RoceMkeyCache::new();
        let r = run_cache(&mut m, &cfg, &mem, &ops);
        prop_assert!(r.is_ok(), "{}", r.unwrap_err());
    }
}

/// Back-to-back read/modify/write of one QP, one operation per cycle, no stalls: every lookup
/// sees the update taken in the cycle before it (forwarding), and hits run at one per cycle.
#[test]
fn back_to_back_same_qp_sees_every_update() {
    let mut r = ChaCha8Rng::seed_from_u64(1);
    let layout = TableLayout::new::<QpContext>(QPC_BASE, 1 << 16).unwrap();
    let mem = memory(1, layout, 4, 4, qpc);
    let mut ops = vec![CacheOp::Lookup(3)];
    for _ in 0..200 {
        ops.push(CacheOp::Update(3, qpc(&mut r)));
        ops.push(CacheOp::Lookup(3));
    }
    // Offered in plan order, one per cycle: update, lookup, update, lookup...
    let cfg = CacheRunCfg { base: QPC_BASE, log2_entries: 16, p_offer: 1.0, p_rsp: 1.0, dma: DmaCfg::fixed(125), max_cycles: 100_000, in_order: true };
    let mut m = RoceQpcCache::new();
    let rep = run_cache(&mut m, &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.lookups, 201);
    assert_eq!(rep.counters[3], 1, "one fill (the first lookup)");
    // 401 operations, one per cycle after the first fill.
    assert!(rep.lookup_span < 401 + 125 + 20, "span {}", rep.lookup_span);
}

/// Hits to other QPs go on while a miss is filled (hit under miss).
#[test]
fn hits_proceed_under_a_miss() {
    let layout = TableLayout::new::<QpContext>(QPC_BASE, 1 << 16).unwrap();
    let mem = memory(2, layout, 8, 8, qpc);
    // Install QP 1 (set 1) with a WRITE command (no fill), then miss on QP 0x200 (set 0) and look
    // QP 1 up 50 times.
    let mut r = ChaCha8Rng::seed_from_u64(2);
    let mut ops: Vec<CacheOp<QpContext>> = vec![CacheOp::Write(1, qpc(&mut r)), CacheOp::Lookup(0x200)];
    ops.extend((0..50).map(|_| CacheOp::Lookup(1)));
    let cfg = CacheRunCfg { base: QPC_BASE, log2_entries: 16, p_offer: 1.0, p_rsp: 1.0, dma: DmaCfg::fixed(125), max_cycles: 100_000, in_order: true };
    let mut m = RoceQpcCache::new();
    let rep = run_cache(&mut m, &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.counters[3], 1, "one fill");
    // The 50 hits are answered while the miss is outstanding, each in a few cycles, before the
    // miss (responses in answer order: 50 hits, then the miss of QP 0x200).
    assert_eq!(rep.latencies.len(), 51);
    assert!(rep.latencies[..50].iter().all(|&l| l < 10), "hit latencies {:?}", rep.latencies);
    assert!(rep.latencies[50] >= 125, "miss latency {:?}", rep.latencies);
}

/// Misses to different sets overlap their DMA round trips (several MSHRs): 8 cold QPs in 8
/// sets, offered back to back with a fixed 125-cycle memory, are all answered within about one
/// round trip, not eight. Then 8 misses whose victims are dirty (4 dirty QPs installed in each of
/// the 8 sets first): the write-backs and fills overlap too. And 8 misses to one set (they share
/// the set, so they are served one after the other) still answer correctly. Read/modify/write
/// pairs of 8 cold QPs overlap as well.
#[test]
fn misses_to_different_sets_overlap() {
    let layout = TableLayout::new::<QpContext>(QPC_BASE, 1 << 16).unwrap();
    let mem = memory(5, layout, 1 << 16, 256, qpc);
    let cfg = CacheRunCfg { base: QPC_BASE, log2_entries: 16, p_offer: 1.0, p_rsp: 1.0, dma: DmaCfg::fixed(125), max_cycles: 100_000, in_order: true };
    // Clean: QPs 0x1000..0x1008 (sets 0..7).
    let ops: Vec<CacheOp<QpContext>> = (0..8u32).map(|k| CacheOp::Lookup(0x1000 + k)).collect();
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.counters[3], 8, "eight fills");
    let one = rep.latencies[0];
    assert!(one >= 125, "a miss costs a round trip: {:?}", rep.latencies);
    // Serial misses would take 8 round trips (> 8 * 125 cycles).
    assert!(rep.lookup_span < one + 40, "span {} vs one miss {}: {:?}", rep.lookup_span, one, rep.latencies);
    // Dirty victims: every set 0..7 full of dirty QPs, then one miss per set.
    let mut r = ChaCha8Rng::seed_from_u64(6);
    let mut ops: Vec<CacheOp<QpContext>> = Vec::new();
    for set in 0..8u32 {
        for way in 0..4u32 {
            ops.push(CacheOp::Write((way << 8) | set, qpc(&mut r)));
        }
    }
    ops.extend((0..8u32).map(|k| CacheOp::Lookup(0x2000 + k)));
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.counters[3], 8, "eight fills");
    assert!(rep.writes >= 8, "eight write-backs before the final flush: {}", rep.writes);
    // Each dirty miss waits for its write-back (about two round trips); serial ones would take 16.
    assert!(rep.lookup_span < 3 * 125 + 80, "dirty span {}: {:?}", rep.lookup_span, rep.latencies);
    // The transport's read/modify/write, offered back to back: lookup then update of 8 cold QPs
    // in 8 sets (each update is taken by its QP's MSHR while the fill is in flight), then a
    // lookup of each again (it must see the update; the first lookup sees host memory).
    let mut ops: Vec<CacheOp<QpContext>> = Vec::new();
    for k in 0..8u32 {
        ops.push(CacheOp::Lookup(0x3000 + k));
        ops.push(CacheOp::Update(0x3000 + k, qpc(&mut r)));
    }
    ops.extend((0..8u32).map(|k| CacheOp::Lookup(0x3000 + k)));
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.counters[3], 8, "eight fills");
    assert!(rep.lookup_span < one + 80, "rmw span {} vs one miss {}: {:?}", rep.lookup_span, one, rep.latencies);
    // One set: QPs 0x100 * k + 9, served in turn, answers still match the reference.
    let ops: Vec<CacheOp<QpContext>> = (0..8u32).map(|k| CacheOp::Lookup((k << 8) | 9)).collect();
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.counters[3], 8, "eight fills");
    assert!(rep.lookup_span >= 8 * 125, "same-set misses overlap: span {}", rep.lookup_span);
}

/// Prefetch: a hint that fills a cold entry without answering anyone. 8 cold QPs in 8 sets
/// prefetched back to back fill in one overlapped round trip, and the lookups behind them wait
/// for those fills (no second fill) and answer host memory's entries; a prefetch of a cached entry,
/// of an out-of-range index or into a set with a fill in flight does nothing; an update of an
/// entry whose prefetch fill is in flight is kept (the fill does not overwrite it).
#[test]
fn prefetch_fills_ahead_and_changes_no_answer() {
    let layout = TableLayout::new::<QpContext>(QPC_BASE, 1 << 16).unwrap();
    let mem = memory(7, layout, 1 << 16, 256, qpc);
    let cfg = CacheRunCfg { base: QPC_BASE, log2_entries: 16, p_offer: 1.0, p_rsp: 1.0, dma: DmaCfg::fixed(125), max_cycles: 100_000, in_order: true };
    let mut ops: Vec<CacheOp<QpContext>> = (0..8u32).map(|k| CacheOp::Prefetch(0x1000 + k)).collect();
    ops.extend((0..8u32).map(|k| CacheOp::Lookup(0x1000 + k)));
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.prefetches, 8);
    assert_eq!((rep.counters[3], rep.counters[4]), (8, 8), "eight fills, all started by the prefetches");
    assert_eq!(rep.counters[2], 8, "each lookup is a hit once its line is in");
    assert!(rep.lookup_span < 125 + 40, "the prefetched fills overlap: span {}", rep.lookup_span);
    // A cached entry, an out-of-range index, a set with a fill in flight: no fill.
    let ops: Vec<CacheOp<QpContext>> = vec![
        CacheOp::Lookup(5),
        CacheOp::Prefetch(5),
        CacheOp::Prefetch(1 << 16),
        CacheOp::Lookup(0x105),
        CacheOp::Prefetch(0x205),
        CacheOp::Lookup(5),
        // Taken once nothing is parked: entry 5 is cached by then.
        CacheOp::Prefetch(5),
    ];
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!(rep.counters[4], 0, "no prefetch started a fill");
    assert_eq!(rep.counters[3], 2, "the two cold lookups filled");
    // Prefetch, update, lookup of one cold entry: the lookup answers the update.
    let mut r = ChaCha8Rng::seed_from_u64(8);
    let ops: Vec<CacheOp<QpContext>> = vec![CacheOp::Prefetch(0x4321), CacheOp::Update(0x4321, qpc(&mut r)), CacheOp::Lookup(0x4321)];
    let rep = run_cache(&mut RoceQpcCache::new(), &cfg, &mem, &ops).unwrap();
    assert_eq!((rep.counters[3], rep.counters[4]), (1, 1), "one fill, the prefetch's");
    // The key cache has the same port.
    let klayout = TableLayout::new::<MkeyEntry>(MKEY_BASE, 1 << 12).unwrap();
    let kmem = memory(9, klayout, 1 << 12, 64, mkey);
    let kcfg = CacheRunCfg { base: MKEY_BASE, log2_entries: 12, ..cfg };
    let mut kops: Vec<CacheOp<MkeyEntry>> = (0..8u32).map(|k| CacheOp::Prefetch(0x100 + k)).collect();
    kops.extend((0..8u32).map(|k| CacheOp::Lookup(0x100 + k)));
    let rep = run_cache(&mut RoceMkeyCache::new(), &kcfg, &kmem, &kops).unwrap();
    assert_eq!((rep.counters[3], rep.counters[4]), (8, 8));
}

/// A fill whose DMA read fails (poisoned host page) answers `err` and caches nothing; a later
/// lookup retries (and fails again); other entries are unaffected. QPC and key caches.
#[test]
fn failed_fill_answers_err_and_caches_nothing() {
    let layout = TableLayout::new::<QpContext>(QPC_BASE, 1 << 16).unwrap();
    let mut mem = memory(3, layout, 64, 64, qpc);
    // Entries 32..=63 share one 4 KiB page (128-byte entries): poison it.
    mem.poison(layout.entry_addr(32).unwrap(), 4096);
    let ops: Vec<CacheOp<QpContext>> = (0..300u32).map(|k| if k % 7 == 3 { CacheOp::Read(k % 64) } else { CacheOp::Lookup((k * 13) % 64) }).collect();
    for seed in 0..4 {
        let cfg = CacheRunCfg { base: QPC_BASE, log2_entries: 16, p_offer: 0.8, p_rsp: 0.8, dma: DmaCfg { seed, ..DmaCfg::fixed(30) }, max_cycles: 200_000, in_order: false };
        let mut m = RoceQpcCache::new();
        let rep = run_cache(&mut m, &cfg, &mem, &ops).unwrap();
        assert!(rep.counters[3] > 64, "failed fills are retried: {} fills", rep.counters[3]);
    }
    let klayout = TableLayout::new::<MkeyEntry>(MKEY_BASE, 1 << 12).unwrap();
    let mut kmem = memory(4, klayout, 256, 64, mkey);
    kmem.poison(klayout.entry_addr(64).unwrap(), 4096);
    let kops: Vec<CacheOp<MkeyEntry>> = (0..300u32).map(|k| CacheOp::Lookup((k * 37) % 256)).collect();
    let cfg = CacheRunCfg { base: MKEY_BASE, log2_entries: 12, p_offer: 0.8, p_rsp: 0.8, dma: DmaCfg::fixed(30), max_cycles: 200_000, in_order: false };
    let mut m = RoceMkeyCache::new();
    run_cache(&mut m, &cfg, &kmem, &kops).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// The caches with the real DMA engine (`roce_dma_engine`: QPC on client pair 0, keys on
    /// pair 1) in front of the cycle-level AXI4 host memory (`cosim::host_memory`), random memory
    /// latency and back-pressure: same differential check.
    #[test]
    fn caches_through_the_dma_engine(
        seed in any::<u64>(),
        ws in ws_strategy(),
        n in 50usize..250,
        up_pct in 0u32..50,
        cmd_pct in 0u32..12,
        latency in 1u32..130,
        extra in 0u32..40,
        p_ready in 0.4f64..=1.0,
        key_cache in any::<bool>(),
    ) {
        let axi = AxiSlaveConfig {
            latency,
            extra_latency_max: extra,
            seed,
            ar_ready_prob: p_ready,
            aw_ready_prob: p_ready,
            w_ready_prob: p_ready,
            r_valid_prob: p_ready,
            b_valid_prob: p_ready,
            ..AxiSlaveConfig::default()
        };
        let cfg = |base| CacheRunCfg { base, log2_entries: 16, p_offer: 0.8, p_rsp: 0.8, dma: DmaCfg::fixed(1), max_cycles: 1_000_000, in_order: false };
        let r = if key_cache {
            let layout = TableLayout::new::<MkeyEntry>(MKEY_BASE, 1 << 16).unwrap();
            let mem = memory(seed, layout, ws, 64, mkey);
            let ops = plan(seed, n, ws, 1 << 16, up_pct, cmd_pct, mkey);
            let mut dma = EngineBackend::new(axi, &mem, 1).unwrap();
            run_cache_with(&mut RoceMkeyCache::new(), &mut dma, &cfg(MKEY_BASE), &mem, &ops)
        } else {
            let layout = TableLayout::new::<QpContext>(QPC_BASE, 1 << 16).unwrap();
            let mem = memory(seed, layout, ws, 64, qpc);
            let ops = plan(seed, n, ws, 1 << 16, up_pct, cmd_pct, qpc);
            let mut dma = EngineBackend::new(axi, &mem, 0).unwrap();
            run_cache_with(&mut RoceQpcCache::new(), &mut dma, &cfg(QPC_BASE), &mem, &ops)
        };
        prop_assert!(r.is_ok(), "{}", r.unwrap_err());
    }
}
