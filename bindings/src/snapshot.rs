//! The snapshot as records and enums for Kotlin and Swift: plain data, one
//! per change, kept compact (squares as indices, marks as flags).

use std::sync::Arc;

use mathchess::{
    engine::Level,
    session::{self, Mark, Orientation},
    EndReason, Op, Outcome, Piece, Side, Square,
};

use crate::{FfiError, MoveHistory};

/// Who plays: two players on one device, or one against the computer at a
/// level from `computerLevels()`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Mode {
    TwoPlayers,
    VsComputer { human: Side, level: u8 },
}

impl From<session::Mode> for Mode {
    fn from(mode: session::Mode) -> Mode {
        match mode {
            session::Mode::TwoPlayers => Mode::TwoPlayers,
            session::Mode::VsComputer { human, level } => Mode::VsComputer {
                human,
                level: level.number(),
            },
        }
    }
}

impl TryFrom<Mode> for session::Mode {
    type Error = FfiError;
    fn try_from(mode: Mode) -> Result<session::Mode, FfiError> {
        Ok(match mode {
            Mode::TwoPlayers => session::Mode::TwoPlayers,
            Mode::VsComputer { human, level } => session::Mode::VsComputer {
                human,
                level: Level::new(level).map_err(|_| FfiError::InvalidLevel { level })?,
            },
        })
    }
}

#[uniffi::remote(Enum)]
pub enum Orientation {
    FollowTurn,
    Fixed { bottom: Side },
    FaceToFace { bottom: Side },
}

/// Why a tap did nothing, or why it only cleared the selection
/// (`CannotReach`: the snapshot's `out_of_reach` has the piece and squares).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Rejection {
    ZeroCannotMove,
    NotYourTurn,
    GameOver,
    ComputerThinking,
    Reviewing,
    EmptySquare,
    NoMoves,
    ChoicePending,
    CannotReach,
}

impl From<session::Rejection> for Rejection {
    fn from(rejection: session::Rejection) -> Rejection {
        match rejection {
            session::Rejection::ZeroCannotMove => Rejection::ZeroCannotMove,
            session::Rejection::NotYourTurn => Rejection::NotYourTurn,
            session::Rejection::GameOver => Rejection::GameOver,
            session::Rejection::ComputerThinking => Rejection::ComputerThinking,
            session::Rejection::Reviewing => Rejection::Reviewing,
            session::Rejection::EmptySquare => Rejection::EmptySquare,
            session::Rejection::NoMoves => Rejection::NoMoves,
            session::Rejection::ChoicePending => Rejection::ChoicePending,
            session::Rejection::CannotReach { .. } => Rejection::CannotReach,
        }
    }
}

/// A tap out of the selected piece's reach: "the 1 on a1 cannot reach a5".
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OutOfReach {
    pub piece: PieceView,
    pub from: u8,
    pub to: u8,
}

impl OutOfReach {
    fn of(rejection: session::Rejection) -> Option<OutOfReach> {
        let session::Rejection::CannotReach { piece, from, to } = rejection else {
            return None;
        };
        Some(OutOfReach {
            piece: piece.into(),
            from: index(from),
            to: index(to),
        })
    }
}

#[uniffi::remote(Enum)]
pub enum EndReason {
    ZeroCaptured,
    NoLegalMove,
    PointsTarget,
    Repetition,
    Resignation,
    AgreedDraw,
}

#[uniffi::remote(Record)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

#[uniffi::remote(Enum)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// A piece: its side and number (0 to 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PieceView {
    pub side: Side,
    pub number: u8,
}

/// The marks of one cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct CellMarks {
    pub selected: bool,
    pub step_target: bool,
    pub capture_target: bool,
    pub last_from: bool,
    pub last_to: bool,
    pub zero_in_danger: bool,
}

/// One square as drawn. An accessibility label is made of its name
/// (`squareNames()[square]`), its piece (side and number) and its marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CellView {
    /// Square index, 0..99 (`(rank − 1) × 9 + file`): what a tap sends back,
    /// and where `squareNames()` has its name.
    pub square: u8,
    pub piece: Option<PieceView>,
    /// Draw the piece rotated 180° (the far player's, face to face).
    pub upside_down: bool,
    pub marks: CellMarks,
}

