package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Orientation
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.model.Notice
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/** How the game screen is arranged for the window it has. */
enum class GameLayout {
    /** Phones upright, tablets upright: panels, board, then controls below. */
    STACKED,

    /** Landscape and wide windows: the board on the left, controls and moves beside it. */
    SIDE_BY_SIDE,
    ;

    companion object {
        /** By Material window size classes: a compact height, or a wide window lying on its side. */
        fun of(widthDp: Float, heightDp: Float): GameLayout = when {
            heightDp < 480f -> SIDE_BY_SIDE
            widthDp >= 600f && widthDp > heightDp -> SIDE_BY_SIDE
            else -> STACKED
        }
    }
}

/**
 * The game screen: the board between the two players' panels, the game's
 * state, its controls and its moves. Stateless: it draws [snapshot] and sends
 * every intent to [actions].
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
internal fun GameScreen(
    snapshot: Snapshot,
    notice: Notice?,
    actions: GameActions,
    onNewGame: () -> Unit,
    onRules: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = { Text(stringOf(StringKey.APP_NAME)) },
                actions = {
                    TextButton(onClick = onRules) { Text(stringOf(StringKey.ACTION_RULES)) }
                    TextButton(onClick = onNewGame, Modifier.testTag("new-game")) {
                        Text(stringOf(StringKey.ACTION_NEW_GAME))
                    }
                },
            )
        },
    ) { padding ->
        BoxWithConstraints(Modifier.padding(padding).fillMaxSize()) {
            when (GameLayout.of(maxWidth.value, maxHeight.value)) {
                GameLayout.STACKED -> Column(
                    Modifier.fillMaxSize().padding(horizontal = 8.dp),
                    verticalArrangement = Arrangement.spacedBy(4.dp),
                ) {
                    BoardWithPlayers(snapshot, actions, Modifier.weight(1f).fillMaxWidth())
                    GameStatus(snapshot, actions)
                    GameControls(snapshot, actions)
                    MoveList(snapshot, actions, horizontal = true)
                }
                GameLayout.SIDE_BY_SIDE -> Row(
                    Modifier.fillMaxSize().padding(8.dp),
                    horizontalArrangement = Arrangement.spacedBy(12.dp),
                ) {
                    Board(snapshot, actions::tap, Modifier.weight(1f).fillMaxHeight())
                    Column(
                        Modifier.width(340.dp).fillMaxHeight(),
                        verticalArrangement = Arrangement.spacedBy(8.dp),
                    ) {
                        TopPlayerPanel(snapshot, actions)
                        GameStatus(snapshot, actions)
                        GameControls(snapshot, actions)
                        MoveList(snapshot, actions, horizontal = false, Modifier.weight(1f))
                        BottomPlayerPanel(snapshot, actions)
                    }
                }
            }
        }
    }
    MoveChoice(snapshot, actions)
    if (notice != null) NoticeDialog(notice, actions::dismissNotice)
}

/** The board between the player at its top edge and the one at its bottom edge. */
@Composable
private fun BoardWithPlayers(snapshot: Snapshot, actions: GameActions, modifier: Modifier) {
    Column(modifier, verticalArrangement = Arrangement.spacedBy(4.dp)) {
        TopPlayerPanel(snapshot, actions)
        Board(snapshot, actions::tap, Modifier.weight(1f).fillMaxWidth())
        BottomPlayerPanel(snapshot, actions)
    }
}

/** The far player's panel; face to face it is turned to face them. */
@Composable
private fun TopPlayerPanel(snapshot: Snapshot, actions: GameActions) = PlayerPanel(
    snapshot,
    snapshot.bottom.other,
    actions,
    Modifier.fillMaxWidth(),
    upsideDown = snapshot.orientation is Orientation.FaceToFace,
)

@Composable
private fun BottomPlayerPanel(snapshot: Snapshot, actions: GameActions) =
    PlayerPanel(snapshot, snapshot.bottom, actions, Modifier.fillMaxWidth())

@Composable
private fun NoticeDialog(notice: Notice, onDismiss: () -> Unit) {
    val message = when (notice) {
        Notice.SAVED_GAME_UNREADABLE -> StringKey.NOTICE_SAVED_GAME_UNREADABLE
        Notice.SAVE_FAILED -> StringKey.NOTICE_SAVE_FAILED
    }
    AlertDialog(
        onDismissRequest = onDismiss,
        confirmButton = {
            TextButton(onClick = onDismiss) { Text(stringOf(StringKey.ACTION_DISMISS)) }
        },
        text = { Text(stringOf(message), Modifier.testTag("notice")) },
    )
}
