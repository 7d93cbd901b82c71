//! The whole NIC (`roce_nic`: the responder and the requester's send engine in one top) in the
//! harness that drives the responder-only top: same ports, same register map.
//!
//! - As a responder it is the responder: `roce run`'s lockstep over a faulty fabric, with a
//!   hostile peer, ends exactly as it does with `roce_responder` (every frame golden's).
//! - Its identification says responder and requester, and the mailbox reaches its send-queue
//!   context cache (target 2): an entry written is read back, flushed to the SQC table in host
//!   memory at golden's layout.

use cosim::harness::nic_ports::NicTop;
use cosim::harness::responder::{Clocking, RtlResponder, SQC_BASE};
use cosim::respnode::{make_dut, run_responder_with, DutKind, ResponderDut, RunConfig};
use golden::context::{SqContext, SQC_ENTRY_SIZE};
use golden::hostile::HostileConfig;
use golden::sim::{OpMix, Scenario, SimConfig};

const ALL: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 1, cas: 1, fadd: 1 };

/// Every verb over a fabric with every fault class and a hostile peer, the whole NIC as the
/// responder in lockstep with golden: completions, memory and every frame exact, drops counted.
/// (The requester's send engine beside it sits idle: no send doorbell is rung.)
#[test]
fn the_whole_nic_answers_as_the_responder_does() {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    c.sim.msgs = 60;
    c.sim.qps = 4;
    c.sim.max_size = 8192;
    c.sim.mix = ALL;
    c.sim.seed = 11;
    c.sim.faults.dup = 0.02;
    c.sim.faults.corrupt = 0.02;
    c.hostile = Some(HostileConfig { frames: 200, interval_ns: 2000, start_ns: 0, seed: 1, fuzz: false });
    let mut built = Vec::new();
    let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut |kind, sc, ep, clk| match kind {
        DutKind::Rtl => {
            built.push(NicTop::Nic);
            Ok(Box::new(RtlResponder::from_scenario_top(sc, &ep, clk, NicTop::Nic)?))
        }
        DutKind::Golden => make_dut(kind, sc, ep, clk),
    })
    .unwrap();
    assert_eq!(built, vec![NicTop::Nic], "the run used the whole NIC");
    assert_eq!(r.sim.completed, r.sim.messages, "{r:?}");
    assert_eq!(r.sim.memory_mismatches, 0, "{r:?}");
    assert_eq!(r.sim.duplicate_executions, 0, "{r:?}");
    assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    assert!(r.lockstep_report.frames_in > 100, "{:?}", r.lockstep_report);
    let d = r.responder_drops;
    assert!(d.bad_icrc > 0, "corrupted frames are dropped on the ICRC: {d:?}");
    assert!(d.unknown_qp > 0 && d.bad_pkey > 0, "hostile frames arrived: {d:?}");
}

/// `id.CAPS` says both sides; send-queue context commands go to their cache: a context written
/// through the mailbox reads back equal, and a flush puts it in host memory at
/// `SQC_BASE + qpn * 64` in golden's bytes; an entry beyond the table (sized as the QP context
/// table) is refused with an error.
#[test]
fn the_whole_nic_holds_send_queue_contexts() {
    use firmware::{CacheOp, Caps, Target};
    let cfg = SimConfig { qps: 1, msgs: 2, max_size: 256, mtu: 1024, one_way: true, seed: 3, ..Default::default() };
    let (sc, [_req, resp]) = Scenario::build(&cfg).unwrap();
    let mut d = RtlResponder::from_scenario_top(&sc, &resp, Clocking::transactional(), NicTop::Nic).unwrap();
    let sqc_base = SQC_BASE;
    // The highest QPN the tables hold (the send-queue context table is as large as the QP
    // context table).
    let log2 = d.layout().qpc_log2;
    let qpn = (1u32 << log2) - 1;
    let ctx = SqContext {
        sq_base: 0x5_0000_0000,
        sq_log_size: 6,
        sq_log_stride: 7,
        sq_producer: 17,
        npsn: golden::transport::psn::Psn::new(0xAB_CDEF),
        ..Default::default()
    };
    let bytes = ctx.to_bytes();
    assert_eq!(bytes.len(), SQC_ENTRY_SIZE);
    let (table, caps, back, flushed, beyond) = d
        .with_driver(|dr| {
            let table = dr.sqc_table();
            let caps = dr.caps();
            dr.command(Target::Sqc, CacheOp::Write, qpn, &bytes).unwrap();
            let back = dr.command(Target::Sqc, CacheOp::Read, qpn, &[]).unwrap();
            let flushed = dr.command(Target::Sqc, CacheOp::Flush, qpn, &[]).map(|_| ());
            let beyond = dr.command(Target::Sqc, CacheOp::Read, qpn + 1, &[]).map(|_| ());
            (table, caps, back, flushed, beyond)
        })
        .unwrap();
    assert_eq!(table, sqc_base, "the harness's driver placed the table");
    assert_eq!(caps, Caps { responder: true, requester: true });
    assert_eq!(&back[..SQC_ENTRY_SIZE], &bytes[..], "read back through the cache");
    assert_eq!(flushed, Ok(()));
    assert_eq!(beyond, Err(firmware::DriverError::CommandFailed { op: CacheOp::Read, target: Target::Sqc, index: qpn + 1 }), "beyond the table");
    let host = d.mem().read_vec(sqc_base + qpn as u64 * SQC_ENTRY_SIZE as u64, SQC_ENTRY_SIZE).unwrap();
    assert_eq!(SqContext::from_bytes(&host).unwrap(), ctx, "flushed to the table at golden's layout");
}
