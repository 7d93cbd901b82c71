//! Typed errors of the wire layer: every error names the layer and, where there is one, the field.

use std::fmt;

/// The protocol layer (header) an error or a field belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Layer {
    /// Ethernet II header (destination, source, EtherType).
    Ethernet,
    /// IEEE 802.1Q VLAN tag.
    Vlan,
    /// IPv4 header.
    Ipv4,
    /// IPv6 fixed header.
    Ipv6,
    /// UDP header.
    Udp,
    /// InfiniBand Base Transport Header.
    Bth,
    /// Datagram Extended Transport Header (UD).
    Deth,
    /// RDMA Extended Transport Header.
    Reth,
    /// Atomic Extended Transport Header.
    AtomicEth,
    /// ACK Extended Transport Header.
    Aeth,
    /// Atomic Acknowledge Extended Transport Header.
    AtomicAckEth,
    /// Immediate data.
    ImmDt,
    /// Invalidate Extended Transport Header.
    Ieth,
    /// The 16 reserved bytes of a congestion notification packet.
    Cnp,
    /// Payload and pad bytes.
    Payload,
    /// The invariant CRC trailer.
    Icrc,
}

impl Layer {
    /// Short display name of the layer ("IPv4", "BTH", ...).
    pub fn name(self) -> &'static str {
        match self {
            Layer::Ethernet => "Ethernet",
            Layer::Vlan => "VLAN",
            Layer::Ipv4 => "IPv4",
            Layer::Ipv6 => "IPv6",
            Layer::Udp => "UDP",
            Layer::Bth => "BTH",
            Layer::Deth => "DETH",
            Layer::Reth => "RETH",
            Layer::AtomicEth => "AtomicETH",
            Layer::Aeth => "AETH",
            Layer::AtomicAckEth => "AtomicAckETH",
            Layer::ImmDt => "ImmDt",
            Layer::Ieth => "IETH",
            Layer::Cnp => "CNP",
            Layer::Payload => "Payload",
            Layer::Icrc => "ICRC",
        }
    }

    /// Position of the layer on the wire (Ethernet = 0 ... ICRC = last); used to tell
    /// whether an error was found before or after another layer.
    pub fn depth(self) -> u8 {
        self as u8
    }
}

impl fmt::Display for Layer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a frame is not a RoCEv2 packet (not an error for `decode`: such frames are skipped).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum NotRoce {
    /// The EtherType (after any 802.1Q tag) is neither IPv4 (0x0800) nor IPv6 (0x86DD).
    NotIp {
        /// The EtherType found.
        ethertype: u16,
    },
    /// The IP protocol / IPv6 next header is not UDP (17). IPv6 extension headers land here too.
    NotUdp {
        /// The protocol / next-header value found.
        protocol: u8,
    },
    /// A UDP datagram whose destination port is not 4791.
    OtherPort {
        /// The UDP destination port found.
        dst_port: u16,
    },
    /// An IPv4 fragment (MF set or offset non-zero): RoCEv2 packets are never fragmented.
    Ipv4Fragment {
        /// Fragment offset in 8-byte units.
        offset: u16,
        /// The More Fragments flag.
        more: bool,
    },
}

impl fmt::Display for NotRoce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotRoce::NotIp { ethertype } => write!(f, "EtherType {ethertype:#06x} is not IP"),
            NotRoce::NotUdp { protocol } => write!(f, "IP protocol {protocol} is not UDP"),
            NotRoce::OtherPort { dst_port } => write!(f, "UDP destination port {dst_port} is not 4791"),
            NotRoce::Ipv4Fragment { offset, more } => {
                write!(f, "IPv4 fragment (offset {offset}, more fragments {more})")
            }
        }
    }
}

