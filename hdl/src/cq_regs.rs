//! The completion queues' registers (a part of [`crate::regfile::RegFile`]): for each of the
//! [`cq::NUM`] queues its ring base, LOG2, PRODUCER, CONSUMER and STATUS error bit
//! ([`golden::regs::cq`]).
//!
//! Three ports:
//! - the register file's write, already decoded to a queue and an offset inside its stride,
//!   with the write's value and byte mask (bits outside the mask keep their value);
//! - the engine's events on queue `sel`: `inc` adds one to its producer, `err_set` sets its
//!   error bit. A write of a queue's LOG2 clears its producer, consumer and error, and wins over
//!   an event on the same queue in the same cycle (the queue starts over empty);
//! - the requester's completion port ([`CqPort`], `scq`): the same events and view on its own
//!   queue. Events of both ports on one queue in one cycle add up (two entries: producer += 2);
//! - three read views, all combinational 16:1 selections: the engine's (`sel`: base, LOG2,
//!   producer, consumer, error), the requester's (`scq.sel`), and the register file's (`rd_idx` /
//!   `rd_off`: the 32-bit word at that offset, 0 for an offset that is no register, and 0 while
//!   `rd_en` is low).
use golden::regs::cq;
use rust_hdl::prelude::*;

const _: () = assert!(cq::NUM == 16 && cq::STATUS_ERROR == 1 && cq::OFF_STATUS + 4 <= 32);

/// A completion-queue port, the registers' side: the queue a completion writer selects, that
/// queue's state (combinational from `sel`), and the writer's events on it.
#[derive(LogicInterface, Default)]
#[join = "CqPortUser"]
pub struct CqPort {
    /// The queue.
    pub sel: Signal<In, Bits<4>>,
    /// Add one to the queue's producer (an entry written, or its slot taken).
    pub inc: Signal<In, Bit>,
    /// Set the queue's error bit (an entry it could not take).
    pub err_set: Signal<In, Bit>,
    /// The queue's ring base.
    pub base: Signal<Out, Bits<64>>,
    /// The queue's LOG2.
    pub log2: Signal<Out, Bits<5>>,
    /// The queue's producer (before this cycle's `inc`).
    pub producer: Signal<Out, Bits<32>>,
    /// The queue's consumer, as the driver last wrote it.
    pub consumer: Signal<Out, Bits<32>>,
    /// The queue's error bit.
    pub error: Signal<Out, Bit>,
}

/// A completion-queue port, the writer's side (the mirror of [`CqPort`]).
#[derive(LogicInterface, Default)]
#[join = "CqPort"]
pub struct CqPortUser {
    /// The queue.
    pub sel: Signal<Out, Bits<4>>,
    /// Add one to the queue's producer (an entry written, or its slot taken).
    pub inc: Signal<Out, Bit>,
    /// Set the queue's error bit (an entry it could not take).
    pub err_set: Signal<Out, Bit>,
    /// The queue's ring base.
    pub base: Signal<In, Bits<64>>,
    /// The queue's LOG2.
    pub log2: Signal<In, Bits<5>>,
    /// The queue's producer (before this cycle's `inc`).
    pub producer: Signal<In, Bits<32>>,
    /// The queue's consumer, as the driver last wrote it.
    pub consumer: Signal<In, Bits<32>>,
    /// The queue's error bit.
    pub error: Signal<In, Bit>,
}

fn c5(v: u16) -> Constant<Bits<5>> {
    Constant::new((v as u64).into())
}

