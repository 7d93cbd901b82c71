roce_bridge_selftest.v
roce_skid_buffer.v
roce_icrc.v
roce_tx_builder.v
roce_rx_parser.v
roce_qpc_cache.v
roce_mkey_cache.v
roce_key_checker.v
