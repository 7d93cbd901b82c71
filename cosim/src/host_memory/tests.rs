//! Tests of the AXI host-memory model with a small Rust AXI master.

use super::*;
use proptest::prelude::{any, prop_assert, proptest, ProptestConfig};
use std::collections::HashMap;

/// One 4 KiB-safe burst of the test master.
#[derive(Clone, Debug)]
struct Burst {
    /// Issue order.
    tag: usize,
    write: bool,
    id: u32,
    addr: u64,
    n: usize,
    /// Write: the bytes of `[addr, addr + n)`. Read: the expected bytes.
    data: Vec<u8>,
}

impl Burst {
    fn beats(&self) -> usize {
        ((self.addr % 64) as usize + self.n).div_ceil(64)
    }
    fn len(&self) -> u8 {
        (self.beats() - 1) as u8
    }
    /// WDATA/WSTRB of beat `i`.
    fn beat(&self, i: usize) -> ([u8; 64], u64) {
        let mut d = [0u8; 64];
        let mut strb = 0u64;
        for (j, dj) in d.iter_mut().enumerate() {
            let off = (i * 64 + j) as i64 - (self.addr % 64) as i64;
            if off >= 0 && (off as usize) < self.n {
                *dj = self.data[off as usize];
                strb |= 1 << j;
            }
        }
        (d, strb)
    }
}

/// Split `[addr, addr + n)` into pieces that never cross 4 KiB.
fn split_4k(addr: u64, n: usize) -> Vec<(u64, usize)> {
    let mut out = Vec::new();
    let (mut a, mut left) = (addr, n);
    while left > 0 {
        let room = 4096 - (a % 4096) as usize;
        let k = room.min(left);
        out.push((a, k));
        a = a.wrapping_add(k as u64);
        left -= k;
    }
    out
}

/// A finished read: the burst, the bytes of `[addr, addr + n)`, the RRESP of each beat.
type DoneRead = (Burst, Vec<u8>, Vec<AxiResp>);

/// A small AXI4 master: random valid gaps and random ready, several outstanding bursts.
struct Master {
    rng: ChaCha8Rng,
    p_valid: f64,
    p_ready: f64,
    ar_q: VecDeque<Burst>,
    aw_q: VecDeque<Burst>,
    ar_cur: Option<Burst>,
    aw_cur: Option<Burst>,
    w_q: VecDeque<(Burst, usize)>,
    w_presenting: bool,
    r_pending: HashMap<u32, VecDeque<DoneRead>>,
    b_pending: HashMap<u32, VecDeque<Burst>>,
    done_reads: Vec<DoneRead>,
    done_writes: Vec<(Burst, AxiResp)>,
    /// R/B beats the master did not expect (unknown ID, RLAST misplaced).
    unexpected: u64,
}

impl Master {
    fn new(seed: u64, p_valid: f64, p_ready: f64) -> Master {
        Master {
            rng: ChaCha8Rng::seed_from_u64(seed),
            p_valid,
            p_ready,
            ar_q: VecDeque::new(),
            aw_q: VecDeque::new(),
            ar_cur: None,
            aw_cur: None,
            w_q: VecDeque::new(),
            w_presenting: false,
            r_pending: HashMap::new(),
            b_pending: HashMap::new(),
            done_reads: Vec::new(),
            done_writes: Vec::new(),
            unexpected: 0,
        }
    }

    fn push(&mut self, b: Burst) {
        if b.write {
            self.aw_q.push_back(b)
        } else {
            self.ar_q.push_back(b)
        }
    }

    fn idle(&self) -> bool {
        self.ar_q.is_empty()
            && self.aw_q.is_empty()
            && self.ar_cur.is_none()
            && self.aw_cur.is_none()
            && self.w_q.is_empty()
            && self.r_pending.values().all(|q| q.is_empty())
            && self.b_pending.values().all(|q| q.is_empty())
    }

