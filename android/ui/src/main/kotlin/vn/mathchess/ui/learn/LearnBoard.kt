package vn.mathchess.ui.learn

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.key
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.board.BoardLook
import vn.mathchess.ui.board.boardAspectRatio
import vn.mathchess.ui.board.boardPicture
import vn.mathchess.ui.game.MoveChoicePanel
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.rejectionText

/** A window this much wider than tall puts the words beside the board, as the game screen does. */
private const val SIDEWAYS_RATIO = 1.15f

/** The most room the move choice takes above the words. */
private val CHOICE_HEIGHT = 200.dp

/**
 * A lesson's or a puzzle's board with its words: beside the board in a wide
 * window, under it in a tall one. The board is the game's, with its taps and
 * its marks; the move choice, when the core opens one, heads the words,
 * never over the squares it names.
 */
@Composable
internal fun LearnBoard(
    board: Snapshot,
    preferences: Preferences,
    onTap: (UByte) -> Unit,
    onChoose: (Int) -> Unit,
    onCancelChoice: () -> Unit,
    modifier: Modifier = Modifier,
    hintPiece: UByte? = null,
    words: @Composable ColumnScope.() -> Unit,
) {
    val look = BoardLook(showTargets = preferences.showLegalMoves, coordinates = preferences.coordinates, hintPiece = hintPiece)
    val ratio = boardAspectRatio(board.width.toInt(), board.height.toInt(), preferences.coordinates)
    val picture = board.boardPicture()
    BoxWithConstraints(modifier.fillMaxSize()) {
        val side = maxWidth > maxHeight * SIDEWAYS_RATIO
        val boardRoom = maxHeight * 0.62f
        // The move choice heads the words (the step's task stays in sight) and scrolls itself when short of room.
        val pane = @Composable { paneModifier: Modifier ->
            Column(paneModifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                board.choice?.let { MoveChoicePanel(it, onChoose, onCancelChoice, Modifier.heightIn(max = CHOICE_HEIGHT)) }
                Column(
                    Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()),
                    verticalArrangement = Arrangement.spacedBy(8.dp),
                    content = words,
                )
            }
        }
        if (side) {
            Row(Modifier.fillMaxSize()) {
                Board(picture, onTap, Modifier.fillMaxHeight().aspectRatio(ratio, matchHeightConstraintsFirst = true).testTag("board"), look)
                pane(Modifier.weight(1f).fillMaxHeight())
            }
        } else {
            Column(Modifier.fillMaxSize()) {
                Board(picture, onTap, Modifier.fillMaxWidth().heightIn(max = boardRoom).aspectRatio(ratio).testTag("board"), look)
                pane(Modifier.weight(1f).fillMaxWidth())
            }
        }
    }
}

/** The board's own refusal of a tap (a 0 tapped, the other side's piece), as in a game. */
@Composable
internal fun BoardRejection(board: Snapshot) {
    val rejection = board.rejection ?: return
    Text(
        rejectionText(rejection, board.outOfReach),
        color = MaterialTheme.colorScheme.error,
        modifier = Modifier.testTag("rejection").semantics { liveRegion = LiveRegionMode.Polite },
    )
}

/**
 * What the core said of the last try, told again to a screen reader each
 * time [news] changes (a new judgement, even in the same words).
 */
@Composable
internal fun Told(text: String, news: Int, color: Color, tag: String) {
    key(news) {
        Text(
            text,
            color = color,
            style = MaterialTheme.typography.bodyLarge,
            modifier = Modifier.testTag(tag).semantics { liveRegion = LiveRegionMode.Polite },
        )
    }
}
