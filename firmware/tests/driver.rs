//! The driver against a software model of the register file (tests/common), both decoding
//! `golden::regs`.
mod common;

use common::RegModel;
use firmware::{CacheOp, Caps, Driver, DriverError, PortConfig, RegBus, Target, UdpSport};
use golden::context::{mkey_index, MkeyEntry, QpContext};
use golden::memory::AccessFlags;
use golden::regs::{self, cq, engine_counters, id, mailbox, port, req_counters, rx_counters, tables, version, BlockKind, BLOCKS};
use golden::verbs::{QpState, QpType};
use proptest::prelude::*;

fn probe() -> Driver<RegModel> {
    Driver::probe(RegModel::new()).expect("probe")
}

#[test]
fn probe_finds_every_block() {
    let mut d = probe();
    let kinds: Vec<BlockKind> = d.blocks().iter().map(|b| b.kind).collect();
    assert_eq!(kinds, BlockKind::ALL.to_vec());
    for b in d.blocks() {
        assert_eq!(b.base, b.kind.desc().base);
        assert_eq!(b.version, b.kind.desc().version);
    }
    assert!(d.unknown_blocks().is_empty());
    assert!(d.bus().unmapped.is_empty(), "probe touched unmapped addresses: {:?}", d.bus().unmapped);
}

fn probe_with(overrides: &[(u16, u32)]) -> Result<Driver<RegModel>, DriverError> {
    let mut m = RegModel::new();
    m.overrides.extend(overrides.iter().copied());
    Driver::probe(m)
}

#[test]
fn probe_rejects_other_nics_and_broken_chains() {
    assert_eq!(probe_with(&[(id::NIC_TYPE, 0x4D4C_5835)]).err(), Some(DriverError::NotRoce { found: 0x4D4C_5835 }));
    let v = version(9, 0);
    assert_eq!(
        probe_with(&[(id::NIC_VERSION, v)]).err(),
        Some(DriverError::NicVersion { found: v, supported: regs::version_major(regs::NIC_VERSION) })
    );
    let cqb = BlockKind::Cq.desc().base;
    let major = regs::version_major(cq::VERSION);
    assert!(matches!(
        probe_with(&[(cqb + regs::HDR_VERSION, version(major + 1, 0))]).err(),
        Some(DriverError::BlockVersion { kind: BlockKind::Cq, .. })
    ));
    assert!(matches!(
        probe_with(&[(cqb + regs::HDR_VERSION, version(major - 1, 0))]).err(),
        Some(DriverError::BlockVersion { kind: BlockKind::Cq, .. })
    ), "a CQ block of the old layout (0x10 per queue) is refused");
    // A newer minor version is fine.
    assert!(probe_with(&[(cqb + regs::HDR_VERSION, version(major, 7))]).is_ok());
    // NEXT pointing backwards (a loop), unaligned, or beyond 16 bits.
    for bad in [0u32, 0x100, 0x0C02, 0x1_0000] {
        let r = probe_with(&[(cqb + regs::HDR_NEXT, bad)]);
        if bad == 0 {
            // The chain ends early: the blocks after CQ are missing.
            assert_eq!(r.err(), Some(DriverError::MissingBlock(BlockKind::Mailbox)));
        } else {
            assert_eq!(r.err(), Some(DriverError::BadNext { from: cqb, next: bad }), "NEXT {bad:#x}");
        }
    }
    // An unknown block type: skipped, so its kind is missing.
    let db = BlockKind::Doorbell.desc().base;
    assert_eq!(probe_with(&[(db, 0x1234_5678)]).err(), Some(DriverError::MissingBlock(BlockKind::Doorbell)));
    // Two blocks claiming the same kind.
    let mb = BlockKind::Mailbox.desc().base;
    assert!(matches!(
        probe_with(&[(db, BlockKind::Mailbox.type_code())]).err(),
        Some(DriverError::DuplicateBlock { kind: BlockKind::Mailbox, first, second }) if first == mb && second == db
    ));
    assert_eq!(
        probe_with(&[(cq::COUNT, 8)]).err(),
        Some(DriverError::CountMismatch { what: "cq.COUNT", found: 8, expected: 16 })
    );
    assert!(probe_with(&[(engine_counters::COUNT, 31)]).is_err());
}

