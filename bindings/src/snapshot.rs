//! The snapshot as records and enums for Kotlin and Swift: plain data, one
//! per change, kept compact (a cell's square as an index, marks as flags;
//! a square named in a message as a `Place`, its index and its name).

use std::sync::Arc;

use mathchess::{
    games::capture_the_flag,
    games::math_chess::{EndReason, Op, Outcome},
    record::GameKind,
    search::Level,
    session::{
        self, CaptureTheFlag, Mark, MathChess, Orientation, OutcomeOf, Playable, SquareKind,
        SquareOf, TextOf,
    },
    BoardPiece, BoardSquare, Side,
};

use crate::{
    nearby::{LinkProblem, NearbyProblem, NearbyView, Refusal},
    FfiError, Hint, MoveHistory,
};

/// Who plays: two players on one device, one against the computer at a
/// level from `computerLevels()`, or one on this phone against another
/// phone (a game made by `GameSession.host` or `GameSession.join` only).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Mode {
    TwoPlayers,
    VsComputer { human: Side, level: u8 },
    Nearby { local: Side },
}

impl From<session::Mode> for Mode {
    fn from(mode: session::Mode) -> Mode {
        match mode {
            session::Mode::TwoPlayers => Mode::TwoPlayers,
            session::Mode::VsComputer { human, level } => Mode::VsComputer {
                human,
                level: level.number(),
            },
            session::Mode::Nearby { local } => Mode::Nearby { local },
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
            // A game against another phone starts with its link.
            Mode::Nearby { .. } => {
                return Err(FfiError::Nearby {
                    problem: NearbyProblem::NotNearby,
                    detail: "host or join a game to play another phone".to_owned(),
                })
            }
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
    /// The other phone is to move.
    OtherPhoneToMove,
    /// The other player is answering this side's draw offer.
    AwaitingDrawAnswer,
    /// History is being browsed: only the live position takes moves.
    Browsing,
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
            session::Rejection::OtherPhoneToMove => Rejection::OtherPhoneToMove,
            session::Rejection::AwaitingDrawAnswer => Rejection::AwaitingDrawAnswer,
            session::Rejection::Browsing => Rejection::Browsing,
            session::Rejection::EmptySquare => Rejection::EmptySquare,
            session::Rejection::NoMoves => Rejection::NoMoves,
            session::Rejection::ChoicePending => Rejection::ChoicePending,
            session::Rejection::CannotReach { .. } => Rejection::CannotReach,
        }
    }
}

/// A square as a message names it: its index in its game (what the
/// snapshot's cells and a tap use) and its name (`d8`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Place {
    pub index: u8,
    pub name: String,
}

impl From<session::Place> for Place {
    fn from(place: session::Place) -> Place {
        Place {
            index: place.index,
            name: place.name.to_owned(),
        }
    }
}

/// The place of `square` in game `G`.
pub(crate) fn place<G: Playable>(square: SquareOf<G>) -> Place {
    Place {
        index: index::<G>(square),
        name: G::square_name(square).to_owned(),
    }
}

/// A tap out of the selected piece's reach: "the 1 on a1 cannot reach a5".
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OutOfReach {
    pub piece: PieceView,
    pub from_place: Place,
    pub to_place: Place,
}

impl OutOfReach {
    fn of(rejection: session::Rejection) -> Option<OutOfReach> {
        let session::Rejection::CannotReach {
            side,
            number,
            from,
            to,
        } = rejection
        else {
            return None;
        };
        Some(OutOfReach {
            piece: PieceView { side, number },
            from_place: from.into(),
            to_place: to.into(),
        })
    }
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
    /// A piece whose loss decides the game that the enemy could capture on
    /// its next move: a 0, or Capture the Flag's guards and 1 (the same
    /// mark as `zero_in_danger`, named for both games).
    pub in_danger: bool,
    /// The move that led to the position shown captured a piece here.
    pub captured: bool,
    /// Capture the Flag: a captor of a guard, one of the pieces the
    /// besieged side to move must capture (the snapshot's `duties`).
    #[uniffi(default = false)]
    pub siege_captor: bool,
}

