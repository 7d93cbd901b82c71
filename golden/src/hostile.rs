//! A hostile peer: a fabric node that sends malformed and wrongly addressed frames at a target
//! endpoint while real traffic runs (issue 6: "a flood of malformed frames mixed into valid
//! traffic; the valid traffic still completes; the counters count").
//!
//! Every frame it sends is one of the [`HostileKind`]s, each of which a correct responder must
//! drop without a reply, without touching memory and without disturbing the QPs it names, and
//! count in exactly one drop counter. [`HostileTally`] says how many of each were sent, in the
//! terms of the target's counters, so a test can hold the target's counters against it.
//!
//! The frames are built from [`crate::gen::sample_frame`] (every header of the opcode present,
//! random fields) readdressed to the target, then broken by [`crate::gen::malform`] or by one
//! field: the UDP port, the destination IP, the destination QP, the P_Key, the service type.
//! Malformed frames are at least 14 bytes long so the switch can route them by their
//! destination MAC.

use crate::endpoint::Endpoint;
use crate::gen::{malform, sample_frame, Malformation};
use crate::node::{Nanos, Node};
use crate::transport::counters::DropCounters;
use crate::wire::{FrameRepr, IpRepr, Opcode};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::net::IpAddr;

/// What a hostile frame gets wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HostileKind {
    /// Broken framing, lengths, pad or ICRC ([`Malformation`], the kinds golden always rejects).
    Malformed(Malformation),
    /// A good RoCEv2 packet sent to another UDP port (not RoCE).
    OtherUdpPort,
    /// A good request for a real QP, addressed to another IP behind the target's MAC.
    WrongIp,
    /// A good request for a QPN that is not a QP of the target (inside and outside its table).
    UnknownQp,
    /// A good request for a real QP with another P_Key.
    BadPkey,
    /// A UC or UD request (right P_Key) for an RC QP.
    WrongService,
    /// Fuzz ([`HostileConfig::fuzz`]): random bytes of a random length behind the target's MAC
    /// ([`crate::gen::fuzz_bytes`]).
    RandomBytes,
    /// Fuzz: a frame to a live QP with a valid ICRC whose opcode, flags, PSN and every byte after
    /// the BTH are random ([`crate::gen::fuzz_live`]).
    LiveFuzz,
}

/// The malformations a responder must reject on parse ([`Malformation::always_rejected`]).
pub const REJECTED_MALFORMATIONS: [Malformation; 13] = {
    let mut out = [Malformation::Runt; 13];
    let (mut i, mut n) = (0, 0);
    while i < Malformation::ALL.len() {
        if Malformation::ALL[i].always_rejected() {
            out[n] = Malformation::ALL[i];
            n += 1;
        }
        i += 1;
    }
    assert!(n == out.len(), "REJECTED_MALFORMATIONS holds every always-rejected kind");
    out
};

/// Requests used as the base of the well-formed hostile kinds.
const REQUESTS: [Opcode; 7] = [
    Opcode::RcSendOnly,
    Opcode::RcSendFirst,
    Opcode::RcWriteOnly,
    Opcode::RcWriteFirst,
    Opcode::RcReadRequest,
    Opcode::RcCompareSwap,
    Opcode::RcFetchAdd,
];

/// Longest random-bytes fuzz frame (beyond every MTU and beyond the RTL parser's 160 beats:
/// such a frame must be rejected whole).
pub const FUZZ_MAX_LEN: usize = 10_600;

/// Longest random tail after the BTH of a live fuzz frame (above a 4096 MTU's payload).
pub const FUZZ_MAX_TAIL: usize = 4400;

/// Requests of another service than RC.
const OTHER_SERVICE: [Opcode; 4] = [Opcode::UcSendOnly, Opcode::UcWriteOnly, Opcode::UdSendOnly, Opcode::UdSendOnlyImm];

