//! Gather walk (issue 16): which bytes of which SGE a request packet takes, SGE by SGE.
//!
//! A send WQE of two or more SGEs carries its message in the SGEs' concatenation (golden's
//! `Env::gather`). The requester's engine reads the WQE's gather list (up to
//! [`golden::hostfmt::MAX_SEND_SGE`] SGEs of [`golden::hostfmt::SGE_SIZE`] bytes: four 64-byte
//! beats) into this block, then walks it once per packet: for the packet's bytes
//! `[off, off + len)` of the message, each SGE in turn is either skipped (it holds none of them:
//! it ends before `off`, or it is empty) or gives one piece (`p_off` bytes into the SGE,
//! `p_len` bytes, `p_last` when the packet ends in it). The engine checks the SGE's key for each
//! piece and reads it by DMA; the [`crate::gather_packer::GatherPacker`] joins the pieces.
//!
//! - `start` starts a walk at SGE 0, `advance` moves to the SGE after the one in hand; `ready` rises
//!   four cycles later with that SGE's answer, and holds until the next `start` or `advance`.
//! - `exhausted`: the list ran out (SGE `num_sge`) before the packet's end, so the WQE's
//!   `length` says more than its SGEs hold (LocLenErr for the engine).
//! - Positions are 36 bits wide: sixteen SGEs of up to 2^32 - 1 bytes each never wrap, whatever
//!   a driver wrote.
//!
//! One SGE per four cycles (select, end, bounds, piece: each stage one add or compare, registered).
use rust_hdl::prelude::*;

/// The walk's stages after `start` / `advance` until `ready`.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum WalkStep {
    /// The SGE in hand selected from the stored beats (registered).
    Select,
    /// Its end in the message.
    End,
    /// The packet's bytes it holds: their bounds.
    Bounds,
    /// The piece's offset and length.
    Piece,
    /// The answer is out (`ready`).
    Ready,
}

/// The gather list of a WQE, and a walk over it for one packet.
#[derive(LogicBlock, Default)]
pub struct GatherWalk {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Store a beat of the gather list (SGEs `4 load_beat .. 4 load_beat + 3`).
    pub load: Signal<In, Bit>,
    /// Which beat (0..=3).
    pub load_beat: Signal<In, Bits<2>>,
    /// The beat (SGE `k` of it in bits `128 k .. 128 k + 128`).
    pub load_data: Signal<In, Bits<512>>,
    /// Start a walk at SGE 0 for the packet's bytes given below.
    pub start: Signal<In, Bit>,
    /// With `start`: the packet's first byte in the message.
    pub off: Signal<In, Bits<32>>,
    /// With `start`: the packet's payload bytes (1..=4096; or a whole message's, up to
    /// 2^32 - 1, for a walk that only checks the SGEs: `p_len` is then modulo 2^13).
    pub len: Signal<In, Bits<32>>,
    /// With `start`: the SGEs in the list (2..=16).
    pub num_sge: Signal<In, Bits<5>>,
    /// Move to the next SGE.
    pub advance: Signal<In, Bit>,
    /// The answer for the SGE in hand is out (the outputs below).
    pub ready: Signal<Out, Bit>,
    /// No SGE left: the list ends before the packet does.
    pub exhausted: Signal<Out, Bit>,
    /// The SGE holds none of the packet's bytes.
    pub skip: Signal<Out, Bit>,
    /// The SGE's address.
    pub va: Signal<Out, Bits<64>>,
    /// The SGE's length.
    pub sge_len: Signal<Out, Bits<32>>,
    /// The SGE's L_Key.
    pub key: Signal<Out, Bits<32>>,
    /// The piece's first byte, counted from the SGE's start.
    pub p_off: Signal<Out, Bits<32>>,
    /// The piece's bytes (modulo 2^13: exact for a packet's walk).
    pub p_len: Signal<Out, Bits<13>>,
    /// The packet ends in this piece.
    pub p_last: Signal<Out, Bit>,
    b0: DFF<Bits<512>>,
    b1: DFF<Bits<512>>,
    b2: DFF<Bits<512>>,
    b3: DFF<Bits<512>>,
    stage: DFF<WalkStep>,
    /// The SGE in hand.
    idx: DFF<Bits<5>>,
    cnt: DFF<Bits<5>>,
    /// The packet's bytes: first, and one past the last.
    p0: DFF<Bits<36>>,
    p1: DFF<Bits<36>>,
    /// The SGE's start and end in the message.
    pos: DFF<Bits<36>>,
    s_end: DFF<Bits<36>>,
    sge: DFF<Bits<128>>,
    out_of: DFF<Bit>,
    /// The packet's bytes in the SGE: `[lo, hi)`.
    lo: DFF<Bits<36>>,
    hi: DFF<Bits<36>>,
    none: DFF<Bit>,
    last: DFF<Bit>,
    poff: DFF<Bits<32>>,
    plen: DFF<Bits<13>>,
    beat: Signal<Local, Bits<512>>,
    /// `lo - pos` and `hi - lo`, modulo 2^32 and 2^13: the differences are below an SGE's
    /// length and the MTU.
    d_off: Signal<Local, Bits<32>>,
    d_len: Signal<Local, Bits<13>>,
}

