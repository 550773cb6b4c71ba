package vn.mathchess.core

import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The hint and review jobs: run off the main thread, cancelled, finished. */
class SearchJobTest {
    private val background = Executors.newSingleThreadExecutor()

    @AfterEach
    fun stopThreads() {
        background.shutdownNow()
    }

    @Test
    fun aHintJobRunsOnABackgroundThreadWhileTapsGoOn() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.hintJob().use { job ->
                assertFalse(job.isFinished())
                val hint = background.submit<Hint?> { job.run() }
                // The job holds a copy of the game, not the session.
                assertEquals(null, session.tap(0u).rejection)
                val found = hint.get(60, TimeUnit.SECONDS)
                assertNotNull(found)
                assertEquals(found!!.best, found.line.first())
                assertTrue(job.isFinished())
            }
        }
    }

    @Test
    fun aCancelledHintJobEndsWithALegalMoveOrNone() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.hintJob().use { job ->
                job.cancel()
                val hint = job.run()
                assertTrue(job.isFinished())
                if (hint != null) {
                    val selected = session.tap(hint.fromPlace.index.toUInt())
                    val target = selected.cells.first { it.square == hint.toPlace.index }
                    assertTrue(target.marks.stepTarget || target.marks.captureTarget)
                }
            }
        }
    }

    @Test
    fun aReviewJobSaysWhenItHasFinished() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.reviewGame().use { job ->
                job.cancel()
                assertFalse(job.isFinished())
                job.run().close()
                assertTrue(job.isFinished())
            }
        }
    }
}