/// How many hostile frames of each class were sent, in the terms of the target's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct HostileTally {
    /// Frames sent.
    pub sent: u64,
    /// Rejected on parse (golden: `bad_icrc + malformed + not_roce`; RTL: RX parser rejects).
    pub parse_rejects: u64,
    /// Of those, ICRC failures (a malformation that keeps every length right but the ICRC).
    pub bad_icrc: u64,
    /// Dropped as not addressed to the target (`wrong_address`).
    pub wrong_address: u64,
    /// Dropped as no such QP or wrong service (`unknown_qp`).
    pub unknown_qp: u64,
    /// Dropped on the P_Key (`bad_pkey`).
    pub bad_pkey: u64,
    /// Fuzz frames golden's parse accepts: what becomes of them depends on the QP they hit (a
    /// NAK, a drop as a duplicate, out of sequence, bad state ...), so no counter is known in
    /// advance: hold the target against a golden responder fed the same frames instead.
    pub reached_transport: u64,
}

impl HostileTally {
    /// The drop counters a responder that saw exactly these frames (and nothing else that
    /// drops) must show, golden's classification: parse rejects split into `bad_icrc`,
    /// `not_roce` and `malformed` are only known in sum, so they are all in `malformed` here
    /// except `bad_icrc`.
    pub fn expected_drops(&self) -> DropCounters {
        DropCounters {
            bad_icrc: self.bad_icrc,
            malformed: self.parse_rejects - self.bad_icrc,
            wrong_address: self.wrong_address,
            unknown_qp: self.unknown_qp,
            bad_pkey: self.bad_pkey,
            ..Default::default()
        }
    }

    /// Where drop counters `d` of a responder that saw exactly these frames (and nothing else
    /// that drops) differ from this tally: `(counter, counted, expected)` for each difference.
    /// Parse rejects other than `bad_icrc` are compared as `malformed + not_roce`.
    pub fn differences(&self, d: &DropCounters) -> Vec<(&'static str, u64, u64)> {
        let w = self.expected_drops();
        [
            ("bad_icrc", d.bad_icrc, w.bad_icrc),
            ("malformed + not_roce", d.malformed + d.not_roce, w.malformed),
            ("wrong_address", d.wrong_address, w.wrong_address),
            ("unknown_qp", d.unknown_qp, w.unknown_qp),
            ("bad_pkey", d.bad_pkey, w.bad_pkey),
        ]
        .into_iter()
        .filter(|(_, got, want)| got != want)
        .collect()
    }
}

/// The hostile peer's schedule.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HostileConfig {
    /// Frames to send in total.
    pub frames: u64,
    /// Mean gap between two frames (each gap uniform in 0.5..1.5 of it).
    pub interval_ns: Nanos,
    /// Time of the first frame.
    pub start_ns: Nanos,
    /// Seed of the frame choice.
    pub seed: u64,
    /// Half the frames are fuzz instead: random bytes, and frames to live QPs with a valid ICRC
    /// and random opcode, flags, PSN and tail ([`HostileKind::RandomBytes`],
    /// [`HostileKind::LiveFuzz`]).
    pub fuzz: bool,
}

/// What the peer knows of its target.
#[derive(Clone, Debug, PartialEq)]
pub struct HostileTarget {
    /// The target's MAC (every frame goes there).
    pub mac: [u8; 6],
    /// The target's IP.
    pub ip: IpAddr,
    /// The target's RC QPs and their P_Keys.
    pub qps: Vec<(u32, u16)>,
}

impl HostileTarget {
    /// The target endpoint `ep` and its QPs `qpns` (each must exist).
    pub fn of(ep: &Endpoint, qpns: &[u32]) -> Result<HostileTarget, crate::verbs::VerbsError> {
        let mut qps = Vec::with_capacity(qpns.len());
        for &q in qpns {
            qps.push((q, ep.query_qp(q)?.1.pkey));
        }
        Ok(HostileTarget { mac: ep.config().mac, ip: ep.config().ip, qps })
    }
}

/// The hostile peer node (attach it to the fabric with [`HostilePeer::mac`]).
#[derive(Clone, Debug)]
pub struct HostilePeer {
    cfg: HostileConfig,
    target: HostileTarget,
    mac: [u8; 6],
    ip: IpAddr,
    rng: ChaCha8Rng,
    next_at: Nanos,
    tally: HostileTally,
    kinds: std::collections::BTreeMap<HostileKind, u64>,
}

