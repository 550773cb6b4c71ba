//! Playing strength: levels 1 to 8 and the mistakes of the lowest ones,
//! for any game; each game gives a level its budget.

use std::{fmt, str::FromStr, sync::atomic::AtomicBool};

use serde::{Deserialize, Serialize};

use super::{GameEngine, Limits, Node, Root, SearchResult, Searched};
use crate::rng::SplitMix64;

/// A playing strength from 1 (a beginner who blunders now and then) to 8
/// (the strongest, about one second of one core a move; `docs/engine.md`).
///
/// Levels 3 and up search a fixed number of nodes, so a level plays the same
/// on every machine and a match between levels can be reproduced; only the
/// time they take differs.
///
/// ```
/// use mathchess::search::Level;
/// let level: Level = "5".parse()?;
/// assert_eq!(level.number(), 5);
/// assert_eq!(level.to_string(), "5");
/// assert!(Level::new(9).is_err());
/// # Ok::<_, mathchess::search::LevelError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

/// A level that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LevelError {
    #[error("level {0} is not between {min} and {max}", min = Level::MIN, max = Level::MAX)]
    OutOfRange(u32),
    #[error("level {0:?} is not a whole number from {min} to {max}", min = Level::MIN, max = Level::MAX)]
    NotANumber(String),
}

/// How a beginner level goes wrong: it overlooks some moves altogether and
/// misjudges the rest a little.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Mistakes {
    /// The chance, in thousandths, that it considers a given move at all.
    pub(crate) notice: u32,
    /// Its judgement of each move is off by up to this much either way.
    pub(crate) noise: i32,
}

impl Mistakes {
    /// The mistakes of one level: its `notice` and its `noise`.
    pub(crate) const fn new(notice: u32, noise: i32) -> Mistakes {
        Mistakes { notice, noise }
    }
}

/// What the levels are in one game: a depth for the beginner levels 1 and
/// 2, who make mistakes, and a node budget for each level above.
#[derive(Copy, Clone, Debug)]
pub struct Levels {
    /// The node budgets of levels 3 to 8.
    pub(crate) nodes: [u64; 6],
    /// The mistakes of levels 1 and 2.
    pub(crate) mistakes: [Mistakes; 2],
}

impl Levels {
    /// The search budget of `level`.
    #[must_use]
    pub const fn limits(&self, level: Level) -> Limits {
        match level.0 {
            0..=2 => Limits::depth(level.0 as u32),
            n => Limits::nodes(self.nodes[(n - 3) as usize]),
        }
    }

    /// The mistakes `level` makes, if it is a beginner.
    pub(crate) const fn mistakes(&self, level: Level) -> Option<Mistakes> {
        match level.0 {
            0 | 1 => Some(self.mistakes[0]),
            2 => Some(self.mistakes[1]),
            _ => None,
        }
    }
}

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);
    /// The level a new game against the computer is offered at: a beginner
    /// wins some games at it, and it answers at once.
    pub const DEFAULT: Level = Level(3);

    /// # Errors
    /// [`LevelError::OutOfRange`] unless `level` is from [`Level::MIN`] to [`Level::MAX`].
    pub const fn new(level: u8) -> Result<Level, LevelError> {
        if level >= Level::MIN.0 && level <= Level::MAX.0 {
            Ok(Level(level))
        } else {
            Err(LevelError::OutOfRange(level as u32))
        }
    }

    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// A transposition table large enough for the budget, and no larger:
    /// a fresh one is made for every move.
    const fn hash_megabytes(self) -> usize {
        match self.0 {
            0..=5 => 1,
            6 => 4,
            _ => 16,
        }
    }
}

crate::named_fields::checked_byte!(Level, LevelError);

