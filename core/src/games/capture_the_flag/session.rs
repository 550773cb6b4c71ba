//! Capture the Flag as the session plays it: a move is named by its two
//! squares (§4.4), so a tap never opens a choice; its snapshot adds the
//! duties of §4.7 and §5.4 a player must see (a guard to bring home, a
//! siege to lift) and the enemy 1 one move from a flag (§4.8).

use std::sync::{atomic::AtomicBool, LazyLock};

use crate::session::{
    BySide, CaptureNote, CaptureRule, CaptureTheFlag, EdgeLabels, Hint, MoveOptions, Options,
    Playable, Rejection, ReviewView, RuleUse, SessionError, SquareKind,
};
use crate::{
    games::capture_the_flag::{
        self, attack_points, guard_homes, record, FlagLine, FlagThreat, Game, Move, MoveText,
        Piece, Position, Return, Square, FILES, RANKS, SQUARES,
    },
    record::GameInfo,
    search::{Level, Limits},
    Side,
};

/// What a Capture the Flag snapshot adds: the duties of the side to move,
/// and the flags an enemy 1 may enter on its side's next move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FlagNotices {
    /// The side to move must bring this guard home now (§4.7).
    pub pending_return: Option<Return>,
    /// The side to move is besieged (§5.4): it must capture one of these.
    pub siege: Vec<Square>,
    /// Each 1 that may enter the enemy flag on its side's next move,
    /// Blue's flag first (§4.8).
    pub flag_threats: Vec<FlagThreat>,
}

/// One duty of the side to move in Capture the Flag.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FlagDuty {
    /// The side is besieged (§5.4): it must capture one of these captors.
    LiftSiege { captors: Vec<Square> },
    /// The side must bring this guard home now (§4.7).
    ReturnGuard(Return),
}

impl FlagNotices {
    /// The duties in the order a screen shows them: the siege first, for
    /// the game is lost unless it is lifted, then a guard's return.
    #[must_use]
    pub fn duties(&self) -> Vec<FlagDuty> {
        let siege = (!self.siege.is_empty()).then(|| FlagDuty::LiftSiege {
            captors: self.siege.clone(),
        });
        let guard = self.pending_return.map(FlagDuty::ReturnGuard);
        siege.into_iter().chain(guard).collect()
    }
}

/// Square names, then file and rank labels, by index.
static NAMES: LazyLock<Vec<String>> = LazyLock::new(|| {
    let squares = (0..SQUARES as u8).map(|i| Square::new(i).to_string());
    let files = (0..FILES).map(|f| char::from(b'a' + f).to_string());
    let ranks = (1..=RANKS).map(|r| r.to_string());
    squares.chain(files).chain(ranks).collect()
});
static LABELS: LazyLock<BySide<EdgeLabels>> = LazyLock::new(EdgeLabels::of::<CaptureTheFlag>);

impl Playable for CaptureTheFlag {
    type Line = FlagLine;
    type Move = Move;
    type ChoiceOption = std::convert::Infallible;
    type Extra = FlagNotices;

    const WIDTH: usize = FILES as usize;
    const HEIGHT: usize = RANKS as usize;
    const SCORED: bool = false;
    /// Between ranks 6 and 7, whichever side is at the bottom.
    const DIVIDER_BELOW_ROW: Option<usize> = Some(RANKS as usize / 2 - 1);

    fn play(game: &mut Game, m: Move) -> Result<Move, SessionError> {
        Ok(game.play(m)?)
    }

    fn played_text(game: &Game, ply: usize) -> Option<MoveText> {
        game.history().get(ply).copied().map(MoveText::of)
    }

    fn captured(game: &Game, ply: usize) -> Vec<CaptureNote<CaptureTheFlag>> {
        let (Some(&m), Some(before)) = (game.history().get(ply), game.position_at(ply)) else {
            return Vec::new();
        };
        if !m.is_capture() {
            return Vec::new();
        }
        before
            .captures_of(m)
            .into_iter()
            .map(|capture| CaptureNote {
                square: capture.square,
                piece: capture.piece,
                rules: capture
                    .reasons
                    .into_iter()
                    .map(|reason| RuleUse {
                        rule: CaptureRule::Flag(reason.rule),
                        working: reason.arithmetic().to_owned(),
                    })
                    .collect(),
            })
            .collect()
    }

