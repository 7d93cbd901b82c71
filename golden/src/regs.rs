//! The NIC's register map (issue 6): the ONE definition of every register's address, width,
//! access and reset value, used by the RTL decode (`hdl::regfile`), the firmware driver
//! (`firmware::Driver`) and the cosim harness.
//!
//! # Bus
//! AXI4-Lite, 16-bit byte address ([`ADDR_BITS`]), 32-bit registers at word-aligned addresses.
//! A read or write of an address that is not a register answers SLVERR (`resp = 2`); `wstrb`
//! is honoured per byte. Bits of a register above its [`RegDesc::mask`] read as zero and ignore
//! writes. Read-only registers ignore writes (OKAY response).
//!
//! # Blocks (discoverable)
//! The map is a chain of blocks, each aligned to its (power-of-two) size. Every block starts with
//! three read-only registers: `TYPE` (+0x0, [`BlockKind`] code), `VERSION` (+0x4,
//! `major << 16 | minor`) and `NEXT` (+0x8, byte address of the next block, 0 = last). The first
//! block is at address 0. A driver walks the chain from 0 and checks each block's type and major
//! version instead of trusting fixed addresses.
//!
//! | base | size | block | contents (offsets from the block's base) |
//! |---:|---:|---|---|
//! | 0x0000 | 0x100 | [`id`] | NIC_TYPE ('ROCE'), NIC_VERSION, CONTROL (bit 0 enable), CAPS (responder, requester) |
//! | 0x0100 | 0x100 | [`tables`] | QPC and key table base (lo/hi) and log2 entries, atomic replay table base, send-queue context table base |
//! | 0x0200 | 0x100 | [`port`] | MAC, IP, IPv6 flag, VLAN, PCP, DSCP, TTL, CNP PCP/DSCP, CC enable, UDP source port, CNP interval, PSN window, AckReq interval |
//! | 0x0400 | 0x400 | [`cq`] | COUNT, then 16 completion queues x (BASE_LO, BASE_HI, LOG2, PRODUCER, CONSUMER, STATUS) at +0x100, 0x20 apart |
//! | 0x0800 | 0x400 | [`mailbox`] | TARGET, OP, INDEX, GO, STATUS; DATA\[32\] at +0x100; CPL_DATA\[32\] at +0x200 |
//! | 0x0C00 | 0x100 | [`doorbell`] | QPN, PRODUCER, STATUS |
//! | 0x0D00 | 0x100 | [`send_doorbell`] | QPN, PRODUCER, STATUS |
//! | 0x1000 | 0x200 | [`engine_counters`] | COUNT, then 33 counters at +0x100 |
//! | 0x1200 | 0x200 | [`rx_counters`] | COUNT, then 11 RX parser counters at +0x100 |
//! | 0x1400 | 0x200 | [`req_counters`] | COUNT, then 15 requester counters at +0x100 |
//!
//! Everything else in the 64 KiB window is unmapped (SLVERR).
//!
//! # Byte order of multi-register values
//! - 64-bit values (table and CQ bases): `_LO` holds bits 31..0, `_HI` bits 63..32.
//! - MAC and IP addresses are kept as wire bytes: wire byte `k` in bits `8k+7..8k` of the
//!   concatenated value (the same convention as `hdl::tx_header::TxMeta` and the context
//!   entries), so `MAC_LO` holds wire bytes 0..3 (byte 0 in bits 7..0) and `MAC_HI` bytes 4..5;
//!   `IP_W0..IP_W3` hold bytes 0..3, 4..7, 8..11, 12..15 of the IPv6 address, or of the IPv4
//!   address in `IP_W0` alone ("IPv4 in the low 32 bits"). [`mac_words`] / [`ip_words`] convert.
//! - Numeric fields (VLAN ID, TTL, UDP port, interval) are plain values.
//!
//! # Registers with side effects
//! - [`cq`] `LOG2` of queue `i`: a write also clears that queue's `PRODUCER` (a new or re-created
//!   queue starts at 0). `PRODUCER` is read-only: the NIC adds one per completion it wrote.
//! - [`mailbox::GO`]: writing a value with bit 0 set, while `STATUS.BUSY` is clear, issues the
//!   command (TARGET, OP, INDEX, DATA) to the selected cache: `BUSY` is set, `DONE` and `ERR`
//!   cleared, until the cache's completion arrives (then `BUSY` clears, `DONE` sets, `ERR` is the
//!   completion's error flag and `CPL_DATA` its data). A GO while busy is ignored and sets the
//!   sticky `OVERRUN` bit (cleared by the next accepted GO). GO reads as 0.
//! - [`doorbell::PRODUCER`]: a write raises the doorbell (QPN, PRODUCER) to the engine until it is
//!   taken. A write of `PRODUCER` while a doorbell is still pending is back-pressured: its write
//!   response waits until the pending doorbell has been taken (no doorbell is ever lost).
//! - [`send_doorbell::PRODUCER`]: the same for a QP's send queue, taken by the requester. A NIC
//!   without a requester (`id::CAPS` without [`id::CAPS_REQUESTER`], the responder-only top)
//!   takes it at once and ignores it; the driver refuses to post sends to such a NIC.

/// Width of the byte address.
pub const ADDR_BITS: u32 = 16;
/// Registers are 32 bits wide.
pub const REG_BYTES: u16 = 4;

/// AXI response code: OKAY.
pub const RESP_OKAY: u8 = 0;
/// AXI response code: SLVERR (unmapped address).
pub const RESP_SLVERR: u8 = 2;

/// Offset of every block's TYPE register.
pub const HDR_TYPE: u16 = 0x0;
/// Offset of every block's VERSION register.
pub const HDR_VERSION: u16 = 0x4;
/// Offset of every block's NEXT register.
pub const HDR_NEXT: u16 = 0x8;

/// Value of `id::NIC_TYPE`: the ASCII characters 'ROCE' (big-endian: 'R' in bits 31..24).
pub const NIC_TYPE_ROCE: u32 = u32::from_be_bytes(*b"ROCE");
/// Value of `id::NIC_VERSION` (`major << 16 | minor`).
pub const NIC_VERSION: u32 = version(0, 1);

/// A version word: `major << 16 | minor`.
pub const fn version(major: u16, minor: u16) -> u32 {
    ((major as u32) << 16) | minor as u32
}
/// Major part of a version word.
pub const fn version_major(v: u32) -> u16 {
    (v >> 16) as u16
}
/// Minor part of a version word.
pub const fn version_minor(v: u32) -> u16 {
    v as u16
}

/// Kind of a register block: its `TYPE` code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BlockKind {
    /// NIC identification and global control.
    Id,
    /// Host-memory table configuration.
    Tables,
    /// Port (Ethernet/IP) configuration.
    Port,
    /// Completion queues.
    Cq,
    /// Cache command mailbox.
    Mailbox,
    /// Receive doorbell.
    Doorbell,
    /// Send doorbell.
    SendDoorbell,
    /// Transport engine counters.
    EngineCounters,
    /// RX parser counters.
    RxCounters,
    /// Requester counters.
    ReqCounters,
}

