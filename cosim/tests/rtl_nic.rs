//! The whole NIC (`roce_nic`: the responder and the requester's send engine in one top) in the
//! harness that drives the responder-only top: same ports, same register map.
//!
//! - As a responder it is the responder: `roce run`'s lockstep over a faulty fabric, with a
//!   hostile peer, ends exactly as it does with `roce_responder` (every frame golden's).
//! - Its identification says responder and requester, and the mailbox reaches its send-queue
//!   context cache (target 2): an entry written is read back, flushed to the SQC table in host
//!   memory at golden's layout.
//! - As the requester it sends what golden's requester sends, byte for byte.

use cosim::harness::nic_ports::NicTop;
use cosim::harness::responder::{Clocking, RtlResponder, SQC_BASE};
use cosim::respnode::{make_dut, run_responder_with, DutKind, ResponderDut, RunConfig};
use golden::context::{SqContext, SQC_ENTRY_SIZE};
use golden::hostile::HostileConfig;
use golden::sim::{OpMix, Scenario, SimConfig};

const ALL: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 1, cas: 1, fadd: 1 };

/// `roce run` (every verb, a fabric with every fault class, a hostile peer, lockstep with golden)
/// with the NIC top `top` as the responder.
fn run_on(top: NicTop) -> cosim::respnode::RunResult {
    let mut c = RunConfig::defaults(DutKind::Rtl);
    (c.sim.msgs, c.sim.qps, c.sim.max_size, c.sim.mix, c.sim.seed) = (60, 4, 8192, ALL, 12);
    (c.sim.faults.dup, c.sim.faults.corrupt) = (0.02, 0.02);
    c.hostile = Some(HostileConfig { frames: 200, interval_ns: 2000, start_ns: 0, seed: 2, fuzz: true });
    let mut built = Vec::new();
    let r = run_responder_with(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}, &mut |kind, sc, ep, clk| match kind {
        DutKind::Rtl => {
            built.push(top);
            Ok(Box::new(RtlResponder::from_scenario_top(sc, &ep, clk, top)?))
        }
        DutKind::Golden => make_dut(kind, sc, ep, clk),
    })
    .unwrap();
    assert_eq!(built, vec![top], "the run used {top:?}");
    r
}

