//! Property test of the RTL responder through Verilator (64 cases of 50..70 messages in CI,
//! `ROCE_RTL_PROPTEST_CASES=N` for more): random verb mixes on 1..=64 QPs (QPNs packed, spread
//! or all in one cache set), random sizes, every path MTU, IPv4 or IPv6, tagged or not, every fault class of the fabric (loss, duplication, reordering, corruption, ECN
//! marking), sometimes a hostile peer, and a host memory with random latency and AXI
//! back-pressure. Every message completes, memory is the reference's, nothing is executed twice,
//! and the RTL is golden's in lockstep (frames, completions, memory, counters). UC and UD QPs
//! under the same faults: lost messages stay lost, but the RTL still equals golden exactly.

use cosim::harness::responder::{driver_configure, GoldenHostFormat, RtlResponder};
use cosim::host_memory::AxiSlaveConfig;
use cosim::respnode::{run_responder_with, DutKind, ResponderDut, RunConfig};
use golden::fabric::FaultConfig;
use golden::hostile::HostileConfig;
use golden::sim::OpMix;
use golden::verbs::QpType;
use proptest::prelude::*;

fn arb_mix() -> impl Strategy<Value = OpMix> {
    prop::array::uniform7(0u32..4)
        .prop_filter("at least one verb", |w| w.iter().any(|&x| x > 0))
        .prop_map(|w| OpMix { send: w[0], send_imm: w[1], write: w[2], write_imm: w[3], read: w[4], cas: w[5], fadd: w[6] })
}

fn arb_faults() -> impl Strategy<Value = FaultConfig> {
    (0.0..0.04f64, 0.0..0.03f64, 0.0..0.04f64, 0.0..0.02f64).prop_map(|(loss, dup, reorder, corrupt)| FaultConfig {
        loss,
        dup,
        reorder,
        corrupt,
        ..FaultConfig::none()
    })
}

fn arb_axi() -> impl Strategy<Value = AxiSlaveConfig> {
    (1u32..300, 0u32..100, any::<u64>(), 0.3..1.0f64, 0.3..1.0f64, 0.3..1.0f64, 0.3..1.0f64, 1usize..33).prop_map(
        |(latency, extra, seed, ar, aw, w, r, outstanding)| AxiSlaveConfig {
            latency,
            extra_latency_max: extra,
            seed,
            ar_ready_prob: ar,
            aw_ready_prob: aw,
            w_ready_prob: w,
            r_valid_prob: r,
            b_valid_prob: r,
            max_outstanding_reads: outstanding,
            max_outstanding_writes: outstanding,
            ..Default::default()
        },
    )
}

/// Simulated time one case may take. Passing cases finish in a few milliseconds (tens with
/// retransmission timeouts of 4 ms); a responder that stops making progress fails the case here
/// (and is shrunk for at most [`SHRINK_MS`] of wall time) instead of running to the 600 s default.
const CASE_BUDGET_NS: u64 = 100_000_000;

/// Wall-clock bound on shrinking a failed case: a stuck responder costs its whole budget per try.
const SHRINK_MS: u32 = 300_000;

