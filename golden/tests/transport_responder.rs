//! Directed responder tests: single crafted packets are fed to endpoint B (QP `qb`, connected
//! to A's QP `qa`) and everything B transmits in answer is parsed and checked.

mod transport_common;
use golden::endpoint::{Endpoint, EndpointConfig, RcParams};
use golden::memory::AccessFlags;
use golden::node::Node;
use golden::verbs::*;
use golden::wire::*;
use transport_common::*;

const P0: u32 = 0x100;
const TGT: u64 = 0x80_0000;

struct Fix {
    p: Pair,
    qa: u32,
    qb: u32,
    kb: u32,
    cqb: u32,
}

fn fix() -> Fix {
    fix_with(RcParams { psn_ab: P0, min_rnr_timer: 5, ..Default::default() })
}

fn fix_with(params: RcParams) -> Fix {
    let mut p = Pair::new();
    let (qa, qb, _ka, kb, _cqa, cqb) = rc_pair(&mut p, QpType::Rc, &params);
    Fix { p, qa, qb, kb, cqb }
}

impl Fix {
    fn feed(&mut self, r: RoceRepr) -> Vec<FrameRepr> {
        feed_b(&mut self.p, r)
    }
    fn req(&self, op: Opcode, psn: u32) -> RoceRepr {
        let mut r = roce(op, self.qb, psn);
        r.bth.ack_req = true;
        r
    }
    fn write_only(&self, psn: u32, va: u64, rkey: u32, data: &[u8]) -> RoceRepr {
        let mut r = self.req(Opcode::RcWriteOnly, psn);
        r.reth = Some(RethRepr { va, rkey, dma_len: data.len() as u32 });
        r.payload = data.to_vec();
        r
    }
    fn send_only(&self, psn: u32, data: &[u8]) -> RoceRepr {
        let mut r = self.req(Opcode::RcSendOnly, psn);
        r.payload = data.to_vec();
        r
    }
    fn post_recv(&mut self, id: u64, addr: u64, len: u32) {
        let kb = self.kb;
        self.p.b.post_recv(self.qb, RecvWr { wr_id: id, sges: sge(addr, len, kb) }).unwrap();
    }
}

fn aeth(f: &FrameRepr) -> (Opcode, u32, Syndrome, u32) {
    let a = f.roce.aeth.expect("AETH");
    (f.roce.bth.opcode, f.roce.bth.psn, a.syndrome, a.msn)
}

const ACK: Syndrome = Syndrome::Ack { credit: 31 };

#[test]
fn ack_addresses_the_requester() {
    let mut x = fix();
    x.post_recv(1, 0x20_0000, 100);
    let out = x.feed(x.send_only(P0, b"hello"));
    assert_eq!(out.len(), 1);
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, ACK, 1));
    assert_eq!(out[0].roce.bth.dest_qp, x.qa);
    assert_eq!(out[0].eth.dst, MAC_A);
    assert_eq!(out[0].udp.dst_port, 4791);
}

#[test]
fn psn_sequence_error_nak_once_per_gap() {
    let mut x = fix();
    for i in 0..4 {
        x.post_recv(i, 0x20_0000 + i * 0x1000, 100);
    }
    let out = x.feed(x.send_only(P0 + 2, b"a"));
    assert_eq!(out.len(), 1);
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, Syndrome::Nak(NakCode::PsnSequenceError), 0));
    // Same gap: no further NAK.
    assert!(x.feed(x.send_only(P0 + 3, b"b")).is_empty());
    assert!(x.feed(x.send_only(P0 + 1, b"b")).is_empty());
    assert_eq!(x.p.b.counters().naks_seq_sent, 1);
    // The expected packet clears the gap state and is ACKed.
    let out = x.feed(x.send_only(P0, b"c"));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, ACK, 1));
    // A new gap gets a new NAK naming the new expected PSN.
    let out = x.feed(x.send_only(P0 + 5, b"d"));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0 + 1, Syndrome::Nak(NakCode::PsnSequenceError), 1));
    assert_eq!(x.p.b.expected_psn(x.qb), Some(P0 + 1));
    assert_eq!(x.p.b.poll_cq(x.cqb, 10).len(), 1, "only the in-sequence SEND was delivered");
}

