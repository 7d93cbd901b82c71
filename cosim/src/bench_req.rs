//! Requester benchmarks for `roce bench` (issue 16): the verilated whole NIC (`roce_nic`) as the
//! requester, set up from a golden scenario by the adapter `roce run` uses, its send queues
//! posted in host memory as a driver posts them ([`RtlResponder::post_sends`]), cycle-timed at
//! 250 MHz behind the MAC models on a 100 Gb/s link, golden's responder answering a microsecond
//! of wire away ([`RtlResponder::exchange_timed`]). Throughput is timed by the NIC's frames'
//! last beats on `m_tx` (a request's first beat is its header, which the TX builder sends
//! before the payload read returns: the first frame's would open the window a memory latency
//! early), a frame into the NIC by its last beat into `s_rx`.
//!
//! - `requester_write_4k_gbps`: one QP posts 64 RDMA WRITEs of 4 KB (MTU 4096, one packet
//!   each): the payload of packets 2..=64 over the time from the first packet's last beat to
//!   the last one's (timed by first beats until session 39: 95.26 then, with the TX MAC model's
//!   fix of that session). `requester_write_4k_protocol_limit_gbps`: the link's goodput for these
//!   frames.
//! - `requester_write_4k_gather_gbps`: as `requester_write_4k_gbps`, each WRITE gathered from
//!   four SGEs of 1000, 1096, 1000 and 1000 bytes, none adjacent to another (session 42: each
//!   packet reads its gather list and checks each SGE's key before its pieces are read).
//! - `requester_write_4k_64qp_gbps`: 64 QPs post 4 RDMA WRITEs of 4 KB each (MTU 4096), the
//!   QPs' WRITEs interleaved in posting order: packets 2..=256 over the time from the first
//!   packet's last beat to the last one's (link limit: `requester_write_4k_protocol_limit_gbps`).
//!   The doorbells the engine takes before its first turn are outside that window: since session
//!   44 it takes up to 63 in a row while a turn waits, so here all 64 (each starting its WQEs'
//!   prefetch); with at most 15 in a row the later doorbells fell inside it and the run measured
//!   95.69 instead of 97.52.
//! - `requester_small_write_msgs_per_cycle`: 64 QPs post 4 WRITEs of 64 bytes each, the QPs'
//!   WRITEs interleaved in posting order: messages 2..=256 over the cycles from the first
//!   request's last beat to the last one's. `requester_small_write_protocol_limit_msgs_per_cycle`:
//!   the link's limit for these frames.
//! - `requester_read_4k_gbps`: one QP posts 64 RDMA READs of 4 KB (MTU 4096, one response
//!   each): the payload of responses 2..=64 over the time from the first response's last beat
//!   into the NIC to the last one's (the responses are written into the NIC's buffers as they
//!   come). `requester_read_4k_protocol_limit_gbps`: the link's goodput for the response frames.
//! - `requester_nak_to_retransmit_cycles`: one QP posts 16 WRITEs of 4 KB and the 5th request
//!   frame is lost on the way; golden's responder answers the 6th with a PSN sequence NAK:
//!   cycles from the NAK's last beat into the NIC to the first beat of the lost PSN's resend
//!   (contexts and keys warm: the QP has just sent).
//!
//! `ROCE_BENCH_VCD=FILE` traces one run into a VCD (debugging: the engine's `state__q` shows
//! where its cycles go): the one `ROCE_BENCH_VCD_RUN` names (`write_4k`, the default,
//! `write_4k_gather`, `write_4k_64qp`, `small_write` or `read_4k`).
//!
//! Every figure counts only if every WRITE's bytes are in the responder's memory at the end (every
//! READ's in the NIC's),
//! every WQE retired (each QP's send-queue context read back: retired and acknowledged up to its
//! producer) and completed (every WR, signaled, has its Success completion in the CQ, per QP in
//! posting order), and the requester's counters say nothing unsupported and no error (else the bench
//! fails); the WRITE and small-WRITE runs must also go without a resend.
use crate::bench_resp::{link_goodput_gbps, link_ps, round2, CLOCK_MHZ, LINK_BPS};
use crate::harness::responder::{Clocking, RtlResponder};
use crate::respnode::ResponderDut;
use golden::context::{SqContext, SQC_ENTRY_SIZE};
use golden::endpoint::Endpoint;
use golden::node::Nanos;
use golden::sim::{OpMix, Scenario, SimConfig};
use golden::verbs::{SendOp, SendWr, Sge};
use golden::wire::{FrameRepr, Opcode};
use serde_json::{json, Map, Value};

/// Bytes between the pieces of gathered WRITEs ([`setup`]'s `gather`).
const GATHER_SLOT: u64 = 1152;

/// Wire delay each way between the NIC and golden's responder.
const WIRE_NS: Nanos = 1_000;

