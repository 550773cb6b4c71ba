//! The game record, written once for both games: the envelope that names
//! the format, the game and the record version, the rules, the start, the
//! moves, the result, the players and date; JSON read with its errors in
//! words (a field at fault named by its path). What differs between the
//! games is said by [`Recorded`] (`games/math_chess/record.rs`,
//! `games/capture_the_flag/record.rs`).

use std::fmt::Display;

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::error::Category;

pub use crate::named_fields::{FieldProblem, Found, Kind};
use crate::{
    game::{Game, Referee},
    named_fields::{self, FieldError},
    outcome::{EndReason, Outcome},
};

/// The `format` field of every record.
pub const FORMAT: &str = "mathchess-game";
/// Optional facts about a game: who played it and when.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// Why a JSON document does not read as a record (or a learner's save,
/// `crate::learner`): what is wrong and where (a line, a field).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("the file is empty")]
    Empty,
    /// The text is not JSON at all.
    #[error("this is not a saved game: its text is unreadable at line {line}, column {column}")]
    NotJson { line: usize, column: usize },
    #[error("the saved game breaks off at line {line}: the file is incomplete")]
    Incomplete { line: usize },
    /// An object names one key twice; JSON readers would keep either copy.
    #[error("\"{key}\" is written twice (the second time ends at line {line}, column {column}): a saved game names each field once")]
    DuplicateKey {
        key: String,
        line: usize,
        column: usize,
    },
    /// JSON, but not an object with the record's fields.
    #[error("this is not a saved game: {0}")]
    NotARecord(FieldProblem),
    /// A field of the wrong kind or value, e.g. `version: expected a whole
    /// number, found the text "2"`.
    #[error("{path}: {problem}")]
    Field {
        /// `version`, `rules.first`, `moves[2]`.
        path: String,
        problem: FieldProblem,
    },
}

/// A JSON syntax error in the words of [`ReadError`]: the parser's line
/// and column kept.
fn syntax_error(json: &str, error: &serde_json::Error) -> ReadError {
    let (line, column) = (error.line(), error.column());
    match error.classify() {
        _ if json.trim().is_empty() => ReadError::Empty,
        Category::Eof => ReadError::Incomplete { line },
        _ => ReadError::NotJson { line, column },
    }
}

/// Reads a record of either game from JSON: syntax errors with their line
/// and column, and a field of the wrong kind or value named by its path.
pub(crate) fn read_fields<T: DeserializeOwned>(json: &str) -> Result<T, ReadError> {
    let value = serde_json::from_str(json).map_err(|e| syntax_error(json, &e))?;
    unique_keys(json)?;
    named_fields::from_value(&value).map_err(ReadError::from)
}

/// Checks that no object of `json`, which is valid JSON, names a key twice
/// (a `Value` keeps the last copy without a word).
fn unique_keys(json: &str) -> Result<(), ReadError> {
    let mut duplicate = None;
    let mut reader = serde_json::Deserializer::from_str(json);
    serde::de::DeserializeSeed::deserialize(UniqueKeys(&mut duplicate), &mut reader).map_err(|e| {
        match duplicate {
            Some(key) => ReadError::DuplicateKey {
                key,
                line: e.line(),
                column: e.column(),
            },
            None => syntax_error(json, &e),
        }
    })
}

/// Reads one JSON value and stops at the first object that names a key a
/// second time, leaving that key in its slot.
struct UniqueKeys<'a>(&'a mut Option<String>);

impl<'de> serde::de::DeserializeSeed<'de> for UniqueKeys<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, reader: D) -> Result<(), D::Error> {
        reader.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for UniqueKeys<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut items: A) -> Result<(), A::Error> {
        while items.next_element_seed(UniqueKeys(self.0))?.is_some() {}
        Ok(())
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut fields: A) -> Result<(), A::Error> {
        let mut seen = std::collections::HashSet::new();
        while let Some(key) = fields.next_key::<String>()? {
            if seen.contains(&key) {
                *self.0 = Some(key);
                return Err(serde::de::Error::custom("duplicate key"));
            }
            fields.next_value_seed(UniqueKeys(&mut *self.0))?;
            seen.insert(key);
        }
        Ok(())
    }
}

