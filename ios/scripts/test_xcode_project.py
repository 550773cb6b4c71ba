"""Checks the hand-written Xcode project, its scheme, Info.plist and asset catalog.

Nothing on Linux can open the project in Xcode, so this test reads it the way
Xcode would and checks what would break there: the file parses, object IDs are
unique 24-digit hex strings, every reference resolves to an object of the
right kind and every object is used, the synchronized source folder and the
local package exist, the linked products are ones the package declares, the
scheme points at the app target, and the files the build settings name exist.
Each check is also run on a broken copy, to show that it catches the fault.

Usage: python3 -m unittest discover -s ios/scripts
"""

import json
import plistlib
import re
import shutil
import struct
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pbxproj_parser

IOS = Path(__file__).resolve().parents[1]
PROJECT_DIR = IOS / "MathChess"
PBXPROJ = PROJECT_DIR / "MathChess.xcodeproj/project.pbxproj"
SCHEME = PROJECT_DIR / "MathChess.xcodeproj/xcshareddata/xcschemes/MathChess.xcscheme"
MANIFEST = IOS / "Package.swift"

TARGET = "MathChess"
PRODUCTS = {"MathChessKit", "MathChessUI"}
LANGUAGES = ["en", "vi", "zh-Hans", "es", "cs"]

ID = re.compile(r"[0-9A-F]{24}")