/// A run's set-up: the scenario, the NIC (requester, endpoint 0's place) and golden's
/// responder, and the WRITEs posted (QPN, WR) with their bytes.
struct Bench {
    d: RtlResponder,
    req: Endpoint,
    resp: Endpoint,
    sc: Scenario,
    posted: Vec<(u32, SendWr, Vec<u8>)>,
}

/// `qps` QP pairs whose NIC side will RDMA WRITE (or, with `read`, READ) `n` messages of `size`
/// bytes each (message `i` of a QP between slot `i` of its local buffer and slot `i` of the
/// peer's; a READ's bytes are put in the peer's memory first).
/// `gather`: the lengths of the SGEs each WRITE's bytes are gathered from (empty: one SGE),
/// piece `j` of WRITE `i` at `src + j * n * GATHER_SLOT + i * GATHER_SLOT`, so no two pieces of a
/// message are adjacent in memory.
fn setup(qps: u32, n: usize, size: u32, mtu: u32, read: bool, gather: &[u32]) -> anyhow::Result<Bench> {
    let max_size = if gather.is_empty() { (n as u32 * size).max(size) } else { gather.len() as u32 * n as u32 * GATHER_SLOT as u32 };
    let mix = OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 0, cas: 0, fadd: 0 };
    let cfg = SimConfig { qps, msgs: 1, max_size, mtu, one_way: true, mix, seed: 1, ..Default::default() };
    let (sc, [req, mut resp]) = Scenario::build(&cfg)?;
    let mut d = RtlResponder::requester_from_scenario(&sc, &req, Clocking::timed(CLOCK_MHZ, LINK_BPS)?)?;
    let qpns = sc.qpns(0);
    let mut posted = Vec::new();
    for i in 0..n {
        for (q, &qpn) in qpns.iter().enumerate() {
            let r = if read { sc.read_regions(0, q) } else { sc.write_regions(0, q) }.ok_or_else(|| anyhow::anyhow!("QP pair {q}: no regions"))?;
            let off = i as u64 * size as u64;
            anyhow::ensure!(off + size as u64 <= r.len, "{n} WRITEs of {size} bytes do not fit the regions ({} bytes)", r.len);
            let data: Vec<u8> = (0..size).map(|b| (b as u64 * 13 + i as u64 * 7 + q as u64 * 101) as u8).collect();
            let op = if read {
                resp.mem_mut().write(r.dst + off, &data)?;
                SendOp::Read { remote_addr: r.dst + off, rkey: r.rkey }
            } else {
                if gather.is_empty() {
                    d.host_memory_mut().write(r.src + off, &data)?;
                }
                SendOp::Write { remote_addr: r.dst + off, rkey: r.rkey }
            };
            let mut sges = vec![Sge { addr: r.src + off, length: size, lkey: r.lkey }];
            if !gather.is_empty() {
                anyhow::ensure!(!read && gather.iter().sum::<u32>() == size && gather.iter().all(|&l| l as u64 <= GATHER_SLOT), "a gather list of WRITE's size, pieces within their slots");
                anyhow::ensure!(gather.len() as u64 * n as u64 * GATHER_SLOT <= r.len, "the gather slots do not fit the regions");
                let mut at = 0usize;
                sges = gather
                    .iter()
                    .enumerate()
                    .map(|(j, &l)| {
                        let addr = r.src + (j * n + i) as u64 * GATHER_SLOT;
                        at += l as usize;
                        Sge { addr, length: l, lkey: r.lkey }
                    })
                    .collect();
                let mut k = 0usize;
                for sg in &sges {
                    d.host_memory_mut().write(sg.addr, &data[k..k + sg.length as usize])?;
                    k += sg.length as usize;
                }
                anyhow::ensure!(at == size as usize);
            }
            let wr = SendWr {
                wr_id: (q * n + i) as u64,
                op,
                sges,
                signaled: true,
                solicited: false,
                fence: false,
                ud: None,
            };
            posted.push((qpn, wr, data));
        }
    }
    Ok(Bench { d, req, resp, sc, posted })
}

