//! The requester's response classifier (issue 16): what a response packet is before the send
//! queue is consulted, as golden's [`golden::requester::response_kind`] decides it. A PSN outside
//! `[una - 1, max_psn)` (the oldest unacknowledged PSN less one, for a repeated ACK, up to the
//! first PSN never sent) is stale; an ACK is positive, an RNR NAK (with its timer code) or a NAK
//! (with its code); an atomic ACK must carry a positive AETH; the four READ response opcodes are
//! READ responses; anything else is bad.
//!
//! The RX parser hands the requester only frames whose headers match their opcode, so every
//! ACK and atomic ACK here has its AETH. An AETH syndrome with a reserved encoding (golden's
//! parser refuses the frame as malformed) is bad here: counted by the requester, never acted on.
//!
//! Combinational: the requester registers `kind` with the packet's record.

use rust_hdl::prelude::*;

/// `kind` codes.
pub mod kind {
    /// A positive ACK.
    pub const ACK: u64 = 0;
    /// An RNR NAK (`timer` holds its code).
    pub const RNR_NAK: u64 = 1;
    /// A NAK (`nak_code` holds its code).
    pub const NAK: u64 = 2;
    /// An atomic ACK.
    pub const ATOMIC_ACK: u64 = 3;
    /// A READ response packet.
    pub const READ_RESP: u64 = 4;
    /// Outside the window of PSNs a response may carry.
    pub const STALE: u64 = 5;
    /// Not a response the requester takes.
    pub const BAD: u64 = 6;
}

// The codes are written as literals in `update`.
const _: () = assert!(
    kind::ACK == 0 && kind::RNR_NAK == 1 && kind::NAK == 2 && kind::ATOMIC_ACK == 3 && kind::READ_RESP == 4 && kind::STALE == 5 && kind::BAD == 6
);

/// The response classifier.
#[derive(LogicBlock, Default)]
pub struct ReqRespClass {
    /// The QP's oldest unacknowledged PSN (send-queue context `una_psn`).
    pub una: Signal<In, Bits<24>>,
    /// The QP's first PSN never sent (send-queue context `max_psn`).
    pub max_psn: Signal<In, Bits<24>>,
    /// The response's PSN.
    pub psn: Signal<In, Bits<24>>,
    /// The response's BTH opcode.
    pub opcode: Signal<In, Bits<8>>,
    /// The AETH syndrome byte (don't care without an AETH).
    pub syndrome: Signal<In, Bits<8>>,
    /// What the response is ([`kind`] codes).
    pub kind: Signal<Out, Bits<3>>,
    /// With `RNR_NAK`: the timer code.
    pub timer: Signal<Out, Bits<5>>,
    /// With `NAK`: the NAK code (0 PSN sequence error, 1 invalid request, 2 remote access
    /// error, 3 remote operational error, 4 invalid RD request).
    pub nak_code: Signal<Out, Bits<3>>,
    start: Signal<Local, Bits<24>>,
    psn_off: Signal<Local, Bits<24>>,
    span: Signal<Local, Bits<24>>,
    syn_hi: Signal<Local, Bits<3>>,
    syn_lo: Signal<Local, Bits<5>>,
}

