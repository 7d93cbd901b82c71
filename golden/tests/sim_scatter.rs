//! `SimConfig::recv_sges`: receive buffers cut into several scatter entries in a shuffled order.
//! The run's reference memory places each SEND's bytes piece by piece, so a responder that
//! scattered in the wrong order, at the wrong offsets or past an entry's end shows memory
//! mismatches.

use golden::fabric::FaultConfig;
use golden::sim::{run, Scenario, SimConfig, SimError};

fn scattered(seed: u64) -> SimConfig {
    SimConfig { qps: 4, msgs: 300, max_size: 9000, mtu: 1024, recv_sges: 8, seed, ..Default::default() }
}

#[test]
fn scattered_receives_complete_exactly_over_a_faulty_fabric() {
    let cfg = SimConfig { faults: FaultConfig { loss: 0.02, reorder: 0.02, dup: 0.01, ..FaultConfig::none() }, ..scattered(5) };
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert_eq!((r.completed, r.failed), (r.messages, 0), "{r:?}");
    assert_eq!((r.completion_errors, r.memory_mismatches, r.duplicate_executions), (0, 0, 0), "{r:?}");
    assert!(r.recv_completions > 0, "{r:?}");
}

#[test]
fn receive_buffers_are_really_cut_and_shuffled() {
    let (sc, _) = Scenario::build(&scattered(5)).unwrap();
    let recvs = sc.posted_recvs(1);
    let multi = recvs.iter().filter(|(_, w)| w.sges.len() > 1).count();
    let out_of_order = recvs.iter().filter(|(_, w)| w.sges.windows(2).any(|p| p[1].addr < p[0].addr)).count();
    let empty = recvs.iter().filter(|(_, w)| w.sges.iter().any(|s| s.length == 0)).count();
    assert!(multi > recvs.len() / 2, "{multi} of {}", recvs.len());
    assert!(out_of_order > recvs.len() / 4, "{out_of_order} of {}", recvs.len());
    assert!(empty > 0);
    for (_, w) in recvs {
        assert!((1..=8).contains(&w.sges.len()));
    }
}

#[test]
fn one_scatter_entry_is_the_whole_buffer() {
    let (sc, _) = Scenario::build(&SimConfig { recv_sges: 1, ..scattered(3) }).unwrap();
    assert!(sc.posted_recvs(1).iter().all(|(_, w)| w.sges.len() == 1 && w.sges[0].length >= 9000));
}

#[test]
fn out_of_range_scatter_counts_are_refused() {
    for n in [0u8, 17] {
        assert!(matches!(run(&SimConfig { recv_sges: n, ..scattered(1) }, None, &mut |_| {}), Err(SimError::Config(_))), "{n}");
    }
}