fn assert_fatal_nak(x: &mut Fix, r: RoceRepr, code: NakCode) {
    let out = x.feed(r);
    assert_eq!(out.len(), 1, "{out:?}");
    let (op, psn, syn, _) = aeth(&out[0]);
    assert_eq!((op, psn, syn), (Opcode::RcAck, P0, Syndrome::Nak(code)));
    assert_eq!(x.p.b.qp_state(x.qb).unwrap(), QpState::Err, "responder QP goes to ERR");
}

#[test]
fn invalid_request_opcode_sequence() {
    let mut x = fix();
    let mut r = x.req(Opcode::RcWriteMiddle, P0);
    r.payload = vec![0; 1024];
    assert_fatal_nak(&mut x, r, NakCode::InvalidRequest);
    assert_eq!(x.p.b.counters().naks_inv_req_sent, 1);
}

#[test]
fn invalid_request_length_mismatch() {
    let mut x = fix();
    let mut r = x.write_only(P0, TGT, x.kb, &[1, 2, 3]);
    r.reth.as_mut().unwrap().dma_len = 4;
    assert_fatal_nak(&mut x, r, NakCode::InvalidRequest);
    assert_eq!(x.p.b.mem().read_vec(TGT, 4).unwrap(), vec![0; 4], "nothing written");
}

#[test]
fn invalid_request_misaligned_atomic() {
    let mut x = fix();
    let mut r = x.req(Opcode::RcFetchAdd, P0);
    r.atomic_eth = Some(AtomicEthRepr { va: TGT + 4, rkey: x.kb, swap_add: 1, compare: 0 });
    assert_fatal_nak(&mut x, r, NakCode::InvalidRequest);
}

#[test]
fn send_too_long_for_receive_buffer() {
    let mut x = fix();
    x.post_recv(7, 0x20_0000, 4);
    let r = x.send_only(P0, b"too long");
    assert_fatal_nak(&mut x, r, NakCode::InvalidRequest);
    let c = x.p.b.poll_cq(x.cqb, 10);
    assert_eq!((c[0].wr_id, c[0].status), (7, WcStatus::LocLenErr));
}

/// Remote access errors: one per check_access class, plus the QP's own access flags.
#[test]
fn remote_access_error_every_class() {
    type Setup = fn(&mut Fix) -> (u64, u32, u32);
    let cases: Vec<(&str, Setup)> = vec![
        ("bad key", |x| (TGT, x.kb ^ 0x300, 8)),
        ("stale key byte", |x| (TGT, x.kb ^ 0x01, 8)),
        ("PD mismatch", |x| {
            let pd2 = x.p.b.alloc_pd();
            let k = x.p.b.reg_mr(pd2, 0x90_0000, 0x1000, AccessFlags::ALL).unwrap().rkey;
            (0x90_0000, k, 8)
        }),
        ("not permitted", |x| {
            let pd = 1;
            let k = x.p.b.reg_mr(pd, 0x90_0000, 0x1000, AccessFlags::LOCAL_WRITE | AccessFlags::REMOTE_READ).unwrap().rkey;
            (0x90_0000, k, 8)
        }),
        ("out of bounds (end)", |x| {
            let k = x.p.b.reg_mr(1, 0x90_0000, 0x1000, AccessFlags::ALL).unwrap().rkey;
            (0x90_0FFC, k, 8)
        }),
        ("out of bounds (start)", |x| {
            let k = x.p.b.reg_mr(1, 0x90_0000, 0x1000, AccessFlags::ALL).unwrap().rkey;
            (0x8F_FFFF, k, 8)
        }),
        ("64-bit wrap", |x| {
            let k = x.p.b.reg_mr(1, 0x90_0000, 0x1000, AccessFlags::ALL).unwrap().rkey;
            (u64::MAX - 3, k, 8)
        }),
        ("deregistered", |x| {
            let k = x.p.b.reg_mr(1, 0x90_0000, 0x1000, AccessFlags::ALL).unwrap().rkey;
            x.p.b.dereg_mr(k).unwrap();
            (0x90_0000, k, 8)
        }),
    ];
    for (name, setup) in cases {
        let mut x = fix();
        let (va, rkey, len) = setup(&mut x);
        let r = x.write_only(P0, va, rkey, &vec![0xAB; len as usize]);
        let out = x.feed(r);
        assert_eq!(out.len(), 1, "{name}");
        assert_eq!(aeth(&out[0]).2, Syndrome::Nak(NakCode::RemoteAccessError), "{name}");
        assert_eq!(x.p.b.qp_state(x.qb).unwrap(), QpState::Err, "{name}");
        assert_eq!(x.p.b.mem().read_vec(va.min(u64::MAX - 8), 8).unwrap(), vec![0; 8], "{name}: nothing written");
        assert_eq!(x.p.b.counters().naks_access_sent, 1, "{name}");
    }
    // READ and atomic go through the same check.
    let mut x = fix();
    let mut r = x.req(Opcode::RcReadRequest, P0);
    r.reth = Some(RethRepr { va: TGT, rkey: x.kb ^ 0x300, dma_len: 10 });
    assert_fatal_nak(&mut x, r, NakCode::RemoteAccessError);
    let mut x = fix();
    let mut r = x.req(Opcode::RcCompareSwap, P0);
    r.atomic_eth = Some(AtomicEthRepr { va: u64::MAX - 7, rkey: x.kb, swap_add: 1, compare: 0 });
    assert_fatal_nak(&mut x, r, NakCode::RemoteAccessError);
}

