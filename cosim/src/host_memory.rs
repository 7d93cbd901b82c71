//! Cycle-level AXI4 slave model of host memory (issue 5), driven by the Verilator harness.
//!
//! - Sparse memory: golden's [`HostMemory`] (4 KiB page map, any 64-bit address, unwritten bytes
//!   read as zero). [`AxiHostMemory::read`] / [`AxiHostMemory::write`] are backdoors for test setup
//!   and final comparison.
//! - 512-bit data (64-byte beats, `WSTRB` per byte), INCR bursts of 1..=256 beats (`AxLEN` 0..=255),
//!   `AxSIZE` 6, IDs. Beat `i` of a burst at `addr` covers the 64-byte lane at
//!   `(addr & !63) + 64 * i`; the first beat's bytes below `addr` are outside the burst.
//! - Latency: [`AxiSlaveConfig::latency`] (default 125 cycles, ~500 ns at 250 MHz) plus a uniform
//!   random extra of `0..=extra_latency_max` per transaction (seeded ChaCha8).
//! - Random back-pressure: `AR/AW/W` ready and `R/B` valid are each asserted with a probability.
//! - A cap on outstanding reads and on outstanding writes.
//! - Per-ID ordering kept: responses of one ID come in request order; different IDs may complete
//!   out of order when random latency is on. Read bursts are not interleaved by default: once a
//!   burst's first beat is presented, its beats go out back to back (subject to `R`
//!   back-pressure). With [`AxiSlaveConfig::interleave_reads`] every beat is drawn from a random
//!   due burst (the oldest of its ID), so bursts of different IDs interleave beat by beat, as
//!   AXI4 allows.
//! - Error injection: a transaction whose bytes (from its start address to the end of its last
//!   beat's lane) touch an [`ErrorRange`] gets its `resp` on every read beat
//!   (data zero) or on its write response (no byte of that burst is written).
//!   A page poisoned in golden's memory ([`HostMemory::poison`] through
//!   [`AxiHostMemory::memory_mut`]) answers SLVERR too: per read beat, per write burst.
//! - Protocol checks that count (never panic): [`Violations`].
//!
//! # Timing: what [`AxiHostMemory::tick`] means
//! One call is one rising clock edge. Between edges both sides hold their outputs: the slave's
//! outputs for the current cycle are those returned by the previous `tick` (before the first tick:
//! [`AxiHostMemory::outputs`]), and `m` passed to `tick` is the master's outputs in that same cycle.
//! At the edge `tick`:
//! 1. samples the handshakes: `AR` if `m.ar_valid && ar_ready`, `AW` likewise, `W` if
//!    `m.w_valid && w_ready`, `R` if `r_valid && m.r_ready`, `B` if `b_valid && m.b_ready`, where the
//!    ready/valid of the slave are the ones it presented during the cycle;
//! 2. updates its state (accepts requests, writes W beats into memory, retires R/B beats);
//! 3. returns the outputs it presents during the next cycle. All outputs are registered: none
//!    depends combinationally on `m`, so a harness may evaluate the RTL with the returned outputs,
//!    read the master's outputs, and call `tick` again.
//!
//! Latency `L` means: when nothing stalls, the first `R` handshake happens exactly `L` edges after
//! the `AR` handshake, and the `B` handshake `L` edges after the last `W` handshake (so `L >= 1`).
//!
//! `W` beats are accepted only for a burst whose `AW` was already accepted (`w_ready` stays low
//! otherwise; AXI allows a slave to wait for `AWVALID`), in `AW` order. Write data reach memory at
//! the `W` handshake; the master may rely on them only after `B`. Read data are taken from memory
//! when each beat is first presented.

use golden::memory::{HostMemory, MemError};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;
use thiserror::Error;

/// Bytes per data beat (512-bit bus).
pub const BEAT_BYTES: usize = 64;
/// The only supported `AxSIZE` (64 bytes per beat).
pub const AXSIZE_64B: u8 = 6;
/// `AxBURST` code of INCR.
pub const AXBURST_INCR: u8 = 1;

