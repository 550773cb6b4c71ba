//! The rules screen's pictures (`mathchess::session::rule_examples`), for
//! both shells: each a snapshot to draw with the marks it is about.

use mathchess::session::{self, FlagRuleTopic, Mark, RuleTopic};

use crate::{error::guard, FfiError, Snapshot};

#[uniffi::remote(Enum)]
pub enum RuleTopic {
    Step,
    Capture,
    Choice,
    ZeroInDanger,
}

#[uniffi::remote(Enum)]
pub enum FlagRuleTopic {
    Step,
    Jump,
    Capture,
    Captured,
    GuardReturn,
    Siege,
    FlagEntry,
}

#[uniffi::remote(Enum)]
pub enum Mark {
    Selected,
    StepTarget,
    CaptureTarget,
    LastFrom,
    LastTo,
    ZeroInDanger,
    SiegeCaptor,
}

/// One picture of the rules screen.
#[derive(Clone, Debug, uniffi::Record)]
pub struct RuleExample {
    pub topic: RuleTopic,
    /// Drawn like the game's board; `choice` holds the formulas of a choice example.
    pub snapshot: Snapshot,
    /// The marks the picture shows (the text beside it explains them).
    pub shows: Vec<Mark>,
}

/// The rules screen's pictures, in the order the rules explain them: real
/// positions played in a real session. Build them once.
///
/// # Errors
/// [`FfiError::Internal`] if a bug in the core panicked.
#[uniffi::export]
pub fn rule_examples() -> Result<Vec<RuleExample>, FfiError> {
    guard(|| {
        Ok(session::rule_examples()
            .into_iter()
            .map(|example| RuleExample {
                topic: example.topic,
                snapshot: example.snapshot.into(),
                shows: example.shows,
            })
            .collect())
    })
}

/// One picture of Capture the Flag's rules screen.
#[derive(Clone, Debug, uniffi::Record)]
pub struct FlagRuleExample {
    pub topic: FlagRuleTopic,
    /// Drawn like the game's board: `lastCaptures` and `duties` carry what
    /// the captured, guard-return and siege pictures are about.
    pub snapshot: Snapshot,
    /// The marks the picture shows (the text beside it explains them).
    pub shows: Vec<Mark>,
}

/// Capture the Flag's rules screen's pictures, from the worked examples of
/// its rules, in their order. Build them once.
///
/// # Errors
/// [`FfiError::Internal`] if a bug in the core panicked.
#[uniffi::export]
pub fn flag_rule_examples() -> Result<Vec<FlagRuleExample>, FfiError> {
    guard(|| {
        Ok(session::flag_rule_examples()
            .into_iter()
            .map(|example| FlagRuleExample {
                topic: example.topic,
                snapshot: example.snapshot.into(),
                shows: example.shows,
            })
            .collect())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_topic_comes_across_with_its_snapshot() {
        let examples = rule_examples().unwrap();
        let topics: Vec<RuleTopic> = examples.iter().map(|e| e.topic).collect();
        assert_eq!(
            topics,
            [
                RuleTopic::Step,
                RuleTopic::Capture,
                RuleTopic::Choice,
                RuleTopic::ZeroInDanger
            ]
        );
        assert_eq!(
            examples[2]
                .snapshot
                .choice
                .as_ref()
                .map(|c| c.options.len()),
            Some(2)
        );
        assert!(examples[3]
            .snapshot
            .cells
            .iter()
            .any(|c| c.marks.zero_in_danger));
    }

    #[test]
    fn the_flag_pictures_come_across_with_what_they_show() {
        let examples = flag_rule_examples().unwrap();
        assert_eq!(examples.len(), 7);
        let captured = &examples[3];
        assert_eq!(captured.topic, FlagRuleTopic::Captured);
        assert_eq!(captured.snapshot.last_captures.len(), 2);
        assert!(
            captured
                .snapshot
                .cells
                .iter()
                .filter(|c| c.marks.captured)
                .count()
                == 2
        );
        let siege = examples
            .iter()
            .find(|e| e.topic == FlagRuleTopic::Siege)
            .unwrap();
        let duties = &siege.snapshot.duties;
        assert!(
            matches!(&duties[..], [crate::FlagDuty::LiftSiege { captors }] if captors.len() == 3),
            "{duties:?}"
        );
    }
}
