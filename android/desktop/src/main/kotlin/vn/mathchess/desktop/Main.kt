package vn.mathchess.desktop

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import java.io.File
import java.util.Locale
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.game.LocalSoundPlayer
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.LearnModel
import vn.mathchess.ui.model.ModelDispatchers
import vn.mathchess.ui.text.LanguageStrings
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.theme.MathChessTheme

/**
 * The Android app's UI in a desktop window, over the real library.
 * System properties: `mathchess.lang` (en, vi, zh, es, cs), `mathchess.dir`
 * (where the game and the learner are saved; default `~/.mathchess`), `mathchess.dark`
 * (true/false), `mathchess.width` and `mathchess.height` (the window, in dp).
 */
fun main() {
    // The device's language: the property's, else the system's; the settings may choose another.
    val locale = System.getProperty("mathchess.lang")?.let(Locale::forLanguageTag) ?: Locale.getDefault()
    val strings = XmlStrings.forLocale(locale)
    val languages = LanguageStrings { language -> language?.let { XmlStrings.forLocale(Locale.forLanguageTag(it)) } ?: strings }
    val dir = System.getProperty("mathchess.dir")?.let(::File) ?: File(System.getProperty("user.home"), ".mathchess")
    val scope = CoroutineScope(SupervisorJob() + Dispatchers.Main)
    // Where a hosted nearby game listens: 127.0.0.1 keeps it to this machine.
    val nearbyAddress = System.getProperty("mathchess.nearby.address")
    val model = GameModel.withLibrary(DiskGameFile(dir), DesktopPreferenceStore(), scope, nearbyAddress)
    // The learner's save beside the game's, in its own file.
    val learn = LearnModel(DiskGameFile(dir, DiskGameFile.LEARNER), scope, ModelDispatchers.default())
    val dark = System.getProperty("mathchess.dark")?.toBooleanStrictOrNull()
    val width = System.getProperty("mathchess.width")?.toIntOrNull() ?: 1100
    val height = System.getProperty("mathchess.height")?.toIntOrNull() ?: 820
    val sounds = DesktopSounds()
    application {
        Window(
            onCloseRequest = {
                model.close()
                learn.close()
                exitApplication()
            },
            title = strings.get(StringKey.APP_NAME),
            state = rememberWindowState(width = width.dp, height = height.dp),
        ) {
            MathChessTheme(strings, darkTheme = dark ?: isSystemInDarkTheme(), fontFamily = NotoSans) {
                CompositionLocalProvider(LocalSoundPlayer provides sounds) { MathChessApp(model, languages = languages, learn = learn) }
            }
        }
    }
}
