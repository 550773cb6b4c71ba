//! Any sequence of a shell's calls on a session of the first game keeps
//! its promises (`mathchess_fuzz::session`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::session::MathChess;

fuzz_target!(|data: &[u8]| mathchess_fuzz::session::run::<MathChess>(data));
