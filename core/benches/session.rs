//! Tap → snapshot: what a shell pays for one touch of the board.
//!
//! `cargo bench -p mathchess --bench session`. Each iteration is one tap and
//! the snapshot after it; every iteration asserts what the tap did, so a
//! wrong result cannot pass as a fast one. Goal: under 20 µs median, and a
//! tap in a 2,000-ply game within 2× of the same tap at the start; in
//! either game (the same session plays Capture the Flag).

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use criterion::{criterion_group, criterion_main, BatchSize, Bencher, Criterion};
use mathchess::{
    flag,
    math_chess::{engine::random_opening, Game, Rules, Square},
    session::{CaptureTheFlag, GameSession, Mode, Playable, Session, Tapped},
    Side,
};

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

fn session_of(game: Game) -> Session {
    Session::from_game(game, Mode::TwoPlayers)
}

fn session_at(position: &str) -> Session {
    session_of(Game::from_position(
        Rules::default(),
        position.parse().expect("a position"),
    ))
}

/// A game of `LONG_PLIES` random moves (none of them ending it), and a step
/// the side to move can play there without ending it.
const LONG_PLIES: usize = 2_000;

fn long_game() -> (Game, Square, Square) {
    let game = random_opening(Rules::default(), LONG_PLIES, 1);
    assert_eq!(
        game.history().len(),
        LONG_PLIES,
        "the long game is complete"
    );
    let step = game
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut next = game.clone();
            !m.is_capture() && next.play(m, None).is_ok() && next.outcome().is_none()
        })
        .expect("a quiet step");
    (game, step.from(), step.to())
}

/// Taps `from` over and over: it is selected, then deselected.
fn select_or_deselect<G: Playable>(
    b: &mut Bencher<'_>,
    mut session: GameSession<G>,
    from: G::Square,
) {
    b.iter(|| {
        let tapped = session.tap(from).expect("the piece can move");
        let snapshot = session.snapshot();
        assert_eq!(snapshot.selected.is_some(), tapped == Tapped::Selected);
        snapshot
    });
}

/// With `from` selected, taps `to`: the step is played. Untimed between
/// taps, the step is taken back and `from` selected again, so that the game
/// keeps its length and its storage its steady state.
fn play_step<G: Playable>(
    b: &mut Bencher<'_>,
    mut session: GameSession<G>,
    from: G::Square,
    to: G::Square,
) {
    b.iter_custom(|iterations| {
        let mut timed = Duration::ZERO;
        for _ in 0..iterations {
            session.tap(from).expect("the piece can move");
            let start = Instant::now();
            assert!(matches!(session.tap(to), Ok(Tapped::Played(_))));
            drop(black_box(session.snapshot()));
            timed += start.elapsed();
            session.undo().expect("the step is taken back");
        }
        timed
    });
}

fn tap_then_snapshot(c: &mut Criterion) {
    let mut group = c.benchmark_group("tap → snapshot");
    let (c1, c4) = (square("c1"), square("c4"));
    let start = Game::new(Rules::default());

    // Select and deselect the 3 at the start, in turn.
    group.bench_function("select or deselect", |b| {
        select_or_deselect(b, session_of(start.clone()), c1);
    });

    // With the 3 selected, tap c4: the move is played.
    group.bench_function("play a step", |b| {
        play_step(b, session_of(start.clone()), c1, c4);
    });

    // docs/rules.md §6: a1xa5 has two formulas, so the move choice opens.
    let a5 = square("a5");
    group.bench_function("open a move choice", |b| {
        b.iter_batched(
            || {
                let mut session = session_at("8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b");
                session.tap(square("a1")).expect("a1 can move");
                session
            },
            |mut session| {
                assert_eq!(session.tap(a5), Ok(Tapped::ChoiceOpened));
                let snapshot = session.snapshot();
                assert_eq!(snapshot.choice.as_ref().map(|c| c.options.len()), Some(2));
                snapshot
            },
            BatchSize::SmallInput,
        );
    });

    // The same taps after 2,000 plies: the cost must not grow with the game.
    let (long, from, to) = long_game();
    group.bench_function("select or deselect at 2,000 plies", |b| {
        select_or_deselect(b, session_of(long.clone()), from);
    });
    group.bench_function("play a step at 2,000 plies", |b| {
        play_step(b, session_of(long.clone()), from, to);
    });
    group.finish();
}

/// Capture the Flag without the quiet-move limit or the repetition draw, so that a random game
/// reaches 2,000 plies.
const FLAG_RULES: flag::Rules = flag::Rules {
    first: Side::Blue,
    quiet_limit: 0,
    repetition: flag::Repetition::Off,
};

/// A Capture the Flag game of `plies` random moves and a step the side to
/// move can play there without ending it.
fn flag_game(plies: usize) -> (flag::Game, flag::Square, flag::Square) {
    let game = flag::random_opening(FLAG_RULES, plies, 1);
    assert_eq!(game.history().len(), plies, "the game is complete");
    let step = game
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut next = game.clone();
            !m.is_capture() && next.play(m).is_ok() && next.outcome().is_none()
        })
        .expect("a quiet step");
    (game, step.from(), step.to())
}

/// The same taps in Capture the Flag, on its 11 × 12 board.
fn flag_tap_then_snapshot(c: &mut Criterion) {
    let mut group = c.benchmark_group("flag tap → snapshot");
    let flag_session = |game| GameSession::<CaptureTheFlag>::from_game(game, Mode::TwoPlayers);
    for (name, plies) in [("", 0), (" at 2,000 plies", LONG_PLIES)] {
        let (game, from, to) = flag_game(plies);
        group.bench_function(format!("select or deselect{name}"), |b| {
            select_or_deselect(b, flag_session(game.clone()), from);
        });
        group.bench_function(format!("play a step{name}"), |b| {
            play_step(b, flag_session(game.clone()), from, to);
        });
    }
    group.finish();
}

criterion_group!(benches, tap_then_snapshot, flag_tap_then_snapshot);
criterion_main!(benches);
