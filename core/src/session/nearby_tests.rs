//! Two sessions, each with its own core, over loopback: whole games of
//! both games, every refused message, cuts and catching up.

use std::{
    io::{BufReader, Write},
    net::{Ipv4Addr, SocketAddrV4, TcpStream},
    sync::{atomic::AtomicBool, Mutex},
    time::Duration,
};

use proptest::prelude::*;
use serde_json::json;

use super::{
    hear, lock, rejoin, CaptureTheFlag, Connection, Event, GameSession, MathChess, Mode,
    NearbyError, Playable, RulesOf, SessionError,
};
use crate::{
    link::{
        read_message, tests::QUICK, Incoming, JoinCode, Link, LinkError, Message, Refusal, Role,
        PROTOCOL,
    },
    search::Level,
    Side,
};

/// Longer than any wait of the link's.
const WAIT: Duration = Duration::from_secs(5);
/// A whole game at level 1 ends well within this.
const MAX_PLIES: usize = 1000;

type Shared<G> = Mutex<GameSession<G>>;

fn loopback() -> SocketAddrV4 {
    SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0)
}

fn hosting<G: Playable>(local: Side) -> Shared<G> {
    let session = GameSession::<G>::host(RulesOf::<G>::default(), local, loopback(), QUICK);
    Mutex::new(session.expect("loopback listens"))
}

fn code<G: Playable>(session: &Shared<G>) -> JoinCode {
    lock(session).snapshot().nearby.expect("a nearby game").code
}

/// Hears until `done` holds of the session, at most [`WAIT`].
fn hear_until<G: Playable>(session: &Shared<G>, done: impl Fn(&GameSession<G>) -> bool) {
    let deadline = std::time::Instant::now() + WAIT;
    while !done(&lock(session)) {
        assert!(
            std::time::Instant::now() < deadline,
            "nothing came: {:?}",
            lock(session).snapshot().last_event
        );
        hear(session, Duration::from_millis(50));
    }
}

fn event<G: Playable>(session: &Shared<G>) -> Option<Event<G>> {
    lock(session).snapshot().last_event.map(|last| last.event)
}

fn connection<G: Playable>(session: &Shared<G>) -> Connection {
    lock(session)
        .snapshot()
        .nearby
        .expect("a nearby game")
        .connection
}

/// The guest of `host`'s game, joined and welcomed.
fn join<G: Playable>(host: &Shared<G>) -> Shared<G> {
    let code = code(host);
    let joining = std::thread::spawn(move || Link::join(code, None, QUICK));
    hear_until(host, |s| {
        s.snapshot().nearby.unwrap().connection == Connection::Connected
    });
    let (link, welcome) = joining.join().unwrap().expect("the host welcomes");
    Mutex::new(GameSession::joined(link, welcome).expect("the host's game loads"))
}

