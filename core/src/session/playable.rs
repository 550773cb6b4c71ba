//! What a game supplies to the session (`docs/design.md`, "Two games, one
//! app"): the session's tap machine, history, draw offers, computer turn,
//! hints, review, save and restore are written once over [`Playable`], and
//! each game says how its board looks, which moves a tap may mean, what its
//! engine plays and how its record reads.
//!
//! A game is named by a marker type ([`MathChess`], [`CaptureTheFlag`]) so
//! that the session's plain-data types (snapshots, views) derive their
//! traits without asking anything of the game's own types.

use std::{
    fmt::{Debug, Display},
    hash::Hash,
    str::FromStr,
    sync::atomic::AtomicBool,
};

use arrayvec::ArrayVec;

use super::{BySide, Rejection, SessionError, SquareKind};
use crate::{
    game::{Game, Referee},
    games::math_chess::Op,
    history::Line,
    record::{GameInfo, GameKind, Recorded},
    search::{Level, Limits},
    BoardPiece, BoardPosition, BoardSquare, Side,
};

/// Vietnamese Math Chess (`docs/rules.md`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MathChess;

/// Capture the Flag (`docs/flag-rules.md`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CaptureTheFlag;

/// The session's game of `G`: the shared [`Game`] over `G`'s line.
pub type GameOf<G> = Game<<G as Playable>::Line>;
pub type RulesOf<G> = <<G as Playable>::Line as Referee>::Rules;
pub type PositionOf<G> = <<G as Playable>::Line as Line>::Position;
pub type OutcomeOf<G> = <<G as Playable>::Line as Line>::Outcome;
/// A move of `G` as played: what its history keeps (the first game's with
/// what it captured).
pub type PlayedOf<G> = <<G as Playable>::Line as Line>::Move;
/// A move of `G` as written.
pub type TextOf<G> = <<G as Playable>::Line as Recorded>::MoveText;
pub type SquareOf<G> = <PositionOf<G> as BoardPosition>::Square;
pub type PieceOf<G> = <PositionOf<G> as BoardPosition>::Piece;

/// The most moves one tap may mean: a capture with each of the five
/// operations.
pub const MAX_OPTIONS: usize = Op::ALL.len();

/// The moves between two squares, kept without allocating: a tap's cost.
pub type MoveOptions<M> = ArrayVec<M, MAX_OPTIONS>;

/// The moves between two squares a player may mean: a capture with several
/// formulas has one for each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options<G: Playable> {
    pub from: SquareOf<G>,
    pub to: SquareOf<G>,
    pub moves: MoveOptions<G::Move>,
}

/// One piece a move captured, with each rule that took it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CaptureNote<G: Playable> {
    pub square: SquareOf<G>,
    pub piece: PieceOf<G>,
    /// Each rule at work, so that a screen names the rule in its own words.
    pub rules: Vec<RuleUse>,
}

/// The rule that took a piece: the first game's operation, or one of
/// Capture the Flag's capture rules (§5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CaptureRule {
    Operation(Op),
    Flag(crate::games::capture_the_flag::CaptureRule),
}

impl Display for CaptureRule {
    /// The first game's operation sign (`−`), or the flag rule's name (`P`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaptureRule::Operation(op) => write!(f, "{}", op.display_symbol()),
            CaptureRule::Flag(rule) => f.write_str(rule.name()),
        }
    }
}

/// One rule at work in a capture, with its arithmetic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleUse {
    pub rule: CaptureRule,
    /// `4 + 3 = 7`; empty for a rule that takes by where the pieces stand.
    pub working: String,
}

/// The most squares a game's board has: Capture the Flag's 11 × 12.
pub const MAX_SQUARES: usize = 132;

/// A board's column labels, left to right, and row labels, top to bottom,
/// for one side at the bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeLabels {
    pub files: Vec<&'static str>,
    pub ranks: Vec<&'static str>,
}

