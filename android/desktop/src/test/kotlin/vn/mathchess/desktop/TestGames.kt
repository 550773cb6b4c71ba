package vn.mathchess.desktop

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.requiredSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.hapticfeedback.HapticFeedback
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasAnyDescendant
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.platform.Font
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import java.io.File
import java.util.Locale
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.presetRules
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.board.DrawnUpsideDown
import vn.mathchess.ui.board.LocalAnimateMoves
import vn.mathchess.ui.game.LocalSoundPlayer
import vn.mathchess.ui.game.Sound
import vn.mathchess.ui.game.SoundPlayer
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.LearnModel
import vn.mathchess.ui.model.MemoryPreferenceStore
import vn.mathchess.ui.model.ModelDispatchers
import vn.mathchess.ui.model.RustLibrary
import vn.mathchess.ui.text.LanguageStrings
import vn.mathchess.ui.text.Strings
import vn.mathchess.ui.theme.MathChessTheme

/** Blue 7 on a1 with Blue 4 on a2 as support; Red 9 on a5 (`docs/rules.md` §6): a5 by 7 − 4 or 7 % 4. */
const val TWO_FORMULAS = "8R0/9/9/9/9/9/R98/9/9/B48/B77B0 b"

/** TWO_FORMULAS with a Red 1 on a11: the capture does not end the game. */
const val TWO_FORMULAS_GAME_GOES_ON = "R17R0/9/9/9/9/9/R98/9/9/B48/B77B0 b"

/** TWO_FORMULAS with the Red 0 on a5: either formula captures it and Blue wins. */
const val ZERO_TAKEN_NEXT = "R18/9/9/9/9/9/R08/9/9/B48/B77B0 b"

/** Blue's 1 on i3 shields its 0 on i1 from Red's 9 on i6 and 5 on i5 (9 − 5 = 4); Red's 0 on a11, Blue's 2 on a1. */
const val ZERO_LEFT_OPEN = "R08/9/9/9/9/8R9/8R5/9/8B1/9/B27B0 b"

/** The start position (`docs/rules.md` §1). */
const val START = "R9R8R7R6R5R4R3R2R1/4R04/9/9/9/9/9/9/9/4B04/B1B2B3B4B5B6B7B8B9 b"

/** Capture the Flag's Example 10 (`docs/flag-rules.md` §10): Blue's 1 on e9, not attacked, may enter Red's flag f10. */
const val FLAG_ENTRY = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/4,B1,R16,5/2,R4,8/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"

/** Example 2: the 6 on c5 jumps over d6 to e7, where it may turn: back over d8 to c9, on over f8 to g9. */
const val FLAG_JUMPS = "11/5,R18,5/4,R17,1,R15,4/5,R16,5/3,B5,1,B8,5/11/2,R7,B4,1,B9,5/1,R3,B6,8/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"

/** Example 6: e7-d8 closes the fourth side of Red's 1 on d9 (Q). */
const val FLAG_FOUR_AROUND = "11/5,R18,5/3,B11,R17,1,R15,4/2,B7,R1,B9,R16,5/1,B6,9/4,B4,6/R9,B8,9/B5,10/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"

/** Example 8: guard 16's sortie f4-e5 takes Red's 5 on e6 with the 6 on e7 (G), and must go back. */
const val FLAG_SORTIE = "10,R1/5,R18,5/R9,3,R17,1,R15,4/5,R16,5/11/4,B6,6/4,R5,6/11/5,B16,5/4,B15,1,B17,4/5,B18,5/B1,10 b - - 0"

/** docs/flag-rules.md Example 10 with Blue's 1 on d8, a step from its attack point e9 (Blue to move). */
const val FLAG_ONE_NEAR = "3,R6,2,R9,4/5,R18,5/4,R17,1,R15,4/5,R16,5/2,R4,B1,7/3,R7,7/11/11/5,B16,5/4,B15,1,B17,4/5,B18,5/11 b - - 0"

/**
 * Example 9, with Red's 2 on b11 (a Red square): Red's g6-f5 takes guard 16
 * on f4 (S), and Blue must take back a captor: e3-f4 takes the 3 on e4 (G).
 */
const val FLAG_SIEGE = "10,R1/1,R2,3,R18,5/4,R17,1,R15,4/5,R16,5/11/11/6,R8,4/11/3,B9,R3,B16,R5,4/4,B15,1,B17,4/5,B18,5/B1,10 r - - 0"

