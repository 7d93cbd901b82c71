//! The send engine against golden's requester: a golden endpoint is posted a random list of
//! work requests (READ, atomics, and SEND / WRITE of zero or one SGE, RC and UC; UD SENDs to the
//! WQE's address vector, with the WQE's Q_Key or the QP's own) and sends every
//! packet it may with no ACK coming back. The engine, given the same QP as host-memory entries
//! (QP context, send-queue context, key table, the WQEs in an SQ ring), served by models of the
//! caches and the DMA engine with random latencies and back-pressure, and rung by send
//! doorbells in random chunks, must send the same frames (every header field golden's frame
//! has, but the IPv4 identification the TX arbiter numbers, and the payload read from host
//! memory) and stop where golden stops.
use super::*;
use crate::sim_util::{rising_edge, settle};
use crate::tx_header::TxFields;
use golden::context::{mkey_index, MkeyEntry, QpContext, SqContext};
use golden::endpoint::{connect_rc, connect_ud, Endpoint, EndpointConfig, RcParams, UdpSrcPort};
use golden::hostfmt::encode_send_wqe;
use golden::memory::{AccessFlags, HostMemory};
use golden::node::Node;
use golden::transport::psn::Psn;
use golden::verbs::{AddressVector, Completion, Mtu, QpInitAttr, QpType, SendOp, SendWr, Sge, UdDest};
use golden::wire::FrameRepr;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, VecDeque};

const BUF: u64 = 0x10_0000;
const BUF_LEN: u64 = 0x10_0000;
const SQ_BASE: u64 = 0x30_0000_0000;
const LOG_STRIDE: u8 = 7;
const LOG_SIZE: u8 = 8;
/// The send CQ's ring (512 entries: more than the WQEs a test posts).
const CQ_BASE: u64 = 0x40_0000_0000;
const CQ_LOG2: u8 = 9;
/// The Q_Key of both UD QPs (a UD WR names it, or asks for the QP's own with bit 31).
const UD_QKEY: u32 = 0x1111;

/// Golden's QP and its frames, and the entries the engine needs.
struct Setup {
    frames: Vec<(TxMeta, Vec<u8>)>,
    /// What golden sends when its peer answers (a second pair of endpoints, the same work).
    answered: Vec<(TxMeta, Vec<u8>)>,
    mem: HostMemory,
    qpn: u32,
    qpc: Vec<u8>,
    sqc: Vec<u8>,
    keys: HashMap<u32, Vec<u8>>,
    local: EndpointConfig,
    posted: u32,
    /// Golden's send completions (of the answered run, with `setup`).
    completions: Vec<Completion>,
    /// The answered run's frames as golden sent them (bytes), and the requester's memory after
    /// it (READ results, atomics' original values), with `setup`.
    answered_raw: Vec<Vec<u8>>,
    answered_mem: Option<HostMemory>,
    /// The responder of an unanswered setup, untouched (its receive WQEs posted): a peer for
    /// the engine's run (`rtl_run`'s `peer`).
    peer: Option<Endpoint>,
    /// The QP's timer fires in the test (`setup_one`'s `timer`): the run goes on until the
    /// engine's retries ran out (its send queue in error, every WQE completed).
    timed: bool,
    /// The test planted a local error (a turn may count `wqe_errors`).
    local_errors: bool,
    /// log2 of the send CQ's slots (a test may make it too small: the CQ overruns).
    cq_log2: u8,
}

/// The PSN window and AckReq interval, golden's tuning and the engine's inputs alike.
#[derive(Clone, Copy, Debug)]
struct Tuning {
    window: u32,
    ack_every: u32,
}

fn setup(t: QpType, mtu: Mtu, psn0: u32, max_rd_atomic: u8, tun: Tuning, wrs: &[SendWr]) -> Setup {
    let mut s = setup_one(t, mtu, psn0, max_rd_atomic, tun, wrs, false, None);
    let answered = setup_one(t, mtu, psn0, max_rd_atomic, tun, wrs, true, None);
    s.answered = answered.frames;
    s.completions = answered.completions;
    s.answered_raw = answered.answered_raw;
    s.answered_mem = answered.answered_mem;
    s
}

/// With `timer` (the QP's `timeout` and `retry_cnt`; else golden's defaults, 14 and 7, which
/// never fire in a test), golden's frames are those it sends to a peer that never answers until
/// its retries run out: every timeout goes back to the oldest PSN and sends again.
#[allow(clippy::too_many_arguments)]
fn setup_one(t: QpType, mtu: Mtu, psn0: u32, max_rd_atomic: u8, tun: Tuning, wrs: &[SendWr], answer: bool, timer: Option<(u8, u8)>) -> Setup {
    let ip = |x: u8| std::net::IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, x));
    let mut cfg_a = EndpointConfig::new([2, 0, 0, 0, 0, 1], ip(1));
    cfg_a.tuning.max_inflight_psns = tun.window;
    cfg_a.tuning.ack_req_every = tun.ack_every;
    let mut a = Endpoint::new(cfg_a);
    let mut b = Endpoint::new(EndpointConfig::new([2, 0, 0, 0, 0, 2], ip(2)));
    let mut keys = [0u32; 2];
    let mut rkeys = [0u32; 2];
    let mut qps = [0u32; 2];
    let mut pds = [0; 2];
    let mut cqs = [0u32; 2];
    for (i, ep) in [&mut a, &mut b].into_iter().enumerate() {
        let pd = ep.alloc_pd();
        pds[i] = pd;
        let k = ep.reg_mr(pd, BUF, BUF_LEN, AccessFlags::ALL).expect("reg_mr");
        (keys[i], rkeys[i]) = (k.lkey, k.rkey);
        let cq = ep.create_cq(1 << 12);
        cqs[i] = cq;
        let init = QpInitAttr { qp_type: t, pd, send_cq: cq, recv_cq: cq, max_send_wr: 4096, max_recv_wr: 64, max_sge: 4 };
        qps[i] = ep.create_qp(init).expect("qp");
    }
    let mut params = RcParams { mtu, psn_ab: psn0, max_rd_atomic, ..Default::default() };
    if let Some((timeout, retry_cnt)) = timer {
        (params.timeout, params.retry_cnt) = (timeout, retry_cnt);
    }
    if t == QpType::Ud {
        // connect_ud sets no path MTU: the QP keeps golden's default, 1024.
        assert_eq!(mtu, Mtu::Mtu1024);
        connect_ud(&mut a, qps[0], UD_QKEY, psn0).expect("connect");
        connect_ud(&mut b, qps[1], UD_QKEY, 0).expect("connect");
    } else {
        connect_rc(&mut a, qps[0], &mut b, qps[1], &params).expect("connect");
    }
    // The payload buffer's contents: a pattern, so that a payload read at a wrong address shows.
    let mut pattern = vec![0u8; BUF_LEN as usize];
    for (i, x) in pattern.iter_mut().enumerate() {
        *x = (i * 7 + (i >> 8)) as u8;
    }
    a.mem_mut().write(BUF, &pattern).unwrap();
    // The responder's memory another pattern (what READs bring back and atomics find).
    let other: Vec<u8> = pattern.iter().map(|x| x.wrapping_mul(3) ^ 0x5A).collect();
    b.mem_mut().write(BUF, &other).unwrap();
    let mut mem = a.mem().clone();
    let mut posted = 0u32;
    for w in wrs {
        let mut w = w.clone();
        for s in &mut w.sges {
            s.lkey = keys[0];
        }
        // A UD WR goes to the peer's QP (the address vector in the WQE; the QP has none) with
        // the Q_Key the WR chose (the peer's, or bit 31: the QP's own, the same value).
        if t == QpType::Ud {
            let remote_qkey = w.ud.map_or(UD_QKEY, |u| u.remote_qkey);
            w.ud = Some(UdDest { av: AddressVector { mac: b.config().mac, ip: b.config().ip }, remote_qpn: qps[1], remote_qkey });
        }
        // WRITEs, READs and atomics name the peer's region (so that an answering peer executes
        // them), and the peer has a receive WQE for every message that takes one.
        match &mut w.op {
            SendOp::Write { rkey, .. }
            | SendOp::WriteWithImm { rkey, .. }
            | SendOp::Read { rkey, .. }
            | SendOp::CompareSwap { rkey, .. }
            | SendOp::FetchAdd { rkey, .. } => *rkey = rkeys[1],
            _ => {}
        }
        if matches!(w.op, SendOp::Send | SendOp::SendWithImm { .. } | SendOp::SendWithInv { .. } | SendOp::WriteWithImm { .. }) {
            let r = golden::verbs::RecvWr { wr_id: 0, sges: vec![Sge { addr: BUF, length: BUF_LEN as u32, lkey: keys[1] }] };
            b.post_recv(qps[1], r).expect("post_recv");
        }
        if a.post_send(qps[0], w.clone()).is_ok() {
            let wqe = encode_send_wqe(&w).expect("encodable");
            assert!(wqe.len() <= 1 << LOG_STRIDE);
            mem.write(SQ_BASE + ((posted as u64 % (1 << LOG_SIZE)) << LOG_STRIDE), &wqe).unwrap();
            posted += 1;
        }
    }
    assert!(posted <= 1 << LOG_SIZE);
    let mut frames = Vec::new();
    let mut raw = Vec::new();
    let mut now = 0;
    let mut idle_steps = 0;
    loop {
        let Some(f) = a.transmit(now) else {
            // Nothing to send now: with timers, on to the next one (a timeout sends again) until
            // the retries run out and the QP fails.
            match a.next_event().filter(|_| timer.is_some()) {
                Some(t) => {
                    now = t.max(now + 1);
                    a.on_timer(now);
                    idle_steps += 1;
                    assert!(idle_steps < 10_000, "golden's timers never stop");
                    continue;
                }
                None => break,
            }
        };
        raw.push(f.clone());
        if answer {
            b.receive(now, &f);
            while let Some(r) = b.transmit(now) {
                a.receive(now, &r);
            }
        }
        let f = FrameRepr::parse(&f).expect("golden's own frame parses");
        let (mut fields, payload) = TxFields::from_frame(&f).expect("golden's frame has TX fields");
        // The TX arbiter numbers frames, not the engine.
        fields.ip_ident = 0;
        frames.push((normalized(fields.to_meta()), payload));
        now += if timer.is_some() { 10 } else { 1_000 };
        assert!(frames.len() < 100_000, "golden never stops");
    }
    let completions = a.poll_cq(cqs[0], usize::MAX);
    let answered_mem = answer.then(|| a.mem().clone());
    let (state, c) = a.query_qp(qps[0]).unwrap();
    // The engine starts from the QP in RTS (a timed run, or one with a local error, ends with
    // golden's QP failed: ERR or SQE).
    let state = if timer.is_some() || matches!(state, golden::verbs::QpState::Err | golden::verbs::QpState::Sqe) { golden::verbs::QpState::Rts } else { state };
    let r = a.mr(keys[0]).unwrap();
    // A UD QP has no address vector of its own (its WQEs carry theirs).
    let av = c.av.unwrap_or(AddressVector { mac: [0; 6], ip: std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED) });
    assert!(c.av.is_some() || t == QpType::Ud, "connected");
    let dgid = match av.ip {
        std::net::IpAddr::V4(v4) => v4.to_ipv6_mapped().octets(),
        std::net::IpAddr::V6(v6) => v6.octets(),
    };
    let ctx = QpContext {
        state,
        qp_type: t,
        qkey: c.qkey,
        path_mtu: c.path_mtu,
        access: c.access,
        dest_qpn: c.dest_qpn,
        epsn: c.rq_psn,
        npsn: c.sq_psn,
        pkey: c.pkey,
        min_rnr_timer: c.min_rnr_timer,
        pd: r.pd,
        max_dest_rd_atomic: c.max_dest_rd_atomic,
        max_rd_atomic: c.max_rd_atomic,
        timeout: c.timeout,
        retry_cnt: c.retry_cnt,
        rnr_retry: c.rnr_retry,
        retry_left: c.retry_cnt,
        rnr_left: c.rnr_retry,
        dmac: av.mac,
        udp_sport: 0xC000 | ((qps[0] ^ c.dest_qpn) & 0x3FFF) as u16,
        hop_limit: a.config().ttl,
        traffic_class: a.config().dscp << 2,
        dgid,
        ..Default::default()
    };
    let sqc = SqContext::at_rts(SQ_BASE, LOG_SIZE, LOG_STRIDE, 0, Psn::new(psn0), c.retry_cnt, c.rnr_retry);
    let e = MkeyEntry { va: r.va, len: r.len, host_addr: r.va, key: keys[0], pd: r.pd, access: r.access, valid: r.valid };
    let mut key_table = HashMap::new();
    key_table.insert(mkey_index(keys[0]), e.to_bytes().to_vec());
    Setup {
        frames,
        answered: Vec::new(),
        mem,
        qpn: qps[0],
        qpc: ctx.to_bytes().to_vec(),
        sqc: sqc.to_bytes().to_vec(),
        keys: key_table,
        local: a.config().clone(),
        posted,
        completions,
        answered_raw: if answer { raw } else { Vec::new() },
        answered_mem,
        peer: (!answer).then_some(b),
        timed: timer.is_some(),
        local_errors: false,
        cq_log2: CQ_LOG2,
    }
}

/// A record's PSN (wire byte order in the record).
fn psn_of(m: &TxMeta) -> u32 {
    let b = m.psn.to_u64() as u32;
    (b & 0xFF) << 16 | (b & 0xFF00) | (b >> 16) & 0xFF
}

