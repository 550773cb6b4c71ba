package vn.mathchess.ui.game

import vn.mathchess.core.Side
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.model.Screen

/** The intents of the app's screens; the state holder implements them. */
interface GameActions {
    fun tap(square: UByte)
    fun choose(option: Int)
    fun cancelChoice()
    fun undo()
    fun redo()
    fun resign(side: Side)

    /** The player turned to something else (the resign question): the refused tap's reason goes. */
    fun dismissRejection()
    fun offerDraw(side: Side)
    fun acceptDraw(side: Side)
    fun declineDraw(side: Side)
    fun browse(ply: Int)
    fun browseBack()
    fun browseForward()
    fun leaveBrowsing()
    fun requestHint()
    fun newGame(setup: GameSetup)
    fun playAgain()
    fun setPreferences(preferences: Preferences)
    fun show(screen: Screen)

    /** Runs the game's review again, after one that did not finish. */
    fun retryReview()
    fun dismissNotice()

    /** Joins the game another phone hosts, by the code it shows (a setup with `Mode.Nearby` hosts: [newGame]). */
    fun joinNearby(code: String)

    /** Joins the other phone's game again, after the link was lost. */
    fun rejoinNearby()

    /** Leaves the game against the other phone, telling it; both keep the game. */
    fun leaveNearby()

    /** Asks the other phone to take back this phone's last move. */
    fun askUndo()

    /** Answers the other phone's request to take back its last move. */
    fun answerUndo(accept: Boolean)
}
