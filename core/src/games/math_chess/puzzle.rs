//! Vietnamese Math Chess in the puzzles: its position and move text, its
//! level play, and the themes read from its own data (the formulas
//! claimed). No rule is decided here: every move, every ending comes from
//! the game's own code.

use std::sync::atomic::AtomicBool;

use crate::{
    games::math_chess::{self, engine::node::MathNode, notation::MoveText, Op},
    puzzle::games::{after, solver_moves, PuzzleBoard, PuzzleGame},
    search::Level,
    session::MathChess,
    Direction, Side,
};

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