impl BlockKind {
    /// Every kind, in chain order.
    pub const ALL: [BlockKind; 10] = [
        BlockKind::Id,
        BlockKind::Tables,
        BlockKind::Port,
        BlockKind::Cq,
        BlockKind::Mailbox,
        BlockKind::Doorbell,
        BlockKind::SendDoorbell,
        BlockKind::EngineCounters,
        BlockKind::RxCounters,
        BlockKind::ReqCounters,
    ];

    /// The `TYPE` register value: 'RC' in the high half, a block number in the low half.
    pub const fn type_code(self) -> u32 {
        0x5243_0000
            | match self {
                BlockKind::Id => 1,
                BlockKind::Tables => 2,
                BlockKind::Port => 3,
                BlockKind::Cq => 4,
                BlockKind::Mailbox => 5,
                BlockKind::Doorbell => 6,
                BlockKind::EngineCounters => 7,
                BlockKind::RxCounters => 8,
                BlockKind::SendDoorbell => 9,
                BlockKind::ReqCounters => 10,
            }
    }

    /// The kind with this `TYPE` code, if any.
    pub fn from_type_code(code: u32) -> Option<BlockKind> {
        BlockKind::ALL.into_iter().find(|k| k.type_code() == code)
    }

    /// The block's description in [`BLOCKS`].
    pub fn desc(self) -> &'static BlockDesc {
        // BLOCKS is in ALL order (checked by a test).
        &BLOCKS[self as usize]
    }
}

/// One register block of the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockDesc {
    /// Short name (snake case).
    pub name: &'static str,
    /// Kind (its `TYPE` code).
    pub kind: BlockKind,
    /// Byte address of the block (aligned to `size`).
    pub base: u16,
    /// Size of the block's address window in bytes (a power of two).
    pub size: u16,
    /// `VERSION` register value.
    pub version: u32,
    /// `NEXT` register value (0 = last block).
    pub next: u16,
}

impl BlockDesc {
    /// Absolute address of a register at `offset` in this block.
    pub const fn reg(&self, offset: u16) -> u16 {
        self.base + offset
    }
    /// True if `addr` falls inside the block's window.
    pub const fn contains(&self, addr: u16) -> bool {
        addr >= self.base && (addr - self.base) < self.size
    }
}

/// All blocks, in chain order (`BLOCKS[i].next == BLOCKS[i + 1].base`).
pub static BLOCKS: [BlockDesc; 10] = [
    BlockDesc { name: "id", kind: BlockKind::Id, base: id::BASE, size: 0x100, version: id::VERSION, next: tables::BASE },
    BlockDesc { name: "tables", kind: BlockKind::Tables, base: tables::BASE, size: 0x100, version: tables::VERSION, next: port::BASE },
    BlockDesc { name: "port", kind: BlockKind::Port, base: port::BASE, size: 0x100, version: port::VERSION, next: cq::BASE },
    BlockDesc { name: "cq", kind: BlockKind::Cq, base: cq::BASE, size: 0x400, version: cq::VERSION, next: mailbox::BASE },
    BlockDesc { name: "mailbox", kind: BlockKind::Mailbox, base: mailbox::BASE, size: 0x400, version: mailbox::VERSION, next: doorbell::BASE },
    BlockDesc { name: "doorbell", kind: BlockKind::Doorbell, base: doorbell::BASE, size: 0x100, version: doorbell::VERSION, next: send_doorbell::BASE },
    BlockDesc {
        name: "send_doorbell",
        kind: BlockKind::SendDoorbell,
        base: send_doorbell::BASE,
        size: 0x100,
        version: send_doorbell::VERSION,
        next: engine_counters::BASE,
    },
    BlockDesc {
        name: "engine_counters",
        kind: BlockKind::EngineCounters,
        base: engine_counters::BASE,
        size: 0x200,
        version: engine_counters::VERSION,
        next: rx_counters::BASE,
    },
    BlockDesc {
        name: "rx_counters",
        kind: BlockKind::RxCounters,
        base: rx_counters::BASE,
        size: 0x200,
        version: rx_counters::VERSION,
        next: req_counters::BASE,
    },
    BlockDesc { name: "req_counters", kind: BlockKind::ReqCounters, base: req_counters::BASE, size: 0x200, version: req_counters::VERSION, next: 0 },
];

/// How software may access a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read/write storage: reads return what was written (within the mask).
    Rw,
    /// Read-only, fed by the NIC (status, producers, counters): writes are ignored (OKAY).
    Ro,
    /// Read-only constant (block headers, identification, array sizes): always reads `reset`;
    /// writes are ignored (OKAY).
    Const,
    /// Write-only command: a write acts, reads return 0.
    Wo,
}

/// One 32-bit register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegDesc {
    /// Name: `block.REG` or `block.REG[i]` for arrays.
    pub name: String,
    /// Byte address.
    pub addr: u16,
    /// Access kind.
    pub access: Access,
    /// Implemented bits (others read 0, ignore writes).
    pub mask: u32,
    /// Value after reset ([`Access::Const`]: the constant value; [`Access::Ro`]: the value
    /// while the NIC's inputs are idle/zero, i.e. 0).
    pub reset: u32,
}

/// NIC identification and global control (block 0, address 0).
pub mod id {
    use super::{version, BlockDesc, BlockKind};
    /// Block base address.
    pub const BASE: u16 = 0x0000;
    /// Block version (1.1: `CAPS`).
    pub const VERSION: u32 = version(1, 1);
    /// NIC type (RO): [`super::NIC_TYPE_ROCE`].
    pub const NIC_TYPE: u16 = BASE + 0x0C;
    /// NIC version (RO): [`super::NIC_VERSION`].
    pub const NIC_VERSION: u16 = BASE + 0x10;
    /// Global control (RW): bit 0 = enable (the `enable` output).
    pub const CONTROL: u16 = BASE + 0x14;
    /// `CONTROL` bit: the NIC processes traffic.
    pub const CONTROL_ENABLE: u32 = 1 << 0;
    /// What this NIC's top holds (RO, set by the top): [`CAPS_RESPONDER`], [`CAPS_REQUESTER`].
    pub const CAPS: u16 = BASE + 0x18;
    /// `CAPS` bit: the responder (answers requests, takes receive doorbells).
    pub const CAPS_RESPONDER: u32 = 1 << 0;
    /// `CAPS` bit: the requester (takes send doorbells, sends requests).
    pub const CAPS_REQUESTER: u32 = 1 << 1;
    /// This block's description.
    pub fn desc() -> &'static BlockDesc {
        BlockKind::Id.desc()
    }
}

