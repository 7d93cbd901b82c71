//! The QP state machine: every legal transition per QP type, illegal ones rejected with a typed
//! error and no change, required/forbidden attributes, attribute ranges, posting rules per state.

mod transport_common;
use golden::endpoint::Endpoint;
use golden::memory::AccessFlags;
use golden::verbs::*;
use std::net::{IpAddr, Ipv4Addr};
use transport_common::*;

use QpState::{Init, Reset, Rtr, Rts, Sqd, Sqe};
const QERR: QpState = QpState::Err;

fn ep_qp(t: QpType) -> (Endpoint, u32, u32, u32) {
    let mut p = Pair::new();
    let (pd, k, cq) = setup_mem(&mut p.a, 0x1000, 0x10000);
    let q = p.a.create_qp(qp_init(t, pd, cq)).unwrap();
    (p.a, q, k, cq)
}

fn av() -> AddressVector {
    AddressVector { mac: [2, 0, 0, 0, 0, 2], ip: IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)) }
}

/// Minimal legal attributes to reach `to` from `from` for type `t`.
fn attrs(t: QpType, from: QpState, to: QpState) -> QpAttr {
    let mut a = QpAttr { state: Some(to), ..Default::default() };
    match (from, to) {
        (Reset, Init) => {
            a.pkey = Some(0xFFFF);
            if t == QpType::Ud {
                a.qkey = Some(0x11);
            } else {
                a.access = Some(AccessFlags::REMOTE_WRITE);
            }
        }
        (Init, Rtr) if t != QpType::Ud => {
            a.av = Some(av());
            a.path_mtu = Some(Mtu::Mtu1024);
            a.dest_qpn = Some(0x42);
            a.rq_psn = Some(0x10);
            if t == QpType::Rc {
                a.max_dest_rd_atomic = Some(4);
                a.min_rnr_timer = Some(12);
            }
        }
        (Rtr, Rts) => {
            a.sq_psn = Some(0x20);
            if t == QpType::Rc {
                a.timeout = Some(14);
                a.retry_cnt = Some(7);
                a.rnr_retry = Some(7);
                a.max_rd_atomic = Some(4);
            }
        }
        _ => {}
    }
    a
}

fn goto(ep: &mut Endpoint, q: u32, t: QpType, path: &[QpState]) {
    let mut cur = ep.qp_state(q).unwrap();
    for &s in path {
        ep.modify_qp(q, &attrs(t, cur, s)).unwrap_or_else(|e| panic!("{cur:?} -> {s:?}: {e}"));
        assert_eq!(ep.qp_state(q).unwrap(), s);
        cur = s;
    }
}

#[test]
fn legal_transitions_all_types() {
    for t in [QpType::Rc, QpType::Uc, QpType::Ud] {
        let (mut ep, q, _, _) = ep_qp(t);
        goto(&mut ep, q, t, &[Init, Init, Rtr, Rts, Rts, Sqd, Sqd, Rts, QERR, Reset, Init, QERR, Reset]);
        let (st, cfg) = ep.query_qp(q).unwrap();
        assert_eq!(st, Reset);
        assert_eq!(cfg, QpConfig::default(), "RESET clears the attributes");
        // Attributes applied on the way up are visible.
        goto(&mut ep, q, t, &[Init, Rtr, Rts]);
        let (_, cfg) = ep.query_qp(q).unwrap();
        assert_eq!(cfg.sq_psn.get(), 0x20);
        if t != QpType::Ud {
            assert_eq!((cfg.dest_qpn, cfg.rq_psn.get(), cfg.av), (0x42, 0x10, Some(av())));
        }
        if t == QpType::Rc {
            assert_eq!((cfg.max_rd_atomic, cfg.max_dest_rd_atomic, cfg.min_rnr_timer), (4, 4, 12));
        }
        // Any state -> ERR and -> RESET.
        for s in [Init, Rtr, Rts, Sqd] {
            let (mut ep, q, _, _) = ep_qp(t);
            let path: Vec<QpState> = [Init, Rtr, Rts, Sqd].iter().copied().take_while(|&x| x != s).chain([s]).collect();
            goto(&mut ep, q, t, &path);
            goto(&mut ep, q, t, &[QERR]);
            goto(&mut ep, q, t, &[Reset]);
        }
    }
}

