package vn.mathchess.ui.nearby

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardCapitalization
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Connection
import vn.mathchess.core.GameKind
import vn.mathchess.core.Preset
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.NearbyForms
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.connectionText
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.nearbyFailureText
import vn.mathchess.ui.text.stringOf

/**
 * The game just hosted for another phone: its join code, large, to read
 * aloud or show; what the other phone does with it; the game, its rules and
 * this phone's side; and the link's state while the other phone joins
 * (the state holder then shows the board). [preset]: the first game's
 * rules, as chosen.
 */
@Composable
internal fun HostScreen(snapshot: Snapshot, preset: Preset, onBack: () -> Unit, modifier: Modifier = Modifier) {
    // Only a hosted game is shown here.
    val nearby = snapshot.nearby ?: return
    ScreenScaffold(stringOf(StringKey.NEARBY_HOST), onBack, modifier) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Text(stringOf(StringKey.NEARBY_CODE_LABEL), style = MaterialTheme.typography.titleMedium)
            Text(
                nearby.code,
                style = MaterialTheme.typography.headlineLarge,
                fontWeight = FontWeight.Bold,
                fontFamily = FontFamily.Monospace,
                textAlign = TextAlign.Center,
                modifier = Modifier.testTag("join-code"),
            )
            Text(
                stringOf(StringKey.NEARBY_CODE_HINT),
                style = MaterialTheme.typography.bodyMedium,
                textAlign = TextAlign.Center,
                modifier = Modifier.widthIn(max = 480.dp),
            )
            val local = listOf(snapshot.nearPlayer, snapshot.farPlayer).first { !it.remote }
            val game = buildList {
                add(stringOf(snapshot.game.label))
                if (snapshot.game == GameKind.MATH_CHESS) add(stringOf(preset.label))
                add("${stringOf(local.side.label)} · ${stringOf(StringKey.PLAYER_YOU)}")
            }
            Text(
                game.joinToString(" · "),
                style = MaterialTheme.typography.titleSmall,
                textAlign = TextAlign.Center,
                modifier = Modifier.testTag("host-game"),
            )
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                if (nearby.connection == Connection.Waiting) CircularProgressIndicator(Modifier.size(20.dp), strokeWidth = 2.dp)
                Text(
                    connectionText(nearby, snapshot.history.moveCount().toInt()),
                    style = MaterialTheme.typography.bodyLarge,
                    modifier = Modifier.testTag("nearby-connection").semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
        }
    }
}

/**
 * Joining another phone's game: the code it shows, typed (in any case, with
 * spaces or hyphens anywhere), and Join; under the field, why the last try
 * failed (a code that is none, the host unreachable, a refusal) while the
 * code typed is the one tried.
 */
@Composable
internal fun JoinScreen(forms: NearbyForms, onJoin: (String) -> Unit, onBack: () -> Unit, modifier: Modifier = Modifier) {
    var code by remember { mutableStateOf("") }
    var tried by remember { mutableStateOf<String?>(null) }
    val failure = forms.joinFailure?.takeIf { tried == code }
    val join = {
        tried = code
        onJoin(code)
    }
    ScreenScaffold(stringOf(StringKey.NEARBY_JOIN), onBack, modifier) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            OutlinedTextField(
                value = code,
                onValueChange = { code = it },
                label = { Text(stringOf(StringKey.NEARBY_CODE_ENTRY)) },
                singleLine = true,
                isError = failure != null,
                enabled = !forms.joining,
                textStyle = MaterialTheme.typography.titleLarge.copy(fontFamily = FontFamily.Monospace),
                supportingText = failure?.let {
                    {
                        Text(
                            nearbyFailureText(it),
                            modifier = Modifier.testTag("join-failure").semantics { liveRegion = LiveRegionMode.Assertive },
                        )
                    }
                },
                keyboardOptions = KeyboardOptions(
                    capitalization = KeyboardCapitalization.Characters,
                    autoCorrectEnabled = false,
                    keyboardType = KeyboardType.Ascii,
                    imeAction = ImeAction.Go,
                ),
                keyboardActions = KeyboardActions(onGo = { if (!forms.joining) join() }),
                modifier = Modifier.fillMaxWidth().widthIn(max = 480.dp).testTag("code-field"),
            )
            Button(
                onClick = join,
                enabled = !forms.joining && code.isNotBlank(),
                modifier = Modifier.fillMaxWidth().testTag("join-action"),
            ) {
                Text(stringOf(StringKey.NEARBY_JOIN_ACTION))
            }
            if (forms.joining) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    CircularProgressIndicator(Modifier.size(20.dp), strokeWidth = 2.dp)
                    Text(stringOf(StringKey.NEARBY_JOINING), Modifier.testTag("joining"))
                }
            }
        }
    }
}
