//! Any sequence of a shell's calls on a session of Capture the Flag keeps
//! its promises (`mathchess_fuzz::session`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::session::CaptureTheFlag;

fuzz_target!(|data: &[u8]| mathchess_fuzz::session::run::<CaptureTheFlag>(data));