impl Logic for ReqRespClass {
    #[hdl_gen]
    fn update(&mut self) {
        self.start.next = self.una.val() - 1;
        self.psn_off.next = self.psn.val() - self.start.val();
        self.span.next = self.max_psn.val() - self.start.val();
        self.syn_hi.next = self.syndrome.val().get_bits::<3>(5);
        self.syn_lo.next = self.syndrome.val().get_bits::<5>(0);
        self.timer.next = self.syn_lo.val();
        self.nak_code.next = self.syn_lo.val().get_bits::<3>(0);
        self.kind.next = 6.into();
        if self.opcode.val() == 0x11 {
            if self.syn_hi.val() == 0 {
                self.kind.next = 0.into();
            }
            if self.syn_hi.val() == 1 {
                self.kind.next = 1.into();
            }
            if (self.syn_hi.val() == 3) & (self.syn_lo.val() <= 4) {
                self.kind.next = 2.into();
            }
        }
        if (self.opcode.val() == 0x12) & (self.syn_hi.val() == 0) {
            self.kind.next = 3.into();
        }
        if (self.opcode.val() >= 0x0D) & (self.opcode.val() <= 0x10) {
            self.kind.next = 4.into();
        }
        if !(self.psn_off.val() < self.span.val()) {
            self.kind.next = 5.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::requester::{response_kind, RespKind};
    use golden::transport::psn::Psn;
    use golden::wire::{AethRepr, AtomicAckEthRepr, BthRepr, NakCode, Opcode, RoceRepr, Syndrome};
    use proptest::prelude::*;

    fn code(k: RespKind) -> (u64, Option<u64>, Option<u64>) {
        match k {
            RespKind::Ack => (kind::ACK, None, None),
            RespKind::RnrNak(t) => (kind::RNR_NAK, Some(t as u64), None),
            RespKind::Nak(c) => (kind::NAK, None, Some(c.as_u8() as u64)),
            RespKind::AtomicAck => (kind::ATOMIC_ACK, None, None),
            RespKind::ReadResponse => (kind::READ_RESP, None, None),
            RespKind::Stale => (kind::STALE, None, None),
            RespKind::Bad => (kind::BAD, None, None),
        }
    }

    fn run(u: &mut ReqRespClass, una: u32, max: u32, psn: u32, opcode: u8, syndrome: u8) -> (u64, u64, u64) {
        u.una.next = (una as u64).into();
        u.max_psn.next = (max as u64).into();
        u.psn.next = (psn as u64).into();
        u.opcode.next = (opcode as u64).into();
        u.syndrome.next = (syndrome as u64).into();
        settle(u);
        (u.kind.val().to_u64(), u.timer.val().to_u64(), u.nak_code.val().to_u64())
    }

    fn arb_syndrome() -> impl Strategy<Value = Syndrome> {
        prop_oneof![
            (0u8..32).prop_map(|credit| Syndrome::Ack { credit }),
            (0u8..32).prop_map(|timer| Syndrome::RnrNak { timer }),
            (0u8..5).prop_map(|c| Syndrome::Nak(NakCode::from_u8(c).unwrap())),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// Every response a golden parser would hand the requester is classified as golden
        /// classifies it.
        #[test]
        fn the_classifier_is_goldens(
            una in 0u32..1 << 24,
            out in prop_oneof![0u32..300, 0u32..1 << 23],
            at in prop_oneof![(-3i64..303).prop_map(Some), Just(None)],
            any_psn in 0u32..1 << 24,
            op in prop_oneof![0x0Du8..=0x12, any::<u8>()],
            syn in arb_syndrome(),
        ) {
            let Some(opcode) = Opcode::from_u8(op) else { return Ok(()) };
            let max = (una + out) & 0xFF_FFFF;
            // Near the window (from one before una up to past max_psn), or anywhere.
            let psn = match at {
                Some(d) => ((una as i64 - 1 + d).rem_euclid(1 << 24)) as u32,
                None => any_psn,
            };
            let mut r = RoceRepr::new(BthRepr::new(opcode, 5, psn));
            let h = opcode.headers();
            if h.aeth {
                r.aeth = Some(AethRepr { syndrome: syn, msn: 0 });
            }
            if h.atomic_ack_eth {
                r.atomic_ack_eth = Some(AtomicAckEthRepr { orig: 7 });
            }
            let want = response_kind(Psn::new(una), Psn::new(max), &r);
            let mut u = ReqRespClass::default();
            u.connect_all();
            let (k, timer, nak) = run(&mut u, una, max, psn, op, syn.to_byte().unwrap());
            let (wk, wt, wn) = code(want);
            prop_assert_eq!(k, wk, "{:?}", want);
            if let Some(t) = wt {
                prop_assert_eq!(timer, t);
            }
            if let Some(n) = wn {
                prop_assert_eq!(nak, n);
            }
        }

        /// Reserved syndrome encodings (golden's parser drops the frame) are bad, never acted on.
        #[test]
        fn reserved_syndromes_are_bad(una in 1u32..1 << 24, top in prop_oneof![Just(2u8), 4u8..8], low in 0u8..32, nak_low in 5u8..32) {
            let max = (una + 10) & 0xFF_FFFF;
            let mut u = ReqRespClass::default();
            u.connect_all();
            for syn in [top << 5 | low, 3 << 5 | nak_low] {
                prop_assert_eq!(run(&mut u, una, max, una, 0x11, syn).0, kind::BAD);
            }
            // An atomic ACK with a NAK's AETH.
            prop_assert_eq!(run(&mut u, una, max, una, 0x12, 3 << 5).0, kind::BAD);
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_req_resp_class", ReqRespClass::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
