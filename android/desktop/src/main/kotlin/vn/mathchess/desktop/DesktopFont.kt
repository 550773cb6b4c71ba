package vn.mathchess.desktop

import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.platform.Font

/**
 * The font the desktop build draws with, carried on its class path
 * (`fonts/`, with its licence): Noto Sans, as Android phones draw, so that
 * the window and the tests look the same on every machine, whatever fonts it
 * has installed.
 */
val NotoSans: FontFamily = FontFamily(
    Font("fonts/NotoSans-Regular.ttf", FontWeight.Normal),
    Font("fonts/NotoSans-Bold.ttf", FontWeight.Bold),
)
