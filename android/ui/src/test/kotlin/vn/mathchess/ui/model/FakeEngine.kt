package vn.mathchess.ui.model

import java.io.IOException
import java.util.concurrent.CountDownLatch
import vn.mathchess.core.CaptureRule
import vn.mathchess.core.CaptureRuleUse
import vn.mathchess.core.CaptureView
import vn.mathchess.core.CellMarks
import vn.mathchess.core.CellView
import vn.mathchess.core.Division
import vn.mathchess.core.FfiException
import vn.mathchess.core.FlagRuleExample
import vn.mathchess.core.GameKind
import vn.mathchess.core.GameReview
import vn.mathchess.core.Hint
import vn.mathchess.core.HintJob
import vn.mathchess.core.LevelRange
import vn.mathchess.core.Mode
import vn.mathchess.core.MoveHistory
import vn.mathchess.core.NoHandle
import vn.mathchess.core.NoMove
import vn.mathchess.core.Op
import vn.mathchess.core.Orientation
import vn.mathchess.core.PieceView
import vn.mathchess.core.Place
import vn.mathchess.core.PlayerView
import vn.mathchess.core.Preset
import vn.mathchess.core.RecordProblem
import vn.mathchess.core.Rejection
import vn.mathchess.core.ReviewJob
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.ReviewedMove
import vn.mathchess.core.RuleExample
import vn.mathchess.core.RuleOptions
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.core.SquareKind
import vn.mathchess.core.Evaluation

private val NO_MARKS = CellMarks(false, false, false, false, false, false, false, false)
private val NO_KIND = SquareKind(null, null, null, null)
private val NAMES = (1..11).flatMap { rank -> ('a'..'i').map { "$it$rank" } }

/** A plain snapshot: an empty board, Blue to move, nothing played. */
fun emptySnapshot(mode: Mode = Mode.TwoPlayers): Snapshot {
    val computer = (mode as? Mode.VsComputer)?.human?.let { if (it == Side.BLUE) Side.RED else Side.BLUE }
    return Snapshot(
        cells = (0 until 99).map { i ->
            CellView(square = (98 - i).toUByte(), piece = null, upsideDown = false, marks = NO_MARKS, name = NAMES[98 - i], kind = NO_KIND)
        },
        fileLabels = ('a'..'i').map(Char::toString),
        rankLabels = (11 downTo 1).map(Int::toString),
        bottom = Side.BLUE,
        orientation = Orientation.FollowTurn,
        turn = Side.BLUE,
        farPlayer = player(Side.RED, toMove = false, computer = computer == Side.RED),
        nearPlayer = player(Side.BLUE, toMove = true, computer = computer == Side.BLUE),
        blueScore = 0u,
        redScore = 0u,
        blueCaptured = emptyList(),
        redCaptured = emptyList(),
        mode = mode,
        canUndo = false,
        canRedo = false,
        selected = null,
        choice = null,
        outcome = null,
        drawOffer = null,
        history = FakeHistory(emptyList()),
        browsing = null,
        review = null,
        thinking = computer == Side.BLUE,
        startComputer = computer == Side.BLUE,
        rejection = null,
        outOfReach = null,
        revision = 1u,
        game = GameKind.MATH_CHESS,
        width = 9u,
        height = 11u,
        scored = true,
        dividerBelowRow = null,
        ending = null,
        lastCaptures = emptyList(),
        flag = null,
    )
}

/** A history without the core behind it: the moves a fake engine played. */
class FakeHistory(val texts: List<String>) : MoveHistory(NoHandle) {
    override fun moveCount(): UInt = texts.size.toUInt()

    override fun moveAt(index: UInt): String? = texts.getOrNull(index.toInt())

    override fun moves(start: UInt, count: UInt): List<String> = texts.drop(start.toInt()).take(count.toInt())
}

private fun player(side: Side, toMove: Boolean, computer: Boolean) = PlayerView(
    side = side,
    score = 0u,
    captured = emptyList(),
    computer = computer,
    toMove = toMove,
    thinking = toMove && computer,
    mayResign = !computer,
    mayOfferDraw = false,
    mayAnswerDraw = false,
    upsideDown = false,
)

