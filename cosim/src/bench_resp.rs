//! Responder NIC benchmarks for `roce bench`: the verilated `roce_responder` with the AXI host
//! memory model (125-cycle latency), set up from a one-QP golden scenario by the same adapter
//! `roce run` uses, cycle-timed at 250 MHz behind the MAC models of `roce run` on a 100 Gb/s
//! link ([`crate::harness::responder::Clocking`]): request frames arrive as the link delivers
//! them back to back (each frame's link time counts FCS, preamble/SFD and inter-frame gap,
//! `golden::fabric::serialization_ns`), and answers leave at the link's pace.
//!
//! - `responder_write_4k_gbps`: 64 RDMA WRITE_ONLY of 4 KB (MTU 4096), each asking for an ACK:
//!   the payload the NIC acknowledged between its first and its last ACK, over the time between
//!   them (an ACK leaves only once its payload is in host memory). Next to it
//!   `responder_write_4k_protocol_limit_gbps`: the link's goodput for these frames.
//! - `responder_read_4k_gbps`: 64 READ requests of 4 KB: response payload over the time from
//!   the first response frame's first beat to the last one's (64 frames, 63 intervals), and
//!   `responder_read_4k_protocol_limit_gbps`.
//! - `responder_small_write_msgs_per_cycle`: 256 WRITE_ONLY of 64 bytes (138-byte frames) to
//!   one cached QP, measured as the WRITE figure, in messages per cycle; the link's limit for
//!   them is `responder_small_write_protocol_limit_msgs_per_cycle`.
//! - `responder_small_write_msgs_per_cycle_64qp`: the same 256 WRITEs round robin over 64 QPs
//!   (each QP's context cached first by one WRITE), messages acknowledged per cycle over all QPs.
//! - `responder_send_64k_gbps`: 8 SENDs of 64 KB (16 packets of 4 KB, SEND First, Middle,
//!   Last), each into its own receive WQE posted before it, one message at a time: the payload
//!   of packets 2..=16 over the time from the first packet's last beat into the NIC to the last
//!   ACK (so one packet's latency is inside the window), the mean over the messages (each
//!   message's buffer and completion checked); `responder_send_64k_protocol_limit_gbps` is the
//!   link's goodput for those frames. `responder_send_wqe_reads_per_msg`: read bursts
//!   the NIC issued into the QP's receive ring per message (1 with the WQE cache, 16 without).
//! - `responder_rx_to_dma_latency_cycles`: one 64-byte WRITE to an idle NIC with its context and
//!   key cached: cycles from its first beat entering `s_rx` to its payload's AXI write address.
//! - `run_cycles_per_sec`: cycles clocked per wall second over these runs (model and harness).
//!
//! Every figure counts only if every frame was taken (none dropped at the MAC), every request
//! was acknowledged or answered, every byte written is in host memory (each WRITE has its own
//! slot) and every READ response carries the right bytes (else the bench fails).
use crate::harness::responder::{Clocking, RtlResponder, TxFrame};
use crate::respnode::ResponderDut;
use golden::node::{Nanos, Node};
use golden::sim::{OpMix, Scenario, SimConfig};
use golden::verbs::{RecvWr, Sge, WcStatus};
use golden::wire::{BthRepr, EthernetRepr, FrameRepr, IpRepr, Ipv4Repr, Opcode, RethRepr, RoceRepr, UdpRepr, ETHERTYPE_IPV4, ROCEV2_UDP_PORT};
use serde_json::{json, Map, Value};
use std::time::Instant;

/// Clock of the NIC (MHz).
pub const CLOCK_MHZ: u64 = 250;
/// Link rate of the link model.
pub const LINK_BPS: u64 = 100_000_000_000;

