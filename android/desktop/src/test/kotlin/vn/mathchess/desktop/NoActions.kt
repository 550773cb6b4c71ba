package vn.mathchess.desktop

import vn.mathchess.core.Side
import vn.mathchess.ui.game.GameActions

/** For screens that are only looked at: every intent does nothing. */
object NoActions : GameActions {
    override fun tap(square: UByte) = Unit
    override fun choose(option: Int) = Unit
    override fun cancelChoice() = Unit
    override fun undo() = Unit
    override fun redo() = Unit
    override fun resign(side: Side) = Unit
    override fun offerDraw(side: Side) = Unit
    override fun acceptDraw(side: Side) = Unit
    override fun declineDraw(side: Side) = Unit
    override fun review(ply: Int) = Unit
    override fun reviewBack() = Unit
    override fun reviewForward() = Unit
    override fun leaveReview() = Unit
    override fun dismissNotice() = Unit
}
