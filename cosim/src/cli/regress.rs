//! `roce regress`: a seed sweep of `roce run`, one JUnit test case per seed.
//!
//! `roce regress --seeds A..B [--shard K/N] --junit FILE [options of roce run]` runs `roce run`
//! with the given options once per seed of the range and writes the outcome as JUnit XML (one
//! `<testcase>` per seed, `<failure>` for a run that was not clean, `<error>` for one that could
//! not be set up). `A..B` excludes B, `A..=B` includes it.
//!
//! `--shard K/N` (1 <= K <= N) keeps the seeds whose position in the range is K-1 modulo N, so a
//! CI matrix or a Slurm array (`--shard $((SLURM_ARRAY_TASK_ID+1))/$SLURM_ARRAY_TASK_COUNT`)
//! spreads one sweep over machines with no scheduler of ours; the N shards together run every
//! seed exactly once. Round robin rather than contiguous blocks, so that the slow seeds of a
//! range do not all land on one machine.
//!
//! Every failing seed prints the exact `roce run` command that reproduces it (the options given
//! to `regress`, minus its own, plus `--seed N`), and the same command is in the JUnit failure.
//! With `--json` the last line of stdout is a summary object. The command fails when any seed
//! did.

use crate::respnode::run_responder;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use std::io::Write;
use std::ops::Range;
use std::path::PathBuf;

/// Arguments of `roce regress`.
#[derive(clap::Args, Debug)]
#[group(id = "RegressArgs")]
pub struct Args {
    /// Seeds to run: `A..B` (B excluded) or `A..=B` (B included).
    #[arg(long, value_parser = parse_seeds)]
    pub seeds: Range<u64>,
    /// Run only the K-th of N round-robin slices of the seeds (1 <= K <= N).
    #[arg(long, value_parser = parse_shard, default_value = "1/1")]
    pub shard: Shard,
    /// Write the JUnit XML report here.
    #[arg(long)]
    pub junit: Option<PathBuf>,
    /// The options of `roce run` (its `--seed` is replaced by each seed of the sweep).
    #[command(flatten)]
    pub run: super::run::Args,
}

/// One slice of a sweep: the seeds at positions `index - 1, index - 1 + count, ...`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// K, 1-based.
    pub index: u64,
    /// N.
    pub count: u64,
}

impl Shard {
    /// The seeds of `seeds` this shard runs, in order.
    pub fn seeds(self, seeds: Range<u64>) -> impl Iterator<Item = u64> {
        seeds.skip((self.index - 1) as usize).step_by(self.count as usize)
    }
}

/// Parses `A..B` or `A..=B`.
pub fn parse_seeds(s: &str) -> Result<Range<u64>, String> {
    let bad = || format!("{s:?}: expected A..B (B excluded) or A..=B (B included), A <= B, e.g. 1..101");
    let (a, b, inclusive) = match s.split_once("..=") {
        Some((a, b)) => (a, b, true),
        None => {
            let (a, b) = s.split_once("..").ok_or_else(bad)?;
            (a, b, false)
        }
    };
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    let end = if inclusive { b.checked_add(1).ok_or_else(bad)? } else { b };
    if end <= a {
        return Err(format!("{s:?}: the range holds no seed"));
    }
    Ok(a..end)
}

/// Parses `K/N` with 1 <= K <= N.
pub fn parse_shard(s: &str) -> Result<Shard, String> {
    let bad = || format!("{s:?}: expected K/N with 1 <= K <= N, e.g. 2/8");
    let (k, n) = s.split_once('/').ok_or_else(bad)?;
    let (index, count): (u64, u64) = (k.trim().parse().map_err(|_| bad())?, n.trim().parse().map_err(|_| bad())?);
    if index == 0 || count == 0 || index > count {
        return Err(bad());
    }
    Ok(Shard { index, count })
}

/// The outcome of one seed.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SeedOutcome {
    /// The seed.
    pub seed: u64,
    /// `"passed"`, `"failed"` (the run was not clean) or `"error"` (it could not run).
    pub status: &'static str,
    /// Why it failed or could not run (empty when it passed).
    pub reason: String,
    /// The `roce run` command that reproduces this seed.
    pub command: String,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// The summary printed with `--json`.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Summary {
    /// Seeds this shard ran.
    pub seeds: u64,
    /// Of those, clean runs.
    pub passed: u64,
    /// Of those, runs that were not clean.
    pub failed: u64,
    /// Of those, runs that could not be set up.
    pub errors: u64,
    /// `"K/N"`.
    pub shard: String,
    /// Every seed, in order.
    pub outcomes: Vec<SeedOutcome>,
}

