//! Verilog export of the project's blocks: the one list of blocks that leave Rust.
//!
//! # Adding a block (one line)
//!
//! Append one line to [`registry`]:
//!
//! ```text
//! block!("roce_icrc", crate::icrc::Icrc::default()),
//! ```
//!
//! The first argument is the Verilog name of the block's top module (`roce_` + what it is,
//! snake case); the second is any expression that builds the block (it runs once per export).
//! Then regenerate the checked-in files with `cargo run -p cosim --bin roce -- export --out
//! hdl/verilog` (or `UPDATE_VERILOG=1 cargo test -p hdl --test verilog_sync`) and commit
//! `hdl/verilog/`. The Verilator bridge in `cosim` picks the block up from there by itself: its
//! `build.rs` verilates every `hdl/verilog/<name>.v` and generates the C shim and a typed Rust
//! wrapper `cosim::verilator::<CamelName>` from `<name>.ports.json`.
//!
//! # What an export is
//!
//! For each block, [`export_block`] runs rust-hdl's checks and Verilog generator, then renames
//! every module and signal so that several blocks can sit in one design:
//! - rust-hdl names hierarchy with `$` (`top$inner`, `s$tdata`); every `$` inside an identifier
//!   becomes `__` (double underscore), the same way in module names, signal names and the port
//!   list (a bundle field `x.y` is the port `x__y`), except the block's own bundle ports
//!   ([`top_port_name`]): AXI4-Stream ones take the names Vivado's interface inference
//!   recognises (`s_rx.tdata` is `s_axis_rx_tdata`, `m.tvalid` is `m_axis_tvalid`), others
//!   `bundle_field` (a DMA client `rd.req_valid` is `rd_req_valid`). A single `_` would
//!   clash too easily (a port `flag_d` next to the `d` input of a sub-block `flag`); the rename
//!   is checked to be one-to-one inside a block ([`ExportError::RenameClash`]). Verilator writes
//!   a Verilog `__` as `___05F` in its C++ names; the cosim shim generator knows that.
//! - The top module `top` becomes the block's name, and every sub-module `top$x` becomes
//!   `<name>__x`; [`export_all`] checks that no module name appears in two blocks
//!   ([`ExportError::ModuleClash`]).
//!
//! - Clock and reset distribution leaves the combinational blocks ([`clock_reset_as_assigns`]):
//!   rust-hdl writes `x__clock = clock;` (and `x__reset = reset;`) as the first lines of a
//!   module's `always @(*)` block, so every such block reads a top-level input. Verilator then
//!   evaluates the whole block in its input-combinational (`ico`) region on every `eval`, besides
//!   its normal place after the clock edge. The export turns each into a continuous `assign` (the
//!   stub becomes a `wire`): the same netlist, and the distribution a reader expects to see. With
//!   the reset registered at the responder's top (`hdl::responder`) this took the verilated
//!   responder from 42.0k to 36.3k instructions per idle cycle (neither helps alone).
//!
//! - One module per distinct block ([`dedup::share_identical_modules`]): rust-hdl writes a
//!   module per instance; instances whose modules are the same text (their own sub-modules
//!   compared the same way, bottom-up) share one module, registers named by width
//!   (`<name>__dff_w8`), others by their first instance with index segments dropped
//!   (`<name>__dma__rch` for `rch__0..3`). The responder went from 1,498 modules to 83.
//!
//! The port list ([`Port`]) comes from the same block value through a rust-hdl [`Probe`]
//! visitor, not from parsing the Verilog: name (renamed as above), direction and width.
//! [`ExportedBlock::ports_json`] writes it as JSON, [`write_all`] writes `<name>.v`,
//! `<name>.ports.json` for every block plus `filelist.f`.

use rust_hdl::core::check_error::check_all;
use rust_hdl::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

pub mod dedup;
pub mod selftest;

/// Direction of a top-level port, seen from the block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Driven by the outside.
    Input,
    /// Driven by the block.
    Output,
    /// Bidirectional (tri-state) pin.
    InOut,
}

impl Direction {
    /// The lowercase name used in the JSON port list.
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Input => "input",
            Direction::Output => "output",
            Direction::InOut => "inout",
        }
    }
}

/// One top-level port of an exported block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Port {
    /// Verilog port name after renaming (`$` replaced by `__`).
    pub name: String,
    /// Direction seen from the block.
    pub dir: Direction,
    /// Width in bits (at least 1).
    pub width: usize,
    /// True for rust-hdl `Clock` signals.
    pub clock: bool,
}

/// A block as it leaves Rust: its Verilog text and its port list.
#[derive(Clone, Debug)]
pub struct ExportedBlock {
    /// Verilog name of the top module (also the file stem).
    pub name: String,
    /// The renamed Verilog (all modules of the block, top module named [`Self::name`]).
    pub verilog: String,
    /// Top-level ports in declaration order.
    pub ports: Vec<Port>,
}

