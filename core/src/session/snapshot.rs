//! The snapshot: everything a screen draws, as plain data.

use super::{History, Mode, Orientation, Rejection, Selection, Session};
use crate::{
    notation::MoveText,
    square::{FILES, RANKS, SQUARES},
    Formula, Move, Op, Outcome, Piece, Position, Side, Square,
};

/// A value for each side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySide<T> {
    pub blue: T,
    pub red: T,
}

impl<T> BySide<T> {
    #[must_use]
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Blue => &self.blue,
            Side::Red => &self.red,
        }
    }
}

/// A mark drawn on a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Mark {
    /// The selected piece.
    Selected,
    /// The selected piece can step here.
    StepTarget,
    /// The selected piece can capture here.
    CaptureTarget,
    /// The last move started here.
    LastFrom,
    /// The last move ended here.
    LastTo,
    /// A 0 that the enemy could capture on its next move.
    ZeroInDanger,
}

impl Mark {
    pub const ALL: [Mark; 6] = [
        Mark::Selected,
        Mark::StepTarget,
        Mark::CaptureTarget,
        Mark::LastFrom,
        Mark::LastTo,
        Mark::ZeroInDanger,
    ];
}

/// The marks of one cell, as a bit set (bit `Mark as u8`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks(u8);

impl Marks {
    pub const EMPTY: Marks = Marks(0);

    #[must_use]
    pub const fn contains(self, mark: Mark) -> bool {
        self.0 & (1 << mark as u8) != 0
    }

    #[must_use]
    pub const fn with(self, mark: Mark) -> Marks {
        Marks(self.0 | (1 << mark as u8))
    }

    pub fn iter(self) -> impl Iterator<Item = Mark> {
        Mark::ALL.into_iter().filter(move |&m| self.contains(m))
    }
}

/// One square as drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    pub square: Square,
    pub piece: Option<Piece>,
    /// Draw the piece rotated 180° (the far player's, face to face).
    pub upside_down: bool,
    pub marks: Marks,
}

/// One formula offered by the move choice, with its parts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChoiceOption {
    pub op: Op,
    /// Attacker, operation and support numbers: `7-4` in move text.
    pub formula: Formula,
    /// The distance the formula gives, `3` for `7 − 4`.
    pub result: u8,
    /// For display: `7 − 4 = 3`.
    pub text: String,
    /// The support square, to highlight beside the option.
    pub support: Square,
}

/// A capture with several formulas, waiting for the player to pick one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveChoice {
    pub from: Square,
    pub to: Square,
    /// The player who picks: the side to move.
    pub chooser: Side,
    /// Draw the choice rotated 180°, from the far edge: face to face, the
    /// far player chooses.
    pub upside_down: bool,
    /// In notation order (`+ - * / %`); pick with [`Session::choose`].
    pub options: Vec<ChoiceOption>,
}

/// One player's panel: who plays the side, how they stand, and what they
/// may do now. Each `may_` is exactly what the session would accept.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    pub side: Side,
    /// Points scored in the position shown.
    pub score: u16,
    /// The pieces this side has captured by the position shown, in order.
    pub captured: Vec<Piece>,
    /// The computer plays this side.
    pub computer: bool,
    /// This side moves now: the live game is shown and is not over.
    pub to_move: bool,
    /// The computer plays this side and is to move in the live game.
    pub thinking: bool,
    /// [`Session::resign`] would succeed.
    pub may_resign: bool,
    /// [`Session::offer_draw`] would succeed.
    pub may_offer_draw: bool,
    /// [`Session::accept_draw`] and [`Session::decline_draw`] would succeed.
    pub may_answer_draw: bool,
    /// The panel sits at the far (top) edge of the board.
    pub far: bool,
    /// Draw the panel rotated 180°, facing the far player (face to face).
    pub upside_down: bool,
}

