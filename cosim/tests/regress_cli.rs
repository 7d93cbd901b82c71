//! `roce regress` as a command: shards split a seed range, the JUnit file has one case per seed,
//! a failing seed is reported with a `roce run` command that reproduces the same failure.

use std::process::Command;

fn roce(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_roce")).args(args).output().expect("running roce");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn summary(out: &str) -> serde_json::Value {
    serde_json::from_str(out.lines().last().expect("a summary line")).expect("JSON summary")
}

#[test]
fn shards_cover_the_range_once_and_write_junit() {
    let dir = std::env::temp_dir().join(format!("roce_regress_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut seen = Vec::new();
    for k in 1..=3 {
        let junit = dir.join(format!("shard{k}.xml"));
        let shard = format!("{k}/3");
        let (ok, out, err) = roce(&[
            "regress", "--seeds", "5..=11", "--shard", &shard, "--junit", junit.to_str().unwrap(), "--json", "--dut", "golden", "--msgs", "40", "--qps", "3",
        ]);
        assert!(ok, "{out}{err}");
        let v = summary(&out);
        let seeds: Vec<u64> = v["outcomes"].as_array().unwrap().iter().map(|o| o["seed"].as_u64().unwrap()).collect();
        assert_eq!(v["seeds"].as_u64().unwrap(), seeds.len() as u64);
        assert_eq!(v["passed"], v["seeds"]);
        let x = std::fs::read_to_string(&junit).unwrap();
        assert!(x.contains(&format!("tests=\"{}\" failures=\"0\" errors=\"0\"", seeds.len())), "{x}");
        for s in &seeds {
            assert!(x.contains(&format!("name=\"seed {s}\"")), "{x}");
        }
        seen.extend(seeds);
    }
    seen.sort_unstable();
    assert_eq!(seen, (5..=11).collect::<Vec<u64>>(), "the three shards run every seed once");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// UC over a lossy fabric loses messages (UC never retransmits), so these runs are not clean:
/// regress reports each failing seed, fails, and the command it prints reproduces the failure.
#[test]
fn a_failing_seed_is_reported_with_its_reproducer() {
    let dir = std::env::temp_dir().join(format!("roce_regress_fail_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let junit = dir.join("r.xml");
    let (ok, out, err) = roce(&[
        "regress", "--seeds", "1..3", "--junit", junit.to_str().unwrap(), "--json", "--dut", "golden", "--service", "uc", "--loss", "0.3", "--msgs", "40",
    ]);
    assert!(!ok, "lost UC messages must fail the sweep: {out}{err}");
    let v = summary(&out);
    assert_eq!(v["seeds"], 2);
    assert!(v["failed"].as_u64().unwrap() >= 1, "{v}");
    let x = std::fs::read_to_string(&junit).unwrap();
    assert!(x.contains("<failure message="), "{x}");
    let bad = v["outcomes"].as_array().unwrap().iter().find(|o| o["status"] == "failed").unwrap().clone();
    let cmd = bad["command"].as_str().unwrap();
    assert!(err.contains(&format!("reproduce: {cmd}")), "{err}");
    assert!(cmd.starts_with("roce run ") && cmd.ends_with(&format!("--seed {}", bad["seed"])), "{cmd}");
    assert!(!cmd.contains("--junit") && !cmd.contains("--seeds"), "{cmd}");
    // The reproducer, run as printed, fails the same way.
    let args: Vec<&str> = cmd.split(' ').skip(1).collect();
    let (ok, out, _) = roce(&args);
    assert!(!ok);
    let r: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    let reason = bad["reason"].as_str().unwrap();
    assert!(r["memory_mismatches"].as_u64().unwrap() > 0, "{r}");
    assert!(reason.contains(&format!("memory_mismatches {}", r["memory_mismatches"])), "the same failure: {reason} vs {r}");
    // Bad ranges and shards are refused with a reason.
    let (ok, _, err) = roce(&["regress", "--seeds", "3..3", "--dut", "golden"]);
    assert!(!ok && err.contains("no seed"), "{err}");
    let (ok, _, err) = roce(&["regress", "--seeds", "1..3", "--shard", "4/3", "--dut", "golden"]);
    assert!(!ok && err.contains("K/N"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