/// The record with the extension headers its opcode does not carry cleared: the TX builder
/// emits only the opcode's own (golden's frame has no others to compare with).
fn normalized(mut m: TxMeta) -> TxMeta {
    use crate::tx_header::{ext, opcode_ext_flags};
    let f = opcode_ext_flags(m.opcode.to_u64() as u8).expect("a known opcode");
    if f & ext::DETH == 0 {
        m.deth = 0.into();
    }
    if f & ext::RETH == 0 {
        m.reth = 0.into();
    }
    if f & ext::ATOMIC_ETH == 0 {
        m.atomic_eth = 0.into();
    }
    if f & ext::AETH == 0 {
        m.aeth = 0.into();
    }
    if f & ext::ATOMIC_ACK_ETH == 0 {
        m.atomic_ack_eth = 0.into();
    }
    if f & ext::IMMDT == 0 {
        m.immdt = 0.into();
    }
    if f & ext::IETH == 0 {
        m.ieth = 0.into();
    }
    m
}

/// The fields in which two records differ (bytes in bit order), for failure messages.
fn meta_diff(a: &TxMeta, b: &TxMeta) -> String {
    let mut out = String::new();
    if a.dst_mac != b.dst_mac { out.push_str(&format!("dst_mac: {:02x?} vs {:02x?}; ", bytes_of::<48>(bit_cast::<48, 48>(a.dst_mac)), bytes_of::<48>(bit_cast::<48, 48>(b.dst_mac)))); }
    if a.src_mac != b.src_mac { out.push_str(&format!("src_mac: {:02x?} vs {:02x?}; ", bytes_of::<48>(bit_cast::<48, 48>(a.src_mac)), bytes_of::<48>(bit_cast::<48, 48>(b.src_mac)))); }
    if a.vlan != b.vlan { out.push_str(&format!("vlan: {} vs {}; ", a.vlan, b.vlan)); }
    if a.vlan_tci != b.vlan_tci { out.push_str(&format!("vlan_tci: {:02x?} vs {:02x?}; ", bytes_of::<16>(bit_cast::<16, 16>(a.vlan_tci)), bytes_of::<16>(bit_cast::<16, 16>(b.vlan_tci)))); }
    if a.ipv6 != b.ipv6 { out.push_str(&format!("ipv6: {} vs {}; ", a.ipv6, b.ipv6)); }
    if a.tclass != b.tclass { out.push_str(&format!("tclass: {:02x?} vs {:02x?}; ", bytes_of::<8>(bit_cast::<8, 8>(a.tclass)), bytes_of::<8>(bit_cast::<8, 8>(b.tclass)))); }
    if a.ttl != b.ttl { out.push_str(&format!("ttl: {:02x?} vs {:02x?}; ", bytes_of::<8>(bit_cast::<8, 8>(a.ttl)), bytes_of::<8>(bit_cast::<8, 8>(b.ttl)))); }
    if a.ip_ident != b.ip_ident { out.push_str(&format!("ip_ident: {:02x?} vs {:02x?}; ", bytes_of::<16>(bit_cast::<16, 16>(a.ip_ident)), bytes_of::<16>(bit_cast::<16, 16>(b.ip_ident)))); }
    if a.dont_frag != b.dont_frag { out.push_str(&format!("dont_frag: {} vs {}; ", a.dont_frag, b.dont_frag)); }
    if a.flow_label != b.flow_label { out.push_str(&format!("flow_label: {:02x?} vs {:02x?}; ", bytes_of::<24>(bit_cast::<24, 20>(a.flow_label)), bytes_of::<24>(bit_cast::<24, 20>(b.flow_label)))); }
    if a.src_ip != b.src_ip { out.push_str(&format!("src_ip: {:02x?} vs {:02x?}; ", bytes_of::<128>(bit_cast::<128, 128>(a.src_ip)), bytes_of::<128>(bit_cast::<128, 128>(b.src_ip)))); }
    if a.dst_ip != b.dst_ip { out.push_str(&format!("dst_ip: {:02x?} vs {:02x?}; ", bytes_of::<128>(bit_cast::<128, 128>(a.dst_ip)), bytes_of::<128>(bit_cast::<128, 128>(b.dst_ip)))); }
    if a.udp_src != b.udp_src { out.push_str(&format!("udp_src: {:02x?} vs {:02x?}; ", bytes_of::<16>(bit_cast::<16, 16>(a.udp_src)), bytes_of::<16>(bit_cast::<16, 16>(b.udp_src)))); }
    if a.opcode != b.opcode { out.push_str(&format!("opcode: {:02x?} vs {:02x?}; ", bytes_of::<8>(bit_cast::<8, 8>(a.opcode)), bytes_of::<8>(bit_cast::<8, 8>(b.opcode)))); }
    if a.solicited != b.solicited { out.push_str(&format!("solicited: {} vs {}; ", a.solicited, b.solicited)); }
    if a.migreq != b.migreq { out.push_str(&format!("migreq: {} vs {}; ", a.migreq, b.migreq)); }
    if a.tver != b.tver { out.push_str(&format!("tver: {:02x?} vs {:02x?}; ", bytes_of::<8>(bit_cast::<8, 4>(a.tver)), bytes_of::<8>(bit_cast::<8, 4>(b.tver)))); }
    if a.pkey != b.pkey { out.push_str(&format!("pkey: {:02x?} vs {:02x?}; ", bytes_of::<16>(bit_cast::<16, 16>(a.pkey)), bytes_of::<16>(bit_cast::<16, 16>(b.pkey)))); }
    if a.fecn != b.fecn { out.push_str(&format!("fecn: {} vs {}; ", a.fecn, b.fecn)); }
    if a.becn != b.becn { out.push_str(&format!("becn: {} vs {}; ", a.becn, b.becn)); }
    if a.dest_qp != b.dest_qp { out.push_str(&format!("dest_qp: {:02x?} vs {:02x?}; ", bytes_of::<24>(bit_cast::<24, 24>(a.dest_qp)), bytes_of::<24>(bit_cast::<24, 24>(b.dest_qp)))); }
    if a.ack_req != b.ack_req { out.push_str(&format!("ack_req: {} vs {}; ", a.ack_req, b.ack_req)); }
    if a.psn != b.psn { out.push_str(&format!("psn: {:02x?} vs {:02x?}; ", bytes_of::<24>(bit_cast::<24, 24>(a.psn)), bytes_of::<24>(bit_cast::<24, 24>(b.psn)))); }
    if a.deth != b.deth { out.push_str(&format!("deth: {:02x?} vs {:02x?}; ", bytes_of::<64>(bit_cast::<64, 64>(a.deth)), bytes_of::<64>(bit_cast::<64, 64>(b.deth)))); }
    if a.reth != b.reth { out.push_str(&format!("reth: {:02x?} vs {:02x?}; ", bytes_of::<128>(bit_cast::<128, 128>(a.reth)), bytes_of::<128>(bit_cast::<128, 128>(b.reth)))); }
    if a.atomic_eth != b.atomic_eth { out.push_str(&format!("atomic_eth: {:02x?} vs {:02x?}; ", bytes_of::<224>(bit_cast::<224, 224>(a.atomic_eth)), bytes_of::<224>(bit_cast::<224, 224>(b.atomic_eth)))); }
    if a.aeth != b.aeth { out.push_str(&format!("aeth: {:02x?} vs {:02x?}; ", bytes_of::<32>(bit_cast::<32, 32>(a.aeth)), bytes_of::<32>(bit_cast::<32, 32>(b.aeth)))); }
    if a.atomic_ack_eth != b.atomic_ack_eth { out.push_str(&format!("atomic_ack_eth: {:02x?} vs {:02x?}; ", bytes_of::<64>(bit_cast::<64, 64>(a.atomic_ack_eth)), bytes_of::<64>(bit_cast::<64, 64>(b.atomic_ack_eth)))); }
    if a.immdt != b.immdt { out.push_str(&format!("immdt: {:02x?} vs {:02x?}; ", bytes_of::<32>(bit_cast::<32, 32>(a.immdt)), bytes_of::<32>(bit_cast::<32, 32>(b.immdt)))); }
    if a.ieth != b.ieth { out.push_str(&format!("ieth: {:02x?} vs {:02x?}; ", bytes_of::<32>(bit_cast::<32, 32>(a.ieth)), bytes_of::<32>(bit_cast::<32, 32>(b.ieth)))); }
    if a.payload_len != b.payload_len { out.push_str(&format!("payload_len: {:02x?} vs {:02x?}; ", bytes_of::<16>(bit_cast::<16, 16>(a.payload_len)), bytes_of::<16>(bit_cast::<16, 16>(b.payload_len)))); }
    out
}

fn bits_of<const N: usize>(b: &[u8]) -> Bits<N> {
    let mut x = Bits::<N>::default();
    for (k, &v) in b.iter().enumerate().take(N / 8) {
        x.set_bits::<8>(8 * k, (v as u64).into());
    }
    x
}

fn bytes_of<const N: usize>(x: Bits<N>) -> Vec<u8> {
    (0..N / 8).map(|k| x.get_bits::<8>(8 * k).to_u64() as u8).collect()
}

/// A cache's lookup side: requests taken at random, answered in order after 1..=4 cycles with
/// the entry as it was when taken.
#[derive(Default)]
struct LookupModel {
    q: VecDeque<(u64, Option<Vec<u8>>)>,
}

impl LookupModel {
    fn drive(&mut self, p: &mut CacheLookup, rng: &mut ChaCha8Rng, cycle: u64) {
        p.lk_ready.next = rng.gen_bool(0.6);
        let head = self.q.front().filter(|(t, _)| *t <= cycle);
        p.rsp_valid.next = head.is_some();
        p.rsp_tag.next = 0.into();
        p.rsp_err.next = head.map(|(_, e)| e.is_none()).unwrap_or(false);
        p.rsp_data.next = head.and_then(|(_, e)| e.as_ref()).map(|e| bits_of::<1024>(e)).unwrap_or_default();
    }
    fn after(&mut self, p: &CacheLookup, table: &HashMap<u32, Vec<u8>>, rng: &mut ChaCha8Rng, cycle: u64) {
        if p.rsp_valid.val() && p.rsp_ready.val() {
            self.q.pop_front();
        }
        if p.lk_valid.val() && p.lk_ready.val() {
            let e = table.get(&(p.lk_index.val().to_u64() as u32)).cloned();
            self.q.push_back((cycle + rng.gen_range(1..=4), e));
        }
    }
}

/// The engine's frames: (fields, payload) per packet.
fn rtl_frames(s: &Setup, tun: Tuning, seed: u64) -> (Vec<(TxMeta, Vec<u8>)>, SqContext, Vec<Completion>) {
    let run = rtl_run(s, tun, seed, &[], false, &[], None);
    assert_eq!(run.n("doorbells_dropped"), 0, "no doorbell of a valid chunk is dropped");
    let Run { frames, sq, completions, .. } = run;
    (frames, SqContext::from_bytes(&sq).expect("the engine writes a valid context"), completions)
}

