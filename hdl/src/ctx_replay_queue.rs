//! The context cache's replay queue: operations parked until their set is free (a part of
//! [`crate::ctx_cache::CtxCache`], whose module docs say when an operation parks and when the
//! head is replayed).
//!
//! # Contract
//! - Up to two parks a cycle: `p1_*` alone, or `p1_*` then `p2_*` behind it (`p2_valid` only
//!   with `p1_valid`), each with the set it belongs to. One pop a cycle (`pop`, of the head shown
//!   on `head_valid` / `head`). The caller keeps the queue from overflowing, with at least two
//!   positions free at all times (it stops new operations while
//!   [`crate::ctx_cache::CTX_PARK_LIMIT`] are parked): the two positions at the tail have their
//!   set registers written every cycle.
//! - Order: a FIFO of [`crate::ctx_cache::CTX_PARKED_MAX`] = 32 records in two 16-entry banks
//!   (even positions in bank 0, odd ones in bank 1), so that two parks go in at once.
//! - Set compares: `lk_parked` / `up_parked` / `pf_parked` say whether an operation of set
//!   `lk_set` / `up_set` / `pf_set` is parked (every position's set is kept in a register beside
//!   its valid bit: 32 compares a port, no search of the banks). A record parked or popped in
//!   this cycle counts from the next.
//! - `count`: records parked (registered, exact: the banks' own `fill` would make a
//!   combinational loop through the parks); `fill`: the same from the banks (for status).
//! - The entry parked last: `lk_last` / `up_last` say that `lk_key` / `up_key` (entry index bits
//!   0..16) is the index of the record parked last, while anything is parked (or was a cycle
//!   ago: the flag is registered from `count`, not from its next value). The cache holds a new
//!   operation on that entry at its port, so that a stream on one entry behind a miss does not
//!   park as a whole. A park counts from the next cycle.
use crate::ctx_cache::{ParkedOp, CTX_PARKED_MAX};
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// One bank of the queue (16 records).
type ParkFifo = SyncFifo<ParkedOp, 4, 5>;

/// The replay queue (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxReplayQueue {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: empties the queue.
    pub reset: Signal<In, Bit>,
    /// Park a record.
    pub p1_valid: Signal<In, Bit>,
    /// The record.
    pub p1_rec: Signal<In, ParkedOp>,
    /// Its set.
    pub p1_set: Signal<In, Bits<8>>,
    /// Park a second record, behind the first (only with `p1_valid`).
    pub p2_valid: Signal<In, Bit>,
    /// The second record.
    pub p2_rec: Signal<In, ParkedOp>,
    /// Its set.
    pub p2_set: Signal<In, Bits<8>>,
    /// Pop the head.
    pub pop: Signal<In, Bit>,
    /// A record is parked (the head is valid).
    pub head_valid: Signal<Out, Bit>,
    /// The oldest record.
    pub head: Signal<Out, ParkedOp>,
    /// A lookup's set.
    pub lk_set: Signal<In, Bits<8>>,
    /// An operation of set `lk_set` is parked.
    pub lk_parked: Signal<Out, Bit>,
    /// An update's set.
    pub up_set: Signal<In, Bits<8>>,
    /// An operation of set `up_set` is parked.
    pub up_parked: Signal<Out, Bit>,
    /// A prefetch's set.
    pub pf_set: Signal<In, Bits<8>>,
    /// An operation of set `pf_set` is parked.
    pub pf_parked: Signal<Out, Bit>,
    /// Records parked.
    pub count: Signal<Out, Bits<6>>,
    /// Records parked, from the banks' own counts.
    pub fill: Signal<Out, Bits<6>>,
    /// A lookup's entry index, bits 0..16.
    pub lk_key: Signal<In, Bits<16>>,
    /// It is the entry parked last.
    pub lk_last: Signal<Out, Bit>,
    /// An update's entry index, bits 0..16.
    pub up_key: Signal<In, Bits<16>>,
    /// It is the entry parked last.
    pub up_last: Signal<Out, Bit>,
    qb0: ParkFifo,
    qb1: ParkFifo,
    /// Queue positions.
    pqc: Vec<Constant<Bits<5>>>,
    /// Per position: a record is there, and its set.
    pqv: Vec<DFF<Bit>>,
    pqs: Vec<DFF<Bits<8>>>,
    pq_head: DFF<Bits<5>>,
    pq_tail: DFF<Bits<5>>,
    q_count: DFF<Bits<6>>,
    /// The entry parked last (index bits 0..16), valid while anything is parked.
    lp_valid: DFF<Bit>,
    lp_index: DFF<Bits<16>>,
    hb: Signal<Local, Bit>,
    p1_key: Signal<Local, Bits<16>>,
    p2_key: Signal<Local, Bits<16>>,
}

