//! Driving the context caches' Verilator models (`roce_qpc_cache`, `roce_mkey_cache`) against
//! golden's [`ContextCacheRef`], with the DMA client ports served by [`DmaClientModel`].
//!
//! # The DMA client model
//! A Rust model of one read client and one write client of the DMA engine, with exactly the
//! semantics of the DMA client contract (`hdl::ctx_cache` module docs name it): requests
//! (`addr`, `len`) on valid/ready; read data as full 64-byte beats (the last partial, `keep`
//! exact), held until taken; one completion pulse per request, in request order, at least one
//! cycle after the last beat (read) or after the write is done (write), with status 2 (SLVERR)
//! when the bytes touch a poisoned page of the backing golden [`HostMemory`]. Write data reach
//! memory only when the write completes (later than a real engine may: the cache must wait for
//! the completion anyway). Latency (request to first beat, last write beat to completion) is
//! uniform in `lat_min..=lat_max`; ready/valid of the model are random with the given odds.
//!
//! # The differential run ([`run_cache`])
//! Operations of a plan are offered on the cache's four input ports (lookup, update, command,
//! prefetch; a prefetch is a hint the reference ignores, so it must change no answer),
//! each port taking its operations in plan order, with random idle cycles. The cache takes at
//! most one per cycle; every taken operation is applied to the reference at once, in the order
//! taken (the cache promises that order: per entry in order, commands alone). Each lookup
//! response and command completion must equal what the reference answered at that point (entry
//! bytes, or an error for an out-of-range index / failed fill). At the end the harness flushes
//! all (a `FLUSH_ALL` command, also applied to the reference) and compares host memory: every
//! entry of the table that was touched, and every byte range the cache wrote.
//!
//! # With the real DMA engine ([`run_cache_with`] + [`EngineBackend`])
//! The same run with the verilated `roce_dma_engine` on the cache's client pair and
//! [`AxiHostMemory`] behind it: cache, DMA engine and AXI memory model stepped together, cycle by
//! cycle (the cache's DMA-side outputs depend only on its registers, so one settle order works;
//! the harness checks that).
use crate::harness::axi_ports::AxiMasterPorts;
use crate::host_memory::{AxiHostMemory, AxiSlaveConfig, AxiSlaveOut};
use crate::verilator::{RoceDmaEngine, RoceMkeyCache, RoceQpcCache};
use golden::context::{ContextCacheRef, ContextError, TableEntry, TableLayout};
use golden::memory::HostMemory;
use hdl::ctx_cache::cmd;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeSet, HashMap, VecDeque};

/// Timing of the DMA client model.
#[derive(Clone, Copy, Debug)]
pub struct DmaCfg {
    /// Smallest latency in cycles (request taken to first read beat; last write beat to completion).
    pub lat_min: u32,
    /// Largest latency.
    pub lat_max: u32,
    /// P(request ready) per cycle.
    pub p_req: f64,
    /// P(read beat offered / write beat taken) per cycle once possible.
    pub p_data: f64,
    /// RNG seed.
    pub seed: u64,
}

impl DmaCfg {
    /// Fixed latency, never stalls.
    pub fn fixed(lat: u32) -> DmaCfg {
        DmaCfg { lat_min: lat, lat_max: lat, p_req: 1.0, p_data: 1.0, seed: 0 }
    }
}

/// Inputs the model drives into the cache for one cycle.
#[derive(Clone, Debug)]
pub struct DmaOut {
    /// Read request ready.
    pub rd_req_ready: bool,
    /// Read beat valid.
    pub rd_valid: bool,
    /// Read beat data (64 bytes, lane 0 first).
    pub rd_data: [u8; 64],
    /// Read beat keep.
    pub rd_keep: u64,
    /// Read beat last.
    pub rd_last: bool,
    /// Read completion pulse.
    pub rd_cpl_valid: bool,
    /// Read completion status.
    pub rd_cpl_status: u8,
    /// Write request ready.
    pub wr_req_ready: bool,
    /// Write beat ready.
    pub wr_ready: bool,
    /// Write completion pulse.
    pub wr_cpl_valid: bool,
    /// Write completion status.
    pub wr_cpl_status: u8,
}

/// The cache's DMA-side outputs in one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaIn {
    /// Read request valid.
    pub rd_req_valid: bool,
    /// Read request address.
    pub rd_req_addr: u64,
    /// Read request length.
    pub rd_req_len: u32,
    /// Read beat ready.
    pub rd_ready: bool,
    /// Write request valid.
    pub wr_req_valid: bool,
    /// Write request address.
    pub wr_req_addr: u64,
    /// Write request length.
    pub wr_req_len: u32,
    /// Write beat valid.
    pub wr_valid: bool,
    /// Write beat data.
    pub wr_data: [u8; 64],
    /// Write beat keep.
    pub wr_keep: u64,
    /// Write beat last.
    pub wr_last: bool,
}

impl Default for DmaOut {
    fn default() -> Self {
        DmaOut {
            rd_req_ready: false,
            rd_valid: false,
            rd_data: [0; 64],
            rd_keep: 0,
            rd_last: false,
            rd_cpl_valid: false,
            rd_cpl_status: 0,
            wr_req_ready: false,
            wr_ready: false,
            wr_cpl_valid: false,
            wr_cpl_status: 0,
        }
    }
}

