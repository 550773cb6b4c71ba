package vn.mathchess.ui.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.LocalTextStyle
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
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.hideFromAccessibility
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import kotlin.math.ceil
import vn.mathchess.core.Hint
import vn.mathchess.core.PieceView
import vn.mathchess.core.ReviewedMove
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.squareDescription
import vn.mathchess.ui.text.stringOf
import vn.mathchess.ui.theme.BoardColors
import vn.mathchess.ui.theme.LocalBoardColors

/** Label space beside and below the squares, in cells. */
private const val LABEL_CELLS = 0.6f

/** The dividing line's thickness, in cells. */
private const val DIVIDER_WIDTH = 0.08f

/** How long the moved piece takes over each leg of its path: a step, a slide or one jump of a chain. */
private const val SLIDE_MILLIS = 220

/**
 * Whether moves may be animated: `false` when the system's animator duration
 * scale is 0 (Android's "Remove animations"); the platform provides it.
 */
val LocalAnimateMoves = staticCompositionLocalOf { true }

/** The width over the height of a board of [columns] × [rows] squares as [Board] draws it, with its coordinates or without. */
fun boardAspectRatio(columns: Int, rows: Int, coordinates: Boolean): Float {
    val labelCells = if (coordinates) LABEL_CELLS else 0f
    return (columns + labelCells) / (rows + labelCells)
}

/** How the board is drawn besides the snapshot: the player's preferences, the hint and the review. */
data class BoardLook(
    /** Mark the selected piece's steps and captures. */
    val showTargets: Boolean = true,
    val coordinates: Boolean = true,
    /** The hint's two squares, marked. */
    val hint: Hint? = null,
    /** The piece a puzzle's hint names, marked as the hint's squares are. */
    val hintPiece: UByte? = null,
    /** The reviewed move of the position shown: the move played and the best move, each an arrow. */
    val reviewed: ReviewedMove? = null,
)

/**
 * A board of any size, as [picture] lays it out: its squares in display
 * order, each in its ground colour with its landmark (a flag, a guard home,
 * an attack point), the dividing line, the coordinates, every mark the
 * session set, and the piece last moved sliding in along the core's path, a
 * leg at a time (a jump chain through each landing). A tap on a square
 * sends that square's index to [onTap] (none: a picture, not a game);
 * nothing here decides what it means. Each square is one accessibility node
 * ("Blue 7 on d3, selected").
 */
@Composable
fun Board(
    picture: BoardPicture,
    onTap: ((UByte) -> Unit)?,
    modifier: Modifier = Modifier,
    look: BoardLook = BoardLook(),
) {
    val columns = picture.width
    val rows = picture.height
    val labelCells = if (look.coordinates) LABEL_CELLS else 0f
    BoxWithConstraints(modifier, contentAlignment = Alignment.Center) {
        val cell = min(maxWidth / (columns + labelCells), maxHeight / (rows + labelCells))
        val colors = LocalBoardColors.current
        val slide = rememberSlide(picture)
        val boardDescription = stringOf(StringKey.BOARD)
        Box(Modifier.semantics { contentDescription = boardDescription }.testTag("board")) {
            Column {
                for (row in 0 until rows) {
                    Row {
                        if (look.coordinates) {
                            CoordinateLabel(picture.rankLabels[row], cell, Modifier.size(cell * labelCells, cell))
                        }
                        val line = when (picture.dividerBelowRow) {
                            row -> LineEdge.BOTTOM
                            row - 1 -> LineEdge.TOP
                            else -> null
                        }
                        for (column in 0 until columns) {
                            Square(
                                square = picture.at(row, column),
                                line = line,
                                size = cell,
                                colors = colors,
                                look = look,
                                pieceHidden = slide?.path?.last() == row * columns + column,
                                onTap = onTap,
                            )
                        }
                    }
                }
                if (look.coordinates) {
                    Row {
                        Box(Modifier.width(cell * labelCells))
                        for (label in picture.fileLabels) {
                            CoordinateLabel(label, cell, Modifier.size(cell, cell * labelCells))
                        }
                    }
                }
            }
            slide?.let { SlidingPiece(it, picture, cell, Modifier.offset(x = cell * labelCells)) }
            look.reviewed?.let { ReviewArrows(it, picture, cell, Modifier.offset(x = cell * labelCells)) }
        }
    }
}

