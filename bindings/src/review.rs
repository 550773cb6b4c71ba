//! The game review across the FFI: a job that a shell runs on a background
//! thread and may cancel, and the review it hands back for a screen to draw.

use std::sync::Arc;

use mathchess::{
    search::ReviewMark,
    session::{self, CaptureTheFlag, Evaluation, MathChess, Playable},
    Side,
};

use crate::{
    error,
    session::{by_game, ByGame},
    snapshot::Place,
    FfiError,
};

#[uniffi::remote(Enum)]
pub enum ReviewMark {
    Inaccuracy,
    Mistake,
    Blunder,
}

#[uniffi::remote(Enum)]
pub enum Evaluation {
    Score { blue: i32 },
    Won { winner: Side, plies: u32 },
}

/// One reviewed move, as a review screen draws it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewedMove {
    /// Plies played before it (0 for the first move).
    pub ply: u32,
    pub side: Side,
    /// The move played, as move text with its claimed formula.
    pub played: String,
    /// The position's value after it.
    pub evaluation: Evaluation,
    /// The engine's move in the position before.
    pub best: String,
    /// The line the engine expected, from `best` on.
    pub line: Vec<String>,
    /// `None` for a good move.
    pub mark: Option<ReviewMark>,
    /// Where the move played went from and to, on the board of the
    /// position before it.
    pub played_from: Place,
    pub played_to: Place,
    /// Where the engine's move goes from and to.
    pub best_from: Place,
    pub best_to: Place,
}

impl<G: Playable> From<&session::ReviewedMove<G>> for ReviewedMove {
    fn from(reviewed: &session::ReviewedMove<G>) -> ReviewedMove {
        ReviewedMove {
            ply: u32::try_from(reviewed.ply).unwrap_or(u32::MAX),
            side: reviewed.side,
            played: reviewed.played.to_string(),
            evaluation: reviewed.evaluation,
            best: reviewed.best.to_string(),
            line: reviewed.line.iter().map(ToString::to_string).collect(),
            mark: reviewed.mark,
            played_from: reviewed.played_from.into(),
            played_to: reviewed.played_to.into(),
            best_from: reviewed.best_from.into(),
            best_to: reviewed.best_to.into(),
        }
    }
}

/// A reviewed game: its moves in order, as far as the review got.
#[derive(Debug, uniffi::Object)]
pub struct GameReview(Views);

type Views = ByGame<session::ReviewView<MathChess>, session::ReviewView<CaptureTheFlag>>;

impl GameReview {
    pub(crate) fn view(&self) -> &Views {
        &self.0
    }
}

#[uniffi::export]
impl GameReview {
    /// Each move weighed, in the order played.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core panicked.
    pub fn moves(&self) -> Result<Vec<ReviewedMove>, FfiError> {
        error::guard(|| {
            Ok(by_game!(&self.0, view => view.moves.iter().map(ReviewedMove::from).collect()))
        })
    }

    /// False when the review was cancelled before every move was weighed
    /// (it then holds the last moves only).
    pub fn is_complete(&self) -> bool {
        by_game!(&self.0, view => view.complete)
    }

    /// How many moves of `side` carry `mark`.
    pub fn count(&self, side: Side, mark: ReviewMark) -> u32 {
        u32::try_from(by_game!(&self.0, view => view.count(side, mark))).unwrap_or(u32::MAX)
    }
}

/// A review of the game as it stood when the job was taken
/// (`GameSession.reviewGame()`); it never holds the session, so taps go on
/// while it runs.
#[derive(Debug, uniffi::Object)]
pub struct ReviewJob(Jobs);

type Jobs = ByGame<session::ReviewJob<MathChess>, session::ReviewJob<CaptureTheFlag>>;

impl From<Jobs> for ReviewJob {
    fn from(job: Jobs) -> ReviewJob {
        ReviewJob(job)
    }
}

