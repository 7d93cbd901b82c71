//! The requester's response payload mover (issue 16): the beats of the local-buffer writes the
//! engine requests, so the engine goes on to the next response or turn while a READ response's
//! payload streams into host memory.
//!
//! The engine issues each local-buffer write's request itself (its address and length) and, in
//! the same cycle, one command here; it gives one command for every response payload, in
//! record order, so the payloads on `pay` and the commands stay in step:
//! - [`move_op::STREAM`]: the next payload's `beats` beats become the write's beats (`last` on
//!   the last; the payload's own `tlast` comes with it, since the engine checked its length);
//! - [`move_op::DROP`]: the next payload is taken and dropped, to its last beat (a response the
//!   engine does not write: stale, bad, refused);
//! - [`move_op::VALUE`]: one beat of `data` (an atomic's original value, 8 bytes little endian),
//!   no payload.
//!
//! Up to four commands wait (`cmd_ready` is a register: room for one more at the end of the last
//! cycle). A payload beat goes through in the cycle the write takes it (`pay.tready` is the
//! write's `ready`), as the engine forwarded it before.
use crate::axis::AxisSink;
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// The mover's commands.
pub mod move_op {
    /// The next payload becomes the write's beats.
    pub const STREAM: u64 = 0;
    /// The next payload is dropped.
    pub const DROP: u64 = 1;
    /// One beat of the command's data.
    pub const VALUE: u64 = 2;
}
// `update` writes these as literals.
const _: () = assert!(move_op::STREAM == 0 && move_op::DROP == 1 && move_op::VALUE == 2);

/// Commands the mover holds.
pub const MOVE_COMMANDS: usize = 4;
const _: () = assert!(SyncFifo::<MoveCmd, 2, 3>::CAPACITY == MOVE_COMMANDS);

/// One command.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct MoveCmd {
    /// [`move_op`].
    pub op: Bits<2>,
    /// STREAM: the write's beats (1..=64: at most 4096 bytes).
    pub beats: Bits<7>,
    /// VALUE: the beat's low 64 bits (the rest zero).
    pub data: Bits<64>,
}

/// The mover (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct RspPayloadMover {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (drops the commands; the payload in progress is forgotten:
    /// reset the RX side with it).
    pub reset: Signal<In, Bit>,
    /// A command.
    pub cmd: Signal<In, MoveCmd>,
    /// `cmd` is offered (and taken when `cmd_ready`).
    pub cmd_valid: Signal<In, Bit>,
    /// The mover takes a command (a register).
    pub cmd_ready: Signal<Out, Bit>,
    /// The responses' payloads, in record order.
    pub pay: AxisSink,
    /// The write's beat.
    pub w_data: Signal<Out, Bits<512>>,
    /// `w_data` is offered.
    pub w_valid: Signal<Out, Bit>,
    /// The beat is taken.
    pub w_ready: Signal<In, Bit>,
    /// The write's last beat.
    pub w_last: Signal<Out, Bit>,
    /// No command waits or runs.
    pub idle: Signal<Out, Bit>,
    fifo: SyncFifo<MoveCmd, 2, 3>,
    /// The head command's beats written so far.
    done_n: DFF<Bits<7>>,
    /// Room for a command (a register: the FIFO held at most two).
    room: DFF<Bit>,
    /// The head command, and its op.
    head: Signal<Local, MoveCmd>,
    op: Signal<Local, Bits<2>>,
    /// The head is finished this cycle.
    pop: Signal<Local, Bit>,
    /// The next beat is the write's last.
    at_last: Signal<Local, Bit>,
}

