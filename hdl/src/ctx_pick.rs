//! Stage 0's pick in the context cache (a part of [`crate::ctx_cache::CtxCache`]): which one
//! operation (or which update and lookup) enters the pipeline this cycle, and which ports are
//! taken. It decides only; the cache moves the picked operation's index, tag, code and entry by
//! [`CtxPick::src`] (no data passes through).
//!
//! Combinational, no clock. Priority, highest first:
//! 1. nothing while the cache initialises after reset;
//! 2. an MSHR ready to install (while the response queue has room for a replay's answer);
//! 3. the replay queue's head, once an MSHR is free, its set is not held by an install still to
//!    come (`hold`), no replay is in stage 1 (replays run one per two cycles) and the response
//!    queue has room;
//! 4. a command, only with nothing in flight and nothing parked (commands run alone); a
//!    `FLUSH_ALL` starts the flush-all walk instead of entering the pipeline;
//! 5. the flush-all walk: one slot every two cycles, each only with nothing in flight;
//! 6. new operations, while no command waits or runs, fewer than the limit are parked and the
//!    response queue has room. The primary operation is picked from the ports' valid bits
//!    alone: the lookup if one is offered (unless the update is of the same set), else the
//!    update, else the prefetch. An update beside a lookup of another set goes through the
//!    second port (`dual`): with the lookup, or alone when the lookup must wait (`lk_stall`).
//!    An update is never held up by lookups. A prefetch goes only when nothing else is offered.
use rust_hdl::prelude::*;

/// Where stage 1's primary operation comes from.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum PickSrc {
    /// Nothing (initialising, a flush-all walk waiting, or a `FLUSH_ALL` starting).
    Idle,
    /// The MSHR at the install queue's head.
    Install,
    /// The replay queue's head.
    Replay,
    /// The command port.
    Command,
    /// The flush-all walk's slot.
    FlushAll,
    /// The lookup port.
    Lookup,
    /// The update port.
    Update,
    /// The prefetch port.
    Prefetch,
}

/// `pq` codes: which new-operation port the primary operation came from (its parked-set compare
/// is picked by it in stage 1).
pub mod pq {
    /// Not a new operation.
    pub const NONE: u64 = 0;
    /// The lookup port.
    pub const LOOKUP: u64 = 1;
    /// The update port.
    pub const UPDATE: u64 = 2;
    /// The prefetch port.
    pub const PREFETCH: u64 = 3;
    // (`hdl_gen` takes literals, not paths: the update writes these values.)
    const _: () = assert!(NONE == 0 && LOOKUP == 1 && UPDATE == 2 && PREFETCH == 3);
}

