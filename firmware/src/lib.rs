//! Driver for the RoCEv2 NIC (issue 6): register access through any [`RegBus`] (the verilated
//! register file's AXI4-Lite port, a software model, a PCIe BAR), block discovery, table, port
//! and completion-queue set-up, the receive and send doorbells, cache commands (create/modify/query/destroy
//! QP contexts and memory keys) and counters by name.
//!
//! Everything about the registers comes from [`golden::regs`] (the one register map), entry
//! encodings from [`golden::context`] ([`QpContext::to_bytes`], [`MkeyEntry::to_bytes`]).
//!
//! # Discovery
//! [`Driver::probe`] walks the block chain from address 0 (`TYPE`, `VERSION`, `NEXT` in every
//! block), requires the identification block to say 'ROCE' with a supported NIC major version,
//! every block kind this driver uses to be present once with its expected major version (a
//! newer minor is fine; unknown block types are skipped), and the array sizes (`COUNT`
//! registers) to be the map's. Registers are then addressed as *discovered base + offset in the
//! block*, so a block moved in a later layout still works.
//!
//! # Cache commands
//! [`Driver::command`] writes the entry into the mailbox DATA words (byte `4k` in bits 7..0 of
//! word `k`; key entries fill the first 64 bytes), TARGET, OP, INDEX, then GO, and polls STATUS
//! until BUSY clears (at most [`Driver::max_polls`] reads): `ERR` is
//! [`DriverError::CommandFailed`], an `OVERRUN` (a GO ignored because a command was still in
//! flight) is [`DriverError::Overrun`]. The driver issues one command at a time. Create/modify
//! are a cache `WRITE` (the entry becomes the cached, dirty value); destroy writes the entry's
//! all-zero form (QP in Reset / key invalid) and then `INVALIDATE`s it, so host memory holds it
//! and no cached copy is left.
#![forbid(unsafe_code)]

use golden::context::{mkey_index, EntryError, MkeyEntry, QpContext, MKEY_ENTRY_SIZE, QPC_ENTRY_SIZE};
use golden::regs::{
    self, cq, doorbell, engine_counters, id, mailbox, port, req_counters, rx_counters, send_doorbell, tables, version_major, BlockKind, HDR_NEXT,
    HDR_TYPE, HDR_VERSION,
};
use golden::transport::counters::{Counters, DropCounters};
use std::net::IpAddr;
use thiserror::Error;

/// 32-bit register access at 16-bit byte addresses (the NIC's AXI4-Lite slave).
pub trait RegBus {
    /// Read the register at `addr`.
    fn read32(&mut self, addr: u16) -> u32;
    /// Write `v` to the register at `addr`.
    fn write32(&mut self, addr: u16, v: u32);
}

impl<T: RegBus + ?Sized> RegBus for &mut T {
    fn read32(&mut self, addr: u16) -> u32 {
        (**self).read32(addr)
    }
    fn write32(&mut self, addr: u16, v: u32) {
        (**self).write32(addr, v)
    }
}

/// Which host-memory table a cache command addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The QP context cache.
    Qpc,
    /// The memory-key cache.
    Mkey,
    /// The send-queue context cache (only on a NIC with the requester, `id.CAPS`; on others the
    /// command completes with an error).
    Sqc,
}

impl Target {
    fn code(self) -> u32 {
        match self {
            Target::Qpc => mailbox::TARGET_QPC,
            Target::Mkey => mailbox::TARGET_MKEY,
            Target::Sqc => mailbox::TARGET_SQC,
        }
    }
}

/// A cache command (`golden::regs::mailbox::op`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheOp {
    /// Set the entry (no host read); dirty.
    Write,
    /// Read the entry; the completion carries it.
    Read,
    /// Write back if dirty, then drop.
    Invalidate,
    /// Write back if dirty; stays cached.
    Flush,
    /// Write back every dirty entry.
    FlushAll,
}

impl CacheOp {
    fn code(self) -> u32 {
        match self {
            CacheOp::Write => mailbox::op::WRITE,
            CacheOp::Read => mailbox::op::READ,
            CacheOp::Invalidate => mailbox::op::INVALIDATE,
            CacheOp::Flush => mailbox::op::FLUSH,
            CacheOp::FlushAll => mailbox::op::FLUSH_ALL,
        }
    }
}

/// UDP source port policy of the packets the NIC sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UdpSport {
    /// Every packet uses this port.
    Fixed(u16),
    /// Each QP's context gives the port (`udp_sport`).
    PerQp,
}

/// Port configuration (the `port` block).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortConfig {
    /// Local MAC (wire order).
    pub mac: [u8; 6],
    /// Local IP address (v4 or v6).
    pub ip: IpAddr,
    /// 802.1Q VLAN ID to tag with, if any (0..=4095).
    pub vlan: Option<u16>,
    /// 802.1Q priority of data packets (0..=7).
    pub pcp: u8,
    /// DSCP of data packets (0..=63).
    pub dscp: u8,
    /// TTL / hop limit.
    pub ttl: u8,
    /// 802.1Q priority of CNPs (0..=7).
    pub cnp_pcp: u8,
    /// DSCP of CNPs (0..=63).
    pub cnp_dscp: u8,
    /// Congestion control (ECT(0) on READ responses, CNPs).
    pub cc_enabled: bool,
    /// UDP source port policy.
    pub udp_sport: UdpSport,
    /// Minimum clock cycles between two CNPs to one QP.
    pub cnp_interval: u32,
    /// The requester's PSN window: unacknowledged PSNs an RC QP may have out (1..=2^23).
    pub psn_window: u32,
    /// The requester sets AckReq on at least every this many packets (0 acts as 1).
    pub ack_req_every: u8,
}

