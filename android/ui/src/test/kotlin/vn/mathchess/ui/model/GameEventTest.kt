package vn.mathchess.ui.model

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull
import vn.mathchess.core.EndKind
import vn.mathchess.core.GameEnd
import vn.mathchess.core.Mode
import vn.mathchess.core.Rejection
import vn.mathchess.core.Side

class GameEventTest {
    private val start = emptySnapshot()

    @Test
    fun between_whenAStepIsPlayed_thenPlayedByTheSideThatMoved() {
        assertEquals(GameEvent.Played(Side.BLUE, "c1-c4", emptyList(), byComputer = false), GameEvent.between(start, start.after("c1-c4")))
    }

    @Test
    fun between_whenACaptureIsPlayed_thenACapture() {
        val after = start.after("a1xa5=7-4")
        val event = GameEvent.between(start, after)
        assertEquals(GameEvent.Played(Side.BLUE, "a1xa5=7-4", after.lastCaptures, byComputer = false), event)
        assertEquals(true, (event as GameEvent.Played).capture)
    }

    @Test
    fun between_whenTheComputerMoved_thenByComputer() {
        val game = emptySnapshot(Mode.VsComputer(Side.RED, 1u))
        assertEquals(GameEvent.Played(Side.BLUE, "e1-e3", emptyList(), byComputer = true), GameEvent.between(game, game.after("e1-e3")))
    }

    @Test
    fun between_whenTheGameEnds_thenEndedRatherThanPlayed() {
        val ending = GameEnd(Side.BLUE, EndKind.ZERO_CAPTURED)
        assertEquals(GameEvent.Ended(ending), GameEvent.between(start, start.after("a1xa5").copy(ending = ending)))
    }

    @Test
    fun between_whenATapIsRejected_thenRefused() {
        assertEquals(GameEvent.Refused, GameEvent.between(start, start.copy(rejection = Rejection.ZERO_CANNOT_MOVE)))
    }

    @Test
    fun between_whenAMoveIsTakenBackOrHistoryIsBrowsed_thenNothing() {
        val played = start.after("c1-c4").after("c11-c8")
        assertNull(GameEvent.between(played, played.copy(history = FakeHistory(listOf("c1-c4")))), "undo")
        assertNull(GameEvent.between(played, played.copy(review = 1u)), "a step back")
        val browsing = played.copy(review = 0u)
        assertNull(GameEvent.between(browsing, browsing.copy(review = 1u)), "a step forward")
        assertNull(GameEvent.between(start, start.copy(selected = 2u)), "a selection")
    }
}
