//! Lockstep comparison of a rust-hdl block with its Verilator model.
//!
//! Both sides are driven with the same inputs (by the test, typed on the rust-hdl side and by name
//! on the Verilator side); [`compare_outputs`] then reads every top-level output of the rust-hdl
//! block through a [`Probe`] (names renamed the way `hdl::export` renames them) and the same port
//! of the model, and reports the first difference.

use crate::verilator::Model;
use rust_hdl::prelude::*;

/// Top-level output values of a rust-hdl block: (Verilog port name, little-endian 32-bit words).
pub fn rust_hdl_outputs<B: Block>(uut: &B) -> Vec<(String, Vec<u32>)> {
    let mut p = OutProbe::default();
    uut.accept("top", &mut p);
    p.out
}

/// The first output that differs between the rust-hdl block and the model, as a message.
pub fn compare_outputs<B: Block>(uut: &B, model: &dyn Model) -> Result<usize, String> {
    let outs = rust_hdl_outputs(uut);
    for (name, want) in &outs {
        let got = model.get_words(name).map_err(|e| format!("{}: {e}", model.name()))?;
        if &got != want {
            return Err(format!("{}: output {name}: rust-hdl {want:08x?}, verilator {got:08x?}", model.name()));
        }
    }
    let n_model = model.ports().iter().filter(|p| !p.input).count();
    if n_model != outs.len() {
        return Err(format!("{}: {} outputs in rust-hdl, {} in the model", model.name(), outs.len(), n_model));
    }
    Ok(outs.len())
}

#[derive(Default)]
struct OutProbe {
    depth: usize,
    namespace: Vec<String>,
    out: Vec<(String, Vec<u32>)>,
}

fn bits_of(v: &VCDValue, acc: &mut Vec<bool>) {
    match v {
        VCDValue::Single(b) => acc.push(format!("{b:?}") == "V1"),
        VCDValue::Vector(bs) => acc.extend(bs.iter().map(|b| format!("{b:?}") == "V1")),
        VCDValue::Composite(parts) => parts.iter().for_each(|p| bits_of(p, acc)),
        VCDValue::String(_) => {}
    }
}

impl Probe for OutProbe {
    fn visit_start_scope(&mut self, _name: &str, _node: &dyn Block) {
        self.depth += 1;
        self.namespace.clear();
    }
    fn visit_start_namespace(&mut self, name: &str, _node: &dyn Block) {
        self.namespace.push(name.to_owned());
    }
    fn visit_atom(&mut self, name: &str, signal: &dyn Atom) {
        if self.depth != 1
            || !matches!(signal.kind(), AtomKind::OutputParameter | AtomKind::OutputPassthrough)
        {
            return;
        }
        let mut full: Vec<String> = self.namespace.clone();
        full.push(name.to_owned());
        // Bits come MSB first from rust-hdl's VCD value.
        let mut msb_first = Vec::new();
        bits_of(&signal.vcd(), &mut msb_first);
        let width = signal.bits();
        let mut words = vec![0u32; width.div_ceil(32)];
        for (i, b) in msb_first.iter().rev().enumerate().take(width) {
            if *b {
                words[i / 32] |= 1 << (i % 32);
            }
        }
        // The export's names: a stream bundle's fields carry AXI names, other bundles `a__b`.
        let name = match full.as_slice() {
            [b, f] => hdl::export::axis_port_name(b, f).unwrap_or_else(|| full.join("__")),
            _ => full.join("__"),
        };
        self.out.push((name, words));
    }
    fn visit_end_namespace(&mut self, _name: &str, _node: &dyn Block) {
        self.namespace.pop();
    }
    fn visit_end_scope(&mut self, _name: &str, _node: &dyn Block) {
        self.depth -= 1;
    }
}
