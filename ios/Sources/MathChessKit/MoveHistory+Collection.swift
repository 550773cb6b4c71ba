import MathChessCore

/// The moves played as a collection of move texts (`c1-c4`, `d3xd7=7-4`),
/// each read from the core when it is asked for: a move list draws the
/// rows it shows, and a snapshot costs the same at any length of game.
extension MoveHistory: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(moveCount()) }

    public subscript(position: Int) -> String {
        guard let index = UInt32(exactly: position), let move = moveAt(index: index) else {
            preconditionFailure("move \(position) is not among the \(count) played")
        }
        return move
    }
}
