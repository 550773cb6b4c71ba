package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
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
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Orientation
import vn.mathchess.core.PlayerView
import vn.mathchess.core.ReviewMark
import vn.mathchess.ui.BarTitle
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.board.BoardLook
import vn.mathchess.ui.board.boardAspectRatio
import vn.mathchess.ui.board.boardPicture
import vn.mathchess.ui.board.upsideDown
import vn.mathchess.ui.model.Analysis
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Happening
import vn.mathchess.ui.model.HintState
import vn.mathchess.ui.model.Notice
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.stringOf

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
    BoxWithConstraints(modifier.fillMaxSize()) {
        val aspect = boardAspectRatio(snapshot.width.toInt(), snapshot.height.toInt(), state.preferences.coordinates)
        val geometry = GameGeometry.of(maxWidth.value, maxHeight.value, snapshot.orientation is Orientation.FaceToFace, aspect)
        Scaffold(
            // Lying on its side, the board takes the whole height: the bar's buttons head a pane.
            topBar = {
                if (geometry.layout.hasTopBar) {
                    TopAppBar(
                        // One line, whole: the short name where the full one does not fit (Czech's on a phone).
                        title = { BarTitle(listOf(stringOf(StringKey.APP_NAME), stringOf(StringKey.APP_NAME_SHORT)), Modifier.testTag("app-title")) },
                        actions = { ScreenButtons(actions) },
                    )
                }
            },
        ) { padding ->
            GameBody(geometry, state, actions, Modifier.padding(padding))
        }
    }
    GameFeedback(state.happening, snapshot, state.preferences)
    state.notice?.let { NoticeDialog(it, actions::dismissNotice) }
}

/** The way to the other screens: the rules, the settings, a new game. */
@Composable
private fun ScreenButtons(actions: GameActions) {
    TextButton(onClick = { actions.show(Screen.RULES) }, Modifier.testTag("rules")) {
        Text(stringOf(StringKey.ACTION_RULES), maxLines = 1)
    }
    TextButton(onClick = { actions.show(Screen.SETTINGS) }, Modifier.testTag("settings")) {
        Text(stringOf(StringKey.ACTION_SETTINGS), maxLines = 1)
    }
    TextButton(onClick = { actions.show(Screen.NEW_GAME) }, Modifier.testTag("new-game")) {
        Text(stringOf(StringKey.ACTION_NEW_GAME), maxLines = 1)
    }
}