/// One square as drawn. An accessibility label is made of its name, its
/// piece (side and number), its kind and its marks.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CellView {
    /// Square index in the game's numbering (`rank × width + file`, from
    /// 0): what a tap sends back, and where the session's `squareNames()`
    /// has its name.
    pub square: u8,
    pub piece: Option<PieceView>,
    /// Draw the piece rotated 180° (the far player's, face to face).
    pub upside_down: bool,
    pub marks: CellMarks,
    /// The square's name, `d8`.
    pub name: String,
    /// What the square is (Capture the Flag's colours, flags, guard homes
    /// and attack points; nothing in the first game).
    pub kind: SquareKind,
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
    /// The attacker's number (the first operand).
    pub attacker: u8,
    /// The support's number (the second operand).
    pub support_number: u8,
    /// The distance the formula gives.
    pub result: u8,
    /// The support piece's square with its name, to highlight beside the
    /// option.
    pub support_place: Place,
}

/// A capture with several formulas, waiting for the player to pick one.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveChoiceView {
    /// The attacker's square index (selected: its cell is marked).
    pub from: u8,
    /// The target square with its name, for the choice's title.
    pub to_place: Place,
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
    /// A person plays this side, it is to move, and no hint is shown: offer
    /// the hint (`GameSession.hintJob()`, then `showHint`).
    #[uniffi(default = false)]
    pub may_hint: bool,
    /// The other phone plays this side.
    #[uniffi(default = false)]
    pub remote: bool,
}

/// Everything a screen draws, after each change. The shell decides nothing:
/// every permission, label and direction is here.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    /// `width × height` cells in display order, row by row, top row first.
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
    pub mode: Mode,
    pub can_undo: bool,
    pub can_redo: bool,
    pub selected: Option<u8>,
    pub choice: Option<MoveChoiceView>,
    /// The side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// Every move played, shared with the session (not copied).
    pub history: Arc<MoveHistory>,
    /// The ply shown while browsing history (0: the start position).
    pub browsing: Option<u32>,
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
    /// Which game is played.
    pub game: GameKind,
    /// The board's columns and rows: `cells` holds `width × height`, row by row.
    pub width: u8,
    pub height: u8,
    /// The game keeps a score: show the players' `score` (Capture the Flag
    /// has none).
    pub scored: bool,
    /// The dividing line between the halves runs under this display row
    /// (0 at the top); `None` for a board without one.
    pub divider_below_row: Option<u8>,
    /// The end of the game, in either game's terms.
    pub ending: Option<GameEnd>,
    /// What the move that led to the position shown captured, and by which rule.
    pub last_captures: Vec<CaptureView>,
    /// Capture the Flag's duties of the side to move, in the order to show
    /// them (the siege first, then a guard's return); none in the first game.
    pub duties: Vec<FlagDuty>,
    /// Capture the Flag: each flag an enemy 1 may enter on its side's next
    /// move (§4.8), Blue's first; none in the first game. Warn its owner.
    #[uniffi(default = [])]
    pub flag_threats: Vec<FlagThreat>,
    /// `browseBack()` would succeed: there is a position before the one shown.
    #[uniffi(default = false)]
    pub may_browse_back: bool,
    /// `browseForward()` would succeed: history is being browsed.
    #[uniffi(default = false)]
    pub may_browse_forward: bool,
    /// The hint to mark on the board (`showHint`), while the game stays
    /// as it was asked in; none while browsing.
    #[uniffi(default = None)]
    pub hint: Option<Hint>,
    /// What the last command did, for sounds, haptics and announcements:
    /// tell it when its `id` differs from the one told last.
    #[uniffi(default = None)]
    pub last_event: Option<LastEvent>,
    /// The squares the move that led to the position shown went through,
    /// in order: its start, each square a jump chain landed on (Capture the
    /// Flag), its end; two for a move that goes straight, none at the
    /// start. Move the piece along it, a leg at a time.
    #[uniffi(default)]
    pub last_path: Vec<Place>,
    /// The game against another phone: the code, the link, the requests.
    #[uniffi(default = None)]
    pub nearby: Option<NearbyView>,
}

/// Which game: Vietnamese Math Chess or Capture the Flag (數學游樂棋).
#[uniffi::remote(Enum)]
pub enum GameKind {
    MathChess,
    CaptureTheFlag,
}

#[uniffi::remote(Record)]
pub struct SquareKind {
    pub colour: Option<Side>,
    pub flag: Option<Side>,
    pub guard_home: Option<Side>,
    pub attack_point: Option<Side>,
}

