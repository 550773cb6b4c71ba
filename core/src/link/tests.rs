//! The link between two ends on loopback: joining, refusals, losses.
//! Every wait is bounded by the short timings below.

use std::{
    io::{BufReader, Write},
    net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpStream},
    time::Duration,
};

use serde_json::json;

use super::*;
use crate::{record::GameKind, Side};

pub(crate) const QUICK: Timings = Timings {
    connect: Duration::from_secs(2),
    hello: Duration::from_millis(700),
    silence: Duration::from_millis(700),
    ping: Duration::from_millis(100),
};
/// Longer than anything the link waits for itself.
const WAIT: Duration = Duration::from_secs(5);

pub(crate) fn loopback_host(pairing: u32) -> Link {
    let address = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0);
    Link::host(address, Pairing::new(pairing), QUICK).expect("loopback listens")
}

fn welcome() -> Welcome {
    Welcome {
        game: GameKind::MathChess,
        record: json!({"format": "test"}),
        host: Side::Blue,
    }
}

/// A guest joined to `host`, the host having welcomed it.
fn joined(host: &Link) -> Link {
    let code = host.code();
    let guest = std::thread::spawn(move || Link::join(code, None, QUICK));
    assert_eq!(host.next(WAIT), Some(Incoming::Hello(None)));
    host.welcome(welcome()).unwrap();
    let (guest, welcomed) = guest.join().unwrap().unwrap();
    assert_eq!(welcomed, welcome());
    guest
}

/// A raw connection to `host` that has said `lines`.
fn raw(host: &Link, lines: &[u8]) -> TcpStream {
    let mut stream = TcpStream::connect(host.code().address).unwrap();
    stream.write_all(lines).unwrap();
    stream
}

fn hello(pairing: u32) -> Vec<u8> {
    Message::Hello {
        protocol: PROTOCOL,
        pairing,
        resume: None,
    }
    .to_line()
    .into_bytes()
}

#[test]
fn two_ends_talk_until_one_leaves() {
    let host = loopback_host(1234);
    assert_eq!(host.role(), Role::Host);
    let guest = joined(&host);
    assert!(guest.is_connected() && host.is_connected());
    let m = Message::Move {
        ply: 0,
        text: "c1-c4".into(),
    };
    guest.send(&m).unwrap();
    assert_eq!(host.next(WAIT), Some(Incoming::Message(m)));
    host.send(&Message::OfferDraw).unwrap();
    assert_eq!(
        guest.next(WAIT),
        Some(Incoming::Message(Message::OfferDraw))
    );
    // Pings keep a quiet link up past its silence.
    assert_eq!(host.next(QUICK.silence * 2), None);
    assert!(host.is_connected());
    guest.leave();
    assert_eq!(host.next(WAIT), Some(Incoming::Lost(LinkError::Left)));
    assert!(!host.is_connected());
}

#[test]
fn a_guest_comes_back_after_a_cut() {
    let host = loopback_host(99);
    let guest = joined(&host);
    drop(guest);
    assert_eq!(host.next(WAIT), Some(Incoming::Lost(LinkError::Left)));
    let again = joined(&host);
    again.send(&Message::Resign).unwrap();
    assert_eq!(host.next(WAIT), Some(Incoming::Message(Message::Resign)));
}

/// A host restarted from its save listens at the same code: by the time
/// the guest hears the old one leave, its port must be free again.
#[test]
fn a_host_gone_frees_its_port_before_the_guest_hears_it() {
    for _ in 0..20 {
        let host = loopback_host(7);
        let address = host.code().address;
        let guest = joined(&host);
        // The app closes the old session on a thread of its own.
        let closing = std::thread::spawn(move || drop(host));
        assert_eq!(guest.next(WAIT), Some(Incoming::Lost(LinkError::Left)));
        std::net::TcpListener::bind(address).expect("the old host's port is free");
        closing.join().unwrap();
    }
}

#[test]
fn the_host_turns_away_and_goes_on_listening() {
    let host = loopback_host(5);
    let wrong = JoinCode::new(host.code().address, Pairing::new(6));
    assert_eq!(
        Link::join(wrong, None, QUICK).err(),
        Some(LinkError::Refused(Refusal::Pairing))
    );
    assert_eq!(
        host.next(WAIT),
        Some(Incoming::TurnedAway(Refusal::Pairing))
    );
    let table: [(Vec<u8>, Refusal); 4] = [
        (b"\xff\n".to_vec(), Refusal::NoHello),
        (b"{\"type\":\"ping\"}\n".to_vec(), Refusal::NoHello),
        (
            b"{\"type\":\"hello\",\"protocol\":9,\"pairing\":5}\n".to_vec(),
            Refusal::Version {
                ours: PROTOCOL,
                theirs: 9,
            },
        ),
        (vec![b'x'; MAX_LINE + 10], Refusal::NoHello),
    ];
    for (lines, refusal) in table {
        let stream = raw(&host, &lines);
        assert_eq!(host.next(WAIT), Some(Incoming::TurnedAway(refusal)));
        let answer = read_message(&mut BufReader::new(&stream));
        assert_eq!(answer, Ok(Message::Refused { reason: refusal }));
    }
    // Silence before the hello.
    let _silent = raw(&host, b"");
    assert_eq!(
        host.next(WAIT),
        Some(Incoming::TurnedAway(Refusal::NoHello))
    );
    // The right phone still joins, and a second one is turned away.
    let _guest = joined(&host);
    let second = Link::join(host.code(), None, QUICK);
    assert_eq!(second.err(), Some(LinkError::Refused(Refusal::Busy)));
}

#[test]
fn wrong_numbers_lock_the_door_for_a_minute() {
    let host = loopback_host(321);
    for _ in 0..host::WRONG_TRIES {
        let stream = raw(&host, &hello(320));
        let answer = read_message(&mut BufReader::new(&stream));
        assert_eq!(
            answer,
            Ok(Message::Refused {
                reason: Refusal::Pairing
            })
        );
    }
    assert_eq!(
        Link::join(host.code(), None, QUICK).err(),
        Some(LinkError::Refused(Refusal::TooManyTries))
    );
}

#[test]
fn a_silent_or_garbled_peer_is_lost() {
    let host = loopback_host(8);
    let mut stream = raw(&host, &hello(8));
    assert_eq!(host.next(WAIT), Some(Incoming::Hello(None)));
    host.welcome(welcome()).unwrap();
    // Says nothing, not even a ping.
    assert_eq!(host.next(WAIT), Some(Incoming::Lost(LinkError::Silent)));
    stream.flush().unwrap();

    let stream = raw(&host, &hello(8));
    assert_eq!(host.next(WAIT), Some(Incoming::Hello(None)));
    host.welcome(welcome()).unwrap();
    (&stream).write_all(b"{\"type\":\"move\"}\n").unwrap();
    assert!(matches!(
        host.next(WAIT),
        Some(Incoming::Lost(LinkError::NotAMessage(_)))
    ));
}

#[test]
fn nobody_hosting_is_said() {
    let free = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let SocketAddr::V4(address) = free.local_addr().unwrap() else {
        unreachable!("bound on IPv4")
    };
    drop(free);
    let code = JoinCode::new(address, Pairing::new(1));
    assert!(matches!(
        Link::join(code, None, QUICK).err(),
        Some(LinkError::Unreachable(_))
    ));
}