/** The game screen under its bar (if any), arranged and sized by [geometry]. */
@Composable
private fun GameBody(geometry: GameGeometry, state: GameUiState.Ready, actions: GameActions, modifier: Modifier) {
    val snapshot = state.snapshot
    val parts = GameParts(state, actions)
    val board = Modifier.size(geometry.boardWidth.dp, geometry.boardHeight.dp)
    Box(modifier.fillMaxSize()) {
        when (geometry.layout) {
            GameLayout.STACKED -> Column(
                Modifier.fillMaxSize().padding(horizontal = 8.dp, vertical = 4.dp).testTag("layout-stacked"),
                verticalArrangement = Arrangement.spacedBy(4.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                parts.FarPanel()
                parts.Board(board)
                // The choice and the game-over card cover what is below the board, not the board.
                parts.BelowBoard(Modifier.weight(1f)) {
                    parts.Status(showEnding = false)
                    // No hint can come while a past position is shown: no room kept for one.
                    parts.Controls(keepHintRoom = snapshot.browsing == null)
                    parts.Moves(horizontal = true)
                }
            }
            GameLayout.SIDE_PANE -> Row(
                Modifier.fillMaxSize().padding(8.dp).testTag("layout-side-pane"),
                horizontalArrangement = Arrangement.spacedBy(12.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                parts.Board(board)
                // Both panels whole at the pane's two ends, the controls and the hint above the near one;
                // between them the status and the moves scroll where they do not fit (a hint shown once
                // pushed the near panel below the window's edge). A move choice takes the middle and the
                // controls' room.
                Column(Modifier.weight(1f).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) { ScreenButtons(actions) }
                    parts.FarPanel()
                    val choice = snapshot.choice
                    if (choice != null) {
                        MoveChoicePanel(choice, actions::choose, actions::cancelChoice, Modifier.weight(1f))
                    } else {
                        Column(Modifier.weight(1f).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                            parts.Status()
                            parts.Moves(horizontal = true)
                        }
                        parts.Controls(keepHintRoom = false)
                    }
                    parts.NearPanel()
                }
            }
            GameLayout.FACE_TO_FACE -> Column(
                Modifier.fillMaxSize().padding(horizontal = 8.dp, vertical = 4.dp).testTag("layout-face-to-face"),
                verticalArrangement = Arrangement.spacedBy(4.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                val room = Modifier.fillMaxWidth().height(geometry.room.dp)
                Box(room) { parts.PlayerRoom(snapshot.farPlayer, upright = true, Modifier.matchParentSize()) }
                parts.Board(board)
                Box(room) { parts.PlayerRoom(snapshot.nearPlayer, upright = true, Modifier.matchParentSize()) }
            }
            GameLayout.FACE_TO_FACE_SIDEWAYS -> Row(
                Modifier.fillMaxSize().padding(8.dp).testTag("layout-face-to-face-sideways"),
                horizontalArrangement = Arrangement.spacedBy(12.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                val pane = Modifier.width(geometry.room.dp).fillMaxHeight()
                Box(pane) { parts.PlayerRoom(snapshot.farPlayer, upright = false, Modifier.matchParentSize()) }
                parts.Board(board)
                Box(pane) { parts.PlayerRoom(snapshot.nearPlayer, upright = false, Modifier.matchParentSize()) }
            }
        }
    }
}

/**
 * Face to face, the test tags' ending on the far player's copy of what both
 * players are shown (the status, the controls, the moves).
 */
private const val FAR = "-far"

/** The parts every layout arranges, drawn from one state. */
private class GameParts(private val state: GameUiState.Ready, private val actions: GameActions) {
    private val snapshot = state.snapshot

    /** Browsing a reviewed game: the move made from the position shown, and the best one. */
    private val reviewed = snapshot.browsing?.let { ply -> (state.analysis as? Analysis.Done)?.moves?.firstOrNull { it.ply == ply } }

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
            BoardLook(showTargets = preferences.showLegalMoves, coordinates = preferences.coordinates, hint = hint, reviewed = reviewed),
        )
    }

    /**
     * Face to face, one player's room at their edge: everything that concerns
     * them, readable from their side (whose turn, what the last move took,
     * an offer declined, the result), their panel, the controls with their
     * hint, and the moves. The near player's, from the top of the screen:
     * [upright] (below the board) the status, the panel, the controls, the
     * moves; on its side (a pane beside the board, headed by the screen's
     * buttons) the moves, the status, the controls, the panel at their edge.
     * The far player's is the same turned round: each part turned, in the
     * reverse order. What does not fit scrolls, from the board's side
     * (upright) or the player's edge (on its side). The player's move choice
     * takes the whole room.
     */
    @Composable
    fun PlayerRoom(player: PlayerView, upright: Boolean, modifier: Modifier) {
        val choice = snapshot.choice
        if (choice != null && choice.upsideDown == player.upsideDown) {
            MoveChoicePanel(choice, actions::choose, actions::cancelChoice, modifier)
            return
        }
        val far = player.upsideDown
        val turned = Modifier.upsideDown(far)
        val suffix = if (far) FAR else ""
        val status: @Composable () -> Unit = { Status(compactEnding = true, modifier = turned, tagSuffix = suffix) }
        val panel: @Composable () -> Unit = { PlayerPanel(player, snapshot.mode, snapshot.scored, snapshot.drawOffer, actions, Modifier.fillMaxWidth()) }
        val controls: @Composable () -> Unit = {
            Column(turned, verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Controls(showHint = false, tagSuffix = suffix)
                HintLine(if (player.toMove) state.hint else HintState.None)
            }
        }
        val moves: @Composable () -> Unit = { Moves(horizontal = true, modifier = turned, tagSuffix = suffix) }
        val nearOrder = if (upright) listOf(status, panel, controls, moves) else listOf(moves, status, controls, panel)
        // Upright the near room hugs the board above it; on its side, the near player's edge below.
        val fromEnd = upright == far
        Column(modifier) {
            if (!upright && !far) Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) { ScreenButtons(actions) }
            BoxWithConstraints(Modifier.weight(1f)) {
                // At least as tall as the room, so that what fits lies at its end.
                Column(
                    Modifier.fillMaxWidth().verticalScroll(rememberScrollState(), reverseScrolling = fromEnd).heightIn(min = maxHeight),
                    verticalArrangement = Arrangement.spacedBy(4.dp, if (fromEnd) Alignment.Bottom else Alignment.Top),
                ) {
                    for (part in if (far) nearOrder.reversed() else nearOrder) part()
                }
            }
        }
    }

    /**
     * The near panel under the board, then [content], scrolling where it
     * does not fit (the panel stays put); or in exactly their room the move
     * choice while one is open, or once the game is over the same parts with
     * a compact game-over card in the room of the status line and the hint
     * (undo, review and the moves still at hand): the content is kept, unseen
     * and unread, so that the board keeps its size.
     */
    @Composable
    fun BelowBoard(modifier: Modifier, content: @Composable ColumnScope.() -> Unit) {
        val choice = snapshot.choice
        val ending = snapshot.ending.takeIf { snapshot.browsing == null }
        Box(modifier) {
            val covered = if (choice == null && ending == null) Modifier else Modifier.alpha(0f).clearAndSetSemantics {}
            Column(covered, verticalArrangement = Arrangement.spacedBy(4.dp)) {
                NearPanel()
                Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(4.dp), content = content)
            }
            when {
                choice != null -> MoveChoicePanel(choice, actions::choose, actions::cancelChoice, Modifier.matchParentSize())
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

    /**
     * The status lines, or once the game is over the game-over card ([compactEnding]: its
     * words beside its buttons) unless [showEnding] is false.
     */
    @Composable
    fun Status(showEnding: Boolean = true, compactEnding: Boolean = false, modifier: Modifier = Modifier, tagSuffix: String = "") = GameStatus(
        snapshot,
        actions,
        modifier,
        showEnding = showEnding,
        compactEnding = compactEnding,
        happened = (state.happening as? Happening.Told)?.event,
        reviewed = reviewed,
        tagSuffix = tagSuffix,
    )

    @Composable
    fun Controls(showHint: Boolean = true, keepHintRoom: Boolean = true, tagSuffix: String = "") = GameControls(
        snapshot,
        state.hint,
        state.canRequestHint,
        actions,
        showHint = showHint,
        keepHintRoom = keepHintRoom,
        nearbyForms = state.nearby,
        tagSuffix = tagSuffix,
    )

    @Composable
    fun Moves(horizontal: Boolean, modifier: Modifier = Modifier, tagSuffix: String = "") =
        MoveList(snapshot, marks(), actions, horizontal, modifier, tagSuffix)

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
