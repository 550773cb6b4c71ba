package vn.mathchess.ui.model

import vn.mathchess.core.GameSession
import vn.mathchess.core.GameSessionInterface
import vn.mathchess.core.Preset
import vn.mathchess.core.RuleOptions
import vn.mathchess.core.presetRules

/**
 * The game session as the state holder sees it (STYLE K9): the generated
 * [GameSessionInterface], whose `computerMove()` blocks while the computer
 * searches (run it off the main thread; `undo()` or `newGame()` from another
 * thread stop it), plus the rule presets. Tests pass a fake; the app passes
 * [SessionEngine] over the real library.
 */
interface GameEngine :
    GameSessionInterface,
    AutoCloseable {
    /** The rule options of [preset] (the library's `presetRules`). */
    fun rulesOf(preset: Preset): RuleOptions

    /** Frees the native session; no call may follow. */
    override fun close()
}

/** [GameEngine] over the Rust library's [GameSession]. */
class SessionEngine(private val session: GameSession) :
    GameEngine,
    GameSessionInterface by session {
    override fun rulesOf(preset: Preset): RuleOptions = presetRules(preset)

    /** A call still running (a search) keeps the session until it returns. */
    override fun close() = session.close()
}