impl Bench {
    /// Posts every WRITE, runs the exchange (frames of the NIC numbered in `lose` are lost on the
    /// way), checks the end, and returns the NIC's frames with their first and last beats' times
    /// and the frames into the NIC with their last beat's time.
    #[allow(clippy::type_complexity)]
    fn run(&mut self, lose: &[usize]) -> anyhow::Result<(Vec<(Vec<u8>, Nanos, Nanos)>, Vec<(Nanos, Vec<u8>)>)> {
        let sends: Vec<(u32, SendWr)> = self.posted.iter().map(|(q, w, _)| (*q, w.clone())).collect();
        let producers = self.d.post_sends(&self.req, &sends)?;
        let mut k = 0usize;
        let out = self.d.exchange_timed(&mut self.resp, WIRE_NS, |_| {
            k += 1;
            !lose.contains(&(k - 1))
        })?;
        let into = self.d.take_accepted();
        anyhow::ensure!(self.d.mac_rx_dropped() == 0, "{} frames dropped at the MAC", self.d.mac_rx_dropped());
        let bad = self.d.with_driver(|dr| -> anyhow::Result<u32> { Ok(dr.req_counter("unsupported")? + dr.req_counter("wqe_errors")?) })??;
        anyhow::ensure!(bad == 0, "{bad} requester events unsupported or in error");
        for (qpn, w, data) in &self.posted {
            let got = match w.op {
                SendOp::Write { remote_addr, .. } => self.resp.mem().read_vec(remote_addr, data.len())?,
                SendOp::Read { .. } => self.d.host_memory_mut().read_vec(w.sges[0].addr, data.len())?,
                // (A gathered WRITE's source is its pieces; what the responder got is compared.)
                _ => anyhow::bail!("only WRITEs and READs are posted"),
            };
            anyhow::ensure!(&got == data, "QP {qpn:#x} WR {}: the target memory differs", w.wr_id);
        }
        for (&qpn, &prod) in &producers {
            let back = self.d.with_driver(|dr| dr.command(firmware::Target::Sqc, firmware::CacheOp::Read, qpn, &[]))??;
            let c = SqContext::from_bytes(&back[..SQC_ENTRY_SIZE])?;
            anyhow::ensure!(
                (c.sq_next, c.sq_retire, c.una_psn, c.max_psn) == (prod, prod, c.npsn, c.npsn),
                "QP {qpn:#x}: not everything retired and acknowledged: {c:?}"
            );
        }
        let mut cqes: std::collections::BTreeMap<u32, Vec<u64>> = Default::default();
        for c in self.d.poll_completions(usize::MAX) {
            anyhow::ensure!(c.status == golden::verbs::WcStatus::Success, "QP {:#x} WR {}: completed {:?}", c.qpn, c.wr_id, c.status);
            cqes.entry(c.qpn).or_default().push(c.wr_id);
        }
        let mut want: std::collections::BTreeMap<u32, Vec<u64>> = Default::default();
        for (qpn, w, _) in &self.posted {
            want.entry(*qpn).or_default().push(w.wr_id);
        }
        anyhow::ensure!(cqes == want, "the send completions differ from the WRs posted");
        anyhow::ensure!(self.sc.qpns(0).len() == producers.len(), "every QP posted");
        Ok((out, into))
    }

    /// Resends counted by the requester.
    fn resends(&mut self) -> anyhow::Result<u32> {
        Ok(self.d.with_driver(|dr| dr.req_counter("retransmissions"))??)
    }
}

/// Traces the run `run` into `ROCE_BENCH_VCD`'s file when `ROCE_BENCH_VCD_RUN` names it (or,
/// unset, for `write_4k`).
fn trace_if(b: &mut Bench, run: &str) {
    if let Ok(p) = std::env::var("ROCE_BENCH_VCD") {
        if std::env::var("ROCE_BENCH_VCD_RUN").unwrap_or_else(|_| "write_4k".into()) == run {
            b.d.trace_vcd_from(0, p.into());
        }
    }
}

