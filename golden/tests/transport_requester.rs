//! Directed requester tests: endpoint A's frames are captured (never delivered) and crafted
//! responses are fed back, so each requester rule is checked in isolation.

mod transport_common;
use golden::endpoint::RcParams;
use golden::node::Node;
use golden::verbs::*;
use golden::wire::*;
use transport_common::*;

const P: u32 = 0xFF_FFFE; // start near the wrap on purpose

struct Req {
    p: Pair,
    qa: u32,
    ka: u32,
    kb: u32,
    cqa: u32,
    t: u64,
}

fn req(params: RcParams) -> Req {
    let mut p = Pair::new();
    let (qa, _qb, ka, kb, cqa, _) = rc_pair(&mut p, QpType::Rc, &RcParams { psn_ab: P, ..params });
    Req { p, qa, ka, kb, cqa, t: 0 }
}

impl Req {
    fn sent(&mut self) -> Vec<FrameRepr> {
        self.t += 100;
        drain(&mut self.p.a, self.t)
    }
    fn respond(&mut self, mut r: RoceRepr) {
        r.bth.dest_qp = self.qa;
        self.t += 100;
        let f = frame_to(MAC_A, ip_a(), MAC_B, ip_b(), 0, r);
        self.p.a.receive(self.t, &f);
    }
    fn ack(&mut self, psn: u32, syn: Syndrome) {
        let mut r = roce(Opcode::RcAck, 0, psn);
        r.aeth = Some(AethRepr { syndrome: syn, msn: 0 });
        self.respond(r);
    }
    fn done(&mut self) -> Vec<(u64, WcStatus)> {
        self.p.a.poll_cq(self.cqa, 100).iter().map(|c| (c.wr_id, c.status)).collect()
    }
    fn write(&mut self, id: u64, len: u32) {
        let (ka, kb) = (self.ka, self.kb);
        self.p.a.post_send(self.qa, wr(id, SendOp::Write { remote_addr: 0x80_0000, rkey: kb }, sge(0x10_0000, len, ka))).unwrap();
    }
    fn read(&mut self, id: u64, len: u32) {
        let (ka, kb) = (self.ka, self.kb);
        self.p.a.post_send(self.qa, wr(id, SendOp::Read { remote_addr: 0x80_0000, rkey: kb }, sge(0x30_0000, len, ka))).unwrap();
    }
}

fn psns(f: &[FrameRepr]) -> Vec<u32> {
    f.iter().map(|f| f.roce.bth.psn).collect()
}
fn p(n: u32) -> u32 {
    (P + n) & 0xFF_FFFF
}
const ACK: Syndrome = Syndrome::Ack { credit: 31 };

#[test]
fn segmentation_and_ackreq_policy() {
    let mut r = req(RcParams { mtu: Mtu::Mtu256, ..Default::default() });
    r.write(1, 100 * 256 - 10);
    let f = r.sent();
    assert_eq!(f.len(), 100);
    assert_eq!(psns(&f), (0..100).map(p).collect::<Vec<_>>(), "consecutive PSNs across the wrap");
    assert_eq!(f[0].roce.bth.opcode, Opcode::RcWriteFirst);
    assert_eq!(f[0].roce.reth.unwrap().dma_len, 100 * 256 - 10);
    assert!(f[1..99].iter().all(|x| x.roce.bth.opcode == Opcode::RcWriteMiddle && x.roce.payload.len() == 256));
    assert_eq!((f[99].roce.bth.opcode, f[99].roce.payload.len()), (Opcode::RcWriteLast, 246));
    let ackreq: Vec<usize> = f.iter().enumerate().filter(|(_, x)| x.roce.bth.ack_req).map(|(i, _)| i).collect();
    assert_eq!(ackreq, vec![63, 99], "every 64 packets and on the last");
    r.ack(p(99), ACK);
    assert_eq!(r.done(), vec![(1, WcStatus::Success)]);
}

#[test]
fn nak_sequence_error_goes_back_n() {
    let mut r = req(RcParams { mtu: Mtu::Mtu256, ..Default::default() });
    r.write(1, 4 * 256);
    r.write(2, 10);
    assert_eq!(r.sent().len(), 5);
    r.ack(p(1), Syndrome::Nak(NakCode::PsnSequenceError));
    let f = r.sent();
    assert_eq!(psns(&f), vec![p(1), p(2), p(3), p(4)], "resend from the NAK's PSN");
    assert_eq!(f[0].roce.bth.opcode, Opcode::RcWriteMiddle);
    assert_eq!(r.p.a.counters().retransmissions, 4);
    // The NAK acknowledged PSN P: nothing completes until the whole first message is acked.
    assert!(r.done().is_empty());
    r.ack(p(4), ACK);
    assert_eq!(r.done(), vec![(1, WcStatus::Success), (2, WcStatus::Success)]);
}