#[test]
fn remote_access_error_qp_access_flags() {
    let mut x = fix_with(RcParams { psn_ab: P0, access: AccessFlags::REMOTE_READ, ..Default::default() });
    let r = x.write_only(P0, TGT, x.kb, &[1; 8]);
    assert_fatal_nak(&mut x, r, NakCode::RemoteAccessError);
    assert_eq!(x.p.b.mem().read_vec(TGT, 8).unwrap(), vec![0; 8]);
}

#[test]
fn zero_length_write_needs_no_valid_key() {
    let mut x = fix();
    let out = x.feed(x.write_only(P0, 0, 0xDEAD_BEEF, &[]));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, ACK, 1));
}

#[test]
fn remote_operational_error_on_dma_fault() {
    let mut x = fix();
    x.p.b.mem_mut().poison(TGT, 1);
    let r = x.write_only(P0, TGT, x.kb, &[1; 8]);
    assert_fatal_nak(&mut x, r, NakCode::RemoteOperationalError);
    assert_eq!(x.p.b.counters().naks_op_sent, 1);
}

#[test]
fn remote_operational_error_on_malformed_receive_wqe() {
    let mut x = fix();
    let qb = x.qb;
    x.p.b.post_recv(qb, RecvWr { wr_id: 3, sges: sge(0x20_0000, 100, 0x7777) }).unwrap();
    let r = x.send_only(P0, b"data");
    assert_fatal_nak(&mut x, r, NakCode::RemoteOperationalError);
    let c = x.p.b.poll_cq(x.cqb, 10);
    assert_eq!((c[0].wr_id, c[0].status), (3, WcStatus::LocProtErr));
}

#[test]
fn rnr_nak_when_no_receive_wqe() {
    let mut x = fix();
    let out = x.feed(x.send_only(P0, b"x"));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, Syndrome::RnrNak { timer: 5 }, 0));
    assert_eq!(x.p.b.expected_psn(x.qb), Some(P0), "ePSN unchanged");
    assert_eq!(x.p.b.qp_state(x.qb).unwrap(), QpState::Rts, "RNR is not fatal");
    // WRITE with immediate also needs a receive WQE.
    let mut r = x.write_only(P0, TGT, x.kb, &[9; 4]);
    r.bth.opcode = Opcode::RcWriteOnlyImm;
    r.immdt = Some(1);
    let out = x.feed(r);
    assert_eq!(aeth(&out[0]).2, Syndrome::RnrNak { timer: 5 });
    assert_eq!(x.p.b.mem().read_vec(TGT, 4).unwrap(), vec![0; 4], "not applied");
    x.post_recv(1, 0x20_0000, 10);
    let out = x.feed(x.send_only(P0, b"x"));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, ACK, 1));
}

