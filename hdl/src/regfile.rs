//! Register file (issue 6): the AXI4-Lite slave through which the driver configures the NIC,
//! issues cache commands, rings receive doorbells and reads counters. The register map is
//! [`golden::regs`] (addresses, widths, reset values, side effects). Its plain storage registers
//! (read/write, no side effect, not in an array: the table bases, the port configuration, the
//! mailbox's TARGET/OP/INDEX, the doorbell's QPN) and its constants are the bank
//! [`crate::config_regs::ConfigRegs`], generated from the map by [`crate::regmap_gen`]: adding
//! such a register is one line in the map (and, to use it, one output here). This block keeps
//! the registers with behaviour (the CQ arrays, in their own block [`crate::cq_regs::CqRegs`];
//! mailbox, doorbell, counters); every address it
//! decodes is a [`Constant`] built from the map at construction, and the few bit positions
//! written as literals are pinned to golden's constants by compile-time asserts.
//!
//! # AXI4-Lite
//! - 16-bit byte address, 32-bit data. AW and W are accepted independently, in either order or
//!   together, into one holding register each (`awready` / `wready` low while it is full). Once
//!   both are held and no write response is waiting, the write is performed and its response
//!   raised; the next AW/W can be taken from the following cycle. So one write is outstanding.
//! - `wstrb` is honoured per byte. Bits above a register's width are dropped on write and read
//!   as 0. Read-only registers ignore writes and answer OKAY.
//! - Reads: `arready` while neither a read nor its response is held; the address is registered,
//!   the data is selected from that register in the next cycle into the `rdata` register
//!   (`rvalid` two cycles after the AR handshake at the earliest). One read outstanding.
//! - An address that is no register (including unaligned ones) answers SLVERR (`resp = 2`,
//!   `rdata = 0`) and changes nothing.
//!
//! # Side effects (see [`golden::regs`])
//! - Mailbox: a GO write (bit 0) while not busy raises `cmd_valid` with TARGET/OP/INDEX/DATA
//!   until `cmd_ready`; STATUS.BUSY stays set until `cpl_valid` (always accepted), which sets
//!   DONE, ERR = `cpl_err` and latches `cpl_data` into CPL_DATA. GO while busy sets OVERRUN and is
//!   otherwise ignored. The command registers drive `cmd_*` directly: do not change them while
//!   `cmd_valid` is high (the driver polls BUSY first).
//! - Doorbells (receive `db`, send `sdb`, each a [`DoorbellRegs`]): a PRODUCER write raises the
//!   doorbell with the block's QPN and the producer until it is taken. A PRODUCER write while
//!   that doorbell is pending is held (not performed, no response) until the pending one is
//!   taken: back-pressure on the B channel.
//! - `id.CAPS` reads the `caps` input (the top's constant: which engines it holds).
//! - CQs: `cq_inc` adds one to the producer of queue `cq_sel`, `cq_err_set` sets its STATUS
//!   error bit; a write of a queue's LOG2 clears its producer, consumer and error (the write wins
//!   over a simultaneous increment or error). The requester's send completions have their own
//!   port (`scq`, a [`CqPort`]: events and view of its queue); events of both ports add up.
//!
//! # Outputs
//! Every configuration output is a register's output (no logic after the flip-flop). The CQ read
//! port (`cq_base`, `cq_log2`, `cq_producer`) is a combinational 16:1 selection by `cq_sel`, as
//! the contract asks. MAC and IP outputs are wire bytes (byte `k` in bits `8k+7..8k`, the
//! `TxMeta` convention); VLAN ID, TTL, UDP port and interval are plain values.
//!
//! # Reset
//! Synchronous, active high: every register to its [`golden::regs::RegDesc::reset`] value,
//! pending command/doorbell/responses dropped.
//!
//! # Size and depth (`roce synth --block roce_responder --part roce_responder__regs`, Yosys 0.23
//! `synth_xilinx -family xcup -nowidelut`, the instance flattened on its own, session 23)
//! 9,653 LUTs, 4,906 flip-flops (mailbox DATA and CPL_DATA are 2 x 1,024 of them, the 16 CQs
//! 1,616). Deepest register-to-register path: 6 LUT levels (the write address's queue-window
//! decode into `wd_in_cq`). Each write-decode group is registered on its own and the hit is an
//! OR of those registers at the write: with one registered hit behind all range compares and
//! the generated bank's decode, the part measured 8 and the whole responder 9 (session 22).
//! The contract's combinational CQ read port is 6 LUT levels from `cq_sel` to `cq_base`: whoever
//! drives `cq_sel` should do so from a register.
//! Word reads of the 1,024-bit vectors select by constant shifts (an AND-OR of 32 words), not
//! by a barrel shifter (which cost ~2,500 LUTs more).
use crate::config_regs::ConfigRegs;
use crate::cq_regs::{CqPort, CqRegs};
use crate::doorbell_regs::{Doorbell, DoorbellRegs};
use golden::regs::{cq, doorbell, engine_counters, id, mailbox, port, req_counters, rx_counters, send_doorbell};
use crate::axi::AxiLiteSlave;
use rust_hdl::prelude::*;

// Bit positions and array geometry written as literals below, pinned to the map.
const _: () = assert!(port::VLAN_ENABLE == 1 << 16 && port::VLAN_VID_MASK == 0xFFF);
const _: () = assert!(port::UDP_SPORT_PER_QP == 1 << 16 && port::UDP_SPORT_FIXED_MASK == 0xFFFF);
const _: () = assert!(id::CONTROL_ENABLE == 1);
const _: () = assert!(
    mailbox::STATUS_BUSY == 1 && mailbox::STATUS_DONE == 2 && mailbox::STATUS_ERR == 4 && mailbox::STATUS_OVERRUN == 8
);
const _: () = assert!(doorbell::STATUS_PENDING == 1 && send_doorbell::STATUS_PENDING == 1);
const _: () = assert!(id::CAPS_RESPONDER == 1 && id::CAPS_REQUESTER == 2);
const _: () = assert!(cq::NUM == 16 && cq::STRIDE == 32 && cq::ARRAY % 0x100 == 0 && cq::STATUS_ERROR == 1);
const _: () = assert!(mailbox::DATA_WORDS == 32 && engine_counters::NUM == 34 && rx_counters::NUM == 11 && req_counters::NUM == 18);

/// The engine counters the transmit path counts, in `tx_counters` order (word k = bits 32k..32k+32).
pub const TX_COUNTER_SLOTS: [&str; 4] = ["tx_packets", "tx_bytes", "acks_coalesced", "acks_withdrawn"];
const _: () = assert!(mailbox::TARGET_MKEY == 1 && mailbox::OP_MASK == 7 && mailbox::INDEX_MASK == 0xFF_FFFF);

fn a16(addr: u16) -> Constant<Bits<16>> {
    Constant::new((addr as u64).into())
}

/// The register file (see the module documentation).
#[derive(LogicBlock)]
pub struct RegFile {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: every register to its reset value.
    pub reset: Signal<In, Bit>,
    /// The driver's AXI4-Lite port (BRESP / RRESP: 0 OKAY, 2 SLVERR when no register is at the
    /// address; RDATA 0 with SLVERR).
    pub s_axil: AxiLiteSlave,

    /// The NIC processes traffic (id.CONTROL bit 0).
    pub enable: Signal<Out, Bit>,
    /// QP context table base address.
    pub qpc_base: Signal<Out, Bits<64>>,
    /// log2 of the QP context table's entry count.
    pub qpc_log2: Signal<Out, Bits<5>>,
    /// Key table base address.
    pub mkey_base: Signal<Out, Bits<64>>,
    /// log2 of the key table's entry count.
    pub mkey_log2: Signal<Out, Bits<5>>,
    /// Atomic replay table base address (256-byte aligned: bits 7..0 are zero).
    pub replay_base: Signal<Out, Bits<64>>,
    /// Send-queue context table base address (64-byte aligned: bits 5..0 are zero).
    pub sqc_base: Signal<Out, Bits<64>>,
    /// What the top holds, read as `id.CAPS` (bit 0 responder, bit 1 requester): a constant of
    /// the top.
    pub caps: Signal<In, Bits<2>>,
    /// Local MAC, wire bytes (byte 0 in bits 7..0).
    pub local_mac: Signal<Out, Bits<48>>,
    /// Local IP, wire bytes (IPv4: bits 31..0).
    pub local_ip: Signal<Out, Bits<128>>,
    /// Local IP is IPv6.
    pub ip_v6: Signal<Out, Bit>,
    /// Insert an 802.1Q tag.
    pub vlan_en: Signal<Out, Bit>,
    /// VLAN ID (value).
    pub vlan_vid: Signal<Out, Bits<12>>,
    /// 802.1Q priority of data packets.
    pub pcp: Signal<Out, Bits<3>>,
    /// DSCP of data packets.
    pub dscp: Signal<Out, Bits<6>>,
    /// IPv4 TTL / IPv6 hop limit.
    pub ttl: Signal<Out, Bits<8>>,
    /// 802.1Q priority of CNPs.
    pub cnp_pcp: Signal<Out, Bits<3>>,
    /// DSCP of CNPs.
    pub cnp_dscp: Signal<Out, Bits<6>>,
    /// Congestion control on (ECT(0) on READ responses, CNPs sent).
    pub cc_enabled: Signal<Out, Bit>,
    /// Fixed UDP source port (value).
    pub udp_sport_fixed: Signal<Out, Bits<16>>,
    /// Use the QP context's UDP source port instead of the fixed one.
    pub udp_sport_per_qp: Signal<Out, Bit>,
    /// Minimum cycles between two CNPs to one QP.
    pub cnp_interval: Signal<Out, Bits<32>>,
    /// The requester's PSN window (`port.PSN_WINDOW`).
    pub psn_window: Signal<Out, Bits<24>>,
    /// The requester's AckReq interval (`port.ACK_REQ_EVERY`).
    pub ack_req_every: Signal<Out, Bits<8>>,

    /// CQ read port: queue number.
    pub cq_sel: Signal<In, Bits<4>>,
    /// Ring base of queue `cq_sel` (combinational).
    pub cq_base: Signal<Out, Bits<64>>,
    /// log2 ring size of queue `cq_sel` (combinational).
    pub cq_log2: Signal<Out, Bits<5>>,
    /// Pulse: a completion entry was written into queue `cq_sel`; its producer += 1.
    pub cq_inc: Signal<In, Bit>,
    /// Producer index of queue `cq_sel` (combinational; before this cycle's `cq_inc`).
    pub cq_producer: Signal<Out, Bits<32>>,
    /// Consumer index of queue `cq_sel`, as the driver last wrote it (combinational).
    pub cq_consumer: Signal<Out, Bits<32>>,
    /// Queue `cq_sel` is in error (combinational).
    pub cq_error: Signal<Out, Bit>,
    /// Pulse: a completion found queue `cq_sel` full or in error; its error bit is set.
    pub cq_err_set: Signal<In, Bit>,
    /// The requester's completion port (its own queue selection, view and events).
    pub scq: CqPort,

