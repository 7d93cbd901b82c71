//! DCQCN congestion control (Zhu et al., "Congestion Control for Large-Scale RDMA Deployments",
//! SIGCOMM 2015) as NVIDIA/Mellanox NICs implement it, following one reference model: the
//! "Mellanox's version of DCQCN" (`CcMode` 1) of HPCC's ns-3 simulator,
//! alibaba-edu/High-Precision-Congestion-Control, `simulation/src/point-to-point/model/rdma-hw.cc`
//! (`cnp_received_mlx`, `UpdateAlphaMlx`, `CheckRateDecreaseMlx`, `RateIncEventTimerMlx`,
//! `FastRecoveryMlx`, `ActiveIncreaseMlx`, `HyperIncreaseMlx`), with the parameters its
//! `simulation/run.py` writes for `--cc dcqcn_paper` (the default here) and `--cc dcqcn` (the
//! settings of the HPCC paper, SIGCOMM 2019, mlx5's timers): see "Profiles" below. Read at
//! commit 9f4be2a of that repository. Below, "HPCC" means that model and "run.py" that script.
//!
//! Two halves:
//! - [`DcqcnRp`], the reaction point, one per sending QP: paces transmission at its current rate
//!   ([`DcqcnRp::next_send_time`]), cuts the rate after CNPs, raises it again on a timer.
//! - [`CnpLimiter`], the notification point's rate limiter: at most one CNP per QP per interval.
//!
//! # The reaction point, as HPCC's model runs it
//! Three timers per QP, all started by the QP's first CNP at `t0`:
//! - **Alpha** (`ALPHA_RESUME_INTERVAL`, [`DcqcnConfig::alpha_resume_interval_ns`]): at
//!   `t0 + k * interval`, `alpha = (1 - g) * alpha + g` if a CNP arrived since the last alpha
//!   update, else `alpha = (1 - g) * alpha`. Alpha thus moves on its own timer, not per CNP.
//! - **Rate decrease** (`RATE_DECREASE_INTERVAL`, [`DcqcnConfig::rate_decrease_interval_ns`]): at
//!   `t0 + k * interval + 1 ns` (the model adds 1 ns so that a decrease at the same microsecond
//!   follows the alpha update), if a CNP arrived since the last check: `rate = max(min_rate,
//!   rate * (1 - alpha / 2))`, the increase stage goes back to 0 and the increase timer restarts.
//!   So the rate is cut at most once per interval however many CNPs arrive: the cut is on the
//!   decrease interval, not per CNP.
//! - **Rate increase** (`RP_TIMER`, [`DcqcnConfig::rp_timer_ns`]): every interval after the last
//!   cut. With `stage` the number of increase events since that cut and `F` =
//!   `FAST_RECOVERY_TIMES`: `stage < F` fast recovery (`rate = (rate + target) / 2`), `stage == F`
//!   additive increase (`target += RATE_AI`, capped at the line rate, then the average),
//!   `stage > F` hyper increase (`target += RATE_HAI`, capped, then the average). HPCC adds one
//!   `RATE_HAI` per hyper event (not the paper's `i * R_HAI`); so do we.
//!
//! **Target clamping** (`CLAMP_TARGET_RATE`, [`DcqcnConfig::clamp_target_rate`]): with it on,
//! every cut sets `target = rate` first (the paper). With it off (run.py's 0, and mlx5's
//! `clamp_tgt_rate` 0 with `clamp_tgt_rate_after_time_inc` 1), a cut sets `target = rate` only if
//! a timer increase happened since the previous cut (`stage != 0`); cuts in a row keep the target
//! of before the congestion episode, so fast recovery heads back to it.
//!
//! **First CNP**: alpha is set to 1 (no gain applied for that CNP), `rate` and `target` become
//! `RateOnFirstCnp * rate` ([`DcqcnConfig::rate_on_first_cnp_pct`]; HPCC's default 1.0, which
//! run.py keeps), and the first cut follows at the first decrease check. The QP's state then lives
//! as long as the QP: HPCC never returns a flow to "no CNP seen", so a later congestion episode
//! continues from the decayed alpha (mlx5 hardware may free an idle flow's context; the model
//! does not, and we follow the model).
//!
//! **Equal times**: an increase timer due at the same instant as a decrease check runs first
//! (in HPCC it was scheduled first, and ns-3 runs equal-time events in scheduling order).
//! Events due at or before a CNP's arrival time run before the CNP is counted.
//!
//! **Byte counter**: HPCC's model has none (timer-only increase) and so, by default, neither do
//! we ([`DcqcnConfig::byte_counter_bytes`] `None`). When set, every that many bytes transmitted
//! below line rate is also an increase event, with the paper's staging: with `T` timer and `BC`
//! byte events since the last cut, fast recovery while `max(T, BC) < F`, hyper increase once
//! `min(T, BC) > F`, additive otherwise (with the counter off, `BC = T`, which is HPCC's rule).
//! The unit is bytes. mlx5's `rpg_byte_reset` (32767, a 15-bit field) has no public unit; read
//! as bytes it fires every 10-20 us at 25 Gb/s and an earlier experiment saw the queue run away,
//! which is why it stays off.
//!
//! # Profiles: which timing is the default, and why
//! HPCC's `run.py` runs this one model with two timings ([`DcqcnProfile`]): `--cc dcqcn`
//! (mlx5's: alpha every 1 us, a rate decrease check every 4 us, the increase timer every 300 us;
//! [`DcqcnConfig::mlx5`]) and `--cc dcqcn_paper` (the DCQCN paper's: 50 us, 50 us and 55 us;
//! [`DcqcnConfig::paper`]). Rate steps, gain, clamp, F, minimum rate and marking are the same.
//! The default is the paper's timing, for what it does when bandwidth frees up: with mlx5's
//! 300 us timer a QP takes back freed bandwidth at one hyper step (50 Mb/s per 25 Gb/s of port
//! rate) per 300 us, so when one of two converged senders stops, the other needs about 47 ms to
//! reach 90 % of a 25 Gb/s link (55 us: about 11 ms); and in a mixed run where QPs go quiet
//! between messages (their READs, their last message) the bottleneck idles meanwhile:
//! `roce sim --cc --slow-gbps 25 --qps 2 --msgs 200 --max-size 4194304 --loss 0 --reorder 0`
//! keeps it 81 % busy with mlx5's timing and 95 % with the paper's (issue 19 asks >= 90 %). Both
//! hold the incast queue under Kmax after convergence and share fairly (`golden/tests/
//! dcqcn_fabric.rs` runs every scenario with both); the paper's timing reacts later at start-up
//! (8:1 incast: a 2.2 MB queue in the first 20 ms against mlx5's 0.9 MB). `--cc-profile mlx5`
//! (`SimConfig::cc_profile`) selects mlx5's.
//!
//! # Fixed point
//! The model computes in `double`; golden uses integers so that the RTL can match it bit for
//! bit later. Alpha is kept in units of 2^-20 ([`ALPHA_FRAC_BITS`]); `g` in units of 1/1024
//! (run.py's 0.00390625 = 1/256 is exactly 4/1024). An alpha update is `alpha = alpha * (1024 -
//! g) / 1024 (+ g * 2^10 if a CNP arrived)`, truncated. A cut is `rate - (rate * alpha >> 21)`;
//! rates are bit/s. Averages round up (`(rate + target).div_ceil(2)`), so the rate reaches its
//! target exactly (the model's double arithmetic gets there too; a truncating average would stop
//! 1 bit/s short forever).
//!
//! # Pacing
//! A frame of `b` bytes sent at `now` makes the next frame wait until `max(now, ready) + b * 8 /
//! rate` (HPCC `UpdateNextAvail`, `RateBound` on). When the rate changes, the wait already
//! charged for the last frame is redone at the new rate (HPCC `ChangeRate`).
//!
//! # Parameters and their sources
//! See [`DcqcnConfig`]: every field gives the HPCC/run.py name, the unit and the value. Rate
//! steps scale with the line rate as run.py scales them (`ai = 5 * bw / 25` Mb/s,
//! `hai = 50 * bw / 25` Mb/s, `bw` the NIC rate in Gb/s).
//!
//! # The notification point
//! HPCC's model sets a CNP flag on the ACK of every CE-marked packet (every packet is ACKed):
//! no pacing at all. The DCQCN paper sends at most one CNP per flow per 50 us; mlx5 firmware
//! sends at most one per QP per `min_time_between_cnps` = 4 us. Golden's NP
//! ([`CnpLimiter`]) is per QP (the paper's "per flow"; a QP is golden's flow), with mlx5's 4 us,
//! which equals the RP's decrease interval: the RP cuts at most once per 4 us whatever the CNP
//! rate above that, so the pacing bounds the CNP traffic without changing when cuts happen (it
//! does mean alpha rises on at most one alpha update in four while marking lasts, where HPCC's
//! unpaced CNPs raise it on every one).