impl Default for DmaIn {
    fn default() -> Self {
        DmaIn {
            rd_req_valid: false,
            rd_req_addr: 0,
            rd_req_len: 0,
            rd_ready: false,
            wr_req_valid: false,
            wr_req_addr: 0,
            wr_req_len: 0,
            wr_valid: false,
            wr_data: [0; 64],
            wr_keep: 0,
            wr_last: false,
        }
    }
}

#[derive(Debug)]
struct ReadJob {
    addr: u64,
    len: u32,
    start: u64,
    sent: u32,
    status: u8,
}

#[derive(Debug)]
struct WriteJob {
    addr: u64,
    len: u32,
    data: Vec<u8>,
    got: u32,
    bad_beat: bool,
}

/// Protocol violations seen by the model (counted, never a panic).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DmaViolations {
    /// A write beat whose `last`/`keep` disagrees with the request length.
    pub bad_write_beat: u64,
    /// A write beat with no request before it.
    pub orphan_write_beat: u64,
}

/// Read client + write client of the DMA engine, modelled (see the module docs).
pub struct DmaClientModel {
    cfg: DmaCfg,
    rng: ChaCha8Rng,
    /// Backing memory.
    pub mem: HostMemory,
    reads: VecDeque<ReadJob>,
    rd_cpls: VecDeque<(u64, u8)>,
    writes: VecDeque<WriteJob>,
    wr_pending: VecDeque<(u64, WriteJob)>,
    out: DmaOut,
    cycle: u64,
    /// Every (addr, len) written, in completion order.
    pub written: Vec<(u64, u32)>,
    /// Read requests taken.
    pub read_reqs: u64,
    /// Write requests taken.
    pub write_reqs: u64,
    /// Violations.
    pub violations: DmaViolations,
}

impl DmaClientModel {
    /// A model over `mem`.
    pub fn new(cfg: DmaCfg, mem: HostMemory) -> DmaClientModel {
        let mut m = DmaClientModel {
            cfg,
            rng: ChaCha8Rng::seed_from_u64(cfg.seed ^ 0xD3A),
            mem,
            reads: VecDeque::new(),
            rd_cpls: VecDeque::new(),
            writes: VecDeque::new(),
            wr_pending: VecDeque::new(),
            out: DmaOut::default(),
            cycle: 0,
            written: Vec::new(),
            read_reqs: 0,
            write_reqs: 0,
            violations: DmaViolations::default(),
        };
        m.plan();
        m
    }

    fn roll(&mut self, p: f64) -> bool {
        p >= 1.0 || self.rng.gen_bool(p.max(0.0))
    }

    fn lat(&mut self) -> u64 {
        self.rng.gen_range(self.cfg.lat_min..=self.cfg.lat_max.max(self.cfg.lat_min)) as u64
    }

    /// What the model presents during the current cycle.
    pub fn outputs(&self) -> &DmaOut {
        &self.out
    }

    /// Decide the outputs of the current cycle from the model's state (none depends on the cache's
    /// outputs of the same cycle).
    fn plan(&mut self) {
        let mut o = DmaOut { rd_keep: 0, ..Default::default() };
        o.rd_req_ready = self.roll(self.cfg.p_req);
        o.wr_req_ready = self.roll(self.cfg.p_req);
        // A beat once offered stays until taken.
        let holding = self.out.rd_valid;
        if let Some(j) = self.reads.front() {
            if j.sent * 64 < j.len && j.start <= self.cycle {
                let (addr, len, sent) = (j.addr, j.len, j.sent);
                if holding || self.roll(self.cfg.p_data) {
                    let off = sent * 64;
                    let n = (len - off).min(64);
                    let mut data = [0u8; 64];
                    if let Ok(v) = self.mem.read_vec(addr + off as u64, n as usize) {
                        data[..n as usize].copy_from_slice(&v);
                    }
                    o.rd_valid = true;
                    o.rd_data = data;
                    o.rd_keep = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
                    o.rd_last = off + n == len;
                }
            }
        }
        if let Some(&(at, st)) = self.rd_cpls.front() {
            if at <= self.cycle {
                o.rd_cpl_valid = true;
                o.rd_cpl_status = st;
            }
        }
        o.wr_ready = self.roll(self.cfg.p_data);
        if let Some(&(at, ref j)) = self.wr_pending.front() {
            if at <= self.cycle {
                o.wr_cpl_valid = true;
                let st = self.mem.read_vec(j.addr, j.len as usize).is_err() || j.bad_beat;
                o.wr_cpl_status = if st { 2 } else { 0 };
            }
        }
        self.out = o;
    }

