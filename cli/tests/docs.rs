//! The README and the pages of docs/ as a newcomer follows them: every link
//! leads to a file, every command they name exists, and the command-line
//! examples print what the pages show.

mod common;

use std::{
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    process::Command,
};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The README and every page of docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    for entry in std::fs::read_dir(root().join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            pages.push(path);
        }
    }
    pages
}

/// The targets of a page's links and images: `](target)` and `src="target"`.
fn links(text: &str) -> Vec<&str> {
    let markdown = text.split("](").skip(1).filter_map(|t| t.split(')').next());
    let html = text
        .split("src=\"")
        .skip(1)
        .filter_map(|t| t.split('"').next());
    markdown.chain(html).collect()
}

#[test]
fn every_link_leads_to_a_file() {
    let mut count = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for link in links(&text) {
            let file = link.split('#').next().unwrap();
            if file.is_empty() || file.contains("://") {
                continue;
            }
            count += 1;
            let target = page.parent().unwrap().join(file);
            assert!(target.exists(), "{}: {link} leads nowhere", page.display());
        }
    }
    assert!(count >= 10, "only {count} links");
}

#[test]
fn the_readme_links_every_page_and_names_what_a_newcomer_runs() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    for page in pages().iter().skip(1) {
        let name = page.file_name().unwrap().to_str().unwrap();
        assert!(
            readme.contains(&format!("](docs/{name})")),
            "the README does not link docs/{name}"
        );
    }
    // The offline step comes first in the quick start, the test command is there.
    let quick = &readme[readme.find("## Quick start").unwrap()..];
    let quick = &quick[..quick[3..].find("\n## ").unwrap()];
    let vendored = quick.find("scripts/use-vendored-crates.sh").unwrap();
    assert!(vendored < quick.find("cargo run").unwrap(), "{quick}");
    for script in ["scripts/use-vendored-crates.sh", "scripts/test.sh"] {
        assert!(readme.contains(&format!("`{script}`")), "{script}");
        let permissions = std::fs::metadata(root().join(script))
            .unwrap()
            .permissions();
        assert!(
            permissions.mode() & 0o111 != 0,
            "{script} is not executable"
        );
    }
    // The rules are linked, the performance figures are on their own page.
    assert!(readme.contains("](docs/rules.md)"));
    assert!(
        !readme.contains("leaves/s"),
        "the performance table moved to docs/performance.md"
    );
}

/// "How to play" covers both games: Capture the Flag's win by the 1 too.
#[test]
fn the_readme_says_how_to_play_both_games() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let how = &readme[readme.find("## How to play").unwrap()..];
    let how = &how[..3 + how[3..].find("\n## ").unwrap()];
    for words in [
        "Math Chess:",
        "](docs/rules.md)",
        "Capture the Flag:",
        "your 1 reaches attack point A or B",
        "`play --game flag`",
        "](docs/flag-rules.md)",
    ] {
        assert!(how.contains(words), "{words} in {how}");
    }
}

/// The words of a shell command line with double quotes (no escapes).
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    for (i, part) in line.split('"').enumerate() {
        if i % 2 == 1 {
            words.push(part.to_owned());
        } else {
            words.extend(part.split_whitespace().map(str::to_owned));
        }
    }
    words
}

#[test]
fn the_command_line_examples_print_what_the_page_shows() {
    let page = std::fs::read_to_string(root().join("docs/cli.md")).unwrap();
    let lines: Vec<&str> = page.lines().collect();
    let mut examples = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(command) = line.strip_prefix("    $ mathchess ") else {
            continue;
        };
        let expected: Vec<&str> = lines[i + 1..]
            .iter()
            .take_while(|l| l.starts_with("    ") && !l.starts_with("    $ "))
            .map(|l| &l[4..])
            .collect();
        let (command, grep) = match command.split_once(" | grep ") {
            Some((command, word)) => (command, Some(word)),
            None => (command, None),
        };
        let output = Command::new(env!("CARGO_BIN_EXE_mathchess"))
            .args(shell_words(command))
            .output()
            .unwrap();
        let printed = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        let printed: Vec<&str> = printed
            .lines()
            .filter(|l| grep.map_or(true, |word| l.contains(word)))
            .collect();
        assert_eq!(printed, expected, "$ mathchess {command}");
        examples += 1;
    }
    assert!(examples >= 3, "{examples} examples");
}

/// docs/records.md's examples of a bad record: each `FIELD` → `MESSAGE`
/// line is run, its field changed in a record `play` saved, and the
/// message is the program's, from `review` and from `load` in `play`.
#[test]
fn the_records_page_quotes_the_program_s_errors() {
    let page = std::fs::read_to_string(root().join("docs/records.md")).unwrap();
    let folder = tempfile::tempdir().unwrap();
    let base = folder.path().join("base.json");
    // An empty game, saved with `save FILE` as the page says.
    let script = format!("save {}\n", base.display());
    let saved = common::run_script("play", &[], &script);
    assert!(saved.status.success(), "{saved:?}");
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&base).unwrap()).unwrap();
    let mut examples = 0;
    for line in page.lines() {
        // - `FIELD` (a note) → `MESSAGE`
        let Some((field, message)) = line
            .strip_prefix("- `")
            .and_then(|l| l.split_once('`'))
            .and_then(|(field, rest)| Some((field, rest.split_once(" → `")?.1)))
        else {
            continue;
        };
        let message = message.split('`').next().unwrap();
        let field: serde_json::Value = serde_json::from_str(&format!("{{{field}}}")).unwrap();
        let (key, value) = field.as_object().unwrap().iter().next().unwrap();
        let mut bad = record.clone();
        let place = if bad.get(key).is_some() {
            &mut bad
        } else {
            &mut bad["rules"]
        };
        assert!(place.get(key).is_some(), "{key} is not a field of a record");
        place[key] = value.clone();
        let file = folder.path().join(format!("bad-{examples}.json"));
        std::fs::write(&file, bad.to_string()).unwrap();
        let reviewed = common::run_script("review", &[file.to_str().unwrap()], "");
        assert_eq!(
            String::from_utf8_lossy(&reviewed.stderr),
            format!("mathchess: {}: {message}\n", file.display())
        );
        let loaded = common::run_script("play", &[], &format!("load {}\n", file.display()));
        let refusal = format!("line 1: cannot load {}: {message}\n", file.display());
        assert!(
            String::from_utf8_lossy(&loaded.stderr).starts_with(&refusal),
            "{loaded:?}"
        );
        examples += 1;
    }
    assert_eq!(examples, 3, "the examples of a bad record");
}
