//! RX field extract: stage 1 of the RX parser's record pipeline. From a frame's first two beats
//! and its class (the EtherType / VLAN class the parser finds as the first beat arrives), one
//! clock later: every header field the transport needs as a plain value ([RxMeta], verdict and
//! payload length still 0), and the facts about the frame the checks need ([RxFrameFacts]: the
//! class, the frame and IP lengths, the checks that need only the IP and UDP headers, the IPv4
//! checksum's first level). The rest of the checks, in golden's order, are
//! [crate::rx_header_checks]'s.
//!
//! The IP window (40 bytes, the longest IP header) and the UDP/BTH window (48 bytes: UDP, BTH
//! and the longest extension headers) are selected for the class at constant offsets (a shift of
//! the 1,024-bit header would cost Verilator a loop over its words on every cycle), then read
//! byte-reversed, so a big-endian field at byte offset o, L bytes long, of a window of N bytes is
//! bits 8(N-o-L) .. 8(N-o) of the reversed window: wires only.
use crate::rx_parser::RxMeta;
use rust_hdl::prelude::*;

/// A frame's head as the RX parser hands it to stage 1, once its last beat has arrived.
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct RxFrameHead {
    /// The frame's first two beats: byte i in bits 8i+7..8i (bytes past the frame are 0).
    pub hdr: Bits<1024>,
    /// Beats - 1 (counted on past [crate::rx_parser::MAX_FRAME_BEATS]).
    pub nbm1: Bits<16>,
    /// The last beat's `tkeep` (contiguous from bit 0).
    pub keep: Bits<64>,
    /// The MAC flagged the frame (`tuser` of its last beat).
    pub user: Bit,
    /// EtherType 0x8100: an 802.1Q tag.
    pub vlan: Bit,
    /// EtherType (after the tag if any) IPv4.
    pub v4: Bit,
    /// EtherType (after the tag if any) IPv6.
    pub v6: Bit,
    /// Receive time (the record's `rx_time`).
    pub time: Bits<32>,
}

impl RxFrameHead {
    /// What the RX parser's input stage hands stage 1 for `frame` (a Rust-side model for tests:
    /// the frame's first 128 bytes, its beat count and last `tkeep`, its class from bytes 12..13
    /// or 16..17 after a tag).
    pub fn of_frame(frame: &[u8], user: bool, time: u32) -> Self {
        let mut hdr = Bits::<1024>::default();
        for (i, &b) in frame.iter().take(128).enumerate() {
            for k in 0..8 {
                hdr = hdr.replace_bit(8 * i + k, b >> k & 1 == 1);
            }
        }
        let beats = frame.len().div_ceil(64).max(1);
        let tail = frame.len() - 64 * (beats - 1);
        let keep = if tail == 64 { u64::MAX } else { (1u64 << tail) - 1 };
        let et = |at: usize| frame.get(at..at + 2).map(|b| u16::from_be_bytes([b[0], b[1]]));
        let vlan = et(12) == Some(0x8100);
        let inner = if vlan { et(16) } else { et(12) };
        RxFrameHead {
            hdr,
            nbm1: ((beats - 1) as u64).into(),
            keep: keep.into(),
            user,
            vlan,
            v4: inner == Some(0x0800),
            v6: inner == Some(0x86DD),
            time: (time as u64).into(),
        }
    }
}

/// Stage 1's facts about a frame beside its record: the class, lengths and the checks that need
/// only the IP and UDP headers (the rest of the checks are [crate::rx_header_checks]'s).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct RxFrameFacts {
    /// An 802.1Q tag was present.
    pub vlan: Bit,
    /// EtherType IPv4.
    pub v4: Bit,
    /// EtherType IPv6.
    pub v6: Bit,
    /// The MAC flagged the frame.
    pub user: Bit,
    /// Longer than the packet FIFO takes (more than `MAX_FRAME_BEATS` beats).
    pub ovf: Bit,
    /// Beats stored, 1..=160.
    pub nb9: Bits<9>,
    /// Frame length - 1 in bytes.
    pub f: Bits<16>,
    /// The IP length field (IPv4 total length, IPv6 payload length).
    pub len16: Bits<16>,
    /// The IP version nibble disagrees with the EtherType.
    pub ver_bad: Bit,
    /// IPv4 with options (IHL != 5).
    pub ihl_bad: Bit,
    /// IPv4 total length < its header.
    pub tot_lt20: Bit,
    /// The IP payload has no room for a UDP header.
    pub pay_lt8: Bit,
    /// Not UDP, or an IPv4 fragment.
    pub not_udp: Bit,
    /// UDP destination port is not 4791.
    pub port_bad: Bit,
    /// IP payload length.
    pub ippay: Bits<16>,
    /// The UDP length field.
    pub udplen: Bits<16>,
    /// IPv4 header checksum, first level: words 0 and 1 summed.
    pub p0: Bits<17>,
    /// IPv4 header checksum, first level: words 2 and 3 summed.
    pub p1: Bits<17>,
    /// IPv4 header checksum, first level: words 4 and 5 summed.
    pub p2: Bits<17>,
    /// IPv4 header checksum, first level: words 6 and 7 summed.
    pub p3: Bits<17>,
    /// IPv4 header checksum, first level: words 8 and 9 summed.
    pub p4: Bits<17>,
}

