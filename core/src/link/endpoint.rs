//! One phone's end of the link, hosting or joined: the connection to the
//! other phone, its reader and pinger threads, and the queue of what they
//! heard.

use std::{
    io::{BufReader, ErrorKind},
    net::{Shutdown, SocketAddr, SocketAddrV4, TcpListener, TcpStream},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
        Arc, Mutex, MutexGuard, PoisonError,
    },
    thread,
    time::{Duration, Instant},
};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    host, read_message, write_message, JoinCode, LinkError, Message, Pairing, Refusal, Resume,
    Timings, PROTOCOL,
};
use crate::{record::GameKind, Side};

/// Which end of the link this phone holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Listens, shows the code and decides the game.
    Host,
    /// Joined with the host's code.
    Guest,
}

/// The host's answer to a good hello: the game as it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Welcome {
    pub game: GameKind,
    /// The game's record.
    pub record: Value,
    /// The side the host plays.
    pub host: Side,
}

/// What the link heard, for the game to act on.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    /// (Host) a phone with the right code said hello, with the game it had
    /// if it comes back to one: answer with [`Link::welcome`] or
    /// [`Link::refuse`].
    Hello(Option<Resume>),
    /// A line of the connected phone (never a ping or a bye).
    Message(Message),
    /// The connection ended; a guest may [`Link::rejoin`], a host goes on
    /// listening.
    Lost(LinkError),
    /// (Host) a phone was turned away; the game goes on.
    TurnedAway(Refusal),
}

/// The other phone, as far as this end knows.
#[derive(Debug, Default)]
pub(super) enum Peer {
    #[default]
    None,
    /// Said a good hello at `since`; waits for the game's answer. Its
    /// reader may hold what it sent after the hello.
    Pending {
        id: u64,
        reader: BufReader<TcpStream>,
        since: Instant,
    },
    Connected {
        id: u64,
        stream: TcpStream,
    },
}

impl Peer {
    /// Closes the connection, if any, both ways.
    fn shut_down(self) {
        let stream = match &self {
            Peer::None => return,
            Peer::Pending { reader, .. } => reader.get_ref(),
            Peer::Connected { stream, .. } => stream,
        };
        let _ = stream.shutdown(Shutdown::Both);
    }
}

/// What an end's threads share.
#[derive(Debug)]
pub(super) struct Shared {
    pub timings: Timings,
    /// Raised when the link is dropped: every thread ends.
    pub stop: AtomicBool,
    next_id: AtomicU64,
    pub peer: Mutex<Peer>,
    inbox: Sender<(u64, Incoming)>,
}

impl Shared {
    pub fn peer(&self) -> MutexGuard<'_, Peer> {
        lock(&self.peer)
    }

    pub fn new_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Queues what connection `id` heard (0: no connection's).
    pub fn tell(&self, id: u64, incoming: Incoming) {
        // The receiver goes only with the link, when nobody listens.
        let _ = self.inbox.send((id, incoming));
    }

    /// Makes `reader`'s stream the connection, with its reader thread.
    fn connect(self: &Arc<Self>, id: u64, reader: BufReader<TcpStream>) -> Result<(), LinkError> {
        let stream = reader
            .get_ref()
            .try_clone()
            .map_err(|error| LinkError::Network(error.to_string()))?;
        let _ = stream.set_read_timeout(Some(self.timings.silence));
        let _ = stream.set_write_timeout(Some(self.timings.silence));
        if let Peer::Connected { stream: old, .. } =
            std::mem::replace(&mut *self.peer(), Peer::Connected { id, stream })
        {
            let _ = old.shutdown(Shutdown::Both);
        }
        let shared = Arc::clone(self);
        thread::spawn(move || shared.read(id, reader));
        Ok(())
    }

    /// Connection `id`'s reader: every line until the connection ends.
    fn read(&self, id: u64, mut reader: BufReader<TcpStream>) {
        let lost = loop {
            match read_message(&mut reader) {
                Ok(Message::Ping) => {}
                Ok(Message::Bye) => break LinkError::Left,
                Ok(message) => self.tell(id, Incoming::Message(message)),
                Err(error) => break error,
            }
        };
        self.hang_up(id);
        self.tell(id, Incoming::Lost(lost));
    }

    /// Ends connection `id` if it is the one.
    pub fn hang_up(&self, id: u64) {
        let mut peer = self.peer();
        let current = match &*peer {
            Peer::Pending { id: current, .. } | Peer::Connected { id: current, .. } => *current,
            Peer::None => return,
        };
        if current == id {
            std::mem::take(&mut *peer).shut_down();
        }
    }

    /// Sends `message` to the connected phone; a failed write ends the
    /// connection (its reader then tells it lost).
    fn send(&self, message: &Message) -> Result<(), LinkError> {
        let mut peer = self.peer();
        let Peer::Connected { id, stream } = &mut *peer else {
            return Err(LinkError::Closed);
        };
        let id = *id;
        let Err(error) = write_message(stream, message) else {
            return Ok(());
        };
        drop(peer);
        self.hang_up(id);
        Err(LinkError::from_io(&error))
    }

    /// Pings a quiet link until the link is dropped.
    fn ping(&self) {
        let slice = Duration::from_millis(20).min(self.timings.ping);
        let mut waited = Duration::ZERO;
        while !self.stop.load(Ordering::Relaxed) {
            thread::sleep(slice);
            waited += slice;
            if waited >= self.timings.ping {
                waited = Duration::ZERO;
                let _ = self.send(&Message::Ping);
            }
        }
    }
}

