package vn.mathchess.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue
import vn.mathchess.core.Hint
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.HintState

/** The hint over the real engine: asked for, marked on the board, spelt out, and gone when the game moves on. */
@OptIn(ExperimentalTestApi::class)
class HintTest {
    private val dir: File = Files.createTempDirectory("mathchess-hint").toFile()

    /** Asks for a hint and waits for the engine's move. */
    private fun ComposeUiTest.hint(model: GameModel): Hint {
        onNodeWithTag("hint").performClick()
        waitUntil(timeoutMillis = 30_000) { model.ready.hint is HintState.Shown }
        val hint = (model.ready.hint as HintState.Shown).hint
        waitForNode(hasText("Try ${hint.best}"))
        return hint
    }

    @Test
    fun theHint_spellsOutTheMove_andTheLineAfterIt() = runApp {
        val model = launch(dir)
        val hint = hint(model)
        onNode(hasText("Try ${hint.best}") and hasAnyAncestor(hasTestTag("hint-text"))).assertExists()
        if (hint.line.size > 1) onNodeWithText("Then: ${hint.line[1]}", substring = true).assertExists()
    }

    @Test
    fun theHint_washesItsTwoSquares_andNoOther() = runApp {
        val model = launch(dir)
        val before = (0 until 99).associateWith { pixels("square-$it").corner() }
        val hint = hint(model)
        val marked = setOf(hint.fromPlace.index.toInt(), hint.toPlace.index.toInt())
        for (square in 0 until 99) {
            val after = pixels("square-$square").corner()
            if (square in marked) {
                assertNotEquals(before[square], after, "hinted square $square")
            } else {
                assertEquals(before[square], after, "square $square")
            }
        }
    }

    @Test
    fun whileSought_theButtonWaits_andSaysSo() = runApp {
        val model = launch(dir)
        onNodeWithTag("hint").performClick()
        // The search takes about a second: long enough to see it running.
        onNodeWithTag("hint-text").assertTextContains("Looking for a move…")
        onNodeWithTag("hint").assertIsNotEnabled()
        waitUntil(timeoutMillis = 30_000) { model.ready.hint is HintState.Shown }
    }

    @Test
    fun anUndo_takesTheHintAway() = runApp {
        val model = launch(dir)
        play(2, 20)
        hint(model)
        onNodeWithTag("undo").performClick()
        waitForIdle()
        onAllNodes(hasTestTag("hint-text") and hasText("Try ", substring = true)).assertCountEquals(0)
        assertEquals(HintState.None, model.ready.hint)
        onNodeWithTag("hint").assertIsEnabled()
    }

    @Test
    fun aMove_takesTheHintAway_inTheSession() = runApp {
        val model = launch(dir)
        val hint = hint(model)
        assertEquals(hint, model.ready.snapshot.hint, "the session holds it")
        play(hint.fromPlace.index.toInt(), hint.toPlace.index.toInt())
        waitForIdle()
        assertEquals(null, model.ready.snapshot.hint)
        assertEquals(HintState.None, model.ready.hint)
    }

    @Test
    fun selectingAPiece_keepsTheHint() = runApp {
        val model = launch(dir)
        val hint = hint(model)
        play(2)
        onNodeWithText("Try ${hint.best}").assertExists()
    }

    @Test
    fun noHint_whenTheGameIsOver() = runApp {
        launch(dir)
        onNodeWithTag("resign-blue").performClick()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onNodeWithTag("hint").assertIsNotEnabled()
    }

    @Test
    fun noHint_whileBrowsingThePast() = runApp {
        launch(dir)
        play(2, 20)
        onNode(hasContentDescription("Previous move")).performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("After move 0 of 1")
        onNodeWithTag("hint").assertIsNotEnabled()
    }

    @Test
    fun theHintsRoom_isKept_soTheBoardDoesNotMove() = runApp {
        val model = launch(dir)
        val board = bounds("board")
        hint(model)
        assertEquals(board, bounds("board"))
    }

    @Test
    fun faceToFace_eachPlayersHint_isAtTheirOwnEdge_turnedToThem() = runApp(800, 1280) {
        val model = launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        val blue = hint(model)
        val near = onNode(hasText("Try ${blue.best}"))
        assertTrue(near.fetchSemanticsNode().boundsInRoot.top >= bounds("board").bottom, "Blue's hint below the board")
        onNode(hasText("Try ${blue.best}") and hasAnyAncestor(upsideDown)).assertDoesNotExist()
        play(2, 20)
        val red = hint(model)
        val far = onNode(hasText("Try ${red.best}") and hasAnyAncestor(upsideDown))
        assertTrue(far.fetchSemanticsNode().boundsInRoot.bottom <= bounds("board").top, "Red's hint above the board")
    }
}
