//! The checked-in register bank `hdl/src/config_regs.rs` is exactly what `hdl::regmap_gen`
//! writes from the register map `golden::regs` now.
//!
//! After a change of the map: `UPDATE_REGMAP=1 cargo test -p hdl --release --test regmap_sync`,
//! then `UPDATE_VERILOG=1 cargo test -p hdl --release --test verilog_sync`, and commit both.

use std::path::Path;

#[test]
fn checked_in_register_bank_matches_the_map() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(hdl::regmap_gen::CONFIG_REGS_PATH);
    let text = hdl::regmap_gen::config_regs_source();
    if std::env::var_os("UPDATE_REGMAP").is_some_and(|v| v != "0") {
        std::fs::write(&path, &text).expect("writing hdl/src/config_regs.rs");
    }
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        old == text,
        "hdl/src/config_regs.rs differs from what golden::regs generates: run \
         `UPDATE_REGMAP=1 cargo test -p hdl --release --test regmap_sync`, then \
         `UPDATE_VERILOG=1 cargo test -p hdl --release --test verilog_sync`, and commit both"
    );
}
