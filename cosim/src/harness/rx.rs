//! Driving the RX parser's Verilator model (`roce_rx_parser`): frames in on `s` (random idle
//! gaps), records out on `meta` (random `meta_ready`), payloads out on `m_pay` (random
//! `m_axis_pay_tready`), and the per-verdict counters.

use super::axis::{StreamPorts, Traffic};
use crate::verilator::{Model, RoceRxParser};
use hdl::axis::{frame_to_beats, AxisBeat, FrameCollector};
use golden::wire::{FrameRepr, IpRepr, Layer, WireError};
use hdl::rx_parser::{reason, rx_meta_layout, rx_meta_value};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// What came out of an RX run.
#[derive(Debug, Default)]
pub struct RxRun {
    /// Records in order, as the `meta` port's little-endian words.
    pub metas: Vec<Vec<u32>>,
    /// Payload frames on `m_pay`, in order.
    pub payloads: Vec<Vec<u8>>,
    /// True if a payload beat other than the last had a partial `tkeep`.
    pub partial_inner_beat: bool,
    /// Counter per verdict code after the run.
    pub counters: Vec<u32>,
    /// Cycles run.
    pub cycles: u64,
    /// Input beats accepted.
    pub beats_in: u64,
    /// Cycle of each input handshake.
    pub in_cycles: Vec<u64>,
    /// Cycle in which each frame's last beat was accepted.
    pub last_in_cycles: Vec<u64>,
    /// Cycle of each record handshake.
    pub meta_cycles: Vec<u64>,
    /// Lookahead hints in order: (QPN, key valid, key) on each cycle `hint_valid` was high.
    pub hints: Vec<(u32, bool, u32)>,
}

/// A named field of a record given as the `meta` port's little-endian words, as a value. The
/// layout is [hdl::rx_parser::RxMeta]'s (no second copy here).
pub fn meta_value(words: &[u32], name: &str) -> Option<u128> {
    rx_meta_value(|i| words.get(i / 32).is_some_and(|w| w >> (i % 32) & 1 == 1), name)
}

/// Every field of a record, by name, as values (layout of [hdl::rx_parser::RxMeta]).
pub fn meta_values(words: &[u32]) -> Vec<(String, u128)> {
    let bit = |i: usize| words.get(i / 32).is_some_and(|w| w >> (i % 32) & 1 == 1);
    rx_meta_layout()
        .into_iter()
        .map(|(name, off, w)| {
            let v = (0..w).filter(|&k| bit(off + k)).fold(0u128, |v, k| v | 1 << k);
            (name, v)
        })
        .collect()
}

/// The verdict the RX parser must give a frame: golden's strict parse ([FrameRepr::parse]) mapped
/// onto [reason] codes, after the two checks in front of any parse: the MAC error flag and the
/// port's length limit ([golden::wire::MAX_FRAME_BYTES], golden's endpoint's rule too). No rule
/// here is the hardware's own: IPv4 options, for one, are golden's `BadField IPv4.ihl`.
/// `Err` names a golden error the parser has no code for.
pub fn expected_verdict(frame: &[u8], user: bool) -> Result<u8, String> {
    if user {
        return Ok(reason::MAC_ERROR);
    }
    if frame.len() > golden::wire::MAX_FRAME_BYTES {
        // The port's length limit, golden's endpoint's rule too.
        return Ok(reason::OVERFLOW);
    }
    Ok(match FrameRepr::parse(frame) {
        Ok(_) => reason::OK,
        Err(WireError::NotRoce(_)) => reason::NOT_ROCE,
        Err(WireError::BadField { layer: Layer::Ipv4 | Layer::Ipv6, field: "version" | "ihl", .. }) => reason::BAD_IP,
        Err(WireError::Checksum { layer: Layer::Ipv4, .. }) => reason::BAD_IP_CSUM,
        Err(WireError::Checksum { layer: Layer::Icrc, .. }) => reason::BAD_ICRC,
        Err(WireError::BadField { layer: Layer::Bth, field: "opcode", .. }) => reason::BAD_OPCODE,
        Err(WireError::Truncated {
            layer:
                Layer::Deth | Layer::Reth | Layer::AtomicEth | Layer::Aeth | Layer::AtomicAckEth | Layer::ImmDt | Layer::Ieth | Layer::Cnp,
            ..
        })
        | Err(WireError::Length { layer: Layer::Bth, field: "pad_cnt", .. })
        | Err(WireError::BadField { layer: Layer::Bth, field: "pad_cnt", .. })
        | Err(WireError::Length { layer: Layer::Payload, .. }) => reason::BAD_PAD,
        Err(WireError::Truncated {
            layer: Layer::Ethernet | Layer::Vlan | Layer::Ipv4 | Layer::Ipv6 | Layer::Udp | Layer::Bth | Layer::Icrc,
            ..
        })
        | Err(WireError::Length { layer: Layer::Ipv4 | Layer::Ipv6 | Layer::Udp, .. }) => reason::BAD_LENGTH,
        Err(WireError::BadField { layer: Layer::Aeth, field: "syndrome", .. }) => reason::BAD_FIELD,
        Err(e) => return Err(format!("golden error with no RX parser code: {e}")),
    })
}


