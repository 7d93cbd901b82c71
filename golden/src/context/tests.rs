use super::*;
use crate::memory::MrTable;
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

fn sample_qpc() -> QpContext {
    QpContext {
        state: QpState::Rts,
        qp_type: QpType::Uc,
        path_mtu: Mtu::Mtu4096,
        access: AccessFlags::REMOTE_READ | AccessFlags::REMOTE_WRITE,
        dest_qpn: 0x12_3456,
        epsn: Psn::new(0xAB_CDEF),
        npsn: Psn::new(0x00_0102),
        msn: 0xFF_FFFF,
        pkey: 0xFFFF,
        min_rnr_timer: 31,
        nak_sent: true,
        write_in_progress: false,
        send_in_progress: true,
        qkey: 0x8001_0000,
        pd: 7,
        rq_base: 0x1122_3344_5566_7788,
        rq_log_size: 16,
        rq_log_stride: 6,
        max_dest_rd_atomic: 16,
        max_rd_atomic: 1,
        rq_producer: 0xDEAD_BEEF,
        rq_consumer: 3,
        rcq: 9,
        scq: 0xFF_FFFE,
        timeout: 14,
        retry_cnt: 7,
        rnr_retry: 6,
        wr_va: u64::MAX,
        wr_rkey: 0x105,
        wr_resid: 4096,
        send_offset: 77,
        retry_left: 5,
        rnr_left: 4,
        dmac: [0x02, 0, 0, 0, 0, 0x11],
        udp_sport: 0xC001,
        hop_limit: 64,
        traffic_class: 0x02,
        dgid: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 10, 0, 0, 2],
        replay_head: 11,
        replay_wrapped: true,
        cnp_valid: false,
        cnp_time: 0xCAFE_F00D,
        uc_dropping: true,
    }
}

#[test]
fn zero_entries_are_reset_qp_and_invalid_key() {
    assert_eq!(QpContext::from_bytes(&[0u8; QPC_ENTRY_SIZE]), Ok(QpContext::default()));
    assert_eq!(QpContext::default().to_bytes(), [0u8; QPC_ENTRY_SIZE]);
    let k = MkeyEntry::from_bytes(&[0u8; MKEY_ENTRY_SIZE]).unwrap();
    assert_eq!(k, MkeyEntry::default());
    assert!(!k.valid);
}

#[test]
fn qpc_field_offsets() {
    let b = sample_qpc().to_bytes();
    assert_eq!(b[0], 3, "Rts");
    assert_eq!(b[1], 1, "UC");
    assert_eq!(b[2], 4, "4096 = 2^(8+4)");
    assert_eq!(b[3], 6);
    assert_eq!(&b[4..8], &[0x56, 0x34, 0x12, 0]);
    assert_eq!(&b[8..12], &[0xEF, 0xCD, 0xAB, 0]);
    assert_eq!(&b[16..20], &[0xFF, 0xFF, 0xFF, 0]);
    assert_eq!(&b[20..22], &[0xFF, 0xFF]);
    assert_eq!(b[22], 31);
    assert_eq!(b[23], 0b10_0101, "uc_dropping is bit 5, bit 3 reserved");
    assert_eq!(&b[24..28], &[0, 0, 1, 0x80]);
    assert_eq!(&b[32..40], &0x1122_3344_5566_7788u64.to_le_bytes());
    assert_eq!(&b[40..44], &[16, 6, 16, 1]);
    assert_eq!(&b[44..48], &0xDEAD_BEEFu32.to_le_bytes());
    assert_eq!(&b[60..64], &[14, 7, 6, 0x1B], "replay head 11, wrapped");
    assert_eq!(&b[64..72], &[0xFF; 8]);
    assert_eq!(&b[76..80], &4096u32.to_le_bytes());
    assert_eq!(&b[80..86], &[77, 0, 0, 0, 5, 4]);
    assert_eq!(&b[86..92], &[0x02, 0, 0, 0, 0, 0x11]);
    assert_eq!(&b[92..96], &[0x01, 0xC0, 64, 0x02]);
    assert_eq!(&b[106..112], &[0xFF, 0xFF, 10, 0, 0, 2]);
    assert_eq!(&b[112..124], &[0; 12], "reserved");
    assert_eq!(&b[124..128], &0xCAFE_F00Du32.to_le_bytes());
    assert_eq!(QpContext::from_bytes(&b), Ok(sample_qpc()));
    assert_eq!(sample_qpc().rq_wqe_addr(0x1_0001), 0x1122_3344_5566_7788 + 64);
}

