//! DCQCN congestion control (Zhu et al., "Congestion Control for Large-Scale RDMA Deployments",
//! SIGCOMM 2015), with the parameter set and fixed-point conventions of NVIDIA/Mellanox
//! ConnectX-4 and later (mlx5).
//!
//! Two halves:
//! - [`DcqcnRp`], the reaction point, one per sending QP: it cuts the rate when a CNP arrives,
//!   raises it again by timer and byte counter (fast recovery, additive increase, hyper increase),
//!   and paces transmission ([`DcqcnRp::next_send_time`]).
//! - [`CnpLimiter`], the notification point's rate limiter: at most one CNP per QP per interval.
//!
//! # Where the defaults come from
//! [`DcqcnConfig::default`] uses the ConnectX-4+ firmware defaults as published by NVIDIA in
//! "DCQCN CC Parameters" (NVIDIA DOCA documentation,
//! <https://networking-docs.nvidia.com/doca/archive/3-4-0/dcqcn-cc-parameters>, and its older
//! copy, Mellanox community "DCQCN Parameters", DOC-2790), looked up for this project:
//! `dce_tcp_g` 1019, `dce_tcp_rtt` 1 us, `initial_alpha_value` 1023, `rate_to_set_on_first_cnp`
//! 0, `rpg_min_dec_fac` 50 %, `rpg_min_rate` 1 Mb/s, `rpg_gd` 11, `rate_reduce_monitor_period`
//! 4 us. The rate-increase defaults of the same table (`rpg_time_reset` 300 us, `rpg_byte_reset`
//! 32767 B, `rpg_threshold` 1, `rpg_ai_rate` 5 Mb/s, `rpg_hai_rate` 50 Mb/s) and the NP's
//! `min_time_between_cnps` 4 us are the values of that table as commonly quoted; the retrieved
//! excerpt did not include those rows, so they are stated here, not re-verified. Note: the
//! Linux debugfs knob `np_min_time_between_cnps` added to mlx5 in 2020 documents its own default
//! as 0 (no limit); we keep 4 us, the firmware value.
//!
//! # Fixed point (as mlx5)
//! Alpha is kept as an integer in units of 1/1024 (`0..=1024`), like the firmware. With
//! `g = dce_tcp_g = 1019`:
//! - a CNP: `alpha = alpha * g / 1024 + (1024 - g)`, i.e. the paper's `alpha = (1-g')alpha + g'`
//!   with `g' = (1024 - 1019) / 1024 = 5/1024` (about 1/205; the paper used 1/256);
//! - every `dce_tcp_rtt` without a CNP: `alpha = alpha * g / 1024`.
//!
//! Alpha is held internally with 10 more fractional bits (units of 2^-20; the knobs stay in
//! 1/1024). With 10 bits only, the per-microsecond decay `alpha * 1019 / 1024` truncates to
//! "minus one" below alpha = 205/1024, so with CNPs about 5 us apart alpha could never build up
//! beyond a few 1/1024 and the cuts would be a fraction of a percent: a fabric test showed the
//! queue running away that way. [`DcqcnRp::alpha_at`] reports alpha in 1/1024.
//!
//! The rate cut is `current -= current * alpha >> rpg_gd`; with `rpg_gd = 11` and alpha in
//! 1/1024 units that is the paper's `current *= (1 - alpha/2)`, bounded below by
//! `rpg_min_dec_fac` (the rate never drops below that percentage of its value in one cut).
//!
//! # Stage threshold
//! The paper's `F = 5`; mlx5's `rpg_threshold` default is 1, which is what [`DcqcnConfig::default`]
//! uses (set `rpg_threshold: 5` for the paper's behaviour). With `T` timer events and `BC` byte
//! counter events since the last cut, an increase event is:
//! - fast recovery when `max(T, BC) <= F` (so F fast-recovery events after a cut, as in QCN):
//!   `current = (target + current) / 2`;
//! - hyper increase when `min(T, BC) > F`: `target += i * rpg_hai_rate` with `i = min(T, BC) - F`,
//!   then `current = (target + current) / 2`;
//! - additive increase otherwise: `target += rpg_ai_rate`, then `current = (target + current) / 2`.
//!
//! Averages round up, so the rate reaches its target exactly; target and current are clamped to
//! `[rpg_min_rate, line_rate]`.
//!
//! # Timing
//! Alpha decays lazily: the number of whole `dce_tcp_rtt` periods since the last alpha event is
//! applied when it is next needed (`alpha()` or a CNP). That is exactly the per-period update of
//! the firmware without a timer event every microsecond. A CNP less than
//! `rate_reduce_monitor_period` after the previous cut updates alpha at once and leaves one
//! pending cut, applied at the end of that period (mlx5 coalesces cuts the same way).
//!
//! When current and target are back at line rate the flow's state is released (as mlx5 frees
//! the flow's CC context): the next CNP is treated as a first CNP and sets alpha to
//! `initial_alpha`.
//!
//! Not modelled: `rate_to_set_on_first_cnp` (default 0 = off), `clamp_tgt_rate` (default 0) and
//! `clamp_tgt_rate_after_time_inc` (default 1: a timer increase clamps the target; we always
//! raise the target as the paper does), `rpg_max_rate` (0 = port rate: [`DcqcnConfig::line_rate_bps`]).

