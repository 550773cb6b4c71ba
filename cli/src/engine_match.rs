//! `mathchess match`: one computer player against another over many games.

use std::{
    collections::BTreeMap,
    io::Write,
    num::NonZeroUsize,
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, AtomicU32, Ordering},
        mpsc,
    },
    thread,
};

use mathchess::{games::capture_the_flag, games::math_chess::Game, record::GameInfo, Side};

use crate::{
    args::{GameArg, GameKind, RulesArgs, Usage},
    contest::Contest,
    player::Player,
};

/// `match [--game GAME] [--rules PRESET] [--games N] [--seed S]
/// [--opening-plies N] [--max-plies N] [--save DIR] [--jobs N] PLAYER PLAYER`.
#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    #[command(flatten)]
    game: GameArg,
    #[command(flatten)]
    rules: RulesArgs,
    /// Games to play (each opening twice, colours swapped; once when a player plays itself)
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
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
    /// Games played at once, each on a thread of its own (the games and
    /// their order in the report are the same for any N)
    #[arg(long, value_name = "N", default_value = "1")]
    jobs: NonZeroUsize,
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
/// twice, the players swapping colours; a player against itself plays each
/// opening once, as Blue, so that its score is Blue's. One line per game goes to stderr as
/// it ends (and with `--save`, the game as a record `DIR/game-N.json`); the
/// score of the first player is the last line on stdout.
///
/// # Errors
/// A `--save` directory that cannot be made, or a record that cannot be
/// written.
pub fn run(args: &MatchArgs) -> Result<String, Usage> {
    match args.game.game {
        GameKind::Mathchess => run_game::<Game>(args, args.rules.rules()),
        GameKind::Flag => run_game::<capture_the_flag::Game>(args, args.rules.flag_rules()?),
    }
}

fn run_game<G: Contest>(args: &MatchArgs, rules: G::Rules) -> Result<String, Usage> {
    let players = [args.first.clone(), args.second.clone()];
    let settings = Settings::<G> {
        rules,
        opening_plies: args.opening_plies,
        max_plies: args.max_plies,
    };
    let schedule = Schedule {
        seed: args.seed,
        self_play: players[0] == players[1],
    };
    if let Some(dir) = &args.save {
        // A directory that cannot be made fails before the first game, not after it.
        std::fs::create_dir_all(dir).map_err(|e| Usage(format!("{}: {e}", dir.display())))?;
    }
    let mut report = Report {
        players: &players,
        save: args.save.as_deref(),
        tally: Tally::default(),
    };
    let jobs = args.jobs.get().min(args.games.max(1) as usize);
    let next_game = AtomicU32::new(0);
    let failed = AtomicBool::new(false);
    let (sender, finished) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next_game, failed, settings, players) = (&next_game, &failed, &settings, &players);
            scope.spawn(move || loop {
                let n = next_game.fetch_add(1, Ordering::Relaxed);
                if n >= args.games || failed.load(Ordering::Relaxed) {
                    break;
                }
                let (opening_seed, first_side) = schedule.game(n);
                let ending = settings.play(players, first_side, opening_seed);
                if sender.send((n, first_side, ending)).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        let reported = report.in_order(finished);
        // The other threads start no more games once one cannot be reported.
        failed.store(reported.is_err(), Ordering::Relaxed);
        reported
    })?;
    let tally = &report.tally;
    let games = tally.games;
    let percent = if games == 0 {
        0.0
    } else {
        100.0 * tally.points() / f64::from(games)
    };
    Ok(format!(
        "{} vs {}: {:.1}-{:.1} (+{} ={} -{}) over {games} games: {percent:.1} %\n",
        players[0],
        players[1],
        tally.points(),
        f64::from(games) - tally.points(),
        tally.wins,
        tally.draws,
        tally.losses,
    ))
}

/// Which opening each game plays, and the first player's colour in it.
#[derive(Copy, Clone, Debug)]
struct Schedule {
    seed: u64,
    /// A player against itself: swapping colours would replay the same game.
    self_play: bool,
}

impl Schedule {
    /// Game `n`'s opening seed and the first player's colour. Two players
    /// play each opening twice, the first player Blue in the even game; a
    /// player against itself plays each opening once, as Blue.
    fn game(self, n: u32) -> (u64, Side) {
        let (opening, first_side) = if self.self_play {
            (n, Side::Blue)
        } else if n % 2 == 0 {
            (n / 2, Side::Blue)
        } else {
            (n / 2, Side::Red)
        };
        let seed = self
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(u64::from(opening));
        (seed, first_side)
    }
}

/// The games as they end: a line each on stderr, a record each with `--save`.
struct Report<'a> {
    players: &'a [Player; 2],
    save: Option<&'a Path>,
    tally: Tally,
}

impl Report<'_> {
    /// Reports the games in their order, whichever thread ends first.
    fn in_order<G: Contest>(
        &mut self,
        finished: mpsc::Receiver<(u32, Side, Ending<G>)>,
    ) -> Result<(), Usage> {
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        for (n, first_side, ending) in finished {
            waiting.insert(n, (first_side, ending));
            while let Some((first_side, ending)) = waiting.remove(&next) {
                self.game(next, first_side, &ending)?;
                next += 1;
            }
        }
        Ok(())
    }

    fn game<G: Contest>(
        &mut self,
        n: u32,
        first_side: Side,
        ending: &Ending<G>,
    ) -> Result<(), Usage> {
        self.tally.add(ending.points_of(first_side));
        if let Some(dir) = self.save {
            let names = self.players.each_ref().map(ToString::to_string);
            let [blue, red] = if first_side == Side::Blue {
                names
            } else {
                let [first, second] = names;
                [second, first]
            };
            let info = GameInfo {
                blue: Some(blue),
                red: Some(red),
                date: None,
            };
            let path = dir.join(format!("game-{}.json", n + 1));
            std::fs::write(&path, ending.game.record(info))
                .map_err(|e| Usage(format!("{}: {e}", path.display())))?;
        }
        eprintln!(
            "game {}: {} as {first_side}: {} after {} plies ({:.1}-{:.1})",
            n + 1,
            self.players[0],
            ending.describe(first_side),
            ending.plies,
            self.tally.points(),
            f64::from(self.tally.games) - self.tally.points()
        );
        std::io::stderr().flush().ok();
        Ok(())
    }
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
    use mathchess::games::math_chess::Rules;

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

    #[test]
    fn two_players_swap_colours_and_a_player_against_itself_does_not() {
        let two = Schedule {
            seed: 5,
            self_play: false,
        };
        let (first, second, third) = (two.game(0), two.game(1), two.game(2));
        assert_eq!(
            (first.1, second.1, third.1),
            (Side::Blue, Side::Red, Side::Blue)
        );
        assert_eq!(first.0, second.0);
        assert_ne!(first.0, third.0);
        let one = Schedule {
            seed: 5,
            self_play: true,
        };
        let openings: Vec<_> = (0..4).map(|n| one.game(n)).collect();
        assert!(openings.iter().all(|&(_, side)| side == Side::Blue));
        assert_eq!(openings[0].0, first.0);
        assert_eq!(openings[1].0, third.0);
        let mut seeds: Vec<_> = openings.iter().map(|&(seed, _)| seed).collect();
        seeds.dedup();
        assert_eq!(seeds.len(), 4, "{openings:?}");
    }
}
