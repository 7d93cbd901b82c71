//! The cycle-timed scoreboard: what a responder under test sends, compared with what the golden
//! responder sends for the same input frames at the same times, connection by connection.
//!
//! In cycle-timed mode the RTL answers when its pipeline gets there, so its frames of different
//! connections interleave differently from golden's and it may merge ACKs that wait in its
//! transmit queue. The rules, applied to every frame the DUT sends:
//! - Frames are grouped by connection ([`ConnKey`]: destination IP and BTH destination QP, CNPs
//!   apart); within a connection the DUT's frames must come in golden's order. Frames that do not parse as
//!   RoCEv2 (with a valid ICRC) go to one group of their own.
//! - Two frames are equal when they are equal byte for byte except the IPv4 identification, the
//!   IPv4 header checksum and the ICRC ([`normalized`]): the identification counts every frame
//!   a NIC sends, so it depends on the interleaving (and the checksum and the ICRC cover it). For
//!   the DUT those three are checked on their own: every DUT frame must parse with a valid ICRC
//!   and IPv4 checksum, and its identifications must count up by one per frame it sent.
//! - ACK coalescing (IBTA 9.7.5.1.1: a response acknowledges every request up to its PSN; an
//!   ACK's MSN is the one of that point): a DUT frame that acknowledges (positive ACK, atomic
//!   ACK, READ response) may stand for golden's plain positive ACKs before it in the same
//!   connection whose PSNs are not after its own; those are counted in
//!   [`Scoreboard::acks_coalesced`], not as mismatches. Nothing else may be merged, skipped,
//!   reordered within a connection or changed: READ responses, atomic ACKs, NAKs, RNR NAKs and
//!   CNPs must be equal one for one.
//! - Golden answers every duplicate request with an ACK of the same PSN and MSN, while the DUT
//!   may merge a run of them: golden's identical ACKs in a row are one entry with a count; the
//!   DUT may send that ACK up to that many times (at least once, or a later acknowledgement
//!   stands for the run), and what it did not send counts as coalesced.
//! - At the end, every frame golden sent that the DUT never matched is a mismatch. So a DUT frame
//!   that differs from golden's counts twice: once as the frame nobody expected, once as
//!   golden's frame the DUT never sent.
//!
//! Each golden frame carries the time its request entered the NIC, so the DUT frame that
//! matches it gives one latency sample (request's last beat in to answer's first beat out).

use golden::node::Nanos;
use golden::wire::FrameRepr;
use std::collections::{HashMap, VecDeque};

/// A connection as its answers name it: destination IP (16 bytes; IPv4 mapped), BTH
/// destination QP, and whether the frame is a CNP (CNPs are their own stream: a NIC may send
/// one ahead of the connection's queued data, as golden and the RTL both do); `None` for
/// frames that do not parse.
pub type ConnKey = Option<([u8; 16], u32, bool)>;

/// What a frame is, for the comparison.
#[derive(Clone, Debug)]
struct Seen {
    norm: Vec<u8>,
    /// A positive ACK (RC Acknowledge with an ACK syndrome): its PSN.
    pos_ack: Option<u32>,
    opcode: Option<u8>,
    psn: Option<u32>,
}

fn classify(f: &[u8]) -> (ConnKey, Seen, Option<u16>) {
    let norm = normalized(f);
    let Ok(r) = FrameRepr::parse(f) else {
        return (None, Seen { norm, pos_ack: None, opcode: None, psn: None }, raw_ipv4_ident(f));
    };
    let dst = match r.ip {
        golden::wire::IpRepr::V4(v) => std::net::Ipv4Addr::from(v.dst).to_ipv6_mapped().octets(),
        golden::wire::IpRepr::V6(v) => v.dst,
    };
    let ident = match r.ip {
        golden::wire::IpRepr::V4(v) => Some(v.ident),
        golden::wire::IpRepr::V6(_) => None,
    };
    let b = &r.roce.bth;
    let op = b.opcode.as_u8();
    // Responses that acknowledge every request up to their PSN: a positive ACK, an atomic ACK,
    // a READ response.
    let pos_ack = match (op, r.roce.aeth) {
        (0x11, Some(a)) if a.syndrome.to_byte().is_ok_and(|s| s >> 5 == 0) => Some(b.psn),
        (0x0D..=0x10 | 0x12, _) => Some(b.psn),
        _ => None,
    };
    (Some((dst, b.dest_qp, op == 0x81)), Seen { norm, pos_ack, opcode: Some(op), psn: Some(b.psn) }, ident)
}

