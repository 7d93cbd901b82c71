//! Cross-crate regression suites live in `tests/tests/`; this library holds their shared helpers.

