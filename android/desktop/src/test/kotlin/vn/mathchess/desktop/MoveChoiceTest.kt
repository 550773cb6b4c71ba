package vn.mathchess.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import vn.mathchess.core.Orientation
import vn.mathchess.core.Rejection
import vn.mathchess.core.Side
import vn.mathchess.ui.board.DrawnUpsideDown
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.model.asList

/** The move-choice sheet over the real session: what it lists, where it sits, what it lets through. */
@OptIn(ExperimentalTestApi::class)
class MoveChoiceTest {
    private val dir: File = Files.createTempDirectory("mathchess-choice").toFile()

    @Test
    fun theSheet_namesTheTarget_andListsEachFormulaOnce() = runApp {
        val model = launch(dir, savedGame(TWO_FORMULAS))
        play(0, 36)
        onNodeWithText("Capture on a5: which formula?").assertExists()
        val options = model.ready.snapshot.choice!!.options
        assertEquals(listOf("7 − 4 = 3", "7 % 4 = 3"), options.map { it.text })
        onNodeWithTag("choice-1").assertTextContains("7 % 4 = 3").assertTextContains("Support on a2")
        onNodeWithTag("choice-2").assertDoesNotExist()
    }

    @Test
    fun theFirstFormula_isTheOneRecorded_whenPicked() = runApp {
        val model = launch(dir, savedGame(TWO_FORMULAS_GAME_GOES_ON))
        captureOnA5()
        assertEquals(listOf("a1xa5=7-4"), model.ready.snapshot.history.asList())
        onNodeWithTag("move-1").assertTextContains("1. a1xa5=7-4")
    }

    @Test
    fun whileTheSheetIsOpen_theBoardWaitsForTheChoice() = runApp {
        val sounds = RecordedSounds()
        val model = launch(dir, savedGame(TWO_FORMULAS), sounds = sounds)
        play(0, 36)
        play(9)
        onNodeWithTag("choice").assertExists()
        assertEquals(Rejection.CHOICE_PENDING, model.ready.snapshot.rejection)
        assertEquals(listOf(Sound.REFUSED), sounds.played)
        assertEquals(0u, model.ready.snapshot.history.moveCount())
    }

    @Test
    fun faceToFace_theNearPlayersSheet_isBelowTheBoard_andUpright() = runApp(800, 1280) {
        launch(dir, savedGame(TWO_FORMULAS, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        play(0, 36)
        onNodeWithTag("choice").assert(!SemanticsMatcher.keyIsDefined(DrawnUpsideDown))
        assertTrue(bounds("choice").top >= bounds("board").bottom, "${bounds("choice")} ${bounds("board")}")
    }

    @Test
    fun onAPhoneLyingSideways_theSheetTakesTheMovesPlace_andTheBoardKeepsItsSize() = runApp(892, 412) {
        launch(dir, savedGame(TWO_FORMULAS), widthDp = 892, heightDp = 412)
        onNodeWithTag("layout-side-pane").assertExists()
        val board = bounds("board")
        play(0, 36)
        onNodeWithTag("choice-0").assertExists()
        assertEquals(board, bounds("board"))
        assertTrue(bounds("choice").left >= board.right, "${bounds("choice")} $board")
    }

    @Test
    fun cancelling_thenTappingTheTargetAgain_opensTheSheetAgain() = runApp {
        launch(dir, savedGame(TWO_FORMULAS))
        play(0, 36)
        onNodeWithTag("cancel-choice").performClick()
        waitForIdle()
        play(36)
        onNodeWithTag("choice").assertExists()
        square(36).assert(hasContentDescription("Red 9 on a5, can capture"))
    }
}
