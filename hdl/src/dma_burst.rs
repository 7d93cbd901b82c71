//! DMA burst splitter: cuts a request (byte address, byte length) into AXI4 INCR bursts of
//! 64-byte beats that never cross a 4 KB boundary (so at most 64 beats each).
//!
//! Burst `k` covers the request's bytes from its address up to the next 4 KB boundary or the end;
//! its `AxADDR` is that first byte's address (unaligned for the first burst only) and its beat count
//! is the number of 64-byte lanes those bytes touch. Concatenated, the bursts' beats are exactly
//! the lanes of the whole request, in order. A request of length 0 is taken and gives no burst.
//! One request at a time; the next burst is computed while the current one waits, so a granted
//! burst is replaced in the same clock (one burst per cycle).
use rust_hdl::prelude::*;

/// Most beats of one burst (4 KB / 64 B).
pub const DMA_MAX_BURST_BEATS: usize = 64;

/// The burst splitter of one DMA client.
#[derive(LogicBlock, Default)]
pub struct DmaBurst {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset: drops the request and the burst in hand.
    pub reset: Signal<In, Bit>,
    /// A request is offered.
    pub req_valid: Signal<In, Bit>,
    /// The splitter takes the request (a flip-flop output: high when idle).
    pub req_ready: Signal<Out, Bit>,
    /// Request byte address (any alignment).
    pub req_addr: Signal<In, Bits<64>>,
    /// Request length in bytes (the contract's 0..=65536; any 17-bit value works).
    pub req_len: Signal<In, Bits<17>>,
    /// A burst is presented (registered).
    pub burst_valid: Signal<Out, Bit>,
    /// The burst is taken this cycle.
    pub burst_ready: Signal<In, Bit>,
    /// Burst start address (`AxADDR`), valid with `burst_valid`.
    pub burst_addr: Signal<Out, Bits<64>>,
    /// Burst length code (`AxLEN` = beats - 1), valid with `burst_valid`.
    pub burst_len: Signal<Out, Bits<8>>,
    /// Beats of the burst (1..=64), valid with `burst_valid`.
    pub burst_beats: Signal<Out, Bits<7>>,
    busy: DFF<Bit>,
    addr: DFF<Bits<64>>,
    rem: DFF<Bits<17>>,
    bv: DFF<Bit>,
    baddr: DFF<Bits<64>>,
    bbeats: DFF<Bits<7>>,
    /// Bytes from `addr` to the next 4 KB boundary (1..=4096), registered with `addr` so the
    /// burst's cut compares two flip-flops (the subtraction is off the `busy` path).
    pleft: DFF<Bits<13>>,
    page_left: Signal<Local, Bits<17>>,
    req_pleft: Signal<Local, Bits<13>>,
    take: Signal<Local, Bits<17>>,
    span: Signal<Local, Bits<7>>,
}

impl Logic for DmaBurst {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, addr, rem, bv, baddr, bbeats, pleft);
        self.req_ready.next = !self.busy.q.val();
        self.burst_valid.next = self.bv.q.val();
        self.burst_addr.next = self.baddr.q.val();
        self.burst_beats.next = self.bbeats.q.val();
        self.burst_len.next = bit_cast::<8, 7>(self.bbeats.q.val() - 1);
        // Bytes to the next 4 KB boundary (1..=4096) and bytes this burst takes.
        self.page_left.next = bit_cast::<17, 13>(self.pleft.q.val());
        self.req_pleft.next = 4096_u64.into();
        self.req_pleft.next = self.req_pleft.val() - bit_cast::<13, 12>(self.req_addr.val().get_bits::<12>(0));
        self.take.next = self.rem.q.val();
        if self.rem.q.val() > self.page_left.val() {
            self.take.next = self.page_left.val();
        }
        // Lanes touched: (addr % 64 + take + 63) / 64.
        self.span.next = bit_cast::<7, 17>((bit_cast::<17, 6>(self.addr.q.val().get_bits::<6>(0)) + self.take.val() + 63) >> 6);
        if self.burst_ready.val() {
            self.bv.d.next = false;
        }
        if self.busy.q.val() & (!self.bv.q.val() | self.burst_ready.val()) {
            self.bv.d.next = true;
            self.baddr.d.next = self.addr.q.val();
            self.bbeats.d.next = self.span.val();
            self.addr.d.next = self.addr.q.val() + bit_cast::<64, 17>(self.take.val());
            self.rem.d.next = self.rem.q.val() - self.take.val();
            // A burst that does not end the request ends at a boundary: the next starts a page.
            self.pleft.d.next = 4096_u64.into();
            if self.rem.q.val() == self.take.val() {
                self.busy.d.next = false;
            }
        }
        if !self.busy.q.val() & self.req_valid.val() {
            self.addr.d.next = self.req_addr.val();
            self.rem.d.next = self.req_len.val();
            self.pleft.d.next = self.req_pleft.val();
            self.busy.d.next = self.req_len.val().any();
        }
        if self.reset.val() {
            self.busy.d.next = false;
            self.bv.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;

    fn clk(u: &mut DmaBurst) -> &mut Signal<In, Clock> {
        &mut u.clock
    }

    /// Reference split: (address, beats) per burst, cut at 4 KB boundaries.
    fn reference(addr: u64, len: u64) -> Vec<(u64, u64)> {
        let (mut a, end, mut out) = (addr, addr + len, Vec::new());
        while a < end {
            let e = end.min((a | 4095) + 1);
            out.push((a, ((e + 63) >> 6) - (a >> 6)));
            a = e;
        }
        out
    }

    /// Feeds requests back to back with a random `burst_ready`; returns the bursts seen.
    fn run(reqs: &[(u64, u64)], seed: u64) -> Vec<(u64, u64)> {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut uut = DmaBurst::default();
        uut.connect_all();
        uut.reset.next = true;
        rising_edge(&mut uut, clk);
        uut.reset.next = false;
        let (mut next, mut out) = (0, Vec::new());
        for _ in 0..20_000 {
            let r = reqs.get(next).copied();
            uut.req_valid.next = r.is_some();
            uut.req_addr.next = r.map_or(0, |r| r.0).into();
            uut.req_len.next = r.map_or(0, |r| r.1).into();
            let ready = rng.gen_bool(0.6);
            uut.burst_ready.next = ready;
            settle(&mut uut);
            if r.is_some() && uut.req_ready.val() {
                next += 1;
            }
            if ready && uut.burst_valid.val() {
                let (a, l, b) = (uut.burst_addr.val().to_u64(), uut.burst_len.val().to_u64(), uut.burst_beats.val().to_u64());
                assert_eq!(l + 1, b, "AxLEN is beats - 1");
                out.push((a, b));
            }
            rising_edge(&mut uut, clk);
            if next == reqs.len() && !uut.burst_valid.val() && uut.req_ready.val() {
                break;
            }
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
        /// Bursts equal the reference split: never across 4 KB, at most 64 beats, lanes exact.
        #[test]
        fn splits_at_4k_boundaries(
            reqs in proptest::collection::vec((any::<u64>(), prop_oneof![0u64..300, 0u64..=131071]), 1..5),
            seed in any::<u64>(),
        ) {
            let reqs: Vec<(u64, u64)> = reqs.into_iter().map(|(a, l)| (a % (1 << 62), l)).collect();
            let want: Vec<(u64, u64)> = reqs.iter().flat_map(|&(a, l)| reference(a, l)).collect();
            let got = run(&reqs, seed);
            prop_assert!(want.iter().all(|b| b.1 >= 1 && b.1 <= 64));
            prop_assert_eq!(got, want);
        }
    }
}
