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

    /**
     * Selecting, playing a step and a snapshot alone, in [session] with Blue
     * to move and its piece on [from] free to step to [to].
     */
    private fun measureTaps(session: GameSession, game: String, from: String = "c1", to: String = "c4") {
        val start = session.snapshot()
        val (a, b) = start.named(from).square to start.named(to).square
        val played = start.history.moveCount()
        measure("$game: select / deselect", 20_000) { i ->
            val s = session.tap(a.toUInt())
            assertEquals(if (i % 2 == 0) a else null, s.selected)
        }
        measure("$game: tap that plays a step", 10_000, prepare = {
            if (session.snapshot().history.moveCount() > played) session.undo()
            session.tap(a.toUInt())
        }) {
            assertEquals(played + 1u, session.tap(b.toUInt()).history.moveCount())
        }
        measure("$game: snapshot only", 20_000) { assertEquals(start.cells.size, session.snapshot().cells.size) }
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

    @Test
    fun flagTapRoundTrips() {
        GameSession.ofGame(GameKind.CAPTURE_THE_FLAG, Mode.TwoPlayers).use { session ->
            measureTaps(session, "flag, start", "c1", "b2")
        }
    }

    @Test
    fun flagTapRoundTripsAfter2000Plies() {
        // A record of 2,000 plies of shuttling 6s, under rules without the
        // quiet-move limit or the repetition draw, restored as a save.
        val shuttle = listOf("c1-b2", "i12-j11", "b2-c1", "j11-i12")
        val moves = List(500) { shuttle }.flatten().joinToString(",") { "\"$it\"" }
        val start = "R11,R9,R7,R5,R3,R1,R2,R4,R6,R8,R10/5,R18,5/4,R17,1,R15,4/5,R16,5/11/11/11/11/" +
            "5,B16,5/4,B15,1,B17,4/5,B18,5/B10,B8,B6,B4,B2,B1,B3,B5,B7,B9,B11 b - - 0"
        val record = """{"format": "mathchess-game", "game": "capture-the-flag", "version": 1,
            "rules": {"first": "blue", "quiet_limit": 0, "repetition": "off"},
            "start": "$start", "moves": [$moves], "result": null}"""
        GameSession.restore(record, Mode.TwoPlayers).use { session ->
            assertEquals(2_000u, session.snapshot().history.moveCount())
            measureTaps(session, "flag, after 2,000 plies", "c1", "b2")
        }
    }
}

