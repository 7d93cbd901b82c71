//! Header lookahead (issue 15): holds the next [`LA_SLOTS`] RX records in front of a transport
//! engine and fetches what the engine's fast path needs for them ahead of time, so that a cached
//! QP's small WRITEs and READs are decided without waiting for a lookup.
//!
//! For a record of the fast class ([`is_fast_class`]: no parser verdict, RC RDMA WRITE First,
//! Middle, Last or Only without immediate, or RC READ Request) it issues
//! - the QP context lookup (tag [`LA_TAG`] + slot, on the context cache's tagged lookup port);
//! - for a WRITE First/Only or a READ with a non-zero DMA length, the R_Key's table entry lookup,
//!   then, once both entries are in, the R_Key check ([`KeyChecker`]: remote write, for a READ
//!   remote read, of `dma_len` bytes at the RETH VA, in the context's PD), keeping the host
//!   address of the VA. (READs joined the class in session 46: a cached QP's 64-byte READs had
//!   taken 13 cycles each, `CtxLookup`, `CtxWait` and the key stage's six.)
//!
//! Every other record is held without lookups and leaves as "slow": the engine's header machine
//! looks it up itself.
//!
//! Every record's destination (MAC, IP version, IP) is compared with `local_*` as it comes in
//! (`head_addr_ok`), so the engine's take does not compare 177 bits in the cycle it decides. The
//! key check reads its slot's record, entry and PD a cycle after the slot was chosen (`c0_*`), so
//! the choice and the checker's adders are not one path (latency 3 cycles from the choice).
//!
//! # Keeping held contexts current
//! A held context is only worth something if it is the QP's context as it will be when the engine
//! takes the record. Three rules keep it so:
//! - **Forwarding.** Every context update the cache accepts (`fwd_*`: the engine's own writes,
//!   fast or slow) is copied into every held fast record of that QP, and marks it forwarded: the
//!   response to a lookup issued before the update, which may still arrive, is then ignored. A
//!   lookup issued after it answers the updated entry anyway (the cache shows an update accepted
//!   in cycle `t` to a lookup accepted after `t`, and never takes a same-set lookup beside an
//!   update), so forwarded data and any later answer agree.
//! - **Staleness.** `stale` (a memory-key update, a table command through the mailbox) marks
//!   every held record's context and key as not usable: those records go the slow way.
//! - **Order.** Records leave in arrival order, only once every lookup and check issued for them
//!   has been answered (`head_valid`), so a slot's tag is never reused while an answer is out.
//!
//! Responses carry the slot in their tag (bits 1..0, bit 7 set); the engine routes responses
//! whose tag has bit 7 set here ([`crate::lookup_share::LookupShare`]) and they are taken at once
//! (`*_rsp_ready` is always high). The engine's own lookups use tag 0 and have priority:
//! `allow_q` / `allow_k` low keep the lookahead off the port.
//!
//! # Status
//! Instantiated by [`crate::resp_engine::RespEngine`] (fast records go straight to its
//! `Decide`), and exported and tested alone (`cosim/tests/rtl_header_lookahead.rs`).
use crate::cache_port::CacheLookup;
use crate::key_checker::KeyChecker;
use crate::qpc_view::{QpcMut, QpcView};
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// Records held.
pub const LA_SLOTS: usize = 4;
/// Tag of the lookahead's lookups: this bit set, the slot in bits 1..0.
pub const LA_TAG: u64 = 0x80;
/// Tag of the engine's own (slow path) lookups.
pub const SLOW_TAG: u64 = 0;

/// RC request opcodes of the fast class (`golden::wire::Opcode`): WRITE First, Middle, Last, Only,
/// and READ Request.
pub const FAST_OPCODES: [u8; 5] = [0x06, 0x07, 0x08, 0x0A, 0x0C];

/// Whether a record with this parser verdict and opcode is of the fast class (the rule the block
/// implements in hardware; tests and models use this function).
pub fn is_fast_class(verdict: u8, opcode: u8) -> bool {
    verdict == 0 && FAST_OPCODES.contains(&opcode)
}

