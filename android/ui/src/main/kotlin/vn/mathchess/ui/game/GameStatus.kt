package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Mode
import vn.mathchess.core.Rejection
import vn.mathchess.core.ReviewedMove
import vn.mathchess.core.GameEnd
import vn.mathchess.core.Snapshot
import vn.mathchess.core.GameEvent
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.text.capturesText
import vn.mathchess.ui.text.flagDutyText
import vn.mathchess.ui.text.flagThreatText
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.outcomeReason
import vn.mathchess.ui.text.outcomeTitle
import vn.mathchess.ui.text.playerName
import vn.mathchess.ui.text.rejectionText
import vn.mathchess.ui.text.stringOf
import vn.mathchess.ui.theme.LocalBoardColors

/**
 * A few lines (or a card) about the game now: the game-over card (unless
 * [showEnding] is false: a layout that shows it elsewhere), the move
 * being reviewed (with the key to the review's arrows, when [reviewed]
 * says which move the board marks), or why the last tap did nothing, the draw offered, what
 * Capture the Flag asks of the side to move (a siege to lift, a guard to
 * bring home), an enemy 1 one move from a flag, or whose move it is; under
 * it, what the last move took and by which rule, and what the red ring
 * around a 0 means while one wears it. A screen reader reads the first line
 * out when it changes (the captures are announced with the move).
 * [tagSuffix] ends the test tags of a second copy (face to face, the far
 * player's).
 */
@Composable
internal fun GameStatus(
    snapshot: Snapshot,
    actions: GameActions,
    modifier: Modifier = Modifier,
    showEnding: Boolean = true,
    compactEnding: Boolean = false,
    happened: GameEvent? = null,
    reviewed: ReviewedMove? = null,
    tagSuffix: String = "",
) {
    val ending = snapshot.ending.takeIf { showEnding }
    val browsed = snapshot.browsing
    val rejection = snapshot.rejection
    val offer = snapshot.drawOffer
    when {
        browsed != null -> Column(modifier.fillMaxWidth()) {
            Row(
                Modifier.fillMaxWidth(),
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.SpaceBetween,
            ) {
                Text(
                    stringOf(StringKey.BROWSING, browsed.toInt(), snapshot.history.moveCount().toInt()),
                    style = MaterialTheme.typography.titleSmall,
                    modifier = Modifier.testTag("status$tagSuffix").semantics { liveRegion = LiveRegionMode.Polite },
                )
                FilledTonalButton(onClick = actions::leaveBrowsing, Modifier.testTag("live$tagSuffix")) {
                    Text(stringOf(StringKey.ACTION_LIVE))
                }
            }
            reviewed?.let { ReviewLegend(it) }
        }
        ending != null -> GameOverCard(ending, snapshot.mode, actions, modifier, compact = compactEnding)
        else -> Column(modifier.fillMaxWidth()) {
            val duty = flagDutyText(snapshot.duties, snapshot.turn)
            val threat = flagThreatText(snapshot.flagThreats, snapshot.turn)
            val note = happened?.let { noteText(it, snapshot) }
            Text(
                when {
                    // Under a duty, a piece that cannot move is held by it: the duty says why.
                    duty != null && rejection == Rejection.NO_MOVES -> duty
                    rejection != null -> rejectionText(rejection, snapshot.outOfReach)
                    offer != null -> stringOf(StringKey.DRAW_OFFERED, stringOf(offer.label))
                    duty != null -> duty
                    threat != null -> threat
                    note != null -> note
                    else -> stringOf(StringKey.TO_MOVE_SIDE, stringOf(snapshot.turn.label))
                },
                color = if (rejection != null || duty != null || (threat != null && offer == null)) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
                style = MaterialTheme.typography.titleSmall,
                modifier = Modifier.fillMaxWidth().testTag("status$tagSuffix").semantics { liveRegion = LiveRegionMode.Polite },
            )
            DangerLegend(snapshot, Modifier.testTag("danger-legend$tagSuffix"))
            // Always one line, empty or not: the board keeps its size.
            Text(
                capturesText(snapshot.lastCaptures),
                style = MaterialTheme.typography.bodySmall,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.fillMaxWidth().testTag("last-captures$tagSuffix"),
            )
        }
    }
}

/**
 * The words for what the other player should be told, until the next thing
 * happens: a draw declined (to the side that offered it), a resignation
 * taken back, and the other phone's news (it joined, left, sent what this
 * phone refused; a phone turned away; a request to take back a move, or
 * its refusal); none for anything else.
 */
