//! The send WQE prefetcher (issue 16): WQEs a doorbell posts are read into the [`WqeCache`]
//! in the background, and each one's first L_Key is offered to the key cache as a prefetch
//! hint, so a QP's first turn finds its WQE and its key on chip instead of waiting for two host
//! memory latencies one after the other (64 QPs posting at once: about 340 cycles each, in
//! series, before this block).
//!
//! [`WqeCache`]: crate::wqe_cache::WqeCache
//!
//! # What it does
//! - **Requests** (`req_*`): `req_n` consecutive 128-byte slots of a ring from `req_addr`, the
//!   first WQE's free-running index `req_idx`, of QP `req_qpn`. One is held (`req_ready` while
//!   none is: the requester does not wait for it, a request refused is a prefetch not made).
//! - **Reads**: one DMA read of `req_n * 128` bytes each, at most [`WQE_PREFETCH_READS`] whose
//!   data are still to come (`inflight`, in request order, as the DMA engine answers) and at
//!   most as many without their completion (`cpl_out`: completions may trail the data, so
//!   neither count bounds the other).
//! - **Puts**: beats `2k` and `2k + 1` of a read are WQE `req_idx + k`'s header and SGEs 0..=3;
//!   the pair is held in the put register until the requester takes it (`put_ok`: its own put
//!   and its cache reads come first). While a put waits, no beat is taken.
//! - **Key hints**: a WQE with at least one SGE gives SGE 0's L_Key's table index (`lkey >> 8`)
//!   to the hint queue ([`WQE_PREFETCH_HINTS`] entries; a hint that finds it full is dropped:
//!   a hint changes no answer), offered on `key_*` to the key cache's prefetch port.
//! - **Flush** (`flush`: the WQE cache is flushed, the ring may have been set up again): the
//!   request held is dropped, and every read issued before or in that cycle is void: its beats
//!   are taken and put nowhere (they come first, in request order, so a count of them is all it
//!   takes), and a put waiting is dropped. Nothing read before a flush reaches the cache after
//!   it.
//! - **Errors**: a read that completes with an error status raises `failed` for a cycle (the
//!   requester flushes the cache: the read's beats may have been put).
use crate::dma_client::DmaReadClient;
use crate::sync_fifo::SyncFifo;
use golden::hostfmt::{swqe_off, SEND_WQE_HEADER, SGE_SIZE};
use rust_hdl::prelude::*;

/// Reads whose data are still to come, at most.
pub const WQE_PREFETCH_READS: usize = 15;
/// Key hints queued at most.
pub const WQE_PREFETCH_HINTS: usize = 15;

/// A read in flight: QPN (bits 0..16), the first WQE's index (16..48), WQEs (48..53).
type Inflight = SyncFifo<Bits<53>, 4, 5>;
/// The key hints: table indexes.
type Hints = SyncFifo<Bits<24>, 4, 5>;

// Literals in `update` that stand for golden's layout: the header's `num_sge` byte (bits 80..88
// of the first beat) and SGE 0's `lkey` (bytes 12..16 of the second beat: its table index is
// bits 104..128).
const _: () = assert!(SEND_WQE_HEADER == 64 && SGE_SIZE == 16 && swqe_off::NUM_SGE == 10);
// `update`'s room checks (`fill < 15`) stand for these (a registered fill: one entry spare).
const _: () = assert!(Inflight::CAPACITY == WQE_PREFETCH_READS + 1 && Hints::CAPACITY == WQE_PREFETCH_HINTS + 1 && WQE_PREFETCH_READS == 15);