/// Everything a screen needs, taken after each change.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    /// The 99 cells in display order: top row first, each row left to right,
    /// 9 cells a row.
    pub cells: Vec<Cell>,
    /// The column labels, left to right (`a` … `i`, or reversed).
    pub file_labels: &'static [&'static str; COLUMNS],
    /// The row labels, top to bottom (`11` … `1`, or reversed).
    pub rank_labels: &'static [&'static str; ROWS],
    /// The side whose back rank is drawn at the bottom.
    pub bottom: Side,
    pub orientation: Orientation,
    /// The side to move in the position shown.
    pub turn: Side,
    /// Each side's panel.
    pub players: BySide<PlayerView>,
    pub mode: Mode,
    pub can_undo: bool,
    pub can_redo: bool,
    pub selected: Option<Square>,
    pub choice: Option<MoveChoice>,
    pub outcome: Option<Outcome>,
    /// The side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// Every move played, with its claimed formula (shared between
    /// snapshots: copying it costs nothing).
    pub history: History,
    /// The ply shown while browsing history (0: the start position).
    pub browsing: Option<usize>,
    /// The computer is to move in the live game.
    pub thinking: bool,
    /// The shell should start the computer's search now (and run
    /// [`play_computer_turn`](super::play_computer_turn) off its main
    /// thread): the computer is to move, no search runs, and none gave up
    /// on this position.
    pub start_computer: bool,
    /// Why the last tap did nothing, or why it only cleared the selection.
    pub rejection: Option<Rejection>,
    /// Changes whenever what [`Session::save`] writes changes (a move, an
    /// undo, a resignation, a new or loaded game, a turned board), and never
    /// repeats in this process: a shell saves when it differs from the
    /// revision it saved last, not after every tap.
    pub revision: u64,
}

impl Snapshot {
    /// The panel at the bottom edge of the board.
    #[must_use]
    pub fn near_player(&self) -> &PlayerView {
        self.players.get(self.bottom)
    }

    /// The panel at the top edge of the board.
    #[must_use]
    pub fn far_player(&self) -> &PlayerView {
        self.players.get(!self.bottom)
    }
}

/// The display grid: 11 rows of 9 cells.
const ROWS: usize = RANKS as usize;
const COLUMNS: usize = FILES as usize;

/// The square drawn at display row `row` (0 at the top) and `column` (0 at
/// the left) when `bottom` sits at the bottom.
const fn square_at(row: usize, column: usize, bottom: Side) -> Square {
    let as_blue = Square::ALL[(ROWS - 1 - row) * COLUMNS + column];
    match bottom {
        Side::Blue => as_blue,
        Side::Red => as_blue.rotated(),
    }
}

