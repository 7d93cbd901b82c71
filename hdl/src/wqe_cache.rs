//! The requester's WQE cache (issue 16): the first 128 bytes of recently read send WQEs (the
//! header and SGEs 0..=3: all the engine reads of one, the whole gather list of a WQE of up to
//! four SGEs) on chip, so a turn does not wait for host
//! memory's latency once per packet and the retire walk does not read back the WQE it sent.
//!
//! # Entries
//! 2^[`WQE_CACHE_LOG`] entries, direct mapped: a WQE's entry is `(idx + 8 * qpn) mod 512`, `idx`
//! the WQE's free-running index in its send queue (so a QP's consecutive WQEs take consecutive
//! entries, and up to 64 QPs with eight WQEs each in flight do not collide). An entry is tagged
//! with the QPN and the full 32-bit index: once a WQE retires and the driver posts a new one in
//! its slot, the new one has another index, so the old entry never answers for it. (A stale
//! entry would have to outlive 2^32 WQEs of its QP without being overwritten.)
//!
//! # What it may not hold
//! The driver may set a send queue up again (a new ring, the indexes restarted) by writing or
//! invalidating its context. The engine asks for a **flush** then (`flush`, also on a reset and
//! on a WQE read that failed, whose beats it may have put): a walk over every entry, one a cycle
//! (512 cycles), clearing its valid bit (the walk writes whatever data is at the put port, with
//! the bit clear, so only the address and that bit are multiplexed); while it runs nothing hits
//! and puts are dropped.
//!
//! # Timing
//! `look_qpn` / `look_idx` are read every cycle; `hit`, `hdr` and `sges` answer for the values
//! of the cycle before (the RAM's registered read; the tag it is compared with is registered
//! alongside). A put is written at the clock edge.
use rust_hdl::prelude::*;

/// Entries: 2^9 (the RAM's width, 1,073 bits, takes the same block RAMs for 512 entries as for
/// fewer).
pub const WQE_CACHE_LOG: usize = 9;
/// Consecutive entries a QP's consecutive WQEs take (`8 * qpn` in the index): 64 QPs with this
/// many WQEs each in flight do not collide.
pub const WQE_CACHE_QP_SPAN: usize = 8;
const _: () = assert!(WQE_CACHE_QP_SPAN == 8 && (1 << WQE_CACHE_LOG) / WQE_CACHE_QP_SPAN == 64);
/// An entry's bits: the WQE header (512), SGEs 0..=3 (512), the index (32), the QPN (16), valid.
pub const WQE_CACHE_ENTRY_BITS: usize = 512 + 512 + 32 + 16 + 1;

