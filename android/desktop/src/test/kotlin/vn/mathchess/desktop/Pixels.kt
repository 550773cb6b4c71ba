package vn.mathchess.desktop

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PixelMap
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onNodeWithTag

/** What the node tagged [tag] draws, pixel by pixel: for what only the eye sees (marks, pictures). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.pixels(tag: String): PixelMap = onNodeWithTag(tag).captureToImage().toPixelMap()

/** Whether any pixel is exactly [color]. */
fun PixelMap.contains(color: Color): Boolean {
    val argb = color.toArgb()
    return (0 until width).any { x -> (0 until height).any { y -> this[x, y].toArgb() == argb } }
}

/** A square's corner, inside its border line, where no piece and no dot is drawn. */
fun PixelMap.corner(): Int = this[3, 3].toArgb()

/** A square's middle, where a step target's dot is drawn. */
fun PixelMap.middle(): Int = this[width / 2, height / 2].toArgb()
