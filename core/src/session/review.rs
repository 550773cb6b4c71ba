//! The game review as a screen draws it: every move with its value, the
//! engine's preferred move and line, and its mark (`engine::review`).
//!
//! The session hands out a [`ReviewJob`] (a copy of the game and the
//! search's [`SearchHandle`]); a shell runs it off the main thread, so a review never holds the
//! session and never delays a tap, and cancels it when it no longer wants
//! it. Its [`ReviewView`] is plain data; [`Session::review_is_current`]
//! tells whether it still describes the session's game.

use super::{
    GameOf, GameSession, MathChess, Place, Playable, PositionOf, SearchHandle, SquareOf, TextOf,
};
use crate::{
    search::{GameReview, ReviewMark, REVIEW_LIMITS},
    Side,
};

/// What a position is worth, from Blue's side (for a graph or a label).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Evaluation {
    /// A game still open: in hundredths of a small piece, positive when
    /// Blue stands better.
    Score { blue: i32 },
    /// A decided game: `winner` wins in `plies` plies with best play (0:
    /// the game is over).
    Won { winner: Side, plies: u32 },
}

impl Evaluation {
    /// A search score for `side`, seen from Blue; `plies_to_end` when the
    /// score says the game is decided.
    #[must_use]
    pub fn of(score: i32, side: Side, plies_to_end: Option<i32>) -> Evaluation {
        match plies_to_end {
            Some(plies) => Evaluation::Won {
                winner: if score > 0 { side } else { !side },
                plies: plies.unsigned_abs(),
            },
            None if side == Side::Blue => Evaluation::Score { blue: score },
            None => Evaluation::Score { blue: -score },
        }
    }
}

/// One reviewed move as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove<G: Playable = MathChess> {
    /// Plies played before it (0 for the first move).
    pub ply: usize,
    /// The side that played it.
    pub side: Side,
    /// The move played, with its claimed formula.
    pub played: TextOf<G>,
    /// The squares the move played went from and to, to mark on the board
    /// of the position before it.
    pub played_from: Place,
    pub played_to: Place,
    /// The position's value after the move played.
    pub evaluation: Evaluation,
    /// The engine's preferred move in the position before, with its claim.
    pub best: TextOf<G>,
    /// The squares the engine's move goes from and to.
    pub best_from: Place,
    pub best_to: Place,
    /// The line the engine expected after the position before, from `best` on.
    pub line: Vec<TextOf<G>>,
    /// How much the move gave away; `None` for a good move.
    pub mark: Option<ReviewMark>,
}

/// A reviewed game as drawn: its moves in order, as far as the review got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewView<G: Playable = MathChess> {
    /// In the order played; a stopped review holds the last moves only.
    pub moves: Vec<ReviewedMove<G>>,
    /// False when the review was stopped before every move was weighed.
    pub complete: bool,
    /// The reviewed game's start, to tell whether the view is current.
    start: PositionOf<G>,
}

impl<G: Playable> ReviewView<G> {
    /// The view of `review`, a review of `game`; `text` writes an engine's
    /// move in the position it is played in, `squares` gives its from and to
    /// squares, `line` a line from there (cut where it stops being legal).
    pub(crate) fn of<M: Copy>(
        game: &GameOf<G>,
        review: &GameReview<M>,
        text: impl Fn(&PositionOf<G>, M) -> TextOf<G>,
        squares: impl Fn(M) -> (SquareOf<G>, SquareOf<G>),
        line: impl Fn(&PositionOf<G>, &[M]) -> Vec<TextOf<G>>,
    ) -> ReviewView<G> {
        let moves = review
            .moves
            .iter()
            .filter_map(|reviewed| {
                let before = game.position_at(reviewed.ply)?;
                let (played_from, played_to) = G::moved(game, reviewed.ply)?;
                let (best_from, best_to) = squares(reviewed.best);
                Some(ReviewedMove {
                    ply: reviewed.ply,
                    side: reviewed.side,
                    // The formula claimed is the game's own record.
                    played: G::played_text(game, reviewed.ply)?,
                    played_from: Place::of::<G>(played_from),
                    played_to: Place::of::<G>(played_to),
                    evaluation: Evaluation::of(
                        reviewed.played_score,
                        reviewed.side,
                        reviewed.plies_to_end(),
                    ),
                    best: text(before, reviewed.best),
                    best_from: Place::of::<G>(best_from),
                    best_to: Place::of::<G>(best_to),
                    line: line(before, &reviewed.line),
                    mark: reviewed.mark,
                })
            })
            .collect();
        ReviewView {
            moves,
            complete: review.complete,
            start: game.start().clone(),
        }
    }

    /// How many moves of `side` carry `mark`.
    #[must_use]
    pub fn count(&self, side: Side, mark: ReviewMark) -> usize {
        self.moves
            .iter()
            .filter(|m| m.side == side && m.mark == Some(mark))
            .count()
    }
}

/// The review of a game, to run off the main thread: it works on its own
/// copy of the game, so the session stays free.
#[derive(Debug)]
pub struct ReviewJob<G: Playable = MathChess> {
    game: GameOf<G>,
    handle: SearchHandle,
}

