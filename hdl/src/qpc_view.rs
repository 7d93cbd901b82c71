//! QP context view (issue 15): one QP context entry as named fields, and the entry rewritten with
//! a packet's changes. Combinational, no state.
//!
//! A transport engine reads the entry the context cache answered (`ctx`, 128 bytes in
//! [`golden::context::QpContext`]'s layout, byte k in bits 8k..8k+8) through this view, keeps the
//! fields it may rewrite as one [`QpcMut`] record (loaded from [`QpcView::cur`] when a packet
//! starts, then changed field by field), and writes back [`QpcView::up`]: the entry with exactly
//! those fields replaced and every other byte as it was ("the context, changed only where this
//! packet changes it"). Field positions are `golden::context::qpc_off` (checked by tests), so
//! the responder and the requester share one layout and one merge.
use golden::context::qpc_off;
use rust_hdl::prelude::*;

/// The context fields a packet may change, as values (the record a transport engine keeps).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct QpcMut {
    /// QP state code (`golden::context::qp_state_code`).
    pub state: Bits<8>,
    /// Flags byte: bit 0 NAK sent, 1 WRITE in progress, 2 SEND in progress, 4 CNP time valid,
    /// 5 UC dropping the rest of a message.
    pub flags: Bits<8>,
    /// Expected PSN.
    pub epsn: Bits<24>,
    /// MSN.
    pub msn: Bits<24>,
    /// Ongoing WRITE: VA of the next byte.
    pub wr_va: Bits<64>,
    /// Ongoing WRITE: bytes still expected.
    pub wr_resid: Bits<32>,
    /// Atomic replay head: bits 0..3 next slot, bit 4 wrapped.
    pub replay_head: Bits<8>,
    /// Receive time of the last CNP sent for the QP.
    pub cnp_time: Bits<32>,
    /// Receive ring producer index.
    pub rq_prod: Bits<32>,
    /// Receive ring consumer index.
    pub rq_cons: Bits<32>,
    /// Ongoing SEND: bytes placed in the current receive WQE (WRITE with immediate: the message
    /// length while it is in progress).
    pub send_off: Bits<32>,
}

/// The [QpcMut] fields at their offsets in the entry, the bytes between them zero (`g*`).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct QpcImage {
    state: Bits<8>,
    g0: Bits<56>,
    epsn: Bits<24>,
    g1: Bits<40>,
    msn: Bits<24>,
    g2: Bits<32>,
    flags: Bits<8>,
    g3: Bits<160>,
    rq_prod: Bits<32>,
    rq_cons: Bits<32>,
    g4: Bits<88>,
    replay_head: Bits<8>,
    wr_va: Bits<64>,
    g5: Bits<32>,
    wr_resid: Bits<32>,
    send_off: Bits<32>,
    g6: Bits<320>,
    cnp_time: Bits<32>,
}

/// Path MTU in bytes per context code, the one table the HDL reads it from ([QpcView], the
/// length check [crate::mtu_fit::MtuFit], the TX job sequencer [crate::resp_tx::RespTx]): golden's
/// codes (`golden::context::mtu_from_code`: 0 = 256 .. 4 = 4096), and 4096 for the codes golden
/// does not define (a context holds only golden's codes: the driver writes them through
/// `golden::context::QpContext::to_bytes`). Selected by code with eight constant compares.
pub fn mtu_bytes_table<const N: usize>() -> Vec<Constant<Bits<N>>> {
    (0..8u8)
        .map(|c| {
            let bytes = golden::context::mtu_from_code(c).map(|m| m.bytes()).unwrap_or(4096);
            Constant::new((bytes as u64).into())
        })
        .collect()
}

