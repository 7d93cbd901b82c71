//! TX arbiter (issue 16): the responder's answers and the requester's requests into one TX
//! builder. Each side offers a packet as a header record ([TxMeta]) and, for a record with
//! payload, the DMA read of its payload (a request on the side's `*_rd_*` signals; the two may be
//! offered in either order or together, each is taken once). Side B (the requester, whose packet
//! may gather its bytes from several SGEs) may read a packet's payload in several pieces, in
//! order, the last flagged `b_rd_last`; side A's is always one read. The arbiter passes one side's
//! packet at a time, record and read requests all, to the builder and to one DMA read client;
//! `rd_last` tells the [`crate::gather_packer::GatherPacker`] after the client where a packet's
//! pieces end.
//!
//! - **Why the reads go through here.** The builder pairs records with payload streams in order,
//!   and a DMA client returns data in request order. With one read client per side and the
//!   payloads merged after the DMA engine, a side whose read came back first but whose record
//!   waits behind the other side's would block the other's data: a deadlock. Passing every
//!   packet's read request in the order of its record makes the payload stream of the one
//!   read client the builder's payload stream, in record order, with nothing to buffer.
//! - **Policy: packet by packet, round robin.** When both sides offer a packet, the side not
//!   served last goes; a side alone goes at once. The side that goes has the arbiter until its
//!   record and (with payload) its read request are both taken. So under load answers and
//!   requests each get every other packet: neither starves, an ACK waits behind at most one
//!   request packet (at most one MTU of link time, 0.33 us at 100 Gb/s for 4 KB), and a long
//!   READ response or a stream of WRITEs does not hold up the other side. (IBTA leaves the order
//!   between a QP's requester and responder streams free; rxe runs them as separate tasks.)
//! - **Contract** for each side: a packet's record says whether it has payload
//!   (`payload_len`); it offers the read requests of a packet only for a record with payload,
//!   and the record and read requests of its next packet only once all of this one's are taken
//!   (both [`crate::resp_tx::RespTx`] and [`crate::req_engine::ReqEngine`] do).
//! - The IPv4 identification of every frame the NIC sends is numbered here (golden numbers every
//!   frame of an endpoint from 1, answers and requests alike): the record's `ip_ident` is
//!   replaced with the count of records passed, plus one.
//!
//! Records and read requests pass combinationally (the builder's record input is a skid
//! register; the DMA engine registers its client requests).
use crate::tx_header::TxMeta;
use rust_hdl::prelude::*;

