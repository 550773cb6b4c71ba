//! The `session` target: the fuzzer's bytes read as a start and a sequence
//! of the calls a shell makes, each checked against what the session
//! promises (`mathchess::session`, `docs/design.md`, the session layer):
//! - a refused call changes nothing (a refused tap only records why);
//! - what the snapshot allows is what the session accepts;
//! - the save restores to the same snapshot, and changes only with the
//!   snapshot's revision;
//! - no call panics.
//!
//! The driver, the calls and the checks are written once over the game
//! ([`Fuzzed`]); each game's module says how its rules, move text and
//! computer are read from the bytes: `session` fuzzes the first game
//! ([`MathChess`](mathchess::session::MathChess)), `flag_session` Capture
//! the Flag.
//!
//! An input's bytes (each read as 0 once the input runs out) are the start
//! (the rules, two bytes; the mode, one; and the game, one: a new one or
//! one of the game's examples), then calls, each an [`Opcode`] and its
//! operands.

mod capture_the_flag;
mod math_chess;

use std::fmt::Debug;

use mathchess::{
    record::Recorded,
    search::Level,
    session::{
        ComputerMove, ComputerPlayer, ComputerTurn, Event, GameOf, GameSession, Mark, Marks, Mode,
        MoveChoice, Orientation, PieceOf, Playable, PlayedOf, PositionOf, Rejection, RulesOf,
        SessionError, Snapshot, SquareOf, Tapped, TextOf,
    },
    BoardPiece, BoardPosition, BoardSquare, Side,
};

/// The bytes of the start, before the first call.
pub const START_BYTES: usize = 4;

/// Calls read from one input at most: enough to play a game well into its
/// middle, few enough that an input takes milliseconds.
const MAX_CALLS: usize = 160;

/// Tap indices read past the board's last square, each on no square.
const NO_SQUARES: usize = 29;

/// What the driver needs of a game beyond [`Playable`]: how its start,
/// move text and computer are read from the input, and what its moves and
/// move choices report.
pub trait Fuzzed: Playable<Line: PartialEq + Recorded<MoveText: Copy>> {
    /// How the computer's move is found, read from the input.
    type Picker: ComputerPlayer<Self> + Copy + Debug;

    /// The games a session may start from, besides a new one.
    fn games() -> &'static [GameOf<Self>];
    /// The rules: two bytes.
    fn read_rules(bytes: &mut Bytes) -> RulesOf<Self>;
    /// Move text for `game`'s position: a legal move or any squares.
    fn move_text(bytes: &mut Bytes, game: &GameOf<Self>) -> TextOf<Self>;
    fn picker(bytes: &mut Bytes) -> Self::Picker;
    /// What `text` does in `game`'s position, by the rules alone.
    fn typed(game: &GameOf<Self>, text: &TextOf<Self>) -> Typed;
    /// The squares a move played went from and to.
    fn played_squares(played: &PlayedOf<Self>) -> (SquareOf<Self>, SquareOf<Self>);
    /// Option `index` of `choice` was played as `played`.
    fn check_chosen(choice: &MoveChoice<Self>, index: usize, played: &PlayedOf<Self>);
}

/// Runs the calls of `data` on a session of `G` and checks each one.
pub fn run<G: Fuzzed>(data: &[u8]) {
    let mut bytes = Bytes(data);
    let mut driver = Driver::<G>::start(&mut bytes);
    for _ in 0..MAX_CALLS {
        if bytes.0.is_empty() {
            break;
        }
        let call = Call::read(&mut bytes, &driver);
        driver.call(call);
    }
}