/// One formula of the move choice, with its parts: `attacker op
/// supportNumber = result` (`7 − 4 = 3`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ChoiceOptionView {
    pub op: Op,
    /// As people write it: `7 − 4 = 3`.
    pub text: String,
    /// Move-text form: `7-4`.
    pub formula: String,
    /// Square index of the support piece, to highlight beside the option.
    pub support: u8,
    /// The attacker's number (the first operand).
    pub attacker: u8,
    /// The support's number (the second operand).
    pub support_number: u8,
    /// The distance the formula gives.
    pub result: u8,
}

/// A capture with several formulas, waiting for the player to pick one.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveChoiceView {
    pub from: u8,
    pub to: u8,
    /// The player who picks.
    pub chooser: Side,
    /// Draw the choice rotated 180°, from the far edge (face to face, the
    /// far player chooses).
    pub upside_down: bool,
    /// Pick one with `GameSession.choose(index)`.
    pub options: Vec<ChoiceOptionView>,
}

/// One player's panel. Each `may…` is exactly what the session accepts now:
/// show the button when it is true.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerView {
    pub side: Side,
    pub score: u16,
    /// The pieces this side has captured, in order.
    pub captured: Vec<PieceView>,
    /// The computer plays this side.
    pub computer: bool,
    /// This side moves now (the live game, not over).
    pub to_move: bool,
    /// The computer plays this side and is to move.
    pub thinking: bool,
    /// `GameSession.resign(side)` would succeed.
    pub may_resign: bool,
    /// `GameSession.offerDraw(side)` would succeed.
    pub may_offer_draw: bool,
    /// `acceptDraw(side)` and `declineDraw(side)` would succeed.
    pub may_answer_draw: bool,
    /// Draw the panel rotated 180°, facing the far player (face to face).
    pub upside_down: bool,
}

/// Everything a screen draws, after each change. The shell decides nothing:
/// every permission, label and direction is here.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    /// 99 cells in display order: 11 rows of 9, top row first.
    pub cells: Vec<CellView>,
    /// Column labels left to right (`a` … `i`, or reversed) for this orientation.
    pub file_labels: Vec<String>,
    /// Row labels top to bottom (`11` … `1`, or reversed).
    pub rank_labels: Vec<String>,
    /// The side whose back rank is at the bottom.
    pub bottom: Side,
    pub orientation: Orientation,
    /// The side to move in the position shown.
    pub turn: Side,
    /// The panel at the top edge, for the far player.
    pub far_player: PlayerView,
    /// The panel at the bottom edge.
    pub near_player: PlayerView,
    /// Deprecated: each player view's `score` says it (`nearPlayer`,
    /// `farPlayer`). Kept while the iOS app's tests read it.
    pub blue_score: u16,
    /// Deprecated, as `blue_score`.
    pub red_score: u16,
    /// Deprecated: each player view's `captured` says it. Kept while the
    /// iOS app's `GameFeedback` reads it.
    pub blue_captured: Vec<PieceView>,
    /// Deprecated, as `blue_captured`.
    pub red_captured: Vec<PieceView>,
    pub mode: Mode,
    pub can_undo: bool,
    pub can_redo: bool,
    pub selected: Option<u8>,
    pub choice: Option<MoveChoiceView>,
    pub outcome: Option<Outcome>,
    /// The side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// Every move played, shared with the session (not copied).
    pub history: Arc<MoveHistory>,
    /// The ply shown while browsing history (0: the start position).
    pub review: Option<u32>,
    /// The computer is to move. Deprecated: the computer's player view
    /// says it (`thinking`); kept while the iOS app's tests read it here.
    pub thinking: bool,
    /// Start the computer's search now: run `GameSession.computerMove()`
    /// off the main thread. False while a search runs, and after one found
    /// no move, until the game changes.
    pub start_computer: bool,
    /// Why the last tap did nothing (or only cleared the selection).
    pub rejection: Option<Rejection>,
    /// The piece and squares of a `CannotReach` rejection.
    pub out_of_reach: Option<OutOfReach>,
    /// Changes whenever what `GameSession.save()` writes changes, and never
    /// repeats while the app runs: save when it differs from the revision
    /// saved last, not after every tap.
    pub revision: u64,
}