/// An AXI response code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum AxiResp {
    /// OKAY (0b00).
    #[default]
    Okay,
    /// EXOKAY (0b01): never produced (no exclusive access).
    ExOkay,
    /// SLVERR (0b10): slave error.
    SlvErr,
    /// DECERR (0b11): decode error.
    DecErr,
}

impl AxiResp {
    /// The 2-bit wire code.
    pub fn code(self) -> u8 {
        match self {
            AxiResp::Okay => 0,
            AxiResp::ExOkay => 1,
            AxiResp::SlvErr => 2,
            AxiResp::DecErr => 3,
        }
    }
    /// From the 2-bit wire code (upper bits ignored).
    pub fn from_code(c: u8) -> AxiResp {
        match c & 3 {
            0 => AxiResp::Okay,
            1 => AxiResp::ExOkay,
            2 => AxiResp::SlvErr,
            _ => AxiResp::DecErr,
        }
    }
}

/// The master's outputs during one cycle (what the slave samples at the next edge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxiMasterOut {
    /// ARVALID.
    pub ar_valid: bool,
    /// ARADDR (byte address of the first byte).
    pub ar_addr: u64,
    /// ARLEN: beats - 1.
    pub ar_len: u8,
    /// ARSIZE (must be 6).
    pub ar_size: u8,
    /// ARBURST (must be 1, INCR).
    pub ar_burst: u8,
    /// ARID.
    pub ar_id: u32,
    /// AWVALID.
    pub aw_valid: bool,
    /// AWADDR.
    pub aw_addr: u64,
    /// AWLEN: beats - 1.
    pub aw_len: u8,
    /// AWSIZE (must be 6).
    pub aw_size: u8,
    /// AWBURST (must be 1, INCR).
    pub aw_burst: u8,
    /// AWID.
    pub aw_id: u32,
    /// WVALID.
    pub w_valid: bool,
    /// WDATA: byte `i` is lane byte `i` (address `lane base + i`).
    pub w_data: [u8; BEAT_BYTES],
    /// WSTRB: bit `i` enables byte `i`.
    pub w_strb: u64,
    /// WLAST.
    pub w_last: bool,
    /// RREADY.
    pub r_ready: bool,
    /// BREADY.
    pub b_ready: bool,
}

impl Default for AxiMasterOut {
    fn default() -> Self {
        AxiMasterOut {
            ar_valid: false,
            ar_addr: 0,
            ar_len: 0,
            ar_size: AXSIZE_64B,
            ar_burst: AXBURST_INCR,
            ar_id: 0,
            aw_valid: false,
            aw_addr: 0,
            aw_len: 0,
            aw_size: AXSIZE_64B,
            aw_burst: AXBURST_INCR,
            aw_id: 0,
            w_valid: false,
            w_data: [0; BEAT_BYTES],
            w_strb: 0,
            w_last: false,
            r_ready: false,
            b_ready: false,
        }
    }
}

/// The slave's outputs during one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxiSlaveOut {
    /// ARREADY.
    pub ar_ready: bool,
    /// AWREADY.
    pub aw_ready: bool,
    /// WREADY.
    pub w_ready: bool,
    /// RVALID.
    pub r_valid: bool,
    /// RDATA (lane bytes, as `w_data`).
    pub r_data: [u8; BEAT_BYTES],
    /// RRESP.
    pub r_resp: AxiResp,
    /// RLAST.
    pub r_last: bool,
    /// RID.
    pub r_id: u32,
    /// BVALID.
    pub b_valid: bool,
    /// BRESP.
    pub b_resp: AxiResp,
    /// BID.
    pub b_id: u32,
}

impl Default for AxiSlaveOut {
    fn default() -> Self {
        AxiSlaveOut {
            ar_ready: false,
            aw_ready: false,
            w_ready: false,
            r_valid: false,
            r_data: [0; BEAT_BYTES],
            r_resp: AxiResp::Okay,
            r_last: false,
            r_id: 0,
            b_valid: false,
            b_resp: AxiResp::Okay,
            b_id: 0,
        }
    }
}

