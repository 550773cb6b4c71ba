//! What the last command did, as the session tells it: the shells play
//! their sounds, haptics and announcements from it as it is, instead of
//! guessing it from two snapshots.

use super::{
    CaptureNote, GameSession, MathChess, NearbyError, OutcomeOf, Playable, PlayedOf, Rejection,
    TextOf,
};
use crate::{
    history::Undone,
    link::{LinkError, Refusal},
    Side,
};

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event<G: Playable = MathChess> {
    /// `side` played `text` (the computer if `by_computer`), taking
    /// `captures`; the game goes on.
    Played {
        side: Side,
        text: TextOf<G>,
        captures: Vec<CaptureNote<G>>,
        by_computer: bool,
    },
    /// A tap did nothing, or only cleared the selection.
    Refused(Rejection),
    /// The game ended: by a move, a resignation or an agreed draw.
    Ended(OutcomeOf<G>),
    /// A move (and the computer's reply) or an agreed draw was taken back.
    Undone,
    /// A move taken back was played again.
    Redone,
    /// `by` offered a draw.
    DrawOffered { by: Side },
    /// `by` declined the draw the other side offered.
    DrawDeclined { by: Side },
    /// An undo took back `side`'s resignation: the game goes on.
    ResignationTakenBack { side: Side },
    /// The other phone joined, or came back.
    Joined,
    /// The other phone is gone, for this reason; the game is kept.
    Left(LinkError),
    /// The other phone sent what this phone's rules refuse: nothing
    /// changed, and the link was ended.
    PeerRefused(NearbyError),
    /// (Host) a phone was turned away, a wrong code or a second phone.
    TurnedAway(Refusal),
    /// `by` asked to take back its last move.
    UndoAsked { by: Side },
    /// `by` declined to take back the other's last move.
    UndoDeclined { by: Side },
}

/// The last event, numbered: the same event twice has two ids, so a shell
/// tells it twice, and a snapshot taken again tells nothing new.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LastEvent<G: Playable = MathChess> {
    /// Never repeats in this process (as revisions do not).
    pub id: u64,
    pub event: Event<G>,
}

impl<G: Playable> GameSession<G> {
    /// Records `event` as the last one, with a new id.
    pub(super) fn tell(&mut self, event: Event<G>) {
        self.last_event = Some(LastEvent {
            id: super::next_revision(),
            event,
        });
    }

    /// Tells the move that made the last ply, by `side`: its end if it
    /// ended the game.
    pub(super) fn tell_played(&mut self, side: Side) {
        let event = match self.game.outcome() {
            Some(outcome) => Event::Ended(outcome),
            None => {
                let Some(ply) = self.game.plies().checked_sub(1) else {
                    return;
                };
                let Some(text) = G::played_text(&self.game, ply) else {
                    return;
                };
                Event::Played {
                    side,
                    text,
                    captures: G::captured(&self.game, ply),
                    by_computer: self.mode.computer_side() == Some(side),
                }
            }
        };
        self.tell(event);
    }

    /// Tells the end of the game, when it is over.
    pub(super) fn tell_ended(&mut self) {
        if let Some(outcome) = self.game.outcome() {
            self.tell(Event::Ended(outcome));
        }
    }

