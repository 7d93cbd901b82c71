//! The send-queue context entry ([`golden::context::SqContext`], 64 bytes, one AXI beat) as a
//! record: every field at its byte offset ([`golden::context::sqc_off`], checked by a test
//! against golden's own encoding), little-endian values, so that the requester reads a field
//! of the entry the cache answered, and writes the entry back, with no packing logic at all
//! (the record *is* the entry's 512 bits: `Bits::<512>::from(record)` is the entry to write back,
//! and [`SqcLoad`] is the one place that reads an entry into the record). PSN fields hold 24-bit
//! PSNs in 32-bit slots.
use rust_hdl::prelude::*;

/// One send-queue context entry, field by field in the entry's byte order.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct SqcImage {
    /// Host address of the SQ ring.
    pub sq_base: Bits<64>,
    /// log2 of the ring's WQE count.
    pub sq_log_size: Bits<8>,
    /// log2 of a WQE slot's bytes (0: no ring).
    pub sq_log_stride: Bits<8>,
    /// `golden::context::sqc_flag` bits.
    pub flags: Bits<8>,
    /// READs and atomics outstanding.
    pub rd_atomic_out: Bits<8>,
    /// The driver's producer index (free-running).
    pub sq_producer: Bits<32>,
    /// The send cursor: the WQE being sent, or the next to start.
    pub sq_next: Bits<32>,
    /// The oldest WQE not completed.
    pub sq_retire: Bits<32>,
    /// The next PSN to send.
    pub npsn: Bits<32>,
    /// The oldest unacknowledged PSN.
    pub una_psn: Bits<32>,
    /// The first PSN of `sq_retire`.
    pub retire_psn: Bits<32>,
    /// Bytes of the cursor's message already sent.
    pub next_offset: Bits<32>,
    /// The retransmission (or RNR) timer's deadline.
    pub deadline: Bits<32>,
    /// Retries left.
    pub retry_left: Bits<8>,
    /// RNR retries left.
    pub rnr_left: Bits<8>,
    /// Packets since the last AckReq.
    pub since_ackreq: Bits<8>,
    /// Reserved (byte 47).
    pub rsvd47: Bits<8>,
    /// The last MSN acknowledged.
    pub acked_msn: Bits<32>,
    /// Where a go-back resends from.
    pub resend_psn: Bits<32>,
    /// The first PSN never sent.
    pub max_psn: Bits<32>,
    /// Reserved (bytes 60..64).
    pub rsvd60: Bits<32>,
}

/// An entry's 512 bits as the record (wires only).
#[derive(LogicBlock, Default)]
pub struct SqcLoad {
    /// The entry (byte k in bits 8k..8k+8), as the cache answers it.
    pub entry: Signal<In, Bits<512>>,
    /// The entry as a record.
    pub sqc: Signal<Out, SqcImage>,
}

