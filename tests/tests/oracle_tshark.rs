//! Cross-check against an implementation nobody here wrote: frames emitted by golden are
//! decoded by tshark (Wireshark's RRoCE dissector) and every header field tshark knows must
//! equal golden's. tshark does not verify the ICRC (it only shows the four wire bytes), so the
//! ICRC is checked against scapy in `oracle_scapy.rs`; here we check tshark shows the same bytes.

use golden::wire::{FrameRepr, IpRepr, PcapWriter, Syndrome};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use regression::{tshark_fields, tshark_num as num};

const FIELDS: &[&str] = &[
    "frame.number",
    "eth.dst",
    "eth.src",
    "vlan.id",
    "vlan.priority",
    "ip.src",
    "ip.dst",
    "ip.dsfield.dscp",
    "ip.dsfield.ecn",
    "ip.ttl",
    "ip.id",
    "ip.flags.df",
    "ipv6.src",
    "ipv6.dst",
    "ipv6.tclass",
    "ipv6.flow",
    "ipv6.hlim",
    "udp.srcport",
    "udp.dstport",
    "udp.length",
    "infiniband.bth.opcode",
    "infiniband.bth.se",
    "infiniband.bth.m",
    "infiniband.bth.padcnt",
    "infiniband.bth.tver",
    "infiniband.bth.p_key",
    "infiniband.bth.destqp",
    "infiniband.bth.a",
    "infiniband.bth.psn",
    "infiniband.reth.va",
    "infiniband.reth.r_key",
    "infiniband.reth.dmalen",
    "infiniband.aeth.syndrome",
    "infiniband.aeth.msn",
    "infiniband.atomiceth.swapdt",
    "infiniband.atomiceth.cmpdt",
    "infiniband.atomicacketh.origremdt",
    "infiniband.immdt",
    "infiniband.ieth",
    "infiniband.deth.q_key",
    "infiniband.deth.srcqp",
    "infiniband.invariant.crc",
];

fn hex_bytes(s: &str) -> u64 {
    u64::from_str_radix(s.trim(), 16).unwrap_or_else(|e| panic!("bad hex bytes {s:?}: {e}"))
}

fn mac(m: &[u8; 6]) -> String {
    m.iter().map(|b| format!("{b:02x}")).collect::<Vec<_>>().join(":")
}

/// Frames to compare: one of every opcode x IPv4/IPv6 x VLAN/none, plus random frames from
/// golden's generators (fixed seed, so a failure is reproducible).
fn frames() -> Vec<FrameRepr> {
    let mut frames = golden::gen::sample_frames();
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[7u8; 32]),
    );
    let strat = golden::gen::arb_frame_repr();
    for _ in 0..300 {
        frames.push(strat.new_tree(&mut runner).expect("generator").current());
    }
    frames
}