private val Snapshot.texts: List<String> get() = (history as FakeHistory).texts

/**
 * [snapshot] after [move] was played by the side to move: the other side to
 * move, a new revision; a capture of a 1 on a1 when the move has an `x`.
 */
fun Snapshot.after(move: String): Snapshot {
    val mover = turn
    val next = if (mover == Side.BLUE) Side.RED else Side.BLUE
    fun PlayerView.moved() = copy(
        toMove = side == next,
        thinking = side == next && computer,
        captured = if (side == mover && 'x' in move) captured + PieceView(next, 1u) else captured,
    )
    val computerNext = listOf(nearPlayer, farPlayer).any { it.side == next && it.computer }
    return copy(
        history = FakeHistory(texts + move),
        turn = next,
        nearPlayer = nearPlayer.moved(),
        farPlayer = farPlayer.moved(),
        canUndo = true,
        thinking = computerNext,
        startComputer = computerNext,
        rejection = null,
        revision = revision + 1u,
        lastCaptures = if ('x' in move) listOf(CaptureView(0u, Place(0u, "a1"), PieceView(next, 1u), listOf(CaptureRuleUse("+", "1 + 1 = 2", CaptureRule.Operation(Op.ADD))))) else emptyList(),
    )
}

/**
 * A session without the library: it records the calls it gets and plays
 * moves named after their number, so that the state holder can be tested
 * alone (`docs/style.md` K9). A tap on square 0 plays a move (`m0`, `m1`, …; on square
 * 1 a capture), on square 2 is refused with a rejection, on 3 selects; a tap
 * past the board throws as the library does.
 */
class FakeEngine(var current: Snapshot = emptySnapshot(), val saved: String = "save") : GameEngine {
    val calls = mutableListOf<String>()

    /** The computer's search waits for this, when set. */
    var searchGate: CountDownLatch? = null

    var review: FakeReviewJob = FakeReviewJob()
    var reviewCurrent = true
    var saves = 0

    private fun record(call: String, change: (Snapshot) -> Snapshot = { it }): Snapshot {
        calls += call
        current = change(current)
        return current
    }

    override fun tap(square: UInt): Snapshot = when (square) {
        0u -> record("tap 0") { it.after("m${it.history.moveCount()}") }
        1u -> record("tap 1") { it.after("x${it.history.moveCount()}") }
        2u -> record("tap 2") { it.copy(rejection = Rejection.EMPTY_SQUARE) }
        3u -> record("tap 3") { it.copy(selected = 3u, rejection = null) }
        else -> throw FfiException.NoSuchSquare(square)
    }

    override fun undo(): Snapshot {
        if (current.history.moveCount() == 0u) throw FfiException.NothingToUndo()
        return record("undo") {
            it.copy(history = FakeHistory(it.texts.dropLast(1)), revision = it.revision + 1u, thinking = false, startComputer = false)
        }
    }

    override fun newGame(rules: RuleOptions, mode: Mode): Snapshot =
        record("newGame $mode") { emptySnapshot(mode).copy(revision = it.revision + 1u) }

    override fun startGame(game: GameKind, mode: Mode): Snapshot =
        record("startGame $game $mode") { emptySnapshot(mode).copy(game = game, revision = it.revision + 1u) }

    override fun squareNames(): List<String> = NAMES

    override fun game(): GameKind = current.game

    override fun setOrientation(orientation: Orientation): Snapshot =
        record("setOrientation $orientation") { it.copy(orientation = orientation, revision = it.revision + 1u) }

    override fun load(json: String): Snapshot = throw FfiException.InvalidRecord(RecordProblem.NotARecord, "not here")

    override fun save(): String {
        saves++
        return "$saved:" + current.texts.joinToString(",")
    }

    override fun snapshot(): Snapshot = current

    override fun computerMove(): Snapshot {
        calls += "computerMove"
        searchGate?.await()
        if (!current.thinking) throw FfiException.NoComputerMove()
        return record("computer played") { it.after("c${it.history.moveCount()}") }
    }

    override fun hint(): Hint? = error("the hint is tested over the real library (desktop HintTest)")

    override fun reviewGame(): ReviewJob {
        calls += "reviewGame"
        return review
    }