/** Capture the Flag's square index of [name] (`docs/flag-rules.md` §2: (rank − 1) × 11 + file). */
fun flagSquare(name: String): Int = (name.drop(1).toInt() - 1) * 11 + (name[0] - 'a')

/** A Capture the Flag record starting from [position], as another program might have written it. */
fun flagRecord(position: String): String =
    """{"format":"mathchess-game","game":"capture-the-flag","version":1,""" +
        """"rules":{"first":"blue","quiet_limit":200,"repetition":"draw"},"start":"$position","moves":[],"result":null}"""

val english = XmlStrings.forLocale(Locale.ENGLISH)

/** Where the tests' games against another phone listen: this machine only. */
const val LOOPBACK = "127.0.0.1"

/** The session's save of a game started from [position], as the app would have written it. */
fun savedGame(position: String, mode: Mode = Mode.TwoPlayers, orientation: Orientation? = null): String =
    GameSession.fromPosition(position, presetRules(Preset.CHESSPLAYX), mode).use { session ->
        orientation?.let(session::setOrientation)
        session.save()
    }

/** The sounds asked for, in order. */
class RecordedSounds : SoundPlayer {
    val played = mutableListOf<Sound>()

    override fun play(sound: Sound) {
        played += sound
    }
}

/** The haptic feedback asked for, in order. */
class RecordedHaptics : HapticFeedback {
    val performed = mutableListOf<HapticFeedbackType>()

    override fun performHapticFeedback(hapticFeedbackType: HapticFeedbackType) {
        performed += hapticFeedbackType
    }
}

/** A second font, of other shapes and heights than [NotoSans] (test resources, `fonts/`). */
val NotoSerif: FontFamily = FontFamily(
    Font("fonts/NotoSerif-Regular.ttf", FontWeight.Normal),
    Font("fonts/NotoSerif-Bold.ttf", FontWeight.Bold),
)

/** A phone upright, in dp. */
const val PHONE_WIDTH = 412
const val PHONE_HEIGHT = 892

/**
 * The app in a window of [widthDp] × [heightDp], in [strings] (English) and
 * the light theme unless [dark], with [sounds] and [haptics] recorded and
 * moves animated only if [animate]; its text in [fontFamily] (the desktop
 * build's own font, whatever the machine has installed) at [fontScale].
 */
@Composable
fun TestApp(
    content: @Composable () -> Unit,
    widthDp: Int = PHONE_WIDTH,
    heightDp: Int = PHONE_HEIGHT,
    dark: Boolean = false,
    sounds: SoundPlayer = RecordedSounds(),
    animate: Boolean = false,
    haptics: HapticFeedback = RecordedHaptics(),
    strings: Strings = english,
    fontFamily: FontFamily = NotoSans,
    fontScale: Float = 1f,
) {
    MathChessTheme(strings, darkTheme = dark, fontFamily = fontFamily) {
        CompositionLocalProvider(
            LocalDensity provides Density(LocalDensity.current.density, fontScale),
            LocalSoundPlayer provides sounds,
            LocalAnimateMoves provides animate,
            LocalHapticFeedback provides haptics,
        ) {
            Box(Modifier.requiredSize(widthDp.dp, heightDp.dp)) { content() }
        }
    }
}

/**
 * The app over the real library, as it starts: the game saved in [dir]
 * ([save] written there first) is restored. Session calls run on the test's
 * thread, so that each click's snapshot is drawn before the next assertion;
 * searches run on [search], in the background unless a test says otherwise.
 * A game hosted for another phone listens on loopback only.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.launch(
    dir: File,
    save: String? = null,
    widthDp: Int = PHONE_WIDTH,
    heightDp: Int = PHONE_HEIGHT,
    sounds: SoundPlayer = RecordedSounds(),
    animate: Boolean = false,
    preferences: MemoryPreferenceStore = MemoryPreferenceStore(),
    haptics: HapticFeedback = RecordedHaptics(),
    strings: Strings = english,
    search: CoroutineDispatcher = Dispatchers.Default,
    fontFamily: FontFamily = NotoSans,
    fontScale: Float = 1f,
    languages: LanguageStrings? = null,
    learn: LearnModel? = null,
): GameModel {
    val file = DiskGameFile(dir)
    save?.let(file::write)
    val model = GameModel(
        RustLibrary,
        file,
        preferences,
        CoroutineScope(SupervisorJob()),
        ModelDispatchers(session = Dispatchers.Unconfined, search = search, disk = Dispatchers.Unconfined),
        nearbyAddress = LOOPBACK,
    )
    setContent {
        TestApp(
            { MathChessApp(model, languages = languages, learn = learn) },
            widthDp,
            heightDp,
            sounds = sounds,
            animate = animate,
            haptics = haptics,
            strings = strings,
            fontFamily = fontFamily,
            fontScale = fontScale,
        )
    }
    waitForIdle()
    return model
}

/**
 * The Learn screen's state holder over the real library, its learner kept in
 * [dir] ([save] written there first as `learner.json`). Its quick calls run
 * on the test's thread, a puzzle's moves on [search].
 */
