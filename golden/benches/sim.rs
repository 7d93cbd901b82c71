//! End-to-end speed of the golden model: packets per second of simulated traffic through both
//! endpoints and the fabric (`golden::sim::run`: setup, traffic, final memory comparison).
//! Throughput is in packets (frames the endpoints put on the wire, a fixed number per scenario).
//!
//! Run: `cargo bench -p golden --bench sim -- --warm-up-time 1 --measurement-time 5`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use golden::fabric::FaultConfig;
use golden::sim::{run, SimConfig};

fn scenarios() -> Vec<(&'static str, SimConfig)> {
    let base = SimConfig { seed: 5, qps: 4, msgs: 400, max_size: 16384, mtu: 1024, ..Default::default() };
    vec![
        ("clean", base.clone()),
        (
            "faulty",
            SimConfig {
                faults: FaultConfig { loss: 0.05, dup: 0.02, reorder: 0.05, corrupt: 0.01, ..FaultConfig::none() },
                ..base.clone()
            },
        ),
        ("small_msgs", SimConfig { max_size: 64, msgs: 4000, ..base }),
    ]
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("sim_pkts");
    g.sample_size(10);
    for (name, cfg) in scenarios() {
        let r = run(&cfg, None, &mut |_| {}).expect("scenario runs");
        assert_eq!(r.memory_mismatches, 0);
        g.throughput(Throughput::Elements(r.packets));
        g.bench_function(name, |b| b.iter(|| run(&cfg, None, &mut |_| {}).expect("scenario runs")));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
