//! Capture the Flag's integration tests, one test crate beside Vietnamese
//! Math Chess's (`tests/math_chess/`): the worked examples of
//! `docs/flag-rules.md` and the rules against a literal reference generator.

mod examples;
mod properties;
mod reference;
#[path = "../support/mod.rs"]
mod support;