impl EdgeLabels {
    /// The labels of `G`'s board with each side at the bottom.
    #[must_use]
    pub fn of<G: Playable>() -> BySide<EdgeLabels> {
        let with_bottom = |bottom| EdgeLabels {
            files: (0..G::WIDTH)
                .map(|column| G::file_label(G::square_at(0, column, bottom)))
                .collect(),
            ranks: (0..G::HEIGHT)
                .map(|row| G::rank_label(G::square_at(row, 0, bottom)))
                .collect(),
        };
        BySide {
            blue: with_bottom(Side::Blue),
            red: with_bottom(Side::Red),
        }
    }
}

/// A game the session can hold: its line, which the shared [`Game`] plays
/// (rules, history, undo and redo, endings, the record), and what the
/// session asks of it beside. Every method is a question about the game or
/// one change of it; the session decides when to ask.
pub trait Playable: Copy + Debug + Default + Eq + Hash + Send + Sync + 'static {
    /// The game itself, as [`Game`] plays it and its record keeps it:
    /// its rules, positions, moves as played and endings.
    type Line: Recorded<
            Rules: Copy + Default + Send + Sync,
            Position: BoardPosition + Send + Sync,
            Move: Send + Sync,
            Tally: Send + Sync,
            Reason: Hash + Send + Sync,
            MoveText: Clone + Debug + FromStr<Err: Display> + Eq + Hash + Send + Sync,
        > + Clone
        + Debug
        + Send
        + Sync
        + 'static;
    /// A move as a player picks it (the first game's with its formula).
    type Move: Copy + Debug + Eq + Hash + Send + Sync;
    /// One option of a move choice (the first game's formulas).
    type ChoiceOption: Clone + Debug + Eq + Hash;
    /// What only this game's snapshot shows.
    type Extra: Clone + Debug + Eq + Hash;

    const NAME: GameKind = <Self::Line as Recorded>::GAME;
    /// The board's columns and rows.
    const WIDTH: usize;
    const HEIGHT: usize;
    /// Does a side score the numbers it captures (the first game)?
    const SCORED: bool;
    /// The dividing line between the halves runs under this display row
    /// (0 at the top), whichever side sits at the bottom.
    const DIVIDER_BELOW_ROW: Option<usize>;

    // Moves, as a player picks and reads them.
    /// Plays `m` after checking it.
    ///
    /// # Errors
    /// Why the game refused it; the game is unchanged.
    fn play(game: &mut GameOf<Self>, m: Self::Move) -> Result<PlayedOf<Self>, SessionError>;
    /// The move that made ply `ply + 1`, as written.
    fn played_text(game: &GameOf<Self>, ply: usize) -> Option<TextOf<Self>>;
    /// The pieces the move that made ply `ply + 1` captured.
    fn captured(game: &GameOf<Self>, ply: usize) -> Vec<CaptureNote<Self>>;
    /// The squares the move that made ply `ply + 1` went from and to.
    fn moved(game: &GameOf<Self>, ply: usize) -> Option<(SquareOf<Self>, SquareOf<Self>)>;
    /// The squares the move that made ply `ply + 1` went through, in
    /// order: where it started, each square it touched down on (a jump
    /// chain's landings), where it ended; none for a ply not played. A move
    /// that goes straight (every move of the first game) has its two.
    fn path(game: &GameOf<Self>, ply: usize) -> Vec<SquareOf<Self>> {
        Self::moved(game, ply).map_or_else(Vec::new, |(from, to)| vec![from, to])
    }
    /// The moves `text` may mean now: never none; several when the player
    /// still has to choose.
    ///
    /// # Errors
    /// Why no move fits; nothing changes.
    fn moves_of_text(
        game: &GameOf<Self>,
        text: &TextOf<Self>,
    ) -> Result<Options<Self>, SessionError>;

    // Positions, for the tap machine and the snapshot.
    fn square_name(square: SquareOf<Self>) -> &'static str;
    /// The label of the square's column (`a`) and of its row (`10`).
    fn file_label(square: SquareOf<Self>) -> &'static str;
    fn rank_label(square: SquareOf<Self>) -> &'static str;
    /// The board's edge labels with `bottom` at the bottom: made once, in a
    /// static of the game's ([`EdgeLabels::of`]), so that a snapshot only
    /// points at them.
    fn edge_labels(bottom: Side) -> &'static EdgeLabels;
    fn square_kind(square: SquareOf<Self>) -> SquareKind;
    /// The square drawn at display row `row` (0 at the top) and `column`
    /// (0 at the left) when `bottom` sits at the bottom: with Red there, the
    /// board turned half a turn.
    fn square_at(row: usize, column: usize, bottom: Side) -> SquareOf<Self> {
        let as_blue = (Self::HEIGHT - 1 - row) * Self::WIDTH + column;
        let index = match bottom {
            Side::Blue => as_blue,
            Side::Red => Self::WIDTH * Self::HEIGHT - 1 - as_blue,
        };
        u32::try_from(index)
            .ok()
            .and_then(<SquareOf<Self>>::from_index)
            .expect("a display cell is a square")
    }
    /// Can the side to move select the piece on `square`: its own, of a
    /// kind that moves ([`Playable::unmoving`]), with a move?
    ///
    /// # Errors
    /// Why not.
    fn selectable(game: &GameOf<Self>, square: SquareOf<Self>) -> Result<(), Rejection> {
        let position = game.position();
        let piece = position.piece_at(square).ok_or(Rejection::EmptySquare)?;
        if piece.side() != position.turn() {
            Err(Rejection::NotYourTurn)
        } else if let Some(why) = Self::unmoving(piece) {
            Err(why)
        } else if Self::targets(game, square).next().is_none() {
            Err(Rejection::NoMoves)
        } else {
            Ok(())
        }
    }
    /// Why a piece of this kind never moves, if it never does (the first
    /// game's 0).
    fn unmoving(piece: PieceOf<Self>) -> Option<Rejection>;
    /// Where the piece on `from` may go, and whether it captures there.
    fn targets(
        game: &GameOf<Self>,
        from: SquareOf<Self>,
    ) -> impl Iterator<Item = (SquareOf<Self>, bool)>;
    /// The moves from `from` to `to` (several: the player chooses).
    fn moves_between(
        game: &GameOf<Self>,
        from: SquareOf<Self>,
        to: SquareOf<Self>,
    ) -> MoveOptions<Self::Move>;
    /// The pieces whose loss would decide the game that the enemy may
    /// capture next move.
    fn in_danger(
        game: &GameOf<Self>,
        position: &PositionOf<Self>,
    ) -> impl Iterator<Item = SquareOf<Self>>;
    /// The pieces the side to move must capture one of, as a siege demands
    /// (Capture the Flag §5.4): none when it is not besieged.
    fn siege_captors(position: &PositionOf<Self>) -> impl Iterator<Item = SquareOf<Self>>;
    fn choice_option(game: &GameOf<Self>, m: Self::Move) -> Option<Self::ChoiceOption>;
    fn extra(game: &GameOf<Self>, position: &PositionOf<Self>) -> Self::Extra;

    // The engine.
    /// The computer's move at `level`; `None` when the game is over or
    /// `stop` was raised before it found one.
    fn computer_move(
        game: &GameOf<Self>,
        level: Level,
        stop: &AtomicBool,
        seed: u64,
    ) -> Option<Self::Move>;
    fn hint(game: &GameOf<Self>, stop: &AtomicBool) -> Option<super::Hint<Self>>;
    /// Each move of the game weighed within `limits` a position.
    fn review(game: &GameOf<Self>, limits: &Limits, stop: &AtomicBool) -> super::ReviewView<Self>;

    /// # Errors
    /// What is wrong with the record.
    fn load(json: &str) -> Result<(GameOf<Self>, GameInfo), SessionError>;
}
