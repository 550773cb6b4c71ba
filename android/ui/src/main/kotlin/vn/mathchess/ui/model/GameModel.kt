package vn.mathchess.ui.model

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameReview
import vn.mathchess.core.ReviewJob
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.game.GameActions

/**
 * Where the state holder runs its work. [session] runs the quick session calls,
 * one at a time and in order (e.g. `Dispatchers.IO.limitedParallelism(1)`);
 * [search] the computer's move, the hint and the review (`Dispatchers.Default`);
 * [disk] the file and preference writes, one at a time and in order.
 */
class ModelDispatchers(
    val session: CoroutineDispatcher,
    val search: CoroutineDispatcher,
    val disk: CoroutineDispatcher,
) {
    companion object {
        fun default() = ModelDispatchers(
            session = Dispatchers.IO.limitedParallelism(1),
            search = Dispatchers.Default,
            disk = Dispatchers.IO.limitedParallelism(1),
        )
    }
}

/**
 * The state holder of the app (a ViewModel without Android): it turns intents
 * into session calls and publishes one [GameUiState] per change; it starts the
 * computer when the snapshot says so, runs the hint and the game review in the
 * background, and writes the session's save whenever its revision changes. It
 * decides nothing about the game: the snapshot says what is allowed.
 */
class GameModel(
    private val library: CoreLibrary,
    private val file: GameFile,
    private val preferenceStore: PreferenceStore,
    private val scope: CoroutineScope,
    private val dispatchers: ModelDispatchers,
) : GameActions {
    private val mutableState = MutableStateFlow<GameUiState>(GameUiState.Loading)
    val state: StateFlow<GameUiState> = mutableState.asStateFlow()

    // Touched on the session dispatcher only.
    private lateinit var session: SessionHandle

    private val saves = SaveWriter(file, scope, dispatchers) { updateReady { it.copy(notice = Notice.SAVE_FAILED) } }
    private var computer: Job? = null
    private var hintRequests = 0
    private var reviewJob: ReviewJob? = null

    /** The review shown as [Analysis.Done], while the game stays the one reviewed. */
    private var review: GameReview? = null
    private var happenings = 0

    /** The id of the core's last event told, so that a snapshot read again tells nothing new. */
    private var toldEvent: ULong? = null

    init {
        onSession { open() }
    }

    companion object {
        /** The app's model over the Rust library. */
        fun withLibrary(file: GameFile, preferences: PreferenceStore, scope: CoroutineScope) =
            GameModel(RustLibrary, file, preferences, scope, ModelDispatchers.default())
    }

    override fun tap(square: UByte) = act { session.tap(square.toUInt()) }

    override fun choose(option: Int) = act { session.choose(option.toUInt()) }

    override fun cancelChoice() = act { session.cancelChoice() }

    override fun undo() = act { session.undo() }

    override fun redo() = act { session.redo() }

    override fun resign(side: Side) = act { session.resign(side) }

    override fun dismissRejection() = act { session.dismissRejection() }

    override fun offerDraw(side: Side) = act { session.offerDraw(side) }

    override fun acceptDraw(side: Side) = act { session.acceptDraw(side) }

    override fun declineDraw(side: Side) = act { session.declineDraw(side) }

    /** Shows the position after [ply] plies (the number played: live again). */
    override fun browse(ply: Int) = act { session.browse(ply.toUInt()) }

    override fun browseBack() = act { session.browseBack() }

    override fun browseForward() = act { session.browseForward() }

    override fun leaveBrowsing() = act { session.leaveBrowsing() }

    /** Starts a new game; a setup the session refuses changes nothing. */
    override fun newGame(setup: GameSetup) = onSession {
        val snapshot = attempt {
            when (setup.game) {
                GameKind.MATH_CHESS -> session.newGame(library.rulesOf(setup.preset), setup.mode)
                GameKind.CAPTURE_THE_FLAG -> session.startGame(setup.game, setup.mode)
            }
            setup.orientation?.let(session::setOrientation) ?: session.snapshot()
        } ?: return@onSession
        updateReady { it.copy(setup = setup, screen = Screen.GAME) }
        publish(snapshot)
    }

    /** Plays the last setup again. */
    override fun playAgain() = onSession {
        val setup = (mutableState.value as? GameUiState.Ready)?.setup ?: return@onSession
        newGame(setup)
    }

    /**
     * Asks the engine for a move (about a second, in the background) and hands
     * it to the session, which shows it in its snapshots until the game moves on
     * (one found too late is dropped by the session).
     */
    override fun requestHint() = onSession {
        val ready = mutableState.value as? GameUiState.Ready ?: return@onSession
        if (!ready.canRequestHint) return@onSession
        val request = ++hintRequests
        val job = try {
            session.hintJob()
        } catch (e: FfiException) {
            return@onSession
        }
        updateReady { it.copy(hintSearching = true) }
        val asked = session
        scope.launch(dispatchers.search) {
            val found = try {
                job.run() != null
            } catch (e: FfiException) {
                false
            }
            withContext(dispatchers.session) {
                val wanted = request == hintRequests && asked === session
                if (wanted) updateReady { it.copy(hintSearching = false) }
                val shown = if (found && wanted) {
                    try {
                        asked.showHint(job)
                    } catch (e: FfiException) {
                        null // the game moved on meanwhile
                    }
                } else {
                    null
                }
                job.close()
                shown?.let(::publish)
            }
        }
    }

    override fun setPreferences(preferences: Preferences) {
        updateReady { it.copy(preferences = preferences) }
        scope.launch(dispatchers.disk) { preferenceStore.savePreferences(preferences) }
    }

    override fun show(screen: Screen) = onSession {
        val before = (mutableState.value as? GameUiState.Ready)?.screen
        updateReady { it.copy(screen = screen) }
        if (before == Screen.REVIEW && screen != Screen.REVIEW) stopReview()
        when (screen) {
            Screen.RULES -> if ((mutableState.value as? GameUiState.Ready)?.ruleExamples == null) {
                val examples = library.ruleExamples()
                val flagExamples = library.flagRuleExamples()
                updateReady { it.copy(ruleExamples = examples, flagRuleExamples = flagExamples) }
            }
            Screen.REVIEW -> if (before != Screen.REVIEW) startReview()
            else -> Unit
        }
    }

    override fun dismissNotice() = updateReady { it.copy(notice = null) }

    /**
     * Stops the searches and frees the native session once the calls already
     * queued on the session's dispatcher have run. Call it when the model is
     * done: after [scope] is cancelled, nothing else reaches the session.
     */
    fun close() {
        CoroutineScope(dispatchers.session).launch {
            stopReview()
            review?.close()
            if (::session.isInitialized) session.close()
        }
    }

    /** The saved game, or a new one if none was saved or the save is unreadable. */
    private fun open() {
        val preferences = preferenceStore.loadPreferences()
        // Its first snapshot too: a save the core cannot show is as unreadable.
        val saved = file.restore { save -> library.restore(save).also { it.snapshot() } }
        val restored = saved.value
        val setup = GameSetup()
        session = restored ?: library.newSession(library.rulesOf(setup.preset), setup.mode)
        val snapshot = session.snapshot()
        saves.opened(saved, snapshot.revision)
        mutableState.value = GameUiState.Ready(
            snapshot = snapshot,
            screen = Screen.GAME,
            setup = GameSetup(game = snapshot.game, mode = snapshot.mode, orientation = snapshot.orientation),
            preferences = preferences,
            core = library.facts(),
            notice = Notice.SAVED_GAME_UNREADABLE.takeIf { saved.unreadable },
        )
        publish(snapshot)
    }

    private fun act(call: () -> Snapshot) = onSession { attempt(call)?.let(::publish) }

    /**
     * A call that the session refuses (a button pressed just as the game
     * changed) changes nothing: the screen is redrawn from the session, and
     * the player hears that it was refused.
     */
    private fun attempt(call: () -> Snapshot): Snapshot? = try {
        call()
    } catch (e: FfiException) {
        current()?.let(::publish)
        updateReady { it.copy(happening = Happening.CommandRefused(++happenings)) }
        null
    }

    /** The session now; none if even that call fails (a bug in the core), and the screen stays as it is. */
    private fun current(): Snapshot? = try {
        session.snapshot()
    } catch (e: FfiException) {
        null
    }

    private fun onSession(block: suspend () -> Unit) {
        scope.launch(dispatchers.session) { block() }
    }

    private fun updateReady(change: (GameUiState.Ready) -> GameUiState.Ready) =
        mutableState.update { if (it is GameUiState.Ready) change(it) else it }

    /**
     * Shows [snapshot], tells the core's last event if it is a new one, saves a new revision
     * and starts the computer when the snapshot says so.
     */
    private fun publish(snapshot: Snapshot) {
        val last = snapshot.lastEvent
        val told = last?.takeIf { it.id != toldEvent }?.let { Happening.Told(++happenings, it.event) }
        if (last != null) toldEvent = last.id
        updateReady { ready -> ready.copy(snapshot = snapshot, happening = told ?: ready.happening) }
        review?.let { if (!isCurrent(it)) dropReview() }
        write(snapshot.revision)
        if (snapshot.startComputer && computer == null) startComputer()
    }

    /** Writes the session's save on the disk dispatcher unless [revision] is the one last written. */
    private fun write(revision: ULong) {
        if (!saves.claim(revision)) return
        val asked = session
        // Taken when the write's turn comes: then it is the newest.
        saves.write { asked.save() }
    }

    /**
     * The computer's move, off the session's thread. The session holds the
     * move when it returns, or dropped it because the game changed meanwhile:
     * its snapshot is shown as it is, which starts the next search if due.
     * The search is marked as running before it starts: one that ended first
     * would otherwise leave the mark set, and no search would start again.
     */
    private fun startComputer() {
        val asked = session
        val search = scope.launch(dispatchers.search, start = CoroutineStart.LAZY) {
            val failed = try {
                asked.computerMove()
                false
            } catch (e: FfiException) {
                e !is FfiException.NoComputerMove
            }
            withContext(dispatchers.session) {
                computer = null
                if (failed) updateReady { it.copy(notice = Notice.COMPUTER_FAILED) }
                // After a failed search the session does not ask for another until the game changes.
                current()?.let(::publish)
            }
        }
        computer = search
        search.start()
    }

    /**
     * The core's review of the game, in the background, unless the one shown
     * is still current; dropped if the game changed meanwhile.
     */
    private fun startReview() {
        if (review != null) return
        val job = try {
            session.reviewGame()
        } catch (e: FfiException) {
            return
        }
        reviewJob = job
        updateReady { it.copy(analysis = Analysis.Running) }
        scope.launch(dispatchers.search) {
            val done = try {
                job.run()
            } catch (e: FfiException) {
                null
            }
            withContext(dispatchers.session) {
                job.close()
                val wanted = reviewJob === job
                if (wanted) reviewJob = null
                if (done == null || !wanted || !done.isComplete() || !isCurrent(done)) {
                    done?.close()
                    if (wanted) updateReady { it.copy(analysis = Analysis.None) }
                    return@withContext
                }
                review = done
                val counts = Side.entries.associateWith { side ->
                    ReviewMark.entries.associateWith { mark -> done.count(side, mark).toInt() }
                }
                updateReady { it.copy(analysis = Analysis.Done(done.moves(), counts)) }
            }
        }
    }

    /** Does [review] still describe the game? Not if even that cannot be told (a bug in the core). */
    private fun isCurrent(review: GameReview): Boolean = try {
        session.reviewIsCurrent(review)
    } catch (e: FfiException) {
        false
    }

    /** Stops a review still running: its result is not wanted. */
    private fun stopReview() {
        reviewJob?.cancel()
        reviewJob = null
        if (review == null) updateReady { it.copy(analysis = Analysis.None) }
    }

    private fun dropReview() {
        review?.close()
        review = null
        updateReady { it.copy(analysis = Analysis.None) }
    }
}
