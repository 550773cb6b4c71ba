import MathChessCore
import MathChessKit
import Testing

/// The store driven by taps and intents, two players on one device.
@MainActor
struct GameStoreTests {
    @Test func aTapSelectsAndMarksTheTargets() {
        let store = makeStore()
        store.tap(square("c1"))
        #expect(store.snapshot.selected == square("c1"))
        #expect(store.cell("c4").marks.stepTarget)
        store.tap(square("c1"))
        #expect(store.snapshot.selected == nil)
    }

    @Test func aTapOutOfReachLetsThePieceGoAndSaysWhy() throws {
        let store = makeStore()
        store.tap(square("c1"))
        store.tap(square("c9"))
        #expect(store.snapshot.selected == nil)
        let flash = try #require(store.flash)
        let blue3 = PieceView(side: .blue, number: 3)
        #expect(flash.reason == .outOfReach(OutOfReach(
            piece: blue3,
            fromPlace: Place(index: square("c1"), name: "c1"), toPlace: Place(index: square("c9"), name: "c9"))))
        #expect(flash.rejection == .cannotReach)
        #expect(try #require(Strings(language: "en")).text(of: flash, on: store.snapshot) == "Blue 3 on c1 cannot reach c9.")
    }

    @Test func aRejectedTapFlashesItsReasonEachTime() {
        let store = makeStore()
        store.tap(square("e2"))
        let first = store.flash
        #expect(first?.rejection == .zeroCannotMove)
        store.tap(square("e2"))
        #expect(store.flash?.rejection == .zeroCannotMove && store.flash?.id != first?.id)
        store.dismissFlash(first!.id)  // an older flash's timer leaves the newer one
        #expect(store.flash != nil)
        store.dismissFlash(store.flash!.id)
        #expect(store.flash == nil)
        store.tap(square("e2"))
        store.tap(square("c1"))  // a tap that selects clears the message
        #expect(store.flash == nil && store.snapshot.rejection == nil)
    }

    /// Asking to resign, then cancelling, leaves no stale reason behind.
    @Test func aRejectionDismissedLeavesNoMessage() {
        let store = makeStore()
        store.tap(square("c1"))
        store.tap(square("e2"))
        #expect(store.flash?.rejection == .zeroCannotMove && store.snapshot.rejection == .zeroCannotMove)
        store.dismissRejection()
        #expect(store.flash == nil && store.snapshot.rejection == nil)
        #expect(store.snapshot.ending == nil)
    }

    @Test func undoAndRedo() {
        let store = makeStore()
        store.undo()  // nothing to undo: nothing changes, and the flash says why
        #expect(store.snapshot.history.isEmpty && !store.snapshot.canUndo)
        #expect(store.flash?.reason == .refused(.NothingToUndo))
        store.play("c1", "c4")
        store.play("g11", "g8")
        store.undo()
        #expect(Array(store.snapshot.history) == ["c1-c4"])
        #expect(store.snapshot.canRedo && store.snapshot.turn == .red)
        store.undo()
        #expect(store.snapshot.history.isEmpty)
        store.redo()
        store.redo()
        #expect(Array(store.snapshot.history) == ["c1-c4", "g11-g8"])
        #expect(!store.snapshot.canRedo)
    }

    @Test func reviewShowsEarlierPositionsAndBlocksPlay() {
        let store = makeStore()
        store.play("c1", "c4")
        store.play("g11", "g8")
        store.play("d1", "d3")
        store.browseBack()
        #expect(store.snapshot.browsing == 2)
        store.browse(ply: 0)
        #expect(store.snapshot.browsing == 0)
        #expect(store.cell("c1").piece == PieceView(side: .blue, number: 3))
        store.tap(square("c1"))
        #expect(store.flash?.rejection == .browsing)
        store.browseForward()
        #expect(store.snapshot.browsing == 1 && store.cell("c4").marks.lastTo)
        store.leaveBrowsing()
        #expect(store.snapshot.browsing == nil && store.snapshot.history.count == 3)
        store.browseForward()  // already live: nothing changes
        #expect(store.flash?.reason == .refused(.AtLive))
        store.browse(ply: -1)  // no such ply: nothing changes
        #expect(store.flash?.reason == .refused(.NoSuchPly(ply: .max)))
        store.browse(ply: 9)
        #expect(store.snapshot.browsing == nil && store.flash?.reason == .refused(.NoSuchPly(ply: 9)))
    }

    @Test func faceToFaceTurnsTheFarSidesPieces() {
        let store = makeStore()
        store.newGame(GameSetup(orientation: .faceToFace(bottom: .blue)))
        #expect(store.snapshot.orientation == .faceToFace(bottom: .blue))
        #expect(store.cell("e11").upsideDown && !store.cell("e2").upsideDown)
        store.play("c1", "c4")
        #expect(store.snapshot.bottom == .blue && store.cell("c4").piece?.side == .blue)
        #expect(store.cell("a11").upsideDown)
        #expect(store.setup.orientation == .faceToFace(bottom: .blue))
    }

    @Test func aDrawOfferedDeclinedOfferedAgainAndAccepted() throws {
        let store = makeStore()
        store.play("c1", "c4")
        let red = store.snapshot.nearPlayer
        #expect(red.side == .red && red.mayOfferDraw && !store.snapshot.farPlayer.mayOfferDraw)
        store.offerDraw(.red)
        #expect(store.snapshot.drawOffer == .red && store.snapshot.farPlayer.mayAnswerDraw)
        store.declineDraw(.blue)
        #expect(store.snapshot.drawOffer == nil)
        store.offerDraw(.red)
        store.acceptDraw(.blue)
        let ending = try #require(store.snapshot.ending)
        #expect(ending == GameEnd(winner: nil, reason: .agreedDraw))
    }

    @Test func aDrawOfferTheSessionRefusesChangesNothingAndSaysWhy() {
        let store = makeStore()
        store.play("c1", "c4")
        store.offerDraw(.blue)  // Red is to move
        #expect(store.flash?.reason == .refused(.NotToMove(side: .blue)) && store.snapshot.drawOffer == nil)
        store.acceptDraw(.blue)
        #expect(store.flash?.reason == .refused(.NoDrawOffer))
        store.offerDraw(.red)
        store.offerDraw(.red)
        #expect(store.flash?.reason == .refused(.DrawAlreadyOffered))
        store.acceptDraw(.red)
        #expect(store.flash?.reason == .refused(.OwnDrawOffer(side: .red)))
        #expect(store.snapshot.drawOffer == .red && store.snapshot.ending == nil)
    }

    @Test func theLevelsOfferedAreTheOnesTheCoreAccepts() {
        let store = makeStore()
        for level in [GameSetup.levels.lowerBound, GameSetup.levels.upperBound] {
            store.newGame(GameSetup(mode: .vsComputer(human: .blue, level: level)))
            #expect(store.snapshot.mode == .vsComputer(human: .blue, level: level) && store.flash == nil)
        }
        let beyond = GameSetup(mode: .vsComputer(human: .blue, level: GameSetup.levels.upperBound + 1))
        store.newGame(beyond)
        #expect(store.flash?.reason == .refused(.InvalidLevel(level: GameSetup.levels.upperBound + 1)))
        #expect(store.setup != beyond && store.snapshot.mode == .vsComputer(human: .blue, level: GameSetup.levels.upperBound))
    }

    @Test func resigningEndsTheGameAndANewOneStarts() {
        let store = makeStore()
        store.resign(.blue)
        #expect(store.snapshot.ending == GameEnd(winner: .red, reason: .resignation, resigned: .blue))
        store.tap(square("c1"))
        #expect(store.flash?.rejection == .gameOver)
        #expect(!store.snapshot.nearPlayer.mayResign && !store.snapshot.farPlayer.mayResign)
        store.resign(.red)  // the game is over: nothing changes
        #expect(store.snapshot.ending?.winner == .red)
        #expect(store.flash?.reason == .refused(.Rejected(reason: .gameOver)))
        store.newGame(GameSetup(preset: .classic))
        #expect(store.snapshot.ending == nil && store.setup.preset == .classic)
    }
}

