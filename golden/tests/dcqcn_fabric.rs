//! DCQCN end to end over the fabric, as HPCC's ns-3 model runs it (`golden::dcqcn`): N senders
//! into one sink port of the same speed (N:1 incast), the switch marking with HPCC's RED
//! profile for DCQCN scaled to the port rate (`EcnConfig::dcqcn_red`: Kmin 100 KB, Kmax 400 KB,
//! Pmax 0.2 at 25 Gb/s), the sink as notification point, run.py's DCQCN parameters.
//!
//! HPCC ships a two-flow 100 Gb/s setting; here every link is 25 Gb/s (a quarter of the events
//! per simulated millisecond, so the tests run in seconds), 1 us of propagation per link (HPCC's
//! topologies) and 1000-byte payloads (run.py's `PACKET_PAYLOAD_SIZE`). The switch buffer is
//! large (no drops): the queue is measured, not cut off.
//!
//! Asserted: after convergence the bottleneck is >= 90 % busy, the queue stays under a stated
//! bound and the flows share within Jain's index >= 0.95 (2:1 and 8:1); after one of two senders
//! stops, the other gets >= 90 % of the link within a measured, stated time; with CC off the
//! queue grows at the excess rate.

mod sim_support;

use golden::dcqcn::{CnpLimiter, DcqcnConfig, DcqcnProfile};
use golden::fabric::{serialization_ns, EcnConfig, Fabric, FabricConfig, LinkConfig};
use golden::node::Nanos;
use sim_support::*;

const G: u64 = 1_000_000_000;
const US: Nanos = 1_000;
const MS: Nanos = 1_000_000;
const RATE: u64 = 25 * G;
const PROP: u64 = 1_000;
const PAYLOAD: usize = 1000;

/// Bytes of one data frame (Ethernet 14, IPv4 20, UDP 8, BTH 12, payload, ICRC 4).
const FRAME: usize = 14 + 20 + 8 + 12 + PAYLOAD + 4;

/// Both of HPCC's DCQCN timings: every CC-on scenario runs with each.
const PROFILES: [DcqcnProfile; 2] = [DcqcnProfile::Paper, DcqcnProfile::Mlx5];

/// `n` senders (ports 0..n) into a sink (port n), DCQCN on (with `cc`'s timing) or off.
fn incast(n: usize, cc: Option<DcqcnProfile>) -> Fabric<TestNode> {
    let cfg = FabricConfig { seed: 11, ecn_dcqcn_red: true, queue_capacity_bytes: 256 << 20, ..Default::default() };
    let dc = DcqcnConfig::for_profile(cc.unwrap_or_default(), RATE);
    let cc = cc.is_some();
    let link = LinkConfig { rate_bps: RATE, prop_delay_ns: PROP };
    let mut f = Fabric::new(cfg);
    for i in 0..n {
        let mut s = Sender::new(i, n, u32::MAX, PAYLOAD);
        if cc {
            s = s.with_dcqcn(&dc);
        }
        f.add_node(TestNode::S(s), mac(i), link);
    }
    let mut sink = Sink::new(n);
    if cc {
        sink.np = Some(CnpLimiter::new(dc.min_time_between_cnps_ns));
        for i in 0..n {
            sink.cnp_qpn.insert(i, 0x100 + i as u32);
        }
    }
    f.add_node(TestNode::K(sink), mac(n), link);
    assert_eq!(f.port_ecn(n), Some(EcnConfig::dcqcn_red(RATE)));
    f
}

/// What a window of a run showed at the sink's port.
#[derive(Debug)]
struct Window {
    /// Busy fraction of the bottleneck link.
    utilisation: f64,
    /// Largest queue sampled (every microsecond) at the bottleneck.
    max_queue: usize,
    /// Bytes delivered per sender.
    per_flow: Vec<u64>,
}

