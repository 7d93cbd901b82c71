//! The requester's response payload mover (issue 16): the beats of the local-buffer writes the
//! engine requests, so the engine goes on to the next response or turn while a READ response's
//! payload streams into host memory.
//!
//! The engine issues each local-buffer write's request itself (its address and length) and, in
//! the same cycle, one command here; it gives commands for every response payload, in record
//! order, so the payloads on `pay` and the commands stay in step:
//! - [`move_op::STREAM`]: the next `len` bytes of the payload become the write's beats (the
//!   piece's first byte in lane 0, `last` on its last beat). A READ response scattered into
//!   several SGEs is several STREAM pieces, one per write, the last with `eof` (the engine
//!   checked the payload's length: the pieces cover it exactly); a payload into one buffer is
//!   one piece with `eof`;
//! - [`move_op::DROP`]: the next payload is taken and dropped, to its last beat (a response the
//!   engine does not write: stale, bad, refused);
//! - [`move_op::VALUE`]: one beat of `data` (an atomic's original value, 8 bytes little endian),
//!   no payload.
//!
//! STREAM and DROP go on to a [`PayloadMover`] (the responder's: the bytes a piece leaves in its
//! last beat start the next piece, shifted down), as its records; a VALUE waits until that mover
//! is idle, so the write's beats keep the commands' order.
//!
//! Up to four commands wait (`cmd_ready` is a register: room for one more at the end of the last
//! cycle). A payload beat goes through in the cycle the write takes it, a beat a clock across
//! pieces and payloads.
use crate::axis::AxisSink;
use crate::payload_mover::{MoverRecord, PayloadMover};
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// The mover's commands.
pub mod move_op {
    /// The payload's next bytes become the write's beats.
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

/// Records the inner [`PayloadMover`] may hold before the next waits: its `fill` is registered
/// (a push shows a cycle later), so one below its 32 and one more for the push in flight.
const PM_ROOM: usize = 30; // written as a literal in `update`
const _: () = assert!(PM_ROOM + 2 == crate::sync_fifo::RecordFifo::<Bits<18>>::CAPACITY);

/// One command.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct MoveCmd {
    /// [`move_op`].
    pub op: Bits<2>,
    /// STREAM: the piece's bytes (1..=4096).
    pub len: Bits<13>,
    /// STREAM: the piece ends its payload (bytes left in its last beat are dropped).
    pub eof: Bit,
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
    /// The pieces' bytes (STREAM and DROP as its records).
    pm: PayloadMover,
    /// Room for a command (a register: the FIFO held at most two).
    room: DFF<Bit>,
    /// The head command, and its op.
    head: Signal<Local, MoveCmd>,
    op: Signal<Local, Bits<2>>,
    /// The head is finished this cycle.
    pop: Signal<Local, Bit>,
    /// The head is a VALUE and goes out now (the pieces before it are written).
    value: Signal<Local, Bit>,
    /// The record for the inner mover.
    rec: Signal<Local, MoverRecord>,
}