#[test]
fn mkey_field_offsets_and_adapter() {
    let e = MkeyEntry { va: 0x1000, len: 0x2000, host_addr: 0x8_0000_0000, key: 0x1_0203, pd: 9, access: AccessFlags::ALL, valid: true };
    let b = e.to_bytes();
    assert_eq!(&b[0..8], &0x1000u64.to_le_bytes());
    assert_eq!(&b[8..16], &0x2000u64.to_le_bytes());
    assert_eq!(&b[16..24], &0x8_0000_0000u64.to_le_bytes());
    assert_eq!(&b[24..28], &[0x03, 0x02, 0x01, 0]);
    assert_eq!(&b[28..34], &[9, 0, 0, 0, 15, 1]);
    assert!(b[34..].iter().all(|&x| x == 0));
    assert_eq!(MkeyEntry::from_bytes(&b), Ok(e));
    assert_eq!(mkey_index(e.key), 0x102);
    let r = e.to_region();
    assert_eq!((r.lkey, r.rkey, r.pd, r.va, r.len, r.valid), (e.key, e.key, 9, 0x1000, 0x2000, true));
    assert_eq!(e.host_address(0x1800), 0x8_0000_0800);
}

#[test]
fn malformed_entries_are_typed_errors() {
    let good = sample_qpc().to_bytes();
    let with = |off: usize, v: u8| {
        let mut b = good;
        b[off] = v;
        QpContext::from_bytes(&b)
    };
    assert_eq!(QpContext::from_bytes(&good[..127]), Err(EntryError::Length { required: 128, actual: 127 }));
    assert_eq!(with(0, 7), Err(EntryError::BadField { field: "state", offset: 0, value: 7 }));
    assert_eq!(with(1, 3), Err(EntryError::BadField { field: "qp_type", offset: 1, value: 3 }));
    assert_eq!(with(2, 5), Err(EntryError::BadField { field: "path_mtu", offset: 2, value: 5 }));
    assert!(matches!(with(3, 0x10), Err(EntryError::BadField { field: "access", .. })));
    assert!(matches!(with(23, 0x40), Err(EntryError::BadField { field: "flags", .. })));
    assert!(matches!(with(7, 1), Err(EntryError::BadField { field: "dest_qpn", offset: 4, value: 0x0112_3456 })));
    assert!(matches!(with(11, 1), Err(EntryError::BadField { field: "epsn", .. })));
    assert!(matches!(with(22, 32), Err(EntryError::BadField { field: "min_rnr_timer", .. })));
    assert!(matches!(with(40, 17), Err(EntryError::BadField { field: "rq_log_size", .. })));
    assert!(matches!(with(41, 3), Err(EntryError::BadField { field: "rq_log_stride", .. })));
    assert!(with(41, 0).is_ok() && with(41, 4).is_ok() && with(41, 12).is_ok());
    assert!(matches!(with(41, 13), Err(EntryError::BadField { field: "rq_log_stride", .. })));
    assert!(matches!(with(42, 17), Err(EntryError::BadField { field: "max_dest_rd_atomic", .. })));
    assert!(matches!(with(61, 8), Err(EntryError::BadField { field: "retry_cnt", .. })));
    assert!(matches!(with(85, 8), Err(EntryError::BadField { field: "rnr_left", .. })));
    assert!(matches!(with(23, 0x08), Err(EntryError::BadField { field: "flags", .. })), "flag bit 3 is reserved");
    assert!(matches!(with(63, 0x20), Err(EntryError::BadField { field: "replay_head", .. })));
    assert_eq!(with(115, 1), Err(EntryError::Reserved { offset: 115, value: 1 }));
    assert_eq!(with(112, 1), Err(EntryError::Reserved { offset: 112, value: 1 }));
    let mut k = MkeyEntry::default().to_bytes();
    assert_eq!(MkeyEntry::from_bytes(&k[..10]), Err(EntryError::Length { required: 64, actual: 10 }));
    k[33] = 2;
    assert!(matches!(MkeyEntry::from_bytes(&k), Err(EntryError::BadField { field: "flags", .. })));
    k[33] = 1;
    k[50] = 1;
    assert_eq!(MkeyEntry::from_bytes(&k), Err(EntryError::Reserved { offset: 50, value: 1 }));
    // Longer buffers are fine: only the entry's bytes are read.
    let mut long = vec![0xAAu8; 300];
    long[..128].copy_from_slice(&good);
    assert_eq!(QpContext::from_bytes(&long), Ok(sample_qpc()));
}

