//! Directed tests of the RTL responder (`roce_responder`), one per answer class the issue names:
//! duplicates of every kind, the PSN-sequence NAK (once per gap), invalid request, remote access
//! error (nothing written), remote operational error, RNR NAK, PSN wrap-around, and the UC and
//! UD receive paths (silent drops, Q_Key, completions naming the sender).
//!
//! Each test builds one QP pair from a golden scenario, takes request frames from the golden
//! requester, changes or reorders some of them, and delivers them to the RTL responder in
//! lockstep with a golden responder ([`Lockstep`]): every answer frame, completion, memory byte
//! and compared counter must be golden's. On top of that each test asserts the answer itself
//! (the AETH syndrome, the counters, the memory), so a bug shared by both models still fails.

use cosim::harness::responder::RtlResponder;
use cosim::respnode::{GoldenDut, Lockstep, LockstepReport, ResponderDut};
use golden::context::{mkey_index, MkeyEntry, QpContext};
use golden::endpoint::Endpoint;
use golden::memory::HostMemory;
use golden::node::{Nanos, Node};
use golden::sim::{OpMix, Scenario, SimConfig};
use golden::transport::counters::Counters;
use golden::verbs::{QpType, RecvWr, Sge, WcStatus};
use golden::wire::{FrameRepr, NakCode, Opcode, Syndrome};

const WRITES: OpMix = OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 0, cas: 0, fadd: 0 };
const SENDS: OpMix = OpMix { send: 1, send_imm: 0, write: 0, write_imm: 0, read: 0, cas: 0, fadd: 0 };
const ALL: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 1, cas: 1, fadd: 1 };

/// One QP, `msgs` messages of `mix` up to `max_size` bytes, MTU 1024, from seed `seed`.
fn config(mix: OpMix, msgs: u64, max_size: u32, seed: u64) -> SimConfig {
    SimConfig { qps: 1, msgs, max_size, mtu: 1024, one_way: true, max_rd_atomic: 1, mix, seed, ..Default::default() }
}

/// `config` over UC or UD QPs.
fn service(qp_type: QpType, mix: OpMix, msgs: u64, max_size: u32, seed: u64) -> SimConfig {
    SimConfig { qp_type, ..config(mix, msgs, max_size, seed) }
}

const UC_MIX: OpMix = OpMix { send: 1, send_imm: 1, write: 1, write_imm: 1, read: 0, cas: 0, fadd: 0 };
const UD_MIX: OpMix = OpMix { send: 1, send_imm: 1, write: 0, write_imm: 0, read: 0, cas: 0, fadd: 0 };

/// The golden requester and the RTL responder in lockstep with a golden responder.
struct Bench {
    sc: Scenario,
    req: Endpoint,
    ls: Lockstep,
    now: Nanos,
    /// The RTL's host memory before any frame.
    initial: HostMemory,
}

impl Bench {
    fn new(cfg: &SimConfig) -> Bench {
        Bench::with(cfg, |_, _| {})
    }

    /// `tamper` changes the golden responder endpoint and the RTL before traffic (both the same
    /// way).
    fn with(cfg: &SimConfig, tamper: impl FnOnce(&mut Endpoint, &mut RtlResponder)) -> Bench {
        let (sc, [req, resp]) = Scenario::build(cfg).unwrap();
        let mut dut = RtlResponder::from_scenario(&sc, &resp).unwrap();
        let (sc2, [_, mut resp2]) = Scenario::build(cfg).unwrap();
        tamper(&mut resp2, &mut dut);
        let initial = dut.mem().clone();
        let pcp = sc.fabric_config().default_pcp;
        let ls = Lockstep::new(Box::new(dut), Box::new(GoldenDut::new(resp2, sc2.cq(1))), pcp, false);
        Bench { sc, req, ls, now: 1_000, initial }
    }

    /// The requester's next request frame (its timers run as needed), or None when it has
    /// nothing more to send within 100 us.
    fn request(&mut self) -> Option<Vec<u8>> {
        let limit = self.now + 100_000;
        loop {
            self.now += 100;
            if let Some(f) = self.req.transmit(self.now) {
                return Some(f);
            }
            match self.req.next_event() {
                Some(t) if t <= limit => {
                    self.now = self.now.max(t);
                    self.req.on_timer(self.now);
                }
                _ => return None,
            }
        }
    }

    /// Delivers `f` to both responders; returns what they answered (equal unless the lockstep
    /// report says otherwise), after giving it to the requester.
    fn deliver(&mut self, f: &[u8]) -> Vec<FrameRepr> {
        self.now += 1_000;
        self.ls.receive(self.now, f);
        let out = self.ls.settle(self.now);
        for o in &out {
            self.req.receive(self.now, o);
        }
        out.iter().map(|o| FrameRepr::parse(o).expect("the responder emits well-formed frames")).collect()
    }

    /// Delivers every remaining request in order (answers go back to the requester).
    fn drain(&mut self) {
        while let Some(f) = self.request() {
            self.deliver(&f);
        }
    }

    /// Memory and counters compared; the report and the RTL's counters.
    fn finish(&mut self) -> (LockstepReport, Counters) {
        let (start, len) = self.sc.data_span();
        self.ls.compare_memory(start, len);
        self.ls.compare_counters();
        (self.ls.report().clone(), self.ls.counters())
    }
}

fn parse(f: &[u8]) -> FrameRepr {
    FrameRepr::parse(f).unwrap()
}

/// Request `f` turned into a WRITE MIDDLE where a new message must start: an invalid request.
fn as_write_middle(f: &[u8]) -> Vec<u8> {
    let mut r = parse(f);
    r.roce.bth.opcode = Opcode::RcWriteMiddle;
    r.roce.reth = None;
    r.roce.fix_pad();
    r.to_bytes().unwrap()
}

/// The requester's first frame (RTL-only tests that drive `RtlResponder` without a lockstep).
fn first_request(req: &mut Endpoint, now: &mut Nanos) -> Vec<u8> {
    loop {
        *now += 100;
        if let Some(f) = req.transmit(*now) {
            return f;
        }
        assert!(*now < 1_000_000, "the requester sends");
    }
}

fn syndrome(r: &FrameRepr) -> Option<Syndrome> {
    r.roce.aeth.map(|a| a.syndrome)
}

/// Every duplicate class: each request delivered twice in a row. SEND and WRITE duplicates are
/// acknowledged and not executed again, a READ duplicate is executed again (same response), an
/// atomic duplicate is answered from the replay entry with the same original value. Memory ends
/// exactly as the scenario's reference (nothing applied twice).
#[test]
fn duplicates_are_answered_and_never_executed_twice() {
    let mut b = Bench::new(&config(ALL, 24, 3000, 4));
    let mut dups = 0u64;
    let (mut reads, mut atomics) = (0, 0);
    while let Some(f) = b.request() {
        let first = b.deliver(&f);
        let again = b.deliver(&f);
        dups += 1;
        let op = parse(&f).roce.bth.opcode;
        match op {
            Opcode::RcReadRequest => {
                // Equal but for the IPv4 identification, which counts frames.
                let roce = |v: &[FrameRepr]| v.iter().map(|r| r.roce.clone()).collect::<Vec<_>>();
                assert_eq!(roce(&again), roce(&first), "a duplicate READ is executed again with the same data");
                reads += 1;
            }
            Opcode::RcCompareSwap | Opcode::RcFetchAdd => {
                assert_eq!(again.len(), 1);
                assert_eq!(again[0].roce.atomic_ack_eth, first[0].roce.atomic_ack_eth, "replayed original value");
                atomics += 1;
            }
            _ => {
                for a in &again {
                    assert!(matches!(syndrome(a), Some(Syndrome::Ack { .. })), "a duplicate is acknowledged: {a:?}");
                }
            }
        }
    }
    assert!(reads > 0 && atomics > 0, "the mix had READs ({reads}) and atomics ({atomics})");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.duplicates_received, dups);
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0, "memory is the reference: nothing applied twice");
}

const ATOMICS: OpMix = OpMix { send: 0, send_imm: 0, write: 0, write_imm: 0, read: 0, cas: 1, fadd: 1 };

