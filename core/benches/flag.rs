//! Capture the Flag's speed on one core: perft (legal move generation with
//! every capture worked out) and the search, in positions per second.
//!
//! `cargo bench -p mathchess --bench flag`. The counts are asserted (perft
//! against `docs/flag-rules.md` §11), so a run that went wrong cannot pass
//! as a fast one.

use std::sync::atomic::AtomicBool;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod common;
use mathchess::{
    games::capture_the_flag::{random_opening, Engine, Game, Position, Rules},
    search::Limits,
    Side,
};

const NODES: u64 = 50_000;

fn perft(c: &mut Criterion) {
    let start = Position::start(Side::Blue);
    let mut group = c.benchmark_group("flag perft");
    group.sample_size(10);
    for (depth, leaves) in [(3, 5_076), (4, 79_524)] {
        assert_eq!(start.perft(depth), leaves);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("start depth {depth}"), |b| {
            b.iter(|| assert_eq!(start.perft(depth), leaves));
        });
    }
    group.finish();
}

/// A game of `plies` random plies from the first seed whose position the
/// search does not decide within its budget (random play soon leaves a 1
/// at a gate or a guard unprotected, and a decided search stops early).
fn undecided(plies: usize, stop: &AtomicBool) -> Game {
    (1..)
        .map(|seed| random_opening(Rules::default(), plies, seed))
        .find(|game| {
            Engine::with_hash_megabytes(16)
                .search(game, &Limits::nodes(NODES), stop)
                .is_some_and(|r| r.plies_to_end().is_none() && r.nodes >= NODES)
        })
        .expect("some random game is undecided")
}

fn search(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let positions = [
        ("start", Game::new(Rules::default())),
        ("opening", undecided(12, &stop)),
        ("middle game", undecided(40, &stop)),
    ];
    common::search_group(c, "flag search", NODES, positions.into(), &stop);
}

criterion_group!(benches, perft, search);
criterion_main!(benches);