/// The engine's run: doorbells from `script` (QPN, producer; each once the previous was taken
/// and the engine went idle) or, with an empty script, the posted WQEs in random chunks.
/// Returns the frames, the final context's bytes and the engine's events per counter.
///
/// With `answer`, whenever the engine has gone quiet, it is handed first the responses of
/// `extra` (one each time; one with `after_sent` instead as soon as that many packets have
/// gone, quiet or not), then a positive ACK of a packet sent with AckReq that no ACK
/// covered yet (the newest, or one at random), as a responder answers, and the run goes on
/// until nothing is left to acknowledge; after each ACK, `una_psn` must be its PSN + 1.
///
/// With a `peer` (the setup's responder, `answer` too), the engine's k-th packet is taken to be
/// golden's k-th of the answered run (the caller checks the frames are) and given to the peer as
/// golden sent it; the peer's answers (ACKs, READ responses with their payloads, atomic ACKs)
/// go to the engine in order at random moments, instead of the harness's own ACKs.
fn rtl_run(s: &Setup, tun: Tuning, seed: u64, script: &[(u32, u32)], answer: bool, extra: &[Extra], mut peer: Option<&mut Endpoint>) -> Run {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut u = ReqEngine::default();
    u.connect_all();
    u.reset.next = true;
    rising_edge(&mut u, |u| &mut u.clock);
    u.reset.next = false;
    // Half the runs wait out the WQE cache's flush (its reads are not kept meanwhile).
    let cache_warm = seed & 1 == 0;
    if cache_warm {
        for _ in 0..1 << crate::wqe_cache::WQE_CACHE_LOG {
            rising_edge(&mut u, |u| &mut u.clock);
        }
    }
    let mut wqe_reads = Vec::new();
    let cfg = &s.local;
    u.enable.next = true;
    u.local_mac.next = bits_of::<48>(&cfg.mac);
    u.local_ip.next = match cfg.ip {
        std::net::IpAddr::V4(v4) => bits_of::<128>(&v4.octets()),
        std::net::IpAddr::V6(v6) => bits_of::<128>(&v6.octets()),
    };
    u.ip_v6.next = cfg.ip.is_ipv6();
    u.vlan_en.next = cfg.vlan.is_some();
    u.vlan_vid.next = (cfg.vlan.unwrap_or(0) as u64).into();
    u.pcp.next = (cfg.pcp as u64).into();
    u.dscp.next = (cfg.dscp as u64).into();
    u.ttl.next = (cfg.ttl as u64).into();
    u.cc_enabled.next = cfg.cc_enabled;
    (u.sport_per_qp.next, u.sport_fixed.next) = match cfg.udp_src_port {
        UdpSrcPort::PerQp => (true, 0.into()),
        UdpSrcPort::Fixed(p) => (false, (p as u64).into()),
    };
    u.window.next = (tun.window as u64).into();
    u.ack_every.next = (tun.ack_every as u64).into();
    let qpn = s.qpn;
    let mut sqc_table: HashMap<u32, Vec<u8>> = HashMap::from([(qpn, s.sqc.clone())]);
    let mut qpc_table: HashMap<u32, Vec<u8>> = HashMap::from([(qpn, s.qpc.clone())]);
    let (mut m_sqc, mut m_qpc, mut m_key) = (LookupModel::default(), LookupModel::default(), LookupModel::default());
    // DMA read model: requests in order; beats of the head request; a completion a cycle after
    // the last beat.
    let mut reads: VecDeque<(u64, u64, u64)> = VecDeque::new(); // (addr, len, beats sent)
    let mut cpl_at: Option<u64> = None;
    // The prefetcher's reads (addr, len, beats sent, the cycle its data may start) and their
    // completions' cycles.
    let mut pf_reads: VecDeque<(u64, u64, u64, u64)> = VecDeque::new();
    let mut pf_cpls: VecDeque<u64> = VecDeque::new();
    let mut pf_wqe_reads = Vec::new();
    let mut metas: Vec<TxMeta> = Vec::new();
    // Payload reads: (address, length, the packet's last piece).
    let mut pays: Vec<(u64, u64, bool)> = Vec::new();
    // Doorbells in random chunks.
    let mut rung = 0u32;
    let mut db_up = false;
    let mut db_qpn = qpn;
    let mut quiet = 0;
    let had_script = !script.is_empty();
    let mut script = script.iter().copied();
    let mut script_left = script.len();
    // PFC: the data priority paused in random stretches (other priorities' bits at random); a
    // packet starts (its record or its read taken first) only while not paused.
    let mut paused = false;
    let mut started = false;
    let mut pays_due = 0usize;
    let pcp = cfg.pcp as u32;
    // Responses: the ACK offered, and the packets an ACK covered.
    let mut rsp_up: Option<crate::rx_parser::RxMeta> = None;
    let mut acked_upto = 0usize;
    let qpc = QpContext::from_bytes(&s.qpc).expect("a valid QP context");
    let mut extra = extra.iter().copied().peekable();
    // The response up is one of `extra`; the packets sent when each of them was taken.
    let mut up_is_extra = false;
    let mut taken = Vec::new();
    let mut taken_at = Vec::new();
    let resp_of = |e: Extra| {
        // A response of the script: PSN relative to the first PSN.
        let mut r = crate::rx_parser::RxMeta::default();
        r.opcode = (e.opcode as u64).into();
        r.dest_qp = (qpn as u64).into();
        r.psn = ((qpc.npsn.add(e.psn_off).get()) as u64).into();
        r.syndrome = (e.syndrome as u64).into();
        r.pkey = ((qpc.pkey ^ e.pkey_xor) as u64).into();
        r
    };
    // After an ACK of PSN p every PSN up to p is acknowledged: `una_psn` is p + 1 once the
    // engine has taken it (checked when it is quiet again).
    let mut una_due: Option<u32> = None;
    // The key table (an `Extra` of opcode `REVOKE_KEYS` invalidates it).
    let mut keys = s.keys.clone();
    let mut fatal = Vec::new();
    let mut counts = [0usize; crate::req_counters::NUM];
    // The send CQ's registers (the consumer never moves: the ring holds every entry) and the
    // responder's completion writer, busy in random stretches; the entries' DMA writes
    // (request, beat, completion a few cycles later), their bytes by address.
    let (mut cq_prod, mut cq_err, mut cq_busy) = (0u32, false, false);
    let mut cq_writes: VecDeque<(u64, u64, u64)> = VecDeque::new(); // (addr, len, beats taken)
    let mut mem = s.mem.clone();
    // The peer's answers: records, and their payloads' beats (offered as soon as queued, as the
    // RX split may offer a payload before its record is taken).
    let mut peer_rsp: VecDeque<crate::rx_parser::RxMeta> = VecDeque::new();
    let mut peer_pay: VecDeque<(Vec<u8>, usize)> = VecDeque::new(); // (payload, beats taken)
    let mut fed_peer = 0usize;
    let mut cq_cpls: VecDeque<u64> = VecDeque::new();
    // The local-buffer writes (READ response payloads, atomics' original values) on their own
    // client, completing up to 150 cycles after their last beat; an entry's write may be
    // requested only once every local-buffer write requested before the entry's WQE retired
    // has completed (checked per entry: the writes not completed when it was requested were all
    // requested after the last retire before it).
    let mut lb_writes: VecDeque<(u64, u64, u64)> = VecDeque::new();
    let mut lb_cpls: VecDeque<u64> = VecDeque::new();
    let (mut lb_req, mut lb_done) = (0u64, 0u64);
    let mut entry_need: VecDeque<u64> = VecDeque::new();
    let mut cq_mem: HashMap<u64, Vec<u8>> = HashMap::new();
    let mut sent_at = Vec::new();
    // Cycles the first packet after a timeout waited in `Emit` for its paused priority (the
    // harness's random PFC pauses), recorded with each packet (0 for the others).
    let (mut fired, mut held, mut held_at) = (false, 0u64, Vec::new());
    let mut t_skip = 0u64;
    for cycle in 0..2_000_000u64 {
        if rng.gen_bool(0.05) {
            cq_busy = !cq_busy;
        }
        u.cq_busy.next = cq_busy;
        // The runs that do not wait out the reset's flush also see the driver's flushes at
        // random (a flush costs re-reads, never a different packet).
        u.wqe_flush.next = !cache_warm && rng.gen_bool(0.002);
        // The NIC's time: the cycle, plus the idle stretches skipped.
        let now = cycle + t_skip;
        u.time_now.next = (now & 0xFFFF_FFFF).into();
        u.cq.base.next = CQ_BASE.into();
        u.cq.log2.next = (s.cq_log2 as u64).into();
        u.cq.producer.next = (cq_prod as u64).into();
        u.cq.consumer.next = 0.into();
        u.cq.error.next = cq_err;
        u.cqw.req_ready.next = rng.gen_bool(0.5);
        u.cqw.ready.next = !cq_writes.is_empty() && rng.gen_bool(0.6);
        u.cqw.cpl_valid.next = cq_cpls.front().is_some_and(|&c| c <= cycle);
        u.cqw.cpl_status.next = 0.into();
        u.wr.req_ready.next = rng.gen_bool(0.5);
        u.wr.ready.next = !lb_writes.is_empty() && rng.gen_bool(0.6);
        u.wr.cpl_valid.next = lb_cpls.front().is_some_and(|&c| c <= cycle);
        u.wr.cpl_status.next = 0.into();
        if rng.gen_bool(0.01) {
            paused = !paused;
        }
        let others = rng.gen::<u8>() & !(1u8 << pcp);
        u.tx_pause.next = ((others | if paused { 1 << pcp } else { 0 }) as u64).into();
        if script_left > 0 {
            if !db_up && quiet > 10 {
                let (q, p) = script.next().unwrap();
                script_left -= 1;
                db_qpn = q;
                rung = p;
                db_up = true;
            }
        } else if !db_up && rung < s.posted && rng.gen_bool(0.02) {
            rung = (rung + rng.gen_range(1..=8)).min(s.posted);
            db_up = true;
        }
        u.db.valid.next = db_up;
        u.db.qpn.next = (db_qpn as u64).into();
        u.db.producer.next = (rung as u64).into();
        m_sqc.drive(&mut u.sqc, &mut rng, cycle);
        m_qpc.drive(&mut u.qpc, &mut rng, cycle);
        m_key.drive(&mut u.mkey, &mut rng, cycle);
        u.sqc_up.ready.next = rng.gen_bool(0.6);
        u.rd.req_ready.next = rng.gen_bool(0.6);
        let beat = reads.front().copied().filter(|&(_, len, k)| k < len.div_ceil(64)) .filter(|_| rng.gen_bool(0.7));
        u.rd.valid.next = beat.is_some();
        if let Some((addr, len, k)) = beat {
            let n = (len - 64 * k).min(64);
            let data = mem.read_vec(addr + 64 * k, n as usize).unwrap_or_else(|_| vec![0; n as usize]);
            u.rd.data.next = bits_of::<512>(&data);
            u.rd.keep.next = if n == 64 { Bits::<64>::from(u64::MAX) } else { Bits::<64>::from((1u64 << n) - 1) };
            u.rd.last.next = k + 1 == len.div_ceil(64);
        }
        u.rd.cpl_valid.next = cpl_at == Some(cycle);
        u.rd.cpl_status.next = 0.into();
        u.wpf_rd.req_ready.next = rng.gen_bool(0.6);
        let pf_beat = pf_reads.front().copied().filter(|&(_, len, k, at)| k < len.div_ceil(64) && at <= cycle).filter(|_| rng.gen_bool(0.7));
        u.wpf_rd.valid.next = pf_beat.is_some();
        if let Some((addr, len, k, _)) = pf_beat {
            let data = mem.read_vec(addr + 64 * k, 64).unwrap_or_else(|_| vec![0; 64]);
            u.wpf_rd.data.next = bits_of::<512>(&data);
            u.wpf_rd.keep.next = Bits::<64>::from(u64::MAX);
            u.wpf_rd.last.next = k + 1 == len.div_ceil(64);
        }
        u.wpf_rd.cpl_valid.next = pf_cpls.front().is_some_and(|&c| c <= cycle) && rng.gen_bool(0.7);
        u.wpf_rd.cpl_status.next = 0.into();
        u.key_pf_ready.next = rng.gen_bool(0.5);
        u.meta_ready.next = rng.gen_bool(0.5);
        u.pay_req_ready.next = rng.gen_bool(0.5);
        u.fatal.ready.next = rng.gen_bool(0.3);
        if extra.peek().is_some_and(|e| e.opcode == QP_TO_ERR && e.after_sent.is_some_and(|n| metas.len() >= n)) {
            // Not a response: the QP context goes to ERR (as the responder's engine or the
            // driver would move it).
            extra.next();
            let mut c = QpContext::from_bytes(&qpc_table[&qpn]).expect("a valid QP context");
            c.state = golden::verbs::QpState::Err;
            qpc_table.insert(qpn, c.to_bytes().to_vec());
        }
        if extra.peek().is_some_and(|e| e.opcode == REVOKE_KEYS && e.after_sent.is_some_and(|n| metas.len() >= n)) {
            // Not a response: the local regions are deregistered (every key entry invalid).
            extra.next();
            for b in keys.values_mut() {
                let mut k = MkeyEntry::from_bytes(b).expect("a valid key entry");
                k.valid = false;
                *b = k.to_bytes().to_vec();
            }
        }
        if let Some(e) = extra.peek().copied().filter(|e| rsp_up.is_none() && e.after_sent.is_some_and(|n| metas.len() >= n)) {
            extra.next();
            rsp_up = Some(resp_of(e));
            up_is_extra = true;
        }
        // With a script, responses wait for its last doorbell.
        let script_done = !had_script || (script_left == 0 && !db_up);
        if peer.is_some() {
            if rsp_up.is_none() && !peer_rsp.is_empty() && rng.gen_bool(0.3) {
                rsp_up = peer_rsp.pop_front();
            }
        } else if answer && script_done && rsp_up.is_none() && quiet > 10 && !extra.peek().is_some_and(|e| e.after_sent.is_some()) {
            if let Some(want) = una_due.take() {
                let c = SqContext::from_bytes(&sqc_table[&qpn]).expect("a valid context");
                assert_eq!(c.una_psn.get(), want, "cycle {cycle}: una_psn after an ACK");
            }
            // A responder that sent an RNR NAK sends nothing more until the packet comes again.
            let rnr_wait = SqContext::from_bytes(&sqc_table[&qpn]).expect("a valid context").rnr_wait;
            if let Some(e) = extra.next() {
                rsp_up = Some(resp_of(e));
                up_is_extra = true;
            } else if rnr_wait {
            } else if let Some(k) = {
                // An AckReq packet no ACK covered yet: the newest, or (half the time) one at
                // random, as a responder's ACKs of earlier AckReq packets arrive one by one.
                let due = ack_due(&metas, acked_upto, &sqc_table[&qpn]);
                if due.is_empty() {
                    None
                } else if rng.gen_bool(0.5) {
                    Some(due[rng.gen_range(0..due.len())])
                } else {
                    due.last().copied()
                }
            } {
                let mut r = crate::rx_parser::RxMeta::default();
                r.opcode = 0x11.into();
                r.dest_qp = (qpn as u64).into();
                r.psn = (psn_of(&metas[k]) as u64).into();
                r.syndrome = 0x1F.into();
                r.pkey = (qpc.pkey as u64).into();
                rsp_up = Some(r);
                acked_upto = k + 1;
                una_due = Some((psn_of(&metas[k]) + 1) & 0xFF_FFFF);
            }
        }
        // The payload stream: the head payload's beats.
        let pay_beat = peer_pay.front().filter(|_| rng.gen_bool(0.7)).map(|(p, k)| {
            let n = (p.len() - 64 * k).min(64);
            (p[64 * k..64 * k + n].to_vec(), 64 * k + n == p.len())
        });
        u.rsp_pay.tvalid.next = pay_beat.is_some();
        if let Some((b, last)) = &pay_beat {
            u.rsp_pay.tdata.next = bits_of::<512>(b);
            u.rsp_pay.tkeep.next = if b.len() == 64 { Bits::<64>::from(u64::MAX) } else { Bits::<64>::from((1u64 << b.len()) - 1) };
            u.rsp_pay.tlast.next = *last;
        }
        u.rsp_valid.next = rsp_up.is_some();
        u.rsp.next = rsp_up.unwrap_or_default();
        settle(&mut u);
        if u.rsp_valid.val() && u.rsp_ready.val() {
            rsp_up = None;
            if std::mem::take(&mut up_is_extra) {
                taken.push(metas.len());
                taken_at.push(cycle + t_skip);
            }
        }
        if u.rsp_pay.tvalid.val() && u.rsp_pay.tready.val() {
            let (p, k) = peer_pay.front_mut().expect("a beat offered");
            *k += 1;
            if 64 * *k >= p.len() {
                peer_pay.pop_front();
            }
        }
        if u.fatal.valid.val() && u.fatal.ready.val() {
            fatal.push(u.fatal.qpn.val().to_u64() as u32);
        }
        let ev = u.ev.val();
        assert!((!ev.wqe_errors || s.local_errors) && !ev.unsupported, "cycle {cycle}: an error event {:?}", ev.names());
        if ev.timeouts {
            (fired, held) = (true, 0);
        }
        if fired && paused && u.state.q.val() == ReqStep::Emit {
            held += 1;
        }
        let evb: Bits<{ crate::req_counters::NUM }> = ev.into();
        for (i, c) in counts.iter_mut().enumerate() {
            *c += evb.get_bit(i) as usize;
        }
        if u.db.valid.val() && u.db.ready.val() {
            db_up = false;
        }
        m_sqc.after(&u.sqc, &sqc_table, &mut rng, cycle);
        m_qpc.after(&u.qpc, &qpc_table, &mut rng, cycle);
        m_key.after(&u.mkey, &keys, &mut rng, cycle);
        // The send CQ: a slot is taken only while the responder writes no entry.
        if u.cq.inc.val() {
            assert!(!cq_busy, "cycle {cycle}: a send completion's slot taken while the responder writes one");
            assert_eq!(u.cq.sel.val().to_u64(), 0, "the QP's send CQ");
            cq_prod += 1;
        }
        cq_err |= u.cq.err_set.val();
        if u.cplq.push_valid.val() && u.cplq.push_ready.val() {
            entry_need.push_back(lb_req);
        }
        if u.cqw.req_valid.val() && u.cqw.req_ready.val() {
            let need = entry_need.pop_front().expect("an entry pushed");
            assert!(lb_done >= need, "cycle {cycle}: an entry requested with {lb_done} of the {need} local-buffer writes before it completed");
            let (addr, len) = (u.cqw.req_addr.val().to_u64(), u.cqw.req_len.val().to_u64());
            assert_eq!(len, golden::hostfmt::CQE_SIZE as u64);
            assert!(addr >= CQ_BASE && addr < CQ_BASE + ((golden::hostfmt::CQE_SIZE as u64) << s.cq_log2), "an entry outside the ring");
            cq_writes.push_back((addr, len, 0));
        }
        if u.cqw.valid.val() && u.cqw.ready.val() {
            let (addr, _, _) = cq_writes.pop_front().expect("a beat of a write request");
            assert!(u.cqw.last.val());
            cq_mem.insert(addr, bytes_of::<512>(u.cqw.data.val()));
            cq_cpls.push_back(cycle + rng.gen_range(1..20));
        }
        if u.cqw.cpl_valid.val() {
            cq_cpls.pop_front();
        }
        if u.wr.req_valid.val() && u.wr.req_ready.val() {
            let (addr, len) = (u.wr.req_addr.val().to_u64(), u.wr.req_len.val().to_u64());
            assert!(len > 0 && addr >= BUF && addr + len <= BUF + BUF_LEN, "a write outside the buffer: {addr:#x} + {len}");
            lb_writes.push_back((addr, len, 0));
            lb_req += 1;
        }
        if u.wr.valid.val() && u.wr.ready.val() {
            let (addr, len, k) = lb_writes.front_mut().expect("a beat of a write request");
            let at = *addr + 64 * *k;
            let n = (*len - 64 * *k).min(64) as usize;
            mem.write(at, &bytes_of::<512>(u.wr.data.val())[..n]).unwrap();
            *k += 1;
            let done = *k == len.div_ceil(64);
            assert_eq!(u.wr.last.val(), done, "cycle {cycle}: the last beat flagged on the request's last");
            if done {
                lb_writes.pop_front();
                lb_cpls.push_back(cycle + rng.gen_range(1..150));
            }
        }
        if u.wr.cpl_valid.val() {
            lb_cpls.pop_front();
            lb_done += 1;
        }
        if u.sqc_up.valid.val() && u.sqc_up.ready.val() {
            assert_eq!(u.sqc_up.index.val().to_u64() as u32, qpn);
            sqc_table.insert(qpn, bytes_of::<1024>(u.sqc_up.data.val())[..64].to_vec());
        }
        if u.rd.req_valid.val() && u.rd.req_ready.val() {
            reads.push_back((u.rd.req_addr.val().to_u64(), u.rd.req_len.val().to_u64(), 0));
            wqe_reads.push((u.rd.req_addr.val().to_u64(), u.rd.req_len.val().to_u64()));
        }
        if u.wpf_rd.req_valid.val() && u.wpf_rd.req_ready.val() {
            let (a, l) = (u.wpf_rd.req_addr.val().to_u64(), u.wpf_rd.req_len.val().to_u64());
            pf_reads.push_back((a, l, 0, cycle + rng.gen_range(1..60)));
            pf_wqe_reads.push((a, l));
        }
        if u.wpf_rd.valid.val() && u.wpf_rd.ready.val() {
            let h = pf_reads.front_mut().unwrap();
            h.2 += 1;
            if h.2 == h.1.div_ceil(64) {
                pf_cpls.push_back(cycle + rng.gen_range(1..4));
                pf_reads.pop_front();
            }
        }
        if u.wpf_rd.cpl_valid.val() {
            pf_cpls.pop_front();
        }
        if u.rd.valid.val() && u.rd.ready.val() {
            let h = reads.front_mut().unwrap();
            h.2 += 1;
            if h.2 == h.1.div_ceil(64) {
                cpl_at = Some(cycle + 1);
                reads.pop_front();
            }
        }
        let took_meta = u.meta_valid.val() && u.meta_ready.val();
        let took_pay = u.pay_req_valid.val() && u.pay_req_ready.val();
        if (took_meta || took_pay) && !started {
            assert!(!paused, "cycle {cycle}: a packet started while its priority is paused");
        }
        if took_meta {
            metas.push(u.meta.val());
            sent_at.push(cycle + t_skip);
            held_at.push(if fired { held } else { 0 });
            fired = false;
            if let Some(p) = peer.as_deref_mut() {
                // The peer takes golden's frame of this packet and answers.
                let f = s.answered_raw.get(fed_peer).expect("no more packets than golden's answered run");
                fed_peer += 1;
                p.receive(cycle, f);
                while let Some(r) = p.transmit(cycle) {
                    let (m, pay) = rx_meta_of(&r);
                    if !pay.is_empty() {
                        peer_pay.push_back((pay, 0));
                    }
                    peer_rsp.push_back(m);
                }
            }
            pays_due += u.meta.val().payload_len.any() as usize;
        }
        if took_pay {
            let len = u.pay_req_len.val().to_u64();
            assert!(len > 0, "cycle {cycle}: an empty payload read");
            pays.push((u.pay_req_addr.val().to_u64(), len, u.pay_req_last.val()));
        }
        // Started: one of the packet's handshakes done, another still due.
        started = pays_due != pays.iter().filter(|p| p.2).count() || pays.last().is_some_and(|p| !p.2);
        rising_edge(&mut u, |u| &mut u.clock);
        let fed = if had_script { script_left == 0 } else { rung == s.posted };
        if !db_up && u.idle.val() && reads.is_empty() {
            quiet += 1;
            // Quiet with the timer armed and every doorbell rung: time skips to shortly before
            // its deadline (the NIC's time input is the harness's, as the cosimulation skips
            // idle stretches). Not before the last doorbell: golden posted every WR at once.
            if s.timed && fed && quiet > 20 {
                let c = SqContext::from_bytes(&sqc_table[&qpn]).expect("a valid context");
                let ahead = c.deadline.wrapping_sub(((cycle + t_skip) & 0xFFFF_FFFF) as u32) as i32;
                if c.timer_armed && ahead > 100 {
                    t_skip += ahead as u64 - 50;
                }
            }
            let answered = if peer.is_some() {
                rsp_up.is_none() && peer_rsp.is_empty() && peer_pay.is_empty()
            } else {
                !answer || (rsp_up.is_none() && extra.peek().is_none() && ack_due(&metas, acked_upto, &sqc_table[&qpn]).is_empty())
            };
            // A timed run waits for its timers until the retries ran out.
            let timers_done = !s.timed || SqContext::from_bytes(&sqc_table[&qpn]).is_ok_and(|c| c.error);
            if fed && answered && timers_done && quiet > 50 {
                break;
            }
        } else {
            quiet = 0;
        }
    }
    assert!(quiet > 50, "the engine never settled: state {:?}, {} frames", u.state.q.val(), metas.len());
    // Pair each record with its payload read, in order.
    let mut pays = pays.into_iter();
    let frames = metas
        .into_iter()
        .map(|m| {
            let plen = m.payload_len.to_u64();
            let payload = if plen > 0 {
                // Its pieces, to the one flagged last.
                let mut b = Vec::new();
                loop {
                    let (addr, len, last) = pays.next().expect("a payload read per packet with payload");
                    b.extend(mem.read_vec(addr, len as usize).expect("payload inside host memory"));
                    if last {
                        break;
                    }
                }
                assert_eq!(b.len() as u64, plen, "the pieces' bytes are the packet's");
                b
            } else {
                Vec::new()
            };
            (normalized(m), payload)
        })
        .collect();
    assert!(pays.next().is_none(), "a payload read without its record");
    // The send CQ's entries, oldest first, each written (owner bit of its pass).
    assert!(!cq_err || s.cq_log2 < CQ_LOG2, "the send CQ overran");
    let completions = (0..cq_prod)
        .map(|n| {
            let addr = CQ_BASE + ((n as u64 % (1 << s.cq_log2)) * golden::hostfmt::CQE_SIZE as u64);
            let b = cq_mem.get(&addr).unwrap_or_else(|| panic!("entry {n}'s slot taken but never written"));
            golden::hostfmt::decode_cqe(b, n, s.cq_log2).expect("a valid entry").expect("the entry of this pass")
        })
        .collect();
    Run { fatal, frames, sq: sqc_table[&qpn].clone(), counts, taken, taken_at, completions, mem, sent_at, held_at, wqe_reads, pf_wqe_reads, cache_warm }
}

