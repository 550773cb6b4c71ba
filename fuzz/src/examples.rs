//! The project's own examples, for the targets to start from: the positions
//! of `docs/rules.md` §6 (the core's test data) and games played from them.

use std::sync::OnceLock;

use mathchess::{
    games::math_chess::{Game, Op, Position, Preset},
    Side,
};

/// `docs/rules.md` §6, one position a line with its captures.
const RULES_EXAMPLES: &str = include_str!("../../cli/tests/data/examples.txt");

/// The start position and each position of `docs/rules.md` §6.
pub fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let examples = RULES_EXAMPLES
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .map(|line| {
                let text = line.split('|').next().unwrap_or_default().trim();
                text.parse()
                    .expect("the positions of docs/rules.md §6 parse")
            });
        std::iter::once(Position::start(Side::Blue))
            .chain(examples)
            .collect()
    })
}

/// Games under each preset: from each position, one played out by a fixed
/// pseudo-random choice of moves and formulas (some to their end, some cut
/// short, some resigned or drawn by agreement), and a threefold repetition.
pub fn games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut games = Vec::new();
        let mut rng = Lcg(1);
        for preset in Preset::ALL {
            for (i, position) in positions().iter().enumerate() {
                let mut game = Game::from_position(preset.rules(), position.clone());
                play_randomly(&mut game, 12 + 9 * i, &mut rng);
                crate::end_by_word!(game, i);
                games.push(game);
            }
        }
        games.push(repetition());
        games
    })
}

/// A linear congruential generator: the same "random" choices in every
/// build, so that the games and the seeds are the same every time.
#[derive(Debug)]
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number, below 2^31.
    pub fn draw(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.draw() % n.max(1)
    }
}

/// Plays up to `plies` moves, each drawn from the legal ones.
fn play_randomly(game: &mut Game, plies: usize, rng: &mut Lcg) {
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = rng.draw();
        let m = moves[pick % moves.len()];
        let claims: Vec<Op> = m.ops().iter().collect();
        let claim = claims.get((pick / 7) % claims.len().max(1)).copied();
        game.play(m, claim).expect("a legal move plays");
    }
}

/// The start position a third time: a draw under every preset.
fn repetition() -> Game {
    let mut game = Game::new(Preset::Chessplayx.rules());
    for _ in 0..2 {
        for text in ["a1-a2", "i11-i10", "a2-a1", "i10-i11"] {
            game.play_text(text).expect("the 1s step back and forth");
        }
    }
    game
}
