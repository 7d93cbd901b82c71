//! RoCEv2 ICRC (IBTA Annex A17) at 64 bytes per clock, for a generator or a checker.
//!
//! Feed every beat of a frame (Ethernet header first, byte 0 in lane 0); mark the beat that holds
//! the last ICRC-covered byte with `in_end` and say how many covered bytes it holds in `in_count`.
//! The block detects VLAN / IPv4 / IPv6 from the first beat, forces the Ethernet bytes and the
//! variant fields as [crate::crc_math] explains, zero-fills the end beat past `in_count`, runs one
//! 64-byte CRC update per clock (32 parity trees from masks computed in Rust), and multiplies the
//! result by x^(-8k) in six conditional stages outside the feedback loop.
//!
//! - Generator: end = the last byte before the ICRC; `out_crc` is the ICRC (wire: LE bytes).
//! - Checker: end = the last ICRC byte; the frame is good iff `out_crc == crc_math::RESIDUE`.
//!
//! Latency: `out_valid` is high for one cycle, 4 clocks after the end beat's clock edge.
//! Throughput: one beat per clock, back-to-back frames of any length. No back-pressure; `ce` low
//! freezes every register (the latency is then counted in enabled clocks).
use crate::crc_math::{beat_masks, correction_stages, variant_masks, Variant, MASKED_BYTES};
use rust_hdl::prelude::*;

/// Latency in clocks from the edge that takes the end beat to the edge after which `out_valid`
/// is high.
pub const ICRC_LATENCY: usize = 4;

fn bytes_to_bits(b: &[u8]) -> Bits<512> {
    let mut x = Bits::<512>::default();
    for (i, &v) in b.iter().enumerate().take(64) {
        x.set_bits::<8>(8 * i, (v as u64).into());
    }
    x
}

/// The ICRC engine.
#[derive(LogicBlock)]
pub struct Icrc {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Clock enable: when low, no register changes (the whole pipeline stalls; tie high if unused).
    pub ce: Signal<In, Bit>,
    /// A beat is presented (and taken: this block never stalls).
    pub in_valid: Signal<In, Bit>,
    /// Beat data, frame byte 0 of the beat in bits 7:0.
    pub in_data: Signal<In, Bits<512>>,
    /// Last beat of the frame (framing: the next valid beat starts a new frame).
    pub in_last: Signal<In, Bit>,
    /// This beat holds the last covered byte (also implied by `in_last` if not given before).
    pub in_end: Signal<In, Bit>,
    /// Covered bytes in the end beat, 1..=64 (64 = all); read when the beat ends the coverage.
    pub in_count: Signal<In, Bits<7>>,
    /// One-cycle pulse: `out_crc` holds the CRC of the frame whose end beat came 4 clocks ago.
    pub out_valid: Signal<Out, Bit>,
    /// The standard CRC-32 (crc32fast value) of the ICRC input; wire order `to_le_bytes()`.
    pub out_crc: Signal<Out, Bits<32>>,
    // Masks: and/or for beats 0 and 1, index = beat*4 + vlan*2 + ipv6.
    and_mask: Vec<Constant<Bits<512>>>,
    or_mask: Vec<Constant<Bits<512>>>,
    ones: Constant<Bits<512>>,
    c64: Constant<Bits<7>>,
    // Parity tree masks, one per CRC bit.
    dmask: Vec<Constant<Bits<512>>>,
    smask: Vec<Constant<Bits<32>>>,
    // Correction rows: stage b, bit i at index b*32 + i.
    corr: Vec<Constant<Bits<32>>>,
    // Stage A: framing state and the masked beat.
    in_frame: DFF<Bit>,
    covered: DFF<Bit>,
    beat1: DFF<Bit>,
    var_vlan: DFF<Bit>,
    var_ipv6: DFF<Bit>,
    a_valid: DFF<Bit>,
    a_end: DFF<Bit>,
    a_k: DFF<Bits<6>>,
    a_data: DFF<Bits<512>>,
    // Stage B: CRC register and finished raw value.
    state: DFF<Bits<32>>,
    b_valid: DFF<Bit>,
    b_k: DFF<Bits<6>>,
    b_res: DFF<Bits<32>>,
    // Stage C: first three correction stages.
    c_valid: DFF<Bit>,
    c_k: DFF<Bits<3>>,
    c_res: DFF<Bits<32>>,
    // Output.
    o_valid: DFF<Bit>,
    o_crc: DFF<Bits<32>>,
    // Combinational helpers.
    first: Signal<Local, Bit>,
    active: Signal<Local, Bit>,
    end_eff: Signal<Local, Bit>,
    vlan_now: Signal<Local, Bit>,
    ipv6_now: Signal<Local, Bit>,
    vsel: Signal<Local, Bits<2>>,
    and_m: Signal<Local, Bits<512>>,
    or_m: Signal<Local, Bits<512>>,
    keep_m: Signal<Local, Bits<512>>,
    k7: Signal<Local, Bits<7>>,
    shamt: Signal<Local, Bits<10>>,
    next_state: Signal<Local, Bits<32>>,
    v1: Signal<Local, Bits<32>>,
    v2: Signal<Local, Bits<32>>,
    v3: Signal<Local, Bits<32>>,
    w1: Signal<Local, Bits<32>>,
    w2: Signal<Local, Bits<32>>,
    w3: Signal<Local, Bits<32>>,
}