/// The lookahead.
#[derive(LogicBlock)]
pub struct HeaderLookahead {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (forgets every held record).
    pub reset: Signal<In, Bit>,
    /// The RX parser's next record.
    pub meta: Signal<In, RxMeta>,
    /// `meta` is valid.
    pub meta_valid: Signal<In, Bit>,
    /// `meta` is taken this cycle (a slot is free).
    pub meta_ready: Signal<Out, Bit>,
    /// The oldest held record.
    pub head: Signal<Out, RxMeta>,
    /// A record is held and everything issued for it has been answered: the engine may take it.
    pub head_valid: Signal<Out, Bit>,
    /// The head is of the fast class, its context (`head_ctx`) is current, and its R_Key (if it
    /// needs one) was found and passed the check (host address in `head_host`).
    pub head_fast: Signal<Out, Bit>,
    /// The head's QP context entry (meaningful with `head_fast`).
    pub head_ctx: Signal<Out, Bits<1024>>,
    /// Host address of the head's RETH VA (meaningful with `head_fast` on a First/Only).
    pub head_host: Signal<Out, Bits<64>>,
    /// The engine takes the head this cycle (only while `head_valid`).
    pub take: Signal<In, Bit>,
    /// Nothing is held.
    pub empty: Signal<Out, Bit>,
    /// The context lookup port may be used this cycle.
    pub allow_q: Signal<In, Bit>,
    /// The context cache's lookup port (tags [`LA_TAG`] + slot; its answers are taken at once,
    /// `qpc_rsp_ready` is always high: the owner routes only this block's answers here).
    pub qpc: CacheLookup,
    /// The key lookup port may be used this cycle.
    pub allow_k: Signal<In, Bit>,
    /// The key cache's lookup port (index `R_Key >> 8`, tags [`LA_TAG`] + slot; the entry in
    /// bits 0..512 of `mkey_rsp_data`; answers taken at once, as on `qpc`).
    pub mkey: CacheLookup,
    /// A context update was accepted by the cache this cycle.
    pub fwd_valid: Signal<In, Bit>,
    /// Its QPN.
    pub fwd_index: Signal<In, Bits<24>>,
    /// The entry as written.
    pub fwd_data: Signal<In, Bits<1024>>,
    /// Held contexts and keys are no longer current (a key update or a table command was taken).
    pub stale: Signal<In, Bit>,
    /// This NIC's MAC, in [`RxMeta::dst_mac`]'s order (a record's address is checked as it comes in).
    pub local_mac: Signal<In, Bits<48>>,
    /// This NIC's IP, in [`RxMeta::dst_ip`]'s order.
    pub local_ip: Signal<In, Bits<128>>,
    /// This NIC's IP is IPv6.
    pub ip_v6: Signal<In, Bit>,
    /// The head was sent to this NIC: its destination MAC, IP version and IP are `local_*` (as they
    /// were when the record came in).
    pub head_addr_ok: Signal<Out, Bit>,
    kc: KeyChecker,
    /// The context of the slot being checked, as fields (its PD).
    pv: QpcView,
    /// No context change (the view is only read for the PD).
    no_mut: Constant<QpcMut>,
    sid: Vec<Constant<Bits<2>>>,
    la_tag: Constant<Bits<8>>,
    /// Slot holds a record.
    full: Vec<DFF<Bit>>,
    /// The record.
    rec: Vec<DFF<RxMeta>>,
    /// The record's QPN (its own register: rust-hdl's `hdl_gen` cannot take a field of an
    /// indexed struct signal).
    qpn: Vec<DFF<Bits<24>>>,
    /// Fast class.
    fast: Vec<DFF<Bit>>,
    /// Addressed to this NIC.
    amatch: Vec<DFF<Bit>>,
    /// Context lookup still to issue / issued and unanswered / entry present / not usable.
    qwant: Vec<DFF<Bit>>,
    qpend: Vec<DFF<Bit>>,
    qhave: Vec<DFF<Bit>>,
    qbad: Vec<DFF<Bit>>,
    /// The entry came from a forwarded update (a later answer is ignored).
    fwd: Vec<DFF<Bit>>,
    ctx: Vec<DFF<Bits<1024>>>,
    /// A key check is needed / lookup to issue / issued / entry present / not usable / check
    /// in flight / check done (and passed).
    kneed: Vec<DFF<Bit>>,
    kwant: Vec<DFF<Bit>>,
    kpend: Vec<DFF<Bit>>,
    khave: Vec<DFF<Bit>>,
    kbad: Vec<DFF<Bit>>,
    kinfl: Vec<DFF<Bit>>,
    kdone: Vec<DFF<Bit>>,
    kok: Vec<DFF<Bit>>,
    key: Vec<DFF<Bits<512>>>,
    host: Vec<DFF<Bits<64>>>,
    /// Oldest slot / next free slot.
    rp: DFF<Bits<2>>,
    wp: DFF<Bits<2>>,
    /// The checks in flight: slot, chosen (its inputs read from the slot a cycle later, so that
    /// the choice and the checker's adders are not one path), one and two cycles after the
    /// request.
    c0_valid: DFF<Bit>,
    c0_slot: DFF<Bits<2>>,
    c1_valid: DFF<Bit>,
    c1_slot: DFF<Bits<2>>,
    c2_valid: DFF<Bit>,
    c2_slot: DFF<Bits<2>>,
    /// Slot i is done (everything answered).
    done: Vec<Signal<Local, Bit>>,
    /// Slot i may start its key check.
    kready: Vec<Signal<Local, Bit>>,
    /// Selected slots: context lookup, key lookup, key check.
    qsel: Signal<Local, Bits<2>>,
    qany: Signal<Local, Bit>,
    ksel: Signal<Local, Bits<2>>,
    kany: Signal<Local, Bit>,
    csel: Signal<Local, Bits<2>>,
    cany: Signal<Local, Bit>,
    /// The incoming record: taken, fast class, needs a key.
    ins: Signal<Local, Bit>,
    ins_fast: Signal<Local, Bit>,
    ins_key: Signal<Local, Bit>,
    ins_fwd: Signal<Local, Bit>,
    ins_amatch: Signal<Local, Bit>,
    /// Key check inputs of the selected slot.
    c_rec: Signal<Local, RxMeta>,
    c_key: Signal<Local, Bits<512>>,
    /// Slot fields read for the lookups.
    q_rec: Signal<Local, RxMeta>,
    k_rec: Signal<Local, RxMeta>,
    /// The key-lookup slot's R_Key (a field copied out before slicing: see `facts.md`).
    k_rkey: Signal<Local, Bits<32>>,
    /// A key answer's entry (bits 0..512 of the port's data).
    k_entry: Signal<Local, Bits<512>>,
    /// The incoming record's DMA length.
    ins_dlen: Signal<Local, Bits<32>>,
}