/// Why a block could not be exported.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// rust-hdl's design checks (unconnected signals, logic loops, written inputs) failed.
    #[error("block {block}: rust-hdl check failed: {message}")]
    Check {
        /// Block name.
        block: String,
        /// rust-hdl's description.
        message: String,
    },
    /// Replacing `$` by `__` would merge two distinct identifiers.
    #[error("block {block}: renaming {from} to {to} clashes with an existing identifier")]
    RenameClash {
        /// Block name.
        block: String,
        /// Original identifier.
        from: String,
        /// Renamed identifier that already exists.
        to: String,
    },
    /// The block name is not a plain lowercase Verilog identifier.
    #[error("block name {0:?} must match [a-z][a-z0-9_]* and not contain `__`")]
    BadName(String),
    /// Two blocks would define a module of the same name.
    #[error("module {module} is defined by both {first} and {second}")]
    ModuleClash {
        /// The module name.
        module: String,
        /// One block.
        first: String,
        /// The other block.
        second: String,
    },
    /// Writing a file failed.
    #[error("writing {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The OS error.
        source: std::io::Error,
    },
}

/// One entry of the registry: a name and a function that exports the block.
#[derive(Clone, Copy)]
pub struct BlockEntry {
    /// Verilog name of the block's top module.
    pub name: &'static str,
    /// Builds the block and exports it under `name`.
    pub export: fn(&str) -> Result<ExportedBlock, ExportError>,
}

/// Makes a [`BlockEntry`] from a name and an expression building the block.
#[macro_export]
macro_rules! block {
    ($name:literal, $ctor:expr) => {
        $crate::export::BlockEntry {
            name: $name,
            export: |n: &str| $crate::export::export_block(n, $ctor),
        }
    };
}
pub use crate::block;

/// Every block the project exports to Verilog, in file-list order.
pub fn registry() -> Vec<BlockEntry> {
    vec![
        // The bridge's own self-test block (all port width classes, a sub-module).
        block!("roce_bridge_selftest", selftest::BridgeSelftest::default()),
        block!("roce_skid_buffer", crate::skid_buffer::SkidBuffer::default()),
        block!("roce_icrc", crate::icrc::Icrc::default()),
        block!("roce_tx_builder", crate::tx_builder::TxBuilder::default()),
        block!("roce_rx_field_extract", crate::rx_field_extract::RxFieldExtract::default()),
        block!("roce_rx_header_checks", crate::rx_header_checks::RxHeaderChecks::default()),
        block!("roce_rx_payload_reader", crate::rx_payload_reader::RxPayloadReader::default()),
        block!("roce_rx_parser", crate::rx_parser::RxParser::default()),
        block!("roce_qpc_cache", crate::ctx_cache::CtxCache::new(true)),
        block!("roce_mkey_cache", crate::ctx_cache::CtxCache::new(false)),
        block!("roce_ctx_miss_dma", crate::ctx_miss_dma::CtxMissDma::default()),
        block!("roce_ctx_mshr_table", crate::ctx_mshr_table::CtxMshrTable::default()),
        block!("roce_ctx_replay_queue", crate::ctx_replay_queue::CtxReplayQueue::default()),
        block!("roce_ctx_set_store", crate::ctx_set_store::CtxSetStore::default()),
        block!("roce_ctx_set_view", crate::ctx_set_view::CtxSetView::default()),
        block!("roce_ctx_way_match", crate::ctx_way_match::CtxWayMatch::default()),
        block!("roce_ctx_decide", crate::ctx_decide::CtxDecide::default()),
        block!("roce_ctx_pick", crate::ctx_pick::CtxPick::default()),
        block!("roce_ctx_op_select", crate::ctx_op_select::CtxOpSelect::default()),
        block!("roce_ctx_walks", crate::ctx_walks::CtxWalks::default()),
        block!("roce_ctx_counters", crate::ctx_counters::CtxCounters::default()),
        block!("roce_ctx_set_match", crate::ctx_set_match::CtxSetMatch::default()),
        block!("roce_ctx_dual_update", crate::ctx_dual_update::CtxDualUpdate::default()),
        block!("roce_ctx_line_move", crate::ctx_line_move::CtxLineMove::default()),
        block!("roce_key_checker", crate::key_checker::KeyChecker::default()),
        block!("roce_key_stage", crate::key_stage::KeyStage::default()),
        block!("roce_lookup_share", crate::lookup_share::LookupShare::default()),
        block!("roce_record_classes", crate::record_classes::RecordClasses::default()),
        block!("roce_record_intake", crate::record_intake::RecordIntake::default()),
        block!("roce_commit_handover", crate::commit_handover::CommitHandover::default()),
        block!("roce_dma_read_select", crate::dma_read_select::DmaReadSelect::default()),
        block!("roce_header_machine", crate::header_machine::HeaderMachine::default()),
        block!("roce_qpc_view", crate::qpc_view::QpcView::default()),
        block!("roce_payload_mover", crate::payload_mover::PayloadMover::default()),
        block!("roce_write_tracker", crate::write_tracker::WriteTracker::default()),
        block!("roce_cqe_writer", crate::cqe_writer::CqeWriter::default()),
        block!("roce_completion_seq", crate::completion_seq::CompletionSeq::default()),
        block!("roce_atomic_unit", crate::atomic_unit::AtomicUnit::default()),
        block!("roce_wqe_walker", crate::wqe_walker::WqeWalker::default()),
        block!("roce_engine_counters", crate::engine_counters::EngineCounters::default()),
        block!("roce_cq_regs", crate::cq_regs::CqRegs::default()),
        block!("roce_doorbell_regs", crate::doorbell_regs::DoorbellRegs::default()),
        block!("roce_req_segment", crate::req_segment::ReqSegment::default()),
        block!("roce_req_gate", crate::req_gate::ReqGate::default()),
        block!("roce_req_advance", crate::req_advance::ReqAdvance::default()),
        block!("roce_req_resp_class", crate::req_resp_class::ReqRespClass::default()),
        block!("roce_req_ack_step", crate::req_ack_step::ReqAckStep::default()),
        block!("roce_req_counters", crate::req_counters::ReqCounters::default()),
        block!("roce_timer_ring", crate::timer_ring::TimerRing::default()),
        block!("roce_wqe_cache", crate::wqe_cache::WqeCache::default()),
        block!("roce_wqe_prefetch", crate::wqe_prefetch::WqePrefetch::default()),
        block!("roce_send_cpl_queue", crate::send_cpl_queue::SendCplQueue::default()),
        block!("roce_rsp_payload_mover", crate::rsp_payload_mover::RspPayloadMover::default()),
        block!("roce_doorbell_queue", crate::doorbell_queue::DoorbellQueue::default()),
        block!("roce_rx_split", crate::rx_split::RxSplit::default()),
        block!("roce_req_engine", crate::req_engine::ReqEngine::default()),
        block!("roce_tx_arbiter", crate::tx_arbiter::TxArbiter::default()),
        block!("roce_gather_packer", crate::gather_packer::GatherPacker::default()),
        block!("roce_gather_walk", crate::gather_walk::GatherWalk::default()),
        block!("roce_header_lookahead", crate::header_lookahead::HeaderLookahead::default()),
        block!("roce_dma_engine", crate::dma_engine::DmaEngine::default()),
        block!("roce_responder", crate::responder::Responder::default()),
        block!("roce_nic", crate::roce_nic::RoceNic::default()),
        // One line per block; see the module documentation.
    ]
}

