package vn.mathchess.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.assertIsDisplayed
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
import vn.mathchess.core.EndKind
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side
import vn.mathchess.ui.game.Sound

/** The end of a game over the real library: the 0 taken, resigning, draws, and the card that offers the next game. */
@OptIn(ExperimentalTestApi::class)
class GameOverTest {
    private val dir: File = Files.createTempDirectory("mathchess-over").toFile()

    @Test
    fun takingTheZero_endsTheGame_withWhoWonAndWhy() = runApp {
        val model = launch(dir, savedGame(ZERO_TAKEN_NEXT))
        captureOnA5()
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Blue wins"))
        onNodeWithTag("outcome").assert(hasAnyDescendantText("The 0 was captured."))
        assertEquals(EndKind.ZERO_CAPTURED, model.ready.snapshot.ending?.reason)
        onNodeWithTag("status").assertDoesNotExist()
    }

    @Test
    fun theGameOverScreen_offersTheReviewOnce() = runApp {
        launch(dir, savedGame(ZERO_TAKEN_NEXT))
        captureOnA5()
        onNodeWithTag("outcome").assertIsDisplayed()
        onAllNodes(hasText("Review")).assertCountEquals(1)
        onNodeWithTag("review-game").assertIsEnabled().performClick()
        waitForIdle()
        onNodeWithText("Game review").assertExists()
    }

    /** Face to face, a result card for each player, and the review once in each player's controls, on neither card. */
    @Test
    fun faceToFace_bothCardsTogether_offerTheReviewOnceAPlayer() = runApp(800, 1280) {
        launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        onNodeWithTag("resign-blue").performClick()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onAllNodes(hasTestTag("outcome")).assertCountEquals(2)
        onAllNodes(hasText("Review")).assertCountEquals(2)
        onAllNodes(hasText("Review") and hasAnyAncestor(hasTestTag("outcome"))).assertCountEquals(0)
        onNodeWithTag("review-game-far").assertExists()
    }

    @Test
    fun theEnd_isSounded_andAnnounced() = runApp {
        val sounds = RecordedSounds()
        launch(dir, savedGame(ZERO_TAKEN_NEXT), sounds = sounds)
        captureOnA5()
        assertEquals(listOf(Sound.GAME_OVER), sounds.played)
        onNodeWithTag("announcement").assertTextContains("Blue wins. The 0 was captured.")
    }

    @Test
    fun afterTheEnd_aTapOnTheBoardChangesNothing_andIsRefused() = runApp {
        val sounds = RecordedSounds()
        val model = launch(dir, savedGame(ZERO_TAKEN_NEXT), sounds = sounds)
        captureOnA5()
        val revision = model.ready.snapshot.revision
        play(90)
        square(90).assert(hasContentDescription("Red 1 on a11"))
        assertEquals(revision, model.ready.snapshot.revision)
        assertEquals(listOf(Sound.GAME_OVER, Sound.REFUSED), sounds.played)
        onNodeWithTag("hint").assertIsNotEnabled()
    }

    @Test
    fun undo_takesTheWinningMoveBack_andTheGameGoesOn() = runApp {
        val model = launch(dir, savedGame(ZERO_TAKEN_NEXT))
        captureOnA5()
        onNodeWithTag("undo").assertIsEnabled().performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertDoesNotExist()
        assertEquals(null, model.ready.snapshot.ending)
        square(36).assert(hasContentDescription("Red 0 on a5, in danger"))
        onNodeWithTag("status").assertTextContains("Blue to move")
    }

    @Test
    fun againstTheComputer_theWinnerReadsYouWin() = runApp {
        launch(dir, savedGame(ZERO_TAKEN_NEXT, Mode.VsComputer(Side.BLUE, 1u)))
        captureOnA5()
        onNodeWithTag("outcome").assert(hasAnyDescendantText("You win"))
    }

    @Test
    fun againstTheComputer_resigningReadsYouLose_andNamesWhoResigned() = runApp {
        launch(dir, savedGame(START, Mode.VsComputer(Side.BLUE, 1u)))
        onNodeWithTag("resign-blue").performClick()
        onNodeWithText("Blue loses the game.").assertIsDisplayed()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assert(hasAnyDescendantText("You lose"))
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Blue resigned."))
    }

    @Test
    fun playAgain_startsTheSameSetupAfresh() = runApp {
        val model = launch(dir, savedGame(START, Mode.VsComputer(Side.BLUE, 2u)))
        onNodeWithTag("resign-blue").performClick()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onNodeWithTag("play-again").performClick()
        waitForIdle()
        assertEquals(Mode.VsComputer(Side.BLUE, 2u), model.ready.snapshot.mode)
        assertEquals(0u, model.ready.snapshot.history.moveCount())
        onNodeWithTag("panel-red").assert(hasAnyDescendantText("Red · Computer · Level 2"))
        onNodeWithTag("resign-blue").assertExists()
        // At the same ply as the resignation, the new game takes nothing back.
        onNodeWithTag("status").assert(!hasText("taken back", substring = true))
    }

    @Test
    fun theCardsNewGame_opensTheNewGameScreen() = runApp {
        launch(dir, savedGame(ZERO_TAKEN_NEXT))
        captureOnA5()
        onNodeWithTag("new-game-after").performClick()
        waitForIdle()
        onNodeWithTag("start").assertExists()
        onNodeWithTag("board").assertDoesNotExist()
    }

    @Test
    fun aDeclinedDraw_goesAway_andTheGameGoesOn() = runApp {
        val model = launch(dir)
        onNodeWithTag("offer-draw-blue").performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("Blue offers a draw")
        onNodeWithTag("decline-draw-red").performClick()
        waitForIdle()
        onNodeWithTag("accept-draw-red").assertDoesNotExist()
        assertEquals(null, model.ready.snapshot.drawOffer)
        assertEquals(null, model.ready.snapshot.ending)
        // The side that offered is told, until the next move.
        onNodeWithTag("status").assertTextContains("Red declined the draw.")
        play(2, 20)
        onNodeWithTag("status").assertTextContains("Red to move")
    }

    @Test
    fun undo_afterAResignation_saysItWasTakenBack() = runApp {
        launch(dir)
        play(2, 20)
        onNodeWithTag("resign-red").performClick()
        onNodeWithTag("confirm-resign-red").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertIsDisplayed()
        onNodeWithTag("undo").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertDoesNotExist()
        onNodeWithTag("status").assertTextContains("Red's resignation was taken back: the game goes on.")
        onNodeWithTag("announcement").assertTextContains("Red's resignation was taken back: the game goes on.")
    }

    @Test
    fun againstTheComputer_noDrawIsOffered_andOnlyThePersonMayResign() = runApp {
        launch(dir, savedGame(START, Mode.VsComputer(Side.BLUE, 1u)))
        onNodeWithTag("offer-draw-blue").assertDoesNotExist()
        onNodeWithTag("offer-draw-red").assertDoesNotExist()
        onNodeWithTag("resign-blue").assertExists()
        onNodeWithTag("resign-red").assertDoesNotExist()
    }
}
