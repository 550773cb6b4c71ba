package vn.mathchess.ui.game

import androidx.compose.foundation.layout.size
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import vn.mathchess.core.GameEvent
import vn.mathchess.core.Snapshot
import vn.mathchess.ui.model.Happening
import vn.mathchess.ui.model.Preferences
import vn.mathchess.ui.text.capturesText
import vn.mathchess.ui.text.flagDutyText
import vn.mathchess.ui.text.flagThreatText
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.label
import vn.mathchess.ui.text.outcomeReason
import vn.mathchess.ui.text.outcomeTitle
import vn.mathchess.ui.text.stringOf

/** The game's short sounds (`android/scripts/make-sounds.py`). */
enum class Sound { MOVE, CAPTURE, REFUSED, GAME_OVER }

/** Plays a [Sound]: SoundPool on Android; the platform provides it. */
fun interface SoundPlayer {
    fun play(sound: Sound)
}

val LocalSoundPlayer = staticCompositionLocalOf { SoundPlayer {} }

/**
 * The sound of [event] (the same on iOS, `GameEvent.swift`): an undo or a
 * redo moves pieces as a move does, and sounds like one.
 */
val GameEvent.sound: Sound?
    get() = when (this) {
        is GameEvent.Played -> if (captures.isNotEmpty()) Sound.CAPTURE else Sound.MOVE
        GameEvent.Undone, GameEvent.Redone -> Sound.MOVE
        is GameEvent.Ended -> Sound.GAME_OVER
        is GameEvent.Refused -> Sound.REFUSED
        // Told in words on the status line.
        is GameEvent.DrawOffered, is GameEvent.DrawDeclined, is GameEvent.ResignationTakenBack -> null
        // The other phone's news, told in words too.
        GameEvent.Joined, is GameEvent.Left, is GameEvent.PeerRefused, is GameEvent.TurnedAway,
        is GameEvent.UndoAsked, is GameEvent.UndoDeclined,
        -> null
    }

/** The sound of what happened: a refused command sounds like a refused tap. */
val Happening.sound: Sound?
    get() = when (this) {
        is Happening.Told -> event.sound
        is Happening.CommandRefused -> Sound.REFUSED
    }

/** The haptic of [event] (the same on iOS); none for an undo or a redo, the player's own button. */
private val GameEvent.haptic: HapticFeedbackType?
    get() = when (this) {
        is GameEvent.Played -> if (captures.isNotEmpty()) HapticFeedbackType.LongPress else HapticFeedbackType.TextHandleMove
        is GameEvent.Ended -> HapticFeedbackType.LongPress
        is GameEvent.Refused -> HapticFeedbackType.TextHandleMove
        GameEvent.Undone, GameEvent.Redone, is GameEvent.DrawOffered, is GameEvent.DrawDeclined,
        is GameEvent.ResignationTakenBack, GameEvent.Joined, is GameEvent.Left, is GameEvent.PeerRefused,
        is GameEvent.TurnedAway, is GameEvent.UndoAsked, is GameEvent.UndoDeclined,
        -> null
    }

/**
 * Sounds and haptics for what just happened, each as the player's
 * preferences allow, and the words a screen reader announces: the move
 * played (the computer's too), the capture, the end of the game. The words
 * live in a polite live region, invisible on screen.
 */
@Composable
internal fun GameFeedback(happening: Happening?, snapshot: Snapshot, preferences: Preferences) {
    val sounds = LocalSoundPlayer.current
    val haptics = LocalHapticFeedback.current
    val current by rememberUpdatedState(preferences)
    // What happened before the screen was composed again (back from settings, a rotation) is not felt twice.
    var handled by remember { mutableIntStateOf(happening?.number ?: 0) }
    LaunchedEffect(happening?.number) {
        val now = happening?.takeIf { it.number > handled } ?: return@LaunchedEffect
        handled = now.number
        val sound = now.sound
        if (current.sound && sound != null) sounds.play(sound)
        val haptic = when (now) {
            is Happening.Told -> now.event.haptic
            is Happening.CommandRefused -> HapticFeedbackType.TextHandleMove
        }
        if (current.haptics && haptic != null) haptics.performHapticFeedback(haptic)
    }
    val words = (happening as? Happening.Told)?.event?.let { announcement(it, snapshot) }.orEmpty()
    Text(
        words,
        color = Color.Transparent,
        fontSize = 1.sp,
        modifier = Modifier.size(1.dp).testTag("announcement").semantics { liveRegion = LiveRegionMode.Polite },
    )
}

/**
 * What a screen reader says when [event] happens: the move, with what it took
 * and by which rule ("Blue captured: e7xd8. Red 1 on d9 taken (four
 * around)"), and then the duty it leaves the next player and the enemy 1
 * one move from a flag; a move taken back
 * or played again; the end of the game. Nothing for a refused tap (the
 * status says why).
 */
@Composable
private fun announcement(event: GameEvent, snapshot: Snapshot): String? = when (event) {
    is GameEvent.Played -> {
        val who = if (event.byComputer) stringOf(StringKey.PLAYER_COMPUTER) else stringOf(event.side.label)
        val key = if (event.captures.isNotEmpty()) StringKey.ANNOUNCE_CAPTURE else StringKey.ANNOUNCE_MOVE
        listOfNotNull(
            stringOf(key, who, event.text),
            capturesText(event.captures).ifEmpty { null },
            flagDutyText(snapshot.duties, snapshot.turn),
            flagThreatText(snapshot.flagThreats, snapshot.turn),
        ).joinToString(". ")
    }
    GameEvent.Undone -> stringOf(StringKey.ANNOUNCE_UNDONE)
    GameEvent.Redone -> stringOf(StringKey.ANNOUNCE_REDONE)
    is GameEvent.Ended -> "${outcomeTitle(event.ending, snapshot.mode)}. ${outcomeReason(event.ending)}"
    else -> noteText(event, snapshot)
}
