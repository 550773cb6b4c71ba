package vn.mathchess.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf

/**
 * The user-facing text of the app. Every string lives in the Android string
 * resources (`android/ui/src/main/res/values-LANG/strings.xml`, one file per
 * language); Android reads them through its resources, the desktop build
 * parses the same files.
 */
interface Strings {
    /** The text of [key], with `%1$s`-style arguments filled in from [args]. */
    fun get(key: StringKey, vararg args: Any): String

    /** The form of [key] that the language uses for [count] ("1 mistake", "2 mistakes"), with [count] in it. */
    fun plural(key: PluralKey, count: Int): String
}

/** The [Strings] of the running app; the platform provides it at the root. */
val LocalStrings = staticCompositionLocalOf<Strings> {
    error("No Strings provided: wrap the UI in MathChessTheme(strings = …)")
}

/** The text of [key] in the current language. */
@Composable
@ReadOnlyComposable
fun stringOf(key: StringKey, vararg args: Any): String = LocalStrings.current.get(key, *args)

/** The form of [key] for [count] in the current language, with [count] in it. */
@Composable
@ReadOnlyComposable
fun pluralOf(key: PluralKey, count: Int): String = LocalStrings.current.plural(key, count)
