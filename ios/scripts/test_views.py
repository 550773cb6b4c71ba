"""Checks the iOS views (ios/Sources/MathChessUI) as far as a machine without
Apple's SDK can: every file parses as Swift (`swiftc -parse`: syntax only, no
type checking, since SwiftUI is not here), and the views' plain arithmetic
(which layout a screen gets, how far the board moves out of the move
choice's way) is compiled with view_layout_checks.swift and run.

Skipped, saying so, where no Swift toolchain is installed.
Usage: python3 -m unittest discover -s ios/scripts
"""

import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
VIEWS = SCRIPTS.parent / "Sources/MathChessUI"
SWIFTC = shutil.which("swiftc")
# The files of MathChessUI that import only Foundation: compiled and run here.
PLAIN = ["GameLayout.swift", "ChoiceCover.swift"]


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


if __name__ == "__main__":
    unittest.main()
