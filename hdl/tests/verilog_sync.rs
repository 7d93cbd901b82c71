//! The checked-in Verilog under `hdl/verilog/` is exactly what the Rust generates now, and it is
//! clean for Verilator's lint and Yosys' parser (and `proc` pass, except for composite tops).
//!
//! To regenerate after changing a block: `cargo run -p cosim --bin roce -- export --out
//! hdl/verilog`, or `UPDATE_VERILOG=1 cargo test -p hdl --test verilog_sync`; then commit
//! `hdl/verilog/`. Verilator and Yosys are required (scripts/setup.sh installs them): a missing
//! tool is a failure, not a skip.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn verilog_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("verilog")
}

const REGEN: &str = "run `cargo run -p cosim --bin roce -- export --out hdl/verilog` \
                     (or `UPDATE_VERILOG=1 cargo test -p hdl --test verilog_sync`) and commit hdl/verilog/";

#[test]
fn checked_in_verilog_matches_the_rust() {
    let dir = verilog_dir();
    let blocks = hdl::export::export_all().expect("export failed");
    let files = hdl::export::files(&blocks);
    if std::env::var_os("UPDATE_VERILOG").is_some_and(|v| v != "0") {
        hdl::export::write_all(&dir).expect("writing hdl/verilog");
    }
    let mut problems = Vec::new();
    for (name, text) in &files {
        match std::fs::read_to_string(dir.join(name)) {
            Ok(old) if &old == text => {}
            Ok(_) => problems.push(format!("{name} differs from the generated text")),
            Err(_) => problems.push(format!("{name} is missing")),
        }
    }
    let expected: BTreeSet<&str> = files.iter().map(|f| f.0.as_str()).collect();
    for entry in std::fs::read_dir(&dir).expect("hdl/verilog exists") {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let generated_kind = name.ends_with(".v") || name.ends_with(".ports.json") || name == "filelist.f";
        if generated_kind && !expected.contains(name.as_str()) {
            problems.push(format!("{name} is stale: no registered block generates it (delete it)"));
        }
    }
    assert!(problems.is_empty(), "hdl/verilog is out of date:\n  {}\n{REGEN}", problems.join("\n  "));
}

fn require(tool: &str) {
    let ok = Command::new(tool).arg("-V").output().is_ok();
    assert!(ok, "{tool} is required for this test and was not found on PATH (scripts/setup.sh installs it)");
}

#[test]
fn checked_in_verilog_is_verilator_lint_clean() {
    require("verilator");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/verilator-lint.sh");
    let out = Command::new("bash").arg(script).arg(verilog_dir()).output().expect("running lint");
    assert!(
        out.status.success(),
        "verilator lint failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Tops made of other exported blocks (`hdl::export::COMPOSITE_TOPS`): Yosys parses them and
/// checks their hierarchy, but its `proc` pass (100 s on the 1.4 MB responder, most of this
/// test's time) runs only on the blocks' own files, which the exporter generates from the same
/// Rust as the composite's copies.
use hdl::export::COMPOSITE_TOPS;

#[test]
fn checked_in_verilog_parses_in_yosys() {
    require("yosys");
    let dir = verilog_dir();
    // One Yosys process per block, as many at once as there are cores.
    let blocks = hdl::export::registry();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(blocks.len());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some(b) = blocks.get(i) else { break };
                let file = dir.join(format!("{}.v", b.name));
                let proc = if COMPOSITE_TOPS.contains(&b.name) { "" } else { "; proc" };
                let script = format!("read_verilog {}; hierarchy -check -top {}{proc}", file.display(), b.name);
                let out = Command::new("yosys").args(["-q", "-p", &script]).output().expect("running yosys");
                if !out.status.success() {
                    failures.lock().unwrap().push(format!(
                        "yosys rejected {}:\n{}{}",
                        b.name,
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What an FPGA engineer opens is readable: no two modules of a file have the same body (each
/// distinct block is one module: sharing them again changes nothing), the responder fits in
/// fewer than 200 modules and the whole NIC in fewer than 220, every AXI4-Stream port carries its
/// AXI name (`s_axis_*`, `m_axis_*`), none the `bundle__tdata` form, and the whole NIC's ports are
/// the responder's, one for one (a board wrapper takes either).
#[test]
fn checked_in_verilog_has_one_module_per_distinct_block_and_axi_stream_names() {
    let dir = verilog_dir();
    for b in hdl::export::registry() {
        let text = std::fs::read_to_string(dir.join(format!("{}.v", b.name))).expect("exported file");
        let shared = hdl::export::dedup::share_identical_modules(&text, b.name);
        assert_eq!(shared.trim(), text.trim(), "{}: modules with identical bodies are left", b.name);
        let ports = std::fs::read_to_string(dir.join(format!("{}.ports.json", b.name))).expect("port list");
        for f in hdl::export::AXIS_FIELDS {
            assert!(!ports.contains(&format!("__{f}\"")), "{}: a stream port without its AXI name ({f})", b.name);
        }
    }
    let responder = std::fs::read_to_string(dir.join("roce_responder.v")).unwrap();
    let modules = hdl::export::module_names(&responder).len();
    assert!(modules < 200, "roce_responder.v holds {modules} modules");
    let ports = std::fs::read_to_string(dir.join("roce_responder.ports.json")).unwrap();
    for p in ["s_axis_rx_tdata", "s_axis_rx_tready", "m_axis_tx_tdata", "m_axis_tx_tready", "m_axi_awaddr", "s_axil_awaddr"] {
        assert!(ports.contains(&format!("\"{p}\"")), "roce_responder has no port {p}");
    }
    let nic = std::fs::read_to_string(dir.join("roce_nic.v")).unwrap();
    let modules = hdl::export::module_names(&nic).len();
    assert!(modules < 220, "roce_nic.v holds {modules} modules");
    let nic_ports = std::fs::read_to_string(dir.join("roce_nic.ports.json")).unwrap();
    // The port lists without the `"module"` line.
    let port_list = |text: &str| -> Vec<String> { text.lines().filter(|l| !l.trim_start().starts_with("\"module\"")).map(str::to_string).collect() };
    assert!(port_list(&ports).len() > 60, "{} lines", port_list(&ports).len());
    assert_eq!(port_list(&nic_ports), port_list(&ports), "roce_nic's ports are roce_responder's");
}
