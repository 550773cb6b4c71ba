//! The rules screen's pictures: real positions played in a real session,
//! so that each picture carries the marks the game itself draws. Both shells
//! draw these instead of building positions of their own.

use crate::{Game, Position, Preset, Side};

use super::{Mark, Mode, Session, Snapshot};

/// Which rule a picture shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RuleTopic {
    /// The start, a Blue 3 selected: the squares it can step to.
    Step,
    /// A Blue 7 beside its support, a Blue 4 (`docs/rules.md` §6), the 7
    /// selected: the Red 9 it can capture.
    Capture,
    /// That capture tapped: its two formulas (`7 - 4`, `7 % 4`) in the
    /// snapshot's move choice.
    Choice,
    /// A Blue 0 that the Red 3, supported by the Red 1, takes next move.
    ZeroInDanger,
}

/// One picture: the snapshot to draw and the marks it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleExample {
    pub topic: RuleTopic,
    pub snapshot: Snapshot,
    /// The marks the picture shows; the text beside it explains them.
    pub shows: Vec<Mark>,
}

/// How a picture is made: a position, taps by square name, under `chessplayx`.
struct Recipe {
    topic: RuleTopic,
    /// `None`: the start position.
    position: Option<&'static str>,
    taps: &'static [&'static str],
    shows: &'static [Mark],
}

const CAPTURE_LINE: &str = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";

const RECIPES: [Recipe; 4] = [
    Recipe {
        topic: RuleTopic::Step,
        position: None,
        taps: &["c1"],
        shows: &[Mark::Selected, Mark::StepTarget],
    },
    Recipe {
        topic: RuleTopic::Capture,
        position: Some(CAPTURE_LINE),
        taps: &["a1"],
        shows: &[Mark::Selected, Mark::CaptureTarget],
    },
    Recipe {
        topic: RuleTopic::Choice,
        position: Some(CAPTURE_LINE),
        taps: &["a1", "a5"],
        shows: &[Mark::Selected, Mark::CaptureTarget],
    },
    Recipe {
        topic: RuleTopic::ZeroInDanger,
        position: Some("4R04/9/9/9/9/9/4R34/4R14/9/4B04/B58 b"),
        taps: &[],
        shows: &[Mark::ZeroInDanger],
    },
];

/// The rules screen's pictures, in the order the rules explain them.
///
/// # Panics
/// Never: the recipes are constants, and a test builds every one.
///
/// ```
/// use mathchess::session::{rule_examples, RuleTopic};
/// let examples = rule_examples();
/// assert_eq!(examples[0].topic, RuleTopic::Step);
/// assert!(examples[2].snapshot.choice.is_some());
/// ```
#[must_use]
pub fn rule_examples() -> Vec<RuleExample> {
    RECIPES.iter().map(Recipe::build).collect()
}

impl Recipe {
    fn build(&self) -> RuleExample {
        let position = self.position.map_or(Position::start(Side::Blue), |text| {
            text.parse().expect("a rule example's position is valid")
        });
        let game = Game::from_position(Preset::Chessplayx.rules(), position);
        let mut session = Session::from_game(game, Mode::TwoPlayers);
        for tap in self.taps {
            let square = tap.parse().expect("a rule example taps a square");
            session
                .tap(square)
                .expect("a rule example's tap is accepted");
        }
        RuleExample {
            topic: self.topic,
            snapshot: session.snapshot(),
            shows: self.shows.to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Op;

    fn example(topic: RuleTopic) -> RuleExample {
        rule_examples()
            .into_iter()
            .find(|e| e.topic == topic)
            .unwrap()
    }

    fn marked(example: &RuleExample, mark: Mark) -> Vec<String> {
        let cells = example.snapshot.cells.iter();
        cells
            .filter(|c| c.marks.contains(mark))
            .map(|c| c.square.to_string())
            .collect()
    }

    #[test]
    fn every_example_draws_the_marks_it_shows_and_no_rejection() {
        for example in rule_examples() {
            for &mark in &example.shows {
                assert!(
                    !marked(&example, mark).is_empty(),
                    "{:?} has no {mark:?}",
                    example.topic
                );
            }
            assert_eq!(example.snapshot.rejection, None, "{:?}", example.topic);
            assert_eq!(example.snapshot.outcome, None, "{:?}", example.topic);
        }
    }

    #[test]
    fn the_step_example_selects_the_three_and_marks_its_steps() {
        let step = example(RuleTopic::Step);
        assert_eq!(marked(&step, Mark::Selected), ["c1"]);
        assert!(marked(&step, Mark::StepTarget).contains(&"c4".to_owned()));
        assert!(marked(&step, Mark::CaptureTarget).is_empty());
    }

    #[test]
    fn the_capture_example_marks_the_nine_and_the_choice_offers_two_formulas() {
        assert_eq!(
            marked(&example(RuleTopic::Capture), Mark::CaptureTarget),
            ["a5"]
        );
        let choice = example(RuleTopic::Choice).snapshot.choice.unwrap();
        let ops: Vec<Op> = choice.options.iter().map(|o| o.op).collect();
        assert_eq!(ops, [Op::Sub, Op::Rem]);
        assert_eq!(choice.to.to_string(), "a5");
    }

    #[test]
    fn the_zero_example_marks_the_blue_zero() {
        assert_eq!(
            marked(&example(RuleTopic::ZeroInDanger), Mark::ZeroInDanger),
            ["e2"]
        );
    }
}
