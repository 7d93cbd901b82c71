//! Golden RoCEv2 reference model.

pub mod node;
