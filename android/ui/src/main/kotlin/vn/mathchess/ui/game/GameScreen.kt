package vn.mathchess.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
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
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.max
import vn.mathchess.core.Orientation
import vn.mathchess.core.PlayerView
import vn.mathchess.core.ReviewMark
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
    BoxWithConstraints(modifier.fillMaxSize()) {
        val layout = GameLayout.of(maxWidth.value, maxHeight.value, snapshot.orientation is Orientation.FaceToFace)
        Scaffold(
            // Lying on its side, the board takes the whole height: the bar's buttons head the pane.
            topBar = {
                if (layout != GameLayout.SIDE_PANE) {
                    TopAppBar(
                        // One line, never broken inside a word (Czech's title on a phone).
                        title = {
                            Text(stringOf(StringKey.APP_NAME), Modifier.testTag("app-title"), maxLines = 1, overflow = TextOverflow.Ellipsis)
                        },
                        actions = { ScreenButtons(actions) },
                    )
                }
            },
        ) { padding ->
            // The board's room is the window's, less the bar's standard height: not what the bar's text makes of it.
            GameBody(layout, state, actions, Modifier.padding(padding), windowHeight = maxHeight - TOP_BAR)
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

/** The game screen under its bar, in [layout]; [windowHeight]: the room under a bar of the standard height. */
@Composable
private fun GameBody(layout: GameLayout, state: GameUiState.Ready, actions: GameActions, modifier: Modifier, windowHeight: Dp) {
    val snapshot = state.snapshot
    BoxWithConstraints(modifier.fillMaxSize()) {
        val parts = GameParts(state, actions)
        val width = maxWidth
        val height = maxHeight
        // Inside the padding of 4 dp above and below.
        val room = windowHeight - 8.dp
        when (layout) {
            GameLayout.STACKED -> Column(
                Modifier.fillMaxSize().padding(horizontal = 8.dp, vertical = 4.dp).testTag("layout-stacked"),
                verticalArrangement = Arrangement.spacedBy(4.dp),
            ) {
                parts.FarPanel()
                parts.Board(Modifier.height(boardRoom(room, STACKED_ROOM)).fillMaxWidth())
                // The choice and the game-over card cover what is below the board, not the board.
                parts.BelowBoard(Modifier.weight(1f)) {
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
                // The board as tall as the window unless that makes it wider than its share, the pane the
                // rest of the width (no less than PANE_WIDTH). Not fillMaxHeight: a fixed height would let
                // the ratio overrule the width's limit, and a wide board (Capture the Flag's) run under the pane.
                val board = Modifier.widthIn(max = width - 28.dp - PANE_WIDTH)
                    .aspectRatio(parts.boardAspectRatio, matchHeightConstraintsFirst = true)
                parts.Board(board)
                // What does not fit the height scrolls; the board keeps its size.
                Column(
                    Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()),
                    verticalArrangement = Arrangement.spacedBy(6.dp),
                ) {
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) { ScreenButtons(actions) }
                    parts.FarPanel()
                    parts.Status()
                    // The choice in the place of the moves.
                    val choice = snapshot.choice
                    if (choice != null) {
                        // Bounded, as it scrolls on its own inside the scrolling pane.
                        MoveChoicePanel(choice, actions::choose, actions::cancelChoice, Modifier.heightIn(max = height - 16.dp))
                    } else {
                        parts.Moves(horizontal = true)
                    }
                    parts.Controls(keepHintRoom = false)
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
                    // Each player's edge has its own room; what does not fit there scrolls in it.
                    EdgeRoom(Modifier.height(FAR_ROOM)) {
                        parts.FarPanel()
                        // The result again, turned to the far player, in the room of their hint.
                        val ending = snapshot.ending
                        if (ending != null) {
                            GameOverCard(ending, snapshot.mode, actions, Modifier.upsideDown(snapshot.farPlayer.upsideDown), compact = true)
                        } else {
                            parts.HintFacing(snapshot.farPlayer)
                        }
                    }
                    parts.Board(Modifier.height(room - FAR_ROOM - NEAR_ROOM - 8.dp).fillMaxWidth().onPlaced { board = it.boundsInRoot() })
                    EdgeRoom(Modifier.weight(1f)) {
                        parts.Status(compactEnding = true)
                        parts.NearPanel()
                        parts.Controls(showHint = false)
                        parts.HintFacing(snapshot.nearPlayer)
                    }
                }
                with(parts) { ChoiceAtEdge(roomAbove = board.top - box.top, roomBelow = box.bottom - board.bottom) }
            }
        }
    }
}

/**
 * Room kept under the board upright for the near panel, the status lines,
 * the controls and the moves, and above it for the far panel, as they are
 * at the standard font scale; what does not fit (larger text) scrolls in it.
 * The board's size is the window's doing alone, whatever font draws the text.
 */
private val STACKED_ROOM = 368.dp

/** Upright, the board's share of the height at least, however small the window. */
private const val MIN_BOARD_SHARE = 0.55f

/** The board's room upright, from the window's [height] alone, with [room] kept for the rest. */
private fun boardRoom(height: Dp, room: Dp): Dp = max(height - room, height * MIN_BOARD_SHARE)

/** Lying on its side, the pane beside the board is this wide at least. */
private val PANE_WIDTH = 360.dp

/** The top bar's standard height (Material's), whatever its text does to it. */
private val TOP_BAR = 64.dp

/** Face to face: the far player's room (their panel, and their hint or the result) and the near player's. */
private val FAR_ROOM = 120.dp
private val NEAR_ROOM = 200.dp

/** A player's room at their edge, face to face, as tall as [modifier] says whatever its content, which scrolls if it must. */
@Composable
private fun EdgeRoom(modifier: Modifier, content: @Composable ColumnScope.() -> Unit) = Column(
    modifier.fillMaxWidth().verticalScroll(rememberScrollState()),
    verticalArrangement = Arrangement.spacedBy(4.dp),
    content = content,
)

/** The parts every layout arranges, drawn from one state. */
private class GameParts(private val state: GameUiState.Ready, private val actions: GameActions) {
    private val snapshot = state.snapshot

    /** Browsing a reviewed game: the move made from the position shown, and the best one. */
    private val reviewed = snapshot.browsing?.let { ply -> (state.analysis as? Analysis.Done)?.moves?.firstOrNull { it.ply == ply } }

    @Composable
    fun FarPanel() = PlayerPanel(snapshot.farPlayer, snapshot.mode, snapshot.scored, snapshot.drawOffer, actions, Modifier.fillMaxWidth())

    @Composable
    fun NearPanel() = PlayerPanel(snapshot.nearPlayer, snapshot.mode, snapshot.scored, snapshot.drawOffer, actions, Modifier.fillMaxWidth())

    /** The board's width over its height, as drawn. */
    val boardAspectRatio: Float
        get() = boardAspectRatio(snapshot.width.toInt(), snapshot.height.toInt(), state.preferences.coordinates)

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
            actions::choose,
            actions::cancelChoice,
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
    fun BelowBoard(modifier: Modifier, content: @Composable ColumnScope.() -> Unit) {
        val choice = snapshot.choice
        val ending = snapshot.ending.takeIf { snapshot.browsing == null }
        Box(modifier) {
            val covered = if (choice == null && ending == null) Modifier else Modifier.alpha(0f).clearAndSetSemantics {}
            Column(
                covered.verticalScroll(rememberScrollState()),
                verticalArrangement = Arrangement.spacedBy(4.dp),
                content = content,
            )
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
    fun Status(showEnding: Boolean = true, compactEnding: Boolean = false) =
        GameStatus(snapshot, actions, showEnding = showEnding, compactEnding = compactEnding, happened = (state.happening as? Happening.Told)?.event, reviewed = reviewed)

    @Composable
    fun Controls(showHint: Boolean = true, keepHintRoom: Boolean = true) =
        GameControls(snapshot, state.hint, state.canRequestHint, actions, showHint = showHint, keepHintRoom = keepHintRoom, nearbyForms = state.nearby)

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
