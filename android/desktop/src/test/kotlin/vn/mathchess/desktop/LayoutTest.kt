package vn.mathchess.desktop

import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side
import vn.mathchess.ui.board.DrawnUpsideDown

/** Where the game screen puts things on a phone upright and sideways, a tablet upright, and a tablet between two players. */
@OptIn(ExperimentalTestApi::class)
class LayoutTest {
    private val dir: File = Files.createTempDirectory("mathchess-layout").toFile()

    /** Every part of the game screen lies inside the window. */
    private fun ComposeUiTest.assertAllInside(widthDp: Int, heightDp: Int) {
        val window = Rect(0f, 0f, widthDp.toFloat(), heightDp.toFloat())
        for (tag in listOf("board", "panel-blue", "panel-red", "undo", "hint", "review-game")) {
            val part = bounds(tag)
            assertTrue(window.contains(part.topLeft) && part.right <= window.right + 0.5f && part.bottom <= window.bottom + 0.5f, "$tag $part")
        }
    }

    /** The button tagged [tag] shows its text whole, on one line. */
    private fun ComposeUiTest.assertOneLine(tag: String) {
        val texts = onAllNodes(
            hasAnyAncestor(hasTestTag(tag)) and SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult),
            useUnmergedTree = true,
        ).fetchSemanticsNodes()
        assertTrue(texts.isNotEmpty(), "$tag has a text")
        for (text in texts) {
            val layouts = mutableListOf<TextLayoutResult>()
            text.config[SemanticsActions.GetTextLayoutResult].action!!(layouts)
            val layout = layouts.single()
            assertEquals(1, layout.lineCount, "$tag: ${layout.layoutInput.text}")
            // The whole line fits in the width it was given: not cut, not ellipsized.
            val width = layout.multiParagraph.intrinsics.maxIntrinsicWidth
            assertTrue(width <= layout.size.width + 0.5f && !layout.isLineEllipsized(0), "$tag: ${layout.layoutInput.text} cut off")
        }
    }

    @Test
    fun aPhoneUpright_hasTheBoardBetweenThePanels_theControlsBelow() = runApp {
        launch(dir)
        onNodeWithTag("layout-stacked").assertExists()
        val far = bounds("panel-red")
        val board = bounds("board")
        val near = bounds("panel-blue")
        assertTrue(far.bottom <= board.top && board.bottom <= near.top, "$far $board $near")
        assertTrue(bounds("undo").top >= near.bottom, "controls under the near panel")
        assertAllInside(PHONE_WIDTH, PHONE_HEIGHT)
    }

    @Test
    fun aPhoneUpright_givesTheBoardMostOfItsWidth() = runApp {
        launch(dir)
        assertTrue(bounds("board").width >= PHONE_WIDTH * 0.8f, "${bounds("board")}")
    }

    @Test
    fun aPhoneSideways_putsTheRestInAPaneBesideTheBoard() = runApp(892, 412) {
        launch(dir, widthDp = 892, heightDp = 412)
        onNodeWithTag("layout-side-pane").assertExists()
        val board = bounds("board")
        for (tag in listOf("panel-red", "panel-blue", "undo", "moves")) {
            assertTrue(bounds(tag).left >= board.right, "$tag ${bounds(tag)} beside $board")
        }
        assertAllInside(892, 412)
    }

    @Test
    fun aTabletUpright_isStacked_withALargerBoard() = runApp(800, 1280) {
        launch(dir, widthDp = 800, heightDp = 1280)
        onNodeWithTag("layout-stacked").assertExists()
        assertTrue(bounds("board").width > PHONE_WIDTH, "${bounds("board")}")
        assertAllInside(800, 1280)
    }

    @Test
    fun faceToFace_theFarPanelIsTurned_andTheBoardStaysPutAfterAMove() = runApp(800, 1280) {
        launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        val before = bounds("square-0")
        play(2, 20)
        assertEquals(before, bounds("square-0"), "a face-to-face board never turns")
        onNodeWithTag("panel-red").assert(upsideDown)
        onNodeWithTag("panel-blue").assert(!SemanticsMatcher.keyIsDefined(DrawnUpsideDown))
        assertAllInside(800, 1280)
    }

    @Test
    fun faceToFace_eachPlayerHasTheirOwnButtons_atTheirOwnEdge() = runApp(800, 1280) {
        launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        val board = bounds("board")
        assertTrue(bounds("resign-red").bottom <= board.top, "Red's resign above the board")
        assertTrue(bounds("resign-blue").top >= board.bottom, "Blue's resign below the board")
        play(2, 20)
        assertTrue(bounds("offer-draw-red").bottom <= board.top, "Red, to move, may offer a draw from its edge")
    }

    @Test
    fun aPhoneUpright_theBoardStaysPut_whenTheFirstMoveIsListed() = runApp {
        launch(dir)
        val board = bounds("board")
        play(2, 20)
        assertEquals(board, bounds("board"))
    }

    @Test
    fun aPhoneUpright_theChoiceCoversWhatIsBelowTheBoard_notTheBoard() = runApp {
        launch(dir, savedGame(TWO_FORMULAS))
        val board = bounds("board")
        play(0, 36)
        assertEquals(board, bounds("board"), "the board keeps its size")
        assertTrue(bounds("choice").top >= board.bottom, "${bounds("choice")} $board")
        assertTrue(bounds("choice").bottom <= PHONE_HEIGHT + 0.5f, "${bounds("choice")}")
        // What the choice covers is neither seen nor read, nor tapped.
        onNodeWithTag("undo").assertDoesNotExist()
        onNodeWithTag("panel-blue").assertDoesNotExist()
        onNodeWithTag("cancel-choice").performClick()
        waitForIdle()
        onNodeWithTag("panel-blue").assertExists()
        assertEquals(board, bounds("board"))
    }

    @Test
    fun aPhoneUpright_threeFormulas_fitBelowTheBoard() = runApp {
        // Blue's 9 on a1 with its 8 on a2 takes the Red 1 on a3 by 9 − 8, 9 / 8 or 9 % 8 (all 1).
        launch(dir, savedGame("R08/9/9/9/9/9/9/9/R18/B88/B97B0 b"))
        val board = bounds("board")
        play(0, 18)
        onNodeWithTag("choice-2").assertExists()
        assertEquals(board, bounds("board"))
        assertTrue(bounds("cancel-choice").bottom <= PHONE_HEIGHT + 0.5f, "${bounds("cancel-choice")}")
    }

    @Test
    fun aCapture_leavesTheBoardItsSize() = runApp {
        launch(dir, savedGame(TWO_FORMULAS_GAME_GOES_ON))
        val board = bounds("board")
        captureOnA5()
        assertEquals(board.size, bounds("board").size)
    }

    @Test
    fun faceToFace_theChoiceTakesTheChoosersEdge_andTheBoardKeepsItsSize() = runApp(800, 1280) {
        launch(dir, savedGame(TWO_FORMULAS, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        val board = bounds("board")
        play(0, 36)
        onNodeWithTag("choice-1").assertExists()
        assertEquals(board, bounds("board"))
        assertTrue(bounds("choice").top >= board.bottom, "${bounds("choice")} below $board")
        assertTrue(bounds("choice").bottom <= 1280 + 0.5f, "${bounds("choice")}")
    }

    @Test
    fun aPhoneUpright_theBoardKeepsItsSize_whenADrawIsOfferedAndDeclined_inEachLanguage() {
        for (language in listOf("en", "es", "cs", "vi", "zh")) runApp {
            launch(dir, strings = XmlStrings.forLocale(Locale.forLanguageTag(language)))
            val board = bounds("board")
            onNodeWithTag("offer-draw-blue").performClick()
            waitForIdle()
            onNodeWithTag("accept-draw-red").assertIsDisplayed()
            assertEquals(board, bounds("board"), "$language: offered")
            for (tag in listOf("accept-draw-red", "decline-draw-red", "resign-red", "resign-blue")) assertOneLine(tag)
            assertEquals(bounds("panel-red").height, bounds("panel-blue").height, "$language: the far panel on one line")
            onNodeWithTag("decline-draw-red").performClick()
            waitForIdle()
            assertEquals(board, bounds("board"), "$language: declined")
        }
    }

    @Test
    fun aPhoneUpright_theBoardKeepsItsSize_whenADrawIsAgreed() = runApp {
        launch(dir)
        val board = bounds("board")
        onNodeWithTag("offer-draw-blue").performClick()
        waitForIdle()
        onNodeWithTag("accept-draw-red").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertIsDisplayed()
        assertEquals(board, bounds("board"))
    }

    @Test
    fun aPhoneUpright_theGameOverCard_coversNoSquare_andTheBoardKeepsItsSize() = runApp {
        launch(dir)
        play(2, 20)
        val board = bounds("board")
        onNodeWithTag("resign-blue").performClick()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertIsDisplayed()
        assertEquals(board, bounds("board"))
        val card = bounds("outcome")
        assertTrue(card.top >= board.bottom && card.bottom <= PHONE_HEIGHT + 0.5f, "$card below $board")
        // The card's buttons whole, inside it; the game can still be taken back, reviewed and read.
        for (tag in listOf("play-again", "new-game-after")) {
            assertOneLine(tag)
            assertTrue(card.contains(bounds(tag).topLeft) && bounds(tag).bottom <= card.bottom + 0.5f, "$tag ${bounds(tag)} in $card")
        }
        for (tag in listOf("undo", "review-game", "move-1")) onNodeWithTag(tag).assertIsDisplayed()
        assertAllInside(PHONE_WIDTH, PHONE_HEIGHT)
    }

    @Test
    fun aPhoneUpright_theBoardKeepsItsSize_whenTheZeroIsTaken_andWhenTheMoveIsTakenBack() = runApp {
        launch(dir, savedGame(ZERO_TAKEN_NEXT))
        val board = bounds("board")
        captureOnA5()
        onNodeWithTag("outcome").assertIsDisplayed()
        assertEquals(board, bounds("board"), "ended")
        onNodeWithTag("undo").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertDoesNotExist()
        assertEquals(board, bounds("board"), "taken back")
    }
}
