import MathChessCore

/// A square of one side's camp in Capture the Flag, as the board draws it.
public struct Landmark: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case flag, guardHome, attackPoint
    }

    public let kind: Kind
    public let side: Side

    /// "%1$s flag", "%1$s guard home", "%1$s attack point".
    public var label: StringKey {
        switch kind {
        case .flag: .squareFlag
        case .guardHome: .squareGuardHome
        case .attackPoint: .squareAttackPoint
        }
    }
}

extension SquareKind {
    /// The landmark a square is, with its side: a flag, a guard's home or an
    /// attack point; `nil` for any other square (every square of the first game).
    public var landmark: Landmark? {
        if let side = flag { return Landmark(kind: .flag, side: side) }
        if let side = guardHome { return Landmark(kind: .guardHome, side: side) }
        if let side = attackPoint { return Landmark(kind: .attackPoint, side: side) }
        return nil
    }
}

extension Strings {
    /// What VoiceOver says for a cell: "Blue 7 on d3, selected, can capture",
    /// "d4, empty, can move here" or "f3, empty, Blue flag"; while a
    /// reviewed game is browsed, the ends of the move played from the
    /// position shown and of the engine's move (`reviewed`) say so, and a
    /// puzzle's hint says the piece it marks is the one to move. The view
    /// adds the button trait, and the selected trait when `cell.marks.selected`.
    public func accessibilityLabel(for cell: CellView, reviewed: ReviewedMove? = nil, hinted: Bool = false) -> String {
        let piece = cell.piece.map { self(.squarePiece, self[$0.side.label], Int($0.number), cell.name) }
        let landmark = cell.kind.landmark.map { self($0.label, self[$0.side.label]) }
        let marks = cell.marks
        let extras: [StringKey] = [
            marks.selected ? .markSelected : nil,
            marks.stepTarget ? .markStepTarget : nil,
            marks.captureTarget ? .markCaptureTarget : nil,
            marks.lastFrom || marks.lastTo ? .markLastMove : nil,
            marks.inDanger ? .markZeroInDanger : nil,
            marks.captured ? .markCaptured : nil,
            marks.siegeCaptor ? .markSiegeCaptor : nil,
            reviewed.map { [$0.playedFrom.index, $0.playedTo.index].contains(cell.square) } == true ? .markReviewPlayed : nil,
            reviewed.map { [$0.bestFrom.index, $0.bestTo.index].contains(cell.square) } == true ? .markReviewBest : nil,
            hinted ? .markHint : nil,
        ].compactMap { $0 }
        return ([piece ?? self(.squareEmpty, cell.name)] + [landmark].compactMap { $0 } + extras.map { self[$0] })
            .joined(separator: ", ")
    }
}
