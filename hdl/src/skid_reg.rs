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
            self.k_data.d.next = self.in_data.val();
            self.k_valid.d.next = true;
        }
        if self.reset.val() {
            self.o_valid.d.next = false;
            self.k_valid.d.next = false;
        }
    }
}
