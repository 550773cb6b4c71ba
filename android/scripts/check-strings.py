#!/usr/bin/env python3
"""Checks the app's strings where aapt2 cannot: every language has exactly the
keys of StringKey, with the same placeholders as English, and AndroidStrings
maps each key to the resource of its own name.

aapt2 only falls back to English for a missing translation and accepts any
placeholder; on Android both would show wrong text at run time.
Prints one line per problem and exits 1, or a summary and exits 0.
Usage: android/scripts/check-strings.py
"""
import re
import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

ANDROID = Path(__file__).resolve().parent.parent
RES = ANDROID / "ui/src/main/res"
STRING_KEY = ANDROID / "ui/src/main/kotlin/vn/mathchess/ui/text/StringKey.kt"
ANDROID_STRINGS = ANDROID / "app/src/main/kotlin/vn/mathchess/app/AndroidStrings.kt"

# The app's placeholders are positional strings and integers (%1$s, %2$d);
# %% is a literal percent sign.
PLACEHOLDER = re.compile(r"%(\d+)\$[sd]")
ANY_PERCENT = re.compile(r"%(?:%|\d+\$[sd]|.{0,3})")


def string_keys():
    body = re.search(r"enum class StringKey \{(.*?);", STRING_KEY.read_text(), re.S).group(1)
    return [name.lower() for name in re.findall(r"^\s*([A-Z][A-Z0-9_]*),", body, re.M)]


class Malformed(Exception):
    pass


def strings(folder):
    try:
        root = ElementTree.parse(folder / "strings.xml").getroot()
    except ElementTree.ParseError as e:
        raise Malformed(f"{folder.name}/strings.xml is not well-formed XML: {e}") from e
    return {node.get("name"): "".join(node.itertext()) for node in root.iter("string")}


def placeholders(text):
    return Counter(match.group(0) for match in PLACEHOLDER.finditer(text))


def problems():
    keys = string_keys()
    folders = sorted(RES.glob("values*/strings.xml"))
    english = strings(RES / "values")
    if set(english) != set(keys):
        yield f"values: keys differ from StringKey: missing {sorted(set(keys) - set(english))}, extra {sorted(set(english) - set(keys))}"
    for path in folders:
        folder = path.parent
        texts = strings(folder)
        for key in sorted(set(english) - set(texts)):
            yield f"{folder.name}: missing string {key}"
        for key in sorted(set(texts) - set(english)):
            yield f"{folder.name}: string {key} is not in English"
        for key, text in texts.items():
            bad = [m for m in ANY_PERCENT.findall(text) if m != "%%" and not PLACEHOLDER.fullmatch(m)]
            if bad:
                yield f"{folder.name}: {key} has {bad}: write %1$s, %2$d, … or %% for a percent sign"
            if key in english and placeholders(text) != placeholders(english[key]):
                yield (f"{folder.name}: {key} has placeholders {sorted(placeholders(text).elements())}, "
                       f"English {sorted(placeholders(english[key]).elements())}")
            if not text.strip():
                yield f"{folder.name}: {key} is empty"

    mapping = dict(re.findall(r"StringKey\.([A-Z0-9_]+)\s*->\s*R\.string\.(\w+)", ANDROID_STRINGS.read_text()))
    for key in keys:
        name = mapping.get(key.upper())
        if name != key:
            yield f"AndroidStrings.kt: StringKey.{key.upper()} -> {'R.string.' + name if name else 'nothing'}, want R.string.{key}"


def main():
    try:
        found = list(problems())
    except Malformed as e:
        found = [str(e)]
    for problem in found:
        print(f"check-strings: {problem}")
    if found:
        return 1
    print(f"check-strings: {len(string_keys())} keys in {len(list(RES.glob('values*/strings.xml')))} languages, "
          "same placeholders, each mapped in AndroidStrings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
