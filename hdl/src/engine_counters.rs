//! Engine counters (issue 15): one 32-bit counter per slot of the register map's counter block
//! (`golden::regs::engine_counters`), each adding one when its flag in [CounterInc] is set in a
//! cycle; slot 1 (`rx_bytes`) adds `add_bytes` instead. Read as one packed word for the register
//! file (slot i in bits 32i+31..32i). Counters wrap; reset clears them.
use rust_hdl::prelude::*;

/// One cycle's counter increments, one flag per slot in slot order
/// (`golden::regs::engine_counters::NAMES`; slot 1 adds bytes instead, see `rx_bytes`).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct CounterInc {
    /// Slot 0: `rx_packets`.
    pub rx_packets: Bit,
    /// Slot 1: `rx_bytes`.
    pub rx_bytes: Bit,
    /// Slot 2: `tx_packets`.
    pub tx_packets: Bit,
    /// Slot 3: `tx_bytes`.
    pub tx_bytes: Bit,
    /// Slot 4: `acks_sent`.
    pub acks_sent: Bit,
    /// Slot 5: `naks_seq_sent`.
    pub naks_seq_sent: Bit,
    /// Slot 6: `naks_inv_req_sent`.
    pub naks_inv_req_sent: Bit,
    /// Slot 7: `naks_access_sent`.
    pub naks_access_sent: Bit,
    /// Slot 8: `naks_op_sent`.
    pub naks_op_sent: Bit,
    /// Slot 9: `rnr_naks_sent`.
    pub rnr_naks_sent: Bit,
    /// Slot 10: `duplicates_received`.
    pub duplicates_received: Bit,
    /// Slot 11: `cnps_sent`.
    pub cnps_sent: Bit,
    /// Slot 12: `drops_bad_state`.
    pub drops_bad_state: Bit,
    /// Slot 13: `drops_unknown_qp`.
    pub drops_unknown_qp: Bit,
    /// Slot 14: `drops_psn`.
    pub drops_psn: Bit,
    /// Slot 15: `drops_bad_qkey`.
    pub drops_bad_qkey: Bit,
    /// Slot 16: `drops_uc`.
    pub drops_uc: Bit,
    /// Slot 17: `drops_stale_dup`.
    pub drops_stale_dup: Bit,
    /// Slot 18: `writes`.
    pub writes: Bit,
    /// Slot 19: `reads`.
    pub reads: Bit,
    /// Slot 20: `atomics`.
    pub atomics: Bit,
    /// Slot 21: `sends`.
    pub sends: Bit,
    /// Slot 22: `completions`.
    pub completions: Bit,
    /// Slot 23: `dma_errors`.
    pub dma_errors: Bit,
    /// Slot 24: `drops_wrong_address`.
    pub drops_wrong_address: Bit,
    /// Slot 25: `drops_bad_pkey`.
    pub drops_bad_pkey: Bit,
    /// Slot 26: `responses_ignored`.
    pub responses_ignored: Bit,
    /// Slot 27: `drops_bad_wqe`.
    pub drops_bad_wqe: Bit,
    /// Slot 28: `rx_rejected`.
    pub rx_rejected: Bit,
    /// Slot 29: `drops_ud_no_recv`.
    pub drops_ud_no_recv: Bit,
    /// Slot 30: `acks_coalesced`.
    pub acks_coalesced: Bit,
    /// Slot 31: `acks_withdrawn`.
    pub acks_withdrawn: Bit,
    /// Slot 32: `drops_ud_too_long`.
    pub drops_ud_too_long: Bit,
    /// Slot 33: `cq_overflows`.
    pub cq_overflows: Bit,
}

impl CounterInc {
    /// The register map's names of the slots this increments, in slot order (for tests and
    /// traces): flag i is slot i, named `golden::regs::engine_counters::NAMES[i]`.
    pub fn names(&self) -> Vec<&'static str> {
        use golden::regs::engine_counters::{NAMES, NUM};
        let bits: Bits<34> = (*self).into();
        const _: () = assert!(NUM == 34);
        (0..NUM).filter(|&i| bits.get_bit(i)).map(|i| NAMES[i]).collect()
    }
}

/// The [`crate::resp_engine::NUM_COUNTERS`] counter slots packed for the register file (slot i in bits 32i+31..32i).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct CounterWords {
    c0: Bits<32>,
    c1: Bits<32>,
    c2: Bits<32>,
    c3: Bits<32>,
    c4: Bits<32>,
    c5: Bits<32>,
    c6: Bits<32>,
    c7: Bits<32>,
    c8: Bits<32>,
    c9: Bits<32>,
    c10: Bits<32>,
    c11: Bits<32>,
    c12: Bits<32>,
    c13: Bits<32>,
    c14: Bits<32>,
    c15: Bits<32>,
    c16: Bits<32>,
    c17: Bits<32>,
    c18: Bits<32>,
    c19: Bits<32>,
    c20: Bits<32>,
    c21: Bits<32>,
    c22: Bits<32>,
    c23: Bits<32>,
    c24: Bits<32>,
    c25: Bits<32>,
    c26: Bits<32>,
    c27: Bits<32>,
    c28: Bits<32>,
    c29: Bits<32>,
    c30: Bits<32>,
    c31: Bits<32>,
    c32: Bits<32>,
    c33: Bits<32>,
}

