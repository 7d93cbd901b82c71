//! The responder's header machine (issue 15): the per-packet sequence of the receive engine
//! ([`crate::resp_engine`]), and the registers that hold the packet in hand.
//!
//! One header at a time: the record is taken from the header lookahead (or a failed payload write,
//! or the requester's fatal error (`qerr`), or a receive doorbell, before any record), its context comes with it (fast class) or from the
//! cache (`CtxLookup`, `CtxWait`), then the request's route (`Decide`), the key stage (`Key`), the
//! WQE walker (`Wqe`), the atomic unit (`Atomic`, `AtomicReplay`), the outcome's effects
//! (`Outcome`), the context and key updates and the payload write request (`Commit`), the mover
//! record and the jobs (`Push`) and the completions (`Complete`). Every decision is made by the
//! blocks the engine wires to it (their results come in as bundles joined to theirs: `rt`, `ofx`,
//! `ks`, `au`, `walk`, `cpl`); the machine only sequences them, registers what they decide, and
//! says when a record is taken (its one-cycle requests are the `pulse` record).
//!
//! A fast WRITE takes `Decide`, `Outcome`, `Commit`: `Commit` then does `Push`'s work itself and
//! the next record is taken in the same cycle (`pulse.take`), 3 cycles per packet. The opcode's
//! class, the PSN's class and the payload against the MTU ([`crate::record_classes`]) are decoded
//! beside each source of the context (the lookahead's copy, the update going into the cache, the
//! cache's answer) and registered with it, so that no path goes from a context through those
//! decoders into a decision.
//!
//! A record marked `cnp_only` (the [crate::rx_split]'s copy of a congestion-marked response on
//! `roce_nic`) goes the way a response goes (context, `Decide`: the CNP, written back) and counts
//! nothing but `cnps_sent`: the requester counts the response itself.
//!
//! The machine's outputs (`state`, `m`, `pk`, `ctx`, `nx`, `dec`, ...) are its registers; the
//! engine's port muxes follow `state` (the walker's requests in `Wqe`, the atomic unit's in
//! `Atomic`).
use crate::atomic_unit::AtomicResultIn;
use crate::cache_port::CacheLookup;
use crate::commit_handover::CommitHandover;
use crate::engine_counters::CounterInc;
use crate::op_class::OpFlags;
use crate::completion_seq::CplEventsIn;
use crate::key_stage::KeyResultIn;
use crate::outcome_effects::{Decision, EffectsIn};
use crate::qpc_view::QpcMut;
use crate::record_classes::RecordClasses;
use crate::record_intake::RecordIntake;
use crate::request_route::RouteIn;
use crate::request_checks::Outcome;
use crate::rx_parser::RxMeta;
use crate::wqe_walker::WalkEventsIn;
use crate::write_tracker::WriteOwner;
use rust_hdl::prelude::*;

/// What the packet in hand has done so far (cleared when the next one is taken).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct PacketFlags {
    /// The packet makes a CNP.
    pub cnp: Bit,
    /// The request executes (PSN == ePSN, checks passed so far).
    pub exec: Bit,
    /// A duplicate READ, re-executed from the request.
    pub dupread: Bit,
    /// `Push` has queued the CNP; the answer follows.
    pub cnp_pushed: Bit,
    /// The header machine handles a receive doorbell.
    pub doorbell: Bit,
    /// The key to check is a receive buffer piece's L_Key (the walker's).
    pub key_lkey: Bit,
    /// The key check in progress is one of the walker's scatter pieces.
    pub key_piece: Bit,
    /// The head WQE has several SGEs: the walker scatters the payload.
    pub scatter: Bit,
    /// This frame's payload records are already queued for the mover (by the scatter walk).
    pub moved: Bit,
    /// The header machine handles a failed payload write.
    pub werr: Bit,
    /// The job is the failed write's remote operational error NAK.
    pub werr_nak: Bit,
    /// The header machine moves a QP out of RTS/SQD for the requester (a fatal error of its
    /// send queue, [crate::req_engine]): RC to ERR with its receive WQEs flushed, UC and UD to
    /// SQE (golden's `enter_error`).
    pub qerr: Bit,
    /// The head WQE's `wr_id` is fetched.
    pub have_wr_id: Bit,
    /// The key lookup in flight is the IETH R_Key of a SEND with invalidate.
    pub key_inv: Bit,
    /// The IETH R_Key checked out: invalidate it if the SEND completes.
    pub inv: Bit,
}

