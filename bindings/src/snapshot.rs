//! The snapshot as records and enums for Kotlin and Swift: plain data, one
//! per change, kept compact (squares as indices, marks as flags).

use mathchess::{
    session::{self, Mark, Mode, Orientation},
    EndReason, Op, Outcome, Piece, Side, Square, FILES, RANKS,
};

#[uniffi::remote(Enum)]
pub enum Mode {
    TwoPlayers,
    VsComputer { human: Side, level: u8 },
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
    pub from_name: String,
    pub to: u8,
    pub to_name: String,
}

impl OutOfReach {
    fn of(rejection: session::Rejection) -> Option<OutOfReach> {
        let session::Rejection::CannotReach { piece, from, to } = rejection else {
            return None;
        };
        Some(OutOfReach {
            piece: piece.into(),
            from: index(from),
            from_name: from.to_string(),
            to: index(to),
            to_name: to.to_string(),
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

/// One square as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CellView {
    /// Square index, 0..99 (`(rank − 1) × 9 + file`): what a tap sends back.
    pub square: u8,
    pub piece: Option<PieceView>,
    /// Draw the piece rotated 180° (the far player's, face to face).
    pub upside_down: bool,
    pub marks: CellMarks,
}

/// One formula of the move choice.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ChoiceOptionView {
    pub op: Op,
    /// As people write it: `7 − 4 = 3`.
    pub text: String,
    /// Move-text form: `7-4`.
    pub formula: String,
    /// Square index of the support piece, to highlight beside the option.
    pub support: u8,
}

/// A capture with several formulas, waiting for the player to pick one.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveChoiceView {
    pub from: u8,
    pub to: u8,
    /// Pick one with `GameSession.choose(index)`.
    pub options: Vec<ChoiceOptionView>,
}

/// Everything a screen draws, after each change.
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
    pub blue_score: u16,
    pub red_score: u16,
    /// Pieces Blue has captured, in order.
    pub blue_captured: Vec<PieceView>,
    /// Pieces Red has captured, in order.
    pub red_captured: Vec<PieceView>,
    pub mode: Mode,
    pub can_undo: bool,
    pub can_redo: bool,
    pub selected: Option<u8>,
    pub choice: Option<MoveChoiceView>,
    pub outcome: Option<Outcome>,
    /// The side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// Move text of every move played (`c1-c4`, `d3xd7=7-4`).
    pub history: Vec<String>,
    /// The ply shown while browsing history (0: the start position).
    pub review: Option<u32>,
    /// The computer is to move: run `GameSession.computerMove()` off the main thread.
    pub thinking: bool,
    /// Why the last tap did nothing (or only cleared the selection).
    pub rejection: Option<Rejection>,
    /// The piece and squares of a `CannotReach` rejection.
    pub out_of_reach: Option<OutOfReach>,
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
            options: choice
                .options
                .into_iter()
                .map(|option| ChoiceOptionView {
                    op: option.op,
                    text: option.text,
                    formula: option.formula.to_string(),
                    support: index(option.support),
                })
                .collect(),
        }
    }
}

impl From<session::Snapshot> for Snapshot {
    fn from(s: session::Snapshot) -> Snapshot {
        let columns = &s.cells[..usize::from(FILES)];
        let rows = s.cells.iter().step_by(usize::from(FILES));
        debug_assert_eq!(rows.len(), usize::from(RANKS));
        let pieces = |list: Vec<Piece>| list.into_iter().map(PieceView::from).collect();
        Snapshot {
            file_labels: columns
                .iter()
                .map(|c| char::from(b'a' + c.square.file()).to_string())
                .collect(),
            rank_labels: rows.map(|c| (c.square.rank() + 1).to_string()).collect(),
            cells: s.cells.iter().map(CellView::from).collect(),
            bottom: s.bottom,
            orientation: s.orientation,
            turn: s.turn,
            blue_score: s.scores.blue,
            red_score: s.scores.red,
            blue_captured: pieces(s.captured.blue),
            red_captured: pieces(s.captured.red),
            mode: s.mode,
            can_undo: s.can_undo,
            can_redo: s.can_redo,
            selected: s.selected.map(index),
            choice: s.choice.map(MoveChoiceView::from),
            outcome: s.outcome,
            draw_offer: s.draw_offer,
            history: s.history.iter().map(ToString::to_string).collect(),
            review: s.review.map(|ply| ply as u32),
            thinking: s.thinking,
            rejection: s.rejection.map(Rejection::from),
            out_of_reach: s.rejection.and_then(OutOfReach::of),
        }
    }
}