/// The view.
#[derive(LogicBlock)]
pub struct QpcView {
    /// The context entry as cached.
    pub ctx: Signal<In, Bits<1024>>,
    /// The packet's record of the fields it may change.
    pub nx: Signal<In, QpcMut>,
    /// The [QpcMut] fields of `ctx` (load them into the record when a packet starts).
    pub cur: Signal<Out, QpcMut>,
    /// `ctx` with the fields of `nx` written in, every other byte unchanged.
    pub up: Signal<Out, Bits<1024>>,
    /// QP type code (`golden::context::qp_type_code`: 0 RC, 1 UC, 2 UD).
    pub qp_type: Signal<Out, Bits<8>>,
    /// Path MTU code (bytes = 256 << code, 4 KiB at most).
    pub mtu_code: Signal<Out, Bits<3>>,
    /// Path MTU in bytes.
    pub mtu_bytes: Signal<Out, Bits<32>>,
    mtu_tab: Vec<Constant<Bits<32>>>,
    /// Remote access flags (`golden::memory::AccessFlags`).
    pub access: Signal<Out, Bits<8>>,
    /// Destination QP.
    pub dest_qpn: Signal<Out, Bits<24>>,
    /// P_Key.
    pub pkey: Signal<Out, Bits<16>>,
    /// Minimum RNR NAK timer code.
    pub min_rnr: Signal<Out, Bits<8>>,
    /// Q_Key (UD).
    pub qkey: Signal<Out, Bits<32>>,
    /// Protection domain.
    pub pd: Signal<Out, Bits<32>>,
    /// Receive ring base address.
    pub rq_base: Signal<Out, Bits<64>>,
    /// Receive ring: log2 of its WQE count.
    pub rq_log_size: Signal<Out, Bits<5>>,
    /// Receive ring: log2 of its WQE stride in bytes.
    pub rq_log_stride: Signal<Out, Bits<4>>,
    /// max_dest_rd_atomic (atomic replay slots, clamped to 1..=16 by the user).
    pub max_dest_rd_atomic: Signal<Out, Bits<8>>,
    /// Receive CQ number (low 4 bits: the CQs the register file holds).
    pub rcq: Signal<Out, Bits<4>>,
    /// Send CQ number (low 4 bits: the CQs the register file holds).
    pub scq: Signal<Out, Bits<4>>,
    /// Destination MAC, wire bytes (first byte in bits 7:0).
    pub dmac: Signal<Out, Bits<48>>,
    /// UDP source port.
    pub sport: Signal<Out, Bits<16>>,
    /// Destination GID, wire bytes.
    pub dgid: Signal<Out, Bits<128>>,
    /// The receive ring is empty (producer == consumer).
    pub rq_empty: Signal<Out, Bit>,
    /// Bits of the entry that `nx` replaces, cleared; every other bit set.
    keep_mask: Constant<Bits<1024>>,
    img: Signal<Local, QpcImage>,
    img_bits: Signal<Local, Bits<1024>>,
}

impl Default for QpcView {
    fn default() -> Self {
        let mut keep = Bits::<1024>::default();
        for bit in 0..1024 {
            keep = keep.replace_bit(bit, true);
        }
        let mut clear = |off: usize, bytes: usize| {
            for bit in 8 * off..8 * (off + bytes) {
                keep = keep.replace_bit(bit, false);
            }
        };
        clear(qpc_off::STATE, 1);
        clear(qpc_off::EPSN, 3);
        clear(qpc_off::MSN, 3);
        clear(qpc_off::FLAGS, 1);
        clear(qpc_off::WR_VA, 8);
        clear(qpc_off::WR_RESID, 4);
        clear(qpc_off::REPLAY_HEAD, 1);
        clear(qpc_off::CNP_TIME, 4);
        clear(qpc_off::RQ_PRODUCER, 4);
        clear(qpc_off::RQ_CONSUMER, 4);
        clear(qpc_off::SEND_OFFSET, 4);
        QpcView {
            ctx: Default::default(),
            nx: Default::default(),
            cur: Default::default(),
            up: Default::default(),
            qp_type: Default::default(),
            mtu_code: Default::default(),
            mtu_bytes: Default::default(),
            mtu_tab: mtu_bytes_table(),
            access: Default::default(),
            dest_qpn: Default::default(),
            pkey: Default::default(),
            min_rnr: Default::default(),
            qkey: Default::default(),
            pd: Default::default(),
            rq_base: Default::default(),
            rq_log_size: Default::default(),
            rq_log_stride: Default::default(),
            max_dest_rd_atomic: Default::default(),
            rcq: Default::default(),
            scq: Default::default(),
            dmac: Default::default(),
            sport: Default::default(),
            dgid: Default::default(),
            rq_empty: Default::default(),
            keep_mask: Constant::new(keep),
            img: Default::default(),
            img_bits: Default::default(),
        }
    }
}