    /// The master's outputs for this cycle.
    fn drive(&mut self) -> AxiMasterOut {
        let mut m = AxiMasterOut::default();
        if self.ar_cur.is_none() && !self.ar_q.is_empty() && self.rng.gen_bool(self.p_valid) {
            self.ar_cur = self.ar_q.pop_front();
        }
        if let Some(b) = &self.ar_cur {
            m.ar_valid = true;
            m.ar_addr = b.addr;
            m.ar_len = b.len();
            m.ar_id = b.id;
        }
        if self.aw_cur.is_none() && !self.aw_q.is_empty() && self.rng.gen_bool(self.p_valid) {
            if let Some(b) = self.aw_q.pop_front() {
                // W data follow AW order; they may be presented before the AW handshake.
                self.w_q.push_back((b.clone(), 0));
                self.aw_cur = Some(b);
            }
        }
        if let Some(b) = &self.aw_cur {
            m.aw_valid = true;
            m.aw_addr = b.addr;
            m.aw_len = b.len();
            m.aw_id = b.id;
        }
        if !self.w_presenting && !self.w_q.is_empty() && self.rng.gen_bool(self.p_valid) {
            self.w_presenting = true;
        }
        if self.w_presenting {
            if let Some((b, i)) = self.w_q.front() {
                let (d, strb) = b.beat(*i);
                m.w_valid = true;
                m.w_data = d;
                m.w_strb = strb;
                m.w_last = *i + 1 == b.beats();
            }
        }
        m.r_ready = self.rng.gen_bool(self.p_ready);
        m.b_ready = self.rng.gen_bool(self.p_ready);
        m
    }

    /// Record the handshakes of this edge (`s`: the slave's outputs during the cycle).
    fn edge(&mut self, m: &AxiMasterOut, s: &AxiSlaveOut) {
        if m.ar_valid && s.ar_ready {
            if let Some(b) = self.ar_cur.take() {
                self.r_pending.entry(b.id).or_default().push_back((b, Vec::new(), Vec::new()));
            }
        }
        if m.aw_valid && s.aw_ready {
            if let Some(b) = self.aw_cur.take() {
                self.b_pending.entry(b.id).or_default().push_back(b);
            }
        }
        if m.w_valid && s.w_ready {
            self.w_presenting = false;
            if let Some(f) = self.w_q.front_mut() {
                f.1 += 1;
                if f.1 == f.0.beats() {
                    self.w_q.pop_front();
                }
            }
        }
        if s.r_valid && m.r_ready {
            match self.r_pending.get_mut(&s.r_id).and_then(|q| q.front_mut()) {
                None => self.unexpected += 1,
                Some(p) => {
                    p.1.extend_from_slice(&s.r_data);
                    p.2.push(s.r_resp);
                    let beats = p.2.len();
                    if s.r_last != (beats == p.0.beats()) {
                        self.unexpected += 1;
                    }
                    if s.r_last || beats == p.0.beats() {
                        if let Some((b, d, r)) = self.r_pending.get_mut(&s.r_id).and_then(|q| q.pop_front()) {
                            let o = (b.addr % 64) as usize;
                            let bytes = d[o..(o + b.n).min(d.len())].to_vec();
                            self.done_reads.push((b, bytes, r));
                        }
                    }
                }
            }
        }
        if s.b_valid && m.b_ready {
            match self.b_pending.get_mut(&s.b_id).and_then(|q| q.pop_front()) {
                None => self.unexpected += 1,
                Some(b) => self.done_writes.push((b, s.b_resp)),
            }
        }
    }
}

/// Run until the master is idle; false on timeout.
fn run(slave: &mut AxiHostMemory, master: &mut Master, max_cycles: u64) -> bool {
    let mut s = slave.outputs().clone();
    for _ in 0..max_cycles {
        if master.idle() {
            return true;
        }
        let m = master.drive();
        master.edge(&m, &s);
        s = slave.tick(&m);
    }
    master.idle()
}

