//! The atomic unit (`roce_atomic_unit`) through Verilator against golden: compare-and-swap and
//! fetch-and-add on a word of a small host memory, the replay entry recorded as golden's
//! `AtomicReplay::record` records it (slot, bytes, next head), and duplicates answered as
//! `AtomicReplay::find` answers them, for random rings, heads, slot counts and PSNs; with random
//! DMA latencies and failing reads and writes (an execute then reports `err`, a replay `rd_err`).

use cosim::verilator::{bytes_to_words, words_to_bytes, RoceAtomicUnit};
use golden::context::{AtomicReplay, ReplayEntry, REPLAY_ENTRY_SIZE, REPLAY_RING_SIZE, REPLAY_SLOTS};
use golden::transport::psn::Psn;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, VecDeque};

/// Host memory and a DMA model: one read at a time (beats after a delay, then the completion),
/// writes completed in order after a delay; failures injected with probability `p_err`.
struct Dma {
    mem: BTreeMap<u64, u8>,
    rng: ChaCha8Rng,
    p_err: f64,
    read: Option<(u64, usize, usize, u32)>, // addr, len, beats sent, delay
    wr_req: Option<(u64, usize)>,
    wr_pending: VecDeque<(u32, bool)>, // delay, fails
    read_failed: bool,
    write_failed: bool,
}

impl Dma {
    fn byte(&self, a: u64) -> u8 {
        self.mem.get(&a).copied().unwrap_or(0)
    }
    fn bytes(&self, a: u64, n: usize) -> Vec<u8> {
        (0..n as u64).map(|i| self.byte(a.wrapping_add(i))).collect()
    }
    fn put(&mut self, a: u64, b: &[u8]) {
        for (i, x) in b.iter().enumerate() {
            self.mem.insert(a.wrapping_add(i as u64), *x);
        }
    }
}

/// Runs one operation to `done`; returns (orig, err, rd_err, found, next_head).
fn op(m: &mut RoceAtomicUnit, d: &mut Dma, replay: bool) -> Result<(u64, bool, bool, bool, u64), TestCaseError> {
    m.set_exec(!replay);
    m.set_replay(replay);
    for _ in 0..2000 {
        // Inputs of this cycle.
        let drained = d.wr_pending.is_empty() && d.wr_req.is_none();
        m.set_drained(drained);
        let wr_room = d.rng.gen_bool(0.8);
        m.set_wr_room(wr_room);
        let (rd_req_ready, wr_req_ready, wr_ready) = (d.rng.gen_bool(0.7), d.rng.gen_bool(0.7), d.rng.gen_bool(0.7));
        m.set_rd_req_ready(rd_req_ready);
        m.set_wr_req_ready(wr_req_ready);
        m.set_wr_ready(wr_ready);
        // Read data / completion.
        let (mut rd_valid, mut rd_cpl, mut rd_status) = (false, false, 0u64);
        if let Some((addr, len, sent, delay)) = d.read {
            if delay > 0 {
                d.read = Some((addr, len, sent, delay - 1));
            } else if sent < len.div_ceil(64) {
                let mut beat = [0u8; 64];
                let chunk = d.bytes(addr + 64 * sent as u64, (len - 64 * sent).min(64));
                beat[..chunk.len()].copy_from_slice(&chunk);
                m.set_rd_data(&bytes_to_words(&beat));
                rd_valid = true;
                d.read = Some((addr, len, sent + 1, 0));
            } else {
                rd_cpl = true;
                d.read_failed = d.rng.gen_bool(d.p_err);
                rd_status = if d.read_failed { 2 } else { 0 };
                d.read = None;
            }
        }
        m.set_rd_valid(rd_valid);
        m.set_rd_cpl_valid(rd_cpl);
        m.set_rd_cpl_status(rd_status);
        // Write completions (in order).
        let mut wr_failed = false;
        if let Some((delay, fails)) = d.wr_pending.front_mut() {
            if *delay > 0 {
                *delay -= 1;
            } else {
                wr_failed = *fails;
                d.wr_pending.pop_front();
            }
        }
        m.set_wr_failed(wr_failed);
        m.eval();
        // Outputs.
        if m.get_rd_req_valid() {
            prop_assert!(d.read.is_none(), "one read at a time");
            if rd_req_ready {
                d.read = Some((m.get_rd_req_addr(), m.get_rd_req_len() as usize, 0, d.rng.gen_range(0..6)));
            }
        }
        if m.get_wr_req_valid() {
            prop_assert!(wr_room, "a write request without room");
            prop_assert!(d.wr_req.is_none(), "a second request before the data");
            if wr_req_ready {
                d.wr_req = Some((m.get_wr_req_addr(), m.get_wr_req_len() as usize));
            }
        }
        if m.get_wr_valid() && wr_ready {
            let (addr, len) = d.wr_req.take().expect("data without a request");
            prop_assert!(m.get_wr_last());
            let keep = m.get_wr_keep();
            let data = words_to_bytes(&m.get_wr_data());
            prop_assert_eq!(keep, (1u64 << len) - 1, "keep of a {}-byte write", len);
            let fails = d.rng.gen_bool(d.p_err);
            d.write_failed |= fails;
            if !fails {
                d.put(addr, &data[..len]);
            }
            let delay = d.rng.gen_range(0..8);
            d.wr_pending.push_back((delay, fails));
        }
        let done = m.get_res_done();
        let res = (m.get_res_orig(), m.get_res_err(), m.get_res_rd_err(), m.get_res_found(), m.get_next_head());
        m.tick();
        if done {
            m.set_exec(false);
            m.set_replay(false);
            return Ok(res);
        }
    }
    prop_assert!(false, "the operation never finished");
    unreachable!()
}

