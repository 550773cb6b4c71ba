package vn.mathchess.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import java.io.File
import java.util.Locale
import kotlin.io.path.createTempDirectory
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import vn.mathchess.core.GameKind
import vn.mathchess.core.Learner
import vn.mathchess.core.LessonSession
import vn.mathchess.core.PuzzleResult
import vn.mathchess.core.PuzzleSession
import vn.mathchess.core.PuzzleVerdict
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.LearnModel
import vn.mathchess.ui.model.LearnNotice
import vn.mathchess.ui.model.LearnPage
import vn.mathchess.ui.model.Screen

/**
 * The Learn screen over the real library, played by taps as a person would:
 * a lesson through to its end with a wrong try refused on the way, a puzzle
 * solved and one failed, the screens in Czech; the learner's save restored,
 * and a corrupt one set aside without touching the game's.
 */
@OptIn(ExperimentalTestApi::class)
class LearnTest {
    private val dir: File = createTempDirectory("learn").toFile()
    private val czech = XmlStrings.forLocale(Locale.forLanguageTag("cs"))

    /** The app, then the new-game screen's way to the Learn screen. */
    private fun ComposeUiTest.openLearn(learn: LearnModel, strings: vn.mathchess.ui.text.Strings = english, save: String? = null): GameModel {
        val model = launch(dir, save = save, strings = strings, learn = learn)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("learn").performClick()
        waitForIdle()
        assertEquals(Screen.LEARN, model.ready.screen)
        return model
    }

    /** The square named [name] on [board]. */
    private fun ComposeUiTest.tapNamed(board: Snapshot, name: String) {
        square(board.cells.first { it.name == name }.square.toInt()).performClick()
        waitForIdle()
    }

    private val LearnModel.board: Snapshot
        get() = state.value.let { (it.lesson?.board ?: it.puzzle?.board)!! }

    /** Plays [move] (`c1-c4`, `a1xa7=6+3`) by taps, picking its formula when the move choice opens. */
    private fun ComposeUiTest.playMove(learn: LearnModel, move: String) {
        val (from, to) = move.substringBefore('=').split('-', 'x')
        tapNamed(learn.board, from)
        tapNamed(learn.board, to)
        waitUntil(timeoutMillis = 30_000) { !learn.state.value.weighing }
        val choice = learn.board.choice ?: return
        val formula = move.substringAfter('=', "")
        val at = choice.options.indexOfFirst { it.formula == formula }.coerceAtLeast(0)
        onNodeWithTag("choice-$at").performClick()
        waitUntil(timeoutMillis = 30_000) { !learn.state.value.weighing && learn.board.choice == null }
        waitForIdle()
    }

    /** The first puzzle a new learner gets in [game], and its player's moves, read off the solution shown. */
    private fun solution(game: GameKind): Pair<String, List<String>> = Learner().use { learner ->
        PuzzleSession(learner, game).use { teacher ->
            val id = teacher.snapshot().id
            val moves = mutableListOf<String>()
            while (teacher.snapshot().mayShowSolution) moves += (teacher.showSolution().said?.verdict as PuzzleVerdict.Shown).played
            id to moves
        }
    }

    @Test
    fun aLessonIsPlayedThroughByTaps() = runApp {
        val learn = learnModel(dir)
        openLearn(learn)
        onNodeWithTag("course-progress").assertTextEquals("0 of 10 lessons done")
        onNodeWithTag("lesson-steps").assertIsDisplayed()
        // One node for a screen reader: number, title, progress, steps.
        val row = onNodeWithTag("lesson-steps").fetchSemanticsNode().config[SemanticsProperties.ContentDescription]
        assertEquals(listOf("Lesson 1: Steps. Not done yet. Steps: 3"), row)
        onNodeWithTag("lesson-steps").performClick()
        waitForIdle()
        assertEquals(LearnPage.LESSON, learn.state.value.page)
        onNodeWithTag("lesson-position").assertTextEquals("Lesson 1 of 10 · Step 1 of 3")
        onNodeWithTag("step-text").assertTextEquals("A piece numbered n moves 1 to n squares in a straight line. Move the 3 to c4.")
        onNodeWithTag("task").assertTextEquals("Task: Move the 3 on c1 to c4 in one step.")

        // Too far for the 3: refused with the rule, the board as it was.
        playMove(learn, "c1-c5")
        onNodeWithTag("told").assertTextEquals("A 3 moves at most as many squares as its number, and c5 is 4 away.")
        assertEquals(0u, learn.board.history.moveCount())
        assertEquals(0, learn.state.value.lesson?.stepIndex?.toInt())
        val refusals = learn.state.value.news
        // Selecting a piece tells nothing new.
        tapNamed(learn.board, "c1")
        assertEquals(refusals, learn.state.value.news)

        tapNamed(learn.board, "c4")
        onNodeWithTag("told").assertTextEquals("Right! On to the next step.")
        onNodeWithTag("lesson-position").assertTextEquals("Lesson 1 of 10 · Step 2 of 3")
        // Not the task: a legal move that the step does not ask for, taken back.
        playMove(learn, "e1-e5")
        onNodeWithTag("told").assertTextEquals("A legal move, but not the task.")
        assertEquals(0u, learn.board.history.moveCount())
        onNodeWithTag("restart-step").performClick()
        waitForIdle()
        playMove(learn, "e1-a5")
        onNodeWithTag("lesson-position").assertTextEquals("Lesson 1 of 10 · Step 3 of 3")
        playMove(learn, "a1-d4")
        onNodeWithTag("told").assertTextEquals("Right! The lesson is done.")
        onNodeWithTag("restart-step").assertDoesNotExist()

        // The next lesson, then back to the course: the first one done, and kept in the learner's save.
        onNodeWithTag("next-lesson").performClick()
        waitForIdle()
        onNodeWithTag("lesson-position").assertTextEquals("Lesson 2 of 10 · Step 1 of 3")
        onNodeWithTag("back").performClick()
        waitForIdle()
        onNodeWithTag("course-progress").assertTextEquals("1 of 10 lessons done")
        val saved = File(dir, "learner.json").readText()
        Learner.restore(saved).use { assertTrue(it.progress(GameKind.MATH_CHESS).lessons.first().done) }
    }

