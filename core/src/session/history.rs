//! The moves played, as the session shows them, kept in step with the game
//! one move at a time, so that a snapshot costs the same at any length of
//! game.

use std::{ops::Deref, sync::Arc};

use crate::{notation::MoveText, Game, Piece};

/// Every move played, as move text with its claimed formula. Snapshots
/// share one list: a copy costs a reference count, and the session appends
/// in place once no snapshot holds the list any more.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct History(Arc<Vec<MoveText>>);

impl Deref for History {
    type Target = [MoveText];
    fn deref(&self) -> &[MoveText] {
        &self.0
    }
}

/// The session's view of the game's moves: their text, and the pieces they
/// captured with the ply of each capture.
#[derive(Clone, Debug, Default)]
pub(super) struct Played {
    texts: History,
    /// `(ply, piece)`: `piece` was captured by the move that made ply `ply`
    /// (from 1). At most the pieces on the board, whatever the game's length.
    captures: Vec<(usize, Piece)>,
}

impl Played {
    /// The moves of `game`.
    pub(super) fn of(game: &Game) -> Played {
        let mut played = Played::default();
        // Room to grow as the game goes on without copying the list at once.
        Arc::make_mut(&mut played.texts.0).reserve(game.history().len() * 2);
        played.follow(game);
        played
    }

    /// Catches up with `game` after moves were played or taken back. The
    /// game must be the one these moves came from (a new or loaded game
    /// starts from [`Played::of`]).
    pub(super) fn follow(&mut self, game: &Game) {
        let moves = game.history();
        let kept = self.texts.len().min(moves.len());
        self.captures.retain(|&(ply, _)| ply <= kept);
        let texts = Arc::make_mut(&mut self.texts.0);
        texts.truncate(kept);
        let befores = (kept..).map_while(|ply| game.position_at(ply));
        for ((i, played), before) in moves.iter().enumerate().skip(kept).zip(befores) {
            texts.push(MoveText::of(before, played.m, played.claim));
            if let Some(piece) = played.captured {
                self.captures.push((i + 1, piece));
            }
        }
    }

    pub(super) fn texts(&self) -> History {
        self.texts.clone()
    }

    /// The pieces captured in the first `plies` plies, in order.
    pub(super) fn captured_by(&self, plies: usize) -> impl Iterator<Item = Piece> + '_ {
        self.captures
            .iter()
            .take_while(move |&&(ply, _)| ply <= plies)
            .map(|&(_, piece)| piece)
    }
}
