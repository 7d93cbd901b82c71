//! The Verilator bridge: one safe Rust type per block exported to `hdl/verilog/`.
//!
//! `cosim/build.rs` verilates every block listed in `hdl/verilog/filelist.f` and generates, from
//! the block's `<name>.ports.json`, a C++ shim and the Rust type included here (for
//! `roce_skid_buffer`: [`RoceSkidBuffer`]). Each type has `new()` (own `VerilatedContext`,
//! evaluated once with the clock low), typed `set_<port>`/`get_<port>` methods (1 bit: `bool`,
//! up to 64 bits: `u64`, wider: `[u32; N]` little-endian words; the Rust name is the Verilog name
//! with `__` folded to `_`, so the Verilog port `rd_req_valid__0` is `set_rd_req_valid_0`), `tick()` (one clock
//! cycle), `eval()`, `cycles()` and `trace_vcd(path)` for a VCD of every signal. All of them
//! also implement [`Model`], which reaches ports by their Verilog name for generic harnesses.
//!
//! Why the project owns this bridge: the `verilated`/`verilator` crates (last released 2021) do
//! not build against Verilator 5 and cap ports at 64 bits (our stream is 512 bits), and `marlin`
//! needs Verilator >= 5.025 while Debian 12 ships 5.006.

/// One port of a verilated block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortInfo {
    /// Verilog name (as in `hdl/verilog/<block>.ports.json`).
    pub name: &'static str,
    /// True for inputs, false for outputs.
    pub input: bool,
    /// Width in bits.
    pub width: usize,
    /// True for the clock input that [`Model::tick`] toggles.
    pub clock: bool,
}

impl PortInfo {
    /// Number of 32-bit words the port's value takes.
    pub fn words(&self) -> usize {
        self.width.div_ceil(32)
    }
}

/// Errors of the by-name port access of [`Model`].
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PortError {
    /// No port of that name.
    #[error("no port named {0}")]
    NoSuchPort(String),
    /// No input of that name (outputs cannot be set).
    #[error("no input named {0}")]
    NoSuchInput(String),
    /// The value has the wrong number of 32-bit words.
    #[error("port {port}: {got} words given, {need} needed")]
    Words {
        /// Port name.
        port: String,
        /// Words needed.
        need: usize,
        /// Words given.
        got: usize,
    },
}

/// Errors opening a VCD trace.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TraceError {
    /// The path has an interior NUL byte.
    #[error("trace path contains a NUL byte")]
    BadPath,
    /// A trace is already open on this model.
    #[error("a trace is already open")]
    AlreadyOpen,
    /// Verilator could not open the file.
    #[error("cannot open trace file {0}")]
    Open(String),
}

/// A verilated block reached by port name (every generated model implements it).
pub trait Model: Send {
    /// Verilog module name.
    fn name(&self) -> &'static str;
    /// Every port, in declaration order.
    fn ports(&self) -> &'static [PortInfo];
    /// Settles combinational logic.
    fn eval(&mut self);
    /// One clock cycle (rising then falling edge).
    fn tick(&mut self);
    /// Sets an input from little-endian 32-bit words (exactly [`PortInfo::words`] of them).
    fn set_words(&mut self, port: &str, v: &[u32]) -> Result<(), PortError>;
    /// Reads any port as little-endian 32-bit words.
    fn get_words(&self, port: &str) -> Result<Vec<u32>, PortError>;
    /// Starts a VCD trace of every signal.
    fn trace_vcd(&mut self, path: &std::path::Path) -> Result<(), TraceError>;
}

fn check_len(port: &str, v: &[u32], need: usize) -> Result<(), PortError> {
    if v.len() == need {
        Ok(())
    } else {
        Err(PortError::Words { port: port.to_owned(), need, got: v.len() })
    }
}

/// 64 bytes (lane 0 first) as the 16 little-endian words of a 512-bit port.
pub fn bytes_to_words(b: &[u8; 64]) -> [u32; 16] {
    let mut w = [0u32; 16];
    for (i, c) in b.chunks_exact(4).enumerate() {
        w[i] = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    w
}

/// The 16 words of a 512-bit port as 64 bytes, lane 0 first.
pub fn words_to_bytes(w: &[u32; 16]) -> [u8; 64] {
    let mut b = [0u8; 64];
    for (i, x) in w.iter().enumerate() {
        b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }
    b
}

// dead_code: a block without a clock (combinational, such as `roce_qpc_view`) has no `tick`,
// so its falling-edge and trace-dump bindings go unused.
#[allow(clippy::all, missing_docs, unused_comparisons, dead_code)]
mod generated {
    use super::{check_len, Model, PortError, PortInfo, TraceError};
    include!(concat!(env!("OUT_DIR"), "/verilated.rs"));
}
pub use generated::*;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        let mut b = [0u8; 64];
        for (i, x) in b.iter_mut().enumerate() {
            *x = i as u8 * 3 + 1;
        }
        let w = bytes_to_words(&b);
        assert_eq!(w[0], u32::from_le_bytes([1, 4, 7, 10]));
        assert_eq!(words_to_bytes(&w), b);
    }
}
