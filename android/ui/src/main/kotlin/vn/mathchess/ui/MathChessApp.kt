package vn.mathchess.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import vn.mathchess.ui.game.GameActions
import vn.mathchess.ui.game.GameScreen
import vn.mathchess.ui.learn.LearnScreen
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Learn
import vn.mathchess.ui.model.LearnModel
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.nearby.HostScreen
import vn.mathchess.ui.nearby.JoinScreen
import vn.mathchess.ui.newgame.NewGameScreen
import vn.mathchess.ui.review.ReviewScreen
import vn.mathchess.ui.rules.RulesScreen
import vn.mathchess.ui.settings.SettingsScreen
import vn.mathchess.ui.text.LanguageStrings
import vn.mathchess.ui.text.LocalStrings

/**
 * The app over its state holders: collects the state and shows the screen it
 * names, in the language the settings chose when [languages] can give it
 * (else in the [LocalStrings] provided); [learn] holds the Learn screen's.
 */
@Composable
fun MathChessApp(model: GameModel, modifier: Modifier = Modifier, languages: LanguageStrings? = null, learn: LearnModel? = null) {
    val state by model.state.collectAsState()
    val learnState = learn?.state?.collectAsState()?.value
    InLanguage(state, languages) {
        MathChessApp(state, model, modifier, learn = learnState?.let { Learn(it, learn) })
    }
}

/** [content] in the language of [state]'s preferences, as [languages] give it; as provided without them. */
@Composable
fun InLanguage(state: GameUiState, languages: LanguageStrings?, content: @Composable () -> Unit) {
    if (languages == null) return content()
    val language = (state as? GameUiState.Ready)?.preferences?.language
    val strings = remember(languages, language) { languages.of(language) }
    CompositionLocalProvider(LocalStrings provides strings, content = content)
}

/**
 * Stateless: draws [state] (and [learn]'s on the Learn screen); every intent
 * goes to [actions]. The Android app collects the state itself, with its
 * lifecycle.
 */
@Composable
fun MathChessApp(state: GameUiState, actions: GameActions, modifier: Modifier = Modifier, learn: Learn? = null) {
    Surface(modifier.fillMaxSize()) {
        when (state) {
            GameUiState.Loading -> Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) {
                CircularProgressIndicator()
            }
            is GameUiState.Ready -> {
                val back = { actions.show(Screen.GAME) }
                when (state.screen) {
                    Screen.GAME -> GameScreen(state, actions)
                    Screen.NEW_GAME -> NewGameScreen(
                        state.setup,
                        state.core,
                        onStart = actions::newGame,
                        onBack = back,
                        onLearn = learn?.let { { actions.show(Screen.LEARN) } },
                        onJoin = { actions.show(Screen.JOIN) },
                        hostFailure = state.nearby.hostFailure,
                    )
                    Screen.HOST -> HostScreen(state.snapshot, state.setup.preset, onBack = back)
                    Screen.JOIN -> JoinScreen(state.nearby, onJoin = actions::joinNearby, onBack = { actions.show(Screen.NEW_GAME) })
                    Screen.RULES -> RulesScreen(state.snapshot.game, state.ruleExamples, state.flagRuleExamples, onBack = back)
                    Screen.SETTINGS -> SettingsScreen(state.preferences, actions::setPreferences, onBack = back)
                    Screen.REVIEW -> ReviewScreen(
                        state.analysis,
                        onShowPly = { ply ->
                            actions.browse(ply)
                            back()
                        },
                        onRetry = actions::retryReview,
                        onBack = back,
                    )
                    // Back to where the Learn screen is opened from: the new-game screen.
                    Screen.LEARN -> if (learn != null) {
                        LearnScreen(learn.state, learn.actions, state.preferences, onBack = { actions.show(Screen.NEW_GAME) })
                    } else {
                        GameScreen(state, actions)
                    }
                }
            }
        }
    }
}