impl HostilePeer {
    /// A peer with MAC `mac` and IP `ip` (of the target's IP version) attacking `target`.
    pub fn new(cfg: HostileConfig, target: HostileTarget, mac: [u8; 6], ip: IpAddr) -> HostilePeer {
        HostilePeer {
            rng: ChaCha8Rng::seed_from_u64(cfg.seed ^ 0x4057_11E0),
            next_at: cfg.start_ns,
            cfg,
            target,
            mac,
            ip,
            tally: HostileTally::default(),
            kinds: Default::default(),
        }
    }

    /// The peer's MAC.
    pub fn mac(&self) -> [u8; 6] {
        self.mac
    }

    /// What was sent so far, by counter.
    pub fn tally(&self) -> HostileTally {
        self.tally
    }

    /// What was sent so far, by kind.
    pub fn kinds(&self) -> &std::collections::BTreeMap<HostileKind, u64> {
        &self.kinds
    }

    /// True when every frame has been sent.
    pub fn done(&self) -> bool {
        self.tally.sent >= self.cfg.frames
    }

    /// A good request of `op` from this peer to the target's QP `qpn` with P_Key `pkey`.
    fn request(&mut self, op: Opcode, qpn: u32, pkey: u16) -> FrameRepr {
        let v6 = self.target.ip.is_ipv6();
        let seq = self.rng.gen::<u32>() & 0xFFFF;
        let vlan = self.rng.gen_bool(0.25);
        let mut f = sample_frame(op, v6, vlan, seq, self.rng.gen_range(0..4));
        f.eth.dst = self.target.mac;
        f.eth.src = self.mac;
        match (&mut f.ip, self.ip, self.target.ip) {
            (IpRepr::V4(r), IpAddr::V4(s), IpAddr::V4(d)) => {
                r.src = s.octets();
                r.dst = d.octets();
            }
            (IpRepr::V6(r), IpAddr::V6(s), IpAddr::V6(d)) => {
                r.src = s.octets();
                r.dst = d.octets();
            }
            // Mixed versions: the sample's own addresses stay (a wrong-address frame).
            _ => {}
        }
        f.roce.bth.dest_qp = qpn & 0xFF_FFFF;
        f.roce.bth.pkey = pkey;
        f.roce.bth.psn = self.rng.gen::<u32>() & 0xFF_FFFF;
        f
    }

    fn real_qp(&mut self) -> (u32, u16) {
        if self.target.qps.is_empty() {
            return (1, 0xFFFF);
        }
        self.target.qps[self.rng.gen_range(0..self.target.qps.len())]
    }

    fn pick_op(&mut self, from: &[Opcode]) -> Opcode {
        from[self.rng.gen_range(0..from.len())]
    }