/// Options of `regress` itself (with a value), which a reproducing `roce run` leaves out.
const OWN_OPTIONS: [&str; 4] = ["--seeds", "--shard", "--junit", "--seed"];

/// The `roce run` command line for `seed`, from the arguments `roce regress` was given
/// (`args` without the program name; the subcommand is the first element).
pub fn reproduce_command(args: &[String], seed: u64) -> String {
    let mut out = vec!["roce".to_string(), "run".to_string()];
    let mut it = args.iter().skip_while(|a| *a != "regress").skip(1);
    while let Some(a) = it.next() {
        let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
        if OWN_OPTIONS.contains(&name) {
            if !a.contains('=') {
                it.next();
            }
            continue;
        }
        out.push(shell_quote(a));
    }
    out.push("--seed".into());
    out.push(seed.to_string());
    out.join(" ")
}

fn shell_quote(a: &str) -> String {
    if !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,+".contains(c)) {
        a.to_string()
    } else {
        format!("'{}'", a.replace('\'', r"'\''"))
    }
}

/// Writes the JUnit XML of `outcomes`.
pub fn write_junit(w: impl Write, outcomes: &[SeedOutcome], suite: &str) -> std::io::Result<()> {
    let mut x = quick_xml::Writer::new_with_indent(w, b' ', 2);
    x.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    let count = |s: &str| outcomes.iter().filter(|o| o.status == s).count().to_string();
    let total: f64 = outcomes.iter().map(|o| o.seconds).sum();
    let (tests, failures, errors, time) = (outcomes.len().to_string(), count("failed"), count("error"), format!("{total:.3}"));
    let attrs = [("name", suite), ("tests", &tests), ("failures", &failures), ("errors", &errors), ("time", &time)];
    x.write_event(Event::Start(BytesStart::new("testsuites").with_attributes(attrs)))?;
    x.write_event(Event::Start(BytesStart::new("testsuite").with_attributes(attrs)))?;
    for o in outcomes {
        let (name, time) = (format!("seed {}", o.seed), format!("{:.3}", o.seconds));
        let case = BytesStart::new("testcase").with_attributes([("classname", "roce.run"), ("name", name.as_str()), ("time", time.as_str())]);
        if o.status == "passed" {
            x.write_event(Event::Empty(case))?;
            continue;
        }
        x.write_event(Event::Start(case))?;
        let tag = if o.status == "error" { "error" } else { "failure" };
        let first_line = o.reason.lines().next().unwrap_or_default();
        x.write_event(Event::Start(BytesStart::new(tag).with_attributes([("message", first_line)])))?;
        x.write_event(Event::Text(BytesText::new(&format!("{}\nreproduce: {}", o.reason, o.command))))?;
        x.write_event(Event::End(BytesEnd::new(tag)))?;
        x.write_event(Event::Start(BytesStart::new("system-out")))?;
        x.write_event(Event::Text(BytesText::new(&o.command)))?;
        x.write_event(Event::End(BytesEnd::new("system-out")))?;
        x.write_event(Event::End(BytesEnd::new("testcase")))?;
    }
    x.write_event(Event::End(BytesEnd::new("testsuite")))?;
    x.write_event(Event::End(BytesEnd::new("testsuites")))?;
    Ok(())
}