/// Host-memory table configuration (`golden::context` tables).
pub mod tables {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x0100;
    /// Block version (1.1: the replay table; 1.2: the send-queue context table).
    pub const VERSION: u32 = version(1, 2);
    /// QP context table base address, bits 31..0 (RW).
    pub const QPC_BASE_LO: u16 = BASE + 0x0C;
    /// QP context table base address, bits 63..32 (RW).
    pub const QPC_BASE_HI: u16 = BASE + 0x10;
    /// log2 of the QP context table's entry count (RW, 5 bits; the driver keeps it <= 16).
    pub const QPC_LOG2: u16 = BASE + 0x14;
    /// Key table base address, bits 31..0 (RW).
    pub const MKEY_BASE_LO: u16 = BASE + 0x18;
    /// Key table base address, bits 63..32 (RW).
    pub const MKEY_BASE_HI: u16 = BASE + 0x1C;
    /// log2 of the key table's entry count (RW, 5 bits; the driver keeps it <= 24).
    pub const MKEY_LOG2: u16 = BASE + 0x20;
    /// Atomic replay table base address, bits 31..0 (RW): one 256-byte ring per QP context
    /// entry ([`crate::context::ReplayRing`]); bits 7..0 read as zero (256-byte aligned).
    pub const REPLAY_BASE_LO: u16 = BASE + 0x24;
    /// Atomic replay table base address, bits 63..32 (RW).
    pub const REPLAY_BASE_HI: u16 = BASE + 0x28;
    /// Implemented bits of `REPLAY_BASE_LO`.
    pub const REPLAY_BASE_LO_MASK: u32 = 0xFFFF_FF00;
    /// Send-queue context table base address, bits 31..0 (RW): one 64-byte entry per QP context
    /// entry ([`crate::context::SqContext`]); bits 5..0 read as zero (64-byte aligned).
    pub const SQC_BASE_LO: u16 = BASE + 0x2C;
    /// Send-queue context table base address, bits 63..32 (RW).
    pub const SQC_BASE_HI: u16 = BASE + 0x30;
    /// Implemented bits of `SQC_BASE_LO`.
    pub const SQC_BASE_LO_MASK: u32 = 0xFFFF_FFC0;
    /// Mask of the log2 registers.
    pub const LOG2_MASK: u32 = 0x1F;
}

/// Port configuration: addresses and header fields of the packets the NIC sends.
pub mod port {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x0200;
    /// Block version (1.1: `PSN_WINDOW`, `ACK_REQ_EVERY`).
    pub const VERSION: u32 = version(1, 1);
    /// Local MAC wire bytes 0..3, byte 0 in bits 7..0 (RW).
    pub const MAC_LO: u16 = BASE + 0x0C;
    /// Local MAC wire bytes 4..5 in bits 15..0 (RW, 16 bits).
    pub const MAC_HI: u16 = BASE + 0x10;
    /// Local IP address words: `IP_W0 + 4*k` holds wire bytes `4k..4k+3` (RW). IPv4: `IP_W0` only.
    pub const IP_W0: u16 = BASE + 0x14;
    /// Number of IP address words.
    pub const IP_WORDS: usize = 4;
    /// IP version (RW, 1 bit): 1 = IPv6, 0 = IPv4.
    pub const IP_V6: u16 = BASE + 0x24;
    /// VLAN (RW): bits 11..0 VLAN ID, bit 16 = insert an 802.1Q tag.
    pub const VLAN: u16 = BASE + 0x28;
    /// `VLAN` bits of the VLAN ID.
    pub const VLAN_VID_MASK: u32 = 0xFFF;
    /// `VLAN` bit: tagging enabled.
    pub const VLAN_ENABLE: u32 = 1 << 16;
    /// 802.1Q priority of data packets (RW, 3 bits).
    pub const PCP: u16 = BASE + 0x2C;
    /// DSCP of data packets (RW, 6 bits).
    pub const DSCP: u16 = BASE + 0x30;
    /// IPv4 TTL / IPv6 hop limit (RW, 8 bits, reset 64).
    pub const TTL: u16 = BASE + 0x34;
    /// Reset value of `TTL`.
    pub const TTL_RESET: u32 = 64;
    /// 802.1Q priority of CNPs (RW, 3 bits).
    pub const CNP_PCP: u16 = BASE + 0x38;
    /// DSCP of CNPs (RW, 6 bits).
    pub const CNP_DSCP: u16 = BASE + 0x3C;
    /// Congestion control (RW, 1 bit): 1 = mark READ responses ECT(0) and send CNPs.
    pub const CC_ENABLE: u16 = BASE + 0x40;
    /// UDP source port (RW): bits 15..0 the fixed port, bit 16 = use the per-QP port from the
    /// QP context (`udp_sport`) instead.
    pub const UDP_SPORT: u16 = BASE + 0x44;
    /// `UDP_SPORT` bits of the fixed port.
    pub const UDP_SPORT_FIXED_MASK: u32 = 0xFFFF;
    /// `UDP_SPORT` bit: per-QP source port.
    pub const UDP_SPORT_PER_QP: u32 = 1 << 16;
    /// Minimum interval between two CNPs to one QP, in clock cycles (RW, 32 bits).
    pub const CNP_INTERVAL: u16 = BASE + 0x48;
    /// The requester's PSN window (RW, 24 bits, reset [`PSN_WINDOW_RESET`]): an RC QP sends no
    /// packet beyond this many unacknowledged PSNs (a message may always start when nothing is
    /// outstanding): golden's `TransportTuning::max_inflight_psns`. Valid 1..=2^23.
    pub const PSN_WINDOW: u16 = BASE + 0x4C;
    /// Reset value of `PSN_WINDOW` (rxe's 128).
    pub const PSN_WINDOW_RESET: u32 = 128;
    /// Mask of `PSN_WINDOW`.
    pub const PSN_WINDOW_MASK: u32 = 0xFF_FFFF;
    /// The requester sets AckReq on at least every this many packets (RW, 8 bits, reset
    /// [`ACK_REQ_EVERY_RESET`]; besides every last/only packet and every READ/atomic): golden's
    /// `TransportTuning::ack_req_every`. 0 acts as 1.
    pub const ACK_REQ_EVERY: u16 = BASE + 0x50;
    /// Reset value of `ACK_REQ_EVERY` (rxe's 64).
    pub const ACK_REQ_EVERY_RESET: u32 = 64;
    /// Mask of `ACK_REQ_EVERY`.
    pub const ACK_REQ_EVERY_MASK: u32 = 0xFF;
}