/// Exports every block of the [`registry`].
pub fn export_all() -> Result<Vec<ExportedBlock>, ExportError> {
    // The responder (built, with every block inside it, on the stack) and its Verilog
    // generation need more than the 2 MiB of a test thread: export on a thread of 256 MiB.
    let blocks: Vec<ExportedBlock> = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(|| registry().iter().map(|e| (e.export)(e.name)).collect::<Result<Vec<_>, _>>())
        .expect("spawning the export thread")
        .join()
        .expect("the export thread panicked")?;
    let mut owner: BTreeMap<String, &str> = BTreeMap::new();
    for b in &blocks {
        for m in module_names(&b.verilog) {
            if let Some(first) = owner.insert(m.clone(), &b.name) {
                return Err(ExportError::ModuleClash {
                    module: m,
                    first: first.to_owned(),
                    second: b.name.clone(),
                });
            }
        }
    }
    Ok(blocks)
}

/// Blocks built of other blocks (the responder NIC, the whole NIC). Yosys parses and checks them, but
/// their flattened netlist is too large for `proc` in a test (100 s) or for a flattened
/// `synth_xilinx` (over 43 CPU minutes without finishing): `roce synth` synthesises them one
/// direct sub-module instance at a time ([`child_modules`]) and adds the figures up.
pub const COMPOSITE_TOPS: &[&str] = &["roce_responder", "roce_nic"];

/// The modules `top` instantiates directly, one entry per instance in order (a module used
/// twice appears twice; rust-hdl names a child module `TOP__field`).
pub fn child_modules(verilog: &str, top: &str) -> Vec<String> {
    let head = format!("module {top}(");
    let prefix = format!("{top}__");
    let mut out: Vec<String> = Vec::new();
    let mut inside = false;
    for l in verilog.lines() {
        let t = l.trim_start();
        if !inside {
            inside = t.starts_with(&head);
            continue;
        }
        if t.starts_with("endmodule") {
            break;
        }
        if let Some(name) = t.split_whitespace().next().filter(|n| n.starts_with(&prefix)) {
            out.push(name.to_owned());
        }
    }
    out
}

