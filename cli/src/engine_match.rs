//! `mathchess match`: one computer player against another over many games.

use std::{io::Write, path::PathBuf};

use mathchess::{flag, record::GameInfo, Game, Side};

use crate::{
    args::{GameKind, RulesArgs, Usage},
    contest::Contest,
    player::Player,
};

/// `match [--game GAME] [--rules PRESET] [--games N] [--seed S]
/// [--opening-plies N] [--max-plies N] [--save DIR] PLAYER PLAYER`.
#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    /// The game: mathchess or flag (Capture the Flag, with its default rules)
    #[arg(long, value_enum, default_value_t)]
    game: GameKind,
    #[command(flatten)]
    rules: RulesArgs,
    /// Games to play (each opening twice, colours swapped)
    #[arg(long, value_name = "N", default_value_t = 100)]
    games: u32,
    /// Seed of the random openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Random legal plies that open each game
    #[arg(long, value_name = "N", default_value_t = 4)]
    opening_plies: usize,
    /// A game still going after N plies is scored a draw
    #[arg(long, value_name = "N", default_value_t = 300)]
    max_plies: usize,
    /// Write every game as a record, DIR/game-N.json (N from 1; DIR is made if missing)
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,
    /// The first player: a level 1-8, or level:N, nodes:N, ms:N, depth:N,
    /// random (a random legal move), or exec:PROGRAM ARG... (a program
    /// answering as bestmove does: given the position string as its last
    /// argument, it prints the move as its last line)
    #[arg(value_name = "PLAYER")]
    first: Player,
    /// The second player, written the same way
    #[arg(value_name = "PLAYER")]
    second: Player,
}

/// Each opening (random legal first plies drawn from the seed) is played
/// twice, the players swapping colours. One line per game goes to stderr as
/// it ends (and with `--save`, the game as a record `DIR/game-N.json`); the
/// score of the first player is the last line on stdout.
///
/// # Errors
/// A `--save` directory that cannot be made, or a record that cannot be
/// written.
pub fn run(args: &MatchArgs) -> Result<String, Usage> {
    match args.game {
        GameKind::Mathchess => run_game::<Game>(args, args.rules.rules()),
        GameKind::Flag => run_game::<flag::Game>(args, flag::Rules::default()),
    }
}

fn run_game<G: Contest>(args: &MatchArgs, rules: G::Rules) -> Result<String, Usage> {
    let players = [args.first.clone(), args.second.clone()];
    let settings = Settings::<G> {
        rules,
        opening_plies: args.opening_plies,
        max_plies: args.max_plies,
    };
    let (games, seed, save) = (args.games, args.seed, &args.save);
    if let Some(dir) = save {
        // A directory that cannot be made fails before the first game, not after it.
        std::fs::create_dir_all(dir).map_err(|e| Usage(format!("{}: {e}", dir.display())))?;
    }
    let mut tally = Tally::default();
    for n in 0..games {
        // Game 2k and 2k+1 share an opening; the first player is Blue in the even one.
        let opening_seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(n / 2));
        let first_side = if n % 2 == 0 { Side::Blue } else { Side::Red };
        let ending = settings.play(&players, first_side, opening_seed);
        tally.add(ending.points_of(first_side));
        if let Some(dir) = save {
            let names = [players[0].to_string(), players[1].to_string()];
            let (blue, red) = if first_side == Side::Blue {
                (&names[0], &names[1])
            } else {
                (&names[1], &names[0])
            };
            let info = GameInfo {
                blue: Some(blue.clone()),
                red: Some(red.clone()),
                date: None,
            };
            let path = dir.join(format!("game-{}.json", n + 1));
            std::fs::write(&path, ending.game.record(info))
                .map_err(|e| Usage(format!("{}: {e}", path.display())))?;
        }
        eprintln!(
            "game {}: {} as {first_side}: {} after {} plies ({:.1}-{:.1})",
            n + 1,
            players[0],
            ending.describe(first_side),
            ending.plies,
            tally.points(),
            f64::from(tally.games) - tally.points()
        );
        std::io::stderr().flush().ok();
    }
    let percent = if games == 0 {
        0.0
    } else {
        100.0 * tally.points() / f64::from(games)
    };
    Ok(format!(
        "{} vs {}: {:.1}-{:.1} (+{} ={} -{}) over {} games: {percent:.1} %\n",
        players[0],
        players[1],
        tally.points(),
        f64::from(games) - tally.points(),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games
    ))
}

