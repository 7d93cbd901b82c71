//! The context cache's forwarding matches (a part of [`crate::ctx_cache::CtxCache`]): which of
//! the writes and parks stage 1 made in the cycle before fall on this cycle's stage-1 set or on
//! its dual update's set.
//!
//! Stage 1 forwards three things into the next cycle: the tag/data write (stage 1's set, or the
//! dual update's when a dual slot ran), the set-state write and the second park (stage 1's set),
//! and the first park (the dual update's set when the dual update parked, else stage 1's). The
//! next cycle needs each one's set compared with its own two sets. Those compares are made a
//! cycle early, from the sets stage 1 has now against the sets of the operation being picked
//! (`next_set`) and of the dual update being taken (`next_uset`), and registered: no 8-bit
//! compare waits behind the tag RAM reads of stage 1. The matches come out as:
//! - `fw_s` / `fw_u`: the forwarded tag/data write's set is stage 1's / the dual update's;
//! - `ss_s` / `ss_u`: the forwarded set-state write's (and second park's) set is ...;
//! - `p1_s` / `p1_u`: the first park's set is ....
use rust_hdl::prelude::*;

/// The forwarding matches.
#[derive(LogicBlock, Default)]
pub struct CtxSetMatch {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Stage 1's set (this cycle).
    pub s1_set: Signal<In, Bits<8>>,
    /// The dual update's set (this cycle).
    pub u_set: Signal<In, Bits<8>>,
    /// A dual update is in stage 1 (its tag/data write is the one forwarded).
    pub dual: Signal<In, Bit>,
    /// The dual update parks (the first park is its).
    pub dual_park: Signal<In, Bit>,
    /// The set of the operation going into stage 1 next cycle.
    pub next_set: Signal<In, Bits<8>>,
    /// The set of the dual update going into stage 1 next cycle.
    pub next_uset: Signal<In, Bits<8>>,
    /// The forwarded tag/data write's set is stage 1's.
    pub fw_s: Signal<Out, Bit>,
    /// The forwarded tag/data write's set is the dual update's.
    pub fw_u: Signal<Out, Bit>,
    /// The forwarded set-state write's (and second park's) set is stage 1's.
    pub ss_s: Signal<Out, Bit>,
    /// The forwarded set-state write's (and second park's) set is the dual update's.
    pub ss_u: Signal<Out, Bit>,
    /// The first park's set is stage 1's.
    pub p1_s: Signal<Out, Bit>,
    /// The first park's set is the dual update's.
    pub p1_u: Signal<Out, Bit>,
    /// Stage 1's set against the next operation's (`ss`) and the next dual update's (`su`); the
    /// dual update's set against the same two (`us`, `uu`).
    ss: DFF<Bit>,
    su: DFF<Bit>,
    us: DFF<Bit>,
    uu: DFF<Bit>,
    /// The forwarded tag/data write was the dual update's.
    fw_from_u: DFF<Bit>,
    /// The first park was the dual update's.
    p1_from_u: DFF<Bit>,
}

impl Logic for CtxSetMatch {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ss, su, us, uu, fw_from_u, p1_from_u);
        self.ss_s.next = self.ss.q.val();
        self.ss_u.next = self.su.q.val();
        self.fw_s.next = self.ss.q.val();
        self.fw_u.next = self.su.q.val();
        if self.fw_from_u.q.val() {
            self.fw_s.next = self.us.q.val();
            self.fw_u.next = self.uu.q.val();
        }
        self.p1_s.next = self.ss.q.val();
        self.p1_u.next = self.su.q.val();
        if self.p1_from_u.q.val() {
            self.p1_s.next = self.us.q.val();
            self.p1_u.next = self.uu.q.val();
        }
        self.ss.d.next = self.s1_set.val() == self.next_set.val();
        self.su.d.next = self.s1_set.val() == self.next_uset.val();
        self.us.d.next = self.u_set.val() == self.next_set.val();
        self.uu.d.next = self.u_set.val() == self.next_uset.val();
        self.fw_from_u.d.next = self.dual.val();
        self.p1_from_u.d.next = self.dual_park.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};

    /// Random sets (from a few values, so that they often match) for 5,000 cycles: each match is
    /// the direct compare of the cycle before's forwarded set with this cycle's set.
    #[test]
    fn matches_the_sets_of_the_cycle_before() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let mut u = CtxSetMatch::default();
        u.connect_all();
        // (s1_set, u_set, dual, dual_park) of the cycle before.
        let mut prev: Option<(u8, u8, bool, bool)> = None;
        let (mut s1, mut us) = (0u8, 0u8);
        for cycle in 0..5_000 {
            let (dual, dual_park) = (rng.gen_bool(0.5), rng.gen_bool(0.3));
            let (next_s, next_u) = (rng.gen_range(0..4u8), rng.gen_range(0..4u8));
            u.s1_set.next = (s1 as u64).into();
            u.u_set.next = (us as u64).into();
            u.dual.next = dual;
            u.dual_park.next = dual_park;
            u.next_set.next = (next_s as u64).into();
            u.next_uset.next = (next_u as u64).into();
            settle(&mut u);
            if let Some((ps1, pu, pdual, ppark)) = prev {
                let fw = if pdual { pu } else { ps1 };
                let p1 = if ppark { pu } else { ps1 };
                let want = [fw == s1, fw == us, ps1 == s1, ps1 == us, p1 == s1, p1 == us];
                let got = [u.fw_s.val(), u.fw_u.val(), u.ss_s.val(), u.ss_u.val(), u.p1_s.val(), u.p1_u.val()];
                assert_eq!(got, want, "cycle {cycle}");
            }
            rising_edge(&mut u, |u| &mut u.clock);
            prev = Some((s1, us, dual, dual_park));
            (s1, us) = (next_s, next_u);
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_set_match", CtxSetMatch::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