/// Why a game ended, in either game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EndKind {
    ZeroCaptured,
    NoLegalMove,
    PointsTarget,
    Repetition,
    Resignation,
    AgreedDraw,
    /// Capture the Flag: the winner's 1 entered the enemy flag.
    Flag,
    /// Capture the Flag: all eleven of the winner's attackers crossed.
    Crossing,
    /// Capture the Flag: the loser lost a guard and could not lift the siege.
    GuardLost,
    /// Capture the Flag: too many moves without a capture.
    QuietLimit,
}

/// The end of a game of either kind: the winner (`None`: a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct GameEnd {
    pub winner: Option<Side>,
    pub reason: EndKind,
    /// The side that resigned, when `reason` is `Resignation`.
    #[uniffi(default = None)]
    pub resigned: Option<Side>,
}

/// The rule that took a piece: the first game's operation, or one of
/// Capture the Flag's rules (`docs/flag-rules.md` §5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum CaptureRule {
    Operation { op: Op },
    T1,
    T2,
    T3,
    T4,
    D,
    P,
    G,
    E,
    S,
    Q,
}

impl From<session::CaptureRule> for CaptureRule {
    fn from(rule: session::CaptureRule) -> CaptureRule {
        use capture_the_flag::CaptureRule as F;
        match rule {
            session::CaptureRule::Operation(op) => CaptureRule::Operation { op },
            session::CaptureRule::Flag(rule) => match rule {
                F::T1 => CaptureRule::T1,
                F::T2 => CaptureRule::T2,
                F::T3 => CaptureRule::T3,
                F::T4 => CaptureRule::T4,
                F::D => CaptureRule::D,
                F::P => CaptureRule::P,
                F::G => CaptureRule::G,
                F::E => CaptureRule::E,
                F::S => CaptureRule::S,
                F::Q => CaptureRule::Q,
            },
        }
    }
}

/// One rule at work in a capture, with its arithmetic.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CaptureRuleUse {
    /// `4 + 3 = 7`; empty for a rule that takes by where the pieces stand.
    pub working: String,
    pub rule: CaptureRule,
}

/// A piece a move captured.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CaptureView {
    pub place: Place,
    pub piece: PieceView,
    pub rules: Vec<CaptureRuleUse>,
}

/// A duty of Capture the Flag's side to move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum FlagDuty {
    /// Besieged (§5.4): capture one of these captors, or lose.
    LiftSiege { captors: Vec<Place> },
    /// Bring the guard on `guard` back to `home` now (§4.7).
    ReturnGuard { guard: Place, home: Place },
}

/// An enemy 1 one move from a flag (Capture the Flag §4.8): on `one`, attack
/// point A or B of `defender`'s `flag`, it enters and wins on its side's
/// next move unless it is taken, or attacked, first.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FlagThreat {
    pub defender: Side,
    pub flag: Place,
    pub one: Place,
}

/// What happened, for sounds, haptics and announcements.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameEvent {
    /// `side` played `text` (move text), taking `captures`; the computer if
    /// `by_computer`. The game goes on.
    Played {
        side: Side,
        text: String,
        captures: Vec<CaptureView>,
        by_computer: bool,
    },
    /// A tap did nothing, or only cleared the selection (the snapshot's
    /// `rejection` and `outOfReach` say why).
    Refused {
        rejection: Rejection,
    },
    /// The game ended: by a move, a resignation or an agreed draw.
    Ended {
        ending: GameEnd,
    },
    /// A move (and the computer's reply) or an agreed draw was taken back.
    Undone,
    /// A move taken back was played again.
    Redone,
    DrawOffered {
        by: Side,
    },
    /// `by` declined the draw the other side offered.
    DrawDeclined {
        by: Side,
    },
    /// An undo took back `side`'s resignation: the game goes on.
    ResignationTakenBack {
        side: Side,
    },
    /// The other phone joined, or came back.
    Joined,
    /// The other phone is gone; the game is kept.
    Left {
        problem: LinkProblem,
    },
    /// The other phone sent what this phone's rules refuse: nothing
    /// changed, and the link was ended.
    PeerRefused {
        problem: NearbyProblem,
    },
    /// (Host) a phone was turned away: a wrong code, or a second phone.
    TurnedAway {
        refusal: Refusal,
    },
    /// `by` asked to take back its last move.
    UndoAsked {
        by: Side,
    },
    /// `by` declined to take back the other's last move.
    UndoDeclined {
        by: Side,
    },
}

