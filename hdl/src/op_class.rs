//! A request opcode's class, as the receive engine's checks use it (golden `responder`'s
//! `classify` and `has_imm`): SEND, WRITE, READ, atomic or response; first and last packet of its
//! message; immediate data; invalidate.
//!
//! UC and UD opcodes map onto the RC ones by their low five bits (`masked`: the QP is not RC),
//! as IBTA numbers them (UC SEND First 0x20 is RC SEND First 0x00, UD SEND Only 0x64 is RC SEND
//! Only 0x04); whether the opcode's service is the QP's is checked apart.
//!
//! Combinational. The receive engine registers the class with the packet's context (the class
//! depends on the QP's type), so that the decode is not on the paths of its decision.

use rust_hdl::prelude::*;

/// The class flags of an opcode.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct OpFlags {
    /// A SEND (with immediate or invalidate included).
    pub send: Bit,
    /// An RDMA WRITE (with immediate included).
    pub write: Bit,
    /// An RDMA READ request.
    pub read: Bit,
    /// An atomic request (compare-and-swap or fetch-and-add).
    pub atomic: Bit,
    /// A response (READ response, ACK, atomic ACK).
    pub resp: Bit,
    /// A request that starts its message (first or only).
    pub first: Bit,
    /// A request that ends its message (last or only).
    pub last: Bit,
    /// A SEND with invalidate.
    pub inv: Bit,
    /// With immediate data.
    pub imm: Bit,
}

/// The opcode decoder.
#[derive(LogicBlock, Default)]
pub struct OpClass {
    /// The opcode byte.
    pub op: Signal<In, Bits<8>>,
    /// The QP is not RC: only the low five bits name the operation.
    pub masked: Signal<In, Bit>,
    /// Its class.
    pub flags: Signal<Out, OpFlags>,
    opn: Signal<Local, Bits<8>>,
}

impl Logic for OpClass {
    #[hdl_gen]
    fn update(&mut self) {
        self.opn.next = self.op.val();
        if self.masked.val() {
            self.opn.next = self.op.val() & 0x1F;
        }
        self.flags.next.send = (self.opn.val() <= 0x05) | (self.opn.val() == 0x16) | (self.opn.val() == 0x17);
        self.flags.next.write = (self.opn.val() >= 0x06) & (self.opn.val() <= 0x0B);
        self.flags.next.read = self.opn.val() == 0x0C;
        self.flags.next.atomic = (self.opn.val() == 0x13) | (self.opn.val() == 0x14);
        self.flags.next.resp = (self.opn.val() >= 0x0D) & (self.opn.val() <= 0x12);
        self.flags.next.first = (self.opn.val() == 0x00)
            | (self.opn.val() == 0x04)
            | (self.opn.val() == 0x05)
            | (self.opn.val() == 0x17)
            | (self.opn.val() == 0x06)
            | (self.opn.val() == 0x0A)
            | (self.opn.val() == 0x0B)
            | (self.opn.val() == 0x0C)
            | (self.opn.val() == 0x13)
            | (self.opn.val() == 0x14);
        self.flags.next.last = ((self.opn.val() >= 0x02) & (self.opn.val() <= 0x05))
            | (self.opn.val() == 0x16)
            | (self.opn.val() == 0x17)
            | ((self.opn.val() >= 0x08) & (self.opn.val() <= 0x0B))
            | (self.opn.val() == 0x0C)
            | (self.opn.val() == 0x13)
            | (self.opn.val() == 0x14);
        self.flags.next.inv = (self.opn.val() == 0x16) | (self.opn.val() == 0x17);
        self.flags.next.imm =
            (self.opn.val() == 0x03) | (self.opn.val() == 0x05) | (self.opn.val() == 0x09) | (self.opn.val() == 0x0B);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::wire::{Opcode, Position, Service};

    /// Every opcode byte, on an RC QP and on a UC/UD one, against golden's opcode table: the
    /// operation by name, first/last by position (requests only), immediate and invalidate by the
    /// extension headers.
    #[test]
    fn every_byte_matches_goldens_opcode_table() {
        let mut b = OpClass::default();
        b.connect_all();
        for byte in 0..=255u8 {
            for masked in [false, true] {
                b.op.next = (byte as u64).into();
                b.masked.next = masked;
                settle(&mut b);
                let f = b.flags.val();
                let rc = if masked { byte & 0x1F } else { byte };
                let want = Opcode::from_u8(rc).filter(|o| o.service() == Service::Rc);
                let name = want.map_or("", |o| o.name());
                let request = name.starts_with("RC_SEND") || name.starts_with("RC_RDMA_WRITE") || name == "RC_RDMA_READ_REQUEST"
                    || name == "RC_COMPARE_SWAP" || name == "RC_FETCH_ADD";
                let pos = want.map(|o| o.position());
                let ctx = format!("opcode {byte:#04x} masked {masked} ({name})");
                assert_eq!(f.send, name.starts_with("RC_SEND"), "{ctx}");
                assert_eq!(f.write, name.starts_with("RC_RDMA_WRITE"), "{ctx}");
                assert_eq!(f.read, name == "RC_RDMA_READ_REQUEST", "{ctx}");
                assert_eq!(f.atomic, name == "RC_COMPARE_SWAP" || name == "RC_FETCH_ADD", "{ctx}");
                assert_eq!(f.resp, name.starts_with("RC_RDMA_READ_RESPONSE") || name == "RC_ACKNOWLEDGE" || name == "RC_ATOMIC_ACKNOWLEDGE", "{ctx}");
                assert_eq!(f.first, request && matches!(pos, Some(Position::First | Position::Only)), "{ctx}");
                assert_eq!(f.last, request && matches!(pos, Some(Position::Last | Position::Only)), "{ctx}");
                assert_eq!(f.imm, request && want.is_some_and(|o| o.headers().immdt), "{ctx}");
                assert_eq!(f.inv, request && want.is_some_and(|o| o.headers().ieth), "{ctx}");
            }
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_op_class", OpClass::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
