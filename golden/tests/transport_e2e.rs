//! End-to-end RC/UC/UD tests of two endpoints over the in-memory wire of `transport_common`.

mod transport_common;
use golden::endpoint::RcParams;
use golden::verbs::*;
use transport_common::*;

const LA: u64 = 0x10_0000; // local buffers
const RB: u64 = 0x80_0000; // remote target area

fn all_ops(p: &mut Pair, params: &RcParams) {
    let (qa, qb, ka, kb, cqa, cqb) = rc_pair(p, QpType::Rc, params);
    let data = pattern_bytes(1, 10_000);
    p.a.mem_mut().write(LA, &data).unwrap();
    // Receive buffer on B.
    p.b.post_recv(qb, RecvWr { wr_id: 100, sges: sge(0x20_0000, 16_384, kb) }).unwrap();
    p.a.post_send(qa, wr(1, SendOp::Send, sge(LA, 5000, ka))).unwrap();
    p.a.post_send(qa, wr(2, SendOp::Write { remote_addr: RB, rkey: kb }, sge(LA, 10_000, ka))).unwrap();
    p.a.post_send(qa, wr(3, SendOp::Read { remote_addr: RB + 17, rkey: kb }, sge(0x30_0000, 4099, ka))).unwrap();
    p.b.mem_mut().write_u64(0x90_0000, 40).unwrap();
    p.a.post_send(qa, wr(4, SendOp::FetchAdd { remote_addr: 0x90_0000, rkey: kb, add: 2 }, sge(0x40_0000, 8, ka))).unwrap();
    p.a.post_send(
        qa,
        wr(5, SendOp::CompareSwap { remote_addr: 0x90_0000, rkey: kb, compare: 42, swap: 7 }, sge(0x40_0008, 8, ka)),
    )
    .unwrap();
    p.b.post_recv(qb, RecvWr { wr_id: 101, sges: sge(0x28_0000, 64, kb) }).unwrap();
    p.a.post_send(qa, wr(6, SendOp::SendWithImm { imm: 0xDEAD }, sge(LA, 0, ka))).unwrap();
    p.b.post_recv(qb, RecvWr { wr_id: 102, sges: sge(0x28_1000, 64, kb) }).unwrap();
    p.a.post_send(qa, wr(7, SendOp::WriteWithImm { remote_addr: RB + 20_000, rkey: kb, imm: 9 }, sge(LA, 3000, ka)))
        .unwrap();
    assert!(p.run(10_000_000_000), "did not finish");
    let ca = p.a.poll_cq(cqa, 100);
    let ids: Vec<u64> = ca.iter().map(|c| c.wr_id).collect();
    assert_eq!(ids, vec![1, 2, 3, 4, 5, 6, 7], "{ca:?}");
    assert!(ca.iter().all(|c| c.status == WcStatus::Success), "{ca:?}");
    let cb = p.b.poll_cq(cqb, 100);
    assert_eq!(cb.len(), 3, "{cb:?}");
    assert_eq!((cb[0].wr_id, cb[0].byte_len, cb[0].status), (100, 5000, WcStatus::Success));
    assert_eq!((cb[1].wr_id, cb[1].byte_len, cb[1].imm), (101, 0, Some(0xDEAD)));
    assert_eq!((cb[2].wr_id, cb[2].byte_len, cb[2].imm, cb[2].opcode), (102, 3000, Some(9), WcOpcode::RecvRdmaWithImm));
    assert_eq!(p.b.mem().read_vec(0x20_0000, 5000).unwrap(), data[..5000]);
    assert_eq!(p.b.mem().read_vec(RB, 10_000).unwrap(), data);
    assert_eq!(p.b.mem().read_vec(RB + 20_000, 3000).unwrap(), data[..3000]);
    assert_eq!(p.a.mem().read_vec(0x30_0000, 4099).unwrap(), data[17..17 + 4099]);
    assert_eq!(p.a.mem().read_u64(0x40_0000).unwrap(), 40);
    assert_eq!(p.a.mem().read_u64(0x40_0008).unwrap(), 42);
    assert_eq!(p.b.mem().read_u64(0x90_0000).unwrap(), 7);
    for ep in [&p.a, &p.b] {
        assert_eq!(ep.counters().duplicate_executions, 0);
        assert_eq!(ep.emit_errors(), 0);
    }
}

