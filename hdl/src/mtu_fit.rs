//! A packet's payload length against the QP's path MTU (golden `responder`'s length rules: a
//! first or middle packet carries exactly the MTU, a last or only one at most the MTU; a UD SEND
//! longer than the MTU is dropped). The MTU comes from [`crate::qpc_view::mtu_bytes_table`]
//! (`256 << code`, 4096 for codes 4 and above).
//!
//! Combinational. The receive engine registers the two flags with the packet's context (the MTU
//! is the context's), so that these compares are not on the paths of its decision.

use rust_hdl::prelude::*;

/// Payload length against the path MTU.
#[derive(LogicBlock)]
pub struct MtuFit {
    /// Payload bytes.
    pub plen: Signal<In, Bits<16>>,
    /// Path MTU code (`golden::context::QpContext::path_mtu`).
    pub mtu_code: Signal<In, Bits<3>>,
    /// The payload is exactly the MTU.
    pub eq: Signal<Out, Bit>,
    /// The payload is at most the MTU.
    pub le: Signal<Out, Bit>,
    mtu: Signal<Local, Bits<16>>,
    mtu_tab: Vec<Constant<Bits<16>>>,
}

impl Default for MtuFit {
    fn default() -> Self {
        Self {
            plen: Default::default(),
            mtu_code: Default::default(),
            eq: Default::default(),
            le: Default::default(),
            mtu: Default::default(),
            mtu_tab: crate::qpc_view::mtu_bytes_table(),
        }
    }
}

impl Logic for MtuFit {
    #[hdl_gen]
    fn update(&mut self) {
        self.mtu.next = self.mtu_tab[0].val();
        for i in 1..8 {
            if self.mtu_code.val().index() == i {
                self.mtu.next = self.mtu_tab[i].val();
            }
        }
        self.eq.next = self.plen.val() == self.mtu.val();
        self.le.next = self.plen.val() <= self.mtu.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use proptest::prelude::*;

    proptest! {
        /// Against the MTU in bytes as golden's context defines it.
        #[test]
        fn matches_the_mtu_in_bytes(code in 0u8..8, plen in prop_oneof![0u32..=5000, Just(256), Just(4096), Just(4097), 0u32..=0xFFFF]) {
            let mut b = MtuFit::default();
            b.connect_all();
            b.plen.next = (plen as u64).into();
            b.mtu_code.next = (code as u64).into();
            settle(&mut b);
            let mtu = 256u32 << code.min(4);
            prop_assert_eq!(b.eq.val(), plen == mtu);
            prop_assert_eq!(b.le.val(), plen <= mtu);
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_mtu_fit", MtuFit::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
