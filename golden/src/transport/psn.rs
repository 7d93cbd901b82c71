//! 24-bit packet sequence numbers with wrap-around (IBTA 9.7.1).
//!
//! Ordering is only meaningful inside a window of half the PSN space (2^23): `a.before(b)` is
//! true when `b - a mod 2^24` is in `1..2^23`.

/// PSN space mask (24 bits).
pub const PSN_MASK: u32 = 0x00FF_FFFF;
/// Half the PSN space: the comparison window.
pub const PSN_HALF: u32 = 0x0080_0000;

/// A 24-bit packet sequence number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Psn(u32);

impl Psn {
    /// A PSN from any u32 (masked to 24 bits).
    pub const fn new(v: u32) -> Psn {
        Psn(v & PSN_MASK)
    }
    /// The raw 24-bit value.
    pub const fn get(self) -> u32 {
        self.0
    }
    /// `self + n` mod 2^24.
    pub const fn add(self, n: u32) -> Psn {
        Psn(self.0.wrapping_add(n) & PSN_MASK)
    }
    /// `self - n` mod 2^24.
    pub const fn sub(self, n: u32) -> Psn {
        Psn(self.0.wrapping_sub(n) & PSN_MASK)
    }
    /// Distance from `earlier` to `self`, mod 2^24 (`earlier.add(d) == self`).
    pub const fn distance_from(self, earlier: Psn) -> u32 {
        self.0.wrapping_sub(earlier.0) & PSN_MASK
    }
    /// True when `self` comes strictly before `other` (within the half-space window).
    pub const fn before(self, other: Psn) -> bool {
        let d = other.distance_from(self);
        d != 0 && d < PSN_HALF
    }
    /// True when `self` comes strictly after `other`.
    pub const fn after(self, other: Psn) -> bool {
        other.before(self)
    }
    /// True when `self` is at or before `other`.
    pub const fn at_or_before(self, other: Psn) -> bool {
        self.0 == other.0 || self.before(other)
    }
    /// True when `self` is in `[start, start + len)`.
    pub const fn in_range(self, start: Psn, len: u32) -> bool {
        self.distance_from(start) < len
    }
}

impl std::fmt::Display for Psn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:#08x}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn wraps() {
        let p = Psn::new(0xFF_FFFE);
        assert_eq!(p.add(3), Psn::new(1));
        assert!(p.before(Psn::new(1)));
        assert!(Psn::new(1).after(p));
        assert_eq!(Psn::new(1).distance_from(p), 3);
        assert_eq!(Psn::new(0).sub(1), Psn::new(0xFF_FFFF));
        assert!(!p.before(p));
        assert!(p.in_range(Psn::new(0xFF_FFF0), 0x10));
        assert!(!Psn::new(2).in_range(Psn::new(0xFF_FFFF), 3));
        assert!(Psn::new(1).in_range(Psn::new(0xFF_FFFF), 3));
    }

    proptest! {
        #[test]
        fn order_is_antisymmetric(a in 0u32..=PSN_MASK, d in 1u32..PSN_HALF) {
            let a = Psn::new(a);
            let b = a.add(d);
            prop_assert!(a.before(b));
            prop_assert!(!b.before(a));
            prop_assert_eq!(b.distance_from(a), d);
            prop_assert_eq!(b.sub(d), a);
        }
    }
}