#[test]
fn duplicate_send_acked_not_reapplied() {
    let mut x = fix();
    x.post_recv(1, 0x20_0000, 100);
    x.post_recv(2, 0x21_0000, 100);
    x.feed(x.send_only(P0, b"first"));
    let out = x.feed(x.send_only(P0, b"first"));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, ACK, 1), "duplicate ACKed with ePSN-1");
    assert_eq!(x.p.b.recv_queue_len(x.qb), 1, "second receive WQE not consumed");
    assert_eq!(x.p.b.poll_cq(x.cqb, 10).len(), 1);
    assert_eq!(x.p.b.counters().duplicates_received, 1);
    assert_eq!(x.p.b.counters().duplicate_executions, 0);
}

#[test]
fn duplicate_write_acked_not_reapplied() {
    let mut x = fix();
    x.feed(x.write_only(P0, TGT, x.kb, &[1; 16]));
    x.p.b.mem_mut().write(TGT, &[2; 16]).unwrap();
    let out = x.feed(x.write_only(P0, TGT, x.kb, &[1; 16]));
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0, ACK, 1));
    assert_eq!(x.p.b.mem().read_vec(TGT, 16).unwrap(), vec![2; 16], "not written again");
    assert_eq!(x.p.b.counters().duplicate_executions, 0);
}

#[test]
fn duplicate_read_reexecuted_from_request() {
    let mut x = fix(); // MTU 1024
    let data = pattern_bytes(9, 2500);
    x.p.b.mem_mut().write(TGT, &data).unwrap();
    let read = |x: &Fix, psn: u32, va: u64, len: u32| {
        let mut r = x.req(Opcode::RcReadRequest, psn);
        r.reth = Some(RethRepr { va, rkey: x.kb, dma_len: len });
        r
    };
    let out = x.feed(read(&x, P0, TGT, 2500));
    let ops: Vec<_> = out.iter().map(|f| (f.roce.bth.opcode, f.roce.bth.psn)).collect();
    assert_eq!(
        ops,
        vec![(Opcode::RcReadResponseFirst, P0), (Opcode::RcReadResponseMiddle, P0 + 1), (Opcode::RcReadResponseLast, P0 + 2)]
    );
    let got: Vec<u8> = out.iter().flat_map(|f| f.roce.payload.clone()).collect();
    assert_eq!(got, data);
    assert_eq!(x.p.b.expected_psn(x.qb), Some(P0 + 3), "a READ consumes one PSN per response");
    // Memory changes; the duplicate is re-executed and returns the new bytes.
    x.p.b.mem_mut().write(TGT, &[0xEE; 2500]).unwrap();
    let out = x.feed(read(&x, P0, TGT, 2500));
    assert_eq!(out.len(), 3);
    assert!(out.iter().all(|f| f.roce.payload.iter().all(|&b| b == 0xEE)));
    // A partial re-request (from the second response) starts again with First at its PSN.
    let out = x.feed(read(&x, P0 + 1, TGT + 1024, 1476));
    let ops: Vec<_> = out.iter().map(|f| (f.roce.bth.opcode, f.roce.bth.psn, f.roce.payload.len())).collect();
    assert_eq!(ops, vec![(Opcode::RcReadResponseFirst, P0 + 1, 1024), (Opcode::RcReadResponseLast, P0 + 2, 452)]);
    assert_eq!(x.p.b.expected_psn(x.qb), Some(P0 + 3));
}