/// A QP advertising `max_dest_rd_atomic` 4 keeps its last four atomics: a duplicate of each of
/// them, oldest first, is answered from its own replay slot with its own original value (not
/// the newest atomic's), the fifth-newest is gone and dropped as stale, nothing is executed
/// twice, and the ring in host memory holds exactly the last four (PSN, original value).
#[test]
fn older_atomics_are_replayed_from_their_own_slot() {
    use golden::context::{ReplayRing, TableLayout, REPLAY_SLOTS};
    let cfg = SimConfig { max_rd_atomic: 4, ..config(ATOMICS, 14, 8, 6) };
    let mut b = Bench::new(&cfg);
    let mut done = Vec::new();
    while let Some(f) = b.request() {
        let out = b.deliver(&f);
        assert_eq!(out.len(), 1, "one atomic ACK: {out:?}");
        let orig = out[0].roce.atomic_ack_eth.expect("an atomic ACK").orig;
        done.push((f.clone(), golden::transport::psn::Psn::new(parse(&f).roce.bth.psn), orig));
    }
    let n = done.len();
    assert_eq!(n, 14, "every message was an atomic");
    let origs: std::collections::HashSet<u64> = done.iter().map(|d| d.2).collect();
    assert!(origs.len() > 4, "the atomics returned different values, so a wrong slot shows: {origs:?}");
    for (f, _, orig) in &done[n - 4..] {
        let again = b.deliver(f);
        assert_eq!(again.len(), 1, "{again:?}");
        assert_eq!(again[0].roce.atomic_ack_eth.map(|a| a.orig), Some(*orig), "answered from its own slot");
    }
    assert!(b.deliver(&done[n - 5].0).is_empty(), "the fifth-newest atomic was overwritten: stale");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.drops.stale_duplicate, 1);
    assert_eq!(c.duplicates_received, 5);
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0, "memory is the reference: nothing applied twice");
    // 14 atomics in 4 slots: slots 0 and 1 hold the 13th and 14th, slots 2 and 3 the 11th and 12th.
    let qpn = b.sc.qpns(1)[0];
    let table = TableLayout::new::<ReplayRing>(cosim::harness::responder::REPLAY_BASE, 1 << 16).unwrap();
    let ring: ReplayRing = table.load(b.ls.dut_mut().mem(), qpn).unwrap();
    let want = [12, 13, 10, 11];
    for (slot, &k) in want.iter().enumerate() {
        assert_eq!((ring.0[slot].psn, ring.0[slot].orig), (done[k].1, done[k].2), "slot {slot}");
    }
    assert!(ring.0[4..REPLAY_SLOTS].iter().all(|e| *e == Default::default()), "slots beyond max_dest_rd_atomic are never written");
}

/// A lost packet: the next one is NAKed with PSN sequence error for the expected PSN, once; a
/// further out-of-sequence one is dropped silently; after the missing packet everything is
/// accepted again and the traffic completes exactly.
#[test]
fn a_psn_gap_is_naked_once_and_recovered() {
    let mut b = Bench::new(&config(WRITES, 8, 256, 5));
    let f0 = b.request().unwrap();
    let f1 = b.request().unwrap();
    let f2 = b.request().unwrap();
    let psn0 = parse(&f0).roce.bth.psn;
    let out = b.deliver(&f1);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::PsnSequenceError)));
    assert_eq!(out[0].roce.bth.psn, psn0, "the NAK names the expected PSN");
    assert!(b.deliver(&f2).is_empty(), "one NAK per gap");
    for f in [&f0, &f1, &f2] {
        for a in b.deliver(f) {
            assert!(matches!(syndrome(&a), Some(Syndrome::Ack { .. })), "{a:?}");
        }
    }
    b.drain();
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_seq_sent, 1);
    assert!(c.drops.psn_out_of_sequence >= 1, "{c:?}");
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0);
}

/// A WRITE MIDDLE where a new message must start: invalid request NAK, the QP goes to the error
/// state (later requests are dropped and not executed), and every posted receive WQE is flushed
/// (WrFlushErr, oldest first).
#[test]
fn an_invalid_request_is_naked_and_errors_the_qp() {
    let mix = OpMix { send: 1, write: 1, ..WRITES };
    let mut b = Bench::new(&config(mix, 6, 512, 6));
    let posted: Vec<u64> = b.sc.posted_recvs(1).iter().map(|(_, w)| w.wr_id).collect();
    assert!(!posted.is_empty(), "the mix has SENDs, so receive WQEs are posted");
    let f = b.request().unwrap();
    let out = b.deliver(&as_write_middle(&f));
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::InvalidRequest)));
    let flushed = b.ls.poll_completions(64);
    assert_eq!(flushed.iter().map(|c| c.wr_id).collect::<Vec<_>>(), posted, "{flushed:?}");
    assert!(flushed.iter().all(|c| c.status == WcStatus::WrFlushErr && c.byte_len == 0), "{flushed:?}");
    assert!(b.deliver(&f).is_empty(), "the QP is in error: no answer");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_inv_req_sent, 1);
    assert_eq!(c.drops.bad_state, 1, "{c:?}");
    let (start, len) = b.sc.data_span();
    assert_eq!(b.ls.mem().read_vec(start, len as usize).unwrap(), b.initial.read_vec(start, len as usize).unwrap(), "nothing written");
}

/// Request `f` turned into an ACK (a response opcode) to the same QP.
fn as_ack(f: &[u8]) -> Vec<u8> {
    let mut r = parse(f);
    let bth = golden::wire::BthRepr { opcode: Opcode::RcAck, ..r.roce.bth };
    r.roce = golden::wire::RoceRepr::new(bth);
    r.roce.aeth = Some(golden::wire::AethRepr { syndrome: Syndrome::Ack { credit: 31 }, msn: 1 });
    r.roce.fix_pad();
    r.to_bytes().unwrap()
}

/// A response opcode arriving at an RC QP (rxe `check_type_state`, golden `handle_frame`):
/// while the QP is in RTS it is ignored without an answer (this responder has no requester),
/// once the QP is in error it is a bad-state drop. Found by the fuzz bench (seed 61550), where
/// the RTL counted every response as ignored whatever the QP's state.
#[test]
fn a_response_to_a_qp_in_error_is_a_bad_state_drop() {
    let mut b = Bench::new(&config(WRITES, 6, 512, 6));
    let f = b.request().unwrap();
    assert!(b.deliver(&as_ack(&f)).is_empty(), "a response to a live QP is not answered");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.drops.bad_state, 0, "the QP is in RTS: {c:?}");
    let out = b.deliver(&as_write_middle(&f));
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::InvalidRequest)), "{out:?}");
    assert!(b.deliver(&as_ack(&f)).is_empty(), "the QP is in error: no answer");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.drops.bad_state, 1, "{c:?}");
}

/// A WRITE with a wrong R_Key: remote access error NAK and not one byte written.
#[test]
fn a_bad_rkey_is_naked_and_writes_nothing() {
    let mut b = Bench::new(&config(WRITES, 6, 2048, 7));
    let f = loop {
        let f = b.request().expect("a WRITE with payload");
        if parse(&f).roce.reth.is_some_and(|r| r.dma_len > 0) {
            break f;
        }
        b.deliver(&f);
    };
    let before = b.ls.mem().clone();
    let mut r = parse(&f);
    if let Some(reth) = r.roce.reth.as_mut() {
        reth.rkey ^= 0x5A;
    }
    let out = b.deliver(&r.to_bytes().unwrap());
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::RemoteAccessError)));
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_access_sent, 1);
    let (start, len) = b.sc.data_span();
    assert_eq!(b.ls.mem().read_vec(start, len as usize).unwrap(), before.read_vec(start, len as usize).unwrap(), "nothing written");
}

/// A SEND to a QP with no receive WQE: RNR NAK, nothing written; the QP stays usable.
#[test]
fn a_send_without_a_receive_wqe_gets_an_rnr_nak() {
    // A WRITE-only scenario posts no receive WQEs.
    let mut b = Bench::new(&config(WRITES, 4, 512, 8));
    let f = b.request().unwrap();
    let mut r = parse(&f);
    r.roce.bth.opcode = Opcode::RcSendOnly;
    r.roce.reth = None;
    r.roce.fix_pad();
    let out = b.deliver(&r.to_bytes().unwrap());
    assert_eq!(out.len(), 1, "{out:?}");
    assert!(matches!(syndrome(&out[0]), Some(Syndrome::RnrNak { .. })), "{out:?}");
    // The same PSN as the WRITE it replaced: the WRITE is still expected and accepted.
    b.deliver(&f);
    b.drain();
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.rnr_naks_sent, 1);
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0);
}

/// A SEND whose receive buffer's key has been invalidated: remote operational error NAK, a
/// local protection error completion of its receive WQE, and the QP's other receive WQEs
/// flushed (WrFlushErr, in order) as the QP goes to the error state.
#[test]
fn a_send_into_an_invalid_receive_buffer_key_is_an_operational_error() {
    let cfg = config(SENDS, 4, 512, 9);
    let (sc, _) = Scenario::build(&cfg).unwrap();
    let lkey = sc.posted_recvs(1)[0].1.sges[0].lkey;
    let mut b = Bench::with(&cfg, |golden, rtl| {
        golden.dereg_mr(lkey).unwrap();
        let t = rtl.layout().mkey;
        let mut e: MkeyEntry = t.load(rtl.mem(), mkey_index(lkey)).unwrap();
        e.valid = false;
        t.store(rtl.mem_mut(), mkey_index(lkey), &e).unwrap();
    });
    let f = b.request().unwrap();
    let out = b.deliver(&f);
    let last = out.last().expect("an answer");
    assert_eq!(syndrome(last), Some(Syndrome::Nak(NakCode::RemoteOperationalError)), "{out:?}");
    let cpl = b.ls.poll_completions(8);
    let posted = sc.posted_recvs(1);
    assert_eq!(cpl.len(), posted.len(), "{cpl:?}");
    assert_eq!(cpl[0].status, WcStatus::LocProtErr);
    for (c, (_, wr)) in cpl.iter().zip(posted).skip(1) {
        assert_eq!((c.status, c.wr_id, c.byte_len), (WcStatus::WrFlushErr, wr.wr_id, 0), "{cpl:?}");
    }
    let g = b.request().unwrap_or_else(|| f.clone());
    assert!(b.deliver(&g).is_empty(), "the QP is in error");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_op_sent, 1);
}