/// What every field of an accepted frame's record must be, from golden's parse of the frame
/// (`None`: the field is not meaningful for this frame: an absent header's, the VLAN fields of an
/// untagged frame). One entry per [hdl::rx_parser::RxMeta] field, in no particular order.
pub fn expected_fields(frame: &[u8], r: &FrameRepr) -> Vec<(&'static str, Option<u128>)> {
    let be = |b: &[u8]| b.iter().fold(0u128, |v, &x| v << 8 | u128::from(x));
    let b = &r.roce.bth;
    let (src_ip, dst_ip) = match &r.ip {
        IpRepr::V4(v) => (be(&v.src), be(&v.dst)),
        IpRepr::V6(v) => (be(&v.src), be(&v.dst)),
    };
    let udp_at = r.eth.buffer_len() + r.ip.header_len();
    let udp_csum = golden::wire::UdpPacket::new_checked(&frame[udp_at..]).map(|u| u.checksum()).ok();
    let vlan = r.eth.vlan;
    let reth = r.roce.reth;
    let aeth = r.roce.aeth;
    let atomic = r.roce.atomic_eth;
    let v = |x: Option<u64>| x.map(u128::from);
    vec![
        ("verdict", Some(0)),
        ("payload_len", Some(r.roce.payload.len() as u128)),
        ("dst_mac", Some(be(&r.eth.dst))),
        ("src_mac", Some(be(&r.eth.src))),
        ("vlan", Some(vlan.is_some() as u128)),
        ("pcp", v(vlan.map(|t| t.pcp.into()))),
        ("dei", v(vlan.map(|t| t.dei.into()))),
        ("vid", v(vlan.map(|t| t.vid.into()))),
        ("ipv6", Some((r.ip.version() == 6) as u128)),
        ("dscp", Some(r.ip.dscp().into())),
        ("ecn", Some(r.ip.ecn().into())),
        ("src_ip", Some(src_ip)),
        ("dst_ip", Some(dst_ip)),
        ("udp_src", Some(r.udp.src_port.into())),
        ("udp_csum", udp_csum.map(u128::from)),
        ("opcode", Some(b.opcode.as_u8().into())),
        ("solicited", Some(b.solicited.into())),
        ("migreq", Some(b.migreq.into())),
        ("pad_cnt", Some(b.pad_cnt.into())),
        ("tver", Some(b.tver.into())),
        ("pkey", Some(b.pkey.into())),
        ("fecn", Some(b.fecn.into())),
        ("becn", Some(b.becn.into())),
        ("dest_qp", Some(b.dest_qp.into())),
        ("ack_req", Some(b.ack_req.into())),
        ("psn", Some(b.psn.into())),
        ("ext_flags", hdl::tx_header::opcode_ext_flags(b.opcode.as_u8()).map(u128::from)),
        ("qkey", v(r.roce.deth.map(|d| d.qkey.into()))),
        ("src_qp", v(r.roce.deth.map(|d| d.src_qp.into()))),
        ("va", v(reth.map(|x| x.va).or(atomic.map(|x| x.va)))),
        ("rkey", v(reth.map(|x| x.rkey.into()).or(atomic.map(|x| x.rkey.into())))),
        ("dma_len", v(reth.map(|x| x.dma_len.into()))),
        ("swap_add", v(atomic.map(|x| x.swap_add))),
        ("compare", v(atomic.map(|x| x.compare))),
        ("syndrome", v(aeth.and_then(|a| a.syndrome.to_byte().ok()).map(u64::from))),
        ("msn", v(aeth.map(|a| a.msn.into()))),
        ("atomic_orig", v(r.roce.atomic_ack_eth.map(|x| x.orig))),
        ("immdt", v(r.roce.immdt.map(u64::from))),
        ("ieth_rkey", v(r.roce.ieth.map(u64::from))),
        // Not a property of the frame: the cycle its last beat entered ([`RxRun::last_in_cycles`]
        // when [`run_rx`] drives `time_now` with the cycle count); the tests check it per frame.
        ("rx_time", None),
    ]
}

