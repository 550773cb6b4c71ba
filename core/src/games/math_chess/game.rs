//! A game: positions with history, redo, scores, repetition and endings.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{
    game::Referee,
    games::math_chess::rules::NoMove,
    games::math_chess::{
        legality::IllegalMove,
        notation::{MoveText, ParseMoveError},
        Move, MoveList, Op, Piece, Position, Rules,
    },
    history::{self, History, Line},
    Side,
};

/// How a game ended (`docs/rules.md` §3 and §4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A 0 was captured (or was missing from the start position).
    ZeroCaptured,
    /// The side to move had no legal move.
    NoLegalMove,
    /// A side's score reached the points target.
    PointsTarget,
    /// The same placement with the same side to move occurred a third time.
    Repetition,
    Resignation,
    AgreedDraw,
}

/// The end of a game: the winner (`None` for a draw) and why.
pub type Outcome = crate::outcome::Outcome<EndReason>;

impl crate::outcome::EndReason for EndReason {
    const RESIGNATION: EndReason = EndReason::Resignation;
    const AGREED_DRAW: EndReason = EndReason::AgreedDraw;
}

impl fmt::Display for EndReason {
    /// For people: `a 0 was captured`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::ZeroCaptured => "a 0 was captured",
            EndReason::NoLegalMove => "no legal move",
            EndReason::PointsTarget => "points target reached",
            EndReason::Repetition => "threefold repetition",
            EndReason::Resignation => "resignation",
            EndReason::AgreedDraw => "agreed",
        })
    }
}

/// A move as played in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayedMove {
    pub m: Move,
    /// The formula claimed for a capture; `None` for a step.
    pub claim: Option<Op>,
    pub captured: Option<Piece>,
}

/// What [`Game::undo`] took back: a resignation or an agreed draw
/// (`Undone::Ending`), or a move (`Undone::Move`).
pub type Undone = history::Undone<PlayedMove, Outcome>;

/// This game's positions and moves in the shared [`History`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MathChessLine;

impl Line for MathChessLine {
    type Position = Position;
    type Move = PlayedMove;
    type Outcome = Outcome;

    /// A capture cannot be undone, so earlier positions hold more pieces.
    fn irreversible(m: &PlayedMove) -> bool {
        m.captured.is_some()
    }

    fn same(a: &Position, b: &Position) -> bool {
        a.hash() == b.hash() && a == b
    }

    fn hash(p: &Position) -> u64 {
        p.hash()
    }
}

/// Why a game refused a move or an action. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    #[error("{claimed} is not a formula of this capture")]
    Claim { claimed: char },
}

/// A game in progress or finished, from any start position (scores start
/// at 0).
///
/// ```
/// use mathchess::games::math_chess::{Game, Rules};
/// let mut game = Game::new(Rules::default());
/// game.play_text("e1-e1").unwrap_err();
/// game.play_text("c1-c4")?;
/// assert_eq!(game.plies(), 1);
/// game.undo();
/// assert_eq!(game.position(), game.start());
/// # Ok::<_, mathchess::games::math_chess::GameError>(())
/// ```
pub type Game = crate::game::Game<MathChessLine>;

impl Game {
    /// The move text of every move played, with its claimed formula.
    #[must_use]
    pub fn history_text(&self) -> Vec<MoveText> {
        self.line()
            .moves_with_positions()
            .map(|(p, before)| MoveText::of(before, p.m, p.claim))
            .collect()
    }

    /// The points `side` has scored by capturing.
    #[must_use]
    pub fn score(&self, side: Side) -> u16 {
        self.tally()[side.index()]
    }

    /// The pieces `side` has captured, in the order taken.
    #[must_use]
    pub fn captured_by(&self, side: Side) -> Vec<Piece> {
        self.history()
            .iter()
            .filter_map(|p| p.captured)
            .filter(|p| p.side() != side)
            .collect()
    }

