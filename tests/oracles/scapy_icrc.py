#!/usr/bin/env python3
"""Independent ICRC oracle: recompute the RoCEv2 ICRC of every UDP/4791 frame of a pcap with
scapy's own RoCE layer (scapy.contrib.roce, scapy >= 2.6 for IPv6) and print one JSON line per
frame: {"frame": n, "ip_version": 4|6, "wire": "xxxxxxxx", "scapy": "xxxxxxxx"} (hex of the
4 ICRC bytes in wire order). The Rust test compares these with golden's verdicts.

Usage: scapy_icrc.py FILE.pcap
"""
import json
import sys

from scapy.all import Ether, IP, IPv6, UDP, rdpcap, load_contrib

load_contrib("roce")
from scapy.contrib.roce import BTH  # noqa: E402


def main(path):
    for n, pkt in enumerate(rdpcap(path), start=1):
        raw = bytes(pkt)
        p = Ether(raw)
        if UDP not in p or p[UDP].dport != 4791 or BTH not in p:
            continue
        ver = 4 if IP in p else 6
        # Cut any Ethernet trailer: the ICRC ends where the IP length says.
        if ver == 4:
            ip_end = len(raw) - len(bytes(p[IP])) + p[IP].len
        else:
            ip_end = len(raw) - len(bytes(p[IPv6])) + 40 + p[IPv6].plen
        p = Ether(raw[:ip_end])
        wire = raw[ip_end - 4:ip_end]
        p[BTH].icrc = None          # make scapy compute it again from the masked headers
        rebuilt = bytes(p)
        print(json.dumps({"frame": n, "ip_version": ver, "wire": wire.hex(),
                          "scapy": rebuilt[-4:].hex()}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
