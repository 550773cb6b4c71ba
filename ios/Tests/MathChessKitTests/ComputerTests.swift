import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// The computer's move and the hint, which run off the main actor against
/// the real engine.
@MainActor
struct ComputerTests {
    func store(human: Side, level: UInt8) -> GameStore {
        let store = makeStore()
        store.newGame(GameSetup(mode: .vsComputer(human: human, level: level), orientation: nil))
        return store
    }

    @Test func theComputersReplyArrivesWhileTheMainActorIsFree() async {
        let store = store(human: .blue, level: 1)
        store.play("c1", "c4")
        // The tap returned at once: the search runs elsewhere.
        #expect(store.snapshot.history == ["c1-c4"])
        #expect(store.snapshot.thinking)
        store.tap(square("d1"))
        #expect(store.flash?.rejection == .computerThinking)
        await store.idle()
        #expect(store.snapshot.history.count == 2)
        #expect(store.snapshot.turn == .blue && !store.snapshot.thinking)
    }

    @Test func theComputerOpensWhenItPlaysBlue() async {
        let store = store(human: .red, level: 1)
        #expect(store.snapshot.thinking)
        await store.idle()
        #expect(store.snapshot.history.count == 1)
        #expect(store.snapshot.turn == .red && store.snapshot.bottom == .red)
    }

    @Test func undoDuringTheSearchStopsItAndDropsItsMove() async throws {
        let store = store(human: .blue, level: 8)
        store.play("c1", "c4")
        #expect(store.snapshot.thinking)
        // Let the search start (level 8 searches for about a second), then take the move back.
        try await Task.sleep(for: .milliseconds(300))
        store.undo()
        #expect(store.snapshot.history.isEmpty && !store.snapshot.thinking)
        await store.idle()
        #expect(store.snapshot.history.isEmpty)
        #expect(store.snapshot.turn == .blue && !store.snapshot.thinking)
        // The game goes on as usual afterwards.
        store.play("c1", "c4")
        #expect(store.snapshot.history == ["c1-c4"])
    }

    @Test func aNewGameDuringTheSearchDropsItsMove() async throws {
        let store = store(human: .blue, level: 8)
        store.play("c1", "c4")
        try await Task.sleep(for: .milliseconds(300))
        store.newGame(GameSetup())
        await store.idle()
        #expect(store.snapshot.history.isEmpty && store.snapshot.mode == .twoPlayers)
    }

    @Test func aHintCanBePlayedByTaps() async throws {
        let store = makeStore()
        store.play("c1", "c4")
        #expect(store.canRequestHint)
        store.requestHint()
        #expect(store.hint == .searching && !store.canRequestHint)
        await store.idle()
        guard case .shown(let hint) = store.hint else {
            Issue.record("no hint: \(store.hint)")
            return
        }
        #expect(hint.line.first == hint.best)
        store.tap(hint.from)
        #expect(store.hint == .shown(hint))  // selecting keeps the hint
        store.tap(hint.to)
        if let choice = store.snapshot.choice {
            let claimed = try #require(hint.best.split(separator: "=").last)
            store.choose(try #require(choice.options.firstIndex { $0.formula == claimed }))
        }
        #expect(store.snapshot.history.last == hint.best)
        #expect(store.hint == .none)
    }

    @Test func aHintForAGameThatChangedIsDropped() async {
        let store = makeStore()
        store.requestHint()
        store.play("c1", "c4")
        #expect(store.hint == .none)
        await store.idle()
        #expect(store.hint == .none)
    }

    @Test func noHintWhileTheComputerIsToMove() async {
        let store = store(human: .red, level: 1)
        #expect(!store.canRequestHint)
        store.requestHint()
        #expect(store.hint == .none)
        await store.idle()
    }
}
