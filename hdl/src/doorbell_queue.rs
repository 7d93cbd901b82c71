//! The send doorbells' queue (issue 16): send doorbells wait here for the requester's engine, and
//! each one taken is a prefetch hint for its QP's send-queue context, so the context's fill
//! (a host memory read) runs while earlier doorbells and turns are served, and the engine's
//! doorbell finds the context cached.
//!
//! Without it the doorbell register held one doorbell until the engine took it, and the engine
//! waited out the context's fill for each: a driver ringing 64 cold QPs paid 64 host memory
//! latencies in a row, between the QPs' first packets.
//!
//! - Up to [`DOORBELL_QUEUE`] doorbells wait, in order (a later doorbell of a QP carries
//!   everything an earlier one did: the engine takes both, the second moving the producer on).
//!   `db_in.ready` comes from registers and the hint slot.
//! - The hint (the QPN) is offered on `pf_*` from a register until the cache takes it; a
//!   doorbell is taken only while the slot is free or freed this cycle, so every doorbell makes
//!   one hint (the cache may still drop it: a hit, a busy set; a prefetch never changes an
//!   answer).
use crate::doorbell_regs::{Doorbell, DoorbellIn};
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// Doorbells the queue holds.
pub const DOORBELL_QUEUE: usize = 16;
const _: () = assert!(SyncFifo::<QueuedDoorbell, 4, 5>::CAPACITY == DOORBELL_QUEUE);

/// A queued doorbell.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct QueuedDoorbell {
    /// The QP it rings.
    pub qpn: Bits<24>,
    /// The new producer index.
    pub producer: Bits<32>,
}

/// The queue (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct DoorbellQueue {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (drops the doorbells queued).
    pub reset: Signal<In, Bit>,
    /// Doorbells from the register file.
    pub db_in: DoorbellIn,
    /// Doorbells to the engine, in order.
    pub db_out: Doorbell,
    /// A prefetch hint: a doorbell's QPN.
    pub pf_valid: Signal<Out, Bit>,
    /// The hint's QPN.
    pub pf_index: Signal<Out, Bits<24>>,
    /// The cache takes the hint.
    pub pf_ready: Signal<In, Bit>,
    /// No doorbell offered or queued, no hint waiting.
    pub idle: Signal<Out, Bit>,
    fifo: SyncFifo<QueuedDoorbell, 4, 5>,
    /// Room for a doorbell (a register: the FIFO held at most 14 a cycle ago, so a doorbell
    /// taken then and one taken now both fit).
    room: DFF<Bit>,
    /// The hint slot.
    hint: DFF<Bit>,
    hint_qpn: DFF<Bits<24>>,
    /// A doorbell is taken this cycle.
    take: Signal<Local, Bit>,
    /// The hint slot is free for one this cycle.
    slot_ok: Signal<Local, Bit>,
    entry: Signal<Local, QueuedDoorbell>,
    head: Signal<Local, QueuedDoorbell>,
}

impl Logic for DoorbellQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, room, hint, hint_qpn);
        clock!(self, clock, fifo);
        self.fifo.reset.next = self.reset.val();
        self.fifo.replace.next = false;
        self.slot_ok.next = !self.hint.q.val() | self.pf_ready.val();
        self.db_in.ready.next = self.room.q.val() & self.slot_ok.val();
        self.take.next = self.db_in.valid.val() & self.room.q.val() & self.slot_ok.val();
        self.entry.next.qpn = self.db_in.qpn.val();
        self.entry.next.producer = self.db_in.producer.val();
        self.fifo.wr_en.next = self.take.val();
        self.fifo.wr_data.next = self.entry.val();
        self.room.d.next = self.fifo.fill.val() < 15;
        if self.pf_ready.val() {
            self.hint.d.next = false;
        }
        if self.take.val() {
            self.hint.d.next = true;
            self.hint_qpn.d.next = self.db_in.qpn.val();
        }
        self.pf_valid.next = self.hint.q.val();
        self.pf_index.next = self.hint_qpn.q.val();
        self.head.next = self.fifo.rd_data.val();
        self.db_out.valid.next = self.fifo.rd_valid.val();
        self.db_out.qpn.next = self.head.val().qpn;
        self.db_out.producer.next = self.head.val().producer;
        self.fifo.rd_en.next = self.db_out.ready.val();
        self.idle.next = !self.db_in.valid.val() & !self.fifo.rd_valid.val() & (self.fifo.fill.val() == 0) & !self.hint.q.val();
        if self.reset.val() {
            self.room.d.next = true;
            self.hint.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Random doorbells, random readiness of the engine and the cache: the engine gets every
        /// doorbell in order, the cache one hint per doorbell in order, and the queue never
        /// holds more than 16.
        #[test]
        fn every_doorbell_in_order_each_with_its_hint(n in 1usize..100, seed in any::<u64>(), p in prop_oneof![Just(1.0f64), 0.05f64..1.0], q in 0.05f64..1.0) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut u = DoorbellQueue::default();
            u.connect_all();
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            let db = |k: usize| ((k as u64 * 7919) & 0xFF_FFFF, (k as u64) << 3);
            let (mut sent, mut got, mut hints) = (0usize, vec![], vec![]);
            for _ in 0..20_000 {
                u.db_in.valid.next = sent < n;
                let (qpn, prod) = db(sent);
                u.db_in.qpn.next = qpn.into();
                u.db_in.producer.next = prod.into();
                u.db_out.ready.next = rng.gen_bool(q);
                u.pf_ready.next = rng.gen_bool(p);
                settle(&mut u);
                if u.db_in.valid.val() && u.db_in.ready.val() {
                    sent += 1;
                }
                if u.db_out.valid.val() && u.db_out.ready.val() {
                    got.push((u.db_out.qpn.val().to_u64(), u.db_out.producer.val().to_u64()));
                }
                if u.pf_valid.val() && u.pf_ready.val() {
                    hints.push(u.pf_index.val().to_u64());
                }
                prop_assert!(sent - got.len() <= DOORBELL_QUEUE, "{} queued", sent - got.len());
                rising_edge(&mut u, |u| &mut u.clock);
            }
            let want: Vec<(u64, u64)> = (0..n).map(db).collect();
            prop_assert_eq!(&got, &want);
            prop_assert_eq!(hints, want.iter().map(|d| d.0).collect::<Vec<_>>());
            u.db_in.valid.next = false;
            settle(&mut u);
            prop_assert!(u.idle.val());
        }
    }

    /// With the cache taking every hint and the engine busy, 16 doorbells go in at one a
    /// clock (the driver's writes are not held behind the engine's work).
    #[test]
    fn sixteen_doorbells_wait_for_a_busy_engine() {
        let mut u = DoorbellQueue::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        let mut taken = vec![];
        for cycle in 0..40 {
            u.db_in.valid.next = true;
            u.db_in.qpn.next = (cycle as u64).into();
            u.pf_ready.next = true;
            u.db_out.ready.next = false;
            settle(&mut u);
            if u.db_in.ready.val() {
                taken.push(cycle);
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        assert_eq!(taken, (0..16).collect::<Vec<_>>());
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_doorbell_queue", DoorbellQueue::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
