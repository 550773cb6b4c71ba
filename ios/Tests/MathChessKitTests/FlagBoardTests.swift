import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// Capture the Flag's board as the store shows it and the words it gets,
/// and its rules screen's captions.
@MainActor
struct FlagBoardTests {
    let english = Strings(language: "en")!

    private func flagStore() -> GameStore {
        let store = makeStore()
        store.newGame(GameSetup(game: .captureTheFlag))
        return store
    }

    private func cell(_ store: GameStore, _ name: String) -> CellView {
        store.snapshot.cells.first { $0.name == name }!
    }

    @Test func aGuardOnItsHomeIsSaidWithBoth() {
        let store = flagStore()
        #expect(english.accessibilityLabel(for: cell(store, "f4")) == "Blue 16 on f4, Blue guard home")
        #expect(english.accessibilityLabel(for: cell(store, "f9")) == "Red 16 on f9, Red guard home")
    }

    @Test func eachBackRowIsItsSidesColour() {
        let store = flagStore()
        let cells = store.snapshot.cells
        #expect(cells.filter { $0.name.dropFirst() == "1" }.allSatisfy { $0.kind.colour == .blue })
        #expect(cells.filter { $0.name.dropFirst() == "12" }.allSatisfy { $0.kind.colour == .red })
        #expect(cells.filter { $0.kind.flag != nil }.map(\.name).sorted() == ["f10", "f3"])
    }

    @Test func theDividingLineStaysBetweenTheHalvesWhicheverSideIsBelow() {
        let store = flagStore()
        #expect(store.snapshot.dividerBelowRow == 5)
        store.setOrientation(.fixed(bottom: .red))
        #expect(store.snapshot.bottom == .red && store.snapshot.dividerBelowRow == 5)
        // The rows above the line are the far side's half.
        let top = store.snapshot.cells.prefix(6 * 11)
        #expect(top.allSatisfy { $0.piece?.side != .red })
    }

    @Test func aLevelTheCoreRefusesStartsNoGameAndKeepsTheSetup() {
        let store = makeStore()
        store.newGame(GameSetup(game: .captureTheFlag, mode: .vsComputer(human: .blue, level: 99), orientation: nil))
        #expect(store.flash?.reason == .refused(.InvalidLevel(level: 99)))
        #expect(store.snapshot.game == .mathChess && store.setup.game == .mathChess)
    }

    @Test func aResignedFlagGameIsPlayedAgainFromTheSameSetup() throws {
        let store = flagStore()
        store.tap(named: "c1")
        store.tap(named: "b2")
        store.resign(.red)
        #expect(store.snapshot.ending == GameEnd(winner: .blue, reason: .resignation, resigned: .red))
        let said = english.announcement(of: try #require(store.happening).event, on: store.snapshot)
        #expect(said == "Blue wins. Red resigned.")
        store.newGame(store.setup)  // Play again
        #expect(store.snapshot.game == .captureTheFlag && store.snapshot.history.isEmpty && store.snapshot.ending == nil)
    }

    @Test func aDrawIsAgreedInCaptureTheFlag() {
        let store = flagStore()
        store.offerDraw(.blue)
        #expect(store.snapshot.drawOffer == .blue && store.snapshot.nearPlayer.mayAnswerDraw == false)
        store.acceptDraw(.red)
        #expect(store.snapshot.ending == GameEnd(winner: nil, reason: .agreedDraw))
    }

    @Test(arguments: [FlagRuleTopic.captured, .guardReturn, .siege])
    func eachPictureOfACaptureOrADutyHasItsCaption(topic: FlagRuleTopic) throws {
        let pictures = try flagRuleExamples()
        let picture = try #require(pictures.first { $0.topic == topic }?.snapshot)
        let caption = try #require(english.caption(of: picture))
        switch topic {
        case .captured: #expect(caption == english.captures(on: picture) && caption.contains("taken ("))
        case .guardReturn: #expect(caption.hasPrefix("The guard on ") && caption.hasSuffix(" now."))
        default: #expect(caption.hasSuffix(", or lose."))
        }
    }

    @Test(arguments: [FlagRuleTopic.step, .jump, .flagEntry])
    func aPictureOfAMoveHasNoCaption(topic: FlagRuleTopic) throws {
        let pictures = try flagRuleExamples()
        let picture = try #require(pictures.first { $0.topic == topic }?.snapshot)
        #expect(english.caption(of: picture) == nil)
        #expect(picture.cells.contains { $0.marks.selected } && picture.cells.contains { $0.marks.stepTarget })
    }

    @Test func aMoveThatLeavesADutyIsAnnouncedWithIt() throws {
        let pictures = try flagRuleExamples()
        let picture = try #require(pictures.first { $0.topic == .guardReturn }?.snapshot)
        let duty = try #require(english.duty(on: picture))
        let event = MathChessKit.GameEvent.played(side: .red, move: "e10-e9", captures: [], byComputer: true)
        #expect(english.announcement(of: event, on: picture) == "Computer played e10-e9. \(duty)")
    }

    @Test func aBadSaveIsKeptUnderANameOfItsTime() {
        let file = GameFile(folder: URL(fileURLWithPath: "/saves"))
        #expect(file.asideURL(at: Date(timeIntervalSince1970: 1_764_778_502.123)).lastPathComponent == "game.unreadable-20251203T161502.123Z.json")
    }
}
