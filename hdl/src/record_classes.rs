//! A request record's classes against a QP context entry (issue 15): the opcode's class by the
//! QP's type ([`OpClass`]), the payload against the path MTU ([`MtuFit`]) and the PSN against the
//! ePSN ([`PsnClass`]). The header machine decodes them beside each source a packet's context
//! comes from (the lookahead's copy in [`crate::record_intake`], the cache's answer in
//! `CtxWait`), so that they are registered with the context instead of decoded behind it.
//!
//! The entry's fields are read where [`crate::qpc_view::QpcView`] reads them: QP type at bits
//! 8..16, path MTU code at 16..19, ePSN at 64..88. Combinational.
use crate::mtu_fit::MtuFit;
use crate::op_class::{OpClass, OpFlags};
use crate::psn_class::PsnClass;
use crate::rx_parser::RxMeta;
use golden::context::qpc_off;
use rust_hdl::prelude::*;

// The entry's bit offsets `update` writes as literals (rust-hdl 0.46 exports no constants) are
// golden's layout: QP type at 8, path MTU code at 16, ePSN at 64.
const _: () = assert!(qpc_off::QP_TYPE * 8 == 8 && qpc_off::PATH_MTU * 8 == 16 && qpc_off::EPSN * 8 == 64);

/// The classes.
#[derive(LogicBlock, Default)]
pub struct RecordClasses {
    /// The request's record (its opcode, payload length and PSN are read).
    pub rec: Signal<In, RxMeta>,
    /// The QP's context entry.
    pub entry: Signal<In, Bits<1024>>,
    /// The opcode's class (RC request opcodes; UC and UD ones map onto them by the QP type).
    pub opf: Signal<Out, OpFlags>,
    /// The payload is exactly the path MTU.
    pub mt_eq: Signal<Out, Bit>,
    /// The payload is at most the path MTU.
    pub mt_le: Signal<Out, Bit>,
    /// The PSN is not the ePSN (a duplicate or ahead).
    pub e_other: Signal<Out, Bit>,
    /// The PSN is ahead of the ePSN.
    pub e_ahead: Signal<Out, Bit>,
    oc: OpClass,
    mf: MtuFit,
    pc: PsnClass,
}

impl Logic for RecordClasses {
    #[hdl_gen]
    fn update(&mut self) {
        self.oc.op.next = self.rec.val().opcode;
        self.oc.masked.next = self.entry.val().get_bits::<8>(8) != 0;
        self.mf.plen.next = self.rec.val().payload_len;
        self.mf.mtu_code.next = self.entry.val().get_bits::<3>(16);
        self.pc.psn.next = self.rec.val().psn;
        self.pc.epsn.next = self.entry.val().get_bits::<24>(64);
        self.opf.next = self.oc.flags.val();
        self.mt_eq.next = self.mf.eq.val();
        self.mt_le.next = self.mf.le.val();
        self.e_other.next = self.pc.other.val();
        self.e_ahead.next = self.pc.ahead.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::context::QpContext;
    use golden::verbs::QpType;
    use golden::transport::psn::Psn;
    use rand::{Rng, SeedableRng};

    /// Random records against golden-encoded contexts: the classes as golden defines them.
    #[test]
    fn classes_against_golden_contexts() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xC1A5);
        let mut u = RecordClasses::default();
        u.connect_all();
        for n in 0..5_000 {
            let mut ctx = QpContext::default();
            ctx.qp_type = [QpType::Rc, QpType::Uc, QpType::Ud][rng.gen_range(0..3)];
            ctx.path_mtu = golden::context::mtu_from_code(rng.gen_range(0..5u8)).unwrap();
            ctx.epsn = Psn::new(rng.gen::<u32>() & 0xFF_FFFF);
            let bytes = ctx.to_bytes();
            let mut entry = Bits::<1024>::default();
            for (i, &b) in bytes.iter().enumerate() {
                entry.set_bits::<8>(8 * i, (b as u64).into());
            }
            let mut rec = RxMeta::default();
            rec.opcode = (*[0x00u64, 0x04, 0x06, 0x0A, 0x0C, 0x13, 0x24, 0x2A, 0x64].get(rng.gen_range(0..9)).unwrap()).into();
            rec.psn = (if rng.gen_bool(0.3) { ctx.epsn.get() as u64 } else { rng.gen::<u64>() & 0xFF_FFFF }).into();
            let mtu = ctx.path_mtu.bytes() as u64;
            rec.payload_len = (if rng.gen_bool(0.3) { mtu } else { rng.gen_range(0..5000u64) }).into();
            u.rec.next = rec;
            u.entry.next = entry;
            settle(&mut u);
            let at = format!("case {n}: {ctx:?} {rec:?}");
            let mut oc = OpClass::default();
            oc.connect_all();
            oc.op.next = rec.opcode;
            oc.masked.next = ctx.qp_type != QpType::Rc;
            settle(&mut oc);
            assert_eq!(u.opf.val(), oc.flags.val(), "{at}: the opcode's class by the QP type");
            let plen = rec.payload_len.to_u64();
            assert_eq!((u.mt_eq.val(), u.mt_le.val()), (plen == mtu, plen <= mtu), "{at}: the payload against the MTU");
            let (e, p) = (ctx.epsn, Psn::new(rec.psn.to_u64() as u32));
            assert_eq!((u.e_other.val(), u.e_ahead.val()), (p != e, p != e && !p.before(e)), "{at}: the PSN against the ePSN");
        }
    }

    /// Exports and lints clean (unused-signal warnings off: of the record and the entry only
    /// a few fields are read).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_record_classes", RecordClasses::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