/// Two packet sources into one TX builder and one DMA read client.
#[derive(LogicBlock, Default)]
pub struct TxArbiter {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset.
    pub reset: Signal<In, Bit>,
    /// Side A's record (the responder's answers).
    pub a_meta: Signal<In, TxMeta>,
    /// Side A offers its record.
    pub a_valid: Signal<In, Bit>,
    /// Side A's record is taken.
    pub a_ready: Signal<Out, Bit>,
    /// Side A offers its packet's payload read.
    pub a_rd_valid: Signal<In, Bit>,
    /// Side A's read is taken.
    pub a_rd_ready: Signal<Out, Bit>,
    /// Side A's read: host address.
    pub a_rd_addr: Signal<In, Bits<64>>,
    /// Side A's read: bytes.
    pub a_rd_len: Signal<In, Bits<17>>,
    /// Side B's record (the requester's requests).
    pub b_meta: Signal<In, TxMeta>,
    /// Side B offers its record.
    pub b_valid: Signal<In, Bit>,
    /// Side B's record is taken.
    pub b_ready: Signal<Out, Bit>,
    /// Side B offers its packet's payload read.
    pub b_rd_valid: Signal<In, Bit>,
    /// Side B's read is taken.
    pub b_rd_ready: Signal<Out, Bit>,
    /// Side B's read: host address.
    pub b_rd_addr: Signal<In, Bits<64>>,
    /// Side B's read: bytes.
    pub b_rd_len: Signal<In, Bits<17>>,
    /// Side B's read is its packet's last piece.
    pub b_rd_last: Signal<In, Bit>,
    /// The record to the TX builder (`ip_ident` numbered here).
    pub meta: Signal<Out, TxMeta>,
    /// A record is offered to the builder.
    pub meta_valid: Signal<Out, Bit>,
    /// The builder takes it.
    pub meta_ready: Signal<In, Bit>,
    /// A payload read to the DMA client.
    pub rd_valid: Signal<Out, Bit>,
    /// The DMA client takes it.
    pub rd_ready: Signal<In, Bit>,
    /// The read's host address.
    pub rd_addr: Signal<Out, Bits<64>>,
    /// The read's bytes.
    pub rd_len: Signal<Out, Bits<17>>,
    /// The read is its packet's last piece.
    pub rd_last: Signal<Out, Bit>,
    /// A packet is under way (its side holds the arbiter).
    busy: DFF<Bit>,
    /// The side under way, or last served, is B.
    cur_b: DFF<Bit>,
    /// The packet under way has its record taken.
    got_meta: DFF<Bit>,
    /// The packet under way has its (last) read taken.
    got_rd: DFF<Bit>,
    /// The packet under way has payload (from its record, once taken).
    need_rd: DFF<Bit>,
    /// Records passed.
    ident: DFF<Bits<16>>,
    /// The identification of the record offered.
    id1: Signal<Local, Bits<16>>,
    /// A offers something.
    a_any: Signal<Local, Bit>,
    /// B offers something.
    b_any: Signal<Local, Bit>,
    /// The side passed this cycle is B.
    pick_b: Signal<Local, Bit>,
    /// The record passed is taken this cycle.
    take_meta: Signal<Local, Bit>,
    /// The read passed is taken this cycle.
    take_rd: Signal<Local, Bit>,
    /// The packet's last read is taken this cycle.
    take_last: Signal<Local, Bit>,
    /// The packet passed has payload (its record's length, or the registered flag once taken).
    has_pay: Signal<Local, Bit>,
    /// Record done (before or now).
    meta_ok: Signal<Local, Bit>,
    /// Read done or not needed (before or now).
    rd_ok: Signal<Local, Bit>,
}