/// Random reads and writes inside `[base, base + window)`, grouped in batches in which no write
/// overlaps another access (so the result does not depend on completion order), checked against a
/// plain Vec. Returns the master for further checks.
#[allow(clippy::too_many_arguments)]
fn random_traffic(cfg: AxiSlaveConfig, seed: u64, base: u64, window: usize, ops: usize, max_len: usize, p_valid: f64, p_ready: f64) -> (AxiHostMemory, Master) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let mut slave = AxiHostMemory::new(cfg).unwrap();
    let mut reference: Vec<u8> = (0..window).map(|_| rng.gen()).collect();
    slave.write(base, &reference).unwrap();
    let mut master = Master::new(seed, p_valid, p_ready);
    let mut tag = 0usize;
    let mut left = ops;
    let mut total = (0usize, 0usize);
    while left > 0 {
        // One batch.
        let mut ranges: Vec<(usize, usize, bool)> = Vec::new();
        while left > 0 {
            let n = rng.gen_range(1..=max_len.min(window));
            let off = rng.gen_range(0..=window - n);
            let write = rng.gen_bool(0.5);
            let conflict = ranges.iter().any(|&(o, l, w)| (w || write) && off < o + l && o < off + n);
            if conflict {
                break;
            }
            ranges.push((off, n, write));
            left -= 1;
            let mut done = 0usize;
            for (a, k) in split_4k(base + off as u64, n) {
                let data: Vec<u8> = if write {
                    let d: Vec<u8> = (0..k).map(|_| rng.gen()).collect();
                    reference[off + done..off + done + k].copy_from_slice(&d);
                    d
                } else {
                    reference[off + done..off + done + k].to_vec()
                };
                let id = rng.gen_range(0..4);
                master.push(Burst { tag, write, id, addr: a, n: k, data });
                tag += 1;
                if write {
                    total.1 += 1
                } else {
                    total.0 += 1
                }
                done += k;
            }
        }
        assert!(run(&mut slave, &mut master, 2_000_000), "deadlock: {:?}", slave.in_flight());
    }
    for (b, got, resp) in &master.done_reads {
        assert_eq!(got, &b.data, "read burst {} at {:#x}+{}", b.tag, b.addr, b.n);
        assert_eq!(resp.len(), b.beats());
        assert!(resp.iter().all(|&r| r == AxiResp::Okay));
    }
    assert!(master.done_writes.iter().all(|(_, r)| *r == AxiResp::Okay));
    assert_eq!((master.done_reads.len(), master.done_writes.len()), total);
    assert_eq!(master.unexpected, 0);
    assert_eq!(slave.read(base, window).unwrap(), reference, "memory equals the reference");
    assert_eq!(slave.violations(), Violations::default());
    assert_eq!(slave.in_flight(), (0, 0));
    (slave, master)
}

fn quick(latency: u32) -> AxiSlaveConfig {
    AxiSlaveConfig { latency, ..AxiSlaveConfig::default() }
}

#[test]
fn config_is_validated() {
    assert_eq!(AxiHostMemory::new(quick(0)).err(), Some(ConfigError::ZeroLatency));
    let c = AxiSlaveConfig { r_valid_prob: 0.0, ..quick(3) };
    assert!(matches!(AxiHostMemory::new(c), Err(ConfigError::Probability { name: "r_valid_prob", .. })));
    let c = AxiSlaveConfig { ar_ready_prob: 1.5, ..quick(3) };
    assert!(AxiHostMemory::new(c).is_err());
    let c = AxiSlaveConfig { max_outstanding_writes: 0, ..quick(3) };
    assert!(matches!(AxiHostMemory::new(c), Err(ConfigError::ZeroCap { .. })));
    let c = AxiSlaveConfig { error_ranges: vec![ErrorRange { start: 0, len: 1, resp: AxiResp::Okay }], ..quick(3) };
    assert!(matches!(AxiHostMemory::new(c), Err(ConfigError::NotAnError { .. })));
    assert_eq!(AxiSlaveConfig::default().latency, 125);
}

#[test]
fn backdoor_sparse_any_address() {
    let mut s = AxiHostMemory::new(quick(1)).unwrap();
    assert_eq!(s.read(0xDEAD_0000_0000, 16).unwrap(), vec![0; 16]);
    s.write(u64::MAX - 9, &[7; 10]).unwrap();
    assert_eq!(s.read(u64::MAX - 9, 10).unwrap(), vec![7; 10]);
    assert!(s.write(u64::MAX - 3, &[0; 8]).is_err(), "wrap is an error, not a panic");
}

