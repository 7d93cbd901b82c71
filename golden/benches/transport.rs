//! Transport throughput: two golden endpoints wired back to back (no loss), RC WRITEs and SENDs
//! of 4 KiB at MTU 4096 and 64 B messages; reports frames handled per second (both directions,
//! ACKs included) through criterion's element throughput.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use golden::endpoint::{connect_rc, Endpoint, EndpointConfig, RcParams};
use golden::memory::AccessFlags;
use golden::node::Node;
use golden::verbs::*;
use std::net::{IpAddr, Ipv4Addr};

struct Setup {
    a: Endpoint,
    b: Endpoint,
    qa: u32,
    qb: u32,
    ka: u32,
    kb: u32,
    cqa: u32,
    cqb: u32,
}

fn setup(mtu: Mtu) -> Setup {
    let mut a = Endpoint::new(EndpointConfig::new([2, 0, 0, 0, 0, 1], IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1))));
    let mut b = Endpoint::new(EndpointConfig::new([2, 0, 0, 0, 0, 2], IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2))));
    let mk = |e: &mut Endpoint| {
        let pd = e.alloc_pd();
        let k = e.reg_mr(pd, 0, 1 << 30, AccessFlags::ALL).unwrap().lkey;
        let cq = e.create_cq(1 << 20);
        let q = e
            .create_qp(QpInitAttr { qp_type: QpType::Rc, pd, send_cq: cq, recv_cq: cq, max_send_wr: 1 << 16, max_recv_wr: 1 << 16, max_sge: 1 })
            .unwrap();
        (k, cq, q)
    };
    let (ka, cqa, qa) = mk(&mut a);
    let (kb, cqb, qb) = mk(&mut b);
    connect_rc(&mut a, qa, &mut b, qb, &RcParams { mtu, ..Default::default() }).unwrap();
    Setup { a, b, qa, qb, ka, kb, cqa, cqb }
}

/// Shuttle frames until both sides are idle; returns frames moved.
fn pump(s: &mut Setup) -> u64 {
    let mut n = 0u64;
    let mut t = 0u64;
    loop {
        let mut moved = false;
        while let Some(f) = s.a.transmit(t) {
            s.b.receive(t, &f);
            n += 1;
            moved = true;
        }
        while let Some(f) = s.b.transmit(t) {
            s.a.receive(t, &f);
            n += 1;
            moved = true;
        }
        t += 100;
        if !moved && s.a.is_idle() && s.b.is_idle() {
            return n;
        }
    }
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("transport");
    for (name, op_write, len, mtu) in [
        ("write_4k", true, 4096u32, Mtu::Mtu4096),
        ("write_64k_mtu1024", true, 65536, Mtu::Mtu1024),
        ("send_64", false, 64, Mtu::Mtu4096),
    ] {
        let mut s = setup(mtu);
        let msgs = 256u64;
        // Measure frames per iteration once.
        let frames = {
            post(&mut s, op_write, len, msgs);
            pump(&mut s)
        };
        s.a.poll_cq(s.cqa, usize::MAX);
        s.b.poll_cq(s.cqb, usize::MAX);
        g.throughput(Throughput::Elements(frames));
        g.bench_function(name, |bch| {
            bch.iter(|| {
                post(&mut s, op_write, len, msgs);
                let n = pump(&mut s);
                s.a.poll_cq(s.cqa, usize::MAX);
                s.b.poll_cq(s.cqb, usize::MAX);
                n
            })
        });
    }
    g.finish();
}

fn post(s: &mut Setup, write: bool, len: u32, msgs: u64) {
    for i in 0..msgs {
        let sges = vec![Sge { addr: 0x1000, length: len, lkey: s.ka }];
        let op = if write { SendOp::Write { remote_addr: 0x100_0000, rkey: s.kb } } else { SendOp::Send };
        if !write {
            s.b.post_recv(s.qb, RecvWr { wr_id: i, sges: vec![Sge { addr: 0x200_0000, length: len, lkey: s.kb }] }).unwrap();
        }
        s.a.post_send(s.qa, SendWr { wr_id: i, op, sges, signaled: true, solicited: false, fence: false, ud: None }).unwrap();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
