//! The learner: what a player has done in the lessons and the puzzles of
//! both games (issue 34), kept as one save string that a shell stores
//! beside its game and hands back on the next start.
//!
//! For each game: the lessons played to the end, the puzzle rating
//! (Glicko-2, [`crate::puzzle::rating`]), the puzzles solved and failed
//! (counted, and the last result of each puzzle by its
//! [`Puzzle::id`]). The lesson and puzzle sessions record into it
//! ([`Learner::record_lesson`], [`Learner::record_puzzle`]); the next
//! puzzle is chosen from it ([`Learner::next_puzzle`]).
//!
//! ```json
//! {
//!   "format": "mathchess-learner",
//!   "version": 1,
//!   "math-chess": {
//!     "lessons": ["steps", "supports"],
//!     "rating": 1412.5, "deviation": 190.2, "volatility": 0.06,
//!     "solved": 3, "failed": 1,
//!     "puzzles": { "8c1d…": "solved", "03be…": "failed" }
//!   },
//!   "capture-the-flag": { … }
//! }
//! ```
//!
//! A game left out is a game not begun. Ids this library does not know
//! (a lesson or puzzle of another version) are kept as they are and not
//! counted anywhere.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::{
    named_fields::FieldProblem,
    puzzle::{
        self,
        rating::{self, Rating},
        Puzzle,
    },
    record::{self, GameKind, ReadError},
    session::next_revision,
};

/// The `format` field of a learner's save.
pub const FORMAT: &str = "mathchess-learner";
/// The save's version.
pub const VERSION: u32 = 1;

/// How sure a puzzle's rating is: its difficulty is a rating-like guess
/// from its length and temptations (`puzzle::generate`), not a rating
/// earned by being played, so it counts as an opponent of RD 100.
pub const PUZZLE_DEVIATION: f64 = 100.0;
/// Glicko-2's system constant τ: 0.5, in the middle of the range the
/// paper suggests (0.3 to 1.2).
pub const TAU: f64 = 0.5;

/// How a puzzle ended for the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PuzzleResult {
    /// Every move found, without a wrong one, a hint or the solution.
    Solved,
    /// A wrong move, a hint or the solution shown.
    Failed,
}

/// One game's part of the learner.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "TrackFields", try_from = "TrackFields")]
pub struct Track {
    /// The ids of the lessons played to the end.
    pub lessons: BTreeSet<String>,
    pub rating: Rating,
    pub solved: u32,
    pub failed: u32,
    /// Each puzzle played, by id, with its last result.
    pub puzzles: BTreeMap<String, PuzzleResult>,
}

impl Default for Track {
    fn default() -> Track {
        Track {
            lessons: BTreeSet::new(),
            rating: Rating::NEW,
            solved: 0,
            failed: 0,
            puzzles: BTreeMap::new(),
        }
    }
}

/// A track as written, its rating's three numbers side by side.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TrackFields {
    #[serde(default)]
    lessons: BTreeSet<String>,
    rating: f64,
    deviation: f64,
    volatility: f64,
    #[serde(default)]
    solved: u32,
    #[serde(default)]
    failed: u32,
    #[serde(default)]
    puzzles: BTreeMap<String, PuzzleResult>,
}

impl From<Track> for TrackFields {
    fn from(track: Track) -> TrackFields {
        TrackFields {
            lessons: track.lessons,
            rating: track.rating.rating,
            deviation: track.rating.deviation,
            volatility: track.rating.volatility,
            solved: track.solved,
            failed: track.failed,
            puzzles: track.puzzles,
        }
    }
}

impl TryFrom<TrackFields> for Track {
    type Error = String;