/// PSNs starting just below 2^24: multi-packet WRITEs across the wrap, a duplicate from before
/// the wrap delivered after it (acknowledged, not executed), and a gap across the wrap NAKed
/// with the wrapped PSN. Everything completes exactly.
#[test]
fn psns_wrap_around() {
    let mut cfg = config(WRITES, 10, 4096, 10);
    cfg.psn_start = Some(0xFF_FFFA);
    let mut b = Bench::new(&cfg);
    let mut sent: Vec<Vec<u8>> = Vec::new();
    let mut wrapped = false;
    while let Some(f) = b.request() {
        let psn = parse(&f).roce.bth.psn;
        if psn == 0 && !wrapped {
            wrapped = true;
            // Gap across the wrap: the packet after PSN 0 first.
            let g = b.request().expect("more after the wrap");
            let out = b.deliver(&g);
            assert_eq!(out.len(), 1, "{out:?}");
            assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::PsnSequenceError)));
            assert_eq!(out[0].roce.bth.psn, 0, "the expected PSN wrapped to 0");
            b.deliver(&f);
            // A pre-wrap packet again: a duplicate, acknowledged.
            let old = sent.first().cloned().expect("packets before the wrap");
            let dup = b.deliver(&old);
            assert!(dup.iter().all(|a| matches!(syndrome(a), Some(Syndrome::Ack { .. }))), "{dup:?}");
            b.deliver(&g);
            sent.push(f);
            sent.push(g);
            continue;
        }
        b.deliver(&f);
        sent.push(f);
    }
    assert!(wrapped, "the PSNs crossed 2^24");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_seq_sent, 1);
    assert!(c.duplicates_received >= 1);
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0);
}

/// A driver's bogus receive doorbell (a producer a million WQEs beyond the consumer, more than
/// the ring holds) on a QP that then goes to ERR: the flush stops after one ring of entries and
/// the NIC goes idle, instead of writing completions for every claimed WQE. (RTL only: golden's
/// queue cannot hold more than it was given.)
#[test]
fn a_bogus_doorbell_cannot_make_the_flush_endless() {
    let cfg = config(SENDS, 4, 512, 12);
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let mut d = RtlResponder::from_scenario(&sc, &resp).unwrap();
    let qpn = sc.qpns(1)[0];
    let posted = sc.posted_recvs(1).len() as u32;
    let ring = posted.next_power_of_two().max(2) as usize;
    d.with_driver(|dr| dr.ring_rq_doorbell(qpn, posted + 1_000_000)).unwrap().unwrap();
    let _ = d.settle(1_000);
    let mut now = 1_000;
    let f = first_request(&mut req, &mut now);
    d.receive(now, &as_write_middle(&f));
    let out = d.settle(now);
    assert!(d.is_idle(), "the engine finished the flush");
    assert!(out.iter().any(|o| syndrome(&parse(o)) == Some(Syndrome::Nak(NakCode::InvalidRequest))), "{out:?}");
    let cpl = d.poll_completions(1 << 20);
    assert_eq!(cpl.len(), ring, "one ring of flush completions: {cpl:?}");
    assert!(cpl.iter().all(|c| c.status == WcStatus::WrFlushErr), "{cpl:?}");
}

/// Unreliable services never answer.
fn assert_no_answer(out: &[FrameRepr], what: &str) {
    assert!(out.is_empty(), "{what}: no ACK or NAK on UC/UD: {out:?}");
}

/// UC without loss: every SEND, WRITE and immediate lands exactly (memory equals the reference)
/// and nothing is ever answered.
#[test]
fn uc_traffic_lands_exactly_and_is_never_answered() {
    let mut b = Bench::new(&service(QpType::Uc, UC_MIX, 16, 4000, 13));
    let mut packets = 0;
    while let Some(f) = b.request() {
        assert_no_answer(&b.deliver(&f), "UC request");
        packets += 1;
    }
    assert!(packets > 16, "multi-packet messages: {packets} packets");
    let cpl = b.ls.poll_completions(64);
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0);
    assert_eq!(cpl.len(), b.sc.posted_recvs(1).len(), "every receive WQE completes: {cpl:?}");
    assert!(cpl.iter().all(|c| c.status == WcStatus::Success), "{cpl:?}");
    assert_eq!((c.acks_sent, c.drops.uc_message_dropped), (0, 0), "{c:?}");
}

/// UC over a gap: a lost Middle/Last drops the rest of its message, a lost First drops all of
/// its message, silently and counted per packet; the next message lands again.
#[test]
fn uc_gaps_drop_the_rest_of_their_message_silently() {
    // Enough messages that at least two span several packets (the cuts need them).
    let mut b = Bench::new(&service(QpType::Uc, UC_MIX, 40, 4000, 14));
    // The current message's packets so far, and which loss is next (0: a Middle/Last, 1: a First).
    let (mut idx, mut losses, mut expect_drops, mut dropping) = (0usize, 0, 0u64, false);
    while let Some(f) = b.request() {
        let op = parse(&f).roce.bth.opcode;
        let first = matches!(op, Opcode::UcSendFirst | Opcode::UcWriteFirst);
        let only = !first && !matches!(op, Opcode::UcSendMiddle | Opcode::UcWriteMiddle)
            && !matches!(op, Opcode::UcSendLast | Opcode::UcSendLastImm | Opcode::UcWriteLast | Opcode::UcWriteLastImm);
        if first || only {
            idx = 0;
            dropping = false;
        } else {
            idx += 1;
        }
        let middle = matches!(op, Opcode::UcSendMiddle | Opcode::UcWriteMiddle);
        // First a Middle (so the rest of its message is there to drop), then a First.
        let lose = (losses == 0 && idx == 1 && middle) || (losses == 1 && first);
        if lose {
            losses += 1;
            dropping = true;
            continue;
        }
        if dropping {
            expect_drops += 1;
        }
        assert_no_answer(&b.deliver(&f), "UC request");
    }
    assert_eq!(losses, 2, "the traffic had two multi-packet messages to cut");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert!(expect_drops >= 2, "{expect_drops}");
    assert_eq!(c.drops.uc_message_dropped, expect_drops, "{c:?}");
    assert_eq!(c.acks_sent + c.naks_seq_sent + c.naks_inv_req_sent, 0, "{c:?}");
}

/// UC requests the responder refuses (a SEND with no receive WQE, a WRITE with a wrong R_Key):
/// dropped silently, counted, nothing written, and the QP carries on: the same PSN sent again
/// correctly lands, and the traffic ends exactly as the reference.
#[test]
fn uc_refused_requests_drop_silently_and_the_qp_carries_on() {
    // WRITEs only: no receive WQE is posted.
    let mut b = Bench::new(&service(QpType::Uc, WRITES, 8, 3000, 15));
    let f = b.request().unwrap();
    let mut r = parse(&f);
    r.roce.bth.opcode = Opcode::UcSendOnly;
    r.roce.reth = None;
    r.roce.fix_pad();
    assert_no_answer(&b.deliver(&r.to_bytes().unwrap()), "a SEND without a receive WQE");
    assert_no_answer(&b.deliver(&f), "the original");
    let g = loop {
        let g = b.request().expect("a WRITE with payload");
        if parse(&g).roce.reth.is_some_and(|r| r.dma_len > 0) {
            break g;
        }
        b.deliver(&g);
    };
    let before = b.ls.mem().clone();
    let mut r = parse(&g);
    if let Some(reth) = r.roce.reth.as_mut() {
        reth.rkey ^= 0x5A;
    }
    assert_no_answer(&b.deliver(&r.to_bytes().unwrap()), "a WRITE with a wrong R_Key");
    let (start, len) = b.sc.data_span();
    assert_eq!(b.ls.mem().read_vec(start, len as usize).unwrap(), before.read_vec(start, len as usize).unwrap(), "nothing written");
    b.deliver(&g);
    b.drain();
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.drops.uc_message_dropped, 2, "{c:?}");
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0, "the QP carried on");
}

