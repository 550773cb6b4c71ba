//! The rules screen's pictures: real positions played in a real session,
//! so that each picture carries the marks the game itself draws. Both shells
//! draw these instead of building positions of their own.

use crate::{
    games::capture_the_flag,
    games::math_chess::{Game, Position, Preset},
    Side,
};

use super::{
    CaptureTheFlag, GameOf, GameSession, Mark, MathChess, Mode, Orientation, Playable, Snapshot,
    SquareOf,
};

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

/// Which rule of Capture the Flag a picture shows (`docs/flag-rules.md` §10).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FlagRuleTopic {
    /// The start, Blue's 6 on c1 selected: the squares it can step to.
    Step,
    /// Example 2: the 6 on c5 selected, its jump chain's stops.
    Jump,
    /// Example 5: the 10 on d4 selected, the square where it captures.
    Capture,
    /// Example 5 played: d4-e5 took the 2 and the 3, by rule D.
    Captured,
    /// Example 8 played on: guard 16 sortied, and must go home now.
    GuardReturn,
    /// Example 9: Blue besieged, its guard 15 selected, the one capture that lifts it.
    Siege,
    /// Example 10: the 1 on an attack point selected, the flag it may enter.
    FlagEntry,
}

/// One picture: the snapshot to draw and the marks it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleExample<T = RuleTopic, G: Playable = MathChess> {
    pub topic: T,
    pub snapshot: Snapshot<G>,
    /// The marks the picture shows; the text beside it explains them.
    pub shows: Vec<Mark>,
}

/// How a picture is made: a position, taps by square name.
struct Recipe<T> {
    topic: T,
    /// `None`: the start position.
    position: Option<&'static str>,
    taps: &'static [&'static str],
    shows: &'static [Mark],
}

const CAPTURE_LINE: &str = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b";

const RECIPES: [Recipe<RuleTopic>; 4] = [
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

/// Capture the Flag's pictures, from the worked examples of
/// `docs/flag-rules.md` §10 (their position strings).
const FLAG_RECIPES: [Recipe<FlagRuleTopic>; 7] = [
    Recipe {
        topic: FlagRuleTopic::Step,
        position: None,
        taps: &["c1"],
        shows: &[Mark::Selected, Mark::StepTarget],
    },
    Recipe {
        topic: FlagRuleTopic::Jump,
        position: Some("11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"),
        taps: &["c5"],
        shows: &[Mark::Selected, Mark::StepTarget],
    },
    Recipe {
        topic: FlagRuleTopic::Capture,
        position: Some(FLAG_CAPTURE),
        taps: &["d4"],
        shows: &[Mark::Selected, Mark::CaptureTarget],
    },
    Recipe {
        topic: FlagRuleTopic::Captured,
        position: Some(FLAG_CAPTURE),
        taps: &["d4", "e5"],
        shows: &[Mark::LastFrom, Mark::LastTo],
    },
    Recipe {
        topic: FlagRuleTopic::GuardReturn,
        position: Some("10,R1/1,R9,3,R18,5/4,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 b Be5f4 - 1"),
        taps: &["e5"],
        shows: &[Mark::Selected, Mark::StepTarget],
    },
    Recipe {
        topic: FlagRuleTopic::Siege,
        position: Some("10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0"),
        taps: &["e3"],
        shows: &[Mark::Selected, Mark::CaptureTarget, Mark::SiegeCaptor],
    },
    Recipe {
        topic: FlagRuleTopic::FlagEntry,
        position: Some("3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"),
        taps: &["e9"],
        shows: &[Mark::Selected, Mark::StepTarget],
    },
];

/// Example 5: the 10 on d4 steps to e5, between Red's 2 and 3.
const FLAG_CAPTURE: &str = "11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/2,R2,8/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";

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
    RECIPES
        .iter()
        .map(|recipe| {
            recipe.build(|position| {
                let position = position.map_or(Position::start(Side::Blue), |text| {
                    text.parse().expect("a rule example's position is valid")
                });
                Game::from_position(Preset::Chessplayx.rules(), position)
            })
        })
        .collect()
}

/// Capture the Flag's rules screen's pictures, in the order of its rules.
///
/// # Panics
/// Never: the recipes are constants, and a test builds every one.
#[must_use]
pub fn flag_rule_examples() -> Vec<RuleExample<FlagRuleTopic, CaptureTheFlag>> {
    FLAG_RECIPES
        .iter()
        .map(|recipe| {
            recipe.build(|position| {
                let position =
                    position.map_or(capture_the_flag::Position::start(Side::Blue), |text| {
                        capture_the_flag::Position::from_ascii_lenient(text.as_bytes())
                            .expect("a rule example's position is valid")
                    });
                capture_the_flag::Game::from_position(capture_the_flag::Rules::default(), position)
            })
        })
        .collect()
}

