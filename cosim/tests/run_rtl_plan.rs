//! The RTL responder's host-memory set-up (`cosim::harness::responder::plan_from_scenario`): the
//! QP context and key tables written from a golden scenario decode with golden's own
//! `golden::context` parsers into the responder's QPs and regions, and the receive rings hold
//! the scenario's receive WQEs in posting order at `QpContext::rq_wqe_addr`.

use cosim::harness::responder::{plan_from_scenario, HostFormat, MKEY_BASE, QPC_BASE};
use golden::context::{mkey_index, MkeyEntry, QpContext};
use golden::sim::{Scenario, SimConfig};
use golden::verbs::{Completion, QpState, RecvWr};

/// A test WQE format: wr_id, then (addr, length, lkey) per SGE, 32-byte WQEs.
struct TestFormat;

impl HostFormat for TestFormat {
    fn wqe_log_stride(&self, _max_sge: usize) -> u8 {
        5
    }
    fn encode_recv_wqe(&self, wr: &RecvWr) -> Result<Vec<u8>, String> {
        let mut v = wr.wr_id.to_le_bytes().to_vec();
        for s in &wr.sges {
            v.extend(s.addr.to_le_bytes());
            v.extend(s.length.to_le_bytes());
            v.extend(s.lkey.to_le_bytes());
        }
        Ok(v)
    }
    fn cqe_size(&self) -> usize {
        32
    }
    fn decode_cqe(&self, _bytes: &[u8], _index: u32, _log2: u8) -> Option<Completion> {
        None
    }
}

#[test]
fn tables_and_rings_decode_into_the_golden_responder() {
    let cfg = SimConfig { qps: 5, msgs: 80, max_size: 4096, one_way: true, ..Default::default() };
    let (sc, [_, ep]) = Scenario::build(&cfg).unwrap();
    let (layout, mem) = plan_from_scenario(&sc, &ep, &TestFormat).unwrap();
    assert_eq!(layout.qpc.base, QPC_BASE);
    assert_eq!(layout.mkey.base, MKEY_BASE);
    assert_eq!(layout.qps.len(), 5);
    // Data regions are the golden endpoint's memory, unchanged.
    let (start, len) = sc.data_span();
    assert_eq!(mem.read_vec(start, len as usize).unwrap(), ep.mem().read_vec(start, len as usize).unwrap());
    // Keys: every registered region, identity-mapped, decodable, found by its index.
    let keys = sc.mr_keys(1);
    assert_eq!(keys.len(), 5 * 7);
    for k in keys {
        let e: MkeyEntry = layout.mkey.load(&mem, mkey_index(k)).unwrap();
        let r = ep.mr(k).unwrap();
        assert_eq!((e.key, e.va, e.len, e.host_addr, e.access, e.valid), (k, r.va, r.len, r.va, r.access, true));
    }
    // QPs: state, PSNs, peer, ring and producer; WQEs in posting order.
    let mut total = 0;
    for (qpn, producer) in &layout.qps {
        let c: QpContext = layout.qpc.load(&mem, *qpn).unwrap();
        let (state, attrs) = ep.query_qp(*qpn).unwrap();
        assert_eq!(c.state, state);
        assert_eq!(state, QpState::Rts);
        assert_eq!(c.epsn, attrs.rq_psn);
        assert_eq!(c.dest_qpn, attrs.dest_qpn);
        assert_eq!(c.path_mtu, attrs.path_mtu);
        assert_eq!(c.rq_producer, *producer);
        assert_eq!(c.dmac, [0x02, 0, 0, 0, 0, 1], "the requester's MAC");
        assert_eq!(&c.dgid[12..], &[10, 0, 0, 1], "IPv4-mapped GID of the requester");
        let mine: Vec<&RecvWr> = sc.posted_recvs(1).iter().filter(|(q, _)| q == qpn).map(|(_, w)| w).collect();
        assert_eq!(mine.len() as u32, *producer);
        assert!(1u64 << c.rq_log_size >= mine.len() as u64);
        for (i, wr) in mine.iter().enumerate() {
            let got = mem.read_vec(c.rq_wqe_addr(i as u32), 24).unwrap();
            assert_eq!(got, TestFormat.encode_recv_wqe(wr).unwrap(), "QP {qpn} WQE {i}");
        }
        total += mine.len();
    }
    assert_eq!(total, sc.posted_recvs(1).len());
    assert!(total > 0);
}

