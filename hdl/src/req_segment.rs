//! Request segmentation (issue 16, the requester): one packet of a send WQE's message, cut by
//! the path MTU into first, middle, last and only packets (IBTA 9.4, 9.7.1), as golden's
//! [`golden::requester::segment`] cuts it.
//!
//! In: the QP's service type, the WQE's opcode byte ([`golden::hostfmt::send_opcode_code`]'s
//! `ibv_wr_opcode` numbering), the bytes of the message not yet sent (`rest`: its length less
//! the send-queue context's `next_offset`, which the requester computes a cycle ahead, so that
//! no subtraction sits in front of this block's compares), whether this is the first packet
//! (`next_offset` 0) and the path MTU code.
//! Out: the BTH opcode (its extension headers follow from it), last, the payload length,
//! and the PSNs the packet consumes (1; a READ request one per response packet of the rest it
//! asks for, so a READ re-requested in the middle asks for the rest only). Messages are at most
//! 2^31 bytes (IBTA), so a READ's PSN count fits its 24 bits.
//!
//! Bad work requests from host memory are flagged, never shaped: `bad_op` for an opcode byte
//! that is no operation or one the service does not carry (UC: SEND, SEND with immediate,
//! WRITE, WRITE with immediate; UD: SEND and SEND with immediate; RC: all eight), and
//! `too_long` for a UD message longer than the MTU (golden: `LocLenErr`). The requester
//! completes such a WQE with a local error and sends nothing.
//!
//! Combinational: the requester registers the outputs with the packet they shape, and must
//! drive the inputs from registers: the block alone is 5 LUT levels, 137 LUTs (`roce synth
//! --block roce_req_segment`, session 31; `wop` to `opcode`). With `len` and `offset` in and the
//! subtraction inside it measured 11; with the compares against the MTUs as magnitude compares
//! (`rest <= mtu`, session 30) 8 alone and 10 inside `roce_req_engine`, where ABC chained the
//! five compares' carry logic through LUTs in series. "Fits" is now "nothing above the MTU's
//! bit, or exactly the MTU": OR trees and an equality per MTU, in parallel, then the pick.

use crate::qpc_view::mtu_bytes_table;
use golden::context::qp_type_code;
use golden::verbs::QpType;
use rust_hdl::prelude::*;

/// Service type codes of the QP context (`golden::context::qp_type_code`).
pub fn service_codes() -> [(QpType, u8); 3] {
    [(QpType::Rc, qp_type_code(QpType::Rc)), (QpType::Uc, qp_type_code(QpType::Uc)), (QpType::Ud, qp_type_code(QpType::Ud))]
}

