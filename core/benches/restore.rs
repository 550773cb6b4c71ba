//! Restoring a saved game: what an app pays at launch for a long game.
//!
//! `cargo bench -p mathchess --bench restore`. Each iteration restores the
//! save of a game of 2,000 or 20,000 random plies (replaying every move
//! through the rules) and checks its length. The cost must grow linearly
//! with the game: the 20,000-ply restore within about 10× the 2,000-ply one.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use mathchess::{
    games::math_chess::{Game, Rules},
    session::{Mode, Session},
};

/// A game of `plies` seeded random moves, none of them ending it.
fn random_game(plies: usize, mut seed: u64) -> Game {
    let mut game = Game::new(Rules::default());
    while game.plies() < plies {
        let mut moves = game.legal_moves();
        loop {
            assert!(!moves.is_empty(), "every move would end the game");
            // xorshift64: enough to vary the moves, the same on every machine.
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves.swap_remove((seed % moves.len() as u64) as usize);
            game.play(m, None).expect("a legal move");
            if game.outcome().is_none() {
                break;
            }
            game.undo();
        }
    }
    game
}

fn restore(c: &mut Criterion) {
    let mut group = c.benchmark_group("restore a save");
    group.sample_size(20);
    for plies in [2_000, 20_000] {
        let save =
            Session::from_game(random_game(plies, 0x9E37_79B9_7F4A_7C15), Mode::TwoPlayers).save();
        group.throughput(Throughput::Elements(plies as u64));
        group.bench_with_input(BenchmarkId::from_parameter(plies), &save, |b, save| {
            b.iter(|| {
                let session = Session::restore(save, Mode::TwoPlayers).expect("the save restores");
                assert_eq!(session.game().plies(), plies);
                session
            });
        });
    }
    group.finish();
}

criterion_group!(benches, restore);
criterion_main!(benches);
