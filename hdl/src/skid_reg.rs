//! A 2-entry skid buffer for any `Synth` payload (metadata records): full throughput, registered
//! `in_ready`, registered outputs, one cycle of latency. [crate::skid_buffer] is the same circuit
//! on the AXI4-Stream bundle.
use rust_hdl::prelude::*;

/// Skid buffer on a valid/ready channel carrying `D`.
#[derive(LogicBlock, Default)]
pub struct SkidReg<D: Synth> {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: empties both entries.
    pub reset: Signal<In, Bit>,
    /// Input payload, taken when `in_valid & in_ready`.
    pub in_data: Signal<In, D>,
    /// Input valid.
    pub in_valid: Signal<In, Bit>,
    /// Input ready (a flip-flop output).
    pub in_ready: Signal<Out, Bit>,
    /// Output payload, valid with `out_valid`.
    pub out_data: Signal<Out, D>,
    /// Output valid.
    pub out_valid: Signal<Out, Bit>,
    /// Output ready.
    pub out_ready: Signal<In, Bit>,
    o_data: DFF<D>,
    o_valid: DFF<Bit>,
    k_data: DFF<D>,
    k_valid: DFF<Bit>,
}

impl<D: Synth> Logic for SkidReg<D> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, o_data, o_valid, k_data, k_valid);
        self.in_ready.next = !self.k_valid.q.val();
        self.out_data.next = self.o_data.q.val();
        self.out_valid.next = self.o_valid.q.val();
        // The second entry takes the input whenever it is empty (its data matters only while it is
        // valid), so that its enable does not wait for `out_ready`.
        if !self.k_valid.q.val() {
            self.k_data.d.next = self.in_data.val();
        }
        if self.out_ready.val() | !self.o_valid.q.val() {
            if self.k_valid.q.val() {
                self.o_data.d.next = self.k_data.q.val();
                self.o_valid.d.next = true;
                self.k_valid.d.next = false;
            } else {
                self.o_data.d.next = self.in_data.val();
                self.o_valid.d.next = self.in_valid.val();
            }
        } else if self.in_valid.val() & !self.k_valid.q.val() {
            self.k_valid.d.next = true;
        }
        if self.reset.val() {
            self.o_valid.d.next = false;
            self.k_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};

    /// Random valid/ready on both sides against a queue model: every record comes out once, in
    /// order; `in_ready` is low only while the second entry is full; with the output never
    /// stalled, one record goes through every cycle.
    #[test]
    fn keeps_order_and_rate() {
        for (seed, p_valid, p_ready) in [(1u64, 0.5, 0.5), (2, 0.9, 0.3), (3, 0.3, 0.9), (4, 1.0, 1.0)] {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut u = SkidReg::<Bits<20>>::default();
            u.connect_all();
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            let (mut sent, mut got) = (0u64, 0u64);
            let mut valid = false;
            for cycle in 0..20_000 {
                valid = valid || rng.gen_bool(p_valid);
                u.in_valid.next = valid;
                u.in_data.next = (sent & 0xF_FFFF).into();
                let ready = rng.gen_bool(p_ready);
                u.out_ready.next = ready;
                settle(&mut u);
                if u.out_valid.val() && ready {
                    assert_eq!(u.out_data.val().to_u64(), got & 0xF_FFFF, "seed {seed} cycle {cycle}: order");
                    got += 1;
                }
                if valid && u.in_ready.val() {
                    sent += 1;
                    valid = false;
                }
                assert!(sent - got <= 2, "seed {seed} cycle {cycle}: at most two held");
                rising_edge(&mut u, |u| &mut u.clock);
            }
            assert!(got + 2 >= sent && got > 1000, "seed {seed}: {got} of {sent} out");
            if p_valid == 1.0 && p_ready == 1.0 {
                assert!(got >= 19_998, "seed {seed}: one a cycle, got {got}");
            }
        }
    }
}