/// The input, read a byte at a time.
#[derive(Debug)]
pub struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    /// The next byte, 0 once the input has run out.
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&first, rest)) => {
                self.0 = rest;
                first
            }
            None => 0,
        }
    }

    fn side(&mut self) -> Side {
        Side::ALL[usize::from(self.byte() % 2)]
    }

    /// One of `items`, which is not empty.
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::from(self.byte()) % items.len()]
    }

    /// A square of `G`'s board.
    fn square<G: Playable>(&mut self) -> SquareOf<G> {
        let index = usize::from(self.byte()) % (G::WIDTH * G::HEIGHT);
        <SquareOf<G>>::from_index(index as u32).expect("an index below the squares' number")
    }

    /// Two players, or one against the computer at a level from 1 to 8.
    fn mode(&mut self) -> Mode {
        let byte = self.byte();
        match Level::new(byte % 9) {
            Ok(level) => Mode::VsComputer {
                human: Side::ALL[usize::from(byte / 9 % 2)],
                level,
            },
            Err(_) => Mode::TwoPlayers,
        }
    }

    fn orientation(&mut self) -> Orientation {
        let (kind, bottom) = (self.byte() % 3, self.side());
        match kind {
            0 => Orientation::FollowTurn,
            1 => Orientation::Fixed { bottom },
            _ => Orientation::FaceToFace { bottom },
        }
    }
}

/// A shell's call on the session.
#[derive(Clone, Copy, Debug)]
enum Call<G: Fuzzed> {
    /// A tap on a square's index, 99 and above being no square.
    Tap(u32),
    PlayText(TextOf<G>),
    Choose(usize),
    CancelChoice,
    Undo,
    Redo,
    Review(usize),
    ReviewBack,
    ReviewForward,
    LeaveReview,
    Resign(Side),
    OfferDraw(Side),
    AcceptDraw(Side),
    DeclineDraw(Side),
    Orient(Orientation),
    NewGame(RulesOf<G>, Mode),
    /// The session's save loaded back into it.
    SaveAndLoad,
    /// The session's save with one byte replaced, loaded into it.
    LoadEdited {
        at: usize,
        byte: u8,
    },
    /// The computer's turn taken, searched and applied at once.
    ComputerTurn(G::Picker),
    /// The computer's turn taken and searched; the result is held.
    TakeComputerTurn(G::Picker),
    /// The held result applied, however the game changed meanwhile.
    ApplyHeld,
}

/// The first byte of each call in an input, in the order its value
/// (modulo their number) picks them; the bytes after it are the call's
/// operands, as [`Call::read`] reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Opcode {
    /// Operand: a square's index (modulo the squares and 29 more, which are
    /// no square: 99 to 127 in the first game).
    Tap,
    /// Operand `k`: a tap on the `k`-th piece of the side to move as shown.
    TapPiece,
    /// Operand `k`: a tap on the `k`-th cell marked as a target.
    TapTarget,
    /// Operands: the game's move text (`Fuzzed::move_text`).
    PlayText,
    /// Operand: the option's index (modulo 6). Capture the Flag never opens
    /// a choice: it is refused.
    Choose,
    CancelChoice,
    Undo,
    Redo,
    /// Operand: the ply (modulo the plies played and two).
    Review,
    ReviewBack,
    ReviewForward,
    LeaveReview,
    /// Operand: the side, Blue for even bytes (so for each draw call).
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Operands: follow the turn, fixed or face to face; the bottom side.
    Orient,
    /// Operands: the rules (two bytes) and the mode, as at the start.
    NewGame,
    SaveAndLoad,
    /// Operands: where (two bytes) and the byte written there.
    LoadEdited,
    /// Operands: how the computer's move is found (`Fuzzed::Picker`).
    ComputerTurn,
    TakeComputerTurn,
    ApplyHeld,
}

impl Opcode {
    pub const ALL: [Opcode; 23] = [
        Opcode::Tap,
        Opcode::TapPiece,
        Opcode::TapTarget,
        Opcode::PlayText,
        Opcode::Choose,
        Opcode::CancelChoice,
        Opcode::Undo,
        Opcode::Redo,
        Opcode::Review,
        Opcode::ReviewBack,
        Opcode::ReviewForward,
        Opcode::LeaveReview,
        Opcode::Resign,
        Opcode::OfferDraw,
        Opcode::AcceptDraw,
        Opcode::DeclineDraw,
        Opcode::Orient,
        Opcode::NewGame,
        Opcode::SaveAndLoad,
        Opcode::LoadEdited,
        Opcode::ComputerTurn,
        Opcode::TakeComputerTurn,
        Opcode::ApplyHeld,
    ];
}

