package vn.mathchess.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import vn.mathchess.core.EndKind
import vn.mathchess.core.GameEnd
import vn.mathchess.core.GameKind
import vn.mathchess.core.Mode
import vn.mathchess.core.OutOfReach
import vn.mathchess.core.Preset
import vn.mathchess.core.Rejection
import vn.mathchess.core.ReviewMark
import vn.mathchess.core.Side
import vn.mathchess.ui.board.LandmarkKind
import vn.mathchess.ui.board.SquarePicture

/** The words for the session's enums: each core value has its own string. */
val Side.label: StringKey
    get() = when (this) {
        Side.BLUE -> StringKey.SIDE_BLUE
        Side.RED -> StringKey.SIDE_RED
    }

val Rejection.label: StringKey
    get() = when (this) {
        Rejection.ZERO_CANNOT_MOVE -> StringKey.REJECTION_ZERO_CANNOT_MOVE
        Rejection.NOT_YOUR_TURN -> StringKey.REJECTION_NOT_YOUR_TURN
        Rejection.GAME_OVER -> StringKey.REJECTION_GAME_OVER
        Rejection.COMPUTER_THINKING -> StringKey.REJECTION_COMPUTER_THINKING
        Rejection.OTHER_PHONE_TO_MOVE -> StringKey.NEARBY_OTHER_TO_MOVE
        Rejection.AWAITING_DRAW_ANSWER -> StringKey.NEARBY_AWAITING_DRAW_ANSWER
        Rejection.BROWSING -> StringKey.REJECTION_BROWSING
        Rejection.EMPTY_SQUARE -> StringKey.REJECTION_EMPTY_SQUARE
        Rejection.NO_MOVES -> StringKey.REJECTION_NO_MOVES
        Rejection.CHOICE_PENDING -> StringKey.REJECTION_CHOICE_PENDING
        Rejection.CANNOT_REACH -> StringKey.REJECTION_CANNOT_REACH
    }

val EndKind.label: StringKey
    get() = when (this) {
        EndKind.ZERO_CAPTURED -> StringKey.REASON_ZERO_CAPTURED
        EndKind.NO_LEGAL_MOVE -> StringKey.REASON_NO_LEGAL_MOVE
        EndKind.POINTS_TARGET -> StringKey.REASON_POINTS_TARGET
        EndKind.REPETITION -> StringKey.REASON_REPETITION
        EndKind.RESIGNATION -> StringKey.REASON_RESIGNATION
        EndKind.AGREED_DRAW -> StringKey.REASON_AGREED_DRAW
        EndKind.FLAG -> StringKey.REASON_FLAG
        EndKind.CROSSING -> StringKey.REASON_CROSSING
        EndKind.GUARD_LOST -> StringKey.REASON_GUARD_LOST
        EndKind.QUIET_LIMIT -> StringKey.REASON_QUIET_LIMIT
    }

val GameKind.label: StringKey
    get() = when (this) {
        GameKind.MATH_CHESS -> StringKey.GAME_MATH_CHESS
        GameKind.CAPTURE_THE_FLAG -> StringKey.GAME_CAPTURE_THE_FLAG
    }

val Preset.label: StringKey
    get() = when (this) {
        Preset.CHESSPLAYX -> StringKey.PRESET_CHESSPLAYX
        Preset.CLASSIC -> StringKey.PRESET_CLASSIC
        Preset.WIKIPEDIA -> StringKey.PRESET_WIKIPEDIA
    }

val ReviewMark.label: StringKey
    get() = when (this) {
        ReviewMark.INACCURACY -> StringKey.MARK_INACCURACY
        ReviewMark.MISTAKE -> StringKey.MARK_MISTAKE
        ReviewMark.BLUNDER -> StringKey.MARK_BLUNDER
    }


/**
 * A move's name as one word ("g5‑d2"): its hyphen the non-breaking one
 * (U+2011), so that a line never breaks after "g5-".
 */
fun moveText(move: String): String = move.replace('-', '\u2011')