/// Measured latency equals the configuration: AR -> first R and last W -> B, with nothing stalling;
/// beats of a burst and of back-to-back bursts follow each other without gaps.
#[test]
fn latency_equals_configuration() {
    for l in [1u32, 2, 7, 125] {
        let mut s = AxiHostMemory::new(quick(l)).unwrap();
        s.write(0x4000, &(0..=255).collect::<Vec<u8>>()).unwrap();
        let mut out = s.outputs().clone();
        let mut m = AxiMasterOut { ar_valid: true, ar_addr: 0x4000, ar_len: 3, ar_id: 5, r_ready: true, b_ready: true, ..AxiMasterOut::default() };
        let mut ar_edge = None;
        let mut r_edges = Vec::new();
        let mut data = Vec::new();
        for edge in 0..(l as u64 + 20) {
            if out.ar_ready && m.ar_valid {
                ar_edge = Some(edge);
            }
            if out.r_valid && m.r_ready {
                r_edges.push(edge);
                data.extend_from_slice(&out.r_data);
                assert_eq!(out.r_id, 5);
                assert_eq!(out.r_last, r_edges.len() == 4);
            }
            let cur = m.clone();
            if ar_edge.is_some() {
                m.ar_valid = false;
            }
            out = s.tick(&cur);
        }
        let a = ar_edge.unwrap();
        assert_eq!(a, 0, "ready from the first cycle");
        assert_eq!(r_edges, (0..4).map(|i| a + l as u64 + i).collect::<Vec<_>>(), "latency {l}");
        assert_eq!(data, (0..=255).collect::<Vec<u8>>());

        // Write: 2 beats, B exactly L edges after the last W.
        let mut s = AxiHostMemory::new(quick(l)).unwrap();
        let mut out = s.outputs().clone();
        let mut aw_done = false;
        let mut beat = 0usize;
        let mut last_w = None;
        let mut b_edge = None;
        for edge in 0..(l as u64 + 20) {
            let m = AxiMasterOut {
                aw_valid: !aw_done,
                aw_addr: 0x8000,
                aw_len: 1,
                aw_id: 9,
                w_valid: beat < 2,
                w_data: [beat as u8 + 1; 64],
                w_strb: u64::MAX,
                w_last: beat == 1,
                b_ready: true,
                ..AxiMasterOut::default()
            };
            if m.aw_valid && out.aw_ready {
                aw_done = true;
            }
            if m.w_valid && out.w_ready {
                beat += 1;
                if beat == 2 {
                    last_w = Some(edge);
                }
            }
            if out.b_valid && m.b_ready {
                assert_eq!((out.b_id, out.b_resp), (9, AxiResp::Okay));
                b_edge = Some(edge);
            }
            out = s.tick(&m);
        }
        assert_eq!(b_edge.unwrap() - last_w.unwrap(), l as u64, "write latency {l}");
        assert_eq!(last_w, Some(2), "W accepted right after AW, one beat per cycle");
        assert_eq!(s.read(0x8000, 128).unwrap(), [vec![1u8; 64], vec![2u8; 64]].concat());
    }
}

/// Two 64-beat reads at 125 cycles: the second's data follow the first's without a gap, so
/// outstanding reads cover the latency.
#[test]
fn pipelined_reads_stream_back_to_back() {
    let mut s = AxiHostMemory::new(quick(125)).unwrap();
    let mut master = Master::new(1, 1.0, 1.0);
    for i in 0..8 {
        master.push(Burst { tag: i, write: false, id: 0, addr: 0x10_0000 + i as u64 * 4096, n: 4096, data: vec![0; 4096] });
    }
    let start = s.cycle();
    assert!(run(&mut s, &mut master, 10_000));
    let cycles = s.cycle() - start;
    // 8 x 64 beats + latency + a few cycles of hand-off.
    assert!(cycles <= 8 * 64 + 125 + 4, "took {cycles} cycles");
    assert_eq!(s.stats().r_beats, 512);
}

#[test]
fn random_traffic_no_backpressure() {
    random_traffic(quick(3), 1, 0x1_0000_0000, 1 << 16, 60, 9000, 1.0, 1.0);
}

