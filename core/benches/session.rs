//! Tap → snapshot: what a shell pays for one touch of the board.
//!
//! `cargo bench -p mathchess --bench session`. Each iteration is one tap and
//! the snapshot after it; every iteration asserts what the tap did, so a
//! wrong result cannot pass as a fast one. Goal: under 20 µs median.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use mathchess::{
    session::{Mode, Session, Tapped},
    Game, Rules, Square,
};

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

fn session_at(position: &str) -> Session {
    let game = Game::from_position(Rules::default(), position.parse().expect("a position"));
    Session::from_game(game, Mode::TwoPlayers).expect("two players")
}

fn tap_then_snapshot(c: &mut Criterion) {
    let mut group = c.benchmark_group("tap → snapshot");

    // Select and deselect the 3 at the start, in turn.
    let mut session = Session::new(Rules::default(), Mode::TwoPlayers).expect("two players");
    let c1 = square("c1");
    group.bench_function("select or deselect", |b| {
        b.iter(|| {
            let tapped = session.tap(c1).expect("c1 can move");
            let snapshot = session.snapshot();
            assert_eq!(snapshot.selected.is_some(), tapped == Tapped::Selected);
            snapshot
        });
    });

    // With the 3 selected, tap c4: the move is played.
    let c4 = square("c4");
    group.bench_function("play a step", |b| {
        b.iter_batched(
            || {
                let mut session =
                    Session::new(Rules::default(), Mode::TwoPlayers).expect("two players");
                session.tap(c1).expect("c1 can move");
                session
            },
            |mut session| {
                assert!(matches!(session.tap(c4), Ok(Tapped::Played(_))));
                session.snapshot()
            },
            BatchSize::SmallInput,
        );
    });

    // RULES.md §6: a1xa5 has two formulas, so the move choice opens.
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
    group.finish();
}

criterion_group!(benches, tap_then_snapshot);
criterion_main!(benches);
