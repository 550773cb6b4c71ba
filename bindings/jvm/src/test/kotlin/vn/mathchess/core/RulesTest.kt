package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class RulesTest {
    private val start = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"

    @Test
    fun presetsRoundTrip() {
        for (preset in Preset.entries) {
            assertEquals(preset, presetOf(presetRules(preset)))
        }
        assertEquals(20.toUByte(), presetRules(Preset.CLASSIC).pointsTarget)
    }

    @Test
    fun moveListComesFromTheCore() {
        val moves = moveList(start, presetRules(Preset.CHESSPLAYX))
        assertEquals(87, moves.size)
        assertEquals("a1-a2", moves.first())
    }

    @Test
    fun badInputIsATypedException() {
        assertThrows<FfiException.InvalidPosition> { moveList("9/9 b", presetRules(Preset.CHESSPLAYX)) }
        val badRules = presetRules(Preset.CLASSIC).copy(pointsTarget = 0.toUByte())
        assertThrows<FfiException.InvalidPointsTarget> { moveList(start, badRules) }
    }
}
