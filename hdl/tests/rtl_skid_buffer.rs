//! The skid buffer under random valid/ready: no beat lost, duplicated or reordered; full throughput.
use hdl::axis::keep_for;
use hdl::sim_util::{rising_edge, settle};
use hdl::skid_buffer::SkidBuffer;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;

fn clk(u: &mut SkidBuffer) -> &mut Signal<In, Clock> {
    &mut u.clock
}

/// Beat `i`'s payload: a recognisable pattern spread over the 512 bits.
fn beat(i: u64) -> (Bits<512>, Bits<64>, bool, bool) {
    let mut d = Bits::<512>::default();
    d.set_bits::<64>(0, i.into());
    d.set_bits::<64>(448, (!i).into());
    (d, keep_for((i % 64 + 1) as usize).into(), i % 3 == 0, i % 5 == 0)
}

/// Runs `cycles` with the given probabilities of input valid and output ready; returns beats out.
fn run(seed: u64, p_valid: f64, p_ready: f64, cycles: usize) -> usize {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut uut = SkidBuffer::default();
    uut.connect_all();
    uut.reset.next = true;
    rising_edge(&mut uut, clk);
    uut.reset.next = false;
    let (mut sent, mut got) = (0u64, 0u64);
    let mut valid = false;
    for _ in 0..cycles {
        // AXI rule: once valid, the source holds the beat until it is taken.
        if !valid {
            valid = rng.gen_bool(p_valid);
        }
        let (d, k, l, u) = beat(sent);
        uut.s.tdata.next = d;
        uut.s.tkeep.next = k;
        uut.s.tlast.next = l;
        uut.s.tuser.next = u;
        uut.s.tvalid.next = valid;
        uut.m.tready.next = rng.gen_bool(p_ready);
        settle(&mut uut);
        if uut.m.tvalid.val() && uut.m.tready.val() {
            let (d, k, l, u) = beat(got);
            assert_eq!(uut.m.tdata.val(), d, "beat {got} data");
            assert_eq!(uut.m.tkeep.val(), k);
            assert_eq!(uut.m.tlast.val(), l);
            assert_eq!(uut.m.tuser.val(), u);
            got += 1;
        }
        if valid && uut.s.tready.val() {
            sent += 1;
            valid = false;
        }
        rising_edge(&mut uut, clk);
    }
    assert!(sent - got <= 2, "at most two beats inside");
    got as usize
}

#[test]
fn random_valid_ready_keeps_order() {
    for seed in 0..3 {
        let n = run(seed, 0.7, 0.6, 400);
        assert!(n > 100, "seed {seed}: only {n} beats");
    }
}

#[test]
fn full_throughput_when_never_stalled() {
    // One beat per cycle after the one-cycle latency.
    assert_eq!(run(9, 1.0, 1.0, 200), 199);
}

#[test]
fn skid_buffer_synthesizes() {
    let mut uut = SkidBuffer::default();
    uut.connect_all();
    let v = generate_verilog(&uut);
    yosys_validate("roce_skid_buffer", &v).unwrap();
}
