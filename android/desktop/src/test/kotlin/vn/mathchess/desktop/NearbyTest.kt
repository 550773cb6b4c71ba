package vn.mathchess.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextInput
import androidx.compose.ui.test.performTextReplacement
import java.io.File
import java.nio.file.Files
import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlinx.coroutines.runBlocking
import vn.mathchess.core.Connection
import vn.mathchess.core.GameKind
import vn.mathchess.core.Mode
import vn.mathchess.core.Side
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.MemoryGameFile
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.text.StringKey

/**
 * Play a friend nearby, on the app's screens over the real library and
 * loopback: the host's code shown large; the join screen's refusals in
 * words; a connection lost shown with the game kept, and joined again.
 * The other phone is a state holder run as the app runs it.
 */
@OptIn(ExperimentalTestApi::class)
class NearbyTest {
    private val dir: File = Files.createTempDirectory("mathchess-nearby").toFile()
    private val phones = Phones()

    @AfterTest
    fun closePhones() = phones.close()

    private fun text(key: StringKey, vararg args: Any) = english.get(key, *args)

    private fun ComposeUiTest.openNearby() {
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("nearby").performClick()
    }

    private fun ComposeUiTest.typeCode(code: String) {
        onNodeWithTag("code-field").performTextReplacement(code)
        onNodeWithTag("join-action").performClick()
        waitForIdle()
    }

    @Test
    fun hosting_showsTheCodeLarge_withTheGameAndRules_untilTheOtherPhoneJoins() = runApp {
        val model = launch(dir)
        openNearby()
        onNodeWithTag("game-capture_the_flag").performClick()
        onNodeWithTag("local-red").performClick()
        onNodeWithTag("host").performScrollTo().performClick()
        waitForNode(hasTestTag("join-code"))
        val code = assertNotNull(model.ready.snapshot.nearby).code
        assertTrue(Regex("[0-9A-Z]{4}(-[0-9A-Z]{4}){3}").matches(code), code)
        onNodeWithTag("join-code").assertTextEquals(code)
        onNodeWithTag("host-game").assertTextEquals("${text(StringKey.GAME_CAPTURE_THE_FLAG)} · ${text(StringKey.SIDE_RED)} · ${text(StringKey.PLAYER_YOU)}")
        onNodeWithTag("nearby-connection").assertTextEquals(text(StringKey.NEARBY_WAITING))
        onNodeWithText(text(StringKey.NEARBY_CODE_HINT)).assertExists()
        assertEquals(Mode.Nearby(Side.RED), model.ready.snapshot.mode)

        val guest = phones.open()
        guest.joinNearby(code)
        // The board, once the other phone is there: the far player is named as it.
        waitUntil(timeoutMillis = NEARBY_WAIT_MILLIS) { model.ready.screen == Screen.GAME }
        waitForNode(hasText(text(StringKey.NEARBY_CONNECTED)))
        waitForNode(hasText("${text(StringKey.SIDE_BLUE)} · ${text(StringKey.NEARBY_OTHER_PHONE)}"))
        onNodeWithText("${text(StringKey.SIDE_RED)} · ${text(StringKey.PLAYER_YOU)}").assertExists()
        model.close()
    }

    @Test
    fun theJoinScreen_refusesAMistypedCode_withAClearMessage() = runApp {
        val model = launch(dir)
        openNearby()
        onNodeWithTag("join").performScrollTo().performClick()
        typeCode(mistyped(codeOfAClosedGame()))
        onNodeWithTag("join-failure", useUnmergedTree = true).assertTextEquals(text(StringKey.NEARBY_CODE_MISTYPED))
        assertEquals(Screen.JOIN, model.ready.screen)
        assertEquals(null, model.ready.snapshot.nearby)

        typeCode("R0MA 0Q2F")
        onNodeWithTag("join-failure", useUnmergedTree = true).assertTextEquals(text(StringKey.NEARBY_CODE_LENGTH))
        typeCode("R0MA-0Q2F-H2XP-3K7#")
        onNodeWithTag("join-failure", useUnmergedTree = true).assertTextEquals(text(StringKey.NEARBY_CODE_CHARACTER, "#"))
        // A code that checks, where nobody hosts.
        typeCode(codeOfAClosedGame())
        // The message is the field's supporting text, merged into the field's node.
        val unreachable = hasTestTag("join-failure") and hasText(text(StringKey.NEARBY_UNREACHABLE))
        waitUntil(timeoutMillis = NEARBY_WAIT_MILLIS) { onAllNodes(unreachable, useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty() }
        // Typing again clears the message.
        onNodeWithTag("code-field").performTextInput("0")
        onNodeWithTag("join-failure", useUnmergedTree = true).assertDoesNotExist()
        model.close()
    }

    @Test
    fun aLostConnection_isShown_theGameKept_andJoinedAgain() = runApp {
        val hostFile = MemoryGameFile()
        val host = phones.open(hostFile)
        host.newGame(GameSetup(game = GameKind.MATH_CHESS, mode = Mode.Nearby(Side.BLUE)))
        val code = assertNotNull(host.await { it.screen == Screen.HOST }.snapshot.nearby).code

        val model = launch(dir)
        openNearby()
        onNodeWithTag("join").performScrollTo().performClick()
        typeCode(code.lowercase().replace("-", " "))
        waitUntil(timeoutMillis = NEARBY_WAIT_MILLIS) { model.ready.screen == Screen.GAME }
        waitForNode(hasTestTag("nearby-connection") and hasText(text(StringKey.NEARBY_CONNECTED)))

        host.await { it.snapshot.nearby?.connection == Connection.Connected }
        val played = assertNotNull(runBlocking { host.playFirstMove() })
        waitUntil(timeoutMillis = NEARBY_WAIT_MILLIS) { model.ready.snapshot.history.moveCount() == 1u }
        waitForNode(hasText(played, substring = true))

        phones.close(host)
        waitForNode(hasTestTag("nearby-connection") and hasText(text(StringKey.NEARBY_LOST)), NEARBY_WAIT_MILLIS)
        onNodeWithTag("rejoin").assertExists()
        assertEquals(1u, model.ready.snapshot.history.moveCount())
        assertTrue(onAllNodes(hasText(played, substring = true)).fetchSemanticsNodes().isNotEmpty(), "the move kept")

        // The host comes back from its save and listens again; the guest joins again.
        val back = phones.open(MemoryGameFile(hostFile.saved))
        back.await { it.snapshot.nearby?.connection == Connection.Waiting }
        onNodeWithTag("rejoin").performClick()
        waitForNode(hasTestTag("nearby-connection") and hasText(text(StringKey.NEARBY_CONNECTED)), NEARBY_WAIT_MILLIS)
        assertEquals(1u, model.ready.snapshot.history.moveCount())
        model.close()
    }
}
