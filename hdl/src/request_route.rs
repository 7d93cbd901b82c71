//! Request route (issue 15): the responder's decision for a request packet once its context
//! and its checks ([crate::request_checks::RequestChecks]) are known, in golden's order
//! (`golden::endpoint` `handle_frame`, then `golden::transport::responder` `rc_request`,
//! `uc_request`, `ud_request`): dropped (and the counter that says why), answered without
//! executing (a duplicate, a sequence NAK), or executed through the step it needs next.
//!
//! - Dropped: QP in Reset, P_Key mismatch, the opcode's service not the QP's type, a state that
//!   does not receive, a UD Q_Key mismatch or a UD SEND longer than the path MTU or with no
//!   receive WQE, a UC packet after a gap or inside a dropped message (not a First/Only), a
//!   response to a QP whose requester is not in RTS/SQD (counted as ignored otherwise).
//! - RC, PSN ahead of ePSN: dropped, with one sequence NAK of ePSN per gap (context flag 0).
//! - RC, duplicate: a SEND/WRITE is ACKed with ePSN - 1; a READ is re-executed (its key check
//!   first); an atomic is answered from the replay ring.
//! - Executed (RC in sequence, UC in sequence or a First/Only starting over, UD): a SEND or
//!   WRITE with immediate goes to the receive WQE (a SEND with invalidate checks its IETH key
//!   first), a request that needs its R_Key to the key check (unless the lookahead checked it:
//!   `fast`), else straight to its outcome.
//! - ECN-CE: a CNP, at most one per `cnp_interval` (`cnp_now` from the checks).
//!
//! Combinational: the receive engine's `Decide` state registers the outputs.
use crate::engine_counters::CounterInc;
use crate::header_machine::{EngineState, PacketFacts};
use crate::op_class::OpFlags;
use crate::outcome_effects::Decision;
use crate::qpc_view::QpcMut;
use crate::request_checks::{Outcome, VerdictIn};
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// The route's result, the route's side (registered by the header machine's `Decide`).
#[derive(LogicInterface, Default)]
#[join = "RouteIn"]
pub struct RouteOut {
    /// The header machine's next state for the packet: `Push` (nothing to execute or write
    /// back: the mover record, a drop, and the counters), `Commit` (write the context back and
    /// answer: duplicates, sequence NAKs, a UC drop's flag), `Outcome` (executed, no key and no
    /// WQE needed), `Key` (the R_Key check; a SEND with invalidate's IETH key), `Wqe` (the
    /// receive WQE: fetch, checks, scatter walk) or `AtomicReplay` (a duplicate atomic, answered
    /// from the replay ring).
    pub step: Signal<Out, EngineState>,
    /// The context fields after the route.
    pub nx: Signal<Out, QpcMut>,
    /// The decision after the route.
    pub dec: Signal<Out, Decision>,
    /// The outcome so far.
    pub post: Signal<Out, Outcome>,
    /// The request executes.
    pub exec: Signal<Out, Bit>,
    /// A duplicate READ, re-executed.
    pub dupread: Signal<Out, Bit>,
    /// A CNP goes back to the sender.
    pub cnp: Signal<Out, Bit>,
    /// The key lookup is the IETH R_Key of a SEND with invalidate.
    pub key_inv: Signal<Out, Bit>,
    /// Counter increments.
    pub inc: Signal<Out, CounterInc>,
}

