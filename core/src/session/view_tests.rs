//! The snapshot's views in every mode: players' panels, the move choice,
//! the board's labels, and when the computer's search should start.

use super::*;
use crate::games::math_chess::session_tests::{
    after_first_step, level, play_by_taps, session_at, sq, FirstLegal, Nothing, CHOICE, HUMAN_BLUE,
    START,
};
use crate::games::math_chess::{EndReason, Op};

/// What every snapshot's views must satisfy, whatever led to it.
pub(crate) fn assert_views_consistent(s: &Snapshot) {
    let face = matches!(s.orientation, Orientation::FaceToFace { .. });
    for side in Side::ALL {
        let p = s.players.get(side);
        assert_eq!(p.far, side != s.bottom);
        assert_eq!(p.upside_down, face && p.far);
        assert_eq!(p.computer, s.mode.computer_side() == Some(side));
        assert_eq!(
            p.to_move,
            s.browsing.is_none() && s.outcome.is_none() && s.turn == side
        );
        assert_eq!(p.thinking, p.computer && s.thinking);
        if p.may_resign {
            assert!(!p.computer && s.outcome.is_none() && s.browsing.is_none());
        }
        if p.may_offer_draw {
            assert!(s.mode == Mode::TwoPlayers && s.draw_offer.is_none() && p.to_move);
        }
        if p.may_answer_draw {
            assert_eq!(s.draw_offer, Some(!side));
            assert!(s.browsing.is_none());
        }
    }
    assert_eq!(s.near_player().side, s.bottom);
    assert_eq!(s.far_player().side, !s.bottom);
    assert!(!s.start_computer || s.thinking);
    for (column, label) in s.file_labels.iter().enumerate() {
        assert_eq!(*label, s.cells[column].square.file_name());
    }
    for (row, label) in s.rank_labels.iter().enumerate() {
        assert_eq!(*label, s.cells[row * 9].square.rank_name());
    }
    if let Some(choice) = &s.choice {
        assert_eq!(choice.chooser, s.turn);
        assert_eq!(choice.upside_down, face && choice.chooser != s.bottom);
        for option in &choice.options {
            assert_eq!(Some(option.result), option.formula.distance());
            assert!(option.text.ends_with(&format!("= {}", option.result)));
        }
    }
}

/// The players' permissions, Blue's then Red's: to move, may resign, may
/// offer a draw, may answer one.
fn permissions(s: &Snapshot) -> [(bool, bool, bool, bool); 2] {
    Side::ALL.map(|side| {
        let p = s.players.get(side);
        (p.to_move, p.may_resign, p.may_offer_draw, p.may_answer_draw)
    })
}

fn vs_computer(human: Side, n: u8) -> Mode {
    Mode::VsComputer {
        human,
        level: level(n),
    }
}

#[test]
fn two_players_at_the_start() {
    let s = session_at(START, Mode::TwoPlayers).snapshot();
    assert_eq!(
        permissions(&s),
        [(true, true, true, false), (false, true, false, false)]
    );
    assert!(Side::ALL.iter().all(|&side| {
        let p = s.players.get(side);
        !p.computer && !p.thinking && !p.upside_down
    }));
    assert_eq!(
        (s.near_player().side, s.far_player().side),
        (Side::Blue, Side::Red)
    );
    assert!(!s.thinking && !s.start_computer);
    assert_eq!(
        *s.file_labels,
        ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    );
    assert_eq!(s.rank_labels[0], "11");
    assert_eq!(s.rank_labels[10], "1");
    assert_views_consistent(&s);
}

#[test]
fn two_players_follow_the_turn() {
    let session = after_first_step();
    let s = session.snapshot();
    assert_eq!(
        permissions(&s),
        [(false, true, false, false), (true, true, true, false)]
    );
    assert_eq!(
        s.near_player().side,
        Side::Red,
        "Red to move sits at the bottom"
    );
    assert_eq!(
        *s.file_labels,
        ["i", "h", "g", "f", "e", "d", "c", "b", "a"]
    );
    assert_eq!((s.rank_labels[0], s.rank_labels[10]), ("1", "11"));
}

