//! Stage 1's decision in the context cache (a part of [`crate::ctx_cache::CtxCache`]): what its
//! operation does, from the set's tag match, the set's state and the MSHR being installed. It
//! decides only; the cache moves the lines by the selects decided here (no data passes through).
//!
//! Combinational, no clock. The operation is one of: a lookup (`0`), an update (`6`), a command
//! ([`crate::ctx_cache::cmd`]: write `1`, read `2`, invalidate `3`, flush `4`), a flush-all slot
//! (`7`: set = index[7:0], way = tag[1:0]), an MSHR's install (`fill`), or a prefetch (`pf`).
//! In order:
//! - an install writes the filled line into the way reserved for it (unless an update was
//!   absorbed meanwhile: that way holds the update), answers the lookup, prefetch or command
//!   that missed, and releases the set and the MSHR;
//! - a prefetch goes only as a miss that can start its fill now, else it is dropped;
//! - a new operation parks if its set has operations parked or it cannot go now (set owned by an
//!   MSHR, or a miss with no MSHR free); a replayed one stays at the queue's head;
//! - else it acts: out of range it is answered with an error (an update is counted and dropped);
//!   a lookup hit answers, a miss starts an MSHR (write-back of a dirty victim, fill); an update
//!   or a write command writes the entry dirty into its way (into the MSHR's way when the set's
//!   fill is for this entry: absorbed), allocating over the victim (its write-back if dirty)
//!   without reading host memory; invalidate / flush write a hit way back if dirty and drop it
//!   or keep it clean; a flush-all slot writes its way back if dirty and keeps it clean.
use rust_hdl::prelude::*;

/// The data side of the decision ([`crate::ctx_line_move::CtxLineMove`] moves the lines by it):
/// where the write goes and what it writes, what the answer carries, what a new MSHR takes.
#[derive(Copy, Clone, Debug, PartialEq, LogicStruct)]
pub struct MoveSel {
    /// The way written.
    pub w_way: WaySel,
    /// The tag word written.
    pub w_tw: TagSel,
    /// The line written.
    pub w_line: LineSel,
    /// The answer's line (also a command's completion data when `c_line`).
    pub r_line: LineSel,
    /// The answer carries the installing MSHR's tag (else the operation's).
    pub r_install_tag: Bit,
    /// A command's completion takes the answer's line as its data (else zeros).
    pub c_line: Bit,
    /// A new MSHR writes the hit way's line back (invalidate / flush), else the victim's.
    pub ms_hit: Bit,
    /// A new MSHR fills the entry.
    pub ms_fill: Bit,
}

impl Default for MoveSel {
    fn default() -> Self {
        MoveSel { w_way: WaySel::Hit, w_tw: TagSel::Zero, w_line: LineSel::Hit, r_line: LineSel::Hit, r_install_tag: false, c_line: false, ms_hit: false, ms_fill: false }
    }
}

/// The way the tag and data write goes to.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum WaySel {
    /// The hit way.
    Hit,
    /// The way reserved for the MSHR being installed.
    Install,
    /// The way of the MSHR that owns the set (an absorbed update).
    Absorb,
    /// The victim way.
    Victim,
}

/// The line the write (or the answer) takes.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum LineSel {
    /// No line (an answer of zeros).
    Zero,
    /// The hit way's line.
    Hit,
    /// The MSHR's filled line.
    Install,
    /// The operation's own entry (update, write command).
    Entry,
    /// The victim way's line.
    Victim,
}

/// The tag word written.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum TagSel {
    /// Invalid (0).
    Zero,
    /// The MSHR's tag word (valid, clean).
    Install,
    /// The entry's tag, valid and dirty.
    Dirty,
    /// The entry's tag, valid and clean.
    Clean,
    /// The victim's word with its dirty bit cleared (a flush-all slot's: its named way's).
    VictimCleaned,
}

