//! Driving the DMA engine's Verilator model (`roce_dma_engine`) against the cycle-level AXI4 slave
//! of [`crate::host_memory`]: per client a request driver (random gaps), a read-data sink with
//! random `rd_ready`, a write-data source with random `wr_valid`, and a completion recorder.
//!
//! The harness checks the client-side stream rules as it goes and counts what it sees wrong
//! ([`DmaRun::stream_faults`]); data, statuses and memory are left to the caller to compare with a
//! reference. One call of [`run_dma`] is one run from reset.

use super::axi_ports::AxiMasterPorts;
use crate::host_memory::{AxiHostMemory, AxiResp, AxiSlaveOut, BEAT_BYTES};
use crate::verilator::{bytes_to_words, words_to_bytes, RoceDmaEngine};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// Read clients of the engine.
pub const READ_CLIENTS: usize = 4;
/// Write clients of the engine.
pub const WRITE_CLIENTS: usize = 4;

/// One read request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaRead {
    /// Byte address.
    pub addr: u64,
    /// Bytes (0..=65536).
    pub len: usize,
}

/// One write request with its data (`data.len()` bytes, 0..=65536).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaWrite {
    /// Byte address.
    pub addr: u64,
    /// Bytes to write.
    pub data: Vec<u8>,
}

/// Client-side traffic shape (probabilities per cycle; 1.0 = always).
#[derive(Clone, Copy, Debug)]
pub struct DmaTraffic {
    /// P(an idle request port offers its next request).
    pub p_req: f64,
    /// P(a write client offers its next data beat).
    pub p_wvalid: f64,
    /// P(a read client is ready for data).
    pub p_rready: f64,
    /// Seed of the client-side choices.
    pub seed: u64,
}

impl DmaTraffic {
    /// Never idle, never stalled.
    pub const FULL: DmaTraffic = DmaTraffic { p_req: 1.0, p_wvalid: 1.0, p_rready: 1.0, seed: 0 };
}

/// What one run produced.
#[derive(Debug, Default)]
pub struct DmaRun {
    /// Per read client, per request in order: the bytes of its stream.
    pub read_data: Vec<Vec<Vec<u8>>>,
    /// Per read client: completion statuses in order.
    pub read_status: Vec<Vec<u8>>,
    /// Per write client: completion statuses in order.
    pub write_status: Vec<Vec<u8>>,
    /// Client-stream rule breaks seen: a non-last read beat with a partial `rd_keep`, a
    /// non-contiguous `rd_keep`, a read completion before its request's last beat, more
    /// completions or streams than requests, a write client's `wr_stream_error` set.
    pub stream_faults: Vec<String>,
    /// Cycles run.
    pub cycles: u64,
    /// True if every request completed within the cycle budget.
    pub finished: bool,
    /// Per read client: cycle of each data handshake (for throughput figures).
    pub read_beat_cycles: Vec<Vec<u64>>,
    /// Per write client: cycle of each data handshake.
    pub write_beat_cycles: Vec<Vec<u64>>,
    /// Per read client: cycle of each completion.
    pub read_cpl_cycles: Vec<Vec<u64>>,
    /// Per write client: cycle of each completion.
    pub write_cpl_cycles: Vec<Vec<u64>>,
    /// Per read client: cycle of each request handshake.
    pub read_req_cycles: Vec<Vec<u64>>,
    /// Per write client: cycle of each request handshake.
    pub write_req_cycles: Vec<Vec<u64>>,
    /// The engine's `rd_bursts_in_flight` / `wr_bursts_in_flight` at the end.
    pub in_flight_at_end: (u64, u64),
}

struct RdIo {
    set_req: fn(&mut RoceDmaEngine, bool, u64, u64),
    req_ready: fn(&RoceDmaEngine) -> bool,
    set_ready: fn(&mut RoceDmaEngine, bool),
    beat: fn(&RoceDmaEngine) -> Option<([u8; 64], u64, bool)>,
    cpl: fn(&RoceDmaEngine) -> Option<u8>,
}

struct WrIo {
    set_req: fn(&mut RoceDmaEngine, bool, u64, u64),
    req_ready: fn(&RoceDmaEngine) -> bool,
    set_beat: fn(&mut RoceDmaEngine, Option<&([u8; 64], u64, bool)>),
    ready: fn(&RoceDmaEngine) -> bool,
    cpl: fn(&RoceDmaEngine) -> Option<u8>,
    stream_error: fn(&RoceDmaEngine) -> bool,
}