/// An address range answered with an error response.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorRange {
    /// First byte.
    pub start: u64,
    /// Length in bytes (a transaction touching `[start, start + len)` fails).
    pub len: u64,
    /// The response given (SLVERR or DECERR).
    pub resp: AxiResp,
}

impl ErrorRange {
    fn overlaps(&self, a: u64, n: u64) -> bool {
        // [a, a+n) and [start, start+len) intersect (u128: no overflow).
        let (a, n, s, l) = (a as u128, n as u128, self.start as u128, self.len as u128);
        n != 0 && l != 0 && a < s + l && s < a + n
    }
}

/// Model parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct AxiSlaveConfig {
    /// Fixed latency in cycles (>= 1; meaning in the module documentation).
    pub latency: u32,
    /// Largest random extra latency per transaction (uniform `0..=extra_latency_max`).
    pub extra_latency_max: u32,
    /// Seed of the model's random choices.
    pub seed: u64,
    /// Probability that ARREADY is asserted in a cycle (when a read may be accepted).
    pub ar_ready_prob: f64,
    /// Probability that AWREADY is asserted in a cycle.
    pub aw_ready_prob: f64,
    /// Probability that WREADY is asserted in a cycle (when a W beat is expected).
    pub w_ready_prob: f64,
    /// Probability that an available R beat is presented in a cycle.
    pub r_valid_prob: f64,
    /// Probability that an available B response is presented in a cycle.
    pub b_valid_prob: f64,
    /// Most read bursts accepted and not fully returned.
    pub max_outstanding_reads: usize,
    /// Most write bursts accepted and not yet answered on B (64 by default: a PCIe root
    /// complex takes many posted writes; the NIC's write channels keep up to 59 per client).
    pub max_outstanding_writes: usize,
    /// Error-injection ranges (first match wins).
    pub error_ranges: Vec<ErrorRange>,
    /// Interleave read bursts of different IDs beat by beat: after every `R` beat the next one
    /// comes from a random due burst that is the oldest of its ID (one ID's beats stay in order).
    /// Off: a burst's beats go out back to back.
    pub interleave_reads: bool,
    /// From this edge of the model's own count ([`AxiHostMemory::cycle`]) on, the host answers
    /// nothing more: no ready on `AR`, `AW` or `W`, no new
    /// `R` beat or `B` response (one already presented is held until taken, as AXI requires). A
    /// hung host link, for the harness's stall watchdog. None: never.
    pub hang_at_cycle: Option<u64>,
}

impl Default for AxiSlaveConfig {
    fn default() -> Self {
        AxiSlaveConfig {
            latency: 125,
            extra_latency_max: 0,
            seed: 0,
            ar_ready_prob: 1.0,
            aw_ready_prob: 1.0,
            w_ready_prob: 1.0,
            r_valid_prob: 1.0,
            b_valid_prob: 1.0,
            max_outstanding_reads: 32,
            max_outstanding_writes: 64,
            error_ranges: Vec::new(),
            interleave_reads: false,
            hang_at_cycle: None,
        }
    }
}

/// A configuration the model cannot run with.
#[derive(Error, Debug, Clone, PartialEq)]
pub enum ConfigError {
    /// `latency` is 0.
    #[error("latency must be at least 1 cycle")]
    ZeroLatency,
    /// A probability is not in (0, 1].
    #[error("probability {name} = {value} not in (0, 1]")]
    Probability {
        /// Field name.
        name: &'static str,
        /// Value given.
        value: f64,
    },
    /// An outstanding cap is 0.
    #[error("outstanding cap {name} must be at least 1")]
    ZeroCap {
        /// Field name.
        name: &'static str,
    },
    /// An error range answers OKAY/EXOKAY.
    #[error("error range at {start:#x} must answer SLVERR or DECERR")]
    NotAnError {
        /// Range start.
        start: u64,
    },
}

