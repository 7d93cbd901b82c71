//! `roce synth [--json] [--widelut] [--block NAME]`: Yosys figures for every exported block.
//!
//! Per block, Yosys 0.23 runs `read_verilog hdl/verilog/NAME.v; synth_xilinx -family xcup
//! -flatten -nowidelut -top NAME` (UltraScale+, flattened) and reports from `stat`: LUTs
//! (LUT1..LUT6), FFs (FD* cells), SRLs, BRAMs (RAMB18/RAMB36, a RAMB36 counting as one), URAMs,
//! DSPs, CARRY cells and MUXF7/8/9 cells.
//!
//! Logic depth (`logic_depth`): the most LUT1..LUT6 cells on any path, CARRY cells counted apart
//! (`carry_on_path`), paths starting and ending at ports, flip-flops, shift registers, RAMs, DSPs
//! and black boxes ([`super::netdepth`], over the netlist Yosys writes with `write_json`), with the
//! path's two ends named (`deepest_from`, `deepest_to`). Block RAM reads are registered, so cutting
//! there is exact; a distributed (LUT) RAM's asynchronous read is one LUT level that is then not
//! counted (rust-hdl's `RAM` always registers the read data, so at most one level on a path that
//! ends in a LUT-RAM read address). Until session 18 the figure came from Yosys's `ltp`, which
//! prints one longest path by cell count, LUTs and CARRY cells alike, so a path with more LUTs and
//! fewer CARRY cells could stay hidden (the engine: `ltp` gave 10, the netlist has 16). `ltp` still
//! runs, on the graph with and without the CARRY cells, as a cross-check: the walk must find at
//! least as many levels. `-nowidelut` keeps ABC from building 7-9 input functions out of LUT6 +
//! MUXF7/F8/F9, so LUT levels are honest. ABC relaxes non-critical paths up to the critical depth,
//! so only the worst path is meaningful. There is no place and route here, so this is not an Fmax. `--widelut` adds a second run with Yosys' default (wide LUTs) for
//! comparison (`luts_widelut`, `logic_depth_widelut`, `muxf_widelut`).

use anyhow::{bail, Context};
use serde::Serialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Arguments of `roce synth`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print one JSON object `{"blocks": [...]}` instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Also run the default (wide-LUT) mapping and report its LUTs and depth.
    #[arg(long)]
    pub widelut: bool,
    /// Only this block (Verilog name, e.g. roce_icrc); repeatable.
    #[arg(long)]
    pub block: Vec<String>,
    /// With one `--block` that is a composite top: synthesise only this sub-module of it (for
    /// example `roce_responder__eng`), flattened, as the composite run does for each part.
    #[arg(long)]
    pub part: Option<String>,
    /// Directory holding NAME.v and filelist.f (default: the checked-in hdl/verilog).
    #[arg(long)]
    pub dir: Option<PathBuf>,
}

/// Yosys figures of one block.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SynthFigures {
    /// Verilog module name.
    pub block: String,
    /// LUT1..LUT6 cells (`-nowidelut`).
    pub luts: u64,
    /// Flip-flops (FD* cells).
    pub ffs: u64,
    /// Shift-register LUTs (SRL16/SRLC32).
    pub srls: u64,
    /// Block RAMs (RAMB18 + RAMB36 cells).
    pub brams: u64,
    /// UltraRAMs.
    pub urams: u64,
    /// DSP slices.
    pub dsps: u64,
    /// CARRY4/CARRY8 cells.
    pub carry: u64,
    /// MUXF7/8/9 cells.
    pub muxf: u64,
    /// LUT cells on the longest register-to-register (or port) path.
    pub logic_depth: u64,
    /// CARRY cells on that path.
    pub carry_on_path: u64,
    /// Where that path starts (a port or a register output; for a composite top, in the part
    /// that has it).
    pub deepest_from: String,
    /// Where it ends.
    pub deepest_to: String,
    /// The nets along it, start to end, each with the kind of cell driving it.
    pub deepest_path: Vec<String>,
    /// Every end (register or RAM input, or output port) a path of `logic_depth` LUTs reaches,
    /// grouped by register or RAM with its number of bits (`name xN`; at most 200 groups, the
    /// design's own registers first, widest first, then Yosys's internals such as RAM read
    /// registers). ABC lets paths that are not critical grow to the critical depth to save area,
    /// so this is what sits at that depth, not only what forces it.
    pub deepest_ends: Vec<String>,
    /// With `--widelut`: LUTs of the default mapping.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub luts_widelut: Option<u64>,
    /// With `--widelut`: LUT levels of the default mapping (MUXFs not counted).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub logic_depth_widelut: Option<u64>,
    /// With `--widelut`: MUXF cells of the default mapping.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub muxf_widelut: Option<u64>,
    /// Seconds Yosys took (all runs).
    pub yosys_seconds: f64,
    /// A composite top's parts, each synthesised on its own: the top's own glue (named as the
    /// top) and every distinct sub-module (`instances` of it), so that each instance's depth is
    /// visible, not only the deepest.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<PartFigures>,
}

