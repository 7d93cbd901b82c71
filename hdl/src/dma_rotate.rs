//! Byte-lane rotator of a 512-bit beat: the one shifter of each DMA realigner (the engine has two,
//! one on the `R` path before the read clients' FIFOs and one in the write realigner after the `W`
//! multiplexer; see `dma_engine`).
//!
//! Output lane `j` is input lane `(j - amount) mod 64` (a rotation toward higher lanes by `amount`
//! bytes; rotating toward lower lanes by `k` is `amount = (64 - k) mod 64`). A rotation, unlike a
//! shift, loses no byte, so one rotated beat serves both output beats it contributes to: the
//! realigners pick each lane from the newer or the older rotated beat with a lane mask.
//!
//! Three stages of 4-way selection (by 16, 4 and 1 lanes), each output bit a function of four
//! data bits and two amount bits: one LUT6 per bit per stage, three LUT levels, about 1,536 LUTs.
//! Purely combinational.
use rust_hdl::prelude::*;

/// Rotates a 64-lane beat by a byte count.
#[derive(LogicBlock, Default)]
pub struct DmaRotate {
    /// Beat in (lane `i` = bits `8i..8i+8`).
    pub data_in: Signal<In, Bits<512>>,
    /// Lanes to rotate toward higher lanes, 0..=63.
    pub amount: Signal<In, Bits<6>>,
    /// Rotated beat: lane `j` = `data_in` lane `(j - amount) mod 64`.
    pub data_out: Signal<Out, Bits<512>>,
    /// After the first stage (rotated by `amount[5:4]` x 16 lanes).
    s16: Signal<Local, Bits<512>>,
    /// After the second stage (and by `amount[3:2]` x 4 lanes).
    s4: Signal<Local, Bits<512>>,
    sel16: Signal<Local, Bits<2>>,
    sel4: Signal<Local, Bits<2>>,
    sel1: Signal<Local, Bits<2>>,
}

impl Logic for DmaRotate {
    #[hdl_gen]
    fn update(&mut self) {
        self.sel16.next = self.amount.val().get_bits::<2>(4);
        self.sel4.next = self.amount.val().get_bits::<2>(2);
        self.sel1.next = self.amount.val().get_bits::<2>(0);
        // Stage 1: 0, 16, 32 or 48 lanes (0, 128, 256, 384 bits).
        self.s16.next = self.data_in.val();
        if self.sel16.val() == 1 {
            self.s16.next = (self.data_in.val() << 128) | (self.data_in.val() >> 384);
        }
        if self.sel16.val() == 2 {
            self.s16.next = (self.data_in.val() << 256) | (self.data_in.val() >> 256);
        }
        if self.sel16.val() == 3 {
            self.s16.next = (self.data_in.val() << 384) | (self.data_in.val() >> 128);
        }
        // Stage 2: 0, 4, 8 or 12 lanes (0, 32, 64, 96 bits).
        self.s4.next = self.s16.val();
        if self.sel4.val() == 1 {
            self.s4.next = (self.s16.val() << 32) | (self.s16.val() >> 480);
        }
        if self.sel4.val() == 2 {
            self.s4.next = (self.s16.val() << 64) | (self.s16.val() >> 448);
        }
        if self.sel4.val() == 3 {
            self.s4.next = (self.s16.val() << 96) | (self.s16.val() >> 416);
        }
        // Stage 3: 0, 1, 2 or 3 lanes (0, 8, 16, 24 bits).
        self.data_out.next = self.s4.val();
        if self.sel1.val() == 1 {
            self.data_out.next = (self.s4.val() << 8) | (self.s4.val() >> 504);
        }
        if self.sel1.val() == 2 {
            self.data_out.next = (self.s4.val() << 16) | (self.s4.val() >> 496);
        }
        if self.sel1.val() == 3 {
            self.data_out.next = (self.s4.val() << 24) | (self.s4.val() >> 488);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
        /// Every lane lands `amount` lanes higher, modulo 64.
        #[test]
        fn rotates_lanes(bytes in proptest::array::uniform32(any::<u8>()), hi in proptest::array::uniform32(any::<u8>()), amount in 0u64..64) {
            let mut all = [0u8; 64];
            all[..32].copy_from_slice(&bytes);
            all[32..].copy_from_slice(&hi);
            let mut uut = DmaRotate::default();
            uut.connect_all();
            uut.data_in.next = crate::axis::bytes_to_bits(&all);
            uut.amount.next = amount.to_bits();
            crate::sim_util::settle(&mut uut);
            let out = crate::axis::bits_to_bytes(uut.data_out.val());
            for j in 0..64usize {
                prop_assert_eq!(out[j], all[(j + 64 - amount as usize) % 64], "lane {} amount {}", j, amount);
            }
        }
    }
}
