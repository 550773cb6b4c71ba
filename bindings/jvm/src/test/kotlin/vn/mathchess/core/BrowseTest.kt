package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Browsing history, and what the snapshot says of its way back and forward. */
class BrowseTest {
    private val c1 = 2u
    private val c4 = 29u

    @Test
    fun browsingStepsThroughHistoryAndBack() {
        GameSession(chessplayx, Mode.TwoPlayers).use { session ->
            session.tap(c1)
            session.tap(c4)
            val back = session.browseBack()
            assertEquals(0u, back.browsing)
            assertFalse(back.mayBrowseBack)
            assertTrue(back.mayBrowseForward)
            assertEquals(Rejection.BROWSING, session.tap(c4).rejection)
            assertThrows<FfiException.AtStart> { session.browseBack() }
            val live = session.browseForward()
            assertNull(live.browsing)
            assertTrue(live.mayBrowseBack && !live.mayBrowseForward)
            assertThrows<FfiException.AtLive> { session.browseForward() }
            assertEquals(0u, session.browse(0u).browsing)
            assertNull(session.leaveBrowsing().browsing)
        }
    }
}
