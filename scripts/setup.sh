#!/usr/bin/env bash
# Installs the system tools the project needs when they are missing, on Debian/Ubuntu:
#   verilator, yosys (RTL lint, cosimulation, synthesis figures), tshark (oracle decode),
#   python3 + a project-local venv with scapy>=2.6 (oracle ICRC; Debian's python3-scapy 2.5
#   computes no IPv6 ICRC, so scapy comes from PyPI into .venv/).
# Safe to run repeatedly: it only installs what is missing. Says so and fails when it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v verilator >/dev/null 2>&1 || need_apt+=(verilator)
command -v yosys >/dev/null 2>&1 || need_apt+=(yosys)
command -v tshark >/dev/null 2>&1 || need_apt+=(tshark)
command -v python3 >/dev/null 2>&1 || need_apt+=(python3 python3-venv python3-pip)
command -v g++ >/dev/null 2>&1 || need_apt+=(g++)
command -v make >/dev/null 2>&1 || need_apt+=(make)
command -v perl >/dev/null 2>&1 || need_apt+=(perl)

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]} with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "setup: need root (or sudo) to apt-get install ${need_apt[*]}; install them and re-run" >&2
      exit 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: apt-get not found; install ${need_apt[*]} with your package manager and re-run" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

# Python venv with scapy >= 2.6 for the ICRC oracle.
VENV=.venv
if ! "$VENV/bin/python3" -c 'import scapy, sys; v=tuple(int(x) for x in scapy.__version__.split(".")[:2]); sys.exit(0 if v >= (2,6) else 1)' 2>/dev/null; then
  echo "setup: creating $VENV with scapy>=2.6 from PyPI" >&2
  if ! python3 -m venv "$VENV" 2>/dev/null; then
    rm -rf "$VENV"
    export DEBIAN_FRONTEND=noninteractive
    SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$VENV"
  fi
  "$VENV/bin/pip" install -q 'scapy>=2.6'
fi

for t in verilator yosys tshark; do
  command -v "$t" >/dev/null 2>&1 || { echo "setup: $t still missing after install" >&2; exit 1; }
done