# The keys whose values are references, and the kinds of object each may name.
BUILD_PHASES = {
    "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
    "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXHeadersBuildPhase",
}
TARGETS = {"PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"}
FILES = {"PBXFileReference", "PBXGroup", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup"}
PACKAGES = {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"}
REFERENCES = {
    "buildConfigurationList": {"XCConfigurationList"},
    "buildConfigurations": {"XCBuildConfiguration"},
    "buildPhases": BUILD_PHASES,
    "buildPhase": BUILD_PHASES,
    "buildRules": {"PBXBuildRule"},
    "children": FILES,
    "dependencies": {"PBXTargetDependency"},
    "exceptions": {
        "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
    },
    "fileRef": FILES,
    "files": {"PBXBuildFile"},
    "fileSystemSynchronizedGroups": {"PBXFileSystemSynchronizedRootGroup"},
    "mainGroup": {"PBXGroup"},
    "package": PACKAGES,
    "packageProductDependencies": {"XCSwiftPackageProductDependency"},
    "packageReferences": PACKAGES,
    "productRef": {"XCSwiftPackageProductDependency"},
    "productRefGroup": {"PBXGroup"},
    "productReference": {"PBXFileReference"},
    "target": TARGETS,
    "targetProxy": {"PBXContainerItemProxy"},
    "targets": TARGETS,
}


def strings_in(value):
    """Every string in a parsed value, dictionary keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)
    else:
        for key, item in value.items():
            yield key
            yield from strings_in(item)


def structure_problems(text: str) -> list[str]:
    """What would stop Xcode reading the project: syntax, IDs and references."""
    try:
        plist = pbxproj_parser.loads(text)
    except pbxproj_parser.ParseError as error:
        return [f"project.pbxproj does not parse: {error}"]
    problems = []
    if plist.get("archiveVersion") != "1" or plist.get("objectVersion") != "77":
        problems.append("expected archiveVersion 1 and objectVersion 77")
    objects = plist.get("objects", {})
    for oid, obj in objects.items():
        if not ID.fullmatch(oid):
            problems.append(f"object ID {oid!r} is not 24 upper-case hex digits")
        if not isinstance(obj, dict) or "isa" not in obj:
            problems.append(f"object {oid} has no isa")
    if problems:
        return problems

    root = plist.get("rootObject")
    if objects.get(root, {}).get("isa") != "PBXProject":
        problems.append(f"rootObject {root!r} is not a PBXProject")
    for oid, obj in objects.items():
        # A string shaped like an ID anywhere, even a dictionary key
        # (TargetAttributes), must name an object.
        for string in strings_in(obj):
            if ID.fullmatch(string) and string not in objects:
                problems.append(f"{obj['isa']} {oid} refers to {string}, which is not an object")
        for key, kinds in REFERENCES.items():
            if key not in obj:
                continue
            refs = obj[key] if isinstance(obj[key], list) else [obj[key]]
            for ref in refs:
                if not isinstance(ref, str) or not ID.fullmatch(ref):
                    problems.append(f"{obj['isa']} {oid}: {key} holds {ref!r}, not an object ID")
                elif ref in objects and objects[ref]["isa"] not in kinds:
                    problems.append(f"{obj['isa']} {oid}: {key} names a {objects[ref]['isa']}")

    # Every object is reachable from the project object: Xcode drops the rest.
    seen, todo = set(), [root]
    while todo:
        oid = todo.pop()
        if oid in seen or oid not in objects:
            continue
        seen.add(oid)
        todo.extend(s for s in strings_in(objects[oid]) if ID.fullmatch(s))
    for oid in objects.keys() - seen:
        problems.append(f"{objects[oid]['isa']} {oid} is not used")
    return problems


class Project:
    """The parsed project, with the look-ups the app checks need."""

    def __init__(self, text: str, project_dir: Path) -> None:
        self.plist = pbxproj_parser.loads(text)
        self.objects = self.plist["objects"]
        self.dir = project_dir

    def all(self, isa: str) -> list[dict]:
        return [obj for obj in self.objects.values() if obj["isa"] == isa]

    def target(self) -> dict:
        (target,) = [t for t in self.all("PBXNativeTarget") if t["name"] == TARGET]
        return target

    def settings(self, owner: dict) -> list[dict]:
        """The build settings of each configuration of a target or the project."""
        configurations = self.objects[owner["buildConfigurationList"]]["buildConfigurations"]
        return [self.objects[c]["buildSettings"] for c in configurations]

    def folder(self, group_id: str) -> Path:
        """The folder a group stands for: its path under its parents' paths."""
        parents = {
            child: oid
            for oid, obj in self.objects.items()
            for child in obj.get("children", [])
        }
        parts = []
        while group_id is not None:
            parts.append(self.objects[group_id].get("path", ""))
            group_id = parents.get(group_id)
        return self.dir.joinpath(*reversed(parts))


def app_problems(project: Project) -> list[str]:
    """What would break the app's build: missing folders, files, packages, products."""
    problems = []
    target = project.target()
    if target["productType"] != "com.apple.product-type.application":
        problems.append(f"{TARGET} is not an application target")

    folders, excepted = [], set()
    for group_id in target.get("fileSystemSynchronizedGroups", []):
        folder = project.folder(group_id)
        folders.append(folder)
        if not folder.is_dir():
            problems.append(f"synchronized folder {folder} does not exist")
            continue
        if not any(folder.rglob("*.swift")):
            problems.append(f"synchronized folder {folder} holds no Swift source")
        for exception_id in project.objects[group_id].get("exceptions", []):
            for name in project.objects[exception_id].get("membershipExceptions", []):
                excepted.add(folder / name)
                if not (folder / name).exists():
                    problems.append(f"exception {name} is not in {folder}")
    if not folders:
        problems.append(f"{TARGET} has no synchronized source folder")

    for package in project.all("XCLocalSwiftPackageReference"):
        path = project.dir / package["relativePath"]
        if not path.is_dir():
            problems.append(f"local package folder {path} does not exist")

    dependencies = {project.objects[d]["productName"]: d for d in target.get("packageProductDependencies", [])}
    if dependencies.keys() != PRODUCTS:
        problems.append(f"{TARGET} depends on products {sorted(dependencies)}, expected {sorted(PRODUCTS)}")
    linked = {
        project.objects[build_file].get("productRef")
        for phase in target["buildPhases"]
        if project.objects[phase]["isa"] == "PBXFrameworksBuildPhase"
        for build_file in project.objects[phase]["files"]
    }
    for name, dependency in dependencies.items():
        if dependency not in linked:
            problems.append(f"{name} is a dependency of {TARGET} but is not linked")

    for settings in project.settings(target):
        info_plist = project.dir / settings.get("INFOPLIST_FILE", "")
        if not info_plist.is_file():
            problems.append(f"INFOPLIST_FILE {info_plist} does not exist")
        # A synchronized folder copies every file it holds into the app; an
        # Info.plist that is also processed as one gives "Multiple commands
        # produce Info.plist" unless the folder's exceptions leave it out.
        if any(info_plist.is_relative_to(folder) for folder in folders) and info_plist not in excepted:
            problems.append(f"{info_plist.name} is in the synchronized folder but not excepted from it")
        for key, suffix in (
            ("ASSETCATALOG_COMPILER_APPICON_NAME", "appiconset"),
            ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "colorset"),
        ):
            name = settings.get(key)
            if not any(any(folder.glob(f"*.xcassets/{name}.{suffix}")) for folder in folders):
                problems.append(f"{key} names {name!r}, which no asset catalog holds as a {suffix}")
    return problems


def manifest_problems(manifest: str) -> list[str]:
    """The products the app links must be libraries the package declares."""
    declared = set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest))
    return [f"Package.swift declares no library product {name}" for name in sorted(PRODUCTS - declared)]


