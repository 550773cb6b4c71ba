package vn.mathchess.ui.settings

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/** The player's preferences: sounds, vibration, marked moves, coordinates. Each switch applies at once. */
@Composable
internal fun SettingsScreen(
    preferences: Preferences,
    onChange: (Preferences) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    ScreenScaffold(StringKey.ACTION_SETTINGS, onBack, modifier) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(4.dp),
        ) {
            Toggle(StringKey.SETTINGS_SOUND, preferences.sound, "setting-sound") { onChange(preferences.copy(sound = it)) }
            Toggle(StringKey.SETTINGS_HAPTICS, preferences.haptics, "setting-haptics") {
                onChange(preferences.copy(haptics = it))
            }
            Toggle(StringKey.SETTINGS_SHOW_LEGAL_MOVES, preferences.showLegalMoves, "setting-legal-moves") {
                onChange(preferences.copy(showLegalMoves = it))
            }
            Toggle(StringKey.SETTINGS_COORDINATES, preferences.coordinates, "setting-coordinates") {
                onChange(preferences.copy(coordinates = it))
            }
            Text(
                stringOf(StringKey.SETTINGS_LANGUAGE),
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.padding(top = 12.dp),
            )
        }
    }
}

@Composable
private fun Toggle(label: StringKey, checked: Boolean, tag: String, onChange: (Boolean) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .toggleable(value = checked, role = Role.Switch, onValueChange = onChange)
            .padding(vertical = 8.dp)
            .testTag(tag),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(stringOf(label), Modifier.weight(1f))
        Switch(checked = checked, onCheckedChange = null)
    }
}