/// Cases of the whole-NIC property: 64 in CI, `ROCE_RTL_PROPTEST_CASES` for more (or fewer).
fn rtl_cases() -> u32 {
    std::env::var("ROCE_RTL_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64)
}

proptest! {
    // Each case is a whole `roce run` through Verilator, a new seed every run (failures are
    // saved in run_rtl_props.proptest-regressions).
    #![proptest_config(ProptestConfig { cases: rtl_cases(), max_shrink_time: SHRINK_MS, ..ProptestConfig::default() })]

    #[test]
    fn rtl_responder_is_golden_under_random_traffic_faults_and_memory_timing(
        seed in any::<u64>(),
        qps in 1u32..=64,
        msgs in 50u64..70,
        max_size in prop::sample::select(vec![0u32, 256, 4096, 20000]),
        mtu in prop::sample::select(vec![256u32, 512, 1024, 2048, 4096]),
        ipv6 in any::<bool>(),
        vlan in prop::option::of(1u16..4095),
        qpn_stride in prop::sample::select(vec![1u32, 13, 1024]),
        mix in arb_mix(),
        faults in arb_faults(),
        ecn in any::<bool>(),
        hostile in any::<bool>(),
        axi in arb_axi(),
        recv_sges in prop::sample::select(vec![1u8, 1, 4, 16]),
    ) {
        let mut c = RunConfig::defaults(DutKind::Rtl);
        c.sim.seed = seed;
        c.sim.max_sim_ns = CASE_BUDGET_NS;
        c.sim.qps = qps;
        c.sim.msgs = msgs;
        c.sim.max_size = max_size;
        c.sim.mtu = mtu;
        c.sim.ipv6 = ipv6;
        c.sim.vlan = vlan;
        c.sim.qpn_stride = qpn_stride;
        c.sim.mix = mix;
        c.sim.recv_sges = recv_sges;
        c.sim.faults = faults;
        c.sim.ecn_threshold = ecn.then_some(2048);
        c.hostile = hostile.then_some(HostileConfig { frames: 100, interval_ns: 1000, start_ns: 0, seed, fuzz: false });
        let mut factory = |_: DutKind, sc: &golden::sim::Scenario, ep: golden::endpoint::Endpoint, clk: cosim::harness::responder::Clocking| -> Result<Box<dyn ResponderDut>, cosim::respnode::DutError> {
            Ok(Box::new(RtlResponder::with_clocking(sc, &ep, Box::new(GoldenHostFormat), Box::new(driver_configure), axi.clone(), clk)?))
        };
        let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut factory).unwrap();
        let s = &r.sim;
        prop_assert!(!s.timed_out, "{:?}", r);
        prop_assert_eq!(s.completed, s.messages, "{:?}", r);
        prop_assert_eq!(s.memory_mismatches, 0, "{:?}", r);
        prop_assert_eq!(s.duplicate_executions, 0, "{:?}", r);
        prop_assert_eq!(s.completion_errors, 0, "{:?}", r);
        prop_assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    }
}

proptest! {
    // Lost UC/UD messages never complete: the run ends when the fabric goes quiet. Fewer, smaller
    // cases (CI time); the RC property above covers the shared paths harder.
    #![proptest_config(ProptestConfig { cases: 3, max_shrink_time: SHRINK_MS, ..ProptestConfig::default() })]

    #[test]
    fn rtl_uc_and_ud_receive_is_golden_under_faults_and_memory_timing(
        seed in any::<u64>(),
        ud in any::<bool>(),
        qps in 1u32..=8,
        msgs in 10u64..25,
        mtu in prop::sample::select(vec![256u32, 1024, 4096]),
        mix in arb_mix(),
        faults in arb_faults(),
        ecn in any::<bool>(),
        axi in arb_axi(),
        recv_sges in prop::sample::select(vec![1u8, 4, 16]),
    ) {
        let qp_type = if ud { QpType::Ud } else { QpType::Uc };
        let mix = mix.for_service(qp_type);
        prop_assume!(mix.send + mix.send_imm + mix.write + mix.write_imm > 0);
        let mut c = RunConfig::defaults(DutKind::Rtl);
        c.sim.seed = seed;
        c.sim.max_sim_ns = CASE_BUDGET_NS;
        c.sim.qps = qps;
        c.sim.msgs = msgs;
        c.sim.max_size = if ud { 1024 } else { 9000 };
        c.sim.mtu = mtu;
        c.sim.mix = mix;
        c.sim.qp_type = qp_type;
        c.sim.recv_sges = recv_sges;
        c.sim.faults = faults;
        c.sim.ecn_threshold = ecn.then_some(2048);
        let mut factory = |_: DutKind, sc: &golden::sim::Scenario, ep: golden::endpoint::Endpoint, clk: cosim::harness::responder::Clocking| -> Result<Box<dyn ResponderDut>, cosim::respnode::DutError> {
            Ok(Box::new(RtlResponder::with_clocking(sc, &ep, Box::new(GoldenHostFormat), Box::new(driver_configure), axi.clone(), clk)?))
        };
        let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut factory).unwrap();
        prop_assert_eq!(r.sim.duplicate_executions, 0, "{:?}", r);
        prop_assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    }
}
