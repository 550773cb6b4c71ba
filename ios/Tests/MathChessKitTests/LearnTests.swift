import Foundation
import MathChessCore
import Testing

/// Lessons and puzzles through the Swift binding: a lesson step judged, a
/// puzzle solved and one failed, the learner's save read back.
struct LearnTests {
    func index(_ board: Snapshot, _ name: String) -> UInt32 {
        UInt32(board.cells.first { $0.name == name }!.square)
    }

    /// Plays `text` ("e3-f2", "g2xe2=8-7") by taps, picking its formula
    /// when the move choice opens.
    func play(_ puzzle: PuzzleSession, _ text: String) throws -> PuzzleSnapshot {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let squares = parts[0].split(whereSeparator: { $0 == "-" || $0 == "x" }).map(String.init)
        let board = try puzzle.snapshot().board
        _ = try puzzle.tap(square: index(board, squares[0]))
        let s = try puzzle.tap(square: index(board, squares[1]))
        guard let choice = s.board.choice else { return s }
        let at = choice.options.firstIndex { parts.count > 1 && $0.formula == parts[1] } ?? 0
        return try puzzle.choose(index: UInt32(at))
    }

    /// The id and the player's moves of the first puzzle a new learner
    /// gets, read off the solution shown.
    func solution(_ game: GameKind) throws -> (String, [String]) {
        let teacher = try PuzzleSession(learner: Learner(), game: game)
        let id = try teacher.snapshot().id
        var moves: [String] = []
        while try teacher.snapshot().mayShowSolution {
            guard case .shown(let played, _) = try teacher.showSolution().said?.verdict else {
                Issue.record("not the solution shown")
                break
            }
            moves.append(played)
        }
        return (id, moves)
    }

    @Test func aLessonStepIsJudged() throws {
        let learner = Learner()
        let lesson = try LessonSession(learner: learner, game: .mathChess, lesson: "units")
        let s = try lesson.snapshot()
        #expect(s.stepKey == "lesson.math_chess.units.step1")
        #expect(s.task.key == "task.math_chess.capture_with")
        _ = try lesson.tap(square: index(s.board, "a1"))
        #expect(try lesson.tap(square: index(s.board, "a5")).board.choice != nil)
        guard case .refused(let refusal) = try lesson.choose(index: 0).told?.judged else {
            Issue.record("a difference is not the sum asked for")
            return
        }
        #expect(refusal.kind == .arithmetic)
        #expect(refusal.message.key == "working.units_miss")
        #expect(refusal.text == "7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6")
        _ = try lesson.tap(square: index(s.board, "e1"))
        let next = try lesson.tap(square: index(s.board, "a5"))
        #expect(next.told?.judged == .stepDone)
        #expect(next.stepIndex == 1)
        #expect(throws: FfiError.self) { try lesson.start(lesson: "castling") }
    }

    @Test(arguments: [GameKind.mathChess, .captureTheFlag])
    func aPuzzleIsSolvedAndCounted(game: GameKind) throws {
        let (id, moves) = try solution(game)
        let learner = Learner()
        let revision = learner.revision()
        let puzzle = try PuzzleSession(learner: learner, game: game)
        #expect(try puzzle.snapshot().id == id)
        // The goal as the themes tell it.
        let start = try puzzle.snapshot()
        #expect(start.goal == (start.themes.contains("material-gain") ? .material : .win))
        var last = try puzzle.snapshot()
        for text in moves {
            last = try play(puzzle, text)
            guard case .right = last.said?.verdict else {
                Issue.record("\(text): \(last.said?.text ?? "")")
                return
            }
        }
        #expect(last.over && last.result == .solved && last.solved == 1)
        let change = try #require(last.change)
        #expect(change.after.rating > change.before.rating)
        #expect(learner.revision() != revision)
        let restored = try Learner.restore(save: learner.save())
        #expect(try restored.progress(game: game).solved == 1)
        #expect(try puzzle.nextPuzzle().id != id)
    }

    @Test func aWrongMoveFailsThePuzzle() throws {
        let (_, moves) = try solution(.mathChess)
        let learner = Learner()
        let puzzle = try PuzzleSession(learner: learner, game: .mathChess)
        let start = try puzzle.snapshot()
        let mine = start.board.cells.filter { $0.piece?.side == start.solver && $0.piece?.number != 0 }
        var tried: (CellView, CellView)?
        for cell in mine where tried == nil {
            let targets = try puzzle.tap(square: UInt32(cell.square)).board.cells.filter(\.marks.stepTarget)
            _ = try puzzle.tap(square: UInt32(cell.square))
            tried = targets.first { moves[0] != "\(cell.name)-\($0.name)" }.map { (cell, $0) }
        }
        let (piece, target) = try #require(tried)
        _ = try puzzle.tap(square: UInt32(piece.square))
        let s = try puzzle.tap(square: UInt32(target.square))
        guard case .wrong(let played, _, _, _, let miss) = s.said?.verdict, case .refuted = miss else {
            Issue.record("\(s.said?.text ?? "no verdict")")
            return
        }
        #expect(played == "\(piece.name)-\(target.name)")
        #expect(s.board.history.moveCount() == 0)
        #expect(s.result == .failed)
        let progress = try learner.progress(game: .mathChess)
        #expect(progress.failed == 1 && progress.rating.rating < 1500 && progress.rating.provisional)
    }

    @Test func aCorruptSaveIsATypedError() throws {
        do {
            _ = try Learner.restore(save: "{}")
            Issue.record("a save without its fields loaded")
        } catch FfiError.InvalidLearnerSave(let problem, _) {
            #expect(problem == .notASave)
        }
        let save = try Learner().save()
        #expect(try Learner.restore(save: save).save() == save)
    }
}
