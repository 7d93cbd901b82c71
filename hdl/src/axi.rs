//! The memory-mapped AXI bundles: an AXI4 master port (the DMA engine's host memory port,
//! 512-bit data, 64-bit addresses, 2-bit ids) and an AXI4-Lite slave port (the register file's,
//! 32-bit data, 16-bit addresses), each with its mirror (`join` one side to the other, `link` a
//! port through a parent). The AXI4-Stream bundles are [`crate::axis`]'s.
//!
//! A bundle named `m_axi` exports as `m_axi_arvalid`, `m_axi_rdata`, ... and one named `s_axil`
//! as `s_axil_awvalid`, ...: the names Vivado's interface inference recognises, and the ones the
//! ports had when they were wired one signal at a time.
use rust_hdl::prelude::*;

/// An AXI4 master port (the side that issues bursts).
#[derive(LogicInterface, Default)]
#[join = "Axi4Slave"]
pub struct Axi4Master {
    /// AR: the master offers a read burst.
    pub arvalid: Signal<Out, Bit>,
    /// AR: the slave takes it.
    pub arready: Signal<In, Bit>,
    /// AR: the burst's first byte address.
    pub araddr: Signal<Out, Bits<64>>,
    /// AR: beats - 1.
    pub arlen: Signal<Out, Bits<8>>,
    /// AR: log2 of the bytes per beat.
    pub arsize: Signal<Out, Bits<3>>,
    /// AR: burst type (1: INCR).
    pub arburst: Signal<Out, Bits<2>>,
    /// AR: transaction id.
    pub arid: Signal<Out, Bits<2>>,
    /// R: the slave offers a data beat.
    pub rvalid: Signal<In, Bit>,
    /// R: the master takes it.
    pub rready: Signal<Out, Bit>,
    /// R: the beat's data, the lowest address in bits 7:0.
    pub rdata: Signal<In, Bits<512>>,
    /// R: the beat's response (0 OKAY, 2 SLVERR, 3 DECERR).
    pub rresp: Signal<In, Bits<2>>,
    /// R: the burst's last beat.
    pub rlast: Signal<In, Bit>,
    /// R: the burst's id.
    pub rid: Signal<In, Bits<2>>,
    /// AW: the master offers a write burst.
    pub awvalid: Signal<Out, Bit>,
    /// AW: the slave takes it.
    pub awready: Signal<In, Bit>,
    /// AW: the burst's first byte address.
    pub awaddr: Signal<Out, Bits<64>>,
    /// AW: beats - 1.
    pub awlen: Signal<Out, Bits<8>>,
    /// AW: log2 of the bytes per beat.
    pub awsize: Signal<Out, Bits<3>>,
    /// AW: burst type (1: INCR).
    pub awburst: Signal<Out, Bits<2>>,
    /// AW: transaction id.
    pub awid: Signal<Out, Bits<2>>,
    /// W: the master offers a data beat.
    pub wvalid: Signal<Out, Bit>,
    /// W: the slave takes it.
    pub wready: Signal<In, Bit>,
    /// W: the beat's data, the lowest address in bits 7:0.
    pub wdata: Signal<Out, Bits<512>>,
    /// W: byte strobes (bit k: byte k of `wdata` is written).
    pub wstrb: Signal<Out, Bits<64>>,
    /// W: the burst's last beat.
    pub wlast: Signal<Out, Bit>,
    /// B: the slave offers a burst's write response.
    pub bvalid: Signal<In, Bit>,
    /// B: the master takes it.
    pub bready: Signal<Out, Bit>,
    /// B: the response (0 OKAY, 2 SLVERR, 3 DECERR).
    pub bresp: Signal<In, Bits<2>>,
    /// B: the burst's id.
    pub bid: Signal<In, Bits<2>>,
}