    /// The next hostile frame and its kind.
    pub fn make_frame(&mut self) -> (HostileKind, Vec<u8>) {
        let op = self.pick_op(&REQUESTS);
        let (qpn, pkey) = self.real_qp();
        if self.cfg.fuzz && self.rng.gen_bool(0.5) {
            let (kind, bytes) = if self.rng.gen_bool(0.3) {
                let template = self.request(op, qpn, pkey).to_bytes().unwrap_or_else(|_| self.target.mac.to_vec());
                (HostileKind::RandomBytes, crate::gen::fuzz_bytes(&template, FUZZ_MAX_LEN, &mut self.rng))
            } else {
                let base = self.request(op, qpn, pkey);
                (HostileKind::LiveFuzz, crate::gen::fuzz_live(&base, FUZZ_MAX_TAIL, &mut self.rng))
            };
            self.count(kind, &bytes);
            return (kind, bytes);
        }
        let (kind, bytes) = match self.rng.gen_range(0..10u32) {
            0..=4 => {
                let m = REJECTED_MALFORMATIONS[self.rng.gen_range(0..REJECTED_MALFORMATIONS.len())];
                let base = self.request(op, qpn, pkey);
                let mut b = Vec::new();
                // Long enough to be routed by the destination MAC.
                for _ in 0..64 {
                    let n = self.rng.gen::<u32>() & 0x7FFF_FFFF;
                    b = malform(&base, m, n);
                    if b.len() >= 14 {
                        break;
                    }
                }
                if b.len() < 14 {
                    b = malform(&base, Malformation::PadCntIcrcStale, 0);
                    (HostileKind::Malformed(Malformation::PadCntIcrcStale), b)
                } else {
                    (HostileKind::Malformed(m), b)
                }
            }
            5 => {
                let f = self.request(op, qpn, pkey);
                let mut port = self.rng.gen::<u16>();
                if port == crate::wire::ROCEV2_UDP_PORT {
                    port = 4790;
                }
                // Emitted as RoCEv2, then the UDP destination port rewritten (the emitter only
                // writes RoCEv2).
                let mut b = f.to_bytes().unwrap_or_default();
                let at = f.eth.buffer_len() + f.ip.header_len() + 2;
                if let Some(p) = b.get_mut(at..at + 2) {
                    p.copy_from_slice(&port.to_be_bytes());
                }
                (HostileKind::OtherUdpPort, b)
            }
            6 => {
                let mut f = self.request(op, qpn, pkey);
                match &mut f.ip {
                    IpRepr::V4(r) => r.dst[3] ^= 1 + self.rng.gen_range(0..254u8),
                    IpRepr::V6(r) => r.dst[15] ^= 1 + self.rng.gen_range(0..254u8),
                }
                (HostileKind::WrongIp, f.to_bytes().unwrap_or_default())
            }
            7 => {
                let max = self.target.qps.iter().map(|q| q.0).max().unwrap_or(0);
                let mut q = if self.rng.gen_bool(0.5) { self.rng.gen_range(0..=max + 64) } else { self.rng.gen::<u32>() & 0xFF_FFFF };
                while self.target.qps.iter().any(|x| x.0 == q) {
                    q = (q + 1) & 0xFF_FFFF;
                }
                let f = self.request(op, q, pkey);
                (HostileKind::UnknownQp, f.to_bytes().unwrap_or_default())
            }
            8 => {
                let bad = (pkey & 0x8000) | ((pkey & 0x7FFF) ^ self.rng.gen_range(1..=0x7FFFu16));
                let f = self.request(op, qpn, bad);
                (HostileKind::BadPkey, f.to_bytes().unwrap_or_default())
            }
            _ => {
                let op = self.pick_op(&OTHER_SERVICE);
                let f = self.request(op, qpn, pkey);
                (HostileKind::WrongService, f.to_bytes().unwrap_or_default())
            }
        };
        self.count(kind, &bytes);
        (kind, bytes)
    }

    fn count(&mut self, kind: HostileKind, bytes: &[u8]) {
        let t = &mut self.tally;
        t.sent += 1;
        match kind {
            HostileKind::Malformed(_) | HostileKind::OtherUdpPort => {
                t.parse_rejects += 1;
                if let Err(crate::wire::WireError::Checksum { layer: crate::wire::Layer::Icrc, .. }) = FrameRepr::parse(bytes) {
                    t.bad_icrc += 1;
                }
            }
            HostileKind::WrongIp => t.wrong_address += 1,
            HostileKind::UnknownQp | HostileKind::WrongService => t.unknown_qp += 1,
            HostileKind::BadPkey => t.bad_pkey += 1,
            HostileKind::RandomBytes | HostileKind::LiveFuzz if bytes.len() > crate::wire::MAX_FRAME_BYTES => t.parse_rejects += 1,
            HostileKind::RandomBytes | HostileKind::LiveFuzz => match FrameRepr::parse(bytes) {
                Err(crate::wire::WireError::Checksum { layer: crate::wire::Layer::Icrc, .. }) => {
                    t.parse_rejects += 1;
                    t.bad_icrc += 1;
                }
                Err(_) => t.parse_rejects += 1,
                Ok(_) => t.reached_transport += 1,
            },
        }
        *self.kinds.entry(kind).or_default() += 1;
    }
}

