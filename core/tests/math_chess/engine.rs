//! The computer opponent's promises: it takes an enemy 0 that can be taken,
//! saves its own 0 when it can, respects the rule options, never returns an
//! illegal move, stops when told and repeats itself for the same seed.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    thread,
    time::Duration,
};

use mathchess::{
    games::math_chess::{
        engine::{best_move, hint, random_opening, Engine},
        Game, Move, Piece, Position, Preset, Rules, Square,
    },
    search::{Level, Limits, SearchResult},
    Side,
};
use proptest::prelude::*;

fn game(position: &str, rules: Rules) -> Game {
    Game::from_position(rules, position.parse().unwrap())
}

/// The search of `position` under `rules` to depth 3.
fn depth_3(position: &str, rules: Rules) -> SearchResult<Move> {
    Engine::new()
        .search(
            &game(position, rules),
            &Limits::depth(3),
            &AtomicBool::new(false),
        )
        .unwrap()
}

/// Something that picks the computer's move.
type Decider = Box<dyn Fn(&Game) -> Option<SearchResult<Move>>>;

/// Levels 3 to 5 (the higher ones search the same first iteration, only
/// longer) and two raw budgets that cannot finish more than depth 1.
fn deciders() -> Vec<Decider> {
    let mut deciders: Vec<Decider> = (3..=5)
        .map(|n| {
            let level = Level::new(n).unwrap();
            Box::new(move |g: &Game| best_move(g, level, &AtomicBool::new(false), 1)) as Box<_>
        })
        .collect();
    for limits in [Limits::nodes(1), Limits::depth(1)] {
        deciders.push(Box::new(move |g: &Game| {
            Engine::new().search(g, &limits, &AtomicBool::new(false))
        }));
    }
    deciders
}

fn zero_squares(pos: &Position, side: Side) -> Vec<Square> {
    pos.pieces()
        .filter(|&(_, p)| p == Piece::new(side, 0))
        .map(|(sq, _)| sq)
        .collect()
}

/// Can the side not to move capture a 0 of the side to move?
fn zero_hangs(pos: &Position, rules: &Rules) -> bool {
    let turn = pos.turn();
    zero_squares(pos, turn)
        .into_iter()
        .any(|sq| pos.can_capture_on(rules, sq, !turn))
}

fn wins_at_once(game: &Game, m: Move) -> bool {
    let mut after = game.clone();
    after.play(m, None).is_ok()
        && after.outcome().and_then(|o| o.winner) == Some(game.position().turn())
}

/// Does playing `m` leave the mover's 0 safe for one move (or win outright)?
fn saves_zero(game: &Game, m: Move) -> bool {
    let mut pos = game.position().clone();
    pos.play_unchecked(m);
    wins_at_once(game, m)
        || !zero_squares(&pos, !pos.turn())
            .into_iter()
            .any(|sq| pos.can_capture_on(game.rules(), sq, pos.turn()))
}

#[test]
fn takes_the_enemy_zero() {
    // Blue 1 on c3 with 2 on d4: 1+2 → 3 reaches g7, Red's 0.
    let g = game(
        "9/9/9/9/6R02/9/9/3B25/2B16/9/8B0 b",
        Preset::Chessplayx.rules(),
    );
    for decide in deciders() {
        let result = decide(&g).unwrap();
        assert_eq!(result.best.to_string(), "c3xg7");
        assert!(result.score > 29_000);
    }
}

#[test]
fn saves_its_own_zero() {
    // Red 1 on c9 with 2 on d8 (1+2 → 3) aims at g5, Blue's 0, along the
    // diagonal; Blue can step into the line or capture.
    let g = game(
        "8R0/9/2R16/3R25/9/9/6B02/9/9/9/B57B9 b",
        Preset::Chessplayx.rules(),
    );
    let saving: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|&m| saves_zero(&g, m))
        .collect();
    assert!(!saving.is_empty() && saving.len() < g.legal_moves().len());
    for decide in deciders() {
        let best = decide(&g).unwrap().best;
        assert!(saving.contains(&best), "{best}");
    }
}

#[test]
fn a_points_target_wins_like_a_zero() {
    // Blue 7 on a1 with 4 on a2 takes the Red 9 on a5 (7-4 → 3).
    let position = "R17R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";
    let mut rules = Preset::Classic.rules();
    rules.points_target = mathchess::games::math_chess::PointsTarget::new(9).ok();
    let target = depth_3(position, rules);
    assert_eq!(target.best.to_string(), "a1xa5");
    assert_eq!(target.plies_to_end(), Some(1));
    let plain = depth_3(position, Preset::Chessplayx.rules());
    assert_eq!(plain.plies_to_end(), None);
}

#[test]
fn leaving_the_enemy_without_moves_wins_when_no_move_loses() {
    // Red has its 0 in the corner and a 9 that Blue's 7 (with 4) can take.
    let position = "R08/9/9/9/9/9/R98/9/9/B48/B77B0 b";
    let loses = depth_3(position, Preset::Chessplayx.rules());
    assert_eq!(loses.best.to_string(), "a1xa5");
    assert!(loses.plies_to_end().is_some_and(|n| n > 0));
}