    fn try_from(fields: TrackFields) -> Result<Track, String> {
        let rating = Rating {
            rating: fields.rating,
            deviation: fields.deviation,
            volatility: fields.volatility,
        };
        if !(0.0..=10_000.0).contains(&rating.rating) {
            return Err(format!("rating {} is not from 0 to 10000", rating.rating));
        }
        if !(rating.deviation > 0.0 && rating.deviation <= Rating::NEW.deviation) {
            return Err(format!(
                "deviation {} is not above 0 and at most {}",
                rating.deviation,
                Rating::NEW.deviation
            ));
        }
        if !(rating.volatility > 0.0 && rating.volatility < 1.0) {
            return Err(format!(
                "volatility {} is not between 0 and 1",
                rating.volatility
            ));
        }
        Ok(Track {
            lessons: fields.lessons,
            rating,
            solved: fields.solved,
            failed: fields.failed,
            puzzles: fields.puzzles,
        })
    }
}

/// A rating before and after a result.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RatingChange {
    pub before: Rating,
    pub after: Rating,
}

/// The learner of both games. See the [module docs](self).
#[derive(Clone, Debug)]
pub struct Learner {
    math_chess: Track,
    flag: Track,
    /// Changes with what [`Learner::save`] writes; never repeats in this
    /// process.
    revision: u64,
}

impl Default for Learner {
    fn default() -> Learner {
        Learner {
            math_chess: Track::default(),
            flag: Track::default(),
            revision: next_revision(),
        }
    }
}

impl PartialEq for Learner {
    /// The same progress, whatever the revisions.
    fn eq(&self, other: &Learner) -> bool {
        (&self.math_chess, &self.flag) == (&other.math_chess, &other.flag)
    }
}

/// The save as written and read: the format and version, then each game.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Document {
    format: String,
    version: u32,
    #[serde(rename = "math-chess", default)]
    math_chess: Track,
    #[serde(rename = "capture-the-flag", default)]
    flag: Track,
}

/// The fields read first, to say a save of another kind or version by
/// name before its other fields are looked at.
#[derive(Deserialize)]
struct Envelope {
    format: String,
    version: u32,
}

/// Why a learner's save does not load. Nothing is half-loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LearnerError {
    #[error("the save is empty")]
    Empty,
    #[error(
        "this is not a learner's save: its text is unreadable at line {line}, column {column}"
    )]
    NotJson { line: usize, column: usize },
    #[error("the save breaks off at line {line}: it is incomplete")]
    Incomplete { line: usize },
    #[error("\"{key}\" is written twice (the second time ends at line {line}, column {column})")]
    DuplicateKey {
        key: String,
        line: usize,
        column: usize,
    },
    /// JSON, but not an object with the save's fields.
    #[error("this is not a learner's save: {0}")]
    NotASave(FieldProblem),
    /// A field of the wrong kind or value: `math-chess.deviation`.
    #[error("{path}: {problem}")]
    Field { path: String, problem: FieldProblem },
    #[error("format: this is not a learner's save (\"{0}\", not \"{FORMAT}\")")]
    Format(String),
    #[error("version: the save is of version {0}, and this app reads version {VERSION}")]
    Version(u32),
}

impl From<ReadError> for LearnerError {
    /// The JSON and field errors the records' reader finds, in a learner's
    /// save's words.
    fn from(e: ReadError) -> LearnerError {
        match e {
            ReadError::Empty => LearnerError::Empty,
            ReadError::NotJson { line, column } => LearnerError::NotJson { line, column },
            ReadError::Incomplete { line } => LearnerError::Incomplete { line },
            ReadError::DuplicateKey { key, line, column } => {
                LearnerError::DuplicateKey { key, line, column }
            }
            ReadError::NotARecord(problem) => LearnerError::NotASave(problem),
            ReadError::Field { path, problem } => LearnerError::Field { path, problem },
        }
    }
}

impl Learner {
    /// A learner who has done nothing yet: every rating new.
    #[must_use]
    pub fn new() -> Learner {
        Learner::default()
    }

    /// One game's part.
    #[must_use]
    pub fn track(&self, game: GameKind) -> &Track {
        match game {
            GameKind::MathChess => &self.math_chess,
            GameKind::CaptureTheFlag => &self.flag,
        }
    }

