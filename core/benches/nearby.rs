//! Nearby play over loopback: a move's round trip (this device plays, the
//! other hears it, checks it and answers with its own move, this one hears
//! that), p50 and p99 over 1,000 moves; and the bytes a whole game sends.
//!
//! `cargo bench --bench nearby`; under `cargo test` it runs 20 moves.

use std::{
    net::{Ipv4Addr, SocketAddrV4},
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Mutex,
    },
    thread,
    time::{Duration, Instant},
};

use mathchess::{
    games::math_chess::{record, Game, Rules},
    link::{Link, Message, Timings, PROTOCOL},
    record::GameKind,
    search::Level,
    session::{hear, lock, GameSession, MathChess, Playable},
    Side,
};

type Shared = Arc<Mutex<GameSession<MathChess>>>;

/// Blue's and Red's 9s step back and forth: no capture, no end (with
/// repetition off).
const SHUFFLE: [[&str; 2]; 2] = [["i1-i2", "i2-i1"], ["i11-i10", "i10-i11"]];

fn pair(rules: Rules) -> (Shared, Shared) {
    let address = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0);
    let host = GameSession::<MathChess>::host(rules, Side::Blue, address, Timings::default())
        .expect("loopback listens");
    let code = host.snapshot().nearby.expect("hosting").code;
    let host = Arc::new(Mutex::new(host));
    let joining = thread::spawn(move || Link::join(code, None, Timings::default()));
    while !hear(&host, Duration::from_millis(50)) {}
    let (link, welcome) = joining.join().unwrap().expect("joined");
    let guest = GameSession::joined(link, welcome).expect("the game loads");
    (host, Arc::new(Mutex::new(guest)))
}

/// The round trips of `moves` moves of Blue's, each answered by Red.
fn round_trips(moves: usize) -> Vec<Duration> {
    let rules = Rules {
        repetition_draw: false,
        ..Rules::default()
    };
    let (host, guest) = pair(rules);
    let done = Arc::new(AtomicBool::new(false));
    let answering = {
        let (guest, done) = (Arc::clone(&guest), Arc::clone(&done));
        thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                if hear(&guest, Duration::from_millis(20)) {
                    let mut session = lock(&guest);
                    let plies = session.game().plies();
                    if session.snapshot().turn == Side::Red {
                        let text = SHUFFLE[1][(plies / 2) % 2].parse().unwrap();
                        session.play_text(&text).expect("the shuffle is legal");
                    }
                }
            }
        })
    };
    let mut times = Vec::with_capacity(moves);
    for n in 0..moves {
        let start = Instant::now();
        let text = SHUFFLE[0][n % 2].parse().unwrap();
        lock(&host).play_text(&text).expect("the shuffle is legal");
        while lock(&host).game().plies() < 2 * (n + 1) {
            hear(&host, Duration::from_millis(20));
        }
        times.push(start.elapsed());
    }
    done.store(true, Ordering::Relaxed);
    answering.join().unwrap();
    times
}

/// The bytes a whole game at level 1 sends either way, pings left out:
/// the hello, the welcome with the new game's record, each move, the byes.
fn bytes_of_a_game() -> (usize, usize) {
    let mut game = Game::new(Rules::default());
    let hello = Message::Hello {
        protocol: PROTOCOL,
        pairing: 12_345_678,
        resume: None,
    };
    let welcome = Message::Welcome {
        protocol: PROTOCOL,
        game: GameKind::MathChess,
        record: serde_json::from_str(&record::save(&game, Default::default())).unwrap(),
        host: Side::Blue,
    };
    let mut bytes =
        hello.to_line().len() + welcome.to_line().len() + 2 * Message::Bye.to_line().len();
    let stop = AtomicBool::new(false);
    let mut seed = 0;
    while game.outcome().is_none() {
        let m = MathChess::computer_move(&game, Level::MIN, &stop, seed).expect("a move");
        MathChess::play(&mut game, m).expect("legal");
        let ply = game.plies() - 1;
        let text = MathChess::played_text(&game, ply).expect("played");
        bytes += Message::Move {
            ply,
            text: text.to_string(),
        }
        .to_line()
        .len();
        seed += 1;
    }
    (game.plies(), bytes)
}

fn main() {
    let benching = std::env::args().any(|arg| arg == "--bench");
    let moves = if benching { 1000 } else { 20 };
    let mut times = round_trips(moves);
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "nearby round trip over loopback, {moves} moves: p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs",
        at(0.5).as_secs_f64() * 1e6,
        at(0.99).as_secs_f64() * 1e6,
        at(1.0).as_secs_f64() * 1e6,
    );
    let (plies, bytes) = bytes_of_a_game();
    println!("a whole game at level 1 ({plies} plies) sends {bytes} bytes without pings");
}
