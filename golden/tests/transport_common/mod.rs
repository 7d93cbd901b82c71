//! Shared harness of the transport tests: two endpoints on an in-memory wire that can drop,
//! duplicate and delay (reorder) frames by a fixed or seeded pattern, plus helpers to craft
//! single packets for directed responder tests.
#![allow(dead_code)]

use golden::endpoint::{connect_rc, Endpoint, EndpointConfig, RcParams};
use golden::memory::AccessFlags;
use golden::node::{Nanos, Node};
use golden::transport::psn::Psn;
use golden::verbs::*;
use golden::wire::{BthRepr, EthernetRepr, FrameRepr, IpRepr, Ipv4Repr, Opcode, RoceRepr, UdpRepr};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::net::{IpAddr, Ipv4Addr};

pub const MAC_A: [u8; 6] = [2, 0, 0, 0, 0, 0xA];
pub const MAC_B: [u8; 6] = [2, 0, 0, 0, 0, 0xB];
pub fn ip_a() -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1))
}
pub fn ip_b() -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2))
}

/// What the wire does with one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    Pass,
    Drop,
    Dup,
    /// Deliver this many ns late (reorders behind later frames).
    Delay(Nanos),
}

/// Decides the fate of the n-th frame in a direction (0 = a->b, 1 = b->a).
pub type Pattern = Box<dyn FnMut(u64, usize, &[u8]) -> Fault>;

pub fn no_faults() -> Pattern {
    Box::new(|_, _, _| Fault::Pass)
}

/// Seeded random drops/dups/delays with the given per-mille rates.
pub fn seeded(seed: u64, drop_pm: u32, dup_pm: u32, delay_pm: u32) -> Pattern {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    Box::new(move |_, _, _| {
        let x = rng.gen_range(0..1000u32);
        if x < drop_pm {
            Fault::Drop
        } else if x < drop_pm + dup_pm {
            Fault::Dup
        } else if x < drop_pm + dup_pm + delay_pm {
            Fault::Delay(rng.gen_range(100..5_000))
        } else {
            Fault::Pass
        }
    })
}

/// Two endpoints and the wire between them.
pub struct Pair {
    pub a: Endpoint,
    pub b: Endpoint,
    pub now: Nanos,
    /// (deliver at, sequence, to b?, frame)
    flight: Vec<(Nanos, u64, bool, Vec<u8>)>,
    seq: u64,
    busy: [Nanos; 2],
    sent: [u64; 2],
    pub latency: Nanos,
    /// Link rate in bits per ns (100 = 100 Gb/s).
    pub gbps: u64,
    pub pattern: Pattern,
    /// Frames per direction seen on the wire (after faults), for inspection.
    pub log: Vec<(bool, Vec<u8>)>,
    pub keep_log: bool,
}

impl Pair {
    pub fn new() -> Pair {
        Pair::with_configs(EndpointConfig::new(MAC_A, ip_a()), EndpointConfig::new(MAC_B, ip_b()))
    }
    pub fn with_configs(ca: EndpointConfig, cb: EndpointConfig) -> Pair {
        Pair {
            a: Endpoint::new(ca),
            b: Endpoint::new(cb),
            now: 0,
            flight: Vec::new(),
            seq: 0,
            busy: [0, 0],
            sent: [0, 0],
            latency: 1_000,
            gbps: 100,
            pattern: no_faults(),
            log: Vec::new(),
            keep_log: false,
        }
    }

    fn node(&mut self, i: usize) -> &mut Endpoint {
        if i == 0 {
            &mut self.a
        } else {
            &mut self.b
        }
    }

    /// Run until both endpoints are idle and nothing is in flight, or `limit` ns pass.
    /// Returns true when idle.
    pub fn run(&mut self, limit: Nanos) -> bool {
        let end = self.now + limit;
        loop {
            // Deliver what is due, in time order.
            self.flight.sort_by_key(|f| (f.0, f.1));
            while let Some(f) = self.flight.first() {
                if f.0 > self.now {
                    break;
                }
                let (_, _, to_b, frame) = self.flight.remove(0);
                if to_b {
                    self.b.receive(self.now, &frame);
                } else {
                    self.a.receive(self.now, &frame);
                }
            }
            for i in 0..2 {
                let now = self.now;
                self.node(i).on_timer(now);
            }
            for i in 0..2 {
                let mut guard = 0;
                while self.busy[i] <= self.now && guard < 64 {
                    guard += 1;
                    let now = self.now;
                    let f = match self.node(i).transmit(now) {
                        Some(f) => f,
                        None => break,
                    };
                    let ser = (f.len() as u64 * 8).div_ceil(self.gbps);
                    self.busy[i] = self.now + ser;
                    let n = self.sent[i];
                    self.sent[i] += 1;
                    let fault = (self.pattern)(n, i, &f);
                    let at = self.now + ser + self.latency;
                    let to_b = i == 0;
                    if self.keep_log && fault != Fault::Drop {
                        self.log.push((to_b, f.clone()));
                    }
                    match fault {
                        Fault::Pass => self.push(at, to_b, f),
                        Fault::Drop => {}
                        Fault::Dup => {
                            self.push(at, to_b, f.clone());
                            self.push(at + 10, to_b, f);
                        }
                        Fault::Delay(d) => self.push(at + d, to_b, f),
                    }
                }
            }
            // Next time.
            let mut next: Option<Nanos> = self.flight.iter().map(|f| f.0).min();
            for i in 0..2 {
                if let Some(t) = self.node(i).next_event() {
                    let t = if t <= self.now { self.busy[i].max(self.now + 1) } else { t.max(self.busy[i]) };
                    next = Some(next.map_or(t, |n| n.min(t)));
                }
            }
            match next {
                None => return true,
                Some(t) if t > end => {
                    self.now = end;
                    return false;
                }
                Some(t) => self.now = t.max(self.now + 1),
            }
        }
    }