use crate::node::Nanos;
use std::collections::HashMap;

/// Alpha's fixed-point unit: alpha = 1.0 is 1024.
pub const ALPHA_ONE: u32 = 1024;
/// Extra fractional bits of alpha kept internally.
const ALPHA_EXTRA: u32 = 10;
/// Internal alpha = 1.0.
const ALPHA_ONE_FINE: u64 = (ALPHA_ONE as u64) << ALPHA_EXTRA;

/// DCQCN parameters. `Default` = ConnectX-4+ (mlx5) firmware defaults at 100 Gb/s; each field
/// names its mlx5 knob (sysfs/debugfs `cc_params` and NVConfig names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DcqcnConfig {
    /// Port speed in bit/s, the ceiling of the rate (mlx5 `rpg_max_rate` 0 = port rate). 100 Gb/s.
    pub line_rate_bps: u64,
    /// Minimum rate in bit/s (`rpg_min_rate`, 1 Mb/s).
    pub min_rate_bps: u64,
    /// Alpha gain in 1/1024 (`dce_tcp_g` / `DCE_TCP_G`, 1019: `g' = 5/1024`).
    pub dce_tcp_g: u32,
    /// Alpha update period in ns (`dce_tcp_rtt` / `DCE_TCP_RTT`, 1 us).
    pub alpha_update_period_ns: Nanos,
    /// Alpha at the first CNP, in 1/1024 (`initial_alpha_value`, 1023).
    pub initial_alpha: u32,
    /// Rate-cut shift (`rpg_gd` / `RPG_GD`, 11): cut = current * alpha >> rpg_gd.
    pub rpg_gd: u32,
    /// Largest cut in one event, percent of the current rate kept at least (`rpg_min_dec_fac`, 50).
    pub rpg_min_dec_fac: u32,
    /// Minimum time between two rate cuts in ns (`rate_reduce_monitor_period`, 4 us).
    pub rate_reduce_monitor_period_ns: Nanos,
    /// Rate-increase timer in ns (`rpg_time_reset` / `RPG_TIME_RESET`, 300 us).
    pub rpg_time_reset_ns: Nanos,
    /// Rate-increase byte counter in bytes (`rpg_byte_reset` / `RPG_BYTE_RESET`, 32767 B).
    pub rpg_byte_reset: u64,
    /// Stage threshold F (`rpg_threshold` / `RPG_THRESHOLD`, 1; the paper uses 5).
    pub rpg_threshold: u32,
    /// Additive increase step in bit/s (`rpg_ai_rate` / `RPG_AI_RATE`, 5 Mb/s).
    pub rpg_ai_rate_bps: u64,
    /// Hyper increase step in bit/s (`rpg_hai_rate` / `RPG_HAI_RATE`, 50 Mb/s).
    pub rpg_hai_rate_bps: u64,
    /// NP: minimum time between CNPs for one QP in ns (`min_time_between_cnps`, 4 us).
    pub min_time_between_cnps_ns: Nanos,
}