/// Protocol violations seen (counted, never a panic). The model carries on as described per field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Violations {
    /// A read burst crossing a 4 KiB boundary (served anyway).
    pub ar_cross_4k: u64,
    /// A write burst crossing a 4 KiB boundary (served anyway).
    pub aw_cross_4k: u64,
    /// `AxSIZE` other than 6 (served as if 6).
    pub bad_size: u64,
    /// `AxBURST` other than INCR (served as INCR).
    pub bad_burst: u64,
    /// `WLAST` set on a beat that is not the burst's last, or clear on its last (the burst still
    /// ends after `AWLEN + 1` beats).
    pub wlast_mismatch: u64,
    /// A `W` beat strobing bytes outside the burst (below the start address in the first beat).
    pub strobe_outside: u64,
    /// `ARVALID` dropped or the AR payload changed before the handshake.
    pub ar_unstable: u64,
    /// `AWVALID` dropped or the AW payload changed before the handshake.
    pub aw_unstable: u64,
    /// `WVALID` dropped or the W payload changed before the handshake.
    pub w_unstable: u64,
}

impl Violations {
    /// Sum of all counters.
    pub fn total(&self) -> u64 {
        self.ar_cross_4k
            + self.aw_cross_4k
            + self.bad_size
            + self.bad_burst
            + self.wlast_mismatch
            + self.strobe_outside
            + self.ar_unstable
            + self.aw_unstable
            + self.w_unstable
    }
}

/// Activity counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AxiStats {
    /// Edges simulated.
    pub cycles: u64,
    /// AR handshakes.
    pub reads: u64,
    /// AW handshakes.
    pub writes: u64,
    /// R handshakes.
    pub r_beats: u64,
    /// W handshakes.
    pub w_beats: u64,
    /// B handshakes.
    pub b_resps: u64,
    /// Error responses given (per transaction).
    pub errors: u64,
    /// Largest number of outstanding reads seen.
    pub max_reads_in_flight: usize,
    /// Largest number of outstanding writes seen.
    pub max_writes_in_flight: usize,
}

#[derive(Clone, Debug)]
struct Txn {
    seq: u64,
    id: u32,
    addr: u64,
    len: u8,
    /// Read: beats already presented and accepted. Write: W beats received.
    beats: u16,
    /// Edge index from which the response may be sampled (write: set after the last W beat).
    ready_at: Option<u64>,
    resp: AxiResp,
}

impl Txn {
    fn lane(&self, beat: u16) -> u64 {
        (self.addr & !(BEAT_BYTES as u64 - 1)).wrapping_add(beat as u64 * BEAT_BYTES as u64)
    }
    fn byte_len(&self) -> u64 {
        (self.len as u64 + 1) * BEAT_BYTES as u64 - (self.addr % BEAT_BYTES as u64)
    }
}

fn crosses_4k(addr: u64, len: u8) -> bool {
    let last = (addr & !(BEAT_BYTES as u64 - 1)).wrapping_add(len as u64 * BEAT_BYTES as u64 + BEAT_BYTES as u64 - 1);
    last < addr || (addr >> 12) != (last >> 12)
}

/// The AXI4 slave host-memory model.
#[derive(Clone, Debug)]
pub struct AxiHostMemory {
    cfg: AxiSlaveConfig,
    mem: HostMemory,
    rng: ChaCha8Rng,
    cycle: u64,
    seq: u64,
    out: AxiSlaveOut,
    prev_m: AxiMasterOut,
    prev_ar_ready: bool,
    prev_aw_ready: bool,
    prev_w_ready: bool,
    reads: Vec<Txn>,
    /// Read burst whose beats are being sent (index into `reads` is found by seq).
    r_current: Option<u64>,
    writes: VecDeque<Txn>,
    b_current: Option<u64>,
    violations: Violations,
    stats: AxiStats,
    /// Watched address ranges `[start, end)` and the write bursts that began in each.
    watches: Vec<(u64, u64, u64)>,
    /// Watched address ranges `[start, end)` and the read bursts that began in each.
    read_watches: Vec<(u64, u64, u64)>,
}

