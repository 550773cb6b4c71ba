package vn.mathchess.ui.model

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameKind
import vn.mathchess.core.Learner
import vn.mathchess.core.LessonSession
import vn.mathchess.core.LessonSnapshot
import vn.mathchess.core.PuzzleSession
import vn.mathchess.core.PuzzleSnapshot
import vn.mathchess.core.PuzzleVerdict

/**
 * The state holder of the Learn screen: the app's one [Learner], handed to
 * every lesson and puzzle session, kept in [file] (beside the game's save,
 * never in it) and written whenever its revision changes. A save that cannot
 * be read is set aside and a fresh learner starts, with a notice; the game's
 * save is another file and stays as it was. It decides nothing: the lesson's
 * and the puzzle's snapshots say what is allowed and what was judged.
 */
class LearnModel(
    private val file: GameFile,
    private val scope: CoroutineScope,
    private val dispatchers: ModelDispatchers,
) : LearnActions {
    private val mutableState = MutableStateFlow(LearnUiState())
    val state: StateFlow<LearnUiState> = mutableState.asStateFlow()

    // Touched on the session dispatcher only.
    private lateinit var learner: Learner
    private var lesson: LessonSession? = null
    private var puzzle: PuzzleSession? = null
    private val saves = SaveWriter(file, scope, dispatchers) { mutableState.update { it.copy(notice = LearnNotice.SAVE_FAILED) } }
    private var toldId: ULong? = null
    private var saidId: ULong? = null

    /** A puzzle's calls, one at a time and in order, off the session dispatcher (a move may take a second). */
    private val puzzleCalls = Mutex()

    init {
        onSession { open() }
    }

    override fun showCourse(game: GameKind) = onSession {
        closeSessions()
        mutableState.update { it.copy(game = game, page = LearnPage.COURSE, lesson = null, puzzle = null) }
        refresh()
    }

    override fun startLesson(id: String) = onSession {
        val game = mutableState.value.game
        val opened = attempt { LessonSession(learner, game, id) } ?: return@onSession
        closeSessions()
        lesson = opened
        attempt { opened.snapshot() }?.let(::publishLesson)
    }

    override fun nextLesson() = lessonCall { it.nextLesson() }

    override fun restartStep() = lessonCall { it.restartStep() }

    override fun startPuzzles() = onSession {
        val opened = attempt { PuzzleSession(learner, mutableState.value.game) } ?: return@onSession
        closeSessions()
        puzzle = opened
        attempt { opened.snapshot() }?.let(::publishPuzzle)
    }

    override fun nextPuzzle() = puzzleCall(weighs = false) { it.nextPuzzle() }

    override fun hint() = puzzleCall(weighs = false) { it.hint() }

    /**
     * The whole rest of the solution in one tap, as the terminal's `solution`
     * plays it: each of its moves and the defence's answers until the puzzle
     * is over, then said as one line ("The solution: d3xd7 e9-e8 c1-c5.").
     */
    override fun showSolution() = puzzleCall(weighs = false) { session ->
        val line = mutableListOf<String>()
        var shown: PuzzleSnapshot
        do {
            shown = session.showSolution()
            (shown.said?.verdict as? PuzzleVerdict.Shown)?.let { line += listOfNotNull(it.played, it.reply) }
        } while (shown.mayShowSolution)
        shown.copy(said = shown.said?.copy(verdict = PuzzleVerdict.Shown(line.joinToString(" "), null)))
    }

    override fun tap(square: UByte) = onBoard(weighs = true, { it.tap(square.toUInt()) }, { it.tap(square.toUInt()) })

    override fun choose(option: Int) = onBoard(weighs = true, { it.choose(option.toUInt()) }, { it.choose(option.toUInt()) })

    override fun cancelChoice() = onBoard(weighs = false, { it.cancelChoice() }, { it.cancelChoice() })

    override fun dismissNotice() = mutableState.update { it.copy(notice = null) }

    /** Frees the native objects once the calls already queued have run. */
    fun close() {
        CoroutineScope(dispatchers.session).launch {
            // No call starts any more; one still running keeps its object until it returns.
            lesson?.close()
            puzzle?.close()
            if (::learner.isInitialized) learner.close()
        }
    }

    /** The saved learner, or a fresh one if none was saved or the save is unreadable. */
    private fun open() {
        val restored = file.restore { Learner.restore(it) }
        learner = restored.value ?: Learner()
        saves.opened(restored, learner.revision())
        mutableState.update { it.copy(notice = LearnNotice.LEARNER_UNREADABLE.takeIf { restored.unreadable }) }
        refresh()
    }

    /** Each game's progress, read again from the learner, and its save written if it changed. */
    private fun refresh() {
        val progress = attempt { GameKind.entries.associateWith { learner.progress(it) } } ?: return
        mutableState.update { it.copy(progress = progress) }
        write()
    }

    private fun lessonCall(call: (LessonSession) -> LessonSnapshot) = onSession { lessonCall(lesson ?: return@onSession, call) }

    private fun lessonCall(session: LessonSession, call: (LessonSession) -> LessonSnapshot) {
        attempt { call(session) }?.let(::publishLesson)
    }

    /** A call on the board shown: the lesson's, or the puzzle's ([weighs]: it may weigh a move). */
    private fun onBoard(weighs: Boolean, onLesson: (LessonSession) -> LessonSnapshot, onPuzzle: (PuzzleSession) -> PuzzleSnapshot) =
        onSession {
            lesson?.let { return@onSession lessonCall(it, onLesson) }
            puzzle?.let { puzzleCall(it, weighs, onPuzzle) }
        }

    private fun puzzleCall(weighs: Boolean, call: (PuzzleSession) -> PuzzleSnapshot) =
        onSession { puzzleCall(puzzle ?: return@onSession, weighs, call) }

    /**
     * A call on [session] off the session dispatcher ([weighs]: it may weigh
     * a move with the prover, about a second at worst), in the order asked;
     * made and shown only while that puzzle is still open. Closing a puzzle
     * waits its turn behind the calls asked before.
     */
    private fun puzzleCall(session: PuzzleSession, weighs: Boolean, call: (PuzzleSession) -> PuzzleSnapshot) {
        scope.launch(dispatchers.search) {
            puzzleCalls.withLock {
                val open = withContext(dispatchers.session) {
                    (puzzle === session).also { open -> if (open && weighs) mutableState.update { it.copy(weighing = true) } }
                }
                if (!open) return@withLock
                val snapshot = attempt { call(session) }
                withContext(dispatchers.session) {
                    mutableState.update { it.copy(weighing = false) }
                    if (puzzle === session) snapshot?.let(::publishPuzzle)
                }
            }
        }
    }

    /** Shows [snapshot] on the lesson's page; its judgement is news when its id is new (a tap that only selects tells nothing again). */
    private fun publishLesson(snapshot: LessonSnapshot) {
        val news = snapshot.told?.id?.takeIf { it != toldId } != null
        snapshot.told?.let { toldId = it.id }
        mutableState.update { it.copy(page = LearnPage.LESSON, lesson = snapshot, news = if (news) it.news + 1 else it.news) }
        refresh()
    }

    /** Shows [snapshot] on the puzzle's page; its verdict is news when its id is new. */
    private fun publishPuzzle(snapshot: PuzzleSnapshot) {
        val news = snapshot.said?.id?.takeIf { it != saidId } != null
        snapshot.said?.let { saidId = it.id }
        mutableState.update { it.copy(page = LearnPage.PUZZLE, puzzle = snapshot, news = if (news) it.news + 1 else it.news) }
        refresh()
    }

    /** Writes the learner's save on the disk dispatcher unless its revision is the one last written. */
    private fun write() {
        if (!saves.claim(learner.revision())) return
        val save = attempt { learner.save() } ?: return
        saves.write { save }
    }

    private fun closeSessions() {
        lesson?.close()
        lesson = null
        puzzle?.let { closing -> scope.launch(dispatchers.search) { puzzleCalls.withLock { closing.close() } } }
        puzzle = null
        toldId = null
        saidId = null
    }

    /** A call the core refuses (a button pressed as the puzzle ended) changes nothing. */
    private fun <T> attempt(call: () -> T): T? = try {
        call()
    } catch (e: FfiException) {
        null
    }

    private fun onSession(block: suspend () -> Unit) {
        scope.launch(dispatchers.session) { block() }
    }
}
