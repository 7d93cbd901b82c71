//! Subcommands of the `roce` binary, one module each.

pub mod decode;
