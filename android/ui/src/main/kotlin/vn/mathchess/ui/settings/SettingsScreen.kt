package vn.mathchess.ui.settings

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.APP_LANGUAGES
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.languageName
import vn.mathchess.ui.text.stringOf

/**
 * The player's preferences: sounds, vibration, marked moves, coordinates,
 * and the app's language (the device's, or one of the app's own, each named
 * in itself). Each applies at once.
 */
@Composable
internal fun SettingsScreen(
    preferences: Preferences,
    onChange: (Preferences) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    ScreenScaffold(stringOf(StringKey.ACTION_SETTINGS), onBack, modifier) {
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
                stringOf(StringKey.SETTINGS_LANGUAGE_TITLE),
                style = MaterialTheme.typography.titleSmall,
                modifier = Modifier.padding(top = 12.dp).semantics { heading() },
            )
            Column(Modifier.selectableGroup()) {
                Choice(stringOf(StringKey.SETTINGS_LANGUAGE_DEVICE), preferences.language == null, "language-device") {
                    onChange(preferences.copy(language = null))
                }
                for (language in APP_LANGUAGES) {
                    Choice(languageName(language), preferences.language == language, "language-$language") {
                        onChange(preferences.copy(language = language))
                    }
                }
            }
        }
    }
}

@Composable
private fun Choice(label: String, selected: Boolean, tag: String, onSelect: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .selectable(selected = selected, role = Role.RadioButton, onClick = onSelect)
            .padding(vertical = 8.dp)
            .testTag(tag),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = selected, onClick = null)
        Text(label, Modifier.padding(start = 12.dp).weight(1f))
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
