package vn.mathchess.desktop

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import java.io.File
import kotlin.io.path.createTempDirectory
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.core.presetRules
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.model.Analysis
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Learn
import vn.mathchess.ui.model.LearnModel
import vn.mathchess.ui.model.ModelDispatchers
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.model.RustLibrary
import vn.mathchess.ui.model.Screen

/**
 * Renders the app headless (skia, no window) into PNG files in the build's
 * `target/screenshots/`, or in `docs/` when `android/desktop/screenshots.sh`
 * updates the committed ones (system property `mathchess.screenshots`), from real sessions: a phone
 * upright, the move choice, a tablet face to face, the hint, the game's
 * review, a finished game on a tablet lying sideways in the dark theme, the
 * new-game and the rules screens; Capture the Flag's opening and a capture;
 * the Learn screen's course, a lesson's refused try, a puzzle failed with its
 * hint, and a Capture the Flag lesson lying sideways in the dark theme.
 */
class ScreenshotTest {
    private val out = File(System.getProperty("mathchess.screenshots") ?: "target/screenshots")
    private val facts = RustLibrary.facts()

    private fun session(position: String, orientation: Orientation? = null, mode: Mode = Mode.TwoPlayers): GameSession =
        GameSession.fromPosition(position, presetRules(Preset.CHESSPLAYX), mode).also { session ->
            orientation?.let(session::setOrientation)
        }

    /** Taps the squares in order, each checked to be accepted. */
    private fun GameSession.play(vararg squares: Int): Snapshot {
        var snapshot = snapshot()
        for (square in squares) snapshot = tap(square.toUInt())
        assertEquals(null, snapshot.rejection, "taps ${squares.toList()}")
        return snapshot
    }

    private fun ready(snapshot: Snapshot, screen: Screen = Screen.GAME) =
        GameUiState.Ready(snapshot, screen, GameSetup(), Preferences(), facts)

    private fun render(name: String, widthDp: Int, heightDp: Int, density: Float, dark: Boolean, state: GameUiState, learn: Learn? = null) {
        val scene = ImageComposeScene(
            width = (widthDp * density).toInt(),
            height = (heightDp * density).toInt(),
            density = Density(density),
        ) {
            TestApp({ MathChessApp(state, NoActions(), learn = learn) }, widthDp, heightDp, dark = dark)
        }
        var image: Image? = null
        // Let the move list scroll.
        for (frame in 0..60) image = scene.render(frame * 16_666_667L)
        scene.close()
        val png = assertNotNull(assertNotNull(image).encodeToData(EncodedImageFormat.PNG)).bytes
        out.mkdirs()
        File(out, "$name.png").writeBytes(png)
        assertTrue(png.size > 20_000, "$name.png has content")
    }

    @Test
    fun phonePortrait() = session(START).use { game ->
        // c1-c3, c11-c9, g1-g4, g11-g9, then the Blue 7 on g4 selected.
        game.play(2, 20, 92, 74, 6, 33, 96, 78, 33)
        render("screenshot-phone", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = false, state = ready(game.snapshot()))
    }

    @Test
    fun moveChoice() = session(TWO_FORMULAS).use { game ->
        val snapshot = game.play(0, 36)
        assertEquals(2, snapshot.choice?.options?.size)
        render("screenshot-move-choice", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = false, state = ready(snapshot))
    }

    @Test
    fun tabletFaceToFace() = session(START, Orientation.FaceToFace(Side.BLUE)).use { game ->
        // c1-c3, c11-c9, d1-d4, then Red's 5 on e11 selected by the far player.
        game.play(2, 20, 92, 74, 3, 30, 94)
        render("screenshot-tablet-face-to-face", 800, 1280, 1.5f, dark = false, state = ready(game.snapshot()))
    }

    @Test
    fun hint() = session(START).use { game ->
        game.play(2, 20, 92, 74)
        val state = game.hintJob().use { job ->
            assertNotNull(job.run())
            ready(game.showHint(job))
        }
        render("screenshot-hint", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = false, state = state)
    }

    @Test
    fun review() = session(START).use { game ->
        game.play(2, 20, 92, 74, 6, 33, 96, 78, 3, 30)
        val review = game.reviewGame().use { it.run() }
        val counts = Side.entries.associateWith { side ->
            ReviewMark.entries.associateWith { mark -> review.count(side, mark).toInt() }
        }
        val analysis = Analysis.Done(review.moves(), counts)
        review.close()
        render("screenshot-review", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = false, state = ready(game.snapshot(), Screen.REVIEW).copy(analysis = analysis))
    }

