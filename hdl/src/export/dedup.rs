//! One module per distinct block ([`share_identical_modules`]).
//!
//! rust-hdl writes one module per instance (`top$dma$rch$0`, `top$dma$rch$1`, ...), so the
//! responder's Verilog held 1,498 modules, most of them copies: 558 of them the same 1-bit
//! register. This pass keeps one module per distinct body and points every instance at it.
//!
//! Two modules are the same when their texts are equal once their own name and the names of
//! the modules they instantiate are replaced by what those are (decided bottom-up, so two
//! parents of identical children are identical). Each group of equal modules keeps the text of
//! its first member (in file order) under one name:
//! - a module alone in its group keeps its name;
//! - a register (rust-hdl's `DFF`: ports exactly `d`, `q`, `clock`) becomes
//!   `<top>__dff_w<width>` (`_v2`, `_v3`... for other initial values of the same width);
//! - anything else takes its first member's name with the index segments dropped
//!   (`<top>__dma__rch__0` for `rch__0..3` becomes `<top>__dma__rch`), or keeps that member's
//!   own name when the shortened one is taken.
//!
//! Names stay prefixed with the block's name, so the blocks still share no module name and each
//! file stays self-contained. Instance names (the hierarchy a VCD or a synthesis report shows)
//! do not change.
use super::tokens;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// One module of a Verilog text (without the blank lines after it).
struct Module<'a> {
    name: &'a str,
    text: &'a str,
}

/// Splits a Verilog text into what precedes the first module and the modules, in order.
fn split_modules(verilog: &str) -> (&str, Vec<Module<'_>>) {
    let starts: Vec<usize> = verilog
        .match_indices("module ")
        .map(|(i, _)| i)
        .filter(|&i| i == 0 || verilog.as_bytes()[i - 1] == b'\n')
        .collect();
    let head = &verilog[..starts.first().copied().unwrap_or(verilog.len())];
    let mut mods = Vec::new();
    for (k, &s) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(verilog.len());
        let text = verilog[s..end].trim_end();
        if let Some(name) = tokens(&text["module ".len()..]).into_iter().find(|t| t.0).map(|t| t.1) {
            mods.push(Module { name, text });
        }
    }
    (head, mods)
}

/// The width of a register module's `d` input (1 without a range).
fn dff_width(text: &str) -> Option<usize> {
    if !text.starts_with("module ") || !text[..text.find('\n').unwrap_or(text.len())].contains("(d,q,clock);") {
        return None;
    }
    let decl = text.lines().map(str::trim).find(|l| l.starts_with("input wire") && l.ends_with(" d;"))?;
    match decl.split_once('[') {
        None => Some(1),
        Some((_, r)) => r.split_once(':')?.0.trim().parse::<usize>().ok().map(|hi| hi + 1),
    }
}

