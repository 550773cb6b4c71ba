package vn.mathchess.ui.model

import vn.mathchess.core.FlagRuleExample
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameSession
import vn.mathchess.core.GameSessionInterface
import vn.mathchess.core.LevelRange
import vn.mathchess.core.Mode
import vn.mathchess.core.Preset
import vn.mathchess.core.RuleExample
import vn.mathchess.core.RuleOptions
import vn.mathchess.core.Side
import vn.mathchess.core.computerLevels
import vn.mathchess.core.defaultComputerLevel
import vn.mathchess.core.presetRules

/**
 * One game session as the state holder holds it (`docs/style.md` K9): the
 * generated [GameSessionInterface], whose `computerMove()` and hint and review
 * jobs block while the engine searches (run them off the main thread), and a
 * way to free it. The app and its tests pass the library's [GameSession]; a
 * test wraps it only for what a real session cannot do on demand (a search
 * that fails, or one held until the test lets it go).
 */
interface SessionHandle :
    GameSessionInterface,
    AutoCloseable

/** [SessionHandle] over the Rust library's [GameSession]. */
private class RustSession(private val session: GameSession) :
    SessionHandle,
    GameSessionInterface by session {
    /** A call still running (a search) keeps the session until it returns. */
    override fun close() = session.close()
}

/** What the state holder asks of the core besides a session: its free functions and constructors. */
interface CoreLibrary {
    fun newSession(rules: RuleOptions, mode: Mode): SessionHandle

    /** The session saved as [save] (`GameSession.save()`). @throws vn.mathchess.core.FfiException */
    fun restore(save: String): SessionHandle

    fun rulesOf(preset: Preset): RuleOptions

    /**
     * A new game of [game] hosted for another phone, this one playing
     * [local]; it listens at [address] (`null`: this phone's address on its
     * network). @throws vn.mathchess.core.FfiException
     */
    fun host(game: GameKind, rules: RuleOptions, local: Side, address: String?): SessionHandle

    /** Joins the game hosted at [code]; blocks for a few seconds at most. @throws vn.mathchess.core.FfiException */
    fun join(code: String): SessionHandle

    /** [code] as the host shows it, if it is one. @throws vn.mathchess.core.FfiException.InvalidJoinCode */
    fun checkJoinCode(code: String): String

    fun facts(): CoreFacts

    /** The rules screen's pictures (the core's `ruleExamples()` and `flagRuleExamples()`). */
    fun ruleExamples(): List<RuleExample>

    fun flagRuleExamples(): List<FlagRuleExample>
}

/** [CoreLibrary] over the Rust library. */
object RustLibrary : CoreLibrary {
    override fun newSession(rules: RuleOptions, mode: Mode): SessionHandle = RustSession(GameSession(rules, mode))

    // A save that does not say who plays is two players' (none written here).
    override fun restore(save: String): SessionHandle = RustSession(GameSession.restore(save, Mode.TwoPlayers))

    override fun rulesOf(preset: Preset): RuleOptions = presetRules(preset)

    override fun host(game: GameKind, rules: RuleOptions, local: Side, address: String?): SessionHandle =
        RustSession(GameSession.host(game, rules, local, address))

    override fun join(code: String): SessionHandle = RustSession(GameSession.join(code))

    override fun checkJoinCode(code: String): String = vn.mathchess.core.checkJoinCode(code)

    override fun facts(): CoreFacts = CoreFacts(computerLevels(), defaultComputerLevel())

    override fun ruleExamples(): List<RuleExample> = vn.mathchess.core.ruleExamples()

    override fun flagRuleExamples(): List<FlagRuleExample> = vn.mathchess.core.flagRuleExamples()
}

/** The levels as a range, weakest first. */
val LevelRange.range: IntRange get() = weakest.toInt()..strongest.toInt()
