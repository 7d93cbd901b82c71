//! Response jobs (issue 15): the record the receive engine hands the answer sequencer
//! ([`crate::resp_tx::RespTx`]) for each answer, and the block that forms it
//! ([`RespJobForm`], combinational) from the engine's decision, the QP's context and the packet.
//!
//! An answer (ACK/NAK, atomic ACK, READ response) goes to the QP's peer as its context names it
//! (destination QP, P_Key, MAC, GID, UDP source port). A CNP goes back to where the CE-marked
//! packet came from (its source MAC and IP; for UD, its DETH source QP and a UDP source port per
//! QP pair, golden's `UdpSrcPort::PerQp`: `0xC000 | ((qpn ^ dest_qpn) & 0x3FFF)`), with PSN 0 on
//! the CNP priority, as golden's `Endpoint` sends it.
use crate::byte_reverse::ByteReverse;
use crate::outcome_effects::Decision;
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// Response job kinds ([`RespJob::kind`]).
pub mod job_kind {
    /// ACK, NAK or RNR NAK (AETH only).
    pub const ACK: u8 = 0;
    /// Atomic ACK (AETH + AtomicAckETH).
    pub const ATOMIC: u8 = 1;
    /// READ response packets (DMA read of `len` bytes at `addr`, segmented by the MTU).
    pub const READ: u8 = 2;
    /// CNP.
    pub const CNP: u8 = 3;
}

/// One response job, in the QP's order: plain values (the TX side turns them into wire bytes).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct RespJob {
    /// [job_kind].
    pub kind: Bits<2>,
    /// Use the CNP priority and DSCP (CNPs and the NAK that puts a QP in error, as golden).
    pub ctrl: Bit,
    /// Payload writes issued before this job (the job waits until as many completed).
    pub wr_tag: Bits<16>,
    /// BTH PSN (READ: of the first response packet).
    pub psn: Bits<24>,
    /// AETH syndrome.
    pub syndrome: Bits<8>,
    /// AETH MSN.
    pub msn: Bits<24>,
    /// Atomic original value.
    pub orig: Bits<64>,
    /// READ: host address of the first byte.
    pub addr: Bits<64>,
    /// READ: length in bytes.
    pub len: Bits<32>,
    /// READ: path MTU code (bytes = 256 << code).
    pub mtu: Bits<3>,
    /// BTH destination QP.
    pub dest_qp: Bits<24>,
    /// BTH P_Key.
    pub pkey: Bits<16>,
    /// Destination MAC, wire bytes (first byte in bits 7:0).
    pub dmac: Bits<48>,
    /// Destination IP, wire bytes (IPv4 in bits 31:0).
    pub dip: Bits<128>,
    /// UDP source port (value).
    pub sport: Bits<16>,
    /// The local QP the job answers for (the TX withdraws answers of a QP whose payload write
    /// failed, see [crate::resp_engine::RespEngine::werr_valid]).
    pub qpn: Bits<24>,
    /// The remote operational error NAK for a failed payload write: never withdrawn, and
    /// dequeuing it ends the withdrawal ([crate::resp_engine::RespEngine::werr_clear]).
    pub werr: Bit,
}

// The CNP kind, written as a literal in `update`.
const _: () = assert!(job_kind::CNP == 3);