#[test]
fn remote_naks_map_to_statuses_and_flush() {
    for (code, st) in [
        (NakCode::InvalidRequest, WcStatus::RemInvReqErr),
        (NakCode::RemoteAccessError, WcStatus::RemAccessErr),
        (NakCode::RemoteOperationalError, WcStatus::RemOpErr),
        (NakCode::InvalidRdRequest, WcStatus::RemInvReqErr),
    ] {
        let mut r = req(RcParams::default());
        r.write(1, 8);
        r.write(2, 8);
        r.write(3, 8);
        r.sent();
        r.ack(p(1), Syndrome::Nak(code));
        assert_eq!(r.done(), vec![(1, WcStatus::Success), (2, st), (3, WcStatus::WrFlushErr)], "{code:?}");
        assert_eq!(r.p.a.qp_state(r.qa).unwrap(), QpState::Err);
    }
}

#[test]
fn read_response_implicitly_acks_earlier_requests() {
    let mut r = req(RcParams::default());
    r.write(1, 8);
    r.read(2, 4);
    let f = r.sent();
    assert_eq!(f[1].roce.bth.opcode, Opcode::RcReadRequest);
    let mut resp = roce(Opcode::RcReadResponseOnly, 0, p(1));
    resp.aeth = Some(AethRepr { syndrome: ACK, msn: 2 });
    resp.payload = vec![1, 2, 3, 4];
    r.respond(resp);
    assert_eq!(r.done(), vec![(1, WcStatus::Success), (2, WcStatus::Success)]);
    assert_eq!(r.p.a.mem().read_vec(0x30_0000, 4).unwrap(), vec![1, 2, 3, 4]);
}

#[test]
fn ack_beyond_unanswered_read_reissues_it() {
    let mut r = req(RcParams::default());
    r.read(1, 4);
    r.write(2, 8);
    assert_eq!(r.sent().len(), 2);
    r.ack(p(1), ACK); // acknowledges the WRITE: the READ response must have been lost
    let f = r.sent();
    assert_eq!(f.len(), 2, "READ re-issued, then the WRITE again (go-back-N)");
    assert_eq!((f[0].roce.bth.opcode, f[0].roce.bth.psn), (Opcode::RcReadRequest, p(0)));
    assert!(r.done().is_empty(), "nothing completes past the unanswered READ");
}

#[test]
fn lost_read_response_rerequests_the_remainder() {
    let mut r = req(RcParams { mtu: Mtu::Mtu256, ..Default::default() });
    r.read(1, 1000); // 4 responses: P..P+3
    let f = r.sent();
    assert_eq!(f.len(), 1);
    let data = pattern_bytes(2, 1000);
    let resp = |k: u32, op: Opcode| {
        let mut x = roce(op, 0, p(k));
        if matches!(op, Opcode::RcReadResponseFirst | Opcode::RcReadResponseLast | Opcode::RcReadResponseOnly) {
            x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
        }
        let end = ((k + 1) * 256).min(1000) as usize;
        x.payload = data[(k * 256) as usize..end].to_vec();
        x
    };
    r.respond(resp(0, Opcode::RcReadResponseFirst));
    r.respond(resp(2, Opcode::RcReadResponseMiddle)); // P+1 lost
    r.respond(resp(3, Opcode::RcReadResponseLast));
    let f = r.sent();
    assert_eq!(f.len(), 1, "one re-request per gap");
    let reth = f[0].roce.reth.unwrap();
    assert_eq!((f[0].roce.bth.psn, reth.va, reth.dma_len), (p(1), 0x80_0000 + 256, 744));
    // The responder answers the re-request with First..Last from P+1.
    let mut x = resp(1, Opcode::RcReadResponseFirst);
    x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
    r.respond(x);
    r.respond(resp(2, Opcode::RcReadResponseMiddle));
    r.respond(resp(3, Opcode::RcReadResponseLast));
    assert_eq!(r.done(), vec![(1, WcStatus::Success)]);
    assert_eq!(r.p.a.mem().read_vec(0x30_0000, 1000).unwrap(), data);
}

