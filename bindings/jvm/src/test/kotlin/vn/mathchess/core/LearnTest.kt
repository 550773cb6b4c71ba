package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** A lesson step, a puzzle solved and a puzzle failed, through the Kotlin binding. */
class LearnTest {
    private fun Snapshot.index(name: String): UInt = named(name).square.toUInt()

    /** Plays [text] (`e3-f2`, `g2xe2=8-7`) by taps, picking its formula when the move choice opens. */
    private fun PuzzleSession.play(text: String): PuzzleSnapshot {
        val squares = text.substringBefore('=')
        val formula = text.substringAfter('=', "")
        val (from, to) = squares.split('-', 'x')
        val board = snapshot().board
        tap(board.index(from))
        val s = tap(board.index(to))
        val choice = s.board.choice ?: return s
        val at = choice.options.indexOfFirst { it.formula == formula }.coerceAtLeast(0)
        return choose(at.toUInt())
    }

    /** The id and the player's moves of the first puzzle a new learner gets, read off the solution shown. */
    private fun solution(game: GameKind): Pair<String, List<String>> = Learner().use { learner ->
        PuzzleSession(learner, game).use { teacher ->
            val id = teacher.snapshot().id
            val moves = mutableListOf<String>()
            while (teacher.snapshot().mayShowSolution) {
                val shown = teacher.showSolution().said?.verdict
                moves += (shown as PuzzleVerdict.Shown).played
            }
            assertThrows<FfiException.Rejected> { teacher.showSolution() }
            id to moves
        }
    }

    @Test
    fun aLessonStepIsJudged() {
        Learner().use { learner ->
            LessonSession(learner, GameKind.MATH_CHESS, "units").use { lesson ->
                val s = lesson.snapshot()
                assertEquals("lesson.math_chess.units.step1", s.stepKey)
                assertEquals("task.math_chess.capture_with", s.task.key)
                assertEquals(MessageArg.Side(Side.RED), s.task.args[0])
                assertEquals(0u, s.stepIndex)
                // 7 − 4 takes the 6, but the task asks for a sum: refused, worked out.
                lesson.tap(s.board.index("a1"))
                assertNotNull(lesson.tap(s.board.index("a5")).board.choice)
                val refused = lesson.choose(0u)
                val told = refused.told?.judged as LessonJudged.Refused
                assertEquals(RefusalKind.ARITHMETIC, told.refusal.kind)
                assertEquals("working.units_miss", told.refusal.message.key)
                assertEquals(
                    "7 + 4 = 11, whose units digit 1 is not the 3 squares to the Red 6",
                    told.refusal.text,
                )
                assertTrue(refused.board.history.moveCount() == 0u, "nothing moved")
                // Out of the 2's reach: the rule it breaks.
                lesson.tap(s.board.index("e1"))
                val far = lesson.tap(s.board.index("e5")).told?.judged as LessonJudged.Refused
                assertEquals(RefusalKind.ILLEGAL, far.refusal.kind)
                assertEquals("illegal.math_chess.too_far", far.refusal.message.key)
                lesson.tap(s.board.index("e1"))
                val next = lesson.tap(s.board.index("a5"))
                assertEquals(LessonJudged.StepDone, next.told?.judged)
                assertEquals(1u, next.stepIndex)
                assertThrows<FfiException.NoSuchLesson> { lesson.start("castling") }
            }
        }
    }

    @Test
    fun aPuzzleIsSolvedAndCounted() {
        for (game in GameKind.entries) {
            val (id, moves) = solution(game)
            Learner().use { learner ->
                val revision = learner.revision()
                PuzzleSession(learner, game).use { puzzle ->
                    val start = puzzle.snapshot()
                    assertEquals(id, start.id)
                    // The goal as the themes tell it.
                    val material = "material-gain" in start.themes
                    assertEquals(if (material) PuzzleGoal.MATERIAL else PuzzleGoal.WIN, start.goal)
                    assertEquals(start.solver, start.board.bottom)
                    assertTrue(start.mayHint && start.mayShowSolution)
                    var last = start
                    for (text in moves) {
                        last = puzzle.play(text)
                        assertTrue(last.said?.verdict is PuzzleVerdict.Right, "$text: ${last.said?.text}")
                    }
                    assertTrue(last.over)
                    assertEquals(PuzzleResult.SOLVED, last.result)
                    assertEquals(1u, last.solved)
                    val change = requireNotNull(last.change)
                    assertTrue(change.after.rating > change.before.rating)
                    assertNotEquals(revision, learner.revision())
                    // The save keeps it.
                    Learner.restore(learner.save()).use { restored ->
                        val progress = restored.progress(game)
                        assertEquals(1u, progress.solved)
                        assertEquals(change.after, progress.rating)
                    }
                    assertNotEquals(id, puzzle.nextPuzzle().id)
                }
            }
        }
    }

    @Test
    fun aWrongMoveFailsThePuzzle() {
        val (_, moves) = solution(GameKind.MATH_CHESS)
        Learner().use { learner ->
            PuzzleSession(learner, GameKind.MATH_CHESS).use { puzzle ->
                val start = puzzle.snapshot()
                val mine = start.board.cells.filter { it.piece?.side == start.solver && it.piece?.number != 0.toUByte() }
                // The first step of the player's pieces that is not the solution's first move.
                val (piece, target) = mine.asSequence().flatMap { cell ->
                    val targets = puzzle.tap(cell.square.toUInt()).board.cells.filter { it.marks.stepTarget }
                    puzzle.tap(cell.square.toUInt())
                    targets.map { cell to it }
                }.first { (from, to) -> moves[0] != "${from.name}-${to.name}" }
                puzzle.tap(piece.square.toUInt())
                val s = puzzle.tap(target.square.toUInt())
                val wrong = s.said?.verdict as PuzzleVerdict.Wrong
                assertEquals("${piece.name}-${target.name}", wrong.tried)
                assertTrue(wrong.miss is PuzzleMiss.Refuted, "${s.said?.text}")
                assertEquals(0u, s.board.history.moveCount(), "taken back")
                assertEquals(PuzzleResult.FAILED, s.result)
                val progress = learner.progress(GameKind.MATH_CHESS)
                assertEquals(1u, progress.failed)
                assertTrue(progress.rating.rating < 1500 && progress.rating.provisional)
                // The hint marks the piece of the solution's move.
                val hinted = puzzle.hint()
                assertEquals(moves[0].split('-', 'x')[0], hinted.hint?.name)
                assertFalse(hinted.mayHint)
            }
        }
    }

    @Test
    fun aCorruptSaveIsATypedError() {
        val bad = assertThrows<FfiException.InvalidLearnerSave> { Learner.restore("{}") }
        assertEquals(LearnerSaveProblem.NotASave, bad.problem)
        val version = assertThrows<FfiException.InvalidLearnerSave> {
            Learner.restore("""{"format": "mathchess-learner", "version": 9}""")
        }
        assertEquals(LearnerSaveProblem.UnsupportedVersion(9u), version.problem)
        Learner().use { learner ->
            val save = learner.save()
            Learner.restore(save).use { assertEquals(save, it.save()) }
            assertNull(learner.progress(GameKind.CAPTURE_THE_FLAG).lessons.firstOrNull { it.done })
        }
    }
}
