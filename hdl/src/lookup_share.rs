//! Lookup share (issue 15): two clients on one cache lookup port ([`crate::cache_port`]), the
//! answers routed back by tag. Combinational, control only.
//!
//! - **Lookups.** The owner (`own`) has priority: while it offers a lookup it has the port, and
//!   `other_allow` is low so the other client does not offer one (a client that keeps its offer
//!   up while refused would still be correct: it is simply not taken). The owner's tag goes out
//!   with the share's tag bit clear, the other's with it set, whatever the clients put there
//!   (the other bits pass unchanged).
//! - **Answers.** An answer whose tag has the share's bit set is the other's, else the owner's;
//!   each client sees only its own (`rsp_valid`, with the tag as the cache gives it), and the
//!   cache sees the ready of the client it is answering.
//!
//! The responder's engine shares each cache this way (bit 7, [`LookupShare::default`]) between its
//! header machine (the owner: its context lookups, and its key stage's lookups) and the header
//! lookahead ([`crate::header_lookahead::LA_TAG`]). The whole NIC ([`crate::roce_nic`]) shares the
//! QP context and key caches between the requester (the owner) and the responder's engine with
//! bit 6 ([`NIC_TAG_BIT`]).
use crate::cache_port::{CacheLookup, CacheLookupServer};
use rust_hdl::prelude::*;

/// The tag bit of the responder engine's share (set: the header lookahead's answer).
pub const OTHER_TAG_BIT: usize = 7;
const _: () = assert!(crate::header_lookahead::LA_TAG == 1 << OTHER_TAG_BIT);
/// The tag bit of the whole NIC's share (set: the responder's answer, clear: the requester's).
/// The responder's engine uses tags 0 and `0x80 + slot`, the requester tag 0: bit 6 is free.
pub const NIC_TAG_BIT: usize = 6;

/// The share.
#[derive(LogicBlock)]
pub struct LookupShare {
    /// The owner's port (priority; answers with the share's tag bit clear come back here).
    pub own: CacheLookupServer,
    /// The other client's port (answers with the share's tag bit set come back here).
    pub other: CacheLookupServer,
    /// The other client may offer a lookup this cycle (the owner offers none).
    pub other_allow: Signal<Out, Bit>,
    /// The cache's port.
    pub cache: CacheLookup,
    /// The share's tag bit, as a mask.
    mask: Constant<Bits<8>>,
    /// The answer is the other's (its tag has the share's bit).
    to_other: Signal<Local, Bit>,
}

impl LookupShare {
    /// A share that marks the other client's lookups with tag bit `bit` (0..8).
    pub fn new(bit: usize) -> Self {
        assert!(bit < 8, "tag bit {bit}");
        LookupShare {
            own: Default::default(),
            other: Default::default(),
            other_allow: Default::default(),
            cache: Default::default(),
            mask: Constant::new((1u64 << bit).into()),
            to_other: Default::default(),
        }
    }
}

impl Default for LookupShare {
    /// The responder engine's share: tag bit [`OTHER_TAG_BIT`].
    fn default() -> Self {
        LookupShare::new(OTHER_TAG_BIT)
    }
}

impl Logic for LookupShare {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- lookups: the owner first ----
        self.other_allow.next = !self.own.lk_valid.val();
        self.cache.lk_valid.next = self.own.lk_valid.val() | self.other.lk_valid.val();
        self.cache.lk_index.next = self.other.lk_index.val();
        self.cache.lk_tag.next = self.other.lk_tag.val() | self.mask.val();
        self.own.lk_ready.next = self.cache.lk_ready.val();
        self.other.lk_ready.next = self.cache.lk_ready.val() & !self.own.lk_valid.val();
        if self.own.lk_valid.val() {
            self.cache.lk_index.next = self.own.lk_index.val();
            self.cache.lk_tag.next = self.own.lk_tag.val() & !self.mask.val();
        }
        // ---- answers: by the tag's bit 7 ----
        self.to_other.next = (self.cache.rsp_tag.val() & self.mask.val()).any();
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
        for bit in [OTHER_TAG_BIT, NIC_TAG_BIT] {
            routes_with(bit);
        }
    }

    fn routes_with(bit: usize) {
        let m = 1u64 << bit;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15 + bit as u64);
        let mut s = LookupShare::new(bit);
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
                assert_eq!((s.cache.lk_index.val().to_u64(), s.cache.lk_tag.val().to_u64()), (oi, ot & !m));
            } else if xv {
                assert_eq!((s.cache.lk_index.val().to_u64(), s.cache.lk_tag.val().to_u64()), (xi, xt | m));
            }
            assert_eq!(s.own.lk_ready.val(), lk_ready);
            assert_eq!(s.other.lk_ready.val(), lk_ready & !ov, "the other's lookup is taken only when it goes out");
            let to_other = rt & m != 0;
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
