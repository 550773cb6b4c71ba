//! Capture the Flag in the puzzles: its position and move text, its level
//! play, and the themes read from its own data (the capture rules used).
//! No rule is decided here: every move, every ending comes from the
//! game's own code.

use std::sync::atomic::AtomicBool;

use crate::{
    games::capture_the_flag::{self, FlagNode},
    puzzle::games::{after, solver_moves, PuzzleBoard, PuzzleGame},
    search::{Level, SearchMove},
    session::CaptureTheFlag,
    Side,
};

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