#[test]
fn random_traffic_backpressure_random_latency_top_of_memory() {
    let cfg = AxiSlaveConfig {
        latency: 20,
        extra_latency_max: 40,
        seed: 7,
        ar_ready_prob: 0.5,
        aw_ready_prob: 0.4,
        w_ready_prob: 0.6,
        r_valid_prob: 0.7,
        b_valid_prob: 0.5,
        max_outstanding_reads: 4,
        max_outstanding_writes: 3,
        error_ranges: Vec::new(),
        interleave_reads: false,
        hang_at_cycle: None,
    };
    // The window ends exactly at 2^64.
    let (s, _) = random_traffic(cfg, 2, 0u64.wrapping_sub(1 << 15), 1 << 15, 60, 5000, 0.6, 0.5);
    assert!(s.stats().max_reads_in_flight <= 4 && s.stats().max_writes_in_flight <= 3);
}

/// With random latency, bursts of different IDs overtake each other; bursts of one ID never do.
/// With fixed latency and no back-pressure, everything completes in issue order.
#[test]
fn per_id_ordering() {
    for (extra, expect_reorder) in [(60u32, true), (0, false)] {
        let cfg = AxiSlaveConfig { latency: 10, extra_latency_max: extra, seed: 3, ..AxiSlaveConfig::default() };
        let mut s = AxiHostMemory::new(cfg).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut master = Master::new(5, 1.0, 1.0);
        for i in 0..64usize {
            let addr = 0x2_0000 + i as u64 * 64;
            let data: Vec<u8> = (0..64).map(|_| rng.gen()).collect();
            s.write(addr, &data).unwrap();
            master.push(Burst { tag: i, write: false, id: (i % 4) as u32, addr, n: 64, data });
        }
        assert!(run(&mut s, &mut master, 100_000));
        let order: Vec<usize> = master.done_reads.iter().map(|r| r.0.tag).collect();
        for (b, got, _) in &master.done_reads {
            assert_eq!(got, &b.data);
        }
        for id in 0..4 {
            let per: Vec<usize> = master.done_reads.iter().filter(|r| r.0.id == id).map(|r| r.0.tag).collect();
            assert!(per.windows(2).all(|w| w[0] < w[1]), "ID {id} reordered: {per:?}");
        }
        let reordered = order.windows(2).any(|w| w[0] > w[1]);
        assert_eq!(reordered, expect_reorder, "{order:?}");
    }
}

/// With `interleave_reads`, beats of different IDs' bursts alternate before any burst ends, each
/// ID's beats stay in order with the right data, and every burst ends with one `RLAST`.
#[test]
fn interleaved_reads_alternate_ids_and_keep_each_ids_order() {
    let cfg = AxiSlaveConfig { latency: 5, seed: 21, interleave_reads: true, ..AxiSlaveConfig::default() };
    let mut s = AxiHostMemory::new(cfg).unwrap();
    let bytes: Vec<u8> = (0..4 * 8 * 64).map(|i| (i * 7 + i / 64) as u8).collect();
    s.write(0x8000, &bytes).unwrap();
    let mut out = s.outputs().clone();
    let mut ids = Vec::new();
    let mut got: Vec<Vec<u8>> = vec![Vec::new(); 4];
    let mut lasts = [0usize; 4];
    let mut issued = 0u64;
    for _ in 0..200 {
        let mut m = AxiMasterOut { r_ready: true, b_ready: true, ..AxiMasterOut::default() };
        if issued < 4 {
            // Four 8-beat bursts, IDs 0..3, one after the other.
            m.ar_valid = true;
            m.ar_addr = 0x8000 + issued * 8 * 64;
            m.ar_len = 7;
            m.ar_id = issued as u32;
        }
        if out.r_valid {
            let id = out.r_id as usize;
            ids.push(id);
            got[id].extend_from_slice(&out.r_data);
            if out.r_last {
                lasts[id] += 1;
                assert_eq!(got[id].len(), 8 * 64, "RLAST of ID {id} on its 8th beat");
            }
        }
        if m.ar_valid && out.ar_ready {
            issued += 1;
        }
        out = s.tick(&m);
    }
    assert_eq!(lasts, [1; 4]);
    for id in 0..4 {
        assert_eq!(got[id], bytes[id * 512..(id + 1) * 512], "ID {id} data");
    }
    // Some ID comes back after another ID's beat, before its own burst ended.
    let first_end = (0..4).map(|id| ids.iter().rposition(|&x| x == id).unwrap()).min().unwrap();
    let switches = ids[..first_end].windows(2).filter(|w| w[0] != w[1]).count();
    assert!(switches >= 4, "bursts not interleaved: {ids:?}");
}

