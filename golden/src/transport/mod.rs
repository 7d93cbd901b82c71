//! Small pieces of the transport shared by the requester and the responder: 24-bit PSN
//! arithmetic ([`psn::Psn`]), the IBTA timer tables ([`timers`]) and the endpoint counters
//! ([`counters`]).

pub mod counters;
pub mod env;
pub mod psn;
pub mod timers;
