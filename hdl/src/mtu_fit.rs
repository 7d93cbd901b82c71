//! A packet's payload length against the QP's path MTU (golden `responder`'s length rules: a
//! first or middle packet carries exactly the MTU, a last or only one at most the MTU; a UD SEND
//! longer than the MTU is dropped). The MTU is `256 << code`, 4096 for codes 4 and above
//! ([`crate::qpc_view::QpcView::mtu_bytes`]).
//!
//! Combinational. The receive engine registers the two flags with the packet's context (the MTU
//! is the context's), so that these compares are not on the paths of its decision.

use rust_hdl::prelude::*;

/// Payload length against the path MTU.
#[derive(LogicBlock, Default)]
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
}

impl Logic for MtuFit {
    #[hdl_gen]
    fn update(&mut self) {
        self.mtu.next = 4096.into();
        if self.mtu_code.val() == 0 {
            self.mtu.next = 256.into();
        }
        if self.mtu_code.val() == 1 {
            self.mtu.next = 512.into();
        }
        if self.mtu_code.val() == 2 {
            self.mtu.next = 1024.into();
        }
        if self.mtu_code.val() == 3 {
            self.mtu.next = 2048.into();
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