impl Logic for QpcView {
    #[hdl_gen]
    fn update(&mut self) {
        // Bit offsets are 8 * golden::context::qpc_off (checked by `offsets_are_goldens`).
        self.cur.next.state = self.ctx.val().get_bits::<8>(0);
        self.cur.next.flags = self.ctx.val().get_bits::<8>(184);
        self.cur.next.epsn = self.ctx.val().get_bits::<24>(64);
        self.cur.next.msn = self.ctx.val().get_bits::<24>(128);
        self.cur.next.wr_va = self.ctx.val().get_bits::<64>(512);
        self.cur.next.wr_resid = self.ctx.val().get_bits::<32>(608);
        self.cur.next.replay_head = self.ctx.val().get_bits::<8>(504);
        self.cur.next.cnp_time = self.ctx.val().get_bits::<32>(992);
        self.cur.next.rq_prod = self.ctx.val().get_bits::<32>(352);
        self.cur.next.rq_cons = self.ctx.val().get_bits::<32>(384);
        self.cur.next.send_off = self.ctx.val().get_bits::<32>(640);
        self.qp_type.next = self.ctx.val().get_bits::<8>(8);
        self.mtu_code.next = self.ctx.val().get_bits::<3>(16);
        self.mtu_bytes.next = self.mtu_tab[0].val();
        for i in 1..8 {
            if self.mtu_code.val().index() == i {
                self.mtu_bytes.next = self.mtu_tab[i].val();
            }
        }
        self.access.next = self.ctx.val().get_bits::<8>(24);
        self.dest_qpn.next = self.ctx.val().get_bits::<24>(32);
        self.pkey.next = self.ctx.val().get_bits::<16>(160);
        self.min_rnr.next = self.ctx.val().get_bits::<8>(176);
        self.qkey.next = self.ctx.val().get_bits::<32>(192);
        self.pd.next = self.ctx.val().get_bits::<32>(224);
        self.rq_base.next = self.ctx.val().get_bits::<64>(256);
        self.rq_log_size.next = self.ctx.val().get_bits::<5>(320);
        self.rq_log_stride.next = self.ctx.val().get_bits::<4>(328);
        self.max_dest_rd_atomic.next = self.ctx.val().get_bits::<8>(336);
        self.rcq.next = self.ctx.val().get_bits::<4>(416);
        self.scq.next = self.ctx.val().get_bits::<4>(448);
        self.dmac.next = self.ctx.val().get_bits::<48>(688);
        self.sport.next = self.ctx.val().get_bits::<16>(736);
        self.dgid.next = self.ctx.val().get_bits::<128>(768);
        self.rq_empty.next = self.ctx.val().get_bits::<32>(352) == self.ctx.val().get_bits::<32>(384);
        // The record at its offsets (the rest zero), OR-ed into the entry with those bits cleared.
        self.img.next.state = self.nx.val().state;
        self.img.next.g0 = 0.into();
        self.img.next.epsn = self.nx.val().epsn;
        self.img.next.g1 = 0.into();
        self.img.next.msn = self.nx.val().msn;
        self.img.next.g2 = 0.into();
        self.img.next.flags = self.nx.val().flags;
        self.img.next.g3 = 0.into();
        self.img.next.rq_prod = self.nx.val().rq_prod;
        self.img.next.rq_cons = self.nx.val().rq_cons;
        self.img.next.g4 = 0.into();
        self.img.next.replay_head = self.nx.val().replay_head;
        self.img.next.wr_va = self.nx.val().wr_va;
        self.img.next.g5 = 0.into();
        self.img.next.wr_resid = self.nx.val().wr_resid;
        self.img.next.send_off = self.nx.val().send_off;
        self.img.next.g6 = 0.into();
        self.img.next.cnp_time = self.nx.val().cnp_time;
        self.img_bits.next = self.img.val().into();
        self.up.next = (self.ctx.val() & self.keep_mask.val()) | self.img_bits.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bit offsets in `update` and the image record are golden's context layout.
    #[test]
    fn offsets_are_goldens() {
        let o = |f: usize| 8 * f;
        assert_eq!(
            [o(qpc_off::STATE), o(qpc_off::QP_TYPE), o(qpc_off::PATH_MTU), o(qpc_off::ACCESS), o(qpc_off::DEST_QPN)],
            [0, 8, 16, 24, 32]
        );
        assert_eq!([o(qpc_off::EPSN), o(qpc_off::MSN), o(qpc_off::PKEY), o(qpc_off::MIN_RNR_TIMER)], [64, 128, 160, 176]);
        assert_eq!([o(qpc_off::FLAGS), o(qpc_off::QKEY), o(qpc_off::PD), o(qpc_off::RQ_PRODUCER), o(qpc_off::RQ_CONSUMER)], [184, 192, 224, 352, 384]);
        assert_eq!([o(qpc_off::WR_VA), o(qpc_off::WR_RESID), o(qpc_off::DMAC), o(qpc_off::UDP_SPORT)], [512, 608, 688, 736]);
        assert_eq!([o(qpc_off::DGID), o(qpc_off::REPLAY_HEAD), o(qpc_off::MAX_DEST_RD_ATOMIC), o(qpc_off::CNP_TIME)], [768, 504, 336, 992]);
        assert_eq!([o(qpc_off::RQ_BASE), o(qpc_off::RQ_LOG_SIZE), o(qpc_off::RQ_LOG_STRIDE), o(qpc_off::RCQ), o(qpc_off::SEND_OFFSET)], [256, 320, 328, 416, 640]);
        assert_eq!(o(qpc_off::SCQ), 448);
        let i = QpcImage::default();
        let f = |off: usize, w: usize| (8 * off, w);
        assert_eq!((i.get_my_offset_state(), i.get_my_width_state()), f(qpc_off::STATE, 8));
        assert_eq!((i.get_my_offset_epsn(), i.get_my_width_epsn()), f(qpc_off::EPSN, 24));
        assert_eq!((i.get_my_offset_msn(), i.get_my_width_msn()), f(qpc_off::MSN, 24));
        assert_eq!((i.get_my_offset_flags(), i.get_my_width_flags()), f(qpc_off::FLAGS, 8));
        assert_eq!((i.get_my_offset_rq_prod(), i.get_my_width_rq_prod()), f(qpc_off::RQ_PRODUCER, 32));
        assert_eq!((i.get_my_offset_rq_cons(), i.get_my_width_rq_cons()), f(qpc_off::RQ_CONSUMER, 32));
        assert_eq!((i.get_my_offset_wr_va(), i.get_my_width_wr_va()), f(qpc_off::WR_VA, 64));
        assert_eq!((i.get_my_offset_wr_resid(), i.get_my_width_wr_resid()), f(qpc_off::WR_RESID, 32));
        assert_eq!((i.get_my_offset_send_off(), i.get_my_width_send_off()), f(qpc_off::SEND_OFFSET, 32));
        assert_eq!((i.get_my_offset_replay_head(), i.get_my_width_replay_head()), f(qpc_off::REPLAY_HEAD, 8));
        assert_eq!((i.get_my_offset_cnp_time(), i.get_my_width_cnp_time()), f(qpc_off::CNP_TIME, 32));
        assert_eq!(<QpcImage as Synth>::BITS, 1024);
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_qpc_view", QpcView::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
