//! RX header checks: stages 2 to 5 of the RX parser's record pipeline. From stage 1's record and
//! facts ([crate::rx_field_extract]), four clocks later: the record completed (extension flags,
//! ImmDt, payload length), the first failing check's code before the ICRC (`pre`) and after it
//! (`post`), in golden's order (`golden::wire::FrameRepr::parse`, see
//! [crate::rx_parser::reason]), and the payload reader's descriptor
//! ([crate::rx_payload_reader::RxReadDesc], `drop` left for the verdict). The parser's verdict is
//! `pre`, else ICRC, else `post`.
//!
//! Stage 2 looks the opcode up (extension flags and length, known, carries payload) and compares
//! the frame length with each header's end; stage 3 orders the checks before the IP length and
//! needs the extension length; stage 4 the payload length and the extension / pad / AETH checks;
//! stage 5 turns the flags into the two codes and the descriptor. The IPv4 header checksum is
//! summed over stages 2-4.
use crate::rx_field_extract::RxFrameFacts;
use crate::rx_parser::RxMeta;
use crate::rx_payload_reader::RxReadDesc;
use crate::tx_header::{ext, opcode_ext_flags};
use golden::wire::Opcode;
use rust_hdl::prelude::*;

/// Stages 2 to 5 of the RX parser's record pipeline: the checks in golden's order.
#[derive(LogicBlock)]
pub struct RxHeaderChecks {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset.
    pub reset: Signal<In, Bit>,
    /// Stage 1's record and facts are presented (one clock, no back-pressure).
    pub in_valid: Signal<In, Bit>,
    /// Stage 1's record.
    pub meta_in: Signal<In, RxMeta>,
    /// Stage 1's facts.
    pub facts: Signal<In, RxFrameFacts>,
    /// The outputs are valid for the frame presented four clocks before.
    pub valid: Signal<Out, Bit>,
    /// The record, complete but for the verdict.
    pub meta: Signal<Out, RxMeta>,
    /// The first failing check before the ICRC, 0 if none ([crate::rx_parser::reason]).
    pub pre: Signal<Out, Bits<4>>,
    /// The first failing check after the ICRC, 0 if none.
    pub post: Signal<Out, Bits<4>>,
    /// The payload reader's descriptor (`drop` 0).
    pub desc: Signal<Out, RxReadDesc>,
    elenl: Signal<Local, Bits<7>>,
    flags: Signal<Local, Bits<8>>,
    op: Signal<Local, Bits<8>>,
    outs: Signal<Local, Bits<11>>,
    pad: Signal<Local, Bits<2>>,
    pl: Signal<Local, Bits<16>>,
    plast: Signal<Local, Bits<7>>,
    rom: Vec<Constant<Bits<256>>>,
    s2_elen: DFF<Bits<7>>,
    s2_f: DFF<Bits<16>>,
    s2_haspay: DFF<Bit>,
    s2_ihl_bad: DFF<Bit>,
    s2_ipend: DFF<Bits<17>>,
    s2_known: DFF<Bit>,
    s2_lt_hdr: DFF<Bit>,
    s2_lt_l2: DFF<Bit>,
    s2_lt_l3: DFF<Bit>,
    s2_meta: DFF<RxMeta>,
    s2_nb9: DFF<Bits<9>>,
    s2_not_udp: DFF<Bit>,
    s2_ovf: DFF<Bit>,
    s2_pay_lt8: DFF<Bit>,
    s2_port_bad: DFF<Bit>,
    s2_q0: DFF<Bits<18>>,
    s2_q1: DFF<Bits<18>>,
    s2_q2: DFF<Bits<17>>,
    s2_tot_lt20: DFF<Bit>,
    s2_udp_bad: DFF<Bit>,
    s2_udplen: DFF<Bits<16>>,
    s2_user: DFF<Bit>,
    s2_v4: DFF<Bit>,
    s2_v6: DFF<Bit>,
    s2_valid: DFF<Bit>,
    s2_ver_bad: DFF<Bit>,
    s2_vlan: DFF<Bit>,
    /// The frame carries an AETH.
    s3_aeth: DFF<Bit>,
    s3_code_a: DFF<Bits<4>>,
    s3_haspay: DFF<Bit>,
    s3_hl: DFF<Bits<7>>,
    s3_ip_past: DFF<Bit>,
    s3_known: DFF<Bit>,
    s3_meta: DFF<RxMeta>,
    s3_nb9: DFF<Bits<9>>,
    s3_need: DFF<Bits<16>>,
    s3_not_udp: DFF<Bit>,
    s3_pay_lt8: DFF<Bit>,
    s3_port_bad: DFF<Bit>,
    s3_sum: DFF<Bits<20>>,
    s3_tot_lt20: DFF<Bit>,
    s3_udp_bad: DFF<Bit>,
    s3_udplen: DFF<Bits<16>>,
    s3_v4: DFF<Bit>,
    s3_valid: DFF<Bit>,
    s4_code_a: DFF<Bits<4>>,
    s4_code_b: DFF<Bits<4>>,
    s4_fold: DFF<Bits<17>>,
    s4_hl: DFF<Bits<7>>,
    s4_known: DFF<Bit>,
    s4_meta: DFF<RxMeta>,
    s4_nb9: DFF<Bits<9>>,
    s4_pad_bad: DFF<Bit>,
    /// The AETH is present and whole, and its syndrome is reserved.
    s4_syn_bad: DFF<Bit>,
    s4_udp_bad: DFF<Bit>,
    s4_v4: DFF<Bit>,
    s4_valid: DFF<Bit>,
    s5_desc: DFF<RxReadDesc>,
    s5_meta: DFF<RxMeta>,
    s5_post: DFF<Bits<4>>,
    s5_pre: DFF<Bits<4>>,
    s5_valid: DFF<Bit>,
    sw64: Signal<Local, Bits<64>>,
    syn: Signal<Local, Bits<8>>,
}

