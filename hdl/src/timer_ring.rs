//! The requester's retransmission timers for every QP (issue 16): a ring of (QPN, deadline)
//! entries, at most one per QP, that goes round checking each entry's deadline against the
//! NIC's time.
//!
//! # Why a ring
//! A QP's timer is its send-queue context's `deadline` (with the `timer_armed` flag), which lives
//! in host memory behind a cache: too far to scan. The ring holds a copy of each armed QP's
//! deadline on chip, one entry per QP whose timer was armed (the context's `timer_queued` flag
//! says the QP has its entry, so it never has two), in a FIFO of 2^16 entries (one per QPN the
//! tables can hold: it never overflows). The ring takes its head, judges it against `time_now`
//! (registered) in the next cycle, and either puts it back at the tail (not due) or offers it
//! to the engine (`fire_*`) and holds until it is taken. The engine then looks the QP up and
//! decides with the context's own `deadline`: fired (the QP goes back, the timer re-armed and
//! the entry offered here again), not due yet (progress moved the deadline: the entry comes back
//! with the new one) or no longer armed (the entry is dropped and `timer_queued` cleared). The
//! copy only ever lags the context's deadline (progress moves it later), so the ring never
//! offers a QP later than its deadline plus one lap.
//!
//! # Bound
//! A lap is three cycles per entry (take, judge, put back), so a due timer is offered at most
//! `3 * n + 2` cycles after its deadline, `n` the entries in the ring (at most 2^16: 786 us at
//! 250 MHz with every QP armed; a few cycles with a handful), plus one cycle per entry added
//! meanwhile, plus the time the engine takes to come to it (a turn or a response in progress). The cost is the ring's RAM (2^16 x 48 bits)
//! and does not grow with the number of QPs in use; no scan of the tables.
//!
//! # Poking
//! A deadline that moves *earlier* (an RNR NAK's wait, shorter than the retransmission timeout
//! whose entry is in the ring) cannot be written into the entry. The engine pokes the QP
//! instead (`poke_*`): a bit per QPN in a 2^16 x 1 RAM, read as the head is taken; a poked entry
//! is judged due whatever its copy says (the bit cleared as it is judged), so the engine looks at
//! the context within a lap of the poke and puts the entry back with the context's deadline.
//! A poke of a QP with no entry leaves its bit set until the QP's next entry is judged: offered
//! once early, which costs the engine a look-up and nothing else (so does a bit the RAM's
//! power-up contents may hold: the reset does not clear the RAM).
//!
//! # Arming
//! `arm_*` is a one-entry holding register (`arm_ready` is its emptiness, a flip-flop), written
//! into the ring ahead of the next take, or while an offer waits to be taken (session 40: the
//! engine, arming a QP's timer as a packet leaves, waited for the register while the ring
//! waited for the engine to take its offer, and the NIC stalled). Deadlines compare in wrapping 32-bit time: a deadline up
//! to 2^31 - 1 ahead of `time_now` is in the future.
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// Entries the ring holds: one per QPN below 2^16.
pub const TIMER_RING_QPS: usize = 1 << 16;
const _: () = assert!(SyncFifo::<Bits<48>, 16, 17>::CAPACITY == TIMER_RING_QPS);

/// The ring's steps.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum RingStep {
    /// Write the held arm entry, or take the head.
    Pick,
    /// The taken entry's deadline against the time (registered).
    Judge,
    /// Due: offered until taken. Not due: put back.
    Act,
}

