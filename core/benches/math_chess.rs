//! Perft from the start position: the speed of the move generator.
//!
//! `cargo bench -p mathchess --bench math_chess`. Leaves per second = the asserted
//! node count divided by the time per iteration; the last ply is counted in
//! bulk (moves counted, not made).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mathchess::{
    math_chess::{Position, Preset},
    Side,
};

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

criterion_group!(benches, perft);
criterion_main!(benches);
