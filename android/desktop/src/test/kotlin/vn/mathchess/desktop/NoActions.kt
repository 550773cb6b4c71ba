package vn.mathchess.desktop

import vn.mathchess.core.Side
import vn.mathchess.ui.game.GameActions
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.model.Screen

/** For screens that are only looked at: every intent is recorded and does nothing. */
class NoActions : GameActions {
    val calls = mutableListOf<String>()

    override fun tap(square: UByte) { calls += "tap $square" }
    override fun choose(option: Int) { calls += "choose $option" }
    override fun cancelChoice() { calls += "cancelChoice" }
    override fun undo() { calls += "undo" }
    override fun redo() { calls += "redo" }
    override fun resign(side: Side) { calls += "resign $side" }
    override fun dismissRejection() { calls += "dismissRejection" }
    override fun offerDraw(side: Side) { calls += "offerDraw $side" }
    override fun acceptDraw(side: Side) { calls += "acceptDraw $side" }
    override fun declineDraw(side: Side) { calls += "declineDraw $side" }
    override fun browse(ply: Int) { calls += "browse $ply" }
    override fun browseBack() { calls += "browseBack" }
    override fun browseForward() { calls += "browseForward" }
    override fun leaveBrowsing() { calls += "leaveBrowsing" }
    override fun requestHint() { calls += "requestHint" }
    override fun newGame(setup: GameSetup) { calls += "newGame" }
    override fun playAgain() { calls += "playAgain" }
    override fun setPreferences(preferences: Preferences) { calls += "setPreferences $preferences" }
    override fun show(screen: Screen) { calls += "show $screen" }
    override fun retryReview() { calls += "retryReview" }
    override fun dismissNotice() { calls += "dismissNotice" }
    override fun joinNearby(code: String) { calls += "joinNearby $code" }
    override fun rejoinNearby() { calls += "rejoinNearby" }
    override fun leaveNearby() { calls += "leaveNearby" }
    override fun askUndo() { calls += "askUndo" }
    override fun answerUndo(accept: Boolean) { calls += "answerUndo $accept" }
}