/// Runs every requester benchmark; keys as in the module doc.
pub fn measure() -> anyhow::Result<Map<String, Value>> {
    let mut out = Map::new();

    // One QP, 64 x 4 KB WRITEs.
    let n = 64;
    let mut b = setup(1, n, 4096, 4096, false, &[])?;
    trace_if(&mut b, "write_4k");
    let ns_per_cycle = b.d.clocking().ns_per_cycle;
    let (frames, _) = b.run(&[])?;
    anyhow::ensure!(frames.len() == n && b.resends()? == 0, "{} frames for {n} WRITEs", frames.len());
    let span = frames[n - 1].2 - frames[0].2;
    anyhow::ensure!(span > 0, "no time between the first and the last WRITE");
    out.insert("requester_write_4k_gbps".into(), json!(round2((n - 1) as f64 * 4096.0 * 8.0 / span as f64)));
    out.insert("requester_write_4k_protocol_limit_gbps".into(), json!(round2(link_goodput_gbps(4096, frames[0].0.len()))));

    // One QP, 64 x 4 KB WRITEs, each gathered from four SGEs (boundaries inside bus beats).
    let mut b = setup(1, n, 4096, 4096, false, &[1000, 1096, 1000, 1000])?;
    trace_if(&mut b, "write_4k_gather");
    let (frames, _) = b.run(&[])?;
    anyhow::ensure!(frames.len() == n && b.resends()? == 0, "{} frames for {n} gathered WRITEs", frames.len());
    let span = frames[n - 1].2 - frames[0].2;
    anyhow::ensure!(span > 0, "no time between the first and the last WRITE");
    out.insert("requester_write_4k_gather_gbps".into(), json!(round2((n - 1) as f64 * 4096.0 * 8.0 / span as f64)));

    // 64 QPs, 4 x 4 KB WRITEs each, interleaved.
    let (qps, per) = (64u32, 4usize);
    let mut b = setup(qps, per, 4096, 4096, false, &[])?;
    trace_if(&mut b, "write_4k_64qp");
    let (frames, _) = b.run(&[])?;
    let msgs = qps as usize * per;
    anyhow::ensure!(frames.len() == msgs && b.resends()? == 0, "{} frames for {msgs} WRITEs", frames.len());
    let span = frames[msgs - 1].2 - frames[0].2;
    anyhow::ensure!(span > 0, "no time between the first and the last WRITE");
    out.insert("requester_write_4k_64qp_gbps".into(), json!(round2((msgs - 1) as f64 * 4096.0 * 8.0 / span as f64)));

    // 64 QPs, 4 x 64-byte WRITEs each.
    let (qps, per) = (64u32, 4usize);
    let mut b = setup(qps, per, 64, 1024, false, &[])?;
    trace_if(&mut b, "small_write");
    let (frames, _) = b.run(&[])?;
    let msgs = qps as usize * per;
    anyhow::ensure!(frames.len() == msgs && b.resends()? == 0, "{} frames for {msgs} WRITEs", frames.len());
    let cycles = (frames[msgs - 1].2 - frames[0].2) / ns_per_cycle;
    anyhow::ensure!(cycles > 0, "no time between the first and the last WRITE");
    out.insert("requester_small_write_msgs_per_cycle".into(), json!(((msgs - 1) as f64 / cycles as f64 * 1e4).round() / 1e4));
    let limit = ns_per_cycle as f64 * 1000.0 / link_ps(frames[0].0.len()) as f64;
    out.insert("requester_small_write_protocol_limit_msgs_per_cycle".into(), json!((limit * 1e4).round() / 1e4));

    // One QP, 64 x 4 KB READs.
    let mut b = setup(1, n, 4096, 4096, true, &[])?;
    trace_if(&mut b, "read_4k");
    let (frames, into) = b.run(&[])?;
    anyhow::ensure!(frames.len() == n && b.resends()? == 0, "{} frames for {n} READs", frames.len());
    let responses: Vec<&(Nanos, Vec<u8>)> =
        into.iter().filter(|(_, f)| FrameRepr::parse(f).is_ok_and(|r| r.roce.bth.opcode == Opcode::RcReadResponseOnly)).collect();
    anyhow::ensure!(responses.len() == n, "{} READ responses for {n} READs", responses.len());
    let span = responses[n - 1].0 - responses[0].0;
    anyhow::ensure!(span > 0, "no time between the first and the last READ response");
    out.insert("requester_read_4k_gbps".into(), json!(round2((n - 1) as f64 * 4096.0 * 8.0 / span as f64)));
    out.insert("requester_read_4k_protocol_limit_gbps".into(), json!(round2(link_goodput_gbps(4096, responses[0].1.len()))));

    // One QP, 16 x 4 KB WRITEs, the 5th frame lost.
    let lost = 4usize;
    let mut b = setup(1, 16, 4096, 4096, false, &[])?;
    let (frames, into) = b.run(&[lost])?;
    let psn_of = |f: &[u8]| FrameRepr::parse(f).map(|r| r.roce.bth.psn).map_err(|e| anyhow::anyhow!("NIC frame: {e}"));
    let lost_psn = psn_of(&frames[lost].0)?;
    let nak_at = into
        .iter()
        .find(|(_, f)| {
            FrameRepr::parse(f).is_ok_and(|r| r.roce.bth.opcode == Opcode::RcAck && r.roce.aeth.is_some_and(|a| a.syndrome.to_byte().is_ok_and(|s| s >> 5 == 3)))
        })
        .map(|(t, _)| *t)
        .ok_or_else(|| anyhow::anyhow!("no NAK came back"))?;
    let mut resend_at = None;
    for (f, t, _) in &frames[lost + 1..] {
        if psn_of(f)? == lost_psn {
            resend_at = Some(*t);
            break;
        }
    }
    let resend_at = resend_at.ok_or_else(|| anyhow::anyhow!("the lost PSN was never resent"))?;
    anyhow::ensure!(resend_at > nak_at && b.resends()? > 0, "the resend before the NAK");
    out.insert("requester_nak_to_retransmit_cycles".into(), json!((resend_at - nak_at) / ns_per_cycle));
    Ok(out)
}