impl Logic for GatherWalk {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, b0, b1, b2, b3, stage, idx, cnt, p0, p1, pos, s_end, sge, out_of, lo, hi, none, last, poff, plen);
        if self.load.val() {
            match self.load_beat.val().index() {
                0 => self.b0.d.next = self.load_data.val(),
                1 => self.b1.d.next = self.load_data.val(),
                2 => self.b2.d.next = self.load_data.val(),
                _ => self.b3.d.next = self.load_data.val(),
            }
        }
        self.beat.next = self.b0.q.val();
        match self.idx.q.val().get_bits::<2>(2).index() {
            0 => self.beat.next = self.b0.q.val(),
            1 => self.beat.next = self.b1.q.val(),
            2 => self.beat.next = self.b2.q.val(),
            _ => self.beat.next = self.b3.q.val(),
        }
        self.d_off.next = self.lo.q.val().get_bits::<32>(0) - self.pos.q.val().get_bits::<32>(0);
        self.d_len.next = self.hi.q.val().get_bits::<13>(0) - self.lo.q.val().get_bits::<13>(0);
        match self.stage.q.val() {
            WalkStep::Select => {
                match self.idx.q.val().get_bits::<2>(0).index() {
                    0 => self.sge.d.next = self.beat.val().get_bits::<128>(0),
                    1 => self.sge.d.next = self.beat.val().get_bits::<128>(128),
                    2 => self.sge.d.next = self.beat.val().get_bits::<128>(256),
                    _ => self.sge.d.next = self.beat.val().get_bits::<128>(384),
                }
                self.out_of.d.next = self.idx.q.val() >= self.cnt.q.val();
                self.stage.d.next = WalkStep::End;
            }
            WalkStep::End => {
                self.s_end.d.next = self.pos.q.val() + bit_cast::<36, 32>(self.sge.q.val().get_bits::<32>(64));
                self.stage.d.next = WalkStep::Bounds;
            }
            WalkStep::Bounds => {
                self.none.d.next = (self.s_end.q.val() <= self.p0.q.val()) | !self.sge.q.val().get_bits::<32>(64).any();
                self.last.d.next = self.s_end.q.val() >= self.p1.q.val();
                self.lo.d.next = self.pos.q.val();
                if self.p0.q.val() > self.pos.q.val() {
                    self.lo.d.next = self.p0.q.val();
                }
                self.hi.d.next = self.s_end.q.val();
                if self.p1.q.val() < self.s_end.q.val() {
                    self.hi.d.next = self.p1.q.val();
                }
                self.stage.d.next = WalkStep::Piece;
            }
            WalkStep::Piece => {
                self.poff.d.next = self.d_off.val();
                self.plen.d.next = self.d_len.val();
                self.stage.d.next = WalkStep::Ready;
            }
            _ => {}
        }
        if self.advance.val() {
            self.idx.d.next = self.idx.q.val() + 1;
            self.pos.d.next = self.s_end.q.val();
            self.stage.d.next = WalkStep::Select;
        }
        if self.start.val() {
            self.idx.d.next = 0.into();
            self.cnt.d.next = self.num_sge.val();
            self.pos.d.next = 0.into();
            self.p0.d.next = bit_cast::<36, 32>(self.off.val());
            self.p1.d.next = bit_cast::<36, 32>(self.off.val()) + bit_cast::<36, 32>(self.len.val());
            self.stage.d.next = WalkStep::Select;
        }
        self.ready.next = self.stage.q.val() == WalkStep::Ready;
        self.exhausted.next = self.out_of.q.val();
        self.skip.next = self.none.q.val();
        self.va.next = self.sge.q.val().get_bits::<64>(0);
        self.sge_len.next = self.sge.q.val().get_bits::<32>(64);
        self.key.next = self.sge.q.val().get_bits::<32>(96);
        self.p_off.next = self.poff.q.val();
        self.p_len.next = self.plen.q.val();
        self.p_last.next = self.last.q.val();
        if self.reset.val() {
            self.stage.d.next = WalkStep::Ready;
            self.out_of.d.next = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;

    /// The pieces the walk gives for the packet `[off, off + len)`, SGE by SGE, or `None` when
    /// it runs out of SGEs: (SGE index, offset in it, length, last).
    fn walk(sges: &[(u64, u32, u32)], off: u32, len: u32) -> Option<Vec<(usize, u32, u32, bool)>> {
        let mut u = GatherWalk::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        for beat in 0..4usize {
            let mut b = [0u8; 64];
            for k in 0..4 {
                if let Some(&(va, l, key)) = sges.get(beat * 4 + k) {
                    b[16 * k..16 * k + 8].copy_from_slice(&va.to_le_bytes());
                    b[16 * k + 8..16 * k + 12].copy_from_slice(&l.to_le_bytes());
                    b[16 * k + 12..16 * k + 16].copy_from_slice(&key.to_le_bytes());
                }
            }
            u.load.next = true;
            u.load_beat.next = (beat as u64).into();
            u.load_data.next = crate::axis::bytes_to_bits(&b);
            rising_edge(&mut u, |u| &mut u.clock);
        }
        u.load.next = false;
        u.start.next = true;
        u.off.next = (off as u64).into();
        u.len.next = (len as u64).into();
        u.num_sge.next = (sges.len() as u64).into();
        rising_edge(&mut u, |u| &mut u.clock);
        u.start.next = false;
        let mut out = vec![];
        let mut i = 0usize;
        for _ in 0..200 {
            settle(&mut u);
            u.advance.next = false;
            if u.ready.val() {
                if u.exhausted.val() {
                    return None;
                }
                let (va, l, key) = sges[i];
                assert_eq!((u.va.val().to_u64(), u.sge_len.val().to_u64() as u32, u.key.val().to_u64() as u32), (va, l, key));
                if !u.skip.val() {
                    let p = (i, u.p_off.val().to_u64() as u32, u.p_len.val().to_u64() as u32, u.p_last.val());
                    out.push(p);
                    if p.3 {
                        return Some(out);
                    }
                }
                u.advance.next = true;
                i += 1;
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        panic!("the walk did not end");
    }

    /// The same, in plain Rust.
    fn model(sges: &[(u64, u32, u32)], off: u32, len: u32) -> Option<Vec<(usize, u32, u32, bool)>> {
        let (p0, p1) = (off as u64, off as u64 + len as u64);
        let mut pos = 0u64;
        let mut out = vec![];
        for (i, &(_, l, _)) in sges.iter().enumerate() {
            let end = pos + l as u64;
            if end > p0 && l > 0 {
                let (lo, hi) = (pos.max(p0), end.min(p1));
                out.push((i, (lo - pos) as u32, (hi - lo) as u32, end >= p1));
                if end >= p1 {
                    return Some(out);
                }
            }
            pos = end;
        }
        None
    }

    #[test]
    fn a_packet_across_three_sges() {
        let sges = [(0x1000, 100, 1), (0x2000, 0, 2), (0x3000, 50, 3), (0x4000, 5000, 4)];
        // Bytes 90..1114: 10 of SGE 0, none of the empty SGE 1, all of SGE 2, 964 of SGE 3.
        assert_eq!(walk(&sges, 90, 1024), Some(vec![(0, 90, 10, false), (2, 0, 50, false), (3, 0, 964, true)]));
        // A packet inside SGE 3 only.
        assert_eq!(walk(&sges, 1150, 1024), Some(vec![(3, 1000, 1024, true)]));
        // Past the list's end.
        assert_eq!(walk(&sges, 4500, 1024), None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn pieces_are_the_packets_bytes_sge_by_sge(
            lens in proptest::collection::vec(prop_oneof![0u32..70, 0u32..5000, Just(u32::MAX)], 2..=16),
            off in 0u32..12000, len in 1u32..=4096,
        ) {
            let sges: Vec<(u64, u32, u32)> = lens.iter().enumerate().map(|(i, &l)| (0x10_0000 * i as u64, l, i as u32 + 1)).collect();
            prop_assert_eq!(walk(&sges, off, len), model(&sges, off, len));
        }

        /// A whole message's walk (a READ's key check: offset 0, up to 2^32 - 1 bytes): the
        /// same SGEs and ends; the lengths modulo 2^13.
        #[test]
        fn a_whole_message_walks_its_sges(
            lens in proptest::collection::vec(prop_oneof![0u32..70, 0u32..5000, Just(u32::MAX)], 2..=16),
            len in prop_oneof![1u32..20000, Just(u32::MAX)],
        ) {
            let sges: Vec<(u64, u32, u32)> = lens.iter().enumerate().map(|(i, &l)| (0x10_0000 * i as u64, l, i as u32 + 1)).collect();
            let m = model(&sges, 0, len).map(|v| v.into_iter().map(|(i, o, l, e)| (i, o, l % 8192, e)).collect::<Vec<_>>());
            prop_assert_eq!(walk(&sges, 0, len), m);
        }
    }
}
