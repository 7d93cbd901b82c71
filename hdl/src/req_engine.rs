//! The requester's engine (issue 16), first cut: send doorbells in, one packet at a time out,
//! and acknowledgements in, over the send-queue context ([`golden::context::SqContext`], through
//! its cache) and the QP context (through the QP context cache's lookup port).
//!
//! # What it does
//! - **Doorbells** ([`golden::regs::send_doorbell`]): the QP's send-queue context gets the new
//!   producer index. A doorbell that would post more WQEs than the ring holds, or move the
//!   producer behind the send cursor (or names a ring that is not set up or has slots of other
//!   than 128..4096 bytes, or a QPN of 2^16 or more) is dropped and counted (`doorbells_dropped`); the context is left as it was.
//! - **Scheduling**: a QP with WQEs to send is in the ready queue exactly when its context's
//!   `scheduled` flag is set (set when it is queued, cleared when it leaves it with nothing to
//!   send or held), so the queue holds each QP at most once and never overflows: it has 2^16
//!   entries, one per QP the tables can hold. Doorbells go before the queue's head, up to
//!   [`DOORBELL_RUN`] (63) in a row while a turn waits: a doorbell costs about ten cycles and
//!   starts its WQEs' prefetch, so 64 QPs posting at once have all their WQEs and keys on their
//!   way before the first QP's second turn, and a flood of doorbells delays a turn by at most 63
//!   of them. A turn sends up to [`TURN_PACKETS`] (4) packets of its QP, each written back as it
//!   leaves and the next one taken from the context just written (no lookup); a QP served goes
//!   back to the queue's tail while it has more to send, so QPs take turns four packets at a
//!   time (round robin). Likewise a response of the QP whose response was just handled is
//!   taken on the context just written: a turn's small messages go back to back and their ACKs,
//!   coming back together, cost one lookup.
//! - **Prefetch** ([`WqePrefetch`]): a doorbell of a ring with 128-byte slots (and eight or more
//!   of them) has the WQEs it posts read into the [`WqeCache`] in the background, up to the end
//!   of their aligned group of eight slots and to the eighth WQE after the oldest not retired
//!   (the QP's eight entries of the cache: a prefetch never evicts a WQE of its own QP sent and
//!   not retired); each WQE's SGE 0 key is a prefetch hint to the key cache. A prefetched WQE is
//!   put when the engine is not putting its own nor reading the cache's answer (`Addr`,
//!   `Probe`); a flush voids the prefetches in flight. A turn that comes
//!   before its prefetch's data reads the WQE itself, as without the prefetcher.
//! - **A turn**: the QP's two contexts are looked up; a QP not in RTS or SQD, or with nothing
//!   waiting, leaves the queue. The WQE at the send cursor (its first 128 bytes: the header and
//!   SGEs 0..=3) is taken from the [`WqeCache`] or read by DMA: a read of a ring with 128-byte slots
//!   fetches the rest of the aligned group of [`WQE_READ_GROUP`] slots that is posted, each WQE
//!   put in the cache, so the turns after it (and the retire walk, which reads the WQEs back)
//!   find theirs on chip; the cache is flushed when the driver writes or invalidates a send-queue
//!   context (`wqe_flush`), on a reset and after a failed read. It is cut by the path MTU ([ReqSegment]), the packet's bookkeeping
//!   computed ([ReqAdvance]) and gated ([ReqGate]: RNR wait, SQD, fence, `max_rd_atomic`, the
//!   PSN `window`). A held QP leaves the queue (the response path will queue it again when what
//!   held it clears: not built yet). Otherwise the SGE's key is checked ([KeyStage]: L_Key,
//!   PD, local read for SEND/WRITE, local write for READ/atomics, the whole SGE, as golden's
//!   post-time check; the check starts at `Seg`, beside the segment, the bookkeeping and the
//!   gate, which it does not depend on, and `Key` takes its decision) and the packet goes out: its header record ([TxMeta], golden's request
//!   header: BTH with AckReq and solicited, RETH, AtomicETH, ImmDt, IETH) and, with payload,
//!   the DMA read of its bytes (`pay_req_*`: issued with the record, so the TX side pairs them
//!   in order). The context is written back advanced. While PFC pauses the data frames'
//!   priority (`tx_pause`), a packet not started yet waits.
//! - **Responses** (`rsp`, from [crate::rx_split]: responses the parser accepted, addressed to
//!   this NIC; taken before doorbells and turns, since they retire work and open windows): the
//!   two contexts are looked up and golden's checks before `on_response` are made (a QP outside
//!   the tables or in Reset, a P_Key that differs, a QP not RC or not in RTS/SQD: dropped and
//!   counted as golden counts them, `drops_unknown_qp` / `drops_bad_pkey` / `drops_bad_state`); the response is classified ([ReqRespClass]: stale, bad, ACK, NAK, RNR
//!   NAK, atomic ACK, READ response). An ACK (or the PSNs before a NAK, an RNR NAK or an atomic
//!   ACK) starts the **retire walk**: from the oldest WQE not retired (`sq_retire`, first PSN
//!   `retire_psn`) each WQE is read back from the ring (there is no on-chip copy per WQE: its
//!   header and SGE 0 give its opcode and length, so its PSN count) and stepped ([ReqAckStep]:
//!   complete, so retired and on to the next; acknowledged in part, so `una_psn` moves; not
//!   reached or not started, so the walk ends). The context is written back with the new
//!   `sq_retire`, `retire_psn` and `una_psn`; progress resets `retry_left` / `rnr_left` to the
//!   QP context's `retry_cnt` / `rnr_retry` and arms the timer flag exactly while something is
//!   unacknowledged (golden's `progress`), and a QP with more to send that is not queued (one a
//!   full window or `max_rd_atomic` held) is queued again. An ACK that acknowledges nothing new
//!   is stale (`drops_stale_response`, as golden counts it).
//! - **CNPs** for congestion-marked responses are not the engine's: the [crate::rx_split] gives
//!   the responder's engine a copy of each such response, and it decides the CNP with the one
//!   per-QP limiter it keeps in the QP context for requests (golden's notification point).
//! - **Go-back-N** on a PSN sequence NAK (golden's `retry_from`; no retransmission buffer): the
//!   walk (up to the PSN before the NAK's) ends at the WQE the NAK's PSN lies in (a SEND or
//!   WRITE, or a READ or atomic still waiting for its answer: a READ then asks again for the
//!   rest from that PSN); and on a READ's or atomic's lost answer: a response that acknowledges
//!   past the PSN one waits for (golden's `ack_upto` giving `Err(want)`), or a READ response at
//!   the PSN an older atomic waits for, sends it back to that PSN. The send
//!   cursor (`sq_next`), its byte offset (`next_offset`: packets times the path MTU) and `npsn`
//!   are rewound there, `retry_left` counts the retry, and the PSN is remembered (`go_back`,
//!   `resend_psn`: a repeated NAK of it is ignored until something is acknowledged, as golden's
//!   `rewound_for`); the QP is queued and the send path resends from there, re-reading the WQE
//!   and its payload. An ACK that arrives while it resends and acknowledges PSNs at or beyond
//!   the cursor (the packets were not lost after all, only late) moves the cursor past them, as
//!   golden's `ack_upto` moves its `cursor` / `cursor_pkt`: to the next WQE when the one at the
//!   cursor retires, or to the packet after the acknowledged one inside it.
//! - **Send completions** (golden's `push_completion`): each signaled WQE the walk retires
//!   completes, in order, into the QP's send CQ (`scq`): status Success, its WR's kind as the
//!   opcode, the message's length, its `wr_id`, with the responder's entry format and owner bit.
//!   The entries go through the [`SendCplQueue`] (16 entries): each is written once every
//!   local-buffer write issued before it (READ response payloads, atomic original values) has
//!   completed, so no completion is visible before its data, while the engine goes on (it does
//!   not wait for its local-buffer writes; at most 32 are in flight). The queue has its own port
//!   into the CQ registers and its own writer, which takes its slot (PRODUCER + 1) as its write
//!   request is taken and only while the responder's completion writer is idle (`cq_busy`), so
//!   two writers on one CQ never pick the same slot; its entries have their own DMA write client
//!   (`cqw`). Unsignaled WQEs retire silently. UC and UD WQEs retire and
//!   complete as their last packet leaves (golden: complete on send), `una_psn` and
//!   `retire_psn` moving past them.
//! - **UD** (golden's `next_packet`): a UD QP sends SEND and SEND with immediate of at most the
//!   path MTU, one packet each, to the destination its WQE carries (flags bit 3): the BTH's
//!   destination QP, the DETH's Q_Key (the WQE's, or with its bit 31 set the QP context's own,
//!   IBTA 10.2.5) and the QP as the DETH's source QP, the frame's destination MAC and IP; its
//!   UDP source port is `0xC000 | ((qpn ^ remote_qpn) & 0x3FFF)` while `port.UDP_SPORT` asks
//!   for per-QP ports (golden's `UdpSrcPort::PerQp`), else the fixed port (RC and UC take the
//!   QP context's `udp_sport`, which the driver sets). A UD WQE without the flag goes to the
//!   QP context's address vector and destination QP.
//! - **READ responses and atomic ACKs** (golden's `on_read_response` and atomic ACK): the walk
//!   acknowledges every PSN before the answer's and ends at the READ or atomic it waits for;
//!   the answer must be that WQE's next PSN (an earlier one is stale), a READ response in its
//!   position (first, middle, last, only) and of its length (the rest of the message, at most
//!   the MTU; else bad). The local buffer's key is checked for the bytes written (local write,
//!   golden's scatter), and the bytes go to host memory by DMA: the engine issues the write's
//!   request and the [`RspPayloadMover`] its beats (the READ response's payload from `rsp_pay`,
//!   or the atomic's original value, 8 bytes little endian) while the engine goes on; the
//!   completion waits for the write in the [`SendCplQueue`]. The WQE's answered count
//!   (`una_psn`) moves on; its last answer retires it (and completes it, if signaled), and
//!   `rd_atomic_out` drops, reopening the gate. A response's payload the engine does not write
//!   (stale, bad, dropped) is dropped by the mover (its command given in `Idle` before anything
//!   else).
//!   One choice golden does not make: a READ response or atomic ACK whose PSN lies inside a
//!   SEND or WRITE (a peer's bug: real answers carry their request's PSNs) retires the WQEs
//!   before that PSN as the walk passes them (an implicit ACK, as IBTA reads a response) and is
//!   then counted stale; golden finds the READ first and drops the answer without
//!   acknowledging anything.
//! - **Retransmission timers** (golden's `rto_deadline`, `on_timer`): a packet leaving an RC QP
//!   whose timer is not running arms it (`deadline` = now + 1024 * 2^timeout units of
//!   `time_now`; timeout 0: never; above 20: as 20), progress and a go-back restart it, and an
//!   ACK that leaves nothing unacknowledged stops it. An armed QP has one entry in the
//!   [`TimerRing`] (`timer_queued`); when the ring offers it (its copy of the deadline passed),
//!   the timer turn looks the QP up and decides with the context's own deadline: passed with
//!   PSNs unacknowledged, the QP goes back to `una_psn` (the oldest WQE, `next_offset` its
//!   acknowledged packets times the MTU, so a READ asks again for the rest), counts a retry
//!   (`timeouts`), forgets the PSN last gone back to, and stops the timer until the next packet
//!   leaves, as golden does; not passed (progress moved it), the entry goes back to the ring with
//!   the new deadline; not armed any more, the entry is dropped. A timer is noticed at most a
//!   ring lap (3 cycles per armed QP) after its deadline, plus the turn in progress. A timeout
//!   with no retry left is a fatal error (below).
//! - **Fatal errors** (golden's `fail_at`, then `enter_error`'s flush): a remote-error NAK
//!   (invalid request or invalid RD request: RemInvReqErr; remote access: RemAccessErr; remote
//!   operational: RemOpErr), a go-back (NAK, lost READ/atomic answer) or a timeout with no
//!   transport retry left (RetryExcErr), an RNR NAK with no RNR retry left (RnrRetryExcErr).
//!   Once the walk retired what the response acknowledges, an **error walk** reads the WQEs from
//!   the oldest not retired to the producer and completes each into the send CQ, signaled or
//!   not: the first with the error's status, the rest `WrFlushErr`, through the
//!   [`SendCplQueue`] like any completion. The context is then written in error
//!   (`sqc_flag::ERROR`; cursor and retire index at the producer, no timer, no RNR wait, no
//!   READ/atomic out). A send queue in error sends nothing; its responses are dropped as for a QP
//!   in ERR (`drops_bad_state`); a turn (a later doorbell queues the QP) flushes what was posted
//!   since, as does a turn of a QP whose context is in ERR or SQE (golden's `post_send` there).
//!   The QP context itself is moved by the responder's engine, which owns it: `EQp` raises the
//!   QPN on `fatal` ([crate::qp_fatal]) and the engine moves an RC QP to ERR (its receive WQEs
//!   flushed), a UC or UD QP to SQE. A WQE the flush cannot read (a host memory error) stops it there (counted in
//!   `wqe_errors`; the next turn flushes from it).
//! - **Local errors** found at a turn (golden's `local_check`, which marks the WQE as it is
//!   posted and reports it when it is the head): the SGE's key refused (L_Key, PD, access,
//!   bounds: LocProtErr), a UD message longer than the MTU (LocLenErr), an opcode the QP's
//!   service does not carry (golden's `post_send` refuses those; here: LocQpOpErr). Nothing is
//!   sent; if every WQE before it has retired, the error walk starts at it (counted in
//!   `wqe_errors`), else the QP leaves the queue until an acknowledgement retires them (the
//!   walk's write-back queues it again). UC and UD go to SQE in golden and RC to ERR; the send
//!   queue's side of both is the same here (`sqc_flag::ERROR`).
//! - **Answers the local buffer refuses** (golden's scatter error, the WQE's `local_error`,
//!   LocProtErr): an atomic ACK whose original value the local buffer refuses (or whose SGE is
//!   shorter than the value) fails its atomic at once; a READ response's refused bytes are
//!   dropped, the answer counts, the context remembers it (`sqc_flag::LOCAL_ERROR`: the READ
//!   is the oldest WQE not retired) and the READ fails with its last answer. Either starts the
//!   error walk at that WQE.
//! - **A lost completion** (golden's `cq_lost`): a success entry the send CQ cannot take (full or
//!   in error: the CQ goes to error, the receive side's rule) queues its QP (`lostq`, 16); its
//!   turn (`LCheck`) fails a QP in RTS or SQD whose send queue is not in error yet: an error walk
//!   flushing everything not retired (`WrFlushErr`, into the CQ in error: lost as well, and not
//!   queued again, being errors), and the QP raised. A loss with `lostq` full is counted in
//!   `unsupported`.
//! - **RNR NAKs** (golden's `rnr_wait`): once the walk retired the PSNs before the NAK's, the QP
//!   waits the NAK's timer (IBTA table 45, a 32-entry ROM of [`rnr_timer_units`]) and then sends
//!   again from the NAK's PSN: the cursor goes back there at once (as a go-back does, without
//!   counting a transport retry or remembering the PSN), the context's `rnr_wait` flag holds the
//!   QP at the gate, its `deadline` becomes the wait's end and the retransmission timer stops;
//!   `rnr_left` counts the retry (`rnr_retry` 7: never counted; none left: a fatal error, below).
//!   An RNR NAK while a wait runs is ignored, as
//!   golden ignores it. The QP's timer entry, if it has one, holds a later copy of the deadline
//!   (the retransmission timeout's): the ring is poked ([`TimerRing`]), so the timer turn looks
//!   within a lap and puts the entry back with the wait's end. When it is due the timer turn
//!   clears the wait, queues the QP and restarts the retransmission timer (golden's `on_timer`).
//!   One choice golden does not make: while a wait runs, an ACK's progress does not restart the
//!   retransmission timer (golden's would run beside the wait; the context has one deadline). A
//!   responder that NAKed a PSN cannot acknowledge it before it comes again, so only a peer's
//!   bug or a reordered duplicate tells the two apart.
//!
//! - **Gather** (golden's `Env::gather`): a WQE of two or more SGEs carries its message's length
//!   in its header (`golden::hostfmt`'s `length`, the SGEs' sum), so segmenting, the retire walk
//!   and the flush never read its list. A packet of it with payload plans its pieces first: the
//!   list goes into the [`GatherWalk`] (up to four SGEs: the WQE's second beat, which the turn
//!   has from the WQE read or the [`WqeCache`]; more: read, `GList` and `GData`, at most four
//!   beats), which walks it
//!   SGE by SGE for the packet's bytes (`GWalk`); each SGE the packet touches has its key checked
//!   whole (`GKey`, local read, as the one-SGE turn's) and gives one piece (host address, length,
//!   last) into `gq` (`GPush`). Only once every piece is planned does `Emit` offer the record and
//!   the pieces' reads, one after the other (`pay_req_last` on the packet's last), so a refused
//!   key (LocProtErr) or a list shorter than the WQE's `length` (LocLenErr) stops the packet
//!   (the first packet of a message of several walks the whole message first, every SGE's key
//!   checked and nothing planned, `g_chk`, as golden's `local_check` checks the whole list before
//!   any packet goes: a bad key in an SGE only a later packet touches sends nothing; a one-packet
//!   message's own walk is that check)
//!   before any of it is read, a local error handled as at `Adv`; the
//!   [`crate::gather_packer::GatherPacker`] after the DMA client joins the pieces. A `num_sge`
//!   above 16 or above what the ring's slot holds is a malformed WQE (golden's decode refuses it;
//!   here LocQpOpErr). Each SGE costs about eight cycles with a key-cache hit (the walk moves on
//!   to the next SGE while the key is checked, the piece registered); a list of more than
//!   four SGEs is read again for every packet (no per-QP copy).
//!
//! - **Scatter** (golden's `Env::scatter`): a READ whose local buffer is two or more SGEs has
//!   every SGE its message lands in checked whole (local write) at each of its turns, before the
//!   request goes (golden's `local_check`: `GStart`, then the walk over the whole message with
//!   `g_chk`, nothing planned); a refused key is LocProtErr, a list shorter than `length`
//!   LocLenErr, as the gather's. Each of its answers is cut by the same walk into pieces
//!   (`GWalk` .. `GPush` with `rsp_mode`: each piece's own bytes checked, as golden's scatter
//!   checks them), all planned before any is written; `XEmit` then issues one local-buffer write
//!   per piece, each with a STREAM command of the piece's length to the
//!   [`RspPayloadMover`] (the last with `eof`), which realigns the payload's bytes piece by
//!   piece. A refused piece writes nothing of the answer: it counts, and the READ fails with its
//!   last (as the one-SGE answer's). An atomic's value goes into one SGE: a WQE naming two or
//!   more (golden's `post_send` refuses it) is malformed, LocQpOpErr at its turn.
//!
//! # Not yet (the issue's build list goes on from here)
//! - A WQE read that fails (a host memory error) is counted (`wqe_errors`) and the QP leaves the
//!   queue (golden's host memory never fails).
//! - From responses: the MSN is not checked (golden does not either). One packet per turn and
//!   one turn at a time
//!   (a pipelined engine overlaps turns of different QPs). A local-buffer write that fails (a
//!   host memory error) is counted in `wqe_errors` when its completion comes, after its WQE has
//!   moved on; its WQE's completion (if signaled) says `LocQpOpErr` ([`SendCplQueue`]), but
//!   golden's local error (the QP to ERR, the flush) is not built.
//! - The IPv4 identification is left 0: the TX arbiter that merges requests with the
//!   responder's answers numbers every frame the NIC sends.
use crate::axis::AxisSink;
use crate::byte_reverse::ByteReverse;
use crate::cache_port::{CacheLookup, CacheUpdate};
use crate::cq_regs::CqPortUser;
use crate::rsp_payload_mover::{MoveCmd, RspPayloadMover};
use crate::send_cpl_queue::{SendCpl, SendCplQueue};
use crate::dma_client::{DmaReadClient, DmaWriteClient};
use crate::doorbell_regs::DoorbellIn;
use crate::gather_walk::GatherWalk;
use crate::key_stage::KeyStage;
use crate::qp_fatal::QpFatal;
use crate::qpc_view::QpcView;
use crate::req_ack_step::ReqAckStep;
use crate::req_counters::ReqCounterInc;
use crate::req_advance::ReqAdvance;
use crate::req_gate::ReqGate;
use crate::req_resp_class::ReqRespClass;
use crate::rx_parser::RxMeta;
use crate::req_segment::ReqSegment;
use crate::sqc_image::{SqcImage, SqcLoad};
use crate::sync_fifo::SyncFifo;
use crate::timer_ring::TimerRing;
use crate::tx_header::TxMeta;
use crate::wqe_cache::WqeCache;
use crate::wqe_prefetch::WqePrefetch;
use golden::context::{qpc_off, sqc_flag, sqc_off};
use golden::hostfmt::{swqe_flags, swqe_off, SEND_WQE_HEADER, SGE_SIZE};
use rust_hdl::prelude::*;

/// Nanoseconds per unit of `time_now` (the contexts' deadlines): a 250 MHz count. The
/// retransmission timeout's 4.096 us is 1024 units; the RNR timer table is divided by it.
pub const TIME_UNIT_NS: u64 = 4;
const _: () = assert!(1024 * TIME_UNIT_NS == 4096);

/// The RNR NAK timer field (IBTA table 45, [`golden::transport::timers::RNR_TIMER_NS`]) in
/// units of `time_now`: the engine's 32-entry ROM.
pub fn rnr_timer_units() -> [u32; 32] {
    golden::transport::timers::RNR_TIMER_NS.map(|ns| {
        assert!(ns % TIME_UNIT_NS == 0 && ns / TIME_UNIT_NS < 1 << 31, "an RNR time the unit divides, within half the time's range");
        (ns / TIME_UNIT_NS) as u32
    })
}

