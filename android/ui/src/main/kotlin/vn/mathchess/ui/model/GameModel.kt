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
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameReview
import vn.mathchess.core.Connection
import vn.mathchess.core.Mode
import vn.mathchess.core.Role
import vn.mathchess.core.ReviewJob
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.ReviewedMove
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.game.GameActions

/**
 * Where the state holder runs its work. [session] runs the quick session calls,
 * one at a time and in order (e.g. `Dispatchers.IO.limitedParallelism(1)`);
 * [search] the computer's move, the hint and the review (`Dispatchers.Default`);
 * [disk] the file and preference writes, one at a time and in order;
 * [link] the calls that wait on another phone (joining, and listening to it
 * while a game against it is open), which may block for seconds.
 */
class ModelDispatchers(
    val session: CoroutineDispatcher,
    val search: CoroutineDispatcher,
    val disk: CoroutineDispatcher,
    val link: CoroutineDispatcher = Dispatchers.IO,
) {
    companion object {
        fun default() = ModelDispatchers(
            session = Dispatchers.IO.limitedParallelism(1),
            search = Dispatchers.Default,
            disk = Dispatchers.IO.limitedParallelism(1),
            link = Dispatchers.IO,
        )
    }
}

/**
 * The state holder of the app (a ViewModel without Android): it turns intents
 * into session calls and publishes one [GameUiState] per change; it starts the
 * computer when the snapshot says so, runs the hint and the game review in the
 * background, and writes the session's save whenever its revision changes. It
 * decides nothing about the game: the snapshot says what is allowed.
 *
 * A game against another phone is hosted by [newGame] with `Mode.Nearby` or
 * joined by [joinNearby]; while one is open, the model listens to the other
 * phone in the background and shows what came. [nearbyAddress]: where a
 * hosted game listens (`null`, this phone's address on its network; tests
 * pass `127.0.0.1`).
 */