struct Setup {
    d: RtlResponder,
    qpn: u32,
    psn: u32,
    pkey: u16,
    /// Every QP of the scenario: (QPN, next expected PSN, P_Key, the requester's QPN that ACKs
    /// are addressed to); the first is `qpn`.
    qps: Vec<(u32, u32, u16, u32)>,
    /// Remotely writable region (WRITE target): key, VA, length.
    rkey: u32,
    va: u64,
    len: u64,
    /// Remotely readable region (READ source).
    rd_key: u32,
    rd_va: u64,
    rd_len: u64,
    /// Locally writable region (receive buffers): L_Key, VA, length.
    lkey: u32,
    rbuf_va: u64,
    rbuf_len: u64,
    dst_mac: [u8; 6],
    dst_ip: [u8; 4],
}

fn setup(qps: u32) -> anyhow::Result<Setup> {
    let cfg = SimConfig {
        qps,
        msgs: 1,
        max_size: 1 << 20,
        mtu: 4096,
        one_way: true,
        max_rd_atomic: 1,
        mix: OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 0, cas: 0, fadd: 0 },
        ..Default::default()
    };
    let (sc, [_req, resp]) = Scenario::build(&cfg)?;
    let clk = Clocking::timed(CLOCK_MHZ, LINK_BPS).map_err(|e| anyhow::anyhow!("{e}"))?;
    let d = RtlResponder::from_scenario_clocked(&sc, &resp, clk).map_err(|e| anyhow::anyhow!("{e}"))?;
    let qpn = *sc.qpns(1).first().ok_or_else(|| anyhow::anyhow!("no QP"))?;
    let (_, qc) = resp.query_qp(qpn)?;
    let mut all = Vec::new();
    for q in sc.qpns(1) {
        let (_, c) = resp.query_qp(q)?;
        all.push((q, c.rq_psn.get(), c.pkey, c.dest_qpn));
    }
    // The scenario's WRITE target and READ source regions (the largest of each).
    let pick = |flag: u8| {
        sc.mr_keys(1)
            .into_iter()
            .filter(|k| resp.mr(*k).map(|r| r.access.0 & flag == flag && r.len >= 4096).unwrap_or(false))
            .max_by_key(|k| resp.mr(*k).map(|r| r.len).unwrap_or(0))
            .and_then(|k| resp.mr(k).cloned())
            .ok_or_else(|| anyhow::anyhow!("no remote region with access {flag:#x}"))
    };
    let w = pick(0x2)?;
    let r = pick(0x4)?;
    let l = pick(0x1)?;
    let dst_ip = match resp.config().ip {
        std::net::IpAddr::V4(v4) => v4.octets(),
        std::net::IpAddr::V6(_) => anyhow::bail!("the bench uses IPv4"),
    };
    Ok(Setup {
        d,
        qpn,
        psn: qc.rq_psn.get(),
        pkey: qc.pkey,
        qps: all,
        rkey: w.rkey,
        va: w.va,
        len: w.len,
        rd_key: r.rkey,
        rd_va: r.va,
        rd_len: r.len,
        lkey: l.lkey,
        rbuf_va: l.va,
        rbuf_len: l.len,
        dst_mac: resp.config().mac,
        dst_ip,
    })
}

fn frame(s: &Setup, op: Opcode, psn: u32, reth: Option<RethRepr>, payload: Vec<u8>) -> anyhow::Result<Vec<u8>> {
    frame_to(s, s.qpn, s.pkey, op, psn, reth, payload)
}

/// A request frame to QP `qpn` (P_Key `pkey`).
fn frame_to(s: &Setup, qpn: u32, pkey: u16, op: Opcode, psn: u32, reth: Option<RethRepr>, payload: Vec<u8>) -> anyhow::Result<Vec<u8>> {
    let mut bth = BthRepr::new(op, qpn, psn & 0xFF_FFFF);
    bth.pkey = pkey;
    bth.ack_req = true;
    let mut roce = RoceRepr::new(bth);
    roce.reth = reth;
    roce.payload = payload;
    roce.fix_pad();
    let f = FrameRepr {
        eth: EthernetRepr { dst: s.dst_mac, src: [0x02, 0, 0, 0, 0, 0x99], vlan: None, ethertype: ETHERTYPE_IPV4 },
        ip: IpRepr::V4(Ipv4Repr { src: [10, 0, 0, 99], dst: s.dst_ip, dscp: 26, ecn: 2, ident: 1, dont_frag: true, ttl: 64, protocol: 17 }),
        udp: UdpRepr { src_port: 0xC000, dst_port: ROCEV2_UDP_PORT },
        roce,
    };
    Ok(f.to_bytes()?)
}