/// The timer ring.
#[derive(LogicBlock)]
pub struct TimerRing {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the ring: the driver rewrites the contexts, whose
    /// `timer_queued` flags refer to it).
    pub reset: Signal<In, Bit>,
    /// The NIC's time (the unit of the contexts' deadlines).
    pub time_now: Signal<In, Bits<32>>,
    /// An entry to add (a QP whose timer was armed and that has no entry).
    pub arm_valid: Signal<In, Bit>,
    /// The entry is taken (the holding register is empty: a flip-flop).
    pub arm_ready: Signal<Out, Bit>,
    /// The entry's QPN.
    pub arm_qpn: Signal<In, Bits<16>>,
    /// The entry's deadline.
    pub arm_deadline: Signal<In, Bits<32>>,
    /// A QP whose deadline (as the ring has it) has passed is offered (registered).
    pub fire_valid: Signal<Out, Bit>,
    /// The offered QP.
    pub fire_qpn: Signal<Out, Bits<16>>,
    /// The offered QP is taken (its entry leaves the ring; the engine may add it again).
    pub fire_take: Signal<In, Bit>,
    /// Look at this QP's entry within a lap, whatever its deadline (registered into the RAM).
    pub poke_valid: Signal<In, Bit>,
    /// The QP to poke.
    pub poke_qpn: Signal<In, Bits<16>>,
    /// The poke is taken (not while the ring clears a bit: combinational from registers).
    pub poke_ready: Signal<Out, Bit>,
    /// Entries: QPs with a timer entry, wherever it is (in the ring, in the holding register,
    /// in hand being judged or offered), as of the cycle before (a flip-flop). Zero: no timer
    /// can fire.
    pub entries: Signal<Out, Bits<17>>,
    /// [`TimerRing::entries`]' flip-flop.
    count: DFF<Bits<17>>,
    /// An entry is in hand (taken from the ring, judged or offered).
    in_hand: Signal<Local, Bit>,
    ring: SyncFifo<Bits<48>, 16, 17>,
    step: DFF<RingStep>,
    now_q: DFF<Bits<32>>,
    /// The held arm entry.
    hold_v: DFF<Bit>,
    hold: DFF<Bits<48>>,
    /// The entry taken from the ring, and whether it is due.
    cur: DFF<Bits<48>>,
    due: DFF<Bit>,
    /// The taken entry's deadline less the time (negative: still ahead).
    left: Signal<Local, Bits<32>>,
    /// Poked QPs, a bit per QPN.
    poked: RAM<Bit, 16>,
    /// The entry in hand was poked (its bit is cleared this cycle).
    clearing: Signal<Local, Bit>,
}

impl Default for TimerRing {
    fn default() -> Self {
        TimerRing {
            clock: Default::default(),
            reset: Default::default(),
            time_now: Default::default(),
            arm_valid: Default::default(),
            arm_ready: Default::default(),
            arm_qpn: Default::default(),
            arm_deadline: Default::default(),
            fire_valid: Default::default(),
            fire_qpn: Default::default(),
            fire_take: Default::default(),
            entries: Default::default(),
            count: Default::default(),
            in_hand: Default::default(),
            ring: Default::default(),
            step: Default::default(),
            now_q: Default::default(),
            hold_v: Default::default(),
            hold: Default::default(),
            cur: Default::default(),
            due: Default::default(),
            left: Default::default(),
            poke_valid: Default::default(),
            poke_qpn: Default::default(),
            poke_ready: Default::default(),
            poked: Default::default(),
            clearing: Default::default(),
        }
    }
}

