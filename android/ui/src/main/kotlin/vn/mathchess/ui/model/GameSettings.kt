package vn.mathchess.ui.model

import vn.mathchess.core.Mode
import vn.mathchess.core.Orientation
import vn.mathchess.core.Side

/**
 * What a game record does not hold: who plays and how the board is turned.
 * Stored as two lines (`mode=computer blue 3`, `orientation=face blue`); this
 * is the only place that reads or writes that text.
 */
data class GameSettings(val mode: Mode, val orientation: Orientation) {
    fun encode(): String = "mode=${encode(mode)}\norientation=${encode(orientation)}\n"

    companion object {
        val DEFAULT = GameSettings(Mode.TwoPlayers, Orientation.FollowTurn)

        /** The settings in [text], or `null` if it is not what [encode] writes. */
        fun decode(text: String): GameSettings? {
            val fields = text.lines().filter { it.isNotBlank() }.associate {
                it.substringBefore('=').trim() to it.substringAfter('=', "").trim().split(' ')
            }
            val mode = fields["mode"]?.let(::decodeMode) ?: return null
            val orientation = fields["orientation"]?.let(::decodeOrientation) ?: return null
            return GameSettings(mode, orientation)
        }

        private fun encode(mode: Mode): String = when (mode) {
            Mode.TwoPlayers -> "two-players"
            is Mode.VsComputer -> "computer ${encode(mode.human)} ${mode.level}"
        }

        private fun encode(orientation: Orientation): String = when (orientation) {
            Orientation.FollowTurn -> "follow-turn"
            is Orientation.Fixed -> "fixed ${encode(orientation.bottom)}"
            is Orientation.FaceToFace -> "face ${encode(orientation.bottom)}"
        }

        private fun encode(side: Side): String = side.name.lowercase()

        private fun decodeMode(words: List<String>): Mode? = when (words.firstOrNull()) {
            "two-players" -> Mode.TwoPlayers.takeIf { words.size == 1 }
            "computer" -> {
                val human = words.getOrNull(1)?.let(::decodeSide)
                val level = words.getOrNull(2)?.toUByteOrNull()
                if (human != null && level != null && words.size == 3) Mode.VsComputer(human, level) else null
            }
            else -> null
        }

        private fun decodeOrientation(words: List<String>): Orientation? {
            val side = words.getOrNull(1)?.let(::decodeSide)
            return when {
                words == listOf("follow-turn") -> Orientation.FollowTurn
                words.size != 2 || side == null -> null
                words[0] == "fixed" -> Orientation.Fixed(side)
                words[0] == "face" -> Orientation.FaceToFace(side)
                else -> null
            }
        }

        private fun decodeSide(word: String): Side? = Side.entries.firstOrNull { encode(it) == word }
    }
}
