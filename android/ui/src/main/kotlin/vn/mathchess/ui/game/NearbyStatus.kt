package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.size
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Connection
import vn.mathchess.core.NearbyView
import vn.mathchess.core.Role
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.NearbyForms
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.connectionText
import vn.mathchess.ui.text.nearbyFailureText
import vn.mathchess.ui.text.playerName
import vn.mathchess.ui.text.stringOf

/**
 * A game against another phone, under the controls in the hint's room: the
 * link (connected, with Leave; the host waiting, with its code; lost, with
 * Join again while the snapshot allows it), why joining again failed, and a
 * request to take back a move with its answer when this phone may give it.
 */
@Composable
internal fun NearbyStatus(snapshot: Snapshot, nearby: NearbyView, forms: NearbyForms, actions: GameActions, modifier: Modifier = Modifier) {
    Column(modifier.fillMaxWidth().testTag("nearby-status"), verticalArrangement = Arrangement.spacedBy(2.dp)) {
        FlowRow(
            Modifier.fillMaxWidth(),
            horizontalArrangement = Arrangement.spacedBy(8.dp),
            itemVerticalAlignment = Alignment.CenterVertically,
        ) {
            val lost = nearby.connection is Connection.Lost
            Text(
                connectionText(nearby, snapshot.history.moveCount().toInt()),
                color = if (lost) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
                style = MaterialTheme.typography.bodyMedium,
                modifier = Modifier.weight(1f).testTag("nearby-connection").semantics { liveRegion = LiveRegionMode.Polite },
            )
            when {
                forms.rejoining -> {
                    CircularProgressIndicator(Modifier.size(16.dp), strokeWidth = 2.dp)
                    Text(stringOf(StringKey.NEARBY_JOINING), style = MaterialTheme.typography.bodySmall)
                }
                nearby.mayRejoin -> OutlinedButton(onClick = actions::rejoinNearby, Modifier.testTag("rejoin"), contentPadding = PANEL_BUTTON) {
                    PanelLabel(StringKey.NEARBY_REJOIN)
                }
                nearby.connection == Connection.Connected && snapshot.ending == null ->
                    TextButton(onClick = actions::leaveNearby, Modifier.testTag("leave"), contentPadding = PANEL_BUTTON) {
                        PanelLabel(StringKey.NEARBY_LEAVE)
                    }
            }
        }
        if (nearby.role == Role.HOST && nearby.connection == Connection.Waiting) {
            Text(
                "${stringOf(StringKey.NEARBY_CODE_LABEL)}: ${nearby.code}",
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.testTag("nearby-code"),
            )
        }
        forms.linkFailure?.let {
            Text(
                nearbyFailureText(it),
                color = MaterialTheme.colorScheme.error,
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.testTag("nearby-failure"),
            )
        }
        nearby.undoAsked?.let { side ->
            FlowRow(
                Modifier.fillMaxWidth(),
                horizontalArrangement = Arrangement.spacedBy(8.dp),
                itemVerticalAlignment = Alignment.CenterVertically,
            ) {
                Text(
                    stringOf(StringKey.NEARBY_UNDO_ASKED, playerName(side, snapshot)),
                    style = MaterialTheme.typography.bodyMedium,
                    modifier = Modifier.weight(1f).testTag("undo-asked"),
                )
                if (nearby.mayAnswerUndo) {
                    OutlinedButton(onClick = { actions.answerUndo(true) }, Modifier.testTag("undo-accept"), contentPadding = PANEL_BUTTON) {
                        PanelLabel(StringKey.NEARBY_UNDO_ACCEPT)
                    }
                    TextButton(onClick = { actions.answerUndo(false) }, Modifier.testTag("undo-decline"), contentPadding = PANEL_BUTTON) {
                        PanelLabel(StringKey.NEARBY_UNDO_DECLINE)
                    }
                }
            }
        }
    }
}
