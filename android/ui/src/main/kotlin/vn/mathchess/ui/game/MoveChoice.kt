package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
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
import vn.mathchess.core.MoveChoiceView
import vn.mathchess.ui.board.upsideDown
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/**
 * The move choice, while the session has one open: a capture with several
 * formulas, one row each (`7 − 4 = 3`, support square). Picking one plays it;
 * cancelling keeps the piece selected. The screen places it beside the board
 * or at the chooser's edge, never over the squares it names; turned to the far
 * player when the choice view says so.
 */
@Composable
internal fun MoveChoicePanel(
    choice: MoveChoiceView,
    onChoose: (Int) -> Unit,
    onCancel: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Surface(
        modifier.upsideDown(choice.upsideDown).testTag("choice"),
        shape = MaterialTheme.shapes.large,
        tonalElevation = 4.dp,
        shadowElevation = 4.dp,
    ) {
        // Compact, so that every option and Cancel fit the smallest room it is given (a far
        // player's edge face to face, a phone's side pane): the title beside Cancel, then the
        // formulas side by side, as many to a row as fit.
        Column(Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(horizontal = 12.dp, vertical = 4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    stringOf(StringKey.CHOICE_TITLE, choice.toPlace.name),
                    style = MaterialTheme.typography.titleMedium,
                    modifier = Modifier.weight(1f).semantics { liveRegion = LiveRegionMode.Polite },
                )
                TextButton(onClick = onCancel, modifier = Modifier.testTag("cancel-choice")) {
                    Text(stringOf(StringKey.ACTION_CANCEL))
                }
            }
            FlowRow(
                horizontalArrangement = Arrangement.spacedBy(8.dp),
                verticalArrangement = Arrangement.spacedBy(4.dp),
                itemVerticalAlignment = Alignment.CenterVertically,
            ) {
                choice.options.forEachIndexed { index, option ->
                    OutlinedButton(onClick = { onChoose(index) }, modifier = Modifier.testTag("choice-$index")) {
                        Text(option.text, fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleMedium, maxLines = 1)
                        Text(
                            stringOf(StringKey.CHOICE_SUPPORT, option.supportPlace.name),
                            style = MaterialTheme.typography.bodySmall,
                            maxLines = 1,
                            modifier = Modifier.padding(start = 8.dp),
                        )
                    }
                }
            }
        }
    }
}
