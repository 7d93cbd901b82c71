//! The write-error tracker (`roce_write_tracker`) through Verilator against a reference model of
//! its contract (`hdl::write_tracker` module docs): owners complete in request order, failed
//! payload writes queue for the handler in order, failed non-payload writes do not, and the
//! withdrawal starts, is taken over by the handler's NAK, and ends by the TX's dequeue or the
//! handler's word, one QP at a time. Random requests, completions (some failing), pops,
//! handler answers and TX dequeues every cycle; every output compared every cycle.

use cosim::verilator::RoceWriteTracker;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

#[derive(Clone, Copy, Debug, PartialEq, Default)]
struct Owner {
    payload: bool,
    qpn: u32,
    psn: u32,
    msn: u32,
    send: bool,
    last: bool,
}

impl Owner {
    /// rust-hdl's packing of `WriteOwner`: payload at bit 0, qpn 1.., psn 25.., msn 49.., send 73,
    /// last 74.
    fn words(self) -> [u32; 3] {
        let v: u128 = self.payload as u128
            | (self.qpn as u128) << 1
            | (self.psn as u128) << 25
            | (self.msn as u128) << 49
            | (self.send as u128) << 73
            | (self.last as u128) << 74;
        [v as u32, (v >> 32) as u32, (v >> 64) as u32]
    }
    fn from_words(w: [u32; 3]) -> Owner {
        let v = w[0] as u128 | (w[1] as u128) << 32 | (w[2] as u128) << 64;
        Owner {
            payload: v & 1 != 0,
            qpn: (v >> 1) as u32 & 0xFF_FFFF,
            psn: (v >> 25) as u32 & 0xFF_FFFF,
            msn: (v >> 49) as u32 & 0xFF_FFFF,
            send: v >> 73 & 1 != 0,
            last: v >> 74 & 1 != 0,
        }
    }
}

/// The contract, one cycle at a time.
#[derive(Default)]
struct Model {
    /// Owners with the cycle they were pushed (a FIFO entry shows two cycles later).
    owners: VecDeque<(Owner, usize)>,
    failures: VecDeque<(Owner, usize)>,
    issued: u16,
    done: u16,
    we_valid: bool,
    we_nakp: bool,
    we_qpn: u32,
    we_idx: u16,
}

/// One cycle's inputs.
struct Inputs {
    req: Option<Owner>,
    cpl: Option<u8>,
    pop: bool,
    handler_nak: bool,
    handler_no_nak: bool,
    handler_qpn: u32,
    werr_clear: bool,
}

impl Model {
    fn step(&mut self, i: &Inputs, cycle: usize) {
        let (old_valid, old_nakp) = (self.we_valid, self.we_nakp);
        if i.handler_nak && old_valid && self.we_qpn == i.handler_qpn {
            self.we_nakp = true;
        }
        if i.handler_no_nak && old_valid && self.we_qpn == i.handler_qpn && !old_nakp {
            self.we_valid = false;
        }
        if i.werr_clear {
            self.we_valid = false;
            self.we_nakp = false;
        }
        if let Some(status) = i.cpl {
            let (head, _) = self.owners.pop_front().expect("a completion without a request");
            if status != 0 && head.payload {
                self.failures.push_back((head, cycle));
                if !old_valid || i.werr_clear {
                    self.we_valid = true;
                    self.we_nakp = false;
                    self.we_qpn = head.qpn;
                    self.we_idx = self.done;
                }
            }
            self.done = self.done.wrapping_add(1);
        }
        if i.pop {
            self.failures.pop_front();
        }
        if let Some(o) = i.req {
            self.owners.push_back((o, cycle));
            self.issued = self.issued.wrapping_add(1);
        }
    }
}