    /// The clock edge: take the handshakes of this cycle (`c` = the cache's outputs in it), update
    /// the state, plan the next cycle's outputs.
    pub fn tick(&mut self, c: &DmaIn) {
        let o = self.out.clone();
        if c.rd_req_valid && o.rd_req_ready {
            let status = if self.mem.read_vec(c.rd_req_addr, c.rd_req_len as usize).is_err() { 2 } else { 0 };
            let start = self.cycle + self.lat();
            self.reads.push_back(ReadJob { addr: c.rd_req_addr, len: c.rd_req_len, start, sent: 0, status });
            self.read_reqs += 1;
        }
        if o.rd_valid && c.rd_ready {
            let lat = self.rng.gen_range(1..=3);
            if let Some(j) = self.reads.front_mut() {
                j.sent += 1;
                if j.sent * 64 >= j.len {
                    let st = j.status;
                    let at = (self.cycle + lat).max(self.rd_cpls.back().map(|x| x.0 + 1).unwrap_or(0));
                    self.rd_cpls.push_back((at, st));
                    self.reads.pop_front();
                }
            }
            // The beat is taken: a new one is decided afresh.
            self.out.rd_valid = false;
        }
        if o.rd_cpl_valid {
            self.rd_cpls.pop_front();
        }
        if c.wr_req_valid && o.wr_req_ready {
            self.writes.push_back(WriteJob { addr: c.wr_req_addr, len: c.wr_req_len, data: Vec::new(), got: 0, bad_beat: false });
            self.write_reqs += 1;
        }
        if c.wr_valid && o.wr_ready {
            match self.writes.front_mut() {
                None => self.violations.orphan_write_beat += 1,
                Some(j) => {
                    let off = j.got * 64;
                    let n = (j.len - off.min(j.len)).min(64);
                    let keep = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
                    let last = off + n >= j.len;
                    if c.wr_keep != keep || c.wr_last != last {
                        j.bad_beat = true;
                        self.violations.bad_write_beat += 1;
                    }
                    j.data.extend_from_slice(&c.wr_data[..n as usize]);
                    j.got += 1;
                    if last {
                        if let Some(j) = self.writes.pop_front() {
                            let at = self.cycle + self.lat().max(1);
                            let at = at.max(self.wr_pending.back().map(|x| x.0 + 1).unwrap_or(0));
                            self.wr_pending.push_back((at, j));
                        }
                    }
                }
            }
        }
        if o.wr_cpl_valid {
            if let Some((_, j)) = self.wr_pending.pop_front() {
                if o.wr_cpl_status == 0 {
                    // Checked above: the range is writable.
                    let _ = self.mem.write(j.addr, &j.data);
                }
                self.written.push((j.addr, j.len));
            }
        }
        self.cycle += 1;
        self.plan();
    }

    /// True when no request, beat or completion is pending.
    pub fn idle(&self) -> bool {
        self.reads.is_empty() && self.rd_cpls.is_empty() && self.writes.is_empty() && self.wr_pending.is_empty()
    }
}

/// Everything the harness drives into a cache in one cycle (besides the DMA side).
#[derive(Clone, Debug, Default)]
pub struct CacheIn {
    /// Lookup valid / index / tag.
    pub lk: Option<(u32, u8)>,
    /// Response ready.
    pub rsp_ready: bool,
    /// Update (index, entry bytes).
    pub up: Option<(u32, Vec<u8>)>,
    /// Command (op, index, entry bytes).
    pub cmd: Option<(u64, u32, Vec<u8>)>,
    /// Completion ready.
    pub cpl_ready: bool,
    /// Prefetch valid / index.
    pub pf: Option<u32>,
}

/// The cache's non-DMA outputs in one cycle.
#[derive(Clone, Debug, Default)]
pub struct CacheOut {
    /// Lookup taken.
    pub lk_ready: bool,
    /// Update taken.
    pub up_ready: bool,
    /// Command taken.
    pub cmd_ready: bool,
    /// Prefetch taken.
    pub pf_ready: bool,
    /// Response (tag, err, 128 bytes) when valid.
    pub rsp: Option<(u8, bool, Vec<u8>)>,
    /// Completion (err, 128 bytes) when valid.
    pub cpl: Option<(bool, Vec<u8>)>,
}

fn to_words(b: &[u8]) -> [u32; 32] {
    let mut w = [0u32; 32];
    for (i, c) in b.chunks(4).enumerate().take(32) {
        let mut x = [0u8; 4];
        x[..c.len()].copy_from_slice(c);
        w[i] = u32::from_le_bytes(x);
    }
    w
}

