//! Vietnamese Math Chess's integration tests, one test crate beside
//! Capture the Flag's (`tests/flag/`): the rules against a literal
//! reference generator, crowded placements, the engine and the review.

mod crowded;
mod engine;
mod properties;
mod reference;
mod review;
#[path = "../support/mod.rs"]
mod support;