fun learnModel(dir: File, save: String? = null, search: CoroutineDispatcher = Dispatchers.Default): LearnModel {
    val file = DiskGameFile(dir, DiskGameFile.LEARNER)
    save?.let(file::write)
    return LearnModel(
        file,
        CoroutineScope(SupervisorJob()),
        ModelDispatchers(session = Dispatchers.Unconfined, search = search, disk = Dispatchers.Unconfined),
    )
}

/** A UI test in a window of [widthDp] × [heightDp] (density 1: a pixel is a dp). */
@Suppress("DEPRECATION")
@OptIn(ExperimentalTestApi::class)
fun runApp(widthDp: Int = PHONE_WIDTH, heightDp: Int = PHONE_HEIGHT, block: ComposeUiTest.() -> Unit) =
    androidx.compose.ui.test.runDesktopComposeUiTest(widthDp, heightDp) { block() }

val GameModel.ready: GameUiState.Ready get() = state.value as GameUiState.Ready

/** Drawn turned to the far player. */
val upsideDown = SemanticsMatcher.expectValue(DrawnUpsideDown, true)

fun hasAnyDescendantText(text: String) = hasAnyDescendant(hasText(text))

/** The square with core index [index] (`a1` = 0 … `i11` = 98), wherever the orientation draws it. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.square(index: Int) = onNodeWithTag("square-$index")

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.bounds(tag: String): Rect = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot

/** The text layouts of the texts that [matcher] finds (unmerged: each text on its own). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.textLayouts(matcher: SemanticsMatcher): List<TextLayoutResult> =
    onAllNodes(matcher and SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult), useUnmergedTree = true)
        .fetchSemanticsNodes()
        .map { node -> mutableListOf<TextLayoutResult>().also { node.config[SemanticsActions.GetTextLayoutResult].action!!(it) }.single() }

/** Whether [layout] breaks its text only between words: each line but the last ends at a space. */
fun breaksOnlyBetweenWords(layout: TextLayoutResult): Boolean {
    val text = layout.layoutInput.text.text
    return (0 until layout.lineCount - 1).all { line -> text[layout.getLineEnd(line) - 1].isWhitespace() }
}

/**
 * Whether [layout] shows its text whole on one line: as wide as the text
 * (an ellipsis is not told by the desktop's layout: "Matematic…" said it had none).
 */
fun wholeOnOneLine(layout: TextLayoutResult): Boolean =
    layout.lineCount == 1 && layout.multiParagraph.intrinsics.maxIntrinsicWidth <= layout.size.width + 0.5f

/**
 * Waits until the screen shows a node that [matcher] finds: the state holder's
 * state changes off the test's thread, and the screen draws it a frame later.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.waitForNode(matcher: SemanticsMatcher, timeoutMillis: Long = 30_000) =
    waitUntil(timeoutMillis = timeoutMillis) { onAllNodes(matcher).fetchSemanticsNodes().isNotEmpty() }

/** Blue's 7 on a1 takes on a5 (TWO_FORMULAS and the positions made from it), claiming the first formula. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.captureOnA5() {
    play(0, 36)
    onNodeWithTag("choice-0").performClick()
    waitForIdle()
}

/** Starts a game of Capture the Flag, two players, from the new-game screen. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.startCaptureTheFlag() {
    onNodeWithTag("new-game").performClick()
    onNodeWithTag("game-capture_the_flag").performClick()
    // Below the fold on a phone turned sideways: scrolled to, as a player would.
    onNodeWithTag("start").performScrollTo().performClick()
    waitForIdle()
}

/** Taps Capture the Flag's squares by name, in order, as a player would. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.playFlag(vararg squares: String) = play(*squares.map(::flagSquare).toIntArray())

/** Taps the squares in order, as a player would. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.play(vararg squares: Int) {
    for (square in squares) square(square).performClick()
    waitForIdle()
}
