//! RX payload reader: the second half of the RX parser's store-and-forward. Frames wait in the
//! parser's packet FIFO, every beat as it arrived; once a frame's verdict is known, its
//! descriptor ([RxReadDesc]) says how many beats it holds, where its payload starts and how long
//! it is, and whether to drop it. The reader pops the frame's beats one per clock and, for a frame
//! kept, emits its payload realigned to lane 0 with an exact `tkeep` (pad and ICRC stripped); a
//! dropped frame's beats are read and discarded, so no byte of it reaches `m`.
//!
//! Line rate: one stored beat per clock. A frame's first stored beat is header (`pre` >= 1), so it
//! never emits; the one extra output beat a frame can need (its payload's tail sits wholly in its
//! last stored beat) goes out from the `flush` register while the next frame's first beat is read.
//!
//! Timing: the packet FIFO's block-RAM output goes only into the `bq` register (the head beat),
//! refilled whenever it is empty or being read; the realigner shifts the two registered beats
//! (`rprev`, `bq`) by the registered header offset.
use crate::axis::{AxisSource, Halves};
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// What the reader needs of one stored frame, one per frame in the order of the frames' beats.
/// (First field in the lowest bits: 36 bits, the descriptor FIFO's record.)
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct RxReadDesc {
    /// Discard the frame's beats (the frame was rejected).
    pub drop: Bit,
    /// Beats stored for the frame, 1..=160.
    pub beats: Bits<9>,
    /// Header bytes mod 64: where the payload starts in its first beat.
    pub shift: Bits<6>,
    /// Stored beats read before the first output beat, 1 + header bytes / 64 (each output beat
    /// joins the beat read before with the one being read).
    pub pre: Bits<2>,
    /// Payload beats to emit (0 for a frame without payload).
    pub outs: Bits<11>,
    /// Bytes in the last payload beat, 1..=64.
    pub plast: Bits<7>,
}

impl RxReadDesc {
    /// The descriptor of a kept frame of `beats` stored beats whose payload of `payload_len`
    /// bytes starts `header_len` bytes into the frame (a Rust-side model for tests).
    pub fn for_frame(beats: usize, header_len: usize, payload_len: usize, drop: bool) -> Self {
        let tail = payload_len % 64;
        RxReadDesc {
            drop,
            beats: (beats as u64).into(),
            shift: ((header_len % 64) as u64).into(),
            pre: ((1 + header_len / 64) as u64).into(),
            outs: (payload_len.div_ceil(64) as u64).into(),
            plast: (if tail == 0 { 64 } else { tail } as u64).into(),
        }
    }
}

/// Pops stored frames per descriptor, emits kept frames' payloads realigned to lane 0.
#[derive(LogicBlock)]
pub struct RxPayloadReader {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset.
    pub reset: Signal<In, Bit>,
    /// The next frame's descriptor (head of the descriptor FIFO).
    pub desc: Signal<In, RxReadDesc>,
    /// `desc` is valid.
    pub desc_valid: Signal<In, Bit>,
    /// The descriptor is taken (its frame's first beat is read this clock).
    pub desc_take: Signal<Out, Bit>,
    /// Head beat of the packet FIFO.
    pub beat: Signal<In, Bits<512>>,
    /// `beat` is valid.
    pub beat_valid: Signal<In, Bit>,
    /// The head beat is taken.
    pub beat_take: Signal<Out, Bit>,
    /// Kept frames' payloads, realigned to lane 0, `tkeep` exact, `tuser` low.
    pub m: AxisSource,
    out_skid: SkidBuffer,
    ones64: Constant<Bits<64>>,
    /// A frame is being read (its descriptor was taken, beats remain).
    rbusy: DFF<Bit>,
    rdrop: DFF<Bit>,
    /// The next beat read emits an output beat.
    remit: DFF<Bit>,
    rs: DFF<Bits<6>>,
    rleft: DFF<Bits<9>>,
    rpre: DFF<Bits<2>>,
    routs: DFF<Bits<11>>,
    rplast: DFF<Bits<7>>,
    /// The beat read before (the realigner's low half).
    rprev: DFF<Bits<512>>,
    /// The packet FIFO's head beat, registered.
    bq_valid: DFF<Bit>,
    bq_data: DFF<Bits<512>>,
    /// A frame's last payload beat, owed after its last stored beat was read.
    flush: DFF<Bit>,
    flush_data: DFF<Bits<512>>,
    flush_keep: DFF<Bits<64>>,
    both2: Signal<Local, Halves>,
    d: Signal<Local, RxReadDesc>,
    start: Signal<Local, Bit>,
    c_drop: Signal<Local, Bit>,
    c_s: Signal<Local, Bits<6>>,
    c_left: Signal<Local, Bits<9>>,
    c_pre: Signal<Local, Bits<2>>,
    c_outs: Signal<Local, Bits<11>>,
    c_plast: Signal<Local, Bits<7>>,
    n_pre: Signal<Local, Bits<2>>,
    n_outs: Signal<Local, Bits<11>>,
    emits: Signal<Local, Bit>,
    out_ready: Signal<Local, Bit>,
    rd: Signal<Local, Bit>,
    sh: Signal<Local, Bits<10>>,
    both: Signal<Local, Bits<1024>>,
    obeat: Signal<Local, Bits<512>>,
    okeep: Signal<Local, Bits<64>>,
}

