//! UniFFI bindings of the Math Chess core (see issue "UniFFI bindings").
//!
//! For now this crate only re-exports the core so that the workspace layout of
//! `DESIGN.md` is in place; the exported surface lands with the session.

pub use mathchess as core;
