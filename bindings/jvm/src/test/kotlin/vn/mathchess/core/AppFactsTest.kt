package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** What the bindings added for the apps: square names, levels, the rules screen's pictures, revisions. */
class AppFactsTest {
    @Test
    fun squareNamesAreTheCoresByIndex() {
        assertEquals(99, names.size)
        assertEquals(listOf("a1", "b1"), names.take(2))
        assertEquals("e2", names[13])
        assertEquals("i11", names.last())
    }

    @Test
    fun theDefaultLevelIsOneOfTheLevels() {
        val levels = computerLevels()
        assertTrue(defaultComputerLevel() in levels.weakest..levels.strongest)
        GameSession(chessplayx, Mode.VsComputer(Side.BLUE, defaultComputerLevel())).close()
    }

    @Test
    fun ruleExamplesAreNamedSnapshotsWithTheMarksTheyShow() {
        val examples = ruleExamples()
        assertEquals(listOf(RuleTopic.STEP, RuleTopic.CAPTURE, RuleTopic.CHOICE, RuleTopic.ZERO_IN_DANGER), examples.map { it.topic })
        for (example in examples) {
            for (mark in example.shows) {
                assertTrue(example.snapshot.cells.any { it.marks.has(mark) }, "${example.topic} shows $mark")
            }
        }
        val step = examples[0].snapshot
        assertEquals("c1", names[step.selected!!.toInt()])
        val choice = examples[2].snapshot.choice!!
        assertEquals(listOf(Op.SUB, Op.REM), choice.options.map { it.op })
        assertEquals("7 − 4 = 3", choice.options[0].text)
        assertEquals("a5", choice.toPlace.name)
        val zero = examples[3].snapshot.cells.filter { it.marks.zeroInDanger }
        assertEquals(listOf("e2"), zero.map { names[it.square.toInt()] })
    }

    @Test
    fun theRevisionChangesWithTheGame_andStartComputerAsksForTheSearchOnce() {
        GameSession(chessplayx, Mode.VsComputer(Side.BLUE, 1u)).use { session ->
            val start = session.snapshot()
            assertFalse(start.startComputer)
            val selected = session.tap("c1")
            assertEquals(start.revision, selected.revision)
            val moved = session.tap("c4")
            assertNotEquals(start.revision, moved.revision)
            assertTrue(moved.startComputer && moved.farPlayer.thinking)
            assertEquals(1u, moved.history.moveCount())
            assertEquals("c1-c4", moved.history.moveAt(0u))
            assertEquals(null, moved.history.moveAt(1u))
        }
    }
}

private fun CellMarks.has(mark: Mark): Boolean = when (mark) {
    Mark.SELECTED -> selected
    Mark.STEP_TARGET -> stepTarget
    Mark.CAPTURE_TARGET -> captureTarget
    Mark.LAST_FROM -> lastFrom
    Mark.LAST_TO -> lastTo
    Mark.ZERO_IN_DANGER -> zeroInDanger
    Mark.SIEGE_CAPTOR -> siegeCaptor
}
