package vn.mathchess.ui.board

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import vn.mathchess.core.CellView
import vn.mathchess.core.PieceView
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.theme.BoardColors
import vn.mathchess.ui.theme.LocalBoardColors
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.squareDescription
import vn.mathchess.ui.text.squareName
import vn.mathchess.ui.text.stringOf

/** Label space beside and below the squares, in cells. */
private const val LABEL_CELLS = 0.6f

/**
 * The board as the snapshot lays it out: its cells in display order, the
 * coordinates from its labels, every mark the session set. A tap on a square
 * sends that square's index to [onTap] (none: a picture, not a game); nothing
 * here decides what it means.
 * Each square is one accessibility node ("Blue 7 on d3, can capture").
 */
@Composable
fun Board(
    snapshot: Snapshot,
    onTap: ((UByte) -> Unit)?,
    modifier: Modifier = Modifier,
) {
    val columns = snapshot.fileLabels.size
    val rows = snapshot.rankLabels.size
    BoxWithConstraints(modifier, contentAlignment = Alignment.Center) {
        val cell = min(maxWidth / (columns + LABEL_CELLS), maxHeight / (rows + LABEL_CELLS))
        val colors = LocalBoardColors.current
        val boardDescription = stringOf(StringKey.BOARD)
        Column(Modifier.semantics { contentDescription = boardDescription }.testTag("board")) {
            for (row in 0 until rows) {
                Row {
                    CoordinateLabel(snapshot.rankLabels[row], Modifier.size(cell * LABEL_CELLS, cell))
                    for (column in 0 until columns) {
                        val index = row * columns + column
                        Square(
                            cell = snapshot.cells[index],
                            name = snapshot.squareName(index),
                            shaded = (row + column) % 2 == 1,
                            size = cell,
                            colors = colors,
                            onTap = onTap,
                        )
                    }
                }
            }
            Row {
                Box(Modifier.width(cell * LABEL_CELLS))
                for (label in snapshot.fileLabels) {
                    CoordinateLabel(label, Modifier.size(cell, cell * LABEL_CELLS))
                }
            }
        }
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
    onTap: ((UByte) -> Unit)?,
) {
    val description = squareDescription(cell, name)
    Box(
        Modifier
            .size(size)
            .drawBehind { drawSquare(cell, shaded, colors) }
            .then(if (onTap == null) Modifier else Modifier.clickable { onTap(cell.square) })
            .semantics { contentDescription = description }
            .testTag("square-${cell.square}"),
        contentAlignment = Alignment.Center,
    ) {
        cell.piece?.let { PieceDisc(it, upsideDown = cell.upsideDown, size = size * 0.8f) }
    }
}

private fun DrawScope.drawSquare(cell: CellView, shaded: Boolean, colors: BoardColors) {
    val marks = cell.marks
    drawRect(if (shaded) colors.boardShade else colors.board)
    if (marks.lastFrom || marks.lastTo) drawRect(colors.lastMove)
    drawRect(colors.line, style = Stroke(width = 1f))
    val radius = size.minDimension * 0.45f
    val ring = size.minDimension * 0.08f
    when {
        marks.selected -> drawRect(colors.selected, style = Stroke(width = ring))
        marks.captureTarget -> drawCircle(colors.capture, radius, style = Stroke(width = ring))
        marks.stepTarget -> drawCircle(colors.target, size.minDimension * 0.13f)
    }
    if (marks.zeroInDanger) {
        drawCircle(colors.danger, radius, style = Stroke(width = ring))
        val inset = ring / 2
        drawRect(colors.danger, Offset(inset, inset), Size(size.width - ring, size.height - ring), style = Stroke(ring / 2))
    }
}

/** A numbered disc in its side's colour; a 0 wears a ring. */
@Composable
fun PieceDisc(piece: PieceView, upsideDown: Boolean, size: Dp, modifier: Modifier = Modifier) {
    val colors = LocalBoardColors.current
    Box(
        modifier
            .size(size)
            .upsideDown(upsideDown)
            .drawBehind {
                drawCircle(colors.piece(piece.side))
                if (piece.number.toInt() == 0) {
                    drawCircle(colors.pieceText, this.size.minDimension * 0.36f, style = Stroke(this.size.minDimension * 0.06f))
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