#[test]
fn table_addressing() {
    let t = TableLayout::new::<QpContext>(0x10_0000, 65_536).unwrap();
    assert_eq!(t.entry_addr(0), Ok(0x10_0000));
    assert_eq!(t.entry_addr(65_535), Ok(0x10_0000 + 65_535 * 128));
    assert_eq!(t.entry_addr(65_536), Err(ContextError::IndexOutOfRange { index: 65_536, entries: 65_536 }));
    assert!(TableLayout::new::<QpContext>(0, 65_537).is_err());
    assert!(TableLayout::new::<QpContext>(0, 0).is_err());
    assert!(TableLayout::new::<QpContext>(u64::MAX - 127, 1).is_ok(), "last entry ends at 2^64");
    assert!(TableLayout::new::<QpContext>(u64::MAX - 126, 1).is_err(), "wraps");
    let k = TableLayout::new::<MkeyEntry>(0x4000_0000, 1 << 24).unwrap();
    assert_eq!(k.entry_addr(mkey_index(0x0000_1234)), Ok(0x4000_0000 + 0x12 * 64));
    assert_eq!(k.entry_addr(mkey_index(0xFFFF_FFFF)), Ok(0x4000_0000 + 0xFF_FFFF * 64));
    assert!(TableLayout::new::<MkeyEntry>(0, (1 << 24) + 1).is_err());
}

#[test]
fn cache_fill_writeback_invalidate() {
    let mut mem = HostMemory::new();
    let t = TableLayout::new::<QpContext>(0x20_0000, 16).unwrap();
    t.store(&mut mem, 3, &sample_qpc()).unwrap();
    let mut c = QpcCacheRef::new(t);
    assert_eq!(c.read(&mem, 3), Ok(sample_qpc()));
    assert_eq!(c.read(&mem, 4), Ok(QpContext::default()));
    assert_eq!(c.stats(), CacheStats { hits: 0, fills: 2, writebacks: 0 });
    let m = c.modify(&mem, 3, |q| q.epsn = q.epsn.add(1)).unwrap();
    assert_eq!(m.epsn, Psn::new(0xAB_CDF0));
    assert!(c.is_dirty(3));
    // Not yet in host memory.
    assert_eq!(t.load::<QpContext>(&mem, 3), Ok(sample_qpc()));
    assert_eq!(c.host_write(&mut mem, 3, &QpContext::default()), Err(ContextError::Incoherent { index: 3 }));
    c.flush(&mut mem).unwrap();
    assert_eq!(t.load::<QpContext>(&mem, 3), Ok(m));
    assert!(c.is_cached(3) && !c.is_dirty(3));
    c.invalidate(&mut mem, 3).unwrap();
    assert!(!c.is_cached(3));
    let fresh = QpContext { state: QpState::Err, ..m };
    c.host_write(&mut mem, 3, &fresh).unwrap();
    assert_eq!(c.read(&mem, 3), Ok(fresh), "refetched after invalidate");
    assert_eq!(c.read(&mem, 16), Err(ContextError::IndexOutOfRange { index: 16, entries: 16 }));
    assert!(c.write(16, fresh).is_err());
    // A malformed host entry is an error and is not cached.
    mem.write(t.entry_addr(5).unwrap(), &[9]).unwrap();
    assert!(matches!(c.read(&mem, 5), Err(ContextError::Entry { index: 5, source: EntryError::BadField { field: "state", .. } })));
    assert!(!c.is_cached(5));
    // A poisoned page surfaces as a memory error.
    mem.poison(t.entry_addr(6).unwrap(), 1);
    assert!(matches!(c.read(&mem, 6), Err(ContextError::Mem(_))));
}

