//! The TX builder RTL against its Rust model in rust-hdl simulation: several opcodes (every
//! extension-header shape), IPv4/IPv6, VLAN or not, payloads from 0 bytes to several beats, random
//! gaps on both inputs and random back-pressure; full throughput on back-to-back one-beat frames;
//! a payload stream that disagrees with its record is flagged, and the next frame is intact.
use hdl::axis::{bytes_to_bits, bits_to_bytes, keep_for, FrameCollector};
use hdl::sim_util::{rising_edge, settle};
use hdl::tx_builder::{model_frame, TxBuilder};
use hdl::tx_header::TxFields;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;

fn clk(u: &mut TxBuilder) -> &mut Signal<In, Clock> {
    &mut u.clock
}

/// Opcodes covering every extension-header shape.
const OPCODES: [u8; 14] = [
    0x04, 0x05, 0x0A, 0x0B, 0x0C, 0x10, 0x11, 0x12, 0x13, 0x17, 0x29, 0x64, 0x65, 0x81,
];

fn fields(rng: &mut impl Rng, opcode: u8, ipv6: bool, vlan: bool, len: usize) -> TxFields {
    let mut f = TxFields {
        dst_mac: rng.gen(),
        src_mac: rng.gen(),
        vlan_tci: if vlan { Some(rng.gen()) } else { None },
        ipv6,
        tclass: rng.gen(),
        ttl: rng.gen(),
        ip_ident: rng.gen(),
        dont_frag: rng.gen(),
        flow_label: rng.gen::<u32>() & 0xF_FFFF,
        src_ip: rng.gen(),
        dst_ip: rng.gen(),
        udp_src: rng.gen(),
        opcode,
        solicited: rng.gen(),
        migreq: rng.gen(),
        tver: 0,
        pkey: rng.gen(),
        fecn: rng.gen(),
        becn: rng.gen(),
        dest_qp: rng.gen::<u32>() & 0xFF_FFFF,
        ack_req: rng.gen(),
        psn: rng.gen::<u32>() & 0xFF_FFFF,
        deth: rng.gen(),
        reth: rng.gen(),
        atomic_eth: [0; 28],
        aeth: rng.gen(),
        atomic_ack_eth: rng.gen(),
        immdt: rng.gen(),
        ieth: rng.gen(),
        payload_len: len as u16,
    };
    rng.fill(&mut f.atomic_eth[..]);
    f
}

struct Pkt {
    f: TxFields,
    payload: Vec<u8>,
    /// Payload beats as sent (tlast may be corrupted on purpose).
    beats: Vec<([u8; 64], bool)>,
    /// Send a full tkeep on the last beat whatever the length (a framing error).
    bad_keep: bool,
}

fn pkt(f: TxFields, rng: &mut impl Rng) -> Pkt {
    let payload: Vec<u8> = (0..f.payload_len).map(|_| rng.gen()).collect();
    let n = payload.len().div_ceil(64);
    let beats = payload
        .chunks(64)
        .enumerate()
        .map(|(i, c)| {
            let mut d = [0u8; 64];
            d[..c.len()].copy_from_slice(c);
            (d, i + 1 == n)
        })
        .collect();
    Pkt { f, payload, beats, bad_keep: false }
}

/// A builder out of reset.
fn fresh() -> TxBuilder {
    let mut uut = TxBuilder::default();
    uut.connect_all();
    uut.reset.next = true;
    rising_edge(&mut uut, clk);
    rising_edge(&mut uut, clk);
    uut.reset.next = false;
    uut
}