/// Stage 1 of the RX parser's record pipeline: windows, fields, first checks.
#[derive(LogicBlock)]
pub struct RxFieldExtract {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset.
    pub reset: Signal<In, Bit>,
    /// A frame's head is presented (one clock, no back-pressure).
    pub in_valid: Signal<In, Bit>,
    /// The frame's head.
    pub head: Signal<In, RxFrameHead>,
    /// The record and facts of the frame presented one clock before are valid.
    pub valid: Signal<Out, Bit>,
    /// The frame's fields (verdict, payload length, extension flags and ImmDt still 0).
    pub meta: Signal<Out, RxMeta>,
    /// The frame's facts.
    pub facts: Signal<Out, RxFrameFacts>,
    s1: DFF<RxFrameFacts>,
    keep: Signal<Local, Bits<64>>,
    er: Signal<Local, Bits<144>>,
    er_s: Signal<Local, Bytes18>,
    hdr_q: Signal<Local, Bits<1024>>,
    hk: Signal<Local, Bits<6>>,
    hmask: Vec<Constant<Bits<64>>>,
    kedge: Signal<Local, Bits<64>>,
    l3: Signal<Local, Bits<320>>,
    l3r: Signal<Local, Bits<320>>,
    l3r_s: Signal<Local, Bytes40>,
    nbm1: Signal<Local, Bits<16>>,
    plen6: Signal<Local, Bits<16>>,
    s1_meta: DFF<RxMeta>,
    s1_valid: DFF<Bit>,
    tot: Signal<Local, Bits<16>>,
    u: Signal<Local, Bits<384>>,
    unused_hdr_bits: Signal<Local, Bit>,
    ur: Signal<Local, Bits<384>>,
    ur_s: Signal<Local, Bytes48>,
}

fn hmask_bits(b: usize) -> Bits<64> {
    let mut m = Bits::<64>::default();
    for i in 0..64 {
        if i >> b & 1 == 1 {
            m = m.replace_bit(i, true);
        }
    }
    m
}

impl Default for RxFieldExtract {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            head: Default::default(),
            valid: Default::default(),
            meta: Default::default(),
            facts: Default::default(),
            s1: Default::default(),
            keep: Default::default(),
            er: Default::default(),
            er_s: Default::default(),
            hdr_q: Default::default(),
            hk: Default::default(),
            hmask: (0..6).map(|b| Constant::new(hmask_bits(b))).collect(),
            kedge: Default::default(),
            l3: Default::default(),
            l3r: Default::default(),
            l3r_s: Default::default(),
            nbm1: Default::default(),
            plen6: Default::default(),
            s1_meta: Default::default(),
            s1_valid: Default::default(),
            tot: Default::default(),
            u: Default::default(),
            unused_hdr_bits: Default::default(),
            ur: Default::default(),
            ur_s: Default::default(),
        }
    }
}

