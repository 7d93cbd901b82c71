//! The QP context view (`roce_qpc_view`) through Verilator against golden's context codec
//! (`QpContext::to_bytes` / `from_bytes`): every field it names reads as golden decodes it, and
//! the entry it writes back is golden's encoding of the context with the packet's changes, every
//! other byte untouched (also for entries golden would refuse: the view moves bytes, it does not
//! validate).

use cosim::verilator::RoceQpcView;
use golden::context::{mtu_from_code, qp_state_code, qp_state_from_code, qp_type_code, qp_type_from_code, qpc_off, QpContext};
use golden::memory::AccessFlags;
use golden::transport::psn::Psn;
use hdl::qpc_view::QpcMut;
use proptest::prelude::*;
use rust_hdl::prelude::*;

fn ctx_words(b: &[u8; 128]) -> [u32; 32] {
    let mut w = [0u32; 32];
    for (i, c) in b.chunks(4).enumerate() {
        w[i] = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    w
}

fn words_ctx(w: &[u32; 32]) -> [u8; 128] {
    let mut b = [0u8; 128];
    for (i, x) in w.iter().enumerate() {
        b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }
    b
}

/// `QpcMut` as the port's words (rust-hdl packs the first field in the lowest bits).
fn mut_words(m: QpcMut) -> [u32; 10] {
    let b: Bits<{ QpcMut::BITS }> = m.into();
    let mut w = [0u32; 10];
    for i in 0..QpcMut::BITS {
        if b.get_bit(i) {
            w[i / 32] |= 1 << (i % 32);
        }
    }
    w
}

fn words_mut(w: &[u32; 10]) -> QpcMut {
    let mut b = Bits::<{ QpcMut::BITS }>::default();
    for i in 0..QpcMut::BITS {
        b = b.replace_bit(i, w[i / 32] >> (i % 32) & 1 == 1);
    }
    let bits = |lo: usize, n: usize| (0..n).fold(0u64, |a, k| a | (b.get_bit(lo + k) as u64) << k);
    let m = QpcMut::default();
    macro_rules! f {
        ($name:ident, $off:ident, $w:ident) => {
            bits(m.$off(), m.$w()).into()
        };
    }
    QpcMut {
        state: f!(state, get_my_offset_state, get_my_width_state),
        flags: f!(flags, get_my_offset_flags, get_my_width_flags),
        epsn: f!(epsn, get_my_offset_epsn, get_my_width_epsn),
        msn: f!(msn, get_my_offset_msn, get_my_width_msn),
        wr_va: f!(wr_va, get_my_offset_wr_va, get_my_width_wr_va),
        wr_resid: f!(wr_resid, get_my_offset_wr_resid, get_my_width_wr_resid),
        replay_head: f!(replay_head, get_my_offset_replay_head, get_my_width_replay_head),
        cnp_time: f!(cnp_time, get_my_offset_cnp_time, get_my_width_cnp_time),
        rq_prod: f!(rq_prod, get_my_offset_rq_prod, get_my_width_rq_prod),
        rq_cons: f!(rq_cons, get_my_offset_rq_cons, get_my_width_rq_cons),
        send_off: f!(send_off, get_my_offset_send_off, get_my_width_send_off),
    }
}

/// The changeable fields of a golden context, as the view's record.
fn record_of(c: &QpContext) -> QpcMut {
    let b = c.to_bytes();
    QpcMut {
        state: (qp_state_code(c.state) as u64).into(),
        flags: (b[qpc_off::FLAGS] as u64).into(),
        epsn: (c.epsn.get() as u64).into(),
        msn: (c.msn as u64).into(),
        wr_va: c.wr_va.into(),
        wr_resid: (c.wr_resid as u64).into(),
        replay_head: (b[qpc_off::REPLAY_HEAD] as u64).into(),
        cnp_time: (c.cnp_time as u64).into(),
        rq_prod: (c.rq_producer as u64).into(),
        rq_cons: (c.rq_consumer as u64).into(),
        send_off: (c.send_offset as u64).into(),
    }
}

/// A valid golden context from raw values (each reduced into its field's range).
fn context(v: &[u64; 24], dmac: [u8; 6], dgid: [u8; 16]) -> QpContext {
    QpContext {
        state: qp_state_from_code((v[0] % 7) as u8).unwrap(),
        qp_type: qp_type_from_code((v[1] % 3) as u8).unwrap(),
        path_mtu: mtu_from_code((v[2] % 5) as u8).unwrap(),
        access: AccessFlags((v[3] as u8) & AccessFlags::ALL.0),
        dest_qpn: (v[4] & 0xFF_FFFF) as u32,
        epsn: Psn::new((v[5] & 0xFF_FFFF) as u32),
        msn: (v[6] & 0xFF_FFFF) as u32,
        pkey: v[7] as u16,
        min_rnr_timer: (v[8] % 32) as u8,
        nak_sent: v[9] & 1 != 0,
        write_in_progress: v[9] & 2 != 0,
        send_in_progress: v[9] & 4 != 0,
        cnp_valid: v[9] & 16 != 0,
        uc_dropping: v[9] & 32 != 0,
        qkey: v[10] as u32,
        pd: (v[10] >> 32) as u32,
        rq_base: v[11],
        rq_log_size: (v[12] % 17) as u8,
        rq_log_stride: [0u8, 4, 5, 6, 7, 8, 9, 12][(v[12] >> 8) as usize % 8],
        max_dest_rd_atomic: (v[13] % 17) as u8,
        rq_producer: v[14] as u32,
        rq_consumer: (v[14] >> 32) as u32,
        rcq: (v[15] & 0xFF_FFFF) as u32,
        wr_va: v[16],
        wr_resid: v[17] as u32,
        send_offset: (v[17] >> 32) as u32,
        dmac,
        udp_sport: v[18] as u16,
        dgid,
        replay_head: (v[19] % 16) as u8,
        replay_wrapped: v[19] & 16 != 0,
        cnp_time: v[20] as u32,
        ..QpContext::default()
    }
}

struct View(RoceQpcView);

impl View {
    fn new() -> Self {
        View(RoceQpcView::new())
    }
    /// Drives the entry and the record, returns (cur, up).
    fn eval(&mut self, ctx: &[u8; 128], nx: QpcMut) -> (QpcMut, [u8; 128]) {
        self.0.set_ctx(&ctx_words(ctx));
        self.0.set_nx(&mut_words(nx));
        self.0.eval();
        (words_mut(&self.0.get_cur()), words_ctx(&self.0.get_up()))
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Every named field reads as golden decodes it; the record read back unchanged writes back
    /// the same entry; a changed record writes back golden's encoding of the changed context.
    #[test]
    fn view_matches_goldens_codec(
        v in prop::array::uniform24(any::<u64>()),
        w in prop::array::uniform24(any::<u64>()),
        dmac in any::<[u8; 6]>(),
        dgid in any::<[u8; 16]>(),
    ) {
        let mut m = View::new();
        let c = context(&v, dmac, dgid);
        let bytes = c.to_bytes();
        prop_assert_eq!(QpContext::from_bytes(&bytes).unwrap(), c);
        let (cur, _) = m.eval(&bytes, QpcMut::default());
        prop_assert_eq!(cur, record_of(&c));
        // Named fields.
        prop_assert_eq!(m.0.get_qp_type(), qp_type_code(c.qp_type) as u64);
        prop_assert_eq!(m.0.get_mtu_bytes(), c.path_mtu.bytes() as u64);
        prop_assert_eq!(m.0.get_mtu_code(), golden::context::mtu_code(c.path_mtu) as u64);
        prop_assert_eq!(m.0.get_access(), c.access.0 as u64);
        prop_assert_eq!(m.0.get_dest_qpn(), c.dest_qpn as u64);
        prop_assert_eq!(m.0.get_pkey(), c.pkey as u64);
        prop_assert_eq!(m.0.get_min_rnr(), c.min_rnr_timer as u64);
        prop_assert_eq!(m.0.get_qkey(), c.qkey as u64);
        prop_assert_eq!(m.0.get_pd(), c.pd as u64);
        prop_assert_eq!(m.0.get_rq_base(), c.rq_base);
        prop_assert_eq!(m.0.get_rq_log_size(), c.rq_log_size as u64);
        prop_assert_eq!(m.0.get_rq_log_stride(), c.rq_log_stride as u64);
        prop_assert_eq!(m.0.get_max_dest_rd_atomic(), c.max_dest_rd_atomic as u64);
        prop_assert_eq!(m.0.get_rcq(), (c.rcq & 0xF) as u64);
        prop_assert_eq!(m.0.get_sport(), c.udp_sport as u64);
        prop_assert_eq!(m.0.get_rq_empty(), c.rq_producer == c.rq_consumer);
        let mut mac = 0u64;
        for (i, b) in c.dmac.iter().enumerate() {
            mac |= (*b as u64) << (8 * i);
        }
        prop_assert_eq!(m.0.get_dmac(), mac);
        let gid = m.0.get_dgid();
        let gid_bytes: Vec<u8> = gid.iter().flat_map(|x| x.to_le_bytes()).collect();
        prop_assert_eq!(&gid_bytes[..], &c.dgid[..]);
        // The record read back as it is: the entry back as it was.
        let (_, same) = m.eval(&bytes, cur);
        prop_assert_eq!(same, bytes);
        // Changes from another context's values: golden's encoding of the changed context.
        let other = context(&w, dmac, dgid);
        let mut changed = c;
        changed.state = other.state;
        changed.nak_sent = other.nak_sent;
        changed.write_in_progress = other.write_in_progress;
        changed.send_in_progress = other.send_in_progress;
        changed.cnp_valid = other.cnp_valid;
        changed.uc_dropping = other.uc_dropping;
        changed.epsn = other.epsn;
        changed.msn = other.msn;
        changed.wr_va = other.wr_va;
        changed.wr_resid = other.wr_resid;
        changed.replay_head = other.replay_head;
        changed.replay_wrapped = other.replay_wrapped;
        changed.cnp_time = other.cnp_time;
        changed.rq_producer = other.rq_producer;
        changed.rq_consumer = other.rq_consumer;
        changed.send_offset = other.send_offset;
        let (_, up) = m.eval(&bytes, record_of(&other));
        prop_assert_eq!(up, changed.to_bytes());
        prop_assert_eq!(QpContext::from_bytes(&up).unwrap(), changed);
    }

    /// Any entry, any record: the written-back entry differs from the input only in the record's
    /// bytes, which hold the record's values (little-endian, as golden lays them out).
    #[test]
    fn only_the_records_bytes_change(raw in prop::collection::vec(any::<u8>(), 128), v in prop::array::uniform12(any::<u64>())) {
        let mut m = View::new();
        let ctx: [u8; 128] = raw.try_into().unwrap();
        let nx = QpcMut {
            state: (v[0] & 0xFF).into(),
            flags: (v[1] & 0xFF).into(),
            epsn: (v[2] & 0xFF_FFFF).into(),
            msn: (v[3] & 0xFF_FFFF).into(),
            wr_va: v[4].into(),
            wr_resid: (v[5] & 0xFFFF_FFFF).into(),
            replay_head: (v[6] & 0xFF).into(),
            cnp_time: (v[7] & 0xFFFF_FFFF).into(),
            rq_prod: (v[8] & 0xFFFF_FFFF).into(),
            rq_cons: (v[9] & 0xFFFF_FFFF).into(),
            send_off: (v[10] & 0xFFFF_FFFF).into(),
        };
        let (_, up) = m.eval(&ctx, nx);
        let mut want = ctx;
        let mut put = |off: usize, n: usize, x: u64| want[off..off + n].copy_from_slice(&x.to_le_bytes()[..n]);
        put(qpc_off::STATE, 1, v[0] & 0xFF);
        put(qpc_off::FLAGS, 1, v[1] & 0xFF);
        put(qpc_off::EPSN, 3, v[2]);
        put(qpc_off::MSN, 3, v[3]);
        put(qpc_off::WR_VA, 8, v[4]);
        put(qpc_off::WR_RESID, 4, v[5]);
        put(qpc_off::REPLAY_HEAD, 1, v[6]);
        put(qpc_off::CNP_TIME, 4, v[7]);
        put(qpc_off::RQ_PRODUCER, 4, v[8]);
        put(qpc_off::RQ_CONSUMER, 4, v[9]);
        put(qpc_off::SEND_OFFSET, 4, v[10]);
        prop_assert_eq!(up, want);
    }
}