/// One part of a composite top ([`SynthFigures::parts`]): figures per instance.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PartFigures {
    /// Verilog module name (the top's own name for its glue).
    pub module: String,
    /// Instances of it in the top (1 for the glue).
    pub instances: u64,
    /// LUT1..LUT6 cells of one instance.
    pub luts: u64,
    /// Flip-flops of one instance.
    pub ffs: u64,
    /// Block RAMs of one instance.
    pub brams: u64,
    /// LUT cells on its longest path.
    pub logic_depth: u64,
    /// CARRY cells on that path.
    pub carry_on_path: u64,
    /// Where that path starts.
    pub deepest_from: String,
    /// Where it ends.
    pub deepest_to: String,
    /// The nets along it, start to end.
    pub deepest_path: Vec<String>,
    /// Every end a path of `logic_depth` LUTs reaches, grouped (at most 200).
    pub deepest_ends: Vec<String>,
}

/// The checked-in Verilog directory (`hdl/verilog`).
pub fn default_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../hdl/verilog")
}

/// Block names listed in `DIR/filelist.f`.
pub fn blocks_in(dir: &Path) -> anyhow::Result<Vec<String>> {
    let list = std::fs::read_to_string(dir.join("filelist.f"))
        .with_context(|| format!("reading {}/filelist.f", dir.display()))?;
    Ok(list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| l.trim_end_matches(".v").to_owned())
        .collect())
}

struct Run {
    cells: Vec<(String, u64)>,
    depth: u64,
    carry_on_path: u64,
    path_from: String,
    path_to: String,
    path: Vec<String>,
    ends: Vec<String>,
}

/// A Yosys selection of the cells whose type matches one of `types`, inverted (`ltp` then walks
/// the rest: paths start and end at those cells).
fn cut_cells(types: &[String]) -> String {
    let mut sel = types.iter().map(|t| format!("t:{t}")).collect::<Vec<_>>().join(" ");
    for _ in 1..types.len() {
        sel.push_str(" %u");
    }
    sel + " %n"
}

