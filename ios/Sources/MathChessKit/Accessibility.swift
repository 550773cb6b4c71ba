import MathChessCore

extension Strings {
    /// What VoiceOver says for a cell: "Blue 7 on d3, selected, can capture"
    /// or "d4, empty, can move here". The view adds the button trait, and the
    /// selected trait when `cell.marks.selected`.
    public func accessibilityLabel(for cell: CellView) -> String {
        let piece = cell.piece.map { self(.squarePiece, self[$0.side.label], Int($0.number), cell.name) }
        let marks = cell.marks
        let extras: [StringKey] = [
            marks.selected ? .markSelected : nil,
            marks.stepTarget ? .markStepTarget : nil,
            marks.captureTarget ? .markCaptureTarget : nil,
            marks.lastFrom || marks.lastTo ? .markLastMove : nil,
            marks.zeroInDanger ? .markZeroInDanger : nil,
        ].compactMap { $0 }
        return ([piece ?? self(.squareEmpty, cell.name)] + extras.map { self[$0] }).joined(separator: ", ")
    }
}
