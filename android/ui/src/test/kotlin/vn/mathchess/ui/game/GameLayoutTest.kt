package vn.mathchess.ui.game

import kotlin.test.Test
import kotlin.test.assertEquals

class GameLayoutTest {
    @Test
    fun of_choosesByWindowSizeClass() {
        assertEquals(GameLayout.STACKED, GameLayout.of(412f, 915f), "phone upright")
        assertEquals(GameLayout.SIDE_BY_SIDE, GameLayout.of(915f, 412f), "phone on its side")
        assertEquals(GameLayout.STACKED, GameLayout.of(800f, 1280f), "tablet upright")
        assertEquals(GameLayout.SIDE_BY_SIDE, GameLayout.of(1280f, 800f), "tablet on its side")
        assertEquals(GameLayout.SIDE_BY_SIDE, GameLayout.of(500f, 470f), "a short window")
    }
}
