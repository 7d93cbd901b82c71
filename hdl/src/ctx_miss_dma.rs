//! The context cache's misses in host memory: each MSHR's write-back of a dirty victim and fill
//! of the missing entry over the cache's DMA read and write client ports, until the MSHR is
//! ready to install its line (a part of [`crate::ctx_cache::CtxCache`]; its module docs give the
//! MSHR scheme).
//!
//! # Contract
//! - **Allocation** (`al_valid`, one cycle, with `al_id`): the MSHR writes entry `al_wb_index`
//!   back (`al_wb`, data `al_lo` / `al_hi`, copied into a victim buffer here) and/or fills entry
//!   `al_index` from host memory (`al_fill`). An MSHR id is allocated again only after it was
//!   installed (the cache's free list).
//! - **DMA**: write-backs go out one at a time (request, then the beats) in allocation order. A
//!   fill is requested as soon as its own write-back's beats are sent (or at once if there is
//!   none), one request at a time, those behind a write-back first. Entry `i` is at
//!   `base + i * 64` (one beat) or `base + i * 128` (two beats). Completions come back in request
//!   order per direction (the DMA contract) and are matched to MSHRs through FIFOs of ids, the
//!   read data by its own head (the next fill's beats may come before this one's completion).
//!   A read beat that is not full (`keep` not all ones) or a failed read completion fails the
//!   fill; a failed write completion is counted in `wb_errors` (the line is installed anyway).
//! - **Install queue**: an MSHR whose write-back and fill are both complete is queued (two
//!   queues, one per completion kind, as both may finish in one cycle; `ins_*` shows the head,
//!   the read side's first). `ins_err` says its fill failed (combinational, a 64:1 select by
//!   the head's id). `ins_take` pops the head; the fill's data is on `ins_lo` / `ins_hi` the
//!   cycle after (a block RAM read addressed by the head).
//! - `queued`: MSHR ids held in the queues (write-backs to send, fills to request, installs).
//!
//! # Why a separate block
//! The cache's tag pipeline only allocates and installs; everything between (DMA requests,
//! beats, completions, per-MSHR done and error bits) lives here, with the data buffers.
use crate::ctx_cache::{CTX_MSHRS, CTX_MSHRS_MAX};
use crate::dma_client::{DmaReadClient, DmaWriteClient};
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// FIFO of MSHR ids with an entry index, `{index[23:0], id[5:0]}`: write-backs to send (the
/// victim's index), fills to request and MSHRs ready to install (the missing entry's).
type IdIndexFifo = SyncFifo<Bits<30>, 6, 7>;

