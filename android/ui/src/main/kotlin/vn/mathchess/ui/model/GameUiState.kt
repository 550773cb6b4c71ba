package vn.mathchess.ui.model

import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.Snapshot

/** What the app shows; screens `when` over it (STYLE K2). */
sealed interface GameUiState {
    /** Before the saved game has been read. */
    data object Loading : GameUiState

    data class Ready(
        /** The session's view of the game: everything the game screen draws. */
        val snapshot: Snapshot,
        val screen: Screen,
        /** The choices the new-game screen opens with: the last ones made. */
        val setup: GameSetup,
        /** A message to show once, until dismissed. */
        val notice: Notice? = null,
        /** The rules screen's pictures, once it has been opened. */
        val ruleExamples: RuleExamples? = null,
    ) : GameUiState
}

enum class Screen { GAME, NEW_GAME, RULES }

enum class Notice {
    /** The saved game could not be read; a new game was started instead. */
    SAVED_GAME_UNREADABLE,

    /** The game could not be written to storage. */
    SAVE_FAILED,
}

/**
 * A new game as chosen on the new-game screen. [orientation] `null` leaves the
 * board to the mode's default (the session turns it to face the player
 * against the computer).
 */
data class GameSetup(
    val preset: Preset = Preset.CHESSPLAYX,
    val mode: Mode = Mode.TwoPlayers,
    val orientation: Orientation? = Orientation.FollowTurn,
)

/** The computer's levels, weakest first (the core's `COMPUTER_LEVELS`). */
val COMPUTER_LEVELS: IntRange = 1..8