/// A whole game by taps, to Blue's capture of the Red 0, through two move choices.
@MainActor
struct WholeGameTests {
    /// Each move as its two taps; a capture with several formulas names the one claimed.
    static let moves: [(from: String, to: String, formula: String?)] = [
        ("h1", "b7", nil), ("b11", "b8", nil), ("f1", "f4", nil), ("c11", "f8", nil),
        ("i1", "i8", nil), ("b8", "c8", nil), ("f4", "c7", nil), ("a11", "a8", nil),
        ("c7", "g3", nil), ("h11", "g10", nil), ("g3", "e3", nil), ("f11", "i8", "4 ÷ 2 = 2"),
        ("b1", "c2", nil), ("d11", "c11", nil), ("c1", "c8", nil), ("f8", "f1", nil),
        ("b7", "e10", "8 ÷ 3 = 2"),
    ]

    @Test func blueWinsByCapturingTheZero() throws {
        let store = makeStore()
        for move in Self.moves {
            store.play(move.from, move.to)
            if let formula = move.formula {
                let choice = try #require(store.snapshot.choice, "\(move.from)-\(move.to) opens a choice")
                #expect(choice.from == square(move.from) && choice.toPlace.index == square(move.to))
                #expect(choice.options.count == 2)
                // The squares it names stay marked while choosing.
                #expect(store.cell(move.from).marks.selected && store.cell(move.to).marks.captureTarget)
                if move.from == "f11" {  // cancel once: the piece stays selected
                    store.cancelChoice()
                    #expect(store.snapshot.choice == nil && store.snapshot.selected == square("f11"))
                    store.tap(square(move.to))
                }
                store.choose(try #require(choice.options.firstIndex { $0.text == formula }))
                // The closing sheet's second pick and its dismissal change nothing.
                store.choose(0)
                store.cancelChoice()
            }
            #expect(store.snapshot.choice == nil && store.flash == nil)
        }
        #expect(store.snapshot.history.count == Self.moves.count)
        #expect(store.snapshot.history[11] == "f11xi8=4/2")
        #expect(store.snapshot.history.last == "b7xe10=8/3")
        #expect(store.snapshot.ending == GameEnd(winner: .blue, reason: .zeroCaptured))
        #expect(store.snapshot.score(of: .blue) == 8 && store.snapshot.score(of: .red) == 9)  // Red 8 and 0; Blue 9
        store.tap(square("c2"))
        #expect(store.flash?.rejection == .gameOver)
    }
}

/// What the players are told when a draw offer is declined or an undo takes
/// back a resignation: a note on the status line and VoiceOver's words.
@MainActor
struct GameNoteTests {
    let english = Strings(language: "en")!