/// Runs `frames` (with their `tuser` flag) through the parser until every record and every
/// expected payload came out (`payloads_expected`), or `max_cycles` passed.
pub fn run_rx(
    m: &mut RoceRxParser,
    frames: &[(Vec<u8>, bool)],
    traffic: Traffic,
    p_meta: f64,
    payloads_expected: usize,
    max_cycles: u64,
) -> RxRun {
    let mut rng = ChaCha8Rng::seed_from_u64(traffic.seed);
    let mut beats: VecDeque<AxisBeat> = frames
        .iter()
        .flat_map(|(f, user)| {
            let mut b = frame_to_beats(f);
            if let Some(l) = b.last_mut() {
                l.user = *user;
            }
            b
        })
        .collect();
    let (s, pay) = (StreamPorts::new(m, "s"), StreamPorts::new(m, "m_pay"));
    let mut run = RxRun::default();
    let mut col = FrameCollector::default();
    let mut offering = false;
    let roll = |rng: &mut ChaCha8Rng, p: f64| p >= 1.0 || rng.gen_bool(p);
    m.set_reset(true);
    m.tick();
    m.tick();
    m.set_reset(false);
    while (run.metas.len() < frames.len() || run.payloads.len() < payloads_expected) && run.cycles < max_cycles {
        if !offering && !beats.is_empty() {
            offering = roll(&mut rng, traffic.p_valid);
        }
        s.drive(m, if offering { beats.front() } else { None }).expect("s ports");
        m.set_time_now(run.cycles & 0xFFFF_FFFF);
        let pay_ready = roll(&mut rng, traffic.p_ready);
        let meta_ready = roll(&mut rng, p_meta);
        m.set_m_axis_pay_tready(pay_ready);
        m.set_meta_ready(meta_ready);
        m.eval();
        if pay_ready {
            if let Some(b) = pay.observe(m).expect("m_pay ports") {
                if b.keep != u64::MAX && !b.last {
                    run.partial_inner_beat = true;
                }
                if let Some((p, _)) = col.push(&b.data, b.keep, b.last, b.user) {
                    run.payloads.push(p);
                }
            }
        }
        if m.get_hint_valid() {
            run.hints.push((m.get_hint_qpn() as u32, m.get_hint_key_valid(), m.get_hint_key() as u32));
        }
        if meta_ready && m.get_meta_valid() {
            run.metas.push(Model::get_words(m, "meta").expect("meta"));
            run.meta_cycles.push(run.cycles);
        }
        if offering && m.get_s_axis_tready() {
            let b = beats.pop_front().expect("offered beat");
            offering = false;
            run.beats_in += 1;
            run.in_cycles.push(run.cycles);
            if b.last {
                run.last_in_cycles.push(run.cycles);
            }
        }
        m.tick();
        run.cycles += 1;
    }
    let c = m.get_counters();
    run.counters = c[..reason::COUNT].to_vec();
    run
}
