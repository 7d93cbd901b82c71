//! Responder transmit sequencer (issue 6): response jobs in ([RespJob], from
//! [crate::resp_engine::RespEngine]), one [TxMeta] record per packet out to the
//! [crate::tx_builder::TxBuilder], and for READ responses one DMA read per packet whose data
//! stream is the builder's payload stream (the top wires the DMA read client's data straight to
//! the builder's `s_pay`).
//!
//! Jobs are served in order from a 32-entry FIFO, with one exception that keeps a long READ
//! response from holding up everyone else: between two packets of a READ response, the FIFO's
//! head may go first if it is a job of another connection (destination QP and IP), or any CNP;
//! the READ then sends at least one packet before the next such job (one for one, like golden's
//! round robin over QPs with CNPs first). When the head that went first is itself a READ
//! response, the two alternate packet by packet until one ends (other jobs then wait for that).
//! A connection's own jobs never pass each other. After a payload write of a QP failed, the
//! QP's jobs queued since (their `wr_tag` counts that write) are withdrawn at the queue's head
//! without a frame, until the engine's NAK for the failure (`werr`) is dequeued
//! (`acks_withdrawn` counts the positive ACKs among them). ACKs coalesce: a positive ACK pushed while the queue's last record
//! is a positive ACK of the same connection, not yet sent, replaces it (`acks_coalesced` counts
//! them), so a burst of requests waiting on host-memory writes is answered by one cumulative
//! ACK. A job waits until the DMA write completions
//! reach its `wr_tag`, so an ACK never leaves before the payload it acknowledges is in host
//! memory, and a READ never reads before an earlier WRITE's data landed. A READ job becomes
//! ceil(len / MTU) packets (one for a zero-length READ): First/Middle/Last or Only, AETH on the
//! first and last, PSNs from the job's PSN up. Each packet's DMA read and its record are issued
//! together, so the builder pairs them in order and several packets' reads are in flight while
//! earlier ones are sent.
//!
//! Frame fields are golden's (`golden::endpoint`): source MAC/IP, VLAN, TTL from the port
//! registers; DSCP/PCP from the CNP registers for CNPs and fatal NAKs (`ctrl`), else the data
//! ones; ECN ECT(0) on READ responses and atomic ACKs when congestion control is on; IPv4 DF set,
//! identification counting frames from 1 (one counter for every frame this NIC sends).
use crate::sync_fifo::DeepRecordFifo;
use crate::resp_engine::RespJob;
use crate::tx_header::TxMeta;
use rust_hdl::prelude::*;