/// The packets from `from` on sent with AckReq whose PSN the engine has not seen acknowledged
/// (at or after the context's `una_psn`): those an answering responder still ACKs.
fn ack_due(metas: &[TxMeta], from: usize, sqc: &[u8]) -> Vec<usize> {
    let c = SqContext::from_bytes(sqc).expect("a valid context");
    if c.error {
        // A send queue in error takes no ACK (golden's QP is in ERR): none is due.
        return Vec::new();
    }
    let una = c.una_psn.get();
    (from..metas.len()).filter(|&k| metas[k].ack_req && (psn_of(&metas[k]).wrapping_sub(una) & 0xFF_FFFF) < 1 << 23).collect()
}

/// What a run of the engine did.
struct Run {
    /// The packets (record and payload).
    frames: Vec<(TxMeta, Vec<u8>)>,
    /// The QPs raised to the responder's engine as fatal (`fatal`), in order.
    fatal: Vec<u32>,
    /// The cycle each packet's record was taken.
    sent_at: Vec<u64>,
    /// For the first packet after a timeout: the cycles it waited in `Emit` while its priority
    /// was paused (the harness's random PFC); 0 for the others.
    held_at: Vec<u64>,
    /// The final send-queue context's bytes.
    sq: Vec<u8>,
    /// The engine's events, counted per requester counter slot (`golden::regs::req_counters`).
    counts: [usize; crate::req_counters::NUM],
    /// For each response of `extra`, the packets sent when the engine took it.
    taken: Vec<usize>,
    /// For each response of `extra`, the time (`time_now`) the engine took it.
    taken_at: Vec<u64>,
    /// The entries written into the send CQ, in slot order.
    completions: Vec<Completion>,
    /// Host memory after the run (READ results and atomics' original values written).
    mem: HostMemory,
    /// The WQE reads (address, bytes), in order.
    wqe_reads: Vec<(u64, u64)>,
    /// The WQE prefetcher's reads (address, length).
    pf_wqe_reads: Vec<(u64, u64)>,
    /// The run waited for the WQE cache's flush after the reset (half the seeds) before
    /// enabling the engine, so every WQE read could be kept (the other half also flush the
    /// cache at random moments).
    cache_warm: bool,
}

/// A response frame as the RX parser hands it to the requester: the fields the engine reads,
/// and the payload.
fn rx_meta_of(f: &[u8]) -> (crate::rx_parser::RxMeta, Vec<u8>) {
    let r = FrameRepr::parse(f).expect("the peer's frame parses");
    let mut m = crate::rx_parser::RxMeta::default();
    m.opcode = (r.roce.bth.opcode.as_u8() as u64).into();
    m.dest_qp = (r.roce.bth.dest_qp as u64).into();
    m.psn = (r.roce.bth.psn as u64).into();
    m.pkey = (r.roce.bth.pkey as u64).into();
    m.syndrome = (r.roce.aeth.map(|a| a.syndrome.to_byte().expect("a valid syndrome")).unwrap_or(0) as u64).into();
    m.atomic_orig = r.roce.atomic_ack_eth.map(|a| a.orig).unwrap_or(0).into();
    m.payload_len = (r.roce.payload.len() as u64).into();
    (m, r.roce.payload.clone())
}

