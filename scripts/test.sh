#!/usr/bin/env bash
# The whole test suite: installs missing tools, then builds and tests every crate.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export ROCE_PYTHON="$PWD/.venv/bin/python3"
cargo test --workspace --all-targets
# doc tests are separate from --all-targets
cargo test --workspace --doc
