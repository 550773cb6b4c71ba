import Foundation
import MathChessCore
import MathChessKit
import Testing

/// A condition not met by its deadline.
struct TimedOut: Error, CustomStringConvertible {
    let description: String
}

/// Waits until `condition` holds, looking every 10 ms, for at most
/// `seconds`: then it fails, saying `what`.
@MainActor
func waitUntil(_ what: String, seconds: Int = 15, _ condition: @MainActor () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw TimedOut(description: "timed out: \(what)") }
        try await Task.sleep(for: .milliseconds(10))
    }
}

@MainActor
extension GameStore {
    /// The side this phone plays against another.
    var localSide: Side? {
        if case let .nearby(local) = snapshot.mode { local } else { nil }
    }

    /// Plays the first legal move by taps: each of its side's pieces in
    /// display order is tapped; the first that marks a target moves to the
    /// first target (the first option of a move choice); one that marks
    /// none is tapped again to let it go. Returns whether a move was played.
    @discardableResult
    func playFirstLegalMove() -> Bool {
        guard let side = localSide else { return false }
        let pieces = snapshot.cells.filter { $0.piece?.side == side }.map(\.square)
        for piece in pieces {
            tap(piece)
            if let target = snapshot.cells.first(where: { $0.marks.stepTarget || $0.marks.captureTarget }) {
                let plies = snapshot.history.count
                tap(target.square)
                if snapshot.choice != nil {
                    choose(0)
                }
                return snapshot.history.count > plies
            }
            if snapshot.selected == piece {
                tap(piece)
            }
        }
        return false
    }
}

extension Snapshot {
    /// The moves played, as text.
    var moves: [String] {
        Array(history)
    }
}
