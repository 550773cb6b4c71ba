package vn.mathchess.desktop

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import vn.mathchess.core.CaptureRule
import vn.mathchess.core.EndKind
import vn.mathchess.core.FlagDuty
import vn.mathchess.core.GameEnd
import vn.mathchess.core.GameKind
import vn.mathchess.core.Rejection
import vn.mathchess.core.Side
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.model.Analysis
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.RustLibrary
import vn.mathchess.ui.theme.LightBoard

/**
 * Capture the Flag played by clicks over the real library: chosen on the
 * new-game screen, drawn on its own board, its captures said with their
 * rules, the guard's return and the siege, and its ends.
 */
@OptIn(ExperimentalTestApi::class)
class FlagGameTest {
    private val dir: File = Files.createTempDirectory("mathchess-flag").toFile()

    @Test
    fun chosenOnTheNewGameScreen_itIsPlayedOnItsOwnBoard() = runApp {
        val model = launch(dir)
        startCaptureTheFlag()
        val snapshot = model.ready.snapshot
        assertEquals(GameKind.CAPTURE_THE_FLAG, snapshot.game)
        assertEquals(GameKind.CAPTURE_THE_FLAG, model.ready.setup.game)
        val squares = SemanticsMatcher("a square") { it.config.getOrElseNullable(SemanticsProperties.TestTag) { null }?.startsWith("square-") == true }
        assertEquals(11 * 12, onAllNodes(squares).fetchSemanticsNodes().size)
        square(flagSquare("f3")).assert(hasContentDescription("f3, empty, Blue flag"))
        square(flagSquare("e3")).assert(hasContentDescription("Blue 15 on e3, Blue guard home"))
        square(flagSquare("e9")).assert(hasContentDescription("e9, empty, Blue attack point"))
        square(flagSquare("k12")).assert(hasContentDescription("Red 10 on k12"))
        val board = pixels("board")
        assertTrue(board.contains(LightBoard.blueGround) && board.contains(LightBoard.redGround), "each side's squares")
        for ((name, drawn) in listOf("a7" to true, "a6" to true, "a8" to false, "a5" to false)) {
            assertEquals(drawn, pixels("square-${flagSquare(name)}").contains(LightBoard.divider), "the line between ranks 6 and 7, on $name")
        }
        onNodeWithTag("score-blue").assertDoesNotExist()
    }

    @Test
    fun faceToFace_onATablet_theFarSidesPiecesAndPanelAreTurnedToIt() = runApp(800, 1280) {
        val model = launch(dir, widthDp = 800, heightDp = 1280)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("game-capture_the_flag").performClick()
        onNodeWithTag("orientation-2").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
        onNodeWithTag("layout-face-to-face").assertExists()
        onNodeWithTag("panel-red").assert(upsideDown)
        onNode(hasAnyAncestor(hasTestTag("square-${flagSquare("k12")}")) and upsideDown, useUnmergedTree = true).assertExists()
        onNode(hasAnyAncestor(hasTestTag("square-${flagSquare("k1")}")) and upsideDown, useUnmergedTree = true).assertDoesNotExist()
        playFlag("c1", "b2", "c12", "b11")
        assertEquals(2u, model.ready.snapshot.history.moveCount())
    }

    @Test
    fun againstTheComputer_asRed_theComputerOpensForBlue() = runApp {
        val model = launch(dir)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("game-capture_the_flag").performClick()
        onNodeWithTag("vs-computer").performClick()
        onNodeWithTag("human-red").performClick()
        onNodeWithTag("start").performClick()
        waitForNode(hasTestTag("move-1"))
        val snapshot = model.ready.snapshot
        assertEquals(GameKind.CAPTURE_THE_FLAG, snapshot.game)
        assertEquals(Side.RED, snapshot.turn)
        onNodeWithTag("panel-blue").assert(hasAnyDescendantText("Blue · Computer · Level ${model.ready.core.defaultLevel}"))
    }