/// UD: every SEND lands in its receive WQE, whose completion names the sender's QP and IP; no
/// answers.
#[test]
fn ud_sends_complete_with_the_senders_qp_and_ip() {
    let mut b = Bench::new(&service(QpType::Ud, UD_MIX, 12, 1024, 16));
    while let Some(f) = b.request() {
        assert_no_answer(&b.deliver(&f), "UD SEND");
    }
    let cpl = b.ls.poll_completions(64);
    let (rep, _) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(b.sc.memory_mismatches(1, b.ls.mem()), 0);
    assert_eq!(cpl.len(), 12, "{cpl:?}");
    let sender = b.sc.qpns(0)[0];
    let ip = b.req.config().ip;
    for c in &cpl {
        assert_eq!((c.status, c.src_qp, c.src_ip), (WcStatus::Success, Some(sender), Some(ip)), "{c:?}");
    }
    assert!(cpl.iter().any(|c| c.imm.is_some()) && cpl.iter().any(|c| c.imm.is_none()), "both SEND kinds: {cpl:?}");
}

/// UD drops: a wrong Q_Key (counted, nothing written), a SEND when no receive WQE is left
/// (counted); a CE-marked SEND makes a CNP to the sender's QP (from the DETH).
#[test]
fn ud_drops_are_counted_and_cnps_go_to_the_sender() {
    let mut cfg = service(QpType::Ud, UD_MIX, 6, 1024, 17);
    cfg.cc = true;
    let mut b = Bench::new(&cfg);
    let f = b.request().unwrap();
    let before = b.ls.mem().clone();
    let mut r = parse(&f);
    if let Some(d) = r.roce.deth.as_mut() {
        d.qkey ^= 1;
    }
    assert_no_answer(&b.deliver(&r.to_bytes().unwrap()), "a wrong Q_Key");
    let (start, len) = b.sc.data_span();
    assert_eq!(b.ls.mem().read_vec(start, len as usize).unwrap(), before.read_vec(start, len as usize).unwrap(), "nothing written");
    let mut r = parse(&f);
    r.ip.set_ecn(3);
    let out = b.deliver(&r.to_bytes().unwrap());
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(out[0].roce.bth.opcode, Opcode::Cnp);
    assert_eq!(out[0].roce.bth.dest_qp, b.sc.qpns(0)[0], "to the sender's QP");
    let mut last = f.clone();
    while let Some(g) = b.request() {
        assert_no_answer(&b.deliver(&g), "UD SEND");
        last = g;
    }
    // Every receive WQE is used: one more SEND has nowhere to go.
    assert_no_answer(&b.deliver(&last), "a SEND with no receive WQE");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!((c.drops.bad_qkey, c.drops.ud_no_recv, c.cnps_sent), (1, 1, 1), "{c:?}");
}

/// UD: a SEND whose payload is longer than the QP's path MTU is dropped silently and counted,
/// before a receive WQE is taken (the next SEND lands in the first WQE); one of exactly the MTU
/// is not a length drop.
#[test]
fn a_ud_send_beyond_the_path_mtu_is_dropped_and_keeps_its_wqe() {
    let mut b = Bench::new(&service(QpType::Ud, UD_MIX, 6, 1024, 19));
    let posted: Vec<u64> = b.sc.posted_recvs(1).iter().map(|(_, w)| w.wr_id).collect();
    let f = b.request().unwrap();
    let before = b.ls.mem().clone();
    for extra in [4, 1024] {
        let mut r = parse(&f);
        r.roce.payload.resize(1024 + extra, 0x5A);
        r.roce.fix_pad();
        assert_no_answer(&b.deliver(&r.to_bytes().unwrap()), "a UD SEND beyond the MTU");
    }
    assert!(b.ls.poll_completions(64).is_empty(), "no completion for a dropped SEND");
    let (start, len) = b.sc.data_span();
    assert_eq!(b.ls.mem().read_vec(start, len as usize).unwrap(), before.read_vec(start, len as usize).unwrap(), "nothing written");
    let mut r = parse(&f);
    r.roce.payload.resize(1024, 0xA5);
    r.roce.fix_pad();
    assert_no_answer(&b.deliver(&r.to_bytes().unwrap()), "a UD SEND of exactly the MTU");
    let cpl = b.ls.poll_completions(64);
    assert_eq!(cpl.iter().map(|c| c.wr_id).collect::<Vec<_>>(), posted[..1].to_vec(), "the first WQE is still there: {cpl:?}");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!((c.drops.ud_too_long, c.drops.ud_no_recv), (2, 0), "{c:?}");
}

/// A SEND First shorter than the MTU: invalid request NAK (golden's length rule for SEND).
#[test]
fn a_send_of_the_wrong_length_is_an_invalid_request() {
    let mut b = Bench::new(&config(SENDS, 8, 5000, 18));
    let f = loop {
        let f = b.request().expect("a multi-packet SEND");
        if parse(&f).roce.bth.opcode == Opcode::RcSendFirst {
            break f;
        }
        b.deliver(&f);
    };
    let mut r = parse(&f);
    r.roce.payload.truncate(r.roce.payload.len() - 4);
    r.roce.fix_pad();
    let out = b.deliver(&r.to_bytes().unwrap());
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::InvalidRequest)));
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_inv_req_sent, 1);
}

/// A SEND Only/Last turned into its with-invalidate form naming R_Key `rkey`; the frames
/// before it delivered.
fn send_with_invalidate(b: &mut Bench, rkey: u32) -> Vec<u8> {
    loop {
        let f = b.request().expect("a SEND Only or Last");
        let mut r = parse(&f);
        let op = match r.roce.bth.opcode {
            Opcode::RcSendOnly => Opcode::RcSendOnlyInv,
            Opcode::RcSendLast => Opcode::RcSendLastInv,
            _ => {
                b.deliver(&f);
                continue;
            }
        };
        r.roce.bth.opcode = op;
        r.roce.ieth = Some(rkey);
        r.roce.fix_pad();
        return r.to_bytes().unwrap();
    }
}

/// SEND with invalidate: the completion names the R_Key, and the key is dead afterwards (a WRITE
/// through it gets a remote access error NAK and writes nothing).
#[test]
fn a_send_with_invalidate_kills_the_rkey() {
    let mix = OpMix { send: 1, write: 3, ..WRITES };
    let mut b = Bench::new(&config(mix, 24, 3000, 19));
    // mr_keys order per QP: src, rdst, ares, wtgt (the WRITE target), rsrc, recv, atgt.
    let wtgt = b.sc.mr_keys(1)[3];
    let f = send_with_invalidate(&mut b, wtgt);
    let out = b.deliver(&f);
    assert!(out.iter().all(|a| matches!(syndrome(a), Some(Syndrome::Ack { .. }))), "{out:?}");
    let cpl = b.ls.poll_completions(64);
    let last = cpl.last().expect("the SEND completed");
    assert_eq!((last.status, last.invalidated_rkey, last.imm), (WcStatus::Success, Some(wtgt), None), "{cpl:?}");
    let g = loop {
        let g = b.request().expect("a WRITE with payload after the SEND");
        if parse(&g).roce.reth.is_some_and(|r| r.dma_len > 0) {
            break g;
        }
        b.deliver(&g);
    };
    let before = b.ls.mem().clone();
    let out = b.deliver(&g);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::RemoteAccessError)), "the invalidated key refuses");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_access_sent, 1);
    let (start, len) = b.sc.data_span();
    assert_eq!(b.ls.mem().read_vec(start, len as usize).unwrap(), before.read_vec(start, len as usize).unwrap(), "nothing written");
}

/// SEND with invalidate of a key that is not a region of the QP (another key variant): invalid
/// request NAK, nothing placed, and every receive WQE flushed as the QP goes to ERR.
#[test]
fn a_send_with_invalidate_of_a_foreign_key_is_an_invalid_request() {
    let mut b = Bench::new(&config(SENDS, 6, 512, 20));
    let posted: Vec<u64> = b.sc.posted_recvs(1).iter().map(|(_, w)| w.wr_id).collect();
    let bad = b.sc.mr_keys(1)[3] ^ 0x5A;
    let f = send_with_invalidate(&mut b, bad);
    let out = b.deliver(&f);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::InvalidRequest)));
    let cpl = b.ls.poll_completions(64);
    assert!(cpl.iter().all(|c| c.status == WcStatus::WrFlushErr), "{cpl:?}");
    assert_eq!(cpl.iter().map(|c| c.wr_id).collect::<Vec<_>>(), posted, "{cpl:?}");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_inv_req_sent, 1);
}

