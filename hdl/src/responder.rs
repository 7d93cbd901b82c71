//! The responder NIC (issue 6), exported as `roce_responder`: RoCEv2 frames in on `s_rx`, response
//! frames out on `m_tx`, host memory through one AXI4 master, the driver through an AXI4-Lite
//! register slave.
//!
//! ```text
//!  s_rx -> RxParser --record--> RespEngine --jobs--> RespTx --record--> TxBuilder -> m_tx
//!              \--payload-------> (mover)                \--DMA read--data--/
//!                     QPC cache <-> RespEngine <-> key cache + KeyChecker
//!  RxParser hints (the QPN of each queued packet) -> FIFO -> the QPC cache's prefetch port
//!  DMA engine clients: read 0 QPC fill, 1 key fill, 2 atomics, 3 READ payload;
//!                      write 0 QPC write-back, 1 key write-back, 2 payload/atomics, 3 completions
//!  RegFile: identification, tables, port, CQs, cache mailbox, doorbell, counters
//! ```
//!
//! Host memory formats are golden's (`golden::context`: QP context and key entries; the table
//! bases and sizes come from the registers); the register map is `golden::regs`. The mailbox's
//! commands go to the QP context cache (target 0) or the key cache (target 1), and complete with
//! an error for the send-queue contexts (target 2: no requester here); the receive
//! doorbell and the completion queues' registers serve the engine (receive WQEs and completion
//! entries in `golden::hostfmt` format). See [crate::resp_engine] for what the transport does not
//! handle yet.
use crate::axis::{AxisSink, AxisSource};
use crate::cache_port::{CacheLookup, CacheUpdate};
use crate::dma_client::{DmaReadClient, DmaWriteClient};
use crate::ctx_cache::CtxCache;
use crate::dma_engine::DmaEngine;
use crate::doorbell_regs::Doorbell;
use crate::mailbox_route::MailboxRoute;
use crate::regfile::RegFile;
use crate::resp_engine::RespEngine;
use crate::resp_tx::RespTx;
use crate::rx_parser::RxParser;
use crate::sync_fifo::SyncFifo;
use crate::tx_builder::TxBuilder;
use crate::axi::{Axi4Master, AxiLiteSlave};
use rust_hdl::prelude::*;

// `id.CAPS` of this top: the responder alone.
const _: () = assert!(golden::regs::id::CAPS_RESPONDER == 1);

/// Lookahead hints (entry indices) waiting for a context cache's prefetch port: 16 entries.
type PrefetchFifo = SyncFifo<Bits<24>, 4, 5>;