/// The whole NIC as the responder, beside the responder-only top on the same run: both end
/// clean against golden (every frame, completion and memory byte), and they took and dropped
/// the same requests. (The requester's send engine sits idle: no send doorbell is rung.)
#[test]
fn the_whole_nic_answers_as_the_responder_does() {
    let [nic, resp] = [NicTop::Nic, NicTop::Responder].map(run_on);
    for r in [&nic, &resp] {
        assert_eq!((r.sim.completed, r.sim.memory_mismatches, r.sim.duplicate_executions), (r.sim.messages, 0, 0), "{r:?}");
        assert_eq!(r.mismatches_vs_golden, 0, "{:?}", r.lockstep_report);
    }
    assert!(nic.lockstep_report.frames_in > 100, "{:?}", nic.lockstep_report);
    assert_eq!(nic.lockstep_report.frames_in, resp.lockstep_report.frames_in);
    // The responses among the frames (the hostile peer's, duplicates) reach the whole NIC's
    // requester, which counts the stale and bad ones as golden's requester does; the
    // responder-only top ignores them (`responses_ignored`). Every other class is the same.
    let mut requests_only = nic.responder_drops;
    (requests_only.stale_response, requests_only.bad_response) = (0, 0);
    assert_eq!(requests_only, resp.responder_drops, "the same drops, class by class");
    assert_eq!((resp.responder_drops.stale_response, resp.responder_drops.bad_response), (0, 0));
    assert!(nic.responder_drops.bad_icrc > 0 && nic.responder_drops.unknown_qp > 0, "{:?}", nic.responder_drops);
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

/// The whole NIC as the scenario's requester: golden's requester endpoint and the NIC (its QP
/// contexts, keys and memory image loaded by the harness, the scenario's send work requests
/// written into send queues in host memory with their contexts, one send doorbell per QP rung
/// through the driver) send the scenario's messages: every verb, one to several MTUs, several
/// QPs, up to the PSN window. With nothing answering, the NIC sends what golden sends, frame for
/// frame and byte for byte (ICRC and IPv4 identification included), through its real DMA
/// engine, caches, TX arbiter and builder.
#[test]
fn the_whole_nic_sends_what_golden_sends() {
    use golden::node::Node;
    // Every verb (each QP stops at its fifth READ or atomic: `max_rd_atomic` 4 outstanding), and
    // SENDs and WRITEs alone (each QP stops at the PSN window, 128).
    const WS: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 0, cas: 0, fadd: 0 };
    for (seed, mtu, qps, mix) in [(5u64, 1024u32, 1u32, ALL), (6, 4096, 3, ALL), (7, 256, 2, ALL), (8, 1024, 1, WS), (9, 512, 2, WS)] {
        let cfg = SimConfig { qps, msgs: 40, max_size: 9000, mtu, one_way: true, max_rd_atomic: 4, mix, seed, ..Default::default() };
        let (sc, [req, _resp]) = Scenario::build(&cfg).unwrap();
        let (_, [mut golden_req, _]) = Scenario::build(&cfg).unwrap();
        // Golden sends everything it may (no ACK comes back).
        let mut want: Vec<Vec<u8>> = Vec::new();
        let mut now = 0;
        while let Some(f) = golden_req.transmit(now) {
            want.push(f);
            now += 1_000;
            assert!(want.len() < 10_000, "golden never stops");
        }
        assert!(want.len() >= 8, "seed {seed}: {} frames", want.len());
        // The NIC: each QP's send queue and context in host memory, one doorbell per QP.
        let mut d = RtlResponder::requester_from_scenario(&sc, &req, Clocking::transactional()).unwrap();
        load_send_queues(&mut d, &sc, &req);
        let got: Vec<Vec<u8>> = d.settle(1_000);
        assert_same_per_qp(&got, &want, seed);
        if qps == 1 {
            assert_eq!(got, want, "seed {seed}: one QP, so the same frames in the same order, identification included");
        }
        assert!(d.is_idle(), "the NIC is idle once it has sent everything");
    }
}

/// Each QP's send queue (the scenario's send work requests on endpoint 0) and its context in
/// the NIC's host memory, then one send doorbell per QP through the driver; the producers.
fn load_send_queues(d: &mut RtlResponder, sc: &Scenario, req: &golden::endpoint::Endpoint) -> std::collections::BTreeMap<u32, u32> {
    d.post_sends(req, sc.posted_sends(0)).expect("the send queues posted")
}

/// The frames of each QP, in order, with the IPv4 identification, header checksum and ICRC
/// zeroed (the NIC numbers its frames in its own order across QPs); parsing checks the
/// checksum and the ICRC first.
fn per_qp(frames: &[Vec<u8>]) -> std::collections::BTreeMap<u32, Vec<Vec<u8>>> {
    let mut m = std::collections::BTreeMap::new();
    for f in frames {
        let p = golden::wire::FrameRepr::parse(f).expect("a valid RoCE frame");
        let mut f = f.clone();
        if let Some(off) = ipv4_ident_offset(&f) {
            f[off..off + 2].fill(0);
            f[off + 6..off + 8].fill(0);
            let n = f.len();
            f[n - 4..].fill(0);
        }
        m.entry(p.roce.bth.dest_qp).or_insert_with(Vec::new).push(f);
    }
    m
}