/// The transmit sequencer.
#[derive(LogicBlock)]
pub struct RespTx {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// This NIC's MAC, wire bytes (byte 0 in bits 7:0, as `golden::regs::port`).
    pub local_mac: Signal<In, Bits<48>>,
    /// This NIC's IP, wire bytes (IPv4 in bits 31:0).
    pub local_ip: Signal<In, Bits<128>>,
    /// IPv6 (else IPv4).
    pub ip_v6: Signal<In, Bit>,
    /// Send an 802.1Q tag.
    pub vlan_en: Signal<In, Bit>,
    /// VLAN identifier.
    pub vlan_vid: Signal<In, Bits<12>>,
    /// Priority of data and ACK frames.
    pub pcp: Signal<In, Bits<3>>,
    /// DSCP of data and ACK frames.
    pub dscp: Signal<In, Bits<6>>,
    /// IPv4 TTL / IPv6 hop limit.
    pub ttl: Signal<In, Bits<8>>,
    /// Priority of CNPs and fatal NAKs.
    pub cnp_pcp: Signal<In, Bits<3>>,
    /// PFC: bit p set = priority p is paused; a packet of a paused priority is not issued (its
    /// record and DMA read wait; one already half issued is finished).
    pub tx_pause: Signal<In, Bits<8>>,
    /// DSCP of CNPs and fatal NAKs.
    pub cnp_dscp: Signal<In, Bits<6>>,
    /// Congestion control on (ECT(0) on READ responses and atomic ACKs).
    pub cc_enabled: Signal<In, Bit>,
    /// Job in (pushed when `job_valid`).
    pub job: Signal<In, RespJob>,
    /// Push `job`.
    pub job_valid: Signal<In, Bit>,
    /// Free job slots.
    pub job_room: Signal<Out, Bits<7>>,
    /// DMA write completions so far.
    pub wr_done: Signal<In, Bits<16>>,
    /// DMA read client: request.
    pub rd_req_valid: Signal<Out, Bit>,
    /// DMA read client: request taken.
    pub rd_req_ready: Signal<In, Bit>,
    /// DMA read client: host address.
    pub rd_req_addr: Signal<Out, Bits<64>>,
    /// DMA read client: bytes.
    pub rd_req_len: Signal<Out, Bits<17>>,
    /// Packet record to the TX builder.
    pub meta: Signal<Out, TxMeta>,
    /// `meta` is valid.
    pub meta_valid: Signal<Out, Bit>,
    /// The builder took `meta`.
    pub meta_ready: Signal<In, Bit>,
    /// Packets sent.
    pub tx_packets: Signal<Out, Bits<32>>,
    /// Frame bytes sent (as on the wire without FCS, before padding to 60).
    pub tx_bytes: Signal<Out, Bits<32>>,
    /// Positive ACKs replaced in the queue by a newer one of the same connection (coalesced).
    pub acks_coalesced: Signal<Out, Bits<32>>,
    /// Engine: a payload write of QP `werr_qpn` failed; answers of that QP with `wr_tag` above
    /// `werr_idx` are withdrawn (dropped unsent) until its `werr` NAK is dequeued.
    pub werr_valid: Signal<In, Bit>,
    /// Engine: the QP whose payload write failed.
    pub werr_qpn: Signal<In, Bits<24>>,
    /// Engine: index of the failed write.
    pub werr_idx: Signal<In, Bits<16>>,
    /// To the engine: the `werr` NAK of `werr_qpn` was dequeued.
    pub werr_clear: Signal<Out, Bit>,
    /// Positive ACKs withdrawn (their packet's payload write, or an earlier one's, failed).
    pub acks_withdrawn: Signal<Out, Bits<32>>,
    n_wd: DFF<Bits<32>>,
    /// The queue's head is withdrawn this cycle.
    wd_head: Signal<Local, Bit>,
    h_job: Signal<Local, RespJob>,
    /// Head's `wr_tag` - `werr_idx` - 1 (below 2^15: the tag counts the failed write).
    wd_d: Signal<Local, Bits<16>>,
    /// No job queued or in progress.
    pub idle: Signal<Out, Bit>,
    /// The job pushed last (the queue's last record, or the one on its way in).
    last_job: DFF<RespJob>,
    n_coal: DFF<Bits<32>>,
    /// The job coming in may replace the job before it (both positive ACKs of one connection).
    coalesce: Signal<Local, Bit>,
    /// Records behind the queue's head.
    behind: Signal<Local, Bits<7>>,
    /// Jobs enter the queue one cycle after they arrive, with the coalescing decision
    /// registered (the queue's `replace` must not depend on its own outputs in a cycle).
    q_valid: DFF<Bit>,
    q_job: DFF<RespJob>,
    q_replace: DFF<Bit>,
    fifo: DeepRecordFifo<RespJob>,
    /// A READ response parked while a job of another connection goes out (or, with two READ
    /// responses in turn, the one whose packet is next but one).
    p_valid: DFF<Bit>,
    p_cur: DFF<RespJob>,
    p_psn: DFF<Bits<24>>,
    p_addr: DFF<Bits<64>>,
    p_left: DFF<Bits<32>>,
    /// The FIFO's head may go between two packets of the READ in progress.
    may_pass: Signal<Local, Bit>,
    busy: DFF<Bit>,
    cur: DFF<RespJob>,
    k_psn: DFF<Bits<24>>,
    k_addr: DFF<Bits<64>>,
    k_left: DFF<Bits<32>>,
    k_first: DFF<Bit>,
    got_meta: DFF<Bit>,
    got_rd: DFF<Bit>,
    ident: DFF<Bits<16>>,
    npkts: DFF<Bits<32>>,
    nbytes: DFF<Bits<32>>,
    /// The bytes of the frame that went out in the cycle before (0 if none): added to `nbytes`
    /// a cycle later, so that the count's carry chain is not behind the frame-length sum.
    nb_add: DFF<Bits<32>>,
    c_kind: Signal<Local, Bits<2>>,
    c_psn: Signal<Local, Bits<24>>,
    c_msn: Signal<Local, Bits<24>>,
    c_syn: Signal<Local, Bits<8>>,
    c_orig: Signal<Local, Bits<64>>,
    c_mtu: Signal<Local, Bits<3>>,
    c_qp: Signal<Local, Bits<24>>,
    c_pkey: Signal<Local, Bits<16>>,
    c_sport: Signal<Local, Bits<16>>,
    c_ctrl: Signal<Local, Bit>,
    c_dmac: Signal<Local, Bits<48>>,
    c_dip: Signal<Local, Bits<128>>,
    h_tag: Signal<Local, Bits<16>>,
    tag_d: Signal<Local, Bits<16>>,
    mtu: Signal<Local, Bits<32>>,
    mtu_tab: Vec<Constant<Bits<32>>>,
    plen: Signal<Local, Bits<32>>,
    last: Signal<Local, Bit>,
    op: Signal<Local, Bits<8>>,
    ext: Signal<Local, Bits<16>>,
    fbytes: Signal<Local, Bits<32>>,
    pcp_l: Signal<Local, Bits<3>>,
    dscp_l: Signal<Local, Bits<6>>,
    ecn_l: Signal<Local, Bits<2>>,
    t64: Signal<Local, Bits<64>>,
    w_orig: Signal<Local, Bits<64>>,
    id1: Signal<Local, Bits<16>>,
    need_rd: Signal<Local, Bit>,
    meta_ok: Signal<Local, Bit>,
    /// The packet in hand may be issued: its priority is not paused, or it is half issued.
    go: Signal<Local, Bit>,
    /// `tx_pause` shifted down by the packet's priority (bit 0: paused).
    pause_sh: Signal<Local, Bits<8>>,
    rd_ok: Signal<Local, Bit>,
}

