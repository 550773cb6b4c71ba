//! Every worked example of `docs/flag-rules.md` §10, as the text gives it.

use mathchess::{
    games::capture_the_flag::{move_list, MoveText, Position},
    Side,
};

/// The example's position. Examples 5 (two Red 2s) and 9 (a bound Red 2 on
/// the Blue square a11) break §9's validity rules, so every example is read
/// leniently and the others are checked to be valid too.
fn position(text: &str) -> Position {
    let lenient =
        Position::from_ascii_lenient(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}"));
    let invalid = ["R2,8/2,B4,8/7,B3,R7,2/3,R2,", "10,R1/R2,4,"];
    if !invalid.iter().any(|i| text.contains(i)) {
        assert_eq!(text.parse::<Position>().as_ref(), Ok(&lenient), "{text}");
    }
    lenient
}

/// The move list's lines of the moves from `from` (all moves when empty).
fn lines_from(pos: &Position, from: &[&str]) -> Vec<String> {
    move_list(pos)
        .into_iter()
        .filter(|line| {
            from.is_empty()
                || from
                    .iter()
                    .any(|f| line.split(['-', 'x']).next() == Some(f))
        })
        .collect()
}

/// Checks the count of legal moves and the lines of the moves from `from`.
fn check(text: &str, count: usize, from: &[&str], expected: &str) {
    let pos = position(text);
    assert_eq!(pos.legal_moves().len(), count, "{text}");
    assert_eq!(pos.count_moves(), count as u64, "{text}");
    let expected: Vec<&str> = split_lines(expected);
    assert_eq!(lines_from(&pos, from), expected, "{text}");
}

/// Checks the count and the capturing lines.
fn check_captures(text: &str, count: usize, expected: &str) {
    let pos = position(text);
    assert_eq!(pos.legal_moves().len(), count, "{text}");
    let captures: Vec<String> = move_list(&pos)
        .into_iter()
        .filter(|l| l.contains('x'))
        .collect();
    assert_eq!(captures, split_lines(expected), "{text}");
}

/// The example's move list as printed: lines of moves, two spaces between
/// moves without captures.
fn split_lines(text: &str) -> Vec<&str> {
    text.lines()
        .flat_map(|line| {
            let line = line.trim();
            if line.contains(':') {
                vec![line]
            } else {
                line.split_whitespace().collect()
            }
        })
        .filter(|l| !l.is_empty())
        .collect()
}

/// The position after the move `text`.
fn after(pos: &str, text: &str) -> Position {
    let mut pos = position(pos);
    let text: MoveText = text.parse().unwrap();
    let m = pos
        .legal_move(text.from, text.to)
        .unwrap_or_else(|| panic!("{text} is legal"));
    assert_eq!(MoveText::of(m), text, "written as the example writes it");
    pos.play_unchecked(m);
    pos
}

const START: &str = "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B10,B8,B6,B4,B2,B1,B3,B5,B7,B9,B11 b - - 0";

#[test]
fn example_1_start_position() {
    assert_eq!(position(START), Position::start(Side::Blue));
    check(
        START,
        18,
        &[],
        "a1-b2  b1-b2  c1-b2  c1-d2  d1-d2  e1-d2
         g1-h2  h1-h2  i1-h2  i1-j2  j1-j2  k1-j2
         e3-d2  e3-d4  g3-h2  g3-h4  f4-e5  f4-g5",
    );
    let after_two = "1,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/1,R11,3,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/4,B15,1,B17,4/1,B6,3,B18,5/B10,B8,1,B4,B2,B1,B3,B5,B7,B9,B11 b - - 2";
    let played = after(&after(START, "c1-b2").to_string(), "a12-b11");
    assert_eq!(played.to_string(), after_two);
    check(after_two, 25, &["f1", "b2"], "f1-c1  b2-c1  b2-a3  b2-c3");
}

#[test]
fn example_2_jump_chains_turns_gates() {
    check(
        "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        34,
        &["c5"],
        "c5-b4  c5-d4  c5-g5  c5-e7  c5-c9  c5-g9",
    );
    check(
        "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,R10,7/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        29,
        &["c5"],
        "c5-b4
         c5xd4 d5:P",
    );
    check(
        "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B3,R10,7/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        40,
        &["c5"],
        "c5-b4  c5-d4  c5-a5  c5-e5  c5-g5  c5-c7  c5-e7
         c5-g7  c5-c9  c5-e9  c5-g9  c5-e11  c5-g11",
    );
}

