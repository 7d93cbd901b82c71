//! Gather packer (issue 16): one packet's payload from one or more DMA reads, as one stream.
//!
//! The TX builder pairs each header record with one payload stream (`tlast` on its last beat).
//! A request packet whose bytes lie in two or more SGEs of a gather list is read as two or more
//! DMA reads ("pieces"), each delivered by the read client from lane 0 of its first beat, with
//! `tlast` on its own last beat. This block joins the pieces of a packet into one stream whose
//! beats are full but the packet's last: piece `k + 1`'s bytes follow piece `k`'s at the lane
//! after its last byte. A packet of one piece (every answer of the responder, and most requests)
//! passes beat for beat, without a bubble.
//!
//! - **Pieces.** Each read, as the DMA client takes it, is announced here in the same order
//!   (`p_valid`): its length mod 64 (where its last beat ends) and whether it ends its packet
//!   (`p_end`). A read of length 0 has no beats and must not be announced (the reads a packet
//!   issues are non-empty, and its last piece carries `p_end`). The 64-entry queue of announced
//!   pieces holds more than the read channel keeps in flight; `p_room` (registered) says it can
//!   take one more.
//! - **Packing.** `fill` (0..=63) bytes of the packet wait in `acc`. A piece's beat is rotated
//!   by `fill` lanes ([`DmaRotate`], the DMA realigners' rotator): its lanes from `fill` on
//!   complete the output beat (`acc`'s lanes below `fill` and the rotated beat's above, picked by
//!   a lane mask), and its lanes below `fill`, once that beat is full, are the next beat's start.
//!   Only a piece's last beat changes `fill`: by its length mod 64, with no popcount of `tkeep`.
//!   A packet's last beat that does not fit goes out in an extra cycle (`flush`).
//! - `tuser` (an error flag) of any beat of a packet's pieces is carried to the packet's last
//!   beat.
//! - The output goes through a [`SkidBuffer`], so `m.tready` reaches no logic here.
use crate::axis::{AxisSink, AxisSource};
use crate::dma_rotate::DmaRotate;
use crate::skid_buffer::SkidBuffer;
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// Pieces announced and not yet packed, at most.
pub const GATHER_PIECES: usize = 64;

/// Joins the DMA reads of each packet into one payload stream.
#[derive(LogicBlock)]
pub struct GatherPacker {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: drops what is queued and packed.
    pub reset: Signal<In, Bit>,
    /// The read client's beats: each read from lane 0 of its first beat, `tlast` on its last.
    pub s: AxisSink,
    /// A read is taken by the DMA client (announce it in the same cycle).
    pub p_valid: Signal<In, Bit>,
    /// Its length mod 64 (0: its last beat is full).
    pub p_len: Signal<In, Bits<6>>,
    /// It is its packet's last piece.
    pub p_end: Signal<In, Bit>,
    /// The piece queue can take one more (registered).
    pub p_room: Signal<Out, Bit>,
    /// One stream per packet, `tlast` on its last beat, every beat but the last full.
    pub m: AxisSource,
    /// Nothing announced, waiting or leaving.
    pub idle: Signal<Out, Bit>,
    pieces: SyncFifo<Bits<7>, 6, 7>,
    rot: DmaRotate,
    keep_rot: Signal<Local, Bits<64>>,
    out: SkidBuffer,
    ones64: Constant<Bits<64>>,
    ones512: Constant<Bits<512>>,
    c64: Constant<Bits<7>>,
    /// The queue's fill below which it has room (registered a cycle late: two below capacity).
    room_max: Constant<Bits<7>>,
    /// Bytes of the packet waiting in `acc` (lanes below `fill`).
    fill: DFF<Bits<6>>,
    /// The packet's waiting bytes.
    acc: DFF<Bits<512>>,
    /// Their lanes (`fill` of them, from lane 0).
    acc_keep: DFF<Bits<64>>,
    /// `acc` holds its packet's last bytes: they go out next, with `tlast`.
    flush: DFF<Bit>,
    /// A beat of the packet so far came with `tuser` (an error): its last beat carries it.
    err: DFF<Bit>,
    /// `err` with the beat in hand's.
    err_now: Signal<Local, Bit>,
    room: DFF<Bit>,
    /// Lanes `>= fill`.
    hi_lanes: Signal<Local, Bits<64>>,
    /// Bits of lanes `>= fill`.
    hi_bits: Signal<Local, Bits<512>>,
    /// The output beat: `acc` below `fill`, the rotated beat from `fill` on.
    lo: Signal<Local, Bits<512>>,
    /// Its lanes holding bytes.
    lo_keep: Signal<Local, Bits<64>>,
    /// `fill` plus the piece's length mod 64 (bit 6: the carry).
    sum: Signal<Local, Bits<7>>,
    /// The beat fills the output beat (not a piece's last, or its bytes reach lane 63).
    full: Signal<Local, Bit>,
    /// `fill` after the beat.
    nfill: Signal<Local, Bits<6>>,
    /// The beat is its packet's last.
    last_of_pkt: Signal<Local, Bit>,
    /// A beat is taken.
    take: Signal<Local, Bit>,
}