/// The WQE cache.
#[derive(LogicBlock)]
pub struct WqeCache {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: starts a flush (the RAM's power-up contents are not
    /// trusted).
    pub reset: Signal<In, Bit>,
    /// Start a flush: every entry is cleared, one per cycle; puts are dropped meanwhile.
    pub flush: Signal<In, Bit>,
    /// A flush is running (a flip-flop).
    pub flushing: Signal<Out, Bit>,
    /// The WQE looked up: its QP.
    pub look_qpn: Signal<In, Bits<16>>,
    /// The WQE looked up: its free-running index in the send queue.
    pub look_idx: Signal<In, Bits<32>>,
    /// The WQE looked up a cycle before is held.
    pub hit: Signal<Out, Bit>,
    /// Its header (the first 64 bytes), valid with `hit`.
    pub hdr: Signal<Out, Bits<512>>,
    /// Its second beat (bytes 64..128: SGEs 0..=3), valid with `hit`.
    pub sges: Signal<Out, Bits<512>>,
    /// Put a WQE (written at the clock edge, unless a flush runs).
    pub put: Signal<In, Bit>,
    /// The WQE put: its QP.
    pub put_qpn: Signal<In, Bits<16>>,
    /// The WQE put: its free-running index.
    pub put_idx: Signal<In, Bits<32>>,
    /// The WQE put: its header.
    pub put_hdr: Signal<In, Bits<512>>,
    /// The WQE put: its second beat (SGEs 0..=3).
    pub put_sges: Signal<In, Bits<512>>,
    /// The entries.
    ram: RAM<Bits<WQE_CACHE_ENTRY_BITS>, WQE_CACHE_LOG>,
    /// The tag looked up, registered with the RAM's read (QPN in bits 32..48, index 0..32).
    tag_q: DFF<Bits<48>>,
    /// The flush walk: running, and the entry it clears.
    fl_on: DFF<Bit>,
    fl_at: DFF<Bits<WQE_CACHE_LOG>>,
    /// The entry read.
    ent: Signal<Local, Bits<WQE_CACHE_ENTRY_BITS>>,
    /// The valid bit written: set by a put, clear by the flush walk (a one-bit signal: an
    /// inversion inside a widening cast would widen first in the Verilog).
    put_valid: Signal<Local, Bit>,
}

impl Default for WqeCache {
    fn default() -> Self {
        WqeCache {
            clock: Default::default(),
            reset: Default::default(),
            flush: Default::default(),
            flushing: Default::default(),
            look_qpn: Default::default(),
            look_idx: Default::default(),
            hit: Default::default(),
            hdr: Default::default(),
            sges: Default::default(),
            put: Default::default(),
            put_qpn: Default::default(),
            put_idx: Default::default(),
            put_hdr: Default::default(),
            put_sges: Default::default(),
            ram: Default::default(),
            tag_q: Default::default(),
            fl_on: Default::default(),
            fl_at: Default::default(),
            ent: Default::default(),
            put_valid: Default::default(),
        }
    }
}

/// A WQE's entry: `(idx + 8 * qpn) mod 2^WQE_CACHE_LOG` (the software twin of the block's
/// index, for tests).
pub fn wqe_cache_index(qpn: u32, idx: u32) -> usize {
    (idx.wrapping_add(qpn.wrapping_mul(8)) as usize) & ((1 << WQE_CACHE_LOG) - 1)
}

impl Logic for WqeCache {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, tag_q, fl_on, fl_at);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.ram.read_address.next = self.look_idx.val().get_bits::<WQE_CACHE_LOG>(0) + (self.look_qpn.val().get_bits::<WQE_CACHE_LOG>(0) << 3);
        self.tag_q.d.next = bit_cast::<48, 32>(self.look_idx.val()) | (bit_cast::<48, 16>(self.look_qpn.val()) << 32);
        self.ent.next = self.ram.read_data.val();
        self.put_valid.next = !self.fl_on.q.val();
        self.hit.next = self.ent.val().get_bit(1072) & (self.ent.val().get_bits::<48>(1024) == self.tag_q.q.val()) & !self.fl_on.q.val();
        self.hdr.next = self.ent.val().get_bits::<512>(0);
        self.sges.next = self.ent.val().get_bits::<512>(512);
        self.flushing.next = self.fl_on.q.val();
        // A put, or the flush walk's clear: the same data with the valid bit clear (only the
        // address and that bit are multiplexed).
        self.ram.write_address.next = self.put_idx.val().get_bits::<WQE_CACHE_LOG>(0) + (self.put_qpn.val().get_bits::<WQE_CACHE_LOG>(0) << 3);
        self.ram.write_data.next = bit_cast::<WQE_CACHE_ENTRY_BITS, 512>(self.put_hdr.val())
            | (bit_cast::<WQE_CACHE_ENTRY_BITS, 512>(self.put_sges.val()) << 512)
            | (bit_cast::<WQE_CACHE_ENTRY_BITS, 32>(self.put_idx.val()) << 1024)
            | (bit_cast::<WQE_CACHE_ENTRY_BITS, 16>(self.put_qpn.val()) << 1056)
            | (bit_cast::<WQE_CACHE_ENTRY_BITS, 1>(self.put_valid.val().into()) << 1072);
        self.ram.write_enable.next = self.put.val();
        if self.fl_on.q.val() {
            self.ram.write_address.next = self.fl_at.q.val();
            self.ram.write_enable.next = true;
            self.fl_at.d.next = self.fl_at.q.val() + 1;
            if self.fl_at.q.val().all() {
                self.fl_on.d.next = false;
            }
        }
        if self.flush.val() | self.reset.val() {
            self.fl_on.d.next = true;
            self.fl_at.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;

    fn hdr_of(qpn: u32, idx: u32, gen: u32) -> Bits<512> {
        (Bits::<512>::from(((qpn as u64) << 40) | ((idx as u64) << 8) | gen as u64) << 300) | Bits::<512>::from(0x5A5A_0000_u64 | gen as u64)
    }
    fn sge_of(qpn: u32, idx: u32, gen: u32) -> Bits<512> {
        (Bits::<512>::from(((qpn as u64) << 48) ^ ((idx as u64) << 16) ^ gen as u64 ^ 0xDEAD_0000_0000_0000) << 400)
            | Bits::<512>::from(gen as u64 ^ 0xBEEF)
    }

    /// Random puts (a few QPs, indexes that collide in the table and that differ only above
    /// its bits), looks and flushes, against a model: an entry holds the last WQE put at its
    /// index since the last flush ended; a look hits exactly when that WQE is the one looked
    /// for (and no flush runs), and returns what was put. A flush clears everything within
    /// 512 cycles; puts meanwhile are dropped.
    fn check(ops: &[(u8, u8, u8, u8)]) -> Result<(), TestCaseError> {
        let mut u = WqeCache::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        let mut model: std::collections::HashMap<usize, (u32, u32, u32)> = Default::default();
        let mut flush_left = 512u32;
        // The look of the cycle before, and what it should find (the model as it was then:
        // the RAM reads before the edge's write).
        let mut looked: Option<(u32, u32, Option<(u32, u32, u32)>)> = None;
        for (cycle, &(kind, q, i, hi)) in ops.iter().enumerate() {
            let qpn = [3u32, 67, 0xFFFF, 131][q as usize % 4];
            let idx = (i as u32 % 24) | ((hi as u32 % 3) << 30) | if hi % 5 == 0 { 512 } else { 0 };
            let gen = cycle as u32;
            u.flush.next = kind == 0 && q < 64;
            u.put.next = kind % 3 == 0;
            u.put_qpn.next = (qpn as u64).into();
            u.put_idx.next = (idx as u64).into();
            u.put_hdr.next = hdr_of(qpn, idx, gen);
            u.put_sges.next = sge_of(qpn, idx, gen);
            let (lq, li) = ([3u32, 67, 0xFFFF, 131][(q as usize * 7 + kind as usize) % 4], (i as u32 * 5 % 24) | ((hi as u32 % 3) << 30));
            u.look_qpn.next = (lq as u64).into();
            u.look_idx.next = (li as u64).into();
            settle(&mut u);
            prop_assert_eq!(u.flushing.val(), flush_left > 0, "cycle {}: flushing", cycle);
            if let Some((pq, pi, want)) = looked {
                let want = want.filter(|_| flush_left == 0);
                prop_assert_eq!(u.hit.val(), want.is_some(), "cycle {}: hit for QP {} idx {:#x}", cycle, pq, pi);
                if let Some((mq, mi, g)) = want {
                    prop_assert_eq!(u.hdr.val(), hdr_of(mq, mi, g));
                    prop_assert_eq!(u.sges.val(), sge_of(mq, mi, g));
                }
            }
            looked = Some((lq, li, model.get(&wqe_cache_index(lq, li)).copied().filter(|(mq, mi, _)| (*mq, *mi) == (lq, li))));
            // The edge: the put lands unless a flush runs; a flush (re)starts the walk.
            if u.put.val() && flush_left == 0 {
                model.insert(wqe_cache_index(qpn, idx), (qpn, idx, gen));
            }
            flush_left = flush_left.saturating_sub(1);
            if u.flush.val() {
                model.clear();
                flush_left = 512;
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]
        #[test]
        fn answers_for_the_wqe_last_put_at_its_entry(ops in prop::collection::vec(any::<(u8, u8, u8, u8)>(), 600..1500)) {
            check(&ops)?;
        }
    }

    /// A hit after a put, a miss for the same slot's next lap (index + 512) and for another QP,
    /// and nothing after a flush.
    #[test]
    fn a_tag_tells_laps_and_qps_apart() {
        let mut u = WqeCache::default();
        u.connect_all();
        let tick = |u: &mut WqeCache| rising_edge(u, |u| &mut u.clock);
        u.reset.next = true;
        tick(&mut u);
        u.reset.next = false;
        for _ in 0..512 {
            tick(&mut u);
        }
        settle(&mut u);
        assert!(!u.flushing.val());
        u.put.next = true;
        u.put_qpn.next = 5.into();
        u.put_idx.next = 40.into();
        u.put_hdr.next = hdr_of(5, 40, 1);
        u.put_sges.next = sge_of(5, 40, 1);
        tick(&mut u);
        u.put.next = false;
        let look = |u: &mut WqeCache, q: u64, i: u64| {
            u.look_qpn.next = q.into();
            u.look_idx.next = i.into();
            rising_edge(u, |u| &mut u.clock);
            settle(u);
            u.hit.val()
        };
        assert!(look(&mut u, 5, 40));
        assert_eq!(u.hdr.val(), hdr_of(5, 40, 1));
        assert!(!look(&mut u, 5, 40 + 512), "the slot's next lap");
        assert!(!look(&mut u, 5 + 64, 40), "another QP at the same entry");
        assert!(look(&mut u, 5, 40));
        u.flush.next = true;
        assert!(!look(&mut u, 5, 40), "a flush is running");
        u.flush.next = false;
        for _ in 0..600 {
            look(&mut u, 5, 40);
        }
        assert!(!look(&mut u, 5, 40), "flushed");
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_wqe_cache", WqeCache::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