/// Frames of different QPs interleave differently (golden serves its QPs in its order, the NIC
/// round robin): per QP, in order, they must be equal.
fn assert_same_per_qp(got: &[Vec<u8>], want: &[Vec<u8>], seed: u64) {
    let (g, w) = (per_qp(got), per_qp(want));
    assert_eq!(got.len(), want.len(), "seed {seed}: frames");
    assert_eq!(g.keys().collect::<Vec<_>>(), w.keys().collect::<Vec<_>>());
    for (qp, wf) in &w {
        let gf = &g[qp];
        assert_eq!(gf.len(), wf.len(), "seed {seed} QP {qp:#x}: frames");
        for (i, (a, b)) in gf.iter().zip(wf).enumerate() {
            if a != b {
                panic!(
                    "seed {seed} QP {qp:#x} frame {i} differs:\n NIC    {:?}\n golden {:?}",
                    golden::wire::FrameRepr::parse(a),
                    golden::wire::FrameRepr::parse(b)
                );
            }
        }
    }
}

/// The whole NIC as the requester with golden's responder answering: SENDs and WRITEs, and in
/// two runs READs and atomics too (several QPs, messages of one to nine MTUs, more PSNs than
/// the window of 128) all go out, the responder's ACKs, READ responses and atomic ACKs retire
/// them (READ results and original values written into the NIC's memory, which ends equal to
/// the reference too) (the send-queue context walked from its oldest WQE, WQE by
/// WQE, read back from the send queue in host memory) and reopen each QP's window, so every
/// message gets through: the responder's memory ends equal to the plain-Rust reference, the NIC
/// sent per QP exactly the frames golden's requester sends against the same responder, and each
/// QP's send-queue context ends with everything retired and acknowledged, no timer armed, not
/// queued, and every signaled WR completed into the NIC's CQ as golden completes it (per QP in
/// order, every field). Transactional, and cycle-timed (ACKs arriving while the NIC sends).
///
/// With frames lost on the way to the responder (the n-th frames the NIC sends on its first
/// QP; in two runs its first READ request and its first atomic, so the NAK names a READ or an
/// atomic), the responder's PSN sequence NAK sends the NIC back to the lost PSN (the WQE it is in
/// found by the retire walk, the send cursor, offset and next PSN rewound, a retry counted),
/// and it resends from there, re-reading the WQE and the payload from host memory: in the
/// transactional exchange exactly the frames golden's requester sends when the same frames are
/// lost, and the same end in both (in the cycle-timed one, how many frames follow a lost one
/// before the NAK comes back depends on timing, so only the end is compared).
#[test]
fn the_whole_nic_is_answered_and_retires_its_work() {
    const WS: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 0, cas: 0, fadd: 0 };
    // Every operation: READ responses and atomic ACKs answered into the NIC's buffers; with
    // losses too (a lost READ or atomic request: the NAK sends the requester back into it).
    const ALL: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 1, cas: 1, fadd: 1 };
    let configs: [(u64, u32, u32, &[usize], OpMix); 8] = [
        (21, 1024, 1, &[], WS),
        (22, 512, 3, &[], WS),
        (23, 256, 2, &[], ALL),
        (26, 256, 1, &[], ALL),
        (24, 1024, 1, &[40, 41, 100], WS),
        (25, 512, 3, &[30, 90], WS),
        // Lose the first QP's first READ request and first atomic (found below).
        (27, 512, 2, &[usize::MAX], ALL),
        (28, 1024, 1, &[usize::MAX], ALL),
    ];
    for (seed, mtu, qps, lose, mix) in configs {
        let cfg = SimConfig { qps, msgs: 60, max_size: 9000, mtu, one_way: true, mix, seed, ..Default::default() };
        let lose_v = if lose == [usize::MAX] { first_read_and_atomic(&cfg) } else { lose.to_vec() };
        let lose = &lose_v[..];
        // Golden's requester against golden's responder: the frames to expect.
        let (sc0, [mut greq, mut gresp]) = Scenario::build(&cfg).unwrap();
        if mix.read > 0 {
            let ops = sc0.posted_sends(0);
            assert!(ops.iter().any(|(_, w)| matches!(w.op, golden::verbs::SendOp::Read { .. })), "seed {seed}: READs posted");
            assert!(ops.iter().any(|(_, w)| w.op.is_atomic()), "seed {seed}: atomics posted");
        }
        let first_qp = sc0.qpns(0)[0];
        let mut loss = Loss::new(first_qp, lose);
        let want = golden_exchange(&mut greq, &mut gresp, |f| loss.keep(f));
        // Golden's send completions, per QP in order.
        let want_cqes = cqes_per_qp(greq.poll_cq(sc0.cq(0), usize::MAX));
        assert!(!want_cqes.is_empty(), "seed {seed}: signaled work completes");
        let most = per_qp(&want).values().map(|f| f.len()).max().unwrap_or(0);
        assert!(most > 128, "seed {seed}: a QP sends more packets ({most}) than its window holds");
        // The NIC against golden's responder: transactional (each side runs until quiet, then
        // the other answers), and cycle-timed (MAC models at 100 Gb/s, 250 MHz, a microsecond of
        // wire each way: ACKs arrive while the NIC is still sending).
        for timed in [false, true] {
            let (sc, [req, mut resp]) = Scenario::build(&cfg).unwrap();
            assert!(sc.memory_mismatches(1, resp.mem()) > 0, "seed {seed}: the messages change the responder's memory");
            let clk = if timed { Clocking::timed(250, 100_000_000_000).unwrap() } else { Clocking::transactional() };
            let mut d = RtlResponder::requester_from_scenario(&sc, &req, clk).unwrap();
            let producers = load_send_queues(&mut d, &sc, &req);
            let mut loss = Loss::new(first_qp, lose);
            let got = if timed { exchange_timed(&mut d, &mut resp, &mut loss) } else { exchange(&mut d, &mut resp, &mut loss) };
            assert_eq!(loss.lost, lose.len(), "seed {seed}: the frames to lose were sent");
            if mix.read > 0 && !lose.is_empty() {
                use golden::wire::Opcode::{RcCompareSwap, RcFetchAdd, RcReadRequest};
                assert!(
                    loss.lost_ops.iter().any(|o| matches!(o, RcReadRequest | RcCompareSwap | RcFetchAdd)),
                    "seed {seed}: a READ or atomic request among the lost ({:?})",
                    loss.lost_ops
                );
            }
            let compare = !timed || lose.is_empty();
            check_answered_run(&sc, &mut d, &resp, &got, compare.then_some(&want[..]), &producers, seed, timed);
            if !lose.is_empty() {
                assert!(got.len() > want.len() - lose.len() || timed, "seed {seed}: retransmissions");
                assert!(resp.counters().naks_seq_sent > 0, "seed {seed}: the responder asked to go back");
            }
            // The requester's counters, read through the driver: every frame the NIC sent was
            // a request, every WQE retired once, nothing unsupported; transactionally, resends,
            // NAKs and stale or bad responses exactly as golden's requester counts them.
            let (c, sent, retired, off) = d
                .with_driver(|dr| {
                    let n = |dr: &mut firmware::Driver<_>, k: &str| dr.req_counter(k).unwrap() as u64;
                    let off = n(dr, "unsupported") + n(dr, "wqe_errors") + n(dr, "doorbells_dropped");
                    (dr.transport_counters(), n(dr, "requests_sent"), n(dr, "wqes_retired"), off)
                })
                .unwrap();
            let at = format!("seed {seed} (timed {timed})");
            // Every signaled WR completed into the NIC's CQ, per QP in order, as golden's.
            let cqes = cqes_per_qp(d.poll_completions(usize::MAX));
            assert_eq!(cqes, want_cqes, "{at}: send completions");
            assert_eq!(sent, got.len() as u64, "{at}: requests_sent");
            assert_eq!(retired, producers.values().map(|&p| p as u64).sum::<u64>(), "{at}: wqes_retired");
            assert_eq!(off, 0, "{at}: unsupported, errors, doorbells dropped");
            assert_eq!(c.retransmissions > 0, !lose.is_empty(), "{at}: retransmissions {}", c.retransmissions);
            assert_eq!(c.naks_received > 0, !lose.is_empty(), "{at}: NAKs received {}", c.naks_received);
            if !timed {
                let g = greq.counters();
                assert_eq!(
                    (c.retransmissions, c.naks_received, c.rnr_naks_received, c.drops.stale_response, c.drops.bad_response),
                    (g.retransmissions, g.naks_received, g.rnr_naks_received, g.drops.stale_response, g.drops.bad_response),
                    "{at}: the requester's counters against golden's"
                );
            }
        }
    }
}