#[test]
fn against_the_computer_as_blue() {
    let mut session = session_at(START, vs_computer(Side::Blue, 3));
    let s = session.snapshot();
    let red = &s.players.red;
    assert!(red.computer && !red.thinking && !red.may_resign && red.far);
    assert_eq!(
        permissions(&s),
        [(true, true, false, false), (false, false, false, false)],
        "no draw offers against the computer"
    );
    assert!(!s.start_computer);

    play_by_taps(&mut session, &[("c1", "c4", None)]);
    let s = session.snapshot();
    assert!(s.players.red.thinking && s.players.red.to_move && s.start_computer);
    assert!(
        s.players.blue.may_resign,
        "the player may resign while it thinks"
    );
    let turn = session.computer_turn().unwrap();
    let s = session.snapshot();
    assert!(
        s.players.red.thinking && !s.start_computer,
        "its search runs"
    );
    session.apply_computer_move(turn.run(&FirstLegal)).unwrap();
    let s = session.snapshot();
    assert!(!s.players.red.thinking && !s.start_computer && s.players.blue.to_move);
}

#[test]
fn against_the_computer_as_red() {
    let s = session_at(START, vs_computer(Side::Red, 8)).snapshot();
    let blue = &s.players.blue;
    assert!(blue.computer && blue.thinking && blue.to_move && blue.far && !blue.may_resign);
    let red = &s.players.red;
    assert!(!red.computer && !red.to_move && red.may_resign && !red.far);
    assert!(s.start_computer);
    assert_eq!(s.file_labels[0], "i", "the board faces Red");
    assert_views_consistent(&s);
}

#[test]
fn a_computer_that_found_nothing_is_not_started_again_until_the_game_changes() {
    let mut session = session_at(START, vs_computer(Side::Red, 2));
    let turn = session.computer_turn().unwrap();
    assert_eq!(
        session.apply_computer_move(turn.run(&Nothing)),
        Err(SessionError::NoComputerMove)
    );
    let s = session.snapshot();
    assert!(s.thinking && !s.start_computer);
    assert!(session.computer_turn().is_none());
    session.new_game(Rules::default(), vs_computer(Side::Red, 2));
    assert!(session.snapshot().start_computer, "a new game asks again");
    let turn = session.computer_turn().unwrap();
    assert!(session.apply_computer_move(turn.run(&FirstLegal)).is_ok());
}

#[test]
fn face_to_face_each_way() {
    for bottom in Side::ALL {
        let mut session = session_at(CHOICE, Mode::TwoPlayers);
        session.set_orientation(Orientation::FaceToFace { bottom });
        session.tap(sq("a1")).unwrap();
        session.tap(sq("a5")).unwrap();
        let s = session.snapshot();
        let far = s.players.get(!bottom);
        assert!(far.far && far.upside_down, "{bottom:?}");
        let near = s.players.get(bottom);
        assert!(!near.far && !near.upside_down, "{bottom:?}");
        let choice = s.choice.as_ref().unwrap();
        assert_eq!(choice.chooser, Side::Blue);
        assert_eq!(
            choice.upside_down,
            bottom == Side::Red,
            "Blue chooses: turned only when Blue sits far"
        );
        assert_views_consistent(&s);
    }
    // Fixed with the chooser far: at the top, but not turned.
    let mut session = session_at(CHOICE, Mode::TwoPlayers);
    session.set_orientation(Orientation::Fixed { bottom: Side::Red });
    session.tap(sq("a1")).unwrap();
    session.tap(sq("a5")).unwrap();
    let s = session.snapshot();
    assert!(!s.choice.unwrap().upside_down && s.players.blue.far && !s.players.blue.upside_down);
}

#[test]
fn a_move_choice_carries_each_options_parts() {
    let mut session = session_at(CHOICE, Mode::TwoPlayers);
    session.tap(sq("a1")).unwrap();
    session.tap(sq("a5")).unwrap();
    let choice = session.snapshot().choice.unwrap();
    let parts: Vec<_> = choice
        .options
        .iter()
        .map(|o| {
            (
                o.formula.attacker,
                o.op,
                o.formula.support,
                o.result,
                o.support,
            )
        })
        .collect();
    assert_eq!(
        parts,
        [(7, Op::Sub, 4, 3, sq("a2")), (7, Op::Rem, 4, 3, sq("a2"))]
    );
}

