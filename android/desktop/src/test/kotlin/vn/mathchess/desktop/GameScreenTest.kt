package vn.mathchess.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasAnyDescendant
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.runComposeUiTest
import java.io.File
import java.nio.file.Files
import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.core.presetRules
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.board.DrawnUpsideDown
import vn.mathchess.ui.model.FileGameStore
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameSettings
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.SavedGame
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.model.SessionEngine
import vn.mathchess.ui.model.asList
import vn.mathchess.ui.model.loadRuleExamples
import vn.mathchess.ui.theme.MathChessTheme

/** Blue 7 on a1 with Blue 4 on a2 as support; Red 9 on a5 (`RULES.md` §6): a5 by 7 − 4 or 7 % 4. */
const val TWO_FORMULAS = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b"

/** The start position (`RULES.md` §1). */
const val START = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"

/** The saved game of a session started from [position]. */
fun savedGame(position: String, settings: GameSettings = GameSettings.DEFAULT): SavedGame =
    GameSession.fromPosition(position, presetRules(Preset.CHESSPLAYX), settings.mode).use {
        SavedGame(it.save(), settings.encode())
    }

/**
 * The app over the real library, as it starts: the saved game is read from a
 * fresh folder. Session calls run on the test's thread, so that each click's
 * snapshot is drawn before the next assertion.
 */
@OptIn(ExperimentalTestApi::class)
class GameScreenTest {
    private val dir: File = Files.createTempDirectory("mathchess-ui").toFile()
    private val strings = XmlStrings.forLocale(Locale.ENGLISH)

    private fun ComposeUiTest.launch(saved: SavedGame? = null): GameModel {
        val store = FileGameStore(dir)
        saved?.let(store::save)
        val model = GameModel(
            engine = SessionEngine(GameSession(presetRules(Preset.CHESSPLAYX), Mode.TwoPlayers)),
            store = store,
            scope = CoroutineScope(SupervisorJob()),
            engineDispatcher = Dispatchers.Unconfined,
            computerDispatcher = Dispatchers.Default,
            ruleExamples = ::loadRuleExamples,
        )
        setContent { MathChessTheme(strings, darkTheme = false) { MathChessApp(model) } }
        waitForIdle()
        return model
    }

    private fun ComposeUiTest.square(index: Int) = onNodeWithTag("square-$index")

    @Test
    fun tapOnPiece_marksItsTargets() = runComposeUiTest {
        launch()
        square(2).assert(hasContentDescription("Blue 3 on c1")).performClick()
        square(2).assert(hasContentDescription("Blue 3 on c1, selected"))
        square(11).assert(hasContentDescription("c2, empty, can move here"))
        square(32).assert(hasContentDescription("f4, empty, can move here"))
        square(41).assert(hasContentDescription("f5, empty"))
        square(2).performClick()
        square(11).assert(hasContentDescription("c2, empty"))
    }

    @Test
    fun captureWithTwoFormulas_opensTheSheet_andTheChoiceIsPlayed() = runComposeUiTest {
        val model = launch(savedGame(TWO_FORMULAS))
        square(0).performClick()
        square(36).assert(hasContentDescription("Red 9 on a5, can capture")).performClick()
        onNodeWithTag("choice-0").assertTextContains("7 − 4 = 3").assertTextContains("Support on a2")
        onNodeWithTag("choice-1").assertTextContains("= 3", substring = true)
        onNodeWithTag("choice-1").performClick()
        waitForIdle()
        assertEquals(0, onAllNodes(hasTestTag("choice")).fetchSemanticsNodes().size)
        square(36).assert(hasContentDescription("Blue 7 on a5, last move"))
        square(0).assert(hasContentDescription("a1, empty, last move"))
        onNodeWithTag("score-blue").assertTextContains("Score 9")
        onNodeWithTag("move-1").assertTextContains("1. a1xa5=7%4")
        val snapshot = (model.state.value as GameUiState.Ready).snapshot
        assertEquals(listOf("a1xa5=7%4"), snapshot.history.asList())
        assertTrue(File(dir, "game.json").readText().contains("a1xa5"), "saved after the move")
    }

    @Test
    fun dismissingTheSheet_keepsThePieceSelected() = runComposeUiTest {
        launch(savedGame(TWO_FORMULAS))
        square(0).performClick()
        square(36).performClick()
        onNodeWithTag("choice").assertIsDisplayed()
        // The sheet's scrim: a tap outside it dismisses.
        onNodeWithTag("board").performClick()
        waitForIdle()
        onNodeWithTag("choice").assertDoesNotExist()
        square(0).assert(hasContentDescription("Blue 7 on a1, selected"))
    }

    @Test
    fun faceToFace_drawsTheFarSideRotated() = runComposeUiTest {
        launch(savedGame(START, GameSettings(Mode.TwoPlayers, Orientation.FaceToFace(Side.BLUE))))
        val upsideDown = SemanticsMatcher.expectValue(DrawnUpsideDown, true)
        onNodeWithTag("panel-red").assert(upsideDown)
        onNodeWithTag("panel-blue").assert(!SemanticsMatcher.keyIsDefined(DrawnUpsideDown))
        // Red 1 on i11 (square 98) is drawn upside down, Blue 1 on a1 is not.
        onNode(hasAnyAncestor(hasTestTag("square-98")) and upsideDown, useUnmergedTree = true).assertExists()
        onNode(hasAnyAncestor(hasTestTag("square-0")) and upsideDown, useUnmergedTree = true).assertDoesNotExist()
        // The far player's panel is at the top edge, the near one at the bottom.
        val red = onNodeWithTag("panel-red").fetchSemanticsNode().boundsInRoot
        val board = onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
        val blue = onNodeWithTag("panel-blue").fetchSemanticsNode().boundsInRoot
        assertTrue(red.center.y < board.center.y && board.center.y < blue.center.y, "$red $board $blue")
    }

