import Foundation
import MathChessCore

/// Where each cell of a snapshot's board is drawn in a view of a given size,
/// and which square a point falls on. The cells come in display order (top
/// row first, left to right), which already follows the board's orientation;
/// the cells are square and the board is centred in the view.
public struct BoardGeometry: Equatable, Sendable {
    public let size: CGSize
    public let columns: Int
    public let rows: Int
    /// The square index drawn at each display position.
    private let squares: [UInt8]

    public init(snapshot: Snapshot, size: CGSize) {
        self.size = size
        columns = snapshot.fileLabels.count
        rows = snapshot.rankLabels.count
        squares = snapshot.cells.map(\.square)
    }

    /// The side of one cell: the largest that fits every row and column.
    public var cellSide: CGFloat {
        max(0, min(size.width / CGFloat(columns), size.height / CGFloat(rows)))
    }

    /// The board within the view.
    public var boardFrame: CGRect {
        let board = CGSize(width: cellSide * CGFloat(columns), height: cellSide * CGFloat(rows))
        return CGRect(
            origin: CGPoint(x: (size.width - board.width) / 2, y: (size.height - board.height) / 2),
            size: board
        )
    }

    /// The frame of the cell at `displayIndex`.
    public func frame(ofDisplayIndex displayIndex: Int) -> CGRect {
        let origin = boardFrame.origin
        return CGRect(
            x: origin.x + CGFloat(displayIndex % columns) * cellSide,
            y: origin.y + CGFloat(displayIndex / columns) * cellSide,
            width: cellSide,
            height: cellSide
        )
    }

    /// The frame of the square with index `square`, if it is drawn.
    public func frame(ofSquare square: UInt8) -> CGRect? {
        squares.firstIndex(of: square).map(frame(ofDisplayIndex:))
    }

    /// The display position of the cell under `point`; `nil` off the board.
    public func displayIndex(at point: CGPoint) -> Int? {
        let board = boardFrame
        guard cellSide > 0, board.contains(point) else { return nil }
        let column = min(Int((point.x - board.minX) / cellSide), columns - 1)
        let row = min(Int((point.y - board.minY) / cellSide), rows - 1)
        return row * columns + column
    }

    /// The index of the square under `point`, to send to ``GameStore/tap(_:)``; `nil` off the board.
    public func square(at point: CGPoint) -> UInt8? {
        displayIndex(at: point).map { squares[$0] }
    }

    /// A piece's disc across, as a share of its cell's side.
    public static let pieceShare: CGFloat = 0.8

    /// Where a capture's cross goes in a cell of side `side`: over the
    /// whole of an empty square (a piece taken by where the pieces stand);
    /// where a piece stands (the one that took), small in the top right
    /// corner, clear of its disc, so that the captor is never struck out.
    public static func captureCross(side: CGFloat, occupied: Bool) -> CGRect {
        occupied
            ? CGRect(x: side * 0.8, y: side * 0.04, width: side * 0.16, height: side * 0.16)
            : CGRect(x: side * 0.12, y: side * 0.12, width: side * 0.76, height: side * 0.76)
    }
}
