//! Verilator bridge, harness and the `roce` command.

