//! Driving the RX parser's Verilator model (`roce_rx_parser`): frames in on `s` (random idle
//! gaps), records out on `meta` (random `meta_ready`), payloads out on `m_pay` (random
//! `m_axis_pay_tready`), and the per-verdict counters.

use super::axis::{StreamPorts, Traffic};
use crate::verilator::{Model, RoceRxParser};
use hdl::axis::{frame_to_beats, AxisBeat, FrameCollector};
use hdl::rx_parser::{reason, rx_meta_layout, rx_meta_value};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// What came out of an RX run.
#[derive(Debug, Default)]
pub struct RxRun {
    /// Records in order, as the `meta` port's little-endian words.
    pub metas: Vec<Vec<u32>>,
    /// Payload frames on `m_pay`, in order.
    pub payloads: Vec<Vec<u8>>,
    /// True if a payload beat other than the last had a partial `tkeep`.
    pub partial_inner_beat: bool,
    /// Counter per verdict code after the run.
    pub counters: Vec<u32>,
    /// Cycles run.
    pub cycles: u64,
    /// Input beats accepted.
    pub beats_in: u64,
    /// Cycle of each input handshake.
    pub in_cycles: Vec<u64>,
    /// Cycle in which each frame's last beat was accepted.
    pub last_in_cycles: Vec<u64>,
    /// Cycle of each record handshake.
    pub meta_cycles: Vec<u64>,
    /// Lookahead hints in order: (QPN, key valid, key) on each cycle `hint_valid` was high.
    pub hints: Vec<(u32, bool, u32)>,
}

/// A named field of a record given as the `meta` port's little-endian words, as a value. The
/// layout is [hdl::rx_parser::RxMeta]'s (no second copy here).
pub fn meta_value(words: &[u32], name: &str) -> Option<u128> {
    rx_meta_value(|i| words.get(i / 32).is_some_and(|w| w >> (i % 32) & 1 == 1), name)
}

/// Every field of a record, by name, as values (layout of [hdl::rx_parser::RxMeta]).
pub fn meta_values(words: &[u32]) -> Vec<(String, u128)> {
    let bit = |i: usize| words.get(i / 32).is_some_and(|w| w >> (i % 32) & 1 == 1);
    rx_meta_layout()
        .into_iter()
        .map(|(name, off, w)| {
            let v = (0..w).filter(|&k| bit(off + k)).fold(0u128, |v, k| v | 1 << k);
            (name, v)
        })
        .collect()
}

pub use hdl::rx_expect::{expected_fields, expected_verdict};

/// Runs `frames` (with their `tuser` flag) through the parser until every record and every
/// expected payload came out (`payloads_expected`), or `max_cycles` passed.
pub fn run_rx(
    m: &mut RoceRxParser,
    frames: &[(Vec<u8>, bool)],
    traffic: Traffic,
    p_meta: f64,
    payloads_expected: usize,
    max_cycles: u64,
) -> RxRun {
    let mut rng = ChaCha8Rng::seed_from_u64(traffic.seed);
    let mut beats: VecDeque<AxisBeat> = frames
        .iter()
        .flat_map(|(f, user)| {
            let mut b = frame_to_beats(f);
            if let Some(l) = b.last_mut() {
                l.user = *user;
            }
            b
        })
        .collect();
    let (s, pay) = (StreamPorts::new(m, "s"), StreamPorts::new(m, "m_pay"));
    let mut run = RxRun::default();
    let mut col = FrameCollector::default();
    let mut offering = false;
    let roll = |rng: &mut ChaCha8Rng, p: f64| p >= 1.0 || rng.gen_bool(p);
    m.set_reset(true);
    m.tick();
    m.tick();
    m.set_reset(false);
    while (run.metas.len() < frames.len() || run.payloads.len() < payloads_expected) && run.cycles < max_cycles {
        if !offering && !beats.is_empty() {
            offering = roll(&mut rng, traffic.p_valid);
        }
        s.drive(m, if offering { beats.front() } else { None }).expect("s ports");
        m.set_time_now(run.cycles & 0xFFFF_FFFF);
        let pay_ready = roll(&mut rng, traffic.p_ready);
        let meta_ready = roll(&mut rng, p_meta);
        m.set_m_axis_pay_tready(pay_ready);
        m.set_meta_ready(meta_ready);
        m.eval();
        if pay_ready {
            if let Some(b) = pay.observe(m).expect("m_pay ports") {
                if b.keep != u64::MAX && !b.last {
                    run.partial_inner_beat = true;
                }
                if let Some((p, _)) = col.push(&b.data, b.keep, b.last, b.user) {
                    run.payloads.push(p);
                }
            }
        }
        if m.get_hint_valid() {
            run.hints.push((m.get_hint_qpn() as u32, m.get_hint_key_valid(), m.get_hint_key() as u32));
        }
        if meta_ready && m.get_meta_valid() {
            run.metas.push(Model::get_words(m, "meta").expect("meta"));
            run.meta_cycles.push(run.cycles);
        }
        if offering && m.get_s_axis_tready() {
            let b = beats.pop_front().expect("offered beat");
            offering = false;
            run.beats_in += 1;
            run.in_cycles.push(run.cycles);
            if b.last {
                run.last_in_cycles.push(run.cycles);
            }
        }
        m.tick();
        run.cycles += 1;
    }
    let c = m.get_counters();
    run.counters = c[..reason::COUNT].to_vec();
    run
}
