#!/usr/bin/env python3
"""Synthesises the apps' sounds: a move, a capture, a refused tap and the
game's end.

Wooden knocks for the pieces (a struck bar: a few inharmonic partials that die
away fast, and a short burst of filtered noise for the contact) and a soft
bell arpeggio for the end of a game. Each sound rises over a few milliseconds
and ends at silence, so that nothing clicks, and is scaled to a fixed peak
well below full scale. Only the standard library; the noise is seeded, so
every run writes the same files.

Writes 16-bit mono 44.1 kHz WAV files into the MathChessUI package's
resources and prints each one's duration and peak level.

Usage: ios/scripts/make_sounds.py
"""

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44_100
OUT = Path(__file__).resolve().parents[1] / "Sources/MathChessUI/Resources/Sounds"

# The partials of a struck wooden bar, relative to its lowest (free-free bar
# modes), with their loudness; higher ones die away faster.
WOOD = ((1.0, 1.0), (2.76, 0.35), (5.40, 0.10))
# A small bell: near-harmonic partials with a slightly sharp fourth.
BELL = ((1.0, 1.0), (2.0, 0.40), (3.0, 0.15), (4.2, 0.06))


def silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def strike(freq: float, seconds: float, partials, decay: float, attack: float = 0.003) -> list[float]:
    """One struck note: partials under an exponential decay of `decay` seconds."""
    samples = []
    for n in range(round(seconds * RATE)):
        t = n / RATE
        rise = min(1.0, t / attack)
        value = 0.0
        for ratio, gain in partials:
            value += gain * math.exp(-t * ratio / decay) * math.sin(2 * math.pi * freq * ratio * t)
        samples.append(rise * value)
    return samples


def contact(seconds: float, gain: float, seed: int) -> list[float]:
    """The tap of wood on wood: a few milliseconds of low-passed, fading noise."""
    noise = random.Random(seed)
    samples, smooth = [], 0.0
    count = round(seconds * RATE)
    rise = round(0.0005 * RATE)
    for n in range(count):
        smooth += 0.35 * (noise.uniform(-1.0, 1.0) - smooth)
        samples.append(gain * smooth * min(1.0, n / rise) * (1 - n / count) ** 2)
    return samples


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Adds (start in seconds, samples) parts into one track."""
    length = max(round(start * RATE) + len(part) for start, part in parts)
    track = [0.0] * length
    for start, part in parts:
        offset = round(start * RATE)
        for i, value in enumerate(part):
            track[offset + i] += value
    return track


def finish(track: list[float], peak_db: float, fade: float = 0.015) -> list[float]:
    """Fades the tail to silence and scales the track to a peak of `peak_db` dBFS."""
    fade_count = round(fade * RATE)
    for i in range(fade_count):
        track[-1 - i] *= i / fade_count
    scale = 10 ** (peak_db / 20) / max(abs(v) for v in track)
    return [v * scale for v in track]


def knock(freq: float, seconds: float, decay: float, seed: int) -> list[float]:
    return mix((0.0, strike(freq, seconds, WOOD, decay)), (0.0, contact(0.004, 0.5, seed)))


def sounds() -> dict[str, list[float]]:
    move = knock(620.0, 0.11, 0.022, seed=1)
    # The piece lands, then the taken piece is knocked aside, a little lower.
    capture = mix((0.0, knock(620.0, 0.10, 0.022, seed=2)), (0.07, knock(466.0, 0.15, 0.030, seed=3)))
    # C5 E5 G5 C6, one after another, each ringing on.
    notes = (523.25, 659.25, 783.99, 1046.50)
    end = mix(*((0.11 * i, strike(freq, 1.0 - 0.11 * i, BELL, 0.30, attack=0.006)) for i, freq in enumerate(notes)))
    # A dull low double knock.
    refused = mix((0.0, knock(262.0, 0.08, 0.012, seed=4)), (0.07, knock(233.0, 0.10, 0.012, seed=5)))
    return {
        "move.wav": finish(move, -10.0),
        "capture.wav": finish(capture, -7.0),
        "refused.wav": finish(refused, -12.0),
        "game-over.wav": finish(end, -8.0, fade=0.12),
    }


def write(path: Path, track: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(v * 32767)) for v in track))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, track in sounds().items():
        write(OUT / name, track)
        peak = max(abs(v) for v in track)
        print(f"{name}: {len(track) / RATE:.3f} s, peak {20 * math.log10(peak):.1f} dBFS")


if __name__ == "__main__":
    main()
