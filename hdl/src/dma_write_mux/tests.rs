//! [DmaWriteMux] against a model of the engine's write port contract, with two users.
use super::*;
use crate::sim_util::{rising_edge, settle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

fn beats_of(len: u64) -> u64 {
    len.div_ceil(64)
}

/// One user: requests to offer; requests taken whose beats it still sends (addr, len, next
/// beat); completions it expects (addr).
struct User {
    to_offer: VecDeque<(u64, u64)>,
    to_send: VecDeque<(u64, u64, u64)>,
    cpls_due: VecDeque<u64>,
}

/// One random schedule: every user streams its beats (data = address and beat number) only
/// after its request was taken, at random; the engine model takes requests and beats at random
/// and checks every beat it takes belongs to its oldest request with beats left, in order, with
/// `last` exactly on the last; completions (random status) go back in request order and must
/// reach the right user with their status.
fn run(seed: u64, n: usize, p_user: f64, p_eng: f64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut u = DmaWriteMux::default();
    u.connect_all();
    u.reset.next = true;
    rising_edge(&mut u, |u| &mut u.clock);
    u.reset.next = false;
    let mut users: Vec<User> = (0..2u64)
        .map(|id| User {
            to_offer: (0..n as u64)
                .map(|i| ((id << 40) | (i << 12), if rng.gen_bool(0.25) { 0 } else { rng.gen_range(1..=300) }))
                .collect(),
            to_send: VecDeque::new(),
            cpls_due: VecDeque::new(),
        })
        .collect();
    // Engine: requests with beats left (addr, len, beats taken); completions (addr, status, time).
    let mut eng_beats: VecDeque<(u64, u64, u64)> = VecDeque::new();
    let mut eng_cpls: VecDeque<(u64, u64, u64)> = VecDeque::new();
    let mut last_b = false;
    for cycle in 0..200_000u64 {
        let mut offers = [false; 2];
        let mut sends = [false; 2];
        for i in 0..2 {
            offers[i] = !users[i].to_offer.is_empty() && rng.gen_bool(p_user);
            sends[i] = !users[i].to_send.is_empty() && rng.gen_bool(p_user);
            let (addr, len) = users[i].to_offer.front().copied().unwrap_or((0, 0));
            let beat = users[i].to_send.front().copied();
            let p = if i == 0 { &mut u.a } else { &mut u.b };
            p.req_valid.next = offers[i];
            p.req_addr.next = addr.into();
            p.req_len.next = len.into();
            p.valid.next = sends[i];
            if let Some((baddr, blen, k)) = beat {
                p.data.next = Bits::<512>::from(baddr) | (Bits::<512>::from(k) << 64);
                p.last.next = k + 1 == beats_of(blen);
                p.keep.next = Bits::<64>::from(k + 1);
            }
        }
        let eng_req_ready = rng.gen_bool(p_eng);
        let eng_beat_ready = rng.gen_bool(p_eng);
        u.m.req_ready.next = eng_req_ready;
        u.m.ready.next = eng_beat_ready;
        let cpl = eng_cpls.front().copied().filter(|&(_, _, t)| t <= cycle && rng.gen_bool(0.7));
        u.m.cpl_valid.next = cpl.is_some();
        u.m.cpl_status.next = cpl.map(|c| c.1).unwrap_or(0).into();
        settle(&mut u);
        // Request.
        let taken = u.m.req_valid.val() && eng_req_ready;
        let (a_taken, b_taken) = (offers[0] && u.a.req_ready.val(), offers[1] && u.b.req_ready.val());
        assert!(!(a_taken && b_taken));
        assert_eq!(a_taken || b_taken, taken);
        if offers[0] && offers[1] && taken {
            assert_eq!(b_taken, !last_b, "round robin");
        }
        // Beat (decided on this cycle's state, before the request's effects).
        let beat_taken = u.m.valid.val() && eng_beat_ready;
        let user_beat = [sends[0] && u.a.ready.val(), sends[1] && u.b.ready.val()];
        assert!(!(user_beat[0] && user_beat[1]));
        assert_eq!(user_beat[0] || user_beat[1], beat_taken, "a beat is taken from a user exactly when the engine takes one");
        if beat_taken {
            let who = if user_beat[0] { 0 } else { 1 };
            let (baddr, blen, k) = users[who].to_send.front().copied().unwrap();
            let h = eng_beats.front_mut().expect("a beat before its request");
            assert_eq!(h.0, baddr, "beat of request {:#x} while {:#x} has beats left", baddr, h.0);
            assert_eq!(u.m.data.val().get_bits::<64>(0).to_u64(), baddr);
            assert_eq!(u.m.data.val().get_bits::<16>(64).to_u64(), k);
            assert_eq!(h.2, k);
            assert_eq!(u.m.keep.val().to_u64(), k + 1);
            assert_eq!(u.m.last.val(), k + 1 == beats_of(blen));
            h.2 += 1;
            if u.m.last.val() {
                let done = eng_beats.pop_front().unwrap();
                eng_cpls.iter_mut().find(|c| c.0 == done.0).unwrap().2 = cycle + 1;
                users[who].to_send.pop_front();
            } else {
                users[who].to_send.front_mut().unwrap().2 += 1;
            }
        }
        if taken {
            let who = if a_taken { 0 } else { 1 };
            last_b = who == 1;
            let (addr, len) = users[who].to_offer.pop_front().unwrap();
            assert_eq!(u.m.req_addr.val().to_u64(), addr);
            assert_eq!(u.m.req_len.val().to_u64(), len);
            if len > 0 {
                eng_beats.push_back((addr, len, 0));
                users[who].to_send.push_back((addr, len, 0));
            }
            eng_cpls.push_back((addr, rng.gen_range(0..4), if len == 0 { cycle + 1 } else { u64::MAX }));
            users[who].cpls_due.push_back(addr);
        }
        assert!(eng_cpls.len() <= 32);
        // Completion.
        if let Some((addr, status, _)) = cpl {
            eng_cpls.pop_front();
            assert!(!(u.a.cpl_valid.val() && u.b.cpl_valid.val()));
            let who = if u.a.cpl_valid.val() { 0 } else { assert!(u.b.cpl_valid.val(), "completion lost"); 1 };
            assert_eq!(users[who].cpls_due.pop_front(), Some(addr));
            let st = if who == 0 { u.a.cpl_status.val() } else { u.b.cpl_status.val() };
            assert_eq!(st.to_u64(), status);
        } else {
            assert!(!u.a.cpl_valid.val() && !u.b.cpl_valid.val());
        }
        rising_edge(&mut u, |u| &mut u.clock);
        if users.iter().all(|x| x.to_offer.is_empty() && x.to_send.is_empty() && x.cpls_due.is_empty()) {
            assert!(eng_cpls.is_empty() && eng_beats.is_empty());
            return;
        }
    }
    panic!("seed {seed}: did not finish");
}

#[test]
fn passes_each_users_stream_in_request_order() {
    for seed in 0..12u64 {
        let (p_user, p_eng) = match seed % 4 {
            0 => (0.5, 0.5),
            1 => (1.0, 1.0),
            2 => (0.3, 0.9),
            _ => (0.9, 0.3),
        };
        run(seed, 60, p_user, p_eng);
    }
}

#[test]
fn exports_and_lints_clean() {
    crate::export::export_and_lint("roce_dma_write_mux", DmaWriteMux::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
}