#[test]
fn duplicate_atomic_answered_from_cache_not_reexecuted() {
    let mut x = fix();
    x.p.b.mem_mut().write_u64(TGT, 10).unwrap();
    let mut r = x.req(Opcode::RcFetchAdd, P0);
    r.atomic_eth = Some(AtomicEthRepr { va: TGT, rkey: x.kb, swap_add: 5, compare: 0 });
    let out = x.feed(r.clone());
    assert_eq!(out[0].roce.bth.opcode, Opcode::RcAtomicAck);
    assert_eq!(out[0].roce.atomic_ack_eth.unwrap().orig, 10);
    assert_eq!(x.p.b.mem().read_u64(TGT).unwrap(), 15);
    for _ in 0..3 {
        let out = x.feed(r.clone());
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].roce.bth.opcode, out[0].roce.bth.psn), (Opcode::RcAtomicAck, P0));
        assert_eq!(out[0].roce.atomic_ack_eth.unwrap().orig, 10, "saved original value");
    }
    assert_eq!(x.p.b.mem().read_u64(TGT).unwrap(), 15, "executed once");
    // Compare-and-swap likewise.
    let mut c = x.req(Opcode::RcCompareSwap, P0 + 1);
    c.atomic_eth = Some(AtomicEthRepr { va: TGT, rkey: x.kb, swap_add: 99, compare: 15 });
    x.feed(c.clone());
    x.p.b.mem_mut().write_u64(TGT, 15).unwrap();
    let out = x.feed(c);
    assert_eq!(out[0].roce.atomic_ack_eth.unwrap().orig, 15);
    assert_eq!(x.p.b.mem().read_u64(TGT).unwrap(), 15, "the duplicate did not swap again");
    assert_eq!(x.p.b.counters().duplicate_executions, 0);
}

#[test]
fn ack_coalescing_keeps_only_the_newest_pending_ack() {
    let mut x = fix();
    for i in 0..3u32 {
        let f = frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, x.write_only(P0 + i, TGT, x.kb, &[i as u8; 8]));
        x.p.b.receive(10, &f);
    }
    let out = drain(&mut x.p.b, 20);
    assert_eq!(out.len(), 1, "three ACK-requesting packets, one cumulative ACK");
    assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0 + 2, ACK, 3));
    // Without AckReq no ACK at all.
    let mut r = x.write_only(P0 + 3, TGT, x.kb, &[1; 8]);
    r.bth.ack_req = false;
    assert!(x.feed(r).is_empty());
}

#[test]
fn send_with_invalidate_invalidates_rkey() {
    let mut x = fix();
    x.post_recv(1, 0x20_0000, 100);
    let k = x.p.b.reg_mr(1, 0x90_0000, 0x1000, AccessFlags::ALL).unwrap().rkey;
    let mut r = x.send_only(P0, b"inv");
    r.bth.opcode = Opcode::RcSendOnlyInv;
    r.ieth = Some(k);
    x.feed(r);
    let c = x.p.b.poll_cq(x.cqb, 10);
    assert_eq!(c[0].invalidated_rkey, Some(k));
    assert!(!x.p.b.mr(k).unwrap().valid);
    // The invalidated key no longer grants access.
    assert_fatal_nak_at(&mut x, P0 + 1, k);
}

fn assert_fatal_nak_at(x: &mut Fix, psn: u32, k: u32) {
    let out = x.feed(x.write_only(psn, 0x90_0000, k, &[1; 8]));
    assert_eq!(aeth(&out[0]).2, Syndrome::Nak(NakCode::RemoteAccessError));
}

#[test]
fn bad_frames_are_counted_drops() {
    let mut x = fix();
    x.post_recv(1, 0x20_0000, 100);
    let good = frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, x.send_only(P0, b"payload"));
    let mut bad_icrc = good.clone();
    let n = bad_icrc.len();
    bad_icrc[n - 1] ^= 1;
    x.p.b.receive(1, &bad_icrc);
    let mut bad_payload = good.clone();
    bad_payload[n - 8] ^= 0x40; // payload byte: ICRC now wrong
    x.p.b.receive(1, &bad_payload);
    x.p.b.receive(1, &good[..30]);
    x.p.b.receive(1, &[]);
    let mut arp = good.clone();
    arp[12] = 0x08;
    arp[13] = 0x06;
    x.p.b.receive(1, &arp);
    let mut other_mac = good.clone();
    other_mac[0] = 0x99;
    x.p.b.receive(1, &other_mac);
    let mut r = x.send_only(P0, b"payload");
    r.bth.pkey = 0x1234;
    x.p.b.receive(1, &frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, r));
    let r = roce(Opcode::RcSendOnly, 0x7777, P0);
    x.p.b.receive(1, &frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, r));
    let r = roce(Opcode::UdSendOnly, x.qb, P0);
    let mut r = r;
    r.deth = Some(DethRepr { qkey: 0, src_qp: 5 });
    x.p.b.receive(1, &frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, r));
    let d = *x.p.b.drops();
    assert_eq!(d.bad_icrc, 2);
    assert_eq!(d.malformed, 2);
    assert_eq!(d.not_roce, 1);
    assert_eq!(d.wrong_address, 1);
    assert_eq!(d.bad_pkey, 1);
    assert_eq!(d.unknown_qp, 2, "unknown QPN and UD opcode on an RC QP");
    assert!(drain(&mut x.p.b, 2).is_empty());
    assert_eq!(x.p.b.recv_queue_len(x.qb), 1, "nothing consumed");
    x.p.b.receive(2, &good);
    assert_eq!(x.p.b.poll_cq(x.cqb, 4).len(), 1);
}

