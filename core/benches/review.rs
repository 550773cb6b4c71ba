//! Game review speed: a game of 20 plies at the review's budget per position.
//!
//! `cargo bench -p mathchess --bench review`. Criterion's "elements/s" is
//! moves reviewed per second; the review is asserted complete, so a review
//! that stopped early cannot pass as a fast one.

use std::sync::atomic::AtomicBool;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mathchess::{
    games::math_chess::{
        engine::{random_opening, review},
        Preset,
    },
    search::REVIEW_LIMITS,
};

const PLIES: usize = 20;

fn review_game(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let game = random_opening(Preset::Chessplayx.rules(), PLIES, 9);
    assert_eq!(game.plies(), PLIES);
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    group.throughput(Throughput::Elements(PLIES as u64));
    group.bench_function(format!("{PLIES} plies"), |b| {
        b.iter(|| {
            let reviewed = review(&game, &REVIEW_LIMITS, &stop);
            assert!(reviewed.complete && reviewed.moves.len() == PLIES);
        });
    });
    group.finish();
}

criterion_group!(benches, review_game);
criterion_main!(benches);
