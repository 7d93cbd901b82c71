//! One set's tag match in the context cache (a part of [`crate::ctx_cache::CtxCache`], used by
//! stage 1 for its operation and for the update of a dual slot): the four ways' tag words
//! against an entry's tag, with the word written a cycle before forwarded over the RAM's.
//!
//! Combinational, no clock. A tag word is `{valid[17], dirty[16], tag[15:0]}`. Per way the tag
//! is compared with the RAM's word and with the forwarded word side by side, and the forward
//! (`fwd_on`: it belongs to this set; `fwd_way`) picks the result, so forwarding adds no level
//! before the compare.
use rust_hdl::prelude::*;

/// The tag match (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxWayMatch {
    /// The set's four tag words as read, way `i` in bits `18i + 17 .. 18i`.
    pub tw: Signal<In, Bits<72>>,
    /// The forwarded word belongs to this set.
    pub fwd_on: Signal<In, Bit>,
    /// The way it was written to.
    pub fwd_way: Signal<In, Bits<2>>,
    /// The forwarded tag word.
    pub fwd_tw: Signal<In, Bits<18>>,
    /// The entry's tag (index bits 8..24).
    pub ltag: Signal<In, Bits<16>>,
    /// A valid way holds the entry.
    pub hit: Signal<Out, Bit>,
    /// That way.
    pub hway: Signal<Out, Bits<2>>,
    /// That way, one-hot (zero without a hit).
    pub hit_oh: Signal<Out, Bits<4>>,
    /// That way is dirty.
    pub h_dirty: Signal<Out, Bit>,
    /// Way `i` takes the forwarded word, one-hot.
    pub fwd_oh: Signal<Out, Bits<4>>,
    /// Some way is invalid.
    pub inv_any: Signal<Out, Bit>,
    /// The lowest invalid way.
    pub inv_way: Signal<Out, Bits<2>>,
    /// Per way: valid and dirty.
    pub vd: Signal<Out, Bits<4>>,
    wayc: Vec<Constant<Bits<2>>>,
    f_hit: Signal<Local, Bit>,
    t_hit: Signal<Local, Bit>,
    cur: Signal<Local, Bits<18>>,
}

impl Logic for CtxWayMatch {
    #[hdl_gen]
    fn update(&mut self) {
        self.f_hit.next = self.fwd_tw.val().get_bit(17) & (self.fwd_tw.val().get_bits::<16>(0) == self.ltag.val());
        self.hit.next = false;
        self.hway.next = 0.into();
        self.hit_oh.next = 0.into();
        self.h_dirty.next = false;
        self.fwd_oh.next = 0.into();
        self.vd.next = 0.into();
        for i in 0..4 {
            self.cur.next = self.tw.val().get_bits::<18>(18 * i);
            self.t_hit.next = self.cur.val().get_bit(17) & (self.cur.val().get_bits::<16>(0) == self.ltag.val());
            if self.fwd_on.val() & (self.fwd_way.val() == self.wayc[i].val()) {
                self.cur.next = self.fwd_tw.val();
                self.t_hit.next = self.f_hit.val();
                self.fwd_oh.next = self.fwd_oh.val().replace_bit(i, true);
            }
            if self.t_hit.val() {
                self.hit.next = true;
                self.hway.next = self.wayc[i].val();
                self.hit_oh.next = self.hit_oh.val().replace_bit(i, true);
                self.h_dirty.next = self.cur.val().get_bit(16);
            }
            self.vd.next = self.vd.val().replace_bit(i, self.cur.val().get_bit(17) & self.cur.val().get_bit(16));
        }
        // The lowest invalid way: a scan from way 3 down, the last one found wins.
        self.inv_any.next = false;
        self.inv_way.next = 0.into();
        for i in 0..4 {
            self.cur.next = self.tw.val().get_bits::<18>(18 * (3 - i));
            if self.fwd_on.val() & (self.fwd_way.val() == self.wayc[3 - i].val()) {
                self.cur.next = self.fwd_tw.val();
            }
            if !self.cur.val().get_bit(17) {
                self.inv_any.next = true;
                self.inv_way.next = self.wayc[3 - i].val();
            }
        }
    }
}

