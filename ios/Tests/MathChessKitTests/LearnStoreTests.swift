import Foundation
import MathChessCore
@testable import MathChessKit
import Testing

/// The Learn screens' model through the game's store: a lesson played
/// through by taps, a puzzle solved and one failed, their texts in English
/// and Czech, the learner saved beside the game and restored, a corrupt
/// learner save.
@MainActor
struct LearnStoreTests {
    let folder = temporaryFolder()
    let english = Strings(language: "en")!
    let czech = Strings(language: "cs")!
    var learnerFile: URL { folder.appendingPathComponent("learner.json") }

    func index(_ board: Snapshot, _ name: String) -> UInt8 {
        board.cells.first { $0.name == name }!.square
    }

    /// Plays `text` ("e3-f2", "g2xe2=8-7") by taps, picking its formula
    /// when the move choice opens, and waits for the core's answer.
    func play(_ store: GameStore, _ puzzles: PuzzleStore, _ text: String) async {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let squares = parts[0].split(whereSeparator: { $0 == "-" || $0 == "x" }).map(String.init)
        let board = puzzles.snapshot.board
        puzzles.tap(index(board, squares[0]))
        puzzles.tap(index(board, squares[1]))
        await store.idle()
        guard let choice = puzzles.snapshot.board.choice else { return }
        puzzles.choose(choice.options.firstIndex { parts.count > 1 && $0.formula == parts[1] } ?? 0)
        await store.idle()
    }

    /// The player's moves of the first puzzle a new learner gets, read off
    /// the solution a session of its own shows.
    func solution(_ game: GameKind) throws -> [String] {
        let teacher = try PuzzleSession(learner: Learner(), game: game)
        var moves: [String] = []
        while try teacher.snapshot().mayShowSolution {
            guard case .shown(let played, _) = try teacher.showSolution().said?.verdict else { break }
            moves.append(played)
        }
        return moves
    }

    /// Plays the first lesson ("steps") through, which the learner counts.
    func finishTheFirstLesson(_ store: GameStore) throws {
        store.learn.openLesson("steps", game: .mathChess)
        let lesson = try #require(store.learn.lesson)
        lesson.playTheSteps()
        #expect(lesson.told?.judged == .lessonDone)
    }

    @Test func aLessonIsPlayedThroughByTaps() async throws {
        let store = makeStore(folder: folder)
        store.learn.openLesson("steps", game: .mathChess)
        let lesson = try #require(store.learn.lesson)
        #expect(lesson.snapshot.lessonId == "steps" && lesson.snapshot.stepIndex == 0 && lesson.told == nil)
        #expect(english.task(of: lesson.snapshot) == "Task: Move the 3 on c1 to c4 in one step.")
        #expect(czech.task(of: lesson.snapshot).contains("c4") && czech.task(of: lesson.snapshot) != english.task(of: lesson.snapshot))

        // Too far: refused with the core's reason, taken back.
        lesson.play("c1", "c5")
        guard case .refused(let refusal) = lesson.told?.judged else {
            Issue.record("c1-c5 is four squares for a 3")
            return
        }
        #expect(refusal.kind == .illegal && refusal.message.key == "illegal.math_chess.too_far")
        #expect(lesson.snapshot.board.history.isEmpty && lesson.snapshot.stepIndex == 0)
        let told = try #require(lesson.told)
        #expect(english.text(of: told) == "Taken back: A 3 moves at most as many squares as its number, and c5 is 4 away.")
        let inCzech = czech.text(of: told)
        #expect(inCzech != english.text(of: told) && inCzech.contains("3") && inCzech.contains("c5") && inCzech.contains("4"))
        // A tap after it tells nothing new, and keeps the reason shown.
        lesson.tap(index(lesson.snapshot.board, "c1"))
        #expect(lesson.told == told)
        lesson.restartStep()
        #expect(lesson.told == nil && !lesson.snapshot.board.cells.contains { $0.marks.selected })

        lesson.play("c1", "c4")
        #expect(lesson.told?.judged == .stepDone && lesson.snapshot.stepIndex == 1)
        lesson.play("e1", "a5")
        #expect(lesson.told?.judged == .stepDone && lesson.snapshot.stepIndex == 2)
        #expect(store.learn.progress[.mathChess]?.lessons.first?.done == false)
        lesson.play("a1", "d4")
        #expect(lesson.told?.judged == .lessonDone && lesson.snapshot.over && lesson.snapshot.hasNext)
        #expect(store.learn.progress[.mathChess]?.lessons.first { $0.id == "steps" }?.done == true)

        lesson.nextLesson()
        #expect(lesson.snapshot.lessonId == "supports" && lesson.told == nil && !lesson.snapshot.over)

        // The lesson done is in the learner's save, beside the game's.
        await store.idle()
        let restored = makeStore(folder: folder)
        #expect(restored.notices.isEmpty)
        #expect(restored.learn.progress[.mathChess]?.lessons.first { $0.id == "steps" }?.done == true)
    }

