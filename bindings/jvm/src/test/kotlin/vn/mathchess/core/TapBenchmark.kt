package vn.mathchess.core

import java.lang.management.ManagementFactory
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Tag
import org.junit.jupiter.api.Test

/**
 * Tap → snapshot round trips through the Kotlin binding: what one user action
 * costs a shell. Not part of the test run; `bindings/scripts/bench-jvm.sh`
 * runs it and prints the percentiles.
 */
@Tag("benchmark")
class TapBenchmark {
    private fun percentiles(label: String, nanos: LongArray) {
        nanos.sort()
        fun at(p: Double) = nanos[((nanos.size - 1) * p).toInt()] / 1000.0
        println("%-28s n=%d median %.1f µs, p90 %.1f µs, p99 %.1f µs, max %.1f µs"
            .format(label, nanos.size, at(0.5), at(0.9), at(0.99), at(1.0)))
    }

    /**
     * Times `action` alone, `rounds` times after as many warm-up rounds;
     * `prepare` runs untimed before each. Prints the wall-clock times, then
     * the thread's CPU times: on a shared machine the two differ by the time
     * spent waiting for a core, which is not the call's.
     */
    private fun measure(label: String, rounds: Int, prepare: () -> Unit = {}, action: (Int) -> Unit) {
        repeat(rounds) { prepare(); action(it) } // warm-up: JIT and JNA structures
        val threads = ManagementFactory.getThreadMXBean()
        val cpu = LongArray(rounds)
        val nanos = LongArray(rounds) {
            prepare()
            val cpuStart = threads.currentThreadCpuTime
            val start = System.nanoTime()
            action(it)
            val wall = System.nanoTime() - start
            cpu[it] = threads.currentThreadCpuTime - cpuStart
            wall
        }
        percentiles(label, nanos)
        percentiles("$label (CPU)", cpu)
    }

    /** Selecting, playing a step and a snapshot alone, in [session] with Blue's 3 on c1 to move. */
    private fun measureTaps(session: GameSession, game: String) {
        val c1 = session.snapshot().indexOf("c1")
        val c4 = session.snapshot().indexOf("c4")
        val played = session.snapshot().history.moveCount()
        measure("$game: select / deselect", 20_000) { i ->
            val s = session.tap(c1)
            assertEquals(if (i % 2 == 0) c1.toUByte() else null, s.selected)
        }
        measure("$game: tap that plays a step", 10_000, prepare = {
            if (session.snapshot().history.moveCount() > played) session.undo()
            session.tap(c1)
        }) {
            assertEquals(played + 1u, session.tap(c4).history.moveCount())
        }
        measure("$game: snapshot only", 20_000) { assertEquals(99, session.snapshot().cells.size) }
    }

    @Test
    fun tapRoundTrips() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session -> measureTaps(session, "start") }
    }

    @Test
    fun tapRoundTripsAfter2000Plies() {
        // The 3s and the Red 7 shuttle; no repetition draw, so the game goes on.
        GameSession(chessplayx.copy(repetitionDraw = false), Mode.TwoPlayers).use { session ->
            val shuttle = listOf("c1", "c2", "c11", "c10", "c2", "c1", "c10", "c11")
            repeat(500) { shuttle.forEach { session.tap(it) } }
            assertEquals(2_000u, session.snapshot().history.moveCount())
            measureTaps(session, "after 2,000 plies")
        }
    }
}