struct Settings<G: Contest> {
    rules: G::Rules,
    opening_plies: usize,
    /// A game still going after this many plies is scored a draw.
    max_plies: usize,
}

/// How one game ended: the winner (`None`: a draw), its length and the game.
#[derive(Debug)]
struct Ending<G> {
    winner: Option<Side>,
    plies: usize,
    reason: String,
    game: G,
}

impl<G> Ending<G> {
    fn points_of(&self, side: Side) -> Points {
        match self.winner {
            Some(w) if w == side => Points::Win,
            Some(_) => Points::Loss,
            None => Points::Draw,
        }
    }

    fn describe(&self, side: Side) -> String {
        let result = match self.points_of(side) {
            Points::Win => "won",
            Points::Draw => "drew",
            Points::Loss => "lost",
        };
        format!("{result} ({})", self.reason)
    }
}

impl<G: Contest> Settings<G> {
    fn play(&self, players: &[Player; 2], first_side: Side, opening_seed: u64) -> Ending<G> {
        let mut game = G::opening(self.rules, self.opening_plies, opening_seed);
        while !game.over() && game.plies() < self.max_plies {
            let mover = if game.turn() == first_side {
                &players[0]
            } else {
                &players[1]
            };
            let move_seed = opening_seed ^ (game.plies() as u64).rotate_left(32);
            let played = match game.choose(mover, move_seed) {
                Ok(Some(choice)) => game.play(choice),
                Ok(None) => break,
                Err(reason) => Err(reason),
            };
            if let Err(reason) = played {
                // The engine never returns an illegal move; a player that
                // does, or fails to answer, loses.
                return Ending {
                    winner: Some(!game.turn()),
                    plies: game.plies(),
                    reason,
                    game,
                };
            }
        }
        Ending::of(game)
    }
}

impl<G: Contest> Ending<G> {
    /// How `game` stands when play stops: its outcome, or a draw by the move limit.
    fn of(game: G) -> Ending<G> {
        let (winner, reason) = game.ending().unwrap_or_else(|| (None, "move limit".into()));
        Ending {
            winner,
            plies: game.plies(),
            reason,
            game,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Points {
    Win,
    Draw,
    Loss,
}

#[derive(Debug, Default)]
struct Tally {
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
}

impl Tally {
    fn add(&mut self, points: Points) {
        self.games += 1;
        match points {
            Points::Win => self.wins += 1,
            Points::Draw => self.draws += 1,
            Points::Loss => self.losses += 1,
        }
    }

    fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mathchess::Rules;

    #[test]
    fn an_ending_is_said_in_words() {
        // Blue's 4 steps aside and Red's 7 takes the 0 on e1 by 7 − 3.
        let start = "8R0/9/9/9/9/4R74/4R34/9/9/4B44/B93B04 b".parse().unwrap();
        let mut game = Game::from_position(Rules::default(), start);
        game.play_text("e2-a2").unwrap();
        game.play_text("e6xe1=7-3").unwrap();
        let ending = Ending::of(game);
        assert_eq!(ending.describe(Side::Red), "won (a 0 was captured)");
        assert_eq!(ending.describe(Side::Blue), "lost (a 0 was captured)");
        let unfinished = Ending::of(Game::new(Rules::default()));
        assert_eq!(unfinished.describe(Side::Blue), "drew (move limit)");
    }
}
