//! The requester's core, gate + segmentation + bookkeeping, against golden's requester: a golden
//! endpoint is posted a random list of work requests and sends every packet it may without an
//! ACK coming back; the three blocks, stepped packet by packet over a send-queue context, must
//! send the same packets (opcode, PSN, AckReq, payload length) and stop where golden stops (the
//! PSN window, the READ/atomic limit, or a UD message longer than the MTU).

use super::*;
use crate::req_gate::ReqGate;
use crate::req_segment::{service_codes, ReqSegment};
use crate::sim_util::settle;
use golden::context::mtu_code;
use golden::endpoint::{connect_rc, connect_ud, Endpoint, EndpointConfig, RcParams};
use golden::hostfmt::send_opcode_code;
use golden::memory::AccessFlags;
use golden::node::Node;
use golden::requester::npkts_for;
use golden::verbs::{AddressVector, Mtu, QpInitAttr, QpType, SendOp, SendWr, Sge, UdDest};
use golden::wire::FrameRepr;
use proptest::prelude::*;

/// A packet as both sides describe it: (BTH opcode, PSN, AckReq, payload bytes).
type Pkt = (u8, u32, bool, usize);

const MTUS: [Mtu; 5] = [Mtu::Mtu256, Mtu::Mtu512, Mtu::Mtu1024, Mtu::Mtu2048, Mtu::Mtu4096];
const BUF: u64 = 0x10_0000;
const BUF_LEN: u64 = 0x10_0000;

/// Golden: post `wrs` on a fresh connected QP of `t` and take every packet it sends with no ACK
/// coming back. Returns the WRs golden accepted and its packets.
fn golden_packets(t: QpType, mtu: Mtu, psn0: u32, max_rd_atomic: u8, wrs: &[SendWr]) -> (Vec<SendWr>, Vec<Pkt>) {
    let ip = |x: u8| std::net::IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, x));
    let mut a = Endpoint::new(EndpointConfig::new([2, 0, 0, 0, 0, 1], ip(1)));
    let mut b = Endpoint::new(EndpointConfig::new([2, 0, 0, 0, 0, 2], ip(2)));
    let mut keys = [0u32; 2];
    let mut qps = [0u32; 2];
    for (i, ep) in [&mut a, &mut b].into_iter().enumerate() {
        let pd = ep.alloc_pd();
        keys[i] = ep.reg_mr(pd, BUF, BUF_LEN, AccessFlags::ALL).expect("reg_mr").lkey;
        let cq = ep.create_cq(1 << 12);
        let init = QpInitAttr { qp_type: t, pd, send_cq: cq, recv_cq: cq, max_send_wr: 4096, max_recv_wr: 16, max_sge: 4 };
        qps[i] = ep.create_qp(init).expect("qp");
    }
    if t == QpType::Ud {
        // connect_ud sets no path MTU: the QP keeps golden's default, 1024.
        assert_eq!(mtu, Mtu::Mtu1024);
        connect_ud(&mut a, qps[0], 0x1111, psn0).expect("connect");
    } else {
        let params = RcParams { mtu, psn_ab: psn0, max_rd_atomic, ..Default::default() };
        connect_rc(&mut a, qps[0], &mut b, qps[1], &params).expect("connect");
    }
    let dest = UdDest { av: AddressVector { mac: b.config().mac, ip: b.config().ip }, remote_qpn: qps[1], remote_qkey: 0x1111 };
    let mut accepted = Vec::new();
    for w in wrs {
        let mut w = w.clone();
        for s in &mut w.sges {
            s.lkey = keys[0];
        }
        if t == QpType::Ud {
            w.ud = Some(dest);
        }
        if a.post_send(qps[0], w.clone()).is_ok() {
            accepted.push(w);
        }
    }
    let mut out = Vec::new();
    let mut now = 0;
    while let Some(f) = a.transmit(now) {
        let f = FrameRepr::parse(&f).expect("golden's own frame parses");
        out.push((f.roce.bth.opcode as u8, f.roce.bth.psn, f.roce.bth.ack_req, f.roce.payload.len()));
        now += 1_000;
        assert!(out.len() < 100_000, "golden never stops");
    }
    (accepted, out)
}

/// The send-queue context's fields the blocks keep.
#[derive(Clone, Copy, Debug, Default)]
struct Ctx {
    npsn: u32,
    max_psn: u32,
    next_offset: u32,
    sq_next: u32,
    rd_out: u32,
    since: u32,
    timer_armed: bool,
}

fn wr_len(w: &SendWr) -> u32 {
    w.sges.iter().map(|s| s.length).sum()
}

