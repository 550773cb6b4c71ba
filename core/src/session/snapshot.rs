//! The snapshot: everything a screen draws, as plain data.

use super::{
    playable::MAX_SQUARES, CaptureNote, GameSession, Hint, History, LastEvent, MathChess, Mode,
    NearbyView, Orientation, OutcomeOf, PieceOf, Playable, PositionOf, Rejection, Selection,
    SquareOf, TextOf,
};
use crate::{
    games::math_chess::{Formula, Op, Square},
    record::GameKind,
    BoardPiece, BoardPosition, BoardSquare, Side,
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
    /// A piece whose loss decides the game that the enemy could capture on
    /// its next move: a 0 (Capture the Flag: a guard or the 1).
    ZeroInDanger,
    /// A captor of a guard: the besieged side to move must capture one of
    /// these pieces, or win at once (Capture the Flag §5.4).
    SiegeCaptor,
}

impl Mark {
    pub const ALL: [Mark; 7] = [
        Mark::Selected,
        Mark::StepTarget,
        Mark::CaptureTarget,
        Mark::LastFrom,
        Mark::LastTo,
        Mark::ZeroInDanger,
        Mark::SiegeCaptor,
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

/// What a square is, for drawing: the first game's squares are all alike;
/// Capture the Flag's belong to a side's colour, and some hold a flag, a
/// guard's home or an attack point.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareKind {
    /// The side whose colour the square is.
    pub colour: Option<Side>,
    /// The side whose flag stands here.
    pub flag: Option<Side>,
    /// The side one of whose guards is at home here.
    pub guard_home: Option<Side>,
    /// The side whose attackers strike the enemy flag from here.
    pub attack_point: Option<Side>,
}

/// One square as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cell<G: Playable = MathChess> {
    pub square: SquareOf<G>,
    pub piece: Option<PieceOf<G>>,
    pub kind: SquareKind,
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
pub struct MoveChoice<G: Playable = MathChess> {
    pub from: SquareOf<G>,
    pub to: SquareOf<G>,
    /// The player who picks: the side to move.
    pub chooser: Side,
    /// Draw the choice rotated 180°, from the far edge: face to face, the
    /// far player chooses.
    pub upside_down: bool,
    /// In notation order (`+ - * / %`); pick with [`GameSession::choose`].
    pub options: Vec<G::ChoiceOption>,
}

/// One player's panel: who plays the side, how they stand, and what they
/// may do now. Each `may_` is exactly what the session would accept.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView<G: Playable = MathChess> {
    pub side: Side,
    /// Points scored in the position shown: the numbers captured.
    pub score: u16,
    /// The pieces this side has captured by the position shown, in order.
    pub captured: Vec<PieceOf<G>>,
    /// The computer plays this side.
    pub computer: bool,
    /// This side moves now: the live game is shown and is not over.
    pub to_move: bool,
    /// The computer plays this side and is to move in the live game.
    pub thinking: bool,
    /// The other phone plays this side.
    pub remote: bool,
    /// [`GameSession::resign`] would succeed.
    pub may_resign: bool,
    /// [`GameSession::offer_draw`] would succeed.
    pub may_offer_draw: bool,
    /// [`GameSession::accept_draw`] and [`GameSession::decline_draw`] would succeed.
    pub may_answer_draw: bool,
    /// A person plays this side, it is to move in the live game (not
    /// waiting for the answer to its draw offer), and no hint is shown: a
    /// hint may be asked for ([`GameSession::hint_job`]).
    pub may_hint: bool,
    /// The panel sits at the far (top) edge of the board.
    pub far: bool,
    /// Draw the panel rotated 180°, facing the far player (face to face).
    pub upside_down: bool,
}