fn index(square: Square) -> u8 {
    square.index() as u8
}

impl From<Piece> for PieceView {
    fn from(piece: Piece) -> PieceView {
        PieceView {
            side: piece.side(),
            number: piece.number(),
        }
    }
}

impl From<session::Marks> for CellMarks {
    fn from(marks: session::Marks) -> CellMarks {
        let has = |mark| marks.contains(mark);
        CellMarks {
            selected: has(Mark::Selected),
            step_target: has(Mark::StepTarget),
            capture_target: has(Mark::CaptureTarget),
            last_from: has(Mark::LastFrom),
            last_to: has(Mark::LastTo),
            zero_in_danger: has(Mark::ZeroInDanger),
        }
    }
}

impl From<&session::Cell> for CellView {
    fn from(cell: &session::Cell) -> CellView {
        CellView {
            square: index(cell.square),
            piece: cell.piece.map(PieceView::from),
            upside_down: cell.upside_down,
            marks: cell.marks.into(),
        }
    }
}

impl From<session::MoveChoice> for MoveChoiceView {
    fn from(choice: session::MoveChoice) -> MoveChoiceView {
        MoveChoiceView {
            from: index(choice.from),
            to: index(choice.to),
            chooser: choice.chooser,
            upside_down: choice.upside_down,
            options: choice
                .options
                .into_iter()
                .map(|option| ChoiceOptionView {
                    op: option.op,
                    text: option.text,
                    formula: option.formula.to_string(),
                    support: index(option.support),
                    attacker: option.formula.attacker,
                    support_number: option.formula.support,
                    result: option.result,
                })
                .collect(),
        }
    }
}

impl From<&session::PlayerView> for PlayerView {
    fn from(p: &session::PlayerView) -> PlayerView {
        PlayerView {
            side: p.side,
            score: p.score,
            captured: pieces(&p.captured),
            computer: p.computer,
            to_move: p.to_move,
            thinking: p.thinking,
            may_resign: p.may_resign,
            may_offer_draw: p.may_offer_draw,
            may_answer_draw: p.may_answer_draw,
            upside_down: p.upside_down,
        }
    }
}

fn pieces(list: &[Piece]) -> Vec<PieceView> {
    list.iter().copied().map(PieceView::from).collect()
}

fn labels(list: &[&str]) -> Vec<String> {
    list.iter().map(|&label| label.to_owned()).collect()
}

impl From<session::Snapshot> for Snapshot {
    fn from(s: session::Snapshot) -> Snapshot {
        let (blue, red) = (&s.players.blue, &s.players.red);
        Snapshot {
            file_labels: labels(s.file_labels),
            rank_labels: labels(s.rank_labels),
            cells: s.cells.iter().map(CellView::from).collect(),
            bottom: s.bottom,
            orientation: s.orientation,
            turn: s.turn,
            far_player: s.far_player().into(),
            near_player: s.near_player().into(),
            blue_score: blue.score,
            red_score: red.score,
            blue_captured: pieces(&blue.captured),
            red_captured: pieces(&red.captured),
            mode: s.mode.into(),
            can_undo: s.can_undo,
            can_redo: s.can_redo,
            selected: s.selected.map(index),
            choice: s.choice.map(MoveChoiceView::from),
            outcome: s.outcome,
            draw_offer: s.draw_offer,
            history: Arc::new(s.history.into()),
            review: s.review.map(|ply| ply as u32),
            thinking: s.thinking,
            start_computer: s.start_computer,
            rejection: s.rejection.map(Rejection::from),
            out_of_reach: s.rejection.and_then(OutOfReach::of),
            revision: s.revision,
        }
    }
}
