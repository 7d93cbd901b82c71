//! Verilates the checked-in `hdl/verilog/*.v` and generates, per block, a C++ shim and a typed Rust
//! wrapper from the block's `<name>.ports.json` (written by `hdl::export`). Nothing here is written
//! per port by hand: adding a block to `hdl::export::registry` and regenerating `hdl/verilog` is all
//! it takes to get `cosim::verilator::<CamelName>`.
//!
//! Steps, per block listed in `hdl/verilog/filelist.f`:
//! 1. `verilator --cc --trace -O3 -Wno-WIDTH --prefix V<name>` into the block's cache directory (C++ only;
//!    Verilator 5.006's `--build` without `--exe` does not compile the runtime, so we compile).
//! 2. Read the class lists from `V<name>_classes.mk`: `VM_CLASSES_FAST`/`VM_SUPPORT_FAST` are
//!    compiled at `-O2` in release builds and `-O1` in test builds (`ROCE_VERILATOR_CXX_OPT`
//!    overrides), the `_SLOW` ones (construction, initial values, trace setup: run once) at `-O0`
//!    (Verilator's own makefile uses `-Os` for them, four times slower to compile here).
//! 3. Write `shim_<name>.cpp`: `extern "C"` functions to create/free the model (each with its own
//!    `VerilatedContext`, evaluated once with the clock low right after construction), eval, the
//!    clock's falling edge (see `falling_edge`), set and get every port, and open/dump/close a
//!    VCD trace. Ports up to 64 bits travel as `u64`,
//!    wider ones as little-endian `u32` words.
//! 4. Write `verilated.rs` (included by `cosim::verilator`): one safe struct per block.
//!
//! Each block becomes its own static library `libroce_vl_<name>.a`, and the Verilator runtime
//! (`verilated.cpp`, `verilated_vcd_c.cpp`, `verilated_threads.cpp`, at `-Os`) one more, each
//! cached under `target/roce-verilator/<name>-<key>/` where the key hashes what that library
//! depends on (the block's Verilog and port list, this script, Verilator's version, options).
//! `cargo test` builds the crate for several profiles, and a change to one block must not
//! recompile the others. A lock directory makes parallel builds of the same key wait for one
//! another. Blocks are built by `NUM_JOBS` threads at once (cargo sets it to the job count),
//! largest first.
//!
//! Environment: `VERILATOR` (default `verilator`), `VERILATOR_ROOT` (default: asked from
//! `verilator --getenv VERILATOR_ROOT`).

use serde_json::Value;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

struct Port {
    name: String,
    input: bool,
    width: usize,
    clock: bool,
}

struct BlockSpec {
    name: String,
    ports: Vec<Port>,
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let vdir = manifest.join("../hdl/verilog");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={}", vdir.display());
    println!("cargo:rerun-if-env-changed=VERILATOR");
    println!("cargo:rerun-if-env-changed=VERILATOR_ROOT");
    println!("cargo:rerun-if-env-changed=ROCE_VERILATOR_OPT");
    println!("cargo:rerun-if-env-changed=ROCE_VERILATOR_CXX_OPT");

