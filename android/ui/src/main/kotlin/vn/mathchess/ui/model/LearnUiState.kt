package vn.mathchess.ui.model

import vn.mathchess.core.GameKind
import vn.mathchess.core.LearnerProgress
import vn.mathchess.core.LessonSnapshot
import vn.mathchess.core.PuzzleSnapshot

/** Which page of the Learn screen is shown. */
enum class LearnPage {
    /** A game's course (each lesson with its progress) and its puzzles with the rating. */
    COURSE,
    LESSON,
    PUZZLE,
}

enum class LearnNotice {
    /** The learner's save could not be read: a fresh learner was started, the game's save untouched. */
    LEARNER_UNREADABLE,

    /** The learner's save could not be written to storage. */
    SAVE_FAILED,
}

/**
 * Everything the Learn screen draws, from the core's snapshots: nothing here
 * is worked out by the shell.
 */
data class LearnUiState(
    /** The course shown. */
    val game: GameKind = GameKind.MATH_CHESS,
    val page: LearnPage = LearnPage.COURSE,
    /** Each game's progress (course, rating, puzzles solved and failed); empty until the learner is read. */
    val progress: Map<GameKind, LearnerProgress> = emptyMap(),
    val lesson: LessonSnapshot? = null,
    val puzzle: PuzzleSnapshot? = null,
    /**
     * Counts the lesson's judgements and the puzzle's verdicts whose id was
     * new: the screen tells the snapshot's `told` or `said` again (to a
     * screen reader) only when this changes.
     */
    val news: Int = 0,
    /** A puzzle's move is being weighed (up to about a second). */
    val weighing: Boolean = false,
    val notice: LearnNotice? = null,
)

/** The intents of the Learn screen; [LearnModel] implements them. */
interface LearnActions {
    /** Shows [game]'s course. */
    fun showCourse(game: GameKind)

    /** Starts lesson [id] of the course shown. */
    fun startLesson(id: String)
    fun nextLesson()
    fun restartStep()

    /** Opens the course's puzzles: the one nearest the learner's rating. */
    fun startPuzzles()
    fun nextPuzzle()
    fun hint()
    fun showSolution()

    /** A square of the lesson's or the puzzle's board, whichever is shown. */
    fun tap(square: UByte)
    fun choose(option: Int)
    fun cancelChoice()
    fun dismissNotice()
}

/** The Learn screen's state and where its intents go, as the app hands them to [vn.mathchess.ui.MathChessApp]. */
class Learn(val state: LearnUiState, val actions: LearnActions)
