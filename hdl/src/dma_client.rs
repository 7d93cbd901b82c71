//! The DMA engine's client ports as bundles: a read client and a write client, each with the
//! side the client holds and the side the DMA engine holds (`join` one to the other, `link` a
//! port through a parent). The contract (request, data beats, one completion per request, in
//! request order per client) is [`crate::dma_engine`]'s module docs.
//!
//! A bundle named `rd` exports as `rd_req_valid`, `rd_data`, ... and one named `wr` as
//! `wr_req_valid`, `wr_data`, ...: the port names the blocks had when they were wired one signal
//! at a time.
use rust_hdl::prelude::*;

/// A DMA read client's port, the client's side: it requests `req_len` bytes at `req_addr`, takes
/// the data beats, and gets one completion per request.
#[derive(LogicInterface, Default)]
#[join = "DmaReadServer"]
pub struct DmaReadClient {
    /// The client offers a read request.
    pub req_valid: Signal<Out, Bit>,
    /// The DMA engine takes the request.
    pub req_ready: Signal<In, Bit>,
    /// Host address of the first byte.
    pub req_addr: Signal<Out, Bits<64>>,
    /// Bytes to read, 0..=65,536 (0: a completion only).
    pub req_len: Signal<Out, Bits<17>>,
    /// A data beat, the request's bytes in address order from byte 0 of the beat.
    pub data: Signal<In, Bits<512>>,
    /// Valid bytes of the beat (all ones but on the last beat).
    pub keep: Signal<In, Bits<64>>,
    /// The beat is the request's last.
    pub last: Signal<In, Bit>,
    /// A beat is offered.
    pub valid: Signal<In, Bit>,
    /// The client takes the beat.
    pub ready: Signal<Out, Bit>,
    /// A request completed (one cycle, in request order).
    pub cpl_valid: Signal<In, Bit>,
    /// Its status: 0 OK, else a host memory error.
    pub cpl_status: Signal<In, Bits<2>>,
}

/// A DMA read client's port, the DMA engine's side (the mirror of [`DmaReadClient`]).
#[derive(LogicInterface, Default)]
#[join = "DmaReadClient"]
pub struct DmaReadServer {
    /// The client offers a read request.
    pub req_valid: Signal<In, Bit>,
    /// The DMA engine takes the request.
    pub req_ready: Signal<Out, Bit>,
    /// Host address of the first byte.
    pub req_addr: Signal<In, Bits<64>>,
    /// Bytes to read, 0..=65,536 (0: a completion only).
    pub req_len: Signal<In, Bits<17>>,
    /// A data beat.
    pub data: Signal<Out, Bits<512>>,
    /// Valid bytes of the beat.
    pub keep: Signal<Out, Bits<64>>,
    /// The beat is the request's last.
    pub last: Signal<Out, Bit>,
    /// A beat is offered.
    pub valid: Signal<Out, Bit>,
    /// The client takes the beat.
    pub ready: Signal<In, Bit>,
    /// A request completed.
    pub cpl_valid: Signal<Out, Bit>,
    /// Its status.
    pub cpl_status: Signal<Out, Bits<2>>,
}

/// A DMA write client's port, the client's side: it requests a write of `req_len` bytes at
/// `req_addr`, sends the data beats, and gets one completion per request.
#[derive(LogicInterface, Default)]
#[join = "DmaWriteServer"]
pub struct DmaWriteClient {
    /// The client offers a write request.
    pub req_valid: Signal<Out, Bit>,
    /// The DMA engine takes the request.
    pub req_ready: Signal<In, Bit>,
    /// Host address of the first byte.
    pub req_addr: Signal<Out, Bits<64>>,
    /// Bytes to write, 0..=65,536 (0: a completion only).
    pub req_len: Signal<Out, Bits<17>>,
    /// A data beat, the bytes in address order from byte 0 of the beat.
    pub data: Signal<Out, Bits<512>>,
    /// Valid bytes of the beat (all ones but on the last beat).
    pub keep: Signal<Out, Bits<64>>,
    /// The beat is the request's last.
    pub last: Signal<Out, Bit>,
    /// A beat is offered.
    pub valid: Signal<Out, Bit>,
    /// The DMA engine takes the beat.
    pub ready: Signal<In, Bit>,
    /// A request completed (one cycle, in request order).
    pub cpl_valid: Signal<In, Bit>,
    /// Its status: 0 OK, else a host memory error.
    pub cpl_status: Signal<In, Bits<2>>,
}

/// A DMA write client's port, the DMA engine's side (the mirror of [`DmaWriteClient`]).
#[derive(LogicInterface, Default)]
#[join = "DmaWriteClient"]
pub struct DmaWriteServer {
    /// The client offers a write request.
    pub req_valid: Signal<In, Bit>,
    /// The DMA engine takes the request.
    pub req_ready: Signal<Out, Bit>,
    /// Host address of the first byte.
    pub req_addr: Signal<In, Bits<64>>,
    /// Bytes to write.
    pub req_len: Signal<In, Bits<17>>,
    /// A data beat.
    pub data: Signal<In, Bits<512>>,
    /// Valid bytes of the beat.
    pub keep: Signal<In, Bits<64>>,
    /// The beat is the request's last.
    pub last: Signal<In, Bit>,
    /// A beat is offered.
    pub valid: Signal<In, Bit>,
    /// The DMA engine takes the beat.
    pub ready: Signal<Out, Bit>,
    /// A request completed.
    pub cpl_valid: Signal<Out, Bit>,
    /// Its status.
    pub cpl_status: Signal<Out, Bits<2>>,
}