/// The misses' DMA (see the module documentation).
#[derive(LogicBlock)]
pub struct CtxMissDma {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: drops everything queued and abandons transfers in flight.
    pub reset: Signal<In, Bit>,
    /// Host address of the table's entry 0.
    pub base: Signal<In, Bits<64>>,
    /// An MSHR is allocated this cycle.
    pub al_valid: Signal<In, Bit>,
    /// Its id.
    pub al_id: Signal<In, Bits<6>>,
    /// It writes a dirty victim back.
    pub al_wb: Signal<In, Bit>,
    /// The victim's entry index.
    pub al_wb_index: Signal<In, Bits<24>>,
    /// The victim's low beat.
    pub al_lo: Signal<In, Bits<512>>,
    /// The victim's high beat (two-beat entries).
    pub al_hi: Signal<In, Bits<512>>,
    /// It fills its entry from host memory.
    pub al_fill: Signal<In, Bit>,
    /// The entry it installs (and fills).
    pub al_index: Signal<In, Bits<24>>,
    /// An MSHR is ready to install.
    pub ins_valid: Signal<Out, Bit>,
    /// The head's MSHR id.
    pub ins_id: Signal<Out, Bits<6>>,
    /// The head's entry index.
    pub ins_index: Signal<Out, Bits<24>>,
    /// The head's fill failed (a DMA error or a short beat).
    pub ins_err: Signal<Out, Bit>,
    /// Pop the head.
    pub ins_take: Signal<In, Bit>,
    /// The fill's low beat of the head read the cycle before.
    pub ins_lo: Signal<Out, Bits<512>>,
    /// The fill's high beat of the head read the cycle before.
    pub ins_hi: Signal<Out, Bits<512>>,
    /// DMA read client (fills).
    pub rd: DmaReadClient,
    /// DMA write client (write-backs).
    pub wr: DmaWriteClient,
    /// Write-backs that completed with an error.
    pub wb_errors: Signal<Out, Bits<32>>,
    /// MSHR ids held in the queues.
    pub queued: Signal<Out, Bits<7>>,
    two_beats: Constant<Bit>,
    /// MSHR ids, one per MSHR.
    mid: Vec<Constant<Bits<6>>>,
    /// Queue positions (the id queues of requests in flight).
    slotc: Vec<Constant<Bits<6>>>,
    /// Per MSHR: write-back complete, fill complete, fill failed.
    mwdone: Vec<DFF<Bit>>,
    mrdone: Vec<DFF<Bit>>,
    mrerr: Vec<DFF<Bit>>,
    errs: Signal<Local, Bits<64>>,
    /// `{fill[24], index[23:0]}` by MSHR id, one copy for the write channel (`w_cur`) and one
    /// for write completions (`wc_id`); the index alone for read completions (`rc_id`): one read
    /// port per reader, each read a cycle before it is used.
    mix_w: RAM<Bits<25>, 6>,
    mix_wc: RAM<Bits<25>, 6>,
    mix_rc: RAM<Bits<24>, 6>,
    /// Victim and fill buffers by MSHR id.
    vlo: RAM<Bits<512>, 6>,
    vhi: RAM<Bits<512>, 6>,
    flo: RAM<Bits<512>, 6>,
    fhi: RAM<Bits<512>, 6>,
    /// Write-backs to send; fills to request (without, and after, a write-back); installs.
    wbq: IdIndexFifo,
    rqa: IdIndexFifo,
    rqb: IdIndexFifo,
    insa: IdIndexFifo,
    insb: IdIndexFifo,
    // ---- write channel ----
    w_busy: DFF<Bit>,
    w_phase: DFF<Bit>,
    w_cur: DFF<Bits<6>>,
    w_beat: DFF<Bit>,
    w_addr: DFF<Bits<64>>,
    wq_id: Vec<DFF<Bits<6>>>,
    wq_head: DFF<Bits<7>>,
    wq_tail: DFF<Bits<7>>,
    // ---- read channel ----
    r_busy: DFF<Bit>,
    r_cur: DFF<Bits<6>>,
    r_beat: DFF<Bit>,
    r_addr: DFF<Bits<64>>,
    rq_id: Vec<DFF<Bits<6>>>,
    rq_head: DFF<Bits<7>>,
    rqd_head: DFF<Bits<7>>,
    rq_tail: DFF<Bits<7>>,
    // ---- completions, registered a cycle ----
    rcv_q: DFF<Bit>,
    rc_id_q: DFF<Bits<6>>,
    rc_err_q: DFF<Bit>,
    wcv_q: DFF<Bit>,
    wc_id_q: DFF<Bits<6>>,
    n_wberr: DFF<Bits<32>>,
    // ---- locals ----
    mx_word: Signal<Local, Bits<25>>,
    ins_rec: Signal<Local, Bits<30>>,
    w_index: Signal<Local, Bits<24>>,
    wb_off: Signal<Local, Bits<64>>,
    w_fill: Signal<Local, Bit>,
    rsel: Signal<Local, Bits<30>>,
    entry_off: Signal<Local, Bits<64>>,
    rd_id: Signal<Local, Bits<6>>,
    rd_go: Signal<Local, Bit>,
    wc_id: Signal<Local, Bits<6>>,
    rc_id: Signal<Local, Bits<6>>,
    rc_wdone: Signal<Local, Bit>,
    rc_index: Signal<Local, Bits<24>>,
    wc_fill: Signal<Local, Bit>,
    wc_rdone: Signal<Local, Bit>,
    wc_index: Signal<Local, Bits<24>>,
    k_wc: Signal<Local, Bits<6>>,
    k_rc: Signal<Local, Bits<6>>,
    k_rd: Signal<Local, Bits<6>>,
}

impl CtxMissDma {
    /// Entries of two beats (128 bytes) when `two_beats`, else one; `mshrs` MSHRs (1..=64).
    pub fn new(two_beats: bool, mshrs: usize) -> CtxMissDma {
        assert!((1..=CTX_MSHRS_MAX).contains(&mshrs), "1 to {CTX_MSHRS_MAX} MSHRs");
        CtxMissDma {
            clock: Default::default(),
            reset: Default::default(),
            base: Default::default(),
            al_valid: Default::default(),
            al_id: Default::default(),
            al_wb: Default::default(),
            al_wb_index: Default::default(),
            al_lo: Default::default(),
            al_hi: Default::default(),
            al_fill: Default::default(),
            al_index: Default::default(),
            ins_valid: Default::default(),
            ins_id: Default::default(),
            ins_index: Default::default(),
            ins_err: Default::default(),
            ins_take: Default::default(),
            ins_lo: Default::default(),
            ins_hi: Default::default(),
            rd: Default::default(),
            wr: Default::default(),
            wb_errors: Default::default(),
            queued: Default::default(),
            two_beats: Constant::new(two_beats),
            mid: (0..mshrs).map(|i| Constant::new((i as u64).into())).collect(),
            slotc: (0..CTX_MSHRS_MAX).map(|i| Constant::new((i as u64).into())).collect(),
            mwdone: (0..mshrs).map(|_| Default::default()).collect(),
            mrdone: (0..mshrs).map(|_| Default::default()).collect(),
            mrerr: (0..mshrs).map(|_| Default::default()).collect(),
            errs: Default::default(),
            mix_w: Default::default(),
            mix_wc: Default::default(),
            mix_rc: Default::default(),
            vlo: Default::default(),
            vhi: Default::default(),
            flo: Default::default(),
            fhi: Default::default(),
            wbq: Default::default(),
            rqa: Default::default(),
            rqb: Default::default(),
            insa: Default::default(),
            insb: Default::default(),
            w_busy: Default::default(),
            w_phase: Default::default(),
            w_cur: Default::default(),
            w_beat: Default::default(),
            w_addr: Default::default(),
            wq_id: (0..CTX_MSHRS_MAX).map(|_| Default::default()).collect(),
            wq_head: Default::default(),
            wq_tail: Default::default(),
            r_busy: Default::default(),
            r_cur: Default::default(),
            r_beat: Default::default(),
            r_addr: Default::default(),
            rq_id: (0..CTX_MSHRS_MAX).map(|_| Default::default()).collect(),
            rq_head: Default::default(),
            rqd_head: Default::default(),
            rq_tail: Default::default(),
            rcv_q: Default::default(),
            rc_id_q: Default::default(),
            rc_err_q: Default::default(),
            wcv_q: Default::default(),
            wc_id_q: Default::default(),
            n_wberr: Default::default(),
            mx_word: Default::default(),
            ins_rec: Default::default(),
            w_index: Default::default(),
            wb_off: Default::default(),
            w_fill: Default::default(),
            rsel: Default::default(),
            entry_off: Default::default(),
            rd_id: Default::default(),
            rd_go: Default::default(),
            wc_id: Default::default(),
            rc_id: Default::default(),
            rc_wdone: Default::default(),
            rc_index: Default::default(),
            wc_fill: Default::default(),
            wc_rdone: Default::default(),
            wc_index: Default::default(),
            k_wc: Default::default(),
            k_rc: Default::default(),
            k_rd: Default::default(),
        }
    }
}

