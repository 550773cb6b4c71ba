package vn.mathchess.desktop

import java.io.InputStream
import java.util.Locale
import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Element
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.Strings

/**
 * [Strings] read from the Android string resources on the classpath
 * (`android-res/values[-lang]/strings.xml`, copied there by the Maven build):
 * the language's file first, English for anything it lacks.
 */
class XmlStrings private constructor(
    private val locale: Locale,
    private val texts: Map<String, String>,
) : Strings {
    override fun get(key: StringKey, vararg args: Any): String {
        val text = texts[key.resourceName] ?: key.resourceName
        return if (args.isEmpty()) text else String.format(locale, text, *args)
    }

    companion object {
        /** The languages the app is translated into, as resource folder suffixes. */
        val LANGUAGES = listOf("en", "vi", "zh", "es", "cs")

        fun forLocale(locale: Locale): XmlStrings {
            val english = parse(resource("values")) ?: error("English strings missing from the classpath")
            val own = if (locale.language == "en") null else parse(resource("values-${locale.language}"))
            return XmlStrings(locale, english + own.orEmpty())
        }

        private fun resource(folder: String): InputStream? =
            XmlStrings::class.java.getResourceAsStream("/android-res/$folder/strings.xml")

        /** The `<string name="…">` entries of one file, unescaped as Android does. */
        fun parse(stream: InputStream?): Map<String, String>? = stream?.use {
            val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(it)
            val nodes = document.getElementsByTagName("string")
            (0 until nodes.length).associate { i ->
                val element = nodes.item(i) as Element
                element.getAttribute("name") to unescape(element.textContent)
            }
        }

        /** Android's string escapes: `\'`, `\"`, `\\`, `\n`, `\t`, `\@`, `\?`. */
        fun unescape(text: String): String = buildString {
            var escaped = false
            for (c in text.trim()) {
                when {
                    escaped -> {
                        append(
                            when (c) {
                                'n' -> '\n'
                                't' -> '\t'
                                else -> c
                            },
                        )
                        escaped = false
                    }
                    c == '\\' -> escaped = true
                    else -> append(c)
                }
            }
        }
    }
}