#[test]
fn read_response_with_wrong_length_is_ignored() {
    let mut r = req(RcParams::default());
    r.read(1, 10);
    r.sent();
    let mut x = roce(Opcode::RcReadResponseOnly, 0, p(0));
    x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
    x.payload = vec![0; 12];
    r.respond(x);
    assert!(r.done().is_empty());
    assert_eq!(r.p.a.drops().bad_response, 1);
}

#[test]
fn max_rd_atomic_limits_outstanding_reads() {
    let mut r = req(RcParams { max_rd_atomic: 2, ..Default::default() });
    for i in 0..3 {
        r.read(i, 8);
    }
    r.write(9, 8);
    let f = r.sent();
    assert_eq!(f.len(), 2, "third READ waits");
    let mut x = roce(Opcode::RcReadResponseOnly, 0, p(0));
    x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
    x.payload = vec![7; 8];
    r.respond(x);
    let f = r.sent();
    assert_eq!(psns(&f), vec![p(2), p(3)]);
    assert_eq!(f[0].roce.bth.opcode, Opcode::RcReadRequest);
}

#[test]
fn fence_waits_for_reads() {
    let mut r = req(RcParams::default());
    r.read(1, 8);
    let (ka, kb, qa) = (r.ka, r.kb, r.qa);
    let mut w = wr(2, SendOp::Write { remote_addr: 0x80_0000, rkey: kb }, sge(0x10_0000, 8, ka));
    w.fence = true;
    r.p.a.post_send(qa, w).unwrap();
    assert_eq!(r.sent().len(), 1, "fenced WRITE waits for the READ");
    let mut x = roce(Opcode::RcReadResponseOnly, 0, p(0));
    x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
    x.payload = vec![7; 8];
    r.respond(x);
    assert_eq!(psns(&r.sent()), vec![p(1)]);
}

#[test]
fn inflight_psn_window_limits_new_messages() {
    let mut r = req(RcParams { mtu: Mtu::Mtu256, ..Default::default() });
    r.write(1, 100 * 256);
    r.write(2, 100 * 256);
    assert_eq!(r.sent().len(), 100, "second message would exceed 128 unacked PSNs");
    r.ack(p(63), ACK);
    assert_eq!(r.sent().len(), 0, "36 unacked + 100 > 128");
    r.ack(p(71), ACK);
    let f = r.sent();
    assert_eq!(f.len(), 100, "28 unacked + 100 <= 128");
    assert_eq!(f[0].roce.bth.psn, p(100));
}

#[test]
fn atomic_result_lands_in_local_buffer() {
    let mut r = req(RcParams::default());
    let (ka, kb, qa) = (r.ka, r.kb, r.qa);
    r.p.a.post_send(qa, wr(1, SendOp::FetchAdd { remote_addr: 0x80_0000, rkey: kb, add: 3 }, sge(0x40_0000, 8, ka))).unwrap();
    let f = r.sent();
    assert_eq!(f[0].roce.atomic_eth.unwrap().swap_add, 3);
    let mut x = roce(Opcode::RcAtomicAck, 0, p(0));
    x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
    x.atomic_ack_eth = Some(AtomicAckEthRepr { orig: 0x1122_3344_5566_7788 });
    r.respond(x.clone());
    r.respond(x); // a duplicate response is ignored
    assert_eq!(r.done(), vec![(1, WcStatus::Success)]);
    assert_eq!(r.p.a.mem().read_u64(0x40_0000).unwrap(), 0x1122_3344_5566_7788);
}

/// An atomic whose original value cannot be stored (its local buffer's region deregistered
/// before the answer came) completes LocProtErr, not Success, and the QP goes to ERR with the
/// WQE after it flushed (as a READ's refused response does at its last packet).
#[test]
fn an_atomic_whose_result_cannot_be_stored_completes_in_error() {
    let mut r = req(RcParams::default());
    let (ka, kb, qa) = (r.ka, r.kb, r.qa);
    r.p.a.post_send(qa, wr(1, SendOp::FetchAdd { remote_addr: 0x80_0000, rkey: kb, add: 3 }, sge(0x40_0000, 8, ka))).unwrap();
    r.write(2, 8);
    assert_eq!(r.sent().len(), 2, "the atomic and the WRITE go out");
    r.p.a.dereg_mr(ka).unwrap();
    let mut x = roce(Opcode::RcAtomicAck, 0, p(0));
    x.aeth = Some(AethRepr { syndrome: ACK, msn: 1 });
    x.atomic_ack_eth = Some(AtomicAckEthRepr { orig: 0x1122_3344_5566_7788 });
    r.respond(x);
    assert_eq!(r.done(), vec![(1, WcStatus::LocProtErr), (2, WcStatus::WrFlushErr)]);
    assert_eq!(r.p.a.query_qp(qa).unwrap().0, QpState::Err);
    assert_ne!(r.p.a.mem().read_u64(0x40_0000).unwrap(), 0x1122_3344_5566_7788, "nothing stored");
}

