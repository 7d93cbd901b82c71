//! The whole NIC (issue 16), exported as `roce_nic`: the responder of [`crate::responder`] and
//! the requester's send engine in one top, sharing one register map, one AXI4-Lite port, one
//! AXI4 master, one MAC stream pair, the RX parser, the TX builder and the context caches.
//!
//! ```text
//!  s_rx -> RxParser -> RxSplit --other records, payloads--> RespEngine --jobs--> RespTx --+
//!                        \--responses to this NIC--> ReqEngine (retire walk)           |
//!                                                             TxArbiter --record--> TxBuilder -> m_tx
//!  send doorbell -> ReqEngine --request records-------------+    \--payload reads-> DMA rd 3 -> GatherPacker --data--/
//!  (send doorbells wait in a DoorbellQueue, which prefetches each one's SQC entry)
//!  QPC cache  <- LookupShare (ReqEngine first, bit 6) <- ReqEngine, RespEngine
//!  key cache  <- LookupShare (ReqEngine first, bit 6) <- ReqEngine's key stage, RespEngine
//!  SQC cache  <- ReqEngine (lookups, write-backs), DoorbellQueue (prefetches); mailbox target 2
//!  DMA engine clients: read 0 QPC fill, 1 key + SQC fill (mux), 2 RespEngine + send WQEs (mux),
//!                      3 payload (READ responses and requests, in record order);
//!                      write 0 QPC write-back, 1 key + SQC write-back (mux), 2 payload/atomics,
//!                      3 completions (mux: the responder's; the requester's, a mux of its
//!                      READ response payloads and atomic original values and its completions)
//!  CQ registers: port 1 the responder's completions, port 2 (`scq`) the requester's
//! ```
//!
//! - **Sharing.** The QP context and key caches each have one lookup port: [`LookupShare`] gives
//!   it to the requester first (one lookup per turn, then it waits for the answer: the responder
//!   waits at most one cycle per requester lookup) and marks the responder's lookups with tag bit
//!   6, which routes the answers back. The DMA engine's four client pairs (its AXI ids are two
//!   bits) are shared by [`DmaReadMux`] and [`DmaWriteMux`] (round robin, answers in request
//!   order per user). The payload of both sides' packets is read on one client, through
//!   [`TxArbiter`], in the order of their records, so the builder pairs them as it always did;
//!   a request gathering from several SGEs reads its payload in pieces, which the
//!   [`GatherPacker`] joins into one stream per packet (a one-piece packet passes without a
//!   bubble).
//! - **Registers.** `id.CAPS` = responder + requester. The send-queue context table
//!   (`tables.SQC_BASE`) has as many entries as the QP context table; the mailbox reaches its cache
//!   as target 2. `port.PSN_WINDOW` and `port.ACK_REQ_EVERY` tune the requester.
//! - **Responses.** [`RxSplit`] sends the responses the parser accepted and that are addressed
//!   to the NIC (opcodes 0x0D..0x12) to the requester, with their payloads; everything else goes
//!   to the responder's engine as before. The requester's ACK handling retires WQEs and reopens
//!   windows, and a PSN sequence NAK sends it back to resend (see [`crate::req_engine`]).
//! - **Completions.** Both engines write into the same CQs (a QP's `rcq` and `scq` may be one
//!   queue, and QPs share CQs), each through its own port into the CQ registers and its own
//!   writer, on one DMA write client ([`DmaWriteMux`]). The requester's writer takes its slot as
//!   its write request is taken and only while the responder's writer is idle, so no slot is
//!   picked twice; the driver reads entries by their owner bits. The requester's completion
//!   entries and its local-buffer writes are two clients of another mux in front of that one,
//!   an entry waiting for the local-buffer writes before it ([`crate::send_cpl_queue`]).
//! - **CNPs.** A response marked ECN-CE (congestion control on) also goes to the responder's
//!   engine as a copy that asks only for the CNP decision ([`RxSplit`]): one limiter per QP, in
//!   its context, for requests and responses alike, as golden's notification point.
//! - **Not yet** (see [`crate::req_engine`]): READs and atomics whose local buffer is two or more
//!   SGEs, DCQCN's reaction point.
use crate::axi::{Axi4Master, AxiLiteSlave};
use crate::axis::{AxisSink, AxisSource};
use crate::cache_port::{CacheLookup, CacheUpdate};
use crate::cq_regs::CqPort;
use crate::ctx_cache::CtxCache;
use crate::dma_client::{DmaReadClient, DmaWriteClient};
use crate::dma_engine::DmaEngine;
use crate::dma_read_mux::DmaReadMux;
use crate::doorbell_queue::DoorbellQueue;
use crate::dma_write_mux::DmaWriteMux;
use crate::gather_packer::GatherPacker;
use crate::doorbell_regs::Doorbell;
use crate::qp_fatal::QpFatal;
use crate::lookup_share::{LookupShare, NIC_TAG_BIT};
use crate::mailbox_route::MailboxRoute;
use crate::regfile::RegFile;
use crate::req_counters::ReqCounters;
use crate::req_engine::ReqEngine;
use crate::resp_engine::RespEngine;
use crate::resp_tx::RespTx;
use crate::rx_parser::RxParser;
use crate::rx_split::RxSplit;
use crate::sync_fifo::SyncFifo;
use crate::tx_arbiter::TxArbiter;
use crate::tx_builder::TxBuilder;
use rust_hdl::prelude::*;