/// The responder NIC.
#[derive(LogicBlock)]
pub struct Responder {
    /// Clock (the one clock of every sub-block).
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset. It is registered once here ([`Responder`]'s `rst_q`)
    /// before it reaches any block, so every block leaves reset one cycle after this input falls.
    pub reset: Signal<In, Bit>,
    /// Frames from the MAC (no FCS; `tuser` on the last beat = MAC error).
    pub s_rx: AxisSink,
    /// Frames to the MAC.
    pub m_tx: AxisSource,
    /// Nothing in flight: no record or payload waiting in the RX parser, the engine idle (no
    /// DMA write outstanding), no response job queued, no READ response data still being read,
    /// no frame leaving, no prefetch hint waiting for a cache. A few cycles after this rises, every effect of the frames given so far
    /// is in host memory and on `m_tx`: the TX builder holds a frame for at most 16 cycles, so
    /// a harness that sees `idle` for 32 cycles in a row (and offers no frame on `s_rx`: a frame
    /// is not in flight before its beats are taken) has everything. A function of registers
    /// only, never of this cycle's inputs.
    pub idle: Signal<Out, Bit>,
    /// Retransmission timers armed: always 0 (the responder alone has no requester; the port is
    /// [`crate::roce_nic::RoceNic`]'s, so one harness drives either top).
    pub timers: Signal<Out, Bits<17>>,
    /// The NIC's time: on a board a free-running counter of this clock's cycles (as a PTP clock
    /// would drive it); every received frame is stamped with it (CNP pacing reads the stamps),
    /// and `cnp_interval` is in its units. Registered at the input (`time_q`): a frame's stamp is
    /// the time one cycle before it is taken.
    pub time_now: Signal<In, Bits<32>>,
    /// PFC from the MAC: bit p set = priority p is paused; no frame of a paused priority is
    /// started (frames already started finish). A frame's priority is its PCP (CNPs and fatal
    /// NAKs: the CNP PCP register; everything else: the PCP register), tagged or not.
    /// Registered at the input (`pause_q`): a pause takes effect one cycle after it rises.
    pub tx_pause: Signal<In, Bits<8>>,
    /// Host memory: the DMA engine's AXI4 master port (`m_axi_*`).
    pub m_axi: Axi4Master,
    /// The driver's AXI4-Lite port to the register file (`s_axil_*`).
    pub s_axil: AxiLiteSlave,
    rx: RxParser,
    eng: RespEngine,
    tx: RespTx,
    txb: TxBuilder,
    qpc: CtxCache,
    mkey: CtxCache,
    /// The RX parser's lookahead hints (QPNs of queued packets) on their way to the QP context
    /// cache's prefetch port; a hint that finds it full is dropped.
    qpc_pf: PrefetchFifo,
    dma: DmaEngine,
    regs: RegFile,
    /// The mailbox's commands to the cache `TARGET` names (none for the send-queue contexts).
    mbox: MailboxRoute,
    rd_out: DFF<Bits<8>>,
    /// `reset`, registered: the reset every block sees.
    rst_q: DFF<Bit>,
    /// `time_now`, registered.
    time_q: DFF<Bits<32>>,
    /// `tx_pause`, registered.
    pause_q: DFF<Bits<8>>,
}

impl Default for Responder {
    fn default() -> Self {
        Responder {
            clock: Default::default(),
            reset: Default::default(),
            s_rx: Default::default(),
            m_tx: Default::default(),
            idle: Default::default(),
            timers: Default::default(),
            m_axi: Default::default(),
            s_axil: Default::default(),
            time_now: Default::default(),
            tx_pause: Default::default(),
            rx: Default::default(),
            eng: Default::default(),
            tx: Default::default(),
            txb: Default::default(),
            qpc: CtxCache::new(true),
            mkey: CtxCache::new(false),
            qpc_pf: Default::default(),
            dma: Default::default(),
            regs: Default::default(),
            mbox: MailboxRoute::new(false),
            rd_out: Default::default(),
            rst_q: Default::default(),
            time_q: Default::default(),
            pause_q: Default::default(),
        }
    }
}

impl Logic for Responder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd_out, rst_q, time_q, pause_q);
        clock!(self, clock, rx, eng, tx, txb, qpc, mkey, qpc_pf, dma, regs, mbox);
        // The inputs that fan out widely are registered first: reset (to every block), the
        // time base and PFC pause. (For the model too: a combinational block that reads a
        // top-level input is evaluated by Verilator on every `eval`.)
        self.rst_q.d.next = self.reset.val();
        self.time_q.d.next = self.time_now.val();
        self.pause_q.d.next = self.tx_pause.val();
        self.rx.reset.next = self.rst_q.q.val();
        self.rx.time_now.next = self.time_q.q.val();
        self.eng.reset.next = self.rst_q.q.val();
        self.tx.reset.next = self.rst_q.q.val();
        self.txb.reset.next = self.rst_q.q.val();
        self.qpc.reset.next = self.rst_q.q.val();
        self.mkey.reset.next = self.rst_q.q.val();
        self.qpc_pf.reset.next = self.rst_q.q.val();
        self.dma.reset.next = self.rst_q.q.val();
        self.regs.reset.next = self.rst_q.q.val();
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
        self.eng.meta.next = self.rx.meta.val();
        self.eng.meta_valid.next = self.rx.meta_valid.val();
        self.rx.meta_ready.next = self.eng.meta_ready.val();
        self.eng.pay.tdata.next = self.rx.m_pay.tdata.val();
        self.eng.pay.tkeep.next = self.rx.m_pay.tkeep.val();
        self.eng.pay.tvalid.next = self.rx.m_pay.tvalid.val();
        self.eng.pay.tlast.next = self.rx.m_pay.tlast.val();
        self.eng.pay.tuser.next = self.rx.m_pay.tuser.val();
        self.rx.m_pay.tready.next = self.eng.pay.tready.val();
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
        CacheLookup::join(&mut self.eng.qpc, &mut self.qpc.client);
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
        self.mkey.pf_valid.next = false;
        self.mkey.pf_index.next = 0.into();

        self.mkey.base.next = self.regs.mkey_base.val();
        self.mkey.log2_entries.next = self.regs.mkey_log2.val();
        self.mkey.mshr_limit.next = 0.into();
        CacheLookup::join(&mut self.eng.mkey, &mut self.mkey.client);
        // SEND with invalidate: the engine clears the key's valid bit.
        CacheUpdate::join(&mut self.eng.mkey_up, &mut self.mkey.up);
        // ---- mailbox (no send-queue context cache here: target 2 completes with ERR) ----
        self.mbox.reset.next = self.rst_q.q.val();
        self.mbox.cmd_valid.next = self.regs.cmd_valid.val();
        self.mbox.cmd_target.next = self.regs.cmd_target.val();
        self.regs.cmd_ready.next = self.mbox.cmd_ready.val();
        self.qpc.cmd_valid.next = self.mbox.qpc_valid.val();
        self.mkey.cmd_valid.next = self.mbox.mkey_valid.val();
        self.mbox.qpc_ready.next = self.qpc.cmd_ready.val();
        self.mbox.mkey_ready.next = self.mkey.cmd_ready.val();
        self.mbox.sqc_ready.next = false;
        self.qpc.cmd_op.next = self.regs.cmd_op.val();
        self.mkey.cmd_op.next = self.regs.cmd_op.val();
        self.qpc.cmd_index.next = self.regs.cmd_index.val();
        self.mkey.cmd_index.next = self.regs.cmd_index.val();
        self.qpc.cmd_data.next = self.regs.cmd_data.val();
        self.mkey.cmd_data.next = self.regs.cmd_data.val();
        self.qpc.cpl_ready.next = true;
        self.mkey.cpl_ready.next = true;
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
        self.mbox.sqc_cpl_valid.next = false;
        self.mbox.sqc_cpl_err.next = false;
        self.mbox.sqc_cpl_data.next = 0.into();
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
        // No requester: its completion port is idle.
        self.regs.scq.sel.next = 0.into();
        self.regs.scq.inc.next = false;
        self.regs.scq.err_set.next = false;
        Doorbell::join(&mut self.regs.db, &mut self.eng.db);
        // No requester: no fatal error of a send queue is ever raised.
        self.eng.fatal.valid.next = false;
        self.eng.fatal.qpn.next = 0.into();
        // No requester in this top: CAPS says so (the driver then refuses to post sends), and a
        // send doorbell rung anyway is taken at once and ignored, so its write never waits.
        self.regs.caps.next = 1.into();
        self.regs.sdb.ready.next = true;
        // The transmit path's counters go in their own input (`regfile::TX_COUNTER_SLOTS` order):
        // ORing them into the 1,088-bit engine vector here would cost the model four wide
        // shifts on every cycle.
        self.regs.engine_counters.next = self.eng.counters.val();
        self.regs.tx_counters.next = bit_cast::<128, 32>(self.tx.tx_packets.val())
            | (bit_cast::<128, 32>(self.tx.tx_bytes.val()) << 32)
            | (bit_cast::<128, 32>(self.tx.acks_coalesced.val()) << 64)
            | (bit_cast::<128, 32>(self.tx.acks_withdrawn.val()) << 96);
        self.regs.rx_counters.next = self.rx.counters.val();
        // No requester: its counter block reads 0.
        self.regs.req_counters.next = 0.into();

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
        self.txb.meta.next = self.tx.meta.val();
        self.txb.meta_valid.next = self.tx.meta_valid.val();
        self.tx.meta_ready.next = self.txb.meta_ready.val();
        self.m_tx.tdata.next = self.txb.m.tdata.val();
        self.m_tx.tkeep.next = self.txb.m.tkeep.val();
        self.m_tx.tvalid.next = self.txb.m.tvalid.val();
        self.m_tx.tlast.next = self.txb.m.tlast.val();
        self.m_tx.tuser.next = self.txb.m.tuser.val();
        self.txb.m.tready.next = self.m_tx.tready.val();

        // ---- DMA clients ----
        // read 0: QP context fills
        DmaReadClient::join(&mut self.qpc.rd, &mut self.dma.rd[0]);
        // read 1: key fills
        DmaReadClient::join(&mut self.mkey.rd, &mut self.dma.rd[1]);
        // read 2: the engine's (receive WQEs, a completion's wr_id, atomics and their replay)
        DmaReadClient::join(&mut self.eng.rd, &mut self.dma.rd[2]);
        // read 3: READ response payload, straight into the builder's payload stream
        self.dma.rd[3].req_valid.next = self.tx.rd_req_valid.val();
        self.tx.rd_req_ready.next = self.dma.rd[3].req_ready.val();
        self.dma.rd[3].req_addr.next = self.tx.rd_req_addr.val();
        self.dma.rd[3].req_len.next = self.tx.rd_req_len.val();
        self.txb.s_pay.tdata.next = self.dma.rd[3].data.val();
        self.txb.s_pay.tkeep.next = self.dma.rd[3].keep.val();
        self.txb.s_pay.tlast.next = self.dma.rd[3].last.val();
        self.txb.s_pay.tvalid.next = self.dma.rd[3].valid.val();
        self.txb.s_pay.tuser.next = false;
        self.dma.rd[3].ready.next = self.txb.s_pay.tready.val();
        // write 0: QP context write-backs
        DmaWriteClient::join(&mut self.qpc.wr, &mut self.dma.wr[0]);
        // write 1: key write-backs
        DmaWriteClient::join(&mut self.mkey.wr, &mut self.dma.wr[1]);
        // write 2: payload and atomics
        DmaWriteClient::join(&mut self.eng.wr, &mut self.dma.wr[2]);
        // write 3: completion entries (one beat each)
        DmaWriteClient::join(&mut self.eng.cq, &mut self.dma.wr[3]);

        // ---- idle: READ response reads in flight counted from request to completion ----
        if (self.tx.rd_req_valid.val() & self.dma.rd[3].req_ready.val()) & !self.dma.rd[3].cpl_valid.val() {
            self.rd_out.d.next = self.rd_out.q.val() + 1;
        } else if !(self.tx.rd_req_valid.val() & self.dma.rd[3].req_ready.val()) & self.dma.rd[3].cpl_valid.val() {
            self.rd_out.d.next = self.rd_out.q.val() - 1;
        }
        if self.rst_q.q.val() {
            self.rd_out.d.next = 0.into();
        }
        self.timers.next = 0.into();
        self.idle.next = self.eng.idle.val()
            & self.tx.idle.val()
            & !self.rx.meta_valid.val()
            & !self.rx.m_pay.tvalid.val()
            & (self.rd_out.q.val() == 0)
            & (self.qpc_pf.fill.val() == 0)
            & !self.txb.m.tvalid.val();
    }
}

// Export and lint of `roce_responder`: `hdl/tests/verilog_sync.rs` (a registered block: the
// checked-in text must equal the export, and `scripts/verilator-lint.sh` lints it with the
// composite top's flags).