/// What the machine holds about the packet in hand besides its record, context and decision:
/// its classes against the context, the addresses its blocks found, a failed write's owner.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct PacketFacts {
    /// The host address of the request's VA (the key's).
    pub d_addr: Bits<64>,
    /// An atomic's original value.
    pub d_orig: Bits<64>,
    /// The PSN is not ePSN (`PsnClass`, registered with the context).
    pub e_other: Bit,
    /// The PSN is ahead of ePSN.
    pub e_ahead: Bit,
    /// The payload is exactly the path MTU.
    pub mt_eq: Bit,
    /// The payload is at most the path MTU.
    pub mt_le: Bit,
    /// The record came from the lookahead with its context.
    pub m_fast: Bit,
    /// A failed write's owner was a SEND.
    pub h_send: Bit,
    /// A failed write's owner was a message's last packet.
    pub h_last: Bit,
    /// A failed write's owner's MSN before the packet.
    pub h_msn: Bits<24>,
    /// A payload write of the packet's QP failed while it was handled.
    pub pk_werr: Bit,
    /// A flush's last completion is written: its `Commit` ends the flush.
    pub fl_fin: Bit,
}

/// The header machine's one-cycle requests (see [`HeaderMachine::pulse`]).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct MachinePulses {
    /// The head record is taken this cycle.
    pub take: Bit,
    /// The packet's mover record (`Push`, or `Commit` doing `Push`'s work).
    pub rec_valid: Bit,
    /// A response job (the answer or the CNP).
    pub job_valid: Bit,
    /// The job is the packet's CNP.
    pub job_cnp: Bit,
    /// Start the completion sequencer.
    pub cpl_start: Bit,
    /// The flush starts with a LocQpOpErr completion.
    pub cpl_op_err_set: Bit,
    /// The failed write is taken.
    pub failed_pop: Bit,
    /// The failed write is answered with a NAK.
    pub handler_nak: Bit,
    /// The failed write is handled without a NAK.
    pub handler_no_nak: Bit,
    /// The doorbell is taken.
    pub db_ready: Bit,
    /// The requester's fatal error is taken.
    pub qerr_pop: Bit,
    /// The CQ goes to error.
    pub cq_err: Bit,
}

/// States of the header machine.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum EngineState {
    /// Waiting: a failed payload write, then the requester's fatal error, then a receive doorbell,
    /// then a record, in that order.
    Idle,
    /// QP context lookup request.
    CtxLookup,
    /// QP context answer.
    CtxWait,
    /// The checks in golden's order up to the key check; the decision of a packet that needs none.
    Decide,
    /// The key stage ([crate::key_stage::KeyStage]): a memory key's lookup and check (R_Key, a receive buffer's
    /// L_Key, a scatter piece's, an IETH key to invalidate).
    Key,
    /// The atomic unit executes the atomic (drain, read, modify, write, replay entry).
    Atomic,
    /// The outcome of an executed request: context changes, answer, completion.
    Outcome,
    /// Context update, payload write request and key invalidation (before the jobs and payload).
    Commit,
    /// The mover record, the CNP and the response job.
    Push,
    /// The WQE walker fetches the head receive WQE, checks it and walks its scatter list (its
    /// pieces' key checks go through `Key` and come back here).
    Wqe,
    /// The completion sequencer (`cpl`): the head WQE's completion once the payload is in host
    /// memory, then the flush of a QP in ERR, one WQE at a time.
    Complete,
    /// Receive doorbell: the context with the new producer index.
    Doorbell,
    /// A payload write failed: the QP to ERR with a NAK (RC) or its message dropped (UC); or
    /// (`qerr`) the requester's fatal error: the QP to ERR (RC, its receive WQEs flushed) or SQE.
    WriteFailed,
    /// The atomic unit answers a duplicate atomic from the replay ring.
    AtomicReplay,
}


