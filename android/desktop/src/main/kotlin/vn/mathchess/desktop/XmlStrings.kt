package vn.mathchess.desktop

import java.io.InputStream
import java.util.Locale
import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Document
import org.w3c.dom.Element
import vn.mathchess.ui.text.PluralKey
import vn.mathchess.ui.text.StringKey
import vn.mathchess.ui.text.Strings

/**
 * [Strings] read from the Android string resources on the classpath
 * (`android-res/values[-lang]/strings.xml`, copied there by the Maven build):
 * the language's file first, English for anything it lacks; a count's form
 * chosen by the language's plural rules, as Android does.
 */
class XmlStrings private constructor(
    private val locale: Locale,
    private val texts: Map<String, String>,
    private val plurals: Map<String, Map<String, String>>,
) : Strings {
    override fun get(key: StringKey, vararg args: Any): String {
        val text = texts[key.resourceName] ?: key.resourceName
        return if (args.isEmpty()) text else String.format(locale, text, *args)
    }

    override fun plural(key: PluralKey, count: Int): String {
        val forms = plurals[key.resourceName] ?: return key.resourceName
        // Android's fallback: the language's "other" form when it has none for the category.
        val text = forms[pluralCategory(locale.language, count)] ?: forms["other"] ?: key.resourceName
        return String.format(locale, text, count)
    }

    companion object {
        /** The languages the app is translated into, as resource folder suffixes. */
        val LANGUAGES = listOf("en", "vi", "zh", "es", "cs")

        fun forLocale(locale: Locale): XmlStrings {
            val englishFile = resource("values") ?: error("English strings missing from the classpath")
            val english = document(englishFile)
            val own = if (locale.language == "en") null else resource("values-${locale.language}")?.let(::document)
            return XmlStrings(
                locale,
                strings(english) + own?.let(::strings).orEmpty(),
                plurals(english) + own?.let(::plurals).orEmpty(),
            )
        }

        /**
         * CLDR's plural category of a whole [count] in [language], for the
         * app's languages (Android asks ICU the same): Czech's one (1) and few
         * (2–4; many is for fractions), Vietnamese's and Chinese's other alone,
         * one (1) and other elsewhere.
         */
        fun pluralCategory(language: String, count: Int): String = when (language) {
            "vi", "zh" -> "other"
            "cs" -> when (count) {
                1 -> "one"
                in 2..4 -> "few"
                else -> "other"
            }
            else -> if (count == 1) "one" else "other"
        }

        private fun resource(folder: String): InputStream? =
            XmlStrings::class.java.getResourceAsStream("/android-res/$folder/strings.xml")

        private fun document(stream: InputStream): Document = stream.use { DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(it) }

        /** The `<string name="…">` entries of one file, unescaped as Android does. */
        fun parse(stream: InputStream?): Map<String, String>? = stream?.let { strings(document(it)) }

        /** The `<plurals name="…">` entries of one file: each form by its quantity, unescaped. */
        fun parsePlurals(stream: InputStream?): Map<String, Map<String, String>>? = stream?.let { plurals(document(it)) }

        private fun strings(document: Document): Map<String, String> =
            document.elements("string").associate { it.getAttribute("name") to unescape(it.textContent) }

        private fun plurals(document: Document): Map<String, Map<String, String>> =
            document.elements("plurals").associate { plural ->
                val items = plural.getElementsByTagName("item")
                plural.getAttribute("name") to (0 until items.length).map { items.item(it) as Element }
                    .associate { it.getAttribute("quantity") to unescape(it.textContent) }
            }

        private fun Document.elements(tag: String): List<Element> {
            val nodes = getElementsByTagName(tag)
            return (0 until nodes.length).map { nodes.item(it) as Element }
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
