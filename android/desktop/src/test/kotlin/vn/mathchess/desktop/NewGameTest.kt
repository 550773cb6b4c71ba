package vn.mathchess.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import java.io.File
import java.nio.file.Files
import kotlin.math.abs
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import vn.mathchess.core.GameKind
import vn.mathchess.core.Mode
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.core.computerLevels
import vn.mathchess.core.defaultComputerLevel

/** The new-game screen over the real library: its levels come from the core, and what is chosen is what starts. */
@OptIn(ExperimentalTestApi::class)
class NewGameTest {
    private val dir: File = Files.createTempDirectory("mathchess-new").toFile()
    private val levelSlider = SemanticsMatcher.keyIsDefined(SemanticsActions.SetProgress)

    private fun ComposeUiTest.openVsComputer() {
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("vs-computer").performClick()
    }

    private fun ComposeUiTest.slideTo(level: Int) {
        onNode(levelSlider).performSemanticsAction(SemanticsActions.SetProgress) { it(level.toFloat()) }
    }

    @Test
    fun theLevelSlider_spansTheCoresLevels() = runApp {
        launch(dir)
        openVsComputer()
        val levels = computerLevels()
        val range = onNode(levelSlider).fetchSemanticsNode().config[SemanticsProperties.ProgressBarRangeInfo]
        assertEquals(levels.weakest.toFloat()..levels.strongest.toFloat(), range.range)
        assertEquals(defaultComputerLevel().toFloat(), range.current)
        slideTo(levels.strongest.toInt())
        onNodeWithText("Level ${levels.strongest}").assertExists()
        slideTo(levels.weakest.toInt())
        onNodeWithText("Level ${levels.weakest}").assertExists()
    }

    /**
     * On a tablet on its side the form keeps a phone's width, centred (its
     * buttons once stretched across the screen), and the level slider names
     * its two ends.
     */
    @Test
    fun onATablet_theFormKeepsAPhonesWidth_andTheSliderNamesItsEnds() = runApp(1280, 800) {
        launch(dir, widthDp = 1280, heightDp = 800)
        openVsComputer()
        val start = bounds("start")
        assertTrue(start.width <= 560f && abs(start.center.x - 640f) <= 1f, "$start")
        val levels = computerLevels()
        onNodeWithTag("level-min").assertTextEquals("${levels.weakest}")
        onNodeWithTag("level-max").assertTextEquals("${levels.strongest}")
        val slider = onNode(levelSlider).fetchSemanticsNode().boundsInRoot
        assertTrue(bounds("level-min").right <= slider.left && slider.right <= bounds("level-max").left, "$slider")
    }

    @Test
    fun playingRedAtTheChosenLevel_theComputerOpens_andTheBoardFacesRed() = runApp {
        val model = launch(dir)
        openVsComputer()
        slideTo(1)
        onNodeWithTag("human-red").performClick()
        onNodeWithTag("start").performClick()
        waitForNode(hasTestTag("move-1"))
        assertEquals(Mode.VsComputer(Side.RED, 1u), model.ready.snapshot.mode)
        assertEquals(Side.RED, model.ready.snapshot.bottom)
        onNodeWithTag("panel-blue").assert(hasAnyDescendantText("Blue · Computer · Level 1"))
        onNodeWithTag("panel-red").assert(hasAnyDescendantText("Red · You"))
        assertTrue(bounds("panel-red").top > bounds("board").bottom, "the person's panel at the bottom")
    }

    @Test
    fun theGameChoice_offersBothGames_andTheFirstGamesRulesOnlyForIt() = runApp {
        val model = launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("game-math_chess").assertIsSelected()
        onNodeWithTag("preset-chessplayx").assertIsSelected()
        onNodeWithTag("game-capture_the_flag").assertIsNotSelected().performClick()
        onNodeWithTag("game-capture_the_flag").assertIsSelected()
        onNodeWithTag("preset-chessplayx").assertDoesNotExist()
        onNodeWithTag("game-math_chess").performClick()
        onNodeWithTag("preset-chessplayx").assertIsSelected()
        onNodeWithTag("start").performClick()
        waitForIdle()
        assertEquals(GameKind.MATH_CHESS, model.ready.snapshot.game)
        assertEquals(GameKind.MATH_CHESS, model.ready.setup.game)
    }

    @Test
    fun playAgain_replaysTheGameChosen() = runApp {
        val model = launch(dir)
        startCaptureTheFlag()
        onNodeWithTag("resign-blue").performClick()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onNodeWithTag("play-again").performClick()
        waitForIdle()
        assertEquals(GameKind.CAPTURE_THE_FLAG, model.ready.snapshot.game)
        assertEquals(null, model.ready.snapshot.ending)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("game-capture_the_flag").assertIsSelected()
    }

    @Test
    fun againstTheComputer_theBoardIsNotOffered() = runApp {
        launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("orientation-0").assertExists()
        onNodeWithTag("vs-computer").performClick()
        onNodeWithTag("orientation-0").assertDoesNotExist()
    }

    @Test
    fun theScreen_opensWithTheLastSetup() = runApp {
        val model = launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("preset-classic").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
        assertEquals(Preset.CLASSIC, model.ready.setup.preset)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("preset-classic").assertIsSelected()
        onNodeWithTag("preset-chessplayx").assertIsNotSelected()
    }

    @Test
    fun back_leavesTheGameAsItWas() = runApp {
        val model = launch(dir)
        play(2, 20)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("vs-computer").performClick()
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(Mode.TwoPlayers, model.ready.snapshot.mode)
        assertEquals(1u, model.ready.snapshot.history.moveCount())
        onNodeWithTag("move-1").assertExists()
    }

    @Test
    fun aFixedBoard_staysPut_andAFollowingOneTurnsToThePlayerToMove() = runApp {
        launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("orientation-1").performClick()
        onNodeWithTag("start").performClick()
        play(2, 20)
        assertTrue(bounds("square-0").top > bounds("square-98").top, "fixed: Blue still at the bottom")
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("orientation-0").performClick()
        onNodeWithTag("start").performClick()
        play(2, 20)
        assertTrue(bounds("square-0").top < bounds("square-98").top, "turned: Red to move, at the bottom")
    }
}
