//! One kind of tap, with the snapshot after it, 10,000 times: for counting
//! its instructions under callgrind (`scripts/tap-instructions.sh`), a
//! figure that another process on the machine does not change, where the
//! session bench's wall clock does.
//!
//! `cargo run --release -p mathchess --example taps -- select|step|choice|flag-select`

use std::{hint::black_box, process::ExitCode};

use mathchess::{
    games::capture_the_flag,
    games::math_chess::{Game, Rules, Square},
    session::{CaptureTheFlag, GameSession, Mode, Session, Tapped},
};

/// The taps of each run: the script divides the count by it.
const TAPS: usize = 10_000;

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

fn main() -> ExitCode {
    let kind = std::env::args().nth(1).unwrap_or_default();
    match kind.as_str() {
        // Select and deselect the 3 at the start, in turn.
        "select" => {
            let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
            for _ in 0..TAPS {
                session.tap(square("c1")).expect("the 3 can move");
                black_box(session.snapshot());
            }
        }
        // With the 3 selected, the tap that plays c1-c4; taken back untimed.
        "step" => {
            let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
            for _ in 0..TAPS {
                session.tap(square("c1")).expect("the 3 can move");
                let played = session.tap(square("c4"));
                assert!(matches!(played, Ok(Tapped::Played(_))));
                black_box(session.snapshot());
                session.undo().expect("the step is taken back");
            }
        }
        // docs/rules.md §6: a1xa5 has two formulas, so the move choice opens.
        "choice" => {
            let position = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b"
                .parse()
                .expect("a position");
            let game = Game::from_position(Rules::default(), position);
            let mut session = Session::from_game(game, Mode::TwoPlayers);
            session.tap(square("a1")).expect("a1 can move");
            for _ in 0..TAPS {
                assert_eq!(session.tap(square("a5")), Ok(Tapped::ChoiceOpened));
                black_box(session.snapshot());
                session.cancel_choice().expect("the choice is open");
            }
        }
        // Capture the Flag: select and deselect the piece of the first legal move.
        "flag-select" => {
            let mut session = GameSession::<CaptureTheFlag>::start(
                capture_the_flag::Rules::default(),
                Mode::TwoPlayers,
            );
            let from = session.game().legal_moves()[0].from();
            for _ in 0..TAPS {
                session.tap(from).expect("the piece can move");
                black_box(session.snapshot());
            }
        }
        _ => {
            eprintln!("usage: taps select|step|choice|flag-select");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
