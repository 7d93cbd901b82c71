//! Driving the ICRC engine's Verilator model (`roce_icrc`) with whole Ethernet frames.
//!
//! The engine has no back-pressure: a beat is taken whenever `in_valid` is high. A frame's beats
//! are presented in order (with optional random idle cycles between any two beats); the beat that
//! holds byte `end - 1` is marked `in_end` with `in_count` covered bytes in it; `in_last` marks the
//! frame's last beat. `out_valid` pulses once per frame with `out_crc`.

use crate::verilator::{bytes_to_words, RoceIcrc};
use hdl::axis::frame_to_beats;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One frame for the engine: its bytes and where coverage ends (exclusive).
#[derive(Clone, Debug)]
pub struct IcrcJob {
    /// The whole frame, Ethernet header first.
    pub frame: Vec<u8>,
    /// One past the last covered byte: `len - 4` for a generator (ICRC excluded), `len` for a
    /// checker (ICRC included) when the frame has no Ethernet padding.
    pub end: usize,
}

/// Result per frame: the CRC the engine produced, the cycle (0-based) that presented the frame's
/// end beat and the cycle in which `out_valid` was high (latency = `out_cycle - end_cycle`, the
/// convention of `hdl::icrc::ICRC_LATENCY`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IcrcOut {
    /// `out_crc` while `out_valid`.
    pub crc: u32,
    /// Cycle that presented the end beat (taken at that cycle's closing edge).
    pub end_cycle: u64,
    /// Cycle in which `out_valid` was high (it rose at the edge closing the cycle before).
    pub out_cycle: u64,
}

/// Runs the jobs back to back (`p_idle` = probability of an idle cycle before each beat) and
/// returns one result per job, in order. Fails if results are missing after the drain cycles.
pub fn run_icrc(m: &mut RoceIcrc, jobs: &[IcrcJob], p_idle: f64, seed: u64) -> Result<(Vec<IcrcOut>, u64), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut outs = Vec::new();
    let mut end_cycles = Vec::new();
    let mut cycle = 0u64;
    m.set_ce(true);
    m.set_reset(true);
    m.tick();
    m.set_reset(false);
    let collect = |m: &mut RoceIcrc, cycle: u64, outs: &mut Vec<(u32, u64)>| {
        m.tick();
        if m.get_out_valid() {
            outs.push((m.get_out_crc() as u32, cycle + 1));
        }
    };
    let mut raw = Vec::new();
    for job in jobs {
        if job.end == 0 || job.end > job.frame.len() {
            return Err(format!("bad coverage end {} for a {}-byte frame", job.end, job.frame.len()));
        }
        let beats = frame_to_beats(&job.frame);
        let end_beat = (job.end - 1) / 64;
        for (i, b) in beats.iter().enumerate() {
            while p_idle > 0.0 && rng.gen_bool(p_idle) {
                m.set_in_valid(false);
                collect(m, cycle, &mut raw);
                cycle += 1;
            }
            m.set_in_valid(true);
            m.set_in_data(&bytes_to_words(&b.data));
            m.set_in_last(b.last);
            m.set_in_end(i == end_beat);
            m.set_in_count((job.end - 64 * end_beat) as u64);
            if i == end_beat {
                end_cycles.push(cycle);
            }
            collect(m, cycle, &mut raw);
            cycle += 1;
        }
    }
    m.set_in_valid(false);
    m.set_in_end(false);
    m.set_in_last(false);
    for _ in 0..16 {
        collect(m, cycle, &mut raw);
        cycle += 1;
    }
    if raw.len() != jobs.len() {
        return Err(format!("{} frames in, {} CRCs out", jobs.len(), raw.len()));
    }
    for ((crc, out_cycle), end_cycle) in raw.into_iter().zip(end_cycles) {
        outs.push(IcrcOut { crc, end_cycle, out_cycle });
    }
    Ok((outs, cycle))
}