/// Synthesises module `top` of `file` (flattened), with the modules in `blackboxes` kept as
/// black boxes (their cells are cut out of the logic-depth paths like flip-flops).
fn yosys_run(file: &Path, top: &str, widelut: bool, blackboxes: &[String]) -> anyhow::Result<Run> {
    let tmp = std::env::temp_dir().join(format!("roce_synth_{}_{top}_{widelut}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let (stat, luts, ltp) = (tmp.join("stat.txt"), tmp.join("luts.txt"), tmp.join("ltp.txt"));
    let carries = tmp.join("carries.txt");
    let ltp_nc = tmp.join("ltp_nocarry.txt");
    let net = tmp.join("net.json");
    let mut cut: Vec<String> = ["FD*", "SRL*", "RAM*", "URAM*"].iter().map(|t| t.to_string()).collect();
    cut.extend(blackboxes.iter().cloned());
    let mut cut_nc = cut.clone();
    cut_nc.push("CARRY*".into());
    let boxes = if blackboxes.is_empty() { String::new() } else { format!("blackbox {}; ", blackboxes.join(" ")) };
    let script = format!(
        "read_verilog {}; {boxes}synth_xilinx -family xcup -flatten {} -top {top}; \
         tee -q -o {} stat; tee -q -o {} select -list t:LUT1 t:LUT2 t:LUT3 t:LUT4 t:LUT5 t:LUT6 %u %u %u %u %u; \
         tee -q -o {} select -list t:CARRY*; \
         tee -q -o {} ltp -noff {}; \
         tee -q -o {} ltp -noff {}; write_json {}",
        file.display(),
        if widelut { "" } else { "-nowidelut" },
        stat.display(),
        luts.display(),
        carries.display(),
        ltp.display(),
        cut_cells(&cut),
        ltp_nc.display(),
        cut_cells(&cut_nc),
        net.display(),
    );
    let out = Command::new("yosys")
        .args(["-q", "-p", &script])
        .output()
        .context("running yosys (Yosys 0.23 is required; scripts/setup.sh installs it)")?;
    if !out.status.success() {
        bail!("yosys failed on {top}:\n{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    }
    let stat = std::fs::read_to_string(&stat)?;
    let lut_names: BTreeSet<String> = std::fs::read_to_string(&luts)?
        .lines()
        .filter_map(|l| l.trim().split_once('/').map(|(_, c)| c.to_owned()))
        .collect();
    let carry_names: BTreeSet<String> = std::fs::read_to_string(&carries)?
        .lines()
        .filter_map(|l| l.trim().split_once('/').map(|(_, c)| c.to_owned()))
        .collect();
    let ltp = std::fs::read_to_string(&ltp)?;
    let ltp_nc = std::fs::read_to_string(&ltp_nc)?;
    let deepest = super::netdepth::deepest(&std::fs::read_to_string(&net)?, top, blackboxes)
        .with_context(|| format!("logic depth of {top}"))?;
    let _ = std::fs::remove_dir_all(&tmp);
    let cells = parse_stat(&stat);
    let depth = path_cells(&ltp).iter().filter(|c| lut_names.contains(*c)).count() as u64;
    if !ltp.contains("Longest topological path") && !cells.is_empty() {
        bail!("yosys ltp printed no path for {top}:\n{ltp}");
    }
    let carry_free = path_cells(&ltp_nc).iter().filter(|c| lut_names.contains(*c)).count() as u64;
    // `ltp`'s two paths are a cross-check: the netlist walk sees every path, so it can only be
    // deeper (counting paths that end anywhere, as `ltp`'s may). A shallower result means the
    // walk missed a dependency. `ltp` sees a cell as one node, every input joined to every
    // output, which is exact for a LUT (one output) but not for a CARRY8 (bit `i` of its carry
    // out depends only on bits `0..=i` of its inputs): a path entering a carry chain high and
    // leaving it low may not exist. So the run with CARRY cells counts only when its path has
    // none; the carry-free run (CARRY cells cut) is always a true lower bound.
    let ltp_has_carry = path_cells(&ltp).iter().any(|c| carry_names.contains(c));
    let ltp_depth = if ltp_has_carry { carry_free } else { depth.max(carry_free) };
    if deepest.luts_any_end < ltp_depth {
        bail!(
            "{top}: the netlist walk found {} LUT levels where ltp printed a path with {ltp_depth} (with CARRY cells: {depth}, on a path through one: {ltp_has_carry}; carry-free: {carry_free}):\n{ltp}\n{ltp_nc}",
            deepest.luts_any_end
        );
    }
    Ok(Run { cells, depth: deepest.luts, carry_on_path: deepest.carries, path_from: deepest.from, path_to: deepest.to, path: deepest.path, ends: deepest.ends })
}

/// Cell names after `(via ...)` on the path `ltp` printed.
fn path_cells(ltp: &str) -> Vec<String> {
    ltp.lines()
        .filter_map(|l| {
            let i = l.rfind("(via ")?;
            Some(l[i + 5..].trim_end().trim_end_matches(')').to_owned())
        })
        .collect()
}

/// (cell type, count) lines of a Yosys `stat` report.
fn parse_stat(stat: &str) -> Vec<(String, u64)> {
    let mut cells = Vec::new();
    let mut in_cells = false;
    for l in stat.lines() {
        let t = l.trim();
        if t.starts_with("Number of cells:") {
            in_cells = true;
            continue;
        }
        if in_cells {
            let mut it = t.split_whitespace();
            match (it.next(), it.next(), it.next()) {
                (Some(name), Some(n), None) => match n.parse() {
                    Ok(n) => cells.push((name.to_owned(), n)),
                    Err(_) => in_cells = false,
                },
                _ => in_cells = false,
            }
        }
    }
    cells
}

fn sum(cells: &[(String, u64)], f: impl Fn(&str) -> bool) -> u64 {
    cells.iter().filter(|(n, _)| f(n)).map(|(_, c)| c).sum()
}

/// Synthesises one block from `dir/NAME.v`: flattened, or for a composite top
/// ([`hdl::export::COMPOSITE_TOPS`]) one direct sub-module instance at a time.
pub fn synth_block(dir: &Path, name: &str, widelut: bool) -> anyhow::Result<SynthFigures> {
    if hdl::export::COMPOSITE_TOPS.contains(&name) {
        return synth_composite(dir, name);
    }
    let t0 = Instant::now();
    let file = dir.join(format!("{name}.v"));
    let r = yosys_run(&file, name, false, &[])?;
    let mut f = figures(name, &r);
    if widelut {
        let w = yosys_run(&file, name, true, &[])?;
        f.luts_widelut = Some(sum(&w.cells, |n| n.starts_with("LUT")));
        f.muxf_widelut = Some(sum(&w.cells, |n| n.starts_with("MUXF")));
        f.logic_depth_widelut = Some(w.depth);
    }
    f.yosys_seconds = t0.elapsed().as_secs_f64();
    Ok(f)
}

/// A composite top synthesised per instance: each direct sub-module (flattened, on its own) and
/// the top's own glue (the sub-modules as black boxes), run in parallel, the cells added up.
/// No optimisation crosses an instance boundary, so the sum is an upper bound of a flattened
/// synthesis; `logic_depth` is the deepest path inside one instance or the glue (a path that
/// crosses a boundary combinationally is not measured). Instances of one module are counted
/// once per instance.
pub fn synth_composite(dir: &Path, name: &str) -> anyhow::Result<SynthFigures> {
    let t0 = Instant::now();
    let file = dir.join(format!("{name}.v"));
    let src = std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
    let instances = hdl::export::child_modules(&src, name);
    if instances.is_empty() {
        bail!("{name}: no sub-module instances found");
    }
    // (module, instances of it), in order of first use.
    let mut uses: Vec<(String, u64)> = Vec::new();
    for m in &instances {
        match uses.iter_mut().find(|(u, _)| u == m) {
            Some((_, n)) => *n += 1,
            None => uses.push((m.clone(), 1)),
        }
    }
    let children: Vec<String> = uses.iter().map(|(m, _)| m.clone()).collect();
    // (module, black boxes, instances): the glue first.
    let mut jobs: Vec<(String, Vec<String>, u64)> = vec![(name.to_owned(), children.clone(), 1)];
    jobs.extend(uses.iter().map(|(c, n)| (c.clone(), Vec::new(), *n)));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(jobs.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<anyhow::Result<Run>>>> = jobs.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((m, boxes, _)) = jobs.get(i) else { break };
                let r = yosys_run(&file, m, false, boxes);
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(r);
                }
            });
        }
    });
    let mut total = SynthFigures { block: name.to_owned(), ..Default::default() };
    for ((m, _, n), slot) in jobs.iter().zip(results) {
        let r = slot.into_inner().ok().flatten().unwrap_or_else(|| Err(anyhow::anyhow!("{m}: not run")))?;
        let f = figures(m, &r);
        total.parts.push(PartFigures {
            module: m.clone(),
            instances: *n,
            luts: f.luts,
            ffs: f.ffs,
            brams: f.brams,
            logic_depth: f.logic_depth,
            carry_on_path: f.carry_on_path,
            deepest_from: f.deepest_from.clone(),
            deepest_to: f.deepest_to.clone(),
            deepest_path: f.deepest_path.clone(),
            deepest_ends: f.deepest_ends.clone(),
        });
        total.luts += n * f.luts;
        total.ffs += n * f.ffs;
        total.srls += n * f.srls;
        total.brams += n * f.brams;
        total.urams += n * f.urams;
        total.dsps += n * f.dsps;
        total.carry += n * f.carry;
        total.muxf += n * f.muxf;
        if f.logic_depth > total.logic_depth {
            total.logic_depth = f.logic_depth;
            total.carry_on_path = f.carry_on_path;
            total.deepest_from = format!("{m}: {}", f.deepest_from);
            total.deepest_to = format!("{m}: {}", f.deepest_to);
            total.deepest_path = f.deepest_path.clone();
            total.deepest_ends = f.deepest_ends.iter().map(|e| format!("{m}: {e}")).collect();
        } else if f.logic_depth == total.logic_depth {
            total.deepest_ends.extend(f.deepest_ends.iter().map(|e| format!("{m}: {e}")));
        }
    }
    total.yosys_seconds = t0.elapsed().as_secs_f64();
    Ok(total)
}