fn from_words<const N: usize>(w: &[u32; N]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// The ports of a verilated context cache (both instances have the same ports).
pub trait CachePorts {
    /// Drives reset.
    fn reset(&mut self, r: bool);
    /// Drives the registers.
    fn regs(&mut self, base: u64, log2_entries: u8);
    /// Applies the inputs of this cycle and settles; returns the outputs.
    fn drive(&mut self, i: &CacheIn, d: &DmaOut) -> (CacheOut, DmaIn);
    /// One clock cycle.
    fn tick(&mut self);
    /// Counters (dropped, wb_errors, hits, fills, prefetch fills).
    fn counters(&self) -> [u64; 5];
    /// MSHRs the cache uses after its next reset (0: all it has).
    fn set_mshr_limit(&mut self, n: u32);
}

macro_rules! impl_cache_ports {
    ($t:ty) => {
        impl CachePorts for $t {
            fn reset(&mut self, r: bool) {
                self.set_reset(r);
            }
            fn regs(&mut self, base: u64, log2_entries: u8) {
                self.set_base(base);
                self.set_log2_entries(log2_entries as u64);
            }
            fn drive(&mut self, i: &CacheIn, d: &DmaOut) -> (CacheOut, DmaIn) {
                self.set_client_lk_valid(i.lk.is_some());
                if let Some((idx, tag)) = i.lk {
                    self.set_client_lk_index(idx as u64);
                    self.set_client_lk_tag(tag as u64);
                }
                self.set_client_rsp_ready(i.rsp_ready);
                self.set_up_valid(i.up.is_some());
                if let Some((idx, e)) = &i.up {
                    self.set_up_index(*idx as u64);
                    self.set_up_data(&to_words(e));
                }
                self.set_cmd_valid(i.cmd.is_some());
                if let Some((op, idx, e)) = &i.cmd {
                    self.set_cmd_op(*op);
                    self.set_cmd_index(*idx as u64);
                    self.set_cmd_data(&to_words(e));
                }
                self.set_cpl_ready(i.cpl_ready);
                self.set_pf_valid(i.pf.is_some());
                if let Some(idx) = i.pf {
                    self.set_pf_index(idx as u64);
                }
                self.set_rd_req_ready(d.rd_req_ready);
                self.set_rd_valid(d.rd_valid);
                self.set_rd_data(&crate::verilator::bytes_to_words(&d.rd_data));
                self.set_rd_keep(d.rd_keep);
                self.set_rd_last(d.rd_last);
                self.set_rd_cpl_valid(d.rd_cpl_valid);
                self.set_rd_cpl_status(d.rd_cpl_status as u64);
                self.set_wr_req_ready(d.wr_req_ready);
                self.set_wr_ready(d.wr_ready);
                self.set_wr_cpl_valid(d.wr_cpl_valid);
                self.set_wr_cpl_status(d.wr_cpl_status as u64);
                self.eval();
                let out = CacheOut {
                    lk_ready: self.get_client_lk_ready(),
                    up_ready: self.get_up_ready(),
                    cmd_ready: self.get_cmd_ready(),
                    pf_ready: self.get_pf_ready(),
                    rsp: self.get_client_rsp_valid().then(|| (self.get_client_rsp_tag() as u8, self.get_client_rsp_err(), from_words(&self.get_client_rsp_data()))),
                    cpl: self.get_cpl_valid().then(|| (self.get_cpl_err(), from_words(&self.get_cpl_data()))),
                };
                let dma = DmaIn {
                    rd_req_valid: self.get_rd_req_valid(),
                    rd_req_addr: self.get_rd_req_addr(),
                    rd_req_len: self.get_rd_req_len() as u32,
                    rd_ready: self.get_rd_ready(),
                    wr_req_valid: self.get_wr_req_valid(),
                    wr_req_addr: self.get_wr_req_addr(),
                    wr_req_len: self.get_wr_req_len() as u32,
                    wr_valid: self.get_wr_valid(),
                    wr_data: crate::verilator::words_to_bytes(&self.get_wr_data()),
                    wr_keep: self.get_wr_keep(),
                    wr_last: self.get_wr_last(),
                };
                (out, dma)
            }
            fn tick(&mut self) {
                <$t>::tick(self);
            }
            fn counters(&self) -> [u64; 5] {
                [self.get_dropped(), self.get_wb_errors(), self.get_hits(), self.get_fills(), self.get_pf_fills()]
            }
            fn set_mshr_limit(&mut self, n: u32) {
                <$t>::set_mshr_limit(self, n as u64);
            }
        }
    };
}
impl_cache_ports!(RoceQpcCache);
impl_cache_ports!(RoceMkeyCache);

/// One operation of a plan.
#[derive(Clone, Debug)]
pub enum CacheOp<E> {
    /// Lookup port.
    Lookup(u32),
    /// Update port (the transport's write of a modified entry).
    Update(u32, E),
    /// `WRITE` command.
    Write(u32, E),
    /// `READ` command.
    Read(u32),
    /// `INVALIDATE` command.
    Invalidate(u32),
    /// `FLUSH` command.
    Flush(u32),
    /// `FLUSH_ALL` command.
    FlushAll,
    /// Prefetch port (a hint: no answer, no effect on any answer).
    Prefetch(u32),
}

impl<E> CacheOp<E> {
    fn port(&self) -> usize {
        match self {
            CacheOp::Lookup(_) => 0,
            CacheOp::Update(..) => 1,
            CacheOp::Prefetch(_) => 3,
            _ => 2,
        }
    }
}

/// Shape of a run.
#[derive(Clone, Copy, Debug)]
pub struct CacheRunCfg {
    /// Table base address.
    pub base: u64,
    /// log2 of the table's entries.
    pub log2_entries: u8,
    /// P(an input port offers its next operation in a cycle).
    pub p_offer: f64,
    /// P(response / completion ready).
    pub p_rsp: f64,
    /// DMA model timing.
    pub dma: DmaCfg,
    /// Give up after this many cycles.
    pub max_cycles: u64,
    /// Offer operations strictly in plan order (one port at a time) instead of each port
    /// independently.
    pub in_order: bool,
}

/// What a run measured.
#[derive(Clone, Debug, Default)]
pub struct CacheRunReport {
    /// Cycles run (including the final flush).
    pub cycles: u64,
    /// Lookups answered.
    pub lookups: u64,
    /// Cycles from the first lookup taken to the last lookup answered (before the final flush).
    pub lookup_span: u64,
    /// Per lookup: cycles from taken to answered.
    pub latencies: Vec<u64>,
    /// Counters of the cache at the end: dropped, wb_errors, hits, fills, prefetch fills.
    pub counters: [u64; 5],
    /// Prefetches taken.
    pub prefetches: u64,
    /// DMA read requests.
    pub reads: u64,
    /// DMA write requests.
    pub writes: u64,
}

fn bytes_of<E: TableEntry>(e: &E) -> Vec<u8> {
    let mut b = vec![0u8; E::SIZE];
    e.encode(&mut b);
    b
}

/// Runs `plan` through the cache `m` and the reference; `mem` is the initial host memory (the
/// model and the reference each get a copy). Returns the report, or what differed. The DMA
/// client ports are served by a [`DmaClientModel`] with `cfg.dma`.
pub fn run_cache<E: TableEntry, M: CachePorts>(
    m: &mut M,
    cfg: &CacheRunCfg,
    mem: &HostMemory,
    plan: &[CacheOp<E>],
) -> Result<CacheRunReport, String> {
    let mut dma = DmaClientModel::new(cfg.dma, mem.clone());
    run_cache_with(m, &mut dma, cfg, mem, plan)
}

/// What serves the cache's DMA client ports: the Rust model or the real engine.
pub trait DmaBackend {
    /// The inputs of the cache's DMA side in this cycle, given the cache's DMA-side outputs in it
    /// (these depend only on the cache's registers).
    fn respond(&mut self, c: &DmaIn) -> DmaOut;
    /// The clock edge.
    fn tick(&mut self, c: &DmaIn);
    /// Nothing in flight.
    fn idle(&self) -> bool;
    /// The host memory behind it.
    fn memory(&self) -> &HostMemory;
    /// Protocol violations seen, empty if none.
    fn violations(&self) -> String;
}

impl DmaBackend for DmaClientModel {
    fn respond(&mut self, _c: &DmaIn) -> DmaOut {
        self.out.clone()
    }
    fn tick(&mut self, c: &DmaIn) {
        DmaClientModel::tick(self, c)
    }
    fn idle(&self) -> bool {
        DmaClientModel::idle(self)
    }
    fn memory(&self) -> &HostMemory {
        &self.mem
    }
    fn violations(&self) -> String {
        if self.violations == DmaViolations::default() {
            String::new()
        } else {
            format!("{:?}", self.violations)
        }
    }
}

/// An expected lookup answer (entry bytes, or `None` for an error) and the cycle it was taken.
type Expected = (Option<Vec<u8>>, u64);

/// [`run_cache`] with any DMA backend (`mem` must be the backend's initial memory).
pub fn run_cache_with<E: TableEntry, M: CachePorts, B: DmaBackend>(
    m: &mut M,
    dma: &mut B,
    cfg: &CacheRunCfg,
    mem: &HostMemory,
    plan: &[CacheOp<E>],
) -> Result<CacheRunReport, String> {
    let entries = 1u64 << cfg.log2_entries;
    let layout = TableLayout::new::<E>(cfg.base, entries.min(E::MAX_ENTRIES as u64) as u32).map_err(|e| e.to_string())?;
    let mut reference = ContextCacheRef::<E>::new(layout);
    let mut ref_mem = mem.clone();
    let mut written: Vec<(u64, u32)> = Vec::new();
    let mut dout = DmaOut::default();
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.dma.seed.wrapping_mul(31).wrapping_add(7));
    let mut ports: [VecDeque<(usize, &CacheOp<E>)>; 4] = Default::default();
    for (k, op) in plan.iter().enumerate() {
        ports[op.port()].push_back((k, op));
    }
    let mut next_seq = 0usize;
    let mut flush_all_sent = false;
    let final_flush: CacheOp<E> = CacheOp::FlushAll;
    // Expected answers: lookups by tag (in order per tag), commands in order.
    let mut expect_rsp: HashMap<u8, VecDeque<Expected>> = HashMap::new();
    let mut expect_cpl: VecDeque<(bool, Option<Vec<u8>>)> = VecDeque::new();
    let mut outstanding = 0usize;
    let mut next_tag = 0u8;
    let mut touched: BTreeSet<u32> = BTreeSet::new();
    let mut expect_dropped = 0u64;
    let mut report = CacheRunReport::default();
    let mut first_lookup: Option<u64> = None;
    let mut last_answer = 0u64;
    let mut offer = [false; 4];
    m.reset(true);
    m.regs(cfg.base, cfg.log2_entries);
    m.drive(&CacheIn::default(), &DmaOut::default());
    m.tick();
    m.tick();
    m.reset(false);
    let in_range = |i: u32| (i as u64) < entries;
    let size = E::SIZE;
    let err = |s: String| Err(s);
    let mut cycle = 0u64;
    loop {
        if cycle >= cfg.max_cycles {
            return err(format!(
                "no progress after {cycle} cycles: ports left {:?}, outstanding lookups {outstanding}, completions {}",
                ports.iter().map(|p| p.len()).collect::<Vec<_>>(),
                expect_cpl.len()
            ));
        }
        let all_sent = ports.iter().all(|p| p.is_empty());
        if all_sent && outstanding == 0 && expect_cpl.is_empty() {
            if flush_all_sent {
                if dma.idle() {
                    break;
                }
            } else {
                ports[2].push_back((plan.len(), &final_flush));
                flush_all_sent = true;
                report.lookup_span = first_lookup.map(|f| last_answer - f + 1).unwrap_or(0);
            }
        }
        // Offer: a port keeps offering an operation until taken.
        // In order: the next operation; and a lookup right behind an update, which the cache
        // may take in the same cycle (an update and a lookup taken together are ordered update
        // first).
        let up_next = ports[1].front().map(|x| x.0) == Some(next_seq);
        for (p, o) in offer.iter_mut().enumerate() {
            let front = ports[p].front().map(|x| x.0);
            let turn = !cfg.in_order || front == Some(next_seq) || (p == 0 && up_next && front == Some(next_seq + 1));
            if !*o && !ports[p].is_empty() && turn {
                *o = cfg.p_offer >= 1.0 || rng.gen_bool(cfg.p_offer);
            }
        }
        // At most 200 lookups outstanding (tags are 8 bits).
        if outstanding >= 200 {
            offer[0] = false;
        }
        // One command at a time: the next waits for the previous completion.
        if !expect_cpl.is_empty() {
            offer[2] = false;
        }
        let mut inp = CacheIn {
            rsp_ready: cfg.p_rsp >= 1.0 || rng.gen_bool(cfg.p_rsp),
            cpl_ready: cfg.p_rsp >= 1.0 || rng.gen_bool(cfg.p_rsp),
            ..Default::default()
        };
        if offer[0] {
            if let Some((_, CacheOp::Lookup(i))) = ports[0].front() {
                inp.lk = Some((*i, next_tag));
            }
        }
        if offer[1] {
            if let Some((_, CacheOp::Update(i, e))) = ports[1].front() {
                inp.up = Some((*i, bytes_of(e)));
            }
        }
        if offer[2] {
            let c = match ports[2].front().map(|x| x.1) {
                Some(CacheOp::Write(i, e)) => Some((cmd::WRITE, *i, bytes_of(e))),
                Some(CacheOp::Read(i)) => Some((cmd::READ, *i, vec![])),
                Some(CacheOp::Invalidate(i)) => Some((cmd::INVALIDATE, *i, vec![])),
                Some(CacheOp::Flush(i)) => Some((cmd::FLUSH, *i, vec![])),
                Some(CacheOp::FlushAll) => Some((cmd::FLUSH_ALL, 0, vec![])),
                _ => None,
            };
            inp.cmd = c;
        }
        if offer[3] {
            if let Some((_, CacheOp::Prefetch(i))) = ports[3].front() {
                inp.pf = Some(*i);
            }
        }
        // The cache's DMA-side outputs depend only on its registers: drive once to get them, let
        // the backend answer, drive again with the answer.
        let (_, dmain) = m.drive(&inp, &dout);
        dout = dma.respond(&dmain);
        let (out, dmain2) = m.drive(&inp, &dout);
        if dmain2 != dmain {
            return err(format!("cycle {cycle}: the cache's DMA outputs depend on its DMA inputs combinationally"));
        }
        if dmain.wr_req_valid && dout.wr_req_ready {
            written.push((dmain.wr_req_addr, dmain.wr_req_len));
        }
        if dmain.rd_req_valid && dout.rd_req_ready {
            report.reads += 1;
        }
        let taken = [
            inp.lk.is_some() && out.lk_ready,
            inp.up.is_some() && out.up_ready,
            inp.cmd.is_some() && out.cmd_ready,
            inp.pf.is_some() && out.pf_ready,
        ];
        // At most one operation a cycle, or an update and a lookup together (the update first).
        if taken.iter().filter(|t| **t).count() > 1 && taken != [true, true, false, false] {
            return err(format!("cycle {cycle}: more than one operation taken: {taken:?}"));
        }
        for p in [1usize, 0, 2, 3] {
            if !taken[p] {
                continue;
            }
            offer[p] = false;
            let (_, op) = ports[p].pop_front().ok_or("taken from an empty port")?;
            next_seq += 1;
            match op {
                CacheOp::Lookup(i) => {
                    let want = if in_range(*i) {
                        touched.insert(*i);
                        match reference.read(&ref_mem, *i) {
                            Ok(v) => Some(bytes_of(&v)),
                            // A poisoned entry: the fill fails, the lookup answers `err`.
                            Err(ContextError::Mem(_)) => None,
                            Err(e) => return err(format!("reference read {i}: {e}")),
                        }
                    } else {
                        None
                    };
                    expect_rsp.entry(next_tag).or_default().push_back((want, cycle));
                    next_tag = next_tag.wrapping_add(1);
                    outstanding += 1;
                    first_lookup.get_or_insert(cycle);
                }
                CacheOp::Update(i, e) | CacheOp::Write(i, e) => {
                    if in_range(*i) {
                        touched.insert(*i);
                        reference.write(*i, e.clone()).map_err(|e| e.to_string())?;
                    } else if p == 1 {
                        expect_dropped += 1;
                    }
                    if p == 2 {
                        expect_cpl.push_back((!in_range(*i), None));
                    }
                }
                CacheOp::Read(i) => {
                    if in_range(*i) {
                        touched.insert(*i);
                        match reference.read(&ref_mem, *i) {
                            Ok(v) => expect_cpl.push_back((false, Some(bytes_of(&v)))),
                            Err(ContextError::Mem(_)) => expect_cpl.push_back((true, None)),
                            Err(e) => return err(format!("reference read {i}: {e}")),
                        }
                    } else {
                        expect_cpl.push_back((true, None));
                    }
                }
                CacheOp::Invalidate(i) | CacheOp::Flush(i) => {
                    if in_range(*i) {
                        touched.insert(*i);
                        let r = if matches!(op, CacheOp::Invalidate(_)) {
                            reference.invalidate(&mut ref_mem, *i)
                        } else {
                            reference.flush_one(&mut ref_mem, *i)
                        };
                        r.map_err(|e| e.to_string())?;
                    }
                    expect_cpl.push_back((!in_range(*i), None));
                }
                CacheOp::FlushAll => {
                    reference.flush(&mut ref_mem).map_err(|e| e.to_string())?;
                    expect_cpl.push_back((false, None));
                }
                // A hint: the reference does nothing (every answer must stay as it was).
                CacheOp::Prefetch(_) => report.prefetches += 1,
            }
        }
        if inp.rsp_ready {
            if let Some((tag, e, data)) = &out.rsp {
                let (want, at) = expect_rsp
                    .get_mut(tag)
                    .and_then(|q| q.pop_front())
                    .ok_or_else(|| format!("cycle {cycle}: response with unexpected tag {tag}"))?;
                match want {
                    None if !*e => return err(format!("cycle {cycle}: tag {tag}: out-of-range lookup answered without err")),
                    Some(w) if *e => return err(format!("cycle {cycle}: tag {tag}: err, expected {:02x?}", &w[..16])),
                    Some(w) if w[..] != data[..size] => {
                        return err(format!("cycle {cycle}: tag {tag}: got {:02x?}.. expected {:02x?}..", &data[..32], &w[..32]))
                    }
                    _ => {}
                }
                outstanding -= 1;
                report.lookups += 1;
                report.latencies.push(cycle - at);
                last_answer = cycle;
            }
        }
        if inp.cpl_ready {
            if let Some((e, data)) = &out.cpl {
                let (want_err, want) = expect_cpl.pop_front().ok_or_else(|| format!("cycle {cycle}: completion without a command"))?;
                if *e != want_err {
                    return err(format!("cycle {cycle}: completion err {e}, expected {want_err}"));
                }
                if let Some(w) = want {
                    if w[..] != data[..size] {
                        return err(format!("cycle {cycle}: READ got {:02x?}.. expected {:02x?}..", &data[..32], &w[..32]));
                    }
                }
            }
        }
        dma.tick(&dmain);
        m.tick();
        cycle += 1;
    }
    report.cycles = cycle;
    report.counters = m.counters();
    report.writes = written.len() as u64;
    let v = dma.violations();
    if !v.is_empty() {
        return err(format!("DMA protocol violations: {v}"));
    }
    if report.counters[0] != expect_dropped {
        return err(format!("dropped {} updates, expected {expect_dropped}", report.counters[0]));
    }
    // Host memory equals the reference table after the flush.
    for &i in &touched {
        let a = layout.entry_addr(i).map_err(|e| e.to_string())?;
        // Poisoned entries read as errors on both sides.
        let got = dma.memory().read_vec(a, size);
        let want = ref_mem.read_vec(a, size);
        if got != want {
            return err(format!("after flush: entry {i} in host memory {got:02x?} reference {want:02x?}"));
        }
    }
    for &(a, l) in &written {
        let in_table = a >= cfg.base && (a - cfg.base).is_multiple_of(size as u64) && (a - cfg.base) / (size as u64) < entries && l as usize == size;
        if !in_table {
            return err(format!("write-back outside the table: {a:#x} +{l}"));
        }
        let got = dma.memory().read_vec(a, l as usize).map_err(|e| e.to_string())?;
        let want = ref_mem.read_vec(a, l as usize).map_err(|e| e.to_string())?;
        if got != want {
            return err(format!("after flush: bytes at {a:#x} differ from the reference"));
        }
    }
    Ok(report)
}