impl<G: Playable> ReviewJob<G> {
    /// Reviews the game; a cancelled job returns what it had weighed.
    #[must_use]
    pub fn run(&self) -> ReviewView<G> {
        self.handle
            .run(|stop| G::review(&self.game, &REVIEW_LIMITS, stop))
    }

    #[must_use]
    pub fn handle(&self) -> &SearchHandle {
        &self.handle
    }
}

impl<G: Playable> GameSession<G> {
    /// A review of the game as it stands.
    #[must_use]
    pub fn review_job(&self) -> ReviewJob<G> {
        ReviewJob {
            game: self.game.clone(),
            handle: SearchHandle::new(),
        }
    }

    /// Does `view` still describe this session's game: the same start, and
    /// every move it weighed still played?
    #[must_use]
    pub fn review_is_current(&self, view: &ReviewView<G>) -> bool {
        *self.game.start() == view.start
            && view.moves.iter().all(|reviewed| {
                G::played_text(&self.game, reviewed.ply).as_ref() == Some(&reviewed.played)
            })
    }
}

#[cfg(test)]
mod tests {
    use std::{sync::Mutex, thread};

    use super::*;
    use crate::{
        games::math_chess::{Game, Preset, Rules},
        session::{lock, Mode, Session, Tapped},
    };

    /// Blue steps aside the 4 that shields its 0 (e1) from Red's 7 and 3,
    /// and Red takes the 0 (as in `tests/math_chess/review.rs`).
    fn blundered() -> Session {
        let start = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b".parse().unwrap();
        let mut game = Game::from_position(Preset::Chessplayx.rules(), start);
        for text in ["e2-a2", "e6xe1=7-3"] {
            game.play_text(text).unwrap();
        }
        Session::from_game(game, Mode::TwoPlayers)
    }

    #[test]
    fn the_view_marks_the_blunder() {
        let session = blundered();
        let view = session.review_job().run();
        assert!(view.complete);
        let [blunder, win] = &view.moves[..] else {
            panic!("{view:?}");
        };
        assert_eq!(blunder.played.to_string(), "e2-a2");
        let names = |m: &ReviewedMove| [m.played_from.name, m.played_to.name];
        assert_eq!(names(blunder), ["e2", "a2"]);
        let (from, to) = (blunder.best.from, blunder.best.to);
        assert_eq!(
            [blunder.best_from, blunder.best_to],
            [Place::of::<MathChess>(from), Place::of::<MathChess>(to)]
        );
        assert_eq!(blunder.mark, Some(ReviewMark::Blunder));
        assert_eq!(
            blunder.evaluation,
            Evaluation::Won {
                winner: Side::Red,
                plies: 1
            }
        );
        assert_ne!(blunder.best, blunder.played);
        assert_eq!(blunder.line.first(), Some(&blunder.best));
        assert_eq!(win.played.to_string(), "e6xe1=7-3");
        assert_eq!(names(win), ["e6", "e1"]);
        assert_eq!((win.mark, win.side), (None, Side::Red));
        assert_eq!(
            win.evaluation,
            Evaluation::Won {
                winner: Side::Red,
                plies: 0
            }
        );
        assert_eq!(view.count(Side::Blue, ReviewMark::Blunder), 1);
        assert_eq!(view.count(Side::Red, ReviewMark::Blunder), 0);
    }

    #[test]
    fn an_open_game_is_scored_for_blue() {
        let game =
            crate::games::math_chess::engine::random_opening(Preset::Chessplayx.rules(), 2, 5);
        let session = Session::from_game(game, Mode::TwoPlayers);
        let view = session.review_job().run();
        assert_eq!(view.moves.len(), 2);
        for reviewed in &view.moves {
            assert!(
                matches!(reviewed.evaluation, Evaluation::Score { blue } if blue.abs() < 2_000),
                "{reviewed:?}"
            );
        }
    }

    #[test]
    fn a_view_is_current_while_its_moves_stand() {
        let mut session = blundered();
        let view = session.review_job().run();
        assert!(session.review_is_current(&view));
        session.undo().unwrap();
        assert!(
            !session.review_is_current(&view),
            "its last move was taken back"
        );
        let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
        session.game.play_text("c1-c4").unwrap();
        let view = session.review_job().run();
        session.game.play_text("a11-a10").unwrap();
        assert!(session.review_is_current(&view), "the game went on");
        session.new_game(Rules::default(), Mode::TwoPlayers);
        assert!(!session.review_is_current(&view));
    }

    #[test]
    fn a_cancelled_review_is_incomplete() {
        let job = blundered().review_job();
        job.handle().cancel();
        assert!(job.handle().is_cancelled());
        let view = job.run();
        assert!(!view.complete);
        assert!(view.moves.is_empty());
        assert!(job.handle().is_finished());
    }

    #[test]
    fn a_running_review_leaves_the_session_free() {
        let session = Mutex::new(Session::new(Rules::default(), Mode::TwoPlayers));
        lock(&session).game.play_text("c1-c4").unwrap();
        let job = lock(&session).review_job();
        let review = thread::spawn(move || job.run());
        // Taps go through while the review runs on its own copy.
        assert_eq!(
            lock(&session).tap("a11".parse().unwrap()),
            Ok(Tapped::Selected)
        );
        let view = review.join().unwrap();
        assert_eq!(view.moves.len(), 1);
        assert!(lock(&session).review_is_current(&view));
    }
}