/// Runs the packets through; returns (frames with tuser, cycles from first to last output beat,
/// output beats).
fn run(pkts: &[Pkt], rng: &mut impl Rng, p_meta: f64, p_pay: f64, p_ready: f64) -> (Vec<(Vec<u8>, bool)>, usize, usize) {
    let mut uut = fresh();
    let (mut mi, mut pi, mut bi) = (0usize, 0usize, 0usize);
    let (mut mvalid, mut pvalid) = (false, false);
    let mut col = FrameCollector::default();
    let mut out = vec![];
    let (mut first, mut lastc, mut nbeats) = (None, 0usize, 0usize);
    let total_beats: usize = pkts.iter().map(|p| p.beats.len()).sum();
    let mut sent_beats = 0usize;
    for cycle in 0..20_000 {
        // Metadata channel: hold until taken.
        if !mvalid && mi < pkts.len() {
            mvalid = rng.gen_bool(p_meta);
        }
        if mvalid {
            uut.meta.next = pkts[mi].f.to_meta();
        }
        uut.meta_valid.next = mvalid;
        // Payload channel: walk packets with payload beats in order.
        while pi < pkts.len() && pkts[pi].beats.is_empty() {
            pi += 1;
        }
        if !pvalid && pi < pkts.len() {
            pvalid = rng.gen_bool(p_pay);
        }
        if pvalid {
            let (d, l) = pkts[pi].beats[bi];
            uut.s_pay.tdata.next = bytes_to_bits(&d);
            let n = pkts[pi].payload.len();
            let keep = if l && !pkts[pi].bad_keep { keep_for(n - 64 * (n.saturating_sub(1) / 64)) } else { keep_for(64) };
            uut.s_pay.tkeep.next = keep.into();
            uut.s_pay.tlast.next = l;
            uut.s_pay.tuser.next = false;
        }
        uut.s_pay.tvalid.next = pvalid;
        uut.m.tready.next = rng.gen_bool(p_ready);
        settle(&mut uut);
        if uut.m.tvalid.val() && uut.m.tready.val() {
            first.get_or_insert(cycle);
            lastc = cycle;
            nbeats += 1;
            let data = bits_to_bytes(uut.m.tdata.val());
            let keep = uut.m.tkeep.val().to_u64();
            if let Some(fr) = col.push(&data, keep, uut.m.tlast.val(), uut.m.tuser.val()) {
                out.push(fr);
            }
        }
        if mvalid && uut.meta_ready.val() {
            mvalid = false;
            mi += 1;
        }
        if pvalid && uut.s_pay.tready.val() {
            pvalid = false;
            sent_beats += 1;
            bi += 1;
            if bi == pkts[pi].beats.len() {
                bi = 0;
                pi += 1;
            }
        }
        rising_edge(&mut uut, clk);
        if out.len() == pkts.len() && sent_beats == total_beats {
            break;
        }
    }
    (out, lastc + 1 - first.unwrap_or(0), nbeats)
}

#[test]
fn frames_match_model_with_gaps_and_backpressure() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let lens = [0usize, 1, 3, 4, 10, 63, 64, 65, 130, 200];
    let mut pkts = vec![];
    for (i, &op) in OPCODES.iter().enumerate() {
        let (ipv6, vlan) = (i % 2 == 1, i % 4 >= 2);
        let has_payload = !matches!(op, 0x0C | 0x11 | 0x12 | 0x13 | 0x81);
        let len = if has_payload { lens[i % lens.len()] } else { 0 };
        pkts.push(pkt(fields(&mut rng, op, ipv6, vlan, len), &mut rng));
    }
    let (out, _, _) = run(&pkts, &mut rng, 0.6, 0.7, 0.7);
    assert_eq!(out.len(), pkts.len(), "every frame comes out");
    for (i, (p, (frame, user))) in pkts.iter().zip(out.iter()).enumerate() {
        let want = model_frame(&p.f, &p.payload);
        assert_eq!(frame, &want, "frame {i}: opcode {:#x} ipv6 {} vlan {:?} len {}", p.f.opcode, p.f.ipv6, p.f.vlan_tci, p.payload.len());
        assert!(!user, "frame {i} flagged");
    }
}

#[test]
fn one_beat_frames_back_to_back_at_full_rate() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
    // RC ACKs (62 B), IPv4 SENDs of 1-4 bytes (60-62 B), tagged empty SENDs (62 B): every frame
    // fits in one beat.
    let pkts: Vec<Pkt> = (0..24)
        .map(|i| {
            let (op, len, vlan) = match i % 3 {
                0 => (0x11, 0, false),
                1 => (0x04, 1 + i % 4, false),
                _ => (0x04, 0, true),
            };
            pkt(fields(&mut rng, op, false, vlan, len), &mut rng)
        })
        .collect();
    let (out, cycles, beats) = run(&pkts, &mut rng, 1.0, 1.0, 1.0);
    assert_eq!(out.len(), pkts.len());
    for (p, (frame, user)) in pkts.iter().zip(out.iter()) {
        assert_eq!(frame, &model_frame(&p.f, &p.payload));
        assert!(frame.len() <= 64 && !user);
    }
    assert_eq!(beats, pkts.len());
    assert_eq!(cycles, beats, "one frame per clock once the pipeline is full");
}

#[test]
fn multi_beat_frames_sustain_one_beat_per_clock() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let pkts: Vec<Pkt> = (0..6)
        .map(|i| pkt(fields(&mut rng, 0x0A, i % 2 == 0, i % 3 == 0, 100 + 37 * i), &mut rng))
        .collect();
    let (out, cycles, beats) = run(&pkts, &mut rng, 1.0, 1.0, 1.0);
    assert_eq!(out.len(), pkts.len());
    for (p, (frame, _)) in pkts.iter().zip(out.iter()) {
        assert_eq!(frame, &model_frame(&p.f, &p.payload));
    }
    assert_eq!(cycles, beats, "no bubble between or inside frames");
}