impl Logic for TxArbiter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, cur_b, got_meta, got_rd, need_rd, ident);
        // ---- which side: the one under way, else round robin ----
        self.a_any.next = self.a_valid.val() | self.a_rd_valid.val();
        self.b_any.next = self.b_valid.val() | self.b_rd_valid.val();
        self.pick_b.next = self.b_any.val() & (!self.a_any.val() | !self.cur_b.q.val());
        if self.busy.q.val() {
            self.pick_b.next = self.cur_b.q.val();
        }
        // ---- its record ----
        self.meta.next = self.a_meta.val();
        self.meta_valid.next = self.a_valid.val() & !self.got_meta.q.val();
        if self.pick_b.val() {
            self.meta.next = self.b_meta.val();
            self.meta_valid.next = self.b_valid.val() & !self.got_meta.q.val();
        }
        self.id1.next = self.ident.q.val() + 1;
        self.meta.next.ip_ident = bit_cast::<16, 8>(self.id1.val().get_bits::<8>(8)) | (bit_cast::<16, 8>(self.id1.val().get_bits::<8>(0)) << 8);
        self.take_meta.next = self.meta_valid.val() & self.meta_ready.val();
        self.a_ready.next = self.meta_ready.val() & !self.pick_b.val() & !self.got_meta.q.val();
        self.b_ready.next = self.meta_ready.val() & self.pick_b.val() & !self.got_meta.q.val();
        // ---- its read ----
        self.rd_addr.next = self.a_rd_addr.val();
        self.rd_len.next = self.a_rd_len.val();
        self.rd_valid.next = self.a_rd_valid.val() & !self.got_rd.q.val();
        self.rd_last.next = true;
        if self.pick_b.val() {
            self.rd_addr.next = self.b_rd_addr.val();
            self.rd_len.next = self.b_rd_len.val();
            self.rd_valid.next = self.b_rd_valid.val() & !self.got_rd.q.val();
            self.rd_last.next = self.b_rd_last.val();
        }
        self.take_rd.next = self.rd_valid.val() & self.rd_ready.val();
        self.take_last.next = self.take_rd.val() & self.rd_last.val();
        self.a_rd_ready.next = self.rd_ready.val() & !self.pick_b.val() & !self.got_rd.q.val();
        self.b_rd_ready.next = self.rd_ready.val() & self.pick_b.val() & !self.got_rd.q.val();
        // ---- the packet's progress ----
        self.has_pay.next = self.meta.val().payload_len.any();
        if self.got_meta.q.val() {
            self.has_pay.next = self.need_rd.q.val();
        }
        self.meta_ok.next = self.got_meta.q.val() | self.take_meta.val();
        self.rd_ok.next = self.got_rd.q.val() | self.take_last.val() | (self.meta_ok.val() & !self.has_pay.val());
        if self.take_meta.val() {
            self.got_meta.d.next = true;
            self.need_rd.d.next = self.meta.val().payload_len.any();
            self.ident.d.next = self.id1.val();
        }
        if self.take_last.val() {
            self.got_rd.d.next = true;
        }
        if self.take_meta.val() | self.take_rd.val() {
            self.busy.d.next = true;
            self.cur_b.d.next = self.pick_b.val();
        }
        if self.meta_ok.val() & self.rd_ok.val() {
            // The packet is through: the arbiter is free from the next cycle.
            self.busy.d.next = false;
            self.got_meta.d.next = false;
            self.got_rd.d.next = false;
        }
        if self.reset.val() {
            self.busy.d.next = false;
            self.cur_b.d.next = false;
            self.got_meta.d.next = false;
            self.got_rd.d.next = false;
            self.ident.d.next = 0.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::VecDeque;

    /// A packet a side offers: its number, and whether it has payload.
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Pkt {
        side: usize,
        n: u64,
        pay: bool,
        /// Reads of its payload (side B: 1..=3 pieces; side A: 1).
        pieces: u64,
    }

    fn meta_of(p: &Pkt) -> TxMeta {
        let mut m = TxMeta::default();
        m.psn = ((p.side as u64) << 20 | p.n).into();
        m.payload_len = (if p.pay { 64 * (p.n % 3 + 1) } else { 0 }).into();
        m.ip_ident = 0xABCD.into();
        m
    }

    /// The read address that names a packet's piece.
    fn addr_of(p: &Pkt, piece: u64) -> u64 {
        (p.side as u64) << 40 | p.n << 8 | piece
    }

    /// A side as `RespTx` and `ReqEngine` drive one: the head packet's record and read are
    /// offered (each after a random delay, either first), each taken once; the next packet
    /// starts once both are taken.
    struct Side {
        pkts: VecDeque<Pkt>,
        got_meta: bool,
        /// Pieces read.
        rd_n: u64,
    }

    /// Random packets from both sides with random offer delays and builder/DMA back-pressure:
    /// every record passes once, each side's in order; the read requests leave in the order of
    /// the records with payload, each the one of its record, none for a record without payload;
    /// one side's packet at a time; identifications 1, 2, 3, ...; when both sides offer a new
    /// packet, the side not served last goes.
    #[test]
    fn passes_packets_whole_in_order() {
        for seed in 0..8u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (p_offer, p_ready) = [(0.9, 0.9), (0.5, 0.5), (1.0, 0.3), (0.3, 1.0)][seed as usize % 4];
            let mut u = TxArbiter::default();
            u.connect_all();
            u.reset.next = true;
            rising_edge(&mut u, |u| &mut u.clock);
            u.reset.next = false;
            let n = 80u64;
            let mut sides: Vec<Side> = (0..2)
                .map(|side| Side {
                    pkts: (0..n).map(|i| Pkt { side, n: i, pay: rng.gen_bool(0.6), pieces: if side == 1 { rng.gen_range(1..=3) } else { 1 } }).collect(),
                    got_meta: false,
                    rd_n: 0,
                })
                .collect();
            let mut metas: Vec<Pkt> = Vec::new();
            let mut reads: Vec<u64> = Vec::new();
            let mut owner: Option<usize> = None;
            let mut last_b = false;
            for _cycle in 0..100_000 {
                let mut offer = [(false, false); 2];
                for (k, s) in sides.iter().enumerate() {
                    if let Some(p) = s.pkts.front() {
                        offer[k] = (!s.got_meta && rng.gen_bool(p_offer), p.pay && s.rd_n < p.pieces && rng.gen_bool(p_offer));
                    }
                }
                let fresh = |s: &Side| !s.got_meta && s.rd_n == 0;
                let both_new = offer[0] != (false, false) && offer[1] != (false, false) && fresh(&sides[0]) && fresh(&sides[1]) && owner.is_none();
                for k in 0..2 {
                    let m = sides[k].pkts.front().map(meta_of).unwrap_or_default();
                    let a = sides[k].pkts.front().map(|p| addr_of(p, sides[k].rd_n)).unwrap_or(0);
                    let last = sides[k].pkts.front().is_some_and(|p| sides[k].rd_n + 1 == p.pieces);
                    if k == 0 {
                        (u.a_meta.next, u.a_valid.next, u.a_rd_valid.next, u.a_rd_addr.next) = (m, offer[0].0, offer[0].1, a.into());
                    } else {
                        (u.b_meta.next, u.b_valid.next, u.b_rd_valid.next, u.b_rd_addr.next, u.b_rd_last.next) = (m, offer[1].0, offer[1].1, a.into(), last);
                    }
                }
                u.meta_ready.next = rng.gen_bool(p_ready);
                u.rd_ready.next = rng.gen_bool(p_ready);
                settle(&mut u);
                let tm = [offer[0].0 && u.a_ready.val(), offer[1].0 && u.b_ready.val()];
                let tr = [offer[0].1 && u.a_rd_ready.val(), offer[1].1 && u.b_rd_ready.val()];
                assert_eq!(tm[0] || tm[1], u.meta_valid.val() && u.meta_ready.val());
                assert_eq!(tr[0] || tr[1], u.rd_valid.val() && u.rd_ready.val());
                for k in 0..2 {
                    if tm[k] || tr[k] {
                        assert!(owner.is_none() || owner == Some(k), "seed {seed}: side {k} passes inside the other's packet");
                        if both_new {
                            assert_eq!(k == 1, !last_b, "round robin");
                        }
                        owner = Some(k);
                    }
                    let p = match sides[k].pkts.front() {
                        Some(p) => *p,
                        None => continue,
                    };
                    if tm[k] {
                        assert_eq!(u.meta.val().psn, meta_of(&p).psn);
                        let id = metas.len() as u64 + 1;
                        assert_eq!(u.meta.val().ip_ident.to_u64(), ((id & 0xFF) << 8) | (id >> 8 & 0xFF), "identification {id}");
                        metas.push(p);
                        sides[k].got_meta = true;
                    }
                    if tr[k] {
                        assert_eq!(u.rd_addr.val().to_u64(), addr_of(&p, sides[k].rd_n));
                        assert_eq!(u.rd_last.val(), sides[k].rd_n + 1 == p.pieces, "the last piece flagged");
                        reads.push(addr_of(&p, sides[k].rd_n));
                        sides[k].rd_n += 1;
                    }
                    if sides[k].got_meta && (sides[k].rd_n == p.pieces || !p.pay) {
                        sides[k].pkts.pop_front();
                        sides[k].got_meta = false;
                        sides[k].rd_n = 0;
                        owner = None;
                        last_b = k == 1;
                    }
                }
                rising_edge(&mut u, |u| &mut u.clock);
                if sides.iter().all(|s| s.pkts.is_empty()) {
                    break;
                }
            }
            assert_eq!(metas.len() as u64, 2 * n, "seed {seed}: every record passed");
            for side in 0..2 {
                let mine: Vec<u64> = metas.iter().filter(|p| p.side == side).map(|p| p.n).collect();
                assert_eq!(mine, (0..n).collect::<Vec<_>>(), "side {side} in order");
            }
            let want: Vec<u64> = metas.iter().filter(|p| p.pay).flat_map(|p| (0..p.pieces).map(|k| addr_of(p, k))).collect();
            assert_eq!(reads, want, "seed {seed}: reads in record order");
        }
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_tx_arbiter", TxArbiter::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