    let filelist = vdir.join("filelist.f");
    println!("cargo:rerun-if-changed={}", filelist.display());
    let list = std::fs::read_to_string(&filelist)
        .unwrap_or_else(|e| panic!("reading {}: {e}", filelist.display()));
    let mut blocks = Vec::new();
    // Common part of every cache key: this script, the tool's version, options (each block adds
    // its own Verilog and port list).
    let mut key = DefaultHasher::new();
    std::fs::read(manifest.join("build.rs")).unwrap_or_default().hash(&mut key);
    for line in list.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let name = line.strip_suffix(".v").unwrap_or(line).to_owned();
        let json = vdir.join(format!("{name}.ports.json"));
        let v = vdir.join(format!("{name}.v"));
        println!("cargo:rerun-if-changed={}", json.display());
        println!("cargo:rerun-if-changed={}", v.display());
        assert!(v.exists(), "{} is listed in filelist.f but missing", v.display());
        blocks.push(read_spec(&name, &json));
    }

    let verilator = std::env::var("VERILATOR").unwrap_or_else(|_| "verilator".into());
    let version = Command::new(&verilator).arg("--version").output().unwrap_or_else(|e| {
        panic!("cosim needs Verilator 5 (`{verilator}` not runnable: {e}); scripts/setup.sh installs it")
    });
    version.stdout.hash(&mut key);
    let root = match std::env::var("VERILATOR_ROOT") {
        Ok(r) => PathBuf::from(r),
        Err(_) => {
            let o = Command::new(&verilator).args(["--getenv", "VERILATOR_ROOT"]).output().expect("verilator --getenv");
            PathBuf::from(String::from_utf8_lossy(&o.stdout).trim())
        }
    };
    root.hash(&mut key);
    // The model's own optimisation inside Verilator (-O3 is cheap: it runs in Verilator, not gcc).
    let vl_opt = std::env::var("ROCE_VERILATOR_OPT").unwrap_or_else(|_| "-O3".into());
    vl_opt.hash(&mut key);
    // The C++ compiler's optimisation of the model's per-cycle code (`_FAST` classes): -O2 for
    // release builds (`roce run`, `roce bench`), -O1 for test builds (measured on
    // roce_responder: 149 s of gcc at -O2, 106 s at -O1). The once-only code (`_SLOW` classes:
    // construction, initial values, trace declarations) at -O0 everywhere: 28 s instead of
    // 106 s at Verilator's default -Os, and it runs once per model.
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    let cxx_fast = std::env::var("ROCE_VERILATOR_CXX_OPT").unwrap_or_else(|_| if release { "-O2" } else { "-O1" }.into());
    let cxx_slow = "-O0".to_string();
    cxx_fast.hash(&mut key);
    cxx_slow.hash(&mut key);
    std::env::var("CXX").unwrap_or_default().hash(&mut key);

    // One compiled library per block and one for the Verilator runtime, each cached by content
    // under `<target>/roce-verilator/`: `cargo test` builds this crate for more than one profile,
    // and a change to one block's Verilog must not recompile the others.
    let cache_root = target_dir(&out).join("roce-verilator");
    std::fs::create_dir_all(&cache_root).unwrap();
    let tool = VlTool { verilator: verilator.clone(), root: root.clone(), vl_opt: vl_opt.clone(), cxx_fast, cxx_slow };
    // Blocks are built by a small pool of threads (cargo's NUM_JOBS, at most one per block), each
    // taking the next unbuilt block: the C++ of one block compiles file by file, so this is what
    // keeps both cores of a small CI machine busy.
    let mut jobs: Vec<(String, String, Option<&BlockSpec>)> = Vec::new();
    for b in &blocks {
        let mut h = key.clone();
        b.name.hash(&mut h);
        std::fs::read(vdir.join(format!("{}.v", b.name))).unwrap().hash(&mut h);
        std::fs::read(vdir.join(format!("{}.ports.json", b.name))).unwrap_or_default().hash(&mut h);
        jobs.push((format!("{}-{:016x}", b.name, h.finish()), format!("roce_vl_{}", b.name), Some(b)));
    }
    let mut h = key.clone();
    "runtime".hash(&mut h);
    jobs.push((format!("runtime-{:016x}", h.finish()), "roce_vl_runtime".into(), None));
    // Largest first (by Verilog size; the runtime counts as a mid-sized block), so the longest
    // build does not start last and leave one core idle at the end.
    let size = |spec: &Option<&BlockSpec>| match spec {
        Some(b) => std::fs::metadata(vdir.join(format!("{}.v", b.name))).map_or(0, |m| m.len()),
        None => 100_000,
    };
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(size(&jobs[i].2)));
    let workers = std::env::var("NUM_JOBS")
        .ok()
        .and_then(|j| j.parse::<usize>().ok())
        .unwrap_or(1)
        .clamp(1, jobs.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let built: Vec<std::sync::Mutex<Option<PathBuf>>> = jobs.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some(&i) = order.get(k) else { break };
                let (name, _, spec) = &jobs[i];
                let dir = match spec {
                    Some(b) => cached_build(&cache_root, name, |tmp| build_block(b, &vdir, tmp, &tool)),
                    None => cached_build(&cache_root, name, |tmp| build_runtime(tmp, &tool)),
                };
                *built[i].lock().unwrap() = Some(dir);
            });
        }
    });
    let mut libs = Vec::new();
    let mut times: Vec<(String, f64)> = Vec::new();
    for ((_, lib, spec), dir) in jobs.iter().zip(built) {
        let dir = dir.into_inner().unwrap().expect("every block was built");
        let label = spec.map(|b| b.name.clone()).unwrap_or_else(|| "verilator runtime".into());
        times.push((label, read_seconds(&dir)));
        libs.push((dir, lib.clone()));
    }

    let mut rs = rust_bindings(&blocks);
    let _ = writeln!(
        rs,
        "/// Seconds spent building each block's library (verilating + compiling its C++) and the\n/// Verilator runtime, when they were last built (each is cached by content under\n/// `target/roce-verilator/`).\npub const BUILD_SECONDS: &[(&str, f64)] = &[{}];",
        times.iter().map(|(n, t)| format!("(\"{n}\", {t:.2})")).collect::<Vec<_>>().join(", ")
    );
    std::fs::write(out.join("verilated.rs"), rs).unwrap();
    // Models first, the runtime they call after them (static link order).
    for (dir, lib) in &libs {
        println!("cargo:rustc-link-search=native={}", dir.display());
        println!("cargo:rustc-link-lib=static={lib}");
    }
    println!("cargo:rustc-link-lib=stdc++");
    println!("cargo:rustc-link-lib=pthread");
    println!("cargo:rustc-link-lib=atomic");
}