fn rom_bits(f: impl Fn(u8) -> bool) -> Bits<256> {
    let mut b = Bits::<256>::default();
    for op in 0..256usize {
        if f(op as u8) {
            b = b.replace_bit(op, true);
        }
    }
    b
}

/// ROM rows: 0..8 extension flags, 8..15 extension length (bytes), 15 known, 16 carries payload.
fn opcode_roms() -> Vec<Constant<Bits<256>>> {
    let flags = |op: u8| opcode_ext_flags(op).unwrap_or(0);
    let mut rom = vec![];
    for b in 0..8 {
        rom.push(Constant::new(rom_bits(|op| flags(op) >> b & 1 == 1)));
    }
    for b in 0..7 {
        rom.push(Constant::new(rom_bits(|op| ext::total_len(flags(op)) >> b & 1 == 1)));
    }
    rom.push(Constant::new(rom_bits(|op| opcode_ext_flags(op).is_some())));
    rom.push(Constant::new(rom_bits(|op| Opcode::from_u8(op).map(|o| o.has_payload()).unwrap_or(false))));
    rom
}

impl Default for RxHeaderChecks {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            meta_in: Default::default(),
            facts: Default::default(),
            valid: Default::default(),
            meta: Default::default(),
            pre: Default::default(),
            post: Default::default(),
            desc: Default::default(),
            elenl: Default::default(),
            flags: Default::default(),
            op: Default::default(),
            outs: Default::default(),
            pad: Default::default(),
            pl: Default::default(),
            plast: Default::default(),
            rom: opcode_roms(),
            s2_elen: Default::default(),
            s2_f: Default::default(),
            s2_haspay: Default::default(),
            s2_ihl_bad: Default::default(),
            s2_ipend: Default::default(),
            s2_known: Default::default(),
            s2_lt_hdr: Default::default(),
            s2_lt_l2: Default::default(),
            s2_lt_l3: Default::default(),
            s2_meta: Default::default(),
            s2_nb9: Default::default(),
            s2_not_udp: Default::default(),
            s2_ovf: Default::default(),
            s2_pay_lt8: Default::default(),
            s2_port_bad: Default::default(),
            s2_q0: Default::default(),
            s2_q1: Default::default(),
            s2_q2: Default::default(),
            s2_tot_lt20: Default::default(),
            s2_udp_bad: Default::default(),
            s2_udplen: Default::default(),
            s2_user: Default::default(),
            s2_v4: Default::default(),
            s2_v6: Default::default(),
            s2_valid: Default::default(),
            s2_ver_bad: Default::default(),
            s2_vlan: Default::default(),
            s3_aeth: Default::default(),
            s3_code_a: Default::default(),
            s3_haspay: Default::default(),
            s3_hl: Default::default(),
            s3_ip_past: Default::default(),
            s3_known: Default::default(),
            s3_meta: Default::default(),
            s3_nb9: Default::default(),
            s3_need: Default::default(),
            s3_not_udp: Default::default(),
            s3_pay_lt8: Default::default(),
            s3_port_bad: Default::default(),
            s3_sum: Default::default(),
            s3_tot_lt20: Default::default(),
            s3_udp_bad: Default::default(),
            s3_udplen: Default::default(),
            s3_v4: Default::default(),
            s3_valid: Default::default(),
            s4_code_a: Default::default(),
            s4_code_b: Default::default(),
            s4_fold: Default::default(),
            s4_hl: Default::default(),
            s4_known: Default::default(),
            s4_meta: Default::default(),
            s4_nb9: Default::default(),
            s4_pad_bad: Default::default(),
            s4_syn_bad: Default::default(),
            s4_udp_bad: Default::default(),
            s4_v4: Default::default(),
            s4_valid: Default::default(),
            s5_desc: Default::default(),
            s5_meta: Default::default(),
            s5_post: Default::default(),
            s5_pre: Default::default(),
            s5_valid: Default::default(),
            sw64: Default::default(),
            syn: Default::default(),
        }
    }
}