/// The IPv4 identification of an untagged or 802.1Q-tagged IPv4 frame, from its bytes.
fn raw_ipv4_ident(f: &[u8]) -> Option<u16> {
    let et = u16::from_be_bytes([*f.get(12)?, *f.get(13)?]);
    let (et, l3) = if et == 0x8100 { (u16::from_be_bytes([*f.get(16)?, *f.get(17)?]), 18) } else { (et, 14) };
    (et == 0x0800).then_some(u16::from_be_bytes([*f.get(l3 + 4)?, *f.get(l3 + 5)?]))
}

/// `a` comes before `b` in 24-bit PSN order (within half the PSN space).
fn psn_before(a: u32, b: u32) -> bool {
    let d = b.wrapping_sub(a) & 0xFF_FFFF;
    d != 0 && d < 0x80_0000
}

/// The frame with its IPv4 identification, IPv4 header checksum and ICRC zeroed (the fields
/// that depend on how many frames the NIC sent before it).
pub fn normalized(f: &[u8]) -> Vec<u8> {
    let mut v = f.to_vec();
    if v.len() < 14 {
        return v;
    }
    let (mut et, mut l3) = (u16::from_be_bytes([v[12], v[13]]), 14);
    if et == 0x8100 && v.len() >= 18 {
        et = u16::from_be_bytes([v[16], v[17]]);
        l3 = 18;
    }
    if et == 0x0800 && v.len() >= l3 + 20 {
        v[l3 + 4..l3 + 6].fill(0);
        v[l3 + 10..l3 + 12].fill(0);
    }
    let n = v.len();
    if n >= l3 + 4 {
        v[n - 4..].fill(0);
    }
    v
}

#[derive(Clone, Debug)]
struct Expected {
    seen: Seen,
    /// When the request that made golden send it entered the NIC (`None`: not the first
    /// answer to that request).
    t_in: Option<Nanos>,
    /// Golden sent this frame `count` times in a row (identical plain positive ACKs: one per
    /// duplicate request); the DUT matched it `taken` times.
    count: u64,
    taken: u64,
}

impl Expected {
    fn plain_ack(&self) -> bool {
        self.seen.opcode == Some(0x11) && self.seen.pos_ack.is_some()
    }
}

/// The DUT matched the head entry once more: a frame is done when every copy was matched, a run
/// of ACKs stays until the DUT moves past it (golden may still add to it).
fn take_front(q: &mut VecDeque<Expected>) {
    if let Some(e) = q.front_mut() {
        e.taken += 1;
        if !e.plain_ack() && e.taken == e.count {
            q.pop_front();
        }
    }
}

/// Latency samples in ns, request in to answer out.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Latency {
    /// Samples.
    pub samples: u64,
    /// Mean.
    pub mean_ns: f64,
    /// Median.
    pub p50_ns: u64,
    /// 99th percentile.
    pub p99_ns: u64,
    /// Largest.
    pub max_ns: u64,
}

impl Latency {
    fn of(mut v: Vec<u64>) -> Latency {
        if v.is_empty() {
            return Latency::default();
        }
        v.sort_unstable();
        let pick = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
        Latency {
            samples: v.len() as u64,
            mean_ns: v.iter().sum::<u64>() as f64 / v.len() as f64,
            p50_ns: pick(0.5),
            p99_ns: pick(0.99),
            max_ns: *v.last().unwrap_or(&0),
        }
    }
}

/// Golden's frames waiting for the DUT's, per connection, and what the comparison found.
#[derive(Default)]
pub struct Scoreboard {
    expected: HashMap<ConnKey, VecDeque<Expected>>,
    /// Frames of the DUT that broke a rule, and golden frames never matched (after
    /// [`Scoreboard::finish`]).
    pub mismatches: u64,
    /// Golden positive ACKs the DUT merged into a later ACK of the same connection.
    pub acks_coalesced: u64,
    /// DUT frames matched.
    pub matched: u64,
    last_ident: Option<u16>,
    latencies: Vec<u64>,
    notes: Vec<String>,
}