/// Keeps one module per distinct body in `verilog` (the export of block `top`, whose modules are
/// all named `top` or `top__...`) and renames the instantiations to match; see the module docs.
pub fn share_identical_modules(verilog: &str, top: &str) -> String {
    let (head, mods) = split_modules(verilog);
    let index: HashMap<&str, usize> = mods.iter().enumerate().map(|(i, m)| (m.name, i)).collect();
    // Class of every module, bottom-up: its text with its own name and its children's classes.
    let mut class: Vec<Option<usize>> = vec![None; mods.len()];
    let mut keys: HashMap<String, usize> = HashMap::new();
    fn classify(i: usize, mods: &[Module<'_>], index: &HashMap<&str, usize>, class: &mut Vec<Option<usize>>, keys: &mut HashMap<String, usize>, depth: usize) -> usize {
        if let Some(c) = class[i] {
            return c;
        }
        let mut key = String::with_capacity(mods[i].text.len());
        for (ident, t) in tokens(mods[i].text) {
            match index.get(t).copied().filter(|_| ident) {
                Some(j) if j == i => key.push_str("\u{1}self"),
                // An instance of a module that (directly or not) instantiates this one cannot be
                // legal Verilog; the depth bound keeps such a text from recursing forever.
                Some(j) if depth < 64 => {
                    let c = classify(j, mods, index, class, keys, depth + 1);
                    let _ = std::fmt::Write::write_fmt(&mut key, format_args!("\u{1}{c}"));
                }
                _ => key.push_str(t),
            }
        }
        let n = keys.len();
        let c = *keys.entry(key).or_insert(n);
        class[i] = Some(c);
        c
    }
    for i in 0..mods.len() {
        classify(i, &mods, &index, &mut class, &mut keys, 0);
    }
    let class: Vec<usize> = class.into_iter().map(|c| c.unwrap_or(usize::MAX)).collect();
    // Members of every class, in file order.
    let mut members: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, &c) in class.iter().enumerate() {
        members.entry(c).or_default().push(i);
    }
    // Names: every original name is taken by its own class only.
    let owner: HashMap<&str, usize> = mods.iter().zip(&class).map(|(m, &c)| (m.name, c)).collect();
    let mut used: BTreeSet<String> = BTreeSet::new();
    let mut name_of: HashMap<usize, String> = HashMap::new();
    let mut dff_seen: HashMap<usize, usize> = HashMap::new();
    let free = |cand: &str, c: usize, used: &BTreeSet<String>| !used.contains(cand) && owner.get(cand).is_none_or(|&o| o == c);
    let mut classes: Vec<(usize, &Vec<usize>)> = members.iter().map(|(c, m)| (*c, m)).collect();
    classes.sort_by_key(|(_, m)| m[0]);
    for &(c, m) in &classes {
        let first = &mods[m[0]];
        let mut name = first.name.to_owned();
        if m.len() > 1 && first.name != top {
            let cand = match dff_width(first.text) {
                Some(w) => {
                    let k = dff_seen.entry(w).or_insert(0);
                    *k += 1;
                    if *k == 1 { format!("{top}__dff_w{w}") } else { format!("{top}__dff_w{w}_v{k}") }
                }
                None => first.name.split("__").filter(|s| !s.bytes().all(|b| b.is_ascii_digit())).collect::<Vec<_>>().join("__"),
            };
            if free(&cand, c, &used) {
                name = cand;
            }
        }
        used.insert(name.clone());
        name_of.insert(c, name);
    }
    // The first member of each class, renamed, and its instances pointed at the kept modules.
    let mut out = String::with_capacity(verilog.len());
    out.push_str(head);
    for &(_, m) in &classes {
        for (ident, t) in tokens(mods[m[0]].text) {
            match index.get(t).filter(|_| ident) {
                Some(&j) => out.push_str(&name_of[&class[j]]),
                None => out.push_str(t),
            }
        }
        out.push_str("\n\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "// header\n\
module t(clock,a,b);\n    input wire clock;\n    t__r r(.d(a),.q(b),.clock(clock));\n    t__s__0 s__0();\n    t__s__1 s__1();\n    t__u u();\nendmodule // t\n\n\
module t__r(d,q,clock);\n    input wire  [3:0] d;\n    output reg  [3:0] q;\n    input wire  clock;\nendmodule // t__r\n\n\
module t__s__0();\n    t__s__0__x x();\nendmodule // t__s__0\n\n\
module t__s__0__x(d,q,clock);\n    input wire  [3:0] d;\n    output reg  [3:0] q;\n    input wire  clock;\nendmodule // t__s__0__x\n\n\
module t__s__1();\n    t__s__1__x x();\nendmodule // t__s__1\n\n\
module t__s__1__x(d,q,clock);\n    input wire  [3:0] d;\n    output reg  [3:0] q;\n    input wire  clock;\nendmodule // t__s__1__x\n\n\
module t__u();\n    t__u__x x();\nendmodule // t__u\n\n\
module t__u__x(d,q,clock);\n    input wire  d;\n    output reg  q;\n    input wire  clock;\nendmodule // t__u__x\n";

    #[test]
    fn identical_modules_are_kept_once_and_instances_follow() {
        let out = share_identical_modules(SRC, "t");
        let (_, mods) = split_modules(&out);
        let names: Vec<&str> = mods.iter().map(|m| m.name).collect();
        // t__r, t__s__0__x and t__s__1__x are one 4-bit register; t__s__0 and t__s__1 are one
        // module (their children are the same); t__u's child is a 1-bit register of its own.
        assert_eq!(names, ["t", "t__dff_w4", "t__s", "t__u", "t__u__x"]);
        assert!(out.starts_with("// header\n"));
        assert!(out.contains("    t__dff_w4 r(.d(a)"), "{out}");
        assert!(out.contains("    t__s s__0();\n    t__s s__1();"), "{out}");
        assert!(out.contains("module t__s();\n    t__dff_w4 x();\nendmodule // t__s\n"), "{out}");
        assert!(out.contains("    t__u__x x();"), "{out}");
        // Idempotent.
        assert_eq!(share_identical_modules(&out, "t"), out);
    }

    #[test]
    fn registers_of_one_width_with_other_bodies_get_their_own_names() {
        let a = "module t(clock);\n    t__a a();\n    t__b b();\n    t__c c();\n    t__d d();\nendmodule // t\n\n";
        let reg = |n: &str, init: &str| format!("module {n}(d,q,clock);\n    input wire  [1:0] d;\n    initial q = {init};\nendmodule // {n}\n\n");
        let src = format!("{a}{}{}{}{}", reg("t__a", "2'h0"), reg("t__b", "2'h0"), reg("t__c", "2'h1"), reg("t__d", "2'h1"));
        let out = share_identical_modules(&src, "t");
        let names: Vec<&str> = split_modules(&out).1.iter().map(|m| m.name).collect();
        assert_eq!(names, ["t", "t__dff_w2", "t__dff_w2_v2"]);
    }

    #[test]
    fn a_shortened_name_that_is_taken_keeps_the_members_own() {
        // `t__s__0` shortens to `t__s`, which is another module's name.
        let src = "module t();\n    t__s s();\n    t__s__0 s0();\n    t__s__1 s1();\nendmodule // t\n\n\
module t__s();\n    wire a;\nendmodule // t__s\n\n\
module t__s__0();\n    wire b;\nendmodule // t__s__0\n\n\
module t__s__1();\n    wire b;\nendmodule // t__s__1\n";
        let out = share_identical_modules(src, "t");
        let names: Vec<&str> = split_modules(&out).1.iter().map(|m| m.name).collect();
        assert_eq!(names, ["t", "t__s", "t__s__0"]);
        assert!(out.contains("    t__s__0 s0();\n    t__s__0 s1();"), "{out}");
    }
}
