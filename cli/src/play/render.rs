//! Drawing a snapshot as text, with or without ANSI colours.

use std::fmt::Write;

use mathchess::{
    notation::MoveText,
    session::{Cell, Hint, Mark, PlayerView, Snapshot},
    Piece, PlayedMove, Rules, Side,
};

use super::transcript;

const RESET: &str = "\x1b[0m";
/// The backgrounds of the marks, and the colour of a step target and of an
/// empty square, in both games.
pub const SELECTED: &str = "\x1b[43m";
pub const CAPTURE_TARGET: &str = "\x1b[47m";
pub const LAST_MOVE: &str = "\x1b[100m";
pub const STEP_TARGET: &str = "\x1b[1;32m";
pub const DIM: &str = "\x1b[2m";

/// Draws snapshots as text; `color` adds ANSI colours to the same text.
#[derive(Copy, Clone, Debug)]
pub struct Painter {
    pub color: bool,
}

impl Painter {
    /// The board with coordinates around it, then the status lines.
    pub fn screen(self, s: &Snapshot, rules: &Rules) -> String {
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
        out.push_str(&status(s, rules));
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
            SELECTED
        } else if marks.contains(Mark::CaptureTarget) {
            CAPTURE_TARGET
        } else if marks.contains(Mark::ZeroInDanger) {
            "\x1b[103m"
        } else if marks.contains(Mark::LastFrom) || marks.contains(Mark::LastTo) {
            LAST_MOVE
        } else {
            ""
        };
        let foreground = match cell.piece {
            Some(piece) => side_color(piece.side()),
            None if marks.contains(Mark::StepTarget) => STEP_TARGET,
            None => DIM,
        };
        paint([left, right], &body, background, foreground)
    }
}

/// A cell's text with colours: its marks on `background`, its body in
/// `foreground`.
pub fn paint(marks: [char; 2], body: &str, background: &str, foreground: &str) -> String {
    let [left, right] = marks;
    if background.is_empty() {
        format!("{left}{foreground}{body}{RESET}{right}")
    } else {
        format!("{background}{left}{foreground}{body}{RESET}{background}{right}{RESET}")
    }
}

/// The file letters in display order, one over each cell's piece letter.
fn files(s: &Snapshot) -> String {
    let mut line = String::from("   ");
    for file in &s.file_labels {
        let _ = write!(line, " {file}  ");
    }
    line.truncate(line.trim_end().len());
    line + "\n"
}

pub fn side_color(side: Side) -> &'static str {
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

/// Scores (and the points target), whose turn or how the game ended, a 0
/// under attack, and what the player may answer.
pub fn status(s: &Snapshot, rules: &Rules) -> String {
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
    let target = rules
        .points_target
        .map_or_else(String::new, |t| format!("; {} points win", t.points()));
    let _ = writeln!(
        out,
        "Score: Blue {} (took {}), Red {} (took {}){target}",
        blue.score,
        taken(blue),
        red.score,
        taken(red)
    );
    if let Some(ply) = s.browsing {
        let moves = s.history.len();
        let shown = match ply.checked_sub(1) {
            // The side to move now did not play the move just before.
            Some(last) => format!(
                "the position after move {ply} of {moves} ({} {})",
                !s.turn, s.history[last]
            ),
            None => format!("the start, before move 1 of {moves}"),
        };
        let _ = writeln!(out, "Reviewing {shown}: back, forward, review N, live.");
    }
    match s.outcome {
        Some(outcome) => {
            let _ = writeln!(out, "Game over: {outcome}.");
        }
        None if s.thinking => {
            let _ = writeln!(out, "{} to move: the computer is thinking.", s.turn);
        }
        None => {
            let _ = writeln!(out, "{} to move.", s.turn);
        }
    }
    if s.outcome.is_none() {
        for (square, zero) in s.cells.iter().filter_map(|c| {
            c.piece
                .filter(|_| c.marks.contains(Mark::ZeroInDanger))
                .map(|p| (c.square, p.side()))
        }) {
            let _ = if zero == s.turn {
                writeln!(
                    out,
                    "{zero}'s 0 on {square} is under attack: protect it, or {} takes it and wins.",
                    !zero
                )
            } else {
                writeln!(
                    out,
                    "{zero}'s 0 on {square} is under attack: {} wins by taking it.",
                    s.turn
                )
            };
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
                option.formula.worked(),
                option.support
            );
        }
        let _ = writeln!(out, "Type its number, or cancel.");
    }
    out
}

/// `text` with its first letter in upper case, as a sentence starts.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The hint: the move to play and the line expected after it.
pub fn hint(hint: &Hint) -> String {
    hint_text(&hint.best, &hint.line)
}

/// A hint of either game: `best` and the `line` expected after it.
pub fn hint_text<M: std::fmt::Display>(best: &M, line: &[M]) -> String {
    let line: Vec<String> = line.iter().map(ToString::to_string).collect();
    format!("Hint: {best} (expected line: {})\n", line.join(" "))
}