impl Scoreboard {
    /// Golden sent `f` in answer to a request that entered the NIC at `t_in` (`first`: its
    /// first answer).
    pub fn expect(&mut self, f: &[u8], t_in: Nanos, first: bool) {
        let (k, seen, _) = classify(f);
        let q = self.expected.entry(k).or_default();
        if let Some(tail) = q.back_mut() {
            if tail.plain_ack() && tail.seen.norm == seen.norm {
                tail.count += 1;
                return;
            }
        }
        q.push_back(Expected { seen, t_in: first.then_some(t_in), count: 1, taken: 0 });
    }

    /// The DUT sent `f`, its first beat leaving at `t_out`.
    pub fn actual(&mut self, f: &[u8], t_out: Nanos) {
        let (k, seen, ident) = classify(f);
        if let Some(id) = ident {
            if let Some(prev) = self.last_ident {
                if id != prev.wrapping_add(1) {
                    self.miss(format!("DUT IPv4 identification {id} after {prev}"));
                }
            }
            self.last_ident = Some(id);
        }
        let q = self.expected.entry(k).or_default();
        // The first golden frame equal to this one (with copies left to match), passing only
        // plain positive ACKs: runs the DUT already matched (it moved past them: the rest were
        // merged), or, when this frame acknowledges, ACKs of PSNs not after its own.
        let mut hit = None;
        for (i, e) in q.iter().enumerate() {
            if e.seen.norm == seen.norm && e.taken < e.count {
                hit = Some(i);
                break;
            }
            let covered = matches!((seen.pos_ack, e.seen.pos_ack), (Some(p), Some(ep)) if ep == p || psn_before(ep, p));
            if e.plain_ack() && (e.taken > 0 || covered) {
                continue;
            }
            break;
        }
        match hit {
            Some(i) => {
                for e in q.drain(..i) {
                    self.acks_coalesced += e.count - e.taken;
                }
                if let Some(t) = q.front().filter(|e| e.taken == 0).and_then(|e| e.t_in) {
                    self.latencies.push(t_out.saturating_sub(t));
                }
                take_front(q);
                self.matched += 1;
            }
            None => {
                let head = q.front().map(|e| (e.seen.opcode, e.seen.psn));
                // Resynchronise on an exact match further on: the golden frames skipped were
                // never sent by the DUT.
                let later = q.iter().position(|e| e.seen.norm == seen.norm && e.taken < e.count);
                let mut skipped = 0;
                if let Some(j) = later {
                    for e in q.drain(..j) {
                        skipped += if e.taken > 0 { 0 } else { e.count };
                    }
                    take_front(q);
                }
                // The golden frames skipped, or (none found) the DUT's frame itself.
                self.mismatches += skipped.max(1) - 1;
                self.miss(format!(
                    "DUT frame opcode {:?} PSN {:?} to {k:?}: golden's next for that connection is opcode/PSN {head:?}{}",
                    seen.opcode,
                    seen.psn,
                    if later.is_some() { format!(" ({skipped} golden frames skipped)") } else { String::new() }
                ));
            }
        }
    }

    fn miss(&mut self, s: String) {
        self.mismatches += 1;
        if self.notes.len() < crate::respnode::MAX_DIFFS {
            self.notes.push(s);
        }
    }

    /// Counts every golden frame the DUT never sent; the rest of a run of identical ACKs the
    /// DUT matched at least once was merged into it.
    pub fn finish(&mut self) {
        let left: Vec<(ConnKey, Expected)> =
            self.expected.iter_mut().flat_map(|(k, q)| q.drain(..).map(|e| (*k, e)).collect::<Vec<_>>()).collect();
        for (k, e) in left {
            if e.taken > 0 {
                self.acks_coalesced += e.count - e.taken;
                continue;
            }
            self.mismatches += e.count - 1;
            self.miss(format!("golden sent opcode {:?} PSN {:?} to {k:?} ({} times); the DUT never did", e.seen.opcode, e.seen.psn, e.count));
        }
    }

    /// Golden frames not matched yet.
    pub fn pending(&self) -> usize {
        self.expected.values().flat_map(|q| q.iter()).map(|e| (e.count - e.taken) as usize).sum()
    }