/// One packet's shape.
#[derive(LogicBlock)]
pub struct ReqSegment {
    /// QP service type: 0 RC, 1 UC, 2 UD (`golden::context::qp_type_code`).
    pub svc: Signal<In, Bits<2>>,
    /// The WQE's opcode byte (WRITE 0, WRITE_IMM 1, SEND 2, SEND_IMM 3, READ 4, CMP_SWAP 5,
    /// FETCH_ADD 6, SEND_INV 9).
    pub wop: Signal<In, Bits<8>>,
    /// Bytes of the message not yet sent (its length at the first packet).
    pub rest: Signal<In, Bits<32>>,
    /// This is the message's first packet (nothing of it sent yet).
    pub first: Signal<In, Bit>,
    /// Path MTU code (`256 << code` bytes; 4 and above: 4096).
    pub mtu_code: Signal<In, Bits<3>>,
    /// BTH opcode.
    pub opcode: Signal<Out, Bits<8>>,
    /// The message's last packet (a READ request: the rest it asks for fits one response
    /// packet; an atomic: always).
    pub last: Signal<Out, Bit>,
    /// Payload bytes carried (0 for READ requests and atomics).
    pub plen: Signal<Out, Bits<13>>,
    /// PSNs the packet consumes.
    pub psns: Signal<Out, Bits<24>>,
    /// The opcode byte is no operation the service carries.
    pub bad_op: Signal<Out, Bit>,
    /// A UD message longer than the MTU (UD messages are one packet: `rest` is the length).
    pub too_long: Signal<Out, Bit>,
    mtu_tab: Vec<Constant<Bits<32>>>,
    /// Shift of a length to count MTU-sized packets, per MTU code (`8 + min(code, 4)`).
    sh_tab: Vec<Constant<Bits<5>>>,
    /// `mtu - 1` per MTU code: the bits of a partial packet.
    mask_tab: Vec<Constant<Bits<32>>>,
    /// The MTU as a payload length.
    mtu13_tab: Vec<Constant<Bits<13>>>,
    mtu: Signal<Local, Bits<13>>,
    masked: Signal<Local, Bits<32>>,
    /// The rest fits one packet.
    fits: Signal<Local, Bit>,
    /// Whole packets in the rest, and whether a partial one follows.
    quot: Signal<Local, Bits<24>>,
    /// The rest shifted down by the MTU's exponent (at most 2^24 for a 2^32-byte rest).
    shifted: Signal<Local, Bits<32>>,
    partial: Signal<Local, Bit>,
    is_send: Signal<Local, Bit>,
    is_write: Signal<Local, Bit>,
    imm: Signal<Local, Bit>,
    inv: Signal<Local, Bit>,
    /// The operation consumes the rest in one request (READ, atomics).
    whole: Signal<Local, Bit>,
}

impl Default for ReqSegment {
    fn default() -> Self {
        Self {
            svc: Default::default(),
            wop: Default::default(),
            rest: Default::default(),
            first: Default::default(),
            mtu_code: Default::default(),
            opcode: Default::default(),
            last: Default::default(),
            plen: Default::default(),
            psns: Default::default(),
            bad_op: Default::default(),
            too_long: Default::default(),
            mtu_tab: mtu_bytes_table(),
            sh_tab: (0..8u64).map(|c| Constant::new((8 + c.min(4)).into())).collect(),
            mask_tab: (0..8u64).map(|c| Constant::new(((256u64 << c.min(4)) - 1).into())).collect(),
            mtu13_tab: mtu_bytes_table(),
            mtu: Default::default(),
            masked: Default::default(),
            fits: Default::default(),
            quot: Default::default(),
            shifted: Default::default(),
            partial: Default::default(),
            is_send: Default::default(),
            is_write: Default::default(),
            imm: Default::default(),
            inv: Default::default(),
            whole: Default::default(),
        }
    }
}