/// The send WQE prefetcher.
#[derive(LogicBlock, Default)]
pub struct WqePrefetch {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (the DMA engine is reset with it).
    pub reset: Signal<In, Bit>,
    /// The WQE cache is flushed this cycle: reads issued so far are void.
    pub flush: Signal<In, Bit>,
    /// A prefetch is offered.
    pub req_valid: Signal<In, Bit>,
    /// It is taken (none held; a function of registers and `flush`).
    pub req_ready: Signal<Out, Bit>,
    /// Its QP.
    pub req_qpn: Signal<In, Bits<16>>,
    /// The first WQE's free-running index in the send queue.
    pub req_idx: Signal<In, Bits<32>>,
    /// The first WQE's host address (its slot; the slots are 128 bytes, consecutive).
    pub req_addr: Signal<In, Bits<64>>,
    /// WQEs, 1..=16.
    pub req_n: Signal<In, Bits<5>>,
    /// The reads.
    pub rd: DmaReadClient,
    /// A WQE is offered to the cache (a register).
    pub put_valid: Signal<Out, Bit>,
    /// The cache takes it this cycle.
    pub put_ok: Signal<In, Bit>,
    /// Its QP.
    pub put_qpn: Signal<Out, Bits<16>>,
    /// Its free-running index.
    pub put_idx: Signal<Out, Bits<32>>,
    /// Its header (the slot's first 64 bytes).
    pub put_hdr: Signal<Out, Bits<512>>,
    /// Its SGEs 0..=3 (bytes 64..128).
    pub put_sges: Signal<Out, Bits<512>>,
    /// A key hint is offered.
    pub key_valid: Signal<Out, Bit>,
    /// It is taken.
    pub key_ready: Signal<In, Bit>,
    /// The key's table index.
    pub key_index: Signal<Out, Bits<24>>,
    /// A read completed with an error (one cycle).
    pub failed: Signal<Out, Bit>,
    /// Nothing held, in flight or queued.
    pub idle: Signal<Out, Bit>,
    /// The request held.
    r_valid: DFF<Bit>,
    r_qpn: DFF<Bits<16>>,
    r_idx: DFF<Bits<32>>,
    r_addr: DFF<Bits<64>>,
    r_n: DFF<Bits<5>>,
    /// Reads whose beats are still to come.
    inflight: Inflight,
    /// Reads without their completion yet.
    cpl_out: DFF<Bits<5>>,
    /// The oldest reads in flight that are void (issued before a flush).
    void_n: DFF<Bits<5>>,
    /// The beat of the read at the head of `inflight`.
    beat: DFF<Bits<5>>,
    /// The header beat of the WQE being read (also the put register's header: no header beat
    /// is taken while a put waits).
    hdr_q: DFF<Bits<512>>,
    /// The put register.
    p_valid: DFF<Bit>,
    p_qpn: DFF<Bits<16>>,
    p_idx: DFF<Bits<32>>,
    p_sges: DFF<Bits<512>>,
    /// The key hints.
    hints: Hints,
    /// A read is issued this cycle.
    issue: Signal<Local, Bit>,
    /// A beat is taken this cycle.
    take: Signal<Local, Bit>,
    /// The head read's last beat is taken this cycle.
    fin: Signal<Local, Bit>,
}

