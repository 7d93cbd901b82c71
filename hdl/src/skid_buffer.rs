//! A 2-entry AXI4-Stream skid buffer: full throughput, registered `tready` and registered outputs.
//!
//! Latency one cycle. `s.tready` is a flip-flop output (no combinational path from `m.tready`), so
//! chains of blocks separated by skid buffers keep their ready paths short.
use crate::axis::{AxisSink, AxisSource};
use rust_hdl::prelude::*;

/// 2-entry skid buffer on the 512-bit AXI4-Stream bundle.
#[derive(LogicBlock, Default)]
pub struct SkidBuffer {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: empties both entries.
    pub reset: Signal<In, Bit>,
    /// Input stream.
    pub s: AxisSink,
    /// Output stream.
    pub m: AxisSource,
    out_data: DFF<Bits<512>>,
    out_keep: DFF<Bits<64>>,
    out_last: DFF<Bit>,
    out_user: DFF<Bit>,
    out_valid: DFF<Bit>,
    skid_data: DFF<Bits<512>>,
    skid_keep: DFF<Bits<64>>,
    skid_last: DFF<Bit>,
    skid_user: DFF<Bit>,
    skid_valid: DFF<Bit>,
}

impl Logic for SkidBuffer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, out_data, out_keep, out_last, out_user, out_valid, skid_data, skid_keep,
            skid_last, skid_user, skid_valid
        );
        self.s.tready.next = !self.skid_valid.q.val();
        self.m.tdata.next = self.out_data.q.val();
        self.m.tkeep.next = self.out_keep.q.val();
        self.m.tlast.next = self.out_last.q.val();
        self.m.tuser.next = self.out_user.q.val();
        self.m.tvalid.next = self.out_valid.q.val();
        // The skid entry takes the input whenever it is empty (its beat matters only while it is
        // valid), so that its enable does not wait for `tready`.
        if !self.skid_valid.q.val() {
            self.skid_data.d.next = self.s.tdata.val();
            self.skid_keep.d.next = self.s.tkeep.val();
            self.skid_last.d.next = self.s.tlast.val();
            self.skid_user.d.next = self.s.tuser.val();
        }
        if self.m.tready.val() | !self.out_valid.q.val() {
            // The output register is free this cycle: refill it from the skid entry first.
            if self.skid_valid.q.val() {
                self.out_data.d.next = self.skid_data.q.val();
                self.out_keep.d.next = self.skid_keep.q.val();
                self.out_last.d.next = self.skid_last.q.val();
                self.out_user.d.next = self.skid_user.q.val();
                self.out_valid.d.next = true;
                self.skid_valid.d.next = false;
            } else {
                self.out_data.d.next = self.s.tdata.val();
                self.out_keep.d.next = self.s.tkeep.val();
                self.out_last.d.next = self.s.tlast.val();
                self.out_user.d.next = self.s.tuser.val();
                self.out_valid.d.next = self.s.tvalid.val();
            }
        } else if self.s.tvalid.val() & !self.skid_valid.q.val() {
            // Output stalled and a beat arrives: keep it (taken above).
            self.skid_valid.d.next = true;
        }
        if self.reset.val() {
            self.out_valid.d.next = false;
            self.skid_valid.d.next = false;
        }
    }
}