macro_rules! rd_io {
    ($rv:ident, $ra:ident, $rl:ident, $rr:ident, $ready:ident, $valid:ident, $data:ident, $keep:ident, $last:ident, $cv:ident, $cs:ident) => {
        RdIo {
            set_req: |m, v, a, l| {
                m.$rv(v);
                m.$ra(a);
                m.$rl(l);
            },
            req_ready: |m| m.$rr(),
            set_ready: |m, r| m.$ready(r),
            beat: |m| m.$valid().then(|| (words_to_bytes(&m.$data()), m.$keep(), m.$last())),
            cpl: |m| m.$cv().then(|| m.$cs() as u8),
        }
    };
}

macro_rules! wr_io {
    ($rv:ident, $ra:ident, $rl:ident, $rr:ident, $valid:ident, $data:ident, $keep:ident, $last:ident, $ready:ident, $cv:ident, $cs:ident, $err:ident) => {
        WrIo {
            set_req: |m, v, a, l| {
                m.$rv(v);
                m.$ra(a);
                m.$rl(l);
            },
            req_ready: |m| m.$rr(),
            set_beat: |m, b| match b {
                Some((d, k, l)) => {
                    m.$data(&bytes_to_words(d));
                    m.$keep(*k);
                    m.$last(*l);
                    m.$valid(true);
                }
                None => m.$valid(false),
            },
            ready: |m| m.$ready(),
            cpl: |m| m.$cv().then(|| m.$cs() as u8),
            stream_error: |m| m.$err(),
        }
    };
}

const RD: [RdIo; READ_CLIENTS] = [
    rd_io!(set_rd_req_valid_0, set_rd_req_addr_0, set_rd_req_len_0, get_rd_req_ready_0, set_rd_ready_0, get_rd_valid_0, get_rd_data_0, get_rd_keep_0, get_rd_last_0, get_rd_cpl_valid_0, get_rd_cpl_status_0),
    rd_io!(set_rd_req_valid_1, set_rd_req_addr_1, set_rd_req_len_1, get_rd_req_ready_1, set_rd_ready_1, get_rd_valid_1, get_rd_data_1, get_rd_keep_1, get_rd_last_1, get_rd_cpl_valid_1, get_rd_cpl_status_1),
    rd_io!(set_rd_req_valid_2, set_rd_req_addr_2, set_rd_req_len_2, get_rd_req_ready_2, set_rd_ready_2, get_rd_valid_2, get_rd_data_2, get_rd_keep_2, get_rd_last_2, get_rd_cpl_valid_2, get_rd_cpl_status_2),
    rd_io!(set_rd_req_valid_3, set_rd_req_addr_3, set_rd_req_len_3, get_rd_req_ready_3, set_rd_ready_3, get_rd_valid_3, get_rd_data_3, get_rd_keep_3, get_rd_last_3, get_rd_cpl_valid_3, get_rd_cpl_status_3),
];

const WR: [WrIo; WRITE_CLIENTS] = [
    wr_io!(set_wr_req_valid_0, set_wr_req_addr_0, set_wr_req_len_0, get_wr_req_ready_0, set_wr_valid_0, set_wr_data_0, set_wr_keep_0, set_wr_last_0, get_wr_ready_0, get_wr_cpl_valid_0, get_wr_cpl_status_0, get_wr_stream_error_0),
    wr_io!(set_wr_req_valid_1, set_wr_req_addr_1, set_wr_req_len_1, get_wr_req_ready_1, set_wr_valid_1, set_wr_data_1, set_wr_keep_1, set_wr_last_1, get_wr_ready_1, get_wr_cpl_valid_1, get_wr_cpl_status_1, get_wr_stream_error_1),
    wr_io!(set_wr_req_valid_2, set_wr_req_addr_2, set_wr_req_len_2, get_wr_req_ready_2, set_wr_valid_2, set_wr_data_2, set_wr_keep_2, set_wr_last_2, get_wr_ready_2, get_wr_cpl_valid_2, get_wr_cpl_status_2, get_wr_stream_error_2),
    wr_io!(set_wr_req_valid_3, set_wr_req_addr_3, set_wr_req_len_3, get_wr_req_ready_3, set_wr_valid_3, set_wr_data_3, set_wr_keep_3, set_wr_last_3, get_wr_ready_3, get_wr_cpl_valid_3, get_wr_cpl_status_3, get_wr_stream_error_3),
];

/// A write request's data as client beats: lane 0 of the first beat = first byte, `wr_keep`
/// exact, `wr_last` on the last beat (no beat for length 0).
pub fn write_beats(data: &[u8]) -> Vec<([u8; 64], u64, bool)> {
    let n = data.len().div_ceil(BEAT_BYTES);
    data.chunks(BEAT_BYTES)
        .enumerate()
        .map(|(i, c)| {
            let mut d = [0u8; 64];
            d[..c.len()].copy_from_slice(c);
            let keep = if c.len() == 64 { u64::MAX } else { (1u64 << c.len()) - 1 };
            (d, keep, i + 1 == n)
        })
        .collect()
}