impl Logic for SqcLoad {
    #[hdl_gen]
    fn update(&mut self) {
        // Offsets are the record's own (checked by `load_is_the_records_layout`).
        self.sqc.next.sq_base = self.entry.val().get_bits::<64>(0);
        self.sqc.next.sq_log_size = self.entry.val().get_bits::<8>(64);
        self.sqc.next.sq_log_stride = self.entry.val().get_bits::<8>(72);
        self.sqc.next.flags = self.entry.val().get_bits::<8>(80);
        self.sqc.next.rd_atomic_out = self.entry.val().get_bits::<8>(88);
        self.sqc.next.sq_producer = self.entry.val().get_bits::<32>(96);
        self.sqc.next.sq_next = self.entry.val().get_bits::<32>(128);
        self.sqc.next.sq_retire = self.entry.val().get_bits::<32>(160);
        self.sqc.next.npsn = self.entry.val().get_bits::<32>(192);
        self.sqc.next.una_psn = self.entry.val().get_bits::<32>(224);
        self.sqc.next.retire_psn = self.entry.val().get_bits::<32>(256);
        self.sqc.next.next_offset = self.entry.val().get_bits::<32>(288);
        self.sqc.next.deadline = self.entry.val().get_bits::<32>(320);
        self.sqc.next.retry_left = self.entry.val().get_bits::<8>(352);
        self.sqc.next.rnr_left = self.entry.val().get_bits::<8>(360);
        self.sqc.next.since_ackreq = self.entry.val().get_bits::<8>(368);
        self.sqc.next.rsvd47 = self.entry.val().get_bits::<8>(376);
        self.sqc.next.acked_msn = self.entry.val().get_bits::<32>(384);
        self.sqc.next.resend_psn = self.entry.val().get_bits::<32>(416);
        self.sqc.next.max_psn = self.entry.val().get_bits::<32>(448);
        self.sqc.next.rsvd60 = self.entry.val().get_bits::<32>(480);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use golden::context::{sqc_off, SqContext, SQC_ENTRY_SIZE};
    use golden::transport::psn::Psn;
    use proptest::prelude::*;

    fn entry_bits(b: &[u8]) -> Bits<512> {
        let mut bits = Bits::<512>::default();
        for (k, &x) in b.iter().enumerate() {
            bits.set_bits::<8>(8 * k, (x as u64).into());
        }
        bits
    }

    /// The entry's bytes through [`SqcLoad`].
    fn image_of(b: &[u8; SQC_ENTRY_SIZE]) -> SqcImage {
        let mut u = SqcLoad::default();
        u.connect_all();
        u.entry.next = entry_bits(b);
        crate::sim_util::settle(&mut u);
        u.sqc.val()
    }

    /// Loading an entry and turning the record back into bits gives the entry again, for
    /// random entries: the load's offsets are the record's.
    #[test]
    fn load_is_the_records_layout() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut u = SqcLoad::default();
        u.connect_all();
        for _ in 0..64 {
            let b: Vec<u8> = (0..SQC_ENTRY_SIZE).map(|_| rng.gen()).collect();
            u.entry.next = entry_bits(&b);
            crate::sim_util::settle(&mut u);
            assert_eq!(Bits::<512>::from(u.sqc.val()), entry_bits(&b));
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_sqc_load", SqcLoad::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn offsets_are_goldens() {
        let i = SqcImage::default();
        let f = |off: usize, w: usize| (8 * off, w);
        assert_eq!((i.get_my_offset_sq_base(), i.get_my_width_sq_base()), f(sqc_off::SQ_BASE, 64));
        assert_eq!((i.get_my_offset_flags(), i.get_my_width_flags()), f(sqc_off::FLAGS, 8));
        assert_eq!((i.get_my_offset_rd_atomic_out(), i.get_my_width_rd_atomic_out()), f(sqc_off::RD_ATOMIC_OUT, 8));
        assert_eq!((i.get_my_offset_sq_producer(), i.get_my_width_sq_producer()), f(sqc_off::SQ_PRODUCER, 32));
        assert_eq!((i.get_my_offset_npsn(), i.get_my_width_npsn()), f(sqc_off::NPSN, 32));
        assert_eq!((i.get_my_offset_next_offset(), i.get_my_width_next_offset()), f(sqc_off::NEXT_OFFSET, 32));
        assert_eq!((i.get_my_offset_retry_left(), i.get_my_width_retry_left()), f(sqc_off::RETRY_LEFT, 8));
        assert_eq!((i.get_my_offset_since_ackreq(), i.get_my_width_since_ackreq()), f(sqc_off::SINCE_ACKREQ, 8));
        assert_eq!((i.get_my_offset_acked_msn(), i.get_my_width_acked_msn()), f(sqc_off::ACKED_MSN, 32));
        assert_eq!((i.get_my_offset_max_psn(), i.get_my_width_max_psn()), f(sqc_off::MAX_PSN, 32));
        assert_eq!(<SqcImage as Synth>::BITS, 8 * SQC_ENTRY_SIZE);
    }

    proptest! {
        /// Every field of a random context reads back from the record of its bytes.
        #[test]
        fn fields_read_as_golden_wrote_them(
            base in any::<u64>(), log_size in 0u8..=16, prod in any::<u32>(), next in any::<u32>(),
            psns in proptest::array::uniform5(0u32..1 << 24), off in any::<u32>(), dl in any::<u32>(),
            small in proptest::array::uniform4(any::<u8>()), flags in proptest::array::uniform4(any::<bool>()), msn in any::<u32>(),
        ) {
            let mut c = SqContext::at_rts(base, log_size, 7, prod, Psn::new(psns[0]), 7, 7);
            c.sq_next = next;
            c.sq_retire = prod;
            c.una_psn = Psn::new(psns[1]);
            c.retire_psn = Psn::new(psns[2]);
            c.resend_psn = Psn::new(psns[3]);
            c.max_psn = Psn::new(psns[4]);
            c.next_offset = off;
            c.deadline = dl;
            c.retry_left = small[0];
            c.rnr_left = small[1];
            c.since_ackreq = small[2];
            c.rd_atomic_out = small[3];
            c.acked_msn = msn;
            [c.timer_armed, c.rnr_wait, c.go_back, c.scheduled] = flags;
            let i = image_of(&c.to_bytes());
            prop_assert_eq!(i.sq_base.to_u64(), base);
            prop_assert_eq!(i.sq_log_size.to_u64(), log_size as u64);
            prop_assert_eq!(i.sq_log_stride.to_u64(), 7);
            prop_assert_eq!(i.flags.to_u64(), c.flags() as u64);
            prop_assert_eq!(i.rd_atomic_out.to_u64(), small[3] as u64);
            prop_assert_eq!(i.sq_producer.to_u64(), prod as u64);
            prop_assert_eq!(i.sq_next.to_u64(), next as u64);
            prop_assert_eq!(i.sq_retire.to_u64(), prod as u64);
            prop_assert_eq!(i.npsn.to_u64(), psns[0] as u64);
            prop_assert_eq!(i.una_psn.to_u64(), psns[1] as u64);
            prop_assert_eq!(i.retire_psn.to_u64(), psns[2] as u64);
            prop_assert_eq!(i.next_offset.to_u64(), off as u64);
            prop_assert_eq!(i.deadline.to_u64(), dl as u64);
            prop_assert_eq!(i.retry_left.to_u64(), small[0] as u64);
            prop_assert_eq!(i.rnr_left.to_u64(), small[1] as u64);
            prop_assert_eq!(i.since_ackreq.to_u64(), small[2] as u64);
            prop_assert_eq!(i.acked_msn.to_u64(), msn as u64);
            prop_assert_eq!(i.resend_psn.to_u64(), psns[3] as u64);
            prop_assert_eq!(i.max_psn.to_u64(), psns[4] as u64);
        }
    }
}
