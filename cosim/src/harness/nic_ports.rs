//! The ports a NIC top has, whichever it is: `roce_responder` (the responder alone) and
//! `roce_nic` (the whole NIC) export the same ports ([`hdl::roce_nic`]; `hdl/tests/verilog_sync.rs`
//! keeps them equal), so one harness ([`super::responder`]) drives either through this trait. Each
//! method is the typed model's own setter or getter (no port-name lookup per cycle).

use super::axi_ports::AxiMasterPorts;
use crate::verilator::{Model, RoceNic, RoceResponder};

/// Which NIC top a harness builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum NicTop {
    /// `roce_responder`: the responder alone (`id.CAPS` = responder).
    #[default]
    Responder,
    /// `roce_nic`: responder and requester (`id.CAPS` = both).
    Nic,
}

impl NicTop {
    /// A fresh model of this top.
    pub fn build(self) -> Box<dyn NicPorts> {
        match self {
            NicTop::Responder => Box::new(RoceResponder::new()),
            NicTop::Nic => Box::new(RoceNic::new()),
        }
    }

    /// The Verilog module name.
    pub fn module(self) -> &'static str {
        match self {
            NicTop::Responder => RoceResponder::NAME,
            NicTop::Nic => RoceNic::NAME,
        }
    }
}

/// A verilated NIC top: the stream, time, pause, reset and idle ports, the AXI4 master
/// ([`AxiMasterPorts`]) and, by name, everything else ([`Model`]: the AXI-Lite slave).
pub trait NicPorts: Model + AxiMasterPorts {
    /// `reset`.
    fn set_reset(&mut self, v: bool);
    /// `s_axis_rx_tdata`.
    fn set_s_axis_rx_tdata(&mut self, v: &[u32; 16]);
    /// `s_axis_rx_tkeep`.
    fn set_s_axis_rx_tkeep(&mut self, v: u64);
    /// `s_axis_rx_tvalid`.
    fn set_s_axis_rx_tvalid(&mut self, v: bool);
    /// `s_axis_rx_tlast`.
    fn set_s_axis_rx_tlast(&mut self, v: bool);
    /// `s_axis_rx_tuser`.
    fn set_s_axis_rx_tuser(&mut self, v: bool);
    /// `s_axis_rx_tready`.
    fn get_s_axis_rx_tready(&self) -> bool;
    /// `m_axis_tx_tdata`.
    fn get_m_axis_tx_tdata(&self) -> [u32; 16];
    /// `m_axis_tx_tkeep`.
    fn get_m_axis_tx_tkeep(&self) -> u64;
    /// `m_axis_tx_tvalid`.
    fn get_m_axis_tx_tvalid(&self) -> bool;
    /// `m_axis_tx_tlast`.
    fn get_m_axis_tx_tlast(&self) -> bool;
    /// `m_axis_tx_tuser`.
    fn get_m_axis_tx_tuser(&self) -> bool;
    /// `m_axis_tx_tready`.
    fn set_m_axis_tx_tready(&mut self, v: bool);
    /// `idle`.
    fn get_idle(&self) -> bool;
    /// `timers`.
    fn get_timers(&self) -> u64;
    /// `time_now`.
    fn set_time_now(&mut self, v: u64);
    /// `tx_pause`.
    fn set_tx_pause(&mut self, v: u64);
}

macro_rules! nic_ports {
    ($($t:ty),*) => {$(
        impl NicPorts for $t {
            fn set_reset(&mut self, v: bool) { <$t>::set_reset(self, v) }
            fn set_s_axis_rx_tdata(&mut self, v: &[u32; 16]) { <$t>::set_s_axis_rx_tdata(self, v) }
            fn set_s_axis_rx_tkeep(&mut self, v: u64) { <$t>::set_s_axis_rx_tkeep(self, v) }
            fn set_s_axis_rx_tvalid(&mut self, v: bool) { <$t>::set_s_axis_rx_tvalid(self, v) }
            fn set_s_axis_rx_tlast(&mut self, v: bool) { <$t>::set_s_axis_rx_tlast(self, v) }
            fn set_s_axis_rx_tuser(&mut self, v: bool) { <$t>::set_s_axis_rx_tuser(self, v) }
            fn get_s_axis_rx_tready(&self) -> bool { <$t>::get_s_axis_rx_tready(self) }
            fn get_m_axis_tx_tdata(&self) -> [u32; 16] { <$t>::get_m_axis_tx_tdata(self) }
            fn get_m_axis_tx_tkeep(&self) -> u64 { <$t>::get_m_axis_tx_tkeep(self) }
            fn get_m_axis_tx_tvalid(&self) -> bool { <$t>::get_m_axis_tx_tvalid(self) }
            fn get_m_axis_tx_tlast(&self) -> bool { <$t>::get_m_axis_tx_tlast(self) }
            fn get_m_axis_tx_tuser(&self) -> bool { <$t>::get_m_axis_tx_tuser(self) }
            fn set_m_axis_tx_tready(&mut self, v: bool) { <$t>::set_m_axis_tx_tready(self, v) }
            fn get_idle(&self) -> bool { <$t>::get_idle(self) }
            fn get_timers(&self) -> u64 { <$t>::get_timers(self) }
            fn set_time_now(&mut self, v: u64) { <$t>::set_time_now(self, v) }
            fn set_tx_pause(&mut self, v: u64) { <$t>::set_tx_pause(self, v) }
        }
    )*};
}

nic_ports!(RoceResponder, RoceNic);