/// An `Extra`'s opcode that is no response: the harness invalidates every key entry instead
/// (the local regions deregistered while work is in flight).
const REVOKE_KEYS: u8 = 0;
/// An `Extra`'s opcode that is no response: the harness moves the QP context to ERR.
const QP_TO_ERR: u8 = 1;

/// A response the harness hands the engine besides the ACKs of an answering peer.
#[derive(Clone, Copy, Debug)]
struct Extra {
    /// PSN, from the first PSN of the QP.
    psn_off: u32,
    opcode: u8,
    syndrome: u8,
    /// XORed into the QP's P_Key.
    pkey_xor: u16,
    /// Handed over as soon as this many packets have gone (quiet or not); None: once the
    /// engine is quiet.
    after_sent: Option<usize>,
}

impl Extra {
    /// Handed over once the engine is quiet.
    fn quiet(psn_off: u32, opcode: u8, syndrome: u8, pkey_xor: u16) -> Extra {
        Extra { psn_off, opcode, syndrome, pkey_xor, after_sent: None }
    }
}

impl Run {
    /// The count of the requester counter called `name`.
    fn n(&self, name: &str) -> usize {
        self.counts[golden::regs::req_counters::index(name).expect("a requester counter")]
    }
}

fn arb_wr(t: QpType) -> impl Strategy<Value = SendWr> {
    let op = prop_oneof![
        Just(SendOp::Send),
        any::<u32>().prop_map(|imm| SendOp::SendWithImm { imm }),
        Just(SendOp::Write { remote_addr: BUF, rkey: 0x1234 }),
        any::<u32>().prop_map(|imm| SendOp::WriteWithImm { remote_addr: BUF + 8, rkey: 0x99, imm }),
        Just(SendOp::Read { remote_addr: BUF + 64, rkey: 0x77 }),
        any::<u64>().prop_map(|add| SendOp::FetchAdd { remote_addr: BUF + 16, rkey: 5, add }),
        (any::<u64>(), any::<u64>()).prop_map(|(compare, swap)| SendOp::CompareSwap { remote_addr: BUF + 24, rkey: 6, compare, swap }),
        any::<u32>().prop_map(|rkey| SendOp::SendWithInv { rkey }),
    ];
    (
        (op, prop_oneof![3 => 0u32..300, 1 => 0u32..20_000], 0u64..0x1000, any::<bool>(), any::<bool>(), any::<bool>(), prop_oneof![3 => Just(true), 1 => Just(false)], any::<bool>()),
        prop_oneof![2 => Just(vec![]), 1 => proptest::collection::vec(0u32..20_000, 1..4)],
    )
        .prop_filter_map(
        "service",
        move |((op, len, off, fence, solicited, no_sge, signaled, own_qkey), cuts)| {
            let uc_ok = matches!(op, SendOp::Send | SendOp::SendWithImm { .. } | SendOp::Write { .. } | SendOp::WriteWithImm { .. });
            let ud_ok = matches!(op, SendOp::Send | SendOp::SendWithImm { .. });
            if (t == QpType::Uc && !uc_ok) || (t == QpType::Ud && !ud_ok) {
                return None;
            }
            // A UD message fits its QP's MTU (1024 here; golden refuses a longer one at post).
            let len = if op.is_atomic() { 8 } else if t == QpType::Ud { len % 1025 } else { len };
            // READs and atomics write into the buffer's upper half, which nothing sends from: a
            // SEND's payload never depends on when an earlier READ's answer lands.
            let base = if op.is_read_or_atomic() { BUF + BUF_LEN / 2 } else { BUF };
            let mut sges = if no_sge && !op.is_atomic() { vec![] } else { vec![Sge { addr: base + off * 8, length: len, lkey: 0 }] };
            if !cuts.is_empty() && !op.is_atomic() && !sges.is_empty() {
                // A gather list (a READ's: scatter list) of up to four SGEs (a 128-byte slot's
                // worth), each 32 KB apart in the buffer's half, cut at random points (empty
                // pieces allowed).
                let mut at: Vec<u32> = cuts.iter().map(|c| c % (len + 1)).collect();
                at.push(0);
                at.push(len);
                at.sort_unstable();
                sges = at.windows(2).enumerate().map(|(k, w)| Sge { addr: base + off * 8 + 0x8000 * k as u64, length: w[1] - w[0], lkey: 0 }).collect();
            }
            // UD: the destination is filled in by `setup_one`; the WR picks its Q_Key here (the
            // QP's own, bit 31, or the peer's).
            let ud = (t == QpType::Ud).then_some(UdDest {
                av: AddressVector { mac: [0; 6], ip: std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED) },
                remote_qpn: 0,
                remote_qkey: if own_qkey { 0x8000_0000 } else { UD_QKEY },
            });
            Some(SendWr { wr_id: off, op, sges, signaled, solicited, fence, ud })
        },
    )
}