/// Runs `f` from now to `until`, sampling the sink's queue every microsecond.
fn window(f: &mut Fabric<TestNode>, n: usize, until: Nanos) -> Window {
    let t0 = f.now();
    let busy0 = f.egress_busy_ns(n);
    let bytes0: Vec<u64> = (0..n).map(|i| f.delivered_bytes(i, n)).collect();
    let mut max_queue = 0;
    let mut t = t0;
    while t < until {
        t += US;
        f.run_until(t);
        max_queue = max_queue.max(f.queue_bytes(n, 0));
    }
    Window {
        utilisation: (f.egress_busy_ns(n) - busy0) as f64 / (until - t0) as f64,
        max_queue,
        per_flow: (0..n).map(|i| f.delivered_bytes(i, n) - bytes0[i]).collect(),
    }
}

/// Jain's fairness index of `x`: 1 when equal, 1/n when one takes all.
fn jain(x: &[u64]) -> f64 {
    let s: f64 = x.iter().map(|&v| v as f64).sum();
    let s2: f64 = x.iter().map(|&v| (v as f64) * (v as f64)).sum();
    s * s / (x.len() as f64 * s2)
}

#[test]
fn jain_index_known_values() {
    assert!((jain(&[5, 5, 5, 5]) - 1.0).abs() < 1e-12);
    assert!((jain(&[1, 0, 0, 0]) - 0.25).abs() < 1e-12);
    assert!((jain(&[3, 1]) - 0.8).abs() < 1e-12);
}

/// Start-up and convergence time given to an incast before it is measured.
const CONVERGE: Nanos = 20 * MS;
/// Length of the measured window after convergence.
const MEASURE: Nanos = 20 * MS;

/// Runs an `n`:1 incast with CC on for [`CONVERGE`], then measures it for [`MEASURE`], and
/// asserts the DCQCN bounds on the measured window:
/// - the bottleneck is >= 90 % busy;
/// - the queue stays at or under Kmax (400,000 B at 25 Gb/s): above Kmax every packet is
///   marked, so a converged DCQCN holds the queue inside the RED band (measured over fabric
///   seeds 1-4 and 11, mlx5's timing: 2:1 at most 160 KB, 8:1 at most 271 KB; utilisation
///   0.998-0.9999; Jain 0.986-0.9999; the paper's: 2:1 at most 150 KB, 8:1 at most 192 KB;
///   utilisation 1.0000; Jain 0.987-1.0000);
/// - the flows share fairly: Jain's index >= 0.95 (within 10 % of equal shares for two flows).
fn incast_bounds(n: usize, profile: DcqcnProfile) -> Window {
    let mut f = incast(n, Some(profile));
    let start = window(&mut f, n, CONVERGE);
    let w = window(&mut f, n, CONVERGE + MEASURE);
    let kmax = EcnConfig::dcqcn_red(RATE).kmax_bytes;
    eprintln!(
        "{n}:1 incast, {profile:?}: first {} ms: max queue {} B, utilisation {:.3}; the next {} ms: utilisation {:.4}, \
         max queue {} B (Kmax {kmax}), Jain {:.4}, per flow {:?}, CNPs {:?}",
        CONVERGE / MS,
        start.max_queue,
        start.utilisation,
        MEASURE / MS,
        w.utilisation,
        w.max_queue,
        jain(&w.per_flow),
        w.per_flow,
        (0..n).map(|i| f.node(i).sender().cnps).collect::<Vec<_>>()
    );
    assert_eq!(f.node(n).sink().rejected, 0);
    assert!((0..n).all(|i| f.node(i).sender().cnps > 0), "every flow was notified");
    assert!(w.utilisation >= 0.90, "bottleneck {:.4} busy", w.utilisation);
    assert!(w.max_queue <= kmax, "queue {} above Kmax {kmax}", w.max_queue);
    assert!(jain(&w.per_flow) >= 0.95, "Jain's index {:.4} for {:?}", jain(&w.per_flow), w.per_flow);
    w
}

#[test]
fn incast_2_to_1() {
    for p in PROFILES {
        incast_bounds(2, p);
    }
}

#[test]
fn incast_8_to_1() {
    for p in PROFILES {
        incast_bounds(8, p);
    }
}