use crate::node::Nanos;
use std::collections::HashMap;

/// Fractional bits of alpha: alpha = 1.0 is `1 << ALPHA_FRAC_BITS`.
pub const ALPHA_FRAC_BITS: u32 = 20;
/// Alpha = 1.0 in its fixed-point unit.
pub const ALPHA_ONE: u64 = 1 << ALPHA_FRAC_BITS;
/// The unit of [`DcqcnConfig::g`]: g = 1.0 is 1024.
pub const G_ONE: u32 = 1024;

/// Which of the two timings HPCC's `run.py` gives its DCQCN model (the same model code,
/// `CcMode` 1, and the same rate steps, marking and gain; only the three timers differ). See the
/// module docs, "Profiles", for why [`DcqcnProfile::Paper`] is the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DcqcnProfile {
    /// `run.py --cc dcqcn_paper`: the DCQCN paper's timers (alpha and decrease every 50 us,
    /// increase timer 55 us). The default.
    #[default]
    Paper,
    /// `run.py --cc dcqcn`: mlx5's timers (alpha 1 us, decrease 4 us, increase 300 us).
    Mlx5,
}

/// DCQCN parameters. [`DcqcnConfig::paper`] and [`DcqcnConfig::mlx5`] give the values of HPCC's
/// `run.py --cc dcqcn_paper` and `--cc dcqcn`, scaled to a port rate as run.py scales them;
/// `Default` is the paper's at 100 Gb/s. Each field names its HPCC/run.py setting (and the mlx5
/// knob where one exists), its unit and its value (the `--cc dcqcn` value where the two differ).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DcqcnConfig {
    /// Port rate in bit/s: the rate at start and the ceiling of rate and target (HPCC: the NIC's
    /// `DataRate`; mlx5 `rpg_max_rate` 0 = port rate).
    pub line_rate_bps: u64,
    /// Lowest rate a cut can reach, bit/s (run.py `MIN_RATE` 1000 Mb/s, not scaled with the
    /// rate; HPCC's attribute default is 100 Mb/s; mlx5 `rpg_min_rate`).
    pub min_rate_bps: u64,
    /// Alpha gain g in 1/1024 ([`G_ONE`]) (run.py `EWMA_GAIN` 0.00390625 = 1/256 = 4/1024; the
    /// paper's g = 1/256 too). mlx5's `dce_tcp_g` (1019 by default) is read by some as
    /// `1024 - g`, which would give 5/1024; the direction is not public, so we take HPCC's value.
    pub g: u32,
    /// Alpha update period, ns (run.py `ALPHA_RESUME_INTERVAL`: `--cc dcqcn` 1 us, as mlx5's
    /// `dce_tcp_rtt`; `--cc dcqcn_paper` 50 us; the paper's K is 55 us).
    pub alpha_resume_interval_ns: Nanos,
    /// Rate decrease check period, ns (run.py `RATE_DECREASE_INTERVAL`: `--cc dcqcn` 4 us, as
    /// mlx5's `rate_reduce_monitor_period`; `--cc dcqcn_paper` 50 us, the paper's CNP interval N).
    pub rate_decrease_interval_ns: Nanos,
    /// Rate increase timer, ns (run.py `RP_TIMER`: `--cc dcqcn` 300 us, as mlx5's
    /// `rpg_time_reset`; `--cc dcqcn_paper` 55 us, the paper's T).
    pub rp_timer_ns: Nanos,
    /// Number of fast-recovery events after a cut, F (run.py `FAST_RECOVERY_TIMES` 1; mlx5
    /// `rpg_threshold` 1; the paper's F = 5).
    pub fast_recovery_times: u32,
    /// Additive increase step, bit/s (run.py `RATE_AI` = 5 Mb/s * bw / 25 Gb/s: 5 Mb/s at 25G,
    /// 20 Mb/s at 100G; mlx5 `rpg_ai_rate` 5 Mb/s).
    pub rate_ai_bps: u64,
    /// Hyper increase step, bit/s (run.py `RATE_HAI` = 50 Mb/s * bw / 25 Gb/s: 50 Mb/s at 25G,
    /// 200 Mb/s at 100G; mlx5 `rpg_hai_rate` 50 Mb/s).
    pub rate_hai_bps: u64,
    /// Rate and target on the first CNP, percent of the current rate (HPCC `RateOnFirstCnp`
    /// 1.0 = 100, not set by run.py; mlx5 `rate_to_set_on_first_cnp` 0 = keep).
    pub rate_on_first_cnp_pct: u32,
    /// Every cut sets target = rate (run.py `CLAMP_TARGET_RATE` 0 = off: only after a timer
    /// increase; mlx5 `clamp_tgt_rate` 0, `clamp_tgt_rate_after_time_inc` 1).
    pub clamp_target_rate: bool,
    /// Byte counter: an increase event per this many bytes sent below line rate, None = off
    /// (HPCC's model has no byte counter; see the module docs; mlx5 `rpg_byte_reset`, unit not
    /// public).
    pub byte_counter_bytes: Option<u64>,
    /// Notification point: at most one CNP per QP per this many ns (mlx5 firmware
    /// `min_time_between_cnps` 4 us; the paper's N = 50 us per flow; HPCC: no limit).
    pub min_time_between_cnps_ns: Nanos,
}

