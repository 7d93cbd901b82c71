//! The header lookahead (`roce_header_lookahead`, `hdl::header_lookahead`) through Verilator
//! against its contract, with model caches around it: context and key lookups answered after
//! random delays and out of order (each answer is the table as it was when the lookup was taken,
//! as the context cache answers), context updates forwarded on random cycles (never beside a
//! lookup of the same QP, the cache's rule), table commands (`stale`) that rewrite entries behind
//! the block's back, random port refusals and a random taker.
//!
//! Checked on every record the taker takes:
//! - records leave in arrival order, each exactly once, and none is held forever;
//! - a record offered as fast is of the fast class ([`is_fast_class`]); its context is the QP's
//!   table entry as it is in that cycle (every update since its lookup forwarded in); if it needs
//!   an R_Key, golden's [`check_access`] passes for it now (remote write of `dma_len` bytes at
//!   the RETH VA in the context's PD; remote read for a READ Request) and the host address is `host_addr + (va - entry.va)`;
//! - a record of the fast class whose QP and key are good is offered as fast unless a table
//!   command came while it was held (the block must not send good records the slow way).

use cosim::verilator::RoceHeaderLookahead;
use golden::context::{qpc_off, MkeyEntry};
use golden::memory::{check_access, Access, AccessFlags};
use hdl::header_lookahead::is_fast_class;
use hdl::rx_parser::rx_meta_layout;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, VecDeque};

/// QPNs with table entries (different cache sets), and one outside the table.
const QPNS: [u32; 4] = [0x11, 0x22, 0x144, 0x2_0033];
const BAD_QPN: u32 = 0xFF_FFFF;
/// Key indices with entries; index 9 has none (answered with `err`).
const KEY_IDX: [u32; 3] = [3, 5, 7];
const BAD_KEY_IDX: u32 = 9;
/// PDs the contexts and keys are drawn from.
const PDS: [u32; 2] = [0x10, 0x20];
const REGION_VA: u64 = 0x7000_0000;
const REGION_LEN: u64 = 1 << 16;

#[derive(Clone, Debug)]
struct Rec {
    id: u32,
    verdict: u8,
    opcode: u8,
    qpn: u32,
    rkey: u32,
    va: u64,
    dma_len: u32,
}

impl Rec {
    fn needs_key(&self) -> bool {
        is_fast_class(self.verdict, self.opcode) && matches!(self.opcode, 0x06 | 0x0A | 0x0C) && self.dma_len != 0
    }

    /// The R_Key's access: remote read for a READ Request, else remote write.
    fn access(&self) -> Access {
        if self.opcode == 0x0C {
            Access::RemoteRead
        } else {
            Access::RemoteWrite
        }
    }
}

/// Sets field `name` of the record words (layout of `hdl::rx_parser::RxMeta`).
fn put(words: &mut [u32], name: &str, v: u128) {
    let (_, off, w) = rx_meta_layout().into_iter().find(|(n, _, _)| n == name).expect("RxMeta field");
    for k in 0..w {
        let bit = off + k;
        let on = k < 128 && v >> k & 1 == 1;
        if on {
            words[bit / 32] |= 1 << (bit % 32);
        } else {
            words[bit / 32] &= !(1 << (bit % 32));
        }
    }
}

