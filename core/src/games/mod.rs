//! The games, one folder each: Vietnamese Math Chess ([`math_chess`],
//! `docs/rules.md`) and Capture the Flag ([`capture_the_flag`],
//! `docs/flag-rules.md`). Each holds its rules, notation, record and
//! engine; the machinery beside this folder (the search, the session, the
//! lessons, the puzzles, the record envelope) is shared.

pub mod capture_the_flag;
pub mod math_chess;
