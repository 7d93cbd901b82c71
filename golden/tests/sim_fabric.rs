//! The simulated fabric: determinism, fault rates, corruption detection, ECN marking, PFC.

mod sim_support;

use golden::fabric::{EcnConfig, Fabric, FabricConfig, FaultConfig, LinkConfig, PfcConfig};
use sim_support::*;

const G: u64 = 1_000_000_000;

fn link(gbps: u64) -> LinkConfig {
    LinkConfig { rate_bps: gbps * G, prop_delay_ns: 500 }
}

/// Sender 0 -> sink 1, `n` frames of `len` bytes, 100 Gb/s links.
fn one_flow(cfg: FabricConfig, n: u32, len: usize) -> Fabric<TestNode> {
    let mut f = Fabric::new(cfg);
    f.add_node(TestNode::S(Sender::new(0, 1, n, len)), mac(0), link(100));
    f.add_node(TestNode::K(Sink::new(1)), mac(1), link(100));
    f
}

fn faults(loss: f64, dup: f64, reorder: f64, corrupt: f64) -> FaultConfig {
    FaultConfig { loss, dup, reorder, corrupt, reorder_delay_ns: (1_000, 20_000) }
}

/// Binomial bound: |count - n p| <= 5 sigma (fails by chance with probability < 1e-6; the seed
/// is fixed anyway).
fn assert_rate(count: u64, n: u64, p: f64, what: &str) {
    let mean = n as f64 * p;
    let sd = (n as f64 * p * (1.0 - p)).sqrt();
    assert!(
        (count as f64 - mean).abs() <= 5.0 * sd,
        "{what}: {count} of {n}, expected {mean:.0} +- {:.0}",
        5.0 * sd
    );
}

fn run_capture(seed: u64) -> (u64, Vec<u8>, golden::fabric::FabricCounters) {
    let cfg = FabricConfig {
        seed,
        faults: faults(0.05, 0.05, 0.05, 0.05),
        ecn: Some(EcnConfig { kmin_bytes: 2_000, kmax_bytes: 20_000, pmax: 0.2 }),
        ..Default::default()
    };
    let mut f = Fabric::new(cfg);
    f.add_node(TestNode::S(Sender::new(0, 2, 500, 700)), mac(0), link(100));
    f.add_node(TestNode::S(Sender::new(1, 2, 500, 300)), mac(1), link(100));
    f.add_node(TestNode::K(Sink::new(2)), mac(2), link(25));
    let buf = SharedBuf::default();
    f.capture_pcap(Box::new(buf.clone())).unwrap();
    f.run_until(10_000_000);
    let (_, err) = f.finish_capture().unwrap();
    assert!(err.is_none());
    let bytes = buf.0.borrow().clone();
    (f.trace_hash(), bytes, f.counters().clone())
}