#[test]
fn cc_off_queue_grows() {
    let run: Nanos = MS;
    let mut off = incast(2, None);
    off.run_until(run);
    let q_off = off.max_queue_bytes(2);
    // Without CC both senders run at line rate: the queue grows by one link's worth of frame
    // bytes per unit time (frame bytes / wire bytes of a line rate), from the first frame's
    // arrival (one frame time and one propagation delay in).
    let t = (run - serialization_ns(FRAME, RATE) - PROP) as f64;
    let growth = (RATE as f64 / 8.0) * FRAME as f64 / (FRAME + 24) as f64 * t / G as f64;
    eprintln!("CC off: max queue {q_off} B, expected growth {growth:.0} B");
    assert!(q_off as f64 >= 0.95 * growth, "queue {q_off} did not grow");
    // And past the CC-on bound: that bound is not trivially loose.
    let kmax = EcnConfig::dcqcn_red(RATE).kmax_bytes;
    assert!(q_off > kmax, "without CC the queue {q_off} stays under Kmax {kmax}");
}

/// Two flows converge for 20 ms, then flow 0 stops. Flow 1 climbs back by the model's timer
/// alone: one fast recovery, one additive step, then one `RATE_HAI` (50 Mb/s at 25 Gb/s) per
/// `RP_TIMER`. With mlx5's 300 us that is about 0.17 Gb/s per ms, some 50 ms from its half
/// share to 90 % of the link; measured (flow 1's rate sampled every 100 us): 47.2 ms after the
/// stop (fabric seed 11; seeds 1-4: 57.4, 64.3, 57.3, 53.3 ms). With the paper's 55 us: 10.7 ms
/// (seed 11; seeds 1-4: 11.8, 10.8, 11.5, 8.3 ms). The assertion bounds it from the flow's own rate at the stop with the model's
/// arithmetic (seed 11: 57.1 ms and 11.0 ms), and checks the link is then >= 90 % busy.
#[test]
fn convergence_after_one_sender_stops() {
    for p in PROFILES {
        convergence(p);
    }
}

fn convergence(profile: DcqcnProfile) {
    let mut f = incast(2, Some(profile));
    f.run_until(CONVERGE);
    let stop = f.now();
    let s0 = f.node_mut(0).sender_mut();
    s0.count = s0.next;
    let dc = f.node(1).sender().rp.as_ref().expect("flow 1 has DCQCN").config().clone();
    let r0 = f.node(1).sender().rp.as_ref().expect("flow 1 has DCQCN").rate_bps();
    // Increase events needed from r0 to 90 % of the link: fast recovery and additive (at most
    // `fast_recovery_times + 1`), then HAI steps for the whole distance, plus one for the rate
    // trailing its target by half a step; the last cut (one decrease interval) and the slice.
    let gap = (RATE * 9 / 10).saturating_sub(r0);
    let events = dc.fast_recovery_times as u64 + 1 + gap.div_ceil(dc.rate_hai_bps) + 1;
    let slice = 100 * US;
    let bound = events * dc.rp_timer_ns + dc.rate_decrease_interval_ns + slice;
    // Flow 1's own rate is sampled every 100 us (the link alone would mislead: the standing
    // queue keeps it busy for a while after the stop); once the rate is at 90 % the next slice
    // must show it on the link.
    let mut t = stop;
    let mut reached = None;
    while t < stop + 2 * bound {
        t += slice;
        f.run_until(t);
        if f.node(1).sender().rp.as_ref().expect("flow 1 has DCQCN").rate_bps() >= RATE * 9 / 10 {
            reached = Some(t - stop);
            break;
        }
    }
    let after = window(&mut f, 2, t + slice);
    eprintln!(
        "{profile:?}: flow 0 stopped at {} ms with flow 1 at {r0} b/s; flow 1's rate >= 90 % of the link {:?} ns later \
         (bound from the model {bound} ns); the next 100 us: link {:.3} busy",
        stop / MS,
        reached,
        after.utilisation
    );
    assert!(after.utilisation >= 0.9, "rate at 90 % but the link {:.3} busy", after.utilisation);
    let reached = reached.expect("flow 1 never reached 90 % of the link");
    assert!(reached <= bound, "took {reached} ns, the model's increase gives at most {bound} ns");
    // And it is the timer that brings it back, not a jump: at least the HAI steps for half the gap.
    assert!(reached >= gap / 2 / dc.rate_hai_bps * dc.rp_timer_ns, "too fast: {reached} ns");
}