// `id.CAPS` of this top: responder and requester.
const _: () = assert!(golden::regs::id::CAPS_RESPONDER == 1 && golden::regs::id::CAPS_REQUESTER == 2);
const _: () = assert!(crate::ctx_cache::cmd::WRITE == 1 && crate::ctx_cache::cmd::INVALIDATE == 3);

/// Lookahead hints (entry indices) waiting for the QP context cache's prefetch port: 16 entries.
type PrefetchFifo = SyncFifo<Bits<24>, 4, 5>;

/// The whole NIC. Its ports are [`crate::responder::Responder`]'s, one for one.
#[derive(LogicBlock)]
pub struct RoceNic {
    /// Clock (the one clock of every sub-block).
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset, registered once here (`rst_q`) before it reaches any block.
    pub reset: Signal<In, Bit>,
    /// Frames from the MAC (no FCS; `tuser` on the last beat = MAC error).
    pub s_rx: AxisSink,
    /// Frames to the MAC.
    pub m_tx: AxisSource,
    /// Nothing in flight: the responder's conditions (see [`crate::responder::Responder`]'s
    /// `idle`), and the requester idle (no send doorbell waiting, no QP in its ready queue, no
    /// turn under way). A function of registers only.
    pub idle: Signal<Out, Bit>,
    /// Retransmission timers that may be armed (entries in the requester's timer ring). While
    /// non-zero the NIC needs its clock and a moving `time_now` even when `idle`: a simulator
    /// that skips idle cycles must clock it now and then (each entry is judged once per 3
    /// cycles). A function of registers only.
    pub timers: Signal<Out, Bits<17>>,
    /// The NIC's time (a free-running count of this clock's cycles on a board), registered at
    /// the input; received frames are stamped with it.
    pub time_now: Signal<In, Bits<32>>,
    /// PFC from the MAC: bit p set = priority p is paused; no frame of a paused priority is
    /// started, answers and requests alike (frames already started finish). Registered at the
    /// input.
    pub tx_pause: Signal<In, Bits<8>>,
    /// Host memory: the DMA engine's AXI4 master port (`m_axi_*`).
    pub m_axi: Axi4Master,
    /// The driver's AXI4-Lite port to the register file (`s_axil_*`).
    pub s_axil: AxiLiteSlave,
    rx: RxParser,
    /// The parser's records and payloads: responses to the requester, the rest to the responder.
    split: RxSplit,
    eng: RespEngine,
    tx: RespTx,
    /// Answers and requests into the builder, with their payload reads.
    arb: TxArbiter,
    /// The payload reads' pieces joined, packet by packet, into the builder's payload stream.
    gp: GatherPacker,
    txb: TxBuilder,
    /// The requester's send engine.
    req: ReqEngine,
    /// The requester's counters (`golden::regs::req_counters`).
    req_cnt: ReqCounters,
    qpc: CtxCache,
    mkey: CtxCache,
    /// The send-queue context cache.
    sqc: CtxCache,
    /// The QP context cache's lookup port: the requester first, then the responder's engine.
    qpc_share: LookupShare,
    /// The key cache's lookup port: the requester first, then the responder's engine.
    mkey_share: LookupShare,
    /// DMA read client 1: key fills (A) and send-queue context fills (B).
    rd1: DmaReadMux,
    /// DMA write client 1: key write-backs (A) and send-queue context write-backs (B).
    wr1: DmaWriteMux,
    /// DMA write client 3: the responder's completions (A) and the requester's writes (B, from
    /// `wr4`).
    wr3: DmaWriteMux,
    /// The requester's writes: READ response payloads and atomics' original values (A), its
    /// completions (B).
    wr4: DmaWriteMux,
    /// Send doorbells on their way to the requester, each a prefetch of its send-queue context.
    sdbq: DoorbellQueue,
    /// DMA read client 2: the responder engine's reads (A) and the send WQEs (B).
    rd2: DmaReadMux,
    /// The requester's WQE reads and its prefetcher's, on `rd2`'s second port.
    rd3: DmaReadMux,
    /// The RX parser's lookahead hints on their way to the QP context cache's prefetch port.
    qpc_pf: PrefetchFifo,
    dma: DmaEngine,
    regs: RegFile,
    /// The mailbox's commands to the cache `TARGET` names.
    mbox: MailboxRoute,
    /// Payload reads in flight (request to completion).
    rd_out: DFF<Bits<8>>,
    /// `reset`, registered: the reset every block sees.
    rst_q: DFF<Bit>,
    /// `time_now`, registered.
    time_q: DFF<Bits<32>>,
    /// `tx_pause`, registered.
    pause_q: DFF<Bits<8>>,
}