#[test]
fn same_seed_same_trace_and_pcap() {
    let (h1, p1, c1) = run_capture(42);
    let (h2, p2, c2) = run_capture(42);
    assert_eq!(h1, h2);
    assert_eq!(p1, p2);
    assert_eq!(c1, c2);
    // Every fault class and the marking actually happened in this run.
    assert!(c1.dropped_loss > 0 && c1.duplicated > 0 && c1.reordered > 0 && c1.corrupted > 0);
    assert!(c1.ecn_marked > 0);
    eprintln!("faults: {c1:?} hash {h1:#x}");
    let (h3, p3, _) = run_capture(43);
    assert_ne!(h1, h3);
    assert_ne!(p1, p3);
    // The capture holds what was delivered, in order of time, with nanosecond stamps.
    let mut r = pcap_file::pcap::PcapReader::new(&p1[..]).unwrap();
    assert_eq!(r.header().ts_resolution, pcap_file::TsResolution::NanoSecond);
    let mut stamps = Vec::new();
    while let Some(pkt) = r.next_packet() {
        stamps.push(pkt.unwrap().timestamp.as_nanos());
    }
    assert_eq!(stamps.len() as u64, c1.frames_delivered);
    assert!(stamps.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn each_fault_at_its_rate() {
    let n = 20_000u32;
    let p = 0.1;
    // Loss.
    let mut f = one_flow(FabricConfig { seed: 1, faults: faults(p, 0.0, 0.0, 0.0), ..Default::default() }, n, 64);
    f.run_until(100_000_000);
    let c = f.counters().clone();
    assert_eq!(c.frames_sent, n as u64);
    assert_rate(c.dropped_loss, n as u64, p, "loss");
    let got = &f.node(1).sink().from[&0];
    assert_eq!(got.seq.len() as u64, n as u64 - c.dropped_loss);
    assert!(got.seq.windows(2).all(|w| w[0] < w[1]), "loss alone keeps order");

    // Duplication.
    let mut f = one_flow(FabricConfig { seed: 2, faults: faults(0.0, p, 0.0, 0.0), ..Default::default() }, n, 64);
    f.run_until(100_000_000);
    let c = f.counters().clone();
    assert_rate(c.duplicated, n as u64, p, "dup");
    let got = &f.node(1).sink().from[&0];
    assert_eq!(got.seq.len() as u64, n as u64 + c.duplicated);
    let dups = got.seq.windows(2).filter(|w| w[0] == w[1]).count() as u64;
    assert_eq!(dups, c.duplicated, "a copy arrives right after its original");

    // Reordering.
    let mut f = one_flow(FabricConfig { seed: 3, faults: faults(0.0, 0.0, p, 0.0), ..Default::default() }, n, 64);
    f.run_until(100_000_000);
    let c = f.counters().clone();
    assert_rate(c.reordered, n as u64, p, "reorder");
    let got = &f.node(1).sink().from[&0];
    assert_eq!(got.seq.len(), n as usize);
    let mut sorted = got.seq.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..n).collect::<Vec<_>>(), "nothing lost or added");
    // A held-back frame (>= 1 us, while frames leave every ~7 ns) arrives after a later one.
    let late = got.seq.windows(2).filter(|w| w[0] > w[1]).count() as u64;
    assert!(late > 0 && late <= c.reordered, "late arrivals {late}, reordered {}", c.reordered);

    // Corruption.
    let mut f = one_flow(FabricConfig { seed: 4, faults: faults(0.0, 0.0, 0.0, p), ..Default::default() }, n, 64);
    f.run_until(100_000_000);
    let c = f.counters().clone();
    assert_rate(c.corrupted, n as u64, p, "corrupt");
    let sink = f.node(1).sink();
    assert_eq!(sink.rejected, c.corrupted, "every corrupted frame is rejected by the receiver");
    assert_eq!(sink.from[&0].seq.len() as u64, n as u64 - c.corrupted);
    assert_eq!(sink.from[&0].bad_payload, 0);
}

#[test]
fn corruption_always_detected_all_frame_shapes() {
    // Every frame corrupted, many sizes (pad 0..3), tagged and untagged: all rejected.
    for (len, pcp) in [(0usize, None), (1, Some(3)), (2, None), (3, Some(0)), (61, None), (1024, Some(5))] {
        let cfg = FabricConfig { seed: len as u64, faults: faults(0.0, 0.0, 0.0, 1.0), ..Default::default() };
        let mut f = Fabric::new(cfg);
        let mut s = Sender::new(0, 1, 2_000, len);
        s.pcp = pcp;
        f.add_node(TestNode::S(s), mac(0), link(100));
        f.add_node(TestNode::K(Sink::new(1)), mac(1), link(100));
        f.run_until(50_000_000);
        let c = f.counters();
        assert_eq!(c.corrupted, 2_000);
        assert_eq!(f.node(1).sink().rejected, 2_000, "len {len}");
    }
}

#[test]
fn ecn_marks_only_ect_above_threshold() {
    // Two 100 Gb/s senders into a 10 Gb/s port: the queue builds. Sender 0 is ECT(0), sender 1
    // is not ECN-capable.
    let k = 30_000;
    let cfg = FabricConfig { seed: 5, ecn: Some(EcnConfig::threshold(k)), ..Default::default() };
    let mut f = Fabric::new(cfg);
    f.add_node(TestNode::S(Sender::new(0, 2, 400, 1000)), mac(0), link(100));
    let mut s1 = Sender::new(1, 2, 400, 1000);
    s1.ecn = 0;
    f.add_node(TestNode::S(s1), mac(1), link(100));
    f.add_node(TestNode::K(Sink::new(2)), mac(2), link(10));
    f.log_enqueues(true);
    f.run_until(50_000_000);
    let log = f.enqueue_log().to_vec();
    assert_eq!(log.len(), 800);
    for r in &log {
        let expect = r.ecn_in == 2 && r.queue_before > k;
        assert_eq!(r.marked, expect, "{r:?}");
    }
    let marked = log.iter().filter(|r| r.marked).count() as u64;
    eprintln!("ECN: {marked} of {} marked, {:?}", log.len(), f.counters());
    assert!(marked > 100, "queue went above the threshold ({marked} marked)");
    assert_eq!(f.counters().ecn_marked, marked);
    let sink = f.node(2).sink();
    assert_eq!(sink.rejected, 0, "marked frames keep a valid ICRC and IPv4 checksum");
    assert_eq!(sink.from[&0].ce, marked);
    assert_eq!(sink.from[&1].ce, 0);
}