/// The registers of the completion queues.
#[derive(LogicBlock)]
pub struct CqRegs {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: every register to zero.
    pub reset: Signal<In, Bit>,
    /// Perform a register write to queue `wr_idx`.
    pub wr: Signal<In, Bit>,
    /// The written queue.
    pub wr_idx: Signal<In, Bits<4>>,
    /// The written register's offset inside the queue's stride (`cq::OFF_*`).
    pub wr_off: Signal<In, Bits<5>>,
    /// The written value (already masked by `wm`).
    pub wv: Signal<In, Bits<32>>,
    /// The write's bit mask (from its byte strobes).
    pub wm: Signal<In, Bits<32>>,
    /// The queue of the engine's events and view.
    pub sel: Signal<In, Bits<4>>,
    /// Add one to queue `sel`'s producer (a completion written).
    pub inc: Signal<In, Bit>,
    /// Set queue `sel`'s error bit (it overran).
    pub err_set: Signal<In, Bit>,
    /// Queue `sel`'s ring base.
    pub base: Signal<Out, Bits<64>>,
    /// Queue `sel`'s LOG2.
    pub log2: Signal<Out, Bits<5>>,
    /// Queue `sel`'s producer.
    pub producer: Signal<Out, Bits<32>>,
    /// Queue `sel`'s consumer.
    pub consumer: Signal<Out, Bits<32>>,
    /// Queue `sel`'s error bit.
    pub error: Signal<Out, Bit>,
    /// The requester's completion port.
    pub scq: CqPort,
    /// The register file reads a queue register.
    pub rd_en: Signal<In, Bit>,
    /// The read queue.
    pub rd_idx: Signal<In, Bits<4>>,
    /// The read register's offset.
    pub rd_off: Signal<In, Bits<5>>,
    /// The word read (0 while `rd_en` is low or at an offset that is no register).
    pub rd_word: Signal<Out, Bits<32>>,
    off_lo: Constant<Bits<5>>,
    off_hi: Constant<Bits<5>>,
    off_log2: Constant<Bits<5>>,
    off_prod: Constant<Bits<5>>,
    off_cons: Constant<Bits<5>>,
    off_status: Constant<Bits<5>>,
    cqid: Vec<Constant<Bits<4>>>,
    r_base: Vec<DFF<Bits<64>>>,
    r_log2: Vec<DFF<Bits<5>>>,
    r_prod: Vec<DFF<Bits<32>>>,
    r_cons: Vec<DFF<Bits<32>>>,
    r_err: Vec<DFF<Bit>>,
    /// The read queue's registers.
    rs_base: Signal<Local, Bits<64>>,
    rs_log2: Signal<Local, Bits<5>>,
    rs_prod: Signal<Local, Bits<32>>,
    rs_cons: Signal<Local, Bits<32>>,
    rs_err: Signal<Local, Bit>,
}

impl Default for CqRegs {
    fn default() -> Self {
        CqRegs {
            clock: Default::default(),
            reset: Default::default(),
            wr: Default::default(),
            wr_idx: Default::default(),
            wr_off: Default::default(),
            wv: Default::default(),
            wm: Default::default(),
            sel: Default::default(),
            inc: Default::default(),
            err_set: Default::default(),
            base: Default::default(),
            log2: Default::default(),
            producer: Default::default(),
            consumer: Default::default(),
            error: Default::default(),
            scq: Default::default(),
            rd_en: Default::default(),
            rd_idx: Default::default(),
            rd_off: Default::default(),
            rd_word: Default::default(),
            off_lo: c5(cq::OFF_BASE_LO),
            off_hi: c5(cq::OFF_BASE_HI),
            off_log2: c5(cq::OFF_LOG2),
            off_prod: c5(cq::OFF_PRODUCER),
            off_cons: c5(cq::OFF_CONSUMER),
            off_status: c5(cq::OFF_STATUS),
            cqid: (0..cq::NUM).map(|i| Constant::new((i as u64).into())).collect(),
            r_base: (0..cq::NUM).map(|_| Default::default()).collect(),
            r_log2: (0..cq::NUM).map(|_| Default::default()).collect(),
            r_prod: (0..cq::NUM).map(|_| Default::default()).collect(),
            r_cons: (0..cq::NUM).map(|_| Default::default()).collect(),
            r_err: (0..cq::NUM).map(|_| Default::default()).collect(),
            rs_base: Default::default(),
            rs_log2: Default::default(),
            rs_prod: Default::default(),
            rs_cons: Default::default(),
            rs_err: Default::default(),
        }
    }
}

