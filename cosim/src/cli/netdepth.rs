//! LUT levels of a mapped netlist, counted over every path (`roce synth`'s `logic_depth`).
//!
//! Yosys's `ltp` prints one longest path by *cell count*, LUTs and CARRY cells alike, so among
//! paths of equal length it may print one with few LUTs and many CARRY cells, and a path with
//! more LUT levels stays hidden (on the engine: a 33-cell path with 10 LUTs was printed, and a
//! 33-cell path with 16 LUTs existed). This module reads the netlist Yosys writes with
//! `write_json` and takes the longest path with LUT1..LUT6 cells weighing one level and CARRY
//! cells none, every path considered. Paths start at ports, flip-flops, shift registers, RAMs,
//! DSPs and black boxes, and end at the same.
//!
//! A CARRY4/CARRY8 output `i` depends on the carry input and on the inputs of index `i` and below
//! (the chain's real dependencies), not on its higher bits. Any other cell that is not cut (I/O
//! buffers, MUXF) passes every input to every output at no cost.

use anyhow::{bail, Context};
use serde::Deserialize;
use std::collections::HashMap;

/// One net bit in a Yosys JSON netlist (a constant is a string).
#[derive(Deserialize, Clone, Debug)]
#[serde(untagged)]
pub enum Bit {
    /// A net.
    Net(u64),
    /// "0", "1", "x" or "z".
    Const(String),
}

#[derive(Deserialize)]
struct Netlist {
    modules: HashMap<String, Module>,
}

#[derive(Deserialize)]
struct Module {
    #[serde(default)]
    cells: HashMap<String, Cell>,
    #[serde(default)]
    netnames: HashMap<String, NetName>,
    #[serde(default)]
    ports: HashMap<String, Port>,
}

#[derive(Deserialize)]
struct Port {
    direction: String,
    bits: Vec<Bit>,
}

#[derive(Deserialize)]
struct Cell {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    port_directions: HashMap<String, String>,
    #[serde(default)]
    connections: HashMap<String, Vec<Bit>>,
}

#[derive(Deserialize)]
struct NetName {
    #[serde(default)]
    hide_name: u8,
    bits: Vec<Bit>,
}

/// The deepest path of a module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Depth {
    /// LUT cells on it.
    pub luts: u64,
    /// CARRY cells on it.
    pub carries: u64,
    /// A name of the net it starts from (a port or a register output), if it has one.
    pub from: String,
    /// A name of the net it ends at.
    pub to: String,
    /// The most LUTs on a path ending anywhere, an unused output included (what `ltp` can
    /// print; for the cross-check).
    pub luts_any_end: u64,
    /// The nets along it, start to end, each with the cell kind that drives it (`LUT6`,
    /// `CARRY8`, ...): where to cut it.
    pub path: Vec<String>,
    /// Every end a path of `luts` LUTs reaches (named as `to` is, without bit indexes, with the
    /// number of its bits: `name xN`; a net feeding several registers counts in each), at most
    /// 200: the design's own registers first (widest first, then by name), then Yosys's internals
    /// (`$`-names, such as RAM read registers). ABC's area recovery lets paths that are not
    /// critical grow to the critical depth, so these are the ends at that depth, a superset of
    /// those that force it.
    pub ends: Vec<String>,
}

/// The end groups (name, bits) as `name xN`, at most 200: the design's own registers first (names
/// without Yosys's `$`; RAM read registers and other internals after them), the widest first,
/// then by name.
fn rank_ends(groups: std::collections::BTreeMap<String, u64>) -> Vec<String> {
    let mut ranked: Vec<(String, u64)> = groups.into_iter().collect();
    ranked.sort_by(|a, b| (a.0.starts_with('$'), std::cmp::Reverse(a.1), &a.0).cmp(&(b.0.starts_with('$'), std::cmp::Reverse(b.1), &b.0)));
    ranked.into_iter().take(200).map(|(k, n)| format!("{k} x{n}")).collect()
}

/// Cells that cut paths (their outputs start paths, their inputs end them).
fn is_cut(kind: &str, blackboxes: &[String]) -> bool {
    ["FD", "SRL", "RAM", "URAM", "DSP"].iter().any(|p| kind.starts_with(p)) || blackboxes.iter().any(|b| b == kind)
}

fn is_lut(kind: &str) -> bool {
    kind.len() == 4 && kind.starts_with("LUT") && kind.as_bytes()[3].is_ascii_digit()
}

