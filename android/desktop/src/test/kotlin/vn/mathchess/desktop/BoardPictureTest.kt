package vn.mathchess.desktop

import androidx.compose.foundation.layout.size
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PixelMap
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.unit.dp
import kotlin.math.cbrt
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import vn.mathchess.core.CellMarks
import vn.mathchess.core.PieceView
import vn.mathchess.core.Side
import vn.mathchess.ui.board.Board
import vn.mathchess.ui.board.BoardPicture
import vn.mathchess.ui.board.Landmark
import vn.mathchess.ui.board.LandmarkKind
import vn.mathchess.ui.board.SquareGround
import vn.mathchess.ui.board.SquarePicture
import vn.mathchess.ui.theme.DarkBoard
import vn.mathchess.ui.theme.LightBoard

/**
 * The board composable on its own, fed a picture of any size: every square
 * drawn and tappable, the sides' colours, the landmarks and the dividing line
 * drawn and read out.
 */
@OptIn(ExperimentalTestApi::class)
class BoardPictureTest {
    private val noMarks = CellMarks(false, false, false, false, false, false, false, false)

    /**
     * 3 columns × 4 rows, bottom row first in square numbers: Red's half on
     * top, the line under display row 1, Blue's flag in the middle of the
     * bottom half with a guard home beside it and an attack point of Red's.
     */
    private fun picture(captured: Set<Int> = emptySet()): BoardPicture {
        val width = 3
        val height = 4
        val squares = (0 until width * height).map { display ->
            val row = display / width
            val column = display % width
            val square = (height - 1 - row) * width + column
            val landmark = when (square) {
                4 -> Landmark(LandmarkKind.FLAG, Side.BLUE)
                3 -> Landmark(LandmarkKind.GUARD_HOME, Side.BLUE)
                7 -> Landmark(LandmarkKind.ATTACK_POINT, Side.RED)
                else -> null
            }
            SquarePicture(
                square = square.toUByte(),
                name = "${'a' + column}${height - row}",
                piece = if (square == 3) PieceView(Side.BLUE, 15u) else null,
                upsideDown = false,
                ground = if ((row + column) % 2 == 0) SquareGround.BLUE else SquareGround.RED,
                landmark = landmark,
                marks = if (square in captured) noMarks.copy(captured = true) else noMarks,
            )
        }
        return BoardPicture(width, height, squares, listOf("a", "b", "c"), listOf("4", "3", "2", "1"), 1, 0u, false)
    }

    /** The first game's chequer, light and shade, tell apart in both themes: 4.5 apart in CIE lightness L* at least. */
    @Test
    fun theChequersTwoColours_standApart_inBothThemes() {
        for ((theme, colors) in listOf("light" to LightBoard, "dark" to DarkBoard)) {
            val apart = lightness(colors.board) - lightness(colors.boardShade)
            assertTrue(apart >= 4.5f, "$theme: the chequer's colours $apart apart in L*")
        }
    }

    /** CIE L* of [color], 0 (black) to 100 (white). */
    private fun lightness(color: Color): Float {
        val y = color.luminance()
        return if (y > 0.008856f) 116f * cbrt(y) - 16f else 903.3f * y
    }

    /**
     * A capture's cross: over the whole of an empty square; on a square where
     * a piece stands (the one that took), only in the top right corner, clear of it.
     */
    @Test
    fun theCaptureCross_leavesThePieceThatTookClear() = runApp {
        setContent { TestApp({ Board(picture(captured = setOf(0, 3)), null, Modifier.size(300.dp, 400.dp)) }) }
        val empty = pixels("square-0")
        assertTrue(empty.any(LightBoard.capture) { x, y -> x < empty.width / 2 && y > empty.height / 2 }, "the empty square's cross, bottom left")
        val taken = pixels("square-3")
        assertTrue(taken.any(LightBoard.capture) { x, y -> x > taken.width * 3 / 4 && y < taken.height / 4 }, "the corner's cross")
        assertFalse(taken.any(LightBoard.capture) { x, y -> x < taken.width * 3 / 4 || y > taken.height / 4 }, "nothing over the piece")
    }

    /** Whether a pixel where [where] holds is exactly [color]. */
    private fun PixelMap.any(color: Color, where: (Int, Int) -> Boolean): Boolean {
        val argb = color.toArgb()
        return (0 until width).any { x -> (0 until height).any { y -> where(x, y) && this[x, y].toArgb() == argb } }
    }

    @Test
    fun everySquare_isDrawnAndTappable_byItsIndex() = runApp {
        val tapped = mutableListOf<Int>()
        setContent { TestApp({ Board(picture(), { tapped += it.toInt() }, Modifier.size(300.dp, 400.dp)) }) }
        for (square in 0 until 12) onNodeWithTag("square-$square").assertExists()
        onNodeWithTag("square-0").performClick()
        onNodeWithTag("square-11").performClick()
        assertEquals(listOf(0, 11), tapped)
        assertTrue(bounds("square-0").top > bounds("square-11").top, "square 0 in the bottom row")
    }

    @Test
    fun theSidesColours_andTheDividingLine_areDrawn() = runApp {
        setContent { TestApp({ Board(picture(), null, Modifier.size(300.dp, 400.dp)) }) }
        val board = pixels("board")
        assertTrue(board.contains(LightBoard.blueGround), "Blue's squares")
        assertTrue(board.contains(LightBoard.redGround), "Red's squares")
        assertFalse(board.contains(LightBoard.board), "no chequer of the first game")
        // Between display rows 1 and 2: each draws its half, along the edge they share.
        assertTrue(pixels("square-7").contains(LightBoard.divider), "the row above the line")
        assertTrue(pixels("square-4").contains(LightBoard.divider), "the row below it")
        assertFalse(pixels("square-10").contains(LightBoard.divider), "the top row")
        assertFalse(pixels("square-1").contains(LightBoard.divider), "the bottom row")
    }

    @Test
    fun theLandmarks_areDrawnInTheirSidesColour_andRead() = runApp {
        setContent { TestApp({ Board(picture(), null, Modifier.size(300.dp, 400.dp)) }) }
        assertTrue(pixels("square-4").contains(LightBoard.blue), "Blue's flag")
        assertTrue(pixels("square-7").contains(LightBoard.red), "Red's attack point")
        assertFalse(pixels("square-1").contains(LightBoard.red), "a plain square")
        onNodeWithTag("square-4").assert(hasContentDescription("b2, empty, Blue flag"))
        onNodeWithTag("square-3").assert(hasContentDescription("Blue 15 on a2, Blue guard home"))
        onNodeWithTag("square-7").assert(hasContentDescription("b3, empty, Red attack point"))
        onNodeWithTag("square-0").assert(hasContentDescription("a1, empty"))
    }

    @Test
    fun aBoardWithoutALine_drawsNone() = runApp {
        setContent { TestApp({ Board(picture().copy(dividerBelowRow = null), null, Modifier.size(300.dp, 400.dp)) }) }
        assertFalse(pixels("board").contains(LightBoard.divider))
    }
}