    @Test
    fun aPuzzleIsSolved() = runApp {
        val (id, moves) = solution(GameKind.MATH_CHESS)
        val learn = learnModel(dir)
        openLearn(learn)
        onNodeWithTag("rating").assertTextEquals("Rating 1500?")
        onNodeWithTag("play-puzzles").performScrollTo().performClick()
        waitForIdle()
        val start = assertNotNull(learn.state.value.puzzle)
        assertEquals(id, start.id)
        onNodeWithTag("goal").assertTextContains("Blue to move and win", substring = true)
        onNodeWithTag("help-fails").assertTextEquals("A hint or the solution counts this puzzle as failed.")
        for (move in moves) {
            playMove(learn, move)
            val said = learn.state.value.puzzle?.said
            assertTrue(said?.verdict is PuzzleVerdict.Right, "$move: ${said?.text}")
            onNodeWithTag("verdict").assertTextContains("Right: $move", substring = true)
        }
        val solved = assertNotNull(learn.state.value.puzzle)
        assertEquals(PuzzleResult.SOLVED, solved.result)
        val change = assertNotNull(solved.change)
        assertTrue(change.after.rating > change.before.rating)
        onNodeWithTag("result").assertTextEquals("Solved! Rating 1500? → ${change.after.rating}?")
        onNodeWithTag("puzzle-hint").assertDoesNotExist()
        onNodeWithTag("help-fails").assertDoesNotExist()
        onNodeWithTag("next-puzzle").performClick()
        waitUntil(timeoutMillis = 30_000) { learn.state.value.puzzle?.id != id }
        onNodeWithTag("back").performClick()
        waitForIdle()
        onNodeWithTag("solved-failed").assertTextEquals("Solved 1 · failed 0")
        onNodeWithTag("rating").assertTextEquals("Rating ${change.after.rating}?")
    }

