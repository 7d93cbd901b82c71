//! The context cache's set storage (a part of [`crate::ctx_cache::CtxCache`]): per way a tag RAM,
//! a copy of it (the second read port, for the update of a dual slot) and two 512-bit data RAMs
//! (low and high beat), and the per-set state RAM with its copy, all rust-hdl `RAM` (synchronous
//! read, inferred block RAM), with the write of each cycle held a cycle in forwarding registers.
//!
//! - Reads: the set at `rd_set` (every RAM) and at `rd2_set` (the copies) come out a cycle later
//!   on `tw` / `lo` / `hi` / `sst` and `tw2` / `sst2`. A RAM read in the cycle of a write to the
//!   same set returns the old contents; `fwd_*` hold that write (the way's tag word and line, the
//!   state word) for the cycle the read data is used, so the reader lays it over the RAM's word
//!   (the cache does so after its tag compares, not before them).
//! - Writes: the tag word and line of one way (`w_*`; the copy of the tag RAM too), and the state
//!   word (`s_*`; its copy too). A one-beat instance ([`CtxSetStore::new`] with `two_beats =
//!   false`) never writes its high-beat RAMs (synthesis removes them).
//! - `init`: clears set `init_set` (tags and states, both copies) instead of the writes; the cache
//!   walks the 256 sets after reset. The data RAMs are not cleared (an invalid way is not read).
use crate::ctx_cache::{CTX_SETS_LOG2, CTX_WAYS};
use rust_hdl::prelude::*;

const _: () = assert!(CTX_WAYS == 4 && CTX_SETS_LOG2 == 8);

/// The four ways of a set as read, the store's side.
#[derive(LogicInterface, Default)]
#[join = "SetWaysIn"]
pub struct SetWays {
    /// The four ways' tag words of `rd_set` as read a cycle before, way `i` in bits
    /// `18i + 17 .. 18i` (`{valid, dirty, tag[15:0]}`).
    pub tw: Signal<Out, Bits<72>>,
    /// The four ways' low beats, way `i` in bits `512i ..`.
    pub lo: Signal<Out, Bits<2048>>,
    /// The four ways' high beats (zeros in a one-beat instance).
    pub hi: Signal<Out, Bits<2048>>,
}

/// The four ways of a set as read, the reader's side (the mirror of [`SetWays`]).
#[derive(LogicInterface, Default)]
#[join = "SetWays"]
pub struct SetWaysIn {
    /// The four ways' tag words of `rd_set` as read a cycle before, way `i` in bits
    /// `18i + 17 .. 18i` (`{valid, dirty, tag[15:0]}`).
    pub tw: Signal<In, Bits<72>>,
    /// The four ways' low beats, way `i` in bits `512i ..`.
    pub lo: Signal<In, Bits<2048>>,
    /// The four ways' high beats (zeros in a one-beat instance).
    pub hi: Signal<In, Bits<2048>>,
}

/// The line written a cycle before (laid over a read of its set), the store's side.
#[derive(LogicInterface, Default)]
#[join = "LineFwdIn"]
pub struct LineFwd {
    /// Its way.
    pub way: Signal<Out, Bits<2>>,
    /// Its tag word.
    pub tw: Signal<Out, Bits<18>>,
    /// Its low beat.
    pub lo: Signal<Out, Bits<512>>,
    /// Its high beat.
    pub hi: Signal<Out, Bits<512>>,
}

/// The line written a cycle before, the reader's side (the mirror of [`LineFwd`]).
#[derive(LogicInterface, Default)]
#[join = "LineFwd"]
pub struct LineFwdIn {
    /// Its way.
    pub way: Signal<In, Bits<2>>,
    /// Its tag word.
    pub tw: Signal<In, Bits<18>>,
    /// Its low beat.
    pub lo: Signal<In, Bits<512>>,
    /// Its high beat.
    pub hi: Signal<In, Bits<512>>,
}

