//! Capture the Flag at the terminal: how its screen reads (what each side
//! has taken, the duty that binds the side to move, the selected piece's
//! captures) and how its moves are said, with what they took and by which
//! rule. The session plays it as it plays the first game.

mod guide;

use std::fmt::Write;

use mathchess::{
    games::capture_the_flag::{
        attack_points, Game, IllegalMove, MoveText, Rules, Square, SquareSet,
    },
    games::math_chess::Preset,
    session::{CaptureTheFlag, GameSession, Mark, Snapshot},
    Side,
};

use super::{
    table::{move_text_said, TableGame},
    transcript, LineError,
};

/// A command of the first game that this one has no use for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Capture the Flag has no presets: type new for a new game with the same rules")]
struct NoPresets;

impl TableGame for CaptureTheFlag {
    const TITLE: &'static str = "Capture the Flag";
    const HELP: [&'static str; 2] = guide::HELP;
    const PIECE_WIDTH: usize = 3;
    const LABEL_COLUMN: usize = 3;

    fn welcome(session: &GameSession<CaptureTheFlag>, players: &str) -> String {
        guide::welcome(session.game().rules(), players)
    }

    fn rules_in_brief(rules: &Rules) -> String {
        guide::rules(rules)
    }

    /// The rules when they are not the default: `Red moves first`.
    fn rules_said(rules: &Rules) -> Option<String> {
        (*rules != Rules::default()).then(|| guide::rules_text(rules))
    }

    fn new_rules(rules: &Rules, preset: Option<Preset>) -> Result<(Rules, String), LineError> {
        match preset {
            Some(_) => Err(LineError::refused(NoPresets)),
            None => Ok((*rules, format!("New game: {} win.", guide::goal()))),
        }
    }

    /// `Blue played c1-b2`, or `Blue played d8xe9, taking R7 (P: 4 + 3 = 7)`.
    fn last_move(session: &GameSession<CaptureTheFlag>) -> String {
        let s = session.snapshot();
        match s.history.len().checked_sub(1) {
            Some(ply) => transcript::played(
                transcript::mover(session.game().start().turn(), ply),
                move_text_said(session, &s.history, ply),
            ),
            None => "No moves yet.".to_owned(),
        }
    }

    /// `, taking R2 (D: 10 = 2 × (2 + 3)) and R3 (D: 10 = 2 × (2 + 3))`,
    /// `, taking B1 (Q: four sides)`: each rule with its arithmetic, or in
    /// words where it has none, as the selection's lines say it.
    fn captures_said(game: &Game, ply: usize) -> String {
        let (Some(&m), Some(before)) = (game.history().get(ply), game.position_at(ply)) else {
            return String::new();
        };
        let said: Vec<String> = before
            .captures_of(m)
            .iter()
            .map(|capture| {
                let rules: Vec<String> = capture.reasons.iter().map(ToString::to_string).collect();
                format!("{} ({})", capture.piece, rules.join("; "))
            })
            .collect();
        transcript::taking(&said)
    }

    /// What each side has taken, as the first game's score line says it.
    fn tally(s: &Snapshot<CaptureTheFlag>, _: &Rules) -> String {
        let (blue, red) = (&s.players.blue, &s.players.red);
        format!(
            "Blue took {}, Red took {}\n",
            super::render::pieces(&blue.captured),
            super::render::pieces(&red.captured)
        )
    }

    /// A guard that must step back home, or a siege to lift; then each
    /// enemy 1 one move from a flag.
    fn warnings(s: &Snapshot<CaptureTheFlag>) -> String {
        let mut out = String::new();
        if s.outcome.is_some() {
            return out;
        }
        let notices = &s.extra;
        let duty = match notices.pending_return {
            Some(back) => Some(IllegalMove::MustReturn {
                guard: back.guard,
                home: back.home,
            }),
            None if !notices.siege.is_empty() => {
                Some(IllegalMove::Besieged(SquareSet::of(&notices.siege)))
            }
            None => None,
        };
        if let Some(duty) = duty {
            let _ = writeln!(out, "{}: {duty}.", s.turn);
        }
        for threat in &notices.flag_threats {
            let (defender, flag, one) = (threat.defender, threat.flag, threat.one);
            let _ = if defender == s.turn {
                writeln!(
                    out,
                    "{defender}'s flag {flag} is in danger: {}'s 1 on {one} enters it next move unless it is taken or attacked.",
                    !defender
                )
            } else {
                writeln!(
                    out,
                    "{}'s 1 on {one} may enter {defender}'s flag {flag} and win.",
                    !defender
                )
            };
        }
        out
    }

    /// The selected piece's moves, and what each capture takes.
    fn selection(s: &Snapshot<CaptureTheFlag>, game: &Game) -> String {
        let mut out = String::new();
        let Some(from) = s.selected else {
            return out;
        };
        let target = |mark| s.cells.iter().filter(move |c| c.marks.contains(mark));
        let moves = target(Mark::StepTarget).count() + target(Mark::CaptureTarget).count();
        let piece = s
            .cells
            .iter()
            .find(|c| c.square == from)
            .and_then(|c| c.piece)
            .map_or_else(String::new, |p| p.to_string());
        let _ = writeln!(
            out,
            "{piece} on {from}: {}.",
            transcript::count(moves, "move", "moves")
        );
        let mut captures: Vec<Square> = target(Mark::CaptureTarget).map(|c| c.square).collect();
        captures.sort_by_key(|square| square.index());
        let position = game.position();
        for to in captures {
            let Some(m) = position.legal_move(from, to) else {
                continue;
            };
            let taken: Vec<String> = position
                .captures_of(m)
                .iter()
                .map(ToString::to_string)
                .collect();
            let _ = writeln!(out, "  {} takes {}", MoveText::of(m), taken.join(" and "));
        }
        out
    }

    fn piece_refused(game: &Game, square: Square) -> Option<String> {
        let refused = game.position().check_piece(square).err()?;
        Some(refused.to_string())
    }

    fn move_refused(game: &Game, from: Square, to: Square) -> Option<String> {
        let refused = game.position().check_move(from, to).err()?;
        Some(refused.to_string())
    }

    /// `A`–`D` Blue's attack points on Red's flag, `a`–`d` Red's on Blue's.
    fn attack_letter(square: Square) -> char {
        Side::ALL
            .into_iter()
            .find_map(|side| {
                let i = attack_points(side).iter().position(|&a| a == square)?;
                let letter = char::from(b"ABCD"[i]);
                Some(match side {
                    Side::Blue => letter,
                    Side::Red => letter.to_ascii_lowercase(),
                })
            })
            .unwrap_or('+')
    }
}

#[cfg(test)]
mod tests {
    use mathchess::{
        games::capture_the_flag::Position,
        session::{Mode, Orientation},
    };