/// The real DMA engine (`roce_dma_engine`, Verilator) on one read/write client pair, in front of
/// the cycle-level AXI4 host memory [`AxiHostMemory`]: the backend of the cache + DMA + memory
/// test. Client 0 is the QP context pair, client 1 the memory-key pair (the DMA contract's
/// numbering); the other clients stay idle.
pub struct EngineBackend {
    eng: RoceDmaEngine,
    mem: AxiHostMemory,
    slave: AxiSlaveOut,
    client: usize,
}

/// Sets client `$n`'s inputs from `c`, evaluates, returns the client's outputs.
macro_rules! paste_client {
    ($e:ident, $c:ident, 0) => {
        client_io!($e, $c, set_rd_req_valid_0, set_rd_req_addr_0, set_rd_req_len_0, set_rd_ready_0, set_wr_req_valid_0, set_wr_req_addr_0,
            set_wr_req_len_0, set_wr_valid_0, set_wr_data_0, set_wr_keep_0, set_wr_last_0, get_rd_req_ready_0, get_rd_valid_0, get_rd_data_0,
            get_rd_keep_0, get_rd_last_0, get_rd_cpl_valid_0, get_rd_cpl_status_0, get_wr_req_ready_0, get_wr_ready_0, get_wr_cpl_valid_0,
            get_wr_cpl_status_0)
    };
    ($e:ident, $c:ident, 1) => {
        client_io!($e, $c, set_rd_req_valid_1, set_rd_req_addr_1, set_rd_req_len_1, set_rd_ready_1, set_wr_req_valid_1, set_wr_req_addr_1,
            set_wr_req_len_1, set_wr_valid_1, set_wr_data_1, set_wr_keep_1, set_wr_last_1, get_rd_req_ready_1, get_rd_valid_1, get_rd_data_1,
            get_rd_keep_1, get_rd_last_1, get_rd_cpl_valid_1, get_rd_cpl_status_1, get_wr_req_ready_1, get_wr_ready_1, get_wr_cpl_valid_1,
            get_wr_cpl_status_1)
    };
}

