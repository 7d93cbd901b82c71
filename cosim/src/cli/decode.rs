//! `roce decode FILE.pcap [--json]`: one line per frame, then a summary.
//!
//! Text mode (default): one line per frame with the frame number, IP version, opcode name,
//! destination QP, PSN, the BTH flags that are set, the extension header fields, the payload
//! length, `icrc=ok|BAD` and any error; then a summary block (frames, RoCE frames, non-RoCE,
//! ICRC bad, other errors, per-opcode counts).
//!
//! JSON mode (`--json`): JSON Lines. One object per frame:
//! `{"frame": 1-based, "roce": bool, ...}`. Non-RoCE frames add `"reason"`. RoCE frames add
//! `ip_version`, `opcode` (number or null), `opcode_name` (or null), `dqpn`, `psn`, `solicited`,
//! `migreq`, `pad_cnt`, `tver`, `pkey`, `fecn`, `becn`, `ack_req`, `payload_len`, one key per
//! extension header present (`deth`, `reth`, `atomic_eth`, `aeth`, `atomic_ack_eth`, `immdt`,
//! `ieth`, `cnp`), `icrc_ok` (bool), `icrc_wire`, `icrc_computed` (numbers or null) and
//! `error` (null or the message). Header fields are reported as read even when the ICRC is bad.
//! The last line is `{"summary": {"frames", "roce", "not_roce", "icrc_bad", "errors",
//! "opcodes": {name: count}}}` and is the only object with a `summary` key.
//!
//! Counting: every RoCE frame is exactly one of ok, `icrc_bad` (ICRC present but wrong) or
//! `errors` (any other parse error: truncated, bad length, IPv4 checksum, unknown opcode ...).
//!
//! Exit status: 0 whenever the capture was read, whatever its frames held; 2 (with a message)
//! when the file is missing, unreadable, not a pcap, truncated mid-record, or not Ethernet.

use std::collections::BTreeMap;
use std::io::Write;

use anyhow::Context;
use golden::wire::{decode, read_pcap, Decoded, RoceDecoded, RoceRepr, Syndrome, WireError};
use serde_json::{json, Map, Value};

/// Arguments of `roce decode`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The capture to read (pcap, Ethernet link type).
    pub file: std::path::PathBuf,
    /// One JSON object per frame (JSON Lines) instead of text; last line is {"summary": ...}.
    #[arg(long)]
    pub json: bool,
}

