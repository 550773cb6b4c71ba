"""Checks the iOS views (ios/Sources/MathChessUI) as far as a machine without
Apple's SDK can: every file parses as Swift (`swiftc -parse`: syntax only, no
type checking, since SwiftUI is not here), and the views' plain arithmetic
(which layout a screen gets, how far the board moves out of the move
choice's way) is compiled with view_layout_checks.swift and run. The board's
colours are read from BoardPalette.swift and measured.

Skipped, saying so, where no Swift toolchain is installed.
Usage: python3 -m unittest discover -s ios/scripts
"""

import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
VIEWS = SCRIPTS.parent / "Sources/MathChessUI"
SWIFTC = shutil.which("swiftc")
# The files of MathChessUI that import only Foundation: compiled and run here.
PLAIN = ["GameLayout.swift", "ChoiceCover.swift", "ChoiceFit.swift"]


@unittest.skipUnless(SWIFTC, "no swiftc on this machine: the views' Swift was not checked")
class ViewsTest(unittest.TestCase):
    def test_every_view_file_parses(self):
        files = sorted(VIEWS.glob("*.swift"))
        self.assertGreater(len(files), 20, "the views are missing")
        for path in files:
            with self.subTest(path.name):
                result = subprocess.run([SWIFTC, "-parse", str(path)], capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, result.stderr)

    def test_plain_files_import_only_foundation(self):
        for name in PLAIN:
            imports = [line for line in (VIEWS / name).read_text().splitlines() if line.startswith("import ")]
            self.assertEqual(imports, ["import Foundation"], name)

    def test_layout_arithmetic(self):
        with tempfile.TemporaryDirectory() as folder:
            program = Path(folder) / "checks"
            # Top-level code must be in a file named main.swift.
            main = Path(folder) / "main.swift"
            shutil.copy(SCRIPTS / "view_layout_checks.swift", main)
            sources = [str(VIEWS / name) for name in PLAIN] + [str(main)]
            build = subprocess.run(
                [SWIFTC, "-swift-version", "6", "-o", str(program), *sources], capture_output=True, text=True
            )
            self.assertEqual(build.returncode, 0, build.stderr)
            run = subprocess.run([str(program)], capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stdout + run.stderr)


def lightness(rgb):
    """CIE L* of an sRGB colour given as 0xRRGGBB."""

    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear((rgb >> shift) & 0xFF) for shift in (16, 8, 0))
    y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    f = y ** (1 / 3) if y > (6 / 29) ** 3 else y / (3 * (6 / 29) ** 2) + 4 / 29
    return 116 * f - 16


class PaletteTest(unittest.TestCase):
    def test_the_chequers_two_colours_are_apart_in_each_scheme(self):
        """The board's two square colours at least 4.5 apart in L*, as on
        Android (whose dark ones were 2.9 apart: hard to tell apart)."""
        source = (VIEWS / "BoardPalette.swift").read_text()
        for scheme in ("light", "dark"):
            with self.subTest(scheme):
                body = re.search(rf"static let {scheme} = BoardPalette\((.*?)\n    \)", source, re.S).group(1)
                board, shade = (int(re.search(rf"\b{name}: Color\(rgb: 0x([0-9A-F]{{6}})\)", body).group(1), 16) for name in ("board", "boardShade"))
                self.assertGreaterEqual(abs(lightness(board) - lightness(shade)), 4.5, f"{board:06X} / {shade:06X}")

    def test_lightness_matches_known_values(self):
        self.assertAlmostEqual(lightness(0xFFFFFF), 100, places=3)
        self.assertAlmostEqual(lightness(0x000000), 0, places=3)
        self.assertAlmostEqual(lightness(0x777777), 50.03, places=1)


if __name__ == "__main__":
    unittest.main()