#[test]
fn unknown_blocks_are_skipped() {
    // Splice an unknown block into the chain: req_counters.NEXT -> 0x2000 (unmapped in the
    // model, overridden to look like a block of a future kind), whose NEXT is 0.
    let last = BlockKind::ReqCounters.desc().base;
    let mut d = probe_with(&[(last + regs::HDR_NEXT, 0x2000), (0x2000, 0x5243_00FF), (0x2004, version(1, 0)), (0x2008, 0)])
        .expect("probe");
    assert_eq!(d.unknown_blocks(), &[(0x2000, 0x5243_00FF)]);
    assert_eq!(d.blocks().len(), BLOCKS.len());
    assert!(d.bus().unmapped.is_empty());
}

#[test]
fn tables_and_enable() {
    let mut d = probe();
    assert!(!d.enabled());
    d.set_enabled(true);
    assert!(d.enabled());
    assert_eq!(d.bus().val(id::CONTROL), id::CONTROL_ENABLE);
    d.set_qpc_table(0x1234_5678_9ABC_DE00, 16).unwrap();
    d.set_mkey_table(0x10_0000, 24).unwrap();
    assert_eq!(d.qpc_table(), (0x1234_5678_9ABC_DE00, 16));
    assert_eq!(d.mkey_table(), (0x10_0000, 24));
    assert_eq!(d.bus().val(tables::QPC_BASE_LO), 0x9ABC_DE00);
    assert_eq!(d.bus().val(tables::QPC_BASE_HI), 0x1234_5678);
    let before = d.bus().writes;
    assert_eq!(d.set_qpc_table(0, 17), Err(DriverError::TableTooLarge { table: "qpc", log2: 17, max: 16 }));
    assert_eq!(d.set_mkey_table(0, 25), Err(DriverError::TableTooLarge { table: "mkey", log2: 25, max: 24 }));
    assert_eq!(d.bus().writes, before, "nothing written on error");
}

#[test]
fn port_config_round_trips_in_golden_encodings() {
    let mut d = probe();
    assert_eq!(d.port_config(), PortConfig::default(), "reset state");
    let c = PortConfig {
        mac: [0x02, 0xAA, 0xBB, 0xCC, 0xDD, 0xEE],
        ip: "2001:db8::42".parse().unwrap(),
        vlan: Some(100),
        pcp: 3,
        dscp: 26,
        ttl: 255,
        cnp_pcp: 6,
        cnp_dscp: 48,
        cc_enabled: true,
        udp_sport: UdpSport::PerQp,
        cnp_interval: 50_000,
        psn_window: 1 << 23,
        ack_req_every: 9,
    };
    d.configure_port(&c).unwrap();
    assert_eq!(d.port_config(), c);
    let m = d.bus();
    assert_eq!([m.val(port::MAC_LO), m.val(port::MAC_HI)], regs::mac_words(c.mac));
    assert_eq!(m.val(port::IP_V6), 1);
    assert_eq!(m.val(port::VLAN), port::VLAN_ENABLE | 100);
    assert_eq!(m.val(port::UDP_SPORT), port::UDP_SPORT_PER_QP);
    assert_eq!((m.val(port::PSN_WINDOW), m.val(port::ACK_REQ_EVERY)), (1 << 23, 9));
    let c4 = PortConfig { ip: "10.1.2.3".parse().unwrap(), vlan: None, udp_sport: UdpSport::Fixed(0xC000), ..c };
    d.configure_port(&c4).unwrap();
    assert_eq!(d.port_config(), c4);
    assert_eq!(d.bus().val(port::IP_W0), u32::from_le_bytes([10, 1, 2, 3]));
    for (i, w) in [port::IP_W0 + 4, port::IP_W0 + 8, port::IP_W0 + 12].into_iter().enumerate() {
        assert_eq!(d.bus().val(w), 0, "IPv4 clears word {}", i + 1);
    }
    let before = d.bus().writes;
    for bad in [
        PortConfig { vlan: Some(4096), ..c },
        PortConfig { pcp: 8, ..c },
        PortConfig { dscp: 64, ..c },
        PortConfig { cnp_pcp: 9, ..c },
        PortConfig { cnp_dscp: 200, ..c },
        PortConfig { psn_window: 0, ..c },
        PortConfig { psn_window: (1 << 23) + 1, ..c },
    ] {
        assert!(matches!(d.configure_port(&bad), Err(DriverError::FieldRange { .. })), "{bad:?}");
    }
    assert_eq!(d.bus().writes, before, "nothing written on error");
}