#[test]
fn unsignaled_success_makes_no_completion_but_errors_do() {
    let mut r = req(RcParams::default());
    let (ka, kb, qa) = (r.ka, r.kb, r.qa);
    let mut w = wr(1, SendOp::Write { remote_addr: 0x80_0000, rkey: kb }, sge(0x10_0000, 8, ka));
    w.signaled = false;
    r.p.a.post_send(qa, w.clone()).unwrap();
    w.wr_id = 2;
    r.p.a.post_send(qa, w).unwrap();
    r.write(3, 8);
    r.sent();
    r.ack(p(0), ACK);
    r.ack(p(1), Syndrome::Nak(NakCode::RemoteAccessError));
    assert_eq!(r.done(), vec![(2, WcStatus::RemAccessErr), (3, WcStatus::WrFlushErr)]);
}

#[test]
fn stale_and_bogus_acks_are_ignored() {
    let mut r = req(RcParams::default());
    r.write(1, 8);
    r.sent();
    r.ack(p(5), ACK); // beyond anything sent
    r.ack(p(0).wrapping_sub(3) & 0xFF_FFFF, ACK); // before the window
    assert!(r.done().is_empty());
    assert_eq!(r.p.a.drops().stale_response, 2);
    r.ack(p(0), ACK);
    assert_eq!(r.done(), vec![(1, WcStatus::Success)]);
}

#[test]
fn sqd_drains_started_work_and_starts_nothing_new() {
    let mut r = req(RcParams::default());
    r.write(1, 8);
    assert_eq!(r.sent().len(), 1);
    let qa = r.qa;
    r.p.a.modify_qp(qa, &QpAttr { state: Some(QpState::Sqd), ..Default::default() }).unwrap();
    r.write(2, 8);
    assert!(r.sent().is_empty(), "no new WQE in SQD");
    r.ack(p(0), Syndrome::Nak(NakCode::PsnSequenceError));
    assert_eq!(psns(&r.sent()), vec![p(0)], "started work is still retransmitted");
    r.ack(p(0), ACK);
    assert_eq!(r.done(), vec![(1, WcStatus::Success)]);
    assert!(r.sent().is_empty());
    r.p.a.modify_qp(qa, &QpAttr { state: Some(QpState::Rts), ..Default::default() }).unwrap();
    assert_eq!(psns(&r.sent()), vec![p(1)]);
}

/// A send CQ overrun (IBTA's CQ error) on the requester side: A's send CQ holds one entry and
/// nobody polls it. The second WRITE's completion does not fit: A's CQ goes to error and A's QP
/// to ERR; the WRITEs still queued are flushed into the CQ in error (lost, counted).
#[test]
fn a_send_cq_overrun_puts_the_requester_qp_in_err() {
    let mut p = Pair::new();
    let pda = p.a.alloc_pd();
    let ka = p.a.reg_mr(pda, 0x10_0000, 0x100_0000, golden::memory::AccessFlags::ALL).unwrap().lkey;
    let cqa = p.a.create_cq(1);
    let (pdb, kb, cqb) = setup_mem(&mut p.b, 0x10_0000, 0x100_0000);
    let qa = p.a.create_qp(qp_init(QpType::Rc, pda, cqa)).unwrap();
    let qb = p.b.create_qp(qp_init(QpType::Rc, pdb, cqb)).unwrap();
    golden::endpoint::connect_rc(&mut p.a, qa, &mut p.b, qb, &RcParams::default()).unwrap();
    for id in 0..4u64 {
        p.a.post_send(qa, wr(id, SendOp::Write { remote_addr: 0x80_0000 + id * 64, rkey: kb }, sge(0x10_0000, 64, ka))).unwrap();
    }
    p.run(10_000_000);
    assert_eq!(p.a.cq_error(cqa), Some(true));
    assert_eq!(p.a.qp_state(qa), Ok(QpState::Err));
    let got = p.a.poll_cq(cqa, 8);
    assert_eq!(got.len(), 1, "only the first completion is in the CQ: {got:?}");
    assert_eq!((got[0].wr_id, got[0].status), (0, WcStatus::Success));
    assert_eq!(p.a.counters().cq_overflows, 3, "the second, third and fourth completions are lost");
    assert_eq!(p.b.qp_state(qb), Ok(QpState::Rts), "the responder is not affected");
}
