//! The join code a host shows and a guest types: where the host listens and
//! the pairing number, in sixteen letters and digits a person can read
//! aloud (`R0MA-0Q2F-H2XP-3K7C`), the last one a check that catches a
//! mistyped character.
//!
//! ```
//! use mathchess::link::{JoinCode, Pairing};
//! let code = JoinCode::new("127.0.0.1:40123".parse()?, Pairing::new(123_456));
//! let typed = code.to_string().to_lowercase().replace('-', " ");
//! assert_eq!(typed.parse::<JoinCode>()?, code);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use std::{
    fmt,
    net::{Ipv4Addr, SocketAddrV4},
    str::FromStr,
};

/// Crockford's base 32: digits and letters without I, L, O and U, so that
/// none is read as another.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// The characters of a code: 80 bits, five a character.
const LENGTH: usize = 16;
/// Address, port, pairing number and the check byte.
const BYTES: usize = 10;

/// The secret that lets a phone join: a number below 2²⁴, drawn afresh
/// for each hosted game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pairing(u32);

impl Pairing {
    /// The largest pairing number and one.
    pub const LIMIT: u32 = 1 << 24;

    /// `number` below [`Pairing::LIMIT`] (higher bits are dropped).
    #[must_use]
    pub const fn new(number: u32) -> Pairing {
        Pairing(number % Pairing::LIMIT)
    }

    /// A pairing number no one can guess: the standard library's random
    /// hash keys, new with every call.
    #[must_use]
    pub fn random() -> Pairing {
        use std::hash::BuildHasher;
        let bits = std::collections::hash_map::RandomState::new().hash_one(0u8);
        Pairing::new((bits >> 40) as u32)
    }

    #[must_use]
    pub const fn number(self) -> u32 {
        self.0
    }
}

/// Where a hosted game listens, and its pairing number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct JoinCode {
    pub address: SocketAddrV4,
    pub pairing: Pairing,
}

/// Why a typed code is no join code. A code that reads but names no host
/// fails later, when joining ([`super::LinkError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("a join code has 16 letters and digits; this one has {0}")]
    Length(usize),
    #[error("\"{0}\" is not a letter or digit of a join code")]
    Character(char),
    #[error("the code is mistyped: check it against the host's screen")]
    Mistyped,
}

impl JoinCode {
    #[must_use]
    pub const fn new(address: SocketAddrV4, pairing: Pairing) -> JoinCode {
        JoinCode { address, pairing }
    }

    fn bytes(self) -> [u8; BYTES] {
        let mut bytes = [0; BYTES];
        bytes[..4].copy_from_slice(&self.address.ip().octets());
        bytes[4..6].copy_from_slice(&self.address.port().to_be_bytes());
        bytes[6..9].copy_from_slice(&self.pairing.0.to_be_bytes()[1..]);
        bytes[9] = check(&bytes[..9]);
        bytes
    }

    fn from_bytes(bytes: [u8; BYTES]) -> Result<JoinCode, CodeError> {
        if check(&bytes[..9]) != bytes[9] {
            return Err(CodeError::Mistyped);
        }
        let [a, b, c, d, p0, p1, n0, n1, n2, _] = bytes;
        Ok(JoinCode {
            address: SocketAddrV4::new(Ipv4Addr::new(a, b, c, d), u16::from_be_bytes([p0, p1])),
            pairing: Pairing(u32::from_be_bytes([0, n0, n1, n2])),
        })
    }
}

/// CRC-8 (polynomial 0x07), which catches every change of one character
/// (five bits), turned so that a code of zeros does not check.
fn check(bytes: &[u8]) -> u8 {
    let crc = bytes.iter().fold(0u8, |crc, &byte| {
        (0..8).fold(crc ^ byte, |crc, _| {
            if crc & 0x80 == 0 {
                crc << 1
            } else {
                (crc << 1) ^ 0x07
            }
        })
    });
    crc ^ 0x5A
}