impl Default for RxPayloadReader {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            desc: Default::default(),
            desc_valid: Default::default(),
            desc_take: Default::default(),
            beat: Default::default(),
            beat_valid: Default::default(),
            beat_take: Default::default(),
            m: Default::default(),
            out_skid: Default::default(),
            ones64: Constant::new(!Bits::<64>::default()),
            rbusy: Default::default(),
            rdrop: Default::default(),
            remit: Default::default(),
            rs: Default::default(),
            rleft: Default::default(),
            rpre: Default::default(),
            routs: Default::default(),
            rplast: Default::default(),
            rprev: Default::default(),
            bq_valid: Default::default(),
            bq_data: Default::default(),
            flush: Default::default(),
            flush_data: Default::default(),
            flush_keep: Default::default(),
            both2: Default::default(),
            d: Default::default(),
            start: Default::default(),
            c_drop: Default::default(),
            c_s: Default::default(),
            c_left: Default::default(),
            c_pre: Default::default(),
            c_outs: Default::default(),
            c_plast: Default::default(),
            n_pre: Default::default(),
            n_outs: Default::default(),
            emits: Default::default(),
            out_ready: Default::default(),
            rd: Default::default(),
            sh: Default::default(),
            both: Default::default(),
            obeat: Default::default(),
            okeep: Default::default(),
        }
    }
}

