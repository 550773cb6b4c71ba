import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// Capture the Flag through the store: setup, restore, the computer, the
/// hint, history, orientation and what the board says.
@MainActor
struct FlagStoreTests {
    let english = Strings(language: "en")!

    private func flagStore(folder: URL = temporaryFolder(), mode: Mode = .twoPlayers, orientation: Orientation? = .followTurn) -> GameStore {
        let store = makeStore(folder: folder)
        store.newGame(GameSetup(game: .captureTheFlag, mode: mode, orientation: orientation))
        return store
    }

    @Test func aGameOfCaptureTheFlagIsRestoredAtLaunchAsItWas() async {
        let folder = temporaryFolder()
        let store = flagStore(folder: folder, orientation: .fixed(bottom: .red))
        store.tap(named: "c1")
        store.tap(named: "b2")
        await store.idle()
        let restored = makeStore(folder: folder)
        #expect(restored.snapshot.game == .captureTheFlag && restored.notice == nil)
        #expect(Array(restored.snapshot.history) == ["c1-b2"])
        #expect(restored.snapshot.cells == store.snapshot.cells)
        #expect(restored.setup == GameSetup(game: .captureTheFlag, orientation: .fixed(bottom: .red)))
    }

    @Test func theComputerOpensCaptureTheFlagAndAgainAfterARelaunch() async throws {
        let folder = temporaryFolder()
        let store = flagStore(folder: folder, mode: .vsComputer(human: .red, level: 1), orientation: nil)
        await store.idle()
        #expect(store.snapshot.history.count == 1 && store.snapshot.turn == .red)
        #expect(store.snapshot.bottom == .red)
        store.undo()  // the computer's lone opening stays
        #expect(store.snapshot.history.count == 1)
        await store.idle()
        // A save with the computer to move, as if the app stopped during its search.
        let file = folder.appendingPathComponent("game.json")
        var save = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        save["moves"] = [String]()
        try JSONSerialization.data(withJSONObject: save).write(to: file)
        let relaunched = makeStore(folder: folder)
        await relaunched.idle()
        #expect(relaunched.snapshot.history.count == 1)
        #expect(relaunched.snapshot.game == .captureTheFlag && relaunched.snapshot.turn == .red)
        #expect(relaunched.setup.mode == .vsComputer(human: .red, level: 1) && relaunched.setup.orientation == nil)
    }

    @Test func aHintIsFoundInCaptureTheFlagAndItsMoveIsLegal() async throws {
        let store = flagStore()
        store.requestHint()
        await store.idle()
        guard case let .shown(hint) = store.hint else {
            Issue.record("no hint: \(store.hint)")
            return
        }
        store.tap(hint.fromPlace.index)
        store.tap(hint.toPlace.index)
        #expect(store.snapshot.history.count == 1 && store.hint == .none)
    }

    @Test func aHintAskedForIsDroppedWhenTheGameChanges() async {
        let store = flagStore()
        store.requestHint()
        #expect(store.hint == .searching)
        store.tap(named: "c1")
        store.tap(named: "b2")  // a move: the hint is for a position gone
        #expect(store.hint == .none)
        await store.idle()
        #expect(store.hint == .none && store.canRequestHint)
    }

    @Test func faceToFaceTurnsTheFarSidesPiecesOnTheFlagBoard() {
        let store = flagStore(orientation: .faceToFace(bottom: .blue))
        let cell = { (name: String) in store.snapshot.cells.first { $0.name == name }! }
        #expect(cell("f12").upsideDown && cell("f12").piece?.side == .red)
        #expect(!cell("f1").upsideDown && cell("f1").piece?.side == .blue)
        #expect(store.snapshot.farPlayer.upsideDown && !store.snapshot.nearPlayer.upsideDown)
    }

    @Test func browsingTheFlagGameShowsTheStartAndRefusesTaps() {
        let store = flagStore()
        store.tap(named: "c1")
        store.tap(named: "b2")
        store.browseBack()
        #expect(store.snapshot.browsing == 0)
        #expect(store.snapshot.cells.first { $0.name == "c1" }?.piece?.side == .blue)
        store.tap(named: "c12")
        #expect(store.flash?.rejection == .browsing)
        store.leaveBrowsing()
        #expect(store.snapshot.browsing == nil && store.snapshot.history.count == 1)
    }

    @Test func undoAndRedoInCaptureTheFlag() {
        let store = flagStore()
        let start = store.snapshot.cells.map(\.piece)
        store.tap(named: "c1")
        store.tap(named: "b2")
        store.undo()
        #expect(store.snapshot.history.isEmpty && store.snapshot.cells.map(\.piece) == start)
        store.redo()
        #expect(Array(store.snapshot.history) == ["c1-b2"])
    }