    @Test
    fun aGame_playedByClicks_isSaved_undone_andResigned() = runApp {
        val model = launch(dir)
        startCaptureTheFlag()
        playFlag("c1")
        assertTrue(model.ready.snapshot.cells.any { it.marks.stepTarget }, "the 6 on c1 can move")
        playFlag("b2", "c12", "b11", "b2", "c3", "b11", "c10")
        assertEquals(4u, model.ready.snapshot.history.moveCount())
        onNodeWithTag("move-4").assertExists()
        square(flagSquare("c10")).assert(hasContentDescription("Red 7 on c10, last move"))
        onNodeWithTag("undo").performClick()
        waitForIdle()
        assertEquals(3u, model.ready.snapshot.history.moveCount())
        // What the app saved restores the same game.
        RustLibrary.restore(assertNotNull(DiskGameFile(dir).read())).use { saved ->
            assertEquals(GameKind.CAPTURE_THE_FLAG, saved.snapshot().game)
            assertEquals(3u, saved.snapshot().history.moveCount())
        }
        onNodeWithTag("resign-red").performClick()
        onNodeWithTag("confirm-resign-red").performClick()
        waitForIdle()
        assertEquals(GameEnd(Side.BLUE, EndKind.RESIGNATION, Side.RED), model.ready.snapshot.ending)
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Blue wins"))
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Red resigned."))
    }

    /**
     * c5-c9 is a chain that turns: over d6 to e7, then back over d8. The
     * piece goes there a jump at a time, through e7, not straight up the
     * c file through the pieces in its way.
     */
    @Test
    fun aJumpChain_slidesAlongItsPath_throughEachLanding() = runApp {
        mainClock.autoAdvance = false
        val model = launch(dir, flagRecord(FLAG_JUMPS), animate = true)
        playFlag("c5")
        square(flagSquare("c9")).performClick()
        assertEquals(listOf("c5", "e7", "c9"), model.ready.snapshot.lastPath.map { it.name })
        val centres = mutableListOf<Offset>()
        repeat(60) {
            mainClock.advanceTimeBy(16)
            val sliding = onAllNodes(hasTestTag("sliding-piece"), useUnmergedTree = true).fetchSemanticsNodes()
            sliding.singleOrNull()?.let { centres += it.boundsInRoot.center }
        }
        assertTrue(centres.size > 10, "the piece slides: ${centres.size} frames")
        val e7 = bounds("square-${flagSquare("e7")}")
        assertTrue(centres.any { (it - e7.center).getDistance() < e7.width / 4 }, "it lands on e7 on its way")
        val straight = listOf("c6", "c7", "c8").map { bounds("square-${flagSquare(it)}") }
        assertTrue(centres.none { centre -> straight.any { it.contains(centre) } }, "it does not go straight up the c file")
        onNodeWithTag("sliding-piece", useUnmergedTree = true).assertDoesNotExist()
        square(flagSquare("c9")).assert(hasContentDescription("Blue 6 on c9, last move"))
    }

    @Test
    fun aCapture_isShownAndAnnounced_withItsRule() = runApp {
        val sounds = RecordedSounds()
        val model = launch(dir, flagRecord(FLAG_FOUR_AROUND), sounds = sounds)
        playFlag("e7", "d8")
        val taken = assertNotNull(model.ready.snapshot.lastCaptures.singleOrNull())
        assertEquals(flagSquare("d9").toUByte(), taken.place.index)
        assertEquals(listOf(CaptureRule.Q), taken.rules.map { it.rule })
        onNodeWithTag("last-captures").assertTextEquals("Red 1 on d9 taken (four around)")
        onNodeWithTag("announcement").assertTextContains("Red 1 on d9 taken (four around)", substring = true)
        square(flagSquare("d9")).assert(hasContentDescription("d9, empty, taken here"))
        assertEquals(listOf(Sound.CAPTURE), sounds.played)
    }

    @Test
    fun aGuardsSortie_takesWithItsArithmetic_andTheGuardMustGoBack() = runApp {
        val model = launch(dir, flagRecord(FLAG_SORTIE))
        playFlag("f4", "e5")
        val rule = assertNotNull(model.ready.snapshot.lastCaptures.singleOrNull()?.rules?.singleOrNull())
        assertEquals(CaptureRule.G, rule.rule)
        onNodeWithTag("last-captures").assertTextEquals("Red 5 on e6 taken (guard's pincer: ${rule.working})")
        playFlag("a10", "b11")
        onNodeWithTag("status").assertTextEquals("The guard on e5 must go back to f4 now.")
        assertIs<FlagDuty.ReturnGuard>(model.ready.snapshot.duties.single())
        // Another piece tapped: the duty is why it cannot move, and the line still says it.
        playFlag("a1")
        assertEquals(Rejection.NO_MOVES, model.ready.snapshot.rejection)
        onNodeWithTag("status").assertTextEquals("The guard on e5 must go back to f4 now.")
        playFlag("e5", "f4")
        assertEquals(emptyList(), model.ready.snapshot.duties)
        onNodeWithTag("status").assertTextEquals("Red to move")
    }