impl<G: Fuzzed> Call<G> {
    /// The next call: its opcode and operands.
    fn read(bytes: &mut Bytes, driver: &Driver<G>) -> Call<G> {
        let snapshot = &driver.snapshot;
        match bytes.pick(&Opcode::ALL) {
            Opcode::Tap => {
                let taps = G::WIDTH * G::HEIGHT + NO_SQUARES;
                Call::Tap((usize::from(bytes.byte()) % taps) as u32)
            }
            Opcode::TapPiece => Call::Tap(driver.tap_on(bytes.byte(), |_, piece| {
                piece.is_some_and(|p| p.side() == snapshot.turn)
            })),
            Opcode::TapTarget => {
                Call::Tap(driver.tap_on(bytes.byte(), |marks, _| is_target(marks)))
            }
            Opcode::PlayText => Call::PlayText(G::move_text(bytes, driver.session.game())),
            Opcode::Choose => Call::Choose(usize::from(bytes.byte() % 6)),
            Opcode::CancelChoice => Call::CancelChoice,
            Opcode::Undo => Call::Undo,
            Opcode::Redo => Call::Redo,
            Opcode::Review => {
                Call::Review(usize::from(bytes.byte()) % (snapshot.history.len() + 2))
            }
            Opcode::ReviewBack => Call::ReviewBack,
            Opcode::ReviewForward => Call::ReviewForward,
            Opcode::LeaveReview => Call::LeaveReview,
            Opcode::Resign => Call::Resign(bytes.side()),
            Opcode::OfferDraw => Call::OfferDraw(bytes.side()),
            Opcode::AcceptDraw => Call::AcceptDraw(bytes.side()),
            Opcode::DeclineDraw => Call::DeclineDraw(bytes.side()),
            Opcode::Orient => Call::Orient(bytes.orientation()),
            Opcode::NewGame => Call::NewGame(G::read_rules(bytes), bytes.mode()),
            Opcode::SaveAndLoad => Call::SaveAndLoad,
            Opcode::LoadEdited => Call::LoadEdited {
                at: usize::from(bytes.byte()) * 8 + usize::from(bytes.byte() % 8),
                byte: bytes.byte(),
            },
            Opcode::ComputerTurn => Call::ComputerTurn(G::picker(bytes)),
            Opcode::TakeComputerTurn => Call::TakeComputerTurn(G::picker(bytes)),
            Opcode::ApplyHeld => Call::ApplyHeld,
        }
    }
}

/// What a call did, when it was accepted.
#[derive(Debug)]
enum Done<P> {
    Nothing,
    Tapped(Tapped<P>),
    Played(P),
    /// The computer's move, or `None` for a stale result.
    Computer(Option<P>),
}

/// What typed move text does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    Refused,
    Plays,
    /// A capture written without a formula, which has several.
    OpensChoice,
}

/// A computer's result held back, with the game it was searched on and the
/// turn, kept as a shell keeps it until the result is applied (dropping a
/// turn cancels its search, and the session may then hand out another).
struct Held<G: Playable> {
    result: ComputerMove<G>,
    game: GameOf<G>,
    _turn: ComputerTurn<G>,
}

/// The session under test with what it showed and saved after the last call.
struct Driver<G: Fuzzed> {
    session: GameSession<G>,
    snapshot: Snapshot<G>,
    save: String,
    /// The save has been restored and compared since it last changed.
    restored: bool,
    held: Option<Held<G>>,
}

impl<G: Fuzzed> Driver<G> {
    /// The start: rules (two bytes), a mode (one byte), and a game (one
    /// byte): a new one, or one of [`Fuzzed::games`].
    fn start(bytes: &mut Bytes) -> Driver<G> {
        let (rules, mode) = (G::read_rules(bytes), bytes.mode());
        let games = G::games();
        let session = match usize::from(bytes.byte()) % (games.len() + 1) {
            0 => GameSession::start(rules, mode),
            i => GameSession::from_game(games[i - 1].clone(), mode),
        };
        let mut driver = Driver {
            snapshot: session.snapshot(),
            save: session.save(),
            session,
            restored: false,
            held: None,
        };
        driver.check_save();
        driver
    }

    /// The index of the cell shown `k`-th among those `wanted`, or of no
    /// square when none is.
    fn tap_on(&self, k: u8, wanted: impl Fn(Marks, Option<PieceOf<G>>) -> bool) -> u32 {
        let cells: Vec<u32> = self
            .snapshot
            .cells
            .iter()
            .filter(|cell| wanted(cell.marks, cell.piece))
            .map(|cell| cell.square.index() as u32)
            .collect();
        cells
            .get(usize::from(k) % cells.len().max(1))
            .copied()
            .unwrap_or((G::WIDTH * G::HEIGHT) as u32)
    }