    @Test func aTapOnTheOtherSidesPieceIsTheBoardsFlash() throws {
        let store = makeStore(folder: folder)
        store.learn.openLesson("steps", game: .mathChess)
        let lesson = try #require(store.learn.lesson)
        lesson.tap(index(lesson.snapshot.board, "i11"))
        #expect(lesson.flash?.rejection != nil && lesson.told == nil)
        lesson.tap(index(lesson.snapshot.board, "c1"))
        #expect(lesson.flash == nil)
    }

    @Test func theTextsAreTheAppsInEveryLanguage() throws {
        let store = makeStore(folder: folder)
        store.learn.openLesson("units", game: .mathChess)
        let s = try #require(store.learn.lesson).snapshot
        // The same words as the core's, but the app's formulas do not break at their spaces.
        let unbroken = english.step(of: s).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(english.title(of: s) == s.title && unbroken == s.stepText)
        #expect(czech.title(of: s) != s.title && czech.step(of: s) != s.stepText && czech.task(of: s) != s.taskText)
        // A key the app does not know: the core's English.
        let unknown = Message(key: "task.math_chess.no_such_task", args: [.number(value: 3)])
        #expect(czech.text(of: unknown, english: "the English") == "the English")
        // Arguments the string's placeholders do not take: the core's English, no crash.
        let step = Message(key: "task.math_chess.step", args: [.text(text: "3"), .square(place: Place(index: 2, name: "c1"))])
        #expect(czech.text(of: step, english: "the English") == "the English")
        let right = Message(key: "task.math_chess.step", args: [.number(value: 3), .text(text: "c1"), .text(text: "c4")])
        #expect(english.text(of: right, english: "") == "Move the 3 on c1 to c4 in one step.")
        for entry in try #require(store.learn.progress[.captureTheFlag]).lessons {
            #expect(english.title(of: entry) == entry.title)
            #expect(czech.title(of: entry) != entry.title)
        }
        // Every lesson of both courses opens with its title, words and task
        // in the app's strings, the task's arguments fitting its placeholders.
        for game in [GameKind.mathChess, .captureTheFlag] {
            for entry in try #require(store.learn.progress[game]).lessons {
                store.learn.openLesson(entry.id, game: game)
                let first = try #require(store.learn.lesson).snapshot
                #expect(StringKey(coreKey: first.titleKey) != nil && StringKey(coreKey: first.stepKey) != nil)
                #expect(czech.task(of: first) != czech(.learnTask, first.taskText), "\(entry.id): \(first.task.key)")
            }
        }
    }

    @Test(arguments: [GameKind.mathChess, .captureTheFlag])
    func aPuzzleIsSolvedByTaps(game: GameKind) async throws {
        let moves = try solution(game)
        let store = makeStore(folder: folder)
        store.learn.openPuzzles(game)
        let puzzles = try #require(store.learn.puzzles)
        let start = puzzles.snapshot
        #expect(!start.over && start.mayHint && start.helpFails && start.movesLeft == start.moves && start.rating.rating == 1500)
        #expect(english.rating(start.rating) == "1500?")
        #expect(start.themes.map(english.theme).allSatisfy { !$0.isEmpty })
        for text in moves {
            await play(store, puzzles, text)
            guard case .right = puzzles.said?.verdict else {
                Issue.record("\(text): \(puzzles.said?.text ?? "no verdict")")
                return
            }
        }
        let end = puzzles.snapshot
        #expect(end.over && end.result == .solved && end.solved == 1 && !end.mayHint && !end.mayShowSolution && !end.helpFails)
        let change = try #require(end.change)
        #expect(change.after.rating > change.before.rating)
        #expect(store.learn.progress[game]?.solved == 1)
        let said = try #require(puzzles.said)
        guard case .right(let last, _) = said.verdict else { return }
        #expect(english.text(of: said, goal: end.goal).hasPrefix("Right: \(last)."))
        #expect(czech.text(of: said, goal: end.goal).contains(last) && czech.text(of: said, goal: end.goal) != english.text(of: said, goal: end.goal))
        #expect(english.result(.solved, change: change) == "Solved! Rating 1500? → \(change.after.rating)?")

        puzzles.nextPuzzle()
        await store.idle()
        #expect(puzzles.snapshot.id != start.id && puzzles.said == nil && !puzzles.snapshot.over)
        let restored = makeStore(folder: folder)
        #expect(restored.learn.progress[game]?.solved == 1)
        #expect(restored.learn.progress[game]?.rating == change.after)
    }

    @Test func aWrongMoveIsSaidTakenBackAndFailsThePuzzle() async throws {
        let moves = try solution(.mathChess)
        let store = makeStore(folder: folder)
        store.learn.openPuzzles(.mathChess)
        let puzzles = try #require(store.learn.puzzles)
        let start = puzzles.snapshot
        // A step of the player's that is not the solution's first move.
        var tried: (CellView, CellView)?
        for cell in start.board.cells where tried == nil && cell.piece?.side == start.solver && cell.piece?.number != 0 {
            puzzles.tap(cell.square)
            await store.idle()
            let targets = puzzles.snapshot.board.cells.filter(\.marks.stepTarget)
            puzzles.tap(cell.square)
            await store.idle()
            tried = targets.first { moves[0] != "\(cell.name)-\($0.name)" }.map { (cell, $0) }
        }
        let (piece, target) = try #require(tried)
        puzzles.tap(piece.square)
        puzzles.tap(target.square)
        #expect(puzzles.isWeighing)
        await store.idle()
        #expect(!puzzles.isWeighing)
        let said = try #require(puzzles.said)
        guard case .wrong(let played, _, _, _, _) = said.verdict else {
            Issue.record("\(said.text)")
            return
        }
        #expect(played == "\(piece.name)-\(target.name)")
        #expect(puzzles.snapshot.board.history.isEmpty && puzzles.snapshot.board.cells == start.board.cells)
        #expect(puzzles.snapshot.result == .failed)
        let change = try #require(puzzles.snapshot.change)
        #expect(change.after.rating < change.before.rating && store.learn.progress[.mathChess]?.failed == 1)
        let text = english.text(of: said, goal: start.goal)
        #expect(text.hasPrefix("Not \(played): ") && text.hasSuffix(" The move is taken back: try another."))
        #expect(czech.text(of: said, goal: start.goal).contains(played) && czech.text(of: said, goal: start.goal) != text)
        #expect(english.result(.failed, change: change) == "Failed. Rating 1500? → \(change.after.rating)?")
        #expect(czech.result(.failed, change: change).contains("\(change.after.rating)?"))

        // The solution, shown to the end in one call (it played one move a call), every move named.
        puzzles.showSolution()
        await store.idle()
        guard case .shown(let line, nil)? = puzzles.said?.verdict else {
            Issue.record("not the solution shown")
            return
        }
        #expect(moves.allSatisfy { line.contains($0) } && line.hasPrefix(moves[0]))
        #expect(puzzles.snapshot.over && puzzles.snapshot.failed == 1 && puzzles.snapshot.solved == 0)
    }

    @Test func aHintMarksThePieceToMoveAndFailsThePuzzle() async throws {
        let moves = try solution(.mathChess)
        let store = makeStore(folder: folder)
        store.learn.openPuzzles(.mathChess)
        let puzzles = try #require(store.learn.puzzles)
        #expect(puzzles.snapshot.hint == nil && puzzles.snapshot.mayHint && puzzles.snapshot.helpFails)
        puzzles.hint()
        await store.idle()
        let hint = try #require(puzzles.snapshot.hint)
        #expect(moves[0].hasPrefix(hint.name))
        #expect(!puzzles.snapshot.mayHint && puzzles.snapshot.result == .failed && !puzzles.snapshot.helpFails)
        let cell = try #require(puzzles.snapshot.board.cells.first { $0.square == hint.index })
        #expect(english.accessibilityLabel(for: cell, hinted: true).hasSuffix("hint: the piece to move"))
        #expect(!english.accessibilityLabel(for: cell).contains("hint"))
        // Played out, the puzzle refuses the hint: the store shows the core's reason.
        while puzzles.snapshot.mayShowSolution {
            puzzles.showSolution()
            await store.idle()
        }
        #expect(puzzles.snapshot.over && puzzles.flash == nil)
        puzzles.hint()
        await store.idle()
        #expect(puzzles.flash?.reason == .refused(.Rejected(reason: .gameOver)))
    }

    @Test func aCorruptLearnerSaveIsANoticeAndANewLearner() async throws {
        let store = makeStore(folder: folder)
        store.play("c1", "c4")
        try finishTheFirstLesson(store)
        await store.idle()
        #expect(FileManager.default.fileExists(atPath: learnerFile.path))
        let bad = Data(#"{"format": "mathchess-learner", "version": 1, "math-chess": {"deviation": "wide"}}"#.utf8)
        try bad.write(to: learnerFile)

        let restored = makeStore(folder: folder)
        #expect(restored.notices == [.learnerUnreadable])
        #expect(Array(restored.snapshot.history) == ["c1-c4"])
        #expect(restored.learn.progress[.mathChess]?.solved == 0)
        #expect(restored.learn.progress[.mathChess]?.rating.rating == 1500)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 2 && names.contains("game.json") && names.contains { $0.hasPrefix("learner.unreadable-") })
        let aside = try #require(names.first { $0.hasPrefix("learner.unreadable-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == bad)
        #expect(!names.contains("learner.json"))

        // The new learner is written at its first change, the game left as it was.
        try finishTheFirstLesson(restored)
        await restored.idle()
        let saved = try Learner.restore(save: String(contentsOf: learnerFile, encoding: .utf8))
        #expect(try saved.progress(game: .mathChess).lessons.first?.done == true)
        #expect(Array(makeStore(folder: folder).snapshot.history) == ["c1-c4"])
    }

    @Test func anUnchangedLearnerIsNotWritten() async throws {
        let store = makeStore(folder: folder)
        store.learn.openLesson("steps", game: .mathChess)
        let lesson = try #require(store.learn.lesson)
        lesson.play("c1", "c5")
        await store.idle()
        #expect(!FileManager.default.fileExists(atPath: learnerFile.path))
    }
}