/// QPs the ready queue holds (QPNs below 2^16).
pub const READY_QUEUE_QPS: usize = 1 << 16;
/// Doorbells taken in a row while a turn waits (the doorbells go first, so each one's WQEs are
/// prefetched early; a turn still comes after this many).
pub const DOORBELL_RUN: u64 = 63;
// `Idle`'s `db_run != 63` stands for it (`db_run` saturates at it: six bits).
const _: () = assert!(DOORBELL_RUN == 63);
// The doorbell's prefetch bounds (`DbSize`) take the literal 8 for the QP's span of the WQE cache.
const _: () = assert!(crate::wqe_cache::WQE_CACHE_QP_SPAN == 8);
/// Packets a turn sends at most: after a packet's context write-back the turn goes on with the
/// same QP (its written context forwarded, no lookup) while it has more to send, up to this many.
/// A QP's small messages then go back to back (its ACKs come back together, and the response
/// path takes a run of them the same way), and a turn's two context lookups are paid once per
/// this many packets. QPs still take turns round robin, this many packets at a time.
pub const TURN_PACKETS: u64 = 4;
// `Write` compares `t_burst` (two bits) with 3.
const _: () = assert!(TURN_PACKETS == 4);
/// Bytes of a WQE the engine reads: the header and SGEs 0..=3 (two beats).
pub const WQE_READ_BYTES: u64 = 128;
/// WQEs a read of a ring with 128-byte slots fetches at most (the rest of an aligned group of
/// this many slots: 2 KB, 32 beats), for the turns after it.
pub const WQE_READ_GROUP: usize = 16;

// Literals in `update` that stand for golden's layout and codes.
const _: () = assert!(SEND_WQE_HEADER == 64 && SGE_SIZE == 16 && WQE_READ_BYTES == (SEND_WQE_HEADER + SGE_SIZE * 4) as u64);
const _: () = assert!(swqe_off::OPCODE == 8 && swqe_off::FLAGS == 9 && swqe_off::NUM_SGE == 10 && swqe_off::IMM == 12);
const _: () = assert!(swqe_off::REMOTE_ADDR == 16 && swqe_off::RKEY == 24 && swqe_off::COMPARE_ADD == 32 && swqe_off::SWAP == 40);
const _: () = assert!(swqe_off::UD_QPN == 16 && swqe_off::UD_QKEY == 20 && swqe_off::UD_MAC == 24 && swqe_off::UD_IP == 32);
const _: () = assert!(swqe_flags::SIGNALED == 1 && swqe_flags::SOLICITED == 2 && swqe_flags::FENCE == 4 && swqe_flags::UD == 8);
const _: () = assert!(sqc_flag::TIMER_ARMED == 1 && sqc_flag::RNR_WAIT == 2 && sqc_flag::SCHEDULED == 8);
const _: () = assert!(qpc_off::STATE == 0 && qpc_off::QP_TYPE == 1 && qpc_off::MAX_RD_ATOMIC == 43);
const _: () = assert!(qpc_off::RETRY_CNT == 61 && qpc_off::RNR_RETRY == 62 && qpc_off::TIMEOUT == 60);
const _: () = assert!(sqc_flag::GO_BACK == 4 && sqc_flag::TIMER_QUEUED == 16);
const _: () = assert!(
    crate::req_resp_class::kind::ACK == 0 && crate::req_resp_class::kind::READ_RESP == 4 && crate::req_resp_class::kind::STALE == 5 && crate::req_resp_class::kind::BAD == 6
);
const _: () = assert!(
    crate::req_ack_step::step::DONE == 1 && crate::req_ack_step::step::LOST == 2 && crate::req_ack_step::step::FULL == 4 && crate::req_ack_step::step::PARTIAL == 5 && crate::req_ack_step::step::NOTHING == 6
);
const _: () = assert!(sqc_off::FLAGS == 10);
const _: () = assert!(
    golden::context::sq::SQ_LOG_STRIDE_MIN == 7 && golden::context::sq::SQ_LOG_STRIDE_MAX == 12 && golden::context::sq::SQ_LOG_SIZE_MAX == 16
);
const _: () = assert!(SyncFifo::<Bits<16>, 16, 17>::CAPACITY == READY_QUEUE_QPS);

/// The engine's states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum ReqStep {
    /// Waiting for a doorbell or a queued QP.
    Idle,
    /// A doorbell: the context's lookup.
    DbLook,
    /// A doorbell: the context's answer.
    DbWait,
    /// A doorbell: the ring's size (`2^sq_log_size`, a shift) registered.
    DbSize,
    /// A doorbell: the new producer checked.
    DbCheck,
    /// A doorbell: the context written back (the QP queued if it now has work).
    DbWrite,
    /// A turn: both contexts' lookups.
    TurnLook,
    /// A turn: both answers.
    TurnWait,
    /// A turn: the QP's state and work.
    Check,
    /// The WQE's address (its slot in the ring).
    Addr,
    /// The WQE cache's answer: a hit taken (on to `Len`), else how many WQEs a read fetches.
    Probe,
    /// A WQE not in the cache: its read request (with the WQEs after it in the ring).
    WqeRead,
    /// The WQE's beats (and those of the WQEs read with it, into the cache) and completion.
    WqeData,
    /// The message's length and what is left of it.
    Len,
    /// The packet's shape (registered at the end of this cycle) and count.
    Seg,
    /// The packet's bookkeeping (or an error: a bad opcode or UD length).
    Adv,
    /// The gate (its verdict registered).
    Gate,
    /// The gate's verdict taken (the key check's operands registered).
    GateGo,
    /// The SGE's key check's decision (the check runs from `Seg`, beside the segment, the
    /// bookkeeping and the gate).
    Key,
    /// The packet's record and payload read go out.
    Emit,
    /// A packet gathering from two or more SGEs: the WQE's gather list is read.
    GList,
    /// The gather list's beats (into the [`GatherWalk`]) and completion.
    GData,
    /// A list check (a READ's, or a gather's first packet of several) starts its walk over the
    /// whole message (`g_chk` now registered); or, after a gather's check, the packet's walk.
    GStart,
    /// The gather walk's answer for the SGE in hand: skipped, a piece, or the list ran out.
    GWalk,
    /// The SGE's key check (the whole SGE, local read, as the one-SGE turn's).
    GKey,
    /// The piece (its host address, length, whether it ends the packet) queued for `Emit`.
    GPush,
    /// The advanced context is written back (the QP queued again if it has more).
    Write,
    /// The QP leaves the queue: its context is written back with `scheduled` clear.
    Release,
    /// A response: the QP's checks (exists, P_Key, RC, RTS/SQD), and its kind (registered).
    RCheck,
    /// A response: what its kind asks for (and, unless it is dropped, the walk's start, as
    /// `WStart`'s).
    RKind,
    /// The retire walk: the next WQE (or the walk's end at the producer).
    WStart,
    /// The retire walk: the WQE's step (registered).
    WStep,
    /// The retire walk: the step taken.
    WAct,
    /// The retire walk: a signaled WQE's completion is written (or found lost).
    WCqe,
    /// After the walk: a PSN sequence NAK's go-back decided.
    RBack,
    /// A READ response or an atomic ACK after the walk: the answered WQE's count, offset and
    /// last packet (registered).
    XPrep,
    /// A READ response's expected length (registered: the MTU's shift, the subtraction and the
    /// compare are too deep for the check's cycle).
    XLen,
    /// The response checked against the WQE the walk ended at (golden's `on_read_response`,
    /// the atomic ACK's head check).
    XCheck,
    /// The local buffer's key check (local write, the bytes the response writes).
    XKey,
    /// The write of the response's bytes: the request.
    XReq,
    /// A READ response scattered into two or more SGEs: the pieces planned in `gq`, one write
    /// request each.
    XEmit,
    /// The answered WQE's bookkeeping: one more packet answered, retired when complete.
    XDone,
    /// A response: the context written back (the QP queued again if it has more to send).
    RDone,
    /// A timer the ring offered: the QP's state, its deadline against the time, what is
    /// unacknowledged (registered).
    TCheck,
    /// A success completion its send CQ could not take (golden's `cq_lost`): a QP in RTS or
    /// SQD whose send queue is not in error yet goes to ERR, everything posted flushed.
    LCheck,
    /// A timeout's go-back offset (registered).
    TOff,
    /// The timer's verdict: the QP goes back (a timeout), its entry goes back to the ring (not
    /// due: progress moved the deadline), or the entry is dropped (the timer is not armed).
    TAct,
    /// The end of an error walk: the context written back in error (`sqc_flag::ERROR`), every
    /// WQE up to the producer completed, nothing left to send.
    EDone,
    /// A fatal error's QP raised to the responder's engine (`fatal`), which moves its QP context
    /// to ERR or SQE: waits until it is taken.
    EQp,
}