#[test]
fn browsing_allows_no_player_action() {
    let mut session = after_first_step();
    session.offer_draw(Side::Red).unwrap();
    session.browse_back().unwrap();
    let s = session.snapshot();
    assert_eq!(permissions(&s), [(false, false, false, false); 2]);
    assert_eq!(session.resign(Side::Blue), Err(Rejection::Browsing.into()));
    assert_eq!(
        session.accept_draw(Side::Blue),
        Err(Rejection::Browsing.into())
    );
    session.leave_browsing();
    let s = session.snapshot();
    assert_eq!(
        permissions(&s),
        [(false, true, false, true), (true, true, false, false)],
        "back live, Blue may answer Red's offer"
    );

    // Against the computer, its search goes on while the player browses.
    let mut session = session_at(START, HUMAN_BLUE);
    play_by_taps(&mut session, &[("c1", "c4", None)]);
    session.browse(0).unwrap();
    let s = session.snapshot();
    assert!(s.players.red.thinking && !s.players.red.to_move && s.start_computer);
    assert_views_consistent(&s);
}

#[test]
fn a_resignation_or_a_draw_offer_changes_who_may_act() {
    type Act = fn(&mut Session) -> Result<(), SessionError>;
    let rows: [(&str, Act, Option<EndReason>, _); 2] = [
        (
            "Blue resigned: no player acts",
            |s| s.resign(Side::Blue),
            Some(EndReason::Resignation),
            [(false, false, false, false); 2],
        ),
        (
            "Blue offered a draw: only Red answers",
            |s| s.offer_draw(Side::Blue),
            None,
            [(true, true, false, false), (false, true, false, true)],
        ),
    ];
    for (what, act, ending, may) in rows {
        let mut session = session_at(START, Mode::TwoPlayers);
        act(&mut session).unwrap();
        let s = session.snapshot();
        assert_eq!(s.outcome.map(|o| o.reason), ending, "{what}");
        assert_eq!(permissions(&s), may, "{what}");
        assert_views_consistent(&s);
    }
}

#[test]
fn a_hint_for_the_side_to_move() {
    // Blue 7 on a1 with 4 on a2 takes Red's 0 on a5 at once.
    let mut session = session_at("R98/9/9/9/9/9/R08/9/9/B48/B74B02B1 b", Mode::TwoPlayers);
    let hint = session.hint().unwrap();
    assert_eq!(hint.best.to_string(), "a1xa5=7-4");
    assert_eq!((hint.from, hint.to), (sq("a1"), sq("a5")));
    assert_eq!(hint.line.first(), Some(&hint.best));
    session.tap(sq("a1")).unwrap();
    session.tap(sq("a5")).unwrap();
    session.choose(0).unwrap();
    assert_eq!(session.hint(), None, "the game is over");
}

#[test]
fn browsing_says_which_way_it_may_step() {
    let mut session = session_at(START, Mode::TwoPlayers);
    let ways = |s: &Session| {
        let snapshot = s.snapshot();
        (snapshot.may_browse_back, snapshot.may_browse_forward)
    };
    assert_eq!(ways(&session), (false, false), "no move yet");
    assert_eq!(session.browse_back(), Err(SessionError::AtStart));
    session.tap(sq("c1")).unwrap();
    session.tap(sq("c4")).unwrap();
    assert_eq!(ways(&session), (true, false), "live, after a move");
    assert_eq!(session.browse_forward(), Err(SessionError::AtLive));
    session.browse_back().unwrap();
    assert_eq!(ways(&session), (false, true), "at the start");
    session.browse_forward().unwrap();
    assert_eq!(ways(&session), (true, false), "live again");
}

#[test]
fn the_ending_says_who_resigned() {
    let mut session = session_at(START, Mode::TwoPlayers);
    assert_eq!(session.snapshot().resigned, None);
    session.resign(Side::Blue).unwrap();
    assert_eq!(session.snapshot().resigned, Some(Side::Blue));
    session.undo().unwrap();
    assert_eq!(session.snapshot().resigned, None);
    session.offer_draw(Side::Blue).unwrap();
    session.accept_draw(Side::Red).unwrap();
    let s = session.snapshot();
    assert_eq!(
        (s.resigned, s.outcome.map(|o| o.reason)),
        (None, Some(EndReason::AgreedDraw))
    );
}