@Composable
@ReadOnlyComposable
internal fun noteText(event: GameEvent, snapshot: Snapshot): String? = when (event) {
    is GameEvent.DrawDeclined -> stringOf(StringKey.DRAW_DECLINED, stringOf(event.by.label))
    is GameEvent.ResignationTakenBack -> stringOf(StringKey.RESIGNATION_TAKEN_BACK, stringOf(event.side.label))
    GameEvent.Joined -> stringOf(StringKey.NEARBY_JOINED)
    is GameEvent.Left -> stringOf(StringKey.NEARBY_LEFT)
    is GameEvent.PeerRefused -> stringOf(StringKey.NEARBY_PEER_REFUSED)
    is GameEvent.TurnedAway -> stringOf(StringKey.NEARBY_TURNED_AWAY)
    is GameEvent.UndoAsked -> stringOf(StringKey.NEARBY_UNDO_ASKED, playerName(event.by, snapshot))
    is GameEvent.UndoDeclined -> stringOf(StringKey.NEARBY_UNDO_DECLINED, playerName(event.by, snapshot))
    else -> null
}

/**
 * The end of the game: who won ("You win" or "You lose" against the computer,
 * "Blue wins" or "Draw" between two players) and why, with the same game
 * again at once or a new setup. The review is the controls' button, not
 * offered here a second time. [compact] (a phone upright, where it takes the
 * status line's room): the words beside the buttons, on a row that wraps
 * only if they do not fit.
 */
@Composable
internal fun GameOverCard(ending: GameEnd, mode: Mode, actions: GameActions, modifier: Modifier = Modifier, compact: Boolean = false) {
    Card(
        modifier.fillMaxWidth().testTag("outcome"),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.tertiaryContainer),
    ) {
        val words = @Composable {
            Text(
                outcomeTitle(ending, mode),
                style = if (compact) MaterialTheme.typography.titleMedium else MaterialTheme.typography.titleLarge,
                fontWeight = FontWeight.Bold,
                modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive },
            )
            Text(outcomeReason(ending), style = if (compact) MaterialTheme.typography.bodySmall else MaterialTheme.typography.bodyMedium)
        }
        val buttons = @Composable {
            Button(onClick = actions::playAgain, Modifier.testTag("play-again")) { OneLine(StringKey.ACTION_PLAY_AGAIN) }
            OutlinedButton(onClick = { actions.show(Screen.NEW_GAME) }, Modifier.testTag("new-game-after")) {
                OneLine(StringKey.ACTION_NEW_GAME)
            }
        }
        if (compact) {
            FlowRow(
                Modifier.padding(horizontal = 12.dp, vertical = 4.dp),
                horizontalArrangement = Arrangement.spacedBy(8.dp),
                itemVerticalAlignment = Alignment.CenterVertically,
            ) {
                Column(Modifier.weight(1f)) { words() }
                buttons()
            }
        } else {
            Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                words()
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) { buttons() }
            }
        }
    }
}

/**
 * What the board's red ring means, while a piece wears it: the rule for a 0
 * that the next move can take, said where the game is played, not only in
 * the rules.
 */
@Composable
private fun DangerLegend(snapshot: Snapshot, modifier: Modifier) {
    if (snapshot.cells.none { it.marks.inDanger }) return
    Text(
        buildAnnotatedString {
            withStyle(SpanStyle(color = LocalBoardColors.current.danger, fontWeight = FontWeight.Bold)) { append("◯ ") }
            append(stringOf(StringKey.RULES_ZERO_IN_DANGER))
        },
        style = MaterialTheme.typography.bodySmall,
        modifier = modifier.fillMaxWidth(),
    )
}

/**
 * The key to the review's arrows on the board: the move played, in the
 * arrow's colour, and the best move when it differs, in the hint's.
 */
@Composable
private fun ReviewLegend(reviewed: ReviewedMove) {
    val colors = LocalBoardColors.current
    val played = stringOf(StringKey.REVIEW_ARROW_PLAYED, reviewed.played)
    val best = stringOf(StringKey.REVIEW_ARROW_BEST, reviewed.best).takeIf { reviewed.best != reviewed.played }
    Text(
        buildAnnotatedString {
            withStyle(SpanStyle(color = colors.reviewPlayed, fontWeight = FontWeight.SemiBold)) { append("→ $played") }
            if (best != null) {
                append("   ")
                withStyle(SpanStyle(color = colors.hintRing, fontWeight = FontWeight.SemiBold)) { append("→ $best") }
            }
        },
        style = MaterialTheme.typography.bodyMedium,
        maxLines = 1,
        overflow = TextOverflow.Ellipsis,
        modifier = Modifier.testTag("review-legend"),
    )
}