/// The signals of an AXI4-Stream bundle ([`crate::axis`]).
pub const AXIS_FIELDS: [&str; 6] = ["tdata", "tkeep", "tvalid", "tready", "tlast", "tuser"];

/// The exported name of a top-level AXI4-Stream port, in the form Vivado's interface inference
/// recognises: field `f` of bundle `s_rx` is `s_axis_rx_f`, of bundle `s` is `s_axis_f` (`m`,
/// `m_...` likewise). None for any other port (those are `bundle__field` or plain names).
pub fn axis_port_name(bundle: &str, field: &str) -> Option<String> {
    if !AXIS_FIELDS.contains(&field) {
        return None;
    }
    let (dir, rest) = match bundle {
        "s" | "m" => (bundle, ""),
        b if (b.starts_with("s_") || b.starts_with("m_")) && !b[1..].starts_with("_axis") => (&b[..1], &b[1..]),
        _ => return None,
    };
    Some(format!("{dir}_axis{rest}_{field}"))
}

/// The exported name of a top-level port that is field `field` of bundle `bundle`
/// ([`axis_port_name`] for a stream, else `bundle_field`; element `n` of a vector of bundles
/// `bundle_field__n`); None for an index of a vector of signals (`x$0` stays `x__0`).
pub fn top_port_name(bundle: &str, field: &str) -> Option<String> {
    if !field.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None;
    }
    // A vector of bundles: field `f` of element `n` of `b` is `b_f__n` (the names a vector of
    // plain signals `b_f` gets).
    if let Some((b, n)) = bundle.split_once('$') {
        let plain = !b.contains('$') && !n.is_empty() && n.chars().all(|c| c.is_ascii_digit());
        return plain.then(|| format!("{b}_{field}__{n}"));
    }
    axis_port_name(bundle, field).or_else(|| Some(format!("{bundle}_{field}")))
}

/// Renames, in module `top` only, every identifier in `map` that is not an instance's port
/// connection (`.name(`): the block's own stream ports get their AXI names while its
/// sub-modules keep theirs.
fn rename_top_ports(verilog: &str, top: &str, map: &BTreeMap<String, String>) -> String {
    if map.is_empty() {
        return verilog.to_owned();
    }
    let head = format!("module {top}(");
    let Some(start) = verilog.find(&head) else { return verilog.to_owned() };
    let end = verilog[start..].find("\nendmodule").map_or(verilog.len(), |e| start + e);
    let mut out = String::with_capacity(verilog.len());
    out.push_str(&verilog[..start]);
    for (ident, t) in tokens(&verilog[start..end]) {
        let port_conn = out.trim_end().ends_with('.');
        match map.get(t).filter(|_| ident && !port_conn) {
            Some(n) => out.push_str(n),
            None => out.push_str(t),
        }
    }
    out.push_str(&verilog[end..]);
    out
}

/// The identifiers of module `top` that [`rename_top_ports`] could clash with: all but the
/// sub-modules' port names in instance connections (`.name(`).
fn top_idents(verilog: &str, top: &str) -> BTreeSet<String> {
    let head = format!("module {top}(");
    let Some(start) = verilog.find(&head) else { return BTreeSet::new() };
    let end = verilog[start..].find("\nendmodule").map_or(verilog.len(), |e| start + e);
    let toks = tokens(&verilog[start..end]);
    let mut out = BTreeSet::new();
    let mut prev_dot = false;
    for (ident, t) in toks {
        if ident && !prev_dot {
            out.insert(t.to_owned());
        }
        if !t.trim().is_empty() {
            prev_dot = t.trim_end().ends_with('.');
        }
    }
    out
}

/// Names of the modules defined in a Verilog text (lines starting with `module NAME`).
pub fn module_names(verilog: &str) -> Vec<String> {
    verilog
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("module "))
        .filter_map(|rest| tokens(rest).into_iter().find(|t| t.0))
        .map(|t| t.1.to_owned())
        .collect()
}

