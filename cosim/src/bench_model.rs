//! The bare speed of the verilated `roce_responder` (`model_cycles_per_sec`): the model from this
//! crate's Verilator bridge, held in reset for a few cycles, then ticked in a tight loop with idle
//! inputs (no frame on `s_rx`, `m_tx` always ready, no AXI-Lite access, host memory ports
//! silent) in [`WINDOWS`] windows of at least [`MIN_SECONDS`] of wall time each; the figure is
//! the fastest window (a shared machine's other load only ever slows a window down, so the best
//! one is the closest to what the code costs). No harness, no host memory model: this is what the
//! model alone costs per cycle, the ceiling of every `roce run`.

use crate::verilator::{model_by_name, Model};
use anyhow::{anyhow, Context};
use std::time::Instant;

/// Verilog name of the measured block.
pub const MODEL_NAME: &str = "roce_responder";
/// Shortest measurement window, in wall seconds.
pub const MIN_SECONDS: f64 = 0.3;
/// Measurement windows; the fastest is reported.
pub const WINDOWS: usize = 5;
/// Cycles held in reset before the measurement.
const RESET_CYCLES: usize = 8;
/// Cycles between two looks at the clock.
const BATCH: u64 = 2_000;

fn set(m: &mut dyn Model, port: &str, v: u32) -> anyhow::Result<()> {
    m.set_words(port, &[v]).with_context(|| format!("{MODEL_NAME}: setting {port}"))
}

/// Cycles per wall second of the verilated `roce_responder`, idle after reset: the fastest of
/// [`WINDOWS`] windows of at least [`MIN_SECONDS`] each.
pub fn model_cycles_per_sec() -> anyhow::Result<f64> {
    let mut m = model_by_name(MODEL_NAME).ok_or_else(|| anyhow!("no verilated model named {MODEL_NAME}"))?;
    let m = &mut *m;
    set(m, "reset", 1)?;
    for _ in 0..RESET_CYCLES {
        m.tick();
    }
    set(m, "reset", 0)?;
    set(m, "m_axis_tx_tready", 1)?;
    set(m, "s_axil_bready", 1)?;
    set(m, "s_axil_rready", 1)?;
    let mut best = 0f64;
    for _ in 0..WINDOWS {
        let t = Instant::now();
        let mut cycles = 0u64;
        loop {
            for _ in 0..BATCH {
                m.tick();
            }
            cycles += BATCH;
            let secs = t.elapsed().as_secs_f64();
            if secs >= MIN_SECONDS {
                best = best.max(cycles as f64 / secs);
                break;
            }
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_a_positive_speed() {
        let s = model_cycles_per_sec().expect("roce_responder is built into this crate");
        assert!(s.is_finite() && s > 0.0, "{s}");
    }
}