impl Logic for RxPayloadReader {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rbusy, rdrop, remit, rs, rleft, rpre, routs, rplast, rprev, bq_valid, bq_data, flush, flush_data, flush_keep);
        clock!(self, clock, out_skid);
        self.out_skid.reset.next = self.reset.val();
        self.out_ready.next = self.out_skid.s.tready.val();
        self.d.next = self.desc.val();
        self.start.next = !self.rbusy.q.val();
        if self.start.val() {
            self.c_drop.next = self.d.val().drop;
            self.c_left.next = self.d.val().beats;
            self.c_s.next = self.d.val().shift;
            self.c_pre.next = self.d.val().pre;
            self.c_outs.next = self.d.val().outs;
            self.c_plast.next = self.d.val().plast;
        } else {
            self.c_drop.next = self.rdrop.q.val();
            self.c_left.next = self.rleft.q.val();
            self.c_s.next = self.rs.q.val();
            self.c_pre.next = self.rpre.q.val();
            self.c_outs.next = self.routs.q.val();
            self.c_plast.next = self.rplast.q.val();
        }
        // A frame's first stored beat is header (c_pre >= 1), so it never emits; later beats
        // emit per `remit` (= !drop, no header beat left, payload beats owed), kept registered.
        self.emits.next = !self.start.val() & self.remit.q.val();
        self.rd.next = self.bq_valid.q.val() & (self.rbusy.q.val() | self.desc_valid.val());
        if self.flush.q.val() {
            self.rd.next = self.rd.val() & self.out_ready.val() & !self.emits.val();
        } else {
            self.rd.next = self.rd.val() & (self.out_ready.val() | !self.emits.val());
        }
        self.beat_take.next = self.beat_valid.val() & (!self.bq_valid.q.val() | self.rd.val());
        if self.beat_valid.val() & (!self.bq_valid.q.val() | self.rd.val()) {
            self.bq_valid.d.next = true;
            self.bq_data.d.next = self.beat.val();
        } else if self.rd.val() {
            self.bq_valid.d.next = false;
        }
        self.desc_take.next = self.rd.val() & self.start.val();
        self.sh.next = bit_cast::<10, 6>(self.c_s.val()) << 3;
        self.both2.next.lo = self.rprev.q.val();
        self.both2.next.hi = self.bq_data.q.val();
        self.both.next = self.both2.val().into();
        self.obeat.next = bit_cast::<512, 1024>(self.both.val() >> self.sh.val());
        self.okeep.next = self.ones64.val();
        if self.c_outs.val() == 1 {
            self.okeep.next = !(self.ones64.val() << self.c_plast.val());
        }
        self.out_skid.s.tdata.next = self.obeat.val();
        self.out_skid.s.tkeep.next = self.okeep.val();
        self.out_skid.s.tlast.next = self.c_outs.val() == 1;
        self.out_skid.s.tuser.next = false;
        self.out_skid.s.tvalid.next = self.rd.val() & self.emits.val();
        if self.flush.q.val() {
            self.out_skid.s.tdata.next = self.flush_data.q.val();
            self.out_skid.s.tkeep.next = self.flush_keep.q.val();
            self.out_skid.s.tlast.next = true;
            self.out_skid.s.tvalid.next = true;
            if self.out_ready.val() {
                self.flush.d.next = false;
            }
        }
        self.n_pre.next = self.c_pre.val();
        if self.c_pre.val().any() {
            self.n_pre.next = self.c_pre.val() - 1;
        }
        self.n_outs.next = self.c_outs.val();
        if self.emits.val() {
            self.n_outs.next = self.c_outs.val() - 1;
        }
        if self.rd.val() {
            self.rprev.d.next = self.bq_data.q.val();
            self.rbusy.d.next = self.c_left.val() != 1;
            self.rdrop.d.next = self.c_drop.val();
            self.remit.d.next = !self.c_drop.val() & !self.n_pre.val().any() & self.n_outs.val().any();
            self.rs.d.next = self.c_s.val();
            self.rleft.d.next = self.c_left.val() - 1;
            self.rpre.d.next = self.n_pre.val();
            self.routs.d.next = self.n_outs.val();
            self.rplast.d.next = self.c_plast.val();
            // Last stored beat with one payload beat still owed: it is all in this beat.
            if (self.c_left.val() == 1) & !self.c_drop.val() {
                if (self.emits.val() & (self.c_outs.val() == 2)) | (!self.emits.val() & (self.c_outs.val() == 1)) {
                    self.flush.d.next = true;
                    self.flush_data.d.next = self.bq_data.q.val() >> self.sh.val();
                    self.flush_keep.d.next = !(self.ones64.val() << self.c_plast.val());
                }
            }
        }
        AxisSource::link(&mut self.m, &mut self.out_skid.m);
        if self.reset.val() {
            self.rbusy.d.next = false;
            self.remit.d.next = false;
            self.bq_valid.d.next = false;
            self.flush.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::{bits_to_bytes, bytes_to_bits, FrameCollector};
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    fn clk(u: &mut RxPayloadReader) -> &mut Signal<In, Clock> {
        &mut u.clock
    }

    /// One stored frame: its bytes (header, payload, then trailer bytes the reader must strip)
    /// cut into 64-byte beats, and its descriptor.
    struct Stored {
        beats: Vec<[u8; 64]>,
        desc: RxReadDesc,
        payload: Vec<u8>,
    }

    fn stored(rng: &mut impl Rng) -> Stored {
        // Header 54..=122 bytes (Ethernet + IP + UDP + BTH + extension headers, with a tag and
        // IPv6 the longest), payload 0..=300 bytes, then 0..=3 pad, 4 ICRC, 0..=40 bytes more.
        let hl = rng.gen_range(54..=122);
        let pl = if rng.gen_bool(0.2) { 0 } else { rng.gen_range(1..=300) };
        let tail = rng.gen_range(0..=3) + 4 + if rng.gen_bool(0.3) { rng.gen_range(0..=40) } else { 0 };
        let bytes: Vec<u8> = (0..hl + pl + tail).map(|_| rng.gen()).collect();
        let nbeats = bytes.len().div_ceil(64);
        let beats = (0..nbeats)
            .map(|i| {
                let mut b = [0u8; 64];
                let chunk = &bytes[i * 64..bytes.len().min(i * 64 + 64)];
                b[..chunk.len()].copy_from_slice(chunk);
                b
            })
            .collect();
        let drop = rng.gen_bool(0.3);
        Stored { beats, desc: RxReadDesc::for_frame(nbeats, hl, pl, drop), payload: bytes[hl..hl + pl].to_vec() }
    }

    /// Frames of random header and payload lengths, some dropped, with descriptors and beats
    /// arriving at random times and random back-pressure on `m`: the output is exactly the kept
    /// frames' payloads with only the last beat partial, every beat is read once, and at full
    /// rate (no gaps, no back-pressure) the reader takes one beat per clock.
    fn run(seed: u64, p_beat: f64, p_desc: f64, p_ready: f64) -> u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let frames: Vec<Stored> = (0..60).map(|_| stored(&mut rng)).collect();
        let want: Vec<Vec<u8>> = frames.iter().filter(|f| !f.desc.drop && !f.payload.is_empty()).map(|f| f.payload.clone()).collect();
        let mut beats: VecDeque<[u8; 64]> = frames.iter().flat_map(|f| f.beats.clone()).collect();
        let total_beats = beats.len();
        let mut descs: VecDeque<RxReadDesc> = frames.iter().map(|f| f.desc).collect();
        let mut uut = RxPayloadReader::default();
        uut.connect_all();
        uut.reset.next = true;
        rising_edge(&mut uut, clk);
        uut.reset.next = false;
        // The beats and descriptors the test has made visible (a FIFO's head appears at random).
        let (mut beat_shown, mut desc_shown) = (false, false);
        let (mut got, mut col, mut partial_inner, mut taken) = (vec![], FrameCollector::default(), false, 0usize);
        let mut cycles = 0u64;
        while cycles < 40_000 && (got.len() < want.len() || taken < total_beats) {
            beat_shown |= !beats.is_empty() && rng.gen_bool(p_beat);
            desc_shown |= !descs.is_empty() && rng.gen_bool(p_desc);
            uut.beat_valid.next = beat_shown;
            uut.beat.next = beats.front().map(|b| bytes_to_bits(b)).unwrap_or_default();
            uut.desc_valid.next = desc_shown;
            uut.desc.next = descs.front().copied().unwrap_or_default();
            uut.m.tready.next = rng.gen_bool(p_ready);
            settle(&mut uut);
            if uut.m.tvalid.val() && uut.m.tready.val() {
                let keep = uut.m.tkeep.val().to_u64();
                partial_inner |= keep != u64::MAX && !uut.m.tlast.val();
                assert!(!uut.m.tuser.val());
                if let Some((p, _)) = col.push(&bits_to_bytes(uut.m.tdata.val()), keep, uut.m.tlast.val(), false) {
                    got.push(p);
                }
            }
            if uut.beat_take.val() {
                assert!(beat_shown, "took a beat that was not offered");
                beats.pop_front();
                taken += 1;
                beat_shown = false;
            }
            if uut.desc_take.val() {
                assert!(desc_shown, "took a descriptor that was not offered");
                descs.pop_front();
                desc_shown = false;
            }
            rising_edge(&mut uut, clk);
            cycles += 1;
        }
        assert!(!partial_inner, "only a payload's last beat may be partial");
        assert_eq!(taken, total_beats, "every stored beat is read once");
        assert!(descs.is_empty(), "every descriptor is taken");
        assert_eq!(got.len(), want.len(), "one payload per kept frame with payload");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "payload {i}");
        }
        for _ in 0..4 {
            settle(&mut uut);
            assert!(!uut.m.tvalid.val(), "nothing after the last payload");
            rising_edge(&mut uut, clk);
        }
        cycles
    }

    #[test]
    fn payloads_of_kept_frames_only_under_gaps_and_backpressure() {
        for seed in 0..4 {
            run(seed, 0.7, 0.5, 0.6);
        }
    }

    #[test]
    fn reads_one_beat_per_clock_at_full_rate() {
        // With beats and descriptors always there and no back-pressure, the reader needs one
        // clock per stored beat, plus the register stages to fill and drain.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let total: usize = (0..60).map(|_| stored(&mut rng).beats.len()).sum();
        let cycles = run(9, 1.0, 1.0, 1.0);
        assert!(cycles <= total as u64 + 4, "{cycles} clocks for {total} beats");
    }

    #[test]
    fn descriptor_layout_is_the_fifo_record() {
        let d = RxReadDesc::for_frame(3, 70, 65, true);
        let b: Bits<36> = d.into();
        assert_eq!(b.get_bit(0), true);
        assert_eq!(b.get_bits::<9>(1).to_u64(), 3);
        assert_eq!(b.get_bits::<6>(10).to_u64(), 6);
        assert_eq!(b.get_bits::<2>(16).to_u64(), 2);
        assert_eq!(b.get_bits::<11>(18).to_u64(), 2);
        assert_eq!(b.get_bits::<7>(29).to_u64(), 1);
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_rx_payload_reader", RxPayloadReader::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
