//! Atomic unit (issue 15): executes an RDMA atomic on host memory through DMA, keeps the QP's
//! atomic replay ring, and answers a duplicate atomic from that ring (golden
//! `transport::responder`'s atomic path and [golden::context::AtomicReplay]).
//!
//! Execute (`exec`, held until `done`): once every earlier write has completed (`drained`: AXI
//! does not order a read after writes), read the 8-byte word at `addr`, compute the new value
//! (compare-and-swap: `swap_add` if the word equals `cmp`, else the word; fetch-and-add: word +
//! `swap_add`), write it, write the replay entry (original value, PSN) into slot `head` of the
//! QP's ring (`replay_base + qpn * 256`, sixteen 16-byte slots), and wait until both writes have
//! completed. `done` then carries the original value (`orig`) and `err` (the read or a write
//! failed: golden's remote operational error; `rd_err` says it was the read). `next_head` is the
//! replay head after this atomic (the next slot, wrapping at `clamp(max_dest_rd_atomic, 1, 16)`
//! slots with the wrapped bit set).
//!
//! Replay (`replay`, held until `done`): once drained, read the QP's whole ring (four beats, four
//! slots each) and answer with the newest live slot holding `psn`: the highest matching slot
//! below `head`, else (the ring has wrapped) the highest from `head` to `n - 1`. `found` low is a
//! stale duplicate; `rd_err` a ring that could not be read.
//!
//! DMA: one read client (8-byte word, or the 256-byte ring) and one write client (the word and
//! the entry; requests wait for `wr_room`). Its writes are not payload: a failure is reported
//! through `wr_failed` (any failed write completion) and ends in `err`.
use crate::dma_client::DmaReadClient;
use rust_hdl::prelude::*;

/// Unit states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum AtomicState {
    /// Waiting for `exec` or `replay`, then for earlier writes to drain.
    Idle,
    /// Read request of the target word.
    ReadReq,
    /// The word; the new value.
    ReadData,
    /// Write request of the new value.
    WriteReq,
    /// The new value's beat.
    WriteData,
    /// Write request of the replay entry.
    EntryReq,
    /// The replay entry's beat.
    EntryData,
    /// Both writes complete.
    WriteWait,
    /// Read request of the QP's replay ring.
    RingReq,
    /// The ring's beats.
    RingData,
}

/// The atomic unit's result, its side.
#[derive(LogicInterface, Default)]
#[join = "AtomicResultIn"]
pub struct AtomicResult {
    /// The operation ended (one-cycle pulse).
    pub done: Signal<Out, Bit>,
    /// With `done`: the original value (execute), or the replayed one (replay, `found`).
    pub orig: Signal<Out, Bits<64>>,
    /// With `done` (execute): the read or a write failed.
    pub err: Signal<Out, Bit>,
    /// With `done`: the read (word or ring) failed.
    pub rd_err: Signal<Out, Bit>,
    /// With `done` (replay): a live slot holds the PSN.
    pub found: Signal<Out, Bit>,
}

/// The atomic unit's result, the header machine's side (the mirror of [`AtomicResult`]).
#[derive(LogicInterface, Default)]
#[join = "AtomicResult"]
pub struct AtomicResultIn {
    /// The operation ended (one-cycle pulse).
    pub done: Signal<In, Bit>,
    /// With `done`: the original value (execute), or the replayed one (replay, `found`).
    pub orig: Signal<In, Bits<64>>,
    /// With `done` (execute): the read or a write failed.
    pub err: Signal<In, Bit>,
    /// With `done`: the read (word or ring) failed.
    pub rd_err: Signal<In, Bit>,
    /// With `done` (replay): a live slot holds the PSN.
    pub found: Signal<In, Bit>,
}

