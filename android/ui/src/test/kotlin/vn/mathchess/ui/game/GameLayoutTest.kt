package vn.mathchess.ui.game

import kotlin.test.Test
import kotlin.test.assertEquals

class GameLayoutTest {
    @Test
    fun of_choosesByTheShapeOfTheWindow() {
        assertEquals(GameLayout.STACKED, GameLayout.of(412f, 915f, faceToFace = false), "phone upright")
        assertEquals(GameLayout.SIDE_PANE, GameLayout.of(915f, 412f, faceToFace = false), "phone on its side")
        assertEquals(GameLayout.STACKED, GameLayout.of(800f, 1280f, faceToFace = false), "tablet upright")
        assertEquals(GameLayout.SIDE_PANE, GameLayout.of(1280f, 800f, faceToFace = false), "tablet on its side")
        assertEquals(GameLayout.STACKED, GameLayout.of(500f, 470f, faceToFace = false), "a nearly square window")
    }

    @Test
    fun of_whenFaceToFace_thenFaceToFaceWhateverTheShape() {
        assertEquals(GameLayout.FACE_TO_FACE, GameLayout.of(800f, 1280f, faceToFace = true))
        assertEquals(GameLayout.FACE_TO_FACE, GameLayout.of(1280f, 800f, faceToFace = true))
    }
}