    /// Cache command valid (held until `cmd_ready`).
    pub cmd_valid: Signal<Out, Bit>,
    /// Cache command taken.
    pub cmd_ready: Signal<In, Bit>,
    /// Command target (`mailbox.TARGET`): 0 = QPC cache, 1 = key cache, 2 = send-queue context
    /// cache ([`crate::mailbox_route`] routes it).
    pub cmd_target: Signal<Out, Bits<2>>,
    /// Command op (`crate::ctx_cache::cmd` codes).
    pub cmd_op: Signal<Out, Bits<3>>,
    /// Command entry index.
    pub cmd_index: Signal<Out, Bits<24>>,
    /// Command entry data (byte k in bits 8k+7..8k).
    pub cmd_data: Signal<Out, Bits<1024>>,
    /// Command completion (always accepted).
    pub cpl_valid: Signal<In, Bit>,
    /// Completion error flag.
    pub cpl_err: Signal<In, Bit>,
    /// Completion data (READ: the entry).
    pub cpl_data: Signal<In, Bits<1024>>,

    /// The receive doorbell (QPN, receive queue producer index), held until taken.
    pub db: Doorbell,
    /// The send doorbell (QPN, send queue producer index), held until taken.
    pub sdb: Doorbell,

    /// Engine counters, counter i in bits 32i+31..32i (`golden::regs::engine_counters::NAMES`).
    pub engine_counters: Signal<In, Bits<1088>>,
    /// The transmit path's counters, 32 bits each in [`TX_COUNTER_SLOTS`] order (`tx_packets`,
    /// `tx_bytes`, `acks_coalesced`, `acks_withdrawn`): read as those engine counters, ORed with
    /// `engine_counters`' own word (which the engine leaves zero).
    pub tx_counters: Signal<In, Bits<128>>,
    /// RX parser counters, counter i in bits 32i+31..32i (`golden::regs::rx_counters::NAMES`).
    pub rx_counters: Signal<In, Bits<352>>,
    /// Requester counters, counter i in bits 32i+31..32i (`golden::regs::req_counters::NAMES`;
    /// zero in a NIC without a requester).
    pub req_counters: Signal<In, Bits<{ crate::req_counters::WIDTH }>>,

    // ---- address constants (from golden::regs) ----
    a_mb_go: Constant<Bits<16>>,
    a_mb_status: Constant<Bits<16>>,
    a_db_prod: Constant<Bits<16>>,
    a_db_status: Constant<Bits<16>>,
    a_sdb_prod: Constant<Bits<16>>,
    a_sdb_status: Constant<Bits<16>>,
    a_caps: Constant<Bits<16>>,
    /// CQ array: first byte, end (exclusive).
    cq_lo: Constant<Bits<16>>,
    cq_hi: Constant<Bits<16>>,
    /// The end of a queue's registers inside its stride (offsets from it up are holes).
    cq_off_end: Constant<Bits<5>>,
    /// Word numbers 0..32 and their bit offsets (word selection by constant shifts).
    wid: Vec<Constant<Bits<5>>>,
    wsh: Vec<Constant<Bits<10>>>,
    /// The same for the engine counters' words 0..`engine_counters::NUM` (one more than 32).
    wid_eng: Vec<Constant<Bits<6>>>,
    wsh_eng: Vec<Constant<Bits<11>>>,
    /// Engine counter words of the transmit path's counters, and their offsets in `tx_counters`.
    wid_tx: Vec<Constant<Bits<6>>>,
    wsh_tx: Vec<Constant<Bits<7>>>,
    mbd_lo: Constant<Bits<16>>,
    mbd_hi: Constant<Bits<16>>,
    mbc_lo: Constant<Bits<16>>,
    mbc_hi: Constant<Bits<16>>,
    eng_lo: Constant<Bits<16>>,
    eng_hi: Constant<Bits<16>>,
    rxc_lo: Constant<Bits<16>>,
    rxc_hi: Constant<Bits<16>>,
    reqc_lo: Constant<Bits<16>>,
    reqc_hi: Constant<Bits<16>>,
    /// The plain storage and constant registers, generated from the map (`crate::regmap_gen`).
    cfg: ConfigRegs,

    // ---- AXI-Lite state ----
    aw_full: DFF<Bit>,
    aw_addr: DFF<Bits<16>>,
    w_full: DFF<Bit>,
    w_data: DFF<Bits<32>>,
    w_strb: DFF<Bits<4>>,
    b_valid: DFF<Bit>,
    b_resp: DFF<Bits<2>>,
    ar_full: DFF<Bit>,
    ar_addr: DFF<Bits<16>>,
    r_valid: DFF<Bit>,
    r_data: DFF<Bits<32>>,
    r_resp: DFF<Bits<2>>,

    // ---- storage ----
    /// The completion queues' registers.
    cqr: CqRegs,
    r_mb_data: DFF<Bits<1024>>,
    r_mb_valid: DFF<Bit>,
    r_mb_busy: DFF<Bits<1>>,
    r_mb_done: DFF<Bits<1>>,
    r_mb_err: DFF<Bits<1>>,
    r_mb_overrun: DFF<Bits<1>>,
    r_mb_cpl: DFF<Bits<1024>>,
    /// The receive and the send doorbell's PRODUCER and pending doorbell.
    rdb: DoorbellRegs,
    sdbr: DoorbellRegs,

    // ---- write decode ----
    /// Write address (copy of the AW holding register).
    wa: Signal<Local, Bits<16>>,
    /// Byte mask from the strobes.
    wm: Signal<Local, Bits<32>>,
    /// Write data under the mask.
    wv: Signal<Local, Bits<32>>,
    /// A write to doorbell PRODUCER.
    w_is_dbp: Signal<Local, Bit>,
    /// A write to send doorbell PRODUCER.
    w_is_sdbp: Signal<Local, Bit>,
    /// The write is performed this cycle.
    w_exec: Signal<Local, Bit>,
    /// The write address is a register.
    w_hit: Signal<Local, Bit>,
    w_al: Signal<Local, Bit>,
    w_in_cq: Signal<Local, Bit>,
    w_cq_rel: Signal<Local, Bits<9>>,
    w_cq_idx: Signal<Local, Bits<4>>,
    w_cq_off: Signal<Local, Bits<5>>,
    w_in_mbd: Signal<Local, Bit>,
    /// Mailbox DATA word addressed by the write.
    w_word: Signal<Local, Bits<5>>,
    /// The write's range decode, registered (a cycle after the address is in, so that the range
    /// comparisons and the per-queue writes are not one path): valid, and the decoded fields.
    wd_ok: DFF<Bit>,
    /// The write hits one of the four named control registers (mailbox GO / STATUS, doorbell).
    wd_hit: DFF<Bit>,
    /// The generated bank's write hit, registered with the decode.
    wd_cfg_hit: DFF<Bit>,
    /// The write falls in the mailbox completion data, the engine counters, the RX counters.
    wd_in_mbc: DFF<Bit>,
    wd_in_eng: DFF<Bit>,
    wd_in_rxc: DFF<Bit>,
    wd_in_reqc: DFF<Bit>,
    wd_in_cq: DFF<Bit>,
    wd_cq_idx: DFF<Bits<4>>,
    wd_cq_off: DFF<Bits<5>>,
    wd_in_mbd: DFF<Bit>,
    wd_word: DFF<Bits<5>>,

    // ---- read decode ----
    ra: Signal<Local, Bits<16>>,
    rd_val: Signal<Local, Bits<32>>,
    rd_hit: Signal<Local, Bit>,
    /// The read's range decode, registered (as the write's: a cycle after the address is in, so
    /// that the range comparisons and the word selection are not one path): valid, and the
    /// decoded fields (`rq_*` for `r_*`).
    rq_ok: DFF<Bit>,
    rq_in_cq: DFF<Bit>,
    rq_cq_idx: DFF<Bits<4>>,
    rq_cq_off: DFF<Bits<5>>,
    rq_in_mbd: DFF<Bit>,
    rq_in_mbc: DFF<Bit>,
    rq_in_eng: DFF<Bit>,
    rq_in_rx: DFF<Bit>,
    rq_in_req: DFF<Bit>,
    rq_word_mbd: DFF<Bits<5>>,
    rq_word_mbc: DFF<Bits<5>>,
    rq_word_eng: DFF<Bits<6>>,
    rq_word_rx: DFF<Bits<5>>,
    rq_word_req: DFF<Bits<5>>,
    r_al: Signal<Local, Bit>,
    r_in_cq: Signal<Local, Bit>,
    r_cq_rel: Signal<Local, Bits<9>>,
    r_cq_idx: Signal<Local, Bits<4>>,
    r_cq_off: Signal<Local, Bits<5>>,
    r_in_mbd: Signal<Local, Bit>,
    r_in_mbc: Signal<Local, Bit>,
    r_in_eng: Signal<Local, Bit>,
    r_in_rx: Signal<Local, Bit>,
    r_in_req: Signal<Local, Bit>,
    r_word_mbd: Signal<Local, Bits<5>>,
    r_word_mbc: Signal<Local, Bits<5>>,
    r_word_eng: Signal<Local, Bits<6>>,
    r_word_rx: Signal<Local, Bits<5>>,
    r_word_req: Signal<Local, Bits<5>>,
    acc_mbd: Signal<Local, Bits<32>>,
    acc_mbc: Signal<Local, Bits<32>>,
    acc_eng: Signal<Local, Bits<32>>,
    acc_rx: Signal<Local, Bits<32>>,
    acc_req: Signal<Local, Bits<32>>,
}

impl Default for RegFile {
    fn default() -> Self {
        Self::new()
    }
}