macro_rules! client_io {
    ($e:ident, $c:ident, $rqv:ident, $rqa:ident, $rql:ident, $rr:ident, $wqv:ident, $wqa:ident, $wql:ident, $wv:ident, $wd:ident, $wk:ident,
     $wl:ident, $rqr:ident, $rv:ident, $rd:ident, $rk:ident, $rlast:ident, $rcv:ident, $rcs:ident, $wqr:ident, $wr:ident, $wcv:ident,
     $wcs:ident) => {{
        $e.$rqv($c.rd_req_valid);
        $e.$rqa($c.rd_req_addr);
        $e.$rql($c.rd_req_len as u64);
        $e.$rr($c.rd_ready);
        $e.$wqv($c.wr_req_valid);
        $e.$wqa($c.wr_req_addr);
        $e.$wql($c.wr_req_len as u64);
        $e.$wv($c.wr_valid);
        $e.$wd(&crate::verilator::bytes_to_words(&$c.wr_data));
        $e.$wk($c.wr_keep);
        $e.$wl($c.wr_last);
        $e.eval();
        DmaOut {
            rd_req_ready: $e.$rqr(),
            rd_valid: $e.$rv(),
            rd_data: crate::verilator::words_to_bytes(&$e.$rd()),
            rd_keep: $e.$rk(),
            rd_last: $e.$rlast(),
            rd_cpl_valid: $e.$rcv(),
            rd_cpl_status: $e.$rcs() as u8,
            wr_req_ready: $e.$wqr(),
            wr_ready: $e.$wr(),
            wr_cpl_valid: $e.$wcv(),
            wr_cpl_status: $e.$wcs() as u8,
        }
    }};
}