/// The set storage (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxSetStore {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset: nothing to forward in the next cycle (the RAMs keep their contents;
    /// `init` clears them).
    pub reset: Signal<In, Bit>,
    /// The set to read on every RAM.
    pub rd_set: Signal<In, Bits<8>>,
    /// The set to read on the copies (the second port).
    pub rd2_set: Signal<In, Bits<8>>,
    /// The four ways of `rd_set` as read a cycle before (tag words `{valid, dirty, tag[15:0]}`,
    /// way `i` in bits `18i + 17 .. 18i`; beats, way `i` in bits `512i ..`; high beats zero in a
    /// one-beat instance).
    pub ways: SetWays,
    /// The same of `rd2_set`, from the copies.
    pub tw2: Signal<Out, Bits<72>>,
    /// The state word of `rd_set` as read a cycle before.
    pub sst: Signal<Out, Bits<26>>,
    /// The state word of `rd2_set`, from the copy.
    pub sst2: Signal<Out, Bits<26>>,
    /// Write a way's tag word and line.
    pub w_en: Signal<In, Bit>,
    /// The way.
    pub w_way: Signal<In, Bits<2>>,
    /// The set.
    pub w_set: Signal<In, Bits<8>>,
    /// The tag word.
    pub w_tw: Signal<In, Bits<18>>,
    /// The low beat.
    pub w_lo: Signal<In, Bits<512>>,
    /// The high beat.
    pub w_hi: Signal<In, Bits<512>>,
    /// Write a set's state word.
    pub s_we: Signal<In, Bit>,
    /// The set.
    pub s_set: Signal<In, Bits<8>>,
    /// The word.
    pub s_wd: Signal<In, Bits<26>>,
    /// Clear set `init_set` (tags and state) instead of writing.
    pub init: Signal<In, Bit>,
    /// See `init`.
    pub init_set: Signal<In, Bits<8>>,
    /// A way's tag word and line were written a cycle before (not by `init`).
    pub fwd_valid: Signal<Out, Bit>,
    /// The line written a cycle before (with `fwd_valid`).
    pub fwd: LineFwd,
    /// A state word was written a cycle before (not by `init`).
    pub fwd_sv: Signal<Out, Bit>,
    /// That word.
    pub fwd_sword: Signal<Out, Bits<26>>,
    tram: Vec<RAM<Bits<18>, 8>>,
    tram2: Vec<RAM<Bits<18>, 8>>,
    dlo: Vec<RAM<Bits<512>, 8>>,
    dhi: Vec<RAM<Bits<512>, 8>>,
    sram: RAM<Bits<26>, 8>,
    sram2: RAM<Bits<26>, 8>,
    two_beats: Constant<Bit>,
    wayc: Vec<Constant<Bits<2>>>,
    f_valid: DFF<Bit>,
    f_way: DFF<Bits<2>>,
    f_tw: DFF<Bits<18>>,
    f_lo: DFF<Bits<512>>,
    f_hi: DFF<Bits<512>>,
    f_sv: DFF<Bit>,
    f_sword: DFF<Bits<26>>,
    we: Signal<Local, Bits<4>>,
}

impl CtxSetStore {
    /// The storage of a cache of two-beat entries when `two_beats`, else of one-beat entries.
    pub fn new(two_beats: bool) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rd_set: Default::default(),
            rd2_set: Default::default(),
            ways: Default::default(),
            tw2: Default::default(),
            sst: Default::default(),
            sst2: Default::default(),
            w_en: Default::default(),
            w_way: Default::default(),
            w_set: Default::default(),
            w_tw: Default::default(),
            w_lo: Default::default(),
            w_hi: Default::default(),
            s_we: Default::default(),
            s_set: Default::default(),
            s_wd: Default::default(),
            init: Default::default(),
            init_set: Default::default(),
            fwd_valid: Default::default(),
            fwd: Default::default(),
            fwd_sv: Default::default(),
            fwd_sword: Default::default(),
            tram: (0..4).map(|_| Default::default()).collect(),
            tram2: (0..4).map(|_| Default::default()).collect(),
            dlo: (0..4).map(|_| Default::default()).collect(),
            dhi: (0..4).map(|_| Default::default()).collect(),
            sram: Default::default(),
            sram2: Default::default(),
            two_beats: Constant::new(two_beats),
            wayc: (0..4).map(|i| Constant::new((i as u64).into())).collect(),
            f_valid: Default::default(),
            f_way: Default::default(),
            f_tw: Default::default(),
            f_lo: Default::default(),
            f_hi: Default::default(),
            f_sv: Default::default(),
            f_sword: Default::default(),
            we: Default::default(),
        }
    }
}

impl Default for CtxSetStore {
    /// The QP context cache's (two beats per entry).
    fn default() -> Self {
        Self::new(true)
    }
}