/// Runs the subcommand.
pub fn run(a: Args) -> anyhow::Result<()> {
    if a.run.sim.pcap.is_some() || a.run.vcd.is_some() {
        anyhow::bail!("--pcap and --vcd would be overwritten by every seed: reproduce one seed with roce run instead");
    }
    let base = a.run.run_config()?;
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let shard = format!("{}/{}", a.shard.index, a.shard.count);
    let mut outcomes = Vec::new();
    for seed in a.shard.seeds(a.seeds.clone()) {
        let mut cfg = base.clone();
        cfg.sim.seed = seed;
        let command = reproduce_command(&argv, seed);
        let wall = std::time::Instant::now();
        let mut bar = super::run::ProgressBar::new(&format!("roce regress seed {seed}"));
        let r = run_responder(&cfg, None, &mut |p| bar.update(p), &mut |w| eprintln!("roce regress: seed {seed}: {w}"), &mut |_| {});
        bar.finish();
        let (status, reason) = match r {
            Ok(r) => match super::run::not_clean(&r) {
                None => ("passed", String::new()),
                Some(why) => ("failed", why),
            },
            Err(e) => ("error", e.to_string()),
        };
        let seconds = wall.elapsed().as_secs_f64();
        match status {
            "passed" => eprintln!("roce regress: seed {seed}: clean ({seconds:.1} s)"),
            _ => eprintln!("roce regress: seed {seed}: {status}: {reason}\n  reproduce: {command}"),
        }
        outcomes.push(SeedOutcome { seed, status, reason, command, seconds });
    }
    let n = |s: &str| outcomes.iter().filter(|o| o.status == s).count() as u64;
    let summary = Summary { seeds: outcomes.len() as u64, passed: n("passed"), failed: n("failed"), errors: n("error"), shard, outcomes };
    if let Some(path) = &a.junit {
        let f = std::fs::File::create(path).map_err(|e| anyhow::anyhow!("--junit {}: {e}", path.display()))?;
        let mut w = std::io::BufWriter::new(f);
        write_junit(&mut w, &summary.outcomes, "roce regress")?;
        w.flush()?;
    }
    if a.run.sim.json {
        println!("{}", serde_json::to_string(&summary)?);
    } else {
        println!("roce regress: shard {}: {} seeds, {} clean, {} failed, {} errors", summary.shard, summary.seeds, summary.passed, summary.failed, summary.errors);
    }
    if summary.passed != summary.seeds {
        anyhow::bail!("{} of {} seeds were not clean", summary.seeds - summary.passed, summary.seeds);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn seeds_and_shards_parse() {
        assert_eq!(parse_seeds("1..4"), Ok(1..4));
        assert_eq!(parse_seeds("1..=4"), Ok(1..5));
        assert!(parse_seeds("4..4").is_err());
        assert!(parse_seeds("5..1").is_err());
        assert!(parse_seeds("x..3").is_err());
        assert!(parse_seeds("3").is_err());
        assert_eq!(parse_shard("2/8"), Ok(Shard { index: 2, count: 8 }));
        for bad in ["0/4", "5/4", "1/0", "1", "a/b"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }

    proptest! {
        /// The N shards of a range run every seed exactly once.
        #[test]
        fn shards_partition_the_range(a in 0u64..1000, len in 1u64..200, n in 1u64..12) {
            let mut all: Vec<u64> = (1..=n).flat_map(|k| Shard { index: k, count: n }.seeds(a..a + len)).collect();
            all.sort_unstable();
            prop_assert_eq!(all, (a..a + len).collect::<Vec<_>>());
        }
    }

    #[test]
    fn reproduce_drops_regress_options_and_quotes() {
        let args: Vec<String> = ["regress", "--seeds", "1..9", "--shard=2/4", "--dut", "golden", "--junit", "out.xml", "--seed", "3", "--loss", "0.05", "--pcap", "a b.pcap"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(reproduce_command(&args, 7), "roce run --dut golden --loss 0.05 --pcap 'a b.pcap' --seed 7");
    }

    #[test]
    fn junit_counts_and_escapes() {
        let o = |seed, status, reason: &str| SeedOutcome { seed, status, reason: reason.into(), command: format!("roce run --seed {seed}"), seconds: 1.5 };
        let outcomes = vec![o(1, "passed", ""), o(2, "failed", "memory_mismatches 3 <&>"), o(3, "error", "no model")];
        let mut buf = Vec::new();
        write_junit(&mut buf, &outcomes, "roce regress").unwrap();
        let x = String::from_utf8(buf).unwrap();
        assert!(x.contains(r#"tests="3" failures="1" errors="1""#), "{x}");
        assert!(x.contains(r#"<testcase classname="roce.run" name="seed 1" time="1.500"/>"#), "{x}");
        assert!(x.contains("memory_mismatches 3 &lt;&amp;&gt;"), "{x}");
        assert!(x.contains("reproduce: roce run --seed 2"), "{x}");
        assert!(x.contains("<error message=\"no model\">"), "{x}");
    }
}
