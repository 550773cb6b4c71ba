"""Checks the Android app's committed sounds as the iOS ones are checked
(ios/scripts/test_sounds.py: short, 16-bit mono, not clipped, no clicks),
and that they are what android/scripts/make-sounds.py writes.

Usage: python3 -m unittest discover -s android/scripts
"""

import importlib.util
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "ios/scripts"))
from test_sounds import sound_problems  # noqa: E402

RAW = ROOT / "android/app/src/main/res/raw"
LONGEST = {"move.wav": 0.3, "capture.wav": 0.4, "refused.wav": 0.3, "game_over.wav": 1.5}


def maker():
    spec = importlib.util.spec_from_file_location("make_android_sounds", Path(__file__).with_name("make-sounds.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class AndroidSoundsTest(unittest.TestCase):
    def test_every_sound_is_short_clean_and_committed(self):
        self.assertEqual(sorted(p.name for p in RAW.glob("*.wav")), sorted(LONGEST))
        for name, longest in LONGEST.items():
            self.assertEqual(sound_problems(RAW / name, longest), [], name)

    def test_the_committed_files_are_the_scripts_output(self):
        module = maker()
        with tempfile.TemporaryDirectory() as folder:
            for name, track in module.sounds().items():
                module.make_sounds.write(Path(folder) / name, track)
                self.assertEqual((Path(folder) / name).read_bytes(), (RAW / name).read_bytes(), name)


if __name__ == "__main__":
    unittest.main()
