package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Side
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.stringOf

/**
 * Resign, asked twice: one tap beside "Offer draw" must not end a game. The
 * question comes in a dialog; in a panel turned to the far player (face to
 * face), where a dialog would face the wrong way, it comes [inPlace], inside
 * the turned panel. Whether the question is open is this button's own UI
 * state, not the game's; asking it calls [onAsk] (the last refused tap's
 * reason is no longer news, and must not outlive a cancelled question).
 */
@Composable
internal fun ResignButton(side: Side, inPlace: Boolean, onAsk: () -> Unit, onResign: () -> Unit) {
    var confirming by rememberSaveable(side) { mutableStateOf(false) }
    val tag = side.name.lowercase()
    val confirm = {
        confirming = false
        onResign()
    }
    if (confirming && inPlace) {
        // Apart from the buttons before it, and each button from the next: none runs into another;
        // in a narrow panel (a pane beside the board) the buttons go whole to the next line.
        FlowRow(
            horizontalArrangement = Arrangement.spacedBy(8.dp),
            verticalArrangement = Arrangement.spacedBy(4.dp),
            itemVerticalAlignment = Alignment.CenterVertically,
        ) {
            Text(stringOf(StringKey.RESIGN_CONFIRM_TITLE), Modifier.testTag("resign-question-$tag"), style = MaterialTheme.typography.labelLarge)
            ResignConfirmButton(tag, confirm)
            TextButton(onClick = { confirming = false }, Modifier.testTag("cancel-resign-$tag")) { OneLine(StringKey.ACTION_CANCEL) }
        }
        return
    }
    val ask = {
        confirming = true
        onAsk()
    }
    TextButton(onClick = ask, Modifier.testTag("resign-$tag"), contentPadding = PANEL_BUTTON) {
        PanelLabel(StringKey.ACTION_RESIGN)
    }
    if (confirming) {
        AlertDialog(
            onDismissRequest = { confirming = false },
            title = { Text(stringOf(StringKey.RESIGN_CONFIRM_TITLE)) },
            text = { Text(stringOf(StringKey.RESIGN_CONFIRM_MESSAGE, stringOf(side.label))) },
            confirmButton = { ResignConfirmButton(tag, confirm) },
            dismissButton = { TextButton(onClick = { confirming = false }) { Text(stringOf(StringKey.ACTION_CANCEL)) } },
        )
    }
}

@Composable
private fun ResignConfirmButton(tag: String, onClick: () -> Unit) {
    Button(
        onClick = onClick,
        colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.error),
        modifier = Modifier.testTag("confirm-resign-$tag"),
    ) { OneLine(StringKey.ACTION_RESIGN) }
}
