//! Completion writer (issue 15): writes one completion entry ([golden::hostfmt] layout) into a
//! completion queue in host memory through a DMA write client, or finds the CQ unable to take it.
//!
//! The CQ's state comes from the register file (base, log2 size, producer, consumer, error; the
//! engine selects the QP's CQ). A CQ that is in error, or whose `producer - consumer` has reached
//! its size, cannot take an entry (IBTA's CQ overrun, golden `transport::env::Cq`): the entry is
//! not written, `lost` pulses and `cq_err_set` puts the CQ in error. Otherwise the entry goes to
//! slot `producer mod size` with the owner bit of the producer's pass (set on even passes, so a
//! driver polling a zeroed ring sees a new entry when the bit differs from the pass it expects),
//! and `done` pulses with the write's completion, together with `cq_inc` (producer += 1).
//!
//! A writer made by [`CqeWriter::reserving`] takes its slot when its write request is taken
//! (`cq_inc` in that cycle, not with `done`): two writers sharing a queue, each with its own
//! port into the registers, then never pick the same slot as long as the reserving one starts
//! only while the other is not writing (the requester's send completions, beside the
//! responder's; the driver reads entries by their owner bits, not by PRODUCER).
//!
//! Handshake: the user holds `start` and `entry` until `lost` or `done` pulses (both are
//! combinational in the cycle that decides: the CQ check in the first cycle, the DMA completion
//! at the end), so a user can leave its waiting state in the same cycle. Entry writes take the
//! request cycle, the data beat and the completion's latency.
//!
//! A reserving writer does not wait for its writes' completions (its slot is taken already):
//! once an entry's beat is taken (`valid & ready`) the entry is the writer's and the next may
//! start, with up to [`CQE_WRITES_IN_FLIGHT`] writes in flight (host memory's write latency
//! is then paid once, not per entry). Its `done` pulses with each completion, in order, whatever
//! `start` is; `busy` holds while any write is unfinished, so a user sharing the DMA client
//! can wait for the writer's completions to pass before issuing a write of its own.
use rust_hdl::prelude::*;

/// Writes a reserving writer keeps in flight (beats taken, completions not yet come).
pub const CQE_WRITES_IN_FLIGHT: usize = 64;

/// A completion entry (golden::hostfmt layout), field by field from bit 0.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct CqeWire {
    /// `wr_id` of the receive WQE.
    pub wr_id: Bits<64>,
    /// Byte length.
    pub len: Bits<32>,
    /// Local QP.
    pub qpn: Bits<24>,
    /// Reserved.
    pub r0: Bits<8>,
    /// Immediate data (flag IMM).
    pub imm: Bits<32>,
    /// Invalidated R_Key (flag INV_RKEY).
    pub inv_rkey: Bits<32>,
    /// UD: the sender's QP.
    pub src_qp: Bits<24>,
    /// Reserved.
    pub r1: Bits<8>,
    /// Status (`golden::hostfmt` codes).
    pub status: Bits<8>,
    /// Opcode (`golden::hostfmt` codes).
    pub opcode: Bits<8>,
    /// Flags (`golden::hostfmt::cqe_flags`).
    pub flags: Bits<8>,
    /// Owner bit (set by the writer).
    pub owner: Bits<1>,
    /// Reserved.
    pub r2: Bits<7>,
    /// UD: the sender's GID, wire order.
    pub src_gid: Bits<128>,
    /// Reserved.
    pub r3: Bits<128>,
}

/// Writer states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum CqeState {
    /// Waiting for `start` (then the CQ check and the write request).
    Idle,
    /// The entry's data beat.
    Data,
    /// The write's completion.
    Wait,
}