impl Default for DcqcnConfig {
    fn default() -> Self {
        DcqcnConfig::paper(100_000_000_000)
    }
}

impl DcqcnConfig {
    /// The settings of `profile` for a port of `line_rate_bps`.
    pub fn for_profile(profile: DcqcnProfile, line_rate_bps: u64) -> Self {
        match profile {
            DcqcnProfile::Paper => DcqcnConfig::paper(line_rate_bps),
            DcqcnProfile::Mlx5 => DcqcnConfig::mlx5(line_rate_bps),
        }
    }

    /// run.py's `--cc dcqcn` settings (mlx5's timers) for a port of `line_rate_bps` (AI and HAI
    /// scaled with it).
    pub fn mlx5(line_rate_bps: u64) -> Self {
        DcqcnConfig {
            line_rate_bps,
            min_rate_bps: 1_000_000_000,
            g: 4,
            alpha_resume_interval_ns: 1_000,
            rate_decrease_interval_ns: 4_000,
            rp_timer_ns: 300_000,
            fast_recovery_times: 1,
            rate_ai_bps: line_rate_bps / 5_000,
            rate_hai_bps: line_rate_bps / 500,
            rate_on_first_cnp_pct: 100,
            clamp_target_rate: false,
            byte_counter_bytes: None,
            min_time_between_cnps_ns: 4_000,
        }
    }