impl Default for RespTx {
    fn default() -> Self {
        RespTx {
            clock: Default::default(),
            reset: Default::default(),
            local_mac: Default::default(),
            local_ip: Default::default(),
            ip_v6: Default::default(),
            vlan_en: Default::default(),
            vlan_vid: Default::default(),
            pcp: Default::default(),
            dscp: Default::default(),
            ttl: Default::default(),
            cnp_pcp: Default::default(),
            tx_pause: Default::default(),
            cnp_dscp: Default::default(),
            cc_enabled: Default::default(),
            job: Default::default(),
            job_valid: Default::default(),
            job_room: Default::default(),
            wr_done: Default::default(),
            rd_req_valid: Default::default(),
            rd_req_ready: Default::default(),
            rd_req_addr: Default::default(),
            rd_req_len: Default::default(),
            meta: Default::default(),
            meta_valid: Default::default(),
            meta_ready: Default::default(),
            tx_packets: Default::default(),
            tx_bytes: Default::default(),
            idle: Default::default(),
            fifo: Default::default(),
            acks_coalesced: Default::default(),
            werr_valid: Default::default(),
            werr_qpn: Default::default(),
            werr_idx: Default::default(),
            werr_clear: Default::default(),
            acks_withdrawn: Default::default(),
            n_wd: Default::default(),
            wd_head: Default::default(),
            h_job: Default::default(),
            wd_d: Default::default(),
            last_job: Default::default(),
            n_coal: Default::default(),
            coalesce: Default::default(),
            behind: Default::default(),
            q_valid: Default::default(),
            q_job: Default::default(),
            q_replace: Default::default(),
            p_valid: Default::default(),
            p_cur: Default::default(),
            p_psn: Default::default(),
            p_addr: Default::default(),
            p_left: Default::default(),
            may_pass: Default::default(),
            busy: Default::default(),
            cur: Default::default(),
            k_psn: Default::default(),
            k_addr: Default::default(),
            k_left: Default::default(),
            k_first: Default::default(),
            got_meta: Default::default(),
            got_rd: Default::default(),
            ident: Default::default(),
            npkts: Default::default(),
            nbytes: Default::default(),
            nb_add: Default::default(),
            c_kind: Default::default(),
            c_psn: Default::default(),
            c_msn: Default::default(),
            c_syn: Default::default(),
            c_orig: Default::default(),
            c_mtu: Default::default(),
            c_qp: Default::default(),
            c_pkey: Default::default(),
            c_sport: Default::default(),
            c_ctrl: Default::default(),
            c_dmac: Default::default(),
            c_dip: Default::default(),
            h_tag: Default::default(),
            tag_d: Default::default(),
            mtu: Default::default(),
            mtu_tab: crate::qpc_view::mtu_bytes_table(),
            plen: Default::default(),
            last: Default::default(),
            op: Default::default(),
            ext: Default::default(),
            fbytes: Default::default(),
            pcp_l: Default::default(),
            dscp_l: Default::default(),
            ecn_l: Default::default(),
            t64: Default::default(),
            w_orig: Default::default(),
            id1: Default::default(),
            need_rd: Default::default(),
            meta_ok: Default::default(),
            go: Default::default(),
            pause_sh: Default::default(),
            rd_ok: Default::default(),
        }
    }
}

