//! Outcome effects (issue 15): what the outcome of an executed request (or of a re-executed
//! duplicate READ) does, as golden's responder does it (`golden::transport::responder`
//! `rc_request`, `uc_request`, `ud_request`): the QP context fields it changes, the packet's
//! [Decision] (payload write, answer, completion entry, flush), and the counters.
//!
//! Combinational: the receive engine's `Outcome` state registers `nx` and `dec` (its inputs
//! `cur` and `dec_in` are those registers), and `inc` is that cycle's counter increments.
//!
//! - **Executed, OK.** WRITE: ePSN + 1; the last packet ends the message (MSN + 1; with
//!   immediate it consumes a receive WQE and completes with the message's length), others keep
//!   the WRITE's next VA and residual length. SEND: ePSN + 1, the payload into the receive
//!   buffer (unless scattered by the walker); the last packet consumes the WQE and completes it
//!   (with invalidate: the key is invalidated and named). READ: MSN + 1, ePSN past its response
//!   packets, a READ response job. Atomic: MSN + 1, ePSN + 1, the replay head advanced, an atomic
//!   ACK. An RC request with AckReq is ACKed.
//! - **UD**: the WQE completes (a `UD_SOURCE` completion); a refused one with its error; no answer.
//! - **UC, refused**: the message is dropped silently (the rest of it too unless this is its last
//!   packet); the QP stays as it is.
//! - **RNR**: an RNR NAK with the QP's timer. **Malformed WQE**: dropped (`drops_bad_wqe`).
//! - **Fatal** (invalid request, access or operational error): the QP to ERR, a NAK on the CNP
//!   priority, and every receive WQE still posted flushed (after the failing one's completion).
//! - **CQ full** (IBTA's CQ error, golden `env::Cq`): a completion that cannot be written is not;
//!   the CQ goes to error (`cq_err`), the QP to ERR with no answer, its WQEs flushed.
//! - **A failed payload write** (`werr`, found after the fact: golden's remote operational error
//!   of a memory fault): an RC QP in RTR/RTS/SQD goes to ERR with an operational error NAK of the
//!   packet's PSN and MSN on the CNP priority (`werr_nak`: the TX's withdrawal of the QP's
//!   answers ends with it) and its WQEs are flushed, the failed SEND's first with LocQpOpErr
//!   (`flush_op`); a UC QP drops the rest of the message (a SEND's WQE completes with
//!   LocQpOpErr); a QP already in ERR, or UD: nothing.
//! - **The requester's fatal error** (`qerr`: its send queue went to error, [crate::req_engine];
//!   golden's `enter_error`): an RC QP in RTS or SQD goes to ERR with no answer and its receive
//!   WQEs flushed, a UC or UD QP to SQE (its receive queue as it is); any other state: nothing.
//!
//! The literals are the named codes of [code], each checked against golden in the tests.
use crate::engine_counters::CounterInc;
use crate::header_machine::PacketFacts;
use crate::op_class::OpFlags;
use crate::qpc_view::QpcMut;
use crate::request_checks::Outcome;
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// Codes the block writes (as literals: `#[hdl_gen]` does not read constants).
pub mod code {
    /// QP state ERR (`golden::context::qp_state_code`).
    pub const QP_ERR: u8 = 6;
    /// QP state SQE.
    pub const QP_SQE: u8 = 5;
    /// AETH syndrome: ACK with the invalid credit count (golden's responder's ACKs).
    pub const SYN_ACK: u8 = 0x1F;
    /// AETH syndrome: RNR NAK, timer code in bits 4..0.
    pub const SYN_RNR: u8 = 0x20;
    /// AETH syndrome: NAK, invalid request.
    pub const SYN_NAK_INV: u8 = 0x61;
    /// AETH syndrome: NAK, remote access error.
    pub const SYN_NAK_ACCESS: u8 = 0x62;
    /// AETH syndrome: NAK, remote operational error.
    pub const SYN_NAK_OP: u8 = 0x63;
    /// Completion status: success (`golden::hostfmt::status_code`).
    pub const WC_SUCCESS: u8 = 0;
    /// Completion opcode: receive (`golden::hostfmt::opcode_code`).
    pub const WC_RECV: u8 = 5;
    /// Completion opcode: receive of a WRITE with immediate.
    pub const WC_RECV_IMM: u8 = 6;
    /// Completion flags (`golden::hostfmt::cqe_flags`): immediate, invalidated key, UD source.
    pub const CQE_IMM: u8 = 1;
    /// See [CQE_IMM].
    pub const CQE_INV: u8 = 2;
    /// See [CQE_IMM].
    pub const CQE_UD: u8 = 4;
    /// Context flags cleared when a message ends or the QP fails: WRITE and SEND in progress.
    pub const FLAGS_MSG: u8 = 0x06;
    /// Context flag: UC drops the rest of its message.
    pub const FLAG_UC_DROP: u8 = 0x20;
}

/// The packet's decision: what the engine does for it once its checks are done.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct Decision {
    /// Write the context back.
    pub upd: Bit,
    /// Write the payload (one DMA write at `waddr`).
    pub write: Bit,
    /// The payload's host address.
    pub waddr: Bits<64>,
    /// Queue a response job.
    pub resp: Bit,
    /// The job goes on the CNP priority (the NAK that puts the QP in error).
    pub ctrl: Bit,
    /// Job kind (`resp_engine::job_kind`).
    pub kind: Bits<2>,
    /// Job PSN.
    pub psn: Bits<24>,
    /// Job AETH syndrome.
    pub syn: Bits<8>,
    /// Job AETH MSN.
    pub msn: Bits<24>,
    /// Write a completion entry.
    pub cqe: Bit,
    /// Invalidate the SEND's IETH key (write its entry with the valid bit cleared).
    pub mup: Bit,
    /// The completion's status code.
    pub cqe_status: Bits<8>,
    /// The completion's opcode code.
    pub cqe_opcode: Bits<8>,
    /// The completion's byte count.
    pub cqe_len: Bits<32>,
    /// The completion's flags.
    pub cqe_flags: Bits<8>,
    /// Flush the receive queue (WrFlushErr completions) from `flush_idx` to `flush_end`.
    pub flush: Bit,
    /// Next receive WQE index to flush.
    pub flush_idx: Bits<32>,
    /// The producer index: flush up to here.
    pub flush_end: Bits<32>,
}

