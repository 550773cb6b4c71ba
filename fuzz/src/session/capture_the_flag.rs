//! Capture the Flag's part of the `flag_session` target: its rules, move
//! text and computer, read from the input. A move is named by its two
//! squares (`docs/flag-rules.md` §4.4), so no move choice ever opens.

use std::sync::{atomic::AtomicBool, OnceLock};

use mathchess::{
    games::capture_the_flag::{Game, Move, MoveText, Position, Repetition, Rules},
    search::Level,
    session::{CaptureTheFlag, ComputerPlayer, LevelPlayer, MoveChoice},
    Side,
};

use super::{Bytes, Fuzzed, Typed};
use crate::flag_examples;

impl Fuzzed for CaptureTheFlag {
    type Picker = Picker;

    /// The example games but those from §10's puzzles, which §9's checks
    /// refuse: their saves do not load, and a player's session never holds
    /// one (only the rules' pictures do).
    fn games() -> &'static [Game] {
        static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
        GAMES.get_or_init(|| {
            flag_examples::games()
                .iter()
                .filter(|game| Position::from_ascii(game.start().to_string().as_bytes()).is_ok())
                .cloned()
                .collect()
        })
    }

    /// Who moves first and the repetition draw (one byte), and the quiet
    /// limit (one byte: 0 keeps the default, so that short ones are tried).
    fn read_rules(bytes: &mut Bytes) -> Rules {
        let (options, quiet) = (bytes.byte(), bytes.byte());
        let default = Rules::default();
        Rules {
            first: Side::ALL[usize::from(options & 1)],
            repetition: if options & 2 == 0 {
                Repetition::Draw
            } else {
                Repetition::Off
            },
            quiet_limit: if quiet == 0 {
                default.quiet_limit
            } else {
                u32::from(quiet)
            },
        }
    }

    /// The kind (modulo 3) and a legal move's index: the move's text (kind
    /// 1), the same with the other separator (2), or any squares read from
    /// the bytes after (0).
    fn move_text(bytes: &mut Bytes, game: &Game) -> MoveText {
        let (kind, index) = (bytes.byte() % 3, bytes.byte());
        let moves = game.legal_moves();
        let Some(&m) = moves
            .get(usize::from(index) % moves.len().max(1))
            .filter(|_| kind > 0)
        else {
            return MoveText {
                from: bytes.square::<CaptureTheFlag>(),
                to: bytes.square::<CaptureTheFlag>(),
                capture: bytes.byte() < 128,
            };
        };
        let text = MoveText::of(m);
        MoveText {
            capture: text.capture != (kind == 2),
            ..text
        }
    }

    fn picker(bytes: &mut Bytes) -> Picker {
        match bytes.byte() % 4 {
            0 => Picker::Legal(bytes.byte()),
            1 => Picker::Nothing,
            2 => {
                let moves = other_moves();
                let index = usize::from(bytes.byte()) << 8 | usize::from(bytes.byte());
                Picker::Any(moves[index % moves.len()])
            }
            _ => Picker::Engine,
        }
    }

    fn typed(game: &Game, text: &MoveText) -> Typed {
        match game.position().resolve(text) {
            Ok(_) => Typed::Plays,
            Err(_) => Typed::Refused,
        }
    }

    fn played_squares(
        played: &Move,
    ) -> (
        mathchess::games::capture_the_flag::Square,
        mathchess::games::capture_the_flag::Square,
    ) {
        (played.from(), played.to())
    }

    fn check_chosen(choice: &MoveChoice<CaptureTheFlag>, index: usize, _: &Move) {
        // A choice of this game has no options to play.
        match choice.options[index] {}
    }
}

/// The legal moves of every example position: moves of other games, which
/// the computer may hand back for this one.
fn other_moves() -> &'static [Move] {
    static MOVES: OnceLock<Vec<Move>> = OnceLock::new();
    MOVES.get_or_init(|| {
        flag_examples::positions()
            .iter()
            .flat_map(|position| position.legal_moves())
            .collect()
    })
}

/// The computer's move, as the input decides it.
#[derive(Clone, Copy, Debug)]
pub enum Picker {
    /// A legal move, its index modulo their number.
    Legal(u8),
    /// No move: a search that found none.
    Nothing,
    /// A move of another position, legal here or not.
    Any(Move),
    /// The engine, at level 1 (a deeper search would take the input's time).
    Engine,
}

impl ComputerPlayer<CaptureTheFlag> for Picker {
    fn pick(&self, game: &Game, _: Level, stop: &AtomicBool, seed: u64) -> Option<Move> {
        match *self {
            Picker::Legal(index) => {
                let moves = game.legal_moves();
                moves.get(usize::from(index) % moves.len().max(1)).copied()
            }
            Picker::Nothing => None,
            Picker::Any(m) => Some(m),
            Picker::Engine => {
                ComputerPlayer::<CaptureTheFlag>::pick(&LevelPlayer, game, Level::MIN, stop, seed)
            }
        }
    }
}
