//! Drawing a snapshot of either game as text, with or without ANSI
//! colours: the board from each square's kind and marks, and the lines
//! under it that both games share.

use std::{
    fmt::{Display, Write},
    io::{self, IsTerminal},
};

use mathchess::{
    session::{Cell, GameOf, Mark, Snapshot},
    BoardPiece, Side,
};

use super::table::TableGame;

const RESET: &str = "\x1b[0m";
const SELECTED: &str = "\x1b[43m";
const CAPTURE_TARGET: &str = "\x1b[47m";
const IN_DANGER: &str = "\x1b[103m";
const LAST_MOVE: &str = "\x1b[100m";
const STEP_TARGET: &str = "\x1b[1;32m";
const CAPTURING: &str = "\x1b[1;95m";
const FLAG: &str = "\x1b[1;93m";
const TAKEN: &str = "\x1b[1;97m";
const DIM: &str = "\x1b[2m";

/// Draws snapshots as text; `color` adds ANSI colours to the same text.
#[derive(Copy, Clone, Debug)]
pub struct Painter {
    pub color: bool,
}

impl Painter {
    /// The painter for standard output: colours unless `no_color` is
    /// asked, NO_COLOR is set or stdout is not a terminal.
    pub fn for_stdout(no_color: bool) -> Painter {
        let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Painter {
            color: !no_color && !no_color_env && io::stdout().is_terminal(),
        }
    }

    /// The board with coordinates around it, and the dividing line where
    /// the game has one.
    pub fn board<G: TableGame>(self, s: &Snapshot<G>) -> String {
        let mut out = String::new();
        let files = files(s);
        out.push_str(&files);
        for (row, (cells, rank)) in s.cells.chunks(s.width).zip(s.rank_labels).enumerate() {
            let _ = write!(out, "{rank:>2} ");
            for cell in cells {
                let captured = s.last_captures.iter().any(|c| c.square == cell.square);
                out.push_str(&self.cell(cell, captured));
            }
            let _ = writeln!(out, " {rank}");
            if s.divider_below_row == Some(row) {
                let _ = writeln!(out, "   {}", "-".repeat(cell_width::<G>() * s.width));
            }
        }
        out.push_str(&files);
        out
    }

    /// A piece between its marks, right-aligned in the cell; an empty
    /// square's sign (its kind, a target, the last move) at the piece's place.
    fn cell<G: TableGame>(self, cell: &Cell<G>, captured: bool) -> String {
        let marks = cell.marks;
        let has = |mark| marks.contains(mark);
        let piece = cell.piece;
        let emphasis = EMPHASES
            .iter()
            .find(|e| has(e.mark) && (piece.is_some() || !e.on_piece_only));
        let [left, right] = emphasis.map_or([' ', ' '], |e| e.brackets);
        let (sign, owner) = ground(cell);
        let width = G::PIECE_WIDTH;
        let (pad, body) = match piece {
            Some(piece) => {
                let text = piece_text(piece, cell.upside_down);
                (" ".repeat(width - text.len()), text)
            }
            None => {
                // An empty square's signs, most important first.
                let sign = [
                    (has(Mark::CaptureTarget), '+'),
                    (has(Mark::StepTarget), '*'),
                    (captured, 'x'),
                    (has(Mark::LastFrom), 'o'),
                ]
                .into_iter()
                .find_map(|(shown, sign)| shown.then_some(sign))
                .unwrap_or(sign);
                (String::new(), format!("{sign:>width$}"))
            }
        };
        if !self.color {
            return format!("{pad}{left}{body}{right}");
        }
        let last_move = has(Mark::LastFrom) || has(Mark::LastTo) || captured;
        let background = match emphasis {
            Some(e) => e.background,
            None if last_move => LAST_MOVE,
            None => "",
        };
        let foreground = match (piece, owner) {
            (Some(piece), _) => side_color(piece.side()),
            _ if has(Mark::CaptureTarget) => CAPTURING,
            _ if has(Mark::StepTarget) => STEP_TARGET,
            _ if captured => TAKEN,
            _ if sign == '#' => FLAG,
            (None, None) => DIM,
            // The colour squares dim, the marked squares (homes, attack
            // points) in their side's colour.
            (None, Some(Side::Blue)) if matches!(sign, '.' | ':') => "\x1b[2;34m",
            (None, Some(Side::Red)) if matches!(sign, '.' | ':') => "\x1b[2;31m",
            (None, Some(Side::Blue)) => "\x1b[34m",
            (None, Some(Side::Red)) => "\x1b[31m",
        };
        format!(
            "{pad}{}",
            paint([left, right], &body, background, foreground)
        )
    }
}

/// A mark that sets a cell's brackets and background, the first that
/// applies winning (`on_piece_only`: only around a piece).
struct Emphasis {
    mark: Mark,
    on_piece_only: bool,
    brackets: [char; 2],
    background: &'static str,
}