/// Stage 0's pick (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct CtxPick {
    /// The cache is initialising after reset.
    pub init: Signal<In, Bit>,
    /// An MSHR is ready to install.
    pub ins_valid: Signal<In, Bit>,
    /// The response queue has room for a replay's or an install's answer.
    pub room_replay: Signal<In, Bit>,
    /// The response queue has room for a new operation's answer.
    pub room_new: Signal<In, Bit>,
    /// The replay queue holds an operation.
    pub rq_valid: Signal<In, Bit>,
    /// The replay queue is empty.
    pub rq_empty: Signal<In, Bit>,
    /// Fewer operations than the limit are parked.
    pub rq_below_limit: Signal<In, Bit>,
    /// The replay queue's head waits for its set's install.
    pub hold: Signal<In, Bit>,
    /// An MSHR is free.
    pub free_any: Signal<In, Bit>,
    /// Stage 1 holds a replayed operation.
    pub s1_replay: Signal<In, Bit>,
    /// Nothing is in flight: stage 1 empty (both ports) and no MSHR outstanding.
    pub idle: Signal<In, Bit>,
    /// A command is offered.
    pub cmd_valid: Signal<In, Bit>,
    /// It is `FLUSH_ALL`.
    pub cmd_flush_all: Signal<In, Bit>,
    /// A command is running (taken, not yet completed).
    pub c_active: Signal<In, Bit>,
    /// The flush-all walk is running.
    pub fa_active: Signal<In, Bit>,
    /// The flush-all walk's phase (a slot goes only in phase 0).
    pub fa_phase: Signal<In, Bit>,
    /// A lookup is offered.
    pub lk_valid: Signal<In, Bit>,
    /// An update is offered.
    pub up_valid: Signal<In, Bit>,
    /// A prefetch is offered.
    pub pf_valid: Signal<In, Bit>,
    /// The lookup's and the update's sets are equal.
    pub same_set: Signal<In, Bit>,
    /// The lookup waits at its port (its entry was parked last).
    pub lk_stall: Signal<In, Bit>,
    /// The update waits at its port (its entry was parked last).
    pub up_stall: Signal<In, Bit>,
    /// The primary operation's source (its index, tag, code and entry).
    pub src: Signal<Out, PickSrc>,
    /// Stage 1 gets a primary operation.
    pub valid: Signal<Out, Bit>,
    /// It is an install.
    pub fill: Signal<Out, Bit>,
    /// It is a replay.
    pub replay: Signal<Out, Bit>,
    /// It is a prefetch.
    pub pf: Signal<Out, Bit>,
    /// Its set is the picked operation's (install, replay, command, flush-all slot), not the
    /// new operations' ports'.
    pub old: Signal<Out, Bit>,
    /// Its new-operation port ([`pq`]).
    pub pq: Signal<Out, Bits<2>>,
    /// The update goes through the second port (a dual slot).
    pub dual: Signal<Out, Bit>,
    /// Take the install queue's head.
    pub ins_take: Signal<Out, Bit>,
    /// Lookup taken.
    pub lk_ready: Signal<Out, Bit>,
    /// Update taken.
    pub up_ready: Signal<Out, Bit>,
    /// Prefetch taken.
    pub pf_ready: Signal<Out, Bit>,
    /// Command taken.
    pub cmd_ready: Signal<Out, Bit>,
    /// It is `FLUSH_ALL`: start the walk.
    pub fa_start: Signal<Out, Bit>,
    /// The walk has the slot this cycle: its phase becomes `fa_take`.
    pub fa_turn: Signal<Out, Bit>,
    /// The walk's slot goes to stage 1.
    pub fa_take: Signal<Out, Bit>,
    accept: Signal<Local, Bit>,
    lk_first: Signal<Local, Bit>,
}

