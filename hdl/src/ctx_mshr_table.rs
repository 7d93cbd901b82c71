//! The MSHRs' bookkeeping in the context cache (a part of [`crate::ctx_cache::CtxCache`]): which
//! miss status holding registers are free, how many are out, what each was allocated with, and
//! whether an update was absorbed into the line it fills. (Their host-memory side, write-backs
//! and fills, is [`crate::ctx_miss_dma::CtxMissDma`].)
//!
//! - Free list: a FIFO of MSHR ids, filled with `0..limit` while the cache initialises (one id a
//!   cycle, from `init_slot`; `limit` is the `mshr_limit` register, 0 or too large meaning all
//!   the instance has). `start` takes its head (`free_id`, valid while `free_any`); `rel` gives
//!   `rel_id` back. `busy` while any MSHR is out (a registered count, not the FIFO's level).
//! - Allocation info: `info` (what stage 1 allocated the MSHR with, opaque here) is written at
//!   `free_id` on `start` and read at `ins_id` through the RAM's registered port: `ins_info` is
//!   the info of the MSHR that was `ins_id` a cycle before (the install reaching stage 1), so no
//!   selection by id sits in front of logic.
//! - Absorbed updates: `a_set` marks MSHR `a_id` (an update was written into the way its fill
//!   reserved: its install must not overwrite it); `start` clears the mark. `ins_up` is the mark of
//!   the MSHR that was `ins_id` a cycle before, picked one-hot and registered, with a mark set in
//!   that cycle forwarded when it is `s1_id`'s.
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// FIFO of MSHR ids (the free list).
type IdFifo = SyncFifo<Bits<6>, 6, 7>;

/// The MSHRs' bookkeeping (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxMshrTable {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset: no MSHR out, the free list empty (`init` refills it).
    pub reset: Signal<In, Bit>,
    /// The cache initialises: put `init_slot` on the free list if it is below the limit.
    pub init: Signal<In, Bit>,
    /// The initialisation's counter (0..256).
    pub init_slot: Signal<In, Bits<8>>,
    /// MSHRs to use (0 = all the instance has; larger values are all too).
    pub limit: Signal<In, Bits<7>>,
    /// An MSHR is free.
    pub free_any: Signal<Out, Bit>,
    /// The free list's head.
    pub free_id: Signal<Out, Bits<6>>,
    /// Allocate the free list's head (with `info`).
    pub start: Signal<In, Bit>,
    /// What it is allocated with.
    pub info: Signal<In, Bits<31>>,
    /// Release an MSHR.
    pub rel: Signal<In, Bit>,
    /// Its id.
    pub rel_id: Signal<In, Bits<6>>,
    /// Mark an MSHR: an update was absorbed into its way.
    pub a_set: Signal<In, Bit>,
    /// Its id.
    pub a_id: Signal<In, Bits<6>>,
    /// The MSHR whose info and mark to read (the install queue's head).
    pub ins_id: Signal<In, Bits<6>>,
    /// The MSHR installing in stage 1 (`ins_id` of a cycle before).
    pub s1_id: Signal<In, Bits<6>>,
    /// Its allocation info.
    pub ins_info: Signal<Out, Bits<31>>,
    /// Its mark.
    pub ins_up: Signal<Out, Bit>,
    /// Some MSHR is out.
    pub busy: Signal<Out, Bit>,
    /// MSHRs free (status).
    pub free_count: Signal<Out, Bits<7>>,
    freeq: IdFifo,
    info_ram: RAM<Bits<31>, 6>,
    mid: Vec<Constant<Bits<6>>>,
    /// The marks, bit per MSHR id.
    marks: DFF<Bits<64>>,
    nmshr: Constant<Bits<7>>,
    out: DFF<Bits<7>>,
    up_q: DFF<Bit>,
    ab_v: DFF<Bit>,
    ab_id: DFF<Bits<6>>,
    lim: Signal<Local, Bits<7>>,
    mk: Signal<Local, Bits<64>>,
}