/// Stage 1's decision (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxDecide {
    /// Stage 1 holds an operation.
    pub valid: Signal<In, Bit>,
    /// Its code (lookup 0, command 1..4, update 6, flush-all slot 7).
    pub op: Signal<In, Bits<3>>,
    /// It is an MSHR's install.
    pub fill: Signal<In, Bit>,
    /// It is a prefetch.
    pub pf: Signal<In, Bit>,
    /// It comes from the replay queue.
    pub replay: Signal<In, Bit>,
    /// Its index is inside the table.
    pub in_range: Signal<In, Bit>,
    /// The tag match: a valid way holds the entry.
    pub hit: Signal<In, Bit>,
    /// The hit way is dirty.
    pub h_dirty: Signal<In, Bit>,
    /// Some way of the set is invalid (the victim is the lowest one, else round-robin).
    pub inv_any: Signal<In, Bit>,
    /// The victim way is valid and dirty.
    pub v_dirty: Signal<In, Bit>,
    /// An MSHR is free. (Always so for a command: the cache takes a command only while no MSHR
    /// is outstanding and nothing is parked, so an invalidate or flush may start its write-back
    /// without asking.)
    pub free_any: Signal<In, Bit>,
    /// The set has operations parked.
    pub parked: Signal<In, Bit>,
    /// The set is owned by an MSHR (its write-back or fill is in flight).
    pub busy: Signal<In, Bit>,
    /// That MSHR fills an entry for a lookup or prefetch (an update of the entry is absorbed).
    pub absorbable: Signal<In, Bit>,
    /// The entry tag that MSHR fills.
    pub set_tag: Signal<In, Bits<16>>,
    /// The operation's entry tag (index bits 8..24).
    pub ltag: Signal<In, Bits<16>>,
    /// The installing MSHR fills an entry (not a write-back only).
    pub i_fill: Signal<In, Bit>,
    /// An update was absorbed into its way meanwhile.
    pub i_up: Signal<In, Bit>,
    /// Its DMA failed.
    pub i_err: Signal<In, Bit>,
    /// It answers a command.
    pub i_cmd: Signal<In, Bit>,
    /// It answers a prefetch (nothing).
    pub i_pf: Signal<In, Bit>,
    /// Park the operation.
    pub park: Signal<Out, Bit>,
    /// Pop the replay queue's head (the operation is it, and it goes).
    pub pop: Signal<Out, Bit>,
    /// Release the set and the MSHR (an install).
    pub rel: Signal<Out, Bit>,
    /// The replayed head waits for its set: remember the set.
    pub hold_set: Signal<Out, Bit>,
    /// Write the tag (and data) RAMs.
    pub w_en: Signal<Out, Bit>,
    /// The data side of the decision.
    pub mv: Signal<Out, MoveSel>,
    /// Push an answer to the response queue.
    pub r_push: Signal<Out, Bit>,
    /// The answer is an error.
    pub r_err: Signal<Out, Bit>,
    /// Complete the command.
    pub c_set: Signal<Out, Bit>,
    /// With an error.
    pub c_err: Signal<Out, Bit>,
    /// Start an MSHR.
    pub mstart: Signal<Out, Bit>,
    /// It writes a line back first.
    pub ms_wb: Signal<Out, Bit>,
    /// An update is absorbed into the set's MSHR (marked on the MSHR: its install must not
    /// overwrite the way).
    pub a_set: Signal<Out, Bit>,
    /// Advance the round-robin victim pointer.
    pub rr_inc: Signal<Out, Bit>,
    /// Count a lookup hit.
    pub hit_inc: Signal<Out, Bit>,
    /// Count a dropped update (out of range).
    pub drop_inc: Signal<Out, Bit>,
    is_lookup: Signal<Local, Bit>,
    is_write: Signal<Local, Bit>,
    is_cmd: Signal<Local, Bit>,
    ab: Signal<Local, Bit>,
    ok: Signal<Local, Bit>,
    pf_go: Signal<Local, Bit>,
    act: Signal<Local, Bit>,
}

impl Default for CtxDecide {
    fn default() -> Self {
        Self {
            valid: Default::default(),
            op: Default::default(),
            fill: Default::default(),
            pf: Default::default(),
            replay: Default::default(),
            in_range: Default::default(),
            hit: Default::default(),
            h_dirty: Default::default(),
            inv_any: Default::default(),
            v_dirty: Default::default(),
            free_any: Default::default(),
            parked: Default::default(),
            busy: Default::default(),
            absorbable: Default::default(),
            set_tag: Default::default(),
            ltag: Default::default(),
            i_fill: Default::default(),
            i_up: Default::default(),
            i_err: Default::default(),
            i_cmd: Default::default(),
            i_pf: Default::default(),
            park: Default::default(),
            pop: Default::default(),
            rel: Default::default(),
            hold_set: Default::default(),
            w_en: Default::default(),
            mv: Default::default(),
            r_push: Default::default(),
            r_err: Default::default(),
            c_set: Default::default(),
            c_err: Default::default(),
            mstart: Default::default(),
            ms_wb: Default::default(),
            a_set: Default::default(),
            rr_inc: Default::default(),
            hit_inc: Default::default(),
            drop_inc: Default::default(),
            is_lookup: Default::default(),
            is_write: Default::default(),
            is_cmd: Default::default(),
            ab: Default::default(),
            ok: Default::default(),
            pf_go: Default::default(),
            act: Default::default(),
        }
    }
}