impl Default for Icrc {
    fn default() -> Self {
        let mut and_mask = vec![];
        let mut or_mask = vec![];
        for beat in 0..2 {
            for v in Variant::ALL {
                let (a, o) = variant_masks(v);
                and_mask.push(Constant::new(bytes_to_bits(&a[beat * 64..(beat + 1) * 64])));
                or_mask.push(Constant::new(bytes_to_bits(&o[beat * 64..(beat + 1) * 64])));
            }
        }
        const _: () = assert!(MASKED_BYTES == 128);
        let m = beat_masks();
        let dmask = m.data.iter().map(|d| Constant::new(bytes_to_bits(d))).collect();
        let smask = m.state.iter().map(|&s| Constant::new((s as u64).into())).collect();
        let corr = correction_stages()
            .iter()
            .flat_map(|mat| (0..32).map(move |i| Constant::new((mat.row(i) as u64).into())))
            .collect();
        Self {
            clock: Default::default(),
            reset: Default::default(),
            ce: Default::default(),
            in_valid: Default::default(),
            in_data: Default::default(),
            in_last: Default::default(),
            in_end: Default::default(),
            in_count: Default::default(),
            out_valid: Default::default(),
            out_crc: Default::default(),
            and_mask,
            or_mask,
            ones: Constant::new(!Bits::<512>::default()),
            c64: Constant::new(64u64.into()),
            dmask,
            smask,
            corr,
            in_frame: Default::default(),
            covered: Default::default(),
            beat1: Default::default(),
            var_vlan: Default::default(),
            var_ipv6: Default::default(),
            a_valid: Default::default(),
            a_end: Default::default(),
            a_k: Default::default(),
            a_data: Default::default(),
            state: Default::default(),
            b_valid: Default::default(),
            b_k: Default::default(),
            b_res: Default::default(),
            c_valid: Default::default(),
            c_k: Default::default(),
            c_res: Default::default(),
            o_valid: Default::default(),
            o_crc: Default::default(),
            first: Default::default(),
            active: Default::default(),
            end_eff: Default::default(),
            vlan_now: Default::default(),
            ipv6_now: Default::default(),
            vsel: Default::default(),
            and_m: Default::default(),
            or_m: Default::default(),
            keep_m: Default::default(),
            k7: Default::default(),
            shamt: Default::default(),
            next_state: Default::default(),
            v1: Default::default(),
            v2: Default::default(),
            v3: Default::default(),
            w1: Default::default(),
            w2: Default::default(),
            w3: Default::default(),
        }
    }
}

