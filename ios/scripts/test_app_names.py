"""Checks that the app's home-screen names match Android's app_name strings.

Usage: python3 -m unittest discover -s ios/scripts
"""

import tempfile
import unittest
from pathlib import Path

import generate_app_names
import pbxproj_parser


def mismatches(expected: dict[Path, str]) -> list[str]:
    problems = []
    for path, text in expected.items():
        if not path.is_file():
            problems.append(f"{path} is missing: run ios/scripts/generate_app_names.py")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"{path} differs from Android's app_name: run ios/scripts/generate_app_names.py")
    return problems


class AppNamesTest(unittest.TestCase):
    def test_names_match_android(self) -> None:
        self.assertEqual(mismatches(generate_app_names.expected_files()), [])

    def test_every_language_has_a_name(self) -> None:
        names = {path.parent.name: text for path, text in generate_app_names.expected_files().items()}
        self.assertEqual(sorted(names), sorted(f"{lang}.lproj" for lang in ["en", "vi", "zh-Hans", "es", "cs"]))
        self.assertIn('"CFBundleDisplayName" = "Cờ toán";', names["vi.lproj"])

    def test_catches_stale_and_missing_files(self) -> None:
        expected = generate_app_names.expected_files()
        stale = {path: text.replace("Cờ toán", "Cờ tướng") for path, text in expected.items()}
        self.assertTrue(any("differs" in p for p in mismatches(stale)))
        with tempfile.TemporaryDirectory() as temp:
            missing = {Path(temp) / "xx.lproj/InfoPlist.strings": "x"}
            self.assertTrue(any("is missing" in p for p in mismatches(missing)))

    def test_strings_files_read_back(self) -> None:
        # A .strings file is an old-style property list without the braces.
        for name in ("Cờ toán", 'Say "hi" \\ bye'):
            text = generate_app_names.info_plist_strings(name)
            self.assertEqual(pbxproj_parser.loads("{" + text + "}"), {"CFBundleDisplayName": name})


if __name__ == "__main__":
    unittest.main()