    @Test
    fun gameOver() = session("R9R8R7R6R5R4R3R2R1/9/9/9/9/9/R08/9/9/B48/B77B0 b", Orientation.Fixed(Side.BLUE)).use { game ->
        game.play(0, 36)
        val snapshot = game.choose(0u)
        assertNotNull(snapshot.ending)
        render("screenshot-game-over", 1280, 800, 1.5f, dark = true, state = ready(snapshot))
    }

    @Test
    fun flagPhonePortrait() = GameSession.ofGame(GameKind.CAPTURE_THE_FLAG, Mode.TwoPlayers).use { game ->
        // c1-b2, c12-b11, g1-h2, i12-j11, then the Blue 6 on b2 selected.
        game.play(*listOf("c1", "b2", "c12", "b11", "g1", "h2", "i12", "j11", "b2").map(::flagSquare).toIntArray())
        render("screenshot-flag", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = false, state = ready(game.snapshot()))
    }

    @Test
    fun flagCapture() = GameSession.restore(flagRecord(FLAG_SORTIE), Mode.TwoPlayers).use { game ->
        game.setOrientation(Orientation.Fixed(Side.BLUE))
        val snapshot = game.play(flagSquare("f4"), flagSquare("e5"))
        assertEquals(1, snapshot.lastCaptures.size)
        render("screenshot-flag-capture", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = true, state = ready(snapshot))
    }

    @Test
    fun newGameAndRulesScreens() = session(START).use { game ->
        val newGame = ready(game.snapshot(), Screen.NEW_GAME).copy(setup = GameSetup(mode = Mode.VsComputer(Side.RED, 4u)))
        render("screenshot-new-game", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = false, state = newGame)
        val rules = ready(game.snapshot(), Screen.RULES).copy(ruleExamples = RustLibrary.ruleExamples())
        render("screenshot-rules", PHONE_WIDTH, PHONE_HEIGHT, 2f, dark = true, state = rules)
    }

    /** A Learn screen's state holder over a fresh learner, every call made at once on the caller's thread. */
    private fun learnModel(): LearnModel = LearnModel(
        DiskGameFile(createTempDirectory("learn-shots").toFile(), DiskGameFile.LEARNER),
        CoroutineScope(SupervisorJob()),
        ModelDispatchers(session = Dispatchers.Unconfined, search = Dispatchers.Unconfined, disk = Dispatchers.Unconfined),
    )

    /** Taps the squares named, in order, on the lesson's or the puzzle's board. */
    private fun LearnModel.tapNamed(vararg names: String) {
        for (name in names) {
            val board = state.value.let { it.lesson?.board ?: it.puzzle?.board }!!
            tap(board.cells.first { it.name == name }.square)
        }
    }

    private fun LearnModel.shot(name: String, widthDp: Int = PHONE_WIDTH, heightDp: Int = PHONE_HEIGHT, density: Float = 2f, dark: Boolean = false) =
        session(START).use { game ->
            render(name, widthDp, heightDp, density, dark, ready(game.snapshot(), Screen.LEARN), Learn(state.value, this))
        }

    @Test
    fun learnScreens() {
        val learn = learnModel()
        // The course, the first lesson done.
        learn.startLesson("steps")
        learn.tapNamed("c1", "c4", "e1", "a5", "a1", "d4")
        assertEquals(true, learn.state.value.lesson?.over)
        learn.showCourse(GameKind.MATH_CHESS)
        learn.shot("screenshot-learn")
        // The units digit: 7 + 4 does not reach the 6, said in numbers.
        learn.startLesson("units")
        learn.tapNamed("a1", "a5")
        learn.choose(0)
        assertNotNull(learn.state.value.lesson?.told)
        learn.shot("screenshot-learn-lesson")
        // A puzzle: a wrong move taken back, the rating down, the hint's piece marked.
        learn.startPuzzles()
        val puzzle = assertNotNull(learn.state.value.puzzle)
        val piece = puzzle.board.cells.first { it.piece?.side == puzzle.solver && it.piece?.number != 0.toUByte() }
        learn.tap(piece.square)
        val target = learn.state.value.puzzle!!.board.cells.first { it.marks.stepTarget || it.marks.captureTarget }
        learn.tap(target.square)
        learn.state.value.puzzle?.board?.choice?.let { learn.choose(0) }
        learn.hint()
        assertNotNull(learn.state.value.puzzle?.hint)
        learn.shot("screenshot-learn-puzzle")
        // Capture the Flag's jump chains, on a tablet lying sideways.
        learn.showCourse(GameKind.CAPTURE_THE_FLAG)
        learn.startLesson("jumps")
        learn.tapNamed("c5", "e7")
        learn.shot("screenshot-learn-flag", 1280, 800, 1.5f, dark = true)
        learn.close()
    }
}
