#!/usr/bin/env python3
"""Synthesises the Android app's sounds into android/app/src/main/res/raw:
the iOS app's (ios/scripts/make_sounds.py, the one synthesiser). Android
resource names take no hyphen: game-over.wav is written as game_over.wav.

Usage: android/scripts/make-sounds.py
"""

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "ios/scripts"))
import make_sounds  # noqa: E402

OUT = ROOT / "android/app/src/main/res/raw"


def sounds() -> dict[str, list[float]]:
    return {name.replace("-", "_"): track for name, track in make_sounds.sounds().items()}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, track in sounds().items():
        make_sounds.write(OUT / name, track)
        peak = max(abs(v) for v in track)
        print(f"{name}: {len(track) / make_sounds.RATE:.3f} s, peak {20 * math.log10(peak):.1f} dBFS")


if __name__ == "__main__":
    main()