#[test]
fn rc_all_operations_clean_link() {
    let mut p = Pair::new();
    all_ops(&mut p, &RcParams::default());
    assert_eq!(p.a.counters().retransmissions, 0);
    assert_eq!(p.a.drops().clone(), Default::default());
}

#[test]
fn rc_all_operations_psn_wrap() {
    // Start PSNs just below 2^24 so every message crosses the wrap.
    let mut p = Pair::new();
    let params = RcParams { psn_ab: 0xFF_FFF0, psn_ba: 0xFF_FFFE, mtu: Mtu::Mtu256, ..Default::default() };
    all_ops(&mut p, &params);
    assert_eq!(p.a.counters().retransmissions, 0);
}

#[test]
fn rc_all_operations_every_7th_frame_dropped() {
    let mut p = Pair::new();
    p.pattern = Box::new(|n, _, _| if n % 7 == 3 { Fault::Drop } else { Fault::Pass });
    all_ops(&mut p, &RcParams { timeout: 8, mtu: Mtu::Mtu512, ..Default::default() });
    assert!(p.a.counters().retransmissions > 0);
}

#[test]
fn rc_all_operations_dup_and_reorder() {
    let mut p = Pair::new();
    p.pattern = Box::new(|n, _, _| match n % 5 {
        1 => Fault::Dup,
        3 => Fault::Delay(3_000),
        _ => Fault::Pass,
    });
    all_ops(&mut p, &RcParams { timeout: 8, mtu: Mtu::Mtu256, psn_ab: 0xFF_FFF8, ..Default::default() });
    assert!(p.b.counters().duplicates_received > 0);
}

#[test]
fn rc_black_hole_exhausts_retry_cnt() {
    let mut p = Pair::new();
    let (qa, qb, ka, _kb, cqa, _) = rc_pair(&mut p, QpType::Rc, &RcParams { timeout: 5, retry_cnt: 3, ..Default::default() });
    let _ = qb;
    p.pattern = Box::new(|_, dir, _| if dir == 0 { Fault::Drop } else { Fault::Pass });
    p.a.post_send(qa, wr(1, SendOp::Write { remote_addr: RB, rkey: 0x1234 }, sge(LA, 100, ka))).unwrap();
    p.a.post_send(qa, wr(2, SendOp::Send, sge(LA, 100, ka))).unwrap();
    p.run(1_000_000_000);
    let c = p.a.poll_cq(cqa, 10);
    assert_eq!(c.len(), 2, "{c:?}");
    assert_eq!((c[0].wr_id, c[0].status), (1, WcStatus::RetryExcErr));
    assert_eq!((c[1].wr_id, c[1].status), (2, WcStatus::WrFlushErr));
    assert_eq!(p.a.qp_state(qa).unwrap(), QpState::Err);
    assert_eq!(p.a.counters().timeouts, 4, "initial try + 3 retries, then give up");
    assert_eq!(p.a.counters().retransmissions, 3 * 2);
    // Later WRs flush immediately.
    p.a.post_send(qa, wr(3, SendOp::Send, sge(LA, 1, ka))).unwrap();
    let c = p.a.poll_cq(cqa, 10);
    assert_eq!((c[0].wr_id, c[0].status), (3, WcStatus::WrFlushErr));
}

#[test]
fn rc_rnr_then_recv_posted_succeeds() {
    let mut p = Pair::new();
    let (qa, qb, ka, kb, cqa, cqb) =
        rc_pair(&mut p, QpType::Rc, &RcParams { rnr_retry: 3, min_rnr_timer: 1, ..Default::default() });
    p.a.post_send(qa, wr(1, SendOp::Send, sge(LA, 100, ka))).unwrap();
    // Run a little: B has no receive WQE -> RNR NAK.
    p.run(5_000);
    assert_eq!(p.b.counters().rnr_naks_sent, 1);
    assert_eq!(p.a.counters().rnr_naks_received, 1);
    p.b.post_recv(qb, RecvWr { wr_id: 9, sges: sge(0x20_0000, 100, kb) }).unwrap();
    assert!(p.run(1_000_000_000));
    let c = p.a.poll_cq(cqa, 10);
    assert_eq!((c[0].wr_id, c[0].status), (1, WcStatus::Success));
    let c = p.b.poll_cq(cqb, 10);
    assert_eq!((c[0].wr_id, c[0].status, c[0].byte_len), (9, WcStatus::Success, 100));
}

