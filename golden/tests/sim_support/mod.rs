//! Small nodes for fabric and DCQCN tests: a numbered RoCE sender (optionally DCQCN-paced) and
//! a sink that checks every frame strictly (ICRC, IPv4 checksum) and can act as a DCQCN
//! notification point.
#![allow(dead_code)]

use golden::dcqcn::{CnpLimiter, DcqcnConfig, DcqcnRp};
use golden::node::{Nanos, Node};
use golden::wire::{
    BthRepr, EthernetRepr, FrameRepr, IpRepr, Ipv4Repr, Opcode, RoceRepr, UdpRepr, VlanTag,
    ROCEV2_UDP_PORT,
};
use std::collections::{HashMap, VecDeque};

/// MAC of node `i` in these tests.
pub fn mac(i: usize) -> [u8; 6] {
    [0x02, 0, 0, 0, 0, i as u8]
}

/// IPv4 address of node `i`.
pub fn ip(i: usize) -> [u8; 4] {
    [10, 0, 0, i as u8 + 1]
}

fn bth(opcode: Opcode, dest_qp: u32, psn: u32) -> BthRepr {
    BthRepr {
        opcode,
        solicited: false,
        migreq: true,
        pad_cnt: 0,
        tver: 0,
        pkey: 0xffff,
        fecn: false,
        becn: false,
        dest_qp,
        ack_req: false,
        psn,
    }
}

/// A frame from node `from` to node `to`.
pub fn frame(from: usize, to: usize, pcp: Option<u8>, ecn: u8, roce: RoceRepr) -> Vec<u8> {
    let f = FrameRepr {
        eth: EthernetRepr {
            dst: mac(to),
            src: mac(from),
            vlan: pcp.map(|pcp| VlanTag { pcp, dei: false, vid: 5 }),
            ethertype: 0x0800,
        },
        ip: IpRepr::V4(Ipv4Repr {
            src: ip(from),
            dst: ip(to),
            dscp: 26,
            ecn,
            ident: 0,
            dont_frag: true,
            ttl: 64,
            protocol: 17,
        }),
        udp: UdpRepr { src_port: 0xc000 | from as u16, dst_port: ROCEV2_UDP_PORT },
        roce,
    };
    f.to_bytes().expect("test frame emits")
}

/// The payload of sender `id`'s frame number `n`: deterministic bytes.
pub fn payload(id: usize, n: u32, len: usize) -> Vec<u8> {
    (0..len).map(|k| (n as usize * 31 + k * 7 + id * 13) as u8).collect()
}

/// A data frame: RC SEND ONLY to QP `qpn` of node `to`, PSN `n`, numbered payload.
pub fn data_frame(from: usize, to: usize, qpn: u32, n: u32, len: usize, pcp: Option<u8>, ecn: u8) -> Vec<u8> {
    let mut r = RoceRepr::new(bth(Opcode::RcSendOnly, qpn, n & 0xff_ffff));
    r.payload = payload(from, n, len);
    r.fix_pad();
    frame(from, to, pcp, ecn, r)
}

/// A CNP to QP `qpn` of node `to`.
pub fn cnp_frame(from: usize, to: usize, qpn: u32, pcp: Option<u8>) -> Vec<u8> {
    let mut b = bth(Opcode::Cnp, qpn, 0);
    b.becn = true;
    frame(from, to, pcp, 0, RoceRepr::new(b))
}

/// Sends `count` numbered frames of `len` payload bytes to node `to`, as fast as its link (or
/// its DCQCN rate) allows; obeys PFC for its priority; reacts to CNPs.
pub struct Sender {
    pub id: usize,
    pub to: usize,
    pub qpn: u32,
    pub len: usize,
    pub pcp: Option<u8>,
    pub ecn: u8,
    pub count: u32,
    pub next: u32,
    pub paused: [bool; 8],
    /// Frames handed out while told to pause their priority (must stay 0).
    pub sent_while_paused: u64,
    pub rp: Option<DcqcnRp>,
    pub cnps: u64,
    /// (time, rate) after each CNP.
    pub rate_log: Vec<(Nanos, u64)>,
    /// Frames the sender could not parse.
    pub rx_rejected: u64,
}

impl Sender {
    pub fn new(id: usize, to: usize, count: u32, len: usize) -> Self {
        Sender {
            id,
            to,
            qpn: 0x100 + id as u32,
            len,
            pcp: None,
            ecn: 2,
            count,
            next: 0,
            paused: [false; 8],
            sent_while_paused: 0,
            rp: None,
            cnps: 0,
            rate_log: Vec::new(),
            rx_rejected: 0,
        }
    }

    pub fn with_dcqcn(mut self, cfg: &DcqcnConfig) -> Self {
        self.rp = Some(DcqcnRp::new(cfg, 0));
        self
    }

    fn prio(&self) -> usize {
        self.pcp.unwrap_or(0) as usize
    }
}