    fn moved(game: &Game, ply: usize) -> Option<(Square, Square)> {
        let m = game.history().get(ply)?;
        Some((m.from(), m.to()))
    }

    fn path(game: &Game, ply: usize) -> Vec<Square> {
        match (game.history().get(ply), game.position_at(ply)) {
            (Some(&m), Some(before)) => before.path(m),
            _ => Vec::new(),
        }
    }

    fn moves_of_text(
        game: &Game,
        text: &MoveText,
    ) -> Result<Options<CaptureTheFlag>, SessionError> {
        let m = game
            .position()
            .resolve(text)
            .map_err(capture_the_flag::GameError::from)?;
        Ok(Options {
            from: m.from(),
            to: m.to(),
            moves: [m].into_iter().collect(),
        })
    }

    fn square_name(square: Square) -> &'static str {
        &NAMES[square.index()]
    }

    fn file_label(square: Square) -> &'static str {
        &NAMES[SQUARES + usize::from(square.file())]
    }

    fn rank_label(square: Square) -> &'static str {
        &NAMES[SQUARES + FILES as usize + usize::from(square.rank())]
    }

    fn edge_labels(bottom: Side) -> &'static EdgeLabels {
        LABELS.get(bottom)
    }

    fn square_kind(square: Square) -> SquareKind {
        let of_side = |has: &dyn Fn(Side) -> bool| Side::ALL.into_iter().find(|&side| has(side));
        SquareKind {
            colour: Some(square.colour()),
            flag: of_side(&|side| capture_the_flag::flag(side) == square),
            guard_home: of_side(&|side| guard_homes(side).contains(square)),
            attack_point: of_side(&|side| attack_points(side).contains(&square)),
        }
    }

    fn unmoving(_: Piece) -> Option<Rejection> {
        None
    }

    fn targets(game: &Game, from: Square) -> impl Iterator<Item = (Square, bool)> {
        let moves = game.position().moves_from(from);
        moves.into_iter().map(|m| (m.to(), m.is_capture()))
    }

    fn moves_between(game: &Game, from: Square, to: Square) -> MoveOptions<Move> {
        game.position().legal_move(from, to).into_iter().collect()
    }

    fn in_danger(_: &Game, position: &Position) -> impl Iterator<Item = Square> {
        position.threatened().iter()
    }

    fn siege_captors(position: &Position) -> impl Iterator<Item = Square> {
        position.siege().iter()
    }

    fn choice_option(_: &Game, _: Move) -> Option<std::convert::Infallible> {
        None
    }

    fn extra(_: &Game, position: &Position) -> FlagNotices {
        FlagNotices {
            pending_return: position.pending_return(position.turn()),
            siege: Self::siege_captors(position).collect(),
            flag_threats: position.flag_threats(),
        }
    }

    fn computer_move(game: &Game, level: Level, stop: &AtomicBool, seed: u64) -> Option<Move> {
        capture_the_flag::best_move(game, level, stop, seed).map(|result| result.best)
    }

    fn hint(game: &Game, stop: &AtomicBool) -> Option<Hint<CaptureTheFlag>> {
        let result = capture_the_flag::hint(game, stop)?;
        Some(Hint {
            best: MoveText::of(result.best),
            revision: 0,
            from: result.best.from(),
            to: result.best.to(),
            line: result.pv.iter().copied().map(MoveText::of).collect(),
        })
    }

    fn review(game: &Game, limits: &Limits, stop: &AtomicBool) -> ReviewView<CaptureTheFlag> {
        let review = capture_the_flag::review(game, limits, stop);
        ReviewView::of(
            game,
            &review,
            |_, best| MoveText::of(best),
            |best| (best.from(), best.to()),
            |_, line| line.iter().copied().map(MoveText::of).collect(),
        )
    }

    fn load(json: &str) -> Result<(Game, GameInfo), SessionError> {
        Ok(record::load(json)?)
    }
}