#[test]
fn rc_rnr_retry_exhausted() {
    let mut p = Pair::new();
    let (qa, _qb, ka, _kb, cqa, _) =
        rc_pair(&mut p, QpType::Rc, &RcParams { rnr_retry: 2, min_rnr_timer: 1, ..Default::default() });
    p.a.post_send(qa, wr(1, SendOp::Send, sge(LA, 100, ka))).unwrap();
    p.a.post_send(qa, wr(2, SendOp::Send, sge(LA, 100, ka))).unwrap();
    p.run(1_000_000_000);
    let c = p.a.poll_cq(cqa, 10);
    assert_eq!((c[0].wr_id, c[0].status), (1, WcStatus::RnrRetryExcErr), "{c:?}");
    assert_eq!((c[1].wr_id, c[1].status), (2, WcStatus::WrFlushErr));
    assert_eq!(p.a.counters().rnr_naks_received, 3, "first try + 2 retries");
    // RNR waits follow table 45: timer 1 = 10 us, so about 3 round trips + 2 * 10 us.
    assert!(p.now < 1_000_000, "RNR waits must be microseconds here, was {}", p.now);
}

#[test]
fn rc_rnr_infinite_retry() {
    let mut p = Pair::new();
    let (qa, qb, ka, kb, cqa, _) =
        rc_pair(&mut p, QpType::Rc, &RcParams { rnr_retry: 7, min_rnr_timer: 1, ..Default::default() });
    p.a.post_send(qa, wr(1, SendOp::Send, sge(LA, 10, ka))).unwrap();
    p.run(2_000_000);
    assert!(p.a.counters().rnr_naks_received > 20, "kept retrying: {}", p.a.counters().rnr_naks_received);
    assert_eq!(p.a.qp_state(qa).unwrap(), QpState::Rts);
    p.b.post_recv(qb, RecvWr { wr_id: 1, sges: sge(0x20_0000, 10, kb) }).unwrap();
    assert!(p.run(1_000_000_000));
    assert_eq!(p.a.poll_cq(cqa, 10)[0].status, WcStatus::Success);
}

#[test]
fn rc_remote_access_error_completes_with_rem_access_err() {
    let mut p = Pair::new();
    let (qa, qb, ka, kb, cqa, _) = rc_pair(&mut p, QpType::Rc, &RcParams::default());
    p.a.post_send(qa, wr(1, SendOp::Write { remote_addr: RB, rkey: kb }, sge(LA, 8, ka))).unwrap();
    p.a.post_send(qa, wr(2, SendOp::Write { remote_addr: RB, rkey: kb ^ 0x100 }, sge(LA, 8, ka))).unwrap();
    p.a.post_send(qa, wr(3, SendOp::Send, sge(LA, 8, ka))).unwrap();
    p.run(1_000_000_000);
    let c = p.a.poll_cq(cqa, 10);
    let st: Vec<_> = c.iter().map(|c| (c.wr_id, c.status)).collect();
    assert_eq!(st, vec![(1, WcStatus::Success), (2, WcStatus::RemAccessErr), (3, WcStatus::WrFlushErr)]);
    assert_eq!(p.b.counters().naks_access_sent, 1);
    assert_eq!(p.b.qp_state(qb).unwrap(), QpState::Err);
}

