package vn.mathchess.desktop

import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasAnyDescendant
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import java.io.File
import java.nio.file.Files
import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.core.presetRules
import vn.mathchess.ui.text.StringKey

/** What TalkBack reads: every square, the marks, the panels, and the live regions that announce what happens. */
@OptIn(ExperimentalTestApi::class)
class AccessibilityTest {
    private val dir: File = Files.createTempDirectory("mathchess-a11y").toFile()
    private val polite = SemanticsMatcher.expectValue(SemanticsProperties.LiveRegion, LiveRegionMode.Polite)

    private fun description(node: SemanticsNodeInteraction): String =
        node.fetchSemanticsNode().config[SemanticsProperties.ContentDescription].joinToString()

    @Test
    fun everySquare_isReadByTheCoresName() = runApp {
        launch(dir)
        val names = GameSession(presetRules(Preset.CHESSPLAYX), Mode.TwoPlayers).use { it.squareNames() }
        assertEquals(99, names.size)
        for ((index, name) in names.withIndex()) {
            val text = description(square(index))
            assertTrue(text.endsWith("on $name") || text == "$name, empty", "square $index: $text")
        }
    }

    @Test
    fun theSelectedPiece_isSelectedForTheReader_tooAndOnlyIt() = runApp {
        launch(dir)
        play(2)
        square(2).assertIsSelected()
        square(3).assertIsNotSelected()
        play(3)
        square(3).assertIsSelected()
        square(2).assertIsNotSelected()
    }

    @Test
    fun aZeroThatCanBeTaken_isReadAsInDanger() = runApp {
        launch(dir, savedGame(ZERO_TAKEN_NEXT))
        square(36).assert(hasContentDescription("Red 0 on a5, in danger"))
        square(8).assert(hasContentDescription("Blue 0 on i1"))
    }

    /** The red ring is explained on the game screen while a 0 wears it (only the rules said what it meant). */
    @Test
    fun aZeroInDanger_theStatusSaysWhatTheRedRingMeans() = runApp {
        launch(dir, savedGame(ZERO_TAKEN_NEXT))
        onNodeWithTag("danger-legend").assertTextContains("A 0 ringed in red can be captured on the next move", substring = true)
    }

    @Test
    fun noZeroInDanger_noLegend() = runApp {
        launch(dir, savedGame(START))
        onNodeWithTag("danger-legend").assertDoesNotExist()
    }

    @Test
    fun faceToFace_theFarSidesSquares_readTheSameAsUpright() = runApp(800, 1280) {
        launch(dir, savedGame(START, orientation = Orientation.FaceToFace(Side.BLUE)), widthDp = 800, heightDp = 1280)
        square(98).assert(hasContentDescription("Red 1 on i11"))
        square(85).assert(hasContentDescription("Red 0 on e10"))
        square(0).assert(hasContentDescription("Blue 1 on a1"))
    }

    @Test
    fun theBoard_isNamed() = runApp {
        launch(dir)
        onNodeWithTag("board").assert(hasContentDescription("Board"))
    }

    @Test
    fun thePiecesCaptured_areReadOut() = runApp {
        launch(dir, savedGame(TWO_FORMULAS_GAME_GOES_ON))
        captureOnA5()
        onNodeWithTag("panel-blue").assert(hasAnyDescendant(hasContentDescription("Captured: 9")))
    }

    @Test
    fun theStatus_theChoiceAndTheAnnouncements_areLiveRegions() = runApp {
        launch(dir, savedGame(TWO_FORMULAS))
        onNodeWithTag("status").assert(polite)
        onNodeWithTag("announcement").assert(polite)
        play(0, 36)
        onNode(hasText("Capture on a5: which formula?") and polite).assertExists()
    }

    @Test
    fun aRefusedTap_isNotAnnounced_theStatusSaysWhy() = runApp {
        launch(dir)
        play(2, 20)
        play(13)
        onNodeWithTag("announcement").assert(hasText(""))
        onNodeWithTag("status").assertTextContains("That piece is not to move.")
    }

    @Test
    fun aTapOutOfReach_saysWhichPieceCannotReachWhere() = runApp {
        launch(dir)
        play(0, 45)
        onNodeWithTag("status").assertTextContains("Blue 1 on a1 cannot reach a6.")
        square(0).assert(hasContentDescription("Blue 1 on a1"))
    }

    @Test
    fun theSquares_areReadInTheAppsLanguage() = runApp {
        val vietnamese = XmlStrings.forLocale(Locale.forLanguageTag("vi"))
        launch(dir, strings = vietnamese)
        val blue = vietnamese.get(StringKey.SIDE_BLUE)
        val expected = vietnamese.get(StringKey.SQUARE_PIECE, blue, 3, "c1")
        square(2).assert(hasContentDescription(expected))
        onNodeWithText(english.get(StringKey.TO_MOVE_SIDE, "Blue")).assertDoesNotExist()
    }

    @Test
    fun aSixAndANine_areBarredUnderTheirNumber_soThatTurnedTheyAreNotConfused() = runApp {
        launch(dir)
        // The bar lies 0.8 down the disc, which fills 0.8 of its square from 0.1: at 0.74 of the square.
        fun barred(square: Int): Boolean {
            val pixels = pixels("square-$square")
            // White on the disc's blue or red: near the piece text's colour, not the disc's.
            return pixels[pixels.width / 2, (pixels.height * 0.74f).toInt()].luminance() > 0.8f
        }
        assertTrue(barred(5), "Blue 6 on f1")
        assertTrue(barred(8), "Blue 9 on i1")
        assertTrue(barred(90), "Red 9 on a11")
        assertFalse(barred(4), "Blue 5 on e1")
        assertFalse(barred(7), "Blue 8 on h1")
    }
}