const MTUS: [Mtu; 5] = [Mtu::Mtu256, Mtu::Mtu512, Mtu::Mtu1024, Mtu::Mtu2048, Mtu::Mtu4096];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn the_engine_sends_what_golden_sends(
        svc in 0usize..3,
        m in 0usize..5,
        psn0 in prop_oneof![0u32..1 << 24, (1u32 << 24) - 40..1 << 24],
        max_rd_atomic in 0u8..=4,
        wrs_rc in proptest::collection::vec(arb_wr(QpType::Rc), 1..24),
        wrs_uc in proptest::collection::vec(arb_wr(QpType::Uc), 1..24),
        wrs_ud in proptest::collection::vec(arb_wr(QpType::Ud), 1..24),
        window in prop_oneof![Just(128u32), 1u32..40],
        ack_every in prop_oneof![Just(64u32), 1u32..8],
        seed in any::<u64>(),
    ) {
        let tun = Tuning { window, ack_every };
        let (t, wrs) = match svc {
            0 => (QpType::Rc, wrs_rc),
            1 => (QpType::Uc, wrs_uc),
            _ => (QpType::Ud, wrs_ud),
        };
        let rc = t == QpType::Rc;
        let mtu = if t == QpType::Ud { Mtu::Mtu1024 } else { MTUS[m] };
        let s = setup(t, mtu, psn0, max_rd_atomic, tun, &wrs);
        let (got, sq, completions) = rtl_frames(&s, tun, seed);
        prop_assert_eq!(got.len(), s.frames.len(), "packets sent before the gate held");
        if rc {
            // Nothing is acknowledged, so nothing completes.
            prop_assert!(completions.is_empty());
        } else {
            // UC and UD complete every WQE as its last packet leaves, as golden does.
            prop_assert_eq!(&completions, &s.completions);
            prop_assert_eq!((sq.sq_retire, sq.una_psn, sq.retire_psn), (s.posted, sq.npsn, sq.npsn));
        }
        for (i, (g, w)) in got.iter().zip(&s.frames).enumerate() {
            prop_assert!(g.0 == w.0, "packet {} of {}: RTL vs golden: {}", i, got.len(), meta_diff(&g.0, &w.0));
            prop_assert_eq!(&g.1, &w.1, "packet {} payload", i);
        }
        prop_assert!(sq.check().is_ok(), "{:?}", sq.check());
        prop_assert_eq!(sq.sq_producer, s.posted);
        prop_assert!(!sq.scheduled, "a QP that is not queued has its flag clear");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    /// RC SENDs and WRITEs with the peer answering: each ACK retires the WQEs it covers (the
    /// engine walks them from the oldest, reading each back from the ring) and reopens the
    /// window, so the engine sends every packet golden sends against an answering peer, and
    /// its context ends with everything retired and acknowledged, no timer armed, not queued.
    #[test]
    fn acks_retire_work_and_reopen_the_window(
        m in 0usize..5,
        psn0 in prop_oneof![0u32..1 << 24, (1u32 << 24) - 40..1 << 24],
        wrs in proptest::collection::vec(arb_wr(QpType::Rc), 1..24),
        window in prop_oneof![Just(128u32), 8u32..40],
        ack_every in prop_oneof![Just(64u32), 1u32..8],
        seed in any::<u64>(),
    ) {
        // READs and atomics wait for answers this engine does not take yet; a SEND with
        // invalidate names a key the peer does not have (it answers with a NAK).
        let wrs: Vec<SendWr> = wrs.into_iter().filter(|w| !w.op.is_read_or_atomic() && !matches!(w.op, SendOp::SendWithInv { .. })).collect();
        let tun = Tuning { window, ack_every };
        let s = setup(QpType::Rc, MTUS[m], psn0, 1, tun, &wrs);
        let run = rtl_run(&s, tun, seed, &[], true, &[], None);
        let Run { frames: got, sq, .. } = &run;
        let sq = SqContext::from_bytes(sq).expect("a valid context");
        prop_assert_eq!(got.len(), s.answered.len(), "packets sent");
        // Its counters: every packet sent once, every WQE retired once, every ACK taken.
        prop_assert_eq!(run.n("requests_sent"), got.len());
        prop_assert_eq!(run.n("retransmissions"), 0);
        prop_assert_eq!(run.n("wqes_retired"), s.posted as usize);
        prop_assert_eq!(run.n("acks_received") > 0, s.posted > 0, "ACKs taken exactly when there was work");
        prop_assert_eq!(run.n("naks_received") + run.n("go_backs") + run.n("drops_stale_response"), 0);
        for (i, (g, w)) in got.iter().zip(&s.answered).enumerate() {
            prop_assert!(g.0 == w.0, "packet {} of {}: RTL vs golden: {}", i, got.len(), meta_diff(&g.0, &w.0));
            prop_assert_eq!(&g.1, &w.1, "packet {} payload", i);
        }
        prop_assert!(sq.check().is_ok(), "{:?}", sq.check());
        prop_assert_eq!((sq.sq_producer, sq.sq_next, sq.sq_retire), (s.posted, s.posted, s.posted));
        prop_assert_eq!((sq.una_psn, sq.retire_psn, sq.max_psn), (sq.npsn, sq.npsn, sq.npsn));
        // Every signaled WQE completed, in order, as golden completes it (every field).
        prop_assert_eq!(&run.completions, &s.completions);
        prop_assert_eq!(run.completions.len(), wrs.iter().filter(|w| w.signaled).count());
        prop_assert!(!sq.scheduled && !sq.timer_armed, "{:?}", sq);
        // The WQE cache: with its flush over before the first doorbell, each WQE is read from
        // host memory at most once by the engine (the walk and later packets find it on chip),
        // at most once by the prefetcher (the doorbell that posts it; the engine's turn may
        // come before the prefetch's data), and at least once; an engine's read fetches the
        // WQEs posted after it in its group of 16 slots, a prefetch the WQEs its doorbell posts
        // in their group of 8.
        // (A gather list, read once per packet of a WQE of two or more SGEs, starts after its
        // slot's header beat.)
        let (lists, wqe_reads): (Vec<(u64, u64)>, Vec<(u64, u64)>) = run.wqe_reads.iter().partition(|(a, _)| (a - SQ_BASE) % 128 == 64);
        for (a, l) in &lists {
            prop_assert!(l % 16 == 0 && (32..=64).contains(l), "gather list read {:#x}+{}", a, l);
        }
        for i in 0..s.posted as u64 {
            let at = SQ_BASE + i * 128;
            let n = wqe_reads.iter().filter(|(a, l)| *a <= at && at + 128 <= a + l).count();
            let p = run.pf_wqe_reads.iter().filter(|(a, l)| *a <= at && at + 128 <= a + l).count();
            prop_assert!(!run.cache_warm || n <= 1, "WQE {} read {} times: {:?}", i, n, run.wqe_reads);
            prop_assert!(p <= 1, "WQE {} prefetched {} times: {:?}", i, p, run.pf_wqe_reads);
            prop_assert!(n + p >= 1, "WQE {} never read", i);
        }
        prop_assert!(s.posted == 0 || !run.pf_wqe_reads.is_empty(), "the first doorbell's WQEs are prefetched");
        for (a, l) in &run.pf_wqe_reads {
            prop_assert!(*l >= 128 && *l <= 1024 && l % 128 == 0 && (a - SQ_BASE) / 1024 == (a + l - 1 - SQ_BASE) / 1024, "prefetch {:#x}+{}", a, l);
            prop_assert!(a + l <= SQ_BASE + 128 * s.posted as u64, "prefetch {:#x}+{} of WQEs not posted", a, l);
        }
        for (a, l) in &wqe_reads {
            prop_assert!(*l >= 128 && *l <= 2048 && l % 128 == 0 && (a - SQ_BASE) / 2048 == (a + l - 1 - SQ_BASE) / 2048, "read {:#x}+{}", a, l);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    /// RC work of every kind (but SEND with invalidate, whose key the peer does not have), golden's
    /// responder answering every packet the engine sends with what it sends (ACKs, READ
    /// responses with their payloads, atomic ACKs), at random moments: the engine sends every
    /// packet golden's requester sends in the same exchange, the READ results and the atomics'
    /// original values land in the local buffers (the memory ends as golden's requester's),
    /// every signaled WR completes as golden completes it, and the context ends with everything
    /// retired and nothing outstanding.
    #[test]
    fn reads_and_atomics_are_answered_into_the_local_buffers(
        m in 0usize..5,
        psn0 in prop_oneof![0u32..1 << 24, (1u32 << 24) - 40..1 << 24],
        max_rd_atomic in 1u8..=4,
        wrs in proptest::collection::vec(arb_wr(QpType::Rc), 1..24),
        window in prop_oneof![Just(128u32), 8u32..40],
        ack_every in prop_oneof![Just(64u32), 1u32..8],
        seed in any::<u64>(),
    ) {
        let wrs: Vec<SendWr> = wrs.into_iter().filter(|w| !matches!(w.op, SendOp::SendWithInv { .. })).collect();
        let tun = Tuning { window, ack_every };
        let mut s = setup(QpType::Rc, MTUS[m], psn0, max_rd_atomic, tun, &wrs);
        let mut peer = s.peer.take().expect("the unanswered setup's responder");
        let run = rtl_run(&s, tun, seed, &[], true, &[], Some(&mut peer));
        prop_assert_eq!(run.frames.len(), s.answered.len(), "packets sent");
        for (i, (g, w)) in run.frames.iter().zip(&s.answered).enumerate() {
            prop_assert!(g.0 == w.0, "packet {} of {}: RTL vs golden: {}", i, run.frames.len(), meta_diff(&g.0, &w.0));
            prop_assert_eq!(&g.1, &w.1, "packet {} payload", i);
        }
        let want_mem = s.answered_mem.as_ref().expect("the answered run's memory");
        prop_assert!(
            run.mem.read_vec(BUF, BUF_LEN as usize).unwrap() == want_mem.read_vec(BUF, BUF_LEN as usize).unwrap(),
            "the local buffers differ from golden's requester's"
        );
        prop_assert_eq!(&run.completions, &s.completions);
        prop_assert_eq!(run.n("wqes_retired"), s.posted as usize);
        prop_assert_eq!(run.n("drops_stale_response") + run.n("drops_bad_response") + run.n("naks_received"), 0);
        let sq = SqContext::from_bytes(&run.sq).expect("a valid context");
        prop_assert_eq!((sq.sq_producer, sq.sq_next, sq.sq_retire), (s.posted, s.posted, s.posted));
        prop_assert_eq!((sq.una_psn, sq.retire_psn, sq.max_psn), (sq.npsn, sq.npsn, sq.npsn));
        prop_assert_eq!(sq.rd_atomic_out, 0);
        prop_assert!(!sq.scheduled && !sq.timer_armed, "{:?}", sq);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    /// A peer that never answers: the retransmission timer (1024 * 2^timeout cycles after the
    /// first packet of a pass) sends everything again from the oldest PSN, `retry_cnt` times,
    /// exactly as golden's requester does (every frame of every pass compared), each pass
    /// starting one timeout after the one before (plus the ring's lap and the turn: at most 500
    /// cycles, not counting the cycles the harness's random PFC pause held the pass's first
    /// packet, which can last hundreds of cycles); the last timeout finds no retry left: the
    /// oldest WQE completes RetryExcErr and the rest WrFlushErr, as golden's, and the QP is
    /// raised to the responder's engine. Every WR kind, READs and atomics included (a READ goes
    /// again for the whole message, an atomic with its PSN).
    #[test]
    fn a_silent_peer_times_out_and_the_engine_goes_back_as_golden_does(
        m in 0usize..5,
        psn0 in prop_oneof![0u32..1 << 24, (1u32 << 24) - 40..1 << 24],
        max_rd_atomic in 1u8..=4,
        wrs in proptest::collection::vec(arb_wr(QpType::Rc), 1..12),
        window in prop_oneof![Just(128u32), 8u32..40],
        ack_every in prop_oneof![Just(64u32), 1u32..8],
        timeout in 5u8..=6,
        retry_cnt in 1u8..=3,
        seed in any::<u64>(),
    ) {
        let tun = Tuning { window, ack_every };
        let s = setup_one(QpType::Rc, MTUS[m], psn0, max_rd_atomic, tun, &wrs, false, Some((timeout, retry_cnt)));
        let run = rtl_run(&s, tun, seed, &[], false, &[], None);
        prop_assert_eq!(
            run.frames.len(),
            s.frames.len(),
            "packets sent: RTL (PSN, cycle) {:?}, golden's PSNs {:?}",
            run.frames.iter().zip(&run.sent_at).map(|(f, t)| (psn_of(&f.0), *t)).collect::<Vec<_>>(),
            s.frames.iter().map(|f| psn_of(&f.0)).collect::<Vec<_>>()
        );
        for (i, (g, w)) in run.frames.iter().zip(&s.frames).enumerate() {
            prop_assert!(g.0 == w.0, "packet {} of {}: RTL vs golden: {}", i, run.frames.len(), meta_diff(&g.0, &w.0));
            prop_assert_eq!(&g.1, &w.1, "packet {} payload", i);
        }
        // The passes: each starts with the first PSN again.
        let starts: Vec<usize> = (0..run.frames.len()).filter(|&i| psn_of(&run.frames[i].0) == psn0).collect();
        prop_assert_eq!(starts.len(), retry_cnt as usize + 1, "one pass, then one per retry");
        let rto = 1024u64 << timeout;
        for w in starts.windows(2) {
            let gap = run.sent_at[w[1]] - run.sent_at[w[0]];
            let held = run.held_at[w[1]];
            prop_assert!(
                gap >= rto && gap - held <= rto + 500,
                "a pass {} cycles after the one before ({} of them held by a PFC pause; timeout {} cycles)",
                gap,
                held,
                rto
            );
        }
        prop_assert_eq!(run.n("timeouts"), retry_cnt as usize + 1);
        prop_assert_eq!(run.n("unsupported"), 0);
        prop_assert_eq!(run.n("retransmissions"), run.frames.len() - starts[1]);
        prop_assert_eq!(run.n("go_backs"), 0);
        // The last timeout finds no retry left: the oldest WQE completes RetryExcErr and every
        // one after it WrFlushErr, signaled or not, each as golden's.
        prop_assert_eq!(&run.completions, &s.completions);
        prop_assert_eq!(run.completions.len() as u32, s.posted);
        prop_assert_eq!(run.completions[0].status, golden::verbs::WcStatus::RetryExcErr);
        prop_assert!(run.completions[1..].iter().all(|c| c.status == golden::verbs::WcStatus::WrFlushErr));
        let sq = SqContext::from_bytes(&run.sq).expect("a valid context");
        prop_assert_eq!(sq.retry_left, 0);
        prop_assert!(sq.error && sq.sq_retire == s.posted && sq.sq_next == s.posted, "the send queue in error, everything retired: {:?}", sq);
        prop_assert_eq!(&run.fatal, &vec![s.qpn], "the QP raised once to the responder's engine");
        prop_assert!(!sq.timer_armed && !sq.timer_queued, "the timer stopped and its entry left the ring: {:?}", sq);
    }
}

#[test]
fn exports_and_lints_clean() {
    crate::export::export_and_lint("roce_req_engine", ReqEngine::default(), &["-Wno-UNUSEDSIGNAL", "-Wno-UNOPTFLAT"]).unwrap_or_else(|e| panic!("{e}"));
}

/// Directed: five one-packet SENDs into a window of 2 PSNs (and of 3): golden and the engine
/// both send as many as the window holds, then hold.
#[test]
fn holds_at_the_window() {
    for window in [2u32, 3] {
        let wrs: Vec<SendWr> = (0..5)
            .map(|i| SendWr { wr_id: i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 10, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None })
            .collect();
        let tun = Tuning { window, ack_every: 64 };
        let s = setup(QpType::Rc, Mtu::Mtu1024, 100, 1, tun, &wrs);
        assert_eq!(s.frames.len(), window as usize, "golden sends what the window holds");
        let (got, sq, _) = rtl_frames(&s, tun, 1);
        assert_eq!(got.len(), s.frames.len());
        assert_eq!(sq.sq_next, window, "the cursor stops at the first WQE held");
        assert!(!sq.scheduled);
    }
}

/// Bad doorbells are dropped, counted, and change nothing: a producer that would overfill the
/// ring, one behind the send cursor, and a QPN of 2^16 or more; a good doorbell after them
/// still sends.
#[test]
fn drops_bad_doorbells() {
    let wrs: Vec<SendWr> = (0..4)
        .map(|i| SendWr { wr_id: i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 10, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 64 };
    let s = setup(QpType::Rc, Mtu::Mtu1024, 100, 1, tun, &wrs);
    assert_eq!(s.frames.len(), 4);
    let q = s.qpn;
    let ring = 1u32 << LOG_SIZE;
    // 3 sent; then: overfull, behind the cursor (3 -> 2), a QPN out of range; then the 4th.
    let script = [(q, 3), (q, ring + 1), (q, 2), (q | 1 << 16, 4), (q, 4)];
    let run = rtl_run(&s, tun, 7, &script, false, &[], None);
    assert_eq!(run.n("doorbells_dropped"), 3, "three doorbells dropped");
    let Run { frames: got, sq, .. } = run;
    let sq = SqContext::from_bytes(&sq).expect("a valid context");
    assert_eq!(got.len(), 4, "the good doorbells' WQEs are sent");
    for (i, (g, w)) in got.iter().zip(&s.frames).enumerate() {
        assert!(g.0 == w.0, "packet {i}: {}", meta_diff(&g.0, &w.0));
    }
    assert_eq!((sq.sq_producer, sq.sq_next), (4, 4));
}

/// A ring the context does not set up (stride 0) or whose slots are not 128..4096 bytes
/// (stride 6 or 13): its doorbells are dropped and nothing is sent.
#[test]
fn drops_doorbells_of_a_bad_ring() {
    let wrs: Vec<SendWr> = (0..2)
        .map(|i| SendWr { wr_id: i, op: SendOp::Send, sges: vec![], signaled: true, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 64 };
    for stride in [0u8, 6, 13] {
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, 100, 1, tun, &wrs);
        s.sqc[golden::context::sqc_off::SQ_LOG_STRIDE] = stride;
        let run = rtl_run(&s, tun, 3, &[(s.qpn, 2)], false, &[], None);
        let Run { frames: got, sq, .. } = &run;
        assert_eq!((run.n("doorbells_dropped"), got.len()), (1, 0), "stride {stride}");
        assert_eq!(*sq, s.sqc, "stride {stride}: the context is left as it was");
    }
}

/// Directed: responses the requester must not act on, before the ACKs that do: a P_Key that
/// differs (dropped, as golden drops it before `on_response`), a PSN beyond the first never sent
/// and one before the window (stale), an ACK of the PSN before the first (acknowledges nothing:
/// stale), an AETH with a reserved syndrome and a response opcode outside the requester's
/// (bad), a READ response and an atomic ACK of a SEND's PSN (no READ or atomic waits: stale, as
/// golden's `on_read_response` and atomic ACK find). None changes the context: afterwards the ACKs retire everything as without them.
#[test]
fn responses_to_ignore_are_counted_and_change_nothing() {
    let wrs: Vec<SendWr> = (0..6)
        .map(|i| SendWr { wr_id: i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 3000, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 8, ack_every: 64 };
    let s = setup(QpType::Rc, Mtu::Mtu1024, (1 << 24) - 5, 1, tun, &wrs);
    assert_eq!(s.frames.len(), 6, "golden stops at the window (two messages of three packets)");
    // (PSN offset from the first PSN, opcode, syndrome, P_Key xor)
    let extra = [
        Extra::quiet(2, 0x11, 0x1F, 0x0100),
        Extra::quiet(8, 0x11, 0x1F, 0),
        Extra::quiet((1 << 24) - 3, 0x11, 0x1F, 0),
        Extra::quiet((1 << 24) - 1, 0x11, 0x1F, 0),
        Extra::quiet(2, 0x11, 0x40, 0),
        Extra::quiet(2, 0x13, 0x1F, 0),
        Extra::quiet(0, 0x10, 0, 0),
        Extra::quiet(0, 0x12, 0x1F, 0),
    ];
    let run = rtl_run(&s, tun, 5, &[], true, &extra, None);
    let counted = |n: &str| run.n(n);
    assert_eq!(
        (counted("drops_bad_pkey"), counted("drops_stale_response"), counted("drops_bad_response")),
        (1, 5, 2),
        "P_Key drops, stale, bad"
    );
    assert_eq!(counted("drops_unknown_qp") + counted("drops_bad_state"), 0);
    let Run { frames, sq, .. } = run;
    assert_eq!(frames.len(), s.answered.len(), "the ACKs after them retire everything");
    let sq = SqContext::from_bytes(&sq).unwrap();
    assert_eq!((sq.sq_retire, sq.una_psn), (6, sq.npsn));
}

/// Directed: an ACK that arrives while the engine resends after a go-back, and acknowledges
/// PSNs at or beyond its rewound send cursor (the packets were late, not lost), moves the
/// cursor past them as golden's `ack_upto` does: six 3-packet SENDs go out, a PSN sequence NAK
/// of the 5th PSN sends the engine back, and once its first resend has gone an ACK of the 11th
/// PSN (inside the 4th WQE) or of the 18th (the last) comes. After the engine takes the ACK it
/// resends only what follows the acknowledged PSN (each resend equal to the first send of its
/// PSN), and nothing after the last; its context ends with the cursor and everything retired at
/// the producer.
#[test]
fn an_ack_beyond_a_rewound_cursor_moves_it_forward() {
    let wrs: Vec<SendWr> = (0..6)
        .map(|i| SendWr { wr_id: i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 3000, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 64 };
    let psn0 = (1 << 24) - 7;
    let s = setup(QpType::Rc, Mtu::Mtu1024, psn0, 1, tun, &wrs);
    assert_eq!(s.frames.len(), 18);
    const NAK_SEQ: u8 = 0x60;
    for (ack_off, seed) in [(10u32, 1u64), (17, 2), (10, 3), (17, 4)] {
        let extra = [
            Extra::quiet(4, 0x11, NAK_SEQ, 0),
            Extra { psn_off: ack_off, opcode: 0x11, syndrome: 0x1F, pkey_xor: 0, after_sent: Some(19) },
        ];
        let run = rtl_run(&s, tun, seed, &[(s.qpn, 6)], true, &extra, None);
        let at = format!("ACK of +{ack_off}, seed {seed}");
        assert_eq!(run.taken.len(), 2, "{at}: both responses taken");
        assert_eq!(run.taken[0], 18, "{at}: the NAK came after the 18 first sends");
        let off = |k: usize| (psn_of(&run.frames[k].0) + (1 << 24) - psn0) & 0xFF_FFFF;
        // The first sends, in order; the resends from the NAK's PSN until the ACK was taken.
        assert_eq!((0..18).map(off).collect::<Vec<_>>(), (0..18).collect::<Vec<_>>(), "{at}");
        let upto = run.taken[1];
        assert!(upto > 18, "{at}: a resend went before the ACK");
        assert_eq!((18..upto).map(off).collect::<Vec<_>>(), (4..4 + (upto - 18) as u32).collect::<Vec<_>>(), "{at}");
        // After the ACK: only the PSNs after it (none after the last), the cursor moved past
        // the acknowledged ones even where a resend had not reached them.
        let resume = (4 + (upto - 18) as u32).max(ack_off + 1);
        assert_eq!((upto..run.frames.len()).map(off).collect::<Vec<_>>(), (resume..18).collect::<Vec<_>>(), "{at}: after the ACK");
        for k in 18..run.frames.len() {
            let first = off(k) as usize;
            // The same packet (the AckReq bit aside: it follows the count since the last one).
            let mut m = run.frames[k].0;
            m.ack_req = run.frames[first].0.ack_req;
            assert!(m == run.frames[first].0, "{at}: the resend of +{first}: {}", meta_diff(&m, &run.frames[first].0));
            assert_eq!(run.frames[k].1, run.frames[first].1, "{at}: the resend of +{first}: payload");
        }
        assert_eq!(run.n("go_backs"), 1, "{at}");
        assert_eq!(run.n("retransmissions"), run.frames.len() - 18, "{at}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert_eq!((sq.sq_next, sq.sq_retire, sq.sq_producer), (6, 6, 6), "{at}: {sq:?}");
        assert_eq!((sq.una_psn, sq.npsn, sq.max_psn), (sq.retire_psn, sq.retire_psn, sq.retire_psn), "{at}: {sq:?}");
        assert_eq!(sq.npsn.get(), (psn0 + 18) & 0xFF_FFFF, "{at}");
    }
}

/// Directed: an RNR NAK (IBTA table 45's timer 1: 10 us, 2,500 units of `time_now`) of the 2nd
/// of four one-packet SENDs, given once all four went. The engine retires the 1st (its
/// completion), sends nothing until the wait ends, then sends the 2nd..4th again (each equal to
/// its first send) and the harness's ACKs retire them. The QP's timer entry (armed by the first
/// send, with the retransmission timeout's later deadline) is poked, so the wait ends within a
/// turn or two of its deadline, not at the entry's copy; the ACKs' progress resets `rnr_left`.
#[test]
fn an_rnr_nak_waits_its_timer_then_sends_again_from_its_psn() {
    let wrs: Vec<SendWr> = (0..4)
        .map(|i| SendWr { wr_id: i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 100, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 64 };
    let psn0 = 0x12_3456;
    let s = setup(QpType::Rc, Mtu::Mtu1024, psn0, 1, tun, &wrs);
    assert_eq!(s.frames.len(), 4);
    const RNR_NAK_TIMER_1: u8 = 0x21;
    let wait = rnr_timer_units()[1] as u64;
    assert_eq!(wait, 2_500);
    let qc = QpContext::from_bytes(&s.qpc).unwrap();
    for seed in [1u64, 2, 3] {
        let run = rtl_run(&s, tun, seed, &[(s.qpn, 4)], true, &[Extra::quiet(1, 0x11, RNR_NAK_TIMER_1, 0)], None);
        let at = format!("seed {seed}");
        assert_eq!(run.taken, vec![4], "{at}: the RNR NAK came after the four sends");
        let off = |k: usize| (psn_of(&run.frames[k].0) + (1 << 24) - psn0) & 0xFF_FFFF;
        assert_eq!((0..run.frames.len()).map(off).collect::<Vec<_>>(), vec![0, 1, 2, 3, 1, 2, 3], "{at}");
        for k in 4..7 {
            let first = off(k) as usize;
            assert!(run.frames[k].0 == run.frames[first].0, "{at}: the resend of +{first}: {}", meta_diff(&run.frames[k].0, &run.frames[first].0));
            assert_eq!(run.frames[k].1, run.frames[first].1, "{at}: the resend of +{first}: payload");
        }
        let gap = run.sent_at[4] - run.taken_at[0];
        println!("{at}: first resend {gap} units after the RNR NAK was taken (wait {wait})");
        assert!(gap >= wait, "{at}: resent {gap} units after the NAK, before its {wait}-unit wait ended");
        // The walk, the write-back, a lap of the ring, the timer turn and the send turn, at the
        // harness's random latencies and PFC pauses: well under the 16.7 M units the
        // retransmission timeout (14) would have taken.
        assert!(gap <= wait + 1_500, "{at}: resent {gap} units after the NAK: the wait ended late");
        assert_eq!((run.n("rnr_naks_received"), run.n("naks_received"), run.n("retransmissions")), (1, 1, 3), "{at}");
        assert_eq!((run.n("unsupported"), run.n("go_backs"), run.n("timeouts")), (0, 0, 0), "{at}");
        assert_eq!(run.completions.iter().map(|c| (c.wr_id, c.status)).collect::<Vec<_>>(), (0..4).map(|i| (i, golden::verbs::WcStatus::Success)).collect::<Vec<_>>(), "{at}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert!(!sq.rnr_wait && !sq.timer_armed, "{at}: {sq:?}");
        assert_eq!((sq.sq_next, sq.sq_retire, sq.rnr_left), (4, 4, qc.rnr_retry), "{at}: {sq:?}");
    }
}

/// Directed: fatal responses (golden's `fail_at`, then `enter_error`'s flush). Four one-packet
/// SENDs (the third unsignaled) go out; then a NAK of the second PSN comes: a remote-error NAK
/// (invalid request, remote access, remote operational, invalid RD request), a PSN sequence
/// NAK with no transport retry left, or an RNR NAK with no RNR retry left. The first WQE
/// retires (its completion: Success), the second completes with the NAK's status, the third and
/// fourth WrFlushErr (the unsignaled one too), in order; nothing more is sent, the send queue
/// is in error with everything retired, and an ACK after it is dropped (`drops_bad_state`,
/// golden's QP is in ERR).
#[test]
fn a_fatal_nak_completes_its_wqe_in_error_and_flushes_the_rest() {
    use golden::verbs::WcStatus::*;
    let wrs: Vec<SendWr> = (0..4)
        .map(|i| SendWr { wr_id: 10 + i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 100, lkey: 0 }], signaled: i != 2, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 64 };
    let psn0 = (1 << 24) - 2;
    let base = setup(QpType::Rc, Mtu::Mtu1024, psn0, 1, tun, &wrs);
    assert_eq!(base.frames.len(), 4);
    // (syndrome, retries left (transport, RNR), the second WQE's status)
    let cases = [
        (0x61u8, (7u8, 7u8), RemInvReqErr),
        (0x62, (7, 7), RemAccessErr),
        (0x63, (7, 7), RemOpErr),
        (0x64, (7, 7), RemInvReqErr),
        (0x60, (0, 7), RetryExcErr),
        (0x21, (7, 0), RnrRetryExcErr),
    ];
    for (k, (syn, (retry, rnr), status)) in cases.into_iter().enumerate() {
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, psn0, 1, tun, &wrs);
        // The QP's retry counts (the context's, and what is left of them).
        let mut qc = QpContext::from_bytes(&s.qpc).unwrap();
        (qc.retry_cnt, qc.retry_left, qc.rnr_retry, qc.rnr_left) = (retry, retry, rnr, rnr);
        s.qpc = qc.to_bytes().to_vec();
        let mut sq = SqContext::from_bytes(&s.sqc).unwrap();
        (sq.retry_left, sq.rnr_left) = (retry, rnr);
        s.sqc = sq.to_bytes().to_vec();
        let extra = [Extra::quiet(1, 0x11, syn, 0), Extra::quiet(3, 0x11, 0x1F, 0)];
        let run = rtl_run(&s, tun, k as u64, &[(s.qpn, 4)], true, &extra, None);
        let at = format!("syndrome {syn:#x}");
        assert_eq!(run.taken.len(), 2, "{at}: both responses taken");
        assert_eq!(run.frames.len(), 4, "{at}: nothing sent after the NAK");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status, c.byte_len)).collect();
        assert_eq!(got, vec![(10, Success, 100), (11, status, 100), (12, WrFlushErr, 100), (13, WrFlushErr, 100)], "{at}");
        assert_eq!((run.n("naks_received"), run.n("drops_bad_state"), run.n("wqes_retired")), (1, 1, 1), "{at}");
        assert_eq!((run.n("unsupported"), run.n("go_backs"), run.n("retransmissions")), (0, 0, 0), "{at}");
        assert_eq!((run.n("wqes_failed"), run.n("wqes_flushed")), (1, 2), "{at}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert!(sq.error && !sq.timer_armed && !sq.rnr_wait, "{at}: {sq:?}");
        assert_eq!((sq.sq_next, sq.sq_retire, sq.sq_producer, sq.rd_atomic_out), (4, 4, 4, 0), "{at}: {sq:?}");
        assert_eq!(run.fatal, vec![s.qpn], "{at}: the QP raised once to the responder's engine");
    }
}

/// Directed: local errors (golden's `local_check`, reported when the WQE is the head). RC: the
/// second of three signaled one-packet SENDs names an L_Key the key table does not hold; the
/// first goes out, and once the harness's ACK retires it the second completes LocProtErr and
/// the third WrFlushErr, nothing more sent. UD: the second of three SENDs is longer than the
/// MTU; UD completes on send, so it is the head at once: the completions are golden's own
/// (its post-time check marks the WQE, LocLenErr, then the flush of SQE).
#[test]
fn a_local_error_completes_at_the_head_and_flushes_the_rest() {
    use golden::verbs::WcStatus::*;
    let tun = Tuning { window: 128, ack_every: 64 };
    let send = |i: u64, len: u32| SendWr { wr_id: 20 + i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: len, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None };
    // RC, a bad L_Key in the second WQE's SGE (the ring's copy; golden's QP had a good one).
    let wrs: Vec<SendWr> = (0..3).map(|i| send(i, 200)).collect();
    for seed in [1u64, 2, 3] {
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, 0x55_0000, 1, tun, &wrs);
        let lkey_at = SQ_BASE + (1 << LOG_STRIDE) + 64 + 12;
        let good = u32::from_le_bytes(s.mem.read_vec(lkey_at, 4).unwrap().try_into().unwrap());
        s.mem.write(lkey_at, &(good ^ 0x100).to_le_bytes()).unwrap();
        s.local_errors = true;
        let run = rtl_run(&s, tun, seed, &[(s.qpn, 3)], true, &[], None);
        let at = format!("rc, seed {seed}");
        assert_eq!(run.frames.len(), 1, "{at}: only the first WQE went out");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status, c.byte_len)).collect();
        assert_eq!(got, vec![(20, Success, 200), (21, LocProtErr, 200), (22, WrFlushErr, 200)], "{at}");
        assert_eq!((run.n("wqe_errors"), run.n("wqes_retired"), run.n("unsupported")), (1, 1, 0), "{at}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert!(sq.error && (sq.sq_next, sq.sq_retire) == (3, 3), "{at}: {sq:?}");
        assert_eq!(run.fatal, vec![s.qpn], "{at}");
    }
    // A gather list (three SGEs: 100, 60, 40 bytes): a bad L_Key in its third SGE, a header
    // `length` of more than its SGEs hold, a `num_sge` of more than its 128-byte slot holds. The
    // packet's pieces are planned before any is read, so nothing of it is read or sent.
    let gather = |i: u64| SendWr {
        sges: vec![Sge { addr: BUF + 0x900, length: 100, lkey: 0 }, Sge { addr: BUF + 0x100, length: 60, lkey: 0 }, Sge { addr: BUF + 0x333, length: 40, lkey: 0 }],
        ..send(i, 0)
    };
    let wrs3 = vec![gather(0), gather(1), gather(2)];
    for (k, (how, want)) in [("bad key", LocProtErr), ("long", LocLenErr), ("too many sges", LocQpOpErr)].into_iter().enumerate() {
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, 0x55_0000, 1, tun, &wrs3);
        let slot = SQ_BASE + (1 << LOG_STRIDE);
        let len = match k {
            0 => {
                let lkey_at = slot + 64 + 2 * 16 + 12;
                let good = u32::from_le_bytes(s.mem.read_vec(lkey_at, 4).unwrap().try_into().unwrap());
                s.mem.write(lkey_at, &(good ^ 0x100).to_le_bytes()).unwrap();
                200
            }
            1 => {
                s.mem.write(slot + golden::hostfmt::swqe_off::LENGTH as u64, &300u32.to_le_bytes()).unwrap();
                300
            }
            _ => {
                s.mem.write(slot + golden::hostfmt::swqe_off::NUM_SGE as u64, &[5]).unwrap();
                200
            }
        };
        s.local_errors = true;
        let run = rtl_run(&s, tun, 7 + k as u64, &[(s.qpn, 3)], true, &[], None);
        assert_eq!(run.frames.len(), 1, "{how}: only the first WQE went out");
        assert_eq!(run.frames[0].1.len(), 200, "{how}: its payload gathered");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status, c.byte_len)).collect();
        assert_eq!(got, vec![(20, Success, 200), (21, want, len), (22, WrFlushErr, 200)], "{how}");
        assert_eq!((run.n("wqe_errors"), run.n("wqes_retired"), run.n("unsupported")), (1, 1, 0), "{how}");
        assert_eq!(run.fatal, vec![s.qpn], "{how}");
    }
    // A READ whose local buffer is a list (three SGEs) with a bad L_Key in its third SGE: every
    // SGE is checked (local write) before the request goes (golden's `local_check`), so the READ
    // is not sent; an atomic whose WQE names two SGEs (golden's `post_send` refuses it): a
    // malformed WQE, LocQpOpErr, not sent either.
    let read3 = SendWr {
        op: SendOp::Read { remote_addr: BUF, rkey: 0 },
        sges: vec![Sge { addr: BUF + 0x9000, length: 100, lkey: 0 }, Sge { addr: BUF + 0x8100, length: 60, lkey: 0 }, Sge { addr: BUF + 0x8333, length: 40, lkey: 0 }],
        ..send(1, 0)
    };
    let fadd = SendWr { op: SendOp::FetchAdd { remote_addr: BUF, rkey: 0, add: 3 }, sges: vec![Sge { addr: BUF + 0x8000, length: 8, lkey: 0 }], ..send(1, 0) };
    // A SEND of two packets (MTU 1024) gathered from three SGEs (700, 700, 600 bytes) whose third
    // SGE, touched only by the second packet, has a bad L_Key: golden checks the whole list
    // before any packet goes, so not even the first packet is sent.
    let send3 = SendWr {
        sges: vec![Sge { addr: BUF + 0x1000, length: 700, lkey: 0 }, Sge { addr: BUF + 0x2000, length: 700, lkey: 0 }, Sge { addr: BUF + 0x3000, length: 600, lkey: 0 }],
        ..send(1, 0)
    };
    let cases = [("read list, bad key", read3, LocProtErr, 200), ("atomic of two sges", fadd, LocQpOpErr, 8), ("two-packet gather, bad key in the second's sge", send3, LocProtErr, 2000)];
    for (k, (how, wr, want, len)) in cases.into_iter().enumerate() {
        let wrs = vec![send(0, 200), wr, send(2, 200)];
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, 0x55_0000, 1, tun, &wrs);
        let slot = SQ_BASE + (1 << LOG_STRIDE);
        if k != 1 {
            let lkey_at = slot + 64 + 2 * 16 + 12;
            let good = u32::from_le_bytes(s.mem.read_vec(lkey_at, 4).unwrap().try_into().unwrap());
            s.mem.write(lkey_at, &(good ^ 0x100).to_le_bytes()).unwrap();
        } else {
            s.mem.write(slot + golden::hostfmt::swqe_off::NUM_SGE as u64, &[2]).unwrap();
        }
        s.local_errors = true;
        let run = rtl_run(&s, tun, 11 + k as u64, &[(s.qpn, 3)], true, &[], None);
        assert_eq!(run.frames.len(), 1, "{how}: only the first WQE went out");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status, c.byte_len)).collect();
        assert_eq!(got, vec![(20, Success, 200), (21, want, len), (22, WrFlushErr, 200)], "{how}");
        assert_eq!((run.n("wqe_errors"), run.n("wqes_retired"), run.n("unsupported")), (1, 1, 0), "{how}");
        assert_eq!(run.fatal, vec![s.qpn], "{how}");
    }
    // A QP in ERR (or SQE), or whose send queue is in error: what is posted completes at once
    // WrFlushErr, nothing sent. A queue the requester failed itself completes them as golden's
    // `post_send` there does (SEND, length 0); a QP failed elsewhere with its own opcode and
    // length (the engine cannot tell whether they were posted before the error).
    for (k, how) in ["qp err", "qp sqe", "sq error"].into_iter().enumerate() {
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, 0x55_0000, 1, tun, &wrs);
        let mut qc = QpContext::from_bytes(&s.qpc).unwrap();
        let mut sq = SqContext::from_bytes(&s.sqc).unwrap();
        match k {
            0 => qc.state = golden::verbs::QpState::Err,
            1 => qc.state = golden::verbs::QpState::Sqe,
            _ => sq.error = true,
        }
        (s.qpc, s.sqc) = (qc.to_bytes().to_vec(), sq.to_bytes().to_vec());
        let run = rtl_run(&s, tun, k as u64, &[(s.qpn, 3)], false, &[], None);
        assert_eq!(run.frames.len(), 0, "{how}");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status, c.opcode, c.byte_len)).collect();
        let len = if k == 2 { 0 } else { 200 };
        assert_eq!(got, (20..23).map(|i| (i, WrFlushErr, golden::verbs::WcOpcode::Send, len)).collect::<Vec<_>>(), "{how}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert!(sq.error && (sq.sq_next, sq.sq_retire, sq.scheduled) == (3, 3, false), "{how}: {sq:?}");
        assert_eq!(run.fatal.is_empty(), k == 2, "{how}: a flush of a queue in error raises nothing (a QP in ERR or SQE: the responder's engine leaves it there)");
    }
    // UD: golden marks the long WQE as it is posted; its completions are the reference.
    let wrs = vec![send(0, 300), send(1, 1500), send(2, 100)];
    for seed in [4u64, 5] {
        let mut s = setup(QpType::Ud, Mtu::Mtu1024, 0x10, 1, tun, &wrs);
        s.local_errors = true;
        let at = format!("ud, seed {seed}");
        let want: Vec<_> = s.completions.iter().map(|c| (c.wr_id, c.status)).collect();
        assert_eq!(want, vec![(20, Success), (21, LocLenErr), (22, WrFlushErr)], "{at}: golden's");
        let run = rtl_run(&s, tun, seed, &[(s.qpn, 3)], false, &[], None);
        assert_eq!(run.frames.len(), 1, "{at}");
        assert_eq!(&run.completions, &s.completions, "{at}");
        assert_eq!(run.n("wqe_errors"), 1, "{at}");
        assert_eq!(run.fatal, vec![s.qpn], "{at}");
    }
}

