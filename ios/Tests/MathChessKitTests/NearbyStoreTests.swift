import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// Nearby play through the store, over loopback only: hosting, joining,
/// the listen loop, a lost link, a rejoin at launch. Every wait is on a
/// condition, with a deadline.
@MainActor
@Suite(.serialized)
struct NearbyStoreTests {
    /// A host on 127.0.0.1 and a guest joined to it, the guest's folder given.
    private func pair(_ game: GameKind = .mathChess, guestFolder: URL = temporaryFolder()) async throws -> (host: GameStore, guest: GameStore) {
        let host = makeStore()
        try #require(host.host(game, rules: .chessplayx, playing: .blue, address: "127.0.0.1"))
        let code = try #require(host.snapshot.nearby?.code)
        let guest = makeStore(folder: guestFolder)
        let joined = await guest.join(code: code)
        #expect(joined && guest.nearbyFailure == nil)
        try await waitUntil("the host hears the guest") { host.snapshot.nearby?.connection == .connected }
        return (host, guest)
    }

    /// `mover` plays its first legal move; both then show the same moves.
    private func move(_ mover: GameStore, _ other: GameStore) async throws {
        let plies = mover.snapshot.history.count
        try #require(mover.playFirstLegalMove())
        try await waitUntil("the move arrives") { other.snapshot.history.count == plies + 1 }
        #expect(other.snapshot.moves == mover.snapshot.moves)
    }

    @Test func theHostShowsItsCodeAndWaits() throws {
        let folder = temporaryFolder()
        let store = makeStore(folder: folder)
        #expect(store.host(.captureTheFlag, rules: .chessplayx, playing: .red, address: "127.0.0.1"))
        let nearby = try #require(store.snapshot.nearby)
        #expect(nearby.role == .host && nearby.connection == .waiting && !nearby.mayRejoin)
        #expect(try checkJoinCode(code: nearby.code) == nearby.code && nearby.code.count == 19)
        #expect(store.snapshot.game == .captureTheFlag && store.snapshot.mode == .nearby(local: .red))
        #expect(store.snapshot.farPlayer.remote && !store.snapshot.nearPlayer.remote)
        #expect(store.snapshot.farPlayer.nearbyRole(in: store.snapshot.mode) == .nearbyOtherPhone)
        let english = try #require(Strings(language: "en"))
        #expect(english.text(of: nearby, played: false) == english[.nearbyWaiting])
        store.save()
        let saved = try String(contentsOf: folder.appendingPathComponent("game.json"), encoding: .utf8)
        #expect(saved.contains(nearby.code))
        // A new game on this device closes the hosted one.
        store.newGame(GameSetup())
        #expect(store.snapshot.nearby == nil && store.snapshot.mode == .twoPlayers)
    }

    @Test func aMistypedCodeIsSaidAndChangesNothing() async throws {
        let host = makeStore()
        try #require(host.host(.mathChess, rules: .chessplayx, playing: .blue, address: "127.0.0.1"))
        let code = try #require(host.snapshot.nearby?.code)
        let store = makeStore()
        store.play("c1", "c4")
        let before = store.snapshot
        // One character changed: the check catches it, nothing is sent.
        let last = code.last == "0" ? "1" : "0"
        let mistyped = String(code.dropLast()) + last
        #expect(await store.join(code: mistyped) == false)
        #expect(store.nearbyFailure == .joinCode(.mistyped))
        let english = try #require(Strings(language: "en"))
        #expect(english.text(of: try #require(store.nearbyFailure)) == english[.nearbyCodeMistyped])
        #expect(store.snapshot.revision == before.revision && store.snapshot.moves == ["c1-c4"] && !store.isJoining)
        #expect(await store.join(code: "R0MA-0Q2F") == false)
        #expect(store.nearbyFailure == .joinCode(.length(count: 8)))
        #expect(await store.join(code: "R0MA-0Q2F-H2XP-3K7#") == false)
        #expect(english.text(of: try #require(store.nearbyFailure)) == "“#” is not in a join code")
        #expect(store.snapshot.revision == before.revision && store.snapshot.mode == .twoPlayers && store.snapshot.nearby == nil)
        #expect(host.snapshot.nearby?.connection == .waiting)
        store.dismissNearbyFailure()
        #expect(store.nearbyFailure == nil)
    }