/// Per-capture counters.
#[derive(Default, Debug)]
struct Summary {
    frames: usize,
    roce: usize,
    not_roce: usize,
    icrc_bad: usize,
    errors: usize,
    opcodes: BTreeMap<String, usize>,
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<()> {
    let frames = read_pcap(&args.file)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match emit_all(&frames, args.json, &mut out).and_then(|_| out.flush()) {
        Ok(()) => Ok(()),
        // `roce decode x.pcap | head` is not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(e).context("writing the output"),
    }
}

fn emit_all(frames: &[golden::wire::PcapFrame], json: bool, out: &mut impl Write) -> std::io::Result<()> {
    let mut s = Summary::default();
    for (i, f) in frames.iter().enumerate() {
        let n = i + 1;
        s.frames += 1;
        match decode(&f.data) {
            Decoded::NotRoce(why) => {
                s.not_roce += 1;
                if json {
                    writeln!(out, "{}", json!({"frame": n, "roce": false, "len": f.data.len(), "reason": why.to_string()}))?;
                } else {
                    writeln!(out, "{n:5} not RoCEv2: {why}")?;
                }
            }
            Decoded::Roce(d) => {
                s.roce += 1;
                let name = opcode_name(&d);
                *s.opcodes.entry(name.clone()).or_default() += 1;
                let icrc_bad = matches!((d.icrc_wire, d.icrc_computed), (Some(w), Some(c)) if w != c);
                if icrc_bad {
                    s.icrc_bad += 1;
                } else if d.result.is_err() {
                    s.errors += 1;
                }
                if json {
                    writeln!(out, "{}", frame_json(n, f.data.len(), &d))?;
                } else {
                    writeln!(out, "{}", frame_text(n, &d))?;
                }
            }
        }
    }
    if json {
        writeln!(
            out,
            "{}",
            json!({"summary": {"frames": s.frames, "roce": s.roce, "not_roce": s.not_roce,
                "icrc_bad": s.icrc_bad, "errors": s.errors, "opcodes": s.opcodes}})
        )?;
    } else {
        writeln!(out, "---")?;
        writeln!(
            out,
            "frames: {}  RoCEv2: {}  non-RoCE: {}  ICRC bad: {}  errors: {}",
            s.frames, s.roce, s.not_roce, s.icrc_bad, s.errors
        )?;
        for (name, count) in &s.opcodes {
            writeln!(out, "  {name:<36} {count}")?;
        }
    }
    Ok(())
}

fn opcode_name(d: &RoceDecoded) -> String {
    match (d.bth, d.opcode_raw) {
        (Some(b), _) => b.opcode.name().to_string(),
        (None, Some(raw)) => format!("UNKNOWN_0x{raw:02X}"),
        (None, None) => "NO_BTH".to_string(),
    }
}

fn syndrome_text(s: Syndrome) -> String {
    match s {
        Syndrome::Ack { credit } => format!("ACK credit={credit}"),
        Syndrome::RnrNak { timer } => format!("RNR_NAK timer={timer}"),
        Syndrome::Nak(code) => format!("NAK {}", code.name()),
    }
}

fn error_text(e: &WireError) -> String {
    e.to_string()
}

fn frame_text(n: usize, d: &RoceDecoded) -> String {
    let mut t = format!("{n:5} IPv{} ", d.ip_version);
    match (d.bth, d.opcode_raw) {
        (Some(b), _) => {
            t += &format!("{:<36} dqpn=0x{:06x} psn=0x{:06x}", b.opcode.name(), b.dest_qp, b.psn);
            for (on, flag) in [(b.solicited, "se"), (b.migreq, "m"), (b.ack_req, "ackreq"), (b.fecn, "fecn"), (b.becn, "becn")] {
                if on {
                    t += " ";
                    t += flag;
                }
            }
            if b.pkey != 0xFFFF {
                t += &format!(" pkey=0x{:04x}", b.pkey);
            }
            if b.tver != 0 {
                t += &format!(" tver={}", b.tver);
            }
        }
        (None, Some(raw)) => t += &format!("{:<36}", format!("UNKNOWN_OPCODE(0x{raw:02x})")),
        (None, None) => t += "-",
    }
    if let Some(r) = &d.roce {
        t += &ext_text(r);
    }
    match (d.icrc_wire, d.icrc_computed) {
        (Some(w), Some(c)) if w == c => t += " icrc=ok",
        (Some(w), Some(c)) => t += &format!(" icrc=BAD(wire 0x{w:08x}, computed 0x{c:08x})"),
        _ => t += " icrc=-",
    }
    if let Err(e) = &d.result {
        if !matches!(e, WireError::Checksum { layer: golden::wire::Layer::Icrc, .. }) {
            t += &format!(" error: {}", error_text(e));
        }
    }
    t
}

fn ext_text(r: &RoceRepr) -> String {
    let mut t = String::new();
    if let Some(h) = r.deth {
        t += &format!(" deth[qkey=0x{:08x} src_qp=0x{:06x}]", h.qkey, h.src_qp);
    }
    if let Some(h) = r.reth {
        t += &format!(" reth[va=0x{:x} rkey=0x{:08x} len={}]", h.va, h.rkey, h.dma_len);
    }
    if let Some(h) = r.atomic_eth {
        t += &format!(" atomic[va=0x{:x} rkey=0x{:08x} swap_add=0x{:x} compare=0x{:x}]", h.va, h.rkey, h.swap_add, h.compare);
    }
    if let Some(h) = r.aeth {
        t += &format!(" aeth[{} msn={}]", syndrome_text(h.syndrome), h.msn);
    }
    if let Some(h) = r.atomic_ack_eth {
        t += &format!(" atomic_ack[orig=0x{:x}]", h.orig);
    }
    if let Some(v) = r.immdt {
        t += &format!(" imm=0x{v:08x}");
    }
    if let Some(v) = r.ieth {
        t += &format!(" ieth_rkey=0x{v:08x}");
    }
    if r.bth.opcode.has_payload() {
        t += &format!(" payload={}B pad={}", r.payload.len(), r.bth.pad_cnt);
    }
    t
}

fn syndrome_json(s: Syndrome) -> Value {
    match s {
        Syndrome::Ack { credit } => json!({"kind": "ACK", "credit": credit}),
        Syndrome::RnrNak { timer } => json!({"kind": "RNR_NAK", "timer": timer}),
        Syndrome::Nak(code) => json!({"kind": "NAK", "code": code.as_u8(), "code_name": code.name()}),
    }
}

fn frame_json(n: usize, len: usize, d: &RoceDecoded) -> Value {
    let mut m = Map::new();
    m.insert("frame".into(), json!(n));
    m.insert("roce".into(), json!(true));
    m.insert("len".into(), json!(len));
    m.insert("ip_version".into(), json!(d.ip_version));
    m.insert("opcode".into(), json!(d.opcode_raw));
    m.insert("opcode_name".into(), json!(d.bth.map(|b| b.opcode.name())));
    let b = d.bth;
    m.insert("dqpn".into(), json!(b.map(|b| b.dest_qp)));
    m.insert("psn".into(), json!(b.map(|b| b.psn)));
    if let Some(b) = b {
        m.insert("solicited".into(), json!(b.solicited));
        m.insert("migreq".into(), json!(b.migreq));
        m.insert("pad_cnt".into(), json!(b.pad_cnt));
        m.insert("tver".into(), json!(b.tver));
        m.insert("pkey".into(), json!(b.pkey));
        m.insert("fecn".into(), json!(b.fecn));
        m.insert("becn".into(), json!(b.becn));
        m.insert("ack_req".into(), json!(b.ack_req));
    }
    if let Some(r) = &d.roce {
        m.insert("payload_len".into(), json!(r.payload.len()));
        if let Some(h) = r.deth {
            m.insert("deth".into(), json!({"qkey": h.qkey, "src_qp": h.src_qp}));
        }
        if let Some(h) = r.reth {
            m.insert("reth".into(), json!({"va": h.va, "rkey": h.rkey, "dma_len": h.dma_len}));
        }
        if let Some(h) = r.atomic_eth {
            m.insert("atomic_eth".into(), json!({"va": h.va, "rkey": h.rkey, "swap_add": h.swap_add, "compare": h.compare}));
        }
        if let Some(h) = r.aeth {
            m.insert(
                "aeth".into(),
                json!({"syndrome": h.syndrome.to_byte().ok(), "msn": h.msn, "decoded": syndrome_json(h.syndrome)}),
            );
        }
        if let Some(h) = r.atomic_ack_eth {
            m.insert("atomic_ack_eth".into(), json!({"orig": h.orig}));
        }
        if let Some(v) = r.immdt {
            m.insert("immdt".into(), json!(v));
        }
        if let Some(v) = r.ieth {
            m.insert("ieth".into(), json!(v));
        }
        if r.bth.opcode == golden::wire::Opcode::Cnp {
            m.insert("cnp".into(), json!(true));
        }
    }
    m.insert("icrc_ok".into(), json!(d.icrc_ok()));
    m.insert("icrc_wire".into(), json!(d.icrc_wire));
    m.insert("icrc_computed".into(), json!(d.icrc_computed));
    m.insert("error".into(), json!(d.result.as_ref().err().map(error_text)));
    Value::Object(m)
}
