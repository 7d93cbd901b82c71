//! The requester benchmarks run (they fail unless every WRITE's bytes are in the responder's
//! memory, every READ's in the NIC's, and every WQE retired and completed) and report figures within what the link can carry.
//! Issue 16's targets for 4 KB WRITEs and READs of one QP and for 4 KB WRITEs of 64 QPs (97
//! Gb/s) are asserted; the small-WRITE target (0.30 per cycle) is not reached yet: one engine
//! takes turns and responses one at a time (see the README's figures). Its floor, 0.05, guards
//! session 47's 0.0534 (turns of four packets and shorter walks; 0.0286 before).

#[test]
fn requester_bench_reports_checked_figures() {
    let m = cosim::bench_req::measure().expect("requester bench");
    eprintln!("{}", serde_json::to_string(&m).unwrap());
    let f = |k: &str| m.get(k).and_then(|v| v.as_f64()).unwrap_or_else(|| panic!("{k} missing in {m:?}"));
    // The link model's limit for 4 KB WRITE_ONLY frames: 4096 / (4170 + 24) of 100 Gb/s.
    assert!((f("requester_write_4k_protocol_limit_gbps") - 97.66).abs() < 0.01, "{m:?}");
    let (v, lim) = (f("requester_write_4k_gbps"), f("requester_write_4k_protocol_limit_gbps"));
    assert!(v >= 97.0 && v <= lim * 1.01, "{m:?}");
    // Gathered from four SGEs each (no target: its figure is reported; session 42 measured
    // 82.59, session 44 91.93 and session 47, with turns of four packets, 97.52 on the WRITEs'
    // own link limit).
    let v = f("requester_write_4k_gather_gbps");
    assert!(v >= 97.0 && v <= lim * 1.01, "{m:?}");
    // 64 QPs, cold: their WQEs and keys prefetched as the doorbells come (session 44; 54.36
    // before).
    let v = f("requester_write_4k_64qp_gbps");
    assert!(v >= 97.0 && v <= lim * 1.01, "{m:?}");
    // READ responses (an AETH, no RETH: a little more goodput than WRITEs).
    let (v, lim) = (f("requester_read_4k_gbps"), f("requester_read_4k_protocol_limit_gbps"));
    assert!(v >= 97.0 && v <= lim * 1.01, "{m:?}");
    let (v, lim) = (f("requester_small_write_msgs_per_cycle"), f("requester_small_write_protocol_limit_msgs_per_cycle"));
    assert!(v >= 0.05 && v <= lim * 1.01, "{m:?}");
    // The NAK is answered by the resend of its PSN, after the packet in flight at most and
    // the retire walk: well under the 10,000 cycles a stall would take.
    let c = f("requester_nak_to_retransmit_cycles");
    assert!(c > 0.0 && c < 10_000.0, "{m:?}");
}