def scheme_problems(scheme: str, project: Project) -> list[str]:
    """Every target the shared scheme names must be a target of the project."""
    problems = []
    references = ElementTree.fromstring(scheme).iter("BuildableReference")
    for reference in references:
        target = project.objects.get(reference.get("BlueprintIdentifier"), {})
        product = project.objects.get(target.get("productReference"), {})
        if target.get("name") != reference.get("BlueprintName") or product.get("path") != reference.get("BuildableName"):
            problems.append(f"the scheme names target {reference.get('BlueprintIdentifier')} "
                            f"({reference.get('BlueprintName')}), which the project does not have")
        if reference.get("ReferencedContainer") != "container:MathChess.xcodeproj":
            problems.append(f"the scheme refers to {reference.get('ReferencedContainer')}")
    return problems


def png_header(path: Path) -> tuple[int, int, int]:
    """A PNG's width, height and colour type (2: RGB, 6: RGB with alpha)."""
    data = path.read_bytes()[:26]
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height, data[25]


def asset_problems(catalog: Path) -> list[str]:
    """Every Contents.json parses and names files that exist; the app icon is usable."""
    problems = []
    contents = sorted(catalog.rglob("Contents.json"))
    if catalog / "Contents.json" not in contents:
        problems.append(f"{catalog} has no Contents.json")
    for path in contents:
        try:
            entries = json.loads(path.read_text())
        except json.JSONDecodeError as error:
            problems.append(f"{path} does not parse: {error}")
            continue
        for image in entries.get("images", []):
            name = image.get("filename")
            if name is None:
                continue
            file = path.parent / name
            if not file.is_file():
                problems.append(f"{path} names {name}, which does not exist")
            elif path.parent.suffix == ".appiconset":
                width, height, colour = png_header(file)
                if f"{width}x{height}" != image.get("size"):
                    problems.append(f"{name} is {width}x{height}, not {image.get('size')}")
                # The App Store refuses an app icon with an alpha channel.
                if "appearances" not in image and colour != 2:
                    problems.append(f"{name} is not an opaque RGB image")
    return problems