#[test]
fn key_checker_every_class_through_the_table() {
    let mut mem = HostMemory::new();
    let t = TableLayout::new::<MkeyEntry>(0x100_0000, 256).unwrap();
    let e = MkeyEntry { va: 0x1000, len: 0x1000, host_addr: 0x9000_0000, key: 0x0542, pd: 3, access: AccessFlags::REMOTE_READ, valid: true };
    t.store(&mut mem, 5, &e).unwrap();
    let mut c = MkeyCacheRef::new(t);
    let mut chk = |key, va, len, a, pd| c.check_key(&mem, key, va, len, a, pd).unwrap();
    assert_eq!(chk(0x542, 0x1800, 0x800, Access::RemoteRead, 3), Ok(0x9000_0800));
    assert_eq!(chk(0x543, 0x1800, 8, Access::RemoteRead, 3), Err(AccessError::BadKey { key: 0x543 }), "stale variant byte");
    assert_eq!(chk(0x642, 0x1800, 8, Access::RemoteRead, 3), Err(AccessError::BadKey { key: 0x642 }), "empty slot");
    assert_eq!(chk(0x1_0042, 0x1800, 8, Access::RemoteRead, 3), Err(AccessError::BadKey { key: 0x1_0042 }), "outside the table");
    assert_eq!(chk(0x542, 0x1800, 8, Access::RemoteRead, 4), Err(AccessError::PdMismatch { mr_pd: 3, qp_pd: 4 }));
    assert!(matches!(chk(0x542, 0x1800, 8, Access::RemoteWrite, 3), Err(AccessError::NotPermitted { .. })));
    assert!(matches!(chk(0x542, u64::MAX, 2, Access::RemoteRead, 3), Err(AccessError::AddressWrap { .. })));
    assert!(matches!(chk(0x542, 0x1FFF, 2, Access::RemoteRead, 3), Err(AccessError::OutOfBounds { .. })));
    let mut c2 = MkeyCacheRef::new(t);
    c2.write(5, MkeyEntry { valid: false, ..e }).unwrap();
    assert_eq!(c2.check_key(&mem, 0x542, 0x1800, 8, Access::RemoteRead, 3).unwrap(), Err(AccessError::BadKey { key: 0x542 }), "invalidated");
}

fn arb_psn() -> impl Strategy<Value = Psn> {
    (0u32..=0xFF_FFFF).prop_map(Psn::new)
}

prop_compose! {
    fn arb_qpc()(
        state in 0u8..7, ty in 0u8..3, mtu in 0u8..5, access in 0u8..16, dest_qpn in 0u32..=0xFF_FFFF,
        epsn in arb_psn(), npsn in arb_psn(), msn in 0u32..=0xFF_FFFF, pkey in any::<u16>(),
        min_rnr_timer in 0u8..32, flags in 0u8..64, replay in 0u8..32, qkey in any::<u32>(), pd in any::<u32>(),
        rq_base in any::<u64>(), rq_log_size in 0u8..=16, stride in prop_oneof![Just(0u8), 4u8..=12],
        mdra in 0u8..=16, mra in 0u8..=16, prod in any::<u32>(), cons in any::<u32>(),
        rcq in 0u32..=0xFF_FFFF, scq in 0u32..=0xFF_FFFF, timeout in 0u8..32,
        retry_cnt in 0u8..8, rnr_retry in 0u8..8,
        wr_va in any::<u64>(), wr_rkey in any::<u32>(), wr_resid in any::<u32>(), send_offset in any::<u32>(),
        retry_left in 0u8..8, rnr_left in 0u8..8,
        av in (any::<[u8; 6]>(), any::<u16>(), any::<u8>(), any::<u8>(), any::<[u8; 16]>()),
    ) -> QpContext {
        QpContext {
            state: qp_state_from_code(state).unwrap(),
            qp_type: qp_type_from_code(ty).unwrap(),
            path_mtu: mtu_from_code(mtu).unwrap(),
            access: AccessFlags(access), dest_qpn, epsn, npsn, msn, pkey, min_rnr_timer,
            nak_sent: flags & 1 != 0, write_in_progress: flags & 2 != 0, send_in_progress: flags & 4 != 0,
            qkey, pd, rq_base, rq_log_size, rq_log_stride: stride, max_dest_rd_atomic: mdra,
            max_rd_atomic: mra, rq_producer: prod, rq_consumer: cons, rcq, scq, timeout, retry_cnt,
            rnr_retry, wr_va, wr_rkey, wr_resid, send_offset, retry_left, rnr_left,
            dmac: av.0, udp_sport: av.1, hop_limit: av.2, traffic_class: av.3, dgid: av.4,
            replay_head: replay & 0xF, replay_wrapped: replay & 0x10 != 0,
            cnp_valid: flags & 16 != 0, cnp_time: send_offset.rotate_left(3), uc_dropping: flags & 32 != 0,
        }
    }
}

