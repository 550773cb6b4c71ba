import MathChessCore

/// The core's square names ("a1" … "i11") by square index, read once:
/// they never change.
public enum SquareName {
    private static let all = squareNames()

    /// The name of square `index` (a cell's, a move's or a support's square).
    public static func of(_ index: UInt8) -> String {
        all[Int(index)]
    }
}

extension CellView {
    /// The square's name, "d3".
    public var name: String { SquareName.of(square) }
}