    /// Makes `call` and checks the session after it.
    fn call(&mut self, call: Call<G>) {
        let before = self.snapshot.clone();
        let typed = match call {
            Call::PlayText(text) => G::typed(self.session.game(), &text),
            _ => Typed::Refused,
        };
        let result = self.apply(call);
        let after = self.session.snapshot();
        let save = self.session.save();
        let context = || format!("{call:?} gave {result:?}\nbefore: {before:?}\nafter: {after:?}");

        check_shows_the_game(&self.session, &after);
        if let Err(error) = &result {
            // A refused tap records why; a failed search is not started again.
            let expected = match (call, error) {
                (Call::Tap(_), SessionError::Rejected(reason)) => {
                    let told_anew = after.last_event.as_ref().is_some_and(|last| {
                        last.event == Event::Refused(*reason)
                            && before
                                .last_event
                                .as_ref()
                                .is_none_or(|was| was.id != last.id)
                    });
                    assert!(
                        told_anew,
                        "a refusal not told as a new event: {}",
                        context()
                    );
                    Snapshot {
                        rejection: Some(*reason),
                        last_event: after.last_event.clone(),
                        ..before.clone()
                    }
                }
                (Call::ComputerTurn(_) | Call::ApplyHeld, _) => Snapshot {
                    start_computer: false,
                    ..before.clone()
                },
                _ => before.clone(),
            };
            assert_eq!(after, expected, "refused, but changed: {}", context());
            assert_eq!(
                save,
                self.save,
                "refused, but the save changed: {}",
                context()
            );
        }
        if let Some(allowed) = allowed(call, &before) {
            assert_eq!(
                result.is_ok(),
                allowed,
                "the snapshot said otherwise: {}",
                context()
            );
        }
        self.check_effect(call, &result, &before, &after, typed);
        if save != self.save {
            assert_ne!(
                after.revision,
                before.revision,
                "the save changed: {}",
                context()
            );
            self.restored = false;
        }
        self.snapshot = after;
        self.save = save;
        self.check_save();
    }

    fn apply(&mut self, call: Call<G>) -> Result<Done<PlayedOf<G>>, SessionError> {
        let session = &mut self.session;
        let nothing = |result: Result<(), SessionError>| result.map(|()| Done::Nothing);
        match call {
            Call::Tap(index) => session.tap_index(index).map(Done::Tapped),
            Call::PlayText(text) => session.play_text(&text).map(Done::Tapped),
            Call::Choose(index) => session.choose(index).map(Done::Played),
            Call::CancelChoice => nothing(session.cancel_choice()),
            Call::Undo => nothing(session.undo()),
            Call::Redo => nothing(session.redo()),
            Call::Review(ply) => nothing(session.browse(ply)),
            Call::ReviewBack => nothing(session.browse_back()),
            Call::ReviewForward => nothing(session.browse_forward()),
            Call::LeaveReview => {
                session.leave_browsing();
                Ok(Done::Nothing)
            }
            Call::Resign(side) => nothing(session.resign(side)),
            Call::OfferDraw(side) => nothing(session.offer_draw(side)),
            Call::AcceptDraw(side) => nothing(session.accept_draw(side)),
            Call::DeclineDraw(side) => nothing(session.decline_draw(side)),
            Call::Orient(orientation) => {
                session.set_orientation(orientation);
                Ok(Done::Nothing)
            }
            Call::NewGame(rules, mode) => {
                session.new_game(rules, mode);
                Ok(Done::Nothing)
            }
            Call::SaveAndLoad => {
                let save = session.save();
                session.load(&save).expect("the session's own save loads");
                Ok(Done::Nothing)
            }
            Call::LoadEdited { at, byte } => {
                let mut save = session.save().into_bytes();
                let at = at % save.len();
                save[at] = byte;
                match String::from_utf8(save) {
                    Ok(text) => {
                        let loaded = session.load(&text);
                        if loaded.is_ok() {
                            let (game, _) = G::load(&text).expect("what loads is a record");
                            // The record holds no moves taken back; the session's save does.
                            if session.game().can_redo() {
                                assert_eq!(
                                    played::<G>(&game),
                                    played::<G>(session.game()),
                                    "loaded otherwise from\n{text}"
                                );
                            } else {
                                assert_eq!(&game, session.game(), "loaded otherwise from\n{text}");
                            }
                        }
                        nothing(loaded)
                    }
                    Err(_) => Ok(Done::Nothing),
                }
            }
            Call::ComputerTurn(picker) => match session.computer_turn() {
                Some(turn) => session
                    .apply_computer_move(turn.run(&picker))
                    .map(Done::Computer),
                None => Ok(Done::Nothing),
            },
            Call::TakeComputerTurn(picker) => {
                if let Some(turn) = session.computer_turn() {
                    let game = turn.game().clone();
                    let result = turn.run(&picker);
                    self.held = Some(Held {
                        result,
                        game,
                        _turn: turn,
                    });
                }
                Ok(Done::Nothing)
            }
            Call::ApplyHeld => match self.held.take() {
                Some(held) => {
                    let stale = held.game != *session.game();
                    let applied = session.apply_computer_move(held.result);
                    if stale {
                        assert!(
                            matches!(applied, Ok(None)),
                            "a result for another game was applied: {applied:?}"
                        );
                    }
                    applied.map(Done::Computer)
                }
                None => Ok(Done::Nothing),
            },
        }
    }

