"""Checks the plural forms that generate-strings.py writes for Apple.

Usage: python3 -m unittest discover -s ios/scripts
"""

import importlib.util
import plistlib
import tempfile
import unittest
from pathlib import Path

SPEC = importlib.util.spec_from_file_location("generate_strings", Path(__file__).with_name("generate-strings.py"))
generate_strings = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(generate_strings)


def read(xml):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "strings.xml"
        path.write_text(xml, encoding="utf-8")
        return generate_strings.read_android(path)


class PluralsTest(unittest.TestCase):
    def test_each_language_has_every_count_in_apples_plural_format(self) -> None:
        files = generate_strings.outputs()
        english = None
        for language in generate_strings.LANGUAGES.values():
            path = generate_strings.KIT / f"Resources/{language}.lproj/Localizable.stringsdict"
            entries = plistlib.loads(files[path].encode("utf-8"))
            english = english or sorted(entries)
            self.assertEqual(sorted(entries), english, language)
            for name, entry in entries.items():
                self.assertEqual(entry["NSStringLocalizedFormatKey"], "%#@count@")
                forms = entry["count"]
                self.assertEqual(forms["NSStringFormatSpecTypeKey"], "NSStringPluralRuleType")
                self.assertIn("other", forms, f"{language} {name}")
                for quantity in generate_strings.QUANTITIES:
                    if quantity in forms:
                        self.assertIn("%1$d", forms[quantity], f"{language} {name} {quantity}")

    def test_plural_forms_are_unescaped_and_converted(self) -> None:
        strings, plurals = read(
            '<resources><string name="a">A</string><plurals name="n">'
            '<item quantity="one">%1$d piece\\\'s &amp; %2$s</item><item quantity="other">%1$d</item>'
            "</plurals></resources>"
        )
        self.assertEqual(strings, {"a": "A"})
        self.assertEqual(plurals, {"n": {"one": "%1$d piece's & %2$s", "other": "%1$d"}})
        plist = plistlib.loads(generate_strings.stringsdict_file("values", plurals).encode("utf-8"))
        self.assertEqual(plist["n"]["count"]["one"], "%1$d piece's & %2$@")

    def test_only_androids_whitespace_collapses_a_no_break_space_stays(self) -> None:
        strings, _ = read('<resources><string name="f">2\u00A0×\u00a07  = 14\u00a0</string></resources>')
        self.assertEqual(strings, {"f": "2\u00a0×\u00a07 = 14\u00a0"})

    def test_a_plural_without_its_other_form_or_with_an_unknown_quantity_is_refused(self) -> None:
        for items in ['<item quantity="one">%1$d</item>', '<item quantity="several">%1$d</item><item quantity="other">x</item>']:
            with self.assertRaises(generate_strings.StringsError):
                read(f'<resources><plurals name="n">{items}</plurals></resources>')


if __name__ == "__main__":
    unittest.main()
