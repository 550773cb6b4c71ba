//! Files written whole or not at all: every file the command writes goes
//! through [`write()`].
//!
//! `fs::write` empties the file before it writes, so a process killed while
//! saving, or a full disk, loses the last save. Here the new contents go to a
//! temporary file in the same folder, are synced to disk, and only then
//! replace the old file by a rename, which the file system does at once.

use std::{
    fs,
    io::{self, Write},
    path::Path,
};

/// Writes `contents` to the file at `path`, replacing it whole: after a
/// failure or a crash at any moment, the file holds either its old contents
/// or the new ones.
///
/// The old file's permissions are kept; a new file gets the usual ones (on
/// Unix, `0o666` less the umask, as `fs::write` gives). A symbolic link at
/// `path` is replaced by the file. A crash before the rename may leave the
/// temporary file (`.NAME.XXXXXX.tmp`) beside it.
///
/// # Errors
/// Any error creating, writing, syncing or renaming the temporary file (the
/// old file is then unchanged and the temporary file removed); `InvalidInput`
/// if `path` names no file.
pub fn write(path: impl AsRef<Path>, contents: impl AsRef<[u8]>) -> io::Result<()> {
    let path = path.as_ref();
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    // Dropped on any error below, the temporary file is removed.
    let mut temp = builder.tempfile_in(folder).map_err(|e| {
        // A folder such as /proc that exists but makes no file: not "no such file".
        if e.kind() == io::ErrorKind::NotFound && folder.is_dir() {
            io::Error::other(format!(
                "the folder {} takes no new files",
                folder.display()
            ))
        } else {
            e
        }
    })?;
    if let Ok(old) = fs::metadata(path) {
        temp.as_file().set_permissions(old.permissions())?;
    }
    temp.write_all(contents.as_ref())?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    sync_folder(folder);
    Ok(())
}

/// Makes the rename itself durable where the system allows it. The file is
/// already whole under either name, so a failure here loses nothing.
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = fs::File::open(folder) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_in(folder: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn writes_a_new_file_and_replaces_an_old_one() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("game.json");
        write(&path, "first").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "first");
        write(&path, "second, longer").unwrap();
        write(&path, "third").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "third");
        assert_eq!(
            names_in(folder.path()),
            ["game.json"],
            "no temporary file left"
        );
    }

    #[cfg(unix)]
    #[test]
    fn permissions_stay_and_new_files_follow_the_umask() {
        use std::os::unix::fs::PermissionsExt;
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("game.json");
        write(&path, "new").unwrap();
        let mode = |path: &Path| fs::metadata(path).unwrap().permissions().mode() & 0o777;
        let by_fs_write = folder.path().join("plain.json");
        fs::write(&by_fs_write, "new").unwrap();
        assert_eq!(mode(&path), mode(&by_fs_write));
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write(&path, "replaced").unwrap();
        assert_eq!(mode(&path), 0o640);
    }

    /// Failures that even root meets: no temporary file stays behind, and
    /// what was there is unchanged.
    #[test]
    fn a_failed_write_changes_nothing() {
        let folder = tempfile::tempdir().unwrap();
        // The parent is a file: no temporary file can be made beside it.
        let file = folder.path().join("old.json");
        fs::write(&file, "old").unwrap();
        assert!(write(file.join("game.json"), "new").is_err());
        assert_eq!(fs::read_to_string(&file).unwrap(), "old");
        // The path is a folder with a file in it: the rename fails.
        let taken = folder.path().join("taken");
        fs::create_dir(&taken).unwrap();
        fs::write(taken.join("inside"), "kept").unwrap();
        assert!(write(&taken, "new").is_err());
        assert_eq!(fs::read_to_string(taken.join("inside")).unwrap(), "kept");
        assert_eq!(names_in(folder.path()), ["old.json", "taken"]);
        // A path that names no file.
        let error = write(folder.path().join(".."), "new").unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
    }
}