/// The deepest path of module `top` in the Yosys JSON netlist `json`.
pub fn deepest(json: &str, top: &str, blackboxes: &[String]) -> anyhow::Result<Depth> {
    let n: Netlist = serde_json::from_str(json).context("parsing the Yosys JSON netlist")?;
    let Some(m) = n.modules.get(top) else { bail!("no module {top} in the netlist") };
    // Per driven net bit: (LUT weight, CARRY weight, input bits it depends on).
    let mut driver: HashMap<u64, (u64, u64, Vec<u64>)> = HashMap::new();
    for c in m.cells.values() {
        if is_cut(&c.kind, blackboxes) {
            continue;
        }
        let (wl, wc) = if is_lut(&c.kind) {
            (1, 0)
        } else if c.kind.starts_with("CARRY") {
            (0, 1)
        } else {
            (0, 0)
        };
        let nets = |p: &str| -> Vec<Option<u64>> {
            c.connections.get(p).map_or(Vec::new(), |v| v.iter().map(|b| if let Bit::Net(x) = b { Some(*x) } else { None }).collect())
        };
        let inputs: Vec<&String> = c.port_directions.iter().filter(|(_, d)| d.as_str() == "input").map(|(p, _)| p).collect();
        for (p, d) in &c.port_directions {
            if d != "output" {
                continue;
            }
            for (i, o) in nets(p).into_iter().enumerate() {
                let Some(o) = o else { continue };
                let mut deps = Vec::new();
                for q in &inputs {
                    let v = nets(q);
                    let carry_chain = c.kind.starts_with("CARRY") && v.len() > 1;
                    for (j, b) in v.into_iter().enumerate() {
                        // A carry chain's output i sees its inputs of index <= i (and CI, CYINIT).
                        if carry_chain && j > i {
                            continue;
                        }
                        if let Some(b) = b {
                            deps.push(b);
                        }
                    }
                }
                driver.insert(o, (wl, wc, deps));
            }
        }
    }
    // Longest path into every driven bit, memoised, with an explicit stack (no recursion limit).
    // best[bit] = (luts, carries, start bit); pred[bit] = the input bit the longest path comes by.
    let mut best: HashMap<u64, (u64, u64, u64)> = HashMap::new();
    let mut pred: HashMap<u64, u64> = HashMap::new();
    let mut on_stack: std::collections::HashSet<u64> = Default::default();
    for &root in driver.keys() {
        if best.contains_key(&root) {
            continue;
        }
        let mut stack = vec![(root, false)];
        while let Some((b, expanded)) = stack.pop() {
            if best.contains_key(&b) {
                continue;
            }
            let Some((wl, wc, deps)) = driver.get(&b) else {
                best.insert(b, (0, 0, b));
                continue;
            };
            if !expanded {
                if !on_stack.insert(b) {
                    // A combinational loop: counted once, not followed around.
                    best.insert(b, (*wl, *wc, b));
                    continue;
                }
                stack.push((b, true));
                for d in deps {
                    if !best.contains_key(d) {
                        stack.push((*d, false));
                    }
                }
            } else {
                on_stack.remove(&b);
                let mut m: Option<(u64, u64, u64)> = None;
                for d in deps {
                    let x = best.get(d).copied().unwrap_or((0, 0, *d));
                    if m.map_or(true, |m| (x.0, x.1) > (m.0, m.1)) {
                        m = Some(x);
                        pred.insert(b, *d);
                    }
                }
                let (l, c, s) = m.unwrap_or((0, 0, b));
                best.insert(b, (l + wl, c + wc, s));
            }
        }
    }
    // Paths end where something registers or leaves: a cut cell's input or an output port (an
    // unused carry-out is not an end).
    let mut sinks: std::collections::HashSet<u64> = Default::default();
    for c in m.cells.values().filter(|c| is_cut(&c.kind, blackboxes)) {
        for (p, d) in &c.port_directions {
            if d == "input" {
                sinks.extend(c.connections.get(p).into_iter().flatten().filter_map(|b| if let Bit::Net(x) = b { Some(*x) } else { None }));
            }
        }
    }
    for p in m.ports.values().filter(|p| p.direction == "output") {
        sinks.extend(p.bits.iter().filter_map(|b| if let Bit::Net(x) = b { Some(*x) } else { None }));
    }
    let Some((&end, &(luts, carries, start))) = best
        .iter()
        .filter(|(b, _)| driver.contains_key(b) && sinks.contains(b))
        .max_by_key(|(b, v)| (v.0, v.1, std::cmp::Reverse(**b)))
    else {
        return Ok(Depth { luts_any_end: best.values().map(|v| v.0).max().unwrap_or(0), ..Default::default() });
    };
    // Net names, once: per bit the visible name before a hidden one, then the shorter.
    let mut names: HashMap<u64, (bool, &str, usize)> = HashMap::new();
    for (nm, nn) in &m.netnames {
        let visible = nn.hide_name == 0;
        for (i, b) in nn.bits.iter().enumerate() {
            let Bit::Net(x) = b else { continue };
            if names.get(x).map_or(true, |&(v, f, _)| (visible && !v) || (visible == v && nm.len() < f.len())) {
                names.insert(*x, (visible, nm.as_str(), i));
            }
        }
    }
    let name = |bit: u64| -> String {
        names.get(&bit).map_or_else(|| format!("net {bit}"), |(_, nm, i)| format!("{nm}[{i}]"))
    };
    // An end is named by what it feeds: a cut cell (a register: the net on its output, which
    // carries the register's name) or else the net itself (an output port). Built once: every
    // cut cell (with an output) a bit feeds, by name.
    let mut fed: HashMap<u64, Vec<String>> = HashMap::new();
    for c in m.cells.values().filter(|c| is_cut(&c.kind, blackboxes)) {
        let label = c.port_directions.iter().filter(|(_, d)| d.as_str() == "output").find_map(|(p, _)| {
            match c.connections.get(p).and_then(|v| v.first()) {
                Some(Bit::Net(q)) => Some(format!("{} ({} {})", name(*q), c.kind, p)),
                _ => None,
            }
        });
        let Some(label) = label else { continue };
        for (p, d) in &c.port_directions {
            if d != "input" {
                continue;
            }
            for b in c.connections.get(p).into_iter().flatten() {
                if let Bit::Net(x) = b {
                    fed.entry(*x).or_default().push(label.clone());
                }
            }
        }
    }
    let end_names = |end: u64| -> Vec<String> {
        let mut v = fed.get(&end).cloned().unwrap_or_else(|| vec![name(end)]);
        v.sort();
        v.dedup();
        v
    };
    let to = end_names(end).swap_remove(0);
    // Every register or RAM bit a deepest path ends in (a net feeding several counts for each;
    // a register bit fed by several such nets, its D and its enable, once), grouped by register or
    // RAM (bit indexes dropped) with the number of its bits.
    let bits: std::collections::BTreeSet<String> = best
        .iter()
        .filter(|(b, v)| v.0 == luts && driver.contains_key(b) && sinks.contains(b))
        .flat_map(|(b, _)| end_names(*b))
        .collect();
    let mut groups: std::collections::BTreeMap<String, u64> = Default::default();
    for n in bits {
        let key = match (n.find('['), n.find(']')) {
            (Some(i), Some(j)) if i < j => format!("{}{}", &n[..i], &n[j + 1..]),
            _ => n,
        };
        *groups.entry(key).or_default() += 1;
    }
    let ends = rank_ends(groups);
    let luts_any_end = best.values().map(|v| v.0).max().unwrap_or(0);
    // The nets along the path, from its end back to its start.
    let kind_of: HashMap<u64, &str> = m
        .cells
        .values()
        .flat_map(|c| {
            c.port_directions
                .iter()
                .filter(|(_, d)| d.as_str() == "output")
                .flat_map(move |(p, _)| c.connections.get(p).into_iter().flatten())
                .filter_map(move |b| if let Bit::Net(x) = b { Some((*x, c.kind.as_str())) } else { None })
        })
        .collect();
    let mut path = Vec::new();
    let mut b = end;
    for _ in 0..10_000 {
        let w = driver.get(&b).map_or(0, |d| d.0 + d.1);
        if w > 0 {
            path.push(format!("{} <- {}", name(b), kind_of.get(&b).copied().unwrap_or("?")));
        }
        match pred.get(&b) {
            Some(&p) if p != b => b = p,
            _ => break,
        }
    }
    path.push(name(start));
    path.reverse();
    Ok(Depth { luts, carries, from: name(start), to, luts_any_end, path, ends })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A register feeds two LUTs in a row into a 2-cell carry chain whose top output feeds a third
    /// LUT; a second path has one LUT. The carry's bit-0 output does not see bit 1's input.
    #[test]
    fn counts_luts_across_carries_and_cuts_at_registers() {
        let json = r#"{"modules":{"t":{"cells":{
          "r":{"type":"FDRE","port_directions":{"D":"input","Q":"output"},"connections":{"D":[9],"Q":[2]}},
          "a":{"type":"LUT2","port_directions":{"I0":"input","I1":"input","O":"output"},"connections":{"I0":[2],"I1":["0"],"O":[3]}},
          "b":{"type":"LUT1","port_directions":{"I0":"input","O":"output"},"connections":{"I0":[3],"O":[4]}},
          "c":{"type":"CARRY4","port_directions":{"CI":"input","S":"input","DI":"input","O":"output","CO":"output"},
               "connections":{"CI":["0"],"S":[5,4,"0","0"],"DI":["0","0","0","0"],"O":[6,7,20,21],"CO":[22,23,24,25]}},
          "d":{"type":"LUT3","port_directions":{"I0":"input","I1":"input","I2":"input","O":"output"},"connections":{"I0":[7],"I1":[2],"I2":[2],"O":[9]}},
          "e":{"type":"LUT1","port_directions":{"I0":"input","O":"output"},"connections":{"I0":[1],"O":[5]}},
          "f":{"type":"LUT1","port_directions":{"I0":"input","O":"output"},"connections":{"I0":[6],"O":[8]}}
        },"netnames":{"clk_q":{"hide_name":0,"bits":[2]},"x_in":{"hide_name":0,"bits":[1]},"r_d":{"hide_name":0,"bits":[9]},
          "$auto":{"hide_name":1,"bits":[9]}}}}}"#;
        let d = deepest(json, "t", &[]).unwrap();
        // clk_q -> a -> b -> carry (bit 1) -> d -> r.D: 3 LUTs, 1 carry. The bit-0 path (e, f)
        // has 2 LUTs and must not borrow bit 1's depth.
        assert_eq!((d.luts, d.carries), (3, 1), "{d:?}");
        assert_eq!(d.from, "clk_q[0]");
        // The end is named by the register it feeds (its output net's name).
        assert_eq!(d.to, "clk_q[0] (FDRE Q)");
        // The path: the start, then a, b, the carry's bit 1, d (each with its driver).
        assert_eq!(d.path.len(), 5, "{:?}", d.path);
        assert_eq!(d.path[0], "clk_q[0]");
        assert!(d.path[1].ends_with("<- LUT2") && d.path[2].ends_with("<- LUT1"), "{:?}", d.path);
        assert!(d.path[3].ends_with("<- CARRY4") && d.path[4] == "r_d[0] <- LUT3", "{:?}", d.path);
        // Every end at that depth, grouped by what it feeds (one register bit here; the bit-0
        // path's end, 2 LUTs deep, is not listed).
        assert_eq!(d.ends, vec!["clk_q (FDRE Q) x1".to_owned()]);
        // The register as a black box name instead: same cut.
        assert_eq!(deepest(json, "t", &["FDRE".into()]).unwrap().luts, 3);
        assert!(deepest(json, "nope", &[]).is_err());
    }

    /// The design's registers come before Yosys's internals, the widest first, and the list stops
    /// at 200 groups.
    #[test]
    fn ends_rank_the_designs_registers_first() {
        let mut g = std::collections::BTreeMap::new();
        g.insert("$\\miss.vlo.mem$rdreg$d (RAM64M8 DOA)".to_owned(), 73);
        g.insert("r_fill.q (FDRE Q)".to_owned(), 32);
        g.insert("c_pending.q (FDRE Q)".to_owned(), 1);
        g.insert("a.q (FDRE Q)".to_owned(), 1);
        assert_eq!(
            rank_ends(g),
            ["r_fill.q (FDRE Q) x32", "a.q (FDRE Q) x1", "c_pending.q (FDRE Q) x1", "$\\miss.vlo.mem$rdreg$d (RAM64M8 DOA) x73"]
        );
        let many: std::collections::BTreeMap<String, u64> = (0..300).map(|i| (format!("r{i:03}"), 1)).collect();
        let ranked = rank_ends(many);
        assert_eq!((ranked.len(), ranked[0].as_str(), ranked[199].as_str()), (200, "r000 x1", "r199 x1"));
    }
}