impl Default for CtxReplayQueue {
    fn default() -> Self {
        CtxReplayQueue {
            clock: Default::default(),
            reset: Default::default(),
            p1_valid: Default::default(),
            p1_rec: Default::default(),
            p1_set: Default::default(),
            p2_valid: Default::default(),
            p2_rec: Default::default(),
            p2_set: Default::default(),
            pop: Default::default(),
            head_valid: Default::default(),
            head: Default::default(),
            lk_set: Default::default(),
            lk_parked: Default::default(),
            up_set: Default::default(),
            up_parked: Default::default(),
            pf_set: Default::default(),
            pf_parked: Default::default(),
            count: Default::default(),
            fill: Default::default(),
            lk_key: Default::default(),
            lk_last: Default::default(),
            up_key: Default::default(),
            up_last: Default::default(),
            qb0: Default::default(),
            qb1: Default::default(),
            pqc: (0..CTX_PARKED_MAX).map(|i| Constant::new((i as u64).into())).collect(),
            pqv: (0..CTX_PARKED_MAX).map(|_| Default::default()).collect(),
            pqs: (0..CTX_PARKED_MAX).map(|_| Default::default()).collect(),
            pq_head: Default::default(),
            pq_tail: Default::default(),
            q_count: Default::default(),
            lp_valid: Default::default(),
            lp_index: Default::default(),
            hb: Default::default(),
            p1_key: Default::default(),
            p2_key: Default::default(),
        }
    }
}

