//! Stage 0's operand in the context cache (a part of [`crate::ctx_cache::CtxCache`]): the record of
//! the operation [`crate::ctx_pick::CtxPick`] picked (entry index, lookup tag, operation code,
//! entry data), an install's MSHR id, the index's range check, and the set stage 0 reads for it.
//!
//! Combinational, no clock. By [`PickSrc`]:
//! - `Install`: the install queue's head (its MSHR id and entry index; code `0`, no tag, no data:
//!   the install's own come from the MSHR's allocation info);
//! - `Replay`: the replay queue's head record as parked;
//! - `Command`: the command port's code, index and entry;
//! - `FlushAll`: code `7` (a slot), set = slot[7:0] as the index, way = slot[9:8] as the tag;
//! - `Lookup`: code `0`, the lookup port's index and tag;
//! - `Update`: code `6`, the update port's index;
//! - `Prefetch`: code `0`, the prefetch port's index;
//! - `Idle`: zeros.
//!
//! New operations carry the update port's entry (the only one a new operation writes). The range
//! check (`inr`: no index bit at or above the table's size, `index & rmask == 0`) is made per
//! source beside the select, one AND-reduction each. The set read for a new operation is picked
//! from the ports' valid bits alone (the lookup's if one is offered, else the update's, else the
//! prefetch's), not from whether it is taken, so the read address does not wait for the pick's
//! priority chain; an operation that is not new (`old`) reads its own set.
use crate::ctx_cache::ParkedOp;
use crate::ctx_pick::PickSrc;
use rust_hdl::prelude::*;

/// The picked operation's record, range check and read set (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct CtxOpSelect {
    /// Where the primary operation comes from (`CtxPick::src`).
    pub src: Signal<In, PickSrc>,
    /// It is not a new operation: the set read is its own (`CtxPick::old`).
    pub old: Signal<In, Bit>,
    /// Index bits at or above the table's size.
    pub rmask: Signal<In, Bits<24>>,
    /// The install queue's head: its MSHR id.
    pub ins_id: Signal<In, Bits<6>>,
    /// The install queue's head: the entry it fills.
    pub ins_index: Signal<In, Bits<24>>,
    /// The replay queue's head.
    pub rq_head: Signal<In, ParkedOp>,
    /// The command's code ([`crate::ctx_cache::cmd`]).
    pub cmd_op: Signal<In, Bits<3>>,
    /// The command's entry index.
    pub cmd_index: Signal<In, Bits<24>>,
    /// The command's entry (`WRITE`).
    pub cmd_data: Signal<In, Bits<1024>>,
    /// The flush-all walk's slot (set = bits 0..8, way = bits 8..10).
    pub fa_slot: Signal<In, Bits<10>>,
    /// A lookup is offered.
    pub lk_valid: Signal<In, Bit>,
    /// The lookup's entry index.
    pub lk_index: Signal<In, Bits<24>>,
    /// The lookup's tag.
    pub lk_tag: Signal<In, Bits<8>>,
    /// An update is offered.
    pub up_valid: Signal<In, Bit>,
    /// The update's entry index.
    pub up_index: Signal<In, Bits<24>>,
    /// The update's entry.
    pub up_data: Signal<In, Bits<1024>>,
    /// The prefetch's entry index.
    pub pf_index: Signal<In, Bits<24>>,
    /// The picked operation's record.
    pub rec: Signal<Out, ParkedOp>,
    /// Its set (`rec.index[7:0]`).
    pub rec_set: Signal<Out, Bits<8>>,
    /// An install's MSHR id (0 otherwise).
    pub mid: Signal<Out, Bits<6>>,
    /// Its index is in range.
    pub inr: Signal<Out, Bit>,
    /// The set stage 0 reads for the primary operation.
    pub rd_set: Signal<Out, Bits<8>>,
    /// The set of an operation that is not new.
    old_set: Signal<Local, Bits<8>>,
    /// The record's index.
    index: Signal<Local, Bits<24>>,
    /// The replay queue head's index.
    h_index: Signal<Local, Bits<24>>,
}