/// Exports `uut` as `name` and lints the text with `verilator --lint-only -Wall` and the
/// project's flags (those of `scripts/verilator-lint.sh`: `-Wno-DECLFILENAME -Wno-WIDTH`) plus
/// `extra`. Returns the exported block, or Verilator's report (or why it could not run).
pub fn export_and_lint<B: Block>(name: &str, uut: B, extra: &[&str]) -> Result<ExportedBlock, String> {
    let b = export_block(name, uut).map_err(|e| format!("{name}: export: {e}"))?;
    // One directory per call: tests linting the same block run in parallel in one process.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("roce_lint_{}_{call}_{name}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let f = dir.join(format!("{name}.v"));
    let out = std::fs::write(&f, &b.verilog).map_err(|e| format!("{}: {e}", f.display())).and_then(|_| {
        std::process::Command::new("verilator")
            .args(["--lint-only", "-Wall", "-Wno-DECLFILENAME", "-Wno-WIDTH"])
            .args(extra)
            .args(["--top-module", name])
            .arg(&f)
            .output()
            .map_err(|e| format!("running verilator: {e}"))
    });
    let _ = std::fs::remove_dir_all(&dir);
    let out = out?;
    if !out.status.success() {
        return Err(format!("{name}: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(b)
}

/// Exports one block under `name`: checks, Verilog generation, renaming, port list.
pub fn export_block<B: Block>(name: &str, mut uut: B) -> Result<ExportedBlock, ExportError> {
    let ok_name = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !name.contains("__");
    if !ok_name {
        return Err(ExportError::BadName(name.to_owned()));
    }
    uut.connect_all();
    check_all(&uut).map_err(|e| ExportError::Check {
        block: name.to_owned(),
        message: format!("{e:?}"),
    })?;
    let raw = generate_verilog_unchecked(&uut);
    let mut probe = PortProbe::default();
    uut.accept("top", &mut probe);
    let renamer = Renamer::new(name, &raw)?;
    // The bundle ports' new names (old -> new), applied to the top module only.
    let mut streams: BTreeMap<String, String> = BTreeMap::new();
    let ports: Vec<Port> = probe
        .ports
        .into_iter()
        .map(|mut p| {
            let plain = renamer.rename_ident(&p.name);
            p.name = match p.name.rsplit_once('$').and_then(|(b, f)| top_port_name(b, f)) {
                Some(n) => {
                    streams.insert(plain, n.clone());
                    n
                }
                None => plain,
            };
            p
        })
        .collect();
    let renamed = renamer.apply(&raw);
    let idents = top_idents(&renamed, name);
    for (old, new) in &streams {
        if idents.contains(new.as_str()) {
            return Err(ExportError::RenameClash { block: name.to_owned(), from: old.clone(), to: new.clone() });
        }
    }
    let verilog = format!(
        "// {name}: generated from Rust by `roce export` (hdl::export). Do not edit.\n{}\n",
        rename_top_ports(&dedup::share_identical_modules(&drop_unused_localparams(&clock_reset_as_assigns(&renamed)), name), name, &streams).trim()
    );
    Ok(ExportedBlock {
        name: name.to_owned(),
        verilog,
        ports,
    })
}

impl ExportedBlock {
    /// The port list as JSON: `{"module": NAME, "ports": [{"name", "dir", "width", "clock"}]}`.
    pub fn ports_json(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{{\n  \"module\": \"{}\",\n  \"ports\": [", self.name);
        for (i, p) in self.ports.iter().enumerate() {
            let comma = if i + 1 < self.ports.len() { "," } else { "" };
            let _ = writeln!(
                s,
                "    {{\"name\": \"{}\", \"dir\": \"{}\", \"width\": {}, \"clock\": {}}}{comma}",
                p.name,
                p.dir.as_str(),
                p.width,
                p.clock
            );
        }
        s.push_str("  ]\n}\n");
        s
    }
}

/// All files of an export, as (file name, contents): `<name>.v`, `<name>.ports.json` per block
/// and `filelist.f` (one `.v` per line, in registry order).
pub fn files(blocks: &[ExportedBlock]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut list = String::new();
    for b in blocks {
        out.push((format!("{}.v", b.name), b.verilog.clone()));
        out.push((format!("{}.ports.json", b.name), b.ports_json()));
        let _ = writeln!(list, "{}.v", b.name);
    }
    out.push(("filelist.f".to_owned(), list));
    out
}

/// Exports every registered block into `dir` (created if missing) and returns the files written.
pub fn write_all(dir: &Path) -> Result<Vec<String>, ExportError> {
    let io = |path: &Path, source| ExportError::Io {
        path: path.display().to_string(),
        source,
    };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let mut written = Vec::new();
    for (file, text) in files(&export_all()?) {
        let path = dir.join(&file);
        std::fs::write(&path, text).map_err(|e| io(&path, e))?;
        written.push(file);
    }
    Ok(written)
}

/// Collects the top-level ports of a block, in the order rust-hdl declares them.
#[derive(Default)]
struct PortProbe {
    depth: usize,
    namespace: Vec<String>,
    ports: Vec<Port>,
}

impl Probe for PortProbe {
    fn visit_start_scope(&mut self, _name: &str, _node: &dyn Block) {
        self.depth += 1;
        self.namespace.clear();
    }
    fn visit_start_namespace(&mut self, name: &str, _node: &dyn Block) {
        self.namespace.push(name.to_owned());
    }
    fn visit_atom(&mut self, name: &str, signal: &dyn Atom) {
        if self.depth != 1 {
            return;
        }
        let dir = match signal.kind() {
            AtomKind::InputParameter => Direction::Input,
            AtomKind::OutputParameter | AtomKind::OutputPassthrough => Direction::Output,
            AtomKind::InOutParameter => Direction::InOut,
            _ => return,
        };
        let mut full = self.namespace.join("$");
        if !full.is_empty() {
            full.push('$');
        }
        full.push_str(name);
        self.ports.push(Port {
            name: full,
            dir,
            width: signal.bits(),
            clock: signal.descriptor().name == "clock",
        });
    }
    fn visit_end_namespace(&mut self, _name: &str, _node: &dyn Block) {
        self.namespace.pop();
    }
    fn visit_end_scope(&mut self, _name: &str, _node: &dyn Block) {
        self.depth -= 1;
    }
}

/// Splits Verilog text into identifier tokens (`[A-Za-z_][A-Za-z0-9_$]*`) and everything else.
/// System tasks (`$display`) start with `$` and are never identifiers.
fn tokens(text: &str) -> Vec<(bool, &str)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut start = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let prev_ident = i > 0 && {
            let p = bytes[i - 1];
            p.is_ascii_alphanumeric() || p == b'_' || p == b'$' || p == b'\''
        };
        if (c.is_ascii_alphabetic() || c == b'_') && !prev_ident {
            if start < i {
                out.push((false, &text[start..i]));
            }
            let mut j = i + 1;
            while j < bytes.len()
                && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_' || bytes[j] == b'$')
            {
                j += 1;
            }
            out.push((true, &text[i..j]));
            i = j;
            start = j;
        } else {
            i += 1;
        }
    }
    if start < bytes.len() {
        out.push((false, &text[start..]));
    }
    out
}

/// Drops, module by module, each `localparam NAME = ...;` line whose name the module never uses.
/// rust-hdl declares every value of a `LogicState` enum in each module whose signals have the
/// enum's type (a state register's DFF holds the whole list, the parent too), so without this a
/// state machine's file repeats its list of states in modules that compare none of them.
pub fn drop_unused_localparams(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len());
    let mut rest = verilog;
    while !rest.is_empty() {
        let next = rest[1..].find("\nmodule ").map(|i| i + 2).unwrap_or(rest.len());
        let m = &rest[..next];
        let mut uses: BTreeMap<&str, usize> = BTreeMap::new();
        for (ident, t) in tokens(m) {
            if ident {
                *uses.entry(t).or_default() += 1;
            }
        }
        for line in m.split_inclusive('\n') {
            let unused = line
                .trim_start()
                .strip_prefix("localparam ")
                .and_then(|r| r.split_once('='))
                .is_some_and(|(n, _)| uses.get(n.trim()).copied().unwrap_or(0) <= 1);
            if !unused {
                out.push_str(line);
            }
        }
        rest = &rest[next..];
    }
    out
}

/// Rewrites, module by module, each stub `reg  x;` whose only assignment is a top-level
/// `        x = clock;` or `        x = reset;` line of the module's `always @(*)` block into
/// `wire  x;` plus `assign x = clock;` (or `reset`) before the block (see the module docs: a
/// combinational block that reads the clock or reset input is evaluated by Verilator on every
/// `eval`). A stub assigned anywhere else in its module, or declared differently, is left alone.
pub fn clock_reset_as_assigns(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len());
    let mut rest = verilog;
    while !rest.is_empty() {
        let next = rest[1..].find("\nmodule ").map(|i| i + 2).unwrap_or(rest.len());
        out.push_str(&module_clock_reset_as_assigns(&rest[..next]));
        rest = &rest[next..];
    }
    out
}

