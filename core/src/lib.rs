//! Two games as siblings under [`games`]: Vietnamese Math Chess (Cờ toán
//! Việt Nam, [`games::math_chess`], `docs/rules.md`) and Capture the Flag
//! ([`games::capture_the_flag`], `docs/flag-rules.md`), each with its
//! rules, notation, record and engine, over what they share: the sides and
//! directions, the history, the record envelope ([`record`]), the generic
//! search ([`search`]) and the interaction session ([`session`]) that the
//! apps and the terminal game drive. The tree is sketched in `docs/design.md`.

mod board_square;
mod direction;
mod named_fields;
mod occurrences;
mod rng;
mod side;

pub mod game;
pub mod games;
pub mod history;
pub mod learner;
pub mod lesson;
pub mod link;
pub mod outcome;
pub mod puzzle;
pub mod record;
pub mod search;
pub mod session;
pub mod unwind;

#[cfg(test)]
mod test_support;

pub use board_square::{BoardPiece, BoardPosition, BoardSquare};
pub use direction::Direction;
pub use side::{ParseSideError, Side};
