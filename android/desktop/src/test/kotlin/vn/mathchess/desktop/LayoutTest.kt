package vn.mathchess.desktop

import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import java.util.Locale
import kotlin.math.abs
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side
import vn.mathchess.ui.board.DrawnUpsideDown
import vn.mathchess.ui.model.HintState

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

    /**
     * Lying on its side, Capture the Flag's board (wider than the first
     * game's) keeps to its own room: every square left of the pane, none
     * cut by the window, at a phone's size, a desktop window's and a
     * tablet's.
     */
    @Test
    fun sideways_captureTheFlagsBoard_keepsClearOfThePane() {
        for ((width, height) in listOf(892 to 412, 1000 to 860, 1280 to 800)) {
            runApp(width, height) {
                launch(dir, widthDp = width, heightDp = height)
                startCaptureTheFlag()
                onNodeWithTag("layout-side-pane").assertExists("$width×$height")
                val board = bounds("board")
                val leftmost = bounds("square-${flagSquare("a12")}")
                val rightmost = bounds("square-${flagSquare("k1")}")
                assertTrue(board.left >= 0f && leftmost.left >= board.left, "$width×$height: $board, a12 $leftmost")
                assertTrue(rightmost.right <= board.right + 0.5f, "$width×$height: k1 $rightmost inside $board")
                for (tag in listOf("rules", "panel-red", "panel-blue", "undo", "moves")) {
                    assertTrue(bounds(tag).left >= board.right, "$width×$height: $tag ${bounds(tag)} beside $board")
                }
            }
        }
    }

    /**
     * A phone on its side: the board takes the window's height (no bar above
     * it: the bar's buttons head the pane), and the pane beside it shows its
     * buttons, both panels, the controls and the moves whole.
     */
    @Test
    fun aPhoneSideways_theBoardTakesTheHeight_andThePaneHasRoomForTheMoves() = runApp(892, 412) {
        launch(dir, widthDp = 892, heightDp = 412)
        play(2, 20, 92, 74)
        val board = bounds("board")
        // The height less the padding, but for the rounding of whole squares.
        assertTrue(board.height >= 412 - 16 - 4, "$board takes the height")
        assertTrue(bounds("square-0").height >= 34f, "squares ${bounds("square-0")}")
        val window = Window(892, 412)
        for (tag in listOf("rules", "settings", "new-game", "panel-red", "panel-blue", "undo", "review-game", "move-1", "move-2")) {
            assertWhole(tag, window)
            assertTrue(bounds(tag).left >= board.right, "$tag beside the board")
        }
        assertTrue(bounds("rules").top <= 16f, "the pane starts at the top: ${bounds("rules")}")
    }

    /**
     * A phone upright, browsing a long game (as from the review): the near
     * panel stays under the board, and the moves, the way back to the game
     * and the controls are whole in the window (the moves were cut off under
     * the empty room of a hint that cannot come while browsing).
     */
    @Test
    fun aPhoneUpright_browsingALongGame_showsTheMovesWhole() = runApp {
        val model = launch(dir)
        play(*EIGHTEEN_PLIES)
        model.browse(17)
        waitForIdle()
        val window = Window(PHONE_WIDTH, PHONE_HEIGHT)
        for (tag in listOf("panel-blue", "status", "live", "undo", "moves", "move-17")) assertWhole(tag, window)
        assertTrue(bounds("panel-blue").top >= bounds("board").bottom, "${bounds("panel-blue")} under ${bounds("board")}")
    }

    /**
     * A phone on its side against the computer: once the hint is shown, the
     * player's own panel is still whole at the pane's foot (it was pushed half
     * below the window's edge).
     */
    @Test
    fun aPhoneSideways_afterAHint_thePlayersPanelIsWhole() = runApp(892, 412) {
        val model = launch(dir, savedGame(START, Mode.VsComputer(Side.BLUE, 1u)), widthDp = 892, heightDp = 412)
        onNodeWithTag("hint").performClick()
        waitUntil(timeoutMillis = 30_000) { model.ready.hint is HintState.Shown }
        waitForIdle()
        val window = Window(892, 412)
        for (tag in listOf("panel-blue", "panel-red", "hint-text", "undo")) assertWhole(tag, window)
    }

    /**
     * Face to face on a phone and a tablet on their side: the board at the
     * window's full height between the two players' panes, the far player's
     * turned to them; each pane shows its player's status, panel and controls
     * whole. (The board was a 12 dp square between two rooms on a phone.)
     */
    @Test
    fun faceToFaceOnItsSide_theBoardTakesTheHeight_betweenThePlayersPanes() {
        for ((width, height) in listOf(892 to 412, 1280 to 800)) runApp(width, height) {
            launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = width, heightDp = height)
            onNodeWithTag("layout-face-to-face-sideways").assertExists()
            val board = bounds("board")
            assertTrue(board.height >= height - 16 - 4, "$width×$height: $board takes the height")
            val window = Window(width, height)
            for (tag in listOf("panel-red", "status-far", "undo-far", "hint-far")) {
                assertWhole(tag, window)
                assertTrue(bounds(tag).right <= board.left, "$width×$height: $tag left of $board")
            }
            for (tag in listOf("panel-blue", "status", "undo", "hint", "rules", "new-game")) {
                assertWhole(tag, window)
                assertTrue(bounds(tag).left >= board.right, "$width×$height: $tag right of $board")
            }
            for (tag in listOf("panel-red", "status-far", "undo-far")) onNodeWithTag(tag).assert(upsideDown or hasAnyAncestor(upsideDown))
        }
    }

    /**
     * Face to face, what concerns the far player is said at their edge too,
     * turned to them: whose turn, what the last move took, a draw declined,
     * the controls and the moves (all sat at the near edge only, unturned).
     */
    @Test
    fun faceToFace_theFarPlayerReadsTheStatus_andHasTheControls_atTheirEdge() = runApp(800, 1280) {
        launch(dir, savedGame(TWO_FORMULAS_GAME_GOES_ON, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        val board = bounds("board")
        captureOnA5()
        for (tag in listOf("status-far", "last-captures-far", "undo-far", "hint-far", "moves-far")) {
            onNodeWithTag(tag).assert(hasAnyAncestor(upsideDown) or upsideDown)
            assertTrue(bounds(tag).bottom <= board.top + 0.5f, "$tag ${bounds(tag)} above $board")
        }
        onNodeWithTag("status-far").assertTextEquals("Red to move")
        onNodeWithTag("last-captures-far").assertTextContains("taken", substring = true)
        onNodeWithTag("offer-draw-red").performClick()
        onNodeWithTag("decline-draw-blue").performClick()
        waitForIdle()
        onNodeWithTag("status-far").assertTextContains("declined", substring = true)
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
        launch(dir, savedGame(THREE_FORMULAS))
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

    /**
     * The app's name on a phone's bar, in each language: one line, never
     * broken inside a word, nor cut short ("Matematic…"): the short name
     * where the whole one does not fit.
     */
    @Test
    fun aPhoneUpright_theTitleIsOneLine_inEachLanguage() {
        for (language in XmlStrings.LANGUAGES) runApp {
            launch(dir, strings = XmlStrings.forLocale(Locale.forLanguageTag(language)))
            val layouts = mutableListOf<TextLayoutResult>()
            onNodeWithTag("app-title", useUnmergedTree = true).fetchSemanticsNode().config[SemanticsActions.GetTextLayoutResult].action!!(layouts)
            assertTrue(wholeOnOneLine(layouts.single()), "$language: ${layouts.single().layoutInput.text} cut short")
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

    /**
     * The board's size is the window's doing alone: the same in two fonts at
     * three font scales, at each size the layouts were tried at (a phone
     * upright and sideways, a tablet upright and face to face), and the same
     * once a capture writes its line.
     */
    @Test
    fun theBoardsSize_isTheSameInEachFont_atEachFontScale_andAfterACapture() {
        for (window in WINDOWS) {
            val sizes = mutableMapOf<String, Size>()
            for ((fontName, font) in listOf("Noto Sans" to NotoSans, "Noto Serif" to NotoSerif)) {
                for (scale in listOf(1f, 1.3f, 2f)) runApp(window.width, window.height) {
                    val save = savedGame(TWO_FORMULAS_GAME_GOES_ON, orientation = window.orientation)
                    val model = launch(dir, save, widthDp = window.width, heightDp = window.height, fontFamily = font, fontScale = scale)
                    val board = bounds("board").size
                    val what = "$window, $fontName at ×$scale"
                    play(0, 36)
                    // Chosen through the model: at twice the font scale the choice may have to be scrolled to.
                    model.choose(0)
                    waitForIdle()
                    assertTrue(onAllNodesWithTag("last-captures").fetchSemanticsNodes().isNotEmpty(), "$what: the capture's line")
                    assertEquals(board, bounds("board").size, "$what: after the capture")
                    sizes[what] = board
                }
            }
            assertEquals(1, sizes.values.toSet().size, "$sizes")
        }
    }

    /**
     * A move choice shows its title, every option and Cancel whole, inside
     * the window, at each size the layouts were tried at, face to face also
     * when the far player chooses; with two formulas and with three.
     */
    @Test
    fun theMoveChoice_showsEveryOptionAndCancel_whole_inEachLayout() {
        val farChooses = Window(800, 1280, Orientation.FaceToFace(Side.RED))
        for (window in WINDOWS + farChooses) {
            for ((position, formulas, to) in listOf(Triple(TWO_FORMULAS, 2, 36), Triple(THREE_FORMULAS, 3, 18))) runApp(window.width, window.height) {
                launch(dir, savedGame(position, orientation = window.orientation), widthDp = window.width, heightDp = window.height)
                val board = bounds("board")
                play(0, to)
                assertEquals(formulas, onAllNodes(hasTestTagStartingWith("choice-")).fetchSemanticsNodes().size, "$window: the options")
                for (tag in (0 until formulas).map { "choice-$it" } + "cancel-choice") assertWhole(tag, window)
                assertEquals(board, bounds("board"), "$window: the board keeps its size")
                if (window.orientation is Orientation.FaceToFace) {
                    val choice = bounds("choice")
                    assertTrue(choice.bottom <= board.top + 0.5f || choice.top >= board.bottom - 0.5f, "$window: $choice covers $board")
                }
            }
        }
    }

    /**
     * Face to face and on a phone, the board keeps its size while a move of
     * the history is shown and once the game is over; face to face, each
     * player's result card lies whole at their own edge.
     */
    @Test
    fun theBoardKeepsItsSize_whileBrowsing_andAtTheEndOfTheGame() {
        for (window in listOf(Window(PHONE_WIDTH, PHONE_HEIGHT), Window(800, 1280, Orientation.FaceToFace(Side.BLUE)))) runApp(window.width, window.height) {
            val model = launch(dir, savedGame(START, orientation = window.orientation), widthDp = window.width, heightDp = window.height)
            val board = bounds("board")
            play(2, 20, 92, 74)
            model.browse(1)
            waitForIdle()
            onNodeWithTag("live").assertExists()
            assertEquals(board, bounds("board"), "$window: browsing")
            model.leaveBrowsing()
            waitForIdle()
            onNodeWithTag("resign-blue").performClick()
            onNodeWithTag("confirm-resign-blue").performClick()
            waitForIdle()
            assertEquals(board, bounds("board"), "$window: the game over")
            val cards = onAllNodesWithTag("outcome").fetchSemanticsNodes()
            assertEquals(if (window.orientation == null) 1 else 2, cards.size, "$window: a result card for each player")
            for (card in cards) {
                val seen = card.boundsInRoot
                assertTrue(seen.top >= board.bottom - 0.5f || seen.bottom <= board.top + 0.5f, "$window: $seen covers $board")
            }
            for (tag in listOf("play-again", "new-game-after")) {
                for (button in onAllNodesWithTag(tag).fetchSemanticsNodes()) {
                    assertTrue(abs(button.size.height - button.boundsInRoot.height) <= 0.5f, "$window: $tag cut off")
                }
            }
        }
    }

    /**
     * The board's coordinates: a letter with a tail (g) is drawn whole, and
     * the letters grow with the squares (a tablet's are larger than a phone's).
     */
    @Test
    fun theCoordinates_keepTheirTails_andGrowWithTheSquares() {
        val heights = mutableMapOf<Window, Float>()
        for (window in listOf(Window(PHONE_WIDTH, PHONE_HEIGHT), Window(892, 412), Window(800, 1280))) runApp(window.width, window.height) {
            launch(dir, widthDp = window.width, heightDp = window.height)
            val layout = textLayout("coordinate-g")
            assertTrue(layout.getLineBottom(0) <= layout.size.height, "$window: the g cut off (${layout.size} for ${layout.getLineBottom(0)})")
            heights[window] = layout.multiParagraph.height
        }
        val phone = heights.getValue(Window(PHONE_WIDTH, PHONE_HEIGHT))
        val tablet = heights.getValue(Window(800, 1280))
        assertTrue(tablet > phone * 1.5f, "the tablet's coordinates $tablet high, the phone's $phone")
    }

    /** The text layout of the text node tagged [tag]. */
    private fun ComposeUiTest.textLayout(tag: String): TextLayoutResult {
        val layouts = mutableListOf<TextLayoutResult>()
        onNodeWithTag(tag, useUnmergedTree = true).fetchSemanticsNode().config[SemanticsActions.GetTextLayoutResult].action!!(layouts)
        return layouts.single()
    }

    /** The node tagged [tag] is drawn whole (nothing of it clipped or scrolled away) inside [window]. */
    private fun ComposeUiTest.assertWhole(tag: String, window: Window, case: String = "$window") {
        val node = onNodeWithTag(tag).fetchSemanticsNode()
        val seen = node.boundsInRoot
        val what = "$case: $tag at $seen, ${node.size}"
        assertTrue(abs(node.size.height - seen.height) <= 0.5f && abs(node.size.width - seen.width) <= 0.5f, "$what cut off")
        assertTrue(seen.left >= -0.5f && seen.top >= -0.5f && seen.right <= window.width + 0.5f && seen.bottom <= window.height + 0.5f, "$what outside")
    }

    /** A window the layouts are tried at, in dp. */
    private data class Window(val width: Int, val height: Int, val orientation: Orientation? = null) {
        override fun toString() = "$width×$height" + if (orientation is Orientation.FaceToFace) " face to face" else ""
    }

    private companion object {
        /** Blue's 9 on a1 with its 8 on a2 takes the Red 1 on a3 by 9 − 8, 9 / 8 or 9 % 8 (all 1). */
        const val THREE_FORMULAS = "R08/9/9/9/9/9/9/9/R18/B88/B97B0 b"

        fun hasTestTagStartingWith(prefix: String) =
            SemanticsMatcher("test tag starts with $prefix") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith(prefix) == true }

        /** Nine moves each side, each a piece's step forward, clear of the other side. */
        val EIGHTEEN_PLIES = intArrayOf(
            0, 9, 90, 81, 1, 10, 91, 82, 2, 11, 92, 83, 3, 12, 93, 84, 5, 14, 95, 86,
            6, 15, 96, 87, 7, 16, 97, 88, 8, 17, 98, 89, 9, 18, 81, 72,
        )

        val WINDOWS = listOf(
            Window(PHONE_WIDTH, PHONE_HEIGHT),
            Window(892, 412),
            Window(800, 1280),
            Window(800, 1280, Orientation.FaceToFace(Side.BLUE)),
        )
    }
}
