package vn.mathchess.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import kotlin.math.abs
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import kotlinx.coroutines.runBlocking
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.ui.board.DrawnUpsideDown
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.model.asList

/** The game screen over the real library, played through its semantics as a screen reader would. */
@OptIn(ExperimentalTestApi::class)
class GameScreenTest {
    private val dir: File = Files.createTempDirectory("mathchess-ui").toFile()
    @Test
    fun tapOnAPiece_marksItsTargets_inEachSquaresDescription() = runApp {
        launch(dir)
        square(2).assert(hasContentDescription("Blue 3 on c1")).performClick()
        square(2).assert(hasContentDescription("Blue 3 on c1, selected"))
        square(11).assert(hasContentDescription("c2, empty, can move here"))
        square(32).assert(hasContentDescription("f4, empty, can move here"))
        square(41).assert(hasContentDescription("f5, empty"))
        square(2).performClick()
        square(11).assert(hasContentDescription("c2, empty"))
    }

    @Test
    fun aCaptureWithTwoFormulas_opensTheChoiceBelowTheBoard_andThePickIsPlayedAndSaved() = runApp {
        val model = launch(dir, savedGame(TWO_FORMULAS))
        play(0)
        square(36).assert(hasContentDescription("Red 9 on a5, can capture")).performClick()
        onNodeWithTag("choice-0").assertTextContains("7 − 4 = 3").assertTextContains("Support on a2")
        onNodeWithTag("choice-1").assertTextContains("= 3", substring = true)
        // Never over the squares it names: below the board.
        assertTrue(bounds("choice").top >= bounds("board").bottom, "${bounds("choice")} ${bounds("board")}")
        onNodeWithTag("choice-1").performClick()
        waitForIdle()
        onNodeWithTag("choice").assertDoesNotExist()
        square(36).assert(hasContentDescription("Blue 7 on a5, last move, taken here"))
        square(0).assert(hasContentDescription("a1, empty, last move"))
        onNodeWithTag("score-blue").assertTextContains("Score 9")
        onNodeWithTag("move-1").assertTextContains("1. a1xa5=7%4")
        assertEquals(listOf("a1xa5=7%4"), model.ready.snapshot.history.asList())
        assertTrue(File(dir, "game.json").readText().contains("a1xa5"), "saved after the move")
        assertEquals(setOf("game.json"), dir.list()!!.toSet(), "one file: no settings.txt")
    }

    @Test
    fun cancellingTheChoice_keepsThePieceSelected() = runApp {
        launch(dir, savedGame(TWO_FORMULAS))
        play(0, 36)
        onNodeWithTag("choice").assertIsDisplayed()
        onNodeWithTag("cancel-choice").performClick()
        waitForIdle()
        onNodeWithTag("choice").assertDoesNotExist()
        square(0).assert(hasContentDescription("Blue 7 on a1, selected"))
    }

    @Test
    fun sidePane_showsTheChoiceBesideTheBoard() = runApp(1280, 800) {
        launch(dir, savedGame(TWO_FORMULAS), widthDp = 1280, heightDp = 800)
        onNodeWithTag("layout-side-pane").assertExists()
        play(0, 36)
        assertTrue(bounds("choice").left >= bounds("board").right, "${bounds("choice")} ${bounds("board")}")
        onNodeWithTag("moves").assertDoesNotExist()
    }

    @Test
    fun faceToFace_drawsTheFarSideTurned_andItsPanelAtTheTop() = runApp(800, 1280) {
        launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        onNodeWithTag("layout-face-to-face").assertExists()
        onNodeWithTag("panel-red").assert(upsideDown)
        onNodeWithTag("panel-blue").assert(!SemanticsMatcher.keyIsDefined(DrawnUpsideDown))
        onNode(hasAnyAncestor(hasTestTag("square-98")) and upsideDown, useUnmergedTree = true).assertExists()
        onNode(hasAnyAncestor(hasTestTag("square-0")) and upsideDown, useUnmergedTree = true).assertDoesNotExist()
        val red = bounds("panel-red")
        val board = bounds("board")
        val blue = bounds("panel-blue")
        assertTrue(red.center.y < board.center.y && board.center.y < blue.center.y, "$red $board $blue")
    }