/// The marks around a piece, most important first.
const EMPHASES: [Emphasis; 4] = [
    Emphasis {
        mark: Mark::Selected,
        on_piece_only: false,
        brackets: ['[', ']'],
        background: SELECTED,
    },
    Emphasis {
        mark: Mark::CaptureTarget,
        on_piece_only: true,
        brackets: ['>', '<'],
        background: CAPTURE_TARGET,
    },
    Emphasis {
        mark: Mark::ZeroInDanger,
        on_piece_only: false,
        brackets: ['!', '!'],
        background: IN_DANGER,
    },
    Emphasis {
        mark: Mark::LastTo,
        on_piece_only: true,
        brackets: ['(', ')'],
        background: LAST_MOVE,
    },
];

/// A cell's characters: a piece and a mark on each side of it.
fn cell_width<G: TableGame>() -> usize {
    G::PIECE_WIDTH + 2
}

/// The empty square's sign and the side it belongs to: `#` a flag, `H` a
/// guard's home, an attack point's letter, else its colour, `.` or `:`
/// (`.` on a board without colours).
fn ground<G: TableGame>(cell: &Cell<G>) -> (char, Option<Side>) {
    let kind = cell.kind;
    if let Some(side) = kind.flag {
        ('#', Some(side))
    } else if let Some(side) = kind.guard_home {
        ('H', Some(side))
    } else if let Some(side) = kind.attack_point {
        (G::attack_letter(cell.square), Some(side))
    } else {
        match kind.colour {
            Some(Side::Red) => (':', Some(Side::Red)),
            colour => ('.', colour),
        }
    }
}

/// A cell's text with colours: its marks on `background`, its body in
/// `foreground`.
fn paint(marks: [char; 2], body: &str, background: &str, foreground: &str) -> String {
    let [left, right] = marks;
    if background.is_empty() {
        format!("{left}{foreground}{body}{RESET}{right}")
    } else {
        format!("{background}{left}{foreground}{body}{RESET}{background}{right}{RESET}")
    }
}

/// The file letters in display order, each over its column's pieces.
fn files<G: TableGame>(s: &Snapshot<G>) -> String {
    let mut line = String::from("   ");
    let after = cell_width::<G>() - G::LABEL_COLUMN - 1;
    for file in s.file_labels {
        let _ = write!(
            line,
            "{}{file}{}",
            " ".repeat(G::LABEL_COLUMN),
            " ".repeat(after)
        );
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

/// `B7`, `R16`; lower case (`r7`) for a piece drawn upside down.
fn piece_text(piece: impl BoardPiece, upside_down: bool) -> String {
    let letter = match (piece.side(), upside_down) {
        (Side::Blue, false) => 'B',
        (Side::Red, false) => 'R',
        (Side::Blue, true) => 'b',
        (Side::Red, true) => 'r',
    };
    format!("{letter}{}", piece.number())
}

/// Pieces as a list: `R7 B6`, or `-` for none.
pub fn pieces<P: BoardPiece>(pieces: &[P]) -> String {
    if pieces.is_empty() {
        return "-".to_owned();
    }
    let names: Vec<String> = pieces.iter().map(|&p| piece_text(p, false)).collect();
    names.join(" ")
}

/// The lines under the board: the game's tally, the position browsed, whose
/// turn it is or how the game ended, the game's warnings, why the last tap
/// did nothing (`rejection`, in the game's words), a draw offer and what the
/// selection offers.
pub fn status<G: TableGame>(s: &Snapshot<G>, game: &GameOf<G>, rejection: Option<&str>) -> String {
    let mut out = G::tally(s, game.rules());
    if let Some(ply) = s.browsing {
        let moves = s.history.len();
        let shown = match ply.checked_sub(1) {
            // The side to move now did not play the move just before.
            Some(last) => format!(
                "the position after move {ply} of {moves} ({} {}{})",
                !s.turn,
                s.history[last],
                G::captures_said(game, last)
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
    out.push_str(&G::warnings(s));
    if let Some(reason) = rejection {
        let _ = writeln!(out, "{}.", capitalized(reason));
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
    out.push_str(&G::selection(s, game));
    out
}

/// `text` as a sentence: [`capitalized`], with a full stop.
pub fn sentence(text: &str) -> String {
    format!("{}.", capitalized(text))
}

/// `text` with its first letter in upper case, as a sentence starts.
pub fn capitalized(text: &str) -> String {
    // A square or a move first (`l12 is not on the board`) stays as typed.
    if super::command::names_a_square(text) {
        return text.to_owned();
    }
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A hint of either game: `best` and the `line` expected after it.
pub fn hint_text<M: Display>(best: &M, line: &[M]) -> String {
    let line: Vec<String> = line.iter().map(ToString::to_string).collect();
    format!("Hint: {best} (expected line: {})\n", line.join(" "))
}