    @Test
    fun aGuardTaken_besiegesItsSide_untilItTakesACaptorBack() = runApp {
        val model = launch(dir, flagRecord(FLAG_SIEGE))
        // Before Red's move, the guard it can take is marked.
        square(flagSquare("f4")).assert(hasContentDescription("Blue 16 on f4, Blue guard home, in danger"))
        assertTrue(pixels("square-${flagSquare("f4")}").contains(LightBoard.danger))
        playFlag("g6", "f5")
        assertEquals(listOf(CaptureRule.S), model.ready.snapshot.lastCaptures.single().rules.map { it.rule })
        onNodeWithTag("status").assertTextContains("Blue is besieged: take a piece on", substring = true)
        onNodeWithTag("announcement").assertTextContains("Blue is besieged", substring = true)
        // The captors, the core's to name, are marked on the board and said: the S's three.
        val captors = model.ready.snapshot.cells.filter { it.marks.siegeCaptor }.map { it.name }.sorted()
        assertEquals(listOf("e4", "f5", "g4"), captors)
        square(flagSquare("e4")).assert(hasContentDescription("Red 3 on e4, Red attack point, must be taken to lift the siege"))
        square(flagSquare("f5")).assert(hasContentDescription("must be taken to lift the siege", substring = true))
        for (name in captors) assertTrue(pixels("square-${flagSquare(name)}").contains(LightBoard.capture), "the sight on $name")
        assertFalse(pixels("square-${flagSquare("e5")}").contains(LightBoard.capture), "no sight on e5")
        playFlag("e3", "f4")
        val lifted = model.ready.snapshot
        assertTrue(lifted.duties.none { it is FlagDuty.LiftSiege }, "the siege is lifted")
        assertTrue(lifted.cells.none { it.marks.siegeCaptor }, "and its marks gone")
        assertEquals(flagSquare("e4").toUByte(), lifted.lastCaptures.single().place.index)
        assertNull(lifted.ending)
    }

    /**
     * Blue's 1 steps onto its attack point e9, one move from Red's flag
     * (Example 10): Red is told, and the point's mark stays in its own colour
     * in the corner, over the last move's tint; once Red's 4 attacks the 1 from d9,
     * the warning is gone.
     */
    @Test
    fun the1OnAnAttackPoint_isWarnedOf_andThePointStaysMarked() = runApp {
        val model = launch(dir, flagRecord(FLAG_ONE_NEAR))
        playFlag("d8", "e9")
        val threat = model.ready.snapshot.flagThreats.single()
        assertEquals(Side.RED, threat.defender)
        assertEquals("f10" to "e9", threat.flag.name to threat.one.name)
        val warning = "The Red flag on f10 is in danger: the Blue\u00A01 on e9 enters it next move unless it is taken or attacked."
        onNodeWithTag("status").assertTextEquals(warning)
        onNodeWithTag("announcement").assertTextContains(warning, substring = true)
        assertEquals(LightBoard.blue.toArgb(), pixels("square-${flagSquare("e9")}")[2, 2].toArgb(), "the attack point's corner")
        playFlag("c8", "d9")
        assertEquals(emptyList(), model.ready.snapshot.flagThreats)
        onNodeWithTag("status").assertTextEquals("Blue to move")
    }

    @Test
    fun aGame_isReviewedByTheEngine_moveByMove() = runApp {
        val model = launch(dir, flagRecord(FLAG_SORTIE))
        playFlag("f4", "e5", "a10", "b11")
        onNodeWithTag("review-game").performClick()
        waitUntil(timeoutMillis = 60_000) { model.ready.analysis is Analysis.Done }
        val done = model.ready.analysis as Analysis.Done
        assertEquals(listOf("f4xe5", "a10-b11"), done.moves.map { it.played })
        waitForNode(hasTestTag("review-counts-red"))
    }

    @Test
    fun theOneEnteringTheFlag_winsTheGame() = runApp {
        val sounds = RecordedSounds()
        val model = launch(dir, flagRecord(FLAG_ENTRY), sounds = sounds)
        playFlag("e9", "f10")
        assertEquals(GameEnd(Side.BLUE, EndKind.FLAG), model.ready.snapshot.ending)
        onNodeWithTag("outcome").assert(hasAnyDescendantText("Blue wins"))
        onNodeWithTag("outcome").assert(hasAnyDescendantText("The 1 entered the enemy flag."))
        onNodeWithTag("announcement").assertTextContains("Blue wins. The 1 entered the enemy flag.")
        assertEquals(listOf(Sound.GAME_OVER), sounds.played)
    }
}
