//! Stage 1's update of a dual slot in the context cache (a part of
//! [`crate::ctx_cache::CtxCache`]): the update that shares a pipeline slot with a lookup of
//! another set, through the second tag port and the second set-state port. It decides only; the
//! cache writes the entry where it says.
//!
//! Combinational, no clock. The set's tag words and state word come as read, with the words
//! written and the operations parked a cycle before forwarded over them (`fwd_*`, `sv_*`,
//! `p1_on`, `p2_on`: they belong to this set). In order, the update:
//! - is dropped (and counted) when its index is out of range;
//! - parks when its set has operations parked (they go first);
//! - when an MSHR owns its set: is written into the MSHR's way when that MSHR fills this very
//!   entry for a lookup or prefetch (absorbed: the MSHR is marked), else parks;
//! - is written into the hit way when the entry is cached;
//! - else allocates: over the lowest invalid way, else over the round-robin victim when that
//!   line is clean (the pointer advances); a dirty victim needs a write-back (an MSHR and the
//!   data port, which are the primary operation's), so the update parks.
use crate::ctx_way_match::CtxWayMatch;
use rust_hdl::prelude::*;

/// The update of a dual slot (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxDualUpdate {
    /// Stage 1 holds a dual slot's update.
    pub valid: Signal<In, Bit>,
    /// Its index is inside the table.
    pub in_range: Signal<In, Bit>,
    /// Its entry tag (index bits 8..24).
    pub ltag: Signal<In, Bits<16>>,
    /// The set's four tag words as read, way `i` in bits `18i + 17 .. 18i`.
    pub tw: Signal<In, Bits<72>>,
    /// The tag word written a cycle before belongs to this set.
    pub fwd_on: Signal<In, Bit>,
    /// Its way.
    pub fwd_way: Signal<In, Bits<2>>,
    /// That word.
    pub fwd_tw: Signal<In, Bits<18>>,
    /// The set's state word as read (`{tag[25:10], id[9:4], way[3:2], absorbable[1], busy[0]}`).
    pub sst: Signal<In, Bits<26>>,
    /// The state word written a cycle before belongs to this set.
    pub sv_on: Signal<In, Bit>,
    /// That word.
    pub sv_word: Signal<In, Bits<26>>,
    /// The set had operations parked (registered a cycle before).
    pub pq: Signal<In, Bit>,
    /// An operation of this set was parked a cycle before (first park, second park).
    pub p1_on: Signal<In, Bit>,
    /// See `p1_on`.
    pub p2_on: Signal<In, Bit>,
    /// The round-robin victim pointer.
    pub rr: Signal<In, Bits<2>>,
    /// Count a dropped update.
    pub drop_inc: Signal<Out, Bit>,
    /// Park the update.
    pub park: Signal<Out, Bit>,
    /// Write the entry (tag valid and dirty, data) into `w_way`.
    pub w_en: Signal<Out, Bit>,
    /// The way written.
    pub w_way: Signal<Out, Bits<2>>,
    /// The update is absorbed by the MSHR `a_id` (mark it).
    pub a_set: Signal<Out, Bit>,
    /// That MSHR.
    pub a_id: Signal<Out, Bits<6>>,
    /// Advance the round-robin victim pointer.
    pub rr_inc: Signal<Out, Bit>,
    wm: CtxWayMatch,
    wayc: Vec<Constant<Bits<2>>>,
    sw: Signal<Local, Bit>,
    word: Signal<Local, Bits<26>>,
    parked: Signal<Local, Bit>,
    vway: Signal<Local, Bits<2>>,
    vdirty: Signal<Local, Bit>,
}

impl Default for CtxDualUpdate {
    fn default() -> Self {
        Self {
            valid: Default::default(),
            in_range: Default::default(),
            ltag: Default::default(),
            tw: Default::default(),
            fwd_on: Default::default(),
            fwd_way: Default::default(),
            fwd_tw: Default::default(),
            sst: Default::default(),
            sv_on: Default::default(),
            sv_word: Default::default(),
            pq: Default::default(),
            p1_on: Default::default(),
            p2_on: Default::default(),
            rr: Default::default(),
            drop_inc: Default::default(),
            park: Default::default(),
            w_en: Default::default(),
            w_way: Default::default(),
            a_set: Default::default(),
            a_id: Default::default(),
            rr_inc: Default::default(),
            wm: Default::default(),
            wayc: (0..4).map(|i| Constant::new((i as u64).into())).collect(),
            sw: Default::default(),
            word: Default::default(),
            parked: Default::default(),
            vway: Default::default(),
            vdirty: Default::default(),
        }
    }
}

