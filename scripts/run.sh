#!/usr/bin/env bash
# The main job: `roce run`, the golden requester against the RTL responder (Verilator, with the
# host memory model) over the faulty fabric, defaults of issue 6 (seed 1, 16 QPs, 1000 messages
# of SEND/WRITE/READ/ATOMIC up to 64 KB, 1% loss, 1% reordering, ECN marking and CNPs), in
# lockstep with a golden responder; ends with its summary (`--json`: one JSON line). A capture
# of the wire goes to out/run.pcap. Before it, a short wire demo: a capture of golden frames of
# every opcode is written and decoded (every ICRC valid but frame 3's, which has a flipped bit).
# Extra arguments go to `roce run` (e.g. --json, --seed 11 --loss 0.05 --reorder 0.05).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p out
cargo build --release -q -p cosim --bin roce
./target/release/roce gen-pcap out/sample.pcap --corrupt-frame 3
./target/release/roce decode out/sample.pcap | tail -n 5
./target/release/roce run --pcap out/run.pcap "$@"