/// An AXI4 slave port (the mirror of [`Axi4Master`]: host memory's side).
#[derive(LogicInterface, Default)]
#[join = "Axi4Master"]
pub struct Axi4Slave {
    /// AR: the master offers a read burst.
    pub arvalid: Signal<In, Bit>,
    /// AR: the slave takes it.
    pub arready: Signal<Out, Bit>,
    /// AR: the burst's first byte address.
    pub araddr: Signal<In, Bits<64>>,
    /// AR: beats - 1.
    pub arlen: Signal<In, Bits<8>>,
    /// AR: log2 of the bytes per beat.
    pub arsize: Signal<In, Bits<3>>,
    /// AR: burst type (1: INCR).
    pub arburst: Signal<In, Bits<2>>,
    /// AR: transaction id.
    pub arid: Signal<In, Bits<2>>,
    /// R: the slave offers a data beat.
    pub rvalid: Signal<Out, Bit>,
    /// R: the master takes it.
    pub rready: Signal<In, Bit>,
    /// R: the beat's data, the lowest address in bits 7:0.
    pub rdata: Signal<Out, Bits<512>>,
    /// R: the beat's response (0 OKAY, 2 SLVERR, 3 DECERR).
    pub rresp: Signal<Out, Bits<2>>,
    /// R: the burst's last beat.
    pub rlast: Signal<Out, Bit>,
    /// R: the burst's id.
    pub rid: Signal<Out, Bits<2>>,
    /// AW: the master offers a write burst.
    pub awvalid: Signal<In, Bit>,
    /// AW: the slave takes it.
    pub awready: Signal<Out, Bit>,
    /// AW: the burst's first byte address.
    pub awaddr: Signal<In, Bits<64>>,
    /// AW: beats - 1.
    pub awlen: Signal<In, Bits<8>>,
    /// AW: log2 of the bytes per beat.
    pub awsize: Signal<In, Bits<3>>,
    /// AW: burst type (1: INCR).
    pub awburst: Signal<In, Bits<2>>,
    /// AW: transaction id.
    pub awid: Signal<In, Bits<2>>,
    /// W: the master offers a data beat.
    pub wvalid: Signal<In, Bit>,
    /// W: the slave takes it.
    pub wready: Signal<Out, Bit>,
    /// W: the beat's data, the lowest address in bits 7:0.
    pub wdata: Signal<In, Bits<512>>,
    /// W: byte strobes (bit k: byte k of `wdata` is written).
    pub wstrb: Signal<In, Bits<64>>,
    /// W: the burst's last beat.
    pub wlast: Signal<In, Bit>,
    /// B: the slave offers a burst's write response.
    pub bvalid: Signal<Out, Bit>,
    /// B: the master takes it.
    pub bready: Signal<In, Bit>,
    /// B: the response (0 OKAY, 2 SLVERR, 3 DECERR).
    pub bresp: Signal<Out, Bits<2>>,
    /// B: the burst's id.
    pub bid: Signal<Out, Bits<2>>,
}

/// An AXI4-Lite slave port (the side that answers: a register file).
#[derive(LogicInterface, Default)]
#[join = "AxiLiteMaster"]
pub struct AxiLiteSlave {
    /// Write address valid.
    pub awvalid: Signal<In, Bit>,
    /// Write address ready.
    pub awready: Signal<Out, Bit>,
    /// Write byte address.
    pub awaddr: Signal<In, Bits<16>>,
    /// Write data valid.
    pub wvalid: Signal<In, Bit>,
    /// Write data ready.
    pub wready: Signal<Out, Bit>,
    /// Write data.
    pub wdata: Signal<In, Bits<32>>,
    /// Write byte strobes (bit k: byte k of `wdata` is written).
    pub wstrb: Signal<In, Bits<4>>,
    /// Write response valid.
    pub bvalid: Signal<Out, Bit>,
    /// Write response ready.
    pub bready: Signal<In, Bit>,
    /// Write response (0 OKAY, 2 SLVERR).
    pub bresp: Signal<Out, Bits<2>>,
    /// Read address valid.
    pub arvalid: Signal<In, Bit>,
    /// Read address ready.
    pub arready: Signal<Out, Bit>,
    /// Read byte address.
    pub araddr: Signal<In, Bits<16>>,
    /// Read data valid.
    pub rvalid: Signal<Out, Bit>,
    /// Read data ready.
    pub rready: Signal<In, Bit>,
    /// Read data.
    pub rdata: Signal<Out, Bits<32>>,
    /// Read response (0 OKAY, 2 SLVERR).
    pub rresp: Signal<Out, Bits<2>>,
}