impl Default for DcqcnConfig {
    fn default() -> Self {
        DcqcnConfig {
            line_rate_bps: 100_000_000_000,
            min_rate_bps: 1_000_000,
            dce_tcp_g: 1019,
            alpha_update_period_ns: 1_000,
            initial_alpha: 1023,
            rpg_gd: 11,
            rpg_min_dec_fac: 50,
            rate_reduce_monitor_period_ns: 4_000,
            rpg_time_reset_ns: 300_000,
            rpg_byte_reset: 32_767,
            rpg_threshold: 1,
            rpg_ai_rate_bps: 5_000_000,
            rpg_hai_rate_bps: 50_000_000,
            min_time_between_cnps_ns: 4_000,
        }
    }
}

impl DcqcnConfig {
    /// The defaults at another port speed.
    pub fn with_line_rate(line_rate_bps: u64) -> Self {
        DcqcnConfig { line_rate_bps, ..Default::default() }
    }

    /// A copy with out-of-range fields brought into range (g, alpha <= 1024, periods >= 1 ns,
    /// min rate in 1..=line rate, min_dec_fac <= 100, byte counter >= 1).
    fn sanitized(&self) -> Self {
        let mut c = self.clone();
        c.line_rate_bps = c.line_rate_bps.max(1);
        c.min_rate_bps = c.min_rate_bps.clamp(1, c.line_rate_bps);
        c.dce_tcp_g = c.dce_tcp_g.min(ALPHA_ONE);
        c.initial_alpha = c.initial_alpha.min(ALPHA_ONE);
        c.alpha_update_period_ns = c.alpha_update_period_ns.max(1);
        c.rpg_gd = c.rpg_gd.min(63);
        c.rpg_min_dec_fac = c.rpg_min_dec_fac.min(100);
        c.rpg_time_reset_ns = c.rpg_time_reset_ns.max(1);
        c.rpg_byte_reset = c.rpg_byte_reset.max(1);
        c
    }
}

/// Which rate-increase rule the last increase event used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncreaseStage {
    /// `current = (target + current) / 2`.
    FastRecovery,
    /// `target += rpg_ai_rate` first.
    Additive,
    /// `target += i * rpg_hai_rate` first.
    Hyper,
}

/// Reaction point: one per sending QP. Paces transmission and adapts the rate to CNPs.
#[derive(Clone, Debug)]
pub struct DcqcnRp {
    cfg: DcqcnConfig,
    /// Current rate (bit/s).
    current: u64,
    /// Target rate (bit/s).
    target: u64,
    /// Alpha in 2^-20, as of `alpha_epoch`.
    alpha: u64,
    /// Time of the last alpha event (CNP or applied decay period).
    alpha_epoch: Nanos,
    /// Whether any CNP was seen yet (the first uses `initial_alpha`).
    seen_cnp: bool,
    /// Time of the last rate cut.
    last_cut: Option<Nanos>,
    /// A CNP arrived within `rate_reduce_monitor_period` of the last cut: cut at its end.
    cut_pending: bool,
    /// Timer increase events since the last cut (T).
    timer_events: u32,
    /// Byte-counter increase events since the last cut (BC).
    byte_events: u32,
    /// Bytes counted towards the next byte-counter event.
    bytes_since: u64,
    /// Next rate-increase timer expiry (None when at line rate).
    next_increase_timer: Option<Nanos>,
    /// Earliest start of the next transmission (pacing).
    ready_at: Nanos,
    /// Stage of the last increase event (for tests and tracing).
    last_stage: Option<IncreaseStage>,
    /// Counters.
    cuts: u64,
    cnps: u64,
}

