//! Lockstep: each block runs in rust-hdl's own simulator and as its Verilator model side by side
//! with the same random inputs; every output port must be equal after every settle and every
//! clock edge. This checks the whole export path (rust-hdl -> renamed Verilog -> Verilator ->
//! generated shim and bindings) against rust-hdl's semantics, port by port.

use cosim::harness::lockstep::compare_outputs;
use cosim::verilator::{Model, PortInfo, RoceBridgeSelftest, RoceIcrc, RoceSkidBuffer};
use hdl::sim_util::{rising_edge, settle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rust_hdl::prelude::*;
use std::collections::HashMap;

/// Little-endian 32-bit words as a `Bits<N>`.
fn bits<const N: usize>(w: &[u32]) -> Bits<N> {
    let mut b = Bits::<N>::default();
    for i in 0..N {
        if w[i / 32] >> (i % 32) & 1 == 1 {
            b = b.replace_bit(i, true);
        }
    }
    b
}

/// Random value for an input port; `reset` is asserted rarely so the state gets somewhere.
fn random_input(rng: &mut ChaCha8Rng, p: &PortInfo) -> Vec<u32> {
    if p.name == "reset" {
        return vec![rng.gen_bool(0.03) as u32];
    }
    let mut w: Vec<u32> = (0..p.words()).map(|_| rng.gen()).collect();
    if p.width % 32 != 0 {
        let last = w.len() - 1;
        w[last] &= (1u32 << (p.width % 32)) - 1;
    }
    w
}

/// Runs `cycles` random cycles; `apply` copies the named input values into the rust-hdl block.
fn lockstep<B: Block>(
    mut uut: B,
    model: &mut dyn Model,
    cycles: usize,
    seed: u64,
    clk: fn(&mut B) -> &mut Signal<In, Clock>,
    apply: fn(&mut B, &HashMap<&'static str, Vec<u32>>),
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    uut.connect_all();
    settle(&mut uut);
    model.eval();
    compare_outputs(&uut, model).unwrap_or_else(|e| panic!("after construction: {e}"));
    let inputs: Vec<PortInfo> = model.ports().iter().filter(|p| p.input && !p.clock).copied().collect();
    assert!(!inputs.is_empty());
    for cycle in 0..cycles {
        let vals: HashMap<&'static str, Vec<u32>> =
            inputs.iter().map(|p| (p.name, random_input(&mut rng, p))).collect();
        for (name, v) in &vals {
            model.set_words(name, v).unwrap();
        }
        apply(&mut uut, &vals);
        settle(&mut uut);
        model.eval();
        compare_outputs(&uut, model).unwrap_or_else(|e| panic!("cycle {cycle}, before the edge: {e}"));
        rising_edge(&mut uut, clk);
        model.tick();
        let n = compare_outputs(&uut, model).unwrap_or_else(|e| panic!("cycle {cycle}, after the edge: {e}"));
        assert_eq!(n, model.ports().iter().filter(|p| !p.input).count());
    }
}

#[test]
fn bridge_selftest_lockstep() {
    use hdl::export::selftest::BridgeSelftest;
    let mut m = RoceBridgeSelftest::new();
    lockstep(BridgeSelftest::default(), &mut m, 2000, 1, |u| &mut u.clock, |u, v| {
        u.reset.next = v["reset"][0] != 0;
        u.enable.next = v["enable"][0] != 0;
        u.wide_d.next = bits(&v["wide_d"]);
        u.word_d.next = bits(&v["word_d"]);
        u.odd_d.next = bits(&v["odd_d"]);
        u.long_d.next = bits(&v["long_d"]);
        u.flag_d.next = v["flag_d"][0] != 0;
        u.nib_d.next = bits(&v["nib_d"]);
    });
    assert_eq!(m.cycles(), 2000);
}

#[test]
fn skid_buffer_lockstep() {
    use hdl::skid_buffer::SkidBuffer;
    let mut m = RoceSkidBuffer::new();
    lockstep(SkidBuffer::default(), &mut m, 3000, 2, |u| &mut u.clock, |u, v| {
        u.reset.next = v["reset"][0] != 0;
        u.s.tdata.next = bits(&v["s_axis_tdata"]);
        u.s.tkeep.next = bits(&v["s_axis_tkeep"]);
        u.s.tvalid.next = v["s_axis_tvalid"][0] != 0;
        u.s.tlast.next = v["s_axis_tlast"][0] != 0;
        u.s.tuser.next = v["s_axis_tuser"][0] != 0;
        u.m.tready.next = v["m_axis_tready"][0] != 0;
    });
}

#[test]
fn icrc_lockstep() {
    use hdl::icrc::Icrc;
    let mut m = RoceIcrc::new();
    // rust-hdl simulates this block at a few thousand cycles/s: keep the count modest.
    lockstep(Icrc::default(), &mut m, 400, 3, |u| &mut u.clock, |u, v| {
        u.reset.next = v["reset"][0] != 0;
        u.ce.next = v["ce"][0] != 0;
        u.in_valid.next = v["in_valid"][0] != 0;
        u.in_data.next = bits(&v["in_data"]);
        u.in_last.next = v["in_last"][0] != 0;
        u.in_end.next = v["in_end"][0] != 0;
        u.in_count.next = bits(&v["in_count"]);
    });
}

/// Typed access, the trace and the by-name errors of a generated model.
#[test]
fn generated_bindings_behave() {
    let mut m = RoceBridgeSelftest::new();
    m.set_reset(true);
    m.tick();
    m.set_reset(false);
    m.set_enable(true);
    let mut wide = [0u32; 16];
    wide[15] = 0x8000_0001;
    m.set_wide_d(&wide);
    m.set_word_d(0xFFFF_FFFF);
    m.set_odd_d(&[u32::MAX, u32::MAX, 0]);
    m.set_long_d(0x0123_4567_89AB_CDEF);
    m.set_nib_d(31);
    m.eval();
    assert_eq!(m.get_nib_q(), 0, "5-bit wrap");
    let dir = std::env::temp_dir().join(format!("roce_trace_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let vcd = dir.join("selftest.vcd");
    m.trace_vcd(&vcd).unwrap();
    assert!(m.trace_vcd(&vcd).is_err(), "second open refused");
    m.tick();
    assert_eq!(m.get_word_q(), 0, "0xFFFFFFFF + 1 wraps in 32 bits");
    assert_eq!(m.get_wide_q()[15], 0x8000_0001 ^ 0xFFFF_FFFF);
    assert_eq!(m.get_wide_q()[0], 0xFFFF_FFFF);
    assert_eq!(m.get_long_q(), !0x0123_4567_89AB_CDEFu64);
    assert_eq!(m.get_count(), 1);
    // odd_q = rotate-left of a 65-bit all-ones-in-low-64 value: bit 64 set, bit 0 from old bit 64 (0).
    let odd = m.get_words("odd_q").unwrap();
    assert_eq!(odd, vec![0xFFFF_FFFE, 0xFFFF_FFFF, 1]);
    m.trace_close();
    let text = std::fs::read_to_string(&vcd).unwrap();
    assert!(text.contains("$enddefinitions") && text.contains("wide_d"), "VCD has the signals");
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(matches!(m.set_words("wide_q", &[0; 16]), Err(cosim::verilator::PortError::NoSuchInput(_))));
    assert!(matches!(m.set_words("wide_d", &[0; 3]), Err(cosim::verilator::PortError::Words { .. })));
    assert!(m.get_words("nope").is_err());
    // Two models in one process do not share state.
    let mut a = RoceBridgeSelftest::new();
    let b = RoceBridgeSelftest::new();
    a.set_enable(true);
    a.tick();
    a.tick();
    assert_eq!((a.get_count(), b.get_count()), (2, 0));
}
