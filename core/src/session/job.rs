//! The one handle of every search that runs off the main thread: the
//! computer's move, a hint and a game review. Whoever holds it may cancel
//! the search from any thread and ask whether it has finished; dropping it
//! cancels the search, so that none outlives the screen that wanted it.

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

/// What a search and the holders of its handle share.
#[derive(Debug, Default)]
struct Flags {
    stop: AtomicBool,
    finished: AtomicBool,
}

/// The handle of one background search. Not `Clone`: it owns the search,
/// which ends (soon) when the handle is dropped.
#[derive(Debug, Default)]
pub struct SearchHandle(Arc<Flags>);

impl SearchHandle {
    pub(crate) fn new() -> SearchHandle {
        SearchHandle::default()
    }

    /// Stops the search soon, or the next run at once; from any thread.
    pub fn cancel(&self) {
        self.0.stop.store(true, Ordering::Relaxed);
    }

    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.0.stop.load(Ordering::Relaxed)
    }

    /// Has a run of the search returned (finished, cancelled or failed)?
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.0.finished.load(Ordering::Acquire)
    }

    /// Runs `search` with the stop flag it polls, and marks the search
    /// finished when it returns, whether it ends, is cancelled or panics.
    pub(crate) fn run<T>(&self, search: impl FnOnce(&AtomicBool) -> T) -> T {
        struct Finish<'a>(&'a AtomicBool);
        impl Drop for Finish<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Release);
            }
        }
        let _finish = Finish(&self.0.finished);
        search(&self.0.stop)
    }

    /// A way to cancel the search that does not own it (the session's, to
    /// stop the computer when the game changes).
    pub(crate) fn canceller(&self) -> Canceller {
        Canceller(Arc::clone(&self.0))
    }
}

impl Drop for SearchHandle {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Cancels a search without owning it.
#[derive(Clone, Debug)]
pub(crate) struct Canceller(Arc<Flags>);

impl Canceller {
    pub(crate) fn cancel(&self) {
        self.0.stop.store(true, Ordering::Relaxed);
    }

    /// Was the search cancelled (its handle dropped among other ways)?
    pub(crate) fn is_cancelled(&self) -> bool {
        self.0.stop.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_finishes_and_sees_the_cancel() {
        let handle = SearchHandle::new();
        assert!(!handle.is_finished());
        assert!(!handle.run(|stop| stop.load(Ordering::Relaxed)));
        assert!(handle.is_finished());
        handle.cancel();
        assert!(handle.is_cancelled());
        assert!(handle.run(|stop| stop.load(Ordering::Relaxed)));
    }

    #[test]
    fn a_dropped_handle_cancels_its_search() {
        let handle = SearchHandle::new();
        let canceller = handle.canceller();
        assert!(!canceller.is_cancelled());
        drop(handle);
        assert!(canceller.is_cancelled());
    }

    #[test]
    fn a_panicking_search_is_finished() {
        let handle = SearchHandle::new();
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            handle.run(|_| panic!("a bug"));
        }));
        assert!(panicked.is_err());
        assert!(handle.is_finished());
    }
}
