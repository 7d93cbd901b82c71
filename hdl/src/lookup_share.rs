//! Lookup share (issue 15): two clients on one cache lookup port ([`crate::cache_port`]), the
//! answers routed back by tag. Combinational, control only.
//!
//! - **Lookups.** The owner (`own`) has priority: while it offers a lookup it has the port, and
//!   `other_allow` is low so the other client does not offer one (a client that keeps its offer
//!   up while refused would still be correct: it is simply not taken). The owner's tag goes out
//!   with bit 7 clear, the other's with bit 7 set, whatever the clients put there.
//! - **Answers.** An answer whose tag has bit 7 set is the other's, else the owner's; each client
//!   sees only its own (`rsp_valid`), and the cache sees the ready of the client it is answering.
//!
//! The responder's engine shares each cache this way between its header machine (the owner: its
//! context lookups, and its key stage's lookups) and the header lookahead
//! ([`crate::header_lookahead::LA_TAG`]).
use crate::cache_port::{CacheLookup, CacheLookupServer};
use rust_hdl::prelude::*;

/// The tag bit that says whose answer it is (set: the other client's).
pub const OTHER_TAG_BIT: usize = 7;
const _: () = assert!(crate::header_lookahead::LA_TAG == 1 << OTHER_TAG_BIT);

/// The share.
#[derive(LogicBlock, Default)]
pub struct LookupShare {
    /// The owner's port (priority; answers with tag bit 7 clear come back here).
    pub own: CacheLookupServer,
    /// The other client's port (answers with tag bit 7 set come back here).
    pub other: CacheLookupServer,
    /// The other client may offer a lookup this cycle (the owner offers none).
    pub other_allow: Signal<Out, Bit>,
    /// The cache's port.
    pub cache: CacheLookup,
    /// The answer is the other client's (its tag's bit 7).
    to_other: Signal<Local, Bit>,
}

impl Logic for LookupShare {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- lookups: the owner first ----
        self.other_allow.next = !self.own.lk_valid.val();
        self.cache.lk_valid.next = self.own.lk_valid.val() | self.other.lk_valid.val();
        self.cache.lk_index.next = self.other.lk_index.val();
        self.cache.lk_tag.next = self.other.lk_tag.val() | 0x80;
        self.own.lk_ready.next = self.cache.lk_ready.val();
        self.other.lk_ready.next = self.cache.lk_ready.val() & !self.own.lk_valid.val();
        if self.own.lk_valid.val() {
            self.cache.lk_index.next = self.own.lk_index.val();
            self.cache.lk_tag.next = self.own.lk_tag.val() & 0x7F;
        }
        // ---- answers: by the tag's bit 7 ----
        self.to_other.next = self.cache.rsp_tag.val().get_bit(7);
        self.own.rsp_valid.next = self.cache.rsp_valid.val() & !self.to_other.val();
        self.other.rsp_valid.next = self.cache.rsp_valid.val() & self.to_other.val();
        self.own.rsp_tag.next = self.cache.rsp_tag.val();
        self.other.rsp_tag.next = self.cache.rsp_tag.val();
        self.own.rsp_data.next = self.cache.rsp_data.val();
        self.other.rsp_data.next = self.cache.rsp_data.val();
        self.own.rsp_err.next = self.cache.rsp_err.val();
        self.other.rsp_err.next = self.cache.rsp_err.val();
        self.cache.rsp_ready.next = self.own.rsp_ready.val();
        if self.to_other.val() {
            self.cache.rsp_ready.next = self.other.rsp_ready.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The share's rules over random inputs: the owner always has the port when it asks, the
    /// other only otherwise; a lookup is taken for the one whose offer goes out; tags carry whose
    /// lookup it is; each answer reaches exactly its client, and only that client's ready takes it.
    #[test]
    fn routes_lookups_and_answers() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
        let mut s = LookupShare::default();
        s.connect_all();
        for _ in 0..20_000 {
            let (ov, oi, ot) = (rng.gen_bool(0.5), rng.gen::<u64>() & 0xFF_FFFF, u64::from(rng.gen::<u8>()));
            let (xv, xi, xt) = (rng.gen_bool(0.5), rng.gen::<u64>() & 0xFF_FFFF, u64::from(rng.gen::<u8>()));
            let (lk_ready, rv, rt, re) = (rng.gen_bool(0.5), rng.gen_bool(0.5), u64::from(rng.gen::<u8>()), rng.gen_bool(0.5));
            let (o_ready, x_ready) = (rng.gen_bool(0.5), rng.gen_bool(0.5));
            let data: Bits<1024> = bit_cast::<1024, 64>(rng.gen::<u64>().into()) << 960;
            s.own.lk_valid.next = ov;
            s.own.lk_index.next = oi.into();
            s.own.lk_tag.next = ot.into();
            s.own.rsp_ready.next = o_ready;
            s.other.lk_valid.next = xv;
            s.other.lk_index.next = xi.into();
            s.other.lk_tag.next = xt.into();
            s.other.rsp_ready.next = x_ready;
            s.cache.lk_ready.next = lk_ready;
            s.cache.rsp_valid.next = rv;
            s.cache.rsp_tag.next = rt.into();
            s.cache.rsp_data.next = data;
            s.cache.rsp_err.next = re;
            crate::sim_util::settle(&mut s);
            assert_eq!(s.other_allow.val(), !ov);
            assert_eq!(s.cache.lk_valid.val(), ov | xv);
            if ov {
                assert_eq!((s.cache.lk_index.val().to_u64(), s.cache.lk_tag.val().to_u64()), (oi, ot & 0x7F));
            } else if xv {
                assert_eq!((s.cache.lk_index.val().to_u64(), s.cache.lk_tag.val().to_u64()), (xi, xt | 0x80));
            }
            assert_eq!(s.own.lk_ready.val(), lk_ready);
            assert_eq!(s.other.lk_ready.val(), lk_ready & !ov, "the other's lookup is taken only when it goes out");
            let to_other = rt & 0x80 != 0;
            assert_eq!((s.own.rsp_valid.val(), s.other.rsp_valid.val()), (rv & !to_other, rv & to_other));
            assert_eq!(s.cache.rsp_ready.val(), if to_other { x_ready } else { o_ready });
            for c in [&s.own, &s.other] {
                assert_eq!((c.rsp_tag.val().to_u64(), c.rsp_err.val(), c.rsp_data.val()), (rt, re, data));
            }
        }
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_lookup_share", LookupShare::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
