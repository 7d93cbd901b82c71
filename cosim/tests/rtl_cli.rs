//! `roce export`, `roce synth` and `roce bench` run as commands.

use std::path::Path;
use std::process::Command;

fn roce(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_roce")).args(args).output().expect("running roce");
    assert!(
        out.status.success(),
        "roce {args:?} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn export_writes_what_is_checked_in() {
    let dir = std::env::temp_dir().join(format!("roce_export_{}", std::process::id()));
    let listed = roce(&["export", "--out", dir.to_str().unwrap()]);
    let checked_in = Path::new(env!("CARGO_MANIFEST_DIR")).join("../hdl/verilog");
    let list = std::fs::read_to_string(dir.join("filelist.f")).unwrap();
    assert!(list.lines().any(|l| l == "roce_skid_buffer.v"), "{list}");
    for line in listed.lines() {
        let name = Path::new(line).file_name().unwrap();
        let fresh = std::fs::read_to_string(line).unwrap();
        let old = std::fs::read_to_string(checked_in.join(name)).unwrap_or_default();
        assert!(fresh == old, "{name:?} differs from hdl/verilog: run `roce export --out hdl/verilog`");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn synth_reports_the_skid_buffer() {
    let v: serde_json::Value = serde_json::from_str(&roce(&["synth", "--json", "--block", "roce_skid_buffer"])).unwrap();
    let b = &v["blocks"][0];
    assert_eq!(b["block"], "roce_skid_buffer");
    // Two entries of data (512) + keep (64) + last + user, plus the valid flags: all registers.
    assert!(b["ffs"].as_u64().unwrap() >= 2 * (512 + 64 + 2), "{b}");
    assert!(b["luts"].as_u64().unwrap() >= 512, "one mux per output bit at least: {b}");
    let depth = b["logic_depth"].as_u64().unwrap();
    assert!((1..=3).contains(&depth), "a skid buffer is one or two LUT levels deep: {b}");
    assert_eq!(b["brams"], 0);
}

#[test]
fn bench_measures_full_throughput() {
    let v: serde_json::Value = serde_json::from_str(&roce(&["bench", "--json", "--no-synth", "--fuzz-frames", "1000"])).unwrap();
    assert_eq!(v["rx_fuzz_frames"], 1000, "{v}");
    assert_eq!(v["rx_fuzz_hangs"], 0, "{v}");
    assert_eq!(v["rx_fuzz_mismatches_vs_golden"], 0, "{v}");
    assert_eq!(v["skid_beats_per_cycle"], 1.0, "{v}");
    assert_eq!(v["icrc_beats_per_cycle"], 1.0, "{v}");
    assert_eq!(v["icrc_min_frames_per_cycle"], 1.0, "{v}");
    assert_eq!(v["tx_beats_per_cycle"], 1.0, "the TX builder claims one beat per clock: {v}");
    assert_eq!(v["tx_min_frames_per_cycle"], 1.0, "and one single-beat frame per clock: {v}");
    assert!(v["tx_latency_cycles"].as_u64().unwrap() > 0);
    assert_eq!(v["rx_beats_per_cycle"], 1.0, "the RX parser claims line rate: {v}");
    assert_eq!(v["rx_min_frames_per_cycle"], 1.0, "one single-beat frame per clock: {v}");
    assert!(v["rx_latency_cycles"].as_u64().unwrap() > 0, "{v}");
    assert!(v["verilator_rx_cycles_per_sec"].as_f64().unwrap() > 100.0, "{v}");
    assert_eq!(v["skid_latency_cycles"], 1);
    assert_eq!(v["icrc_latency_cycles"], hdl::icrc::ICRC_LATENCY as u64);
    let r = v["skid_beats_per_cycle_random"].as_f64().unwrap();
    assert!(r > 0.3 && r < 0.8, "70 % valid x 70 % ready: {r}");
    for b in ["roce_icrc", "roce_skid_buffer", "roce_tx_builder", "roce_rx_parser"] {
        assert!(v["verilator_cycles_per_sec"][b].as_f64().unwrap() > 100.0, "{b}: {v}");
    }
    assert!(v.get("blocks").is_none(), "--no-synth skips Yosys");
}
