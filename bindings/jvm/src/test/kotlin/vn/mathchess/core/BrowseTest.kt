package vn.mathchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Browsing history under its new names, and the old names kept for iOS. */
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
            assertEquals(back.browsing, back.review)
            assertEquals(Rejection.REVIEWING, session.tap(c4).rejection)
            assertThrows<FfiException.AtStart> { session.browseBack() }
            assertNull(session.browseForward().browsing)
            assertThrows<FfiException.AtLive> { session.browseForward() }
            assertEquals(0u, session.browse(0u).browsing)
            assertNull(session.leaveBrowsing().browsing)
            assertEquals(0u, session.review(0u).browsing, "the old name does the same")
        }
    }
}
