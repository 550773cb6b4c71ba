package vn.mathchess.app

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.GameModel
import vn.mathchess.ui.model.LearnModel
import vn.mathchess.ui.model.ModelDispatchers

/**
 * Keeps the state holder across configuration changes; the game is saved in
 * the app's files at every new revision, so killing the app loses nothing.
 */
class GameViewModel(application: Application) : AndroidViewModel(application) {
    val model: GameModel = GameModel.withLibrary(
        DiskGameFile(application.filesDir),
        SharedPreferenceStore(application),
        viewModelScope,
    )

    /** The Learn screen's lessons and puzzles; the learner's save beside the game's, in its own file. */
    val learn = LearnModel(DiskGameFile(application.filesDir, DiskGameFile.LEARNER), viewModelScope, ModelDispatchers.default())

    /** viewModelScope is cancelled by now: the models' native objects can go. */
    override fun onCleared() {
        model.close()
        learn.close()
    }
}