/// The route's result, the header machine's side (the mirror of [`RouteOut`]).
#[derive(LogicInterface, Default)]
#[join = "RouteOut"]
pub struct RouteIn {
    /// The header machine's next state for the packet: `Push` (nothing to execute or write
    /// back: the mover record, a drop, and the counters), `Commit` (write the context back and
    /// answer: duplicates, sequence NAKs, a UC drop's flag), `Outcome` (executed, no key and no
    /// WQE needed), `Key` (the R_Key check; a SEND with invalidate's IETH key), `Wqe` (the
    /// receive WQE: fetch, checks, scatter walk) or `AtomicReplay` (a duplicate atomic, answered
    /// from the replay ring).
    pub step: Signal<In, EngineState>,
    /// The context fields after the route.
    pub nx: Signal<In, QpcMut>,
    /// The decision after the route.
    pub dec: Signal<In, Decision>,
    /// The outcome so far.
    pub post: Signal<In, Outcome>,
    /// The request executes.
    pub exec: Signal<In, Bit>,
    /// A duplicate READ, re-executed.
    pub dupread: Signal<In, Bit>,
    /// A CNP goes back to the sender.
    pub cnp: Signal<In, Bit>,
    /// The key lookup is the IETH R_Key of a SEND with invalidate.
    pub key_inv: Signal<In, Bit>,
    /// Counter increments.
    pub inc: Signal<In, CounterInc>,
}

/// The request's route (see the module documentation).
#[derive(LogicBlock)]
pub struct RequestRoute {
    /// The request's record (`crate::rx_parser::RxMeta`).
    pub m: Signal<In, RxMeta>,
    /// The opcode's class.
    pub op: Signal<In, OpFlags>,
    /// What the header machine holds about the packet: its PSN's and length's classes
    /// (`e_other`, `e_ahead`, `mt_le`) and whether the lookahead checked its R_Key (`m_fast`).
    pub facts: Signal<In, PacketFacts>,
    /// QP type code (0 RC, 1 UC, 2 UD).
    pub qp_type: Signal<In, Bits<8>>,
    /// The QP's P_Key.
    pub qp_pkey: Signal<In, Bits<16>>,
    /// The QP's Q_Key.
    pub qp_qkey: Signal<In, Bits<32>>,
    /// The receive ring is empty.
    pub rq_empty: Signal<In, Bit>,
    /// The context's changeable fields.
    pub cur: Signal<In, QpcMut>,
    /// The request checks' verdict (`RequestChecks`).
    pub chk: VerdictIn,
    /// The decision so far.
    pub dec_in: Signal<In, Decision>,
    /// The route: the decision, the context changes, the next step (to the header machine's `rt`).
    pub out: RouteOut,
    /// The opcode's service (RC 0, UC 1, UD 3) is the QP type's (0, 1, 2).
    svc_ok: Signal<Local, Bit>,
    inc_none: Constant<CounterInc>,
    // Fields of the input records (`op`, `m`, `cur`, `orig`), as locals.
    /// BTH opcode (its top three bits are the service).
    opcode: Signal<Local, Bits<8>>,
    /// BTH P_Key.
    pkey: Signal<Local, Bits<16>>,
    /// BTH PSN.
    psn: Signal<Local, Bits<24>>,
    /// DETH Q_Key (UD).
    qkey: Signal<Local, Bits<32>>,
    /// The packet's receive time.
    now: Signal<Local, Bits<32>>,
    /// QP state code.
    qp_state: Signal<Local, Bits<8>>,
    /// The context's flags byte.
    flags: Signal<Local, Bits<8>>,
    /// The context's ePSN.
    epsn: Signal<Local, Bits<24>>,
    /// The context's MSN.
    msn: Signal<Local, Bits<24>>,
}

impl Default for RequestRoute {
    fn default() -> Self {
        RequestRoute {
            out: Default::default(),
            m: Default::default(),
            op: Default::default(),
            opcode: Default::default(),
            pkey: Default::default(),
            psn: Default::default(),
            qkey: Default::default(),
            now: Default::default(),
            facts: Default::default(),
            qp_state: Default::default(),
            qp_type: Default::default(),
            qp_pkey: Default::default(),
            qp_qkey: Default::default(),
            flags: Default::default(),
            epsn: Default::default(),
            msn: Default::default(),
            rq_empty: Default::default(),
            cur: Default::default(),
            chk: Default::default(),
            dec_in: Default::default(),
            svc_ok: Default::default(),
            inc_none: Constant::new(CounterInc::default()),
        }
    }
}

