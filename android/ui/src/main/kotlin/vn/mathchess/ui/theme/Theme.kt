package vn.mathchess.ui.theme

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily
import vn.mathchess.core.Side
import vn.mathchess.ui.board.SquareGround
import vn.mathchess.ui.text.LocalStrings
import vn.mathchess.ui.text.Strings

/** The colours of the board and its marks (`docs/style.md` K6): no colour literal lives in the board. */
@Immutable
data class BoardColors(
    /** The first game's chequer. */
    val board: Color,
    val boardShade: Color,
    /** Capture the Flag's squares of each side's colour. */
    val blueGround: Color,
    val redGround: Color,
    val line: Color,
    /** The dividing line between the two halves. */
    val divider: Color,
    val label: Color,
    val blue: Color,
    val red: Color,
    val pieceText: Color,
    val selected: Color,
    val target: Color,
    val capture: Color,
    val lastMove: Color,
    val danger: Color,
    /** The hint's two squares: a wash and a ring. */
    val hint: Color,
    val hintRing: Color,
    /** The move played, drawn as an arrow beside the best move (the hint's colour) in a review. */
    val reviewPlayed: Color,
) {
    fun piece(side: Side): Color = when (side) {
        Side.BLUE -> blue
        Side.RED -> red
    }

    fun ground(ground: SquareGround): Color = when (ground) {
        SquareGround.LIGHT -> board
        SquareGround.SHADE -> boardShade
        SquareGround.BLUE -> blueGround
        SquareGround.RED -> redGround
    }
}

// Internal (and DarkBoard): the desktop tests look for their colours in what the board draws.
internal val LightBoard = BoardColors(
    board = Color(0xFFF3E3C3),
    boardShade = Color(0xFFEAD5AC),
    blueGround = Color(0xFFD3E1F5),
    redGround = Color(0xFFF5D6D3),
    line = Color(0xFF9C7A4B),
    divider = Color(0xFF4E3B22),
    label = Color(0xFF6D5533),
    blue = Color(0xFF1F5FBF),
    red = Color(0xFFC62828),
    pieceText = Color.White,
    selected = Color(0xFFFFC107),
    target = Color(0xFF2E7D32),
    capture = Color(0xFFE65100),
    lastMove = Color(0x5566BB6A),
    danger = Color(0xFFD50000),
    hint = Color(0x407B1FA2),
    hintRing = Color(0xFF7B1FA2),
    reviewPlayed = Color(0xFF00838F),
)

internal val DarkBoard = BoardColors(
    board = Color(0xFF4A3E2E),
    boardShade = Color(0xFF33291D),
    blueGround = Color(0xFF22324A),
    redGround = Color(0xFF4A2626),
    line = Color(0xFF8A7457),
    divider = Color(0xFFE0CDAE),
    label = Color(0xFFCBB898),
    blue = Color(0xFF5C9CFF),
    red = Color(0xFFFF6E6E),
    pieceText = Color(0xFF111111),
    selected = Color(0xFFFFD54F),
    target = Color(0xFF81C784),
    capture = Color(0xFFFFA040),
    lastMove = Color(0x5581C784),
    danger = Color(0xFFFF5252),
    hint = Color(0x50CE93D8),
    hintRing = Color(0xFFCE93D8),
    reviewPlayed = Color(0xFF4DD0E1),
)

private val LightColors: ColorScheme = lightColorScheme(
    primary = Color(0xFF1F5FBF),
    secondary = Color(0xFFC62828),
    tertiary = Color(0xFF6D5533),
)

private val DarkColors: ColorScheme = darkColorScheme(
    primary = Color(0xFF9BC2FF),
    secondary = Color(0xFFFF8A80),
    tertiary = Color(0xFFCBB898),
)

val LocalBoardColors = staticCompositionLocalOf { LightBoard }

/**
 * The one theme of the app: Material 3 colours, board colours and the app's
 * [strings]; every text in [fontFamily] when the platform carries its own
 * font (the desktop build), else in the system's.
 */
@Composable
fun MathChessTheme(
    strings: Strings,
    darkTheme: Boolean = isSystemInDarkTheme(),
    fontFamily: FontFamily? = null,
    content: @Composable () -> Unit,
) {
    CompositionLocalProvider(
        LocalBoardColors provides if (darkTheme) DarkBoard else LightBoard,
        LocalStrings provides strings,
    ) {
        MaterialTheme(
            colorScheme = if (darkTheme) DarkColors else LightColors,
            // Material's LocalTextStyle is the body style: a text given no style takes the family too.
            typography = fontFamily?.let(::typographyIn) ?: Typography(),
            content = content,
        )
    }
}

/** Material's type scale, each style in [family]. */
private fun typographyIn(family: FontFamily): Typography = Typography().run {
    Typography(
        displayLarge = displayLarge.copy(fontFamily = family),
        displayMedium = displayMedium.copy(fontFamily = family),
        displaySmall = displaySmall.copy(fontFamily = family),
        headlineLarge = headlineLarge.copy(fontFamily = family),
        headlineMedium = headlineMedium.copy(fontFamily = family),
        headlineSmall = headlineSmall.copy(fontFamily = family),
        titleLarge = titleLarge.copy(fontFamily = family),
        titleMedium = titleMedium.copy(fontFamily = family),
        titleSmall = titleSmall.copy(fontFamily = family),
        bodyLarge = bodyLarge.copy(fontFamily = family),
        bodyMedium = bodyMedium.copy(fontFamily = family),
        bodySmall = bodySmall.copy(fontFamily = family),
        labelLarge = labelLarge.copy(fontFamily = family),
        labelMedium = labelMedium.copy(fontFamily = family),
        labelSmall = labelSmall.copy(fontFamily = family),
    )
}
