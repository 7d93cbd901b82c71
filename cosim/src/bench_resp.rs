//! Responder NIC benchmarks for `roce bench` (issue 6): the verilated `roce_responder` with the
//! AXI host memory model (125-cycle latency), set up from a one-QP golden scenario by the same
//! adapter `roce run` uses, fed with hand-made request frames back to back (as fast as `s_rx`
//! takes beats: no gaps), at a 250 MHz clock.
//!
//! - `responder_write_4k_gbps`: 64 RDMA WRITE_ONLY of 4 KB (MTU 4096). The RTL's own rate is
//!   payload bits over the cycles from the first beat offered until the NIC is idle with every
//!   byte in host memory (`responder_write_4k_rtl_gbps`); the headline figure is what a 100 Gb/s
//!   link delivers when the NIC keeps up: the link's goodput for these frames counting FCS (4),
//!   preamble (8) and inter-frame gap (12) bytes, or the RTL's rate if that is lower.
//! - `responder_read_4k_gbps`: 64 READ requests of 4 KB: response payload bits over the cycles
//!   until the last response frame left, same link rule on the response frames.
//! - `responder_small_write_msgs_per_cycle`: 256 WRITE_ONLY of 64 bytes (138-byte frames, three
//!   beats) to one cached QP: messages per cycle (the bus allows one per 3 cycles).
//! - `responder_rx_to_dma_latency_cycles`: one 64-byte WRITE to an idle NIC with its context and
//!   key cached: cycles from its first beat entering `s_rx` to its payload's AXI write address.
//! - `run_cycles_per_sec`: Verilator cycles per wall second over these runs.
//!
//! Every figure counts only if host memory holds every written byte and every READ response
//! carries the right bytes (else the bench fails).
use crate::harness::responder::RtlResponder;
use crate::respnode::ResponderDut;
use golden::node::Node;
use golden::sim::{OpMix, Scenario, SimConfig};
use golden::wire::{BthRepr, EthernetRepr, FrameRepr, IpRepr, Ipv4Repr, Opcode, RethRepr, RoceRepr, UdpRepr, ETHERTYPE_IPV4, ROCEV2_UDP_PORT};
use serde_json::{json, Map, Value};
use std::time::Instant;

/// Clock the figures assume.
pub const CLOCK_HZ: f64 = 250e6;
/// Link rate of the link model.
pub const LINK_BPS: f64 = 100e9;
/// Bytes a frame costs on the link besides itself: FCS, preamble + SFD, inter-frame gap.
pub const LINK_OVERHEAD: usize = 4 + 8 + 12;

struct Setup {
    d: RtlResponder,
    qpn: u32,
    psn: u32,
    pkey: u16,
    /// Remotely writable region (WRITE target): key, VA, length.
    rkey: u32,
    va: u64,
    len: u64,
    /// Remotely readable region (READ source).
    rd_key: u32,
    rd_va: u64,
    rd_len: u64,
    dst_mac: [u8; 6],
    dst_ip: [u8; 4],
}

fn setup() -> anyhow::Result<Setup> {
    let cfg = SimConfig {
        qps: 1,
        msgs: 1,
        max_size: 65536,
        mtu: 4096,
        one_way: true,
        max_rd_atomic: 1,
        atomic_cache: 1,
        mix: OpMix { send: 0, send_imm: 0, write: 1, write_imm: 0, read: 0, cas: 0, fadd: 0 },
        ..Default::default()
    };
    let (sc, [_req, resp]) = Scenario::build(&cfg)?;
    let d = RtlResponder::from_scenario(&sc, &resp).map_err(|e| anyhow::anyhow!("{e}"))?;
    let qpn = *sc.qpns(1).first().ok_or_else(|| anyhow::anyhow!("no QP"))?;
    let (_, qc) = resp.query_qp(qpn)?;
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
    let dst_ip = match resp.config().ip {
        std::net::IpAddr::V4(v4) => v4.octets(),
        std::net::IpAddr::V6(_) => anyhow::bail!("the bench uses IPv4"),
    };
    Ok(Setup {
        d,
        qpn,
        psn: qc.rq_psn.get(),
        pkey: qc.pkey,
        rkey: w.rkey,
        va: w.va,
        len: w.len,
        rd_key: r.rkey,
        rd_va: r.va,
        rd_len: r.len,
        dst_mac: resp.config().mac,
        dst_ip,
    })
}