    /// Plays a move, claiming `claim` for a capture (the first formula if `None`).
    ///
    /// # Errors
    /// [`GameError`] if the game is over, the move is not legal, or `claim`
    /// is not one of its formulas. The game is then unchanged.
    pub fn play(&mut self, m: Move, claim: Option<Op>) -> Result<PlayedMove, GameError> {
        self.check_not_over()?;
        let legal = self.position().check_move(self.rules(), m.from(), m.to())?;
        let claim = match claim {
            Some(op) if !legal.ops().contains(op) => {
                return Err(GameError::Claim {
                    claimed: op.symbol(),
                })
            }
            Some(op) => Some(op),
            None => legal.ops().iter().next(),
        };
        Ok(self.push_legal(PlayedMove {
            m: legal,
            claim,
            captured: None,
        }))
    }

    /// Parses move text (`docs/rules.md` §5) and plays it.
    ///
    /// # Errors
    /// [`GameError`] saying why the text is malformed or the move illegal.
    pub fn play_text(&mut self, text: &str) -> Result<PlayedMove, GameError> {
        self.check_not_over()?;
        let text: MoveText = text.parse()?;
        let (m, claim) = self.position().resolve(self.rules(), &text)?;
        self.play(m, claim)
    }
}

impl Referee for MathChessLine {
    type Rules = Rules;
    type Reason = EndReason;
    /// The scores, Blue's and Red's.
    type Tally = [u16; 2];
    type Error = GameError;
    const GAME_OVER: GameError = GameError::GameOver;
    type Moves = MoveList;

    /// `rules.first` to move.
    fn start(rules: &Rules) -> Position {
        Position::start(rules.first)
    }

    fn legal_moves(position: &Position, rules: &Rules) -> MoveList {
        position.legal_moves(rules)
    }

    /// Plays `played.m` with its claim; what it captures is found here.
    fn advance(
        position: &Position,
        scores: &mut [u16; 2],
        played: PlayedMove,
    ) -> (PlayedMove, Position) {
        let mut next = position.clone();
        let mover = next.turn();
        let captured = next.play_unchecked(played.m);
        if let Some(piece) = captured {
            scores[mover.index()] += u16::from(piece.number());
        }
        (PlayedMove { captured, ..played }, next)
    }

    fn take_back(scores: &mut [u16; 2], played: &PlayedMove) {
        if let Some(piece) = played.captured {
            scores[(!piece.side()).index()] -= u16::from(piece.number());
        }
    }

    /// The ending the current position and scores decide, if any.
    fn adjudicate(
        rules: &Rules,
        history: &History<MathChessLine>,
        &scores: &[u16; 2],
    ) -> Option<Outcome> {
        let pos = history.position();
        if let Some(outcome) = decided_ending(pos, rules, scores) {
            return Some(outcome);
        }
        if rules.repetition_draw && history.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        if pos.count_moves(rules) == 0 {
            return Some(no_move_ending(pos.turn(), rules, scores));
        }
        None
    }

    fn play_text(game: &mut Game, text: &str) -> Result<(), GameError> {
        game.play_text(text).map(drop)
    }
}

/// The ending that the placement and the scores (Blue's, Red's) decide
/// before the side to move moves: a side without a 0 has lost (both
/// without: a draw), a side whose score reached the points target has won.
/// The game and the engine's search both judge by it.
pub(crate) fn decided_ending(pos: &Position, rules: &Rules, scores: [u16; 2]) -> Option<Outcome> {
    match (pos.has_zero(Side::Blue), pos.has_zero(Side::Red)) {
        (true, true) => {}
        (false, false) => return Some(Outcome::draw(EndReason::ZeroCaptured)),
        (blue, _) => {
            let winner = if blue { Side::Blue } else { Side::Red };
            return Some(Outcome::win(winner, EndReason::ZeroCaptured));
        }
    }
    let target = rules.points_target?;
    let reached = |side: Side| scores[side.index()] >= u16::from(target.points());
    // Only the side that just moved can have reached it now.
    let side = [!pos.turn(), pos.turn()]
        .into_iter()
        .find(|&s| reached(s))?;
    Some(Outcome::win(side, EndReason::PointsTarget))
}

