//! RX split (issue 16): the RX parser's records and payloads shared by the two transport engines
//! of the whole NIC. A response (BTH opcode 0x0D..=0x12: READ response first / middle / last /
//! only, ACK, atomic ACK) that the parser accepted and that is addressed to this NIC (its
//! destination MAC and IP are the NIC's) goes to the requester (`b`); every other record goes
//! to the responder (`a`), which counts the rejected and misaddressed ones as it always did.
//! Each record's payload (the parser emits one for an accepted record with `payload_len` above
//! 0, in record order) follows its record to the same side.
//!
//! A response marked ECN-CE while congestion control is on goes to both: the requester takes it
//! with its payload, and the responder takes a copy (`cnp_only` set, `payload_len` 0) that asks
//! only for the CNP decision. Golden's notification point (`golden::endpoint` `handle_frame`)
//! keeps one CNP limiter per local QP for requests and responses alike; the limiter's state
//! (`cnp_time`, flag 4) lives in the QP context, which the responder's engine owns and writes,
//! so the one engine that decides CNPs for requests decides them for responses too. The record
//! leaves the split once both sides took it (in either order).
//!
//! - **Records.** Decided as they are taken and held, with the side, in a two-entry skid
//!   buffer ([SkidReg], registered `s_ready`): one record a clock through, the address compare in
//!   front of a register, never in a ready path.
//! - **Payloads.** The side of every record taken with a payload waits in a route FIFO (16
//!   entries); the payload stream goes to the side at its head and the head leaves with the
//!   payload's last beat. No record is taken while the route FIFO may be full (it held 15 or
//!   more last cycle), so a payload never arrives without its side (a payload whose record is
//!   not taken yet waits).
use crate::axis::{AxisSink, AxisSource};
use crate::byte_reverse::ByteReverse;
use crate::rx_parser::RxMeta;
use crate::skid_reg::SkidReg;
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// The first and last BTH opcodes of an RC response (READ response first .. atomic ACK).
pub const RESPONSE_OPCODES: std::ops::RangeInclusive<u8> = 0x0D..=0x12;
const _: () = assert!(*RESPONSE_OPCODES.start() == 0x0D && *RESPONSE_OPCODES.end() == 0x12);

/// Records with a payload in flight through the split (their sides wait in the route FIFO).
pub const ROUTE_DEPTH: usize = 16;
const _: () = assert!(SyncFifo::<Bit, 4, 5>::CAPACITY == ROUTE_DEPTH);