impl Logic for CtxOpSelect {
    #[hdl_gen]
    fn update(&mut self) {
        self.rec.next.op = 0.into(); // OP_LOOKUP
        self.index.next = 0.into();
        self.rec.next.tag = 0.into();
        self.rec.next.data = 0.into();
        self.h_index.next = self.rq_head.val().index;
        self.inr.next = true;
        self.mid.next = 0.into();
        self.old_set.next = 0.into();
        match self.src.val() {
            PickSrc::Install => {
                self.mid.next = self.ins_id.val();
                self.index.next = self.ins_index.val();
                self.inr.next = (self.ins_index.val() & self.rmask.val()) == 0;
                self.old_set.next = self.ins_index.val().get_bits::<8>(0);
            }
            PickSrc::Replay => {
                self.rec.next = self.rq_head.val();
                self.index.next = self.h_index.val();
                self.inr.next = (self.h_index.val() & self.rmask.val()) == 0;
                self.old_set.next = self.h_index.val().get_bits::<8>(0);
            }
            PickSrc::Command => {
                self.rec.next.op = self.cmd_op.val();
                self.index.next = self.cmd_index.val();
                self.rec.next.data = self.cmd_data.val();
                self.inr.next = (self.cmd_index.val() & self.rmask.val()) == 0;
                self.old_set.next = self.cmd_index.val().get_bits::<8>(0);
            }
            PickSrc::FlushAll => {
                self.rec.next.op = 7.into(); // OP_SLOT
                self.index.next = bit_cast::<24, 8>(self.fa_slot.val().get_bits::<8>(0));
                self.rec.next.tag = bit_cast::<8, 2>(self.fa_slot.val().get_bits::<2>(8));
                self.inr.next = (bit_cast::<24, 8>(self.fa_slot.val().get_bits::<8>(0)) & self.rmask.val()) == 0;
                self.old_set.next = self.fa_slot.val().get_bits::<8>(0);
            }
            PickSrc::Lookup => {
                self.index.next = self.lk_index.val();
                self.rec.next.tag = self.lk_tag.val();
                self.rec.next.data = self.up_data.val();
                self.inr.next = (self.lk_index.val() & self.rmask.val()) == 0;
            }
            PickSrc::Update => {
                self.rec.next.op = 6.into(); // OP_UPDATE
                self.index.next = self.up_index.val();
                self.rec.next.data = self.up_data.val();
                self.inr.next = (self.up_index.val() & self.rmask.val()) == 0;
            }
            PickSrc::Prefetch => {
                self.index.next = self.pf_index.val();
                self.rec.next.data = self.up_data.val();
                self.inr.next = (self.pf_index.val() & self.rmask.val()) == 0;
            }
            _ => {}
        }
        self.rec.next.index = self.index.val();
        self.rec_set.next = self.index.val().get_bits::<8>(0);
        self.rd_set.next = self.pf_index.val().get_bits::<8>(0);
        if self.up_valid.val() {
            self.rd_set.next = self.up_index.val().get_bits::<8>(0);
        }
        if self.lk_valid.val() {
            self.rd_set.next = self.lk_index.val().get_bits::<8>(0);
        }
        if self.old.val() {
            self.rd_set.next = self.old_set.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use rand::{Rng, SeedableRng};

    const SOURCES: [PickSrc; 8] = [
        PickSrc::Idle,
        PickSrc::Install,
        PickSrc::Replay,
        PickSrc::Command,
        PickSrc::FlushAll,
        PickSrc::Lookup,
        PickSrc::Update,
        PickSrc::Prefetch,
    ];

    fn wide(rng: &mut impl Rng) -> Bits<1024> {
        let mut b = Bits::<1024>::default();
        for i in 0..16 {
            b = b | (bit_cast::<1024, 64>(rng.gen::<u64>().into()) << (64 * i));
        }
        b
    }

    /// Every source over random inputs: the record, the MSHR id, the range check and the read set
    /// are the ones the source names (module documentation), with indexes drawn in and out of
    /// a random table size (16 to 2^24 entries, so that flush-all slots fall out of range too).
    #[test]
    fn selects_what_the_source_names() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x0_5E1);
        let mut u = CtxOpSelect::default();
        u.connect_all();
        let mut seen = [[0u32; 2]; 8];
        for n in 0..20_000 {
            let log2 = rng.gen_range(4..=24u32);
            let rmask = (0xFF_FFFFu64 << log2) & 0xFF_FFFF;
            let index = |rng: &mut rand_chacha::ChaCha8Rng| -> u64 {
                if rng.gen_bool(0.8) { rng.gen_range(0..1u64 << log2) } else { rng.gen_range(0..1u64 << 24) }
            };
            let src = SOURCES[rng.gen_range(0..8)];
            let old = rng.gen();
            let (ins_id, ins_index) = (rng.gen_range(0..64u64), index(&mut rng));
            let head = ParkedOp { data: wide(&mut rng), index: index(&mut rng).into(), tag: (rng.gen::<u8>() as u64).into(), op: rng.gen_range(0..8u64).into() };
            let (cmd_op, cmd_index, cmd_data) = (rng.gen_range(0..8u64), index(&mut rng), wide(&mut rng));
            let fa_slot = rng.gen_range(0..1024u64);
            let (lk_valid, lk_index, lk_tag) = (rng.gen::<bool>(), index(&mut rng), rng.gen::<u8>() as u64);
            let (up_valid, up_index, up_data) = (rng.gen::<bool>(), index(&mut rng), wide(&mut rng));
            let pf_index = index(&mut rng);
            u.src.next = src;
            u.old.next = old;
            u.rmask.next = rmask.into();
            u.ins_id.next = ins_id.into();
            u.ins_index.next = ins_index.into();
            u.rq_head.next = head;
            u.cmd_op.next = cmd_op.into();
            u.cmd_index.next = cmd_index.into();
            u.cmd_data.next = cmd_data;
            u.fa_slot.next = fa_slot.into();
            u.lk_valid.next = lk_valid;
            u.lk_index.next = lk_index.into();
            u.lk_tag.next = lk_tag.into();
            u.up_valid.next = up_valid;
            u.up_index.next = up_index.into();
            u.up_data.next = up_data;
            u.pf_index.next = pf_index.into();
            settle(&mut u);
            let zero = Bits::<1024>::default();
            // (code, index, tag, data, mid, old set)
            let (op, idx, tag, data, mid, own_set) = match src {
                PickSrc::Idle => (0, 0, 0, zero, 0, 0),
                PickSrc::Install => (0, ins_index, 0, zero, ins_id, ins_index & 0xFF),
                PickSrc::Replay => (head.op.to_u64(), head.index.to_u64(), head.tag.to_u64(), head.data, 0, head.index.to_u64() & 0xFF),
                PickSrc::Command => (cmd_op, cmd_index, 0, cmd_data, 0, cmd_index & 0xFF),
                PickSrc::FlushAll => (7, fa_slot & 0xFF, fa_slot >> 8, zero, 0, fa_slot & 0xFF),
                PickSrc::Lookup => (0, lk_index, lk_tag, up_data, 0, 0),
                PickSrc::Update => (6, up_index, 0, up_data, 0, 0),
                PickSrc::Prefetch => (0, pf_index, 0, up_data, 0, 0),
            };
            let at = format!("case {n}: {src:?} old {old} lk {lk_valid} up {up_valid}");
            let rec = u.rec.val();
            assert_eq!(rec.op.to_u64(), op, "{at}: code");
            assert_eq!(rec.index.to_u64(), idx, "{at}: index");
            assert_eq!(rec.tag.to_u64(), tag, "{at}: tag");
            assert!(rec.data == data, "{at}: entry");
            assert_eq!(u.mid.val().to_u64(), mid, "{at}: MSHR id");
            assert_eq!(u.rec_set.val().to_u64(), idx & 0xFF, "{at}: the record's set");
            let inr = idx & rmask == 0;
            assert_eq!(u.inr.val(), inr, "{at}: range check");
            let new_set = if lk_valid { lk_index } else if up_valid { up_index } else { pf_index } & 0xFF;
            assert_eq!(u.rd_set.val().to_u64(), if old { own_set } else { new_set }, "{at}: read set");
            seen[src as usize][usize::from(inr)] += 1;
        }
        // (`Idle` carries index 0, always in range.)
        assert!(seen[1..].iter().all(|s| s.iter().all(|&k| k > 100)), "every source in and out of range: {seen:?}");
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_op_select", CtxOpSelect::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
