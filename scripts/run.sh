#!/usr/bin/env bash
# The main job, until the RTL responder is in the loop (`roce run`, future work):
# 1. write a capture of golden-emitted RoCEv2 frames of every opcode (IPv4/IPv6, with/without
#    VLAN; frame 3 has one flipped payload bit) and decode it: every ICRC valid but frame 3's;
# 2. run two golden endpoints over the faulty fabric (5% loss, 5% reordering, 2% duplication,
#    16 QPs, 5000 messages) and check completions and final memory against the reference.
# Extra arguments go to `roce sim` (e.g. --json, --pcap out/sim.pcap, --seed 11).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p out
cargo build --release -q -p cosim --bin roce
./target/release/roce gen-pcap out/sample.pcap --corrupt-frame 3
./target/release/roce decode out/sample.pcap | tail -n 45
./target/release/roce sim --seed 7 --loss 0.05 --reorder 0.05 --dup 0.02 --msgs 5000 --qps 16 "$@"
