//! Record intake (issue 15): what a record brings into the header machine
//! ([`crate::header_machine`]) when it is taken. Combinational, no clock.
//!
//! - **The record.** As the lookahead hands it over; a record the RX parser rejected carries no
//!   payload (`payload_len` 0: its counters say why).
//! - **Where it goes next.** Rejected by the parser, not addressed to this NIC, or a CNP (this
//!   NIC has no requester yet to slow down): straight to `Push` (a drop, counted: `rejected`,
//!   `wrong_address`, `cnp`). Else a record of the fast class goes to `Decide` with its
//!   context, any other to `CtxLookup`.
//! - **Its context and classes.** A fast record's context is the lookahead's copy, or, when it is
//!   taken in the cycle its predecessor's update of the same QP goes into the cache (`fwd`), that
//!   update (the lookahead has not seen it yet). The opcode's class (`OpClass`, by the QP type),
//!   the payload against the path MTU (`MtuFit`) and the PSN's class (`PsnClass`, against the
//!   ePSN) are decoded against that same context, so that the machine registers them with it.
//!   For a record that is not of the fast class they are decoded against the current context
//!   (`qp_type`, `mtu_code`) and are replaced when its context comes from the cache.
use crate::header_machine::EngineState;
use crate::mtu_fit::MtuFit;
use crate::op_class::{OpClass, OpFlags};
use crate::psn_class::PsnClass;
use crate::record_classes::RecordClasses;
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// RoCEv2 opcode of a CNP (`golden::wire::Opcode::Cnp`).
pub const CNP_OPCODE: u8 = 0x81;

/// The intake.
#[derive(LogicBlock, Default)]
pub struct RecordIntake {
    /// The lookahead's head record.
    pub head: Signal<In, RxMeta>,
    /// The head is of the fast class: it comes with its context (`head_ctx`).
    pub head_fast: Signal<In, Bit>,
    /// The lookahead's copy of the head's context (fast class).
    pub head_ctx: Signal<In, Bits<1024>>,
    /// The head is addressed to this NIC (MAC and IP; the lookahead compared them).
    pub head_addr_ok: Signal<In, Bit>,
    /// The head is taken in the cycle its predecessor's context update of the same QP goes into
    /// the cache.
    pub fwd: Signal<In, Bit>,
    /// That update (the whole entry).
    pub fwd_ctx: Signal<In, Bits<1024>>,
    /// That update's ePSN (the register it is written from: the shorter path).
    pub fwd_epsn: Signal<In, Bits<24>>,
    /// The current context's QP type (used for a record taken with `fwd` or not of the fast class).
    pub qp_type: Signal<In, Bits<8>>,
    /// The current context's path MTU code (likewise).
    pub mtu_code: Signal<In, Bits<3>>,
    /// The record as the machine holds it.
    pub rec: Signal<Out, RxMeta>,
    /// Its context (fast class).
    pub ctx: Signal<Out, Bits<1024>>,
    /// The machine's next state.
    pub step: Signal<Out, EngineState>,
    /// The opcode's class.
    pub opf: Signal<Out, OpFlags>,
    /// The payload is exactly the path MTU.
    pub mt_eq: Signal<Out, Bit>,
    /// The payload is at most the path MTU.
    pub mt_le: Signal<Out, Bit>,
    /// The PSN is not the ePSN.
    pub e_other: Signal<Out, Bit>,
    /// The PSN is ahead of the ePSN.
    pub e_ahead: Signal<Out, Bit>,
    /// Dropped: rejected by the RX parser.
    pub rejected: Signal<Out, Bit>,
    /// Dropped: not addressed to this NIC.
    pub wrong_address: Signal<Out, Bit>,
    /// Dropped: a CNP (counted with the responses ignored).
    pub cnp: Signal<Out, Bit>,
    /// The context's own fields are read (a fast record not taken with `fwd`).
    own: Signal<Local, Bit>,
    /// The decoders against the head's own context (`own_cls`) and against the current context
    /// or the forwarded update (`oc_cur`, `mf_cur`, `pc_fwd`), side by side: the selects come
    /// after them, since `head_fast` and `fwd` are late in the cycle.
    own_cls: RecordClasses,
    oc_cur: OpClass,
    mf_cur: MtuFit,
    pc_fwd: PsnClass,
}

