//! Cross-crate regression suites live in `tests/tests/`; this library holds their shared helpers:
//! finding the external oracles (tshark, Python with scapy) and running them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root (the folder holding the workspace `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ sits inside the workspace")
        .to_path_buf()
}

/// The Python interpreter with scapy >= 2.6: `$ROCE_PYTHON`, else the project's `.venv`
/// made by `scripts/setup.sh`. Panics with the fix when neither exists: an oracle test that
/// cannot find its oracle fails, it never passes silently.
pub fn python_with_scapy() -> PathBuf {
    if let Ok(p) = std::env::var("ROCE_PYTHON") {
        return PathBuf::from(p);
    }
    let venv = workspace_root().join(".venv/bin/python3");
    assert!(
        venv.exists(),
        "no Python with scapy: run scripts/setup.sh (makes .venv) or set ROCE_PYTHON"
    );
    venv
}

/// Runs a command and returns its standard output; panics with stderr when it fails.
pub fn run_ok(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e} (run scripts/setup.sh to install it)"));
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("oracle output is UTF-8")
}

/// tshark's payload heuristics that mis-dissect short RoCE payloads; the oracle disables them.
pub const TSHARK_DISABLED_HEURISTICS: &[&str] = &[
    "rpcrdma_infiniband",
    "iser_infiniband",
    "nvme_rdma",
    "sdp_infiniband",
    "fc_infiniband",
    "smb_direct_infiniband",
    "smcr_infiniband",
    "lnet_ib",
    "mellanox_eoib",
    "eth_over_ib",
];

/// Dumps `fields` of every frame of `pcap` with tshark, one `Vec<String>` per frame (empty
/// string when the frame lacks the field).
pub fn tshark_fields(pcap: &Path, fields: &[&str]) -> Vec<Vec<String>> {
    let mut cmd = Command::new("tshark");
    cmd.arg("-r").arg(pcap);
    for h in TSHARK_DISABLED_HEURISTICS {
        cmd.args(["--disable-heuristic", h]);
    }
    cmd.args(["-T", "fields", "-E", "separator=|", "-E", "occurrence=f"]);
    for f in fields {
        cmd.args(["-e", f]);
    }
    let out = run_ok(&mut cmd);
    out.lines()
        .map(|l| l.split('|').map(str::to_string).collect())
        .collect()
}

/// Parses a number as tshark prints it: decimal or `0x`-prefixed hex. Panics (failing the test)
/// on anything else, so a field tshark printed in an unexpected form is never read as a value.
pub fn tshark_num(s: &str) -> u64 {
    let s = s.trim();
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).unwrap_or_else(|e| panic!("bad hex {s:?}: {e}")),
        None => s.parse().unwrap_or_else(|e| panic!("bad number {s:?}: {e}")),
    }
}
