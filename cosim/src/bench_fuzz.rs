//! The RX fuzz bench of `roce bench` (`rx_fuzz_frames`, `rx_fuzz_hangs`): hostile fuzz frames
//! into the verilated `roce_responder` while a golden requester's traffic runs, golden in
//! lockstep.
//!
//! The frames ([`golden::hostile::HostileConfig::fuzz`]): random bytes of random lengths up to
//! [`golden::hostile::FUZZ_MAX_LEN`] (often keeping a valid prefix, so they die at every check
//! of the parse), frames to live QPs with a valid ICRC whose opcode, flags, PSN and every byte
//! after the BTH are random, and the hostile peer's other kinds (malformed, misaddressed,
//! unknown QP, bad P_Key, wrong service), all mixed with good traffic and arriving at random
//! gaps. The run is `roce run`'s, in batches of [`BATCH_FRAMES`]: each batch a fresh NIC, 4 QPs
//! and [`BATCH_MSGS`] messages, on VLAN 5 with PFC so that the NIC's MAC FIFO pauses the switch
//! instead of dropping (every fuzz frame reaches `s_rx`).
//!
//! Per batch: a **hang** is a batch with a message that never completed (in success or in error:
//! a fuzz frame may break a connection, as IBTA and golden say it must) or whose NIC was not
//! quiet at the end. Every frame the NIC takes is also given to a golden responder at the same
//! time, and its answers, completions, memory and counters (parse rejects, drops by class, NAKs)
//! must be golden's (`rx_fuzz_mismatches_vs_golden`). A batch that lost a frame anywhere (MAC
//! FIFO, switch) or did not send all its fuzz frames fails the bench: then not every frame
//! counted in `rx_fuzz_frames` was given to the RTL.
use crate::respnode::{run_responder, DutKind, RunConfig};
use golden::hostile::HostileConfig;
use serde_json::{json, Map, Value};

/// Fuzz frames per batch (one NIC, one run).
pub const BATCH_FRAMES: u64 = 1_000;
/// Good messages per batch.
pub const BATCH_MSGS: u64 = 30;

/// What the fuzz bench measured.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct FuzzFigures {
    /// Fuzz frames given to the RTL's RX.
    pub frames: u64,
    /// Of those, golden's parse rejected (the rest reached the transport checks of a QP).
    pub parse_rejects: u64,
    /// Batches with a message that never completed, or whose NIC did not go quiet.
    pub hangs: u64,
    /// Differences from golden (frames, completions, memory, counters) over all batches.
    pub mismatches_vs_golden: u64,
    /// Batches run.
    pub batches: u64,
    /// Model cycles clocked over all batches.
    pub cycles_clocked: u64,
    /// What went wrong in each failing batch, with the `roce run` command that repeats it.
    pub failures: Vec<String>,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// The `roce run` command that runs batch `seed` alone.
pub fn reproduce(seed: u64) -> String {
    format!(
        "roce run --seed {seed} --qps 4 --msgs {BATCH_MSGS} --max-size 4096 --loss 0 --reorder 0 --vlan 5 --pfc --hostile {BATCH_FRAMES} --hostile-interval-ns 300 --fuzz"
    )
}