/// The figures of one Yosys run of block `name`.
fn figures(name: &str, r: &Run) -> SynthFigures {
    let c = &r.cells;
    SynthFigures {
        block: name.to_owned(),
        luts: sum(c, |n| n.starts_with("LUT")),
        ffs: sum(c, |n| n.starts_with("FD")),
        srls: sum(c, |n| n.starts_with("SRL")),
        brams: sum(c, |n| n.starts_with("RAMB")),
        urams: sum(c, |n| n.starts_with("URAM")),
        dsps: sum(c, |n| n.starts_with("DSP")),
        carry: sum(c, |n| n.starts_with("CARRY")),
        muxf: sum(c, |n| n.starts_with("MUXF")),
        logic_depth: r.depth,
        carry_on_path: r.carry_on_path,
        deepest_from: r.path_from.clone(),
        deepest_to: r.path_to.clone(),
        deepest_path: r.path.clone(),
        deepest_ends: r.ends.clone(),
        ..Default::default()
    }
}

/// Synthesises the selected blocks (all of `filelist.f` when `only` is empty).
pub fn synth_all(dir: &Path, only: &[String], widelut: bool) -> anyhow::Result<Vec<SynthFigures>> {
    let all = blocks_in(dir)?;
    for o in only {
        if !all.contains(o) {
            bail!("no block {o} in {}/filelist.f (blocks: {})", dir.display(), all.join(", "));
        }
    }
    all.iter()
        .filter(|b| only.is_empty() || only.contains(b))
        .map(|b| synth_block(dir, b, widelut))
        .collect()
}

