//! `roce run` as a command: the `--json` last line has the promised keys with consistent values,
//! `--pcap` writes the wire, `--vcd` with the golden DUT is reported and not fatal.

use std::process::Command;

fn roce(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_roce")).args(args).output().expect("running roce");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Records of a classic pcap (little- or big-endian, any timestamp precision).
fn pcap_records(b: &[u8]) -> usize {
    let le = match b.get(..4) {
        Some([0xd4, 0xc3, 0xb2, 0xa1]) | Some([0x4d, 0x3c, 0xb2, 0xa1]) => true,
        Some([0xa1, 0xb2, 0xc3, 0xd4]) | Some([0xa1, 0xb2, 0x3c, 0x4d]) => false,
        _ => panic!("not a pcap"),
    };
    let mut at = 24;
    let mut n = 0;
    while at + 16 <= b.len() {
        let f = [b[at + 8], b[at + 9], b[at + 10], b[at + 11]];
        let incl = if le { u32::from_le_bytes(f) } else { u32::from_be_bytes(f) } as usize;
        at += 16 + incl;
        n += 1;
    }
    assert_eq!(at, b.len(), "pcap ends on a record boundary");
    n
}

#[test]
fn run_json_has_the_keys_and_they_agree() {
    let dir = std::env::temp_dir().join(format!("roce_run_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join("wire.pcap");
    let vcd = dir.join("dut.vcd");
    let (ok, out, err) = roce(&[
        "run",
        "--json",
        "--dut",
        "golden",
        "--msgs",
        "60",
        "--seed",
        "11",
        "--pcap",
        pcap.to_str().unwrap(),
        "--vcd",
        vcd.to_str().unwrap(),
    ]);
    assert!(ok, "{out}{err}");
    assert!(err.contains("cannot write a VCD"), "the golden DUT says it cannot trace: {err}");
    let last = out.lines().last().unwrap();
    let v: serde_json::Value = serde_json::from_str(last).unwrap();
    for k in [
        "messages",
        "completed",
        "failed",
        "memory_mismatches",
        "duplicate_executions",
        "retransmissions",
        "cycles",
        "goodput_gbps",
        "mismatches_vs_golden",
        "dut",
        "timing",
    ] {
        assert!(v.get(k).is_some(), "key {k} missing: {v}");
    }
    let u = |k: &str| v[k].as_u64().unwrap_or_else(|| panic!("{k}: {v}"));
    assert_eq!(v["dut"], "golden");
    assert_eq!(v["timing"], "cycle", "cycle-timed is the default");
    assert_eq!(u("messages"), 60);
    assert_eq!(u("completed"), 60);
    assert_eq!(u("failed"), 0);
    assert_eq!(u("memory_mismatches"), 0);
    assert_eq!(u("duplicate_executions"), 0);
    assert_eq!(u("mismatches_vs_golden"), 0);
    assert_eq!(v["lockstep"], true);
    assert_eq!(v["vcd_written"], false);
    assert_eq!(u("cycles"), u("sim_time_ns") / 4, "{v}");
    let g = v["goodput_gbps"].as_f64().unwrap();
    assert!(u("cycles_to_completion") <= u("cycles"));
    let want = u("goodput_bytes") as f64 * 8.0 / (u("cycles_to_completion") as f64 * 4.0);
    assert!(g > 0.0 && (g - want).abs() < 1e-9 * want.max(1.0), "{g} vs {want}");
    // The capture holds every frame handed to a node.
    let frames = pcap_records(&std::fs::read(&pcap).unwrap());
    assert_eq!(frames as u64, v["fabric"]["frames_delivered"].as_u64().unwrap());
    assert!(!vcd.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn run_defaults_are_the_issue_s() {
    let (ok, out, _) = roce(&["run", "--help"]);
    assert!(ok);
    for want in ["[default: 16]", "[default: 0.01]", "--dut", "golden", "rtl"] {
        assert!(out.contains(want), "{want}: {out}");
    }
    // Same option names as `roce sim` (one definition, flattened).
    let (_, sim_help, _) = roce(&["sim", "--help"]);
    for opt in ["--seed", "--qps", "--msgs", "--mtu", "--max-size", "--loss", "--dup", "--reorder", "--corrupt", "--ecn", "--pcap", "--json"] {
        assert!(sim_help.contains(opt) && out.contains(opt), "{opt}");
    }
}

#[test]
fn run_rejects_bad_options_with_an_error() {
    let (ok, _, err) = roce(&["run", "--loss", "1.5", "--msgs", "1"]);
    assert!(!ok);
    assert!(err.contains("probability"), "{err}");
    // A clock that is not a whole number of ns per cycle is refused, with a reason.
    let (ok, _, err) = roce(&["run", "--clock-mhz", "300", "--msgs", "1"]);
    assert!(!ok);
    assert!(err.contains("divide 1000"), "{err}");
    let (ok, _, err) = roce(&["run", "--retry-cnt", "8", "--msgs", "1"]);
    assert!(!ok);
    assert!(err.contains("0..=7"), "{err}");
    // The old lockstep is still there, and says so.
    let (ok, out, err) = roce(&["run", "--json", "--dut", "golden", "--transactional", "--msgs", "5"]);
    assert!(ok, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(v["timing"], "transactional");
}

/// `--service uc|ud` runs unreliable QPs: without faults every message lands exactly; UD caps
/// the sizes at its MTU; an unknown service is refused.
#[test]
fn run_service_uc_and_ud_land_exactly_without_faults() {
    for service in ["uc", "ud"] {
        let (ok, out, err) = roce(&[
            "run", "--json", "--dut", "golden", "--service", service, "--msgs", "80", "--loss", "0", "--reorder", "0",
        ]);
        assert!(ok, "{service}: {out}{err}");
        let v: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
        let u = |k: &str| v[k].as_u64().unwrap_or_else(|| panic!("{k}: {v}"));
        assert_eq!((u("completed"), u("failed")), (80, 0), "{service}: {v}");
        assert_eq!((u("memory_mismatches"), u("mismatches_vs_golden"), u("retransmissions")), (0, 0, 0), "{service}: {v}");
    }
    let (ok, _, err) = roce(&["run", "--service", "xrc", "--msgs", "1"]);
    assert!(!ok, "{err}");
}
