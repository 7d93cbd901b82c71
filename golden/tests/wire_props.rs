//! Property tests of the wire format: round trips, no panics on any input, ICRC sensitivity to
//! every covered bit and insensitivity to every masked bit.

use golden::gen::{arb_frame_repr_max, arb_ip_repr, arb_ipv4_repr, arb_ipv6_repr, arb_roce_repr_for, arb_vlan, sample_frames};
use golden::wire::{
    decode, fix_icrc, icrc_check, icrc_of_frame, ipv4, Decoded, EthernetRepr, FrameRepr, IpRepr, Layer, Opcode, RoceRepr,
    UdpRepr, WireError, ROCEV2_UDP_PORT,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Offset of the IP header in an emitted frame.
fn l3_offset(f: &FrameRepr) -> usize {
    f.eth.buffer_len()
}

/// Is bit `bit` of byte `i` (offset from the IP header) one of the ICRC-masked bits?
fn masked(f: &FrameRepr, i: usize, bit: u8) -> bool {
    let hl = f.ip.header_len();
    let ip_masked = match f.ip {
        IpRepr::V4(_) => matches!(i, 1 | 8 | 10 | 11),
        IpRepr::V6(_) => (i == 0 && bit < 4) || matches!(i, 1 | 2 | 3 | 7),
    };
    ip_masked || i == hl + 6 || i == hl + 7 || i == hl + 8 + 4
}

/// Every error of a frame whose ICRC-covered bits were disturbed must come from the ICRC or a
/// layer checked before it (Ethernet .. UDP), or say the frame is not RoCEv2 any more.
fn is_icrc_or_earlier(e: &WireError) -> bool {
    match e.layer() {
        None => matches!(e, WireError::NotRoce(_)),
        Some(l) => matches!(l, Layer::Ethernet | Layer::Vlan | Layer::Ipv4 | Layer::Ipv6 | Layer::Udp | Layer::Icrc),
    }
}

/// The strict parse and the lenient decode agree, and decode never panics.
fn decode_agrees(bytes: &[u8]) -> Result<(), TestCaseError> {
    let strict = FrameRepr::parse(bytes);
    match decode(bytes) {
        Decoded::NotRoce(n) => prop_assert_eq!(strict, Err(WireError::NotRoce(n))),
        Decoded::Roce(d) => {
            prop_assert_eq!(&d.result, &strict);
            if strict.is_ok() {
                prop_assert!(d.icrc_ok());
            }
        }
    }
    Ok(())
}

#[test]
fn round_trip_every_opcode_ip_version_and_vlan() {
    // 38 opcodes x {IPv4, IPv6} x {VLAN, none}, 6 random cases each.
    let mut runner = TestRunner::new(Config { cases: 6, failure_persistence: None, ..Config::default() });
    for &op in Opcode::all() {
        for v6 in [false, true] {
            for tagged in [false, true] {
                let ip = if v6 { arb_ipv6_repr().prop_map(IpRepr::V6).boxed() } else { arb_ipv4_repr().prop_map(IpRepr::V4).boxed() };
                let vlan = if tagged { arb_vlan().prop_map(Some).boxed() } else { Just(None).boxed() };
                let strat = (any::<[u8; 6]>(), any::<[u8; 6]>(), vlan, ip, any::<u16>(), arb_roce_repr_for(op, 600));
                runner
                    .run(&strat, |(dst, src, vlan, ip, src_port, roce)| {
                        let f = FrameRepr {
                            eth: EthernetRepr { dst, src, vlan, ethertype: ip.ethertype() },
                            ip,
                            udp: UdpRepr { src_port, dst_port: ROCEV2_UDP_PORT },
                            roce,
                        };
                        let bytes = f.to_bytes().map_err(|e| TestCaseError::fail(e.to_string()))?;
                        prop_assert_eq!(bytes.len(), f.buffer_len());
                        prop_assert_eq!(FrameRepr::parse(&bytes), Ok(f.clone()));
                        // Ethernet padding after the frame is ignored
                        let mut padded = bytes.clone();
                        padded.extend_from_slice(&[0u8; 7]);
                        prop_assert_eq!(FrameRepr::parse(&padded), Ok(f));
                        decode_agrees(&bytes)?;
                        Ok(())
                    })
                    .unwrap_or_else(|e| panic!("{op:?} v6={v6} vlan={tagged}: {e}"));
            }
        }
    }
}

proptest! {
    #![proptest_config(Config { cases: 200, ..Config::default() })]

    /// Random frames up to the full 4096-byte payload.
    #[test]
    fn round_trip_any_frame(f in arb_frame_repr_max(4096)) {
        let bytes = f.to_bytes().unwrap();
        prop_assert_eq!(FrameRepr::parse(&bytes), Ok(f.clone()));
        // emit into a larger buffer touches only buffer_len bytes
        let mut big = vec![0xA5u8; bytes.len() + 9];
        f.emit(&mut big).unwrap();
        prop_assert_eq!(&big[..bytes.len()], &bytes[..]);
        prop_assert!(big[bytes.len()..].iter().all(|&b| b == 0xA5));
        // too small a buffer is an error, not a panic
        prop_assert!(f.emit(&mut big[..bytes.len() - 1]).is_err());
    }

    /// Any bytes at all: no panic, and decode agrees with parse.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..160)) {
        decode_agrees(&bytes)?;
    }

    /// Arbitrary bytes behind a plausible Ethernet/IP/UDP prefix reach the deeper layers.
    #[test]
    fn garbage_behind_valid_prefix_never_panics(f in arb_frame_repr_max(64), tail in proptest::collection::vec(any::<u8>(), 0..120), fix in any::<bool>()) {
        let mut bytes = f.to_bytes().unwrap();
        let keep = l3_offset(&f) + f.ip.header_len() + 8;
        bytes.truncate(keep);
        bytes.extend_from_slice(&tail);
        if fix {
            fix_lengths(&f, &mut bytes);
            let _ = fix_icrc(&mut bytes);
        }
        decode_agrees(&bytes)?;
    }

    /// Valid frames with random byte edits, truncations and extensions never panic.
    #[test]
    fn mutated_frames_never_panic(
        f in arb_frame_repr_max(256),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..6),
        cut in any::<prop::sample::Index>(),
        do_cut in any::<bool>(),
        fix in any::<bool>(),
    ) {
        let mut bytes = f.to_bytes().unwrap();
        for (i, v) in edits {
            let at = i.index(bytes.len());
            bytes[at] = v;
        }
        if do_cut {
            bytes.truncate(cut.index(bytes.len() + 1));
        }
        if fix {
            let _ = fix_icrc(&mut bytes);
        }
        decode_agrees(&bytes)?;
    }

    /// Every single-bit flip in the ICRC-covered bytes (or the ICRC itself) outside the masked
    /// fields makes the strict parse fail at the ICRC or earlier.
    #[test]
    fn covered_bit_flips_break_the_icrc(f in arb_frame_repr_max(300), pick in any::<prop::sample::Index>()) {
        let bytes = f.to_bytes().unwrap();
        let l3 = l3_offset(&f);
        let covered: Vec<(usize, u8)> = (l3..bytes.len())
            .flat_map(|i| (0..8u8).map(move |b| (i, b)))
            .filter(|&(i, b)| !masked(&f, i - l3, b))
            .collect();
        let (i, bit) = covered[pick.index(covered.len())];
        let mut x = bytes.clone();
        x[i] ^= 1 << bit;
        let e = FrameRepr::parse(&x).unwrap_err();
        prop_assert!(is_icrc_or_earlier(&e), "flip byte {} bit {}: {:?}", i, bit, e);
        // with every length field intact, the ICRC itself tells
        let hl = f.ip.header_len();
        let rel = i - l3;
        let length_field = match f.ip {
            IpRepr::V4(_) => matches!(rel, 0 | 2 | 3),
            IpRepr::V6(_) => matches!(rel, 0 | 4 | 5),
        } || rel == hl + 4 || rel == hl + 5;
        if !length_field {
            prop_assert_ne!(icrc_of_frame(&x).ok(), icrc_of_frame(&bytes).ok().filter(|_| i < bytes.len() - 4));
        }
        decode_agrees(&x)?;
    }

    /// Flips of masked bits never change the ICRC: IPv6 traffic class / flow label / hop limit,
    /// IPv4 TOS / TTL (with the header checksum recomputed), the UDP checksum, BTH byte 4.
    #[test]
    fn masked_bit_flips_keep_the_icrc(f in arb_frame_repr_max(300), pick in any::<prop::sample::Index>()) {
        let bytes = f.to_bytes().unwrap();
        let l3 = l3_offset(&f);
        let hl = f.ip.header_len();
        let maskable: Vec<(usize, u8)> = (0..hl + 20)
            .flat_map(|i| (0..8u8).map(move |b| (i, b)))
            .filter(|&(i, b)| masked(&f, i, b))
            .collect();
        let (rel, bit) = maskable[pick.index(maskable.len())];
        let mut x = bytes.clone();
        x[l3 + rel] ^= 1 << bit;
        prop_assert_eq!(icrc_of_frame(&x), icrc_of_frame(&bytes));
        let v4_checksum_byte = matches!(f.ip, IpRepr::V4(_)) && (rel == 10 || rel == 11);
        if matches!(f.ip, IpRepr::V4(_)) && !v4_checksum_byte {
            ipv4::Packet::new_unchecked(&mut x[l3..]).fill_checksum();
        }
        let parsed = FrameRepr::parse(&x);
        if v4_checksum_byte {
            prop_assert!(matches!(parsed, Err(WireError::Checksum { layer: Layer::Ipv4, .. })), "{:?}", parsed);
        } else {
            let p = parsed.map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&p.roce.payload, &f.roce.payload);
            prop_assert_eq!(p.roce.bth.psn, f.roce.bth.psn);
        }
    }

    /// Reprs with inconsistent headers, pad counts or out-of-range fields are refused by emit
    /// (never a panic); whatever emit accepts parses back to the same repr.
    #[test]
    fn messy_reprs_emit_or_refuse(
        f in arb_frame_repr_max(40),
        other in arb_roce_repr_for(Opcode::RcCompareSwap, 0),
        pad in 0u8..6,
        psn_hi in any::<bool>(),
        swap_headers in any::<bool>(),
        ip in arb_ip_repr(),
    ) {
        let mut g = f.clone();
        g.roce.bth.pad_cnt = pad;
        if psn_hi { g.roce.bth.psn |= 1 << 24; }
        if swap_headers { g.roce.atomic_eth = other.atomic_eth; }
        g.ip = ip;
        match g.to_bytes() {
            Ok(bytes) => prop_assert_eq!(FrameRepr::parse(&bytes), Ok(g)),
            Err(e) => prop_assert!(e.layer().is_some(), "{:?}", e),
        }
    }
}

