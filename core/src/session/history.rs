//! The moves played, as the session shows them, kept in step with the game
//! one move at a time, so that a snapshot costs the same at any length of
//! game.

use std::{ops::Deref, sync::Arc};

use super::{GameOf, PieceOf, Playable, TextOf};
use crate::games::math_chess::notation::MoveText;

/// Every move played, as move text (the first game's with its claimed
/// formula). Snapshots share one list: a copy costs a reference count, and
/// the session appends in place once no snapshot holds the list any more.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct History<T = MoveText>(Arc<Vec<T>>);

impl<T> Default for History<T> {
    fn default() -> History<T> {
        History(Arc::default())
    }
}

impl<T> Deref for History<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

/// The session's view of the game's moves: their text, and the pieces they
/// captured with the ply of each capture.
#[derive(Clone, Debug)]
pub(super) struct Played<G: Playable> {
    texts: History<TextOf<G>>,
    /// `(ply, piece)`: `piece` was captured by the move that made ply `ply`
    /// (from 1). At most the pieces on the board, whatever the game's length.
    captures: Vec<(usize, PieceOf<G>)>,
}

impl<G: Playable> Played<G> {
    /// The moves of `game`.
    pub(super) fn of(game: &GameOf<G>) -> Played<G> {
        let mut played = Played {
            texts: History::default(),
            captures: Vec::new(),
        };
        // Room to grow as the game goes on without copying the list at once.
        Arc::make_mut(&mut played.texts.0).reserve(game.plies() * 2);
        played.follow(game);
        played
    }

    /// Catches up with `game` after moves were played or taken back. The
    /// game must be the one these moves came from (a new or loaded game
    /// starts from [`Played::of`]).
    pub(super) fn follow(&mut self, game: &GameOf<G>) {
        let kept = self.texts.len().min(game.plies());
        self.captures.retain(|&(ply, _)| ply <= kept);
        let texts = Arc::make_mut(&mut self.texts.0);
        texts.truncate(kept);
        for ply in kept..game.plies() {
            texts.extend(G::played_text(game, ply));
            let captured = G::captured(game, ply).into_iter();
            self.captures
                .extend(captured.map(|capture| (ply + 1, capture.piece)));
        }
    }

    pub(super) fn texts(&self) -> History<TextOf<G>> {
        self.texts.clone()
    }

    /// The pieces captured in the first `plies` plies, in order.
    pub(super) fn captured_by(&self, plies: usize) -> impl Iterator<Item = PieceOf<G>> + '_ {
        self.captures
            .iter()
            .take_while(move |&&(ply, _)| ply <= plies)
            .map(|&(_, piece)| piece)
    }
}