/// Runs `roce synth`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let dir = args.dir.unwrap_or_else(default_dir);
    let figs = match &args.part {
        Some(part) => {
            let [top] = args.block.as_slice() else { bail!("--part needs exactly one --block (the composite top)") };
            let src = std::fs::read_to_string(dir.join(format!("{top}.v"))).with_context(|| format!("reading {top}.v"))?;
            if !hdl::export::child_modules(&src, top).contains(part) {
                bail!("{top} has no sub-module instance of {part}");
            }
            let t0 = Instant::now();
            let mut f = figures(part, &yosys_run(&dir.join(format!("{top}.v")), part, false, &[])?);
            f.yosys_seconds = t0.elapsed().as_secs_f64();
            vec![f]
        }
        None => synth_all(&dir, &args.block, args.widelut)?,
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&serde_json::json!({ "blocks": figs }))?);
        return Ok(());
    }
    println!("Yosys synth_xilinx -family xcup -flatten -nowidelut; depth = most LUTs on any path (CARRY cells not counted; FFs, SRLs, RAMs, DSPs cut)");
    println!("{:<24} {:>7} {:>7} {:>5} {:>5} {:>5} {:>5} {:>6} {:>5} {:>6}", "block", "LUTs", "FFs", "SRL", "BRAM", "URAM", "DSP", "CARRY", "MUXF", "depth");
    for f in &figs {
        println!(
            "{:<24} {:>7} {:>7} {:>5} {:>5} {:>5} {:>5} {:>6} {:>5} {:>6}",
            f.block, f.luts, f.ffs, f.srls, f.brams, f.urams, f.dsps, f.carry, f.muxf, f.logic_depth
        );
        println!("  deepest path: {} -> {} ({} LUTs, {} CARRY)", f.deepest_from, f.deepest_to, f.logic_depth, f.carry_on_path);
        for n in &f.deepest_path {
            println!("    {n}");
        }
        println!("  ends at that depth ({}): {}", f.deepest_ends.len(), f.deepest_ends.join(", "));
        for p in &f.parts {
            let name = format!("  {} x{}", p.module, p.instances);
            println!("{:<24} {:>7} {:>7} {:>5} {:>5} {:>5} {:>5} {:>6} {:>5} {:>6}", name, p.luts, p.ffs, "", p.brams, "", "", "", "", p.logic_depth);
        }
        if let (Some(l), Some(d), Some(m)) = (f.luts_widelut, f.logic_depth_widelut, f.muxf_widelut) {
            println!("{:<24} {:>7} {:>7} {:>5} {:>5} {:>5} {:>5} {:>6} {:>5} {:>6}", "  (widelut)", l, "", "", "", "", "", "", m, d);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_and_path_parsing() {
        let stat = "   Number of cells:               7\n     FDRE     3\n     LUT2    1\n     LUT6   2\n     RAMB36E2 1\n\n   Chip area: 1\n";
        let c = parse_stat(stat);
        assert_eq!(sum(&c, |n| n.starts_with("LUT")), 3);
        assert_eq!(sum(&c, |n| n.starts_with("FD")), 3);
        assert_eq!(sum(&c, |n| n.starts_with("RAMB")), 1);
        let ltp = "Longest topological path in x (length=2):\n    0: \\a\n    1: $x.A (via $iopadmap$x.a)\n    2: $y (via $abc$1$lut)\n";
        assert_eq!(path_cells(ltp), vec!["$iopadmap$x.a".to_owned(), "$abc$1$lut".to_owned()]);
    }
}