    /// What an accepted call did, against what the snapshot before it showed.
    fn check_effect(
        &self,
        call: Call<G>,
        result: &Result<Done<PlayedOf<G>>, SessionError>,
        before: &Snapshot<G>,
        after: &Snapshot<G>,
        typed: Typed,
    ) {
        let context = || format!("{call:?} gave {result:?}\nbefore: {before:?}\nafter: {after:?}");
        let plies = before.history.len();
        match (call, result) {
            (Call::Tap(index), result) => check_tap(index, result, before, after),
            (Call::PlayText(_), result) => {
                // The side that offered a draw waits for the answer.
                let live = before.browsing.is_none()
                    && before.outcome.is_none()
                    && !before.thinking
                    && before.choice.is_none()
                    && before.draw_offer != Some(before.turn);
                let expected = match typed {
                    _ if !live => Typed::Refused,
                    typed => typed,
                };
                let done = match result {
                    Ok(Done::Tapped(Tapped::Played(_))) => Typed::Plays,
                    Ok(Done::Tapped(Tapped::ChoiceOpened)) => Typed::OpensChoice,
                    _ => Typed::Refused,
                };
                assert_eq!(done, expected, "{}", context());
            }
            (Call::Choose(_) | Call::CancelChoice, result) if before.choice.is_none() => {
                assert_eq!(
                    result.as_ref().err(),
                    Some(&SessionError::NoChoice),
                    "{}",
                    context()
                );
            }
            (Call::Choose(index), Ok(Done::Played(played))) => {
                let choice = before.choice.as_ref().expect("a choice was open");
                G::check_chosen(choice, index, played);
                assert_eq!(
                    G::played_squares(played),
                    (choice.from, choice.to),
                    "{}",
                    context()
                );
            }
            (Call::CancelChoice, Ok(_)) => {
                assert!(after.choice.is_none() && after.selected == before.selected);
            }
            (Call::Review(ply), Ok(_)) => {
                assert_eq!(
                    after.browsing,
                    (ply < plies).then_some(ply),
                    "{}",
                    context()
                );
            }
            (Call::NewGame(rules, mode), _) => {
                assert!(
                    after.history.is_empty() && after.outcome.is_none(),
                    "{}",
                    context()
                );
                assert_eq!(after.mode, mode);
                assert_eq!(self.session.game().rules(), &rules);
            }
            (Call::ComputerTurn(_) | Call::TakeComputerTurn(_), Ok(Done::Nothing)) => {
                // A turn taken only marks the search as running.
                let taken = matches!(call, Call::TakeComputerTurn(_)) && before.start_computer;
                assert!(
                    taken || !before.start_computer,
                    "no turn taken: {}",
                    context()
                );
                let expected = Snapshot {
                    start_computer: false,
                    ..before.clone()
                };
                assert_eq!(after, &expected, "{}", context());
            }
            (Call::ComputerTurn(_), Ok(Done::Computer(played))) => {
                assert!(before.start_computer, "{}", context());
                assert!(played.is_some(), "a fresh result was stale: {}", context());
            }
            (Call::ApplyHeld, Ok(Done::Nothing | Done::Computer(None))) => {
                assert_eq!(after, before, "nothing applied, but changed: {}", context());
            }
            _ => {}
        }
    }

