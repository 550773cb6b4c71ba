package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.EndReason
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.outcomeTitle
import vn.mathchess.ui.text.stringOf

/**
 * One line (or card) about the game now: the outcome and its reason, the
 * move being reviewed, why the last tap did nothing, or whose move it is.
 */
@Composable
internal fun GameStatus(snapshot: Snapshot, actions: GameActions, modifier: Modifier = Modifier) {
    val outcome = snapshot.outcome
    val review = snapshot.review
    val rejection = snapshot.rejection
    val offer = snapshot.drawOffer
    when {
        outcome != null -> Card(
            modifier.fillMaxWidth().testTag("outcome"),
            colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.tertiaryContainer),
        ) {
            Column(Modifier.padding(12.dp)) {
                Text(outcomeTitle(outcome), style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
                val reason = outcome.reason
                val loser = outcome.winner?.other
                Text(
                    if (reason == EndReason.RESIGNATION && loser != null) {
                        stringOf(reason.label, stringOf(loser.label))
                    } else {
                        stringOf(reason.label)
                    },
                    style = MaterialTheme.typography.bodyMedium,
                )
            }
        }
        review != null -> Row(
            modifier.fillMaxWidth(),
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.SpaceBetween,
        ) {
            Text(
                stringOf(StringKey.REVIEWING, review.toInt(), snapshot.history.moveCount().toInt()),
                style = MaterialTheme.typography.titleSmall,
                modifier = Modifier.testTag("status"),
            )
            FilledTonalButton(onClick = actions::leaveReview) { Text(stringOf(StringKey.ACTION_LIVE)) }
        }
        else -> Text(
            when {
                rejection != null -> stringOf(rejection.label)
                offer != null -> stringOf(StringKey.DRAW_OFFERED, stringOf(offer.label))
                else -> stringOf(StringKey.TO_MOVE_SIDE, stringOf(snapshot.turn.label))
            },
            color = if (rejection != null) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
            style = MaterialTheme.typography.titleSmall,
            modifier = modifier.fillMaxWidth().testTag("status"),
        )
    }
}

/** Undo and redo; the session says when each can be used. */
@Composable
internal fun GameControls(snapshot: Snapshot, actions: GameActions, modifier: Modifier = Modifier) {
    Row(modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        FilledTonalButton(
            onClick = actions::undo,
            enabled = snapshot.canUndo,
            modifier = Modifier.weight(1f).testTag("undo"),
        ) { Text(stringOf(StringKey.ACTION_UNDO)) }
        FilledTonalButton(
            onClick = actions::redo,
            enabled = snapshot.canRedo,
            modifier = Modifier.weight(1f).testTag("redo"),
        ) { Text(stringOf(StringKey.ACTION_REDO)) }
    }
}