/// Completion queues: 16 rings in host memory, the NIC is the producer, the driver the
/// consumer. A queue is full when `PRODUCER - CONSUMER` (free-running, wrapping) reaches its
/// size; a completion that finds it full (or the queue in error) is not written: the queue goes
/// to error (`STATUS.ERROR`, sticky until `LOG2` is written again) and the QP whose completion
/// it was goes to ERR (IBTA's CQ error, as `golden::transport::env::Cq`).
pub mod cq {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x0400;
    /// Block version (2.0: a queue's registers grew to 0x20 bytes with CONSUMER and STATUS).
    pub const VERSION: u32 = version(2, 0);
    /// Number of completion queues (RO register, value [`NUM`]).
    pub const COUNT: u16 = BASE + 0x0C;
    /// Completion queues.
    pub const NUM: usize = 16;
    /// Address of queue 0's first register.
    pub const ARRAY: u16 = BASE + 0x100;
    /// Bytes between two queues' registers.
    pub const STRIDE: u16 = 0x20;
    /// Offset in a queue's registers: ring base, bits 31..0 (RW).
    pub const OFF_BASE_LO: u16 = 0x0;
    /// Offset: ring base, bits 63..32 (RW).
    pub const OFF_BASE_HI: u16 = 0x4;
    /// Offset: log2 of the ring's entry count (RW, 5 bits; a write clears PRODUCER, CONSUMER
    /// and STATUS: the queue starts over empty).
    pub const OFF_LOG2: u16 = 0x8;
    /// Offset: producer index, free running, +1 per completion written (RO).
    pub const OFF_PRODUCER: u16 = 0xC;
    /// Offset: consumer index, free running: the driver writes how many entries it has read
    /// (RW, 32 bits).
    pub const OFF_CONSUMER: u16 = 0x10;
    /// Offset: status (RO): bit 0 [`STATUS_ERROR`].
    pub const OFF_STATUS: u16 = 0x14;
    /// `STATUS` bit: the queue overran and is in error (no completion is written to it).
    pub const STATUS_ERROR: u32 = 1 << 0;
    /// Mask of `LOG2`.
    pub const LOG2_MASK: u32 = 0x1F;
    /// Address of queue `i`'s BASE_LO.
    pub const fn base_lo(i: usize) -> u16 {
        ARRAY + STRIDE * i as u16 + OFF_BASE_LO
    }
    /// Address of queue `i`'s BASE_HI.
    pub const fn base_hi(i: usize) -> u16 {
        ARRAY + STRIDE * i as u16 + OFF_BASE_HI
    }
    /// Address of queue `i`'s LOG2.
    pub const fn log2(i: usize) -> u16 {
        ARRAY + STRIDE * i as u16 + OFF_LOG2
    }
    /// Address of queue `i`'s PRODUCER.
    pub const fn producer(i: usize) -> u16 {
        ARRAY + STRIDE * i as u16 + OFF_PRODUCER
    }
    /// Address of queue `i`'s CONSUMER.
    pub const fn consumer(i: usize) -> u16 {
        ARRAY + STRIDE * i as u16 + OFF_CONSUMER
    }
    /// Address of queue `i`'s STATUS.
    pub const fn status(i: usize) -> u16 {
        ARRAY + STRIDE * i as u16 + OFF_STATUS
    }
}

/// Cache command mailbox: create/modify/destroy QP contexts and keys through the on-chip caches.
pub mod mailbox {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x0800;
    /// Block version (1.1: `TARGET` is 2 bits, [`TARGET_SQC`]).
    pub const VERSION: u32 = version(1, 1);
    /// Target cache (RW, 2 bits): [`TARGET_QPC`], [`TARGET_MKEY`] or [`TARGET_SQC`]. A command
    /// for a cache the top does not hold (the send-queue context cache on the responder-only
    /// top, or the unused code 3) completes at once with `STATUS_ERR`.
    pub const TARGET: u16 = BASE + 0x0C;
    /// Operation (RW, 3 bits): an [`op`] code.
    pub const OP: u16 = BASE + 0x10;
    /// Entry index (RW, 24 bits): QPN (QP and send-queue contexts) or
    /// `golden::context::mkey_index(key)`.
    pub const INDEX: u16 = BASE + 0x14;
    /// Command strobe (WO): bit 0 set issues the command.
    pub const GO: u16 = BASE + 0x18;
    /// Status (RO): [`STATUS_BUSY`], [`STATUS_DONE`], [`STATUS_ERR`], [`STATUS_OVERRUN`].
    pub const STATUS: u16 = BASE + 0x1C;
    /// `STATUS` bit: a command is outstanding.
    pub const STATUS_BUSY: u32 = 1 << 0;
    /// `STATUS` bit: the last command completed.
    pub const STATUS_DONE: u32 = 1 << 1;
    /// `STATUS` bit: the last completion reported an error.
    pub const STATUS_ERR: u32 = 1 << 2;
    /// `STATUS` bit: a GO arrived while busy and was ignored (sticky until the next accepted GO).
    pub const STATUS_OVERRUN: u32 = 1 << 3;
    /// Command data words (RW): `DATA + 4*k` holds entry bytes `4k..4k+3` (byte `4k` in bits 7..0).
    pub const DATA: u16 = BASE + 0x100;
    /// Completion data words (RO), same layout as `DATA`.
    pub const CPL_DATA: u16 = BASE + 0x200;
    /// Words of `DATA` and `CPL_DATA` (1,024 bits: one QP context entry).
    pub const DATA_WORDS: usize = 32;
    /// `TARGET` value: the QP context cache.
    pub const TARGET_QPC: u32 = 0;
    /// `TARGET` value: the memory-key cache (only the first 64 bytes of DATA/CPL_DATA are used).
    pub const TARGET_MKEY: u32 = 1;
    /// `TARGET` value: the send-queue context cache (entries of
    /// [`crate::context::SQC_ENTRY_SIZE`] bytes: the first 64 bytes of DATA/CPL_DATA; only on a
    /// top with the requester, `id::CAPS_REQUESTER`).
    pub const TARGET_SQC: u32 = 2;
    /// Mask of `TARGET`.
    pub const TARGET_MASK: u32 = 0x3;
    /// Mask of `OP`.
    pub const OP_MASK: u32 = 0x7;
    /// Mask of `INDEX`.
    pub const INDEX_MASK: u32 = 0x00FF_FFFF;
    /// `OP` codes: the context caches' command codes (`hdl::ctx_cache::cmd`, checked equal there).
    pub mod op {
        /// Set the entry (no host read), dirty.
        pub const WRITE: u32 = 1;
        /// Read the entry (fill on a miss); completion data is the entry.
        pub const READ: u32 = 2;
        /// Write back if dirty, then drop the line.
        pub const INVALIDATE: u32 = 3;
        /// Write back if dirty; the line stays cached, clean.
        pub const FLUSH: u32 = 4;
        /// Write back every dirty line (INDEX ignored).
        pub const FLUSH_ALL: u32 = 5;
    }
    /// Address of data word `k`.
    pub const fn data(k: usize) -> u16 {
        DATA + 4 * k as u16
    }
    /// Address of completion data word `k`.
    pub const fn cpl_data(k: usize) -> u16 {
        CPL_DATA + 4 * k as u16
    }
}

/// Receive doorbell: the driver posted receive WQEs up to PRODUCER on QP `QPN`.
pub mod doorbell {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x0C00;
    /// Block version.
    pub const VERSION: u32 = version(1, 0);
    /// QP number (RW, 24 bits); write it first: the PRODUCER write latches it into the doorbell
    /// (changing QPN afterwards does not change a pending doorbell).
    pub const QPN: u16 = BASE + 0x0C;
    /// Receive queue producer index (RW); a write rings the doorbell.
    pub const PRODUCER: u16 = BASE + 0x10;
    /// Status (RO): bit 0 = a doorbell is pending (not yet taken by the engine).
    pub const STATUS: u16 = BASE + 0x14;
    /// `STATUS` bit: pending.
    pub const STATUS_PENDING: u32 = 1 << 0;
    /// Mask of `QPN`.
    pub const QPN_MASK: u32 = 0x00FF_FFFF;
}

/// Send doorbell: the driver posted send WQEs up to PRODUCER on QP `QPN` (the same registers
/// and back-pressure as [`doorbell`]).
pub mod send_doorbell {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x0D00;
    /// Block version.
    pub const VERSION: u32 = version(1, 0);
    /// QP number (RW, 24 bits); write it first: the PRODUCER write latches it into the doorbell.
    pub const QPN: u16 = BASE + 0x0C;
    /// Send queue producer index (RW, free-running); a write rings the doorbell.
    pub const PRODUCER: u16 = BASE + 0x10;
    /// Status (RO): bit 0 = a doorbell is pending (not yet taken by the requester).
    pub const STATUS: u16 = BASE + 0x14;
    /// `STATUS` bit: pending.
    pub const STATUS_PENDING: u32 = 1 << 0;
    /// Mask of `QPN`.
    pub const QPN_MASK: u32 = 0x00FF_FFFF;
}