    /// The paper's timing as HPCC's `run.py --cc dcqcn_paper` sets it: alpha and decrease every
    /// 50 us, increase timer 55 us; the rest as [`DcqcnConfig::mlx5`]. The default profile.
    pub fn paper(line_rate_bps: u64) -> Self {
        DcqcnConfig {
            alpha_resume_interval_ns: 50_000,
            rate_decrease_interval_ns: 50_000,
            rp_timer_ns: 55_000,
            ..DcqcnConfig::mlx5(line_rate_bps)
        }
    }

    /// A copy with out-of-range fields brought into range (g <= 1024, periods >= 1 ns, min rate
    /// in 1..=line rate, first-CNP rate <= 100 %, byte counter >= 1).
    fn sanitized(&self) -> Self {
        let mut c = self.clone();
        c.line_rate_bps = c.line_rate_bps.max(1);
        c.min_rate_bps = c.min_rate_bps.clamp(1, c.line_rate_bps);
        c.g = c.g.min(G_ONE);
        c.alpha_resume_interval_ns = c.alpha_resume_interval_ns.max(1);
        c.rate_decrease_interval_ns = c.rate_decrease_interval_ns.max(1);
        c.rp_timer_ns = c.rp_timer_ns.max(1);
        c.rate_on_first_cnp_pct = c.rate_on_first_cnp_pct.min(100);
        c.byte_counter_bytes = c.byte_counter_bytes.map(|b| b.max(1));
        c
    }
}

/// Which rate-increase rule the last increase event used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncreaseStage {
    /// `rate = (rate + target) / 2`.
    FastRecovery,
    /// `target += rate_ai` first.
    Additive,
    /// `target += rate_hai` first.
    Hyper,
}

/// The three timers, once the first CNP started them.
#[derive(Clone, Debug)]
struct Timers {
    /// Next alpha update.
    alpha_at: Nanos,
    /// A CNP arrived since the last alpha update.
    alpha_cnp: bool,
    /// Next rate decrease check.
    decrease_at: Nanos,
    /// A CNP arrived since the last decrease check.
    decrease_cnp: bool,
    /// Next rate increase event (None before the first cut).
    increase_at: Option<Nanos>,
}

/// Reaction point: one per sending QP. Paces transmission and adapts the rate to CNPs.
#[derive(Clone, Debug)]
pub struct DcqcnRp {
    cfg: DcqcnConfig,
    /// Current rate (bit/s).
    rate: u64,
    /// Target rate (bit/s).
    target: u64,
    /// Alpha in 2^-20.
    alpha: u64,
    /// None until the first CNP.
    timers: Option<Timers>,
    /// Timer increase events since the last cut (HPCC `m_rpTimeStage`).
    time_stage: u32,
    /// Byte-counter increase events since the last cut.
    byte_stage: u32,
    /// Bytes counted towards the next byte-counter event.
    bytes_since: u64,
    /// Earliest start of the next transmission (pacing).
    ready_at: Nanos,
    /// Bytes of the last frame sent (its gap is redone when the rate changes).
    last_len: u64,
    /// Stage of the last increase event (for tests and tracing).
    last_stage: Option<IncreaseStage>,
    cuts: u64,
    cnps: u64,
}

