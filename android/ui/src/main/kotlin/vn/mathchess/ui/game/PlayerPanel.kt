package vn.mathchess.ui.game

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Mode
import vn.mathchess.core.PieceView
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.board.PieceDisc
import vn.mathchess.ui.board.upsideDown
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.stringOf

internal val Side.other: Side
    get() = when (this) {
        Side.BLUE -> Side.RED
        Side.RED -> Side.BLUE
    }

/**
 * One player's panel: who plays [side], the score, the pieces captured, whether
 * it is their move (or the computer is thinking), and their own buttons:
 * resign, offer a draw, answer the other's offer. Face to face the far
 * player's panel is drawn [upsideDown], facing them.
 */
@Composable
internal fun PlayerPanel(
    snapshot: Snapshot,
    side: Side,
    actions: GameActions,
    modifier: Modifier = Modifier,
    upsideDown: Boolean = false,
) {
    val mode = snapshot.mode
    val live = snapshot.outcome == null && snapshot.review == null
    val toMove = live && snapshot.turn == side
    val computer = mode is Mode.VsComputer && mode.human != side
    val score = if (side == Side.BLUE) snapshot.blueScore else snapshot.redScore
    val captured = if (side == Side.BLUE) snapshot.blueCaptured else snapshot.redCaptured
    Surface(
        modifier.upsideDown(upsideDown).testTag("panel-${side.name.lowercase()}"),
        shape = MaterialTheme.shapes.medium,
        tonalElevation = if (toMove) 6.dp else 1.dp,
        border = if (toMove) BorderStroke(2.dp, MaterialTheme.colorScheme.primary) else null,
    ) {
        FlowRow(
            Modifier.padding(horizontal = 10.dp, vertical = 6.dp),
            horizontalArrangement = Arrangement.spacedBy(8.dp),
            itemVerticalAlignment = Alignment.CenterVertically,
        ) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                PieceDisc(PieceView(side, 0u), upsideDown = false, size = 28.dp)
                Column {
                    val name = stringOf(side.label)
                    val player = when {
                        mode !is Mode.VsComputer -> name
                        computer -> "$name · ${stringOf(StringKey.PLAYER_COMPUTER)}"
                        else -> "$name · ${stringOf(StringKey.PLAYER_YOU)}"
                    }
                    Text(player, fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleSmall)
                    Text(
                        stringOf(StringKey.SCORE, score.toInt()),
                        style = MaterialTheme.typography.bodySmall,
                        modifier = Modifier.testTag("score-${side.name.lowercase()}"),
                    )
                }
            }
            CapturedPieces(captured, Modifier.weight(1f))
            when {
                toMove && computer && snapshot.thinking -> Row(
                    verticalAlignment = Alignment.CenterVertically,
                    horizontalArrangement = Arrangement.spacedBy(6.dp),
                ) {
                    CircularProgressIndicator(Modifier.size(20.dp).testTag("thinking"), strokeWidth = 2.dp)
                    Text(stringOf(StringKey.THINKING), style = MaterialTheme.typography.labelMedium)
                }
                toMove -> Text(
                    stringOf(StringKey.TO_MOVE),
                    color = MaterialTheme.colorScheme.primary,
                    style = MaterialTheme.typography.labelLarge,
                )
            }
            if (live && !computer) PlayerButtons(snapshot, side, actions)
        }
    }
}

@Composable
private fun CapturedPieces(pieces: List<PieceView>, modifier: Modifier) {
    val label = stringOf(StringKey.CAPTURED)
    val numbers = pieces.joinToString(" ") { it.number.toString() }
    Row(
        modifier.semantics { contentDescription = "$label: $numbers" },
        horizontalArrangement = Arrangement.spacedBy(2.dp),
    ) {
        for (piece in pieces) PieceDisc(piece, upsideDown = false, size = 22.dp)
    }
}

/** Resign and the draw offer, for a player on this device. */
@Composable
private fun PlayerButtons(snapshot: Snapshot, side: Side, actions: GameActions) {
    val offer = snapshot.drawOffer
    val twoPlayers = snapshot.mode is Mode.TwoPlayers
    Row(verticalAlignment = Alignment.CenterVertically) {
        when {
            offer != null && offer != side -> {
                OutlinedButton(onClick = { actions.acceptDraw(side) }, Modifier.testTag("accept-draw")) {
                    Text(stringOf(StringKey.ACTION_ACCEPT_DRAW))
                }
                TextButton(onClick = { actions.declineDraw(side) }) { Text(stringOf(StringKey.ACTION_DECLINE_DRAW)) }
            }
            twoPlayers && offer == null && snapshot.turn == side ->
                TextButton(onClick = { actions.offerDraw(side) }, Modifier.testTag("offer-draw")) {
                    Text(stringOf(StringKey.ACTION_OFFER_DRAW))
                }
        }
        TextButton(onClick = { actions.resign(side) }, Modifier.testTag("resign-${side.name.lowercase()}")) {
            Text(stringOf(StringKey.ACTION_RESIGN))
        }
    }
}
