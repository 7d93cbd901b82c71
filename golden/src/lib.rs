//! Golden RoCEv2 reference model.

pub mod node;
pub mod dcqcn;
pub mod fabric;
pub mod sim;
pub mod wire;
pub mod gen;
pub mod memory;
pub mod verbs;
pub mod transport;
pub mod requester;
pub mod responder;
pub mod endpoint;
pub mod context;
pub mod hostfmt;
pub mod hostile;
pub mod regs;