impl Logic for RxFieldExtract {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, s1, s1_meta, s1_valid);
        self.keep.next = self.head.val().keep;
        // (Part-selects at constant offsets: a shift of the 1,024-bit header would cost Verilator
        // a loop over its words on every cycle.)
        self.hdr_q.next = self.head.val().hdr;
        self.l3.next = self.hdr_q.val().get_bits::<320>(112);
        self.u.next = self.hdr_q.val().get_bits::<384>(272);
        if self.head.val().vlan {
            self.l3.next = self.hdr_q.val().get_bits::<320>(144);
            self.u.next = self.hdr_q.val().get_bits::<384>(304);
            if self.head.val().v6 {
                self.u.next = self.hdr_q.val().get_bits::<384>(464);
            }
        } else if self.head.val().v6 {
            self.u.next = self.hdr_q.val().get_bits::<384>(432);
        }
        // Byte-reversed windows: a big-endian field at byte offset o, L bytes long, of a window
        // of N bytes is bits 8(N-o-L) .. 8(N-o) of the reversed window (wires only).
        // The IP window is the 40 bytes the longest IP header (IPv6) spans.
        // (Byte by byte into records: constant part-selects. A combinational sub-block here
        // would make the module's one always block look circular to Verilator.)
        self.er_s.next.b0 = self.hdr_q.val().get_bits::<8>(136);
        self.er_s.next.b1 = self.hdr_q.val().get_bits::<8>(128);
        self.er_s.next.b2 = self.hdr_q.val().get_bits::<8>(120);
        self.er_s.next.b3 = self.hdr_q.val().get_bits::<8>(112);
        self.er_s.next.b4 = self.hdr_q.val().get_bits::<8>(104);
        self.er_s.next.b5 = self.hdr_q.val().get_bits::<8>(96);
        self.er_s.next.b6 = self.hdr_q.val().get_bits::<8>(88);
        self.er_s.next.b7 = self.hdr_q.val().get_bits::<8>(80);
        self.er_s.next.b8 = self.hdr_q.val().get_bits::<8>(72);
        self.er_s.next.b9 = self.hdr_q.val().get_bits::<8>(64);
        self.er_s.next.b10 = self.hdr_q.val().get_bits::<8>(56);
        self.er_s.next.b11 = self.hdr_q.val().get_bits::<8>(48);
        self.er_s.next.b12 = self.hdr_q.val().get_bits::<8>(40);
        self.er_s.next.b13 = self.hdr_q.val().get_bits::<8>(32);
        self.er_s.next.b14 = self.hdr_q.val().get_bits::<8>(24);
        self.er_s.next.b15 = self.hdr_q.val().get_bits::<8>(16);
        self.er_s.next.b16 = self.hdr_q.val().get_bits::<8>(8);
        self.er_s.next.b17 = self.hdr_q.val().get_bits::<8>(0);
        self.er.next = self.er_s.val().into();
        self.l3r_s.next.b0 = self.l3.val().get_bits::<8>(312);
        self.l3r_s.next.b1 = self.l3.val().get_bits::<8>(304);
        self.l3r_s.next.b2 = self.l3.val().get_bits::<8>(296);
        self.l3r_s.next.b3 = self.l3.val().get_bits::<8>(288);
        self.l3r_s.next.b4 = self.l3.val().get_bits::<8>(280);
        self.l3r_s.next.b5 = self.l3.val().get_bits::<8>(272);
        self.l3r_s.next.b6 = self.l3.val().get_bits::<8>(264);
        self.l3r_s.next.b7 = self.l3.val().get_bits::<8>(256);
        self.l3r_s.next.b8 = self.l3.val().get_bits::<8>(248);
        self.l3r_s.next.b9 = self.l3.val().get_bits::<8>(240);
        self.l3r_s.next.b10 = self.l3.val().get_bits::<8>(232);
        self.l3r_s.next.b11 = self.l3.val().get_bits::<8>(224);
        self.l3r_s.next.b12 = self.l3.val().get_bits::<8>(216);
        self.l3r_s.next.b13 = self.l3.val().get_bits::<8>(208);
        self.l3r_s.next.b14 = self.l3.val().get_bits::<8>(200);
        self.l3r_s.next.b15 = self.l3.val().get_bits::<8>(192);
        self.l3r_s.next.b16 = self.l3.val().get_bits::<8>(184);
        self.l3r_s.next.b17 = self.l3.val().get_bits::<8>(176);
        self.l3r_s.next.b18 = self.l3.val().get_bits::<8>(168);
        self.l3r_s.next.b19 = self.l3.val().get_bits::<8>(160);
        self.l3r_s.next.b20 = self.l3.val().get_bits::<8>(152);
        self.l3r_s.next.b21 = self.l3.val().get_bits::<8>(144);
        self.l3r_s.next.b22 = self.l3.val().get_bits::<8>(136);
        self.l3r_s.next.b23 = self.l3.val().get_bits::<8>(128);
        self.l3r_s.next.b24 = self.l3.val().get_bits::<8>(120);
        self.l3r_s.next.b25 = self.l3.val().get_bits::<8>(112);
        self.l3r_s.next.b26 = self.l3.val().get_bits::<8>(104);
        self.l3r_s.next.b27 = self.l3.val().get_bits::<8>(96);
        self.l3r_s.next.b28 = self.l3.val().get_bits::<8>(88);
        self.l3r_s.next.b29 = self.l3.val().get_bits::<8>(80);
        self.l3r_s.next.b30 = self.l3.val().get_bits::<8>(72);
        self.l3r_s.next.b31 = self.l3.val().get_bits::<8>(64);
        self.l3r_s.next.b32 = self.l3.val().get_bits::<8>(56);
        self.l3r_s.next.b33 = self.l3.val().get_bits::<8>(48);
        self.l3r_s.next.b34 = self.l3.val().get_bits::<8>(40);
        self.l3r_s.next.b35 = self.l3.val().get_bits::<8>(32);
        self.l3r_s.next.b36 = self.l3.val().get_bits::<8>(24);
        self.l3r_s.next.b37 = self.l3.val().get_bits::<8>(16);
        self.l3r_s.next.b38 = self.l3.val().get_bits::<8>(8);
        self.l3r_s.next.b39 = self.l3.val().get_bits::<8>(0);
        self.l3r.next = self.l3r_s.val().into();
        self.ur_s.next.b0 = self.u.val().get_bits::<8>(376);
        self.ur_s.next.b1 = self.u.val().get_bits::<8>(368);
        self.ur_s.next.b2 = self.u.val().get_bits::<8>(360);
        self.ur_s.next.b3 = self.u.val().get_bits::<8>(352);
        self.ur_s.next.b4 = self.u.val().get_bits::<8>(344);
        self.ur_s.next.b5 = self.u.val().get_bits::<8>(336);
        self.ur_s.next.b6 = self.u.val().get_bits::<8>(328);
        self.ur_s.next.b7 = self.u.val().get_bits::<8>(320);
        self.ur_s.next.b8 = self.u.val().get_bits::<8>(312);
        self.ur_s.next.b9 = self.u.val().get_bits::<8>(304);
        self.ur_s.next.b10 = self.u.val().get_bits::<8>(296);
        self.ur_s.next.b11 = self.u.val().get_bits::<8>(288);
        self.ur_s.next.b12 = self.u.val().get_bits::<8>(280);
        self.ur_s.next.b13 = self.u.val().get_bits::<8>(272);
        self.ur_s.next.b14 = self.u.val().get_bits::<8>(264);
        self.ur_s.next.b15 = self.u.val().get_bits::<8>(256);
        self.ur_s.next.b16 = self.u.val().get_bits::<8>(248);
        self.ur_s.next.b17 = self.u.val().get_bits::<8>(240);
        self.ur_s.next.b18 = self.u.val().get_bits::<8>(232);
        self.ur_s.next.b19 = self.u.val().get_bits::<8>(224);
        self.ur_s.next.b20 = self.u.val().get_bits::<8>(216);
        self.ur_s.next.b21 = self.u.val().get_bits::<8>(208);
        self.ur_s.next.b22 = self.u.val().get_bits::<8>(200);
        self.ur_s.next.b23 = self.u.val().get_bits::<8>(192);
        self.ur_s.next.b24 = self.u.val().get_bits::<8>(184);
        self.ur_s.next.b25 = self.u.val().get_bits::<8>(176);
        self.ur_s.next.b26 = self.u.val().get_bits::<8>(168);
        self.ur_s.next.b27 = self.u.val().get_bits::<8>(160);
        self.ur_s.next.b28 = self.u.val().get_bits::<8>(152);
        self.ur_s.next.b29 = self.u.val().get_bits::<8>(144);
        self.ur_s.next.b30 = self.u.val().get_bits::<8>(136);
        self.ur_s.next.b31 = self.u.val().get_bits::<8>(128);
        self.ur_s.next.b32 = self.u.val().get_bits::<8>(120);
        self.ur_s.next.b33 = self.u.val().get_bits::<8>(112);
        self.ur_s.next.b34 = self.u.val().get_bits::<8>(104);
        self.ur_s.next.b35 = self.u.val().get_bits::<8>(96);
        self.ur_s.next.b36 = self.u.val().get_bits::<8>(88);
        self.ur_s.next.b37 = self.u.val().get_bits::<8>(80);
        self.ur_s.next.b38 = self.u.val().get_bits::<8>(72);
        self.ur_s.next.b39 = self.u.val().get_bits::<8>(64);
        self.ur_s.next.b40 = self.u.val().get_bits::<8>(56);
        self.ur_s.next.b41 = self.u.val().get_bits::<8>(48);
        self.ur_s.next.b42 = self.u.val().get_bits::<8>(40);
        self.ur_s.next.b43 = self.u.val().get_bits::<8>(32);
        self.ur_s.next.b44 = self.u.val().get_bits::<8>(24);
        self.ur_s.next.b45 = self.u.val().get_bits::<8>(16);
        self.ur_s.next.b46 = self.u.val().get_bits::<8>(8);
        self.ur_s.next.b47 = self.u.val().get_bits::<8>(0);
        self.ur.next = self.ur_s.val().into();
        self.unused_hdr_bits.next = self.er.val().get_bits::<16>(32).any()
            | self.er.val().get_bits::<16>(0).any()
            | self.ur.val().get_bits::<6>(280).any()
            | self.ur.val().get_bits::<7>(248).any()
            | self.hdr_q.val().get_bits::<176>(848).any();
        self.s1_valid.d.next = self.in_valid.val();
        self.s1_meta.d.next.verdict = 0.into();
        self.s1_meta.d.next.payload_len = 0.into();
        self.s1_meta.d.next.rx_time = self.head.val().time;
        self.s1_meta.d.next.cnp_only = false;
        self.s1_meta.d.next.dst_mac = self.er.val().get_bits::<48>(96);
        self.s1_meta.d.next.src_mac = self.er.val().get_bits::<48>(48);
        self.s1_meta.d.next.vlan = self.head.val().vlan;
        self.s1_meta.d.next.pcp = self.er.val().get_bits::<3>(29);
        self.s1_meta.d.next.dei = self.er.val().get_bit(28);
        self.s1_meta.d.next.vid = self.er.val().get_bits::<12>(16);
        self.s1_meta.d.next.ipv6 = self.head.val().v6;
        // IPv4: TOS byte at 1, addresses at 12 and 16; IPv6: traffic class across bytes 0-1,
        // addresses at 8 and 24.
        self.s1_meta.d.next.dscp = self.l3r.val().get_bits::<6>(306);
        self.s1_meta.d.next.ecn = self.l3r.val().get_bits::<2>(304);
        self.s1_meta.d.next.src_ip = bit_cast::<128, 32>(self.l3r.val().get_bits::<32>(192));
        self.s1_meta.d.next.dst_ip = bit_cast::<128, 32>(self.l3r.val().get_bits::<32>(160));
        if self.head.val().v6 {
            self.s1_meta.d.next.dscp = self.l3r.val().get_bits::<6>(310);
            self.s1_meta.d.next.ecn = self.l3r.val().get_bits::<2>(308);
            self.s1_meta.d.next.src_ip = self.l3r.val().get_bits::<128>(128);
            self.s1_meta.d.next.dst_ip = self.l3r.val().get_bits::<128>(0);
        }
        // UDP at 0, BTH at 8, extension headers at 20 of the 48-byte window.
        self.s1_meta.d.next.udp_src = self.ur.val().get_bits::<16>(368);
        self.s1_meta.d.next.udp_csum = self.ur.val().get_bits::<16>(320);
        self.s1_meta.d.next.opcode = self.ur.val().get_bits::<8>(312);
        self.s1_meta.d.next.solicited = self.ur.val().get_bit(311);
        self.s1_meta.d.next.migreq = self.ur.val().get_bit(310);
        self.s1_meta.d.next.pad_cnt = self.ur.val().get_bits::<2>(308);
        self.s1_meta.d.next.tver = self.ur.val().get_bits::<4>(304);
        self.s1_meta.d.next.pkey = self.ur.val().get_bits::<16>(288);
        self.s1_meta.d.next.fecn = self.ur.val().get_bit(287);
        self.s1_meta.d.next.becn = self.ur.val().get_bit(286);
        self.s1_meta.d.next.dest_qp = self.ur.val().get_bits::<24>(256);
        self.s1_meta.d.next.ack_req = self.ur.val().get_bit(255);
        self.s1_meta.d.next.psn = self.ur.val().get_bits::<24>(224);
        self.s1_meta.d.next.ext_flags = 0.into();
        self.s1_meta.d.next.qkey = self.ur.val().get_bits::<32>(192);
        self.s1_meta.d.next.src_qp = self.ur.val().get_bits::<24>(160);
        self.s1_meta.d.next.va = self.ur.val().get_bits::<64>(160);
        self.s1_meta.d.next.rkey = self.ur.val().get_bits::<32>(128);
        self.s1_meta.d.next.dma_len = self.ur.val().get_bits::<32>(96);
        self.s1_meta.d.next.swap_add = self.ur.val().get_bits::<64>(64);
        self.s1_meta.d.next.compare = self.ur.val().get_bits::<64>(0);
        self.s1_meta.d.next.syndrome = self.ur.val().get_bits::<8>(216);
        self.s1_meta.d.next.msn = self.ur.val().get_bits::<24>(192);
        self.s1_meta.d.next.atomic_orig = self.ur.val().get_bits::<64>(128);
        self.s1_meta.d.next.immdt = 0.into();
        self.s1_meta.d.next.ieth_rkey = self.ur.val().get_bits::<32>(192);
        self.s1.d.next.vlan = self.head.val().vlan;
        self.s1.d.next.v4 = self.head.val().v4;
        self.s1.d.next.v6 = self.head.val().v6;
        self.s1.d.next.user = self.head.val().user;
        // Frame length - 1 = (beats - 1) * 64 + highest kept lane (tkeep is contiguous from 0).
        self.kedge.next = self.keep.val() & !(self.keep.val() >> 1);
        self.hk.next = 0.into();
        for b in 0..6 {
            self.hk.next = self.hk.val().replace_bit(b, (self.kedge.val() & self.hmask[b].val()).any());
        }
        self.nbm1.next = self.head.val().nbm1;
        self.s1.d.next.ovf = self.nbm1.val() >= 160;
        self.s1.d.next.nb9 = bit_cast::<9, 16>(self.nbm1.val()) + 1;
        if self.nbm1.val() >= 160 {
            self.s1.d.next.nb9 = 160.into();
        }
        self.s1.d.next.f = (self.nbm1.val() << 6) | bit_cast::<16, 6>(self.hk.val());
        self.tot.next = self.l3r.val().get_bits::<16>(288);
        self.plen6.next = self.l3r.val().get_bits::<16>(272);
        self.s1.d.next.len16 = self.tot.val();
        self.s1.d.next.ippay = self.tot.val() - 20;
        self.s1.d.next.ver_bad = self.l3r.val().get_bits::<4>(316) != 4;
        self.s1.d.next.ihl_bad = self.l3r.val().get_bits::<4>(312) != 5;
        self.s1.d.next.tot_lt20 = self.tot.val() < 20;
        self.s1.d.next.pay_lt8 = self.tot.val() < 28;
        self.s1.d.next.not_udp = (self.l3r.val().get_bits::<8>(240) != 17) | self.l3r.val().get_bits::<14>(256).any();
        if self.head.val().v6 {
            self.s1.d.next.len16 = self.plen6.val();
            self.s1.d.next.ippay = self.plen6.val();
            self.s1.d.next.ver_bad = self.l3r.val().get_bits::<4>(316) != 6;
            self.s1.d.next.ihl_bad = false;
            self.s1.d.next.tot_lt20 = false;
            self.s1.d.next.pay_lt8 = self.plen6.val() < 8;
            self.s1.d.next.not_udp = self.l3r.val().get_bits::<8>(264) != 17;
        }
        self.s1.d.next.port_bad = self.ur.val().get_bits::<16>(352) != 4791;
        self.s1.d.next.udplen = self.ur.val().get_bits::<16>(336);
        // IPv4 header checksum, first level: five pair sums of the ten 16-bit words.
        self.s1.d.next.p0 = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(0))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(16));
        self.s1.d.next.p1 = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(32))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(48));
        self.s1.d.next.p2 = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(64))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(80));
        self.s1.d.next.p3 = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(96))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(112));
        self.s1.d.next.p4 = bit_cast::<17, 16>(self.l3.val().get_bits::<16>(128))
            + bit_cast::<17, 16>(self.l3.val().get_bits::<16>(144));

        self.valid.next = self.s1_valid.q.val();
        self.meta.next = self.s1_meta.q.val();
        self.facts.next = self.s1.q.val();
        if self.reset.val() {
            self.s1_valid.d.next = false;
        }
    }
}

