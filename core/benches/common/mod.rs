//! What the benches of both games share (`flag.rs`, `math_chess.rs`): the
//! search of each position to a node budget, its node count asserted so
//! that a search that stopped early cannot pass as a fast one.

use std::sync::atomic::AtomicBool;

use criterion::{Criterion, Throughput};
use mathchess::search::{GameEngine, Limits, Searched};

/// A criterion group `group` that searches each of `positions` with a fresh
/// engine to `nodes` nodes: criterion's "elements/s" is the search's nodes
/// per second.
pub fn search_group<G: Searched>(
    c: &mut Criterion,
    group: &str,
    nodes: u64,
    positions: Vec<(&str, G)>,
    stop: &AtomicBool,
) {
    let mut group = c.benchmark_group(group);
    group.sample_size(10);
    for (name, game) in positions {
        let run = || {
            GameEngine::with_hash_megabytes(16)
                .search(&game, &Limits::nodes(nodes), stop)
                .map(|r| r.nodes)
        };
        let searched = run().expect("the position has legal moves");
        assert!(searched >= nodes, "{name}: stopped after {searched} nodes");
        group.throughput(Throughput::Elements(searched));
        group.bench_function(format!("{name} {nodes} nodes"), |b| {
            b.iter(|| assert_eq!(run(), Some(searched)));
        });
    }
    group.finish();
}