/// The requester's send engine.
#[derive(LogicBlock)]
pub struct ReqEngine {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (empties the ready queue: the driver rewrites the
    /// send-queue contexts after a reset, since their `scheduled` flags refer to it).
    pub reset: Signal<In, Bit>,
    /// The NIC is enabled (`port.CTRL`): no doorbell or turn is taken otherwise.
    pub enable: Signal<In, Bit>,
    /// This NIC's MAC, wire bytes.
    pub local_mac: Signal<In, Bits<48>>,
    /// This NIC's IP, wire bytes (IPv4 in bits 31:0).
    pub local_ip: Signal<In, Bits<128>>,
    /// IPv6 (else IPv4).
    pub ip_v6: Signal<In, Bit>,
    /// Send an 802.1Q tag.
    pub vlan_en: Signal<In, Bit>,
    /// VLAN identifier.
    pub vlan_vid: Signal<In, Bits<12>>,
    /// Priority of data frames.
    pub pcp: Signal<In, Bits<3>>,
    /// PFC from the MAC (bit p set: priority p paused): while the data frames' priority (`pcp`)
    /// is paused no request packet starts (a packet whose record or payload read was taken
    /// finishes, as the responder's answers do).
    pub tx_pause: Signal<In, Bits<8>>,
    /// DSCP of data frames.
    pub dscp: Signal<In, Bits<6>>,
    /// IPv4 TTL / IPv6 hop limit.
    pub ttl: Signal<In, Bits<8>>,
    /// Congestion control on: requests carry ECN ECT(0), as golden's data frames.
    pub cc_enabled: Signal<In, Bit>,
    /// `port.UDP_SPORT` bit 16: a UD packet's source port is per destination QP (golden's
    /// `UdpSrcPort::PerQp`: `0xC000 | ((qpn ^ remote_qpn) & 0x3FFF)`), else `sport_fixed`.
    pub sport_per_qp: Signal<In, Bit>,
    /// `port.UDP_SPORT` bits 15..0: the fixed source port.
    pub sport_fixed: Signal<In, Bits<16>>,
    /// The NIC's time: the unit of the contexts' deadlines. The retransmission timeout is
    /// 1024 * 2^timeout units (IBTA's 4.096 us * 2^timeout with a unit of 4 ns: drive it from a
    /// 250 MHz count); timeouts above 20 are timed as 20 (2^30 units, 4.3 s: a deadline must lie
    /// within half the 32-bit range).
    pub time_now: Signal<In, Bits<32>>,
    /// PSN window: at most this many PSNs unacknowledged (rxe: 128).
    pub window: Signal<In, Bits<24>>,
    /// AckReq at least every this many packets (golden's `TransportTuning::ack_every`).
    pub ack_every: Signal<In, Bits<8>>,
    /// The driver wrote or invalidated a send-queue context (a command taken): the WQE cache
    /// is flushed, since the ring may have been set up again with its indexes restarted.
    pub wqe_flush: Signal<In, Bit>,
    /// Send doorbells.
    pub db: DoorbellIn,
    /// The send-queue context cache's lookup port (tag 0; one-beat entries in bits 0..512).
    pub sqc: CacheLookup,
    /// The send-queue context cache's update port.
    pub sqc_up: CacheUpdate,
    /// The QP context cache's lookup port (tag 0).
    pub qpc: CacheLookup,
    /// The key cache's lookup port (tag 0; through the key stage).
    pub mkey: CacheLookup,
    /// WQE reads.
    pub rd: DmaReadClient,
    /// The WQE prefetcher's reads (WQEs a doorbell posted, read into the WQE cache in the
    /// background: [`WqePrefetch`]).
    pub wpf_rd: DmaReadClient,
    /// A key prefetch hint (SGE 0's L_Key of a WQE prefetched) is offered to the key cache.
    pub key_pf_valid: Signal<Out, Bit>,
    /// The key cache takes it.
    pub key_pf_ready: Signal<In, Bit>,
    /// The hint's table index.
    pub key_pf_index: Signal<Out, Bits<24>>,
    /// A response addressed to this NIC, as the RX parser decoded it ([crate::rx_split]).
    pub rsp: Signal<In, RxMeta>,
    /// `rsp` is offered.
    pub rsp_valid: Signal<In, Bit>,
    /// `rsp` is taken.
    pub rsp_ready: Signal<Out, Bit>,
    /// The payloads of responses, in record order (a READ response's goes to its local buffer;
    /// one not written is dropped).
    pub rsp_pay: AxisSink,
    /// The send completion queue's port into the register file (the QP's `scq`).
    pub cq: CqPortUser,
    /// The responder is writing a completion entry: the requester's waits (see
    /// [`crate::cqe_writer::CqeWriter::reserving`]).
    pub cq_busy: Signal<In, Bit>,
    /// The requester's local-buffer writes: READ response payloads and atomic original values.
    pub wr: DmaWriteClient,
    /// The requester's completion entries (one 64-byte beat each, [`SendCplQueue`]).
    pub cqw: DmaWriteClient,
    /// A QP whose send queue a fatal error put in error, raised to the responder's engine (the
    /// QP context's writer), which moves the QP to ERR (RC) or SQE (UC, UD), as golden's
    /// `enter_error` ([crate::qp_fatal]).
    pub fatal: QpFatal,
    /// A packet's header record.
    pub meta: Signal<Out, TxMeta>,
    /// `meta` is offered.
    pub meta_valid: Signal<Out, Bit>,
    /// `meta` is taken.
    pub meta_ready: Signal<In, Bit>,
    /// A packet's payload read: offered (with its record; its data are the TX side's).
    pub pay_req_valid: Signal<Out, Bit>,
    /// The payload read is taken.
    pub pay_req_ready: Signal<In, Bit>,
    /// The payload's host address.
    pub pay_req_addr: Signal<Out, Bits<64>>,
    /// The payload's bytes.
    pub pay_req_len: Signal<Out, Bits<17>>,
    /// The payload read is its packet's last piece (a packet gathering from several SGEs reads
    /// one piece per SGE it touches).
    pub pay_req_last: Signal<Out, Bit>,
    /// This cycle's events, one flag per requester counter (`golden::regs::req_counters`):
    /// packets sent and resent, go-backs, WQEs retired, ACKs and NAKs taken, responses dropped
    /// by reason, doorbells dropped, turns ended in an error, and what the engine does not do
    /// yet.
    pub ev: Signal<Out, ReqCounterInc>,
    /// Nothing to do: idle, no doorbell waiting, the ready queue empty.
    pub idle: Signal<Out, Bit>,
    /// Entries in the timer ring (QPs whose retransmission timer may be armed; the ring drops a
    /// QP's entry when it judges a timer that is not armed any more). A function of registers.
    pub timers: Signal<Out, Bits<17>>,
    /// No events (the default of `ev` each cycle).
    ev_none: Constant<ReqCounterInc>,
    /// The send completion's entry (a retired WQE's: `wr_id`, opcode, message length, QPN).
    entry: Signal<Local, SendCpl>,
    /// The send completions, each written once the local-buffer writes before it completed.
    cplq: SendCplQueue,
    /// The local-buffer writes' beats and the dropped payloads ([`RspPayloadMover`]: one command
    /// per response payload, in record order, and one per atomic's original value).
    mv: RspPayloadMover,
    /// The command: a payload to drop (`Idle`), else the write's.
    mv_drop: Signal<Local, Bit>,
    mv_cmd: Signal<Local, MoveCmd>,
    /// The retransmission timers ([`TimerRing`]: one entry per QP whose timer was armed).
    tmr: TimerRing,
    /// `time_now`, registered; the deadline of a timer armed now (`now_q` plus the QP's
    /// timeout, registered every cycle: the QP context holds still through a turn).
    now_q: DFF<Bits<32>>,
    t_dl: DFF<Bits<32>>,
    /// The QP's timeout in time units, and whether its timer never runs (timeout 0).
    t_rto: Signal<Local, Bits<32>>,
    t_inf: Signal<Local, Bit>,
    /// Its complement (a one-bit signal: an inversion inside a widening cast would widen first
    /// in the Verilog, setting every upper bit).
    t_run: Signal<Local, Bit>,
    /// The turn is a timer's; what its check found: the QP is RC in RTS/SQD with its timer
    /// armed, the deadline passed, PSNs unacknowledged, the go-back's packets into the oldest
    /// WQE and their byte offset.
    t_mode: DFF<Bit>,
    t_live: DFF<Bit>,
    t_due: DFF<Bit>,
    t_unacked: DFF<Bit>,
    t_k: DFF<Bits<24>>,
    t_off: DFF<Bits<32>>,
    /// The time less the context's deadline (not negative: passed).
    t_left: Signal<Local, Bits<32>>,
    /// The context written back arms the timer of a QP with no entry in the ring: its entry
    /// goes in with the write (`Write`, `RDone`).
    t_push: Signal<Local, Bit>,
    /// The flags a send writes back (the timer armed if it was not).
    s_flags: Signal<Local, Bits<8>>,
    state: DFF<ReqStep>,
    /// The ready queue (QPNs).
    ready: SyncFifo<Bits<16>, 16, 17>,
    /// QPs whose success completion was lost (their send CQ could not take it), waiting for a
    /// turn that fails them (`LCheck`); a loss while it is full is counted `unsupported`.
    lostq: SyncFifo<Bits<16>, 4, 5>,
    /// The turn is a lost completion's.
    l_mode: DFF<Bit>,
    /// Room in `lostq` (a register: `fill < 15`).
    lost_room: DFF<Bit>,
    /// A lost success completion found `lostq` full (counted `unsupported`).
    l_unsup: Signal<Local, Bit>,
    /// Doorbells taken in `Idle` since the last turn (at [`DOORBELL_RUN`], a waiting turn goes
    /// first).
    db_run: DFF<Bits<6>>,
    /// Packets the turn in hand has sent before the one in work (a turn sends up to
    /// [`TURN_PACKETS`]).
    t_burst: DFF<Bits<2>>,
    /// A doorbell's prefetch, its three bounds registered in `DbSize` (each 0..=8): the room
    /// left in the QP's eight cache entries after the WQEs posted before it and not retired, the
    /// WQEs it posts, the slots to the end of their aligned group of eight; and its first WQE's
    /// slot. In `DbCheck`: the first WQE's address and the WQEs to prefetch (the least bound).
    d_room: DFF<Bits<5>>,
    d_new: DFF<Bits<5>>,
    d_grp: DFF<Bits<5>>,
    d_slot: DFF<Bits<32>>,
    d_pfa: DFF<Bits<64>>,
    d_pfn: DFF<Bits<5>>,
    /// WQEs posted before the doorbell and not retired; WQEs the doorbell posts (`DbSize`).
    pf_da: Signal<Local, Bits<32>>,
    pf_dn: Signal<Local, Bits<32>>,
    /// The producer before the doorbell (a local: its low bits are selected).
    pf_p: Signal<Local, Bits<32>>,
    /// The least of `d_new` and `d_grp` (`DbCheck`).
    pf_gw: Signal<Local, Bits<5>>,
    /// The WQE prefetcher ([`WqePrefetch`]).
    wpf: WqePrefetch,
    /// The WQE cache is flushed this cycle (the driver's word, a failed read of the engine's or
    /// the prefetcher's).
    wflush: Signal<Local, Bit>,
    /// The engine puts a WQE into the cache this cycle (its own read's SGE beat).
    e_put: Signal<Local, Bit>,
    /// The engine reads the cache's answer in this cycle or the next (`Addr`, `Probe`): no
    /// prefetched WQE is put meanwhile.
    pf_hold: Signal<Local, Bit>,
    /// The QP in work.
    qpn: DFF<Bits<16>>,
    /// A doorbell's producer index.
    d_prod: DFF<Bits<32>>,
    /// The doorbell is bad / queues the QP.
    d_bad: DFF<Bit>,
    d_push: DFF<Bit>,
    /// The send-queue context.
    sq: DFF<SqcImage>,
    /// The QP context entry.
    qc: DFF<Bits<1024>>,
    /// A turn's lookups taken, answers in.
    sq_sent: DFF<Bit>,
    qc_sent: DFF<Bit>,
    sq_got: DFF<Bit>,
    qc_got: DFF<Bit>,
    /// An answer was an error.
    look_err: DFF<Bit>,
    /// The WQE's header beat and SGE 0.
    hdr: DFF<Bits<512>>,
    /// The WQE's second beat: SGEs 0..=3 (the whole gather list of a WQE of up to four).
    sgeb: DFF<Bits<512>>,
    /// SGE 0, from `sgeb`.
    sge0: Signal<Local, Bits<128>>,
    /// The WQE read's beats taken.
    beat_n: DFF<Bits<6>>,
    /// The WQE cache ([`WqeCache`]): WQEs read lately, so a turn or a walk finds its WQE without
    /// a read of host memory.
    wc: WqeCache,
    /// The WQE's gather list and the walk over it, for a packet of a WQE of two or more SGEs.
    gw: GatherWalk,
    /// The packet's pieces, planned (every key checked) before any is read: host address (64),
    /// length (13), last (1).
    gq: SyncFifo<Bits<78>, 4, 5>,
    /// The packet gathers its payload from the pieces in `gq`.
    g_mode: DFF<Bit>,
    /// A READ's turn walks its local buffer's list to check every SGE's key (local write), as
    /// golden's `local_check` does at posting; no piece is planned.
    g_chk: DFF<Bit>,
    /// The piece's host address.
    g_host: DFF<Bits<64>>,
    /// The SGE in hand's key, its piece's offset into it, length and `last`, registered as
    /// `GWalk` leaves for `GKey` (the walk moves on to the next SGE meanwhile).
    g_key: DFF<Bits<32>>,
    g_poff: DFF<Bits<32>>,
    g_plen: DFF<Bits<13>>,
    g_plast: DFF<Bit>,
    /// The planned pieces are dropped (a local error found while planning).
    g_clear: Signal<Local, Bit>,
    /// The WQE's `num_sge` is more than 16 or than its slot holds.
    g_bad: Signal<Local, Bit>,
    /// A local error is found this cycle, and its completion status (`e_st`'s code).
    l_fail: Signal<Local, Bit>,
    l_st: Signal<Local, Bits<8>>,
    /// The WQE in hand: its free-running index (the cache's look-up).
    f_idx: DFF<Bits<32>>,
    /// WQEs posted from it on (`sq_producer - f_idx`).
    f_avail: DFF<Bits<32>>,
    /// `Probe` came without `Addr` (the cache looked at `f_idx`, set early, in the cycle before:
    /// `Check`, `RKind` or `Write`): on a miss it goes back to `Addr` for the read's bounds.
    f_early: DFF<Bit>,
    /// WQEs a read fetches (1..=16: with 128-byte slots, the rest of the aligned group of
    /// [`WQE_READ_GROUP`] slots (of the whole ring, if smaller), at most those posted), each put
    /// in the cache.
    f_n: DFF<Bits<5>>,
    /// The header beat of the WQE whose SGE beat comes next.
    f_hdr: DFF<Bits<512>>,
    /// The read's beats may go into the cache (no flush since it was issued).
    f_ok: DFF<Bit>,
    /// The read's group: its slots (a power of two), and the rest of it from the WQE in hand.
    f_gsize: Signal<Local, Bits<5>>,
    f_grp: DFF<Bits<5>>,
    /// The WQE's slot in the ring, and its address.
    slot_idx: DFF<Bits<32>>,
    wqe_addr: DFF<Bits<64>>,
    /// The host address of the ring slot `slot_idx`.
    slot_addr: Signal<Local, Bits<64>>,
    /// The message's length, what is left of it, first packet.
    len: DFF<Bits<32>>,
    rest: DFF<Bits<32>>,
    first: DFF<Bit>,
    /// The message is a READ or an atomic.
    rd_atomic: DFF<Bit>,
    /// The segment's outputs.
    s_op: DFF<Bits<8>>,
    s_last: DFF<Bit>,
    s_plen: DFF<Bits<13>>,
    s_psns: DFF<Bits<24>>,
    /// The opcode is not the service's, or a UD message is longer than the MTU.
    s_bad: DFF<Bit>,
    /// Of them, a UD message longer than the MTU (LocLenErr; a bad opcode is LocQpOpErr).
    s_long: DFF<Bit>,
    /// The WQE at the cursor is the oldest not retired (everything before it completed): a
    /// local error found at it completes it now (golden reports one when its WQE is the head).
    l_head: DFF<Bit>,
    npkts: DFF<Bits<24>>,
    /// The bookkeeping's outputs.
    a_fresh: DFF<Bit>,
    /// The packet is a resend (its PSN before `max_psn`).
    a_retrans: DFF<Bit>,
    a_psn: DFF<Bits<24>>,
    a_ack_req: DFF<Bit>,
    a_npsn: DFF<Bits<24>>,
    a_max_psn: DFF<Bits<24>>,
    a_next_offset: DFF<Bits<32>>,
    a_sq_next: DFF<Bits<32>>,
    a_rd_out: DFF<Bits<5>>,
    a_since: DFF<Bits<8>>,
    a_arm: DFF<Bit>,
    /// The packet completes its WQE as it leaves (UC's last packet).
    a_done: DFF<Bit>,
    /// The payload's host address.
    host: DFF<Bits<64>>,
    /// In `Emit`: the record / the payload read taken.
    meta_done: DFF<Bit>,
    pay_done: DFF<Bit>,
    /// A piece of a gathered packet's payload is taken (the packet has started: PFC no longer
    /// holds the rest).
    pay_some: DFF<Bit>,
    /// The turn is a response's.
    rsp_mode: DFF<Bit>,
    /// The response's PSN, opcode, AETH syndrome and P_Key.
    r_psn: DFF<Bits<24>>,
    r_op: DFF<Bits<8>>,
    r_syn: DFF<Bits<8>>,
    r_pkey: DFF<Bits<16>>,
    /// The response's kind ([crate::req_resp_class::kind]).
    r_kind: DFF<Bits<3>>,
    /// The walk acknowledges every PSN up to this one.
    r_a: DFF<Bits<24>>,
    /// The walk: the WQE examined (free-running index), its first PSN, whether it is the
    /// oldest, the first PSN not acknowledged, something acknowledged, READs/atomics out.
    w_idx: DFF<Bits<32>>,
    w_psn: DFF<Bits<24>>,
    w_first: DFF<Bit>,
    w_una: DFF<Bits<24>>,
    w_prog: DFF<Bit>,
    w_rd_out: DFF<Bits<8>>,
    /// The step's result and its count.
    w_step: DFF<Bits<3>>,
    w_n: DFF<Bits<24>>,
    /// The send cursor as the walk leaves it (golden's `cursor`, `cursor_pkt`): an ACK beyond a
    /// cursor that a go-back rewound retires the WQEs it is in and moves it past them (`c_next`,
    /// its offset `c_off`, its PSN `c_npsn`; `c_moved` when it moved).
    c_next: DFF<Bits<32>>,
    c_off: DFF<Bits<32>>,
    c_npsn: DFF<Bits<24>>,
    c_moved: DFF<Bit>,
    /// The acknowledged PSN less the examined WQE's first PSN, and whether that is negative (the
    /// acknowledgement ends before the WQE).
    w_ad: Signal<Local, Bits<24>>,
    w_before: Signal<Local, Bit>,
    /// A positive ACK's walk is over at the WQE in hand (`w_idx`): none is left, or the ACK
    /// ends before it (and no READ or atomic answer was found lost, so no go-back is decided).
    w_done: Signal<Local, Bit>,
    /// The retire walk steps to its next WQE this cycle (`WStart`; `RKind` for a response not
    /// dropped).
    w_enter: Signal<Local, Bit>,
    /// A send turn (no response, timer, error walk or lost completion in hand).
    turn_mode: Signal<Local, Bit>,
    /// The cursor's packets into the WQE examined, and the byte offset of `w_n` packets.
    c_k: Signal<Local, Bits<24>>,
    c_noff: Signal<Local, Bits<32>>,
    /// The NAK's code.
    r_nak: DFF<Bits<3>>,
    /// The response's payload length, and the atomic ACK's original value.
    r_plen: DFF<Bits<16>>,
    r_orig: DFF<Bits<64>>,
    /// A response's payload is still on `rsp_pay` (taken to its last beat: forwarded to a
    /// local buffer, or dropped in `Idle`, which takes nothing else meanwhile).
    owe: DFF<Bit>,
    /// A READ response or atomic ACK: the walk ended waiting at a READ/atomic (`x_at`), its
    /// packets answered so far (`x_k`), the PSN it waits for (`x_want`), whether this answer is
    /// its last (`x_last`), the answer's byte offset in the message (`x_off`) and length.
    x_at: DFF<Bit>,
    x_k: DFF<Bits<24>>,
    x_want: DFF<Bits<24>>,
    x_last: DFF<Bit>,
    x_off: DFF<Bits<32>>,
    x_len: DFF<Bits<32>>,
    /// The MTU's bytes, and a READ response's expected length.
    x_mtu_q: DFF<Bits<32>>,
    x_exp_q: DFF<Bits<32>>,
    /// What the check found: stale, or bad.
    x_stale: DFF<Bit>,
    x_bad: DFF<Bit>,
    /// A READ response whose local buffer refused its bytes (golden's scatter error: the READ's
    /// `local_error`): counted as answered, its bytes dropped, the context's `LOCAL_ERROR`
    /// flag set until the READ's last answer.
    x_lerr: DFF<Bit>,
    /// The answered WQE completes LocProtErr now (a fatal error, `e_fail`): an atomic whose
    /// value its local buffer refuses (or whose SGE is shorter than the value), or a READ's
    /// last answer after a refusal.
    x_lfail: DFF<Bit>,
    /// The answer was taken (the walk that goes on after its WQE retired ends at `RDone`).
    x_fin: DFF<Bit>,
    /// The gate's verdict; the key check's address and length.
    g_go: DFF<Bit>,
    k_va: DFF<Bits<64>>,
    k_len: DFF<Bits<64>>,
    /// A one-SGE send turn's key check, started at `Seg` (the whole SGE's check does not depend
    /// on the segment, the bookkeeping or the gate, so it runs beside them), not decided yet.
    /// `Idle` waits for it (a turn that ends before `Key` leaves it running).
    k_run: DFF<Bit>,
    /// Its decision came before `Key` took it: the result (`code`, host address), held.
    k_got: DFF<Bit>,
    k_code: DFF<Bits<3>>,
    k_host: DFF<Bits<64>>,
    /// The send turn's key check decided (held or now), its code and host address.
    k_now: Signal<Local, Bit>,
    k_now_code: Signal<Local, Bits<3>>,
    k_now_host: Signal<Local, Bits<64>>,
    /// The local buffer's host address.
    x_host: DFF<Bits<64>>,
    /// The expected length of a READ response (the rest of the message, at most the MTU) and
    /// the MTU's bytes; a READ response's position in its message is right.
    x_exp: Signal<Local, Bits<32>>,
    x_mtu: Signal<Local, Bits<32>>,
    x_pos: Signal<Local, Bit>,
    /// The walk-end WQE's answered packets as a byte offset.
    x_koff: Signal<Local, Bits<32>>,
    /// The write's data source is the response's payload (a READ response).
    x_rd: Signal<Local, Bit>,
    /// The walk ended at a WQE it did not retire and whose PSNs a NAK may name: a SEND or WRITE
    /// not acknowledged to its end, or a READ or atomic not answered (waiting).
    w_end_ok: DFF<Bit>,
    /// A go-back: to `b_psn` (the WQE `w_idx`, `b_off` bytes in), or ignored (that PSN was
    /// gone back to already, nothing acknowledged since).
    b_do: DFF<Bit>,
    b_ign: DFF<Bit>,
    /// The PSN a go-back goes to: a PSN sequence NAK's, or the one a READ or atomic still
    /// waits for (its answer lost: golden's `ack_upto` returning `Err(want)`).
    b_psn: DFF<Bits<24>>,
    /// The walk found a READ's or atomic's answer lost (step `LOST`): go back to its `want`.
    b_lost: DFF<Bit>,
    /// A go-back was asked (done, ignored, or with no retry left: a fatal error, `e_fail`).
    b_ask: DFF<Bit>,
    /// An RNR NAK starts an RNR wait (golden's `rnr_wait`): back to its PSN, the QP held until
    /// `rnr_dl`.
    b_rnr: DFF<Bit>,
    /// An RNR NAK while an RNR wait runs: ignored, as golden does.
    b_rign: DFF<Bit>,
    /// An RNR NAK with no RNR retry left (golden's `fail_at(.., RnrRetryExcErr)`).
    b_rfail: DFF<Bit>,
    /// The walk is an error walk (golden's `fail_at` and the flush of `enter_error`): every WQE
    /// it reads, from `w_idx` to the producer, completes (signaled or not) with `e_st`: the
    /// first with the fatal error's status, the rest `WrFlushErr`; `EDone` then writes the
    /// context in error, keeping of `scheduled` and `timer_queued` what `e_keep` says (each
    /// stays true to the ready queue and the timer ring as the way in left them).
    e_mode: DFF<Bit>,
    e_st: DFF<Bits<8>>,
    /// The error walk flushes WQEs posted to a queue already in error (a turn's): golden's
    /// `post_send` completes those at once as SEND of length 0, so these entries say the same.
    e_post: DFF<Bit>,
    e_keep: DFF<Bits<8>>,
    /// A response turn ends in a fatal error (`RDone`), and its completion status: a
    /// remote-error NAK (RemInvReqErr, RemAccessErr, RemOpErr), a go-back with no transport
    /// retry left (RetryExcErr) or an RNR NAK with no RNR retry left (RnrRetryExcErr).
    e_fail: Signal<Local, Bit>,
    e_code: Signal<Local, Bits<8>>,
    /// The QP's send queue is in error (`sqc_flag::ERROR`), or its QP context in ERR or SQE:
    /// a turn flushes what is posted instead of sending it.
    e_flush: Signal<Local, Bit>,
    /// The end of the RNR wait: `now_q` plus the NAK's timer (the ROM).
    rnr_dl: DFF<Bits<32>>,
    /// IBTA table 45 in units of `time_now` ([`rnr_timer_units`]).
    rnr_rom: ROM<Bits<32>, 5>,
    /// RNR retries left after the walk (its progress resets them).
    rnr_now: Signal<Local, Bits<8>>,
    /// The QP's RNR wait runs (the timer turn's check).
    t_rnr: DFF<Bit>,
    /// The walk's write-back pokes the timer ring (an RNR wait, shorter than the entry's copy).
    t_poke: Signal<Local, Bit>,
    b_off: DFF<Bits<32>>,
    cls: ReqRespClass,
    ack: ReqAckStep,
    seg: ReqSegment,
    adv: ReqAdvance,
    gate: ReqGate,
    ks: KeyStage,
    load: SqcLoad,
    view: QpcView,
    rev_va: ByteReverse<64>,
    rev_rkey: ByteReverse<32>,
    rev_dlen: ByteReverse<32>,
    rev_swap: ByteReverse<64>,
    rev_cmp: ByteReverse<64>,
    rev_imm: ByteReverse<32>,
    rev_psn: ByteReverse<24>,
    rev_dqp: ByteReverse<24>,
    rev_pkey: ByteReverse<16>,
    rev_sport: ByteReverse<16>,
    rev_qkey: ByteReverse<32>,
    rev_sqp: ByteReverse<24>,
    /// A UD QP's WQE carries its destination (flags bit 3): its address vector, QPN and Q_Key
    /// replace the QP context's (set in `Len`).
    ud_av: DFF<Bit>,
    /// The UD destination IP (wire bytes, IPv4 as `::ffff:a.b.c.d`).
    ud_ip: Signal<Local, Bits<128>>,
    /// The low 14 bits of `qpn ^ remote_qpn` (a UD packet's per-QP source port).
    ud_x: Signal<Local, Bits<14>>,
    /// `0xC000 | ud_x`.
    ud_port: Signal<Local, Bits<16>>,
    /// 0xC000, golden's per-QP port base.
    ud_hi: Signal<Local, Bits<16>>,
    /// The WQE's fields.
    wop: Signal<Local, Bits<8>>,
    /// `tx_pause` shifted by the data frames' priority: bit 0 = paused.
    pause_sh: Signal<Local, Bits<8>>,
    /// The packet may go out: not paused, or already started.
    go: Signal<Local, Bit>,
    wflags: Signal<Local, Bits<8>>,
    num_sge: Signal<Local, Bits<8>>,
    /// The packet carries payload read from host memory.
    pay: Signal<Local, Bit>,
    /// The context written back in `Write` / `Release` / `DbWrite`.
    nsq: Signal<Local, SqcImage>,
    /// The RETH's DMA length and address (a READ asks for the rest).
    dlen: Signal<Local, Bits<32>>,
    rva: Signal<Local, Bits<64>>,
    /// `ready` has a QP, and a doorbell waits (both only while enabled).
    turn_ok: Signal<Local, Bit>,
    db_ok: Signal<Local, Bit>,
    /// WQEs the doorbell would leave posted.
    posted: Signal<Local, Bits<32>>,
    /// WQEs the context has started (cursor - retire).
    advanced: Signal<Local, Bits<32>>,
    /// The ring's slots.
    slots: Signal<Local, Bits<32>>,
    /// `slots`, registered (the doorbell check's compare after the shift would be nine LUT
    /// levels in one cycle).
    slots_q: DFF<Bits<32>>,
    /// The slot index's mask.
    idx_mask: Signal<Local, Bits<32>>,
    /// The number of packets by MTU code.
    pk_div: Signal<Local, Bits<32>>,
    pk_rem: Signal<Local, Bit>,
    /// The context's flags (a struct field is not bit-selected twice in the Verilog).
    sq_flags: Signal<Local, Bits<8>>,
    /// A response waits (only while enabled).
    rsp_ok: Signal<Local, Bit>,
    /// The waiting response is taken now (by `Idle`, or by `RDone` for the QP in hand): its
    /// fields are registered.
    rsp_take: Signal<Local, Bit>,
    /// The response's QP is queued again when the walk ends.
    r_push: Signal<Local, Bit>,
    /// The flags written back after a walk.
    r_flags: Signal<Local, Bits<8>>,
    /// The offered response's destination QP.
    rsp_dqp: Signal<Local, Bits<24>>,
    /// Transport retries left after the walk (its progress resets them).
    retry_now: Signal<Local, Bits<8>>,
    /// The go-back's PSN (`b_psn`) less the first PSN of the WQE the walk ended at.
    b_k: Signal<Local, Bits<24>>,
    /// The first PSN never sent less the walked WQE's first PSN.
    w_gap: Signal<Local, Bits<24>>,
}

impl Default for ReqEngine {
    fn default() -> Self {
        ReqEngine {
            clock: Default::default(),
            reset: Default::default(),
            enable: Default::default(),
            local_mac: Default::default(),
            local_ip: Default::default(),
            ip_v6: Default::default(),
            vlan_en: Default::default(),
            vlan_vid: Default::default(),
            pcp: Default::default(),
            tx_pause: Default::default(),
            pause_sh: Default::default(),
            go: Default::default(),
            dscp: Default::default(),
            ttl: Default::default(),
            cc_enabled: Default::default(),
            sport_per_qp: Default::default(),
            sport_fixed: Default::default(),
            time_now: Default::default(),
            window: Default::default(),
            ack_every: Default::default(),
            wqe_flush: Default::default(),
            db: Default::default(),
            sqc: Default::default(),
            sqc_up: Default::default(),
            qpc: Default::default(),
            mkey: Default::default(),
            rd: Default::default(),
            rsp: Default::default(),
            rsp_valid: Default::default(),
            rsp_ready: Default::default(),
            rsp_pay: Default::default(),
            cq: Default::default(),
            cq_busy: Default::default(),
            wr: Default::default(),
            cqw: Default::default(),
            fatal: Default::default(),
            entry: Default::default(),
            cplq: Default::default(),
            mv: Default::default(),
            mv_drop: Default::default(),
            mv_cmd: Default::default(),
            tmr: Default::default(),
            now_q: Default::default(),
            t_dl: Default::default(),
            t_rto: Default::default(),
            t_inf: Default::default(),
            t_run: Default::default(),
            t_mode: Default::default(),
            t_live: Default::default(),
            t_due: Default::default(),
            t_unacked: Default::default(),
            t_k: Default::default(),
            t_off: Default::default(),
            t_left: Default::default(),
            t_push: Default::default(),
            s_flags: Default::default(),
            meta: Default::default(),
            meta_valid: Default::default(),
            meta_ready: Default::default(),
            pay_req_valid: Default::default(),
            pay_req_ready: Default::default(),
            pay_req_addr: Default::default(),
            pay_req_len: Default::default(),
            pay_req_last: Default::default(),
            ev: Default::default(),
            ev_none: Constant::new(ReqCounterInc::default()),
            idle: Default::default(),
            timers: Default::default(),
            state: Default::default(),
            ready: Default::default(),
            lostq: Default::default(),
            l_mode: Default::default(),
            lost_room: Default::default(),
            l_unsup: Default::default(),
            db_run: Default::default(),
            t_burst: Default::default(),
            d_room: Default::default(),
            d_new: Default::default(),
            d_grp: Default::default(),
            d_slot: Default::default(),
            d_pfa: Default::default(),
            d_pfn: Default::default(),
            pf_da: Default::default(),
            pf_dn: Default::default(),
            pf_p: Default::default(),
            pf_gw: Default::default(),
            wpf: Default::default(),
            wflush: Default::default(),
            e_put: Default::default(),
            pf_hold: Default::default(),
            qpn: Default::default(),
            d_prod: Default::default(),
            d_bad: Default::default(),
            slots_q: Default::default(),
            d_push: Default::default(),
            sq: Default::default(),
            qc: Default::default(),
            sq_sent: Default::default(),
            qc_sent: Default::default(),
            sq_got: Default::default(),
            qc_got: Default::default(),
            look_err: Default::default(),
            hdr: Default::default(),
            sgeb: Default::default(),
            sge0: Default::default(),
            beat_n: Default::default(),
            wc: Default::default(),
            wpf_rd: Default::default(),
            key_pf_valid: Default::default(),
            key_pf_ready: Default::default(),
            key_pf_index: Default::default(),
            gw: Default::default(),
            gq: Default::default(),
            g_mode: Default::default(),
            g_chk: Default::default(),
            g_host: Default::default(),
            g_key: Default::default(),
            g_poff: Default::default(),
            g_plen: Default::default(),
            g_plast: Default::default(),
            g_clear: Default::default(),
            g_bad: Default::default(),
            l_fail: Default::default(),
            l_st: Default::default(),
            f_idx: Default::default(),
            f_early: Default::default(),
            f_avail: Default::default(),
            f_n: Default::default(),
            f_hdr: Default::default(),
            f_ok: Default::default(),
            f_gsize: Default::default(),
            f_grp: Default::default(),
            slot_idx: Default::default(),
            wqe_addr: Default::default(),
            slot_addr: Default::default(),
            len: Default::default(),
            rest: Default::default(),
            first: Default::default(),
            rd_atomic: Default::default(),
            s_op: Default::default(),
            s_last: Default::default(),
            s_plen: Default::default(),
            s_psns: Default::default(),
            s_bad: Default::default(),
            s_long: Default::default(),
            l_head: Default::default(),
            npkts: Default::default(),
            a_fresh: Default::default(),
            a_retrans: Default::default(),
            a_psn: Default::default(),
            a_ack_req: Default::default(),
            a_npsn: Default::default(),
            a_max_psn: Default::default(),
            a_next_offset: Default::default(),
            a_sq_next: Default::default(),
            a_rd_out: Default::default(),
            a_since: Default::default(),
            a_arm: Default::default(),
            a_done: Default::default(),
            host: Default::default(),
            meta_done: Default::default(),
            pay_done: Default::default(),
            pay_some: Default::default(),
            rsp_mode: Default::default(),
            r_psn: Default::default(),
            r_op: Default::default(),
            r_syn: Default::default(),
            r_pkey: Default::default(),
            r_kind: Default::default(),
            r_a: Default::default(),
            w_idx: Default::default(),
            w_psn: Default::default(),
            w_first: Default::default(),
            w_una: Default::default(),
            w_prog: Default::default(),
            w_rd_out: Default::default(),
            w_step: Default::default(),
            w_n: Default::default(),
            c_next: Default::default(),
            c_off: Default::default(),
            c_npsn: Default::default(),
            c_moved: Default::default(),
            c_k: Default::default(),
            w_ad: Default::default(),
            w_before: Default::default(),
            w_done: Default::default(),
            w_enter: Default::default(),
            turn_mode: Default::default(),
            c_noff: Default::default(),
            r_nak: Default::default(),
            r_plen: Default::default(),
            r_orig: Default::default(),
            owe: Default::default(),
            x_at: Default::default(),
            x_k: Default::default(),
            x_want: Default::default(),
            x_last: Default::default(),
            x_off: Default::default(),
            x_len: Default::default(),
            x_mtu_q: Default::default(),
            x_exp_q: Default::default(),
            x_stale: Default::default(),
            x_bad: Default::default(),
            x_lerr: Default::default(),
            x_lfail: Default::default(),
            x_fin: Default::default(),
            x_host: Default::default(),
            g_go: Default::default(),
            k_va: Default::default(),
            k_len: Default::default(),
            k_run: Default::default(),
            k_got: Default::default(),
            k_code: Default::default(),
            k_host: Default::default(),
            k_now: Default::default(),
            k_now_code: Default::default(),
            k_now_host: Default::default(),
            x_exp: Default::default(),
            x_mtu: Default::default(),
            x_pos: Default::default(),
            x_koff: Default::default(),
            x_rd: Default::default(),
            w_end_ok: Default::default(),
            b_do: Default::default(),
            b_ign: Default::default(),
            b_psn: Default::default(),
            b_lost: Default::default(),
            b_ask: Default::default(),
            b_rnr: Default::default(),
            b_rign: Default::default(),
            b_rfail: Default::default(),
            e_mode: Default::default(),
            e_st: Default::default(),
            e_post: Default::default(),
            e_keep: Default::default(),
            e_fail: Default::default(),
            e_code: Default::default(),
            e_flush: Default::default(),
            rnr_dl: Default::default(),
            rnr_rom: ROM::new(rnr_timer_units().iter().enumerate().map(|(i, &u)| (Bits::<5>::from(i as u64), Bits::<32>::from(u as u64))).collect()),
            rnr_now: Default::default(),
            t_rnr: Default::default(),
            t_poke: Default::default(),
            b_off: Default::default(),
            cls: Default::default(),
            ack: Default::default(),
            seg: Default::default(),
            adv: Default::default(),
            gate: Default::default(),
            ks: Default::default(),
            load: Default::default(),
            view: Default::default(),
            rev_va: Default::default(),
            rev_rkey: Default::default(),
            rev_dlen: Default::default(),
            rev_swap: Default::default(),
            rev_cmp: Default::default(),
            rev_imm: Default::default(),
            rev_psn: Default::default(),
            rev_dqp: Default::default(),
            rev_pkey: Default::default(),
            rev_sport: Default::default(),
            rev_qkey: Default::default(),
            rev_sqp: Default::default(),
            ud_av: Default::default(),
            ud_ip: Default::default(),
            ud_x: Default::default(),
            ud_port: Default::default(),
            ud_hi: Default::default(),
            wop: Default::default(),
            wflags: Default::default(),
            num_sge: Default::default(),
            pay: Default::default(),
            nsq: Default::default(),
            dlen: Default::default(),
            rva: Default::default(),
            turn_ok: Default::default(),
            db_ok: Default::default(),
            posted: Default::default(),
            advanced: Default::default(),
            slots: Default::default(),
            idx_mask: Default::default(),
            pk_div: Default::default(),
            pk_rem: Default::default(),
            sq_flags: Default::default(),
            rsp_ok: Default::default(),
            rsp_take: Default::default(),
            r_push: Default::default(),
            r_flags: Default::default(),
            rsp_dqp: Default::default(),
            retry_now: Default::default(),
            b_k: Default::default(),
            w_gap: Default::default(),
        }
    }
}

impl Logic for ReqEngine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, db_run, t_burst, d_room, d_new, d_grp, d_slot, d_pfa, d_pfn, qpn, d_prod, d_bad, d_push, sq, qc, sq_sent, qc_sent, sq_got, qc_got, look_err, hdr, sgeb,
            beat_n, slot_idx, wqe_addr, len, rest, first, rd_atomic, s_op, s_last, s_plen, s_psns, s_bad, s_long, l_head, npkts, a_fresh, a_retrans, a_psn, a_ack_req, a_npsn,
            a_max_psn, a_next_offset, a_sq_next, a_rd_out, a_since, a_arm, a_done, host, meta_done, pay_done, rsp_mode, r_psn, r_op, r_syn, r_pkey,
            r_kind, r_a, w_idx, w_psn, w_first, w_una, w_prog, w_rd_out, w_step, w_n, c_next, c_off, c_npsn, c_moved, r_nak, w_end_ok, b_do, b_ign, b_off,
            r_plen, r_orig, owe, x_at, x_k, x_want, x_last, x_off, x_len, x_stale, x_bad, x_lerr, x_lfail, x_fin, x_host, g_go, k_va, k_len, k_run, k_got, k_code, k_host, x_mtu_q, x_exp_q,
            now_q, t_dl, t_mode, t_live, t_due, t_unacked, t_k, t_off, b_psn, b_lost, b_ask, ud_av,
            b_rnr, b_rign, b_rfail, e_mode, e_st, e_post, l_mode, lost_room, e_keep, rnr_dl, t_rnr, slots_q, f_idx, f_early, f_avail, f_n, f_hdr, f_ok, f_grp, g_mode, g_chk, g_host, g_key, g_poff, g_plen, g_plast, pay_some
        );
        clock!(self, clock, ready, lostq, ks, cplq, mv, tmr, wc, wpf, gw, gq);
        // ---- the gather walk and its pieces ----
        self.gw.reset.next = self.reset.val();
        self.gw.load.next = false;
        self.gw.load_beat.next = self.beat_n.q.val().get_bits::<2>(0);
        self.gw.load_data.next = self.rd.data.val();
        self.gw.start.next = false;
        // A request packet's bytes, a READ response's (the scatter), or a READ's whole message
        // (its turn's key check).
        self.gw.off.next = self.sq.q.val().next_offset;
        self.gw.len.next = bit_cast::<32, 13>(self.s_plen.q.val());
        if self.rsp_mode.q.val() {
            self.gw.off.next = self.x_off.q.val();
            self.gw.len.next = self.x_exp_q.q.val();
        }
        if self.g_chk.q.val() {
            self.gw.off.next = 0.into();
            self.gw.len.next = self.len.q.val();
        }
        self.gw.advance.next = false;
        self.g_clear.next = false;
        self.l_fail.next = false;
        self.l_st.next = 0.into();
        self.gq.reset.next = self.reset.val() | self.g_clear.val();
        self.gq.replace.next = false;
        self.gq.wr_en.next = false;
        self.gq.wr_data.next = bit_cast::<78, 64>(self.g_host.q.val())
            | (bit_cast::<78, 13>(self.g_plen.q.val()) << 64)
            | (bit_cast::<78, 1>(self.g_plast.q.val().into()) << 77);
        self.gq.rd_en.next = false;
        // ---- the WQE cache ----
        // Looked up at the WQE in hand (answering a cycle later); put as a read's SGE beats come
        // in (below); flushed on the driver's word, on a reset, and after a read that failed.
        // The prefetcher's WQEs go in when the engine neither puts nor reads the cache's answer.
        self.wflush.next = self.wqe_flush.val()
            | self.wpf.failed.val()
            | ((self.state.q.val() == ReqStep::WqeData) & self.rd.cpl_valid.val() & self.rd.cpl_status.val().any());
        self.e_put.next = (self.state.q.val() == ReqStep::WqeData) & self.rd.valid.val() & self.beat_n.q.val().get_bit(0);
        self.pf_hold.next = (self.state.q.val() == ReqStep::Addr) | (self.state.q.val() == ReqStep::Probe);
        self.wc.reset.next = self.reset.val();
        self.wc.flush.next = self.wflush.val();
        self.wc.look_qpn.next = self.qpn.q.val();
        self.wc.look_idx.next = self.f_idx.q.val();
        self.wc.put.next = false;
        self.wc.put_qpn.next = self.qpn.q.val();
        self.wc.put_idx.next = self.f_idx.q.val() + bit_cast::<32, 5>(self.beat_n.q.val().get_bits::<5>(1));
        self.wc.put_hdr.next = self.f_hdr.q.val();
        self.wc.put_sges.next = self.rd.data.val();
        self.wpf.reset.next = self.reset.val();
        self.wpf.flush.next = self.wflush.val();
        self.wpf.put_ok.next = !self.e_put.val() & !self.pf_hold.val();
        if !self.e_put.val() & !self.pf_hold.val() & self.wpf.put_valid.val() {
            self.wc.put.next = true;
            self.wc.put_qpn.next = self.wpf.put_qpn.val();
            self.wc.put_idx.next = self.wpf.put_idx.val();
            self.wc.put_hdr.next = self.wpf.put_hdr.val();
            self.wc.put_sges.next = self.wpf.put_sges.val();
        }
        DmaReadClient::link(&mut self.wpf_rd, &mut self.wpf.rd);
        self.key_pf_valid.next = self.wpf.key_valid.val();
        self.key_pf_index.next = self.wpf.key_index.val();
        self.wpf.key_ready.next = self.key_pf_ready.val();
        // A doorbell's prefetch: the WQEs it posts, at most to the end of their aligned group of
        // eight slots (no read wraps the ring) and to the eighth WQE after the oldest not
        // retired (a QP's eight cache entries, `WQE_CACHE_QP_SPAN`: the literal 8s below stand
        // for it and for the group; so 64 QPs' do not collide and none evicts a WQE
        // sent and not retired); a ring of 128-byte slots and of eight or more.
        self.wpf.req_valid.next = false;
        self.wpf.req_qpn.next = self.qpn.q.val();
        self.wpf.req_idx.next = self.sq.q.val().sq_producer;
        self.wpf.req_addr.next = self.d_pfa.q.val();
        self.wpf.req_n.next = self.d_pfn.q.val();
        self.pf_p.next = self.sq.q.val().sq_producer;
        self.pf_da.next = self.sq.q.val().sq_producer - self.sq.q.val().sq_retire;
        self.pf_dn.next = self.d_prod.q.val() - self.sq.q.val().sq_producer;
        self.pf_gw.next = self.d_grp.q.val();
        if self.d_new.q.val() < self.d_grp.q.val() {
            self.pf_gw.next = self.d_new.q.val();
        }
        self.sge0.next = self.sgeb.q.val().get_bits::<128>(0);
        if self.wqe_flush.val() {
            self.f_ok.d.next = false;
        }
        // The group: 16 slots of 128 bytes (the whole ring if smaller); one slot if larger.
        self.f_gsize.next = 16.into();
        if self.sq.q.val().sq_log_size < 4 {
            self.f_gsize.next = bit_cast::<5, 1>(true.into()) << self.sq.q.val().sq_log_size;
        }
        if self.sq.q.val().sq_log_stride != 7 {
            self.f_gsize.next = 1.into();
        }
        // ---- the retransmission timers ----
        self.tmr.reset.next = self.reset.val();
        self.now_q.d.next = self.time_now.val();
        self.tmr.time_now.next = self.now_q.q.val();
        self.t_inf.next = !self.qc.q.val().get_bits::<8>(480).any();
        self.t_run.next = self.qc.q.val().get_bits::<8>(480).any();
        self.t_rto.next = bit_cast::<32, 11>(1024.into()) << 20;
        if self.qc.q.val().get_bits::<8>(480) < 20 {
            self.t_rto.next = bit_cast::<32, 11>(1024.into()) << bit_cast::<32, 5>(self.qc.q.val().get_bits::<5>(480));
        }
        self.t_dl.d.next = self.now_q.q.val() + self.t_rto.val();
        self.t_left.next = self.now_q.q.val() - self.sq.q.val().deadline;
        self.tmr.arm_valid.next = false;
        self.tmr.arm_qpn.next = self.qpn.q.val();
        self.tmr.arm_deadline.next = self.t_dl.q.val();
        self.tmr.fire_take.next = false;
        self.tmr.poke_valid.next = false;
        self.tmr.poke_qpn.next = self.qpn.q.val();
        self.ready.reset.next = self.reset.val();
        // A success completion lost: its QP fails (golden's `cq_lost`: `enter_error`).
        self.lostq.reset.next = self.reset.val();
        self.lostq.replace.next = false;
        self.lostq.wr_en.next = self.cplq.lost.val() & self.cplq.lost_ok.val() & self.lost_room.q.val();
        self.lostq.wr_data.next = self.cplq.lost_qpn.val().get_bits::<16>(0);
        self.lostq.rd_en.next = false;
        self.lost_room.d.next = self.lostq.fill.val() < 15;
        self.ks.reset.next = self.reset.val();
        self.ready.replace.next = false;
        self.ready.wr_en.next = false;
        self.ready.wr_data.next = self.qpn.q.val();
        self.ready.rd_en.next = false;

        // ---- the WQE and the contexts, as fields ----
        self.wop.next = self.hdr.q.val().get_bits::<8>(64);
        self.wflags.next = self.hdr.q.val().get_bits::<8>(72);
        self.num_sge.next = self.hdr.q.val().get_bits::<8>(80);
        self.gw.num_sge.next = self.num_sge.val().get_bits::<5>(0);
        self.g_bad.next = (self.num_sge.val() > 16)
            | ((self.sq.q.val().sq_log_stride == 7) & (self.num_sge.val() > 4))
            | ((self.sq.q.val().sq_log_stride == 8) & (self.num_sge.val() > 12));
        self.ud_ip.next = self.hdr.q.val().get_bits::<128>(256);
        self.ud_x.next = self.qpn.q.val().get_bits::<14>(0) ^ self.hdr.q.val().get_bits::<14>(128);
        self.ud_hi.next = 0xC000.into();
        self.ud_port.next = self.ud_hi.val() | bit_cast::<16, 14>(self.ud_x.val());
        self.view.ctx.next = self.qc.q.val();
        self.view.nx.next = self.view.cur.val();
        self.load.entry.next = self.sqc.rsp_data.val().get_bits::<512>(0);

        // ---- combinational helpers ----
        self.sq_flags.next = self.sq.q.val().flags;
        self.seg.svc.next = bit_cast::<2, 8>(self.view.qp_type.val());
        self.seg.wop.next = self.wop.val();
        self.seg.rest.next = self.rest.q.val();
        self.seg.first.next = self.first.q.val();
        self.seg.mtu_code.next = self.view.mtu_code.val();
        self.adv.rc.next = self.view.qp_type.val() == 0;
        self.adv.ack_every.next = self.ack_every.val();
        self.adv.npsn.next = bit_cast::<24, 32>(self.sq.q.val().npsn);
        self.adv.max_psn.next = bit_cast::<24, 32>(self.sq.q.val().max_psn);
        self.adv.next_offset.next = self.sq.q.val().next_offset;
        self.adv.sq_next.next = self.sq.q.val().sq_next;
        self.adv.rd_out.next = bit_cast::<5, 8>(self.sq.q.val().rd_atomic_out);
        self.adv.since.next = self.sq.q.val().since_ackreq;
        self.adv.timer_armed.next = self.sq_flags.val().get_bit(0);
        self.adv.rd_atomic.next = self.rd_atomic.q.val();
        self.adv.last.next = self.s_last.q.val();
        self.adv.plen.next = self.s_plen.q.val();
        self.adv.psns.next = self.s_psns.q.val();
        self.gate.rnr_wait.next = self.sq_flags.val().get_bit(1);
        self.gate.stopped.next = self.qc.q.val().get_bits::<8>(0) == 4;
        self.gate.started.next = !self.a_fresh.q.val();
        self.gate.fence.next = self.wflags.val().get_bit(2);
        self.gate.rd_atomic.next = self.rd_atomic.q.val();
        self.gate.rd_out.next = bit_cast::<5, 8>(self.sq.q.val().rd_atomic_out);
        self.gate.max_rd_atomic.next = self.qc.q.val().get_bits::<5>(344);
        self.gate.rc.next = self.view.qp_type.val() == 0;
        self.gate.inflight.next = bit_cast::<24, 32>(self.sq.q.val().npsn) - bit_cast::<24, 32>(self.sq.q.val().una_psn);
        self.gate.npkts.next = self.npkts.q.val();
        self.gate.window.next = self.window.val();
        self.pay.next = !self.rd_atomic.q.val() & self.s_plen.q.val().any();
        // The number of packets: ceil(len / MTU) by MTU code (4 and above: 4096), at least 1.
        self.pk_div.next = self.len.q.val() >> 12;
        self.pk_rem.next = self.len.q.val().get_bits::<12>(0).any();
        if self.view.mtu_code.val() == 0 {
            self.pk_div.next = self.len.q.val() >> 8;
            self.pk_rem.next = self.len.q.val().get_bits::<8>(0).any();
        }
        if self.view.mtu_code.val() == 1 {
            self.pk_div.next = self.len.q.val() >> 9;
            self.pk_rem.next = self.len.q.val().get_bits::<9>(0).any();
        }
        if self.view.mtu_code.val() == 2 {
            self.pk_div.next = self.len.q.val() >> 10;
            self.pk_rem.next = self.len.q.val().get_bits::<10>(0).any();
        }
        if self.view.mtu_code.val() == 3 {
            self.pk_div.next = self.len.q.val() >> 11;
            self.pk_rem.next = self.len.q.val().get_bits::<11>(0).any();
        }
        // The ring.
        self.slots.next = bit_cast::<32, 1>(1.into()) << self.sq.q.val().sq_log_size;
        self.idx_mask.next = self.slots.val() - 1;
        self.slots_q.d.next = self.slots.val();
        self.posted.next = self.d_prod.q.val() - self.sq.q.val().sq_retire;
        self.advanced.next = self.sq.q.val().sq_next - self.sq.q.val().sq_retire;

        // ---- responses: the kind, and one step of the retire walk ----
        self.cls.una.next = bit_cast::<24, 32>(self.sq.q.val().una_psn);
        self.cls.max_psn.next = bit_cast::<24, 32>(self.sq.q.val().max_psn);
        self.cls.psn.next = self.r_psn.q.val();
        self.cls.opcode.next = self.r_op.q.val();
        self.cls.syndrome.next = self.r_syn.q.val();
        // A WQE has started when its first PSN is before the first PSN never sent.
        self.w_gap.next = bit_cast::<24, 32>(self.sq.q.val().max_psn) - self.w_psn.q.val();
        self.ack.started.next = self.w_gap.val().any() & !self.w_gap.val().get_bit(23);
        self.ack.rd_atomic.next = self.rd_atomic.q.val();
        self.ack.first_psn.next = self.w_psn.q.val();
        self.ack.acked.next = 0.into();
        if self.w_first.q.val() {
            // The oldest WQE's PSNs acknowledged (or answered) so far.
            self.ack.acked.next = bit_cast::<24, 32>(self.sq.q.val().una_psn) - bit_cast::<24, 32>(self.sq.q.val().retire_psn);
        }
        self.ack.npkts.next = self.npkts.q.val();
        self.ack.a.next = self.r_a.q.val();
        self.retry_now.next = self.sq.q.val().retry_left;
        if self.w_prog.q.val() {
            self.retry_now.next = self.qc.q.val().get_bits::<8>(488);
        }
        self.rnr_now.next = self.sq.q.val().rnr_left;
        if self.w_prog.q.val() {
            self.rnr_now.next = self.qc.q.val().get_bits::<8>(496);
        }
        // An RNR NAK's wait (its syndrome's low five bits, IBTA table 45).
        self.rnr_rom.address.next = self.r_syn.q.val().get_bits::<5>(0);
        self.rnr_dl.d.next = self.now_q.q.val() + self.rnr_rom.data.val();
        self.b_k.next = self.b_psn.q.val() - self.w_psn.q.val();
        self.c_k.next = self.c_npsn.q.val() - self.w_psn.q.val();
        self.w_ad.next = self.r_a.q.val() - self.w_psn.q.val();
        self.w_before.next = self.w_ad.val().get_bit(23);
        self.w_done.next = !self.e_mode.q.val()
            & (self.r_kind.q.val() == 0)
            & !self.b_lost.q.val()
            & ((self.w_idx.q.val() == self.sq.q.val().sq_producer) | self.w_before.val());
        self.c_noff.next = bit_cast::<32, 24>(self.w_n.q.val()) << 12;
        if self.view.mtu_code.val() < 4 {
            self.c_noff.next = bit_cast::<32, 24>(self.w_n.q.val()) << (bit_cast::<32, 3>(self.view.mtu_code.val()) + 8);
        }

        // ---- send completions: a retired WQE's entry, through the queue into the QP's send CQ
        // (golden's `push_completion`: status Success, the WR's kind, the message's length) ----
        self.entry.next.wr_id = self.hdr.q.val().get_bits::<64>(0);
        self.entry.next.len = self.len.q.val();
        self.entry.next.qpn = bit_cast::<24, 16>(self.qpn.q.val());
        self.entry.next.status = 0.into();
        if self.e_mode.q.val() {
            // An error walk's: the fatal error's status, then WrFlushErr.
            self.entry.next.status = self.e_st.q.val();
        }
        self.entry.next.cq = self.view.scq.val();
        self.entry.next.opcode = 0.into();
        if (self.wop.val() == 0) | (self.wop.val() == 1) {
            self.entry.next.opcode = 1.into();
        }
        if self.wop.val() == 4 {
            self.entry.next.opcode = 2.into();
        }
        if self.wop.val() == 5 {
            self.entry.next.opcode = 3.into();
        }
        if self.wop.val() == 6 {
            self.entry.next.opcode = 4.into();
        }
        if self.e_post.q.val() {
            // Posted to a queue in error (golden's `post_send`: SEND, length 0).
            self.entry.next.opcode = 0.into();
            self.entry.next.len = 0.into();
        }
        self.cplq.reset.next = self.reset.val();
        self.cplq.push.next = self.entry.val();
        self.cplq.push_valid.next = self.state.q.val() == ReqStep::WCqe;
        self.cplq.cq_busy.next = self.cq_busy.val();
        CqPortUser::link(&mut self.cq, &mut self.cplq.cq);
        DmaWriteClient::link(&mut self.cqw, &mut self.cplq.wr);
        // ---- a READ response's payload or an atomic's original value into the local buffer
        // (not awaited: the completion queue's entries wait for these writes, told to it) ----
        self.cplq.pw_issue.next = self.wr.req_valid.val() & self.wr.req_ready.val();
        self.cplq.pw_cpl.next = self.wr.cpl_valid.val();
        self.cplq.pw_err.next = self.wr.cpl_status.val().any();
        // The request is the engine's (`XReq`), its beats the mover's: the engine goes on.
        self.x_rd.next = self.r_kind.q.val() == 4;
        self.wr.keep.next = 0xFFFF_FFFF_FFFF_FFFF_u64.into();
        self.wr.req_valid.next = ((self.state.q.val() == ReqStep::XReq) | ((self.state.q.val() == ReqStep::XEmit) & self.gq.rd_valid.val()))
            & self.cplq.pw_room.val()
            & self.mv.cmd_ready.val();
        self.wr.req_addr.next = self.x_host.q.val();
        self.wr.req_len.next = self.x_len.q.val().get_bits::<17>(0);
        if self.state.q.val() == ReqStep::XEmit {
            // A scattered answer's next piece.
            self.wr.req_addr.next = self.gq.rd_data.val().get_bits::<64>(0);
            self.wr.req_len.next = bit_cast::<17, 13>(self.gq.rd_data.val().get_bits::<13>(64));
        }
        self.mv.reset.next = self.reset.val();
        AxisSink::link(&mut self.rsp_pay, &mut self.mv.pay);
        self.wr.data.next = self.mv.w_data.val();
        self.wr.valid.next = self.mv.w_valid.val();
        self.wr.last.next = self.mv.w_last.val();
        self.mv.w_ready.next = self.wr.ready.val();
        // A response's payload not written anywhere is dropped (`Idle`, before anything else).
        self.mv_drop.next = (self.state.q.val() == ReqStep::Idle) & self.owe.q.val();
        self.mv_cmd.next.op = 2.into(); // VALUE: an atomic's original value
        if self.x_rd.val() {
            self.mv_cmd.next.op = 0.into(); // STREAM
        }
        if self.mv_drop.val() {
            self.mv_cmd.next.op = 1.into(); // DROP
        }
        self.mv_cmd.next.len = self.x_len.q.val().get_bits::<13>(0);
        self.mv_cmd.next.eof = true;
        if self.state.q.val() == ReqStep::XEmit {
            self.mv_cmd.next.len = self.gq.rd_data.val().get_bits::<13>(64);
            self.mv_cmd.next.eof = self.gq.rd_data.val().get_bit(77);
        }
        self.mv_cmd.next.data = self.r_orig.q.val();
        self.mv.cmd.next = self.mv_cmd.val();
        self.mv.cmd_valid.next = self.mv_drop.val() | (self.wr.req_valid.val() & self.wr.req_ready.val());
        // A READ response's expected length: the rest of the message, at most the MTU; its
        // opcode's position (first, middle, last, only) against the packets answered so far.
        self.x_mtu.next = 4096.into();
        if self.view.mtu_code.val() < 4 {
            self.x_mtu.next = bit_cast::<32, 1>(true.into()) << (bit_cast::<32, 3>(self.view.mtu_code.val()) + 8);
        }
        self.x_exp.next = self.len.q.val() - self.x_off.q.val();
        if self.x_exp.val() > self.x_mtu_q.q.val() {
            self.x_exp.next = self.x_mtu_q.q.val();
        }
        self.x_pos.next = ((self.r_op.q.val() == 0x10) & self.x_last.q.val())
            | ((self.r_op.q.val() == 0x0D) & !self.x_last.q.val())
            | ((self.r_op.q.val() == 0x0E) & !self.x_last.q.val() & self.x_k.q.val().any())
            | ((self.r_op.q.val() == 0x0F) & self.x_last.q.val() & self.x_k.q.val().any());
        self.x_koff.next = bit_cast::<32, 24>(self.ack.acked.val()) << 12;
        if self.view.mtu_code.val() < 4 {
            self.x_koff.next = bit_cast::<32, 24>(self.ack.acked.val()) << (bit_cast::<32, 3>(self.view.mtu_code.val()) + 8);
        }

        // ---- the key check: the whole SGE, local read (SEND/WRITE) or local write ----
        // (A send turn's check runs from `Seg` while `k_run` is set; its decision is held for
        // `Key` if it comes first.)
        self.ks.start.next = self.k_run.q.val() | (self.state.q.val() == ReqStep::XKey) | (self.state.q.val() == ReqStep::GKey);
        if self.k_run.q.val() & self.ks.res.done.val() {
            self.k_run.d.next = false;
            self.k_got.d.next = true;
            self.k_code.d.next = self.ks.res.code.val();
            self.k_host.d.next = self.ks.res.host_addr.val();
        }
        self.k_now.next = self.k_got.q.val() | (self.k_run.q.val() & self.ks.res.done.val());
        self.k_now_code.next = self.ks.res.code.val();
        self.k_now_host.next = self.ks.res.host_addr.val();
        if self.k_got.q.val() {
            self.k_now_code.next = self.k_code.q.val();
            self.k_now_host.next = self.k_host.q.val();
        }
        self.ks.inv.next = false;
        self.ks.key.next = self.sge0.val().get_bits::<32>(96);
        if self.state.q.val() == ReqStep::GKey {
            self.ks.key.next = self.g_key.q.val();
        }
        // The whole SGE (a send turn) or an answer's bytes (golden's scatter checks just those),
        // registered before the check starts.
        self.ks.va.next = self.k_va.q.val();
        self.ks.len.next = self.k_len.q.val();
        self.ks.access.next = bit_cast::<3, 1>(self.rd_atomic.q.val().into());
        self.ks.pd.next = self.view.pd.val();
        CacheLookup::link(&mut self.mkey, &mut self.ks.mkey);

        // ---- the packet's header record (golden's request header) ----
        self.rva.next = self.hdr.q.val().get_bits::<64>(128);
        self.dlen.next = self.len.q.val();
        if self.rd_atomic.q.val() {
            // A READ asks for the rest of its message.
            self.rva.next = self.hdr.q.val().get_bits::<64>(128) + bit_cast::<64, 32>(self.sq.q.val().next_offset);
            self.dlen.next = self.rest.q.val();
        }
        self.rev_va.d.next = self.rva.val();
        self.rev_rkey.d.next = self.hdr.q.val().get_bits::<32>(192);
        self.rev_dlen.d.next = self.dlen.val();
        // AtomicETH: swap (compare-swap) or the addend (fetch-add, whose compare is 0).
        self.rev_swap.d.next = self.hdr.q.val().get_bits::<64>(256);
        self.rev_cmp.d.next = 0.into();
        if self.wop.val() == 5 {
            self.rev_swap.d.next = self.hdr.q.val().get_bits::<64>(320);
            self.rev_cmp.d.next = self.hdr.q.val().get_bits::<64>(256);
        }
        self.rev_imm.d.next = self.hdr.q.val().get_bits::<32>(96);
        self.rev_psn.d.next = self.a_psn.q.val();
        self.rev_dqp.d.next = self.view.dest_qpn.val();
        // UD (golden's `next_packet`): the WQE's remote QPN; DETH with its Q_Key (bit 31 set:
        // the QP's own, IBTA 10.2.5) and this QP as the source.
        self.rev_qkey.d.next = self.view.qkey.val();
        if self.ud_av.q.val() {
            self.rev_dqp.d.next = self.hdr.q.val().get_bits::<24>(128);
            if !self.hdr.q.val().get_bit(191) {
                self.rev_qkey.d.next = self.hdr.q.val().get_bits::<32>(160);
            }
        }
        self.rev_sqp.d.next = bit_cast::<24, 16>(self.qpn.q.val());
        self.rev_pkey.d.next = self.view.pkey.val();
        self.rev_sport.d.next = self.view.sport.val();
        if self.ud_av.q.val() {
            // A UD QP has no one peer: golden takes the port from the WQE's destination QP.
            self.rev_sport.d.next = self.sport_fixed.val();
            if self.sport_per_qp.val() {
                self.rev_sport.d.next = self.ud_port.val();
            }
        }
        self.meta.next.dst_mac = self.view.dmac.val();
        if self.ud_av.q.val() {
            self.meta.next.dst_mac = self.hdr.q.val().get_bits::<48>(192);
        }
        self.meta.next.src_mac = self.local_mac.val();
        self.meta.next.vlan = self.vlan_en.val();
        self.meta.next.vlan_tci = 0.into();
        if self.vlan_en.val() {
            self.meta.next.vlan_tci = (bit_cast::<16, 3>(self.pcp.val()) << 5)
                | bit_cast::<16, 4>(self.vlan_vid.val().get_bits::<4>(8))
                | (bit_cast::<16, 8>(self.vlan_vid.val().get_bits::<8>(0)) << 8);
        }
        self.meta.next.ipv6 = self.ip_v6.val();
        self.meta.next.tclass = (bit_cast::<8, 6>(self.dscp.val()) << 2) | (bit_cast::<8, 1>(self.cc_enabled.val().into()) << 1);
        self.meta.next.ttl = self.ttl.val();
        self.meta.next.ip_ident = 0.into();
        self.meta.next.dont_frag = true;
        self.meta.next.flow_label = 0.into();
        self.meta.next.src_ip = self.local_ip.val();
        // IPv4 GIDs are ::ffff:a.b.c.d: the address is the GID's last four wire bytes.
        self.meta.next.dst_ip = self.view.dgid.val();
        if !self.ip_v6.val() {
            self.meta.next.dst_ip = self.view.dgid.val() >> 96;
        }
        if self.ud_av.q.val() {
            self.meta.next.dst_ip = self.ud_ip.val();
            if !self.ip_v6.val() {
                self.meta.next.dst_ip = self.ud_ip.val() >> 96;
            }
        }
        self.meta.next.udp_src = self.rev_sport.q.val();
        self.meta.next.opcode = self.s_op.q.val();
        self.meta.next.solicited = self.s_last.q.val() & self.wflags.val().get_bit(1);
        self.meta.next.migreq = false;
        self.meta.next.tver = 0.into();
        self.meta.next.pkey = self.rev_pkey.q.val();
        self.meta.next.fecn = false;
        self.meta.next.becn = false;
        self.meta.next.dest_qp = self.rev_dqp.q.val();
        self.meta.next.ack_req = self.a_ack_req.q.val();
        self.meta.next.psn = self.rev_psn.q.val();
        self.meta.next.deth = bit_cast::<64, 32>(self.rev_qkey.q.val()) | (bit_cast::<64, 24>(self.rev_sqp.q.val()) << 40);
        self.meta.next.reth = bit_cast::<128, 64>(self.rev_va.q.val())
            | (bit_cast::<128, 32>(self.rev_rkey.q.val()) << 64)
            | (bit_cast::<128, 32>(self.rev_dlen.q.val()) << 96);
        self.meta.next.atomic_eth = bit_cast::<224, 64>(self.rev_va.q.val())
            | (bit_cast::<224, 32>(self.rev_rkey.q.val()) << 64)
            | (bit_cast::<224, 64>(self.rev_swap.q.val()) << 96)
            | (bit_cast::<224, 64>(self.rev_cmp.q.val()) << 160);
        self.meta.next.aeth = 0.into();
        self.meta.next.atomic_ack_eth = 0.into();
        self.meta.next.immdt = self.rev_imm.q.val();
        self.meta.next.ieth = self.rev_imm.q.val();
        self.meta.next.payload_len = bit_cast::<16, 13>(self.s_plen.q.val());

        // The segment's outputs, registered every cycle with no enable (its inputs hold still
        // from `Len` to the turn's end; no select after its eight LUT levels).
        self.s_op.d.next = self.seg.opcode.val();
        self.s_last.d.next = self.seg.last.val();
        self.s_plen.d.next = self.seg.plen.val();
        self.s_psns.d.next = self.seg.psns.val();
        self.s_bad.d.next = self.seg.bad_op.val() | self.seg.too_long.val();
        self.s_long.d.next = self.seg.too_long.val();

        // ---- fatal errors (golden's `fail_at`, `ReqOutcome::Fatal`) ----
        // A response turn's: a go-back with no transport retry left, an RNR NAK with no RNR
        // retry left, a remote-error NAK (its code's status; a READ answer found lost before
        // it sends the QP back instead, as golden's `retry_from(want)`).
        self.e_code.next = 8.into(); // RetryExcErr
        self.e_fail.next = self.b_ask.q.val() & !self.b_do.q.val() & !self.b_ign.q.val();
        if self.b_rfail.q.val() {
            self.e_fail.next = true;
            self.e_code.next = 9.into(); // RnrRetryExcErr
        }
        if self.x_lfail.q.val() {
            self.e_fail.next = true;
            self.e_code.next = 3.into(); // LocProtErr: the answer's local buffer refused
        }
        if (self.r_kind.q.val() == 2) & self.r_nak.q.val().any() & !self.b_lost.q.val() {
            self.e_fail.next = true;
            self.e_code.next = 6.into(); // RemInvReqErr: invalid request, invalid RD request
            if self.r_nak.q.val() == 2 {
                self.e_code.next = 5.into(); // RemAccessErr
            }
            if self.r_nak.q.val() == 3 {
                self.e_code.next = 7.into(); // RemOpErr
            }
        }
        // A turn finds the send queue in error (or the QP in ERR or SQE): it flushes.
        self.e_flush.next = self.sq_flags.val().get_bit(5) | (self.qc.q.val().get_bits::<8>(0) == 5) | (self.qc.q.val().get_bits::<8>(0) == 6);

        // ---- the context written back ----
        self.nsq.next = self.sq.q.val();
        // ---- outputs' defaults ----
        self.db.ready.next = false;
        self.sqc.lk_valid.next = false;
        self.sqc.lk_index.next = bit_cast::<24, 16>(self.qpn.q.val());
        self.sqc.lk_tag.next = 0.into();
        self.sqc.rsp_ready.next = false;
        self.qpc.lk_valid.next = false;
        self.qpc.lk_index.next = bit_cast::<24, 16>(self.qpn.q.val());
        self.qpc.lk_tag.next = 0.into();
        self.qpc.rsp_ready.next = false;
        self.sqc_up.valid.next = false;
        self.sqc_up.index.next = bit_cast::<24, 16>(self.qpn.q.val());
        self.fatal.valid.next = false;
        self.fatal.qpn.next = bit_cast::<24, 16>(self.qpn.q.val());
        self.rd.req_valid.next = false;
        self.rd.req_addr.next = self.wqe_addr.q.val();
        self.rd.req_len.next = bit_cast::<17, 5>(self.f_n.q.val()) << 7;
        if self.state.q.val() == ReqStep::GList {
            // The gather list after the header beat.
            self.rd.req_addr.next = self.wqe_addr.q.val() + 64;
            self.rd.req_len.next = bit_cast::<17, 8>(self.num_sge.val()) << 4;
        }
        self.rd.ready.next = false;
        self.meta_valid.next = false;
        self.pay_req_valid.next = false;
        self.pay_req_addr.next = self.host.q.val();
        self.pay_req_len.next = bit_cast::<17, 13>(self.s_plen.q.val());
        self.pay_req_last.next = true;
        if self.g_mode.q.val() {
            // The packet's next planned piece.
            self.pay_req_addr.next = self.gq.rd_data.val().get_bits::<64>(0);
            self.pay_req_len.next = bit_cast::<17, 13>(self.gq.rd_data.val().get_bits::<13>(64));
            self.pay_req_last.next = self.gq.rd_data.val().get_bit(77);
        }
        self.ev.next = self.ev_none.val();
        // A completion entry's or a local-buffer write that failed (a host memory error: the
        // data did not land), whenever it completes; an entry its CQ could not take (golden
        // then moves the QP to ERR: not built).
        self.ev.next.wqe_errors = (self.cplq.done.val() & self.cplq.err.val()) | (self.wr.cpl_valid.val() & self.wr.cpl_status.val().any());
        // (A lost error completion's QP is failing already: not counted; a lost success whose QP
        // cannot be queued for its failure is.)
        self.l_unsup.next = self.cplq.lost.val() & self.cplq.lost_ok.val() & !self.lost_room.q.val();
        self.ev.next.unsupported = self.l_unsup.val();
        self.rsp_ready.next = false;
        self.rsp_take.next = false;
        self.slot_addr.next = self.sq.q.val().sq_base + (bit_cast::<64, 32>(self.slot_idx.q.val()) << self.sq.q.val().sq_log_stride);
        self.turn_mode.next = !self.rsp_mode.q.val() & !self.e_mode.q.val() & !self.t_mode.q.val() & !self.l_mode.q.val();
        self.w_enter.next = (self.state.q.val() == ReqStep::WStart)
            | ((self.state.q.val() == ReqStep::RKind) & (self.r_kind.q.val() != 5) & (self.r_kind.q.val() != 6));
        self.rsp_ok.next = self.rsp_valid.val() & self.enable.val();
        self.rsp_dqp.next = self.rsp.val().dest_qp;
        // After a walk: progress re-arms the timer while anything is unacknowledged (golden's
        // `progress`), and a QP with more to send that is not queued is queued again.
        self.r_push.next = !self.sq_flags.val().get_bit(3)
            & !self.sq_flags.val().get_bit(1)
            & !self.b_rnr.q.val()
            & ((self.c_next.q.val() != self.sq.q.val().sq_producer) | self.b_do.q.val());
        self.r_flags.next = self.sq.q.val().flags;
        if self.w_prog.q.val() {
            // Progress also forgets the PSN last gone back to (golden's `rewound_for`).
            self.r_flags.next = (self.sq.q.val().flags & bit_cast::<8, 8>(0xFA.into()))
                | bit_cast::<8, 1>(((self.w_una.q.val() != bit_cast::<24, 32>(self.sq.q.val().max_psn)) & self.t_run.val()).into());
        }
        if self.b_do.q.val() {
            // Gone back: the PSN remembered, the timer restarted.
            self.r_flags.next = self.r_flags.val() | bit_cast::<8, 8>(4.into()) | bit_cast::<8, 1>(self.t_run.val().into());
        }
        if self.sq_flags.val().get_bit(1) | self.b_rnr.q.val() {
            // An RNR wait (starting, or running): the retransmission timer is stopped (golden's
            // `rto_deadline = None` as the wait starts) and the context's deadline is the wait's
            // end.
            self.r_flags.next = (self.r_flags.val() & bit_cast::<8, 8>(0xFE.into())) | bit_cast::<8, 8>(2.into());
        }
        // An armed timer or an RNR wait has its entry in the ring (added with this write if it
        // had none; an entry already there is poked as a wait starts, as its copy is later).
        self.t_push.next = false;
        self.t_poke.next = false;
        if self.r_flags.val().get_bit(0) | self.r_flags.val().get_bit(1) {
            self.t_push.next = !self.sq_flags.val().get_bit(4);
            self.t_poke.next = self.b_rnr.q.val() & self.sq_flags.val().get_bit(4);
            self.r_flags.next = self.r_flags.val() | bit_cast::<8, 8>(16.into());
        }
        if self.r_push.val() {
            self.r_flags.next = self.r_flags.val() | bit_cast::<8, 8>(8.into());
        }
        if self.x_lerr.q.val() {
            // A READ's answer refused by its local buffer: the READ fails at its end.
            self.r_flags.next = self.r_flags.val() | bit_cast::<8, 8>(0x40.into());
        }
        self.db_ok.next = self.db.valid.val() & self.enable.val();
        self.turn_ok.next = self.ready.rd_valid.val() & self.enable.val();
        // PFC: a packet not started yet waits while its priority is paused.
        self.pause_sh.next = self.tx_pause.val() >> self.pcp.val();
        self.go.next = !self.pause_sh.val().get_bit(0) | self.meta_done.q.val() | self.pay_done.q.val() | self.pay_some.q.val();
        self.timers.next = self.tmr.entries.val();
        self.idle.next = (self.state.q.val() == ReqStep::Idle)
            & !self.db.valid.val()
            & !self.ready.rd_valid.val()
            & !self.rsp_valid.val()
            & !self.owe.q.val()
            & !self.cplq.busy.val()
            & self.mv.idle.val()
            & !self.lostq.rd_valid.val()
            & !self.tmr.fire_valid.val()
            & self.wpf.idle.val();

        match self.state.q.val() {
            ReqStep::Idle => {
                self.rsp_mode.d.next = false;
                self.t_mode.d.next = false;
                self.e_mode.d.next = false;
                self.e_post.d.next = false;
                self.l_mode.d.next = false;
                self.sq_sent.d.next = false;
                self.qc_sent.d.next = false;
                self.sq_got.d.next = false;
                self.qc_got.d.next = false;
                self.look_err.d.next = false;
                if self.k_run.q.val() {
                    // A turn that ended before `Key` left its key check running: it finishes
                    // first (the key stage's decision must not reach another owner).
                    self.state.d.next = ReqStep::Idle;
                } else if self.owe.q.val() {
                    // The payload of a response not written anywhere: the mover drops it.
                    if self.mv.cmd_ready.val() {
                        self.owe.d.next = false;
                    }
                } else if self.rsp_ok.val() {
                    // Responses first: they retire work and open windows.
                    self.rsp_take.next = true;
                    self.rsp_mode.d.next = true;
                    if self.rsp_dqp.val().get_bits::<8>(16).any() {
                        // A QPN beyond every table.
                        self.ev.next.drops_unknown_qp = true;
                    } else {
                        self.state.d.next = ReqStep::TurnLook;
                    }
                } else if self.lostq.rd_valid.val() & self.enable.val() {
                    // A success completion its send CQ lost: the QP's check (`LCheck`).
                    self.lostq.rd_en.next = true;
                    self.qpn.d.next = self.lostq.rd_data.val();
                    self.l_mode.d.next = true;
                    self.state.d.next = ReqStep::TurnLook;
                } else if self.tmr.fire_valid.val() & self.enable.val() {
                    // A timer whose deadline passed (as the ring has it): the QP's check.
                    self.tmr.fire_take.next = true;
                    self.qpn.d.next = self.tmr.fire_qpn.val();
                    self.t_mode.d.next = true;
                    self.state.d.next = ReqStep::TurnLook;
                } else if self.db_ok.val() & ((self.db_run.q.val() != 63) | !self.turn_ok.val()) {
                    self.db.ready.next = true;
                    if self.db_run.q.val() != 63 {
                        self.db_run.d.next = self.db_run.q.val() + 1;
                    }
                    self.qpn.d.next = self.db.qpn.val().get_bits::<16>(0);
                    self.d_prod.d.next = self.db.producer.val();
                    if self.db.qpn.val().get_bits::<8>(16).any() {
                        self.ev.next.doorbells_dropped = true;
                    } else {
                        self.state.d.next = ReqStep::DbLook;
                    }
                } else if self.turn_ok.val() {
                    self.ready.rd_en.next = true;
                    self.db_run.d.next = 0.into();
                    self.t_burst.d.next = 0.into();
                    self.qpn.d.next = self.ready.rd_data.val();
                    self.state.d.next = ReqStep::TurnLook;
                }
            }
            ReqStep::DbLook => {
                self.sqc.lk_valid.next = true;
                if self.sqc.lk_ready.val() {
                    self.state.d.next = ReqStep::DbWait;
                }
            }
            ReqStep::DbWait => {
                self.sqc.rsp_ready.next = true;
                if self.sqc.rsp_valid.val() {
                    self.sq.d.next = self.load.sqc.val();
                    if self.sqc.rsp_err.val() {
                        self.ev.next.doorbells_dropped = true;
                        self.state.d.next = ReqStep::Idle;
                    } else {
                        self.state.d.next = ReqStep::DbSize;
                    }
                }
            }
            ReqStep::DbSize => {
                self.d_room.d.next = 0.into();
                if self.pf_da.val() < 8 {
                    self.d_room.d.next = bit_cast::<5, 4>(8.into()) - bit_cast::<5, 4>(self.pf_da.val().get_bits::<4>(0));
                }
                self.d_new.d.next = 8.into();
                if self.pf_dn.val() < 8 {
                    self.d_new.d.next = bit_cast::<5, 4>(self.pf_dn.val().get_bits::<4>(0));
                }
                // (A ring of eight slots or more: the slot's low three bits are the index's.)
                self.d_grp.d.next = bit_cast::<5, 4>(8.into()) - bit_cast::<5, 3>(self.pf_p.val().get_bits::<3>(0));
                self.d_slot.d.next = self.sq.q.val().sq_producer & self.idx_mask.val();
                self.state.d.next = ReqStep::DbCheck;
            }
            ReqStep::DbCheck => {
                // A ring that is not set up (or whose slots are not 128..4096 bytes: the WQE read
                // takes 128), more WQEs posted than it holds, or a producer behind the send cursor
                // (an index going back): dropped.
                self.d_bad.d.next = (self.sq.q.val().sq_log_stride < 7)
                    | (self.sq.q.val().sq_log_stride > 12)
                    | (self.sq.q.val().sq_log_size > 16)
                    | (self.posted.val() > self.slots_q.q.val())
                    | (self.posted.val() < self.advanced.val());
                self.d_push.d.next = !self.sq_flags.val().get_bit(3) & (self.d_prod.q.val() != self.sq.q.val().sq_next);
                self.d_pfa.d.next = self.sq.q.val().sq_base + (bit_cast::<64, 32>(self.d_slot.q.val()) << 7);
                self.d_pfn.d.next = self.pf_gw.val();
                if self.d_room.q.val() < self.pf_gw.val() {
                    self.d_pfn.d.next = self.d_room.q.val();
                }
                if (self.sq.q.val().sq_log_stride != 7) | (self.sq.q.val().sq_log_size < 3) {
                    self.d_pfn.d.next = 0.into();
                }
                self.state.d.next = ReqStep::DbWrite;
            }
            ReqStep::DbWrite => {
                self.nsq.next.sq_producer = self.d_prod.q.val();
                if self.d_push.q.val() {
                    self.nsq.next.flags = self.sq.q.val().flags | bit_cast::<8, 8>(8.into());
                }
                if self.d_bad.q.val() {
                    self.ev.next.doorbells_dropped = true;
                    self.state.d.next = ReqStep::Idle;
                } else {
                    self.sqc_up.valid.next = true;
                    if self.sqc_up.ready.val() {
                        self.ready.wr_en.next = self.d_push.q.val();
                        // The prefetch, if the prefetcher is free (else not made).
                        self.wpf.req_valid.next = self.d_pfn.q.val().any();
                        self.state.d.next = ReqStep::Idle;
                    }
                }
            }
            ReqStep::TurnLook => {
                self.sqc.lk_valid.next = !self.sq_sent.q.val();
                self.qpc.lk_valid.next = !self.qc_sent.q.val();
                if self.sqc.lk_ready.val() {
                    self.sq_sent.d.next = true;
                }
                if self.qpc.lk_ready.val() {
                    self.qc_sent.d.next = true;
                }
                if (self.sq_sent.q.val() | self.sqc.lk_ready.val()) & (self.qc_sent.q.val() | self.qpc.lk_ready.val()) {
                    self.state.d.next = ReqStep::TurnWait;
                }
            }
            ReqStep::TurnWait => {
                self.sqc.rsp_ready.next = true;
                self.qpc.rsp_ready.next = true;
                if self.sqc.rsp_valid.val() {
                    self.sq.d.next = self.load.sqc.val();
                    // (The WQE cache looks at the cursor in `Check`.)
                    self.f_idx.d.next = self.load.sqc.val().sq_next;
                    self.sq_got.d.next = true;
                    if self.sqc.rsp_err.val() {
                        self.look_err.d.next = true;
                    }
                }
                if self.qpc.rsp_valid.val() {
                    self.qc.d.next = self.qpc.rsp_data.val();
                    self.qc_got.d.next = true;
                    if self.qpc.rsp_err.val() {
                        self.look_err.d.next = true;
                    }
                }
                if self.sq_got.q.val() & self.qc_got.q.val() & self.look_err.q.val() {
                    // Both answers in, an error among them (the clean case leaves as the second
                    // comes, below): a QP outside the tables (its QPN came from a doorbell that
                    // passed the range check of a smaller table, or a response's): dropped.
                    if !self.rsp_mode.q.val() & !self.t_mode.q.val() & !self.l_mode.q.val() {
                        self.ev.next.wqe_errors = true;
                    }
                    self.ev.next.drops_unknown_qp = self.rsp_mode.q.val();
                    self.state.d.next = ReqStep::Idle;
                } else if (self.sq_got.q.val() | self.sqc.rsp_valid.val())
                    & (self.qc_got.q.val() | self.qpc.rsp_valid.val())
                    & !self.look_err.q.val()
                    & !(self.sqc.rsp_valid.val() & self.sqc.rsp_err.val())
                    & !(self.qpc.rsp_valid.val() & self.qpc.rsp_err.val())
                {
                    // The last answer now, both clean: on to the turn's check as it lands in
                    // its register (a cycle sooner than waiting for both `got` flags).
                    if self.rsp_mode.q.val() {
                        self.state.d.next = ReqStep::RCheck;
                    } else if self.t_mode.q.val() {
                        self.state.d.next = ReqStep::TCheck;
                    } else if self.l_mode.q.val() {
                        self.state.d.next = ReqStep::LCheck;
                    } else {
                        self.state.d.next = ReqStep::Check;
                    }
                }
            }
            ReqStep::Check => {
                // In RTS (3) or SQD (4), with a WQE at the cursor (the cache looks at it now).
                self.state.d.next = ReqStep::Probe;
                self.f_early.d.next = true;
                self.slot_idx.d.next = self.sq.q.val().sq_next & self.idx_mask.val();
                self.f_idx.d.next = self.sq.q.val().sq_next;
                self.beat_n.d.next = 0.into();
                if ((self.qc.q.val().get_bits::<8>(0) != 3) & (self.qc.q.val().get_bits::<8>(0) != 4))
                    | (self.sq.q.val().sq_next == self.sq.q.val().sq_producer)
                {
                    self.state.d.next = ReqStep::Release;
                }
                // The send queue in error, or the QP in ERR or SQE (moved there by the responder's
                // engine or the driver): everything not retired completes WrFlushErr (an error
                // walk from the oldest; the QP has left the ready queue, its timer entry is as it
                // was). A queue the requester failed itself holds only WQEs posted since: those
                // complete as golden's `post_send` completes them there (SEND, length 0).
                self.w_idx.d.next = self.sq.q.val().sq_retire;
                self.e_st.d.next = 4.into();
                self.e_keep.d.next = 0x10.into();
                self.l_head.d.next = self.sq.q.val().sq_next == self.sq.q.val().sq_retire;
                if self.e_flush.val() & (self.sq.q.val().sq_retire != self.sq.q.val().sq_producer) {
                    self.e_mode.d.next = true;
                    self.e_post.d.next = self.sq_flags.val().get_bit(5);
                    self.state.d.next = ReqStep::WStart;
                }
            }
            ReqStep::Addr => {
                self.f_early.d.next = false;
                // The cache reads the entry of the WQE in hand now.
                self.wqe_addr.d.next = self.slot_addr.val();
                self.f_avail.d.next = self.sq.q.val().sq_producer - self.f_idx.q.val();
                self.f_grp.d.next = self.f_gsize.val() - (self.slot_idx.q.val().get_bits::<5>(0) & (self.f_gsize.val() - 1));
                self.state.d.next = ReqStep::Probe;
            }
            ReqStep::Probe => {
                // (Also here: an early `Probe` had no `Addr`, and a gather list is read after it.)
                self.wqe_addr.d.next = self.slot_addr.val();
                self.f_n.d.next = self.f_grp.q.val();
                if self.f_avail.q.val() < bit_cast::<32, 5>(self.f_grp.q.val()) {
                    self.f_n.d.next = self.f_avail.q.val().get_bits::<5>(0);
                }
                self.state.d.next = ReqStep::WqeRead;
                if self.f_early.q.val() {
                    // A miss without `Addr` before: the read's bounds first.
                    self.state.d.next = ReqStep::Addr;
                }
                if self.wc.hit.val() {
                    // In the cache: taken now (`WqeRead` reads it otherwise), and a send turn's
                    // key check of its one SGE starts (as `Len` starts it otherwise).
                    self.hdr.d.next = self.wc.hdr.val();
                    self.sgeb.d.next = self.wc.sges.val();
                    self.state.d.next = ReqStep::Len;
                    self.k_va.d.next = self.wc.sges.val().get_bits::<64>(0);
                    self.k_len.d.next = bit_cast::<64, 32>(self.wc.sges.val().get_bits::<32>(64));
                    self.k_got.d.next = false;
                    self.k_run.d.next = (self.wc.hdr.val().get_bits::<8>(80) == 1) & self.turn_mode.val();
                    self.rd_atomic.d.next = (self.wc.hdr.val().get_bits::<8>(64) == 4)
                        | (self.wc.hdr.val().get_bits::<8>(64) == 5)
                        | (self.wc.hdr.val().get_bits::<8>(64) == 6);
                }
            }
            ReqStep::WqeRead => {
                // Not in the cache (`Probe` takes a hit).
                self.rd.req_valid.next = true;
                if self.rd.req_ready.val() {
                    // A flush in this very cycle covers this read too.
                    self.f_ok.d.next = !self.wqe_flush.val();
                    self.state.d.next = ReqStep::WqeData;
                }
            }
            ReqStep::WqeData => {
                // Beats 2k and 2k + 1: WQE k's header and SGEs 0..=3 (the first 128 bytes of its slot).
                self.rd.ready.next = true;
                if self.rd.valid.val() {
                    if !self.beat_n.q.val().get_bit(0) {
                        self.f_hdr.d.next = self.rd.data.val();
                    } else {
                        self.wc.put.next = self.f_ok.q.val() & !self.wqe_flush.val();
                    }
                    if !self.beat_n.q.val().any() {
                        self.hdr.d.next = self.rd.data.val();
                    }
                    if self.beat_n.q.val() == 1 {
                        self.sgeb.d.next = self.rd.data.val();
                    }
                    self.beat_n.d.next = self.beat_n.q.val() + 1;
                }
                if self.rd.cpl_valid.val() {
                    if self.rd.cpl_status.val().any() {
                        // Beats of a failed read may have been put: the cache is flushed
                        // (`wflush`).
                        self.ev.next.wqe_errors = true;
                        self.state.d.next = ReqStep::Release;
                        if self.rsp_mode.q.val() {
                            self.state.d.next = ReqStep::RDone;
                        }
                        if self.e_mode.q.val() {
                            // The flush stops at the WQE it could not read (the context in
                            // error; a later turn of the QP flushes from there).
                            self.state.d.next = ReqStep::EDone;
                        }
                    } else {
                        self.state.d.next = ReqStep::Len;
                    }
                }
            }
            ReqStep::Len => {
                self.len.d.next = 0.into();
                self.rest.d.next = 0.into();
                if self.num_sge.val() == 1 {
                    self.len.d.next = self.sge0.val().get_bits::<32>(64);
                    self.rest.d.next = self.sge0.val().get_bits::<32>(64) - self.sq.q.val().next_offset;
                }
                if self.num_sge.val() > 1 {
                    // The header's `length` (the gather list's sum, `golden::hostfmt`).
                    self.len.d.next = self.hdr.q.val().get_bits::<32>(384);
                    self.rest.d.next = self.hdr.q.val().get_bits::<32>(384) - self.sq.q.val().next_offset;
                }
                self.first.d.next = !self.sq.q.val().next_offset.any();
                self.rd_atomic.d.next = (self.wop.val() == 4) | (self.wop.val() == 5) | (self.wop.val() == 6);
                // A one-SGE send turn's key check starts at `Seg` (the whole SGE; `rd_atomic`
                // picks the access, registered here too), or at `Len` if `Probe` found the WQE
                // in the cache (and started it: the same operands).
                if !self.k_run.q.val() {
                    self.k_va.d.next = self.sge0.val().get_bits::<64>(0);
                    self.k_len.d.next = bit_cast::<64, 32>(self.sge0.val().get_bits::<32>(64));
                    self.k_got.d.next = false;
                    self.k_run.d.next = (self.num_sge.val() == 1) & self.turn_mode.val();
                }
                self.ud_av.d.next = (self.view.qp_type.val() == 2) & self.wflags.val().get_bit(3);
                self.state.d.next = ReqStep::Seg;
            }
            ReqStep::Seg => {
                // The segment's outputs land in their registers now (below, every cycle).
                self.npkts.d.next = self.pk_div.val().get_bits::<24>(0) + bit_cast::<24, 1>(self.pk_rem.val().into());
                if !self.len.q.val().any() | ((self.wop.val() == 5) | (self.wop.val() == 6)) {
                    self.npkts.d.next = 1.into();
                }
                self.state.d.next = ReqStep::Adv;
                if self.rsp_mode.q.val() {
                    self.state.d.next = ReqStep::WStep;
                }
                if self.e_mode.q.val() {
                    // An error walk completes the WQE, whatever it is.
                    self.state.d.next = ReqStep::WCqe;
                }
            }
            ReqStep::Adv => {
                if self.s_bad.q.val() {
                    // A local error (golden's `local_check`: a UD message longer than the MTU,
                    // LocLenErr; an opcode the service does not carry, which golden's
                    // `post_send` refuses: LocQpOpErr). At the head it is fatal now; else the
                    // QP leaves the queue until the WQEs before it retire.
                    self.l_fail.next = true;
                    self.l_st.next = 2.into();
                    if self.s_long.q.val() {
                        self.l_st.next = 1.into();
                    }
                } else {
                    self.state.d.next = ReqStep::Gate;
                }
                self.a_fresh.d.next = self.adv.fresh.val();
                self.a_retrans.d.next = self.adv.retrans.val();
                self.a_psn.d.next = self.adv.psn.val();
                self.a_ack_req.d.next = self.adv.ack_req.val();
                self.a_npsn.d.next = self.adv.n_npsn.val();
                self.a_max_psn.d.next = self.adv.n_max_psn.val();
                self.a_next_offset.d.next = self.adv.n_next_offset.val();
                self.a_sq_next.d.next = self.adv.n_sq_next.val();
                self.a_rd_out.d.next = self.adv.n_rd_out.val();
                self.a_since.d.next = self.adv.n_since.val();
                self.a_arm.d.next = self.adv.arm.val();
                self.a_done.d.next = self.adv.done_on_send.val();
            }
            ReqStep::Gate => {
                // The window compare and the state decode would be nine LUT levels in one cycle.
                self.g_go.d.next = self.gate.go.val();
                self.state.d.next = ReqStep::GateGo;
            }
            ReqStep::GateGo => {
                self.meta_done.d.next = false;
                self.pay_done.d.next = false;
                self.pay_some.d.next = false;
                self.host.d.next = 0.into();
                self.g_mode.d.next = false;
                self.g_chk.d.next = false;
                if !self.g_go.q.val() {
                    self.state.d.next = ReqStep::Release;
                } else if self.num_sge.val() == 1 {
                    self.state.d.next = ReqStep::Key;
                } else if self.pay.val() {
                    // Two or more SGEs: the packet's pieces are planned first. More than
                    // `MAX_SEND_SGE`, or more than the ring's slot holds, is a malformed WQE
                    // (golden's decode refuses it; here LocQpOpErr, as an opcode the QP does not
                    // carry), a local error as at `Adv`.
                    // The first packet of a message of several first walks the whole message with
                    // every SGE's key checked (`g_chk`, nothing planned), as golden's
                    // `local_check` checks them all before any packet goes; then its own walk
                    // (`GPush` starts it). A one-packet message's own walk is that check.
                    self.g_mode.d.next = true;
                    self.g_chk.d.next = self.first.q.val() & !self.s_last.q.val();
                    self.state.d.next = ReqStep::GList;
                    if self.num_sge.val() <= 4 {
                        // The whole list is in the WQE's second beat (read with the WQE, or
                        // from the WQE cache): no read.
                        self.gw.load.next = true;
                        self.gw.load_beat.next = 0.into();
                        self.gw.load_data.next = self.sgeb.q.val();
                        self.gw.start.next = true;
                        self.state.d.next = ReqStep::GWalk;
                        if self.first.q.val() & !self.s_last.q.val() {
                            self.gw.start.next = false;
                            self.state.d.next = ReqStep::GStart;
                        }
                    }
                    if self.g_bad.val() {
                        self.g_mode.d.next = false;
                        self.g_chk.d.next = false;
                        self.l_fail.next = true;
                        self.l_st.next = 2.into();
                    }
                } else if (self.num_sge.val() > 1) & self.rd_atomic.q.val() {
                    // A READ (or an atomic) whose local buffer is a list: every SGE the message
                    // lands in has its key checked whole (local write) before the request goes,
                    // golden's `local_check` (a READ of no bytes lands nowhere). An atomic's
                    // value goes into one SGE (golden's `post_send` refuses any other list): a
                    // malformed WQE, LocQpOpErr, as a list too long.
                    if self.g_bad.val() | (self.wop.val() != 4) {
                        self.l_fail.next = true;
                        self.l_st.next = 2.into();
                    } else if !self.len.q.val().any() {
                        self.state.d.next = ReqStep::Emit;
                    } else {
                        self.g_chk.d.next = true;
                        self.state.d.next = ReqStep::GList;
                        if self.num_sge.val() <= 4 {
                            self.gw.load.next = true;
                            self.gw.load_beat.next = 0.into();
                            self.gw.load_data.next = self.sgeb.q.val();
                            self.state.d.next = ReqStep::GStart;
                        }
                    }
                } else {
                    self.state.d.next = ReqStep::Emit;
                }
            }
            ReqStep::Key => {
                // The check started at `Seg`: its decision held (it came first) or now.
                if self.k_now.val() {
                    self.k_got.d.next = false;
                    self.host.d.next = self.k_now_host.val() + bit_cast::<64, 32>(self.sq.q.val().next_offset);
                    if self.k_now_code.val().any() {
                        // The SGE's key refused (golden's `check_sges`: LocProtErr), fatal at
                        // the head as above.
                        self.l_fail.next = true;
                        self.l_st.next = 3.into();
                    } else {
                        self.state.d.next = ReqStep::Emit;
                    }
                }
            }
            ReqStep::Emit => {
                self.meta_valid.next = !self.meta_done.q.val() & self.go.val();
                self.pay_req_valid.next = self.pay.val() & !self.pay_done.q.val() & self.go.val() & (!self.g_mode.q.val() | self.gq.rd_valid.val());
                if self.meta_valid.val() & self.meta_ready.val() {
                    self.meta_done.d.next = true;
                }
                if self.pay_req_valid.val() & self.pay_req_ready.val() {
                    // (A gathered packet's pieces one by one, the last completing the payload.)
                    self.gq.rd_en.next = self.g_mode.q.val();
                    self.pay_done.d.next = self.pay_req_last.val();
                    self.pay_some.d.next = true;
                }
                if (self.meta_done.q.val() | (self.meta_valid.val() & self.meta_ready.val()))
                    & (!self.pay.val() | self.pay_done.q.val() | (self.pay_req_valid.val() & self.pay_req_ready.val() & self.pay_req_last.val()))
                {
                    self.ev.next.requests_sent = true;
                    self.ev.next.retransmissions = self.a_retrans.q.val();
                    self.state.d.next = ReqStep::Write;
                    // The cache looks at the next packet's WQE while the context is written.
                    self.f_idx.d.next = self.a_sq_next.q.val();
                    if self.a_done.q.val() {
                        // UC: the WQE (at the head: earlier ones completed likewise) retires as
                        // its last packet leaves; signaled, its completion first.
                        self.ev.next.wqes_retired = true;
                        if self.wflags.val().get_bit(0) {
                            self.state.d.next = ReqStep::WCqe;
                        }
                    }
                }
            }
            ReqStep::GList => {
                self.rd.req_valid.next = true;
                if self.rd.req_ready.val() {
                    self.beat_n.d.next = 0.into();
                    self.state.d.next = ReqStep::GData;
                }
            }
            ReqStep::GData => {
                self.rd.ready.next = true;
                if self.rd.valid.val() {
                    self.gw.load.next = true;
                    self.beat_n.d.next = self.beat_n.q.val() + 1;
                }
                if self.rd.cpl_valid.val() {
                    if self.rd.cpl_status.val().any() {
                        // A host memory error, as a WQE read's: the QP leaves the queue (a
                        // response's payload is dropped, its turn ends).
                        self.ev.next.wqe_errors = true;
                        self.state.d.next = ReqStep::Release;
                        if self.rsp_mode.q.val() {
                            self.state.d.next = ReqStep::RDone;
                        }
                    } else {
                        self.gw.start.next = true;
                        self.state.d.next = ReqStep::GWalk;
                    }
                }
            }
            ReqStep::GStart => {
                self.gw.start.next = true;
                self.state.d.next = ReqStep::GWalk;
            }
            ReqStep::GWalk => {
                // A turn checks each SGE whole; a READ response's scatter checks just the bytes
                // it writes (golden's `scatter`).
                self.k_va.d.next = self.gw.va.val();
                self.k_len.d.next = bit_cast::<64, 32>(self.gw.sge_len.val());
                if self.rsp_mode.q.val() {
                    self.k_va.d.next = self.gw.va.val() + bit_cast::<64, 32>(self.gw.p_off.val());
                    self.k_len.d.next = bit_cast::<64, 13>(self.gw.p_len.val());
                }
                self.g_key.d.next = self.gw.key.val();
                self.g_poff.d.next = self.gw.p_off.val();
                self.g_plen.d.next = self.gw.p_len.val();
                self.g_plast.d.next = self.gw.p_last.val();
                if self.gw.ready.val() {
                    if self.gw.exhausted.val() {
                        // The list holds fewer bytes than the WQE's length: LocLenErr, nothing
                        // of the packet read (a local error, as at `Adv`); a response's bytes
                        // are dropped and its READ fails with its last answer (as a refused
                        // key's, below).
                        self.l_fail.next = !self.rsp_mode.q.val();
                        self.l_st.next = 1.into();
                        if self.rsp_mode.q.val() {
                            self.g_clear.next = true;
                            self.x_lerr.d.next = true;
                            self.state.d.next = ReqStep::XDone;
                        }
                    } else if self.gw.skip.val() {
                        self.gw.advance.next = true;
                    } else {
                        // The piece registered, the walk moves on to the next SGE while the key
                        // is checked (its answer is in by `GPush`).
                        self.gw.advance.next = !self.gw.p_last.val();
                        self.state.d.next = ReqStep::GKey;
                    }
                }
            }
            ReqStep::GKey => {
                if self.ks.res.done.val() {
                    self.g_host.d.next = self.ks.res.host_addr.val() + bit_cast::<64, 32>(self.g_poff.q.val());
                    if self.rsp_mode.q.val() {
                        // (The check's address is the piece's own.)
                        self.g_host.d.next = self.ks.res.host_addr.val();
                    }
                    if self.ks.res.code.val().any() {
                        // The SGE's key refused: LocProtErr, as the one-SGE turn's. A READ
                        // response's: none of its bytes written (golden checks every piece
                        // first), the answer counts and the READ fails with its last, as the
                        // one-SGE answer's (`XKey`).
                        self.l_fail.next = !self.rsp_mode.q.val();
                        self.l_st.next = 3.into();
                        if self.rsp_mode.q.val() {
                            self.g_clear.next = true;
                            self.x_lerr.d.next = true;
                            self.state.d.next = ReqStep::XDone;
                        }
                    } else {
                        self.state.d.next = ReqStep::GPush;
                    }
                }
            }
            ReqStep::GPush => {
                self.gq.wr_en.next = !self.g_chk.q.val();
                if self.g_plast.q.val() {
                    self.g_chk.d.next = false;
                    self.state.d.next = ReqStep::Emit;
                    if self.rsp_mode.q.val() {
                        self.state.d.next = ReqStep::XEmit;
                    }
                    if self.g_chk.q.val() & self.g_mode.q.val() {
                        // The message's check passed: the packet's own walk.
                        self.state.d.next = ReqStep::GStart;
                    }
                } else {
                    // (The walk moved on as the key check began.)
                    self.state.d.next = ReqStep::GWalk;
                }
            }
            ReqStep::Write => {
                self.nsq.next.npsn = bit_cast::<32, 24>(self.a_npsn.q.val());
                self.nsq.next.max_psn = bit_cast::<32, 24>(self.a_max_psn.q.val());
                self.nsq.next.next_offset = self.a_next_offset.q.val();
                self.nsq.next.sq_next = self.a_sq_next.q.val();
                self.nsq.next.rd_atomic_out = bit_cast::<8, 5>(self.a_rd_out.q.val());
                self.nsq.next.since_ackreq = self.a_since.q.val();
                // Golden arms the timer as a packet leaves if it is not running (timeout 0: never).
                self.s_flags.next = self.sq.q.val().flags;
                if self.a_arm.q.val() & !self.t_inf.val() {
                    self.s_flags.next = self.sq.q.val().flags | bit_cast::<8, 8>(17.into());
                    self.t_push.next = !self.sq_flags.val().get_bit(4);
                    self.nsq.next.deadline = self.t_dl.q.val();
                }
                self.nsq.next.flags = self.s_flags.val();
                if self.a_done.q.val() {
                    // Completed on send: retired, and its PSNs need no acknowledgement.
                    self.nsq.next.sq_retire = self.sq.q.val().sq_retire + 1;
                    self.nsq.next.retire_psn = bit_cast::<32, 24>(self.a_npsn.q.val());
                    self.nsq.next.una_psn = bit_cast::<32, 24>(self.a_npsn.q.val());
                }
                if self.a_sq_next.q.val() == self.sq.q.val().sq_producer {
                    // Nothing more to send: the QP leaves the queue.
                    self.nsq.next.flags = self.s_flags.val() & bit_cast::<8, 8>(0xF7.into());
                }
                // A timer entry added goes with the write (the ring's holding register is free).
                self.sqc_up.valid.next = !self.t_push.val() | self.tmr.arm_ready.val();
                if self.sqc_up.valid.val() & self.sqc_up.ready.val() {
                    self.tmr.arm_valid.next = self.t_push.val();
                    self.ready.wr_en.next = self.a_sq_next.q.val() != self.sq.q.val().sq_producer;
                    self.state.d.next = ReqStep::Idle;
                    if (self.a_sq_next.q.val() != self.sq.q.val().sq_producer)
                        & (self.t_burst.q.val() != 3)
                        & self.enable.val()
                        & !self.k_run.q.val()
                    {
                        // More to send and the turn not spent: its next packet, from the context
                        // just written (the cache would answer the same; the QP stays out of the
                        // queue, `scheduled` set). `Check` would pass (the QP's state is as it
                        // was, and a WQE waits at the cursor): its registers are set here, and
                        // the cache's answer for the WQE comes next (it looks at it now).
                        self.ready.wr_en.next = false;
                        self.sq.d.next = self.nsq.val();
                        self.t_burst.d.next = self.t_burst.q.val() + 1;
                        self.slot_idx.d.next = self.a_sq_next.q.val() & self.idx_mask.val();
                        self.f_idx.d.next = self.a_sq_next.q.val();
                        self.beat_n.d.next = 0.into();
                        self.l_head.d.next = self.a_sq_next.q.val() == self.nsq.val().sq_retire;
                        self.w_idx.d.next = self.nsq.val().sq_retire;
                        self.e_st.d.next = 4.into();
                        self.e_keep.d.next = 0x10.into();
                        self.f_early.d.next = true;
                        self.state.d.next = ReqStep::Probe;
                    }
                }
            }
            ReqStep::Release => {
                self.nsq.next.flags = self.sq.q.val().flags & bit_cast::<8, 8>(0xF7.into());
                self.sqc_up.valid.next = true;
                if self.sqc_up.ready.val() {
                    self.state.d.next = ReqStep::Idle;
                }
            }
            ReqStep::RCheck => {
                // The response's kind and the walk's start registered (for `RKind`, unless a
                // check below drops the response).
                self.g_chk.d.next = false;
                // No go-back decided yet (`RBack` decides it; a plain ACK's walk may skip it).
                self.b_do.d.next = false;
                self.b_ign.d.next = false;
                self.b_ask.d.next = false;
                self.b_rnr.d.next = false;
                self.b_rign.d.next = false;
                self.b_rfail.d.next = false;
                self.r_kind.d.next = self.cls.kind.val();
                self.r_nak.d.next = self.cls.nak_code.val();
                self.w_end_ok.d.next = false;
                // An ACK acknowledges up to its PSN; a NAK, an RNR NAK and an atomic ACK every
                // PSN before theirs.
                self.r_a.d.next = self.r_psn.q.val() - 1;
                if (self.r_op.q.val() == 0x11) & !self.r_syn.q.val().get_bits::<3>(5).any() {
                    self.r_a.d.next = self.r_psn.q.val();
                }
                self.w_idx.d.next = self.sq.q.val().sq_retire;
                // (The WQE cache looks at the walk's first WQE in `RKind`.)
                self.f_idx.d.next = self.sq.q.val().sq_retire;
                self.w_psn.d.next = bit_cast::<24, 32>(self.sq.q.val().retire_psn);
                self.w_first.d.next = true;
                self.w_una.d.next = bit_cast::<24, 32>(self.sq.q.val().una_psn);
                self.w_prog.d.next = false;
                self.w_rd_out.d.next = self.sq.q.val().rd_atomic_out;
                self.c_next.d.next = self.sq.q.val().sq_next;
                self.c_off.d.next = self.sq.q.val().next_offset;
                self.c_npsn.d.next = bit_cast::<24, 32>(self.sq.q.val().npsn);
                self.c_moved.d.next = false;
                self.w_step.d.next = 6.into();
                self.x_stale.d.next = false;
                self.x_bad.d.next = false;
                self.x_lerr.d.next = false;
                self.x_lfail.d.next = false;
                self.x_fin.d.next = false;
                self.b_psn.d.next = self.r_psn.q.val();
                self.b_lost.d.next = false;
                // Golden's `handle_frame` before `on_response`: a QP in Reset is unknown, then
                // the P_Key (15 bits), then the service (responses are RC's), then the state.
                self.state.d.next = ReqStep::RKind;
                if self.qc.q.val().get_bits::<8>(0) == 0 {
                    self.ev.next.drops_unknown_qp = true;
                    self.state.d.next = ReqStep::Idle;
                } else if self.r_pkey.q.val().get_bits::<15>(0) != self.view.pkey.val().get_bits::<15>(0) {
                    self.ev.next.drops_bad_pkey = true;
                    self.state.d.next = ReqStep::Idle;
                } else if self.view.qp_type.val() != 0 {
                    self.ev.next.drops_unknown_qp = true;
                    self.state.d.next = ReqStep::Idle;
                } else if ((self.qc.q.val().get_bits::<8>(0) != 3) & (self.qc.q.val().get_bits::<8>(0) != 4)) | self.sq_flags.val().get_bit(5) {
                    // (A send queue in error: golden's QP is in ERR.)
                    self.ev.next.drops_bad_state = true;
                    self.state.d.next = ReqStep::Idle;
                }
            }
            ReqStep::RKind => {
                // (The walk starts after this match, unless the response is dropped here.)
                self.ev.next.acks_received = self.r_kind.q.val() == 0;
                self.ev.next.naks_received = (self.r_kind.q.val() == 1) | (self.r_kind.q.val() == 2);
                self.ev.next.rnr_naks_received = self.r_kind.q.val() == 1;
                if self.r_kind.q.val() == 5 {
                    self.ev.next.drops_stale_response = true;
                    self.state.d.next = ReqStep::Idle;
                }
                if self.r_kind.q.val() == 6 {
                    self.ev.next.drops_bad_response = true;
                    self.state.d.next = ReqStep::Idle;
                }
            }
            ReqStep::WStart => {
                // (The walk's step, after this match, with `RKind`'s.)
            }
            ReqStep::WStep => {
                self.w_step.d.next = self.ack.step.val();
                self.w_n.d.next = self.ack.n.val();
                self.state.d.next = ReqStep::WAct;
            }
            ReqStep::WAct => {
                self.state.d.next = ReqStep::RBack;
                // The walk ends here at a SEND or WRITE it did not retire, or at a READ or atomic
                // still waiting for its answer.
                self.w_end_ok.d.next = (((self.w_step.q.val() == 5) | (self.w_step.q.val() == 6)) & !self.rd_atomic.q.val())
                    | ((self.w_step.q.val() == 3) & self.rd_atomic.q.val());
                if (self.w_step.q.val() == 1) | (self.w_step.q.val() == 4) {
                    // Complete (or already complete): retired, on to the next.
                    self.ev.next.wqes_retired = true;
                    self.w_idx.d.next = self.w_idx.q.val() + 1;
                    self.w_psn.d.next = self.w_psn.q.val() + self.npkts.q.val();
                    self.w_una.d.next = self.w_psn.q.val() + self.npkts.q.val();
                    self.w_first.d.next = false;
                    self.w_prog.d.next = true;
                    if self.rd_atomic.q.val() {
                        self.w_rd_out.d.next = self.w_rd_out.q.val() - 1;
                    }
                    if self.w_idx.q.val() == self.c_next.q.val() {
                        // Retired under a rewound cursor: the cursor moves to the next WQE.
                        self.c_next.d.next = self.w_idx.q.val() + 1;
                        self.c_off.d.next = 0.into();
                        self.c_npsn.d.next = self.w_psn.q.val() + self.npkts.q.val();
                        self.c_moved.d.next = true;
                    }
                    self.state.d.next = ReqStep::WStart;
                    if self.wflags.val().get_bit(0) {
                        // Signaled: its completion first.
                        self.state.d.next = ReqStep::WCqe;
                    }
                }
                if self.w_step.q.val() == 5 {
                    self.w_una.d.next = self.w_psn.q.val() + self.w_n.q.val();
                    self.w_prog.d.next = true;
                    if (self.w_idx.q.val() == self.c_next.q.val()) & (self.w_n.q.val() > self.c_k.val()) {
                        // Acknowledged past a rewound cursor inside its WQE: it moves there.
                        self.c_off.d.next = self.c_noff.val();
                        self.c_npsn.d.next = self.w_psn.q.val() + self.w_n.q.val();
                        self.c_moved.d.next = true;
                    }
                }
                if self.w_step.q.val() == 2 {
                    // A READ's or an atomic's answer was lost: go back to the PSN it waits for.
                    self.b_lost.d.next = true;
                    self.b_psn.d.next = self.ack.want.val();
                }
            }
            ReqStep::WCqe => {
                // The entry goes into the completion queue ([`SendCplQueue`]), which writes it
                // once the local-buffer writes before it have completed; the walk goes on.
                if self.cplq.push_ready.val() {
                    self.state.d.next = ReqStep::WStart;
                    if self.w_done.val() {
                        // (The walk's next WQE, as `WStart` would find it.)
                        self.state.d.next = ReqStep::RDone;
                    }
                    if self.x_fin.q.val() {
                        // The WQE a READ response or atomic ACK completed: the walk ends.
                        self.state.d.next = ReqStep::RDone;
                    }
                    if !self.rsp_mode.q.val() {
                        // A UC WQE's, after its last packet: the context written back.
                        self.state.d.next = ReqStep::Write;
                    }
                    if self.e_mode.q.val() {
                        // An error walk: on to the next WQE, flushed.
                        self.ev.next.wqes_failed = self.e_st.q.val() != 4;
                        self.ev.next.wqes_flushed = self.e_st.q.val() == 4;
                        self.w_idx.d.next = self.w_idx.q.val() + 1;
                        self.e_st.d.next = 4.into(); // WrFlushErr
                        self.state.d.next = ReqStep::WStart;
                    }
                }
            }
            ReqStep::RBack => {
                // Golden's `retry_from`: a PSN sequence NAK, once the PSNs before it are
                // retired, sends the requester back to its PSN, in the WQE the walk ended at (a
                // SEND or WRITE `b_k` packets in, or a READ, which then asks again for the rest
                // from there, or an atomic); a READ's or atomic's lost answer (any response
                // acknowledging past the PSN it waits for) sends it back to that PSN. Either
                // counts a retry; a go-back to the PSN gone back to already (and nothing
                // acknowledged since) is ignored. With no retry left the WQE completes in error
                // (`e_fail`: `RDone` starts the error walk).
                // (Every `b_*` flag is clear since `RCheck`.)
                // Golden's RNR NAK, once the PSNs before it are retired (and no READ or atomic
                // answer was found lost): ignored while a wait runs; else, with an RNR retry
                // left (`rnr_retry` 7: infinite), a wait of the NAK's timer, after which the QP
                // sends again from the NAK's PSN.
                if (self.r_kind.q.val() == 1) & !self.b_lost.q.val() & self.w_end_ok.q.val() & (self.b_k.val() < self.npkts.q.val()) {
                    if self.sq_flags.val().get_bit(1) {
                        self.b_rign.d.next = true;
                    } else if (self.qc.q.val().get_bits::<8>(496) == 7) | self.rnr_now.val().any() {
                        self.b_rnr.d.next = true;
                    } else {
                        // None left: golden's `fail_at(.., RnrRetryExcErr)`.
                        self.b_rfail.d.next = true;
                    }
                }
                self.b_off.d.next = bit_cast::<32, 24>(self.b_k.val()) << 12;
                if self.view.mtu_code.val() < 4 {
                    self.b_off.d.next = bit_cast::<32, 24>(self.b_k.val()) << (bit_cast::<32, 3>(self.view.mtu_code.val()) + 8);
                }
                if ((self.r_kind.q.val() == 2) & (self.r_nak.q.val() == 0) & self.w_end_ok.q.val() & (self.b_k.val() < self.npkts.q.val()))
                    | self.b_lost.q.val()
                {
                    self.b_ask.d.next = true;
                    if self.sq_flags.val().get_bit(2)
                        & (bit_cast::<24, 32>(self.sq.q.val().resend_psn) == self.b_psn.q.val())
                        & !self.w_prog.q.val()
                    {
                        self.b_ign.d.next = true;
                    } else if self.retry_now.val().any() {
                        self.b_do.d.next = true;
                    }
                }
                self.state.d.next = ReqStep::RDone;
                if ((self.r_kind.q.val() == 3) | (self.r_kind.q.val() == 4)) & !self.x_fin.q.val() & !self.b_lost.q.val() {
                    self.state.d.next = ReqStep::XPrep;
                }
            }
            ReqStep::XPrep => {
                // The walk ended waiting at a READ or atomic it examined (its PSN not answered:
                // golden's `ack_upto` before the answer), or elsewhere.
                self.x_at.d.next = self.w_step.q.val() == 3;
                self.x_k.d.next = self.ack.acked.val();
                self.x_want.d.next = self.ack.want.val();
                self.x_last.d.next = (self.ack.acked.val() + 1) >= self.npkts.q.val();
                self.x_off.d.next = self.x_koff.val();
                self.x_mtu_q.d.next = self.x_mtu.val();
                self.state.d.next = ReqStep::XLen;
            }
            ReqStep::XLen => {
                self.x_exp_q.d.next = self.x_exp.val();
                self.state.d.next = ReqStep::XCheck;
            }
            ReqStep::XCheck => {
                self.x_len.d.next = 8.into();
                self.state.d.next = ReqStep::RDone;
                if self.r_kind.q.val() == 4 {
                    // golden's `on_read_response`: the answer of the READ the walk stopped at,
                    // the PSN it waits for, in the right position, of the right length; an
                    // earlier PSN is stale; an older atomic unanswered sends golden back to it;
                    // no READ waiting: stale.
                    self.x_len.d.next = self.x_exp_q.q.val();
                    if self.x_at.q.val() & (self.wop.val() == 4) & (self.r_psn.q.val() == self.x_want.q.val()) {
                        if self.x_pos.val() & (bit_cast::<32, 16>(self.r_plen.q.val()) == self.x_exp_q.q.val()) {
                            self.k_va.d.next = self.sge0.val().get_bits::<64>(0) + bit_cast::<64, 32>(self.x_off.q.val());
                            self.k_len.d.next = bit_cast::<64, 32>(self.x_exp_q.q.val());
                            self.state.d.next = ReqStep::XKey;
                            if self.num_sge.val() > 1 {
                                // Scattered into a list (golden's `scatter`): its pieces are
                                // planned (`GWalk` .. `GPush`, each piece's key checked) before
                                // any is written (`XEmit`).
                                self.state.d.next = ReqStep::GList;
                                if self.num_sge.val() <= 4 {
                                    self.gw.load.next = true;
                                    self.gw.load_beat.next = 0.into();
                                    self.gw.load_data.next = self.sgeb.q.val();
                                    self.gw.start.next = true;
                                    self.state.d.next = ReqStep::GWalk;
                                }
                            }
                            if !self.x_exp_q.q.val().any() {
                                self.state.d.next = ReqStep::XDone;
                            }
                        } else {
                            self.x_bad.d.next = true;
                        }
                    } else if self.x_at.q.val() & (self.r_psn.q.val() == self.x_want.q.val()) {
                        // A READ response at the PSN an older atomic waits for (golden: the
                        // atomic's answer is lost): back to it.
                        self.b_ask.d.next = true;
                        self.b_psn.d.next = self.x_want.q.val();
                        self.b_off.d.next = 0.into();
                        if self.sq_flags.val().get_bit(2)
                            & (bit_cast::<24, 32>(self.sq.q.val().resend_psn) == self.x_want.q.val())
                            & !self.w_prog.q.val()
                        {
                            self.b_ign.d.next = true;
                        } else if self.retry_now.val().any() {
                            self.b_do.d.next = true;
                        }
                    } else {
                        // Before the PSN the READ or atomic waits for, or nothing waiting.
                        self.x_stale.d.next = true;
                    }
                } else {
                    // The atomic ACK: the atomic the walk stopped at, its PSN, not answered yet
                    // (else stale), its 8 bytes in the local buffer.
                    if self.x_at.q.val()
                        & ((self.wop.val() == 5) | (self.wop.val() == 6))
                        & (self.r_psn.q.val() == self.w_psn.q.val())
                        & !self.x_k.q.val().any()
                    {
                        self.k_va.d.next = self.sge0.val().get_bits::<64>(0);
                        self.k_len.d.next = 8.into();
                        self.state.d.next = ReqStep::XKey;
                        if self.len.q.val() < 8 {
                            // An SGE too short for the value (golden's `post_send` refuses such
                            // an atomic): the local error, LocProtErr.
                            self.x_lfail.d.next = true;
                            self.state.d.next = ReqStep::RDone;
                        }
                    } else if self.w_step.q.val() != 2 {
                        self.x_stale.d.next = true;
                    }
                }
            }
            ReqStep::XKey => {
                if self.ks.res.done.val() {
                    self.x_host.d.next = self.ks.res.host_addr.val();
                    if self.ks.res.code.val().any() {
                        // The local buffer refused (golden's scatter error, LocProtErr): an
                        // atomic completes in error now; a READ's answer counts, its bytes
                        // dropped (`owe` stays: `Idle` drops them), and the READ completes in
                        // error with its last answer.
                        self.state.d.next = ReqStep::RDone;
                        self.x_lfail.d.next = true;
                        if self.x_rd.val() {
                            self.x_lfail.d.next = false;
                            self.x_lerr.d.next = true;
                            self.state.d.next = ReqStep::XDone;
                        }
                    } else {
                        self.state.d.next = ReqStep::XReq;
                    }
                }
            }
            ReqStep::XReq => {
                // While fewer than 32 local-buffer writes are in flight.
                // The mover has the beats (a READ response's payload is its now).
                if self.wr.req_valid.val() & self.wr.req_ready.val() {
                    self.owe.d.next = false;
                    self.state.d.next = ReqStep::XDone;
                }
            }
            ReqStep::XEmit => {
                // One write per planned piece (while the completion queue and the mover have
                // room), the last ending the payload.
                if self.wr.req_valid.val() & self.wr.req_ready.val() {
                    self.gq.rd_en.next = true;
                    if self.gq.rd_data.val().get_bit(77) {
                        self.owe.d.next = false;
                        self.state.d.next = ReqStep::XDone;
                    }
                }
            }
            ReqStep::XDone => {
                // One more packet answered (golden's `acked += 1`, `progress`); complete, the
                // WQE retires (and completes if signaled).
                self.x_fin.d.next = true;
                self.w_prog.d.next = true;
                self.w_una.d.next = self.r_psn.q.val() + 1;
                self.state.d.next = ReqStep::RDone;
                if self.x_last.q.val() & (self.x_lerr.q.val() | self.sq_flags.val().get_bit(6)) {
                    // The READ's last answer after a refused one: LocProtErr (golden's
                    // `local_error` at the READ's end), not retired here.
                    self.x_lfail.d.next = true;
                } else if self.x_last.q.val() | (self.r_kind.q.val() == 3) {
                    self.ev.next.wqes_retired = true;
                    self.w_idx.d.next = self.w_idx.q.val() + 1;
                    self.w_psn.d.next = self.w_psn.q.val() + self.npkts.q.val();
                    self.w_una.d.next = self.w_psn.q.val() + self.npkts.q.val();
                    self.w_first.d.next = false;
                    self.w_rd_out.d.next = self.w_rd_out.q.val() - 1;
                    if self.w_idx.q.val() == self.c_next.q.val() {
                        self.c_next.d.next = self.w_idx.q.val() + 1;
                        self.c_off.d.next = 0.into();
                        self.c_npsn.d.next = self.w_psn.q.val() + self.npkts.q.val();
                        self.c_moved.d.next = true;
                    }
                    if self.wflags.val().get_bit(0) {
                        self.state.d.next = ReqStep::WCqe;
                    }
                }
            }
            ReqStep::RDone => {
                if self.c_moved.q.val() {
                    self.nsq.next.sq_next = self.c_next.q.val();
                    self.nsq.next.next_offset = self.c_off.q.val();
                    self.nsq.next.npsn = bit_cast::<32, 24>(self.c_npsn.q.val());
                }
                if self.b_do.q.val() {
                    self.nsq.next.sq_next = self.w_idx.q.val();
                    self.nsq.next.next_offset = self.b_off.q.val();
                    self.nsq.next.npsn = bit_cast::<32, 24>(self.b_psn.q.val());
                    self.nsq.next.resend_psn = bit_cast::<32, 24>(self.b_psn.q.val());
                }
                self.nsq.next.sq_retire = self.w_idx.q.val();
                self.nsq.next.retire_psn = bit_cast::<32, 24>(self.w_psn.q.val());
                self.nsq.next.una_psn = bit_cast::<32, 24>(self.w_una.q.val());
                self.nsq.next.rd_atomic_out = self.w_rd_out.q.val();
                self.nsq.next.flags = self.r_flags.val();
                if self.w_prog.q.val() {
                    // Forward progress resets the retry counters (golden's `progress`).
                    self.nsq.next.retry_left = self.qc.q.val().get_bits::<8>(488);
                    self.nsq.next.rnr_left = self.qc.q.val().get_bits::<8>(496);
                }
                if self.b_do.q.val() {
                    self.nsq.next.retry_left = self.retry_now.val() - 1;
                }
                if (self.w_prog.q.val() | self.b_do.q.val()) & self.r_flags.val().get_bit(0) {
                    // Progress or a go-back restarts the timer (golden's `progress`, `retry_from`).
                    self.nsq.next.deadline = self.t_dl.q.val();
                }
                if self.b_rnr.q.val() {
                    // The RNR wait: the cursor goes back to the NAK's PSN now (the gate holds
                    // the QP until the wait ends; golden rewinds as it ends, to the same place),
                    // one RNR retry counted.
                    self.nsq.next.sq_next = self.w_idx.q.val();
                    self.nsq.next.next_offset = self.b_off.q.val();
                    self.nsq.next.npsn = bit_cast::<32, 24>(self.b_psn.q.val());
                    self.nsq.next.deadline = self.rnr_dl.q.val();
                    if self.qc.q.val().get_bits::<8>(496) != 7 {
                        self.nsq.next.rnr_left = self.rnr_now.val() - 1;
                    }
                    self.tmr.arm_deadline.next = self.rnr_dl.q.val();
                }
                self.sqc_up.valid.next = (!self.t_push.val() | self.tmr.arm_ready.val()) & (!self.t_poke.val() | self.tmr.poke_ready.val());
                if self.sqc_up.valid.val() & self.sqc_up.ready.val() {
                    self.tmr.arm_valid.next = self.t_push.val();
                    self.tmr.poke_valid.next = self.t_poke.val();
                    self.ready.wr_en.next = self.r_push.val();
                    // An ACK that acknowledged nothing new (and found no answer lost) is stale
                    // (golden's `on_aeth`). (A go-back with no retry left, a remote-error NAK
                    // and an RNR NAK with no retry left are fatal: not here, below.)
                    self.ev.next.go_backs = self.b_do.q.val();
                    if self.r_kind.q.val() == 0 {
                        self.ev.next.drops_stale_response = !self.w_prog.q.val() & !self.b_lost.q.val();
                    } else if (self.r_kind.q.val() == 3) | (self.r_kind.q.val() == 4) {
                        self.ev.next.drops_stale_response = self.x_stale.q.val();
                        self.ev.next.drops_bad_response = self.x_bad.q.val();
                        self.ev.next.unsupported = self.l_unsup.val();
                    } else {
                        // A NAK or RNR NAK: gone back, ignored, or waiting (a fatal one is not
                        // here); else (an RNR NAK outside the WQE the walk ended at) unsupported.
                        self.ev.next.unsupported = self.l_unsup.val() | (!(self.b_do.q.val() | self.b_ign.q.val() | self.b_rnr.q.val() | self.b_rign.q.val()));
                    }
                    self.state.d.next = ReqStep::Idle;
                    if self.rsp_ok.val() & (self.rsp_dqp.val() == bit_cast::<24, 16>(self.qpn.q.val())) & !self.owe.q.val() & !self.k_run.q.val() {
                        // The next response is the same QP's (a run of ACKs to a turn's
                        // packets): taken now, on the context just written (as `Idle` would,
                        // without the lookups).
                        self.rsp_take.next = true;
                        self.sq.d.next = self.nsq.val();
                        self.state.d.next = ReqStep::RCheck;
                    }
                }
                if self.e_fail.val() {
                    // A fatal error (golden's `fail_at`, then `enter_error`): nothing written
                    // here; the error walk completes the oldest WQE not retired (`w_idx`) with
                    // the error's status and flushes the rest, and `EDone` writes the context
                    // (the walk's retirements with it).
                    self.sqc_up.valid.next = false;
                    self.tmr.arm_valid.next = false;
                    self.tmr.poke_valid.next = false;
                    self.ready.wr_en.next = false;
                    self.ev.next.go_backs = false;
                    self.ev.next.drops_stale_response = false;
                    self.ev.next.drops_bad_response = false;
                    self.ev.next.unsupported = self.l_unsup.val();
                    self.rsp_take.next = false;
                    self.sq.d.next = self.sq.q.val();
                    self.e_mode.d.next = true;
                    self.e_st.d.next = self.e_code.val();
                    self.e_keep.d.next = 0x18.into();
                    self.state.d.next = ReqStep::WStart;
                }
            }
            ReqStep::TCheck => {
                self.t_live.d.next = ((self.qc.q.val().get_bits::<8>(0) == 3) | (self.qc.q.val().get_bits::<8>(0) == 4))
                    & (self.view.qp_type.val() == 0)
                    & self.sq_flags.val().get_bit(0);
                self.t_rnr.d.next = ((self.qc.q.val().get_bits::<8>(0) == 3) | (self.qc.q.val().get_bits::<8>(0) == 4))
                    & (self.view.qp_type.val() == 0)
                    & self.sq_flags.val().get_bit(1);
                self.t_due.d.next = !self.t_left.val().get_bit(31);
                self.t_unacked.d.next = self.sq.q.val().una_psn != self.sq.q.val().max_psn;
                self.t_k.d.next = bit_cast::<24, 32>(self.sq.q.val().una_psn) - bit_cast::<24, 32>(self.sq.q.val().retire_psn);
                self.state.d.next = ReqStep::TOff;
            }
            ReqStep::TOff => {
                self.t_off.d.next = bit_cast::<32, 24>(self.t_k.q.val()) << 12;
                if self.view.mtu_code.val() < 4 {
                    self.t_off.d.next = bit_cast::<32, 24>(self.t_k.q.val()) << (bit_cast::<32, 3>(self.view.mtu_code.val()) + 8);
                }
                self.state.d.next = ReqStep::TAct;
            }
            ReqStep::TAct => {
                // Golden's `on_timer`: a deadline passed with PSNs unacknowledged goes back to the
                // oldest (`una_psn`, in WQE `sq_retire`), counting a retry and forgetting the PSN
                // last gone back to; the timer stops until the next packet leaves. With no retry
                // left the oldest WQE completes RetryExcErr and the rest are flushed (an error
                // walk).
                self.nsq.next.flags = self.sq.q.val().flags & bit_cast::<8, 8>(0xEE.into());
                if (self.t_live.q.val() | self.t_rnr.q.val()) & !self.t_due.q.val() {
                    // Progress moved the deadline (or a poke asked for a look at an RNR wait's,
                    // earlier than the entry's copy): the entry goes back with it.
                    self.tmr.arm_valid.next = true;
                    self.tmr.arm_deadline.next = self.sq.q.val().deadline;
                    if self.tmr.arm_ready.val() {
                        self.state.d.next = ReqStep::Idle;
                    }
                } else if self.t_rnr.q.val() {
                    // The RNR wait ends (golden's `on_timer`): the QP sends again from the PSN it
                    // went back to, queued, and the retransmission timer restarts (a new entry).
                    self.nsq.next.flags = (self.sq.q.val().flags & bit_cast::<8, 8>(0xEC.into())) | bit_cast::<8, 8>(8.into());
                    if self.t_run.val() {
                        self.nsq.next.flags = (self.sq.q.val().flags & bit_cast::<8, 8>(0xEC.into())) | bit_cast::<8, 8>(0x19.into());
                    }
                    self.nsq.next.deadline = self.t_dl.q.val();
                    self.sqc_up.valid.next = !self.t_run.val() | self.tmr.arm_ready.val();
                    if self.sqc_up.valid.val() & self.sqc_up.ready.val() {
                        self.tmr.arm_valid.next = self.t_run.val();
                        self.ready.wr_en.next = !self.sq_flags.val().get_bit(3);
                        self.state.d.next = ReqStep::Idle;
                    }
                } else if !self.t_live.q.val() & !self.t_rnr.q.val() & self.e_flush.val() & !self.sq_flags.val().get_bit(5) & (self.sq.q.val().sq_retire != self.sq.q.val().sq_producer) {
                    // The QP went to ERR or SQE elsewhere (the responder's engine, the driver)
                    // with WQEs not retired: they are flushed now (golden's `enter_error`
                    // drains them at once); the ring's entry is dropped.
                    self.w_idx.d.next = self.sq.q.val().sq_retire;
                    self.e_mode.d.next = true;
                    self.e_st.d.next = 4.into();
                    self.e_keep.d.next = 0x08.into();
                    self.state.d.next = ReqStep::WStart;
                } else if self.t_live.q.val() & self.t_unacked.q.val() & !self.sq.q.val().retry_left.any() {
                    // No retry left (golden's `fail_at(una, RetryExcErr)`): the error walk from
                    // the oldest WQE; the ring's entry was taken and is not put back.
                    self.ev.next.timeouts = true;
                    self.ev.next.unsupported = self.l_unsup.val();
                    self.w_idx.d.next = self.sq.q.val().sq_retire;
                    self.e_mode.d.next = true;
                    self.e_st.d.next = 8.into();
                    self.e_keep.d.next = 0x08.into();
                    self.state.d.next = ReqStep::WStart;
                } else {
                    if self.t_live.q.val() & self.t_unacked.q.val() {
                        if self.sq.q.val().retry_left.any() {
                            self.nsq.next.flags = self.sq.q.val().flags & bit_cast::<8, 8>(0xEA.into()) | bit_cast::<8, 8>(8.into());
                            self.nsq.next.retry_left = self.sq.q.val().retry_left - 1;
                            self.nsq.next.sq_next = self.sq.q.val().sq_retire;
                            self.nsq.next.next_offset = self.t_off.q.val();
                            self.nsq.next.npsn = self.sq.q.val().una_psn;
                        }
                    }
                    self.sqc_up.valid.next = true;
                    if self.sqc_up.ready.val() {
                        if self.t_live.q.val() & self.t_unacked.q.val() {
                            self.ev.next.timeouts = true;
                            self.ready.wr_en.next = !self.sq_flags.val().get_bit(3);
                        }
                        self.state.d.next = ReqStep::Idle;
                    }
                }
            }
            ReqStep::EDone => {
                // The context in error (golden's `enter_error` / `drain`): everything up to the
                // walk's end retired, the cursor with it, no timer, no RNR wait, nothing out.
                self.nsq.next.sq_retire = self.w_idx.q.val();
                self.nsq.next.sq_next = self.w_idx.q.val();
                self.nsq.next.next_offset = 0.into();
                self.nsq.next.rd_atomic_out = 0.into();
                self.nsq.next.flags = (self.sq.q.val().flags & self.e_keep.q.val()) | bit_cast::<8, 8>(0x20.into());
                self.sqc_up.valid.next = true;
                if self.sqc_up.ready.val() {
                    self.state.d.next = ReqStep::Idle;
                    if !self.e_post.q.val() {
                        // A fatal error (not a flush of a queue already in error): the QP too.
                        self.state.d.next = ReqStep::EQp;
                    }
                }
            }
            ReqStep::LCheck => {
                // Golden's `cq_lost`: `enter_error` flushes every WQE (WrFlushErr: into the CQ in
                // error, lost too) and moves the QP to ERR. A QP out of RTS/SQD, or whose send
                // queue is in error already, is failing or failed: nothing more.
                self.w_idx.d.next = self.sq.q.val().sq_retire;
                self.e_st.d.next = 4.into();
                self.e_keep.d.next = 0x18.into();
                self.state.d.next = ReqStep::Idle;
                if ((self.qc.q.val().get_bits::<8>(0) == 3) | (self.qc.q.val().get_bits::<8>(0) == 4)) & !self.sq_flags.val().get_bit(5) {
                    self.e_mode.d.next = true;
                    self.state.d.next = ReqStep::WStart;
                }
            }
            ReqStep::EQp => {
                self.fatal.valid.next = true;
                if self.fatal.ready.val() {
                    self.state.d.next = ReqStep::Idle;
                }
            }
            _ => {
                self.state.d.next = ReqStep::Idle;
            }
        }
        if self.w_enter.val() {
            // The retire walk's next WQE (or its end): `WStart`, or `RKind` for the walk's first.
            self.slot_idx.d.next = self.w_idx.q.val() & self.idx_mask.val();
            self.f_idx.d.next = self.w_idx.q.val();
            self.beat_n.d.next = 0.into();
            self.w_end_ok.d.next = false;
            self.state.d.next = ReqStep::Addr;
            if self.state.q.val() == ReqStep::RKind {
                // (The cache looks at the walk's first WQE now.)
                self.f_early.d.next = true;
                self.state.d.next = ReqStep::Probe;
            }
            if self.w_idx.q.val() == self.sq.q.val().sq_producer {
                self.state.d.next = ReqStep::RBack;
                if self.e_mode.q.val() {
                    self.state.d.next = ReqStep::EDone;
                }
            }
            if (self.r_kind.q.val() == 0) & self.w_before.val() & !self.e_mode.q.val() {
                // A positive ACK that ends before this WQE's first PSN ends the walk here
                // whatever the WQE is (not started, waiting or nothing new: `ReqAckStep`),
                // so it is not read (a read costs the memory's latency per ACK).
                self.w_step.d.next = 6.into();
                self.state.d.next = ReqStep::RBack;
            }
            if self.w_done.val() {
                // A positive ACK that found no READ or atomic answer lost decides no
                // go-back (`RBack` would leave every `b_*` flag clear, as `RCheck` left
                // them): straight to the write-back.
                self.state.d.next = ReqStep::RDone;
            }
        }
        if self.rsp_take.val() {
            self.rsp_ready.next = true;
            self.r_plen.d.next = self.rsp.val().payload_len;
            self.r_orig.d.next = self.rsp.val().atomic_orig;
            self.owe.d.next = self.rsp.val().payload_len.any();
            self.qpn.d.next = self.rsp_dqp.val().get_bits::<16>(0);
            self.r_psn.d.next = self.rsp.val().psn;
            self.r_op.d.next = self.rsp.val().opcode;
            self.r_syn.d.next = self.rsp.val().syndrome;
            self.r_pkey.d.next = self.rsp.val().pkey;
        }
        if self.l_fail.val() {
            // A local error found at a turn (golden's `local_check`, reported when the WQE is
            // the head), nothing of the packet read or sent, no piece left planned: at the head
            // it is fatal now (the error walk from it), else the QP leaves the queue until the
            // WQEs before it retire (the walk's write-back queues it again).
            self.g_clear.next = true;
            self.g_chk.d.next = false;
            self.e_st.d.next = self.l_st.val();
            self.state.d.next = ReqStep::Release;
            if self.l_head.q.val() {
                self.ev.next.wqe_errors = true;
                self.e_mode.d.next = true;
                self.state.d.next = ReqStep::WStart;
            }
        }
        self.sqc_up.data.next = bit_cast::<1024, 512>(self.nsq.val().into());
        if self.reset.val() {
            self.state.d.next = ReqStep::Idle;
            self.db_run.d.next = 0.into();
            self.k_run.d.next = false;
            self.k_got.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests;
