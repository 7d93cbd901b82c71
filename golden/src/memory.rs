//! Host memory and memory protection.
//!
//! - [`HostMemory`]: a sparse byte-addressable model of host memory (4 KiB pages allocated on
//!   first write; unwritten bytes read as zero). Ranges can be *poisoned* to model a DMA fault
//!   (a PCIe error): any access touching a poisoned page fails with [`MemError::Poisoned`]; the
//!   responder answers such a failure with a Remote Operational Error NAK.
//! - [`MemoryRegion`] and [`AccessFlags`]: a registered region (ibv_reg_mr).
//! - [`check_access`]: the one pure protection check, shared with the RTL key checker later.

use thiserror::Error;
use std::collections::{HashMap, HashSet};

/// Page size of the sparse memory model.
pub const PAGE_SIZE: usize = 4096;

/// A failed host-memory access (a modelled DMA error).
#[derive(Error, Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemError {
    /// The access touches a poisoned page (models an uncorrectable DMA/PCIe error).
    #[error("DMA error: address {va:#x} is poisoned")]
    Poisoned {
        /// First poisoned address hit.
        va: u64,
    },
    /// `va + len` wraps around the 64-bit address space.
    #[error("DMA error: {va:#x} + {len} wraps the address space")]
    Wrap {
        /// Start address.
        va: u64,
        /// Length.
        len: usize,
    },
}

/// A cheap multiplicative hasher for page numbers (the default SipHash dominated profiles).
#[derive(Default, Clone, Copy, Debug)]
pub struct PageHasher(u64);

impl std::hash::Hasher for PageHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0 ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
    }
}

type PageBuild = std::hash::BuildHasherDefault<PageHasher>;

/// Sparse host memory, addressed by 64-bit virtual address.
#[derive(Default, Clone, Debug)]
pub struct HostMemory {
    pages: HashMap<u64, Box<[u8; PAGE_SIZE]>, PageBuild>,
    poisoned: HashSet<u64, PageBuild>,
}

impl HostMemory {
    /// Empty memory (all zero).
    pub fn new() -> Self {
        Self::default()
    }

    /// Pages held (every page ever written; the rest read as zero).
    pub fn pages(&self) -> usize {
        self.pages.len()
    }

    /// Poison every page touching `[va, va+len)`: later accesses there fail.
    pub fn poison(&mut self, va: u64, len: u64) {
        if len == 0 {
            return;
        }
        let first = va / PAGE_SIZE as u64;
        let last = va.saturating_add(len - 1) / PAGE_SIZE as u64;
        for p in first..=last {
            self.poisoned.insert(p);
        }
    }

    fn check(&self, va: u64, len: usize) -> Result<(), MemError> {
        if len == 0 {
            return Ok(());
        }
        let end = va
            .checked_add(len as u64 - 1)
            .ok_or(MemError::Wrap { va, len })?;
        if !self.poisoned.is_empty() {
            for p in va / PAGE_SIZE as u64..=end / PAGE_SIZE as u64 {
                if self.poisoned.contains(&p) {
                    return Err(MemError::Poisoned { va: (p * PAGE_SIZE as u64).max(va) });
                }
            }
        }
        Ok(())
    }

    /// Read `buf.len()` bytes starting at `va`.
    pub fn read(&self, va: u64, buf: &mut [u8]) -> Result<(), MemError> {
        self.check(va, buf.len())?;
        let mut done = 0usize;
        while done < buf.len() {
            let a = va + done as u64;
            let page = a / PAGE_SIZE as u64;
            let off = (a % PAGE_SIZE as u64) as usize;
            let n = (PAGE_SIZE - off).min(buf.len() - done);
            match self.pages.get(&page) {
                Some(p) => buf[done..done + n].copy_from_slice(&p[off..off + n]),
                None => buf[done..done + n].fill(0),
            }
            done += n;
        }
        Ok(())
    }