/// Two 100 Gb/s senders at priority 3 into one 10 Gb/s port.
fn incast(pfc: Option<PfcConfig>, capacity: usize) -> Fabric<TestNode> {
    let cfg = FabricConfig { seed: 6, pfc, queue_capacity_bytes: capacity, ..Default::default() };
    let mut f = Fabric::new(cfg);
    for i in 0..2 {
        let mut s = Sender::new(i, 2, 3_000, 1024);
        s.pcp = Some(3);
        f.add_node(TestNode::S(s), mac(i), link(100));
    }
    f.add_node(TestNode::K(Sink::new(2)), mac(2), link(10));
    f
}

#[test]
fn pfc_pauses_senders_and_nothing_overflows() {
    let xoff = 64 * 1024;
    let pause_delay = 500;
    // Headroom per sender: what it can still put in flight once XOFF is crossed: the pause
    // delay plus the frame on its uplink plus the link's propagation, at 100 Gb/s, plus one
    // frame of slack.
    let frame = 14 + 4 + 20 + 8 + 12 + 1024 + 4;
    let per_sender = (100 * G as usize / 8) * (pause_delay + 500 + 100) / 1_000_000_000 + 2 * frame;
    let capacity = xoff + 2 * per_sender;
    let pfc = PfcConfig { xoff_bytes: xoff, xon_bytes: xoff / 2, pause_delay_ns: pause_delay as u64 };
    let mut f = incast(Some(pfc), capacity);
    f.run_until(100_000_000);
    let c = f.counters().clone();
    eprintln!("PFC: {c:?}, max queue {} of capacity {capacity}", f.max_queue_bytes(2));
    assert!(c.pfc_xoff > 0 && c.pfc_xon > 0);
    assert_eq!(c.dropped_overflow, 0);
    assert_eq!(c.pause_violations, 0);
    for i in 0..2 {
        assert_eq!(f.node(i).sender().sent_while_paused, 0);
        assert_eq!(f.node(2).sink().from[&i].seq.len(), 3_000);
    }
    assert!(f.max_queue_bytes(2) <= capacity);
    // The same buffer without PFC overflows: the test is not vacuous.
    let mut f = incast(None, capacity);
    f.run_until(100_000_000);
    assert!(f.counters().dropped_overflow > 0);
}

#[test]
fn unroutable_and_short_frames_are_counted_not_fatal() {
    struct Junk(Vec<Vec<u8>>);
    impl golden::node::Node for Junk {
        fn receive(&mut self, _: u64, _: &[u8]) {}
        fn transmit(&mut self, _: u64) -> Option<Vec<u8>> {
            self.0.pop()
        }
        fn next_event(&self) -> Option<u64> {
            (!self.0.is_empty()).then_some(0)
        }
        fn on_timer(&mut self, _: u64) {}
        fn set_pause(&mut self, _: u8, _: bool) {}
    }
    let mut f: Fabric<Box<dyn golden::node::Node>> = Fabric::new(FabricConfig {
        faults: faults(0.0, 0.0, 0.0, 1.0),
        ecn: Some(EcnConfig::threshold(0)),
        ..Default::default()
    });
    let mut short = mac(1).to_vec();
    short.extend_from_slice(&[0; 8]);
    let frames = vec![vec![], vec![1, 2, 3], vec![0xff; 100], short];
    f.add_node(Box::new(Junk(frames)), mac(0), link(10));
    f.add_node(Box::new(Sink::new(1)), mac(1), link(10));
    f.run_until(1_000_000);
    let c = f.counters();
    assert_eq!(c.frames_sent, 4);
    assert_eq!(c.dropped_unroutable, 3);
    assert_eq!(c.frames_delivered, 1);
    assert_eq!(c.corrupted, 0, "non-IP frames are not corrupted");
}

/// A receiver whose own buffer drains slower than its link fills it: a NIC behind a MAC FIFO.
/// With `pfc` it asks the switch to hold priority 3 back above `xoff` buffered bytes
/// (`Node::rx_pause`), resuming at `xon`; a frame that finds the buffer full is dropped here.
struct SlowReceiver {
    sink: Sink,
    buf: std::collections::VecDeque<Vec<u8>>,
    bytes: usize,
    capacity: usize,
    xoff: usize,
    xon: usize,
    pfc: bool,
    paused: bool,
    drain_ns: u64,
    next_drain: u64,
    dropped: u64,
}

impl SlowReceiver {
    fn decide(&mut self) {
        if self.bytes >= self.xoff {
            self.paused = true;
        } else if self.bytes <= self.xon {
            self.paused = false;
        }
    }
}

