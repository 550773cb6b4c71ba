package vn.mathchess.ui.model

import java.io.IOException
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameSession
import vn.mathchess.core.Mode
import vn.mathchess.core.Preset
import vn.mathchess.core.ReviewJob
import vn.mathchess.core.RuleExample
import vn.mathchess.core.FlagRuleExample
import vn.mathchess.core.RuleOptions
import vn.mathchess.core.Snapshot
import vn.mathchess.core.presetRules

/** Square indices of the first game (`a1` = 0 … `i11` = 98). */
const val C1 = 2u
const val C4 = 29u
const val G11 = 96u
const val G8 = 69u

/** A save of the first game, two players, after [taps] (square indices), as the app writes it. */
fun savedAfter(vararg taps: UInt): String =
    GameSession(presetRules(Preset.CHESSPLAYX), Mode.TwoPlayers).use { session ->
        for (square in taps) session.tap(square)
        session.save()
    }

/** A save of a new game of [game], two players. */
fun savedGame(game: GameKind): String = GameSession.ofGame(game, Mode.TwoPlayers).use { it.save() }

/**
 * The library's own session, watched: it records the calls the state holder
 * makes and does what the session does. It changes the session's behaviour
 * only for what a real session cannot do on demand in a test: [failSearch]
 * makes `computerMove()` fail (the core's search fails only on a bug), and
 * from then on its snapshots ask for no search, as the core's do after a
 * failed search until the game changes (the core's own tests check that);
 * [failReview] and [stopReviews] make the game's review fail or not finish.
 */
class WatchedSession(private val real: SessionHandle) : SessionHandle by real {
    val calls = mutableListOf<String>()
    var failSearch: FfiException? = null
    private var failed = false

    override fun snapshot(): Snapshot = real.snapshot().let { if (failed) it.copy(startComputer = false) else it }

    override fun computerMove(): Snapshot {
        calls += "computerMove"
        failSearch?.let {
            failed = true
            throw it
        }
        return real.computerMove()
    }

    override fun newGame(rules: RuleOptions, mode: Mode): Snapshot {
        calls += "newGame $mode"
        return real.newGame(rules, mode)
    }

    override fun startGame(game: GameKind, mode: Mode): Snapshot {
        calls += "startGame $game $mode"
        return real.startGame(game, mode)
    }

    /** Makes `reviewGame()` throw it (the core's review fails only on a bug). */
    var failReview: FfiException? = null

    /** Hands out review jobs stopped before they run: their reviews are incomplete. */
    var stopReviews = false

    override fun reviewGame(): ReviewJob {
        calls += "reviewGame"
        failReview?.let { throw it }
        return real.reviewGame().also { if (stopReviews) it.cancel() }
    }

    override fun save(): String {
        calls += "save"
        return real.save()
    }

    override fun close() {
        calls += "close"
        real.close()
    }
}

/** The Rust library, counting what it was asked; each session it opens is [WatchedSession]-wrapped. */
class WatchedLibrary : CoreLibrary by RustLibrary {
    val calls = mutableListOf<String>()
    val sessions = mutableListOf<WatchedSession>()

    /** The session opened last. */
    val session: WatchedSession get() = sessions.last()

    /** Applied to each session as it opens, before the state holder reads it. */
    var prepare: (WatchedSession) -> Unit = {}

    private fun watch(real: SessionHandle) = WatchedSession(real).also { sessions += it; prepare(it) }

    override fun newSession(rules: RuleOptions, mode: Mode): SessionHandle {
        calls += "newSession $mode"
        return watch(RustLibrary.newSession(rules, mode))
    }

    override fun restore(save: String): SessionHandle {
        calls += "restore"
        return watch(RustLibrary.restore(save))
    }

    override fun ruleExamples(): List<RuleExample> {
        calls += "ruleExamples"
        return RustLibrary.ruleExamples()
    }

    override fun flagRuleExamples(): List<FlagRuleExample> {
        calls += "flagRuleExamples"
        return RustLibrary.flagRuleExamples()
    }
}

/** A [GameFile] in memory; [failWrites] and [failSetAside] make those calls fail. */
class MemoryGameFile(var saved: String? = null) : GameFile {
    val writes = mutableListOf<String>()
    var aside: String? = null
    var failWrites = false
    var failSetAside = false

    override fun read(): String? = saved

    override fun write(save: String) {
        if (failWrites) throw IOException("disk full")
        writes += save
        saved = save
    }

    override fun setAside() {
        if (failSetAside) throw IOException("read-only")
        aside = saved
        saved = null
    }
}

/** The moves of a save, as the library reads them back. */
fun movesOf(save: String): List<String> =
    GameSession.restore(save, Mode.TwoPlayers).use { it.snapshot().history.moves(0u, 1000u) }
