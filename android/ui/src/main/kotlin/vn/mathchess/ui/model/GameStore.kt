package vn.mathchess.ui.model

import java.io.File
import java.io.IOException

/**
 * Where the game in progress is kept between launches: the JSON game record
 * from `GameSession.save()` and the settings that the record does not hold
 * (who plays, how the board is turned), as [SavedGame].
 */
interface GameStore {
    /** The saved game, or `null` if none was ever saved. @throws IOException */
    fun load(): SavedGame?

    /** Replaces the saved game. @throws IOException */
    fun save(game: SavedGame)

    /** Keeps an unreadable saved game aside (for a bug report) and forgets it. */
    fun discard()
}

/** A saved game as stored: the record and the encoded [GameSettings]. */
data class SavedGame(val record: String, val settings: String)

/**
 * [GameStore] over two files in [dir]: `game.json` and `settings.txt`. Each is
 * written to a temporary file first and renamed, so that a killed app leaves
 * either the old file or the new one.
 */
class FileGameStore(private val dir: File) : GameStore {
    private val record = File(dir, "game.json")
    private val settings = File(dir, "settings.txt")

    override fun load(): SavedGame? {
        if (!record.exists()) return null
        val settingsText = if (settings.exists()) settings.readText() else ""
        return SavedGame(record.readText(), settingsText)
    }

    override fun save(game: SavedGame) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create $dir")
        writeAtomically(settings, game.settings)
        writeAtomically(record, game.record)
    }

    override fun discard() {
        for (file in listOf(record, settings)) {
            val aside = File(dir, file.name + ".unreadable")
            aside.delete()
            if (file.exists() && !file.renameTo(aside)) file.delete()
        }
    }

    private fun writeAtomically(file: File, text: String) {
        val tmp = File(dir, file.name + ".tmp")
        tmp.writeText(text)
        if (!tmp.renameTo(file)) {
            tmp.delete()
            throw IOException("cannot replace $file")
        }
    }
}
