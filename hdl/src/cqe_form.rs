//! A completion entry formed from its fields (golden [`golden::hostfmt::encode_cqe`]'s layout,
//! without the owner bit, which the completion writer sets for the ring's pass): the immediate
//! data, the invalidated R_Key and the UD source (QP and IP as a GID, IPv4 as `::ffff:a.b.c.d`)
//! appear only under their flags, every reserved byte is zero.
//!
//! Combinational. The responder forms its receive completions with it; the requester's send
//! completions take the same entry.

use crate::cqe_writer::CqeWire;
use rust_hdl::prelude::*;

/// An IPv4 source address as a GID (::ffff:a.b.c.d): the fixed 12 bytes, then the address.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct GidV4 {
    lo: Bits<96>,
    hi: Bits<32>,
}

/// The completion entry former (see the module documentation).
#[derive(LogicBlock)]
pub struct CqeForm {
    /// `wr_id` of the work request.
    pub wr_id: Signal<In, Bits<64>>,
    /// Byte length.
    pub len: Signal<In, Bits<32>>,
    /// Local QP number.
    pub qpn: Signal<In, Bits<24>>,
    /// Status (`golden::hostfmt::status_code`).
    pub status: Signal<In, Bits<8>>,
    /// Opcode (`golden::hostfmt::opcode_code`).
    pub opcode: Signal<In, Bits<8>>,
    /// Flags (`golden::hostfmt::cqe_flags`): bit 0 immediate, bit 1 invalidated R_Key, bit 2 UD
    /// source.
    pub flags: Signal<In, Bits<8>>,
    /// The immediate data (flag bit 0) or the invalidated R_Key (flag bit 1): the packet's
    /// ImmDt or IETH field.
    pub imm: Signal<In, Bits<32>>,
    /// UD: the sender's QP (flag bit 2).
    pub src_qp: Signal<In, Bits<24>>,
    /// UD: the sender's IP, wire bytes (IPv4 in bits 31..0).
    pub src_ip: Signal<In, Bits<128>>,
    /// The sender's IP is IPv6.
    pub ip_v6: Signal<In, Bit>,
    /// The entry (owner bit 0).
    pub entry: Signal<Out, CqeWire>,
    gid_v4: Constant<Bits<96>>,
    gid4: Signal<Local, GidV4>,
    src_gid: Signal<Local, Bits<128>>,
}

impl Default for CqeForm {
    fn default() -> Self {
        CqeForm {
            wr_id: Default::default(),
            len: Default::default(),
            qpn: Default::default(),
            status: Default::default(),
            opcode: Default::default(),
            flags: Default::default(),
            imm: Default::default(),
            src_qp: Default::default(),
            src_ip: Default::default(),
            ip_v6: Default::default(),
            entry: Default::default(),
            gid_v4: Constant::new(Bits::<96>::from(0xFFFF_u64) << 80),
            gid4: Default::default(),
            src_gid: Default::default(),
        }
    }
}