/// What a burst gave back: the frames the NIC sent, with their beat cycles, and when the NIC
/// took each request frame's last beat.
struct Burst {
    out: Vec<TxFrame>,
    accepted: Vec<Nanos>,
}

/// Delivers `frames` as the link model delivers them back to back from simulated time `*now`
/// on, then runs the NIC (cycle-timed) until it is idle; `*now` ends at that time.
fn burst(s: &mut Setup, frames: &[Vec<u8>], now: &mut Nanos) -> anyhow::Result<Burst> {
    // Link time in ps, exact (the fabric rounds each frame up to a whole ns).
    let start_ps = *now * 1000;
    let mut t_ps = start_ps;
    let mut t = *now;
    for f in frames {
        t_ps += link_ps(f.len());
        t = t_ps / 1000;
        s.d.receive(t, f);
    }
    let ns = s.d.clocking().ns_per_cycle;
    let limit = t + 10_000_000;
    while !s.d.is_quiet() && t < limit {
        t += ns;
        s.d.on_timer(t);
    }
    anyhow::ensure!(s.d.is_quiet(), "the NIC did not go idle within 10 ms of simulated time");
    anyhow::ensure!(s.d.mac_rx_dropped() == 0, "{} frames dropped at the MAC", s.d.mac_rx_dropped());
    let accepted: Vec<Nanos> = s.d.take_accepted().into_iter().map(|(t, _)| t).collect();
    anyhow::ensure!(accepted.len() == frames.len(), "the NIC took {} of {} frames", accepted.len(), frames.len());
    *now = t;
    Ok(Burst { out: s.d.take_tx_frames(), accepted })
}

/// The positive ACKs of `out` as (PSN, cycle of the first beat); fails on any other frame.
fn acks(out: &[TxFrame]) -> anyhow::Result<Vec<(u32, u64)>> {
    Ok(acks_by_qp(out)?.into_iter().map(|(_, p, c)| (p, c)).collect())
}

/// The positive ACKs of `out` as (destination QP, PSN, cycle of the first beat); fails on any
/// other frame.
fn acks_by_qp(out: &[TxFrame]) -> anyhow::Result<Vec<(u32, u32, u64)>> {
    let mut v = Vec::new();
    for f in out {
        let r = FrameRepr::parse(&f.bytes).map_err(|e| anyhow::anyhow!("NIC frame: {e}"))?;
        let pos = r.roce.bth.opcode == Opcode::RcAck && r.roce.aeth.is_some_and(|a| a.syndrome.to_byte().is_ok_and(|b| b >> 5 == 0));
        anyhow::ensure!(pos, "the NIC sent {:?} instead of an ACK", r.roce.bth.opcode);
        v.push((r.roce.bth.dest_qp, r.roce.bth.psn, f.first));
    }
    Ok(v)
}

/// [`acked_rate`] over several QPs: requests `psn0..psn0 + n` of each requester QP (keyed by the
/// QPN its ACKs are addressed to), messages covered by all ACKs so far, between the first ACK
/// and the last. Fails unless every request of every QP is covered in the end.
fn acked_rate_qps(acks: &[(u32, u32, u64)], psn0: &std::collections::HashMap<u32, u32>, n: usize) -> anyhow::Result<f64> {
    let mut covered: std::collections::HashMap<u32, usize> = std::collections::HashMap::new();
    let mut at_first = None;
    let mut last_cycle = 0;
    for &(qp, psn, cycle) in acks {
        let p0 = *psn0.get(&qp).ok_or_else(|| anyhow::anyhow!("ACK to unknown QP {qp:#x}"))?;
        let c = (psn.wrapping_sub(p0) & 0xFF_FFFF) as usize + 1;
        let e = covered.entry(qp).or_insert(0);
        *e = (*e).max(c);
        let total: usize = covered.values().sum();
        if at_first.is_none() {
            at_first = Some((total, cycle));
        }
        last_cycle = cycle;
    }
    let (first_total, first_cycle) = at_first.ok_or_else(|| anyhow::anyhow!("no ACK"))?;
    let total: usize = covered.values().sum();
    anyhow::ensure!(total == n, "the ACKs cover {total} of {n} requests");
    anyhow::ensure!(last_cycle > first_cycle, "no interval to measure");
    Ok((total - first_total) as f64 / (last_cycle - first_cycle) as f64)
}