/// The outcome's effects, the effects' side (registered by the header machine's `Outcome` and `WriteFailed`).
#[derive(LogicInterface, Default)]
#[join = "EffectsIn"]
pub struct EffectsOut {
    /// The context fields after the outcome.
    pub nx: Signal<Out, QpcMut>,
    /// The decision after the outcome.
    pub dec: Signal<Out, Decision>,
    /// Counter increments.
    pub inc: Signal<Out, CounterInc>,
    /// The receive CQ goes to error (a completion found it full).
    pub cq_err: Signal<Out, Bit>,
    /// The failed write is NAKed (that NAK ends the TX's withdrawal; without it, the withdrawal
    /// ends now).
    pub werr_nak: Signal<Out, Bit>,
    /// The flush's first WQE completes with LocQpOpErr (the failed SEND's).
    pub flush_op: Signal<Out, Bit>,
}

/// The outcome's effects, the header machine's side (the mirror of [`EffectsOut`]).
#[derive(LogicInterface, Default)]
#[join = "EffectsOut"]
pub struct EffectsIn {
    /// The context fields after the outcome.
    pub nx: Signal<In, QpcMut>,
    /// The decision after the outcome.
    pub dec: Signal<In, Decision>,
    /// Counter increments.
    pub inc: Signal<In, CounterInc>,
    /// The receive CQ goes to error (a completion found it full).
    pub cq_err: Signal<In, Bit>,
    /// The failed write is NAKed (that NAK ends the TX's withdrawal; without it, the withdrawal
    /// ends now).
    pub werr_nak: Signal<In, Bit>,
    /// The flush's first WQE completes with LocQpOpErr (the failed SEND's).
    pub flush_op: Signal<In, Bit>,
}

/// The outcome's effects (see the module documentation).
#[derive(LogicBlock)]
pub struct OutcomeEffects {
    /// The request's record (`crate::rx_parser::RxMeta`).
    pub m: Signal<In, RxMeta>,
    /// The QP's context fields as the request found them (before any change; `cur` is with the changes so far).
    pub orig: Signal<In, QpcMut>,
    /// The request was executed (PSN == ePSN, or UC/UD).
    pub exec: Signal<In, Bit>,
    /// A duplicate READ, re-executed.
    pub dupread: Signal<In, Bit>,
    /// The outcome.
    pub post: Signal<In, Outcome>,
    /// The opcode's class.
    pub op: Signal<In, OpFlags>,
    /// QP type code (0 RC, 1 UC, 2 UD).
    pub qp_type: Signal<In, Bits<8>>,
    /// The QP's RNR timer code.
    pub rnr_timer: Signal<In, Bits<8>>,
    /// A SEND's end offset in its receive buffer.
    pub send_end: Signal<In, Bits<33>>,
    /// A WRITE's residual length after this packet.
    pub wr_resid_next: Signal<In, Bits<32>>,
    /// A READ's next ePSN.
    pub read_epsn: Signal<In, Bits<24>>,
    /// The replay head after an executed atomic.
    pub next_head: Signal<In, Bits<8>>,
    /// The walker scattered the payload (its writes are issued).
    pub multi: Signal<In, Bit>,
    /// The SEND's IETH key checked out: invalidate it if the SEND completes.
    pub inv: Signal<In, Bit>,
    /// The receive CQ cannot take an entry.
    pub cq_full: Signal<In, Bit>,
    /// First receive WQE a flush would complete.
    pub flush_start: Signal<In, Bits<32>>,
    /// The producer index a flush walks to.
    pub flush_bound: Signal<In, Bits<32>>,
    /// A failed payload write's outcome (`cur` is then the QP's context as it is).
    pub werr: Signal<In, Bit>,
    /// The requester's fatal error on this QP (`cur` is then the QP's context as it is).
    pub qerr: Signal<In, Bit>,
    /// What the header machine holds about the packet: with `werr`, the failed write's owner
    /// (`h_send`, `h_last`, `h_msn`: a SEND, a message's last packet, its MSN before the packet).
    pub facts: Signal<In, PacketFacts>,
    /// The context fields the packet changes so far.
    pub cur: Signal<In, QpcMut>,
    /// The decision so far.
    pub dec_in: Signal<In, Decision>,
    /// The effects: the context changes, the decision, the counters (to the header machine's `ofx`).
    pub out: EffectsOut,
    /// A successful completion was decided here.
    cqe_new: Signal<Local, Bit>,
    inc_none: Constant<CounterInc>,
    // Fields of the input records (`op`, `m`, `cur`, `orig`), as locals.
    /// BTH AckReq.
    ack_req: Signal<Local, Bit>,
    /// The packet's PSN.
    psn: Signal<Local, Bits<24>>,
    /// The payload's bytes.
    plen: Signal<Local, Bits<16>>,
    /// RETH DMA length.
    dma_len: Signal<Local, Bits<32>>,
    /// The context's ePSN.
    epsn: Signal<Local, Bits<24>>,
    /// The context's MSN.
    msn: Signal<Local, Bits<24>>,
    /// The context's receive consumer index.
    rq_cons: Signal<Local, Bits<32>>,
    /// The context's SEND offset (WRITE with immediate: the message length so far).
    send_off: Signal<Local, Bits<32>>,
    /// The context's WRITE next VA.
    wr_va: Signal<Local, Bits<64>>,
}

impl Default for OutcomeEffects {
    fn default() -> Self {
        OutcomeEffects {
            out: Default::default(),
            m: Default::default(),
            orig: Default::default(),
            exec: Default::default(),
            dupread: Default::default(),
            post: Default::default(),
            op: Default::default(),
            qp_type: Default::default(),
            ack_req: Default::default(),
            psn: Default::default(),
            epsn: Default::default(),
            msn: Default::default(),
            plen: Default::default(),
            dma_len: Default::default(),
            rnr_timer: Default::default(),
            rq_cons: Default::default(),
            send_off: Default::default(),
            wr_va: Default::default(),
            send_end: Default::default(),
            wr_resid_next: Default::default(),
            read_epsn: Default::default(),
            next_head: Default::default(),
            multi: Default::default(),
            inv: Default::default(),
            cq_full: Default::default(),
            flush_start: Default::default(),
            flush_bound: Default::default(),
            werr: Default::default(),
            qerr: Default::default(),
            facts: Default::default(),
            cur: Default::default(),
            dec_in: Default::default(),
            cqe_new: Default::default(),
            inc_none: Constant::new(CounterInc::default()),
        }
    }
}