/// A receive WQE posted (doorbell) on a QP already in ERR completes at once with WrFlushErr, as
/// golden's `post_recv` does, and the NIC goes idle. (RTL only: the doorbell comes from the
/// driver, after the QP went to ERR.)
#[test]
fn a_receive_posted_on_a_qp_in_err_is_flushed_at_once() {
    use golden::context::QpContext;
    use golden::verbs::{RecvWr, Sge};
    let cfg = config(SENDS, 4, 512, 21);
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let mut d = RtlResponder::from_scenario(&sc, &resp).unwrap();
    let qpn = sc.qpns(1)[0];
    let posted = sc.posted_recvs(1).len() as u32;
    let mut now = 1_000;
    let f = first_request(&mut req, &mut now);
    d.receive(now, &as_write_middle(&f));
    let _ = d.settle(now);
    let flushed = d.poll_completions(64);
    assert_eq!(flushed.len(), posted as usize, "{flushed:?}");
    // Post one more: the WQE into the ring slot after the last, then the doorbell.
    let ctx: QpContext = d.layout().qpc.load(d.mem(), qpn).unwrap();
    let wr = RecvWr { wr_id: 0xABCD, sges: vec![Sge { addr: 0x1000, length: 64, lkey: 0 }] };
    let wqe = golden::hostfmt::encode_recv_wqe(&wr).unwrap();
    d.mem_mut().write(ctx.rq_wqe_addr(posted), &wqe).unwrap();
    d.with_driver(|dr| dr.ring_rq_doorbell(qpn, posted + 1)).unwrap().unwrap();
    now += 1_000;
    let out = d.settle(now);
    assert!(out.is_empty(), "{out:?}");
    assert!(d.is_idle());
    let cpl = d.poll_completions(8);
    assert_eq!(cpl.len(), 1, "{cpl:?}");
    assert_eq!((cpl[0].wr_id, cpl[0].status, cpl[0].byte_len, cpl[0].qpn), (0xABCD, WcStatus::WrFlushErr, 0, qpn), "{cpl:?}");
}

/// The transmit side is shared fairly: an ACK of one connection does not wait behind a long READ
/// response of another, it goes out between two of its packets; the READ's packets stay in PSN
/// order. (RTL only: the lockstep settles after every frame, so two connections' answers are
/// never queued together there.)
#[test]
fn an_ack_passes_a_long_read_response_of_another_qp() {
    let mix = OpMix { read: 1, write: 1, ..WRITES };
    let mut cfg = config(mix, 40, 20000, 22);
    cfg.qps = 2;
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let mut d = RtlResponder::from_scenario(&sc, &resp).unwrap();
    let mut now = 1_000;
    let mut read: Option<(Vec<u8>, u32)> = None;
    let ack_frame = loop {
        now += 100;
        let f = match req.transmit(now) {
            Some(f) => f,
            None => {
                if let Some(t) = req.next_event() {
                    now = now.max(t);
                    req.on_timer(now);
                }
                assert!(now < 50_000_000, "the traffic has a long READ and a WRITE of the other QP after it");
                continue;
            }
        };
        let r = parse(&f);
        let qp = r.roce.bth.dest_qp;
        match (&read, r.roce.bth.opcode) {
            (None, Opcode::RcReadRequest) if r.roce.reth.is_some_and(|x| x.dma_len >= 8 * 1024) => {
                read = Some((f, qp));
                continue;
            }
            (Some((_, rq)), Opcode::RcWriteOnly | Opcode::RcWriteLast) if qp != *rq && r.roce.bth.ack_req => break f,
            (Some((_, rq)), _) if qp == *rq => continue,
            _ => {}
        }
        d.receive(now, &f);
        for o in d.settle(now) {
            req.receive(now, &o);
        }
    };
    let (read, _) = read.unwrap();
    now += 1_000;
    d.receive(now, &read);
    d.receive(now, &ack_frame);
    let out: Vec<FrameRepr> = d.settle(now).iter().map(|o| parse(o)).collect();
    let is_read = |r: &FrameRepr| {
        matches!(
            r.roce.bth.opcode,
            Opcode::RcReadResponseFirst | Opcode::RcReadResponseMiddle | Opcode::RcReadResponseLast | Opcode::RcReadResponseOnly
        )
    };
    let reads: Vec<u32> = out.iter().filter(|r| is_read(r)).map(|r| r.roce.bth.psn).collect();
    assert!(reads.len() >= 8, "{} READ response packets", reads.len());
    assert!(reads.windows(2).all(|w| (w[0] + 1) & 0xFF_FFFF == w[1]), "in PSN order: {reads:?}");
    let last_read = out.iter().rposition(|r| is_read(r)).unwrap();
    let ack = out.iter().position(|r| r.roce.bth.opcode == Opcode::RcAck).expect("the WRITE is acknowledged");
    assert!(ack < last_read, "the ACK went out between READ packets: ACK at {ack}, last READ packet at {last_read}");
    assert!(ack > 0 && is_read(&out[0]), "the READ started first");
}

/// ACK coalescing: a burst of WRITEs that all ask for an ACK, arriving while their payload
/// writes wait on a slow host memory, is answered by fewer, cumulative ACKs; the last names the
/// last PSN, every byte lands, and `acks_coalesced` counts the ACKs merged. (RTL only: the
/// lockstep settles after every frame, so ACKs never wait together there.)
#[test]
fn a_burst_of_writes_is_answered_by_coalesced_acks() {
    use cosim::harness::responder::{driver_configure, GoldenHostFormat};
    use cosim::host_memory::AxiSlaveConfig;
    let cfg = config(WRITES, 16, 200, 23);
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let slow = AxiSlaveConfig { latency: 400, ..Default::default() };
    let mut d = RtlResponder::new(&sc, &resp, Box::new(GoldenHostFormat), Box::new(driver_configure), slow).unwrap();
    let mut frames = Vec::new();
    let mut now = 1_000;
    while frames.len() < 16 {
        now += 100;
        if let Some(f) = req.transmit(now) {
            frames.push(f);
        }
        assert!(now < 10_000_000, "the requester sends its 16 WRITEs");
    }
    let asks = frames.iter().filter(|f| parse(f).roce.bth.ack_req).count();
    let last_psn = parse(frames.last().unwrap()).roce.bth.psn;
    for f in &frames {
        d.receive(now, f);
    }
    let out: Vec<FrameRepr> = d.settle(now).iter().map(|o| parse(o)).collect();
    let acks: Vec<u32> = out.iter().filter(|r| r.roce.bth.opcode == Opcode::RcAck).map(|r| r.roce.bth.psn).collect();
    assert!(out.iter().all(|r| matches!(syndrome(r), Some(Syndrome::Ack { .. }))), "{out:?}");
    assert!(!acks.is_empty() && acks.len() < asks, "{} ACKs for {asks} requests asking for one", acks.len());
    assert_eq!(*acks.last().unwrap(), last_psn, "the last ACK covers the last WRITE");
    assert!(acks.windows(2).all(|w| w[0] < w[1]), "cumulative, increasing: {acks:?}");
    assert_eq!(sc.memory_mismatches(1, d.mem()), 0, "every byte landed");
    let counters = d.with_driver(|dr| dr.counters()).unwrap();
    let get = |n: &str| counters.iter().find(|(k, _)| k == n).map(|(_, v)| *v as usize).unwrap();
    assert_eq!(get("engine.acks_coalesced"), asks - acks.len(), "{counters:?}");
    assert_eq!(get("engine.acks_sent"), asks, "ACK jobs made, one per request asking");
}

/// The harness reads the NIC's outputs before each clock edge without an extra `eval`, which is
/// right only while no output depends on that cycle's inputs. Checked every cycle of a busy
/// stretch (every verb, a slow host memory, the requester's whole backlog at once, random
/// back-pressure-free MAC): another `eval` after the inputs are driven never changes an output.
#[test]
fn outputs_read_before_the_edge_do_not_depend_on_inputs() {
    use cosim::harness::responder::{driver_configure, GoldenHostFormat};
    use cosim::host_memory::AxiSlaveConfig;
    let cfg = config(ALL, 24, 3000, 29);
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let slow = AxiSlaveConfig { latency: 60, ..Default::default() };
    let mut d = RtlResponder::new(&sc, &resp, Box::new(GoldenHostFormat), Box::new(driver_configure), slow).unwrap();
    d.check_registered_outputs();
    let mut now = 1_000;
    let (mut answers, mut rounds, mut done) = (0, 0, 0);
    // Each round: everything the requester has to send (its timers run), all at once to the NIC.
    while done < 24 && rounds < 400 {
        rounds += 1;
        let mut frames = Vec::new();
        for _ in 0..200 {
            now += 100;
            if req.next_event().is_some_and(|t| t <= now) {
                req.on_timer(now);
            }
            frames.extend(req.transmit(now));
        }
        for f in &frames {
            d.receive(now, f);
        }
        for o in d.settle(now) {
            answers += 1;
            req.receive(now, &o);
        }
        done += req.poll_cq(sc.cq(0), 64).len();
    }
    assert_eq!(done, 24, "every message completed ({answers} answers, {rounds} rounds)");
    assert_eq!(d.registered_output_violations(), (0, None));
}