    /// The first differences, described.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Request-in to answer-out latencies of the matched answers.
    pub fn latency(&self) -> Latency {
        Latency::of(self.latencies.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use golden::wire::{AethRepr, BthRepr, EthernetRepr, IpRepr, Ipv4Repr, Opcode, RoceRepr, Syndrome, UdpRepr, ETHERTYPE_IPV4, ROCEV2_UDP_PORT};

    fn frame(op: Opcode, psn: u32, msn: u32, ident: u16, syndrome: Syndrome) -> Vec<u8> {
        let mut roce = RoceRepr::new(BthRepr::new(op, 0x12, psn));
        if op == Opcode::RcAck {
            roce.aeth = Some(AethRepr { syndrome, msn });
        }
        roce.fix_pad();
        FrameRepr {
            eth: EthernetRepr { dst: [2, 0, 0, 0, 0, 1], src: [2, 0, 0, 0, 0, 2], vlan: None, ethertype: ETHERTYPE_IPV4 },
            ip: IpRepr::V4(Ipv4Repr { src: [10, 0, 0, 2], dst: [10, 0, 0, 1], dscp: 26, ecn: 0, ident, dont_frag: true, ttl: 64, protocol: 17 }),
            udp: UdpRepr { src_port: 0xC000, dst_port: ROCEV2_UDP_PORT },
            roce,
        }
        .to_bytes()
        .unwrap()
    }

    fn ack(psn: u32, ident: u16) -> Vec<u8> {
        frame(Opcode::RcAck, psn, psn, ident, Syndrome::Ack { credit: 31 })
    }

    #[test]
    fn equal_streams_match_whatever_the_identification() {
        let mut s = Scoreboard::default();
        for p in 0..4 {
            s.expect(&ack(p, 100 + p as u16), 0, true);
        }
        for p in 0..4 {
            s.actual(&ack(p, 7 + p as u16), 10);
        }
        s.finish();
        assert_eq!((s.mismatches, s.acks_coalesced, s.matched), (0, 0, 4));
        assert_eq!(s.latency().samples, 4);
    }

    #[test]
    fn a_later_ack_may_stand_for_earlier_ones_but_not_the_reverse() {
        let mut s = Scoreboard::default();
        for p in 0..4 {
            s.expect(&ack(p, 1), 0, true);
        }
        s.actual(&ack(2, 1), 10);
        s.actual(&ack(3, 2), 20);
        s.finish();
        assert_eq!((s.mismatches, s.acks_coalesced), (0, 2));

        let mut s = Scoreboard::default();
        s.expect(&ack(5, 1), 0, true);
        s.actual(&ack(4, 1), 10);
        s.finish();
        assert_eq!(s.mismatches, 2, "an older ACK is unexpected and golden's is never sent");
    }

    #[test]
    fn a_run_of_identical_acks_may_be_sent_once_or_every_time() {
        for sent in [1u16, 2, 3] {
            let mut s = Scoreboard::default();
            for _ in 0..3 {
                s.expect(&ack(9, 1), 0, true);
            }
            s.expect(&frame(Opcode::RcAck, 10, 10, 1, Syndrome::Nak(golden::wire::NakCode::InvalidRequest)), 0, true);
            for i in 0..sent {
                s.actual(&ack(9, i), 10);
            }
            s.actual(&frame(Opcode::RcAck, 10, 10, sent, Syndrome::Nak(golden::wire::NakCode::InvalidRequest)), 20);
            s.finish();
            assert_eq!((s.mismatches, s.acks_coalesced), (0, 3 - sent as u64), "{sent} sent");
        }
        // More repeats than golden sent are unexpected.
        let mut s = Scoreboard::default();
        s.expect(&ack(9, 1), 0, true);
        s.actual(&ack(9, 1), 10);
        s.actual(&ack(9, 2), 10);
        s.finish();
        assert_eq!(s.mismatches, 1);
    }

    #[test]
    fn nothing_but_positive_acks_coalesces() {
        let mut s = Scoreboard::default();
        s.expect(&frame(Opcode::RcAck, 3, 3, 1, Syndrome::Nak(golden::wire::NakCode::PsnSequenceError)), 0, true);
        s.expect(&ack(4, 1), 0, true);
        s.actual(&ack(4, 1), 10);
        s.finish();
        assert_eq!(s.mismatches, 1, "the NAK was skipped");
    }

    #[test]
    fn identifications_must_count_up() {
        let mut s = Scoreboard::default();
        s.expect(&ack(0, 1), 0, true);
        s.expect(&ack(1, 1), 0, true);
        s.actual(&ack(0, 5), 1);
        s.actual(&ack(1, 7), 2);
        s.finish();
        assert_eq!(s.mismatches, 1);
    }

    #[test]
    fn psn_order_wraps() {
        assert!(psn_before(0xFF_FFFF, 0));
        assert!(!psn_before(0, 0xFF_FFFF));
        assert!(!psn_before(5, 5));
    }
}
