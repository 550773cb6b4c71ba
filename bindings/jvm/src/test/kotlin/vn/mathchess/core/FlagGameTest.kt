package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** A cell of either game by the name the snapshot gives it. */
fun Snapshot.named(name: String): CellView = cells.first { it.name == name }

fun GameSession.tapNamed(name: String): Snapshot = tap(snapshot().named(name).square.toUInt())

class FlagGameTest {
    private fun flagGame(mode: Mode = Mode.TwoPlayers) = GameSession.ofGame(GameKind.CAPTURE_THE_FLAG, mode)

    @Test
    fun theBoardIsDrawnFromTheSnapshot() {
        flagGame().use { session ->
            val s = session.snapshot()
            assertEquals(GameKind.CAPTURE_THE_FLAG, s.game)
            assertEquals(11, s.width.toInt())
            assertEquals(12, s.height.toInt())
            assertEquals(132, s.cells.size)
            assertEquals(5, s.dividerBelowRow?.toInt())
            assertEquals("a12", s.cells.first().name)
            assertEquals(listOf("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"), s.fileLabels)
            assertEquals(Side.BLUE, s.named("f3").kind.flag)
            assertEquals(Side.RED, s.named("f10").kind.flag)
            assertEquals(8, s.cells.count { it.kind.guardHome != null })
            assertTrue(s.cells.all { it.kind.colour != null })
            assertTrue(s.duties.isEmpty(), "no duty at the start")
            assertNull(s.choice)
            assertEquals(132, session.squareNames().size)
        }
    }

    /** Each side taps a movable piece and a target, picked by a fixed sequence, to the end. */
    @Test
    fun aWholeGameByTaps() {
        flagGame().use { session ->
            val next = Picks(7)
            var s = session.snapshot()
            while (s.ending == null) {
                assertTrue(s.history.moveCount() < 3_000u, "the quiet-move limit ends a game")
                val mine = s.cells.filter { it.piece?.side == s.turn }.shuffledBy(next)
                val selected = mine.asSequence()
                    .map { session.tap(it.square.toUInt()) }
                    .first { it.selected != null }
                val targets = selected.cells.filter { it.marks.stepTarget || it.marks.captureTarget }
                val target = targets[next(targets.size)]
                val before = selected.history.moveCount()
                s = session.tap(target.square.toUInt())
                assertEquals(before + 1u, s.history.moveCount())
                if (s.lastCaptures.isNotEmpty()) {
                    assertTrue(s.lastCaptures.all { it.rules.isNotEmpty() })
                    assertTrue(s.cells.any { it.marks.captured })
                }
            }
            val ending = requireNotNull(s.ending)
            val restored = GameSession.restore(session.save(), Mode.TwoPlayers)
            assertEquals(ending, restored.snapshot().ending)
            assertEquals(s.moves, restored.snapshot().moves)
            restored.close()
        }
    }

    /** Taps that capture whenever they can, game after game, until a capture: it names its rule. */
    @Test
    fun aCaptureCarriesItsRule() {
        val next = Picks(3)
        val captured = generateSequence(1) { it + 1 }.take(20).firstNotNullOfOrNull {
            flagGame().use { session ->
                var s = session.snapshot()
                while (s.lastCaptures.isEmpty() && s.ending == null) {
                    val selected = s.cells.filter { it.piece?.side == s.turn }.shuffledBy(next)
                        .asSequence().map { session.tap(it.square.toUInt()) }.first { it.selected != null }
                    val captures = selected.cells.filter { it.marks.captureTarget }
                    val steps = selected.cells.filter { it.marks.stepTarget }
                    s = session.tap((captures.firstOrNull() ?: steps[next(steps.size)]).square.toUInt())
                }
                s.takeIf { it.lastCaptures.isNotEmpty() }
            }
        }
        val s = requireNotNull(captured) { "no capture in 20 games" }
        val capture = s.lastCaptures.first()
        val rule = capture.rules.first()
        assertTrue(rule.rule !is CaptureRule.Operation, "a flag rule, not an operation: ${rule.rule}")
        assertFalse(rule.working.isBlank())
        val cell = s.cells.first { it.square == capture.place.index }
        assertTrue(cell.marks.captured)
        assertEquals(cell.name, capture.place.name)
    }

    @Test
    fun eitherGameInOneSession() {
        flagGame().use { session ->
            session.tapNamed("c1")
            session.tapNamed("b2")
            val json = session.save()
            val s = session.startGame(GameKind.MATH_CHESS, Mode.TwoPlayers)
            assertEquals(GameKind.MATH_CHESS, s.game)
            assertEquals(99, s.cells.size)
            val loaded = session.load(json)
            assertEquals(GameKind.CAPTURE_THE_FLAG, loaded.game)
            assertEquals(listOf("c1-b2"), loaded.moves)
            assertThrows<FfiException.NoSuchSquare> { session.tap(132u) }
        }
    }

    @Test
    fun theComputerPlaysCaptureTheFlag() {
        flagGame(Mode.VsComputer(Side.RED, 2u)).use { session ->
            assertTrue(session.snapshot().startComputer)
            val s = session.computerMove()
            assertEquals(Side.RED, s.turn)
            assertEquals(1u, s.history.moveCount())
            val hint = requireNotNull(session.hintJob().use { it.run() })
            assertEquals(hint.best, hint.line.first())
        }
    }
}

/** A fixed sequence of picks below a count (a linear congruential generator). */
private class Picks(private var state: Long) : (Int) -> Int {
    override fun invoke(count: Int): Int {
        state = state * 6364136223846793005L + 1442695040888963407L
        return ((state ushr 33) % count).toInt()
    }
}

/** The list in an order drawn from `next`, so that each run is the same. */
private fun <T> List<T>.shuffledBy(next: (Int) -> Int): List<T> {
    val items = toMutableList()
    for (i in items.indices.reversed()) {
        val j = next(i + 1)
        items[i] = items[j].also { items[j] = items[i] }
    }
    return items
}
