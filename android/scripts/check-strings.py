#!/usr/bin/env python3
"""Checks the app's strings where aapt2 cannot: every language has exactly the
keys of StringKey, with the same placeholders as English, and the plurals of
PluralKey with a form for each of its plural categories (the count as %1$d in
each); AndroidStrings maps each key to the resource of its own name.

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


def string_keys(enum="StringKey"):
    body = re.search(r"enum class " + enum + r" \{(.*?);", STRING_KEY.read_text(), re.S).group(1)
    return [name.lower() for name in re.findall(r"^\s*([A-Z][A-Z0-9_]*),", body, re.M)]


# CLDR's plural categories of each language's counts (fractions included:
# Czech's many), as Android's getQuantityString asks for them.
PLURAL_CATEGORIES = {
    "values": {"one", "other"},
    "values-es": {"one", "many", "other"},
    "values-cs": {"one", "few", "many", "other"},
    "values-vi": {"other"},
    "values-zh": {"other"},
}


class Malformed(Exception):
    pass


def strings(folder):
    try:
        root = ElementTree.parse(folder / "strings.xml").getroot()
    except ElementTree.ParseError as e:
        raise Malformed(f"{folder.name}/strings.xml is not well-formed XML: {e}") from e
    return {node.get("name"): "".join(node.itertext()) for node in root.iter("string")}


def plurals(folder):
    root = ElementTree.parse(folder / "strings.xml").getroot()
    return {node.get("name"): {item.get("quantity"): "".join(item.itertext()) for item in node.iter("item")}
            for node in root.iter("plurals")}


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

    plural_keys = string_keys("PluralKey")
    for path in folders:
        folder = path.parent
        counts = plurals(folder)
        if set(counts) != set(plural_keys):
            yield f"{folder.name}: plurals differ from PluralKey: missing {sorted(set(plural_keys) - set(counts))}, extra {sorted(set(counts) - set(plural_keys))}"
        want = PLURAL_CATEGORIES.get(folder.name)
        for key, forms in counts.items():
            if want is None:
                yield f"{folder.name}: no plural categories known for this language (PLURAL_CATEGORIES)"
            elif set(forms) != want:
                yield f"{folder.name}: {key} has forms {sorted(forms)}, the language's categories are {sorted(want)}"
            for quantity, text in forms.items():
                if sorted(placeholders(text).elements()) != ["%1$d"]:
                    yield f"{folder.name}: {key} ({quantity}) must hold the count once as %1$d: {text!r}"

    mapping = dict(re.findall(r"StringKey\.([A-Z0-9_]+)\s*->\s*R\.string\.(\w+)", ANDROID_STRINGS.read_text()))
    for key in keys:
        name = mapping.get(key.upper())
        if name != key:
            yield f"AndroidStrings.kt: StringKey.{key.upper()} -> {'R.string.' + name if name else 'nothing'}, want R.string.{key}"
    plural_mapping = dict(re.findall(r"PluralKey\.([A-Z0-9_]+)\s*->\s*R\.plurals\.(\w+)", ANDROID_STRINGS.read_text()))
    for key in plural_keys:
        name = plural_mapping.get(key.upper())
        if name != key:
            yield f"AndroidStrings.kt: PluralKey.{key.upper()} -> {'R.plurals.' + name if name else 'nothing'}, want R.plurals.{key}"


def main():
    try:
        found = list(problems())
    except Malformed as e:
        found = [str(e)]
    for problem in found:
        print(f"check-strings: {problem}")
    if found:
        return 1
    print(f"check-strings: {len(string_keys())} keys and {len(string_keys('PluralKey'))} plurals in "
          f"{len(list(RES.glob('values*/strings.xml')))} languages, same placeholders, each mapped in AndroidStrings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
