package vn.mathchess.ui.model

import java.io.IOException
import java.util.concurrent.CountDownLatch
import vn.mathchess.core.CellMarks
import vn.mathchess.core.CellView
import vn.mathchess.core.Division
import vn.mathchess.core.FfiException
import vn.mathchess.core.GameReview
import vn.mathchess.core.Hint
import vn.mathchess.core.Mode
import vn.mathchess.core.MoveHistory
import vn.mathchess.core.NoHandle
import vn.mathchess.core.NoMove
import vn.mathchess.core.Orientation
import vn.mathchess.core.PlayerView
import vn.mathchess.core.Preset
import vn.mathchess.core.RecordProblem
import vn.mathchess.core.ReviewJob
import vn.mathchess.core.RuleOptions
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot

/** A plain snapshot: an empty board, Blue to move, nothing played. */
fun emptySnapshot(): Snapshot = Snapshot(
    cells = (0 until 99).map { i ->
        CellView((98 - i).toUByte(), null, false, CellMarks(false, false, false, false, false, false))
    },
    fileLabels = ('a'..'i').map(Char::toString),
    rankLabels = (11 downTo 1).map(Int::toString),
    bottom = Side.BLUE,
    orientation = Orientation.FollowTurn,
    turn = Side.BLUE,
    farPlayer = emptyPlayer(Side.RED),
    nearPlayer = emptyPlayer(Side.BLUE, toMove = true),
    blueScore = 0u,
    redScore = 0u,
    blueCaptured = emptyList(),
    redCaptured = emptyList(),
    mode = Mode.TwoPlayers,
    canUndo = false,
    canRedo = false,
    selected = null,
    choice = null,
    outcome = null,
    drawOffer = null,
    history = FakeHistory(emptyList()),
    review = null,
    thinking = false,
    startComputer = false,
    rejection = null,
    outOfReach = null,
    revision = 0u,
)

/** A history without the core behind it: the moves a fake engine played. */
class FakeHistory(private val texts: List<String>) : MoveHistory(NoHandle) {
    override fun moveCount(): UInt = texts.size.toUInt()

    override fun moveAt(index: UInt): String? = texts.getOrNull(index.toInt())

    override fun moves(start: UInt, count: UInt): List<String> = texts.drop(start.toInt()).take(count.toInt())
}

private fun Snapshot.played(texts: List<String>) = copy(history = FakeHistory(texts), revision = revision + 1u)

/** A player with nothing captured who may resign, and may offer a draw when [toMove]. */
private fun emptyPlayer(side: Side, toMove: Boolean = false) = PlayerView(
    side = side,
    score = 0u,
    captured = emptyList(),
    computer = false,
    toMove = toMove,
    thinking = false,
    mayResign = true,
    mayOfferDraw = toMove,
    mayAnswerDraw = false,
    upsideDown = false,
)

/**
 * A session without the library: it records the calls it gets and keeps a
 * history of move names, so that the state holder can be tested alone (STYLE K9).
 */
class FakeEngine : GameEngine {
    val calls = mutableListOf<String>()
    var current = emptySnapshot()

    /** What `load` accepts; anything else is refused like a bad record. */
    var loadable = "{}"

    /** `computerMove` finds nothing and leaves the game as it was. */
    var searchFinds = true

    /** When set, `computerMove` waits for it (a long search). */
    var searchGate: CountDownLatch? = null

    private fun record(call: String, change: (Snapshot) -> Snapshot = { it }): Snapshot {
        calls += call
        current = change(current)
        return current
    }

    /** A tap on square 0 plays a move named after the number of moves played; others are refused. */
    override fun tap(square: UInt): Snapshot {
        if (square != 0u) throw FfiException.NoSuchSquare(square)
        return record("tap $square") { it.played(it.history.asList() + "m${it.history.moveCount()}").copy(canUndo = true) }
    }

    override fun undo(): Snapshot {
        if (current.history.moveCount() == 0u) throw FfiException.NothingToUndo()
        return record("undo") { it.played(it.history.asList().dropLast(1)).copy(thinking = false) }
    }

    override fun newGame(rules: RuleOptions, mode: Mode): Snapshot = record("newGame $mode") {
        emptySnapshot().copy(mode = mode, thinking = mode is Mode.VsComputer && mode.human == Side.RED)
    }

    override fun setOrientation(orientation: Orientation): Snapshot =
        record("setOrientation $orientation") { it.copy(orientation = orientation) }

    override fun load(json: String): Snapshot {
        if (json != loadable) throw FfiException.InvalidRecord(RecordProblem.NotARecord, "not a record")
        return record("load") { it.played(listOf("loaded")) }
    }

    override fun save(): String = "record:" + current.history.asList().joinToString(",")

    override fun snapshot(): Snapshot = record("snapshot")

    override fun computerMove(): Snapshot {
        calls += "computerMove"
        searchGate?.await()
        if (!current.thinking || !searchFinds) throw FfiException.NoComputerMove()
        return record("computer played") { it.played(it.history.asList() + "c").copy(thinking = false) }
    }

    override fun rulesOf(preset: Preset): RuleOptions =
        RuleOptions(Division.BOTH, true, NoMove.LOSES, null, true, Side.BLUE)

    override fun hint(): Hint? = null

    override fun reviewGame(): ReviewJob = error("no game review in these tests")

    override fun reviewIsCurrent(review: GameReview): Boolean = false

    override fun close() {
        calls += "close"
    }

    override fun choose(index: UInt): Snapshot = record("choose $index")
    override fun cancelChoice(): Snapshot = record("cancelChoice")
    override fun redo(): Snapshot = record("redo")
    override fun resign(side: Side): Snapshot = record("resign $side")
    override fun offerDraw(side: Side): Snapshot = record("offerDraw $side")
    override fun acceptDraw(side: Side): Snapshot = record("acceptDraw $side")
    override fun declineDraw(side: Side): Snapshot = record("declineDraw $side")
    override fun review(ply: UInt): Snapshot = record("review $ply")
    override fun reviewBack(): Snapshot = record("reviewBack")
    override fun reviewForward(): Snapshot = record("reviewForward")
    override fun leaveReview(): Snapshot = record("leaveReview")
}

/** A [GameStore] in memory; [failWrites] makes every save fail. */
class MemoryStore(var saved: SavedGame? = null) : GameStore {
    val writes = mutableListOf<SavedGame>()
    var discarded = false
    var failWrites = false

    override fun load(): SavedGame? = saved

    override fun save(game: SavedGame) {
        if (failWrites) throw IOException("disk full")
        writes += game
        saved = game
    }

    override fun discard() {
        discarded = true
        saved = null
    }
}
