//! Property test: random verbs sequences on several RC QP pairs, both directions, over a wire
//! with seeded random drops, duplicates and reorders. Every work request must complete exactly
//! once, successfully and in order; final memory must equal a plain sequential reference of
//! what the verbs do; READ results and atomic original values must match the reference at
//! their point in the sequence; no request may be executed twice.

mod transport_common;
use golden::endpoint::RcParams;
use golden::verbs::*;
use proptest::prelude::*;
use transport_common::*;

#[derive(Clone, Debug)]
enum Op {
    Send { len: u32, imm: Option<u32> },
    Write { off: u32, len: u32, imm: Option<u32> },
    Read { off: u32, len: u32 },
    FetchAdd { slot: u32, add: u64 },
    CmpSwap { slot: u32, hit: bool, swap: u64 },
}

const REGION: u64 = 0x4_0000; // remote target area per direction (256 KiB)
const ATOMIC_AREA: u64 = 0x3_F000; // atomics live at the end of it
const MAX_LEN: u32 = 9000;

fn arb_op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..=MAX_LEN, proptest::option::of(any::<u32>())).prop_map(|(len, imm)| Op::Send { len, imm }),
        3 => (0..0x3_0000u32, 0..=MAX_LEN, proptest::option::weighted(0.2, any::<u32>()))
            .prop_map(|(off, len, imm)| Op::Write { off, len, imm }),
        2 => (0..0x3_0000u32, 0..=MAX_LEN).prop_map(|(off, len)| Op::Read { off, len }),
        1 => (0..8u32, any::<u64>()).prop_map(|(slot, add)| Op::FetchAdd { slot, add }),
        1 => (0..8u32, any::<bool>(), any::<u64>()).prop_map(|(slot, hit, swap)| Op::CmpSwap { slot, hit, swap }),
    ]
}

fn remote_base(pair: usize, dir: usize) -> u64 {
    0x100_0000 + ((pair * 2 + dir) as u64) * 0x10_0000
}
fn local_base(pair: usize, dir: usize) -> u64 {
    0x1000_0000 + ((pair * 2 + dir) as u64) * 0x100_0000
}
fn recv_base(pair: usize, dir: usize) -> u64 {
    0x2000_0000 + ((pair * 2 + dir) as u64) * 0x100_0000
}
const SLOT: u64 = 0x4000; // per-WR local buffer stride

fn is_recv(c: &Completion) -> bool {
    matches!(c.opcode, WcOpcode::Recv | WcOpcode::RecvRdmaWithImm)
}

struct Expect {
    remote: Vec<u8>,
    reads: Vec<(u64, Vec<u8>)>, // (local addr, expected bytes)
    recvs: Vec<(u32, Option<u32>, WcOpcode, Option<Vec<u8>>)>, // byte_len, imm, opcode, data
}

