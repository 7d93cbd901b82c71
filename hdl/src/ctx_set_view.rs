//! The set as stage 1 of the context cache sees it (a part of [`crate::ctx_cache::CtxCache`]):
//! the four ways read from [`crate::ctx_set_store::CtxSetStore`] with the write of the cycle
//! before laid over its way, the tag match of the operation's entry, the hit way's line, and the
//! victim way's tag word and line.
//!
//! Combinational, no clock. The tag match is [`crate::ctx_way_match::CtxWayMatch`] (each way's tag
//! compared with the RAM's word and with the forwarded word side by side). The hit line is picked
//! with the match's one-hot bits (zeros without a hit). The victim is the lowest invalid way, else
//! the round-robin way `rr`, except for a flush-all slot, whose way is named (`slot_on`,
//! `slot_way`). A one-beat view (`two_beats = false`) answers zeros in the high beats.
use crate::ctx_set_store::{LineFwdIn, SetWaysIn};
use crate::ctx_way_match::CtxWayMatch;
use rust_hdl::prelude::*;

/// The lines stage 1 may move (to [`crate::ctx_line_move::CtxLineMove`]).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct SetLines {
    /// The hit way.
    pub hway: Bits<2>,
    /// Its low beat (zeros without a hit).
    pub h_lo: Bits<512>,
    /// Its high beat (zeros without a hit, or in a one-beat view).
    pub h_hi: Bits<512>,
    /// The victim way (the lowest invalid way, else `rr`; a flush-all slot's named way).
    pub vway: Bits<2>,
    /// The victim's entry tag.
    pub v_tag: Bits<16>,
    /// The victim's low beat.
    pub v_lo: Bits<512>,
    /// The victim's high beat (zeros in a one-beat view).
    pub v_hi: Bits<512>,
    /// The tag word of way `slot_way` (the flush-all slot's, when `slot_on`), picked apart from
    /// the victim so that it does not wait for the match's invalid-way scan.
    pub s_tw: Bits<18>,
}

/// The set as stage 1 sees it (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxSetView {
    /// The four ways as read.
    pub ways: SetWaysIn,
    /// The write of the cycle before belongs to this set.
    pub fwd_on: Signal<In, Bit>,
    /// The line written a cycle before (with `fwd_on`), laid over its way.
    pub fwd: LineFwdIn,
    /// The operation's entry tag (index bits 8..24).
    pub ltag: Signal<In, Bits<16>>,
    /// The round-robin victim pointer.
    pub rr: Signal<In, Bits<2>>,
    /// The operation is a flush-all slot: the victim is `slot_way`.
    pub slot_on: Signal<In, Bit>,
    /// See `slot_on`.
    pub slot_way: Signal<In, Bits<2>>,
    /// A valid way holds the entry.
    pub hit: Signal<Out, Bit>,
    /// That way is dirty.
    pub h_dirty: Signal<Out, Bit>,
    /// Some way is invalid.
    pub inv_any: Signal<Out, Bit>,
    /// The victim way is valid and dirty.
    pub v_dirty: Signal<Out, Bit>,
    /// The hit way's and the victim's lines, and the named slot's tag word, for the line move.
    pub lines: Signal<Out, SetLines>,
    wm: CtxWayMatch,
    two_beats: Constant<Bit>,
    wayc: Vec<Constant<Bits<2>>>,
    cur_lo: Signal<Local, Bits<512>>,
    cur_hi: Signal<Local, Bits<512>>,
}

impl CtxSetView {
    /// The view of a cache of two-beat entries when `two_beats`, else of one-beat entries.
    pub fn new(two_beats: bool) -> Self {
        Self {
            ways: Default::default(),
            fwd_on: Default::default(),
            fwd: Default::default(),
            ltag: Default::default(),
            rr: Default::default(),
            slot_on: Default::default(),
            slot_way: Default::default(),
            hit: Default::default(),
            h_dirty: Default::default(),
            inv_any: Default::default(),
            v_dirty: Default::default(),
            lines: Default::default(),
            wm: Default::default(),
            two_beats: Constant::new(two_beats),
            wayc: (0..4).map(|i| Constant::new((i as u64).into())).collect(),
            cur_lo: Default::default(),
            cur_hi: Default::default(),
        }
    }
}

impl Default for CtxSetView {
    /// The QP context cache's (two beats per entry).
    fn default() -> Self {
        Self::new(true)
    }
}

