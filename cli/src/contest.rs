//! The two games as the computer players see them: what `match` and
//! `bestmove` need of a game, written once for each.

use std::{process::Command, sync::atomic::AtomicBool};

use mathchess::{
    game,
    games::capture_the_flag,
    games::math_chess::{engine, notation::MoveText, Game, Move, Op, Rules},
    record::{self, GameInfo, Recorded},
    search::{self, GameEngine, SearchResult, Searched},
    BoardPosition, Side,
};

use crate::player::Player;

/// What `match` reads of a game and writes of it: the same for both games,
/// written once over the shared `game::Game`.
pub trait Board {
    fn over(&self) -> bool;
    fn plies(&self) -> usize;
    fn turn(&self) -> Side;
    /// The position string a program player is given.
    fn position_text(&self) -> String;
    /// The winner (`None`: a draw) and why, once the game is over.
    fn ending(&self) -> Option<(Option<Side>, String)>;
    /// The game's JSON record.
    fn record(&self, info: GameInfo) -> String;
}

impl<L: Recorded<Reason: std::fmt::Display, Position: BoardPosition>> Board for game::Game<L> {
    fn over(&self) -> bool {
        self.outcome().is_some()
    }

    fn plies(&self) -> usize {
        self.plies()
    }

    fn turn(&self) -> Side {
        self.position().turn()
    }

    fn position_text(&self) -> String {
        self.position().to_string()
    }

    fn ending(&self) -> Option<(Option<Side>, String)> {
        self.outcome().map(|o| (o.winner, o.reason.to_string()))
    }

    fn record(&self, info: GameInfo) -> String {
        record::save(self, info)
    }
}

/// A game computer players can play against each other; the engine's
/// search is the core's, the same for both games ([`Searched`]).
pub trait Contest: Board + Searched + Clone + Send {
    type Rules: Copy + Sync;
    /// A move with what the player claims with it (the first game's formula).
    type Choice: Copy;

    /// The start of `rules` after `plies` random moves drawn from `seed`.
    fn opening(rules: Self::Rules, plies: usize, seed: u64) -> Self;
    fn legal_moves(&self) -> Vec<Self::Choice>;
    /// The search of a level or a budget; `None` when the game is over
    /// (or the player is no search).
    fn search(&self, player: &Player, seed: u64) -> Option<SearchResult<Self::Move>> {
        let stop = AtomicBool::new(false);
        match player {
            Player::Level(level) => search::best_move(self, *level, &stop, seed),
            Player::Budget(limits) => GameEngine::new().search(self, limits, &stop),
            Player::Exec(_) | Player::Random => None,
        }
    }
    fn best_choice(result: &SearchResult<Self::Move>) -> Self::Choice;
    /// Move text of `choice`, a legal move here.
    fn choice_text(&self, choice: Self::Choice) -> String;
    /// A principal line as move text, checked move by move from here, so
    /// that a stale one is cut, never played.
    fn line_text(&self, line: &[Self::Move]) -> Vec<String>;
    /// A program player's move text, resolved in the position.
    fn resolve(&self, text: &str) -> Result<Self::Choice, String>;
    fn play(&mut self, choice: Self::Choice) -> Result<(), String>;

    /// `player`'s move here; `Ok(None)` when the game is over.
    ///
    /// # Errors
    /// Why a program gave no legal move (it failed, or printed no move).
    fn choose(&self, player: &Player, seed: u64) -> Result<Option<Self::Choice>, String> {
        if self.over() {
            return Ok(None);
        }
        match player {
            Player::Exec(command) => self.ask_program(command).map(Some),
            Player::Random => {
                let moves = self.legal_moves();
                // The seed differs from move to move (`match`): its high bits, mixed, choose.
                let mixed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
                Ok(moves.get(mixed as usize % moves.len().max(1)).copied())
            }
            _ => Ok(self
                .search(player, seed)
                .map(|result| Self::best_choice(&result))),
        }
    }

    /// The move a program answers, given the position string last.
    fn ask_program(&self, command: &[String]) -> Result<Self::Choice, String> {
        let (program, args) = command.split_first().ok_or("no program given")?;
        let output = Command::new(program)
            .args(args)
            .arg(self.position_text())
            .output()
            .map_err(|e| format!("{program}: {e}"))?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let last = stdout.lines().last().unwrap_or_default();
        self.resolve(last)
            .map_err(|e| format!("{program} played {last:?}: {e}"))
    }
}

impl Contest for Game {
    type Rules = Rules;
    type Choice = (Move, Option<Op>);

    fn opening(rules: Rules, plies: usize, seed: u64) -> Game {
        engine::random_opening(rules, plies, seed)
    }

    /// Each capture with its first formula.
    fn legal_moves(&self) -> Vec<(Move, Option<Op>)> {
        Game::legal_moves(self)
            .iter()
            .map(|&m| (m, m.ops().iter().next()))
            .collect()
    }

    fn best_choice(result: &SearchResult<Move>) -> (Move, Option<Op>) {
        (result.best, result.claim())
    }

    fn choice_text(&self, (m, claim): (Move, Option<Op>)) -> String {
        MoveText::of(self.position(), m, claim).to_string()
    }

    fn line_text(&self, line: &[Move]) -> Vec<String> {
        let mut position = self.position().clone();
        line.iter()
            .map_while(|m| {
                let m = position.legal_move(self.rules(), m.from(), m.to())?;
                let text = MoveText::of(&position, m, m.ops().iter().next()).to_string();
                position.play_unchecked(m);
                Some(text)
            })
            .collect()
    }

    fn resolve(&self, text: &str) -> Result<(Move, Option<Op>), String> {
        let text: MoveText = text.parse().map_err(|e| format!("{e}"))?;
        self.position()
            .resolve(self.rules(), &text)
            .map_err(|e| e.to_string())
    }

    fn play(&mut self, (m, claim): (Move, Option<Op>)) -> Result<(), String> {
        Game::play(self, m, claim)
            .map(drop)
            .map_err(|e| e.to_string())
    }
}

impl Contest for capture_the_flag::Game {
    type Rules = capture_the_flag::Rules;
    type Choice = capture_the_flag::Move;

    fn opening(rules: capture_the_flag::Rules, plies: usize, seed: u64) -> capture_the_flag::Game {
        capture_the_flag::random_opening(rules, plies, seed)
    }

    fn legal_moves(&self) -> Vec<capture_the_flag::Move> {
        capture_the_flag::Game::legal_moves(self).to_vec()
    }

    fn best_choice(result: &SearchResult<capture_the_flag::Move>) -> capture_the_flag::Move {
        result.best
    }

    fn choice_text(&self, m: capture_the_flag::Move) -> String {
        capture_the_flag::MoveText::of(m).to_string()
    }

    fn line_text(&self, line: &[capture_the_flag::Move]) -> Vec<String> {
        let mut position = self.position().clone();
        line.iter()
            .map_while(|m| {
                let m = position.legal_move(m.from(), m.to())?;
                position.play_unchecked(m);
                Some(capture_the_flag::MoveText::of(m).to_string())
            })
            .collect()
    }

    fn resolve(&self, text: &str) -> Result<capture_the_flag::Move, String> {
        let text: capture_the_flag::MoveText = text.parse().map_err(|e| format!("{e}"))?;
        self.position().resolve(&text).map_err(|e| e.to_string())
    }

    fn play(&mut self, m: capture_the_flag::Move) -> Result<(), String> {
        capture_the_flag::Game::play(self, m)
            .map(drop)
            .map_err(|e| e.to_string())
    }
}
