#!/usr/bin/env python3
"""Checks that the Android build's versions fit together as documented.

Reads gradle/libs.versions.toml, gradle/wrapper/gradle-wrapper.properties and
the table gradle/compatibility.toml (AGP's minimum Gradle and highest API
level, the libraries' minimum compileSdk), and docs/android.md's step that creates
the wrapper jar. Prints one line per problem and exits 1, or prints what it
checked and exits 0.
Usage: android/scripts/check-versions.py
"""
import re
import sys
import tomllib
from pathlib import Path

ANDROID = Path(__file__).resolve().parent.parent


def version_key(text):
    """(numbers, is_release): 9.6.0-rc-1 sorts below 9.6.0."""
    match = re.fullmatch(r"(\d+(?:\.\d+)*)(.*)", text)
    if not match:
        raise ValueError(f"not a version: {text}")
    numbers = [int(n) for n in match.group(1).split(".")]
    return numbers + [0] * (4 - len(numbers)), match.group(2) == ""


def wrapper_gradle_version(properties):
    url = re.search(r"^distributionUrl=(.*)$", properties, re.M)
    name = url and re.search(r"gradle-([^/]+?)-(?:bin|all)\.zip$", url.group(1))
    if not name:
        raise ValueError("gradle-wrapper.properties: no distributionUrl naming a gradle-VERSION-bin.zip")
    return name.group(1)


def problems(catalog, table, gradle, readme):
    versions = catalog["versions"]
    agp, compile_sdk = versions["agp"], int(versions["compileSdk"])
    min_sdk, target_sdk = int(versions["minSdk"]), int(versions["targetSdk"])

    agp_line = ".".join(agp.split(".")[:2])
    row = table["agp"].get(agp_line)
    if row is None:
        yield f"AGP {agp}: no row [agp.\"{agp_line}\"] in gradle/compatibility.toml; add one from its release notes"
    else:
        if version_key(gradle) < version_key(row["min-gradle"]):
            yield f"Gradle {gradle} (wrapper) is older than AGP {agp} needs: {row['min-gradle']} ({row['source']})"
        if compile_sdk > row["max-compile-sdk"]:
            yield f"compileSdk {compile_sdk} is above AGP {agp}'s highest, {row['max-compile-sdk']} ({row['source']})"

    for key, rows in table["min-compile-sdk"].items():
        version = versions.get(key)
        if version not in rows:
            yield f"{key} {version}: no minCompileSdk row in gradle/compatibility.toml; add one from its AARs"
        elif compile_sdk < rows[version]:
            yield f"compileSdk {compile_sdk} is below {key} {version}'s minCompileSdk {rows[version]}"

    if not min_sdk <= target_sdk <= compile_sdk:
        yield f"want minSdk {min_sdk} <= targetSdk {target_sdk} <= compileSdk {compile_sdk}"

    # AGP's built-in Kotlin compiles with the Kotlin Gradle plugin on the build's
    # classpath; the Compose compiler plugin must be exactly that Kotlin.
    for section, name in (("plugins", "kotlin-compose"), ("libraries", "kotlin-gradle-plugin")):
        version = catalog[section].get(name, {}).get("version")
        if version != {"ref": "kotlin"}:
            yield f"{section}.{name} must use version.ref = \"kotlin\" (it has version = {version!r})"

    step = re.search(r"gradle wrapper --gradle-version (\S+)", readme)
    if not step or step.group(1) != gradle:
        found = step.group(1) if step else "none"
        yield f"docs/android.md's wrapper step names Gradle {found}, the wrapper {gradle}"


def main():
    catalog = tomllib.loads((ANDROID / "gradle/libs.versions.toml").read_text())
    table = tomllib.loads((ANDROID / "gradle/compatibility.toml").read_text())
    gradle = wrapper_gradle_version((ANDROID / "gradle/wrapper/gradle-wrapper.properties").read_text())
    readme = (ANDROID.parent / "docs/android.md").read_text()
    found = list(problems(catalog, table, gradle, readme))
    for problem in found:
        print(f"check-versions: {problem}")
    if found:
        return 1
    v = catalog["versions"]
    print(f"check-versions: AGP {v['agp']}, Gradle {gradle}, compileSdk {v['compileSdk']}, "
          f"targetSdk {v['targetSdk']}, minSdk {v['minSdk']}, Kotlin {v['kotlin']}: they fit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
