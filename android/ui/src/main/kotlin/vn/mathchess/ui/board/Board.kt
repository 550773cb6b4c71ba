package vn.mathchess.ui.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.hideFromAccessibility
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import vn.mathchess.core.CellView
import vn.mathchess.core.Hint
import vn.mathchess.core.PieceView
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.squareDescription
import vn.mathchess.ui.text.stringOf
import vn.mathchess.ui.theme.BoardColors
import vn.mathchess.ui.theme.LocalBoardColors

/** Label space beside and below the squares, in cells. */
private const val LABEL_CELLS = 0.6f

/** How long the moved piece slides from its square to the new one. */
private const val SLIDE_MILLIS = 220

/**
 * Whether moves may be animated: `false` when the system's animator duration
 * scale is 0 (Android's "Remove animations"); the platform provides it.
 */
val LocalAnimateMoves = staticCompositionLocalOf { true }

/** How the board is drawn besides the snapshot: the player's preferences and the hint. */
data class BoardLook(
    /** Mark the selected piece's steps and captures. */
    val showTargets: Boolean = true,
    val coordinates: Boolean = true,
    /** The hint's two squares, marked. */
    val hint: Hint? = null,
)

/**
 * The board as the snapshot lays it out: its cells in display order, the
 * coordinates from its labels, every mark the session set, and the piece
 * last moved sliding in. A tap on a square sends that square's index to
 * [onTap] (none: a picture, not a game); nothing here decides what it means.
 * Each square is one accessibility node ("Blue 7 on d3, selected").
 */
@Composable
fun Board(
    snapshot: Snapshot,
    squareNames: List<String>,
    onTap: ((UByte) -> Unit)?,
    modifier: Modifier = Modifier,
    look: BoardLook = BoardLook(),
) {
    val columns = snapshot.fileLabels.size
    val rows = snapshot.rankLabels.size
    val labelCells = if (look.coordinates) LABEL_CELLS else 0f
    BoxWithConstraints(modifier, contentAlignment = Alignment.Center) {
        val cell = min(maxWidth / (columns + labelCells), maxHeight / (rows + labelCells))
        val colors = LocalBoardColors.current
        val slide = rememberSlide(snapshot, columns)
        val boardDescription = stringOf(StringKey.BOARD)
        Box(Modifier.semantics { contentDescription = boardDescription }.testTag("board")) {
            Column {
                for (row in 0 until rows) {
                    Row {
                        if (look.coordinates) {
                            CoordinateLabel(snapshot.rankLabels[row], Modifier.size(cell * labelCells, cell))
                        }
                        for (column in 0 until columns) {
                            val index = row * columns + column
                            val view = snapshot.cells[index]
                            Square(
                                cell = view,
                                name = squareNames.getOrElse(view.square.toInt()) { "?" },
                                shaded = (row + column) % 2 == 1,
                                size = cell,
                                colors = colors,
                                look = look,
                                pieceHidden = slide?.to == index,
                                onTap = onTap,
                            )
                        }
                    }
                }
                if (look.coordinates) {
                    Row {
                        Box(Modifier.width(cell * labelCells))
                        for (label in snapshot.fileLabels) {
                            CoordinateLabel(label, Modifier.size(cell, cell * labelCells))
                        }
                    }
                }
            }
            slide?.let { SlidingPiece(it, snapshot.cells[it.to], columns, cell, Modifier.offset(x = cell * labelCells)) }
        }
    }
}

/** Not state: read only when a new position is drawn. */
private class PliesDrawn(var plies: UInt)

/** The piece last moved on its way from display index [from] to [to]; [progress] runs from 1 to 0. */
private class Slide(val from: Int, val to: Int, val progress: Animatable<Float, *>)

/**
 * The slide of the piece just moved, while it runs; none for the position a
 * screen opens with, for an undo or a step through history, or when
 * [LocalAnimateMoves] is off.
 */
@Composable
private fun rememberSlide(snapshot: Snapshot, columns: Int): Slide? {
    val from = snapshot.cells.indexOfFirst { it.marks.lastFrom }
    val to = snapshot.cells.indexOfFirst { it.marks.lastTo }
    val plies = snapshot.history.moveCount()
    val animate = LocalAnimateMoves.current
    // The plies of the position drawn before: only a longer game slides.
    val drawn = remember { PliesDrawn(plies) }
    val progress = remember(from, to, plies) {
        Animatable(if (animate && plies > drawn.plies && snapshot.review == null) 1f else 0f)
    }
    SideEffect { drawn.plies = plies }
    LaunchedEffect(progress) { progress.animateTo(0f, tween(SLIDE_MILLIS, easing = FastOutSlowInEasing)) }
    return if (from >= 0 && to >= 0 && progress.value > 0f && columns > 0) Slide(from, to, progress) else null
}