/// Rewrites the IP and UDP length fields (and the IPv4 checksum) to match `bytes.len()`.
fn fix_lengths(f: &FrameRepr, bytes: &mut [u8]) {
    let l3 = l3_offset(f);
    let hl = f.ip.header_len();
    let ip_len = bytes.len() - l3;
    let udp_len = (ip_len - hl) as u16;
    match f.ip {
        IpRepr::V4(_) => {
            bytes[l3 + 2..l3 + 4].copy_from_slice(&(ip_len as u16).to_be_bytes());
            ipv4::Packet::new_unchecked(&mut bytes[l3..]).fill_checksum();
        }
        IpRepr::V6(_) => bytes[l3 + 4..l3 + 6].copy_from_slice(&udp_len.to_be_bytes()),
    }
    bytes[l3 + hl + 4..l3 + hl + 6].copy_from_slice(&udp_len.to_be_bytes());
}

/// Cutting the transport part short (lengths and ICRC fixed so only the RoCE layers can object)
/// gives a typed error naming BTH, an extension header, the ICRC or the payload, or a valid
/// shorter frame when the cut keeps the pad rule.
#[test]
fn truncated_transport_with_fixed_lengths() {
    let mut seen = std::collections::HashSet::new();
    for f in sample_frames() {
        let full = f.to_bytes().unwrap();
        let start = l3_offset(&f) + f.ip.header_len() + 8;
        for cut in start..full.len() {
            let mut x = full[..cut].to_vec();
            fix_lengths(&f, &mut x);
            let _ = fix_icrc(&mut x);
            match FrameRepr::parse(&x) {
                Ok(g) => {
                    assert!(g.roce.payload.len() < f.roce.payload.len());
                    assert_eq!(RoceRepr::pad_for(g.roce.payload.len()), g.roce.bth.pad_cnt);
                }
                Err(e) => {
                    let l = e.layer().unwrap_or_else(|| panic!("{e}"));
                    assert!(
                        matches!(
                            l,
                            Layer::Bth | Layer::Deth | Layer::Reth | Layer::AtomicEth | Layer::Aeth
                                | Layer::AtomicAckEth | Layer::ImmDt | Layer::Ieth | Layer::Cnp | Layer::Payload | Layer::Icrc
                        ),
                        "{:?} cut at {cut}: {e}",
                        f.roce.bth.opcode
                    );
                    seen.insert(l);
                }
            }
        }
    }
    for l in [Layer::Bth, Layer::Deth, Layer::Reth, Layer::AtomicEth, Layer::Aeth, Layer::AtomicAckEth, Layer::ImmDt, Layer::Ieth, Layer::Cnp, Layer::Icrc] {
        assert!(seen.contains(&l), "no truncation error named {l}");
    }
}