class GameModel(
    private val library: CoreLibrary,
    private val file: GameFile,
    private val preferenceStore: PreferenceStore,
    private val scope: CoroutineScope,
    private val dispatchers: ModelDispatchers,
    private val nearbyAddress: String? = null,
) : GameActions {
    private val mutableState = MutableStateFlow<GameUiState>(GameUiState.Loading)
    val state: StateFlow<GameUiState> = mutableState.asStateFlow()

    // Touched on the session dispatcher only.
    private lateinit var session: SessionHandle

    private val saves = SaveWriter(file, scope, dispatchers) { updateReady { it.copy(notice = Notice.SAVE_FAILED) } }
    private var computer: Job? = null
    private var hintRequests = 0
    private var reviewJob: ReviewJob? = null

    /** The review's background work, stopped or not, until it returns: [idle] waits for it. */
    private var reviewRun: Job? = null

    /** The review shown as [Analysis.Done], while the game stays the one reviewed. */
    private var review: GameReview? = null
    private var happenings = 0

    /** The id of the core's last event told, so that a snapshot read again tells nothing new. */
    private var toldEvent: ULong? = null

    /** Listens to the other phone while a game against it is open. */
    private var listener: Job? = null

    init {
        onSession { open() }
    }

    companion object {
        /** The app's model over the Rust library. */
        fun withLibrary(
            file: GameFile,
            preferences: PreferenceStore,
            scope: CoroutineScope,
            nearbyAddress: String? = null,
        ) = GameModel(RustLibrary, file, preferences, scope, ModelDispatchers.default(), nearbyAddress = nearbyAddress)
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

    /**
     * Starts a new game; a setup the session refuses changes nothing. A
     * setup with `Mode.Nearby` hosts a game for another phone. A game
     * against another phone is left (the other phone is told) for a new one.
     */
    override fun newGame(setup: GameSetup) = onSession {
        val mode = setup.mode
        if (mode is Mode.Nearby) return@onSession host(setup, mode.local)
        if (current()?.nearby != null) replace(library.newSession(library.rulesOf(setup.preset), Mode.TwoPlayers))
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

    /** Plays the last setup again; against another phone, the host hosts anew and the guest is shown the join screen. */
    override fun playAgain() = onSession {
        val ready = mutableState.value as? GameUiState.Ready ?: return@onSession
        if (ready.snapshot.nearby?.role == Role.GUEST) return@onSession updateReady { it.copy(screen = Screen.JOIN) }
        newGame(ready.setup)
    }

    /**
     * Joins the game another phone hosts at [code], off the session's
     * thread (it blocks for a few seconds at most). A code that is none is
     * refused at once, with nothing sent; a failure is kept to be shown.
     */
    override fun joinNearby(code: String) = onSession {
        val ready = mutableState.value as? GameUiState.Ready ?: return@onSession
        if (ready.nearby.joining) return@onSession
        try {
            library.checkJoinCode(code)
        } catch (e: FfiException) {
            return@onSession updateNearby { it.copy(joinFailure = nearbyFailure(e)) }
        }
        updateNearby { it.copy(joining = true, joinFailure = null) }
        scope.launch(dispatchers.link) {
            var failure: NearbyFailure? = null
            val joined = try {
                library.join(code)
            } catch (e: FfiException) {
                failure = nearbyFailure(e)
                null
            }
            withContext(dispatchers.session) {
                if (joined == null) return@withContext updateNearby { it.copy(joining = false, joinFailure = failure) }
                replace(joined)
                val snapshot = joined.snapshot()
                publish(snapshot) {
                    it.copy(
                        setup = it.setup.copy(game = snapshot.game, mode = snapshot.mode, orientation = snapshot.orientation),
                        screen = Screen.GAME,
                        nearby = NearbyForms(),
                    )
                }
            }
        }
    }

    /** Joins the other phone's game again (as the snapshot allows), off the session's thread. */
    override fun rejoinNearby() = onSession {
        val ready = mutableState.value as? GameUiState.Ready ?: return@onSession
        if (ready.nearby.rejoining || current()?.nearby?.mayRejoin != true) return@onSession
        val asked = session
        updateNearby { it.copy(rejoining = true, linkFailure = null) }
        scope.launch(dispatchers.link) {
            var failure: NearbyFailure? = null
            val rejoined = try {
                asked.rejoin()
            } catch (e: FfiException) {
                failure = nearbyFailure(e)
                null
            }
            withContext(dispatchers.session) {
                updateNearby { it.copy(rejoining = false, linkFailure = failure) }
                if (asked === session) (rejoined ?: current())?.let(::publish)
            }
        }
    }

    override fun leaveNearby() = act { session.leaveNearby() }

    override fun askUndo() = act { session.askUndo() }

    override fun answerUndo(accept: Boolean) = act { session.answerUndo(accept) }

    /**
     * Returns once the intents sent before it have run and the saves they
     * asked for are written (a program that drives the model, and tests).
     */
    suspend fun settle() {
        withContext(dispatchers.session) {}
        withContext(dispatchers.disk) {}
    }

    /**
     * Returns once the review started last has returned (a stopped one too,
     * its result dropped), then as [settle]: tests wait on it, not on a clock.
     */
    suspend fun idle() {
        withContext(dispatchers.session) { reviewRun }?.join()
        settle()
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

    /** Runs the review again while its screen shows that the last one did not finish. */
    override fun retryReview() = onSession {
        val ready = mutableState.value as? GameUiState.Ready ?: return@onSession
        if (ready.screen == Screen.REVIEW && ready.analysis == Analysis.Failed) startReview()
    }

    override fun dismissNotice() = updateReady { it.copy(notice = null) }

    /**
     * Stops the searches and frees the native session once the calls already
     * queued on the session's dispatcher have run. Call it when the model is
     * done: after [scope] is cancelled, nothing else reaches the session.
     */
    fun close() {
        CoroutineScope(dispatchers.session).launch {
            stopListening()
            stopReview()
            review?.close()
            if (!::session.isInitialized) return@launch
            // After a save of it still being written: the disk dispatcher runs one thing at a time, in order.
            val last = session
            CoroutineScope(dispatchers.disk).launch { last.close() }
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
        if (snapshot.nearby != null) reopenLink()
    }

    /**
     * A game against another phone, restored: the host listens again at its
     * code, and the guest then joins again (as the snapshot allows). A link
     * that cannot be opened again leaves the game as it is, and says why.
     */
    private fun reopenLink() {
        val reopened = try {
            session.reopenLink()
        } catch (e: FfiException) {
            return updateNearby { it.copy(linkFailure = nearbyFailure(e)) }
        }
        publish(reopened)
        if (reopened.nearby?.mayRejoin == true) rejoinNearby()
    }

    /** Hosts a game of [setup]'s game and rules for another phone, this one playing [local]; shows its code. */
    private fun host(setup: GameSetup, local: Side) {
        val hosted = try {
            library.host(setup.game, library.rulesOf(setup.preset), local, nearbyAddress)
        } catch (e: FfiException) {
            return updateNearby { it.copy(hostFailure = nearbyFailure(e)) }
        }
        replace(hosted)
        publish(hosted.snapshot()) { it.copy(setup = setup, screen = Screen.HOST, nearby = NearbyForms()) }
    }

    /**
     * Makes [next] the session: the old one's listening, hint and review
     * stop, a game against another phone is left (it is told), and the old
     * session is freed.
     */
    private fun replace(next: SessionHandle) {
        val old = session
        stopListening()
        stopReview()
        review?.let { dropReview() }
        hintRequests++
        updateReady { it.copy(hintSearching = false) }
        session = next
        toldEvent = null
        try {
            old.leaveNearby()
        } catch (e: FfiException) {
            // Nothing to tell: the old game is closed anyway.
        }
        // After the saves of it already asked for, which the disk dispatcher runs first.
        scope.launch(dispatchers.disk) { old.close() }
    }

    /** Hears the other phone in the background, while the session is the one heard: what came is shown. */
    private fun startListening() {
        val heard = session
        listener = scope.launch(dispatchers.link) {
            while (isActive) {
                val came = try {
                    heard.hear(LISTEN_MILLIS)
                } catch (e: FfiException) {
                    break // a bug in the core: the game stays as it is
                } catch (e: IllegalStateException) {
                    break // the session was closed just now: this game is over here
                }
                if (came) withContext(dispatchers.session) { if (session === heard) current()?.let(::publish) }
            }
        }
    }

    private fun stopListening() {
        listener?.cancel()
        listener = null
    }

    private fun updateNearby(change: (NearbyForms) -> NearbyForms) = updateReady { it.copy(nearby = change(it.nearby)) }

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
     * Shows [snapshot] (with what [change] changes besides, in the same state), tells the core's
     * last event if it is a new one, saves a new revision, starts the computer when the snapshot
     * says so and listens to the other phone while there is one.
     */
    private fun publish(snapshot: Snapshot, change: (GameUiState.Ready) -> GameUiState.Ready = { it }) {
        val last = snapshot.lastEvent
        val told = last?.takeIf { it.id != toldEvent }?.let { Happening.Told(++happenings, it.event) }
        if (last != null) toldEvent = last.id
        // The host's code is shown until the other phone has joined; then the board.
        val joined = snapshot.nearby?.connection == Connection.Connected
        updateReady { before ->
            val ready = change(before)
            val screen = if (ready.screen == Screen.HOST && joined) Screen.GAME else ready.screen
            ready.copy(snapshot = snapshot, happening = told ?: ready.happening, screen = screen)
        }
        if (snapshot.nearby == null) stopListening() else if (listener == null) startListening()
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
     * is still current. One that fails, or that the game changed under, is
     * [Analysis.Failed]; one stopped meanwhile is not wanted.
     */
    private fun startReview() {
        if (review != null) return
        val job = try {
            session.reviewGame()
        } catch (e: FfiException) {
            return updateReady { it.copy(analysis = Analysis.Failed) }
        }
        reviewJob = job
        updateReady { it.copy(analysis = Analysis.Running) }
        reviewRun = scope.launch(dispatchers.search) {
            val done = try {
                job.run()
            } catch (e: FfiException) {
                null
            }
            withContext(dispatchers.session) {
                job.close()
                val wanted = reviewJob === job
                if (wanted) reviewJob = null
                val moves = done?.takeIf { wanted && it.isComplete() && isCurrent(it) }?.let(::movesOf)
                if (done == null || moves == null) {
                    done?.close()
                    if (wanted) updateReady { it.copy(analysis = Analysis.Failed) }
                    return@withContext
                }
                review = done
                val counts = Side.entries.associateWith { side ->
                    ReviewMark.entries.associateWith { mark -> done.count(side, mark).toInt() }
                }
                updateReady { it.copy(analysis = Analysis.Done(moves, counts)) }
            }
        }
    }

    /** Does [review] still describe the game? Not if even that cannot be told (a bug in the core). */
    private fun isCurrent(review: GameReview): Boolean = try {
        session.reviewIsCurrent(review)
    } catch (e: FfiException) {
        false
    }

    /** The moves [review] weighed; none if even they cannot be read (a bug in the core). */
    private fun movesOf(review: GameReview): List<ReviewedMove>? = try {
        review.moves()
    } catch (e: FfiException) {
        null
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

/** How long one call waits to hear the other phone: a closed game stops listening within it. */
private const val LISTEN_MILLIS = 250u

/** Why a call about another phone failed, from the core's error. */
internal fun nearbyFailure(e: FfiException): NearbyFailure = when (e) {
    is FfiException.InvalidJoinCode -> NearbyFailure.Code(e.problem)
    is FfiException.Nearby -> NearbyFailure.Nearby(e.problem)
    else -> NearbyFailure.Other
}
