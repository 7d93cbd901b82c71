//! `BridgeSelftest`: a tiny block that exists only to exercise the export and Verilator path.
//!
//! Its ports cover every width class the generated C shim handles (1 bit, a few bits, exactly 32,
//! 33, exactly 64, 65 and 512 bits), it has a sub-block (so module renaming is exercised) and a
//! clock-enable so back-to-back and idle cycles differ. Behaviour, all registered on the rising
//! edge of `clock` while `enable` is high (`reset` high clears everything):
//! `wide_q` = previous `wide_d` xor `{16{word_d}}`, `word_q` = `word_d + 1`, `odd_q` = `odd_d`
//! rotated, `count` counts enabled cycles, `flag_q` = parity of `flag_d` history.

use rust_hdl::prelude::*;

/// The bridge self-test block (see the module documentation).
#[derive(LogicBlock)]
pub struct BridgeSelftest {
    /// Clock; everything registers on its rising edge.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset, active high: clears every register.
    pub reset: Signal<In, Bit>,
    /// Clock enable: registers only load while high.
    pub enable: Signal<In, Bit>,
    /// 512-bit data in.
    pub wide_d: Signal<In, Bits<512>>,
    /// 512-bit data out: last loaded `wide_d` xor `word_d` replicated 16 times.
    pub wide_q: Signal<Out, Bits<512>>,
    /// 32-bit data in.
    pub word_d: Signal<In, Bits<32>>,
    /// 32-bit data out: last loaded `word_d + 1`.
    pub word_q: Signal<Out, Bits<32>>,
    /// 65-bit data in.
    pub odd_d: Signal<In, Bits<65>>,
    /// 65-bit data out: last loaded `odd_d` shifted left by one, top bit wrapped to bit 0.
    pub odd_q: Signal<Out, Bits<65>>,
    /// 33-bit count of enabled cycles since reset.
    pub count: Signal<Out, Bits<33>>,
    /// 64-bit data in.
    pub long_d: Signal<In, Bits<64>>,
    /// 64-bit data out: last loaded `long_d` inverted.
    pub long_q: Signal<Out, Bits<64>>,
    /// 1-bit input.
    pub flag_d: Signal<In, Bit>,
    /// Running parity of `flag_d` over enabled cycles.
    pub flag_q: Signal<Out, Bit>,
    /// 5-bit input.
    pub nib_d: Signal<In, Bits<5>>,
    /// 5-bit output: `nib_d` passed through combinationally, plus one (mod 32).
    pub nib_q: Signal<Out, Bits<5>>,
    wide: DFF<Bits<512>>,
    word: DFF<Bits<32>>,
    odd: DFF<Bits<65>>,
    cnt: DFF<Bits<33>>,
    lng: DFF<Bits<64>>,
    flag: DFF<Bit>,
    rep: Signal<Local, Bits<512>>,
}

impl Default for BridgeSelftest {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            enable: Default::default(),
            wide_d: Default::default(),
            wide_q: Default::default(),
            word_d: Default::default(),
            word_q: Default::default(),
            odd_d: Default::default(),
            odd_q: Default::default(),
            count: Default::default(),
            long_d: Default::default(),
            long_q: Default::default(),
            flag_d: Default::default(),
            flag_q: Default::default(),
            nib_d: Default::default(),
            nib_q: Default::default(),
            wide: Default::default(),
            word: Default::default(),
            odd: Default::default(),
            cnt: Default::default(),
            lng: Default::default(),
            flag: Default::default(),
            rep: Default::default(),
        }
    }
}

impl Logic for BridgeSelftest {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wide, word, odd, cnt, lng, flag);
        self.rep.next = 0.into();
        for i in 0..16 {
            self.rep.next = self.rep.val() | (bit_cast::<512, 32>(self.word_d.val()) << (i * 32));
        }
        if self.enable.val() {
            self.wide.d.next = self.wide_d.val() ^ self.rep.val();
            self.word.d.next = self.word_d.val() + 1;
            self.odd.d.next = (self.odd_d.val() << 1) | bit_cast::<65, 1>(self.odd_d.val().get_bits::<1>(64));
            self.cnt.d.next = self.cnt.q.val() + 1;
            self.lng.d.next = !self.long_d.val();
            self.flag.d.next = self.flag.q.val() ^ self.flag_d.val();
        }
        if self.reset.val() {
            self.wide.d.next = 0.into();
            self.word.d.next = 0.into();
            self.odd.d.next = 0.into();
            self.cnt.d.next = 0.into();
            self.lng.d.next = 0.into();
            self.flag.d.next = false;
        }
        self.wide_q.next = self.wide.q.val();
        self.word_q.next = self.word.q.val();
        self.odd_q.next = self.odd.q.val();
        self.count.next = self.cnt.q.val();
        self.long_q.next = self.lng.q.val();
        self.flag_q.next = self.flag.q.val();
        self.nib_q.next = self.nib_d.val() + 1;
    }
}