impl Default for CtxWayMatch {
    fn default() -> Self {
        CtxWayMatch {
            tw: Default::default(),
            fwd_on: Default::default(),
            fwd_way: Default::default(),
            fwd_tw: Default::default(),
            ltag: Default::default(),
            hit: Default::default(),
            hway: Default::default(),
            hit_oh: Default::default(),
            h_dirty: Default::default(),
            fwd_oh: Default::default(),
            inv_any: Default::default(),
            inv_way: Default::default(),
            vd: Default::default(),
            wayc: (0..4u64).map(|w| Constant::new(w.into())).collect(),
            f_hit: Default::default(),
            t_hit: Default::default(),
            cur: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Random sets (tags drawn from a few values, so that hits, double candidates and invalid
    /// ways are common) against a direct model: the forward overrides its way's word, the hit
    /// way, its dirty bit, the lowest invalid way, the valid-and-dirty bits.
    #[test]
    fn matches_the_model() {
        let mut b = CtxWayMatch::default();
        b.connect_all();
        let mut rng = StdRng::seed_from_u64(3);
        let (mut hits, mut fwds, mut invs) = (0, 0, 0);
        for _ in 0..20_000 {
            let ltag: u64 = rng.gen_range(0..4);
            // At most one valid way holds a tag (the cache's invariant), so draw distinct tags
            // for valid ways.
            let mut words = [0u64; 4];
            let mut used = vec![];
            for w in words.iter_mut() {
                let valid = rng.gen_ratio(3, 4);
                let mut tag = rng.gen_range(0..6u64);
                while valid && used.contains(&tag) {
                    tag = rng.gen_range(0..6u64);
                }
                if valid {
                    used.push(tag);
                }
                *w = (valid as u64) << 17 | (rng.gen::<bool>() as u64) << 16 | tag;
            }
            let fwd_on = rng.gen_ratio(1, 3);
            let fwd_way = rng.gen_range(0..4usize);
            // The forwarded word is a write of that way: keep the invariant with the others.
            let mut fwd_tw = words[fwd_way];
            if rng.gen() {
                let tag = rng.gen_range(0..6u64);
                let clash = words.iter().enumerate().any(|(i, w)| i != fwd_way && w >> 17 & 1 == 1 && w & 0xFFFF == tag);
                fwd_tw = if clash { 0 } else { 1 << 17 | (rng.gen::<bool>() as u64) << 16 | tag };
            }
            let mut packed: Bits<72> = 0.into();
            for w in words.iter().rev() {
                packed = (packed << 18) | Bits::<72>::from(*w);
            }
            b.tw.next = packed;
            b.fwd_on.next = fwd_on;
            b.fwd_way.next = (fwd_way as u64).into();
            b.fwd_tw.next = fwd_tw.into();
            b.ltag.next = ltag.into();
            settle(&mut b);
            let eff: Vec<u64> = (0..4).map(|i| if fwd_on && i == fwd_way { fwd_tw } else { words[i] }).collect();
            let hit_way = (0..4).find(|&i| eff[i] >> 17 & 1 == 1 && eff[i] & 0xFFFF == ltag);
            let inv = (0..4).find(|&i| eff[i] >> 17 & 1 == 0);
            assert_eq!(b.hit.val(), hit_way.is_some());
            assert_eq!(b.hit_oh.val().to_u64(), hit_way.map_or(0, |w| 1 << w));
            if let Some(w) = hit_way {
                assert_eq!(b.hway.val().index(), w);
                assert_eq!(b.h_dirty.val(), eff[w] >> 16 & 1 == 1);
                hits += 1;
            }
            assert_eq!(b.fwd_oh.val().to_u64(), if fwd_on { 1 << fwd_way } else { 0 });
            assert_eq!(b.inv_any.val(), inv.is_some());
            if let Some(w) = inv {
                assert_eq!(b.inv_way.val().index(), w);
                invs += 1;
            }
            let vd: u64 = (0..4).map(|i| (eff[i] >> 17 & eff[i] >> 16 & 1) << i).sum();
            assert_eq!(b.vd.val().to_u64(), vd);
            fwds += fwd_on as u32;
        }
        assert!(hits > 3_000 && fwds > 3_000 && invs > 3_000, "coverage {hits} {fwds} {invs}");
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_way_match", CtxWayMatch::default(), &[]).unwrap();
    }
}