/// Runs at least `frames` fuzz frames (whole batches) from `seed` on.
pub fn rx_fuzz(frames: u64, seed: u64) -> anyhow::Result<FuzzFigures> {
    let wall = std::time::Instant::now();
    let mut f = FuzzFigures::default();
    let batches = frames.div_ceil(BATCH_FRAMES).max(1);
    for b in 0..batches {
        let mut c = RunConfig::defaults(DutKind::Rtl);
        c.sim.seed = seed.wrapping_add(b);
        c.sim.qps = 4;
        c.sim.msgs = BATCH_MSGS;
        c.sim.max_size = 4096;
        c.sim.faults = golden::fabric::FaultConfig::none();
        c.sim.vlan = Some(5);
        c.sim.pfc = true;
        // The hostile seed `roce run --hostile` uses, so that a batch is one `roce run` command.
        c.hostile = Some(HostileConfig { frames: BATCH_FRAMES, interval_ns: 300, start_ns: 0, seed: 0x4057, fuzz: true });
        let r = run_responder(&c, None, &mut |_| {}, &mut |_| {}, &mut |_| {}).map_err(|e| anyhow::anyhow!("fuzz batch {b}: {e}"))?;
        let h = r.hostile.unwrap_or_default();
        let fc = &r.sim.fabric;
        if h.sent != BATCH_FRAMES || r.mac_rx_dropped != 0 || fc.dropped_overflow != 0 || fc.dropped_loss != 0 {
            anyhow::bail!(
                "fuzz batch {b} (seed {}): {} of {BATCH_FRAMES} fuzz frames sent, {} dropped at the MAC, {} in the switch: not every frame reached the NIC",
                c.sim.seed,
                h.sent,
                r.mac_rx_dropped,
                fc.dropped_overflow + fc.dropped_loss
            );
        }
        f.frames += h.sent;
        f.parse_rejects += h.parse_rejects;
        // A fuzz frame may legitimately break a connection (an invalid request moves the QP to
        // the error state, golden alike), so its messages complete in error: a hang is a message
        // with no completion at all, or a NIC still busy at the end.
        let hang = r.sim.completed + r.sim.failed != r.sim.messages || !r.dut_quiet_at_end;
        if hang || r.mismatches_vs_golden != 0 {
            f.hangs += hang as u64;
            f.failures.push(format!(
                "{}: {} of {} messages completed, NIC quiet at the end: {}, {} differences from golden {:?}; reproduce: {}",
                if hang { "hang" } else { "difference" },
                r.sim.completed,
                r.sim.messages,
                r.dut_quiet_at_end,
                r.mismatches_vs_golden,
                r.lockstep_report.first_diffs.iter().take(3).collect::<Vec<_>>(),
                reproduce(c.sim.seed)
            ));
        }
        f.mismatches_vs_golden += r.mismatches_vs_golden;
        f.batches += 1;
        f.cycles_clocked += r.cycles_clocked;
    }
    f.seconds = wall.elapsed().as_secs_f64();
    Ok(f)
}

/// The bench keys: `rx_fuzz_frames`, `rx_fuzz_hangs`, `rx_fuzz_parse_rejects`,
/// `rx_fuzz_mismatches_vs_golden`, `rx_fuzz_batches`, `rx_fuzz_seconds`.
pub fn measure(out: &mut Map<String, Value>, frames: u64) -> anyhow::Result<()> {
    let f = rx_fuzz(frames, 0xF022)?;
    out.insert("rx_fuzz_frames".into(), json!(f.frames));
    out.insert("rx_fuzz_hangs".into(), json!(f.hangs));
    out.insert("rx_fuzz_parse_rejects".into(), json!(f.parse_rejects));
    out.insert("rx_fuzz_mismatches_vs_golden".into(), json!(f.mismatches_vs_golden));
    out.insert("rx_fuzz_batches".into(), json!(f.batches));
    out.insert("rx_fuzz_seconds".into(), json!((f.seconds * 10.0).round() / 10.0));
    out.insert("rx_fuzz_failures".into(), json!(f.failures));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few thousand fuzz frames in CI (`roce bench --fuzz-frames 1000000` for the long run):
    /// no hang, nothing different from golden, and the fuzz reached past the parse.
    #[test]
    fn fuzz_frames_neither_hang_the_nic_nor_differ_from_golden() {
        let f = rx_fuzz(3 * BATCH_FRAMES, 77).unwrap();
        assert_eq!(f.frames, 3 * BATCH_FRAMES);
        assert_eq!((f.hangs, f.mismatches_vs_golden), (0, 0), "{f:?}");
        assert!(f.parse_rejects > f.frames / 4 && f.parse_rejects < f.frames, "{f:?}");
    }
}