    @Test func theOffererIsToldOfADeclinedDrawUntilTheNextMove() throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.offerDraw(.red)
        #expect(store.happening?.event == nil || store.happening?.event.isMove == true)
        store.declineDraw(.blue)
        let happening = try #require(store.happening)
        #expect(happening.event == .drawDeclined(by: .blue))
        #expect(english.note(of: happening.event) == "Blue declined the draw.")
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Blue declined the draw.")
        #expect(!happening.event.isMove && !happening.event.isEnd && !happening.event.isCapture)
        store.play("g11", "g8")
        #expect(store.happening.map { english.note(of: $0.event) } == .some(nil))
    }

    @Test func anUndoAfterAResignationSaysItWasTakenBack() throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.resign(.red)
        #expect(store.happening?.event == .ended(GameEnd(winner: .blue, reason: .resignation, resigned: .red)))
        store.undo()
        #expect(store.snapshot.ending == nil && Array(store.snapshot.history) == ["c1-c4"])
        let happening = try #require(store.happening)
        #expect(happening.event == .resignationTakenBack(.red))
        #expect(english.announcement(of: happening.event, on: store.snapshot) == "Red's resignation was taken back: the game goes on.")
        store.undo()  // a move taken back: told as such
        #expect(store.happening?.event == .undone && store.happening?.id != happening.id)
    }

    /// An undo and a redo are told alike on both apps: the move's sound, no
    /// tap, and VoiceOver's words (Android's `GameFeedback.kt` decides the same).
    @Test func anUndoAndARedoAreSaidAndSoundLikeAMove() throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.undo()
        let undone = try #require(store.happening)
        #expect(undone.event == .undone && undone.event.sound == .move)
        #expect(!undone.event.isMove && !undone.event.isCapture && !undone.event.isEnd)
        #expect(english.announcement(of: undone.event, on: store.snapshot) == "Move taken back.")
        #expect(english.note(of: undone.event) == nil)
        store.redo()
        let redone = try #require(store.happening)
        #expect(redone.event == .redone && redone.event.sound == .move && redone.id != undone.id)
        #expect(english.announcement(of: redone.event, on: store.snapshot) == "Move played again.")
        #expect(Array(store.snapshot.history) == ["c1-c4"])
    }

    @Test func aRefusedTapAndARefusedIntentEachKnockAsOnAndroid() throws {
        let store = makeStore()
        store.undo()  // nothing to take back
        let intent = try #require(store.flash)
        #expect(intent.sound == .refused && store.happening == nil)
        store.tap(named: "a11")  // Red's piece, and Blue is to move
        let tap = try #require(store.flash)
        #expect(tap.sound == .refused && tap.id != intent.id && tap.rejection != nil)
    }

    /// The store tells the session's last event, by its id: the same event
    /// twice is told twice, and a snapshot shown again tells nothing new.
    @Test func theSameEventTwiceIsToldTwice() throws {
        let store = makeStore()
        store.resign(.blue)
        let first = try #require(store.happening)
        store.undo()
        store.resign(.blue)
        let second = try #require(store.happening)
        #expect(second.event == first.event && second.id != first.id)
        store.setOrientation(.fixed(bottom: .red))  // no event: nothing new told
        #expect(store.happening?.id == second.id)
    }

    @Test func aNewGameOrAnAcceptedDrawIsNoDeclinedOffer() throws {
        let store = makeStore()
        store.offerDraw(.blue)
        store.newGame(store.setup)
        #expect(store.snapshot.drawOffer == nil)
        #expect(store.happening.map { english.note(of: $0.event) } ?? nil == nil)
        store.resign(.blue)  // before a move: a new game is at the same ply
        store.newGame(store.setup)
        #expect(store.happening?.event == .ended(GameEnd(winner: .red, reason: .resignation, resigned: .blue)))
        store.play("c1", "c4")
        store.offerDraw(.red)
        store.acceptDraw(.blue)
        #expect(store.happening?.event == .ended(GameEnd(winner: nil, reason: .agreedDraw)))
    }

    @Test func browsingWithAnOfferOpenIsNoDeclinedOffer() throws {
        let store = makeStore()
        store.play("c1", "c4")
        store.offerDraw(.red)
        store.browse(ply: 0)
        store.leaveBrowsing()
        #expect(store.happening.map { english.note(of: $0.event) } ?? nil == nil)
    }
}