impl Logic for WqePrefetch {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r_valid, r_qpn, r_idx, r_addr, r_n, cpl_out, void_n, beat, hdr_q, p_valid, p_qpn, p_idx, p_sges);
        clock!(self, clock, inflight, hints);
        self.inflight.reset.next = self.reset.val();
        self.hints.reset.next = self.reset.val();
        self.inflight.replace.next = false;
        self.hints.replace.next = false;
        self.inflight.wr_en.next = false;
        self.inflight.rd_en.next = false;
        self.hints.wr_en.next = false;

        // ---- the request held, then its read ----
        self.req_ready.next = !self.r_valid.q.val() & !self.flush.val();
        if self.req_valid.val() & !self.r_valid.q.val() & !self.flush.val() {
            self.r_valid.d.next = true;
            self.r_qpn.d.next = self.req_qpn.val();
            self.r_idx.d.next = self.req_idx.val();
            self.r_addr.d.next = self.req_addr.val();
            self.r_n.d.next = self.req_n.val();
        }
        self.rd.req_valid.next = self.r_valid.q.val() & (self.inflight.fill.val() < 15) & (self.cpl_out.q.val() < 15);
        self.rd.req_addr.next = self.r_addr.q.val();
        self.rd.req_len.next = bit_cast::<17, 5>(self.r_n.q.val()) << 7;
        self.issue.next = self.r_valid.q.val() & (self.inflight.fill.val() < 15) & (self.cpl_out.q.val() < 15) & self.rd.req_ready.val();
        self.inflight.wr_data.next =
            bit_cast::<53, 16>(self.r_qpn.q.val()) | (bit_cast::<53, 32>(self.r_idx.q.val()) << 16) | (bit_cast::<53, 5>(self.r_n.q.val()) << 48);
        if self.issue.val() {
            self.r_valid.d.next = false;
            self.inflight.wr_en.next = true;
        }
        if self.flush.val() {
            self.r_valid.d.next = false;
        }

        // ---- beats: WQE pairs into the put register ----
        if self.p_valid.q.val() & self.put_ok.val() {
            self.p_valid.d.next = false;
        }
        self.take.next = !self.p_valid.q.val() | self.put_ok.val();
        self.rd.ready.next = self.take.val();
        self.fin.next = false;
        if self.rd.valid.val() & self.take.val() {
            if !self.beat.q.val().get_bit(0) {
                self.hdr_q.d.next = self.rd.data.val();
            } else {
                self.p_valid.d.next = !self.void_n.q.val().any() & !self.flush.val();
                self.p_qpn.d.next = self.inflight.rd_data.val().get_bits::<16>(0);
                self.p_idx.d.next = self.inflight.rd_data.val().get_bits::<32>(16) + bit_cast::<32, 4>(self.beat.q.val().get_bits::<4>(1));
                self.p_sges.d.next = self.rd.data.val();
                self.hints.wr_en.next = !self.void_n.q.val().any()
                    & !self.flush.val()
                    & self.hdr_q.q.val().get_bits::<8>(80).any()
                    & (self.hints.fill.val() < 15);
            }
            self.beat.d.next = self.beat.q.val() + 1;
            if self.rd.last.val() {
                self.beat.d.next = 0.into();
                self.inflight.rd_en.next = true;
                self.fin.next = true;
            }
        }
        self.hints.wr_data.next = self.rd.data.val().get_bits::<24>(104);
        if self.flush.val() {
            self.p_valid.d.next = false;
            // Every read in flight after this cycle was issued before the flush.
            self.void_n.d.next = self.inflight.fill.val() + bit_cast::<5, 1>(self.issue.val().into()) - bit_cast::<5, 1>(self.fin.val().into());
        } else if self.fin.val() & self.void_n.q.val().any() {
            self.void_n.d.next = self.void_n.q.val() - 1;
        }
        self.put_valid.next = self.p_valid.q.val();
        self.put_qpn.next = self.p_qpn.q.val();
        self.put_idx.next = self.p_idx.q.val();
        self.put_hdr.next = self.hdr_q.q.val();
        self.put_sges.next = self.p_sges.q.val();

        // ---- completions ----
        if self.issue.val() & !self.rd.cpl_valid.val() {
            self.cpl_out.d.next = self.cpl_out.q.val() + 1;
        } else if !self.issue.val() & self.rd.cpl_valid.val() & self.cpl_out.q.val().any() {
            self.cpl_out.d.next = self.cpl_out.q.val() - 1;
        }
        self.failed.next = self.rd.cpl_valid.val() & self.rd.cpl_status.val().any();

        // ---- key hints ----
        self.key_valid.next = self.hints.rd_valid.val();
        self.key_index.next = self.hints.rd_data.val();
        self.hints.rd_en.next = self.key_ready.val();

        self.idle.next = !self.r_valid.q.val() & !self.cpl_out.q.val().any() & !self.inflight.fill.val().any() & !self.p_valid.q.val() & !self.hints.fill.val().any();

        if self.reset.val() {
            self.r_valid.d.next = false;
            self.p_valid.d.next = false;
            self.cpl_out.d.next = 0.into();
            self.void_n.d.next = 0.into();
            self.beat.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use std::collections::VecDeque;

    /// Host memory: byte `a` of the ring region is a function of `a`, but each slot's
    /// `num_sge` byte is 0 in every third slot (a WQE without SGEs gives no hint).
    fn mem(a: u64) -> u8 {
        let slot = a / 128;
        if a % 128 == 10 {
            return if slot % 3 == 0 { 0 } else { (slot % 4 + 1) as u8 };
        }
        (a.wrapping_mul(0x9E37_79B9) >> 13) as u8 ^ (slot as u8)
    }

    fn beat(a: u64) -> Bits<512> {
        crate::axis::bytes_to_bits(&std::array::from_fn(|i| mem(a + i as u64)))
    }

    /// A read the DMA model took: its beats' addresses, the cycle its data may start, whether
    /// it fails.
    struct Read {
        at: u64,
        beats: usize,
        sent: usize,
        from: u64,
        fails: bool,
    }

    /// One accepted request: (epoch: flushes before it, qpn, idx, addr, n).
    type Req = (usize, u16, u32, u64, u8);

    /// Random requests, flushes, a DMA engine of random latency and stalls (some reads failing,
    /// some runs' completions trailing their data: never more than 15 reads without theirs),
    /// a cache taking puts at random: each put is WQE `k` of a request accepted since the last
    /// flush, with its slot's bytes; per epoch the puts are the epoch's WQEs in order (all of
    /// them in the last, a prefix in the others); hints are SGE 0's key indexes of WQEs with
    /// SGEs (in put order exactly when no flush and the hint port always ready); one `failed`
    /// per failing read; the block ends idle.
    fn run(seed: u64, reqs: usize, p_flush: f64, p_put: f64, p_fail: f64) -> Result<(), TestCaseError> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let key_always = rng.gen_bool(0.5);
        // Some runs' completions trail their data by up to 400 cycles.
        let cpl_lag = if rng.gen_bool(0.3) { 400 } else { 6 };
        let mut u = WqePrefetch::default();
        u.connect_all();
        u.reset.next = true;
        rising_edge(&mut u, |u| &mut u.clock);
        u.reset.next = false;
        let mut accepted: Vec<Req> = vec![];
        let mut epoch = 0usize;
        let mut puts: Vec<(usize, u16, u32, Bits<512>, Bits<512>)> = vec![];
        let mut hints: Vec<u32> = vec![];
        let (mut fails_made, mut fails_seen) = (0usize, 0usize);
        let mut reads: VecDeque<Read> = VecDeque::new();
        let mut cpls: VecDeque<(u64, bool)> = VecDeque::new();
        let mut offered = 0usize;
        let mut cycle = 0u64;
        let mut next_req: Option<(u16, u32, u64, u8)> = None;
        let mut idle_run = 0;
        while idle_run < 50 {
            cycle += 1;
            prop_assert!(cycle < 200_000, "no end: {} of {reqs} offered", offered);
            if next_req.is_none() && offered < reqs && rng.gen_bool(0.3) {
                let n = rng.gen_range(1..=16u8);
                let slot = rng.gen_range(0..1000u64);
                next_req = Some((rng.gen(), rng.gen(), 0x1_0000 + slot * 128, n));
            }
            let (q, i, a, n) = next_req.unwrap_or((0, 0, 0, 1));
            u.req_valid.next = next_req.is_some();
            u.req_qpn.next = (q as u64).into();
            u.req_idx.next = (i as u64).into();
            u.req_addr.next = a.into();
            u.req_n.next = (n as u64).into();
            u.rd.req_ready.next = rng.gen_bool(0.7);
            // The DMA model's beat and completion.
            let head = reads.iter().position(|r| r.sent < r.beats);
            let offer = match head {
                Some(h) => reads[h].at <= cycle && rng.gen_bool(0.8),
                None => false,
            };
            u.rd.valid.next = offer;
            if let Some(h) = head {
                let r = &reads[h];
                u.rd.data.next = beat(r.from + 64 * r.sent as u64);
                u.rd.last.next = r.sent + 1 == r.beats;
            }
            u.rd.keep.next = Bits::<64>::mask();
            let cpl = matches!(cpls.front(), Some(&(t, _)) if t <= cycle) && rng.gen_bool(0.7);
            u.rd.cpl_valid.next = cpl;
            u.rd.cpl_status.next = (cpl && cpls.front().unwrap().1).then_some(1u64).unwrap_or(0).into();
            u.put_ok.next = rng.gen_bool(p_put);
            u.key_ready.next = key_always || rng.gen_bool(0.5);
            u.flush.next = false;
            settle(&mut u);
            // The engine flushes on a failed read, in that cycle.
            let flush = u.failed.val() || rng.gen_bool(p_flush);
            u.flush.next = flush;
            settle(&mut u);
            if u.failed.val() {
                fails_seen += 1;
            }
            if u.req_valid.val() && u.req_ready.val() {
                accepted.push((epoch, q, i, a, n));
                offered += 1;
                next_req = None;
            }
            if u.rd.req_valid.val() && u.rd.req_ready.val() {
                let len = u.rd.req_len.val().to_u64();
                prop_assert!(len % 128 == 0 && (128..=2048).contains(&len));
                let fails = rng.gen_bool(p_fail);
                fails_made += fails as usize;
                reads.push_back(Read { at: cycle + rng.gen_range(1..40), beats: (len / 64) as usize, sent: 0, from: u.rd.req_addr.val().to_u64(), fails });
                prop_assert!(reads.len() <= WQE_PREFETCH_READS, "{} reads without their completion", reads.len());
            }
            if offer && u.rd.ready.val() {
                let h = head.unwrap();
                reads[h].sent += 1;
                if reads[h].sent == reads[h].beats {
                    cpls.push_back((cycle + rng.gen_range(0..cpl_lag), reads[h].fails));
                }
            }
            if cpl {
                cpls.pop_front();
                reads.pop_front();
            }
            if u.put_valid.val() && u.put_ok.val() {
                puts.push((epoch, u.put_qpn.val().to_u64() as u16, u.put_idx.val().to_u64() as u32, u.put_hdr.val(), u.put_sges.val()));
            }
            if u.key_valid.val() && u.key_ready.val() {
                hints.push(u.key_index.val().to_u64() as u32);
            }
            if flush {
                epoch += 1;
            }
            rising_edge(&mut u, |u| &mut u.clock);
            settle(&mut u);
            let quiet = offered == reqs && next_req.is_none() && reads.is_empty() && cpls.is_empty();
            idle_run = if quiet && u.idle.val() { idle_run + 1 } else { 0 };
        }
        prop_assert_eq!(fails_made, fails_seen);
        // Each epoch's WQEs, in order.
        let wqes = |e: usize| -> Vec<(u16, u32, u64)> {
            accepted
                .iter()
                .filter(|r| r.0 == e)
                .flat_map(|&(_, q, i, a, n)| (0..n as u64).map(move |k| (q, i.wrapping_add(k as u32), a + 128 * k)))
                .collect()
        };
        for e in 0..=epoch {
            let got: Vec<&(usize, u16, u32, Bits<512>, Bits<512>)> = puts.iter().filter(|p| p.0 == e).collect();
            let want = wqes(e);
            prop_assert!(got.len() <= want.len(), "epoch {}: {} puts for {} WQEs", e, got.len(), want.len());
            if e == epoch {
                prop_assert_eq!(got.len(), want.len(), "the last epoch's WQEs all put");
            }
            for (p, w) in got.iter().zip(&want) {
                prop_assert_eq!((p.1, p.2), (w.0, w.1));
                prop_assert!(p.3 == beat(w.2) && p.4 == beat(w.2 + 64), "WQE {:?}: its slot's bytes", w);
            }
        }
        let keys: Vec<u32> = puts
            .iter()
            .filter(|p| p.3.get_bits::<8>(80).any())
            .map(|p| p.4.get_bits::<24>(104).to_u64() as u32)
            .collect();
        if epoch == 0 && key_always {
            prop_assert_eq!(&hints, &keys);
        }
        let all: std::collections::HashSet<u32> = (0..=epoch)
            .flat_map(wqes)
            .filter(|w| beat(w.2).get_bits::<8>(80).any())
            .map(|w| beat(w.2 + 64).get_bits::<24>(104).to_u64() as u32)
            .collect();
        prop_assert!(hints.iter().all(|h| all.contains(h)), "hints of WQEs read");
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn prefetched_wqes_are_their_slots_and_no_flush_is_crossed(seed in any::<u64>(), reqs in 1usize..40, fl in 0usize..3, pp in 0usize..3, pf in 0usize..2) {
            run(seed, reqs, [0.0, 0.002, 0.02][fl], [0.2, 0.6, 1.0][pp], [0.0, 0.1][pf])?;
        }
    }

    /// Nothing in the way: a read a cycle, beats back to back, every WQE put once in order.
    #[test]
    fn a_clear_run_puts_every_wqe() {
        for seed in 0..4 {
            run(seed, 30, 0.0, 1.0, 0.0).unwrap();
        }
    }
}
