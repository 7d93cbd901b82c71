#!/usr/bin/env bash
# Lint every checked-in generated Verilog file (hdl/verilog/filelist.f) with Verilator.
#
# Usage: scripts/verilator-lint.sh [DIR]   (DIR defaults to hdl/verilog)
#
# Flags, each on purpose:
#   --lint-only          check only, build nothing.
#   -Wall                every warning on (style warnings included), then switch off only these:
#   -Wno-DECLFILENAME    a file holds a block's top module AND its sub-modules (rust-hdl emits one
#                        module per instance into one text), so module names differ from file names.
#   -Wno-WIDTH           rust-hdl emits every literal as a 32-bit sized constant (`32'h1`) and
#                        relies on Verilog's width extension in assignments; widths are checked in
#                        Rust by the Bits<N> types before the Verilog exists.
#   --top-module NAME    each file is linted on its own with its block as the top (the files are
#                        independent designs; together they would be several tops).
# Composite tops (roce_responder, roce_nic) also get, each on purpose:
#   -Wno-UNUSEDSIGNAL    sub-block outputs the top leaves unread (record fields the transport does
#                        not need, cache statistics); each block's own file is linted with them on.
#   -Wno-UNOPTFLAT       rust-hdl emits one always block per module, so a valid/ready handshake
#                        between two sub-blocks looks circular at that granularity; a real
#                        combinational loop still fails at run time (Verilator's convergence check).
# The payload movers (roce_payload_mover, the requester's roce_rsp_payload_mover) also get
# -Wno-UNUSEDSIGNAL: the stream port is the
# whole AXI4-Stream bundle, but it cuts pieces by the engine's lengths (not tkeep) and the RX
# parser has already dropped frames flagged bad (tuser).
# The write tracker (roce_write_tracker) gets it too: it counts its outstanding writes itself
# instead of reading its FIFOs' `fill` (which would make a FIFO input depend on the same FIFO's
# outputs inside one always block: Verilator's UNOPTFLAT).
# The atomic unit (roce_atomic_unit) too: of its DMA read beats it reads the 8-byte word and the
# replay entries' value and PSN, not their reserved bytes.
# The header lookahead (roce_header_lookahead) too: of its QP context view it reads the PD only,
# of an answer's tag the slot bits (the engine routes by bit 7), and its key checker's fixed
# latency is tracked by its own two-stage slot pipeline instead of `out_valid`.
# The key stage (roce_key_stage) too: its cache port is the whole lookup bundle, but its answers
# are its own (the engine's lookup share routes them; no tag to read) and a key entry is the low
# 512 bits of the 1024-bit answer.
# The requester's payload mover (roce_rsp_payload_mover) gets -Wno-UNOPTFLAT as well: it pushes
# records into the responder's payload mover inside it and reads that mover's write beats in its
# one always block (the unit tests settle it: no real loop).
# The WQE walker (roce_wqe_walker) gets -Wno-UNOPTFLAT, as the composite tops do: its scatter
# step (SgPiece, combinational) is a sub-module whose inputs and outputs its one always block
# both drives and reads; the unit tests settle it, so there is no real loop. It gets
# -Wno-UNUSEDSIGNAL too: of its DMA read port (the whole bundle) it does not read `keep` and
# `last` (its reads end on their completion).
# The WQE prefetcher (roce_wqe_prefetch) gets both as well: it reads its FIFOs' fill and pushes
# into them in its one always block (the unit tests settle it: no real loop), and of its DMA read
# port it does not read `keep` (its reads are whole 64-byte beats) nor the head's valid bit (a
# beat always has its read at the head).
# The header machine (roce_header_machine) gets both flags: of the head record and of its context
# port's answer it reads the fields it registers (no answer tag: the engine's lookup share routes
# its answers), of a failed write's owner all but the payload bit (the tracker's own); and its
# decoders beside each context source (RecordClasses, combinational) are sub-modules whose inputs
# and outputs its one always block both drives and reads, as in the walker.
# The context caches (roce_qpc_cache, roce_mkey_cache) are composites too and get both flags:
# the replay queue's pop is decided from its head and set compares (roce_ctx_replay_queue, a
# sub-module whose one always block reads the pop and drives those outputs), and each of the two
# tag matches (roce_ctx_way_match: stage 1's inside roce_ctx_set_view, the dual update's inside
# roce_ctx_dual_update) has outputs only the other one reads. The dual update (roce_ctx_dual_update) gets UNUSEDSIGNAL
# for the same reason: its tag match's one-hot, forward and dirty outputs pick data it never takes.
# The record intake (roce_record_intake) and its classes block (roce_record_classes) get
# -Wno-UNUSEDSIGNAL: the classes block reads the opcode, length and PSN of the record and three fields of
# the context entry.
# The requester's send engine (roce_req_engine) gets both, as the composite tops do: of its QP
# context entry, its WQE read and its key cache port it reads the fields a request needs, and
# its sub-blocks' handshakes look circular at one always block per module.
# Anything else Verilator reports is an error to fix in the block or in hdl::export.
set -euo pipefail
dir="${1:-$(dirname "$0")/../hdl/verilog}"
command -v verilator >/dev/null || { echo "verilator-lint: verilator not found (scripts/setup installs it)" >&2; exit 2; }
status=0
while read -r f; do
  [ -n "$f" ] || continue
  top="${f%.v}"
  extra=()
  case "$top" in
    roce_responder|roce_nic) extra=(-Wno-UNUSEDSIGNAL -Wno-UNOPTFLAT) ;;
    roce_payload_mover|roce_write_tracker|roce_atomic_unit|roce_header_lookahead|roce_key_stage|roce_ctx_dual_update|roce_record_intake|roce_record_classes) extra=(-Wno-UNUSEDSIGNAL) ;;
    roce_qpc_cache|roce_mkey_cache|roce_header_machine) extra=(-Wno-UNUSEDSIGNAL -Wno-UNOPTFLAT) ;;
    roce_wqe_walker|roce_rsp_payload_mover|roce_wqe_prefetch) extra=(-Wno-UNOPTFLAT -Wno-UNUSEDSIGNAL) ;;
    roce_req_engine) extra=(-Wno-UNUSEDSIGNAL -Wno-UNOPTFLAT) ;;
  esac
  if verilator --lint-only -Wall -Wno-DECLFILENAME -Wno-WIDTH "${extra[@]}" --top-module "$top" "$dir/$f"; then
    echo "lint ok: $f"
  else
    echo "lint FAILED: $f" >&2
    status=1
  fi
done < "$dir/filelist.f"
exit $status