/// Runs the requests (per client, in order) through the engine against `mem` until every request
/// completed or `max_cycles` passed. Requests of different clients run concurrently.
pub fn run_dma(
    m: &mut RoceDmaEngine,
    mem: &mut AxiHostMemory,
    reads: &[Vec<DmaRead>],
    writes: &[Vec<DmaWrite>],
    traffic: DmaTraffic,
    max_cycles: u64,
) -> DmaRun {
    let mut rng = ChaCha8Rng::seed_from_u64(traffic.seed);
    let roll = |rng: &mut ChaCha8Rng, p: f64| p >= 1.0 || rng.gen_bool(p);
    let mut run = DmaRun {
        read_data: vec![Vec::new(); READ_CLIENTS],
        read_status: vec![Vec::new(); READ_CLIENTS],
        write_status: vec![Vec::new(); WRITE_CLIENTS],
        read_beat_cycles: vec![Vec::new(); READ_CLIENTS],
        write_beat_cycles: vec![Vec::new(); WRITE_CLIENTS],
        read_cpl_cycles: vec![Vec::new(); READ_CLIENTS],
        write_cpl_cycles: vec![Vec::new(); WRITE_CLIENTS],
        read_req_cycles: vec![Vec::new(); READ_CLIENTS],
        write_req_cycles: vec![Vec::new(); WRITE_CLIENTS],
        ..Default::default()
    };
    let empty: Vec<DmaRead> = Vec::new();
    let empty_w: Vec<DmaWrite> = Vec::new();
    let rq: Vec<&Vec<DmaRead>> = (0..READ_CLIENTS).map(|c| reads.get(c).unwrap_or(&empty)).collect();
    let wq: Vec<&Vec<DmaWrite>> = (0..WRITE_CLIENTS).map(|c| writes.get(c).unwrap_or(&empty_w)).collect();
    let mut rd_next = [0usize; READ_CLIENTS];
    let mut rd_offer = [false; READ_CLIENTS];
    let mut wr_next = [0usize; WRITE_CLIENTS];
    let mut wr_offer = [false; WRITE_CLIENTS];
    // Read streams being collected: bytes of the current request.
    let mut cur: Vec<Vec<u8>> = vec![Vec::new(); READ_CLIENTS];
    // Write data: every beat of every request of the client, in order.
    let mut wbeats: Vec<VecDeque<([u8; 64], u64, bool)>> =
        wq.iter().map(|q| q.iter().flat_map(|w| write_beats(&w.data)).collect()).collect();
    let mut w_offer = [false; WRITE_CLIENTS];
    let total_reads: usize = rq.iter().map(|q| q.len()).sum();
    let total_writes: usize = wq.iter().map(|q| q.len()).sum();

    m.set_reset(true);
    m.drive_slave(&AxiSlaveOut::default());
    m.tick();
    m.tick();
    m.set_reset(false);
    let mut s = mem.outputs().clone();
    let mut done_r = 0usize;
    let mut done_w = 0usize;
    while (done_r < total_reads || done_w < total_writes) && run.cycles < max_cycles {
        let now = run.cycles;
        m.drive_slave(&s);
        for c in 0..READ_CLIENTS {
            if !rd_offer[c] && rd_next[c] < rq[c].len() {
                rd_offer[c] = roll(&mut rng, traffic.p_req);
            }
            let r = rq[c].get(rd_next[c]);
            match (rd_offer[c], r) {
                (true, Some(r)) => (RD[c].set_req)(m, true, r.addr, r.len as u64),
                _ => (RD[c].set_req)(m, false, 0, 0),
            }
            (RD[c].set_ready)(m, roll(&mut rng, traffic.p_rready));
        }
        for c in 0..WRITE_CLIENTS {
            if !wr_offer[c] && wr_next[c] < wq[c].len() {
                wr_offer[c] = roll(&mut rng, traffic.p_req);
            }
            let w = wq[c].get(wr_next[c]);
            match (wr_offer[c], w) {
                (true, Some(w)) => (WR[c].set_req)(m, true, w.addr, w.data.len() as u64),
                _ => (WR[c].set_req)(m, false, 0, 0),
            }
            if !w_offer[c] && !wbeats[c].is_empty() {
                w_offer[c] = roll(&mut rng, traffic.p_wvalid);
            }
            (WR[c].set_beat)(m, if w_offer[c] { wbeats[c].front() } else { None });
        }
        // rd_ready was set above; remember it for the handshake check below.
        m.eval();
        for c in 0..READ_CLIENTS {
            if rd_offer[c] && (RD[c].req_ready)(m) {
                rd_offer[c] = false;
                rd_next[c] += 1;
                run.read_req_cycles[c].push(now);
            }
            if let Some(st) = (RD[c].cpl)(m) {
                // The completion must follow its request's last beat (taken in an earlier cycle).
                let k = run.read_status[c].len();
                if k >= run.read_data[c].len() {
                    let zero_len = rq[c].get(k).is_some_and(|r| r.len == 0) && cur[c].is_empty();
                    if zero_len {
                        run.read_data[c].push(Vec::new());
                    } else {
                        run.stream_faults.push(format!("read client {c}: completion {k} before its last beat"));
                    }
                }
                if k >= rq[c].len() {
                    run.stream_faults.push(format!("read client {c}: completion {k} for no request"));
                }
                run.read_status[c].push(st);
                run.read_cpl_cycles[c].push(now);
                done_r += 1;
            }
        }
        for c in 0..READ_CLIENTS {
            if !m_rd_ready(m, c) {
                continue;
            }
            if let Some((d, keep, last)) = (RD[c].beat)(m) {
                run.read_beat_cycles[c].push(now);
                if keep.trailing_ones() + keep.leading_zeros() != 64 || keep == 0 {
                    run.stream_faults.push(format!("read client {c}: keep {keep:#x} not contiguous from lane 0"));
                }
                if !last && keep != u64::MAX {
                    run.stream_faults.push(format!("read client {c}: partial keep on a non-last beat"));
                }
                cur[c].extend_from_slice(&d[..keep.trailing_ones() as usize]);
                if last {
                    run.read_data[c].push(std::mem::take(&mut cur[c]));
                    if run.read_data[c].len() > rq[c].len() {
                        run.stream_faults.push(format!("read client {c}: more streams than requests"));
                    }
                }
            }
        }
        for c in 0..WRITE_CLIENTS {
            if wr_offer[c] && (WR[c].req_ready)(m) {
                wr_offer[c] = false;
                wr_next[c] += 1;
                run.write_req_cycles[c].push(now);
            }
            if w_offer[c] && (WR[c].ready)(m) {
                wbeats[c].pop_front();
                w_offer[c] = false;
                run.write_beat_cycles[c].push(now);
            }
            if let Some(st) = (WR[c].cpl)(m) {
                if run.write_status[c].len() >= wq[c].len() {
                    run.stream_faults.push(format!("write client {c}: completion for no request"));
                }
                run.write_status[c].push(st);
                run.write_cpl_cycles[c].push(now);
                done_w += 1;
            }
        }
        let mo = m.master_out();
        s = mem.tick(&mo);
        m.tick();
        run.cycles += 1;
    }
    for c in 0..WRITE_CLIENTS {
        if (WR[c].stream_error)(m) {
            run.stream_faults.push(format!("write client {c}: wr_stream_error set"));
        }
    }
    run.finished = done_r == total_reads && done_w == total_writes;
    run.in_flight_at_end = (m.get_rd_bursts_in_flight(), m.get_wr_bursts_in_flight());
    run
}