/// The completion writer.
#[derive(LogicBlock)]
pub struct CqeWriter {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Write `entry` (held until `lost` or `done`).
    pub start: Signal<In, Bit>,
    /// The entry (its owner bit is the writer's).
    pub entry: Signal<In, CqeWire>,
    /// The CQ: host address of entry 0.
    pub cq_base: Signal<In, Bits<64>>,
    /// The CQ: log2 of its entry count.
    pub cq_log2: Signal<In, Bits<5>>,
    /// The CQ: producer index.
    pub cq_producer: Signal<In, Bits<32>>,
    /// The CQ: consumer index (what the driver has read).
    pub cq_consumer: Signal<In, Bits<32>>,
    /// The CQ: in error (it overran).
    pub cq_error: Signal<In, Bit>,
    /// The CQ cannot take an entry now (in error, or full).
    pub full: Signal<Out, Bit>,
    /// The entry was not written: the CQ could not take it (one-cycle pulse).
    pub lost: Signal<Out, Bit>,
    /// The entry was written (its DMA write completed, see `err`; one-cycle pulse; a reserving
    /// writer's pulses come with each of its writes' completions, in order).
    pub done: Signal<Out, Bit>,
    /// With `done`: the DMA write failed.
    pub err: Signal<Out, Bit>,
    /// An entry is under way (its request, beat or completion; for a reserving writer, any
    /// write not completed).
    pub busy: Signal<Out, Bit>,
    /// The CQ goes to error (with `lost`).
    pub cq_err_set: Signal<Out, Bit>,
    /// The CQ's producer advances (with `done`; a reserving writer's as its request is taken).
    pub cq_inc: Signal<Out, Bit>,
    /// DMA write client: request.
    pub req_valid: Signal<Out, Bit>,
    /// DMA write client: request taken.
    pub req_ready: Signal<In, Bit>,
    /// DMA write client: host address.
    pub req_addr: Signal<Out, Bits<64>>,
    /// DMA write client: bytes (64).
    pub req_len: Signal<Out, Bits<17>>,
    /// DMA write client: the entry.
    pub data: Signal<Out, Bits<512>>,
    /// DMA write client: beat valid.
    pub valid: Signal<Out, Bit>,
    /// DMA write client: beat taken.
    pub ready: Signal<In, Bit>,
    /// DMA write client: completion pulse.
    pub cpl_valid: Signal<In, Bit>,
    /// DMA write client: completion status.
    pub cpl_status: Signal<In, Bits<2>>,
    state: DFF<CqeState>,
    /// The slot is taken (`cq_inc`) when the write request is, not when it completes.
    reserve: Constant<Bit>,
    /// A reserving writer's writes whose beat was taken and whose completion has not come.
    pending: DFF<Bits<7>>,
    /// A write's beat is taken / a pending write completes (a reserving writer, this cycle).
    p_inc: Signal<Local, Bit>,
    p_dec: Signal<Local, Bit>,
    ones32: Constant<Bits<32>>,
    mask: Signal<Local, Bits<32>>,
    /// The producer's pass is odd.
    odd: Signal<Local, Bit>,
    /// The entry's owner bit, registered as its request is taken (its slot's pass: a reserving
    /// writer's `cq_inc` has moved the producer on by the beat, into the next pass after the
    /// ring's last slot).
    own: DFF<Bit>,
    one32: Constant<Bits<32>>,
    with_owner: Signal<Local, CqeWire>,
}

impl Default for CqeWriter {
    fn default() -> Self {
        CqeWriter {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            entry: Default::default(),
            cq_base: Default::default(),
            cq_log2: Default::default(),
            cq_producer: Default::default(),
            cq_consumer: Default::default(),
            cq_error: Default::default(),
            full: Default::default(),
            lost: Default::default(),
            done: Default::default(),
            err: Default::default(),
            busy: Default::default(),
            cq_err_set: Default::default(),
            cq_inc: Default::default(),
            req_valid: Default::default(),
            req_ready: Default::default(),
            req_addr: Default::default(),
            req_len: Default::default(),
            data: Default::default(),
            valid: Default::default(),
            ready: Default::default(),
            cpl_valid: Default::default(),
            cpl_status: Default::default(),
            state: Default::default(),
            reserve: Constant::new(false),
            pending: Default::default(),
            p_inc: Default::default(),
            p_dec: Default::default(),
            ones32: Constant::new(0xFFFF_FFFF_u64.into()),
            mask: Default::default(),
            odd: Default::default(),
            own: Default::default(),
            one32: Constant::new(1.into()),
            with_owner: Default::default(),
        }
    }
}

impl CqeWriter {
    /// A writer that takes its slot (`cq_inc`) as its write request is taken.
    pub fn reserving() -> Self {
        CqeWriter { reserve: Constant::new(true), ..Default::default() }
    }
}

