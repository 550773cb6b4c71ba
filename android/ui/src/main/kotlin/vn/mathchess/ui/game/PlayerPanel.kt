package vn.mathchess.ui.game

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Mode
import vn.mathchess.core.PieceView
import vn.mathchess.core.PlayerView
import vn.mathchess.core.Side
import vn.mathchess.ui.board.PieceDisc
import vn.mathchess.ui.theme.LocalBoardColors
import vn.mathchess.ui.board.upsideDown
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.stringOf

/**
 * One player's panel, from the snapshot's view of that player: their side
 * and who plays it (the computer, or the other phone), their score (when the game keeps one) and captures, whether they are to move (or
 * the computer thinks), and their own buttons, each shown only when the
 * player view says the session accepts it. Drawn turned when the view says
 * so (the far player, face to face).
 */
@Composable
internal fun PlayerPanel(
    player: PlayerView,
    mode: Mode,
    scored: Boolean,
    drawOffer: Side?,
    actions: GameActions,
    modifier: Modifier = Modifier,
) {
    val tag = player.side.name.lowercase()
    Surface(
        modifier.upsideDown(player.upsideDown).testTag("panel-$tag"),
        shape = MaterialTheme.shapes.medium,
        tonalElevation = if (player.toMove) 6.dp else 1.dp,
        border = if (player.toMove) BorderStroke(2.dp, MaterialTheme.colorScheme.primary) else null,
    ) {
        // As tall with buttons as without (a button's touch target is 48 dp inside the padding):
        // the board keeps its size when they come and go, and when the game ends.
        FlowRow(
            Modifier.padding(horizontal = 10.dp, vertical = 6.dp).heightIn(min = 48.dp),
            horizontalArrangement = Arrangement.spacedBy(8.dp),
            verticalArrangement = Arrangement.Center,
            itemVerticalAlignment = Alignment.CenterVertically,
        ) {
            Identity(player, mode, scored)
            CapturedPieces(player.captured, Modifier.weight(1f))
            when {
                player.thinking -> Row(
                    verticalAlignment = Alignment.CenterVertically,
                    horizontalArrangement = Arrangement.spacedBy(6.dp),
                ) {
                    CircularProgressIndicator(Modifier.size(20.dp).testTag("thinking"), strokeWidth = 2.dp)
                    Text(stringOf(StringKey.THINKING), style = MaterialTheme.typography.labelMedium)
                }
                player.toMove -> Text(
                    stringOf(StringKey.TO_MOVE),
                    color = MaterialTheme.colorScheme.primary,
                    style = MaterialTheme.typography.labelLarge,
                )
            }
            PlayerButtons(player, drawOffer, actions)
        }
    }
}

/**
 * The side, by its sign (the first game's 0 where the game keeps a score,
 * else a plain disc), who plays it (against the computer), and the score.
 */
@Composable
private fun Identity(player: PlayerView, mode: Mode, scored: Boolean) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        if (scored) {
            PieceDisc(PieceView(player.side, 0u), upsideDown = false, size = 28.dp)
        } else {
            val colors = LocalBoardColors.current
            Box(Modifier.size(28.dp).drawBehind { drawCircle(colors.piece(player.side)) })
        }
        Column {
            val name = stringOf(player.side.label)
            val title = when {
                mode is Mode.Nearby ->
                    "$name · ${stringOf(if (player.remote) StringKey.NEARBY_OTHER_PHONE else StringKey.PLAYER_YOU)}"
                mode !is Mode.VsComputer -> name
                player.computer ->
                    "$name · ${stringOf(StringKey.PLAYER_COMPUTER)} · ${stringOf(StringKey.NEW_GAME_LEVEL, mode.level.toInt())}"
                else -> "$name · ${stringOf(StringKey.PLAYER_YOU)}"
            }
            Text(title, fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleSmall)
            if (scored) {
                Text(
                    stringOf(StringKey.SCORE, player.score.toInt()),
                    style = MaterialTheme.typography.bodySmall,
                    modifier = Modifier.testTag("score-${player.side.name.lowercase()}"),
                )
            }
        }
    }
}

@Composable
private fun CapturedPieces(pieces: List<PieceView>, modifier: Modifier) {
    val label = stringOf(StringKey.CAPTURED)
    val numbers = pieces.joinToString(", ") { it.number.toString() }
    Row(
        modifier.semantics { contentDescription = "$label: $numbers" },
        horizontalArrangement = Arrangement.spacedBy(2.dp),
    ) {
        for (piece in pieces) PieceDisc(piece, upsideDown = false, size = 22.dp)
    }
}

/**
 * This player's own buttons: each one only when the session would accept it
 * now. An offer to answer is named in the status line; only a panel turned to
 * the far player (face to face, who cannot read that line) names it again.
 */
@Composable
private fun PlayerButtons(player: PlayerView, drawOffer: Side?, actions: GameActions) {
    val tag = player.side.name.lowercase()
    // What does not fit beside the rest goes whole to the next line (a narrow pane, a question asked in place).
    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), itemVerticalAlignment = Alignment.CenterVertically) {
        if (player.mayAnswerDraw && drawOffer != null) {
            if (player.upsideDown) {
                Text(stringOf(StringKey.DRAW_OFFERED, stringOf(drawOffer.label)), style = MaterialTheme.typography.bodySmall)
            }
            OutlinedButton(
                onClick = { actions.acceptDraw(player.side) },
                Modifier.testTag("accept-draw-$tag"),
                contentPadding = PANEL_BUTTON,
            ) { PanelLabel(StringKey.ACTION_ACCEPT_DRAW) }
            TextButton(
                onClick = { actions.declineDraw(player.side) },
                Modifier.testTag("decline-draw-$tag"),
                contentPadding = PANEL_BUTTON,
            ) { PanelLabel(StringKey.ACTION_DECLINE_DRAW) }
        }
        if (player.mayOfferDraw) {
            TextButton(
                onClick = { actions.offerDraw(player.side) },
                Modifier.testTag("offer-draw-$tag"),
                contentPadding = PANEL_BUTTON,
            ) { PanelLabel(StringKey.ACTION_OFFER_DRAW) }
        }
        if (player.mayResign) {
            ResignButton(player.side, inPlace = player.upsideDown, onAsk = actions::dismissRejection) { actions.resign(player.side) }
        }
    }
}

/**
 * A panel button's padding, and its label's smaller type: an answer to a
 * draw offer, Decline and Resign share the panel's row on a phone in each of
 * the five languages (Czech's are the longest).
 */
internal val PANEL_BUTTON = PaddingValues(horizontal = 4.dp)

@Composable
internal fun PanelLabel(key: StringKey) = OneLine(key, MaterialTheme.typography.labelMedium)

/** A button's label, never broken across lines. */
@Composable
internal fun OneLine(key: StringKey, style: TextStyle = LocalTextStyle.current) = Text(stringOf(key), maxLines = 1, style = style)
