//! The eight straight-line directions of both games' boards.

/// One of the eight straight-line directions, as Blue sees the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// (file step, rank step).
    #[must_use]
    pub const fn signs(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    pub(crate) const fn from_signs(df: i8, dr: i8) -> Option<Direction> {
        let mut i = 0;
        while i < 8 {
            let (f, r) = Direction::ALL[i].signs();
            if f == df && r == dr {
                return Some(Direction::ALL[i]);
            }
            i += 1;
        }
        None
    }
}