impl DcqcnRp {
    /// A reaction point at line rate, starting at `now` (no CNP seen).
    pub fn new(cfg: &DcqcnConfig, now: Nanos) -> Self {
        let cfg = cfg.sanitized();
        DcqcnRp {
            rate: cfg.line_rate_bps,
            target: cfg.line_rate_bps,
            alpha: ALPHA_ONE,
            timers: None,
            time_stage: 0,
            byte_stage: 0,
            bytes_since: 0,
            ready_at: now,
            last_len: 0,
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

    /// A CNP for this QP arrived at `now`. Events due by `now` run first; the CNP is then
    /// noted for the next alpha update and the next decrease check (the first CNP sets alpha
    /// to 1, applies `rate_on_first_cnp` and starts the timers).
    pub fn on_cnp(&mut self, now: Nanos) {
        self.advance(now);
        self.cnps += 1;
        match self.timers.as_mut() {
            Some(t) => {
                t.alpha_cnp = true;
                t.decrease_cnp = true;
            }
            None => {
                self.alpha = ALPHA_ONE;
                self.timers = Some(Timers {
                    alpha_at: now.saturating_add(self.cfg.alpha_resume_interval_ns),
                    alpha_cnp: false,
                    decrease_at: now.saturating_add(self.cfg.rate_decrease_interval_ns).saturating_add(1),
                    decrease_cnp: true,
                    increase_at: None,
                });
                let r = (self.rate as u128 * self.cfg.rate_on_first_cnp_pct as u128 / 100) as u64;
                let r = r.clamp(self.cfg.min_rate_bps, self.cfg.line_rate_bps);
                self.target = r;
                self.set_rate(r);
            }
        }
    }

    /// Bytes of one frame put on the wire at `now` (pacing; the byte counter when it is on).
    pub fn on_transmit(&mut self, now: Nanos, bytes: usize) {
        self.advance(now);
        let bytes = bytes as u64;
        self.last_len = bytes;
        self.ready_at = self.ready_at.max(now).saturating_add(self.serialization_ns(bytes, self.rate));
        let Some(b) = self.cfg.byte_counter_bytes else { return };
        if self.at_line_rate() || self.timers.as_ref().is_none_or(|t| t.increase_at.is_none()) {
            self.bytes_since = 0;
            return;
        }
        self.bytes_since += bytes;
        while self.bytes_since >= b {
            self.bytes_since -= b;
            self.increase(false);
        }
    }

    /// Runs every event due at or before `now` (alpha updates, decrease checks, increases).
    pub fn on_timer(&mut self, now: Nanos) {
        self.advance(now);
    }

    /// When `on_timer` next changes the rate: a decrease check with a CNP pending, or an
    /// increase event below line rate. None when neither is due (alpha updates and increase
    /// events that change nothing the sender sees are applied lazily).
    pub fn next_timer(&self) -> Option<Nanos> {
        let t = self.timers.as_ref()?;
        let dec = t.decrease_cnp.then_some(t.decrease_at);
        let inc = if self.at_line_rate() { None } else { t.increase_at };
        match (dec, inc) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The current rate in bit/s.
    pub fn rate_bps(&self) -> u64 {
        self.rate
    }

    /// The target rate in bit/s.
    pub fn target_bps(&self) -> u64 {
        self.target
    }

    /// Alpha in units of 2^-20 ([`ALPHA_ONE`] = 1.0) at `now`, the alpha updates due by then
    /// applied (before the first CNP: 1.0).
    pub fn alpha_at(&self, now: Nanos) -> u64 {
        let mut c = self.clone();
        c.advance(now);
        c.alpha
    }

    /// Stage of the last rate increase event, if any.
    pub fn last_stage(&self) -> Option<IncreaseStage> {
        self.last_stage
    }

    /// Number of CNPs received and of rate cuts applied.
    pub fn counters(&self) -> (u64, u64) {
        (self.cnps, self.cuts)
    }

    /// Pacing: the earliest time a frame may start (the gap of the previous frame at the
    /// current rate; `bytes` does not change the answer, the gap is charged by `on_transmit`).
    pub fn next_send_time(&self, now: Nanos, _bytes: usize) -> Nanos {
        now.max(self.ready_at)
    }

    /// Whether rate and target are at line rate.
    pub fn at_line_rate(&self) -> bool {
        self.rate >= self.cfg.line_rate_bps && self.target >= self.cfg.line_rate_bps
    }

    fn serialization_ns(&self, bytes: u64, rate: u64) -> Nanos {
        let bits = bytes as u128 * 8 * 1_000_000_000;
        bits.div_ceil(rate.max(1) as u128).min(u64::MAX as u128) as Nanos
    }

    /// Changes the rate; the gap already charged for the last frame is redone at the new rate
    /// (HPCC `ChangeRate`).
    fn set_rate(&mut self, new: u64) {
        if new != self.rate && self.last_len > 0 {
            let old_gap = self.serialization_ns(self.last_len, self.rate);
            let new_gap = self.serialization_ns(self.last_len, new);
            self.ready_at = (self.ready_at + new_gap).saturating_sub(old_gap);
        }
        self.rate = new;
    }

    /// Runs the timers' events due at or before `now`, in time order (at equal times: the
    /// increase, then the decrease check; alpha updates never coincide with either, being 1 ns
    /// apart from the decrease grid, and run first if configured to).
    fn advance(&mut self, now: Nanos) {
        loop {
            let Some(t) = self.timers.as_ref() else { return };
            let alpha_live = self.alpha > 0 || t.alpha_cnp;
            let alpha_at = alpha_live.then_some(t.alpha_at);
            let dec_at = t.decrease_cnp.then_some(t.decrease_at);
            let inc_at = t.increase_at;
            let next = [alpha_at, inc_at, dec_at].into_iter().flatten().min();
            match next {
                Some(x) if x <= now && x < Nanos::MAX => {
                    if alpha_at == Some(x) {
                        self.update_alpha();
                    } else if inc_at == Some(x) {
                        self.timer_increase();
                    } else {
                        self.check_decrease();
                    }
                }
                _ => break,
            }
        }
        // Events that change nothing: move their grids past `now`.
        let ia = self.cfg.alpha_resume_interval_ns;
        let id = self.cfg.rate_decrease_interval_ns;
        if let Some(t) = self.timers.as_mut() {
            if t.alpha_at <= now {
                t.alpha_at += ((now - t.alpha_at) / ia + 1) * ia;
            }
            if t.decrease_at <= now {
                t.decrease_at += ((now - t.decrease_at) / id + 1) * id;
            }
        }
    }

    fn update_alpha(&mut self) {
        let g = self.cfg.g as u64;
        let Some(t) = self.timers.as_mut() else { return };
        let mut a = self.alpha * (G_ONE as u64 - g) / G_ONE as u64;
        if t.alpha_cnp {
            a += g << (ALPHA_FRAC_BITS - 10);
        }
        self.alpha = a.min(ALPHA_ONE);
        t.alpha_cnp = false;
        t.alpha_at = t.alpha_at.saturating_add(self.cfg.alpha_resume_interval_ns);
    }

    fn check_decrease(&mut self) {
        let Some(t) = self.timers.as_mut() else { return };
        let at = t.decrease_at;
        t.decrease_at = at.saturating_add(self.cfg.rate_decrease_interval_ns);
        if !t.decrease_cnp {
            return;
        }
        t.decrease_cnp = false;
        t.increase_at = Some(at.saturating_add(self.cfg.rp_timer_ns));
        if self.cfg.clamp_target_rate || self.time_stage != 0 {
            self.target = self.rate;
        }
        let cut = ((self.rate as u128 * self.alpha as u128) >> (ALPHA_FRAC_BITS + 1)) as u64;
        let new = self.rate.saturating_sub(cut).max(self.cfg.min_rate_bps);
        self.set_rate(new);
        self.time_stage = 0;
        self.byte_stage = 0;
        self.bytes_since = 0;
        self.cuts += 1;
    }

    fn timer_increase(&mut self) {
        if let Some(t) = self.timers.as_mut() {
            t.increase_at = t.increase_at.map(|x| x.saturating_add(self.cfg.rp_timer_ns));
        }
        self.increase(true);
    }

    /// One increase event: the stage from the event counts before it, then the count.
    fn increase(&mut self, timer: bool) {
        let f = self.cfg.fast_recovery_times;
        let (t, bc) = match self.cfg.byte_counter_bytes {
            Some(_) => (self.time_stage, self.byte_stage),
            None => (self.time_stage, self.time_stage),
        };
        let stage = if t.max(bc) < f {
            IncreaseStage::FastRecovery
        } else if t.min(bc) > f {
            IncreaseStage::Hyper
        } else {
            IncreaseStage::Additive
        };
        let line = self.cfg.line_rate_bps;
        match stage {
            IncreaseStage::FastRecovery => {}
            IncreaseStage::Additive => self.target = self.target.saturating_add(self.cfg.rate_ai_bps).min(line),
            IncreaseStage::Hyper => self.target = self.target.saturating_add(self.cfg.rate_hai_bps).min(line),
        }
        let new = ((self.rate as u128 + self.target as u128).div_ceil(2)) as u64;
        self.set_rate(new.clamp(self.cfg.min_rate_bps, line));
        self.last_stage = Some(stage);
        if timer {
            self.time_stage = self.time_stage.saturating_add(1);
        } else {
            self.byte_stage = self.byte_stage.saturating_add(1);
        }
    }
}

/// Notification point: decides whether an ECN-CE packet makes a CNP, at most one per QP per
/// `interval_ns` ([`DcqcnConfig::min_time_between_cnps_ns`]).
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
    const US: u64 = 1_000;

    fn cfg25() -> DcqcnConfig {
        DcqcnConfig::mlx5(25 * G)
    }

    /// Reference alpha update (2^-20 units, g = 4/1024).
    fn upd(a: u64, cnp: bool) -> u64 {
        (a * 1020 / 1024 + if cnp { 4 << 10 } else { 0 }).min(ALPHA_ONE)
    }

    fn cut(rate: u64, alpha: u64) -> u64 {
        rate - ((rate as u128 * alpha as u128) >> 21) as u64
    }

    #[test]
    fn run_py_values_scale_with_rate() {
        let c = DcqcnConfig::mlx5(25 * G);
        assert_eq!((c.rate_ai_bps, c.rate_hai_bps), (5_000_000, 50_000_000));
        let c = DcqcnConfig::default();
        assert_eq!((c.rate_ai_bps, c.rate_hai_bps), (20_000_000, 200_000_000));
        assert_eq!(c.min_rate_bps, G);
        assert_eq!(c.byte_counter_bytes, None);
    }

    #[test]
    fn starts_at_line_rate_idle() {
        let rp = DcqcnRp::new(&cfg25(), 0);
        assert_eq!(rp.rate_bps(), 25 * G);
        assert!(rp.at_line_rate());
        assert_eq!(rp.next_timer(), None);
        assert_eq!(rp.next_send_time(5, 1000), 5);
    }

    #[test]
    fn first_cnp_cuts_at_the_first_decrease_check_with_decayed_alpha() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(100);
        // Nothing yet: the cut waits for the decrease check 4 us + 1 ns later.
        assert_eq!(rp.rate_bps(), 25 * G);
        assert_eq!(rp.next_timer(), Some(100 + 4 * US + 1));
        rp.on_timer(100 + 4 * US);
        assert_eq!(rp.rate_bps(), 25 * G);
        rp.on_timer(100 + 4 * US + 1);
        // Alpha = 1 at the first CNP (no gain for it), then 4 updates without CNP.
        let mut a = ALPHA_ONE;
        for _ in 0..4 {
            a = upd(a, false);
        }
        assert_eq!(rp.rate_bps(), cut(25 * G, a));
        // Clamp off and no timer increase yet: the target stays at line rate.
        assert_eq!(rp.target_bps(), 25 * G);
        assert_eq!(rp.counters(), (1, 1));
        assert_eq!(rp.next_timer(), Some(100 + 4 * US + 1 + 300 * US));
    }

    #[test]
    fn alpha_moves_on_its_own_timer() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(0);
        assert_eq!(rp.alpha_at(999), ALPHA_ONE);
        assert_eq!(rp.alpha_at(1_000), upd(ALPHA_ONE, false));
        // Let alpha decay for 100 us, then three CNPs inside one alpha period: one raise.
        let t = 100 * US + 100;
        let a100 = rp.alpha_at(t);
        rp.on_cnp(t);
        rp.on_cnp(t + 200);
        rp.on_cnp(t + 400);
        assert_eq!(rp.alpha_at(t + 899), a100, "not raised before the update");
        assert_eq!(rp.alpha_at(t + 900), upd(a100, true));
        assert_eq!(rp.alpha_at(t + 1_900), upd(upd(a100, true), false));
        // Without CNPs alpha decays to 0 and stays there.
        assert_eq!(rp.alpha_at(100_000 * US), 0);
    }

