package vn.mathchess.desktop

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import java.io.File
import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.core.presetRules
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.model.loadRuleExamples
import vn.mathchess.ui.theme.MathChessTheme

/**
 * Renders the game screen headless (skia, no window) into PNG files in
 * `docs/` (system property `mathchess.screenshots`), from snapshots of real
 * sessions: a phone upright, a tablet face to face, the move-choice sheet,
 * and a finished game on a tablet lying sideways in the dark theme.
 */
class ScreenshotTest {
    private val out = File(System.getProperty("mathchess.screenshots") ?: "target/screenshots")
    private val strings = XmlStrings.forLocale(Locale.ENGLISH)

    private fun session(position: String, orientation: Orientation? = null): GameSession =
        GameSession.fromPosition(position, presetRules(Preset.CHESSPLAYX), Mode.TwoPlayers).also { session ->
            orientation?.let(session::setOrientation)
        }

    /** Taps the squares in order; each pair is one move, checked to be played. */
    private fun GameSession.play(vararg squares: Int): Snapshot {
        var snapshot = snapshot()
        for (square in squares) snapshot = tap(square.toUInt())
        assertEquals(null, snapshot.rejection, "taps ${squares.toList()}")
        return snapshot
    }

    private fun render(name: String, widthDp: Int, heightDp: Int, density: Float, dark: Boolean, snapshot: Snapshot) =
        render(name, widthDp, heightDp, density, dark, GameUiState.Ready(snapshot, Screen.GAME, GameSetup()))

    private fun render(name: String, widthDp: Int, heightDp: Int, density: Float, dark: Boolean, state: GameUiState) {
        val scene = ImageComposeScene(
            width = (widthDp * density).toInt(),
            height = (heightDp * density).toInt(),
            density = Density(density),
        ) {
            App(state, dark)
        }
        var image: Image? = null
        // Let the sheet slide in and the move list scroll.
        for (frame in 0..60) image = scene.render(frame * 16_666_667L)
        scene.close()
        val png = assertNotNull(assertNotNull(image).encodeToData(EncodedImageFormat.PNG)).bytes
        out.mkdirs()
        File(out, "$name.png").writeBytes(png)
        assertTrue(png.size > 20_000, "$name.png has content")
    }

    @Composable
    private fun App(state: GameUiState, dark: Boolean) {
        MathChessTheme(strings, darkTheme = dark) {
            MathChessApp(state, NoActions, onNewGame = {}, onShow = {})
        }
    }

    @Test
    fun phonePortrait() = session(START).use { game ->
        // c1-c3, c11-c9, g1-g4, g11-g9, then the Blue 7 on g4 selected.
        game.play(2, 20, 92, 74, 6, 33, 96, 78, 33)
        render("screenshot-phone", 412, 892, 2f, dark = false, snapshot = game.snapshot())
    }

    @Test
    fun tabletFaceToFace() = session(START, Orientation.FaceToFace(Side.BLUE)).use { game ->
        // c1-c3, c11-c9, d1-d4, then Red's 5 on e11 selected by the far player.
        game.play(2, 20, 92, 74, 3, 30, 94)
        render("screenshot-tablet-face-to-face", 800, 1280, 1.5f, dark = false, snapshot = game.snapshot())
    }

    @Test
    fun moveChoiceSheet() = session(TWO_FORMULAS).use { game ->
        val snapshot = game.play(0, 36)
        assertEquals(2, snapshot.choice?.options?.size)
        render("screenshot-move-choice", 412, 892, 2f, dark = false, snapshot = snapshot)
    }

    @Test
    fun gameOver() = session("R9R8R7R6R5R4R3R2R1/9/9/9/9/9/R08/9/9/B48/B77B0 b", Orientation.Fixed(Side.BLUE)).use { game ->
        game.play(0, 36)
        val snapshot = game.choose(0u)
        assertNotNull(snapshot.outcome)
        render("screenshot-game-over", 1280, 800, 1.5f, dark = true, snapshot = snapshot)
    }

    @Test
    fun newGameAndRulesScreens() = session(START).use { game ->
        val ready = GameUiState.Ready(game.snapshot(), Screen.NEW_GAME, GameSetup(mode = Mode.VsComputer(Side.RED, 4u)))
        render("screenshot-new-game", 412, 892, 2f, dark = false, state = ready)
        val rules = ready.copy(screen = Screen.RULES, ruleExamples = loadRuleExamples())
        render("screenshot-rules", 412, 892, 2f, dark = true, state = rules)
    }
}