/// Transport engine counters (the `engine_counters` input, 33 x 32 bits, counter `i` in bits
/// `32i+31..32i`).
pub mod engine_counters {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x1000;
    /// Block version (1.1: counter 32, `drops_ud_too_long`; 1.2: counter 33, `cq_overflows`).
    pub const VERSION: u32 = version(1, 2);
    /// Number of counters (RO register, value [`NUM`]).
    pub const COUNT: u16 = BASE + 0x0C;
    /// Counters.
    pub const NUM: usize = 34;
    /// Address of counter 0 (RO); counter `i` at `VALUES + 4*i`.
    pub const VALUES: u16 = BASE + 0x100;
    /// Counter names, by index (the engine increments counter `i` for event `NAMES[i]`).
    /// `spare_*` slots are unused (read 0 unless the engine assigns them in a later version).
    pub const NAMES: [&str; NUM] = [
        "rx_packets",          // 0: packets the engine took from the RX parser
        "rx_bytes",            // 1: payload bytes of the accepted ones
        "tx_packets",          // 2: packets the engine sent (ACK/NAK/READ responses/CNPs)
        "tx_bytes",            // 3: their frame bytes
        "acks_sent",           // 4
        "naks_seq_sent",       // 5: PSN sequence error NAKs
        "naks_inv_req_sent",   // 6: invalid request NAKs
        "naks_access_sent",    // 7: remote access error NAKs
        "naks_op_sent",        // 8: remote operational error NAKs
        "rnr_naks_sent",       // 9
        "duplicates_received", // 10
        "cnps_sent",           // 11
        "drops_bad_state",     // 12: QP not in a state that receives
        "drops_unknown_qp",    // 13: QPN outside the table / QP in Reset
        "drops_psn",           // 14: out-of-window PSN dropped (after its one NAK)
        "drops_bad_qkey",      // 15: UD Q_Key mismatch
        "drops_uc",            // 16: UC packets dropped (PSN gap, bad request)
        "drops_stale_dup",     // 17: duplicates too old to replay
        "writes",              // 18: RDMA WRITE messages executed
        "reads",               // 19: RDMA READ requests executed
        "atomics",             // 20: atomics executed
        "sends",               // 21: SEND messages placed
        "completions",         // 22: completion entries written
        "dma_errors",          // 23: host memory errors
        "drops_wrong_address", // 24: frame not addressed to this NIC (MAC or IP)
        "drops_bad_pkey",      // 25: P_Key mismatch
        "responses_ignored",   // 26: responses and CNPs the responder's engine received (on `roce_nic` only CNPs: responses go to the requester, `req_counters`)
        "drops_bad_wqe",       // 27: receive WQE malformed (SGE count)
        "rx_rejected",         // 28: records the RX parser rejected (its counters say why)
        "drops_ud_no_recv",    // 29: UD SENDs dropped for want of a receive WQE
        "acks_coalesced",      // 30: positive ACKs replaced in the TX queue by a newer one (TX side)
        "acks_withdrawn",      // 31: ACKs withdrawn unsent after a payload write failed (TX side)
        "drops_ud_too_long",   // 32: UD SENDs dropped for a payload beyond the QP's path MTU
        "cq_overflows",        // 33: completions not written: their CQ was full or in error
    ];
    /// Address of counter `i`.
    pub const fn value(i: usize) -> u16 {
        VALUES + 4 * i as u16
    }
    /// Index of the counter called `name`.
    pub fn index(name: &str) -> Option<usize> {
        NAMES.iter().position(|n| *n == name)
    }
}

/// RX parser counters (the parser's `counters` port: frames per verdict code, 10 x 32 bits;
/// the order is `hdl::rx_parser::reason`, checked there).
pub mod rx_counters {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x1200;
    /// Block version.
    pub const VERSION: u32 = version(1, 1);
    /// Number of counters (RO register, value [`NUM`]).
    pub const COUNT: u16 = BASE + 0x0C;
    /// Counters.
    pub const NUM: usize = 11;
    /// Address of counter 0 (RO); counter `i` at `VALUES + 4*i`.
    pub const VALUES: u16 = BASE + 0x100;
    /// Counter names = verdict codes of the RX parser, by index.
    pub const NAMES: [&str; NUM] = [
        "ok",          // 0: accepted
        "mac_error",   // 1: MAC flagged the frame
        "overflow",    // 2: frame too long
        "not_roce",    // 3: not IPv4/IPv6 + UDP 4791 (or an IPv4 fragment)
        "bad_ip",      // 4: IP version mismatch or IPv4 options
        "bad_length",  // 5: inconsistent lengths
        "bad_ip_csum", // 6: IPv4 header checksum
        "bad_icrc",    // 7: ICRC
        "bad_opcode",  // 8: unsupported opcode
        "bad_pad",     // 9: extension headers / pad / payload inconsistent
        "bad_field",   // 10: a reserved header field value (AETH syndrome)
    ];
    /// Address of counter `i`.
    pub const fn value(i: usize) -> u16 {
        VALUES + 4 * i as u16
    }
    /// Index of the counter called `name`.
    pub fn index(name: &str) -> Option<usize> {
        NAMES.iter().position(|n| *n == name)
    }
}

/// Requester counters (the `req_counters` input, [`NUM`](req_counters::NUM) x 32 bits, counter
/// `i` in bits `32i+31..32i`). The requester's own, beside the responder's [`engine_counters`]:
/// the drops of responses use golden's drop names, so a driver adds the two blocks for golden's
/// per-endpoint totals.
pub mod req_counters {
    use super::version;
    /// Block base address.
    pub const BASE: u16 = 0x1400;
    /// Block version.
    pub const VERSION: u32 = version(1, 0);
    /// Number of counters (RO register, value [`NUM`]).
    pub const COUNT: u16 = BASE + 0x0C;
    /// Counters.
    pub const NUM: usize = 18;
    /// Address of counter 0 (RO); counter `i` at `VALUES + 4*i`.
    pub const VALUES: u16 = BASE + 0x100;
    /// Counter names, by index (the requester increments counter `i` for event `NAMES[i]`).
    pub const NAMES: [&str; NUM] = [
        "requests_sent",        // 0: request packets sent (first sends and resends)
        "retransmissions",      // 1: of them, resends (PSN before the highest sent: go-back-N)
        "go_backs",             // 2: send cursors rewound to a NAK's PSN (golden's `retry_from`)
        "wqes_retired",         // 3: send WQEs an ACK retired
        "acks_received",        // 4: positive ACKs taken (checked, not stale)
        "naks_received",        // 5: NAKs of any kind, RNR NAKs included, taken (not stale)
        "rnr_naks_received",    // 6: of them, RNR NAKs
        "drops_unknown_qp",     // 7: responses for a QP outside the tables, in Reset or not RC
        "drops_bad_pkey",       // 8: responses whose P_Key differs from the QP's
        "drops_bad_state",      // 9: responses for a QP not in RTS/SQD
        "drops_stale_response", // 10: responses that acknowledge nothing outstanding
        "drops_bad_response",   // 11: responses the requester cannot take (opcode, syndrome)
        "doorbells_dropped",    // 12: send doorbells for a QPN beyond the tables
        "wqe_errors",           // 13: turns that ended in an error (WQE, key, DMA)
        "unsupported",          // 14: events the RTL requester does not handle yet (see README)
        "timeouts",             // 15: retransmission timeouts (golden's `timeouts`: the QP went back to its oldest unacknowledged PSN)
        "wqes_failed",          // 16: send WQEs completed with a fatal error's own status (remote error, retries exhausted, local error)
        "wqes_flushed",         // 17: send WQEs completed WrFlushErr (the flush of a QP in error)
    ];
    /// Address of counter `i`.
    pub const fn value(i: usize) -> u16 {
        VALUES + 4 * i as u16
    }
    /// Index of the counter called `name`.
    pub fn index(name: &str) -> Option<usize> {
        NAMES.iter().position(|n| *n == name)
    }
}

