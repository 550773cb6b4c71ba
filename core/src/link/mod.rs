//! Nearby play (`docs/nearby.md`): two phones on one network, one hosting,
//! one joining with the host's [`JoinCode`]. The link carries lines of
//! JSON ([`Message`]) over TCP and checks each line's length, encoding and
//! shape, the pairing number and the wait for every line; it knows no game.
//! What a message means for the game is the session's to check
//! (`session::nearby`), on each phone against its own core.
//!
//! Threads, not async: a listener while hosting, a reader a connection and
//! a pinger, each ending by itself when the link is dropped. What they hear
//! comes out of [`Link::next`], one [`Incoming`] at a time.

mod code;
mod endpoint;
mod host;
mod message;
mod wire;

use std::time::Duration;

pub use code::{CodeError, JoinCode, Pairing};
pub use endpoint::{Incoming, Link, Role, Welcome};
pub use message::{Message, Refusal, Resume, MAX_LINE, PROTOCOL};
pub use wire::{read_message, write_message};

/// Why the link is down, or why a phone could not join.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LinkError {
    #[error("the other phone closed the link")]
    Closed,
    #[error("the other phone left the game")]
    Left,
    #[error("the other phone has been silent too long")]
    Silent,
    #[error("the other phone sent a line longer than {MAX_LINE} bytes")]
    LineTooLong,
    #[error("the other phone sent a line that is not UTF-8 text")]
    NotUtf8,
    #[error("the other phone sent a line that is not a message: {0}")]
    NotAMessage(String),
    #[error("the other phone sent {0} out of place")]
    Unexpected(&'static str),
    /// The other phone refused this one, and said why.
    #[error("{0}")]
    Refused(Refusal),
    #[error("no game is hosted at {0}: check the code, and that both phones are on one network")]
    Unreachable(String),
    #[error("cannot listen at {address}: {detail}")]
    CannotListen { address: String, detail: String },
    #[error("the network failed: {0}")]
    Network(String),
}

/// How long a link waits, and how often it speaks when it has nothing to
/// say. Tests shorten them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Timings {
    /// For the host to answer a connection.
    pub connect: Duration,
    /// For the hello and the welcome.
    pub hello: Duration,
    /// Between two lines before the other phone counts as gone.
    pub silence: Duration,
    /// Between two pings on a quiet link: well under `silence`.
    pub ping: Duration,
}

impl Default for Timings {
    fn default() -> Timings {
        Timings {
            connect: Duration::from_secs(5),
            hello: Duration::from_secs(5),
            silence: Duration::from_secs(15),
            ping: Duration::from_secs(3),
        }
    }
}

/// This device's address on its local network, as a host shows it: the
/// address the system would send from toward the internet. Found with a
/// UDP socket's `connect`, which only chooses a route: nothing is sent.
#[must_use]
pub fn local_address() -> Option<std::net::Ipv4Addr> {
    let socket = std::net::UdpSocket::bind(("0.0.0.0", 0)).ok()?;
    // TEST-NET-1 (RFC 5737): documentation only, never answered.
    socket.connect(("192.0.2.1", 9)).ok()?;
    match socket.local_addr().ok()?.ip() {
        std::net::IpAddr::V4(address) if !address.is_unspecified() => Some(address),
        _ => None,
    }
}

#[cfg(test)]
pub(crate) mod tests;