impl Logic for RespTx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, last_job, n_coal, n_wd, q_valid, q_job, q_replace, p_valid, p_cur, p_psn, p_addr, p_left, busy, cur, k_psn, k_addr, k_left, k_first, got_meta, got_rd, ident, npkts, nbytes, nb_add);
        clock!(self, clock, fifo);
        self.fifo.reset.next = self.reset.val();
        self.fifo.wr_en.next = self.q_valid.q.val();
        self.fifo.wr_data.next = self.q_job.q.val();
        self.fifo.replace.next = self.q_replace.q.val();
        // Free slots, the job still on its way in counted as taken.
        self.job_room.next = 0.into();
        if (self.fifo.fill.val() + bit_cast::<7, 1>(self.q_valid.q.val().into())) < 63 {
            self.job_room.next = 63 - self.fifo.fill.val() - bit_cast::<7, 1>(self.q_valid.q.val().into());
        }

        // Fields of the job in progress (copied out of the struct before slicing).
        self.c_kind.next = self.cur.q.val().kind;
        self.c_msn.next = self.cur.q.val().msn;
        self.c_syn.next = self.cur.q.val().syndrome;
        self.c_orig.next = self.cur.q.val().orig;
        self.c_mtu.next = self.cur.q.val().mtu;
        self.c_qp.next = self.cur.q.val().dest_qp;
        self.c_pkey.next = self.cur.q.val().pkey;
        self.c_sport.next = self.cur.q.val().sport;
        self.c_ctrl.next = self.cur.q.val().ctrl;
        self.c_dmac.next = self.cur.q.val().dmac;
        self.c_dip.next = self.cur.q.val().dip;
        self.c_psn.next = self.k_psn.q.val();
        self.h_tag.next = self.fifo.rd_data.val().wr_tag;
        self.tag_d.next = self.wr_done.val() - self.h_tag.val();

        // Packet of the job in progress.
        self.mtu.next = self.mtu_tab[0].val();
        for i in 1..8 {
            if self.c_mtu.val().index() == i {
                self.mtu.next = self.mtu_tab[i].val();
            }
        }
        self.plen.next = 0.into();
        self.last.next = true;
        if self.c_kind.val() == 2 {
            self.plen.next = self.k_left.q.val();
            if self.k_left.q.val() > self.mtu.val() {
                self.plen.next = self.mtu.val();
                self.last.next = false;
            }
        }
        // Opcode and extension header bytes.
        self.op.next = 0x11.into();
        self.ext.next = 4.into();
        if self.c_kind.val() == 1 {
            self.op.next = 0x12.into();
            self.ext.next = 12.into();
        }
        if self.c_kind.val() == 3 {
            self.op.next = 0x81.into();
            self.ext.next = 16.into();
        }
        if self.c_kind.val() == 2 {
            self.ext.next = 4.into();
            if self.k_first.q.val() & self.last.val() {
                self.op.next = 0x10.into();
            } else if self.k_first.q.val() {
                self.op.next = 0x0D.into();
            } else if self.last.val() {
                self.op.next = 0x0F.into();
            } else {
                self.op.next = 0x0E.into();
                self.ext.next = 0.into();
            }
        }
        // Frame bytes: Ethernet 14 (+4), IP 20/40, UDP 8, BTH 12, extensions, payload + pad, ICRC 4.
        self.fbytes.next = 58 + bit_cast::<32, 16>(self.ext.val()) + ((self.plen.val() + 3) & 0xFFFF_FFFC_u64);
        if self.vlan_en.val() {
            self.fbytes.next = 62 + bit_cast::<32, 16>(self.ext.val()) + ((self.plen.val() + 3) & 0xFFFF_FFFC_u64);
        }
        if self.ip_v6.val() {
            self.fbytes.next = self.fbytes.val() + 20;
        }

        // Wire bytes.
        self.w_orig.next = 0.into();
        self.t64.next = self.c_orig.val();
        for _i in 0..8 {
            self.w_orig.next = (self.w_orig.val() << 8) | bit_cast::<64, 8>(self.t64.val().get_bits::<8>(0));
            self.t64.next = self.t64.val() >> 8;
        }
        self.pcp_l.next = self.pcp.val();
        self.dscp_l.next = self.dscp.val();
        if self.c_ctrl.val() {
            self.pcp_l.next = self.cnp_pcp.val();
            self.dscp_l.next = self.cnp_dscp.val();
        }
        self.ecn_l.next = 0.into();
        if self.cc_enabled.val() & ((self.c_kind.val() == 1) | (self.c_kind.val() == 2)) {
            self.ecn_l.next = 2.into();
        }
        self.id1.next = self.ident.q.val() + 1;

        self.meta.next.dst_mac = self.c_dmac.val();
        self.meta.next.src_mac = self.local_mac.val();
        self.meta.next.vlan = self.vlan_en.val();
        self.meta.next.vlan_tci = (bit_cast::<16, 3>(self.pcp_l.val()) << 5)
            | bit_cast::<16, 4>(self.vlan_vid.val().get_bits::<4>(8))
            | (bit_cast::<16, 8>(self.vlan_vid.val().get_bits::<8>(0)) << 8);
        self.meta.next.ipv6 = self.ip_v6.val();
        self.meta.next.tclass = (bit_cast::<8, 6>(self.dscp_l.val()) << 2) | bit_cast::<8, 2>(self.ecn_l.val());
        self.meta.next.ttl = self.ttl.val();
        self.meta.next.ip_ident = bit_cast::<16, 8>(self.id1.val().get_bits::<8>(8)) | (bit_cast::<16, 8>(self.id1.val().get_bits::<8>(0)) << 8);
        self.meta.next.dont_frag = true;
        self.meta.next.flow_label = 0.into();
        self.meta.next.src_ip = self.local_ip.val();
        self.meta.next.dst_ip = self.c_dip.val();
        self.meta.next.udp_src = bit_cast::<16, 8>(self.c_sport.val().get_bits::<8>(8)) | (bit_cast::<16, 8>(self.c_sport.val().get_bits::<8>(0)) << 8);
        self.meta.next.opcode = self.op.val();
        self.meta.next.solicited = false;
        self.meta.next.migreq = false;
        self.meta.next.tver = 0.into();
        self.meta.next.pkey = bit_cast::<16, 8>(self.c_pkey.val().get_bits::<8>(8)) | (bit_cast::<16, 8>(self.c_pkey.val().get_bits::<8>(0)) << 8);
        self.meta.next.fecn = false;
        self.meta.next.becn = self.c_kind.val() == 3;
        self.meta.next.dest_qp = bit_cast::<24, 8>(self.c_qp.val().get_bits::<8>(16))
            | (bit_cast::<24, 8>(self.c_qp.val().get_bits::<8>(8)) << 8)
            | (bit_cast::<24, 8>(self.c_qp.val().get_bits::<8>(0)) << 16);
        self.meta.next.ack_req = false;
        self.meta.next.psn = bit_cast::<24, 8>(self.c_psn.val().get_bits::<8>(16))
            | (bit_cast::<24, 8>(self.c_psn.val().get_bits::<8>(8)) << 8)
            | (bit_cast::<24, 8>(self.c_psn.val().get_bits::<8>(0)) << 16);
        self.meta.next.deth = 0.into();
        self.meta.next.reth = 0.into();
        self.meta.next.atomic_eth = 0.into();
        self.meta.next.aeth = bit_cast::<32, 8>(self.c_syn.val())
            | (bit_cast::<32, 8>(self.c_msn.val().get_bits::<8>(16)) << 8)
            | (bit_cast::<32, 8>(self.c_msn.val().get_bits::<8>(8)) << 16)
            | (bit_cast::<32, 8>(self.c_msn.val().get_bits::<8>(0)) << 24);
        self.meta.next.atomic_ack_eth = self.w_orig.val();
        self.meta.next.immdt = 0.into();
        self.meta.next.ieth = 0.into();
        self.meta.next.payload_len = self.plen.val().get_bits::<16>(0);

        // Issue: a packet's record and (with payload) its DMA read, each taken once.
        self.need_rd.next = self.plen.val().any();
        self.pause_sh.next = self.tx_pause.val() >> self.pcp_l.val();
        self.go.next = !self.pause_sh.val().get_bit(0) | self.got_meta.q.val() | self.got_rd.q.val();
        self.meta_valid.next = self.busy.q.val() & !self.got_meta.q.val() & self.go.val();
        self.rd_req_valid.next = self.busy.q.val() & self.need_rd.val() & !self.got_rd.q.val() & self.go.val();
        self.rd_req_addr.next = self.k_addr.q.val();
        self.rd_req_len.next = self.plen.val().get_bits::<17>(0);
        self.meta_ok.next = self.got_meta.q.val() | (self.meta_valid.val() & self.meta_ready.val());
        self.rd_ok.next = !self.need_rd.val() | self.got_rd.q.val() | (self.rd_req_valid.val() & self.rd_req_ready.val());
        if self.meta_valid.val() & self.meta_ready.val() {
            self.got_meta.d.next = true;
        }
        if self.rd_req_valid.val() & self.rd_req_ready.val() {
            self.got_rd.d.next = true;
        }
        self.fifo.rd_en.next = false;
        // Withdrawal: the head answers the QP whose payload write failed, for a packet at or
        // after it (its tag counts that write); the engine's NAK for it is never withdrawn.
        self.h_job.next = self.fifo.rd_data.val();
        self.wd_d.next = self.h_job.val().wr_tag - self.werr_idx.val() - 1;
        self.wd_head.next = self.fifo.rd_valid.val()
            & self.werr_valid.val()
            & (self.h_job.val().qpn == self.werr_qpn.val())
            & !self.h_job.val().werr
            & (self.h_job.val().kind != 3)
            & !self.wd_d.val().get_bit(15);
        self.may_pass.next = !self.wd_head.val()
            & (self.c_kind.val() == 2)
            & !self.p_valid.q.val()
            & self.fifo.rd_valid.val()
            & !self.tag_d.val().get_bit(15)
            & ((self.fifo.rd_data.val().kind == 3)
                | (self.fifo.rd_data.val().dest_qp != self.c_qp.val())
                | (self.fifo.rd_data.val().dip != self.c_dip.val()));
        self.nb_add.d.next = 0.into();
        if self.busy.q.val() & self.meta_ok.val() & self.rd_ok.val() {
            // Packet done.
            self.got_meta.d.next = false;
            self.got_rd.d.next = false;
            self.ident.d.next = self.id1.val();
            self.npkts.d.next = self.npkts.q.val() + 1;
            self.nb_add.d.next = self.fbytes.val();
            self.k_psn.d.next = self.k_psn.q.val() + 1;
            self.k_addr.d.next = self.k_addr.q.val() + bit_cast::<64, 32>(self.plen.val());
            self.k_left.d.next = self.k_left.q.val() - self.plen.val();
            self.k_first.d.next = false;
            if self.last.val() {
                self.busy.d.next = false;
                if self.p_valid.q.val() {
                    // The one-packet job is out: the parked READ resumes.
                    self.p_valid.d.next = false;
                    self.busy.d.next = true;
                    self.cur.d.next = self.p_cur.q.val();
                    self.k_psn.d.next = self.p_psn.q.val();
                    self.k_addr.d.next = self.p_addr.q.val();
                    self.k_left.d.next = self.p_left.q.val();
                }
            } else if self.p_valid.q.val() {
                // Two READ responses of different connections share the link: one packet of
                // each in turn (this one parks, the parked one resumes).
                self.p_cur.d.next = self.cur.q.val();
                self.p_psn.d.next = self.k_psn.q.val() + 1;
                self.p_addr.d.next = self.k_addr.q.val() + bit_cast::<64, 32>(self.plen.val());
                self.p_left.d.next = self.k_left.q.val() - self.plen.val();
                self.cur.d.next = self.p_cur.q.val();
                self.k_psn.d.next = self.p_psn.q.val();
                self.k_addr.d.next = self.p_addr.q.val();
                self.k_left.d.next = self.p_left.q.val();
            } else if self.may_pass.val() {
                // Park the READ after this packet; the head goes next.
                self.p_valid.d.next = true;
                self.p_cur.d.next = self.cur.q.val();
                self.p_psn.d.next = self.k_psn.q.val() + 1;
                self.p_addr.d.next = self.k_addr.q.val() + bit_cast::<64, 32>(self.plen.val());
                self.p_left.d.next = self.k_left.q.val() - self.plen.val();
                self.fifo.rd_en.next = true;
                self.cur.d.next = self.fifo.rd_data.val();
                self.k_psn.d.next = self.fifo.rd_data.val().psn;
                self.k_addr.d.next = self.fifo.rd_data.val().addr;
                self.k_left.d.next = self.fifo.rd_data.val().len;
                self.k_first.d.next = true;
            }
        } else if !self.busy.q.val() & self.fifo.rd_valid.val() & !self.tag_d.val().get_bit(15) & !self.wd_head.val() {
            // Next job, once the writes before it completed.
            self.fifo.rd_en.next = true;
            self.busy.d.next = true;
            self.cur.d.next = self.fifo.rd_data.val();
            self.k_psn.d.next = self.fifo.rd_data.val().psn;
            self.k_addr.d.next = self.fifo.rd_data.val().addr;
            self.k_left.d.next = self.fifo.rd_data.val().len;
            self.k_first.d.next = true;
            self.got_meta.d.next = false;
            self.got_rd.d.next = false;
        }
        // ACK coalescing: a positive ACK replaces the queue's last record if that is a positive
        // ACK of the same connection not yet sent (ACKs are cumulative; the newer one waits for
        // the newer payload writes through its wr_tag). NAKs, RNR NAKs, ctrl jobs never merge.
        self.coalesce.next = self.job_valid.val()
            & (self.job.val().kind == 0)
            & (self.job.val().syndrome < 0x20)
            & !self.job.val().ctrl
            & (self.last_job.q.val().kind == 0)
            & (self.last_job.q.val().syndrome < 0x20)
            & !self.last_job.q.val().ctrl
            & (self.last_job.q.val().dest_qp == self.job.val().dest_qp)
            & (self.last_job.q.val().dip == self.job.val().dip);
        self.q_valid.d.next = self.job_valid.val();
        self.q_job.d.next = self.job.val();
        self.q_replace.d.next = self.coalesce.val();
        if self.job_valid.val() {
            self.last_job.d.next = self.job.val();
        }
        // The queue replaces only with two or more records behind its head (the last one then
        // cannot be leaving); otherwise the ACK is added as usual.
        self.behind.next = self.fifo.fill.val() - bit_cast::<7, 1>(self.fifo.rd_valid.val().into());
        if self.q_valid.q.val() & self.q_replace.q.val() & (self.behind.val() >= 2) {
            self.n_coal.d.next = self.n_coal.q.val() + 1;
        }
        self.acks_coalesced.next = self.n_coal.q.val();
        if self.wd_head.val() {
            self.fifo.rd_en.next = true;
            if (self.h_job.val().kind == 0) & (self.h_job.val().syndrome < 0x20) {
                self.n_wd.d.next = self.n_wd.q.val() + 1;
            }
        }
        self.werr_clear.next = self.fifo.rd_en.val() & self.h_job.val().werr & (self.h_job.val().qpn == self.werr_qpn.val());
        self.acks_withdrawn.next = self.n_wd.q.val();
        self.tx_packets.next = self.npkts.q.val();
        self.nbytes.d.next = self.nbytes.q.val() + self.nb_add.q.val();
        self.tx_bytes.next = self.nbytes.q.val();
        self.idle.next = !self.busy.q.val() & !self.fifo.rd_valid.val() & !self.q_valid.q.val();
        if self.reset.val() {
            self.q_valid.d.next = false;
            self.busy.d.next = false;
            self.p_valid.d.next = false;
            self.n_coal.d.next = 0.into();
            self.n_wd.d.next = 0.into();
            self.ident.d.next = 0.into();
            self.npkts.d.next = 0.into();
            self.nbytes.d.next = 0.into();
            self.nb_add.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exports and lints clean (unused-signal warnings off: job fields a kind does not use).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_resp_tx", RespTx::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