/// The header machine.
#[derive(LogicBlock)]
pub struct HeaderMachine {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Take records, failed writes and doorbells (else they wait).
    pub enable: Signal<In, Bit>,
    /// The lookahead's head record is ready to be taken.
    pub head_valid: Signal<In, Bit>,
    /// The head record.
    pub head: Signal<In, RxMeta>,
    /// The head is of the fast class and comes with its context (and checked R_Key).
    pub head_fast: Signal<In, Bit>,
    /// The head's context (fast class).
    pub head_ctx: Signal<In, Bits<1024>>,
    /// The head's checked R_Key's host address (fast class).
    pub head_host: Signal<In, Bits<64>>,
    /// The head is addressed to this NIC (MAC and IP).
    pub head_addr_ok: Signal<In, Bit>,
    /// The context cache's lookup port (the machine's own lookups, tag 0, `CtxLookup`; its answer
    /// in `CtxWait`).
    pub qpc: CacheLookup,
    /// Free response job slots.
    pub job_room: Signal<In, Bits<7>>,
    /// Mover records queued.
    pub mover_fill: Signal<In, Bits<6>>,
    /// A failed payload write waits (the write tracker's).
    pub failed_valid: Signal<In, Bit>,
    /// Its owner.
    pub failed: Signal<In, WriteOwner>,
    /// DMA write requests issued so far (the response job's write tag).
    pub wr_issued: Signal<In, Bits<16>>,
    /// Room for one more write request's owner.
    pub wr_room: Signal<In, Bit>,
    /// The DMA write port takes a request.
    pub wr_req_ready: Signal<In, Bit>,
    /// The context cache takes the update.
    pub up_ready: Signal<In, Bit>,
    /// The update going into the context cache (the entry with `nx` written in).
    pub up_data: Signal<In, Bits<1024>>,
    /// The key cache takes the key update.
    pub mup_ready: Signal<In, Bit>,
    /// The requester's send queue of this QP had a fatal error (taken after a failed write and
    /// before a doorbell; `pulse.qerr_pop` takes it).
    pub qerr_valid: Signal<In, Bit>,
    /// Its QP.
    pub qerr_qpn: Signal<In, Bits<24>>,
    /// A receive doorbell waits.
    pub db_valid: Signal<In, Bit>,
    /// Its QP.
    pub db_qpn: Signal<In, Bits<24>>,
    /// Its new producer index.
    pub db_producer: Signal<In, Bits<32>>,
    /// The doorbell's producer index bounded from the ring's head (`WqRing`).
    pub db_bound: Signal<In, Bits<32>>,
    /// The context's changeable fields as they are (`QpcView`).
    pub cur: Signal<In, QpcMut>,
    /// The context's QP type.
    pub qp_type: Signal<In, Bits<8>>,
    /// The context's path MTU code.
    pub mtu_code: Signal<In, Bits<3>>,
    /// The route (`RequestRoute`).
    pub rt: RouteIn,
    /// The key stage's result.
    pub ks: KeyResultIn,
    /// A WRITE's packet length is right (`RequestChecks`).
    pub write_len_ok: Signal<In, Bit>,
    /// The atomic unit's result.
    pub au: AtomicResultIn,
    /// The outcome's effects (`OutcomeEffects`).
    pub ofx: EffectsIn,
    /// The WQE walker's events and result.
    pub walk: WalkEventsIn,
    /// The completion sequencer's events.
    pub cpl: CplEventsIn,
    /// A payload write of the packet's QP failed this cycle.
    pub werr_now: Signal<In, Bit>,
    /// The machine's state.
    pub state: Signal<Out, EngineState>,
    /// The record of the packet in hand (a failed write or a doorbell sets only `dest_qp`, `psn`
    /// and `payload_len` = 0).
    pub m: Signal<Out, RxMeta>,
    /// What the packet in hand has done so far.
    pub pk: Signal<Out, PacketFlags>,
    /// The packet's QP context entry.
    pub ctx: Signal<Out, Bits<1024>>,
    /// What the machine holds about the packet besides (`PacketFacts`).
    pub facts: Signal<Out, PacketFacts>,
    /// The context fields this packet changes.
    pub nx: Signal<Out, QpcMut>,
    /// The packet's decision.
    pub dec: Signal<Out, Decision>,
    /// The outcome after the key check.
    pub d_post: Signal<Out, Outcome>,
    /// The opcode's class (`OpClass`, registered with the context).
    pub opf: Signal<Out, OpFlags>,
    /// The machine's one-cycle requests to the blocks around it (all low but in the cycle they
    /// act).
    pub pulse: Signal<Out, MachinePulses>,
    /// The context update (`Commit`).
    pub up_valid: Signal<Out, Bit>,
    /// The key update (`Commit`).
    pub mup_valid: Signal<Out, Bit>,
    /// `Commit`'s payload write request (no earlier than the cycle both cache updates are taken).
    pub c_wr_valid: Signal<Out, Bit>,
    /// The job's write tag: the write requests it waits for.
    pub job_wr_tag: Signal<Out, Bits<16>>,
    /// This cycle's counter increments (the machine's).
    pub inc: Signal<Out, CounterInc>,
    state_r: DFF<EngineState>,
    m_r: DFF<RxMeta>,
    pk_r: DFF<PacketFlags>,
    ctx_r: DFF<Bits<1024>>,
    nx_r: DFF<QpcMut>,
    dec_r: DFF<Decision>,
    facts_r: DFF<PacketFacts>,
    d_post_r: DFF<Outcome>,
    opf_r: DFF<OpFlags>,
    /// A record may be taken: the head is ready and there is room for its jobs and payload.
    take_ok: Signal<Local, Bit>,
    /// A failed payload write or a doorbell waits (both go before any record).
    take_held: Signal<Local, Bit>,
    /// `Push` ends the packet this cycle (no completion, no flush, no second job).
    push_last: Signal<Local, Bit>,
    /// `Commit`'s context update, payload write request and key update are all taken by the end of
    /// this cycle.
    c_done: Signal<Local, Bit>,
    /// `Commit` ends the packet this cycle and does `Push`'s work itself: nothing follows the
    /// response job (no completion, no flush, no CNP, no key invalidation).
    c_push: Signal<Local, Bit>,
    /// The next record is taken this cycle (in `Idle`, or at the end of `Push` or of a `Commit`
    /// that does `Push`'s work).
    take_now: Signal<Local, Bit>,
    /// The record's classes against the cache's answer (`CtxWait`).
    cls_rsp: RecordClasses,
    /// What a taken record brings: the record, its next state, its context and classes.
    intake: RecordIntake,
    /// `Commit`'s hand-overs.
    cm: CommitHandover,
    /// [PacketFlags] all clear.
    pk_clear: Constant<PacketFlags>,
    /// No increment.
    inc_none: Constant<CounterInc>,
    pulse_none: Constant<MachinePulses>,
}

