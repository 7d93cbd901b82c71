//! Golden RoCEv2 reference model.

pub mod node;
pub mod dcqcn;
pub mod fabric;
pub mod wire;
pub mod gen;
