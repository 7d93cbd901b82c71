//! The shared state a QP's requester and responder work against: host memory, the MR table,
//! the CQs, the counters. Split out of the endpoint so a QP can be borrowed mutably at the same
//! time.

use super::counters::{Counters, ExecTracker};
use crate::memory::{Access, HostMemory, MrTable, PdId};
use crate::verbs::{Completion, QpConfig, QpType, Sge, WcStatus};
use std::collections::VecDeque;

/// A completion queue.
///
/// Overrun (IBTA's "CQ error" affiliated asynchronous error, Vol. 1 chapter 11): a completion
/// that finds the CQ full puts the CQ in error; from then on no completion is added to it (until
/// it is re-created), and every QP whose completion could not be added goes to ERR (a local
/// catastrophic error: the responder answers nothing for that packet). Each completion lost
/// this way is counted in `cq_overflows`. rxe also moves the QP to ERR on a full CQ (its
/// `RESPST_ERR_CQ_OVERFLOW`) but does not keep the CQ in error; IBTA does, and so does this.
#[derive(Clone, Debug, Default)]
pub struct Cq {
    /// Queued completions, oldest first.
    pub entries: VecDeque<Completion>,
    /// Capacity.
    pub depth: usize,
    /// The CQ overran: no completion is added any more.
    pub error: bool,
}

/// Endpoint-wide transport tunables that the requester/responder read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TransportTuning {
    /// The requester sets AckReq at least every this many packets (and on every last/only).
    pub ack_req_every: u32,
    /// At most this many unacknowledged PSNs in flight per RC QP (rxe: 128); a single message
    /// larger than that may still start when nothing is outstanding.
    pub max_inflight_psns: u32,
}

impl Default for TransportTuning {
    fn default() -> Self {
        TransportTuning { ack_req_every: 64, max_inflight_psns: 128 }
    }
}

/// Total length of an SGE list (in u64: no overflow for 2^32 SGEs of 2^32 bytes).
pub fn sge_len(sges: &[Sge]) -> u64 {
    sges.iter().map(|s| s.length as u64).sum()
}

/// The pieces of message bytes `offset..offset + len` in an SGE list: (host virtual address,
/// L_Key, bytes), in message order; zero-length SGEs give none. Err(Length) when the list is
/// shorter than `offset + len`.
pub fn pieces(sges: &[Sge], offset: u64, len: u64) -> Result<Vec<(u64, u32, u64)>, SgError> {
    if offset + len > sge_len(sges) {
        return Err(SgError::Length);
    }
    let (end, mut pos, mut out) = (offset + len, 0u64, Vec::new());
    for s in sges {
        let (lo, hi) = (offset.max(pos), end.min(pos + s.length as u64));
        if lo < hi {
            out.push((s.addr.wrapping_add(lo - pos), s.lkey, hi - lo));
        }
        pos += s.length as u64;
    }
    Ok(out)
}

/// Borrowed endpoint state.
pub(crate) struct Env<'a> {
    pub mem: &'a mut HostMemory,
    pub mrs: &'a mut MrTable,
    pub cqs: &'a mut Vec<Cq>,
    pub counters: &'a mut Counters,
    pub exec: &'a mut ExecTracker,
    pub tuning: TransportTuning,
    /// A completion of this QP was lost to a full CQ or a CQ in error: the endpoint puts the
    /// QP in ERR after the operation ([`Cq`]).
    pub cq_lost: bool,
}

/// What a requester/responder needs to know about its QP.
#[derive(Clone, Copy)]
pub(crate) struct QpCtx<'a> {
    pub qpn: u32,
    pub qp_type: QpType,
    pub pd: PdId,
    pub send_cq: u32,
    pub recv_cq: u32,
    pub cfg: &'a QpConfig,
}

/// Failure of a scatter/gather against an SGE list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SgError {
    /// The data does not fit in the SGEs.
    Length,
    /// An SGE failed the protection check.
    Protection,
    /// Host memory fault.
    Memory,
}

impl SgError {
    /// The work completion status of this failure.
    pub fn status(self) -> WcStatus {
        match self {
            SgError::Length => WcStatus::LocLenErr,
            SgError::Protection => WcStatus::LocProtErr,
            SgError::Memory => WcStatus::LocQpOpErr,
        }
    }
}