impl Logic for RequestRoute {
    #[hdl_gen]
    fn update(&mut self) {
        // (Fields of the records, as locals.)
        self.opcode.next = self.m.val().opcode;
        self.pkey.next = self.m.val().pkey;
        self.psn.next = self.m.val().psn;
        self.qkey.next = self.m.val().qkey;
        self.now.next = self.m.val().rx_time;
        self.qp_state.next = self.cur.val().state;
        self.flags.next = self.cur.val().flags;
        self.epsn.next = self.cur.val().epsn;
        self.msn.next = self.cur.val().msn;
        self.out.dec.next = self.dec_in.val();
        self.out.inc.next = self.inc_none.val();
        self.out.exec.next = false;
        self.out.dupread.next = false;
        self.out.cnp.next = false;
        self.out.key_inv.next = false;
        self.svc_ok.next = ((self.qp_type.val() == 0) & (self.opcode.val().get_bits::<3>(5) == 0))
            | ((self.qp_type.val() == 1) & (self.opcode.val().get_bits::<3>(5) == 1))
            | ((self.qp_type.val() == 2) & (self.opcode.val().get_bits::<3>(5) == 3));
        // The context as it is, unless a branch below changes it.
        self.out.nx.next = self.cur.val();
        self.out.nx.next.flags = self.chk.flags_next.val();
        self.out.dec.next.msn = self.msn.val();
        self.out.post.next = self.chk.outcome.val();
        self.out.dec.next.syn = 0x1F.into();
        self.out.step.next = EngineState::Commit;
        if self.qp_state.val() == 0 {
            self.out.inc.next.drops_unknown_qp = true;
            self.out.step.next = EngineState::Push;
        } else if self.pkey.val().get_bits::<15>(0) != self.qp_pkey.val().get_bits::<15>(0) {
            self.out.inc.next.drops_bad_pkey = true;
            self.out.step.next = EngineState::Push;
        } else if !self.svc_ok.val() {
            self.out.inc.next.drops_unknown_qp = true;
            self.out.step.next = EngineState::Push;
        } else {
            // ECN-CE: a CNP back to the sender, at most one per QP per `cnp_interval`.
            if self.chk.cnp_now.val() {
                self.out.cnp.next = true;
                self.out.dec.next.upd = true;
                self.out.nx.next.cnp_time = self.now.val();
                self.out.inc.next.cnps_sent = true;
            }
            if self.qp_type.val() == 1 {
                // UC (golden `uc_request`): no ACK or NAK, ever.
                if (self.qp_state.val() < 2) | (self.qp_state.val() > 5) {
                    self.out.inc.next.drops_bad_state = true;
                } else if !(self.op.val().send | self.op.val().write) {
                    self.out.inc.next.drops_unknown_qp = true;
                } else if (self.flags.val().get_bit(5) | self.facts.val().e_other) & !self.op.val().first {
                    // A gap or a refused packet before: the rest of the message is dropped.
                    self.out.inc.next.drops_uc = true;
                    self.out.nx.next.flags = self.chk.flags_next.val() | 0x20;
                    self.out.nx.next.epsn = self.psn.val() + 1;
                    self.out.dec.next.upd = true;
                } else {
                    // In sequence, or a First/Only that starts over (ePSN := its PSN).
                    self.out.exec.next = true;
                    self.out.dec.next.upd = true;
                    self.out.nx.next.flags = self.chk.flags_next.val() & 0xDF;
                    self.out.step.next = EngineState::Outcome;
                    if self.chk.need_key.val() {
                        self.out.step.next = EngineState::Key;
                    }
                    if self.op.val().send & self.chk.send_go.val() {
                        self.out.step.next = EngineState::Wqe;
                    }
                }
            } else if self.qp_type.val() == 2 {
                // UD (golden `ud_request`): one SEND per message, no PSN, no answers.
                if (self.qp_state.val() < 2) | (self.qp_state.val() > 5) {
                    self.out.inc.next.drops_bad_state = true;
                } else if self.qkey.val() != self.qp_qkey.val() {
                    self.out.inc.next.drops_bad_qkey = true;
                } else if !self.facts.val().mt_le {
                    // Longer than the path MTU: dropped silently, the WQE stays.
                    self.out.inc.next.drops_ud_too_long = true;
                } else if self.rq_empty.val() {
                    self.out.inc.next.drops_ud_no_recv = true;
                } else {
                    self.out.exec.next = true;
                    self.out.dec.next.cqe_flags = bit_cast::<8, 1>(self.op.val().imm.into()) | 0x04;
                    self.out.step.next = EngineState::Wqe;
                }
            } else if self.op.val().resp {
                // A response to an RC QP (golden `handle_frame`, rxe `check_type_state`): a
                // QP whose requester is not in RTS/SQD drops it as bad state; otherwise it
                // is counted and ignored (no requester in this block).
                if (self.qp_state.val() < 3) | (self.qp_state.val() > 4) {
                    self.out.inc.next.drops_bad_state = true;
                } else {
                    self.out.inc.next.responses_ignored = true;
                }
            } else if (self.qp_state.val() < 2) | (self.qp_state.val() > 4) {
                self.out.inc.next.drops_bad_state = true;
            } else if self.facts.val().e_ahead {
                // Ahead of ePSN: dropped, one sequence NAK per gap.
                self.out.inc.next.drops_psn = true;
                if !self.flags.val().get_bit(0) {
                    self.out.inc.next.naks_seq_sent = true;
                    self.out.inc.next.drops_psn = true;
                    self.out.nx.next.flags = self.chk.flags_next.val() | 0x01;
                    self.out.dec.next.upd = true;
                    self.out.dec.next.resp = true;
                    self.out.dec.next.kind = 0.into();
                    self.out.dec.next.psn = self.epsn.val();
                    self.out.dec.next.syn = 0x60.into();
                }
            } else if self.facts.val().e_other {
                // Duplicate.
                self.out.inc.next.duplicates_received = true;
                if self.op.val().read {
                    self.out.dupread.next = true;
                    self.out.step.next = EngineState::Outcome;
                    if self.chk.need_key.val() {
                        self.out.step.next = EngineState::Key;
                    }
                } else if self.op.val().atomic {
                    // Answered from the QP's replay ring in host memory.
                    self.out.step.next = EngineState::AtomicReplay;
                } else {
                    self.out.dec.next.resp = true;
                    self.out.dec.next.kind = 0.into();
                    self.out.dec.next.psn = self.epsn.val() - 1;
                    self.out.inc.next.acks_sent = true;
                    self.out.inc.next.duplicates_received = true;
                }
            } else {
                // PSN == ePSN: execute; the sequence NAK flag clears.
                self.out.exec.next = true;
                self.out.dec.next.upd = true;
                self.out.nx.next.flags = self.chk.flags_next.val() & 0xFE;
                self.out.step.next = EngineState::Outcome;
                if self.chk.need_key.val() & self.facts.val().m_fast & self.op.val().write {
                    // The lookahead ran this R_Key check (as `KeyCheck` would) and it
                    // passed: the host address is in `dec.waddr`; then the length check.
                    self.out.post.next = Outcome::Ok;
                    if !self.chk.write_len_ok.val() {
                        self.out.post.next = Outcome::InvalidRequest;
                    }
                } else if self.chk.need_key.val() & self.facts.val().m_fast & self.op.val().read {
                    // A READ's R_Key (remote read of its DMA length) passed the lookahead's
                    // check: its host address is in `d_addr`, as `Key` leaves it.
                    self.out.post.next = Outcome::Ok;
                } else if self.chk.need_key.val() {
                    self.out.step.next = EngineState::Key;
                }
                if self.op.val().send & self.chk.send_go.val() {
                    self.out.step.next = EngineState::Wqe;
                    if self.op.val().last & self.op.val().inv {
                        // SEND with invalidate: the IETH R_Key is checked first (golden's
                        // order: before the receive buffer is used).
                        self.out.key_inv.next = true;
                        self.out.step.next = EngineState::Key;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::context::qp_state_code;
    use golden::hostfmt::cqe_flags;
    use golden::verbs::QpState;
    use golden::wire::{NakCode, Opcode, Syndrome};

    /// A request packet and its QP as the route sees them; `base` executes.
    #[derive(Clone, Copy)]
    struct Case {
        op: OpFlags,
        opcode: Opcode,
        pkey: u16,
        qp_pkey: u16,
        psn: u32,
        epsn: u32,
        other: bool,
        ahead: bool,
        state: QpState,
        qp_type: u8,
        flags: u8,
        qkey: u32,
        qp_qkey: u32,
        plen_le_mtu: bool,
        rq_empty: bool,
        need_key: bool,
        send_go: bool,
        write_len_ok: bool,
        fast: bool,
        cnp_now: bool,
    }

    /// The valid packet of `opcode` (its class from [crate::op_class::OpClass], as the engine
    /// decodes it).
    fn base(opcode: Opcode) -> Case {
        let mut oc = crate::op_class::OpClass::default();
        oc.connect_all();
        oc.op.next = (opcode as u64).into();
        oc.masked.next = (opcode as u8) >> 5 != 0;
        settle(&mut oc);
        let op = oc.flags.val();
        Case {
            op,
            opcode,
            pkey: 0xFFFF,
            qp_pkey: 0xFFFF,
            psn: 100,
            epsn: 100,
            other: false,
            ahead: false,
            state: QpState::Rts,
            qp_type: match (opcode as u8) >> 5 { 0 => 0, 1 => 1, _ => 2 },
            flags: 0,
            qkey: 7,
            qp_qkey: 7,
            plen_le_mtu: true,
            rq_empty: false,
            need_key: op.write || op.read || op.atomic,
            send_go: op.send,
            write_len_ok: true,
            fast: false,
            cnp_now: false,
        }
    }

    struct Got {
        step: EngineState,
        nx: QpcMut,
        dec: Decision,
        post: Outcome,
        exec: bool,
        dupread: bool,
        cnp: bool,
        key_inv: bool,
        inc: Vec<&'static str>,
    }

    fn route(c: Case) -> Got {
        let mut b = RequestRoute::default();
        b.connect_all();
        b.op.next = c.op;
        b.m.next.opcode = (c.opcode as u64).into();
        b.m.next.pkey = (c.pkey as u64).into();
        b.m.next.psn = (c.psn as u64).into();
        b.m.next.qkey = (c.qkey as u64).into();
        b.m.next.rx_time = 5000.into();
        b.facts.next.mt_le = c.plen_le_mtu;
        b.facts.next.e_other = c.other;
        b.facts.next.e_ahead = c.ahead;
        b.facts.next.m_fast = c.fast;
        b.qp_type.next = (c.qp_type as u64).into();
        b.qp_pkey.next = (c.qp_pkey as u64).into();
        b.qp_qkey.next = (c.qp_qkey as u64).into();
        b.rq_empty.next = c.rq_empty;
        b.cur.next = QpcMut {
            state: (qp_state_code(c.state) as u64).into(),
            flags: (c.flags as u64).into(),
            epsn: (c.epsn as u64).into(),
            msn: 9.into(),
            ..Default::default()
        };
        b.chk.outcome.next = Outcome::Ok;
        b.chk.flags_next.next = (c.flags as u64).into();
        b.chk.cnp_now.next = c.cnp_now;
        b.chk.need_key.next = c.need_key;
        b.chk.send_go.next = c.send_go;
        b.chk.write_len_ok.next = c.write_len_ok;
        b.dec_in.next = Decision::default();
        settle(&mut b);
        Got {
            step: b.out.step.val(),
            nx: b.out.nx.val(),
            dec: b.out.dec.val(),
            post: b.out.post.val(),
            exec: b.out.exec.val(),
            dupread: b.out.dupread.val(),
            cnp: b.out.cnp.val(),
            key_inv: b.out.key_inv.val(),
            inc: b.out.inc.val().names(),
        }
    }

    /// The drops in golden's order (`handle_frame`, then the service's request path): each
    /// case breaks one more check than the valid packet, and the first broken one decides.
    #[test]
    fn drops_follow_goldens_order() {
        let w = base(Opcode::RcWriteOnly);
        let cases: Vec<(&str, Case, &[&str])> = vec![
            ("QP in Reset", Case { state: QpState::Reset, pkey: 1, ..w }, &["drops_unknown_qp"]),
            ("P_Key", Case { pkey: 0x1234, state: QpState::Err, ..w }, &["drops_bad_pkey"]),
            ("service", Case { qp_type: 1, state: QpState::Err, ..w }, &["drops_unknown_qp"]),
            ("RC in Init", Case { state: QpState::Init, ..w }, &["drops_bad_state"]),
            ("RC in SQE", Case { state: QpState::Sqe, ..w }, &["drops_bad_state"]),
            ("RC in ERR", Case { state: QpState::Err, ahead: true, other: true, ..w }, &["drops_bad_state"]),
            ("UC in ERR", Case { state: QpState::Err, ..base(Opcode::UcSendOnly) }, &["drops_bad_state"]),
            ("UD in Init", Case { state: QpState::Init, qkey: 1, ..base(Opcode::UdSendOnly) }, &["drops_bad_state"]),
            ("UD Q_Key", Case { qkey: 1, plen_le_mtu: false, ..base(Opcode::UdSendOnly) }, &["drops_bad_qkey"]),
            ("UD too long", Case { plen_le_mtu: false, rq_empty: true, ..base(Opcode::UdSendOnly) }, &["drops_ud_too_long"]),
            ("UD no WQE", Case { rq_empty: true, ..base(Opcode::UdSendOnly) }, &["drops_ud_no_recv"]),
            ("response, requester in RTR", Case { state: QpState::Rtr, ..base(Opcode::RcAck) }, &["drops_bad_state"]),
            ("response", base(Opcode::RcAck), &["responses_ignored"]),
        ];
        for (what, c, want) in cases {
            let g = route(c);
            assert_eq!(g.inc, want, "{what}");
            assert!(!g.exec && !g.dec.resp && !g.dec.upd, "{what}: nothing executes, answers or changes");
        }
        // The P_Key's membership bit is not compared (golden masks it off).
        assert!(route(Case { pkey: 0x7FFF, ..w }).exec);
    }

    /// Out of sequence (RC): ahead is dropped with one sequence NAK of ePSN per gap; a duplicate
    /// SEND or WRITE is ACKed with ePSN - 1, a READ re-executed, an atomic replayed.
    #[test]
    fn out_of_sequence_is_goldens() {
        let w = Case { psn: 120, ahead: true, other: true, ..base(Opcode::RcSendOnly) };
        let g = route(w);
        assert_eq!(g.inc, ["naks_seq_sent", "drops_psn"]);
        assert!(g.dec.resp && g.dec.upd && g.dec.kind.to_u64() == 0 && g.dec.psn.to_u64() == 100);
        assert_eq!(Syndrome::from_byte(g.dec.syn.to_u64() as u8).unwrap(), Syndrome::Nak(NakCode::PsnSequenceError));
        assert_eq!(g.nx.flags.to_u64() & 1, 1, "one NAK per gap");
        let again = route(Case { flags: 1, ..w });
        assert_eq!(again.inc, ["drops_psn"]);
        assert!(!again.dec.resp);

        let dup = |op| route(Case { psn: 90, other: true, epsn: 0, ..base(op) });
        let g = dup(Opcode::RcWriteOnly);
        assert_eq!(g.inc, ["acks_sent", "duplicates_received"]);
        assert_eq!(g.dec.psn.to_u64(), 0xFF_FFFF, "ePSN - 1, modulo 2^24");
        assert_eq!(Syndrome::from_byte(g.dec.syn.to_u64() as u8).unwrap(), Syndrome::Ack { credit: 31 });
        let g = dup(Opcode::RcReadRequest);
        assert!(g.dupread && !g.exec && g.step == EngineState::Key && !g.dec.resp);
        assert_eq!(dup(Opcode::RcCompareSwap).step, EngineState::AtomicReplay);
    }

    /// Executed requests go to the step they need; UC starts over on a First/Only after a gap
    /// and drops anything else; UD goes to its WQE with the UD source completion flag.
    #[test]
    fn executed_requests_take_their_step() {
        let g = route(base(Opcode::RcWriteOnly));
        assert!(g.exec && g.dec.upd && g.step == EngineState::Key);
        let g = route(Case { fast: true, ..base(Opcode::RcWriteOnly) });
        assert!(g.step == EngineState::Outcome && g.post == Outcome::Ok, "the lookahead checked the key");
        let g = route(Case { fast: true, write_len_ok: false, ..base(Opcode::RcWriteOnly) });
        assert_eq!(g.post, Outcome::InvalidRequest);
        let g = route(base(Opcode::RcReadRequest));
        assert!(g.exec && g.step == EngineState::Key, "a READ not of the fast class checks its key");
        let g = route(Case { fast: true, ..base(Opcode::RcReadRequest) });
        assert!(g.exec && g.step == EngineState::Outcome && g.post == Outcome::Ok, "the lookahead checked the READ's key");
        assert_eq!(route(base(Opcode::RcSendOnly)).step, EngineState::Wqe);
        let g = route(base(Opcode::RcSendOnlyInv));
        assert!(g.key_inv && g.step == EngineState::Key, "the IETH key first");
        assert_eq!(route(base(Opcode::RcCompareSwap)).step, EngineState::Key);
        assert_eq!(route(Case { need_key: false, ..base(Opcode::RcReadRequest) }).step, EngineState::Outcome);

        let uc = Case { psn: 130, other: true, ahead: true, ..base(Opcode::UcSendMiddle) };
        let g = route(uc);
        assert_eq!(g.inc, ["drops_uc"]);
        assert!(g.dec.upd && !g.exec && g.nx.flags.to_u64() & 0x20 != 0 && g.nx.epsn.to_u64() == 131);
        let g = route(Case { opcode: Opcode::UcSendFirst, op: base(Opcode::UcSendFirst).op, ..uc });
        assert!(g.exec && g.step == EngineState::Wqe && g.nx.flags.to_u64() & 0x20 == 0, "a First starts over");

        let g = route(base(Opcode::UdSendOnlyImm));
        assert!(g.exec && g.step == EngineState::Wqe);
        assert_eq!(g.dec.cqe_flags.to_u64() as u8, cqe_flags::UD_SOURCE | cqe_flags::IMM);
    }

    /// ECN-CE: a CNP (when the checks allow one), the CNP time in the context.
    #[test]
    fn a_ce_mark_makes_a_cnp() {
        let g = route(Case { cnp_now: true, ..base(Opcode::RcWriteOnly) });
        assert!(g.cnp && g.dec.upd && g.inc.contains(&"cnps_sent") && g.nx.cnp_time.to_u64() == 5000);
        let g = route(Case { cnp_now: true, state: QpState::Init, ..base(Opcode::RcWriteOnly) });
        assert!(g.cnp, "before the state check, as golden's handle_frame");
    }

    /// Exports and lints clean. UNUSEDSIGNAL is off: of the context's fields it reads the CNP
    /// time's slot only through `cur`, which it passes on whole.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_request_route", RequestRoute::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