/// Which game: the one a session plays, or a record holds (as its `game`
/// field names it; records of Vietnamese Math Chess have no such field:
/// they came first).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    #[default]
    MathChess,
    CaptureTheFlag,
}

impl GameKind {
    /// The game's name in the keys of the apps' words (`lesson.flag.jumps`,
    /// `illegal.math_chess.no_support`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            GameKind::MathChess => "math_chess",
            GameKind::CaptureTheFlag => "flag",
        }
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            GameKind::MathChess => "Vietnamese Math Chess",
            GameKind::CaptureTheFlag => "Capture the Flag",
        })
    }
}

/// What every record starts with, whichever game it holds: what it is,
/// which game and which record version. A loader reads it first to know
/// what the rest should be.
///
/// ```
/// use mathchess::{games::math_chess::{record, Game, Rules}, record::{Envelope, GameKind}};
/// let json = record::save(&Game::new(Rules::default()), Default::default());
/// assert_eq!(Envelope::from_json(&json)?.game, GameKind::MathChess);
/// # Ok::<_, mathchess::record::ReadError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    pub format: String,
    /// Left out for the first game, as its records always did.
    #[serde(default, skip_serializing_if = "is_first_game")]
    pub game: GameKind,
    pub version: u32,
}

/// Whether `game` is the one records named no game for: they came first.
fn is_first_game(game: &GameKind) -> bool {
    *game == GameKind::MathChess
}

impl Envelope {
    /// Reads the envelope of a record of either game.
    ///
    /// # Errors
    /// [`ReadError`] for a syntax error, a document that is not a record
    /// or an envelope field of the wrong kind.
    pub fn from_json(json: &str) -> Result<Envelope, ReadError> {
        read_fields(json)
    }

    /// The envelope of the records `L` writes.
    fn of<L: Recorded>() -> Envelope {
        Envelope {
            format: FORMAT.to_owned(),
            game: L::GAME,
            version: L::VERSION,
        }
    }

    /// Checks that this is a record of `game` in one of `versions`.
    ///
    /// # Errors
    /// [`EnvelopeError`] saying which field does not fit.
    pub fn check(
        &self,
        game: GameKind,
        versions: std::ops::RangeInclusive<u32>,
    ) -> Result<(), EnvelopeError> {
        if self.format != FORMAT {
            return Err(EnvelopeError::Format(self.format.clone()));
        }
        if self.game != game {
            return Err(EnvelopeError::Game {
                found: self.game,
                expected: game,
            });
        }
        if !versions.contains(&self.version) {
            return Err(EnvelopeError::Version {
                found: self.version,
                oldest: *versions.start(),
                newest: *versions.end(),
            });
        }
        Ok(())
    }
}

/// A record's envelope that does not fit the game loading it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EnvelopeError {
    #[error("format: this is not a saved game (\"{0}\", not \"{FORMAT}\")")]
    Format(String),
    #[error("game: this is a game of {found}, not of {expected}")]
    Game { found: GameKind, expected: GameKind },
    #[error("version: the game is saved in record version {found}, and this app reads versions {oldest} to {newest}")]
    Version {
        found: u32,
        oldest: u32,
        newest: u32,
    },
}

impl From<FieldError> for ReadError {
    fn from(FieldError { path, problem }: FieldError) -> ReadError {
        if path.is_empty() {
            ReadError::NotARecord(problem)
        } else {
            ReadError::Field { path, problem }
        }
    }
}

/// What a game's record says of it beyond the shared fields: which game
/// it is, its record versions, its move text and how its start is read.
pub trait Recorded:
    Referee<
    Rules: Serialize + DeserializeOwned,
    Reason: Serialize + DeserializeOwned,
    Position: Display,
    Error: std::fmt::Debug + Display,