impl Default for PortConfig {
    fn default() -> Self {
        PortConfig {
            mac: [0; 6],
            ip: IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED),
            vlan: None,
            pcp: 0,
            dscp: 0,
            ttl: port::TTL_RESET as u8,
            cnp_pcp: 0,
            cnp_dscp: 0,
            cc_enabled: false,
            udp_sport: UdpSport::Fixed(0),
            cnp_interval: 0,
            psn_window: port::PSN_WINDOW_RESET,
            ack_req_every: port::ACK_REQ_EVERY_RESET as u8,
        }
    }
}

/// What went wrong talking to the NIC.
#[derive(Error, Debug, Clone, PartialEq, Eq)]
pub enum DriverError {
    /// The identification block does not say 'ROCE' (or address 0 is not the identification block).
    #[error("not a RoCE NIC: NIC type {found:#010x} at address 0")]
    NotRoce {
        /// The value read.
        found: u32,
    },
    /// The NIC's major version is not the one this driver speaks.
    #[error("NIC version {found:#010x}, driver supports major {supported}")]
    NicVersion {
        /// The NIC_VERSION register.
        found: u32,
        /// The supported major version.
        supported: u16,
    },
    /// A block's major version differs from the driver's.
    #[error("block {kind:?} at {base:#06x} has version {found:#010x}, driver expects major {expected}")]
    BlockVersion {
        /// The block.
        kind: BlockKind,
        /// Its address.
        base: u16,
        /// Its VERSION register.
        found: u32,
        /// The supported major version.
        expected: u16,
    },
    /// A NEXT pointer is not a 16-bit word-aligned address, or points backwards/at itself.
    #[error("block at {from:#06x} has NEXT {next:#010x}")]
    BadNext {
        /// The block's address.
        from: u16,
        /// Its NEXT value.
        next: u32,
    },
    /// Two blocks of the same kind.
    #[error("block {kind:?} found twice ({first:#06x}, {second:#06x})")]
    DuplicateBlock {
        /// The kind.
        kind: BlockKind,
        /// First address.
        first: u16,
        /// Second address.
        second: u16,
    },
    /// A block the driver needs is not in the chain.
    #[error("block {0:?} not found")]
    MissingBlock(BlockKind),
    /// An array size register disagrees with the map.
    #[error("{what}: the NIC reports {found}, the driver expects {expected}")]
    CountMismatch {
        /// Which COUNT register.
        what: &'static str,
        /// The value read.
        found: u32,
        /// The map's value.
        expected: u32,
    },
    /// A table size is outside what the table format allows.
    #[error("{table} table: log2 entries {log2} above {max}")]
    TableTooLarge {
        /// "qpc" or "mkey".
        table: &'static str,
        /// Requested log2 entries.
        log2: u8,
        /// The largest allowed.
        max: u8,
    },
    /// A table base address not aligned as its format requires.
    #[error("{table} table base {base:#x} is not {align}-byte aligned")]
    Misaligned {
        /// "replay".
        table: &'static str,
        /// The base given.
        base: u64,
        /// The alignment required.
        align: u64,
    },
    /// A completion queue number outside the NIC's queues.
    #[error("completion queue {cq} does not exist ({count} queues)")]
    NoSuchCq {
        /// The number asked for.
        cq: usize,
        /// Queues the NIC has.
        count: usize,
    },
    /// A completion queue size outside the 5-bit LOG2 field.
    #[error("completion queue log2 size {0} above 31")]
    CqTooLarge(u8),
    /// A value does not fit its register field.
    #[error("{field} = {value} does not fit ({max} at most)")]
    FieldRange {
        /// The field.
        field: &'static str,
        /// The value given.
        value: u64,
        /// Its maximum.
        max: u64,
    },
    /// An entry index outside the configured table (QPN, or key index).
    #[error("{table} index {index} outside a table of {entries} entries")]
    IndexOutOfRange {
        /// "qpc" or "mkey".
        table: &'static str,
        /// The index.
        index: u32,
        /// Configured entries.
        entries: u32,
    },
    /// The mailbox stayed busy for `polls` STATUS reads.
    #[error("mailbox still busy after {polls} polls")]
    MailboxTimeout {
        /// STATUS reads done.
        polls: u32,
    },
    /// The mailbox was busy before a command (another agent, or a timed-out earlier command).
    #[error("mailbox busy before issuing a command")]
    MailboxBusy,
    /// A GO was ignored because a command was in flight.
    #[error("mailbox overrun (GO while busy)")]
    Overrun,
    /// The cache answered the command with an error.
    #[error("cache command {op:?} on {target:?} entry {index} failed")]
    CommandFailed {
        /// The command.
        op: CacheOp,
        /// The cache.
        target: Target,
        /// The entry index.
        index: u32,
    },
    /// An entry read back from the NIC is malformed.
    #[error("entry read back from the NIC: {0}")]
    Entry(#[from] EntryError),
    /// The NIC has no requester (`id.CAPS`): it cannot send (the responder-only top).
    #[error("this NIC has no requester (CAPS {caps:#x})")]
    NoRequester {
        /// The CAPS register.
        caps: u32,
    },
    /// No counter has this name.
    #[error("no counter named {0:?}")]
    UnknownCounter(String),
}

/// Result of driver operations.
pub type Result<T> = std::result::Result<T, DriverError>;

/// NIC major version this driver speaks.
pub const SUPPORTED_NIC_MAJOR: u16 = version_major(regs::NIC_VERSION);

/// Default STATUS polls before [`DriverError::MailboxTimeout`].
pub const DEFAULT_MAX_POLLS: u32 = 10_000;

/// What a NIC's top holds (`id.CAPS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// The responder: answers requests, takes receive doorbells.
    pub responder: bool,
    /// The requester: takes send doorbells and sends requests.
    pub requester: bool,
}