/// Verilator and how it is run.
struct VlTool {
    verilator: String,
    root: PathBuf,
    vl_opt: String,
    /// C++ optimisation of the per-cycle code.
    cxx_fast: String,
    /// C++ optimisation of the once-only code.
    cxx_slow: String,
}

/// Returns `<cache_root>/<name>`, building it with `build` into a temporary directory first when
/// it is not there yet. A lock directory makes parallel builds of the same name wait for one
/// another (a lock older than 30 minutes is taken over).
fn cached_build(cache_root: &Path, name: &str, build: impl Fn(&Path) + std::panic::RefUnwindSafe) -> PathBuf {
    let cached = cache_root.join(name);
    let lock = cache_root.join(format!("{name}.lock"));
    let started = Instant::now();
    loop {
        if cached.join("done").exists() {
            return cached;
        }
        match std::fs::create_dir(&lock) {
            Ok(()) => {
                let tmp = cache_root.join(format!("{name}.tmp{}", std::process::id()));
                let _ = std::fs::remove_dir_all(&tmp);
                std::fs::create_dir_all(&tmp).unwrap();
                let t0 = Instant::now();
                let result = std::panic::catch_unwind(|| build(&tmp));
                if result.is_ok() {
                    std::fs::write(tmp.join("seconds"), format!("{:.2}", t0.elapsed().as_secs_f64())).unwrap();
                    std::fs::write(tmp.join("done"), name).unwrap();
                    let _ = std::fs::remove_dir_all(&cached);
                    std::fs::rename(&tmp, &cached).unwrap();
                }
                let _ = std::fs::remove_dir(&lock);
                if let Err(e) = result {
                    std::panic::resume_unwind(e);
                }
                return cached;
            }
            Err(_) => {
                let stale = std::fs::metadata(&lock)
                    .and_then(|m| m.modified())
                    .map(|t| t.elapsed().unwrap_or_default() > Duration::from_secs(1800))
                    .unwrap_or(false);
                if stale {
                    let _ = std::fs::remove_dir(&lock);
                }
                assert!(started.elapsed() < Duration::from_secs(3600), "waited an hour for {}", lock.display());
                std::thread::sleep(Duration::from_millis(500));
            }
        }
    }
}

fn read_seconds(dir: &Path) -> f64 {
    std::fs::read_to_string(dir.join("seconds")).ok().and_then(|s| s.trim().parse().ok()).unwrap_or(0.0)
}

/// `<target>` from `<target>/<profile>/build/<pkg>-<hash>/out` (or `CARGO_TARGET_DIR`).
fn target_dir(out: &Path) -> PathBuf {
    if let Ok(t) = std::env::var("CARGO_TARGET_DIR") {
        return PathBuf::from(t);
    }
    out.ancestors().nth(4).map(Path::to_path_buf).unwrap_or_else(|| out.to_path_buf())
}

/// A C++ compiler set up for Verilator-generated code (tracing on), writing objects into `dir`.
fn cxx(tool: &VlTool, dir: &Path, opt: &str) -> cc::Build {
    let inc = tool.root.join("include");
    let mut c = cc::Build::new();
    c.cpp(true)
        .std("c++17")
        .include(&inc)
        .include(inc.join("vltstd"))
        .define("VM_COVERAGE", "0")
        .define("VM_SC", "0")
        .define("VM_TRACE", "1")
        .define("VM_TRACE_FST", "0")
        .define("VM_TRACE_VCD", "1")
        .flag(opt)
        .warnings(false)
        .debug(false)
        .cargo_metadata(false)
        .out_dir(dir);
    c
}