/// The atomic unit.
#[derive(LogicBlock)]
pub struct AtomicUnit {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Execute the atomic (held until `done`).
    pub exec: Signal<In, Bit>,
    /// Answer a duplicate atomic from the ring (held until `done`).
    pub replay: Signal<In, Bit>,
    /// Every earlier DMA write has completed and no payload is in flight.
    pub drained: Signal<In, Bit>,
    /// Host address of the target word (key-checked).
    pub addr: Signal<In, Bits<64>>,
    /// Compare-and-swap (else fetch-and-add).
    pub cas: Signal<In, Bit>,
    /// Compare operand.
    pub cmp: Signal<In, Bits<64>>,
    /// Swap or add operand.
    pub swap_add: Signal<In, Bits<64>>,
    /// The atomic's PSN.
    pub psn: Signal<In, Bits<24>>,
    /// The QP.
    pub qpn: Signal<In, Bits<24>>,
    /// The QP's replay head (context byte: bits 0..3 next slot, bit 4 wrapped).
    pub head: Signal<In, Bits<8>>,
    /// The QP's max_dest_rd_atomic (replay slots: clamped to 1..=16).
    pub max_dest_rd_atomic: Signal<In, Bits<8>>,
    /// Replay table base (256-byte ring per QP).
    pub replay_base: Signal<In, Bits<64>>,
    /// The replay head after an executed atomic.
    pub next_head: Signal<Out, Bits<8>>,
    /// A DMA write completion failed (any write).
    pub wr_failed: Signal<In, Bit>,
    /// DMA read client (its reads end on their completion: `keep` and `last` are not read; it
    /// takes every beat, `rd_ready` is high).
    pub rd: DmaReadClient,
    /// Room for a DMA write request (the write tracker's).
    pub wr_room: Signal<In, Bit>,
    /// DMA write client: request.
    pub wr_req_valid: Signal<Out, Bit>,
    /// DMA write client: request taken.
    pub wr_req_ready: Signal<In, Bit>,
    /// DMA write client: host address.
    pub wr_req_addr: Signal<Out, Bits<64>>,
    /// DMA write client: bytes.
    pub wr_req_len: Signal<Out, Bits<17>>,
    /// DMA write client: beat data.
    pub wr_data: Signal<Out, Bits<512>>,
    /// DMA write client: byte enables.
    pub wr_keep: Signal<Out, Bits<64>>,
    /// DMA write client: last beat.
    pub wr_last: Signal<Out, Bit>,
    /// DMA write client: beat valid.
    pub wr_valid: Signal<Out, Bit>,
    /// DMA write client: beat taken.
    pub wr_ready: Signal<In, Bit>,
    /// The operation's result (to the header machine's `au`).
    pub res: AtomicResult,
    state: DFF<AtomicState>,
    o_orig: DFF<Bits<64>>,
    new_val: DFF<Bits<64>>,
    at_err: DFF<Bit>,
    rp_beat: DFF<Bits<2>>,
    rp_lo: DFF<Bit>,
    rp_lo_orig: DFF<Bits<64>>,
    rp_hi: DFF<Bit>,
    rp_hi_orig: DFF<Bits<64>>,
    word: Signal<Local, Bits<64>>,
    r_n: Signal<Local, Bits<5>>,
    r_head: Signal<Local, Bits<5>>,
    r_wrap: Signal<Local, Bit>,
    r_ring: Signal<Local, Bits<64>>,
    r_slot: Signal<Local, Bits<64>>,
    rp_s0: Signal<Local, Bits<5>>,
    rp_s1: Signal<Local, Bits<5>>,
    rp_s2: Signal<Local, Bits<5>>,
    rp_s3: Signal<Local, Bits<5>>,
    rp_e0: Signal<Local, Bit>,
    rp_e1: Signal<Local, Bit>,
    rp_e2: Signal<Local, Bit>,
    rp_e3: Signal<Local, Bit>,
    rp_l0: Signal<Local, Bit>,
    rp_l1: Signal<Local, Bit>,
    rp_l2: Signal<Local, Bit>,
    rp_l3: Signal<Local, Bit>,
    rp_h0: Signal<Local, Bit>,
    rp_h1: Signal<Local, Bit>,
    rp_h2: Signal<Local, Bit>,
    rp_h3: Signal<Local, Bit>,
}

