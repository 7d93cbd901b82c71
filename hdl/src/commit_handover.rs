//! Commit handover (issue 15): a packet's commit hands over up to three things, each exactly
//! once, in whatever cycles their takers are ready: the context update (to the context cache),
//! the payload write request (to the DMA write port) and the key update (to the key cache).
//!
//! The write request goes no earlier than the cycle both cache updates are taken (or are taken
//! in that same cycle): once its `AW` is out, every later `W` beat on the bus (a cache's
//! write-back among them) waits for this payload, which the mover gets only after the commit. A
//! cache stalled on such a write-back would never take its update, and the commit would never
//! end. `wr_room` (room for the request's owner record) holds it too.
//!
//! `done` says everything needed is taken by the end of this cycle; the flags of what was
//! handed over clear when the commit is left, so every commit starts clear. `wr_valid` and
//! `done` are computed whether or not the commit is `active` (the owner reads them only while
//! it is: the paths do not go through `active`); `up_valid` and `mup_valid` are gated by it.
//! The responder's header machine commits each packet through it (`Commit`); the requester's
//! send path is the next user.
use rust_hdl::prelude::*;

/// The handover.
#[derive(LogicBlock, Default)]
pub struct CommitHandover {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (nothing handed over).
    pub reset: Signal<In, Bit>,
    /// The owner is committing.
    pub active: Signal<In, Bit>,
    /// The commit has a context update.
    pub need_up: Signal<In, Bit>,
    /// The commit has a payload write request.
    pub need_wr: Signal<In, Bit>,
    /// The commit has a key update.
    pub need_mup: Signal<In, Bit>,
    /// Room for the write request's owner record.
    pub wr_room: Signal<In, Bit>,
    /// The context cache takes the update.
    pub up_ready: Signal<In, Bit>,
    /// The DMA write port takes the request.
    pub wr_ready: Signal<In, Bit>,
    /// The key cache takes the key update.
    pub mup_ready: Signal<In, Bit>,
    /// Offer the context update.
    pub up_valid: Signal<Out, Bit>,
    /// Offer the write request (see the module doc for when).
    pub wr_valid: Signal<Out, Bit>,
    /// Offer the key update.
    pub mup_valid: Signal<Out, Bit>,
    /// Everything needed is taken by the end of this cycle.
    pub done: Signal<Out, Bit>,
    /// The write request is needed and was not taken before this cycle.
    pub wr_pending: Signal<Out, Bit>,
    /// The context update has been taken.
    f_up: DFF<Bit>,
    /// The write request has been taken.
    f_wr: DFF<Bit>,
    /// The key update has been taken.
    f_mup: DFF<Bit>,
    /// The context update is taken, or taken this cycle, or not needed.
    up_ok: Signal<Local, Bit>,
    /// Likewise the key update.
    mup_ok: Signal<Local, Bit>,
}

impl Logic for CommitHandover {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, f_up, f_wr, f_mup);
        self.up_ok.next = !self.need_up.val() | self.f_up.q.val() | self.up_ready.val();
        self.mup_ok.next = !self.need_mup.val() | self.f_mup.q.val() | self.mup_ready.val();
        self.wr_pending.next = self.need_wr.val() & !self.f_wr.q.val();
        self.wr_valid.next = self.wr_pending.val() & self.wr_room.val() & self.up_ok.val() & self.mup_ok.val();
        self.done.next = self.up_ok.val()
            & (!self.need_wr.val() | self.f_wr.q.val() | (self.wr_valid.val() & self.wr_ready.val()))
            & self.mup_ok.val();
        self.up_valid.next = self.active.val() & self.need_up.val() & !self.f_up.q.val();
        self.mup_valid.next = self.active.val() & self.need_mup.val() & !self.f_mup.q.val();
        if self.active.val() {
            if self.up_valid.val() & self.up_ready.val() {
                self.f_up.d.next = true;
            }
            if self.wr_valid.val() & self.wr_ready.val() {
                self.f_wr.d.next = true;
            }
            if self.mup_valid.val() & self.mup_ready.val() {
                self.f_mup.d.next = true;
            }
            if self.done.val() {
                self.f_up.d.next = false;
                self.f_wr.d.next = false;
                self.f_mup.d.next = false;
            }
        }
        if self.reset.val() {
            self.f_up.d.next = false;
            self.f_wr.d.next = false;
            self.f_mup.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};

    /// Random commits with random takers: each needed thing is offered until it is taken and is
    /// taken exactly once; nothing not needed is offered; the write request is never taken before
    /// both cache updates (same cycle allowed) nor without room; `done` comes exactly in the cycle
    /// the last needed thing is taken (or at once if nothing is), and the next commit starts clear.
    #[test]
    fn hands_over_each_thing_once() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xC0);
        let mut u = CommitHandover::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        let mut commits = 0;
        while commits < 3_000 {
            let need = [rng.gen_bool(0.6), rng.gen_bool(0.6), rng.gen_bool(0.2)];
            let mut taken = [0u32; 3];
            let mut cycles = 0;
            // A few idle cycles between commits: nothing is offered.
            for _ in 0..rng.gen_range(0..3) {
                u.active.next = false;
                u.need_up.next = rng.gen();
                u.need_mup.next = rng.gen();
                u.up_ready.next = true;
                u.mup_ready.next = true;
                settle(&mut u);
                assert!(!u.up_valid.val() && !u.mup_valid.val(), "nothing offered while not active");
                rising_edge(&mut u, |u| &mut u.clock);
            }
            loop {
                u.active.next = true;
                u.need_up.next = need[0];
                u.need_wr.next = need[1];
                u.need_mup.next = need[2];
                u.wr_room.next = rng.gen_bool(0.7);
                u.up_ready.next = rng.gen_bool(0.5);
                u.wr_ready.next = rng.gen_bool(0.5);
                u.mup_ready.next = rng.gen_bool(0.5);
                settle(&mut u);
                let offers = [u.up_valid.val(), u.wr_valid.val(), u.mup_valid.val()];
                let readies = [u.up_ready.val(), u.wr_ready.val(), u.mup_ready.val()];
                for k in 0..3 {
                    assert!(!offers[k] || (need[k] && taken[k] == 0), "thing {k} offered when not needed or already taken");
                    if need[k] && taken[k] == 0 && k != 1 {
                        assert!(offers[k], "cache update {k} offered until taken");
                    }
                }
                let now: Vec<bool> = (0..3).map(|k| offers[k] && readies[k]).collect();
                if now[1] {
                    assert!(u.wr_room.val(), "no write request without room");
                    for k in [0, 2] {
                        assert!(!need[k] || taken[k] > 0 || now[k], "write request before cache update {k}");
                    }
                }
                for k in 0..3 {
                    taken[k] += now[k] as u32;
                }
                let all = (0..3).all(|k| !need[k] || taken[k] == 1);
                assert_eq!(u.done.val(), all, "done exactly when everything needed is taken ({need:?} {taken:?})");
                rising_edge(&mut u, |u| &mut u.clock);
                cycles += 1;
                assert!(cycles < 200, "a commit ends");
                if all {
                    break;
                }
            }
            assert!((0..3).all(|k| taken[k] == need[k] as u32), "each thing once: {need:?} {taken:?}");
            commits += 1;
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_commit_handover", CommitHandover::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
