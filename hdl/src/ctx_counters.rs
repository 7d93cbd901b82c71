//! The context cache's event counters (a part of [`crate::ctx_cache::CtxCache`]): lookup hits,
//! updates dropped out of range, fills started and the prefetches among them. Each is 32 bits,
//! wraps, and starts from zero at reset. Stage 1 and the dual slot may each drop an update in
//! one cycle: both count.
use rust_hdl::prelude::*;

/// The counters.
#[derive(LogicBlock, Default)]
pub struct CtxCounters {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: every counter to zero.
    pub reset: Signal<In, Bit>,
    /// A lookup hit this cycle.
    pub hit: Signal<In, Bit>,
    /// Stage 1 dropped an update (out of range) this cycle.
    pub drop_s1: Signal<In, Bit>,
    /// The dual slot dropped an update (out of range) this cycle.
    pub drop_dual: Signal<In, Bit>,
    /// An MSHR started a fill this cycle.
    pub fill: Signal<In, Bit>,
    /// That fill is a prefetch's.
    pub pf: Signal<In, Bit>,
    /// Lookup hits.
    pub hits: Signal<Out, Bits<32>>,
    /// Updates dropped.
    pub dropped: Signal<Out, Bits<32>>,
    /// Fills started.
    pub fills: Signal<Out, Bits<32>>,
    /// Fills started for prefetches.
    pub pf_fills: Signal<Out, Bits<32>>,
    n_hits: DFF<Bits<32>>,
    n_dropped: DFF<Bits<32>>,
    n_fills: DFF<Bits<32>>,
    n_pf: DFF<Bits<32>>,
}

impl Logic for CtxCounters {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, n_hits, n_dropped, n_fills, n_pf);
        self.hits.next = self.n_hits.q.val();
        self.dropped.next = self.n_dropped.q.val();
        self.fills.next = self.n_fills.q.val();
        self.pf_fills.next = self.n_pf.q.val();
        // The events (late decisions of stage 1) only enable and select: each sum is formed
        // from the count alone, so no event waits for an adder.
        if self.hit.val() {
            self.n_hits.d.next = self.n_hits.q.val() + 1;
        }
        if self.drop_s1.val() & self.drop_dual.val() {
            self.n_dropped.d.next = self.n_dropped.q.val() + 2;
        } else if self.drop_s1.val() | self.drop_dual.val() {
            self.n_dropped.d.next = self.n_dropped.q.val() + 1;
        }
        if self.fill.val() {
            self.n_fills.d.next = self.n_fills.q.val() + 1;
            if self.pf.val() {
                self.n_pf.d.next = self.n_pf.q.val() + 1;
            }
        }
        if self.reset.val() {
            self.n_hits.d.next = 0.into();
            self.n_dropped.d.next = 0.into();
            self.n_fills.d.next = 0.into();
            self.n_pf.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::rising_edge;
    use rand::{Rng, SeedableRng};

    /// Random events for 2,000 cycles, with resets, against plain counts.
    #[test]
    fn counts_every_event() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let mut c = CtxCounters::default();
        c.connect_all();
        let mut want = [0u32; 4];
        for _ in 0..2_000 {
            let (hit, d1, d2, fill, pf, reset) = (rng.gen_bool(0.5), rng.gen_bool(0.3), rng.gen_bool(0.3), rng.gen_bool(0.4), rng.gen_bool(0.5), rng.gen_bool(0.01));
            c.hit.next = hit;
            c.drop_s1.next = d1;
            c.drop_dual.next = d2;
            c.fill.next = fill;
            c.pf.next = pf;
            c.reset.next = reset;
            rising_edge(&mut c, |c| &mut c.clock);
            want = if reset { [0; 4] } else { [want[0] + hit as u32, want[1] + d1 as u32 + d2 as u32, want[2] + fill as u32, want[3] + (fill && pf) as u32] };
            let got = [c.hits.val(), c.dropped.val(), c.fills.val(), c.pf_fills.val()].map(|v| v.to_u64() as u32);
            assert_eq!(got, want);
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_counters", CtxCounters::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
