//! The checks of a request against its QP's context, in golden's order per opcode (golden
//! `responder::execute`, IBTA 9.7.5.1, rxe `check_op_seq` / `check_op_valid` / `check_length`):
//! the outcome before the memory key check, whether a key check runs (and the length and access
//! it checks), and what the request changes in the context's flags.
//!
//! | opcode | checks, first failing wins |
//! | --- | --- |
//! | WRITE | opcode sequence (InvalidRequest); last with immediate and no receive WQE (Rnr); first with a DMA length above 2^31 (InvalidRequest); first without remote write access (AccessError); first with a length: the key check; the payload length for the packet's place (InvalidRequest) |
//! | SEND | opcode sequence (InvalidRequest); first and no receive WQE (Rnr); payload length (InvalidRequest) |
//! | READ | opcode sequence unless a duplicate (InvalidRequest); DMA length above 2^31 (InvalidRequest); no remote read access (AccessError); a length: the key check |
//! | atomic | opcode sequence (InvalidRequest); no remote atomic access (AccessError); VA not 8-aligned (InvalidRequest); the key check (8 bytes) |
//!
//! The context's flags (golden `context::qpc_flags`): bit 1 a WRITE in progress, bit 2 a SEND in
//! progress, bit 4 a CNP has been sent (the CNP interval runs), bit 5 a UC QP drops the message in
//! progress. A UC first packet after a gap (or while dropping) starts over (bits 1, 2 and 5
//! cleared); a CE-marked request with congestion control on sends a CNP if the interval since the
//! last one has passed (bit 4 set).
//!
//! Combinational, from registers: the receive engine feeds it the packet's record and context
//! (with the PSN class, opcode class and length-against-MTU registered beside them) and takes its
//! outputs in its `Decide` state.

use crate::op_class::OpFlags;
use crate::qpc_view::QpcMut;
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// A request's outcome, decided by the checks and the key check.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum Outcome {
    /// Executed.
    Ok,
    /// RNR NAK (no receive WQE).
    Rnr,
    /// Invalid request NAK.
    InvalidRequest,
    /// Remote access error NAK.
    AccessError,
    /// Remote operational error NAK.
    OperationalError,
    /// Not handled: a malformed receive WQE, the packet is dropped (`drops_bad_wqe`).
    Malformed,
}

/// Context flag: a WRITE message is in progress.
pub const FLAG_WRITE: u64 = 1 << 1;
/// Context flag: a SEND message is in progress.
pub const FLAG_SEND: u64 = 1 << 2;
/// Context flag: a CNP has been sent (its interval runs from `cnp_time`).
pub const FLAG_CNP: u64 = 1 << 4;
/// Context flag: a UC QP drops the rest of its message in progress.
pub const FLAG_UC_DROP: u64 = 1 << 5;
// `update` writes these as literals (`#[hdl_gen]` does not evaluate Rust constants).
const _: () = assert!(FLAG_CNP == 0x10 && !(FLAG_WRITE | FLAG_SEND | FLAG_UC_DROP) & 0xFF == 0xD9);
const _: () = assert!(key_access::REMOTE_READ == 2 && key_access::REMOTE_WRITE == 3 && key_access::REMOTE_ATOMIC == 4);

/// Key check access codes, as the key checker takes them (`crate::key_checker`).
pub mod key_access {
    /// Remote read.
    pub const REMOTE_READ: u64 = 2;
    /// Remote write.
    pub const REMOTE_WRITE: u64 = 3;
    /// Remote atomic.
    pub const REMOTE_ATOMIC: u64 = 4;
}

/// The request checks' verdict, the checks' side.
#[derive(LogicInterface, Default)]
#[join = "VerdictIn"]
pub struct Verdict {
    /// The outcome before the key check.
    pub outcome: Signal<Out, Outcome>,
    /// The context's flags with this request's CNP and UC restart applied.
    pub flags_next: Signal<Out, Bits<8>>,
    /// Send a CNP for this request.
    pub cnp_now: Signal<Out, Bit>,
    /// A key check runs (then the outcome is the key check's).
    pub need_key: Signal<Out, Bit>,
    /// A SEND passes every check (its `Ok`).
    pub send_go: Signal<Out, Bit>,
    /// A WRITE's payload length is right for its place in the message (an MTU before the last
    /// packet, exactly the rest in the last).
    pub write_len_ok: Signal<Out, Bit>,
}