impl Logic for RxHeaderChecks {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock,
            s2_elen, s2_f, s2_haspay, s2_ihl_bad, s2_ipend, s2_known, s2_lt_hdr, s2_lt_l2, s2_lt_l3,
            s2_meta, s2_nb9, s2_not_udp, s2_ovf, s2_pay_lt8, s2_port_bad, s2_q0, s2_q1, s2_q2,
            s2_tot_lt20, s2_udp_bad, s2_udplen, s2_user, s2_v4, s2_v6, s2_valid, s2_ver_bad, s2_vlan,
            s3_aeth, s3_code_a, s3_haspay, s3_hl, s3_ip_past, s3_known, s3_meta, s3_nb9, s3_need,
            s3_not_udp, s3_pay_lt8, s3_port_bad, s3_sum, s3_tot_lt20, s3_udp_bad, s3_udplen, s3_v4,
            s3_valid, s4_code_a, s4_code_b, s4_fold, s4_hl, s4_known, s4_meta, s4_nb9, s4_pad_bad,
            s4_syn_bad, s4_udp_bad, s4_v4, s4_valid, s5_desc, s5_meta, s5_post, s5_pre, s5_valid
        );
        // ---- record stage 2: opcode ROM, length comparisons ----
        self.op.next = self.meta_in.val().opcode;
        self.flags.next = 0.into();
        for b in 0..8 {
            self.flags.next = self.flags.val().replace_bit(b, self.rom[b].val().get_bit(self.op.val().index()));
        }
        self.elenl.next = 0.into();
        for b in 0..7 {
            self.elenl.next = self.elenl.val().replace_bit(b, self.rom[b + 8].val().get_bit(self.op.val().index()));
        }
        self.s2_valid.d.next = self.in_valid.val();
        self.s2_meta.d.next = self.meta_in.val();
        self.s2_meta.d.next.ext_flags = self.flags.val();
        self.s2_elen.d.next = self.elenl.val();
        self.s2_known.d.next = self.rom[15].val().get_bit(self.op.val().index());
        self.s2_haspay.d.next = self.rom[16].val().get_bit(self.op.val().index());
        self.s2_vlan.d.next = self.facts.val().vlan;
        self.s2_v4.d.next = self.facts.val().v4;
        self.s2_v6.d.next = self.facts.val().v6;
        self.s2_user.d.next = self.facts.val().user;
        self.s2_ovf.d.next = self.facts.val().ovf;
        self.s2_nb9.d.next = self.facts.val().nb9;
        self.s2_f.d.next = self.facts.val().f;
        self.s2_ver_bad.d.next = self.facts.val().ver_bad;
        self.s2_ihl_bad.d.next = self.facts.val().ihl_bad;
        self.s2_tot_lt20.d.next = self.facts.val().tot_lt20;
        self.s2_pay_lt8.d.next = self.facts.val().pay_lt8;
        self.s2_not_udp.d.next = self.facts.val().not_udp;
        self.s2_port_bad.d.next = self.facts.val().port_bad;
        self.s2_udplen.d.next = self.facts.val().udplen;
        // frame length < L2 header, < L2 + 1 (no IP byte), < L2 + IP header
        self.s2_lt_l2.d.next = self.facts.val().f < 13;
        self.s2_lt_l3.d.next = self.facts.val().f < 14;
        self.s2_lt_hdr.d.next = self.facts.val().f < 33;
        self.s2_ipend.d.next = bit_cast::<17, 16>(self.facts.val().len16) + 13;
        if self.facts.val().vlan {
            self.s2_lt_l2.d.next = self.facts.val().f < 17;
            self.s2_lt_l3.d.next = self.facts.val().f < 18;
            self.s2_lt_hdr.d.next = self.facts.val().f < 37;
            self.s2_ipend.d.next = bit_cast::<17, 16>(self.facts.val().len16) + 17;
            if self.facts.val().v6 {
                self.s2_lt_hdr.d.next = self.facts.val().f < 57;
                self.s2_ipend.d.next = bit_cast::<17, 16>(self.facts.val().len16) + 57;
            }
        } else if self.facts.val().v6 {
            self.s2_lt_hdr.d.next = self.facts.val().f < 53;
            self.s2_ipend.d.next = bit_cast::<17, 16>(self.facts.val().len16) + 53;
        }
        self.s2_udp_bad.d.next = (self.facts.val().udplen != self.facts.val().ippay) | (self.facts.val().udplen < 24);
        self.s2_q0.d.next = bit_cast::<18, 17>(self.facts.val().p0) + bit_cast::<18, 17>(self.facts.val().p1);
        self.s2_q1.d.next = bit_cast::<18, 17>(self.facts.val().p2) + bit_cast::<18, 17>(self.facts.val().p3);
        self.s2_q2.d.next = self.facts.val().p4;

        // ---- record stage 3: checks before the IP length, lengths that need the extensions ----
        self.s3_valid.d.next = self.s2_valid.q.val();
        self.s3_meta.d.next = self.s2_meta.q.val();
        // ImmDt follows the DETH (UD), the RETH (RDMA WRITE) or the BTH.
        self.s3_meta.d.next.immdt = self.s2_meta.q.val().ieth_rkey;
        self.flags.next = self.s2_meta.q.val().ext_flags;
        self.s3_aeth.d.next = self.flags.val().get_bit(3);
        self.sw64.next = 0.into();
        if self.flags.val().get_bit(0) {
            self.s3_meta.d.next.immdt = self.s2_meta.q.val().rkey;
        } else if self.flags.val().get_bit(1) {
            self.sw64.next = self.s2_meta.q.val().swap_add;
            self.s3_meta.d.next.immdt = bit_cast::<32, 64>(self.sw64.val());
        }
        self.s3_v4.d.next = self.s2_v4.q.val();
        self.s3_nb9.d.next = self.s2_nb9.q.val();
        self.s3_code_a.d.next = 0.into();
        if self.s2_user.q.val() {
            self.s3_code_a.d.next = 1.into();
        } else if self.s2_ovf.q.val() {
            self.s3_code_a.d.next = 2.into();
        } else if self.s2_lt_l2.q.val() {
            self.s3_code_a.d.next = 5.into();
        } else if !(self.s2_v4.q.val() | self.s2_v6.q.val()) {
            self.s3_code_a.d.next = 3.into();
        } else if self.s2_lt_l3.q.val() {
            self.s3_code_a.d.next = 5.into();
        } else if self.s2_ver_bad.q.val() {
            self.s3_code_a.d.next = 4.into();
        } else if self.s2_lt_hdr.q.val() {
            self.s3_code_a.d.next = 5.into();
        } else if self.s2_v4.q.val() & self.s2_ihl_bad.q.val() {
            self.s3_code_a.d.next = 4.into();
        }
        self.s3_tot_lt20.d.next = self.s2_v4.q.val() & self.s2_tot_lt20.q.val();
        self.s3_pay_lt8.d.next = self.s2_pay_lt8.q.val();
        self.s3_not_udp.d.next = self.s2_not_udp.q.val();
        self.s3_port_bad.d.next = self.s2_port_bad.q.val();
        self.s3_udp_bad.d.next = self.s2_udp_bad.q.val();
        self.s3_ip_past.d.next = self.s2_ipend.q.val() > bit_cast::<17, 16>(self.s2_f.q.val());
        self.s3_udplen.d.next = self.s2_udplen.q.val();
        self.pad.next = self.s2_meta.q.val().pad_cnt;
        self.s3_need.d.next = bit_cast::<16, 7>(self.s2_elen.q.val()) + bit_cast::<16, 2>(self.pad.val()) + 24;
        self.s3_known.d.next = self.s2_known.q.val();
        self.s3_haspay.d.next = self.s2_haspay.q.val();
        // Bytes before the payload: Ethernet (+tag), IP, UDP, BTH, extension headers.
        self.s3_hl.d.next = self.s2_elen.q.val() + 54;
        if self.s2_vlan.q.val() {
            self.s3_hl.d.next = self.s2_elen.q.val() + 58;
            if self.s2_v6.q.val() {
                self.s3_hl.d.next = self.s2_elen.q.val() + 78;
            }
        } else if self.s2_v6.q.val() {
            self.s3_hl.d.next = self.s2_elen.q.val() + 74;
        }
        self.s3_sum.d.next = bit_cast::<20, 18>(self.s2_q0.q.val())
            + bit_cast::<20, 18>(self.s2_q1.q.val())
            + bit_cast::<20, 17>(self.s2_q2.q.val());

        // ---- record stage 4: payload length, extension / pad checks ----
        self.s4_valid.d.next = self.s3_valid.q.val();
        self.s4_meta.d.next = self.s3_meta.q.val();
        self.s4_meta.d.next.payload_len = self.s3_udplen.q.val() - self.s3_need.q.val();
        self.s4_v4.d.next = self.s3_v4.q.val();
        self.s4_nb9.d.next = self.s3_nb9.q.val();
        self.s4_code_a.d.next = self.s3_code_a.q.val();
        self.s4_code_b.d.next = 0.into();
        if self.s3_tot_lt20.q.val() | self.s3_ip_past.q.val() {
            self.s4_code_b.d.next = 5.into();
        } else if self.s3_not_udp.q.val() {
            self.s4_code_b.d.next = 3.into();
        } else if self.s3_pay_lt8.q.val() {
            self.s4_code_b.d.next = 5.into();
        } else if self.s3_port_bad.q.val() {
            self.s4_code_b.d.next = 3.into();
        }
        self.s4_udp_bad.d.next = self.s3_udp_bad.q.val();
        self.s4_known.d.next = self.s3_known.q.val();
        self.s4_pad_bad.d.next = (self.s3_udplen.q.val() < self.s3_need.q.val())
            | (!self.s3_haspay.q.val() & (self.s3_udplen.q.val() != self.s3_need.q.val()))
            | self.s3_udplen.q.val().get_bits::<2>(0).any();
        // AETH: first of an opcode's extension headers when present, so whole when the UDP
        // payload holds BTH + AETH + ICRC (UDP length >= 8 + 12 + 4 + 4); then the syndrome's
        // kind (bits 7:5) must be ACK 000, RNR NAK 001 or NAK 011 with a code 0..=4.
        self.syn.next = self.s3_meta.q.val().syndrome;
        self.s4_syn_bad.d.next = self.s3_aeth.q.val()
            & (self.s3_udplen.q.val() >= 28)
            & ((self.syn.val().get_bit(7) | (self.syn.val().get_bits::<2>(5) == 2))
                | ((self.syn.val().get_bits::<2>(5) == 3) & (self.syn.val().get_bits::<5>(0) > 4)));
        self.s4_hl.d.next = self.s3_hl.q.val();
        self.s4_fold.d.next = bit_cast::<17, 16>(self.s3_sum.q.val().get_bits::<16>(0))
            + bit_cast::<17, 4>(self.s3_sum.q.val().get_bits::<4>(16));

        // ---- record stage 5: pre-ICRC and post-ICRC codes, the reader's descriptor ----
        self.s5_valid.d.next = self.s4_valid.q.val();
        self.s5_meta.d.next = self.s4_meta.q.val();
        self.s5_pre.d.next = self.s4_code_a.q.val();
        if !self.s4_code_a.q.val().any() {
            if self.s4_code_b.q.val().any() {
                self.s5_pre.d.next = self.s4_code_b.q.val();
            } else if self.s4_v4.q.val() & (self.s4_fold.q.val() != 0xFFFF) {
                self.s5_pre.d.next = 6.into();
            } else if self.s4_udp_bad.q.val() {
                self.s5_pre.d.next = 5.into();
            }
        }
        self.s5_post.d.next = 0.into();
        if !self.s4_known.q.val() {
            self.s5_post.d.next = 8.into();
        } else if self.s4_syn_bad.q.val() {
            self.s5_post.d.next = 10.into();
        } else if self.s4_pad_bad.q.val() {
            self.s5_post.d.next = 9.into();
        }
        // The reader's descriptor ([RxReadDesc]); `drop` is set at the verdict.
        self.pl.next = self.s4_meta.q.val().payload_len;
        self.outs.next = bit_cast::<11, 10>(self.pl.val().get_bits::<10>(6)) + bit_cast::<11, 1>(self.pl.val().get_bits::<6>(0).any().into());
        self.plast.next = bit_cast::<7, 6>(self.pl.val().get_bits::<6>(0));
        if !self.pl.val().get_bits::<6>(0).any() {
            self.plast.next = 64.into();
        }
        self.s5_desc.d.next.drop = false;
        self.s5_desc.d.next.beats = self.s4_nb9.q.val();
        self.s5_desc.d.next.shift = self.s4_hl.q.val().get_bits::<6>(0);
        self.s5_desc.d.next.pre = bit_cast::<2, 1>(self.s4_hl.q.val().get_bit(6).into()) + 1;
        self.s5_desc.d.next.outs = self.outs.val();
        self.s5_desc.d.next.plast = self.plast.val();

        self.valid.next = self.s5_valid.q.val();
        self.meta.next = self.s5_meta.q.val();
        self.pre.next = self.s5_pre.q.val();
        self.post.next = self.s5_post.q.val();
        self.desc.next = self.s5_desc.q.val();
        if self.reset.val() {
            self.s2_valid.d.next = false;
            self.s3_valid.d.next = false;
            self.s4_valid.d.next = false;
            self.s5_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcode_roms_match_golden() {
        let rom = opcode_roms();
        for op in 0..=255u8 {
            let bit = |r: usize| rom[r].val().get_bit(op as usize);
            let flags = (0..8).filter(|&b| bit(b)).fold(0u8, |v, b| v | 1 << b);
            let elen = (0..7).filter(|&b| bit(8 + b)).fold(0usize, |v, b| v | 1 << b);
            assert_eq!(flags, opcode_ext_flags(op).unwrap_or(0));
            assert_eq!(elen, ext::total_len(flags));
            assert_eq!(bit(15), Opcode::from_u8(op).is_some());
            assert_eq!(bit(16), Opcode::from_u8(op).is_some_and(|o| o.has_payload()));
        }
    }

    /// Exports and lints clean (the differential test against golden is `tests/rtl_rx_header.rs`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_rx_header_checks", RxHeaderChecks::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
