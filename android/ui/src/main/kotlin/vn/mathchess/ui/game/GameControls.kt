package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.size
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.HintState
import vn.mathchess.ui.model.NearbyForms
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf
import vn.mathchess.ui.theme.LocalBoardColors

/** Four buttons share a phone's width: less padding than Material's 24 dp. */
private val TIGHT = PaddingValues(horizontal = 4.dp)

/**
 * The buttons both players share: undo and redo (the session says when each
 * can be used), the hint (only while a person is to move) and the game's
 * review; then the hint itself while it is shown. Against another phone
 * (no hints, no undo but by agreement): asking to take back a move and the
 * review, then in the hint's room the link and the requests ([NearbyStatus]).
 * [tagSuffix] ends the buttons' test tags in a second copy (face to face).
 */
@Composable
internal fun GameControls(
    snapshot: Snapshot,
    hint: HintState,
    canRequestHint: Boolean,
    actions: GameActions,
    modifier: Modifier = Modifier,
    showHint: Boolean = true,
    keepHintRoom: Boolean = true,
    nearbyForms: NearbyForms = NearbyForms(),
    tagSuffix: String = "",
) {
    val nearby = snapshot.nearby
    Column(modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            val each = Modifier.weight(1f)
            if (nearby != null) {
                ControlButton(StringKey.NEARBY_UNDO_ASK, nearby.mayAskUndo, "ask-undo$tagSuffix", each, actions::askUndo)
                ControlButton(StringKey.ACTION_REVIEW_GAME, snapshot.history.moveCount() > 0u, "review-game$tagSuffix", each) {
                    actions.show(Screen.REVIEW)
                }
            } else {
                ControlButton(StringKey.ACTION_UNDO, snapshot.canUndo, "undo$tagSuffix", each, actions::undo)
                ControlButton(StringKey.ACTION_REDO, snapshot.canRedo, "redo$tagSuffix", each, actions::redo)
                ControlButton(StringKey.ACTION_HINT, canRequestHint, "hint$tagSuffix", each, actions::requestHint)
                ControlButton(StringKey.ACTION_REVIEW_GAME, snapshot.history.moveCount() > 0u, "review-game$tagSuffix", each) {
                    actions.show(Screen.REVIEW)
                }
            }
        }
        when {
            !showHint -> Unit
            nearby != null -> NearbyStatus(snapshot, nearby, nearbyForms, actions, Modifier.heightIn(min = if (keepHintRoom) HINT_HEIGHT else 0.dp))
            else -> HintLine(hint, keepRoom = keepHintRoom)
        }
    }
}

@Composable
private fun ControlButton(label: StringKey, enabled: Boolean, tag: String, modifier: Modifier, onClick: () -> Unit) {
    FilledTonalButton(onClick = onClick, enabled = enabled, modifier = modifier.testTag(tag), contentPadding = TIGHT) {
        Text(stringOf(label), maxLines = 1)
    }
}

/**
 * The hint while it is sought or shown: the move, and the line the engine
 * expects. Below the controls, or face to face at each player's own edge.
 * Its room is kept while there is no hint unless not [keepRoom] (a pane
 * beside the board, where what comes below it may move).
 */
@Composable
internal fun HintLine(hint: HintState, modifier: Modifier = Modifier, keepRoom: Boolean = true) {
    val live = Modifier.testTag("hint-text").semantics { liveRegion = LiveRegionMode.Polite }
    Box(modifier.fillMaxWidth().heightIn(min = if (keepRoom) HINT_HEIGHT else 0.dp)) { HintContent(hint, live) }
}

/** Room for the hint's two lines. */
private val HINT_HEIGHT = 44.dp

@Composable
private fun HintContent(hint: HintState, live: Modifier) {
    when (hint) {
        HintState.None -> Unit
        HintState.Searching -> Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            CircularProgressIndicator(Modifier.size(16.dp), strokeWidth = 2.dp)
            Text(stringOf(StringKey.HINT_SEARCHING), style = MaterialTheme.typography.bodyMedium, modifier = live)
        }
        is HintState.Shown -> Column(live) {
            Text(
                stringOf(StringKey.HINT_MOVE, hint.hint.best),
                color = LocalBoardColors.current.hintRing,
                fontWeight = FontWeight.SemiBold,
                style = MaterialTheme.typography.bodyLarge,
                maxLines = 1,
            )
            // The line begins with the move itself; one line of it, so that it fits the room kept.
            if (hint.hint.line.size > 1) {
                Text(
                    stringOf(StringKey.HINT_LINE, hint.hint.line.drop(1).joinToString(" ")),
                    style = MaterialTheme.typography.bodySmall,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                )
            }
        }
    }
}