/// Every truncation of a valid frame without fixing anything is an error, never a panic.
#[test]
fn plain_truncation_is_always_an_error() {
    for f in sample_frames().iter().step_by(3) {
        let full = f.to_bytes().unwrap();
        for cut in 0..full.len() {
            let e = FrameRepr::parse(&full[..cut]).unwrap_err();
            assert!(!matches!(e, WireError::NotRoce(_)) || cut < l3_offset(f) + 4, "cut {cut}: {e}");
            match decode(&full[..cut]) {
                Decoded::Roce(d) => assert_eq!(d.result, Err(e)),
                Decoded::NotRoce(n) => assert_eq!(WireError::NotRoce(n), e),
            }
        }
    }
}

/// The malformed cases of the issue, each with its typed error.
#[test]
fn malformed_frames_named_errors() {
    let frames = sample_frames();
    let v4 = &frames[16]; // RC_SEND_ONLY, IPv4, no VLAN, 32-byte payload
    let v6 = &frames[18]; // RC_SEND_ONLY, IPv6
    assert_eq!(v4.roce.bth.opcode, Opcode::RcSendOnly);
    let b4 = v4.to_bytes().unwrap();
    let b6 = v6.to_bytes().unwrap();
    let p = |x: &[u8]| FrameRepr::parse(x).unwrap_err();

    // wrong IP version for the EtherType
    let mut x = b4.clone();
    x[14] = 0x65;
    assert_eq!(p(&x), WireError::BadField { layer: Layer::Ipv4, field: "version", value: 6 });
    let mut x = b6.clone();
    x[14] = 0x45;
    assert_eq!(p(&x), WireError::BadField { layer: Layer::Ipv6, field: "version", value: 4 });
    // bad IPv4 header checksum
    let mut x = b4.clone();
    x[24] ^= 0x10;
    assert!(matches!(p(&x), WireError::Checksum { layer: Layer::Ipv4, field: "checksum", .. }));
    // UDP length disagreeing with the IP length
    let mut x = b4.clone();
    x[14 + 20 + 5] -= 4;
    assert_eq!(p(&x), WireError::Length { layer: Layer::Udp, field: "length", stated: b4.len() - 34 - 4, actual: b4.len() - 34 });
    // IP length longer than the frame
    let mut x = b4.clone();
    x[17] += 1;
    ipv4::Packet::new_unchecked(&mut x[14..]).fill_checksum();
    assert_eq!(p(&x), WireError::Length { layer: Layer::Ipv4, field: "total_len", stated: b4.len() - 14 + 1, actual: b4.len() - 14 });
    let mut x = b6.clone();
    x[19] += 2;
    assert_eq!(p(&x), WireError::Length { layer: Layer::Ipv6, field: "payload_len", stated: b6.len() - 54 + 2, actual: b6.len() - 54 });
    // unknown opcode (ICRC fixed, so the BTH is what fails)
    let mut x = b4.clone();
    x[42] = 0x15;
    fix_icrc(&mut x).unwrap();
    assert_eq!(p(&x), WireError::BadField { layer: Layer::Bth, field: "opcode", value: 0x15 });
    // PadCnt larger than the payload: an ACK (no payload) claiming 3 pad bytes
    let ack = frames.iter().find(|f| f.roce.bth.opcode == Opcode::RcAck).unwrap();
    let mut x = ack.to_bytes().unwrap();
    let bth = l3_offset(ack) + ack.ip.header_len() + 8;
    x[bth + 1] |= 0x30;
    fix_icrc(&mut x).unwrap();
    assert_eq!(p(&x), WireError::Length { layer: Layer::Bth, field: "pad_cnt", stated: 3, actual: 0 });
    // bad ICRC
    let mut x = b4.clone();
    let n = x.len();
    x[n - 1] ^= 0x80;
    assert!(matches!(p(&x), WireError::Checksum { layer: Layer::Icrc, field: "icrc", .. }));
    // not RoCEv2: ARP, TCP, UDP to port 53
    let mut x = b4.clone();
    x[12..14].copy_from_slice(&[0x08, 0x06]);
    assert_eq!(decode(&x), Decoded::NotRoce(golden::wire::NotRoce::NotIp { ethertype: 0x0806 }));
    let mut x = b4.clone();
    x[23] = 6;
    ipv4::Packet::new_unchecked(&mut x[14..]).fill_checksum();
    assert_eq!(decode(&x), Decoded::NotRoce(golden::wire::NotRoce::NotUdp { protocol: 6 }));
    let mut x = b6.clone();
    x[54 + 2..54 + 4].copy_from_slice(&53u16.to_be_bytes());
    assert_eq!(decode(&x), Decoded::NotRoce(golden::wire::NotRoce::OtherPort { dst_port: 53 }));
    assert_eq!(p(&x), WireError::NotRoce(golden::wire::NotRoce::OtherPort { dst_port: 53 }));
}

