//! Cross-check the ICRC against scapy's own RoCE layer (scapy >= 2.6, IPv4 and IPv6): for
//! golden-emitted frames of every opcode, scapy recomputes the ICRC from the masked headers and
//! must get the bytes golden put on the wire; for frames with a flipped covered bit, golden's
//! parse must report the ICRC bad exactly when scapy's value disagrees with the wire.

use golden::wire::{decode, Decoded, FrameRepr, PcapWriter};
use regression::{python_with_scapy, run_ok, workspace_root};
use std::process::Command;

struct ScapyRow {
    frame: usize,
    ip_version: u8,
    wire: String,
    scapy: String,
}

fn scapy_icrcs(pcap: &std::path::Path) -> Vec<ScapyRow> {
    let script = workspace_root().join("tests/oracles/scapy_icrc.py");
    let out = run_ok(Command::new(python_with_scapy()).arg(script).arg(pcap));
    out.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("scapy oracle prints JSON");
            ScapyRow {
                frame: v["frame"].as_u64().unwrap() as usize,
                ip_version: v["ip_version"].as_u64().unwrap() as u8,
                wire: v["wire"].as_str().unwrap().to_string(),
                scapy: v["scapy"].as_str().unwrap().to_string(),
            }
        })
        .collect()
}

fn write_pcap(path: &std::path::Path, frames: &[Vec<u8>]) {
    let f = std::fs::File::create(path).unwrap();
    let mut w = PcapWriter::new(f).expect("pcap header");
    for (i, b) in frames.iter().enumerate() {
        w.write(i as u64 * 1000, b).expect("pcap write");
    }
}

#[test]
fn scapy_icrc_equals_golden_for_every_opcode_ipv4_and_ipv6() {
    let frames: Vec<FrameRepr> = golden::gen::sample_frames();
    let bytes: Vec<Vec<u8>> = frames.iter().map(|f| f.to_bytes().expect("emit")).collect();
    let dir = std::env::temp_dir().join(format!("roce-scapy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join("golden.pcap");
    write_pcap(&pcap, &bytes);
    let rows = scapy_icrcs(&pcap);
    assert_eq!(rows.len(), frames.len(), "scapy saw every RoCEv2 frame");
    let (mut v4, mut v6) = (0, 0);
    let mut opcodes = std::collections::BTreeSet::new();
    for r in &rows {
        let f = &frames[r.frame - 1];
        assert_eq!(
            r.scapy, r.wire,
            "scapy's ICRC differs from golden's for frame {} ({} IPv{})",
            r.frame,
            f.roce.bth.opcode.name(),
            r.ip_version
        );
        if r.ip_version == 4 { v4 += 1 } else { v6 += 1 }
        opcodes.insert(f.roce.bth.opcode.as_u8());
    }
    assert!(v4 > 0 && v6 > 0, "both IP versions covered");
    for op in golden::wire::Opcode::all() {
        assert!(opcodes.contains(&op.as_u8()), "{} not covered", op.name());
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn golden_and_scapy_agree_on_corrupted_frames() {
    // Flip one bit in the payload or the covered headers of each frame: scapy's recomputed ICRC
    // then differs from the wire, and golden must call the ICRC bad (or reject an earlier layer).
    let frames: Vec<Vec<u8>> = golden::gen::sample_frames()
        .iter()
        .map(|f| f.to_bytes().expect("emit"))
        .collect();
    let mut corrupted = Vec::new();
    for (i, b) in frames.iter().enumerate() {
        let mut b = b.clone();
        // last byte before the ICRC: payload, pad or the last extension/BTH byte; all covered.
        let at = b.len() - 5;
        b[at] ^= 1 << (i % 8);
        corrupted.push(b);
    }
    let dir = std::env::temp_dir().join(format!("roce-scapy-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join("bad.pcap");
    write_pcap(&pcap, &corrupted);
    let rows = scapy_icrcs(&pcap);
    assert_eq!(rows.len(), corrupted.len());
    for r in &rows {
        assert_ne!(r.scapy, r.wire, "scapy must see frame {} corrupted", r.frame);
        match decode(&corrupted[r.frame - 1]) {
            Decoded::Roce(d) => assert!(!d.icrc_ok(), "golden missed the bad ICRC of frame {}", r.frame),
            Decoded::NotRoce(n) => panic!("frame {} no longer RoCE: {n:?}", r.frame),
        }
        assert!(FrameRepr::parse(&corrupted[r.frame - 1]).is_err());
    }
    std::fs::remove_dir_all(&dir).ok();
}
