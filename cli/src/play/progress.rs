//! `--progress FILE` of `learn` and `puzzle`: the learner's save (lessons
//! done, the puzzle rating and results), as the apps keep it, read at the
//! start when the file exists and written after each change.

use std::{
    fs,
    path::{Path, PathBuf},
};

use mathchess::learner::Learner;

use crate::{args::Usage, atomic_file, file_error};

/// The learner's save in a file, or nowhere.
#[derive(Debug)]
pub struct Progress {
    path: Option<PathBuf>,
    /// The learner's revision written last.
    saved: u64,
}

impl Progress {
    /// The learner saved in `path` when it exists, else a new one.
    ///
    /// # Errors
    /// [`Usage`] naming the file that cannot be read or is not a learner's save.
    pub fn open(path: Option<&Path>) -> Result<(Progress, Learner), Usage> {
        let learner = match path {
            Some(path) if path.exists() => {
                let text = fs::read_to_string(path).map_err(|e| {
                    Usage(format!(
                        "{}: {}",
                        path.display(),
                        file_error::describe(&e, path)
                    ))
                })?;
                Learner::load(&text).map_err(|e| Usage(format!("{}: {e}", path.display())))?
            }
            _ => Learner::new(),
        };
        let progress = Progress {
            path: path.map(Path::to_path_buf),
            saved: learner.revision(),
        };
        Ok((progress, learner))
    }

    /// `said`, followed by why the save could not be written when
    /// `learner` changed and writing failed.
    pub fn said_after_saving(&mut self, learner: &Learner, said: String) -> String {
        match self.save(learner) {
            Some(failed) if said.is_empty() => failed,
            Some(failed) => format!("{said}\n{failed}"),
            None => said,
        }
    }

    /// Writes the learner's save when it changed; says why it could not.
    fn save(&mut self, learner: &Learner) -> Option<String> {
        let path = self.path.as_deref()?;
        if learner.revision() == self.saved {
            return None;
        }
        match atomic_file::write(path, learner.save()) {
            Ok(()) => {
                self.saved = learner.revision();
                None
            }
            Err(e) => Some(format!(
                "Could not write {}: {}.",
                path.display(),
                file_error::describe(&e, path)
            )),
        }
    }
}