impl<'a> Env<'a> {
    /// Queue a completion on `cq`; a full CQ goes to error ([`Cq`]), and a completion it
    /// cannot take is counted and marks the operation's QP for ERR (`cq_lost`).
    pub fn complete(&mut self, cq: u32, c: Completion) {
        match self.cqs.get_mut(cq as usize) {
            Some(q) if !q.error && q.entries.len() < q.depth => q.entries.push_back(c),
            Some(q) => {
                q.error = true;
                self.counters.cq_overflows += 1;
                self.cq_lost = true;
            }
            None => {
                self.counters.cq_overflows += 1;
                self.cq_lost = true;
            }
        }
    }

    /// Total length of an SGE list ([`sge_len`]).
    pub fn sge_len(sges: &[Sge]) -> u64 {
        sge_len(sges)
    }

    /// Check every SGE for `access` (LocalRead to gather, LocalWrite to scatter).
    pub fn check_sges(&self, sges: &[Sge], access: Access, pd: PdId) -> Result<(), SgError> {
        for s in sges {
            if s.length == 0 {
                continue;
            }
            self.mrs
                .check(s.lkey, s.addr, s.length as u64, access, pd)
                .map_err(|_| SgError::Protection)?;
        }
        Ok(())
    }

    /// Copy `out.len()` bytes starting at message offset `offset` out of the SGE list.
    pub fn gather(&self, sges: &[Sge], offset: u64, out: &mut [u8]) -> Result<(), SgError> {
        let mut pos = 0u64; // message offset at the start of the current SGE
        let mut done = 0usize;
        for s in sges {
            if done == out.len() {
                break;
            }
            let l = s.length as u64;
            let want = offset + done as u64;
            if want < pos + l {
                let off_in = want - pos;
                let n = ((l - off_in) as usize).min(out.len() - done);
                self.mem
                    .read(s.addr.wrapping_add(off_in), &mut out[done..done + n])
                    .map_err(|_| SgError::Memory)?;
                done += n;
            }
            pos += l;
        }
        if done == out.len() {
            Ok(())
        } else {
            Err(SgError::Length)
        }
    }

    /// The pieces of message bytes `offset..offset + len` in an SGE list ([`pieces`]).
    pub fn pieces(sges: &[Sge], offset: u64, len: u64) -> Result<Vec<(u64, u32, u64)>, SgError> {
        pieces(sges, offset, len)
    }

    /// Write `data` at message offset `offset` into the SGE list (checked: LocalWrite). Every
    /// piece is checked before any is written: a protection failure writes nothing (a host
    /// memory fault part-way can still leave earlier pieces written).
    pub fn scatter(&mut self, sges: &[Sge], pd: PdId, offset: u64, data: &[u8]) -> Result<(), SgError> {
        let pieces = Self::pieces(sges, offset, data.len() as u64)?;
        for &(va, lkey, n) in &pieces {
            self.mrs.check(lkey, va, n, Access::LocalWrite, pd).map_err(|_| SgError::Protection)?;
        }
        let mut done = 0usize;
        for (va, _, n) in pieces {
            self.mem.write(va, &data[done..done + n as usize]).map_err(|_| SgError::Memory)?;
            done += n as usize;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The pieces tile the requested bytes exactly, in message order, each inside its SGE,
        /// and a list too short is a Length error.
        #[test]
        fn pieces_tile_the_bytes(lens in proptest::collection::vec(0u32..300, 1..16), offset in 0u64..2000, len in 0u64..2000) {
            let sges: Vec<Sge> = lens.iter().enumerate().map(|(i, &l)| Sge { addr: 0x1000 * (i as u64 + 1), length: l, lkey: i as u32 }).collect();
            let total: u64 = lens.iter().map(|&l| l as u64).sum();
            match Env::pieces(&sges, offset, len) {
                Err(e) => prop_assert!(offset + len > total && e == SgError::Length),
                Ok(p) => {
                    prop_assert!(offset + len <= total);
                    prop_assert_eq!(p.iter().map(|x| x.2).sum::<u64>(), len);
                    // Message offset of each piece's first byte, recomputed from its SGE.
                    let mut at = offset;
                    let mut last_sge = None;
                    for &(va, lkey, n) in &p {
                        let i = lkey as usize;
                        prop_assert!(n > 0 && last_sge.map_or(true, |l| i > l));
                        last_sge = Some(i);
                        let start: u64 = lens[..i].iter().map(|&l| l as u64).sum();
                        prop_assert_eq!(va, sges[i].addr + (at - start));
                        prop_assert!(at >= start && at + n <= start + lens[i] as u64);
                        at += n;
                    }
                    prop_assert_eq!(at, offset + len);
                }
            }
        }
    }
}