#[test]
fn outstanding_cap_is_respected() {
    let cfg = AxiSlaveConfig { latency: 50, max_outstanding_reads: 3, max_outstanding_writes: 2, ..AxiSlaveConfig::default() };
    let mut s = AxiHostMemory::new(cfg).unwrap();
    let mut master = Master::new(9, 1.0, 1.0);
    for i in 0..20usize {
        master.push(Burst { tag: i, write: false, id: i as u32, addr: 0x100 * i as u64, n: 64, data: vec![0; 64] });
        master.push(Burst { tag: 100 + i, write: true, id: i as u32, addr: 0x10_0000 + 0x100 * i as u64, n: 64, data: vec![i as u8; 64] });
    }
    assert!(run(&mut s, &mut master, 100_000));
    assert_eq!(s.stats().max_reads_in_flight, 3);
    assert_eq!(s.stats().max_writes_in_flight, 2);
    // 20 reads, at most 3 per 50-cycle latency.
    assert!(s.cycle() >= 20 / 3 * 50);
}

#[test]
fn error_ranges_answer_slverr_and_decerr() {
    let cfg = AxiSlaveConfig {
        latency: 4,
        error_ranges: vec![
            ErrorRange { start: 0x1_0040, len: 0x1000, resp: AxiResp::SlvErr },
            ErrorRange { start: 0x2_0020, len: 1, resp: AxiResp::DecErr },
        ],
        ..AxiSlaveConfig::default()
    };
    let mut s = AxiHostMemory::new(cfg).unwrap();
    s.write(0, &vec![0x5A; 0x3_0000]).unwrap();
    let mut master = Master::new(2, 0.8, 0.8);
    let cases: [(u64, usize, bool, AxiResp); 9] = [
        (0x1_0040, 64, false, AxiResp::SlvErr),
        (0x1_0FC0, 64, false, AxiResp::SlvErr),
        (0x1_0000, 128, false, AxiResp::SlvErr), // second beat inside
        (0x1_0000, 64, false, AxiResp::Okay),    // ends right below
        (0x1_1040, 64, false, AxiResp::Okay),    // right after
        (0x2_0000, 64, false, AxiResp::DecErr),
        (0x2_0040, 64, false, AxiResp::Okay),
        (0x1_0800, 100, true, AxiResp::SlvErr),
        (0x2_0010, 32, true, AxiResp::DecErr),   // its lane holds the DECERR byte
    ];
    for (i, &(addr, n, write, _)) in cases.iter().enumerate() {
        master.push(Burst { tag: i, write, id: i as u32, addr, n, data: vec![if write { 0xEE } else { 0x5A }; n] });
    }
    assert!(run(&mut s, &mut master, 10_000));
    for (b, got, resp) in &master.done_reads {
        let want = cases[b.tag].3;
        assert!(resp.iter().all(|&r| r == want), "read {:#x}: {resp:?}", b.addr);
        if want == AxiResp::Okay {
            assert_eq!(got, &b.data);
        } else {
            assert!(got.iter().all(|&x| x == 0), "no data on error");
        }
    }
    for (b, resp) in &master.done_writes {
        assert_eq!(*resp, cases[b.tag].3);
    }
    assert_eq!(master.done_reads.len() + master.done_writes.len(), cases.len());
    assert_eq!(s.read(0x1_0800, 100).unwrap(), vec![0x5A; 100], "failed write left memory alone");
    assert_eq!(s.read(0x2_0000, 0x40).unwrap(), vec![0x5A; 0x40]);
    assert_eq!(s.stats().errors, 6);
    assert_eq!(s.violations().total(), 0);
}

