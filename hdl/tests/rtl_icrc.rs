//! The ICRC RTL against the Rust reference (crc32fast over the Annex A17 input) in rust-hdl
//! simulation: every variant, several lengths, back-to-back frames, random gaps, generator and
//! checker use, an end beat that is not the last beat (Ethernet padding).
use hdl::crc_math::{reference_icrc, Variant, RESIDUE};
use hdl::icrc::{Icrc, ICRC_LATENCY};
use hdl::sim_util::{rising_edge, settle};
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;

fn clk(u: &mut Icrc) -> &mut Signal<In, Clock> {
    &mut u.clock
}

/// A frame of `len` bytes shaped like variant `v` (random bytes elsewhere).
fn frame(rng: &mut impl Rng, v: Variant, len: usize) -> Vec<u8> {
    let mut f: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
    if v.vlan {
        f[12] = 0x81;
        f[13] = 0x00;
        f[16] = if v.ipv6 { 0x86 } else { 0x08 };
    } else {
        f[12] = if v.ipv6 { 0x86 } else { 0x08 };
        f[13] = if v.ipv6 { 0xDD } else { 0x00 };
    }
    f[v.ip_offset()] = if v.ipv6 { 0x60 | (f[v.ip_offset()] & 15) } else { 0x45 };
    f
}

/// One job: the frame's beats and where coverage ends; expected CRC.
struct Job {
    frame: Vec<u8>,
    end: usize,
    expect: u32,
}

/// `p_stall`: probability of a `ce`-low cycle (with a garbage beat that must not be taken)
/// before each input cycle; latency is counted in enabled cycles.
fn run(jobs: &[Job], rng: &mut impl Rng, p_gap: f64, p_stall: f64) {
    let mut uut = Icrc::default();
    uut.connect_all();
    uut.ce.next = true;
    uut.reset.next = true;
    rising_edge(&mut uut, clk);
    uut.reset.next = false;
    let mut results = vec![];
    let mut end_cycles = vec![];
    let mut cycle = 0usize;
    let mut feed: Vec<(Bits<512>, bool, bool, u64, bool)> = vec![]; // data, last, end, count, gap
    for j in jobs {
        let nb = j.frame.len().div_ceil(64);
        let end_beat = (j.end - 1) / 64;
        for b in 0..nb {
            while rng.gen_bool(p_gap) {
                feed.push((Bits::default(), false, false, 0, true));
            }
            let mut chunk = [0u8; 64];
            let hi = ((b + 1) * 64).min(j.frame.len());
            chunk[..hi - b * 64].copy_from_slice(&j.frame[b * 64..hi]);
            let count = if b == end_beat { (j.end - b * 64) as u64 } else { 0 };
            feed.push((hdl::axis::bytes_to_bits(&chunk), b + 1 == nb, b == end_beat, count, false));
        }
    }
    for _ in 0..ICRC_LATENCY + 2 {
        feed.push((Bits::default(), false, false, 0, true));
    }
    for (d, last, end, count, gap) in feed {
        while rng.gen_bool(p_stall) {
            uut.ce.next = false;
            uut.in_valid.next = true;
            uut.in_data.next = !Bits::<512>::default();
            uut.in_last.next = true;
            uut.in_end.next = true;
            uut.in_count.next = 3u64.into();
            rising_edge(&mut uut, clk);
        }
        uut.ce.next = true;
        uut.in_valid.next = !gap;
        uut.in_data.next = d;
        uut.in_last.next = last;
        uut.in_end.next = end;
        uut.in_count.next = count.into();
        settle(&mut uut);
        if uut.out_valid.val() {
            results.push((uut.out_crc.val().to_u32(), cycle));
        }
        if !gap && end {
            end_cycles.push(cycle);
        }
        rising_edge(&mut uut, clk);
        cycle += 1;
    }
    assert_eq!(results.len(), jobs.len(), "one result per frame");
    for (i, j) in jobs.iter().enumerate() {
        assert_eq!(results[i].0, j.expect, "frame {i}: len {} end {}", j.frame.len(), j.end);
        assert_eq!(results[i].1, end_cycles[i] + ICRC_LATENCY, "latency");
    }
}

#[test]
fn generator_and_checker_every_variant() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut jobs = vec![];
    for (n, v) in Variant::ALL.into_iter().enumerate() {
        // Lengths around beat edges, from BTH-only frames up to three beats.
        for (m, len) in [v.bth_offset() + 16, 64, 65, 67, 68, 127, 128, 131, 190].into_iter().enumerate() {
            if len < v.bth_offset() + 16 || (n + m) % 2 == 1 {
                continue;
            }
            let mut f = frame(&mut rng, v, len);
            let crc = reference_icrc(&f, len - 4);
            jobs.push(Job { frame: f.clone(), end: len - 4, expect: crc });
            // Checker: the same frame with its ICRC in place gives the residue; add Ethernet
            // padding after it on some frames (the end beat is then not the last beat).
            f[len - 4..].copy_from_slice(&crc.to_le_bytes());
            if m % 3 == 0 {
                f.extend(std::iter::repeat(0).take(70));
            }
            jobs.push(Job { frame: f, end: len, expect: RESIDUE });
        }
    }
    assert!(jobs.len() >= 16);
    run(&jobs, &mut rng, 0.0, 0.0);
}

#[test]
fn random_gaps_stalls_and_a_corrupted_frame() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let mut jobs = vec![];
    for i in 0..6 {
        let v = Variant::ALL[i % 4];
        let len = rng.gen_range(v.bth_offset() + 16..200);
        let mut f = frame(&mut rng, v, len);
        let crc = reference_icrc(&f, len - 4);
        f[len - 4..].copy_from_slice(&crc.to_le_bytes());
        if i == 3 {
            f[len - 10] ^= 0x20; // a payload bit flip: residue must differ
            let expect = hdl::crc_math::model_icrc(&f, len);
            assert_ne!(expect, RESIDUE);
            jobs.push(Job { frame: f, end: len, expect });
        } else {
            jobs.push(Job { frame: f, end: len, expect: RESIDUE });
        }
    }
    run(&jobs, &mut rng, 0.3, 0.25);
}

#[test]
fn icrc_synthesizes() {
    let mut uut = Icrc::default();
    uut.connect_all();
    let v = generate_verilog(&uut);
    yosys_validate("roce_icrc", &v).unwrap();
}
