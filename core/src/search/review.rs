//! Game review: every move of a game weighed against the engine's choice.
//!
//! Each position of the game is searched under a node budget (from the last
//! to the first, so that the table learnt from the end helps the search of
//! what led there). A move's value for its player is the score of the
//! position it left them in; what it lost is the difference to the best
//! move's value, and that loss marks it. A won game thrown away (a 0 that
//! could have been taken, a forced win missed) or a lost one walked into
//! (a 0 left to be taken) is always a [`ReviewMark::Blunder`].

use std::sync::atomic::{AtomicBool, Ordering};

use super::{
    params::{BLUNDER, INACCURACY, MISTAKE, REVIEW_NODES},
    score::{plies_to_end, MATE_BOUND},
    GameEngine, SearchMove, Searched, SearchedLine,
};
use super::{Limits, SearchResult};
use crate::{game::Game, history::Undone, BoardPosition, Side};

/// How much a move gave away.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReviewMark {
    /// It lost at least [`INACCURACY`] hundredths of a small piece.
    Inaccuracy,
    /// It lost at least [`MISTAKE`].
    Mistake,
    /// It lost at least [`BLUNDER`], or a 0, or a won game.
    Blunder,
}

impl ReviewMark {
    /// The mark of a move worth `played` to its player where the best move
    /// was worth `best` (both scores for the player, as the search gives them).
    #[must_use]
    pub fn of(best: i32, played: i32) -> Option<ReviewMark> {
        let won = |score: i32| score >= MATE_BOUND;
        let lost = |score: i32| score <= -MATE_BOUND;
        if (won(best) && !won(played)) || (lost(played) && !lost(best)) {
            return Some(ReviewMark::Blunder);
        }
        // Beyond this, only whether a game is won matters (settled above).
        let capped = |score: i32| score.clamp(-MATE_BOUND, MATE_BOUND);
        match capped(best) - capped(played) {
            loss if loss >= BLUNDER => Some(ReviewMark::Blunder),
            loss if loss >= MISTAKE => Some(ReviewMark::Mistake),
            loss if loss >= INACCURACY => Some(ReviewMark::Inaccuracy),
            _ => None,
        }
    }
}

/// One move of a reviewed game whose moves are `M` (the first game's by
/// default; the formula a capture claimed is the game's own record).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview<M> {
    /// Plies played before it (0 for the first move).
    pub ply: usize,
    /// The side that played it.
    pub side: Side,
    pub played: M,
    /// The position's value for `side` before the move, with the best move:
    /// in hundredths of a small piece, beyond ±29 000 a decided game (as
    /// [`SearchResult::score`](super::SearchResult::score)).
    pub best_score: i32,
    /// The value for `side` after the move played.
    pub played_score: i32,
    /// The engine's preferred move and the line it expected, from the
    /// position before the move.
    pub best: M,
    pub line: Vec<M>,
    /// `None` for the best move or one close to it.
    pub mark: Option<ReviewMark>,
}

impl<M> MoveReview<M> {
    /// Plies to the end of the game after the move played, when decided:
    /// positive when `side` wins.
    #[must_use]
    pub fn plies_to_end(&self) -> Option<i32> {
        plies_to_end(self.played_score)
    }
}

/// A reviewed game: its moves in order, as far as the review got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReview<M> {
    /// The reviewed moves, in the order played; the review works from the
    /// end, so a stopped one holds the last moves.
    pub moves: Vec<MoveReview<M>>,
    /// False when the review was stopped before every move was weighed.
    pub complete: bool,
}

impl<M> Default for GameReview<M> {
    fn default() -> GameReview<M> {
        GameReview {
            moves: Vec::new(),
            complete: false,
        }
    }
}

/// A game the review can weigh: replayed from its start, taken back a
/// move at a time, each position searched.
pub trait Reviewed: Searched + Sized {
    /// The game from its start with the same moves, without a resignation
    /// or an agreed draw (the review weighs the position, not the decision).
    fn replayed(&self) -> Self;
    fn plies(&self) -> usize;
    fn turn(&self) -> Side;
    /// Takes back the last move.
    fn take_back(&mut self) -> Option<Self::Move>;
    /// The value of a game already over for the side to move (a
    /// repetition is a draw, whatever the rules say of it).
    fn settled(&self) -> Option<i32>;
}

/// What a game adds to [`Reviewed`], written once for every shared
/// [`Game`]: how a move of its history is played again, the search's move
/// of it, and what an ending is worth (whose turn it is, its position
/// says).
pub trait ReviewedLine: SearchedLine<Position: BoardPosition> {
    /// Plays `m`, a move of a game's history, again; false if refused.
    fn replay(game: &mut Game<Self>, m: &Self::Move) -> bool;
    /// The search's move of `m` as played.
    fn search_move(m: &Self::Move) -> Self::SearchMove;
    /// The value of `outcome` for `turn`, the side to move (a repetition
    /// is a draw, whatever the rules say of it).
    fn settled(outcome: Self::Outcome, turn: Side) -> i32;
}