/// Receive WQEs of several SGEs (cut, shuffled, some empty; `SimConfig::recv_sges`):
/// multi-packet SENDs of every size scatter piece by piece, pieces start and end inside bus
/// beats and are often shorter than one. Every byte lands where golden puts it.
#[test]
fn scattered_sends_land_piece_by_piece() {
    let cfg = SimConfig { recv_sges: 16, ..config(OpMix { send: 2, send_imm: 1, ..SENDS }, 24, 5000, 21) };
    let (sc, _) = Scenario::build(&cfg).unwrap();
    let recvs = sc.posted_recvs(1);
    assert!(recvs.iter().filter(|(_, w)| w.sges.windows(2).any(|p| p[1].addr < p[0].addr)).count() > recvs.len() / 2);
    let mut b = Bench::new(&cfg);
    b.drain();
    let cpl = b.ls.poll_completions(64);
    assert_eq!(cpl.len(), recvs.len(), "{cpl:?}");
    assert!(cpl.iter().all(|c| c.status == WcStatus::Success), "{cpl:?}");
    assert!(cpl.iter().any(|c| c.byte_len > 2048), "some message spans several packets: {cpl:?}");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_op_sent + c.naks_inv_req_sent, 0);
    // (Memory was compared with golden's; golden's placement is checked against the
    // scenario's reference in golden/tests/sim_scatter.rs.)
}

/// The first posted receive WQE of QP `qpn` replaced by `wr`, in golden's queue and in the
/// RTL's ring alike.
fn rewrite_first_recv(golden: &mut Endpoint, rtl: &mut RtlResponder, qpn: u32, wr: RecvWr) {
    golden.rewrite_posted_recv(qpn, 0, wr.clone()).unwrap();
    let ctx: QpContext = rtl.layout().qpc.load(rtl.mem(), qpn).unwrap();
    let bytes = golden::hostfmt::encode_recv_wqe(&wr).unwrap();
    assert!(bytes.len() <= 1 << ctx.rq_log_stride);
    rtl.mem_mut().write(ctx.rq_wqe_addr(ctx.rq_consumer), &bytes).unwrap();
}

/// A scattered SEND whose second piece's L_Key is bad: every piece is checked before any is
/// written, so not even the first (good) piece is written; operational error NAK, LocProtErr.
#[test]
fn a_bad_key_in_a_later_sge_writes_no_piece() {
    let cfg = SimConfig { recv_sges: 2, ..config(SENDS, 4, 512, 9) };
    let (sc, _) = Scenario::build(&cfg).unwrap();
    let (qpn, wr) = sc.posted_recvs(1)[0].clone();
    let s = wr.sges[0];
    let first = Sge { addr: s.addr, length: 1, lkey: s.lkey };
    let bad = Sge { addr: s.addr + 64, length: 4096, lkey: s.lkey ^ 0x5A };
    let mut b = Bench::with(&cfg, |golden, rtl| {
        rewrite_first_recv(golden, rtl, qpn, RecvWr { wr_id: wr.wr_id, sges: vec![first, bad] });
    });
    let f = b.request().unwrap();
    assert!(parse(&f).roce.payload.len() >= 2, "the first SEND must reach the second SGE");
    let out = b.deliver(&f);
    assert_eq!(syndrome(out.last().expect("an answer")), Some(Syndrome::Nak(NakCode::RemoteOperationalError)), "{out:?}");
    let cpl = b.ls.poll_completions(8);
    assert_eq!((cpl[0].status, cpl[0].wr_id), (WcStatus::LocProtErr, wr.wr_id), "{cpl:?}");
    assert_eq!(b.ls.mem().read_vec(s.addr, 1).unwrap(), b.initial.read_vec(s.addr, 1).unwrap(), "the good piece is not written either");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_op_sent, 1);
}

/// A SEND longer than all its SGEs together: invalid request NAK, LocLenErr, nothing written
/// (the length is checked before any key).
#[test]
fn a_send_longer_than_its_sges_is_an_invalid_request() {
    let cfg = SimConfig { recv_sges: 3, ..config(SENDS, 4, 512, 9) };
    let (sc, _) = Scenario::build(&cfg).unwrap();
    let (qpn, wr) = sc.posted_recvs(1)[0].clone();
    let s = wr.sges[0];
    let short = vec![Sge { addr: s.addr + 100, length: 1, ..s }, Sge { addr: s.addr, length: 0, lkey: 0xDEAD }, Sge { addr: s.addr + 7, length: 1, ..s }];
    let mut b = Bench::with(&cfg, |golden, rtl| rewrite_first_recv(golden, rtl, qpn, RecvWr { wr_id: wr.wr_id, sges: short }));
    let f = b.request().unwrap();
    assert!(parse(&f).roce.payload.len() > 2, "the first SEND must be longer than two bytes");
    let out = b.deliver(&f);
    assert_eq!(syndrome(out.last().expect("an answer")), Some(Syndrome::Nak(NakCode::InvalidRequest)), "{out:?}");
    let cpl = b.ls.poll_completions(8);
    assert_eq!((cpl[0].status, cpl[0].wr_id), (WcStatus::LocLenErr, wr.wr_id), "{cpl:?}");
    for a in [s.addr + 100, s.addr + 7] {
        assert_eq!(b.ls.mem().read_vec(a, 1).unwrap(), b.initial.read_vec(a, 1).unwrap());
    }
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_inv_req_sent, 1);
}

/// Poisons `len` bytes at `va` (their whole pages) in both responders' host memory: DMA to them
/// fails (the RTL's AXI slave answers SLVERR, golden's memory refuses).
fn poison(b: &mut Bench, va: u64, len: u64) {
    b.ls.dut_mut().mem_mut().poison(va, len);
    b.ls.reference_mut().mem_mut().poison(va, len);
}

/// The receive completions after a failed payload write: the head WQE with `first`, every
/// other one flushed.
fn assert_flushed_after(b: &mut Bench, sc: &Scenario, first: WcStatus) {
    let cpl = b.ls.poll_completions(64);
    let posted = sc.posted_recvs(1);
    assert_eq!(cpl.len(), posted.len(), "{cpl:?}");
    assert_eq!((cpl[0].status, cpl[0].wr_id, cpl[0].byte_len), (first, posted[0].1.wr_id, 0), "{cpl:?}");
    for (c, (_, wr)) in cpl.iter().zip(posted).skip(1) {
        assert_eq!((c.status, c.wr_id), (WcStatus::WrFlushErr, wr.wr_id), "{cpl:?}");
    }
}

/// The QP is in error: a further request gets no answer; then the lockstep report is clean and
/// exactly one operational error NAK and no positive ACK went out.
fn assert_dead_and_golden(b: &mut Bench, f: &[u8]) {
    let g = b.request().unwrap_or_else(|| f.to_vec());
    assert!(b.deliver(&g).is_empty(), "the QP is in error");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!((c.naks_op_sent, c.acks_sent), (1, 0), "{c:?}");
}

/// A WRITE whose host memory fails (DMA write error): remote operational error NAK with the
/// packet's PSN instead of its ACK (the queued ACK is withdrawn), the QP goes to ERR.
#[test]
fn a_write_into_failing_host_memory_is_naked_and_errs_the_qp() {
    let cfg = config(WRITES, 4, 512, 3);
    let mut b = Bench::new(&cfg);
    let f = b.request().unwrap();
    let r = parse(&f);
    let reth = r.roce.reth.expect("a WRITE first/only");
    assert!(reth.dma_len > 0 && r.roce.bth.ack_req, "{reth:?}");
    poison(&mut b, reth.va, reth.dma_len as u64);
    let out = b.deliver(&f);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::RemoteOperationalError)), "{out:?}");
    assert_eq!(out[0].roce.bth.psn, r.roce.bth.psn);
    assert_dead_and_golden(&mut b, &f);
}

/// A one-packet SEND into failing host memory: its receive WQE completes with LocQpOpErr (the
/// completion waits for the write), the others are flushed, NAK instead of the ACK.
#[test]
fn a_send_only_into_failing_host_memory_completes_with_an_error() {
    let (cfg, b, f) = first_seed_opening_with(|seed| config(SENDS, 4, 512, seed), Opcode::RcSendOnly);
    assert!(!parse(&f).roce.payload.is_empty());
    assert_rc_send_into_poison_is_naked(&cfg, b, &f, 512);
}

/// The first seed (1..40) whose first request frame has opcode `op`: its config, bench and frame.
fn first_seed_opening_with(make: impl Fn(u64) -> SimConfig, op: Opcode) -> (SimConfig, Bench, Vec<u8>) {
    (1..40)
        .find_map(|seed| {
            let cfg = make(seed);
            let mut b = Bench::new(&cfg);
            let f = b.request()?;
            (parse(&f).roce.bth.opcode == op).then_some((cfg, b, f))
        })
        .unwrap_or_else(|| panic!("a seed whose first request is {op:?}"))
}