/// Directed: answers whose local buffer refuses them (golden's scatter error: the WQE's
/// `local_error`, LocProtErr). The local regions are deregistered once the first WQE (a READ of
/// three packets into one SGE or into three, or a fetch-add) has gone, and golden's responder answers it: the READ's
/// refused answers count but write nothing, and with its last one the READ completes LocProtErr;
/// the atomic completes LocProtErr with its ACK. The SEND behind it completes WrFlushErr,
/// the QP is raised to the responder's engine and the send queue is in error.
#[test]
fn an_answer_its_local_buffer_refuses_completes_in_error() {
    use golden::verbs::WcStatus::*;
    let tun = Tuning { window: 128, ack_every: 64 };
    let send = SendWr { wr_id: 31, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 100, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None };
    let read = SendOp::Read { remote_addr: BUF, rkey: 0 };
    let first = [read.clone(), SendOp::FetchAdd { remote_addr: BUF, rkey: 0, add: 5 }, read];
    for (k, op) in first.into_iter().enumerate() {
        let len = if k == 1 { 8 } else { 3000 };
        let sges = match k {
            // (A READ scattered into three SGEs of the same region, out of address order.)
            2 => vec![Sge { addr: BUF + 0x8000 + 2000, length: 1000, lkey: 0 }, Sge { addr: BUF + 0x8000 + 1500, length: 500, lkey: 0 }, Sge { addr: BUF + 0x8000, length: 1500, lkey: 0 }],
            _ => vec![Sge { addr: BUF + 0x8000, length: len, lkey: 0 }],
        };
        let wrs = vec![SendWr { wr_id: 30, op, sges, signaled: false, solicited: false, fence: false, ud: None }, send.clone()];
        for seed in [1u64, 2, 3] {
            let at = format!("{}, seed {seed}", ["READ", "fetch-add", "scattered READ"][k]);
            let mut s = setup(QpType::Rc, Mtu::Mtu1024, 0x20_0000, 1, tun, &wrs);
            s.local_errors = true;
            let before = s.mem.read_vec(BUF + 0x8000, len as usize).unwrap();
            let mut peer = s.peer.take().expect("the unanswered setup's responder");
            let revoke = Extra { psn_off: 0, opcode: REVOKE_KEYS, syndrome: 0, pkey_xor: 0, after_sent: Some(1) };
            let run = rtl_run(&s, tun, seed, &[(s.qpn, 2)], true, &[revoke], Some(&mut peer));
            let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status)).collect();
            assert_eq!(got, vec![(30, LocProtErr), (31, WrFlushErr)], "{at}: the unsignaled one too, in error");
            assert_eq!(run.fatal, vec![s.qpn], "{at}");
            assert_eq!((run.n("unsupported"), run.n("wqes_retired")), (0, 0), "{at}");
            assert_eq!(run.mem.read_vec(BUF + 0x8000, len as usize).unwrap(), before, "{at}: nothing written into the refused buffer");
            let sq = SqContext::from_bytes(&run.sq).unwrap();
            assert!(sq.error && !sq.local_error && (sq.sq_next, sq.sq_retire, sq.rd_atomic_out) == (2, 2, 0), "{at}: {sq:?}");
        }
    }
}

