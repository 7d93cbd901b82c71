//! Memory-key checker (issue 5): for a request (key, VA, length, access, PD) and the key's table
//! entry (as the memory-key cache returns it), allow or the IBTA error class, in a fixed
//! [`KEY_CHECK_LATENCY`] of 2 cycles, one request per cycle, no back-pressure.
//!
//! The rule is golden's [`golden::memory::check_access`], in its order (first failure wins):
//! bad key (`!present`, entry not valid, or entry key != key: lkey == rkey), PD mismatch, access not
//! permitted, `va + len` wrapping 64 bits, `[va, va+len)` outside `[entry.va, entry.va + entry.len)`
//! (the region's end saturating at 2^64 - 1, as golden's `saturating_add`). Result codes are
//! [`golden::context::key_code`], access codes [`golden::context::access_code`] (codes 5..=7 are
//! unknown and not permitted). Field positions in the entry come from
//! [`golden::context::mkey_off`], turned into constant shifts at construction.
//!
//! Stage 1 registers the raw conditions (two 65-bit sums and the comparisons), stage 2 the
//! priority-encoded code; the host address `entry.host_addr + (va - entry.va)` travels along.
use golden::context::mkey_off;
use rust_hdl::prelude::*;

/// Cycles from a request (`in_valid`) to its result (`out_valid`).
pub const KEY_CHECK_LATENCY: usize = 2;

/// The key checker.
#[derive(LogicBlock)]
pub struct KeyChecker {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset (clears the valid bits).
    pub reset: Signal<In, Bit>,
    /// A request is presented this cycle.
    pub in_valid: Signal<In, Bit>,
    /// Request: the key presented (L_Key or R_Key).
    pub key: Signal<In, Bits<32>>,
    /// Request: first virtual address.
    pub va: Signal<In, Bits<64>>,
    /// Request: length in bytes.
    pub len: Signal<In, Bits<64>>,
    /// Request: access kind (`golden::context::access_code`).
    pub access: Signal<In, Bits<3>>,
    /// Request: the QP's protection domain.
    pub pd: Signal<In, Bits<32>>,
    /// The key's table entry (64 bytes, `golden::context` layout, byte k in bits 8k..8k+8).
    pub entry: Signal<In, Bits<512>>,
    /// The key's index is inside the table (else: bad key, `entry` ignored).
    pub present: Signal<In, Bit>,
    /// Result valid (the request of [`KEY_CHECK_LATENCY`] cycles earlier).
    pub out_valid: Signal<Out, Bit>,
    /// Result code (`golden::context::key_code`; 0 = allowed).
    pub out_code: Signal<Out, Bits<3>>,
    /// Host address of `va` (meaningful when allowed).
    pub out_host_addr: Signal<Out, Bits<64>>,
    off_va: Constant<Bits<10>>,
    off_len: Constant<Bits<10>>,
    off_host: Constant<Bits<10>>,
    off_key: Constant<Bits<10>>,
    off_pd: Constant<Bits<10>>,
    off_access: Constant<Bits<10>>,
    off_flags: Constant<Bits<10>>,
    e_va: Signal<Local, Bits<64>>,
    e_len: Signal<Local, Bits<64>>,
    e_host: Signal<Local, Bits<64>>,
    e_key: Signal<Local, Bits<32>>,
    e_pd: Signal<Local, Bits<32>>,
    e_access: Signal<Local, Bits<8>>,
    e_flags: Signal<Local, Bits<1>>,
    need: Signal<Local, Bits<4>>,
    req_end: Signal<Local, Bits<65>>,
    mr_end: Signal<Local, Bits<65>>,
    s1_valid: DFF<Bit>,
    s1_bad_key: DFF<Bit>,
    s1_pd_bad: DFF<Bit>,
    s1_perm_bad: DFF<Bit>,
    s1_wrap: DFF<Bit>,
    s1_oob: DFF<Bit>,
    s1_host: DFF<Bits<64>>,
    s2_valid: DFF<Bit>,
    s2_code: DFF<Bits<3>>,
    s2_host: DFF<Bits<64>>,
}

impl Default for KeyChecker {
    fn default() -> Self {
        let c = |o: usize| Constant::new(((8 * o) as u64).into());
        KeyChecker {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            key: Default::default(),
            va: Default::default(),
            len: Default::default(),
            access: Default::default(),
            pd: Default::default(),
            entry: Default::default(),
            present: Default::default(),
            out_valid: Default::default(),
            out_code: Default::default(),
            out_host_addr: Default::default(),
            off_va: c(mkey_off::VA),
            off_len: c(mkey_off::LEN),
            off_host: c(mkey_off::HOST_ADDR),
            off_key: c(mkey_off::KEY),
            off_pd: c(mkey_off::PD),
            off_access: c(mkey_off::ACCESS),
            off_flags: c(mkey_off::FLAGS),
            e_va: Default::default(),
            e_len: Default::default(),
            e_host: Default::default(),
            e_key: Default::default(),
            e_pd: Default::default(),
            e_access: Default::default(),
            e_flags: Default::default(),
            need: Default::default(),
            req_end: Default::default(),
            mr_end: Default::default(),
            s1_valid: Default::default(),
            s1_bad_key: Default::default(),
            s1_pd_bad: Default::default(),
            s1_perm_bad: Default::default(),
            s1_wrap: Default::default(),
            s1_oob: Default::default(),
            s1_host: Default::default(),
            s2_valid: Default::default(),
            s2_code: Default::default(),
            s2_host: Default::default(),
        }
    }
}

