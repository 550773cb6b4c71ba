import Foundation
import MathChessCore
import MathChessKit
import Testing

/// A fixed sequence of picks below a count (a linear congruential generator),
/// so that each run plays the same game.
struct Picks {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below count: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(count))
    }
}

/// What a whole game by taps went through.
struct Played {
    var plies = 0
    var jumps = 0
    var captures: [CaptureView] = []
    var siegesLifted = 0
    /// Positions in which the side to move was besieged, the status saying so.
    var sieges = 0
    var ending: GameEnd?
}

@MainActor
extension GameStore {
    /// Plays a whole game by taps, each side tapping one of its pieces and
    /// then a marked square, a capture first when there is one, as `picks`
    /// says, checking after each move what the store says of it.
    func playToTheEnd(_ picks: inout Picks, english: Strings, rushTheOne: Bool = false) -> Played {
        var played = Played()
        while snapshot.ending == nil, played.plies < 3_000 {
            let mover = snapshot.turn
            var besieged: [UInt8] = []
            if case let .liftSiege(captors) = snapshot.duties.first {
                besieged = captors.map(\.index)
                played.sieges += 1
                let names = captors.map(\.name).joined(separator: ", ")
                #expect(english.duty(on: snapshot) == "\(english[mover.label]) is besieged: take a piece on \(names), or lose.")
            }
            // The core marks the pieces to take, and only those; VoiceOver says so.
            let captors = snapshot.cells.filter(\.marks.siegeCaptor)
            #expect(Set(captors.map(\.square)) == Set(besieged))
            for captor in captors {
                #expect(english.accessibilityLabel(for: captor).hasSuffix("must be taken to lift the siege"))
            }
            var mine = snapshot.cells.filter { $0.piece?.side == mover }.map(\.square)
            for i in mine.indices.reversed() {
                mine.swapAt(i, picks.next(below: i + 1))
            }
            if rushTheOne, picks.next(below: 2) == 0,
               let one = snapshot.cells.first(where: { $0.piece == PieceView(side: mover, number: 1) }) {
                tap(one.square)
            }
            for square in mine where snapshot.selected == nil {
                tap(square)
            }
            guard let from = snapshot.selected else { break }
            let captures = snapshot.cells.filter(\.marks.captureTarget)
            let steps = snapshot.cells.filter(\.marks.stepTarget)
            let target = captures.first ?? (rushTheOne ? nearestToTheFlag(steps, of: mover) : nil) ?? steps[picks.next(below: steps.count)]
            let pliesBefore = snapshot.history.count
            tap(target.square)
            #expect(snapshot.history.count == pliesBefore + 1)
            played.plies += 1
            if isJump(from: from, to: target.square) { played.jumps += 1 }
            played.captures += snapshot.lastCaptures
            if !besieged.isEmpty, snapshot.ending == nil {
                // A siege is lifted by taking one of its pieces, or the game is lost.
                #expect(snapshot.lastCaptures.contains { besieged.contains($0.place.index) })
                played.siegesLifted += 1
            }
            if case let .played(side, move, taken, _)? = happening?.event, snapshot.ending == nil {
                #expect(side == mover && move == snapshot.history.last && taken == snapshot.lastCaptures)
                let said = english.announcement(of: happening!.event, on: snapshot)
                for capture in taken {
                    #expect(said.contains(english.text(of: capture, on: snapshot)))
                }
            }
        }
        played.ending = snapshot.ending
        return played
    }

    /// Of `steps` taken by the 1 of `side`, the one nearest the enemy flag.
    private func nearestToTheFlag(_ steps: [CellView], of side: Side) -> CellView? {
        guard snapshot.cells.first(where: { $0.square == snapshot.selected })?.piece?.number == 1,
              let flag = snapshot.cells.first(where: { $0.kind.flag != nil && $0.kind.flag != side })
        else { return nil }
        let width = Int(snapshot.width)
        func distance(_ cell: CellView) -> Int {
            let (a, b) = (Int(cell.square), Int(flag.square))
            return max(abs(a % width - b % width), abs(a / width - b / width))
        }
        return steps.min { distance($0) < distance($1) }
    }

    /// A move farther than one square for a piece that steps one square: a jump.
    private func isJump(from: UInt8, to: UInt8) -> Bool {
        guard let number = snapshot.cells.first(where: { $0.square == to })?.piece?.number,
              ![1, 4, 5].contains(number) else { return false }
        let width = Int(snapshot.width)
        let (a, b) = (Int(from), Int(to))
        return max(abs(a % width - b % width), abs(a / width - b / width)) > 1
    }
}