/// IPv4 options (IHL > 5): the IPv4 view skips them and the ICRC covers them, but a whole frame
/// with options is refused (`BadField IPv4.ihl`, the choice documented in `golden::wire::frame`:
/// Linux rxe cannot check such a frame's ICRC), also when everything else is right.
#[test]
fn ipv4_options_are_covered_by_the_icrc_and_refused_by_the_frame_parse() {
    let f = &sample_frames()[16]; // RC_SEND_ONLY, IPv4, untagged
    let b = f.to_bytes().unwrap();
    let mut x = b[..34].to_vec();
    x.extend_from_slice(&[0x01, 0x01, 0x01, 0x00]); // NOP NOP NOP EOL
    x.extend_from_slice(&b[34..]);
    x[14] = 0x46;
    let total = (x.len() - 14) as u16;
    x[16..18].copy_from_slice(&total.to_be_bytes());
    ipv4::Packet::new_unchecked(&mut x[14..]).fill_checksum();
    fix_icrc(&mut x).unwrap();
    let v = ipv4::Packet::new_checked(&x[14..]).unwrap();
    assert_eq!((v.header_len(), v.options()), (24, &[0x01, 0x01, 0x01, 0x00][..]));
    let (wire, computed) = icrc_check(&x[14..]).unwrap();
    assert_eq!(wire, computed, "fix_icrc covered the options");
    assert_eq!(FrameRepr::parse(&x), Err(WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: 6 }));
    // changing an option byte breaks the ICRC (after the header checksum is made right again)
    x[35] = 0x00;
    ipv4::Packet::new_unchecked(&mut x[14..]).fill_checksum();
    let (wire, computed) = icrc_check(&x[14..]).unwrap();
    assert_ne!(wire, computed);
}
