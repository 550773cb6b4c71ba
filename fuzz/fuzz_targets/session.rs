//! Any sequence of a shell's calls on a session keeps its promises
//! (`mathchess_fuzz::session`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| mathchess_fuzz::session::run(data));
