//! Requester counters (issue 16): one 32-bit counter per slot of the register map's requester
//! counter block (`golden::regs::req_counters`), each adding one when its flag in
//! [`ReqCounterInc`] is set in a cycle. Read as one packed word for the register file (slot i in
//! bits 32i+31..32i). Counters wrap; reset clears them.
use rust_hdl::prelude::*;

/// Number of slots (`golden::regs::req_counters::NUM`).
pub const NUM: usize = 18;
const _: () = assert!(NUM == golden::regs::req_counters::NUM);

/// One cycle's requester events, one flag per counter slot in slot order
/// (`golden::regs::req_counters::NAMES`; the first field is slot 0).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct ReqCounterInc {
    /// Slot 0: `requests_sent`, a request packet left (first send or resend).
    pub requests_sent: Bit,
    /// Slot 1: `retransmissions`, the packet that left was a resend.
    pub retransmissions: Bit,
    /// Slot 2: `go_backs`, a send cursor went back to a NAK's PSN.
    pub go_backs: Bit,
    /// Slot 3: `wqes_retired`, a send WQE retired.
    pub wqes_retired: Bit,
    /// Slot 4: `acks_received`, a positive ACK was taken.
    pub acks_received: Bit,
    /// Slot 5: `naks_received`, a NAK or RNR NAK was taken.
    pub naks_received: Bit,
    /// Slot 6: `rnr_naks_received`, it was an RNR NAK.
    pub rnr_naks_received: Bit,
    /// Slot 7: `drops_unknown_qp`, a response for a QP outside the tables, in Reset or not RC.
    pub drops_unknown_qp: Bit,
    /// Slot 8: `drops_bad_pkey`, a response whose P_Key differs from the QP's.
    pub drops_bad_pkey: Bit,
    /// Slot 9: `drops_bad_state`, a response for a QP not in RTS/SQD.
    pub drops_bad_state: Bit,
    /// Slot 10: `drops_stale_response`, a response that acknowledges nothing outstanding.
    pub drops_stale_response: Bit,
    /// Slot 11: `drops_bad_response`, a response the requester cannot take.
    pub drops_bad_response: Bit,
    /// Slot 12: `doorbells_dropped`, a send doorbell for a QPN beyond the tables.
    pub doorbells_dropped: Bit,
    /// Slot 13: `wqe_errors`, a turn ended in an error (WQE, key, DMA).
    pub wqe_errors: Bit,
    /// Slot 14: `unsupported`, an event the RTL requester does not handle yet.
    pub unsupported: Bit,
    /// Slot 15: `timeouts`, a retransmission timer expired with PSNs unacknowledged.
    pub timeouts: Bit,
    /// Slot 16: `wqes_failed`, a send WQE completed with a fatal error's own status.
    pub wqes_failed: Bit,
    /// Slot 17: `wqes_flushed`, a send WQE completed WrFlushErr.
    pub wqes_flushed: Bit,
}

impl ReqCounterInc {
    /// The register map's names of the slots this increments, in slot order: flag i is slot i,
    /// named `golden::regs::req_counters::NAMES[i]`.
    pub fn names(&self) -> Vec<&'static str> {
        let bits: Bits<NUM> = (*self).into();
        (0..NUM).filter(|&i| bits.get_bit(i)).map(|i| golden::regs::req_counters::NAMES[i]).collect()
    }
}

/// The [`NUM`] counter words packed for the register file (slot i in bits 32i+31..32i): a
/// concatenation, where shifts into the wide word would cost the model a loop every cycle.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct ReqCounterWords {
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
}

/// The counters.
#[derive(LogicBlock)]
pub struct ReqCounters {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (clears every counter).
    pub reset: Signal<In, Bit>,
    /// This cycle's events.
    pub inc: Signal<In, ReqCounterInc>,
    /// Every counter, slot i in bits 32i+31..32i.
    pub counters: Signal<Out, Bits<WIDTH>>,
    cnt: Vec<DFF<Bits<32>>>,
    inc_bits: Signal<Local, Bits<NUM>>,
    pk: Signal<Local, ReqCounterWords>,
}
/// Bits of the packed counter word (`counters`).
pub const WIDTH: usize = 32 * NUM;
const _: () = assert!(WIDTH == 576);

impl Default for ReqCounters {
    fn default() -> Self {
        ReqCounters {
            clock: Default::default(),
            reset: Default::default(),
            inc: Default::default(),
            counters: Default::default(),
            cnt: (0..NUM).map(|_| Default::default()).collect(),
            inc_bits: Default::default(),
            pk: Default::default(),
        }
    }
}

