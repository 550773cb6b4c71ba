package vn.mathchess.core

import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class ReviewTest {
    private val background = Executors.newSingleThreadExecutor()

    @AfterEach
    fun stopThreads() {
        background.shutdownNow()
    }

    private fun sessionAfter(vararg taps: String): GameSession =
        GameSession(chessplayx, Mode.TwoPlayers).also { session -> taps.forEach { session.tap(it) } }

    @Test
    fun aReviewMarksEachMoveAndStaysCurrentWhileTheGameGoesOn() {
        sessionAfter("c1", "c4", "g11", "g8").use { session ->
            val job = session.reviewGame()
            val review = background.submit<GameReview> { job.run() }.get(60, TimeUnit.SECONDS)
            assertTrue(review.isComplete())
            val moves = review.moves()
            assertEquals(listOf("c1-c4", "g11-g8"), moves.map { it.played })
            assertEquals(listOf(Side.BLUE, Side.RED), moves.map { it.side })
            assertTrue(moves.all { it.line.firstOrNull() == it.best })
            session.tap("d1")
            session.tap("d4")
            assertTrue(session.reviewIsCurrent(review))
            session.newGame(chessplayx, Mode.TwoPlayers)
            assertFalse(session.reviewIsCurrent(review))
        }
    }

    @Test
    fun aCancelledReviewReturnsIncomplete() {
        sessionAfter("c1", "c4").use { session ->
            val job = session.reviewGame()
            job.cancel()
            assertFalse(job.run().isComplete())
        }
    }
}