#[test]
fn completion_queues() {
    let mut d = probe();
    d.setup_cq(5, 0xAB_0000_1000, 12).unwrap();
    assert_eq!(d.cq_config(5).unwrap(), (0xAB_0000_1000, 12));
    d.bus().cq_prod[5] = 42;
    assert_eq!(d.cq_producer(5).unwrap(), 42);
    // Re-creating the queue restarts its producer.
    d.setup_cq(5, 0x2000, 4).unwrap();
    assert_eq!(d.cq_producer(5).unwrap(), 0);
    assert_eq!(d.setup_cq(16, 0, 4), Err(DriverError::NoSuchCq { cq: 16, count: 16 }));
    assert_eq!(d.cq_producer(99), Err(DriverError::NoSuchCq { cq: 99, count: 16 }));
    assert_eq!(d.setup_cq(0, 0, 32), Err(DriverError::CqTooLarge(32)));
    // The consumer index the driver reports, and the overrun status the NIC sets.
    d.set_cq_consumer(5, 0x1_0007).unwrap();
    assert_eq!(d.bus().val(cq::consumer(5)), 0x1_0007);
    assert!(!d.cq_in_error(5).unwrap());
    d.bus().cq_err[5] = true;
    assert!(d.cq_in_error(5).unwrap());
    d.setup_cq(5, 0x2000, 4).unwrap();
    assert!(!d.cq_in_error(5).unwrap(), "re-creating the queue clears its error");
    assert_eq!(d.bus().val(cq::consumer(5)), 0);
    assert_eq!(d.set_cq_consumer(16, 0), Err(DriverError::NoSuchCq { cq: 16, count: 16 }));
    assert!(d.bus().unmapped.is_empty());
}

#[test]
fn atomic_replay_table() {
    let mut d = probe();
    d.set_replay_table(0x12_3456_7800).unwrap();
    assert_eq!(d.replay_table(), 0x12_3456_7800);
    assert_eq!(d.bus().val(tables::REPLAY_BASE_LO), 0x3456_7800);
    let before = d.bus().writes;
    assert_eq!(d.set_replay_table(0x1080), Err(DriverError::Misaligned { table: "replay", base: 0x1080, align: 256 }));
    assert_eq!(d.bus().writes, before, "nothing written on error");
}

#[test]
fn receive_doorbell() {
    let mut d = probe();
    d.ring_rq_doorbell(0x12_3456, 9).unwrap();
    d.ring_rq_doorbell(7, 1).unwrap();
    assert!(!d.doorbell_pending());
    assert_eq!(d.bus().doorbells, vec![(0x12_3456, 9), (7, 1)]);
    assert!(matches!(d.ring_rq_doorbell(1 << 24, 0), Err(DriverError::FieldRange { field: "qpn", .. })));
    assert_eq!(d.bus().doorbells.len(), 2);
}

