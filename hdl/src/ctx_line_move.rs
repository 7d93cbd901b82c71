//! What stage 1 of the context cache writes, answers and hands to a new MSHR (a part of
//! [`crate::ctx_cache::CtxCache`]), by the selects [`crate::ctx_decide::CtxDecide`] decided: the
//! data side of the decision.
//!
//! Combinational, no clock. Tag words are `{valid[17], dirty[16], tag[15:0]}`.
//! - The write: the way (the hit way, the installing MSHR's, the absorbing MSHR's, the victim),
//!   the tag word (invalid, the install's, the entry's dirty or clean, the flush-all slot's way's
//!   cleaned) and the line (the hit line, the filled line, the operation's entry, the victim's
//!   line).
//! - The answer: the hit line, the filled line or zeros, with the operation's tag or the
//!   install's; a command's completion data is the answer's line when `c_data`, else zeros.
//! - A new MSHR: the way and line it writes back (the hit way's for an invalidate or flush,
//!   else the victim's, with that line's entry index) and, when it fills, the tag word the fill
//!   installs (valid, clean).
use crate::ctx_decide::{LineSel, MoveSel, TagSel, WaySel};
use crate::ctx_set_view::SetLines;
use rust_hdl::prelude::*;

/// The data side of stage 1's decision (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct CtxLineMove {
    /// The decision's selects.
    pub sel: Signal<In, MoveSel>,
    /// The operation's entry index.
    pub index: Signal<In, Bits<24>>,
    /// The operation's lookup tag.
    pub tag: Signal<In, Bits<8>>,
    /// The operation's entry (updates, write commands).
    pub entry: Signal<In, Bits<1024>>,
    /// The set's hit and victim lines and the named slot's tag word ([`crate::ctx_set_view::CtxSetView`]'s).
    pub lines: Signal<In, SetLines>,
    /// The way of the MSHR that owns the set (an absorbed update's).
    pub a_way: Signal<In, Bits<2>>,
    /// The installing MSHR's way.
    pub i_way: Signal<In, Bits<2>>,
    /// Its tag word.
    pub i_tw: Signal<In, Bits<18>>,
    /// Its lookup tag.
    pub i_rtag: Signal<In, Bits<8>>,
    /// Its filled line, low beat.
    pub i_lo: Signal<In, Bits<512>>,
    /// Its filled line, high beat.
    pub i_hi: Signal<In, Bits<512>>,
    /// The way written.
    pub w_way: Signal<Out, Bits<2>>,
    /// The tag word written.
    pub w_tw: Signal<Out, Bits<18>>,
    /// The line written, low beat.
    pub w_lo: Signal<Out, Bits<512>>,
    /// The line written, high beat.
    pub w_hi: Signal<Out, Bits<512>>,
    /// The answer's line.
    pub r_data: Signal<Out, Bits<1024>>,
    /// The answer's tag.
    pub r_tag: Signal<Out, Bits<8>>,
    /// A completion's data.
    pub c_data: Signal<Out, Bits<1024>>,
    /// The new MSHR's way.
    pub ms_way: Signal<Out, Bits<2>>,
    /// The entry index of the line it writes back.
    pub ms_wb_index: Signal<Out, Bits<24>>,
    /// That line, low beat.
    pub ms_lo: Signal<Out, Bits<512>>,
    /// That line, high beat.
    pub ms_hi: Signal<Out, Bits<512>>,
    /// The tag word its fill installs (zero when it does not fill).
    pub ms_tw: Signal<Out, Bits<18>>,
}

