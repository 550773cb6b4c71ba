package vn.mathchess.ui.game

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.ListItem
import androidx.compose.material3.ListItemDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
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
    nameOf: (UByte) -> String,
    actions: GameActions,
    modifier: Modifier = Modifier,
) {
    Surface(
        modifier.upsideDown(choice.upsideDown).testTag("choice"),
        shape = MaterialTheme.shapes.large,
        tonalElevation = 4.dp,
        shadowElevation = 4.dp,
    ) {
        Column(Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(vertical = 8.dp)) {
            Text(
                stringOf(StringKey.CHOICE_TITLE, nameOf(choice.to)),
                style = MaterialTheme.typography.titleMedium,
                modifier = Modifier.padding(horizontal = 16.dp, vertical = 4.dp)
                    .semantics { liveRegion = LiveRegionMode.Polite },
            )
            choice.options.forEachIndexed { index, option ->
                ListItem(
                    headlineContent = {
                        Text(option.text, fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleLarge)
                    },
                    // Beside the formula, not under it: three formulas fit below a phone's board.
                    trailingContent = { Text(stringOf(StringKey.CHOICE_SUPPORT, nameOf(option.support))) },
                    colors = ListItemDefaults.colors(containerColor = Color.Transparent),
                    modifier = Modifier.clickable { actions.choose(index) }.testTag("choice-$index"),
                )
            }
            TextButton(
                onClick = actions::cancelChoice,
                modifier = Modifier.align(Alignment.End).padding(end = 8.dp).testTag("cancel-choice"),
            ) { Text(stringOf(StringKey.ACTION_CANCEL)) }
        }
    }
}
