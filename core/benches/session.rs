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

use criterion::{
    criterion_group, criterion_main, measurement::WallTime, BatchSize, Bencher, BenchmarkGroup,
    Criterion,
};
use mathchess::{
    games::capture_the_flag,
    games::math_chess::{engine::random_opening, Game, Rules, Square},
    session::{
        CaptureTheFlag, GameOf, GameSession, MathChess, Mode, Playable, Session, SquareOf, Tapped,
    },
    BoardSquare, Side,
};

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

fn session_at(position: &str) -> Session {
    let position = position.parse().expect("a position");
    Session::from_game(
        Game::from_position(Rules::default(), position),
        Mode::TwoPlayers,
    )
}

/// How long the long games are: random moves, none of them ending it.
const LONG_PLIES: usize = 2_000;

/// A step the side to move can play in `game` without ending it: the
/// first by square index.
fn quiet_step<G: Playable>(game: &GameOf<G>) -> (SquareOf<G>, SquareOf<G>) {
    (0..)
        .map_while(<SquareOf<G>>::from_index)
        .filter(|&from| G::selectable(game, from).is_ok())
        .flat_map(|from| {
            G::targets(game, from)
                .filter(|&(_, capture)| !capture)
                .map(move |(to, _)| (from, to))
                .collect::<Vec<_>>()
        })
        .find(|&(from, to)| {
            G::moves_between(game, from, to).first().is_some_and(|&m| {
                let mut next = game.clone();
                G::play(&mut next, m).is_ok() && next.outcome().is_none()
            })
        })
        .expect("a quiet step")
}

/// Taps `from` over and over: it is selected, then deselected.
fn select_or_deselect<G: Playable>(
    b: &mut Bencher<'_>,
    mut session: GameSession<G>,
    from: SquareOf<G>,
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
    from: SquareOf<G>,
    to: SquareOf<G>,
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

/// Selecting, and playing the step `from` → `to`, in `game`; the
/// benches named with `suffix`.
fn taps<G: Playable>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    suffix: &str,
    game: &GameOf<G>,
    (from, to): (SquareOf<G>, SquareOf<G>),
) {
    let session = || GameSession::<G>::from_game(game.clone(), Mode::TwoPlayers);
    group.bench_function(format!("select or deselect{suffix}"), |b| {
        select_or_deselect(b, session(), from);
    });
    group.bench_function(format!("play a step{suffix}"), |b| {
        play_step(b, session(), from, to);
    });
}

const AT_LONG: &str = " at 2,000 plies";

fn tap_then_snapshot(c: &mut Criterion) {
    let mut group = c.benchmark_group("tap → snapshot");
    // Select and deselect the 3 at the start; with it selected, tap c4.
    let start = Game::new(Rules::default());
    taps::<MathChess>(&mut group, "", &start, (square("c1"), square("c4")));

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
    let long = random_opening(Rules::default(), LONG_PLIES, 1);
    assert_eq!(long.plies(), LONG_PLIES, "the long game is complete");
    taps::<MathChess>(&mut group, AT_LONG, &long, quiet_step::<MathChess>(&long));
    group.finish();
}

/// Capture the Flag without the quiet-move limit or the repetition draw, so that a random game
/// reaches 2,000 plies.
const FLAG_RULES: capture_the_flag::Rules = capture_the_flag::Rules {
    first: Side::Blue,
    quiet_limit: 0,
    repetition: capture_the_flag::Repetition::Off,
};

/// The same taps in Capture the Flag, on its 11 × 12 board.
fn flag_tap_then_snapshot(c: &mut Criterion) {
    let mut group = c.benchmark_group("flag tap → snapshot");
    for (suffix, plies) in [("", 0), (AT_LONG, LONG_PLIES)] {
        let game = capture_the_flag::random_opening(FLAG_RULES, plies, 1);
        assert_eq!(game.plies(), plies, "the game is complete");
        let step = quiet_step::<CaptureTheFlag>(&game);
        taps::<CaptureTheFlag>(&mut group, suffix, &game, step);
    }
    group.finish();
}

criterion_group!(benches, tap_then_snapshot, flag_tap_then_snapshot);
criterion_main!(benches);
