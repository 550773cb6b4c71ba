package vn.mathchess.ui.model

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull
import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side

class GameSettingsTest {
    @Test
    fun encode_thenDecode_givesTheSameSettings() {
        val modes = listOf(Mode.TwoPlayers, Mode.VsComputer(Side.RED, 8u), Mode.VsComputer(Side.BLUE, 1u))
        val orientations = listOf(Orientation.FollowTurn, Orientation.Fixed(Side.RED), Orientation.FaceToFace(Side.BLUE))
        for (mode in modes) {
            for (orientation in orientations) {
                val settings = GameSettings(mode, orientation)
                assertEquals(settings, GameSettings.decode(settings.encode()))
            }
        }
    }

    @Test
    fun decode_whenTextIsNotSettings_thenNull() {
        val bad = listOf(
            "",
            "mode=two-players",
            "orientation=follow-turn",
            "mode=two-players extra\norientation=follow-turn",
            "mode=computer green 3\norientation=follow-turn",
            "mode=computer blue 300\norientation=follow-turn",
            "mode=computer blue\norientation=follow-turn",
            "mode=two-players\norientation=fixed",
            "mode=two-players\norientation=face blue red",
            "mode=two-players\norientation=sideways blue",
            "\u0000\uFFFF=",
        )
        for (text in bad) assertNull(GameSettings.decode(text), text)
    }
}