/// The labels of the board's edges when `bottom` sits at the bottom:
/// columns left to right, rows top to bottom.
struct EdgeLabels {
    files: [&'static str; COLUMNS],
    ranks: [&'static str; ROWS],
}

impl EdgeLabels {
    const fn new(bottom: Side) -> EdgeLabels {
        let mut labels = EdgeLabels {
            files: [""; COLUMNS],
            ranks: [""; ROWS],
        };
        let mut column = 0;
        while column < COLUMNS {
            labels.files[column] = square_at(0, column, bottom).file_name();
            column += 1;
        }
        let mut row = 0;
        while row < ROWS {
            labels.ranks[row] = square_at(row, 0, bottom).rank_name();
            row += 1;
        }
        labels
    }

    fn of(bottom: Side) -> &'static EdgeLabels {
        static BLUE: EdgeLabels = EdgeLabels::new(Side::Blue);
        static RED: EdgeLabels = EdgeLabels::new(Side::Red);
        match bottom {
            Side::Blue => &BLUE,
            Side::Red => &RED,
        }
    }
}

impl Session {
    /// The snapshot of the session now.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        let history = self.game.history();
        let ply = self.browsing.unwrap_or(history.len());
        let position = self
            .game
            .position_at(ply)
            .unwrap_or_else(|| self.game.position());
        let last = ply.checked_sub(1).and_then(|i| history.get(i));
        let marks = self.marks(position, last.map(|p| p.m));
        let bottom = match self.orientation {
            // The live turn: browsing history does not turn the board at each step.
            Orientation::FollowTurn => self.game.position().turn(),
            Orientation::Fixed { bottom } | Orientation::FaceToFace { bottom } => bottom,
        };
        let face_to_face = matches!(self.orientation, Orientation::FaceToFace { .. });
        let cells = (0..SQUARES)
            .map(|i| {
                let square = square_at(i / COLUMNS, i % COLUMNS, bottom);
                let piece = position.piece_at(square);
                Cell {
                    square,
                    piece,
                    upside_down: face_to_face && piece.is_some_and(|p| p.side() != bottom),
                    marks: marks[square.index()],
                }
            })
            .collect();
        let player = |side: Side| {
            let captured: Vec<Piece> = self
                .played
                .captured_by(ply)
                .filter(|p| p.side() != side)
                .collect();
            PlayerView {
                side,
                score: captured.iter().map(|p| u16::from(p.number())).sum(),
                captured,
                computer: self.mode.computer_side() == Some(side),
                to_move: self.browsing.is_none()
                    && self.game.outcome().is_none()
                    && position.turn() == side,
                thinking: self.computer_to_move() && self.mode.computer_side() == Some(side),
                may_resign: self.check_resign(side).is_ok(),
                may_offer_draw: self.check_offer(side).is_ok(),
                may_answer_draw: self.check_answer(side).is_ok(),
                far: side != bottom,
                upside_down: face_to_face && side != bottom,
            }
        };
        Snapshot {
            cells,
            file_labels: &EdgeLabels::of(bottom).files,
            rank_labels: &EdgeLabels::of(bottom).ranks,
            bottom,
            orientation: self.orientation,
            turn: position.turn(),
            players: BySide {
                blue: player(Side::Blue),
                red: player(Side::Red),
            },
            mode: self.mode,
            can_undo: self.game.can_undo(),
            can_redo: self.game.can_redo(),
            selected: self.selection.square(),
            choice: self.choice(bottom, face_to_face),
            outcome: self.game.outcome(),
            draw_offer: self.draw_offer,
            history: self.played.texts(),
            browsing: self.browsing,
            thinking: self.computer_to_move(),
            start_computer: self.should_start_computer(),
            rejection: self.rejection,
            revision: self.revision,
        }
    }

    /// The marks of every square, by square index.
    fn marks(&self, position: &Position, last: Option<Move>) -> [Marks; SQUARES] {
        let rules = self.game.rules();
        let mut marks = [Marks::EMPTY; SQUARES];
        let mut mark = |square: Square, mark: Mark| {
            marks[square.index()] = marks[square.index()].with(mark);
        };
        if let Some(last) = last {
            mark(last.from(), Mark::LastFrom);
            mark(last.to(), Mark::LastTo);
        }
        if let Some(from) = self.selection.square() {
            mark(from, Mark::Selected);
            for m in position.moves_from(rules, from) {
                let target = if m.is_capture() {
                    Mark::CaptureTarget
                } else {
                    Mark::StepTarget
                };
                mark(m.to(), target);
            }
        }
        // A position without both 0s has no moves: no 0 is in danger there.
        if position.both_zeros() {
            for side in Side::ALL {
                for square in position.squares_of(side) {
                    let is_zero = position.piece_at(square).is_some_and(|p| p.number() == 0);
                    if is_zero && position.can_capture_on(rules, square, !side) {
                        mark(square, Mark::ZeroInDanger);
                    }
                }
            }
        }
        marks
    }

    fn choice(&self, bottom: Side, face_to_face: bool) -> Option<MoveChoice> {
        let Selection::Choice(m) = self.selection else {
            return None;
        };
        let position = self.game.position();
        let support = m.support()?;
        let options = m
            .ops()
            .iter()
            .filter_map(|op| {
                let formula = MoveText::of(position, m, Some(op)).formula?;
                Some(ChoiceOption {
                    op,
                    formula,
                    result: formula.distance()?,
                    text: formula.pretty(),
                    support,
                })
            })
            .collect();
        let chooser = position.turn();
        Some(MoveChoice {
            from: m.from(),
            to: m.to(),
            chooser,
            upside_down: face_to_face && chooser != bottom,
            options,
        })
    }
}