impl Default for AtomicUnit {
    fn default() -> Self {
        AtomicUnit {
            clock: Default::default(),
            res: Default::default(),
            reset: Default::default(),
            exec: Default::default(),
            replay: Default::default(),
            drained: Default::default(),
            addr: Default::default(),
            cas: Default::default(),
            cmp: Default::default(),
            swap_add: Default::default(),
            psn: Default::default(),
            qpn: Default::default(),
            head: Default::default(),
            max_dest_rd_atomic: Default::default(),
            replay_base: Default::default(),
            next_head: Default::default(),
            wr_failed: Default::default(),
            rd: Default::default(),
            wr_room: Default::default(),
            wr_req_valid: Default::default(),
            wr_req_ready: Default::default(),
            wr_req_addr: Default::default(),
            wr_req_len: Default::default(),
            wr_data: Default::default(),
            wr_keep: Default::default(),
            wr_last: Default::default(),
            wr_valid: Default::default(),
            wr_ready: Default::default(),
            state: Default::default(),
            o_orig: Default::default(),
            new_val: Default::default(),
            at_err: Default::default(),
            rp_beat: Default::default(),
            rp_lo: Default::default(),
            rp_lo_orig: Default::default(),
            rp_hi: Default::default(),
            rp_hi_orig: Default::default(),
            word: Default::default(),
            r_n: Default::default(),
            r_head: Default::default(),
            r_wrap: Default::default(),
            r_ring: Default::default(),
            r_slot: Default::default(),
            rp_s0: Default::default(),
            rp_s1: Default::default(),
            rp_s2: Default::default(),
            rp_s3: Default::default(),
            rp_e0: Default::default(),
            rp_e1: Default::default(),
            rp_e2: Default::default(),
            rp_e3: Default::default(),
            rp_l0: Default::default(),
            rp_l1: Default::default(),
            rp_l2: Default::default(),
            rp_l3: Default::default(),
            rp_h0: Default::default(),
            rp_h1: Default::default(),
            rp_h2: Default::default(),
            rp_h3: Default::default(),
        }
    }
}