/** Which edge of a square the dividing line runs along: each row beside it draws its half. */
private enum class LineEdge { TOP, BOTTOM }

/** Not state: read only when a new position is drawn. */
private class PliesDrawn(var plies: UInt)

/**
 * The piece last moved on its way along [path] (display indices: its start,
 * each square a jump chain landed on, its end); [progress] runs from 1 to 0.
 */
private class Slide(val path: List<Int>, val progress: Animatable<Float, *>) {
    /** Where the piece is now, in cells from the board's top left corner: on the leg the progress has reached. */
    fun at(columns: Int): Offset {
        val legs = path.size - 1
        val travelled = (1f - progress.value).coerceIn(0f, 1f) * legs
        val leg = travelled.toInt().coerceAtMost(legs - 1)
        val along = travelled - leg
        val (from, to) = path[leg] to path[leg + 1]
        return Offset(
            (from % columns) + (to % columns - from % columns) * along,
            (from / columns) + (to / columns - from / columns) * along,
        )
    }
}

/**
 * The slide of the piece just moved along its path, a leg at a time, while
 * it runs; none for the position a screen opens with, for an undo or a step
 * through history, or when [LocalAnimateMoves] is off.
 */
@Composable
private fun rememberSlide(picture: BoardPicture): Slide? {
    val path = picture.path
    val plies = picture.plies
    val animate = LocalAnimateMoves.current
    // The plies of the position drawn before: only a longer game slides.
    val drawn = remember { PliesDrawn(plies) }
    val progress = remember(path, plies) {
        Animatable(if (animate && plies > drawn.plies && !picture.browsing) 1f else 0f)
    }
    SideEffect { drawn.plies = plies }
    val legs = (path.size - 1).coerceAtLeast(1)
    LaunchedEffect(progress) { progress.animateTo(0f, tween(SLIDE_MILLIS * legs, easing = FastOutSlowInEasing)) }
    return if (path.size >= 2 && progress.value > 0f && picture.width > 0) Slide(path, progress) else null
}

@Composable
private fun SlidingPiece(slide: Slide, picture: BoardPicture, size: Dp, modifier: Modifier) {
    val square = picture.squares[slide.path.last()]
    val piece = square.piece ?: return
    val at = slide.at(picture.width)
    Box(
        modifier.offset(x = size * at.x, y = size * at.y).size(size).testTag("sliding-piece").semantics { hideFromAccessibility() },
        contentAlignment = Alignment.Center,
    ) {
        PieceDisc(piece, upsideDown = square.upsideDown, size = size * 0.8f)
    }
}

/** What a square is in the reviewed move shown: an end of the move played, of the best move. */
private fun reviewMarks(square: UByte, reviewed: ReviewedMove?): List<StringKey> = listOfNotNull(
    StringKey.MARK_REVIEW_PLAYED.takeIf { reviewed != null && square in setOf(reviewed.playedFrom.index, reviewed.playedTo.index) },
    StringKey.MARK_REVIEW_BEST.takeIf { reviewed != null && square in setOf(reviewed.bestFrom.index, reviewed.bestTo.index) },
)

/**
 * The reviewed move's two moves over the position before them: the move
 * played as an arrow in the colour of a played move, and the best move (the
 * core's review's, when it differs) as an arrow in the hint's colour.
 */
@Composable
private fun ReviewArrows(reviewed: ReviewedMove, picture: BoardPicture, cell: Dp, modifier: Modifier) {
    val colors = LocalBoardColors.current
    val columns = picture.width
    val centre = { index: UByte ->
        val at = picture.squares.indexOfFirst { it.square == index }
        Offset((at % columns + 0.5f), (at / columns + 0.5f))
    }
    val best = (reviewed.bestFrom.index to reviewed.bestTo.index).takeIf {
        it != reviewed.playedFrom.index to reviewed.playedTo.index
    }
    Canvas(
        modifier.size(cell * columns, cell * picture.height).testTag("review-arrows").semantics { hideFromAccessibility() },
    ) {
        val unit = size.width / columns
        drawArrow(centre(reviewed.playedFrom.index) * unit, centre(reviewed.playedTo.index) * unit, colors.reviewPlayed, unit)
        best?.let { (from, to) -> drawArrow(centre(from) * unit, centre(to) * unit, colors.hintRing, unit) }
    }
}

