package vn.mathchess.ui.board

import androidx.compose.runtime.Immutable
import vn.mathchess.core.CellMarks
import vn.mathchess.core.PieceView
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.core.SquareKind

/** What a square's ground is painted in: the plain chequer, or the colour of a side. */
enum class SquareGround { LIGHT, SHADE, BLUE, RED }

/** A square that belongs to one side's camp (Capture the Flag). */
enum class LandmarkKind { FLAG, GUARD_HOME, ATTACK_POINT }

/** [kind] of [side]: Blue's flag, Red's guard home, an attack point where Blue strikes. */
data class Landmark(val kind: LandmarkKind, val side: Side)

/** One square as drawn: what a tap sends back ([square]), its name, piece, ground, landmark and marks. */
@Immutable
data class SquarePicture(
    val square: UByte,
    val name: String,
    val piece: PieceView?,
    /** Draw the piece rotated 180° (the far player's, face to face). */
    val upsideDown: Boolean,
    val ground: SquareGround,
    val landmark: Landmark?,
    val marks: CellMarks,
)

/**
 * A board of any size as the board composable draws it: [width] × [height]
 * squares in display order, top row first, with their labels and the
 * dividing line. Made from a snapshot by [boardPicture]; nothing in it is
 * worked out by the shell.
 */
@Immutable
data class BoardPicture(
    val width: Int,
    val height: Int,
    val squares: List<SquarePicture>,
    /** Column labels left to right, row labels top to bottom. */
    val fileLabels: List<String>,
    val rankLabels: List<String>,
    /** The dividing line is drawn under this display row (0 = top); none: no line. */
    val dividerBelowRow: Int?,
    /** The plies of the game: the piece last moved slides only when they grow. */
    val plies: UInt,
    /** A position of the history is shown, not the live game: nothing slides. */
    val browsing: Boolean,
    /**
     * The squares the last move went through, as indices into [squares], in
     * order: its start, each square a jump chain landed on, its end (the
     * snapshot's `lastPath`); empty before the first move.
     */
    val path: List<Int> = emptyList(),
) {
    fun at(row: Int, column: Int): SquarePicture = squares[row * width + column]
}

/** The board of this snapshot, as its cells, kinds and labels say. */
fun Snapshot.boardPicture(): BoardPicture {
    val width = width.toInt()
    return BoardPicture(
        width = width,
        height = height.toInt(),
        squares = cells.mapIndexed { index, cell ->
            SquarePicture(
                square = cell.square,
                name = cell.name,
                piece = cell.piece,
                upsideDown = cell.upsideDown,
                ground = cell.kind.ground(chequerShade = (index / width + index % width) % 2 == 1),
                landmark = cell.kind.landmark,
                marks = cell.marks,
            )
        },
        fileLabels = fileLabels,
        rankLabels = rankLabels,
        dividerBelowRow = dividerBelowRow?.toInt(),
        plies = history.moveCount(),
        browsing = browsing != null,
        path = lastPath.mapNotNull { place -> cells.indexOfFirst { it.square == place.index }.takeIf { it >= 0 } },
    )
}

/** A side's colour, or where the square has none (the first game), the chequer. */
private fun SquareKind.ground(chequerShade: Boolean): SquareGround = when (colour) {
    Side.BLUE -> SquareGround.BLUE
    Side.RED -> SquareGround.RED
    null -> if (chequerShade) SquareGround.SHADE else SquareGround.LIGHT
}

private val SquareKind.landmark: Landmark?
    get() = flag?.let { Landmark(LandmarkKind.FLAG, it) }
        ?: guardHome?.let { Landmark(LandmarkKind.GUARD_HOME, it) }
        ?: attackPoint?.let { Landmark(LandmarkKind.ATTACK_POINT, it) }
