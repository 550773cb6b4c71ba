package vn.mathchess.ui.model

import java.io.File
import java.io.FileOutputStream
import java.io.IOException

/**
 * Where the game in progress is kept between launches: the one document of
 * `GameSession.save()` (the record with who plays and how the board is
 * turned). Every call may block on the disk: the state holder calls it off
 * the main thread.
 */
interface GameFile {
    /** The saved document, or `null` if none was saved yet. @throws IOException */
    fun read(): String?

    /** Replaces the saved document. @throws IOException */
    fun write(save: String)

    /** Keeps an unreadable document aside, for a bug report, instead of overwriting it. @throws IOException */
    fun setAside()
}

/**
 * [GameFile] as `game.json` in [dir]. A write goes to a temporary file in the
 * same folder, synced to disk, that then replaces the old one, so that an app
 * killed mid-write leaves either the old game or the new one. An unreadable
 * file is kept as `game.unreadable.json`.
 */
class DiskGameFile(private val dir: File) : GameFile {
    private val file = File(dir, "game.json")
    private val temporary = File(dir, "game.json.tmp")
    private val aside = File(dir, "game.unreadable.json")

    override fun read(): String? = if (file.exists()) file.readText() else null

    override fun write(save: String) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create $dir")
        FileOutputStream(temporary).use { out ->
            out.write(save.toByteArray())
            out.fd.sync()
        }
        replace(file, temporary)
    }

    override fun setAside() = replace(aside, file)

    /** Renames [source] to [destination] in one step (both in [dir]). */
    private fun replace(destination: File, source: File) {
        if (!source.renameTo(destination)) throw IOException("cannot rename $source to $destination")
    }
}