/// Records taken while no payload comes (the reads in flight, in a NIC): many small ones, so a
/// host round trip of small frames is covered, but few large ones, so a record of another source
/// does not wait behind a long queue of payload (`hdl::tx_builder::QUEUE_BEATS`).
fn records_taken_without_payload(len: usize) -> usize {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let mut uut = fresh();
    let mut taken = 0;
    for _ in 0..400 {
        uut.meta.next = fields(&mut rng, 0x0A, false, false, len).to_meta();
        uut.meta_valid.next = true;
        uut.s_pay.tvalid.next = false;
        uut.m.tready.next = true;
        settle(&mut uut);
        if uut.meta_ready.val() {
            taken += 1;
        }
        rising_edge(&mut uut, clk);
    }
    taken
}

#[test]
fn the_record_queue_holds_many_small_records_and_few_large_ones() {
    let small = records_taken_without_payload(64);
    assert!(small >= 37, "{small} records of 64 bytes taken");
    assert!(small <= 60 + 8, "{small} records of 64 bytes taken");
    let large = records_taken_without_payload(4096);
    assert!((2..=8).contains(&large), "{large} records of 4 KB taken");
    let none = records_taken_without_payload(0);
    assert!(none >= 60, "{none} records without payload taken");
}

#[test]
fn payload_length_mismatch_is_flagged_and_contained() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(10);
    let mut pkts = vec![
        pkt(fields(&mut rng, 0x04, false, false, 150), &mut rng),
        pkt(fields(&mut rng, 0x04, true, false, 150), &mut rng),
        pkt(fields(&mut rng, 0x04, false, true, 70), &mut rng),
    ];
    // Frame 0: tlast one beat early. Frame 1: one surplus beat after the expected last.
    pkts[0].beats[1].1 = true;
    pkts[0].beats.truncate(2);
    pkts[1].beats[2].1 = false;
    pkts[1].beats.push(([0xEE; 64], true));
    pkts.push(pkt(fields(&mut rng, 0x0A, false, false, 100), &mut rng));
    pkts[3].bad_keep = true;
    pkts.push(pkt(fields(&mut rng, 0x04, true, true, 64), &mut rng));
    let (out, _, _) = run(&pkts, &mut rng, 0.8, 0.8, 0.8);
    assert_eq!(out.len(), 5);
    assert!(out[0].1, "early tlast flagged");
    assert!(out[1].1, "late tlast flagged");
    assert_eq!(out[2], (model_frame(&pkts[2].f, &pkts[2].payload), false), "next frame intact");
    assert!(out[3].1, "wrong last tkeep flagged");
    assert_eq!(out[3].0, model_frame(&pkts[3].f, &pkts[3].payload), "bytes still as the record says");
    assert_eq!(out[4], (model_frame(&pkts[4].f, &pkts[4].payload), false), "full last beat is fine");
}

#[test]
fn tx_builder_synthesizes() {
    let mut uut = TxBuilder::default();
    uut.connect_all();
    let v = generate_verilog(&uut);
    yosys_validate("roce_tx_builder", &v).unwrap();
}

/// Golden's frame bytes as the builder emits them (zero padding up to 60 bytes).
fn golden_bytes(fr: &golden::wire::FrameRepr) -> Vec<u8> {
    let mut b = fr.to_bytes().unwrap();
    if b.len() < 60 {
        b.resize(60, 0);
    }
    b
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    /// The Rust model equals golden's emit for golden's frames.
    #[test]
    fn model_matches_golden(fr in golden::gen::arb_frame_repr_max(300)) {
        let (f, payload) = TxFields::from_frame(&fr).unwrap();
        proptest::prop_assert_eq!(model_frame(&f, &payload), golden_bytes(&fr));
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(6))]
    /// The RTL emits golden's bytes for sequences of golden's frames, with gaps and back-pressure.
    #[test]
    fn rtl_matches_golden(frs in proptest::collection::vec(golden::gen::arb_frame_repr_max(200), 1..5), seed in 0u64..1000) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let pkts: Vec<Pkt> = frs.iter().map(|fr| {
            let (f, payload) = TxFields::from_frame(fr).unwrap();
            let mut p = pkt(f, &mut rng);
            // Use golden's payload, not a random one.
            let n = payload.len().div_ceil(64);
            p.beats = payload.chunks(64).enumerate().map(|(i, c)| {
                let mut d = [0u8; 64];
                d[..c.len()].copy_from_slice(c);
                (d, i + 1 == n)
            }).collect();
            p.payload = payload;
            p
        }).collect();
        let (out, _, _) = run(&pkts, &mut rng, 0.7, 0.7, 0.6);
        proptest::prop_assert_eq!(out.len(), frs.len());
        for (fr, (frame, user)) in frs.iter().zip(out.iter()) {
            proptest::prop_assert_eq!(frame, &golden_bytes(fr));
            proptest::prop_assert!(!user);
        }
    }
}