#[test]
fn cnp_on_ecn_ce_rate_limited_and_rp_reacts() {
    let mut ca = EndpointConfig::new(MAC_A, ip_a());
    ca.cc_enabled = true;
    let mut cb = EndpointConfig::new(MAC_B, ip_b());
    cb.cc_enabled = true;
    let mut p = Pair::with_configs(ca, cb);
    let (qa, qb, _ka, kb, _, _) = rc_pair(&mut p, QpType::Rc, &RcParams { psn_ab: P0, ..Default::default() });
    let send = |p: &mut Pair, psn: u32, t: u64| {
        let mut r = roce(Opcode::RcWriteOnly, qb, psn);
        r.reth = Some(RethRepr { va: TGT, rkey: kb, dma_len: 4 });
        r.payload = vec![1; 4];
        r.bth.ack_req = true;
        p.b.receive(t, &frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 3, r));
        drain(&mut p.b, t)
    };
    let out = send(&mut p, P0, 1000);
    let cnps: Vec<_> = out.iter().filter(|f| f.roce.bth.opcode == Opcode::Cnp).collect();
    assert_eq!(cnps.len(), 1);
    assert_eq!(cnps[0].roce.bth.dest_qp, qa);
    assert_eq!(cnps[0].eth.dst, MAC_A);
    // Within min_time_between_cnps (4 us): no second CNP.
    let out = send(&mut p, P0 + 1, 2000);
    assert!(out.iter().all(|f| f.roce.bth.opcode != Opcode::Cnp));
    let out = send(&mut p, P0 + 2, 10_000);
    assert_eq!(out.iter().filter(|f| f.roce.bth.opcode == Opcode::Cnp).count(), 1);
    assert_eq!(p.b.counters().cnps_sent, 2);
    // A receives the CNP: its reaction point cuts the rate at its next decrease check
    // (rate_decrease_interval + 1 ns later, as HPCC's model schedules it), not before.
    let line = p.a.rp(qa).unwrap().rate_bps();
    let cnp = cnps[0].to_bytes().unwrap();
    p.a.receive(20_000, &cnp);
    assert_eq!(p.a.counters().cnps_received, 1);
    assert_eq!(p.a.rp(qa).unwrap().rate_bps(), line);
    let check = 20_000 + p.a.rp(qa).unwrap().config().rate_decrease_interval_ns + 1;
    assert_eq!(p.a.rp(qa).unwrap().next_timer(), Some(check));
    p.a.on_timer(check);
    assert!(p.a.rp(qa).unwrap().rate_bps() < line);
}

#[test]
fn responder_in_wrong_state_drops() {
    let mut p = Pair::new();
    let (pdb, _kb, cqb) = setup_mem(&mut p.b, 0x10_0000, 0x1000);
    let qb = p.b.create_qp(qp_init(QpType::Rc, pdb, cqb)).unwrap();
    p.b.modify_qp(qb, &QpAttr { state: Some(QpState::Init), pkey: Some(0xFFFF), access: Some(AccessFlags::ALL), ..Default::default() })
        .unwrap();
    let r = roce(Opcode::RcSendOnly, qb, 0);
    p.b.receive(1, &frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, r));
    assert_eq!(p.b.drops().bad_state, 1);
    assert!(drain(&mut p.b, 2).is_empty());
}