impl Default for HeaderMachine {
    fn default() -> Self {
        Self {
            au: Default::default(),
            ks: Default::default(),
            walk: Default::default(),
            cpl: Default::default(),
            ofx: Default::default(),
            rt: Default::default(),
            clock: Default::default(),
            reset: Default::default(),
            enable: Default::default(),
            head_valid: Default::default(),
            head: Default::default(),
            head_fast: Default::default(),
            head_ctx: Default::default(),
            head_host: Default::default(),
            head_addr_ok: Default::default(),
            qpc: Default::default(),
            job_room: Default::default(),
            mover_fill: Default::default(),
            failed_valid: Default::default(),
            failed: Default::default(),
            wr_issued: Default::default(),
            wr_room: Default::default(),
            wr_req_ready: Default::default(),
            up_ready: Default::default(),
            up_data: Default::default(),
            mup_ready: Default::default(),
            db_valid: Default::default(),
            db_qpn: Default::default(),
            qerr_valid: Default::default(),
            qerr_qpn: Default::default(),
            db_producer: Default::default(),
            db_bound: Default::default(),
            cur: Default::default(),
            qp_type: Default::default(),
            mtu_code: Default::default(),
            write_len_ok: Default::default(),
            werr_now: Default::default(),
            state: Default::default(),
            m: Default::default(),
            pk: Default::default(),
            ctx: Default::default(),
            facts: Default::default(),
            nx: Default::default(),
            dec: Default::default(),
            d_post: Default::default(),
            opf: Default::default(),
            pulse: Default::default(),
            up_valid: Default::default(),
            mup_valid: Default::default(),
            c_wr_valid: Default::default(),
            job_wr_tag: Default::default(),
            inc: Default::default(),
            state_r: Default::default(),
            m_r: Default::default(),
            pk_r: Default::default(),
            ctx_r: Default::default(),
            nx_r: Default::default(),
            dec_r: Default::default(),
            facts_r: Default::default(),
            d_post_r: Default::default(),
            opf_r: Default::default(),
            take_ok: Default::default(),
            take_held: Default::default(),
            push_last: Default::default(),
            c_done: Default::default(),
            c_push: Default::default(),
            take_now: Default::default(),
            cls_rsp: Default::default(),
            intake: Default::default(),
            cm: Default::default(),
            pk_clear: Constant::new(PacketFlags::default()),
            inc_none: Constant::new(CounterInc::default()),
            pulse_none: Constant::new(MachinePulses::default()),
        }
    }
}