/// Verilates one block and compiles its model and shim into `dir/libroce_vl_<name>.a`.
fn build_block(b: &BlockSpec, vdir: &Path, dir: &Path, tool: &VlTool) {
    let mdir = dir.join("vl");
    std::fs::create_dir_all(&mdir).unwrap();
    let prefix = format!("V{}", b.name);
    let st = Command::new(&tool.verilator)
        .args(["--cc", "--trace", &tool.vl_opt, "-Wno-WIDTH", "-Wno-fatal", "--prefix", &prefix])
        .args(["--top-module", &b.name, "--Mdir"])
        .arg(&mdir)
        .arg(vdir.join(format!("{}.v", b.name)))
        .status()
        .expect("running verilator");
    assert!(st.success(), "verilator failed on {}", b.name);
    let classes = std::fs::read_to_string(mdir.join(format!("{prefix}_classes.mk"))).unwrap();
    let mut fast_files = Vec::new();
    let mut slow_files = Vec::new();
    for c in mk_list(&classes, "VM_CLASSES_FAST").into_iter().chain(mk_list(&classes, "VM_SUPPORT_FAST")) {
        fast_files.push(mdir.join(format!("{c}.cpp")));
    }
    for c in mk_list(&classes, "VM_CLASSES_SLOW").into_iter().chain(mk_list(&classes, "VM_SUPPORT_SLOW")) {
        slow_files.push(mdir.join(format!("{c}.cpp")));
    }
    let root_h = std::fs::read_to_string(mdir.join(format!("{prefix}___024root.h"))).unwrap_or_default();
    let shim = mdir.join(format!("shim_{}.cpp", b.name));
    std::fs::write(&shim, shim_cpp(b, &root_h)).unwrap();
    fast_files.push(shim);
    let mut fast = cxx(tool, dir, &tool.cxx_fast);
    fast.include(&mdir).files(&fast_files);
    let mut objs = fast.compile_intermediates();
    let mut slow = cxx(tool, dir, &tool.cxx_slow);
    slow.include(&mdir).files(&slow_files);
    objs.extend(slow.compile_intermediates());
    cxx(tool, dir, &tool.cxx_fast).objects(&objs).compile(&format!("roce_vl_{}", b.name));
}

/// Compiles the Verilator runtime (`verilated.cpp`, `verilated_vcd_c.cpp`, `verilated_threads.cpp`)
/// into `dir/libroce_vl_runtime.a`, at `-Os` as Verilator's own makefile does (`OPT_SLOW`).
fn build_runtime(dir: &Path, tool: &VlTool) {
    let inc = tool.root.join("include");
    let mut c = cxx(tool, dir, "-Os");
    for r in ["verilated", "verilated_vcd_c", "verilated_threads"] {
        c.file(inc.join(format!("{r}.cpp")));
    }
    let objs = c.compile_intermediates();
    cxx(tool, dir, "-Os").objects(&objs).compile("roce_vl_runtime");
}

fn read_spec(name: &str, json: &Path) -> BlockSpec {
    let text = std::fs::read_to_string(json).unwrap_or_else(|e| panic!("reading {}: {e}", json.display()));
    let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", json.display()));
    assert_eq!(v["module"].as_str(), Some(name), "{}: module name", json.display());
    let ports = v["ports"]
        .as_array()
        .expect("ports array")
        .iter()
        .map(|p| {
            let dir = p["dir"].as_str().expect("dir");
            assert!(dir == "input" || dir == "output", "{name}: inout ports are not supported by the bridge");
            Port {
                name: p["name"].as_str().expect("name").to_owned(),
                input: dir == "input",
                width: p["width"].as_u64().expect("width") as usize,
                clock: p["clock"].as_bool().unwrap_or(false),
            }
        })
        .collect();
    BlockSpec { name: name.to_owned(), ports }
}

