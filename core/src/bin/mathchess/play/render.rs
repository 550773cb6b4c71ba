//! Drawing a snapshot as text, with or without ANSI colours.

use std::fmt::Write;

use mathchess::{
    session::{Cell, Hint, Mark, PlayerView, Snapshot},
    EndReason, Piece, Side,
};

const RESET: &str = "\x1b[0m";

/// Draws snapshots as text; `color` adds ANSI colours to the same text.
#[derive(Copy, Clone, Debug)]
pub struct Painter {
    pub color: bool,
}

impl Painter {
    /// The board with coordinates around it, then the status lines.
    pub fn screen(self, s: &Snapshot) -> String {
        let mut out = String::new();
        let files = files(s);
        out.push_str(&files);
        for (row, rank) in s
            .cells
            .chunks(s.file_labels.len())
            .zip(s.rank_labels.iter())
        {
            let _ = write!(out, "{rank:>2} ");
            for cell in row {
                out.push_str(&self.cell(cell));
            }
            let _ = writeln!(out, " {rank}");
        }
        out.push_str(&files);
        out.push_str(&status(s));
        out
    }

    /// Four characters: a mark on each side of two for the piece.
    fn cell(self, cell: &Cell) -> String {
        let marks = cell.marks;
        let (left, right) = if marks.contains(Mark::Selected) {
            ('[', ']')
        } else if marks.contains(Mark::CaptureTarget) {
            ('>', '<')
        } else if marks.contains(Mark::ZeroInDanger) {
            ('!', '!')
        } else if marks.contains(Mark::LastTo) && cell.piece.is_some() {
            ('(', ')')
        } else {
            (' ', ' ')
        };
        let body = match cell.piece {
            Some(piece) => piece_text(piece, cell.upside_down),
            None if marks.contains(Mark::StepTarget) => " *".to_owned(),
            None if marks.contains(Mark::LastFrom) => " o".to_owned(),
            None => " .".to_owned(),
        };
        if !self.color {
            return format!("{left}{body}{right}");
        }
        let background = if marks.contains(Mark::Selected) {
            "\x1b[43m"
        } else if marks.contains(Mark::CaptureTarget) {
            "\x1b[47m"
        } else if marks.contains(Mark::ZeroInDanger) {
            "\x1b[103m"
        } else if marks.contains(Mark::LastFrom) || marks.contains(Mark::LastTo) {
            "\x1b[100m"
        } else {
            ""
        };
        let foreground = match cell.piece {
            Some(piece) => side_color(piece.side()),
            None if marks.contains(Mark::StepTarget) => "\x1b[1;32m",
            None => "\x1b[2m",
        };
        if background.is_empty() {
            format!("{left}{foreground}{body}{RESET}{right}")
        } else {
            format!("{background}{left}{foreground}{body}{RESET}{background}{right}{RESET}")
        }
    }
}

/// The file letters in display order, one over each cell's piece letter.
fn files(s: &Snapshot) -> String {
    let mut line = String::from("   ");
    for file in s.file_labels {
        let _ = write!(line, " {file}  ");
    }
    line.truncate(line.trim_end().len());
    line + "\n"
}

fn side_color(side: Side) -> &'static str {
    match side {
        Side::Blue => "\x1b[1;94m",
        Side::Red => "\x1b[1;91m",
    }
}

/// `B7`; lower case (`r7`) for a piece drawn upside down.
fn piece_text(piece: Piece, upside_down: bool) -> String {
    let text = piece.to_string();
    if upside_down {
        text.to_ascii_lowercase()
    } else {
        text
    }
}