    /// Write `data` starting at `va`.
    pub fn write(&mut self, va: u64, data: &[u8]) -> Result<(), MemError> {
        self.check(va, data.len())?;
        let mut done = 0usize;
        while done < data.len() {
            let a = va + done as u64;
            let page = a / PAGE_SIZE as u64;
            let off = (a % PAGE_SIZE as u64) as usize;
            let n = (PAGE_SIZE - off).min(data.len() - done);
            let p = self
                .pages
                .entry(page)
                .or_insert_with(|| Box::new([0u8; PAGE_SIZE]));
            p[off..off + n].copy_from_slice(&data[done..done + n]);
            done += n;
        }
        Ok(())
    }

    /// Bytes of `[start, start + len)` that differ between `self` and `other` (absent pages read
    /// as zero; poisoning is ignored), and the first difference (address, ours, theirs). Only
    /// pages present in either memory are visited, so a sparse span of gigabytes is cheap.
    pub fn count_differences(&self, other: &HostMemory, start: u64, len: u64) -> (u64, Option<(u64, u8, u8)>) {
        if len == 0 {
            return (0, None);
        }
        let end = start.saturating_add(len);
        let ps = PAGE_SIZE as u64;
        let in_range = |p: &u64| p.saturating_mul(ps) < end && p.saturating_mul(ps).saturating_add(ps) > start;
        let mut pages: Vec<u64> = self.pages.keys().chain(other.pages.keys()).copied().filter(in_range).collect();
        pages.sort_unstable();
        pages.dedup();
        const ZERO: [u8; PAGE_SIZE] = [0; PAGE_SIZE];
        let (mut n, mut first) = (0u64, None);
        for p in pages {
            let a: &[u8; PAGE_SIZE] = self.pages.get(&p).map_or(&ZERO, |b| b);
            let b: &[u8; PAGE_SIZE] = other.pages.get(&p).map_or(&ZERO, |b| b);
            if a == b {
                continue;
            }
            let base = p * ps;
            let lo = start.saturating_sub(base).min(ps) as usize;
            let hi = (end - base).min(ps) as usize;
            for i in lo..hi {
                if a[i] != b[i] {
                    n += 1;
                    first.get_or_insert((base + i as u64, a[i], b[i]));
                }
            }
        }
        (n, first)
    }

