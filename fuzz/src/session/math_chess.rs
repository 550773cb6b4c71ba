//! The first game's part of the `session` target: its rules, move text
//! (with a formula, without one or with a wrong one) and computer, read
//! from the input as they always were, so that the corpus keeps its
//! meaning.

use std::sync::atomic::AtomicBool;

use mathchess::{
    games::math_chess::{
        notation::MoveText, Formula, Game, Move, Op, Ops, PlayedMove, PointsTarget, Preset, Rules,
        Square,
    },
    search::Level,
    session::{ComputerPlayer, LevelPlayer, MathChess, MoveChoice},
};

use super::{Bytes, Fuzzed, Typed};
use crate::examples;

impl Fuzzed for MathChess {
    type Picker = Picker;

    fn games() -> &'static [Game] {
        examples::games()
    }

    /// A preset with some of its options changed.
    fn read_rules(bytes: &mut Bytes) -> Rules {
        let mut rules = bytes.pick(&Preset::ALL).rules();
        let changes = bytes.byte();
        if changes & 1 != 0 {
            rules.zero_support = !rules.zero_support;
        }
        if changes & 2 != 0 {
            rules.repetition_draw = !rules.repetition_draw;
        }
        if changes & 4 != 0 {
            rules.first = !rules.first;
        }
        if changes >> 3 != 0 {
            rules.points_target = PointsTarget::new(changes >> 3).ok();
        }
        rules
    }

    /// The kind (modulo 4), a legal move's index and an operation (modulo
    /// 5): a legal move written without a formula (kind 1), with its first
    /// (2) or with that operation (3); kind 0 reads any squares from the
    /// bytes after.
    fn move_text(bytes: &mut Bytes, game: &Game) -> MoveText {
        let (kind, index, claim) = (bytes.byte() % 4, bytes.byte(), bytes.pick(&Op::ALL));
        let moves = game.position().legal_moves(game.rules());
        let Some(&m) = moves
            .get(usize::from(index) % moves.len().max(1))
            .filter(|_| kind > 0)
        else {
            let (from, to) = (bytes.square::<MathChess>(), bytes.square::<MathChess>());
            let capture = bytes.byte() < 128;
            let formula = capture.then(|| Formula {
                attacker: bytes.byte() % 10,
                op: claim,
                support: bytes.byte() % 10,
            });
            return MoveText {
                from,
                to,
                capture,
                formula,
            };
        };
        let claim = match kind {
            1 => None,
            2 => m.ops().iter().next(),
            _ => Some(claim),
        };
        MoveText::of(game.position(), m, claim)
    }

    fn picker(bytes: &mut Bytes) -> Picker {
        match bytes.byte() % 4 {
            0 => Picker::Legal {
                index: bytes.byte(),
                op: bytes.byte(),
            },
            1 => Picker::Nothing,
            2 => {
                let (from, to) = (bytes.square::<MathChess>(), bytes.square::<MathChess>());
                let bits = bytes.byte();
                let ops: Ops = Op::ALL
                    .into_iter()
                    .filter(|&op| bits & (1 << op as u8) != 0)
                    .collect();
                let m = if ops.is_empty() {
                    Move::Step { from, to }
                } else {
                    Move::Capture { from, to, ops }
                };
                Picker::Any(m, bytes.pick(&[None, Some(Op::Add), Some(Op::Rem)]))
            }
            _ => Picker::Engine,
        }
    }

    fn typed(game: &Game, text: &MoveText) -> Typed {
        match game.position().resolve(game.rules(), text) {
            Err(_) => Typed::Refused,
            Ok((m, _)) if text.formula.is_none() && m.ops().len() > 1 => Typed::OpensChoice,
            Ok(_) => Typed::Plays,
        }
    }

    fn played_squares(played: &PlayedMove) -> (Square, Square) {
        (played.m.from(), played.m.to())
    }

    fn check_chosen(choice: &MoveChoice<MathChess>, index: usize, played: &PlayedMove) {
        assert_eq!(
            played.claim,
            Some(choice.options[index].op),
            "option {index} of {choice:?} played {played:?}"
        );
    }
}

/// The computer's move, as the input decides it.
#[derive(Clone, Copy, Debug)]
pub enum Picker {
    /// A legal move (index modulo their number) with one of its formulas.
    Legal { index: u8, op: u8 },
    /// No move: a search that found none.
    Nothing,
    /// Any move at all, legal or not.
    Any(Move, Option<Op>),
    /// The engine, at level 1 (a deeper search would take the input's time).
    Engine,
}

impl ComputerPlayer for Picker {
    fn pick(
        &self,
        game: &Game,
        _: Level,
        stop: &AtomicBool,
        seed: u64,
    ) -> Option<(Move, Option<Op>)> {
        match *self {
            Picker::Legal { index, op } => {
                let moves = game.legal_moves();
                let m = *moves.get(usize::from(index) % moves.len().max(1))?;
                let ops: Vec<Op> = m.ops().iter().collect();
                Some((m, ops.get(usize::from(op) % ops.len().max(1)).copied()))
            }
            Picker::Nothing => None,
            Picker::Any(m, claim) => Some((m, claim)),
            Picker::Engine => {
                ComputerPlayer::<MathChess>::pick(&LevelPlayer, game, Level::MIN, stop, seed)
            }
        }
    }
}