/// [`clock_reset_as_assigns`] for one module's text.
fn module_clock_reset_as_assigns(m: &str) -> String {
    const SOURCES: [&str; 2] = ["clock", "reset"];
    let is_ident = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    // Candidate `(stub, source)` pairs: top-level statements of the combinational block.
    let mut moved: Vec<(&str, &str)> = Vec::new();
    for line in m.lines() {
        let Some(stmt) = line.strip_prefix("        ") else { continue };
        let Some((lhs, rhs)) = stmt.strip_suffix(';').and_then(|s| s.split_once(" = ")) else { continue };
        if is_ident(lhs) && SOURCES.contains(&rhs) && !moved.iter().any(|p| p.0 == lhs) {
            moved.push((lhs, rhs));
        }
    }
    moved.retain(|(lhs, _)| {
        let decl = format!("    reg  {lhs};");
        let declared = m.lines().filter(|l| *l == decl).count() == 1;
        // Every other use of the stub must be a read: the one assignment, the declaration and
        // instance connections `.clock(x)` are the only places it may appear on the left.
        let assigned = m
            .lines()
            .filter(|l| {
                let t = l.trim_start();
                t.starts_with(&format!("{lhs} =")) || t.starts_with(&format!("{lhs} <="))
            })
            .count();
        declared && assigned == 1
    });
    if moved.is_empty() {
        return m.to_owned();
    }
    let mut out = String::with_capacity(m.len());
    let mut assigns_done = false;
    for line in m.split_inclusive('\n') {
        let bare = line.trim_end_matches('\n');
        if let Some(lhs) = bare.strip_prefix("    reg  ").and_then(|s| s.strip_suffix(';')) {
            if moved.iter().any(|p| p.0 == lhs) {
                out.push_str(&format!("    wire  {lhs};\n"));
                continue;
            }
        }
        if let Some((lhs, rhs)) = bare.strip_prefix("        ").and_then(|s| s.strip_suffix(';')).and_then(|s| s.split_once(" = ")) {
            if moved.contains(&(lhs, rhs)) {
                continue;
            }
        }
        if !assigns_done && bare == "    // Update code" {
            for (lhs, rhs) in &moved {
                out.push_str(&format!("    assign {lhs} = {rhs};\n"));
            }
            out.push_str("    \n");
            assigns_done = true;
        }
        out.push_str(line);
    }
    assert!(assigns_done, "a module with a combinational block has an `// Update code` line");
    out
}