impl fmt::Display for JoinCode {
    /// Four groups of four, joined by hyphens.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = self
            .bytes()
            .iter()
            .fold(0u128, |bits, &byte| bits << 8 | u128::from(byte));
        for i in 0..LENGTH {
            if i > 0 && i % 4 == 0 {
                f.write_str("-")?;
            }
            let digit = (bits >> (5 * (LENGTH - 1 - i))) & 31;
            write!(f, "{}", char::from(ALPHABET[digit as usize]))?;
        }
        Ok(())
    }
}

impl FromStr for JoinCode {
    type Err = CodeError;

    /// Any case; spaces and hyphens anywhere; O read as 0, I and L as 1.
    fn from_str(text: &str) -> Result<JoinCode, CodeError> {
        let digits: Vec<u8> = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .map(digit)
            .collect::<Result<_, _>>()?;
        if digits.len() != LENGTH {
            return Err(CodeError::Length(digits.len()));
        }
        let bits = digits
            .iter()
            .fold(0u128, |bits, &digit| bits << 5 | u128::from(digit));
        let mut bytes = [0; BYTES];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = (bits >> (8 * (BYTES - 1 - i))) as u8;
        }
        JoinCode::from_bytes(bytes)
    }
}

/// The value of one typed character.
fn digit(c: char) -> Result<u8, CodeError> {
    let upper = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        other => other,
    };
    ALPHABET
        .iter()
        .position(|&a| char::from(a) == upper)
        .map(|value| value as u8)
        .ok_or(CodeError::Character(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn code(address: &str, pairing: u32) -> JoinCode {
        JoinCode::new(address.parse().unwrap(), Pairing::new(pairing))
    }

    #[test]
    fn reads_back_what_it_shows() {
        let shown = code("192.168.1.23:40123", 9_876_543);
        let text = shown.to_string();
        assert_eq!(text.len(), 19);
        assert_eq!(text.matches('-').count(), 3);
        assert_eq!(text.parse(), Ok(shown));
    }

    #[test]
    fn reads_what_a_person_types() {
        let shown = code("10.0.0.2:5000", 42);
        let typed = shown
            .to_string()
            .to_lowercase()
            .replace('0', "o")
            .replace('1', "l")
            .replace('-', "  ");
        assert_eq!(typed.parse(), Ok(shown));
    }

    #[test]
    fn refuses_what_is_no_code() {
        let shown = code("127.0.0.1:40000", 1).to_string();
        assert_eq!("".parse::<JoinCode>(), Err(CodeError::Length(0)));
        assert_eq!(shown[..18].parse::<JoinCode>(), Err(CodeError::Length(15)));
        assert_eq!(
            format!("{shown}7").parse::<JoinCode>(),
            Err(CodeError::Length(17))
        );
        assert_eq!(
            shown.replacen(&shown[..1], "U", 1).parse::<JoinCode>(),
            Err(CodeError::Character('U'))
        );
        assert_eq!(
            "0000-0000-0000-0000".parse::<JoinCode>(),
            Err(CodeError::Mistyped)
        );
    }

    proptest! {
        #[test]
        fn every_code_reads_back(address: [u8; 4], port: u16, pairing in 0..Pairing::LIMIT) {
            let shown = JoinCode::new(SocketAddrV4::new(address.into(), port), Pairing::new(pairing));
            prop_assert_eq!(shown.to_string().parse(), Ok(shown));
        }

        #[test]
        fn one_mistyped_character_is_caught(
            address: [u8; 4],
            port: u16,
            pairing in 0..Pairing::LIMIT,
            at in 0usize..16,
            by in 1usize..32,
        ) {
            let shown = JoinCode::new(SocketAddrV4::new(address.into(), port), Pairing::new(pairing));
            let mut chars: Vec<u8> = shown.to_string().bytes().filter(|&b| b != b'-').collect();
            let old = ALPHABET.iter().position(|&a| a == chars[at]).unwrap();
            chars[at] = ALPHABET[(old + by) % 32];
            let typed = String::from_utf8(chars).unwrap();
            prop_assert_eq!(typed.parse::<JoinCode>(), Err(CodeError::Mistyped));
        }
    }
}