impl Logic for AtomicUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, o_orig, new_val, at_err, rp_beat, rp_lo, rp_lo_orig, rp_hi, rp_hi_orig);
        // The ring (golden::context::AtomicReplay): n slots, head, wrapped.
        self.r_n.next = self.max_dest_rd_atomic.val().get_bits::<5>(0);
        if !self.max_dest_rd_atomic.val().any() {
            self.r_n.next = 1.into();
        }
        if self.max_dest_rd_atomic.val() > 16 {
            self.r_n.next = 16.into();
        }
        self.r_head.next = bit_cast::<5, 4>(self.head.val().get_bits::<4>(0));
        self.r_wrap.next = self.head.val().get_bit(4);
        self.r_ring.next = self.replay_base.val() + (bit_cast::<64, 24>(self.qpn.val()) << 8);
        self.r_slot.next = self.r_ring.val() + (bit_cast::<64, 5>(self.r_head.val()) << 4);
        self.next_head.next = bit_cast::<8, 5>(self.r_head.val() + 1) | (self.head.val() & 0x10);
        if (self.r_head.val() + 1) >= self.r_n.val() {
            self.next_head.next = 0x10.into();
        }
        // Slot index of each lane of the ring beat, its PSN match, live below / from `head`.
        self.rp_s0.next = bit_cast::<5, 2>(self.rp_beat.q.val()) << 2;
        self.rp_s1.next = self.rp_s0.val() + 1;
        self.rp_s2.next = self.rp_s0.val() + 2;
        self.rp_s3.next = self.rp_s0.val() + 3;
        self.rp_e0.next = self.rd.data.val().get_bits::<24>(64) == self.psn.val();
        self.rp_e1.next = self.rd.data.val().get_bits::<24>(192) == self.psn.val();
        self.rp_e2.next = self.rd.data.val().get_bits::<24>(320) == self.psn.val();
        self.rp_e3.next = self.rd.data.val().get_bits::<24>(448) == self.psn.val();
        self.rp_l0.next = self.rp_e0.val() & (self.rp_s0.val() < self.r_head.val());
        self.rp_l1.next = self.rp_e1.val() & (self.rp_s1.val() < self.r_head.val());
        self.rp_l2.next = self.rp_e2.val() & (self.rp_s2.val() < self.r_head.val());
        self.rp_l3.next = self.rp_e3.val() & (self.rp_s3.val() < self.r_head.val());
        self.rp_h0.next = self.rp_e0.val() & self.r_wrap.val() & (self.rp_s0.val() >= self.r_head.val()) & (self.rp_s0.val() < self.r_n.val());
        self.rp_h1.next = self.rp_e1.val() & self.r_wrap.val() & (self.rp_s1.val() >= self.r_head.val()) & (self.rp_s1.val() < self.r_n.val());
        self.rp_h2.next = self.rp_e2.val() & self.r_wrap.val() & (self.rp_s2.val() >= self.r_head.val()) & (self.rp_s2.val() < self.r_n.val());
        self.rp_h3.next = self.rp_e3.val() & self.r_wrap.val() & (self.rp_s3.val() >= self.r_head.val()) & (self.rp_s3.val() < self.r_n.val());
        self.word.next = self.rd.data.val().get_bits::<64>(0);
        // Defaults.
        self.res.done.next = false;
        self.res.err.next = false;
        self.res.rd_err.next = false;
        self.res.found.next = false;
        self.res.orig.next = self.o_orig.q.val();
        self.rd.req_valid.next = false;
        self.rd.ready.next = true;
        self.rd.req_addr.next = self.addr.val();
        self.rd.req_len.next = 8.into();
        self.wr_req_valid.next = false;
        self.wr_req_addr.next = self.addr.val();
        self.wr_req_len.next = 8.into();
        self.wr_valid.next = false;
        self.wr_data.next = bit_cast::<512, 64>(self.new_val.q.val());
        self.wr_keep.next = 0xFF.into();
        self.wr_last.next = true;
        if self.wr_failed.val() {
            self.at_err.d.next = true;
        }
        match self.state.q.val() {
            AtomicState::Idle => {
                if self.exec.val() & self.drained.val() {
                    self.state.d.next = AtomicState::ReadReq;
                    self.at_err.d.next = false;
                } else if self.replay.val() & self.drained.val() {
                    self.state.d.next = AtomicState::RingReq;
                }
            }
            AtomicState::ReadReq => {
                self.rd.req_valid.next = true;
                if self.rd.req_ready.val() {
                    self.state.d.next = AtomicState::ReadData;
                }
            }
            AtomicState::ReadData => {
                if self.rd.valid.val() {
                    self.o_orig.d.next = self.word.val();
                    self.new_val.d.next = self.word.val() + self.swap_add.val();
                    if self.cas.val() {
                        self.new_val.d.next = self.word.val();
                        if self.word.val() == self.cmp.val() {
                            self.new_val.d.next = self.swap_add.val();
                        }
                    }
                }
                if self.rd.cpl_valid.val() {
                    if self.rd.cpl_status.val() != 0 {
                        self.res.done.next = true;
                        self.res.err.next = true;
                        self.res.rd_err.next = true;
                        self.state.d.next = AtomicState::Idle;
                    } else {
                        self.state.d.next = AtomicState::WriteReq;
                    }
                }
            }
            AtomicState::WriteReq => {
                self.wr_req_valid.next = self.wr_room.val();
                if self.wr_req_ready.val() & self.wr_room.val() {
                    self.state.d.next = AtomicState::WriteData;
                }
            }
            AtomicState::WriteData => {
                self.wr_valid.next = true;
                if self.wr_ready.val() {
                    self.state.d.next = AtomicState::EntryReq;
                }
            }
            AtomicState::EntryReq => {
                // The replay entry (original value, PSN) into slot `head`, before the answer.
                self.wr_req_valid.next = self.wr_room.val();
                self.wr_req_addr.next = self.r_slot.val();
                self.wr_req_len.next = 16.into();
                if self.wr_req_ready.val() & self.wr_room.val() {
                    self.state.d.next = AtomicState::EntryData;
                }
            }
            AtomicState::EntryData => {
                // golden::context::ReplayEntry: orig at byte 0, PSN at byte 8, reserved zero.
                self.wr_valid.next = true;
                self.wr_data.next = bit_cast::<512, 64>(self.o_orig.q.val()) | (bit_cast::<512, 24>(self.psn.val()) << 64);
                self.wr_keep.next = 0xFFFF.into();
                if self.wr_ready.val() {
                    self.state.d.next = AtomicState::WriteWait;
                }
            }
            AtomicState::WriteWait => {
                if self.drained.val() {
                    self.res.done.next = true;
                    self.res.err.next = self.at_err.q.val();
                    self.state.d.next = AtomicState::Idle;
                }
            }
            AtomicState::RingReq => {
                self.rd.req_valid.next = true;
                self.rd.req_addr.next = self.r_ring.val();
                self.rd.req_len.next = 256.into();
                if self.rd.req_ready.val() {
                    self.rp_beat.d.next = 0.into();
                    self.rp_lo.d.next = false;
                    self.rp_hi.d.next = false;
                    self.state.d.next = AtomicState::RingData;
                }
            }
            AtomicState::RingData => {
                // Four slots per beat; the newest live slot with the PSN answers.
                if self.rd.valid.val() {
                    self.rp_beat.d.next = self.rp_beat.q.val() + 1;
                    if self.rp_l0.val() {
                        self.rp_lo.d.next = true;
                        self.rp_lo_orig.d.next = self.rd.data.val().get_bits::<64>(0);
                    }
                    if self.rp_l1.val() {
                        self.rp_lo.d.next = true;
                        self.rp_lo_orig.d.next = self.rd.data.val().get_bits::<64>(128);
                    }
                    if self.rp_l2.val() {
                        self.rp_lo.d.next = true;
                        self.rp_lo_orig.d.next = self.rd.data.val().get_bits::<64>(256);
                    }
                    if self.rp_l3.val() {
                        self.rp_lo.d.next = true;
                        self.rp_lo_orig.d.next = self.rd.data.val().get_bits::<64>(384);
                    }
                    if self.rp_h0.val() {
                        self.rp_hi.d.next = true;
                        self.rp_hi_orig.d.next = self.rd.data.val().get_bits::<64>(0);
                    }
                    if self.rp_h1.val() {
                        self.rp_hi.d.next = true;
                        self.rp_hi_orig.d.next = self.rd.data.val().get_bits::<64>(128);
                    }
                    if self.rp_h2.val() {
                        self.rp_hi.d.next = true;
                        self.rp_hi_orig.d.next = self.rd.data.val().get_bits::<64>(256);
                    }
                    if self.rp_h3.val() {
                        self.rp_hi.d.next = true;
                        self.rp_hi_orig.d.next = self.rd.data.val().get_bits::<64>(384);
                    }
                }
                if self.rd.cpl_valid.val() {
                    self.res.done.next = true;
                    self.res.rd_err.next = self.rd.cpl_status.val() != 0;
                    self.res.found.next = (self.rd.cpl_status.val() == 0) & (self.rp_lo.q.val() | self.rp_hi.q.val());
                    self.res.orig.next = self.rp_hi_orig.q.val();
                    if self.rp_lo.q.val() {
                        self.res.orig.next = self.rp_lo_orig.q.val();
                    }
                    self.state.d.next = AtomicState::Idle;
                }
            }
            _ => {
                self.state.d.next = AtomicState::Idle;
            }
        }
        if self.reset.val() {
            self.state.d.next = AtomicState::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exports and lints clean (unused-signal warnings off: the reserved bytes of the replay
    /// entries it reads are not used, see `scripts/verilator-lint.sh`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_atomic_unit", AtomicUnit::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
