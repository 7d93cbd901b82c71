//! One step of the requester's retire walk (issue 16): a WQE's part in a cumulative
//! acknowledgement of every PSN up to `a`, as golden's [`golden::requester::ack_step`] decides
//! it. The requester walks its send queue from the oldest WQE not yet retired (the send-queue
//! context's `sq_retire`, first PSN `retire_psn`), one WQE a step, until a step ends the walk:
//! - not started: the walk ends;
//! - already complete (`acked >= npkts`): on to the next;
//! - a READ or atomic: if the acknowledgement covers the PSN it still waits for (`first_psn +
//!   acked`), its answer was lost and the requester goes back to that PSN (`want`); else the walk
//!   ends there;
//! - a SEND or WRITE acknowledged to its last PSN: complete, on to the next;
//! - acknowledged up to packet `n` (more than `acked`): the walk ends with `n` recorded;
//! - else nothing new.
//!
//! PSN order is IBTA's: `x` is at or before `a` when `a - x` (mod 2^24) is below 2^23.
//! Combinational: the walk registers the step with the WQE it examined.

use rust_hdl::prelude::*;

/// `step` codes.
pub mod step {
    /// Not started: the walk ends.
    pub const NOT_STARTED: u64 = 0;
    /// Already complete: on to the next.
    pub const DONE: u64 = 1;
    /// A READ/atomic's answer was lost: go back to `want`.
    pub const LOST: u64 = 2;
    /// A READ/atomic not reached: the walk ends.
    pub const WAITING: u64 = 3;
    /// Acknowledged to its last PSN: on to the next.
    pub const FULL: u64 = 4;
    /// Acknowledged up to packet `n`: the walk ends.
    pub const PARTIAL: u64 = 5;
    /// Nothing new: the walk ends.
    pub const NOTHING: u64 = 6;
}

// The codes are written as literals in `update`.
const _: () = assert!(
    step::NOT_STARTED == 0 && step::DONE == 1 && step::LOST == 2 && step::WAITING == 3 && step::FULL == 4 && step::PARTIAL == 5 && step::NOTHING == 6
);

/// One retire-walk step.
#[derive(LogicBlock, Default)]
pub struct ReqAckStep {
    /// The WQE has started (its PSNs are assigned).
    pub started: Signal<In, Bit>,
    /// The WQE is a READ or an atomic.
    pub rd_atomic: Signal<In, Bit>,
    /// Its first PSN.
    pub first_psn: Signal<In, Bits<24>>,
    /// Its PSNs already acknowledged (SEND/WRITE) or answered (READ/atomic).
    pub acked: Signal<In, Bits<24>>,
    /// PSNs it consumes.
    pub npkts: Signal<In, Bits<24>>,
    /// The acknowledgement covers every PSN up to this one.
    pub a: Signal<In, Bits<24>>,
    /// The step ([`step`] codes).
    pub step: Signal<Out, Bits<3>>,
    /// With `LOST`: the PSN to go back to.
    pub want: Signal<Out, Bits<24>>,
    /// With `PARTIAL`: packets now acknowledged.
    pub n: Signal<Out, Bits<24>>,
    last_psn: Signal<Local, Bits<24>>,
    d_first: Signal<Local, Bits<24>>,
    /// The last PSN / the awaited PSN is at or before `a`.
    last_in: Signal<Local, Bit>,
    want_in: Signal<Local, Bit>,
}

impl Logic for ReqAckStep {
    #[hdl_gen]
    fn update(&mut self) {
        self.last_psn.next = self.first_psn.val() + self.npkts.val() - 1;
        self.want.next = self.first_psn.val() + self.acked.val();
        self.d_first.next = self.a.val() - self.first_psn.val();
        self.last_in.next = !((self.a.val() - self.last_psn.val()) >> 23).any();
        self.want_in.next = !((self.a.val() - self.want.val()) >> 23).any();
        self.n.next = self.d_first.val() + 1;
        self.step.next = 6.into();
        if !self.d_first.val().get_bit(23) & (self.n.val() > self.acked.val()) {
            self.step.next = 5.into();
        }
        if self.last_in.val() {
            self.step.next = 4.into();
        }
        if self.rd_atomic.val() {
            self.step.next = 3.into();
            if self.want_in.val() {
                self.step.next = 2.into();
            }
        }
        if self.acked.val() >= self.npkts.val() {
            self.step.next = 1.into();
        }
        if !self.started.val() {
            self.step.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::requester::{ack_step, AckStep};
    use golden::transport::psn::Psn;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        /// The step is golden's, with its PSN or count.
        #[test]
        fn the_step_is_goldens(
            started in any::<bool>(),
            rd_atomic in any::<bool>(),
            first in 0u32..1 << 24,
            npkts in prop_oneof![1u32..300, 1u32..1 << 22],
            acked_frac in 0.0f64..1.2,
            at in prop_oneof![(-3i64..303).prop_map(Some), Just(None)],
            any_a in 0u32..1 << 24,
        ) {
            let acked = ((npkts as f64) * acked_frac) as u32;
            // Around the WQE's PSNs, or anywhere.
            let a = match at {
                Some(d) => ((first as i64 + d).rem_euclid(1 << 24)) as u32,
                None => any_a,
            };
            let want = ack_step(started, rd_atomic, Psn::new(first), acked, npkts, Psn::new(a));
            let mut u = ReqAckStep::default();
            u.connect_all();
            u.started.next = started;
            u.rd_atomic.next = rd_atomic;
            u.first_psn.next = (first as u64).into();
            u.acked.next = ((acked & 0xFF_FFFF) as u64).into();
            u.npkts.next = (npkts as u64).into();
            u.a.next = (a as u64).into();
            settle(&mut u);
            let got = u.step.val().to_u64();
            match want {
                AckStep::NotStarted => prop_assert_eq!(got, step::NOT_STARTED),
                AckStep::Done => prop_assert_eq!(got, step::DONE),
                AckStep::Lost(p) => {
                    prop_assert_eq!(got, step::LOST);
                    prop_assert_eq!(u.want.val().to_u64() as u32, p.get());
                }
                AckStep::Waiting => prop_assert_eq!(got, step::WAITING),
                AckStep::Full => prop_assert_eq!(got, step::FULL),
                AckStep::Partial(n) => {
                    prop_assert_eq!(got, step::PARTIAL);
                    prop_assert_eq!(u.n.val().to_u64() as u32, n);
                }
                AckStep::Nothing => prop_assert_eq!(got, step::NOTHING),
            }
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_req_ack_step", ReqAckStep::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