fn m_rd_ready(m: &RoceDmaEngine, c: usize) -> bool {
    match c {
        0 => m.get_rd_ready_0(),
        1 => m.get_rd_ready_1(),
        2 => m.get_rd_ready_2(),
        _ => m.get_rd_ready_3(),
    }
}

/// The response the engine should report for a request of `len` bytes at `addr`, given the
/// slave's error ranges: the worst code over its bursts (split at 4 KB boundaries), each burst
/// answering the first range its bytes (start address to the end of its last 64-byte lane) touch.
/// Also returns, per burst, its byte range and its response.
pub fn expected_bursts(mem: &AxiHostMemory, addr: u64, len: usize) -> (u8, Vec<(u64, u64, AxiResp)>) {
    let mut out = Vec::new();
    let mut worst = 0u8;
    let (mut a, end) = (addr, addr + len as u64);
    while a < end {
        let b_end = end.min((a | 4095) + 1);
        let lane_end = (b_end + 63) & !63;
        let resp = mem
            .config()
            .error_ranges
            .iter()
            .find(|r| a < r.start + r.len && r.start < lane_end)
            .map(|r| r.resp)
            .unwrap_or(AxiResp::Okay);
        worst = worst.max(resp.code());
        out.push((a, b_end, resp));
        a = b_end;
    }
    (worst, out)
}
