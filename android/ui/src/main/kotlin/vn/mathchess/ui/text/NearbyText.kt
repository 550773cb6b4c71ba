package vn.mathchess.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import vn.mathchess.core.Connection
import vn.mathchess.core.JoinCodeProblem
import vn.mathchess.core.LinkProblem
import vn.mathchess.core.NearbyProblem
import vn.mathchess.core.NearbyView
import vn.mathchess.core.Refusal
import vn.mathchess.core.Role
import vn.mathchess.core.Side
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.NearbyFailure

/** Who plays [side] as a line names them: "The other phone" when it plays it, else the side ("Blue"). */
@Composable
@ReadOnlyComposable
fun playerName(side: Side, snapshot: Snapshot): String {
    val remote = listOf(snapshot.nearPlayer, snapshot.farPlayer).any { it.side == side && it.remote }
    return stringOf(if (remote) StringKey.NEARBY_OTHER_PHONE else side.label)
}

/** Why hosting, joining or rejoining failed, in the player's words. */
@Composable
@ReadOnlyComposable
fun nearbyFailureText(failure: NearbyFailure): String = when (failure) {
    is NearbyFailure.Code -> joinCodeText(failure.problem)
    is NearbyFailure.Nearby -> stringOf(failure.problem.label)
    NearbyFailure.Other -> stringOf(StringKey.NEARBY_FAILED)
}

/** What is wrong with a typed code: its length, a character, or a mistyped one. */
@Composable
@ReadOnlyComposable
fun joinCodeText(problem: JoinCodeProblem): String = when (problem) {
    is JoinCodeProblem.Length -> stringOf(StringKey.NEARBY_CODE_LENGTH)
    is JoinCodeProblem.Character -> stringOf(StringKey.NEARBY_CODE_CHARACTER, problem.character)
    JoinCodeProblem.Mistyped -> stringOf(StringKey.NEARBY_CODE_MISTYPED)
}

val NearbyProblem.label: StringKey
    get() = when (this) {
        is NearbyProblem.Link -> problem.label
        NearbyProblem.PeerBroke -> StringKey.NEARBY_PEER_REFUSED
        NearbyProblem.Conflict -> StringKey.NEARBY_CONFLICT
        NearbyProblem.NotNearby, NearbyProblem.OtherPhonesSide, NearbyProblem.AskToUndo,
        NearbyProblem.UndoAlreadyAsked, NearbyProblem.NoUndoToAsk, NearbyProblem.NothingToAnswer,
        NearbyProblem.Connected, NearbyProblem.HostWaits,
        -> StringKey.NEARBY_FAILED
    }

val LinkProblem.label: StringKey
    get() = when (this) {
        LinkProblem.Unreachable -> StringKey.NEARBY_UNREACHABLE
        LinkProblem.NoNetwork -> StringKey.NEARBY_NO_NETWORK
        LinkProblem.Left -> StringKey.NEARBY_LEFT
        is LinkProblem.Refused -> refusal.label
        LinkProblem.Closed, LinkProblem.Silent, LinkProblem.BadLine, LinkProblem.CannotListen, LinkProblem.Network ->
            StringKey.NEARBY_FAILED
    }

val Refusal.label: StringKey
    get() = when (this) {
        Refusal.VERSION -> StringKey.NEARBY_VERSION
        Refusal.PAIRING -> StringKey.NEARBY_REFUSED_PAIRING
        Refusal.TOO_MANY_TRIES -> StringKey.NEARBY_TOO_MANY_TRIES
        Refusal.BUSY -> StringKey.NEARBY_REFUSED_BUSY
        Refusal.CONFLICT -> StringKey.NEARBY_CONFLICT
        Refusal.REFUSED -> StringKey.NEARBY_PEER_REFUSED
        Refusal.NO_HELLO -> StringKey.NEARBY_FAILED
    }

/**
 * The link as the game screen says it: connected; the host waiting for the
 * other phone to join (no move played yet) or to come back; the guest's
 * link lost, the game kept.
 */
@Composable
@ReadOnlyComposable
fun connectionText(nearby: NearbyView, moves: Int): String = when (nearby.connection) {
    Connection.Connected -> stringOf(StringKey.NEARBY_CONNECTED)
    Connection.Waiting -> stringOf(if (nearby.role == Role.HOST && moves == 0) StringKey.NEARBY_WAITING else StringKey.NEARBY_WAITING_BACK)
    is Connection.Lost -> stringOf(StringKey.NEARBY_LOST)
}