    fn track_mut(&mut self, game: GameKind) -> &mut Track {
        match game {
            GameKind::MathChess => &mut self.math_chess,
            GameKind::CaptureTheFlag => &mut self.flag,
        }
    }

    /// Changes whenever what [`Learner::save`] writes changes, and never
    /// repeats in this process: a shell saves when it differs from the
    /// revision it saved last.
    #[must_use]
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Has the lesson `id` of `game` been played to the end?
    #[must_use]
    pub fn lesson_done(&self, game: GameKind, id: &str) -> bool {
        self.track(game).lessons.contains(id)
    }

    /// The lesson `id` of `game` was played to the end. Says whether that
    /// is news.
    pub fn record_lesson(&mut self, game: GameKind, id: &str) -> bool {
        let news = self.track_mut(game).lessons.insert(id.to_owned());
        if news {
            self.revision = next_revision();
        }
        news
    }

    /// A puzzle's result: counted, kept by the puzzle's id, and the
    /// game's rating moved by Glicko-2 (the puzzle an opponent rated its
    /// difficulty, RD [`PUZZLE_DEVIATION`]; a solve a win).
    pub fn record_puzzle(&mut self, puzzle: &Puzzle, result: PuzzleResult) -> RatingChange {
        self.revision = next_revision();
        let track = self.track_mut(puzzle.game);
        let before = track.rating;
        let score = match result {
            PuzzleResult::Solved => {
                track.solved = track.solved.saturating_add(1);
                1.0
            }
            PuzzleResult::Failed => {
                track.failed = track.failed.saturating_add(1);
                0.0
            }
        };
        track.puzzles.insert(puzzle.id(), result);
        let opponent = rating::Game {
            rating: f64::from(puzzle.difficulty),
            deviation: PUZZLE_DEVIATION,
            score,
        };
        track.rating = rating::update(before, &[opponent], TAU);
        RatingChange {
            before,
            after: track.rating,
        }
    }

    /// The library's next puzzle of `game` for this learner, by its index
    /// in [`puzzle::library`]: of the puzzles not played yet, the one whose
    /// difficulty is nearest the rating (the first in the library among
    /// equals); when every one has been played, of those failed last; when
    /// every one was solved, of all. `after` (the puzzle just played) is
    /// not chosen again while another is there. `None` if the library has
    /// no puzzle of the game.
    #[must_use]
    pub fn next_puzzle(&self, game: GameKind, after: Option<&Puzzle>) -> Option<usize> {
        let track = self.track(game);
        let library = puzzle::library(game);
        let result = |p: &Puzzle| track.puzzles.get(&p.id()).copied();
        let rating = track.rating.rating;
        let nearest = |wanted: &dyn Fn(&Puzzle) -> bool| {
            library
                .iter()
                .enumerate()
                .filter(|(_, p)| wanted(p) && Some(*p) != after)
                .min_by(|(_, a), (_, b)| {
                    let distance = |p: &Puzzle| (f64::from(p.difficulty) - rating).abs();
                    distance(a).total_cmp(&distance(b))
                })
                .map(|(i, _)| i)
        };
        nearest(&|p| result(p).is_none())
            .or_else(|| nearest(&|p| result(p) == Some(PuzzleResult::Failed)))
            .or_else(|| nearest(&|_| true))
            .or_else(|| (!library.is_empty()).then_some(0))
    }

    /// The save string (see the [module docs](self)).
    #[must_use]
    pub fn save(&self) -> String {
        let document = Document {
            format: FORMAT.to_owned(),
            version: VERSION,
            math_chess: self.math_chess.clone(),
            flag: self.flag.clone(),
        };
        serde_json::to_string_pretty(&document).unwrap_or_default()
    }