/// Forms a response job (combinational).
#[derive(LogicBlock, Default)]
pub struct RespJobForm {
    /// The engine's decision (`kind`, `ctrl`, `psn`, `syn`, `msn`).
    pub dec: Signal<In, Decision>,
    /// Form the packet's CNP instead of the decision's answer.
    pub cnp: Signal<In, Bit>,
    /// Payload writes issued before the job.
    pub wr_tag: Signal<In, Bits<16>>,
    /// Atomic original value.
    pub orig: Signal<In, Bits<64>>,
    /// READ: host address of the first byte.
    pub addr: Signal<In, Bits<64>>,
    /// The packet's record (`dest_qp` the local QP, `dma_len`, and a CNP's `src_mac`, `src_ip`,
    /// `src_qp`).
    pub m: Signal<In, RxMeta>,
    /// The NIC's (and so the packet's) IP version is IPv6.
    pub ip_v6: Signal<In, Bit>,
    /// The QP's type (2: UD).
    pub qp_type: Signal<In, Bits<8>>,
    /// The QP's path MTU code.
    pub mtu_code: Signal<In, Bits<3>>,
    /// The QP's destination QP.
    pub dest_qpn: Signal<In, Bits<24>>,
    /// The QP's P_Key.
    pub pkey: Signal<In, Bits<16>>,
    /// The QP's destination MAC, wire bytes.
    pub dmac: Signal<In, Bits<48>>,
    /// The QP's destination GID, wire bytes (an IPv4 GID is `::ffff:a.b.c.d`).
    pub dgid: Signal<In, Bits<128>>,
    /// The QP's UDP source port.
    pub sport: Signal<In, Bits<16>>,
    /// The job is the remote operational error NAK of a failed payload write.
    pub werr: Signal<In, Bit>,
    /// The job.
    pub job: Signal<Out, RespJob>,
    /// The packet's source IP as wire bytes (IPv4 in bits 31:0).
    pub src_ip_wire: Signal<Out, Bits<128>>,
    smac_rev: ByteReverse<48>,
    sip_rev: ByteReverse<128>,
    /// The QP's destination IP, wire bytes.
    dip: Signal<Local, Bits<128>>,
}

