//! Synthesizable RoCEv2 offload blocks written in rust-hdl.

pub mod axis;
pub mod byte_reverse;
pub mod crc_math;
pub mod ctx_cache;
pub mod dma_burst;
pub mod dma_engine;
pub mod dma_read;
pub mod dma_rotate;
pub mod dma_write;
pub mod dma_write_align;
pub mod icrc;
pub mod key_checker;
pub mod packet_fifo;
pub mod qpc_view;
pub mod resp_engine;
pub mod resp_tx;
pub mod responder;
pub mod regfile;
pub mod rx_parser;
pub mod sim_util;
pub mod skid_buffer;
pub mod skid_reg;
pub mod sync_fifo;
pub mod tx_builder;
pub mod tx_header;
pub mod export;
