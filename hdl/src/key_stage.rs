//! Key stage (issue 15): a memory key's lookup through the key cache and the check of one access
//! against its entry ([`KeyChecker`], golden's [`golden::memory::check_access`]), or the check
//! that a key may be invalidated (SEND with invalidate: golden's responder requires the entry to
//! be valid, of the QP's PD, and to hold that very key).
//!
//! The owner holds `start` (with the access: `key`, `va`, `len`, `access`, `pd`, `inv`) until
//! `done` pulses; `done` is combinational in the cycle that decides (with the response for an
//! invalidation, [`crate::key_checker::KEY_CHECK_LATENCY`] cycles after it for an access), so the
//! owner leaves its waiting state in that cycle. The lookup goes out in the cycle `start` rises
//! (`mkey_lk_valid`, raised only from `start` and the stage's state, says the stage wants the lookup
//! port: an owner sharing the port gives it to others otherwise). Responses (`mkey_rsp_*`) are this
//! stage's only: an owner with other lookups in flight routes them by tag.
//!
//! The responder's engine checks an R_Key for its RDMA access, a receive buffer's L_Key for
//! local write, and an IETH R_Key for invalidation through it; the requester checks its gather
//! lists' L_Keys for local read the same way.
use crate::cache_port::CacheLookup;
use crate::key_checker::KeyChecker;
use golden::context::mkey_off;
use rust_hdl::prelude::*;

/// The stage's states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum KeyStep {
    /// Waiting for `start` (the lookup goes out in the cycle it rises).
    Idle,
    /// The lookup waits for the port.
    Lookup,
    /// The entry is awaited.
    Wait,
    /// The key checker runs.
    Check,
}

/// The key stage's result, its side.
#[derive(LogicInterface, Default)]
#[join = "KeyResultIn"]
pub struct KeyResult {
    /// The check is decided (one cycle).
    pub done: Signal<Out, Bit>,
    /// With `done`, an invalidation's result: the key may be invalidated.
    pub inv_ok: Signal<Out, Bit>,
    /// With `done`, the host address of `va` (meaningful when allowed).
    pub host_addr: Signal<Out, Bits<64>>,
    /// With `done`, an access's result (`golden::context::key_code`; 0 = allowed).
    pub code: Signal<Out, Bits<3>>,
}

/// The key stage's result, the header machine's side (the mirror of [`KeyResult`]).
#[derive(LogicInterface, Default)]
#[join = "KeyResult"]
pub struct KeyResultIn {
    /// The check is decided (one cycle).
    pub done: Signal<In, Bit>,
    /// With `done`, an invalidation's result: the key may be invalidated.
    pub inv_ok: Signal<In, Bit>,
    /// With `done`, the host address of `va` (meaningful when allowed).
    pub host_addr: Signal<In, Bits<64>>,
    /// With `done`, an access's result (`golden::context::key_code`; 0 = allowed).
    pub code: Signal<In, Bits<3>>,
}

/// The key stage.
#[derive(LogicBlock)]
pub struct KeyStage {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous active-high reset.
    pub reset: Signal<In, Bit>,
    /// Look up `key` and check (held until `done`).
    pub start: Signal<In, Bit>,
    /// Check `key` for invalidation instead of an access.
    pub inv: Signal<In, Bit>,
    /// The key (L_Key or R_Key; its table index is `key >> 8`).
    pub key: Signal<In, Bits<32>>,
    /// The access: first virtual address.
    pub va: Signal<In, Bits<64>>,
    /// The access: bytes.
    pub len: Signal<In, Bits<64>>,
    /// The access: kind (`golden::context::access_code`).
    pub access: Signal<In, Bits<3>>,
    /// The QP's protection domain.
    pub pd: Signal<In, Bits<32>>,
    /// The key cache's lookup port (tag 0; its answers are this stage's only). The entry, 64
    /// bytes in the `golden::context` layout, is in bits 0..512 of `mkey_rsp_data`; `mkey_rsp_err`:
    /// the index is outside the table.
    pub mkey: CacheLookup,
    /// The last invalidation's entry with its valid bit cleared (what the key cache is then
    /// written with).
    pub inv_entry: Signal<Out, Bits<512>>,
    /// The check's result (to the header machine's `ks`).
    pub res: KeyResult,
    /// The answer's entry (bits 0..512 of the port's data).
    rsp_entry: Signal<Local, Bits<512>>,
    state: DFF<KeyStep>,
    entry: DFF<Bits<512>>,
    /// An entry with its valid bit cleared, the rest kept.
    clear: Constant<Bits<512>>,
    kc: KeyChecker,
}

