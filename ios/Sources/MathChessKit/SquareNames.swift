import MathChessCore

extension Snapshot {
    /// The name the core gives the square with index `square` in the game
    /// shown ("d3"; Capture the Flag's board has its own names), from the
    /// cell that holds it; "?" for an index that is no square of this board.
    public func name(of square: UInt8) -> String {
        cells.first { $0.square == square }?.name ?? "?"
    }
}