#[test]
fn example_3_the_1_slides() {
    check(
        "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/B1,10/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        16,
        &["a7"],
        "a7-d4  a7-c5  a7-b6  a7-b8  a7-c9  a7-d10  a7-e11",
    );
    check(
        "3,R6,2,R9,4/4,B1,R18,5/4,R17,1,R15,4/1,R8,3,R16,5/2,R4,8/11/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        15,
        &["e11"],
        "e11-a7  e11-b8  e11-c9  e11-d10  e11-e12  e11-f12",
    );
}

#[test]
fn example_4_gates_and_the_four_square() {
    check(
        "11/5,R18,5/4,R17,1,R15,4/5,R16,5/11/3,R1,B4,R9,5/2,R4,B5,1,B7,1,B9,3/3,R6,B3,2,R8,B2,2/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0",
        36,
        &["d5", "h5", "f7", "d7"],
        "d5-c4  d5-e4  d5-b7  h5-g4  h5-i4  h5-g6  d7-i2  d7-h3
         d7-g4  d7-b5  d7-f5
         d7xe6 d6:P
         d7-c8  d7-e8  d7-b9  d7-a10  f7-g6  f7-e8  f7-g8",
    );
    check(
        "11/5,R18,5/4,R17,1,R15,4/5,R16,5/11/3,R1,B4,R9,5/2,R4,B5,1,B7,1,B9,3/3,R6,B3,2,R10,B2,2/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 0",
        37,
        &["h5"],
        "h5-g4  h5-i4  h5-g6  h5-i6",
    );
}

#[test]
fn example_5_one_takes_two_and_pincers() {
    check(
        "11/5,R18,5/1,B6,2,R17,1,R15,4/5,R16,5/2,R2,8/2,B4,8/7,B3,R7,2/3,R2,1,R3,4,B11/3,B10,1,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        30,
        &["d4", "k5", "b10"],
        "d4-c3  d4-c5
         d4xe5 d5:D f5:D
         k5-j4
         k5xj6 i6:P
         b10-a9  b10-c9  b10-a11  b10-c11",
    );
}

#[test]
fn example_6_edge_and_four_sides() {
    check_captures(
        "11/5,R18,5/3,B11,R17,1,R15,4/2,B7,R1,B9,R16,5/1,B6,9/4,B4,6/R9,B8,9/B5,10/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0",
        35,
        "e7xd8 d9:Q
         b8xa7 a6:E
         c9xa7 a6:E",
    );
}

const EXAMPLE_7: &str = "R6,10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/5,B16,5/2,B11,1,B15,1,B17,4/3,R2,1,B18,1,B6,3/2,R1,B2,B8,B1,1,R3,B4,2";

#[test]
fn example_7_taking_by_moving_onto_a_piece() {
    // §9 orders the codes T D P G E S Q: e1xg1 takes h1 by "PE".
    check_captures(
        &format!("{EXAMPLE_7} b - - 0"),
        23,
        "d1xc1 c1:T
         d1xd2 d2:T
         e1xc1 c1:T
         e1xg1 h1:PE
         f1xc1 c1:T
         f1xg1 h1:E
         f2xg1 h1:E
         h2xh1 h1:T
         c3xd2 d2:T",
    );
    check(
        &format!("{EXAMPLE_7} r - - 0"),
        23,
        &["c1", "d2", "h1"],
        "c1-a1  c1-b1
         c1xd1 d1:T
         c1-c2  h1-g1  h1-j1  h1-g2  h1-h3
         d2xd1 d1:T
         d2-c2  d2-e2  d2-d3",
    );
}

#[test]
fn example_7_names_the_take_rules() {
    use mathchess::games::capture_the_flag::CaptureRule::{T1, T2, T3, T4};
    let rules = |side: &str, from: &str, to: &str| {
        let pos = position(&format!("{EXAMPLE_7} {side} - - 0"));
        let m = pos
            .legal_move(from.parse().unwrap(), to.parse().unwrap())
            .unwrap();
        m.captures().next().unwrap().1.iter().collect::<Vec<_>>()
    };
    assert_eq!(rules("b", "f1", "c1"), [T1, T4]);
    assert_eq!(rules("b", "e1", "c1"), [T4]);
    assert_eq!(rules("b", "d1", "c1"), [T1, T4]);
    assert_eq!(rules("b", "d1", "d2"), [T2]);
    assert_eq!(rules("b", "c3", "d2"), [T2]);
    assert_eq!(rules("b", "h2", "h1"), [T4]);
    assert_eq!(rules("r", "c1", "d1"), [T1]);
    assert_eq!(rules("r", "d2", "d1"), [T3]);
}

