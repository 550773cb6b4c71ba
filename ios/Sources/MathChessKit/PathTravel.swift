import Foundation
import MathChessCore

/// The way the piece last moved travels to its square, as the board draws
/// it: the centres of the squares of the snapshot's `lastPath` (its start,
/// each square a jump chain landed on, its end), as offsets from the square
/// it ended on. The core picks the path; the board moves the piece along it
/// a leg at a time, so that a jump chain goes through each landing instead
/// of straight through the pieces it jumps.
public struct PathTravel: Equatable, Sendable {
    /// The offsets of the path's squares from its last, start first; empty: nothing travels.
    public let stops: [CGSize]

    /// Nothing travels.
    public static let none = PathTravel(stops: [])

    private init(stops: [CGSize]) {
        self.stops = stops
    }

    /// The last move of `snapshot` on a board laid out by `geometry`;
    /// ``none`` before the first move, or when a square of its path is not drawn.
    public init(snapshot: Snapshot, geometry: BoardGeometry) {
        let frames = snapshot.lastPath.compactMap { geometry.frame(ofSquare: $0.index) }
        guard frames.count >= 2, frames.count == snapshot.lastPath.count, let end = frames.last else {
            self = .none
            return
        }
        self.init(stops: frames.map { CGSize(width: $0.midX - end.midX, height: $0.midY - end.midY) })
    }

    /// The legs travelled: one for a step or a slide, one a jump in a chain.
    public var legs: Int {
        max(0, stops.count - 1)
    }

    /// Where the piece is, as its offset from its square, when `remaining`
    /// of the way is still ahead (1: at its start, 0: on its square); each
    /// leg takes an equal share of the way.
    public func offset(remaining: Double) -> CGSize {
        guard legs > 0 else { return .zero }
        let travelled = (1 - min(max(remaining, 0), 1)) * Double(legs)
        let leg = min(Int(travelled), legs - 1)
        let along = CGFloat(travelled - Double(leg))
        let (from, to) = (stops[leg], stops[leg + 1])
        return CGSize(
            width: from.width + (to.width - from.width) * along,
            height: from.height + (to.height - from.height) * along
        )
    }
}
