//! IBTA timer encodings: the local ACK timeout (4.096 us * 2^timeout, 0 = infinite) and the RNR
//! NAK timer field (IBTA Vol.1 table 45).

use crate::node::Nanos;

/// RNR NAK timer field -> delay in nanoseconds (IBTA Vol.1 table 45; 0 means 655.36 ms).
pub const RNR_TIMER_NS: [Nanos; 32] = [
    655_360_000, 10_000, 20_000, 30_000, 40_000, 60_000, 80_000, 120_000, 160_000, 240_000,
    320_000, 480_000, 640_000, 960_000, 1_280_000, 1_920_000, 2_560_000, 3_840_000, 5_120_000,
    7_680_000, 10_240_000, 15_360_000, 20_480_000, 30_720_000, 40_960_000, 61_440_000,
    81_920_000, 122_880_000, 163_840_000, 245_760_000, 327_680_000, 491_520_000,
];

/// The RNR delay for a 5-bit timer field (higher bits ignored).
pub fn rnr_timer_ns(field: u8) -> Nanos {
    RNR_TIMER_NS[(field & 0x1F) as usize]
}

/// Local ACK timeout for the 5-bit `timeout` attribute: 4.096 us * 2^timeout; None (infinite)
/// for 0.
pub fn ack_timeout_ns(timeout: u8) -> Option<Nanos> {
    if timeout == 0 {
        None
    } else {
        Some(4096u64 << (timeout.min(31) as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn table_45() {
        assert_eq!(rnr_timer_ns(0), 655_360_000);
        assert_eq!(rnr_timer_ns(1), 10_000);
        assert_eq!(rnr_timer_ns(14), 1_280_000);
        assert_eq!(rnr_timer_ns(31), 491_520_000);
        assert_eq!(ack_timeout_ns(0), None);
        assert_eq!(ack_timeout_ns(1), Some(8192));
        assert_eq!(ack_timeout_ns(14), Some(67_108_864));
    }
}