fn ctx_words(b: &[u8; 128]) -> [u32; 32] {
    let mut w = [0u32; 32];
    for (i, c) in b.chunks(4).enumerate() {
        w[i] = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    w
}

/// A key entry on the 1024-bit answer port: the entry in bits 0..512, the upper half not the
/// block's to read (filled with a pattern, so reading it would show).
fn key_words(b: &[u8; 64]) -> [u32; 32] {
    let mut w = [0xA5A5_5A5Au32; 32];
    for (i, c) in b.chunks(4).enumerate() {
        w[i] = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    w
}

/// Mostly the first PD, so that most key checks can pass and some fail on the PD.
fn pick_pd(rng: &mut ChaCha8Rng) -> u32 {
    if rng.gen_bool(0.9) {
        PDS[0]
    } else {
        PDS[1]
    }
}

fn random_ctx(rng: &mut ChaCha8Rng) -> [u8; 128] {
    let mut b = [0u8; 128];
    rng.fill(&mut b[..]);
    let pd = pick_pd(rng);
    b[qpc_off::PD..qpc_off::PD + 4].copy_from_slice(&pd.to_le_bytes());
    b
}

fn random_key(rng: &mut ChaCha8Rng, idx: u32) -> MkeyEntry {
    MkeyEntry {
        va: REGION_VA,
        len: REGION_LEN,
        host_addr: 0x1_0000_0000 + u64::from(idx) * 0x100_0000,
        key: idx << 8 | 0x42,
        pd: pick_pd(rng),
        access: match rng.gen_range(0..20) {
            0 => AccessFlags::NONE,
            1 => AccessFlags::REMOTE_WRITE,
            2 => AccessFlags::REMOTE_READ,
            _ => AccessFlags::ALL,
        },
        valid: rng.gen_bool(0.9),
    }
}

/// A lookup answer waiting in a model cache: due cycle, tag, data, err.
struct Answer<const N: usize> {
    due: usize,
    tag: u8,
    data: [u32; N],
    err: bool,
}

/// Runs `n_recs` records through; returns how many were taken as fast.
fn run(seed: u64, n_recs: usize, p_fwd: f64, p_stale: f64, p_take: f64) -> Result<usize, TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = RoceHeaderLookahead::new();
    let mut ctx: HashMap<u32, [u8; 128]> = QPNS.iter().map(|&q| (q, random_ctx(&mut rng))).collect();
    let mut keys: HashMap<u32, MkeyEntry> = KEY_IDX.iter().map(|&k| (k, random_key(&mut rng, k))).collect();
    // The records to offer, in order.
    let mut to_send: VecDeque<Rec> = (0..n_recs as u32)
        .map(|id| {
            let opcode = *[0x06u8, 0x07, 0x08, 0x0A, 0x0A, 0x0A, 0x04, 0x0C, 0x26].get(rng.gen_range(0..9)).unwrap();
            let qpn = if rng.gen_bool(0.05) { BAD_QPN } else { QPNS[rng.gen_range(0..QPNS.len())] };
            let kidx = if rng.gen_bool(0.05) { BAD_KEY_IDX } else { KEY_IDX[rng.gen_range(0..KEY_IDX.len())] };
            let rkey = kidx << 8 | if rng.gen_bool(0.95) { 0x42 } else { 0x43 };
            let dma_len = if rng.gen_bool(0.1) { 0 } else { rng.gen_range(1..4096) };
            let va = if rng.gen_bool(0.9) { REGION_VA + rng.gen_range(0..REGION_LEN - 4096) } else { REGION_VA + REGION_LEN - 8 };
            Rec { id, verdict: if rng.gen_bool(0.05) { 1 } else { 0 }, opcode, qpn, rkey, va, dma_len }
        })
        .collect();
    // Records inside the block, in order, with "a table command came while it was held".
    let mut held: VecDeque<(Rec, bool)> = VecDeque::new();
    let mut qans: Vec<Answer<32>> = Vec::new();
    let mut kans: Vec<Answer<32>> = Vec::new();
    let mut taken = 0usize;
    let mut fast_taken = 0usize;
    let mut head_wait = 0usize;
    let mut meta = m.get_meta();
    m.set_reset(true);
    m.tick();
    m.set_reset(false);
    let mut cycle = 0usize;
    while taken < n_recs {
        cycle += 1;
        prop_assert!(cycle < 200 * n_recs + 1000, "records stuck: {} of {} taken after {} cycles", taken, n_recs, cycle);
        // ---- inputs that do not depend on this cycle's outputs ----
        let offer = to_send.front().cloned();
        if let Some(r) = &offer {
            meta.fill(0);
            put(&mut meta, "verdict", r.verdict.into());
            put(&mut meta, "opcode", r.opcode.into());
            put(&mut meta, "dest_qp", r.qpn.into());
            put(&mut meta, "psn", r.id.into());
            put(&mut meta, "rkey", r.rkey.into());
            put(&mut meta, "va", r.va.into());
            put(&mut meta, "dma_len", r.dma_len.into());
            m.set_meta(&meta);
        }
        m.set_meta_valid(offer.is_some() && rng.gen_bool(0.8));
        let allow_q = rng.gen_bool(0.85);
        let allow_k = rng.gen_bool(0.85);
        m.set_allow_q(allow_q);
        m.set_allow_k(allow_k);
        // A table command: rewrites a context or a key behind the block's back.
        let stale = rng.gen_bool(p_stale);
        m.set_stale(stale);
        // A forwarded update of a context (the fields the transport changes; never the PD).
        let fwd = if !stale && rng.gen_bool(p_fwd) {
            let q = QPNS[rng.gen_range(0..QPNS.len())];
            let mut e = ctx[&q];
            for b in e.iter_mut().take(qpc_off::PD) {
                if rng.gen_bool(0.3) {
                    *b = rng.gen();
                }
            }
            Some((q, e))
        } else {
            None
        };
        m.set_fwd_valid(fwd.is_some());
        if let Some((q, e)) = &fwd {
            m.set_fwd_index(u64::from(*q));
            m.set_fwd_data(&ctx_words(e));
        }
        // At most one answer per cache per cycle, any of those due (out of order).
        let pick = |v: &Vec<(usize, bool)>, rng: &mut ChaCha8Rng| -> Option<usize> {
            let due: Vec<usize> = v.iter().filter(|(_, d)| *d).map(|(i, _)| *i).collect();
            (!due.is_empty()).then(|| due[rng.gen_range(0..due.len())])
        };
        let qi = pick(&qans.iter().enumerate().map(|(i, a)| (i, a.due <= cycle)).collect(), &mut rng);
        let qa = qi.map(|i| qans.swap_remove(i));
        m.set_qpc_rsp_valid(qa.is_some());
        if let Some(a) = &qa {
            m.set_qpc_rsp_tag(u64::from(a.tag));
            m.set_qpc_rsp_data(&a.data);
            m.set_qpc_rsp_err(a.err);
        }
        let ki = pick(&kans.iter().enumerate().map(|(i, a)| (i, a.due <= cycle)).collect(), &mut rng);
        let ka = ki.map(|i| kans.swap_remove(i));
        m.set_mkey_rsp_valid(ka.is_some());
        if let Some(a) = &ka {
            m.set_mkey_rsp_tag(u64::from(a.tag));
            m.set_mkey_rsp_data(&a.data);
            m.set_mkey_rsp_err(a.err);
        }
        m.set_take(false);
        m.set_qpc_lk_ready(false);
        m.set_mkey_lk_ready(false);
        m.eval();

        // ---- outputs ----
        prop_assert_eq!(m.get_empty(), held.is_empty(), "empty, cycle {}", cycle);
        let meta_taken = m.get_meta_valid() && m.get_meta_ready();
        prop_assert!(m.get_meta_ready() == (held.len() < 4), "meta_ready with {} held, cycle {}", held.len(), cycle);
        // Lookups: only while allowed; taken unless a table command or an update of the same QP
        // is taken this cycle (the context cache's rule), else at random.
        let qlk = m.get_qpc_lk_valid();
        prop_assert!(!qlk || allow_q, "context lookup while not allowed, cycle {}", cycle);
        let qlk_idx = m.get_qpc_lk_index() as u32;
        let qlk_ok = qlk && !stale && fwd.as_ref().map_or(true, |(q, _)| *q != qlk_idx) && rng.gen_bool(0.8);
        if qlk_ok {
            let tag = m.get_qpc_lk_tag() as u8;
            prop_assert!(tag & 0x80 != 0, "context lookup tag {:#x}", tag);
            prop_assert!(!qans.iter().any(|a| a.tag == tag), "two context lookups of tag {:#x} out", tag);
            let (data, err) = match ctx.get(&qlk_idx) {
                Some(e) => (ctx_words(e), false),
                None => ([0u32; 32], true),
            };
            qans.push(Answer { due: cycle + rng.gen_range(1..=6), tag, data, err });
        }
        m.set_qpc_lk_ready(qlk_ok);
        let klk = m.get_mkey_lk_valid();
        prop_assert!(!klk || allow_k, "key lookup while not allowed, cycle {}", cycle);
        let klk_ok = klk && !stale && rng.gen_bool(0.8);
        if klk_ok {
            let tag = m.get_mkey_lk_tag() as u8;
            prop_assert!(tag & 0x80 != 0, "key lookup tag {:#x}", tag);
            prop_assert!(!kans.iter().any(|a| a.tag == tag), "two key lookups of tag {:#x} out", tag);
            let idx = m.get_mkey_lk_index() as u32;
            let (data, err) = match keys.get(&idx) {
                Some(e) => (key_words(&e.to_bytes()), false),
                None => ([0u32; 32], true),
            };
            kans.push(Answer { due: cycle + rng.gen_range(1..=6), tag, data, err });
        }
        m.set_mkey_lk_ready(klk_ok);
        // The taker.
        let take = m.get_head_valid() && rng.gen_bool(p_take);
        if m.get_head_valid() || held.is_empty() {
            head_wait = 0;
        } else {
            head_wait += 1;
            prop_assert!(head_wait < 100, "head record held {} cycles without being offered", head_wait);
        }
        if take {
            let (r, saw_stale) = held.pop_front().ok_or_else(|| TestCaseError::fail(format!("head offered with nothing held, cycle {cycle}")))?;
            let head = m.get_head();
            let got_id = hdl_field(&head, "psn") as u32;
            prop_assert_eq!(got_id, r.id, "record order, cycle {}", cycle);
            let fast = m.get_head_fast();
            let good_qp = ctx.contains_key(&r.qpn);
            let key_result = |pd: u32| {
                let e = keys.get(&(r.rkey >> 8));
                check_access(e.map(|e| e.to_region()).as_ref(), r.rkey, r.va, u64::from(r.dma_len), r.access(), pd)
            };
            if fast {
                prop_assert!(is_fast_class(r.verdict, r.opcode), "record {} of opcode {:#x} offered as fast", r.id, r.opcode);
                prop_assert!(good_qp, "record {} of an unknown QP offered as fast", r.id);
                let want = ctx[&r.qpn];
                let got = m.get_head_ctx();
                prop_assert_eq!(got, ctx_words(&want), "record {}: context not current, cycle {}", r.id, cycle);
                if r.needs_key() {
                    let pd = u32::from_le_bytes(want[qpc_off::PD..qpc_off::PD + 4].try_into().unwrap());
                    prop_assert!(key_result(pd).is_ok(), "record {} offered as fast, key check {:?}", r.id, key_result(pd));
                    let e = keys[&(r.rkey >> 8)];
                    prop_assert_eq!(m.get_head_host(), e.host_addr + (r.va - e.va), "record {} host address", r.id);
                }
                fast_taken += 1;
            } else if is_fast_class(r.verdict, r.opcode) && good_qp && !saw_stale {
                let pd = u32::from_le_bytes(ctx[&r.qpn][qpc_off::PD..qpc_off::PD + 4].try_into().unwrap());
                prop_assert!(
                    r.needs_key() && key_result(pd).is_err(),
                    "record {} (opcode {:#x}, good QP and key, no table command) not offered as fast",
                    r.id,
                    r.opcode
                );
            }
            taken += 1;
        }
        m.set_take(take);
        m.eval();
        m.tick();

        // ---- the model after the edge ----
        if stale {
            for h in held.iter_mut() {
                h.1 = true;
            }
            if rng.gen_bool(0.5) {
                let q = QPNS[rng.gen_range(0..QPNS.len())];
                ctx.insert(q, random_ctx(&mut rng));
            } else {
                let k = KEY_IDX[rng.gen_range(0..KEY_IDX.len())];
                keys.insert(k, random_key(&mut rng, k));
            }
        }
        if let Some((q, e)) = fwd {
            ctx.insert(q, e);
        }
        if meta_taken {
            let r = to_send.pop_front().expect("offered");
            held.push_back((r, stale));
        }
    }
    Ok(fast_taken)
}

/// A field of the `head` port's words, by name.
fn hdl_field(words: &[u32], name: &str) -> u128 {
    cosim::harness::rx::meta_value(words, name).expect("RxMeta field")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn lookahead_keeps_its_contract(seed in any::<u64>(), p_fwd in 0.0f64..0.6, p_stale in 0.0f64..0.05, p_take in 0.2f64..1.0) {
        // (A run with no fast record would check little.)
        prop_assert!(run(seed, 400, p_fwd, p_stale, p_take)? > 0);
    }
}

/// No updates and no commands: every good record goes the fast way, in order.
#[test]
fn quiet_tables_give_fast_records() {
    let fast = run(7, 2_000, 0.0, 0.0, 1.0).unwrap();
    // About half the records are of the fast class with a good QP and key.
    assert!(fast * 4 >= 2_000, "{fast} of 2,000 fast");
}

/// Updates on most cycles, the taker always ready: forwarding under pressure.
#[test]
fn forwarding_under_back_to_back_updates() {
    let fast = run(11, 2_000, 0.9, 0.0, 1.0).unwrap();
    assert!(fast * 4 >= 2_000, "{fast} of 2,000 fast");
}