    /// A learner from [`Learner::save`]'s string.
    ///
    /// # Errors
    /// [`LearnerError`] saying what is wrong and where.
    pub fn load(save: &str) -> Result<Learner, LearnerError> {
        let envelope: Envelope = record::read_fields(save)?;
        if envelope.format != FORMAT {
            return Err(LearnerError::Format(envelope.format));
        }
        if envelope.version != VERSION {
            return Err(LearnerError::Version(envelope.version));
        }
        let document: Document = record::read_fields(save)?;
        Ok(Learner {
            math_chess: document.math_chess,
            flag: document.flag,
            revision: next_revision(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_puzzles(game: GameKind, n: usize) -> Vec<Puzzle> {
        puzzle::library(game).iter().take(n).cloned().collect()
    }

    #[test]
    fn a_save_reads_back_as_it_was() {
        let mut learner = Learner::new();
        let revision = learner.revision();
        assert!(learner.record_lesson(GameKind::MathChess, "steps"));
        let lesson = learner.revision();
        assert_ne!(lesson, revision, "a lesson done is saved");
        assert!(!learner.record_lesson(GameKind::MathChess, "steps"), "once");
        assert_eq!(learner.revision(), lesson, "nothing new to save");
        learner.record_lesson(GameKind::CaptureTheFlag, "jumps");
        let [a, b] = first_puzzles(GameKind::MathChess, 2).try_into().unwrap();
        learner.record_puzzle(&a, PuzzleResult::Solved);
        learner.record_puzzle(&b, PuzzleResult::Failed);
        assert_ne!(learner.revision(), lesson);
        let flag = &puzzle::library(GameKind::CaptureTheFlag)[0];
        learner.record_puzzle(flag, PuzzleResult::Solved);
        let save = learner.save();
        let loaded = Learner::load(&save).unwrap();
        assert_eq!(loaded, learner);
        assert_eq!(loaded.save(), save, "written again the same");
        let track = loaded.track(GameKind::MathChess);
        assert_eq!((track.solved, track.failed, track.puzzles.len()), (1, 1, 2));
        assert_eq!(track.puzzles.get(&b.id()), Some(&PuzzleResult::Failed));
        assert!(loaded.lesson_done(GameKind::CaptureTheFlag, "jumps"));
        assert!(!loaded.lesson_done(GameKind::CaptureTheFlag, "steps"));
        // A new learner's save reads back too, every game new.
        assert_eq!(Learner::load(&Learner::new().save()), Ok(Learner::new()));
    }

    #[test]
    fn a_game_left_out_is_new_and_unknown_ids_are_kept() {
        let save = r#"{"format": "mathchess-learner", "version": 1,
            "capture-the-flag": {"lessons": ["a-lesson-to-come"],
                "rating": 1600, "deviation": 80, "volatility": 0.06,
                "puzzles": {"0000000000000000": "solved"}}}"#;
        let learner = Learner::load(save).unwrap();
        assert_eq!(learner.track(GameKind::MathChess), &Track::default());
        let flag = learner.track(GameKind::CaptureTheFlag);
        assert_eq!(flag.rating.rating, 1600.0);
        assert!(flag.lessons.contains("a-lesson-to-come"));
        assert_eq!(Learner::load(&learner.save()), Ok(learner));
    }

    #[test]
    fn a_corrupt_save_is_refused_by_name() {
        let good = Learner::new().save();
        type Expected = dyn Fn(&LearnerError) -> bool;
        let cases: Vec<(String, &Expected)> = vec![
            ("  ".into(), &|e| *e == LearnerError::Empty),
            ("{\"format\": ".into(), &|e| {
                matches!(e, LearnerError::Incomplete { line: 1 })
            }),
            ("not json".into(), &|e| {
                matches!(e, LearnerError::NotJson { line: 1, .. })
            }),
            ("[1, 2]".into(), &|e| matches!(e, LearnerError::NotASave(_))),
            (good.replace(FORMAT, "mathchess-game"), &|e| {
                *e == LearnerError::Format("mathchess-game".into())
            }),
            (good.replace("\"version\": 1", "\"version\": 7"), &|e| {
                *e == LearnerError::Version(7)
            }),
            (
                good.replacen("\"deviation\": 350.0", "\"deviation\": -3.0", 1),
                &|e| {
                    matches!(e, LearnerError::Field { path, problem: FieldProblem::Refused(why) }
                    if path == "math-chess" && why.contains("deviation -3"))
                },
            ),
            (
                good.replacen("\"solved\": 0", "\"solved\": \"many\"", 1),
                &|e| matches!(e, LearnerError::Field { path, .. } if path == "math-chess.solved"),
            ),
            (
                good.replacen("\"puzzles\": {}", "\"puzzles\": {\"ab\": \"won\"}", 1),
                &|e| matches!(e, LearnerError::Field { path, .. } if path == "math-chess.puzzles.ab"),
            ),
            (
                good.replace("\"version\": 1,", "\"version\": 1, \"mood\": 3,"),
                &|e| matches!(e, LearnerError::NotASave(FieldProblem::Unknown(key)) if key == "mood"),
            ),
            (
                good.replace("\"version\": 1,", "\"version\": 1, \"version\": 1,"),
                &|e| matches!(e, LearnerError::DuplicateKey { key, .. } if key == "version"),
            ),
        ];
        for (save, expected) in &cases {
            let refused = Learner::load(save).expect_err(save);
            assert!(expected(&refused), "{save}\n{refused:?}");
            assert!(!refused.to_string().is_empty());
        }
    }

    #[test]
    fn results_move_the_rating_and_are_counted() {
        let mut learner = Learner::new();
        let puzzles = first_puzzles(GameKind::MathChess, 3);
        let solved = learner.record_puzzle(&puzzles[0], PuzzleResult::Solved);
        assert_eq!(solved.before, Rating::NEW);
        assert!(solved.after.rating > solved.before.rating);
        assert!(solved.after.deviation < solved.before.deviation);
        let failed = learner.record_puzzle(&puzzles[1], PuzzleResult::Failed);
        assert_eq!(failed.before, solved.after);
        assert!(failed.after.rating < failed.before.rating);
        // The other game's rating stays.
        assert_eq!(learner.track(GameKind::CaptureTheFlag).rating, Rating::NEW);
        // The same update as the rating module's, one game a period.
        let expected = rating::update(
            failed.after,
            &[rating::Game {
                rating: f64::from(puzzles[2].difficulty),
                deviation: PUZZLE_DEVIATION,
                score: 1.0,
            }],
            TAU,
        );
        assert_eq!(
            learner
                .record_puzzle(&puzzles[2], PuzzleResult::Solved)
                .after,
            expected
        );
    }

    #[test]
    fn the_next_puzzle_is_the_nearest_not_played() {
        let game = GameKind::MathChess;
        let library = puzzle::library(game);
        let mut learner = Learner::new();
        let distance = |learner: &Learner, p: &Puzzle| {
            (f64::from(p.difficulty) - learner.track(game).rating.rating).abs()
        };
        let first = learner.next_puzzle(game, None).unwrap();
        let nearest = library
            .iter()
            .map(|p| distance(&learner, p))
            .fold(f64::INFINITY, f64::min);
        assert_eq!(distance(&learner, &library[first]), nearest);
        // Failed, it is not chosen again while others are unplayed; the
        // next is again the nearest of those left.
        learner.record_puzzle(&library[first], PuzzleResult::Failed);
        let second = learner.next_puzzle(game, Some(&library[first])).unwrap();
        assert_ne!(second, first);
        let nearest_left = library
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != first)
            .map(|(_, p)| distance(&learner, p))
            .fold(f64::INFINITY, f64::min);
        assert_eq!(distance(&learner, &library[second]), nearest_left);
        // Every puzzle played: the failed one comes back.
        for (i, p) in library.iter().enumerate() {
            if i != first {
                learner.record_puzzle(p, PuzzleResult::Solved);
            }
        }
        assert_eq!(learner.next_puzzle(game, None), Some(first));
    }
}
