//! Test and benchmark harnesses around the Verilator models of [`crate::verilator`].
//!
//! - [`lockstep`]: run a block in rust-hdl's simulator and in Verilator side by side and compare
//!   every output port each cycle (ports found by name on both sides, no per-block code).
//! - [`axis`]: drive and collect 512-bit AXI4-Stream frames through a model's `s__*`/`m__*`
//!   ports with random idle gaps on `tvalid` and random `tready` back-pressure.
//! - [`ctx_cache`]: the context caches against golden's cache reference, DMA client ports modelled.
//! - [`icrc`]: frames through the ICRC engine, with random idle cycles.
//! - [`tx`]: header records and payloads through the TX frame builder.
//! - [`rx`]: frames through the RX parser, records, payloads and counters out.
//! - [`axi_ports`]: the AXI4 master ports of the typed DMA engine and NIC models.
//! - [`nic_ports`]: the ports both NIC tops (`roce_responder`, `roce_nic`) have, as one trait.
//! - [`dma`]: read and write requests through the DMA engine against the AXI4 host-memory model.
//! - [`responder`]: a NIC top (`roce_responder` or `roce_nic`) as `roce run`'s responder DUT.

pub mod axi_ports;
pub mod axis;
pub mod ctx_cache;
pub mod dma;
pub mod icrc;
pub mod lockstep;
pub mod nic_ports;
pub mod responder;
pub mod rx;
pub mod tx;
