package vn.mathchess.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import vn.mathchess.ui.game.GameActions
import vn.mathchess.ui.game.GameScreen
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.GameSetup
import vn.mathchess.ui.model.GameUiState
import vn.mathchess.ui.model.Screen
import vn.mathchess.ui.newgame.NewGameScreen
import vn.mathchess.ui.rules.RulesScreen

/** The app over its state holder: collects the state and shows the screen it names. */
@Composable
fun MathChessApp(model: GameModel, modifier: Modifier = Modifier) {
    val state by model.state.collectAsState()
    MathChessApp(
        state = state,
        actions = model,
        onNewGame = model::newGame,
        onShow = model::show,
        modifier = modifier,
    )
}

/**
 * Stateless: draws [state]; every intent goes to [actions], [onNewGame] or
 * [onShow]. The Android app collects the state itself, with its lifecycle.
 */
@Composable
fun MathChessApp(
    state: GameUiState,
    actions: GameActions,
    onNewGame: (GameSetup) -> Unit,
    onShow: (Screen) -> Unit,
    modifier: Modifier = Modifier,
) {
    Surface(modifier.fillMaxSize()) {
        when (state) {
            GameUiState.Loading -> Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) {
                CircularProgressIndicator()
            }
            is GameUiState.Ready -> when (state.screen) {
                Screen.GAME -> GameScreen(
                    snapshot = state.snapshot,
                    notice = state.notice,
                    actions = actions,
                    onNewGame = { onShow(Screen.NEW_GAME) },
                    onRules = { onShow(Screen.RULES) },
                )
                Screen.NEW_GAME -> NewGameScreen(
                    initial = state.setup,
                    onStart = onNewGame,
                    onBack = { onShow(Screen.GAME) },
                )
                Screen.RULES -> RulesScreen(state.ruleExamples, onBack = { onShow(Screen.GAME) })
            }
        }
    }
}