impl Logic for RecordIntake {
    #[hdl_gen]
    fn update(&mut self) {
        self.own.next = self.head_fast.val() & !self.fwd.val();
        // ---- the context and its classes ----
        self.ctx.next = self.head_ctx.val();
        if self.fwd.val() {
            self.ctx.next = self.fwd_ctx.val();
        }
        self.own_cls.rec.next = self.head.val();
        self.own_cls.entry.next = self.head_ctx.val();
        self.oc_cur.op.next = self.head.val().opcode;
        self.oc_cur.masked.next = self.qp_type.val() != 0;
        self.mf_cur.plen.next = self.head.val().payload_len;
        self.mf_cur.mtu_code.next = self.mtu_code.val();
        self.pc_fwd.psn.next = self.head.val().psn;
        self.pc_fwd.epsn.next = self.fwd_epsn.val();
        self.opf.next = self.oc_cur.flags.val();
        self.mt_eq.next = self.mf_cur.eq.val();
        self.mt_le.next = self.mf_cur.le.val();
        if self.own.val() {
            self.opf.next = self.own_cls.opf.val();
            self.mt_eq.next = self.own_cls.mt_eq.val();
            self.mt_le.next = self.own_cls.mt_le.val();
        }
        self.e_other.next = self.own_cls.e_other.val();
        self.e_ahead.next = self.own_cls.e_ahead.val();
        if self.fwd.val() {
            self.e_other.next = self.pc_fwd.other.val();
            self.e_ahead.next = self.pc_fwd.ahead.val();
        }
        // ---- the record and where it goes ----
        self.rec.next = self.head.val();
        self.rejected.next = false;
        self.wrong_address.next = false;
        self.cnp.next = false;
        if self.head.val().verdict != 0 {
            self.rec.next.payload_len = 0.into();
            self.rejected.next = true;
            self.step.next = EngineState::Push;
        } else if !self.head_addr_ok.val() {
            self.wrong_address.next = true;
            self.step.next = EngineState::Push;
        } else if self.head.val().opcode == 0x81 {
            self.cnp.next = true;
            self.step.next = EngineState::Push;
        } else if self.head_fast.val() {
            self.step.next = EngineState::Decide;
        } else {
            self.step.next = EngineState::CtxLookup;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use golden::transport::psn::Psn;
    use rand::{Rng, SeedableRng};

    /// The literals in `update` are golden's.
    #[test]
    fn constants_are_goldens() {
        assert_eq!(CNP_OPCODE, golden::wire::Opcode::Cnp as u8);
    }

    /// Over random records and contexts: the record, its next state and drop, and its classes
    /// decoded against the context it is taken with (the lookahead's copy, the forwarded update,
    /// or the current one), as the decoders alone give them.
    #[test]
    fn takes_records_with_their_context() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x1A7A);
        let mut u = RecordIntake::default();
        u.connect_all();
        let mut seen = [0u32; 5];
        for n in 0..20_000 {
            let mut head = RxMeta::default();
            head.verdict = (if rng.gen_bool(0.2) { rng.gen_range(1..8u64) } else { 0 }).into();
            head.opcode = (*[0x06u64, 0x0A, 0x04, 0x0C, 0x81, 0x64, 0x2A, 0x13].get(rng.gen_range(0..8)).unwrap()).into();
            head.psn = (rng.gen::<u64>() & 0xFF_FFFF).into();
            head.payload_len = rng.gen_range(0..5000u64).into();
            let (fast, addr_ok, fwd) = (rng.gen_bool(0.5), rng.gen_bool(0.9), rng.gen_bool(0.3));
            let mk = |rng: &mut rand_chacha::ChaCha8Rng| {
                let mut c = Bits::<1024>::default();
                c.set_bits::<24>(64, (rng.gen::<u64>() & 0xFF_FFFF).into());
                c.set_bits::<8>(8, u64::from(rng.gen_range(0..3u8)).into());
                c.set_bits::<3>(16, rng.gen_range(1..6u64).into());
                c
            };
            let (hctx, fctx) = (mk(&mut rng), mk(&mut rng));
            let fwd_epsn = fctx.get_bits::<24>(64);
            let (qp_type, mtu_code) = (u64::from(rng.gen_range(0..3u8)), rng.gen_range(1..6u64));
            u.head.next = head;
            u.head_fast.next = fast;
            u.head_ctx.next = hctx;
            u.head_addr_ok.next = addr_ok;
            u.fwd.next = fwd;
            u.fwd_ctx.next = fctx;
            u.fwd_epsn.next = fwd_epsn;
            u.qp_type.next = qp_type.into();
            u.mtu_code.next = mtu_code.into();
            crate::sim_util::settle(&mut u);
            let at = format!("case {n}: {head:?} fast {fast} addr_ok {addr_ok} fwd {fwd}");
            // The record and where it goes.
            let mut rec = head;
            let (next, drop) = if head.verdict.any() {
                rec.payload_len = 0.into();
                (EngineState::Push, 0)
            } else if !addr_ok {
                (EngineState::Push, 1)
            } else if head.opcode.to_u64() == u64::from(CNP_OPCODE) {
                (EngineState::Push, 2)
            } else if fast {
                (EngineState::Decide, 3)
            } else {
                (EngineState::CtxLookup, 4)
            };
            seen[drop] += 1;
            assert_eq!(u.rec.val(), rec, "{at}");
            assert_eq!(u.step.val(), next, "{at}");
            assert_eq!([u.rejected.val(), u.wrong_address.val(), u.cnp.val()], [drop == 0, drop == 1, drop == 2], "{at}");
            // The context and the classes against it.
            let ctx = if fwd { fctx } else { hctx };
            assert_eq!(u.ctx.val(), ctx, "{at}");
            let (t, m) = if fast && !fwd {
                (hctx.get_bits::<8>(8).to_u64(), hctx.get_bits::<3>(16).to_u64())
            } else {
                (qp_type, mtu_code)
            };
            let mut oc = OpClass::default();
            oc.connect_all();
            oc.op.next = head.opcode;
            oc.masked.next = t != 0;
            crate::sim_util::settle(&mut oc);
            assert_eq!(u.opf.val(), oc.flags.val(), "{at}: the opcode's class by the context's QP type");
            let mtu = golden::context::mtu_from_code(m as u8).map(|m| m.bytes()).unwrap_or(4096) as u64;
            let plen = head.payload_len.to_u64();
            assert_eq!((u.mt_eq.val(), u.mt_le.val()), (plen == mtu, plen <= mtu), "{at}: the payload against the context's MTU");
            let epsn = ctx.get_bits::<24>(64).to_u64() as u32;
            let (e, p) = (Psn::new(epsn), Psn::new(head.psn.to_u64() as u32));
            let (other, ahead) = (p != e, p != e && !p.before(e));
            assert_eq!((u.e_other.val(), u.e_ahead.val()), (other, ahead), "{at}: the PSN against the context's ePSN");
        }
        assert!(seen.iter().all(|&k| k > 100), "every way is taken: {seen:?}");
    }

    /// Exports and lints clean (unused-signal warnings off: the classes block reads a few fields
    /// of the record and of the entry).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_record_intake", RecordIntake::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