impl DcqcnRp {
    /// A reaction point at line rate, alpha = `initial_alpha`, starting at `now`.
    pub fn new(cfg: &DcqcnConfig, now: Nanos) -> Self {
        let cfg = cfg.sanitized();
        DcqcnRp {
            current: cfg.line_rate_bps,
            target: cfg.line_rate_bps,
            alpha: (cfg.initial_alpha as u64) << ALPHA_EXTRA,
            alpha_epoch: now,
            seen_cnp: false,
            last_cut: None,
            cut_pending: false,
            timer_events: 0,
            byte_events: 0,
            bytes_since: 0,
            next_increase_timer: None,
            ready_at: now,
            last_stage: None,
            cuts: 0,
            cnps: 0,
            cfg,
        }
    }

    /// The configuration in use (after range checks).
    pub fn config(&self) -> &DcqcnConfig {
        &self.cfg
    }

    /// A CNP for this QP arrived: alpha goes up, the rate is cut (at most once per
    /// `rate_reduce_monitor_period`; a CNP inside the period leaves one pending cut).
    pub fn on_cnp(&mut self, now: Nanos) {
        self.cnps += 1;
        self.decay_alpha_to(now);
        if !self.seen_cnp {
            self.seen_cnp = true;
            self.alpha = (self.cfg.initial_alpha as u64) << ALPHA_EXTRA;
        } else {
            let g = self.cfg.dce_tcp_g as u64;
            let a = self.alpha * g / ALPHA_ONE as u64 + ((ALPHA_ONE as u64 - g) << ALPHA_EXTRA);
            self.alpha = a.min(ALPHA_ONE_FINE);
        }
        self.alpha_epoch = now;
        match self.last_cut {
            Some(t) if now < t.saturating_add(self.cfg.rate_reduce_monitor_period_ns) => {
                self.cut_pending = true;
            }
            _ => self.cut(now),
        }
    }

    /// Bytes of one frame put on the wire at `now` (byte counter, pacing).
    pub fn on_transmit(&mut self, now: Nanos, bytes: usize) {
        let bytes = bytes as u64;
        self.ready_at = self.ready_at.max(now).saturating_add(self.serialization_ns(bytes));
        if self.at_line_rate() {
            return;
        }
        self.bytes_since += bytes;
        while self.bytes_since >= self.cfg.rpg_byte_reset && !self.at_line_rate() {
            self.bytes_since -= self.cfg.rpg_byte_reset;
            self.byte_events = self.byte_events.saturating_add(1);
            self.increase();
        }
        if self.at_line_rate() {
            self.release();
        }
    }

    /// Runs what is due at `now`: a pending cut, rate-increase timer events.
    pub fn on_timer(&mut self, now: Nanos) {
        if self.cut_pending {
            if let Some(t) = self.last_cut {
                let due = t.saturating_add(self.cfg.rate_reduce_monitor_period_ns);
                if now >= due {
                    self.cut_pending = false;
                    self.cut(due);
                }
            }
        }
        while let Some(t) = self.next_increase_timer {
            if t > now {
                break;
            }
            self.timer_events = self.timer_events.saturating_add(1);
            self.increase();
            self.next_increase_timer = Some(t + self.cfg.rpg_time_reset_ns);
            if self.at_line_rate() {
                self.release();
            }
        }
    }

    /// Back at line rate: the flow's CC state is released, as mlx5 does; the next CNP starts
    /// again from `initial_alpha`.
    fn release(&mut self) {
        self.bytes_since = 0;
        self.next_increase_timer = None;
        if !self.cut_pending {
            self.seen_cnp = false;
        }
    }