/// Everything a screen needs, taken after each change: enough to draw
/// either game's board without knowing which it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot<G: Playable = MathChess> {
    pub game: GameKind,
    /// The board's columns and rows.
    pub width: usize,
    pub height: usize,
    /// The game keeps a score: show the players' `score` (Capture the Flag
    /// has none).
    pub scored: bool,
    /// The cells in display order: top row first, each row left to right,
    /// `width` cells a row.
    pub cells: Vec<Cell<G>>,
    /// The column labels, left to right (`a` … `i`, or reversed).
    pub file_labels: &'static [&'static str],
    /// The row labels, top to bottom (`11` … `1`, or reversed).
    pub rank_labels: &'static [&'static str],
    /// The dividing line between the halves runs under this display row
    /// (0 at the top); `None` for a board without one.
    pub divider_below_row: Option<usize>,
    /// The side whose back rank is drawn at the bottom.
    pub bottom: Side,
    pub orientation: Orientation,
    /// The side to move in the position shown.
    pub turn: Side,
    /// Each side's panel.
    pub players: BySide<PlayerView<G>>,
    pub mode: Mode,
    /// Undo takes something back: not at the start, nor against the
    /// computer before the player's first move.
    pub can_undo: bool,
    pub can_redo: bool,
    pub selected: Option<SquareOf<G>>,
    pub choice: Option<MoveChoice<G>>,
    pub outcome: Option<OutcomeOf<G>>,
    /// The side that resigned, when the game ended so.
    pub resigned: Option<Side>,
    /// What the move that led to the position shown captured, and how.
    pub last_captures: Vec<CaptureNote<G>>,
    /// The squares the move that led to the position shown went through,
    /// in order: where it started, each square a jump chain landed on, where
    /// it ended (two for a move that goes straight); none at the start. A
    /// shell moves the piece along it.
    pub last_path: Vec<SquareOf<G>>,
    /// What only this game shows (Capture the Flag's guard return and siege).
    pub extra: G::Extra,
    /// The side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// Every move played, with its claimed formula (shared between
    /// snapshots: copying it costs nothing).
    pub history: History<TextOf<G>>,
    /// The game against another phone: the link and the requests.
    pub nearby: Option<NearbyView>,
    /// The ply shown while browsing history (0: the start position).
    pub browsing: Option<usize>,
    /// [`GameSession::browse_back`] would succeed: a position before the one shown.
    pub may_browse_back: bool,
    /// [`GameSession::browse_forward`] would succeed: browsing history.
    pub may_browse_forward: bool,
    /// The hint shown ([`GameSession::show_hint`]): for the live position
    /// at this revision, not while browsing.
    pub hint: Option<Hint<G>>,
    /// What the last command did, numbered; kept until the next event
    /// (none after a new or loaded game).
    pub last_event: Option<LastEvent<G>>,
    /// The computer is to move in the live game.
    pub thinking: bool,
    /// The shell should start the computer's search now (and run
    /// [`play_computer_turn`](super::play_computer_turn) off its main
    /// thread): the computer is to move, no search runs, and none gave up
    /// on this position.
    pub start_computer: bool,
    /// Why the last tap did nothing, or why it only cleared the selection.
    pub rejection: Option<Rejection>,
    /// Changes whenever what [`GameSession::save`] writes changes (a move, an
    /// undo, a resignation, a new or loaded game, a turned board), and never
    /// repeats in this process: a shell saves when it differs from the
    /// revision it saved last, not after every tap.
    pub revision: u64,
}

impl<G: Playable> Snapshot<G> {
    /// The panel at the bottom edge of the board.
    #[must_use]
    pub fn near_player(&self) -> &PlayerView<G> {
        self.players.get(self.bottom)
    }

    /// The panel at the top edge of the board.
    #[must_use]
    pub fn far_player(&self) -> &PlayerView<G> {
        self.players.get(!self.bottom)
    }
}

