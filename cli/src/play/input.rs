//! Where the terminal's lines come from. Against another device the
//! terminal waits for it and for the player at once: standard input is
//! read by a thread, and the wait ends when a line is typed.

use std::{
    io::{self, BufRead, Cursor, Read},
    sync::mpsc::{self, Receiver, TryRecvError},
    thread,
};

/// Lines to read, and whether one waits to be read.
pub trait Input: BufRead {
    /// Has the player typed a line (or ended the input) that is not read
    /// yet? `None` when it cannot be told: a script's lines, read one
    /// after the other as the terminal is ready for each.
    fn typed(&mut self) -> Option<bool> {
        None
    }
}

impl Input for &[u8] {}

impl Input for io::StdinLock<'_> {}

/// Standard input, read a line at a time by a thread of its own. An empty
/// line from the thread is the end of the input (Ctrl-D), after which a
/// terminal may be read again.
#[derive(Debug)]
pub struct TypedLines {
    lines: Receiver<Vec<u8>>,
    line: Cursor<Vec<u8>>,
    /// The end of the input came before the line being read.
    ended: bool,
}

impl TypedLines {
    pub fn stdin() -> TypedLines {
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            // A terminal reads on after Ctrl-D; twice in a row, or the
            // end of a file, stops the reader.
            let mut ends = 0;
            while ends < 2 {
                let mut line = Vec::new();
                match io::stdin().lock().read_until(b'\n', &mut line) {
                    Ok(0) => ends += 1,
                    Err(_) => break,
                    Ok(_) => ends = 0,
                }
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        TypedLines {
            lines,
            line: Cursor::new(Vec::new()),
            ended: false,
        }
    }

    fn line_left(&self) -> bool {
        (self.line.position() as usize) < self.line.get_ref().len()
    }
}

impl Read for TypedLines {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for TypedLines {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if !self.line_left() {
            // The end of the input (an empty line) once, or for good once
            // the reader has stopped.
            let next = if std::mem::take(&mut self.ended) {
                Vec::new()
            } else {
                self.lines.recv().unwrap_or_default()
            };
            self.line = Cursor::new(next);
        }
        let at = self.line.position() as usize;
        Ok(&self.line.get_ref()[at..])
    }

    fn consume(&mut self, amount: usize) {
        self.line.consume(amount);
    }
}

impl Input for TypedLines {
    fn typed(&mut self) -> Option<bool> {
        if self.line_left() || self.ended {
            return Some(true);
        }
        Some(match self.lines.try_recv() {
            Ok(line) if line.is_empty() => {
                self.ended = true;
                true
            }
            Ok(line) => {
                self.line = Cursor::new(line);
                true
            }
            Err(TryRecvError::Empty) => false,
            Err(TryRecvError::Disconnected) => true,
        })
    }
}
