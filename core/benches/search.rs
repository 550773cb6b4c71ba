//! Search speed in nodes per second, on one core.
//!
//! `cargo bench -p mathchess --bench search`. Each benchmark runs a fresh
//! engine to a fixed node budget, so criterion's "elements/s" is the search's
//! nodes per second; the node count is asserted, so a search that stopped
//! early cannot pass as a fast one.

use std::sync::atomic::AtomicBool;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mathchess::{
    math_chess::{
        engine::{random_opening, Engine},
        Game, Preset, Rules,
    },
    search::Limits,
};

const NODES: u64 = 300_000;

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
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, game) in positions {
        let run = || {
            Engine::with_hash_megabytes(16)
                .search(&game, &Limits::nodes(NODES), &stop)
                .map(|r| r.nodes)
        };
        let nodes = run().expect("the position has legal moves");
        assert!(nodes >= NODES, "{name}: stopped after {nodes} nodes");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name} {NODES} nodes"), |b| {
            b.iter(|| assert_eq!(run(), Some(nodes)));
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