/// Messages acknowledged per cycle between the first and the last ACK of a burst whose
/// requests had PSNs `psn0..psn0 + n`: (messages the last ACK covers beyond the first's) over
/// the cycles between them. Fails unless the last ACK covers every request.
fn acked_rate(acks: &[(u32, u64)], psn0: u32, n: usize) -> anyhow::Result<f64> {
    let covered = |p: u32| (p.wrapping_sub(psn0) & 0xFF_FFFF) as usize + 1;
    let (Some(first), Some(last)) = (acks.first(), acks.last()) else { anyhow::bail!("no ACK") };
    anyhow::ensure!(covered(last.0) == n, "the last ACK covers {} of {n} requests", covered(last.0));
    anyhow::ensure!(last.1 > first.1, "one ACK for the whole burst: no interval to measure");
    Ok((covered(last.0) - covered(first.0)) as f64 / (last.1 - first.1) as f64)
}

/// `n` READ requests of `len` bytes each from the READ source region (slot `i % slots`), as one
/// burst: fails unless every answer is one READ response Only carrying its slot's bytes. Returns
/// each response's first-beat cycle and the response frame's length. `trace`: the run that
/// `ROCE_BENCH_VCD_RUN=small_read` traces into `ROCE_BENCH_VCD`.
fn read_burst(s: &mut Setup, n: usize, len: usize, now: &mut Nanos, trace: bool) -> anyhow::Result<(Vec<u64>, usize)> {
    let slots = (s.rd_len / len as u64) as usize;
    anyhow::ensure!(slots >= 1, "READ region too small: {}", s.rd_len);
    let va0 = s.rd_va;
    let addr = move |i: usize| va0 + ((i % slots) * len) as u64;
    let mut reqs = Vec::new();
    for i in 0..n {
        reqs.push(frame(s, Opcode::RcReadRequest, s.psn, Some(RethRepr { va: addr(i), rkey: s.rd_key, dma_len: len as u32 }), vec![])?);
        s.psn = s.psn.wrapping_add(1);
    }
    if let (true, Ok(p)) = (trace, std::env::var("ROCE_BENCH_VCD")) {
        if std::env::var("ROCE_BENCH_VCD_RUN").is_ok_and(|r| r == "small_read") {
            s.d.trace_vcd_from(s.d.cycles(*now), p.into());
        }
    }
    let b = burst(s, &reqs, now)?;
    let resp: Vec<(FrameRepr, u64)> = b
        .out
        .iter()
        .filter_map(|f| FrameRepr::parse(&f.bytes).ok().map(|r| (r, f.first)))
        .filter(|(r, _)| r.roce.bth.opcode == Opcode::RcReadResponseOnly)
        .collect();
    anyhow::ensure!(resp.len() == n && b.out.len() == n, "{} READ responses of {n} ({} frames)", resp.len(), b.out.len());
    for (i, (r, _)) in resp.iter().enumerate() {
        let want = s.d.mem().read_vec(addr(i), len)?;
        anyhow::ensure!(r.roce.payload == want, "READ {i} of {len} bytes: payload differs");
    }
    Ok((resp.iter().map(|(_, c)| *c).collect(), b.out[0].bytes.len()))
}

/// Picoseconds a frame of `len` bytes occupies the link: the frame padded to 60 bytes, FCS,
/// preamble/SFD and inter-frame gap.
pub(crate) fn link_ps(len: usize) -> u64 {
    let bytes = (len.max(golden::fabric::MIN_FRAME) + golden::fabric::WIRE_OVERHEAD) as u128;
    (bytes * 8 * 1_000_000_000_000 / LINK_BPS as u128) as u64
}

