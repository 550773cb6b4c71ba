import MathChessCore

extension SquareKind {
    /// The landmark a square is, with its side: a flag, a guard's home or an
    /// attack point (Capture the Flag); `nil` for any other square.
    public var landmark: (label: StringKey, side: Side)? {
        if let side = flag { return (.squareFlag, side) }
        if let side = guardHome { return (.squareGuardHome, side) }
        if let side = attackPoint { return (.squareAttackPoint, side) }
        return nil
    }
}

extension Strings {
    /// What VoiceOver says for a cell: "Blue 7 on d3, selected, can capture",
    /// "d4, empty, can move here" or "f3, empty, Blue flag". The view adds
    /// the button trait, and the selected trait when `cell.marks.selected`.
    public func accessibilityLabel(for cell: CellView) -> String {
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
        ].compactMap { $0 }
        return ([piece ?? self(.squareEmpty, cell.name)] + [landmark].compactMap { $0 } + extras.map { self[$0] })
            .joined(separator: ", ")
    }
}
