package vn.mathchess.ui.model

import vn.mathchess.core.FlagRuleExample
import vn.mathchess.core.GameEvent
import vn.mathchess.core.GameKind
import vn.mathchess.core.Hint
import vn.mathchess.core.JoinCodeProblem
import vn.mathchess.core.LevelRange
import vn.mathchess.core.Mode
import vn.mathchess.core.NearbyProblem
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.ReviewedMove
import vn.mathchess.core.RuleExample
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot

/** What the app shows; screens `when` over it (`docs/style.md` K2). */
sealed interface GameUiState {
    /** Before the saved game has been read. */
    data object Loading : GameUiState

    data class Ready(
        /** The session's view of the game: everything the game screen draws. */
        val snapshot: Snapshot,
        val screen: Screen,
        /** The choices the new-game screen opens with: the last ones made. */
        val setup: GameSetup,
        val preferences: Preferences,
        /** What the core never changes: the computer's levels. */
        val core: CoreFacts,
        /** A message to show once, until dismissed. */
        val notice: Notice? = null,
        /** A hint is being sought: the snapshot shows it once found. */
        val hintSearching: Boolean = false,
        /** The engine's verdict on the game, from the review screen. */
        val analysis: Analysis = Analysis.None,
        /** What just happened, for sounds, haptics and announcements. */
        val happening: Happening? = null,
        /** The rules screen's pictures of each game, once it has been opened. */
        val ruleExamples: List<RuleExample>? = null,
        val flagRuleExamples: List<FlagRuleExample>? = null,
        /** Hosting, joining and rejoining a game against another phone: what is under way, what failed. */
        val nearby: NearbyForms = NearbyForms(),
    ) : GameUiState {
        /** The hint as the controls show it: the session's, or the search for one. */
        val hint: HintState
            get() = snapshot.hint?.let(HintState::Shown) ?: if (hintSearching) HintState.Searching else HintState.None

        /** A hint may be asked for: the session allows it to a player, and none is sought. */
        val canRequestHint: Boolean get() = !hintSearching && (snapshot.nearPlayer.mayHint || snapshot.farPlayer.mayHint)
    }
}

/** The core's constants, read once from the library: the computer's levels. */
data class CoreFacts(
    val levels: LevelRange,
    /** The level the new-game screen offers first. */
    val defaultLevel: UByte,
)

enum class Screen {
    GAME,
    NEW_GAME,
    RULES,
    SETTINGS,
    REVIEW,
    LEARN,

    /** The game just hosted for another phone: its join code, large, while the other phone joins. */
    HOST,

    /** The join code typed, to join another phone's game. */
    JOIN,
}

/**
 * The calls about another phone that the shell runs and the core answers:
 * joining and rejoining, which block for a few seconds, and why the last
 * one of each failed. The game's own state (the link, the requests) is the
 * snapshot's `nearby`.
 */
data class NearbyForms(
    /** Joining with a code is under way. */
    val joining: Boolean = false,
    /** Why the last join failed: shown under the code typed. */
    val joinFailure: NearbyFailure? = null,
    /** Why hosting failed: shown on the new-game screen. */
    val hostFailure: NearbyFailure? = null,
    /** Joining again (or listening again, after a restart) is under way. */
    val rejoining: Boolean = false,
    /** Why the last rejoin (or listening again) failed. */
    val linkFailure: NearbyFailure? = null,
)

/** Why a call about another phone failed, as the core said it (`FfiException`). */
sealed interface NearbyFailure {
    /** The code typed is no join code: nothing was sent. */
    data class Code(val problem: JoinCodeProblem) : NearbyFailure

    /** The link or the other phone: unreachable, refused, a conflict. */
    data class Nearby(val problem: NearbyProblem) : NearbyFailure

    /** Anything else (a bug in the core). */
    data object Other : NearbyFailure
}

enum class Notice {
    /** The saved game could not be read; a new game was started instead. */
    SAVED_GAME_UNREADABLE,

    /** The game could not be written to storage. */
    SAVE_FAILED,

    /** The computer's search failed: undo or start a new game. */
    COMPUTER_FAILED,
}

sealed interface HintState {
    data object None : HintState

    data object Searching : HintState

    /** The engine's move, marked on the board until the game changes (the session drops it). */
    data class Shown(val hint: Hint) : HintState
}

/** The game review: the engine's verdict on each move played. */
sealed interface Analysis {
    /** Not asked for, or the game has changed since. */
    data object None : Analysis

    data object Running : Analysis

    /** The review did not finish (the core failed, or the game changed meanwhile): the screen offers to run it again. */
    data object Failed : Analysis

    data class Done(
        val moves: List<ReviewedMove>,
        /** How many moves of each side got each mark (the core's counts). */
        val counts: Map<Side, Map<ReviewMark, Int>>,
    ) : Analysis
}

/** The [number]th thing that happened, for sounds, haptics and announcements: the same event twice is two happenings. */
sealed interface Happening {
    val number: Int

    /** The session's last event, as the core tells it. */
    data class Told(override val number: Int, val event: GameEvent) : Happening

    /** A command the session refused (a button pressed just as the game changed). */
    data class CommandRefused(override val number: Int) : Happening
}

/**
 * A new game as chosen on the new-game screen: which game, its rules, who
 * plays and how the board is turned. [orientation] `null` leaves the
 * board to the mode's default (the session turns it to face the player
 * against the computer).
 */
data class GameSetup(
    val game: GameKind = GameKind.MATH_CHESS,
    /** The first game's rules (Capture the Flag has one set). */
    val preset: Preset = Preset.CHESSPLAYX,
    val mode: Mode = Mode.TwoPlayers,
    val orientation: Orientation? = Orientation.FollowTurn,
)