/// With a receive-queue depth, each ring holds that many slots and only the first `depth`
/// WQEs of each QP are written at set-up (the rest come as refills); the CQ is sized to twice
/// the receives that can be outstanding, not to the run.
#[test]
fn a_receive_queue_depth_sizes_the_rings_and_the_cq() {
    let cfg = SimConfig { qps: 2, msgs: 600, one_way: true, rq_depth: Some(16), max_inflight_psns: 8, ..Default::default() };
    let (sc, [_, ep]) = Scenario::build(&cfg).unwrap();
    let (layout, mem) = plan_from_scenario(&sc, &ep, &TestFormat).unwrap();
    assert_eq!(layout.cq_log2, 6, "2 x (2 QPs x 16) entries");
    assert!(sc.posted_recvs(1).len() > 1 << layout.cq_log2, "the run has more completions than the CQ");
    assert_eq!(layout.rings.len(), 2);
    for (ring, (qpn, producer)) in layout.rings.iter().zip(&layout.qps) {
        assert_eq!(ring.qpn, *qpn);
        assert_eq!((ring.log_size, *producer as usize), (4, sc.recvs_at_setup(1, *qpn)));
        assert_eq!(*producer, 16);
        let c: QpContext = layout.qpc.load(&mem, *qpn).unwrap();
        assert_eq!((c.rq_base, c.rq_log_size, c.rq_producer), (ring.base, 4, 16));
        let mine: Vec<&RecvWr> = sc.posted_recvs(1).iter().filter(|(q, _)| q == qpn).map(|(_, w)| w).collect();
        assert!(mine.len() > 16, "QP {qpn} has {} receives: more than its ring", mine.len());
        for (i, wr) in mine.iter().take(16).enumerate() {
            assert_eq!(mem.read_vec(c.rq_wqe_addr(i as u32), 24).unwrap(), TestFormat.encode_recv_wqe(wr).unwrap(), "QP {qpn} WQE {i}");
        }
    }
}

/// The RTL DUT's `post_recv` (the scenario's refills) refuses what a driver must refuse, with a
/// typed error and nothing written: an unknown QP, a WQE with more SGEs than the ring's slots
/// hold, a ring whose every slot holds a WQE not completed yet. A good post lands in the next
/// slot.
#[test]
fn rtl_post_recv_refuses_an_unknown_qp_too_many_sges_and_a_full_ring() {
    use cosim::harness::responder::{GoldenHostFormat, RtlResponder};
    use cosim::respnode::ResponderDut;
    use golden::sim::OpMix;
    use golden::verbs::VerbsError;
    let sends = OpMix { send: 1, send_imm: 0, write: 0, write_imm: 0, read: 0, cas: 0, fadd: 0 };
    // Depth 3: a 4-slot ring with 3 WQEs posted at set-up, one slot free.
    let cfg = SimConfig { qps: 1, msgs: 20, one_way: true, mix: sends, rq_depth: Some(3), max_inflight_psns: 2, ..Default::default() };
    let (sc, [_, ep]) = Scenario::build(&cfg).unwrap();
    let mut d = RtlResponder::from_scenario(&sc, &ep).unwrap();
    let ring = d.layout().rings[0];
    assert_eq!((ring.log_size, sc.recvs_at_setup(1, ring.qpn)), (2, 3));
    let (qpn, wr) = sc.posted_recvs(1)[3].clone();
    let slot = |i: u64| ring.base + (i << ring.log_stride);
    let before = d.mem().read_vec(slot(3), 1 << ring.log_stride).unwrap();
    assert!(matches!(d.post_recv(qpn ^ 0x40, wr.clone()), Err(VerbsError::NoSuchObject { .. })));
    let wide = RecvWr { wr_id: wr.wr_id, sges: vec![wr.sges[0]; 16] };
    assert!(matches!(d.post_recv(qpn, wide), Err(VerbsError::InvalidWr(_))));
    assert_eq!(d.mem().read_vec(slot(3), 1 << ring.log_stride).unwrap(), before, "a refused post writes nothing");
    d.post_recv(qpn, wr.clone()).expect("the free slot takes it");
    let fmt = GoldenHostFormat;
    let want = cosim::harness::responder::HostFormat::encode_recv_wqe(&fmt, &wr).unwrap();
    assert_eq!(d.mem().read_vec(slot(3), want.len()).unwrap(), want);
    assert!(matches!(d.post_recv(qpn, wr), Err(VerbsError::QueueFull)), "four WQEs posted, none completed");
}