/// Where the first READ request and the first atomic are among the first QP's frames when golden's
/// requester runs against golden's responder with nothing lost.
fn first_read_and_atomic(cfg: &SimConfig) -> Vec<usize> {
    use golden::wire::Opcode::{RcCompareSwap, RcFetchAdd, RcReadRequest};
    let (sc, [mut greq, mut gresp]) = Scenario::build(cfg).unwrap();
    let first_qp = sc.qpns(0)[0];
    let ops: Vec<_> = golden_exchange(&mut greq, &mut gresp, |_| true)
        .iter()
        .map(|f| golden::wire::FrameRepr::parse(f).unwrap().roce.bth)
        .filter(|bth| bth.dest_qp == first_qp)
        .map(|bth| bth.opcode)
        .collect();
    let read = ops.iter().position(|o| *o == RcReadRequest).expect("a READ on the first QP");
    let atomic = ops.iter().position(|o| matches!(o, RcCompareSwap | RcFetchAdd)).expect("an atomic on the first QP");
    let mut v = vec![read, atomic];
    v.sort_unstable();
    v
}

/// Golden's requester against golden's responder, a microsecond a step, until neither moves:
/// every frame the requester sent, in order; `keep` says which reach the responder.
fn golden_exchange(
    greq: &mut golden::endpoint::Endpoint,
    gresp: &mut golden::endpoint::Endpoint,
    mut keep: impl FnMut(&[u8]) -> bool,
) -> Vec<Vec<u8>> {
    use golden::node::Node;
    let (mut sent, mut now) = (Vec::new(), 0);
    for _ in 0..100_000 {
        let mut moved = false;
        while let Some(f) = greq.transmit(now) {
            if keep(&f) {
                gresp.receive(now, &f);
            }
            sent.push(f);
            moved = true;
        }
        while let Some(a) = gresp.transmit(now) {
            greq.receive(now, &a);
            moved = true;
        }
        now += 1_000;
        if !moved {
            break;
        }
    }
    sent
}