    /// Read a little-endian (host order) u64 at `va`.
    pub fn read_u64(&self, va: u64) -> Result<u64, MemError> {
        let mut b = [0u8; 8];
        self.read(va, &mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    /// Write a little-endian (host order) u64 at `va`.
    pub fn write_u64(&mut self, va: u64, v: u64) -> Result<(), MemError> {
        self.write(va, &v.to_le_bytes())
    }

    /// Convenience: read `len` bytes into a new vector.
    pub fn read_vec(&self, va: u64, len: usize) -> Result<Vec<u8>, MemError> {
        let mut v = vec![0u8; len];
        self.read(va, &mut v)?;
        Ok(v)
    }
}

/// Memory region access flags (ibv_access_flags). Local read is always allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct AccessFlags(pub u8);

impl AccessFlags {
    /// No access beyond local read.
    pub const NONE: AccessFlags = AccessFlags(0);
    /// IBV_ACCESS_LOCAL_WRITE.
    pub const LOCAL_WRITE: AccessFlags = AccessFlags(1);
    /// IBV_ACCESS_REMOTE_WRITE.
    pub const REMOTE_WRITE: AccessFlags = AccessFlags(2);
    /// IBV_ACCESS_REMOTE_READ.
    pub const REMOTE_READ: AccessFlags = AccessFlags(4);
    /// IBV_ACCESS_REMOTE_ATOMIC.
    pub const REMOTE_ATOMIC: AccessFlags = AccessFlags(8);
    /// Everything.
    pub const ALL: AccessFlags = AccessFlags(15);

    /// True when every flag of `other` is set in `self`.
    pub fn contains(self, other: AccessFlags) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for AccessFlags {
    type Output = AccessFlags;
    fn bitor(self, rhs: AccessFlags) -> AccessFlags {
        AccessFlags(self.0 | rhs.0)
    }
}

/// The kind of access being checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// Local gather (send payload, write source): always permitted by the MR; key is the L_Key.
    LocalRead,
    /// Local scatter (receive buffer, read response, atomic result): needs LOCAL_WRITE; L_Key.
    LocalWrite,
    /// RDMA READ target: needs REMOTE_READ; key is the R_Key.
    RemoteRead,
    /// RDMA WRITE target: needs REMOTE_WRITE; R_Key.
    RemoteWrite,
    /// Atomic target: needs REMOTE_ATOMIC; R_Key.
    RemoteAtomic,
}

impl Access {
    /// The MR flag this access needs.
    pub fn required_flag(self) -> AccessFlags {
        match self {
            Access::LocalRead => AccessFlags::NONE,
            Access::LocalWrite => AccessFlags::LOCAL_WRITE,
            Access::RemoteRead => AccessFlags::REMOTE_READ,
            Access::RemoteWrite => AccessFlags::REMOTE_WRITE,
            Access::RemoteAtomic => AccessFlags::REMOTE_ATOMIC,
        }
    }
    /// True for the remote (R_Key) kinds.
    pub fn is_remote(self) -> bool {
        !matches!(self, Access::LocalRead | Access::LocalWrite)
    }
}

/// Protection domain identifier.
pub type PdId = u32;

/// A registered memory region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemoryRegion {
    /// Protection domain it belongs to.
    pub pd: PdId,
    /// Base virtual address.
    pub va: u64,
    /// Length in bytes.
    pub len: u64,
    /// Local key.
    pub lkey: u32,
    /// Remote key.
    pub rkey: u32,
    /// Access flags granted at registration.
    pub access: AccessFlags,
    /// False once invalidated (SEND_WITH_INV) or deregistered.
    pub valid: bool,
}

/// Why a protection check failed. The RTL key checker reports the same classes.
#[derive(Error, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccessError {
    /// No valid region for this key (unknown index, stale key byte, invalidated region).
    #[error("invalid key {key:#x}")]
    BadKey {
        /// The key presented.
        key: u32,
    },
    /// The region belongs to another protection domain.
    #[error("PD mismatch: region in PD {mr_pd}, QP in PD {qp_pd}")]
    PdMismatch {
        /// Region's PD.
        mr_pd: PdId,
        /// Requesting QP's PD.
        qp_pd: PdId,
    },
    /// The region does not grant the access.
    #[error("access {access:?} not permitted (region flags {flags:#x})")]
    NotPermitted {
        /// Requested access.
        access: Access,
        /// Region flags.
        flags: u8,
    },
    /// `va + len` overflows 64 bits.
    #[error("{va:#x} + {len} wraps the 64-bit address space")]
    AddressWrap {
        /// Start.
        va: u64,
        /// Length.
        len: u64,
    },
    /// `[va, va+len)` is not inside the region.
    #[error("[{va:#x}, +{len}) outside region [{mr_va:#x}, +{mr_len})")]
    OutOfBounds {
        /// Start.
        va: u64,
        /// Length.
        len: u64,
        /// Region base.
        mr_va: u64,
        /// Region length.
        mr_len: u64,
    },
}

/// The protection check for one access, in this order: key (exists, valid, matches the lkey or
/// rkey as `access` requires), PD, permission, 64-bit wrap of `va + len`, bounds.
///
/// `mr` is the region the key's index selects (None when the index names no region). A
/// zero-length access is still checked (callers skip the check for zero-length RDMA, as IBTA
/// allows).
pub fn check_access(
    mr: Option<&MemoryRegion>,
    key: u32,
    va: u64,
    len: u64,
    access: Access,
    pd: PdId,
) -> Result<(), AccessError> {
    let mr = match mr {
        Some(m) if m.valid => m,
        _ => return Err(AccessError::BadKey { key }),
    };
    let expect = if access.is_remote() { mr.rkey } else { mr.lkey };
    if expect != key {
        return Err(AccessError::BadKey { key });
    }
    if mr.pd != pd {
        return Err(AccessError::PdMismatch { mr_pd: mr.pd, qp_pd: pd });
    }
    let need = access.required_flag();
    if !mr.access.contains(need) {
        return Err(AccessError::NotPermitted { access, flags: mr.access.0 });
    }
    let end = va.checked_add(len).ok_or(AccessError::AddressWrap { va, len })?;
    let mr_end = mr.va.saturating_add(mr.len);
    if va < mr.va || end > mr_end {
        return Err(AccessError::OutOfBounds { va, len, mr_va: mr.va, mr_len: mr.len });
    }
    Ok(())
}

