package vn.mathchess.ui.game

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import vn.mathchess.ui.board.boardAspectRatio

class GameLayoutTest {
    /** The first game's board (9 × 11) and Capture the Flag's (11 × 12), with their coordinates. */
    private val mathChess = boardAspectRatio(9, 11, coordinates = true)
    private val flag = boardAspectRatio(11, 12, coordinates = true)

    private fun layout(width: Int, height: Int, faceToFace: Boolean) =
        GameGeometry.of(width.toFloat(), height.toFloat(), faceToFace, mathChess).layout

    /** Each window, alone and face to face, with the layout it gets. */
    @Test
    fun of_choosesByTheShapeOfTheWindow_andFaceToFaceBesideTheBoardOnItsSide() {
        val expected = listOf(
            Triple("phone upright", 412 to 892, GameLayout.STACKED to GameLayout.FACE_TO_FACE),
            Triple("phone on its side", 892 to 412, GameLayout.SIDE_PANE to GameLayout.FACE_TO_FACE_SIDEWAYS),
            Triple("tablet upright", 800 to 1280, GameLayout.STACKED to GameLayout.FACE_TO_FACE),
            Triple("tablet on its side", 1280 to 800, GameLayout.SIDE_PANE to GameLayout.FACE_TO_FACE_SIDEWAYS),
            Triple("a nearly square window", 500 to 470, GameLayout.STACKED to null),
        )
        for ((what, size, layouts) in expected) {
            val (width, height) = size
            assertEquals(layouts.first, layout(width, height, faceToFace = false), what)
            layouts.second?.let { assertEquals(it, layout(width, height, faceToFace = true), "$what, face to face") }
        }
    }

    /**
     * At every size the layouts are tried at, in both games, both seatings:
     * the board fits the window with the room its layout keeps beside it,
     * and is large (at least 0.4 of the window's height or width, whichever
     * is shorter, upright; on its side, half the height at least). Face to
     * face on a phone on its side the board was once a 12 dp square between
     * the two rooms.
     */
    @Test
    fun of_atEverySize_theBoardIsLarge_andItsRoomFits() {
        for ((width, height) in SIZES) for (aspect in listOf(mathChess, flag)) for (faceToFace in listOf(false, true)) {
            val geometry = GameGeometry.of(width.toFloat(), height.toFloat(), faceToFace, aspect)
            val what = "$width×$height ${if (aspect == flag) "flag" else "math chess"}${if (faceToFace) " face to face" else ""}: $geometry"
            assertEquals(aspect, geometry.boardWidth / geometry.boardHeight, 0.001f, what)
            assertTrue(geometry.boardWidth <= width - 16f + 0.01f, what)
            when (geometry.layout) {
                GameLayout.STACKED, GameLayout.FACE_TO_FACE -> {
                    val usable = height - GameGeometry.TOP_BAR - 8f
                    assertTrue(geometry.boardHeight >= 0.4f * minOf(width - 16f, usable), what)
                    val rooms = if (geometry.layout == GameLayout.FACE_TO_FACE) 2 * geometry.room + 8f else geometry.room + 8f
                    assertEquals(usable, geometry.boardHeight + rooms, 0.01f, what)
                }
                GameLayout.SIDE_PANE -> {
                    assertTrue(geometry.room >= GameGeometry.PANE_WIDTH, what)
                    assertEquals(width - 28f, geometry.boardWidth + geometry.room, 0.01f, what)
                    assertTrue(geometry.boardHeight >= (height - 16f) * 0.5f, what)
                }
                GameLayout.FACE_TO_FACE_SIDEWAYS -> {
                    assertTrue(geometry.room >= GameGeometry.FACE_PANE_WIDTH, what)
                    assertEquals(width - 40f, geometry.boardWidth + 2 * geometry.room, 0.01f, what)
                    assertTrue(geometry.boardHeight >= (height - 16f) * 0.5f, what)
                }
            }
        }
    }

    /** Face to face on a tablet on its side, the board takes the height (it once took 375 of 800 dp). */
    @Test
    fun of_faceToFaceOnItsSide_theBoardTakesTheHeight() {
        assertEquals(784f, GameGeometry.of(1280f, 800f, faceToFace = true, mathChess).boardHeight, 0.01f)
        assertEquals(396f, GameGeometry.of(892f, 412f, faceToFace = true, mathChess).boardHeight, 0.01f)
    }

    /** Face to face upright, each player's room is the same (the far player's holds as much as the near one's). */
    @Test
    fun of_faceToFaceUpright_eachEdgeKeepsTheSameRoom() {
        for ((width, height) in listOf(412 to 892, 800 to 1280)) {
            val geometry = GameGeometry.of(width.toFloat(), height.toFloat(), faceToFace = true, mathChess)
            assertTrue(geometry.room >= GameGeometry.EDGE_ROOM, "$width×$height: $geometry")
        }
    }

    private companion object {
        /** A phone upright and on its side, a tablet upright and on its side, a nearly square window, a desktop window. */
        val SIZES = listOf(412 to 892, 892 to 412, 800 to 1280, 1280 to 800, 500 to 470, 1000 to 860, 412 to 915, 915 to 412)
    }
}