/// The two register words of a MAC address (`MAC_LO`, `MAC_HI`), wire byte 0 in bits 7..0.
pub fn mac_words(mac: [u8; 6]) -> [u32; 2] {
    [u32::from_le_bytes([mac[0], mac[1], mac[2], mac[3]]), u32::from_le_bytes([mac[4], mac[5], 0, 0])]
}

/// The MAC address held in `MAC_LO`, `MAC_HI`.
pub fn mac_from_words(lo: u32, hi: u32) -> [u8; 6] {
    let l = lo.to_le_bytes();
    let h = hi.to_le_bytes();
    [l[0], l[1], l[2], l[3], h[0], h[1]]
}

/// The four `IP_W*` words and the `IP_V6` value of an address (IPv4 in `IP_W0`, others 0).
pub fn ip_words(ip: std::net::IpAddr) -> ([u32; 4], bool) {
    let mut w = [0u32; 4];
    match ip {
        std::net::IpAddr::V4(a) => {
            w[0] = u32::from_le_bytes(a.octets());
            (w, false)
        }
        std::net::IpAddr::V6(a) => {
            let o = a.octets();
            for (k, x) in w.iter_mut().enumerate() {
                *x = u32::from_le_bytes([o[4 * k], o[4 * k + 1], o[4 * k + 2], o[4 * k + 3]]);
            }
            (w, true)
        }
    }
}

/// Split an entry's bytes into mailbox data words (byte `4k` in bits 7..0 of word `k`); bytes
/// beyond [`mailbox::DATA_WORDS`] * 4 are ignored, missing ones are zero.
pub fn entry_to_words(bytes: &[u8]) -> [u32; mailbox::DATA_WORDS] {
    let mut w = [0u32; mailbox::DATA_WORDS];
    for (i, b) in bytes.iter().take(4 * mailbox::DATA_WORDS).enumerate() {
        w[i / 4] |= (*b as u32) << (8 * (i % 4));
    }
    w
}

/// The 128 bytes held in mailbox data words.
pub fn words_to_entry(words: &[u32; mailbox::DATA_WORDS]) -> [u8; 4 * mailbox::DATA_WORDS] {
    let mut b = [0u8; 4 * mailbox::DATA_WORDS];
    for (k, w) in words.iter().enumerate() {
        b[4 * k..4 * k + 4].copy_from_slice(&w.to_le_bytes());
    }
    b
}

fn reg(name: String, addr: u16, access: Access, mask: u32, reset: u32) -> RegDesc {
    RegDesc { name, addr, access, mask, reset }
}

