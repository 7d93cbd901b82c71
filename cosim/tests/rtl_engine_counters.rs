//! The engine counters (`roce_engine_counters`) through Verilator against a model of the register
//! map's counter block (`golden::regs::engine_counters`): random increment flags every cycle (every
//! slot, at random densities), slot 1 adding bytes instead of one, reset clearing all.

use cosim::verilator::RoceEngineCounters;
use golden::regs::engine_counters::NUM;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn read(m: &RoceEngineCounters) -> Vec<u32> {
    m.get_counters().to_vec()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn counters_count_their_flags(seed in any::<u64>(), density in 0.0f64..=1.0) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut m = RoceEngineCounters::new();
        m.set_reset(true);
        m.tick();
        m.set_reset(false);
        let mut model = vec![0u32; NUM];
        for cycle in 0..3_000 {
            let mut flags = 0u64;
            for slot in 0..NUM {
                if rng.gen_bool(density) {
                    flags |= 1 << slot;
                }
            }
            let bytes: u16 = rng.gen();
            m.set_inc(flags);
            m.set_add_bytes(bytes as u64);
            m.tick();
            for (slot, c) in model.iter_mut().enumerate() {
                if flags >> slot & 1 == 1 {
                    *c = c.wrapping_add(if slot == 1 { bytes as u32 } else { 1 });
                }
            }
            if cycle % 97 == 0 || cycle == 2_999 {
                prop_assert_eq!(read(&m), model.clone(), "cycle {}", cycle);
            }
        }
        m.set_inc(0);
        m.set_reset(true);
        m.tick();
        m.set_reset(false);
        prop_assert!(read(&m).iter().all(|&c| c == 0), "reset clears every counter");
    }
}