    /// Tells an undo that took back `undone`: a resignation taken back
    /// names the side that resigned.
    pub(super) fn tell_undone(&mut self, undone: &Undone<PlayedOf<G>, OutcomeOf<G>>) {
        self.tell(match undone {
            Undone::Ending(outcome) => match outcome.resigned() {
                Some(side) => Event::ResignationTakenBack { side },
                None => Event::Undone,
            },
            Undone::Move(_) => Event::Undone,
        });
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;
    use crate::{
        games::math_chess::session_tests::{session_at, sq, FirstLegal, CHOICE, START},
        games::math_chess::{EndReason, Op, Outcome, Rules},
        session::{lock, play_computer_turn, CaptureRule, Mode, Session},
    };

    fn event(session: &Session) -> Option<Event> {
        session.snapshot().last_event.map(|last| last.event)
    }

    fn id(session: &Session) -> u64 {
        session.snapshot().last_event.expect("an event").id
    }

    #[test]
    fn a_move_is_told_with_its_captures_and_the_same_event_twice_twice() {
        let mut session = session_at(START, Mode::TwoPlayers);
        assert_eq!(event(&session), None, "nothing yet");
        session.tap(sq("c1")).unwrap();
        assert_eq!(event(&session), None, "a selection is no event");
        session.tap(sq("c4")).unwrap();
        let Some(Event::Played {
            side: Side::Blue,
            text,
            captures,
            by_computer: false,
        }) = event(&session)
        else {
            panic!("{:?}", event(&session));
        };
        assert_eq!((text.to_string(), captures.len()), ("c1-c4".into(), 0));
        let first = id(&session);
        assert_eq!(id(&session), first, "a snapshot again tells nothing new");
        session.tap(sq("e2")).unwrap_err();
        assert_eq!(
            event(&session),
            Some(Event::Refused(Rejection::NotYourTurn))
        );
        let refused = id(&session);
        session.tap(sq("e2")).unwrap_err();
        assert_ne!(id(&session), refused, "refused twice, told twice");
    }

    #[test]
    fn a_capture_that_ends_the_game_is_told_as_the_end() {
        let mut session = session_at(CHOICE, Mode::TwoPlayers);
        session.tap(sq("a1")).unwrap();
        session.tap(sq("a5")).unwrap();
        session.choose(0).unwrap();
        assert!(matches!(
            event(&session),
            Some(Event::Ended(Outcome {
                winner: Some(Side::Blue),
                ..
            }))
        ));
        // Taken back and played again: an undo and a redo.
        session.undo().unwrap();
        assert_eq!(event(&session), Some(Event::Undone));
        session.redo().unwrap();
        assert_eq!(event(&session), Some(Event::Redone));
    }

    #[test]
    fn a_capture_is_told_with_its_rule() {
        // Blue 7 on a1 and 4 on a2 take Red's 9 on a5; Red's 0 and 1 play on.
        let mut session = session_at("7R1R0/9/9/9/9/9/R98/9/9/B48/B77B0 b", Mode::TwoPlayers);
        session.play_text(&"a1xa5=7-4".parse().unwrap()).unwrap();
        let Some(Event::Played { captures, .. }) = event(&session) else {
            panic!("{:?}", event(&session));
        };
        let [capture] = &captures[..] else {
            panic!("{captures:?}");
        };
        assert_eq!(capture.square, sq("a5"));
        assert_eq!(capture.rules[0].rule, CaptureRule::Operation(Op::Sub));
        assert_eq!(capture.rules[0].working, "7 − 4 = 3");
    }

    #[test]
    fn draws_resignations_and_new_games() {
        let mut session = Session::new(Rules::default(), Mode::TwoPlayers);
        session.offer_draw(Side::Blue).unwrap();
        assert_eq!(event(&session), Some(Event::DrawOffered { by: Side::Blue }));
        session.decline_draw(Side::Red).unwrap();
        assert_eq!(event(&session), Some(Event::DrawDeclined { by: Side::Red }));
        session.resign(Side::Blue).unwrap();
        assert_eq!(
            event(&session),
            Some(Event::Ended(Outcome {
                winner: Some(Side::Red),
                reason: EndReason::Resignation
            }))
        );
        session.undo().unwrap();
        assert_eq!(
            event(&session),
            Some(Event::ResignationTakenBack { side: Side::Blue })
        );
        session.offer_draw(Side::Blue).unwrap();
        session.accept_draw(Side::Red).unwrap();
        assert!(matches!(event(&session), Some(Event::Ended(_))));
        session.undo().unwrap();
        assert_eq!(event(&session), Some(Event::Undone), "a draw taken back");
        session.new_game(Rules::default(), Mode::TwoPlayers);
        assert_eq!(event(&session), None, "a new game follows from nothing");
    }

    #[test]
    fn the_computers_move_is_told_as_its_own() {
        let mode = Mode::VsComputer {
            human: Side::Red,
            level: crate::search::Level::MIN,
        };
        let session = Mutex::new(Session::new(Rules::default(), mode));
        play_computer_turn(&session, &FirstLegal).unwrap();
        assert!(matches!(
            event(&lock(&session)),
            Some(Event::Played {
                side: Side::Blue,
                by_computer: true,
                ..
            })
        ));
    }
}
