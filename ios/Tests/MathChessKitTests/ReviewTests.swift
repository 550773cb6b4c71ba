import Foundation
import MathChessCore
import Testing

/// The game review through the Swift binding: a job run off the main
/// actor, against the real engine.
struct ReviewTests {
    func session(after moves: [(String, String)]) throws -> GameSession {
        let session = try GameSession(rules: presetRules(preset: .chessplayx), mode: .twoPlayers)
        for (from, to) in moves {
            _ = try session.tap(square: UInt32(square(from)))
            _ = try session.tap(square: UInt32(square(to)))
        }
        return session
    }

    @Test func aReviewMarksEachMoveAndStaysCurrentWhileTheGameGoesOn() async throws {
        let session = try session(after: [("c1", "c4"), ("g11", "g8")])
        let job = try session.reviewGame()
        let review = try await Task.detached { try job.run() }.value
        #expect(review.isComplete())
        let moves = try review.moves()
        #expect(moves.map(\.played) == ["c1-c4", "g11-g8"])
        #expect(moves.map(\.side) == [.blue, .red])
        #expect(moves.allSatisfy { $0.line.first == $0.best })
        // Each move's squares, to mark on the board: the played one's and the engine's.
        #expect(moves.map { [$0.playedFrom.name, $0.playedTo.name] } == [["c1", "c4"], ["g11", "g8"]])
        #expect(moves.map(\.playedFrom.index) == [square("c1"), square("g11")])
        #expect(moves.allSatisfy { $0.best.hasPrefix($0.bestFrom.name) && $0.bestFrom.index == square($0.bestFrom.name) })
        _ = try session.tap(square: UInt32(square("d1")))
        _ = try session.tap(square: UInt32(square("d4")))
        #expect(try session.reviewIsCurrent(review: review))
        _ = try session.newGame(rules: presetRules(preset: .chessplayx), mode: .twoPlayers)
        #expect(try !session.reviewIsCurrent(review: review))
    }

    @Test func aCancelledReviewReturnsIncomplete() throws {
        let job = try session(after: [("c1", "c4"), ("g11", "g8")]).reviewGame()
        job.cancel()
        #expect(try !job.run().isComplete())
    }
}
