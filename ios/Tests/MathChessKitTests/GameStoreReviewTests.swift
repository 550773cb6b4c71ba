import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// A session whose review cannot start, as only a bug in the core makes it.
final class ReviewRefusingSession: GameSession, @unchecked Sendable {
    override func reviewGame() throws -> ReviewJob {
        throw FfiError.Internal(detail: "a bug in the review")
    }
}

/// The game's review through the store, against the real engine: run while
/// the review screen is open, each move with its mark, the marks counted per
/// side and worded with the language's plurals, the reviewed move marked on
/// the board while browsing, dropped when the game changes under it.
@MainActor
struct GameStoreReviewTests {
    /// Blue's 1 on i3 shields its 0 on i1 from Red's 9 on i6 with the 5 on i5
    /// (9 − 5 = 4); Red's 0 on a11, Blue's 2 on a1 (the Android tests' ZERO_LEFT_OPEN).
    static let zeroLeftOpen = "R08/9/9/9/9/8R9/8R5/9/8B1/9/B27B0 b"

    /// A store restored from a first-game save that starts at `position`.
    func store(from position: String) throws -> GameStore {
        let session = try GameSession.fromPosition(position: position, rules: presetRules(preset: .chessplayx), mode: .twoPlayers)
        let folder = temporaryFolder()
        try Data(try session.save().utf8).write(to: folder.appendingPathComponent("game.json"))
        return makeStore(folder: folder)
    }

    /// Blue steps its 1 aside to h3 and leaves the 0 open: a blunder.
    func zeroLeftOpen() throws -> GameStore {
        let store = try store(from: Self.zeroLeftOpen)
        store.play("i3", "h3")
        #expect(store.snapshot.history.count == 1)
        return store
    }

    func reviewed(_ store: GameStore) async throws -> Review {
        store.startReview()
        #expect(store.review == .running)
        await store.idle()
        guard case let .done(review) = store.review else {
            Issue.record("the review did not finish: \(store.review)")
            throw CancellationError()
        }
        return review
    }

    @Test func noReviewBeforeAMoveIsPlayed() async {
        let store = makeStore()
        store.startReview()
        await store.idle()
        #expect(store.review == .none)
    }

    @Test func leavingTheZeroOpenIsABlunderCountedForItsSide() async throws {
        let review = try await reviewed(try zeroLeftOpen())
        let move = try #require(review.moves.first)
        #expect(move.played == "i3-h3")
        #expect(move.mark == .blunder)
        #expect(review.count(.blunder, by: .blue) == 1)
        #expect(review.count(.inaccuracy, by: .blue) == 0)
        #expect(review.count(.blunder, by: .red) == 0)
        #expect(move.best != move.played)
    }

    /// "1 inaccuracies, 1 mistakes" was the bug: each count takes its language's form.
    @Test func theCountsAreWordedWithEachLanguagesPlurals() async throws {
        let review = try await reviewed(try zeroLeftOpen())
        let english = try #require(Strings(language: "en"))
        #expect(english.counts(of: .blue, in: review) == "Blue: 0 inaccuracies, 0 mistakes, 1 blunder")
        #expect(english.counts(of: .red, in: review) == "Red: 0 inaccuracies, 0 mistakes, 0 blunders")
        // Czech has a form for 1, one for 2 to 4, and another for 0 and 5 on.
        let czech = try #require(Strings(language: "cs"))
        #expect(czech.counts(of: .blue, in: review) == "Modrý: 0 nepřesností, 0 chyb, 1 hrubá chyba")
    }

    @Test func eachRowSaysTheMoveItsMarkAndTheBestMove() async throws {
        let review = try await reviewed(try zeroLeftOpen())
        let english = try #require(Strings(language: "en"))
        let move = try #require(review.moves.first)
        let headline = english.headline(of: move)
        #expect(headline.move == "1. i3-h3")
        #expect(headline.mark == "?? Blunder")
        let best = try #require(english.best(of: move))
        #expect(best.hasPrefix("Best: \(move.best) · line: \(move.best)"))
    }