impl Logic for CtxDecide {
    #[hdl_gen]
    fn update(&mut self) {
        self.is_lookup.next = (self.op.val() == 0) | (self.op.val() == 2);
        self.is_write.next = (self.op.val() == 6) | (self.op.val() == 1);
        self.is_cmd.next = (self.op.val() == 1) | (self.op.val() == 2) | (self.op.val() == 3) | (self.op.val() == 4);
        // An update of an entry whose fill is in flight is taken by that MSHR: written at once
        // into the way reserved for the fill (the set is the MSHR's, nothing else reads it), and
        // the fill then only answers its lookup (the line stays the update's).
        self.ab.next = self.busy.val()
            & self.absorbable.val()
            & (self.set_tag.val() == self.ltag.val())
            & self.in_range.val()
            & (self.op.val() == 6);
        self.ok.next = !self.in_range.val() | (!self.busy.val() & (self.hit.val() | self.free_any.val())) | self.ab.val();
        if self.op.val() == 7 {
            self.ok.next = !self.busy.val() & self.free_any.val();
        }
        self.pf_go.next = self.in_range.val() & !self.busy.val() & !self.hit.val() & self.free_any.val() & !self.parked.val();
        self.park.next = false;
        self.pop.next = false;
        self.act.next = false;
        self.rel.next = false;
        self.hold_set.next = false;
        self.w_en.next = false;
        self.mv.next.w_way = WaySel::Hit;
        self.r_push.next = false;
        self.r_err.next = false;
        self.mv.next.r_install_tag = false;
        self.c_set.next = false;
        self.c_err.next = false;
        self.mstart.next = false;
        self.mv.next.ms_fill = false;
        self.ms_wb.next = false;
        self.mv.next.ms_hit = false;
        self.a_set.next = false;
        self.rr_inc.next = false;
        self.hit_inc.next = false;
        self.drop_inc.next = false;
        // What is written and answered follows from the operation alone, not from the tag match
        // or the set's state: below only whether (`w_en`, `r_push`, `c_set`) is decided, so the
        // data paths (the written tag word and line, the answer's line) do not
        // wait for the decision. An install writes the filled line (invalid on a DMA error) and
        // answers with it; an update or write command writes its entry dirty; a flush keeps the
        // hit line clean, an invalidate leaves the way invalid; a flush-all slot cleans its way;
        // a lookup or read answers with the hit line, out of range with zeros.
        self.mv.next.w_tw = TagSel::Zero;
        self.mv.next.w_line = LineSel::Hit;
        self.mv.next.r_line = LineSel::Hit;
        self.mv.next.c_line = self.op.val() == 2;
        if self.is_write.val() {
            self.mv.next.w_tw = TagSel::Dirty;
            self.mv.next.w_line = LineSel::Entry;
        }
        if self.op.val() == 4 {
            self.mv.next.w_tw = TagSel::Clean;
        }
        if self.op.val() == 7 {
            self.mv.next.w_tw = TagSel::VictimCleaned;
            self.mv.next.w_line = LineSel::Victim;
        }
        if !self.in_range.val() {
            self.mv.next.r_line = LineSel::Zero;
        }
        // Where a write goes, also decided apart from whether it happens (`w_en`): an install
        // into its reserved way, a flush-all slot into its named way (the victim's place), an
        // absorbed update into the owning MSHR's way, a write that misses over the victim.
        if self.is_write.val() & !self.hit.val() {
            self.mv.next.w_way = WaySel::Victim;
        }
        if self.is_write.val() & self.ab.val() {
            self.mv.next.w_way = WaySel::Absorb;
        }
        if self.op.val() == 7 {
            self.mv.next.w_way = WaySel::Victim;
        }
        if self.fill.val() {
            self.mv.next.w_way = WaySel::Install;
            self.mv.next.w_tw = TagSel::Install;
            if self.i_err.val() {
                self.mv.next.w_tw = TagSel::Zero;
            }
            self.mv.next.w_line = LineSel::Install;
            self.mv.next.r_line = LineSel::Install;
            self.mv.next.c_line = true;
        }
        if self.valid.val() {
            if self.fill.val() {
                // An MSHR's DMA is done: install its filled line (or leave the way invalid on a
                // DMA error), answer, free the set and the MSHR. If an update was taken meanwhile,
                // the way holds it: no write. A write-back-only MSHR just frees its set.
                self.rel.next = true;
                if self.i_fill.val() {
                    self.w_en.next = !self.i_up.val();
                    self.r_err.next = self.i_err.val();
                    self.mv.next.r_install_tag = true;
                    if self.i_cmd.val() {
                        self.c_set.next = true;
                        self.c_err.next = self.i_err.val();
                    } else if !self.i_pf.val() {
                        self.r_push.next = true;
                    }
                }
            } else if self.pf.val() {
                // A prefetch goes only as a miss that can start its fill now; otherwise it is
                // dropped (a hint: nothing waits for it).
                self.act.next = self.pf_go.val();
            } else if !self.replay.val() & (self.parked.val() | !self.ok.val()) {
                // Its set has operations parked (they go first), or it cannot go now.
                self.park.next = true;
            } else if self.replay.val() & !self.ok.val() {
                // Stays at the queue's head; issued again once its set is free (if that is what
                // stopped it) and an MSHR is.
                self.hold_set.next = self.busy.val();
            } else {
                self.act.next = true;
                self.pop.next = self.replay.val();
            }
        }
        if self.act.val() {
            if !self.in_range.val() {
                if self.is_cmd.val() {
                    self.c_set.next = true;
                    self.c_err.next = true;
                } else if self.op.val() == 0 {
                    self.r_push.next = true;
                    self.r_err.next = true;
                } else if self.op.val() == 6 {
                    self.drop_inc.next = true;
                }
            }
            if self.in_range.val() | (self.op.val() == 7) {
                if self.is_lookup.val() {
                    if self.hit.val() {
                        if self.op.val() == 0 {
                            self.r_push.next = true;
                            self.hit_inc.next = true;
                        } else {
                            self.c_set.next = true;
                        }
                    } else {
                        // Miss: write back a dirty victim, fill, answer from the fill.
                        self.mstart.next = true;
                        self.mv.next.ms_fill = true;
                        self.ms_wb.next = self.v_dirty.val();
                        self.rr_inc.next = !self.inv_any.val();
                    }
                } else if self.is_write.val() & self.ab.val() {
                    self.w_en.next = true;
                    self.a_set.next = true;
                } else if self.is_write.val() {
                    self.w_en.next = true;
                    if !self.hit.val() {
                        // Allocate without reading host memory; a dirty victim goes to the engine.
                        self.rr_inc.next = !self.inv_any.val();
                        self.mstart.next = self.v_dirty.val();
                        self.ms_wb.next = self.v_dirty.val();
                    }
                    if self.op.val() == 1 {
                        self.c_set.next = true;
                    }
                } else if (self.op.val() == 3) | (self.op.val() == 4) {
                    // Invalidate / flush one entry.
                    self.c_set.next = true;
                    if self.hit.val() {
                        self.w_en.next = true;
                        self.mstart.next = self.h_dirty.val();
                        self.ms_wb.next = self.h_dirty.val();
                        self.mv.next.ms_hit = self.h_dirty.val();
                    }
                } else if self.op.val() == 7 {
                    // Flush-all slot: a dirty way is written back and stays, clean.
                    if self.v_dirty.val() {
                        self.w_en.next = true;
                        self.mstart.next = true;
                        self.ms_wb.next = true;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{Rng, SeedableRng};

    /// One decision's inputs, at random (every input a coin, the tags equal half the time).
    fn drive(u: &mut CtxDecide, rng: &mut impl Rng) {
        u.valid.next = rng.gen_bool(0.9);
        let (fill, pf) = (rng.gen_bool(0.2), rng.gen_bool(0.2));
        // A prefetch is a new lookup (it never parks, so it is never replayed).
        let op = if pf { 0 } else { [0u64, 0, 1, 2, 3, 4, 6, 6, 7][rng.gen_range(0..9)] };
        u.op.next = op.into();
        u.fill.next = fill;
        u.pf.next = pf;
        u.replay.next = !pf && rng.gen();
        u.in_range.next = rng.gen_bool(0.8);
        u.hit.next = rng.gen();
        u.h_dirty.next = rng.gen();
        u.inv_any.next = rng.gen();
        u.v_dirty.next = rng.gen();
        u.free_any.next = rng.gen();
        if (1..=4).contains(&op) && !fill && !pf {
            // The cache's contract: a command is taken only with no MSHR outstanding.
            u.free_any.next = true;
        }
        u.parked.next = rng.gen_bool(0.3);
        u.busy.next = rng.gen();
        u.absorbable.next = rng.gen();
        let t: u64 = rng.gen_range(0..4);
        u.ltag.next = t.into();
        u.set_tag.next = if rng.gen() { t.into() } else { rng.gen_range(0..4u64).into() };
        u.i_fill.next = rng.gen();
        u.i_up.next = rng.gen();
        u.i_err.next = rng.gen();
        u.i_cmd.next = rng.gen();
        u.i_pf.next = rng.gen();
    }

    /// The decision's safety and liveness rules over random inputs: nothing happens without an
    /// operation; an MSHR starts only when one is free and never on a set an MSHR owns; a dirty
    /// line is never overwritten or dropped without its write-back; a set an MSHR owns is written
    /// only by an absorbed update; out of range nothing is written; a parked operation does
    /// nothing else; every lookup and command that goes is answered or fills; a prefetch never
    /// parks, answers or writes; an install releases its MSHR and answers exactly its requester.
    #[test]
    fn keeps_the_cache_rules() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xDEC1DE);
        let mut u = CtxDecide::default();
        u.connect_all();
        let mut seen = [0u32; 6];
        for n in 0..100_000 {
            drive(&mut u, &mut rng);
            settle(&mut u);
            let (valid, op, fill, pf, replay) = (u.valid.val(), u.op.val().to_u64(), u.fill.val(), u.pf.val(), u.replay.val());
            let (busy, in_range) = (u.busy.val(), u.in_range.val());
            let (park, pop, rel, w_en, mstart) = (u.park.val(), u.pop.val(), u.rel.val(), u.w_en.val(), u.mstart.val());
            let (r_push, c_set) = (u.r_push.val(), u.c_set.val());
            let at = format!("case {n}: valid {valid} op {op} fill {fill} pf {pf} replay {replay} busy {busy} in_range {in_range} hit {} free {}", u.hit.val(), u.free_any.val());
            let any = park | pop | rel | w_en | mstart | r_push | c_set | u.a_set.val() | u.rr_inc.val() | u.hit_inc.val() | u.drop_inc.val() | u.hold_set.val();
            if !valid {
                assert!(!any, "{at}: no operation, no effect");
                continue;
            }
            if mstart {
                assert!(u.free_any.val() && !busy && !fill, "{at}: an MSHR starts only when one is free, on a set no MSHR owns");
                seen[0] += 1;
            }
            if w_en && u.mv.val().w_way == WaySel::Victim && u.v_dirty.val() {
                assert!(mstart && u.ms_wb.val() && !u.mv.val().ms_hit, "{at}: a dirty victim is written back first");
                seen[1] += 1;
            }
            if w_en && u.mv.val().w_way == WaySel::Hit && u.h_dirty.val() && u.mv.val().w_line != LineSel::Entry {
                assert!(mstart && u.ms_wb.val() && u.mv.val().ms_hit, "{at}: a dirty line dropped or cleaned is written back first");
                seen[2] += 1;
            }
            if busy && !fill && w_en {
                assert!(u.mv.val().w_way == WaySel::Absorb && u.a_set.val(), "{at}: an owned set is written only by an absorbed update");
            }
            if !fill && !in_range && op != 7 {
                assert!(!w_en && !mstart, "{at}: out of range nothing is written");
            }
            if park {
                assert!(!(pop | w_en | mstart | r_push | c_set | rel), "{at}: a parked operation does nothing else");
                assert!(!replay && !fill && !pf, "{at}: only a new operation parks");
            }
            if pop {
                assert!(replay, "{at}: only a replayed operation pops");
            }
            if !fill && pf {
                assert!(!(park | r_push | c_set | w_en), "{at}: a prefetch is only a hint");
            } else if !fill && (op == 0 || (1..=4).contains(&op)) {
                let waits = park || (replay && !pop);
                let done = if op == 0 { r_push } else { c_set };
                let fills = mstart && u.mv.val().ms_fill && (op == 0 || op == 2);
                assert!(waits ^ (done || fills), "{at}: a lookup or command waits, or is answered or fills (exactly one)");
                seen[3] += 1;
            } else if !fill && op == 6 && in_range && !park && !(replay && !pop) {
                assert!(w_en && u.mv.val().w_line == LineSel::Entry && u.mv.val().w_tw == TagSel::Dirty, "{at}: an update that goes is written, dirty");
                seen[4] += 1;
            }
            if fill {
                assert!(rel, "{at}: an install releases its set and MSHR");
                if u.i_fill.val() {
                    assert_eq!(w_en, !u.i_up.val(), "{at}: the filled line is written unless an update took the way");
                    let want = (u.i_cmd.val(), !u.i_cmd.val() && !u.i_pf.val());
                    assert_eq!((c_set, r_push), want, "{at}: the install answers exactly its requester");
                    seen[5] += 1;
                } else {
                    assert!(!(w_en | r_push | c_set), "{at}: a write-back-only MSHR just frees its set");
                }
            }
        }
        assert!(seen.iter().all(|&k| k > 200), "every rule was exercised: {seen:?}");
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_decide", CtxDecide::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
