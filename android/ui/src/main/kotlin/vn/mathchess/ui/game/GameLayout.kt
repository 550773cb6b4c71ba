package vn.mathchess.ui.game

import kotlin.math.max
import kotlin.math.min

/** How the game screen is arranged for the window it has. */
enum class GameLayout {
    /** Upright (a phone, a tablet upright): the board between the two panels, then the controls and moves. */
    STACKED,

    /** Lying on its side: the board, and beside it a pane with both panels, the controls and the moves. */
    SIDE_PANE,

    /** Upright between two players: the board between their two rooms, the far one turned to its player. */
    FACE_TO_FACE,

    /**
     * On its side between two players (sitting at the long edges): the board
     * at the window's full height in the middle, each player's pane beside it,
     * the far player's on the left turned to them, so that each has theirs at
     * their right hand.
     */
    FACE_TO_FACE_SIDEWAYS,
    ;

    /** Whether the window has the top bar (on its side the board takes the height: the bar's buttons head a pane). */
    val hasTopBar: Boolean
        get() = this == STACKED || this == FACE_TO_FACE
}

/**
 * The game screen's arithmetic, in dp: the [layout] for a window and the
 * board's size in it, which comes from the window and the board's shape
 * alone, never from the text around it (its font, its scale). [room]: what
 * each layout keeps beside the board, upright the height below the board
 * (stacked) or each player's edge room (face to face), on its side the width
 * of the pane (each player's pane face to face).
 */
data class GameGeometry(val layout: GameLayout, val boardWidth: Float, val boardHeight: Float, val room: Float) {
    companion object {
        /** A window this much wider than tall is treated as lying on its side. */
        const val SIDEWAYS_RATIO = 1.15f

        /** The top bar's standard height (Material's), whatever its text does to it. */
        const val TOP_BAR = 64f

        /** The padding around the layouts: on each side, and above and below upright (under the bar). */
        const val SIDE_PADDING = 8f
        const val UPRIGHT_PADDING = 4f

        /** The gaps between the board and what is beside it: upright (a column), on its side (a row). */
        const val COLUMN_GAP = 4f
        const val ROW_GAP = 12f

        /**
         * Upright, the room kept under and above the board for the panels,
         * the status lines, the controls and the moves, as they are at the
         * standard font scale; what does not fit (larger text) scrolls in it.
         */
        const val STACKED_ROOM = 368f

        /** Upright, the board's share of the height at least, however small the window. */
        const val MIN_BOARD_SHARE = 0.55f

        /** Lying on its side, the pane beside the board is this wide at least. */
        const val PANE_WIDTH = 360f

        /**
         * Face to face upright, each player's room at their edge: their status
         * lines, panel, controls and hint (their moves scroll into it).
         */
        const val EDGE_ROOM = 200f

        /** Face to face on its side, each player's pane is this wide at least. */
        const val FACE_PANE_WIDTH = 250f

        /**
         * The geometry for a window of [width] × [height] dp, where the
         * players sit [faceToFace] or not, for a board [aspect] times as wide
         * as tall (with its coordinates). Face to face, the arrangement
         * that gives the larger board: on a window on its side, the board at
         * full height between the two panes.
         */
        fun of(width: Float, height: Float, faceToFace: Boolean, aspect: Float): GameGeometry = when {
            faceToFace -> listOf(GameLayout.FACE_TO_FACE, GameLayout.FACE_TO_FACE_SIDEWAYS)
                .map { of(it, width, height, aspect) }
                .maxBy { it.boardWidth }
            width > height * SIDEWAYS_RATIO -> of(GameLayout.SIDE_PANE, width, height, aspect)
            else -> of(GameLayout.STACKED, width, height, aspect)
        }

        private fun of(layout: GameLayout, width: Float, height: Float, aspect: Float): GameGeometry {
            // Upright: under the bar, inside the padding; on its side: the window inside the padding.
            val uprightWidth = width - 2 * SIDE_PADDING
            val uprightHeight = max(0f, height - TOP_BAR - 2 * UPRIGHT_PADDING)
            val sidewaysHeight = max(0f, height - 2 * SIDE_PADDING)
            return when (layout) {
                GameLayout.STACKED -> {
                    val room = max(uprightHeight - STACKED_ROOM, uprightHeight * MIN_BOARD_SHARE)
                    fitted(layout, uprightWidth, room, aspect) { board -> uprightHeight - board - 2 * COLUMN_GAP }
                }
                GameLayout.FACE_TO_FACE -> {
                    val room = max(uprightHeight - 2 * (EDGE_ROOM + COLUMN_GAP), uprightHeight * MIN_FACE_BOARD_SHARE)
                    fitted(layout, uprightWidth, room, aspect) { board -> (uprightHeight - board) / 2 - COLUMN_GAP }
                }
                GameLayout.SIDE_PANE -> {
                    val rowWidth = width - 2 * SIDE_PADDING - ROW_GAP
                    fitted(layout, rowWidth - PANE_WIDTH, sidewaysHeight, aspect) { board -> rowWidth - board }
                }
                GameLayout.FACE_TO_FACE_SIDEWAYS -> {
                    val rowWidth = width - 2 * SIDE_PADDING - 2 * ROW_GAP
                    fitted(layout, rowWidth - 2 * FACE_PANE_WIDTH, sidewaysHeight, aspect) { board -> (rowWidth - board) / 2 }
                }
            }
        }

        /** Face to face upright, the board's share of the height at least (each edge keeps less room on a small window). */
        private const val MIN_FACE_BOARD_SHARE = 0.5f

        /**
         * The board as large as fits [maxWidth] × [maxHeight] at its [aspect];
         * the room beside it from its size along the layout's axis (its height
         * upright, its width on its side).
         */
        private fun fitted(layout: GameLayout, maxWidth: Float, maxHeight: Float, aspect: Float, room: (Float) -> Float): GameGeometry {
            val boardWidth = max(0f, min(maxWidth, maxHeight * aspect))
            val boardHeight = if (aspect > 0f) boardWidth / aspect else 0f
            val along = if (layout.hasTopBar) boardHeight else boardWidth
            return GameGeometry(layout, boardWidth, boardHeight, max(0f, room(along)))
        }
    }
}