impl Logic for RspPayloadMover {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, room);
        clock!(self, clock, fifo, pm);
        self.fifo.reset.next = self.reset.val();
        self.fifo.replace.next = false;
        self.fifo.wr_en.next = self.cmd_valid.val() & self.room.q.val();
        self.fifo.wr_data.next = self.cmd.val();
        self.cmd_ready.next = self.room.q.val();
        self.room.d.next = self.fifo.fill.val() < 3;

        self.pm.reset.next = self.reset.val();
        AxisSink::link(&mut self.pay, &mut self.pm.s_pay);
        self.head.next = self.fifo.rd_data.val();
        self.op.next = self.head.val().op;
        self.rec.next.write = self.op.val() == 0;
        self.rec.next.eof = self.head.val().eof;
        self.rec.next.len = bit_cast::<16, 13>(self.head.val().len);
        self.pm.rec.next = self.rec.val();
        self.pm.rec_valid.next = false;
        self.pop.next = false;
        self.value.next = false;
        if self.fifo.rd_valid.val() {
            if self.op.val() == 2 {
                // VALUE: one beat, once every piece before it is written.
                self.value.next = self.pm.idle.val();
                self.pop.next = self.value.val() & self.w_ready.val();
            } else if self.pm.fill.val() < 30 {
                // STREAM or DROP: a record of the inner mover.
                self.pm.rec_valid.next = true;
                self.pop.next = true;
            }
        }
        self.w_data.next = self.pm.wr_data.val();
        self.w_valid.next = self.pm.wr_valid.val();
        self.w_last.next = self.pm.wr_last.val();
        if self.value.val() {
            self.w_data.next = bit_cast::<512, 64>(self.head.val().data);
            self.w_valid.next = true;
            self.w_last.next = true;
        }
        self.pm.wr_ready.next = self.w_ready.val();
        self.fifo.rd_en.next = self.pop.val();
        self.idle.next = !self.fifo.rd_valid.val() & (self.fifo.fill.val() == 0) & self.pm.idle.val();
        if self.reset.val() {
            self.room.d.next = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::{bits_to_bytes, bytes_to_bits};
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    /// One payload's commands: written as pieces of these lengths (summing to the payload's),
    /// or dropped; or a VALUE (no payload).
    #[derive(Clone, Debug)]
    enum Job {
        Pieces(Vec<u16>),
        Drop(u16),
        Value,
    }

    /// Random jobs (their payloads on `pay`, the payload running ahead or behind the commands),
    /// random readiness on both sides: the writes are exactly the STREAM pieces' bytes and the
    /// VALUE beats, in command order, each piece's first byte in lane 0 and `last` on each
    /// write's last beat; dropped payloads are taken whole and written nowhere; the mover ends
    /// idle with every payload beat taken.
    fn run(jobs: &[Job], seed: u64, p: f64) -> Result<(), TestCaseError> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut u = RspPayloadMover::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        // The payload beats (data, last), the commands, and the writes expected (bytes).
        let mut pay: Vec<([u8; 64], bool)> = vec![];
        let mut cmds: Vec<MoveCmd> = vec![];
        let mut want: Vec<Vec<u8>> = vec![];
        for (j, job) in jobs.iter().enumerate() {
            let len = match job {
                Job::Pieces(v) => v.iter().map(|&x| x as usize).sum(),
                Job::Drop(n) => *n as usize,
                Job::Value => 0,
            };
            let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
            for (k, c) in bytes.chunks(64).enumerate() {
                let mut b = [0u8; 64];
                b[..c.len()].copy_from_slice(c);
                pay.push((b, (k + 1) * 64 >= len));
            }
            match job {
                Job::Pieces(v) => {
                    let mut at = 0usize;
                    for (k, &n) in v.iter().enumerate() {
                        cmds.push(MoveCmd { op: move_op::STREAM.into(), len: (n as u64).into(), eof: k + 1 == v.len(), data: 0.into() });
                        want.push(bytes[at..at + n as usize].to_vec());
                        at += n as usize;
                    }
                }
                Job::Drop(_) => cmds.push(MoveCmd { op: move_op::DROP.into(), len: 0.into(), eof: false, data: 0.into() }),
                Job::Value => {
                    let v = 0xD000_0000_0000 + j as u64;
                    cmds.push(MoveCmd { op: move_op::VALUE.into(), len: 0.into(), eof: false, data: v.into() });
                    want.push(v.to_le_bytes().to_vec());
                }
            }
        }
        let (mut ci, mut pi) = (0usize, 0usize);
        let mut got: Vec<Vec<u8>> = vec![];
        let mut cur: Vec<u8> = vec![];
        // Until every command, payload beat and write is through (a bound far above the worst
        // case: 20 payloads of 64 beats at a 0.2 chance per side and cycle, about 32,000 cycles),
        // then a few cycles more (nothing else may come out).
        let mut extra = 20;
        for _ in 0..400_000 {
            if ci == cmds.len() && pi == pay.len() && got.len() == want.len() {
                if extra == 0 {
                    break;
                }
                extra -= 1;
            }
            let offer_c = ci < cmds.len() && rng.gen_bool(p);
            u.cmd_valid.next = offer_c;
            if ci < cmds.len() {
                u.cmd.next = cmds[ci];
            }
            let offer_p = pi < pay.len() && rng.gen_bool(p);
            u.pay.tvalid.next = offer_p;
            if pi < pay.len() {
                u.pay.tdata.next = bytes_to_bits(&pay[pi].0);
                u.pay.tlast.next = pay[pi].1;
            }
            u.w_ready.next = rng.gen_bool(p);
            settle(&mut u);
            if offer_c && u.cmd_ready.val() {
                ci += 1;
            }
            if offer_p && u.pay.tready.val() {
                pi += 1;
            }
            if u.w_valid.val() && u.w_ready.val() {
                cur.extend_from_slice(&bits_to_bytes(u.w_data.val()));
                if u.w_last.val() {
                    // Bytes past the write's length in its last beat are don't-care.
                    let n = want.get(got.len()).map_or(cur.len(), |w| w.len());
                    prop_assert!(cur.len() >= n && cur.len() - n < 64, "write {} of {} bytes in {} beats", got.len(), n, cur.len() / 64);
                    cur.truncate(n);
                    got.push(std::mem::take(&mut cur));
                }
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        prop_assert_eq!(ci, cmds.len());
        prop_assert_eq!(pi, pay.len(), "every payload beat taken");
        prop_assert!(cur.is_empty());
        prop_assert_eq!(got, want);
        settle(&mut u);
        prop_assert!(u.idle.val());
        Ok(())
    }

    /// A job: a payload cut into 1..=4 pieces of 1..=300 bytes, or of 1..=4096 bytes whole, a
    /// dropped payload of 1..=700 bytes, or a VALUE.
    fn job() -> impl Strategy<Value = Job> {
        prop_oneof![
            3 => proptest::collection::vec(1u16..=300, 1..=4).prop_map(Job::Pieces),
            1 => (1u16..=4096).prop_map(|n| Job::Pieces(vec![n])),
            1 => (1u16..=700).prop_map(Job::Drop),
            1 => Just(Job::Value),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn writes_follow_their_commands(
            jobs in proptest::collection::vec(job(), 1..20),
            seed in any::<u64>(),
            p in prop_oneof![Just(1.0f64), 0.2f64..1.0],
        ) {
            run(&jobs, seed, p)?;
        }
    }

    /// Every cut of a 130-byte payload into two pieces, and a 4 KB payload whole, everything
    /// ready and with stalls.
    #[test]
    fn every_cut_of_a_payload() {
        for cut in 1..130u16 {
            for p in [1.0, 0.5] {
                run(&[Job::Pieces(vec![cut, 130 - cut]), Job::Value, Job::Pieces(vec![4096])], cut as u64, p).unwrap();
            }
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
        let (mut pushed, mut beats, mut first_at, mut last_at) = (0, 0, None, 0);
        for cycle in 0..140 {
            u.cmd_valid.next = pushed < 2;
            u.cmd.next = MoveCmd { op: move_op::STREAM.into(), len: 4096.into(), eof: true, data: 0.into() };
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
                first_at.get_or_insert(cycle);
                last_at = cycle;
            }
            rising_edge(&mut u, |u| &mut u.clock);
        }
        assert_eq!(beats, 128);
        let first = first_at.unwrap();
        assert_eq!(last_at, first + 127, "one beat a clock from the first, across the two payloads");
        assert!(first <= 6, "the first beat {first} cycles after the command (the two FIFOs')");
    }

    /// Exports and lints clean (unused-signal warnings off: the stream's `tkeep` and `tuser` are
    /// not read, the write's length bounds its bytes; UNOPTFLAT off: the inner payload mover's
    /// record goes in and its beats come out in this block's one always block, which the tests
    /// above settle; see `scripts/verilator-lint.sh`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_rsp_payload_mover", RspPayloadMover::default(), &["-Wno-UNUSEDSIGNAL", "-Wno-UNOPTFLAT"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
