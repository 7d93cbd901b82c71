//! The capture of a faulty-fabric `roce sim` run is decoded cleanly by golden and by tshark:
//! every frame a receiver got is RoCEv2 with a valid ICRC (the fabric corrupts nothing here),
//! and tshark reads the same opcode, destination QP and PSN as golden for every frame.

use golden::fabric::FaultConfig;
use golden::sim::{run, SimConfig};
use golden::wire::{decode, read_pcap, Decoded};
use regression::{tshark_fields, tshark_num as num};

#[test]
fn faulty_sim_capture_decodes_cleanly_with_golden_and_tshark() {
    let dir = std::env::temp_dir().join(format!("roce-simcap-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join("sim.pcap");
    let cfg = SimConfig {
        seed: 7,
        qps: 4,
        msgs: 300,
        max_size: 9000,
        faults: FaultConfig { loss: 0.05, dup: 0.02, reorder: 0.05, corrupt: 0.0, ..Default::default() },
        ..Default::default()
    };
    let file = std::io::BufWriter::new(std::fs::File::create(&pcap).unwrap());
    let r = run(&cfg, Some(Box::new(file)), &mut |_| {}).expect("sim runs");
    assert_eq!(r.completed, r.messages, "{r:?}");
    assert_eq!(r.memory_mismatches, 0);
    assert_eq!(r.duplicate_executions, 0);
    assert!(r.retransmissions > 0, "the faults were exercised");

    let frames = read_pcap(&pcap).expect("golden reads its own capture");
    assert!(frames.len() as u64 >= r.messages, "{} frames", frames.len());
    let mut golden_fields = Vec::new();
    for (i, f) in frames.iter().enumerate() {
        match decode(&f.data) {
            Decoded::Roce(d) => {
                assert!(d.icrc_ok(), "frame {}: bad ICRC", i + 1);
                let repr = d.result.unwrap_or_else(|e| panic!("frame {}: {e}", i + 1));
                let b = repr.roce.bth;
                golden_fields.push((b.opcode.as_u8() as u64, b.dest_qp as u64, b.psn as u64));
            }
            Decoded::NotRoce(n) => panic!("frame {} is not RoCEv2: {n:?}", i + 1),
        }
    }
    let rows = tshark_fields(
        &pcap,
        &["infiniband.bth.opcode", "infiniband.bth.destqp", "infiniband.bth.psn", "_ws.malformed"],
    );
    assert_eq!(rows.len(), frames.len(), "tshark saw every frame");
    for (i, (row, want)) in rows.iter().zip(&golden_fields).enumerate() {
        assert_eq!(row[3], "", "tshark calls frame {} malformed", i + 1);
        let got = (num(&row[0]), num(&row[1]), num(&row[2]));
        assert_eq!(&got, want, "frame {}: tshark (opcode, dqpn, psn) vs golden", i + 1);
    }
    std::fs::remove_dir_all(&dir).ok();
}
