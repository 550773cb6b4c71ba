"""Checks the app's sound files: short, 16-bit mono, not clipped, no clicks.

The sounds are made by make_sounds.py; this test reads the committed files, so
a hand edit or a bad change to the script shows here. Each check is also run
on a broken file, to show that it catches the fault.

Usage: python3 -m unittest discover -s ios/scripts
"""

import math
import struct
import tempfile
import unittest
import wave
from pathlib import Path

SOUNDS = Path(__file__).resolve().parents[1] / "Sources/MathChessUI/Resources/Sounds"

# Longest allowed duration of each sound, in seconds: a move and a capture
# must not outlast the next tap; the end of a game may ring a little longer.
LONGEST = {"move.wav": 0.3, "capture.wav": 0.4, "refused.wav": 0.3, "game-over.wav": 1.5}
LOUDEST_DB = -1.0  # a peak above this is at or near clipping
QUIETEST_DB = -20.0  # a peak below this is too soft to hear over the device
EDGE = 0.01  # the first and last samples, as a fraction of full scale: no click


def sound_problems(path: Path, longest: float) -> list[str]:
    with wave.open(str(path), "rb") as sound:
        channels, width, rate, count = sound.getnchannels(), sound.getsampwidth(), sound.getframerate(), sound.getnframes()
        frames = sound.readframes(count)
    if channels != 1 or width != 2:
        return [f"{path.name} is not 16-bit mono ({channels} channels, {8 * width}-bit)"]
    problems = []
    samples = [s / 32768 for s in struct.unpack(f"<{count}h", frames)]
    if count == 0:
        return [f"{path.name} is empty"]
    if count / rate > longest:
        problems.append(f"{path.name} lasts {count / rate:.2f} s, longer than {longest} s")
    peak_db = 20 * math.log10(max(max(abs(s) for s in samples), 1e-9))
    if peak_db > LOUDEST_DB:
        problems.append(f"{path.name} peaks at {peak_db:.1f} dBFS: clipped or too close to it")
    if peak_db < QUIETEST_DB:
        problems.append(f"{path.name} peaks at {peak_db:.1f} dBFS: too quiet")
    if abs(samples[0]) > EDGE or abs(samples[-1]) > EDGE:
        problems.append(f"{path.name} does not start and end at silence: it would click")
    return problems


def write(path: Path, samples: list[float], channels: int = 1, rate: int = 44_100) -> None:
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(channels)
        sound.setsampwidth(2)
        sound.setframerate(rate)
        sound.writeframes(b"".join(struct.pack("<h", max(-32768, min(32767, round(s * 32767)))) for s in samples))


def read(path: Path) -> list[float]:
    with wave.open(str(path), "rb") as sound:
        frames = sound.readframes(sound.getnframes())
    return [s / 32768 for s in struct.unpack(f"<{len(frames) // 2}h", frames)]


class SoundsTest(unittest.TestCase):
    def test_sounds(self) -> None:
        self.assertEqual(sorted(p.name for p in SOUNDS.glob("*.wav")), sorted(LONGEST))
        for name, longest in LONGEST.items():
            with self.subTest(name):
                self.assertEqual(sound_problems(SOUNDS / name, longest), [])

    def test_catches_bad_sounds(self) -> None:
        move = read(SOUNDS / "move.wav")
        with tempfile.TemporaryDirectory() as temp:
            broken = {
                "clipped.wav": ([max(-1.0, min(1.0, 8 * s)) for s in move], 1, "clipped or too close"),
                "quiet.wav": ([s / 100 for s in move], 1, "too quiet"),
                "long.wav": (move * 4, 1, "longer than"),
                "click.wav": (move[: len(move) // 4], 1, "would click"),  # cut off while loud
                "stereo.wav": ([s for s in move for _ in range(2)], 2, "not 16-bit mono"),
            }
            for name, (samples, channels, fragment) in broken.items():
                path = Path(temp) / name
                write(path, samples, channels)
                problems = sound_problems(path, LONGEST["move.wav"])
                self.assertTrue(any(fragment in p for p in problems), f"{name}: {problems}")


if __name__ == "__main__":
    unittest.main()