#[test]
fn poisoned_pages_answer_slverr() {
    let mut s = AxiHostMemory::new(quick(2)).unwrap();
    s.write(0x3000, &[9; 0x2000]).unwrap();
    s.memory_mut().poison(0x4000, 1);
    let mut master = Master::new(3, 1.0, 1.0);
    master.push(Burst { tag: 0, write: false, id: 0, addr: 0x3FC0, n: 64, data: vec![9; 64] });
    master.push(Burst { tag: 1, write: false, id: 1, addr: 0x4000, n: 128, data: vec![9; 128] });
    master.push(Burst { tag: 2, write: true, id: 2, addr: 0x4040, n: 64, data: vec![1; 64] });
    master.push(Burst { tag: 3, write: true, id: 3, addr: 0x3000, n: 64, data: vec![1; 64] });
    assert!(run(&mut s, &mut master, 1000));
    let resp_of = |tag| master.done_reads.iter().find(|r| r.0.tag == tag).map(|r| r.2.clone());
    assert_eq!(resp_of(0), Some(vec![AxiResp::Okay]));
    assert_eq!(master.done_reads.iter().find(|r| r.0.tag == 0).unwrap().1, vec![9; 64]);
    assert_eq!(resp_of(1), Some(vec![AxiResp::SlvErr; 2]));
    let wresp = |tag| master.done_writes.iter().find(|w| w.0.tag == tag).map(|w| w.1);
    assert_eq!((wresp(2), wresp(3)), (Some(AxiResp::SlvErr), Some(AxiResp::Okay)));
    assert_eq!(s.read(0x3000, 64).unwrap(), vec![1; 64]);
}

/// Drive one cycle by hand: returns the outputs for the next cycle.
fn step(s: &mut AxiHostMemory, m: &AxiMasterOut) -> AxiSlaveOut {
    s.tick(m)
}

#[test]
fn violations_are_counted_not_fatal() {
    let mut s = AxiHostMemory::new(quick(2)).unwrap();
    s.write(0xF00, &(0..=255).collect::<Vec<u8>>()).unwrap();
    // A 2-beat read at 0xFC0 crosses 4 KiB: counted, still served.
    let mut out = step(&mut s, &AxiMasterOut { ar_valid: true, ar_addr: 0xFC0, ar_len: 1, ar_id: 1, ..AxiMasterOut::default() });
    assert_eq!(s.violations().ar_cross_4k, 1);
    let mut got = Vec::new();
    for _ in 0..10 {
        let m = AxiMasterOut { r_ready: true, ..AxiMasterOut::default() };
        if out.r_valid {
            got.extend_from_slice(&out.r_data);
        }
        out = step(&mut s, &m);
    }
    assert_eq!(got, s.read(0xFC0, 128).unwrap());
    // Bad size and burst type.
    step(&mut s, &AxiMasterOut { ar_valid: true, ar_addr: 0, ar_size: 5, ar_burst: 2, ..AxiMasterOut::default() });
    assert_eq!((s.violations().bad_size, s.violations().bad_burst), (1, 1));
    // A write crossing 4 KiB, WLAST early and missing, strobes below the start address.
    step(&mut s, &AxiMasterOut { aw_valid: true, aw_addr: 0x1FF0, aw_len: 1, ..AxiMasterOut::default() });
    assert_eq!(s.violations().aw_cross_4k, 1);
    step(&mut s, &AxiMasterOut { w_valid: true, w_strb: u64::MAX, w_data: [1; 64], w_last: true, b_ready: true, ..AxiMasterOut::default() });
    assert_eq!(s.violations().wlast_mismatch, 1);
    assert_eq!(s.violations().strobe_outside, 1);
    step(&mut s, &AxiMasterOut { w_valid: true, w_strb: u64::MAX, w_data: [2; 64], w_last: false, b_ready: true, ..AxiMasterOut::default() });
    assert_eq!(s.violations().wlast_mismatch, 2);
    assert_eq!(s.read(0x1FF0, 0x10).unwrap(), vec![1; 16], "first beat written from the start address");
    assert_eq!(s.read(0x1FC0, 0x30).unwrap(), vec![0; 0x30], "bytes below the start address untouched");
    assert_eq!(s.read(0x2000, 0x40).unwrap(), vec![2; 64]);
    for _ in 0..5 {
        step(&mut s, &AxiMasterOut { b_ready: true, r_ready: true, ..AxiMasterOut::default() });
    }
    assert_eq!(s.in_flight(), (0, 0), "the model carried on");
    assert_eq!(s.violations().total(), 7);
}

