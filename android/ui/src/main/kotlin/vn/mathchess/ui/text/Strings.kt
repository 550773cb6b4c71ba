package vn.mathchess.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf
import java.util.Locale

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

/** The languages the app speaks, as language tags, in the order the settings offer them. */
val APP_LANGUAGES = listOf("en", "vi", "zh", "es", "cs")

/**
 * The app's [Strings] in the language the player chose in the settings (one
 * of [APP_LANGUAGES]), or in the device's for `null`: the platform reads its
 * own resources in that language.
 */
fun interface LanguageStrings {
    fun of(language: String?): Strings
}

/** A language's name in that language ("Tiếng Việt", "Čeština"), as the platform's locale data gives it. */
fun languageName(language: String): String {
    val locale = Locale.forLanguageTag(language)
    return locale.getDisplayLanguage(locale).replaceFirstChar { it.titlecase(locale) }
}