/// Directed: a send CQ too small for the completions (2 slots, nothing consumed): once it is
/// full the next success completion is lost and the CQ goes to error (the CQ's rule, the
/// receive side's), and the lost completion's QP fails as golden's `cq_lost` fails it
/// (`enter_error`): the rest of its send queue flushed (into the CQ in error: lost too), the
/// send queue in error, the QP raised once to the responder's engine; nothing counted
/// unsupported.
#[test]
fn a_lost_completion_fails_its_qp() {
    let wrs: Vec<SendWr> = (0..6)
        .map(|i| SendWr { wr_id: 40 + i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 100, lkey: 0 }], signaled: true, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 1 };
    for seed in [1u64, 2, 3] {
        let mut s = setup(QpType::Rc, Mtu::Mtu1024, 0x30_0000, 1, tun, &wrs);
        s.cq_log2 = 1;
        let run = rtl_run(&s, tun, seed, &[(s.qpn, 6)], true, &[], None);
        let at = format!("seed {seed}");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status)).collect();
        assert!(!got.is_empty() && got.len() <= 2, "{at}: {got:?}");
        assert_eq!(got, (40..40 + got.len() as u64).map(|i| (i, golden::verbs::WcStatus::Success)).collect::<Vec<_>>(), "{at}");
        assert_eq!(run.fatal, vec![s.qpn], "{at}: the QP raised once");
        assert_eq!(run.n("unsupported"), 0, "{at}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert!(sq.error && sq.sq_retire == 6 && sq.sq_next == 6, "{at}: {sq:?}");
        eprintln!("{at}: {} entries written, {} packets sent", got.len(), run.frames.len());
    }
}

/// Directed: a QP moved to ERR elsewhere (the harness writes its context, as the responder's
/// engine or the driver would) while its four SENDs wait for an ACK that never comes: the
/// retransmission timer's turn finds it in ERR and flushes the four (WrFlushErr, each with its
/// opcode and length: golden's `enter_error` drains them), nothing is sent again, and the send
/// queue ends in error with its timer entry gone.
#[test]
fn a_qp_failed_elsewhere_is_flushed_by_its_timer() {
    use golden::verbs::WcStatus::*;
    let wrs: Vec<SendWr> = (0..4)
        .map(|i| SendWr { wr_id: 50 + i, op: SendOp::Send, sges: vec![Sge { addr: BUF, length: 100 + i as u32, lkey: 0 }], signaled: i % 2 == 0, solicited: false, fence: false, ud: None })
        .collect();
    let tun = Tuning { window: 128, ack_every: 64 };
    for seed in [1u64, 2] {
        let s = setup_one(QpType::Rc, Mtu::Mtu1024, 0x40_0000, 1, tun, &wrs, false, Some((5, 3)));
        let to_err = Extra { psn_off: 0, opcode: QP_TO_ERR, syndrome: 0, pkey_xor: 0, after_sent: Some(4) };
        let run = rtl_run(&s, tun, seed, &[(s.qpn, 4)], false, &[to_err], None);
        let at = format!("seed {seed}");
        assert_eq!(run.frames.len(), 4, "{at}: no resend after the QP failed");
        let got: Vec<_> = run.completions.iter().map(|c| (c.wr_id, c.status, c.byte_len)).collect();
        assert_eq!(got, (0..4).map(|i| (50 + i, WrFlushErr, 100 + i as u32)).collect::<Vec<_>>(), "{at}");
        assert_eq!((run.n("timeouts"), run.n("unsupported")), (0, 0), "{at}");
        let sq = SqContext::from_bytes(&run.sq).unwrap();
        assert!(sq.error && !sq.timer_armed && !sq.timer_queued && (sq.sq_next, sq.sq_retire) == (4, 4), "{at}: {sq:?}");
    }
}