    #[test]
    fn at_most_one_cut_per_decrease_interval() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        let r1 = rp.rate_bps();
        for k in 0..10 {
            rp.on_cnp(5 * US + k * 100); // ten CNPs inside one interval
        }
        rp.on_timer(8 * US);
        assert_eq!(rp.rate_bps(), r1);
        rp.on_timer(8 * US + 1);
        assert!(rp.rate_bps() < r1);
        assert_eq!(rp.counters(), (11, 2));
        // No CNP in the next interval: no cut.
        let r2 = rp.rate_bps();
        rp.on_timer(12 * US + 1);
        assert_eq!(rp.rate_bps(), r2);
    }

    #[test]
    fn clamp_only_after_a_timer_increase() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        rp.on_cnp(6 * US);
        rp.on_timer(8 * US + 1);
        // Two cuts, no increase between: target still the rate before congestion.
        assert_eq!(rp.target_bps(), 25 * G);
        // A timer increase (fast recovery, stage 0) then a cut: target = rate before the cut.
        rp.on_timer(8 * US + 1 + 300 * US);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        let before = rp.rate_bps();
        rp.on_cnp(310 * US);
        rp.on_timer(312 * US + 1);
        assert_eq!(rp.target_bps(), before);
        assert!(rp.rate_bps() < before);

        // CLAMP_TARGET_RATE on: every cut clamps.
        let mut c = cfg25();
        c.clamp_target_rate = true;
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        assert_eq!(rp.target_bps(), 25 * G);
        let r = rp.rate_bps();
        rp.on_cnp(6 * US);
        rp.on_timer(8 * US + 1);
        assert_eq!(rp.target_bps(), r);
    }

    #[test]
    fn fast_recovery_then_additive_then_hyper() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        let t0 = 4 * US + 1;
        let (r0, tg) = (rp.rate_bps(), rp.target_bps());
        rp.on_timer(t0 + 300 * US); // stage 0 < F = 1
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        assert_eq!(rp.target_bps(), tg);
        assert_eq!(rp.rate_bps(), (r0 + tg).div_ceil(2));
        // Target is at line rate: AI and HAI are capped there; use a clamped episode instead.
        let mut c = cfg25();
        c.clamp_target_rate = true;
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        rp.on_cnp(5 * US);
        rp.on_timer(8 * US + 1);
        let t0 = 8 * US + 1;
        let tg = rp.target_bps();
        assert!(tg < 25 * G);
        rp.on_timer(t0 + 300 * US);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        assert_eq!(rp.target_bps(), tg);
        let r = rp.rate_bps();
        rp.on_timer(t0 + 600 * US); // stage 1 == F
        assert_eq!(rp.last_stage(), Some(IncreaseStage::Additive));
        assert_eq!(rp.target_bps(), tg + 5_000_000);
        assert_eq!(rp.rate_bps(), (r + tg + 5_000_000).div_ceil(2));
        for k in 0..3u64 {
            let before = rp.target_bps();
            rp.on_timer(t0 + (900 + 300 * k) * US); // stage > F: one HAI step each
            assert_eq!(rp.last_stage(), Some(IncreaseStage::Hyper));
            assert_eq!(rp.target_bps(), before + 50_000_000);
        }
    }

    #[test]
    fn paper_threshold_gives_f_fast_recovery_steps() {
        let mut c = cfg25();
        c.fast_recovery_times = 5;
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        for k in 1..=5u64 {
            rp.on_timer(4 * US + 1 + k * 300 * US);
            assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery), "event {k}");
        }
        rp.on_timer(4 * US + 1 + 6 * 300 * US);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::Additive));
    }

    #[test]
    fn increase_runs_before_a_decrease_due_at_the_same_time() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        let t = 4 * US + 1 + 300 * US; // both an increase and a decrease-check instant
        rp.on_cnp(t - 1);
        let r = rp.rate_bps();
        rp.on_timer(t);
        // Fast recovery first (stage 0 -> 1), then the cut clamps the target to the recovered rate.
        let recovered = (r + 25 * G).div_ceil(2);
        assert_eq!(rp.target_bps(), recovered);
        assert!(rp.rate_bps() < recovered);
    }

    #[test]
    fn min_rate_floor_and_rate_on_first_cnp() {
        let mut c = cfg25();
        c.rate_on_first_cnp_pct = 10;
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        assert_eq!((rp.rate_bps(), rp.target_bps()), (25 * G / 10, 25 * G / 10));
        let mut t = 0;
        for _ in 0..100 {
            t += 4 * US;
            rp.on_cnp(t);
        }
        rp.on_timer(t + 4 * US + 1);
        assert_eq!(rp.rate_bps(), c.min_rate_bps);
    }

    #[test]
    fn byte_counter_off_by_default_and_switchable() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        let r = rp.rate_bps();
        rp.on_transmit(5 * US, 1 << 20);
        assert_eq!(rp.rate_bps(), r);
        let mut c = cfg25();
        c.byte_counter_bytes = Some(10_000);
        let mut rp = DcqcnRp::new(&c, 0);
        rp.on_cnp(0);
        rp.on_timer(4 * US + 1);
        rp.on_transmit(5 * US, 9_999);
        assert_eq!(rp.rate_bps(), r);
        rp.on_transmit(6 * US, 1);
        assert_eq!(rp.last_stage(), Some(IncreaseStage::FastRecovery));
        assert_eq!(rp.rate_bps(), (r + 25 * G).div_ceil(2));
    }

    #[test]
    fn pacing_spaces_frames_and_regaps_on_rate_change() {
        let mut rp = DcqcnRp::new(&cfg25(), 0);
        rp.on_transmit(0, 1250); // 10 kbit at 25 Gb/s = 400 ns
        assert_eq!(rp.next_send_time(0, 1250), 400);
        assert_eq!(rp.next_send_time(2000, 1250), 2000);
        rp.on_cnp(1000);
        rp.on_transmit(4 * US + 1, 1250);
        assert_eq!(rp.next_send_time(0, 0), 4 * US + 401);
        rp.on_timer(5 * US); // cut at 5 us + 1 ns: the last frame's gap redone at the new rate
        rp.on_timer(5 * US + 1);
        let gap = (10_000u128 * G as u128).div_ceil(rp.rate_bps() as u128) as u64;
        assert_eq!(rp.next_send_time(0, 0), 4 * US + 1 + gap);
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
        while now < until && rp.next_timer().is_some() {
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

        /// Any sequence of CNPs, timers and transmissions keeps the rate in [min, line] and
        /// alpha in [0, 1]; once CNPs stop the sender gets back to line rate.
        #[test]
        fn rate_bounded_and_recovers(
            line_gbps in 1u64..=400,
            byte_counter in proptest::option::of(1_000u64..1_000_000),
            ops in proptest::collection::vec((0u8..3, 1u64..200_000, 64usize..4200), 1..200),
        ) {
            let mut cfg = DcqcnConfig::mlx5(line_gbps * G);
            cfg.byte_counter_bytes = byte_counter;
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
                prop_assert!(rp.rate_bps() >= cfg.min_rate_bps.min(cfg.line_rate_bps));
                prop_assert!(rp.target_bps() <= cfg.line_rate_bps);
                prop_assert!(rp.alpha_at(now) <= ALPHA_ONE);
                prop_assert!(rp.next_send_time(now, bytes) >= now);
                if let Some(t) = rp.next_timer() {
                    prop_assert!(t > now, "timer {} not after now {}", t, now);
                }
            }
            // From the 1 Gb/s floor, hyper steps of line/500 every 300 us: at most ~500 steps.
            let end = run_saturated(&mut rp, now, now + 1_000_000_000, 4096);
            prop_assert!(rp.at_line_rate(), "not recovered after {} ns: {} bps", end - now, rp.rate_bps());
            prop_assert_eq!(rp.next_timer(), None);
        }
    }
}
