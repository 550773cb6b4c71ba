package vn.mathchess.core

import java.util.concurrent.Executors
import java.util.concurrent.Future
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class ComputerTest {
    private val background = Executors.newSingleThreadExecutor()

    @AfterEach
    fun stopThreads() {
        background.shutdownNow()
    }

    /** Plays one legal move for the human by taps: a piece with targets, then its first target. */
    private fun GameSession.tapSomeMove(random: kotlin.random.Random): Snapshot {
        val s = snapshot()
        val movable = s.cells.filter { c -> c.piece?.let { it.side == s.turn && it.number > 0u } == true }
        for (cell in movable.shuffled(random)) {
            val selected = tap(cell.square.toUInt())
            val target = selected.cells.firstOrNull { it.marks.stepTarget || it.marks.captureTarget } ?: continue
            val after = tap(target.square.toUInt())
            return if (after.choice != null) choose(0u) else after
        }
        error("no legal move for ${s.turn}")
    }

    @Test
    fun theComputerAnswersOnABackgroundThread() {
        GameSession(chessplayx, Mode.VsComputer(Side.BLUE, 2u)).use { session ->
            val random = kotlin.random.Random(7)
            repeat(10) {
                val s = session.tapSomeMove(random)
                if (s.ending != null) return
                assertTrue(s.farPlayer.thinking && s.startComputer)
                assertEquals(Rejection.COMPUTER_THINKING, session.tap(s.cells[0].square.toUInt()).rejection)
                val after = background.submit<Snapshot> { session.computerMove() }.get(60, TimeUnit.SECONDS)
                assertFalse(after.farPlayer.thinking || after.startComputer)
                assertEquals(s.moves.size + 1, after.moves.size)
                // The computer's seed is fresh each run: its move may end the game.
                if (after.ending != null) return
                assertEquals(Side.BLUE, after.turn)
            }
            assertEquals(20, session.snapshot().moves.size)
        }
    }

    /**
     * Starts the computer's search on the background thread and returns once
     * it has taken its turn from the session (which then asks for no other):
     * the search runs, and (level 8 takes about a second) its move has not landed.
     */
    private fun GameSession.searching(): Future<Snapshot> {
        val moves = snapshot().moves
        val search = background.submit<Snapshot> { computerMove() }
        while (snapshot().startComputer) Thread.onSpinWait()
        assertEquals(moves, snapshot().moves, "the search is still running")
        return search
    }

    @Test
    fun undoStopsTheSearch() {
        GameSession(chessplayx, Mode.VsComputer(Side.BLUE, 8u)).use { session ->
            session.tap("c1")
            session.tap("c4")
            val search = session.searching()
            val undone = session.undo()
            assertEquals(emptyList<String>(), undone.moves)
            // The search returns and its move is dropped: without the cancel it would land on the game undone.
            val after = search.get(30, TimeUnit.SECONDS)
            assertEquals(emptyList<String>(), after.moves)
            assertFalse(after.farPlayer.thinking)
            assertEquals(emptyList<String>(), session.snapshot().moves)
        }
    }

    @Test
    fun aNewGameStopsTheSearch() {
        GameSession(chessplayx, Mode.VsComputer(Side.RED, 8u)).use { session ->
            assertTrue(session.snapshot().farPlayer.thinking)
            val search = session.searching()
            session.newGame(chessplayx, Mode.TwoPlayers)
            search.get(30, TimeUnit.SECONDS)
            val s = session.snapshot()
            assertEquals(Mode.TwoPlayers, s.mode)
            assertEquals(emptyList<String>(), s.moves)
        }
    }

    @Test
    fun aHintTakesTheEnemyZero() {
        // Blue 7 on a1 with 4 on a2 can take Red's 0 on a5 at once.
        val puzzle = "R98/9/9/9/9/9/R08/9/9/B48/B74B02B1 b"
        GameSession.fromPosition(puzzle, chessplayx, Mode.TwoPlayers).use { session ->
            val job = session.hintJob()
            val hint = requireNotNull(job.run())
            assertEquals("a1xa5=7-4", hint.best)
            assertEquals("a1" to "a5", hint.fromPlace.name to hint.toPlace.name)
            assertEquals(hint.best, hint.line.first())
            assertEquals(session.snapshot().indexOf("a5").toUByte(), hint.toPlace.index)
            val shown = session.showHint(job)
            assertEquals(hint, shown.hint)
            assertFalse(shown.nearPlayer.mayHint || shown.farPlayer.mayHint)
            session.tap("a1")
            session.tap("a5")
            val over = session.choose(0u)
            assertEquals(null, over.hint, "the move dropped it")
            assertThrows<FfiException.StaleHint> { session.showHint(job) }
            assertEquals(null, session.hintJob().run())
        }
    }
}
