//! What the fuzz targets (`fuzz_targets/`) share: the project's own examples
//! to start from, and the session target's driver with its invariants.

pub mod examples;
pub mod session;