impl RegFile {
    /// A register file decoding [`golden::regs`].
    pub fn new() -> Self {
        let c5 = |v: u16| Constant::new((v as u64).into());
        RegFile {
            clock: Default::default(),
            reset: Default::default(),
            s_axil: Default::default(),
            enable: Default::default(),
            qpc_base: Default::default(),
            qpc_log2: Default::default(),
            mkey_base: Default::default(),
            mkey_log2: Default::default(),
            replay_base: Default::default(),
            sqc_base: Default::default(),
            caps: Default::default(),
            local_mac: Default::default(),
            local_ip: Default::default(),
            ip_v6: Default::default(),
            vlan_en: Default::default(),
            vlan_vid: Default::default(),
            pcp: Default::default(),
            dscp: Default::default(),
            ttl: Default::default(),
            cnp_pcp: Default::default(),
            cnp_dscp: Default::default(),
            cc_enabled: Default::default(),
            udp_sport_fixed: Default::default(),
            udp_sport_per_qp: Default::default(),
            cnp_interval: Default::default(),
            psn_window: Default::default(),
            ack_req_every: Default::default(),
            cq_sel: Default::default(),
            cq_base: Default::default(),
            cq_log2: Default::default(),
            cq_inc: Default::default(),
            cq_consumer: Default::default(),
            cq_error: Default::default(),
            cq_err_set: Default::default(),
            scq: Default::default(),
            cq_producer: Default::default(),
            cmd_valid: Default::default(),
            cmd_ready: Default::default(),
            cmd_target: Default::default(),
            cmd_op: Default::default(),
            cmd_index: Default::default(),
            cmd_data: Default::default(),
            cpl_valid: Default::default(),
            cpl_err: Default::default(),
            cpl_data: Default::default(),
            db: Default::default(),
            sdb: Default::default(),
            engine_counters: Default::default(),
            tx_counters: Default::default(),
            rx_counters: Default::default(),
            req_counters: Default::default(),
            a_mb_go: a16(mailbox::GO),
            a_mb_status: a16(mailbox::STATUS),
            a_db_prod: a16(doorbell::PRODUCER),
            a_db_status: a16(doorbell::STATUS),
            a_sdb_prod: a16(send_doorbell::PRODUCER),
            a_sdb_status: a16(send_doorbell::STATUS),
            a_caps: a16(id::CAPS),
            cq_lo: a16(cq::ARRAY),
            cq_hi: a16(cq::ARRAY + cq::STRIDE * cq::NUM as u16),
            cq_off_end: c5(cq::OFF_STATUS + 4),
            wid: (0..32u64).map(|i| Constant::new(i.into())).collect(),
            wsh: (0..32u64).map(|i| Constant::new((32 * i).into())).collect(),
            wid_eng: (0..engine_counters::NUM as u64).map(|i| Constant::new(i.into())).collect(),
            wsh_eng: (0..engine_counters::NUM as u64).map(|i| Constant::new((32 * i).into())).collect(),
            wid_tx: TX_COUNTER_SLOTS.iter().map(|n| Constant::new((engine_counters::index(n).expect("a TX counter name") as u64).into())).collect(),
            wsh_tx: (0..TX_COUNTER_SLOTS.len() as u64).map(|k| Constant::new((32 * k).into())).collect(),
            mbd_lo: a16(mailbox::DATA),
            mbd_hi: a16(mailbox::DATA + 4 * mailbox::DATA_WORDS as u16),
            mbc_lo: a16(mailbox::CPL_DATA),
            mbc_hi: a16(mailbox::CPL_DATA + 4 * mailbox::DATA_WORDS as u16),
            eng_lo: a16(engine_counters::VALUES),
            eng_hi: a16(engine_counters::VALUES + 4 * engine_counters::NUM as u16),
            rxc_lo: a16(rx_counters::VALUES),
            rxc_hi: a16(rx_counters::VALUES + 4 * rx_counters::NUM as u16),
            reqc_lo: a16(req_counters::VALUES),
            reqc_hi: a16(req_counters::VALUES + 4 * req_counters::NUM as u16),
            cfg: Default::default(),
            aw_full: Default::default(),
            aw_addr: Default::default(),
            w_full: Default::default(),
            w_data: Default::default(),
            w_strb: Default::default(),
            b_valid: Default::default(),
            b_resp: Default::default(),
            ar_full: Default::default(),
            ar_addr: Default::default(),
            r_valid: Default::default(),
            r_data: Default::default(),
            r_resp: Default::default(),
            cqr: Default::default(),
            r_mb_data: Default::default(),
            r_mb_valid: Default::default(),
            r_mb_busy: Default::default(),
            r_mb_done: Default::default(),
            r_mb_err: Default::default(),
            r_mb_overrun: Default::default(),
            r_mb_cpl: Default::default(),
            rdb: Default::default(),
            sdbr: Default::default(),
            wa: Default::default(),
            wm: Default::default(),
            wv: Default::default(),
            w_is_dbp: Default::default(),
            w_is_sdbp: Default::default(),
            w_exec: Default::default(),
            w_hit: Default::default(),
            w_al: Default::default(),
            w_in_cq: Default::default(),
            w_cq_rel: Default::default(),
            w_cq_idx: Default::default(),
            w_cq_off: Default::default(),
            w_in_mbd: Default::default(),
            w_word: Default::default(),
            wd_ok: Default::default(),
            wd_hit: Default::default(),
            wd_cfg_hit: Default::default(),
            wd_in_mbc: Default::default(),
            wd_in_eng: Default::default(),
            wd_in_rxc: Default::default(),
            wd_in_reqc: Default::default(),
            wd_in_cq: Default::default(),
            wd_cq_idx: Default::default(),
            wd_cq_off: Default::default(),
            wd_in_mbd: Default::default(),
            wd_word: Default::default(),
            ra: Default::default(),
            rd_val: Default::default(),
            rd_hit: Default::default(),
            rq_ok: Default::default(),
            rq_in_cq: Default::default(),
            rq_cq_idx: Default::default(),
            rq_cq_off: Default::default(),
            rq_in_mbd: Default::default(),
            rq_in_mbc: Default::default(),
            rq_in_eng: Default::default(),
            rq_in_rx: Default::default(),
            rq_in_req: Default::default(),
            rq_word_mbd: Default::default(),
            rq_word_mbc: Default::default(),
            rq_word_eng: Default::default(),
            rq_word_rx: Default::default(),
            rq_word_req: Default::default(),
            r_al: Default::default(),
            r_in_cq: Default::default(),
            r_cq_rel: Default::default(),
            r_cq_idx: Default::default(),
            r_cq_off: Default::default(),
            r_in_mbd: Default::default(),
            r_in_mbc: Default::default(),
            r_in_eng: Default::default(),
            r_in_rx: Default::default(),
            r_in_req: Default::default(),
            r_word_mbd: Default::default(),
            r_word_mbc: Default::default(),
            r_word_eng: Default::default(),
            r_word_rx: Default::default(),
            r_word_req: Default::default(),
            acc_mbd: Default::default(),
            acc_mbc: Default::default(),
            acc_eng: Default::default(),
            acc_rx: Default::default(),
            acc_req: Default::default(),
        }
    }
}

