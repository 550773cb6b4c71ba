//! The host's listener: each phone that connects says hello within the
//! timings' `hello`, with the right version and pairing number, while no
//! other phone is joined; anything else is turned away and the host goes on
//! listening. Wrong pairing numbers are limited, so that the number cannot
//! be guessed: one try a connection, a few a minute.

use std::{
    collections::VecDeque,
    io::{BufReader, ErrorKind},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
    thread,
    time::{Duration, Instant},
};

use super::{
    endpoint::{lock, Peer, Shared},
    read_message, write_message, Incoming, Message, Pairing, Refusal, PROTOCOL,
};

/// Wrong pairing numbers a minute before every hello is turned away.
pub(super) const WRONG_TRIES: usize = 5;
const TRIES_WINDOW: Duration = Duration::from_secs(60);
/// Hellos awaited at once; a phone beyond them is dropped unheard.
const HANDSHAKES: usize = 4;
/// How often the listener looks for a new connection and for its end.
const POLL: Duration = Duration::from_millis(20);

/// The wrong pairing numbers of the last minute.
#[derive(Debug, Default)]
struct Tries(VecDeque<Instant>);

impl Tries {
    fn too_many(&mut self, now: Instant) -> bool {
        while self
            .0
            .front()
            .is_some_and(|&at| now.duration_since(at) >= TRIES_WINDOW)
        {
            self.0.pop_front();
        }
        self.0.len() >= WRONG_TRIES
    }
}

/// Listens until the link is dropped.
pub(super) fn listen(listener: &TcpListener, shared: &Arc<Shared>, pairing: Pairing) {
    let tries = Arc::new(Mutex::new(Tries::default()));
    let handshakes = Arc::new(AtomicUsize::new(0));
    while !shared.stop.load(Ordering::Relaxed) {
        match listener.accept() {
            Ok((stream, _)) => {
                if handshakes.fetch_add(1, Ordering::AcqRel) >= HANDSHAKES {
                    handshakes.fetch_sub(1, Ordering::AcqRel);
                    let _ = stream.shutdown(Shutdown::Both);
                    continue;
                }
                let (shared, tries, handshakes) = (
                    Arc::clone(shared),
                    Arc::clone(&tries),
                    Arc::clone(&handshakes),
                );
                thread::spawn(move || {
                    handshake(stream, &shared, pairing, &tries);
                    handshakes.fetch_sub(1, Ordering::AcqRel);
                });
            }
            Err(error) if error.kind() == ErrorKind::WouldBlock => thread::sleep(POLL),
            // A connection that failed before it was accepted.
            Err(_) => thread::sleep(POLL),
        }
    }
}

/// Hears one phone's hello: makes it the pending guest, or turns it away.
fn handshake(stream: TcpStream, shared: &Shared, pairing: Pairing, tries: &Mutex<Tries>) {
    let timings = shared.timings;
    let ready = stream.set_nonblocking(false).is_ok()
        && stream.set_read_timeout(Some(timings.hello)).is_ok()
        && stream.set_write_timeout(Some(timings.hello)).is_ok();
    if !ready {
        return;
    }
    let mut reader = BufReader::new(stream);
    let refusal = match read_message(&mut reader) {
        Err(_) => Refusal::NoHello,
        Ok(Message::Hello {
            protocol,
            pairing: number,
            resume,
        }) => match check(protocol, number, pairing, tries) {
            Err(refusal) => refusal,
            Ok(()) => {
                let mut peer = shared.peer();
                let busy = match &*peer {
                    Peer::None => false,
                    Peer::Pending { since, .. } => since.elapsed() < timings.hello,
                    Peer::Connected { .. } => true,
                };
                if !busy {
                    let id = shared.new_id();
                    *peer = Peer::Pending {
                        id,
                        reader,
                        since: Instant::now(),
                    };
                    drop(peer);
                    shared.tell(id, Incoming::Hello(resume));
                    return;
                }
                Refusal::Busy
            }
        },
        Ok(_) => Refusal::NoHello,
    };
    let stream = reader.get_mut();
    let _ = write_message(stream, &Message::Refused { reason: refusal });
    let _ = stream.shutdown(Shutdown::Both);
    shared.tell(0, Incoming::TurnedAway(refusal));
}

/// Checks a hello's version and pairing number; a wrong number counts
/// against the minute's tries.
fn check(
    protocol: u32,
    number: u32,
    pairing: Pairing,
    tries: &Mutex<Tries>,
) -> Result<(), Refusal> {
    if protocol != PROTOCOL {
        return Err(Refusal::Version {
            ours: PROTOCOL,
            theirs: protocol,
        });
    }
    let mut tries = lock(tries);
    let now = Instant::now();
    if tries.too_many(now) {
        Err(Refusal::TooManyTries)
    } else if number != pairing.number() {
        tries.0.push_back(now);
        Err(Refusal::Pairing)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_numbers_are_limited_a_minute() {
        let tries = Mutex::new(Tries::default());
        let right = Pairing::new(77);
        for _ in 0..WRONG_TRIES {
            assert_eq!(check(PROTOCOL, 78, right, &tries), Err(Refusal::Pairing));
        }
        assert_eq!(
            check(PROTOCOL, 77, right, &tries),
            Err(Refusal::TooManyTries)
        );
        let past = Instant::now() - TRIES_WINDOW;
        lock(&tries).0.iter_mut().for_each(|at| *at = past);
        assert_eq!(check(PROTOCOL, 77, right, &tries), Ok(()));
    }

    #[test]
    fn another_version_is_refused_before_the_number_counts() {
        let tries = Mutex::new(Tries::default());
        assert_eq!(
            check(PROTOCOL + 1, 1, Pairing::new(2), &tries),
            Err(Refusal::Version {
                ours: PROTOCOL,
                theirs: PROTOCOL + 1
            })
        );
        assert!(lock(&tries).0.is_empty());
    }
}