/// A block found by discovery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoundBlock {
    /// Its kind.
    pub kind: BlockKind,
    /// Its address.
    pub base: u16,
    /// Its VERSION register.
    pub version: u32,
}

/// The NIC driver over a register bus.
pub struct Driver<B: RegBus> {
    bus: B,
    /// Discovered base of each known block, indexed by `BlockKind as usize`.
    base: [u16; BlockKind::ALL.len()],
    found: Vec<FoundBlock>,
    unknown: Vec<(u16, u32)>,
    qpc_entries: Option<u32>,
    mkey_entries: Option<u32>,
    /// STATUS polls before a mailbox command times out.
    pub max_polls: u32,
}

impl<B: RegBus> Driver<B> {
    /// Discover the NIC behind `bus` (see the module documentation) and return a driver for it.
    pub fn probe(mut bus: B) -> Result<Self> {
        let nic_type = bus.read32(id::NIC_TYPE);
        let t0 = bus.read32(HDR_TYPE);
        if t0 != BlockKind::Id.type_code() || nic_type != regs::NIC_TYPE_ROCE {
            return Err(DriverError::NotRoce { found: nic_type });
        }
        let nic_version = bus.read32(id::NIC_VERSION);
        if version_major(nic_version) != SUPPORTED_NIC_MAJOR {
            return Err(DriverError::NicVersion { found: nic_version, supported: SUPPORTED_NIC_MAJOR });
        }
        let mut base: [Option<u16>; BlockKind::ALL.len()] = [None; BlockKind::ALL.len()];
        let mut found = Vec::new();
        let mut unknown = Vec::new();
        let mut addr: u16 = 0;
        loop {
            let t = bus.read32(addr + HDR_TYPE);
            let v = bus.read32(addr + HDR_VERSION);
            let next = bus.read32(addr + HDR_NEXT);
            match BlockKind::from_type_code(t) {
                Some(kind) => {
                    let expected = version_major(kind.desc().version);
                    if version_major(v) != expected {
                        return Err(DriverError::BlockVersion { kind, base: addr, found: v, expected });
                    }
                    if let Some(first) = base[kind as usize] {
                        return Err(DriverError::DuplicateBlock { kind, first, second: addr });
                    }
                    base[kind as usize] = Some(addr);
                    found.push(FoundBlock { kind, base: addr, version: v });
                }
                None => unknown.push((addr, t)),
            }
            if next == 0 {
                break;
            }
            // Strictly increasing, so the walk ends (at most 16K steps).
            if next > u16::MAX as u32 || !next.is_multiple_of(4) || next <= addr as u32 {
                return Err(DriverError::BadNext { from: addr, next });
            }
            addr = next as u16;
        }
        let mut b = [0u16; BlockKind::ALL.len()];
        for k in BlockKind::ALL {
            b[k as usize] = base[k as usize].ok_or(DriverError::MissingBlock(k))?;
        }
        let mut d = Driver { bus, base: b, found, unknown, qpc_entries: None, mkey_entries: None, max_polls: DEFAULT_MAX_POLLS };
        for (what, kind, reg, expected) in [
            ("cq.COUNT", BlockKind::Cq, cq::COUNT, cq::NUM),
            ("engine_counters.COUNT", BlockKind::EngineCounters, engine_counters::COUNT, engine_counters::NUM),
            ("rx_counters.COUNT", BlockKind::RxCounters, rx_counters::COUNT, rx_counters::NUM),
            ("req_counters.COUNT", BlockKind::ReqCounters, req_counters::COUNT, req_counters::NUM),
        ] {
            let found = d.rd(kind, reg);
            if found != expected as u32 {
                return Err(DriverError::CountMismatch { what, found, expected: expected as u32 });
            }
        }
        Ok(d)
    }

    /// The blocks found, in chain order (known kinds only).
    pub fn blocks(&self) -> &[FoundBlock] {
        &self.found
    }

    /// Blocks of unknown type that were skipped: (address, TYPE).
    pub fn unknown_blocks(&self) -> &[(u16, u32)] {
        &self.unknown
    }

    /// The bus.
    pub fn bus(&mut self) -> &mut B {
        &mut self.bus
    }