impl CtxMshrTable {
    /// A table of `mshrs` MSHRs (1..=64).
    pub fn new(mshrs: usize) -> Self {
        assert!((1..=64).contains(&mshrs), "1 to 64 MSHRs");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            init: Default::default(),
            init_slot: Default::default(),
            limit: Default::default(),
            free_any: Default::default(),
            free_id: Default::default(),
            start: Default::default(),
            info: Default::default(),
            rel: Default::default(),
            rel_id: Default::default(),
            a_set: Default::default(),
            a_id: Default::default(),
            ins_id: Default::default(),
            s1_id: Default::default(),
            ins_info: Default::default(),
            ins_up: Default::default(),
            busy: Default::default(),
            free_count: Default::default(),
            freeq: Default::default(),
            info_ram: Default::default(),
            mid: (0..mshrs).map(|i| Constant::new((i as u64).into())).collect(),
            marks: Default::default(),
            nmshr: Constant::new((mshrs as u64).into()),
            out: Default::default(),
            up_q: Default::default(),
            ab_v: Default::default(),
            ab_id: Default::default(),
            lim: Default::default(),
            mk: Default::default(),
        }
    }
}

impl Default for CtxMshrTable {
    /// [`crate::ctx_cache::CTX_MSHRS`] MSHRs.
    fn default() -> Self {
        Self::new(crate::ctx_cache::CTX_MSHRS)
    }
}

