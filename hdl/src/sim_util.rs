//! Helpers for stepping a block directly in rust-hdl's simulator (no threads: ~30x faster than
//! `Simulation`). Inputs are applied while the clock is low; [settle] then makes combinational
//! outputs valid for the current cycle; [rising_edge] clocks every register once.
use rust_hdl::prelude::*;

/// Iteration cap for one settle; a block that does not converge within it has a logic loop.
const MAX_ITERS: usize = 10_000;

/// Propagate the inputs applied so far (clock held where it is). Panics if the block never settles.
pub fn settle<B: Block>(uut: &mut B) {
    assert!(simulate(uut, MAX_ITERS), "block did not settle (combinational loop?)");
}

/// One rising then falling clock edge, with settling after each; `clk` points at the clock input.
pub fn rising_edge<B: Block>(uut: &mut B, clk: fn(&mut B) -> &mut Signal<In, Clock>) {
    settle(uut);
    clk(uut).next = Clock { clk: true };
    settle(uut);
    clk(uut).next = Clock { clk: false };
    settle(uut);
}