/// The last event and its number: a new `id`, a new event (the same
/// event twice has two ids).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LastEvent {
    pub id: u64,
    pub event: GameEvent,
}

/// How a game's own parts of the snapshot cross the boundary.
pub(crate) trait Shown: Playable {
    /// The end in both games' terms.
    fn ending(outcome: OutcomeOf<Self>) -> GameEnd;
    fn choice_option(option: &Self::ChoiceOption) -> ChoiceOptionView;
    /// The side to move's duties, in the order to show them.
    fn duties(extra: &Self::Extra) -> Vec<FlagDuty>;
    /// The flags an enemy 1 may enter next.
    fn flag_threats(extra: &Self::Extra) -> Vec<FlagThreat>;
}

/// A square's index in its game (both have fewer than 256 squares).
pub(crate) fn index<G: Playable>(square: SquareOf<G>) -> u8 {
    square.index() as u8
}

impl Shown for MathChess {
    fn ending(outcome: Outcome) -> GameEnd {
        let reason = match outcome.reason {
            EndReason::ZeroCaptured => EndKind::ZeroCaptured,
            EndReason::NoLegalMove => EndKind::NoLegalMove,
            EndReason::PointsTarget => EndKind::PointsTarget,
            EndReason::Repetition => EndKind::Repetition,
            EndReason::Resignation => EndKind::Resignation,
            EndReason::AgreedDraw => EndKind::AgreedDraw,
        };
        GameEnd {
            winner: outcome.winner,
            reason,
            resigned: outcome.resigned(),
        }
    }

    fn choice_option(option: &session::ChoiceOption) -> ChoiceOptionView {
        ChoiceOptionView {
            op: option.op,
            text: option.text.clone(),
            formula: option.formula.to_string(),
            support_place: place::<MathChess>(option.support),
            attacker: option.formula.attacker,
            support_number: option.formula.support,
            result: option.result,
        }
    }

    fn duties((): &()) -> Vec<FlagDuty> {
        Vec::new()
    }

    fn flag_threats((): &()) -> Vec<FlagThreat> {
        Vec::new()
    }
}

/// Capture the Flag's reason in both games' terms.
pub(crate) fn flag_end_kind(reason: capture_the_flag::EndReason) -> EndKind {
    match reason {
        capture_the_flag::EndReason::Flag => EndKind::Flag,
        capture_the_flag::EndReason::Crossing => EndKind::Crossing,
        capture_the_flag::EndReason::GuardLost => EndKind::GuardLost,
        capture_the_flag::EndReason::NoMove => EndKind::NoLegalMove,
        capture_the_flag::EndReason::Repetition => EndKind::Repetition,
        capture_the_flag::EndReason::QuietLimit => EndKind::QuietLimit,
        capture_the_flag::EndReason::Resignation => EndKind::Resignation,
        capture_the_flag::EndReason::AgreedDraw => EndKind::AgreedDraw,
    }
}

impl Shown for CaptureTheFlag {
    fn ending(outcome: capture_the_flag::Outcome) -> GameEnd {
        GameEnd {
            winner: outcome.winner,
            reason: flag_end_kind(outcome.reason),
            resigned: outcome.resigned(),
        }
    }

    fn choice_option(option: &std::convert::Infallible) -> ChoiceOptionView {
        match *option {}
    }

    fn duties(notices: &capture_the_flag::FlagNotices) -> Vec<FlagDuty> {
        let duties = notices.duties().into_iter().map(|duty| match duty {
            capture_the_flag::FlagDuty::LiftSiege { captors } => FlagDuty::LiftSiege {
                captors: captors.into_iter().map(place::<CaptureTheFlag>).collect(),
            },
            capture_the_flag::FlagDuty::ReturnGuard(r) => FlagDuty::ReturnGuard {
                guard: place::<CaptureTheFlag>(r.guard),
                home: place::<CaptureTheFlag>(r.home),
            },
        });
        duties.collect()
    }

    fn flag_threats(notices: &capture_the_flag::FlagNotices) -> Vec<FlagThreat> {
        let threats = notices.flag_threats.iter().map(|t| FlagThreat {
            defender: t.defender,
            flag: place::<CaptureTheFlag>(t.flag),
            one: place::<CaptureTheFlag>(t.one),
        });
        threats.collect()
    }
}

fn piece<P: BoardPiece>(piece: P) -> PieceView {
    PieceView {
        side: piece.side(),
        number: piece.number(),
    }
}