    @Test
    fun aWrongMoveIsSaidTakenBackAndFailsThePuzzle() = runApp {
        val (_, moves) = solution(GameKind.MATH_CHESS)
        val learn = learnModel(dir)
        openLearn(learn)
        onNodeWithTag("play-puzzles").performScrollTo().performClick()
        waitForIdle()
        val start = assertNotNull(learn.state.value.puzzle)
        // A step of the player's that is not the solution's first move, found on a session of its own.
        val wrong = Learner().use { other ->
            PuzzleSession(other, GameKind.MATH_CHESS).use { probe ->
                val mine = start.board.cells.filter { it.piece?.side == start.solver && it.piece?.number != 0.toUByte() }
                mine.asSequence().flatMap { cell ->
                    val targets = probe.tap(cell.square.toUInt()).board.cells.filter { it.marks.stepTarget }
                    probe.tap(cell.square.toUInt())
                    targets.map { "${cell.name}-${it.name}" }
                }.first { it != moves[0] }
            }
        }
        playMove(learn, wrong)
        val failed = assertNotNull(learn.state.value.puzzle)
        val verdict = assertNotNull(failed.said?.verdict as? PuzzleVerdict.Wrong)
        assertEquals(wrong, verdict.tried)
        onNodeWithTag("verdict").assertTextContains("Not $wrong:", substring = true)
        onNodeWithTag("verdict").assertTextContains("The move is taken back: try another.", substring = true)
        assertEquals(0u, failed.board.history.moveCount(), "taken back")
        assertEquals(PuzzleResult.FAILED, failed.result)
        val change = assertNotNull(failed.change)
        assertTrue(change.after.rating < change.before.rating, "the rating moves down")
        onNodeWithTag("result").assertTextEquals("Failed. Rating 1500? → ${change.after.rating}?")
        onNodeWithTag("help-fails").assertDoesNotExist() // failed already: help costs nothing more

        // The hint marks the piece of the solution's first move, on the board and for a screen reader.
        onNodeWithTag("puzzle-hint").performClick()
        waitForIdle()
        val from = moves[0].split('-', 'x')[0]
        val hinted = assertNotNull(learn.state.value.puzzle?.hint)
        assertEquals(from, hinted.name)
        onNodeWithTag("hint-text").assertTextEquals("Move the piece on $from.")
        waitForNode(
            hasTestTag("square-${hinted.index}") and
                SemanticsMatcher("hint said") { node ->
                    node.config[SemanticsProperties.ContentDescription].any { it.endsWith("hint: the piece to move") }
                },
        )
        onNodeWithTag("puzzle-hint").assertDoesNotExist()

        // One tap on "Show the solution" plays the whole rest and names every move (it played one a tap);
        // the puzzle counted once.
        onNodeWithTag("show-solution").performScrollTo().performClick()
        waitUntil(timeoutMillis = 30_000) { learn.state.value.puzzle?.over == true }
        waitForIdle()
        val shown = assertNotNull(learn.state.value.puzzle)
        onNodeWithTag("show-solution").assertDoesNotExist()
        for (move in moves) onNodeWithTag("verdict").assertTextContains(move, substring = true)
        onNodeWithTag("verdict").assertTextContains("The solution: ${moves.first()}", substring = true)
        assertEquals(1u, shown.failed)
        assertEquals(0u, shown.solved)
    }

    @Test
    fun theLearnScreensInCzech() = runApp {
        val learn = learnModel(dir)
        openLearn(learn, strings = czech)
        onNodeWithText("Lekce", substring = false).assertIsDisplayed()
        onNodeWithTag("course-progress").assertTextEquals("Hotovo 0 z 10 lekcí")
        onNodeWithTag("lesson-units").performScrollTo().performClick()
        waitForIdle()
        // A formula's spaces are non-breaking.
        onNodeWithTag("step-text").assertTextEquals(
            "Součet nebo součin větší než 9 se počítá jen poslední číslicí: 7\u00A0+\u00A04\u00A0=\u00A011 dosáhne 1 pole. Seberte součtem červenou šestku.",
        )
        onNodeWithTag("task").assertTextEquals("Úkol: Seberte kámen 6 (Červený) na a5 vzorcem s +.")
        // The 7 with the 4 reaches a5, but not by a sum: the working, in Czech. The choice
        // heads the words, the task still in sight.
        tapNamed(learn.board, "a1")
        tapNamed(learn.board, "a5")
        onNodeWithTag("choice").assertIsDisplayed()
        onNodeWithTag("task").assertIsDisplayed()
        onNodeWithTag("choice-0").performClick()
        waitForIdle()
        onNodeWithTag("choice").assertDoesNotExist()
        onNodeWithTag("told").assertTextEquals("7\u00A0+\u00A04\u00A0=\u00A011 a jeho poslední číslice 1 není vzdálenost 3 ke kameni 6 (Červený).")
        // Capture the Flag's course too.
        onNodeWithTag("back").performClick()
        onNodeWithTag("course-capture_the_flag").performClick()
        waitForIdle()
        onNodeWithTag("lesson-jumps").performClick()
        waitForIdle()
        onNodeWithTag("step-text").assertTextEquals("Kámen přeskočí vlastní kámen na pole za ním. Přeskočte šestkou přes čtyřku na e7.")
        onNodeWithTag("task").assertTextEquals("Úkol: Táhněte kamenem 6 z c5 na e7.")
        playMove(learn, "c5-e7")
        onNodeWithTag("told").assertTextEquals("Správně! Další krok.")
    }

    /** Back from the Learn screen returns to the new-game screen it was opened from (it went to the game). */
    @Test
    fun back_returnsToTheNewGameScreen() = runApp {
        val model = openLearn(learnModel(dir))
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(Screen.NEW_GAME, model.ready.screen)
        onNodeWithTag("learn").assertExists()
    }