/// Frames lost on the way to the responder: the n-th frames (in send order, counting
/// retransmissions) of one QP.
struct Loss<'a> {
    qp: u32,
    nth: &'a [usize],
    seen: usize,
    lost: usize,
    /// The opcodes of the frames lost.
    lost_ops: Vec<golden::wire::Opcode>,
}

impl<'a> Loss<'a> {
    fn new(qp: u32, nth: &'a [usize]) -> Self {
        Loss { qp, nth, seen: 0, lost: 0, lost_ops: Vec::new() }
    }
    /// Whether the frame reaches the responder.
    fn keep(&mut self, f: &[u8]) -> bool {
        let p = golden::wire::FrameRepr::parse(f).expect("a valid RoCE frame");
        if p.roce.bth.dest_qp != self.qp {
            return true;
        }
        let n = self.seen;
        self.seen += 1;
        let lose = self.nth.contains(&n);
        self.lost += lose as usize;
        if lose {
            self.lost_ops.push(p.roce.bth.opcode);
        }
        !lose
    }
}

/// Transactional: the NIC runs until quiet, golden's responder takes its frames and answers.
fn exchange(d: &mut RtlResponder, resp: &mut golden::endpoint::Endpoint, loss: &mut Loss) -> Vec<Vec<u8>> {
    use cosim::respnode::ResponderDut;
    use golden::node::Node;
    let (mut got, mut now) = (Vec::new(), 0);
    for _ in 0..100_000 {
        let sent = d.settle(now);
        let mut moved = !sent.is_empty();
        for f in sent {
            if loss.keep(&f) {
                resp.receive(now, &f);
            }
            got.push(f);
        }
        while let Some(a) = resp.transmit(now) {
            d.receive(now, &a);
            moved = true;
        }
        now += 1_000;
        if !moved {
            return got;
        }
    }
    panic!("the exchange never ends");
}

