//! The DMA engine's Verilator model (`roce_dma_engine`) against a plain reference memory, through
//! the cycle-level AXI4 slave of `cosim::host_memory` (random latency, random back-pressure on
//! every channel, outstanding caps, error ranges, protocol-violation counters).
//!
//! Reads come from a region filled with a known pattern; every write gets its own region (so
//! writes from different clients never overlap and the final memory has one answer), surrounded
//! by pattern bytes that must survive (a stray strobe shows). For every request: the returned
//! bytes equal the reference, the completion status is the worst response of its bursts as the
//! 4 KB split and the slave's error ranges give it, and an errored write burst leaves its bytes
//! untouched. Every run: every request completes (no hang, also after errors), zero protocol
//! violations (4 KB crossing included), no client-stream rule broken, nothing left in flight.

use cosim::harness::dma::{expected_bursts, run_dma, DmaRead, DmaRun, DmaTraffic, DmaWrite};
use cosim::host_memory::{AxiHostMemory, AxiResp, AxiSlaveConfig, ErrorRange};
use cosim::verilator::RoceDmaEngine;
use proptest::prelude::*;

/// Read region: 256 KB of pattern bytes at a high 64-bit address.
const READ_BASE: u64 = 0x0000_7f12_3400_0000;
const READ_SIZE: u64 = 256 * 1024;
/// Write regions: one per write request, 256 KB apart; each is checked from its start to
/// `MARGIN` bytes past the write's end.
const WRITE_BASE: u64 = 0x0000_0001_0000_0000;
const WRITE_STRIDE: u64 = 256 * 1024;
/// Pattern bytes kept around each write range.
const MARGIN: u64 = 128;

