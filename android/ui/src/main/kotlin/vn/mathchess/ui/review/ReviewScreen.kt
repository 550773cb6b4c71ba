package vn.mathchess.ui.review

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.ReviewedMove
import vn.mathchess.core.Side
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.Analysis
import vn.mathchess.ui.text.PluralKey
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.pluralOf
import vn.mathchess.ui.text.glyph
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.moveText
import vn.mathchess.ui.text.stringOf

/**
 * The engine's verdict on the game (the core's review, run in the background
 * while this screen is open): how many inaccuracies, mistakes and blunders
 * each side made, then each move with its mark and the engine's move. A tap
 * on a move shows the position before it, on the board. A review that did
 * not finish says so, with a button to run it again.
 */
@Composable
internal fun ReviewScreen(
    analysis: Analysis,
    onShowPly: (Int) -> Unit,
    onRetry: () -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    ScreenScaffold(stringOf(StringKey.REVIEW_TITLE), onBack, modifier) {
        when (analysis) {
            Analysis.Failed -> Column(
                Modifier.fillMaxSize().padding(24.dp).testTag("review-failed"),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(12.dp),
            ) {
                Text(stringOf(StringKey.REVIEW_FAILED))
                OutlinedButton(onRetry, Modifier.testTag("review-retry")) { Text(stringOf(StringKey.ACTION_RETRY)) }
            }
            Analysis.None, Analysis.Running -> Column(
                Modifier.fillMaxSize().padding(24.dp).testTag("review-running"),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(12.dp),
            ) {
                CircularProgressIndicator()
                Text(stringOf(StringKey.REVIEW_RUNNING))
            }
            is Analysis.Done -> LazyColumn(Modifier.fillMaxSize().padding(horizontal = 16.dp)) {
                item { Counts(analysis.counts) }
                items(analysis.moves, key = { it.ply.toInt() }) { move ->
                    MoveRow(move, Modifier.clickable { onShowPly(move.ply.toInt()) })
                }
            }
        }
    }
}

@Composable
private fun Counts(counts: Map<Side, Map<ReviewMark, Int>>) {
    Column(Modifier.padding(vertical = 8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        for (side in Side.entries) {
            val of = counts[side].orEmpty()
            Text(
                stringOf(
                    StringKey.REVIEW_COUNTS,
                    stringOf(side.label),
                    pluralOf(PluralKey.REVIEW_INACCURACIES, of[ReviewMark.INACCURACY] ?: 0),
                    pluralOf(PluralKey.REVIEW_MISTAKES, of[ReviewMark.MISTAKE] ?: 0),
                    pluralOf(PluralKey.REVIEW_BLUNDERS, of[ReviewMark.BLUNDER] ?: 0),
                ),
                style = MaterialTheme.typography.titleSmall,
                modifier = Modifier.testTag("review-counts-${side.name.lowercase()}"),
            )
        }
    }
}

@Composable
private fun MoveRow(move: ReviewedMove, modifier: Modifier) {
    val mark = move.mark
    ListItem(
        headlineContent = {
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text("${move.ply + 1u}. ${moveText(move.played)}", fontWeight = FontWeight.SemiBold)
                if (mark != null) Text("${mark.glyph} ${stringOf(mark.label)}", color = MaterialTheme.colorScheme.error)
            }
        },
        supportingContent = {
            if (move.best != move.played) Text(stringOf(StringKey.REVIEW_BEST, moveText(move.best), move.line.joinToString(" ", transform = ::moveText)))
        },
        modifier = modifier.fillMaxWidth().testTag("reviewed-${move.ply + 1u}"),
    )
}