impl Default for KeyStage {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            res: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            inv: Default::default(),
            key: Default::default(),
            va: Default::default(),
            len: Default::default(),
            access: Default::default(),
            pd: Default::default(),
            mkey: Default::default(),
            inv_entry: Default::default(),
            rsp_entry: Default::default(),
            state: Default::default(),
            entry: Default::default(),
            clear: Constant::new({
                let mut m = Bits::<512>::default();
                for bit in (0..512).filter(|&b| b != 8 * mkey_off::FLAGS) {
                    m = m | (Bits::<512>::from(1u64) << bit as u64);
                }
                m
            }),
            kc: Default::default(),
        }
    }
}

// The entry's key, PD and flags bytes, written as literals in `update`.
const _: () = assert!(8 * mkey_off::KEY == 192 && 8 * mkey_off::PD == 224 && 8 * mkey_off::FLAGS == 264);

impl Logic for KeyStage {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, entry);
        clock!(self, clock, kc);
        self.kc.reset.next = self.reset.val();
        self.kc.in_valid.next = false;
        self.kc.key.next = self.key.val();
        self.kc.va.next = self.va.val();
        self.kc.len.next = self.len.val();
        self.kc.access.next = self.access.val();
        self.kc.pd.next = self.pd.val();
        self.rsp_entry.next = self.mkey.rsp_data.val().get_bits::<512>(0);
        self.mkey.lk_tag.next = 0.into();
        self.kc.entry.next = self.rsp_entry.val();
        self.kc.present.next = !self.mkey.rsp_err.val();
        self.mkey.lk_index.next = self.key.val().get_bits::<24>(8);
        self.mkey.lk_valid.next = false;
        self.mkey.rsp_ready.next = false;
        self.res.done.next = false;
        self.res.code.next = self.kc.out_code.val();
        self.res.host_addr.next = self.kc.out_host_addr.val();
        // Invalidation: a valid entry of the QP's PD holding this very key.
        self.res.inv_ok.next = !self.mkey.rsp_err.val()
            & (self.rsp_entry.val().get_bits::<32>(192) == self.key.val())
            & (self.rsp_entry.val().get_bits::<32>(224) == self.pd.val())
            & self.rsp_entry.val().get_bit(264);
        self.inv_entry.next = self.entry.q.val();
        match self.state.q.val() {
            KeyStep::Idle => {
                if self.start.val() {
                    self.mkey.lk_valid.next = true;
                    self.state.d.next = KeyStep::Lookup;
                    if self.mkey.lk_ready.val() {
                        self.state.d.next = KeyStep::Wait;
                    }
                }
            }
            KeyStep::Lookup => {
                self.mkey.lk_valid.next = true;
                if self.mkey.lk_ready.val() {
                    self.state.d.next = KeyStep::Wait;
                }
            }
            KeyStep::Wait => {
                self.mkey.rsp_ready.next = true;
                if self.mkey.rsp_valid.val() & self.inv.val() {
                    self.entry.d.next = self.rsp_entry.val() & self.clear.val();
                    self.res.done.next = true;
                    self.state.d.next = KeyStep::Idle;
                } else if self.mkey.rsp_valid.val() {
                    self.kc.in_valid.next = true;
                    self.state.d.next = KeyStep::Check;
                }
            }
            KeyStep::Check => {
                if self.kc.out_valid.val() {
                    self.res.done.next = true;
                    self.state.d.next = KeyStep::Idle;
                }
            }
            _ => {
                self.state.d.next = KeyStep::Idle;
            }
        }
        if self.reset.val() {
            self.state.d.next = KeyStep::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::bytes_to_bits;
    use crate::sim_util::{rising_edge, settle};
    use golden::context::{access_code, access_from_code, key_check_code, key_code, MkeyEntry, MKEY_ENTRY_SIZE};
    use golden::memory::{Access, AccessFlags};
    use proptest::prelude::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// One check: the entry the key's index selects (None: outside the table) and the access.
    #[derive(Clone, Debug)]
    struct Case {
        entry: Option<MkeyEntry>,
        key: u32,
        va: u64,
        len: u64,
        access: u8,
        pd: u32,
        inv: bool,
    }

    fn case() -> impl Strategy<Value = Case> {
        let entry = (any::<u32>(), 1u32..4, 0u8..16, any::<bool>(), 0u64..1 << 20, 0u64..1 << 16, any::<u64>(), any::<bool>());
        let access = (any::<(bool, bool)>(), 0u64..1 << 20, 0u64..1 << 17, 0u8..6, 1u32..4, any::<bool>(), any::<bool>());
        (entry, access).prop_map(|((key, epd, acc, valid, va, len, host, wrap), ((present, same_key), rva, rlen, code, pd, inv, near))| {
            let e = MkeyEntry { va: if wrap { u64::MAX - va } else { 0x10_0000 + va }, len, host_addr: host, key, pd: epd, access: AccessFlags(acc), valid };
            // Most accesses near the region (in bounds, across either end), some anywhere.
            let va = if near { e.va.wrapping_add(rva % (len + 2)).wrapping_sub(1) } else { rva };
            Case { entry: present.then_some(e), key: if same_key { key } else { key ^ 0x100 }, va, len: rlen, access: code, pd, inv }
        })
    }

    /// Runs `c` on `b` with random port latencies; returns `done`'s outputs.
    fn run(b: &mut KeyStage, rng: &mut StdRng, c: &Case) -> (u8, u64, bool, [u8; MKEY_ENTRY_SIZE]) {
        fn clk(b: &mut KeyStage) -> &mut Signal<In, Clock> {
            &mut b.clock
        }
        let bytes = c.entry.map(|e| e.to_bytes()).unwrap_or([0xA5; MKEY_ENTRY_SIZE]);
        b.start.next = true;
        b.inv.next = c.inv;
        b.key.next = (c.key as u64).into();
        b.va.next = c.va.into();
        b.len.next = c.len.into();
        b.access.next = (c.access as u64).into();
        b.pd.next = (c.pd as u64).into();
        let (mut asked, mut due) = (false, None::<u32>);
        for _ in 0..200 {
            b.mkey.lk_ready.next = rng.gen_bool(0.5);
            b.mkey.rsp_valid.next = false;
            b.mkey.rsp_data.next = Bits::<1024>::default();
            b.mkey.rsp_err.next = false;
            if due == Some(0) {
                b.mkey.rsp_valid.next = true;
                b.mkey.rsp_data.next = bit_cast::<1024, 512>(bytes_to_bits(&bytes));
                b.mkey.rsp_err.next = c.entry.is_none();
            }
            settle(b);
            if b.mkey.lk_valid.val() && b.mkey.lk_ready.val() {
                assert!(!asked, "one lookup per check");
                assert_eq!(b.mkey.lk_index.val().to_u32(), c.key >> 8);
                asked = true;
                due = Some(rng.gen_range(1..6));
            }
            if due == Some(0) {
                assert!(b.mkey.rsp_ready.val(), "the response is taken");
            }
            if b.res.done.val() {
                let out = (b.res.code.val().to_u8(), b.res.host_addr.val().to_u64(), b.res.inv_ok.val());
                b.start.next = false;
                rising_edge(b, clk);
                let mut e = [0u8; MKEY_ENTRY_SIZE];
                for (k, o) in e.iter_mut().enumerate() {
                    *o = b.inv_entry.val().get_bits::<8>(8 * k).to_u8();
                }
                return (out.0, out.1, out.2, e);
            }
            due = due.map(|d| d.saturating_sub(1)).filter(|_| due != Some(0));
            rising_edge(b, clk);
        }
        panic!("no answer in 200 cycles: {c:?}");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]
        /// Access checks are golden's `MkeyEntry::check` (code and host address), invalidations
        /// golden responder's rule for SEND with invalidate (a valid entry of the QP's PD holding
        /// the key; the entry written back is the same with its valid flag clear), four checks per
        /// instance.
        #[test]
        fn checks_as_golden(cases in prop::collection::vec(case(), 4), seed in any::<u64>()) {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut b = KeyStage::default();
            b.connect_all();
            b.reset.next = true;
            rising_edge(&mut b, |b| &mut b.clock);
            b.reset.next = false;
            for c in &cases {
                let (code, host, inv_ok, inv_entry) = run(&mut b, &mut rng, c);
                if c.inv {
                    let want = matches!(c.entry, Some(e) if e.valid && e.pd == c.pd && e.key == c.key);
                    prop_assert_eq!(inv_ok, want, "{:?}", c);
                    if let Some(e) = c.entry {
                        prop_assert_eq!(inv_entry, MkeyEntry { valid: false, ..e }.to_bytes());
                    }
                } else {
                    let r = match access_from_code(c.access) {
                        Some(a) => key_check_code(&MkeyEntry::check(c.entry.as_ref(), c.key, c.va, c.len, a, c.pd)),
                        // An unknown access code is never permitted: golden's key and PD checks
                        // (those of a local read, which every region grants), then that.
                        None => match key_check_code(&MkeyEntry::check(c.entry.as_ref(), c.key, c.va, c.len, Access::LocalRead, c.pd)) {
                            code @ (key_code::BAD_KEY | key_code::PD_MISMATCH) => code,
                            _ => key_code::NOT_PERMITTED,
                        },
                    };
                    prop_assert_eq!(code, r, "{:?}", c);
                    if code == 0 {
                        prop_assert_eq!(host, c.entry.unwrap().host_address(c.va));
                    }
                }
            }
        }
    }

    /// The access codes the engine writes as literals are golden's.
    #[test]
    fn access_codes_are_goldens() {
        assert_eq!(access_code(Access::LocalWrite), 1);
    }

    /// Exports and lints clean (unused-signal warnings off: the answer's tag is not read, the
    /// answers being this stage's own, nor the upper half of the 1024-bit answer port).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_key_stage", KeyStage::default(), &["-Wno-UNUSEDSIGNAL"]).unwrap_or_else(|e| panic!("{e}"));
    }
}