/// The split.
#[derive(LogicBlock, Default)]
pub struct RxSplit {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (drops the records and routes held).
    pub reset: Signal<In, Bit>,
    /// Congestion control on (`port.CTRL`): a CE-marked response also goes to the responder.
    pub cc_enabled: Signal<In, Bit>,
    /// This NIC's MAC, wire bytes.
    pub local_mac: Signal<In, Bits<48>>,
    /// This NIC's IP, wire bytes (IPv4 in bits 31:0).
    pub local_ip: Signal<In, Bits<128>>,
    /// IPv6 (else IPv4).
    pub ip_v6: Signal<In, Bit>,
    /// The parser's record.
    pub s_meta: Signal<In, RxMeta>,
    /// `s_meta` is offered.
    pub s_valid: Signal<In, Bit>,
    /// `s_meta` is taken (a flip-flop output, and the route FIFO has room).
    pub s_ready: Signal<Out, Bit>,
    /// The parser's payloads.
    pub s_pay: AxisSink,
    /// Records for the responder.
    pub a_meta: Signal<Out, RxMeta>,
    /// `a_meta` is offered.
    pub a_valid: Signal<Out, Bit>,
    /// `a_meta` is taken.
    pub a_ready: Signal<In, Bit>,
    /// Payloads of the responder's records.
    pub a_pay: AxisSource,
    /// Records for the requester (responses addressed to this NIC).
    pub b_meta: Signal<Out, RxMeta>,
    /// `b_meta` is offered.
    pub b_valid: Signal<Out, Bit>,
    /// `b_meta` is taken.
    pub b_ready: Signal<In, Bit>,
    /// Payloads of the requester's records (READ responses).
    pub b_pay: AxisSource,
    /// Nothing held: no record in the skid buffer, no payload's side waiting.
    pub idle: Signal<Out, Bit>,
    /// The records, and beside them (in step) their sides (bit 0 the responder's, bit 1 the
    /// requester's; both for a CE-marked response).
    recs: SkidReg<RxMeta>,
    sides: SkidReg<Bits<2>>,
    /// The sides of records taken with a payload, in order.
    route: SyncFifo<Bit, 4, 5>,
    /// The local addresses as values (the record's convention), from the registers' wire bytes.
    lmac_rev: ByteReverse<48>,
    lip_rev: ByteReverse<128>,
    lip_v: Signal<Local, Bits<128>>,
    /// The offered record is a response addressed to this NIC; it goes to the responder (every
    /// other record, and a response with CE set while congestion control is on).
    to_b: Signal<Local, Bit>,
    to_a: Signal<Local, Bit>,
    /// The held record went to that side already (it waits for the other).
    a_done: DFF<Bit>,
    b_done: DFF<Bit>,
    /// The held record's sides.
    side_a: Signal<Local, Bit>,
    side_b: Signal<Local, Bit>,
    /// The held record is taken by that side this cycle.
    a_take: Signal<Local, Bit>,
    b_take: Signal<Local, Bit>,
    /// The route FIFO has room for a write this cycle: it held at most 14 entries last cycle
    /// (a register: the FIFO's fill comes after its write enable).
    room: DFF<Bit>,
    /// The two skid buffers (in step) take / hold a record.
    in_ok: Signal<Local, Bit>,
    out_ok: Signal<Local, Bit>,
    /// The held record is taken.
    out_take: Signal<Local, Bit>,
    /// The payload's side is known, and it is the requester's.
    head_ok: Signal<Local, Bit>,
    head_b: Signal<Local, Bit>,
}

