//! The command line's `--rules PRESET` and `--rule NAME=VALUE` values
//! (`docs/rules.md` §4): a preset and rule options, one a line, applied in turn.
//! Each value read prints back as one that reads the same, and the rules
//! they give are their nearest preset with the options that differ.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mathchess::games::math_chess::{Preset, RuleName, RuleOption};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.split('\n');
    let mut rules = match lines.next().unwrap_or_default().parse::<Preset>() {
        Ok(preset) => {
            assert_eq!(preset.to_string().parse(), Ok(preset));
            preset.rules()
        }
        Err(error) => {
            let _ = error.to_string();
            Preset::default().rules()
        }
    };
    for line in lines {
        match line.parse::<RuleOption>() {
            Ok(option) => {
                assert_eq!(option.to_string().parse(), Ok(option), "{line:?}");
                assert_eq!(option.name().to_string().parse(), Ok(option.name()));
                rules = rules.with(option);
                assert_eq!(rules.option(option.name()), option);
            }
            Err(error) => {
                let _ = error.to_string();
                if let Some((name, _)) = line.split_once('=') {
                    let _ = name.parse::<RuleName>();
                }
            }
        }
    }
    let (preset, changes) = rules.nearest_preset();
    let rebuilt = changes
        .iter()
        .fold(preset.rules(), |r, &option| r.with(option));
    assert_eq!(rebuilt, rules);
    assert_eq!(rules.preset().is_some(), changes.is_empty());
});
