package vn.mathchess.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.coroutines.Dispatchers
import vn.mathchess.core.Mode
import vn.mathchess.core.Side
import vn.mathchess.ui.model.asList

/** Undo, redo and browsing the moves played, over the real session. */
@OptIn(ExperimentalTestApi::class)
class HistoryTest {
    private val dir: File = Files.createTempDirectory("mathchess-history").toFile()
    private val previous = hasContentDescription("Previous move")
    private val next = hasContentDescription("Next move")

    @Test
    fun atTheStart_nothingCanBeUndoneRedoneOrBrowsed() = runApp {
        launch(dir)
        onNodeWithTag("undo").assertIsNotEnabled()
        onNodeWithTag("redo").assertIsNotEnabled()
        onNode(previous).assertIsNotEnabled()
        onNode(next).assertIsNotEnabled()
        onNodeWithText("No moves yet").assertExists()
    }

    @Test
    fun redo_isOfferedOnlyAfterAnUndo_andGoesWhenANewMoveIsPlayed() = runApp {
        val model = launch(dir)
        play(2, 20)
        onNodeWithTag("redo").assertIsNotEnabled()
        onNodeWithTag("undo").performClick()
        waitForIdle()
        onNodeWithTag("redo").assertIsEnabled()
        play(3, 21)
        onNodeWithTag("redo").assertIsNotEnabled()
        assertEquals(listOf("d1-d3"), model.ready.snapshot.history.asList())
    }

    @Test
    fun theArrows_stepThroughThePast_oneMoveAtATime() = runApp {
        launch(dir)
        play(2, 20, 92, 74, 3, 21)
        onNode(previous).performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("After move 2 of 3")
        onNode(previous).performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("After move 1 of 3")
        onNodeWithTag("move-1").assertIsSelected()
        square(74).assert(hasContentDescription("c9, empty"))
        onNode(next).performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("After move 2 of 3")
        square(74).assert(hasContentDescription("Red 7 on c9, last move"))
    }

    @Test
    fun stepping_pastTheLastMove_isTheLiveGameAgain() = runApp {
        launch(dir)
        play(2, 20)
        onNode(previous).performClick()
        waitForIdle()
        onNode(next).performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("Red to move")
        onNodeWithTag("live").assertDoesNotExist()
    }

    @Test
    fun whileBrowsing_aTapOnTheBoard_isRefusedWithTheReason() = runApp {
        val model = launch(dir)
        play(2, 20)
        onNode(previous).performClick()
        waitForIdle()
        play(92)
        onNodeWithTag("status").assertTextContains("After move 0 of 1")
        assertEquals(null, model.ready.snapshot.selected)
        onNodeWithTag("live").performClick()
        waitForIdle()
        play(92)
        square(92).assert(hasContentDescription("Red 7 on c11, selected"))
    }

    @Test
    fun browsing_isNeitherSoundedNorAnnounced() = runApp {
        val sounds = RecordedSounds()
        launch(dir, sounds = sounds)
        play(2, 20)
        onNode(previous).performClick()
        onNode(next).performClick()
        waitForIdle()
        assertEquals(1, sounds.played.size)
        onNodeWithTag("announcement").assertTextContains("Blue played c1-c3")
    }

    @Test
    fun againstTheComputer_undo_takesBackThePersonsMoveToo_andTheComputerAnswersAgain() = runApp {
        // The computer's reply on the test's thread: one published from a search thread can land while
        // the test clicks, and the test's click is then lost (a harness race: the app's session calls are serial).
        val model = launch(dir, savedGame(START, Mode.VsComputer(Side.BLUE, 1u)), search = Dispatchers.Unconfined)
        play(2, 20)
        assertEquals(2u, model.ready.snapshot.history.moveCount(), "c1-c3 and the computer's reply")
        onNodeWithTag("undo").assertIsEnabled().performClick()
        waitForIdle()
        assertEquals(0u, model.ready.snapshot.history.moveCount())
        square(2).assert(hasContentDescription("Blue 3 on c1"))
        onNodeWithTag("status").assertTextContains("Blue to move")
        play(2, 20)
        assertEquals(2u, model.ready.snapshot.history.moveCount(), "the computer answers the move played again")
    }
}