/** An arrow from [from] to [to], its shaft and head sized to a square of [unit] pixels. */
private fun DrawScope.drawArrow(from: Offset, to: Offset, color: Color, unit: Float) {
    val along = to - from
    val length = along.getDistance()
    if (length == 0f) return
    val direction = along / length
    val across = Offset(-direction.y, direction.x)
    val head = unit * 0.35f
    val base = to - direction * head
    drawLine(color.copy(alpha = 0.8f), from, base, strokeWidth = unit * 0.12f)
    drawPath(
        Path().apply {
            moveTo(to.x, to.y)
            lineTo(base.x + across.x * head * 0.6f, base.y + across.y * head * 0.6f)
            lineTo(base.x - across.x * head * 0.6f, base.y - across.y * head * 0.6f)
            close()
        },
        color.copy(alpha = 0.8f),
    )
}

/** A coordinate's letter or number, this share of a square high: as large as the board, on a phone or a tablet. */
private const val LABEL_TEXT = 0.3f

/**
 * A file's letter or a rank's number, sized with the square (not with the
 * system's font scale: its room is the board's), on a line as tall as its
 * own font, so that a letter with a tail (g, j, y) keeps it.
 */
@Composable
private fun CoordinateLabel(text: String, cell: Dp, modifier: Modifier) {
    val size = with(LocalDensity.current) { (cell * LABEL_TEXT).toSp() }
    Box(modifier, contentAlignment = Alignment.Center) {
        Text(
            text,
            color = LocalBoardColors.current.label,
            style = LocalTextStyle.current.copy(fontSize = size, lineHeight = TextUnit.Unspecified),
            modifier = Modifier.testTag("coordinate-$text"),
        )
    }
}

@Composable
private fun Square(
    square: SquarePicture,
    line: LineEdge?,
    size: Dp,
    colors: BoardColors,
    look: BoardLook,
    pieceHidden: Boolean,
    onTap: ((UByte) -> Unit)?,
) {
    val hintsPiece = look.hintPiece == square.square
    val description = squareDescription(square, reviewMarks(square.square, look.reviewed) + listOfNotNull(StringKey.MARK_HINT.takeIf { hintsPiece }))
    val hinted = hintsPiece || look.hint?.let { square.square == it.fromPlace.index || square.square == it.toPlace.index } == true
    Box(
        Modifier
            .size(size)
            .drawBehind {
                drawSquare(square, colors, look.showTargets, hinted)
                line?.let { drawLineHalf(it, colors) }
            }
            .then(if (onTap == null) Modifier else Modifier.clickable(role = Role.Button) { onTap(square.square) })
            .semantics {
                contentDescription = description
                selected = square.marks.selected
            }
            .testTag("square-${square.square}"),
        contentAlignment = Alignment.Center,
    ) {
        if (!pieceHidden) square.piece?.let { PieceDisc(it, upsideDown = square.upsideDown, size = size * 0.8f) }
    }
}

private fun DrawScope.drawSquare(square: SquarePicture, colors: BoardColors, showTargets: Boolean, hinted: Boolean) {
    val marks = square.marks
    drawRect(colors.ground(square.ground))
    if (marks.lastFrom || marks.lastTo) drawRect(colors.lastMove)
    if (hinted) drawRect(colors.hint)
    // Over the tints, in its own colour: an attack point stays as plain
    // where a 1 has just stepped onto it, one move from the flag.
    square.landmark?.let { drawLandmark(it, colors) }
    drawRect(colors.line, style = Stroke(width = 1f))
    val radius = size.minDimension * 0.45f
    val ring = size.minDimension * 0.08f
    when {
        marks.selected -> drawRect(colors.selected, style = Stroke(width = ring))
        showTargets && marks.captureTarget -> drawCircle(colors.capture, radius, style = Stroke(width = ring))
        showTargets && marks.stepTarget -> drawCircle(colors.target, size.minDimension * 0.13f)
    }
    if (hinted) drawRect(colors.hintRing, style = Stroke(width = ring / 2))
    if (marks.captured) drawCaptureCross(colors.capture, ring / 2, whole = square.piece == null)
    if (marks.inDanger) {
        drawCircle(colors.danger, radius, style = Stroke(width = ring))
        val inset = ring / 2
        drawRect(colors.danger, Offset(inset, inset), Size(size.width - ring, size.height - ring), style = Stroke(ring / 2))
    }
    if (marks.siegeCaptor) drawSiegeCaptor(colors.capture, ring)
}