    /// The save restores a session that saves the same and, when nothing
    /// unsaved is under way, shows the same.
    fn check_save(&mut self) {
        let unsaved = self.snapshot.selected.is_some()
            || self.snapshot.browsing.is_some()
            || self.snapshot.draw_offer.is_some();
        if self.restored || unsaved {
            return;
        }
        check_restores(&self.session, &self.save);
        self.restored = true;
    }
}

/// Which outcome the snapshot before a call promises for it, where it says.
fn allowed<G: Fuzzed>(call: Call<G>, before: &Snapshot<G>) -> Option<bool> {
    let shown_ply = before.browsing.unwrap_or(before.history.len());
    Some(match call {
        Call::Choose(index) => before
            .choice
            .as_ref()
            .is_some_and(|choice| index < choice.options.len()),
        Call::CancelChoice => before.choice.is_some(),
        Call::Undo => before.can_undo,
        Call::Redo => before.can_redo,
        Call::Review(ply) => ply <= before.history.len(),
        Call::ReviewBack => shown_ply > 0,
        Call::ReviewForward => before.browsing.is_some(),
        Call::Resign(side) => before.players.get(side).may_resign,
        Call::OfferDraw(side) => before.players.get(side).may_offer_draw,
        Call::AcceptDraw(side) | Call::DeclineDraw(side) => {
            before.players.get(side).may_answer_draw
        }
        Call::ComputerTurn(_) if !before.start_computer => true,
        _ => return None,
    })
}

/// A tap against the board as the snapshot before it showed it.
fn check_tap<G: Fuzzed>(
    index: u32,
    result: &Result<Done<PlayedOf<G>>, SessionError>,
    before: &Snapshot<G>,
    after: &Snapshot<G>,
) {
    let context =
        || format!("tap on {index} gave {result:?}\nbefore: {before:?}\nafter: {after:?}");
    let Some(cell) = before
        .cells
        .iter()
        .find(|cell| cell.square.index() as u32 == index)
    else {
        assert_eq!(
            result.as_ref().err(),
            Some(&SessionError::NoSuchSquare(index))
        );
        return;
    };
    let refusal = if before.browsing.is_some() {
        Some(Rejection::Browsing)
    } else if before.outcome.is_some() {
        Some(Rejection::GameOver)
    } else if before.thinking {
        Some(Rejection::ComputerThinking)
    } else if before.choice.is_some() {
        Some(Rejection::ChoicePending)
    } else {
        None
    };
    if let Some(reason) = refusal {
        assert_eq!(
            result.as_ref().err(),
            Some(&SessionError::Rejected(reason)),
            "{}",
            context()
        );
        return;
    }
    let target = is_target(cell.marks);
    let tapped = match result {
        Ok(Done::Tapped(tapped)) => Some(*tapped),
        _ => None,
    };
    match tapped {
        Some(Tapped::Played(played)) => {
            assert!(target, "played a move to an unmarked cell: {}", context());
            let (from, to) = G::played_squares(&played);
            assert_eq!(Some(from), before.selected);
            assert_eq!(to, cell.square);
        }
        Some(Tapped::ChoiceOpened) => {
            assert!(target, "opened a choice on an unmarked cell: {}", context());
            let choice = after.choice.as_ref().expect("the choice is shown");
            assert!(
                choice.options.len() > 1 && choice.to == cell.square,
                "{}",
                context()
            );
        }
        Some(Tapped::Deselected) => assert_eq!(before.selected, Some(cell.square)),
        Some(Tapped::Selected) => {
            assert!(!target, "a marked target did not play: {}", context());
            assert!(before.selected != Some(cell.square), "{}", context());
            let targets = after.cells.iter().any(|cell| is_target(cell.marks));
            assert!(
                targets,
                "a piece without a move was selected: {}",
                context()
            );
            let piece = cell.piece.expect("a piece was selected");
            assert!(
                piece.side() == before.turn && piece.number() != 0,
                "{}",
                context()
            );
            assert_eq!(after.selected, Some(cell.square));
        }
        Some(Tapped::Cleared(_)) | None => {
            assert!(!target, "a marked target did not play: {}", context());
            assert!(before.selected != Some(cell.square), "{}", context());
        }
    }
}