impl EngineBackend {
    /// The engine (reset) in front of an AXI host memory with `cfg` holding `mem`; the cache sits
    /// on client pair `client` (0 or 1).
    pub fn new(cfg: AxiSlaveConfig, mem: &HostMemory, client: usize) -> Result<EngineBackend, String> {
        let mut axi = AxiHostMemory::new(cfg).map_err(|e| e.to_string())?;
        *axi.memory_mut() = mem.clone();
        let mut eng = RoceDmaEngine::new();
        let slave = axi.outputs().clone();
        eng.drive_slave(&AxiSlaveOut::default());
        eng.set_reset(true);
        eng.tick();
        eng.tick();
        eng.set_reset(false);
        Ok(EngineBackend { eng, mem: axi, slave, client: client.min(1) })
    }

    /// The AXI memory model (statistics, violations).
    pub fn axi(&self) -> &AxiHostMemory {
        &self.mem
    }
}

impl DmaBackend for EngineBackend {
    fn respond(&mut self, c: &DmaIn) -> DmaOut {
        self.eng.drive_slave(&self.slave);
        let e = &mut self.eng;
        if self.client == 0 {
            paste_client!(e, c, 0)
        } else {
            paste_client!(e, c, 1)
        }
    }
    fn tick(&mut self, _c: &DmaIn) {
        let mo = self.eng.master_out();
        self.slave = self.mem.tick(&mo);
        self.eng.tick();
    }
    fn idle(&self) -> bool {
        self.eng.get_rd_bursts_in_flight() == 0 && self.eng.get_wr_bursts_in_flight() == 0
    }
    fn memory(&self) -> &HostMemory {
        self.mem.memory()
    }
    fn violations(&self) -> String {
        let v = self.mem.violations();
        if v.total() == 0 {
            String::new()
        } else {
            format!("AXI: {v:?}")
        }
    }
}