impl Default for RoceNic {
    fn default() -> Self {
        RoceNic {
            clock: Default::default(),
            reset: Default::default(),
            s_rx: Default::default(),
            m_tx: Default::default(),
            idle: Default::default(),
            timers: Default::default(),
            time_now: Default::default(),
            tx_pause: Default::default(),
            m_axi: Default::default(),
            s_axil: Default::default(),
            rx: Default::default(),
            split: Default::default(),
            eng: Default::default(),
            tx: Default::default(),
            arb: Default::default(),
            gp: Default::default(),
            txb: Default::default(),
            req: Default::default(),
            req_cnt: Default::default(),
            qpc: CtxCache::new(true),
            mkey: CtxCache::new(false),
            sqc: CtxCache::new(false),
            qpc_share: LookupShare::new(NIC_TAG_BIT),
            mkey_share: LookupShare::new(NIC_TAG_BIT),
            rd1: Default::default(),
            wr1: Default::default(),
            wr3: Default::default(),
            wr4: Default::default(),
            sdbq: Default::default(),
            rd2: Default::default(),
            rd3: Default::default(),
            qpc_pf: Default::default(),
            dma: Default::default(),
            regs: Default::default(),
            mbox: MailboxRoute::new(true),
            rd_out: Default::default(),
            rst_q: Default::default(),
            time_q: Default::default(),
            pause_q: Default::default(),
        }
    }
}