impl Logic for Icrc {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, in_frame, covered, beat1, var_vlan, var_ipv6, a_valid, a_end, a_k, a_data,
            state, b_valid, b_k, b_res, c_valid, c_k, c_res, o_valid, o_crc
        );
        // ---- Stage A: framing, variant, masks, zero fill ----
        self.first.next = !self.in_frame.q.val();
        self.active.next = self.first.val() | self.covered.q.val();
        self.end_eff.next = self.active.val() & (self.in_end.val() | self.in_last.val());
        self.vlan_now.next = self.in_data.val().get_bits::<16>(96) == 0x0081;
        self.ipv6_now.next = self.in_data.val().get_bits::<4>(116) == 6;
        if self.vlan_now.val() {
            self.ipv6_now.next = self.in_data.val().get_bits::<4>(148) == 6;
        }
        if self.first.val() {
            self.vsel.next = bit_cast::<2, 1>(self.vlan_now.val().into()) << 1
                | bit_cast::<2, 1>(self.ipv6_now.val().into());
        } else {
            self.vsel.next = bit_cast::<2, 1>(self.var_vlan.q.val().into()) << 1
                | bit_cast::<2, 1>(self.var_ipv6.q.val().into());
        }
        self.and_m.next = self.ones.val();
        self.or_m.next = 0.into();
        if self.first.val() {
            if self.vsel.val() == 0 {
                self.and_m.next = self.and_mask[0].val();
                self.or_m.next = self.or_mask[0].val();
            }
            if self.vsel.val() == 1 {
                self.and_m.next = self.and_mask[1].val();
                self.or_m.next = self.or_mask[1].val();
            }
            if self.vsel.val() == 2 {
                self.and_m.next = self.and_mask[2].val();
                self.or_m.next = self.or_mask[2].val();
            }
            if self.vsel.val() == 3 {
                self.and_m.next = self.and_mask[3].val();
                self.or_m.next = self.or_mask[3].val();
            }
        } else if self.beat1.q.val() {
            if self.vsel.val() == 0 {
                self.and_m.next = self.and_mask[4].val();
                self.or_m.next = self.or_mask[4].val();
            }
            if self.vsel.val() == 1 {
                self.and_m.next = self.and_mask[5].val();
                self.or_m.next = self.or_mask[5].val();
            }
            if self.vsel.val() == 2 {
                self.and_m.next = self.and_mask[6].val();
                self.or_m.next = self.or_mask[6].val();
            }
            if self.vsel.val() == 3 {
                self.and_m.next = self.and_mask[7].val();
                self.or_m.next = self.or_mask[7].val();
            }
        }
        self.k7.next = self.c64.val() - self.in_count.val();
        if !self.in_end.val() {
            self.k7.next = 0.into();
        }
        // Thermometer straight from the count (bytes < count kept): no subtractor in the path.
        self.shamt.next = bit_cast::<10, 7>(self.in_count.val()) << 3;
        self.keep_m.next = self.ones.val();
        if self.in_end.val() & self.active.val() {
            self.keep_m.next = !(self.ones.val() << self.shamt.val());
        }
        self.a_valid.d.next = false;
        self.a_end.d.next = false;
        if self.in_valid.val() {
            self.in_frame.d.next = !self.in_last.val();
            self.beat1.d.next = self.first.val() & !self.in_last.val();
            if self.first.val() {
                self.var_vlan.d.next = self.vlan_now.val();
                self.var_ipv6.d.next = self.ipv6_now.val();
            }
            if self.active.val() {
                self.covered.d.next = !self.end_eff.val();
                self.a_valid.d.next = true;
                self.a_end.d.next = self.end_eff.val();
                self.a_k.d.next = bit_cast::<6, 7>(self.k7.val());
                self.a_data.d.next =
                    ((self.in_data.val() & self.and_m.val()) | self.or_m.val()) & self.keep_m.val();
            }
            if self.in_last.val() {
                self.covered.d.next = false;
            }
        }
        // ---- Stage B: one 64-byte CRC update per clock ----
        self.next_state.next = 0.into();
        for i in 0..32 {
            self.next_state.next = self.next_state.val().replace_bit(
                i,
                (self.a_data.q.val() & self.dmask[i].val()).xor()
                    ^ (self.state.q.val() & self.smask[i].val()).xor(),
            );
        }
        self.b_valid.d.next = false;
        if self.a_valid.q.val() {
            self.state.d.next = self.next_state.val();
            if self.a_end.q.val() {
                self.state.d.next = 0.into();
                self.b_valid.d.next = true;
                self.b_k.d.next = self.a_k.q.val();
                self.b_res.d.next = self.next_state.val();
            }
        }
        // ---- Stage C: x^(-8k), k bits 0..2 ----
        self.v1.next = self.b_res.q.val();
        if self.b_k.q.val().get_bit(0) {
            self.v1.next = 0.into();
            for i in 0..32 {
                self.v1.next = self.v1.val().replace_bit(i, (self.b_res.q.val() & self.corr[i].val()).xor());
            }
        }
        self.v2.next = self.v1.val();
        if self.b_k.q.val().get_bit(1) {
            self.v2.next = 0.into();
            for i in 0..32 {
                self.v2.next = self.v2.val().replace_bit(i, (self.v1.val() & self.corr[32 + i].val()).xor());
            }
        }
        self.v3.next = self.v2.val();
        if self.b_k.q.val().get_bit(2) {
            self.v3.next = 0.into();
            for i in 0..32 {
                self.v3.next = self.v3.val().replace_bit(i, (self.v2.val() & self.corr[64 + i].val()).xor());
            }
        }
        self.c_valid.d.next = self.b_valid.q.val();
        self.c_k.d.next = self.b_k.q.val().get_bits::<3>(3);
        self.c_res.d.next = self.v3.val();
        // ---- Stage D: k bits 3..5, final xor ----
        self.w1.next = self.c_res.q.val();
        if self.c_k.q.val().get_bit(0) {
            self.w1.next = 0.into();
            for i in 0..32 {
                self.w1.next = self.w1.val().replace_bit(i, (self.c_res.q.val() & self.corr[96 + i].val()).xor());
            }
        }
        self.w2.next = self.w1.val();
        if self.c_k.q.val().get_bit(1) {
            self.w2.next = 0.into();
            for i in 0..32 {
                self.w2.next = self.w2.val().replace_bit(i, (self.w1.val() & self.corr[128 + i].val()).xor());
            }
        }
        self.w3.next = self.w2.val();
        if self.c_k.q.val().get_bit(2) {
            self.w3.next = 0.into();
            for i in 0..32 {
                self.w3.next = self.w3.val().replace_bit(i, (self.w2.val() & self.corr[160 + i].val()).xor());
            }
        }
        self.o_valid.d.next = self.c_valid.q.val();
        self.o_crc.d.next = !self.w3.val();
        self.out_valid.next = self.o_valid.q.val();
        self.out_crc.next = self.o_crc.q.val();
        if !self.ce.val() {
            self.in_frame.d.next = self.in_frame.q.val();
            self.covered.d.next = self.covered.q.val();
            self.beat1.d.next = self.beat1.q.val();
            self.var_vlan.d.next = self.var_vlan.q.val();
            self.var_ipv6.d.next = self.var_ipv6.q.val();
            self.a_valid.d.next = self.a_valid.q.val();
            self.a_end.d.next = self.a_end.q.val();
            self.a_k.d.next = self.a_k.q.val();
            self.a_data.d.next = self.a_data.q.val();
            self.state.d.next = self.state.q.val();
            self.b_valid.d.next = self.b_valid.q.val();
            self.b_k.d.next = self.b_k.q.val();
            self.b_res.d.next = self.b_res.q.val();
            self.c_valid.d.next = self.c_valid.q.val();
            self.c_k.d.next = self.c_k.q.val();
            self.c_res.d.next = self.c_res.q.val();
            self.o_valid.d.next = self.o_valid.q.val();
            self.o_crc.d.next = self.o_crc.q.val();
        }
        if self.reset.val() {
            self.in_frame.d.next = false;
            self.covered.d.next = false;
            self.beat1.d.next = false;
            self.a_valid.d.next = false;
            self.state.d.next = 0.into();
            self.b_valid.d.next = false;
            self.c_valid.d.next = false;
            self.o_valid.d.next = false;
        }
    }
}