    @Test
    fun faceToFace_theFarPlayersChoiceIsTurnedToThem() = runComposeUiTest {
        // The mirror of TWO_FORMULAS: Red 7 on a11, Red 4 on a10, Blue 9 on a7.
        val position = "R77R0/R48/9/9/B98/9/9/9/9/9/8B0 r"
        launch(savedGame(position, GameSettings(Mode.TwoPlayers, Orientation.FaceToFace(Side.BLUE))))
        square(90).performClick()
        square(54).performClick()
        val upsideDown = SemanticsMatcher.expectValue(DrawnUpsideDown, true)
        onNode(hasTestTag("choice") and hasAnyAncestor(upsideDown)).assertExists()
        onNodeWithTag("choice-0").assertTextContains("7 − 4 = 3").performClick()
        square(54).assert(hasContentDescription("Red 7 on a7, last move"))
        onNodeWithTag("score-red").assertTextContains("Score 9")
    }

    @Test
    fun newGameScreen_startsTheChosenGame() = runComposeUiTest {
        val model = launch()
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("preset-wikipedia").performClick()
        onNodeWithTag("orientation-2").performClick()
        onNodeWithTag("start").performClick()
        onNodeWithTag("panel-red").assert(SemanticsMatcher.expectValue(DrawnUpsideDown, true))
        val ready = model.state.value as GameUiState.Ready
        assertEquals(Orientation.FaceToFace(Side.BLUE), ready.snapshot.orientation)
        assertEquals(Preset.WIKIPEDIA, ready.setup.preset)
        assertTrue(File(dir, "settings.txt").readText().contains("orientation=face blue"))
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("back").performClick()
        onNodeWithTag("board").assertExists()
    }

    @Test
    fun computerToMove_showsItThinking_andRefusesTaps() = runComposeUiTest {
        // Against the computer as Red: Blue, the computer, moves first.
        val snapshot = GameSession(presetRules(Preset.CHESSPLAYX), Mode.VsComputer(Side.RED, 1u)).use { it.tap(2u) }
        assertTrue(snapshot.thinking)
        setContent {
            MathChessTheme(strings, darkTheme = false) {
                MathChessApp(GameUiState.Ready(snapshot, Screen.GAME, GameSetup()), NoActions, onNewGame = {}, onShow = {})
            }
        }
        onNodeWithTag("thinking").assertIsDisplayed()
        onNodeWithText("Thinking…").assertIsDisplayed()
        onNodeWithTag("status").assertTextContains("The computer is thinking.")
        onNodeWithTag("panel-blue").assert(hasAnyDescendant(hasText("Blue · Computer")))
        onNodeWithTag("resign-red").assertExists()
        onNodeWithTag("resign-blue").assertDoesNotExist()
    }

    @Test
    fun againstTheComputer_itsMoveIsPlayedInTheBackground_andSaved() = runComposeUiTest {
        val settings = GameSettings(Mode.VsComputer(Side.RED, 1u), Orientation.Fixed(Side.RED))
        val model = launch(savedGame(START, settings))
        fun snapshot() = (model.state.value as GameUiState.Ready).snapshot
        waitUntil(timeoutMillis = 30_000) { snapshot().history.moveCount() == 1u }
        waitForIdle()
        assertEquals(Side.RED, snapshot().turn)
        onNodeWithTag("status").assertTextContains("Red to move")
        onNodeWithTag("thinking").assertDoesNotExist()
        onNodeWithTag("move-1").assertExists()
        assertTrue(File(dir, "game.json").readText().contains(snapshot().history.moveAt(0u)!!), "the computer's move is saved")
    }

    @Test
    fun badSavedFile_showsAnError_andStartsAFreshGame() = runComposeUiTest {
        launch(SavedGame("{\"format\": \"not a game", GameSettings.DEFAULT.encode()))
        onNodeWithTag("notice").assertTextContains("could not be read", substring = true)
        onNodeWithText("OK").performClick()
        onNodeWithTag("notice").assertDoesNotExist()
        square(0).assert(hasContentDescription("Blue 1 on a1"))
        onNodeWithTag("status").assertTextContains("Blue to move")
        assertTrue(File(dir, "game.json.unreadable").exists(), "the bad file is kept aside")
        assertTrue(File(dir, "game.json").readText().isNotEmpty(), "the fresh game is saved")
    }

    @Test
    fun undoRedoAndReview_followTheSession() = runComposeUiTest {
        launch()
        square(2).performClick()
        square(20).performClick()
        onNodeWithTag("move-1").assertTextContains("1. c1-c3")
        onNodeWithTag("undo").performClick()
        square(2).assert(hasContentDescription("Blue 3 on c1"))
        onNodeWithTag("redo").performClick()
        square(20).assert(hasContentDescription("Blue 3 on c3, last move"))
        onNode(hasContentDescription("Previous move")).performClick()
        onNodeWithTag("status").assertTextContains("After move 0 of 1")
        square(2).assert(hasContentDescription("Blue 3 on c1"))
        onNodeWithText("Back to the game").performClick()
        square(20).assert(hasContentDescription("Blue 3 on c3, last move"))
    }

}
