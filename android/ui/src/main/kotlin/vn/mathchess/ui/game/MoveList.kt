package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.material3.FilterChip
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.asList
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.glyph
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.stringOf

/**
 * The moves played, numbered, each with its mark once the game has been
 * reviewed ([marks], by ply; may be shorter than the game); tapping one shows
 * the position after it, and the arrows step through history. [horizontal]
 * for a strip under the board. [tagSuffix] ends the test tags of a second
 * copy (face to face, the far player's).
 */
@Composable
internal fun MoveList(
    snapshot: Snapshot,
    marks: List<ReviewMark?>,
    actions: GameActions,
    horizontal: Boolean,
    modifier: Modifier = Modifier,
    tagSuffix: String = "",
) {
    val history = snapshot.history.asList()
    // The last move shown: the one browsed to, or the last one played.
    val shown = (snapshot.browsing?.toInt() ?: history.size) - 1
    val listState = rememberLazyListState()
    LaunchedEffect(shown) { if (shown >= 0) listState.animateScrollToItem(shown) }
    val moveChip: @Composable (Int, String) -> Unit = { index, move ->
        val mark = marks.getOrNull(index)
        val text = "${index + 1}. $move" + (mark?.let { " ${it.glyph}" } ?: "")
        val description = mark?.let { "$text, ${stringOf(it.label)}" } ?: text
        FilterChip(
            selected = index == shown,
            onClick = { actions.browse(index + 1) },
            label = { Text(text) },
            modifier = Modifier.testTag("move-${index + 1}$tagSuffix").semantics { contentDescription = description },
        )
    }
    Column(modifier.testTag("moves$tagSuffix")) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(stringOf(StringKey.MOVES), style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
            HistoryArrow("◀", StringKey.ACTION_REVIEW_BACK, enabled = snapshot.mayBrowseBack, actions::browseBack)
            HistoryArrow("▶", StringKey.ACTION_REVIEW_FORWARD, enabled = snapshot.mayBrowseForward, actions::browseForward)
        }
        // As tall before the first move as with moves: the board does not move when the first one comes.
        when {
            history.isEmpty() -> Text(
                stringOf(StringKey.MOVES_EMPTY),
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.heightIn(min = CHIP_HEIGHT),
            )
            horizontal -> LazyRow(state = listState, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                itemsIndexed(history) { index, move -> moveChip(index, move) }
            }
            else -> LazyColumn(state = listState, modifier = Modifier.fillMaxWidth()) {
                itemsIndexed(history) { index, move -> moveChip(index, move) }
            }
        }
    }
}

/** A move chip's height with its touch target. */
private val CHIP_HEIGHT = 48.dp

@Composable
private fun HistoryArrow(glyph: String, label: StringKey, enabled: Boolean, onClick: () -> Unit) {
    val description = stringOf(label)
    IconButton(onClick = onClick, enabled = enabled, modifier = Modifier.semantics { contentDescription = description }) {
        Text(glyph)
    }
}
