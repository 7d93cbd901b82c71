//! Golden RoCEv2 reference model.

pub mod node;
pub mod dcqcn;
pub mod fabric;
