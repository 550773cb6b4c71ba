//! The repository's copies of the two games' rules stay the shared texts,
//! word for word but for the sentence saying where the source documents are.

use std::{
    io::Write,
    path::{Path, PathBuf},
};

#[derive(Debug, PartialEq, Eq)]
enum Compared {
    Same,
    /// There is no shared text to compare with.
    Skipped,
}

/// The shared text's one sentence that the copy words otherwise: the source
/// documents sit beside the shared text, not beside the copy.
const SHARED_SEEDS: &str =
    "Source documents are in `seeds/` beside this file (a ChessPlayX rules guide in\n";
const COPY_SEEDS: &str = "Source documents are kept outside this repository, in `seeds/` beside the
project's shared copy of this text (`../shared/seeds/` from a checkout: a ChessPlayX rules guide in\n";

/// Compares the copy with the shared text, if that exists.
fn compare(copy: &Path, shared: &Path) -> Result<Compared, String> {
    let copy_text =
        std::fs::read_to_string(copy).map_err(|e| format!("{}: {e}", copy.display()))?;
    let Ok(shared_text) = std::fs::read_to_string(shared) else {
        return Ok(Compared::Skipped);
    };
    let shared_text = shared_text.replacen(SHARED_SEEDS, COPY_SEEDS, 1);
    if copy_text == shared_text {
        return Ok(Compared::Same);
    }
    let first = copy_text
        .lines()
        .zip(shared_text.lines())
        .position(|(a, b)| a != b)
        .map_or_else(|| "at the end".to_owned(), |i| format!("on line {}", i + 1));
    Err(format!(
        "{} differs from {} (first {first}): copy it again",
        copy.display(),
        shared.display()
    ))
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Checks that `docs/COPY` is the shared text `SHARED`, where that exists.
fn assert_copy(copy: &str, shared: &str) {
    // The shared text sits beside a checkout on the project's machines only.
    let shared = root().join("../shared").join(shared);
    match compare(&root().join("docs").join(copy), &shared) {
        Ok(Compared::Same) => {}
        Ok(Compared::Skipped) => {
            // Written to the stderr handle, not with eprintln!, so that the
            // test harness shows it although the test passes.
            let _ = writeln!(
                std::io::stderr(),
                "docs test skipped: no {} to compare docs/{copy} with",
                shared.display()
            );
        }
        Err(difference) => panic!("{difference}"),
    }
}

#[test]
fn the_rules_copy_is_the_shared_rules_text() {
    assert_copy("rules.md", "RULES.md");
}

#[test]
fn the_capture_the_flag_rules_copy_is_the_shared_text() {
    assert_copy("flag-rules.md", "FLAG-RULES.md");
}

#[test]
fn the_comparison_skips_a_missing_text_and_finds_a_difference() {
    let copy = root().join("docs/rules.md");
    assert_eq!(
        compare(&copy, &root().join("no/such/RULES.md")),
        Ok(Compared::Skipped)
    );
    assert_eq!(compare(&copy, &copy), Ok(Compared::Same));
    let other = compare(&copy, &root().join("README.md")).unwrap_err();
    assert!(other.contains("first on line 1"), "{other}");
}