impl Default for CtxMissDma {
    /// Two-beat entries, 64 MSHRs (the QP context cache's).
    fn default() -> Self {
        CtxMissDma::new(true, CTX_MSHRS)
    }
}

impl Logic for CtxMissDma {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, w_busy, w_phase, w_cur, w_beat, w_addr, wq_head, wq_tail, r_busy, r_cur, r_beat, r_addr, rq_head,
            rqd_head, rq_tail, rcv_q, rc_id_q, rc_err_q, wcv_q, wc_id_q, n_wberr
        );
        clock!(self, clock, wbq, rqa, rqb, insa, insb);
        self.wbq.reset.next = self.reset.val();
        self.wbq.replace.next = false;
        self.rqa.reset.next = self.reset.val();
        self.rqa.replace.next = false;
        self.rqb.reset.next = self.reset.val();
        self.rqb.replace.next = false;
        self.insa.reset.next = self.reset.val();
        self.insa.replace.next = false;
        self.insb.reset.next = self.reset.val();
        self.insb.replace.next = false;
        self.vlo.read_clock.next = self.clock.val();
        self.vlo.write_clock.next = self.clock.val();
        self.vhi.read_clock.next = self.clock.val();
        self.vhi.write_clock.next = self.clock.val();
        self.flo.read_clock.next = self.clock.val();
        self.flo.write_clock.next = self.clock.val();
        self.fhi.read_clock.next = self.clock.val();
        self.fhi.write_clock.next = self.clock.val();
        self.mix_w.read_clock.next = self.clock.val();
        self.mix_w.write_clock.next = self.clock.val();
        self.mix_wc.read_clock.next = self.clock.val();
        self.mix_wc.write_clock.next = self.clock.val();
        self.mix_rc.read_clock.next = self.clock.val();
        self.mix_rc.write_clock.next = self.clock.val();
        for i in 0..self.mid.len() {
            self.mwdone[i].clock.next = self.clock.val();
            self.mrdone[i].clock.next = self.clock.val();
            self.mrerr[i].clock.next = self.clock.val();
            self.mwdone[i].d.next = self.mwdone[i].q.val();
            self.mrdone[i].d.next = self.mrdone[i].q.val();
            self.mrerr[i].d.next = self.mrerr[i].q.val();
        }
        for i in 0..64 {
            self.wq_id[i].clock.next = self.clock.val();
            self.rq_id[i].clock.next = self.clock.val();
            self.wq_id[i].d.next = self.wq_id[i].q.val();
            self.rq_id[i].d.next = self.rq_id[i].q.val();
        }
        self.wb_errors.next = self.n_wberr.q.val();
        self.queued.next =
            self.wbq.fill.val() + self.rqa.fill.val() + self.rqb.fill.val() + self.insa.fill.val() + self.insb.fill.val();

        // ---- allocation: clear the MSHR's bits, record its entry, queue its transfers ----
        for i in 0..self.mid.len() {
            if self.al_valid.val() & (self.al_id.val() == self.mid[i].val()) {
                self.mwdone[i].d.next = !self.al_wb.val();
                self.mrdone[i].d.next = false;
                self.mrerr[i].d.next = false;
            }
        }
        self.mx_word.next = bit_cast::<25, 24>(self.al_index.val());
        self.mx_word.next = self.mx_word.val().replace_bit(24, self.al_fill.val());
        self.mix_w.write_address.next = self.al_id.val();
        self.mix_w.write_data.next = self.mx_word.val();
        self.mix_w.write_enable.next = self.al_valid.val();
        self.mix_wc.write_address.next = self.al_id.val();
        self.mix_wc.write_data.next = self.mx_word.val();
        self.mix_wc.write_enable.next = self.al_valid.val();
        self.mix_rc.write_address.next = self.al_id.val();
        self.mix_rc.write_data.next = self.al_index.val();
        self.mix_rc.write_enable.next = self.al_valid.val();
        // The victim's data (its write-back) goes to the MSHR's victim buffer.
        self.vlo.write_address.next = self.al_id.val();
        self.vhi.write_address.next = self.al_id.val();
        self.vlo.write_data.next = self.al_lo.val();
        self.vhi.write_data.next = self.al_hi.val();
        self.vlo.write_enable.next = self.al_valid.val() & self.al_wb.val();
        self.vhi.write_enable.next = self.al_valid.val() & self.al_wb.val() & self.two_beats.val();
        self.wbq.wr_en.next = self.al_valid.val() & self.al_wb.val();
        self.wbq.wr_data.next = bit_cast::<30, 6>(self.al_id.val()) | (bit_cast::<30, 24>(self.al_wb_index.val()) << 6);
        self.rqa.wr_en.next = self.al_valid.val() & self.al_fill.val() & !self.al_wb.val();
        self.rqa.wr_data.next = bit_cast::<30, 6>(self.al_id.val()) | (bit_cast::<30, 24>(self.al_index.val()) << 6);

        // ---- install queue head (the read side's first), its fill data and error bit ----
        self.ins_rec.next = self.insb.rd_data.val();
        if self.insa.rd_valid.val() {
            self.ins_rec.next = self.insa.rd_data.val();
        }
        self.ins_valid.next = self.insa.rd_valid.val() | self.insb.rd_valid.val();
        self.ins_id.next = self.ins_rec.val().get_bits::<6>(0);
        self.ins_index.next = self.ins_rec.val().get_bits::<24>(6);
        self.insa.rd_en.next = self.ins_take.val() & self.insa.rd_valid.val();
        self.insb.rd_en.next = self.ins_take.val() & !self.insa.rd_valid.val();
        self.flo.read_address.next = self.ins_rec.val().get_bits::<6>(0);
        self.fhi.read_address.next = self.ins_rec.val().get_bits::<6>(0);
        self.ins_lo.next = self.flo.read_data.val();
        self.ins_hi.next = self.fhi.read_data.val();
        // The head's error bit: the bits side by side, read with a plain 64:1 select by its id
        // (three LUT levels behind the head; a compare per MSHR and an OR of 64 let ABC build a
        // chain twice as deep).
        self.errs.next = 0.into();
        for i in 0..self.mid.len() {
            self.errs.next = self.errs.val().replace_bit(i, self.mrerr[i].q.val());
        }
        self.ins_err.next = self.errs.val().get_bit(self.ins_rec.val().get_bits::<6>(0).index());

        // ---- DMA write channel: one write-back at a time (request, beats) in the order they
        // were queued; completions come back in request order and are matched through a FIFO
        // of MSHR ids ----
        // Each queued id comes with its entry index: the request address is the FIFO head's
        // (a register) plus the base, no search over the MSHRs.
        // The write-back in progress: its MSHR's fill flag and entry (read with `w_cur`, which
        // holds still from the load to the last beat, at least two cycles later).
        self.mix_w.read_address.next = self.w_cur.q.val();
        self.w_fill.next = self.mix_w.read_data.val().get_bit(24);
        self.w_index.next = self.mix_w.read_data.val().get_bits::<24>(0);
        self.wc_id.next = 0.into();
        self.rsel.next = self.rqa.rd_data.val();
        if self.rqb.rd_valid.val() {
            self.rsel.next = self.rqb.rd_data.val();
        }
        self.rd_id.next = 0.into();
        self.rc_id.next = 0.into();
        // The id queues' heads, one-hot AND-OR selects (a balanced OR tree, not a chain).
        for i in 0..64 {
            self.k_wc.next = 0.into();
            self.k_rc.next = 0.into();
            self.k_rd.next = 0.into();
            if self.wq_head.q.val().get_bits::<6>(0) == self.slotc[i].val() {
                self.k_wc.next = 0x3F.into();
            }
            if self.rq_head.q.val().get_bits::<6>(0) == self.slotc[i].val() {
                self.k_rc.next = 0x3F.into();
            }
            if self.rqd_head.q.val().get_bits::<6>(0) == self.slotc[i].val() {
                self.k_rd.next = 0x3F.into();
            }
            self.wc_id.next = self.wc_id.val() | (self.wq_id[i].q.val() & self.k_wc.val());
            self.rc_id.next = self.rc_id.val() | (self.rq_id[i].q.val() & self.k_rc.val());
            self.rd_id.next = self.rd_id.val() | (self.rq_id[i].q.val() & self.k_rd.val());
        }
        self.entry_off.next = bit_cast::<64, 24>(self.rsel.val().get_bits::<24>(6)) << 6;
        self.wb_off.next = bit_cast::<64, 24>(self.wbq.rd_data.val().get_bits::<24>(6)) << 6;
        if self.two_beats.val() {
            self.entry_off.next = bit_cast::<64, 24>(self.rsel.val().get_bits::<24>(6)) << 7;
            self.wb_off.next = bit_cast::<64, 24>(self.wbq.rd_data.val().get_bits::<24>(6)) << 7;
        }
        self.rd.req_addr.next = self.r_addr.q.val();
        self.wr.req_addr.next = self.w_addr.q.val();
        self.rd.req_len.next = 64.into();
        self.wr.req_len.next = 64.into();
        if self.two_beats.val() {
            self.rd.req_len.next = 128.into();
            self.wr.req_len.next = 128.into();
        }
        self.rd.req_valid.next = false;
        self.rd.ready.next = true;
        self.wr.req_valid.next = false;
        self.wr.valid.next = false;
        self.wr.keep.next = 0xFFFF_FFFF_FFFF_FFFF_u64.into();
        self.wr.last.next = self.w_beat.q.val() | !self.two_beats.val();
        self.vlo.read_address.next = self.w_cur.q.val();
        self.vhi.read_address.next = self.w_cur.q.val();
        self.wr.data.next = self.vlo.read_data.val();
        if self.w_beat.q.val() {
            self.wr.data.next = self.vhi.read_data.val();
        }
        self.wbq.rd_en.next = false;
        self.rqb.wr_en.next = false;
        self.rqb.wr_data.next = bit_cast::<30, 6>(self.w_cur.q.val()) | (bit_cast::<30, 24>(self.w_index.val()) << 6);
        if !self.w_busy.q.val() {
            if self.wbq.rd_valid.val() {
                self.wbq.rd_en.next = true;
                self.w_busy.d.next = true;
                self.w_phase.d.next = false;
                self.w_cur.d.next = self.wbq.rd_data.val().get_bits::<6>(0);
                self.w_beat.d.next = false;
                self.w_addr.d.next = self.base.val() + self.wb_off.val();
            }
        } else if !self.w_phase.q.val() {
            self.wr.req_valid.next = true;
            if self.wr.req_ready.val() {
                self.w_phase.d.next = true;
                for i in 0..64 {
                    if self.wq_tail.q.val().get_bits::<6>(0) == self.slotc[i].val() {
                        self.wq_id[i].d.next = self.w_cur.q.val();
                    }
                }
                self.wq_tail.d.next = self.wq_tail.q.val() + 1;
            }
        } else {
            self.wr.valid.next = true;
            if self.wr.ready.val() {
                if self.wr.last.val() {
                    self.w_busy.d.next = false;
                    self.w_beat.d.next = false;
                    // Its fill (the victim's beats are out) may be requested now.
                    self.rqb.wr_en.next = self.w_fill.val();
                } else {
                    self.w_beat.d.next = true;
                }
            }
        }
        self.wcv_q.d.next = false;
        self.wc_id_q.d.next = self.wc_id.val();
        if self.wr.cpl_valid.val() & (self.wq_head.q.val() != self.wq_tail.q.val()) {
            self.wq_head.d.next = self.wq_head.q.val() + 1;
            self.wcv_q.d.next = true;
            if self.wr.cpl_status.val() != 0 {
                self.n_wberr.d.next = self.n_wberr.q.val() + 1;
            }
        }

        // ---- DMA read channel: fills requested one at a time (those behind a write-back
        // first); beats and completions come back in request order, matched through a FIFO of
        // MSHR ids (a data head and a completion head: the next fill's beats may come before
        // this one's completion) ----
        self.rqa.rd_en.next = false;
        self.rqb.rd_en.next = false;
        if !self.r_busy.q.val() {
            if self.rqb.rd_valid.val() | self.rqa.rd_valid.val() {
                self.r_busy.d.next = true;
                self.r_cur.d.next = self.rsel.val().get_bits::<6>(0);
                self.r_addr.d.next = self.base.val() + self.entry_off.val();
                if self.rqb.rd_valid.val() {
                    self.rqb.rd_en.next = true;
                } else {
                    self.rqa.rd_en.next = true;
                }
            }
        } else {
            self.rd.req_valid.next = true;
            if self.rd.req_ready.val() {
                self.r_busy.d.next = false;
                for i in 0..64 {
                    if self.rq_tail.q.val().get_bits::<6>(0) == self.slotc[i].val() {
                        self.rq_id[i].d.next = self.r_cur.q.val();
                    }
                }
                self.rq_tail.d.next = self.rq_tail.q.val() + 1;
            }
        }
        self.rd_go.next = self.rd.valid.val() & (self.rqd_head.q.val() != self.rq_tail.q.val());
        self.flo.write_address.next = self.rd_id.val();
        self.fhi.write_address.next = self.rd_id.val();
        self.flo.write_data.next = self.rd.data.val();
        self.fhi.write_data.next = self.rd.data.val();
        self.flo.write_enable.next = self.rd_go.val() & !self.r_beat.q.val();
        self.fhi.write_enable.next = self.rd_go.val() & self.r_beat.q.val() & self.two_beats.val();
        if self.rd_go.val() {
            if self.rd.keep.val() != 0xFFFF_FFFF_FFFF_FFFF_u64 {
                // Not the contract (full beats): treat the fill as failed.
                for i in 0..self.mid.len() {
                    if self.rd_id.val() == self.mid[i].val() {
                        self.mrerr[i].d.next = true;
                    }
                }
            }
            self.r_beat.d.next = true;
            if self.rd.last.val() {
                self.r_beat.d.next = false;
                self.rqd_head.d.next = self.rqd_head.q.val() + 1;
            }
        }
        self.rcv_q.d.next = false;
        self.rc_id_q.d.next = self.rc_id.val();
        self.rc_err_q.d.next = self.rd.cpl_status.val() != 0;
        if self.rd.cpl_valid.val() & (self.rq_head.q.val() != self.rq_tail.q.val()) {
            self.rq_head.d.next = self.rq_head.q.val() + 1;
            self.rcv_q.d.next = true;
        }

        // ---- completions (registered a cycle): an MSHR whose read and write are both done
        // goes to an install FIFO (one per completion kind: both may finish in one cycle) ----
        // The MSHR's entry and fill flag come from the RAM copies read with the ids the cycle
        // before (`wc_id`, `rc_id` are what `wc_id_q`, `rc_id_q` register); the done bits are
        // one-hot AND-OR selects.
        self.mix_wc.read_address.next = self.wc_id.val();
        self.mix_rc.read_address.next = self.rc_id.val();
        self.rc_wdone.next = false;
        self.rc_index.next = self.mix_rc.read_data.val().get_bits::<24>(0);
        self.wc_fill.next = self.mix_wc.read_data.val().get_bit(24);
        self.wc_rdone.next = false;
        self.wc_index.next = self.mix_wc.read_data.val().get_bits::<24>(0);
        for i in 0..self.mid.len() {
            if (self.rc_id_q.q.val() == self.mid[i].val()) & self.mwdone[i].q.val() {
                self.rc_wdone.next = true;
            }
            if (self.wc_id_q.q.val() == self.mid[i].val()) & self.mrdone[i].q.val() {
                self.wc_rdone.next = true;
            }
            if self.rc_id_q.q.val() == self.mid[i].val() {
                if self.rcv_q.q.val() {
                    self.mrdone[i].d.next = true;
                    if self.rc_err_q.q.val() {
                        self.mrerr[i].d.next = true;
                    }
                }
            }
            if self.wc_id_q.q.val() == self.mid[i].val() {
                if self.wcv_q.q.val() {
                    self.mwdone[i].d.next = true;
                }
            }
        }
        self.insa.wr_en.next = self.rcv_q.q.val()
            & (self.rc_wdone.val() | (self.wcv_q.q.val() & (self.wc_id_q.q.val() == self.rc_id_q.q.val())));
        self.insa.wr_data.next = bit_cast::<30, 6>(self.rc_id_q.q.val()) | (bit_cast::<30, 24>(self.rc_index.val()) << 6);
        self.insb.wr_en.next = self.wcv_q.q.val()
            & (!self.wc_fill.val() | self.wc_rdone.val())
            & !(self.rcv_q.q.val() & (self.wc_id_q.q.val() == self.rc_id_q.q.val()));
        self.insb.wr_data.next = bit_cast::<30, 6>(self.wc_id_q.q.val()) | (bit_cast::<30, 24>(self.wc_index.val()) << 6);

        if self.reset.val() {
            self.w_busy.d.next = false;
            self.w_beat.d.next = false;
            self.wq_head.d.next = 0.into();
            self.wq_tail.d.next = 0.into();
            self.r_busy.d.next = false;
            self.r_beat.d.next = false;
            self.rq_head.d.next = 0.into();
            self.rqd_head.d.next = 0.into();
            self.rq_tail.d.next = 0.into();
            self.rcv_q.d.next = false;
            self.wcv_q.d.next = false;
            self.n_wberr.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::{bits_to_bytes, bytes_to_bits};
    use crate::sim_util::{rising_edge, settle};
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::{BTreeMap, VecDeque};

    const BASE: u64 = 0x7_0000_0000;
    type Beat = [u8; 64];

    /// One allocated MSHR as the test sees it.
    struct Live {
        index: u32,
        fill: bool,
        /// The victim's entry and beats.
        wb: Option<(u32, Vec<Beat>)>,
        wb_requested: bool,
        wb_beats_sent: bool,
        wb_done: bool,
        rd_requested: bool,
        rd_done: bool,
        rd_err: bool,
        fill_data: Vec<Beat>,
    }

    fn clk(b: &mut CtxMissDma) -> &mut Signal<In, Clock> {
        &mut b.clock
    }

    fn rand_beat(rng: &mut StdRng) -> Beat {
        let mut b = [0u8; 64];
        rng.fill(&mut b[..]);
        b
    }

    /// Random allocations (write-backs, fills, both) against DMA servers with random
    /// back-pressure, latencies and errors, and a random install taker. Checks every request's
    /// address and length, every write-back's beats, the order of write-backs, that a fill is
    /// requested only after its own write-back's beats, that an MSHR is installed exactly once
    /// and only after its transfers completed, with its entry, its fill's data and its error;
    /// then that everything drains (no hang) and `wb_errors` counts the failed write-backs.
    fn run(seed: u64, two_beats: bool, mshrs: usize, err_pct: u32, cycles: usize) {
        let mut b = CtxMissDma::new(two_beats, mshrs);
        b.connect_all();
        let mut rng = StdRng::seed_from_u64(seed);
        let nb = if two_beats { 2 } else { 1 };
        let size = 64 * nb as u64;
        b.base.next = BASE.into();
        b.reset.next = true;
        rising_edge(&mut b, clk);
        b.reset.next = false;
        let mut free: Vec<u8> = (0..mshrs as u8).collect();
        let mut live: BTreeMap<u8, Live> = BTreeMap::new();
        // Allocation order of write-backs not yet requested.
        let mut wb_order: VecDeque<u8> = VecDeque::new();
        // Read server: accepted requests (MSHR, beats sent), completions due (cycle, MSHR, error).
        let mut rd_reqs: VecDeque<(u8, usize)> = VecDeque::new();
        let mut rd_cpls: VecDeque<(usize, u8, bool)> = VecDeque::new();
        // Write server: accepted requests (MSHR, beats taken), completions due.
        let mut wr_reqs: VecDeque<(u8, usize)> = VecDeque::new();
        let mut wr_cpls: VecDeque<(usize, u8, bool)> = VecDeque::new();
        let (mut wb_failed, mut installs, mut allocs) = (0u32, 0usize, 0usize);
        // The install taken last cycle (its fill data shows now).
        let mut taken: Option<(u8, bool, Vec<Beat>)> = None;
        let drain_from = cycles;
        for now in 0..cycles + 2_000 {
            let allocating = now < drain_from;
            // ---- allocation ----
            b.al_valid.next = false;
            let mut alloc = None;
            if allocating && !free.is_empty() && rng.gen_ratio(1, 3) {
                let id = free.swap_remove(rng.gen_range(0..free.len()));
                let used: Vec<u32> = live.values().flat_map(|l| [Some(l.index), l.wb.as_ref().map(|w| w.0)]).flatten().collect();
                let pick = |rng: &mut StdRng| loop {
                    let i = rng.gen_range(0..1u32 << 24);
                    if !used.contains(&i) {
                        break i;
                    }
                };
                let index = pick(&mut rng);
                let kind = rng.gen_range(0..3);
                let fill = kind != 0;
                let wb = (kind != 1).then(|| {
                    let mut w = pick(&mut rng);
                    while w == index {
                        w = pick(&mut rng);
                    }
                    (w, (0..nb).map(|_| rand_beat(&mut rng)).collect::<Vec<_>>())
                });
                b.al_valid.next = true;
                b.al_id.next = (id as u64).into();
                b.al_fill.next = fill;
                b.al_index.next = (index as u64).into();
                b.al_wb.next = wb.is_some();
                let (wi, beats) = wb.clone().unwrap_or((0, vec![[0; 64]; nb]));
                b.al_wb_index.next = (wi as u64).into();
                b.al_lo.next = bytes_to_bits(&beats[0]);
                b.al_hi.next = bytes_to_bits(beats.get(1).unwrap_or(&[0xA5; 64]));
                alloc = Some((id, index, fill, wb));
            }
            // ---- DMA servers ----
            b.rd.req_ready.next = rng.gen_ratio(2, 3);
            b.wr.req_ready.next = rng.gen_ratio(2, 3);
            b.wr.ready.next = rng.gen_ratio(3, 4);
            b.rd.valid.next = false;
            b.rd.last.next = false;
            let mut rd_beat = None;
            if let Some(&(id, sent)) = rd_reqs.front() {
                if rng.gen_ratio(3, 4) {
                    let data = rand_beat(&mut rng);
                    let short = rng.gen_range(0..1000) < err_pct;
                    b.rd.valid.next = true;
                    b.rd.data.next = bytes_to_bits(&data);
                    b.rd.keep.next = if short { 0xFFFF_FFFF_u64.into() } else { u64::MAX.into() };
                    b.rd.last.next = sent + 1 == nb;
                    rd_beat = Some((id, data, short));
                }
            }
            b.rd.cpl_valid.next = false;
            b.rd.cpl_status.next = 0.into();
            let mut rd_cpl = None;
            if let Some(&(due, id, err)) = rd_cpls.front() {
                if due <= now {
                    rd_cpls.pop_front();
                    b.rd.cpl_valid.next = true;
                    b.rd.cpl_status.next = if err { 2.into() } else { 0.into() };
                    rd_cpl = Some((id, err));
                }
            }
            b.wr.cpl_valid.next = false;
            b.wr.cpl_status.next = 0.into();
            let mut wr_cpl = None;
            if let Some(&(due, id, err)) = wr_cpls.front() {
                if due <= now {
                    wr_cpls.pop_front();
                    b.wr.cpl_valid.next = true;
                    b.wr.cpl_status.next = if err { 3.into() } else { 0.into() };
                    wb_failed += err as u32;
                    wr_cpl = Some(id);
                }
            }
            b.ins_take.next = false;
            settle(&mut b);
            // ---- the fill data of last cycle's install ----
            if let Some((id, err, data)) = taken.take() {
                if !err && !data.is_empty() {
                    assert_eq!(bits_to_bytes(b.ins_lo.val()), data[0], "MSHR {id}: fill data (low beat)");
                    if two_beats {
                        assert_eq!(bits_to_bytes(b.ins_hi.val()), data[1], "MSHR {id}: fill data (high beat)");
                    }
                }
            }
            // ---- install ----
            if b.ins_valid.val() && rng.gen_ratio(1, 2) {
                b.ins_take.next = true;
                let id = b.ins_id.val().to_u8();
                let l = live.remove(&id).unwrap_or_else(|| panic!("cycle {now}: install of MSHR {id}, not allocated"));
                assert!(l.wb.is_none() || l.wb_done, "MSHR {id}: installed before its write-back completed");
                assert!(!l.fill || l.rd_done, "MSHR {id}: installed before its fill completed");
                assert_eq!(b.ins_index.val().to_u32(), l.index, "MSHR {id}: entry");
                assert_eq!(b.ins_err.val(), l.fill && l.rd_err, "MSHR {id}: fill error");
                taken = Some((id, l.fill && l.rd_err, if l.fill { l.fill_data } else { vec![] }));
                free.push(id);
                installs += 1;
            }
            settle(&mut b);
            // ---- requests and beats this cycle ----
            if b.rd.req_valid.val() && b.rd.req_ready.val() {
                let addr = b.rd.req_addr.val().to_u64();
                assert_eq!(b.rd.req_len.val().to_u64(), size, "read length");
                assert!(addr >= BASE && (addr - BASE) % size == 0, "read address {addr:#x}");
                let idx = ((addr - BASE) / size) as u32;
                let (&id, l) = live
                    .iter_mut()
                    .find(|(_, l)| l.fill && l.index == idx && !l.rd_requested)
                    .unwrap_or_else(|| panic!("cycle {now}: read of entry {idx:#x} that no MSHR fills"));
                assert!(l.wb.is_none() || l.wb_beats_sent, "MSHR {id}: fill requested before its write-back's beats");
                l.rd_requested = true;
                rd_reqs.push_back((id, 0));
            }
            if let Some((id, data, short)) = rd_beat {
                assert!(b.rd.ready.val(), "the cache never stalls read data");
                let l = live.get_mut(&id).expect("read beat of a live MSHR");
                l.fill_data.push(data);
                l.rd_err |= short;
                let f = rd_reqs.front_mut().unwrap();
                f.1 += 1;
                if f.1 == nb {
                    rd_reqs.pop_front();
                    let due = rd_cpls.back().map_or(now, |c| c.0).max(now + rng.gen_range(0..6));
                    rd_cpls.push_back((due, id, rng.gen_range(0..1000) < err_pct));
                }
            }
            if let Some((id, err)) = rd_cpl {
                let l = live.get_mut(&id).expect("read completion of a live MSHR");
                l.rd_done = true;
                l.rd_err |= err;
            }
            if b.wr.req_valid.val() && b.wr.req_ready.val() {
                let addr = b.wr.req_addr.val().to_u64();
                assert_eq!(b.wr.req_len.val().to_u64(), size, "write length");
                let id = wb_order.pop_front().expect("a write-back request with none allocated");
                let l = live.get_mut(&id).unwrap();
                let w = l.wb.as_ref().unwrap().0;
                assert_eq!(addr, BASE + w as u64 * size, "MSHR {id}: write-back address (in allocation order)");
                l.wb_requested = true;
                wr_reqs.push_back((id, 0));
            }
            if b.wr.valid.val() && b.wr.ready.val() {
                let &mut (id, ref mut k) = wr_reqs.front_mut().expect("a write beat without a request");
                let l = live.get_mut(&id).unwrap();
                assert_eq!(bits_to_bytes(b.wr.data.val()), l.wb.as_ref().unwrap().1[*k], "MSHR {id}: write-back beat {k}");
                assert_eq!(b.wr.keep.val().to_u64(), u64::MAX, "full beats");
                *k += 1;
                assert_eq!(b.wr.last.val(), *k == nb, "last flag");
                if *k == nb {
                    l.wb_beats_sent = true;
                    wr_reqs.pop_front();
                    // (Sometimes slow, so that the fill behind it completes first.)
                    let lat = if rng.gen_ratio(1, 4) { rng.gen_range(0..60) } else { rng.gen_range(0..6) };
                    let due = wr_cpls.back().map_or(now, |c| c.0).max(now + lat);
                    wr_cpls.push_back((due, id, rng.gen_range(0..1000) < err_pct));
                }
            }
            if let Some(id) = wr_cpl {
                live.get_mut(&id).expect("write completion of a live MSHR").wb_done = true;
            }
            if let Some((id, index, fill, wb)) = alloc {
                if wb.is_some() {
                    wb_order.push_back(id);
                }
                live.insert(
                    id,
                    Live {
                        index,
                        fill,
                        wb,
                        wb_requested: false,
                        wb_beats_sent: false,
                        wb_done: false,
                        rd_requested: false,
                        rd_done: false,
                        rd_err: false,
                        fill_data: vec![],
                    },
                );
                allocs += 1;
            }
            rising_edge(&mut b, clk);
        }
        assert_eq!(b.wb_errors.val().to_u32(), wb_failed, "failed write-backs counted");
        assert!(live.is_empty(), "seed {seed}: {} MSHRs never installed (a hang)", live.len());
        assert_eq!(installs, allocs);
        assert!(allocs > 100, "seed {seed}: only {allocs} allocations");
        assert_eq!(b.queued.val().index(), 0, "queues drained");
    }

    #[test]
    fn two_beat_entries_64_mshrs() {
        for seed in 0..3 {
            run(seed, true, 64, 20, 3_000);
        }
    }

    #[test]
    fn one_beat_entries_few_mshrs() {
        run(10, false, 4, 20, 3_000);
        run(11, false, 1, 50, 5_000);
    }

    #[test]
    fn no_errors() {
        run(20, true, 16, 0, 3_000);
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_ctx_miss_dma", CtxMissDma::default(), &[]).unwrap();
    }
}