    /// When `on_timer` next has something to do; None when at line rate with nothing pending.
    pub fn next_timer(&self) -> Option<Nanos> {
        let pending = if self.cut_pending {
            self.last_cut.map(|t| t.saturating_add(self.cfg.rate_reduce_monitor_period_ns))
        } else {
            None
        };
        match (pending, self.next_increase_timer) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The current rate in bit/s.
    pub fn rate_bps(&self) -> u64 {
        self.current
    }

    /// The target rate in bit/s.
    pub fn target_bps(&self) -> u64 {
        self.target
    }

    /// Alpha at `now` in 1/1024 (decays applied).
    pub fn alpha_at(&self, now: Nanos) -> u32 {
        let mut c = self.clone();
        c.decay_alpha_to(now);
        (c.alpha >> ALPHA_EXTRA) as u32
    }

    /// Stage of the last rate increase event, if any.
    pub fn last_stage(&self) -> Option<IncreaseStage> {
        self.last_stage
    }

    /// Number of CNPs received and of rate cuts applied.
    pub fn counters(&self) -> (u64, u64) {
        (self.cnps, self.cuts)
    }

    /// Pacing: the earliest time a frame of `bytes` may start. A frame may start once the
    /// previous frame's time at the current rate has passed (the gap is charged when the frame
    /// is reported with `on_transmit`, so `bytes` does not change the answer).
    pub fn next_send_time(&self, now: Nanos, _bytes: usize) -> Nanos {
        now.max(self.ready_at)
    }

    /// Whether current and target are at line rate (CC is then idle).
    pub fn at_line_rate(&self) -> bool {
        self.current >= self.cfg.line_rate_bps && self.target >= self.cfg.line_rate_bps
    }

    fn serialization_ns(&self, bytes: u64) -> Nanos {
        let bits = bytes as u128 * 8 * 1_000_000_000;
        let rate = self.current.max(1) as u128;
        bits.div_ceil(rate).min(u64::MAX as u128) as Nanos
    }

    fn decay_alpha_to(&mut self, now: Nanos) {
        if now <= self.alpha_epoch {
            return;
        }
        let periods = (now - self.alpha_epoch) / self.cfg.alpha_update_period_ns;
        let g = self.cfg.dce_tcp_g as u64;
        let mut n = 0;
        while n < periods && self.alpha > 0 {
            self.alpha = self.alpha * g / ALPHA_ONE as u64;
            n += 1;
        }
        self.alpha_epoch += periods * self.cfg.alpha_update_period_ns;
    }

    fn cut(&mut self, now: Nanos) {
        self.cuts += 1;
        self.target = self.current;
        let reduce =
            ((self.current as u128 * self.alpha as u128) >> (self.cfg.rpg_gd + ALPHA_EXTRA)) as u64;
        let floor_by_fac = (self.current as u128 * self.cfg.rpg_min_dec_fac as u128 / 100) as u64;
        let new = self.current.saturating_sub(reduce).max(floor_by_fac);
        self.current = new.clamp(self.cfg.min_rate_bps, self.cfg.line_rate_bps);
        self.last_cut = Some(now);
        self.timer_events = 0;
        self.byte_events = 0;
        self.bytes_since = 0;
        self.next_increase_timer = Some(now + self.cfg.rpg_time_reset_ns);
    }

    fn increase(&mut self) {
        let f = self.cfg.rpg_threshold;
        let (t, bc) = (self.timer_events, self.byte_events);
        let stage = if t.max(bc) <= f {
            IncreaseStage::FastRecovery
        } else if t.min(bc) > f {
            let i = (t.min(bc) - f) as u64;
            self.target = self.target.saturating_add(i.saturating_mul(self.cfg.rpg_hai_rate_bps));
            IncreaseStage::Hyper
        } else {
            self.target = self.target.saturating_add(self.cfg.rpg_ai_rate_bps);
            IncreaseStage::Additive
        };
        self.target = self.target.clamp(self.cfg.min_rate_bps, self.cfg.line_rate_bps);
        self.current = ((self.target as u128 + self.current as u128).div_ceil(2)) as u64;
        self.current = self.current.clamp(self.cfg.min_rate_bps, self.cfg.line_rate_bps);
        self.last_stage = Some(stage);
    }
}

/// Notification point: decides whether an ECN-CE packet makes a CNP, at most one per QP per
/// `interval_ns` (mlx5 `min_time_between_cnps`).
#[derive(Clone, Debug, Default)]
pub struct CnpLimiter {
    interval_ns: Nanos,
    last: HashMap<u32, Nanos>,
    sent: u64,
    suppressed: u64,
}

impl CnpLimiter {
    /// A limiter allowing one CNP per QP every `interval_ns` (0: every CE packet).
    pub fn new(interval_ns: Nanos) -> Self {
        CnpLimiter { interval_ns, last: HashMap::new(), sent: 0, suppressed: 0 }
    }