    @Test func aReviewedMoveBrowsedToIsMarkedOnTheBoard() async throws {
        let store = try zeroLeftOpen()
        let review = try await reviewed(store)
        let move = try #require(review.moves.first)
        #expect(store.reviewedMove == nil, "the live game: nothing marked")
        // A row tapped: the position before the move, the move played and the best marked.
        store.browse(ply: Int(move.ply))
        #expect(store.snapshot.browsing == 0)
        #expect(store.reviewedMove == move)
        #expect([move.playedFrom.name, move.playedTo.name] == ["i3", "h3"])
        let english = try #require(Strings(language: "en"))
        let label = { (name: String) in english.accessibilityLabel(for: store.cell(name), reviewed: store.reviewedMove) }
        #expect(label("i3") == "Blue 1 on i3, the move played")
        #expect(label("h3").hasPrefix("h3, empty, the move played"))
        for end in [move.bestFrom, move.bestTo] {
            #expect(english.accessibilityLabel(for: store.snapshot.cells.first { $0.square == end.index }!, reviewed: move)
                .contains("the best move"))
        }
        let legend = english.legend(of: move)
        #expect(legend.played == "Played i3-h3")
        #expect(legend.best == "Best \(move.best)")
        // Past the moves reviewed, and back in the live game: nothing marked.
        store.browse(ply: 1)
        #expect(store.reviewedMove == nil)
        store.leaveBrowsing()
        #expect(store.reviewedMove == nil)
        #expect(label("h3") == "Blue 1 on h3, last move")
    }

    @Test func theReviewStaysWhileTheGameGoesOnAndGoesWithAnUndo() async throws {
        let store = try zeroLeftOpen()
        let review = try await reviewed(store)
        store.play("i5", "h5")
        #expect(store.snapshot.history.count == 2)
        #expect(store.review == .done(review), "the moves reviewed are still the game's")
        store.undo()
        store.undo()
        #expect(store.review == .none, "a move reviewed was taken back")
        // Asked again, it reviews the game as it is.
        store.play("i3", "h3")
        let again = try await reviewed(store)
        #expect(again.moves.map(\.played) == ["i3-h3"])
        store.newGame(GameSetup())
        #expect(store.review == .none, "another game")
    }

    @Test func closingTheScreenEarlyStopsTheReview() async throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.play("g11", "g8")
        store.startReview()
        #expect(store.review == .running)
        store.stopReview()
        #expect(store.review == .none)
        // The cancelled job's result, when it comes, is not shown.
        await store.idle()
        #expect(store.review == .none)
        // A finished review stays when the screen closes.
        let review = try await reviewed(store)
        store.stopReview()
        #expect(store.review == .done(review))
    }

    @Test func aReviewOfMovesTakenBackMeanwhileFailsAndItsRetryRunsAgain() async throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.play("g11", "g8")
        store.startReview()
        store.undo()  // before the review's task runs: a move it reviews is taken back
        await store.idle()
        #expect(store.review == .failed)
        let again = try await reviewed(store)  // the screen's Retry
        #expect(again.moves.map(\.played) == ["c1-c4"])
    }

    @Test func aReviewTheSessionRefusesFails() async {
        let store = GameStore(folder: temporaryFolder(), preferences: MemoryStorage(), starts: [
            { try ReviewRefusingSession(rules: presetRules(preset: .chessplayx), mode: .twoPlayers) },
        ])
        store.play("c1", "c4")
        store.startReview()
        #expect(store.review == .failed)
        #expect(store.flash?.reason == .refused(.Internal(detail: "a bug in the review")))
    }

    @Test func aFlagGameIsReviewedToo() async throws {
        // Example 2 of the flag rules: the 6 on c5 jumps to g9, Red steps b5-c4.
        let store = try makeStore(restoringFlagGameFrom: "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0")
        store.tap(named: "c5")
        store.tap(named: "g9")
        store.tap(named: "b5")
        store.tap(named: "c4")
        let review = try await reviewed(store)
        #expect(review.moves.map(\.played) == ["c5-g9", "b5-c4"])
        #expect(review.moves.map(\.side) == [.blue, .red])
    }
}