/// A mutex's value, also after a thread panicked holding it: every value
/// behind the link's locks is whole between two statements.
pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// One phone's end of the link.
#[derive(Debug)]
pub struct Link {
    role: Role,
    code: JoinCode,
    shared: Arc<Shared>,
    inbox: Mutex<Receiver<(u64, Incoming)>>,
    /// The host's listener, joined when the link is dropped so that its
    /// port is free at once.
    listener: Option<thread::JoinHandle<()>>,
}

impl Link {
    fn new(role: Role, code: JoinCode, timings: Timings) -> Link {
        let (sender, receiver) = mpsc::channel();
        let shared = Arc::new(Shared {
            timings,
            stop: AtomicBool::new(false),
            next_id: AtomicU64::new(0),
            peer: Mutex::new(Peer::None),
            inbox: sender,
        });
        let pinger = Arc::clone(&shared);
        thread::spawn(move || pinger.ping());
        Link {
            role,
            code,
            shared,
            inbox: Mutex::new(receiver),
            listener: None,
        }
    }

    /// Hosts at `address` (port 0: a free port), with `pairing` as the
    /// secret: the code shows that address and the port listened on.
    ///
    /// # Errors
    /// [`LinkError::CannotListen`] when the address cannot be listened on.
    pub fn host(
        address: SocketAddrV4,
        pairing: Pairing,
        timings: Timings,
    ) -> Result<Link, LinkError> {
        let cannot = |error: std::io::Error| LinkError::CannotListen {
            address: address.to_string(),
            detail: error.to_string(),
        };
        let listener = TcpListener::bind(address).map_err(cannot)?;
        listener.set_nonblocking(true).map_err(cannot)?;
        let port = listener.local_addr().map_err(cannot)?.port();
        let code = JoinCode::new(SocketAddrV4::new(*address.ip(), port), pairing);
        let mut link = Link::new(Role::Host, code, timings);
        let shared = Arc::clone(&link.shared);
        link.listener = Some(thread::spawn(move || {
            host::listen(&listener, &shared, pairing);
        }));
        Ok(link)
    }

    /// Joins the game hosted at `code`, coming back to `resume` if given.
    ///
    /// # Errors
    /// As [`Link::rejoin`].
    pub fn join(
        code: JoinCode,
        resume: Option<Resume>,
        timings: Timings,
    ) -> Result<(Link, Welcome), LinkError> {
        let link = Link::guest(code, timings);
        let welcome = link.rejoin(resume)?;
        Ok((link, welcome))
    }

    /// A guest's end for the game hosted at `code`, not yet connected:
    /// [`Link::rejoin`] connects it.
    #[must_use]
    pub fn guest(code: JoinCode, timings: Timings) -> Link {
        Link::new(Role::Guest, code, timings)
    }

