package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onPlaced
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Orientation
import vn.mathchess.core.PlayerView
import vn.mathchess.core.ReviewMark
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.board.BoardLook
import vn.mathchess.ui.board.boardPicture
import vn.mathchess.ui.board.upsideDown
import vn.mathchess.ui.model.Analysis
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.HintState
import vn.mathchess.ui.model.Notice
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.model.nameOf
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

/** How the game screen is arranged for the window it has. */
enum class GameLayout {
    /** Upright (a phone, a tablet upright): the board between the two panels, then the controls and moves. */
    STACKED,

    /** Lying on its side: the board, and beside it a pane with both panels, the controls and the moves. */
    SIDE_PANE,

    /** A tablet flat between two players: the board between the panels, the far one turned to its player. */
    FACE_TO_FACE,
    ;

    companion object {
        /** A window this much wider than tall is treated as lying on its side. */
        private const val SIDEWAYS_RATIO = 1.15f

        fun of(widthDp: Float, heightDp: Float, faceToFace: Boolean): GameLayout = when {
            faceToFace -> FACE_TO_FACE
            widthDp > heightDp * SIDEWAYS_RATIO -> SIDE_PANE
            else -> STACKED
        }
    }
}

/**
 * The game screen, arranged for the space at hand ([GameLayout]). Stateless:
 * it draws [state] and sends every intent to [actions]. The move choice never
 * covers the squares it names: it takes the place of the moves in the side
 * pane, else it sits between the board and the chooser's edge, turned to the
 * far player when the choice view says so.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
internal fun GameScreen(state: GameUiState.Ready, actions: GameActions, modifier: Modifier = Modifier) {
    val snapshot = state.snapshot
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = { Text(stringOf(StringKey.APP_NAME)) },
                actions = {
                    TextButton(onClick = { actions.show(Screen.RULES) }, Modifier.testTag("rules")) {
                        Text(stringOf(StringKey.ACTION_RULES))
                    }
                    TextButton(onClick = { actions.show(Screen.SETTINGS) }, Modifier.testTag("settings")) {
                        Text(stringOf(StringKey.ACTION_SETTINGS))
                    }
                    TextButton(onClick = { actions.show(Screen.NEW_GAME) }, Modifier.testTag("new-game")) {
                        Text(stringOf(StringKey.ACTION_NEW_GAME))
                    }
                },
            )
        },
    ) { padding ->
        BoxWithConstraints(Modifier.padding(padding).fillMaxSize()) {
            val faceToFace = snapshot.orientation is Orientation.FaceToFace
            val parts = GameParts(state, actions)
            when (GameLayout.of(maxWidth.value, maxHeight.value, faceToFace)) {
                GameLayout.STACKED -> Column(
                    Modifier.fillMaxSize().padding(horizontal = 8.dp, vertical = 4.dp).testTag("layout-stacked"),
                    verticalArrangement = Arrangement.spacedBy(4.dp),
                ) {
                    parts.FarPanel()
                    parts.Board(Modifier.weight(1f).fillMaxWidth())
                    // The choice and the game-over card cover what is below the board, not the board:
                    // its squares keep their size.
                    parts.BelowBoard {
                        parts.NearPanel()
                        parts.Status(showEnding = false)
                        parts.Controls()
                        parts.Moves(horizontal = true)
                    }
                }
                GameLayout.SIDE_PANE -> Row(
                    Modifier.fillMaxSize().padding(8.dp).testTag("layout-side-pane"),
                    horizontalArrangement = Arrangement.spacedBy(12.dp),
                ) {
                    parts.Board(Modifier.weight(1f).fillMaxHeight())
                    Column(Modifier.width(360.dp).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                        parts.FarPanel()
                        parts.Status()
                        val choice = snapshot.choice
                        if (choice != null) {
                            MoveChoicePanel(choice, snapshot::nameOf, actions, Modifier.weight(1f, fill = false))
                        } else {
                            parts.Moves(horizontal = false, Modifier.weight(1f))
                        }
                        parts.Controls()
                        parts.NearPanel()
                    }
                }
                GameLayout.FACE_TO_FACE -> Box(Modifier.fillMaxSize()) {
                    // Where the board lies in this box: the choice takes the room between it and the chooser's edge.
                    var board by remember { mutableStateOf(Rect.Zero) }
                    var box by remember { mutableStateOf(Rect.Zero) }
                    Column(
                        Modifier.fillMaxSize().onPlaced { box = it.boundsInRoot() }
                            .padding(horizontal = 8.dp, vertical = 4.dp).testTag("layout-face-to-face"),
                        verticalArrangement = Arrangement.spacedBy(4.dp),
                    ) {
                        parts.FarPanel()
                        // The result again, turned to the far player.
                        snapshot.ending?.let {
                            GameOverCard(it, snapshot.mode, actions, Modifier.fillMaxWidth().upsideDown(snapshot.farPlayer.upsideDown))
                        }
                        parts.HintFacing(snapshot.farPlayer)
                        parts.Board(Modifier.weight(1f).fillMaxWidth().onPlaced { board = it.boundsInRoot() })
                        parts.Status()
                        parts.NearPanel()
                        parts.Controls(showHint = false)
                        parts.HintFacing(snapshot.nearPlayer)
                    }
                    with(parts) { ChoiceAtEdge(roomAbove = board.top - box.top, roomBelow = box.bottom - board.bottom) }
                }
            }
        }
    }
    GameFeedback(state.happening, snapshot, state.preferences)
    state.notice?.let { NoticeDialog(it, actions::dismissNotice) }
}

/** The parts every layout arranges, drawn from one state. */
private class GameParts(private val state: GameUiState.Ready, private val actions: GameActions) {
    private val snapshot = state.snapshot