impl Default for GatherPacker {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            s: Default::default(),
            p_valid: Default::default(),
            p_len: Default::default(),
            p_end: Default::default(),
            p_room: Default::default(),
            m: Default::default(),
            idle: Default::default(),
            pieces: Default::default(),
            rot: Default::default(),
            keep_rot: Default::default(),
            out: Default::default(),
            ones64: Constant::new(!Bits::<64>::default()),
            ones512: Constant::new(!Bits::<512>::default()),
            c64: Constant::new(64u64.into()),
            room_max: Constant::new((GATHER_PIECES as u64 - 2).into()),
            fill: Default::default(),
            acc: Default::default(),
            acc_keep: Default::default(),
            flush: Default::default(),
            err: Default::default(),
            err_now: Default::default(),
            room: Default::default(),
            hi_lanes: Default::default(),
            hi_bits: Default::default(),
            lo: Default::default(),
            lo_keep: Default::default(),
            sum: Default::default(),
            full: Default::default(),
            nfill: Default::default(),
            last_of_pkt: Default::default(),
            take: Default::default(),
        }
    }
}

impl Logic for GatherPacker {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, fill, acc, acc_keep, flush, err, room);
        clock!(self, clock, pieces, out);
        self.pieces.reset.next = self.reset.val();
        self.out.reset.next = self.reset.val();
        // ---- the piece queue ----
        self.pieces.wr_en.next = self.p_valid.val();
        self.pieces.wr_data.next = bit_cast::<7, 6>(self.p_len.val()) | (bit_cast::<7, 1>(self.p_end.val().into()) << 6);
        self.pieces.replace.next = false;
        self.room.d.next = self.pieces.fill.val() < self.room_max.val();
        self.p_room.next = self.room.q.val();
        // ---- the beat rotated behind the waiting bytes ----
        self.rot.data_in.next = self.s.tdata.val();
        self.rot.amount.next = self.fill.q.val();
        self.keep_rot.next = (self.s.tkeep.val() << self.fill.q.val()) | (self.s.tkeep.val() >> (self.c64.val() - bit_cast::<7, 6>(self.fill.q.val())));
        self.hi_lanes.next = self.ones64.val() << self.fill.q.val();
        self.hi_bits.next = self.ones512.val() << (bit_cast::<10, 6>(self.fill.q.val()) << 3);
        self.lo.next = (self.rot.data_out.val() & self.hi_bits.val()) | (self.acc.q.val() & !self.hi_bits.val());
        self.lo_keep.next = (self.keep_rot.val() & self.hi_lanes.val()) | (self.acc_keep.q.val() & !self.hi_lanes.val());
        self.sum.next = bit_cast::<7, 6>(self.fill.q.val()) + bit_cast::<7, 6>(self.pieces.rd_data.val().get_bits::<6>(0));
        self.full.next = !self.s.tlast.val() | !self.pieces.rd_data.val().get_bits::<6>(0).any() | self.sum.val().get_bit(6);
        self.nfill.next = self.fill.q.val();
        if self.s.tlast.val() {
            self.nfill.next = self.sum.val().get_bits::<6>(0);
        }
        self.last_of_pkt.next = self.s.tlast.val() & self.pieces.rd_data.val().get_bit(6);
        // ---- a beat in, maybe a beat out ----
        self.s.tready.next = !self.flush.q.val() & self.out.s.tready.val() & self.pieces.rd_valid.val();
        self.take.next = self.s.tvalid.val() & self.s.tready.val();
        self.pieces.rd_en.next = self.take.val() & self.s.tlast.val();
        self.out.s.tdata.next = self.lo.val();
        self.out.s.tkeep.next = self.lo_keep.val();
        self.out.s.tlast.next = false;
        self.err_now.next = self.err.q.val() | self.s.tuser.val();
        self.out.s.tuser.next = false;
        self.out.s.tvalid.next = false;
        if self.take.val() {
            self.err.d.next = self.err_now.val();
        }
        if self.flush.q.val() {
            // The packet's last bytes, which did not fit its previous beat.
            self.out.s.tdata.next = self.acc.q.val();
            self.out.s.tkeep.next = self.acc_keep.q.val();
            self.out.s.tlast.next = true;
            self.out.s.tuser.next = self.err.q.val();
            self.out.s.tvalid.next = true;
            if self.out.s.tready.val() {
                self.flush.d.next = false;
                self.err.d.next = false;
                self.fill.d.next = 0.into();
                self.acc_keep.d.next = 0.into();
            }
        } else if self.take.val() {
            if self.full.val() {
                // A full beat out; what spills over waits (below `nfill`, rotated into place).
                self.out.s.tkeep.next = self.ones64.val();
                self.out.s.tvalid.next = true;
                self.out.s.tlast.next = self.last_of_pkt.val() & !self.nfill.val().any();
                self.out.s.tuser.next = self.err_now.val() & self.last_of_pkt.val() & !self.nfill.val().any();
                self.acc.d.next = self.rot.data_out.val();
                self.acc_keep.d.next = self.keep_rot.val() & !self.hi_lanes.val();
                self.fill.d.next = self.nfill.val();
                if self.last_of_pkt.val() {
                    if self.nfill.val().any() {
                        self.flush.d.next = true;
                    } else {
                        self.acc_keep.d.next = 0.into();
                        self.err.d.next = false;
                    }
                }
            } else if self.last_of_pkt.val() {
                // The packet's last beat, partly filled.
                self.out.s.tvalid.next = true;
                self.out.s.tlast.next = true;
                self.out.s.tuser.next = self.err_now.val();
                self.err.d.next = false;
                self.fill.d.next = 0.into();
                self.acc_keep.d.next = 0.into();
            } else {
                // A piece ends short of the beat's end: its bytes wait for the next piece's.
                self.acc.d.next = self.lo.val();
                self.acc_keep.d.next = self.lo_keep.val();
                self.fill.d.next = self.nfill.val();
            }
        }
        AxisSource::link(&mut self.m, &mut self.out.m);
        self.idle.next = !self.pieces.rd_valid.val() & !self.flush.q.val() & !self.m.tvalid.val();
        if self.reset.val() {
            self.fill.d.next = 0.into();
            self.acc_keep.d.next = 0.into();
            self.flush.d.next = false;
            self.err.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Packets (each a list of pieces' bytes) through the packer with random stalls on both
    /// sides and `tuser` on the beats `bad` picks: the output beats of each packet (bytes,
    /// `tlast`, `tuser`).
    fn run(packets: &[Vec<Vec<u8>>], seed: u64, bad: &dyn Fn(usize) -> bool) -> Vec<Vec<(Vec<u8>, bool, bool)>> {
        let mut tb = GatherPacker::default();
        tb.connect_all();
        tb.reset.next = true;
        crate::sim_util::rising_edge(&mut tb, |u| &mut u.clock);
        tb.reset.next = false;
        // The beats the DMA client would deliver, in order: (data, keep, last).
        let mut beats: std::collections::VecDeque<([u8; 64], u64, bool, bool)> = Default::default();
        let mut ann: std::collections::VecDeque<(u8, bool)> = Default::default();
        for p in packets {
            for (k, piece) in p.iter().enumerate() {
                ann.push_back(((piece.len() % 64) as u8, k + 1 == p.len()));
                for (c, ch) in piece.chunks(64).enumerate() {
                    let mut d = [0xEEu8; 64];
                    d[..ch.len()].copy_from_slice(ch);
                    let keep = if ch.len() == 64 { u64::MAX } else { (1u64 << ch.len()) - 1 };
                    let n = beats.len();
                    beats.push_back((d, keep, (c + 1) * 64 >= piece.len(), bad(n)));
                }
            }
        }
        let mut rng = seed;
        let mut rnd = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut out: Vec<Vec<(Vec<u8>, bool, bool)>> = vec![vec![]];
        let mut fed = 0usize;
        let mut cycles = 0;
        while (out.len() <= packets.len() || !out.last().unwrap().is_empty()) && cycles < 20_000 {
            cycles += 1;
            // Announce reads a little ahead of their data, as the DMA client takes them.
            let announce = !ann.is_empty() && tb.p_room.val() && rnd() % 3 != 0;
            tb.p_valid.next = announce;
            if let Some(&(len, end)) = ann.front() {
                tb.p_len.next = (len as u64).into();
                tb.p_end.next = end;
            }
            let offer = !beats.is_empty() && rnd() % 4 != 0;
            tb.s.tvalid.next = offer;
            if let Some((d, keep, last, user)) = beats.front() {
                tb.s.tdata.next = crate::axis::bytes_to_bits(d);
                tb.s.tkeep.next = (*keep).into();
                tb.s.tlast.next = *last;
                tb.s.tuser.next = *user;
            }
            tb.m.tready.next = rnd() % 3 != 0;
            crate::sim_util::settle(&mut tb);
            let took = offer && tb.s.tready.val();
            if tb.m.tvalid.val() && tb.m.tready.val() {
                let keep: u64 = tb.m.tkeep.val().to_u64();
                let n = keep.trailing_ones() as usize;
                assert_eq!(keep.count_ones() as usize, n, "contiguous keep");
                let bytes = crate::axis::bits_to_bytes(tb.m.tdata.val())[..n].to_vec();
                let last = tb.m.tlast.val();
                out.last_mut().unwrap().push((bytes, last, tb.m.tuser.val()));
                if last {
                    out.push(vec![]);
                }
            }
            crate::sim_util::rising_edge(&mut tb, |u| &mut u.clock);
            if announce {
                ann.pop_front();
            }
            if took {
                beats.pop_front();
                fed += 1;
            }
        }
        out.pop();
        assert_eq!(fed, packets.iter().flatten().map(|p| p.len().div_ceil(64)).sum::<usize>());
        out
    }

    fn check(packets: &[Vec<Vec<u8>>], seed: u64) {
        // Every 7th input beat flagged: its packet's last output beat carries the flag.
        let bad = |n: usize| n % 7 == 3;
        let got = run(packets, seed, &bad);
        let mut n = 0usize;
        let flagged: Vec<bool> = packets
            .iter()
            .map(|p| {
                let beats: usize = p.iter().map(|x| x.len().div_ceil(64)).sum();
                n += beats;
                (n - beats..n).any(bad)
            })
            .collect();
        assert_eq!(got.len(), packets.len(), "one stream per packet");
        for ((p, g), f) in packets.iter().zip(&got).zip(flagged) {
            let want: Vec<u8> = p.concat();
            let joined: Vec<u8> = g.iter().flat_map(|(b, _, _)| b.clone()).collect();
            assert_eq!(joined, want);
            for (i, (b, last, user)) in g.iter().enumerate() {
                assert_eq!(*last, i + 1 == g.len());
                assert_eq!(*user, f && *last, "tuser on the packet's last beat exactly when one of its beats had it");
                if i + 1 < g.len() {
                    assert_eq!(b.len(), 64, "every beat but the last full");
                }
            }
        }
    }

    #[test]
    fn pieces_join_at_every_offset() {
        // Two pieces, the first ending at every lane, the second long enough to spill.
        let packets: Vec<Vec<Vec<u8>>> = (1..=130usize)
            .map(|a| vec![(0..a).map(|i| i as u8).collect(), (0..100).map(|i| 0x80 | i as u8).collect()])
            .collect();
        check(&packets, 7);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn packets_of_pieces_come_out_joined(
            shape in proptest::collection::vec(proptest::collection::vec(1usize..200, 1..5), 1..8),
            seed in 1u64..u64::MAX,
        ) {
            let mut x = 0u8;
            let packets: Vec<Vec<Vec<u8>>> = shape
                .iter()
                .map(|p| p.iter().map(|&n| (0..n).map(|_| { x = x.wrapping_add(1); x }).collect()).collect())
                .collect();
            check(&packets, seed);
        }
    }
}
