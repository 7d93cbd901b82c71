//! Synthesizable RoCEv2 offload blocks written in rust-hdl.

