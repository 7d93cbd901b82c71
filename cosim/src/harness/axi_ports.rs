//! The AXI4 master ports (`m_axi_*`, as [`hdl::dma_engine`] exports them) of a typed verilated
//! block, for the host-memory model: one trait, implemented once for every block that has them,
//! so a harness drives them through the typed setters (no port-name lookups, no allocation per
//! cycle).

use crate::host_memory::{AxiMasterOut, AxiSlaveOut};
use crate::verilator::{bytes_to_words, words_to_bytes, RoceDmaEngine, RoceNic, RoceResponder};

/// A verilated block with the project's 512-bit AXI4 master.
pub trait AxiMasterPorts {
    /// Drives the slave side (ready signals, read data, write response) into the block.
    fn drive_slave(&mut self, s: &AxiSlaveOut);
    /// The block's master outputs in the current cycle.
    fn master_out(&self) -> AxiMasterOut;
}

macro_rules! axi_master_ports {
    ($($t:ty),*) => {$(
        impl AxiMasterPorts for $t {
            fn drive_slave(&mut self, s: &AxiSlaveOut) {
                self.set_m_axi_arready(s.ar_ready);
                self.set_m_axi_awready(s.aw_ready);
                self.set_m_axi_wready(s.w_ready);
                self.set_m_axi_rvalid(s.r_valid);
                self.set_m_axi_rdata(&bytes_to_words(&s.r_data));
                self.set_m_axi_rresp(s.r_resp.code() as u64);
                self.set_m_axi_rlast(s.r_last);
                self.set_m_axi_rid(s.r_id as u64);
                self.set_m_axi_bvalid(s.b_valid);
                self.set_m_axi_bresp(s.b_resp.code() as u64);
                self.set_m_axi_bid(s.b_id as u64);
            }
            fn master_out(&self) -> AxiMasterOut {
                AxiMasterOut {
                    ar_valid: self.get_m_axi_arvalid(),
                    ar_addr: self.get_m_axi_araddr(),
                    ar_len: self.get_m_axi_arlen() as u8,
                    ar_size: self.get_m_axi_arsize() as u8,
                    ar_burst: self.get_m_axi_arburst() as u8,
                    ar_id: self.get_m_axi_arid() as u32,
                    aw_valid: self.get_m_axi_awvalid(),
                    aw_addr: self.get_m_axi_awaddr(),
                    aw_len: self.get_m_axi_awlen() as u8,
                    aw_size: self.get_m_axi_awsize() as u8,
                    aw_burst: self.get_m_axi_awburst() as u8,
                    aw_id: self.get_m_axi_awid() as u32,
                    w_valid: self.get_m_axi_wvalid(),
                    w_data: words_to_bytes(&self.get_m_axi_wdata()),
                    w_strb: self.get_m_axi_wstrb(),
                    w_last: self.get_m_axi_wlast(),
                    r_ready: self.get_m_axi_rready(),
                    b_ready: self.get_m_axi_bready(),
                }
            }
        }
    )*};
}

axi_master_ports!(RoceDmaEngine, RoceResponder, RoceNic);
