package vn.mathchess.app

import android.content.Context
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.Strings

/**
 * The shared [StringKey]s read from the Android string resources (the `:ui`
 * module's `res/values-LANG/strings.xml`), in the system's language.
 */
class AndroidStrings(private val context: Context) : Strings {
    private val ids = StringKey.entries.map {
        context.resources.getIdentifier(it.resourceName, "string", context.packageName)
    }

    override fun get(key: StringKey, vararg args: Any): String = context.getString(ids[key.ordinal], *args)
}