impl golden::node::Node for SlowReceiver {
    fn receive(&mut self, now: u64, frame: &[u8]) {
        if self.bytes + frame.len() > self.capacity {
            self.dropped += 1;
            return;
        }
        if self.buf.is_empty() {
            self.next_drain = now + self.drain_ns;
        }
        self.bytes += frame.len();
        self.buf.push_back(frame.to_vec());
        self.decide();
    }
    fn transmit(&mut self, _: u64) -> Option<Vec<u8>> {
        None
    }
    fn next_event(&self) -> Option<u64> {
        (!self.buf.is_empty()).then_some(self.next_drain)
    }
    fn on_timer(&mut self, now: u64) {
        while now >= self.next_drain {
            let Some(f) = self.buf.pop_front() else { break };
            self.bytes -= f.len();
            self.sink.receive(now, &f);
            self.next_drain += self.drain_ns;
        }
        self.decide();
    }
    fn set_pause(&mut self, _: u8, _: bool) {}
    fn rx_pause(&self) -> u8 {
        if self.pfc && self.paused {
            1 << 3
        } else {
            0
        }
    }
}

enum PfcNode {
    S(Sender),
    R(SlowReceiver),
}

impl golden::node::Node for PfcNode {
    fn receive(&mut self, now: u64, f: &[u8]) {
        match self {
            PfcNode::S(s) => s.receive(now, f),
            PfcNode::R(r) => r.receive(now, f),
        }
    }
    fn transmit(&mut self, now: u64) -> Option<Vec<u8>> {
        match self {
            PfcNode::S(s) => s.transmit(now),
            PfcNode::R(r) => r.transmit(now),
        }
    }
    fn next_event(&self) -> Option<u64> {
        match self {
            PfcNode::S(s) => s.next_event(),
            PfcNode::R(r) => r.next_event(),
        }
    }
    fn on_timer(&mut self, now: u64) {
        match self {
            PfcNode::S(s) => s.on_timer(now),
            PfcNode::R(r) => r.on_timer(now),
        }
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        match self {
            PfcNode::S(s) => s.set_pause(pcp, paused),
            PfcNode::R(r) => r.set_pause(pcp, paused),
        }
    }
    fn rx_pause(&self) -> u8 {
        match self {
            PfcNode::S(s) => s.rx_pause(),
            PfcNode::R(r) => r.rx_pause(),
        }
    }
}

/// A 100 Gb/s sender into a receiver that drains at about a tenth of that. With the receiver's
/// PFC, the switch holds its frames (and, its queue filling, pauses the sender): nothing is lost
/// anywhere. Without it the receiver's buffer overflows.
#[test]
fn a_receiver_pauses_the_switch_and_the_chain_is_lossless() {
    let run = |pfc: bool| {
        let cfg = FabricConfig {
            seed: 9,
            pfc: Some(PfcConfig { xoff_bytes: 256 * 1024, xon_bytes: 128 * 1024, pause_delay_ns: 500 }),
            queue_capacity_bytes: 512 * 1024,
            ..Default::default()
        };
        let mut f = Fabric::new(cfg);
        let mut s = Sender::new(0, 1, 4_000, 1024);
        s.pcp = Some(3);
        f.add_node(PfcNode::S(s), mac(0), link(100));
        let r = SlowReceiver {
            sink: Sink::new(1),
            buf: Default::default(),
            bytes: 0,
            capacity: 64 * 1024,
            xoff: 32 * 1024,
            xon: 16 * 1024,
            pfc,
            paused: false,
            drain_ns: 850,
            next_drain: 0,
            dropped: 0,
        };
        f.add_node(PfcNode::R(r), mac(1), link(100));
        f.run_until(50_000_000);
        let c = f.counters().clone();
        let PfcNode::R(r) = f.node(1) else { unreachable!() };
        (c, r.dropped, r.sink.from.get(&0).map(|x| x.seq.clone()).unwrap_or_default())
    };
    let (c, dropped, seq) = run(true);
    eprintln!("receiver PFC: {c:?}");
    assert!(c.node_pfc_xoff > 0 && c.node_pfc_xon > 0, "{c:?}");
    assert!(c.pfc_xoff > 0, "the held frames fill the switch queue, which pauses the sender: {c:?}");
    assert_eq!((dropped, c.dropped_overflow, c.pause_violations), (0, 0, 0), "{c:?}");
    assert_eq!(seq, (0..4_000).collect::<Vec<u32>>(), "every frame, in order");
    let (c, dropped, _) = run(false);
    assert_eq!(c.node_pfc_xoff, 0);
    assert!(dropped > 0, "without it the receiver overflows: the test is not vacuous");
}