impl Logic for RspPayloadMover {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, done_n, room);
        clock!(self, clock, fifo);
        self.fifo.reset.next = self.reset.val();
        self.fifo.replace.next = false;
        self.fifo.wr_en.next = self.cmd_valid.val() & self.room.q.val();
        self.fifo.wr_data.next = self.cmd.val();
        self.cmd_ready.next = self.room.q.val();
        self.room.d.next = self.fifo.fill.val() < 3;

        self.head.next = self.fifo.rd_data.val();
        self.op.next = self.head.val().op;
        self.at_last.next = (self.done_n.q.val() + 1) == self.head.val().beats;
        self.w_data.next = self.pay.tdata.val();
        self.w_valid.next = false;
        self.w_last.next = self.at_last.val();
        self.pay.tready.next = false;
        self.pop.next = false;
        if self.fifo.rd_valid.val() {
            if self.op.val() == 0 {
                // STREAM: payload beats become the write's.
                self.w_valid.next = self.pay.tvalid.val();
                self.pay.tready.next = self.w_ready.val();
                if self.pay.tvalid.val() & self.w_ready.val() {
                    self.done_n.d.next = self.done_n.q.val() + 1;
                    self.pop.next = self.at_last.val();
                }
            } else if self.op.val() == 1 {
                // DROP: to the payload's last beat.
                self.pay.tready.next = true;
                self.pop.next = self.pay.tvalid.val() & self.pay.tlast.val();
            } else {
                // VALUE: one beat.
                self.w_data.next = bit_cast::<512, 64>(self.head.val().data);
                self.w_valid.next = true;
                self.w_last.next = true;
                self.pop.next = self.w_ready.val();
            }
        }
        if self.pop.val() {
            self.done_n.d.next = 0.into();
        }
        self.fifo.rd_en.next = self.pop.val();
        self.idle.next = !self.fifo.rd_valid.val() & (self.fifo.fill.val() == 0);
        if self.reset.val() {
            self.done_n.d.next = 0.into();
            self.room.d.next = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// Random commands (their payloads on `pay`, the payload running ahead or behind), random
    /// readiness on both sides: the write's beats are exactly the STREAM payloads' beats and
    /// the VALUE beats, in command order, `last` on each command's last; dropped payloads are
    /// taken whole and written nowhere; the mover ends idle with every payload beat taken.
    fn run(cmds: &[(u64, u64)], seed: u64, p: f64) -> Result<(), TestCaseError> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut u = RspPayloadMover::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        // Payload beats (command k, beat i, last) for STREAM and DROP commands, in order.
        let pay: Vec<(u64, u64, bool)> = cmds
            .iter()
            .enumerate()
            .filter(|(_, c)| c.0 != move_op::VALUE)
            .flat_map(|(k, c)| (0..c.1).map(move |i| (k as u64, i, i + 1 == c.1)))
            .collect();
        let want: Vec<(u64, u64, bool)> = cmds
            .iter()
            .enumerate()
            .filter(|(_, c)| c.0 != move_op::DROP)
            .flat_map(|(k, c)| {
                let n = if c.0 == move_op::VALUE { 1 } else { c.1 };
                (0..n).map(move |i| (k as u64, i, i + 1 == n))
            })
            .collect();
        let (mut ci, mut pi) = (0usize, 0usize);
        let mut got: Vec<(u64, u64, bool)> = vec![];
        let mut sent_cmds: VecDeque<usize> = VecDeque::new();
        for _ in 0..20_000 {
            let offer_c = ci < cmds.len() && rng.gen_bool(p);
            u.cmd_valid.next = offer_c;
            if ci < cmds.len() {
                let (op, n) = cmds[ci];
                u.cmd.next = MoveCmd { op: op.into(), beats: n.into(), data: (0xD000 + ci as u64).into() };
            }
            let offer_p = pi < pay.len() && rng.gen_bool(p);
            u.pay.tvalid.next = offer_p;
            if pi < pay.len() {
                let (k, i, last) = pay[pi];
                u.pay.tdata.next = ((k << 16) | i).into();
                u.pay.tlast.next = last;
            }
            u.w_ready.next = rng.gen_bool(p);
            settle(&mut u);
            if offer_c && u.cmd_ready.val() {
                sent_cmds.push_back(ci);
                ci += 1;
            }
            if offer_p && u.pay.tready.val() {
                pi += 1;
            }
            if u.w_valid.val() && u.w_ready.val() {
                let d = u.w_data.val().get_bits::<64>(0).to_u64();
                let k = got.len();
                let (wk, _, _) = want.get(k).copied().unwrap_or((u64::MAX, 0, false));
                if cmds.get(wk as usize).is_some_and(|c| c.0 == move_op::VALUE) {
                    prop_assert_eq!(d, 0xD000 + wk, "beat {} the command's value", k);
                    got.push((wk, 0, u.w_last.val()));
                } else {
                    got.push((d >> 16, d & 0xFFFF, u.w_last.val()));
                }
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        prop_assert_eq!(ci, cmds.len());
        prop_assert_eq!(pi, pay.len(), "every payload beat taken");
        prop_assert_eq!(got, want);
        settle(&mut u);
        prop_assert!(u.idle.val());
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn beats_follow_their_commands(
            cmds in proptest::collection::vec((0u64..3, 1u64..=64), 1..30),
            seed in any::<u64>(),
            p in prop_oneof![Just(1.0f64), 0.2f64..1.0],
        ) {
            run(&cmds, seed, p)?;
        }
    }

    /// With everything ready, a 64-beat payload streams at a beat a clock, back to back with
    /// the next.
    #[test]
    fn a_beat_a_clock() {
        let mut u = RspPayloadMover::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        let (mut pushed, mut beats, mut last_at) = (0, 0, 0);
        for cycle in 0..140 {
            u.cmd_valid.next = pushed < 2;
            u.cmd.next = MoveCmd { op: move_op::STREAM.into(), beats: 64.into(), data: 0.into() };
            u.pay.tvalid.next = beats < 128;
            u.pay.tlast.next = beats % 64 == 63;
            u.w_ready.next = true;
            settle(&mut u);
            if u.cmd_valid.val() && u.cmd_ready.val() {
                pushed += 1;
            }
            if u.w_valid.val() {
                beats += 1;
                assert_eq!(u.w_last.val(), beats % 64 == 0, "cycle {cycle}");
                last_at = cycle;
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        assert_eq!(beats, 128);
        assert_eq!(last_at, 129, "the first beat two cycles after the command (the FIFO's), then one a clock");
    }

    /// Exports and lints clean (unused-signal warnings off: the stream's `tkeep` and `tuser` are
    /// not read, the write's length bounds its bytes; see `scripts/verilator-lint.sh`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_rsp_payload_mover", RspPayloadMover::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
