import MathChessCore
@testable import MathChessKit
import Testing

/// What the screens say of the core's captures, duties and endings, on the
/// core's own rule pictures and games.
@MainActor
struct CaptureTextTests {
    let english = Strings(language: "en")!

    private func flagPicture(_ topic: FlagRuleTopic) -> Snapshot {
        try! flagRuleExamples().first { $0.topic == topic }!.snapshot
    }

    @Test func aCaptureIsSaidWithItsRuleAndWorking() throws {
        let captured = flagPicture(.captured)
        let text = english.captures(on: captured)
        let first = try #require(captured.lastCaptures.first)
        let rule = try #require(first.rules.first)
        #expect(rule.ruleName != nil)
        #expect(text.contains(english.text(of: rule)))
        #expect(text.hasPrefix("\(english[first.piece.side.label]) \(first.piece.number) on \(first.place.name) taken ("))
        #expect(captured.lastCaptures.count == 2 && text.components(separatedBy: ". ").count == 2)
    }

    @Test func theDutiesAreSaidWithTheCoresSquareNames() throws {
        let guardReturn = flagPicture(.guardReturn)
        guard case let .returnGuard(guardPlace, home)? = guardReturn.duties.first else {
            Issue.record("no guard to bring home")
            return
        }
        #expect(english.duty(on: guardReturn) == "The guard on \(guardPlace.name) must go back to \(home.name) now.")
        #expect(english.duty(on: flagPicture(.siege)) == "Blue is besieged: take a piece on e4, g4, f5, or lose.")
        #expect(english.duty(on: flagPicture(.step)) == nil)
        let mathChess = try #require(try ruleExamples().first?.snapshot)
        #expect(english.duty(on: mathChess) == nil && english.captures(on: mathChess).isEmpty)
    }

    @Test func theFirstGamesCaptureIsSaidWithItsFormula() throws {
        let store = makeStore()
        for move in WholeGameTests.moves.prefix(12) {
            store.play(move.from, move.to)
        }
        let choice = try #require(store.snapshot.choice)
        store.choose(try #require(choice.options.firstIndex { $0.text == "4 ÷ 2 = 2" }))
        #expect(english.captures(on: store.snapshot) == "Blue 9 on i8 taken (4 ÷ 2 = 2)")
        let happening = try #require(store.happening)
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Red captured: f11xi8=4/2. Blue 9 on i8 taken (4 ÷ 2 = 2)")
    }

    @Test func everyEndingHasItsWords() {
        let kinds: [EndKind] = [.zeroCaptured, .noLegalMove, .pointsTarget, .repetition, .resignation, .agreedDraw, .flag, .crossing, .guardLost, .quietLimit]
        #expect(Set(kinds.map(\.label)).count == kinds.count)
        #expect(english.reason(of: GameEnd(winner: .blue, reason: .flag)) == "The 1 entered the enemy flag.")
        #expect(english.reason(of: GameEnd(winner: .blue, reason: .resignation, resigned: .red)) == "Red resigned.")
        #expect(english.title(of: GameEnd(winner: .red, reason: .guardLost), mode: .vsComputer(human: .red, level: 1)) == "You win")
        #expect(english.title(of: GameEnd(winner: .red, reason: .guardLost), mode: .vsComputer(human: .blue, level: 1)) == "You lose")
        #expect(english[GameKind.captureTheFlag.label] == "Capture the Flag")
    }

    @Test func theComputersMoveIsAnnouncedToo() async throws {
        let store = makeStore()
        store.newGame(GameSetup(game: .captureTheFlag, mode: .vsComputer(human: .red, level: 1), orientation: nil))
        await store.idle()
        let happening = try #require(store.happening)
        guard case let .played(side, move, _, byComputer) = happening.event else {
            Issue.record("no move announced")
            return
        }
        #expect(side == .blue && byComputer && move == store.snapshot.history.last)
        #expect(english.announcement(of: happening.event, on: store.snapshot).hasPrefix("Computer played \(move)"))
    }

    /// The core tells an undo and a redo as such (`Snapshot.lastEvent`),
    /// not as a move; browsing changes nothing in the game and tells nothing.
    @Test func anUndoOrARedoIsToldAsSuch_andABrowseTellsNothingNew() throws {
        let store = makeStore()
        store.play("c1", "c4")
        #expect(store.happening?.event.isMove == true)
        store.undo()
        #expect(store.happening?.event == .undone)
        store.redo()
        let redone = try #require(store.happening)
        #expect(redone.event == .redone)
        store.browseBack()
        store.browseForward()
        #expect(store.happening == redone)
        store.play("g11", "g8")
        #expect(store.happening?.id == redone.id + 1 && store.happening?.event.isMove == true)
    }
}
