//! The moves played, handed to a shell without copying them.

use std::{fmt, sync::Arc};

use mathchess::session;

/// A list of moves of either game, as text.
trait MoveTexts: fmt::Debug + Send + Sync {
    fn count(&self) -> usize;
    fn text(&self, index: usize) -> Option<String>;
}

impl<T: fmt::Display + fmt::Debug + Send + Sync> MoveTexts for session::History<T> {
    fn count(&self) -> usize {
        self.len()
    }

    fn text(&self, index: usize) -> Option<String> {
        self.get(index).map(ToString::to_string)
    }
}

/// Every move played, as move text (the first game's with its claimed
/// formula: `c1-c4`, `d3xd7=7-4`). A snapshot shares the session's list
/// instead of copying it, so a tap costs the same at any length of game; a
/// move list reads the rows it shows, one call each.
#[derive(Debug, uniffi::Object)]
pub struct MoveHistory(Arc<dyn MoveTexts>);

impl PartialEq for MoveHistory {
    /// The same moves (a shared list compares at once).
    fn eq(&self, other: &MoveHistory) -> bool {
        let count = self.0.count();
        count == other.0.count() && (0..count).all(|i| self.0.text(i) == other.0.text(i))
    }
}

impl Eq for MoveHistory {}

impl<T: fmt::Display + fmt::Debug + Send + Sync + 'static> From<session::History<T>>
    for MoveHistory
{
    fn from(history: session::History<T>) -> MoveHistory {
        MoveHistory(Arc::new(history))
    }
}

#[uniffi::export]
impl MoveHistory {
    /// The number of moves played. (Not `len` or `count`: the shells make
    /// the history a collection of their own, which has those.)
    pub fn move_count(&self) -> u32 {
        u32::try_from(self.0.count()).unwrap_or(u32::MAX)
    }

    /// Move `index` (from 0: move `index + 1` of the game), or none past
    /// the last.
    pub fn move_at(&self, index: u32) -> Option<String> {
        self.0.text(usize::try_from(index).ok()?)
    }

    /// The moves from `start` on, at most `count` of them: a page of the list.
    pub fn moves(&self, start: u32, count: u32) -> Vec<String> {
        let start = start as usize;
        let end = start.saturating_add(count as usize).min(self.0.count());
        (start..end).filter_map(|i| self.0.text(i)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session_after;

    fn history_after(taps: &[&str]) -> MoveHistory {
        session_after(taps).snapshot().history.into()
    }

    #[test]
    fn reads_moves_by_index_and_by_page() {
        let history = history_after(&["c1", "c4", "g11", "g8", "b1", "b2"]);
        assert_eq!(history.move_count(), 3);
        assert_eq!(history.move_at(0).as_deref(), Some("c1-c4"));
        assert_eq!(history.move_at(2).as_deref(), Some("b1-b2"));
        assert_eq!(history.move_at(3), None);
        assert_eq!(history.move_at(u32::MAX), None);
        assert_eq!(history.moves(1, 5), ["g11-g8", "b1-b2"]);
        assert_eq!(history.moves(0, 1), ["c1-c4"]);
        assert!(history.moves(3, 1).is_empty());
        assert!(history.moves(u32::MAX, u32::MAX).is_empty());
        assert_eq!(history_after(&[]).move_count(), 0);
    }

    #[test]
    fn an_empty_history_reads_as_empty_at_any_index() {
        let empty = history_after(&[]);
        assert_eq!(empty.move_count(), 0);
        for index in [0, 1, u32::MAX] {
            assert_eq!(empty.move_at(index), None);
            for count in [0, 1, u32::MAX] {
                assert!(empty.moves(index, count).is_empty());
            }
        }
    }
}
