package vn.mathchess.desktop

import java.util.Locale
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import vn.mathchess.ui.text.StringKey

class StringsTest {
    private fun file(language: String) =
        XmlStrings.parse(javaClass.getResourceAsStream("/android-res/${if (language == "en") "values" else "values-$language"}/strings.xml"))

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
}