impl Logic for CtxDualUpdate {
    #[hdl_gen]
    fn update(&mut self) {
        self.wm.tw.next = self.tw.val();
        self.wm.fwd_on.next = self.fwd_on.val();
        self.wm.fwd_way.next = self.fwd_way.val();
        self.wm.fwd_tw.next = self.fwd_tw.val();
        self.wm.ltag.next = self.ltag.val();
        // The victim: the lowest invalid way, else the round-robin one; dirty if valid and dirty.
        self.vway.next = self.rr.val();
        if self.wm.inv_any.val() {
            self.vway.next = self.wm.inv_way.val();
        }
        self.vdirty.next = false;
        for i in 0..4 {
            if self.vway.val() == self.wayc[i].val() {
                self.vdirty.next = self.wm.vd.val().get_bit(i);
            }
        }
        self.word.next = self.sst.val();
        if self.sv_on.val() {
            self.word.next = self.sv_word.val();
        }
        self.sw.next = self.word.val().get_bit(1) & (self.word.val().get_bits::<16>(10) == self.ltag.val());
        self.parked.next = self.pq.val() | self.p1_on.val() | self.p2_on.val();
        self.drop_inc.next = false;
        self.park.next = false;
        self.w_en.next = false;
        // Where the write goes, apart from whether it happens (`w_en`): the owning MSHR's way
        // (absorbed), else the hit way, else the victim.
        self.w_way.next = self.vway.val();
        if self.wm.hit.val() {
            self.w_way.next = self.wm.hway.val();
        }
        if self.word.val().get_bit(0) {
            self.w_way.next = self.word.val().get_bits::<2>(2);
        }
        self.a_set.next = false;
        self.a_id.next = self.word.val().get_bits::<6>(4);
        self.rr_inc.next = false;
        if self.valid.val() {
            if !self.in_range.val() {
                self.drop_inc.next = true;
            } else if self.parked.val() {
                self.park.next = true;
            } else if self.word.val().get_bit(0) {
                if self.sw.val() {
                    self.w_en.next = true;
                    self.a_set.next = true;
                } else {
                    self.park.next = true;
                }
            } else if self.wm.hit.val() {
                self.w_en.next = true;
            } else if !self.vdirty.val() {
                self.w_en.next = true;
                self.rr_inc.next = !self.wm.inv_any.val();
            } else {
                self.park.next = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{Rng, SeedableRng};

    /// What the update does, from the module documentation: `(drop, park, write way, absorbed
    /// by MSHR id, rr advances)`.
    #[allow(clippy::too_many_arguments)]
    fn model(valid: bool, in_range: bool, ltag: u64, words: [u64; 4], sst: u64, parked: bool, rr: usize) -> (bool, bool, Option<usize>, Option<u64>, bool) {
        let nothing = (false, false, None, None, false);
        if !valid {
            return nothing;
        }
        if !in_range {
            return (true, false, None, None, false);
        }
        if parked {
            return (false, true, None, None, false);
        }
        if sst & 1 == 1 {
            let absorbs = (sst >> 1) & 1 == 1 && (sst >> 10) & 0xFFFF == ltag;
            return if absorbs { (false, false, Some(((sst >> 2) & 3) as usize), Some((sst >> 4) & 63), false) } else { (false, true, None, None, false) };
        }
        let valid_of = |w: u64| (w >> 17) & 1 == 1;
        if let Some(way) = (0..4).find(|&i| valid_of(words[i]) && words[i] & 0xFFFF == ltag) {
            return (false, false, Some(way), None, false);
        }
        match (0..4).find(|&i| !valid_of(words[i])) {
            Some(way) => (false, false, Some(way), None, false),
            None if (words[rr] >> 16) & 1 == 0 => (false, false, Some(rr), None, true),
            None => (false, true, None, None, false),
        }
    }

    /// The decision against [`model`] over random sets (tags drawn from eight values, the entry's
    /// from four, so that hits, absorbs and full sets are common), with the forwarded tag word,
    /// state word and parks.
    #[test]
    fn matches_the_model() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xD0A1);
        let mut u = CtxDualUpdate::default();
        u.connect_all();
        let mut seen = [0u32; 6];
        for n in 0..50_000 {
            let ltag: u64 = rng.gen_range(0..4);
            // The set as it is (a tag in at most one valid way), and as the RAM read it: the way
            // written a cycle before (when forwarded) holds a stale word there.
            let mut words = [0u64; 4];
            for i in 0..4 {
                let tag = rng.gen_range(0..8u64);
                let valid = rng.gen_bool(0.8) && !words[..i].iter().any(|&w| (w >> 17) & 1 == 1 && w & 0xFFFF == tag);
                words[i] = tag | ((valid as u64) << 17) | ((rng.gen::<bool>() as u64) << 16);
            }
            let (fwd_on, fwd_way) = (rng.gen_bool(0.3), rng.gen_range(0..4usize));
            let fwd_tw = words[fwd_way];
            let mut read = words;
            if fwd_on {
                read[fwd_way] = rng.gen_range(0..4u64) | ((rng.gen::<bool>() as u64) << 17) | ((rng.gen::<bool>() as u64) << 16);
            }
            let state = |rng: &mut rand_chacha::ChaCha8Rng| -> u64 {
                (rng.gen::<bool>() as u64) | ((rng.gen::<bool>() as u64) << 1) | (rng.gen_range(0..4u64) << 2) | (rng.gen_range(0..64u64) << 4) | (rng.gen_range(0..4u64) << 10)
            };
            let sst = if rng.gen_bool(0.6) { 0 } else { state(&mut rng) };
            let sv_word = state(&mut rng);
            let sv_on = rng.gen_bool(0.2);
            let (pq, p1, p2) = (rng.gen_bool(0.1), rng.gen_bool(0.1), rng.gen_bool(0.1));
            let (valid, in_range, rr) = (rng.gen_bool(0.9), rng.gen_bool(0.9), rng.gen_range(0..4usize));
            u.valid.next = valid;
            u.in_range.next = in_range;
            u.ltag.next = ltag.into();
            u.tw.next = (0..4).fold(Bits::<72>::default(), |acc, i| acc | (Bits::<72>::from(read[i]) << (18 * i as u64)));
            u.fwd_on.next = fwd_on;
            u.fwd_way.next = (fwd_way as u64).into();
            u.fwd_tw.next = fwd_tw.into();
            u.sst.next = sst.into();
            u.sv_on.next = sv_on;
            u.sv_word.next = sv_word.into();
            u.pq.next = pq;
            u.p1_on.next = p1;
            u.p2_on.next = p2;
            u.rr.next = (rr as u64).into();
            settle(&mut u);
            let want = model(valid, in_range, ltag, words, if sv_on { sv_word } else { sst }, pq || p1 || p2, rr);
            let got = (
                u.drop_inc.val(),
                u.park.val(),
                u.w_en.val().then(|| u.w_way.val().to_u64() as usize),
                u.a_set.val().then(|| u.a_id.val().to_u64()),
                u.rr_inc.val(),
            );
            assert_eq!(got, want, "case {n}: words {words:x?} ltag {ltag} state {sst:x}/{sv_word:x} (fwd {sv_on}) rr {rr}");
            let k = match want {
                (true, ..) => 0,
                (_, true, ..) => 1,
                (_, _, _, Some(_), _) => 2,
                (_, _, _, _, true) => 3,
                (_, _, Some(_), ..) => 4,
                _ => 5,
            };
            seen[k] += 1;
        }
        assert!(seen.iter().all(|&k| k > 500), "every outcome was reached: {seen:?}");
    }

    /// Exports and lints clean, with UNUSEDSIGNAL waived (as in `scripts/verilator-lint.sh`) for
    /// exactly the tag match's outputs that pick data, which the update never takes: linted with
    /// it on, only those are reported.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_dual_update", CtxDualUpdate::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
        let report = crate::export::export_and_lint("roce_ctx_dual_update", CtxDualUpdate::default(), &[]).err().unwrap_or_default();
        let mut unread: Vec<&str> = report
            .lines()
            .filter(|l| l.contains("%Warning-UNUSEDSIGNAL"))
            .filter_map(|l| l.rsplit(": '").next()?.strip_suffix('\''))
            .collect();
        unread.sort_unstable();
        unread.dedup();
        assert_eq!(unread, ["wm__fwd_oh", "wm__h_dirty", "wm__hit_oh"], "{report}");
    }
}