    /// A CE-marked packet for `qpn` arrived at `now`: true if a CNP should be sent (and it is
    /// then counted as sent).
    pub fn should_send(&mut self, now: Nanos, qpn: u32) -> bool {
        let ok = match self.last.get(&qpn) {
            Some(&t) => now >= t.saturating_add(self.interval_ns),
            None => true,
        };
        if ok {
            self.last.insert(qpn, now);
            self.sent += 1;
        } else {
            self.suppressed += 1;
        }
        ok
    }

    /// CNPs allowed and CE packets that did not make one.
    pub fn counters(&self) -> (u64, u64) {
        (self.sent, self.suppressed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const G: u64 = 1_000_000_000;

    fn cfg10() -> DcqcnConfig {
        DcqcnConfig::with_line_rate(10 * G)
    }

    #[test]
    fn starts_at_line_rate_idle() {
        let rp = DcqcnRp::new(&cfg10(), 0);
        assert_eq!(rp.rate_bps(), 10 * G);
        assert!(rp.at_line_rate());
        assert_eq!(rp.next_timer(), None);
        assert_eq!(rp.next_send_time(5, 1000), 5);
    }

    #[test]
    fn first_cnp_cuts_by_half_alpha_one() {
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(100);
        // alpha = 1023/1024: cut = 10G * 1023 >> 11 = 10G * 1023/2048.
        let expect = 10 * G - (10 * G as u128 * 1023 / 2048) as u64;
        assert_eq!(rp.rate_bps(), expect);
        assert_eq!(rp.target_bps(), 10 * G);
        assert_eq!(rp.next_timer(), Some(100 + 300_000));
    }

    #[test]
    fn alpha_rises_on_cnp_and_decays_per_period() {
        // Reference arithmetic in units of 2^-20.
        let decay = |a: u64| a * 1019 / 1024;
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        let a0: u64 = 1023 << 10;
        assert_eq!(rp.alpha_at(0), 1023);
        // 999 ns later: no whole period, no decay.
        assert_eq!(rp.alpha_at(999), 1023);
        // One period: 1023 * 1019 / 1024 = 1018.0...
        assert_eq!(rp.alpha_at(1000) as u64, decay(a0) >> 10);
        assert_eq!(rp.alpha_at(2000) as u64, decay(decay(a0)) >> 10);
        // Second CNP 10 us later (outside the monitor period): decays applied, then raised.
        rp.on_cnp(10_000);
        let mut a = a0;
        for _ in 0..10 {
            a = decay(a);
        }
        a = decay(a) + (5 << 10);
        assert_eq!(rp.alpha_at(10_000) as u64, a >> 10);
        // Alpha decays to zero eventually and stays there.
        assert_eq!(rp.alpha_at(10_000_000), 0);
    }

    #[test]
    fn alpha_builds_up_with_cnps_5us_apart() {
        // From alpha ~ 0, CNPs every 5 us: alpha tends to g'/(1 - (1-g')^6) ~ 0.17, not to the
        // few 1/1024 that 10-bit truncation would leave.
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        let mut t = 50_000_000; // alpha has decayed to 0; stay below line rate: cut again now
        rp.on_cnp(t);
        assert!(rp.alpha_at(t) <= 6);
        for _ in 0..400 {
            t += 5_000;
            rp.on_cnp(t);
        }
        let a = rp.alpha_at(t);
        assert!((150..=200).contains(&a), "alpha {a}/1024");
    }

    #[test]
    fn cuts_coalesce_within_monitor_period() {
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        let r1 = rp.rate_bps();
        rp.on_cnp(1_000); // inside 4 us
        assert_eq!(rp.rate_bps(), r1);
        assert_eq!(rp.next_timer(), Some(4_000));
        rp.on_cnp(2_000); // still one pending cut
        rp.on_timer(4_000);
        assert!(rp.rate_bps() < r1);
        assert_eq!(rp.counters(), (3, 2));
        assert_eq!(rp.target_bps(), r1);
        // The pending cut restarted the increase timer from its own time.
        assert_eq!(rp.next_timer(), Some(4_000 + 300_000));
    }

    #[test]
    fn min_dec_fac_bounds_the_cut() {
        let mut c = cfg10();
        c.rpg_gd = 9; // alpha/0.5: would cut nearly everything
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        assert_eq!(rp.rate_bps(), 5 * G);
    }

    #[test]
    fn fast_recovery_then_additive_then_hyper() {
        // Default F = rpg_threshold = 1.
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        let cur0 = rp.rate_bps();
        let tgt = rp.target_bps();
        // Timer event 1 (T=1 <= F): fast recovery, target unchanged.
        rp.on_timer(300_000);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        assert_eq!(rp.target_bps(), tgt);
        assert_eq!(rp.rate_bps(), (tgt + cur0).div_ceil(2));
        // A second cut 10 us later, outside the monitor period: target = rate before it (< line).
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        rp.on_cnp(10_000);
        let tgt = rp.target_bps();
        assert!(tgt < 10 * G);
        let t0 = 10_000 + 300_000;
        rp.on_timer(t0); // T=1, BC=0: FR
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        assert_eq!(rp.target_bps(), tgt);
        rp.on_timer(t0 + 300_000); // T=2 > F, BC=0: AI
        assert_eq!(rp.last_stage(), Some(IncreaseStage::Additive));
        assert_eq!(rp.target_bps(), tgt + 5_000_000);
        // BC=1: min(T,BC)=1 not > F: AI.
        let before = rp.target_bps();
        rp.on_transmit(t0 + 300_000, 32_767);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::Additive));
        assert_eq!(rp.target_bps(), before + 5_000_000);
        // BC=2, T=2: min=2 > F: hyper with i = 1.
        let before = rp.target_bps();
        rp.on_transmit(t0 + 300_000, 32_767);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::Hyper));
        assert_eq!(rp.target_bps(), before + 50_000_000);
        // BC=3, T=2: i = 1 again.
        let before = rp.target_bps();
        rp.on_transmit(t0 + 300_000, 32_767);
        assert_eq!(rp.target_bps(), before + 50_000_000);
        // T=3, BC=3: i = 2.
        let before = rp.target_bps();
        let cur = rp.rate_bps();
        rp.on_timer(t0 + 600_000);
        assert_eq!(rp.target_bps(), before + 100_000_000);
        assert_eq!(rp.rate_bps(), (before + 100_000_000 + cur).div_ceil(2));
    }

    #[test]
    fn paper_threshold_gives_f_fast_recovery_steps() {
        let mut c = cfg10();
        c.rpg_threshold = 5;
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        rp.on_cnp(10_000);
        for k in 1..=5u64 {
            rp.on_timer(10_000 + k * 300_000);
            assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery), "event {k}");
        }
        rp.on_timer(10_000 + 6 * 300_000);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::Additive));
    }

    #[test]
    fn back_at_line_rate_next_cnp_is_first_again() {
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        while let Some(t) = rp.next_timer() {
            rp.on_timer(t);
        }
        assert!(rp.at_line_rate());
        let t = 100_000_000;
        assert_eq!(rp.alpha_at(t), 0);
        rp.on_cnp(t);
        assert_eq!(rp.alpha_at(t), 1023);
        assert_eq!(rp.rate_bps(), 10 * G - (10 * G as u128 * 1023 / 2048) as u64);
    }

    #[test]
    fn cut_resets_stage_counters() {
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        rp.on_timer(300_000);
        rp.on_timer(600_000);
        rp.on_cnp(700_000);
        rp.on_timer(1_000_000);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        assert_eq!(rp.next_timer(), Some(1_300_000));
    }

    #[test]
    fn pacing_spaces_frames_at_current_rate() {
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_transmit(0, 1250); // 10 kbit at 10 Gb/s = 1000 ns
        assert_eq!(rp.next_send_time(0, 1250), 1000);
        assert_eq!(rp.next_send_time(2000, 1250), 2000);
        rp.on_cnp(1000);
        let r = rp.rate_bps();
        rp.on_transmit(2000, 1250);
        let gap = (10_000u128 * 1_000_000_000).div_ceil(r as u128) as u64;
        assert_eq!(rp.next_send_time(2000, 1250), 2000 + gap);
    }

    #[test]
    fn cnp_limiter_per_qp() {
        let mut l = CnpLimiter::new(4_000);
        assert!(l.should_send(0, 1));
        assert!(!l.should_send(3_999, 1));
        assert!(l.should_send(100, 2));
        assert!(l.should_send(4_000, 1));
        assert!(!l.should_send(7_999, 1));
        assert_eq!(l.counters(), (3, 2));
        let mut l0 = CnpLimiter::new(0);
        assert!(l0.should_send(5, 9) && l0.should_send(5, 9));
    }

    /// Drives an RP as a saturated sender of `frame` bytes until `until`, with no CNPs.
    fn run_saturated(rp: &mut DcqcnRp, mut now: Nanos, until: Nanos, frame: usize) -> Nanos {
        while now < until && (!rp.at_line_rate() || rp.next_timer().is_some()) {
            let send = rp.next_send_time(now, frame);
            let t = rp.next_timer().map_or(send, |x| x.min(send));
            now = t.max(now);
            rp.on_timer(now);
            if rp.next_send_time(now, frame) <= now {
                rp.on_transmit(now, frame);
            }
            assert!(rp.rate_bps() <= rp.config().line_rate_bps);
            assert!(rp.rate_bps() >= rp.config().min_rate_bps);
        }
        now
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any sequence of CNPs, timers and transmissions keeps the rate in [min, line], and once
        /// CNPs stop a saturated sender gets back to line rate.
        #[test]
        fn rate_bounded_and_recovers(
            line_gbps in 1u64..=400,
            ops in proptest::collection::vec((0u8..3, 1u64..200_000, 64usize..4200), 1..200),
        ) {
            let cfg = DcqcnConfig::with_line_rate(line_gbps * G);
            let mut rp = DcqcnRp::new(&cfg, 0);
            let mut now = 0;
            for (op, dt, bytes) in ops {
                now += dt;
                match op {
                    0 => rp.on_cnp(now),
                    1 => rp.on_timer(now),
                    _ => rp.on_transmit(now, bytes),
                }
                prop_assert!(rp.rate_bps() <= cfg.line_rate_bps);
                prop_assert!(rp.rate_bps() >= cfg.min_rate_bps);
                prop_assert!(rp.target_bps() <= cfg.line_rate_bps);
                prop_assert!(rp.alpha_at(now) <= ALPHA_ONE);
                prop_assert!(rp.next_send_time(now, bytes) >= now);
            }
            // Recovery: a saturated sender with 4 KiB frames. From the floor of 1 Mb/s the
            // additive phase alone needs line/5 Mb/s events; hyper increase makes it quadratic,
            // so 2 s of simulated time is ample for 400 Gb/s.
            let end = run_saturated(&mut rp, now, now + 2_000_000_000, 4096);
            prop_assert!(rp.at_line_rate(), "not recovered after {} ns: {} bps", end - now, rp.rate_bps());
            prop_assert_eq!(rp.next_timer(), None);
        }
    }

    #[test]
    fn recovers_by_timer_alone_when_idle() {
        // No traffic: only the timer counts, additive steps of 5 Mb/s per 300 us after F.
        let mut rp = DcqcnRp::new(&cfg10(), 0);
        rp.on_cnp(0);
        let mut n = 0;
        while let Some(t) = rp.next_timer() {
            rp.on_timer(t);
            n += 1;
            assert!(n < 1_000_000);
        }
        assert!(rp.at_line_rate());
    }
}
