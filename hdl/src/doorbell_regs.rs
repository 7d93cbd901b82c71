//! One doorbell's registers (a part of [`crate::regfile::RegFile`], used for the receive and the
//! send doorbell: [`golden::regs::doorbell`], [`golden::regs::send_doorbell`]).
//!
//! A performed write of the block's `PRODUCER` register stores the value (under its byte mask),
//! latches the `QPN` register beside it and raises the doorbell, which stays up with that QPN and
//! producer until the consumer takes it (`valid & ready`). While a doorbell is up, `pending` is
//! high: the register file holds a second `PRODUCER` write (no response) until the first is
//! taken, so no doorbell is lost. A write and a take in the same cycle: the register file never
//! performs the write while `pending`, so the two cannot meet. The producer is free-running: a
//! later doorbell for the same QP carries everything an earlier one did, which is how the
//! consumer coalesces them.
use rust_hdl::prelude::*;

/// A doorbell, its raising side: held until taken.
#[derive(LogicInterface, Default)]
#[join = "DoorbellIn"]
pub struct Doorbell {
    /// A doorbell is up (held until `ready`).
    pub valid: Signal<Out, Bit>,
    /// The consumer takes it this cycle.
    pub ready: Signal<In, Bit>,
    /// The QP it rings.
    pub qpn: Signal<Out, Bits<24>>,
    /// The queue's new producer index (free-running).
    pub producer: Signal<Out, Bits<32>>,
}

/// A doorbell, its consumer's side (the mirror of [`Doorbell`]).
#[derive(LogicInterface, Default)]
#[join = "Doorbell"]
pub struct DoorbellIn {
    /// A doorbell is up (held until `ready`).
    pub valid: Signal<In, Bit>,
    /// Take it this cycle.
    pub ready: Signal<Out, Bit>,
    /// The QP it rings.
    pub qpn: Signal<In, Bits<24>>,
    /// The queue's new producer index (free-running).
    pub producer: Signal<In, Bits<32>>,
}

/// One doorbell's `PRODUCER` register and its pending doorbell.
#[derive(LogicBlock, Default)]
pub struct DoorbellRegs {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: producer 0, nothing pending.
    pub reset: Signal<In, Bit>,
    /// Perform a write of `PRODUCER` (never while `pending`).
    pub wr: Signal<In, Bit>,
    /// The written value (already masked by `wm`).
    pub wv: Signal<In, Bits<32>>,
    /// The write's bit mask (from its byte strobes).
    pub wm: Signal<In, Bits<32>>,
    /// The block's `QPN` register, latched by the `PRODUCER` write.
    pub qpn: Signal<In, Bits<24>>,
    /// The `PRODUCER` register's value (its read).
    pub producer: Signal<Out, Bits<32>>,
    /// A doorbell is up and not yet taken (`STATUS` bit 0; holds the next `PRODUCER` write).
    pub pending: Signal<Out, Bit>,
    /// The doorbell.
    pub db: Doorbell,
    r_prod: DFF<Bits<32>>,
    r_qpn: DFF<Bits<24>>,
    r_valid: DFF<Bit>,
}

impl Logic for DoorbellRegs {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r_prod, r_qpn, r_valid);
        if self.r_valid.q.val() & self.db.ready.val() {
            self.r_valid.d.next = false;
        }
        if self.wr.val() {
            self.r_prod.d.next = (self.r_prod.q.val() & !self.wm.val()) | self.wv.val();
            self.r_qpn.d.next = self.qpn.val();
            self.r_valid.d.next = true;
        }
        if self.reset.val() {
            self.r_prod.d.next = 0.into();
            self.r_qpn.d.next = 0.into();
            self.r_valid.d.next = false;
        }
        self.producer.next = self.r_prod.q.val();
        self.pending.next = self.r_valid.q.val();
        self.db.valid.next = self.r_valid.q.val();
        self.db.qpn.next = self.r_qpn.q.val();
        self.db.producer.next = self.r_prod.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;

    #[derive(Clone, Copy, Debug)]
    struct Step {
        wr: bool,
        wv: u32,
        strb: u8,
        qpn: u32,
        ready: bool,
    }

    fn mask(strb: u8) -> u32 {
        (0..4).filter(|k| strb >> k & 1 == 1).map(|k| 0xFFu32 << (8 * k)).fold(0, |a, b| a | b)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Against a plain model: every write the register file performs (never one while
        /// pending) raises exactly one doorbell with the value and QPN of that write, taken once.
        #[test]
        fn every_performed_write_is_one_doorbell(steps in proptest::collection::vec(
            (any::<bool>(), any::<u32>(), 0u8..16, 0u32..1 << 24, any::<bool>())
                .prop_map(|(wr, wv, strb, qpn, ready)| Step { wr, wv, strb, qpn, ready }), 1..200)) {
            let mut d = DoorbellRegs::default();
            d.connect_all();
            d.reset.next = true;
            rising_edge(&mut d, |d| &mut d.clock);
            d.reset.next = false;
            let (mut prod, mut qpn, mut valid) = (0u32, 0u32, false);
            let (mut raised, mut taken) = (0u32, 0u32);
            for s in steps {
                // The register file's rule: no write while pending.
                let wr = s.wr && !valid;
                d.wr.next = wr;
                d.wv.next = ((s.wv & mask(s.strb)) as u64).into();
                d.wm.next = (mask(s.strb) as u64).into();
                d.qpn.next = (s.qpn as u64).into();
                d.db.ready.next = s.ready;
                settle(&mut d);
                prop_assert_eq!(d.pending.val(), valid);
                prop_assert_eq!(d.db.valid.val(), valid);
                prop_assert_eq!(d.producer.val().to_u64() as u32, prod);
                if valid {
                    prop_assert_eq!(d.db.qpn.val().to_u64() as u32, qpn);
                    prop_assert_eq!(d.db.producer.val().to_u64() as u32, prod);
                }
                if valid && s.ready {
                    valid = false;
                    taken += 1;
                }
                if wr {
                    prod = (prod & !mask(s.strb)) | (s.wv & mask(s.strb));
                    qpn = s.qpn;
                    valid = true;
                    raised += 1;
                }
                rising_edge(&mut d, |d| &mut d.clock);
            }
            prop_assert!(taken <= raised && raised - taken == valid as u32);
        }
    }
}
