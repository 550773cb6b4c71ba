//! Panics caught at the edges: the computer's search and the FFI. A bug
//! there becomes an error that says what happened, instead of a session
//! stuck waiting for a move or an app that crashes.

use std::panic::{self, AssertUnwindSafe};

/// Runs `f`; a panic becomes `Err` with its message, for a log.
///
/// The caller vouches that nothing `f` may have left half-changed is used
/// afterwards (as with [`AssertUnwindSafe`]).
///
/// ```
/// use mathchess::unwind::catch_panic;
/// assert_eq!(catch_panic(|| 6 * 7), Ok(42));
/// assert_eq!(catch_panic(|| -> u8 { panic!("no move") }), Err("no move".to_owned()));
/// ```
///
/// # Errors
/// The panic's message if `f` panicked.
pub fn catch_panic<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        if let Some(text) = payload.downcast_ref::<&str>() {
            (*text).to_owned()
        } else if let Some(text) = payload.downcast_ref::<String>() {
            text.clone()
        } else {
            "a panic without a message".to_owned()
        }
    })
}