impl<T: Copy + std::fmt::Debug> Recipe<T> {
    /// The picture: the game `game` makes of the position, the taps played.
    fn build<G: Playable>(&self, game: impl Fn(Option<&str>) -> GameOf<G>) -> RuleExample<T, G>
    where
        SquareOf<G>: std::str::FromStr,
    {
        let mut session = GameSession::<G>::from_game(game(self.position), Mode::TwoPlayers);
        // Every picture from Blue's side, as the rules' diagrams are drawn.
        session.set_orientation(Orientation::Fixed { bottom: Side::Blue });
        for tap in self.taps {
            let square = tap
                .parse()
                .unwrap_or_else(|_| panic!("{:?} taps a square", self.topic));
            session
                .tap(square)
                .unwrap_or_else(|e| panic!("{:?}: tap {tap}: {e}", self.topic));
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
    use std::fmt;

    use crate::games::math_chess::Op;

    fn example<T: PartialEq, G: Playable>(
        examples: Vec<RuleExample<T, G>>,
        topic: T,
    ) -> RuleExample<T, G> {
        examples.into_iter().find(|e| e.topic == topic).unwrap()
    }

    fn marked<T, G: Playable>(example: &RuleExample<T, G>, mark: Mark) -> Vec<String> {
        let cells = example.snapshot.cells.iter();
        cells
            .filter(|c| c.marks.contains(mark))
            .map(|c| c.square.to_string())
            .collect()
    }

    /// Each example draws the marks it says it shows, with no rejection
    /// and the game not over.
    fn check_draws_what_it_shows<T: fmt::Debug, G: Playable>(examples: &[RuleExample<T, G>]) {
        for example in examples {
            for &mark in &example.shows {
                assert!(
                    !marked(example, mark).is_empty(),
                    "{:?} has no {mark:?}",
                    example.topic
                );
            }
            assert_eq!(example.snapshot.rejection, None, "{:?}", example.topic);
            assert_eq!(example.snapshot.outcome, None, "{:?}", example.topic);
        }
    }

    #[test]
    fn every_example_draws_the_marks_it_shows_and_no_rejection() {
        check_draws_what_it_shows(&rule_examples());
    }

    #[test]
    fn the_step_example_selects_the_three_and_marks_its_steps() {
        let step = example(rule_examples(), RuleTopic::Step);
        assert_eq!(marked(&step, Mark::Selected), ["c1"]);
        assert!(marked(&step, Mark::StepTarget).contains(&"c4".to_owned()));
        assert!(marked(&step, Mark::CaptureTarget).is_empty());
    }

    #[test]
    fn the_capture_example_marks_the_nine_and_the_choice_offers_two_formulas() {
        assert_eq!(
            marked(
                &example(rule_examples(), RuleTopic::Capture),
                Mark::CaptureTarget
            ),
            ["a5"]
        );
        let choice = example(rule_examples(), RuleTopic::Choice)
            .snapshot
            .choice
            .unwrap();
        let ops: Vec<Op> = choice.options.iter().map(|o| o.op).collect();
        assert_eq!(ops, [Op::Sub, Op::Rem]);
        assert_eq!(choice.to.to_string(), "a5");
    }

    #[test]
    fn the_zero_example_marks_the_blue_zero() {
        assert_eq!(
            marked(
                &example(rule_examples(), RuleTopic::ZeroInDanger),
                Mark::ZeroInDanger
            ),
            ["e2"]
        );
    }

    #[test]
    fn every_flag_example_draws_what_it_shows() {
        check_draws_what_it_shows(&flag_rule_examples());
    }

    #[test]
    fn the_flag_examples_show_their_rules() {
        let jump = marked(
            &example(flag_rule_examples(), FlagRuleTopic::Jump),
            Mark::StepTarget,
        );
        for stop in ["e7", "g9", "c9", "g5"] {
            assert!(jump.contains(&stop.to_owned()), "{jump:?}");
        }
        assert_eq!(
            marked(
                &example(flag_rule_examples(), FlagRuleTopic::Capture),
                Mark::CaptureTarget
            ),
            ["e5"]
        );
        let captured = example(flag_rule_examples(), FlagRuleTopic::Captured)
            .snapshot
            .last_captures;
        let rules: Vec<(String, String)> = captured
            .iter()
            .map(|c| (c.square.to_string(), c.rules[0].rule.to_string()))
            .collect();
        assert_eq!(
            rules,
            [
                ("d5".to_owned(), "D".to_owned()),
                ("f5".to_owned(), "D".to_owned())
            ]
        );
        let drawn = &example(flag_rule_examples(), FlagRuleTopic::Captured).snapshot;
        assert_eq!(
            drawn.bottom,
            Side::Blue,
            "from Blue's side, Red to move or not"
        );
        let owed = example(flag_rule_examples(), FlagRuleTopic::GuardReturn)
            .snapshot
            .extra;
        assert_eq!(
            owed.pending_return.map(|r| r.home.to_string()),
            Some("f4".into())
        );
        let siege = example(flag_rule_examples(), FlagRuleTopic::Siege);
        assert_eq!(siege.snapshot.extra.siege.len(), 3);
        assert_eq!(marked(&siege, Mark::CaptureTarget), ["f4"]);
        let mut captors = marked(&siege, Mark::SiegeCaptor);
        captors.sort();
        assert_eq!(captors, ["e4", "f5", "g4"], "the captors to take, marked");
        let entry = marked(
            &example(flag_rule_examples(), FlagRuleTopic::FlagEntry),
            Mark::StepTarget,
        );
        assert!(entry.contains(&"f10".to_owned()), "{entry:?}");
    }
}