/// Everything that can be wrong with a frame (on parse) or a representation (on emit).
#[derive(thiserror::Error, Debug, Clone, PartialEq, Eq)]
pub enum WireError {
    /// The buffer ends before the layer does.
    #[error("{layer}: truncated, need {required} bytes, have {actual}")]
    Truncated {
        /// Layer that did not fit.
        layer: Layer,
        /// Bytes needed (from the start of that layer).
        required: usize,
        /// Bytes available (from the start of that layer).
        actual: usize,
    },
    /// A field holds a value that is not allowed (or out of range on emit).
    #[error("{layer}.{field}: bad value {value:#x}")]
    BadField {
        /// Layer of the field.
        layer: Layer,
        /// Field name.
        field: &'static str,
        /// The offending value.
        value: u64,
    },
    /// A checksum or CRC does not match.
    #[error("{layer}.{field}: checksum mismatch (wire {wire:#x}, computed {computed:#x})")]
    Checksum {
        /// Layer of the checksum (Ipv4 header checksum or Icrc).
        layer: Layer,
        /// Field name.
        field: &'static str,
        /// Value found on the wire (for the ICRC: the 4 wire bytes read little-endian).
        wire: u32,
        /// Value computed over the bytes.
        computed: u32,
    },
    /// A length field disagrees with another length or with the bytes present.
    #[error("{layer}: length {field} disagrees ({stated} stated, {actual} actual)")]
    Length {
        /// Layer of the length field.
        layer: Layer,
        /// Field name.
        field: &'static str,
        /// What the field says.
        stated: usize,
        /// What the other length / the buffer says.
        actual: usize,
    },
    /// A representation handed to `emit` is inconsistent (headers vs opcode, pad, EtherType vs IP).
    #[error("{layer}.{field}: inconsistent representation: {reason}")]
    Inconsistent {
        /// Layer concerned.
        layer: Layer,
        /// Field concerned.
        field: &'static str,
        /// What is wrong.
        reason: &'static str,
    },
    /// The frame is not a RoCEv2 packet.
    #[error("not RoCEv2: {0}")]
    NotRoce(NotRoce),
}

impl WireError {
    /// The layer the error names (`None` for `NotRoce`).
    pub fn layer(&self) -> Option<Layer> {
        match self {
            WireError::Truncated { layer, .. }
            | WireError::BadField { layer, .. }
            | WireError::Checksum { layer, .. }
            | WireError::Length { layer, .. }
            | WireError::Inconsistent { layer, .. } => Some(*layer),
            WireError::NotRoce(_) => None,
        }
    }

    /// The field the error names, where there is one.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            WireError::BadField { field, .. }
            | WireError::Checksum { field, .. }
            | WireError::Length { field, .. }
            | WireError::Inconsistent { field, .. } => Some(field),
            WireError::Truncated { .. } | WireError::NotRoce(_) => None,
        }
    }
}

/// `Err(Truncated)` unless `actual >= required`.
pub(crate) fn need(layer: Layer, required: usize, actual: usize) -> Result<(), WireError> {
    if actual < required {
        Err(WireError::Truncated { layer, required, actual })
    } else {
        Ok(())
    }
}

/// `Err(BadField)` unless `value <= max` (used by emit to range-check narrow fields).
pub(crate) fn in_range(layer: Layer, field: &'static str, value: u64, max: u64) -> Result<(), WireError> {
    if value > max {
        Err(WireError::BadField { layer, field, value })
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_layer_and_field() {
        let e = WireError::BadField { layer: Layer::Bth, field: "opcode", value: 0x15 };
        assert_eq!(e.to_string(), "BTH.opcode: bad value 0x15");
        assert_eq!(e.layer(), Some(Layer::Bth));
        assert_eq!(e.field(), Some("opcode"));
        let t = WireError::Truncated { layer: Layer::Reth, required: 16, actual: 3 };
        assert_eq!(t.to_string(), "RETH: truncated, need 16 bytes, have 3");
        let n = WireError::NotRoce(NotRoce::OtherPort { dst_port: 53 });
        assert_eq!(n.to_string(), "not RoCEv2: UDP destination port 53 is not 4791");
        assert_eq!(n.layer(), None);
        assert!(Layer::Ethernet.depth() < Layer::Ipv4.depth());
        assert!(Layer::Udp.depth() < Layer::Bth.depth());
        assert!(Layer::Payload.depth() < Layer::Icrc.depth());
    }
}