impl Default for HeaderLookahead {
    fn default() -> Self {
        let n = LA_SLOTS;
        HeaderLookahead {
            clock: Default::default(),
            reset: Default::default(),
            meta: Default::default(),
            meta_valid: Default::default(),
            meta_ready: Default::default(),
            head: Default::default(),
            head_valid: Default::default(),
            head_fast: Default::default(),
            head_ctx: Default::default(),
            head_host: Default::default(),
            take: Default::default(),
            empty: Default::default(),
            allow_q: Default::default(),
            qpc: Default::default(),
            allow_k: Default::default(),
            mkey: Default::default(),
            fwd_valid: Default::default(),
            fwd_index: Default::default(),
            fwd_data: Default::default(),
            stale: Default::default(),
            local_mac: Default::default(),
            local_ip: Default::default(),
            ip_v6: Default::default(),
            head_addr_ok: Default::default(),
            kc: Default::default(),
            pv: Default::default(),
            no_mut: Constant::new(QpcMut::default()),
            sid: (0..n).map(|i| Constant::new((i as u64).into())).collect(),
            la_tag: Constant::new(LA_TAG.into()),
            full: (0..n).map(|_| Default::default()).collect(),
            rec: (0..n).map(|_| Default::default()).collect(),
            qpn: (0..n).map(|_| Default::default()).collect(),
            fast: (0..n).map(|_| Default::default()).collect(),
            amatch: (0..n).map(|_| Default::default()).collect(),
            qwant: (0..n).map(|_| Default::default()).collect(),
            qpend: (0..n).map(|_| Default::default()).collect(),
            qhave: (0..n).map(|_| Default::default()).collect(),
            qbad: (0..n).map(|_| Default::default()).collect(),
            fwd: (0..n).map(|_| Default::default()).collect(),
            ctx: (0..n).map(|_| Default::default()).collect(),
            kneed: (0..n).map(|_| Default::default()).collect(),
            kwant: (0..n).map(|_| Default::default()).collect(),
            kpend: (0..n).map(|_| Default::default()).collect(),
            khave: (0..n).map(|_| Default::default()).collect(),
            kbad: (0..n).map(|_| Default::default()).collect(),
            kinfl: (0..n).map(|_| Default::default()).collect(),
            kdone: (0..n).map(|_| Default::default()).collect(),
            kok: (0..n).map(|_| Default::default()).collect(),
            key: (0..n).map(|_| Default::default()).collect(),
            host: (0..n).map(|_| Default::default()).collect(),
            rp: Default::default(),
            wp: Default::default(),
            c0_valid: Default::default(),
            c0_slot: Default::default(),
            c1_valid: Default::default(),
            c1_slot: Default::default(),
            c2_valid: Default::default(),
            c2_slot: Default::default(),
            done: (0..n).map(|_| Default::default()).collect(),
            kready: (0..n).map(|_| Default::default()).collect(),
            qsel: Default::default(),
            qany: Default::default(),
            ksel: Default::default(),
            kany: Default::default(),
            csel: Default::default(),
            cany: Default::default(),
            ins: Default::default(),
            ins_fast: Default::default(),
            ins_key: Default::default(),
            ins_fwd: Default::default(),
            ins_amatch: Default::default(),
            c_rec: Default::default(),
            c_key: Default::default(),
            q_rec: Default::default(),
            k_rec: Default::default(),
            k_rkey: Default::default(),
            k_entry: Default::default(),
            ins_dlen: Default::default(),
        }
    }
}