#[test]
fn dropped_valid_is_counted() {
    let cfg = AxiSlaveConfig { latency: 2, ar_ready_prob: 0.3, aw_ready_prob: 0.3, seed: 4, ..AxiSlaveConfig::default() };
    let mut s = AxiHostMemory::new(cfg).unwrap();
    let mut out = s.outputs().clone();
    // Wait for a cycle in which ARREADY and AWREADY are both low, present, then drop.
    let mut n = 0;
    while out.ar_ready || out.aw_ready {
        out = step(&mut s, &AxiMasterOut::default());
        n += 1;
        assert!(n < 1000);
    }
    step(&mut s, &AxiMasterOut { ar_valid: true, ar_addr: 0x40, aw_valid: true, aw_addr: 0x80, ..AxiMasterOut::default() });
    step(&mut s, &AxiMasterOut::default());
    assert_eq!((s.violations().ar_unstable, s.violations().aw_unstable), (1, 1));
    // Changing the payload is a violation too.
    let mut out = s.outputs().clone();
    while out.ar_ready {
        out = step(&mut s, &AxiMasterOut::default());
    }
    step(&mut s, &AxiMasterOut { ar_valid: true, ar_addr: 0x40, ..AxiMasterOut::default() });
    step(&mut s, &AxiMasterOut { ar_valid: true, ar_addr: 0x80, ..AxiMasterOut::default() });
    assert_eq!(s.violations().ar_unstable, 2);
}

/// ARLEN 255: 256 beats (16 KiB), counted as a 4 KiB crossing, data correct.
#[test]
fn max_length_burst() {
    let mut s = AxiHostMemory::new(quick(3)).unwrap();
    let data: Vec<u8> = (0..16384u32).map(|i| (i * 7 + 3) as u8).collect();
    s.write(0x40_0000, &data).unwrap();
    let mut master = Master::new(1, 1.0, 0.7);
    master.push(Burst { tag: 0, write: false, id: 0, addr: 0x40_0000, n: 16384, data: data.clone() });
    assert!(run(&mut s, &mut master, 10_000));
    assert_eq!(master.done_reads[0].1, data);
    assert_eq!(s.violations().ar_cross_4k, 1);
    let mut master = Master::new(2, 1.0, 1.0);
    let new: Vec<u8> = data.iter().map(|x| !x).collect();
    master.push(Burst { tag: 0, write: true, id: 0, addr: 0x40_0000, n: 16384, data: new.clone() });
    assert!(run(&mut s, &mut master, 10_000));
    assert_eq!(s.read(0x40_0000, 16384).unwrap(), new);
    assert_eq!(s.violations().aw_cross_4k, 1);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Random configuration and traffic: reads and memory equal the reference, no violations.
    #[test]
    fn random_config_and_traffic(seed in any::<u64>(), latency in 1u32..40, extra in 0u32..40,
                                 probs in proptest::collection::vec(0.2f64..=1.0, 7),
                                 caps in (1usize..6, 1usize..6), base in any::<u64>()) {
        let cfg = AxiSlaveConfig {
            latency,
            extra_latency_max: extra,
            seed,
            ar_ready_prob: probs[0],
            aw_ready_prob: probs[1],
            w_ready_prob: probs[2],
            r_valid_prob: probs[3],
            b_valid_prob: probs[4],
            max_outstanding_reads: caps.0,
            max_outstanding_writes: caps.1,
            error_ranges: Vec::new(),
            interleave_reads: false,
            hang_at_cycle: None,
        };
        let window = 1usize << 14;
        let base = base.min(u64::MAX - window as u64 + 1);
        let (s, _) = random_traffic(cfg, seed, base, window, 12, 6000, probs[5], probs[6]);
        prop_assert!(s.stats().max_reads_in_flight <= caps.0);
        prop_assert!(s.stats().max_writes_in_flight <= caps.1);
    }
}