/**
 * A captor the besieged side must take (Capture the Flag): a sight's four
 * corner brackets around the piece, in the colour of a capture.
 */
private fun DrawScope.drawSiegeCaptor(color: Color, width: Float) {
    val d = size.minDimension
    val inset = width / 2
    val leg = d * 0.28f
    for ((x, y) in listOf(inset to inset, size.width - inset to inset, inset to size.height - inset, size.width - inset to size.height - inset)) {
        val dx = if (x < size.width / 2) leg else -leg
        val dy = if (y < size.height / 2) leg else -leg
        drawLine(color, Offset(x, y), Offset(x + dx, y), width)
        drawLine(color, Offset(x, y), Offset(x, y + dy), width)
    }
}

/**
 * Where a piece was taken: a cross over the whole square when it stands
 * empty, else a small one in its top right corner, clear of the piece now
 * there (a disc 0.8 of the square): that is the piece that took, and a
 * cross over it read as the captor struck out.
 */
private fun DrawScope.drawCaptureCross(color: Color, width: Float, whole: Boolean) {
    val d = size.minDimension
    val (left, top, side) = if (whole) Triple(d * 0.12f, d * 0.12f, d * 0.76f) else Triple(d * 0.8f, d * 0.04f, d * 0.16f)
    drawLine(color, Offset(left, top), Offset(left + side, top + side), width)
    drawLine(color, Offset(left + side, top), Offset(left, top + side), width)
}

/**
 * This square's half of the dividing line, along [edge], in whole pixels:
 * crisp, and as thick on either side. A square's outline spills half a pixel
 * over the squares drawn before it (above, to the left): its half starts a
 * pixel further up and left, over that spill.
 */
private fun DrawScope.drawLineHalf(edge: LineEdge, colors: BoardColors) {
    val half = ceil(size.height * DIVIDER_WIDTH / 2)
    when (edge) {
        LineEdge.TOP -> drawRect(colors.divider, Offset(-1f, -1f), Size(size.width + 1f, half + 1f))
        LineEdge.BOTTOM -> drawRect(colors.divider, Offset(-1f, size.height - half), Size(size.width + 1f, half))
    }
}

/**
 * A flag: a pennant on its pole, filling the square (no piece stands there
 * until a 1 enters it); a guard home: a frame inside the square; an attack
 * point: a small triangle in each corner. Each in its side's colour, where a
 * piece on the square leaves it visible.
 */
private fun DrawScope.drawLandmark(landmark: Landmark, colors: BoardColors) {
    val color = colors.piece(landmark.side)
    val d = size.minDimension
    when (landmark.kind) {
        LandmarkKind.FLAG -> {
            drawLine(color, Offset(d * 0.3f, d * 0.15f), Offset(d * 0.3f, d * 0.85f), d * 0.06f)
            val pennant = Path().apply {
                moveTo(d * 0.33f, d * 0.15f)
                lineTo(d * 0.78f, d * 0.32f)
                lineTo(d * 0.33f, d * 0.5f)
                close()
            }
            drawPath(pennant, color)
        }
        LandmarkKind.GUARD_HOME -> {
            val inset = d * 0.06f
            drawRect(color, Offset(inset, inset), Size(size.width - 2 * inset, size.height - 2 * inset), style = Stroke(d * 0.04f))
        }
        LandmarkKind.ATTACK_POINT -> {
            val leg = d * 0.22f
            for ((x, y) in listOf(0f to 0f, size.width to 0f, 0f to size.height, size.width to size.height)) {
                val dx = if (x == 0f) leg else -leg
                val dy = if (y == 0f) leg else -leg
                drawPath(Path().apply { moveTo(x, y); lineTo(x + dx, y); lineTo(x, y + dy); close() }, color)
            }
        }
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
            // Half the disc, whatever the system's font scale: the number stays inside it.
            fontSize = with(LocalDensity.current) { (size * 0.5f).toSp() },
            textAlign = TextAlign.Center,
        )
    }
}
