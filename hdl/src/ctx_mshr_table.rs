//! The MSHRs' bookkeeping in the context cache (a part of [`crate::ctx_cache::CtxCache`]): which
//! miss status holding registers are free, how many are out, what each was allocated with, and
//! whether an update was absorbed into the line it fills. (Their host-memory side, write-backs
//! and fills, is [`crate::ctx_miss_dma::CtxMissDma`].)
//!
//! - Free list: a FIFO of MSHR ids, filled with `0..limit` while the cache initialises (one id a
//!   cycle, from `init_slot`; `limit` is the `mshr_limit` register, 0 or too large meaning all
//!   the instance has), whose first two ids wait in a pair of registers. `start` takes the first
//!   (`free_id`, valid while `free_any`; the FIFO's head while the pair is empty); `rel` gives
//!   `rel_id` back (takeable two cycles on, the FIFO's latency).
//!   `busy` while any MSHR is out (a registered count, not the FIFO's level).
//! - `start` is stage 1's decision, late in its cycle, so it is only registered here (with
//!   `free_id` and `info`): the allocation (the pop, the info write, the mark's clear, the count)
//!   takes effect a cycle later, and meanwhile `free_id` / `free_any` already show the next free
//!   id. So an MSHR can start every cycle, and nothing but flip-flops waits for `start`.
//! - Allocation info: `info` (what stage 1 allocated the MSHR with, [`MshrInfo`]) is written at
//!   `free_id` a cycle after `start` and read at `ins_id` through the RAM's registered port (an
//!   install comes many cycles after its allocation): `ins_info` is
//!   the info of the MSHR that was `ins_id` a cycle before (the install reaching stage 1), so no
//!   selection by id sits in front of logic.
//! - Absorbed updates: `a_set` marks MSHR `a_id` (an update was written into the way its fill
//!   reserved: its install must not overwrite it); `start` clears the mark. `ins_up` is the mark of
//!   the MSHR that was `ins_id` a cycle before, picked one-hot and registered, with a mark set in
//!   that cycle forwarded when it is `s1_id`'s.
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// What an MSHR is allocated with (stage 1 writes it, its install reads it).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct MshrInfo {
    /// The tag word its fill installs (valid, dirty, tag).
    pub tw: Bits<18>,
    /// The way reserved for the fill.
    pub way: Bits<2>,
    /// A `READ` command's miss: its install completes the command.
    pub cmd: Bit,
    /// It fills an entry (else it only writes a victim back).
    pub fill: Bit,
    /// A prefetch's miss.
    pub pf: Bit,
    /// The lookup tag its install answers with.
    pub rtag: Bits<8>,
}

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
    pub info: Signal<In, MshrInfo>,
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
    pub ins_info: Signal<Out, MshrInfo>,
    /// Its mark.
    pub ins_up: Signal<Out, Bit>,
    /// Some MSHR is out.
    pub busy: Signal<Out, Bit>,
    /// MSHRs free (status).
    pub free_count: Signal<Out, Bits<7>>,
    freeq: IdFifo,
    /// The free list's first two ids.
    o_v: DFF<Bit>,
    o_id: DFF<Bits<6>>,
    k_v: DFF<Bit>,
    k_id: DFF<Bits<6>>,
    /// The allocation of the cycle before: its id and info.
    st_r: DFF<Bit>,
    id_r: DFF<Bits<6>>,
    info_r: DFF<MshrInfo>,
    info_ram: RAM<MshrInfo, 6>,
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
            o_v: Default::default(),
            o_id: Default::default(),
            k_v: Default::default(),
            k_id: Default::default(),
            st_r: Default::default(),
            id_r: Default::default(),
            info_r: Default::default(),
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
        dff_setup!(self, clock, out, up_q, ab_v, ab_id, marks, o_v, o_id, k_v, k_id, st_r, id_r, info_r);
        clock!(self, clock, freeq);
        self.info_ram.read_clock.next = self.clock.val();
        self.info_ram.write_clock.next = self.clock.val();
        self.freeq.reset.next = self.reset.val();
        self.freeq.replace.next = false;
        // The first free id: the pair's first (its second while the first is being taken), else
        // the FIFO's head (the pair is then empty, or holds only the one being taken).
        self.free_any.next = self.freeq.rd_valid.val();
        self.free_id.next = self.freeq.rd_data.val();
        if self.st_r.q.val() {
            if self.k_v.q.val() {
                self.free_any.next = true;
                self.free_id.next = self.k_id.q.val();
            }
        } else if self.o_v.q.val() {
            self.free_any.next = true;
            self.free_id.next = self.o_id.q.val();
        }
        // The allocation, registered (`st_r`: the pair's first id is taken this cycle).
        self.st_r.d.next = self.start.val();
        self.id_r.d.next = self.free_id.val();
        self.info_r.d.next = self.info.val();
        // The pair: the second id moves up as the first is taken, and the FIFO's head fills the
        // first place left (the second is never valid without the first).
        self.freeq.rd_en.next = !self.o_v.q.val() | !self.k_v.q.val() | self.st_r.q.val();
        if self.st_r.q.val() | !self.o_v.q.val() {
            if self.k_v.q.val() {
                self.o_id.d.next = self.k_id.q.val();
                self.k_v.d.next = self.freeq.rd_valid.val();
                self.k_id.d.next = self.freeq.rd_data.val();
            } else {
                self.o_v.d.next = self.freeq.rd_valid.val();
                self.o_id.d.next = self.freeq.rd_data.val();
            }
        } else if !self.k_v.q.val() {
            self.k_v.d.next = self.freeq.rd_valid.val();
            self.k_id.d.next = self.freeq.rd_data.val();
        }
        // Free ids: in the FIFO and the pair, less the one taken this cycle.
        self.free_count.next = self.freeq.fill.val();
        if self.o_v.q.val() {
            self.free_count.next = self.free_count.val() + 1;
        }
        if self.k_v.q.val() {
            self.free_count.next = self.free_count.val() + 1;
        }
        if self.st_r.q.val() {
            self.free_count.next = self.free_count.val() - 1;
        }
        self.busy.next = (self.out.q.val() != 0) | self.st_r.q.val();
        self.lim.next = self.nmshr.val();
        if (self.limit.val() != 0) & (self.limit.val() < self.nmshr.val()) {
            self.lim.next = self.limit.val();
        }
        self.freeq.wr_en.next = self.rel.val();
        self.freeq.wr_data.next = self.rel_id.val();
        if self.init.val() {
            self.freeq.wr_en.next = (bit_cast::<7, 8>(self.init_slot.val()) < self.lim.val()) & !self.init_slot.val().get_bit(7);
            self.freeq.wr_data.next = self.init_slot.val().get_bits::<6>(0);
        }
        if self.st_r.q.val() & !self.rel.val() {
            self.out.d.next = self.out.q.val() + 1;
        }
        if !self.st_r.q.val() & self.rel.val() {
            self.out.d.next = self.out.q.val() - 1;
        }
        self.info_ram.write_address.next = self.id_r.q.val();
        self.info_ram.write_data.next = self.info_r.q.val();
        self.info_ram.write_enable.next = self.st_r.q.val();
        self.info_ram.read_address.next = self.ins_id.val();
        self.ins_info.next = self.info_ram.read_data.val();
        // The marks: cleared on allocation, set by an absorbed update; the one of `ins_id` read
        // with a plain 64:1 select (three LUT levels) and registered, a mark set in the same cycle
        // forwarded after.
        self.mk.next = self.marks.q.val();
        for i in 0..self.mid.len() {
            if self.st_r.q.val() & (self.id_r.q.val() == self.mid[i].val()) {
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
            self.o_v.d.next = false;
            self.k_v.d.next = false;
            self.st_r.d.next = false;
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
            let mut born = [0u64; 64];
            let mut info = [MshrInfo::default(); 64];
            let mut mark = [false; 64];
            // The install read in the cycle before: (id, its info, its mark then or set then).
            let mut pending: Option<(u64, MshrInfo, bool)> = None;
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
                // An install is of an MSHR out, allocated two or more cycles before (the table
                // writes the info a cycle after `start`; the cache's DMA takes far longer).
                let old: Vec<u64> = out.iter().copied().filter(|&id| born[id as usize] + 2 <= cycle).collect();
                let ins = (!old.is_empty()).then(|| old[rng.gen_range(0..old.len())]);
                let word = MshrInfo {
                    tw: rng.gen_range(0..1u64 << 18).into(),
                    way: rng.gen_range(0..4u64).into(),
                    cmd: rng.gen(),
                    fill: rng.gen(),
                    pf: rng.gen(),
                    rtag: (rng.gen::<u8>() as u64).into(),
                };
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
                    assert_eq!(u.ins_info.val(), want_info, "{at}: MSHR {id}'s info");
                    assert_eq!(u.ins_up.val(), want_up, "{at}: MSHR {id}'s mark");
                    checked[usize::from(want_up)] += 1;
                }
                pending = ins.map(|id| (id, info[id as usize], mark[id as usize] || (a_set && a_id == id)));
                if start {
                    let (id, _) = free.pop_front().unwrap();
                    info[id as usize] = word;
                    mark[id as usize] = false;
                    out.push(id);
                    born[id as usize] = cycle;
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
