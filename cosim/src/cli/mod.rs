//! Subcommands of the `roce` binary, one module each.

pub mod decode;
pub mod gen_pcap;
pub mod export;
pub mod synth;
pub mod netdepth;
pub mod bench;
pub mod sim;
pub mod run;
pub mod regress;
