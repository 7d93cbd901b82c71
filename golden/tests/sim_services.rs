//! `SimConfig::qp_type`: scenarios over UC and UD QPs. Without loss every message arrives, so the
//! run's checks (completions, memory against the reference, exactly once) hold as for RC; the
//! mixes a service cannot carry are refused.

use golden::sim::{run, OpMix, SimConfig, SimError};
use golden::verbs::QpType;

const SENDS_WRITES: OpMix = OpMix { send: 2, send_imm: 1, write: 2, write_imm: 1, read: 0, cas: 0, fadd: 0 };
const SENDS: OpMix = OpMix { send: 2, send_imm: 1, write: 0, write_imm: 0, read: 0, cas: 0, fadd: 0 };

fn clean(qp_type: QpType, mix: OpMix, max_size: u32) -> SimConfig {
    SimConfig { qps: 4, msgs: 200, max_size, mtu: 1024, mix, qp_type, seed: 9, ..Default::default() }
}

fn assert_all_good(cfg: &SimConfig) {
    let r = run(cfg, None, &mut |_| {}).unwrap();
    assert_eq!((r.completed, r.failed), (r.messages, 0), "{r:?}");
    assert_eq!(r.completion_errors, 0, "{r:?}");
    assert_eq!(r.memory_mismatches, 0, "{r:?}");
    assert_eq!(r.duplicate_executions, 0, "{r:?}");
    // Unreliable services never answer: no ACK, no NAK, nothing retransmitted.
    assert_eq!((r.naks, r.retransmissions), (0, 0), "{r:?}");
}

#[test]
fn uc_sends_and_writes_arrive_without_loss() {
    let cfg = clean(QpType::Uc, SENDS_WRITES, 5000);
    assert_all_good(&cfg);
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert!(r.recv_completions > 0, "SENDs and WRITE_WITH_IMMs complete receives: {r:?}");
}

#[test]
fn ud_sends_arrive_without_loss() {
    let cfg = clean(QpType::Ud, SENDS, 1024);
    assert_all_good(&cfg);
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert_eq!(r.recv_completions, r.messages, "{r:?}");
}

#[test]
fn mixes_a_service_cannot_carry_are_refused() {
    let bad = [
        clean(QpType::Uc, OpMix::default(), 1000),
        clean(QpType::Ud, SENDS_WRITES, 1000),
        clean(QpType::Ud, SENDS, 1025),
    ];
    for cfg in bad {
        assert!(matches!(run(&cfg, None, &mut |_| {}), Err(SimError::Config(_))), "{:?} {:?}", cfg.qp_type, cfg.mix);
    }
}
