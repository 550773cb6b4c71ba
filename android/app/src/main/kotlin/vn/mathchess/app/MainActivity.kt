package vn.mathchess.app

import android.content.Context
import android.content.res.Configuration
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.Surface
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import java.util.Locale
import vn.mathchess.ui.InLanguage
import vn.mathchess.ui.MathChessApp
import vn.mathchess.ui.board.LocalAnimateMoves
import vn.mathchess.ui.game.LocalSoundPlayer
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Learn
import vn.mathchess.ui.model.LearnPage
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.text.LanguageStrings
import vn.mathchess.ui.theme.MathChessTheme

/** The one Activity: the shared app in the system's theme, in the language the settings chose, with its sounds. */
class MainActivity : ComponentActivity() {
    private val viewModel: GameViewModel by viewModels()
    private lateinit var sounds: PoolSounds

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        val languages = LanguageStrings { language -> AndroidStrings(inLanguage(language)) }
        sounds = PoolSounds(this)
        val model = viewModel.model
        val learn = viewModel.learn
        setContent {
            val state by model.state.collectAsStateWithLifecycle()
            val learnState by learn.state.collectAsStateWithLifecycle()
            val screen = (state as? GameUiState.Ready)?.screen
            // Back from the other screens returns to the game; from a lesson or a puzzle, to the course.
            BackHandler(enabled = screen != null && screen != Screen.GAME) {
                if (screen == Screen.LEARN && learnState.page != LearnPage.COURSE) learn.showCourse(learnState.game) else model.show(Screen.GAME)
            }
            MathChessTheme(remember { languages.of(null) }) {
                CompositionLocalProvider(LocalSoundPlayer provides sounds, LocalAnimateMoves provides animationsEnabled()) {
                    // The app's surface fills the window, behind the status and
                    // navigation bars; its content keeps clear of them.
                    Surface(Modifier.fillMaxSize()) {
                        InLanguage(state, languages) { MathChessApp(state, model, Modifier.safeDrawingPadding(), Learn(learnState, learn)) }
                    }
                }
            }
        }
    }

    /** This activity's resources in [language] (a language tag), or in the device's for `null`. */
    private fun inLanguage(language: String?): Context {
        language ?: return this
        val configuration = Configuration(resources.configuration).apply { setLocale(Locale.forLanguageTag(language)) }
        return createConfigurationContext(configuration)
    }

    override fun onDestroy() {
        sounds.release()
        super.onDestroy()
    }
}