    /// Give the bus back.
    pub fn into_bus(self) -> B {
        self.bus
    }

    /// Address of register `reg` (a golden absolute address in block `kind`) at the discovered base.
    pub fn addr(&self, kind: BlockKind, reg: u16) -> u16 {
        self.base[kind as usize] + (reg - kind.desc().base)
    }

    fn rd(&mut self, kind: BlockKind, reg: u16) -> u32 {
        let a = self.addr(kind, reg);
        self.bus.read32(a)
    }

    fn wr(&mut self, kind: BlockKind, reg: u16, v: u32) {
        let a = self.addr(kind, reg);
        self.bus.write32(a, v)
    }

    fn wr64(&mut self, kind: BlockKind, lo: u16, hi: u16, v: u64) {
        self.wr(kind, lo, v as u32);
        self.wr(kind, hi, (v >> 32) as u32);
    }

    fn rd64(&mut self, kind: BlockKind, lo: u16, hi: u16) -> u64 {
        self.rd(kind, lo) as u64 | ((self.rd(kind, hi) as u64) << 32)
    }

    /// Turn traffic processing on or off (`id.CONTROL`).
    pub fn set_enabled(&mut self, on: bool) {
        self.wr(BlockKind::Id, id::CONTROL, if on { id::CONTROL_ENABLE } else { 0 });
    }

    /// Whether traffic processing is on.
    pub fn enabled(&mut self) -> bool {
        self.rd(BlockKind::Id, id::CONTROL) & id::CONTROL_ENABLE != 0
    }

    /// What this NIC holds (`id.CAPS`).
    pub fn caps(&mut self) -> Caps {
        let c = self.rd(BlockKind::Id, id::CAPS);
        Caps { responder: c & id::CAPS_RESPONDER != 0, requester: c & id::CAPS_REQUESTER != 0 }
    }

    /// Place the QP context table: `1 << log2_entries` entries of 128 bytes at `base`
    /// (at most [`golden::context::QPC_MAX_ENTRIES`]).
    pub fn set_qpc_table(&mut self, base: u64, log2_entries: u8) -> Result<()> {
        let max = golden::context::QPC_MAX_ENTRIES.trailing_zeros() as u8;
        if log2_entries > max {
            return Err(DriverError::TableTooLarge { table: "qpc", log2: log2_entries, max });
        }
        self.wr64(BlockKind::Tables, tables::QPC_BASE_LO, tables::QPC_BASE_HI, base);
        self.wr(BlockKind::Tables, tables::QPC_LOG2, log2_entries as u32);
        self.qpc_entries = Some(1 << log2_entries);
        Ok(())
    }

    /// Place the memory-key table: `1 << log2_entries` entries of 64 bytes at `base`
    /// (at most [`golden::context::MKEY_MAX_ENTRIES`]).
    pub fn set_mkey_table(&mut self, base: u64, log2_entries: u8) -> Result<()> {
        let max = golden::context::MKEY_MAX_ENTRIES.trailing_zeros() as u8;
        if log2_entries > max {
            return Err(DriverError::TableTooLarge { table: "mkey", log2: log2_entries, max });
        }
        self.wr64(BlockKind::Tables, tables::MKEY_BASE_LO, tables::MKEY_BASE_HI, base);
        self.wr(BlockKind::Tables, tables::MKEY_LOG2, log2_entries as u32);
        self.mkey_entries = Some(1 << log2_entries);
        Ok(())
    }

    /// Place the atomic replay table: one [`golden::context::REPLAY_RING_SIZE`]-byte ring per
    /// QP context entry at `base` (256-byte aligned), where the responder keeps the atomics it
    /// executed for duplicate replay. Its size follows the QP context table's.
    pub fn set_replay_table(&mut self, base: u64) -> Result<()> {
        let align = golden::context::REPLAY_RING_SIZE as u64;
        if base % align != 0 {
            return Err(DriverError::Misaligned { table: "replay", base, align });
        }
        self.wr64(BlockKind::Tables, tables::REPLAY_BASE_LO, tables::REPLAY_BASE_HI, base);
        Ok(())
    }

    /// Place the send-queue context table: one [`golden::context::SQC_ENTRY_SIZE`]-byte entry
    /// per QP context entry at `base` (64-byte aligned), where the requester keeps each QP's
    /// send-queue state ([`golden::context::SqContext`]). Its size follows the QP context table's.
    pub fn set_sqc_table(&mut self, base: u64) -> Result<()> {
        let align = golden::context::SQC_ENTRY_SIZE as u64;
        if base % align != 0 {
            return Err(DriverError::Misaligned { table: "sqc", base, align });
        }
        self.wr64(BlockKind::Tables, tables::SQC_BASE_LO, tables::SQC_BASE_HI, base);
        Ok(())
    }

    /// The send-queue context table's base as the NIC holds it.
    pub fn sqc_table(&mut self) -> u64 {
        self.rd64(BlockKind::Tables, tables::SQC_BASE_LO, tables::SQC_BASE_HI)
    }

    /// The atomic replay table's base as the NIC holds it.
    pub fn replay_table(&mut self) -> u64 {
        self.rd64(BlockKind::Tables, tables::REPLAY_BASE_LO, tables::REPLAY_BASE_HI)
    }

