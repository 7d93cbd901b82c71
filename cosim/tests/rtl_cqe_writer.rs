//! The completion writer (`roce_cqe_writer`) through Verilator against golden's completion
//! format (`golden::hostfmt::encode_cqe`, owner bit by `owner_bit`) and CQ rule (an entry only
//! while `producer - consumer` is below the ring's size and the CQ is not in error): random
//! completions, ring sizes and indices (wrapping), random DMA handshake delays and failing
//! writes. The entry goes to `base + (producer mod size) * 64` with golden's bytes, or is lost
//! with the CQ put in error and nothing requested.

use cosim::verilator::{bytes_to_words, words_to_bytes, RoceCqeWriter};
use golden::hostfmt::{encode_cqe, CQE_SIZE};
use golden::verbs::{Completion, WcOpcode, WcStatus};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

fn completion(rng: &mut ChaCha8Rng) -> Completion {
    let statuses = [WcStatus::Success, WcStatus::LocLenErr, WcStatus::LocProtErr, WcStatus::WrFlushErr, WcStatus::LocQpOpErr];
    let opcodes = [WcOpcode::Recv, WcOpcode::RecvRdmaWithImm];
    let ud = rng.gen_bool(0.3);
    Completion {
        wr_id: rng.gen(),
        status: statuses[rng.gen_range(0..statuses.len())],
        opcode: opcodes[rng.gen_range(0..opcodes.len())],
        byte_len: rng.gen(),
        imm: rng.gen_bool(0.4).then(|| rng.gen()),
        invalidated_rkey: rng.gen_bool(0.2).then(|| rng.gen()),
        qpn: rng.gen::<u32>() & 0xFF_FFFF,
        src_qp: ud.then(|| rng.gen::<u32>() & 0xFF_FFFF),
        src_ip: ud.then(|| {
            if rng.gen() {
                IpAddr::V4(Ipv4Addr::from(rng.gen::<u32>()))
            } else {
                IpAddr::V6(Ipv6Addr::from(rng.gen::<u128>()))
            }
        }),
    }
}

/// One entry through the writer, every port checked every cycle until `done` or `lost`.
fn one(m: &mut RoceCqeWriter, rng: &mut ChaCha8Rng, base: u64, log2: u8, producer: u32, consumer: u32, error: bool) -> Result<(), TestCaseError> {
    let c = completion(rng);
    let want = encode_cqe(&c, producer, log2);
    let mut entry = want;
    entry[31] ^= rng.gen::<u8>() & 1; // the user's owner bit is the writer's to set
    let size = 1u64 << log2;
    let full = error || (producer.wrapping_sub(consumer) as u64) >= size;
    m.set_cq_base(base);
    m.set_cq_log2(log2 as u64);
    m.set_cq_producer(producer as u64);
    m.set_cq_consumer(consumer as u64);
    m.set_cq_error(error);
    let e: [u8; CQE_SIZE] = entry;
    m.set_entry(&bytes_to_words(&e));
    m.set_start(true);
    let (mut requested, mut sent) = (false, false);
    let mut cpl_in: Option<u32> = None;
    let cpl_status = if rng.gen_bool(0.2) { rng.gen_range(1..4u64) } else { 0 };
    for cycle in 0..200 {
        let req_ready = rng.gen_bool(0.6);
        let ready = rng.gen_bool(0.6);
        m.set_req_ready(req_ready);
        m.set_ready(ready);
        let cpl = cpl_in == Some(0);
        m.set_cpl_valid(cpl);
        m.set_cpl_status(cpl_status);
        m.eval();
        prop_assert_eq!(m.get_full(), full, "full");
        if m.get_lost() {
            prop_assert!(full && !requested && cycle == 0, "lost only at the start, when full");
            prop_assert!(m.get_cq_err_set());
            m.tick();
            m.set_start(false);
            return Ok(());
        }
        prop_assert!(!m.get_cq_err_set());
        if m.get_req_valid() {
            prop_assert!(!full && !requested, "one request, never when full");
            prop_assert_eq!(m.get_req_addr(), base.wrapping_add((producer as u64 & (size - 1)) * 64));
            prop_assert_eq!(m.get_req_len(), 64);
            requested = req_ready;
        }
        if m.get_valid() {
            prop_assert!(requested && !sent, "data after the request, once");
            prop_assert_eq!(&words_to_bytes(&m.get_data())[..], &want[..], "entry bytes");
            if ready {
                sent = true;
                cpl_in = Some(rng.gen_range(0..5));
            }
        } else if let Some(n) = cpl_in.as_mut() {
            if !cpl {
                *n = n.saturating_sub(1);
            }
        }
        prop_assert_eq!(m.get_done(), cpl, "done with the completion");
        prop_assert_eq!(m.get_cq_inc(), cpl);
        if cpl {
            prop_assert_eq!(m.get_err(), cpl_status != 0);
            // The completion is taken at this edge; then the user lets go.
            m.tick();
            m.set_start(false);
            m.set_cpl_valid(false);
            return Ok(());
        }
        m.tick();
    }
    prop_assert!(false, "the entry never finished: requested {} sent {} cpl_in {:?} full {}", requested, sent, cpl_in, full);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn writer_writes_goldens_entries_or_loses_them_when_full(seed in any::<u64>(), n in 1usize..40) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut m = RoceCqeWriter::new();
        m.set_reset(true);
        m.tick();
        m.set_reset(false);
        for _ in 0..n {
            let log2 = rng.gen_range(0..=12u8);
            let base = rng.gen::<u64>() & !63;
            let producer: u32 = if rng.gen() { rng.gen() } else { rng.gen_range(0..100) };
            // Around the boundary: 0..=size+1 entries outstanding, sometimes wrapped indices.
            let outstanding = rng.gen_range(0..=(1u32 << log2) + 1);
            let consumer = producer.wrapping_sub(outstanding);
            let error = rng.gen_bool(0.1);
            one(&mut m, &mut rng, base, log2, producer, consumer, error)?;
        }
    }
}