impl Node for Sender {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        match FrameRepr::parse(frame) {
            Ok(f) if f.roce.bth.opcode == Opcode::Cnp => {
                self.cnps += 1;
                if let Some(rp) = self.rp.as_mut() {
                    rp.on_cnp(now);
                    self.rate_log.push((now, rp.rate_bps()));
                }
            }
            Ok(_) => {}
            Err(_) => self.rx_rejected += 1,
        }
    }

    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        if self.next >= self.count || self.paused[self.prio()] {
            return None;
        }
        if let Some(rp) = self.rp.as_ref() {
            if rp.next_send_time(now, self.len) > now {
                return None;
            }
        }
        let f = data_frame(self.id, self.to, 0x10, self.next, self.len, self.pcp, self.ecn);
        self.next += 1;
        if let Some(rp) = self.rp.as_mut() {
            rp.on_transmit(now, f.len());
        }
        Some(f)
    }

    fn next_event(&self) -> Option<Nanos> {
        let tx = if self.next < self.count && !self.paused[self.prio()] {
            Some(self.rp.as_ref().map_or(0, |rp| rp.next_send_time(0, self.len)))
        } else {
            None
        };
        let timer = self.rp.as_ref().and_then(|rp| rp.next_timer());
        match (tx, timer) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn on_timer(&mut self, now: Nanos) {
        if let Some(rp) = self.rp.as_mut() {
            rp.on_timer(now);
        }
    }

    fn set_pause(&mut self, pcp: u8, paused: bool) {
        self.paused[pcp as usize & 7] = paused;
    }
}

/// What a sink got from one sender.
#[derive(Default, Debug, Clone)]
pub struct FromSender {
    /// Frame numbers in arrival order.
    pub seq: Vec<u32>,
    /// Payload bytes accepted.
    pub bytes: u64,
    /// Accepted frames whose payload was not what the sender sent.
    pub bad_payload: u64,
    /// Accepted frames that arrived CE-marked.
    pub ce: u64,
}

/// Receives and checks everything strictly; optionally sends CNPs (DCQCN NP).
pub struct Sink {
    pub id: usize,
    pub from: HashMap<usize, FromSender>,
    /// Frames that failed the strict parse (bad ICRC, checksum, ...).
    pub rejected: u64,
    pub np: Option<CnpLimiter>,
    /// Sender QPN to notify, by source MAC's last byte.
    pub cnp_qpn: HashMap<usize, u32>,
    pub cnp_pcp: Option<u8>,
    pub out: VecDeque<Vec<u8>>,
    pub cnps_sent: u64,
}

impl Sink {
    pub fn new(id: usize) -> Self {
        Sink {
            id,
            from: HashMap::new(),
            rejected: 0,
            np: None,
            cnp_qpn: HashMap::new(),
            cnp_pcp: None,
            out: VecDeque::new(),
            cnps_sent: 0,
        }
    }
}

impl Node for Sink {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        let f = match FrameRepr::parse(frame) {
            Ok(f) => f,
            Err(_) => {
                self.rejected += 1;
                return;
            }
        };
        let src = f.eth.src[5] as usize;
        let n = f.roce.bth.psn;
        let e = self.from.entry(src).or_default();
        e.seq.push(n);
        e.bytes += f.roce.payload.len() as u64;
        if f.roce.payload != payload(src, n, f.roce.payload.len()) {
            e.bad_payload += 1;
        }
        if f.ip.ecn() == 3 {
            e.ce += 1;
            if let Some(np) = self.np.as_mut() {
                let qpn = self.cnp_qpn.get(&src).copied().unwrap_or(0);
                if np.should_send(now, qpn) {
                    self.out.push_back(cnp_frame(self.id, src, qpn, self.cnp_pcp));
                    self.cnps_sent += 1;
                }
            }
        }
    }

    fn transmit(&mut self, _now: Nanos) -> Option<Vec<u8>> {
        self.out.pop_front()
    }

    fn next_event(&self) -> Option<Nanos> {
        if self.out.is_empty() {
            None
        } else {
            Some(0)
        }
    }

    fn on_timer(&mut self, _now: Nanos) {}

    fn set_pause(&mut self, _pcp: u8, _paused: bool) {}
}

/// Either node, so one fabric holds both.
pub enum TestNode {
    S(Sender),
    K(Sink),
}

impl TestNode {
    pub fn sender(&self) -> &Sender {
        match self {
            TestNode::S(s) => s,
            TestNode::K(_) => panic!("not a sender"),
        }
    }
    pub fn sender_mut(&mut self) -> &mut Sender {
        match self {
            TestNode::S(s) => s,
            TestNode::K(_) => panic!("not a sender"),
        }
    }
    pub fn sink(&self) -> &Sink {
        match self {
            TestNode::K(k) => k,
            TestNode::S(_) => panic!("not a sink"),
        }
    }
}

impl Node for TestNode {
    fn receive(&mut self, now: Nanos, frame: &[u8]) {
        match self {
            TestNode::S(s) => s.receive(now, frame),
            TestNode::K(k) => k.receive(now, frame),
        }
    }
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>> {
        match self {
            TestNode::S(s) => s.transmit(now),
            TestNode::K(k) => k.transmit(now),
        }
    }
    fn next_event(&self) -> Option<Nanos> {
        match self {
            TestNode::S(s) => s.next_event(),
            TestNode::K(k) => k.next_event(),
        }
    }
    fn on_timer(&mut self, now: Nanos) {
        match self {
            TestNode::S(s) => s.on_timer(now),
            TestNode::K(k) => k.on_timer(now),
        }
    }
    fn set_pause(&mut self, pcp: u8, paused: bool) {
        match self {
            TestNode::S(s) => s.set_pause(pcp, paused),
            TestNode::K(k) => k.set_pause(pcp, paused),
        }
    }
}

/// A `Write` into a shared buffer, to read a capture back after the fabric is done with it.
#[derive(Clone, Default)]
pub struct SharedBuf(pub std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl std::io::Write for SharedBuf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