/// The request checks' verdict, the route's side (the mirror of [`Verdict`]).
#[derive(LogicInterface, Default)]
#[join = "Verdict"]
pub struct VerdictIn {
    /// The outcome before the key check.
    pub outcome: Signal<In, Outcome>,
    /// The context's flags with this request's CNP and UC restart applied.
    pub flags_next: Signal<In, Bits<8>>,
    /// Send a CNP for this request.
    pub cnp_now: Signal<In, Bit>,
    /// A key check runs (then the outcome is the key check's).
    pub need_key: Signal<In, Bit>,
    /// A SEND passes every check (its `Ok`).
    pub send_go: Signal<In, Bit>,
    /// A WRITE's payload length is right for its place in the message (an MTU before the last
    /// packet, exactly the rest in the last).
    pub write_len_ok: Signal<In, Bit>,
}

/// The request checks (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct RequestChecks {
    /// The opcode's class for the QP's type (`crate::op_class::OpFlags`).
    pub op: Signal<In, OpFlags>,
    /// The request's record (`crate::rx_parser::RxMeta`).
    pub m: Signal<In, RxMeta>,
    /// The QP's context fields as the request finds them (`crate::qpc_view::QpcMut`).
    pub cur: Signal<In, QpcMut>,
    /// QP type: 0 RC, 1 UC, 2 UD.
    pub qp_type: Signal<In, Bits<8>>,
    /// The PSN is not the expected PSN (`crate::psn_class::PsnClass::other`).
    pub psn_other: Signal<In, Bit>,
    /// Minimum cycles between two CNPs to one QP.
    pub cnp_interval: Signal<In, Bits<32>>,
    /// Congestion control on (CNPs are sent).
    pub cc_enabled: Signal<In, Bit>,
    /// The payload length equals the path MTU (`crate::mtu_fit::MtuFit`).
    pub plen_eq_mtu: Signal<In, Bit>,
    /// The payload length is at most the path MTU.
    pub plen_le_mtu: Signal<In, Bit>,
    /// The path MTU in bytes.
    pub mtu: Signal<In, Bits<32>>,
    /// The path MTU code (0: 256 .. 4: 4096 bytes).
    pub mtu_code: Signal<In, Bits<3>>,
    /// The receive queue is empty.
    pub rq_empty: Signal<In, Bit>,
    /// The QP allows remote writes (its access flags' bit 1).
    pub remote_write: Signal<In, Bit>,
    /// The QP allows remote reads (bit 2).
    pub remote_read: Signal<In, Bit>,
    /// The QP allows remote atomics (bit 3).
    pub remote_atomic: Signal<In, Bit>,
    /// A WRITE's bytes still to come after this packet.
    pub wr_resid_next: Signal<Out, Bits<32>>,
    /// A READ's expected PSN after it: its PSN plus its response packets (ceil(length / MTU),
    /// one for a zero-length READ).
    pub read_epsn: Signal<Out, Bits<24>>,
    /// The key check's length.
    pub key_len: Signal<Out, Bits<64>>,
    /// The key check's access ([`key_access`]).
    pub key_acc: Signal<Out, Bits<3>>,
    /// The checks' verdict for the route (to the route's `chk`).
    pub verdict: Verdict,
    uc_restart: Signal<Local, Bit>,
    cnp_ok: Signal<Local, Bit>,
    seq_ok: Signal<Local, Bit>,
    remaining: Signal<Local, Bits<32>>,
    plen32: Signal<Local, Bits<32>>,
    send_len_ok: Signal<Local, Bit>,
    dma_big: Signal<Local, Bit>,
    npk: Signal<Local, Bits<32>>,
    // Fields of the input records (`op`, `m`, `cur`, `orig`), as locals.
    /// A SEND (`crate::op_class::OpFlags`, the opcode's class for the QP's type).
    send: Signal<Local, Bit>,
    /// An RDMA WRITE.
    write: Signal<Local, Bit>,
    /// An RDMA READ (neither of the three: an atomic).
    read: Signal<Local, Bit>,
    /// The first (or only) packet of its message.
    first: Signal<Local, Bit>,
    /// The last (or only) packet of its message.
    last: Signal<Local, Bit>,
    /// With immediate data.
    imm: Signal<Local, Bit>,
    /// The context's flags (see the module documentation).
    flags: Signal<Local, Bits<8>>,
    /// The request's arrival time (cycles).
    now: Signal<Local, Bits<32>>,
    /// Time of the QP's last CNP (cycles).
    cnp_time: Signal<Local, Bits<32>>,
    /// The request's ECN field (3: congestion experienced).
    ecn: Signal<Local, Bits<2>>,
    /// Bytes of the WRITE in progress still to come (the context's `wr_resid`).
    wr_resid: Signal<Local, Bits<32>>,
    /// The RETH's DMA length.
    dma_len: Signal<Local, Bits<32>>,
    /// The payload length in bytes.
    plen: Signal<Local, Bits<16>>,
    /// The request's PSN.
    psn: Signal<Local, Bits<24>>,
    /// The request's virtual address, and its low three bits (an atomic's must be 0).
    va: Signal<Local, Bits<64>>,
    va_low: Signal<Local, Bits<3>>,
}

