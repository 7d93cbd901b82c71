//! [DmaReadMux] against a model of the engine's read port contract, with two users.
use super::*;
use crate::sim_util::{rising_edge, settle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// A request as the engine model holds it: address, length, beats still to send, status.
#[derive(Clone, Copy, Debug)]
struct Req {
    addr: u64,
    len: u64,
    beats_left: u64,
    status: u64,
}

/// One user: the requests it still has to offer, what it expects back.
struct User {
    to_offer: VecDeque<(u64, u64)>,
    /// (addr, len) of requests taken whose beats are still expected (len > 0 only), in order.
    beats_due: VecDeque<(u64, u64, u64)>,
    /// Addresses of requests taken whose completion is still expected, in order.
    cpls_due: VecDeque<u64>,
    beats_got: u64,
    cpls_got: u64,
}

fn beats_of(len: u64) -> u64 {
    len.div_ceil(64)
}

/// Runs one random schedule: `n` requests per user (lengths 0..=300, a quarter of them 0),
/// random valid/ready on every side, completions with random statuses, 0-length completions
/// the cycle after the take at the earliest. Checks every beat and completion reaches the user
/// that asked for it, in that user's request order, with its data, keep, last and status, and
/// that everything asked for arrives.
fn run(seed: u64, n: usize, p_offer: f64, p_ready: f64, p_eng: f64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut u = DmaReadMux::default();
    u.connect_all();
    u.reset.next = true;
    rising_edge(&mut u, |u| &mut u.clock);
    u.reset.next = false;
    let mut users: Vec<User> = (0..2u64)
        .map(|id| User {
            to_offer: (0..n as u64)
                .map(|i| {
                    let len = if rng.gen_bool(0.25) { 0 } else { rng.gen_range(1..=300) };
                    ((id << 40) | (i << 12) | rng.gen_range(0..64), len)
                })
                .collect(),
            beats_due: VecDeque::new(),
            cpls_due: VecDeque::new(),
            beats_got: 0,
            cpls_got: 0,
        })
        .collect();
    // Engine model: requests in order; beats for the oldest request with beats left; a
    // completion list (request, cycle it may complete).
    let mut eng_beats: VecDeque<Req> = VecDeque::new();
    let mut eng_cpls: VecDeque<(Req, u64)> = VecDeque::new();
    // B served last (after reset it is not, so B wins the first tie).
    let mut last_b = false;
    let mut max_out = 0usize;
    for cycle in 0..200_000u64 {
        let offer_a = !users[0].to_offer.is_empty() && rng.gen_bool(p_offer);
        let offer_b = !users[1].to_offer.is_empty() && rng.gen_bool(p_offer);
        let ports = [(offer_a, 0usize), (offer_b, 1usize)];
        for (offer, i) in ports {
            let (addr, len) = users[i].to_offer.front().copied().unwrap_or((0, 0));
            let p = if i == 0 { &mut u.a } else { &mut u.b };
            p.req_valid.next = offer;
            p.req_addr.next = addr.into();
            p.req_len.next = len.into();
            p.ready.next = rng.gen_bool(p_ready);
        }
        let eng_req_ready = rng.gen_bool(p_eng);
        u.m.req_ready.next = eng_req_ready;
        // Beat offered by the engine.
        let beat = eng_beats.front().copied().filter(|_| rng.gen_bool(p_eng));
        u.m.valid.next = beat.is_some();
        if let Some(r) = beat {
            let k = beats_of(r.len) - r.beats_left;
            let mut d = Bits::<512>::from(r.addr);
            d = d | (Bits::<512>::from(k) << 64);
            u.m.data.next = d;
            let last = r.beats_left == 1;
            let n_bytes = if last { r.len - 64 * k } else { 64 };
            u.m.keep.next = if n_bytes == 64 { Bits::<64>::from(u64::MAX) } else { Bits::<64>::from((1u64 << n_bytes) - 1) };
            u.m.last.next = last;
        }
        // Completion: the oldest, once its time came.
        let cpl = eng_cpls.front().copied().filter(|&(_, t)| t <= cycle && rng.gen_bool(0.7));
        u.m.cpl_valid.next = cpl.is_some();
        u.m.cpl_status.next = cpl.map(|(r, _)| r.status).unwrap_or(0).into();
        settle(&mut u);
        // ---- what the mux does this cycle ----
        // Request.
        let taken = u.m.req_valid.val() && eng_req_ready;
        let (a_taken, b_taken) = (offer_a && u.a.req_ready.val(), offer_b && u.b.req_ready.val());
        assert!(!(a_taken && b_taken), "one request at a time");
        assert_eq!(a_taken || b_taken, taken, "a request is taken from a user exactly when the engine takes one");
        if offer_a && offer_b && taken {
            // Round robin: the user not served last wins.
            assert_eq!(b_taken, !last_b, "round robin");
        }
        if taken {
            let who = if a_taken { 0 } else { 1 };
            last_b = who == 1;
            let (addr, len) = users[who].to_offer.pop_front().unwrap();
            assert_eq!(u.m.req_addr.val().to_u64(), addr);
            assert_eq!(u.m.req_len.val().to_u64(), len);
            let r = Req { addr, len, beats_left: beats_of(len), status: rng.gen_range(0..4) };
            if len > 0 {
                eng_beats.push_back(r);
                users[who].beats_due.push_back((addr, len, 0));
            }
            eng_cpls.push_back((r, if len == 0 { cycle + 1 } else { u64::MAX }));
            users[who].cpls_due.push_back(addr);
        }
        max_out = max_out.max(eng_cpls.len());
        assert!(eng_cpls.len() <= 32, "at most 32 outstanding");
        // Beat.
        if let Some(r) = beat {
            let to_a = u.a.valid.val();
            let to_b = u.b.valid.val();
            assert!(!(to_a && to_b));
            if u.m.ready.val() {
                let who = if to_a { 0 } else { assert!(to_b, "a beat taken goes to a user"); 1 };
                let user_ready = if who == 0 { u.a.ready.val() } else { u.b.ready.val() };
                assert!(user_ready);
                let p = if who == 0 { &u.a } else { &u.b };
                let (addr, len, k) = users[who].beats_due.front_mut().map(|e| (e.0, e.1, &mut e.2)).expect("a beat nobody asked for");
                assert_eq!(addr, r.addr, "user {who}: beat of another request");
                assert_eq!(p.data.val().get_bits::<64>(0).to_u64(), addr);
                assert_eq!(p.data.val().get_bits::<16>(64).to_u64(), *k);
                assert_eq!(p.last.val(), r.beats_left == 1);
                assert_eq!(p.keep.val(), u.m.keep.val());
                *k += 1;
                let k = *k;
                users[who].beats_got += 1;
                if p.last.val() {
                    assert_eq!(k, beats_of(len));
                    users[who].beats_due.pop_front();
                }
                let h = eng_beats.front_mut().unwrap();
                h.beats_left -= 1;
                if h.beats_left == 0 {
                    let done = eng_beats.pop_front().unwrap();
                    let e = eng_cpls.iter_mut().find(|(q, t)| q.addr == done.addr && *t == u64::MAX).unwrap();
                    e.1 = cycle + 1;
                }
            } else {
                // Not taken: the user the beat belongs to is not ready.
                assert!(!(to_a && u.a.ready.val()) && !(to_b && u.b.ready.val()));
            }
        }
        // Completion.
        if let Some((r, _)) = cpl {
            eng_cpls.pop_front();
            let who = if u.a.cpl_valid.val() { 0 } else { assert!(u.b.cpl_valid.val(), "completion lost"); 1 };
            assert!(!(u.a.cpl_valid.val() && u.b.cpl_valid.val()));
            assert_eq!(users[who].cpls_due.pop_front(), Some(r.addr), "user {who}: completion of another request");
            let st = if who == 0 { u.a.cpl_status.val() } else { u.b.cpl_status.val() };
            assert_eq!(st.to_u64(), r.status);
            users[who].cpls_got += 1;
        } else {
            assert!(!u.a.cpl_valid.val() && !u.b.cpl_valid.val());
        }
        rising_edge(&mut u, |u| &mut u.clock);
        if users.iter().all(|x| x.to_offer.is_empty() && x.cpls_due.is_empty() && x.beats_due.is_empty()) {
            assert!(eng_cpls.is_empty() && eng_beats.is_empty());
            assert_eq!(users[0].cpls_got + users[1].cpls_got, 2 * n as u64);
            return;
        }
    }
    panic!("seed {seed}: did not finish (max outstanding {max_out})");
}

#[test]
fn routes_beats_and_completions_to_their_users() {
    for seed in 0..12u64 {
        let (p_offer, p_ready, p_eng) = match seed % 4 {
            0 => (0.5, 0.5, 0.5),
            1 => (1.0, 1.0, 1.0),
            2 => (1.0, 0.2, 0.9),
            _ => (0.9, 0.9, 0.2),
        };
        run(seed, 60, p_offer, p_ready, p_eng);
    }
}

/// Requests of one user while the other's beats stall: the engine keeps taking them up to 32
/// outstanding, then the mux holds them.
#[test]
fn holds_requests_at_32_outstanding() {
    let mut u = DmaReadMux::default();
    u.connect_all();
    u.reset.next = true;
    rising_edge(&mut u, |u| &mut u.clock);
    u.reset.next = false;
    u.m.req_ready.next = true;
    u.a.req_valid.next = true;
    u.a.req_len.next = 0.into();
    u.b.req_valid.next = false;
    let mut taken = 0;
    for _ in 0..40 {
        settle(&mut u);
        if u.a.req_ready.val() {
            taken += 1;
        }
        rising_edge(&mut u, |u| &mut u.clock);
    }
    assert_eq!(taken, 32);
    // One completion frees one slot.
    u.m.cpl_valid.next = true;
    settle(&mut u);
    assert!(u.a.cpl_valid.val() && !u.b.cpl_valid.val());
    rising_edge(&mut u, |u| &mut u.clock);
    u.m.cpl_valid.next = false;
    settle(&mut u);
    assert!(u.a.req_ready.val());
}

#[test]
fn exports_and_lints_clean() {
    crate::export::export_and_lint("roce_dma_read_mux", DmaReadMux::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
}
