//! The repository's copies of the two games' rules stay the shared texts,
//! word for word but for the sentence saying where the source documents are.
//! The shared texts sit beside a checkout on the project's machines only:
//! there the copies are compared with them word for word; every checkout
//! also compares each copy's digest with the one recorded here, that of the
//! text last compared, so a copy changed in a clone without the shared texts
//! fails too.

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

/// The digests of the copies last compared with the shared texts.
const RULES_DIGEST: u64 = 0x308b_266f_58f3_a43d;
const FLAG_RULES_DIGEST: u64 = 0x26f6_a6b3_d718_366f;

/// FNV-1a of 64 bits: a digest that needs no crate and never changes.
fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Compares the copy with the shared text, if that exists, and its digest
/// with `recorded`.
fn check(copy: &Path, shared: &Path, recorded: u64) -> Result<Compared, String> {
    let compared = compare(copy, shared)?;
    let text = std::fs::read_to_string(copy).map_err(|e| format!("{}: {e}", copy.display()))?;
    let found = digest(&text);
    match compared {
        _ if found == recorded => Ok(compared),
        Compared::Same => Err(format!(
            "{} is the shared text, whose digest is now {found:#018x}: record it in core/tests/docs.rs",
            copy.display()
        )),
        Compared::Skipped => Err(format!(
            "{} is not the text last compared with the shared one (its digest is {found:#018x}, \
             not {recorded:#018x}): copy the shared text again",
            copy.display()
        )),
    }
}

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

/// Checks that `docs/COPY` is the shared text `SHARED`: word for word where
/// that exists, by the digest `recorded` everywhere.
fn assert_copy(copy: &str, shared: &str, recorded: u64) {
    let shared = root().join("../shared").join(shared);
    match check(&root().join("docs").join(copy), &shared, recorded) {
        Ok(Compared::Same) => {}
        Ok(Compared::Skipped) => {
            // Written to the stderr handle, not with eprintln!, so that the
            // test harness shows it although the test passes.
            let _ = writeln!(
                std::io::stderr(),
                "docs test: no {} here; docs/{copy} compared by its recorded digest only",
                shared.display()
            );
        }
        Err(difference) => panic!("{difference}"),
    }
}

#[test]
fn the_rules_copy_is_the_shared_rules_text() {
    assert_copy("rules.md", "RULES.md", RULES_DIGEST);
}

#[test]
fn the_capture_the_flag_rules_copy_is_the_shared_text() {
    assert_copy("flag-rules.md", "FLAG-RULES.md", FLAG_RULES_DIGEST);
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

#[test]
fn without_the_shared_text_a_changed_copy_is_found_by_its_digest() {
    let copy = root().join("docs/rules.md");
    let nowhere = root().join("no/such/RULES.md");
    assert_eq!(check(&copy, &nowhere, RULES_DIGEST), Ok(Compared::Skipped));
    let changed = check(&copy, &nowhere, RULES_DIGEST ^ 1).unwrap_err();
    assert!(changed.contains("not the text last compared"), "{changed}");
    // The shared text itself, changed since the digest was recorded.
    let stale = check(&copy, &copy, RULES_DIGEST ^ 1).unwrap_err();
    assert!(stale.contains("record it"), "{stale}");
    assert_eq!(digest(""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(digest("a"), 0xaf63_dc4c_8601_ec8c);
}