    use super::*;
    use crate::play::render::Painter;

    /// The board of a session over `position`, Blue at the bottom.
    fn board(position: Position, color: bool) -> String {
        let game = Game::from_position(Rules::default(), position);
        let mut session = GameSession::<CaptureTheFlag>::from_game(game, Mode::TwoPlayers);
        session.set_orientation(Orientation::Fixed { bottom: Side::Blue });
        Painter { color }.board(&session.snapshot())
    }

    /// The board's words, line by line, without the dividing line and the
    /// marks of pieces in danger.
    fn words(board: &str) -> Vec<Vec<String>> {
        board
            .lines()
            .filter(|l| !l.trim_start().starts_with('-'))
            .map(|l| l.split_whitespace().map(|w| w.replace('!', "")).collect())
            .collect()
    }

    /// Every diagram of `docs/flag-rules.md` is the plain board of its
    /// position, word for word (the coordinates it adds aside). The
    /// examples' diagrams leave the attack points and empty guard homes
    /// unmarked; the empty board of §2 marks them, as the board always does.
    #[test]
    fn the_plain_board_is_the_diagrams_of_the_rules() {
        let text = include_str!("../../../../docs/flag-rules.md");
        let lines: Vec<&str> = text.lines().collect();
        let mut checked = 0;
        for (i, line) in lines.iter().enumerate() {
            if *line != "```" || !lines.get(i + 1).is_some_and(|l| l.starts_with("12 ")) {
                continue;
            }
            let diagram: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| **l != "```")
                .copied()
                .collect();
            let empty_board = diagram.iter().any(|l| l.contains(" A "));
            let position = if empty_board {
                Position::empty(Side::Blue)
            } else {
                lines[i + diagram.len()..]
                    .iter()
                    .find_map(|l| Position::from_ascii_lenient(l.trim().as_bytes()).ok())
                    .expect("a position string after each diagram")
            };
            let drawn = words(&board(position.clone(), false));
            let expected = words(&diagram.join("\n"));
            assert_eq!(drawn.len(), expected.len() + 1, "{position}");
            // The board writes the files above it too, and the rank again on the right.
            for (row, (drawn, expected)) in drawn.iter().skip(1).zip(&expected).enumerate() {
                let cells = if row < 12 {
                    &drawn[..drawn.len() - 1]
                } else {
                    drawn
                };
                let same = cells.len() == expected.len()
                    && cells.iter().zip(expected).all(|(d, e)| {
                        d == e
                            || (!empty_board
                                && "ABCDabcdH".contains(d.as_str())
                                && (e == "." || e == ":"))
                    });
                assert!(
                    same,
                    "{position}, row {row}: {cells:?} against {expected:?}"
                );
            }
            checked += 1;
        }
        assert!(checked >= 12, "{checked} diagrams");
    }