impl Logic for ReqCounters {
    #[hdl_gen]
    fn update(&mut self) {
        self.inc_bits.next = self.inc.val().into();
        for i in 0..NUM {
            self.cnt[i].clock.next = self.clock.val();
            self.cnt[i].d.next = self.cnt[i].q.val();
            if self.inc_bits.val().get_bit(i) {
                self.cnt[i].d.next = self.cnt[i].q.val() + 1;
            }
            if self.reset.val() {
                self.cnt[i].d.next = 0.into();
            }
        }
        self.pk.next.c0 = self.cnt[0].q.val();
        self.pk.next.c1 = self.cnt[1].q.val();
        self.pk.next.c2 = self.cnt[2].q.val();
        self.pk.next.c3 = self.cnt[3].q.val();
        self.pk.next.c4 = self.cnt[4].q.val();
        self.pk.next.c5 = self.cnt[5].q.val();
        self.pk.next.c6 = self.cnt[6].q.val();
        self.pk.next.c7 = self.cnt[7].q.val();
        self.pk.next.c8 = self.cnt[8].q.val();
        self.pk.next.c9 = self.cnt[9].q.val();
        self.pk.next.c10 = self.cnt[10].q.val();
        self.pk.next.c11 = self.cnt[11].q.val();
        self.pk.next.c12 = self.cnt[12].q.val();
        self.pk.next.c13 = self.cnt[13].q.val();
        self.pk.next.c14 = self.cnt[14].q.val();
        self.pk.next.c15 = self.cnt[15].q.val();
        self.pk.next.c16 = self.cnt[16].q.val();
        self.pk.next.c17 = self.cnt[17].q.val();
        self.counters.next = self.pk.val().into();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The events whose slots are set in `mask` (bit i: slot i), field by field.
    fn of_mask(mask: u32) -> ReqCounterInc {
        let f = |i: usize| mask >> i & 1 == 1;
        ReqCounterInc {
            requests_sent: f(0),
            retransmissions: f(1),
            go_backs: f(2),
            wqes_retired: f(3),
            acks_received: f(4),
            naks_received: f(5),
            rnr_naks_received: f(6),
            drops_unknown_qp: f(7),
            drops_bad_pkey: f(8),
            drops_bad_state: f(9),
            drops_stale_response: f(10),
            drops_bad_response: f(11),
            doorbells_dropped: f(12),
            wqe_errors: f(13),
            unsupported: f(14),
            timeouts: f(15),
            wqes_failed: f(16),
            wqes_flushed: f(17),
        }
    }

    /// One flag per slot of the register map, named as the map names it.
    #[test]
    fn slots_are_the_register_maps() {
        assert_eq!(<ReqCounterInc as Synth>::BITS, golden::regs::req_counters::NUM);
        assert_eq!(<ReqCounterWords as Synth>::BITS, 32 * golden::regs::req_counters::NUM);
        assert_eq!(of_mask((1 << NUM) - 1).names(), golden::regs::req_counters::NAMES);
        for i in 0..NUM {
            assert_eq!(of_mask(1 << i).names(), [golden::regs::req_counters::NAMES[i]], "slot {i}");
        }
        let i = ReqCounterInc { go_backs: true, unsupported: true, ..Default::default() };
        assert_eq!(i.names(), ["go_backs", "unsupported"]);
    }

    /// Each flag counts in its own word, every cycle it is set, and reset clears them.
    #[test]
    fn flags_count_in_their_words() {
        let mut u = ReqCounters::default();
        u.connect_all();
        let mut sim = Simulation::new();
        sim.add_clock(5, |x: &mut Box<ReqCounters>| x.clock.next = !x.clock.val());
        sim.add_testbench(move |mut ep: Sim<ReqCounters>| {
            let mut x = ep.init()?;
            x.reset.next = true;
            wait_clock_cycle!(ep, clock, x);
            x.reset.next = false;
            // Slot i is set in cycles c where (c + 1) % (i + 1) == 0, for 60 cycles.
            let mut want = [0u32; NUM];
            for c in 0..60u32 {
                let mut b = 0u32;
                for (i, w) in want.iter_mut().enumerate() {
                    if (c + 1) % (i as u32 + 1) == 0 {
                        b |= 1 << i;
                        *w += 1;
                    }
                }
                x.inc.next = of_mask(b);
                wait_clock_cycle!(ep, clock, x);
            }
            x.inc.next = Default::default();
            wait_clock_cycle!(ep, clock, x);
            for (i, w) in want.iter().enumerate() {
                let got = x.counters.val().get_bits::<32>(32 * i).to_u64() as u32;
                sim_assert_eq!(ep, got, *w, x);
            }
            x.reset.next = true;
            wait_clock_cycle!(ep, clock, x);
            x.reset.next = false;
            wait_clock_cycle!(ep, clock, x);
            sim_assert_eq!(ep, x.counters.val(), Bits::<WIDTH>::from(0u64), x);
            ep.done(x)
        });
        sim.run(Box::new(u), 10_000).unwrap();
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_req_counters", ReqCounters::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