prop_compose! {
    fn arb_mkey()(va in any::<u64>(), len in any::<u64>(), host_addr in any::<u64>(), key in any::<u32>(),
                  pd in any::<u32>(), access in 0u8..16, valid in any::<bool>()) -> MkeyEntry {
        MkeyEntry { va, len, host_addr, key, pd, access: AccessFlags(access), valid }
    }
}

/// One operation on the cache.
#[derive(Clone, Debug)]
enum Op {
    Read(u32),
    Modify(u32, u32),
    Write(u32, u32),
    Invalidate(u32),
    FlushOne(u32),
    Flush,
    HostWrite(u32, u32),
}

fn arb_op(n: u32) -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0..n).prop_map(Op::Read),
        4 => (0..n, any::<u32>()).prop_map(|(i, v)| Op::Modify(i, v)),
        2 => (0..n, any::<u32>()).prop_map(|(i, v)| Op::Write(i, v)),
        2 => (0..n).prop_map(Op::Invalidate),
        1 => (0..n).prop_map(Op::FlushOne),
        1 => Just(Op::Flush),
        2 => (0..n, any::<u32>()).prop_map(|(i, v)| Op::HostWrite(i, v)),
    ]
}

fn ctx_with(v: u32) -> QpContext {
    QpContext { qkey: v, msn: v & 0xFF_FFFF, rq_producer: v.rotate_left(7), ..QpContext::default() }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn qpc_round_trip(q in arb_qpc()) {
        let b = q.to_bytes();
        prop_assert_eq!(QpContext::from_bytes(&b), Ok(q));
    }

    #[test]
    fn mkey_round_trip(k in arb_mkey()) {
        prop_assert_eq!(MkeyEntry::from_bytes(&k.to_bytes()), Ok(k));
    }

    /// Any bytes: no panic, and an accepted entry re-encodes to exactly the same bytes (the format
    /// has one encoding per entry).
    #[test]
    fn random_bytes_never_panic_and_are_canonical(b in proptest::collection::vec(any::<u8>(), 0..160),
                                                 sparse in proptest::collection::vec((0usize..128, any::<u8>()), 0..3)) {
        if let Ok(q) = QpContext::from_bytes(&b) {
            prop_assert_eq!(&q.to_bytes()[..], &b[..QPC_ENTRY_SIZE]);
        }
        if let Ok(k) = MkeyEntry::from_bytes(&b) {
            prop_assert_eq!(&k.to_bytes()[..], &b[..MKEY_ENTRY_SIZE]);
        }
        // Mostly-zero entries reach the field checks more often than uniform random bytes.
        let mut z = [0u8; QPC_ENTRY_SIZE];
        for (o, v) in sparse { z[o] = v; }
        if let Ok(q) = QpContext::from_bytes(&z) { prop_assert_eq!(q.to_bytes(), z); }
        if let Ok(k) = MkeyEntry::from_bytes(&z) { prop_assert_eq!(&k.to_bytes()[..], &z[..MKEY_ENTRY_SIZE]); }
    }

    /// The key checker through host entries agrees with golden's MrTable (the transport's view).
    #[test]
    fn key_check_agrees_with_mr_table(
        regions in proptest::collection::vec((1u32..4, 0u64..0x4000, 0u64..0x3000, 0u8..16), 1..6),
        removes in proptest::collection::vec(any::<bool>(), 6),
        reqs in proptest::collection::vec((0usize..8, 0u8..4, any::<bool>(), 0u64..0x8000, 0u64..0x3000, 0u8..5, 1u32..4), 1..40),
    ) {
        let mut mrs = MrTable::default();
        let mut keys = Vec::new();
        for &(pd, va, len, acc) in &regions {
            keys.push(mrs.insert(pd, va, len, AccessFlags(acc)));
        }
        for (k, &rm) in keys.iter().zip(&removes) {
            if rm { mrs.remove(*k); }
        }
        // Re-register some freed slots so variant bytes move on.
        let k2 = mrs.insert(1, 0x100, 0x100, AccessFlags::ALL);
        keys.push(k2);
        let mut mem = HostMemory::new();
        let t = TableLayout::new::<MkeyEntry>(0x7000_0000, 64).unwrap();
        for &k in &keys {
            if let Some(m) = mrs.lookup(k) {
                let e = MkeyEntry { va: m.va, len: m.len, host_addr: m.va ^ 0xF000_0000, key: m.lkey, pd: m.pd, access: m.access, valid: m.valid };
                t.store(&mut mem, mkey_index(m.lkey), &e).unwrap();
            }
        }
        let mut c = MkeyCacheRef::new(t);
        for (ki, bump, wrap, va, len, acc, pd) in reqs {
            let base = keys[ki % keys.len()];
            let key = base.wrapping_add(bump as u32);
            let va = if wrap { u64::MAX - va } else { va };
            let access = [Access::LocalRead, Access::LocalWrite, Access::RemoteRead, Access::RemoteWrite, Access::RemoteAtomic][acc as usize];
            let want = mrs.check(key, va, len, access, pd);
            let got = c.check_key(&mem, key, va, len, access, pd).unwrap();
            prop_assert_eq!(got.map(|_| ()), want);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The cache reference against a plain HashMap model: every read returns the model's value,
    /// and after a flush host memory equals the model everywhere.
    #[test]
    fn cache_matches_hashmap_model(n in 1u32..40, ops in proptest::collection::vec(arb_op(40), 1..200), init in proptest::collection::vec(any::<u32>(), 40)) {
        let mut mem = HostMemory::new();
        let t = TableLayout::new::<QpContext>(0xFFFF_FFFF_FFF0_0000, n).unwrap();
        let mut truth: HashMap<u32, QpContext> = HashMap::new();
        for i in 0..n {
            if init[i as usize] % 3 != 0 {
                t.store(&mut mem, i, &ctx_with(init[i as usize])).unwrap();
                truth.insert(i, ctx_with(init[i as usize]));
            }
        }
        let mut cached: HashSet<u32> = HashSet::new();
        let mut c = QpcCacheRef::new(t);
        for op in ops {
            match op {
                Op::Read(i) => {
                    let r = c.read(&mem, i);
                    if i >= n { prop_assert!(r.is_err()); continue; }
                    prop_assert_eq!(r.unwrap(), truth.get(&i).copied().unwrap_or_default());
                    cached.insert(i);
                }
                Op::Modify(i, v) => {
                    let r = c.modify(&mem, i, |q| { q.qkey ^= v; q.epsn = q.epsn.add(1); });
                    if i >= n { prop_assert!(r.is_err()); continue; }
                    let e = truth.entry(i).or_default();
                    e.qkey ^= v;
                    e.epsn = e.epsn.add(1);
                    prop_assert_eq!(r.unwrap(), *e);
                    cached.insert(i);
                }
                Op::Write(i, v) => {
                    let r = c.write(i, ctx_with(v));
                    if i >= n { prop_assert!(r.is_err()); continue; }
                    truth.insert(i, ctx_with(v));
                    cached.insert(i);
                }
                Op::Invalidate(i) => {
                    let r = c.invalidate(&mut mem, i);
                    if i >= n { prop_assert!(r.is_err()); continue; }
                    r.unwrap();
                    // Written back: host holds the model's value.
                    prop_assert_eq!(t.load::<QpContext>(&mem, i).unwrap(), truth.get(&i).copied().unwrap_or_default());
                    cached.remove(&i);
                }
                Op::FlushOne(i) => {
                    let r = c.flush_one(&mut mem, i);
                    if i >= n { prop_assert!(r.is_err()); continue; }
                    prop_assert_eq!(t.load::<QpContext>(&mem, i).unwrap(), truth.get(&i).copied().unwrap_or_default());
                }
                Op::Flush => {
                    c.flush(&mut mem).unwrap();
                    for i in 0..n {
                        prop_assert_eq!(t.load::<QpContext>(&mem, i).unwrap(), truth.get(&i).copied().unwrap_or_default());
                    }
                }
                Op::HostWrite(i, v) => {
                    let r = c.host_write(&mut mem, i, &ctx_with(v));
                    if i >= n { prop_assert!(r.is_err()); continue; }
                    if cached.contains(&i) {
                        prop_assert_eq!(r, Err(ContextError::Incoherent { index: i }));
                    } else {
                        r.unwrap();
                        truth.insert(i, ctx_with(v));
                    }
                }
            }
        }
        c.flush(&mut mem).unwrap();
        for i in 0..n {
            prop_assert_eq!(t.load::<QpContext>(&mem, i).unwrap(), truth.get(&i).copied().unwrap_or_default());
            prop_assert_eq!(c.read(&mem, i).unwrap(), truth.get(&i).copied().unwrap_or_default());
        }
    }
}

/// Every access kind round-trips through its port code; unknown codes have no kind; every
/// check result maps to its own key code (the RTL key checker's literals are these).
#[test]
fn key_and_access_codes() {
    use crate::memory::Access;
    for a in [Access::LocalRead, Access::LocalWrite, Access::RemoteRead, Access::RemoteWrite, Access::RemoteAtomic] {
        assert_eq!(access_from_code(access_code(a)), Some(a));
    }
    for c in 5..=255u8 {
        assert_eq!(access_from_code(c), None);
    }
    let results = [
        Ok(()),
        Err(AccessError::BadKey { key: 1 }),
        Err(AccessError::PdMismatch { mr_pd: 1, qp_pd: 2 }),
        Err(AccessError::NotPermitted { access: Access::RemoteRead, flags: 0 }),
        Err(AccessError::AddressWrap { va: u64::MAX, len: 2 }),
        Err(AccessError::OutOfBounds { va: 0, len: 1, mr_va: 1, mr_len: 1 }),
    ];
    let codes: Vec<u8> = results.iter().map(key_check_code).collect();
    assert_eq!(
        codes,
        vec![key_code::OK, key_code::BAD_KEY, key_code::PD_MISMATCH, key_code::NOT_PERMITTED, key_code::ADDRESS_WRAP, key_code::OUT_OF_BOUNDS]
    );
    let distinct: HashSet<u8> = codes.iter().copied().collect();
    assert_eq!(distinct.len(), 6);
    assert!(codes.iter().all(|&c| c < 8), "3-bit port");
}

proptest! {
    /// The replay ring keeps exactly the last `n` atomics and answers the newest one with a
    /// PSN: the same as a plain list of the last `n`, searched from the newest (PSNs drawn from
    /// a small set so that a ring holds the same PSN twice, as after a PSN wrap).
    #[test]
    fn the_replay_ring_answers_the_newest_of_the_last_n(n in 1usize..=16, ops in prop::collection::vec((0u32..24, any::<u64>()), 0..80), probe in 0u32..24) {
        let mut ring = AtomicReplay::default();
        let mut list: std::collections::VecDeque<(u32, u64)> = Default::default();
        for &(psn, orig) in &ops {
            ring.record(n, Psn::new(psn), orig);
            list.push_back((psn, orig));
            if list.len() > n {
                list.pop_front();
            }
            prop_assert!((ring.head as usize) < n);
            let live = (0..16).filter(|&i| ring.live(i, n)).count();
            prop_assert_eq!(live, list.len());
        }
        let want = list.iter().rev().find(|(p, _)| *p == probe).map(|(_, o)| *o);
        prop_assert_eq!(ring.find(n, Psn::new(probe)), want);
        let mut b = [0u8; REPLAY_RING_SIZE];
        ring.ring.encode(&mut b);
        prop_assert_eq!(ReplayRing::decode(&b), Ok(ring.ring));
    }
}

#[test]
fn replay_entries_are_strict() {
    let e = ReplayEntry { psn: Psn::new(0xAB_CDEF), orig: 0x0102_0304_0506_0708 };
    let b = e.to_bytes();
    assert_eq!(&b[..12], &[8, 7, 6, 5, 4, 3, 2, 1, 0xEF, 0xCD, 0xAB, 0], "orig then PSN, little-endian");
    assert_eq!(ReplayEntry::from_bytes(&b), Ok(e));
    let mut bad = b;
    bad[11] = 1;
    assert!(matches!(ReplayEntry::from_bytes(&bad), Err(EntryError::BadField { field: "psn", .. })));
    let mut bad = [0u8; REPLAY_RING_SIZE];
    bad[16 * 3 + 13] = 1;
    assert_eq!(ReplayRing::decode(&bad), Err(EntryError::Reserved { offset: 16 * 3 + 13, value: 1 }));
    assert_eq!(AtomicReplay::slot_count(0), 1);
    assert_eq!(AtomicReplay::slot_count(16), 16);
}
