//! Driving the TX frame builder's Verilator model (`roce_tx_builder`): header records on `meta`
//! (`meta_valid`/`meta_ready`), payload beats on `s_pay`, frames out of `m`, with random idle
//! gaps on both inputs and random `m_axis_tready` back-pressure.

use super::axis::{StreamPorts, Traffic};
use crate::verilator::{Model, RoceTxBuilder};
use hdl::axis::{frame_to_beats, AxisBeat, FrameCollector};
use hdl::tx_header::TxMeta;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rust_hdl::prelude::*;
use std::collections::VecDeque;

/// Words of the `meta` port for a [`TxMeta`]: the struct packed as rust-hdl
/// packs it (first field in the lowest bits), little-endian 32-bit words.
pub fn meta_words(meta: TxMeta) -> Vec<u32> {
    let b: Bits<{ TxMeta::BITS }> = meta.into();
    let mut w = vec![0u32; TxMeta::BITS.div_ceil(32)];
    for i in 0..TxMeta::BITS {
        if b.get_bit(i) {
            w[i / 32] |= 1 << (i % 32);
        }
    }
    w
}

/// One packet for the builder: the header record and the payload bytes.
#[derive(Clone, Debug)]
pub struct TxJob {
    /// Header fields.
    pub meta: TxMeta,
    /// Payload (`meta.payload_len` bytes).
    pub payload: Vec<u8>,
}

/// What came out of a TX run.
#[derive(Debug, Default)]
pub struct TxRun {
    /// Frames out, with `tuser` at `tlast`.
    pub frames: Vec<(Vec<u8>, bool)>,
    /// Cycles run.
    pub cycles: u64,
    /// Output beats.
    pub beats_out: u64,
    /// Cycle in which each job's meta record was taken.
    pub meta_cycles: Vec<u64>,
    /// Cycle of each frame's first output beat.
    pub first_beat_cycles: Vec<u64>,
    /// Cycle of each frame's last output beat.
    pub last_beat_cycles: Vec<u64>,
}

/// Runs the jobs through the builder until every frame came out (or `max_cycles`).
pub fn run_tx(m: &mut RoceTxBuilder, jobs: &[TxJob], traffic: Traffic, max_cycles: u64) -> TxRun {
    let mut rng = ChaCha8Rng::seed_from_u64(traffic.seed);
    let mut metas: VecDeque<Vec<u32>> = jobs.iter().map(|j| meta_words(j.meta)).collect();
    let mut beats: VecDeque<AxisBeat> = jobs.iter().flat_map(|j| frame_to_beats(&j.payload)).collect();
    let mut run = TxRun::default();
    let mut col = FrameCollector::default();
    let (mut offer_meta, mut offer_pay) = (false, false);
    let mut in_frame = false;
    m.set_reset(true);
    m.tick();
    m.set_reset(false);
    let (s_pay, m_out) = (StreamPorts::new(m, "s_pay"), StreamPorts::new(m, "m"));
    let roll = |rng: &mut ChaCha8Rng, p: f64| p >= 1.0 || rng.gen_bool(p);
    while run.frames.len() < jobs.len() && run.cycles < max_cycles {
        if !offer_meta && !metas.is_empty() {
            offer_meta = roll(&mut rng, traffic.p_valid);
        }
        if !offer_pay && !beats.is_empty() {
            offer_pay = roll(&mut rng, traffic.p_valid);
        }
        match (offer_meta, metas.front()) {
            (true, Some(w)) => {
                Model::set_words(m, "meta", w).expect("meta port width");
                m.set_meta_valid(true);
            }
            _ => m.set_meta_valid(false),
        }
        s_pay.drive(m, if offer_pay { beats.front() } else { None }).expect("s_pay ports");
        let ready = roll(&mut rng, traffic.p_ready);
        m.set_m_axis_tready(ready);
        m.eval();
        if offer_meta && m.get_meta_ready() {
            metas.pop_front();
            offer_meta = false;
            run.meta_cycles.push(run.cycles);
        }
        if offer_pay && m.get_s_axis_pay_tready() {
            beats.pop_front();
            offer_pay = false;
        }
        if ready {
            if let Some(b) = m_out.observe(m).expect("m ports") {
                run.beats_out += 1;
                if !in_frame {
                    run.first_beat_cycles.push(run.cycles);
                    in_frame = true;
                }
                if let Some(f) = col.push(&b.data, b.keep, b.last, b.user) {
                    run.frames.push(f);
                    run.last_beat_cycles.push(run.cycles);
                    in_frame = false;
                }
            }
        }
        m.tick();
        run.cycles += 1;
    }
    run
}
