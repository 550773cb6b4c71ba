package vn.mathchess.ui.model

import java.io.IOException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameSession
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.core.presetRules
import vn.mathchess.ui.game.GameActions

/**
 * The state holder of the app (a ViewModel without Android): it turns intents
 * into session calls, publishes one [GameUiState] per change, runs the
 * computer's move in the background, and saves the game after every change.
 * It decides nothing about the game: the session does.
 *
 * @param engineDispatcher runs the quick session calls and the saving, one at
 *   a time and in order (e.g. `Dispatchers.IO.limitedParallelism(1)`).
 * @param computerDispatcher runs the computer's search (e.g. `Dispatchers.Default`).
 * @param ruleExamples builds the rules screen's pictures ([loadRuleExamples]).
 */
class GameModel(
    private val engine: GameEngine,
    private val store: GameStore,
    private val scope: CoroutineScope,
    private val engineDispatcher: CoroutineDispatcher,
    private val computerDispatcher: CoroutineDispatcher,
    private val ruleExamples: () -> RuleExamples,
) : GameActions {
    private val mutableState = MutableStateFlow<GameUiState>(GameUiState.Loading)
    val state: StateFlow<GameUiState> = mutableState.asStateFlow()

    /** Touched on [engineDispatcher] only. */
    private var lastSaved: SavedGame? = null
    private var computer: Job? = null

    /** The game (its record) in which the computer last found no move. */
    private var computerGaveUpOn: String? = null

    init {
        onEngine { restore() }
    }

    companion object {
        /**
         * The app's model over the Rust library: a fresh session, replaced by
         * the saved game at once if [store] has one.
         */
        fun withLibrary(store: GameStore, scope: CoroutineScope): GameModel = GameModel(
            engine = SessionEngine(GameSession(presetRules(GameSetup().preset), GameSettings.DEFAULT.mode)),
            store = store,
            scope = scope,
            engineDispatcher = Dispatchers.IO.limitedParallelism(1),
            computerDispatcher = Dispatchers.Default,
            ruleExamples = ::loadRuleExamples,
        )
    }

    override fun tap(square: UByte) = act { engine.tap(square.toUInt()) }

    override fun choose(option: Int) = act { engine.choose(option.toUInt()) }

    override fun cancelChoice() = act { engine.cancelChoice() }

    override fun undo() = act { engine.undo() }

    override fun redo() = act { engine.redo() }

    override fun resign(side: Side) = act { engine.resign(side) }

    override fun offerDraw(side: Side) = act { engine.offerDraw(side) }

    override fun acceptDraw(side: Side) = act { engine.acceptDraw(side) }

    override fun declineDraw(side: Side) = act { engine.declineDraw(side) }

    /** Shows the position after [ply] plies (the number played: live again). */
    override fun review(ply: Int) = act { engine.review(ply.toUInt()) }

    override fun reviewBack() = act { engine.reviewBack() }

    override fun reviewForward() = act { engine.reviewForward() }

    override fun leaveReview() = act { engine.leaveReview() }

    fun newGame(setup: GameSetup) = onEngine {
        val snapshot = attempt {
            engine.newGame(engine.rulesOf(setup.preset), setup.mode)
            setup.orientation?.let(engine::setOrientation) ?: engine.snapshot()
        }
        updateReady { it.copy(setup = setup, screen = Screen.GAME) }
        publish(snapshot)
    }

    fun show(screen: Screen) {
        updateReady { it.copy(screen = screen) }
        if (screen == Screen.RULES) {
            onEngine {
                val ready = mutableState.value as? GameUiState.Ready
                if (ready?.ruleExamples == null) {
                    val examples = ruleExamples()
                    updateReady { it.copy(ruleExamples = examples) }
                }
            }
        }
    }

    override fun dismissNotice() = updateReady { it.copy(notice = null) }

    /**
     * Frees the native session once the calls already queued on the engine's
     * dispatcher have run. Call it when the model is done: after [scope] is
     * cancelled, nothing else reaches the engine.
     */
    fun close() {
        CoroutineScope(engineDispatcher).launch { engine.close() }
    }

    /** Reads the saved game; a missing or bad one gives a new game. */
    private fun restore() {
        val notice = try {
            store.load()?.let(::resume)
        } catch (e: IOException) {
            Notice.SAVED_GAME_UNREADABLE
        }
        if (notice != null) {
            store.discard()
            engine.newGame(engine.rulesOf(GameSetup().preset), GameSettings.DEFAULT.mode)
            engine.setOrientation(GameSettings.DEFAULT.orientation)
        }
        val snapshot = engine.snapshot()
        val setup = GameSetup(mode = snapshot.mode, orientation = snapshot.orientation)
        mutableState.value = GameUiState.Ready(snapshot, Screen.GAME, setup, notice)
        publish(snapshot)
    }

    /** Loads [saved] into the session; `null` on success, else why not. */
    private fun resume(saved: SavedGame): Notice? {
        val settings = GameSettings.decode(saved.settings) ?: return Notice.SAVED_GAME_UNREADABLE
        return try {
            engine.newGame(engine.rulesOf(GameSetup().preset), settings.mode)
            engine.load(saved.record)
            engine.setOrientation(settings.orientation)
            null
        } catch (e: FfiException) {
            Notice.SAVED_GAME_UNREADABLE
        }
    }

    private fun act(call: () -> Snapshot) = onEngine { publish(attempt(call)) }

    /**
     * A call that the session refuses (a button pressed just as the game
     * changed) changes nothing: the screen is redrawn from the session.
     */
    private fun attempt(call: () -> Snapshot): Snapshot = try {
        call()
    } catch (e: FfiException) {
        engine.snapshot()
    }

    private fun onEngine(block: suspend () -> Unit) {
        scope.launch(engineDispatcher) { block() }
    }

    private fun updateReady(change: (GameUiState.Ready) -> GameUiState.Ready) =
        mutableState.update { if (it is GameUiState.Ready) change(it) else it }

    private fun publish(snapshot: Snapshot) {
        updateReady { it.copy(snapshot = snapshot) }
        val record = engine.save()
        save(record, snapshot)
        if (snapshot.thinking && computer == null && record != computerGaveUpOn) startComputer(record)
    }

    private fun save(record: String, snapshot: Snapshot) {
        val saved = SavedGame(record, GameSettings(snapshot.mode, snapshot.orientation).encode())
        if (saved == lastSaved) return
        try {
            store.save(saved)
            lastSaved = saved
        } catch (e: IOException) {
            updateReady { it.copy(notice = Notice.SAVE_FAILED) }
        }
    }

    /**
     * The computer's move in the game [record], off the engine's thread; undo
     * or a new game stop it early. If it finds no move while the game stays
     * as it was, it is not asked again until the game changes.
     */
    private fun startComputer(record: String) {
        computer = scope.launch(computerDispatcher) {
            val found = try {
                engine.computerMove()
                true
            } catch (e: FfiException) {
                false
            }
            withContext(engineDispatcher) {
                computer = null
                computerGaveUpOn = record.takeIf { !found && engine.save() == record }
                publish(engine.snapshot())
            }
        }
    }
}