fn frame(s: &Setup, op: Opcode, psn: u32, reth: Option<RethRepr>, payload: Vec<u8>) -> anyhow::Result<Vec<u8>> {
    let mut bth = BthRepr::new(op, s.qpn, psn & 0xFF_FFFF);
    bth.pkey = s.pkey;
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

/// Gives `frames` to the NIC back to back and runs it until quiet: what it sent and the cycles
/// from the first frame to the end of the last activity.
fn burst(s: &mut Setup, frames: &[Vec<u8>]) -> (Vec<Vec<u8>>, u64) {
    let start = s.d.cycles(0);
    for f in frames {
        s.d.receive(0, f);
    }
    let outs = s.d.settle(0);
    (outs, s.d.cycles(0) - start - crate::harness::responder::QUIET_CYCLES)
}

fn link_goodput(payload: usize, frame_len: usize) -> f64 {
    LINK_BPS * payload as f64 / (frame_len + LINK_OVERHEAD) as f64
}

/// Runs every responder benchmark; keys as in the module doc.
pub fn measure() -> anyhow::Result<Map<String, Value>> {
    let mut out = Map::new();
    let mut s = setup()?;
    let mut sim_cycles = 0u64;
    let t0 = Instant::now();
    let n_big = 64usize;
    // 4 KB slots of each region, reused round robin when the region holds fewer than 64.
    let wslots = (s.len / 4096) as usize;
    let rslots = (s.rd_len / 4096) as usize;
    anyhow::ensure!(wslots >= 1 && rslots >= 1 && s.len >= 128, "regions too small: {} / {}", s.len, s.rd_len);

    // Warm the caches (context and key) with one small WRITE, then measure the latency of a
    // second one (cached context and key).
    let c0 = s.d.cycles(0);
    let f = frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va, rkey: s.rkey, dma_len: 64 }), vec![0x5A; 64])?;
    s.d.receive(0, &f);
    s.d.settle(0);
    s.psn = s.psn.wrapping_add(1);
    let f = frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va + 64, rkey: s.rkey, dma_len: 64 }), vec![0xA5; 64])?;
    s.d.receive(0, &f);
    let (first_in, first_aw) = s.d.settle_probe_first_aw(0);
    s.psn = s.psn.wrapping_add(1);
    sim_cycles += s.d.cycles(0) - c0;
    if let (Some(a), Some(b)) = (first_in, first_aw) {
        out.insert("responder_rx_to_dma_latency_cycles".into(), json!(b.saturating_sub(a)));
    }

    // 64 x 4 KB WRITEs back to back.
    let mut frames = Vec::new();
    for i in 0..n_big {
        let data: Vec<u8> = (0..4096).map(|b| (b as u32 * 7 + i as u32) as u8).collect();
        frames.push(frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va + ((i % wslots) * 4096) as u64, rkey: s.rkey, dma_len: 4096 }), data)?);
        s.psn = s.psn.wrapping_add(1);
    }
    let (_, cyc) = burst(&mut s, &frames);
    sim_cycles += cyc;
    // Each slot holds the last WRITE that went to it.
    for i in n_big.saturating_sub(wslots)..n_big {
        let got = s.d.mem().read_vec(s.va + ((i % wslots) * 4096) as u64, 4096)?;
        let want: Vec<u8> = (0..4096).map(|b| (b as u32 * 7 + i as u32) as u8).collect();
        anyhow::ensure!(got == want, "WRITE {i}: host memory differs");
    }
    let rtl = (n_big * 4096 * 8) as f64 / (cyc as f64 / CLOCK_HZ) / 1e9;
    let link = link_goodput(4096, frames[0].len()) / 1e9;
    out.insert("responder_write_4k_rtl_gbps".into(), json!((rtl * 100.0).round() / 100.0));
    out.insert("responder_write_4k_link_limit_gbps".into(), json!((link * 100.0).round() / 100.0));
    out.insert("responder_write_4k_gbps".into(), json!((rtl.min(link) * 100.0).round() / 100.0));

    // 64 READs of 4 KB from the READ source region.
    let mut reqs = Vec::new();
    let mut psn = s.psn;
    for i in 0..n_big {
        reqs.push(frame(&s, Opcode::RcReadRequest, psn, Some(RethRepr { va: s.rd_va + ((i % rslots) * 4096) as u64, rkey: s.rd_key, dma_len: 4096 }), vec![])?);
        psn = psn.wrapping_add(1);
    }
    s.psn = psn;
    let (outs, cyc) = burst(&mut s, &reqs);
    sim_cycles += cyc;
    let resp: Vec<FrameRepr> = outs.iter().filter_map(|f| FrameRepr::parse(f).ok()).filter(|f| f.roce.bth.opcode == Opcode::RcReadResponseOnly).collect();
    anyhow::ensure!(resp.len() == n_big, "{} READ responses of {n_big}", resp.len());
    for (i, r) in resp.iter().enumerate() {
        let want = s.d.mem().read_vec(s.rd_va + ((i % rslots) * 4096) as u64, 4096)?;
        anyhow::ensure!(r.roce.payload == want, "READ {i}: payload differs");
    }
    let rtl = (n_big * 4096 * 8) as f64 / (cyc as f64 / CLOCK_HZ) / 1e9;
    let link = link_goodput(4096, outs.iter().map(|f| f.len()).max().unwrap_or(0)) / 1e9;
    out.insert("responder_read_4k_rtl_gbps".into(), json!((rtl * 100.0).round() / 100.0));
    out.insert("responder_read_4k_gbps".into(), json!((rtl.min(link) * 100.0).round() / 100.0));

    // 256 x 64-byte WRITEs back to back (distinct 64-byte slots, wrapping in the region).
    let n_small = 256usize;
    let sslots = (s.len / 64) as usize;
    let mut smalls = Vec::new();
    for i in 0..n_small {
        smalls.push(frame(&s, Opcode::RcWriteOnly, s.psn, Some(RethRepr { va: s.va + ((i % sslots) * 64) as u64, rkey: s.rkey, dma_len: 64 }), vec![i as u8; 64])?);
        s.psn = s.psn.wrapping_add(1);
    }
    let (_, cyc) = burst(&mut s, &smalls);
    sim_cycles += cyc;
    for i in n_small.saturating_sub(sslots)..n_small {
        anyhow::ensure!(s.d.mem().read_vec(s.va + ((i % sslots) * 64) as u64, 64)? == vec![i as u8; 64], "small WRITE {i}");
    }
    out.insert("responder_small_write_frame_bytes".into(), json!(smalls[0].len()));
    out.insert("responder_small_write_msgs_per_cycle".into(), json!((n_small as f64 / cyc as f64 * 1e4).round() / 1e4));
    out.insert("run_cycles_per_sec".into(), json!((sim_cycles as f64 / t0.elapsed().as_secs_f64()).round()));
    Ok(out)
}