/// The record both phones would save, without the session's own fields.
fn moves<G: Playable>(session: &Shared<G>) -> Vec<String> {
    let session = lock(session);
    session
        .snapshot()
        .history
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The side to move plays level 1's move on its own phone; the other
/// phone hears it.
fn play_one<G: Playable>(phones: [&Shared<G>; 2], seed: u64) {
    let turn = lock(phones[0]).snapshot().turn;
    let (mover, other) = match lock(phones[0]).mode() {
        Mode::Nearby { local } if local == turn => (phones[0], phones[1]),
        _ => (phones[1], phones[0]),
    };
    let plies = lock(mover).game().plies();
    play_alone(mover, seed);
    hear_until(other, |s| {
        s.game().plies() > plies || s.game().outcome().is_some()
    });
}

/// Level 1's move for the side to move, played on `phone` alone.
fn play_alone<G: Playable>(phone: &Shared<G>, seed: u64) {
    let mut session = lock(phone);
    let m = G::computer_move(session.game(), Level::MIN, &AtomicBool::new(false), seed)
        .expect("a live game has a move");
    session.play_picked(m).expect("the engine's move is legal");
}

fn whole_game<G: Playable>(host_side: Side) {
    let host = hosting::<G>(host_side);
    let guest = join(&host);
    assert_eq!(lock(&guest).mode(), Mode::Nearby { local: !host_side });
    for seed in 0.. {
        if lock(&host).game().outcome().is_some() {
            break;
        }
        assert!(seed < MAX_PLIES as u64, "the game did not end");
        play_one([&host, &guest], seed);
        assert_eq!(moves(&host), moves(&guest));
    }
    let outcome = lock(&host).game().outcome();
    assert_eq!(outcome, lock(&guest).game().outcome());
    assert!(outcome.is_some());
    // Both saves hold the same game and the seat to come back to.
    let (host_save, guest_save) = (lock(&host).save(), lock(&guest).save());
    let restored = GameSession::<G>::restore(&guest_save, Mode::TwoPlayers).unwrap();
    assert_eq!(restored.mode(), Mode::Nearby { local: !host_side });
    assert_eq!(restored.snapshot().nearby.unwrap().role, Role::Guest);
    assert!(host_save.contains("\"nearby\""));
}

#[test]
fn a_whole_game_of_math_chess_over_loopback() {
    whole_game::<MathChess>(Side::Blue);
}

#[test]
fn a_whole_game_of_capture_the_flag_over_loopback() {
    whole_game::<CaptureTheFlag>(Side::Red);
}

#[test]
fn taps_wait_for_the_other_phones_turn() {
    let host = hosting::<MathChess>(Side::Red);
    let guest = join(&host);
    let refused = lock(&host).tap("c1".parse().unwrap());
    assert_eq!(
        refused,
        Err(SessionError::Rejected(super::Rejection::OtherPhoneToMove))
    );
    let snapshot = lock(&host).snapshot();
    assert!(snapshot.players.blue.remote && !snapshot.players.red.remote);
    assert!(
        !snapshot.players.blue.may_resign,
        "the other phone resigns for itself"
    );
    assert!(!snapshot.can_undo && !snapshot.players.red.may_hint);
    lock(&guest).tap("c1".parse().unwrap()).unwrap();
    lock(&guest).tap("c4".parse().unwrap()).unwrap();
    hear_until(&host, |s| s.game().plies() == 1);
    assert!(matches!(
        event(&host),
        Some(Event::Played {
            side: Side::Blue,
            ..
        })
    ));
}

#[test]
fn draws_resignations_and_undos_travel() {
    let host = hosting::<MathChess>(Side::Blue);
    let guest = join(&host);
    lock(&host).offer_draw(Side::Blue).unwrap();
    assert_eq!(
        lock(&host).play_text(&"c1-c4".parse().unwrap()),
        Err(super::Rejection::AwaitingDrawAnswer.into()),
        "a move would cross the answer"
    );
    hear_until(&guest, |s| s.snapshot().draw_offer == Some(Side::Blue));
    lock(&guest).decline_draw(Side::Red).unwrap();
    hear_until(&host, |s| s.snapshot().draw_offer.is_none());
    assert_eq!(event(&host), Some(Event::DrawDeclined { by: Side::Red }));

    lock(&host).play_text(&"c1-c4".parse().unwrap()).unwrap();
    hear_until(&guest, |s| s.game().plies() == 1);
    assert_eq!(
        lock(&guest).ask_undo(),
        Err(NearbyError::NoUndoToAsk.into()),
        "the host played the last move"
    );
    lock(&host).ask_undo().unwrap();
    hear_until(&guest, |s| s.snapshot().nearby.unwrap().may_answer_undo);
    lock(&guest).answer_undo(true).unwrap();
    hear_until(&host, |s| s.game().plies() == 0);
    assert_eq!(moves(&guest), Vec::<String>::new());

    // A request that crosses the other's move is dropped on both phones.
    lock(&host).play_text(&"c1-c4".parse().unwrap()).unwrap();
    hear_until(&guest, |s| s.game().plies() == 1);
    lock(&host).ask_undo().unwrap();
    lock(&guest).play_text(&"c11-c8".parse().unwrap()).unwrap();
    hear_until(&host, |s| s.game().plies() == 2);
    hear_until(&guest, |s| {
        s.snapshot()
            .last_event
            .is_some_and(|e| e.event == Event::UndoAsked { by: Side::Blue })
            || s.game().plies() == 2
    });
    assert_eq!(lock(&host).snapshot().nearby.unwrap().undo_asked, None);
    assert_eq!(
        lock(&guest).snapshot().nearby.unwrap().connection,
        Connection::Connected
    );
    assert_eq!(moves(&host), moves(&guest));
    let host = hosting::<MathChess>(Side::Blue);
    let guest = join(&host);

    lock(&host).play_text(&"c1-c4".parse().unwrap()).unwrap();
    hear_until(&guest, |s| s.game().plies() == 1);
    lock(&guest).offer_draw(Side::Red).unwrap();
    hear_until(&host, |s| s.snapshot().draw_offer == Some(Side::Red));
    lock(&host).accept_draw(Side::Blue).unwrap();
    hear_until(&guest, |s| s.game().outcome().is_some());
    assert_eq!(lock(&host).game().outcome(), lock(&guest).game().outcome());

    let host = hosting::<MathChess>(Side::Blue);
    let guest = join(&host);
    lock(&guest).resign(Side::Red).unwrap();
    hear_until(&host, |s| s.game().outcome().is_some());
    assert_eq!(lock(&host).snapshot().resigned, Some(Side::Red));
}

/// A raw phone that said a good hello to `host` and was welcomed.
fn raw_guest(host: &Shared<MathChess>) -> (TcpStream, BufReader<TcpStream>) {
    let code = code(host);
    let mut stream = TcpStream::connect(code.address).unwrap();
    let hello = Message::Hello {
        protocol: PROTOCOL,
        pairing: code.pairing.number(),
        resume: None,
    };
    stream.write_all(hello.to_line().as_bytes()).unwrap();
    hear_until(host, |s| {
        s.snapshot().nearby.unwrap().connection == Connection::Connected
    });
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    assert!(matches!(
        read_message(&mut reader),
        Ok(Message::Welcome { .. })
    ));
    (stream, reader)
}

#[test]
fn every_bad_message_is_refused_and_changes_nothing() {
    // The host plays Red: after 1. c1-c4 by the raw guest, Red is to move.
    let host = hosting::<MathChess>(Side::Red);
    let (mut stream, _) = raw_guest(&host);
    let first = Message::Move {
        ply: 0,
        text: "c1-c4".into(),
    };
    stream.write_all(first.to_line().as_bytes()).unwrap();
    hear_until(&host, |s| s.game().plies() == 1);
    drop(stream);
    hear_until(&host, |s| {
        s.snapshot().nearby.unwrap().connection == Connection::Waiting
    });
    let before = lock(&host).save();

    let moved = |ply: usize, text: &str| Message::Move {
        ply,
        text: text.into(),
    };
    let table: Vec<(Message, NearbyError)> = vec![
        (moved(1, "c11-c8"), NearbyError::OutOfTurn),
        (Message::OfferDraw, NearbyError::OutOfTurn),
        (
            Message::AnswerDraw { accept: true },
            NearbyError::NothingToAnswer,
        ),
        (
            Message::AnswerUndo { accept: true },
            NearbyError::NothingToAnswer,
        ),
        (
            Message::Hello {
                protocol: PROTOCOL,
                pairing: 1,
                resume: None,
            },
            NearbyError::Unexpected("a hello"),
        ),
        (
            Message::Welcome {
                protocol: PROTOCOL,
                game: crate::record::GameKind::MathChess,
                record: json!({}),
                host: Side::Blue,
            },
            NearbyError::Unexpected("a welcome"),
        ),
        (
            Message::Refused {
                reason: Refusal::Busy,
            },
            NearbyError::Unexpected("a refusal"),
        ),
    ];
    for (message, error) in table {
        let (mut stream, mut reader) = raw_guest(&host);
        stream.write_all(message.to_line().as_bytes()).unwrap();
        hear_until(&host, |s| {
            matches!(
                s.snapshot().last_event,
                Some(super::LastEvent {
                    event: Event::PeerRefused(_),
                    ..
                })
            )
        });
        assert_eq!(event(&host), Some(Event::PeerRefused(error)), "{message:?}");
        assert_eq!(lock(&host).save(), before, "{message:?} changed the game");
        assert_eq!(connection(&host), Connection::Waiting);
        assert_eq!(
            read_message(&mut reader),
            Ok(Message::Refused {
                reason: Refusal::Refused
            })
        );
    }

    // Moves in turn but wrong, in a new game where the guest's Blue is
    // to move.
    let host = hosting::<MathChess>(Side::Red);
    let before = lock(&host).save();
    let bad_moves = [
        (moved(1, "c1-c4"), "WrongPly"),
        (moved(0, "c1-c9"), "BadMove"),
        (moved(0, "z9-z10"), "BadMove"),
        (moved(0, "e2"), "BadMove"),
        (moved(0, &"x".repeat(5000)), "BadMove"),
    ];
    for (message, kind) in bad_moves {
        let (mut stream, _) = raw_guest(&host);
        stream.write_all(message.to_line().as_bytes()).unwrap();
        hear_until(&host, |s| {
            s.snapshot().nearby.unwrap().connection == Connection::Waiting
        });
        let Some(Event::PeerRefused(error)) = event(&host) else {
            panic!("{message:?}: {:?}", event(&host));
        };
        assert!(
            format!("{error:?}").starts_with(kind),
            "{message:?}: {error:?}"
        );
        assert_eq!(lock(&host).save(), before);
    }

    // Lines that are no message: the link refuses them, the game stays.
    for line in [&b"\xff\xfe\n"[..], b"{\"type\":\"fly\"}\n", &[b'{'; 17_000]] {
        let (mut stream, _) = raw_guest(&host);
        stream.write_all(line).unwrap();
        hear_until(&host, |s| {
            s.snapshot().nearby.unwrap().connection == Connection::Waiting
        });
        assert!(matches!(event(&host), Some(Event::Left(_))));
        assert_eq!(lock(&host).save(), before);
    }
    // Silence past the timings' bound.
    let (_silent, _) = raw_guest(&host);
    hear_until(&host, |s| {
        s.snapshot().nearby.unwrap().connection == Connection::Waiting
    });
    assert_eq!(event(&host), Some(Event::Left(LinkError::Silent)));
}

#[test]
fn a_guest_cut_mid_game_comes_back_and_the_host_catches_up() {
    let host = hosting::<MathChess>(Side::Blue);
    let guest = join(&host);
    for seed in 0..4 {
        play_one([&host, &guest], seed);
    }
    lock(&guest).leave_nearby();
    hear_until(&host, |s| {
        s.snapshot().nearby.unwrap().connection == Connection::Waiting
    });
    assert!(matches!(
        connection(&guest),
        Connection::Lost(LinkError::Left)
    ));
    // Blue (the host) moves while the guest is away; the guest restarts
    // from its save.
    play_alone(&host, 4);
    let save = lock(&guest).save();
    drop(guest);
    let guest = Mutex::new(GameSession::<MathChess>::restore(&save, Mode::TwoPlayers).unwrap());
    lock(&guest).reopen_link(QUICK).unwrap();
    let hearing = std::thread::scope(|scope| {
        let hearing = scope.spawn(|| {
            hear_until(&host, |s| {
                s.snapshot().nearby.unwrap().connection == Connection::Connected
            });
        });
        rejoin(&guest).expect("the guest catches up");
        hearing.join()
    });
    hearing.unwrap();
    assert_eq!(moves(&host), moves(&guest));
    assert_eq!(lock(&guest).game().plies(), 5);

    // Now the guest moves while the host is away: the host restarts from
    // its save, listens at the same code, and takes the guest's move.
    let host_save = lock(&host).save();
    let code_before = code(&host);
    drop(host);
    hear_until(&guest, |s| {
        s.snapshot().nearby.unwrap().connection != Connection::Connected
    });
    play_alone(&guest, 5);
    let host = Mutex::new(GameSession::<MathChess>::restore(&host_save, Mode::TwoPlayers).unwrap());
    lock(&host).reopen_link(QUICK).unwrap();
    assert_eq!(code(&host), code_before);
    std::thread::scope(|scope| {
        let hearing = scope.spawn(|| {
            hear_until(&host, |s| {
                s.snapshot().nearby.unwrap().connection == Connection::Connected
            });
        });
        rejoin(&guest).expect("the host catches up");
        hearing.join().unwrap();
    });
    assert_eq!(moves(&host), moves(&guest));
    assert_eq!(lock(&host).game().plies(), 6);
}

#[test]
fn games_that_went_apart_are_a_conflict_and_neither_changes() {
    let host = hosting::<MathChess>(Side::Blue);
    let guest = join(&host);
    lock(&guest).leave_nearby();
    hear_until(&host, |s| {
        s.snapshot().nearby.unwrap().connection == Connection::Waiting
    });
    // The host plays c1-c4 while the guest's save says d1-d3 was played:
    // two different games.
    lock(&host).play_text(&"c1-c4".parse().unwrap()).unwrap();
    let save = lock(&guest).save();
    assert!(save.contains("\"moves\": []"), "{save}");
    let other = save.replace("\"moves\": []", "\"moves\": [\"d1-d3\"]");
    let guest = Mutex::new(GameSession::<MathChess>::restore(&other, Mode::TwoPlayers).unwrap());
    lock(&guest).reopen_link(QUICK).unwrap();
    let (host_before, guest_before) = (moves(&host), moves(&guest));
    std::thread::scope(|scope| {
        let hearing = scope.spawn(|| {
            hear_until(&host, |s| {
                matches!(
                    s.snapshot().last_event,
                    Some(super::LastEvent {
                        event: Event::PeerRefused(_),
                        ..
                    })
                )
            });
        });
        assert_eq!(
            rejoin(&guest),
            Err(NearbyError::Link(LinkError::Refused(Refusal::Conflict)).into())
        );
        hearing.join().unwrap();
    });
    assert_eq!((moves(&host), moves(&guest)), (host_before, guest_before));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the other phone sends, this phone's game changes only by
    /// what its rules allow: its save always loads and replays.
    #[test]
    fn random_messages_never_change_a_game_illegally(
        messages in prop::collection::vec(any_message(), 0..40)
    ) {
        let host = hosting::<MathChess>(Side::Red);
        let mut session = host.into_inner().unwrap();
        for message in messages {
            let plies = session.game().plies();
            session.receive(Incoming::Message(message));
            let after = session.game().plies();
            prop_assert!(after == plies || after == plies + 1 || after + 1 == plies);
            let save = session.save();
            prop_assert!(GameSession::<MathChess>::restore(&save, Mode::TwoPlayers).is_ok());
        }
    }
}

fn any_message() -> impl Strategy<Value = Message> {
    let texts = prop::sample::select(vec![
        "c1-c4",
        "c11-c8",
        "a1-a2",
        "e2",
        "d1xd5=1+2",
        "c4-c5",
        "a11-a10",
        "",
        "zz",
    ]);
    prop_oneof![
        (0usize..4, texts).prop_map(|(ply, text)| Message::Move {
            ply,
            text: text.into()
        }),
        Just(Message::OfferDraw),
        any::<bool>().prop_map(|accept| Message::AnswerDraw { accept }),
        Just(Message::Resign),
        (0usize..4).prop_map(|ply| Message::AskUndo { ply }),
        any::<bool>().prop_map(|accept| Message::AnswerUndo { accept }),
        Just(Message::Ping),
        Just(Message::Bye),
    ]
}
