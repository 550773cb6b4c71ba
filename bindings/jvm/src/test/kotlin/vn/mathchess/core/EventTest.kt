package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/** The snapshot's `lastEvent`: what the shells sound, shake and announce, told once per id. */
class EventTest {
    private fun Snapshot.event(): GameEvent? = lastEvent?.event

    @Test
    fun aMoveARefusalAndTheSameRefusalAgain() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            assertNull(session.snapshot().lastEvent)
            session.tap("c1")
            val moved = session.tap("c4")
            assertEquals(GameEvent.Played(Side.BLUE, "c1-c4", emptyList(), false), moved.event())
            assertEquals(moved.lastEvent, session.snapshot().lastEvent, "read again: the same id")
            val refused = session.tap("e2")
            assertEquals(GameEvent.Refused(Rejection.NOT_YOUR_TURN), refused.event())
            val again = session.tap("e2")
            assertEquals(refused.event(), again.event())
            assertNotEquals(refused.lastEvent?.id, again.lastEvent?.id, "told twice")
        }
    }

    @Test
    fun aCaptureNamesItsSquareAndRule() {
        // Blue 7 on a1 and 4 on a2 take Red's 9 on a5; Red's 1 and 0 play on.
        GameSession.fromPosition("7R1R0/9/9/9/9/9/R98/9/9/B48/B77B0 b", chessplayx, Mode.TwoPlayers).use { session ->
            session.tap("a1")
            session.tap("a5")
            val s = session.choose(0u)
            val played = s.event() as GameEvent.Played
            val capture = played.captures.single()
            assertEquals("a5", capture.place.name)
            assertEquals(CaptureRule.Operation(Op.SUB), capture.rules.single().rule)
            assertEquals("7 − 4 = 3", capture.rules.single().working)
        }
    }

    @Test
    fun aResignationToldWithWhoResignedThenTakenBack() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            val resigned = session.resign(Side.BLUE)
            val ending = GameEnd(Side.RED, EndKind.RESIGNATION, Side.BLUE)
            assertEquals(ending, resigned.ending)
            assertEquals(GameEvent.Ended(ending), resigned.event())
            assertEquals(GameEvent.ResignationTakenBack(Side.BLUE), session.undo().event())
            val offered = session.offerDraw(Side.BLUE)
            assertEquals(GameEvent.DrawOffered(Side.BLUE), offered.event())
            assertEquals(GameEvent.DrawDeclined(Side.RED), session.declineDraw(Side.RED).event())
            session.tap("c1")
            session.tap("c4")
            assertEquals(GameEvent.Undone, session.undo().event())
            assertEquals(GameEvent.Redone, session.redo().event())
            assertNull(session.newGame(chessplayx, Mode.TwoPlayers).lastEvent, "a new game follows from nothing")
        }
    }
}