/// Every register of the map, header registers included, ordered by block then address.
pub fn registers() -> Vec<RegDesc> {
    use Access::*;
    let mut r = Vec::new();
    let s = |n: &str| n.to_string();
    for b in BLOCKS.iter() {
        r.push(reg(format!("{}.TYPE", b.name), b.base + HDR_TYPE, Const, !0, b.kind.type_code()));
        r.push(reg(format!("{}.VERSION", b.name), b.base + HDR_VERSION, Const, !0, b.version));
        r.push(reg(format!("{}.NEXT", b.name), b.base + HDR_NEXT, Const, !0, b.next as u32));
        match b.kind {
            BlockKind::Id => {
                r.push(reg(s("id.NIC_TYPE"), id::NIC_TYPE, Const, !0, NIC_TYPE_ROCE));
                r.push(reg(s("id.NIC_VERSION"), id::NIC_VERSION, Const, !0, NIC_VERSION));
                r.push(reg(s("id.CONTROL"), id::CONTROL, Rw, id::CONTROL_ENABLE, 0));
                r.push(reg(s("id.CAPS"), id::CAPS, Ro, id::CAPS_RESPONDER | id::CAPS_REQUESTER, 0));
            }
            BlockKind::Tables => {
                r.push(reg(s("tables.QPC_BASE_LO"), tables::QPC_BASE_LO, Rw, !0, 0));
                r.push(reg(s("tables.QPC_BASE_HI"), tables::QPC_BASE_HI, Rw, !0, 0));
                r.push(reg(s("tables.QPC_LOG2"), tables::QPC_LOG2, Rw, tables::LOG2_MASK, 0));
                r.push(reg(s("tables.MKEY_BASE_LO"), tables::MKEY_BASE_LO, Rw, !0, 0));
                r.push(reg(s("tables.MKEY_BASE_HI"), tables::MKEY_BASE_HI, Rw, !0, 0));
                r.push(reg(s("tables.MKEY_LOG2"), tables::MKEY_LOG2, Rw, tables::LOG2_MASK, 0));
                r.push(reg(s("tables.REPLAY_BASE_LO"), tables::REPLAY_BASE_LO, Rw, tables::REPLAY_BASE_LO_MASK, 0));
                r.push(reg(s("tables.REPLAY_BASE_HI"), tables::REPLAY_BASE_HI, Rw, !0, 0));
                r.push(reg(s("tables.SQC_BASE_LO"), tables::SQC_BASE_LO, Rw, tables::SQC_BASE_LO_MASK, 0));
                r.push(reg(s("tables.SQC_BASE_HI"), tables::SQC_BASE_HI, Rw, !0, 0));
            }
            BlockKind::Port => {
                r.push(reg(s("port.MAC_LO"), port::MAC_LO, Rw, !0, 0));
                r.push(reg(s("port.MAC_HI"), port::MAC_HI, Rw, 0xFFFF, 0));
                for k in 0..port::IP_WORDS {
                    r.push(reg(format!("port.IP_W{k}"), port::IP_W0 + 4 * k as u16, Rw, !0, 0));
                }
                r.push(reg(s("port.IP_V6"), port::IP_V6, Rw, 1, 0));
                r.push(reg(s("port.VLAN"), port::VLAN, Rw, port::VLAN_ENABLE | port::VLAN_VID_MASK, 0));
                r.push(reg(s("port.PCP"), port::PCP, Rw, 0x7, 0));
                r.push(reg(s("port.DSCP"), port::DSCP, Rw, 0x3F, 0));
                r.push(reg(s("port.TTL"), port::TTL, Rw, 0xFF, port::TTL_RESET));
                r.push(reg(s("port.CNP_PCP"), port::CNP_PCP, Rw, 0x7, 0));
                r.push(reg(s("port.CNP_DSCP"), port::CNP_DSCP, Rw, 0x3F, 0));
                r.push(reg(s("port.CC_ENABLE"), port::CC_ENABLE, Rw, 1, 0));
                r.push(reg(s("port.UDP_SPORT"), port::UDP_SPORT, Rw, port::UDP_SPORT_PER_QP | port::UDP_SPORT_FIXED_MASK, 0));
                r.push(reg(s("port.CNP_INTERVAL"), port::CNP_INTERVAL, Rw, !0, 0));
                r.push(reg(s("port.PSN_WINDOW"), port::PSN_WINDOW, Rw, port::PSN_WINDOW_MASK, port::PSN_WINDOW_RESET));
                r.push(reg(s("port.ACK_REQ_EVERY"), port::ACK_REQ_EVERY, Rw, port::ACK_REQ_EVERY_MASK, port::ACK_REQ_EVERY_RESET));
            }
            BlockKind::Cq => {
                r.push(reg(s("cq.COUNT"), cq::COUNT, Const, !0, cq::NUM as u32));
                for i in 0..cq::NUM {
                    r.push(reg(format!("cq.BASE_LO[{i}]"), cq::base_lo(i), Rw, !0, 0));
                    r.push(reg(format!("cq.BASE_HI[{i}]"), cq::base_hi(i), Rw, !0, 0));
                    r.push(reg(format!("cq.LOG2[{i}]"), cq::log2(i), Rw, cq::LOG2_MASK, 0));
                    r.push(reg(format!("cq.PRODUCER[{i}]"), cq::producer(i), Ro, !0, 0));
                    r.push(reg(format!("cq.CONSUMER[{i}]"), cq::consumer(i), Rw, !0, 0));
                    r.push(reg(format!("cq.STATUS[{i}]"), cq::status(i), Ro, cq::STATUS_ERROR, 0));
                }
            }
            BlockKind::Mailbox => {
                r.push(reg(s("mailbox.TARGET"), mailbox::TARGET, Rw, mailbox::TARGET_MASK, 0));
                r.push(reg(s("mailbox.OP"), mailbox::OP, Rw, mailbox::OP_MASK, 0));
                r.push(reg(s("mailbox.INDEX"), mailbox::INDEX, Rw, mailbox::INDEX_MASK, 0));
                r.push(reg(s("mailbox.GO"), mailbox::GO, Wo, 1, 0));
                r.push(reg(
                    s("mailbox.STATUS"),
                    mailbox::STATUS,
                    Ro,
                    mailbox::STATUS_BUSY | mailbox::STATUS_DONE | mailbox::STATUS_ERR | mailbox::STATUS_OVERRUN,
                    0,
                ));
                for k in 0..mailbox::DATA_WORDS {
                    r.push(reg(format!("mailbox.DATA[{k}]"), mailbox::data(k), Rw, !0, 0));
                }
                for k in 0..mailbox::DATA_WORDS {
                    r.push(reg(format!("mailbox.CPL_DATA[{k}]"), mailbox::cpl_data(k), Ro, !0, 0));
                }
            }
            BlockKind::Doorbell => {
                r.push(reg(s("doorbell.QPN"), doorbell::QPN, Rw, doorbell::QPN_MASK, 0));
                r.push(reg(s("doorbell.PRODUCER"), doorbell::PRODUCER, Rw, !0, 0));
                r.push(reg(s("doorbell.STATUS"), doorbell::STATUS, Ro, doorbell::STATUS_PENDING, 0));
            }
            BlockKind::SendDoorbell => {
                r.push(reg(s("send_doorbell.QPN"), send_doorbell::QPN, Rw, send_doorbell::QPN_MASK, 0));
                r.push(reg(s("send_doorbell.PRODUCER"), send_doorbell::PRODUCER, Rw, !0, 0));
                r.push(reg(s("send_doorbell.STATUS"), send_doorbell::STATUS, Ro, send_doorbell::STATUS_PENDING, 0));
            }
            BlockKind::EngineCounters => {
                r.push(reg(s("engine_counters.COUNT"), engine_counters::COUNT, Const, !0, engine_counters::NUM as u32));
                for (i, n) in engine_counters::NAMES.iter().enumerate() {
                    r.push(reg(format!("engine_counters.{n}"), engine_counters::value(i), Ro, !0, 0));
                }
            }
            BlockKind::RxCounters => {
                r.push(reg(s("rx_counters.COUNT"), rx_counters::COUNT, Const, !0, rx_counters::NUM as u32));
                for (i, n) in rx_counters::NAMES.iter().enumerate() {
                    r.push(reg(format!("rx_counters.{n}"), rx_counters::value(i), Ro, !0, 0));
                }
            }
            BlockKind::ReqCounters => {
                r.push(reg(s("req_counters.COUNT"), req_counters::COUNT, Const, !0, req_counters::NUM as u32));
                for (i, n) in req_counters::NAMES.iter().enumerate() {
                    r.push(reg(format!("req_counters.{n}"), req_counters::value(i), Ro, !0, 0));
                }
            }
        }
    }
    r
}

/// The register at `addr`, if any (a linear search of [`registers`]: for tests and tools).
pub fn lookup(addr: u16) -> Option<RegDesc> {
    registers().into_iter().find(|r| r.addr == addr)
}

/// True if a write of the register at `addr` does more than store its value (the list under
/// "Registers with side effects" above): a CQ's `LOG2`, `mailbox::GO`, `doorbell::PRODUCER`,
/// `send_doorbell::PRODUCER`.
pub fn has_side_effects(addr: u16) -> bool {
    let cq_log2 = (0..cq::NUM).any(|i| cq::log2(i) == addr);
    cq_log2 || addr == mailbox::GO || addr == doorbell::PRODUCER || addr == send_doorbell::PRODUCER
}

/// True if the register at `addr` is plain storage: read/write, not part of an array (`[i]` in
/// its name), and without side effects. These are the registers a generic register bank holds
/// (`hdl::config_regs`, generated from this map).
pub fn is_plain_storage(r: &RegDesc) -> bool {
    r.access == Access::Rw && !r.name.contains('[') && !has_side_effects(r.addr)
}