/// Capture the Flag played through the store, as a player plays it: by taps.
@MainActor
struct FlagGameTests {
    let english = Strings(language: "en")!

    private func flagStore(folder: URL = temporaryFolder()) -> GameStore {
        let store = makeStore(folder: folder)
        store.newGame(GameSetup(game: .captureTheFlag))
        return store
    }

    @Test func theNewGameScreensChoiceStartsCaptureTheFlag() {
        let store = flagStore()
        let s = store.snapshot
        #expect(s.game == .captureTheFlag && store.setup.game == .captureTheFlag)
        #expect(s.width == 11 && s.height == 12 && s.cells.count == 132)
        #expect(s.dividerBelowRow == 5 && !s.scored)
        #expect(s.cells.first?.name == "a12")
        store.newGame(GameSetup(game: .mathChess))
        #expect(store.snapshot.game == .mathChess && store.snapshot.cells.count == 99)
    }

    @Test func theLandmarksAreSaidWithTheSquare() {
        let store = flagStore()
        let f3 = store.snapshot.cells.first { $0.name == "f3" }!
        #expect(english.accessibilityLabel(for: f3) == "f3, empty, Blue flag")
        let homes = store.snapshot.cells.filter { $0.kind.guardHome != nil }
        #expect(homes.count == 8)
        #expect(homes.allSatisfy { english.accessibilityLabel(for: $0).contains("guard home") })
        let points = store.snapshot.cells.filter { $0.kind.attackPoint == .red }
        #expect(points.allSatisfy { english.accessibilityLabel(for: $0).hasSuffix("Red attack point") })
    }

    @Test func aStepIsPlayedAndAnnouncedWithTheSquaresTheCoreNames() throws {
        let store = flagStore()
        store.tap(named: "c1")
        #expect(store.snapshot.selected == store.squareNamed("c1"))
        store.tap(named: "b2")
        #expect(Array(store.snapshot.history) == ["c1-b2"])
        let happening = try #require(store.happening)
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Blue played c1-b2")
    }

    @Test func aWholeGameByTapsEndsWithItsCapturesSiegesAndEndingSaid() throws {
        // Seed 2: 369 plies, 35 jumps and 4 captures, until a guard is taken
        // and the side that lost it has no capture back.
        var picks = Picks(seed: 2)
        let folder = temporaryFolder()
        let store = flagStore(folder: folder)
        let played = store.playToTheEnd(&picks, english: english)
        let ending = try #require(played.ending)
        #expect(ending == GameEnd(winner: .blue, reason: .guardLost))
        #expect(played.jumps > 0)
        #expect(!played.captures.isEmpty)
        #expect(played.captures.allSatisfy { !$0.rules.isEmpty && $0.rules.allSatisfy { $0.ruleName != nil } })
        #expect(store.happening?.event == .ended(ending))
        let said = english.announcement(of: .ended(ending), on: store.snapshot)
        #expect(said == "\(english.title(of: ending, mode: .twoPlayers)). \(english[ending.reason.label])")
        // The game ended is restored at launch as it was.
        store.save()
        let restored = makeStore(folder: folder)
        #expect(restored.snapshot.game == .captureTheFlag && restored.snapshot.ending == ending)
        #expect(restored.setup.game == .captureTheFlag)
        #expect(Array(restored.snapshot.history) == Array(store.snapshot.history))
    }

    @Test func aWholeGameByTapsEndsWithTheOneInTheEnemyFlag() throws {
        // Seed 41, the 1 sent towards the enemy flag half the time: 27 plies,
        // 5 jumps, until Blue's 1 enters Red's flag.
        var picks = Picks(seed: 41)
        let store = flagStore()
        let played = store.playToTheEnd(&picks, english: english, rushTheOne: true)
        #expect(played.ending == GameEnd(winner: .blue, reason: .flag) && played.jumps > 0)
        let redFlag = try #require(store.snapshot.cells.first { $0.kind.flag == .red })
        #expect(redFlag.piece == PieceView(side: .blue, number: 1) && redFlag.marks.lastTo)
        #expect(english.accessibilityLabel(for: redFlag).hasPrefix("Blue 1 on \(redFlag.name), Red flag"))
        let happening = try #require(store.happening)
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Blue wins. The 1 entered the enemy flag.")
        store.tap(named: "a1")
        #expect(store.flash?.rejection == .gameOver)
    }