impl Logic for TimerRing {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, step, now_q, hold_v, hold, cur, due, count);
        clock!(self, clock, ring);
        self.ring.reset.next = self.reset.val();
        self.ring.replace.next = false;
        self.ring.wr_en.next = false;
        self.ring.wr_data.next = self.cur.q.val();
        self.ring.rd_en.next = false;
        self.now_q.d.next = self.time_now.val();
        // The poke bits: read at the head's QPN (the read lands as the head is judged); the
        // judged entry's bit cleared, else a poke set.
        self.poked.read_clock.next = self.clock.val();
        self.poked.write_clock.next = self.clock.val();
        self.poked.read_address.next = self.ring.rd_data.val().get_bits::<16>(0);
        self.clearing.next = (self.step.q.val() == RingStep::Judge) & self.poked.read_data.val();
        self.poke_ready.next = !self.clearing.val();
        self.poked.write_address.next = self.poke_qpn.val();
        self.poked.write_data.next = true;
        self.poked.write_enable.next = self.poke_valid.val();
        if self.clearing.val() {
            self.poked.write_address.next = self.cur.q.val().get_bits::<16>(0);
            self.poked.write_data.next = false;
            self.poked.write_enable.next = true;
        }
        self.arm_ready.next = !self.hold_v.q.val();
        if !self.hold_v.q.val() & self.arm_valid.val() {
            self.hold_v.d.next = true;
            self.hold.d.next = bit_cast::<48, 16>(self.arm_qpn.val()) | (bit_cast::<48, 32>(self.arm_deadline.val()) << 16);
        }
        self.fire_valid.next = (self.step.q.val() == RingStep::Act) & self.due.q.val();
        self.fire_qpn.next = self.cur.q.val().get_bits::<16>(0);
        self.left.next = self.now_q.q.val() - self.cur.q.val().get_bits::<32>(16);
        self.in_hand.next = self.step.q.val() != RingStep::Pick;
        self.count.d.next =
            self.ring.fill.val() + bit_cast::<17, 1>(self.hold_v.q.val().into()) + bit_cast::<17, 1>(self.in_hand.val().into());
        self.entries.next = self.count.q.val();
        match self.step.q.val() {
            RingStep::Pick => {
                if self.hold_v.q.val() {
                    self.ring.wr_en.next = true;
                    self.ring.wr_data.next = self.hold.q.val();
                    self.hold_v.d.next = false;
                } else if self.ring.rd_valid.val() {
                    self.ring.rd_en.next = true;
                    self.cur.d.next = self.ring.rd_data.val();
                    self.step.d.next = RingStep::Judge;
                }
            }
            RingStep::Judge => {
                // Passed: the time is at most 2^31 - 1 after the deadline (wrapping).
                self.due.d.next = (self.left.val() < 0x8000_0000_u64) | self.poked.read_data.val();
                self.step.d.next = RingStep::Act;
            }
            _ => {
                if !self.due.q.val() {
                    self.ring.wr_en.next = true;
                    self.step.d.next = RingStep::Pick;
                } else {
                    if self.hold_v.q.val() {
                        // While an offer waits, the held arm entry goes into the ring (the write
                        // port is free): the engine may need the holding register before it
                        // takes the offer (a send arming another QP's timer).
                        self.ring.wr_en.next = true;
                        self.ring.wr_data.next = self.hold.q.val();
                        self.hold_v.d.next = false;
                    }
                    if self.fire_take.val() {
                        self.step.d.next = RingStep::Pick;
                    }
                }
            }
        }
        if self.reset.val() {
            self.step.d.next = RingStep::Pick;
            self.hold_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// Random arms (each QP at most once in the ring: a QP offered and taken may be armed
    /// again), random takes, time running at random speed. Every QP armed is offered exactly
    /// once per arm, never before its deadline, and (while the engine takes what is offered at
    /// once) within a lap of it: three cycles per entry in the ring, one per entry added.
    /// `entries` counts every QP with an entry, a cycle late. Random pokes (of QPs with an entry
    /// or not): a poked QP with an entry is offered within a lap of the poke (or of its arming,
    /// if poked before) whatever its deadline, and a QP is offered before its deadline only if
    /// it was poked since its last offer was taken.
    fn check(ops: &[(u8, u16, bool)], take_p: f64, poke_p: f64) -> Result<(), TestCaseError> {
        let mut u = TimerRing::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        // QP -> deadline, for the QPs with an entry.
        let mut armed: HashMap<u16, u64> = HashMap::new();
        let mut now: u64 = 0x7FFF_FF00; // wraps during the run
        let mut ops = ops.iter().copied();
        let mut pending: Option<(u16, u64)> = None;
        let mut offered_since: Option<u64> = None;
        let mut rng = ChaCha8Rng::seed_from_u64(ops.len() as u64);
        let mut prev: Option<usize> = None;
        // QP -> the time of its latest poke not yet honoured by a taken offer.
        let mut poked: HashMap<u16, u64> = HashMap::new();
        let mut poke: Option<u16> = None;
        let mut armed_at: HashMap<u16, u64> = HashMap::new();
        for cycle in 0..20_000u64 {
            let before = armed.len();
            if pending.is_none() {
                if let Some((qp, ahead, _)) = ops.next().filter(|(qp, _, skip)| !*skip && !armed.contains_key(&(*qp as u16 % 16))) {
                    let qp = qp as u16 % 16;
                    pending = Some((qp, now + ahead as u64));
                }
            }
            u.time_now.next = (now & 0xFFFF_FFFF).into();
            u.arm_valid.next = pending.is_some();
            if let Some((qp, dl)) = pending {
                u.arm_qpn.next = (qp as u64).into();
                u.arm_deadline.next = (dl & 0xFFFF_FFFF).into();
            }
            let take = rng.gen_bool(take_p);
            u.fire_take.next = take;
            if poke.is_none() && rng.gen_bool(poke_p) {
                poke = Some(rng.gen_range(0..16));
            }
            u.poke_valid.next = poke.is_some();
            u.poke_qpn.next = (poke.unwrap_or(0) as u64).into();
            settle(&mut u);
            if u.poke_valid.val() && u.poke_ready.val() {
                poked.insert(poke.take().unwrap(), now);
            }
            if let Some(p) = prev {
                prop_assert_eq!(u.entries.val().to_u64(), p as u64, "cycle {}: entries", cycle);
            }
            prev = Some(before);
            if u.arm_valid.val() && u.arm_ready.val() {
                let (qp, dl) = pending.take().unwrap();
                armed.insert(qp, dl);
                armed_at.insert(qp, now);
            }
            if u.fire_valid.val() {
                let qp = u.fire_qpn.val().to_u64() as u16;
                let dl = *armed.get(&qp).ok_or_else(|| TestCaseError::fail(format!("cycle {cycle}: QP {qp} offered without an entry")))?;
                // The ring judged it against the time of a cycle or two ago.
                prop_assert!(now >= dl || poked.contains_key(&qp), "cycle {cycle}: QP {qp} offered at {now} before its deadline {dl}, not poked");
                let since = *offered_since.get_or_insert(now);
                if take_p >= 1.0 {
                    // A lap: three cycles per entry (at most 16), one per entry added meanwhile;
                    // from the deadline or the poke (a poke before the arming counts from the
                    // arming), whichever came first.
                    let from = poked.get(&qp).map_or(dl, |&t| t.max(armed_at[&qp]).min(dl));
                    let late = since.saturating_sub(from);
                    prop_assert!(late <= 4 * 16 + 4, "QP {qp} offered {late} cycles late with {} entries", armed.len());
                }
                if take {
                    armed.remove(&qp);
                    // A poke the entry's judging read (two cycles before the offer) saw is
                    // honoured; a later one may have set the bit again after that read: it may
                    // offer the QP's next entry early (its time unknown: no lap bound from it).
                    if let Some(t) = poked.get_mut(&qp) {
                        if t.saturating_add(3) <= since {
                            poked.remove(&qp);
                        } else {
                            *t = u64::MAX;
                        }
                    }
                    offered_since = None;
                }
            } else {
                offered_since = None;
            }
            rising_edge(&mut u, |u| &mut u.clock);
            now += 1;
        }
        // Nothing is lost: every entry left is not yet due (or was offered a moment ago).
        for (qp, dl) in &armed {
            prop_assert!(*dl + 1000 > now, "QP {qp}'s entry (deadline {dl}) never offered by {now}");
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
        #[test]
        fn offers_each_armed_qp_once_after_its_deadline(ops in prop::collection::vec((any::<u8>(), 0u16..600, prop::bool::weighted(0.2)), 1..200)) {
            check(&ops, 1.0, 0.0)?;
        }
        #[test]
        fn a_poked_qp_is_offered_within_a_lap(ops in prop::collection::vec((any::<u8>(), 0u16..600, prop::bool::weighted(0.2)), 1..200), poke_p in 0.001f64..0.05) {
            check(&ops, 1.0, poke_p)?;
        }
        #[test]
        fn holds_an_offer_until_it_is_taken(ops in prop::collection::vec((any::<u8>(), 0u16..600, prop::bool::weighted(0.2)), 1..200)) {
            check(&ops, 0.3, 0.01)?;
        }
    }

    /// An offer nobody takes does not block arming: two arms in a row while a due QP waits to be
    /// taken are both accepted (the second only once the first left the holding register), and
    /// both are offered after the first offer is taken.
    #[test]
    fn arms_go_in_while_an_offer_waits() {
        let mut u = TimerRing::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        u.time_now.next = 100.into();
        let (mut armed, mut offered, mut waiting) = (vec![], vec![], false);
        for cycle in 0..200u64 {
            // QP 1 (due at once) first; QPs 2 and 3 (due too) once its offer waits, which is
            // not taken before cycle 100.
            let next = [(1u64, 50u64), (2, 60), (3, 70)].get(armed.len()).copied().filter(|_| armed.is_empty() || waiting);
            u.arm_valid.next = next.is_some();
            if let Some((q, dl)) = next {
                u.arm_qpn.next = q.into();
                u.arm_deadline.next = dl.into();
            }
            u.fire_take.next = cycle >= 100;
            settle(&mut u);
            waiting |= u.fire_valid.val();
            if u.arm_valid.val() && u.arm_ready.val() {
                armed.push((cycle, u.arm_qpn.val().to_u64()));
            }
            if u.fire_valid.val() && u.fire_take.val() {
                offered.push(u.fire_qpn.val().to_u64());
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        assert_eq!(armed.iter().map(|a| a.1).collect::<Vec<_>>(), vec![1, 2, 3]);
        assert!(armed[2].0 < 100, "the third arm taken while QP 1's offer waited: {armed:?}");
        assert_eq!(offered, vec![1, 2, 3]);
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_timer_ring", TimerRing::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