/// The block whose window contains `addr`, if any.
pub fn block_at(addr: u16) -> Option<&'static BlockDesc> {
    BLOCKS.iter().find(|b| b.contains(addr))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The requester's tuning registers reset to golden's default tuning.
    #[test]
    fn requester_tuning_resets_to_goldens_defaults() {
        let t = crate::transport::env::TransportTuning::default();
        assert_eq!(port::PSN_WINDOW_RESET, t.max_inflight_psns);
        assert_eq!(port::ACK_REQ_EVERY_RESET, t.ack_req_every);
        assert!(crate::sim::MAX_INFLIGHT_PSNS <= port::PSN_WINDOW_MASK);
    }

    #[test]
    fn blocks_are_in_kind_order_and_aligned() {
        for (i, b) in BLOCKS.iter().enumerate() {
            assert_eq!(b.kind, BlockKind::ALL[i], "BLOCKS[{i}]");
            assert_eq!(b.kind as usize, i);
            assert!(b.size.is_power_of_two(), "{} size {:#x}", b.name, b.size);
            assert_eq!(b.base % b.size, 0, "{} base {:#x} not aligned to its size", b.name, b.base);
            assert!(b.size >= 0x10, "{}: room for the header", b.name);
            assert_eq!(BlockKind::from_type_code(b.kind.type_code()), Some(b.kind));
            assert_eq!(b.kind.desc(), b);
        }
        assert_eq!(id::desc().base, 0);
        assert_eq!(BlockKind::from_type_code(0), None);
    }

    #[test]
    fn blocks_do_not_overlap() {
        for (i, a) in BLOCKS.iter().enumerate() {
            for b in &BLOCKS[i + 1..] {
                let a_end = a.base as u32 + a.size as u32;
                let b_end = b.base as u32 + b.size as u32;
                assert!(a_end <= b.base as u32 || b_end <= a.base as u32, "{} overlaps {}", a.name, b.name);
            }
        }
    }

    #[test]
    fn next_chain_covers_every_block_once() {
        let mut seen = BTreeSet::new();
        let mut addr = 0u16;
        let mut steps = 0;
        loop {
            let b = BLOCKS.iter().find(|b| b.base == addr).unwrap_or_else(|| panic!("NEXT {addr:#x} is no block"));
            assert!(seen.insert(b.kind), "{} visited twice", b.name);
            steps += 1;
            assert!(steps <= BLOCKS.len());
            if b.next == 0 {
                break;
            }
            assert!(b.next > b.base, "chain goes upward");
            addr = b.next;
        }
        assert_eq!(seen.len(), BLOCKS.len(), "chain misses blocks");
    }

    #[test]
    fn registers_are_aligned_unique_and_inside_their_block() {
        let regs = registers();
        let mut addrs = BTreeSet::new();
        let mut names = BTreeSet::new();
        for r in &regs {
            assert_eq!(r.addr % REG_BYTES, 0, "{} at {:#x} unaligned", r.name, r.addr);
            assert!(addrs.insert(r.addr), "{} at {:#x} overlaps another register", r.name, r.addr);
            assert!(names.insert(r.name.clone()), "{} named twice", r.name);
            let b = block_at(r.addr).unwrap_or_else(|| panic!("{} at {:#x} in no block", r.name, r.addr));
            assert!(r.name.starts_with(&format!("{}.", b.name)), "{} is in block {}", r.name, b.name);
            assert_eq!(r.reset & !r.mask, 0, "{}: reset value outside its mask", r.name);
            assert_ne!(r.mask, 0, "{}", r.name);
        }
        // Every block has its three header registers at the common offsets.
        for b in BLOCKS.iter() {
            for (off, what) in [(HDR_TYPE, "TYPE"), (HDR_VERSION, "VERSION"), (HDR_NEXT, "NEXT")] {
                let r = lookup(b.base + off).unwrap_or_else(|| panic!("{} has no {what}", b.name));
                assert_eq!(r.name, format!("{}.{what}", b.name));
                assert_eq!(r.access, Access::Const);
            }
            assert_eq!(lookup(b.base + HDR_TYPE).map(|r| r.reset), Some(b.kind.type_code()));
            assert_eq!(lookup(b.base + HDR_NEXT).map(|r| r.reset), Some(b.next as u32));
        }
        // Counts of the arrays.
        assert_eq!(regs.iter().filter(|r| r.name.starts_with("cq.PRODUCER[")).count(), cq::NUM);
        assert_eq!(regs.iter().filter(|r| r.name.starts_with("mailbox.DATA[")).count(), mailbox::DATA_WORDS);
        assert_eq!(regs.iter().filter(|r| r.name.starts_with("mailbox.CPL_DATA[")).count(), mailbox::DATA_WORDS);
    }

    #[test]
    fn arrays_fit_their_blocks() {
        // Arrays end inside their block and do not overlap the header/scalars.
        assert!(cq::status(cq::NUM - 1) < cq::BASE + BlockKind::Cq.desc().size);
        assert!(cq::ARRAY > cq::COUNT);
        assert!(mailbox::cpl_data(mailbox::DATA_WORDS - 1) < mailbox::BASE + 0x400);
        assert!(mailbox::data(mailbox::DATA_WORDS - 1) < mailbox::CPL_DATA);
        assert!(mailbox::DATA > mailbox::STATUS);
        assert!(engine_counters::value(engine_counters::NUM - 1) < engine_counters::BASE + 0x200);
        assert!(rx_counters::value(rx_counters::NUM - 1) < rx_counters::BASE + 0x200);
        assert!(req_counters::value(req_counters::NUM - 1) < req_counters::BASE + 0x200);
        assert!(cq::STRIDE >= 6 * REG_BYTES && cq::STRIDE.is_power_of_two(), "six registers per queue");
    }

    #[test]
    fn counter_names() {
        let e: BTreeSet<_> = engine_counters::NAMES.iter().collect();
        assert_eq!(e.len(), engine_counters::NUM, "engine counter names unique");
        let r: BTreeSet<_> = rx_counters::NAMES.iter().collect();
        assert_eq!(r.len(), rx_counters::NUM, "rx counter names unique");
        assert_eq!(engine_counters::index("rx_packets"), Some(0));
        assert_eq!(engine_counters::index("dma_errors"), Some(23));
        assert_eq!(engine_counters::index("nope"), None);
        assert_eq!(rx_counters::index("bad_icrc"), Some(7));
        let q: BTreeSet<_> = req_counters::NAMES.iter().collect();
        assert_eq!(q.len(), req_counters::NUM, "requester counter names unique");
        assert_eq!(req_counters::index("requests_sent"), Some(0));
        assert_eq!(lookup(req_counters::value(1)).map(|r| r.name), Some("req_counters.retransmissions".to_string()));
        assert_eq!(lookup(engine_counters::value(4)).map(|r| r.name), Some("engine_counters.acks_sent".to_string()));
    }

    #[test]
    fn value_encodings() {
        assert_eq!(NIC_TYPE_ROCE, 0x524F_4345);
        assert_eq!(version_major(version(3, 7)), 3);
        assert_eq!(version_minor(version(3, 7)), 7);
        let mac = [0x02, 0x11, 0x22, 0x33, 0x44, 0x55];
        assert_eq!(mac_words(mac), [0x3322_1102, 0x5544]);
        assert_eq!(mac_from_words(0x3322_1102, 0x5544), mac);
        let (w, v6) = ip_words("10.0.0.1".parse().unwrap());
        assert_eq!((w, v6), ([0x0100_000A, 0, 0, 0], false));
        let (w, v6) = ip_words("fe80::1".parse().unwrap());
        assert_eq!((w, v6), ([0x0000_80FE, 0, 0, 0x0100_0000], true));
        let bytes: Vec<u8> = (0..128u32).map(|i| i as u8).collect();
        let words = entry_to_words(&bytes);
        assert_eq!(words[0], 0x0302_0100);
        assert_eq!(words[31], 0x7F7E_7D7C);
        assert_eq!(words_to_entry(&words).to_vec(), bytes);
        // A 64-byte key entry fills the first 16 words; the rest are zero.
        let w = entry_to_words(&bytes[..64]);
        assert!(w[16..].iter().all(|x| *x == 0));
    }
}
