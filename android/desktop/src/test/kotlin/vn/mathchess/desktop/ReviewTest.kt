package vn.mathchess.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyDescendant
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlinx.coroutines.runBlocking
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Preset
import kotlin.test.assertTrue
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Side
import vn.mathchess.core.presetRules
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.model.Analysis
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.model.RustLibrary
import vn.mathchess.ui.model.Screen

/**
 * The game's review over the real engine: run while its screen is open,
 * each move marked in the move list, the marks counted per side, dropped
 * when the screen closes early or the game changes.
 */
@OptIn(ExperimentalTestApi::class)
class ReviewTest {
    private val dir: File = Files.createTempDirectory("mathchess-review").toFile()

    /**
     * Blue's 1 on i3 stands between its 0 on i1 and Red's 9 on i6 with the 5
     * on i5 as support (9 − 5 = 4): Blue steps it aside to h3.
     */
    private fun ComposeUiTest.leaveTheZeroOpen(): GameModel {
        val model = launch(dir, savedGame(ZERO_LEFT_OPEN))
        play(26, 25)
        return model
    }

    private fun ComposeUiTest.reviewed(model: GameModel): Analysis.Done {
        onNodeWithTag("review-game").performClick()
        waitUntil(timeoutMillis = 60_000) { model.ready.analysis is Analysis.Done }
        waitForNode(hasTestTag("review-counts-blue"))
        return model.ready.analysis as Analysis.Done
    }

    @Test
    fun noReview_beforeAMoveIsPlayed() = runApp {
        launch(dir)
        onNodeWithTag("review-game").assertIsNotEnabled()
    }

    @Test
    fun leavingTheZeroOpen_isMarkedABlunder_andCountedForItsSide() = runApp {
        val model = leaveTheZeroOpen()
        val done = reviewed(model)
        assertEquals(ReviewMark.BLUNDER, done.moves[0].mark)
        assertEquals(1, done.counts[Side.BLUE]?.get(ReviewMark.BLUNDER))
        onNodeWithTag("review-counts-blue").assertTextContains("Blue: 0 inaccuracies, 0 mistakes, 1 blunder")
        onNodeWithTag("reviewed-1").assertTextContains("?? Blunder", substring = true)
        // Each move one word: "g5-d2" broke after "g5-" at the end of a line.
        val best = done.moves[0].best.replace('-', '\u2011')
        onNodeWithTag("reviewed-1").assertTextContains("Best: $best", substring = true)
        val rows = textLayouts(hasAnyAncestor(hasTestTag("reviewed-1")))
        assertTrue(rows.isNotEmpty() && rows.all(::breaksOnlyBetweenWords), "${rows.map { it.layoutInput.text }}")
    }

    @Test
    fun theMoveList_showsEachMovesMark_afterTheReview() = runApp {
        val model = leaveTheZeroOpen()
        reviewed(model)
        onNodeWithTag("back").performClick()
        waitForIdle()
        onNodeWithTag("move-1").assert(hasContentDescription("1. i3-h3 ??, Blunder"))
    }

    @Test
    fun aMoveTakenBack_dropsTheMarks() = runApp {
        val model = leaveTheZeroOpen()
        reviewed(model)
        onNodeWithTag("back").performClick()
        onNodeWithTag("undo").performClick()
        waitForIdle()
        assertEquals(Analysis.None, model.ready.analysis)
        onNodeWithTag("redo").performClick()
        waitForIdle()
        onNodeWithTag("move-1").assert(hasContentDescription("1. i3-h3"))
    }

    @Test
    fun theMarks_stayOnTheMovesReviewed_whenTheGameGoesOn() = runApp {
        val model = leaveTheZeroOpen()
        reviewed(model)
        onNodeWithTag("back").performClick()
        waitForIdle()
        play(44, 43)
        assertEquals(2u, model.ready.snapshot.history.moveCount())
        onNodeWithTag("move-1").assert(hasContentDescription("1. i3-h3 ??, Blunder"))
        onNodeWithTag("move-2").assert(hasContentDescription("2. i5-h5"))
    }

    @Test
    fun closingTheScreenEarly_stopsTheReview() = runApp {
        val model = launch(dir)
        play(2, 20, 92, 74, 3, 21)
        onNodeWithTag("review-game").performClick()
        waitForIdle()
        assertIs<Analysis.Running>(model.ready.analysis)
        onNodeWithTag("review-running").assertExists()
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(Analysis.None, model.ready.analysis)
        // A cancelled job's result, when it comes, is not shown.
        runBlocking { model.idle() }
        waitForIdle()
        assertEquals(Analysis.None, model.ready.analysis)
        onAllNodes(hasTestTag("move-1") and hasContentDescription("?", substring = true)).fetchSemanticsNodes().let {
            assertEquals(0, it.size)
        }
    }

    @Test
    fun aReviewThatDidNotFinish_saysSo_andItsRetryRunsItAgain() = runApp {
        val actions = NoActions()
        val snapshot = GameSession(presetRules(Preset.CHESSPLAYX), Mode.TwoPlayers).use { it.snapshot() }
        val state = GameUiState.Ready(snapshot, Screen.REVIEW, GameSetup(), Preferences(), RustLibrary.facts(), analysis = Analysis.Failed)
        setContent { TestApp({ MathChessApp(state, actions) }) }
        onNodeWithTag("review-running").assertDoesNotExist()
        onNodeWithTag("review-failed").assert(hasAnyDescendant(hasText("The review could not be finished.")))
        onNodeWithTag("review-retry").performClick()
        assertEquals(listOf("retryReview"), actions.calls)
    }

    @Test
    fun aMoveTappedInTheReview_isShownOnTheBoard() = runApp {
        val model = leaveTheZeroOpen()
        reviewed(model)
        onNodeWithTag("reviewed-1").performClick()
        waitForIdle()
        onNodeWithTag("board").assertExists()
        onNodeWithTag("status").assertTextContains("After move 0 of 1")
        square(26).assert(hasContentDescription("Blue 1 on i3", substring = true))
    }

    @Test
    fun aMoveTappedInTheReview_marksTheMovePlayedAndTheBestMove_onTheBoard() = runApp {
        val model = leaveTheZeroOpen()
        val move = reviewed(model).moves[0]
        assertEquals(listOf("i3", "h3"), listOf(move.playedFrom.name, move.playedTo.name))
        assertEquals(26, move.playedFrom.index.toInt())
        onNodeWithTag("reviewed-1").performClick()
        waitForIdle()
        onNodeWithTag("review-arrows").assertExists()
        onNodeWithTag("review-legend").assertTextEquals("→ Played i3-h3   → Best ${move.best}")
        square(26).assert(hasContentDescription("Blue 1 on i3, the move played", substring = true))
        square(25).assert(hasContentDescription("h3, empty, the move played", substring = true))
        for (end in listOf(move.bestFrom, move.bestTo)) {
            assertEquals(end.name, model.ready.snapshot.cells.first { it.square == end.index }.name)
            square(end.index.toInt()).assert(hasContentDescription("the best move", substring = true))
        }
        onNodeWithTag("live").performClick()
        waitForIdle()
        onNodeWithTag("review-arrows").assertDoesNotExist()
        onNodeWithTag("review-legend").assertDoesNotExist()
        square(25).assert(!hasContentDescription("the move played", substring = true))
    }
}
