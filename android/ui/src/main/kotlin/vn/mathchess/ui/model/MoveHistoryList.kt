package vn.mathchess.ui.model

import vn.mathchess.core.MoveHistory

/**
 * The moves played as a list of move texts (`c1-c4`, `d3xd7=7-4`), each read
 * from the core when it is asked for: a lazy move list composes the rows it
 * shows, and a snapshot costs the same at any length of game.
 */
fun MoveHistory.asList(): List<String> = object : AbstractList<String>() {
    override val size: Int get() = moveCount().toInt()

    override fun get(index: Int): String =
        moveAt(index.toUInt()) ?: throw IndexOutOfBoundsException("move $index is not among the $size played")
}
