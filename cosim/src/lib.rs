//! Verilator bridge, harness, host memory model and the `roce` command.

pub mod bench_dma;
pub mod bench_model;
pub mod bench_qpc;
pub mod bench_req;
pub mod bench_resp;
pub mod bench_fuzz;
pub mod cli;
pub mod verilator;
pub mod harness;
pub mod host_memory;
pub mod reqnode;
pub mod respnode;
pub mod scoreboard;
