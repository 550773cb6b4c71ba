import MathChessCore

/// The engine's review of the game (the core's `reviewGame()`), as the
/// review screen shows it.
public enum ReviewState: Equatable, Sendable {
    /// Not asked for, stopped, or dropped: the game changed since.
    case none
    /// The engine is going through the game.
    case running
    /// The review did not finish (the core failed, or the game changed
    /// meanwhile): the screen says so and offers to run it again.
    case failed
    case done(Review)
}

/// A finished review: each move with its mark and the engine's move, and
/// how many of each mark each side earned, all as the core counts them.
public struct Review: Equatable, Sendable {
    /// In the order played; each one's `ply` is the plies before it.
    public let moves: [ReviewedMove]
    private let counts: [Side: [ReviewMark: Int]]

    /// The marks a move can earn, mildest first.
    public static let marks: [ReviewMark] = [.inaccuracy, .mistake, .blunder]

    /// Throws the core's error if even the reviewed moves cannot be read (a bug).
    init(of review: GameReview) throws {
        moves = try review.moves()
        var counts: [Side: [ReviewMark: Int]] = [:]
        for side in [Side.blue, .red] {
            for mark in Self.marks {
                counts[side, default: [:]][mark] = Int(review.count(side: side, mark: mark))
            }
        }
        self.counts = counts
    }

    /// How many of `side`'s moves carry `mark`.
    public func count(_ mark: ReviewMark, by side: Side) -> Int {
        counts[side]?[mark] ?? 0
    }

    /// The move played from the position after `ply` plies, if it was reviewed.
    public func move(fromPly ply: Int) -> ReviewedMove? {
        moves.first { Int($0.ply) == ply }
    }
}