impl Logic for CtxReplayQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, pq_head, pq_tail, q_count, lp_valid, lp_index);
        clock!(self, clock, qb0, qb1);
        self.qb0.reset.next = self.reset.val();
        self.qb0.replace.next = false;
        self.qb1.reset.next = self.reset.val();
        self.qb1.replace.next = false;
        for i in 0..32 {
            self.pqv[i].clock.next = self.clock.val();
            self.pqs[i].clock.next = self.clock.val();
            self.pqv[i].d.next = self.pqv[i].q.val();
            self.pqs[i].d.next = self.pqs[i].q.val();
        }
        self.count.next = self.q_count.q.val();
        self.fill.next = bit_cast::<6, 5>(self.qb0.fill.val()) + bit_cast::<6, 5>(self.qb1.fill.val());

        // ---- the head: bank 0 holds the even positions, bank 1 the odd ones ----
        self.hb.next = self.pq_head.q.val().get_bit(0);
        self.head.next = self.qb0.rd_data.val();
        self.head_valid.next = self.qb0.rd_valid.val();
        if self.hb.val() {
            self.head.next = self.qb1.rd_data.val();
            self.head_valid.next = self.qb1.rd_valid.val();
        }
        self.qb0.rd_en.next = self.pop.val() & !self.hb.val();
        self.qb1.rd_en.next = self.pop.val() & self.hb.val();
        if self.pop.val() {
            self.pq_head.d.next = self.pq_head.q.val() + 1;
        }

        // ---- the sets parked, against the three ports' ----
        self.lk_parked.next = false;
        self.up_parked.next = false;
        self.pf_parked.next = false;
        for i in 0..32 {
            if self.pqv[i].q.val() & (self.pqs[i].q.val() == self.lk_set.val()) {
                self.lk_parked.next = true;
            }
            if self.pqv[i].q.val() & (self.pqs[i].q.val() == self.up_set.val()) {
                self.up_parked.next = true;
            }
            if self.pqv[i].q.val() & (self.pqs[i].q.val() == self.pf_set.val()) {
                self.pf_parked.next = true;
            }
        }

        // ---- parks: the first at the tail, the second behind it (the other bank) ----
        self.qb0.wr_en.next = false;
        self.qb1.wr_en.next = false;
        self.qb0.wr_data.next = self.p1_rec.val();
        self.qb1.wr_data.next = self.p1_rec.val();
        if self.pq_tail.q.val().get_bit(0) {
            self.qb1.wr_en.next = self.p1_valid.val();
            self.qb0.wr_en.next = self.p2_valid.val();
            self.qb0.wr_data.next = self.p2_rec.val();
        } else {
            self.qb0.wr_en.next = self.p1_valid.val();
            self.qb1.wr_en.next = self.p2_valid.val();
            self.qb1.wr_data.next = self.p2_rec.val();
        }
        for i in 0..32 {
            if self.pop.val() & (self.pq_head.q.val() == self.pqc[i].val()) {
                self.pqv[i].d.next = false;
            }
            // The two positions at the tail are free (see the contract), so their sets are
            // written every cycle whether or not anything parks: only the valid bits wait for the
            // park decision (a level less behind it for the 256 set bits).
            if self.pq_tail.q.val() == self.pqc[i].val() {
                self.pqs[i].d.next = self.p1_set.val();
                if self.p1_valid.val() {
                    self.pqv[i].d.next = true;
                }
            }
            if (self.pq_tail.q.val() + 1) == self.pqc[i].val() {
                self.pqs[i].d.next = self.p2_set.val();
                if self.p2_valid.val() {
                    self.pqv[i].d.next = true;
                }
            }
        }
        if self.p2_valid.val() {
            self.pq_tail.d.next = self.pq_tail.q.val() + 2;
        } else if self.p1_valid.val() {
            self.pq_tail.d.next = self.pq_tail.q.val() + 1;
        }
        if self.p2_valid.val() {
            if self.pop.val() {
                self.q_count.d.next = self.q_count.q.val() + 1;
            } else {
                self.q_count.d.next = self.q_count.q.val() + 2;
            }
        } else if self.p1_valid.val() & !self.pop.val() {
            self.q_count.d.next = self.q_count.q.val() + 1;
        } else if !self.p1_valid.val() & self.pop.val() {
            self.q_count.d.next = self.q_count.q.val() - 1;
        }

        // ---- the entry parked last: the second park's if two, else the first's ----
        self.lk_last.next = self.lp_valid.q.val() & (self.lk_key.val() == self.lp_index.q.val());
        self.up_last.next = self.lp_valid.q.val() & (self.up_key.val() == self.lp_index.q.val());
        self.p1_key.next = bit_cast::<16, 24>(self.p1_rec.val().index);
        self.p2_key.next = bit_cast::<16, 24>(self.p2_rec.val().index);
        self.lp_valid.d.next = self.q_count.q.val() != 0;
        if self.p1_valid.val() {
            self.lp_valid.d.next = true;
            self.lp_index.d.next = self.p1_key.val();
            if self.p2_valid.val() {
                self.lp_index.d.next = self.p2_key.val();
            }
        }

        if self.reset.val() {
            self.lp_valid.d.next = false;
            self.pq_head.d.next = 0.into();
            self.pq_tail.d.next = 0.into();
            self.q_count.d.next = 0.into();
            for i in 0..32 {
                self.pqv[i].d.next = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::VecDeque;

    fn clk(b: &mut CtxReplayQueue) -> &mut Signal<In, Clock> {
        &mut b.clock
    }

    fn rec(rng: &mut StdRng) -> ParkedOp {
        ParkedOp {
            data: (rng.gen::<u64>()).into(),
            index: (rng.gen_range(0..1u64 << 24)).into(),
            tag: (rng.gen::<u8>() as u64).into(),
            op: rng.gen_range(0..8u64).into(),
        }
    }

    /// Random parks (one or two a cycle, sets from a small range so that compares hit) and pops
    /// against a `VecDeque` model: the head (shown two cycles after its park, as the banks do),
    /// the three ports' compares (from the next cycle), the entry parked last against two ports' entries, and the counts, every cycle; the queue is kept under 32 as the cache does.
    #[test]
    fn matches_a_fifo_model() {
        let mut b = CtxReplayQueue::default();
        b.connect_all();
        let mut rng = StdRng::seed_from_u64(7);
        b.reset.next = true;
        rising_edge(&mut b, clk);
        b.reset.next = false;
        let mut model: VecDeque<(ParkedOp, u8)> = VecDeque::new();
        // Cycle each record was parked in (the banks show a record two cycles after its write).
        let mut born: VecDeque<usize> = VecDeque::new();

        let (mut max, mut pops, mut hits, mut lasts) = (0, 0, 0, 0);
        // The entry parked last: (valid, index bits 0..16).
        let mut lp = (false, 0u64);
        for cycle in 0..20_000 {
            // Fill and drain in waves so that the queue runs full and empty.
            let fill_phase = (cycle / 300) % 2 == 0;
            // The contract keeps two positions free (the tail's two set registers are written
            // every cycle).
            let room = 30 - model.len();
            let n = if room >= 2 && rng.gen_ratio(if fill_phase { 2 } else { 1 }, 4) {
                rng.gen_range(1..=2)
            } else if room >= 1 && rng.gen_ratio(1, 4) {
                1
            } else {
                0
            };
            let new: Vec<(ParkedOp, u8)> = (0..n).map(|_| (rec(&mut rng), rng.gen_range(0..12u8))).collect();
            b.p1_valid.next = n >= 1;
            b.p2_valid.next = n == 2;
            if let Some((r, s)) = new.first() {
                b.p1_rec.next = *r;
                b.p1_set.next = (*s as u64).into();
            }
            if let Some((r, s)) = new.get(1) {
                b.p2_rec.next = *r;
                b.p2_set.next = (*s as u64).into();
            }
            let visible = born.front().is_some_and(|&c| c + 2 <= cycle);
            let pop = visible && rng.gen_ratio(if fill_phase { 1 } else { 3 }, 4);
            b.pop.next = pop;
            let sets: [u8; 3] = [rng.gen_range(0..16), rng.gen_range(0..16), rng.gen_range(0..16)];
            b.lk_set.next = (sets[0] as u64).into();
            b.up_set.next = (sets[1] as u64).into();
            b.pf_set.next = (sets[2] as u64).into();
            // The two ports' entries: the one parked last half the time.
            let keys: [u64; 2] = [0, 1].map(|_| if rng.gen_bool(0.5) { lp.1 } else { rng.gen_range(0..1u64 << 16) });
            b.lk_key.next = keys[0].into();
            b.up_key.next = keys[1].into();
            settle(&mut b);
            for (k, key) in keys.iter().enumerate() {
                let want = lp.0 && *key == lp.1;
                assert_eq!([b.lk_last.val(), b.up_last.val()][k], want, "cycle {cycle}: port {k}, entry {key:#x} parked last");
                lasts += want as u32;
            }
            assert_eq!(b.head_valid.val(), visible, "cycle {cycle}: head valid (two cycles after its park)");
            if visible {
                let (h, r) = (b.head.val(), model[0].0);
                assert!(h == r, "cycle {cycle}: head index {:#x} op {}, model's {:#x} op {}", h.index.to_u32(), h.op.to_u32(), r.index.to_u32(), r.op.to_u32());
            }
            let got = [b.lk_parked.val(), b.up_parked.val(), b.pf_parked.val()];
            for (k, s) in sets.iter().enumerate() {
                let want = model.iter().any(|(_, ms)| ms == s);
                assert_eq!(got[k], want, "cycle {cycle}: port {k}, set {s} parked");
                hits += want as u32;
            }
            assert_eq!(b.count.val().index(), model.len(), "cycle {cycle}: count");
            assert_eq!(b.fill.val().index(), model.len(), "cycle {cycle}: fill");
            rising_edge(&mut b, clk);
            lp.0 = !model.is_empty() || n >= 1;
            if let Some((r, _)) = new.last() {
                lp.1 = r.index.to_u64() & 0xFFFF;
            }
            if pop {
                model.pop_front();
                born.pop_front();
                pops += 1;
            }
            for (r, s) in new {
                model.push_back((r, s));
                born.push_back(cycle);
            }
            max = max.max(model.len());
        }
        assert!(max == 30 && pops > 3_000 && hits > 1_000 && lasts > 1_000, "coverage: max {max}, pops {pops}, hits {hits}, lasts {lasts}");
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_replay_queue", CtxReplayQueue::default(), &[]).unwrap();
    }
}
