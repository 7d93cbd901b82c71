//! Scenario addressing options: IPv6 endpoints, an 802.1Q VLAN, QPNs spread over the QP table,
//! and data regions filled only where messages touch them (so thousands of QPs stay small).

use golden::fabric::FaultConfig;
use golden::sim::{run, Scenario, SimConfig, SimError};
use golden::wire::pcap::read_pcap;

fn capture(cfg: &SimConfig, name: &str) -> Vec<Vec<u8>> {
    let path = std::env::temp_dir().join(format!("golden_addr_{name}_{}.pcap", std::process::id()));
    let f = std::fs::File::create(&path).unwrap();
    let r = run(cfg, Some(Box::new(std::io::BufWriter::new(f))), &mut |_| {}).unwrap();
    assert_eq!((r.completed, r.failed, r.memory_mismatches, r.duplicate_executions, r.completion_errors), (r.messages, 0, 0, 0, 0), "{r:?}");
    let frames = read_pcap(&path).unwrap().into_iter().map(|f| f.data).collect();
    std::fs::remove_file(&path).unwrap();
    frames
}

#[test]
fn ipv6_endpoints_talk_rocev2_over_ipv6() {
    let cfg = SimConfig { ipv6: true, mtu: 2048, msgs: 200, faults: FaultConfig { loss: 0.02, ..FaultConfig::none() }, ..Default::default() };
    let (_, [a, b]) = Scenario::build(&cfg).unwrap();
    assert!(a.config().ip.is_ipv6() && b.config().ip.is_ipv6());
    let frames = capture(&cfg, "v6");
    assert!(!frames.is_empty());
    for f in &frames {
        assert_eq!(&f[12..14], &[0x86, 0xDD], "every frame is untagged IPv6");
        assert_eq!(f[14 + 6], 17, "next header UDP");
        assert_eq!(&f[14 + 40 + 2..14 + 40 + 4], &4791u16.to_be_bytes(), "RoCEv2 port");
    }
}

#[test]
fn a_vlan_tags_every_frame_with_its_id() {
    for (vlan, pfc, want) in [(Some(5), true, 5u16), (Some(4094), false, 4094), (None, true, 100)] {
        let cfg = SimConfig { vlan, pfc, msgs: 80, ..Default::default() };
        for f in capture(&cfg, &format!("vlan{want}")) {
            assert_eq!(&f[12..14], &[0x81, 0x00], "tagged");
            assert_eq!(u16::from_be_bytes([f[14], f[15]]) & 0x0FFF, want);
            assert_eq!(&f[16..18], &[0x08, 0x00], "IPv4 inside");
        }
    }
    for bad in [0u16, 4095] {
        assert!(matches!(Scenario::build(&SimConfig { vlan: Some(bad), ..Default::default() }), Err(SimError::Config(_))), "{bad}");
    }
}

#[test]
fn qpn_stride_spreads_qpns_and_the_run_still_lands() {
    let cfg = SimConfig { qps: 40, qpn_stride: 13, msgs: 300, faults: FaultConfig { loss: 0.02, reorder: 0.02, ..FaultConfig::none() }, ..Default::default() };
    let (sc, _) = Scenario::build(&cfg).unwrap();
    for e in 0..2 {
        assert_eq!(sc.qpns(e), (0..40).map(|i| 17 + 13 * i).collect::<Vec<u32>>());
    }
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert_eq!((r.completed, r.memory_mismatches, r.duplicate_executions), (r.messages, 0, 0), "{r:?}");
    // QPNs must stay 24-bit.
    let too_wide = SimConfig { qps: 4096, qpn_stride: 4097, ..Default::default() };
    assert!(matches!(Scenario::build(&too_wide), Err(SimError::Config(_))));
    assert!(matches!(Scenario::build(&SimConfig { qpn_stride: 0, ..Default::default() }), Err(SimError::Config(_))));
}

/// The data regions are filled page by page where messages go: 4,096 QPs with 64 KiB messages
/// would otherwise be gigabytes per endpoint. Few messages, few pages.
#[test]
fn many_qps_hold_only_the_pages_their_messages_touch() {
    let cfg = SimConfig { qps: 4096, qpn_stride: 13, msgs: 50, ..Default::default() };
    let (_, [a, b]) = Scenario::build(&cfg).unwrap();
    // At most 2 x (64 KiB / 4 KiB + 1) pages per message and side, plus atomic words.
    let bound = 50 * 2 * 18;
    assert!(a.mem().pages() + b.mem().pages() <= bound, "{} + {} pages", a.mem().pages(), b.mem().pages());
    assert!(a.mem().pages() > 0 && b.mem().pages() > 0);
    let r = run(&cfg, None, &mut |_| {}).unwrap();
    assert_eq!((r.completed, r.memory_mismatches, r.duplicate_executions), (r.messages, 0, 0), "{r:?}");
}
