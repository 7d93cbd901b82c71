//! The key checker (`roce_key_checker`) through Verilator against golden's one rule
//! (`MkeyEntry::check` = `golden::memory::check_access`, codes by `golden::context::key_check_code`):
//! every error class, the boundaries of the region, 64-bit wrap of the request and saturation of
//! the region's end, unknown access codes; fixed latency, one request per cycle with gaps.

use cosim::verilator::RoceKeyChecker;
use golden::context::{access_code, access_from_code, key_check_code, key_code, MkeyEntry};
use golden::memory::{AccessFlags, PdId};
use hdl::key_checker::KEY_CHECK_LATENCY;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One request with the entry the cache returned for its key.
#[derive(Clone, Debug)]
struct Req {
    entry: MkeyEntry,
    present: bool,
    key: u32,
    va: u64,
    len: u64,
    access: u8,
    pd: PdId,
}

/// Golden's answer: code and (when allowed) host address.
fn golden(r: &Req) -> (u8, u64) {
    match access_from_code(r.access) {
        Some(a) => {
            let res = MkeyEntry::check(r.present.then_some(&r.entry), r.key, r.va, r.len, a, r.pd);
            let code = key_check_code(&res);
            (code, if code == key_code::OK { r.entry.host_address(r.va) } else { 0 })
        }
        // Unknown access codes: the key and PD checks still come first, then "not permitted".
        None => {
            let e = &r.entry;
            let code = if !r.present || !e.valid || e.key != r.key {
                key_code::BAD_KEY
            } else if e.pd != r.pd {
                key_code::PD_MISMATCH
            } else {
                key_code::NOT_PERMITTED
            };
            (code, 0)
        }
    }
}

fn words(b: &[u8; 64]) -> [u32; 16] {
    cosim::verilator::bytes_to_words(b)
}

/// Runs the requests through the model (one per cycle when `gaps` is 0, else random idle cycles)
/// and returns (code, host address) per request, checking the fixed latency.
fn run(reqs: &[Req], gaps: f64, seed: u64) -> Vec<(u8, u64)> {
    let mut m = RoceKeyChecker::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    m.set_reset(true);
    m.tick();
    m.set_reset(false);
    let mut out = Vec::new();
    let mut sent_at = Vec::new();
    let mut k = 0;
    let mut cycle = 0u64;
    while out.len() < reqs.len() {
        assert!(cycle < 10 * reqs.len() as u64 + 100, "no result");
        let send = k < reqs.len() && !(gaps > 0.0 && rng.gen_bool(gaps));
        m.set_in_valid(send);
        if send {
            let r = &reqs[k];
            m.set_entry(&words(&r.entry.to_bytes()));
            m.set_present(r.present);
            m.set_key(r.key as u64);
            m.set_va(r.va);
            m.set_len(r.len);
            m.set_access(r.access as u64);
            m.set_pd(r.pd as u64);
        } else {
            // Idle cycles carry garbage that must not come out.
            m.set_entry(&[0xA5A5_A5A5; 16]);
            m.set_va(rng.gen());
        }
        m.eval();
        if m.get_out_valid() {
            out.push((m.get_out_code() as u8, m.get_out_host_addr()));
            let at = sent_at[out.len() - 1];
            assert_eq!(cycle - at, KEY_CHECK_LATENCY as u64, "fixed latency");
        }
        if send {
            sent_at.push(cycle);
            k += 1;
        }
        m.tick();
        cycle += 1;
    }
    out
}

fn check(reqs: &[Req], gaps: f64, seed: u64) -> Result<(), String> {
    let got = run(reqs, gaps, seed);
    for (r, g) in reqs.iter().zip(&got) {
        let (code, host) = golden(r);
        if g.0 != code || (code == key_code::OK && g.1 != host) {
            return Err(format!("{r:x?}: RTL ({}, {:#x}), golden ({code}, {host:#x})", g.0, g.1));
        }
    }
    Ok(())
}

fn base_entry() -> MkeyEntry {
    MkeyEntry { va: 0x1000, len: 0x2000, host_addr: 0x8_0000_0000, key: 0x0000_0105, pd: 7, access: AccessFlags::ALL, valid: true }
}

fn req(entry: MkeyEntry, va: u64, len: u64, access: u8) -> Req {
    Req { entry, present: true, key: entry.key, va, len, access, pd: entry.pd }
}