impl Logic for RequestChecks {
    #[hdl_gen]
    fn update(&mut self) {
        // (Fields of the records, as locals.)
        self.send.next = self.op.val().send;
        self.write.next = self.op.val().write;
        self.read.next = self.op.val().read;
        self.first.next = self.op.val().first;
        self.last.next = self.op.val().last;
        self.imm.next = self.op.val().imm;
        self.flags.next = self.cur.val().flags;
        self.now.next = self.m.val().rx_time;
        self.cnp_time.next = self.cur.val().cnp_time;
        self.ecn.next = self.m.val().ecn;
        self.wr_resid.next = self.cur.val().wr_resid;
        self.dma_len.next = self.m.val().dma_len;
        self.plen.next = self.m.val().payload_len;
        self.psn.next = self.m.val().psn;
        self.va.next = self.m.val().va;
        self.va_low.next = self.va.val().get_bits::<3>(0);
        // UC: a First/Only after a gap (or while dropping) starts over: no message in progress.
        self.uc_restart.next =
            (self.qp_type.val() == 1) & self.first.val() & (self.flags.val().get_bit(5) | self.psn_other.val());
        self.cnp_ok.next = !self.flags.val().get_bit(4) | ((self.now.val() - self.cnp_time.val()) >= self.cnp_interval.val());
        self.verdict.cnp_now.next = (self.ecn.val() == 3) & self.cc_enabled.val() & self.cnp_ok.val();
        self.verdict.flags_next.next = self.flags.val();
        if self.verdict.cnp_now.val() {
            self.verdict.flags_next.next = self.flags.val() | 0x10; // FLAG_CNP
        }
        if self.uc_restart.val() {
            self.verdict.flags_next.next = self.verdict.flags_next.val() & 0xD9; // !(FLAG_WRITE | FLAG_SEND | FLAG_UC_DROP)
        }
        // Opcode sequence against the message in progress.
        self.seq_ok.next = (!self.verdict.flags_next.val().get_bit(1) & !self.verdict.flags_next.val().get_bit(2) & self.first.val())
            | (self.verdict.flags_next.val().get_bit(2) & self.send.val() & !self.first.val())
            | (self.verdict.flags_next.val().get_bit(1) & self.write.val() & !self.first.val());
        self.remaining.next = self.wr_resid.val();
        if self.first.val() {
            self.remaining.next = self.dma_len.val();
        }
        self.plen32.next = bit_cast::<32, 16>(self.plen.val());
        self.wr_resid_next.next = self.remaining.val() - self.plen32.val();
        self.send_len_ok.next = self.plen_eq_mtu.val();
        if self.last.val() {
            self.send_len_ok.next = self.plen_le_mtu.val() & (self.first.val() | self.plen.val().any());
        }
        self.verdict.write_len_ok.next = self.plen_eq_mtu.val() & (self.remaining.val() > self.mtu.val());
        if self.last.val() {
            self.verdict.write_len_ok.next = (self.plen32.val() == self.remaining.val()) & self.plen_le_mtu.val();
        }
        self.dma_big.next = self.dma_len.val().get_bit(31) & self.dma_len.val().get_bits::<31>(0).any();
        // READ response packets: one constant add and shift per MTU, picked by the MTU code (no
        // variable shift).
        self.npk.next = (self.dma_len.val() + 4095) >> 12;
        if self.mtu_code.val() == 0 {
            self.npk.next = (self.dma_len.val() + 255) >> 8;
        }
        if self.mtu_code.val() == 1 {
            self.npk.next = (self.dma_len.val() + 511) >> 9;
        }
        if self.mtu_code.val() == 2 {
            self.npk.next = (self.dma_len.val() + 1023) >> 10;
        }
        if self.mtu_code.val() == 3 {
            self.npk.next = (self.dma_len.val() + 2047) >> 11;
        }
        if !self.dma_len.val().any() {
            self.npk.next = 1.into();
        }
        self.read_epsn.next = self.psn.val() + bit_cast::<24, 32>(self.npk.val());
        // The outcome before the key check, in golden's order per opcode.
        self.verdict.outcome.next = Outcome::Ok;
        self.verdict.need_key.next = false;
        self.key_len.next = bit_cast::<64, 32>(self.dma_len.val());
        self.key_acc.next = 3.into(); // key_access::REMOTE_WRITE
        if self.write.val() {
            if !self.seq_ok.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else if self.last.val() & self.imm.val() & self.rq_empty.val() {
                self.verdict.outcome.next = Outcome::Rnr;
            } else if self.first.val() & self.dma_big.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else if self.first.val() & !self.remote_write.val() {
                self.verdict.outcome.next = Outcome::AccessError;
            } else if self.first.val() & self.dma_len.val().any() {
                self.verdict.need_key.next = true;
            } else if !self.verdict.write_len_ok.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            }
        } else if self.send.val() {
            // (`send_go` below is this branch's `Ok`.)
            if !self.seq_ok.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else if self.first.val() & self.rq_empty.val() {
                self.verdict.outcome.next = Outcome::Rnr;
            } else if !self.send_len_ok.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            }
        } else if self.read.val() {
            self.key_acc.next = 2.into(); // key_access::REMOTE_READ
            if !self.seq_ok.val() & !self.psn_other.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else if self.dma_big.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else if !self.remote_read.val() {
                self.verdict.outcome.next = Outcome::AccessError;
            } else if self.dma_len.val().any() {
                self.verdict.need_key.next = true;
            }
        } else {
            self.key_acc.next = 4.into(); // key_access::REMOTE_ATOMIC
            self.key_len.next = 8.into();
            if !self.seq_ok.val() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else if !self.remote_atomic.val() {
                self.verdict.outcome.next = Outcome::AccessError;
            } else if self.va_low.val().any() {
                self.verdict.outcome.next = Outcome::InvalidRequest;
            } else {
                self.verdict.need_key.next = true;
            }
        }
        self.verdict.send_go.next = self.seq_ok.val() & !(self.first.val() & self.rq_empty.val()) & self.send_len_ok.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op_class::OpFlags;
    use crate::sim_util::settle;
    use golden::context::access_code;
    use golden::memory::Access;
    use golden::requester::npkts_for;
    use golden::transport::psn::Psn;
    use proptest::prelude::*;

    /// A request for the block: opcode class, context and record fields (all checks passing by
    /// default: RC, no message in progress, every access, a WQE posted, MTU 1024).
    #[derive(Clone, Copy)]
    struct Req {
        op: OpFlags,
        flags: u8,
        psn_other: bool,
        wr_resid: u32,
        dma_len: u32,
        plen: u32,
        mtu_code: u8,
        rq_empty: bool,
        access: u8,
        va_low: u8,
        psn: u32,
    }

    fn op(f: impl Fn(&mut OpFlags)) -> OpFlags {
        let mut o = OpFlags::default();
        f(&mut o);
        o
    }

    impl Req {
        fn new(op: OpFlags) -> Req {
            Req { op, flags: 0, psn_other: false, wr_resid: 0, dma_len: 0, plen: 0, mtu_code: 2, rq_empty: false, access: 0xE, va_low: 0, psn: 0 }
        }
    }

    fn run(r: Req) -> RequestChecks {
        let mut b = RequestChecks::default();
        b.connect_all();
        let mtu = 256u32 << r.mtu_code;
        b.op.next = r.op;
        b.qp_type.next = 0.into();
        b.cur.next.flags = (r.flags as u64).into();
        b.psn_other.next = r.psn_other;
        b.m.next.rx_time = 0.into();
        b.cur.next.cnp_time = 0.into();
        b.cnp_interval.next = 0.into();
        b.m.next.ecn = 0.into();
        b.cc_enabled.next = false;
        b.cur.next.wr_resid = (r.wr_resid as u64).into();
        b.m.next.dma_len = (r.dma_len as u64).into();
        b.plen_eq_mtu.next = r.plen == mtu;
        b.plen_le_mtu.next = r.plen <= mtu;
        b.m.next.payload_len = (r.plen as u64).into();
        b.mtu.next = (mtu as u64).into();
        b.mtu_code.next = (r.mtu_code as u64).into();
        b.rq_empty.next = r.rq_empty;
        b.remote_write.next = r.access & 2 != 0;
        b.remote_read.next = r.access & 4 != 0;
        b.remote_atomic.next = r.access & 8 != 0;
        b.m.next.va = (0x1000 | r.va_low as u64).into();
        b.m.next.psn = (r.psn as u64).into();
        settle(&mut b);
        b
    }

    fn outcome(r: Req) -> (Outcome, bool) {
        let b = run(r);
        (b.verdict.outcome.val(), b.verdict.need_key.val())
    }

    #[test]
    fn key_access_codes_are_goldens() {
        assert_eq!(key_access::REMOTE_READ, access_code(Access::RemoteRead) as u64);
        assert_eq!(key_access::REMOTE_WRITE, access_code(Access::RemoteWrite) as u64);
        assert_eq!(key_access::REMOTE_ATOMIC, access_code(Access::RemoteAtomic) as u64);
    }

    /// Each opcode's checks in golden's order: the first failing one decides.
    #[test]
    fn the_first_failing_check_decides() {
        use Outcome::*;
        let write_only = op(|o| {
            o.write = true;
            o.first = true;
            o.last = true;
        });
        let mut w = Req::new(write_only);
        w.dma_len = 100;
        w.plen = 100;
        assert_eq!(outcome(w), (Ok, true), "a WRITE with a length checks its key");
        assert_eq!(outcome(Req { access: 0, ..w }), (AccessError, false), "no remote write access");
        assert_eq!(outcome(Req { dma_len: 0x8000_0001, access: 0, ..w }), (InvalidRequest, false), "length above 2^31 before access");
        let w_imm = Req { op: op(|o| { o.write = true; o.first = true; o.last = true; o.imm = true; }), rq_empty: true, access: 0, ..w };
        assert_eq!(outcome(w_imm), (Rnr, false), "WRITE with immediate and no WQE: RNR before access");
        assert_eq!(outcome(Req { flags: FLAG_SEND as u8, ..w_imm }), (InvalidRequest, false), "sequence first");
        assert_eq!(outcome(Req { dma_len: 0, plen: 0, ..w }), (Ok, false), "a zero-length WRITE checks no key");

        let send_only = op(|o| { o.send = true; o.first = true; o.last = true; });
        let s = Req { plen: 1024, ..Req::new(send_only) };
        let b = run(s);
        assert!(b.verdict.send_go.val() && b.verdict.outcome.val() == Ok && !b.verdict.need_key.val());
        assert_eq!(outcome(Req { rq_empty: true, plen: 5000, ..s }), (Rnr, false), "RNR before the length");
        assert_eq!(outcome(Req { plen: 1025, ..s }), (InvalidRequest, false), "longer than the MTU");
        let send_mid = Req { op: op(|o| o.send = true), flags: FLAG_SEND as u8, plen: 1000, ..s };
        assert_eq!(outcome(send_mid), (InvalidRequest, false), "a middle packet is exactly one MTU");
        assert!(run(Req { plen: 1024, ..send_mid }).verdict.send_go.val());
        assert_eq!(outcome(Req { flags: 0, plen: 1024, ..send_mid }), (InvalidRequest, false), "a middle without a first");

        let read = Req { dma_len: 4096, ..Req::new(op(|o| { o.read = true; o.first = true; o.last = true; })) };
        assert_eq!(outcome(read), (Ok, true));
        let b = run(read);
        assert_eq!((b.key_acc.val().to_u64(), b.key_len.val().to_u64()), (key_access::REMOTE_READ, 4096));
        assert_eq!(outcome(Req { flags: FLAG_WRITE as u8, ..read }), (InvalidRequest, false), "a READ inside a WRITE");
        assert_eq!(outcome(Req { flags: FLAG_WRITE as u8, psn_other: true, ..read }), (Ok, true), "a duplicate READ skips the sequence check");
        assert_eq!(outcome(Req { access: 0xA, ..read }), (AccessError, false));
        assert_eq!(outcome(Req { dma_len: 0, ..read }), (Ok, false));

        let atomic = Req::new(op(|o| { o.atomic = true; o.first = true; o.last = true; }));
        let b = run(atomic);
        assert_eq!((b.verdict.outcome.val(), b.verdict.need_key.val(), b.key_acc.val().to_u64(), b.key_len.val().to_u64()), (Ok, true, key_access::REMOTE_ATOMIC, 8));
        assert_eq!(outcome(Req { va_low: 4, ..atomic }), (InvalidRequest, false), "not 8-aligned");
        assert_eq!(outcome(Req { va_low: 4, access: 0x6, ..atomic }), (AccessError, false), "access before alignment");
    }

    /// A UC first packet after a gap starts over; a CE-marked request sends a CNP once per
    /// interval.
    #[test]
    fn flags_follow_uc_restarts_and_cnps() {
        let mut b = RequestChecks::default();
        b.connect_all();
        b.op.next.send = true;
        b.op.next.first = true;
        b.op.next.last = true;
        b.qp_type.next = 1.into();
        b.cur.next.flags = ((FLAG_SEND | FLAG_UC_DROP | 1) as u64).into();
        b.psn_other.next = true;
        b.m.next.ecn = 3.into();
        b.cc_enabled.next = true;
        b.m.next.rx_time = 1000.into();
        b.cur.next.cnp_time = 900.into();
        b.cnp_interval.next = 50.into();
        settle(&mut b);
        assert_eq!(b.verdict.flags_next.val().to_u64(), 1 | FLAG_CNP, "restart clears SEND, WRITE and the drop; no CNP sent yet: one now");
        b.cur.next.flags = ((FLAG_CNP | FLAG_WRITE) as u64).into();
        b.cnp_interval.next = 200.into();
        settle(&mut b);
        assert!(!b.verdict.cnp_now.val(), "100 cycles since the last CNP, 200 required");
        b.cnp_interval.next = 100.into();
        settle(&mut b);
        assert!(b.verdict.cnp_now.val());
        assert_eq!(b.verdict.flags_next.val().to_u64(), FLAG_CNP);
        b.qp_type.next = 0.into();
        settle(&mut b);
        assert_eq!(b.verdict.flags_next.val().to_u64(), FLAG_CNP | FLAG_WRITE, "RC does not restart");
    }

    proptest! {
        /// A READ's next expected PSN: its PSN plus golden's response packet count.
        #[test]
        fn read_epsn_is_psn_plus_goldens_packets(psn in 0u32..1 << 24, len in prop_oneof![Just(0u32), Just(1 << 31), 0u32..70_000, 0u32..=1 << 31], code in 0u8..5) {
            let b = run(Req { dma_len: len, mtu_code: code, psn, ..Req::new(op(|o| { o.read = true; o.first = true; o.last = true; })) });
            prop_assert_eq!(b.read_epsn.val().to_u32(), Psn::new(psn).add(npkts_for(len, 256 << code)).get());
        }

        /// Every packet of a WRITE message cut as golden's requester cuts it passes the length
        /// check; one byte more or less fails it.
        #[test]
        fn goldens_write_segments_pass_the_length_check(len in 1u32..20_000, code in 0u8..5, k_pick in any::<prop::sample::Index>(), delta in prop_oneof![Just(1i64), Just(-1)]) {
            let mtu = 256u32 << code;
            let n = npkts_for(len, mtu);
            let k = k_pick.index(n as usize) as u32;
            let (first, last) = (k == 0, k + 1 == n);
            let resid = len - k * mtu;
            let plen = resid.min(mtu);
            let r = Req {
                op: op(|o| { o.write = true; o.first = first; o.last = last; }),
                flags: if first { 0 } else { FLAG_WRITE as u8 },
                wr_resid: if first { 0 } else { resid },
                dma_len: if first { len } else { 0 },
                plen,
                mtu_code: code,
                ..Req::new(OpFlags::default())
            };
            let b = run(r);
            prop_assert!(b.verdict.write_len_ok.val());
            prop_assert_eq!(b.wr_resid_next.val().to_u32(), resid - plen);
            if !first {
                prop_assert_eq!(b.verdict.outcome.val(), Outcome::Ok);
            }
            let bad = plen as i64 + delta;
            if bad >= 0 && !first {
                let b = run(Req { plen: bad as u32, ..r });
                prop_assert!(!b.verdict.write_len_ok.val());
                prop_assert_eq!(b.verdict.outcome.val(), Outcome::InvalidRequest);
            }
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_request_checks", RequestChecks::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