#[test]
fn ud_send_reports_source_and_checks_qkey() {
    let mut p = Pair::new();
    let (pda, ka, cqa) = setup_mem(&mut p.a, 0x10_0000, 0x10_0000);
    let (pdb, kb, cqb) = setup_mem(&mut p.b, 0x10_0000, 0x10_0000);
    let qa = p.a.create_qp(qp_init(QpType::Ud, pda, cqa)).unwrap();
    let qb = p.b.create_qp(qp_init(QpType::Ud, pdb, cqb)).unwrap();
    for (ep, q) in [(&mut p.a, qa), (&mut p.b, qb)] {
        ep.modify_qp(q, &QpAttr { state: Some(QpState::Init), pkey: Some(0xFFFF), qkey: Some(0x1111), ..Default::default() }).unwrap();
        ep.modify_qp(q, &QpAttr { state: Some(QpState::Rtr), ..Default::default() }).unwrap();
        ep.modify_qp(q, &QpAttr { state: Some(QpState::Rts), sq_psn: Some(5), ..Default::default() }).unwrap();
    }
    let data = pattern_bytes(3, 1024);
    p.a.mem_mut().write(0x10_0000, &data).unwrap();
    p.b.post_recv(qb, RecvWr { wr_id: 1, sges: sge(0x18_0000, 2048, kb) }).unwrap();
    p.b.post_recv(qb, RecvWr { wr_id: 2, sges: sge(0x18_1000, 2048, kb) }).unwrap();
    let dest = |qkey| UdDest { av: AddressVector { mac: MAC_B, ip: ip_b() }, remote_qpn: qb, remote_qkey: qkey };
    let mut w = wr(10, SendOp::SendWithImm { imm: 77 }, sge(0x10_0000, 1024, ka));
    w.ud = Some(dest(0x1111));
    p.a.post_send(qa, w).unwrap();
    let mut w = wr(11, SendOp::Send, sge(0x10_0000, 10, ka));
    w.ud = Some(dest(0x2222)); // wrong Q_Key: dropped at B
    p.a.post_send(qa, w).unwrap();
    let mut w = wr(12, SendOp::Send, sge(0x10_0000, 1025, ka));
    w.ud = Some(dest(0x1111)); // larger than the 1024 MTU (UD default MTU is 1024 here)
    p.a.post_send(qa, w).unwrap();
    assert!(p.run(1_000_000_000));
    let cb = p.b.poll_cq(cqb, 10);
    assert_eq!(cb.len(), 1, "{cb:?}");
    assert_eq!(cb[0].src_qp, Some(qa));
    assert_eq!(cb[0].src_ip, Some(ip_a()));
    assert_eq!((cb[0].byte_len, cb[0].imm), (1024, Some(77)));
    assert_eq!(p.b.mem().read_vec(0x18_0000, 1024).unwrap(), data);
    assert_eq!(p.b.drops().bad_qkey, 1);
    let ca = p.a.poll_cq(cqa, 10);
    let st: Vec<_> = ca.iter().map(|c| (c.wr_id, c.status)).collect();
    assert_eq!(st, vec![(10, WcStatus::Success), (11, WcStatus::Success), (12, WcStatus::LocLenErr)]);
    assert_eq!(p.a.qp_state(qa).unwrap(), QpState::Sqe);
}

#[test]
fn uc_loss_mid_message_drops_rest_of_message() {
    let mut p = Pair::new();
    let (qa, qb, ka, kb, cqa, cqb) = rc_pair(&mut p, QpType::Uc, &RcParams { mtu: Mtu::Mtu256, ..Default::default() });
    let data = pattern_bytes(4, 2048);
    p.a.mem_mut().write(LA, &data).unwrap();
    // Frame 2 (the third packet of the first 8-packet message) is lost.
    p.pattern = Box::new(|n, dir, _| if dir == 0 && n == 2 { Fault::Drop } else { Fault::Pass });
    p.b.post_recv(qb, RecvWr { wr_id: 1, sges: sge(0x20_0000, 4096, kb) }).unwrap();
    p.a.post_send(qa, wr(1, SendOp::Send, sge(LA, 2048, ka))).unwrap();
    p.a.post_send(qa, wr(2, SendOp::Send, sge(LA + 100, 600, ka))).unwrap();
    p.a.post_send(qa, wr(3, SendOp::Write { remote_addr: RB, rkey: kb }, sge(LA, 700, ka))).unwrap();
    assert!(p.run(1_000_000_000));
    // Requester completes everything (UC has no ACKs).
    assert_eq!(p.a.poll_cq(cqa, 10).iter().filter(|c| c.status == WcStatus::Success).count(), 3);
    // Responder: message 1 lost its 3rd packet: the remaining 5 packets are dropped; message 2
    // lands in the same (reused) receive WQE; the write lands.
    assert_eq!(p.b.drops().uc_message_dropped, 5);
    let cb = p.b.poll_cq(cqb, 10);
    assert_eq!(cb.len(), 1, "{cb:?}");
    assert_eq!((cb[0].wr_id, cb[0].byte_len), (1, 600));
    assert_eq!(p.b.mem().read_vec(0x20_0000, 600).unwrap(), data[100..700]);
    assert_eq!(p.b.mem().read_vec(RB, 700).unwrap(), data[..700]);
}