/// Link goodput in Gb/s for `payload` bytes in frames of `frame_len`: the protocol limit.
pub(crate) fn link_goodput_gbps(payload: usize, frame_len: usize) -> f64 {
    payload as f64 * 8.0 * 1000.0 / link_ps(frame_len) as f64
}

pub(crate) fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// Runs every responder benchmark; keys as in the module doc.
pub fn measure() -> anyhow::Result<Map<String, Value>> {
    let mut out = Map::new();
    let mut s = setup(1)?;
    let t0 = Instant::now();
    let ns_per_cycle = s.d.clocking().ns_per_cycle as f64;
    let mut now: Nanos = 0;
    let n_big = 64usize;
    let wslots = (s.len / 4096) as usize;
    let rslots = (s.rd_len / 4096) as usize;
    anyhow::ensure!(wslots >= n_big && rslots >= 1 && s.len >= 256 * 64, "regions too small: {} / {}", s.len, s.rd_len);

    // Warm the caches (context and key) with one small WRITE, then measure the latency of a
    // second one (cached context and key).
    let f = frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va, rkey: s.rkey, dma_len: 64 }), vec![0x5A; 64])?;
    burst(&mut s, &[f], &mut now)?;
    s.psn = s.psn.wrapping_add(1);
    let f = frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va + 64, rkey: s.rkey, dma_len: 64 }), vec![0xA5; 64])?;
    s.d.receive(now, &f);
    let (first_in, first_aw) = s.d.settle_probe_first_aw(now);
    now = s.d.cycles(now) * s.d.clocking().ns_per_cycle;
    s.d.take_accepted();
    s.d.take_tx_frames();
    s.psn = s.psn.wrapping_add(1);
    if let (Some(a), Some(b)) = (first_in, first_aw) {
        out.insert("responder_rx_to_dma_latency_cycles".into(), json!(b.saturating_sub(a)));
    }

    // 64 x 4 KB WRITEs, each to its own slot.
    let data = |i: usize| -> Vec<u8> { (0..4096).map(|b| (b as u32 * 7 + i as u32) as u8).collect() };
    let mut frames = Vec::new();
    let psn0 = s.psn;
    for i in 0..n_big {
        frames.push(frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va + (i * 4096) as u64, rkey: s.rkey, dma_len: 4096 }), data(i))?);
        s.psn = s.psn.wrapping_add(1);
    }
    let b = burst(&mut s, &frames, &mut now)?;
    for i in 0..n_big {
        anyhow::ensure!(s.d.mem().read_vec(s.va + (i * 4096) as u64, 4096)? == data(i), "WRITE {i}: host memory differs");
    }
    let per_cycle = acked_rate(&acks(&b.out)?, psn0, n_big)?;
    let gbps = per_cycle * 4096.0 * 8.0 / ns_per_cycle;
    out.insert("responder_write_4k_gbps".into(), json!(round2(gbps)));
    out.insert("responder_write_4k_protocol_limit_gbps".into(), json!(round2(link_goodput_gbps(4096, frames[0].len()))));

    // 64 READs of 4 KB from the READ source region.
    let (resp, frame_len) = read_burst(&mut s, n_big, 4096, &mut now, false)?;
    let span = (resp[n_big - 1] - resp[0]) as f64 * ns_per_cycle;
    anyhow::ensure!(span > 0.0, "READ responses all in one cycle");
    out.insert("responder_read_4k_gbps".into(), json!(round2((n_big - 1) as f64 * 4096.0 * 8.0 / span)));
    out.insert("responder_read_4k_protocol_limit_gbps".into(), json!(round2(link_goodput_gbps(4096, frame_len))));

    // 256 READs of 64 bytes: the TX path's small-frame rate (each response's payload is read
    // from host memory; the reads in flight bound it).
    let n_sr = 256usize;
    let (resp, frame_len) = read_burst(&mut s, n_sr, 64, &mut now, true)?;
    let cycles = resp[n_sr - 1] - resp[0];
    anyhow::ensure!(cycles > 0, "small READ responses all in one cycle");
    out.insert("responder_small_read_msgs_per_cycle".into(), json!((((n_sr - 1) as f64 / cycles as f64) * 1e4).round() / 1e4));
    let limit = ns_per_cycle * 1000.0 / link_ps(frame_len) as f64;
    out.insert("responder_small_read_protocol_limit_msgs_per_cycle".into(), json!((limit * 1e4).round() / 1e4));

    // 256 x 64-byte WRITEs, each to its own 64-byte slot.
    let n_small = 256usize;
    let mut smalls = Vec::new();
    let psn0 = s.psn;
    for i in 0..n_small {
        smalls.push(frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va + (i * 64) as u64, rkey: s.rkey, dma_len: 64 }), vec![i as u8; 64])?);
        s.psn = s.psn.wrapping_add(1);
    }
    let b = burst(&mut s, &smalls, &mut now)?;
    for i in 0..n_small {
        anyhow::ensure!(s.d.mem().read_vec(s.va + (i * 64) as u64, 64)? == vec![i as u8; 64], "small WRITE {i}");
    }
    let rate = acked_rate(&acks(&b.out)?, psn0, n_small)?;
    out.insert("responder_small_write_frame_bytes".into(), json!(smalls[0].len()));
    out.insert("responder_small_write_msgs_per_cycle".into(), json!((rate * 1e4).round() / 1e4));
    let limit = ns_per_cycle * 1000.0 / link_ps(smalls[0].len()) as f64;
    out.insert("responder_small_write_protocol_limit_msgs_per_cycle".into(), json!((limit * 1e4).round() / 1e4));

    // Multi-packet SENDs: 8 messages of 16 MTU packets (64 KB), each into its own receive WQE
    // (one SGE) posted just before it, one message at a time; the QP's ring has two slots, so
    // messages reuse slots. Every packet of a message is SEND First/Middle/Last to the same WQE:
    // the walker's copy (the WQE cache) spares the Middle and Last packets the ring read.
    let (n_send, per_msg) = (8usize, 16usize);
    let msg = per_msg * 4096;
    anyhow::ensure!(s.rbuf_len >= msg as u64, "receive region too small: {}", s.rbuf_len);
    let ring = *s.d.layout().rings.iter().find(|r| r.qpn == s.qpn).ok_or_else(|| anyhow::anyhow!("no receive ring"))?;
    let watch = s.d.watch_reads(ring.base, (1u64 << ring.log_size) << ring.log_stride);
    let mut send_rates = Vec::new();
    let mut send_frame_len = 0;
    for m in 0..n_send {
        let wr_id = 0x5E4D_0000 + m as u64;
        let sge = Sge { addr: s.rbuf_va, length: msg as u32, lkey: s.lkey };
        s.d.post_recv(s.qpn, RecvWr { wr_id, sges: vec![sge] }).map_err(|e| anyhow::anyhow!("post_recv: {e:?}"))?;
        let payload = |p: usize| -> Vec<u8> { (0..4096).map(|b| (b as u32 * 13 + p as u32 * 5 + m as u32) as u8).collect() };
        let psn0 = s.psn;
        let mut frames = Vec::new();
        for p in 0..per_msg {
            let op = match p {
                0 => Opcode::RcSendFirst,
                p if p + 1 == per_msg => Opcode::RcSendLast,
                _ => Opcode::RcSendMiddle,
            };
            frames.push(frame(&s, op, s.psn, None, payload(p))?);
            s.psn = s.psn.wrapping_add(1);
        }
        send_frame_len = frames[1].len();
        let b = burst(&mut s, &frames, &mut now)?;
        // Packets 2..=16 over the time from the first one's last beat in to the last ACK (which
        // leaves once the last payload byte is in host memory): one packet's latency included.
        let a = acks(&b.out)?;
        let last = a.last().ok_or_else(|| anyhow::anyhow!("SEND {m}: no ACK"))?;
        anyhow::ensure!(last.0 == psn0.wrapping_add(per_msg as u32 - 1) & 0xFF_FFFF, "SEND {m}: the last ACK is for PSN {:#x}", last.0);
        let span_ns = s.d.time_of(last.1).saturating_sub(b.accepted[0]);
        anyhow::ensure!(span_ns > 0, "SEND {m}: no time between the first packet and the last ACK");
        send_rates.push((per_msg - 1) as f64 * 4096.0 * 8.0 / span_ns as f64);
        let want: Vec<u8> = (0..per_msg).flat_map(payload).collect();
        anyhow::ensure!(s.d.mem().read_vec(s.rbuf_va, msg)? == want, "SEND {m}: the receive buffer differs");
        let c = s.d.poll_completions(4);
        let ok = c.len() == 1 && c[0].wr_id == wr_id && c[0].status == WcStatus::Success && c[0].byte_len == msg as u32;
        anyhow::ensure!(ok, "SEND {m}: completions {c:?}");
    }
    let gbps = send_rates.iter().sum::<f64>() / send_rates.len() as f64;
    out.insert("responder_send_64k_gbps".into(), json!(round2(gbps)));
    out.insert("responder_send_64k_protocol_limit_gbps".into(), json!(round2(link_goodput_gbps(4096, send_frame_len))));
    out.insert("responder_send_wqe_reads_per_msg".into(), json!(s.d.watched_reads(watch) as f64 / n_send as f64));
    let mut clocked = s.d.cycles_clocked().unwrap_or(0);

    // The same 256 small WRITEs spread round robin over 64 QPs (contexts cached by one WRITE
    // each first): every packet's context is another QP's.
    let mut m = setup(64)?;
    anyhow::ensure!(m.qps.len() == 64, "{} QPs", m.qps.len());
    anyhow::ensure!(m.len >= (n_small * 64) as u64, "64-QP WRITE region too small: {}", m.len);
    let mut now: Nanos = 0;
    let warm: Vec<Vec<u8>> = (0..64)
        .map(|q| {
            let (qpn, psn, pkey, _) = m.qps[q];
            frame_to(&m, qpn, pkey, Opcode::RcWriteOnly, psn, Some(RethRepr { va: m.va, rkey: m.rkey, dma_len: 64 }), vec![0xEE; 64])
        })
        .collect::<anyhow::Result<_>>()?;
    burst(&mut m, &warm, &mut now)?;
    for q in m.qps.iter_mut() {
        q.1 = q.1.wrapping_add(1) & 0xFF_FFFF;
    }
    let psn0: std::collections::HashMap<u32, u32> = m.qps.iter().map(|q| (q.3, q.1)).collect();
    let mut smalls = Vec::new();
    for i in 0..n_small {
        let q = i % 64;
        let (qpn, psn, pkey, _) = m.qps[q];
        smalls.push(frame_to(&m, qpn, pkey, Opcode::RcWriteOnly, psn, Some(RethRepr { va: m.va + (i * 64) as u64, rkey: m.rkey, dma_len: 64 }), vec![i as u8 ^ 0x3C; 64])?);
        m.qps[q].1 = psn.wrapping_add(1) & 0xFF_FFFF;
    }
    let b = burst(&mut m, &smalls, &mut now)?;
    for i in 0..n_small {
        anyhow::ensure!(m.d.mem().read_vec(m.va + (i * 64) as u64, 64)? == vec![i as u8 ^ 0x3C; 64], "64-QP small WRITE {i}");
    }
    let rate = acked_rate_qps(&acks_by_qp(&b.out)?, &psn0, n_small)?;
    out.insert("responder_small_write_msgs_per_cycle_64qp".into(), json!((rate * 1e4).round() / 1e4));
    // The host model's limits these figures were measured against.
    let axi = crate::host_memory::AxiSlaveConfig::default();
    out.insert("host_max_outstanding_writes".into(), json!(axi.max_outstanding_writes));
    out.insert("host_max_outstanding_reads".into(), json!(axi.max_outstanding_reads));
    out.insert("host_latency_cycles".into(), json!(axi.latency));
    clocked += m.d.cycles_clocked().unwrap_or(0);
    out.insert("run_cycles_per_sec".into(), json!((clocked as f64 / t0.elapsed().as_secs_f64()).round()));
    Ok(out)
}
