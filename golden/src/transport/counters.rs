//! Per-endpoint counters (read by `roce sim`), and the independent duplicate-execution detector.

use super::psn::Psn;

/// Why a received frame was dropped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct DropCounters {
    /// `FrameRepr::parse` failed on the ICRC.
    pub bad_icrc: u64,
    /// `FrameRepr::parse` failed otherwise (truncated, bad field, bad length, IP checksum).
    pub malformed: u64,
    /// Not a RoCEv2 frame (other ethertype, protocol or port).
    pub not_roce: u64,
    /// Destination MAC/IP is not this endpoint.
    pub wrong_address: u64,
    /// Destination QP unknown or of the wrong type for the opcode.
    pub unknown_qp: u64,
    /// The QP's state does not accept the packet (e.g. RESET/INIT, or ERR).
    pub bad_state: u64,
    /// BTH P_Key differs from the QP's.
    pub bad_pkey: u64,
    /// UD: DETH Q_Key differs from the QP's.
    pub bad_qkey: u64,
    /// UC: packet dropped because an earlier packet of the message was lost (or no receive WQE).
    pub uc_message_dropped: u64,
    /// UD: no receive WQE posted.
    pub ud_no_recv: u64,
    /// UD: payload longer than the QP's path MTU (silently dropped; see `Responder::ud_request`).
    pub ud_too_long: u64,
    /// RC responder: out-of-sequence (future) PSN discarded.
    pub psn_out_of_sequence: u64,
    /// RC responder: duplicate atomic no longer in the replay cache (not executed, no answer).
    pub stale_duplicate: u64,
    /// Requester: response or ACK that matches nothing outstanding (late duplicate).
    pub stale_response: u64,
    /// Requester: response with inconsistent opcode/length (ignored).
    pub bad_response: u64,
}

/// Counters of one endpoint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Frames transmitted.
    pub tx_packets: u64,
    /// Bytes transmitted (whole frames, no FCS).
    pub tx_bytes: u64,
    /// Frames received (before any check).
    pub rx_packets: u64,
    /// Bytes received.
    pub rx_bytes: u64,
    /// Request packets sent again (go-back-N after a NAK, timeout, RNR NAK or lost response).
    pub retransmissions: u64,
    /// Retransmission timer expiries.
    pub timeouts: u64,
    /// Must stay 0: a responder applied a SEND/WRITE/atomic packet of a PSN it had already applied.
    pub duplicate_executions: u64,
    /// Duplicate request packets received by the responder (handled per IBTA 9.7.5).
    pub duplicates_received: u64,
    /// Positive ACKs sent (after coalescing); NAKs and RNR NAKs are counted below.
    pub acks_sent: u64,
    /// Positive ACKs replaced by a newer one of the same QP before they were sent (responder).
    pub acks_coalesced: u64,
    /// NAKs sent, PSN sequence error.
    pub naks_seq_sent: u64,
    /// NAKs sent, invalid request / invalid RD request.
    pub naks_inv_req_sent: u64,
    /// NAKs sent, remote access error.
    pub naks_access_sent: u64,
    /// NAKs sent, remote operational error.
    pub naks_op_sent: u64,
    /// RNR NAKs sent.
    pub rnr_naks_sent: u64,
    /// NAKs of any kind received by the requester.
    pub naks_received: u64,
    /// RNR NAKs received.
    pub rnr_naks_received: u64,
    /// CNPs sent (notification point).
    pub cnps_sent: u64,
    /// CNPs received (reaction point).
    pub cnps_received: u64,
    /// ECN-CE marked packets received.
    pub ecn_ce_received: u64,
    /// Completions lost because their CQ was full or in error (the CQ then stays in error and
    /// the QP goes to ERR, [`crate::transport::env::Cq`]).
    pub cq_overflows: u64,
    /// Dropped frames by reason.
    pub drops: DropCounters,
}

/// Independent check that no non-idempotent request packet is applied twice.
///
/// It does not reuse the responder's duplicate logic: it keeps, per QP, the PSN of the last
/// applied SEND/WRITE/atomic packet; applied PSNs of a QP must strictly increase (mod 2^24, in
/// the half-space order), so any second application of a PSN, or any application of an older
/// PSN, is counted.
#[derive(Default, Clone, Debug)]
pub struct ExecTracker {
    last: Vec<Option<Psn>>,
}

impl ExecTracker {
    /// Record that QP `qpn` applied the packet `psn`; returns true if that is a duplicate
    /// execution.
    pub fn record(&mut self, qpn: u32, psn: Psn) -> bool {
        let i = (qpn & 0xFF_FFFF) as usize;
        if i >= self.last.len() {
            self.last.resize(i + 1, None);
        }
        let dup = match self.last[i] {
            Some(prev) => !psn.after(prev),
            None => false,
        };
        self.last[i] = Some(psn);
        dup
    }

    /// Forget a QP (it was reset).
    pub fn forget(&mut self, qpn: u32) {
        if let Some(x) = self.last.get_mut((qpn & 0xFF_FFFF) as usize) {
            *x = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn detects_reapplication_and_older_psns() {
        let mut t = ExecTracker::default();
        assert!(!t.record(17, Psn::new(0xFF_FFFE)));
        assert!(!t.record(17, Psn::new(0xFF_FFFF)));
        assert!(!t.record(17, Psn::new(3)), "across the wrap, gaps allowed (READs)");
        assert!(t.record(17, Psn::new(3)), "same PSN twice");
        assert!(t.record(17, Psn::new(1)), "older PSN");
        assert!(!t.record(18, Psn::new(1)), "per QP");
        t.forget(17);
        assert!(!t.record(17, Psn::new(0)));
    }
}