class XcodeProjectTest(unittest.TestCase):
    def setUp(self) -> None:
        self.text = PBXPROJ.read_text()

    def mutated(self, old: str, new: str) -> str:
        """The project text with one exact, unique piece replaced."""
        self.assertEqual(self.text.count(old), 1, f"{old!r} must occur once in the project")
        return self.text.replace(old, new)

    def assert_caught(self, problems: list[str], fragment: str) -> None:
        self.assertTrue(any(fragment in p for p in problems), f"no problem mentions {fragment!r}: {problems}")

    # The project as committed.

    def test_project_structure(self) -> None:
        self.assertEqual(structure_problems(self.text), [])

    def test_app_target(self) -> None:
        self.assertEqual(app_problems(Project(self.text, PROJECT_DIR)), [])

    def test_scheme(self) -> None:
        self.assertEqual(scheme_problems(SCHEME.read_text(), Project(self.text, PROJECT_DIR)), [])

    def test_asset_catalog(self) -> None:
        catalogs = list(PROJECT_DIR.glob("*/*.xcassets"))
        self.assertEqual(len(catalogs), 1)
        self.assertEqual(asset_problems(catalogs[0]), [])

    def test_info_plist_localizations(self) -> None:
        project = Project(self.text, PROJECT_DIR)
        for settings in project.settings(project.target()):
            info = plistlib.loads((PROJECT_DIR / settings["INFOPLIST_FILE"]).read_bytes())
            self.assertEqual(info["CFBundleLocalizations"], LANGUAGES)

    def test_info_plist_says_why_it_uses_the_local_network(self) -> None:
        # Nearby play connects to another phone on the network: iOS asks the
        # player with this sentence, and without it refuses the connection.
        project = Project(self.text, PROJECT_DIR)
        for settings in project.settings(project.target()):
            info = plistlib.loads((PROJECT_DIR / settings["INFOPLIST_FILE"]).read_bytes())
            self.assertRegex(info.get("NSLocalNetworkUsageDescription", ""), r"^Math Chess .{20,}\.$")

    def test_build_settings(self) -> None:
        project = Project(self.text, PROJECT_DIR)
        for settings in project.settings(project.plist["objects"][project.plist["rootObject"]]):
            self.assertEqual(settings["IPHONEOS_DEPLOYMENT_TARGET"], "17.0")
        for settings in project.settings(project.target()):
            self.assertEqual(settings["SWIFT_VERSION"], "6.0")
            self.assertEqual(settings["PRODUCT_BUNDLE_IDENTIFIER"], "vn.mathchess.app")
            self.assertEqual(settings["TARGETED_DEVICE_FAMILY"], "1,2")
            self.assertNotIn("DEVELOPMENT_TEAM", settings, "each developer picks their own team")

    def test_products_are_declared_by_the_package(self) -> None:
        if not MANIFEST.exists():
            self.skipTest(f"{MANIFEST} is not there yet")
        self.assertEqual(manifest_problems(MANIFEST.read_text()), [])

    # Broken copies: each check catches its fault.

    def test_catches_syntax_error(self) -> None:
        broken = self.mutated("productName = MathChessKit;", "productName = MathChessKit")
        self.assert_caught(structure_problems(broken), "does not parse")

    def test_catches_duplicate_id(self) -> None:
        line = "\t\t4D4300000000000000000015 /* MathChessUI in Frameworks */ = {isa = PBXBuildFile; productRef = 4D4300000000000000000013 /* MathChessUI */; };\n"
        broken = self.mutated(line, line + line.replace("MathChessUI in", "Another in"))
        self.assert_caught(structure_problems(broken), "'4D4300000000000000000015' given twice")

    def test_catches_dangling_reference(self) -> None:
        broken = self.mutated(
            "productRef = 4D4300000000000000000012 /* MathChessKit */",
            "productRef = 4D43000000000000000000FF /* MathChessKit */",
        )
        self.assert_caught(structure_problems(broken), "refers to 4D43000000000000000000FF, which is not an object")

    def test_catches_malformed_id(self) -> None:
        broken = self.mutated("target = 4D4300000000000000000007 /* MathChess */;", "target = MathChess;")
        self.assert_caught(structure_problems(broken), "target holds 'MathChess', not an object ID")

    def test_catches_reference_to_wrong_kind(self) -> None:
        broken = self.mutated(
            "fileSystemSynchronizedGroups = (\n\t\t\t\t4D4300000000000000000005 /* MathChess */,",
            "fileSystemSynchronizedGroups = (\n\t\t\t\t4D4300000000000000000003 /* Products */,",
        )
        self.assert_caught(structure_problems(broken), "fileSystemSynchronizedGroups names a PBXGroup")

    def test_catches_unused_object(self) -> None:
        broken = self.mutated(
            "\t\t\tpackageReferences = (\n\t\t\t\t4D4300000000000000000011 /* XCLocalSwiftPackageReference \"..\" */,\n\t\t\t);\n",
            "",
        )
        self.assert_caught(structure_problems(broken), "XCLocalSwiftPackageReference 4D4300000000000000000011 is not used")

    def test_catches_missing_folders_and_package(self) -> None:
        broken = self.mutated("\t\t\tpath = MathChess;\n", "\t\t\tpath = MathChessSources;\n")
        broken = broken.replace("relativePath = ..;", "relativePath = ../Packages/MathChess;")
        problems = app_problems(Project(broken, PROJECT_DIR))
        self.assert_caught(problems, "MathChessSources does not exist")
        self.assert_caught(problems, "Packages/MathChess does not exist")

    def test_catches_unlinked_and_unknown_products(self) -> None:
        broken = self.mutated("\t\t\t\t4D4300000000000000000015 /* MathChessUI in Frameworks */,\n", "")
        self.assert_caught(app_problems(Project(broken, PROJECT_DIR)), "MathChessUI is a dependency of MathChess but is not linked")
        renamed = self.mutated("productName = MathChessUI;", "productName = MathChessViews;")
        self.assert_caught(app_problems(Project(renamed, PROJECT_DIR)), "expected ['MathChessKit', 'MathChessUI']")
        self.assert_caught(manifest_problems('.library(name: "MathChessKit", targets: ["MathChessKit"])'), "no library product MathChessUI")

    def test_catches_info_plist_copied_as_a_resource(self) -> None:
        broken = self.mutated("\t\t\tmembershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t);\n", "")
        self.assert_caught(app_problems(Project(broken, PROJECT_DIR)), "Info.plist is in the synchronized folder but not excepted")

    def test_catches_missing_app_icon(self) -> None:
        broken = self.text.replace("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;", "ASSETCATALOG_COMPILER_APPICON_NAME = Icon;")
        self.assert_caught(app_problems(Project(broken, PROJECT_DIR)), "names 'Icon', which no asset catalog holds")

    def test_catches_scheme_naming_another_target(self) -> None:
        scheme = SCHEME.read_text().replace("4D4300000000000000000007", "4D4300000000000000000004")
        self.assert_caught(scheme_problems(scheme, Project(self.text, PROJECT_DIR)), "which the project does not have")

    def test_catches_asset_naming_missing_file(self) -> None:
        with tempfile.TemporaryDirectory() as temp:
            catalog = Path(temp) / "Assets.xcassets"
            shutil.copytree(next(PROJECT_DIR.glob("*/*.xcassets")), catalog)
            (catalog / "AppIcon.appiconset/AppIcon-Dark.png").unlink()
            (catalog / "AccentColor.colorset/Contents.json").write_text('{ "colors" : [ }')
            problems = asset_problems(catalog)
            self.assert_caught(problems, "names AppIcon-Dark.png, which does not exist")
            self.assert_caught(problems, "AccentColor.colorset/Contents.json does not parse")


if __name__ == "__main__":
    unittest.main()