impl Logic for KeyChecker {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, s1_valid, s1_bad_key, s1_pd_bad, s1_perm_bad, s1_wrap, s1_oob, s1_host, s2_valid, s2_code,
            s2_host
        );
        self.e_va.next = bit_cast::<64, 512>(self.entry.val() >> self.off_va.val());
        self.e_len.next = bit_cast::<64, 512>(self.entry.val() >> self.off_len.val());
        self.e_host.next = bit_cast::<64, 512>(self.entry.val() >> self.off_host.val());
        self.e_key.next = bit_cast::<32, 512>(self.entry.val() >> self.off_key.val());
        self.e_pd.next = bit_cast::<32, 512>(self.entry.val() >> self.off_pd.val());
        self.e_access.next = bit_cast::<8, 512>(self.entry.val() >> self.off_access.val());
        self.e_flags.next = bit_cast::<1, 512>(self.entry.val() >> self.off_flags.val());
        // Flag each access needs: LocalRead none, LocalWrite 1, RemoteRead 4, RemoteWrite 2,
        // RemoteAtomic 8 (golden::memory::AccessFlags); unknown codes need a flag no entry has.
        self.need.next = 0.into();
        if self.access.val() == 1 {
            self.need.next = 1.into();
        }
        if self.access.val() == 2 {
            self.need.next = 4.into();
        }
        if self.access.val() == 3 {
            self.need.next = 2.into();
        }
        if self.access.val() == 4 {
            self.need.next = 8.into();
        }
        self.req_end.next = bit_cast::<65, 64>(self.va.val()) + bit_cast::<65, 64>(self.len.val());
        self.mr_end.next = bit_cast::<65, 64>(self.e_va.val()) + bit_cast::<65, 64>(self.e_len.val());
        if self.mr_end.val().get_bit(64) {
            self.mr_end.next = 0xFFFF_FFFF_FFFF_FFFF_u64.into();
        }
        self.s1_valid.d.next = self.in_valid.val();
        self.s1_bad_key.d.next = !self.present.val() | (self.e_flags.val() == 0) | (self.e_key.val() != self.key.val());
        self.s1_pd_bad.d.next = self.e_pd.val() != self.pd.val();
        self.s1_perm_bad.d.next = ((bit_cast::<4, 8>(self.e_access.val()) & self.need.val()) != self.need.val())
            | (self.access.val().get_bit(2) & (self.access.val().get_bits::<2>(0) != 0));
        self.s1_wrap.d.next = self.req_end.val().get_bit(64);
        self.s1_oob.d.next = (self.va.val() < self.e_va.val()) | (self.req_end.val() > self.mr_end.val());
        self.s1_host.d.next = self.e_host.val() + (self.va.val() - self.e_va.val());

        self.s2_valid.d.next = self.s1_valid.q.val();
        self.s2_host.d.next = self.s1_host.q.val();
        self.s2_code.d.next = 0.into();
        if self.s1_oob.q.val() {
            self.s2_code.d.next = 5.into();
        }
        if self.s1_wrap.q.val() {
            self.s2_code.d.next = 4.into();
        }
        if self.s1_perm_bad.q.val() {
            self.s2_code.d.next = 3.into();
        }
        if self.s1_pd_bad.q.val() {
            self.s2_code.d.next = 2.into();
        }
        if self.s1_bad_key.q.val() {
            self.s2_code.d.next = 1.into();
        }
        self.out_valid.next = self.s2_valid.q.val();
        self.out_code.next = self.s2_code.q.val();
        self.out_host_addr.next = self.s2_host.q.val();
        if self.reset.val() {
            self.s1_valid.d.next = false;
            self.s2_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use golden::context::key_code;

    /// The literal codes in the RTL are golden's.
    #[test]
    fn codes_are_goldens() {
        assert_eq!(
            [key_code::OK, key_code::BAD_KEY, key_code::PD_MISMATCH, key_code::NOT_PERMITTED, key_code::ADDRESS_WRAP, key_code::OUT_OF_BOUNDS],
            [0, 1, 2, 3, 4, 5]
        );
    }

    /// Exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_key_checker", KeyChecker::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