@Composable
private fun SlidingPiece(slide: Slide, cell: CellView, columns: Int, size: Dp, modifier: Modifier) {
    val piece = cell.piece ?: return
    val t = slide.progress.value
    val x = (slide.to % columns) + (slide.from % columns - slide.to % columns) * t
    val y = (slide.to / columns) + (slide.from / columns - slide.to / columns) * t
    Box(
        modifier.offset(x = size * x, y = size * y).size(size).testTag("sliding-piece").semantics { hideFromAccessibility() },
        contentAlignment = Alignment.Center,
    ) {
        PieceDisc(piece, upsideDown = cell.upsideDown, size = size * 0.8f)
    }
}

@Composable
private fun CoordinateLabel(text: String, modifier: Modifier) {
    Box(modifier, contentAlignment = Alignment.Center) {
        Text(text, color = LocalBoardColors.current.label, fontSize = 10.sp)
    }
}

@Composable
private fun Square(
    cell: CellView,
    name: String,
    shaded: Boolean,
    size: Dp,
    colors: BoardColors,
    look: BoardLook,
    pieceHidden: Boolean,
    onTap: ((UByte) -> Unit)?,
) {
    val description = squareDescription(cell, name)
    val hinted = look.hint?.let { cell.square == it.from || cell.square == it.to } == true
    Box(
        Modifier
            .size(size)
            .drawBehind { drawSquare(cell, shaded, colors, look.showTargets, hinted) }
            .then(if (onTap == null) Modifier else Modifier.clickable(role = Role.Button) { onTap(cell.square) })
            .semantics {
                contentDescription = description
                selected = cell.marks.selected
            }
            .testTag("square-${cell.square}"),
        contentAlignment = Alignment.Center,
    ) {
        if (!pieceHidden) cell.piece?.let { PieceDisc(it, upsideDown = cell.upsideDown, size = size * 0.8f) }
    }
}

private fun DrawScope.drawSquare(cell: CellView, shaded: Boolean, colors: BoardColors, showTargets: Boolean, hinted: Boolean) {
    val marks = cell.marks
    drawRect(if (shaded) colors.boardShade else colors.board)
    if (marks.lastFrom || marks.lastTo) drawRect(colors.lastMove)
    if (hinted) drawRect(colors.hint)
    drawRect(colors.line, style = Stroke(width = 1f))
    val radius = size.minDimension * 0.45f
    val ring = size.minDimension * 0.08f
    when {
        marks.selected -> drawRect(colors.selected, style = Stroke(width = ring))
        showTargets && marks.captureTarget -> drawCircle(colors.capture, radius, style = Stroke(width = ring))
        showTargets && marks.stepTarget -> drawCircle(colors.target, size.minDimension * 0.13f)
    }
    if (hinted) drawRect(colors.hintRing, style = Stroke(width = ring / 2))
    if (marks.zeroInDanger) {
        drawCircle(colors.danger, radius, style = Stroke(width = ring))
        val inset = ring / 2
        drawRect(colors.danger, Offset(inset, inset), Size(size.width - ring, size.height - ring), style = Stroke(ring / 2))
    }
}

/**
 * A numbered disc in its side's colour; a 0 wears a ring, and a 6 and a 9 a
 * bar under the number, so that one turned upside down (face to face) is not
 * read as the other.
 */
@Composable
fun PieceDisc(piece: PieceView, upsideDown: Boolean, size: Dp, modifier: Modifier = Modifier) {
    val colors = LocalBoardColors.current
    Box(
        modifier
            .size(size)
            .upsideDown(upsideDown)
            .drawBehind {
                drawCircle(colors.piece(piece.side))
                val d = this.size.minDimension
                when (piece.number.toInt()) {
                    0 -> drawCircle(colors.pieceText, d * 0.36f, style = Stroke(d * 0.06f))
                    6, 9 -> drawLine(colors.pieceText, Offset(d * 0.38f, d * 0.8f), Offset(d * 0.62f, d * 0.8f), d * 0.06f)
                }
            },
        contentAlignment = Alignment.Center,
    ) {
        Text(
            text = piece.number.toString(),
            color = colors.pieceText,
            fontWeight = FontWeight.Bold,
            fontSize = (size.value * 0.5f).sp,
            textAlign = TextAlign.Center,
        )
    }
}
