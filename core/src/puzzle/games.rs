//! What each game adds to the puzzles' shared machinery ([`PuzzleGame`]):
//! its game and search node, its position and move text, its level play,
//! and the themes read from its own data (the formulas claimed, the
//! capture rules used), each game in its own `puzzle.rs`
//! (`core/src/games/math_chess/puzzle.rs`,
//! `core/src/games/capture_the_flag/puzzle.rs`). No rule is decided here:
//! every move, every ending comes from the game's own code.

use std::fmt::Display;

use super::prove::{Goal, MATERIAL_THEME};
pub(crate) use crate::session::{CaptureTheFlag, MathChess};
use crate::{
    game::{Game, Referee},
    search::{Level, Node, Searched, SearchedLine},
    session::{GameOf, Playable},
    Side,
};

/// A game as the puzzles see it (public in this private module, so that
/// the puzzle session may name it in its bounds; nothing outside the
/// crate can): the session's game ([`Playable`]), searched by the engine.
pub trait PuzzleGame: Playable<Line: SearchedLine<Reason: Display>> {
    /// A game from a position string, under the game's default rules.
    fn from_text(position: &str) -> Result<GameOf<Self>, String>;
    /// The search's node of the game's live position.
    fn node(game: &GameOf<Self>) -> NodeOf<Self> {
        game.root().node
    }
    /// Plays move text; the move played, or why not.
    fn play_text(game: &mut GameOf<Self>, text: &str) -> Result<Move<Self>, String>;
    /// Plays a legal move and gives its text.
    fn play_legal(game: &mut GameOf<Self>, m: Move<Self>) -> String;
    /// Can the side to move surely move (a cheap test: `false` is "don't
    /// know")? Lets the prover skip the move generation that would only
    /// find out that a defender is not stalemated.
    fn surely_mobile(_node: &NodeOf<Self>) -> bool {
        false
    }
    /// Does a move of the side to move win at once? A cheap answer,
    /// before its moves are made, when the game has one (`None`: "make
    /// them and try").
    fn wins_at_once(_node: &NodeOf<Self>) -> Option<bool> {
        None
    }
    /// The move the level plays, from the seed.
    fn level_move(game: &GameOf<Self>, level: Level, seed: u64) -> Option<Move<Self>>;
    fn opening(plies: usize, seed: u64) -> GameOf<Self>;
    /// May a line of `plies` plies be played from here without a draw by
    /// a game's counter (Capture the Flag's quiet plies)?
    fn room_for(_game: &GameOf<Self>, _plies: usize) -> bool {
        true
    }
    /// The pieces of `side` on the board: what a gain of material counts.
    fn pieces(node: &NodeOf<Self>, side: Side) -> i32;
    /// The themes of `line` played from `game` (the ending's among them
    /// when the line ends the game), and how many tempting alternatives
    /// (captures other than the solver's move) the solver passed over.
    fn themes(game: &GameOf<Self>, line: &[Move<Self>]) -> (Vec<String>, usize);
}

/// The themes and the difficulty of `line`, a puzzle of `goal` played
/// from `game`: the game's themes, the goal's for a material puzzle, a
/// sacrifice, and
/// 800 for one move without temptation, 300 more for each move of the
/// solver's after the first, 20 for each tempting capture passed over (at
/// most 20 of them).
pub(crate) fn tags<G: PuzzleGame>(
    game: &GameOf<G>,
    line: &[Move<G>],
    goal: Goal,
) -> (Vec<String>, u32) {
    let (mut themes, tempting) = G::themes(game, line);
    if goal == Goal::Material {
        themes.push(MATERIAL_THEME.to_owned());
    }
    if gives_up_material::<G>(game, line) {
        themes.push("sacrifice".to_owned());
    }
    themes.sort();
    themes.dedup();
    let moves = line.len().div_ceil(2) as u32;
    (
        themes,
        800 + 300 * (moves - 1) + 20 * tempting.min(20) as u32,
    )
}

/// How many pieces `side` has more than its enemy in `game`.
pub(crate) fn lead<G: PuzzleGame>(game: &GameOf<G>, side: Side) -> i32 {
    let node = G::node(game);
    G::pieces(&node, side) - G::pieces(&node, !side)
}

/// Does a capture of the defence's in `line` leave the solver fewer
/// pieces ahead than at the start (a piece given up, not one taken back
/// after the solver took one)?
fn gives_up_material<G: PuzzleGame>(game: &GameOf<G>, line: &[Move<G>]) -> bool {
    let solver = G::node(game).turn();
    let start = lead::<G>(game, solver);
    let mut after = game.clone();
    line.iter().enumerate().any(|(i, &m)| {
        G::play_legal(&mut after, m);
        i % 2 == 1 && lead::<G>(&after, solver) < start
    })
}

/// What the puzzles read of a game in progress, the same for every
/// [`Game`] (public for the same reason as [`PuzzleGame`]).
pub trait PuzzleBoard: Clone + Sized {
    fn position_text(&self) -> String;
    fn is_over(&self) -> bool;
    /// The game, if it is not over: a puzzle starts from a game in play.
    fn unfinished(self) -> Result<Self, String>;
}

impl<L: Referee<Position: Display, Outcome: Display>> PuzzleBoard for Game<L>
where
    Game<L>: Clone,
{
    fn position_text(&self) -> String {
        self.position().to_string()
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    fn unfinished(self) -> Result<Self, String> {
        match self.outcome() {
            Some(outcome) => Err(format!("the game is over: {outcome}")),
            None => Ok(self),
        }
    }
}

/// The search's move and node of a game.
pub(crate) type Move<G> = <<G as Playable>::Line as SearchedLine>::SearchMove;
pub(crate) type NodeOf<G> = <<G as Playable>::Line as SearchedLine>::Node;

/// The solver's moves of `line` played from `game` (every other move,
/// from the first), each with the game before it.
pub(crate) fn solver_moves<G: PuzzleGame>(
    game: &GameOf<G>,
    line: &[Move<G>],
) -> Vec<(Move<G>, GameOf<G>)> {
    let mut game = game.clone();
    line.iter()
        .enumerate()
        .filter_map(|(i, &m)| {
            let before = (i % 2 == 0).then(|| game.clone());
            G::play_legal(&mut game, m);
            before.map(|before| (m, before))
        })
        .collect()
}

/// `game` after the moves of `line`.
pub(crate) fn after<G: PuzzleGame>(game: &GameOf<G>, line: &[Move<G>]) -> GameOf<G> {
    let mut after = game.clone();
    for &m in line {
        G::play_legal(&mut after, m);
    }
    after
}