#[uniffi::export]
impl ReviewJob {
    /// Weighs every move; blocks for a few seconds (about 50 ms a move):
    /// call it on a background thread. After `cancel`, it returns soon
    /// with the moves weighed so far.
    ///
    /// # Errors
    /// [`FfiError::Internal`] if a bug in the core stopped it.
    pub fn run(&self) -> Result<Arc<GameReview>, FfiError> {
        error::guard(|| {
            let view = match &self.0 {
                ByGame::MathChess(job) => ByGame::MathChess(job.run()),
                ByGame::CaptureTheFlag(job) => ByGame::CaptureTheFlag(job.run()),
            };
            Ok(Arc::new(GameReview(view)))
        })
    }

    /// Stops a running review soon (or the next run at once), from any thread.
    pub fn cancel(&self) {
        by_game!(&self.0, job => job.handle().cancel());
    }

    /// Has a run returned (finished, cancelled or failed)?
    pub fn is_finished(&self) -> bool {
        by_game!(&self.0, job => job.handle().is_finished())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session_after;
    use mathchess::games::math_chess::Square;

    fn job_after(taps: &[&str]) -> ReviewJob {
        ByGame::MathChess(session_after(taps).review_job()).into()
    }

    #[test]
    fn a_review_lists_every_move_with_its_text() {
        let review = job_after(&["c1", "c4", "g11", "g8"]).run().unwrap();
        let moves = review.moves().unwrap();
        assert!(review.is_complete());
        assert_eq!(moves.len(), 2);
        assert_eq!((moves[0].ply, moves[0].side), (0, Side::Blue));
        assert_eq!(moves[0].played, "c1-c4");
        let c1_c4 = (&*moves[0].played_from.name, &*moves[0].played_to.name);
        assert_eq!(c1_c4, ("c1", "c4"));
        // Move text: the from square, `-` or `x`, the to square.
        let (from, to) = (&moves[0].best_from, &moves[0].best_to);
        let after_from = &moves[0].best[from.name.len() + 1..];
        assert!(moves[0].best.starts_with(&from.name), "{from:?}");
        assert!(after_from.starts_with(&to.name), "{to:?}");
        for place in [from, to] {
            assert_eq!(
                Square::ALL[usize::from(place.index)].to_string(),
                place.name
            );
        }
        assert_eq!(moves[1].played, "g11-g8");
        assert_eq!(moves[1].line.first(), Some(&moves[1].best));
    }

    #[test]
    fn a_cancelled_review_is_incomplete() {
        let job = job_after(&["c1", "c4", "g11", "g8"]);
        job.cancel();
        assert!(!job.is_finished());
        assert!(!job.run().unwrap().is_complete());
        assert!(job.is_finished());
    }

    /// How many moves carry each mark, for both sides.
    fn counts(review: &GameReview) -> Vec<u32> {
        [Side::Blue, Side::Red]
            .into_iter()
            .flat_map(|side| {
                [
                    ReviewMark::Inaccuracy,
                    ReviewMark::Mistake,
                    ReviewMark::Blunder,
                ]
                .map(|mark| review.count(side, mark))
            })
            .collect()
    }

    #[test]
    fn a_review_of_no_move_reads_as_empty() {
        let review = job_after(&[]).run().unwrap();
        assert_eq!(review.moves().unwrap(), []);
        assert!(review.is_complete());
        assert_eq!(counts(&review), [0; 6]);
        let stopped = job_after(&["c1", "c4", "g11", "g8"]);
        stopped.cancel();
        let review = stopped.run().unwrap();
        assert_eq!(counts(&review).len(), 6);
        assert!(review.moves().unwrap().len() <= 2);
    }

    #[test]
    fn a_job_cancelled_again_and_after_its_run_still_answers() {
        let job = job_after(&["c1", "c4"]);
        let review = job.run().unwrap();
        assert!(job.is_finished() && review.is_complete());
        job.cancel();
        job.cancel();
        assert!(job.is_finished());
        assert!(
            !job.run().unwrap().is_complete(),
            "the next run stops at once"
        );
    }
}
