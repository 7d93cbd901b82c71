//! 512-bit AXI4-Stream traffic through a Verilator model, by port name.
//!
//! A stream port group `P` (the bundle's field name, `s`, `m_pay`) is the ports
//! `hdl::export::axis_port_name(P, field)`: `s_axis_tdata` (512), `s_axis_tkeep` (64),
//! `s_axis_tvalid`, `s_axis_tready`, `s_axis_tlast` and optionally `s_axis_tuser`, as the
//! export names a block's `hdl::axis` bundles. The source
//! side follows the AXI rule that a presented beat stays until taken; idle gaps and back-pressure
//! are drawn from a seeded RNG so every run can be replayed.

use crate::verilator::{Model, PortError};
use hdl::axis::{frame_to_beats, AxisBeat, FrameCollector};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// Random traffic shape: probability that the source presents a beat in a cycle where it may,
/// and probability that the sink is ready in a cycle.
#[derive(Clone, Copy, Debug)]
pub struct Traffic {
    /// P(source offers its next beat this cycle), 1.0 = back to back.
    pub p_valid: f64,
    /// P(sink ready this cycle), 1.0 = never stalls.
    pub p_ready: f64,
    /// RNG seed.
    pub seed: u64,
}

impl Traffic {
    /// Back to back, never stalled.
    pub const FULL: Traffic = Traffic { p_valid: 1.0, p_ready: 1.0, seed: 0 };
}

/// The port of signal `field` of stream group `prefix`: a block's own stream ports carry their
/// AXI names (`s`, `tdata` -> `s_axis_tdata`; `hdl::export::axis_port_name`).
pub fn port(prefix: &str, field: &str) -> String {
    hdl::export::axis_port_name(prefix, field).unwrap_or_else(|| format!("{prefix}__{field}"))
}

/// Port names of one stream group, formatted once (the by-name calls run every cycle).
struct Names {
    tdata: String,
    tkeep: String,
    tvalid: String,
    tlast: String,
    tuser: Option<String>,
}

impl Names {
    fn new(m: &dyn Model, prefix: &str) -> Names {
        let p = |f: &str| port(prefix, f);
        let tuser = p("tuser");
        Names {
            tdata: p("tdata"),
            tkeep: p("tkeep"),
            tvalid: p("tvalid"),
            tlast: p("tlast"),
            tuser: has_port(m, &tuser).then_some(tuser),
        }
    }
}

/// Sets the input side of stream `prefix` to `beat` (or idle).
pub fn drive(m: &mut dyn Model, prefix: &str, beat: Option<&AxisBeat>) -> Result<(), PortError> {
    let n = Names::new(m, prefix);
    drive_named(m, &n, beat)
}

fn drive_named(m: &mut dyn Model, n: &Names, beat: Option<&AxisBeat>) -> Result<(), PortError> {
    match beat {
        Some(b) => {
            m.set_words(&n.tdata, &crate::verilator::bytes_to_words(&b.data))?;
            m.set_words(&n.tkeep, &[b.keep as u32, (b.keep >> 32) as u32])?;
            m.set_words(&n.tlast, &[b.last as u32])?;
            if let Some(u) = &n.tuser {
                m.set_words(u, &[b.user as u32])?;
            }
            m.set_words(&n.tvalid, &[1])
        }
        None => m.set_words(&n.tvalid, &[0]),
    }
}

/// The beat on the output side of stream `prefix`, if `tvalid`.
pub fn observe(m: &dyn Model, prefix: &str) -> Result<Option<AxisBeat>, PortError> {
    observe_named(m, &Names::new(m, prefix))
}

fn observe_named(m: &dyn Model, n: &Names) -> Result<Option<AxisBeat>, PortError> {
    if m.get_words(&n.tvalid)?[0] == 0 {
        return Ok(None);
    }
    let w = m.get_words(&n.tdata)?;
    let mut words = [0u32; 16];
    words.copy_from_slice(&w);
    let k = m.get_words(&n.tkeep)?;
    let user = match &n.tuser {
        Some(u) => m.get_words(u)?[0] != 0,
        None => false,
    };
    Ok(Some(AxisBeat {
        data: crate::verilator::words_to_bytes(&words),
        keep: k[0] as u64 | (k[1] as u64) << 32,
        last: m.get_words(&n.tlast)?[0] != 0,
        user,
    }))
}