/// The RTL blocks, stepped packet by packet until the gate holds or the queue is empty.
fn rtl_packets(t: QpType, mtu: Mtu, psn0: u32, max_rd_atomic: u8, wrs: &[SendWr]) -> Vec<Pkt> {
    let svc = service_codes().iter().find(|(q, _)| *q == t).unwrap().1;
    let (mut seg, mut adv, mut gate) = (ReqSegment::default(), ReqAdvance::default(), ReqGate::default());
    seg.connect_all();
    adv.connect_all();
    gate.connect_all();
    let rc = t == QpType::Rc;
    let mut c = Ctx { npsn: psn0, max_psn: psn0, ..Default::default() };
    let mut out = Vec::new();
    while let Some(w) = wrs.get(c.sq_next as usize) {
        let len = wr_len(w);
        seg.svc.next = (svc as u64).into();
        seg.wop.next = (send_opcode_code(&w.op) as u64).into();
        seg.rest.next = (len.saturating_sub(c.next_offset) as u64).into();
        seg.first.next = c.next_offset == 0;
        seg.mtu_code.next = (mtu_code(mtu) as u64).into();
        settle(&mut seg);
        assert!(!seg.bad_op.val(), "golden accepted {w:?}");
        if seg.too_long.val() {
            // Golden completes it with LocLenErr when it reaches the head and the UD QP goes to
            // SQE: nothing more is sent.
            assert_eq!(t, QpType::Ud);
            break;
        }
        adv.rc.next = rc;
        adv.ack_every.next = 64.into();
        adv.npsn.next = (c.npsn as u64).into();
        adv.max_psn.next = (c.max_psn as u64).into();
        adv.next_offset.next = (c.next_offset as u64).into();
        adv.sq_next.next = (c.sq_next as u64).into();
        adv.rd_out.next = (c.rd_out as u64).into();
        adv.since.next = (c.since as u64).into();
        adv.timer_armed.next = c.timer_armed;
        adv.rd_atomic.next = w.op.is_read_or_atomic();
        adv.last.next = seg.last.val();
        adv.plen.next = seg.plen.val();
        adv.psns.next = seg.psns.val();
        settle(&mut adv);
        let npkts = if w.op.is_atomic() { 1 } else { npkts_for(len, mtu.bytes()) };
        gate.rnr_wait.next = false;
        gate.stopped.next = false;
        gate.started.next = !adv.fresh.val();
        gate.fence.next = w.fence;
        gate.rd_atomic.next = w.op.is_read_or_atomic();
        gate.rd_out.next = (c.rd_out as u64).into();
        gate.max_rd_atomic.next = (max_rd_atomic as u64).into();
        gate.rc.next = rc;
        // No ACK comes back: the oldest unacknowledged PSN is the first one sent.
        gate.inflight.next = ((c.npsn.wrapping_sub(psn0) & 0xFF_FFFF) as u64).into();
        gate.npkts.next = (npkts as u64).into();
        gate.window.next = 128.into();
        settle(&mut gate);
        if !gate.go.val() {
            break;
        }
        out.push((seg.opcode.val().to_u64() as u8, adv.psn.val().to_u64() as u32, adv.ack_req.val(), seg.plen.val().to_u64() as usize));
        assert!(!adv.retrans.val(), "nothing is sent twice without a go-back");
        c.npsn = adv.n_npsn.val().to_u64() as u32;
        c.max_psn = adv.n_max_psn.val().to_u64() as u32;
        c.next_offset = adv.n_next_offset.val().to_u64() as u32;
        c.sq_next = adv.n_sq_next.val().to_u64() as u32;
        c.rd_out = adv.n_rd_out.val().to_u64() as u32;
        c.since = adv.n_since.val().to_u64() as u32;
        c.timer_armed |= adv.arm.val();
        assert!(out.len() < 100_000);
    }
    out
}

fn arb_wr(t: QpType) -> impl Strategy<Value = SendWr> {
    let op = prop_oneof![
        Just(SendOp::Send),
        any::<u32>().prop_map(|imm| SendOp::SendWithImm { imm }),
        Just(SendOp::Write { remote_addr: BUF, rkey: 0 }),
        any::<u32>().prop_map(|imm| SendOp::WriteWithImm { remote_addr: BUF, rkey: 0, imm }),
        Just(SendOp::Read { remote_addr: BUF, rkey: 0 }),
        Just(SendOp::FetchAdd { remote_addr: BUF, rkey: 0, add: 1 }),
        Just(SendOp::CompareSwap { remote_addr: BUF, rkey: 0, compare: 0, swap: 1 }),
        any::<u32>().prop_map(|rkey| SendOp::SendWithInv { rkey }),
    ];
    (op, prop_oneof![0u32..300, 0u32..20_000], any::<bool>()).prop_filter_map("service", move |(op, len, fence)| {
        let uc_ok = matches!(op, SendOp::Send | SendOp::SendWithImm { .. } | SendOp::Write { .. } | SendOp::WriteWithImm { .. });
        let ud_ok = matches!(op, SendOp::Send | SendOp::SendWithImm { .. });
        if (t == QpType::Uc && !uc_ok) || (t == QpType::Ud && !ud_ok) {
            return None;
        }
        let len = if op.is_atomic() { 8 } else { len };
        Some(SendWr { wr_id: 0, op, sges: vec![Sge { addr: BUF, length: len, lkey: 0 }], signaled: true, solicited: false, fence, ud: None })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn the_blocks_send_what_golden_sends(
        svc in 0usize..3,
        m in 0usize..5,
        psn0 in prop_oneof![0u32..1 << 24, (1u32 << 24) - 40..1 << 24],
        max_rd_atomic in 0u8..=4,
        wrs_rc in proptest::collection::vec(arb_wr(QpType::Rc), 1..40),
        wrs_uc in proptest::collection::vec(arb_wr(QpType::Uc), 1..40),
        wrs_ud in proptest::collection::vec(arb_wr(QpType::Ud), 1..40),
    ) {
        let (t, wrs) = match svc {
            0 => (QpType::Rc, wrs_rc),
            1 => (QpType::Uc, wrs_uc),
            _ => (QpType::Ud, wrs_ud),
        };
        let mtu = if t == QpType::Ud { Mtu::Mtu1024 } else { MTUS[m] };
        let (accepted, want) = golden_packets(t, mtu, psn0, max_rd_atomic, &wrs);
        let got = rtl_packets(t, mtu, psn0, max_rd_atomic, &accepted);
        prop_assert_eq!(got.len(), want.len(), "packets sent before the gate held");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            prop_assert_eq!(g, w, "packet {}", i);
        }
    }
}

#[test]
fn exports_and_lints_clean() {
    crate::export::export_and_lint("roce_req_advance", ReqAdvance::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
}
