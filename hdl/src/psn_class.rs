//! A request PSN against the QP's expected PSN (IBTA 9.7.5.1.1, golden `responder`): with
//! `e = ePSN - PSN` mod 2^24, 0 is the next request (execute), 1..2^23-1 a duplicate (PSN before
//! ePSN, [`golden::transport::psn::Psn::before`]), and 2^23.. a PSN ahead of ePSN (a sequence
//! error).
//!
//! Combinational. The receive engine runs one beside each source a packet's context may come
//! from, so that the class is registered with the context instead of computed behind it (the
//! subtraction and its zero test are then not on the paths of the engine's decision).

use rust_hdl::prelude::*;

/// The class of a PSN against an expected PSN.
#[derive(LogicBlock, Default)]
pub struct PsnClass {
    /// The QP's expected PSN.
    pub epsn: Signal<In, Bits<24>>,
    /// The request's PSN.
    pub psn: Signal<In, Bits<24>>,
    /// PSN != ePSN: a duplicate or ahead.
    pub other: Signal<Out, Bit>,
    /// PSN is ahead of ePSN (ePSN - PSN mod 2^24 >= 2^23).
    pub ahead: Signal<Out, Bit>,
    e: Signal<Local, Bits<24>>,
}

impl Logic for PsnClass {
    #[hdl_gen]
    fn update(&mut self) {
        self.e.next = self.epsn.val() - self.psn.val();
        self.other.next = self.e.val().any();
        self.ahead.next = self.e.val().get_bit(23);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::transport::psn::Psn;
    use proptest::prelude::*;

    fn class(b: &mut PsnClass, epsn: u32, psn: u32) -> (bool, bool) {
        b.epsn.next = (epsn as u64).into();
        b.psn.next = (psn as u64).into();
        settle(b);
        (b.other.val(), b.ahead.val())
    }

    proptest! {
        /// Against golden's PSN arithmetic: other = PSN != ePSN; a duplicate is a PSN before
        /// ePSN; ahead is every other PSN that is not ePSN.
        #[test]
        fn matches_goldens_psn_order(epsn in 0u32..1 << 24, d in prop_oneof![Just(0u32), Just(1), Just(1 << 23), Just((1 << 23) - 1), Just((1 << 24) - 1), 0u32..1 << 24]) {
            let mut b = PsnClass::default();
            b.connect_all();
            let (e, p) = (Psn::new(epsn), Psn::new(epsn).sub(d));
            let (other, ahead) = class(&mut b, e.get(), p.get());
            prop_assert_eq!(other, p != e);
            prop_assert_eq!(other && !ahead, p.before(e));
            prop_assert_eq!(ahead, p != e && !p.before(e));
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_psn_class", PsnClass::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