impl Logic for OutcomeEffects {
    #[hdl_gen]
    fn update(&mut self) {
        // (Fields of the records, as locals.)
        self.ack_req.next = self.m.val().ack_req;
        self.psn.next = self.m.val().psn;
        self.plen.next = self.m.val().payload_len;
        self.dma_len.next = self.m.val().dma_len;
        self.epsn.next = self.orig.val().epsn;
        self.msn.next = self.orig.val().msn;
        self.rq_cons.next = self.orig.val().rq_cons;
        self.send_off.next = self.orig.val().send_off;
        self.wr_va.next = self.orig.val().wr_va;
        self.out.nx.next = self.cur.val();
        self.out.dec.next = self.dec_in.val();
        self.out.inc.next = self.inc_none.val();
        self.out.cq_err.next = false;
        self.cqe_new.next = false;
        self.out.werr_nak.next = false;
        self.out.flush_op.next = false;
        if self.werr.val() {
            self.out.dec.next.msn = self.facts.val().h_msn;
            if (self.qp_type.val() == 0) & (self.cur.val().state >= 2) & (self.cur.val().state <= 4) {
                self.out.nx.next.state = 6.into();
                self.out.nx.next.flags = self.cur.val().flags & 0xF9;
                self.out.nx.next.send_off = 0.into();
                self.out.dec.next.upd = true;
                self.out.dec.next.resp = true;
                self.out.dec.next.kind = 0.into();
                self.out.dec.next.syn = 0x63.into();
                self.out.dec.next.psn = self.psn.val();
                self.out.dec.next.ctrl = true;
                self.out.werr_nak.next = true;
                self.out.inc.next.naks_op_sent = true;
                self.out.dec.next.flush = true;
                self.out.dec.next.flush_idx = self.rq_cons.val();
                self.out.dec.next.flush_end = self.flush_bound.val();
                self.out.flush_op.next = self.facts.val().h_send & !self.facts.val().h_last;
            }
            if (self.qp_type.val() == 1) & (self.cur.val().state >= 2) & (self.cur.val().state <= 5) {
                self.out.inc.next.drops_uc = true;
                self.out.nx.next.flags = self.cur.val().flags & 0xF9;
                if !self.facts.val().h_last {
                    self.out.nx.next.flags = (self.cur.val().flags & 0xF9) | 0x20;
                }
                self.out.nx.next.send_off = 0.into();
                self.out.dec.next.upd = true;
                if self.facts.val().h_send & !self.facts.val().h_last & (self.cur.val().rq_prod != self.rq_cons.val()) {
                    self.out.dec.next.flush = true;
                    self.out.dec.next.flush_idx = self.rq_cons.val();
                    self.out.dec.next.flush_end = self.rq_cons.val() + 1;
                    self.out.flush_op.next = true;
                }
            }
        } else if self.qerr.val() {
            // The requester's fatal error (golden's `enter_error`): RC to ERR, its receive WQEs
            // flushed, no answer; UC and UD to SQE. Only from RTS or SQD (the send queue was live).
            if (self.cur.val().state == 3) | (self.cur.val().state == 4) {
                self.out.dec.next.upd = true;
                self.out.nx.next.state = 5.into();
                if self.qp_type.val() == 0 {
                    self.out.nx.next.state = 6.into();
                    self.out.nx.next.flags = self.cur.val().flags & 0xF9;
                    self.out.nx.next.send_off = 0.into();
                    self.out.dec.next.flush = true;
                    self.out.dec.next.flush_idx = self.rq_cons.val();
                    self.out.dec.next.flush_end = self.flush_bound.val();
                }
            }
        } else {
            if self.exec.val() & (self.qp_type.val() == 2) {
                // UD: the receive WQE completes (with the sender's QP and IP), or the message is
                // dropped; nothing is answered and the QP stays as it is.
                if self.post.val() == Outcome::Malformed {
                    self.out.inc.next.drops_bad_wqe = true;
                } else if self.post.val() == Outcome::Ok {
                    self.out.dec.next.write = self.plen.val().any() & !self.multi.val();
                    self.out.nx.next.rq_cons = self.rq_cons.val() + 1;
                    self.out.dec.next.upd = true;
                    self.out.dec.next.cqe = true;
                    self.cqe_new.next = true;
                    self.out.dec.next.cqe_status = 0.into();
                    self.out.dec.next.cqe_opcode = 5.into();
                    self.out.dec.next.cqe_len = bit_cast::<32, 16>(self.plen.val());
                    self.out.inc.next.sends = true;
                } else if self.dec_in.val().cqe {
                    // Too long for the buffer (LocLenErr) or a bad buffer key (LocProtErr).
                    self.out.nx.next.rq_cons = self.rq_cons.val() + 1;
                    self.out.dec.next.upd = true;
                }
            } else if self.exec.val() & (self.post.val() == Outcome::Ok) {
                if self.op.val().write {
                    self.out.dec.next.write = self.plen.val().any();
                    if !self.op.val().first {
                        self.out.dec.next.waddr = self.wr_va.val();
                    }
                    self.out.nx.next.epsn = self.psn.val() + 1;
                    if self.op.val().last {
                        self.out.nx.next.msn = self.msn.val() + 1;
                        self.out.dec.next.msn = self.msn.val() + 1;
                        self.out.nx.next.flags = self.cur.val().flags & 0xFD;
                        self.out.nx.next.send_off = 0.into();
                        self.out.inc.next.writes = true;
                        if self.op.val().imm {
                            // WRITE with immediate: consumes a receive WQE, completes with the
                            // message's total length (kept in send_offset while in progress).
                            self.out.nx.next.rq_cons = self.rq_cons.val() + 1;
                            self.out.nx.next.send_off = 0.into();
                            self.out.dec.next.cqe = true;
                            self.cqe_new.next = true;
                            self.out.dec.next.cqe_status = 0.into();
                            self.out.dec.next.cqe_opcode = 6.into();
                            self.out.dec.next.cqe_flags = 1.into();
                            self.out.dec.next.cqe_len = self.send_off.val();
                            if self.op.val().first {
                                self.out.dec.next.cqe_len = self.dma_len.val();
                            }
                        }
                    } else {
                        if self.op.val().first {
                            self.out.nx.next.send_off = self.dma_len.val();
                        }
                        self.out.nx.next.flags = self.cur.val().flags | 0x02;
                        self.out.nx.next.wr_va = self.dec_in.val().waddr + bit_cast::<64, 16>(self.plen.val());
                        if !self.op.val().first {
                            self.out.nx.next.wr_va = self.wr_va.val() + bit_cast::<64, 16>(self.plen.val());
                        }
                        self.out.nx.next.wr_resid = self.wr_resid_next.val();
                    }
                    if self.ack_req.val() & (self.qp_type.val() == 0) {
                        self.out.dec.next.resp = true;
                        self.out.dec.next.kind = 0.into();
                        self.out.dec.next.psn = self.psn.val();
                        self.out.inc.next.acks_sent = true;
                        if self.op.val().last {
                            self.out.inc.next.acks_sent = true;
                            self.out.inc.next.writes = true;
                        }
                    }
                } else if self.op.val().send {
                    // (A scattered payload's writes were issued by the walk.)
                    self.out.dec.next.write = self.plen.val().any() & !self.multi.val();
                    self.out.nx.next.epsn = self.psn.val() + 1;
                    if self.op.val().last {
                        self.out.nx.next.msn = self.msn.val() + 1;
                        self.out.dec.next.msn = self.msn.val() + 1;
                        self.out.nx.next.flags = self.cur.val().flags & 0xFB;
                        self.out.nx.next.send_off = 0.into();
                        self.out.nx.next.rq_cons = self.rq_cons.val() + 1;
                        self.out.dec.next.cqe = true;
                        self.cqe_new.next = true;
                        self.out.dec.next.cqe_status = 0.into();
                        self.out.dec.next.cqe_opcode = 5.into();
                        self.out.dec.next.cqe_len = self.send_end.val().get_bits::<32>(0);
                        self.out.dec.next.cqe_flags = bit_cast::<8, 1>(self.op.val().imm.into());
                        if self.inv.val() {
                            // The R_Key is invalidated (key cache update in `Commit`) and the
                            // completion names it.
                            self.out.dec.next.mup = true;
                            self.out.dec.next.cqe_flags = 0x02.into();
                        }
                        self.out.inc.next.sends = true;
                    } else {
                        self.out.nx.next.flags = self.cur.val().flags | 0x04;
                        self.out.nx.next.send_off = self.send_end.val().get_bits::<32>(0);
                    }
                    if self.ack_req.val() & (self.qp_type.val() == 0) {
                        self.out.dec.next.resp = true;
                        self.out.dec.next.kind = 0.into();
                        self.out.dec.next.psn = self.psn.val();
                        self.out.inc.next.acks_sent = true;
                        if self.op.val().last {
                            self.out.inc.next.acks_sent = true;
                            self.out.inc.next.sends = true;
                        }
                    }
                } else if self.op.val().read {
                    self.out.nx.next.msn = self.msn.val() + 1;
                    self.out.dec.next.msn = self.msn.val() + 1;
                    self.out.nx.next.epsn = self.read_epsn.val();
                    self.out.dec.next.resp = true;
                    self.out.dec.next.kind = 2.into();
                    self.out.dec.next.psn = self.psn.val();
                    self.out.inc.next.reads = true;
                } else if self.op.val().atomic {
                    self.out.nx.next.msn = self.msn.val() + 1;
                    self.out.dec.next.msn = self.msn.val() + 1;
                    self.out.nx.next.epsn = self.psn.val() + 1;
                    self.out.nx.next.replay_head = self.next_head.val();
                    self.out.dec.next.resp = true;
                    self.out.dec.next.kind = 1.into();
                    self.out.dec.next.psn = self.psn.val();
                    self.out.inc.next.atomics = true;
                }
            } else if self.exec.val() & (self.qp_type.val() == 1) & (self.post.val() != Outcome::Malformed) {
                // UC: a refused packet drops its message silently (no NAK, the QP stays); a
                // receive WQE that failed its checks completes with the error, as for RC.
                self.out.inc.next.drops_uc = true;
                self.out.nx.next.epsn = self.psn.val() + 1;
                self.out.nx.next.flags = self.cur.val().flags & 0xF9;
                if !self.op.val().last {
                    self.out.nx.next.flags = (self.cur.val().flags & 0xF9) | 0x20;
                }
                self.out.nx.next.send_off = 0.into();
                if self.dec_in.val().cqe {
                    self.out.nx.next.rq_cons = self.rq_cons.val() + 1;
                }
            } else if self.dupread.val() & (self.post.val() == Outcome::Ok) {
                // Duplicate READ: re-executed from the request, with the current MSN.
                self.out.dec.next.resp = true;
                self.out.dec.next.kind = 2.into();
                self.out.dec.next.psn = self.psn.val();
            } else if self.exec.val() & (self.post.val() == Outcome::Rnr) {
                self.out.dec.next.resp = true;
                self.out.dec.next.kind = 0.into();
                self.out.dec.next.psn = self.psn.val();
                self.out.dec.next.syn = 0x20 | bit_cast::<8, 5>(self.rnr_timer.val().get_bits::<5>(0));
                self.out.inc.next.rnr_naks_sent = true;
            } else if self.exec.val() & (self.post.val() == Outcome::Malformed) {
                self.out.inc.next.drops_bad_wqe = true;
            } else if self.exec.val() | self.dupread.val() {
                // Fatal NAK: the QP goes to ERR, the NAK on the CNP priority (as golden). Then
                // every receive WQE still posted is flushed (the engine's completion sequencer).
                self.out.dec.next.flush = true;
                self.out.dec.next.flush_idx = self.flush_start.val();
                self.out.dec.next.flush_end = self.flush_bound.val();
                self.out.dec.next.upd = true;
                self.out.dec.next.resp = true;
                self.out.dec.next.ctrl = true;
                self.out.dec.next.kind = 0.into();
                self.out.dec.next.psn = self.epsn.val();
                self.out.nx.next.state = 6.into();
                self.out.nx.next.flags = self.cur.val().flags & 0xF9;
                self.out.nx.next.send_off = 0.into();
                if self.dec_in.val().cqe {
                    // The receive WQE completes with the error (golden pops it).
                    self.out.nx.next.rq_cons = self.rq_cons.val() + 1;
                }
                if self.post.val() == Outcome::InvalidRequest {
                    self.out.dec.next.syn = 0x61.into();
                    self.out.inc.next.naks_inv_req_sent = true;
                } else if self.post.val() == Outcome::AccessError {
                    self.out.dec.next.syn = 0x62.into();
                    self.out.inc.next.naks_access_sent = true;
                } else {
                    self.out.dec.next.syn = 0x63.into();
                    self.out.inc.next.naks_op_sent = true;
                }
            }
            if (self.dec_in.val().cqe | self.cqe_new.val()) & self.cq_full.val() {
                // IBTA's CQ error (golden::transport::env::Cq): the completion is not written,
                // the CQ goes to error, the QP to ERR, answering nothing for this packet, and
                // its receive WQEs still posted are flushed (into the CQ in error: lost too).
                self.out.cq_err.next = true;
                self.out.inc.next.cq_overflows = true;
                // The ACK decided above is not sent, so not counted (slot 4).
                self.out.inc.next.acks_sent = false;
                self.out.dec.next.cqe = false;
                self.out.dec.next.resp = false;
                self.out.dec.next.upd = true;
                self.out.nx.next.state = 6.into();
                self.out.nx.next.flags = self.cur.val().flags & 0xF9;
                self.out.nx.next.send_off = 0.into();
                self.out.dec.next.flush = true;
                self.out.dec.next.flush_idx = self.flush_start.val();
                if self.cqe_new.val() & !self.dec_in.val().cqe {
                    self.out.dec.next.flush_idx = self.flush_start.val() + 1;
                }
                self.out.dec.next.flush_end = self.flush_bound.val();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request_checks::{FLAG_SEND, FLAG_UC_DROP, FLAG_WRITE};
    use crate::sim_util::settle;
    use golden::context::qp_state_code;
    use golden::hostfmt::{cqe_flags, opcode_code, opcode_from_code, status_code, status_from_code};
    use golden::verbs::{QpState, WcOpcode, WcStatus};
    use golden::wire::{NakCode, Syndrome};
    use proptest::prelude::*;

    /// The named codes are golden's.
    #[test]
    fn codes_are_goldens() {
        assert_eq!(code::QP_ERR, qp_state_code(QpState::Err));
        assert_eq!(Syndrome::from_byte(code::SYN_ACK).unwrap(), Syndrome::Ack { credit: 31 });
        assert_eq!(Syndrome::from_byte(code::SYN_RNR).unwrap(), Syndrome::RnrNak { timer: 0 });
        assert_eq!(code::SYN_NAK_INV, Syndrome::Nak(NakCode::InvalidRequest).to_byte().unwrap());
        assert_eq!(code::SYN_NAK_ACCESS, Syndrome::Nak(NakCode::RemoteAccessError).to_byte().unwrap());
        assert_eq!(code::SYN_NAK_OP, Syndrome::Nak(NakCode::RemoteOperationalError).to_byte().unwrap());
        assert_eq!(code::WC_SUCCESS, status_code(WcStatus::Success));
        assert_eq!(code::WC_RECV, opcode_code(WcOpcode::Recv));
        assert_eq!(code::WC_RECV_IMM, opcode_code(WcOpcode::RecvRdmaWithImm));
        assert_eq!([code::CQE_IMM, code::CQE_INV, code::CQE_UD], [cqe_flags::IMM, cqe_flags::INV_RKEY, cqe_flags::UD_SOURCE]);
        assert_eq!(code::FLAGS_MSG as u64, FLAG_WRITE | FLAG_SEND);
        assert_eq!(code::FLAG_UC_DROP as u64, FLAG_UC_DROP);
    }

    fn outcome_of(i: u8) -> Outcome {
        [Outcome::Ok, Outcome::Rnr, Outcome::InvalidRequest, Outcome::AccessError, Outcome::OperationalError, Outcome::Malformed][i as usize % 6]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]
        /// Every outcome does what golden's responder does, in golden's codes: the answer's
        /// syndrome, the QP state, the sequence numbers, the completion's status, opcode, flags
        /// and length, the flush, and the counters; a completion the CQ cannot take ends in the
        /// CQ error with no answer.
        #[test]
        fn outcomes_are_goldens(
            exec in any::<bool>(), dupread in any::<bool>(), post in 0u8..6, qp_type in 0u8..3,
            class in 0u8..4, first in any::<bool>(), last in any::<bool>(), imm in any::<bool>(),
            ack_req in any::<bool>(), psn in 0u32..1 << 24, epsn in 0u32..1 << 24, msn in 0u32..1 << 24,
            plen in any::<u16>(), dma_len in any::<u32>(), rnr in any::<u8>(), rq_cons in any::<u32>(),
            send_off in any::<u32>(), wr_va in any::<u64>(), send_end in 0u64..1 << 33, wr_resid_next in any::<u32>(),
            read_epsn in 0u32..1 << 24, next_head in any::<u8>(), multi in any::<bool>(), inv in any::<bool>(),
            cq_full in any::<bool>(), flush_start in any::<u32>(), flush_bound in any::<u32>(),
            cur_flags in any::<u8>(), cur_state in 2u8..5, cqe_in in any::<bool>(), cqe_flags_in in any::<u8>(),
            syn_in in any::<u8>(), waddr_in in any::<u64>(),
        ) {
            let post = outcome_of(post);
            // (A completion decided before the outcome is a refused WQE's: LocLenErr with an
            // invalid request, LocProtErr with an operational error.)
            let cqe_in = cqe_in && matches!(post, Outcome::InvalidRequest | Outcome::OperationalError);
            let (write, send, read, atomic) = (class == 0, class == 1, class == 2, class == 3);
            let mut b = OutcomeEffects::default();
            b.connect_all();
            b.exec.next = exec;
            b.dupread.next = dupread & !exec & read;
            b.post.next = post;
            b.op.next = OpFlags { send, write, read, atomic, resp: false, first, last, inv: send & last & inv, imm: imm & (send | write) & last };
            b.qp_type.next = (qp_type as u64).into();
            b.m.next.ack_req = ack_req;
            b.m.next.psn = (psn as u64).into();
            b.orig.next.epsn = (epsn as u64).into();
            b.orig.next.msn = (msn as u64).into();
            b.m.next.payload_len = (plen as u64).into();
            b.m.next.dma_len = (dma_len as u64).into();
            b.rnr_timer.next = (rnr as u64).into();
            b.orig.next.rq_cons = (rq_cons as u64).into();
            b.orig.next.send_off = (send_off as u64).into();
            b.orig.next.wr_va = wr_va.into();
            b.send_end.next = send_end.into();
            b.wr_resid_next.next = (wr_resid_next as u64).into();
            b.read_epsn.next = (read_epsn as u64).into();
            b.next_head.next = (next_head as u64).into();
            b.multi.next = multi;
            b.inv.next = inv;
            b.cq_full.next = cq_full;
            b.flush_start.next = (flush_start as u64).into();
            b.flush_bound.next = (flush_bound as u64).into();
            // (A UC packet that executes has its drop flag cleared before: `Decide`.)
            let cur_flags = if exec && qp_type == 1 { cur_flags & !code::FLAG_UC_DROP } else { cur_flags };
            let cur = QpcMut { state: (cur_state as u64).into(), flags: (cur_flags as u64).into(), epsn: (epsn as u64).into(), msn: (msn as u64).into(), rq_cons: (rq_cons as u64).into(), ..Default::default() };
            b.cur.next = cur;
            let dec_in = Decision { cqe: cqe_in, cqe_flags: (cqe_flags_in as u64).into(), syn: (syn_in as u64).into(), waddr: waddr_in.into(), ..Default::default() };
            b.dec_in.next = dec_in;
            settle(&mut b);
            let (nx, dec, inc) = (b.out.nx.val(), b.out.dec.val(), b.out.inc.val());
            let op = b.op.val();
            let counted = inc.names();
            let state = nx.state.to_u64() as u8;
            let flags = nx.flags.to_u64() as u8;
            let new_cqe = dec.cqe && !cqe_in;
            let ran = exec || b.dupread.val();
            let is = |c: Outcome| post == c;
            // A completion the CQ cannot take: the CQ error, no completion, no answer, QP to ERR.
            let cq_error = (cqe_in || (exec && is(Outcome::Ok) && ((qp_type == 2) || (send && last) || (write && last && op.imm)))) && cq_full;
            prop_assert_eq!(b.out.cq_err.val(), cq_error);
            if cq_error {
                prop_assert!(!dec.cqe && !dec.resp && dec.upd && dec.flush);
                prop_assert_eq!(state, qp_state_code(QpState::Err));
                prop_assert!(counted.contains(&"cq_overflows") && !counted.contains(&"acks_sent"));
                prop_assert_eq!(dec.flush_end.to_u64() as u32, flush_bound);
                let skip = (!cqe_in) as u32;
                prop_assert_eq!(dec.flush_idx.to_u64() as u32, flush_start.wrapping_add(skip), "the new completion's WQE is not flushed again");
                return Ok(());
            }
            prop_assert!(!counted.contains(&"cq_overflows"));
            if !ran {
                prop_assert_eq!(nx, cur);
                prop_assert_eq!(dec, dec_in);
                prop_assert!(counted.is_empty());
                return Ok(());
            }
            if exec && qp_type == 2 {
                // UD: no answer, no state change; the WQE completes (its error completion too).
                prop_assert!(!dec.resp && state == cur_state);
                if is(Outcome::Ok) {
                    prop_assert!(new_cqe);
                    prop_assert_eq!(status_from_code(dec.cqe_status.to_u64() as u8), Some(WcStatus::Success));
                    prop_assert_eq!(opcode_from_code(dec.cqe_opcode.to_u64() as u8), Some(WcOpcode::Recv));
                    prop_assert_eq!(dec.cqe_len.to_u64(), plen as u64);
                    prop_assert_eq!(dec.write, plen > 0 && !multi);
                    prop_assert_eq!(nx.rq_cons.to_u64() as u32, rq_cons.wrapping_add(1));
                    prop_assert_eq!(counted, vec!["sends"]);
                } else {
                    prop_assert_eq!(nx.rq_cons.to_u64() as u32, rq_cons.wrapping_add((cqe_in && !is(Outcome::Malformed)) as u32));
                    prop_assert_eq!(counted, if is(Outcome::Malformed) { vec!["drops_bad_wqe"] } else { vec![] });
                }
                return Ok(());
            }
            if exec && is(Outcome::Ok) {
                let ends = last || read || atomic;
                let want_epsn = if read { read_epsn } else { (psn + 1) & 0xFF_FFFF };
                prop_assert_eq!(nx.epsn.to_u64() as u32, want_epsn);
                prop_assert_eq!(nx.msn.to_u64() as u32, if ends { (msn + 1) & 0xFF_FFFF } else { msn });
                prop_assert_eq!(dec.msn.to_u64() as u32, if ends { (msn + 1) & 0xFF_FFFF } else { 0 });
                prop_assert_eq!(state, cur_state, "the QP state stays");
                let completes = (send && last) || (write && last && op.imm);
                prop_assert_eq!(new_cqe, completes);
                if completes {
                    prop_assert_eq!(status_from_code(dec.cqe_status.to_u64() as u8), Some(WcStatus::Success));
                    let want_op = if send { WcOpcode::Recv } else { WcOpcode::RecvRdmaWithImm };
                    prop_assert_eq!(opcode_from_code(dec.cqe_opcode.to_u64() as u8), Some(want_op));
                    let f = dec.cqe_flags.to_u64() as u8;
                    prop_assert_eq!(f & cqe_flags::IMM != 0, op.imm && !(send && inv));
                    prop_assert_eq!(f & cqe_flags::INV_RKEY != 0, send && inv);
                    prop_assert_eq!(dec.mup, send && inv);
                    let want_len = if send { send_end as u32 } else if first { dma_len } else { send_off };
                    prop_assert_eq!(dec.cqe_len.to_u64() as u32, want_len);
                    prop_assert_eq!(nx.rq_cons.to_u64() as u32, rq_cons.wrapping_add(1));
                }
                if write || send {
                    // The message's in-progress flag: set until its last packet; the rest kept.
                    let bit = if write { FLAG_WRITE as u8 } else { FLAG_SEND as u8 };
                    prop_assert_eq!(flags & bit != 0, !last);
                    prop_assert_eq!(flags & !bit, cur_flags & !bit);
                    prop_assert_eq!(dec.write, plen > 0 && (write || !multi));
                    let acked = ack_req && qp_type == 0;
                    prop_assert_eq!(dec.resp, acked);
                    if acked {
                        prop_assert_eq!(dec.kind.to_u64(), 0);
                        prop_assert_eq!(dec.psn.to_u64() as u32, psn);
                        prop_assert_eq!(dec.syn.to_u64() as u8, syn_in, "the ACK's syndrome is the one decided before");
                    }
                    if write && !last {
                        let base = if first { waddr_in } else { wr_va };
                        prop_assert_eq!(nx.wr_va.to_u64(), base.wrapping_add(plen as u64));
                        prop_assert_eq!(nx.wr_resid.to_u64() as u32, wr_resid_next);
                    }
                } else {
                    prop_assert!(dec.resp);
                    prop_assert_eq!(dec.kind.to_u64(), if read { 2 } else { 1 });
                    prop_assert_eq!(dec.psn.to_u64() as u32, psn);
                    if atomic {
                        prop_assert_eq!(nx.replay_head.to_u64() as u8, next_head);
                    }
                }
                let mut want: Vec<&str> = vec![];
                if ack_req && qp_type == 0 && (write || send) { want.push("acks_sent"); }
                if write && last { want.push("writes"); }
                if send && last { want.push("sends"); }
                if read { want.push("reads"); }
                if atomic { want.push("atomics"); }
                prop_assert_eq!(counted, want);
                return Ok(());
            }
            if exec && qp_type == 1 && !is(Outcome::Malformed) {
                // UC refused: dropped silently, the rest of the message too unless this is its last.
                prop_assert!(!dec.resp && state == cur_state);
                prop_assert_eq!(nx.epsn.to_u64() as u32, (psn + 1) & 0xFF_FFFF);
                prop_assert_eq!(flags & code::FLAGS_MSG, 0);
                prop_assert_eq!(flags & code::FLAG_UC_DROP != 0, !last);
                prop_assert_eq!(nx.rq_cons.to_u64() as u32, rq_cons.wrapping_add(cqe_in as u32));
                prop_assert_eq!(counted, vec!["drops_uc"]);
                return Ok(());
            }
            if b.dupread.val() && is(Outcome::Ok) {
                prop_assert!(dec.resp && dec.kind.to_u64() == 2 && dec.psn.to_u64() as u32 == psn);
                prop_assert_eq!(nx, cur);
                prop_assert!(counted.is_empty());
                return Ok(());
            }
            if exec && is(Outcome::Rnr) {
                prop_assert!(dec.resp && dec.kind.to_u64() == 0 && dec.psn.to_u64() as u32 == psn);
                prop_assert_eq!(Syndrome::from_byte(dec.syn.to_u64() as u8).unwrap(), Syndrome::RnrNak { timer: rnr & 31 });
                prop_assert_eq!(state, cur_state);
                prop_assert_eq!(counted, vec!["rnr_naks_sent"]);
                return Ok(());
            }
            if exec && is(Outcome::Malformed) {
                prop_assert!(!dec.resp);
                prop_assert_eq!(nx, cur);
                prop_assert_eq!(counted, vec!["drops_bad_wqe"]);
                return Ok(());
            }
            // Fatal: the QP to ERR, a NAK of ePSN on the CNP priority, the flush.
            prop_assert_eq!(state, qp_state_code(QpState::Err));
            prop_assert!(dec.resp && dec.ctrl && dec.upd && dec.flush && dec.kind.to_u64() == 0);
            prop_assert_eq!(dec.psn.to_u64() as u32, epsn);
            prop_assert_eq!(flags & code::FLAGS_MSG, 0);
            prop_assert_eq!((dec.flush_idx.to_u64() as u32, dec.flush_end.to_u64() as u32), (flush_start, flush_bound));
            prop_assert_eq!(nx.rq_cons.to_u64() as u32, rq_cons.wrapping_add(cqe_in as u32), "a failing WQE completes with its error");
            let (nak, counter) = match post {
                Outcome::InvalidRequest => (NakCode::InvalidRequest, "naks_inv_req_sent"),
                Outcome::AccessError => (NakCode::RemoteAccessError, "naks_access_sent"),
                _ => (NakCode::RemoteOperationalError, "naks_op_sent"),
            };
            prop_assert_eq!(Syndrome::from_byte(dec.syn.to_u64() as u8).unwrap(), Syndrome::Nak(nak));
            prop_assert_eq!(counted, vec![counter]);
        }
    }

    /// A failed payload write (golden's remote operational error, found after the fact), per QP
    /// type and state.
    #[test]
    fn a_failed_payload_write_is_goldens_operational_error() {
        for (qp_type, state, send, last, posted) in [
            (0u8, QpState::Rts, true, false, true),
            (0, QpState::Rtr, false, true, true),
            (0, QpState::Err, true, false, true),
            (1, QpState::Rts, true, false, true),
            (1, QpState::Rts, true, false, false),
            (1, QpState::Sqe, false, false, true),
            (1, QpState::Rts, true, true, true),
            (2, QpState::Rts, true, true, true),
        ] {
            let what = format!("type {qp_type} {state:?} send {send} last {last} posted {posted}");
            let mut b = OutcomeEffects::default();
            b.connect_all();
            b.werr.next = true;
            b.facts.next.h_send = send;
            b.facts.next.h_last = last;
            b.facts.next.h_msn = 77.into();
            b.m.next.psn = 1234.into();
            b.qp_type.next = (qp_type as u64).into();
            b.orig.next.rq_cons = 10.into();
            b.flush_bound.next = 14.into();
            let cur = QpcMut {
                state: (qp_state_code(state) as u64).into(),
                flags: 0x06.into(),
                send_off: 300.into(),
                rq_prod: (if posted { 14 } else { 10 }).into(),
                rq_cons: 10.into(),
                ..Default::default()
            };
            b.cur.next = cur;
            // Whatever an executed request would do must not matter.
            b.exec.next = true;
            b.post.next = Outcome::Ok;
            settle(&mut b);
            let (nx, dec, inc) = (b.out.nx.val(), b.out.dec.val(), b.out.inc.val());
            let live_rc = qp_type == 0 && matches!(state, QpState::Rtr | QpState::Rts | QpState::Sqd);
            let live_uc = qp_type == 1 && matches!(state, QpState::Rtr | QpState::Rts | QpState::Sqd | QpState::Sqe);
            assert_eq!(b.out.werr_nak.val(), live_rc, "{what}");
            assert_eq!(dec.msn.to_u64(), 77, "{what}: the packet's MSN");
            if live_rc {
                assert_eq!(nx.state.to_u64() as u8, qp_state_code(QpState::Err), "{what}");
                assert!(dec.resp && dec.ctrl && dec.upd && dec.psn.to_u64() == 1234, "{what}");
                assert_eq!(Syndrome::from_byte(dec.syn.to_u64() as u8).unwrap(), Syndrome::Nak(NakCode::RemoteOperationalError));
                assert!(dec.flush && dec.flush_idx.to_u64() == 10 && dec.flush_end.to_u64() == 14, "{what}");
                assert_eq!(b.out.flush_op.val(), send && !last, "{what}: the failed SEND's WQE first, LocQpOpErr");
                assert_eq!(inc.names(), ["naks_op_sent"], "{what}");
            } else if live_uc {
                assert!(!dec.resp && dec.upd && nx.state == cur.state, "{what}");
                assert_eq!(nx.flags.to_u64() as u8 & code::FLAG_UC_DROP != 0, !last, "{what}");
                assert_eq!(nx.flags.to_u64() as u8 & code::FLAGS_MSG, 0, "{what}");
                let one = send && !last && posted;
                assert_eq!(dec.flush && b.out.flush_op.val(), one, "{what}");
                if one {
                    assert_eq!((dec.flush_idx.to_u64(), dec.flush_end.to_u64()), (10, 11), "{what}: the SEND's WQE only");
                }
                assert_eq!(inc.names(), ["drops_uc"], "{what}");
            } else {
                assert_eq!(nx, cur, "{what}");
                assert!(!dec.resp && !dec.upd && !dec.flush && !b.out.flush_op.val(), "{what}");
                assert!(inc.names().is_empty(), "{what}");
            }
        }
    }

    /// The requester's fatal error (golden's `enter_error`), per QP type and state: from RTS or
    /// SQD, RC goes to ERR with its receive WQEs flushed (to the bound) and no answer, UC and UD
    /// to SQE with nothing flushed; from any other state nothing changes. Nothing is counted.
    #[test]
    fn the_requesters_fatal_error_is_goldens_enter_error() {
        let states = [QpState::Reset, QpState::Init, QpState::Rtr, QpState::Rts, QpState::Sqd, QpState::Sqe, QpState::Err];
        for qp_type in 0u8..3 {
            for state in states {
                let what = format!("type {qp_type} {state:?}");
                let mut b = OutcomeEffects::default();
                b.connect_all();
                b.qerr.next = true;
                b.qp_type.next = (qp_type as u64).into();
                b.orig.next.rq_cons = 10.into();
                b.flush_bound.next = 14.into();
                let cur = QpcMut { state: (qp_state_code(state) as u64).into(), flags: 0x06.into(), send_off: 300.into(), rq_prod: 14.into(), rq_cons: 10.into(), ..Default::default() };
                b.cur.next = cur;
                // Whatever an executed request would do must not matter.
                b.exec.next = true;
                b.post.next = Outcome::Ok;
                settle(&mut b);
                let (nx, dec, inc) = (b.out.nx.val(), b.out.dec.val(), b.out.inc.val());
                assert!(!dec.resp && !dec.cqe && !dec.write && !b.out.werr_nak.val() && !b.out.flush_op.val(), "{what}");
                assert!(inc.names().is_empty(), "{what}: {:?}", inc.names());
                let live = matches!(state, QpState::Rts | QpState::Sqd);
                if live && qp_type == 0 {
                    assert_eq!(nx.state.to_u64() as u8, qp_state_code(QpState::Err), "{what}");
                    assert_eq!((nx.flags.to_u64() as u8 & code::FLAGS_MSG, nx.send_off.to_u64()), (0, 0), "{what}");
                    assert!(dec.upd && dec.flush && dec.flush_idx.to_u64() == 10 && dec.flush_end.to_u64() == 14, "{what}");
                } else if live {
                    assert_eq!(nx.state.to_u64() as u8, qp_state_code(QpState::Sqe), "{what}");
                    assert!(dec.upd && !dec.flush, "{what}");
                    assert_eq!(nx.rq_cons, cur.rq_cons, "{what}");
                } else {
                    assert_eq!(nx, cur, "{what}");
                    assert!(!dec.upd && !dec.flush, "{what}");
                }
            }
        }
        assert_eq!(code::QP_SQE, qp_state_code(QpState::Sqe));
    }

    /// Exports and lints clean. UNUSEDSIGNAL is off: of the opcode class it reads the classes
    /// it acts on (not `resp` or `inv`: a response never executes here, and the invalidation
    /// comes checked as `inv`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_outcome_effects", OutcomeEffects::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