impl<L: ReviewedLine> Reviewed for Game<L> {
    fn replayed(&self) -> Game<L> {
        let mut replay = Game::from_position(self.rules().clone(), self.start().clone());
        for m in self.history() {
            if !L::replay(&mut replay, m) {
                break;
            }
        }
        replay
    }

    fn plies(&self) -> usize {
        self.plies()
    }

    fn turn(&self) -> Side {
        self.position().turn()
    }

    fn take_back(&mut self) -> Option<L::SearchMove> {
        match self.undo()? {
            Undone::Move(m) => Some(L::search_move(&m)),
            // The replay holds no resignation or agreed draw to take back.
            Undone::Ending(_) => None,
        }
    }

    fn settled(&self) -> Option<i32> {
        let outcome = self.outcome()?;
        Some(L::settled(outcome, self.turn()))
    }
}

/// The search budget of each position of a review.
pub const REVIEW_LIMITS: Limits = Limits::nodes(REVIEW_NODES);

/// Reviews every move of `game` (finished or running), of either game,
/// searching each position within `limits` (deterministic under a node or
/// depth budget). Raising `stop` ends the review soon with the moves
/// weighed so far.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{games::math_chess::{Game, Rules}, search::{review, Limits}};
/// let mut game = Game::new(Rules::default());
/// game.play_text("c1-c4")?;
/// let review = review(&game, &Limits::nodes(2_000), &AtomicBool::new(false));
/// assert!(review.complete);
/// assert_eq!(review.moves[0].played.to_string(), "c1-c4");
/// # Ok::<_, mathchess::games::math_chess::GameError>(())
/// ```
#[must_use]
pub fn review<G: Reviewed>(game: &G, limits: &Limits, stop: &AtomicBool) -> GameReview<G::Move> {
    let mut line = game.replayed();
    let plies = line.plies();
    let mut engine = GameEngine::new();
    // From the last position back: each move needs the position before and
    // the one after.
    let mut after = position_value(&mut engine, &line, limits, stop).map(|(score, _)| score);
    let mut moves = Vec::with_capacity(plies);
    for ply in (0..plies).rev() {
        let Some(played_after) = after else {
            break;
        };
        let Some(played) = line.take_back() else {
            break;
        };
        let Some((best_score, best)) = position_value(&mut engine, &line, limits, stop) else {
            break;
        };
        let (best, line_moves) = best.map_or((played, Vec::new()), |r| (r.best, r.pv));
        let played_score = -played_after;
        let is_best = best.squares() == played.squares();
        moves.push(MoveReview {
            ply,
            side: line.turn(),
            played,
            best_score,
            played_score,
            best,
            line: line_moves,
            mark: if is_best {
                None
            } else {
                ReviewMark::of(best_score, played_score)
            },
        });
        after = Some(best_score);
    }
    moves.reverse();
    GameReview {
        complete: moves.len() == plies,
        moves,
    }
}

/// The value of the current position of `game` for the side to move, and
/// the search that found it when the game goes on; `None` when stopped.
fn position_value<G: Reviewed>(
    engine: &mut GameEngine<G::Move>,
    game: &G,
    limits: &Limits,
    stop: &AtomicBool,
) -> Option<(i32, Option<SearchResult<G::Move>>)> {
    if let Some(score) = game.settled() {
        return Some((score, None));
    }
    let result = engine.search(game, limits, stop)?;
    // A stopped search is not a judgement.
    (!stop.load(Ordering::Relaxed)).then_some((result.score, Some(result)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::{mate_in, mated_in};

    #[test]
    fn marks_by_what_a_move_lost() {
        assert_eq!(ReviewMark::of(40, 40 - INACCURACY + 1), None);
        assert_eq!(
            ReviewMark::of(40, 40 - INACCURACY),
            Some(ReviewMark::Inaccuracy)
        );
        assert_eq!(
            ReviewMark::of(-100, -100 - MISTAKE),
            Some(ReviewMark::Mistake)
        );
        assert_eq!(
            ReviewMark::of(300, 300 - BLUNDER),
            Some(ReviewMark::Blunder)
        );
        // A move that turned out better than the best found is not marked.
        assert_eq!(ReviewMark::of(10, 90), None);
    }

    #[test]
    fn a_zero_lost_or_missed_is_always_a_blunder() {
        // Lost: from an even game, or even from a bad one, into a lost one.
        assert_eq!(ReviewMark::of(0, mated_in(3)), Some(ReviewMark::Blunder));
        assert_eq!(ReviewMark::of(-900, mated_in(9)), Some(ReviewMark::Blunder));
        // Missed: a won game let go, even into a good one.
        assert_eq!(ReviewMark::of(mate_in(1), 900), Some(ReviewMark::Blunder));
        // A slower win, or a slower loss where every move loses, is no mistake.
        assert_eq!(ReviewMark::of(mate_in(1), mate_in(7)), None);
        assert_eq!(ReviewMark::of(mated_in(2), mated_in(4)), None);
        assert_eq!(ReviewMark::of(mated_in(6), mated_in(2)), None);
    }
}