/// The names listed under `VAR += \` in a Verilator `_classes.mk`.
fn mk_list(mk: &str, var: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in mk.lines() {
        if line.starts_with(var) && line.contains("+=") {
            inside = true;
            continue;
        }
        if inside {
            let t = line.trim().trim_end_matches('\\').trim();
            if t.is_empty() {
                inside = false;
            } else {
                out.push(t.to_owned());
            }
        }
    }
    out
}

/// Verilator's C++ name of a Verilog identifier (it encodes `__` as `___05F`).
fn cpp_name(v: &str) -> String {
    v.replace("__", "___05F")
}

/// Rust method-name part of a port: `rd_req_valid__0` -> `rd_req_valid_0` (made unique by the caller's check).
fn rust_name(v: &str) -> String {
    let mut s = v.to_owned();
    while s.contains("__") {
        s = s.replace("__", "_");
    }
    s
}

fn camel(name: &str) -> String {
    name.split('_')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect()
}

fn words(width: usize) -> usize {
    width.div_ceil(32)
}

/// The clock's falling edge without an `eval`, when the model allows it: Verilator 5 finds a
/// rising edge by comparing the clock with the value it saw at the previous `eval`
/// (`__Vtrigrprev__TOP__<clock>` in the root class, 5.0xx's name). Nothing in the exported
/// blocks is sensitive to the falling edge or the clock's level (rust-hdl: `posedge` only), so
/// lowering the clock and that record together is what an `eval` would end with, without
/// re-running every input-dependent combinational block (Verilator's `ico` region runs on
/// every `eval`: half the model's time). A Verilator that names the record differently gets
/// the real `eval` (same results, slower). The C++ statements, for `root_h`, the model's
/// `V<name>___024root.h`.
fn falling_edge(clock: &str, root_h: &str) -> String {
    let record = format!("__Vtrigrprev__TOP__{clock}");
    if root_h.contains(&format!("CData/*0:0*/ {record};")) {
        format!("h->m->{clock} = 0; h->m->rootp->{record} = 0;")
    } else {
        format!("h->m->{clock} = 0; h->m->eval();")
    }
}

fn shim_cpp(b: &BlockSpec, root_h: &str) -> String {
    let n = &b.name;
    let p = format!("V{n}");
    let mut s = String::new();
    let _ = writeln!(
        s,
        "// Generated by cosim/build.rs from {n}.ports.json. Do not edit.\n\
#include <cstdint>\n#include \"verilated.h\"\n#include \"verilated_vcd_c.h\"\n#include \"{p}.h\"\n#include \"{p}___024root.h\"\n\
struct {n}_h {{ VerilatedContext* ctx; {p}* m; VerilatedVcdC* tfp; }};\n\
extern \"C\" {{\n\
{n}_h* {n}_new() {{\n  auto* h = new {n}_h;\n  h->ctx = new VerilatedContext;\n  h->tfp = nullptr;\n\
  h->m = new {p}(h->ctx, \"{n}\");"
    );
    for port in b.ports.iter().filter(|p| p.clock) {
        let _ = writeln!(s, "  h->m->{} = 0;", cpp_name(&port.name));
    }
    let clocks: Vec<&Port> = b.ports.iter().filter(|p| p.clock).collect();
    let fall = match clocks.as_slice() {
        [c] => falling_edge(&cpp_name(&c.name), root_h),
        _ => "h->m->eval();".to_string(),
    };
    let _ = writeln!(
        s,
        "  h->m->eval();\n  return h;\n}}\n\
void {n}_free({n}_h* h) {{\n  if (h->tfp) {{ h->tfp->close(); delete h->tfp; }}\n  h->m->final();\n  delete h->m;\n  delete h->ctx;\n  delete h;\n}}\n\
void {n}_eval({n}_h* h) {{ h->m->eval(); }}\n\
void {n}_fall({n}_h* h) {{ {fall} }}\n\
int {n}_trace_open({n}_h* h, const char* path) {{\n  if (h->tfp) return 1;\n  h->ctx->traceEverOn(true);\n  h->tfp = new VerilatedVcdC;\n  h->m->trace(h->tfp, 99);\n  h->tfp->open(path);\n  return h->tfp->isOpen() ? 0 : 2;\n}}\n\
void {n}_trace_dump({n}_h* h, uint64_t t) {{ if (h->tfp) h->tfp->dump(t); }}\n\
void {n}_trace_close({n}_h* h) {{ if (h->tfp) {{ h->tfp->close(); delete h->tfp; h->tfp = nullptr; }} }}"
    );
    for port in &b.ports {
        let c = cpp_name(&port.name);
        let r = rust_name(&port.name);
        let w = port.width;
        if w <= 64 {
            let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            if port.input {
                let _ = writeln!(s, "void {n}_set_{r}({n}_h* h, uint64_t v) {{ h->m->{c} = v & {mask}ULL; }}");
            }
            let _ = writeln!(s, "uint64_t {n}_get_{r}({n}_h* h) {{ return (uint64_t)h->m->{c}; }}");
        } else {
            let nw = words(w);
            let top = if w % 32 == 0 { u32::MAX } else { (1u32 << (w % 32)) - 1 };
            if port.input {
                let _ = writeln!(
                    s,
                    "void {n}_set_{r}({n}_h* h, const uint32_t* v) {{ for (int i = 0; i < {nw}; i++) h->m->{c}[i] = v[i]; h->m->{c}[{}] &= {top}U; }}",
                    nw - 1
                );
            }
            let _ = writeln!(
                s,
                "void {n}_get_{r}({n}_h* h, uint32_t* v) {{ for (int i = 0; i < {nw}; i++) v[i] = h->m->{c}[i]; }}"
            );
        }
    }
    s.push_str("}\n");
    s
}