#[test]
fn engines_and_results_cross_threads() {
    fn shareable<T: Send + Sync>() {}
    shareable::<Engine>();
    shareable::<SearchResult<Move>>();
    shareable::<Level>();
    // A search on another thread, as a shell runs it.
    let game = random_opening(Rules::default(), 4, 3);
    let handle = thread::spawn(move || {
        Engine::new()
            .search(&game, &Limits::nodes(2_000), &AtomicBool::new(false))
            .map(|r| (r.best, game))
    });
    let (best, game) = handle.join().unwrap().unwrap();
    assert!(game.legal_moves().contains(&best));
}

#[test]
fn stops_when_told() {
    let stop = Arc::new(AtomicBool::new(false));
    let raiser = {
        let stop = Arc::clone(&stop);
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(50));
            stop.store(true, Ordering::Relaxed);
        })
    };
    let g = Game::new(Rules::default());
    // No budget at all: only the flag can end this search.
    let result = Engine::new().search(&g, &Limits::default(), &stop).unwrap();
    raiser.join().unwrap();
    assert!(g.legal_moves().contains(&result.best));
    // Raised before the start: still a legal move.
    let result = hint(&g, &stop).unwrap();
    assert!(g.legal_moves().contains(&result.best));
}

#[test]
fn a_cleared_engine_plays_like_a_fresh_one() {
    let stop = AtomicBool::new(false);
    let limits = Limits::nodes(5_000);
    let first = random_opening(Rules::default(), 6, 21);
    let second = random_opening(Rules::default(), 10, 22);
    let fresh = Engine::new().search(&second, &limits, &stop);
    let mut engine = Engine::new();
    engine.search(&first, &limits, &stop);
    engine.clear();
    assert_eq!(engine.search(&second, &limits, &stop), fresh);
}

#[test]
fn a_time_limit_ends_the_search() {
    // Only the clock can end this search; how long it takes is not checked.
    let g = random_opening(Rules::default(), 4, 8);
    let limits = Limits::time(Duration::from_millis(30));
    let result = Engine::new()
        .search(&g, &limits, &AtomicBool::new(false))
        .unwrap();
    assert!(g.legal_moves().contains(&result.best));
}

#[test]
fn same_seed_same_move() {
    let stop = AtomicBool::new(false);
    for (n, seed) in [(1, 3), (2, 4), (3, 5)] {
        let g = random_opening(Rules::default(), 6, seed);
        let level = Level::new(n).unwrap();
        assert_eq!(
            best_move(&g, level, &stop, seed),
            best_move(&g, level, &stop, seed)
        );
    }
}

#[test]
fn a_finished_game_has_no_move() {
    let g = game("9/9/9/9/9/9/9/9/9/9/B0B17 b", Rules::default());
    assert!(g.outcome().is_some());
    let stop = AtomicBool::new(false);
    assert_eq!(Engine::new().search(&g, &Limits::depth(2), &stop), None);
    assert_eq!(best_move(&g, Level::MIN, &stop, 0), None);
}

#[test]
fn the_principal_line_is_playable() {
    let g = random_opening(Rules::default(), 8, 11);
    let result = Engine::new()
        .search(&g, &Limits::nodes(20_000), &AtomicBool::new(false))
        .unwrap();
    assert_eq!(result.pv.first(), Some(&result.best));
    let mut line = g.clone();
    for m in &result.pv {
        line.play(*m, None).unwrap();
    }
}

/// A game reached by random play from `seed`, `plies` deep.
fn random_game(preset: Preset, plies: usize, seed: u64) -> Game {
    random_opening(preset.rules(), plies, seed)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn never_an_illegal_move(seed in any::<u64>(), plies in 0usize..60, preset in 0usize..3) {
        let g = random_game(Preset::ALL[preset], plies, seed);
        let stop = AtomicBool::new(false);
        let legal = g.legal_moves();
        for level in [1, 2, 3] {
            let result = best_move(&g, Level::new(level).unwrap(), &stop, seed);
            prop_assert_eq!(result.is_some(), !legal.is_empty());
            if let Some(r) = result {
                prop_assert!(legal.contains(&r.best));
                prop_assert!(r.claim().map_or(!r.best.is_capture(), |op| r.best.ops().contains(op)));
            }
        }
    }

    #[test]
    fn zero_rules_hold_in_random_positions(seed in any::<u64>(), plies in 10usize..80) {
        let g = random_game(Preset::Chessplayx, plies, seed);
        let legal = g.legal_moves();
        prop_assume!(!legal.is_empty());
        let result = Engine::new().search(&g, &Limits::nodes(300), &AtomicBool::new(false)).unwrap();
        if legal.iter().any(|&m| wins_at_once(&g, m)) {
            prop_assert!(wins_at_once(&g, result.best));
        } else if zero_hangs(g.position(), g.rules()) && legal.iter().any(|&m| saves_zero(&g, m)) {
            prop_assert!(saves_zero(&g, result.best));
        }
    }
}