impl Logic for CqeForm {
    #[hdl_gen]
    fn update(&mut self) {
        self.gid4.next.lo = self.gid_v4.val();
        self.gid4.next.hi = self.src_ip.val().get_bits::<32>(0);
        self.src_gid.next = self.src_ip.val();
        if !self.ip_v6.val() {
            self.src_gid.next = self.gid4.val().into();
        }
        self.entry.next.wr_id = self.wr_id.val();
        self.entry.next.len = self.len.val();
        self.entry.next.qpn = self.qpn.val();
        self.entry.next.r0 = 0.into();
        self.entry.next.imm = 0.into();
        self.entry.next.inv_rkey = 0.into();
        self.entry.next.src_qp = 0.into();
        self.entry.next.r1 = 0.into();
        self.entry.next.status = self.status.val();
        self.entry.next.opcode = self.opcode.val();
        self.entry.next.flags = self.flags.val();
        self.entry.next.owner = 0.into();
        self.entry.next.r2 = 0.into();
        self.entry.next.src_gid = 0.into();
        self.entry.next.r3 = 0.into();
        if self.flags.val().get_bit(0) {
            self.entry.next.imm = self.imm.val();
        }
        if self.flags.val().get_bit(1) {
            self.entry.next.inv_rkey = self.imm.val();
        }
        if self.flags.val().get_bit(2) {
            self.entry.next.src_qp = self.src_qp.val();
            self.entry.next.src_gid = self.src_gid.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::hostfmt::{cqe_flags, cqe_off, encode_cqe, opcode_code, status_code, CQE_SIZE};
    use golden::verbs::{Completion, WcOpcode, WcStatus};
    use proptest::prelude::*;
    use std::net::IpAddr;

    fn wire_bytes(ip: IpAddr) -> [u8; 16] {
        match ip {
            IpAddr::V4(a) => {
                let mut b = [0u8; 16];
                b[..4].copy_from_slice(&a.octets());
                b
            }
            IpAddr::V6(a) => a.octets(),
        }
    }

    fn completion() -> impl Strategy<Value = Completion> {
        let status = prop::sample::select(vec![WcStatus::Success, WcStatus::LocLenErr, WcStatus::LocProtErr, WcStatus::WrFlushErr, WcStatus::RemInvReqErr]);
        let opcode = prop::sample::select(vec![WcOpcode::Recv, WcOpcode::RecvRdmaWithImm, WcOpcode::Send, WcOpcode::RdmaWrite]);
        let ip = prop_oneof![any::<[u8; 4]>().prop_map(|b| IpAddr::from(b)), any::<[u8; 16]>().prop_map(|b| IpAddr::from(b))];
        let extra = prop_oneof![Just((None, None)), any::<u32>().prop_map(|i| (Some(i), None)), any::<u32>().prop_map(|k| (None, Some(k)))];
        (any::<u64>(), status, opcode, any::<u32>(), extra, 0u32..1 << 24, prop::option::of((0u32..1 << 24, ip))).prop_map(
            |(wr_id, status, opcode, byte_len, (imm, inv), qpn, ud)| Completion {
                wr_id,
                status,
                opcode,
                byte_len,
                imm,
                invalidated_rkey: inv,
                qpn,
                src_qp: ud.map(|u| u.0),
                src_ip: ud.map(|u| u.1),
            },
        )
    }

    proptest! {
        /// Byte for byte golden's entry (its owner bit aside).
        #[test]
        fn matches_goldens_entry(c in completion()) {
            let mut b = CqeForm::default();
            b.connect_all();
            let mut flags = 0u8;
            if c.imm.is_some() { flags |= cqe_flags::IMM; }
            if c.invalidated_rkey.is_some() { flags |= cqe_flags::INV_RKEY; }
            if c.src_qp.is_some() { flags |= cqe_flags::UD_SOURCE; }
            b.wr_id.next = c.wr_id.into();
            b.len.next = (c.byte_len as u64).into();
            b.qpn.next = (c.qpn as u64).into();
            b.status.next = (status_code(c.status) as u64).into();
            b.opcode.next = (opcode_code(c.opcode) as u64).into();
            b.flags.next = (flags as u64).into();
            b.imm.next = (c.imm.or(c.invalidated_rkey).unwrap_or(0x5A5A_5A5A) as u64).into();
            b.src_qp.next = (c.src_qp.unwrap_or(0xABCDE) as u64).into();
            let ip = c.src_ip.unwrap_or(IpAddr::from([0x20, 1, 0xd, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9]));
            let mut ipw = Bits::<128>::default();
            for (k, byte) in wire_bytes(ip).iter().enumerate() {
                ipw = ipw | (Bits::<128>::from(*byte as u64) << (8 * k) as u64);
            }
            b.src_ip.next = ipw;
            b.ip_v6.next = ip.is_ipv6();
            settle(&mut b);
            let bits: Bits<512> = b.entry.val().into();
            let mut ours = [0u8; CQE_SIZE];
            for (k, o) in ours.iter_mut().enumerate() {
                *o = bits.get_bits::<8>(8 * k).to_u8();
            }
            let mut want = encode_cqe(&c, 0, 4);
            want[cqe_off::OWNER] = 0;
            prop_assert_eq!(ours.to_vec(), want.to_vec());
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_cqe_form", CqeForm::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