impl Logic for CtxSetView {
    #[hdl_gen]
    fn update(&mut self) {
        self.wm.tw.next = self.ways.tw.val();
        self.wm.fwd_on.next = self.fwd_on.val();
        self.wm.fwd_way.next = self.fwd.way.val();
        self.wm.fwd_tw.next = self.fwd.tw.val();
        self.wm.ltag.next = self.ltag.val();
        self.hit.next = self.wm.hit.val();
        self.lines.next.hway = self.wm.hway.val();
        self.h_dirty.next = self.wm.h_dirty.val();
        self.inv_any.next = self.wm.inv_any.val();
        self.lines.next.h_lo = 0.into();
        self.lines.next.h_hi = 0.into();
        for i in 0..4 {
            self.cur_lo.next = self.ways.lo.val().get_bits::<512>(512 * i);
            self.cur_hi.next = self.ways.hi.val().get_bits::<512>(512 * i);
            if self.wm.fwd_oh.val().get_bit(i) {
                self.cur_lo.next = self.fwd.lo.val();
                self.cur_hi.next = self.fwd.hi.val();
            }
            if self.wm.hit_oh.val().get_bit(i) {
                self.lines.next.h_lo = self.cur_lo.val();
                self.lines.next.h_hi = self.cur_hi.val();
            }
        }
        self.lines.next.vway = self.rr.val();
        if self.wm.inv_any.val() {
            self.lines.next.vway = self.wm.inv_way.val();
        }
        if self.slot_on.val() {
            self.lines.next.vway = self.slot_way.val();
        }
        self.lines.next.v_tag = 0.into();
        self.lines.next.v_lo = 0.into();
        self.lines.next.v_hi = 0.into();
        self.v_dirty.next = false;
        self.lines.next.s_tw = 0.into();
        for i in 0..4 {
            if self.slot_way.val() == self.wayc[i].val() {
                self.lines.next.s_tw = self.ways.tw.val().get_bits::<18>(18 * i);
                if self.fwd_on.val() & (self.fwd.way.val() == self.wayc[i].val()) {
                    self.lines.next.s_tw = self.fwd.tw.val();
                }
            }
            if self.lines.val().vway == self.wayc[i].val() {
                self.lines.next.v_tag = self.ways.tw.val().get_bits::<16>(18 * i);
                self.lines.next.v_lo = self.ways.lo.val().get_bits::<512>(512 * i);
                self.lines.next.v_hi = self.ways.hi.val().get_bits::<512>(512 * i);
                self.v_dirty.next = self.wm.vd.val().get_bit(i);
                if self.fwd_on.val() & (self.fwd.way.val() == self.wayc[i].val()) {
                    self.lines.next.v_tag = self.fwd.tw.val().get_bits::<16>(0);
                    self.lines.next.v_lo = self.fwd.lo.val();
                    self.lines.next.v_hi = self.fwd.hi.val();
                }
            }
        }
        if !self.two_beats.val() {
            self.lines.next.h_hi = 0.into();
            self.lines.next.v_hi = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{Rng, SeedableRng};

    /// The view against the set it stands for, over random sets (a tag in at most one valid way;
    /// tags from eight values, the entry's from four) whose way written a cycle before is stale in
    /// the RAM's words and forwarded: the hit and its way, dirt and line; the victim (a named slot
    /// way, else the lowest invalid, else `rr`), its word, dirt and line; zeros in a one-beat
    /// view's high beats.
    #[test]
    fn shows_the_set_as_it_is() {
        for two in [true, false] {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5E7_71E + u64::from(two));
            let mut u = CtxSetView::new(two);
            u.connect_all();
            let mut seen = [0u32; 4];
            for n in 0..20_000 {
                let ltag: u64 = rng.gen_range(0..4);
                let mut words = [0u64; 4];
                for i in 0..4 {
                    let tag = rng.gen_range(0..8u64);
                    let valid = rng.gen_bool(0.8) && !words[..i].iter().any(|&w| (w >> 17) & 1 == 1 && w & 0xFFFF == tag);
                    words[i] = tag | ((valid as u64) << 17) | ((rng.gen::<bool>() as u64) << 16);
                }
                let lines: Vec<(u64, u64)> = (0..4).map(|_| (rng.gen(), rng.gen())).collect();
                let (fwd_on, fwd_way) = (rng.gen_bool(0.3), rng.gen_range(0..4usize));
                let (mut read_w, mut read_l) = (words, lines.clone());
                if fwd_on {
                    read_w[fwd_way] = rng.gen_range(0..1u64 << 18);
                    read_l[fwd_way] = (rng.gen(), rng.gen());
                }
                let (rr, slot_on, slot_way) = (rng.gen_range(0..4usize), rng.gen_bool(0.2), rng.gen_range(0..4usize));
                u.ways.tw.next = (0..4).fold(Bits::<72>::default(), |acc, i| acc | (Bits::<72>::from(read_w[i]) << (18 * i as u64)));
                u.ways.lo.next = (0..4).fold(Bits::<2048>::default(), |acc, i| acc | (Bits::<2048>::from(read_l[i].0) << (512 * i as u64 + 64)));
                u.ways.hi.next = (0..4).fold(Bits::<2048>::default(), |acc, i| acc | (Bits::<2048>::from(read_l[i].1) << (512 * i as u64 + 400)));
                u.fwd_on.next = fwd_on;
                u.fwd.way.next = (fwd_way as u64).into();
                u.fwd.tw.next = words[fwd_way].into();
                u.fwd.lo.next = Bits::<512>::from(lines[fwd_way].0) << 64;
                u.fwd.hi.next = Bits::<512>::from(lines[fwd_way].1) << 400;
                u.ltag.next = ltag.into();
                u.rr.next = (rr as u64).into();
                u.slot_on.next = slot_on;
                u.slot_way.next = (slot_way as u64).into();
                settle(&mut u);
                let at = format!("two {two} case {n}: words {words:x?} ltag {ltag} fwd {fwd_on}/{fwd_way} rr {rr} slot {slot_on}/{slot_way}");
                let valid = |w: u64| (w >> 17) & 1 == 1;
                let hit = (0..4).find(|&i| valid(words[i]) && words[i] & 0xFFFF == ltag);
                assert_eq!(u.hit.val(), hit.is_some(), "{at}: hit");
                let hi_of = |v: u64| if two { v } else { 0 };
                let (h_lo, h_hi) = (u.lines.val().h_lo.get_bits::<64>(64).to_u64(), u.lines.val().h_hi.get_bits::<64>(400).to_u64());
                match hit {
                    Some(w) => {
                        assert_eq!(u.lines.val().hway.to_u64() as usize, w, "{at}: hit way");
                        assert_eq!(u.h_dirty.val(), (words[w] >> 16) & 1 == 1, "{at}: hit dirty");
                        assert_eq!((h_lo, h_hi), (lines[w].0, hi_of(lines[w].1)), "{at}: hit line");
                        seen[0] += 1;
                    }
                    None => assert_eq!((h_lo, h_hi), (0, 0), "{at}: no hit, no line"),
                }
                let inv = (0..4).find(|&i| !valid(words[i]));
                assert_eq!(u.inv_any.val(), inv.is_some(), "{at}: an invalid way");
                let v = if slot_on { slot_way } else { inv.unwrap_or(rr) };
                seen[if slot_on { 3 } else if inv.is_none() { 2 } else { 1 }] += 1;
                assert_eq!(u.lines.val().vway.to_u64() as usize, v, "{at}: victim way");
                assert_eq!(u.lines.val().v_tag.to_u64(), words[v] & 0xFFFF, "{at}: victim tag");
                assert_eq!(u.lines.val().s_tw.to_u64(), words[slot_way], "{at}: the slot way's word");
                assert_eq!(u.v_dirty.val(), valid(words[v]) && (words[v] >> 16) & 1 == 1, "{at}: victim dirty");
                let (v_lo, v_hi) = (u.lines.val().v_lo.get_bits::<64>(64).to_u64(), u.lines.val().v_hi.get_bits::<64>(400).to_u64());
                assert_eq!((v_lo, v_hi), (lines[v].0, hi_of(lines[v].1)), "{at}: victim line");
            }
            assert!(seen.iter().all(|&k| k > 1_000), "every case was reached: {seen:?}");
        }
    }

    /// Exports and lints clean (both instances).
    #[test]
    fn exports_and_lints_clean() {
        for two in [true, false] {
            crate::export::export_and_lint("roce_ctx_set_view", CtxSetView::new(two), &[]).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}