#[test]
fn sqe_to_rts_only_for_uc_ud() {
    assert!(validate_modify(Sqe, QpType::Uc, &QpAttr { state: Some(Rts), ..Default::default() }).is_ok());
    assert!(validate_modify(Sqe, QpType::Ud, &QpAttr { state: Some(Rts), ..Default::default() }).is_ok());
    assert_eq!(
        validate_modify(Sqe, QpType::Rc, &QpAttr { state: Some(Rts), ..Default::default() }),
        Err(VerbsError::InvalidTransition { from: Sqe, to: Rts, qp_type: QpType::Rc })
    );
}

#[test]
fn illegal_transitions_change_nothing() {
    let illegal = [
        (Reset, Rtr),
        (Reset, Rts),
        (Reset, Sqd),
        (Reset, Sqe),
        (Init, Rts),
        (Init, Sqd),
        (Init, Reset), // legal: checked below as the control
        (Rtr, Init),
        (Rtr, Rtr),
        (Rtr, Sqd),
        (Rts, Init),
        (Rts, Rtr),
        (Rts, Sqe),
        (Sqd, Init),
        (Sqd, Rtr),
        (QERR, Init),
        (QERR, Rtr),
        (QERR, Rts),
        (QERR, Sqd),
    ];
    for t in [QpType::Rc, QpType::Uc, QpType::Ud] {
        for (from, to) in illegal {
            let (mut ep, q, _, _) = ep_qp(t);
            let path: Vec<QpState> = match from {
                Reset => vec![],
                Init => vec![Init],
                Rtr => vec![Init, Rtr],
                Rts => vec![Init, Rtr, Rts],
                Sqd => vec![Init, Rtr, Rts, Sqd],
                QERR => vec![QERR],
                Sqe => unreachable!(),
            };
            goto(&mut ep, q, t, &path);
            let before = ep.query_qp(q).unwrap();
            // Use the attributes a legal path to `to` would carry, so only the transition is wrong.
            let mut a = attrs(t, Rtr, to);
            a.state = Some(to);
            let r = ep.modify_qp(q, &a);
            if (from, to) == (Init, Reset) {
                assert!(r.is_ok(), "{t:?}: INIT -> RESET is legal");
                continue;
            }
            assert_eq!(r, Err(VerbsError::InvalidTransition { from, to, qp_type: t }), "{t:?} {from:?} -> {to:?}");
            assert_eq!(ep.query_qp(q).unwrap(), before, "{t:?} {from:?} -> {to:?} changed the QP");
        }
    }
}

#[test]
fn missing_and_unexpected_attributes() {
    let (mut ep, q, _, _) = ep_qp(QpType::Rc);
    goto(&mut ep, q, QpType::Rc, &[Init]);
    let before = ep.query_qp(q).unwrap();
    let mut a = attrs(QpType::Rc, Init, Rtr);
    a.dest_qpn = None;
    assert_eq!(ep.modify_qp(q, &a), Err(VerbsError::MissingAttributes { from: Init, to: Rtr, missing: AttrMask::DEST_QPN }));
    let mut a = attrs(QpType::Rc, Init, Rtr);
    a.sq_psn = Some(1); // belongs to RTR -> RTS
    assert_eq!(ep.modify_qp(q, &a), Err(VerbsError::UnexpectedAttributes { from: Init, to: Rtr, extra: AttrMask::SQ_PSN }));
    assert_eq!(ep.modify_qp(q, &QpAttr::default()), Err(VerbsError::MissingState));
    assert_eq!(ep.query_qp(q).unwrap(), before);
    // UC needs no RC-only attributes and refuses them.
    let (mut ep, q, _, _) = ep_qp(QpType::Uc);
    goto(&mut ep, q, QpType::Uc, &[Init]);
    let mut a = attrs(QpType::Uc, Init, Rtr);
    a.max_dest_rd_atomic = Some(1);
    assert!(matches!(ep.modify_qp(q, &a), Err(VerbsError::UnexpectedAttributes { .. })));
    // UD: Q_Key is required at INIT.
    let (mut ep, q, _, _) = ep_qp(QpType::Ud);
    let mut a = attrs(QpType::Ud, Reset, Init);
    a.qkey = None;
    assert!(matches!(ep.modify_qp(q, &a), Err(VerbsError::MissingAttributes { missing: AttrMask::QKEY, .. })));
    assert_eq!(ep.qp_state(q).unwrap(), Reset);
}