#[test]
fn tshark_agrees_with_golden_on_every_field() {
    let frames = frames();
    let dir = std::env::temp_dir().join(format!("roce-tshark-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join("golden.pcap");
    let mut bytes_of = Vec::new();
    {
        let f = std::fs::File::create(&pcap).unwrap();
        let mut w = PcapWriter::new(f).expect("pcap header");
        for (i, fr) in frames.iter().enumerate() {
            let b = fr.to_bytes().expect("golden emits its own generated frames");
            w.write(i as u64 * 1000, &b).expect("pcap write");
            bytes_of.push(b);
        }
    }
    let rows = tshark_fields(&pcap, FIELDS);
    assert_eq!(rows.len(), frames.len(), "tshark saw every frame");
    let col = |name: &str| FIELDS.iter().position(|f| *f == name).unwrap();
    let mut checked = 0usize;
    for ((fr, row), wire) in frames.iter().zip(&rows).zip(&bytes_of) {
        let get = |name: &str| row[col(name)].as_str();
        let ctx = format!("frame {} ({}): {fr:?}", get("frame.number"), fr.roce.bth.opcode.name());
        let mut eq = |name: &str, tshark: u64, golden: u64| {
            assert_eq!(tshark, golden, "{name} differs; {ctx}");
            checked += 1;
        };
        assert_eq!(get("eth.dst"), mac(&fr.eth.dst), "eth.dst");
        assert_eq!(get("eth.src"), mac(&fr.eth.src), "eth.src");
        match &fr.eth.vlan {
            Some(v) => {
                eq("vlan.id", num(get("vlan.id")), v.vid as u64);
                eq("vlan.priority", num(get("vlan.priority")), v.pcp as u64);
            }
            None => assert_eq!(get("vlan.id"), "", "no VLAN tag expected"),
        }
        match &fr.ip {
            IpRepr::V4(ip) => {
                assert_eq!(get("ip.src"), std::net::Ipv4Addr::from(ip.src).to_string());
                assert_eq!(get("ip.dst"), std::net::Ipv4Addr::from(ip.dst).to_string());
                eq("ip.dsfield.dscp", num(get("ip.dsfield.dscp")), ip.dscp as u64);
                eq("ip.dsfield.ecn", num(get("ip.dsfield.ecn")), ip.ecn as u64);
                eq("ip.ttl", num(get("ip.ttl")), ip.ttl as u64);
                eq("ip.id", num(get("ip.id")), ip.ident as u64);
                eq("ip.flags.df", num(get("ip.flags.df")), ip.dont_frag as u64);
            }
            IpRepr::V6(ip) => {
                assert_eq!(get("ipv6.src"), std::net::Ipv6Addr::from(ip.src).to_string());
                assert_eq!(get("ipv6.dst"), std::net::Ipv6Addr::from(ip.dst).to_string());
                eq("ipv6.tclass", num(get("ipv6.tclass")), ip.traffic_class as u64);
                eq("ipv6.flow", num(get("ipv6.flow")), ip.flow_label as u64);
                eq("ipv6.hlim", num(get("ipv6.hlim")), ip.hop_limit as u64);
            }
        }
        eq("udp.srcport", num(get("udp.srcport")), fr.udp.src_port as u64);
        eq("udp.dstport", num(get("udp.dstport")), fr.udp.dst_port as u64);
        let roce = &fr.roce;
        let pad = roce.bth.pad_cnt as usize;
        let udp_len = 8 + 12 + roce.bth.opcode.headers().len() + roce.payload.len() + pad + 4;
        eq("udp.length", num(get("udp.length")), udp_len as u64);
        let b = &roce.bth;
        eq("bth.opcode", num(get("infiniband.bth.opcode")), b.opcode.as_u8() as u64);
        eq("bth.se", num(get("infiniband.bth.se")), b.solicited as u64);
        eq("bth.m", num(get("infiniband.bth.m")), b.migreq as u64);
        eq("bth.padcnt", num(get("infiniband.bth.padcnt")), b.pad_cnt as u64);
        eq("bth.tver", num(get("infiniband.bth.tver")), b.tver as u64);
        eq("bth.p_key", num(get("infiniband.bth.p_key")), b.pkey as u64);
        eq("bth.destqp", num(get("infiniband.bth.destqp")), b.dest_qp as u64);
        eq("bth.a", num(get("infiniband.bth.a")), b.ack_req as u64);
        eq("bth.psn", num(get("infiniband.bth.psn")), b.psn as u64);
        if let Some(r) = &roce.reth {
            eq("reth.va", num(get("infiniband.reth.va")), r.va);
            eq("reth.r_key", num(get("infiniband.reth.r_key")), r.rkey as u64);
            eq("reth.dmalen", num(get("infiniband.reth.dmalen")), r.dma_len as u64);
        }
        if let Some(a) = &roce.atomic_eth {
            // tshark files the AtomicETH VA and R_Key under the reth field names.
            eq("atomiceth.va", num(get("infiniband.reth.va")), a.va);
            eq("atomiceth.r_key", num(get("infiniband.reth.r_key")), a.rkey as u64);
            eq("atomiceth.swapdt", num(get("infiniband.atomiceth.swapdt")), a.swap_add);
            eq("atomiceth.cmpdt", num(get("infiniband.atomiceth.cmpdt")), a.compare);
        }
        if roce.reth.is_none() && roce.atomic_eth.is_none() {
            assert_eq!(get("infiniband.reth.va"), "", "no RETH expected; {ctx}");
        }
        if let Some(a) = &roce.aeth {
            let syn = a.syndrome.to_byte().expect("valid syndrome") as u64;
            eq("aeth.syndrome", num(get("infiniband.aeth.syndrome")), syn);
            eq("aeth.msn", num(get("infiniband.aeth.msn")), a.msn as u64);
            // the syndrome's class is what golden names it
            let class = syn >> 5;
            match a.syndrome {
                Syndrome::Ack { .. } => assert_eq!(class, 0),
                Syndrome::RnrNak { .. } => assert_eq!(class, 1),
                Syndrome::Nak(_) => assert_eq!(class, 3),
            }
        } else {
            assert_eq!(get("infiniband.aeth.syndrome"), "", "no AETH expected; {ctx}");
        }
        if let Some(a) = &roce.atomic_ack_eth {
            eq("atomicacketh.origremdt", num(get("infiniband.atomicacketh.origremdt")), a.orig);
        }
        if let Some(imm) = roce.immdt {
            eq("immdt", hex_bytes(get("infiniband.immdt")), imm as u64);
        } else {
            assert_eq!(get("infiniband.immdt"), "", "no ImmDt expected; {ctx}");
        }
        if let Some(ieth) = roce.ieth {
            eq("ieth", hex_bytes(get("infiniband.ieth")), ieth as u64);
        } else {
            assert_eq!(get("infiniband.ieth"), "", "no IETH expected; {ctx}");
        }
        if let Some(d) = &roce.deth {
            eq("deth.q_key", num(get("infiniband.deth.q_key")), d.qkey as u64);
            eq("deth.srcqp", num(get("infiniband.deth.srcqp")), d.src_qp as u64);
        }
        // tshark reads the ICRC's four wire bytes big-endian; it must see golden's bytes, where
        // golden put them (it does not verify them: scapy does, in oracle_scapy.rs).
        let crc = get("infiniband.invariant.crc");
        if !crc.is_empty() {
            let ip_end = wire.len(); // golden emits no Ethernet trailer
            let w = &wire[ip_end - 4..ip_end];
            eq("invariant.crc", num(crc), u32::from_be_bytes([w[0], w[1], w[2], w[3]]) as u64);
        }
    }
    // Guard against a vacuous pass (e.g. every field empty): many values were compared.
    assert!(checked > frames.len() * 12, "only {checked} field comparisons");
    std::fs::remove_dir_all(&dir).ok();
}
