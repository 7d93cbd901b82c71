//! The context cache's two walks over its storage (a part of [`crate::ctx_cache::CtxCache`]): the
//! clear after reset and the `FLUSH_ALL` walk.
//!
//! - **Clear**: `reset` starts it; `init` is high for 256 cycles while `init_set` counts the sets
//!   0..=255 (the set store clears one set a cycle, the MSHR table puts one id a cycle on its
//!   free list). Nothing else runs meanwhile ([`crate::ctx_pick::CtxPick`] picks nothing).
//! - **Flush-all**: `fa_start` (the pick takes a `FLUSH_ALL` command) starts it at slot 0 with
//!   `fa_active`; the walk offers a slot every other cycle (`fa_phase` flips on each of the pick's
//!   turns `fa_turn`, to `fa_take`), and `fa_take` moves it to the next slot (set = slot[7:0],
//!   way = slot[9:8]). Taking slot 1023 ends it: `fa_done` in that cycle, `fa_active` low from the
//!   next.
use rust_hdl::prelude::*;

/// The cache's clear and flush-all walks (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct CtxWalks {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: starts the clear, stops a flush-all walk.
    pub reset: Signal<In, Bit>,
    /// The clear runs.
    pub init: Signal<Out, Bit>,
    /// The set it clears this cycle.
    pub init_set: Signal<Out, Bits<8>>,
    /// A flush-all walk starts (slot 0).
    pub fa_start: Signal<In, Bit>,
    /// The pick's turn on the walk: `fa_phase` becomes `fa_take`.
    pub fa_turn: Signal<In, Bit>,
    /// The walk's slot is taken.
    pub fa_take: Signal<In, Bit>,
    /// A flush-all walk runs.
    pub fa_active: Signal<Out, Bit>,
    /// Its slot.
    pub fa_slot: Signal<Out, Bits<10>>,
    /// Its phase (a slot was taken on the last turn).
    pub fa_phase: Signal<Out, Bit>,
    /// The walk's last slot is taken this cycle.
    pub fa_done: Signal<Out, Bit>,
    i_active: DFF<Bit>,
    i_set: DFF<Bits<8>>,
    f_active: DFF<Bit>,
    f_slot: DFF<Bits<10>>,
    f_phase: DFF<Bit>,
}

impl Logic for CtxWalks {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, i_active, i_set, f_active, f_slot, f_phase);
        self.init.next = self.i_active.q.val();
        self.init_set.next = self.i_set.q.val();
        self.fa_active.next = self.f_active.q.val();
        self.fa_slot.next = self.f_slot.q.val();
        self.fa_phase.next = self.f_phase.q.val();
        if self.i_active.q.val() {
            self.i_set.d.next = self.i_set.q.val() + 1;
            if self.i_set.q.val() == 255 {
                self.i_active.d.next = false;
            }
        }
        if self.fa_start.val() {
            self.f_active.d.next = true;
            self.f_slot.d.next = 0.into();
            self.f_phase.d.next = false;
        }
        if self.fa_turn.val() {
            self.f_phase.d.next = self.fa_take.val();
        }
        self.fa_done.next = false;
        if self.fa_take.val() {
            self.f_slot.d.next = self.f_slot.q.val() + 1;
            if self.f_slot.q.val() == 1023 {
                self.f_active.d.next = false;
                self.fa_done.next = true;
            }
        }
        if self.reset.val() {
            self.i_active.d.next = true;
            self.i_set.d.next = 0.into();
            self.f_active.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};

    /// The clear after each reset against a count of 256 sets, then flush-all walks driven as the
    /// pick drives them (a turn every cycle, a take on half the turns at random) against a model of
    /// the slot, the phase and the end; a reset in the middle of a walk stops it.
    #[test]
    fn walks_as_the_model() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x3A1);
        let mut u = CtxWalks::default();
        u.connect_all();
        let mut walks = 0;
        for round in 0..4 {
            u.reset.next = true;
            u.fa_start.next = false;
            u.fa_turn.next = false;
            u.fa_take.next = false;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            for set in 0..256u64 {
                settle(&mut u);
                assert!(u.init.val() && !u.fa_active.val(), "round {round}: clearing, set {set}");
                assert_eq!(u.init_set.val().to_u64(), set, "round {round}: one set a cycle");
                rising_edge(&mut u, |u| &mut u.clock);
            }
            settle(&mut u);
            assert!(!u.init.val(), "round {round}: the clear ends after 256 sets");
            // A walk (the last round's stopped by a reset after 300 slots).
            u.fa_start.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.fa_start.next = false;
            let (mut slot, mut phase) = (0u64, false);
            let stop_at = if round == 3 { Some(300) } else { None };
            loop {
                let take = !phase && rng.gen_bool(0.5);
                u.fa_turn.next = true;
                u.fa_take.next = take;
                settle(&mut u);
                assert!(u.fa_active.val(), "round {round}: active at slot {slot}");
                assert_eq!(u.fa_slot.val().to_u64(), slot, "round {round}: slot");
                assert_eq!(u.fa_phase.val(), phase, "round {round}: phase at slot {slot}");
                assert_eq!(u.fa_done.val(), take && slot == 1023, "round {round}: done at slot {slot}");
                rising_edge(&mut u, |u| &mut u.clock);
                phase = take;
                if take {
                    if slot == 1023 {
                        break;
                    }
                    slot += 1;
                }
                if stop_at == Some(slot) {
                    break;
                }
            }
            u.fa_turn.next = false;
            u.fa_take.next = false;
            settle(&mut u);
            assert_eq!(u.fa_active.val(), stop_at.is_some(), "round {round}: the walk ends after slot 1023");
            walks += 1;
        }
        assert_eq!(walks, 4);
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        settle(&mut u);
        assert!(!u.fa_active.val() && u.init.val() && u.init_set.val().to_u64() == 0, "a reset stops the walk and clears again");
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_walks", CtxWalks::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
