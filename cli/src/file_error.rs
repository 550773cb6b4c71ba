//! File errors in a player's words: what is wrong with which path, without
//! the system's error number.

use std::{io, path::Path};

/// Why `path` could not be read or written: `there is no folder /no/dir`,
/// `there is no such file`, `permission denied`.
pub fn describe(error: &io::Error, path: &Path) -> String {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    match error.kind() {
        io::ErrorKind::NotFound => match folder {
            Some(folder) if !folder.is_dir() => {
                format!("there is no folder {}", folder.display())
            }
            _ => "there is no such file".to_owned(),
        },
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        io::ErrorKind::InvalidData => "it is not a text file".to_owned(),
        _ if path.is_dir() => "it is a folder, not a file".to_owned(),
        _ => {
            let text = error.to_string();
            // `Read-only file system (os error 30)`: the words only, as a
            // clause of the caller's sentence.
            let words = text.split(" (os error").next().unwrap_or(&text);
            let mut chars = words.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_lowercase().chain(chars).collect()
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_folder_is_named() {
        let missing = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(
            describe(&missing, Path::new("/no/such/dir/g.json")),
            "there is no folder /no/such/dir"
        );
        assert_eq!(
            describe(&missing, Path::new("/no-such-game.json")),
            "there is no such file"
        );
        assert_eq!(
            describe(&missing, Path::new("g.json")),
            "there is no such file"
        );
    }

    #[test]
    fn other_errors_without_the_error_number() {
        let read_only = io::Error::from_raw_os_error(30);
        let text = describe(&read_only, Path::new("/g.json"));
        assert!(!text.contains("os error"), "{text}");
        assert!(text.starts_with(char::is_lowercase), "{text}");
        let other = io::Error::other("odd");
        assert_eq!(
            describe(&other, Path::new("/")),
            "it is a folder, not a file"
        );
    }
}