fn capture<G: Playable>(c: &session::CaptureNote<G>) -> CaptureView {
    CaptureView {
        place: place::<G>(c.square),
        piece: piece(c.piece),
        rules: c
            .rules
            .iter()
            .map(|used| CaptureRuleUse {
                rule: used.rule.into(),
                working: used.working.clone(),
            })
            .collect(),
    }
}

fn event<G: Shown>(event: session::Event<G>) -> GameEvent {
    use session::Event;
    match event {
        Event::Played {
            side,
            text,
            captures,
            by_computer,
        } => GameEvent::Played {
            side,
            text: text.to_string(),
            captures: captures.iter().map(capture).collect(),
            by_computer,
        },
        Event::Refused(rejection) => GameEvent::Refused {
            rejection: rejection.into(),
        },
        Event::Ended(outcome) => GameEvent::Ended {
            ending: G::ending(outcome),
        },
        Event::Undone => GameEvent::Undone,
        Event::Redone => GameEvent::Redone,
        Event::DrawOffered { by } => GameEvent::DrawOffered { by },
        Event::DrawDeclined { by } => GameEvent::DrawDeclined { by },
        Event::ResignationTakenBack { side } => GameEvent::ResignationTakenBack { side },
        Event::Joined => GameEvent::Joined,
        Event::Left(error) => GameEvent::Left {
            problem: (&error).into(),
        },
        Event::PeerRefused(error) => GameEvent::PeerRefused {
            problem: (&error).into(),
        },
        Event::TurnedAway(refusal) => GameEvent::TurnedAway {
            refusal: refusal.into(),
        },
        Event::UndoAsked { by } => GameEvent::UndoAsked { by },
        Event::UndoDeclined { by } => GameEvent::UndoDeclined { by },
    }
}

fn pieces<P: BoardPiece>(list: &[P]) -> Vec<PieceView> {
    list.iter().copied().map(piece).collect()
}

fn labels(list: &[&str]) -> Vec<String> {
    list.iter().map(|&label| label.to_owned()).collect()
}

fn marks(marks: session::Marks, captured: bool) -> CellMarks {
    let has = |mark| marks.contains(mark);
    CellMarks {
        selected: has(Mark::Selected),
        step_target: has(Mark::StepTarget),
        capture_target: has(Mark::CaptureTarget),
        last_from: has(Mark::LastFrom),
        last_to: has(Mark::LastTo),
        zero_in_danger: has(Mark::ZeroInDanger),
        in_danger: has(Mark::ZeroInDanger),
        captured,
        siege_captor: has(Mark::SiegeCaptor),
    }
}

fn player<G: Playable>(p: &session::PlayerView<G>) -> PlayerView {
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
        may_hint: p.may_hint,
        remote: p.remote,
        upside_down: p.upside_down,
    }
}