impl Logic for CqRegs {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..16 {
            self.r_base[i].clock.next = self.clock.val();
            self.r_log2[i].clock.next = self.clock.val();
            self.r_prod[i].clock.next = self.clock.val();
            self.r_cons[i].clock.next = self.clock.val();
            self.r_err[i].clock.next = self.clock.val();
            self.r_base[i].d.next = self.r_base[i].q.val();
            self.r_log2[i].d.next = self.r_log2[i].q.val();
            self.r_prod[i].d.next = self.r_prod[i].q.val();
            self.r_cons[i].d.next = self.r_cons[i].q.val();
            self.r_err[i].d.next = self.r_err[i].q.val();
        }
        // Events, then the register write (which wins).
        for i in 0..16 {
            if (self.inc.val() & (self.sel.val() == self.cqid[i].val())) | (self.scq.inc.val() & (self.scq.sel.val() == self.cqid[i].val())) {
                self.r_prod[i].d.next = self.r_prod[i].q.val() + 1;
            }
            if self.inc.val() & (self.sel.val() == self.cqid[i].val()) & self.scq.inc.val() & (self.scq.sel.val() == self.cqid[i].val()) {
                self.r_prod[i].d.next = self.r_prod[i].q.val() + 2;
            }
            if (self.err_set.val() & (self.sel.val() == self.cqid[i].val())) | (self.scq.err_set.val() & (self.scq.sel.val() == self.cqid[i].val())) {
                self.r_err[i].d.next = true;
            }
            if self.wr.val() & (self.wr_idx.val() == self.cqid[i].val()) {
                if self.wr_off.val() == self.off_lo.val() {
                    self.r_base[i].d.next = (self.r_base[i].q.val() & !bit_cast::<64, 32>(self.wm.val())) | bit_cast::<64, 32>(self.wv.val());
                }
                if self.wr_off.val() == self.off_hi.val() {
                    self.r_base[i].d.next =
                        (self.r_base[i].q.val() & !(bit_cast::<64, 32>(self.wm.val()) << 32)) | (bit_cast::<64, 32>(self.wv.val()) << 32);
                }
                if self.wr_off.val() == self.off_log2.val() {
                    self.r_log2[i].d.next = (self.r_log2[i].q.val() & !self.wm.val().get_bits::<5>(0)) | self.wv.val().get_bits::<5>(0);
                    self.r_prod[i].d.next = 0.into();
                    self.r_cons[i].d.next = 0.into();
                    self.r_err[i].d.next = false;
                }
                if self.wr_off.val() == self.off_cons.val() {
                    self.r_cons[i].d.next = (self.r_cons[i].q.val() & !self.wm.val()) | self.wv.val();
                }
            }
        }
        // The engine's view of queue `sel`.
        self.base.next = 0.into();
        self.log2.next = 0.into();
        self.producer.next = 0.into();
        self.consumer.next = 0.into();
        self.error.next = false;
        for i in 0..16 {
            if self.sel.val() == self.cqid[i].val() {
                self.base.next = self.base.val() | self.r_base[i].q.val();
                self.log2.next = self.log2.val() | self.r_log2[i].q.val();
                self.producer.next = self.producer.val() | self.r_prod[i].q.val();
                self.consumer.next = self.consumer.val() | self.r_cons[i].q.val();
                self.error.next = self.error.val() | self.r_err[i].q.val();
            }
        }
        // The requester's view of queue `scq.sel`.
        self.scq.base.next = 0.into();
        self.scq.log2.next = 0.into();
        self.scq.producer.next = 0.into();
        self.scq.consumer.next = 0.into();
        self.scq.error.next = false;
        for i in 0..16 {
            if self.scq.sel.val() == self.cqid[i].val() {
                self.scq.base.next = self.scq.base.val() | self.r_base[i].q.val();
                self.scq.log2.next = self.scq.log2.val() | self.r_log2[i].q.val();
                self.scq.producer.next = self.scq.producer.val() | self.r_prod[i].q.val();
                self.scq.consumer.next = self.scq.consumer.val() | self.r_cons[i].q.val();
                self.scq.error.next = self.scq.error.val() | self.r_err[i].q.val();
            }
        }
        // The register file's read (for the model: no selection in the cycles without a read).
        self.rs_base.next = 0.into();
        self.rs_log2.next = 0.into();
        self.rs_prod.next = 0.into();
        self.rs_cons.next = 0.into();
        self.rs_err.next = false;
        self.rd_word.next = 0.into();
        if self.rd_en.val() {
            for i in 0..16 {
                if self.rd_idx.val() == self.cqid[i].val() {
                    self.rs_base.next = self.rs_base.val() | self.r_base[i].q.val();
                    self.rs_log2.next = self.rs_log2.val() | self.r_log2[i].q.val();
                    self.rs_prod.next = self.rs_prod.val() | self.r_prod[i].q.val();
                    self.rs_cons.next = self.rs_cons.val() | self.r_cons[i].q.val();
                    self.rs_err.next = self.rs_err.val() | self.r_err[i].q.val();
                }
            }
            if self.rd_off.val() == self.off_lo.val() {
                self.rd_word.next = self.rs_base.val().get_bits::<32>(0);
            }
            if self.rd_off.val() == self.off_hi.val() {
                self.rd_word.next = self.rs_base.val().get_bits::<32>(32);
            }
            if self.rd_off.val() == self.off_log2.val() {
                self.rd_word.next = bit_cast::<32, 5>(self.rs_log2.val());
            }
            if self.rd_off.val() == self.off_prod.val() {
                self.rd_word.next = self.rs_prod.val();
            }
            if self.rd_off.val() == self.off_cons.val() {
                self.rd_word.next = self.rs_cons.val();
            }
            if self.rd_off.val() == self.off_status.val() {
                self.rd_word.next = bit_cast::<32, 1>(self.rs_err.val().into());
            }
        }
        if self.reset.val() {
            for i in 0..16 {
                self.r_base[i].d.next = 0.into();
                self.r_log2[i].d.next = 0.into();
                self.r_prod[i].d.next = 0.into();
                self.r_cons[i].d.next = 0.into();
                self.r_err[i].d.next = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};

    /// One queue of the plain model.
    #[derive(Clone, Copy, Default, Debug, PartialEq)]
    struct Q {
        base: u64,
        log2: u32,
        prod: u32,
        cons: u32,
        err: bool,
    }

    impl Q {
        fn word(&self, off: u16) -> u32 {
            match off {
                cq::OFF_BASE_LO => self.base as u32,
                cq::OFF_BASE_HI => (self.base >> 32) as u32,
                cq::OFF_LOG2 => self.log2,
                cq::OFF_PRODUCER => self.prod,
                cq::OFF_CONSUMER => self.cons,
                cq::OFF_STATUS => self.err as u32,
                _ => 0,
            }
        }
    }

    /// Random writes (any offset, random byte masks), events on both ports (often on one queue
    /// in the same cycle) and reads over 5,000 cycles, with resets, against a plain model of the
    /// queues; all three views checked every cycle.
    #[test]
    fn follows_the_plain_model() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let mut u = CqRegs::default();
        u.connect_all();
        let mut m = [Q::default(); cq::NUM];
        for cycle in 0..5_000 {
            let offs = [cq::OFF_BASE_LO, cq::OFF_BASE_HI, cq::OFF_LOG2, cq::OFF_PRODUCER, cq::OFF_CONSUMER, cq::OFF_STATUS, 0x18, 0x1C];
            let (wr, widx, woff) = (rng.gen_bool(0.4), rng.gen_range(0..16usize), offs[rng.gen_range(0..offs.len())]);
            let strb: u8 = rng.gen_range(0..16);
            let wm: u32 = (0..4).filter(|b| strb >> b & 1 == 1).map(|b| 0xFFu32 << (8 * b)).sum();
            let wv = rng.gen::<u32>() & wm;
            // Events mostly on the written queue, to meet the write in the same cycle.
            let sel = if rng.gen_bool(0.5) { widx } else { rng.gen_range(0..16usize) };
            let (inc, err_set, reset) = (rng.gen_bool(0.5), rng.gen_bool(0.1), rng.gen_bool(0.005));
            // The requester's port, often on the engine's queue (both incrementing it at once).
            let ssel = if rng.gen_bool(0.5) { sel } else { rng.gen_range(0..16usize) };
            let (sinc, serr) = (rng.gen_bool(0.5), rng.gen_bool(0.1));
            let (rd_en, ridx, roff) = (rng.gen_bool(0.7), rng.gen_range(0..16usize), offs[rng.gen_range(0..offs.len())]);
            u.wr.next = wr;
            u.wr_idx.next = (widx as u64).into();
            u.wr_off.next = (woff as u64).into();
            u.wv.next = (wv as u64).into();
            u.wm.next = (wm as u64).into();
            u.sel.next = (sel as u64).into();
            u.inc.next = inc;
            u.err_set.next = err_set;
            u.scq.sel.next = (ssel as u64).into();
            u.scq.inc.next = sinc;
            u.scq.err_set.next = serr;
            u.reset.next = reset;
            u.rd_en.next = rd_en;
            u.rd_idx.next = (ridx as u64).into();
            u.rd_off.next = (roff as u64).into();
            settle(&mut u);
            // The views show the registers before this cycle's edge.
            let q = m[sel];
            let got = (u.base.val().to_u64(), u.log2.val().to_u64() as u32, u.producer.val().to_u64() as u32, u.consumer.val().to_u64() as u32, u.error.val());
            assert_eq!(got, (q.base, q.log2, q.prod, q.cons, q.err), "cycle {cycle}: queue {sel}'s view");
            let q = m[ssel];
            let s = &u.scq;
            let got = (s.base.val().to_u64(), s.log2.val().to_u64() as u32, s.producer.val().to_u64() as u32, s.consumer.val().to_u64() as u32, s.error.val());
            assert_eq!(got, (q.base, q.log2, q.prod, q.cons, q.err), "cycle {cycle}: queue {ssel}'s requester view");
            let want_rd = if rd_en { m[ridx].word(roff) } else { 0 };
            assert_eq!(u.rd_word.val().to_u64() as u32, want_rd, "cycle {cycle}: read of queue {ridx} at {roff:#x}");
            rising_edge(&mut u, |u| &mut u.clock);
            if reset {
                m = [Q::default(); cq::NUM];
                continue;
            }
            if inc {
                m[sel].prod = m[sel].prod.wrapping_add(1);
            }
            if err_set {
                m[sel].err = true;
            }
            if sinc {
                m[ssel].prod = m[ssel].prod.wrapping_add(1);
            }
            if serr {
                m[ssel].err = true;
            }
            if wr {
                let q = &mut m[widx];
                match woff {
                    cq::OFF_BASE_LO => q.base = (q.base & !(wm as u64)) | wv as u64,
                    cq::OFF_BASE_HI => q.base = (q.base & !((wm as u64) << 32)) | (wv as u64) << 32,
                    cq::OFF_LOG2 => *q = Q { base: q.base, log2: (q.log2 & !(wm & 0x1F)) | (wv & 0x1F), ..Q::default() },
                    cq::OFF_CONSUMER => q.cons = (q.cons & !wm) | wv,
                    _ => {}
                }
            }
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_cq_regs", CqRegs::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