    @Test(arguments: [GameKind.mathChess, .captureTheFlag])
    func aHostAndAGuestPlayAFewMovesAndTheHostResigns(game: GameKind) async throws {
        let (host, guest) = try await pair(game)
        #expect(guest.snapshot.game == game && guest.snapshot.mode == .nearby(local: .red))
        #expect(guest.snapshot.nearby?.role == .guest && guest.snapshot.nearby?.connection == .connected)
        // Blue moves first in both games' default rules; on the other's turn a tap is refused.
        let (first, second) = host.snapshot.turn == .blue ? (host, guest) : (guest, host)
        second.tap(second.snapshot.cells.first { $0.piece?.side == second.localSide }!.square)
        #expect(second.flash?.rejection == .otherPhoneToMove)
        for _ in 0 ..< 2 {
            try await move(first, second)
            try await move(second, first)
        }
        #expect(host.snapshot.farPlayer.remote && guest.snapshot.farPlayer.remote)
        #expect(host.snapshot.nearPlayer.mayResign)
        host.resign(.blue)
        try await waitUntil("the guest hears the resignation") { guest.snapshot.ending != nil }
        #expect(guest.snapshot.ending?.winner == .red && host.snapshot.ending?.winner == .red)
        let english = try #require(Strings(language: "en"))
        #expect(english.title(of: try #require(guest.snapshot.ending), mode: guest.snapshot.mode) == "You win")
        host.newGame(GameSetup())
    }

    @Test func aLostLinkIsShownAndTheGameKeptThenJoinedAgain() async throws {
        let (host, guest) = try await pair()
        try await move(host, guest)
        try await move(guest, host)
        host.leaveNearby()
        try await waitUntil("the guest hears the host leave") {
            if case .lost = guest.snapshot.nearby?.connection { true } else { false }
        }
        let nearby = try #require(guest.snapshot.nearby)
        #expect(nearby.mayRejoin && nearby.connection == .lost(problem: .left))
        #expect(guest.snapshot.history.count == 2 && guest.happening?.event == .left(.left))
        let english = try #require(Strings(language: "en"))
        #expect(english.text(of: nearby, played: true) == english[.nearbyLost])
        #expect(english.note(of: .left(.left)) == english[.nearbyLeft])
        #expect(host.snapshot.nearby?.connection == .waiting && host.snapshot.history.count == 2)
        // The host moves meanwhile, on its own turn; joining again, the guest catches up.
        try #require(host.playFirstLegalMove())
        await guest.rejoin()
        #expect(guest.nearbyFailure == nil && guest.snapshot.nearby?.connection == .connected)
        try await waitUntil("the guest catches up") { guest.snapshot.history.count == 3 }
        #expect(host.snapshot.moves == guest.snapshot.moves)
        host.newGame(GameSetup())
    }

    @Test func aGuestRestoredAtLaunchJoinsAgain() async throws {
        let folder = temporaryFolder()
        let (host, guest) = try await pair(guestFolder: folder)
        try await move(host, guest)
        guest.leaveNearby()
        guest.save()
        try await waitUntil("the host hears the guest leave") { host.snapshot.nearby?.connection == .waiting }
        let relaunched = makeStore(folder: folder)
        await relaunched.idle()
        #expect(relaunched.nearbyFailure == nil)
        #expect(relaunched.snapshot.nearby?.connection == .connected && relaunched.snapshot.moves == host.snapshot.moves)
        try await move(relaunched, host)
        host.newGame(GameSetup())
        guest.newGame(GameSetup())
    }

    @Test func askingToTakeBackIsAnsweredOnTheOtherPhone() async throws {
        let (host, guest) = try await pair()
        try await move(host, guest)
        #expect(host.snapshot.nearby?.mayAskUndo == true && guest.snapshot.nearby?.mayAskUndo == false)
        host.undo()  // against another phone, an undo is asked for
        #expect(host.flash != nil && host.snapshot.history.count == 1)
        host.askUndo()
        try await waitUntil("the guest hears the request") { guest.snapshot.nearby?.mayAnswerUndo == true }
        #expect(guest.snapshot.nearby?.undoAsked == .blue && guest.happening?.event == .undoAsked(by: .blue))
        guest.answerUndo(accept: true)
        try await waitUntil("the host hears the answer") { host.snapshot.history.isEmpty }
        #expect(guest.snapshot.history.isEmpty)
        host.newGame(GameSetup())
    }
}
