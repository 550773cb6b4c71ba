package vn.mathchess.desktop

import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import vn.mathchess.ui.text.PluralKey
import vn.mathchess.ui.text.StringKey

class StringsTest {
    private fun file(language: String) =
        XmlStrings.parse(javaClass.getResourceAsStream("/android-res/${if (language == "en") "values" else "values-$language"}/strings.xml"))

    private fun pluralsFile(language: String) =
        XmlStrings.parsePlurals(javaClass.getResourceAsStream("/android-res/${if (language == "en") "values" else "values-$language"}/strings.xml"))

    private val placeholder = Regex("""%(\d+)\$[sd]""")

    @Test
    fun everyLanguage_hasExactlyTheKeys_withTheSamePlaceholders() {
        val keys = StringKey.entries.map { it.resourceName }.toSet()
        val english = assertNotNull(file("en"))
        for (language in XmlStrings.LANGUAGES) {
            val texts = assertNotNull(file(language), language)
            assertEquals(keys, texts.keys, "keys of $language")
            for ((key, text) in texts) {
                val expected = placeholder.findAll(english.getValue(key)).map { it.value }.toSet()
                assertEquals(expected, placeholder.findAll(text).map { it.value }.toSet(), "$language $key")
                assert(text.isNotBlank()) { "$language $key is blank" }
            }
        }
    }

    @Test
    fun forLocale_fillsArguments_andFallsBackToEnglish() {
        val vietnamese = XmlStrings.forLocale(Locale.forLanguageTag("vi"))
        assertEquals("Cờ toán", vietnamese.get(StringKey.APP_NAME))
        assertEquals("Xanh 7 ở d3", vietnamese.get(StringKey.SQUARE_PIECE, "Xanh", 7, "d3"))
        val unknown = XmlStrings.forLocale(Locale.forLanguageTag("fr"))
        assertEquals("Math Chess", unknown.get(StringKey.APP_NAME))
        assertEquals("the other side's 0", XmlStrings.unescape("""the other side\'s 0"""))
        assertEquals("a\nb \\", XmlStrings.unescape("""a\nb \\"""))
    }

    /**
     * A formula is never broken across lines: in every language its spaces
     * are non-breaking, placeholders too ("%1$d %2$s %3$d = 0"); a
     * lesson's "9 − 4 = 5" once broke after the 9.
     */
    @Test
    fun everyFormula_hasNonBreakingSpaces() {
        // A number or a number's placeholder; an operator (% but not a placeholder's), or an operator's placeholder.
        val operand = """(?:\(?\d+\)?|%\d\${'$'}d)"""
        val operator = """(?:[−+×÷=/]|%(?!\d\${'$'}))"""
        val placeholderOperator = """%\d\${'$'}s"""
        val breakable = Regex(
            "$operand $operator|$operator $operand|$operand $placeholderOperator|$placeholderOperator (?:\\d|%\\d\\${'$'}d[ \u00A0][=−+×÷])",
        )
        for (language in XmlStrings.LANGUAGES) {
            for ((key, text) in assertNotNull(file(language), language)) {
                assertEquals(null, breakable.find(text)?.value, "$language $key: $text")
            }
        }
    }

    /** The buttons of one screen never share a label: Czech's Undo and Back were both "Zpět". */
    @Test
    fun undoAndBack_differ_inEveryLanguage() {
        for (language in XmlStrings.LANGUAGES) {
            val texts = assertNotNull(file(language), language)
            val labels = listOf(StringKey.ACTION_UNDO, StringKey.ACTION_REDO, StringKey.ACTION_BACK).map { texts.getValue(it.resourceName) }
            assertEquals(labels.size, labels.toSet().size, "$language: $labels")
        }
    }

    /** Each count in every language has a form for each of the language's plural categories (CLDR), the count in each. */
    @Test
    fun everyLanguage_hasEachCountsForms() {
        val categories = mapOf(
            "en" to setOf("one", "other"),
            "es" to setOf("one", "many", "other"),
            "cs" to setOf("one", "few", "many", "other"),
            "vi" to setOf("other"),
            "zh" to setOf("other"),
        )
        for (language in XmlStrings.LANGUAGES) {
            val plurals = assertNotNull(pluralsFile(language), language)
            assertEquals(PluralKey.entries.map { it.resourceName }.toSet(), plurals.keys, "plurals of $language")
            for ((key, forms) in plurals) {
                assertEquals(categories.getValue(language), forms.keys, "$language $key")
                for ((quantity, text) in forms) assertEquals(listOf("%1\$d"), placeholder.findAll(text).map { it.value }.toList(), "$language $key $quantity")
            }
        }
    }

    @Test
    fun aCount_takesItsLanguagesForm() {
        val english = XmlStrings.forLocale(Locale.ENGLISH)
        assertEquals("1 mistake", english.plural(PluralKey.REVIEW_MISTAKES, 1))
        assertEquals("0 mistakes", english.plural(PluralKey.REVIEW_MISTAKES, 0))
        assertEquals("2 inaccuracies", english.plural(PluralKey.REVIEW_INACCURACIES, 2))
        val czech = XmlStrings.forLocale(Locale.forLanguageTag("cs"))
        assertEquals(
            listOf("1 hrubá chyba", "3 hrubé chyby", "5 hrubých chyb", "0 hrubých chyb"),
            listOf(1, 3, 5, 0).map { czech.plural(PluralKey.REVIEW_BLUNDERS, it) },
        )
        assertEquals("1 imprecisión", XmlStrings.forLocale(Locale.forLanguageTag("es")).plural(PluralKey.REVIEW_INACCURACIES, 1))
        assertEquals("2 nước sai", XmlStrings.forLocale(Locale.forLanguageTag("vi")).plural(PluralKey.REVIEW_MISTAKES, 2))
        assertEquals("1 mistake", XmlStrings.forLocale(Locale.forLanguageTag("fr")).plural(PluralKey.REVIEW_MISTAKES, 1))
    }
}
