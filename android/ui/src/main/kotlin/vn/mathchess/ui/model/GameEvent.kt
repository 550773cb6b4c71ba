package vn.mathchess.ui.model

import vn.mathchess.core.CaptureView
import vn.mathchess.core.EndKind
import vn.mathchess.core.GameEnd
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot

/**
 * What just happened in the game, for the sounds, the haptics and the screen
 * reader's announcements. Read from two snapshots in a row: an undo or a step
 * through history gives none; a redo plays like a move.
 */
sealed interface GameEvent {
    /**
     * [side] played [move] (move text, `d3xd7=7-4`), taking [captures]; the
     * computer if [byComputer].
     */
    data class Played(val side: Side, val move: String, val captures: List<CaptureView>, val byComputer: Boolean) : GameEvent {
        val capture: Boolean get() = captures.isNotEmpty()
    }

    data class Ended(val ending: GameEnd) : GameEvent

    /** A tap or a button that did nothing. */
    data object Refused : GameEvent

    /** [by] declined the draw offered to it: the side that offered is told. */
    data class DrawDeclined(val by: Side) : GameEvent

    /** An undo took back [side]'s resignation: the game goes on. */
    data class ResignationTakenBack(val side: Side) : GameEvent

    companion object {
        /** The event that leads from [before] to [after], if any. */
        fun between(before: Snapshot, after: Snapshot): GameEvent? {
            val ending = after.ending
            val ended = before.ending
            val offer = before.drawOffer
            val samePly = after.history.moveCount() == before.history.moveCount()
            return when {
                ending != null && ended == null -> Ended(ending)
                after.rejection != null && after.revision == before.revision -> Refused
                ended?.reason == EndKind.RESIGNATION && ending == null && samePly -> ended.winner?.let { ResignationTakenBack(it.other) }
                offer != null && after.drawOffer == null && ending == null && samePly -> DrawDeclined(offer.other)
                else -> played(before, after)
            }
        }

        private val Side.other: Side get() = if (this == Side.BLUE) Side.RED else Side.BLUE

        private fun played(before: Snapshot, after: Snapshot): Played? {
            val plies = after.history.moveCount()
            if (after.review != null || before.review != null || plies <= before.history.moveCount()) return null
            val move = after.history.moveAt(plies - 1u) ?: return null
            val mover = listOf(after.nearPlayer, after.farPlayer).first { it.side == before.turn }
            return Played(before.turn, move, after.lastCaptures, byComputer = mover.computer)
        }
    }
}
