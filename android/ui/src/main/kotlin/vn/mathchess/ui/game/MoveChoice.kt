package vn.mathchess.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ListItem
import androidx.compose.material3.ListItemDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import vn.mathchess.core.MoveChoiceView
import vn.mathchess.core.Orientation
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.board.upsideDown
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.nameOfSquare
import vn.mathchess.ui.text.stringOf

/**
 * The move choice, shown while the session has one open (STYLE K8): a capture
 * with several formulas, one row each (`7 − 4 = 3`, support square). Picking
 * one plays it; dismissing keeps the piece selected. Face to face, when the
 * far player chooses, the sheet comes from their edge, turned to face them.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
internal fun MoveChoice(snapshot: Snapshot, actions: GameActions) {
    val choice = snapshot.choice ?: return
    val orientation = snapshot.orientation
    val farPlayer = orientation is Orientation.FaceToFace && snapshot.turn != orientation.bottom
    if (farPlayer) {
        Box(Modifier.fillMaxSize().upsideDown(true), contentAlignment = Alignment.BottomCenter) {
            Box(
                Modifier
                    .matchParentSize()
                    .background(MaterialTheme.colorScheme.scrim.copy(alpha = 0.32f))
                    .clickable(onClick = actions::cancelChoice),
            )
            Surface(Modifier.fillMaxWidth(), shape = MaterialTheme.shapes.extraLarge, tonalElevation = 2.dp) {
                ChoiceOptions(snapshot, choice, actions, showCancel = true)
            }
        }
    } else {
        ModalBottomSheet(onDismissRequest = actions::cancelChoice) {
            ChoiceOptions(snapshot, choice, actions, showCancel = false)
        }
    }
}

@Composable
private fun ChoiceOptions(snapshot: Snapshot, choice: MoveChoiceView, actions: GameActions, showCancel: Boolean) {
    Column(Modifier.fillMaxWidth().padding(bottom = 16.dp).testTag("choice")) {
        Text(
            stringOf(StringKey.CHOICE_TITLE, snapshot.nameOfSquare(choice.to).orEmpty()),
            style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.padding(horizontal = 24.dp, vertical = 8.dp),
        )
        choice.options.forEachIndexed { index, option ->
            ListItem(
                headlineContent = { Text(option.text, fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleLarge) },
                supportingContent = {
                    Text(stringOf(StringKey.CHOICE_SUPPORT, snapshot.nameOfSquare(option.support).orEmpty()))
                },
                colors = ListItemDefaults.colors(containerColor = Color.Transparent),
                modifier = Modifier.clickable { actions.choose(index) }.testTag("choice-$index"),
            )
        }
        if (showCancel) {
            TextButton(onClick = actions::cancelChoice, Modifier.align(Alignment.End).padding(end = 16.dp)) {
                Text(stringOf(StringKey.ACTION_CANCEL))
            }
        }
    }
}