/// The table of registered regions, indexed by `key >> 8` (the low byte is a generation count).
#[derive(Default, Clone, Debug)]
pub struct MrTable {
    slots: Vec<Option<MemoryRegion>>,
    generation: Vec<u8>,
    /// Every slot below this index is taken (where the search for a free one starts: setting up
    /// thousands of regions was quadratic).
    first_free: usize,
}

impl MrTable {
    /// Register a region in the lowest free slot; returns its key (lkey == rkey, as rxe does).
    pub fn insert(&mut self, pd: PdId, va: u64, len: u64, access: AccessFlags) -> u32 {
        let from = self.first_free.min(self.slots.len());
        let idx = match self.slots[from..].iter().position(|s| s.is_none()) {
            Some(i) => from + i,
            None => {
                self.slots.push(None);
                self.generation.push(0);
                self.slots.len() - 1
            }
        };
        self.first_free = idx + 1;
        self.generation[idx] = self.generation[idx].wrapping_add(1);
        let key = ((idx as u32 + 1) << 8) | self.generation[idx] as u32;
        self.slots[idx] = Some(MemoryRegion { pd, va, len, lkey: key, rkey: key, access, valid: true });
        key
    }

    /// The region a key's index selects (may be stale or invalid: `check_access` decides).
    pub fn lookup(&self, key: u32) -> Option<&MemoryRegion> {
        let idx = (key >> 8) as usize;
        if idx == 0 {
            return None;
        }
        self.slots.get(idx - 1).and_then(|s| s.as_ref())
    }

    /// Mutable lookup by exact key.
    pub fn lookup_exact_mut(&mut self, key: u32) -> Option<&mut MemoryRegion> {
        let idx = (key >> 8) as usize;
        if idx == 0 {
            return None;
        }
        self.slots
            .get_mut(idx - 1)
            .and_then(|s| s.as_mut())
            .filter(|m| m.lkey == key || m.rkey == key)
    }

    /// Deregister; false if no such key.
    pub fn remove(&mut self, key: u32) -> bool {
        let idx = (key >> 8) as usize;
        if idx == 0 || idx > self.slots.len() {
            return false;
        }
        match &self.slots[idx - 1] {
            Some(m) if m.lkey == key => {
                self.slots[idx - 1] = None;
                self.first_free = self.first_free.min(idx - 1);
                true
            }
            _ => false,
        }
    }