impl Logic for CtxMshrTable {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, out, up_q, ab_v, ab_id, marks);
        clock!(self, clock, freeq);
        self.info_ram.read_clock.next = self.clock.val();
        self.info_ram.write_clock.next = self.clock.val();
        self.freeq.reset.next = self.reset.val();
        self.freeq.replace.next = false;
        self.free_any.next = self.freeq.rd_valid.val();
        self.free_id.next = self.freeq.rd_data.val();
        self.free_count.next = self.freeq.fill.val();
        self.busy.next = self.out.q.val() != 0;
        self.lim.next = self.nmshr.val();
        if (self.limit.val() != 0) & (self.limit.val() < self.nmshr.val()) {
            self.lim.next = self.limit.val();
        }
        self.freeq.rd_en.next = self.start.val();
        self.freeq.wr_en.next = self.rel.val();
        self.freeq.wr_data.next = self.rel_id.val();
        if self.init.val() {
            self.freeq.wr_en.next = (bit_cast::<7, 8>(self.init_slot.val()) < self.lim.val()) & !self.init_slot.val().get_bit(7);
            self.freeq.wr_data.next = self.init_slot.val().get_bits::<6>(0);
        }
        if self.start.val() & !self.rel.val() {
            self.out.d.next = self.out.q.val() + 1;
        }
        if !self.start.val() & self.rel.val() {
            self.out.d.next = self.out.q.val() - 1;
        }
        self.info_ram.write_address.next = self.free_id.val();
        self.info_ram.write_data.next = self.info.val();
        self.info_ram.write_enable.next = self.start.val();
        self.info_ram.read_address.next = self.ins_id.val();
        self.ins_info.next = self.info_ram.read_data.val();
        // The marks: cleared on allocation, set by an absorbed update; the one of `ins_id` read
        // with a plain 64:1 select (three LUT levels) and registered, a mark set in the same cycle
        // forwarded after.
        self.mk.next = self.marks.q.val();
        for i in 0..self.mid.len() {
            if self.start.val() & (self.free_id.val() == self.mid[i].val()) {
                self.mk.next = self.mk.val().replace_bit(i, false);
            }
            if self.a_set.val() & (self.a_id.val() == self.mid[i].val()) {
                self.mk.next = self.mk.val().replace_bit(i, true);
            }
        }
        self.marks.d.next = self.mk.val();
        self.up_q.d.next = self.marks.q.val().get_bit(self.ins_id.val().index());
        self.ab_v.d.next = self.a_set.val();
        self.ab_id.d.next = self.a_id.val();
        self.ins_up.next = self.up_q.q.val() | (self.ab_v.q.val() & (self.ab_id.q.val() == self.s1_id.val()));
        if self.reset.val() {
            self.out.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::rising_edge;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// A random life of the table against a model (a queue of free ids, the set of ids out, the
    /// info and mark of each), with 13 MSHRs and a limit of 9 after one reset and all after a
    /// second: the initialisation frees `0..limit` in order; an allocation takes the oldest free
    /// id; a release frees it last (takeable two cycles on, the FIFO's latency); `busy` and `free_count` follow; an install reads the info it
    /// was allocated with and its mark (set by an absorbed update before or in the cycle before
    /// the install reaches stage 1, cleared by a new allocation).
    #[test]
    fn matches_a_model() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x3_5_4);
        let mut u = CtxMshrTable::new(13);
        u.connect_all();
        let mut checked = [0u32; 3];
        for (limit, n_ids) in [(9u64, 9usize), (0, 13)] {
            u.start.next = false;
            u.rel.next = false;
            u.a_set.next = false;
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            u.limit.next = limit.into();
            for slot in 0..256u64 {
                u.init.next = true;
                u.init_slot.next = slot.into();
                rising_edge(&mut u, |u| &mut u.clock);
            }
            u.init.next = false;
            // Free ids with the cycle they can be taken from (the FIFO shows a write two cycles on).
            let mut free: VecDeque<(u64, u64)> = (0..n_ids as u64).map(|id| (id, 0)).collect();
            let mut out: Vec<u64> = Vec::new();
            let mut info = [0u64; 64];
            let mut mark = [false; 64];
            // The install read in the cycle before: (id, its info, its mark then or set then).
            let mut pending: Option<(u64, u64, bool)> = None;
            for cycle in 0..20_000 {
                let at = format!("limit {limit} cycle {cycle}");
                let takeable = free.front().is_some_and(|&(_, from)| from <= cycle);
                assert_eq!(u.free_any.val(), takeable, "{at}: free_any");
                assert_eq!(u.free_count.val().to_u64() as usize, free.len(), "{at}: free_count");
                assert_eq!(u.busy.val(), !out.is_empty(), "{at}: busy");
                if takeable {
                    assert_eq!(u.free_id.val().to_u64(), free[0].0, "{at}: the oldest free id");
                }
                let start = takeable && rng.gen_bool(0.3);
                let rel = !out.is_empty() && rng.gen_bool(0.3);
                let rel_id = if rel { out[rng.gen_range(0..out.len())] } else { 0 };
                let a_set = !out.is_empty() && rng.gen_bool(0.2);
                let a_id = if a_set { out[rng.gen_range(0..out.len())] } else { 0 };
                // An install is of an MSHR out (allocated in an earlier cycle).
                let ins = (!out.is_empty()).then(|| out[rng.gen_range(0..out.len())]);
                let word: u64 = rng.gen_range(0..1u64 << 31);
                u.start.next = start;
                u.info.next = word.into();
                u.rel.next = rel;
                u.rel_id.next = rel_id.into();
                u.a_set.next = a_set;
                u.a_id.next = a_id.into();
                u.ins_id.next = ins.unwrap_or(0).into();
                u.s1_id.next = pending.map_or(0, |p| p.0).into();
                crate::sim_util::settle(&mut u);
                if let Some((id, want_info, want_up)) = pending {
                    assert_eq!(u.ins_info.val().to_u64(), want_info, "{at}: MSHR {id}'s info");
                    assert_eq!(u.ins_up.val(), want_up, "{at}: MSHR {id}'s mark");
                    checked[usize::from(want_up)] += 1;
                }
                pending = ins.map(|id| (id, info[id as usize], mark[id as usize] || (a_set && a_id == id)));
                if start {
                    let (id, _) = free.pop_front().unwrap();
                    info[id as usize] = word;
                    mark[id as usize] = false;
                    out.push(id);
                }
                if a_set {
                    mark[a_id as usize] = true;
                    checked[2] += 1;
                }
                if rel {
                    out.retain(|&x| x != rel_id);
                    free.push_back((rel_id, cycle + 2));
                }
                rising_edge(&mut u, |u| &mut u.clock);
            }
        }
        assert!(checked.iter().all(|&k| k > 500), "every case was reached: {checked:?}");
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_mshr_table", CtxMshrTable::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
