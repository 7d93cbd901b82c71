//! One step of a scatter/gather walk (golden [`golden::transport::env::pieces`]): the piece
//! of a message's byte range `lo..hi` that one SGE holds, given the message offset `pos` of the
//! SGE's first byte. Walking an SGE list in order, with `pos` advanced to `next_pos` after each
//! SGE, yields golden's pieces (host address, bytes) in message order; an SGE outside the range,
//! or of length 0, yields none.
//!
//! Combinational. The receive engine's scatter walk takes one step per SGE (its keys pass, then
//! its writes pass); the requester's gather of a send WQE's payload is the same walk.

use rust_hdl::prelude::*;

/// One SGE's piece of a byte range (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct SgPiece {
    /// The SGE exists (the walk has not passed the list's last SGE).
    pub valid: Signal<In, Bit>,
    /// The SGE's address.
    pub sge_addr: Signal<In, Bits<64>>,
    /// The SGE's length in bytes.
    pub sge_len: Signal<In, Bits<32>>,
    /// Message offset of the SGE's first byte (the lengths of the SGEs before it).
    pub pos: Signal<In, Bits<40>>,
    /// First message byte of the range.
    pub lo: Signal<In, Bits<32>>,
    /// Message byte after the range.
    pub hi: Signal<In, Bits<33>>,
    /// Message offset of the next SGE's first byte.
    pub next_pos: Signal<Out, Bits<40>>,
    /// The SGE holds bytes of the range.
    pub on: Signal<Out, Bit>,
    /// Host address of the piece's first byte.
    pub va: Signal<Out, Bits<64>>,
    /// Bytes of the piece (a range is at most 65,535 bytes: one packet's payload).
    pub len: Signal<Out, Bits<16>>,
    /// The piece ends the range.
    pub last: Signal<Out, Bit>,
    lo40: Signal<Local, Bits<40>>,
    hi40: Signal<Local, Bits<40>>,
    p_lo: Signal<Local, Bits<40>>,
    p_hi: Signal<Local, Bits<40>>,
}

impl Logic for SgPiece {
    #[hdl_gen]
    fn update(&mut self) {
        self.next_pos.next = self.pos.val() + bit_cast::<40, 32>(self.sge_len.val());
        self.lo40.next = bit_cast::<40, 32>(self.lo.val());
        self.hi40.next = bit_cast::<40, 33>(self.hi.val());
        self.p_lo.next = self.pos.val();
        if self.lo40.val() > self.pos.val() {
            self.p_lo.next = self.lo40.val();
        }
        self.p_hi.next = self.next_pos.val();
        if self.hi40.val() < self.next_pos.val() {
            self.p_hi.next = self.hi40.val();
        }
        self.on.next = self.valid.val() & (self.p_lo.val() < self.p_hi.val());
        self.va.next = self.sge_addr.val() + bit_cast::<64, 40>(self.p_lo.val() - self.pos.val());
        // (The difference's low 16 bits: the piece is at most the range.)
        self.len.next = self.p_hi.val().get_bits::<16>(0) - self.p_lo.val().get_bits::<16>(0);
        self.last.next = self.p_hi.val() == self.hi40.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::transport::env::{pieces, sge_len};
    use golden::verbs::Sge;
    use proptest::prelude::*;

    proptest! {
        /// Walking an SGE list one step per SGE gives golden's pieces, and `last` marks the one
        /// that ends the range.
        #[test]
        fn walk_gives_goldens_pieces(
            lens in prop::collection::vec(prop_oneof![Just(0u32), 1u32..300, 1u32..5000], 1..=16),
            addrs in prop::collection::vec(any::<u64>(), 16),
            start in any::<prop::sample::Index>(),
            plen in 0u32..=4096,
        ) {
            let sges: Vec<Sge> = lens.iter().zip(&addrs).enumerate().map(|(i, (&length, &addr))| Sge { addr, length, lkey: 0x100 + i as u32 }).collect();
            let total = sge_len(&sges);
            let offset = start.index(total as usize + 1) as u64;
            let len = (plen as u64).min(total - offset);
            let want = pieces(&sges, offset, len).unwrap();
            let mut b = SgPiece::default();
            b.connect_all();
            let mut got = Vec::new();
            let mut lasts = 0;
            let mut pos = 0u64;
            for (i, s) in sges.iter().enumerate() {
                b.valid.next = true;
                b.sge_addr.next = s.addr.into();
                b.sge_len.next = (s.length as u64).into();
                b.pos.next = pos.into();
                b.lo.next = offset.into();
                b.hi.next = (offset + len).into();
                settle(&mut b);
                if b.on.val() {
                    got.push((b.va.val().to_u64(), s.lkey, b.len.val().to_u64()));
                    lasts += b.last.val() as usize;
                    prop_assert_eq!(b.last.val(), got.len() == want.len());
                }
                pos = b.next_pos.val().to_u64();
                prop_assert_eq!(pos, sge_len(&sges[..=i]));
            }
            prop_assert_eq!(pos, total);
            prop_assert_eq!(&got, &want);
            prop_assert_eq!(lasts, (!want.is_empty()) as usize);
            // Past the list: nothing.
            b.valid.next = false;
            b.pos.next = 0.into();
            settle(&mut b);
            prop_assert!(!b.on.val());
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_sg_piece", SgPiece::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