    /// (Guest) connects again, with the game as this phone has it. Waits
    /// for the host's answer, at most the timings' `connect` and `hello`.
    ///
    /// # Errors
    /// [`LinkError::Unreachable`], [`LinkError::Refused`] with the host's
    /// reason, or what went wrong on the line; the link stays down.
    pub fn rejoin(&self, resume: Option<Resume>) -> Result<Welcome, LinkError> {
        if self.role != Role::Guest {
            return Err(LinkError::Unexpected("a rejoin while hosting"));
        }
        let timings = self.shared.timings;
        let address = SocketAddr::V4(self.code.address);
        let stream = TcpStream::connect_timeout(&address, timings.connect).map_err(|error| {
            match error.kind() {
                // No way out to that network, or not allowed to take
                // one (a phone's local-network permission refused).
                ErrorKind::PermissionDenied
                | ErrorKind::NetworkUnreachable
                | ErrorKind::HostUnreachable => LinkError::Network(error.to_string()),
                _ => LinkError::Unreachable(address.to_string()),
            }
        })?;
        let _ = stream.set_read_timeout(Some(timings.hello));
        let _ = stream.set_write_timeout(Some(timings.hello));
        let hello = Message::Hello {
            protocol: PROTOCOL,
            pairing: self.code.pairing.number(),
            resume,
        };
        let mut reader = BufReader::new(stream);
        write_message(reader.get_mut(), &hello).map_err(|error| LinkError::from_io(&error))?;
        let welcome = match read_message(&mut reader)? {
            Message::Welcome {
                protocol,
                game,
                record,
                host,
            } if protocol == PROTOCOL => Welcome { game, record, host },
            Message::Welcome { protocol, .. } => {
                return Err(LinkError::Refused(Refusal::Version {
                    ours: PROTOCOL,
                    theirs: protocol,
                }))
            }
            Message::Refused { reason } => return Err(LinkError::Refused(reason)),
            _ => return Err(LinkError::Unexpected("a message before the welcome")),
        };
        self.shared.connect(self.shared.new_id(), reader)?;
        Ok(welcome)
    }

    /// (Host) welcomes the phone that said hello.
    ///
    /// # Errors
    /// [`LinkError::Closed`] when no phone waits (it gave up), or the
    /// line's error.
    pub fn welcome(&self, welcome: Welcome) -> Result<(), LinkError> {
        let (id, mut reader) = self.take_pending()?;
        let message = Message::Welcome {
            protocol: PROTOCOL,
            game: welcome.game,
            record: welcome.record,
            host: welcome.host,
        };
        write_message(reader.get_mut(), &message).map_err(|error| LinkError::from_io(&error))?;
        self.shared.connect(id, reader)
    }

    /// (Host) turns away the phone that said hello, saying why.
    pub fn refuse(&self, reason: Refusal) {
        if let Ok((_, mut reader)) = self.take_pending() {
            let _ = write_message(reader.get_mut(), &Message::Refused { reason });
            let _ = reader.get_ref().shutdown(Shutdown::Both);
        }
    }

    fn take_pending(&self) -> Result<(u64, BufReader<TcpStream>), LinkError> {
        let mut peer = self.shared.peer();
        match std::mem::take(&mut *peer) {
            Peer::Pending { id, reader, .. } => Ok((id, reader)),
            other => {
                *peer = other;
                Err(LinkError::Closed)
            }
        }
    }

    /// Sends `message` to the connected phone.
    ///
    /// # Errors
    /// [`LinkError::Closed`] when no phone is connected, or the line's
    /// error (the connection is then ended).
    pub fn send(&self, message: &Message) -> Result<(), LinkError> {
        self.shared.send(message)
    }

    /// Ends the connection after the other phone sent something refused,
    /// telling it why.
    pub fn drop_peer(&self, reason: Refusal) {
        let _ = self.send(&Message::Refused { reason });
        self.hang_up();
    }

    /// Leaves: says bye and ends the connection. A host goes on listening
    /// until the link is dropped.
    pub fn leave(&self) {
        let _ = self.send(&Message::Bye);
        self.hang_up();
    }

    fn hang_up(&self) {
        let id = match &*self.shared.peer() {
            Peer::Connected { id, .. } => *id,
            _ => return,
        };
        self.shared.hang_up(id);
    }

    /// The next thing heard, waiting at most `timeout`; `None` if nothing
    /// came. What an older connection heard is dropped once a newer one
    /// is made.
    pub fn next(&self, timeout: Duration) -> Option<Incoming> {
        let inbox = lock(&self.inbox);
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let (id, incoming) = match inbox.recv_timeout(left) {
                Ok(heard) => heard,
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return None,
            };
            // Connections are numbered from 1 as they are made.
            if id == 0 || id == self.shared.next_id.load(Ordering::Relaxed) {
                return Some(incoming);
            }
        }
    }

    #[must_use]
    pub fn role(&self) -> Role {
        self.role
    }

    #[must_use]
    pub fn code(&self) -> JoinCode {
        self.code
    }

    /// Is a phone connected (welcomed), as far as this end knows?
    #[must_use]
    pub fn is_connected(&self) -> bool {
        matches!(&*self.shared.peer(), Peer::Connected { .. })
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        // The port is freed before the other phone hears the bye, so a host
        // restarted from its save can listen at the same code at once. The
        // listener polls the stop flag: it ends within a poll.
        if let Some(listener) = self.listener.take() {
            let _ = listener.join();
        }
        let peer = std::mem::take(&mut *self.shared.peer());
        if let Peer::Connected { stream, .. } = &peer {
            let _ = write_message(&mut &*stream, &Message::Bye);
        }
        peer.shut_down();
    }
}