#[test]
fn send_doorbell_and_caps() {
    let mut d = probe();
    assert_eq!(d.caps(), Caps { responder: true, requester: true });
    d.ring_sq_doorbell(0x12_3456, 0xFFFF_FFFF).unwrap();
    d.ring_sq_doorbell(3, 0).unwrap();
    assert!(!d.sq_doorbell_pending());
    assert_eq!(d.bus().send_doorbells, vec![(0x12_3456, 0xFFFF_FFFF), (3, 0)]);
    assert!(d.bus().doorbells.is_empty(), "the send doorbell is not the receive doorbell");
    assert!(matches!(d.ring_sq_doorbell(1 << 24, 0), Err(DriverError::FieldRange { field: "qpn", .. })));
    // The responder-only top: no requester, so nothing is written.
    d.bus().caps = regs::id::CAPS_RESPONDER;
    assert_eq!(d.caps(), Caps { responder: true, requester: false });
    let before = d.bus().writes;
    assert_eq!(d.ring_sq_doorbell(3, 1), Err(DriverError::NoRequester { caps: regs::id::CAPS_RESPONDER }));
    assert_eq!(d.bus().writes, before);
    assert_eq!(d.bus().send_doorbells.len(), 2);
}

#[test]
fn send_queue_context_table() {
    let mut d = probe();
    d.set_sqc_table(0x1_0000_0040).unwrap();
    assert_eq!(d.sqc_table(), 0x1_0000_0040);
    let before = d.bus().writes;
    assert_eq!(d.set_sqc_table(0x1020), Err(DriverError::Misaligned { table: "sqc", base: 0x1020, align: 64 }));
    assert_eq!(d.bus().writes, before, "nothing written on error");
    assert_eq!(d.sqc_table(), 0x1_0000_0040);
}

fn sample_qp() -> QpContext {
    QpContext {
        state: QpState::Rts,
        qp_type: QpType::Rc,
        access: AccessFlags(0b0110),
        dest_qpn: 0x00_0102,
        epsn: golden::transport::psn::Psn::new(0x12_3456),
        qkey: 0x1111_2222,
        pd: 7,
        rq_base: 0x8000_0000,
        rq_log_size: 8,
        rq_log_stride: 6,
        rcq: 3,
        dgid: [0xFE, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9],
        ..Default::default()
    }
}

#[test]
fn qp_lifecycle_through_the_mailbox() {
    let mut d = probe();
    d.set_qpc_table(0x100_0000, 10).unwrap();
    let qp = sample_qp();
    d.create_qp(17, &qp).unwrap();
    let c = d.bus().cmds.last().unwrap().clone();
    assert_eq!((c.target, c.op, c.index), (mailbox::TARGET_QPC, mailbox::op::WRITE, 17));
    assert_eq!(c.data, qp.to_bytes(), "mailbox data is the golden entry encoding");
    assert_eq!(d.query_qp(17).unwrap(), qp);
    let qp2 = QpContext { state: QpState::Err, msn: 5, ..qp };
    d.modify_qp(17, &qp2).unwrap();
    assert_eq!(d.query_qp(17).unwrap(), qp2);
    d.destroy_qp(17).unwrap();
    let ops: Vec<u32> = d.bus().cmds.iter().rev().take(2).map(|c| c.op).collect();
    assert_eq!(ops, vec![mailbox::op::INVALIDATE, mailbox::op::WRITE]);
    assert_eq!(d.bus().host.get(&(mailbox::TARGET_QPC, 17)), Some(&QpContext::default().to_bytes()));
    assert!(!d.bus().cache.contains_key(&(mailbox::TARGET_QPC, 17)));
    assert_eq!(d.query_qp(17).unwrap(), QpContext::default());
    // Index checks: the driver refuses without touching the mailbox; the NIC's error is typed.
    let n = d.bus().cmds.len();
    assert_eq!(d.create_qp(1024, &qp), Err(DriverError::IndexOutOfRange { table: "qpc", index: 1024, entries: 1024 }));
    assert_eq!(d.bus().cmds.len(), n);
    d.bus().fail = Some((mailbox::TARGET_QPC, 3));
    assert_eq!(
        d.create_qp(3, &qp),
        Err(DriverError::CommandFailed { op: CacheOp::Write, target: Target::Qpc, index: 3 })
    );
    // A malformed entry read back is a typed error, not a panic.
    d.bus().fail = None;
    let mut bad = qp.to_bytes();
    bad[0] = 0x77;
    d.bus().cache.insert((mailbox::TARGET_QPC, 4), bad);
    assert!(matches!(d.query_qp(4), Err(DriverError::Entry(_))));
    d.flush_all(Target::Qpc).unwrap();
    assert_eq!(d.bus().host.get(&(mailbox::TARGET_QPC, 4)), Some(&bad));
    assert!(d.bus().unmapped.is_empty());
}

