//! A work queue ring in host memory (golden [`golden::context::QpContext::rq_wqe_addr`]): `2^log_size`
//! slots of `2^log_stride` bytes from `base`, free-running 32-bit producer and consumer indices.
//!
//! - `slot`: the address of entry `index` (wrapped to the ring's size).
//! - `bound`: the producer index as a consumer at `cons` may use it: at most one ring's worth of
//!   entries past `cons`, however far a (hostile or broken) driver moved the producer. A walk from
//!   `cons` to `bound` (a flush, a doorbell's new WQEs) never reads a slot twice.
//!
//! Combinational. The receive engine takes its receive WQEs' slots and its flush and doorbell
//! bounds from it; the requester's send queue is the same ring.

use rust_hdl::prelude::*;

/// The ring arithmetic (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct WqRing {
    /// The ring's host address.
    pub base: Signal<In, Bits<64>>,
    /// log2 of the ring's entry count.
    pub log_size: Signal<In, Bits<5>>,
    /// log2 of an entry's bytes.
    pub log_stride: Signal<In, Bits<4>>,
    /// The entry whose slot is asked for (free-running).
    pub index: Signal<In, Bits<32>>,
    /// The consumer index the bound is for (free-running).
    pub cons: Signal<In, Bits<32>>,
    /// The producer index (free-running).
    pub prod: Signal<In, Bits<32>>,
    /// The ring's size minus one (index bits inside the ring).
    pub mask: Signal<Out, Bits<32>>,
    /// The host address of entry `index`.
    pub slot: Signal<Out, Bits<64>>,
    /// `prod`, or `cons` + the ring's size if the producer claims more entries than the ring holds.
    pub bound: Signal<Out, Bits<32>>,
    ones: Signal<Local, Bits<32>>,
}

impl Logic for WqRing {
    #[hdl_gen]
    fn update(&mut self) {
        self.ones.next = 0xFFFF_FFFF_u64.into();
        self.mask.next = !(self.ones.val() << self.log_size.val());
        self.slot.next = self.base.val() + (bit_cast::<64, 32>(self.index.val() & self.mask.val()) << self.log_stride.val());
        self.bound.next = self.prod.val();
        if (self.prod.val() - self.cons.val()) > self.mask.val() {
            self.bound.next = self.cons.val() + self.mask.val() + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::context::QpContext;
    use proptest::prelude::*;

    proptest! {
        /// The slot is golden's receive WQE address; the bound holds at most one ring past the
        /// consumer and is the producer whenever the producer is within it.
        #[test]
        fn matches_goldens_ring(base in any::<u64>(), log_size in 0u8..24, log_stride in 4u8..=12, index in any::<u32>(), cons in any::<u32>(), ahead in prop_oneof![0u32..70_000, any::<u32>()]) {
            let mut b = WqRing::default();
            b.connect_all();
            let prod = cons.wrapping_add(ahead);
            b.base.next = base.into();
            b.log_size.next = (log_size as u64).into();
            b.log_stride.next = (log_stride as u64).into();
            b.index.next = (index as u64).into();
            b.cons.next = (cons as u64).into();
            b.prod.next = (prod as u64).into();
            settle(&mut b);
            let q = QpContext { rq_base: base, rq_log_size: log_size, rq_log_stride: log_stride, ..QpContext::default() };
            prop_assert_eq!(b.slot.val().to_u64(), q.rq_wqe_addr(index));
            let size = 1u32 << log_size;
            prop_assert_eq!(b.mask.val().to_u32(), size - 1);
            let want = if ahead <= size { prod } else { cons.wrapping_add(size) };
            prop_assert_eq!(b.bound.val().to_u32(), want);
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_wq_ring", WqRing::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
