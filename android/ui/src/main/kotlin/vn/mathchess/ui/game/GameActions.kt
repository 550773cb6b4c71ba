package vn.mathchess.ui.game

import vn.mathchess.core.Side

/** The intents of the game screen; the state holder implements them. */
interface GameActions {
    fun tap(square: UByte)
    fun choose(option: Int)
    fun cancelChoice()
    fun undo()
    fun redo()
    fun resign(side: Side)
    fun offerDraw(side: Side)
    fun acceptDraw(side: Side)
    fun declineDraw(side: Side)
    fun review(ply: Int)
    fun reviewBack()
    fun reviewForward()
    fun leaveReview()
    fun dismissNotice()
}
