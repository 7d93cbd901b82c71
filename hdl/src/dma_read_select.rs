//! DMA read select (issue 15): two read clients on one DMA read port ([`crate::dma_client`]),
//! the owner choosing which one may request. Combinational, control only.
//!
//! `sel` low gives the port's requests to `a`, high to `b`; the refused client sees
//! `req_ready` low. The beats and the completions go to both: the owner lets only one client
//! have reads outstanding at a time (each client reads beats and completions only while it waits
//! for its own), so no tag is needed. `ready` is the selected client's.
//!
//! The responder's engine shares its read port this way between the WQE walker (a receive WQE,
//! a completion's `wr_id`) and the atomic unit (the target word, the replay ring), which never
//! read at the same time.
use crate::dma_client::{DmaReadClient, DmaReadServer};
use rust_hdl::prelude::*;

/// The select.
#[derive(LogicBlock, Default)]
pub struct DmaReadSelect {
    /// Give the port to `b` (else to `a`).
    pub sel: Signal<In, Bit>,
    /// Client `a`.
    pub a: DmaReadServer,
    /// Client `b`.
    pub b: DmaReadServer,
    /// The DMA engine's port.
    pub m: DmaReadClient,
}

impl Logic for DmaReadSelect {
    #[hdl_gen]
    fn update(&mut self) {
        self.m.req_valid.next = self.a.req_valid.val();
        self.m.req_addr.next = self.a.req_addr.val();
        self.m.req_len.next = self.a.req_len.val();
        self.m.ready.next = self.a.ready.val();
        self.a.req_ready.next = self.m.req_ready.val() & !self.sel.val();
        self.b.req_ready.next = self.m.req_ready.val() & self.sel.val();
        if self.sel.val() {
            self.m.req_valid.next = self.b.req_valid.val();
            self.m.req_addr.next = self.b.req_addr.val();
            self.m.req_len.next = self.b.req_len.val();
            self.m.ready.next = self.b.ready.val();
        }
        self.a.data.next = self.m.data.val();
        self.b.data.next = self.m.data.val();
        self.a.keep.next = self.m.keep.val();
        self.b.keep.next = self.m.keep.val();
        self.a.last.next = self.m.last.val();
        self.b.last.next = self.m.last.val();
        self.a.valid.next = self.m.valid.val();
        self.b.valid.next = self.m.valid.val();
        self.a.cpl_valid.next = self.m.cpl_valid.val();
        self.b.cpl_valid.next = self.m.cpl_valid.val();
        self.a.cpl_status.next = self.m.cpl_status.val();
        self.b.cpl_status.next = self.m.cpl_status.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Over random inputs: the selected client's request (and only its) goes out and is taken,
    /// the other is refused, and both see every beat and completion.
    #[test]
    fn selects_requests_and_shares_the_rest() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5E1);
        let mut u = DmaReadSelect::default();
        u.connect_all();
        for _ in 0..20_000 {
            let sel = rng.gen_bool(0.5);
            let (av, aa, al, ar) = (rng.gen_bool(0.5), rng.gen::<u64>(), rng.gen_range(0..70_000u64), rng.gen_bool(0.5));
            let (bv, ba, bl, br) = (rng.gen_bool(0.5), rng.gen::<u64>(), rng.gen_range(0..70_000u64), rng.gen_bool(0.5));
            let (req_ready, valid, last, cpl, status) = (rng.gen_bool(0.5), rng.gen_bool(0.5), rng.gen_bool(0.5), rng.gen_bool(0.5), rng.gen_range(0..4u64));
            let (data, keep) = (bit_cast::<512, 64>(rng.gen::<u64>().into()) << 448, rng.gen::<u64>());
            u.sel.next = sel;
            u.a.req_valid.next = av;
            u.a.req_addr.next = aa.into();
            u.a.req_len.next = al.into();
            u.a.ready.next = ar;
            u.b.req_valid.next = bv;
            u.b.req_addr.next = ba.into();
            u.b.req_len.next = bl.into();
            u.b.ready.next = br;
            u.m.req_ready.next = req_ready;
            u.m.data.next = data;
            u.m.keep.next = keep.into();
            u.m.last.next = last;
            u.m.valid.next = valid;
            u.m.cpl_valid.next = cpl;
            u.m.cpl_status.next = status.into();
            crate::sim_util::settle(&mut u);
            let (v, ad, l, r) = if sel { (bv, ba, bl, br) } else { (av, aa, al, ar) };
            assert_eq!((u.m.req_valid.val(), u.m.req_addr.val().to_u64(), u.m.req_len.val().to_u64(), u.m.ready.val()), (v, ad, l, r));
            assert_eq!((u.a.req_ready.val(), u.b.req_ready.val()), (req_ready && !sel, req_ready && sel));
            for c in [&u.a, &u.b] {
                assert_eq!((c.data.val(), c.keep.val().to_u64(), c.last.val(), c.valid.val()), (data, keep, last, valid));
                assert_eq!((c.cpl_valid.val(), c.cpl_status.val().to_u64()), (cpl, status));
            }
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_dma_read_select", DmaReadSelect::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
