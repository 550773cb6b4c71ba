//! Vietnamese Math Chess's speed on one core, beside Capture the Flag's
//! (`flag.rs`): perft from the start position (the move generator) and the
//! search, in positions per second.
//!
//! `cargo bench -p mathchess --bench math_chess` (`-- perft` or `-- search`
//! for one group). Perft: leaves per second = the asserted node count
//! divided by the time per iteration; the last ply is counted in bulk
//! (moves counted, not made). Search: a fresh engine to a fixed node
//! budget, so criterion's "elements/s" is the search's nodes per second;
//! the node count is asserted, so a search that stopped early cannot pass
//! as a fast one.

use std::sync::atomic::AtomicBool;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod common;
use mathchess::{
    games::math_chess::{engine::random_opening, Game, Position, Preset, Rules},
    Side,
};

const NODES: u64 = 300_000;

fn perft(c: &mut Criterion) {
    let rules = Preset::Chessplayx.rules();
    let start = Position::start(Side::Blue);
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (depth, leaves) in [(3, 701_479u64), (4, 0)] {
        let expected = if leaves == 0 {
            start.perft(&rules, depth)
        } else {
            leaves
        };
        group.throughput(Throughput::Elements(expected));
        group.bench_function(format!("start depth {depth}"), |b| {
            b.iter(|| assert_eq!(start.perft(&rules, depth), expected));
        });
    }
    group.finish();
}

fn search(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let positions = [
        ("start", Game::new(Rules::default())),
        ("opening", random_opening(Preset::Chessplayx.rules(), 12, 5)),
        (
            "middle game",
            random_opening(Preset::Chessplayx.rules(), 40, 9),
        ),
    ];
    common::search_group(c, "search", NODES, positions.into(), &stop);
}

criterion_group!(benches, perft, search);
criterion_main!(benches);
