//! What the fuzz targets (`fuzz_targets/`) share: the project's own examples
//! to start from (each game's), and the session target's driver with its
//! invariants.

pub mod examples;
pub mod flag_examples;
pub mod session;
