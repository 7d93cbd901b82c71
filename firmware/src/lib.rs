//! Driver for the RoCEv2 NIC. Filled by the firmware issue; builds today so the workspace is whole.
#![forbid(unsafe_code)]

