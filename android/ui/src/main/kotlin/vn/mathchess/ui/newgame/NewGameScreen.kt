package vn.mathchess.ui.newgame

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.layout.wrapContentWidth
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Slider
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
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import kotlin.math.roundToInt
import vn.mathchess.core.GameKind
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Preset
import vn.mathchess.core.Side
import vn.mathchess.ui.ScreenScaffold
import vn.mathchess.ui.model.CoreFacts
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.NearbyFailure
import vn.mathchess.ui.model.range
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.nearbyFailureText
import vn.mathchess.ui.text.stringOf

/**
 * The new-game form: which game, who plays (two
 * players here, against the computer at a level of the core's range, as
 * Blue or Red, or a friend nearby on another phone), the first game's rule preset and how the board is turned. The
 * form's own choices stay local until [onStart]. Above it, the way to the
 * Learn screen's lessons and puzzles ([onLearn]; none: not offered). A
 * friend nearby: host a game of the form's choices ([onStart], with
 * `Mode.Nearby`; why that failed, [hostFailure]) or join one ([onJoin]).
 */
@Composable
internal fun NewGameScreen(
    initial: GameSetup,
    core: CoreFacts,
    onStart: (GameSetup) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    onLearn: (() -> Unit)? = null,
    onJoin: () -> Unit = {},
    hostFailure: NearbyFailure? = null,
) {
    var setup by remember(initial) { mutableStateOf(initial) }
    val mode = setup.mode
    ScreenScaffold(stringOf(StringKey.ACTION_NEW_GAME), onBack, modifier) {
        // On a tablet the form keeps a phone's width, centred: buttons and rows never stretch across the screen.
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp).wrapContentWidth(Alignment.CenterHorizontally)
                .widthIn(max = FORM_WIDTH).testTag("new-game-form"),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            onLearn?.let {
                OutlinedButton(onClick = it, modifier = Modifier.fillMaxWidth().testTag("learn")) {
                    Text(stringOf(StringKey.ACTION_LEARN))
                }
            }
            Section(StringKey.NEW_GAME_GAME) {
                for (game in GameKind.entries) {
                    Choice(game.label, setup.game == game, "game-${game.name.lowercase()}") {
                        setup = setup.copy(game = game)
                    }
                }
            }
            Section(StringKey.NEW_GAME_PLAYERS) {
                Choice(StringKey.NEW_GAME_TWO_PLAYERS, mode is Mode.TwoPlayers, "two-players") {
                    setup = setup.copy(mode = Mode.TwoPlayers, orientation = Orientation.FollowTurn)
                }
                Choice(StringKey.NEW_GAME_VS_COMPUTER, mode is Mode.VsComputer, "vs-computer") {
                    setup = setup.copy(mode = Mode.VsComputer(Side.BLUE, core.defaultLevel), orientation = null)
                }
                Choice(StringKey.NEARBY_PLAY, mode is Mode.Nearby, "nearby") {
                    setup = setup.copy(mode = Mode.Nearby(Side.BLUE), orientation = null)
                }
            }
            if (mode is Mode.VsComputer) {
                val levels = core.levels.range
                Text(stringOf(StringKey.NEW_GAME_LEVEL, mode.level.toInt()), style = MaterialTheme.typography.bodyLarge)
                // The slider between its two ends' levels, the easiest and the strongest.
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    Text("${levels.first}", Modifier.testTag("level-min"), style = MaterialTheme.typography.labelLarge)
                    Slider(
                        value = mode.level.toFloat(),
                        onValueChange = { setup = setup.copy(mode = mode.copy(level = it.roundToInt().toUByte())) },
                        valueRange = levels.first.toFloat()..levels.last.toFloat(),
                        steps = levels.last - levels.first - 1,
                        modifier = Modifier.weight(1f),
                    )
                    Text("${levels.last}", Modifier.testTag("level-max"), style = MaterialTheme.typography.labelLarge)
                }
                Section(StringKey.NEW_GAME_PLAY_AS) {
                    for (side in Side.entries) {
                        Choice(side.label, mode.human == side, "human-${side.name.lowercase()}") {
                            setup = setup.copy(mode = mode.copy(human = side))
                        }
                    }
                }
            }
            if (mode is Mode.Nearby) {
                Section(StringKey.NEW_GAME_PLAY_AS) {
                    for (side in Side.entries) {
                        Choice(side.label, mode.local == side, "local-${side.name.lowercase()}") {
                            setup = setup.copy(mode = Mode.Nearby(side))
                        }
                    }
                }
            }
            if (setup.game == GameKind.MATH_CHESS) {
                Section(StringKey.NEW_GAME_RULES) {
                    for (preset in Preset.entries) {
                        Choice(preset.label, setup.preset == preset, "preset-${preset.name.lowercase()}") {
                            setup = setup.copy(preset = preset)
                        }
                    }
                }
            }
            if (mode is Mode.TwoPlayers) {
                Section(StringKey.NEW_GAME_BOARD) {
                    val options = listOf(
                        StringKey.ORIENTATION_FOLLOW_TURN to Orientation.FollowTurn,
                        StringKey.ORIENTATION_FIXED to Orientation.Fixed(Side.BLUE),
                        StringKey.ORIENTATION_FACE_TO_FACE to Orientation.FaceToFace(Side.BLUE),
                    )
                    options.forEachIndexed { index, (label, orientation) ->
                        Choice(label, setup.orientation == orientation, "orientation-$index") {
                            setup = setup.copy(orientation = orientation)
                        }
                    }
                }
            }
            if (mode is Mode.Nearby) {
                Button(onClick = { onStart(setup) }, Modifier.fillMaxWidth().testTag("host")) {
                    Text(stringOf(StringKey.NEARBY_HOST))
                }
                hostFailure?.let {
                    Text(
                        nearbyFailureText(it),
                        color = MaterialTheme.colorScheme.error,
                        modifier = Modifier.testTag("host-failure").semantics { liveRegion = LiveRegionMode.Assertive },
                    )
                }
                OutlinedButton(onClick = onJoin, Modifier.fillMaxWidth().testTag("join")) {
                    Text(stringOf(StringKey.NEARBY_JOIN))
                }
            } else {
                Button(onClick = { onStart(setup) }, Modifier.fillMaxWidth().testTag("start")) {
                    Text(stringOf(StringKey.ACTION_START))
                }
            }
        }
    }
}

@Composable
private fun Section(title: StringKey, content: @Composable () -> Unit) {
    Text(stringOf(title), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 8.dp))
    Column(Modifier.selectableGroup()) { content() }
}

@Composable
private fun Choice(label: StringKey, selected: Boolean, tag: String, onSelect: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .selectable(selected = selected, onClick = onSelect, role = Role.RadioButton)
            .padding(vertical = 4.dp)
            .testTag(tag),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = selected, onClick = null)
        Text(stringOf(label), Modifier.padding(start = 8.dp))
    }
}

/** The new-game form's width at most: a phone's. */
private val FORM_WIDTH = 560.dp
