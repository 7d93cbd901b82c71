//! Beat FIFO for whole packets, in block RAM: 512 beats of 512 bits (32 KB: seven 4 KB-MTU
//! packets), first-word-fall-through read side, a fill count for credit-style flow control.
//! Frame boundaries travel separately (the RX parser's descriptors say how many beats a frame
//! has and whether to emit or discard it). It is the project's one FIFO, [`SyncFifo`], at this
//! size.
use crate::sync_fifo::SyncFifo;
use rust_hdl::prelude::*;

/// The beat FIFO.
pub type PacketFifo = SyncFifo<Bits<512>, 9, 10>;

/// Beats the FIFO holds.
pub const PACKET_FIFO_BEATS: usize = PacketFifo::CAPACITY;