/// A cell the selected piece can step or capture on.
fn is_target(marks: Marks) -> bool {
    marks.contains(Mark::StepTarget) || marks.contains(Mark::CaptureTarget)
}

/// The snapshot shows the session's game.
fn check_shows_the_game<G: Fuzzed>(session: &GameSession<G>, snapshot: &Snapshot<G>) {
    let game = session.game();
    let plies = game.plies();
    let history: Vec<TextOf<G>> = (0..plies)
        .map(|ply| G::played_text(game, ply).expect("a ply played has its text"))
        .collect();
    assert_eq!(&snapshot.history[..], &history[..]);
    assert_eq!(snapshot.outcome, game.outcome());
    // Against the computer its opening move alone is not taken back.
    if snapshot.can_undo || matches!(snapshot.mode, Mode::TwoPlayers) {
        assert_eq!(snapshot.can_undo, game.can_undo(), "{snapshot:?}");
    } else {
        let opening = plies <= 1 && snapshot.outcome.is_none();
        assert!(!game.can_undo() || opening, "{snapshot:?}");
    }
    let ply = snapshot.browsing.unwrap_or(plies);
    let position = game.position_at(ply).expect("the ply shown was played");
    assert_eq!(snapshot.turn, position.turn());
    assert_eq!(snapshot.cells.len(), G::WIDTH * G::HEIGHT);
    for cell in &snapshot.cells {
        assert_eq!(cell.piece, position.piece_at(cell.square));
    }
    let selected: Vec<SquareOf<G>> = snapshot
        .cells
        .iter()
        .filter(|cell| cell.marks.contains(Mark::Selected))
        .map(|cell| cell.square)
        .collect();
    assert_eq!(selected, Vec::from_iter(snapshot.selected), "{snapshot:?}");
    if let Some(choice) = &snapshot.choice {
        assert_eq!(snapshot.selected, Some(choice.from));
    }
    for side in Side::ALL {
        let view = snapshot.players.get(side);
        let live = snapshot.browsing.is_none() && snapshot.outcome.is_none();
        assert_eq!(view.to_move, live && snapshot.turn == side, "{snapshot:?}");
        let score: u16 = view.captured.iter().map(|p| u16::from(p.number())).sum();
        assert_eq!(view.score, score);
    }
}

/// `save` restores a session that saves it again, and that shows what
/// `session` shows (but what is not saved: the revision, the last refusal,
/// the last event, a hint shown, and a search under way or given up on).
fn check_restores<G: Fuzzed>(session: &GameSession<G>, save: &str) {
    let restored = GameSession::<G>::restore(save, Mode::TwoPlayers)
        .unwrap_or_else(|error| panic!("the save does not restore: {error}\n{save}"));
    assert_eq!(
        restored.save(),
        save,
        "the restored session saves otherwise"
    );
    let live = |session: &GameSession<G>| {
        let game = session.game();
        game.position_at(game.plies()).cloned()
    };
    assert_eq!(live(&restored), live(session));
    let shown = |snapshot: Snapshot<G>| Snapshot {
        revision: 0,
        rejection: None,
        last_event: None,
        hint: None,
        start_computer: snapshot.thinking,
        ..snapshot
    };
    let (ours, theirs) = (session.snapshot(), restored.snapshot());
    if ours.selected.is_none() && ours.browsing.is_none() && ours.draw_offer.is_none() {
        assert_eq!(
            shown(theirs),
            shown(ours),
            "restored otherwise from\n{save}"
        );
    }
}

/// The positions of `game` from its start to the live one.
fn played<G: Fuzzed>(game: &GameOf<G>) -> Vec<PositionOf<G>> {
    (0..=game.plies())
        .filter_map(|ply| game.position_at(ply).cloned())
        .collect()
}
