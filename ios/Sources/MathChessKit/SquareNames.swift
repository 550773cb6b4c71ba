import MathChessCore

// Square names as the player reads them at the board's edges, from the
// snapshot's row and column labels for the orientation shown.

extension Snapshot {
    /// The name of the cell drawn at `displayIndex` (0 to 98, top row first): "d3".
    public func squareName(atDisplayIndex displayIndex: Int) -> String {
        let columns = fileLabels.count
        return fileLabels[displayIndex % columns] + rankLabels[displayIndex / columns]
    }

    /// The name of the square with index `square` (a cell's `square`), if it is drawn.
    public func name(ofSquare square: UInt8) -> String? {
        cells.firstIndex { $0.square == square }.map(squareName(atDisplayIndex:))
    }
}
