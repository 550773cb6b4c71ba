#!/usr/bin/env python3
"""Draws the iOS app icon: a corner of the board with a Blue 7 and a Red 3.

Writes three 1024 x 1024 PNGs into the asset catalog's AppIcon set: the
default icon (opaque, as the App Store requires), the dark variant (dark
board, the app's dark-theme piece colours) and the tinted variant (greys on
black: iOS tints by brightness). The colours are the Android theme's
(android/ui/.../theme/Theme.kt), so both apps look alike.

Needs Pillow (`pip install Pillow`) and DejaVu Sans Bold (Debian package
fonts-dejavu-core).

Usage: ios/scripts/draw_app_icon.py
"""

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

SIZE = 1024
SCALE = 4  # drawn at 4x and scaled down, for smooth edges
FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
OUT = Path(__file__).resolve().parents[1] / "MathChess/MathChess/Assets.xcassets/AppIcon.appiconset"

# The two pieces stand on diagonal neighbours that meet at the centre, well
# inside the rounded mask iOS cuts the icon with; the board runs off the edges.
CELL = SIZE / 2.8
BLUE_CELL = (-1, 0)  # (column, row) of a square's top left corner, in cells from the centre
RED_CELL = (0, -1)

STYLES = {
    "AppIcon.png": dict(
        board=("#F3E3C3", "#EAD5AC"), line="#9C7A4B",
        blue="#1F5FBF", red="#C62828", numeral="#FFFFFF",
    ),
    "AppIcon-Dark.png": dict(
        board=("#3B3226", "#342C21"), line="#8A7457",
        blue="#5C9CFF", red="#FF6E6E", numeral="#111111",
    ),
    # Brightness is all a tinted icon keeps: the board goes black, the two
    # sides become two greys, and the numerals are cut out in black.
    "AppIcon-Tinted.png": dict(
        board=("#000000", "#000000"), line="#3A3A3A",
        blue="#FFFFFF", red="#9A9A9A", numeral="#000000",
    ),
}


def draw(style: dict) -> Image.Image:
    size = SIZE * SCALE
    cell = CELL * SCALE
    centre = size / 2
    image = Image.new("RGB", (size, size), style["board"][0])
    pen = ImageDraw.Draw(image)

    # Chequered squares, as on the board screen, and the lines between them.
    for col in range(-2, 2):
        for row in range(-2, 2):
            if (col + row) % 2:
                left, top = centre + col * cell, centre + row * cell
                pen.rectangle((left, top, left + cell, top + cell), fill=style["board"][1])
    line_width = round(cell * 0.025)
    for k in range(-2, 3):
        at = centre + k * cell
        pen.line((at, 0, at, size), fill=style["line"], width=line_width)
        pen.line((0, at, size, at), fill=style["line"], width=line_width)

    font = ImageFont.truetype(str(FONT), round(cell * 0.62))
    for (col, row), colour, numeral in ((BLUE_CELL, style["blue"], "7"), (RED_CELL, style["red"], "3")):
        cx, cy = centre + (col + 0.5) * cell, centre + (row + 0.5) * cell
        radius = cell * 0.43
        pen.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=colour)
        pen.text((cx, cy), numeral, font=font, fill=style["numeral"], anchor="mm")

    return image.resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def main() -> None:
    for name, style in STYLES.items():
        draw(style).save(OUT / name, optimize=True)
        print(OUT / name)


if __name__ == "__main__":
    main()