#[test]
fn mkey_lifecycle_through_the_mailbox() {
    let mut d = probe();
    d.set_mkey_table(0x200_0000, 12).unwrap();
    let mk = MkeyEntry {
        va: 0x7000_0000,
        len: 1 << 20,
        host_addr: 0x4000_0000,
        key: (33 << 8) | 0x5A,
        pd: 7,
        access: AccessFlags(0b1111),
        valid: true,
    };
    d.create_mkey(&mk).unwrap();
    let c = d.bus().cmds.last().unwrap().clone();
    assert_eq!((c.target, c.op, c.index), (mailbox::TARGET_MKEY, mailbox::op::WRITE, mkey_index(mk.key)));
    assert_eq!(&c.data[..64], &mk.to_bytes()[..]);
    assert!(c.data[64..].iter().all(|b| *b == 0), "key entries use the first 64 bytes");
    assert_eq!(d.query_mkey(mk.key).unwrap(), mk);
    d.destroy_mkey(mk.key).unwrap();
    assert_eq!(d.query_mkey(mk.key).unwrap(), MkeyEntry::default());
    assert!(matches!(d.create_mkey(&MkeyEntry { key: 4096 << 8, ..mk }), Err(DriverError::IndexOutOfRange { .. })));
}

#[test]
fn mailbox_timeout_busy_and_overrun() {
    let mut d = probe();
    d.set_qpc_table(0, 4).unwrap();
    d.bus().busy_polls = 1_000;
    d.max_polls = 50;
    assert_eq!(d.query_qp(1), Err(DriverError::MailboxTimeout { polls: 50 }));
    assert_eq!(d.query_qp(1), Err(DriverError::MailboxBusy), "the timed-out command is still in flight");
    d.max_polls = 10_000;
    // Still busy when the next command checks STATUS: after enough polls it completes.
    d.bus().busy_polls = 3;
    let mut tries = 0;
    while d.query_qp(1) == Err(DriverError::MailboxBusy) {
        tries += 1;
        assert!(tries < 2_000);
    }
    assert_eq!(d.query_qp(1).unwrap(), QpContext::default());
    // Another agent's GO collided with ours.
    d.bus().overrides.insert(mailbox::STATUS, mailbox::STATUS_DONE | mailbox::STATUS_OVERRUN);
    assert_eq!(d.query_qp(1), Err(DriverError::Overrun));
    d.bus().overrides.clear();
    assert!(matches!(d.command(Target::Qpc, CacheOp::Read, 1 << 24, &[]), Err(DriverError::FieldRange { .. })));
}