/// Delivers RC SEND packet `f` with `len` bytes of its receive buffer poisoned: one operational
/// error NAK, the WQE completes with LocQpOpErr, the rest flushed, the QP dead, all as golden.
fn assert_rc_send_into_poison_is_naked(cfg: &SimConfig, mut b: Bench, f: &[u8], len: u64) {
    let (sc, _) = Scenario::build(cfg).unwrap();
    let buf = sc.posted_recvs(1)[0].1.sges[0];
    poison(&mut b, buf.addr, len);
    let out = b.deliver(f);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(syndrome(&out[0]), Some(Syndrome::Nak(NakCode::RemoteOperationalError)), "{out:?}");
    assert_flushed_after(&mut b, &sc, WcStatus::LocQpOpErr);
    assert_dead_and_golden(&mut b, f);
}

/// The first packet of a multi-packet SEND into failing host memory: no ACK was due, the
/// handler's NAK is the answer; the SEND's WQE completes with LocQpOpErr, the rest flushed.
#[test]
fn a_send_first_into_failing_host_memory_completes_with_an_error() {
    let (cfg, b, f) = first_seed_opening_with(|seed| config(SENDS, 4, 5000, seed), Opcode::RcSendFirst);
    assert_rc_send_into_poison_is_naked(&cfg, b, &f, 1024);
}

/// Two long READs of different QPs arriving together: their response packets alternate (one
/// of each in turn) instead of the second waiting for the whole first; each stays in PSN order
/// and carries its own data. (RTL only: the lockstep settles after every frame.)
#[test]
fn two_long_reads_of_different_qps_share_the_link_packet_by_packet() {
    let mut cfg = config(OpMix { read: 1, write: 0, ..WRITES }, 40, 20000, 0);
    cfg.qps = 2;
    // The first seed whose first READs span at least 16 and 8 packets: long enough that the
    // first is still sending when the second's data comes back from host memory.
    let (sc, mut req, d, reads) = (1..400)
        .find_map(|seed| {
            cfg.seed = seed;
            let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
            let mut firsts: Vec<(u32, Vec<u8>)> = Vec::new();
            let mut now = 1_000;
            while firsts.len() < 2 && now < 1_000_000 {
                now += 100;
                if let Some(f) = req.transmit(now) {
                    let r = parse(&f);
                    let qp = r.roce.bth.dest_qp;
                    if !firsts.iter().any(|(q, _)| *q == qp) {
                        firsts.push((qp, f));
                    }
                }
            }
            let long = firsts.len() == 2 && firsts.iter().all(|(_, f)| parse(f).roce.reth.is_some_and(|x| x.dma_len >= 8 * 1024))
                && parse(&firsts[0].1).roce.reth.is_some_and(|x| x.dma_len >= 16 * 1024);
            long.then(|| {
                let d = RtlResponder::from_scenario(&sc, &resp).unwrap();
                (sc, req, d, firsts)
            })
        })
        .expect("a seed whose first READs are long");
    let mut d = d;
    let now = 2_000_000;
    for (_, f) in &reads {
        d.receive(now, f);
    }
    let raw = d.settle(now);
    let out: Vec<FrameRepr> = raw.iter().map(|o| parse(o)).collect();
    let qps: Vec<u32> = out.iter().map(|r| r.roce.bth.dest_qp).collect();
    assert!(out.len() >= 8, "{} response packets", out.len());
    let switches = qps.windows(2).filter(|w| w[0] != w[1]).count();
    assert!(switches >= 6, "the two READs alternate: {qps:?}");
    let psns: Vec<u32> = reads.iter().map(|(_, f)| parse(f).roce.bth.psn).collect();
    let mut conns: Vec<u32> = qps.clone();
    conns.sort_unstable();
    conns.dedup();
    assert_eq!(conns.len(), 2, "{qps:?}");
    let mut starts = Vec::new();
    for c in conns {
        let mine: Vec<u32> = out.iter().filter(|r| r.roce.bth.dest_qp == c).map(|r| r.roce.bth.psn).collect();
        assert!(mine.windows(2).all(|w| (w[0] + 1) & 0xFF_FFFF == w[1]), "in PSN order: {mine:?}");
        starts.push(mine[0]);
    }
    starts.sort_unstable();
    let mut want = psns.clone();
    want.sort_unstable();
    assert_eq!(starts, want, "each READ's responses start at its request's PSN");
    // The requester takes every response: both READs complete successfully (their data and
    // lengths are checked by the requester against the request).
    for o in &raw {
        req.receive(now, o);
    }
    let cpl = req.poll_cq(sc.cq(0), 64);
    let ok = cpl.iter().filter(|c| c.status == WcStatus::Success).count();
    assert!(ok >= 2, "{cpl:?}");
}

/// UC: the first packet of a SEND into failing host memory: never answered; the SEND's receive
/// WQE completes with LocQpOpErr, the rest of its message is dropped (counted), and the QP
/// carries on: the later messages land and complete.
#[test]
fn a_uc_send_into_failing_host_memory_drops_its_message_and_the_qp_carries_on() {
    let (cfg, mut b, f) = first_seed_opening_with(|seed| service(QpType::Uc, SENDS, 6, 5000, seed), Opcode::UcSendFirst);
    let (sc, _) = Scenario::build(&cfg).unwrap();
    let buf = sc.posted_recvs(1)[0].1.sges[0];
    poison(&mut b, buf.addr, 1024);
    assert!(b.deliver(&f).is_empty(), "UC never answers");
    b.drain();
    let cpl = b.ls.poll_completions(64);
    assert_eq!((cpl[0].status, cpl[0].wr_id), (WcStatus::LocQpOpErr, sc.posted_recvs(1)[0].1.wr_id), "{cpl:?}");
    assert!(cpl.len() >= 2 && cpl[1..].iter().all(|c| c.status == WcStatus::Success), "{cpl:?}");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert!(c.drops.uc_message_dropped >= 2, "the failed packet and the rest of its message: {c:?}");
}

/// A CQ overrun (IBTA's CQ error) in RTL and golden alike: the receive CQ holds two entries and
/// nobody reads it (no CONSUMER write). The third SEND's completion does not fit: the NIC does
/// not write it, sets the CQ's STATUS.ERROR, puts the QP in ERR without answering that packet,
/// and flushes the WQEs left into the CQ in error (lost, counted in `cq_overflows`); later
/// requests are dropped as bad state. Both sides answer the same frames and count the same;
/// the two entries written are still readable afterwards.
#[test]
fn a_cq_overrun_puts_the_cq_in_error_and_the_qp_in_err() {
    use golden::verbs::QpState;
    let cfg = config(SENDS, 6, 64, 23);
    let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
    let qpn = sc.qpns(1)[0];
    let posted = sc.posted_recvs(1).len() as u64;
    assert!(posted >= 4, "{posted}");
    let mut rtl = RtlResponder::from_scenario(&sc, &resp).unwrap();
    rtl.recreate_rx_cq(1).unwrap();
    let (sc2, [_, mut resp2]) = Scenario::build(&cfg).unwrap();
    resp2.resize_cq(sc2.cq(1), 2).unwrap();
    let mut gold = GoldenDut::new(resp2, sc2.cq(1));
    let mut now = 1_000;
    let mut answers = Vec::new();
    for k in 0..5 {
        let f = first_request(&mut req, &mut now);
        now += 1_000;
        rtl.receive(now, &f);
        let a = rtl.settle(now);
        gold.receive(now, &f);
        let b = gold.settle(now);
        let strip = |v: &[Vec<u8>]| v.iter().map(|x| parse(x).roce).collect::<Vec<_>>();
        assert_eq!(strip(&a), strip(&b), "frame {k}: RTL and golden answer alike");
        for o in &a {
            req.receive(now, o);
        }
        answers.push(a.len());
    }
    assert_eq!(answers, vec![1, 1, 0, 0, 0], "two ACKs, then nothing: the QP is in ERR");
    assert_eq!(rtl.with_driver(|d| d.cq_in_error(0)).unwrap().unwrap(), true);
    assert_eq!(rtl.with_driver(|d| d.query_qp(qpn)).unwrap().unwrap().state, QpState::Err);
    assert_eq!(gold.endpoint().cq_error(sc2.cq(1)), Some(true));
    assert_eq!(gold.endpoint().qp_state(qpn), Ok(QpState::Err));
    rtl.sync_counters();
    let (c, g) = (rtl.counters(), gold.counters());
    assert_eq!(c.cq_overflows, posted - 2, "the lost completion and every flushed WQE's");
    assert_eq!(cosim::respnode::compared_counters(&c), cosim::respnode::compared_counters(&g));
    assert_eq!(c.drops.bad_state, 2, "requests to the QP in ERR");
    let got = rtl.poll_completions(16);
    assert_eq!(got, gold.poll_completions(16));
    assert_eq!(got.iter().map(|c| c.status).collect::<Vec<_>>(), vec![WcStatus::Success; 2]);
}