    @Composable
    fun FarPanel() = PlayerPanel(snapshot.farPlayer, snapshot.mode, snapshot.scored, snapshot.drawOffer, actions, Modifier.fillMaxWidth())

    @Composable
    fun NearPanel() = PlayerPanel(snapshot.nearPlayer, snapshot.mode, snapshot.scored, snapshot.drawOffer, actions, Modifier.fillMaxWidth())

    @Composable
    fun Board(modifier: Modifier) {
        val preferences = state.preferences
        val hint = (state.hint as? HintState.Shown)?.hint
        val picture = remember(snapshot) { snapshot.boardPicture() }
        Board(
            picture,
            actions::tap,
            modifier,
            BoardLook(showTargets = preferences.showLegalMoves, coordinates = preferences.coordinates, hint = hint),
        )
    }

    /**
     * Face to face: the move choice over the chooser's edge of the screen, in
     * the room between the board and that edge (given in pixels), so that it
     * covers that player's panel and buttons but never a square.
     */
    @Composable
    fun BoxScope.ChoiceAtEdge(roomAbove: Float, roomBelow: Float) {
        val choice = snapshot.choice ?: return
        val room = with(LocalDensity.current) { (if (choice.upsideDown) roomAbove else roomBelow).coerceAtLeast(0f).toDp() }
        MoveChoicePanel(
            choice,
            snapshot::nameOf,
            actions,
            Modifier.align(if (choice.upsideDown) Alignment.TopCenter else Alignment.BottomCenter).fillMaxWidth().height(room),
        )
    }

    /**
     * [content], or in exactly its room the move choice while one is open, or
     * once the game is over the same parts with a compact game-over card in
     * the room of the status line and the hint (undo, review and the moves
     * still at hand): the content is kept, unseen and unread, so that the
     * board keeps its size.
     */
    @Composable
    fun BelowBoard(content: @Composable ColumnScope.() -> Unit) {
        val choice = snapshot.choice
        val ending = snapshot.ending.takeIf { snapshot.review == null }
        Box {
            val covered = if (choice == null && ending == null) Modifier else Modifier.alpha(0f).clearAndSetSemantics {}
            Column(covered, verticalArrangement = Arrangement.spacedBy(4.dp), content = content)
            when {
                choice != null -> MoveChoicePanel(choice, snapshot::nameOf, actions, Modifier.matchParentSize())
                // A surface, so that the content under it takes no tap.
                ending != null -> Surface(Modifier.matchParentSize()) {
                    Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
                        NearPanel()
                        val card = Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())
                        GameOverCard(ending, snapshot.mode, actions, card, compact = true)
                        Controls(showHint = false)
                        Moves(horizontal = true)
                    }
                }
            }
        }
    }

    /** The status lines, or once the game is over the game-over card unless [showEnding] is false. */
    @Composable
    fun Status(showEnding: Boolean = true) = GameStatus(snapshot, actions, showEnding = showEnding)

    @Composable
    fun Controls(showHint: Boolean = true) =
        GameControls(snapshot, state.hint, state.canRequestHint, actions, showHint = showHint)

    /** Face to face: the hint in [player]'s own room at their edge, turned to them, while they are to move. */
    @Composable
    fun HintFacing(player: PlayerView) =
        HintLine(if (player.toMove) state.hint else HintState.None, Modifier.upsideDown(player.upsideDown))

    @Composable
    fun Moves(horizontal: Boolean, modifier: Modifier = Modifier) =
        MoveList(snapshot, marks(), actions, horizontal, modifier)

    /** Each move's mark, once the game's review is done. */
    private fun marks(): List<ReviewMark?> = (state.analysis as? Analysis.Done)?.moves?.map { it.mark }.orEmpty()
}

@Composable
private fun NoticeDialog(notice: Notice, onDismiss: () -> Unit) {
    val message = when (notice) {
        Notice.SAVED_GAME_UNREADABLE -> StringKey.NOTICE_SAVED_GAME_UNREADABLE
        Notice.SAVE_FAILED -> StringKey.NOTICE_SAVE_FAILED
        Notice.COMPUTER_FAILED -> StringKey.ERROR_COMPUTER_FAILED
    }
    AlertDialog(
        onDismissRequest = onDismiss,
        confirmButton = {
            TextButton(onClick = onDismiss) { Text(stringOf(StringKey.ACTION_DISMISS)) }
        },
        text = { Text(stringOf(message), Modifier.testTag("notice")) },
    )
}