    /// The first round named squares from a table of the first game's 99:
    /// on the 11 × 12 board every name was wrong.
    @Test func aTapOutOfReachIsSaidWithTheFlagBoardsNames() throws {
        let store = flagStore()
        store.tap(named: "c1")
        store.tap(named: "c6")
        let flash = try #require(store.flash)
        #expect(flash.rejection == .cannotReach)
        #expect(english.text(of: flash, on: store.snapshot).hasSuffix("on c1 cannot reach c6."))
    }

    @Test func theFlagBoardKeepsNoScoreAndNamesEverySquare() {
        let store = flagStore()
        let s = store.snapshot
        #expect(!s.scored && s.nearPlayer.score == 0 && s.farPlayer.score == 0)
        #expect(Set(s.cells.map(\.name)).count == 132)
        #expect(s.cells[0].name == "a12")
    }

    @Test(arguments: [Orientation.followTurn, .fixed(bottom: .red), .faceToFace(bottom: .blue)])
    func everyFlagCellsCentreHitsItsSquare(orientation: Orientation) {
        let store = flagStore(orientation: orientation)
        let geometry = BoardGeometry(snapshot: store.snapshot, size: CGSize(width: 110, height: 120))
        #expect(geometry.columns == 11 && geometry.rows == 12 && geometry.cellSide == 10)
        for (index, cell) in store.snapshot.cells.enumerated() {
            let frame = geometry.frame(ofDisplayIndex: index)
            #expect(geometry.square(at: CGPoint(x: frame.midX, y: frame.midY)) == cell.square)
        }
    }

    @Test func theCapturedAndInDangerMarksAreSaid() throws {
        let flagPictures = try flagRuleExamples()
        let captured = try #require(flagPictures.first { $0.topic == .captured }?.snapshot)
        let taken = captured.cells.filter(\.marks.captured)
        #expect(taken.count == 2)
        #expect(taken.allSatisfy { english.accessibilityLabel(for: $0).hasSuffix("taken here") })
        let pictures = try ruleExamples()
        let danger = try #require(pictures.first { $0.topic == .zeroInDanger }?.snapshot)
        let zero = try #require(danger.cells.first { $0.marks.inDanger })
        #expect(english.accessibilityLabel(for: zero).contains("in danger"))
    }
}

/// The setup the new-game screen opens with after a relaunch.
@MainActor
struct SetupTests {
    @Test func aTwoPlayerGamesOrientationIsKept() {
        let store = makeStore()
        store.newGame(GameSetup(orientation: .fixed(bottom: .red)))
        #expect(GameSetup(of: store.snapshot) == GameSetup(orientation: .fixed(bottom: .red)))
    }

    @Test func aComputerGameKeepsFaceToFaceButNotItsDefaultBoard() {
        let store = makeStore()
        store.newGame(GameSetup(mode: .vsComputer(human: .blue, level: 1), orientation: .faceToFace(bottom: .blue)))
        #expect(GameSetup(of: store.snapshot).orientation == .faceToFace(bottom: .blue))
        let fresh = makeStore()
        fresh.newGame(GameSetup(mode: .vsComputer(human: .blue, level: 1), orientation: nil))
        #expect(fresh.snapshot.orientation == .fixed(bottom: .blue))
        #expect(GameSetup(of: fresh.snapshot).orientation == nil)
    }

    @Test func theFirstLevelOfferedIsTheCoresDefaultWithinTheRange() {
        #expect(GameSetup.levels.contains(GameSetup.firstLevel))
        #expect(GameSetup.firstLevel == defaultComputerLevel())
    }
}

/// What the store tells of each change: the events VoiceOver announces.
@MainActor
struct AnnouncementTests {
    let english = Strings(language: "en")!

    @Test func aResignationIsAnnouncedAsTheEnd() throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.resign(.blue)
        let happening = try #require(store.happening)
        #expect(happening.event == .ended(GameEnd(winner: .red, reason: .resignation, resigned: .blue)))
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Red wins. Blue resigned.")
    }

    @Test func anAgreedDrawIsAnnouncedAsTheEnd() throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.offerDraw(.red)
        store.acceptDraw(.blue)
        let happening = try #require(store.happening)
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Draw. Both players agreed to a draw.")
    }

    @Test func aTapThatDoesNothingAnnouncesNoMove() {
        let store = makeStore()
        store.tap(square("e2"))
        store.tap(square("c1"))
        #expect(store.happening == nil)
        store.tap(square("c4"))
        #expect(store.happening?.id == 1)
    }

    @Test func aMoveIsAnnouncedInThePlayersLanguage() throws {
        let store = makeStore()
        store.play("c1", "c4")
        let happening = try #require(store.happening)
        let czech = try #require(Strings(language: "cs"))
        let said = czech.announcement(of: happening.event, on: store.snapshot)
        #expect(said.contains("c1-c4") && said != english.announcement(of: happening.event, on: store.snapshot))
    }
}