/// The last move played, for after each move (the board turns, so the
/// text says what happened): `Blue played c1-c4`, or for a capture the
/// distance worked out and the piece taken: `Red played b11xb3 = 8 + 9 =
/// 17 → 7 (7 squares beyond the support on b10), taking B3`.
pub fn last_move(s: &Snapshot, first: Side, played: Option<&PlayedMove>) -> String {
    let Some(ply) = s.history.len().checked_sub(1) else {
        return "No moves yet.".to_owned();
    };
    let text = s.history[ply];
    let (Some(played), Some(formula)) = (played, text.formula) else {
        return format!("{} played {text:#}", transcript::mover(first, ply));
    };
    let squares = MoveText {
        formula: None,
        ..text
    };
    let mut line = format!(
        "{} played {squares} = {}",
        transcript::mover(first, ply),
        formula.worked()
    );
    if let (Some(k), Some(support)) = (formula.distance(), played.m.support()) {
        let squares = if k == 1 { "square" } else { "squares" };
        let _ = write!(line, " ({k} {squares} beyond the support on {support})");
    }
    if let Some(taken) = played.captured {
        let _ = write!(line, ", taking {taken}");
    }
    line
}

/// What a game is: `12 moves, chessplayx rules, Blue to move`, or
/// `31 moves, classic rules, Red wins (points target reached)`.
pub fn summary(s: &Snapshot, rules: &Rules) -> String {
    let moves = transcript::move_count(s.history.len());
    let state = match s.outcome {
        Some(outcome) => outcome.to_string(),
        None => format!("{} to move", s.turn),
    };
    format!("{moves}, {}, {state}", rules_text(rules))
}

/// `chessplayx rules`, or `chessplayx rules with zero_support=no, first=red`.
pub fn rules_text(rules: &Rules) -> String {
    let (preset, changes) = rules.nearest_preset();
    if changes.is_empty() {
        return format!("{preset} rules");
    }
    let changes: Vec<String> = changes.iter().map(ToString::to_string).collect();
    format!("{preset} rules with {}", changes.join(", "))
}

#[cfg(test)]
mod tests {
    use mathchess::session::{Mode, Orientation, Session};

    use mathchess::Preset;

    use super::*;

    fn session() -> Session {
        let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
        session.tap("c1".parse().unwrap()).unwrap();
        session
    }

    #[test]
    fn plain_board() {
        let screen = Painter { color: false }.screen(&session().snapshot(), &Rules::default());
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
        let screen = Painter { color: false }.screen(&session.snapshot(), &Rules::default());
        assert!(screen.starts_with("    i   h   g   f   e   d   c   b   a\n 1  B9"));
        assert!(screen.contains(" o "), "last move from: {screen}");
        assert!(screen.contains("(B3)"), "last move to: {screen}");
        session.set_orientation(Orientation::FaceToFace { bottom: Side::Blue });
        let screen = Painter { color: false }.screen(&session.snapshot(), &Rules::default());
        assert!(screen.contains("11  r9  r8"), "{screen}");
    }

    #[test]
    fn colors() {
        let screen = Painter { color: true }.screen(&session().snapshot(), &Rules::default());
        assert!(screen.contains("\x1b[43m[\x1b[1;94mB3\x1b[0m\x1b[43m]\x1b[0m"));
        assert!(screen.contains("\x1b[1;91mR9"));
    }

    #[test]
    fn a_capture_says_its_distance_and_a_0_under_attack_is_said() {
        // docs/rules.md §6: Blue 7 on a1, 4 on a2, Red 9 on a5; Red's 0 on i11.
        let start = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b".parse().unwrap();
        let game = mathchess::Game::from_position(Rules::default(), start);
        let mut session = Session::from_game(game, Mode::TwoPlayers);
        session.play_text(&"a1xa5=7-4".parse().unwrap()).unwrap();
        let game = session.game();
        assert_eq!(
            last_move(&session.snapshot(), Side::Blue, game.history().last()),
            "Blue played a1xa5 = 7 − 4 = 3 (3 squares beyond the support on a2), taking R9"
        );
        // Red's 0 stands alone: nothing attacks it. Blue's 0 on i1 neither.
        assert!(!status(&session.snapshot(), game.rules()).contains("under attack"));

        // Blue 2 on i8 with 3 on i9 reaches i11 by 2 % 3 = 2.
        let start = "R17R0/9/8B3/8B2/9/9/9/9/9/9/B08 r".parse().unwrap();
        let game = mathchess::Game::from_position(Preset::Classic.rules(), start);
        let session = Session::from_game(game, Mode::TwoPlayers);
        let text = status(&session.snapshot(), session.game().rules());
        assert!(
            text.contains("Red's 0 on i11 is under attack: protect it, or Blue takes it and wins."),
            "{text}"
        );
        assert!(
            text.starts_with("Score: Blue 0 (took -), Red 0 (took -); 20 points win\n"),
            "{text}"
        );
    }

    #[test]
    fn rules_are_named_by_the_nearest_preset() {
        assert_eq!(rules_text(&Preset::Classic.rules()), "classic rules");
        let rules = ["first=red", "zero_support=no"]
            .iter()
            .fold(Preset::Wikipedia.rules(), |r, o| r.with(o.parse().unwrap()));
        assert_eq!(
            rules_text(&rules),
            "wikipedia rules with zero_support=no, first=red"
        );
    }

    #[test]
    fn the_last_move_is_said() {
        let mut session = session();
        session.tap("c4".parse().unwrap()).unwrap();
        assert_eq!(
            last_move(&session.snapshot(), Side::Blue, None),
            "Blue played c1-c4"
        );
        session.tap("a11".parse().unwrap()).unwrap();
        session.tap("a10".parse().unwrap()).unwrap();
        assert_eq!(
            last_move(&session.snapshot(), Side::Blue, None),
            "Red played a11-a10"
        );
    }
}
