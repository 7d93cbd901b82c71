//! Wire-format throughput: strict parse (ICRC verified, payload copied into the repr),
//! ICRC verification alone (zero copy), and emit (lengths, IPv4 checksum, ICRC) into a reused
//! buffer, for 64 B, 1 KiB and 4 KiB payloads (RC_SEND_ONLY over IPv4, and IPv6 for parse).
//! Each is reported twice: bytes/s (`Throughput::Bytes`, frame bytes) and packets/s
//! (`Throughput::Elements`); `crc32fast_baseline` is plain CRC-32 over the same bytes.
//!
//! Run: `cargo bench -p golden --bench wire -- --warm-up-time 1 --measurement-time 3`

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use golden::gen::sample_frame;
use golden::wire::{icrc_of_frame, FrameRepr, Opcode};

const SIZES: [usize; 3] = [64, 1024, 4096];

fn frame(payload: usize, v6: bool) -> FrameRepr {
    let mut f = sample_frame(Opcode::RcSendOnly, v6, false, 7, 0);
    f.roce.payload = (0..payload).map(|i| i as u8).collect();
    f.roce.fix_pad();
    f
}

fn bench(c: &mut Criterion) {
    for unit in ["bytes", "pkts"] {
        let mut g = c.benchmark_group(format!("wire_{unit}"));
        for &n in &SIZES {
            for v6 in [false, true] {
                let f = frame(n, v6);
                let bytes = f.to_bytes().expect("emit");
                let tp = if unit == "bytes" { Throughput::Bytes(bytes.len() as u64) } else { Throughput::Elements(1) };
                g.throughput(tp);
                let ip = if v6 { "v6" } else { "v4" };
                g.bench_with_input(BenchmarkId::new(format!("parse_verify_{ip}"), n), &bytes, |b, bytes| {
                    b.iter(|| FrameRepr::parse(black_box(bytes)).expect("parse"))
                });
                if v6 {
                    continue;
                }
                g.bench_with_input(BenchmarkId::new("icrc_only_v4", n), &bytes, |b, bytes| {
                    b.iter(|| icrc_of_frame(black_box(bytes)).expect("icrc"))
                });
                if unit == "bytes" {
                    // Baseline: plain crc32fast over the same number of bytes (what the ICRC costs
                    // beyond the CRC itself is the header walk and the masked-header copy).
                    g.bench_with_input(BenchmarkId::new("crc32fast_baseline", n), &bytes, |b, bytes| {
                        b.iter(|| crc32fast::hash(black_box(&bytes[14..])))
                    });
                }
                let mut buf = vec![0u8; bytes.len()];
                g.bench_with_input(BenchmarkId::new("emit_icrc_v4", n), &f, |b, f| {
                    b.iter(|| black_box(f).emit(black_box(&mut buf)).expect("emit"))
                });
            }
        }
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