    /// The QP context table as the NIC holds it: (base, log2 entries).
    pub fn qpc_table(&mut self) -> (u64, u8) {
        let b = self.rd64(BlockKind::Tables, tables::QPC_BASE_LO, tables::QPC_BASE_HI);
        (b, self.rd(BlockKind::Tables, tables::QPC_LOG2) as u8)
    }

    /// The key table as the NIC holds it: (base, log2 entries).
    pub fn mkey_table(&mut self) -> (u64, u8) {
        let b = self.rd64(BlockKind::Tables, tables::MKEY_BASE_LO, tables::MKEY_BASE_HI);
        (b, self.rd(BlockKind::Tables, tables::MKEY_LOG2) as u8)
    }

    /// Write the port configuration (every field checked first; nothing written on error).
    pub fn configure_port(&mut self, c: &PortConfig) -> Result<()> {
        let range = |field: &'static str, value: u64, max: u64| {
            if value > max {
                Err(DriverError::FieldRange { field, value, max })
            } else {
                Ok(())
            }
        };
        range("vlan", c.vlan.unwrap_or(0) as u64, port::VLAN_VID_MASK as u64)?;
        range("pcp", c.pcp as u64, 7)?;
        range("dscp", c.dscp as u64, 63)?;
        range("cnp_pcp", c.cnp_pcp as u64, 7)?;
        range("cnp_dscp", c.cnp_dscp as u64, 63)?;
        range("psn_window", c.psn_window as u64, golden::sim::MAX_INFLIGHT_PSNS as u64)?;
        if c.psn_window == 0 {
            return Err(DriverError::FieldRange { field: "psn_window", value: 0, max: golden::sim::MAX_INFLIGHT_PSNS as u64 });
        }
        let k = BlockKind::Port;
        let [lo, hi] = regs::mac_words(c.mac);
        self.wr(k, port::MAC_LO, lo);
        self.wr(k, port::MAC_HI, hi);
        let (w, v6) = regs::ip_words(c.ip);
        for (i, x) in w.iter().enumerate() {
            self.wr(k, port::IP_W0 + 4 * i as u16, *x);
        }
        self.wr(k, port::IP_V6, v6 as u32);
        let vlan = c.vlan.map(|v| port::VLAN_ENABLE | v as u32).unwrap_or(0);
        self.wr(k, port::VLAN, vlan);
        self.wr(k, port::PCP, c.pcp as u32);
        self.wr(k, port::DSCP, c.dscp as u32);
        self.wr(k, port::TTL, c.ttl as u32);
        self.wr(k, port::CNP_PCP, c.cnp_pcp as u32);
        self.wr(k, port::CNP_DSCP, c.cnp_dscp as u32);
        self.wr(k, port::CC_ENABLE, c.cc_enabled as u32);
        let sport = match c.udp_sport {
            UdpSport::Fixed(p) => p as u32,
            UdpSport::PerQp => port::UDP_SPORT_PER_QP,
        };
        self.wr(k, port::UDP_SPORT, sport);
        self.wr(k, port::CNP_INTERVAL, c.cnp_interval);
        self.wr(k, port::PSN_WINDOW, c.psn_window);
        self.wr(k, port::ACK_REQ_EVERY, c.ack_req_every as u32);
        Ok(())
    }

    /// Read the port configuration back from the NIC.
    pub fn port_config(&mut self) -> PortConfig {
        let k = BlockKind::Port;
        let mac = regs::mac_from_words(self.rd(k, port::MAC_LO), self.rd(k, port::MAC_HI));
        let mut w = [0u32; port::IP_WORDS];
        for (i, x) in w.iter_mut().enumerate() {
            *x = self.rd(k, port::IP_W0 + 4 * i as u16);
        }
        let ip = if self.rd(k, port::IP_V6) & 1 != 0 {
            let mut o = [0u8; 16];
            for (i, x) in w.iter().enumerate() {
                o[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
            }
            IpAddr::from(o)
        } else {
            IpAddr::from(w[0].to_le_bytes())
        };
        let vlan = self.rd(k, port::VLAN);
        let sport = self.rd(k, port::UDP_SPORT);
        PortConfig {
            mac,
            ip,
            vlan: (vlan & port::VLAN_ENABLE != 0).then_some((vlan & port::VLAN_VID_MASK) as u16),
            pcp: self.rd(k, port::PCP) as u8,
            dscp: self.rd(k, port::DSCP) as u8,
            ttl: self.rd(k, port::TTL) as u8,
            cnp_pcp: self.rd(k, port::CNP_PCP) as u8,
            cnp_dscp: self.rd(k, port::CNP_DSCP) as u8,
            cc_enabled: self.rd(k, port::CC_ENABLE) & 1 != 0,
            udp_sport: if sport & port::UDP_SPORT_PER_QP != 0 {
                UdpSport::PerQp
            } else {
                UdpSport::Fixed((sport & port::UDP_SPORT_FIXED_MASK) as u16)
            },
            cnp_interval: self.rd(k, port::CNP_INTERVAL),
            psn_window: self.rd(k, port::PSN_WINDOW),
            ack_req_every: self.rd(k, port::ACK_REQ_EVERY) as u8,
        }
    }

    fn check_cq(cqn: usize) -> Result<()> {
        if cqn >= cq::NUM {
            return Err(DriverError::NoSuchCq { cq: cqn, count: cq::NUM });
        }
        Ok(())
    }

    /// Set up completion queue `cqn`: a ring of `1 << log2_entries` entries at `base`; its
    /// producer restarts at 0.
    pub fn setup_cq(&mut self, cqn: usize, base: u64, log2_entries: u8) -> Result<()> {
        Self::check_cq(cqn)?;
        if log2_entries as u32 > cq::LOG2_MASK {
            return Err(DriverError::CqTooLarge(log2_entries));
        }
        self.wr64(BlockKind::Cq, cq::base_lo(cqn), cq::base_hi(cqn), base);
        // LOG2 last: its write clears the producer, the consumer and the error status.
        self.wr(BlockKind::Cq, cq::log2(cqn), log2_entries as u32);
        Ok(())
    }

    /// Completion queue `cqn`'s configuration: (base, log2 entries).
    pub fn cq_config(&mut self, cqn: usize) -> Result<(u64, u8)> {
        Self::check_cq(cqn)?;
        let b = self.rd64(BlockKind::Cq, cq::base_lo(cqn), cq::base_hi(cqn));
        Ok((b, self.rd(BlockKind::Cq, cq::log2(cqn)) as u8))
    }

    /// Tell the NIC that entries up to `consumer` (free-running index) of completion queue `cqn`
    /// have been read, so their slots may be written again.
    pub fn set_cq_consumer(&mut self, cqn: usize, consumer: u32) -> Result<()> {
        Self::check_cq(cqn)?;
        self.wr(BlockKind::Cq, cq::consumer(cqn), consumer);
        Ok(())
    }

    /// Whether completion queue `cqn` is in error (it overran; `setup_cq` starts it over).
    pub fn cq_in_error(&mut self, cqn: usize) -> Result<bool> {
        Self::check_cq(cqn)?;
        Ok(self.rd(BlockKind::Cq, cq::status(cqn)) & cq::STATUS_ERROR != 0)
    }

    /// Completion queue `cqn`'s producer index (free running: completions written so far).
    pub fn cq_producer(&mut self, cqn: usize) -> Result<u32> {
        Self::check_cq(cqn)?;
        Ok(self.rd(BlockKind::Cq, cq::producer(cqn)))
    }

    /// Ring the receive doorbell: QP `qpn`'s receive queue holds WQEs up to `producer`
    /// (free-running index). The write of PRODUCER waits (bus back-pressure) while an earlier
    /// doorbell is still pending in the NIC.
    pub fn ring_rq_doorbell(&mut self, qpn: u32, producer: u32) -> Result<()> {
        if qpn > doorbell::QPN_MASK {
            return Err(DriverError::FieldRange { field: "qpn", value: qpn as u64, max: doorbell::QPN_MASK as u64 });
        }
        self.wr(BlockKind::Doorbell, doorbell::QPN, qpn);
        self.wr(BlockKind::Doorbell, doorbell::PRODUCER, producer);
        Ok(())
    }

    /// Whether a doorbell is still pending in the NIC.
    pub fn doorbell_pending(&mut self) -> bool {
        self.rd(BlockKind::Doorbell, doorbell::STATUS) & doorbell::STATUS_PENDING != 0
    }

    /// Ring the send doorbell: QP `qpn`'s send queue holds WQEs up to `producer` (free-running
    /// index). As the receive doorbell, the PRODUCER write waits while an earlier send doorbell
    /// is pending. Refused on a NIC without a requester, which would drop it.
    pub fn ring_sq_doorbell(&mut self, qpn: u32, producer: u32) -> Result<()> {
        if qpn > send_doorbell::QPN_MASK {
            return Err(DriverError::FieldRange { field: "qpn", value: qpn as u64, max: send_doorbell::QPN_MASK as u64 });
        }
        let caps = self.rd(BlockKind::Id, id::CAPS);
        if caps & id::CAPS_REQUESTER == 0 {
            return Err(DriverError::NoRequester { caps });
        }
        self.wr(BlockKind::SendDoorbell, send_doorbell::QPN, qpn);
        self.wr(BlockKind::SendDoorbell, send_doorbell::PRODUCER, producer);
        Ok(())
    }

    /// Whether a send doorbell is still pending in the NIC.
    pub fn sq_doorbell_pending(&mut self) -> bool {
        self.rd(BlockKind::SendDoorbell, send_doorbell::STATUS) & send_doorbell::STATUS_PENDING != 0
    }

    /// Issue one cache command with `data` (at most 128 bytes; the rest zero) and wait for its
    /// completion; returns the completion's 128 data bytes.
    pub fn command(&mut self, target: Target, op: CacheOp, index: u32, data: &[u8]) -> Result<[u8; QPC_ENTRY_SIZE]> {
        let k = BlockKind::Mailbox;
        if index > mailbox::INDEX_MASK {
            return Err(DriverError::FieldRange { field: "index", value: index as u64, max: mailbox::INDEX_MASK as u64 });
        }
        if self.rd(k, mailbox::STATUS) & mailbox::STATUS_BUSY != 0 {
            return Err(DriverError::MailboxBusy);
        }
        if !data.is_empty() {
            for (i, w) in regs::entry_to_words(data).iter().enumerate() {
                self.wr(k, mailbox::data(i), *w);
            }
        }
        self.wr(k, mailbox::TARGET, target.code());
        self.wr(k, mailbox::OP, op.code());
        self.wr(k, mailbox::INDEX, index);
        self.wr(k, mailbox::GO, 1);
        let mut polls = 0;
        let status = loop {
            let s = self.rd(k, mailbox::STATUS);
            polls += 1;
            if s & mailbox::STATUS_BUSY == 0 {
                break s;
            }
            if polls >= self.max_polls {
                return Err(DriverError::MailboxTimeout { polls });
            }
        };
        if status & mailbox::STATUS_OVERRUN != 0 {
            return Err(DriverError::Overrun);
        }
        if status & mailbox::STATUS_ERR != 0 || status & mailbox::STATUS_DONE == 0 {
            return Err(DriverError::CommandFailed { op, target, index });
        }
        let mut w = [0u32; mailbox::DATA_WORDS];
        if op == CacheOp::Read {
            for (i, x) in w.iter_mut().enumerate() {
                *x = self.rd(k, mailbox::cpl_data(i));
            }
        }
        Ok(regs::words_to_entry(&w))
    }

    fn check_qpn(&self, qpn: u32) -> Result<()> {
        match self.qpc_entries {
            Some(n) if qpn >= n => Err(DriverError::IndexOutOfRange { table: "qpc", index: qpn, entries: n }),
            _ => Ok(()),
        }
    }

    fn check_key(&self, key: u32) -> Result<u32> {
        let i = mkey_index(key);
        match self.mkey_entries {
            Some(n) if i >= n => Err(DriverError::IndexOutOfRange { table: "mkey", index: i, entries: n }),
            _ => Ok(i),
        }
    }

    /// Create QP `qpn` with context `ctx` (a cache WRITE of the entry).
    pub fn create_qp(&mut self, qpn: u32, ctx: &QpContext) -> Result<()> {
        self.check_qpn(qpn)?;
        self.command(Target::Qpc, CacheOp::Write, qpn, &ctx.to_bytes()).map(|_| ())
    }

    /// Replace QP `qpn`'s context (a cache WRITE; read it first with [`Self::query_qp`] to
    /// change single fields).
    pub fn modify_qp(&mut self, qpn: u32, ctx: &QpContext) -> Result<()> {
        self.create_qp(qpn, ctx)
    }

    /// QP `qpn`'s current context (a cache READ: the NIC's latest value).
    pub fn query_qp(&mut self, qpn: u32) -> Result<QpContext> {
        self.check_qpn(qpn)?;
        let b = self.command(Target::Qpc, CacheOp::Read, qpn, &[])?;
        Ok(QpContext::from_bytes(&b)?)
    }

    /// Destroy QP `qpn`: write its Reset (all-zero) context, then invalidate the cached line so
    /// host memory holds it.
    pub fn destroy_qp(&mut self, qpn: u32) -> Result<()> {
        self.create_qp(qpn, &QpContext::default())?;
        self.command(Target::Qpc, CacheOp::Invalidate, qpn, &[]).map(|_| ())
    }

    /// Register memory key `entry.key` (a cache WRITE at `mkey_index(key)`).
    pub fn create_mkey(&mut self, entry: &MkeyEntry) -> Result<()> {
        let i = self.check_key(entry.key)?;
        self.command(Target::Mkey, CacheOp::Write, i, &entry.to_bytes()).map(|_| ())
    }

    /// The NIC's entry for `key`'s slot.
    pub fn query_mkey(&mut self, key: u32) -> Result<MkeyEntry> {
        let i = self.check_key(key)?;
        let b = self.command(Target::Mkey, CacheOp::Read, i, &[])?;
        Ok(MkeyEntry::from_bytes(&b[..MKEY_ENTRY_SIZE])?)
    }

    /// Deregister `key`: write an invalid (all-zero) entry into its slot, then invalidate the
    /// cached line.
    pub fn destroy_mkey(&mut self, key: u32) -> Result<()> {
        let i = self.check_key(key)?;
        self.command(Target::Mkey, CacheOp::Write, i, &MkeyEntry::default().to_bytes())?;
        self.command(Target::Mkey, CacheOp::Invalidate, i, &[]).map(|_| ())
    }

    /// Write every dirty entry of one cache back to host memory.
    pub fn flush_all(&mut self, target: Target) -> Result<()> {
        self.command(target, CacheOp::FlushAll, 0, &[]).map(|_| ())
    }

    /// Engine counter `name` ([`golden::regs::engine_counters::NAMES`]).
    pub fn engine_counter(&mut self, name: &str) -> Result<u32> {
        let i = engine_counters::index(name).ok_or_else(|| DriverError::UnknownCounter(name.to_string()))?;
        Ok(self.rd(BlockKind::EngineCounters, engine_counters::value(i)))
    }

    /// RX parser counter `name` ([`golden::regs::rx_counters::NAMES`]).
    pub fn rx_counter(&mut self, name: &str) -> Result<u32> {
        let i = rx_counters::index(name).ok_or_else(|| DriverError::UnknownCounter(name.to_string()))?;
        Ok(self.rd(BlockKind::RxCounters, rx_counters::value(i)))
    }

    /// Requester counter `name` ([`golden::regs::req_counters::NAMES`]).
    pub fn req_counter(&mut self, name: &str) -> Result<u32> {
        let i = req_counters::index(name).ok_or_else(|| DriverError::UnknownCounter(name.to_string()))?;
        Ok(self.rd(BlockKind::ReqCounters, req_counters::value(i)))
    }

    /// The NIC's counters in golden's terms ([`Counters`]), for comparing a NIC with a golden
    /// endpoint: ACK/NAK/CNP and duplicate counts, the requester's resends and NAKs received,
    /// and every drop reason (a drop reason both engines count, such as `unknown_qp`, is their
    /// sum: golden counts requests and responses alike). The RX parser's rejects are split into
    /// `bad_icrc`, `not_roce` and `malformed` (everything else it rejects). `rx_bytes` is
    /// payload bytes (golden counts frame bytes); what the hardware has no counter for
    /// (timeouts, CNPs and ECN-CE received, duplicate executions, which only a checker can see)
    /// stays 0.
    pub fn transport_counters(&mut self) -> Counters {
        let mut e = [0u64; engine_counters::NUM];
        for (i, v) in e.iter_mut().enumerate() {
            *v = u64::from(self.rd(BlockKind::EngineCounters, engine_counters::value(i)));
        }
        let mut r = [0u64; rx_counters::NUM];
        for (i, v) in r.iter_mut().enumerate() {
            *v = u64::from(self.rd(BlockKind::RxCounters, rx_counters::value(i)));
        }
        let mut q = [0u64; req_counters::NUM];
        for (i, v) in q.iter_mut().enumerate() {
            *v = u64::from(self.rd(BlockKind::ReqCounters, req_counters::value(i)));
        }
        let en = |n: &str| engine_counters::index(n).map_or(0, |i| e[i]);
        let rx = |n: &str| rx_counters::index(n).map_or(0, |i| r[i]);
        let rq = |n: &str| req_counters::index(n).map_or(0, |i| q[i]);
        let (bad_icrc, not_roce) = (rx("bad_icrc"), rx("not_roce"));
        Counters {
            tx_packets: en("tx_packets"),
            tx_bytes: en("tx_bytes"),
            rx_packets: en("rx_packets"),
            rx_bytes: en("rx_bytes"),
            duplicates_received: en("duplicates_received"),
            // ACKs that left: queued, less those withdrawn after a failed payload write and
            // those a newer ACK replaced in the transmit queue (golden's meaning: sent after
            // coalescing).
            acks_sent: en("acks_sent").saturating_sub(en("acks_withdrawn")).saturating_sub(en("acks_coalesced")),
            acks_coalesced: en("acks_coalesced"),
            naks_seq_sent: en("naks_seq_sent"),
            naks_inv_req_sent: en("naks_inv_req_sent"),
            naks_access_sent: en("naks_access_sent"),
            naks_op_sent: en("naks_op_sent"),
            rnr_naks_sent: en("rnr_naks_sent"),
            cnps_sent: en("cnps_sent"),
            cq_overflows: en("cq_overflows"),
            retransmissions: rq("retransmissions"),
            timeouts: rq("timeouts"),
            naks_received: rq("naks_received"),
            rnr_naks_received: rq("rnr_naks_received"),
            drops: DropCounters {
                bad_icrc,
                not_roce,
                malformed: en("rx_rejected").saturating_sub(bad_icrc + not_roce),
                wrong_address: en("drops_wrong_address"),
                // Requests (the responder's engine) and responses (the requester) alike.
                unknown_qp: en("drops_unknown_qp") + rq("drops_unknown_qp"),
                bad_state: en("drops_bad_state") + rq("drops_bad_state"),
                bad_pkey: en("drops_bad_pkey") + rq("drops_bad_pkey"),
                bad_qkey: en("drops_bad_qkey"),
                uc_message_dropped: en("drops_uc"),
                ud_no_recv: en("drops_ud_no_recv"),
                ud_too_long: en("drops_ud_too_long"),
                psn_out_of_sequence: en("drops_psn"),
                stale_duplicate: en("drops_stale_dup"),
                stale_response: rq("drops_stale_response"),
                bad_response: rq("drops_bad_response"),
                ..Default::default()
            },
            ..Default::default()
        }
    }

    /// Every counter: `("engine.<name>", v)`, then `("rx.<name>", v)`, then `("req.<name>", v)`,
    /// in index order.
    pub fn counters(&mut self) -> Vec<(String, u32)> {
        let mut out = Vec::with_capacity(engine_counters::NUM + rx_counters::NUM + req_counters::NUM);
        for (i, n) in engine_counters::NAMES.iter().enumerate() {
            out.push((format!("engine.{n}"), self.rd(BlockKind::EngineCounters, engine_counters::value(i))));
        }
        for (i, n) in rx_counters::NAMES.iter().enumerate() {
            out.push((format!("rx.{n}"), self.rd(BlockKind::RxCounters, rx_counters::value(i))));
        }
        for (i, n) in req_counters::NAMES.iter().enumerate() {
            out.push((format!("req.{n}"), self.rd(BlockKind::ReqCounters, req_counters::value(i))));
        }
        out
    }
}