>
{
    /// The game the envelope names.
    const GAME: GameKind;
    /// The record version this code writes.
    const VERSION: u32;
    /// The oldest record version this code reads.
    const OLDEST_VERSION: u32;
    /// A move as the record writes it.
    type MoveText: Display;
    /// Why a record's start position is refused.
    type StartError: std::error::Error + Clone + Eq;
    /// The move text of every move played in `game`.
    fn history_text(game: &Game<Self>) -> Vec<Self::MoveText>;
    /// The start position written `text`, checked against `rules`.
    ///
    /// # Errors
    /// Why the text is not a valid start under `rules`.
    fn read_start(rules: &Self::Rules, text: &str) -> Result<Self::Position, Self::StartError>;
}

/// A game record as stored. Unknown top-level fields are ignored, so that a
/// later version may add optional facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound = "")]
pub struct GameRecord<L: Recorded> {
    #[serde(flatten)]
    pub envelope: Envelope,
    pub rules: L::Rules,
    /// The start position string.
    pub start: String,
    /// Move text of every move.
    pub moves: Vec<String>,
    pub result: Option<Outcome<L::Reason>>,
    #[serde(flatten)]
    pub info: GameInfo,
}

/// A [`GameRecord`] as read: the same fields, those of [`Envelope`] and
/// [`GameInfo`] among the others (read flattened, they could not be named
/// in an error).
#[derive(Deserialize)]
#[serde(bound = "")]
struct StoredRecord<L: Recorded> {
    format: String,
    #[serde(default)]
    game: GameKind,
    version: u32,
    rules: L::Rules,
    start: String,
    moves: Vec<String>,
    result: Option<Outcome<L::Reason>>,
    blue: Option<String>,
    red: Option<String>,
    date: Option<String>,
}

impl<L: Recorded> From<StoredRecord<L>> for GameRecord<L> {
    fn from(stored: StoredRecord<L>) -> GameRecord<L> {
        GameRecord {
            envelope: Envelope {
                format: stored.format,
                game: stored.game,
                version: stored.version,
            },
            rules: stored.rules,
            start: stored.start,
            moves: stored.moves,
            result: stored.result,
            info: GameInfo {
                blue: stored.blue,
                red: stored.red,
                date: stored.date,
            },
        }
    }
}

/// Why a record of the game `L` was refused: what is wrong and where (a
/// line, a field, a move number).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError<L: Recorded> {
    /// Not JSON, not a record, or a field of the wrong kind or value.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// Not a record of this game, or of a version this code does not read.
    #[error(transparent)]
    Envelope(#[from] EnvelopeError),
    #[error("start: the start position is not valid: {0}")]
    Start(L::StartError),
    /// A move that does not play, or a result the moves do not give.
    #[error(transparent)]
    Replay(#[from] ReplayError<L::Error, L::Reason>),
}

impl<L: Recorded> GameRecord<L> {
    /// The record of a game from `start` with `moves` played:
    /// [`GameRecord::of`] from the parts a session keeps.
    pub(crate) fn of_parts(
        rules: L::Rules,
        start: &L::Position,
        moves: &[L::MoveText],
        result: Option<Outcome<L::Reason>>,
        info: GameInfo,
    ) -> GameRecord<L> {
        GameRecord {
            envelope: Envelope::of::<L>(),
            rules,
            start: start.to_string(),
            moves: moves.iter().map(ToString::to_string).collect(),
            result,
            info,
        }
    }

    /// Checks that the envelope is of `L` in a version this code reads.
    fn check(envelope: &Envelope) -> Result<(), EnvelopeError> {
        envelope.check(L::GAME, L::OLDEST_VERSION..=L::VERSION)
    }

    /// The record of `game`.
    #[must_use]
    pub fn of(game: &Game<L>, info: GameInfo) -> GameRecord<L> {
        let moves = L::history_text(game);
        GameRecord::of_parts(
            game.rules().clone(),
            game.start(),
            &moves,
            game.outcome(),
            info,
        )
    }

    /// Reads a record from JSON, without replaying it: the envelope first,
    /// so that a record of the other game or of another version is named
    /// as such, whatever else it holds.
    ///
    /// # Errors
    /// [`RecordError::Read`] with the line and column of a syntax error, or
    /// naming the field of the wrong kind or value;
    /// [`RecordError::Envelope`] for a record of another kind, game or
    /// version.
    pub fn from_json(json: &str) -> Result<GameRecord<L>, RecordError<L>> {
        Self::check(&Envelope::from_json(json)?)?;
        Ok(read_fields::<StoredRecord<L>>(json)?.into())
    }

    /// Replays the record into a game, checking every move and the result.
    ///
    /// # Errors
    /// [`RecordError`] naming the field or move number at fault.
    pub fn to_game(&self) -> Result<Game<L>, RecordError<L>> {
        Self::check(&self.envelope)?;
        let start = L::read_start(&self.rules, &self.start).map_err(RecordError::Start)?;
        Ok(replay(self.rules.clone(), start, &self.moves, self.result)?)
    }

    /// Who played the game and when.
    #[must_use]
    pub fn into_info(self) -> GameInfo {
        self.info
    }

    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }
}