fn pattern(a: u64) -> u8 {
    (a.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as u8 ^ (a as u8)
}

/// Bytes of a write's region that are filled and checked.
fn region(w: &WOp) -> u64 {
    MARGIN + w.off + w.len as u64 + MARGIN
}

fn fill(mem: &mut AxiHostMemory, start: u64, len: u64) {
    let v: Vec<u8> = (start..start + len).map(pattern).collect();
    mem.write(start, &v).expect("backdoor write");
}

/// One read: client, offset in the read region, length.
#[derive(Clone, Debug)]
struct ROp {
    client: usize,
    off: u64,
    len: usize,
}

/// One write: client, offset in its region, length, data seed.
#[derive(Clone, Debug)]
struct WOp {
    client: usize,
    off: u64,
    len: usize,
    seed: u8,
}

#[derive(Debug)]
struct Setup {
    cfg: AxiSlaveConfig,
    traffic: DmaTraffic,
    reads: Vec<ROp>,
    writes: Vec<WOp>,
}

/// Runs a setup and checks everything; returns the run for extra checks.
fn check(setup: &Setup) -> Result<DmaRun, TestCaseError> {
    let mut mem = AxiHostMemory::new(setup.cfg.clone()).expect("config");
    fill(&mut mem, READ_BASE, READ_SIZE);
    let mut reads = vec![Vec::new(); 4];
    for r in &setup.reads {
        reads[r.client].push(DmaRead { addr: READ_BASE + r.off, len: r.len });
    }
    let mut writes = vec![Vec::new(); 4];
    let mut wmeta: Vec<Vec<(u64, u64)>> = vec![Vec::new(); 4];
    for (k, w) in setup.writes.iter().enumerate() {
        let base = WRITE_BASE + k as u64 * WRITE_STRIDE;
        fill(&mut mem, base, region(w));
        let data: Vec<u8> = (0..w.len).map(|i| (i as u8).wrapping_mul(31) ^ w.seed).collect();
        writes[w.client].push(DmaWrite { addr: base + MARGIN + w.off, data });
        wmeta[w.client].push((base, region(w)));
    }
    let total_bytes: usize = setup.reads.iter().map(|r| r.len).sum::<usize>() + setup.writes.iter().map(|w| w.len).sum::<usize>();
    let budget = 20_000 + 40 * (total_bytes as u64 / 64) + 2_000 * (setup.reads.len() + setup.writes.len()) as u64;
    let mut m = RoceDmaEngine::new();
    let run = run_dma(&mut m, &mut mem, &reads, &writes, setup.traffic, budget);
    prop_assert!(run.finished, "not every request completed in {} cycles", run.cycles);
    prop_assert!(run.stream_faults.is_empty(), "client stream faults: {:?}", run.stream_faults);
    prop_assert_eq!(mem.violations().total(), 0, "AXI violations: {:?}", mem.violations());
    prop_assert_eq!(run.in_flight_at_end, (0, 0));
    for c in 0..4 {
        prop_assert_eq!(run.read_status[c].len(), reads[c].len());
        prop_assert_eq!(run.read_data[c].len(), reads[c].len());
        for (k, r) in reads[c].iter().enumerate() {
            let (want, _) = expected_bursts(&mem, r.addr, r.len);
            prop_assert_eq!(run.read_status[c][k], want, "read client {} request {} {:?}", c, k, r);
            let got = &run.read_data[c][k];
            prop_assert_eq!(got.len(), r.len, "read client {} request {} length", c, k);
            if want == 0 {
                let exp: Vec<u8> = (r.addr..r.addr + r.len as u64).map(pattern).collect();
                prop_assert!(got == &exp, "read client {} request {} {:?}: data differ", c, k, r);
            }
        }
        prop_assert_eq!(run.write_status[c].len(), writes[c].len());
        for (k, w) in writes[c].iter().enumerate() {
            let (want, bursts) = expected_bursts(&mem, w.addr, w.data.len());
            prop_assert_eq!(run.write_status[c][k], want, "write client {} request {} at {:#x} len {}", c, k, w.addr, w.data.len());
            let (base, size) = wmeta[c][k];
            let mut exp: Vec<u8> = (base..base + size).map(pattern).collect();
            for (a, e, resp) in bursts {
                if resp == AxiResp::Okay {
                    let (i0, i1) = ((a - w.addr) as usize, (e - w.addr) as usize);
                    exp[(a - base) as usize..(e - base) as usize].copy_from_slice(&w.data[i0..i1]);
                }
            }
            let got = mem.read(base, size as usize).expect("backdoor read");
            if got != exp {
                let i = got.iter().zip(&exp).position(|(x, y)| x != y).unwrap_or(0);
                prop_assert!(false, "write client {} request {} at {:#x} len {}: memory differs first at {:#x}", c, k, w.addr, w.data.len(), base + i as u64);
            }
        }
    }
    Ok(run)
}

fn len_strategy() -> impl Strategy<Value = usize> {
    prop_oneof![
        1 => Just(0usize),
        12 => 1usize..=200,
        4 => 1usize..=4300,
        1 => 4300usize..=65536,
    ]
}

fn read_op() -> impl Strategy<Value = ROp> {
    (0usize..4, len_strategy(), 0u64..READ_SIZE).prop_map(|(client, len, o)| ROp {
        client,
        len,
        off: o % (READ_SIZE - len as u64 + 1),
    })
}

fn write_op() -> impl Strategy<Value = WOp> {
    (0usize..4, len_strategy(), 0u64..8192, any::<u8>()).prop_map(|(client, len, off, seed)| WOp { client, off, len, seed })
}

fn error_range() -> impl Strategy<Value = Option<ErrorRange>> {
    prop_oneof![
        2 => Just(None),
        1 => (0u64..READ_SIZE, 1u64..300, any::<bool>()).prop_map(|(o, len, dec)| Some(ErrorRange {
            start: READ_BASE + o,
            len,
            resp: if dec { AxiResp::DecErr } else { AxiResp::SlvErr },
        })),
        1 => (0u64..12, 0u64..9000, 1u64..300, any::<bool>()).prop_map(|(k, o, len, dec)| Some(ErrorRange {
            start: WRITE_BASE + k * WRITE_STRIDE + MARGIN + o,
            len,
            resp: if dec { AxiResp::DecErr } else { AxiResp::SlvErr },
        })),
    ]
}

fn setup() -> impl Strategy<Value = Setup> {
    (
        (1u32..=160, 0u32..=40, any::<u64>(), 1usize..=32, 1usize..=32),
        (0.3f64..=1.0, 0.3f64..=1.0, 0.3f64..=1.0, 0.3f64..=1.0, 0.3f64..=1.0),
        (0.2f64..=1.0, 0.2f64..=1.0, 0.2f64..=1.0, any::<bool>()),
        proptest::collection::vec(read_op(), 0..10),
        proptest::collection::vec(write_op(), 0..10),
        proptest::collection::vec(error_range(), 0..3),
    )
        .prop_map(|((latency, extra, seed, mor, mow), (ar, aw, w, r, b), (p_req, p_wvalid, p_rready, interleave), reads, writes, errs)| Setup {
            cfg: AxiSlaveConfig {
                latency,
                extra_latency_max: extra,
                seed,
                ar_ready_prob: ar,
                aw_ready_prob: aw,
                w_ready_prob: w,
                r_valid_prob: r,
                b_valid_prob: b,
                max_outstanding_reads: mor,
                max_outstanding_writes: mow,
                error_ranges: errs.into_iter().flatten().collect(),
                interleave_reads: interleave,
                hang_at_cycle: None,
            },
            traffic: DmaTraffic { p_req, p_wvalid, p_rready, seed },
            reads,
            writes,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Random unaligned reads and writes of 0 B..64 KB interleaved over all eight clients.
    #[test]
    fn random_traffic_matches_reference(s in setup()) {
        check(&s)?;
    }
}

/// Every start alignment 0..63 with lengths around beat boundaries, on every client, back to
/// back: the realigners' corner cases (first beat only, exact multiples, one byte over).
#[test]
fn every_alignment_around_beat_boundaries() {
    let lens = [1usize, 2, 63, 64, 65, 127, 128, 129, 192, 193];
    let mut reads = Vec::new();
    let mut writes = Vec::new();
    for off in 0..64u64 {
        for (j, &len) in lens.iter().enumerate() {
            let client = (off as usize + j) % 4;
            reads.push(ROp { client, off: off + 4096 * j as u64 - if j > 4 { 64 } else { 0 } + 64, len });
        }
    }
    // Writes: one region each, so fewer of them: every alignment with two lengths.
    for off in 0..64u64 {
        let len = lens[off as usize % lens.len()];
        writes.push(WOp { client: off as usize % 4, off: off + 4096 - 64 * (off % 3), len, seed: off as u8 });
    }
    let s = Setup {
        cfg: AxiSlaveConfig { latency: 20, extra_latency_max: 10, seed: 7, ..AxiSlaveConfig::default() },
        traffic: DmaTraffic { p_req: 1.0, p_wvalid: 0.8, p_rready: 0.8, seed: 3 },
        reads,
        writes,
    };
    check(&s).unwrap();
}

/// 64 KB unaligned reads and writes on every client at once, default 125-cycle latency.
#[test]
fn largest_transfers_on_all_clients() {
    let reads = (0..4).map(|c| ROp { client: c, off: 1000 * c as u64 + 17, len: 65536 }).collect();
    let writes = (0..4).map(|c| WOp { client: c, off: 33 * c as u64 + 5, len: 65536, seed: c as u8 }).collect();
    let s = Setup { cfg: AxiSlaveConfig::default(), traffic: DmaTraffic::FULL, reads, writes };
    let run = check(&s).unwrap();
    assert!(run.cycles < 4 * 1024 * 2 + 2000, "8 x 64 KB took {} cycles", run.cycles);
}

/// An error response on one request is reported on exactly that request; the next requests of
/// the same client (and the others) complete normally with the right data.
#[test]
fn errors_surface_and_the_engine_keeps_going() {
    let cfg = AxiSlaveConfig {
        error_ranges: vec![
            ErrorRange { start: READ_BASE + 5000, len: 1, resp: AxiResp::DecErr },
            ErrorRange { start: READ_BASE + 9000, len: 100, resp: AxiResp::SlvErr },
            ErrorRange { start: WRITE_BASE + WRITE_STRIDE + MARGIN + 4100, len: 1, resp: AxiResp::SlvErr },
        ],
        ..AxiSlaveConfig::default()
    };
    let reads = vec![
        ROp { client: 0, off: 4990, len: 20 },   // DECERR
        ROp { client: 0, off: 100, len: 300 },   // fine
        ROp { client: 1, off: 8000, len: 8000 }, // SLVERR and DECERR? no: 8000..16000 holds 9000 only
        ROp { client: 1, off: 0, len: 64 },
        ROp { client: 2, off: 4000, len: 1500 }, // touches 5000 (DECERR)
        ROp { client: 3, off: 6000, len: 0 },
    ];
    let writes = vec![
        WOp { client: 0, off: 0, len: 100, seed: 1 },
        WOp { client: 1, off: 0, len: 9000, seed: 2 }, // region 1: bursts 2 of 3 fail
        WOp { client: 1, off: 0, len: 10, seed: 3 },
        WOp { client: 3, off: 0, len: 0, seed: 0 },
    ];
    let s = Setup { cfg, traffic: DmaTraffic::FULL, reads, writes };
    let run = check(&s).unwrap();
    assert_eq!(run.read_status[0], vec![3, 0]);
    assert_eq!(run.read_status[1], vec![2, 0]);
    assert_eq!(run.read_status[2], vec![3]);
    assert_eq!(run.read_status[3], vec![0]);
    assert_eq!(run.write_status[0], vec![0]);
    assert_eq!(run.write_status[1], vec![2, 0]);
    assert_eq!(run.write_status[3], vec![0]);
}

/// Lengths past the contract's 65,536 (any 17-bit value) still complete with the right data:
/// no input value hangs the engine.
#[test]
fn lengths_up_to_17_bits_complete() {
    let reads = vec![ROp { client: 2, off: 3, len: 131_071 }, ROp { client: 2, off: 0, len: 5 }];
    let writes = vec![WOp { client: 1, off: 61, len: 131_071, seed: 9 }, WOp { client: 1, off: 0, len: 7, seed: 1 }];
    let s = Setup { cfg: AxiSlaveConfig { latency: 30, ..AxiSlaveConfig::default() }, traffic: DmaTraffic::FULL, reads, writes };
    check(&s).unwrap();
}

/// Client switches in the time order of the beats taken on the four client streams of one side:
/// how often the shared realigner of that side went from one client's request to another's.
fn client_switches(beat_cycles: &[Vec<u64>]) -> usize {
    let mut beats: Vec<(u64, usize)> =
        beat_cycles.iter().enumerate().flat_map(|(c, v)| v.iter().map(move |&t| (t, c))).collect();
    beats.sort();
    beats.windows(2).filter(|w| w[0].1 != w[1].1).count()
}

/// The one write realigner serves all four clients: misaligned writes of several 4 KB pages on
/// every write client at once, so their bursts alternate on `W` and each client's carry (the
/// client beat that straddles two `W` beats) must survive the other clients' bursts between two
/// of its own. Clients and the slave stall at random (back-pressure on both sides).
#[test]
fn write_bursts_of_four_clients_interleave_through_one_realigner() {
    let writes: Vec<WOp> = (0..12)
        .map(|k| WOp {
            client: k % 4,
            // Offsets 1, 22, 43, ... (every address offset class), lengths crossing 2-4 pages.
            off: (21 * k as u64 + 1) % 4096 + 4000 * (k as u64 % 2),
            len: 5000 + 1337 * k,
            seed: k as u8,
        })
        .collect();
    let s = Setup {
        cfg: AxiSlaveConfig { latency: 40, extra_latency_max: 20, w_ready_prob: 0.7, aw_ready_prob: 0.8, seed: 5, ..AxiSlaveConfig::default() },
        traffic: DmaTraffic { p_req: 1.0, p_wvalid: 0.85, p_rready: 1.0, seed: 11 },
        reads: Vec::new(),
        writes,
    };
    let run = check(&s).unwrap();
    let switches = client_switches(&run.write_beat_cycles);
    assert!(switches >= 3 * 4 * 3, "write bursts did not interleave: {switches} client switches");
}

/// The one read rotator serves all four clients: misaligned multi-page reads on every read client
/// at once, their bursts interleaved beat by beat on `R` (the slave draws every beat from a
/// random client's burst), each beat rotated by its own client's offset; clients stall at random
/// and the slave throttles `R`.
#[test]
fn read_bursts_of_four_clients_interleave_through_one_rotator() {
    let reads: Vec<ROp> = (0..16)
        .map(|k| ROp { client: k % 4, off: (4096 * k as u64 + 13 * k as u64 + 5) % (READ_SIZE - 20_000), len: 3000 + 1111 * k })
        .collect();
    let s = Setup {
        cfg: AxiSlaveConfig { latency: 60, extra_latency_max: 30, r_valid_prob: 0.8, seed: 9, interleave_reads: true, ..AxiSlaveConfig::default() },
        traffic: DmaTraffic { p_req: 1.0, p_wvalid: 1.0, p_rready: 0.6, seed: 4 },
        reads,
        writes: Vec::new(),
    };
    let run = check(&s).unwrap();
    let switches = client_switches(&run.read_beat_cycles);
    assert!(switches >= 3 * 4 * 4, "read streams did not interleave: {switches} client switches");
}

/// Sharing costs no bandwidth: four clients of each side moving 16 KB misaligned at once, nobody
/// stalling, move at least 60 bytes per cycle on each side together (the bus carries 64; a
/// misaligned 16 KB request needs 257 beats for 256 beats of data).
#[test]
fn shared_realigners_keep_the_bus_rate_with_four_clients() {
    let reads = (0..4).map(|c| ROp { client: c, off: 20_000 * c as u64 + 7 + 9 * c as u64, len: 16384 }).collect();
    let writes = (0..4).map(|c| WOp { client: c, off: 3 + 17 * c as u64, len: 16384, seed: c as u8 }).collect();
    let s = Setup { cfg: AxiSlaveConfig::default(), traffic: DmaTraffic::FULL, reads, writes };
    let run = check(&s).unwrap();
    let rate = |beats: &[Vec<u64>]| {
        let first = beats.iter().filter_map(|v| v.first()).min().copied().unwrap();
        let last = beats.iter().filter_map(|v| v.last()).max().copied().unwrap();
        4.0 * 16384.0 / (last - first + 1) as f64
    };
    let (rd, wr) = (rate(&run.read_beat_cycles), rate(&run.write_beat_cycles));
    assert!(rd >= 60.0, "four read clients together: {rd:.2} bytes per cycle");
    assert!(wr >= 60.0, "four write clients together: {wr:.2} bytes per cycle");
}

/// `roce bench`'s DMA figures are measured (each run checked byte for byte inside) and within
/// what the host model allows: 64-byte reads cannot complete faster than the host's outstanding
/// reads over its round trip (Little's law), and 4 KB reads fill most of the 64-byte bus.
#[test]
fn dma_bench_reports_checked_figures() {
    let mut m = serde_json::Map::new();
    cosim::bench_dma::measure(&mut m).expect("dma bench");
    eprintln!("{}", serde_json::to_string(&m).unwrap());
    let f = |k: &str| m.get(k).and_then(|v| v.as_f64()).unwrap_or_else(|| panic!("{k} missing in {m:?}"));
    assert!(f("dma_read_bytes_per_cycle") > 60.0 && f("dma_read_bytes_per_cycle") <= 64.0, "{m:?}");
    let (small, out, lat) = (f("dma_small_read_per_cycle"), f("host_max_outstanding_reads"), f("host_latency_cycles"));
    assert!(small > 0.0 && small <= out / lat * 1.01, "{m:?}");
}