fn run(cycles: usize, p_req: f64, p_cpl: f64, p_fail: f64, seed: u64) -> Result<(), TestCaseError> {
    let mut m = RoceWriteTracker::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut model = Model::default();
    m.set_reset(true);
    m.tick();
    m.set_reset(false);
    let mut failures_seen = 0;
    for cycle in 0..cycles {
        // Registered outputs against the model's state.
        m.eval();
        prop_assert_eq!(m.get_room(), model.owners.len() < hdl::write_tracker::WRITE_OWNERS_ROOM, "room, cycle {}", cycle);
        prop_assert_eq!(m.get_issued() as u16, model.issued, "issued, cycle {}", cycle);
        prop_assert_eq!(m.get_done() as u16, model.done, "done, cycle {}", cycle);
        prop_assert_eq!(m.get_drained(), model.owners.is_empty(), "drained, cycle {}", cycle);
        // A FIFO entry written in cycle t shows from cycle t + 2 (`hdl::sync_fifo`).
        let shown = |e: Option<&(Owner, usize)>| e.filter(|(_, t)| cycle >= t + 2).map(|(o, _)| *o);
        if let Some(h) = shown(model.owners.front()) {
            prop_assert_eq!(Owner::from_words(m.get_head()), h, "head, cycle {}", cycle);
        }
        prop_assert_eq!(m.get_failed_valid(), shown(model.failures.front()).is_some(), "failed_valid, cycle {}", cycle);
        if let Some(f) = shown(model.failures.front()) {
            prop_assert_eq!(Owner::from_words(m.get_failed()), f, "failed, cycle {}", cycle);
        }
        prop_assert_eq!(m.get_werr_valid(), model.we_valid, "werr_valid, cycle {}", cycle);
        if model.we_valid {
            prop_assert_eq!(m.get_werr_qpn() as u32, model.we_qpn, "werr_qpn, cycle {}", cycle);
            prop_assert_eq!(m.get_werr_idx() as u16, model.we_idx, "werr_idx, cycle {}", cycle);
        }
        // This cycle's inputs (a few QPs, so that handler answers and failures meet).
        let qp = |rng: &mut ChaCha8Rng| rng.gen_range(0..4u32) * 0x10_0001;
        let req = (model.owners.len() < hdl::write_tracker::WRITE_OWNERS_ROOM && rng.gen_bool(p_req)).then(|| Owner {
            payload: rng.gen_bool(0.8),
            qpn: qp(&mut rng),
            psn: rng.gen::<u32>() & 0xFF_FFFF,
            msn: rng.gen::<u32>() & 0xFF_FFFF,
            send: rng.gen(),
            last: rng.gen(),
        });
        // The DMA completes a write long after its request: never before its owner shows.
        let cpl = (shown(model.owners.front()).is_some() && rng.gen_bool(p_cpl))
            .then(|| if model.failures.len() < 28 && rng.gen_bool(p_fail) { rng.gen_range(1..4u8) } else { 0 });
        let handler = rng.gen_range(0..6);
        let i = Inputs {
            req,
            cpl,
            pop: shown(model.failures.front()).is_some() && rng.gen_bool(0.3),
            handler_nak: handler == 0,
            handler_no_nak: handler == 1,
            handler_qpn: if rng.gen_bool(0.5) { model.we_qpn } else { qp(&mut rng) },
            werr_clear: rng.gen_bool(0.05),
        };
        m.set_req_go(i.req.is_some());
        m.set_req_owner(&i.req.unwrap_or_default().words());
        m.set_cpl_valid(i.cpl.is_some());
        m.set_cpl_status(i.cpl.unwrap_or(rng.gen_range(0..4)) as u64);
        m.set_failed_pop(i.pop);
        m.set_handler_nak(i.handler_nak);
        m.set_handler_no_nak(i.handler_no_nak);
        m.set_handler_qpn(i.handler_qpn as u64);
        m.set_werr_clear(i.werr_clear);
        failures_seen += matches!(i.cpl, Some(s) if s != 0) as usize;
        model.step(&i, cycle);
        m.tick();
    }
    prop_assert!(cycles < 500 || failures_seen > 0 || p_fail < 0.05, "the run exercised no failure");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn tracker_follows_its_contract(
        p_req in 0.1f64..=1.0,
        p_cpl in 0.1f64..=1.0,
        p_fail in 0.0f64..=0.5,
        seed in any::<u64>(),
    ) {
        run(2_000, p_req, p_cpl, p_fail, seed)?;
    }
}