impl<G: Playable> GameSession<G> {
    /// The snapshot of the session now.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot<G> {
        let plies = self.game.plies();
        let ply = self.browsing.unwrap_or(plies);
        let position = self
            .game
            .position_at(ply)
            .unwrap_or_else(|| self.position());
        let marks = self.marks(position, ply);
        let bottom = match self.orientation {
            // The live turn: browsing history does not turn the board at each step.
            Orientation::FollowTurn => self.turn(),
            Orientation::Fixed { bottom } | Orientation::FaceToFace { bottom } => bottom,
        };
        let face_to_face = matches!(self.orientation, Orientation::FaceToFace { .. });
        let labels = G::edge_labels(bottom);
        let cells = (0..G::WIDTH * G::HEIGHT)
            .map(|i| {
                let square = G::square_at(i / G::WIDTH, i % G::WIDTH, bottom);
                let piece = position.piece_at(square);
                Cell {
                    square,
                    piece,
                    kind: G::square_kind(square),
                    upside_down: face_to_face && piece.is_some_and(|p| p.side() != bottom),
                    marks: marks[square.index()],
                }
            })
            .collect();
        let hint = self.current_hint();
        let player = |side: Side| {
            let captured: Vec<PieceOf<G>> = self
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
                remote: self.mode.remote_side() == Some(side),
                may_resign: self.check_resign(side).is_ok(),
                may_offer_draw: self.check_offer(side).is_ok(),
                may_answer_draw: self.check_answer(side).is_ok(),
                may_hint: hint.is_none()
                    && self.browsing.is_none()
                    && self.game.outcome().is_none()
                    && self.mode.computer_side() != Some(side)
                    && self.nearby.is_none()
                    && self.draw_offer != Some(side)
                    && self.turn() == side,
                far: side != bottom,
                upside_down: face_to_face && side != bottom,
            }
        };
        Snapshot {
            game: G::NAME,
            width: G::WIDTH,
            height: G::HEIGHT,
            scored: G::SCORED,
            cells,
            file_labels: &labels.files,
            rank_labels: &labels.ranks,
            divider_below_row: G::DIVIDER_BELOW_ROW,
            bottom,
            orientation: self.orientation,
            turn: position.turn(),
            players: BySide {
                blue: player(Side::Blue),
                red: player(Side::Red),
            },
            mode: self.mode,
            can_undo: self.may_undo(),
            can_redo: self.may_redo(),
            selected: self.selection.square(),
            choice: self.choice(bottom, face_to_face),
            outcome: self.game.outcome(),
            resigned: self.game.outcome().and_then(|outcome| outcome.resigned()),
            last_captures: ply
                .checked_sub(1)
                .map(|last| G::captured(&self.game, last))
                .unwrap_or_default(),
            last_path: ply
                .checked_sub(1)
                .map(|last| G::path(&self.game, last))
                .unwrap_or_default(),
            extra: G::extra(&self.game, position),
            draw_offer: self.draw_offer,
            nearby: self.nearby_view(),
            history: self.played.texts(),
            browsing: self.browsing,
            may_browse_back: ply > 0,
            may_browse_forward: self.browsing.is_some(),
            hint: hint.cloned(),
            last_event: self.last_event.clone(),
            thinking: self.computer_to_move(),
            start_computer: self.should_start_computer(),
            rejection: self.rejection,
            revision: self.revision,
        }
    }

    /// The marks of every square, by square index, in the position after
    /// `ply` plies.
    fn marks(&self, position: &PositionOf<G>, ply: usize) -> [Marks; MAX_SQUARES] {
        const { assert!(G::WIDTH * G::HEIGHT <= MAX_SQUARES) };
        let mut marks = [Marks::EMPTY; MAX_SQUARES];
        let mut mark = |square: SquareOf<G>, mark: Mark| {
            let cell = &mut marks[square.index()];
            *cell = cell.with(mark);
        };
        if let Some((from, to)) = ply
            .checked_sub(1)
            .and_then(|last| G::moved(&self.game, last))
        {
            mark(from, Mark::LastFrom);
            mark(to, Mark::LastTo);
        }
        if let Some(from) = self.selection.square() {
            mark(from, Mark::Selected);
            for (to, captures) in G::targets(&self.game, from) {
                mark(
                    to,
                    if captures {
                        Mark::CaptureTarget
                    } else {
                        Mark::StepTarget
                    },
                );
            }
        }
        for square in G::in_danger(&self.game, position) {
            mark(square, Mark::ZeroInDanger);
        }
        for square in G::siege_captors(position) {
            mark(square, Mark::SiegeCaptor);
        }
        marks
    }

    fn choice(&self, bottom: Side, face_to_face: bool) -> Option<MoveChoice<G>> {
        let Selection::Choice(options) = &self.selection else {
            return None;
        };
        let chooser = self.turn();
        Some(MoveChoice {
            from: options.from,
            to: options.to,
            chooser,
            upside_down: face_to_face && chooser != bottom,
            options: options
                .moves
                .iter()
                .filter_map(|&m| G::choice_option(&self.game, m))
                .collect(),
        })
    }
}
