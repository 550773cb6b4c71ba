//! Lines on the wire: each read bounded in length and in time, each
//! checked to be UTF-8 and a message before anything looks at it.

use std::io::{self, BufRead, ErrorKind, Read, Write};

use super::{LinkError, Message, MAX_LINE};

/// Reads the next message.
///
/// # Errors
/// [`LinkError::Closed`] at the end of the stream (a line cut off
/// included), [`LinkError::Silent`] when the read timed out,
/// [`LinkError::LineTooLong`], [`LinkError::NotUtf8`],
/// [`LinkError::NotAMessage`], or the stream's own error.
pub fn read_message(reader: &mut impl BufRead) -> Result<Message, LinkError> {
    let mut line = Vec::new();
    let limit = MAX_LINE as u64;
    match reader.by_ref().take(limit).read_until(b'\n', &mut line) {
        Ok(_) => {}
        Err(error) => return Err(LinkError::from_io(&error)),
    }
    match line.pop() {
        Some(b'\n') => {}
        _ if line.len() + 1 >= MAX_LINE => return Err(LinkError::LineTooLong),
        _ => return Err(LinkError::Closed),
    }
    let text = std::str::from_utf8(&line).map_err(|_| LinkError::NotUtf8)?;
    serde_json::from_str(text).map_err(|error| LinkError::NotAMessage(error.to_string()))
}

/// Writes `message` as one line.
///
/// # Errors
/// The stream's.
pub fn write_message(writer: &mut impl Write, message: &Message) -> io::Result<()> {
    writer.write_all(message.to_line().as_bytes())?;
    writer.flush()
}

impl LinkError {
    pub(crate) fn from_io(error: &io::Error) -> LinkError {
        match error.kind() {
            ErrorKind::WouldBlock | ErrorKind::TimedOut => LinkError::Silent,
            ErrorKind::UnexpectedEof
            | ErrorKind::ConnectionReset
            | ErrorKind::ConnectionAborted
            | ErrorKind::BrokenPipe => LinkError::Closed,
            _ => LinkError::Network(error.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::PROTOCOL;

    fn read(bytes: &[u8]) -> Result<Message, LinkError> {
        read_message(&mut io::BufReader::new(bytes))
    }

    #[test]
    fn reads_a_line_a_message() {
        let mut wire = Vec::new();
        let hello = Message::Hello {
            protocol: PROTOCOL,
            pairing: 7,
            resume: None,
        };
        write_message(&mut wire, &hello).unwrap();
        write_message(&mut wire, &Message::Ping).unwrap();
        let mut reader = io::BufReader::new(&wire[..]);
        assert_eq!(read_message(&mut reader), Ok(hello));
        assert_eq!(read_message(&mut reader), Ok(Message::Ping));
        assert_eq!(read_message(&mut reader), Err(LinkError::Closed));
    }

    #[test]
    fn refuses_what_is_no_message() {
        let long = format!("{{\"type\":\"ping\",\"x\":\"{}\"}}\n", "a".repeat(MAX_LINE));
        let table: [(&[u8], LinkError); 4] = [
            (b"{\"type\":\"ping\"}", LinkError::Closed),
            (b"\xff\xfe\n", LinkError::NotUtf8),
            (long.as_bytes(), LinkError::LineTooLong),
            (b"", LinkError::Closed),
        ];
        for (bytes, error) in table {
            assert_eq!(read(bytes), Err(error), "{bytes:?}");
        }
        for bad in [
            "{}\n",
            "[1]\n",
            "{\"type\":\"fly\"}\n",
            "{\"type\":\"move\"}\n",
        ] {
            assert!(
                matches!(read(bad.as_bytes()), Err(LinkError::NotAMessage(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_line_just_within_the_bound_reads() {
        let padding = MAX_LINE - "{\"type\":\"ping\",\"x\":\"\"}\n".len();
        let line = format!("{{\"type\":\"ping\",\"x\":\"{}\"}}\n", "a".repeat(padding));
        assert_eq!(line.len(), MAX_LINE);
        assert_eq!(read(line.as_bytes()), Ok(Message::Ping));
    }
}
