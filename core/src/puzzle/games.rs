//! What each game adds to the puzzles' shared machinery: its game and
//! search node, its position and move text, its level play, and the
//! themes read from its own data (the formulas claimed, the capture
//! rules used). No rule is decided here: every move, every ending comes
//! from the game's own code.

use std::{fmt::Display, sync::atomic::AtomicBool};

use super::prove::{Goal, MATERIAL_THEME};
pub(crate) use crate::session::{CaptureTheFlag, MathChess};
use crate::{
    game::{Game, Referee},
    games::capture_the_flag::{self, FlagNode},
    games::math_chess::{self, engine::node::MathNode, notation::MoveText, Op},
    search::{Level, Node, SearchMove, Searched, SearchedLine},
    session::{GameOf, Playable},
    Direction, Side,
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
fn solver_moves<G: PuzzleGame>(game: &GameOf<G>, line: &[Move<G>]) -> Vec<(Move<G>, GameOf<G>)> {
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
fn after<G: PuzzleGame>(game: &GameOf<G>, line: &[Move<G>]) -> GameOf<G> {
    let mut after = game.clone();
    for &m in line {
        G::play_legal(&mut after, m);
    }
    after
}

impl PuzzleGame for MathChess {
    fn from_text(position: &str) -> Result<math_chess::Game, String> {
        let position: math_chess::Position = position.parse().map_err(|e| format!("{e}"))?;
        math_chess::Game::from_position(math_chess::Rules::default(), position).unfinished()
    }

    fn play_text(game: &mut math_chess::Game, text: &str) -> Result<math_chess::Move, String> {
        game.play_text(text).map(|p| p.m).map_err(|e| e.to_string())
    }

    fn play_legal(game: &mut math_chess::Game, m: math_chess::Move) -> String {
        let claim = m.ops().iter().next();
        let text = MoveText::of(game.position(), m, claim).to_string();
        let _ = game.play(m, claim);
        text
    }

    /// A piece other than a 0 with an empty square next to it can step.
    fn surely_mobile(node: &MathNode) -> bool {
        let pos = &node.pos;
        let turn = pos.turn();
        pos.pieces().any(|(sq, piece)| {
            piece.side() == turn
                && piece.number() > 0
                && Direction::ALL
                    .iter()
                    .any(|&d| sq.offset(d, 1).is_some_and(|to| pos.piece_at(to).is_none()))
        })
    }

    /// Under the default rules a move wins at once by taking the enemy 0
    /// (a walk back from each enemy 0, without making the moves) or by
    /// leaving the enemy without a move. The enemy surely keeps a
    /// move when two of its pieces other than 0s have two empty squares
    /// next to them each: one move fills one empty square, or takes one
    /// piece and fills none.
    fn wins_at_once(node: &MathNode) -> Option<bool> {
        let pos = &node.pos;
        let enemy = !pos.turn();
        if pos
            .zero_squares(enemy)
            .any(|sq| pos.can_capture_on(&node.rules, sq, !enemy))
        {
            return Some(true);
        }
        let free = |sq: math_chess::Square| {
            Direction::ALL
                .iter()
                .filter(|&&d| sq.offset(d, 1).is_some_and(|to| pos.piece_at(to).is_none()))
                .count()
        };
        let roomy = pos
            .pieces()
            .filter(|&(sq, p)| p.side() == enemy && p.number() > 0 && free(sq) >= 2)
            .take(2)
            .count();
        (roomy == 2).then_some(false)
    }

    fn level_move(game: &math_chess::Game, level: Level, seed: u64) -> Option<math_chess::Move> {
        math_chess::engine::best_move(game, level, &AtomicBool::new(false), seed).map(|r| r.best)
    }

    fn opening(plies: usize, seed: u64) -> math_chess::Game {
        math_chess::engine::random_opening(math_chess::Rules::default(), plies, seed)
    }

    /// The operations claimed, the 0 taken (or the enemy left without a
    /// move), a quiet first move, a double attack (two ways onto a 0
    /// after the solver's first move).
    fn themes(game: &math_chess::Game, line: &[math_chess::Move]) -> (Vec<String>, usize) {
        let rules = *game.rules();
        let mut themes = Vec::new();
        let mut tempting = 0;
        for (m, at) in solver_moves::<MathChess>(game, line) {
            let pos = at.position();
            tempting += pos
                .captures(&rules)
                .iter()
                .filter(|&&c| c != m && pos.piece_at(c.to()).is_some_and(|p| p.number() > 0))
                .count();
            if let Some(op) = m.ops().iter().next() {
                themes.push(
                    match op {
                        Op::Add => "addition",
                        Op::Sub => "subtraction",
                        Op::Mul => "multiplication",
                        Op::Div => "quotient",
                        Op::Rem => "remainder",
                    }
                    .to_owned(),
                );
            }
        }
        if line.first().is_some_and(|m| !m.is_capture()) {
            themes.push("quiet-move".to_owned());
        }
        let ending = after::<MathChess>(game, line)
            .outcome()
            .and_then(|o| match o.reason {
                math_chess::EndReason::ZeroCaptured => Some("zero-captured"),
                math_chess::EndReason::NoLegalMove => Some("no-move"),
                _ => None,
            });
        themes.extend(ending.map(str::to_owned));
        if line.len() > 1 {
            let mut after = game.position().clone();
            after.play_unchecked(line[0]);
            after.pass();
            let attackers: Vec<_> = after
                .captures(&rules)
                .iter()
                .filter(|c| after.piece_at(c.to()).is_some_and(|p| p.number() == 0))
                .map(|c| c.from())
                .collect();
            if attackers.len() >= 2 {
                themes.push("double-attack".to_owned());
            }
        }
        (themes, tempting)
    }

    fn pieces(node: &MathNode, side: Side) -> i32 {
        node.pos.squares_of(side).len() as i32
    }
}

impl PuzzleGame for CaptureTheFlag {
    fn from_text(position: &str) -> Result<capture_the_flag::Game, String> {
        let position: capture_the_flag::Position = position.parse().map_err(|e| format!("{e}"))?;
        let rules = capture_the_flag::Rules::default();
        rules.check_start(&position).map_err(|e| e.to_string())?;
        capture_the_flag::Game::from_position(rules, position).unfinished()
    }

    fn play_text(
        game: &mut capture_the_flag::Game,
        text: &str,
    ) -> Result<capture_the_flag::Move, String> {
        game.play_text(text).map_err(|e| e.to_string())
    }

    fn play_legal(game: &mut capture_the_flag::Game, m: capture_the_flag::Move) -> String {
        let _ = game.play(m);
        capture_the_flag::MoveText::of(m).to_string()
    }

    /// No duty, and a piece with a move (found without its captures).
    fn surely_mobile(node: &FlagNode) -> bool {
        node.pos.surely_mobile()
    }

    fn level_move(
        game: &capture_the_flag::Game,
        level: Level,
        seed: u64,
    ) -> Option<capture_the_flag::Move> {
        capture_the_flag::best_move(game, level, &AtomicBool::new(false), seed).map(|r| r.best)
    }

    fn opening(plies: usize, seed: u64) -> capture_the_flag::Game {
        capture_the_flag::random_opening(capture_the_flag::Rules::default(), plies, seed)
    }

    fn room_for(game: &capture_the_flag::Game, plies: usize) -> bool {
        let limit = game.rules().quiet_limit;
        limit == 0 || game.position().quiet_plies() as usize + plies < limit as usize
    }

    /// The capture rules used, a jump or a jump chain, the guard taken
    /// (the siege), and how the game is won.
    fn themes(
        game: &capture_the_flag::Game,
        line: &[capture_the_flag::Move],
    ) -> (Vec<String>, usize) {
        let mut themes = Vec::new();
        let mut tempting = 0;
        for (m, at) in solver_moves::<CaptureTheFlag>(game, line) {
            let pos = at.position();
            tempting += at
                .legal_moves()
                .iter()
                .filter(|&&c| c != m && c.is_capture())
                .count();
            for (sq, rules) in m.captures() {
                themes.extend(rules.iter().map(|r| format!("capture-{}", r.name())));
                if pos
                    .piece_at(sq)
                    .is_some_and(capture_the_flag::Piece::is_guard)
                {
                    themes.push("siege".to_owned());
                }
            }
            if let Some(jump) = jump_theme(pos, m) {
                themes.push(jump.to_owned());
            }
        }
        let ending = after::<CaptureTheFlag>(game, line)
            .outcome()
            .and_then(|o| match o.reason {
                capture_the_flag::EndReason::Flag => Some("flag-entered"),
                capture_the_flag::EndReason::Crossing => Some("crossing"),
                capture_the_flag::EndReason::GuardLost => Some("guard-lost"),
                capture_the_flag::EndReason::NoMove => Some("no-move"),
                _ => None,
            });
        themes.extend(ending.map(str::to_owned));
        (themes, tempting)
    }

    fn pieces(node: &FlagNode, side: Side) -> i32 {
        node.pos.squares_of(side).len() as i32
    }
}

/// "jump" when a move goes where no line move of its piece could, and
/// "jump-chain" when no single jump could either.
fn jump_theme(pos: &capture_the_flag::Position, m: capture_the_flag::Move) -> Option<&'static str> {
    let number = pos.piece_at(m.from())?.number();
    let (from, to) = m.squares();
    let files = capture_the_flag::FILES as i32;
    let (df, dr) = (
        i32::from(to) % files - i32::from(from) % files,
        i32::from(to) / files - i32::from(from) / files,
    );
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    let distance = df.abs().max(dr.abs());
    let range = match number {
        1 => i32::MAX,
        4 | 5 => 2,
        _ => 1,
    };
    if straight && distance <= range {
        None
    } else if straight && distance == 2 {
        Some("jump")
    } else {
        Some("jump-chain")
    }
}