/// Cycle-timed: both sides driven by their events, frames a microsecond on the wire each way.
fn exchange_timed(d: &mut RtlResponder, resp: &mut golden::endpoint::Endpoint, loss: &mut Loss) -> Vec<Vec<u8>> {
    d.exchange_timed(resp, 1_000, |f| loss.keep(f)).expect("the timed exchange ends").into_iter().map(|(f, _, _)| f).collect()
}

/// The end of an answered run: per QP golden's frames (when given), the responder's memory equal to the
/// plain-Rust reference, the NIC idle, each send-queue context retired and acknowledged.
#[allow(clippy::too_many_arguments)]
fn check_answered_run(
    sc: &Scenario,
    d: &mut RtlResponder,
    resp: &golden::endpoint::Endpoint,
    got: &[Vec<u8>],
    want: Option<&[Vec<u8>]>,
    producers: &std::collections::BTreeMap<u32, u32>,
    seed: u64,
    timed: bool,
) {
    if let Some(want) = want {
        assert_same_per_qp(got, want, seed);
    }
    assert_eq!(sc.memory_mismatches(1, resp.mem()), 0, "seed {seed} (timed {timed}): the responder's memory against the reference");
    // The NIC's own memory too: READ results and atomics' original values.
    assert_eq!(sc.memory_mismatches(0, d.host_memory_mut()), 0, "seed {seed} (timed {timed}): the NIC's memory against the reference");
    assert!(d.is_idle(), "seed {seed} (timed {timed}): the NIC is idle");
    for (&qpn, &prod) in producers {
        let back = d.with_driver(|dr| dr.command(firmware::Target::Sqc, firmware::CacheOp::Read, qpn, &[])).unwrap().unwrap();
        let c = SqContext::from_bytes(&back[..SQC_ENTRY_SIZE]).unwrap();
        let at = format!("seed {seed} (timed {timed}) QP {qpn:#x}: {c:?}");
        assert_eq!((c.sq_producer, c.sq_next, c.sq_retire), (prod, prod, prod), "{at}");
        assert_eq!((c.una_psn, c.retire_psn, c.max_psn), (c.npsn, c.npsn, c.npsn), "{at}");
        assert!(!c.timer_armed && !c.scheduled && !c.go_back && !c.rnr_wait, "{at}");
        assert_eq!(c.rd_atomic_out, 0, "{at}");
    }
}

/// Completions by QP, each QP's in order.
fn cqes_per_qp(c: Vec<golden::verbs::Completion>) -> std::collections::BTreeMap<u32, Vec<golden::verbs::Completion>> {
    let mut m = std::collections::BTreeMap::new();
    for x in c {
        m.entry(x.qpn).or_insert_with(Vec::new).push(x);
    }
    m
}

/// Where a frame's IPv4 identification is (None: not IPv4); its header checksum is 6 bytes on.
fn ipv4_ident_offset(f: &[u8]) -> Option<usize> {
    let l2 = if f.get(12..14) == Some(&[0x81, 0x00]) { 18 } else { 14 };
    (f.get(l2 - 2..l2) == Some(&[0x08, 0x00])).then_some(l2 + 4)
}