/// Scores, whose turn or how the game ended, and what the player may answer.
pub fn status(s: &Snapshot) -> String {
    let mut out = String::new();
    let taken = |player: &PlayerView| {
        if player.captured.is_empty() {
            "-".to_owned()
        } else {
            let pieces: Vec<String> = player.captured.iter().map(ToString::to_string).collect();
            pieces.join(" ")
        }
    };
    let (blue, red) = (&s.players.blue, &s.players.red);
    let _ = writeln!(
        out,
        "Score: Blue {} (took {}), Red {} (took {})",
        blue.score,
        taken(blue),
        red.score,
        taken(red)
    );
    if let Some(ply) = s.review {
        let _ = writeln!(
            out,
            "Reviewing the position after {ply} of {} moves: back, forward, review N, live.",
            s.history.len()
        );
    }
    match s.outcome {
        Some(outcome) => {
            let result = match outcome.winner {
                Some(side) => format!("{side} wins"),
                None => "draw".to_owned(),
            };
            let _ = writeln!(
                out,
                "Game over: {result} ({}).",
                reason_text(outcome.reason)
            );
        }
        None if s.thinking => {
            let _ = writeln!(out, "{} to move: the computer is thinking.", s.turn);
        }
        None => {
            let _ = writeln!(out, "{} to move.", s.turn);
        }
    }
    if let Some(reason) = s.rejection {
        let _ = writeln!(out, "{}.", capitalized(&reason.to_string()));
    }
    let answering = [&s.players.blue, &s.players.red]
        .into_iter()
        .find(|p| p.may_answer_draw);
    match (s.draw_offer, answering) {
        (Some(side), Some(answering)) => {
            let _ = writeln!(
                out,
                "{side} offers a draw: {} may type draw accept or draw decline.",
                answering.side
            );
        }
        (Some(side), None) => {
            let _ = writeln!(out, "{side} offers a draw.");
        }
        (None, _) => {}
    }
    if let Some(choice) = &s.choice {
        let _ = writeln!(
            out,
            "Which formula do you claim for {}x{}?",
            choice.from, choice.to
        );
        for (i, option) in choice.options.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {}) {}   (support on {})",
                i + 1,
                option.text,
                option.support
            );
        }
        let _ = writeln!(out, "Type its number, or cancel.");
    }
    out
}

/// `text` with its first letter in upper case, as a sentence starts.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn reason_text(reason: EndReason) -> &'static str {
    match reason {
        EndReason::ZeroCaptured => "a 0 was captured",
        EndReason::NoLegalMove => "no legal move",
        EndReason::PointsTarget => "points target reached",
        EndReason::Repetition => "threefold repetition",
        EndReason::Resignation => "resignation",
        EndReason::AgreedDraw => "agreed",
    }
}

/// The hint: the move to play and the line expected after it.
pub fn hint(hint: &Hint) -> String {
    let line: Vec<String> = hint.line.iter().map(ToString::to_string).collect();
    format!("Hint: {} (expected line: {})\n", hint.best, line.join(" "))
}

/// The moves played, one per line, numbered, with the side that played each.
pub fn history(s: &Snapshot, first: Side) -> String {
    if s.history.is_empty() {
        return "No moves yet.\n".to_owned();
    }
    let mut out = String::new();
    let mut side = first;
    for (i, text) in s.history.iter().enumerate() {
        let _ = writeln!(out, "{:>3}. {side:<4} {text}", i + 1);
        side = !side;
    }
    out
}

#[cfg(test)]
mod tests {
    use mathchess::{
        session::{Mode, Orientation, Session},
        Rules,
    };

    use super::*;

    fn session() -> Session {
        let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
        session.tap("c1".parse().unwrap()).unwrap();
        session
    }

    #[test]
    fn plain_board() {
        let screen = Painter { color: false }.screen(&session().snapshot());
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines[0], "    a   b   c   d   e   f   g   h   i");
        assert_eq!(lines[1], "11  R9  R8  R7  R6  R5  R4  R3  R2  R1  11");
        assert_eq!(lines[2], "10   .   .   .   .  R0   .   .   .   .  10");
        assert_eq!(lines[9], " 3   *   .   *   .   *   .   .   .   .  3");
        assert_eq!(lines[11], " 1  B1  B2 [B3] B4  B5  B6  B7  B8  B9  1");
        assert_eq!(lines[12], lines[0]);
        assert_eq!(lines[13], "Score: Blue 0 (took -), Red 0 (took -)");
        assert_eq!(lines[14], "Blue to move.");
        assert!(!screen.contains('\x1b'));
    }

    #[test]
    fn turned_and_face_to_face() {
        let mut session = session();
        session.tap("c4".parse().unwrap()).unwrap();
        let screen = Painter { color: false }.screen(&session.snapshot());
        assert!(screen.starts_with("    i   h   g   f   e   d   c   b   a\n 1  B9"));
        assert!(screen.contains(" o "), "last move from: {screen}");
        assert!(screen.contains("(B3)"), "last move to: {screen}");
        session.set_orientation(Orientation::FaceToFace { bottom: Side::Blue });
        let screen = Painter { color: false }.screen(&session.snapshot());
        assert!(screen.contains("11  r9  r8"), "{screen}");
    }

    #[test]
    fn colors() {
        let screen = Painter { color: true }.screen(&session().snapshot());
        assert!(screen.contains("\x1b[43m[\x1b[1;94mB3\x1b[0m\x1b[43m]\x1b[0m"));
        assert!(screen.contains("\x1b[1;91mR9"));
    }

    #[test]
    fn history_lines() {
        let mut session = session();
        session.tap("c4".parse().unwrap()).unwrap();
        let text = history(&session.snapshot(), Side::Blue);
        assert_eq!(text, "  1. Blue c1-c4\n");
    }
}