impl Logic for CqeWriter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, pending, own);
        // Slot `producer mod 2^log2`, 64 bytes each; owner bit set on even passes.
        self.mask.next = !(self.ones32.val() << self.cq_log2.val());
        self.odd.next = (self.cq_producer.val() & (self.one32.val() << self.cq_log2.val())).any();
        // Full: `producer - consumer` > mask, i.e. at least 2^log2 (a bit above the mask set: an
        // AND-OR, not a compare behind the subtraction).
        self.full.next = self.cq_error.val() | ((self.cq_producer.val() - self.cq_consumer.val()) & !self.mask.val()).any();
        self.req_addr.next = self.cq_base.val() + (bit_cast::<64, 32>(self.cq_producer.val() & self.mask.val()) << 6);
        self.req_len.next = 64.into();
        self.with_owner.next = self.entry.val();
        self.with_owner.next.owner = self.own.q.val().into();
        self.data.next = self.with_owner.val().into();
        // (`reserve`, a constant, keeps a plain writer's `busy` its state alone in the netlist.)
        self.busy.next = (self.state.q.val() != CqeState::Idle) | (self.reserve.val() & self.pending.q.val().any());
        self.req_valid.next = false;
        self.valid.next = false;
        self.lost.next = false;
        self.done.next = false;
        self.err.next = false;
        self.cq_err_set.next = false;
        self.cq_inc.next = false;
        self.p_inc.next = false;
        self.p_dec.next = self.reserve.val() & self.cpl_valid.val() & self.pending.q.val().any();
        if self.p_dec.val() {
            self.done.next = true;
            self.err.next = self.cpl_status.val() != 0;
        }
        match self.state.q.val() {
            CqeState::Idle => {
                if self.start.val() & self.full.val() {
                    self.lost.next = true;
                    self.cq_err_set.next = true;
                } else if self.start.val() & !self.pending.q.val().get_bit(6) {
                    self.req_valid.next = true;
                    if self.req_ready.val() {
                        self.own.d.next = !self.odd.val();
                        self.cq_inc.next = self.reserve.val();
                        self.state.d.next = CqeState::Data;
                    }
                }
            }
            CqeState::Data => {
                self.valid.next = true;
                if self.ready.val() {
                    self.state.d.next = CqeState::Wait;
                    if self.reserve.val() {
                        self.p_inc.next = true;
                        self.state.d.next = CqeState::Idle;
                    }
                }
            }
            CqeState::Wait => {
                if self.cpl_valid.val() {
                    self.done.next = true;
                    self.err.next = self.cpl_status.val() != 0;
                    self.cq_inc.next = !self.reserve.val();
                    self.state.d.next = CqeState::Idle;
                }
            }
            _ => {
                self.state.d.next = CqeState::Idle;
            }
        }
        if self.p_inc.val() & !self.p_dec.val() {
            self.pending.d.next = self.pending.q.val() + 1;
        }
        if !self.p_inc.val() & self.p_dec.val() {
            self.pending.d.next = self.pending.q.val() - 1;
        }
        if self.reset.val() {
            self.state.d.next = CqeState::Idle;
            self.pending.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use golden::hostfmt::cqe_off;
    use super::*;

    /// The entry record is golden's completion entry layout.
    #[test]
    fn entry_is_goldens_layout() {
        let e = CqeWire::default();
        let o = |f: usize| 8 * f;
        assert_eq!(<CqeWire as Synth>::BITS, 8 * golden::hostfmt::CQE_SIZE);
        assert_eq!(
            [e.get_my_offset_wr_id(), e.get_my_offset_len(), e.get_my_offset_qpn(), e.get_my_offset_imm(), e.get_my_offset_inv_rkey()],
            [o(cqe_off::WR_ID), o(cqe_off::BYTE_LEN), o(cqe_off::QPN), o(cqe_off::IMM), o(cqe_off::INV_RKEY)]
        );
        assert_eq!(
            [e.get_my_offset_src_qp(), e.get_my_offset_status(), e.get_my_offset_opcode(), e.get_my_offset_flags()],
            [o(cqe_off::SRC_QP), o(cqe_off::STATUS), o(cqe_off::OPCODE), o(cqe_off::FLAGS)]
        );
        assert_eq!([e.get_my_offset_owner(), e.get_my_offset_src_gid()], [o(cqe_off::OWNER), o(cqe_off::SRC_IP)]);
    }

    /// Drives one entry through a writer with a slow DMA (request taken after 3 cycles, the beat
    /// after 2 more, the completion 5 later) and returns the cycles of `cq_inc` and of `done`.
    fn incs_and_done(mut w: CqeWriter) -> (Vec<u32>, Option<u32>) {
        use crate::sim_util::{rising_edge, settle};
        w.connect_all();
        w.cq_log2.next = 3.into();
        w.cq_producer.next = 5.into();
        w.cq_consumer.next = 2.into();
        w.start.next = true;
        let (mut incs, mut done, mut taken, mut beat) = (Vec::new(), None, None, None);
        for cycle in 0..30u32 {
            w.req_ready.next = cycle >= 3 && taken.is_none();
            w.ready.next = taken.is_some_and(|t| cycle >= t + 2);
            w.cpl_valid.next = beat.is_some_and(|b| cycle == b + 5);
            settle(&mut w);
            assert!(!w.lost.val() && !w.cq_err_set.val());
            if w.cq_inc.val() {
                incs.push(cycle);
            }
            if w.req_valid.val() && w.req_ready.val() {
                taken = Some(cycle);
            }
            if w.valid.val() && w.ready.val() {
                beat = Some(cycle);
            }
            if w.done.val() {
                done = Some(cycle);
                w.start.next = false;
            }
            rising_edge(&mut w, |w| &mut w.clock);
        }
        (incs, done)
    }

    /// A plain writer advances the producer with `done`; a reserving one as its request is taken
    /// (once, and `done` still comes with the completion).
    #[test]
    fn a_reserving_writer_takes_its_slot_with_the_request() {
        assert_eq!(incs_and_done(CqeWriter::default()), (vec![10], Some(10)));
        assert_eq!(incs_and_done(CqeWriter::reserving()), (vec![3], Some(10)));
    }

    /// A reserving writer with `start` held and a write latency of `lat` cycles: a write per
    /// two cycles (request, beat) until [`CQE_WRITES_IN_FLIGHT`] are in flight, one `done` per
    /// completion in order, a slot per request, `busy` until the last completion; a plain
    /// writer waits for each completion.
    fn in_flight(mut w: CqeWriter, lat: u32) -> (u32, u32, usize) {
        use crate::sim_util::{rising_edge, settle};
        w.connect_all();
        w.cq_log2.next = 12.into();
        w.start.next = true;
        let (mut taken, mut beats, mut done, mut most) = (0u32, Vec::new(), 0u32, 0usize);
        for cycle in 0..600u32 {
            w.start.next = cycle < 300;
            w.req_ready.next = true;
            w.ready.next = true;
            w.cq_producer.next = (taken as u64).into();
            w.cpl_valid.next = beats.get(done as usize).is_some_and(|&b| cycle >= b + lat);
            w.cpl_status.next = 0.into();
            settle(&mut w);
            assert_eq!(w.busy.val(), done < taken, "cycle {cycle}: busy while a write is unfinished");
            if w.req_valid.val() && w.req_ready.val() {
                assert_eq!(w.cq_inc.val(), w.reserve.val(), "a slot with the request");
                taken += 1;
            }
            if w.valid.val() && w.ready.val() {
                beats.push(cycle);
            }
            if w.done.val() {
                assert!(w.cpl_valid.val() && !w.err.val());
                done += 1;
            }
            most = most.max(beats.len() - done as usize);
            rising_edge(&mut w, |w| &mut w.clock);
        }
        assert_eq!(done, taken, "every write completed");
        (taken, done, most)
    }

    #[test]
    fn a_reserving_writer_keeps_writes_in_flight() {
        let (taken, _, most) = in_flight(CqeWriter::reserving(), 20);
        assert_eq!(most, 10, "a write per two cycles over a 20-cycle latency: 20 / 2 in flight");
        assert!(taken >= 149, "{taken} writes in 300 cycles");
        let (_, _, most) = in_flight(CqeWriter::reserving(), 250);
        assert_eq!(most, CQE_WRITES_IN_FLIGHT, "the bound");
        let (taken, _, most) = in_flight(CqeWriter::default(), 20);
        assert_eq!(most, 1);
        assert!(taken <= 300 / 22 + 1, "{taken}");
    }

    /// Ten entries into a 4-slot ring (the register file's producer following `cq_inc`, the
    /// consumer keeping up): each entry goes to slot `producer mod 4` with its pass's owner bit
    /// (set on even passes), also the last slot of a pass, whose reserving writer has moved the
    /// producer into the next pass by the time the beat goes (session 40 found that beat
    /// carrying the next pass's bit).
    #[test]
    fn the_owner_bit_is_the_slots_pass() {
        use crate::sim_util::{rising_edge, settle};
        for mut w in [CqeWriter::default(), CqeWriter::reserving()] {
            w.connect_all();
            w.cq_log2.next = 2.into();
            let (mut prod, mut slot, mut owners) = (0u64, None, vec![]);
            for _ in 0..200 {
                w.cq_producer.next = prod.into();
                w.cq_consumer.next = prod.into();
                w.start.next = owners.len() < 10;
                w.req_ready.next = true;
                w.ready.next = true;
                w.cpl_valid.next = w.busy.val() && w.state.q.val() == CqeState::Wait;
                settle(&mut w);
                if w.req_valid.val() {
                    slot = Some(prod);
                    assert_eq!(w.req_addr.val().to_u64(), (prod % 4) * 64);
                }
                if w.valid.val() {
                    let p = slot.take().expect("a beat after its request");
                    owners.push((p, w.data.val().get_bit(w.entry.val().get_my_offset_owner())));
                }
                if w.cq_inc.val() {
                    prod += 1;
                }
                rising_edge(&mut w, |w| &mut w.clock);
            }
            let want: Vec<(u64, bool)> = (0..10).map(|p| (p, (p / 4) % 2 == 0)).collect();
            assert_eq!(owners, want, "reserving {}", w.reserve.val());
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_cqe_writer", CqeWriter::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