    /**
     * On a phone, in each language, the games' names on the Learn screen
     * break only between words (Czech's "Dobývání vlajky" broke inside
     * "Dobývání").
     */
    @Test
    fun onAPhone_theGamesNames_areNeverBrokenInsideAWord() {
        for (language in XmlStrings.LANGUAGES) runApp {
            openLearn(learnModel(dir), strings = XmlStrings.forLocale(Locale.forLanguageTag(language)))
            for (game in GameKind.entries) {
                val names = textLayouts(hasAnyAncestor(hasTestTag("course-${game.name.lowercase()}")))
                assertTrue(names.isNotEmpty() && names.all(::breaksOnlyBetweenWords), "$language: ${names.map { it.layoutInput.text }}")
            }
        }
    }

    /**
     * On a phone, in each language, a puzzle's title is whole on one line, in
     * a shorter form where the whole one does not fit ("Puzzles · Vietnamese
     * Math Che…" was cut).
     */
    @Test
    fun onAPhone_aPuzzlesTitle_isWhole() {
        for (language in XmlStrings.LANGUAGES) runApp {
            openLearn(learnModel(dir), strings = XmlStrings.forLocale(Locale.forLanguageTag(language)))
            onNodeWithTag("play-puzzles").performScrollTo().performClick()
            waitForIdle()
            val title = textLayouts(hasTestTag("screen-title")).single()
            assertTrue(wholeOnOneLine(title), "$language: ${title.layoutInput.text}")
        }
    }

    @Test
    fun aWideWindowShowsTheLessonsAndThePuzzlesSideBySide() = runApp(1280, 800) {
        val learn = learnModel(dir)
        launch(dir, widthDp = 1280, heightDp = 800, learn = learn)
        onNodeWithTag("new-game").performClick()
        onNodeWithTag("learn").performClick()
        waitForIdle()
        // Both in sight without scrolling: the first lesson and the puzzles' button.
        onNodeWithTag("lesson-steps").assertIsDisplayed()
        onNodeWithTag("play-puzzles").assertIsDisplayed()
        assertTrue(bounds("play-puzzles").left > bounds("lesson-steps").right - 1, "the puzzles beside the lessons")
    }

    @Test
    fun theLearnersSaveIsRestored() = runApp {
        // A learner who played the first game's first lesson through, saved as the app saves it.
        val save = Learner().use { learner ->
            LessonSession(learner, GameKind.MATH_CHESS, "steps").use { lesson ->
                for ((from, to) in listOf("c1" to "c4", "e1" to "a5", "a1" to "d4")) {
                    val board = lesson.snapshot().board
                    lesson.tap(board.cells.first { it.name == from }.square.toUInt())
                    lesson.tap(board.cells.first { it.name == to }.square.toUInt())
                }
                assertTrue(lesson.snapshot().over)
            }
            learner.save()
        }
        val learn = learnModel(dir, save)
        openLearn(learn)
        onNodeWithTag("course-progress").assertTextEquals("1 of 10 lessons done")
        val row = onNodeWithTag("lesson-steps").fetchSemanticsNode().config[SemanticsProperties.ContentDescription]
        assertEquals(listOf("Lesson 1: Steps. Done. Steps: 3"), row)
        assertNull(learn.state.value.notice)
    }

    @Test
    fun aCorruptLearnersSaveIsSetAsideAndTheGameKept() = runApp {
        val game = savedGame(TWO_FORMULAS)
        val learn = learnModel(dir, "{ not a learner")
        val model = openLearn(learn, save = game)
        onNodeWithTag("notice").assertTextEquals("Your lessons and puzzles could not be read, so they start afresh. Your game is kept.")
        assertEquals(LearnNotice.LEARNER_UNREADABLE, learn.state.value.notice)
        assertEquals("{ not a learner", File(dir, "learner.unreadable.json").readText())
        onNodeWithTag("dismiss-notice").performClick()
        waitForIdle()
        onNodeWithTag("notice").assertDoesNotExist()
        // The game's save as it was, and the game restored from it.
        assertEquals(game, File(dir, "game.json").readText())
        assertFalse(File(dir, "game.unreadable.json").exists())
        assertEquals(7, model.ready.snapshot.cells.first { it.name == "a1" }.piece?.number?.toInt())
        // A fresh learner, whose lesson done is saved anew.
        onNodeWithTag("course-progress").assertTextEquals("0 of 10 lessons done")
        onNodeWithTag("lesson-steps").performClick()
        waitForIdle()
        for (move in listOf("c1-c4", "e1-a5", "a1-d4")) playMove(learn, move)
        onNodeWithTag("told").assertTextEquals("Right! The lesson is done.")
        Learner.restore(File(dir, "learner.json").readText()).use {
            assertTrue(it.progress(GameKind.MATH_CHESS).lessons.first().done)
        }
        assertEquals("{ not a learner", File(dir, "learner.unreadable.json").readText())
    }
}