impl Logic for RespJobForm {
    #[hdl_gen]
    fn update(&mut self) {
        // IPv4 GIDs are ::ffff:a.b.c.d: the address is the GID's last four wire bytes.
        self.dip.next = self.dgid.val();
        if !self.ip_v6.val() {
            self.dip.next = self.dgid.val() >> 96;
        }
        // The packet's source MAC and IP as wire bytes.
        self.smac_rev.d.next = self.m.val().src_mac;
        self.sip_rev.d.next = self.m.val().src_ip;
        self.src_ip_wire.next = self.sip_rev.q.val();
        if !self.ip_v6.val() {
            self.src_ip_wire.next = bit_cast::<128, 32>(self.sip_rev.q.val().get_bits::<32>(96));
        }
        self.job.next.kind = self.dec.val().kind;
        self.job.next.ctrl = self.dec.val().ctrl;
        self.job.next.wr_tag = self.wr_tag.val();
        self.job.next.psn = self.dec.val().psn;
        self.job.next.syndrome = self.dec.val().syn;
        self.job.next.msn = self.dec.val().msn;
        self.job.next.orig = self.orig.val();
        self.job.next.addr = self.addr.val();
        self.job.next.len = self.m.val().dma_len;
        self.job.next.mtu = self.mtu_code.val();
        self.job.next.dest_qp = self.dest_qpn.val();
        self.job.next.pkey = self.pkey.val();
        self.job.next.dmac = self.dmac.val();
        self.job.next.dip = self.dip.val();
        self.job.next.sport = self.sport.val();
        self.job.next.qpn = self.m.val().dest_qp;
        self.job.next.werr = self.werr.val();
        if self.cnp.val() {
            self.job.next.kind = 3.into();
            self.job.next.ctrl = true;
            self.job.next.psn = 0.into();
            self.job.next.dmac = self.smac_rev.q.val();
            self.job.next.dip = self.src_ip_wire.val();
            if self.qp_type.val() == 2 {
                // UD: to the sender's QP (DETH), UDP port per QP pair as golden's.
                self.job.next.dest_qp = self.m.val().src_qp;
                self.job.next.sport = (bit_cast::<16, 24>(self.m.val().dest_qp ^ self.m.val().src_qp) & 0x3FFF) | 0xC000;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;

    /// A packet from 02:00:00:00:00:01, 10.1.2.3, DETH source QP 0x00ABCD, to local QP 0x000123;
    /// a QP whose peer is 0x000456 at 02:00:00:00:00:09 (wire order), 10.9.9.9.
    fn form(cnp: bool, qp_type: u8, v6: bool) -> RespJob {
        let mut b = RespJobForm::default();
        b.connect_all();
        b.dec.next = Decision { kind: 0.into(), ctrl: false, psn: 0x77.into(), syn: 0x1F.into(), msn: 5.into(), ..Default::default() };
        b.cnp.next = cnp;
        b.wr_tag.next = 9.into();
        b.orig.next = 0xDEAD.into();
        b.addr.next = 0x1000.into();
        b.m.next = RxMeta {
            src_mac: 0x0200_0000_0001_u64.into(),
            src_ip: 0x0A01_0203_u64.into(),
            src_qp: 0xABCD.into(),
            dest_qp: 0x123.into(),
            dma_len: 4096.into(),
            ..Default::default()
        };
        b.ip_v6.next = v6;
        b.qp_type.next = (qp_type as u64).into();
        b.mtu_code.next = 2.into();
        b.dest_qpn.next = 0x456.into();
        b.pkey.next = 0xFFFF.into();
        b.dmac.next = 0x0900_0000_0002_u64.into();
        // ::ffff:10.9.9.9, wire bytes (byte 0 in bits 7:0).
        b.dgid.next = (Bits::<128>::from(0x0909_090A_u64) << 96) | (Bits::<128>::from(0xFFFF_u64) << 80);
        b.sport.next = 0xC123.into();
        b.werr.next = false;
        settle(&mut b);
        b.job.val()
    }

    /// An answer goes to the QP's peer as its context names it (an IPv4 GID's address is its
    /// last four bytes); the decision's fields are carried.
    #[test]
    fn an_answer_goes_to_the_qps_peer() {
        let j = form(false, 0, false);
        assert_eq!((j.kind.to_u8(), j.ctrl, j.psn.to_u32(), j.syndrome.to_u8(), j.msn.to_u32()), (0, false, 0x77, 0x1F, 5));
        assert_eq!((j.dest_qp.to_u32(), j.sport.to_u32(), j.dmac.to_u64(), j.dip.get_bits::<64>(0).to_u64()), (0x456, 0xC123, 0x0900_0000_0002, 0x0909_090A));
        assert_eq!((j.wr_tag.to_u32(), j.orig.to_u64(), j.addr.to_u64(), j.len.to_u32(), j.mtu.to_u8(), j.qpn.to_u32()), (9, 0xDEAD, 0x1000, 4096, 2, 0x123));
    }

    /// A CNP goes back to the packet's source MAC and IP (wire bytes), PSN 0, on the CNP
    /// priority; an RC/UC one to the QP's peer QP, a UD one to the DETH source QP with golden's
    /// per-QP-pair UDP port (`UdpSrcPort::PerQp`).
    #[test]
    fn a_cnp_goes_back_to_the_packets_source() {
        for qp_type in [0u8, 1, 2] {
            let j = form(true, qp_type, false);
            assert_eq!((j.kind.to_u8(), j.ctrl, j.psn.to_u32()), (job_kind::CNP, true, 0));
            assert_eq!(j.dmac.to_u64(), 0x0100_0000_0002, "02:00:00:00:00:01 in wire order");
            assert_eq!((j.dip.get_bits::<64>(0).to_u64(), j.dip.get_bits::<64>(64).to_u64()), (0x0302_010A, 0), "10.1.2.3 in wire order");
            let (qp, port) = if qp_type == 2 { (0xABCD, 0xC000 | ((0x123 ^ 0xABCD) & 0x3FFF)) } else { (0x456, 0xC123) };
            assert_eq!((j.dest_qp.to_u32(), j.sport.to_u32()), (qp, port), "QP type {qp_type}");
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_resp_job_form", RespJobForm::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
