//! A game of Capture the Flag: positions with the shared history (undo,
//! redo, repetition), the endings of §6, resignation and agreed draws.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{
    legality::IllegalMove,
    notation::{MoveText, ParseMoveError},
    Move, MoveList, Position, Repetition, Rules,
};
use crate::{
    game::Referee,
    history::{self, History, Line},
};

/// How a game ended (§6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The winner's 1 entered the enemy flag.
    Flag,
    /// All eleven of the winner's attackers stood across the dividing line.
    Crossing,
    /// The loser was besieged after losing a guard and could not lift the siege.
    GuardLost,
    /// The loser had no legal move.
    NoMove,
    /// The same position occurred a third time.
    Repetition,
    /// `quiet_limit` plies passed without a capture.
    QuietLimit,
    Resignation,
    AgreedDraw,
}

impl fmt::Display for EndReason {
    /// For people: `the 1 entered the flag`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Flag => "the 1 entered the flag",
            EndReason::Crossing => "all eleven attackers crossed",
            EndReason::GuardLost => "a guard was lost",
            EndReason::NoMove => "no legal move",
            EndReason::Repetition => "threefold repetition",
            EndReason::QuietLimit => "no capture for too long",
            EndReason::Resignation => "resignation",
            EndReason::AgreedDraw => "agreed",
        })
    }
}

/// The end of a game: the winner (`None` for a draw) and why.
pub type Outcome = crate::outcome::Outcome<EndReason>;

impl crate::outcome::EndReason for EndReason {
    const RESIGNATION: EndReason = EndReason::Resignation;
    const AGREED_DRAW: EndReason = EndReason::AgreedDraw;
}

/// This game's positions and moves in the shared [`History`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlagLine;

impl Line for FlagLine {
    type Position = Position;
    type Move = Move;
    type Outcome = Outcome;

    fn irreversible(m: &Move) -> bool {
        m.is_capture()
    }

    fn same(a: &Position, b: &Position) -> bool {
        a.hash() == b.hash() && a.same_as(b)
    }

    fn hash(p: &Position) -> u64 {
        p.hash()
    }
}

/// What [`Game::undo`] took back.
pub type Undone = history::Undone<Move, Outcome>;

/// Why a game refused a move or an action. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

/// A game in progress or finished, from any start position.
///
/// ```
/// use mathchess::games::capture_the_flag::{Game, Rules};
/// let mut game = Game::new(Rules::default());
/// game.play_text("a1-a2").unwrap_err();
/// game.play_text("c1-b2")?;
/// game.undo();
/// assert_eq!(game.position(), game.start());
/// # Ok::<_, mathchess::games::capture_the_flag::GameError>(())
/// ```
pub type Game = crate::game::Game<FlagLine>;

impl Game {
    /// The move text of every move played.
    #[must_use]
    pub fn history_text(&self) -> Vec<MoveText> {
        self.history().iter().map(|&m| MoveText::of(m)).collect()
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`GameError`] if the game is over or the move is not legal. The game
    /// is then unchanged.
    pub fn play(&mut self, m: Move) -> Result<Move, GameError> {
        self.check_not_over()?;
        let legal = self.position().check_move(m.from(), m.to())?;
        Ok(self.push_legal(legal))
    }

    /// Parses move text (§9) and plays it.
    ///
    /// # Errors
    /// [`GameError`] saying why the text is malformed or the move illegal.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        self.check_not_over()?;
        let text: MoveText = text.parse()?;
        let m = self.position().resolve(&text)?;
        self.play(m)
    }
}

impl Referee for FlagLine {
    type Rules = Rules;
    type Reason = EndReason;
    type Tally = ();
    type Error = GameError;
    const GAME_OVER: GameError = GameError::GameOver;
    type Moves = MoveList;

    /// `rules.first` to move.
    fn start(rules: &Rules) -> Position {
        Position::start(rules.first)
    }

    fn legal_moves(position: &Position, _: &Rules) -> MoveList {
        position.legal_moves()
    }

    fn advance(position: &Position, (): &mut (), m: Move) -> (Move, Position) {
        let mut next = position.clone();
        next.play_unchecked(m);
        (m, next)
    }

    fn take_back((): &mut (), _: &Move) {}

    /// The ending the current position decides, in the order of §6: the
    /// flag, the crossing, no legal move, then the draws.
    fn adjudicate(rules: &Rules, history: &History<FlagLine>, (): &()) -> Option<Outcome> {
        let pos = history.position();
        for side in [!pos.turn(), pos.turn()] {
            if pos.piece_at(super::flag(!side)) == Some(super::Piece::new(side, 1)) {
                return Some(Outcome::win(side, EndReason::Flag));
            }
            if pos.has_won(side) {
                return Some(Outcome::win(side, EndReason::Crossing));
            }
        }
        if pos.count_moves() == 0 {
            let besieged = !pos.siege().is_empty();
            let reason = if besieged {
                EndReason::GuardLost
            } else {
                EndReason::NoMove
            };
            return Some(Outcome::win(!pos.turn(), reason));
        }
        let draw = |reason| Some(Outcome::draw(reason));
        if rules.repetition == Repetition::Draw && history.repetitions() >= 3 {
            return draw(EndReason::Repetition);
        }
        if rules.quiet_limit > 0 && pos.quiet_plies() >= rules.quiet_limit {
            return draw(EndReason::QuietLimit);
        }
        None
    }

    fn play_text(game: &mut Game, text: &str) -> Result<(), GameError> {
        game.play_text(text).map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        test_support::{assert_moves_refused, game},
        Side,
    };

    #[test]
    fn endings_of_the_examples() {
        let on_a = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let mut g = game::<Game>(Rules::default(), on_a, &[]);
        g.play_text("e9-f10").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::win(Side::Blue, EndReason::Flag)));
        assert_eq!(g.play_text("a12-a11"), Err(GameError::GameOver));
        g.undo();
        assert_eq!(g.outcome(), None);

        let ten = "5,R1,5/5,R18,5/4,R17,1,R15,4/5,R16,5/1,B8,1,B9,1,B4,1,B10,1,B11,1/B1,1,B2,1,B3,3,B5,1,B6/5,B7,4,R7/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        let mut g = game::<Game>(Rules::default(), ten, &[]);
        g.play_text("f6xg7").unwrap();
        assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Crossing));

        let siege = "10,R1/11/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B7,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
        assert_eq!(
            game::<Game>(Rules::default(), siege, &[]).outcome(),
            Some(Outcome::win(Side::Red, EndReason::GuardLost))
        );
    }

    #[test]
    fn repetition_and_the_quiet_limit() {
        let mut g = Game::new(Rules::default());
        for _ in 0..2 {
            for text in ["c1-b2", "c12-b11", "b2-c1", "b11-c12"] {
                assert_eq!(g.outcome(), None);
                g.play_text(text).unwrap();
            }
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Repetition));
        let off = Rules {
            repetition: Repetition::Off,
            quiet_limit: 10,
            ..Rules::default()
        };
        let mut g = Game::new(off);
        for text in ["c1-b2", "c12-b11", "b2-c1", "b11-c12"].repeat(3) {
            if g.outcome().is_none() {
                g.play_text(text).unwrap();
            }
        }
        assert_eq!(g.plies(), 10);
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::QuietLimit)));
    }

    #[test]
    fn refused_moves_change_nothing() {
        let mut g = Game::new(Rules::default());
        g.play_text("c1-b2").unwrap();
        g.play_text("a12xb11").unwrap();
        assert_moves_refused(&mut g, &["", "a1-a2", "z9-a1", "a12-a11", "f1-f10"]);
    }
}