/// The counters.
#[derive(LogicBlock)]
pub struct EngineCounters {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (clears every counter).
    pub reset: Signal<In, Bit>,
    /// This cycle's increments.
    pub inc: Signal<In, CounterInc>,
    /// Bytes slot 1 adds when its flag is set.
    pub add_bytes: Signal<In, Bits<16>>,
    /// Every counter, slot i in bits 32i+31..32i.
    pub counters: Signal<Out, Bits<1088>>,
    cnt: Vec<DFF<Bits<32>>>,
    inc_bits: Signal<Local, Bits<34>>,
    cpk: Signal<Local, CounterWords>,
}

impl Default for EngineCounters {
    fn default() -> Self {
        EngineCounters {
            clock: Default::default(),
            reset: Default::default(),
            inc: Default::default(),
            add_bytes: Default::default(),
            counters: Default::default(),
            cnt: (0..34).map(|_| Default::default()).collect(),
            inc_bits: Default::default(),
            cpk: Default::default(),
        }
    }
}

impl Logic for EngineCounters {
    #[hdl_gen]
    fn update(&mut self) {
        self.inc_bits.next = self.inc.val().into();
        for i in 0..34 {
            self.cnt[i].clock.next = self.clock.val();
            self.cnt[i].d.next = self.cnt[i].q.val();
            if self.inc_bits.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + 1;
            }
        }
        if self.inc.val().rx_bytes {
            self.cnt[1].d.next = self.cnt[1].q.val() + bit_cast::<32, 16>(self.add_bytes.val());
        }
        self.cpk.next.c0 = self.cnt[0].q.val();
        self.cpk.next.c1 = self.cnt[1].q.val();
        self.cpk.next.c2 = self.cnt[2].q.val();
        self.cpk.next.c3 = self.cnt[3].q.val();
        self.cpk.next.c4 = self.cnt[4].q.val();
        self.cpk.next.c5 = self.cnt[5].q.val();
        self.cpk.next.c6 = self.cnt[6].q.val();
        self.cpk.next.c7 = self.cnt[7].q.val();
        self.cpk.next.c8 = self.cnt[8].q.val();
        self.cpk.next.c9 = self.cnt[9].q.val();
        self.cpk.next.c10 = self.cnt[10].q.val();
        self.cpk.next.c11 = self.cnt[11].q.val();
        self.cpk.next.c12 = self.cnt[12].q.val();
        self.cpk.next.c13 = self.cnt[13].q.val();
        self.cpk.next.c14 = self.cnt[14].q.val();
        self.cpk.next.c15 = self.cnt[15].q.val();
        self.cpk.next.c16 = self.cnt[16].q.val();
        self.cpk.next.c17 = self.cnt[17].q.val();
        self.cpk.next.c18 = self.cnt[18].q.val();
        self.cpk.next.c19 = self.cnt[19].q.val();
        self.cpk.next.c20 = self.cnt[20].q.val();
        self.cpk.next.c21 = self.cnt[21].q.val();
        self.cpk.next.c22 = self.cnt[22].q.val();
        self.cpk.next.c23 = self.cnt[23].q.val();
        self.cpk.next.c24 = self.cnt[24].q.val();
        self.cpk.next.c25 = self.cnt[25].q.val();
        self.cpk.next.c26 = self.cnt[26].q.val();
        self.cpk.next.c27 = self.cnt[27].q.val();
        self.cpk.next.c28 = self.cnt[28].q.val();
        self.cpk.next.c29 = self.cnt[29].q.val();
        self.cpk.next.c30 = self.cnt[30].q.val();
        self.cpk.next.c31 = self.cnt[31].q.val();
        self.cpk.next.c32 = self.cnt[32].q.val();
        self.cpk.next.c33 = self.cnt[33].q.val();
        self.counters.next = self.cpk.val().into();
        if self.reset.val() {
            for i in 0..34 {
                self.cnt[i].d.next = 0.into();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `names` reads flag i as slot i of the register map.
    #[test]
    fn names_are_the_register_maps() {
        let i = CounterInc { rx_packets: true, drops_psn: true, cq_overflows: true, ..Default::default() };
        assert_eq!(i.names(), ["rx_packets", "drops_psn", "cq_overflows"]);
        assert!(CounterInc::default().names().is_empty());
    }

    /// One flag and one word per slot of the register map.
    #[test]
    fn slots_are_the_register_maps() {
        assert_eq!(<CounterInc as Synth>::BITS, golden::regs::engine_counters::NUM);
        assert_eq!(<CounterWords as Synth>::BITS, 32 * golden::regs::engine_counters::NUM);
        let inc = CounterInc::default();
        assert_eq!(inc.get_my_offset_rx_bytes(), 1);
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_engine_counters", EngineCounters::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