#[test]
fn example_8_sortie_return_filling() {
    let start = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/4,R5,6/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0";
    check(
        start,
        33,
        &["f2", "e3", "g3", "f4"],
        "f2-e1  f2-f1  f2-g1  e3-d2  e3-d4  g3-h2  g3-h4
         f4xe5 e6:G
         f4-g5",
    );
    let sortie = after(start, "f4xe5");
    let owed = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 r Be5f4 - 0";
    assert_eq!(sortie.to_string(), owed);
    let reply = after(owed, "a10-b11");
    let bound = "10,R1/1,R9,3,R18,5/4,R17,1,R15,4/5,R16,5/11/4,B6,6/11/4,B16,6/11/4,B15,1,B17,4/5,B18,5/B1,10 b Be5f4 - 1";
    assert_eq!(reply.to_string(), bound);
    check(bound, 1, &[], "e5-f4");
    let returned = after(bound, "e5-f4");
    assert_eq!(returned.pending_return(Side::Blue), None);

    let lost = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/11/11/11/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0";
    check(
        lost,
        33,
        &["e3", "g3", "f2"],
        "f2-e1  f2-f1  f2-g1  e3-d2  e3-d4  e3-f4  g3-h2  g3-f4
         g3-h4",
    );
    assert_eq!(
        after(lost, "e3-f4").to_string(),
        "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/11/11/5,B15,5/6,B17,4/5,B18,5/B1,10 r - - 1"
    );
}

#[test]
fn example_9_the_siege() {
    let start = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B9,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0";
    check_captures(start, 48, "g6xf5 f4:S");
    let besieged = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
    assert_eq!(after(start, "g6xf5").to_string(), besieged);
    check(besieged, 1, &[], "e3xf4 e4:G");
    let lost = "10,R1/R2,4,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B7,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0";
    check(lost, 0, &[], "");
}

#[test]
fn example_10_flag_and_crossing() {
    let on_a = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    check(
        on_a,
        22,
        &["e9"],
        "e9-k3  e9-j4  e9-a5  e9-i5  e9-b6  e9-h6  e9-c7  e9-g7
         e9-d8  e9-f8  e9-d10  e9-f10  e9-c11",
    );
    blue_wins_by(
        on_a,
        "e9-f10",
        "3,R6,2,R9,4/5,R18,5/4,R17,B1,R15,4/5,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 1",
    );

    let attacked = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/3,R4,B1,R16,5/11/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11";
    check(
        &format!("{attacked} b - - 0"),
        21,
        &["e9"],
        "e9-k3  e9-j4  e9-a5  e9-i5  e9-b6  e9-h6  e9-c7  e9-g7
         e9-d8  e9-f8  e9-d10  e9-c11",
    );
    check_captures(&format!("{attacked} r - - 0"), 23, "d7xe8 e9:Q");

    let ten_across = "5,R1,5/5,R18,5/4,R17,1,R15,4/5,R16,5/1,B8,1,B9,1,B4,1,B10,1,B11,1/B1,1,B2,1,B3,3,B5,1,B6/5,B7,4,R7/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0";
    check(ten_across, 65, &["f6"], "f6-e5  f6-g5  f6-g7");
    for not_across in ["f6-e5", "f6-g5"] {
        assert!(!after(ten_across, not_across).has_won(Side::Blue));
    }
    blue_wins_by(
        ten_across,
        "f6-g7",
        "5,R1,5/5,R18,5/4,R17,1,R15,4/5,R16,5/1,B8,1,B9,1,B4,1,B10,1,B11,1/B1,1,B2,1,B3,1,B7,1,B5,1,B6/10,R7/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 r - - 1",
    );
}

/// `m` from `position` leads to `expected`, which Blue has won: no move is left.
fn blue_wins_by(position: &str, m: &str, expected: &str) {
    let won = after(position, m);
    assert_eq!(won.to_string(), expected);
    assert!(won.has_won(Side::Blue));
    assert_eq!(won.legal_moves().len(), 0);
}