/// Loads a game from its JSON record.
///
/// # Errors
/// [`RecordError`] if the JSON is malformed, holds another game, or any
/// move or the result does not check.
pub fn load<L: Recorded>(json: &str) -> Result<(Game<L>, GameInfo), RecordError<L>> {
    let record = GameRecord::<L>::from_json(json)?;
    let game = record.to_game()?;
    Ok((game, record.into_info()))
}

/// Saves a game as its JSON record.
#[must_use]
pub fn save<L: Recorded>(game: &Game<L>, info: GameInfo) -> String {
    GameRecord::of(game, info).to_json()
}

/// What a game offers the replay of its record ([`replay`]).
pub(crate) trait Replay: Sized {
    type Rules;
    type Position;
    type Reason: EndReason;
    /// Why the game refused a move.
    type Error;
    /// A game under `rules` from `start`, nothing played.
    fn from_position(rules: Self::Rules, start: Self::Position) -> Self;
    /// Plays a move given as text.
    fn play_text(&mut self, text: &str) -> Result<(), Self::Error>;
    fn outcome(&self) -> Option<Outcome<Self::Reason>>;
    /// Ends the game by a resignation or an agreed draw; false if it is
    /// already over.
    fn declare(&mut self, outcome: Outcome<Self::Reason>) -> bool;
}

/// Why a record's moves or result do not replay, in each game's move error
/// `E` and end reason `R`: the same for both games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError<E, R> {
    Move {
        /// 1-based index into the record's moves.
        number: usize,
        text: String,
        error: E,
    },
    Result {
        replayed: Option<Outcome<R>>,
        stored: Option<Outcome<R>>,
    },
}

impl<E: std::fmt::Display, R: EndReason + std::fmt::Display> std::fmt::Display
    for ReplayError<E, R>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Move {
                number,
                text,
                error,
            } => write!(f, "move {number} ({text}): {error}"),
            ReplayError::Result { replayed, stored } => write!(
                f,
                "result: the record says {}, but the moves give {}",
                crate::outcome::result_text(*stored),
                crate::outcome::result_text(*replayed)
            ),
        }
    }
}

impl<
        E: std::fmt::Debug + std::fmt::Display,
        R: EndReason + std::fmt::Debug + std::fmt::Display,
    > std::error::Error for ReplayError<E, R>
{
}

/// Plays a record's `moves` from `start`, checking every move, then checks the
/// record's `result` against the ending the moves give: a resignation or an
/// agreed draw the record holds is declared again.
pub(crate) fn replay<G: Replay>(
    rules: G::Rules,
    start: G::Position,
    moves: &[String],
    result: Option<Outcome<G::Reason>>,
) -> Result<G, ReplayError<G::Error, G::Reason>> {
    let mut game = G::from_position(rules, start);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|error| ReplayError::Move {
            number: i + 1,
            text: text.clone(),
            error,
        })?;
    }
    let replayed = game.outcome();
    let mismatch = ReplayError::Result {
        replayed,
        stored: result,
    };
    match (replayed, result) {
        // A resignation or an agreed draw: the players' word, declared again.
        (None, Some(stored)) if stored.is_declared() && game.declare(stored) => Ok(game),
        (replayed, stored) if replayed == stored => Ok(game),
        _ => Err(mismatch),
    }
}