fn run_case(
    n_pairs: usize,
    ops: Vec<Vec<Op>>,
    seed: u64,
    drop_pm: u32,
    dup_pm: u32,
    delay_pm: u32,
    mtu: Mtu,
    max_rd: u8,
    psn0: u32,
) -> Result<(), TestCaseError> {
    let mut p = Pair::new();
    p.pattern = seeded(seed, drop_pm, dup_pm, delay_pm);
    let (pda, ka, cqa) = setup_mem(&mut p.a, 0, 1 << 40);
    let (pdb, kb, cqb) = setup_mem(&mut p.b, 0, 1 << 40);
    let params = RcParams { mtu, timeout: 8, retry_cnt: 7, max_rd_atomic: max_rd, psn_ab: psn0, psn_ba: psn0 ^ 0x80_0000, ..Default::default() };
    let mut qps = Vec::new();
    for _ in 0..n_pairs {
        let qa = p.a.create_qp(qp_init(QpType::Rc, pda, cqa)).unwrap();
        let qb = p.b.create_qp(qp_init(QpType::Rc, pdb, cqb)).unwrap();
        golden::endpoint::connect_rc(&mut p.a, qa, &mut p.b, qb, &params).unwrap();
        qps.push((qa, qb));
    }
    let mut expects: Vec<Expect> = Vec::new();
    // ops[k*2 + dir]: dir 0 = A requester, B responder.
    for (idx, list) in ops.iter().enumerate() {
        let (pair, dir) = (idx / 2, idx % 2);
        if pair >= n_pairs {
            break;
        }
        let (qs, qr) = if dir == 0 { (qps[pair].0, qps[pair].1) } else { (qps[pair].1, qps[pair].0) };
        let (ks, kr) = if dir == 0 { (ka, kb) } else { (kb, ka) };
        let rbase = remote_base(pair, dir);
        let init = pattern_bytes(seed ^ (idx as u64 + 1) * 7919, REGION as usize);
        let mut exp = Expect { remote: init.clone(), reads: Vec::new(), recvs: Vec::new() };
        {
            let (snd, rcv) = if dir == 0 { (&mut p.a, &mut p.b) } else { (&mut p.b, &mut p.a) };
            rcv.mem_mut().write(rbase, &init).unwrap();
            let mut nrecv = 0u64;
            let mut read_ranges: Vec<(usize, usize)> = Vec::new();
            for (i, op) in list.iter().enumerate() {
                let mut fence = false;
                let lbuf = local_base(pair, dir) + i as u64 * SLOT;
                let src = pattern_bytes(seed.wrapping_mul(31).wrapping_add((idx * 1000 + i) as u64), MAX_LEN as usize);
                snd.mem_mut().write(lbuf, &src).unwrap();
                let w = |o| wr(i as u64, o, sge(lbuf, 0, ks));
                let mut wrq = match op {
                    Op::Send { len, imm } => {
                        let rb = recv_base(pair, dir) + nrecv * SLOT;
                        rcv.post_recv(qr, RecvWr { wr_id: nrecv, sges: sge(rb, MAX_LEN, kr) }).unwrap();
                        nrecv += 1;
                        exp.recvs.push((*len, *imm, WcOpcode::Recv, Some(src[..*len as usize].to_vec())));
                        let mut x = w(match imm { Some(v) => SendOp::SendWithImm { imm: *v }, None => SendOp::Send });
                        x.sges[0].length = *len;
                        x
                    }
                    Op::Write { off, len, imm } => {
                        let o = *off as usize;
                        // A retried READ re-reads memory (IBTA): a later WRITE into the range
                        // of an earlier READ needs the fence, as on real hardware.
                        fence = read_ranges.iter().any(|&(a, b)| o < b && a < o + *len as usize);
                        exp.remote[o..o + *len as usize].copy_from_slice(&src[..*len as usize]);
                        let ra = rbase + *off as u64;
                        let op = match imm {
                            Some(v) => {
                                let rb = recv_base(pair, dir) + nrecv * SLOT;
                                rcv.post_recv(qr, RecvWr { wr_id: nrecv, sges: sge(rb, 16, kr) }).unwrap();
                                nrecv += 1;
                                exp.recvs.push((*len, Some(*v), WcOpcode::RecvRdmaWithImm, None));
                                SendOp::WriteWithImm { remote_addr: ra, rkey: kr, imm: *v }
                            }
                            None => SendOp::Write { remote_addr: ra, rkey: kr },
                        };
                        let mut x = w(op);
                        x.sges[0].length = *len;
                        x
                    }
                    Op::Read { off, len } => {
                        let o = *off as usize;
                        read_ranges.push((o, o + *len as usize));
                        exp.reads.push((lbuf, exp.remote[o..o + *len as usize].to_vec()));
                        let mut x = w(SendOp::Read { remote_addr: rbase + *off as u64, rkey: kr });
                        x.sges[0].length = *len;
                        x
                    }
                    Op::FetchAdd { slot, add } => {
                        let o = (ATOMIC_AREA + *slot as u64 * 8) as usize;
                        let orig = u64::from_le_bytes(exp.remote[o..o + 8].try_into().unwrap());
                        exp.remote[o..o + 8].copy_from_slice(&orig.wrapping_add(*add).to_le_bytes());
                        exp.reads.push((lbuf, orig.to_le_bytes().to_vec()));
                        let mut x = w(SendOp::FetchAdd { remote_addr: rbase + o as u64, rkey: kr, add: *add });
                        x.sges[0].length = 8;
                        x
                    }
                    Op::CmpSwap { slot, hit, swap } => {
                        let o = (ATOMIC_AREA + *slot as u64 * 8) as usize;
                        let orig = u64::from_le_bytes(exp.remote[o..o + 8].try_into().unwrap());
                        let compare = if *hit { orig } else { orig ^ 1 };
                        if *hit {
                            exp.remote[o..o + 8].copy_from_slice(&swap.to_le_bytes());
                        }
                        exp.reads.push((lbuf, orig.to_le_bytes().to_vec()));
                        let mut x = w(SendOp::CompareSwap { remote_addr: rbase + o as u64, rkey: kr, compare, swap: *swap });
                        x.sges[0].length = 8;
                        x
                    }
                };
                wrq.signaled = true;
                wrq.fence = fence;
                // Read/atomic destinations: a separate area of the slot so gather sources stay intact.
                if matches!(op, Op::Read { .. } | Op::FetchAdd { .. } | Op::CmpSwap { .. }) {
                    wrq.sges[0].addr = lbuf + 0x2800 - if matches!(op, Op::Read { .. }) { 0x2800 } else { 0 };
                    if let Some(e) = exp.reads.last_mut() {
                        e.0 = wrq.sges[0].addr;
                    }
                }
                snd.post_send(qs, wrq).unwrap();
            }
        }
        expects.push(exp);
    }
    let idle = p.run(120_000_000_000);
    prop_assert!(idle, "did not go idle by t={}", p.now);
    let ca = p.a.poll_cq(cqa, 1 << 20);
    let cb = p.b.poll_cq(cqb, 1 << 20);
    for (idx, exp) in expects.iter().enumerate() {
        let (pair, dir) = (idx / 2, idx % 2);
        let (qs, qr) = if dir == 0 { (qps[pair].0, qps[pair].1) } else { (qps[pair].1, qps[pair].0) };
        let (scq, rcq) = if dir == 0 { (&ca, &cb) } else { (&cb, &ca) };
        let (snd, rcv) = if dir == 0 { (&p.a, &p.b) } else { (&p.b, &p.a) };
        // Sender completions: exactly once each, in order, successful.
        let mine: Vec<&Completion> = scq.iter().filter(|c| c.qpn == qs && !is_recv(c)).collect();
        let ids: Vec<u64> = mine.iter().map(|c| c.wr_id).collect();
        let want: Vec<u64> = (0..ops[idx].len() as u64).collect();
        prop_assert_eq!(&ids, &want, "sender completions of QP {:#x}", qs);
        for c in &mine {
            prop_assert_eq!(c.status, WcStatus::Success, "{:?}", c);
        }
        // Receiver completions in order.
        let recvs: Vec<&Completion> = rcq.iter().filter(|c| c.qpn == qr && is_recv(c)).collect();
        prop_assert_eq!(recvs.len(), exp.recvs.len());
        for (i, (c, e)) in recvs.iter().zip(&exp.recvs).enumerate() {
            prop_assert_eq!(c.wr_id, i as u64);
            prop_assert_eq!(c.status, WcStatus::Success);
            prop_assert_eq!((c.byte_len, c.imm, c.opcode), (e.0, e.1, e.2));
            if let Some(d) = &e.3 {
                let got = rcv.mem().read_vec(recv_base(pair, dir) + i as u64 * SLOT, d.len()).unwrap();
                prop_assert!(got == *d, "receive buffer {} differs", i);
            }
        }
        for (addr, bytes) in &exp.reads {
            let got = snd.mem().read_vec(*addr, bytes.len()).unwrap();
            prop_assert!(got == *bytes, "READ/atomic result at {:#x} differs", addr);
        }
        let got = rcv.mem().read_vec(remote_base(pair, dir), REGION as usize).unwrap();
        prop_assert!(got == exp.remote, "final remote memory of direction {} differs", idx);
    }
    for ep in [&p.a, &p.b] {
        prop_assert_eq!(ep.counters().duplicate_executions, 0);
        prop_assert_eq!(ep.emit_errors(), 0);
        prop_assert!(ep.is_idle());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
    #[test]
    fn random_verbs_over_lossy_wire(
        n_pairs in 1usize..=3,
        ops in proptest::collection::vec(proptest::collection::vec(arb_op(), 0..12), 6),
        seed in any::<u64>(),
        drop_pm in 0u32..60,
        dup_pm in 0u32..60,
        delay_pm in 0u32..120,
        mtu in prop_oneof![Just(Mtu::Mtu256), Just(Mtu::Mtu1024), Just(Mtu::Mtu4096)],
        max_rd in 1u8..=4,
        psn0 in prop_oneof![Just(0xFF_FFF0u32), 0u32..=0xFF_FFFF],
    ) {
        run_case(n_pairs, ops, seed, drop_pm, dup_pm, delay_pm, mtu, max_rd, psn0)?;
    }
}