impl Logic for RoceNic {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd_out, rst_q, time_q, pause_q);
        clock!(self, clock, rx, split, eng, tx, txb, qpc, mkey, qpc_pf, dma, regs, mbox, req, req_cnt, sqc, arb, gp, rd1, wr1, wr3, wr4, rd2, rd3, sdbq);
        // The inputs that fan out widely are registered first: reset (to every block), the
        // time base and PFC pause. (For the model too: a combinational block that reads a
        // top-level input is evaluated by Verilator on every `eval`.)
        self.rst_q.d.next = self.reset.val();
        self.time_q.d.next = self.time_now.val();
        self.pause_q.d.next = self.tx_pause.val();
        self.rx.reset.next = self.rst_q.q.val();
        self.split.reset.next = self.rst_q.q.val();
        self.rx.time_now.next = self.time_q.q.val();
        self.eng.reset.next = self.rst_q.q.val();
        self.tx.reset.next = self.rst_q.q.val();
        self.txb.reset.next = self.rst_q.q.val();
        self.qpc.reset.next = self.rst_q.q.val();
        self.mkey.reset.next = self.rst_q.q.val();
        self.qpc_pf.reset.next = self.rst_q.q.val();
        self.dma.reset.next = self.rst_q.q.val();
        self.regs.reset.next = self.rst_q.q.val();
        self.req.reset.next = self.rst_q.q.val();
        self.req_cnt.reset.next = self.rst_q.q.val();
        self.sqc.reset.next = self.rst_q.q.val();
        self.arb.reset.next = self.rst_q.q.val();
        self.rd1.reset.next = self.rst_q.q.val();
        self.wr1.reset.next = self.rst_q.q.val();
        self.wr3.reset.next = self.rst_q.q.val();
        self.wr4.reset.next = self.rst_q.q.val();
        self.sdbq.reset.next = self.rst_q.q.val();
        self.rd2.reset.next = self.rst_q.q.val();
        self.rd3.reset.next = self.rst_q.q.val();
        Axi4Master::link(&mut self.m_axi, &mut self.dma.m_axi);
        AxiLiteSlave::link(&mut self.s_axil, &mut self.regs.s_axil);

        // ---- frames in ----
        self.rx.s.tdata.next = self.s_rx.tdata.val();
        self.rx.s.tkeep.next = self.s_rx.tkeep.val();
        self.rx.s.tvalid.next = self.s_rx.tvalid.val();
        self.rx.s.tlast.next = self.s_rx.tlast.val();
        self.rx.s.tuser.next = self.s_rx.tuser.val();
        self.s_rx.tready.next = self.rx.s.tready.val();

        // ---- engine ----
        self.eng.enable.next = self.regs.enable.val();
        self.eng.local_mac.next = self.regs.local_mac.val();
        self.eng.local_ip.next = self.regs.local_ip.val();
        self.eng.ip_v6.next = self.regs.ip_v6.val();
        self.eng.cc_enabled.next = self.regs.cc_enabled.val();
        self.eng.cnp_interval.next = self.regs.cnp_interval.val();
        self.eng.replay_base.next = self.regs.replay_base.val();
        // The parser's records and payloads: responses addressed to the NIC to the requester,
        // the rest to the responder's engine.
        self.split.local_mac.next = self.regs.local_mac.val();
        self.split.local_ip.next = self.regs.local_ip.val();
        self.split.ip_v6.next = self.regs.ip_v6.val();
        self.split.cc_enabled.next = self.regs.cc_enabled.val();
        self.split.s_meta.next = self.rx.meta.val();
        self.split.s_valid.next = self.rx.meta_valid.val();
        self.rx.meta_ready.next = self.split.s_ready.val();
        AxisSource::join(&mut self.rx.m_pay, &mut self.split.s_pay);
        self.eng.meta.next = self.split.a_meta.val();
        self.eng.meta_valid.next = self.split.a_valid.val();
        self.split.a_ready.next = self.eng.meta_ready.val();
        AxisSource::join(&mut self.split.a_pay, &mut self.eng.pay);
        self.req.rsp.next = self.split.b_meta.val();
        self.req.rsp_valid.next = self.split.b_valid.val();
        self.split.b_ready.next = self.req.rsp_ready.val();
        AxisSource::join(&mut self.split.b_pay, &mut self.req.rsp_pay);
        self.eng.job_room.next = self.tx.job_room.val();
        self.tx.job.next = self.eng.job.val();
        self.tx.job_valid.next = self.eng.job_valid.val();
        self.tx.wr_done.next = self.eng.wr_done.val();
        self.tx.werr_valid.next = self.eng.werr_valid.val();
        self.tx.werr_qpn.next = self.eng.werr_qpn.val();
        self.tx.werr_idx.next = self.eng.werr_idx.val();
        self.eng.werr_clear.next = self.tx.werr_clear.val();

        // ---- QP context cache: lookups/updates from the engine, commands from the mailbox ----
        self.qpc.base.next = self.regs.qpc_base.val();
        self.qpc.log2_entries.next = self.regs.qpc_log2.val();
        self.qpc.mshr_limit.next = 0.into();
        // The lookup port is shared with the requester (the owner: one lookup per turn, then it
        // waits for the answer, so the responder waits at most a cycle per requester lookup).
        CacheLookup::join(&mut self.req.qpc, &mut self.qpc_share.own);
        CacheLookup::join(&mut self.eng.qpc, &mut self.qpc_share.other);
        CacheLookup::join(&mut self.qpc_share.cache, &mut self.qpc.client);
        CacheUpdate::join(&mut self.eng.qpc_up, &mut self.qpc.up);
        // ---- key cache: lookups from the engine (no updates) ----
        // Prefetch: the contexts of packets still queued in the RX parser are fetched while the
        // engine works on the packet before them (the cache drops a hint it cannot use at once;
        // so does a full hint FIFO). The key cache has the same port, but the parser's R_Key
        // hints are not fed to it: measured on `roce run` (seeds 1-5, defaults), prefetching
        // keys too raised the MAC drops in four of five runs (2,336 -> 4,829 on seed 1) and lowered
        // goodput in four, while on the 4,096-QP run it cut drops from 52,436 to 45,366; why the
        // small run loses is not understood yet (see the README), so it stays off.
        self.qpc_pf.wr_en.next = self.rx.hint_valid.val() & (self.qpc_pf.fill.val() < 16);
        self.qpc_pf.replace.next = false;
        self.qpc_pf.wr_data.next = self.rx.hint_qpn.val();
        self.qpc.pf_valid.next = self.qpc_pf.rd_valid.val();
        self.qpc.pf_index.next = self.qpc_pf.rd_data.val();
        self.qpc_pf.rd_en.next = self.qpc.pf_ready.val();
        // The key cache's prefetch hints: SGE 0's keys of the WQEs the requester prefetches.
        self.mkey.pf_valid.next = self.req.key_pf_valid.val();
        self.mkey.pf_index.next = self.req.key_pf_index.val();
        self.req.key_pf_ready.next = self.mkey.pf_ready.val();

        self.mkey.base.next = self.regs.mkey_base.val();
        self.mkey.log2_entries.next = self.regs.mkey_log2.val();
        self.mkey.mshr_limit.next = 0.into();
        CacheLookup::join(&mut self.req.mkey, &mut self.mkey_share.own);
        CacheLookup::join(&mut self.eng.mkey, &mut self.mkey_share.other);
        CacheLookup::join(&mut self.mkey_share.cache, &mut self.mkey.client);
        // SEND with invalidate: the engine clears the key's valid bit.
        CacheUpdate::join(&mut self.eng.mkey_up, &mut self.mkey.up);
        // ---- send-queue context cache: lookups/updates from the requester; its table has as
        // many entries as the QP context table ----
        self.sqc.base.next = self.regs.sqc_base.val();
        self.sqc.log2_entries.next = self.regs.qpc_log2.val();
        self.sqc.mshr_limit.next = 0.into();
        self.sqc.pf_valid.next = self.sdbq.pf_valid.val();
        self.sqc.pf_index.next = self.sdbq.pf_index.val();
        self.sdbq.pf_ready.next = self.sqc.pf_ready.val();
        CacheLookup::join(&mut self.req.sqc, &mut self.sqc.client);
        CacheUpdate::join(&mut self.req.sqc_up, &mut self.sqc.up);
        // ---- mailbox: QP contexts, keys and send-queue contexts ----
        self.mbox.reset.next = self.rst_q.q.val();
        self.mbox.cmd_valid.next = self.regs.cmd_valid.val();
        self.mbox.cmd_target.next = self.regs.cmd_target.val();
        self.regs.cmd_ready.next = self.mbox.cmd_ready.val();
        self.qpc.cmd_valid.next = self.mbox.qpc_valid.val();
        self.mkey.cmd_valid.next = self.mbox.mkey_valid.val();
        self.mbox.qpc_ready.next = self.qpc.cmd_ready.val();
        self.mbox.mkey_ready.next = self.mkey.cmd_ready.val();
        self.sqc.cmd_valid.next = self.mbox.sqc_valid.val();
        // A send-queue context written or invalidated by the driver may describe a ring set up
        // again: the requester's WQE cache forgets what it read.
        self.req.wqe_flush.next = self.mbox.sqc_valid.val()
            & self.sqc.cmd_ready.val()
            & ((self.regs.cmd_op.val() == 1) | (self.regs.cmd_op.val() == 3)); // cmd::WRITE, cmd::INVALIDATE
        self.mbox.sqc_ready.next = self.sqc.cmd_ready.val();
        self.sqc.cmd_op.next = self.regs.cmd_op.val();
        self.sqc.cmd_index.next = self.regs.cmd_index.val();
        self.sqc.cmd_data.next = self.regs.cmd_data.val();
        self.qpc.cmd_op.next = self.regs.cmd_op.val();
        self.mkey.cmd_op.next = self.regs.cmd_op.val();
        self.qpc.cmd_index.next = self.regs.cmd_index.val();
        self.mkey.cmd_index.next = self.regs.cmd_index.val();
        self.qpc.cmd_data.next = self.regs.cmd_data.val();
        self.mkey.cmd_data.next = self.regs.cmd_data.val();
        self.qpc.cpl_ready.next = true;
        self.mkey.cpl_ready.next = true;
        self.sqc.cpl_ready.next = true;
        // While a table command waits or is taken, the contexts and keys the engine's lookahead
        // holds may be overwritten behind it: it forgets them (a command is taken only once its
        // cache is idle, and runs before any later lookup).
        self.eng.tables_stale.next = self.regs.cmd_valid.val();
        self.mbox.qpc_cpl_valid.next = self.qpc.cpl_valid.val();
        self.mbox.qpc_cpl_err.next = self.qpc.cpl_err.val();
        self.mbox.qpc_cpl_data.next = self.qpc.cpl_data.val();
        self.mbox.mkey_cpl_valid.next = self.mkey.cpl_valid.val();
        self.mbox.mkey_cpl_err.next = self.mkey.cpl_err.val();
        self.mbox.mkey_cpl_data.next = self.mkey.cpl_data.val();
        self.mbox.sqc_cpl_valid.next = self.sqc.cpl_valid.val();
        self.mbox.sqc_cpl_err.next = self.sqc.cpl_err.val();
        self.mbox.sqc_cpl_data.next = self.sqc.cpl_data.val();
        self.regs.cpl_valid.next = self.mbox.cpl_valid.val();
        self.regs.cpl_err.next = self.mbox.cpl_err.val();
        self.regs.cpl_data.next = self.mbox.cpl_data.val();
        // ---- completion queues and receive doorbell ----
        self.regs.cq_sel.next = self.eng.cq_sel.val();
        self.eng.cq_base.next = self.regs.cq_base.val();
        self.eng.cq_log2.next = self.regs.cq_log2.val();
        self.eng.cq_producer.next = self.regs.cq_producer.val();
        self.regs.cq_inc.next = self.eng.cq_inc.val();
        self.eng.cq_consumer.next = self.regs.cq_consumer.val();
        self.eng.cq_error.next = self.regs.cq_error.val();
        self.regs.cq_err_set.next = self.eng.cq_err_set.val();
        // The requester's send completions: their own port into the CQ registers; a slot is
        // taken only while the responder writes no entry (`cq_busy`).
        CqPort::join(&mut self.regs.scq, &mut self.req.cq);
        self.req.cq_busy.next = self.eng.cq_busy.val();
        Doorbell::join(&mut self.regs.db, &mut self.eng.db);
        // The requester's fatal errors move the QP's context out of RTS through the responder's
        // engine (the context's one writer).
        QpFatal::join(&mut self.req.fatal, &mut self.eng.fatal);
        // ---- the requester: send doorbells, port settings ----
        self.regs.caps.next = 3.into();
        Doorbell::join(&mut self.regs.sdb, &mut self.sdbq.db_in);
        Doorbell::join(&mut self.sdbq.db_out, &mut self.req.db);
        self.req.enable.next = self.regs.enable.val();
        self.req.local_mac.next = self.regs.local_mac.val();
        self.req.local_ip.next = self.regs.local_ip.val();
        self.req.ip_v6.next = self.regs.ip_v6.val();
        self.req.vlan_en.next = self.regs.vlan_en.val();
        self.req.vlan_vid.next = self.regs.vlan_vid.val();
        self.req.pcp.next = self.regs.pcp.val();
        self.req.tx_pause.next = self.pause_q.q.val();
        self.req.dscp.next = self.regs.dscp.val();
        self.req.ttl.next = self.regs.ttl.val();
        self.req.cc_enabled.next = self.regs.cc_enabled.val();
        self.req.sport_per_qp.next = self.regs.udp_sport_per_qp.val();
        self.req.sport_fixed.next = self.regs.udp_sport_fixed.val();
        self.req.window.next = self.regs.psn_window.val();
        self.req.time_now.next = self.time_q.q.val();
        self.req.ack_every.next = self.regs.ack_req_every.val();
        // The transmit path's counters go in their own input (`regfile::TX_COUNTER_SLOTS` order):
        // ORing them into the 1,088-bit engine vector here would cost the model four wide
        // shifts on every cycle.
        self.regs.engine_counters.next = self.eng.counters.val();
        self.regs.tx_counters.next = bit_cast::<128, 32>(self.tx.tx_packets.val())
            | (bit_cast::<128, 32>(self.tx.tx_bytes.val()) << 32)
            | (bit_cast::<128, 32>(self.tx.acks_coalesced.val()) << 64)
            | (bit_cast::<128, 32>(self.tx.acks_withdrawn.val()) << 96);
        self.regs.rx_counters.next = self.rx.counters.val();
        self.req_cnt.inc.next = self.req.ev.val();
        self.regs.req_counters.next = self.req_cnt.counters.val();

        // ---- transmit ----
        self.tx.local_mac.next = self.regs.local_mac.val();
        self.tx.local_ip.next = self.regs.local_ip.val();
        self.tx.ip_v6.next = self.regs.ip_v6.val();
        self.tx.vlan_en.next = self.regs.vlan_en.val();
        self.tx.vlan_vid.next = self.regs.vlan_vid.val();
        self.tx.pcp.next = self.regs.pcp.val();
        self.tx.dscp.next = self.regs.dscp.val();
        self.tx.ttl.next = self.regs.ttl.val();
        self.tx.cnp_pcp.next = self.regs.cnp_pcp.val();
        self.tx.tx_pause.next = self.pause_q.q.val();
        self.tx.cnp_dscp.next = self.regs.cnp_dscp.val();
        self.tx.cc_enabled.next = self.regs.cc_enabled.val();
        // Answers (A) and requests (B) into the builder, packet by packet, each packet's payload
        // read passed with its record (see `TxArbiter`).
        self.arb.a_meta.next = self.tx.meta.val();
        self.arb.a_valid.next = self.tx.meta_valid.val();
        self.tx.meta_ready.next = self.arb.a_ready.val();
        self.arb.a_rd_valid.next = self.tx.rd_req_valid.val();
        self.tx.rd_req_ready.next = self.arb.a_rd_ready.val();
        self.arb.a_rd_addr.next = self.tx.rd_req_addr.val();
        self.arb.a_rd_len.next = self.tx.rd_req_len.val();
        self.arb.b_meta.next = self.req.meta.val();
        self.arb.b_valid.next = self.req.meta_valid.val();
        self.req.meta_ready.next = self.arb.b_ready.val();
        self.arb.b_rd_valid.next = self.req.pay_req_valid.val();
        self.req.pay_req_ready.next = self.arb.b_rd_ready.val();
        self.arb.b_rd_addr.next = self.req.pay_req_addr.val();
        self.arb.b_rd_len.next = self.req.pay_req_len.val();
        self.arb.b_rd_last.next = self.req.pay_req_last.val();
        self.txb.meta.next = self.arb.meta.val();
        self.txb.meta_valid.next = self.arb.meta_valid.val();
        self.arb.meta_ready.next = self.txb.meta_ready.val();
        self.m_tx.tdata.next = self.txb.m.tdata.val();
        self.m_tx.tkeep.next = self.txb.m.tkeep.val();
        self.m_tx.tvalid.next = self.txb.m.tvalid.val();
        self.m_tx.tlast.next = self.txb.m.tlast.val();
        self.m_tx.tuser.next = self.txb.m.tuser.val();
        self.txb.m.tready.next = self.m_tx.tready.val();

        // ---- DMA clients ----
        // read 0: QP context fills
        DmaReadClient::join(&mut self.qpc.rd, &mut self.dma.rd[0]);
        // read 1: key fills and send-queue context fills
        DmaReadClient::join(&mut self.mkey.rd, &mut self.rd1.a);
        DmaReadClient::join(&mut self.sqc.rd, &mut self.rd1.b);
        DmaReadClient::join(&mut self.rd1.m, &mut self.dma.rd[1]);
        // read 2: the engine's (receive WQEs, a completion's wr_id, atomics and their replay)
        // and the requester's send WQEs (its own reads and its prefetcher's, `rd3`)
        DmaReadClient::join(&mut self.eng.rd, &mut self.rd2.a);
        DmaReadClient::join(&mut self.req.rd, &mut self.rd3.a);
        DmaReadClient::join(&mut self.req.wpf_rd, &mut self.rd3.b);
        DmaReadClient::join(&mut self.rd3.m, &mut self.rd2.b);
        DmaReadClient::join(&mut self.rd2.m, &mut self.dma.rd[2]);
        // read 3: payload of READ responses and of requests, in the order of their records,
        // through the gather packer (a request's pieces joined) into the builder's payload stream
        self.dma.rd[3].req_valid.next = self.arb.rd_valid.val() & self.gp.p_room.val();
        self.arb.rd_ready.next = self.dma.rd[3].req_ready.val() & self.gp.p_room.val();
        self.dma.rd[3].req_addr.next = self.arb.rd_addr.val();
        self.dma.rd[3].req_len.next = self.arb.rd_len.val();
        self.gp.reset.next = self.rst_q.q.val();
        self.gp.p_valid.next = self.arb.rd_valid.val() & self.arb.rd_ready.val() & self.arb.rd_len.val().any();
        self.gp.p_len.next = self.arb.rd_len.val().get_bits::<6>(0);
        self.gp.p_end.next = self.arb.rd_last.val();
        self.gp.s.tdata.next = self.dma.rd[3].data.val();
        self.gp.s.tkeep.next = self.dma.rd[3].keep.val();
        self.gp.s.tlast.next = self.dma.rd[3].last.val();
        self.gp.s.tvalid.next = self.dma.rd[3].valid.val();
        self.gp.s.tuser.next = false;
        self.dma.rd[3].ready.next = self.gp.s.tready.val();
        AxisSource::join(&mut self.gp.m, &mut self.txb.s_pay);
        // write 0: QP context write-backs
        DmaWriteClient::join(&mut self.qpc.wr, &mut self.dma.wr[0]);
        // write 1: key and send-queue context write-backs
        DmaWriteClient::join(&mut self.mkey.wr, &mut self.wr1.a);
        DmaWriteClient::join(&mut self.sqc.wr, &mut self.wr1.b);
        DmaWriteClient::join(&mut self.wr1.m, &mut self.dma.wr[1]);
        // write 2: payload and atomics
        DmaWriteClient::join(&mut self.eng.wr, &mut self.dma.wr[2]);
        // write 3: completion entries (one beat each)
        DmaWriteClient::join(&mut self.eng.cq, &mut self.wr3.a);
        DmaWriteClient::join(&mut self.req.wr, &mut self.wr4.a);
        DmaWriteClient::join(&mut self.req.cqw, &mut self.wr4.b);
        DmaWriteClient::join(&mut self.wr4.m, &mut self.wr3.b);
        DmaWriteClient::join(&mut self.wr3.m, &mut self.dma.wr[3]);

        // ---- idle: payload reads in flight counted from request to completion ----
        if (self.arb.rd_valid.val() & self.arb.rd_ready.val()) & !self.dma.rd[3].cpl_valid.val() {
            self.rd_out.d.next = self.rd_out.q.val() + 1;
        } else if !(self.arb.rd_valid.val() & self.arb.rd_ready.val()) & self.dma.rd[3].cpl_valid.val() {
            self.rd_out.d.next = self.rd_out.q.val() - 1;
        }
        if self.rst_q.q.val() {
            self.rd_out.d.next = 0.into();
        }
        self.timers.next = self.req.timers.val();
        self.idle.next = self.eng.idle.val()
            & self.req.idle.val()
            & self.sdbq.idle.val()
            & self.tx.idle.val()
            & !self.rx.meta_valid.val()
            & !self.rx.m_pay.tvalid.val()
            & self.split.idle.val()
            & (self.rd_out.q.val() == 0)
            & self.gp.idle.val()
            & (self.qpc_pf.fill.val() == 0)
            & !self.txb.m.tvalid.val();
    }
}


// Export and lint of `roce_nic`: `hdl/tests/verilog_sync.rs` (a registered block: the checked-in
// text must equal the export, and `scripts/verilator-lint.sh` lints it with the composite top's
// flags).