impl Logic for RegFile {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, aw_full, aw_addr, w_full, w_data, w_strb, b_valid, b_resp, ar_full, ar_addr, r_valid, r_data,
            r_resp, r_mb_data, r_mb_valid, r_mb_busy, r_mb_done, r_mb_err, r_mb_overrun, r_mb_cpl, wd_ok, wd_hit, wd_cfg_hit, wd_in_mbc, wd_in_eng, wd_in_rxc, wd_in_reqc, wd_in_cq, wd_cq_idx, wd_cq_off, wd_in_mbd, wd_word, rq_ok, rq_in_cq,
            rq_cq_idx, rq_cq_off, rq_in_mbd, rq_in_mbc, rq_in_eng, rq_in_rx, rq_in_req, rq_word_mbd, rq_word_mbc, rq_word_eng, rq_word_rx, rq_word_req
        );
        self.cqr.clock.next = self.clock.val();
        self.cqr.reset.next = self.reset.val();

        // ---------------- AXI-Lite handshakes ----------------
        self.s_axil.awready.next = !self.aw_full.q.val();
        self.s_axil.wready.next = !self.w_full.q.val();
        self.s_axil.bvalid.next = self.b_valid.q.val();
        self.s_axil.bresp.next = self.b_resp.q.val();
        self.s_axil.arready.next = !self.ar_full.q.val() & !self.r_valid.q.val();
        self.s_axil.rvalid.next = self.r_valid.q.val();
        self.s_axil.rdata.next = self.r_data.q.val();
        self.s_axil.rresp.next = self.r_resp.q.val();
        if self.s_axil.awvalid.val() & !self.aw_full.q.val() {
            self.aw_full.d.next = true;
            self.aw_addr.d.next = self.s_axil.awaddr.val();
        }
        if self.s_axil.wvalid.val() & !self.w_full.q.val() {
            self.w_full.d.next = true;
            self.w_data.d.next = self.s_axil.wdata.val();
            self.w_strb.d.next = self.s_axil.wstrb.val();
        }
        if self.b_valid.q.val() & self.s_axil.bready.val() {
            self.b_valid.d.next = false;
        }

        // ---------------- NIC-side events ----------------
        if self.r_mb_valid.q.val() & self.cmd_ready.val() {
            self.r_mb_valid.d.next = false;
        }
        if self.cpl_valid.val() {
            self.r_mb_busy.d.next = 0.into();
            self.r_mb_done.d.next = 1.into();
            self.r_mb_err.d.next = 0.into();
            if self.cpl_err.val() {
                self.r_mb_err.d.next = 1.into();
            }
            self.r_mb_cpl.d.next = self.cpl_data.val();
        }
        // The doorbells: a performed PRODUCER write raises one, the consumer takes it.
        self.rdb.clock.next = self.clock.val();
        self.rdb.reset.next = self.reset.val();
        self.sdbr.clock.next = self.clock.val();
        self.sdbr.reset.next = self.reset.val();
        Doorbell::link(&mut self.db, &mut self.rdb.db);
        Doorbell::link(&mut self.sdb, &mut self.sdbr.db);
        self.cqr.sel.next = self.cq_sel.val();
        self.cqr.inc.next = self.cq_inc.val();
        self.cqr.err_set.next = self.cq_err_set.val();
        CqPort::link(&mut self.scq, &mut self.cqr.scq);

        // ---------------- write decode and execution ----------------
        self.wa.next = self.aw_addr.q.val();
        self.wm.next = 0.into();
        if self.w_strb.q.val().get_bit(0) {
            self.wm.next = self.wm.val() | 0xFF;
        }
        if self.w_strb.q.val().get_bit(1) {
            self.wm.next = self.wm.val() | 0xFF00;
        }
        if self.w_strb.q.val().get_bit(2) {
            self.wm.next = self.wm.val() | 0xFF_0000;
        }
        if self.w_strb.q.val().get_bit(3) {
            self.wm.next = self.wm.val() | 0xFF00_0000_u64;
        }
        self.wv.next = self.w_data.q.val() & self.wm.val();
        self.w_al.next = self.wa.val().get_bits::<2>(0) == 0;
        self.w_is_dbp.next = self.wa.val() == self.a_db_prod.val();
        self.w_is_sdbp.next = self.wa.val() == self.a_sdb_prod.val();
        self.w_exec.next = self.aw_full.q.val()
            & self.wd_ok.q.val()
            & self.w_full.q.val()
            & !self.b_valid.q.val()
            & !(self.w_is_dbp.val() & self.rdb.pending.val())
            & !(self.w_is_sdbp.val() & self.sdbr.pending.val());
        self.rdb.wr.next = self.w_exec.val() & self.w_is_dbp.val();
        self.rdb.wv.next = self.wv.val();
        self.rdb.wm.next = self.wm.val();
        self.rdb.qpn.next = self.cfg.doorbell_qpn.val();
        self.sdbr.wr.next = self.w_exec.val() & self.w_is_sdbp.val();
        self.sdbr.wv.next = self.wv.val();
        self.sdbr.wm.next = self.wm.val();
        self.sdbr.qpn.next = self.cfg.send_doorbell_qpn.val();
        // The generated bank of the plain storage and constant registers: it decodes and performs
        // their writes and reads (`crate::config_regs`).
        self.cfg.clock.next = self.clock.val();
        self.cfg.reset.next = self.reset.val();
        self.cfg.wr.next = self.w_exec.val();
        self.cfg.wa.next = self.aw_addr.q.val();
        self.cfg.wv.next = self.wv.val();
        self.cfg.wm.next = self.wm.val();
        self.cfg.ra.next = self.ar_addr.q.val();
        self.w_cq_rel.next = bit_cast::<9, 16>(self.wa.val() - self.cq_lo.val());
        self.w_in_cq.next = self.w_al.val() & (self.wa.val() >= self.cq_lo.val()) & (self.wa.val() < self.cq_hi.val());
        self.w_cq_idx.next = self.w_cq_rel.val().get_bits::<4>(5);
        self.w_cq_off.next = self.w_cq_rel.val().get_bits::<5>(0);
        // Offsets 0x18 and 0x1C of a queue are holes (SLVERR).
        self.w_in_cq.next = self.w_in_cq.val() & (self.w_cq_off.val() < self.cq_off_end.val());
        self.w_in_mbd.next = self.w_al.val() & (self.wa.val() >= self.mbd_lo.val()) & (self.wa.val() < self.mbd_hi.val());
        self.w_word.next = bit_cast::<5, 16>((self.wa.val() - self.mbd_lo.val()) >> 2);
        // Hit: any register, read-only ones included (their writes are ignored with OKAY). Each
        // group's decode is registered on its own (`wd_in_*`, the generated bank's `wd_cfg_hit`)
        // and they are joined at the write: an OR of registers, not a range compare in front of a
        // wide OR.
        self.w_hit.next = (self.wa.val() == self.a_mb_go.val())
            | (self.wa.val() == self.a_mb_status.val())
            | (self.wa.val() == self.a_db_prod.val())
            | (self.wa.val() == self.a_db_status.val())
            | (self.wa.val() == self.a_sdb_prod.val())
            | (self.wa.val() == self.a_sdb_status.val())
            | (self.wa.val() == self.a_caps.val());
        // The address register only changes while empty, so the decode of the cycle after it came
        // in holds until the write is performed.
        self.wd_ok.d.next = self.aw_full.q.val() & !self.w_exec.val();
        self.wd_hit.d.next = self.w_hit.val();
        self.wd_cfg_hit.d.next = self.cfg.w_hit.val();
        self.wd_in_mbc.d.next = self.w_al.val() & (self.wa.val() >= self.mbc_lo.val()) & (self.wa.val() < self.mbc_hi.val());
        self.wd_in_eng.d.next = self.w_al.val() & (self.wa.val() >= self.eng_lo.val()) & (self.wa.val() < self.eng_hi.val());
        self.wd_in_rxc.d.next = self.w_al.val() & (self.wa.val() >= self.rxc_lo.val()) & (self.wa.val() < self.rxc_hi.val());
        self.wd_in_reqc.d.next = self.w_al.val() & (self.wa.val() >= self.reqc_lo.val()) & (self.wa.val() < self.reqc_hi.val());
        self.wd_in_cq.d.next = self.w_in_cq.val();
        self.wd_cq_idx.d.next = self.w_cq_idx.val();
        self.wd_cq_off.d.next = self.w_cq_off.val();
        self.wd_in_mbd.d.next = self.w_in_mbd.val();
        self.wd_word.d.next = self.w_word.val();
        self.cqr.wr.next = self.w_exec.val() & self.wd_in_cq.q.val();
        self.cqr.wr_idx.next = self.wd_cq_idx.q.val();
        self.cqr.wr_off.next = self.wd_cq_off.q.val();
        self.cqr.wv.next = self.wv.val();
        self.cqr.wm.next = self.wm.val();
        if self.w_exec.val() {
            self.aw_full.d.next = false;
            self.w_full.d.next = false;
            self.b_valid.d.next = true;
            self.b_resp.d.next = 0.into();
            if !(self.wd_hit.q.val()
                | self.wd_cfg_hit.q.val()
                | self.wd_in_cq.q.val()
                | self.wd_in_mbd.q.val()
                | self.wd_in_mbc.q.val()
                | self.wd_in_eng.q.val()
                | self.wd_in_rxc.q.val()
                | self.wd_in_reqc.q.val())
            {
                self.b_resp.d.next = 2.into();
            }
            for i in 0..32 {
                if self.wd_in_mbd.q.val() & (self.wd_word.q.val() == self.wid[i].val()) {
                    self.r_mb_data.d.next = (self.r_mb_data.q.val()
                        & !(bit_cast::<1024, 32>(self.wm.val()) << self.wsh[i].val()))
                        | (bit_cast::<1024, 32>(self.wv.val()) << self.wsh[i].val());
                }
            }
            if (self.wa.val() == self.a_mb_go.val()) & self.wv.val().get_bit(0) {
                if self.r_mb_busy.q.val().any() {
                    self.r_mb_overrun.d.next = 1.into();
                } else {
                    self.r_mb_valid.d.next = true;
                    self.r_mb_busy.d.next = 1.into();
                    self.r_mb_done.d.next = 0.into();
                    self.r_mb_err.d.next = 0.into();
                    self.r_mb_overrun.d.next = 0.into();
                }
            }
        }

        // ---------------- read: AR -> address register -> data register ----------------
        if self.s_axil.arvalid.val() & !self.ar_full.q.val() & !self.r_valid.q.val() {
            self.ar_full.d.next = true;
            self.ar_addr.d.next = self.s_axil.araddr.val();
        }
        if self.r_valid.q.val() & self.s_axil.rready.val() {
            self.r_valid.d.next = false;
        }
        self.ra.next = self.ar_addr.q.val();
        self.r_al.next = self.ra.val().get_bits::<2>(0) == 0;
        self.r_cq_rel.next = bit_cast::<9, 16>(self.ra.val() - self.cq_lo.val());
        self.r_in_cq.next = self.r_al.val() & (self.ra.val() >= self.cq_lo.val()) & (self.ra.val() < self.cq_hi.val());
        self.r_cq_idx.next = self.r_cq_rel.val().get_bits::<4>(5);
        self.r_cq_off.next = self.r_cq_rel.val().get_bits::<5>(0);
        self.r_in_cq.next = self.r_in_cq.val() & (self.r_cq_off.val() < self.cq_off_end.val());
        self.cqr.rd_en.next = self.ar_full.q.val() & self.rq_in_cq.q.val();
        self.cqr.rd_idx.next = self.rq_cq_idx.q.val();
        self.cqr.rd_off.next = self.rq_cq_off.q.val();
        self.r_in_mbd.next = self.r_al.val() & (self.ra.val() >= self.mbd_lo.val()) & (self.ra.val() < self.mbd_hi.val());
        self.r_in_mbc.next = self.r_al.val() & (self.ra.val() >= self.mbc_lo.val()) & (self.ra.val() < self.mbc_hi.val());
        self.r_in_eng.next = self.r_al.val() & (self.ra.val() >= self.eng_lo.val()) & (self.ra.val() < self.eng_hi.val());
        self.r_in_rx.next = self.r_al.val() & (self.ra.val() >= self.rxc_lo.val()) & (self.ra.val() < self.rxc_hi.val());
        self.r_in_req.next = self.r_al.val() & (self.ra.val() >= self.reqc_lo.val()) & (self.ra.val() < self.reqc_hi.val());
        self.r_word_mbd.next = bit_cast::<5, 16>((self.ra.val() - self.mbd_lo.val()) >> 2);
        self.r_word_mbc.next = bit_cast::<5, 16>((self.ra.val() - self.mbc_lo.val()) >> 2);
        self.r_word_eng.next = bit_cast::<6, 16>((self.ra.val() - self.eng_lo.val()) >> 2);
        self.r_word_rx.next = bit_cast::<5, 16>((self.ra.val() - self.rxc_lo.val()) >> 2);
        self.r_word_req.next = bit_cast::<5, 16>((self.ra.val() - self.reqc_lo.val()) >> 2);
        // The address register only changes while empty, so the decode of the cycle after it came
        // in holds until the read is performed.
        self.rq_ok.d.next = self.ar_full.q.val() & !(self.rq_ok.q.val() & !self.r_valid.q.val());
        self.rq_in_cq.d.next = self.r_in_cq.val();
        self.rq_cq_idx.d.next = self.r_cq_idx.val();
        self.rq_cq_off.d.next = self.r_cq_off.val();
        self.rq_in_mbd.d.next = self.r_in_mbd.val();
        self.rq_in_mbc.d.next = self.r_in_mbc.val();
        self.rq_in_eng.d.next = self.r_in_eng.val();
        self.rq_in_rx.d.next = self.r_in_rx.val();
        self.rq_in_req.d.next = self.r_in_req.val();
        self.rq_word_mbd.d.next = self.r_word_mbd.val();
        self.rq_word_mbc.d.next = self.r_word_mbc.val();
        self.rq_word_eng.d.next = self.r_word_eng.val();
        self.rq_word_rx.d.next = self.r_word_rx.val();
        self.rq_word_req.d.next = self.r_word_req.val();
        self.rd_val.next = 0.into();
        self.rd_hit.next = false;
        self.acc_mbd.next = 0.into();
        self.acc_mbc.next = 0.into();
        self.acc_eng.next = 0.into();
        self.acc_rx.next = 0.into();
        self.acc_req.next = 0.into();
        // The decode runs only while a read waits (for the model: no address compares and no
        // word selection over the wide vectors in the cycles without a read).
        if self.ar_full.q.val() {
            self.rd_val.next = self.cfg.r_val.val();
            self.rd_hit.next = self.cfg.r_hit.val();
            if self.rq_in_cq.q.val() {
                self.rd_hit.next = true;
                self.rd_val.next = self.rd_val.val() | self.cqr.rd_word.val();
            }
            if self.ra.val() == self.a_mb_go.val() {
                self.rd_hit.next = true;
            }
            if self.ra.val() == self.a_mb_status.val() {
                self.rd_val.next = self.rd_val.val()
                    | bit_cast::<32, 1>(self.r_mb_busy.q.val())
                    | (bit_cast::<32, 1>(self.r_mb_done.q.val()) << 1)
                    | (bit_cast::<32, 1>(self.r_mb_err.q.val()) << 2)
                    | (bit_cast::<32, 1>(self.r_mb_overrun.q.val()) << 3);
                self.rd_hit.next = true;
            }
            if self.rq_in_mbd.q.val() | self.rq_in_mbc.q.val() | self.rq_in_eng.q.val() | self.rq_in_rx.q.val() | self.rq_in_req.q.val() {
                self.rd_hit.next = true;
            }
            // Word selection: OR of the selected 32-bit word, a part-select at a constant offset
            // (a shift of the whole vector would cost Verilator a loop over its words).
            self.acc_mbd.next = 0.into();
            self.acc_mbc.next = 0.into();
            self.acc_eng.next = 0.into();
            self.acc_rx.next = 0.into();
        self.acc_req.next = 0.into();
            for i in 0..32 {
                if self.rq_in_mbd.q.val() & (self.rq_word_mbd.q.val() == self.wid[i].val()) {
                    self.acc_mbd.next = self.acc_mbd.val() | self.r_mb_data.q.val().get_bits::<32>(self.wsh[i].val().index());
                }
                if self.rq_in_mbc.q.val() & (self.rq_word_mbc.q.val() == self.wid[i].val()) {
                    self.acc_mbc.next = self.acc_mbc.val() | self.r_mb_cpl.q.val().get_bits::<32>(self.wsh[i].val().index());
                }
            }
            for i in 0..engine_counters::NUM {
                if self.rq_in_eng.q.val() & (self.rq_word_eng.q.val() == self.wid_eng[i].val()) {
                    self.acc_eng.next = self.acc_eng.val() | self.engine_counters.val().get_bits::<32>(self.wsh_eng[i].val().index());
                }
            }
            for k in 0..4 {
                if self.rq_in_eng.q.val() & (self.rq_word_eng.q.val() == self.wid_tx[k].val()) {
                    self.acc_eng.next = self.acc_eng.val() | self.tx_counters.val().get_bits::<32>(self.wsh_tx[k].val().index());
                }
            }
            for i in 0..rx_counters::NUM {
                if self.rq_in_rx.q.val() & (self.rq_word_rx.q.val() == self.wid[i].val()) {
                    self.acc_rx.next = self.acc_rx.val() | self.rx_counters.val().get_bits::<32>(self.wsh[i].val().index());
                }
            }
            for i in 0..req_counters::NUM {
                if self.rq_in_req.q.val() & (self.rq_word_req.q.val() == self.wid[i].val()) {
                    self.acc_req.next = self.acc_req.val() | self.req_counters.val().get_bits::<32>(self.wsh[i].val().index());
                }
            }
            self.rd_val.next = self.rd_val.val()
                | self.acc_mbd.val()
                | self.acc_mbc.val()
                | self.acc_eng.val()
                | self.acc_rx.val()
                | self.acc_req.val();
            if self.ra.val() == self.a_db_prod.val() {
                self.rd_val.next = self.rd_val.val() | self.rdb.producer.val();
                self.rd_hit.next = true;
            }
            if self.ra.val() == self.a_sdb_prod.val() {
                self.rd_val.next = self.rd_val.val() | self.sdbr.producer.val();
                self.rd_hit.next = true;
            }
            if self.ra.val() == self.a_sdb_status.val() {
                self.rd_hit.next = true;
                if self.sdbr.pending.val() {
                    self.rd_val.next = self.rd_val.val() | 1;
                }
            }
            if self.ra.val() == self.a_caps.val() {
                self.rd_hit.next = true;
                self.rd_val.next = self.rd_val.val() | bit_cast::<32, 2>(self.caps.val());
            }
            if self.ra.val() == self.a_db_status.val() {
                self.rd_hit.next = true;
                if self.rdb.pending.val() {
                    self.rd_val.next = self.rd_val.val() | 1;
                }
            }
        }

        if self.ar_full.q.val() & self.rq_ok.q.val() & !self.r_valid.q.val() {
            self.ar_full.d.next = false;
            self.r_valid.d.next = true;
            self.r_data.d.next = self.rd_val.val();
            self.r_resp.d.next = 0.into();
            if !self.rd_hit.val() {
                self.r_data.d.next = 0.into();
                self.r_resp.d.next = 2.into();
            }
        }

        // ---------------- outputs ----------------
        self.enable.next = self.cfg.id_control.val().any();
        self.qpc_base.next =
            bit_cast::<64, 32>(self.cfg.tables_qpc_base_lo.val()) | (bit_cast::<64, 32>(self.cfg.tables_qpc_base_hi.val()) << 32);
        self.qpc_log2.next = self.cfg.tables_qpc_log2.val();
        self.mkey_base.next =
            bit_cast::<64, 32>(self.cfg.tables_mkey_base_lo.val()) | (bit_cast::<64, 32>(self.cfg.tables_mkey_base_hi.val()) << 32);
        self.mkey_log2.next = self.cfg.tables_mkey_log2.val();
        self.replay_base.next = bit_cast::<64, 32>(self.cfg.tables_replay_base_lo.val())
            | (bit_cast::<64, 32>(self.cfg.tables_replay_base_hi.val()) << 32);
        self.sqc_base.next =
            bit_cast::<64, 32>(self.cfg.tables_sqc_base_lo.val()) | (bit_cast::<64, 32>(self.cfg.tables_sqc_base_hi.val()) << 32);
        self.local_mac.next = bit_cast::<48, 32>(self.cfg.port_mac_lo.val()) | (bit_cast::<48, 16>(self.cfg.port_mac_hi.val()) << 32);
        self.local_ip.next = bit_cast::<128, 32>(self.cfg.port_ip_w0.val())
            | (bit_cast::<128, 32>(self.cfg.port_ip_w1.val()) << 32)
            | (bit_cast::<128, 32>(self.cfg.port_ip_w2.val()) << 64)
            | (bit_cast::<128, 32>(self.cfg.port_ip_w3.val()) << 96);
        self.ip_v6.next = self.cfg.port_ip_v6.val().any();
        self.vlan_en.next = self.cfg.port_vlan_b16.val().any();
        self.vlan_vid.next = self.cfg.port_vlan_b0.val();
        self.pcp.next = self.cfg.port_pcp.val();
        self.dscp.next = self.cfg.port_dscp.val();
        self.ttl.next = self.cfg.port_ttl.val();
        self.cnp_pcp.next = self.cfg.port_cnp_pcp.val();
        self.cnp_dscp.next = self.cfg.port_cnp_dscp.val();
        self.cc_enabled.next = self.cfg.port_cc_enable.val().any();
        self.udp_sport_fixed.next = self.cfg.port_udp_sport.val().get_bits::<16>(0);
        self.udp_sport_per_qp.next = self.cfg.port_udp_sport.val().get_bit(16);
        self.cnp_interval.next = self.cfg.port_cnp_interval.val();
        self.psn_window.next = self.cfg.port_psn_window.val();
        self.ack_req_every.next = self.cfg.port_ack_req_every.val();
        self.cq_base.next = self.cqr.base.val();
        self.cq_log2.next = self.cqr.log2.val();
        self.cq_producer.next = self.cqr.producer.val();
        self.cq_consumer.next = self.cqr.consumer.val();
        self.cq_error.next = self.cqr.error.val();
        self.cmd_valid.next = self.r_mb_valid.q.val();
        self.cmd_target.next = self.cfg.mailbox_target.val();
        self.cmd_op.next = self.cfg.mailbox_op.val();
        self.cmd_index.next = self.cfg.mailbox_index.val();
        self.cmd_data.next = self.r_mb_data.q.val();

        // ---------------- reset ----------------
        if self.reset.val() {
            self.aw_full.d.next = false;
            self.wd_ok.d.next = false;
            self.rq_ok.d.next = false;
            self.w_full.d.next = false;
            self.b_valid.d.next = false;
            self.ar_full.d.next = false;
            self.r_valid.d.next = false;
            self.r_mb_data.d.next = 0.into();
            self.r_mb_valid.d.next = false;
            self.r_mb_busy.d.next = 0.into();
            self.r_mb_done.d.next = 0.into();
            self.r_mb_err.d.next = 0.into();
            self.r_mb_overrun.d.next = 0.into();
            self.r_mb_cpl.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use golden::context::{MkeyEntry, QpContext, MKEY_ENTRY_SIZE, QPC_ENTRY_SIZE};
    use golden::regs::{self, tables, Access, BlockKind, RegDesc, BLOCKS, HDR_NEXT, HDR_TYPE, HDR_VERSION, RESP_OKAY, RESP_SLVERR};
    use std::collections::{BTreeMap, VecDeque};

    fn clk(u: &mut RegFile) -> &mut Signal<In, Clock> {
        &mut u.clock
    }

    fn to_bits<const N: usize>(bytes: &[u8]) -> Bits<N> {
        let mut b = Bits::<N>::default();
        for (i, &x) in bytes.iter().enumerate() {
            b.set_bits::<8>(8 * i, (x as u64).into());
        }
        b
    }

    fn from_bits<const N: usize>(b: Bits<N>) -> Vec<u8> {
        (0..N / 8).map(|i| b.get_bits::<8>(8 * i).to_u8()).collect()
    }

    /// A command the fake cache took.
    #[derive(Clone, Debug, PartialEq)]
    struct Cmd {
        target: u32,
        op: u32,
        index: u32,
        data: Vec<u8>,
    }

    /// Test bench: the register file, an AXI-Lite master (the methods), and a fake NIC side: a
    /// cache that takes commands every `ready_every` cycles and completes them `cpl_latency`
    /// cycles later (WRITE stores, READ returns the stored entry or an error, INVALIDATE drops),
    /// a doorbell consumer gated by `db_ready`, and CQ increment pulses.
    struct Tb {
        u: RegFile,
        cycle: u64,
        ready_every: u64,
        cpl_latency: u64,
        store: BTreeMap<(u32, u32), Vec<u8>>,
        cmds: Vec<Cmd>,
        cpls: VecDeque<(u64, bool, Vec<u8>)>,
        cpl_now: bool,
        db_ready: bool,
        doorbells: Vec<(u32, u32)>,
        sdb_ready: bool,
        send_doorbells: Vec<(u32, u32)>,
        cq_pulses: VecDeque<u8>,
        cq_sel: u8,
    }

    impl Tb {
        fn new() -> Tb {
            let mut u = RegFile::new();
            u.connect_all();
            let mut tb = Tb {
                u,
                cycle: 0,
                ready_every: 3,
                cpl_latency: 5,
                store: BTreeMap::new(),
                cmds: Vec::new(),
                cpls: VecDeque::new(),
                cpl_now: false,
                db_ready: true,
                doorbells: Vec::new(),
                sdb_ready: true,
                send_doorbells: Vec::new(),
                cq_pulses: VecDeque::new(),
                cq_sel: 0,
            };
            tb.u.reset.next = true;
            tb.pre();
            tb.post();
            tb.u.reset.next = false;
            tb
        }

        /// NIC-side inputs for this cycle, then settle.
        fn pre(&mut self) {
            self.u.cmd_ready.next = self.cycle % self.ready_every == 0;
            self.cpl_now = self.cpls.front().is_some_and(|c| c.0 <= self.cycle);
            self.u.cpl_valid.next = self.cpl_now;
            if self.cpl_now {
                let c = self.cpls.front().unwrap();
                self.u.cpl_err.next = c.1;
                self.u.cpl_data.next = to_bits::<1024>(&c.2);
            } else {
                self.u.cpl_err.next = false;
                self.u.cpl_data.next = 0.into();
            }
            self.u.db.ready.next = self.db_ready;
            self.u.sdb.ready.next = self.sdb_ready;
            match self.cq_pulses.front() {
                Some(&q) => {
                    self.u.cq_inc.next = true;
                    self.u.cq_sel.next = (q as u64).into();
                }
                None => {
                    self.u.cq_inc.next = false;
                    self.u.cq_sel.next = (self.cq_sel as u64).into();
                }
            }
            settle(&mut self.u);
        }

        /// Record the NIC-side handshakes of this cycle, then clock.
        fn post(&mut self) {
            if self.cpl_now {
                self.cpls.pop_front();
            }
            if self.u.cmd_valid.val() && self.u.cmd_ready.val() {
                let c = Cmd {
                    target: self.u.cmd_target.val().to_u32(),
                    op: self.u.cmd_op.val().to_u32(),
                    index: self.u.cmd_index.val().to_u32(),
                    data: from_bits(self.u.cmd_data.val()),
                };
                let key = (c.target, c.index);
                let (err, data) = match c.op as u32 {
                    mailbox::op::WRITE => {
                        self.store.insert(key, c.data.clone());
                        (false, vec![0u8; 128])
                    }
                    mailbox::op::READ => match self.store.get(&key) {
                        Some(d) => (false, d.clone()),
                        None => (true, vec![0u8; 128]),
                    },
                    mailbox::op::INVALIDATE => (self.store.remove(&key).is_none(), vec![0u8; 128]),
                    _ => (false, vec![0u8; 128]),
                };
                self.cpls.push_back((self.cycle + self.cpl_latency, err, data));
                self.cmds.push(c);
            }
            if self.u.db.valid.val() && self.u.db.ready.val() {
                self.doorbells.push((self.u.db.qpn.val().to_u32(), self.u.db.producer.val().to_u32()));
            }
            if self.u.sdb.valid.val() && self.u.sdb.ready.val() {
                self.send_doorbells.push((self.u.sdb.qpn.val().to_u32(), self.u.sdb.producer.val().to_u32()));
            }
            if self.u.cq_inc.val() {
                self.cq_pulses.pop_front();
            }
            rising_edge(&mut self.u, clk);
            self.cycle += 1;
        }

        fn idle(&mut self, n: usize) {
            for _ in 0..n {
                self.pre();
                self.post();
            }
        }

        /// One write: AW presented from cycle `aw_at`, W from `w_at`, B taken from `b_at`
        /// (cycles counted from the call). Returns the response. Checks that B never comes
        /// before both AW and W were taken.
        fn write_ex(&mut self, addr: u16, data: u32, strb: u8, aw_at: u32, w_at: u32, b_at: u32) -> u8 {
            let (mut aw_done, mut w_done) = (false, false);
            for c in 0..2000u32 {
                self.u.s_axil.awvalid.next = !aw_done && c >= aw_at;
                self.u.s_axil.awaddr.next = (addr as u64).into();
                self.u.s_axil.wvalid.next = !w_done && c >= w_at;
                self.u.s_axil.wdata.next = (data as u64).into();
                self.u.s_axil.wstrb.next = (strb as u64).into();
                self.u.s_axil.bready.next = c >= b_at;
                self.pre();
                let aw = self.u.s_axil.awvalid.val() && self.u.s_axil.awready.val();
                let w = self.u.s_axil.wvalid.val() && self.u.s_axil.wready.val();
                let bvalid = self.u.s_axil.bvalid.val();
                assert!(!bvalid || (aw_done && w_done), "B before AW and W were taken");
                let b = bvalid && self.u.s_axil.bready.val();
                let resp = self.u.s_axil.bresp.val().to_u8();
                self.post();
                aw_done |= aw;
                w_done |= w;
                if b {
                    self.u.s_axil.awvalid.next = false;
                    self.u.s_axil.wvalid.next = false;
                    self.u.s_axil.bready.next = false;
                    return resp;
                }
            }
            panic!("write to {addr:#x} never completed");
        }

        fn write(&mut self, addr: u16, data: u32) -> u8 {
            self.write_ex(addr, data, 0xF, 0, 0, 0)
        }

        fn write_ok(&mut self, addr: u16, data: u32) {
            assert_eq!(self.write(addr, data), RESP_OKAY, "write {addr:#x}");
        }

        /// One read with R taken from cycle `r_at`; returns (data, resp).
        fn read_ex(&mut self, addr: u16, r_at: u32) -> (u32, u8) {
            let mut ar_done = false;
            for c in 0..2000u32 {
                self.u.s_axil.arvalid.next = !ar_done;
                self.u.s_axil.araddr.next = (addr as u64).into();
                self.u.s_axil.rready.next = c >= r_at;
                self.pre();
                let ar = self.u.s_axil.arvalid.val() && self.u.s_axil.arready.val();
                let rvalid = self.u.s_axil.rvalid.val();
                assert!(!rvalid || ar_done, "R before AR");
                let r = rvalid && self.u.s_axil.rready.val();
                let out = (self.u.s_axil.rdata.val().to_u32(), self.u.s_axil.rresp.val().to_u8());
                self.post();
                ar_done |= ar;
                if r {
                    self.u.s_axil.arvalid.next = false;
                    self.u.s_axil.rready.next = false;
                    return out;
                }
            }
            panic!("read of {addr:#x} never completed");
        }

        fn read(&mut self, addr: u16) -> (u32, u8) {
            self.read_ex(addr, 0)
        }

        fn read_ok(&mut self, addr: u16) -> u32 {
            let (v, r) = self.read(addr);
            assert_eq!(r, RESP_OKAY, "read {addr:#x}");
            v
        }

        fn status(&mut self) -> u32 {
            self.read_ok(mailbox::STATUS)
        }

        /// Issue a mailbox command and poll STATUS until not busy; returns the final STATUS.
        fn mailbox(&mut self, target: u32, op: u32, index: u32, data: &[u8]) -> u32 {
            for (k, w) in regs::entry_to_words(data).iter().enumerate() {
                self.write_ok(mailbox::data(k), *w);
            }
            self.write_ok(mailbox::TARGET, target);
            self.write_ok(mailbox::OP, op);
            self.write_ok(mailbox::INDEX, index);
            self.write_ok(mailbox::GO, 1);
            for _ in 0..200 {
                let s = self.status();
                if s & mailbox::STATUS_BUSY == 0 {
                    return s;
                }
            }
            panic!("mailbox stayed busy");
        }

        fn cpl_entry(&mut self) -> Vec<u8> {
            let mut w = [0u32; mailbox::DATA_WORDS];
            for (k, x) in w.iter_mut().enumerate() {
                *x = self.read_ok(mailbox::cpl_data(k));
            }
            regs::words_to_entry(&w).to_vec()
        }
    }

    fn rw_registers() -> Vec<RegDesc> {
        regs::registers().into_iter().filter(|r| r.access == Access::Rw).collect()
    }

    /// A distinct pattern per address.
    fn pattern(addr: u16) -> u32 {
        (addr as u32).wrapping_mul(0x9E37_79B9) ^ 0xA5C3_0F96
    }

    #[test]
    fn codes_match_the_hdl_blocks() {
        use crate::ctx_cache::cmd;
        use crate::rx_parser::reason;
        assert_eq!(mailbox::op::WRITE as u64, cmd::WRITE);
        assert_eq!(mailbox::op::READ as u64, cmd::READ);
        assert_eq!(mailbox::op::INVALIDATE as u64, cmd::INVALIDATE);
        assert_eq!(mailbox::op::FLUSH as u64, cmd::FLUSH);
        assert_eq!(mailbox::op::FLUSH_ALL as u64, cmd::FLUSH_ALL);
        assert_eq!(rx_counters::NUM, reason::COUNT);
        for (name, code) in [
            ("ok", reason::OK),
            ("mac_error", reason::MAC_ERROR),
            ("overflow", reason::OVERFLOW),
            ("not_roce", reason::NOT_ROCE),
            ("bad_ip", reason::BAD_IP),
            ("bad_length", reason::BAD_LENGTH),
            ("bad_ip_csum", reason::BAD_IP_CSUM),
            ("bad_icrc", reason::BAD_ICRC),
            ("bad_opcode", reason::BAD_OPCODE),
            ("bad_pad", reason::BAD_PAD),
            ("bad_field", reason::BAD_FIELD),
        ] {
            assert_eq!(rx_counters::index(name), Some(code as usize), "{name}");
        }
    }

    /// Every register of the map reads its reset value after reset, with OKAY.
    #[test]
    fn reset_values_match_the_map() {
        let mut tb = Tb::new();
        for r in regs::registers() {
            assert_eq!(tb.read(r.addr), (r.reset, RESP_OKAY), "{} at {:#x}", r.name, r.addr);
        }
    }

    /// Every read/write register keeps exactly its mask's bits, independently of the others
    /// (distinct patterns, all checked at the end), and byte strobes write only their bytes.
    #[test]
    fn rw_registers_hold_masked_values() {
        let mut tb = Tb::new();
        let rw = rw_registers();
        assert!(rw.len() > 100);
        for r in &rw {
            tb.write_ok(r.addr, !0);
            assert_eq!(tb.read_ok(r.addr), r.mask, "{} all ones", r.name);
            tb.write_ok(r.addr, pattern(r.addr));
        }
        for r in &rw {
            assert_eq!(tb.read_ok(r.addr), pattern(r.addr) & r.mask, "{} kept its pattern", r.name);
        }
        // Strobes: bytes 0 and 2 only, then byte 3 only.
        let a = port::CNP_INTERVAL;
        tb.write_ok(a, 0x1122_3344);
        assert_eq!(tb.write_ex(a, 0xAABB_CCDD, 0b0101, 0, 0, 0), RESP_OKAY);
        assert_eq!(tb.read_ok(a), 0x11BB_33DD);
        assert_eq!(tb.write_ex(a, 0xEE00_0000, 0b1000, 0, 0, 0), RESP_OKAY);
        assert_eq!(tb.read_ok(a), 0xEEBB_33DD);
        assert_eq!(tb.write_ex(mailbox::data(7), 0xFFFF_FFFF, 0b0010, 0, 0, 0), RESP_OKAY);
        assert_eq!(tb.read_ok(mailbox::data(7)), (pattern(mailbox::data(7)) & 0xFFFF_00FF) | 0xFF00);
        assert_eq!(tb.read_ok(mailbox::data(6)), pattern(mailbox::data(6)), "neighbour untouched");
        // Reset brings everything back.
        tb.u.reset.next = true;
        tb.idle(1);
        tb.u.reset.next = false;
        for r in &rw {
            assert_eq!(tb.read_ok(r.addr), r.reset, "{} after reset", r.name);
        }
    }

    /// The configuration outputs carry what the driver wrote, in the documented encodings.
    #[test]
    fn outputs_follow_the_registers() {
        let mut tb = Tb::new();
        let mac = [0x02, 0x11, 0x22, 0x33, 0x44, 0x55];
        let [lo, hi] = regs::mac_words(mac);
        tb.write_ok(port::MAC_LO, lo);
        tb.write_ok(port::MAC_HI, hi);
        let ip6: std::net::IpAddr = "fe80::1234:5678".parse().unwrap();
        let (w, v6) = regs::ip_words(ip6);
        for (k, x) in w.iter().enumerate() {
            tb.write_ok(port::IP_W0 + 4 * k as u16, *x);
        }
        tb.write_ok(port::IP_V6, v6 as u32);
        tb.write_ok(port::VLAN, port::VLAN_ENABLE | 0x123);
        tb.write_ok(port::PCP, 5);
        tb.write_ok(port::DSCP, 26);
        tb.write_ok(port::TTL, 17);
        tb.write_ok(port::CNP_PCP, 6);
        tb.write_ok(port::CNP_DSCP, 48);
        tb.write_ok(port::CC_ENABLE, 1);
        tb.write_ok(port::UDP_SPORT, port::UDP_SPORT_PER_QP | 0xC123);
        tb.write_ok(port::CNP_INTERVAL, 12_345);
        tb.write_ok(port::PSN_WINDOW, 0x40_0001);
        tb.write_ok(port::ACK_REQ_EVERY, 7);
        tb.write_ok(tables::QPC_BASE_LO, 0x8765_4321);
        tb.write_ok(tables::QPC_BASE_HI, 0x0000_00AB);
        tb.write_ok(tables::QPC_LOG2, 10);
        tb.write_ok(tables::MKEY_BASE_LO, 0x1000_0000);
        tb.write_ok(tables::MKEY_BASE_HI, 0xFFFF_0001);
        tb.write_ok(tables::MKEY_LOG2, 24);
        assert!(!tb.u.enable.val());
        tb.write_ok(id::CONTROL, id::CONTROL_ENABLE);
        tb.idle(1);
        let u = &tb.u;
        assert!(u.enable.val());
        assert_eq!(from_bits(u.local_mac.val()), mac.to_vec());
        let std::net::IpAddr::V6(a) = ip6 else { unreachable!() };
        assert_eq!(from_bits(u.local_ip.val()), a.octets().to_vec());
        assert!(u.ip_v6.val());
        assert!(u.vlan_en.val());
        assert_eq!(u.vlan_vid.val().to_u32(), 0x123);
        assert_eq!(u.pcp.val().to_u32(), 5);
        assert_eq!(u.dscp.val().to_u32(), 26);
        assert_eq!(u.ttl.val().to_u32(), 17);
        assert_eq!(u.cnp_pcp.val().to_u32(), 6);
        assert_eq!(u.cnp_dscp.val().to_u32(), 48);
        assert!(u.cc_enabled.val());
        assert!(u.udp_sport_per_qp.val());
        assert_eq!(u.udp_sport_fixed.val().to_u32(), 0xC123);
        assert_eq!(u.cnp_interval.val().to_u32(), 12_345);
        assert_eq!(u.psn_window.val().to_u32(), 0x40_0001);
        assert_eq!(u.ack_req_every.val().to_u32(), 7);
        assert_eq!(u.qpc_base.val().to_u64(), 0xAB_8765_4321);
        assert_eq!(u.qpc_log2.val().to_u32(), 10);
        assert_eq!(u.mkey_base.val().to_u64(), 0xFFFF_0001_1000_0000);
        assert_eq!(u.mkey_log2.val().to_u32(), 24);
        // IPv4 lives in the low 32 bits.
        let (w, v6) = regs::ip_words("192.168.1.20".parse().unwrap());
        for (k, x) in w.iter().enumerate() {
            tb.write_ok(port::IP_W0 + 4 * k as u16, *x);
        }
        tb.write_ok(port::IP_V6, v6 as u32);
        tb.idle(1);
        assert_eq!(tb.u.local_ip.val().get_bits::<32>(0).to_u32(), u32::from_le_bytes([192, 168, 1, 20]));
        assert_eq!(tb.u.local_ip.val().get_bits::<96>(32), Bits::<96>::default());
        assert!(!tb.u.ip_v6.val());
        // Read-only registers ignore writes (OKAY).
        assert_eq!(tb.write(id::NIC_TYPE, 0), RESP_OKAY);
        assert_eq!(tb.read_ok(id::NIC_TYPE), regs::NIC_TYPE_ROCE);
    }

    /// A driver finds every block by walking NEXT from address 0.
    #[test]
    fn discovery_walk() {
        let mut tb = Tb::new();
        let mut addr = 0u16;
        let mut found = Vec::new();
        loop {
            let t = tb.read_ok(addr + HDR_TYPE);
            let kind = BlockKind::from_type_code(t).unwrap_or_else(|| panic!("unknown type {t:#x} at {addr:#x}"));
            assert_eq!(kind.desc().base, addr);
            assert_eq!(tb.read_ok(addr + HDR_VERSION), kind.desc().version);
            found.push(kind);
            let next = tb.read_ok(addr + HDR_NEXT);
            assert!(found.len() <= BLOCKS.len(), "NEXT chain loops");
            if next == 0 {
                break;
            }
            addr = next as u16;
        }
        assert_eq!(found, BlockKind::ALL.to_vec());
        assert_eq!(tb.read_ok(id::NIC_TYPE), regs::NIC_TYPE_ROCE);
        assert_eq!(tb.read_ok(cq::COUNT), cq::NUM as u32);
        assert_eq!(tb.read_ok(engine_counters::COUNT), engine_counters::NUM as u32);
        assert_eq!(tb.read_ok(rx_counters::COUNT), rx_counters::NUM as u32);
        assert_eq!(tb.read_ok(req_counters::COUNT), req_counters::NUM as u32);
    }

    /// Every aligned address below 0x1600 that is no register, a few above, and unaligned ones
    /// answer SLVERR with data 0 on reads; writes to them answer SLVERR and change nothing.
    #[test]
    fn unmapped_addresses_answer_slverr() {
        let mut tb = Tb::new();
        let map: BTreeMap<u16, RegDesc> = regs::registers().into_iter().map(|r| (r.addr, r)).collect();
        let mut unmapped: Vec<u16> = (0..0x1600u16).step_by(4).filter(|a| !map.contains_key(a)).collect();
        unmapped.extend([0x1600, 0x2000, 0x8000, 0xFFFC, id::CONTROL + 1, port::TTL + 2, mailbox::data(3) + 1, engine_counters::value(2) + 3]);
        assert!(unmapped.len() > 900);
        for &a in &unmapped {
            assert_eq!(tb.read(a), (0, RESP_SLVERR), "read {a:#x}");
        }
        for r in rw_registers() {
            tb.write_ok(r.addr, pattern(r.addr));
        }
        assert_eq!(tb.doorbells.len(), 1, "the PRODUCER pattern write rang once");
        for &a in unmapped.iter().step_by(7) {
            assert_eq!(tb.write(a, 0xFFFF_FFFF), RESP_SLVERR, "write {a:#x}");
        }
        for r in rw_registers() {
            assert_eq!(tb.read_ok(r.addr), pattern(r.addr) & r.mask, "{} changed by an unmapped write", r.name);
        }
        assert!(tb.cmds.is_empty());
        assert_eq!(tb.doorbells.len(), 1, "no doorbell from unmapped writes");
    }

    /// AW and W in either order, together, far apart, with a slow B: the write lands once.
    #[test]
    fn write_channels_in_any_order() {
        let mut tb = Tb::new();
        let a = port::CNP_INTERVAL;
        for (i, (aw, w, b)) in [(0, 0, 0), (0, 5, 0), (5, 0, 0), (3, 3, 9), (0, 0, 7), (8, 1, 2)].into_iter().enumerate() {
            let v = 0x1000 + i as u32;
            assert_eq!(tb.write_ex(a, v, 0xF, aw, w, b), RESP_OKAY);
            assert_eq!(tb.read_ok(a), v, "case {i}");
        }
        // A slow R.
        assert_eq!(tb.read_ex(a, 6), (0x1005, RESP_OKAY));
    }

    /// One write outstanding: while B of the first write waits, a second AW/W is held but not
    /// performed; reads still go on. Taking B lets the second one through.
    #[test]
    fn second_write_waits_for_the_first_response() {
        let mut tb = Tb::new();
        let a = port::CNP_INTERVAL;
        let issue = |tb: &mut Tb, v: u32| {
            // Present AW and W until both are taken, without taking B.
            let (mut aw_done, mut w_done) = (false, false);
            for _ in 0..20 {
                tb.u.s_axil.awvalid.next = !aw_done;
                tb.u.s_axil.awaddr.next = (a as u64).into();
                tb.u.s_axil.wvalid.next = !w_done;
                tb.u.s_axil.wdata.next = (v as u64).into();
                tb.u.s_axil.wstrb.next = 0xF.into();
                tb.u.s_axil.bready.next = false;
                tb.pre();
                let aw = tb.u.s_axil.awvalid.val() && tb.u.s_axil.awready.val();
                let w = tb.u.s_axil.wvalid.val() && tb.u.s_axil.wready.val();
                tb.post();
                aw_done |= aw;
                w_done |= w;
                if aw_done && w_done {
                    break;
                }
            }
            tb.u.s_axil.awvalid.next = false;
            tb.u.s_axil.wvalid.next = false;
            assert!(aw_done && w_done);
        };
        issue(&mut tb, 111);
        tb.idle(2);
        assert!(tb.u.s_axil.bvalid.val());
        issue(&mut tb, 222);
        tb.idle(3);
        // Third AW is refused while the second is held.
        tb.u.s_axil.awvalid.next = true;
        tb.pre();
        assert!(!tb.u.s_axil.awready.val(), "AW holding register full");
        tb.u.s_axil.awvalid.next = false;
        tb.post();
        // Reads while B is pending: the first write landed, the second did not.
        assert_eq!(tb.read_ok(a), 111);
        // Take B #1.
        tb.u.s_axil.bready.next = true;
        tb.pre();
        assert!(tb.u.s_axil.bvalid.val());
        tb.post();
        tb.u.s_axil.bready.next = false;
        tb.idle(2);
        assert!(tb.u.s_axil.bvalid.val(), "second response");
        assert_eq!(tb.read_ok(a), 222);
        tb.u.s_axil.bready.next = true;
        tb.idle(1);
        tb.u.s_axil.bready.next = false;
        tb.idle(1);
        assert!(!tb.u.s_axil.bvalid.val());
    }

    /// Mailbox: create a QP context and a key through the fake cache, read them back, errors,
    /// GO while busy.
    #[test]
    fn mailbox_with_a_fake_cache() {
        let mut tb = Tb::new();
        let qpc = QpContext { dest_qpn: 0x12_3456, qkey: 0xDEAD_BEEF, rq_base: 0x1_0000_2000, ..Default::default() };
        let bytes = qpc.to_bytes();
        assert_eq!(bytes.len(), QPC_ENTRY_SIZE);
        let s = tb.mailbox(mailbox::TARGET_QPC, mailbox::op::WRITE, 5, &bytes);
        assert_eq!(s, mailbox::STATUS_DONE);
        assert_eq!(tb.cmds.len(), 1);
        assert_eq!(tb.cmds[0], Cmd { target: mailbox::TARGET_QPC, op: mailbox::op::WRITE, index: 5, data: bytes.to_vec() });
        // Read it back through the completion data.
        let s = tb.mailbox(mailbox::TARGET_QPC, mailbox::op::READ, 5, &[]);
        assert_eq!(s, mailbox::STATUS_DONE);
        let back = tb.cpl_entry();
        assert_eq!(QpContext::from_bytes(&back).expect("valid entry"), qpc);
        // A key entry: 64 bytes, target 1.
        let mk = MkeyEntry { va: 0x4000, len: 0x1000, host_addr: 0x9_0000, key: 0x0000_0701, pd: 3, valid: true, ..Default::default() };
        let kb = mk.to_bytes();
        assert_eq!(kb.len(), MKEY_ENTRY_SIZE);
        let idx = golden::context::mkey_index(mk.key);
        assert_eq!(tb.mailbox(mailbox::TARGET_MKEY, mailbox::op::WRITE, idx, &kb), mailbox::STATUS_DONE);
        let c = tb.cmds.last().unwrap().clone();
        assert_eq!(c.target, mailbox::TARGET_MKEY);
        assert_eq!(c.index, idx);
        assert_eq!(&c.data[..64], &kb[..]);
        assert!(c.data[64..].iter().all(|b| *b == 0));
        assert_eq!(tb.mailbox(mailbox::TARGET_MKEY, mailbox::op::READ, idx, &[]), mailbox::STATUS_DONE);
        assert_eq!(MkeyEntry::from_bytes(&tb.cpl_entry()[..64]).expect("valid key"), mk);
        // A send-queue context: target 2 reaches the cache as 2.
        assert_eq!(tb.mailbox(mailbox::TARGET_SQC, mailbox::op::WRITE, 9, &kb), mailbox::STATUS_DONE);
        assert_eq!(tb.cmds.last().unwrap().target, mailbox::TARGET_SQC);
        // An error completion.
        assert_eq!(
            tb.mailbox(mailbox::TARGET_QPC, mailbox::op::READ, 77, &[]),
            mailbox::STATUS_DONE | mailbox::STATUS_ERR
        );
        // GO while busy: ignored, OVERRUN set, exactly one command issued.
        tb.cpl_latency = 60;
        let n = tb.cmds.len();
        tb.write_ok(mailbox::OP, mailbox::op::INVALIDATE);
        tb.write_ok(mailbox::TARGET, mailbox::TARGET_QPC);
        tb.write_ok(mailbox::INDEX, 5);
        tb.write_ok(mailbox::GO, 1);
        assert_eq!(tb.status() & mailbox::STATUS_BUSY, mailbox::STATUS_BUSY);
        tb.write_ok(mailbox::GO, 1);
        assert_eq!(tb.status(), mailbox::STATUS_BUSY | mailbox::STATUS_OVERRUN);
        tb.idle(80);
        assert_eq!(tb.status(), mailbox::STATUS_DONE | mailbox::STATUS_OVERRUN);
        assert_eq!(tb.cmds.len(), n + 1);
        assert_eq!(tb.cmds[n].op, mailbox::op::INVALIDATE);
        // The next accepted GO clears OVERRUN; GO with bit 0 clear does nothing.
        tb.cpl_latency = 2;
        tb.write_ok(mailbox::GO, 0);
        tb.idle(10);
        assert_eq!(tb.cmds.len(), n + 1);
        tb.write_ok(mailbox::OP, mailbox::op::READ);
        tb.write_ok(mailbox::GO, 1);
        tb.idle(10);
        assert_eq!(tb.status(), mailbox::STATUS_DONE | mailbox::STATUS_ERR, "entry 5 was invalidated in the fake");
        assert_eq!(tb.read_ok(mailbox::GO), 0, "GO reads 0");
    }

    /// A doorbell's outputs: (valid, QPN, producer).
    fn db_out(tb: &Tb, send: bool) -> (bool, u32, u32) {
        let d = if send { &tb.u.sdb } else { &tb.u.db };
        (d.valid.val(), d.qpn.val().to_u32(), d.producer.val().to_u32())
    }

    /// A doorbell (receive or send): QPN then PRODUCER raises it; a second PRODUCER write while
    /// pending is back-pressured (no B) until the first is taken; nothing is lost, and the other
    /// doorbell is neither rung nor held.
    fn doorbell_case(send: bool) {
        let (a_qpn, a_prod, a_status) = if send {
            (send_doorbell::QPN, send_doorbell::PRODUCER, send_doorbell::STATUS)
        } else {
            (doorbell::QPN, doorbell::PRODUCER, doorbell::STATUS)
        };
        let (o_prod, o_status) = if send { (doorbell::PRODUCER, doorbell::STATUS) } else { (send_doorbell::PRODUCER, send_doorbell::STATUS) };
        let mut tb = Tb::new();
        tb.db_ready = send;
        tb.sdb_ready = !send;
        tb.write_ok(a_qpn, 0x00AB_CDEF);
        tb.write_ok(a_prod, 7);
        tb.idle(1);
        assert_eq!(db_out(&tb, send), (true, 0xAB_CDEF, 7));
        assert!(!db_out(&tb, !send).0, "the other doorbell stays quiet");
        assert_eq!(tb.read_ok(a_status), doorbell::STATUS_PENDING);
        assert_eq!(tb.read_ok(o_status), 0);
        tb.write_ok(a_qpn, 9);
        assert_eq!(db_out(&tb, send).1, 0xAB_CDEF, "the pending doorbell keeps its QPN");
        assert_eq!(tb.read_ok(a_qpn), 9);
        // The other doorbell's PRODUCER is not held by this one.
        tb.write_ok(o_prod, 3);
        // Second PRODUCER: AW and W taken, B held while the doorbell is not taken.
        tb.u.s_axil.awvalid.next = true;
        tb.u.s_axil.awaddr.next = (a_prod as u64).into();
        tb.u.s_axil.wvalid.next = true;
        tb.u.s_axil.wdata.next = 8.into();
        tb.u.s_axil.wstrb.next = 0xF.into();
        tb.u.s_axil.bready.next = true;
        tb.idle(1);
        tb.u.s_axil.awvalid.next = false;
        tb.u.s_axil.wvalid.next = false;
        for _ in 0..20 {
            tb.pre();
            assert!(!tb.u.s_axil.bvalid.val(), "B must wait for the pending doorbell");
            tb.post();
        }
        assert_eq!(db_out(&tb, send).2, 7);
        if send {
            tb.sdb_ready = true;
        } else {
            tb.db_ready = true;
        }
        let mut got_b = false;
        for _ in 0..10 {
            tb.pre();
            got_b |= tb.u.s_axil.bvalid.val();
            tb.post();
        }
        assert!(got_b);
        tb.u.s_axil.bready.next = false;
        let (mine, other) = if send { (&tb.send_doorbells, &tb.doorbells) } else { (&tb.doorbells, &tb.send_doorbells) };
        assert_eq!(mine, &vec![(0xAB_CDEF, 7), (9, 8)]);
        assert_eq!(other, &vec![(0, 3)]);
        assert!(!db_out(&tb, send).0);
        assert_eq!(tb.read_ok(a_status), 0);
        assert_eq!(tb.read_ok(a_prod), 8);
        assert_eq!(tb.read_ok(o_prod), 3);
    }

    #[test]
    fn doorbell_back_pressure() {
        doorbell_case(false);
    }

    #[test]
    fn send_doorbell_back_pressure() {
        doorbell_case(true);
    }

    /// `id.CAPS` reads the top's `caps` input; the send-queue context table base is an output.
    #[test]
    fn caps_and_the_send_queue_table() {
        let mut tb = Tb::new();
        for caps in [1u32, 3, 2, 0] {
            tb.u.caps.next = (caps as u64).into();
            assert_eq!(tb.read_ok(id::CAPS), caps);
        }
        tb.write_ok(tables::SQC_BASE_LO, 0xFFFF_FFFF);
        tb.write_ok(tables::SQC_BASE_HI, 0x0000_0012);
        tb.idle(1);
        assert_eq!(tb.u.sqc_base.val().to_u64(), 0x12_FFFF_FFC0, "bits 5..0 are not implemented");
    }

    /// CQ producers count `cq_inc` pulses per queue; the read port selects by `cq_sel`; a LOG2
    /// write clears the producer.
    #[test]
    fn cq_producers_and_read_port() {
        let mut tb = Tb::new();
        for i in 0..cq::NUM {
            tb.write_ok(cq::base_lo(i), 0x1000 * i as u32 + 0x40);
            tb.write_ok(cq::base_hi(i), i as u32);
            tb.write_ok(cq::log2(i), (i % 13) as u32 + 1);
        }
        tb.cq_pulses.extend([3u8, 3, 15, 3, 0, 3, 3, 15]);
        // Pulses run while the bus reads something else.
        assert_eq!(tb.read_ok(cq::COUNT), 16);
        tb.idle(10);
        assert!(tb.cq_pulses.is_empty());
        let mut prod = [0u32; cq::NUM];
        prod[3] = 5;
        prod[15] = 2;
        prod[0] = 1;
        for i in 0..cq::NUM {
            assert_eq!(tb.read_ok(cq::producer(i)), prod[i], "producer {i}");
            tb.cq_sel = i as u8;
            tb.idle(1);
            tb.pre();
            assert_eq!(tb.u.cq_base.val().to_u64(), ((i as u64) << 32) | (0x1000 * i as u64 + 0x40));
            assert_eq!(tb.u.cq_log2.val().to_u32(), (i % 13) as u32 + 1);
            assert_eq!(tb.u.cq_producer.val().to_u32(), prod[i]);
            tb.post();
        }
        // PRODUCER is read-only.
        assert_eq!(tb.write(cq::producer(3), 99), RESP_OKAY);
        assert_eq!(tb.read_ok(cq::producer(3)), 5);
        // Re-creating queue 3 clears its producer only.
        tb.write_ok(cq::log2(3), 4);
        assert_eq!(tb.read_ok(cq::producer(3)), 0);
        assert_eq!(tb.read_ok(cq::producer(15)), 2);
    }

    /// Counters read by name through golden's tables.
    #[test]
    fn counters_by_name() {
        let mut tb = Tb::new();
        let ev = |i: usize| 0x1000_0000u32.wrapping_add((i as u32).wrapping_mul(0x0101_0101)) ^ 0x8000_0001;
        let mut e = Vec::new();
        for i in 0..engine_counters::NUM {
            e.extend_from_slice(&ev(i).to_le_bytes());
        }
        tb.u.engine_counters.next = to_bits::<1088>(&e);
        let mut r = Vec::new();
        for i in 0..rx_counters::NUM {
            r.extend_from_slice(&(ev(i) ^ 0x00FF_FF00).to_le_bytes());
        }
        tb.u.rx_counters.next = to_bits::<352>(&r);
        for name in ["rx_packets", "acks_sent", "naks_seq_sent", "cnps_sent", "dma_errors", "acks_withdrawn"] {
            let i = engine_counters::index(name).unwrap();
            assert_eq!(tb.read_ok(engine_counters::value(i)), ev(i), "{name}");
        }
        for i in 0..engine_counters::NUM {
            assert_eq!(tb.read_ok(engine_counters::value(i)), ev(i), "engine {i}");
        }
        for (i, name) in rx_counters::NAMES.iter().enumerate() {
            assert_eq!(tb.read_ok(rx_counters::value(i)), ev(i) ^ 0x00FF_FF00, "{name}");
        }
        assert_eq!(tb.read(rx_counters::value(rx_counters::NUM)), (0, RESP_SLVERR));
        let mut q = Vec::new();
        for i in 0..req_counters::NUM {
            q.extend_from_slice(&(ev(i) ^ 0x0F0F_F0F0).to_le_bytes());
        }
        tb.u.req_counters.next = to_bits::<{ crate::req_counters::WIDTH }>(&q);
        for (i, name) in req_counters::NAMES.iter().enumerate() {
            assert_eq!(tb.read_ok(req_counters::value(i)), ev(i) ^ 0x0F0F_F0F0, "{name}");
        }
        assert_eq!(tb.read(req_counters::value(req_counters::NUM)), (0, RESP_SLVERR));
        assert_eq!(tb.read(engine_counters::value(engine_counters::NUM)), (0, RESP_SLVERR));
        // The transmit path's counters read in their engine counter words (ORed with the
        // engine's own word there), and nowhere else.
        let tx = [0x0000_1111u32, 0x0022_2200, 0x3300_0000, 0x4000_0004];
        tb.u.tx_counters.next = to_bits::<128>(&tx.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>());
        for i in 0..engine_counters::NUM {
            let extra = TX_COUNTER_SLOTS.iter().position(|n| engine_counters::index(n) == Some(i)).map_or(0, |k| tx[k]);
            assert_eq!(tb.read_ok(engine_counters::value(i)), ev(i) | extra, "engine {i} with the TX counters");
        }
    }

    /// Exports and lints clean (not in the export registry: the top exports it inside itself).
    #[test]
    fn exports_and_lints_clean() {
        let b = crate::export::export_and_lint("roce_regfile", RegFile::new(), &[]).unwrap_or_else(|e| panic!("{e}"));
        assert!(b.ports.iter().any(|p| p.name == "s_axil_awaddr" && p.width == 16));
        assert!(b.ports.iter().any(|p| p.name == "cmd_data" && p.width == 1024));
    }
}