fn ring_bytes(r: &AtomicReplay) -> Vec<u8> {
    let mut b = vec![0u8; REPLAY_RING_SIZE];
    for (i, e) in r.ring.0.iter().enumerate() {
        b[i * REPLAY_ENTRY_SIZE..(i + 1) * REPLAY_ENTRY_SIZE].copy_from_slice(&e.to_bytes());
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn unit_is_golden(seed in any::<u64>(), ops in 1usize..12, p_err in prop_oneof![Just(0.0), 0.0f64..0.3]) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut m = RoceAtomicUnit::new();
        m.set_reset(true);
        m.tick();
        m.set_reset(false);
        let mut d = Dma { mem: BTreeMap::new(), rng: ChaCha8Rng::seed_from_u64(seed ^ 1), p_err, read: None, wr_req: None, wr_pending: VecDeque::new(), read_failed: false, write_failed: false };
        let replay_base = (rng.gen::<u64>() >> 8) << 8;
        let qpn = rng.gen_range(0..64u32);
        let ring_addr = replay_base.wrapping_add((qpn as u64) << 8);
        let mdra = rng.gen_range(0..=20u8);
        let n = AtomicReplay::slot_count(mdra);
        // A ring with history: random earlier atomics (PSNs from a small set so duplicates meet).
        let mut g = AtomicReplay::default();
        for _ in 0..rng.gen_range(0..40) {
            g.record(n, Psn::new(rng.gen_range(0..24)), rng.gen());
        }
        // Slots beyond the live ones hold stale entries too.
        for i in 0..REPLAY_SLOTS {
            if !g.live(i, n) {
                g.ring.0[i] = ReplayEntry { psn: Psn::new(rng.gen_range(0..24)), orig: rng.gen() };
            }
        }
        d.put(ring_addr, &ring_bytes(&g));
        m.set_replay_base(replay_base);
        m.set_qpn(qpn as u64);
        m.set_max_dest_rd_atomic(mdra as u64);
        for _ in 0..ops {
            let head = g.head as u64 | (g.wrapped as u64) << 4;
            m.set_head(head);
            let psn = Psn::new(rng.gen_range(0..24));
            m.set_psn(psn.get() as u64);
            if rng.gen_bool(0.5) {
                // A duplicate: answered from the ring as golden finds it.
                d.read_failed = false;
                let (orig, _, rd_err, found, _) = op(&mut m, &mut d, true)?;
                prop_assert_eq!(rd_err, d.read_failed);
                if !rd_err {
                    let want = g.find(n, psn);
                    prop_assert_eq!(found, want.is_some(), "found, psn {}", psn.get());
                    if let Some(o) = want {
                        prop_assert_eq!(orig, o);
                    }
                }
            } else {
                // Execute on a word (8-byte aligned).
                let addr = (rng.gen::<u64>() >> 20) << 3;
                let word: u64 = rng.gen();
                d.put(addr, &word.to_le_bytes());
                let cas = rng.gen_bool(0.5);
                let cmp = if rng.gen_bool(0.5) { word } else { rng.gen() };
                let swap_add: u64 = rng.gen();
                m.set_addr(addr);
                m.set_cas(cas);
                m.set_cmp(cmp);
                m.set_swap_add(swap_add);
                d.read_failed = false;
                d.write_failed = false;
                let (orig, err, rd_err, _, next_head) = op(&mut m, &mut d, false)?;
                prop_assert_eq!(rd_err, d.read_failed);
                prop_assert_eq!(err, d.read_failed || d.write_failed);
                if d.read_failed {
                    prop_assert_eq!(d.bytes(addr, 8), word.to_le_bytes().to_vec(), "a failed read writes nothing");
                    continue;
                }
                prop_assert_eq!(orig, word);
                let new = if cas { if word == cmp { swap_add } else { word } } else { word.wrapping_add(swap_add) };
                let slot = g.head as u64 % REPLAY_SLOTS as u64;
                g.record(n, psn, word);
                prop_assert_eq!(next_head, g.head as u64 | (g.wrapped as u64) << 4, "next head");
                if !d.write_failed {
                    prop_assert_eq!(d.bytes(addr, 8), new.to_le_bytes().to_vec(), "the new value");
                    let entry = d.bytes(ring_addr + slot * REPLAY_ENTRY_SIZE as u64, REPLAY_ENTRY_SIZE);
                    prop_assert_eq!(ReplayEntry::from_bytes(&entry).unwrap(), ReplayEntry { psn, orig: word }, "the replay entry");
                } else {
                    // Memory as golden expects it from here on (the entry golden recorded).
                    d.put(addr, &new.to_le_bytes());
                    d.put(ring_addr + slot * REPLAY_ENTRY_SIZE as u64, &ReplayEntry { psn, orig: word }.to_bytes());
                }
            }
        }
    }
}