    @Test
    fun faceToFace_theFarPlayersChoiceIsTurnedToThem_atTheirEdge() = runApp(800, 1280) {
        // The mirror of TWO_FORMULAS: Red 7 on a11, Red 4 on a10, Blue 9 on a7.
        val position = "R77R0/R48/9/9/B98/9/9/9/9/9/8B0 r"
        launch(dir, savedGame(position, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        play(90, 54)
        onNodeWithTag("choice").assert(upsideDown)
        assertTrue(bounds("choice").bottom <= bounds("board").top, "${bounds("choice")} ${bounds("board")}")
        onNodeWithTag("choice-0").assertTextContains("7 − 4 = 3").performClick()
        waitForIdle()
        square(54).assert(hasContentDescription("Red 7 on a7, last move, taken here"))
        onNodeWithTag("score-red").assertTextContains("Score 9")
    }

    @Test
    fun theNewGameScreen_startsTheChosenGame_andTheOneSaveHoldsItsOrientation() = runApp {
        val model = launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("preset-wikipedia").performClick()
        onNodeWithTag("orientation-2").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
        onNodeWithTag("panel-red").assert(upsideDown)
        assertEquals(Orientation.FaceToFace(Side.BLUE), model.ready.snapshot.orientation)
        assertEquals(Preset.WIKIPEDIA, model.ready.setup.preset)
        assertTrue(File(dir, "game.json").readText().contains("face", ignoreCase = true), File(dir, "game.json").readText())
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("back").performClick()
        onNodeWithTag("board").assertExists()
    }

    @Test
    fun againstTheComputer_theNewGameScreenOffersTheCoresDefaultLevel() = runApp {
        launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("vs-computer").performClick()
        onNodeWithText("Level 3").assertExists()
    }

    @Test
    fun againstTheComputer_itsMoveIsPlayedInTheBackground_announced_andSaved() = runApp {
        val model = launch(dir, savedGame(START, Mode.VsComputer(Side.RED, 1u)))
        waitForNode(hasTestTag("move-1"))
        val move = model.ready.snapshot.history.moveAt(0u)!!
        onNodeWithTag("status").assertTextContains("Red to move")
        onNodeWithTag("thinking").assertDoesNotExist()
        onNodeWithTag("announcement").assertTextContains("Computer played $move")
        onNodeWithTag("panel-blue").assert(hasAnyDescendantText("Blue · Computer · Level 1"))
        onNodeWithTag("resign-red").assertExists()
        onNodeWithTag("resign-blue").assertDoesNotExist()
        assertTrue(File(dir, "game.json").readText().contains(move), "the computer's move is saved")
    }

    @Test
    fun anUnreadableSave_givesANotice_aNewGame_andIsKeptAside() = runApp {
        launch(dir, "{\"format\": \"not a game")
        onNodeWithTag("notice").assertTextContains("could not be read", substring = true)
        onNodeWithText("OK").performClick()
        onNodeWithTag("notice").assertDoesNotExist()
        square(0).assert(hasContentDescription("Blue 1 on a1"))
        onNodeWithTag("status").assertTextContains("Blue to move")
        assertEquals("{\"format\": \"not a game", File(dir, "game.unreadable.json").readText())
        assertTrue(File(dir, "game.json").readText().contains("moves"), "the new game is saved")
    }

    @Test
    fun undoRedoAndBrowsing_followTheSession() = runApp {
        launch(dir)
        play(2, 20)
        onNodeWithTag("move-1").assertTextContains("1. c1-c3")
        onNodeWithTag("undo").performClick()
        square(2).assert(hasContentDescription("Blue 3 on c1"))
        onNodeWithTag("redo").performClick()
        square(20).assert(hasContentDescription("Blue 3 on c3, last move"))
        onNode(hasContentDescription("Previous move")).performClick()
        onNodeWithTag("status").assertTextContains("After move 0 of 1")
        square(2).assert(hasContentDescription("Blue 3 on c1"))
        onNodeWithTag("live").performClick()
        square(20).assert(hasContentDescription("Blue 3 on c3, last move"))
    }

    @Test
    fun aMove_isAnnounced_andSounded() = runApp {
        val sounds = RecordedSounds()
        launch(dir, sounds = sounds)
        play(2, 20)
        onNodeWithTag("announcement").assertTextContains("Blue played c1-c3")
        assertEquals(listOf(Sound.MOVE), sounds.played)
    }

    @Test
    fun aCapture_isAnnouncedAsOne_andSoundedAsOne() = runApp {
        val sounds = RecordedSounds()
        launch(dir, savedGame(TWO_FORMULAS_GAME_GOES_ON), sounds = sounds)
        captureOnA5()
        onNodeWithTag("announcement").assertTextContains("Blue captured: a1xa5=7-4. Red 9 on a5 taken (7 − 4 = 3)")
        onNodeWithTag("last-captures").assertTextEquals("Red 9 on a5 taken (7 − 4 = 3)")
        assertEquals(listOf(Sound.CAPTURE), sounds.played)
    }

    @Test
    fun aRefusedTap_isSounded_andTheStatusSaysWhy() = runApp {
        val sounds = RecordedSounds()
        launch(dir, sounds = sounds)
        play(13)
        onNodeWithTag("status").assertTextContains("0", substring = true)
        waitForIdle()
        assertEquals(listOf(Sound.REFUSED), sounds.played)
    }

    @Test
    fun theSameRefusalTwice_isSoundedTwice() = runApp {
        val sounds = RecordedSounds()
        launch(dir, sounds = sounds)
        play(13)
        play(13)
        waitForIdle()
        assertEquals(listOf(Sound.REFUSED, Sound.REFUSED), sounds.played, "the core tells each refusal with its own id")
    }

    /** As on iOS (`GameNoteTests`): the move's sound, no haptic, and the screen reader's words. */
    @Test
    fun anUndoAndARedo_soundLikeAMove_andAreAnnounced_withNoHaptic() = runApp {
        val sounds = RecordedSounds()
        val haptics = RecordedHaptics()
        launch(dir, sounds = sounds, haptics = haptics)
        play(2, 20)
        onNodeWithTag("undo").performClick()
        waitForIdle()
        onNodeWithTag("announcement").assertTextEquals("Move taken back.")
        onNodeWithTag("redo").performClick()
        waitForIdle()
        onNodeWithTag("announcement").assertTextEquals("Move played again.")
        assertEquals(listOf(Sound.MOVE, Sound.MOVE, Sound.MOVE), sounds.played)
        assertEquals(1, haptics.performed.size, "the move's only")
    }

    @Test
    fun withSoundsOff_nothingIsPlayed() = runApp {
        val sounds = RecordedSounds()
        val preferences = vn.mathchess.ui.model.MemoryPreferenceStore(mutableMapOf("preferences.sound" to false))
        launch(dir, sounds = sounds, preferences = preferences)
        play(2, 20)
        assertEquals(emptyList(), sounds.played)
    }

    @Test
    fun backFromAnotherScreen_theLastMoveIsNeitherSoundedNorFeltAgain() = runApp {
        val sounds = RecordedSounds()
        val haptics = RecordedHaptics()
        launch(dir, sounds = sounds, haptics = haptics)
        play(2, 20)
        onNodeWithTag("rules").performClick()
        waitForIdle()
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(listOf(Sound.MOVE), sounds.played)
        assertEquals(1, haptics.performed.size)
    }

    @Test
    fun theHint_marksAMove_andGoesWhenTheGameChanges() = runApp {
        launch(dir)
        onNodeWithTag("hint").assertIsEnabled().performClick()
        waitUntil(timeoutMillis = 30_000) { onAllNodes(hasText("Try ", substring = true)).fetchSemanticsNodes().isNotEmpty() }
        onNodeWithTag("hint").assertIsNotEnabled()
        play(2, 20)
        onNodeWithTag("hint-text").assertDoesNotExist()
        onNodeWithTag("hint").assertIsEnabled()
    }

    @Test
    fun theHint_isNotOfferedWhileTheComputerIsToMove() = runApp {
        val model = launch(dir, savedGame(START, Mode.VsComputer(Side.RED, 8u)))
        if (model.ready.snapshot.history.moveCount() == 0u) onNodeWithTag("hint").assertIsNotEnabled()
    }

    @Test
    fun resign_isAskedTwice_andThenTheGameOverCardOffersToPlayAgain() = runApp {
        val model = launch(dir)
        onNodeWithTag("resign-blue").performClick()
        onNodeWithText("Resign this game?").assertIsDisplayed()
        onNodeWithText("Cancel").performClick()
        waitForIdle()
        assertEquals(null, model.ready.snapshot.ending)
        onNodeWithTag("resign-blue").performClick()
        onNodeWithTag("confirm-resign-blue").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Red wins"))
        onNodeWithTag("play-again").performClick()
        waitForIdle()
        onNodeWithTag("outcome").assertDoesNotExist()
        assertEquals(null, model.ready.snapshot.ending)
    }

    @Test
    fun aRefusedTapsReason_goesWhenTheResignQuestionIsCancelled() = runApp {
        val model = launch(dir)
        square(13).performClick() // e2: Blue's 0
        waitForIdle()
        onNodeWithTag("status").assertTextEquals("A 0 never moves.")
        onNodeWithTag("resign-blue").performClick()
        onNodeWithText("Cancel").performClick()
        waitForIdle()
        assertEquals(null, model.ready.snapshot.rejection)
        onNodeWithTag("status").assertTextEquals("Blue to move")
    }

    @Test
    fun faceToFace_theFarPlayerIsAskedInPlace_insideTheirTurnedPanel() = runApp(800, 1280) {
        launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        onNodeWithTag("resign-red").performClick()
        onNode(hasTestTag("confirm-resign-red") and hasAnyAncestor(upsideDown)).assertExists()
        onNodeWithTag("confirm-resign-red").performClick()
        waitForIdle()
        // The result twice: once for each player, the far one's turned to them.
        onAllNodes(hasTestTag("outcome") and hasAnyDescendantText("Blue wins")).assertCountEquals(2)
        onNode(hasTestTag("outcome") and upsideDown).assertExists()
    }

    /**
     * Face to face, the far player's question in place keeps clear of their
     * "Offer draw", and its buttons of each other ("Offer draw" ran into
     * "Resign this game?", Cancel touched Resign), each whole, on a tablet
     * and on a phone.
     */
    @Test
    fun faceToFace_theFarPlayersResignQuestion_isNotCrowded() {
        for ((width, height) in listOf(800 to 1280, PHONE_WIDTH to PHONE_HEIGHT)) runApp(width, height) {
            launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = width, heightDp = height)
            play(2, 20)
            onNodeWithTag("resign-red").performClick()
            waitForIdle()
            val parts = listOf("offer-draw-red", "resign-question-red", "confirm-resign-red", "cancel-resign-red").map { tag ->
                val node = onNodeWithTag(tag).fetchSemanticsNode()
                assertTrue(abs(node.size.width - node.boundsInRoot.width) <= 0.5f, "$width×$height: $tag cut off")
                tag to node.boundsInRoot
            }.sortedBy { it.second.left }
            for ((before, after) in parts.zipWithNext()) {
                val gap = after.second.left - before.second.right
                val sameRow = after.second.top < before.second.bottom && before.second.top < after.second.bottom
                assertTrue(!sameRow || gap >= 4f - 0.5f, "$width×$height: ${before.first} ${before.second} and ${after.first} ${after.second}")
            }
        }
    }

    @Test
    fun aDrawOffer_isAnsweredFromTheOtherPanel() = runApp {
        val model = launch(dir)
        onNodeWithTag("offer-draw-blue").performClick()
        onNodeWithTag("offer-draw-red").assertDoesNotExist()
        onNodeWithTag("accept-draw-red").performClick()
        waitForIdle()
        assertEquals(null, model.ready.snapshot.ending?.winner)
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Draw"))
    }

    @Test
    fun theReview_marksEachMove_andCountsEachSidesMistakes() = runApp {
        launch(dir)
        play(2, 20, 92, 74)
        onNodeWithTag("review-game").performClick()
        waitUntil(timeoutMillis = 60_000) { onAllNodes(hasTestTag("review-counts-blue")).fetchSemanticsNodes().isNotEmpty() }
        onNodeWithTag("review-counts-blue").assertTextContains("Blue:", substring = true)
        onNodeWithTag("review-counts-red").assertTextContains("blunders", substring = true)
        onNodeWithTag("reviewed-2").performClick()
        waitForIdle()
        onNodeWithTag("status").assertTextContains("After move 1 of 2")
    }

    @Test
    fun settings_turnCoordinatesOff_andAreKept() = runApp {
        val preferences = vn.mathchess.ui.model.MemoryPreferenceStore()
        val model = launch(dir, preferences = preferences)
        onNodeWithText("11").assertExists()
        onNodeWithTag("settings").performClick()
        onNodeWithTag("setting-coordinates").performClick()
        onNodeWithTag("setting-haptics").performClick()
        onNodeWithTag("back").performClick()
        waitForIdle()
        onNodeWithText("11").assertDoesNotExist()
        assertFalse(model.ready.preferences.coordinates)
        runBlocking { model.settle() } // the preferences are written on the disk dispatcher
        assertEquals(false, preferences.boolean("preferences.coordinates"))
        assertEquals(false, preferences.boolean("preferences.haptics"))
    }

    @Test
    fun theRulesScreen_drawsTheCoresExamples() = runApp {
        launch(dir)
        onNodeWithTag("rules").performClick()
        waitForIdle()
        for (topic in listOf("step", "capture", "zero_in_danger")) onNodeWithTag("rule-$topic").assertExists()
        onNodeWithText("7 − 4 = 3").assertExists()
        onNodeWithTag("back").performClick()
        onNodeWithTag("board").assertExists()
    }

    /** Whether the Blue 3's move c1-c3 is drawn sliding 50 ms after it was played. */
    private fun slidesWhen(animate: Boolean): Boolean {
        var sliding = false
        runApp {
            mainClock.autoAdvance = false
            launch(dir, animate = animate)
            play(2)
            square(20).performClick()
            mainClock.advanceTimeByFrame()
            mainClock.advanceTimeBy(50)
            sliding = onAllNodes(hasTestTag("sliding-piece"), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()
            mainClock.advanceTimeBy(1_000)
            onNodeWithTag("sliding-piece", useUnmergedTree = true).assertDoesNotExist()
        }
        return sliding
    }

    @Test
    fun theMovedPiece_slides() = assertTrue(slidesWhen(animate = true))

    @Test
    fun withAnimationsOff_theMovedPieceDoesNotSlide() = assertFalse(slidesWhen(animate = false))
}
