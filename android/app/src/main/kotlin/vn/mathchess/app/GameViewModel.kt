package vn.mathchess.app

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import vn.mathchess.ui.model.DiskGameFile
import vn.mathchess.ui.model.GameModel

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

    /** viewModelScope is cancelled by now: the model's native session can go. */
    override fun onCleared() = model.close()
}