fn rust_bindings(blocks: &[BlockSpec]) -> String {
    let mut s = String::from("// Generated by cosim/build.rs from hdl/verilog/*.ports.json. Do not edit.\n");
    let mut all = Vec::new();
    for b in blocks {
        let n = &b.name;
        let ty = camel(n);
        all.push(ty.clone());
        let mut names = std::collections::BTreeSet::new();
        for p in &b.ports {
            assert!(names.insert(rust_name(&p.name)), "{n}: two ports map to the Rust name {}", rust_name(&p.name));
        }
        let clocks: Vec<&Port> = b.ports.iter().filter(|p| p.clock).collect();
        let _ = writeln!(s, "#[repr(C)] struct {ty}Handle {{ _p: [u8; 0] }}");
        let _ = writeln!(s, "extern \"C\" {{");
        let _ = writeln!(s, "    fn {n}_new() -> *mut {ty}Handle;\n    fn {n}_free(h: *mut {ty}Handle);\n    fn {n}_eval(h: *mut {ty}Handle);\n    fn {n}_fall(h: *mut {ty}Handle);");
        let _ = writeln!(s, "    fn {n}_trace_open(h: *mut {ty}Handle, path: *const std::os::raw::c_char) -> i32;\n    fn {n}_trace_dump(h: *mut {ty}Handle, t: u64);\n    fn {n}_trace_close(h: *mut {ty}Handle);");
        for p in &b.ports {
            let r = rust_name(&p.name);
            if p.width <= 64 {
                if p.input {
                    let _ = writeln!(s, "    fn {n}_set_{r}(h: *mut {ty}Handle, v: u64);");
                }
                let _ = writeln!(s, "    fn {n}_get_{r}(h: *mut {ty}Handle) -> u64;");
            } else {
                if p.input {
                    let _ = writeln!(s, "    fn {n}_set_{r}(h: *mut {ty}Handle, v: *const u32);");
                }
                let _ = writeln!(s, "    fn {n}_get_{r}(h: *mut {ty}Handle, v: *mut u32);");
            }
        }
        let _ = writeln!(s, "}}");
        let _ = writeln!(s, "/// Verilator model of the exported block `{n}` (`hdl/verilog/{n}.v`).\n///\n/// Apply inputs with the `set_` methods while the clock is low, then [`Self::tick`]; read outputs\n/// with the `get_` methods. Each model owns its own `VerilatedContext`.");
        let _ = writeln!(s, "pub struct {ty} {{ h: *mut {ty}Handle, time: u64, tracing: bool }}");
        let _ = writeln!(s, "// SAFETY: the model and its context are owned by this value alone and never shared.\nunsafe impl Send for {ty} {{}}");
        let _ = writeln!(s, "impl Default for {ty} {{ fn default() -> Self {{ Self::new() }} }}");
        let _ = writeln!(s, "impl Drop for {ty} {{ fn drop(&mut self) {{ unsafe {{ {n}_free(self.h) }} }} }}");
        let _ = writeln!(s, "impl {ty} {{");
        let _ = writeln!(s, "    /// Verilog module name.\n    pub const NAME: &'static str = \"{n}\";");
        let _ = writeln!(s, "    /// Every port: (name as in Verilog, is input, width in bits).");
        let _ = write!(s, "    pub const PORTS: &'static [PortInfo] = &[");
        for p in &b.ports {
            let _ = write!(s, "PortInfo {{ name: \"{}\", input: {}, width: {}, clock: {} }}, ", p.name, p.input, p.width, p.clock);
        }
        let _ = writeln!(s, "];");
        let _ = writeln!(s, "    /// A new model, evaluated once with the clock low (all other inputs zero).\n    pub fn new() -> Self {{ let h = unsafe {{ {n}_new() }}; assert!(!h.is_null()); Self {{ h, time: 0, tracing: false }} }}");
        let _ = writeln!(s, "    /// Settles combinational logic after input changes (no clock edge).\n    pub fn eval(&mut self) {{ unsafe {{ {n}_eval(self.h) }} }}");
        let _ = writeln!(s, "    /// Number of [`Self::tick`]s so far.\n    pub fn cycles(&self) -> u64 {{ self.time / 2 }}");
        if clocks.len() == 1 {
            let c = rust_name(&clocks[0].name);
            let _ = writeln!(s, "    /// One clock cycle: rising edge, falling edge (the clock is low again afterwards, outputs\n    /// show the state after the rising edge). Verilator settles the inputs' combinational logic\n    /// (its `ico` region) before the edge's sequential logic within the same `eval`, so no\n    /// separate settle is needed: each `eval` costs all input-dependent logic once, and this\n    /// saves a third of it. The falling edge needs no `eval` at all where the model allows it\n    /// (see `falling_edge` in `cosim/build.rs`). While tracing, every edge is evaluated and the\n    /// inputs are settled first, so that the VCD shows them before the edge.\n    pub fn tick(&mut self) {{\n        if self.tracing {{ unsafe {{ {n}_eval(self.h); {n}_trace_dump(self.h, self.time * 5) }} }}\n        unsafe {{ {n}_set_{c}(self.h, 1); {n}_eval(self.h); }}\n        self.time += 1;\n        if self.tracing {{\n            unsafe {{ {n}_trace_dump(self.h, self.time * 5); {n}_set_{c}(self.h, 0); {n}_eval(self.h); }}\n        }} else {{\n            unsafe {{ {n}_fall(self.h) }}\n        }}\n        self.time += 1;\n    }}");
        }
        let _ = writeln!(s, "    /// Starts writing a VCD trace of every signal to `path` (dumped at each clock edge).\n    pub fn trace_vcd(&mut self, path: &std::path::Path) -> Result<(), TraceError> {{\n        let c = std::ffi::CString::new(path.to_string_lossy().as_bytes()).map_err(|_| TraceError::BadPath)?;\n        match unsafe {{ {n}_trace_open(self.h, c.as_ptr()) }} {{ 0 => {{ self.tracing = true; Ok(()) }}, 1 => Err(TraceError::AlreadyOpen), _ => Err(TraceError::Open(path.display().to_string())) }}\n    }}");
        let _ = writeln!(s, "    /// Flushes and closes the VCD trace, if any.\n    pub fn trace_close(&mut self) {{ unsafe {{ {n}_trace_close(self.h) }}; self.tracing = false; }}");
        for p in &b.ports {
            let r = rust_name(&p.name);
            let w = p.width;
            let what = if p.input { "input" } else { "output" };
            if w == 1 {
                if p.input {
                    let _ = writeln!(s, "    /// Sets {what} `{}` (1 bit).\n    #[inline] pub fn set_{r}(&mut self, v: bool) {{ unsafe {{ {n}_set_{r}(self.h, v as u64) }} }}", p.name);
                }
                let _ = writeln!(s, "    /// Reads {what} `{}` (1 bit).\n    #[inline] pub fn get_{r}(&self) -> bool {{ unsafe {{ {n}_get_{r}(self.h) != 0 }} }}", p.name);
            } else if w <= 64 {
                if p.input {
                    let _ = writeln!(s, "    /// Sets {what} `{}` ({w} bits; higher bits are dropped).\n    #[inline] pub fn set_{r}(&mut self, v: u64) {{ unsafe {{ {n}_set_{r}(self.h, v) }} }}", p.name);
                }
                let _ = writeln!(s, "    /// Reads {what} `{}` ({w} bits).\n    #[inline] pub fn get_{r}(&self) -> u64 {{ unsafe {{ {n}_get_{r}(self.h) }} }}", p.name);
            } else {
                let nw = words(w);
                if p.input {
                    let _ = writeln!(s, "    /// Sets {what} `{}` ({w} bits, little-endian 32-bit words; bits past {w} are dropped).\n    #[inline] pub fn set_{r}(&mut self, v: &[u32; {nw}]) {{ unsafe {{ {n}_set_{r}(self.h, v.as_ptr()) }} }}", p.name);
                }
                let _ = writeln!(s, "    /// Reads {what} `{}` ({w} bits, little-endian 32-bit words).\n    #[inline] pub fn get_{r}(&self) -> [u32; {nw}] {{ let mut v = [0u32; {nw}]; unsafe {{ {n}_get_{r}(self.h, v.as_mut_ptr()) }}; v }}", p.name);
            }
        }
        let _ = writeln!(s, "}}");
        // Dynamic access by port name, for generic harnesses (lockstep comparison).
        let _ = writeln!(s, "impl Model for {ty} {{");
        let _ = writeln!(s, "    fn name(&self) -> &'static str {{ Self::NAME }}\n    fn ports(&self) -> &'static [PortInfo] {{ Self::PORTS }}\n    fn eval(&mut self) {{ {ty}::eval(self) }}\n    fn trace_vcd(&mut self, path: &std::path::Path) -> Result<(), TraceError> {{ {ty}::trace_vcd(self, path) }}");
        if clocks.len() == 1 {
            let _ = writeln!(s, "    fn tick(&mut self) {{ {ty}::tick(self) }}");
        } else {
            let _ = writeln!(s, "    fn tick(&mut self) {{ panic!(\"{n} has no single clock\") }}");
        }
        let _ = writeln!(s, "    fn set_words(&mut self, port: &str, v: &[u32]) -> Result<(), PortError> {{\n        match port {{");
        for p in b.ports.iter().filter(|p| p.input) {
            let r = rust_name(&p.name);
            let nw = words(p.width);
            if p.width <= 64 {
                let _ = writeln!(s, "            \"{}\" => {{ check_len(port, v, {nw})?; let x = v[0] as u64 | if {nw} > 1 {{ (v[1] as u64) << 32 }} else {{ 0 }}; unsafe {{ {n}_set_{r}(self.h, x) }}; Ok(()) }}", p.name);
            } else {
                let _ = writeln!(s, "            \"{}\" => {{ check_len(port, v, {nw})?; unsafe {{ {n}_set_{r}(self.h, v.as_ptr()) }}; Ok(()) }}", p.name);
            }
        }
        let _ = writeln!(s, "            _ => Err(PortError::NoSuchInput(port.to_owned())),\n        }}\n    }}");
        let _ = writeln!(s, "    fn get_words(&self, port: &str) -> Result<Vec<u32>, PortError> {{\n        match port {{");
        for p in &b.ports {
            let r = rust_name(&p.name);
            let nw = words(p.width);
            if p.width <= 64 {
                let _ = writeln!(s, "            \"{}\" => {{ let x = unsafe {{ {n}_get_{r}(self.h) }}; Ok([x as u32, (x >> 32) as u32][..{nw}].to_vec()) }}", p.name);
            } else {
                let _ = writeln!(s, "            \"{}\" => {{ let mut v = vec![0u32; {nw}]; unsafe {{ {n}_get_{r}(self.h, v.as_mut_ptr()) }}; Ok(v) }}", p.name);
            }
        }
        let _ = writeln!(s, "            _ => Err(PortError::NoSuchPort(port.to_owned())),\n        }}\n    }}\n}}");
    }
    let _ = writeln!(s, "/// Builds a model by Verilog module name.\npub fn model_by_name(name: &str) -> Option<Box<dyn Model>> {{\n    match name {{");
    for (b, ty) in blocks.iter().zip(&all) {
        let _ = writeln!(s, "        \"{}\" => Some(Box::new({ty}::new())),", b.name);
    }
    let _ = writeln!(s, "        _ => None,\n    }}\n}}");
    let _ = writeln!(s, "/// Verilog names of every verilated block, in `filelist.f` order.\npub const BLOCKS: &[&str] = &[{}];", blocks.iter().map(|b| format!("\"{}\"", b.name)).collect::<Vec<_>>().join(", "));
    s
}