/// Both fit: a board has at most 12 columns, rows and dividing lines.
fn small(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl<G: Shown> From<session::Snapshot<G>> for Snapshot
where
    session::History<TextOf<G>>: Into<MoveHistory>,
{
    fn from(s: session::Snapshot<G>) -> Snapshot {
        let captured_on = |square| s.last_captures.iter().any(|c| c.square == square);
        Snapshot {
            file_labels: labels(s.file_labels),
            rank_labels: labels(s.rank_labels),
            cells: s
                .cells
                .iter()
                .map(|cell| CellView {
                    square: index::<G>(cell.square),
                    piece: cell.piece.map(piece),
                    upside_down: cell.upside_down,
                    marks: marks(cell.marks, captured_on(cell.square)),
                    name: G::square_name(cell.square).to_owned(),
                    kind: cell.kind,
                })
                .collect(),
            bottom: s.bottom,
            orientation: s.orientation,
            turn: s.turn,
            far_player: player(s.far_player()),
            near_player: player(s.near_player()),
            mode: s.mode.into(),
            can_undo: s.can_undo,
            can_redo: s.can_redo,
            selected: s.selected.map(index::<G>),
            choice: s.choice.as_ref().map(|choice| MoveChoiceView {
                from: index::<G>(choice.from),
                to_place: place::<G>(choice.to),
                chooser: choice.chooser,
                upside_down: choice.upside_down,
                options: choice
                    .options
                    .iter()
                    .map(<G as Shown>::choice_option)
                    .collect(),
            }),
            draw_offer: s.draw_offer,
            browsing: s.browsing.map(|ply| ply as u32),
            start_computer: s.start_computer,
            rejection: s.rejection.map(Rejection::from),
            out_of_reach: s.rejection.and_then(OutOfReach::of),
            revision: s.revision,
            game: s.game,
            width: small(s.width),
            height: small(s.height),
            scored: s.scored,
            divider_below_row: s.divider_below_row.map(small),
            ending: s.outcome.map(G::ending),
            last_captures: s.last_captures.iter().map(capture).collect(),
            last_path: s
                .last_path
                .iter()
                .map(|&square| place::<G>(square))
                .collect(),
            duties: G::duties(&s.extra),
            flag_threats: G::flag_threats(&s.extra),
            may_browse_back: s.may_browse_back,
            may_browse_forward: s.may_browse_forward,
            hint: s.hint.map(Hint::from),
            last_event: s.last_event.map(|last| LastEvent {
                id: last.id,
                event: event(last.event),
            }),
            nearby: s.nearby.map(NearbyView::from),
            history: Arc::new(s.history.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mathchess::{
        games::capture_the_flag::{self, Game, Position},
        session::GameSession,
    };

    #[test]
    fn a_jump_chains_path_crosses_with_each_landing() {
        // docs/flag-rules.md §10, Example 2: the 6 on c5 jumps to e7, turns, and lands on g9.
        let jumps = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let position = Position::from_ascii_lenient(jumps.as_bytes()).unwrap();
        let game = Game::from_position(capture_the_flag::Rules::default(), position);
        let mut session = GameSession::<CaptureTheFlag>::from_game(game, session::Mode::TwoPlayers);
        assert!(Snapshot::from(session.snapshot()).last_path.is_empty());
        for name in ["c5", "g9"] {
            session.tap(name.parse().unwrap()).unwrap();
        }
        let s = Snapshot::from(session.snapshot());
        let names: Vec<&str> = s.last_path.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["c5", "e7", "g9"]);
        // Each place's index is its cell's square.
        let e7 = s.cells.iter().find(|c| c.name == "e7").unwrap();
        assert_eq!(s.last_path[1].index, e7.square);
    }

    /// The snapshot of a two-player Capture the Flag session from `position`.
    fn flag_snapshot(position: &str) -> Snapshot {
        let position = Position::from_ascii_lenient(position.as_bytes()).unwrap();
        let game = Game::from_position(capture_the_flag::Rules::default(), position);
        let session = GameSession::<CaptureTheFlag>::from_game(game, session::Mode::TwoPlayers);
        Snapshot::from(session.snapshot())
    }

    /// Example 10: Blue's 1 on e9 (A) may enter Red's flag f10 next: the
    /// snapshot names both, for Red to be warned.
    #[test]
    fn a_1_one_move_from_a_flag_is_a_threat() {
        let s = flag_snapshot("3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0");
        let [threat] = &s.flag_threats[..] else {
            panic!("one threat: {:?}", s.flag_threats)
        };
        assert_eq!(threat.defender, Side::Red);
        assert_eq!(
            (threat.flag.name.as_str(), threat.one.name.as_str()),
            ("f10", "e9")
        );
        let start = GameSession::<CaptureTheFlag>::start(
            capture_the_flag::Rules::default(),
            session::Mode::TwoPlayers,
        );
        assert!(Snapshot::from(start.snapshot()).flag_threats.is_empty());
    }

    #[test]
    fn the_siege_captors_are_marked_and_listed() {
        // Blue must capture one of the captors on e4, g4 and f5 (§5.4).
        let s = flag_snapshot("10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B7,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0");
        let mut marked: Vec<&str> = s
            .cells
            .iter()
            .filter(|c| c.marks.siege_captor)
            .map(|c| c.name.as_str())
            .collect();
        marked.sort_unstable();
        assert_eq!(marked, ["e4", "f5", "g4"]);
        let [FlagDuty::LiftSiege { captors }] = &s.duties[..] else {
            panic!("a siege to lift")
        };
        let mut listed: Vec<u8> = captors.iter().map(|c| c.index).collect();
        let mut of_cells: Vec<u8> = s
            .cells
            .iter()
            .filter(|c| c.marks.siege_captor)
            .map(|c| c.square)
            .collect();
        listed.sort_unstable();
        of_cells.sort_unstable();
        assert_eq!(listed, of_cells);
    }
}
