//! The session's save: one JSON document, the game record
//! (`mathchess::record`) with the fields the session adds to it, so that one
//! file restores a game as it was on the device. Each added field is
//! optional, so that a plain game record (or a version 1 one) loads.
//!
//! ```json
//! {
//!   "format": "mathchess-game",
//!   "version": 2,
//!   "rules": { … }, "start": "…", "moves": ["c1-c4"], "result": null,
//!   "mode": { "kind": "vs-computer", "human": "blue", "level": 3 },
//!   "orientation": { "kind": "face-to-face", "bottom": "red" },
//!   "seed": 1234567890,
//!   "redo": ["a11-a10", "c4-c5"]
//! }
//! ```
//!
//! `mode` is `{"kind": "two-players"}` or as above (levels 1 to 8);
//! `orientation` is `{"kind": "follow-turn"}`, `{"kind": "fixed", "bottom": …}`
//! or as above; `seed` draws the mistakes of computer levels 1 and 2;
//! `redo` (left out when empty) holds the moves taken back, the next to
//! redo first, each played after the `moves` and the ones before it.

use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

use super::{
    GameOf, GameSession, History, MathChess, Mode, Orientation, OutcomeOf, Playable, PositionOf,
    RulesOf, Seat, SessionError, TextOf,
};
use crate::record::{GameInfo, GameRecord};

#[derive(Serialize)]
struct Document<R> {
    #[serde(flatten)]
    record: R,
    mode: Mode,
    orientation: Orientation,
    seed: u64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    redo: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nearby: Option<Seat>,
}

/// A saved session as read back.
#[derive(Debug)]
pub(super) struct Saved<G: Playable> {
    pub game: GameOf<G>,
    pub info: GameInfo,
    pub mode: Option<Mode>,
    pub orientation: Option<Orientation>,
    pub seed: Option<u64>,
    pub seat: Option<Seat>,
}

/// What [`GameSession::save`] writes, taken from the session: the document is
/// written out by [`PendingSave::to_json`] after the session is released
/// (a shell that shares the session keeps its lock for the copy only; the
/// moves are shared, not copied).
#[derive(Clone, Debug)]
pub struct PendingSave<G: Playable = MathChess> {
    rules: RulesOf<G>,
    start: PositionOf<G>,
    moves: History<TextOf<G>>,
    result: Option<OutcomeOf<G>>,
    info: GameInfo,
    mode: Mode,
    orientation: Orientation,
    seed: u64,
    /// The moves taken back, the next to redo first.
    redo: Vec<TextOf<G>>,
    nearby: Option<Seat>,
}

impl<G: Playable> PendingSave<G> {
    pub(super) fn of(session: &GameSession<G>) -> PendingSave<G> {
        PendingSave {
            rules: *session.game.rules(),
            start: session.game.start().clone(),
            moves: session.played.texts(),
            result: session.game.outcome(),
            info: session.info.clone(),
            mode: session.mode,
            orientation: session.orientation,
            seed: session.seed,
            redo: redo_line::<G>(&session.game),
            nearby: session.nearby.as_ref().map(|nearby| nearby.seat),
        }
    }

    /// The session's JSON document.
    #[must_use]
    pub fn to_json(&self) -> String {
        let document = Document {
            record: GameRecord::<G::Line>::of_parts(
                self.rules,
                &self.start,
                &self.moves,
                self.result,
                self.info.clone(),
            ),
            mode: self.mode,
            orientation: self.orientation,
            seed: self.seed,
            redo: self.redo.iter().map(ToString::to_string).collect(),
            nearby: self.nearby,
        };
        serde_json::to_string_pretty(&document).expect("a record always serializes")
    }
}

/// The plain game record of `game`, whose moves are written `moves`.
pub(super) fn record_value<G: Playable>(game: &GameOf<G>, moves: &[TextOf<G>]) -> Value {
    let record = GameRecord::<G::Line>::of_parts(
        *game.rules(),
        game.start(),
        moves,
        game.outcome(),
        GameInfo::default(),
    );
    serde_json::to_value(record).expect("a record always serializes")
}

/// The moves `game` would redo, the next first, as written.
fn redo_line<G: Playable>(game: &GameOf<G>) -> Vec<TextOf<G>> {
    if !game.can_redo() {
        return Vec::new();
    }
    let mut ahead = game.clone();
    while ahead.redo().is_some() {}
    (game.plies()..ahead.plies())
        .filter_map(|ply| G::played_text(&ahead, ply))
        .collect()
}

/// Plays `line` in `game`, then takes it back, so that it can be redone.
fn restore_redo<G: Playable>(game: &mut GameOf<G>, line: &[String]) -> Result<(), SessionError> {
    let bad = |n: usize, detail: String| SessionError::SavedField {
        field: "redo",
        detail: format!("move {} ({}): {detail}", n + 1, line[n]),
    };
    for (n, text) in line.iter().enumerate() {
        let text: TextOf<G> = text.parse().map_err(|e| bad(n, format!("{e}")))?;
        let options = G::moves_of_text(game, &text).map_err(|e| bad(n, e.to_string()))?;
        let [m] = options.moves[..] else {
            return Err(bad(n, "several formulas fit: name one".into()));
        };
        G::play(game, m).map_err(|e| bad(n, e.to_string()))?;
    }
    for _ in line {
        game.undo();
    }
    Ok(())
}

/// Reads a session's document: the game record, then the session's fields.
pub(super) fn load<G: Playable>(json: &str) -> Result<Saved<G>, SessionError> {
    let (mut game, info) = G::load(json)?;
    // The record read, the text is JSON: the default (null) is never used.
    let document: Value = serde_json::from_str(json).unwrap_or_default();
    let redo: Option<Vec<String>> = field(&document, "redo")?;
    restore_redo::<G>(&mut game, &redo.unwrap_or_default())?;
    Ok(Saved {
        game,
        info,
        mode: field(&document, "mode")?,
        orientation: field(&document, "orientation")?,
        seed: field(&document, "seed")?,
        seat: field(&document, "nearby")?,
    })
}

fn field<T: DeserializeOwned>(
    document: &Value,
    name: &'static str,
) -> Result<Option<T>, SessionError> {
    match document.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(value) => T::deserialize(value)
            .map(Some)
            .map_err(|e| SessionError::SavedField {
                field: name,
                detail: e.to_string(),
            }),
    }
}