/// 18 bytes, byte 0 at bit 0 (a byte-reversed header window).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Bytes18 {
    b0: Bits<8>,
    b1: Bits<8>,
    b2: Bits<8>,
    b3: Bits<8>,
    b4: Bits<8>,
    b5: Bits<8>,
    b6: Bits<8>,
    b7: Bits<8>,
    b8: Bits<8>,
    b9: Bits<8>,
    b10: Bits<8>,
    b11: Bits<8>,
    b12: Bits<8>,
    b13: Bits<8>,
    b14: Bits<8>,
    b15: Bits<8>,
    b16: Bits<8>,
    b17: Bits<8>,
}

/// 40 bytes, byte 0 at bit 0 (a byte-reversed header window).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Bytes40 {
    b0: Bits<8>,
    b1: Bits<8>,
    b2: Bits<8>,
    b3: Bits<8>,
    b4: Bits<8>,
    b5: Bits<8>,
    b6: Bits<8>,
    b7: Bits<8>,
    b8: Bits<8>,
    b9: Bits<8>,
    b10: Bits<8>,
    b11: Bits<8>,
    b12: Bits<8>,
    b13: Bits<8>,
    b14: Bits<8>,
    b15: Bits<8>,
    b16: Bits<8>,
    b17: Bits<8>,
    b18: Bits<8>,
    b19: Bits<8>,
    b20: Bits<8>,
    b21: Bits<8>,
    b22: Bits<8>,
    b23: Bits<8>,
    b24: Bits<8>,
    b25: Bits<8>,
    b26: Bits<8>,
    b27: Bits<8>,
    b28: Bits<8>,
    b29: Bits<8>,
    b30: Bits<8>,
    b31: Bits<8>,
    b32: Bits<8>,
    b33: Bits<8>,
    b34: Bits<8>,
    b35: Bits<8>,
    b36: Bits<8>,
    b37: Bits<8>,
    b38: Bits<8>,
    b39: Bits<8>,
}