impl Logic for CtxSetStore {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, f_valid, f_way, f_tw, f_lo, f_hi, f_sv, f_sword);
        self.we.next = 0.into();
        for i in 0..4 {
            self.tram[i].read_clock.next = self.clock.val();
            self.tram[i].write_clock.next = self.clock.val();
            self.tram2[i].read_clock.next = self.clock.val();
            self.tram2[i].write_clock.next = self.clock.val();
            self.dlo[i].read_clock.next = self.clock.val();
            self.dlo[i].write_clock.next = self.clock.val();
            self.dhi[i].read_clock.next = self.clock.val();
            self.dhi[i].write_clock.next = self.clock.val();
            self.tram[i].read_address.next = self.rd_set.val();
            self.dlo[i].read_address.next = self.rd_set.val();
            self.dhi[i].read_address.next = self.rd_set.val();
            self.tram2[i].read_address.next = self.rd2_set.val();
            self.we.next = self.we.val().replace_bit(i, self.w_en.val() & (self.w_way.val() == self.wayc[i].val()));
            self.tram[i].write_address.next = self.w_set.val();
            self.tram2[i].write_address.next = self.w_set.val();
            self.dlo[i].write_address.next = self.w_set.val();
            self.dhi[i].write_address.next = self.w_set.val();
            self.tram[i].write_data.next = self.w_tw.val();
            self.tram2[i].write_data.next = self.w_tw.val();
            self.dlo[i].write_data.next = self.w_lo.val();
            self.dhi[i].write_data.next = self.w_hi.val();
            self.tram[i].write_enable.next = self.we.val().get_bit(i);
            self.tram2[i].write_enable.next = self.we.val().get_bit(i);
            self.dlo[i].write_enable.next = self.we.val().get_bit(i);
            self.dhi[i].write_enable.next = self.we.val().get_bit(i) & self.two_beats.val();
            if self.init.val() {
                self.tram[i].write_address.next = self.init_set.val();
                self.tram[i].write_data.next = 0.into();
                self.tram[i].write_enable.next = true;
                self.tram2[i].write_address.next = self.init_set.val();
                self.tram2[i].write_data.next = 0.into();
                self.tram2[i].write_enable.next = true;
            }
        }
        self.ways.tw.next = bit_cast::<72, 18>(self.tram[0].read_data.val())
            | (bit_cast::<72, 18>(self.tram[1].read_data.val()) << 18)
            | (bit_cast::<72, 18>(self.tram[2].read_data.val()) << 36)
            | (bit_cast::<72, 18>(self.tram[3].read_data.val()) << 54);
        self.tw2.next = bit_cast::<72, 18>(self.tram2[0].read_data.val())
            | (bit_cast::<72, 18>(self.tram2[1].read_data.val()) << 18)
            | (bit_cast::<72, 18>(self.tram2[2].read_data.val()) << 36)
            | (bit_cast::<72, 18>(self.tram2[3].read_data.val()) << 54);
        self.ways.lo.next = bit_cast::<2048, 512>(self.dlo[0].read_data.val())
            | (bit_cast::<2048, 512>(self.dlo[1].read_data.val()) << 512)
            | (bit_cast::<2048, 512>(self.dlo[2].read_data.val()) << 1024)
            | (bit_cast::<2048, 512>(self.dlo[3].read_data.val()) << 1536);
        self.ways.hi.next = 0.into();
        if self.two_beats.val() {
            self.ways.hi.next = bit_cast::<2048, 512>(self.dhi[0].read_data.val())
                | (bit_cast::<2048, 512>(self.dhi[1].read_data.val()) << 512)
                | (bit_cast::<2048, 512>(self.dhi[2].read_data.val()) << 1024)
                | (bit_cast::<2048, 512>(self.dhi[3].read_data.val()) << 1536);
        }
        self.sram.read_clock.next = self.clock.val();
        self.sram.write_clock.next = self.clock.val();
        self.sram2.read_clock.next = self.clock.val();
        self.sram2.write_clock.next = self.clock.val();
        self.sram.read_address.next = self.rd_set.val();
        self.sram2.read_address.next = self.rd2_set.val();
        self.sst.next = self.sram.read_data.val();
        self.sst2.next = self.sram2.read_data.val();
        self.sram.write_address.next = self.s_set.val();
        self.sram2.write_address.next = self.s_set.val();
        self.sram.write_data.next = self.s_wd.val();
        self.sram2.write_data.next = self.s_wd.val();
        self.sram.write_enable.next = self.s_we.val();
        self.sram2.write_enable.next = self.s_we.val();
        if self.init.val() {
            self.sram.write_address.next = self.init_set.val();
            self.sram.write_data.next = 0.into();
            self.sram.write_enable.next = true;
            self.sram2.write_address.next = self.init_set.val();
            self.sram2.write_data.next = 0.into();
            self.sram2.write_enable.next = true;
        }
        self.f_valid.d.next = self.w_en.val() & !self.reset.val();
        self.f_way.d.next = self.w_way.val();
        self.f_tw.d.next = self.w_tw.val();
        self.f_lo.d.next = self.w_lo.val();
        self.f_hi.d.next = self.w_hi.val();
        self.f_sv.d.next = self.s_we.val() & !self.reset.val();
        self.f_sword.d.next = self.s_wd.val();
        self.fwd_valid.next = self.f_valid.q.val();
        self.fwd.way.next = self.f_way.q.val();
        self.fwd.tw.next = self.f_tw.q.val();
        self.fwd.lo.next = self.f_lo.q.val();
        self.fwd.hi.next = self.f_hi.q.val();
        self.fwd_sv.next = self.f_sv.q.val();
        self.fwd_sword.next = self.f_sword.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};

    /// Random reads and writes against a model of the sets (16 of them, so that reads meet the
    /// writes of the same cycle): after `init` every tag and state word is zero; a read returns
    /// the contents before the same cycle's write, and that write is on `fwd_*` beside it, so that
    /// the read with the forward laid over it is the set as it is now; both ports agree; a one-beat
    /// store reads zeros in the high beats.
    #[test]
    fn reads_writes_and_forwards() {
        for two in [true, false] {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5E7 + u64::from(two));
            let mut u = CtxSetStore::new(two);
            u.connect_all();
            u.init.next = true;
            for s in 0..256u64 {
                u.init_set.next = s.into();
                rising_edge(&mut u, |u| &mut u.clock);
            }
            u.init.next = false;
            // The model: per set and way (tag word, low, high); per set the state word.
            let mut tags = vec![[0u64; 4]; 256];
            let mut lines = vec![[(0u64, 0u64); 4]; 256];
            let mut states = vec![0u64; 256];
            let mut reads: Option<(usize, usize)> = None;
            let mut fwd: (Option<(usize, usize)>, Option<usize>) = (None, None);
            for cycle in 0..5_000 {
                let at = format!("two {two} cycle {cycle}");
                if let Some((s1, s2)) = reads {
                    for way in 0..4 {
                        let over = fwd.0 == Some((s1, way));
                        let t = if over { u.fwd.tw.val() } else { u.ways.tw.val().get_bits::<18>(18 * way) };
                        assert_eq!(t.to_u64(), tags[s1][way], "{at}: set {s1} way {way} tag");
                        let lo = if over { u.fwd.lo.val() } else { u.ways.lo.val().get_bits::<512>(512 * way) };
                        let hi = if over { u.fwd.hi.val() } else { u.ways.hi.val().get_bits::<512>(512 * way) };
                        assert_eq!(lo.get_bits::<64>(64).to_u64(), lines[s1][way].0, "{at}: set {s1} way {way} low beat");
                        if two || !over {
                            assert_eq!(hi.get_bits::<64>(448).to_u64(), if two { lines[s1][way].1 } else { 0 }, "{at}: set {s1} way {way} high beat");
                        }
                        let over2 = fwd.0 == Some((s2, way));
                        let t2 = if over2 { u.fwd.tw.val() } else { u.tw2.val().get_bits::<18>(18 * way) };
                        assert_eq!(t2.to_u64(), tags[s2][way], "{at}: set {s2} way {way} tag, second port");
                    }
                    let sw = if fwd.1 == Some(s1) { u.fwd_sword.val() } else { u.sst.val() };
                    assert_eq!(sw.to_u64(), states[s1], "{at}: set {s1} state");
                    let sw2 = if fwd.1 == Some(s2) { u.fwd_sword.val() } else { u.sst2.val() };
                    assert_eq!(sw2.to_u64(), states[s2], "{at}: set {s2} state, second port");
                }
                let (s1, s2) = (rng.gen_range(0..16usize), rng.gen_range(0..16usize));
                u.rd_set.next = (s1 as u64).into();
                u.rd2_set.next = (s2 as u64).into();
                let w = rng.gen_bool(0.5).then(|| (rng.gen_range(0..16usize), rng.gen_range(0..4usize), rng.gen_range(0..1u64 << 18), rng.gen::<u64>(), rng.gen::<u64>()));
                let sw = rng.gen_bool(0.3).then(|| (rng.gen_range(0..16usize), rng.gen_range(0..1u64 << 26)));
                u.w_en.next = w.is_some();
                if let Some((set, way, tw, lo, hi)) = w {
                    u.w_set.next = (set as u64).into();
                    u.w_way.next = (way as u64).into();
                    u.w_tw.next = tw.into();
                    u.w_lo.next = Bits::<512>::from(lo) << 64;
                    u.w_hi.next = Bits::<512>::from(hi) << 448;
                }
                u.s_we.next = sw.is_some();
                if let Some((set, word)) = sw {
                    u.s_set.next = (set as u64).into();
                    u.s_wd.next = word.into();
                }
                settle(&mut u);
                rising_edge(&mut u, |u| &mut u.clock);
                if let Some((set, way, tw, lo, hi)) = w {
                    tags[set][way] = tw;
                    lines[set][way] = (lo, hi);
                }
                if let Some((set, word)) = sw {
                    states[set] = word;
                }
                reads = Some((s1, s2));
                fwd = (w.map(|(set, way, ..)| (set, way)), sw.map(|(set, _)| set));
            }
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        for two in [true, false] {
            crate::export::export_and_lint("roce_ctx_set_store", CtxSetStore::new(two), &[]).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}