#[test]
fn attribute_ranges() {
    type Bad = (&'static str, fn(&mut QpAttr));
    let bad_rtr: [Bad; 4] = [
        ("dest_qpn", |a| a.dest_qpn = Some(0x100_0000)),
        ("rq_psn", |a| a.rq_psn = Some(0x100_0000)),
        ("min_rnr_timer", |a| a.min_rnr_timer = Some(32)),
        ("max_dest_rd_atomic", |a| a.max_dest_rd_atomic = Some(MAX_RD_ATOMIC + 1)),
    ];
    for (name, f) in bad_rtr {
        let (mut ep, q, _, _) = ep_qp(QpType::Rc);
        goto(&mut ep, q, QpType::Rc, &[Init]);
        let before = ep.query_qp(q).unwrap();
        let mut a = attrs(QpType::Rc, Init, Rtr);
        f(&mut a);
        assert!(matches!(ep.modify_qp(q, &a), Err(VerbsError::BadAttribute { name: n, .. }) if n == name), "{name}");
        assert_eq!(ep.query_qp(q).unwrap(), before, "{name}");
    }
    let bad_rts: [Bad; 5] = [
        ("sq_psn", |a| a.sq_psn = Some(0x100_0000)),
        ("timeout", |a| a.timeout = Some(32)),
        ("retry_cnt", |a| a.retry_cnt = Some(8)),
        ("rnr_retry", |a| a.rnr_retry = Some(8)),
        ("max_rd_atomic", |a| a.max_rd_atomic = Some(MAX_RD_ATOMIC + 1)),
    ];
    for (name, f) in bad_rts {
        let (mut ep, q, _, _) = ep_qp(QpType::Rc);
        goto(&mut ep, q, QpType::Rc, &[Init, Rtr]);
        let before = ep.query_qp(q).unwrap();
        let mut a = attrs(QpType::Rc, Rtr, Rts);
        f(&mut a);
        assert!(matches!(ep.modify_qp(q, &a), Err(VerbsError::BadAttribute { name: n, .. }) if n == name), "{name}");
        assert_eq!(ep.query_qp(q).unwrap(), before, "{name}");
    }
    // Path MTU only takes the five IBTA values.
    assert_eq!(Mtu::from_bytes(1500), None);
    assert_eq!(Mtu::from_bytes(4096), Some(Mtu::Mtu4096));
    assert_eq!([Mtu::Mtu256, Mtu::Mtu512, Mtu::Mtu1024, Mtu::Mtu2048, Mtu::Mtu4096].map(Mtu::bytes), [256, 512, 1024, 2048, 4096]);
    // P_Key 0 (invalid partition) refused.
    let (mut ep, q, _, _) = ep_qp(QpType::Rc);
    let mut a = attrs(QpType::Rc, Reset, Init);
    a.pkey = Some(0x8000);
    assert!(matches!(ep.modify_qp(q, &a), Err(VerbsError::BadAttribute { name: "pkey", .. })));
}

#[test]
fn posting_rules_per_state() {
    let (mut ep, q, k, cq) = ep_qp(QpType::Rc);
    let s = || wr(1, SendOp::Send, sge(0x1000, 8, 0));
    let r = || RecvWr { wr_id: 2, sges: sge(0x1000, 8, 0) };
    assert_eq!(ep.post_send(q, s()), Err(VerbsError::BadState(Reset)));
    assert_eq!(ep.post_recv(q, r()), Err(VerbsError::BadState(Reset)));
    goto(&mut ep, q, QpType::Rc, &[Init]);
    assert_eq!(ep.post_send(q, s()), Err(VerbsError::BadState(Init)));
    ep.post_recv(q, RecvWr { wr_id: 10, sges: sge(0x1000, 8, k) }).unwrap();
    goto(&mut ep, q, QpType::Rc, &[Rtr]);
    assert_eq!(ep.post_send(q, s()), Err(VerbsError::BadState(Rtr)));
    goto(&mut ep, q, QpType::Rc, &[Rts]);
    ep.post_send(q, wr(11, SendOp::Send, sge(0x1000, 8, k))).unwrap();
    assert_eq!(ep.send_queue_len(q), 1);
    // Invalid WRs for the type are refused at post time.
    assert!(matches!(ep.post_send(q, wr(1, SendOp::FetchAdd { remote_addr: 0, rkey: 0, add: 1 }, sge(0x1000, 4, k))), Err(VerbsError::InvalidWr(_))));
    // ERR flushes everything posted, and later posts complete with WrFlushErr at once.
    goto(&mut ep, q, QpType::Rc, &[QERR]);
    let c = ep.poll_cq(cq, 10);
    let got: Vec<_> = c.iter().map(|c| (c.wr_id, c.status)).collect();
    assert_eq!(got, vec![(11, WcStatus::WrFlushErr), (10, WcStatus::WrFlushErr)]);
    ep.post_send(q, wr(12, SendOp::Send, sge(0x1000, 8, k))).unwrap();
    ep.post_recv(q, RecvWr { wr_id: 13, sges: sge(0x1000, 8, k) }).unwrap();
    let c = ep.poll_cq(cq, 10);
    assert_eq!(c.iter().map(|c| (c.wr_id, c.status)).collect::<Vec<_>>(), vec![(12, WcStatus::WrFlushErr), (13, WcStatus::WrFlushErr)]);
    // UC refuses READ/atomics; UD needs a destination.
    let (mut ep, q, k, _) = ep_qp(QpType::Uc);
    goto(&mut ep, q, QpType::Uc, &[Init, Rtr, Rts]);
    assert!(matches!(ep.post_send(q, wr(1, SendOp::Read { remote_addr: 0, rkey: 0 }, sge(0x1000, 8, k))), Err(VerbsError::InvalidWr(_))));
    let (mut ep, q, k, _) = ep_qp(QpType::Ud);
    goto(&mut ep, q, QpType::Ud, &[Init, Rtr, Rts]);
    assert!(matches!(ep.post_send(q, wr(1, SendOp::Send, sge(0x1000, 8, k))), Err(VerbsError::InvalidWr(_))));
}

#[test]
fn local_protection_error_completes_in_order() {
    let mut p = Pair::new();
    let (qa, _qb, ka, _kb, cqa, _) = rc_pair(&mut p, QpType::Rc, &Default::default());
    p.a.post_send(qa, wr(1, SendOp::Send, sge(0x10_0000, 8, ka))).unwrap_or(());
    p.a.post_send(qa, wr(2, SendOp::Write { remote_addr: 0x80_0000, rkey: 1 }, sge(0x10_0000, 8, 0x5555))).unwrap();
    p.a.post_send(qa, wr(3, SendOp::Send, sge(0x10_0000, 8, ka))).unwrap();
    let kb_recv = {
        // B needs a receive WQE for the first SEND.
        let qb = _qb;
        p.b.post_recv(qb, RecvWr { wr_id: 1, sges: sge(0x20_0000, 64, ka) }).unwrap();
        qb
    };
    let _ = kb_recv;
    p.run(1_000_000_000);
    let c = p.a.poll_cq(cqa, 10);
    let got: Vec<_> = c.iter().map(|c| (c.wr_id, c.status)).collect();
    assert_eq!(got, vec![(1, WcStatus::Success), (2, WcStatus::LocProtErr), (3, WcStatus::WrFlushErr)]);
    assert_eq!(p.a.qp_state(qa).unwrap(), QERR);
}

#[test]
fn memory_registration_rules() {
    let (mut ep, _, _, _) = ep_qp(QpType::Rc);
    assert!(ep.reg_mr(1, 0, 0x1000, AccessFlags::REMOTE_WRITE).is_err(), "remote write needs local write");
    assert!(ep.reg_mr(1, 0, 0x1000, AccessFlags::REMOTE_ATOMIC).is_err());
    assert!(ep.reg_mr(1, 0, 0, AccessFlags::ALL).is_err(), "empty");
    assert!(ep.reg_mr(1, u64::MAX - 10, 100, AccessFlags::ALL).is_err(), "wraps");
    assert!(ep.reg_mr(99, 0, 10, AccessFlags::ALL).is_err(), "no such PD");
    let a = ep.reg_mr(1, 0, 10, AccessFlags::REMOTE_READ).unwrap();
    let b = ep.reg_mr(1, 0, 10, AccessFlags::REMOTE_READ).unwrap();
    assert_ne!(a.rkey, b.rkey);
    ep.dereg_mr(a.lkey).unwrap();
    let c = ep.reg_mr(1, 0, 10, AccessFlags::REMOTE_READ).unwrap();
    assert_ne!(c.rkey, a.rkey, "a reused slot gets a new key byte");
    assert!(ep.dereg_mr(a.lkey).is_err());
}