impl AxiHostMemory {
    /// A model with empty (all-zero) memory.
    pub fn new(cfg: AxiSlaveConfig) -> Result<AxiHostMemory, ConfigError> {
        if cfg.latency == 0 {
            return Err(ConfigError::ZeroLatency);
        }
        for (name, value) in [
            ("ar_ready_prob", cfg.ar_ready_prob),
            ("aw_ready_prob", cfg.aw_ready_prob),
            ("w_ready_prob", cfg.w_ready_prob),
            ("r_valid_prob", cfg.r_valid_prob),
            ("b_valid_prob", cfg.b_valid_prob),
        ] {
            if !(value > 0.0 && value <= 1.0) {
                return Err(ConfigError::Probability { name, value });
            }
        }
        if cfg.max_outstanding_reads == 0 {
            return Err(ConfigError::ZeroCap { name: "max_outstanding_reads" });
        }
        if cfg.max_outstanding_writes == 0 {
            return Err(ConfigError::ZeroCap { name: "max_outstanding_writes" });
        }
        for r in &cfg.error_ranges {
            if !matches!(r.resp, AxiResp::SlvErr | AxiResp::DecErr) {
                return Err(ConfigError::NotAnError { start: r.start });
            }
        }
        let rng = ChaCha8Rng::seed_from_u64(cfg.seed);
        let mut s = AxiHostMemory {
            cfg,
            mem: HostMemory::new(),
            rng,
            cycle: 0,
            seq: 0,
            out: AxiSlaveOut::default(),
            prev_m: AxiMasterOut::default(),
            prev_ar_ready: false,
            prev_aw_ready: false,
            prev_w_ready: false,
            reads: Vec::new(),
            r_current: None,
            writes: VecDeque::new(),
            b_current: None,
            violations: Violations::default(),
            stats: AxiStats::default(),
            watches: Vec::new(),
            read_watches: Vec::new(),
        };
        s.out = s.next_outputs(false, false);
        Ok(s)
    }

    /// Counts, from now on, the write bursts (AW handshakes) whose start address lies in
    /// `[start, start + len)`; returns the watch's index for [`AxiHostMemory::watched_writes`].
    /// (The harness watches the QP and key tables: a write there is a cache writeback.)
    pub fn watch_writes(&mut self, start: u64, len: u64) -> usize {
        self.watches.push((start, start.saturating_add(len), 0));
        self.watches.len() - 1
    }

    /// Write bursts counted by watch `i` (0 for an index never returned).
    pub fn watched_writes(&self, i: usize) -> u64 {
        self.watches.get(i).map_or(0, |w| w.2)
    }

    /// Counts, from now on, the read bursts (AR handshakes) whose start address lies in
    /// `[start, start + len)`; returns the watch's index for [`AxiHostMemory::watched_reads`].
    /// (The responder bench watches a receive ring: a read there is a WQE fetch.)
    pub fn watch_reads(&mut self, start: u64, len: u64) -> usize {
        self.read_watches.push((start, start.saturating_add(len), 0));
        self.read_watches.len() - 1
    }

    /// Read bursts counted by read watch `i` (0 for an index never returned).
    pub fn watched_reads(&self, i: usize) -> u64 {
        self.read_watches.get(i).map_or(0, |w| w.2)
    }

    /// The configuration.
    pub fn config(&self) -> &AxiSlaveConfig {
        &self.cfg
    }

    /// The outputs presented during the current cycle.
    pub fn outputs(&self) -> &AxiSlaveOut {
        &self.out
    }

    /// Protocol violations counted so far.
    pub fn violations(&self) -> Violations {
        self.violations
    }

    /// Activity counters.
    pub fn stats(&self) -> AxiStats {
        self.stats
    }

    /// Edges simulated so far.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// Sets [`AxiSlaveConfig::hang_at_cycle`]: the host stops answering at edge `cycle` (of
    /// [`AxiHostMemory::cycle`]'s count).
    pub fn hang_at(&mut self, cycle: Option<u64>) {
        self.cfg.hang_at_cycle = cycle;
    }