impl FromStr for Level {
    type Err = LevelError;
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let n: u32 = s
            .parse()
            .map_err(|_| LevelError::NotANumber(s.to_owned()))?;
        u8::try_from(n)
            .map_err(|_| LevelError::OutOfRange(n))
            .and_then(Level::new)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How a level plays a game: the game's budget and mistakes for it.
pub(crate) struct LevelPlay {
    pub(crate) level: Level,
    pub(crate) limits: Limits,
    pub(crate) mistakes: Option<Mistakes>,
}

/// The move `level` plays in `game`, or `None` when the game is over.
///
/// The same game, level and `seed` always give the same move (`stop` aside);
/// the seed only matters to levels 1 and 2, whose mistakes it draws. Each
/// game gives a level its budget and mistakes ([`Searched`]).
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use mathchess::{games::capture_the_flag, games::math_chess, search::{best_move, Level}};
/// let stop = AtomicBool::new(false);
/// let game = math_chess::Game::new(math_chess::Rules::default());
/// let a = best_move(&game, Level::MIN, &stop, 7).unwrap();
/// assert_eq!(Some(a.best), best_move(&game, Level::MIN, &stop, 7).map(|b| b.best));
/// let flag = capture_the_flag::Game::new(capture_the_flag::Rules::default());
/// assert!(best_move(&flag, Level::MIN, &stop, 7).is_some());
/// ```
#[must_use]
pub fn best_move<G: Searched>(
    game: &G,
    level: Level,
    stop: &AtomicBool,
    seed: u64,
) -> Option<SearchResult<G::Move>> {
    let root = game.root();
    let seed = seed ^ root.node.hash();
    let play = LevelPlay {
        level,
        limits: G::LEVELS.limits(level),
        mistakes: G::LEVELS.mistakes(level),
    };
    level_move(root, &play, stop, seed)
}

/// The move the strongest level would play in `game`, with its principal
/// line, for a player who asks for help; `None` when the game is over.
#[must_use]
pub fn hint<G: Searched>(game: &G, stop: &AtomicBool) -> Option<SearchResult<G::Move>> {
    GameEngine::new().search(game, &G::LEVELS.limits(Level::MAX), stop)
}

/// The move a level plays from `root`, its mistakes drawn from `seed`.
pub(crate) fn level_move<N: Node>(
    root: Root<N>,
    play: &LevelPlay,
    stop: &AtomicBool,
    seed: u64,
) -> Option<SearchResult<N::Move>> {
    let limits = &play.limits;
    let mut engine = GameEngine::with_hash_megabytes(play.level.hash_megabytes());
    let Some(mistakes) = play.mistakes else {
        return engine.search_root(root, limits, stop);
    };
    let mut rng = SplitMix64::new(seed);
    let moves = &root.moves;
    if moves.is_empty() {
        return None;
    }
    let mut noticed: Vec<N::Move> = moves
        .iter()
        .copied()
        .filter(|_| rng.chance(mistakes.notice))
        .collect();
    if noticed.is_empty() {
        noticed.push(*moves.get(rng.below(moves.len()))?);
    }
    let depth = limits.depth.unwrap_or(1);
    let (scored, nodes) = engine.score_root(root.allowing(Some(&noticed)), depth, stop);
    let (best, score) = scored
        .into_iter()
        .map(|(m, score)| (m, score, score + rng.spread(mistakes.noise)))
        .max_by_key(|&(_, _, judged)| judged)
        .map(|(m, score, _)| (m, score))?;
    Some(SearchResult {
        best,
        score,
        pv: vec![best],
        depth,
        nodes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_print() {
        for n in 1..=8u8 {
            let level = Level::new(n).unwrap();
            assert_eq!(level.to_string().parse(), Ok(level));
        }
        assert_eq!("0".parse::<Level>(), Err(LevelError::OutOfRange(0)));
        assert_eq!("300".parse::<Level>(), Err(LevelError::OutOfRange(300)));
        assert!(matches!(
            "x".parse::<Level>(),
            Err(LevelError::NotANumber(_))
        ));
        assert!(matches!(
            "-1".parse::<Level>(),
            Err(LevelError::NotANumber(_))
        ));
    }

    #[test]
    fn each_games_budgets_grow_with_the_level() {
        for (game, levels) in [
            ("math chess", crate::games::math_chess::engine::LEVELS),
            ("flag", crate::games::capture_the_flag::LEVELS),
        ] {
            let nodes: Vec<u64> = (3..=8)
                .map(|n| levels.limits(Level::new(n).unwrap()).nodes.unwrap())
                .collect();
            assert!(nodes.windows(2).all(|w| w[0] < w[1]), "{game}");
            assert_eq!(levels.limits(Level::MIN).depth, Some(1), "{game}");
            assert!(levels.mistakes(Level::new(2).unwrap()).is_some(), "{game}");
            assert!(levels.mistakes(Level::new(3).unwrap()).is_none(), "{game}");
        }
    }
}