/** The chess annotators' sign of a mark: `?!`, `?`, `??`. */
val ReviewMark.glyph: String
    get() = when (this) {
        ReviewMark.INACCURACY -> "?!"
        ReviewMark.MISTAKE -> "?"
        ReviewMark.BLUNDER -> "??"
    }

/**
 * Why the last tap did nothing: "A 0 never moves.", or with the piece and
 * squares the snapshot names, "Blue 1 on a1 cannot reach a5."
 */
@Composable
@ReadOnlyComposable
fun rejectionText(rejection: Rejection, outOfReach: OutOfReach?): String {
    if (rejection != Rejection.CANNOT_REACH || outOfReach == null) return stringOf(rejection.label)
    val piece = outOfReach.piece
    return stringOf(rejection.label, stringOf(piece.side.label), piece.number.toInt(), outOfReach.fromPlace.name, outOfReach.toPlace.name)
}

/** "You win" or "You lose" against the computer or another phone; "Blue wins" or "Draw" between two players. */
@Composable
@ReadOnlyComposable
fun outcomeTitle(ending: GameEnd, mode: Mode): String {
    val winner = ending.winner ?: return stringOf(StringKey.OUTCOME_DRAW)
    return when (mode) {
        is Mode.VsComputer -> stringOf(if (winner == mode.human) StringKey.OUTCOME_YOU_WIN else StringKey.OUTCOME_YOU_LOSE)
        is Mode.Nearby -> stringOf(if (winner == mode.local) StringKey.OUTCOME_YOU_WIN else StringKey.OUTCOME_YOU_LOSE)
        Mode.TwoPlayers -> stringOf(StringKey.OUTCOME_WINS, stringOf(winner.label))
    }
}

/** Why the game ended; a resignation names who resigned (the core says who). */
@Composable
@ReadOnlyComposable
fun outcomeReason(ending: GameEnd): String {
    val resigned = ending.resigned ?: return stringOf(ending.reason.label)
    return stringOf(ending.reason.label, stringOf(resigned.label))
}

/** The words for a landmark: "Blue flag", "Red guard home", "Blue attack point". */
val LandmarkKind.label: StringKey
    get() = when (this) {
        LandmarkKind.FLAG -> StringKey.SQUARE_FLAG
        LandmarkKind.GUARD_HOME -> StringKey.SQUARE_GUARD_HOME
        LandmarkKind.ATTACK_POINT -> StringKey.SQUARE_ATTACK_POINT
    }

/**
 * What a screen reader says for a square: "Blue 7 on d3, selected", "d4,
 * empty, can move here", "f3, empty, Blue flag"; then the marks [also] names
 * (drawn besides the snapshot's: a review's moves).
 */
@Composable
@ReadOnlyComposable
fun squareDescription(square: SquarePicture, also: List<StringKey> = emptyList()): String {
    val piece = square.piece
    val base = if (piece == null) {
        stringOf(StringKey.SQUARE_EMPTY, square.name)
    } else {
        stringOf(StringKey.SQUARE_PIECE, stringOf(piece.side.label), piece.number.toInt(), square.name)
    }
    val landmark = square.landmark?.let { stringOf(it.kind.label, stringOf(it.side.label)) }
    val marks = square.marks
    val extras = listOfNotNull(
        StringKey.MARK_SELECTED.takeIf { marks.selected },
        StringKey.MARK_STEP_TARGET.takeIf { marks.stepTarget },
        StringKey.MARK_CAPTURE_TARGET.takeIf { marks.captureTarget },
        StringKey.MARK_LAST_MOVE.takeIf { marks.lastFrom || marks.lastTo },
        StringKey.MARK_ZERO_IN_DANGER.takeIf { marks.inDanger },
        StringKey.MARK_CAPTURED.takeIf { marks.captured },
        StringKey.MARK_SIEGE_CAPTOR.takeIf { marks.siegeCaptor },
    )
    return (listOfNotNull(base, landmark) + (extras + also).map { stringOf(it) }).joinToString(", ")
}
