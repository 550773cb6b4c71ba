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
        #expect(Array(store.snapshot.history) == ["c1-c4"])
        #expect(store.snapshot.computerThinks)
        store.tap(square("d1"))
        #expect(store.flash?.rejection == .computerThinking)
        await store.idle()
        #expect(store.snapshot.history.count == 2)
        #expect(store.snapshot.turn == .blue && !store.snapshot.computerThinks)
    }

    @Test func theSearchStartsExactlyWhenTheSnapshotSays() async throws {
        let store = makeStore()
        store.play("c1", "c4")  // two players: never
        #expect(!store.snapshot.startComputer && !store.isSearching)

        store.newGame(GameSetup(mode: .vsComputer(human: .blue, level: 1), orientation: nil))
        #expect(!store.snapshot.startComputer && !store.isSearching)  // the player opens
        store.play("c1", "c4")
        #expect(store.snapshot.startComputer && store.isSearching)
        // Refused while it searches. Until the search's thread takes its
        // turn, the session still says to start one: the store starts no second.
        store.tap(square("d1"))
        #expect(store.flash?.rejection == .computerThinking && store.isSearching)
        store.browseBack()  // browsing history meanwhile: the move lands all the same
        await store.idle()
        #expect(store.snapshot.history.count == 2 && store.snapshot.browsing == 0)
        #expect(!store.snapshot.startComputer && !store.isSearching)

        store.leaveBrowsing()
        store.resign(.blue)  // over: nobody is to move
        #expect(!store.snapshot.startComputer && !store.isSearching)
        store.undo()  // the resignation taken back: the player is to move
        #expect(!store.snapshot.startComputer && !store.isSearching)
        #expect(store.snapshot.ending == nil && store.snapshot.history.count == 2)
    }

    @Test func aRestoredGameWithTheComputerToMoveStartsItAtLaunch() async throws {
        let folder = temporaryFolder()
        let store = makeStore(folder: folder)
        store.newGame(GameSetup(mode: .vsComputer(human: .blue, level: 8), orientation: nil))
        store.play("c1", "c4")
        #expect(store.isSearching)
        store.save()  // the app goes to the background mid-search

        let relaunched = makeStore(folder: folder)
        #expect(relaunched.snapshot.startComputer && relaunched.isSearching)
        store.undo()  // stop the first store's search
        await store.idle()
        await relaunched.idle()
        #expect(relaunched.snapshot.history.count == 2 && !relaunched.snapshot.startComputer)
    }

    @Test func theSearchRunsOffTheMainThreadOnTheStackAskedFor() async {
        // Not Linux's default of 8 MB, so that a size not applied shows.
        let (onMain, stack) = await offMain(stackSize: 3 << 20) { (Thread.isMainThread, Thread.current.stackSize) }
        #expect(!onMain && stack == 3 << 20)
        #expect(searchStackSize >= 8 << 20)  // the engine needs about 670 KB
    }

    @Test func theComputersSideCannotResign() {
        let store = store(human: .blue, level: 1)
        #expect(!store.snapshot.farPlayer.mayResign && store.snapshot.nearPlayer.mayResign)
        store.resign(.red)
        #expect(store.flash?.reason == .refused(.ComputerSide) && store.snapshot.ending == nil)
    }

    @Test func theComputerOpensWhenItPlaysBlue() async {
        let store = store(human: .red, level: 1)
        #expect(store.snapshot.computerThinks)
        await store.idle()
        #expect(store.snapshot.history.count == 1)
        #expect(store.snapshot.turn == .red && store.snapshot.bottom == .red)
    }

    /// Waits until the computer's search has taken its turn from the
    /// session (which then no longer asks for one): it runs, or (the main
    /// actor busy with other tests for longer than its second) has run.
    func searchStarted(_ store: GameStore) async throws {
        while try store.liveSnapshot().startComputer {
            await Task.yield()
        }
    }

    @Test func undoDuringTheSearchStopsItAndDropsItsMove() async throws {
        let store = store(human: .blue, level: 8)
        store.play("c1", "c4")
        #expect(store.snapshot.computerThinks)
        try await searchStarted(store)
        store.undo()
        #expect(store.snapshot.history.isEmpty && !store.snapshot.computerThinks)
        await store.idle()
        #expect(store.snapshot.history.isEmpty)
        #expect(store.snapshot.turn == .blue && !store.snapshot.computerThinks)
        // The game goes on as usual afterwards.
        store.play("c1", "c4")
        #expect(Array(store.snapshot.history) == ["c1-c4"])
    }

    @Test func aNewGameDuringTheSearchDropsItsMove() async throws {
        let store = store(human: .blue, level: 8)
        store.play("c1", "c4")
        try await searchStarted(store)
        store.newGame(GameSetup())
        await store.idle()
        #expect(store.snapshot.history.isEmpty && store.snapshot.mode == .twoPlayers)
    }

    @Test func theHintSaysTheMoveThenTheLineAfterIt() {
        let english = Strings(language: "en")!
        let a1 = Place(index: 0, name: "a1")
        let a5 = Place(index: 36, name: "a5")
        let hint = Hint(best: "a1xa5=7-4", line: ["a1xa5=7-4", "b11-b9", "a2-a4"], fromPlace: a1, toPlace: a5, revision: 1)
        #expect(english.lines(of: hint) == ("Try a1xa5=7-4", "Then: b11-b9 a2-a4"))
        let alone = Hint(best: "a1xa5=7-4", line: ["a1xa5=7-4"], fromPlace: a1, toPlace: a5, revision: 1)
        #expect(english.lines(of: alone) == ("Try a1xa5=7-4", nil))
    }

    @Test func faceToFaceTheHintFacesOnlyThePlayerToMove() async throws {
        let store = makeStore()
        store.newGame(GameSetup(orientation: .faceToFace(bottom: .blue)))
        store.play("c1", "c4")  // Red, at the far edge, to move
        store.requestHint()
        #expect(store.hint(for: store.snapshot.farPlayer) == .searching)
        #expect(store.hint(for: store.snapshot.nearPlayer) == .none)
        await store.idle()
        let hint = store.hint
        guard case .shown = hint else {
            Issue.record("no hint: \(hint)")
            return
        }
        #expect(store.snapshot.farPlayer.toMove && store.snapshot.farPlayer.upsideDown)
        #expect(store.hint(for: store.snapshot.farPlayer) == hint)
        #expect(store.hint(for: store.snapshot.nearPlayer) == .none)
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
        store.tap(hint.fromPlace.index)
        #expect(store.hint == .shown(hint))  // selecting keeps the hint
        store.tap(hint.toPlace.index)
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
        #expect(store.canRequestHint)  // the player's turn
    }

    @Test func noHintWhileBrowsingOrOnceTheGameIsOver() {
        let store = makeStore()
        store.play("c1", "c4")
        store.browseBack()
        #expect(!store.canRequestHint)
        store.leaveBrowsing()
        #expect(store.canRequestHint)
        store.resign(.red)
        #expect(!store.canRequestHint)
    }
}