    /// Read bursts accepted and not fully returned, plus write bursts not yet answered.
    pub fn in_flight(&self) -> (usize, usize) {
        (self.reads.len(), self.writes.len())
    }

    /// Backdoor read (no timing, no error injection).
    pub fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>, MemError> {
        self.mem.read_vec(addr, len)
    }

    /// Backdoor write (no timing, no error injection).
    pub fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        self.mem.write(addr, data)
    }

    /// The memory itself (e.g. for golden's context tables).
    pub fn memory(&self) -> &HostMemory {
        &self.mem
    }

    /// The memory itself, mutable.
    pub fn memory_mut(&mut self) -> &mut HostMemory {
        &mut self.mem
    }

    fn error_for(&self, addr: u64, len: u8) -> AxiResp {
        let t = Txn { seq: 0, id: 0, addr, len, beats: 0, ready_at: None, resp: AxiResp::Okay };
        let n = t.byte_len();
        self.cfg
            .error_ranges
            .iter()
            .find(|r| r.overlaps(addr, n))
            .map(|r| r.resp)
            .unwrap_or(AxiResp::Okay)
    }

    fn delay(&mut self) -> u64 {
        let extra = if self.cfg.extra_latency_max > 0 { self.rng.gen_range(0..=self.cfg.extra_latency_max) } else { 0 };
        self.cfg.latency as u64 + extra as u64
    }

    fn check_request(&mut self, addr: u64, len: u8, size: u8, burst: u8, read: bool) {
        if crosses_4k(addr, len) {
            if read {
                self.violations.ar_cross_4k += 1;
            } else {
                self.violations.aw_cross_4k += 1;
            }
        }
        if size != AXSIZE_64B {
            self.violations.bad_size += 1;
        }
        if burst != AXBURST_INCR {
            self.violations.bad_burst += 1;
        }
    }

    fn stability_checks(&mut self, m: &AxiMasterOut) {
        let p = &self.prev_m;
        let ar_pending = p.ar_valid && !self.prev_ar_ready;
        if ar_pending
            && !(m.ar_valid && (m.ar_addr, m.ar_len, m.ar_size, m.ar_burst, m.ar_id) == (p.ar_addr, p.ar_len, p.ar_size, p.ar_burst, p.ar_id))
        {
            self.violations.ar_unstable += 1;
        }
        let aw_pending = p.aw_valid && !self.prev_aw_ready;
        if aw_pending
            && !(m.aw_valid && (m.aw_addr, m.aw_len, m.aw_size, m.aw_burst, m.aw_id) == (p.aw_addr, p.aw_len, p.aw_size, p.aw_burst, p.aw_id))
        {
            self.violations.aw_unstable += 1;
        }
        let w_pending = p.w_valid && !self.prev_w_ready;
        if w_pending && !(m.w_valid && m.w_data == p.w_data && m.w_strb == p.w_strb && m.w_last == p.w_last) {
            self.violations.w_unstable += 1;
        }
    }

    /// One rising clock edge: sample `m` against the outputs presented during this cycle, update,
    /// and return the outputs for the next cycle (full semantics in the module documentation).
    pub fn tick(&mut self, m: &AxiMasterOut) -> AxiSlaveOut {
        let edge = self.cycle;
        let s = self.out.clone();
        self.stability_checks(m);

        // R handshake: retire a beat.
        let mut r_taken = false;
        if s.r_valid && m.r_ready {
            r_taken = true;
            self.stats.r_beats += 1;
            if let Some(cur) = self.r_current {
                if let Some(pos) = self.reads.iter().position(|t| t.seq == cur) {
                    self.reads[pos].beats += 1;
                    if self.reads[pos].beats > self.reads[pos].len as u16 {
                        self.reads.remove(pos);
                        self.r_current = None;
                    } else if self.cfg.interleave_reads {
                        self.r_current = None;
                    }
                }
            }
        }
        // B handshake.
        let mut b_taken = false;
        if s.b_valid && m.b_ready {
            b_taken = true;
            self.stats.b_resps += 1;
            if let Some(cur) = self.b_current.take() {
                if let Some(pos) = self.writes.iter().position(|t| t.seq == cur) {
                    self.writes.remove(pos);
                }
            }
        }
        // AR handshake.
        if m.ar_valid && s.ar_ready {
            self.check_request(m.ar_addr, m.ar_len, m.ar_size, m.ar_burst, true);
            let resp = self.error_for(m.ar_addr, m.ar_len);
            if resp != AxiResp::Okay {
                self.stats.errors += 1;
            }
            let d = self.delay();
            self.seq += 1;
            self.reads.push(Txn { seq: self.seq, id: m.ar_id, addr: m.ar_addr, len: m.ar_len, beats: 0, ready_at: Some(edge + d), resp });
            self.stats.reads += 1;
            for w in self.read_watches.iter_mut().filter(|w| (w.0..w.1).contains(&m.ar_addr)) {
                w.2 += 1;
            }
            self.stats.max_reads_in_flight = self.stats.max_reads_in_flight.max(self.reads.len());
        }
        // W handshake (before AW: a W beat can only belong to a burst accepted at an earlier edge).
        if m.w_valid && s.w_ready {
            self.stats.w_beats += 1;
            let d = self.delay();
            if let Some(t) = self.writes.iter_mut().find(|t| t.beats <= t.len as u16) {
                let beat = t.beats;
                let last = beat == t.len as u16;
                let lane = t.lane(beat);
                let mut strb = m.w_strb;
                if beat == 0 {
                    let below = (1u64 << (t.addr % BEAT_BYTES as u64)) - 1;
                    if strb & below != 0 {
                        self.violations.strobe_outside += 1;
                        strb &= !below;
                    }
                }
                if m.w_last != last {
                    self.violations.wlast_mismatch += 1;
                }
                let resp = t.resp;
                t.beats += 1;
                if last {
                    t.ready_at = Some(edge + d);
                }
                if resp == AxiResp::Okay && strb != 0 {
                    // A lane never wraps (64-aligned); it fails only on a page poisoned through
                    // `memory_mut`, which turns the burst's response into SLVERR.
                    match self.mem.read_vec(lane, BEAT_BYTES) {
                        Ok(mut cur) => {
                            for (i, c) in cur.iter_mut().enumerate() {
                                if strb >> i & 1 == 1 {
                                    *c = m.w_data[i];
                                }
                            }
                            if self.mem.write(lane, &cur).is_err() {
                                t.resp = AxiResp::SlvErr;
                            }
                        }
                        Err(_) => t.resp = AxiResp::SlvErr,
                    }
                }
            }
        }
        // AW handshake.
        if m.aw_valid && s.aw_ready {
            self.check_request(m.aw_addr, m.aw_len, m.aw_size, m.aw_burst, false);
            let resp = self.error_for(m.aw_addr, m.aw_len);
            if resp != AxiResp::Okay {
                self.stats.errors += 1;
            }
            self.seq += 1;
            self.writes.push_back(Txn { seq: self.seq, id: m.aw_id, addr: m.aw_addr, len: m.aw_len, beats: 0, ready_at: None, resp });
            self.stats.writes += 1;
            for w in self.watches.iter_mut().filter(|w| (w.0..w.1).contains(&m.aw_addr)) {
                w.2 += 1;
            }
            self.stats.max_writes_in_flight = self.stats.max_writes_in_flight.max(self.writes.len());
        }

        self.prev_m = m.clone();
        self.prev_ar_ready = s.ar_ready;
        self.prev_aw_ready = s.aw_ready;
        self.prev_w_ready = s.w_ready;
        self.cycle += 1;
        self.stats.cycles = self.cycle;
        let hold_r = s.r_valid && !r_taken;
        let hold_b = s.b_valid && !b_taken;
        self.out = self.next_outputs(hold_r, hold_b);
        self.out.clone()
    }

    /// Outputs for the cycle after edge `self.cycle - 1` (sampled at edge `self.cycle`).
    fn next_outputs(&mut self, hold_r: bool, hold_b: bool) -> AxiSlaveOut {
        let now = self.cycle;
        let mut o = AxiSlaveOut::default();
        let hung = self.cfg.hang_at_cycle.is_some_and(|c| now >= c);
        let p = |p: f64| if hung { 0.0 } else { p };
        let ar_p = p(self.cfg.ar_ready_prob);
        o.ar_ready = self.reads.len() < self.cfg.max_outstanding_reads && self.rng.gen_bool(ar_p);
        let aw_p = p(self.cfg.aw_ready_prob);
        o.aw_ready = self.writes.len() < self.cfg.max_outstanding_writes && self.rng.gen_bool(aw_p);
        let w_p = p(self.cfg.w_ready_prob);
        o.w_ready = self.writes.iter().any(|t| t.beats <= t.len as u16) && self.rng.gen_bool(w_p);

        // R channel.
        if hold_r {
            o.r_valid = true;
            o.r_data = self.out.r_data;
            o.r_resp = self.out.r_resp;
            o.r_last = self.out.r_last;
            o.r_id = self.out.r_id;
        } else {
            if self.r_current.is_none() {
                // Eligible: due, and the oldest of its ID. Pick the earliest due (then oldest).
                let mut best: Option<(u64, u64)> = None;
                for t in &self.reads {
                    let due = t.ready_at.unwrap_or(u64::MAX);
                    if due > now {
                        continue;
                    }
                    let oldest_of_id = !self.reads.iter().any(|u| u.id == t.id && u.seq < t.seq);
                    if oldest_of_id && best.map(|b| (due, t.seq) < b).unwrap_or(true) {
                        best = Some((due, t.seq));
                    }
                }
                self.r_current = best.map(|b| b.1);
                if self.cfg.interleave_reads {
                    let eligible: Vec<u64> = self
                        .reads
                        .iter()
                        .filter(|t| t.ready_at.is_some_and(|d| d <= now))
                        .filter(|t| !self.reads.iter().any(|u| u.id == t.id && u.seq < t.seq))
                        .map(|t| t.seq)
                        .collect();
                    if !eligible.is_empty() {
                        self.r_current = Some(eligible[self.rng.gen_range(0..eligible.len())]);
                    }
                }
            }
            let r_p = p(self.cfg.r_valid_prob);
            if let Some(cur) = self.r_current {
                if self.rng.gen_bool(r_p) {
                    if let Some(t) = self.reads.iter().find(|t| t.seq == cur) {
                        o.r_valid = true;
                        o.r_id = t.id;
                        o.r_resp = t.resp;
                        o.r_last = t.beats == t.len as u16;
                        if t.resp == AxiResp::Okay {
                            match self.mem.read_vec(t.lane(t.beats), BEAT_BYTES) {
                                Ok(v) => o.r_data.copy_from_slice(&v),
                                // Page poisoned through `memory_mut`: this beat says SLVERR.
                                Err(_) => o.r_resp = AxiResp::SlvErr,
                            }
                        }
                    }
                }
            }
        }

        // B channel.
        if hold_b {
            o.b_valid = true;
            o.b_resp = self.out.b_resp;
            o.b_id = self.out.b_id;
        } else {
            if self.b_current.is_none() {
                let mut best: Option<(u64, u64)> = None;
                for t in &self.writes {
                    let due = match t.ready_at {
                        Some(d) if d <= now => d,
                        _ => continue,
                    };
                    let oldest_of_id = !self.writes.iter().any(|u| u.id == t.id && u.seq < t.seq);
                    if oldest_of_id && best.map(|b| (due, t.seq) < b).unwrap_or(true) {
                        best = Some((due, t.seq));
                    }
                }
                self.b_current = best.map(|b| b.1);
            }
            let b_p = p(self.cfg.b_valid_prob);
            if let Some(cur) = self.b_current {
                if self.rng.gen_bool(b_p) {
                    if let Some(t) = self.writes.iter().find(|t| t.seq == cur) {
                        o.b_valid = true;
                        o.b_id = t.id;
                        o.b_resp = t.resp;
                    }
                }
            }
        }
        o
    }
}

#[cfg(test)]
mod tests;
