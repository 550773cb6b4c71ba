package vn.mathchess.desktop

import vn.mathchess.core.PlayerView
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameUiState

/** The player on this device: the one the other phone does not play. */
fun localPlayer(snapshot: Snapshot): PlayerView = listOf(snapshot.nearPlayer, snapshot.farPlayer).first { !it.remote }

/**
 * Plays the first legal move of the side on this device through taps, as a
 * player would: for each cell in display order holding a piece of that
 * side, tap it; if the snapshot then marks step or capture targets, tap the
 * first one (choosing the first formula if a choice opens) and stop;
 * otherwise tap the piece again if it was selected, and try the next.
 * Returns the move's text, or `null` if no piece had a target.
 */
suspend fun GameModel.playFirstMove(): String? {
    val start = (state.value as GameUiState.Ready).snapshot
    val side = localPlayer(start).side
    val before = start.history.moveCount()
    for (cell in start.cells) {
        if (cell.piece?.side != side) continue
        tap(cell.square)
        settle()
        val selected = (state.value as GameUiState.Ready).snapshot
        val target = selected.cells.firstOrNull { it.marks.stepTarget || it.marks.captureTarget }
        if (target == null) {
            if (selected.selected == cell.square) {
                tap(cell.square)
                settle()
            }
            continue
        }
        tap(target.square)
        settle()
        if ((state.value as GameUiState.Ready).snapshot.choice != null) {
            choose(0)
            settle()
        }
        // The history is the session's own, live: the other phone's reply may follow at once.
        return (state.value as GameUiState.Ready).snapshot.history.moveAt(before)
    }
    return null
}