impl Logic for CtxPick {
    #[hdl_gen]
    fn update(&mut self) {
        self.accept.next = !self.c_active.val()
            & !self.fa_active.val()
            & !self.cmd_valid.val()
            & self.rq_below_limit.val()
            & self.room_new.val();
        self.lk_first.next = self.lk_valid.val() & !(self.up_valid.val() & self.same_set.val());
        self.src.next = PickSrc::Idle;
        self.valid.next = false;
        self.fill.next = false;
        self.replay.next = false;
        self.pf.next = false;
        self.old.next = false;
        self.pq.next = 0.into(); // pq::NONE
        self.dual.next = false;
        self.ins_take.next = false;
        self.lk_ready.next = false;
        self.up_ready.next = false;
        self.pf_ready.next = false;
        self.cmd_ready.next = false;
        self.fa_start.next = false;
        self.fa_turn.next = false;
        self.fa_take.next = false;
        if self.init.val() {
            // Clearing the tag and set RAMs, filling the free list.
        } else if self.ins_valid.val() & self.room_replay.val() {
            self.src.next = PickSrc::Install;
            self.valid.next = true;
            self.fill.next = true;
            self.old.next = true;
            self.ins_take.next = true;
        } else if self.rq_valid.val()
            & !self.hold.val()
            & self.free_any.val()
            & !self.s1_replay.val()
            & self.room_replay.val()
        {
            self.src.next = PickSrc::Replay;
            self.valid.next = true;
            self.replay.next = true;
            self.old.next = true;
        } else if self.cmd_valid.val()
            & !self.c_active.val()
            & !self.fa_active.val()
            & self.idle.val()
            & self.rq_empty.val()
        {
            self.cmd_ready.next = true;
            if self.cmd_flush_all.val() {
                self.fa_start.next = true;
            } else {
                self.src.next = PickSrc::Command;
                self.valid.next = true;
                self.old.next = true;
            }
        } else if self.fa_active.val() {
            self.fa_turn.next = true;
            if !self.fa_phase.val() & self.idle.val() {
                self.src.next = PickSrc::FlushAll;
                self.valid.next = true;
                self.old.next = true;
                self.fa_take.next = true;
            }
        } else {
            if self.lk_first.val() {
                self.src.next = PickSrc::Lookup;
                self.pq.next = 1.into(); // pq::LOOKUP
            } else if self.up_valid.val() {
                self.src.next = PickSrc::Update;
                self.pq.next = 2.into(); // pq::UPDATE
            } else {
                self.src.next = PickSrc::Prefetch;
                self.pq.next = 3.into(); // pq::PREFETCH
            }
            if self.up_valid.val() {
                if self.accept.val() & !self.up_stall.val() {
                    self.up_ready.next = true;
                    if self.lk_valid.val() & !self.same_set.val() {
                        self.dual.next = true;
                        if !self.lk_stall.val() {
                            self.lk_ready.next = true;
                            self.valid.next = true;
                        }
                    } else {
                        self.valid.next = true;
                    }
                }
            } else if self.lk_valid.val() {
                if self.accept.val() & !self.lk_stall.val() {
                    self.lk_ready.next = true;
                    self.valid.next = true;
                }
            } else if self.pf_valid.val() & self.accept.val() {
                self.pf_ready.next = true;
                self.valid.next = true;
                self.pf.next = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{Rng, SeedableRng};

    /// The pick's rules over random inputs (every input a coin, biased so that each branch is
    /// reached): nothing while initialising; each port taken only when offered; at most one source
    /// a cycle; an install before a replay before a command before the flush-all walk before new
    /// operations; a command and a flush-all slot only with nothing in flight; new operations only
    /// when accepted; the primary operation's source is the port that is taken; an update beside a
    /// lookup of another set shares the slot, of the same set goes alone; an offered update that
    /// may go always goes; a prefetch only when nothing else is offered.
    #[test]
    fn keeps_the_pick_rules() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x9_1C_C0);
        let mut u = CtxPick::default();
        u.connect_all();
        let mut seen = [0u32; 8];
        for n in 0..100_000 {
            u.init.next = rng.gen_bool(0.05);
            u.ins_valid.next = rng.gen_bool(0.15);
            u.room_replay.next = rng.gen_bool(0.9);
            u.room_new.next = rng.gen_bool(0.9);
            u.rq_valid.next = rng.gen_bool(0.2);
            u.rq_empty.next = !u.rq_valid.next || rng.gen_bool(0.1);
            u.rq_below_limit.next = rng.gen_bool(0.9);
            u.hold.next = rng.gen_bool(0.3);
            u.free_any.next = rng.gen_bool(0.8);
            u.s1_replay.next = rng.gen_bool(0.3);
            u.idle.next = rng.gen_bool(0.5);
            u.cmd_valid.next = rng.gen_bool(0.15);
            u.cmd_flush_all.next = rng.gen_bool(0.3);
            u.c_active.next = rng.gen_bool(0.15);
            u.fa_active.next = rng.gen_bool(0.1);
            u.fa_phase.next = rng.gen();
            u.lk_valid.next = rng.gen_bool(0.6);
            u.up_valid.next = rng.gen_bool(0.5);
            u.pf_valid.next = rng.gen_bool(0.5);
            u.same_set.next = rng.gen_bool(0.3);
            u.lk_stall.next = rng.gen_bool(0.2);
            u.up_stall.next = rng.gen_bool(0.2);
            settle(&mut u);
            let (init, ins, room, rq, idle) = (u.init.val(), u.ins_valid.val(), u.room_replay.val(), u.rq_valid.val(), u.idle.val());
            let (lk, up, pf, cmd) = (u.lk_valid.val(), u.up_valid.val(), u.pf_valid.val(), u.cmd_valid.val());
            let (lk_r, up_r, pf_r, cmd_r, ins_r) = (u.lk_ready.val(), u.up_ready.val(), u.pf_ready.val(), u.cmd_ready.val(), u.ins_take.val());
            let (valid, src, dual, fa_take) = (u.valid.val(), u.src.val(), u.dual.val(), u.fa_take.val());
            let replay = valid && src == PickSrc::Replay;
            let new = lk_r || up_r || pf_r;
            let at = format!("case {n}: init {init} ins {ins} rq {rq} idle {idle} cmd {cmd} lk {lk} up {up} pf {pf} -> {src:?} valid {valid}");
            if init {
                assert!(!(valid | new | cmd_r | ins_r | fa_take | u.fa_start.val()), "{at}: nothing while initialising");
                continue;
            }
            assert!(!lk_r || lk, "{at}: lookup taken unoffered");
            assert!(!up_r || up, "{at}: update taken unoffered");
            assert!(!pf_r || pf, "{at}: prefetch taken unoffered");
            assert!(!cmd_r || cmd, "{at}: command taken unoffered");
            assert!(!ins_r || ins, "{at}: install taken unready");
            let sources = [ins_r, replay, cmd_r, fa_take, new].iter().filter(|&&b| b).count();
            assert!(sources <= 1, "{at}: one source a cycle");
            assert_eq!(ins_r, ins && room, "{at}: an install goes first whenever the answers have room");
            let replay_may = rq && !u.hold.val() && u.free_any.val() && !u.s1_replay.val() && room;
            assert_eq!(replay, !ins_r && replay_may, "{at}: the replay's priority");
            if replay {
                seen[0] += 1;
            }
            if cmd_r {
                assert!(idle && u.rq_empty.val() && !u.c_active.val() && !u.fa_active.val(), "{at}: a command runs alone");
                assert_eq!(u.fa_start.val(), u.cmd_flush_all.val(), "{at}: FLUSH_ALL starts the walk");
                assert_eq!(valid, !u.cmd_flush_all.val(), "{at}: other commands enter stage 1");
                seen[1] += 1;
            }
            if fa_take {
                assert!(u.fa_active.val() && !u.fa_phase.val() && idle && u.fa_turn.val(), "{at}: a flush-all slot only in phase 0 with nothing in flight");
                seen[2] += 1;
            }
            let accept = !u.c_active.val() && !u.fa_active.val() && !cmd && u.rq_below_limit.val() && u.room_new.val();
            if new {
                assert!(accept, "{at}: new operations only when accepted");
            }
            assert!(!lk_r || !u.lk_stall.val(), "{at}: a stalled lookup waits");
            assert!(!up_r || !u.up_stall.val(), "{at}: a stalled update waits");
            if lk_r && up_r {
                assert!(dual && !u.same_set.val(), "{at}: a lookup and an update together are a dual slot of two sets");
                seen[3] += 1;
            }
            if dual {
                assert!(up_r && lk && !u.same_set.val(), "{at}: a dual slot is an update beside a lookup of another set");
            }
            if lk_r {
                assert!(valid && src == PickSrc::Lookup && u.pq.val() == pq::LOOKUP, "{at}: a taken lookup is the primary operation");
            }
            if up_r && !dual {
                assert!(valid && src == PickSrc::Update && u.pq.val() == pq::UPDATE, "{at}: an update alone is the primary operation");
                if lk {
                    seen[4] += 1;
                }
            }
            if up_r && dual && !lk_r {
                assert!(!valid, "{at}: an update alone through the second port leaves the primary slot empty");
                seen[5] += 1;
            }
            if pf_r {
                assert!(!lk && !up && valid && u.pf.val() && src == PickSrc::Prefetch, "{at}: a prefetch only when nothing else is offered");
                seen[6] += 1;
            }
            let new_turn = !ins_r && !replay_may && !(cmd && !u.c_active.val() && !u.fa_active.val() && idle && u.rq_empty.val()) && !u.fa_active.val();
            if new_turn && up && accept && !u.up_stall.val() {
                assert!(up_r, "{at}: an update that may go goes");
                seen[7] += 1;
            }
            if new_turn && lk && !up && accept && !u.lk_stall.val() {
                assert!(lk_r, "{at}: a lookup that may go goes");
            }
            if valid {
                assert_eq!(u.old.val(), !matches!(src, PickSrc::Lookup | PickSrc::Update | PickSrc::Prefetch), "{at}: old set");
                assert_eq!(u.fill.val(), src == PickSrc::Install, "{at}: fill flag");
                assert_eq!(u.replay.val(), src == PickSrc::Replay, "{at}: replay flag");
            }
        }
        assert!(seen.iter().all(|&k| k > 100), "every rule was exercised: {seen:?}");
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_pick", CtxPick::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