/// A stream group's port names resolved once, for per-cycle driving without formatting names.
pub struct StreamPorts(Names);

impl StreamPorts {
    /// Resolves the group `prefix` of model `m`.
    pub fn new(m: &dyn Model, prefix: &str) -> StreamPorts {
        StreamPorts(Names::new(m, prefix))
    }
    /// Like [`drive`].
    pub fn drive(&self, m: &mut dyn Model, beat: Option<&AxisBeat>) -> Result<(), PortError> {
        drive_named(m, &self.0, beat)
    }
    /// Like [`observe`].
    pub fn observe(&self, m: &dyn Model) -> Result<Option<AxisBeat>, PortError> {
        observe_named(m, &self.0)
    }
}

fn has_port(m: &dyn Model, name: &str) -> bool {
    m.ports().iter().any(|p| p.name == name)
}

/// What came out of a stream run.
#[derive(Debug, Default)]
pub struct StreamRun {
    /// Output frames in order, with their `tuser` at `tlast`.
    pub frames: Vec<(Vec<u8>, bool)>,
    /// Clock cycles run.
    pub cycles: u64,
    /// Input beats accepted.
    pub beats_in: u64,
    /// Output beats taken.
    pub beats_out: u64,
    /// Cycle of the first input handshake and of the first output handshake.
    pub first_in_cycle: Option<u64>,
    /// Cycle of the first output handshake.
    pub first_out_cycle: Option<u64>,
    /// Cycle (0-based) of each output frame's last beat.
    pub frame_end_cycles: Vec<u64>,
}

/// Feeds `frames` into stream `s` of the model and collects stream `m` until `expect_frames`
/// frames came out or `max_cycles` passed. Per cycle, with the clock low: drive the input beat and
/// `m_axis_tready`, settle, record handshakes, then clock. `per_cycle` runs after the settle, before
/// the edge (e.g. to read side-band outputs).
pub fn run_stream(
    m: &mut dyn Model,
    s: &str,
    out: &str,
    frames: &[Vec<u8>],
    traffic: Traffic,
    expect_frames: usize,
    max_cycles: u64,
    mut per_cycle: impl FnMut(&dyn Model, u64),
) -> Result<StreamRun, PortError> {
    let mut rng = ChaCha8Rng::seed_from_u64(traffic.seed);
    let mut queue: VecDeque<AxisBeat> = frames.iter().flat_map(|f| frame_to_beats(f)).collect();
    let mut run = StreamRun::default();
    let mut collector = FrameCollector::default();
    let mut offering = false;
    let ready_name = port(out, "tready");
    let s_ready = port(s, "tready");
    let (s_names, m_names) = (Names::new(m, s), Names::new(m, out));
    while run.frames.len() < expect_frames && run.cycles < max_cycles {
        if !offering && !queue.is_empty() {
            offering = traffic.p_valid >= 1.0 || rng.gen_bool(traffic.p_valid);
        }
        drive_named(m, &s_names, if offering { queue.front() } else { None })?;
        let ready = traffic.p_ready >= 1.0 || rng.gen_bool(traffic.p_ready);
        m.set_words(&ready_name, &[ready as u32])?;
        m.eval();
        if offering && m.get_words(&s_ready)?[0] != 0 {
            queue.pop_front();
            offering = false;
            run.beats_in += 1;
            run.first_in_cycle.get_or_insert(run.cycles);
        }
        if ready {
            if let Some(b) = observe_named(m, &m_names)? {
                run.beats_out += 1;
                run.first_out_cycle.get_or_insert(run.cycles);
                if let Some(f) = collector.push(&b.data, b.keep, b.last, b.user) {
                    run.frames.push(f);
                    run.frame_end_cycles.push(run.cycles);
                }
            }
        }
        per_cycle(&*m, run.cycles);
        m.tick();
        run.cycles += 1;
    }
    Ok(run)
}