#[test]
fn counters_by_name() {
    let mut d = probe();
    for i in 0..engine_counters::NUM {
        d.bus().engine[i] = 1000 + i as u32;
    }
    for i in 0..rx_counters::NUM {
        d.bus().rx[i] = 50 + i as u32;
    }
    assert_eq!(d.engine_counter("rx_packets").unwrap(), 1000);
    assert_eq!(d.engine_counter("acks_sent").unwrap(), 1000 + engine_counters::index("acks_sent").unwrap() as u32);
    assert_eq!(d.rx_counter("bad_icrc").unwrap(), 57);
    assert_eq!(d.engine_counter("bogus"), Err(DriverError::UnknownCounter("bogus".into())));
    assert_eq!(d.rx_counter("acks_sent"), Err(DriverError::UnknownCounter("acks_sent".into())));
    for i in 0..req_counters::NUM {
        d.bus().req[i] = 700 + i as u32;
    }
    assert_eq!(d.req_counter("go_backs").unwrap(), 702);
    assert_eq!(d.req_counter("acks_sent"), Err(DriverError::UnknownCounter("acks_sent".into())));
    let all = d.counters();
    assert_eq!(all.len(), engine_counters::NUM + rx_counters::NUM + req_counters::NUM);
    assert_eq!(all[4], ("engine.acks_sent".to_string(), 1004));
    assert_eq!(all[engine_counters::NUM + 9], ("rx.bad_pad".to_string(), 59));
    assert_eq!(all[engine_counters::NUM + rx_counters::NUM + 1], ("req.retransmissions".to_string(), 701));
    // In golden's terms: a drop reason both engines count is their sum; the requester's own.
    d.bus().engine[engine_counters::index("drops_unknown_qp").unwrap()] = 5;
    d.bus().req[req_counters::index("drops_unknown_qp").unwrap()] = 7;
    let c = d.transport_counters();
    assert_eq!(c.drops.unknown_qp, 12);
    assert_eq!((c.retransmissions, c.naks_received, c.drops.stale_response), (701, 705, 710));
    assert!(d.bus().unmapped.is_empty());
}

#[test]
fn regbus_through_a_reference() {
    // A driver can borrow a bus (the harness keeps ownership of its model).
    let mut m = RegModel::new();
    {
        let mut d = Driver::probe(&mut m).unwrap();
        d.set_enabled(true);
    }
    assert_eq!(m.read32(id::CONTROL), 1);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any valid port configuration reads back unchanged.
    #[test]
    fn any_port_config_round_trips(
        mac in any::<[u8; 6]>(),
        v6 in any::<bool>(),
        ip6 in any::<[u8; 16]>(),
        ip4 in any::<[u8; 4]>(),
        vlan in proptest::option::of(0u16..4096),
        pcp in 0u8..8, dscp in 0u8..64, ttl in any::<u8>(),
        cnp_pcp in 0u8..8, cnp_dscp in 0u8..64,
        cc in any::<bool>(),
        sport in proptest::option::of(any::<u16>()),
        interval in any::<u32>(),
        window in 1u32..=(1 << 23),
        ack_every in any::<u8>(),
    ) {
        let mut d = probe();
        let c = PortConfig {
            mac,
            ip: if v6 { ip6.into() } else { ip4.into() },
            vlan, pcp, dscp, ttl, cnp_pcp, cnp_dscp,
            cc_enabled: cc,
            udp_sport: sport.map(UdpSport::Fixed).unwrap_or(UdpSport::PerQp),
            cnp_interval: interval,
            psn_window: window,
            ack_req_every: ack_every,
        };
        d.configure_port(&c).unwrap();
        prop_assert_eq!(d.port_config(), c);
    }

    /// Any 128 bytes travel through the mailbox DATA words and back through CPL_DATA unchanged
    /// (raw command path, no entry validation).
    #[test]
    fn mailbox_words_carry_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 128), index in 0u32..16) {
        let mut d = probe();
        d.set_qpc_table(0, 4).unwrap();
        d.command(Target::Qpc, CacheOp::Write, index, &bytes).unwrap();
        let back = d.command(Target::Qpc, CacheOp::Read, index, &[]).unwrap();
        prop_assert_eq!(back.to_vec(), bytes);
    }
}
