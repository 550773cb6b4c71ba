//! UniFFI bindings of the Math Chess core: the only door from the phones into
//! the rules. Everything here converts, calls the core and converts back; any
//! decision belongs in the core.

uniffi::setup_scaffolding!();

mod error;
mod history;
mod learn;
mod nearby;
mod review;
mod rule_examples;
mod rules;
mod session;
mod snapshot;

pub use error::{FfiError, PositionProblem, RecordProblem};
pub use history::MoveHistory;
pub use learn::{
    Learner, LearnerProgress, LearnerSaveProblem, LessonEntry, LessonJudged, LessonRefusal,
    LessonSession, LessonSnapshot, LessonTold, Message, MessageArg, PuzzleMiss, PuzzleSaid,
    PuzzleSession, PuzzleSnapshot, PuzzleVerdict, RatingChange, RatingView,
};
pub use nearby::{
    check_join_code, Connection, JoinCodeProblem, LinkProblem, NearbyProblem, NearbyView, Refusal,
};
pub use review::{GameReview, ReviewJob, ReviewedMove};
pub use rule_examples::{FlagRuleExample, RuleExample};
pub use rules::RuleOptions;
pub use session::{GameSession, Hint, HintJob};
pub use snapshot::{
    CaptureRule, CaptureRuleUse, CaptureView, CellMarks, CellView, ChoiceOptionView, EndKind,
    FlagDuty, FlagThreat, GameEnd, GameEvent, LastEvent, Mode, MoveChoiceView, OutOfReach,
    PieceView, Place, PlayerView, Rejection, Snapshot,
};

use mathchess::{
    games::math_chess::{notation, Position},
    search::Level,
};

/// The computer's levels, from `weakest` to `strongest`: what a new-game
/// screen offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LevelRange {
    pub weakest: u8,
    pub strongest: u8,
}

#[uniffi::export]
pub fn computer_levels() -> LevelRange {
    // Computed when compiled: nothing is left to fail when called.
    const LEVELS: LevelRange = LevelRange {
        weakest: Level::MIN.number(),
        strongest: Level::MAX.number(),
    };
    LEVELS
}

/// The level a new-game screen offers first, within `computerLevels()`.
#[uniffi::export]
pub fn default_computer_level() -> u8 {
    const DEFAULT: u8 = Level::DEFAULT.number();
    DEFAULT
}

/// The move list of a position (`docs/rules.md` §5), one line per move.
///
/// # Errors
/// [`FfiError::InvalidPosition`] if `position` is not a position string.
#[uniffi::export]
pub fn move_list(position: String, rules: RuleOptions) -> Result<Vec<String>, FfiError> {
    error::guard(|| {
        let position: Position = position.parse()?;
        Ok(notation::move_list(&position, &rules.try_into()?))
    })
}

/// A two-player session after `taps` (square names), for the tests.
#[cfg(test)]
pub(crate) fn session_after(taps: &[&str]) -> mathchess::session::Session {
    use mathchess::session::{Mode, Session};
    let mut session = Session::new(
        mathchess::games::math_chess::Rules::default(),
        Mode::TwoPlayers,
    );
    for tap in taps {
        session.tap(tap.parse().unwrap()).unwrap();
    }
    session
}

#[cfg(test)]
mod tests {
    use super::*;
    use mathchess::games::math_chess::Preset;

    #[test]
    fn the_default_level_is_one_of_the_levels() {
        let levels = computer_levels();
        assert!(levels.weakest <= levels.strongest);
        assert!((levels.weakest..=levels.strongest).contains(&default_computer_level()));
    }

    #[test]
    fn move_list_converts_both_ways() {
        let start = Position::start(mathchess::Side::Blue).to_string();
        let rules = RuleOptions::from(Preset::Chessplayx.rules());
        assert_eq!(move_list(start, rules.clone()).unwrap().len(), 87);
        // More moves than the fixed bound of 360 that once overflowed.
        let crowded =
            "1B7B9B7R0B9B9B71/B67B9/B75B72/B76B61/B63B42B41/B56B81/B76B71/B97B8/3B82B72/9/4B04 b";
        assert_eq!(move_list(crowded.into(), rules.clone()).unwrap().len(), 362);
        assert!(matches!(
            move_list("9/9 b".into(), rules),
            Err(FfiError::InvalidPosition {
                problem: PositionProblem::RankCount { ranks: 2 },
                ..
            })
        ));
    }
}
