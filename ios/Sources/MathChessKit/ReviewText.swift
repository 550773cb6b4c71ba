import MathChessCore

extension ReviewMark {
    /// "Inaccuracy", "Mistake", "Blunder".
    public var label: StringKey {
        switch self {
        case .inaccuracy: .markInaccuracy
        case .mistake: .markMistake
        case .blunder: .markBlunder
        }
    }

    /// As chess annotates a move: `?!`, `?`, `??`.
    public var glyph: String {
        switch self {
        case .inaccuracy: "?!"
        case .mistake: "?"
        case .blunder: "??"
        }
    }
}

extension Strings {
    /// "Blue: 1 inaccuracy, 2 mistakes, 0 blunders": `side`'s marks in
    /// `review`, each count worded by the language's plural rules.
    public func counts(of side: Side, in review: Review) -> String {
        self(
            .reviewCounts,
            self[side.label],
            plural(.reviewInaccuracies, count: review.count(.inaccuracy, by: side)),
            plural(.reviewMistakes, count: review.count(.mistake, by: side)),
            plural(.reviewBlunders, count: review.count(.blunder, by: side))
        )
    }

    /// A reviewed move's headline: "3. c1-c4", then its mark if it earned one ("?! Inaccuracy").
    public func headline(of move: ReviewedMove) -> (move: String, mark: String?) {
        ("\(move.ply + 1). \(move.played)", move.mark.map { "\($0.glyph) \(self[$0.label])" })
    }

    /// "Best: g1-g4 · line: g1-g4 g11-g9": under a move the engine would not
    /// have played; `nil` under one it would.
    public func best(of move: ReviewedMove) -> String? {
        move.best == move.played ? nil : self(.reviewBest, move.best, move.line.joined(separator: " "))
    }

    /// The key to the review's arrows on the board: "Played i3-h3", and
    /// "Best i5-i1" when the engine's move differs.
    public func legend(of move: ReviewedMove) -> (played: String, best: String?) {
        (self(.reviewArrowPlayed, move.played), move.best == move.played ? nil : self(.reviewArrowBest, move.best))
    }
}