impl Logic for RxSplit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, room, a_done, b_done);
        clock!(self, clock, recs, sides, route);
        self.recs.reset.next = self.reset.val();
        self.sides.reset.next = self.reset.val();
        self.route.reset.next = self.reset.val();
        self.route.replace.next = false;

        // ---- records: decided on the way in ----
        self.lmac_rev.d.next = self.local_mac.val();
        self.lip_rev.d.next = self.local_ip.val();
        self.lip_v.next = self.lip_rev.q.val();
        if !self.ip_v6.val() {
            self.lip_v.next = bit_cast::<128, 32>(self.lip_rev.q.val().get_bits::<32>(96));
        }
        self.to_b.next = (self.s_meta.val().verdict == 0)
            & (self.s_meta.val().opcode >= 0x0D)
            & (self.s_meta.val().opcode <= 0x12)
            & (self.s_meta.val().dst_mac == self.lmac_rev.q.val())
            & (self.s_meta.val().ipv6 == self.ip_v6.val())
            & (self.s_meta.val().dst_ip == self.lip_v.val());
        self.to_a.next = !self.to_b.val() | ((self.s_meta.val().ecn == 3) & self.cc_enabled.val());
        self.room.d.next = self.route.fill.val() < 15;
        if self.reset.val() {
            self.room.d.next = true;
        }
        self.in_ok.next = self.recs.in_ready.val() & self.sides.in_ready.val() & self.room.q.val();
        self.out_ok.next = self.recs.out_valid.val() & self.sides.out_valid.val();
        self.recs.in_data.next = self.s_meta.val();
        self.sides.in_data.next = bit_cast::<2, 1>(self.to_a.val().into()) | (bit_cast::<2, 1>(self.to_b.val().into()) << 1);
        self.recs.in_valid.next = self.s_valid.val() & self.room.q.val();
        self.sides.in_valid.next = self.s_valid.val() & self.room.q.val();
        self.s_ready.next = self.in_ok.val();
        self.route.wr_en.next = self.s_valid.val()
            & self.in_ok.val()
            & (self.s_meta.val().verdict == 0)
            & self.s_meta.val().payload_len.any();
        self.route.wr_data.next = self.to_b.val();

        self.side_a.next = self.sides.out_data.val().get_bit(0);
        self.side_b.next = self.sides.out_data.val().get_bit(1);
        self.a_meta.next = self.recs.out_data.val();
        if self.side_b.val() {
            // The responder's copy of a CE-marked response: the CNP decision only.
            self.a_meta.next.payload_len = 0.into();
            self.a_meta.next.cnp_only = true;
        }
        self.b_meta.next = self.recs.out_data.val();
        self.a_valid.next = self.out_ok.val() & self.side_a.val() & !self.a_done.q.val();
        self.b_valid.next = self.out_ok.val() & self.side_b.val() & !self.b_done.q.val();
        self.a_take.next = self.a_valid.val() & self.a_ready.val();
        self.b_take.next = self.b_valid.val() & self.b_ready.val();
        self.out_take.next = self.out_ok.val()
            & (!self.side_a.val() | self.a_done.q.val() | self.a_take.val())
            & (!self.side_b.val() | self.b_done.q.val() | self.b_take.val());
        self.a_done.d.next = (self.a_done.q.val() | self.a_take.val()) & !self.out_take.val();
        self.b_done.d.next = (self.b_done.q.val() | self.b_take.val()) & !self.out_take.val();
        if self.reset.val() {
            self.a_done.d.next = false;
            self.b_done.d.next = false;
        }
        self.recs.out_ready.next = self.out_take.val();
        self.sides.out_ready.next = self.out_take.val();

        // ---- payloads: to the side at the route FIFO's head ----
        self.head_ok.next = self.route.rd_valid.val();
        self.head_b.next = self.route.rd_data.val();
        self.a_pay.tdata.next = self.s_pay.tdata.val();
        self.a_pay.tkeep.next = self.s_pay.tkeep.val();
        self.a_pay.tlast.next = self.s_pay.tlast.val();
        self.a_pay.tuser.next = self.s_pay.tuser.val();
        self.b_pay.tdata.next = self.s_pay.tdata.val();
        self.b_pay.tkeep.next = self.s_pay.tkeep.val();
        self.b_pay.tlast.next = self.s_pay.tlast.val();
        self.b_pay.tuser.next = self.s_pay.tuser.val();
        self.a_pay.tvalid.next = self.s_pay.tvalid.val() & self.head_ok.val() & !self.head_b.val();
        self.b_pay.tvalid.next = self.s_pay.tvalid.val() & self.head_ok.val() & self.head_b.val();
        self.s_pay.tready.next = self.head_ok.val() & ((!self.head_b.val() & self.a_pay.tready.val()) | (self.head_b.val() & self.b_pay.tready.val()));
        self.route.rd_en.next = self.s_pay.tvalid.val() & self.s_pay.tready.val() & self.s_pay.tlast.val();

        self.idle.next = !self.out_ok.val() & self.recs.in_ready.val() & (self.route.fill.val() == 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// The NIC's addresses as the records carry them (values).
    const MAC: u64 = 0x0605_0403_0201;
    const IP: u128 = 0x0A00_0001;
    /// The same, as the registers hold them (wire bytes, byte 0 in bits 7:0; IPv4 in bits 31:0).
    const MAC_WIRE: u64 = 0x0102_0304_0506;
    const IP_WIRE: u128 = 0x0100_000A;

    /// A record (the fields the split looks at, and an id in `psn`) and its payload beats.
    #[derive(Clone, Debug)]
    struct Rec {
        meta: RxMeta,
        beats: usize,
    }

    /// A record: verdict, opcode, MAC / IP / IP version right, payload length, ECN.
    type Spec = (u8, u8, bool, bool, bool, u16, u8);

    fn arb_rec() -> impl Strategy<Value = Spec> {
        (
            prop_oneof![Just(0u8), 0u8..12],
            prop_oneof![0x0Du8..=0x12, 0x00u8..=0x0C, 0x13u8..=0xFF],
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            prop_oneof![Just(0u16), 1u16..200, 1u16..4200],
            0u8..4,
        )
    }

    fn build(spec: &[Spec]) -> Vec<Rec> {
        spec.iter()
            .enumerate()
            .map(|(i, &(verdict, opcode, mac_ok, ip_ok, v6_ok, plen, ecn))| {
                let mut m = RxMeta::default();
                m.verdict = (verdict as u64).into();
                m.opcode = (opcode as u64).into();
                m.dst_mac = (if mac_ok { MAC } else { MAC ^ 0x100 }).into();
                m.dst_ip = (if ip_ok { IP } else { IP + 1 }).to_bits();
                m.ipv6 = !v6_ok;
                m.psn = (i as u64).into();
                m.ecn = (ecn as u64).into();
                // The parser sends a payload only for an accepted record.
                let plen = if verdict == 0 { plen } else { 0 };
                m.payload_len = (plen as u64).into();
                Rec { meta: m, beats: (plen as usize).div_ceil(64) }
            })
            .collect()
    }

    fn is_response_for_us(r: &Rec) -> bool {
        let m = &r.meta;
        m.verdict.to_u64() == 0
            && RESPONSE_OPCODES.contains(&(m.opcode.to_u64() as u8))
            && m.dst_mac.to_u64() == MAC
            && m.dst_ip == IP.to_bits::<128>()
            && !m.ipv6
    }

    /// A response to the NIC marked CE with congestion control on: the responder gets a copy.
    fn copy_to_a(r: &Rec, cc: bool) -> bool {
        is_response_for_us(r) && cc && r.meta.ecn.to_u64() == 3
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Random records and payloads, random valid and ready everywhere (the payload may run
        /// ahead of its record): each side receives exactly its records (responses addressed to
        /// the NIC to `b`, the rest to `a`, and a copy of the CE-marked responses to `a` while
        /// congestion control is on: `cnp_only`, no payload), in order, and exactly their
        /// payloads, beat for beat, in order; the split ends idle.
        #[test]
        fn each_side_gets_its_records_and_their_payloads(
            spec in proptest::collection::vec(arb_rec(), 1..60),
            seed in any::<u64>(),
            p in prop_oneof![Just(1.0f64), 0.2f64..1.0],
            cc in any::<bool>(),
        ) {
            let recs = build(&spec);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut u = RxSplit::default();
            u.connect_all();
            u.local_mac.next = MAC_WIRE.into();
            u.local_ip.next = IP_WIRE.to_bits();
            u.ip_v6.next = false;
            u.cc_enabled.next = cc;
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            // The payload stream: beat (record id, beat index, last).
            let pay: Vec<(usize, usize, bool)> = recs
                .iter()
                .enumerate()
                .flat_map(|(i, r)| (0..r.beats).map(move |k| (i, k, k + 1 == r.beats)))
                .collect();
            let (mut ri, mut pi) = (0usize, 0usize);
            let mut got: [Vec<usize>; 2] = [vec![], vec![]];
            let want: [Vec<usize>; 2] = [
                (0..recs.len()).filter(|&i| !is_response_for_us(&recs[i]) || copy_to_a(&recs[i], cc)).collect(),
                (0..recs.len()).filter(|&i| is_response_for_us(&recs[i])).collect(),
            ];
            let mut beats: [Vec<(usize, usize)>; 2] = [vec![], vec![]];
            let mut cycles = 0;
            while (got[0].len() + got[1].len() < want[0].len() + want[1].len() || beats[0].len() + beats[1].len() < pay.len()) && cycles < 20_000 {
                cycles += 1;
                let offer_r = ri < recs.len() && rng.gen_bool(p);
                let offer_p = pi < pay.len() && rng.gen_bool(p);
                u.s_valid.next = offer_r;
                if ri < recs.len() {
                    u.s_meta.next = recs[ri].meta;
                }
                u.s_pay.tvalid.next = offer_p;
                if pi < pay.len() {
                    let (i, k, last) = pay[pi];
                    u.s_pay.tdata.next = ((i as u64) << 16 | k as u64).into();
                    u.s_pay.tlast.next = last;
                }
                u.a_ready.next = rng.gen_bool(p);
                u.b_ready.next = rng.gen_bool(p);
                u.a_pay.tready.next = rng.gen_bool(p);
                u.b_pay.tready.next = rng.gen_bool(p);
                settle(&mut u);
                if u.a_valid.val() && u.a_ready.val() {
                    let m = u.a_meta.val();
                    let i = m.psn.to_u64() as usize;
                    got[0].push(i);
                    let copy = i < recs.len() && copy_to_a(&recs[i], cc);
                    prop_assert_eq!(m.cnp_only, copy, "record {} cnp_only", i);
                    let plen = if copy { 0 } else { recs.get(i).map_or(0, |r| r.meta.payload_len.to_u64()) };
                    prop_assert_eq!(m.payload_len.to_u64(), plen, "record {} payload_len", i);
                }
                if u.b_valid.val() && u.b_ready.val() {
                    let m = u.b_meta.val();
                    prop_assert!(!m.cnp_only);
                    got[1].push(m.psn.to_u64() as usize);
                }
                for (side, v, r, d) in [
                    (0, u.a_pay.tvalid.val(), u.a_pay.tready.val(), u.a_pay.tdata.val()),
                    (1, u.b_pay.tvalid.val(), u.b_pay.tready.val(), u.b_pay.tdata.val()),
                ] {
                    if v && r {
                        let x = d.get_bits::<64>(0).to_u64();
                        beats[side].push(((x >> 16) as usize, (x & 0xFFFF) as usize));
                    }
                }
                if offer_r && u.s_ready.val() {
                    ri += 1;
                }
                if offer_p && u.s_pay.tready.val() {
                    pi += 1;
                }
                rising_edge(&mut u, |u| &mut u.clock);
            }
            prop_assert_eq!(&got, &want, "records by side");
            for side in 0..2 {
                let wb: Vec<(usize, usize)> =
                    pay.iter().filter(|b| (side == 1) == is_response_for_us(&recs[b.0])).map(|b| (b.0, b.1)).collect();
                prop_assert_eq!(&beats[side], &wb, "side {} payload beats", side);
            }
            settle(&mut u);
            prop_assert!(u.idle.val());
        }
    }

    /// Nothing waits: one record a clock goes through, also when every response is CE-marked
    /// with congestion control on and goes to both sides at once.
    #[test]
    fn one_record_a_clock() {
        for cc in [false, true] {
            let spec: Vec<_> = (0..40).map(|i| (0u8, if i % 2 == 0 { 0x11u8 } else { 0x04 }, true, true, true, 0u16, 3u8)).collect();
            let recs = build(&spec);
            let mut u = RxSplit::default();
            u.connect_all();
            u.local_mac.next = MAC_WIRE.into();
            u.local_ip.next = IP_WIRE.to_bits();
            u.cc_enabled.next = cc;
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            let mut q: VecDeque<Rec> = recs.into();
            let (mut a, mut b) = (0, 0);
            for _ in 0..42 {
                u.s_valid.next = !q.is_empty();
                if let Some(r) = q.front() {
                    u.s_meta.next = r.meta;
                }
                u.a_ready.next = true;
                u.b_ready.next = true;
                settle(&mut u);
                if u.s_valid.val() {
                    assert!(u.s_ready.val());
                    q.pop_front();
                }
                a += u.a_valid.val() as usize;
                b += u.b_valid.val() as usize;
                rising_edge(&mut u, |u| &mut u.clock);
            }
            assert_eq!((a, b), (if cc { 40 } else { 20 }, 20), "cc {cc}");
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_rx_split", RxSplit::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