impl Logic for HeaderMachine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_r, m_r, pk_r, ctx_r, nx_r, dec_r, d_post_r, opf_r, facts_r);
        clock!(self, clock, cm);
        self.state.next = self.state_r.q.val();
        self.m.next = self.m_r.q.val();
        self.pk.next = self.pk_r.q.val();
        self.ctx.next = self.ctx_r.q.val();
        self.nx.next = self.nx_r.q.val();
        self.dec.next = self.dec_r.q.val();
        self.facts.next = self.facts_r.q.val();
        self.d_post.next = self.d_post_r.q.val();
        self.opf.next = self.opf_r.q.val();
        // ---- outputs' defaults ----
        self.pulse.next = self.pulse_none.val();
        self.qpc.lk_valid.next = false;
        self.qpc.lk_index.next = self.m_r.q.val().dest_qp;
        self.qpc.lk_tag.next = 0.into();
        self.qpc.rsp_ready.next = false;
        self.job_wr_tag.next = self.wr_issued.val();
        self.inc.next = self.inc_none.val();

        // ---- the classes against the cache's answer (`CtxWait`; a taken record's come from
        // `intake`), registered with the context ----
        self.cls_rsp.rec.next = self.m_r.q.val();
        self.cls_rsp.entry.next = self.qpc.rsp_data.val();

        // ---- taking the next record: in `Idle`, or at the end of `Push` or of a `Commit` that
        // does `Push`'s work (`c_push`: a fast WRITE takes Decide, Outcome, Commit, 3 cycles per
        // packet); one more job slot and mover slot needed, as that cycle fills one of each ----
        self.take_held.next = (self.failed_valid.val() | self.qerr_valid.val() | self.db_valid.val()) & self.enable.val();
        self.take_ok.next = self.head_valid.val() & self.enable.val() & (self.job_room.val() >= 3) & (self.mover_fill.val() < 28);
        self.push_last.next = (self.state_r.q.val() == EngineState::Push)
            & !self.dec_r.q.val().cqe
            & !self.dec_r.q.val().flush
            & (self.pk_r.q.val().cnp_pushed | !(self.pk_r.q.val().cnp & self.dec_r.q.val().resp));
        // `Commit`'s hand-overs (`cm`): the context update, the payload write request and the key
        // update, each once.
        self.cm.reset.next = self.reset.val();
        self.cm.active.next = self.state_r.q.val() == EngineState::Commit;
        self.cm.need_up.next = self.dec_r.q.val().upd;
        self.cm.need_wr.next = self.dec_r.q.val().write;
        self.cm.need_mup.next = self.dec_r.q.val().mup;
        self.cm.wr_room.next = self.wr_room.val();
        self.cm.up_ready.next = self.up_ready.val();
        self.cm.wr_ready.next = self.wr_req_ready.val();
        self.cm.mup_ready.next = self.mup_ready.val();
        self.c_wr_valid.next = self.cm.wr_valid.val();
        self.c_done.next = self.cm.done.val();
        self.up_valid.next = self.cm.up_valid.val();
        self.mup_valid.next = self.cm.mup_valid.val();
        self.c_push.next = (self.state_r.q.val() == EngineState::Commit)
            & self.c_done.val()
            & !self.dec_r.q.val().cqe
            & !self.dec_r.q.val().flush
            & !self.facts_r.q.val().fl_fin
            & !self.pk_r.q.val().cnp
            & !self.dec_r.q.val().mup;
        self.take_now.next = !self.take_held.val()
            & (((self.state_r.q.val() == EngineState::Idle) & self.take_ok.val())
                | ((self.push_last.val() | self.c_push.val()) & self.take_ok.val() & (self.job_room.val() >= 4) & (self.mover_fill.val() < 27)));
        if (self.state_r.q.val() == EngineState::Idle) | self.take_now.val() {
            // Per-packet state starts clear (for a record, a failed payload write and a doorbell
            // alike: the one place these are cleared).
            self.pk_r.d.next = self.pk_clear.val();
            self.dec_r.d.next.upd = false;
            self.dec_r.d.next.write = false;
            self.dec_r.d.next.resp = false;
            self.dec_r.d.next.ctrl = false;
            self.dec_r.d.next.cqe = false;
            self.dec_r.d.next.mup = false;
            self.dec_r.d.next.cqe_flags = 0.into();
        }

        // The walker's events: the WQE is in (its `wr_id` for the completion), the scatter walk
        // starts, the scatter walk queues the payload's records.
        if self.walk.fetched.val() {
            self.pk_r.d.next.have_wr_id = true;
        }
        if self.walk.scatter.val() {
            self.pk_r.d.next.scatter = true;
        }
        if self.walk.queued.val() {
            self.pk_r.d.next.moved = true;
        }

        // ---- header machine ----
        match self.state_r.q.val() {
            EngineState::Idle => {
                if self.failed_valid.val() & self.enable.val() {
                    // A payload write failed: the QP's context, then `WriteFailed`.
                    self.pulse.next.failed_pop = true;
                    self.pk_r.d.next.werr = true;
                    self.facts_r.d.next.m_fast = false;
                    self.m_r.d.next.dest_qp = self.failed.val().qpn;
                    self.m_r.d.next.psn = self.failed.val().psn;
                    self.facts_r.d.next.h_msn = self.failed.val().msn;
                    self.facts_r.d.next.h_send = self.failed.val().send;
                    self.facts_r.d.next.h_last = self.failed.val().last;
                    self.m_r.d.next.payload_len = 0.into();
                    self.state_r.d.next = EngineState::CtxLookup;
                } else if self.qerr_valid.val() & self.enable.val() {
                    // The requester's fatal error: the QP's context, then `WriteFailed`.
                    self.pulse.next.qerr_pop = true;
                    self.pk_r.d.next.qerr = true;
                    self.facts_r.d.next.m_fast = false;
                    self.m_r.d.next.dest_qp = self.qerr_qpn.val();
                    self.m_r.d.next.payload_len = 0.into();
                    self.state_r.d.next = EngineState::CtxLookup;
                } else if self.db_valid.val() & self.enable.val() {
                    // Receive doorbell: read, set rq_producer, write back.
                    self.pulse.next.db_ready = true;
                    self.pk_r.d.next.doorbell = true;
                    self.facts_r.d.next.m_fast = false;
                    self.m_r.d.next.dest_qp = self.db_qpn.val();
                    self.nx_r.d.next.rq_prod = self.db_producer.val();
                    self.m_r.d.next.payload_len = 0.into();
                    self.state_r.d.next = EngineState::CtxLookup;
                } else if self.take_ok.val() {
                    // The record is taken below (`take_now`).
                }
            }
            EngineState::CtxLookup => {
                self.qpc.lk_valid.next = true;
                if self.qpc.lk_ready.val() {
                    self.state_r.d.next = EngineState::CtxWait;
                }
            }
            EngineState::CtxWait => {
                self.qpc.rsp_ready.next = true;
                if self.qpc.rsp_valid.val() {
                    self.ctx_r.d.next = self.qpc.rsp_data.val();
                    self.facts_r.d.next.e_other = self.cls_rsp.e_other.val();
                    self.facts_r.d.next.e_ahead = self.cls_rsp.e_ahead.val();
                    self.opf_r.d.next = self.cls_rsp.opf.val();
                    self.facts_r.d.next.mt_eq = self.cls_rsp.mt_eq.val();
                    self.facts_r.d.next.mt_le = self.cls_rsp.mt_le.val();
                    if self.qpc.rsp_err.val() {
                        // (Not for the CNP copy of a response: the requester counts the drop.)
                        // (Nor for the requester's fatal error: its QP is in the tables.)
                        self.inc.next.drops_unknown_qp = !self.m_r.q.val().cnp_only & !self.pk_r.q.val().qerr;
                        self.state_r.d.next = EngineState::Push;
                    } else if self.pk_r.q.val().doorbell {
                        self.state_r.d.next = EngineState::Doorbell;
                    } else if self.pk_r.q.val().werr | self.pk_r.q.val().qerr {
                        self.state_r.d.next = EngineState::WriteFailed;
                    } else {
                        self.state_r.d.next = EngineState::Decide;
                    }
                }
            }
            EngineState::Decide => {
                // The request's route (`rt`): dropped, answered, or executed through its next step.
                self.nx_r.d.next = self.rt.nx.val();
                self.dec_r.d.next = self.rt.dec.val();
                self.d_post_r.d.next = self.rt.post.val();
                self.pk_r.d.next.exec = self.rt.exec.val();
                self.pk_r.d.next.dupread = self.rt.dupread.val();
                self.pk_r.d.next.cnp = self.rt.cnp.val();
                self.pk_r.d.next.key_inv = self.rt.key_inv.val();
                self.inc.next = self.rt.inc.val();
                if self.m_r.q.val().cnp_only {
                    // The CNP copy of a response ([crate::rx_split]): the requester counts the
                    // response; here only the CNP.
                    self.inc.next = self.inc_none.val();
                    self.inc.next.cnps_sent = self.rt.inc.val().cnps_sent;
                }
                self.state_r.d.next = self.rt.step.val();
            }
            EngineState::Key => {
                // The key stage (`ks`) looks the key up and checks it.
                if self.ks.done.val() & self.pk_r.q.val().key_inv {
                    // SEND with invalidate: the key must name a valid region of the QP's PD, else
                    // invalid request (the receive WQE stays posted).
                    self.pk_r.d.next.key_inv = false;
                    if self.ks.inv_ok.val() {
                        self.pk_r.d.next.inv = true;
                        self.state_r.d.next = EngineState::Wqe;
                    } else {
                        self.d_post_r.d.next = Outcome::InvalidRequest;
                        self.state_r.d.next = EngineState::Outcome;
                    }
                } else if self.ks.done.val() {
                    self.facts_r.d.next.d_addr = self.ks.host_addr.val();
                    self.dec_r.d.next.waddr = self.ks.host_addr.val();
                    self.d_post_r.d.next = Outcome::Ok;
                    self.state_r.d.next = EngineState::Outcome;
                    if (self.ks.code.val() != 0) & self.pk_r.q.val().key_lkey {
                        // Receive buffer protection: operational error, LocProtErr completion.
                        self.d_post_r.d.next = Outcome::OperationalError;
                        self.dec_r.d.next.cqe = true;
                        self.dec_r.d.next.cqe_status = 3.into();
                        self.dec_r.d.next.cqe_len = 0.into();
                        self.dec_r.d.next.cqe_opcode = 5.into();
                    } else if self.ks.code.val() != 0 {
                        self.d_post_r.d.next = Outcome::AccessError;
                    } else if self.opf_r.q.val().write & !self.write_len_ok.val() {
                        self.d_post_r.d.next = Outcome::InvalidRequest;
                    } else if self.opf_r.q.val().atomic {
                        self.state_r.d.next = EngineState::Atomic;
                    } else if self.pk_r.q.val().key_piece {
                        // A scatter piece passed (`walk.key_pass`): the walk goes on.
                        self.pk_r.d.next.key_piece = false;
                        self.state_r.d.next = EngineState::Wqe;
                    }
                }
            }
            EngineState::Atomic => {
                if self.au.done.val() {
                    self.facts_r.d.next.d_orig = self.au.orig.val();
                    self.state_r.d.next = EngineState::Outcome;
                    if self.au.err.val() {
                        self.d_post_r.d.next = Outcome::OperationalError;
                    }
                }
            }
            EngineState::AtomicReplay => {
                if self.au.done.val() {
                    self.state_r.d.next = EngineState::Commit;
                    // (A ring that could not be read: the duplicate is dropped.)
                    if self.au.found.val() & !self.au.rd_err.val() {
                        self.dec_r.d.next.resp = true;
                        self.dec_r.d.next.kind = 1.into();
                        self.dec_r.d.next.psn = self.m_r.q.val().psn;
                        self.facts_r.d.next.d_orig = self.au.orig.val();
                    } else if !self.au.rd_err.val() {
                        self.inc.next.drops_stale_dup = true;
                    }
                }
            }
            EngineState::Outcome => {
                // The outcome of an executed request, or of a re-executed duplicate READ (`ofx`).
                self.nx_r.d.next = self.ofx.nx.val();
                self.dec_r.d.next = self.ofx.dec.val();
                self.inc.next = self.ofx.inc.val();
                if self.ofx.cq_err.val() {
                    self.pulse.next.cq_err = true;
                }
                self.state_r.d.next = EngineState::Commit;
            }
            EngineState::Commit => {
                // The context update, the DMA write request and the key update (`cm`: each once,
                // the write request no earlier than both updates; the engine's port mux sends
                // `c_wr_valid` in this state), before the jobs and payload that follow.
                if self.c_push.val() {
                    // `Push`'s work in the same cycle (one cycle less per packet): the mover record
                    // and the response job, whose write tag counts this packet's write request
                    // even if it goes in this very cycle.
                    self.pulse.next.rec_valid = self.m_r.q.val().payload_len.any() & !self.pk_r.q.val().moved;
                    self.pulse.next.job_valid = self.dec_r.q.val().resp;
                    self.job_wr_tag.next = self.wr_issued.val() + bit_cast::<16, 1>(self.cm.wr_pending.val().into());
                    self.state_r.d.next = EngineState::Idle;
                } else if self.c_done.val() {
                    self.state_r.d.next = EngineState::Push;
                    if self.facts_r.q.val().fl_fin {
                        self.facts_r.d.next.fl_fin = false;
                        self.state_r.d.next = EngineState::Idle;
                    }
                }
            }
            EngineState::Wqe => {
                // The walker runs: its reads, its write requests and its mover records go out
                // directly (the engine's port muxes, in this state); its piece key checks come
                // here.
                if self.walk.key_req.val() {
                    // A scatter piece's L_Key, for local write.
                    self.pk_r.d.next.key_lkey = true;
                    self.pk_r.d.next.key_piece = true;
                    self.state_r.d.next = EngineState::Key;
                }
                if self.walk.done.val() {
                    if self.walk.need_key.val() {
                        // One piece: its L_Key for local write; the packet goes to its host address.
                        self.pk_r.d.next.key_lkey = true;
                        self.state_r.d.next = EngineState::Key;
                    } else {
                        // Checked (and scattered), or refused: a failed read, a malformed WQE, or a
                        // buffer too short (LocLenErr).
                        self.state_r.d.next = EngineState::Outcome;
                        if self.walk.outcome.val() != Outcome::Ok {
                            self.d_post_r.d.next = self.walk.outcome.val();
                        }
                        if self.walk.outcome.val() == Outcome::InvalidRequest {
                            self.dec_r.d.next.cqe = true;
                            self.dec_r.d.next.cqe_status = 1.into();
                            self.dec_r.d.next.cqe_len = 0.into();
                            self.dec_r.d.next.cqe_opcode = 5.into();
                        }
                    }
                }
            }
            EngineState::WriteFailed => {
                // A payload write failed (host memory error): golden's remote operational error,
                // after the fact (`ofx` with `werr`; an RC QP's NAK ends the TX's withdrawal).
                self.nx_r.d.next = self.ofx.nx.val();
                self.dec_r.d.next = self.ofx.dec.val();
                self.inc.next = self.ofx.inc.val();
                self.pk_r.d.next.werr_nak = self.ofx.werr_nak.val();
                self.pulse.next.handler_nak = self.ofx.werr_nak.val();
                self.pulse.next.handler_no_nak = !self.ofx.werr_nak.val() & !self.pk_r.q.val().qerr;
                self.pulse.next.cpl_op_err_set = self.ofx.flush_op.val();
                self.state_r.d.next = EngineState::Commit;
            }
            EngineState::Complete => {
                // The completion sequencer (`cpl`) writes the entries; a flush ends with the
                // consumer index caught up with its bound (`Commit`), then the machine goes idle.
                if self.cpl.done.val() {
                    self.state_r.d.next = EngineState::Idle;
                }
                if self.cpl.fin.val() {
                    self.dec_r.d.next.flush = false;
                    self.facts_r.d.next.fl_fin = true;
                    self.nx_r.d.next.rq_cons = self.dec_r.q.val().flush_end;
                    self.dec_r.d.next.upd = true;
                    self.dec_r.d.next.write = false;
                    self.state_r.d.next = EngineState::Commit;
                }
            }
            EngineState::Doorbell => {
                // Doorbell: the context with the new producer index.
                // (The producer index is the doorbell's, taken in Idle.)
                self.nx_r.d.next = self.cur.val();
                self.nx_r.d.next.rq_prod = self.nx_r.q.val().rq_prod;
                self.dec_r.d.next.upd = true;
                self.state_r.d.next = EngineState::Commit;
                if self.cur.val().state == 6 {
                    // A QP in ERR: the new receive WQEs are flushed at once (golden `post_recv`).
                    self.dec_r.d.next.flush = true;
                    self.dec_r.d.next.flush_idx = self.cur.val().rq_cons;
                    self.dec_r.d.next.flush_end = self.db_bound.val();
                }
            }
            EngineState::Push => {
                // The payload's fate (written or dropped) to the mover, then the CNP and the response,
                // then the completion entry if any.
                self.state_r.d.next = EngineState::Idle;
                if self.dec_r.q.val().cqe | self.dec_r.q.val().flush {
                    self.state_r.d.next = EngineState::Complete;
                    self.pulse.next.cpl_start = self.pk_r.q.val().cnp_pushed | !(self.pk_r.q.val().cnp & self.dec_r.q.val().resp);
                }
                if !self.pk_r.q.val().cnp_pushed {
                    self.pulse.next.rec_valid = self.m_r.q.val().payload_len.any() & !self.pk_r.q.val().moved;
                    if self.pk_r.q.val().cnp {
                        self.pulse.next.job_valid = true;
                        self.pulse.next.job_cnp = true;
                        if self.dec_r.q.val().resp {
                            self.pk_r.d.next.cnp_pushed = true;
                            self.state_r.d.next = EngineState::Push;
                        }
                    } else {
                        self.pulse.next.job_valid = self.dec_r.q.val().resp;
                    }
                } else {
                    self.pulse.next.job_valid = true;
                    self.pk_r.d.next.cnp_pushed = false;
                }
            }
            _ => {
                self.state_r.d.next = EngineState::Idle;
            }
        }


        // ---- the take: what the record brings (`intake`) ----
        self.intake.head.next = self.head.val();
        self.intake.head_fast.next = self.head_fast.val();
        self.intake.head_ctx.next = self.head_ctx.val();
        self.intake.head_addr_ok.next = self.head_addr_ok.val();
        // Taken as its predecessor's update of the same QP may go into the cache: the lookahead's
        // copy has not seen that update yet, so the context comes from here.
        self.intake.fwd.next = self.c_push.val() & self.dec_r.q.val().upd & (self.head.val().dest_qp == self.m_r.q.val().dest_qp);
        self.intake.fwd_ctx.next = self.up_data.val();
        self.intake.fwd_epsn.next = self.nx_r.q.val().epsn;
        self.intake.qp_type.next = self.qp_type.val();
        self.intake.mtu_code.next = self.mtu_code.val();
        if self.take_now.val() {
            self.pulse.next.take = true;
            self.m_r.d.next = self.intake.rec.val();
            self.facts_r.d.next.m_fast = self.head_fast.val();
            // (A record that is not of the fast class gets its context, and its classes, in
            // `CtxWait`.)
            self.opf_r.d.next = self.intake.opf.val();
            self.facts_r.d.next.mt_eq = self.intake.mt_eq.val();
            self.facts_r.d.next.mt_le = self.intake.mt_le.val();
            self.facts_r.d.next.e_other = self.intake.e_other.val();
            self.facts_r.d.next.e_ahead = self.intake.e_ahead.val();
            if self.head_fast.val() {
                // With its context and its checked R_Key's host address.
                self.ctx_r.d.next = self.intake.ctx.val();
                self.dec_r.d.next.waddr = self.head_host.val();
                self.facts_r.d.next.d_addr = self.head_host.val();
            }
            self.facts_r.d.next.pk_werr = false;
            self.inc.next.rx_packets = !self.intake.rec.val().cnp_only;
            if self.intake.rejected.val() {
                // Rejected by the parser (its counters say why).
                self.inc.next.rx_rejected = true;
            }
            if self.intake.wrong_address.val() {
                self.inc.next.drops_wrong_address = true;
            }
            if self.intake.cnp.val() {
                self.inc.next.responses_ignored = true;
            }
            self.state_r.d.next = self.intake.step.val();
        }

        if self.werr_now.val() {
            self.facts_r.d.next.pk_werr = true;
        }
        if self.reset.val() {
            self.state_r.d.next = EngineState::Idle;
            self.facts_r.d.next.pk_werr = false;
            self.pk_r.d.next.cnp_pushed = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exports and lints clean (unused-signal warnings off: of the head record, of its context
    /// port's answer and of a failed write's owner it reads the fields it needs; UNOPTFLAT off:
    /// its combinational decoders are sub-modules its one always block drives and reads, see
    /// `scripts/verilator-lint.sh`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_header_machine", HeaderMachine::default(), &["-Wno-UNUSEDSIGNAL", "-Wno-UNOPTFLAT"])
            .unwrap_or_else(|e| panic!("{e}"));
    }
}