/// Every class, and every boundary, one directed request each.
#[test]
fn every_error_class_and_boundary() {
    let e = base_entry();
    let end = e.va + e.len;
    let mut reqs = vec![
        // Allowed: exact fit, first byte, last byte, empty at either end.
        req(e, e.va, e.len, 0),
        req(e, e.va, 1, 3),
        req(e, end - 1, 1, 2),
        req(e, end, 0, 1),
        req(e, e.va, 0, 4),
        // Out of bounds by one on each side.
        req(e, e.va - 1, 1, 0),
        req(e, e.va, e.len + 1, 0),
        req(e, end, 1, 0),
        // Request wrapping 64 bits (and exactly reaching 2^64).
        req(e, u64::MAX, 1, 0),
        req(e, u64::MAX - 5, 10, 0),
        req(e, 1, u64::MAX, 0),
        // Bad key: not present, invalid entry, other variant byte, other index.
        Req { present: false, ..req(e, e.va, 8, 0) },
        req(MkeyEntry { valid: false, ..e }, e.va, 8, 0),
        Req { key: e.key ^ 1, ..req(e, e.va, 8, 0) },
        Req { key: e.key ^ 0x100, ..req(e, e.va, 8, 0) },
        // PD mismatch.
        Req { pd: 8, ..req(e, e.va, 8, 0) },
        // Order: bad key wins over PD, PD over access, access over bounds, wrap over bounds.
        Req { key: 0, pd: 9, ..req(MkeyEntry { access: AccessFlags::NONE, ..e }, 0, 8, 3) },
        Req { pd: 9, ..req(MkeyEntry { access: AccessFlags::NONE, ..e }, 0, 8, 3) },
        req(MkeyEntry { access: AccessFlags::NONE, ..e }, 0, 8, 3),
        req(e, u64::MAX, 2, 0),
        // Unknown access codes.
        req(e, e.va, 8, 5),
        req(e, e.va, 8, 7),
        Req { pd: 1, ..req(e, e.va, 8, 6) },
    ];
    // Not permitted: each access kind against an entry lacking exactly its flag.
    for (code, flag) in [(1u8, AccessFlags::LOCAL_WRITE), (2, AccessFlags::REMOTE_READ), (3, AccessFlags::REMOTE_WRITE), (4, AccessFlags::REMOTE_ATOMIC)] {
        let lacking = MkeyEntry { access: AccessFlags(AccessFlags::ALL.0 & !flag.0), ..e };
        reqs.push(req(lacking, e.va, 8, code));
        reqs.push(req(MkeyEntry { access: flag, ..e }, e.va, 8, code));
    }
    // Local read needs no flag.
    reqs.push(req(MkeyEntry { access: AccessFlags::NONE, ..e }, e.va, 8, 0));
    // A region whose end saturates at 2^64 - 1.
    let top = MkeyEntry { va: u64::MAX - 99, len: 1000, ..e };
    reqs.push(req(top, u64::MAX - 50, 50, 0));
    reqs.push(req(top, u64::MAX - 50, 51, 0));
    reqs.push(req(top, u64::MAX - 100, 1, 0));
    reqs.push(req(MkeyEntry { va: 0, len: u64::MAX, ..e }, u64::MAX - 1, 1, 0));
    reqs.push(req(MkeyEntry { va: 0, len: u64::MAX, ..e }, u64::MAX - 1, 2, 0));

    let codes: Vec<u8> = reqs.iter().map(|r| golden(r).0).collect();
    for c in [key_code::OK, key_code::BAD_KEY, key_code::PD_MISMATCH, key_code::NOT_PERMITTED, key_code::ADDRESS_WRAP, key_code::OUT_OF_BOUNDS] {
        assert!(codes.contains(&c), "directed list lacks class {c}");
    }
    check(&reqs, 0.0, 1).unwrap();
    check(&reqs, 0.5, 2).unwrap();
    // The access codes are golden's.
    for c in 0..5u8 {
        assert_eq!(access_code(access_from_code(c).unwrap()), c);
    }
}

/// Values near the edges: 0, 2^64 - k, and the region's own bounds +- small amounts.
fn edgy(rng: &mut ChaCha8Rng, near: &[u64]) -> u64 {
    match rng.gen_range(0..5) {
        0 => rng.gen(),
        1 => u64::MAX - rng.gen_range(0..4),
        2 => rng.gen_range(0..4),
        _ => near[rng.gen_range(0..near.len())].wrapping_add(rng.gen_range(0..5)).wrapping_sub(2),
    }
}

fn random_reqs(seed: u64, n: usize) -> Vec<Req> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let va = edgy(&mut rng, &[0, 1 << 32, u64::MAX / 2]);
            let len = edgy(&mut rng, &[0, 64, 4096, 1 << 31]);
            let entry = MkeyEntry {
                va,
                len,
                host_addr: rng.gen(),
                key: rng.gen(),
                pd: rng.gen_range(0..3),
                access: AccessFlags(rng.gen_range(0..16)),
                valid: rng.gen_bool(0.9),
            };
            let end = va.wrapping_add(len);
            let r_va = edgy(&mut rng, &[va, end, end.wrapping_sub(len / 2)]);
            let r_len = edgy(&mut rng, &[0, len, end.wrapping_sub(r_va), len / 2]);
            Req {
                entry,
                present: rng.gen_bool(0.95),
                key: if rng.gen_bool(0.9) { entry.key } else { entry.key ^ (1 << rng.gen_range(0..32)) },
                va: r_va,
                len: r_len,
                access: rng.gen_range(0..8),
                pd: if rng.gen_bool(0.9) { entry.pd } else { rng.gen_range(0..3) },
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Random requests concentrated on the boundaries agree with golden, back to back or with gaps.
    #[test]
    fn random_boundaries_match_golden(seed in any::<u64>(), gaps in prop_oneof![Just(0.0f64), 0.0f64..0.7]) {
        let reqs = random_reqs(seed, 400);
        let r = check(&reqs, gaps, seed);
        prop_assert!(r.is_ok(), "{}", r.unwrap_err());
    }
}