/// A completion queue much smaller than the run wraps many times: 8 entries for 40 SENDs. The
/// harness reads completions as they come and writes the CQ's CONSUMER register once half the
/// ring is read, so the NIC reuses the slots (without those writes the ninth completion would
/// overrun and put the QP in ERR); every completion is golden's, nothing overflows.
#[test]
fn a_small_cq_wraps_with_the_consumer_register() {
    let cfg = config(SENDS, 40, 200, 24);
    let cq = Scenario::build(&cfg).unwrap().0.cq(1);
    let mut b = Bench::with(&cfg, |ep, rtl| {
        ep.resize_cq(cq, 8).unwrap();
        rtl.recreate_rx_cq(3).unwrap();
    });
    b.drain();
    let cpl = b.ls.poll_completions(usize::MAX);
    assert_eq!(cpl.len(), 40, "every SEND completed");
    assert!(cpl.iter().all(|c| c.status == WcStatus::Success), "{cpl:?}");
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.cq_overflows, 0);
}

/// A receive WQE whose SGE count is more than 16, or more than its ring slot holds: the WQE is
/// malformed, the SEND is dropped (`drops_bad_wqe`), nothing is answered, written or completed.
/// A WQE with as many SGEs as its slot holds is used. (RTL only: golden's receive queue holds
/// decoded WQEs, so it cannot be given a malformed one.)
#[test]
fn a_receive_wqe_with_too_many_sges_is_malformed() {
    let cfg = config(SENDS, 4, 512, 21);
    let mut first = None;
    for (case, extra) in [("17 SGEs", None), ("one more than the slot", Some(1)), ("as many as the slot", Some(0))] {
        let (sc, [mut req, resp]) = Scenario::build(&cfg).unwrap();
        let qpn = sc.qpns(1)[0];
        let mut d = RtlResponder::from_scenario(&sc, &resp).unwrap();
        let ctx: QpContext = d.layout().qpc.load(d.mem(), qpn).unwrap();
        let slot_sges = ((1u32 << ctx.rq_log_stride) - 16) / 16;
        let nsge = extra.map_or(17, |e| slot_sges + e);
        let at = ctx.rq_wqe_addr(ctx.rq_consumer);
        let mut wqe = d.mem().read_vec(at, 1 << ctx.rq_log_stride).unwrap();
        let len = u32::from_le_bytes(wqe[24..28].try_into().unwrap());
        // Keep the first SGE, give every other one the first's buffer and length 0.
        for k in 1..nsge.min(slot_sges) as usize {
            wqe.copy_within(16..32, 16 + 16 * k);
            wqe[16 + 16 * k + 8..16 + 16 * k + 12].copy_from_slice(&0u32.to_le_bytes());
        }
        wqe[8..12].copy_from_slice(&nsge.to_le_bytes());
        d.mem_mut().write(at, &wqe).unwrap();
        let before = d.mem().clone();
        let mut now = 1_000;
        let f = first_request(&mut req, &mut now);
        let plen = parse(&f).roce.payload.len() as u32;
        assert!(plen > 0 && plen <= len, "{case}: the SEND fits the first SGE ({plen} of {len})");
        d.receive(now, &f);
        let out = d.settle(now);
        let bad = d.with_driver(|dr| dr.engine_counter("drops_bad_wqe")).unwrap().unwrap();
        let cpl = d.poll_completions(8);
        if extra == Some(0) {
            assert_eq!(bad, 0, "{case}");
            assert!(out.iter().any(|o| matches!(syndrome(&parse(o)), Some(Syndrome::Ack { .. }))), "{case}: {out:?}");
            first = Some(cpl);
        } else {
            assert_eq!(bad, 1, "{case}");
            assert!(out.is_empty(), "{case}: dropped, not answered: {out:?}");
            assert!(cpl.is_empty(), "{case}: {cpl:?}");
            let (start, len) = sc.data_span();
            assert_eq!(d.mem().read_vec(start, len as usize).unwrap(), before.read_vec(start, len as usize).unwrap(), "{case}");
        }
    }
    let cpl = first.unwrap();
    assert_eq!(cpl.len(), 1, "a SEND Only completes its WQE: {cpl:?}");
    assert_eq!(cpl[0].status, WcStatus::Success, "{cpl:?}");
}

/// A SEND longer than its receive WQE's one SGE: invalid request NAK, LocLenErr completion,
/// nothing written.
#[test]
fn a_send_longer_than_its_one_sge_is_an_invalid_request() {
    let cfg = config(SENDS, 4, 512, 22);
    let (sc, _) = Scenario::build(&cfg).unwrap();
    let (qpn, wr) = sc.posted_recvs(1)[0].clone();
    let s = wr.sges[0];
    let one = vec![Sge { addr: s.addr + 5, length: 1, ..s }];
    let mut b = Bench::with(&cfg, |golden, rtl| rewrite_first_recv(golden, rtl, qpn, RecvWr { wr_id: wr.wr_id, sges: one }));
    let f = b.request().unwrap();
    assert!(parse(&f).roce.payload.len() > 1, "the first SEND must be longer than one byte");
    let out = b.deliver(&f);
    assert_eq!(syndrome(out.last().expect("an answer")), Some(Syndrome::Nak(NakCode::InvalidRequest)), "{out:?}");
    let cpl = b.ls.poll_completions(8);
    assert_eq!((cpl[0].status, cpl[0].wr_id), (WcStatus::LocLenErr, wr.wr_id), "{cpl:?}");
    assert_eq!(b.ls.mem().read_vec(s.addr + 5, 1).unwrap(), b.initial.read_vec(s.addr + 5, 1).unwrap());
    let (rep, c) = b.finish();
    assert_eq!(rep.total(), 0, "{rep:?}");
    assert_eq!(c.naks_inv_req_sent, 1);
}

/// The responder-only top says so in `id.CAPS`, the driver then refuses to post sends
/// (`NoRequester`, nothing written), and send doorbells rung behind the driver's back are taken
/// at once: every write is answered (none held behind a doorbell nobody takes) and nothing
/// stays pending. Without the top taking them, the second PRODUCER write would time out. A
/// mailbox command for the send-queue contexts (or the unused target 3) completes with an error
/// at once, and the mailbox goes on working.
#[test]
fn the_responder_only_top_takes_and_ignores_send_doorbells() {
    use firmware::{CacheOp, Caps, DriverError, RegBus, Target};
    use golden::regs::{id, mailbox, send_doorbell};
    let cfg = config(SENDS, 4, 512, 23);
    let (sc, [_req, resp]) = Scenario::build(&cfg).unwrap();
    let qpn = sc.qpns(1)[0];
    let mut d = RtlResponder::from_scenario(&sc, &resp).unwrap();
    let (caps, refused, pending, errors, sqc_cmd, t3_status, qpc_after) = d
        .with_driver(|dr| {
            let caps = dr.caps();
            let sqc_cmd = dr.command(Target::Sqc, CacheOp::Read, 5, &[]).map(|_| ());
            dr.bus().write32(mailbox::TARGET, 3);
            dr.bus().write32(mailbox::OP, mailbox::op::READ);
            dr.bus().write32(mailbox::GO, 1);
            let mut t3_status = 0;
            for _ in 0..8 {
                t3_status = dr.bus().read32(mailbox::STATUS);
                if t3_status & mailbox::STATUS_BUSY == 0 {
                    break;
                }
            }
            let qpc_after = dr.query_qp(qpn).map(|_| ());
            let refused = dr.ring_sq_doorbell(5, 1);
            dr.bus().write32(send_doorbell::QPN, 5);
            for p in 1..=4 {
                dr.bus().write32(send_doorbell::PRODUCER, p);
            }
            let pending = dr.sq_doorbell_pending();
            (caps, refused, pending, dr.bus().errors, sqc_cmd, t3_status, qpc_after)
        })
        .unwrap();
    assert_eq!(caps, Caps { responder: true, requester: false });
    assert_eq!(sqc_cmd, Err(DriverError::CommandFailed { op: CacheOp::Read, target: Target::Sqc, index: 5 }));
    assert_eq!(t3_status, mailbox::STATUS_DONE | mailbox::STATUS_ERR);
    assert_eq!(qpc_after, Ok(()), "the QP context cache still answers");
    assert_eq!(refused, Err(DriverError::NoRequester { caps: id::CAPS_RESPONDER }));
    assert!(!pending);
    assert_eq!(errors, 0, "every register access answered in time");
    // The ignored doorbells leave nothing behind: the NIC sends nothing and settles idle.
    let out = d.settle(1_000);
    assert!(out.is_empty(), "{out:?}");
    assert!(d.is_idle());
}