    /// A siege lifted by taps: the position of `docs/flag-rules.md`'s siege example
    /// (Blue besieged on e4, g4 and f5 after losing a guard; without its
    /// Red 2 on a11, off its colours, which only a puzzle may have), saved
    /// as a record and restored at launch; the Blue 9 on e3 takes back.
    @Test func aSiegeIsSaidAndLiftedByTaps() async throws {
        let start = "10,R1/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/5,R8,5/3,B9,R3,1,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 b - be4g4f5 0"
        let store = try makeStore(restoringFlagGameFrom: start)
        #expect(store.notice == nil && store.snapshot.game == .captureTheFlag)
        let duties = store.snapshot.duties
        let siege = ["e4", "g4", "f5"].map(store.squareNamed)
        #expect(duties == [.liftSiege(captors: ["e4", "g4", "f5"].map { Place(index: store.squareNamed($0), name: $0) })])
        #expect(english.duty(on: store.snapshot) == "Blue is besieged: take a piece on e4, g4, f5, or lose.")
        store.tap(named: "e3")
        let targets = store.snapshot.cells.filter(\.marks.captureTarget)
        let target = try #require(targets.first)
        store.tap(target.square)
        #expect(store.snapshot.ending == nil && store.snapshot.history.count == 1)
        #expect(store.snapshot.lastCaptures.contains { siege.contains($0.place.index) })
        #expect(store.snapshot.duties.isEmpty)
        let happening = try #require(store.happening)
        let said = english.announcement(of: happening.event, on: store.snapshot)
        #expect(said.hasPrefix("Blue captured: ") && said.contains("taken ("))
    }

    /// Blue's 1 steps onto its attack point e9, one move from Red's flag
    /// (Example 10, Android's FLAG_ONE_NEAR): Red is told, on the status and
    /// in the announcement; once Red's 4 attacks the 1 from d9, it is not.
    @Test func theEnemy1OneMoveFromTheFlagIsWarnedOf() throws {
        let start = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/5,R16,5/2,R4,B1,7/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"
        let store = try makeStore(restoringFlagGameFrom: start)
        #expect(english.flagThreat(on: store.snapshot) == nil)
        store.tap(named: "d8")
        store.tap(named: "e9")
        let threat = try #require(store.snapshot.flagThreats.first)
        #expect(store.snapshot.flagThreats.count == 1 && threat.defender == .red)
        #expect(threat.flag.name == "f10" && threat.one.name == "e9")
        let warning = "The Red flag on f10 is in danger: the Blue\u{00A0}1 on e9 enters it next move unless it is taken or attacked."
        #expect(english.flagThreat(on: store.snapshot) == warning)
        let happening = try #require(store.happening)
        #expect(english.announcement(of: happening.event, on: store.snapshot).hasSuffix(warning))
        store.tap(named: "c8")
        store.tap(named: "d9")
        #expect(store.snapshot.history.count == 2 && store.snapshot.flagThreats.isEmpty)
        #expect(english.flagThreat(on: store.snapshot) == nil)
    }

    /// A guard's sortie (Android's FLAG_SORTIE): the guard on f4 takes on e5
    /// and must go back. Another piece tapped cannot move because of the duty:
    /// the flash says the duty, not only "That piece cannot move."
    @Test func aTappedPieceHeldByTheGuardsDutyIsToldTheDuty() throws {
        let start = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/4,R5,6/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0"
        let store = try makeStore(restoringFlagGameFrom: start)
        store.tap(named: "f4")
        store.tap(named: "e5")
        store.tap(named: "a10")
        store.tap(named: "b11")
        let duty = "The guard on e5 must go back to f4 now."
        #expect(english.duty(on: store.snapshot) == duty)
        store.tap(named: "a1")
        let flash = try #require(store.flash)
        #expect(flash.rejection == .noMoves)
        #expect(english.text(of: flash, on: store.snapshot) == duty)
        store.tap(named: "e5")
        store.tap(named: "f4")
        #expect(store.snapshot.duties.isEmpty && store.flash == nil)
        // Without a duty, a piece that cannot move says so.
        #expect(english.text(of: flash, on: store.snapshot) == english[.rejectionNoMoves])
    }
}