/// The ending when `turn`, the side to move, has no legal move.
pub(crate) fn no_move_ending(turn: Side, rules: &Rules, scores: [u16; 2]) -> Outcome {
    let winner = match rules.no_move {
        NoMove::Loses => Some(!turn),
        NoMove::Score => {
            let (blue, red) = (scores[Side::Blue.index()], scores[Side::Red.index()]);
            (blue != red).then_some(if blue > red { Side::Blue } else { Side::Red })
        }
    };
    Outcome {
        winner,
        reason: EndReason::NoLegalMove,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::math_chess::Preset,
        test_support::{assert_moves_refused, game, sq},
    };

    #[test]
    fn capturing_the_zero_wins() {
        // Blue 1 on c3 with 2 on d4: 1+2 → 3 reaches g7, where Red's 0 stands.
        let mut g = game::<Game>(
            Preset::Chessplayx.rules(),
            "9/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b",
            &[],
        );
        let played = g.play_text("c3xg7=1+2").unwrap();
        assert_eq!(played.captured, Some(Piece::new(Side::Red, 0)));
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Side::Blue, EndReason::ZeroCaptured))
        );
        assert_eq!(g.play_text("a1-a2"), Err(GameError::GameOver));
        g.undo();
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn scores_and_points_target() {
        // Blue 7 on a1 with 4 on a2 takes Red 9 on a5 (7-4 → 3); Red keeps a 1.
        let position = "R17R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";
        let mut classic = game::<Game>(Preset::Classic.rules(), position, &[]);
        classic.play_text("a1xa5=7-4").unwrap();
        assert_eq!(classic.score(Side::Blue), 9);
        assert_eq!(
            classic.captured_by(Side::Blue),
            vec![Piece::new(Side::Red, 9)]
        );
        assert_eq!(classic.outcome(), None);
        let mut rules = Preset::Classic.rules();
        rules.points_target = Some(crate::games::math_chess::PointsTarget::new(9).unwrap());
        let mut nine = Game::from_position(rules, position.parse().unwrap());
        nine.play_text("a1xa5").unwrap();
        assert_eq!(
            nine.outcome().map(|o| o.reason),
            Some(EndReason::PointsTarget)
        );
        nine.undo();
        assert_eq!(nine.score(Side::Blue), 0);
    }

    #[test]
    fn threefold_repetition() {
        let mut g = Game::new(Preset::Chessplayx.rules());
        for _ in 0..2 {
            for text in ["a1-a2", "i11-i10", "a2-a1", "i10-i11"] {
                assert_eq!(g.outcome(), None);
                g.play_text(text).unwrap();
            }
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
        let mut off = Preset::Chessplayx.rules();
        off.repetition_draw = false;
        let mut g = Game::new(off);
        for _ in 0..3 {
            for text in ["a1-a2", "i11-i10", "a2-a1", "i10-i11"] {
                g.play_text(text).unwrap();
            }
        }
        assert_eq!((g.repetitions(), g.outcome()), (4, None));
    }

    #[test]
    fn no_legal_move() {
        // Red's 0 in a corner, Red to move, nothing else Red: no move.
        let position = "R08/9/9/9/9/9/9/9/9/9/B0B17 r";
        let loses = game::<Game>(Preset::Chessplayx.rules(), position, &[]);
        assert_eq!(
            loses.outcome(),
            Some(Outcome::win(Side::Blue, EndReason::NoLegalMove))
        );
        let score = game::<Game>(Preset::Wikipedia.rules(), position, &[]);
        assert_eq!(score.outcome(), Some(Outcome::draw(EndReason::NoLegalMove)));
    }

    #[test]
    fn refused_moves_change_nothing() {
        let mut g = Game::new(Rules::default());
        assert_moves_refused(&mut g, &["", "e2-e3", "a1-a3", "z9-a1", "c1xc4", "a11-a10"]);
        let before = g.clone();
        let step = g
            .position()
            .legal_move(g.rules(), sq("c1"), sq("c4"))
            .unwrap();
        assert_eq!(
            g.play(step, Some(Op::Add)),
            Err(GameError::Claim { claimed: '+' })
        );
        assert_eq!(g, before);
    }
}