#[test]
fn endpoint_never_panics_on_random_bytes() {
    use rand::{Rng, SeedableRng};
    let mut x = fix();
    let good = frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, x.send_only(P0, b"payload"));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut ep: &mut Endpoint = &mut x.p.b;
    for i in 0..5000 {
        let mut f = if i % 2 == 0 { good.clone() } else { (0..rng.gen_range(0..200)).map(|_| rng.gen()).collect() };
        if !f.is_empty() {
            for _ in 0..rng.gen_range(1..4) {
                let j = rng.gen_range(0..f.len());
                f[j] = rng.gen();
            }
        }
        ep.receive(i, &f);
        let _ = ep.transmit(i);
        ep = &mut x.p.b;
    }
    assert!(x.p.b.counters().rx_packets == 5000);
}

/// A CQ overrun (IBTA's CQ error): the receive CQ holds two entries and nobody polls it. The
/// third SEND's completion does not fit, so the CQ goes to error, the QP goes to ERR and answers
/// nothing for that packet (the data was placed: the SEND executed), and the receive WQE left
/// posted is flushed into the CQ in error, lost too; every lost completion is counted. The two
/// completions in the CQ are still there, and nothing more gets in even after polling.
#[test]
fn a_cq_overrun_puts_the_cq_in_error_and_the_qp_in_err() {
    let mut p = Pair::new();
    let (pda, _ka, cqa) = setup_mem(&mut p.a, 0x10_0000, 0x100_0000);
    let pdb = p.b.alloc_pd();
    let kb = p.b.reg_mr(pdb, 0x10_0000, 0x100_0000, AccessFlags::ALL).unwrap().lkey;
    let cqb = p.b.create_cq(2);
    let qa = p.a.create_qp(qp_init(QpType::Rc, pda, cqa)).unwrap();
    let qb = p.b.create_qp(qp_init(QpType::Rc, pdb, cqb)).unwrap();
    golden::endpoint::connect_rc(&mut p.a, qa, &mut p.b, qb, &RcParams { psn_ab: P0, ..Default::default() }).unwrap();
    for id in 0..4u64 {
        p.b.post_recv(qb, RecvWr { wr_id: id, sges: sge(0x20_0000 + id * 0x1000, 100, kb) }).unwrap();
    }
    let send = |psn: u32, data: &[u8]| {
        let mut r = roce(Opcode::RcSendOnly, qb, psn);
        r.bth.ack_req = true;
        r.payload = data.to_vec();
        r
    };
    for k in 0..2u32 {
        let out = feed_b(&mut p, send(P0 + k, b"fits"));
        assert_eq!(out.len(), 1);
        assert_eq!(aeth(&out[0]), (Opcode::RcAck, P0 + k, ACK, k + 1));
    }
    assert_eq!(p.b.cq_error(cqb), Some(false));
    let out = feed_b(&mut p, send(P0 + 2, b"overrun"));
    assert!(out.is_empty(), "no answer for the packet whose completion was lost: {out:?}");
    assert_eq!(p.b.cq_error(cqb), Some(true));
    assert_eq!(p.b.qp_state(qb), Ok(QpState::Err));
    let mut placed = [0u8; 7];
    p.b.mem().read(0x20_2000, &mut placed).unwrap();
    assert_eq!(&placed, b"overrun", "the SEND executed before its completion was lost");
    assert_eq!(p.b.counters().cq_overflows, 2, "the lost completion and the flushed WQE's");
    let got = p.b.poll_cq(cqb, 8);
    assert_eq!(got.iter().map(|c| (c.wr_id, c.status)).collect::<Vec<_>>(), vec![(0, WcStatus::Success), (1, WcStatus::Success)]);
    // Polled empty, still in error: a receive posted now (flushed at once) is lost as well.
    p.b.post_recv(qb, RecvWr { wr_id: 9, sges: sge(0x30_0000, 100, kb) }).unwrap();
    assert!(p.b.poll_cq(cqb, 8).is_empty());
    assert_eq!(p.b.counters().cq_overflows, 3);
    assert!(feed_b(&mut p, send(P0 + 3, b"late")).is_empty(), "a QP in ERR drops requests");
}
