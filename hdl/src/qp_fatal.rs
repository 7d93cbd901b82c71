//! The requester's fatal errors, handed to the responder's engine (issue 16): a QP whose send
//! queue a fatal error put in error ([crate::req_engine]) must leave RTS as golden's
//! `enter_error` moves it (RC to ERR with its receive WQEs flushed, UC and UD to SQE). The QP
//! context is the responder's engine's to write ([crate::resp_engine], its header machine takes
//! the QPN between packets), so the requester raises the QPN here and waits until it is taken.
use rust_hdl::prelude::*;

/// A fatal error's QP, the requester's (raising) side: held until taken.
#[derive(LogicInterface, Default)]
#[join = "QpFatalIn"]
pub struct QpFatal {
    /// A QP is raised (held until `ready`).
    pub valid: Signal<Out, Bit>,
    /// The responder's engine takes it this cycle.
    pub ready: Signal<In, Bit>,
    /// The QP.
    pub qpn: Signal<Out, Bits<24>>,
}

/// A fatal error's QP, the responder's engine's side (the mirror of [`QpFatal`]).
#[derive(LogicInterface, Default)]
#[join = "QpFatal"]
pub struct QpFatalIn {
    /// A QP is raised (held until `ready`).
    pub valid: Signal<In, Bit>,
    /// Take it this cycle.
    pub ready: Signal<Out, Bit>,
    /// The QP.
    pub qpn: Signal<In, Bits<24>>,
}
