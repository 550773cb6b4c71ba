package vn.mathchess.desktop

import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlinx.coroutines.runBlocking
import vn.mathchess.core.Connection
import vn.mathchess.core.GameKind
import vn.mathchess.core.JoinCodeProblem
import vn.mathchess.core.LinkProblem
import vn.mathchess.core.Mode
import vn.mathchess.core.NearbyProblem
import vn.mathchess.core.Role
import vn.mathchess.core.Side
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.MemoryGameFile
import vn.mathchess.ui.model.NearbyFailure
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.model.asList
import vn.mathchess.ui.model.movesOf

/**
 * Two state holders, each as the app runs it, play each other over
 * loopback: hosting, joining by code, moves both ways, each saved; a code
 * refused before anything is sent; a phone gone and back, from its save.
 * Every wait is for a condition, with a deadline.
 */
class NearbyModelTest {
    private val phones = Phones()

    @AfterTest
    fun closePhones() = phones.close()

    /** Hosts [game] on [host] as Blue and joins it from [guest]; returns the code. */
    private fun connect(host: GameModel, guest: GameModel, game: GameKind = GameKind.MATH_CHESS): String {
        host.newGame(GameSetup(game = game, mode = Mode.Nearby(Side.BLUE)))
        val code = assertNotNull(host.await { it.screen == Screen.HOST }.snapshot.nearby).code
        guest.joinNearby(code)
        guest.await { it.screen == Screen.GAME && it.snapshot.nearby?.connection == Connection.Connected }
        // The host's code gives way to the board once the other phone is there.
        host.await { it.screen == Screen.GAME && it.snapshot.nearby?.connection == Connection.Connected }
        return code
    }

    /** Plays [plies] moves, each by whichever phone is to move, and waits until both have each. */
    private fun play(plies: Int, vararg models: GameModel) {
        repeat(plies) {
            val count = models.first().await { true }.snapshot.history.moveCount()
            val mover = models.first { localPlayer(it.await { true }.snapshot).toMove }
            val text = runBlocking { mover.playFirstMove() }
            assertNotNull(text, "a move by taps")
            for (model in models) model.await { it.snapshot.history.moveCount() == count + 1u }
        }
    }

    @Test
    fun aHostedGame_isJoinedByCode_andBothPlayAndSaveEachMove() {
        for (game in GameKind.entries) {
            val hostFile = MemoryGameFile()
            val guestFile = MemoryGameFile()
            val host = phones.open(hostFile)
            val guest = phones.open(guestFile)
            connect(host, guest, game)
            val joined = guest.await { true }.snapshot
            assertEquals(game, joined.game)
            assertEquals(Mode.Nearby(Side.RED), joined.mode)
            assertEquals(Role.GUEST, joined.nearby?.role)
            assertEquals(listOf(Side.BLUE), listOf(joined.nearPlayer, joined.farPlayer).filter { it.remote }.map { it.side })

            play(4, host, guest)

            val moves = host.await { true }.snapshot.history.asList()
            assertEquals(4, moves.size)
            assertEquals(moves, guest.await { true }.snapshot.history.asList())
            runBlocking {
                host.settle()
                guest.settle()
            }
            assertEquals(moves, movesOf(assertNotNull(hostFile.saved)), "$game: the host saved every move")
            assertEquals(moves, movesOf(assertNotNull(guestFile.saved)), "$game: the guest saved every move")
            phones.close(guest)
            phones.close(host)
        }
    }

    @Test
    fun aMistypedCode_isRefusedAtOnce_andTheGameIsKept() {
        val guest = phones.open()
        val before = guest.await { true }.snapshot
        guest.show(Screen.JOIN)
        guest.joinNearby(mistyped(codeOfAClosedGame()))
        val refused = guest.await { it.nearby.joinFailure != null }
        assertEquals(NearbyFailure.Code(JoinCodeProblem.Mistyped), refused.nearby.joinFailure)
        assertEquals(Screen.JOIN, refused.screen)
        assertEquals(before.revision, refused.snapshot.revision)
        assertEquals(null, refused.snapshot.nearby)

        guest.joinNearby("R0MA-0Q2F")
        assertEquals(NearbyFailure.Code(JoinCodeProblem.Length(8u)), guest.await { it.nearby.joinFailure != refused.nearby.joinFailure }.nearby.joinFailure)
    }

    @Test
    fun aCodeWhereNobodyHosts_isUnreachable() {
        val guest = phones.open()
        guest.joinNearby(codeOfAClosedGame())
        val failed = guest.await { it.nearby.joinFailure != null }
        assertEquals(NearbyFailure.Nearby(NearbyProblem.Link(LinkProblem.Unreachable)), failed.nearby.joinFailure)
        assertEquals(false, failed.nearby.joining)
        assertEquals(null, failed.snapshot.nearby)
    }

    @Test
    fun aGuestClosed_comesBackFromItsSave_andRejoinsByItself() {
        val host = phones.open()
        val guestFile = MemoryGameFile()
        val guest = phones.open(guestFile)
        connect(host, guest)
        play(2, host, guest)
        phones.close(guest)
        // The host keeps the game and waits for it to come back.
        val waiting = host.await { it.snapshot.nearby?.connection == Connection.Waiting }
        assertEquals(2u, waiting.snapshot.history.moveCount())

        val back = phones.open(MemoryGameFile(guestFile.saved))
        val rejoined = back.await { it.snapshot.nearby?.connection == Connection.Connected }
        assertEquals(waiting.snapshot.history.asList(), rejoined.snapshot.history.asList())
        host.await { it.snapshot.nearby?.connection == Connection.Connected }
        play(1, host, back)
    }

    @Test
    fun aHostClosed_leavesTheGuestLost_untilItListensAgainFromItsSave() {
        val hostFile = MemoryGameFile()
        val host = phones.open(hostFile)
        val guest = phones.open()
        connect(host, guest)
        play(1, host, guest)
        phones.close(host)
        val lost = guest.await { it.snapshot.nearby?.connection is Connection.Lost }
        assertIs<Connection.Lost>(lost.snapshot.nearby?.connection)
        assertTrue(lost.snapshot.nearby?.mayRejoin == true)
        assertEquals(1u, lost.snapshot.history.moveCount())

        val back = phones.open(MemoryGameFile(hostFile.saved))
        back.await { it.snapshot.nearby?.connection == Connection.Waiting }
        guest.rejoinNearby()
        guest.await { it.snapshot.nearby?.connection == Connection.Connected }
        back.await { it.snapshot.nearby?.connection == Connection.Connected }
        play(1, back, guest)
    }
}
