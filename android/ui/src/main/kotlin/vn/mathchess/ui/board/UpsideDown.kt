package vn.mathchess.ui.board

import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.semantics.SemanticsPropertyKey
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.semantics

/** Set on whatever is drawn rotated 180° for the far player, face to face. */
val DrawnUpsideDown = SemanticsPropertyKey<Boolean>("DrawnUpsideDown")
var SemanticsPropertyReceiver.drawnUpsideDown by DrawnUpsideDown

/** Rotates this element 180° when [upsideDown] (the far player's side, face to face). */
fun Modifier.upsideDown(upsideDown: Boolean): Modifier =
    if (upsideDown) rotate(180f).semantics { drawnUpsideDown = true } else this
