//! `roce gen-pcap` + `roce decode` end to end, through the real binary.

use std::path::PathBuf;
use std::process::{Command, Output};

use golden::wire::{Opcode, PcapWriter};
use serde_json::Value;

fn roce(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_roce")).args(args).output().expect("run roce")
}

fn tmp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("roce-decode-cli-{}-{name}", std::process::id()))
}

fn json_lines(out: &Output) -> Vec<Value> {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn every_opcode_decodes_with_valid_icrc() {
    let p = tmp("all.pcap");
    let g = roce(&["gen-pcap", p.to_str().unwrap()]);
    assert!(g.status.success(), "{}", String::from_utf8_lossy(&g.stderr));
    let lines = json_lines(&roce(&["decode", "--json", p.to_str().unwrap()]));
    let (summary, frames) = lines.split_last().unwrap();
    assert_eq!(frames.len(), Opcode::all().len() * 4);
    for (i, f) in frames.iter().enumerate() {
        assert_eq!(f["frame"], i + 1);
        assert_eq!(f["roce"], true);
        assert_eq!(f["icrc_ok"], true, "{f}");
        assert_eq!(f["error"], Value::Null, "{f}");
        assert!(f.get("summary").is_none());
        let op = Opcode::from_u8(f["opcode"].as_u64().unwrap() as u8).unwrap();
        assert_eq!(f["opcode_name"], op.name());
        // frames come in opcode order, 4 per opcode: v4, v4+VLAN, v6, v6+VLAN
        assert_eq!(op, Opcode::all()[i / 4]);
        assert_eq!(f["ip_version"], if i % 4 < 2 { 4 } else { 6 });
        assert!(f["dqpn"].is_u64() && f["psn"].is_u64());
        let hs = op.headers();
        assert_eq!(f.get("reth").is_some(), hs.reth, "{f}");
        assert_eq!(f.get("aeth").is_some(), hs.aeth, "{f}");
        assert_eq!(f.get("deth").is_some(), hs.deth, "{f}");
        assert_eq!(f.get("atomic_eth").is_some(), hs.atomic_eth, "{f}");
        assert_eq!(f.get("atomic_ack_eth").is_some(), hs.atomic_ack_eth, "{f}");
        assert_eq!(f.get("immdt").is_some(), hs.immdt, "{f}");
        assert_eq!(f.get("ieth").is_some(), hs.ieth, "{f}");
    }
    let s = &summary["summary"];
    assert_eq!(s["frames"], 152);
    assert_eq!(s["roce"], 152);
    assert_eq!(s["not_roce"], 0);
    assert_eq!(s["icrc_bad"], 0);
    assert_eq!(s["errors"], 0);
    for op in Opcode::all() {
        assert_eq!(s["opcodes"][op.name()], 4, "{}", op.name());
    }
    // text mode: one line per frame, then the summary
    let t = roce(&["decode", p.to_str().unwrap()]);
    assert!(t.status.success());
    let text = String::from_utf8(t.stdout).unwrap();
    assert_eq!(text.lines().filter(|l| l.contains("icrc=ok")).count(), 152);
    assert!(text.contains("frames: 152  RoCEv2: 152  non-RoCE: 0  ICRC bad: 0  errors: 0"), "{text}");
    let _ = std::fs::remove_file(p);
}

#[test]
fn flipped_payload_bit_reports_bad_icrc() {
    let p = tmp("bad.pcap");
    assert!(roce(&["gen-pcap", p.to_str().unwrap(), "--corrupt-frame", "5", "--corrupt-frame", "149"]).status.success());
    let lines = json_lines(&roce(&["decode", "--json", p.to_str().unwrap()]));
    for (i, f) in lines[..152].iter().enumerate() {
        let bad = i + 1 == 5 || i + 1 == 149;
        assert_eq!(f["icrc_ok"], !bad, "{f}");
        if bad {
            assert!(f["error"].as_str().unwrap().contains("ICRC"), "{f}");
            assert_ne!(f["icrc_wire"], f["icrc_computed"]);
            // the headers are still shown
            assert!(f["opcode_name"].is_string() && f["psn"].is_u64());
        }
    }
    assert_eq!(lines[152]["summary"]["icrc_bad"], 2);
    assert_eq!(lines[152]["summary"]["errors"], 0);
    let t = String::from_utf8(roce(&["decode", p.to_str().unwrap()]).stdout).unwrap();
    let line5 = t.lines().nth(4).unwrap();
    assert!(line5.trim_start().starts_with("5 ") && line5.contains("icrc=BAD"), "{line5}");
    assert!(t.contains("ICRC bad: 2"));
    // out-of-range frame number is refused
    let r = roce(&["gen-pcap", p.to_str().unwrap(), "--corrupt-frame", "999"]);
    assert!(!r.status.success());
    let _ = std::fs::remove_file(p);
}

#[test]
fn non_roce_and_malformed_frames_are_reported_not_fatal() {
    let p = tmp("mixed.pcap");
    let good = golden::gen::sample_frames()[16].to_bytes().unwrap();
    let mut arp = good.clone();
    arp[12..14].copy_from_slice(&[0x08, 0x06]);
    let mut dns = good.clone();
    dns[14 + 20 + 2..14 + 20 + 4].copy_from_slice(&53u16.to_be_bytes());
    let truncated = good[..good.len() - 9].to_vec();
    let tiny = vec![1u8, 2, 3];
    let mut w = PcapWriter::new(Vec::new()).unwrap();
    for (i, f) in [&good, &arp, &dns, &truncated, &tiny].iter().enumerate() {
        w.write(i as u64 * 1000, f).unwrap();
    }
    std::fs::write(&p, w.into_inner()).unwrap();
    let lines = json_lines(&roce(&["decode", "--json", p.to_str().unwrap()]));
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0]["icrc_ok"], true);
    assert_eq!(lines[1]["roce"], false);
    assert!(lines[1]["reason"].as_str().unwrap().contains("0x0806"));
    assert_eq!(lines[2]["roce"], false);
    assert!(lines[2]["reason"].as_str().unwrap().contains("53"));
    assert_eq!(lines[3]["roce"], true);
    assert_eq!(lines[3]["icrc_ok"], false);
    assert!(lines[3]["error"].as_str().unwrap().contains("IPv4"), "{}", lines[3]);
    assert_eq!(lines[4]["roce"], true);
    assert_eq!(lines[4]["ip_version"], 0);
    assert!(lines[4]["error"].as_str().unwrap().contains("truncated"));
    let s = &lines[5]["summary"];
    assert_eq!((s["frames"].as_u64(), s["roce"].as_u64(), s["not_roce"].as_u64()), (Some(5), Some(3), Some(2)));
    assert_eq!((s["icrc_bad"].as_u64(), s["errors"].as_u64()), (Some(0), Some(2)));
    let _ = std::fs::remove_file(p);
}

#[test]
fn missing_or_garbled_file_fails_with_a_message() {
    let missing = tmp("does-not-exist.pcap");
    let out = roce(&["decode", missing.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("does-not-exist.pcap") && err.contains("No such file"), "{err}");
    assert!(out.stdout.is_empty());

    let garbled = tmp("garbled.pcap");
    std::fs::write(&garbled, b"this is not a capture file, just text\n").unwrap();
    let out = roce(&["decode", "--json", garbled.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a valid pcap"));
    let _ = std::fs::remove_file(garbled);
}