impl Logic for CtxLineMove {
    #[hdl_gen]
    fn update(&mut self) {
        match self.sel.val().w_way {
            WaySel::Hit => {
                self.w_way.next = self.lines.val().hway;
            }
            WaySel::Install => {
                self.w_way.next = self.i_way.val();
            }
            WaySel::Absorb => {
                self.w_way.next = self.a_way.val();
            }
            WaySel::Victim => {
                self.w_way.next = self.lines.val().vway;
            }
        }
        match self.sel.val().w_tw {
            TagSel::Zero => {
                self.w_tw.next = 0.into();
            }
            TagSel::Install => {
                self.w_tw.next = self.i_tw.val();
            }
            TagSel::Dirty => {
                self.w_tw.next = bit_cast::<18, 16>(self.index.val().get_bits::<16>(8)) | (bit_cast::<18, 2>(3.into()) << 16);
            }
            TagSel::Clean => {
                self.w_tw.next = bit_cast::<18, 16>(self.index.val().get_bits::<16>(8)) | (bit_cast::<18, 2>(2.into()) << 16);
            }
            TagSel::VictimCleaned => {
                self.w_tw.next = self.lines.val().s_tw & 0x2FFFF;
            }
        }
        self.w_lo.next = self.lines.val().h_lo;
        self.w_hi.next = self.lines.val().h_hi;
        match self.sel.val().w_line {
            LineSel::Install => {
                self.w_lo.next = self.i_lo.val();
                self.w_hi.next = self.i_hi.val();
            }
            LineSel::Entry => {
                self.w_lo.next = self.entry.val().get_bits::<512>(0);
                self.w_hi.next = self.entry.val().get_bits::<512>(512);
            }
            LineSel::Victim => {
                self.w_lo.next = self.lines.val().v_lo;
                self.w_hi.next = self.lines.val().v_hi;
            }
            _ => {}
        }
        self.r_data.next = 0.into();
        match self.sel.val().r_line {
            LineSel::Hit => {
                self.r_data.next = bit_cast::<1024, 512>(self.lines.val().h_lo) | (bit_cast::<1024, 512>(self.lines.val().h_hi) << 512);
            }
            LineSel::Install => {
                self.r_data.next = bit_cast::<1024, 512>(self.i_lo.val()) | (bit_cast::<1024, 512>(self.i_hi.val()) << 512);
            }
            _ => {}
        }
        self.r_tag.next = self.tag.val();
        if self.sel.val().r_install_tag {
            self.r_tag.next = self.i_rtag.val();
        }
        self.c_data.next = 0.into();
        if self.sel.val().c_line {
            self.c_data.next = self.r_data.val();
        }
        self.ms_way.next = self.lines.val().vway;
        self.ms_wb_index.next = bit_cast::<24, 8>(self.index.val().get_bits::<8>(0)) | (bit_cast::<24, 16>(self.lines.val().v_tag) << 8);
        self.ms_lo.next = self.lines.val().v_lo;
        self.ms_hi.next = self.lines.val().v_hi;
        if self.sel.val().ms_hit {
            self.ms_way.next = self.lines.val().hway;
            self.ms_wb_index.next = self.index.val();
            self.ms_lo.next = self.lines.val().h_lo;
            self.ms_hi.next = self.lines.val().h_hi;
        }
        self.ms_tw.next = 0.into();
        if self.sel.val().ms_fill {
            self.ms_tw.next = bit_cast::<18, 16>(self.index.val().get_bits::<16>(8)) | (bit_cast::<18, 2>(2.into()) << 16);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{Rng, SeedableRng};

    /// Every select against what it names, over random candidates: each way, tag word and line
    /// written, each answer line and tag, the completion's data, and the new MSHR's way, entry
    /// index, line and tag word.
    #[test]
    fn moves_what_is_selected() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x11E);
        let mut u = CtxLineMove::default();
        u.connect_all();
        let ways = [WaySel::Hit, WaySel::Install, WaySel::Absorb, WaySel::Victim];
        let tws = [TagSel::Zero, TagSel::Install, TagSel::Dirty, TagSel::Clean, TagSel::VictimCleaned];
        let lines = [LineSel::Zero, LineSel::Hit, LineSel::Install, LineSel::Entry, LineSel::Victim];
        let beat = |v: u64, at: u64| Bits::<512>::from(v) << at;
        for n in 0..5_000 {
            let (ws, ts, wl, rl) = (ways[n % 4], tws[n % 5], lines[(n / 5) % 5], lines[(n / 25) % 5]);
            let (rit, cl, msh, msf) = (rng.gen::<bool>(), rng.gen::<bool>(), rng.gen::<bool>(), rng.gen::<bool>());
            let index: u64 = rng.gen_range(0..1 << 24);
            let [tag, i_rtag]: [u64; 2] = [rng.gen_range(0..256), rng.gen_range(0..256)];
            let [hway, vway, a_way, i_way]: [u64; 4] = [rng.gen_range(0..4), rng.gen_range(0..4), rng.gen_range(0..4), rng.gen_range(0..4)];
            let [v_tw, i_tw, s_tw]: [u64; 3] = [rng.gen_range(0..1 << 18), rng.gen_range(0..1 << 18), rng.gen_range(0..1 << 18)];
            let d: [u64; 8] = rng.gen();
            u.sel.next = MoveSel { w_way: ws, w_tw: ts, w_line: wl, r_line: rl, r_install_tag: rit, c_line: cl, ms_hit: msh, ms_fill: msf };
            u.index.next = index.into();
            u.tag.next = tag.into();
            u.entry.next = (Bits::<1024>::from(d[0]) << 64) | (Bits::<1024>::from(d[1]) << 900);
            u.a_way.next = a_way.into();
            u.i_way.next = i_way.into();
            u.i_tw.next = i_tw.into();
            u.i_rtag.next = i_rtag.into();
            u.lines.next = SetLines {
                hway: hway.into(),
                h_lo: beat(d[2], 64),
                h_hi: beat(d[3], 388),
                vway: vway.into(),
                v_tag: (v_tw & 0xFFFF).into(),
                v_lo: beat(d[4], 64),
                v_hi: beat(d[5], 388),
                s_tw: s_tw.into(),
            };
            u.i_lo.next = beat(d[6], 64);
            u.i_hi.next = beat(d[7], 388);
            settle(&mut u);
            let at = format!("case {n}: {ws:?} {ts:?} {wl:?} {rl:?}");
            let ltag = index >> 8;
            let want_way = match ws {
                WaySel::Hit => hway,
                WaySel::Install => i_way,
                WaySel::Absorb => a_way,
                WaySel::Victim => vway,
            };
            assert_eq!(u.w_way.val().to_u64(), want_way, "{at}: way");
            let want_tw = match ts {
                TagSel::Zero => 0,
                TagSel::Install => i_tw,
                TagSel::Dirty => ltag | 3 << 16,
                TagSel::Clean => ltag | 2 << 16,
                TagSel::VictimCleaned => s_tw & !(1 << 16),
            };
            assert_eq!(u.w_tw.val().to_u64(), want_tw, "{at}: tag word");
            let line = |sel: LineSel, zero_is_hit: bool| -> (u64, u64) {
                match sel {
                    LineSel::Hit => (d[2], d[3]),
                    LineSel::Install => (d[6], d[7]),
                    LineSel::Entry => (d[0], d[1]),
                    LineSel::Victim => (d[4], d[5]),
                    LineSel::Zero if zero_is_hit => (d[2], d[3]),
                    LineSel::Zero => (0, 0),
                }
            };
            let got_w = (u.w_lo.val().get_bits::<64>(64).to_u64(), u.w_hi.val().get_bits::<64>(388).to_u64());
            assert_eq!(got_w, line(wl, true), "{at}: written line (the hit line unless another is named)");
            let want_r = match rl {
                LineSel::Hit | LineSel::Install => line(rl, false),
                _ => (0, 0),
            };
            let got_r = (u.r_data.val().get_bits::<64>(64).to_u64(), u.r_data.val().get_bits::<64>(512 + 388).to_u64());
            assert_eq!(got_r, want_r, "{at}: answer line");
            assert_eq!(u.r_tag.val().to_u64(), if rit { i_rtag } else { tag }, "{at}: answer tag");
            let got_c = (u.c_data.val().get_bits::<64>(64).to_u64(), u.c_data.val().get_bits::<64>(512 + 388).to_u64());
            assert_eq!(got_c, if cl { want_r } else { (0, 0) }, "{at}: completion data");
            let (mw, mi, ml) = if msh { (hway, index, (d[2], d[3])) } else { (vway, (index & 0xFF) | (v_tw & 0xFFFF) << 8, (d[4], d[5])) };
            assert_eq!(u.ms_way.val().to_u64(), mw, "{at}: MSHR way");
            assert_eq!(u.ms_wb_index.val().to_u64(), mi, "{at}: write-back index");
            assert_eq!((u.ms_lo.val().get_bits::<64>(64).to_u64(), u.ms_hi.val().get_bits::<64>(388).to_u64()), ml, "{at}: write-back line");
            assert_eq!(u.ms_tw.val().to_u64(), if msf { ltag | 2 << 16 } else { 0 }, "{at}: the fill's tag word");
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_line_move", CtxLineMove::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