impl Node for HostilePeer {
    fn receive(&mut self, _now: Nanos, _frame: &[u8]) {}

    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        if self.done() || now < self.next_at {
            return None;
        }
        let (_, f) = self.make_frame();
        let gap = self.cfg.interval_ns.max(1);
        self.next_at = now + self.rng.gen_range(gap / 2..=gap + gap / 2).max(1);
        Some(f)
    }

    fn next_event(&self) -> Option<Nanos> {
        (!self.done()).then_some(self.next_at)
    }

    fn on_timer(&mut self, _now: Nanos) {}

    // A hostile peer ignores PFC (the switch counts its pause violations).
    fn set_pause(&mut self, _pcp: u8, _paused: bool) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::endpoint::EndpointConfig;

    fn target() -> HostileTarget {
        HostileTarget { mac: [2, 0, 0, 0, 0, 2], ip: "10.0.0.2".parse().unwrap(), qps: vec![(1, 0xFFFF), (2, 0xFFFF), (5, 0x8123)] }
    }

    /// Golden's own receive path classifies every hostile frame as the tally says, and never
    /// answers one.
    #[test]
    fn golden_drops_every_hostile_frame_as_tallied() {
        drops_as_tallied(false);
    }

    /// With fuzz, every frame golden's parse rejects is counted where the tally says (random
    /// bytes, oversize frames dropped by the port, live-QP frames with random opcodes and tails).
    #[test]
    fn golden_counts_fuzz_parse_rejects_as_tallied() {
        drops_as_tallied(true);
    }

    fn drops_as_tallied(fuzz: bool) {
        let t = target();
        let mut ep = Endpoint::new(EndpointConfig::new(t.mac, t.ip));
        let pd = ep.alloc_pd();
        let cq = ep.create_cq(16);
        let init = crate::verbs::QpInitAttr {
            qp_type: crate::verbs::QpType::Rc,
            pd,
            send_cq: cq,
            recv_cq: cq,
            max_send_wr: 4,
            max_recv_wr: 4,
            max_sge: 1,
        };
        let mut qps = Vec::new();
        for _ in 0..3 {
            qps.push(ep.create_qp(init).unwrap());
        }
        let mut peer_ep = Endpoint::new(EndpointConfig::new([2, 0, 0, 0, 0, 1], "10.0.0.1".parse().unwrap()));
        let ppd = peer_ep.alloc_pd();
        let pcq = peer_ep.create_cq(16);
        for &q in &qps {
            let pq = peer_ep.create_qp(crate::verbs::QpInitAttr { pd: ppd, send_cq: pcq, recv_cq: pcq, ..init }).unwrap();
            crate::endpoint::connect_rc(&mut ep, q, &mut peer_ep, pq, &Default::default()).unwrap();
        }
        let target = HostileTarget::of(&ep, &qps).unwrap();
        let mut peer = HostilePeer::new(
            HostileConfig { frames: 2000, interval_ns: 100, start_ns: 0, seed: 7, fuzz },
            target,
            [2, 0, 0, 0, 0, 9],
            "10.0.0.9".parse().unwrap(),
        );
        let mut now = 0;
        while let Some(at) = peer.next_event() {
            now = now.max(at);
            if let Some(f) = peer.transmit(now) {
                assert!(f.len() >= 14, "{} bytes", f.len());
                ep.receive(now, &f);
            }
        }
        let tally = peer.tally();
        assert_eq!(tally.sent, 2000);
        if fuzz {
            // Fuzz frames that parse meet the transport of a live QP (NAKs, drops by state):
            // only the parse-level counters are known in advance.
            let d = ep.drops();
            assert!(peer.kinds().contains_key(&HostileKind::RandomBytes) && peer.kinds().contains_key(&HostileKind::LiveFuzz));
            assert!(tally.reached_transport > 0, "{tally:?}");
            assert_eq!((d.bad_icrc, d.malformed + d.not_roce), (tally.bad_icrc, tally.parse_rejects - tally.bad_icrc), "{tally:?} {d:?}");
            return;
        }
        assert!(peer.kinds().len() >= 15, "{:?}", peer.kinds());
        assert_eq!(tally.differences(ep.drops()), vec![], "{tally:?}");
        assert!(tally.bad_icrc > 0 && tally.wrong_address > 0 && tally.unknown_qp > 0 && tally.bad_pkey > 0);
        assert_eq!(ep.transmit(now), None, "no reply to any hostile frame");
        for &q in &qps {
            assert_eq!(ep.qp_state(q).unwrap(), crate::verbs::QpState::Rts);
        }
    }
}