impl Logic for ReqSegment {
    #[hdl_gen]
    fn update(&mut self) {
        // Against each MTU at once, then the QP's picked. `rest <= mtu` is written as "nothing
        // above the MTU's bit, or exactly the MTU": OR trees and an equality, two or three LUT
        // levels, where a magnitude compare mapped to a carry chain with LUTs in series and
        // left the engine's opcode at 10 levels.
        self.mtu.next = self.mtu13_tab[0].val();
        self.fits.next = !(self.rest.val() >> self.sh_tab[0].val()).any() | (self.rest.val() == self.mtu_tab[0].val());
        self.masked.next = self.rest.val() & self.mask_tab[0].val();
        self.shifted.next = self.rest.val() >> self.sh_tab[0].val();
        for i in 1..8 {
            if self.mtu_code.val().index() == i {
                self.mtu.next = self.mtu13_tab[i].val();
                self.fits.next = !(self.rest.val() >> self.sh_tab[i].val()).any() | (self.rest.val() == self.mtu_tab[i].val());
                self.masked.next = self.rest.val() & self.mask_tab[i].val();
                self.shifted.next = self.rest.val() >> self.sh_tab[i].val();
            }
        }
        self.quot.next = bit_cast::<24, 32>(self.shifted.val());
        self.partial.next = self.masked.val().any();

        // The operation.
        self.is_send.next = (self.wop.val() == 2) | (self.wop.val() == 3) | (self.wop.val() == 9);
        self.is_write.next = (self.wop.val() == 0) | (self.wop.val() == 1);
        self.imm.next = (self.wop.val() == 1) | (self.wop.val() == 3);
        self.inv.next = self.wop.val() == 9;
        self.whole.next = (self.wop.val() == 4) | (self.wop.val() == 5) | (self.wop.val() == 6);
        self.bad_op.next = !(self.is_send.val() | self.is_write.val() | self.whole.val()) | (self.svc.val() == 3);
        if self.svc.val() == 1 {
            // UC: SEND and WRITE, with or without immediate.
            self.bad_op.next = self.bad_op.val() | self.inv.val() | self.whole.val();
        }
        if self.svc.val() == 2 {
            // UD: SEND and SEND with immediate.
            self.bad_op.next = self.bad_op.val() | self.inv.val() | !self.is_send.val();
        }
        self.too_long.next = (self.svc.val() == 2) & !self.fits.val();
        self.last.next = self.fits.val() | (self.wop.val() == 5) | (self.wop.val() == 6);

        // Payload and PSNs.
        self.plen.next = 0.into();
        if !self.whole.val() {
            self.plen.next = self.mtu.val();
            if self.fits.val() {
                self.plen.next = self.rest.val().get_bits::<13>(0);
            }
        }
        self.psns.next = 1.into();
        if (self.wop.val() == 4) & self.rest.val().any() {
            self.psns.next = self.quot.val();
            if self.partial.val() {
                self.psns.next = self.quot.val() + 1;
            }
        }

        // The opcode, a selection of constants: RC codes, UC = RC | 0x20 for SEND and WRITE,
        // UD its own two, READ and the atomics theirs.
        self.opcode.next = 0.into();
        if self.is_send.val() {
            if self.first.val() & self.last.val() {
                self.opcode.next = 0x04.into();
                if self.imm.val() {
                    self.opcode.next = 0x05.into();
                }
                if self.inv.val() {
                    self.opcode.next = 0x17.into();
                }
            } else if self.first.val() {
                self.opcode.next = 0x00.into();
            } else if self.last.val() {
                self.opcode.next = 0x02.into();
                if self.imm.val() {
                    self.opcode.next = 0x03.into();
                }
                if self.inv.val() {
                    self.opcode.next = 0x16.into();
                }
            } else {
                self.opcode.next = 0x01.into();
            }
        }
        if self.is_write.val() {
            if self.first.val() & self.last.val() {
                self.opcode.next = 0x0A.into();
                if self.imm.val() {
                    self.opcode.next = 0x0B.into();
                }
            } else if self.first.val() {
                self.opcode.next = 0x06.into();
            } else if self.last.val() {
                self.opcode.next = 0x08.into();
                if self.imm.val() {
                    self.opcode.next = 0x09.into();
                }
            } else {
                self.opcode.next = 0x07.into();
            }
        }
        if self.svc.val() == 1 {
            self.opcode.next = self.opcode.val() | 0x20;
        }
        if self.svc.val() == 2 {
            self.opcode.next = 0x64.into();
            if self.imm.val() {
                self.opcode.next = 0x65.into();
            }
        }
        if self.wop.val() == 4 {
            self.opcode.next = 0x0C.into();
        }
        if self.wop.val() == 5 {
            self.opcode.next = 0x13.into();
        }
        if self.wop.val() == 6 {
            self.opcode.next = 0x14.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::context::mtu_code;
    use golden::hostfmt::send_opcode_code;
    use golden::requester::{npkts_for, segment};
    use golden::verbs::{Mtu, SendOp};
    use proptest::prelude::*;

    fn ops() -> Vec<SendOp> {
        vec![
            SendOp::Write { remote_addr: 0, rkey: 0 },
            SendOp::WriteWithImm { remote_addr: 0, rkey: 0, imm: 0 },
            SendOp::Send,
            SendOp::SendWithImm { imm: 0 },
            SendOp::Read { remote_addr: 0, rkey: 0 },
            SendOp::CompareSwap { remote_addr: 0, rkey: 0, compare: 0, swap: 0 },
            SendOp::FetchAdd { remote_addr: 0, rkey: 0, add: 0 },
            SendOp::SendWithInv { rkey: 0 },
        ]
    }

    fn carries(t: QpType, op: &SendOp) -> bool {
        match t {
            QpType::Rc => true,
            QpType::Uc => matches!(op, SendOp::Send | SendOp::SendWithImm { .. } | SendOp::Write { .. } | SendOp::WriteWithImm { .. }),
            QpType::Ud => matches!(op, SendOp::Send | SendOp::SendWithImm { .. }),
        }
    }

    const MTUS: [Mtu; 5] = [Mtu::Mtu256, Mtu::Mtu512, Mtu::Mtu1024, Mtu::Mtu2048, Mtu::Mtu4096];

    struct Out {
        opcode: u8,
        last: bool,
        plen: u32,
        psns: u32,
        bad_op: bool,
        too_long: bool,
    }

    /// The block for packet at `offset` of a `len`-byte message (the requester's `rest` and
    /// `first`).
    fn run(s: &mut ReqSegment, svc: u8, wop: u8, len: u32, code: u8, offset: u32) -> Out {
        s.svc.next = (svc as u64).into();
        s.wop.next = (wop as u64).into();
        s.rest.next = (len.saturating_sub(offset) as u64).into();
        s.first.next = offset == 0;
        s.mtu_code.next = (code as u64).into();
        settle(s);
        Out {
            opcode: s.opcode.val().to_u64() as u8,
            last: s.last.val(),
            plen: s.plen.val().to_u64() as u32,
            psns: s.psns.val().to_u64() as u32,
            bad_op: s.bad_op.val(),
            too_long: s.too_long.val(),
        }
    }

    fn block() -> ReqSegment {
        let mut s = ReqSegment::default();
        s.connect_all();
        s
    }

    proptest! {
        /// Every packet of every message golden would send, on every service and MTU: the
        /// block's shape is golden's `segment`.
        #[test]
        fn every_packet_is_goldens(t in 0usize..3, opi in 0usize..8, m in 0usize..5,
                                   len in prop_oneof![0u32..10_000, 0u32..1 << 20, Just(1u32 << 31)], pick in any::<u32>()) {
            let (qp_type, svc) = service_codes()[t];
            let op = &ops()[opi];
            let mtu = MTUS[m];
            let len = if op.is_atomic() { 8 } else { len };
            let npkts = if op.is_atomic() { 1 } else { npkts_for(len, mtu.bytes()) };
            let mut s = block();
            // The first, the last and one packet in between.
            for k in [0, npkts - 1, pick % npkts] {
                let g = segment(qp_type, op, len, mtu.bytes(), k);
                let o = run(&mut s, svc, send_opcode_code(op), len, mtu_code(mtu), g.offset as u32);
                prop_assert_eq!(o.bad_op, !carries(qp_type, op));
                if k == 0 {
                    prop_assert_eq!(o.too_long, qp_type == QpType::Ud && len > mtu.bytes());
                }
                if carries(qp_type, op) {
                    prop_assert_eq!(o.opcode, g.opcode as u8, "k {}", k);
                    prop_assert_eq!(k == 0, g.first, "k {}", k);
                    prop_assert_eq!(o.last, g.last, "k {}", k);
                    prop_assert_eq!(o.plen, g.payload_len);
                    prop_assert_eq!(o.psns, g.psns);
                }
            }
        }

        /// Opcode bytes that are no operation are refused on every service, whatever the rest.
        #[test]
        fn unknown_opcodes_are_refused(wop in any::<u8>(), svc in 0u8..4, len in any::<u32>(), code in 0u8..8, offset in any::<u32>()) {
            let known = ops().iter().any(|o| send_opcode_code(o) == wop);
            let o = run(&mut block(), svc, wop, len, code, offset);
            prop_assert!(o.bad_op || (known && svc < 3));
            prop_assert!(o.plen <= 4096);
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_req_segment", ReqSegment::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