    override fun reviewIsCurrent(review: GameReview): Boolean = reviewCurrent

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
    override fun review(ply: UInt): Snapshot = record("review $ply") { it.copy(review = ply) }
    override fun reviewBack(): Snapshot = record("reviewBack")
    override fun reviewForward(): Snapshot = record("reviewForward")
    override fun leaveReview(): Snapshot = record("leaveReview") { it.copy(review = null) }
    override fun browse(ply: UInt): Snapshot = record("browse $ply") { it.copy(browsing = ply, review = ply) }
    override fun browseBack(): Snapshot = record("browseBack")
    override fun browseForward(): Snapshot = record("browseForward")
    override fun leaveBrowsing(): Snapshot = record("leaveBrowsing") { it.copy(browsing = null, review = null) }
    override fun dismissRejection(): Snapshot = record("dismissRejection") { it.copy(rejection = null, outOfReach = null) }

    /** A hint job needs the real library: the hint is tested over it (desktop HintTest). */
    override fun hintJob(): HintJob = error("the fake has no hint job")

    override fun showHint(job: HintJob): Snapshot = error("the fake has no hint job")
}

/** A review job that returns [moves] (complete unless cancelled), after [gate] if set. */
class FakeReviewJob(
    private val moves: List<ReviewedMove> = listOf(reviewed(0u, Side.BLUE, null), reviewed(1u, Side.RED, ReviewMark.BLUNDER)),
) : ReviewJob(NoHandle) {
    var gate: CountDownLatch? = null
    var cancelled = false

    override fun run(): GameReview {
        gate?.await()
        return FakeReview(moves, complete = !cancelled)
    }

    override fun cancel() {
        cancelled = true
        gate?.countDown()
    }
}

fun reviewed(ply: UInt, side: Side, mark: ReviewMark?) =
    ReviewedMove(ply, side, "m$ply", Evaluation.Score(0), "best$ply", listOf("best$ply"), mark, a1, a1, a1, a1)

private val a1 = Place(0u, "a1")

class FakeReview(private val moves: List<ReviewedMove>, private val complete: Boolean) : GameReview(NoHandle) {
    override fun count(side: Side, mark: ReviewMark): UInt = moves.count { it.side == side && it.mark == mark }.toUInt()

    override fun isComplete(): Boolean = complete

    override fun moves(): List<ReviewedMove> = moves
}

/** The library without Rust: it opens [engine] (restoring only [restorable]) and counts what it was asked. */
class FakeLibrary(val engine: FakeEngine = FakeEngine(), val restorable: String = "good save") : CoreLibrary {
    val calls = mutableListOf<String>()

    override fun newSession(rules: RuleOptions, mode: Mode): GameEngine {
        calls += "newSession $mode"
        engine.current = emptySnapshot(mode)
        return engine
    }

    override fun restore(save: String): GameEngine {
        calls += "restore"
        if (save != restorable) throw FfiException.InvalidRecord(RecordProblem.NotJson, "not json")
        engine.current = engine.current.after("restored")
        return engine
    }

    override fun rulesOf(preset: Preset): RuleOptions = RuleOptions(Division.BOTH, true, NoMove.LOSES, null, true, Side.BLUE)

    override fun facts(): CoreFacts = CoreFacts(levels = LevelRange(1u, 8u), defaultLevel = 3u)

    override fun ruleExamples(): List<RuleExample> {
        calls += "ruleExamples"
        return emptyList()
    }

    override fun flagRuleExamples(): List<FlagRuleExample> {
        calls += "flagRuleExamples"
        return emptyList()
    }
}

/** A [GameFile] in memory; [failWrites] and [failSetAside] make those calls fail. */
class MemoryGameFile(var saved: String? = null) : GameFile {
    val writes = mutableListOf<String>()
    var aside: String? = null
    var failWrites = false
    var failSetAside = false

    override fun read(): String? = saved

    override fun write(save: String) {
        if (failWrites) throw IOException("disk full")
        writes += save
        saved = save
    }

    override fun setAside() {
        if (failSetAside) throw IOException("read-only")
        aside = saved
        saved = null
    }
}