    fn push(&mut self, at: Nanos, to_b: bool, f: Vec<u8>) {
        self.seq += 1;
        self.flight.push((at, self.seq, to_b, f));
    }
}

/// One PD, one MR over [base, base+len) with all access, one CQ; returns (pd, key, cq).
pub fn setup_mem(ep: &mut Endpoint, base: u64, len: u64) -> (u32, u32, u32) {
    let pd = ep.alloc_pd();
    let mr = ep.reg_mr(pd, base, len, AccessFlags::ALL).expect("reg_mr");
    let cq = ep.create_cq(1 << 16);
    (pd, mr.lkey, cq)
}

pub fn qp_init(t: QpType, pd: u32, cq: u32) -> QpInitAttr {
    QpInitAttr { qp_type: t, pd, send_cq: cq, recv_cq: cq, max_send_wr: 4096, max_recv_wr: 4096, max_sge: 4 }
}

/// A connected RC (or UC) pair of QPs: returns (qa, qb, key_a, key_b, cq_a, cq_b).
pub fn rc_pair(p: &mut Pair, t: QpType, params: &RcParams) -> (u32, u32, u32, u32, u32, u32) {
    let (pda, ka, cqa) = setup_mem(&mut p.a, 0x10_0000, 0x100_0000);
    let (pdb, kb, cqb) = setup_mem(&mut p.b, 0x10_0000, 0x100_0000);
    let qa = p.a.create_qp(qp_init(t, pda, cqa)).expect("qp");
    let qb = p.b.create_qp(qp_init(t, pdb, cqb)).expect("qp");
    connect_rc(&mut p.a, qa, &mut p.b, qb, params).expect("connect");
    (qa, qb, ka, kb, cqa, cqb)
}

pub fn sge(addr: u64, length: u32, lkey: u32) -> Vec<Sge> {
    vec![Sge { addr, length, lkey }]
}

pub fn wr(wr_id: u64, op: SendOp, sges: Vec<Sge>) -> SendWr {
    SendWr { wr_id, op, sges, signaled: true, solicited: false, fence: false, ud: None }
}

pub fn pattern_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..len).map(|_| rng.gen()).collect()
}

/// Frame a RoCE packet from B's address to endpoint A (for directed tests fed with `receive`).
pub fn frame_to(dst_mac: [u8; 6], dst_ip: IpAddr, src_mac: [u8; 6], src_ip: IpAddr, ecn: u8, mut roce: RoceRepr) -> Vec<u8> {
    roce.bth.pad_cnt = RoceRepr::pad_for(roce.payload.len());
    let (s, d) = match (src_ip, dst_ip) {
        (IpAddr::V4(s), IpAddr::V4(d)) => (s.octets(), d.octets()),
        _ => panic!("v4 only in tests"),
    };
    FrameRepr {
        eth: EthernetRepr { dst: dst_mac, src: src_mac, vlan: None, ethertype: 0x0800 },
        ip: IpRepr::V4(Ipv4Repr { src: s, dst: d, dscp: 0, ecn, ident: 0, dont_frag: true, ttl: 64, protocol: 17 }),
        udp: UdpRepr { src_port: 0xC000, dst_port: 4791 },
        roce,
    }
    .to_bytes()
    .expect("emit")
}

/// A bare RoceRepr (BTH only) with pkey 0xFFFF.
pub fn roce(op: Opcode, dest_qp: u32, psn: u32) -> RoceRepr {
    RoceRepr::new(BthRepr::new(op, dest_qp, psn & 0xFF_FFFF))
}

/// Deliver `r` to endpoint B of `p` (as if sent by A) and return everything B transmits.
pub fn feed_b(p: &mut Pair, r: RoceRepr) -> Vec<FrameRepr> {
    let f = frame_to(MAC_B, ip_b(), MAC_A, ip_a(), 0, r);
    p.now += 1000;
    p.b.receive(p.now, &f);
    drain(&mut p.b, p.now)
}

/// Everything an endpoint transmits at `now`, parsed.
pub fn drain(ep: &mut Endpoint, now: Nanos) -> Vec<FrameRepr> {
    let mut v = Vec::new();
    while let Some(f) = ep.transmit(now) {
        v.push(FrameRepr::parse(&f).expect("endpoint emits valid frames"));
        if v.len() > 10_000 {
            break;
        }
    }
    v
}

pub fn psn(v: u32) -> Psn {
    Psn::new(v)
}
