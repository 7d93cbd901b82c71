//! Byte reversal of an `N`-bit vector as wires: byte `k` of `q` is byte `N/8 - 1 - k` of `d`.
//!
//! Written in rust-hdl as a loop (`acc = (acc << 8) | byte`), a reversal of a wide vector becomes
//! `N/8` shifts of the whole vector, which Verilator evaluates as loops over 32-bit words on every
//! cycle. This leaf emits one Verilog concatenation of constant part-selects instead: no logic at
//! all in synthesis, a few word operations in Verilator. Its Rust model does the same reversal
//! byte by byte.

use rust_hdl::prelude::*;

/// Combinational byte reversal of an `N`-bit vector (`N` a multiple of 8).
#[derive(LogicBlock, Default)]
pub struct ByteReverse<const N: usize> {
    /// Input vector.
    pub d: Signal<In, Bits<N>>,
    /// `d` with its bytes in the opposite order.
    pub q: Signal<Out, Bits<N>>,
}

/// The byte reversal of `x` (the function the block computes).
pub fn reverse_bytes<const N: usize>(x: Bits<N>) -> Bits<N> {
    let mut r = Bits::<N>::default();
    for k in 0..N / 8 {
        r.set_bits::<8>(8 * k, x.get_bits::<8>(N - 8 - 8 * k));
    }
    r
}

/// The Verilog body: `q` as one concatenation of `d`'s bytes, most significant first.
fn verilog_body(n: usize) -> String {
    let parts: Vec<String> = (0..n / 8).map(|k| format!("d[{}:{}]", 8 * k + 7, 8 * k)).collect();
    format!("always @(*) q = {{{}}};\n", parts.join(", "))
}

impl<const N: usize> Logic for ByteReverse<N> {
    fn update(&mut self) {
        self.q.next = reverse_bytes(self.d.val());
    }
    fn connect(&mut self) {
        assert!(N % 8 == 0 && N > 0, "ByteReverse<{N}>: the width must be a positive multiple of 8");
        self.q.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom(verilog_body(N))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverses_bytes() {
        let x: Bits<32> = 0x1122_3344u64.into();
        assert_eq!(reverse_bytes(x), Bits::<32>::from(0x4433_2211u64));
        let mut w = Bits::<128>::default();
        for k in 0..16 {
            w.set_bits::<8>(8 * k, (k as u64 + 1).into());
        }
        let r = reverse_bytes(w);
        for k in 0..16 {
            assert_eq!(r.get_bits::<8>(8 * k), Bits::<8>::from(16 - k as u64));
        }
        assert_eq!(reverse_bytes(r), w);
    }

    #[test]
    fn verilog_puts_the_low_byte_first() {
        assert_eq!(verilog_body(24), "always @(*) q = {d[7:0], d[15:8], d[23:16]};\n");
    }

    #[test]
    fn exports_and_lints_clean() {
        let b = crate::export::export_and_lint("roce_byte_reverse", ByteReverse::<704>::default(), &[])
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(b.verilog.contains("d[703:696]}"), "{}", b.verilog);
    }
}