/// An AXI4-Lite master port (the mirror of [`AxiLiteSlave`]: the host's side).
#[derive(LogicInterface, Default)]
#[join = "AxiLiteSlave"]
pub struct AxiLiteMaster {
    /// Write address valid.
    pub awvalid: Signal<Out, Bit>,
    /// Write address ready.
    pub awready: Signal<In, Bit>,
    /// Write byte address.
    pub awaddr: Signal<Out, Bits<16>>,
    /// Write data valid.
    pub wvalid: Signal<Out, Bit>,
    /// Write data ready.
    pub wready: Signal<In, Bit>,
    /// Write data.
    pub wdata: Signal<Out, Bits<32>>,
    /// Write byte strobes (bit k: byte k of `wdata` is written).
    pub wstrb: Signal<Out, Bits<4>>,
    /// Write response valid.
    pub bvalid: Signal<In, Bit>,
    /// Write response ready.
    pub bready: Signal<Out, Bit>,
    /// Write response (0 OKAY, 2 SLVERR).
    pub bresp: Signal<In, Bits<2>>,
    /// Read address valid.
    pub arvalid: Signal<Out, Bit>,
    /// Read address ready.
    pub arready: Signal<In, Bit>,
    /// Read byte address.
    pub araddr: Signal<Out, Bits<16>>,
    /// Read data valid.
    pub rvalid: Signal<In, Bit>,
    /// Read data ready.
    pub rready: Signal<Out, Bit>,
    /// Read data.
    pub rdata: Signal<In, Bits<32>>,
    /// Read response (0 OKAY, 2 SLVERR).
    pub rresp: Signal<In, Bits<2>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A master joined to a slave carries every signal its way; a port linked through a parent
    /// passes it on (a block with a slave inside and a slave port outside).
    #[derive(LogicBlock, Default)]
    struct Pass {
        outer: AxiLiteSlave,
        inner: AxiLiteSlave,
    }

    impl Logic for Pass {
        #[hdl_gen]
        fn update(&mut self) {
            AxiLiteSlave::link(&mut self.outer, &mut self.inner);
        }
    }

    #[test]
    fn link_passes_every_signal() {
        let mut p = Pass::default();
        p.connect_all();
        p.outer.awaddr.next = 0x1234.into();
        p.outer.wdata.next = 0xDEAD_BEEFu64.into();
        p.inner.rdata.next = 0x5555_AAAAu64.into();
        p.inner.bresp.next = 2.into();
        crate::sim_util::settle(&mut p);
        assert_eq!(p.inner.awaddr.val().to_u64(), 0x1234);
        assert_eq!(p.inner.wdata.val().to_u64(), 0xDEAD_BEEF);
        assert_eq!(p.outer.rdata.val().to_u64(), 0x5555_AAAA);
        assert_eq!(p.outer.bresp.val().to_u64(), 2);
    }

    /// The ports keep the AXI names (`m_axi_araddr`, `s_axil_wstrb`) when a block exports.
    #[test]
    fn bundles_export_with_axi_names() {
        assert_eq!(crate::export::top_port_name("m_axi", "araddr").as_deref(), Some("m_axi_araddr"));
        assert_eq!(crate::export::top_port_name("s_axil", "wstrb").as_deref(), Some("s_axil_wstrb"));
    }
}