    /// `check_access` against the region `key` selects.
    pub fn check(&self, key: u32, va: u64, len: u64, access: Access, pd: PdId) -> Result<(), AccessError> {
        check_access(self.lookup(key), key, va, len, access, pd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// `count_differences` equals a byte-by-byte comparison of the range, whatever was
        /// written where (including pages present on one side only, or holding zeros).
        #[test]
        fn count_differences_matches_bytewise(
            writes in proptest::collection::vec((0u64..4, 0u64..3 * PAGE_SIZE as u64, proptest::collection::vec(any::<u8>(), 0..300)), 0..12),
            start in 0u64..3 * PAGE_SIZE as u64,
            len in 0u64..4 * PAGE_SIZE as u64,
        ) {
            let (mut a, mut b) = (HostMemory::new(), HostMemory::new());
            for (who, va, data) in &writes {
                if who & 1 == 0 { a.write(*va, data).unwrap(); }
                if who & 2 == 0 { b.write(*va, data).unwrap(); }
                if *who == 3 { b.write(*va, &vec![0; data.len()]).unwrap(); }
            }
            let (x, y) = (a.read_vec(start, len as usize).unwrap(), b.read_vec(start, len as usize).unwrap());
            let want = x.iter().zip(&y).filter(|(p, q)| p != q).count() as u64;
            let first = x.iter().zip(&y).position(|(p, q)| p != q).map(|i| (start + i as u64, x[i], y[i]));
            prop_assert_eq!(a.count_differences(&b, start, len), (want, first));
        }
    }

    proptest! {
        /// Keys are handed out as by a search from slot 0 for the lowest free slot (the
        /// `first_free` hint changes only the cost), whatever the inserts and removes.
        #[test]
        fn keys_take_the_lowest_free_slot(ops in proptest::collection::vec((any::<bool>(), 0usize..40), 0..200)) {
            let mut t = MrTable::default();
            let mut naive: Vec<Option<u8>> = Vec::new(); // generation per slot, None = free
            let mut gens: Vec<u8> = Vec::new();
            let mut keys: Vec<u32> = Vec::new();
            for (insert, pick) in ops {
                if insert || keys.is_empty() {
                    let idx = naive.iter().position(|s| s.is_none()).unwrap_or_else(|| {
                        naive.push(None);
                        gens.push(0);
                        naive.len() - 1
                    });
                    gens[idx] = gens[idx].wrapping_add(1);
                    naive[idx] = Some(gens[idx]);
                    let want = ((idx as u32 + 1) << 8) | gens[idx] as u32;
                    prop_assert_eq!(t.insert(1, 0, 1, AccessFlags::ALL), want);
                    keys.push(want);
                } else {
                    let k = keys.swap_remove(pick % keys.len());
                    prop_assert!(t.remove(k));
                    naive[(k >> 8) as usize - 1] = None;
                }
            }
        }
    }

    fn mr(access: AccessFlags) -> MemoryRegion {
        MemoryRegion { pd: 1, va: 0x1000, len: 0x1000, lkey: 0x105, rkey: 0x105, access, valid: true }
    }

    #[test]
    fn every_error_class() {
        let m = mr(AccessFlags::ALL);
        let ok = |va, len, a| check_access(Some(&m), 0x105, va, len, a, 1);
        assert_eq!(ok(0x1000, 0x1000, Access::RemoteWrite), Ok(()));
        assert_eq!(ok(0x1FFF, 1, Access::RemoteRead), Ok(()));
        assert_eq!(ok(0x2000, 0, Access::RemoteRead), Ok(()), "empty range at the end");
        assert_eq!(check_access(None, 0x105, 0x1000, 8, Access::RemoteRead, 1), Err(AccessError::BadKey { key: 0x105 }));
        assert_eq!(check_access(Some(&m), 0x106, 0x1000, 8, Access::RemoteRead, 1), Err(AccessError::BadKey { key: 0x106 }));
        let inv = MemoryRegion { valid: false, ..m.clone() };
        assert_eq!(check_access(Some(&inv), 0x105, 0x1000, 8, Access::RemoteRead, 1), Err(AccessError::BadKey { key: 0x105 }));
        assert_eq!(check_access(Some(&m), 0x105, 0x1000, 8, Access::RemoteRead, 2), Err(AccessError::PdMismatch { mr_pd: 1, qp_pd: 2 }));
        let ro = mr(AccessFlags::LOCAL_WRITE | AccessFlags::REMOTE_READ);
        for a in [Access::RemoteWrite, Access::RemoteAtomic] {
            assert_eq!(check_access(Some(&ro), 0x105, 0x1000, 8, a, 1), Err(AccessError::NotPermitted { access: a, flags: ro.access.0 }));
        }
        let none = mr(AccessFlags::NONE);
        assert_eq!(check_access(Some(&none), 0x105, 0x1000, 8, Access::LocalRead, 1), Ok(()), "local read is always allowed");
        assert!(matches!(check_access(Some(&none), 0x105, 0x1000, 8, Access::LocalWrite, 1), Err(AccessError::NotPermitted { .. })));
        assert!(matches!(check_access(Some(&none), 0x105, 0x1000, 8, Access::RemoteRead, 1), Err(AccessError::NotPermitted { .. })));
        assert_eq!(ok(u64::MAX - 3, 8, Access::RemoteRead), Err(AccessError::AddressWrap { va: u64::MAX - 3, len: 8 }));
        assert_eq!(ok(u64::MAX, 1, Access::RemoteRead), Err(AccessError::AddressWrap { va: u64::MAX, len: 1 }));
        assert!(matches!(ok(0x0FFF, 2, Access::RemoteRead), Err(AccessError::OutOfBounds { .. })));
        assert!(matches!(ok(0x1FFF, 2, Access::RemoteRead), Err(AccessError::OutOfBounds { .. })));
        assert!(matches!(ok(0x2000, 1, Access::RemoteRead), Err(AccessError::OutOfBounds { .. })));
    }

    #[test]
    fn check_order_is_key_pd_permission_wrap_bounds() {
        let ro = mr(AccessFlags::REMOTE_READ);
        // Everything wrong: the key wins.
        assert!(matches!(check_access(Some(&ro), 0x999, u64::MAX, 8, Access::RemoteWrite, 2), Err(AccessError::BadKey { .. })));
        assert!(matches!(check_access(Some(&ro), 0x105, u64::MAX, 8, Access::RemoteWrite, 2), Err(AccessError::PdMismatch { .. })));
        assert!(matches!(check_access(Some(&ro), 0x105, u64::MAX, 8, Access::RemoteWrite, 1), Err(AccessError::NotPermitted { .. })));
        assert!(matches!(check_access(Some(&ro), 0x105, u64::MAX, 8, Access::RemoteRead, 1), Err(AccessError::AddressWrap { .. })));
    }

    #[test]
    fn table_keys_and_lookup() {
        let mut t = MrTable::default();
        let k = t.insert(1, 0x1000, 0x100, AccessFlags::ALL);
        assert!(t.check(k, 0x1000, 0x100, Access::RemoteWrite, 1).is_ok());
        assert!(t.check(k ^ 1, 0x1000, 1, Access::RemoteWrite, 1).is_err());
        assert!(t.check(0, 0x1000, 1, Access::RemoteWrite, 1).is_err());
        assert!(t.check(0xFFFF_FF00, 0x1000, 1, Access::RemoteWrite, 1).is_err());
        assert!(t.remove(k));
        assert!(t.check(k, 0x1000, 1, Access::RemoteWrite, 1).is_err());
    }

    #[test]
    fn sparse_memory_pages_and_poison() {
        let mut m = HostMemory::new();
        assert_eq!(m.read_vec(0xFFFF_0000, 4).unwrap(), vec![0; 4]);
        let data: Vec<u8> = (0..10_000u32).map(|i| i as u8).collect();
        m.write(4090, &data).unwrap();
        assert_eq!(m.read_vec(4090, 10_000).unwrap(), data);
        m.write_u64(u64::MAX - 7, 0x0102_0304_0506_0708).unwrap();
        assert_eq!(m.read_u64(u64::MAX - 7).unwrap(), 0x0102_0304_0506_0708);
        assert!(matches!(m.write(u64::MAX - 3, &[0; 8]), Err(MemError::Wrap { .. })));
        m.poison(0x10_0800, 1);
        assert!(matches!(m.read_vec(0x10_0000, 1), Err(MemError::Poisoned { .. })));
        assert!(matches!(m.write(0x0F_FFF0, &[0; 0x20]), Err(MemError::Poisoned { .. })));
        assert!(m.read_vec(0x0F_FFF0, 0x10).is_ok());
    }

    proptest! {
        #[test]
        fn ok_means_inside_and_permitted(va in any::<u64>(), len in 0u64..0x3000, base in 0u64..0x4000, mlen in 1u64..0x3000) {
            let m = MemoryRegion { pd: 1, va: base, len: mlen, lkey: 0x205, rkey: 0x205, access: AccessFlags::ALL, valid: true };
            let r = check_access(Some(&m), 0x205, va, len, Access::RemoteWrite, 1);
            let inside = va.checked_add(len).map(|e| va >= base && e <= base + mlen).unwrap_or(false);
            prop_assert_eq!(r.is_ok(), inside);
        }
    }
}