/// 48 bytes, byte 0 at bit 0 (a byte-reversed header window).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
struct Bytes48 {
    b0: Bits<8>,
    b1: Bits<8>,
    b2: Bits<8>,
    b3: Bits<8>,
    b4: Bits<8>,
    b5: Bits<8>,
    b6: Bits<8>,
    b7: Bits<8>,
    b8: Bits<8>,
    b9: Bits<8>,
    b10: Bits<8>,
    b11: Bits<8>,
    b12: Bits<8>,
    b13: Bits<8>,
    b14: Bits<8>,
    b15: Bits<8>,
    b16: Bits<8>,
    b17: Bits<8>,
    b18: Bits<8>,
    b19: Bits<8>,
    b20: Bits<8>,
    b21: Bits<8>,
    b22: Bits<8>,
    b23: Bits<8>,
    b24: Bits<8>,
    b25: Bits<8>,
    b26: Bits<8>,
    b27: Bits<8>,
    b28: Bits<8>,
    b29: Bits<8>,
    b30: Bits<8>,
    b31: Bits<8>,
    b32: Bits<8>,
    b33: Bits<8>,
    b34: Bits<8>,
    b35: Bits<8>,
    b36: Bits<8>,
    b37: Bits<8>,
    b38: Bits<8>,
    b39: Bits<8>,
    b40: Bits<8>,
    b41: Bits<8>,
    b42: Bits<8>,
    b43: Bits<8>,
    b44: Bits<8>,
    b45: Bits<8>,
    b46: Bits<8>,
    b47: Bits<8>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exports and lints clean (the differential test against golden is `tests/rtl_rx_header.rs`).
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_rx_field_extract", RxFieldExtract::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn head_model_classes_and_lengths() {
        let mut f = vec![0u8; 130];
        f[12] = 0x81;
        f[16] = 0x86;
        f[17] = 0xDD;
        f[127] = 0xAB;
        let h = RxFrameHead::of_frame(&f, true, 7);
        assert!(h.vlan && h.v6 && !h.v4 && h.user);
        assert_eq!(h.nbm1.to_u64(), 2);
        assert_eq!(h.keep.to_u64(), 0b11);
        assert_eq!(h.hdr.get_bits::<8>(8 * 127).to_u64(), 0xAB);
        assert_eq!(h.time.to_u64(), 7);
        let h = RxFrameHead::of_frame(&[0u8; 64], false, 0);
        assert_eq!((h.nbm1.to_u64(), h.keep.to_u64()), (0, u64::MAX));
        assert!(!h.vlan && !h.v4 && !h.v6);
    }
}