/// Maps rust-hdl identifiers and module names to the exported ones.
struct Renamer {
    name: String,
    modules: BTreeSet<String>,
}

impl Renamer {
    fn new(name: &str, raw: &str) -> Result<Self, ExportError> {
        let modules: BTreeSet<String> = module_names(raw).into_iter().collect();
        let toks = tokens(raw);
        let idents: Vec<&str> = toks.iter().filter(|t| t.0).map(|t| t.1).collect();
        let r = Renamer {
            name: name.to_owned(),
            modules,
        };
        let all: BTreeSet<&str> = idents.iter().copied().collect();
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        for id in &all {
            let to = r.rename_ident(id);
            if let Some(prev) = seen.insert(to.clone(), id) {
                return Err(ExportError::RenameClash {
                    block: name.to_owned(),
                    from: format!("{prev} / {id}"),
                    to,
                });
            }
        }
        Ok(r)
    }

    fn rename_ident(&self, id: &str) -> String {
        if self.modules.contains(id) {
            if id == "top" {
                return self.name.clone();
            }
            if let Some(rest) = id.strip_prefix("top$") {
                return format!("{}__{}", self.name, rest.replace('$', "__"));
            }
        }
        id.replace('$', "__")
    }

    fn apply(&self, raw: &str) -> String {
        tokens(raw)
            .into_iter()
            .map(|(ident, t)| if ident { self.rename_ident(t) } else { t.to_owned() })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Localparams a module never reads are dropped from that module only.
    #[test]
    fn unused_localparams_are_dropped() {
        let v = "module a(x);\n    localparam S__Idle = 0;\n    localparam S__Busy = 1;\n    output reg x;\n    always @(*) x = (S__Busy == 1);\nendmodule // a\n\nmodule b();\n    localparam S__Idle = 0;\nendmodule // b\n";
        let out = drop_unused_localparams(v);
        assert_eq!(
            out,
            "module a(x);\n    localparam S__Busy = 1;\n    output reg x;\n    always @(*) x = (S__Busy == 1);\nendmodule // a\n\nmodule b();\nendmodule // b\n"
        );
    }

    #[test]
    fn child_modules_are_the_tops_direct_instances() {
        let v = "module t(a);\n  t__x x(.a(a));\n  t__y y(.a(a));\n  t__x x2(.a(a));\nendmodule\nmodule t__x(a);\n  t__x__z z(.a(a));\nendmodule\n";
        assert_eq!(child_modules(v, "t"), vec!["t__x".to_owned(), "t__y".to_owned(), "t__x".to_owned()]);
        assert_eq!(child_modules(v, "t__x"), vec!["t__x__z".to_owned()]);
        assert!(child_modules(v, "nope").is_empty());
    }

    #[test]
    fn tokens_keep_system_tasks_and_literals() {
        let t = tokens("a$b <= $signed(32'h1f) + c_d;");
        let ids: Vec<&str> = t.iter().filter(|x| x.0).map(|x| x.1).collect();
        assert_eq!(ids, vec!["a$b", "c_d"]);
        let back: String = t.iter().map(|x| x.1).collect();
        assert_eq!(back, "a$b <= $signed(32'h1f) + c_d;");
    }

    #[test]
    fn selftest_exports_without_dollars_and_with_prefixed_modules() {
        let b = export_block("roce_bridge_selftest", selftest::BridgeSelftest::default()).unwrap();
        assert!(!b.verilog.contains("top"), "{}", b.verilog);
        for (ident, t) in tokens(&b.verilog) {
            if ident {
                assert!(!t.contains('$'), "identifier {t} still has a $");
            }
        }
        assert!(b.verilog.contains("module roce_bridge_selftest("));
        assert!(b.verilog.contains("module roce_bridge_selftest__wide("));
        let widths: Vec<(&str, usize)> = b.ports.iter().map(|p| (p.name.as_str(), p.width)).collect();
        assert!(widths.contains(&("wide_d", 512)));
        assert!(widths.contains(&("odd_q", 65)));
        assert!(b.ports.iter().any(|p| p.name == "clock" && p.clock && p.dir == Direction::Input));
    }

    #[test]
    fn clock_and_reset_stubs_become_assigns() {
        let v = "module t(clock,reset,a,y);\n    input wire  clock;\n    input wire  reset;\n    reg  s__clock;\n    reg  s__reset;\n    reg  k__reset;\n    reg  z;\n    \n    // Update code\n    always @(*) begin\n        s__clock = clock;\n        s__reset = reset;\n        k__reset = reset;\n        z = clock;\n        if (a) begin\n            k__reset = 1'b1;\n        end\n    end\nendmodule\nmodule t__s(d,q,clock);\n    // Update code\n    always @(posedge clock) q <= d;\nendmodule\n";
        let o = clock_reset_as_assigns(v);
        assert!(o.contains("    wire  s__clock;\n    wire  s__reset;\n    reg  k__reset;"), "{o}");
        assert!(o.contains("    assign s__clock = clock;\n    assign s__reset = reset;\n    assign z = clock;\n"), "{o}");
        assert!(!o.contains("        s__clock = clock;") && !o.contains("        s__reset = reset;"), "{o}");
        // `k__reset` is assigned twice: it stays in the block.
        assert!(o.contains("        k__reset = reset;") && !o.contains("assign k__reset"), "{o}");
        assert!(o.contains("    wire  z;"), "{o}");
        // The second module has no such stub and is unchanged.
        assert!(o.ends_with("module t__s(d,q,clock);\n    // Update code\n    always @(posedge clock) q <= d;\nendmodule\n"), "{o}");
    }

    #[test]
    fn stream_ports_take_axi_names() {
        assert_eq!(axis_port_name("s_rx", "tdata").as_deref(), Some("s_axis_rx_tdata"));
        assert_eq!(axis_port_name("m_tx", "tready").as_deref(), Some("m_axis_tx_tready"));
        assert_eq!(axis_port_name("s", "tuser").as_deref(), Some("s_axis_tuser"));
        assert_eq!(axis_port_name("m_pay", "tkeep").as_deref(), Some("m_axis_pay_tkeep"));
        assert_eq!(axis_port_name("s_rx", "hint"), None, "not a stream signal");
        assert_eq!(axis_port_name("rx", "tdata"), None, "no direction prefix");
        assert_eq!(axis_port_name("s_axis_rx", "tdata"), None, "named already");
        assert_eq!(top_port_name("s_rx", "tdata").as_deref(), Some("s_axis_rx_tdata"));
        assert_eq!(top_port_name("rd", "req_valid").as_deref(), Some("rd_req_valid"), "a DMA client");
        assert_eq!(top_port_name("rd_req_valid", "0"), None, "a vector's index");
        assert_eq!(top_port_name("a$b", "c"), None, "nested bundles keep `__`");
        assert_eq!(top_port_name("rd$2", "req_valid").as_deref(), Some("rd_req_valid__2"), "a vector of DMA clients");
        assert_eq!(top_port_name("a$b$3", "c"), None);
        // Only the top module's own uses change, not an instance's port connection.
        let v = "module t(s__tdata);\n    input wire s__tdata;\n    t__x x(.s__tdata(s__tdata));\nendmodule // t\n\nmodule t__x(s__tdata);\n    input wire s__tdata;\nendmodule // t__x\n";
        let map = BTreeMap::from([("s__tdata".to_owned(), "s_axis_tdata".to_owned())]);
        let out = rename_top_ports(v, "t", &map);
        assert_eq!(out, v.replace("t(s__tdata)", "t(s_axis_tdata)").replace("wire s__tdata;\n    t__x", "wire s_axis_tdata;\n    t__x").replace("(.s__tdata(s__tdata))", "(.s__tdata(s_axis_tdata))"));
        // The skid buffer's stream ports, in the port list and the Verilog alike.
        let b = export_block("roce_skid_buffer", crate::skid_buffer::SkidBuffer::default()).unwrap();
        let names: Vec<&str> = b.ports.iter().map(|p| p.name.as_str()).collect();
        for f in AXIS_FIELDS {
            for d in ["s", "m"] {
                let n = format!("{d}_axis_{f}");
                assert!(names.contains(&n.as_str()), "{n} in {names:?}");
                assert!(b.verilog.contains(&format!("{n};")), "{n} declared");
            }
        }
        assert!(!b.verilog.contains("s__tdata"));
    }

    #[test]
    fn rename_clash_is_an_error() {
        let e = Renamer::new("roce_x", "module top(a$b, a__b);");
        assert!(matches!(e, Err(ExportError::RenameClash { .. })));
    }

    #[test]
    fn bad_names_are_rejected() {
        for n in ["Roce", "roce__x", "1x", "roce-x", ""] {
            let r = export_block(n, selftest::BridgeSelftest::default());
            assert!(matches!(r, Err(ExportError::BadName(_))), "{n}");
        }
    }
}
