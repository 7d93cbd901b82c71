#!/usr/bin/env bash
# The main job. Today: generate a capture of golden-emitted RoCEv2 frames of every opcode
# (IPv4/IPv6, with/without VLAN, one with a flipped payload bit) and decode it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p out
cargo build --release -q -p cosim --bin roce
./target/release/roce gen-pcap out/sample.pcap --corrupt-frame 3
./target/release/roce decode out/sample.pcap "$@"