    #[test]
    fn marks_and_colours() {
        let mut session = GameSession::<CaptureTheFlag>::start(Rules::default(), Mode::TwoPlayers);
        session.tap("c1".parse().unwrap()).unwrap();
        let plain = Painter { color: false }.board(&session.snapshot());
        let lines: Vec<&str> = plain.lines().collect();
        assert_eq!(
            lines[0],
            "      a    b    c    d    e    f    g    h    i    j    k"
        );
        assert_eq!(
            lines[13],
            " 1  B10   B8  [B6]  B4   B2   B1   B3   B5   B7   B9  B11  1"
        );
        assert!(
            lines[12].starts_with(" 2    :    *    :    *    d  B18"),
            "{plain}"
        );
        assert_eq!(lines[7], format!("   {}", "-".repeat(55)));
        assert!(!plain.contains('\x1b'));
        let colored = Painter { color: true }.board(&session.snapshot());
        assert!(
            colored.contains("\x1b[43m[\x1b[1;94mB6\x1b[0m\x1b[43m]\x1b[0m"),
            "{colored}"
        );
        assert!(colored.contains("\x1b[1;93m  #"), "the flags stand out");
        // The same text under the colours.
        let stripped: String = colored
            .split('\x1b')
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    &part[part.find('m').unwrap() + 1..]
                }
            })
            .collect();
        assert_eq!(stripped, plain);
    }

    #[test]
    fn a_guard_the_enemy_could_take_is_marked() {
        // docs/flag-rules.md §10, Example 9: Red's g6xf5 would close in
        // Blue's guard 16 on f4 (S).
        let before = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B9,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0";
        let position = Position::from_ascii_lenient(before.as_bytes()).unwrap();
        let drawn = board(position, false);
        let row = drawn.lines().find(|l| l.starts_with(" 4 ")).unwrap();
        assert!(row.contains(" R3 !B16!  R5 "), "{drawn}");
        assert_eq!(drawn.matches('!').count(), 2, "{drawn}");
    }

    /// A rule without arithmetic is said in words, not left empty.
    #[test]
    fn captures_by_where_the_pieces_stand_are_said_in_words() {
        // docs/flag-rules.md §10, Example 6.
        let example = "11/5,R18,5/3,B11,R17,1,R15,4/2,B7,R1,B9,R16,5/1,B6,9/4,B4,6/R9,B8,9/B5,10/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
        for (text, said) in [
            ("e7xd8", "Blue played e7xd8, taking R1 (Q: four sides)"),
            (
                "b8xa7",
                "Blue played b8xa7, taking R9 (E: three sides on the edge)",
            ),
        ] {
            let position = Position::from_ascii_lenient(example.as_bytes()).unwrap();
            let game = Game::from_position(Rules::default(), position);
            let mut session = GameSession::<CaptureTheFlag>::from_game(game, Mode::TwoPlayers);
            session.play_text(&text.parse().unwrap()).unwrap();
            assert_eq!(CaptureTheFlag::last_move(&session), said);
        }
    }

    #[test]
    fn the_board_turns_with_the_session() {
        let mut session = GameSession::<CaptureTheFlag>::start(Rules::default(), Mode::TwoPlayers);
        session.play_text(&"c1-b2".parse().unwrap()).unwrap();
        let turned = Painter { color: false }.board(&session.snapshot());
        let lines: Vec<&str> = turned.lines().collect();
        // Red to move sits at the bottom: rank 12, from k to a.
        assert_eq!(
            lines[0],
            "      k    j    i    h    g    f    e    d    c    b    a"
        );
        assert!(lines[13].starts_with("12  R10   R8   R6"), "{turned}");
        assert!(lines[1].starts_with(" 1  B11   B9"), "{turned}");
        // Blue's last move, seen from Red's side: o on c1, (B6) on b2.
        assert!(lines[1].contains("    o   B8  B10"), "{turned}");
        assert!(lines[2].contains("(B6)"), "{turned}");
        assert_eq!(lines[7], format!("   {}", "-".repeat(55)));
    }
}