impl Logic for HeaderLookahead {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rp, wp, c0_valid, c0_slot, c1_valid, c1_slot, c2_valid, c2_slot);
        clock!(self, clock, kc);
        self.kc.reset.next = self.reset.val();
        for i in 0..4 {
            self.full[i].clock.next = self.clock.val();
            self.rec[i].clock.next = self.clock.val();
            self.fast[i].clock.next = self.clock.val();
            self.amatch[i].clock.next = self.clock.val();
            self.qpn[i].clock.next = self.clock.val();
            self.qwant[i].clock.next = self.clock.val();
            self.qpend[i].clock.next = self.clock.val();
            self.qhave[i].clock.next = self.clock.val();
            self.qbad[i].clock.next = self.clock.val();
            self.fwd[i].clock.next = self.clock.val();
            self.ctx[i].clock.next = self.clock.val();
            self.kneed[i].clock.next = self.clock.val();
            self.kwant[i].clock.next = self.clock.val();
            self.kpend[i].clock.next = self.clock.val();
            self.khave[i].clock.next = self.clock.val();
            self.kbad[i].clock.next = self.clock.val();
            self.kinfl[i].clock.next = self.clock.val();
            self.kdone[i].clock.next = self.clock.val();
            self.kok[i].clock.next = self.clock.val();
            self.key[i].clock.next = self.clock.val();
            self.host[i].clock.next = self.clock.val();
            self.full[i].d.next = self.full[i].q.val();
            self.rec[i].d.next = self.rec[i].q.val();
            self.fast[i].d.next = self.fast[i].q.val();
            self.amatch[i].d.next = self.amatch[i].q.val();
            self.qpn[i].d.next = self.qpn[i].q.val();
            self.qwant[i].d.next = self.qwant[i].q.val();
            self.qpend[i].d.next = self.qpend[i].q.val();
            self.qhave[i].d.next = self.qhave[i].q.val();
            self.qbad[i].d.next = self.qbad[i].q.val();
            self.fwd[i].d.next = self.fwd[i].q.val();
            self.ctx[i].d.next = self.ctx[i].q.val();
            self.kneed[i].d.next = self.kneed[i].q.val();
            self.kwant[i].d.next = self.kwant[i].q.val();
            self.kpend[i].d.next = self.kpend[i].q.val();
            self.khave[i].d.next = self.khave[i].q.val();
            self.kbad[i].d.next = self.kbad[i].q.val();
            self.kinfl[i].d.next = self.kinfl[i].q.val();
            self.kdone[i].d.next = self.kdone[i].q.val();
            self.kok[i].d.next = self.kok[i].q.val();
            self.key[i].d.next = self.key[i].q.val();
            self.host[i].d.next = self.host[i].q.val();
        }

        // ---- per slot: done, ready for its key check ----
        self.empty.next = true;
        for i in 0..4 {
            self.kready[i].next = self.full[i].q.val()
                & self.kneed[i].q.val()
                & self.khave[i].q.val()
                & self.qhave[i].q.val()
                & !self.qbad[i].q.val()
                & !self.kbad[i].q.val()
                & !self.kdone[i].q.val()
                & !self.kinfl[i].q.val();
            self.done[i].next = self.full[i].q.val()
                & !self.qwant[i].q.val()
                & !self.qpend[i].q.val()
                & !self.kwant[i].q.val()
                & !self.kpend[i].q.val()
                & !self.kinfl[i].q.val()
                & !self.kready[i].val();
            if self.full[i].q.val() {
                self.empty.next = false;
            }
        }

        // ---- head ----
        self.head.next = self.rec[0].q.val();
        self.head_valid.next = false;
        self.head_fast.next = false;
        self.head_addr_ok.next = self.amatch[0].q.val();
        self.head_ctx.next = self.ctx[0].q.val();
        self.head_host.next = self.host[0].q.val();
        for i in 0..4 {
            if self.rp.q.val() == self.sid[i].val() {
                self.head.next = self.rec[i].q.val();
                self.head_addr_ok.next = self.amatch[i].q.val();
                self.head_valid.next = self.done[i].val();
                self.head_fast.next = self.done[i].val()
                    & self.fast[i].q.val()
                    & self.qhave[i].q.val()
                    & !self.qbad[i].q.val()
                    & (!self.kneed[i].q.val() | (self.kdone[i].q.val() & self.kok[i].q.val() & !self.kbad[i].q.val()));
                self.head_ctx.next = self.ctx[i].q.val();
                self.head_host.next = self.host[i].q.val();
            }
        }

        // ---- lookups to issue (the highest slot number first; at most one in flight per kind
        // and slot) ----
        self.qany.next = false;
        self.qsel.next = 0.into();
        self.kany.next = false;
        self.ksel.next = 0.into();
        self.cany.next = false;
        self.csel.next = 0.into();
        for i in 0..4 {
            if self.full[i].q.val() & self.qwant[i].q.val() {
                self.qany.next = true;
                self.qsel.next = self.sid[i].val();
            }
            if self.full[i].q.val() & self.kwant[i].q.val() {
                self.kany.next = true;
                self.ksel.next = self.sid[i].val();
            }
            if self.kready[i].val() {
                self.cany.next = true;
                self.csel.next = self.sid[i].val();
            }
        }
        self.q_rec.next = self.rec[0].q.val();
        self.k_rec.next = self.rec[0].q.val();
        self.c_rec.next = self.rec[0].q.val();
        self.c_key.next = self.key[0].q.val();
        self.pv.ctx.next = self.ctx[0].q.val();
        for i in 0..4 {
            if self.qsel.val() == self.sid[i].val() {
                self.q_rec.next = self.rec[i].q.val();
            }
            if self.ksel.val() == self.sid[i].val() {
                self.k_rec.next = self.rec[i].q.val();
            }
            if self.c0_slot.q.val() == self.sid[i].val() {
                self.c_rec.next = self.rec[i].q.val();
                self.c_key.next = self.key[i].q.val();
                self.pv.ctx.next = self.ctx[i].q.val();
            }
        }
        self.pv.nx.next = self.no_mut.val();
        self.qpc.lk_valid.next = self.qany.val() & self.allow_q.val();
        self.qpc.lk_index.next = self.q_rec.val().dest_qp;
        self.qpc.lk_tag.next = self.la_tag.val() | bit_cast::<8, 2>(self.qsel.val());
        self.mkey.lk_valid.next = self.kany.val() & self.allow_k.val();
        self.k_rkey.next = self.k_rec.val().rkey;
        self.mkey.lk_index.next = self.k_rkey.val().get_bits::<24>(8);
        self.mkey.lk_tag.next = self.la_tag.val() | bit_cast::<8, 2>(self.ksel.val());
        // R_Key check: remote write (access code 3) of the RETH's DMA length at its VA, or remote
        // read (2) for a READ Request.
        self.qpc.rsp_ready.next = true;
        self.mkey.rsp_ready.next = true;
        self.k_entry.next = self.mkey.rsp_data.val().get_bits::<512>(0);
        self.kc.in_valid.next = self.c0_valid.q.val();
        self.kc.key.next = self.c_rec.val().rkey;
        self.kc.va.next = self.c_rec.val().va;
        self.kc.len.next = bit_cast::<64, 32>(self.c_rec.val().dma_len);
        self.kc.access.next = 3.into();
        if self.c_rec.val().opcode == 0x0C {
            self.kc.access.next = 2.into();
        }
        self.kc.pd.next = self.pv.pd.val();
        self.kc.entry.next = self.c_key.val();
        // (A key answered with `err` is marked bad and never checked.)
        self.kc.present.next = true;
        self.c0_valid.d.next = self.cany.val();
        self.c0_slot.d.next = self.csel.val();
        self.c1_valid.d.next = self.c0_valid.q.val();
        self.c1_slot.d.next = self.c0_slot.q.val();
        self.c2_valid.d.next = self.c1_valid.q.val();
        self.c2_slot.d.next = self.c1_slot.q.val();

        // ---- the incoming record ----
        self.meta_ready.next = true;
        for i in 0..4 {
            if (self.wp.q.val() == self.sid[i].val()) & self.full[i].q.val() {
                self.meta_ready.next = false;
            }
        }
        self.ins.next = self.meta_valid.val() & self.meta_ready.val();
        self.ins_fast.next = (self.meta.val().verdict == 0)
            & ((self.meta.val().opcode == 0x06)
                | (self.meta.val().opcode == 0x07)
                | (self.meta.val().opcode == 0x08)
                | (self.meta.val().opcode == 0x0A)
                | (self.meta.val().opcode == 0x0C));
        self.ins_dlen.next = self.meta.val().dma_len;
        self.ins_key.next = self.ins_fast.val()
            & ((self.meta.val().opcode == 0x06) | (self.meta.val().opcode == 0x0A) | (self.meta.val().opcode == 0x0C))
            & self.ins_dlen.val().any();
        self.ins_fwd.next = self.fwd_valid.val() & (self.fwd_index.val() == self.meta.val().dest_qp);
        self.ins_amatch.next = (self.meta.val().dst_mac == self.local_mac.val())
            & (self.meta.val().ipv6 == self.ip_v6.val())
            & (self.meta.val().dst_ip == self.local_ip.val());
        if self.ins.val() {
            self.wp.d.next = self.wp.q.val() + 1;
        }
        if self.take.val() {
            self.rp.d.next = self.rp.q.val() + 1;
        }

        // ---- slot updates (in this order: issue, answers, checks, forwarding, staleness, take,
        // insert) ----
        for i in 0..4 {
            if self.qpc.lk_valid.val() & self.qpc.lk_ready.val() & (self.qsel.val() == self.sid[i].val()) {
                self.qwant[i].d.next = false;
                self.qpend[i].d.next = true;
            }
            if self.mkey.lk_valid.val() & self.mkey.lk_ready.val() & (self.ksel.val() == self.sid[i].val()) {
                self.kwant[i].d.next = false;
                self.kpend[i].d.next = true;
            }
            if self.qpc.rsp_valid.val() & (self.qpc.rsp_tag.val().get_bits::<2>(0) == self.sid[i].val()) {
                self.qpend[i].d.next = false;
                if !self.fwd[i].q.val() {
                    self.ctx[i].d.next = self.qpc.rsp_data.val();
                    self.qhave[i].d.next = true;
                }
                if self.qpc.rsp_err.val() {
                    self.qbad[i].d.next = true;
                }
            }
            if self.mkey.rsp_valid.val() & (self.mkey.rsp_tag.val().get_bits::<2>(0) == self.sid[i].val()) {
                self.kpend[i].d.next = false;
                self.key[i].d.next = self.k_entry.val();
                self.khave[i].d.next = true;
                if self.mkey.rsp_err.val() {
                    self.kbad[i].d.next = true;
                }
            }
            if self.cany.val() & (self.csel.val() == self.sid[i].val()) {
                self.kinfl[i].d.next = true;
            }
            if self.c2_valid.q.val() & (self.c2_slot.q.val() == self.sid[i].val()) {
                self.kinfl[i].d.next = false;
                self.kdone[i].d.next = true;
                self.kok[i].d.next = self.kc.out_code.val() == 0;
                self.host[i].d.next = self.kc.out_host_addr.val();
            }
            if self.fwd_valid.val() & self.full[i].q.val() & self.fast[i].q.val() & (self.fwd_index.val() == self.qpn[i].q.val()) {
                self.ctx[i].d.next = self.fwd_data.val();
                self.qhave[i].d.next = true;
                self.fwd[i].d.next = true;
                self.qwant[i].d.next = false;
            }
            if self.stale.val() {
                self.qbad[i].d.next = true;
                self.kbad[i].d.next = true;
            }
            if self.take.val() & (self.rp.q.val() == self.sid[i].val()) {
                self.full[i].d.next = false;
            }
            if self.ins.val() & (self.wp.q.val() == self.sid[i].val()) {
                self.full[i].d.next = true;
                self.rec[i].d.next = self.meta.val();
                self.qpn[i].d.next = self.meta.val().dest_qp;
                self.fast[i].d.next = self.ins_fast.val();
                self.amatch[i].d.next = self.ins_amatch.val();
                self.qwant[i].d.next = self.ins_fast.val() & !self.ins_fwd.val();
                self.qpend[i].d.next = false;
                self.qhave[i].d.next = self.ins_fast.val() & self.ins_fwd.val();
                self.qbad[i].d.next = false;
                self.fwd[i].d.next = self.ins_fwd.val();
                self.ctx[i].d.next = self.fwd_data.val();
                self.kneed[i].d.next = self.ins_key.val();
                self.kwant[i].d.next = self.ins_key.val();
                self.kpend[i].d.next = false;
                self.khave[i].d.next = false;
                self.kbad[i].d.next = false;
                self.kinfl[i].d.next = false;
                self.kdone[i].d.next = false;
                self.kok[i].d.next = false;
            }
            if self.reset.val() {
                self.full[i].d.next = false;
                self.qpend[i].d.next = false;
                self.kpend[i].d.next = false;
                self.kinfl[i].d.next = false;
            }
        }
        if self.reset.val() {
            self.rp.d.next = 0.into();
            self.wp.d.next = 0.into();
            self.c0_valid.d.next = false;
            self.c1_valid.d.next = false;
            self.c2_valid.d.next = false;
        }
    }
}
