"""Pictures of a change, side by side: each screen as it was (left) and as it is (right).

``retake.sh --compare`` takes the same screens as ``compare.sh`` lists, from the same seeds, into
a scratch folder and calls this with the folder of the earlier pictures (``before/``): for every
name in both, one PNG with the two pictures next to each other under a caption, written to
``compare/``.

    python docs/screenshots/side_by_side.py BEFORE_DIR AFTER_DIR OUT_DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

GAP = 24
"""Pixels between the two pictures and around them."""
CAPTION = 40
"""Height of the caption band above each picture."""
BACKGROUND = (28, 33, 43)
INK = (235, 235, 235)


def _font() -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    bundled = Path(__file__).resolve().parents[2] / "tabletop_core" / "assets" / "fonts"
    for face in sorted(bundled.glob("Nunito*.ttf")):
        return ImageFont.truetype(str(face), 24)
    return ImageFont.load_default()


def pair(before: Path, after: Path, out: Path) -> None:
    """``before`` and ``after`` next to each other, each under its caption, into ``out``."""
    left, right = Image.open(before).convert("RGB"), Image.open(after).convert("RGB")
    height = max(left.height, right.height)
    sheet = Image.new(
        "RGB", (left.width + right.width + 3 * GAP, height + CAPTION + 2 * GAP), BACKGROUND
    )
    draw = ImageDraw.Draw(sheet)
    font = _font()
    for x, picture, words in (
        (GAP, left, "before"),
        (2 * GAP + left.width, right, "after"),
    ):
        draw.text((x, GAP), f"{words}: {before.stem}", fill=INK, font=font)
        sheet.paste(picture, (x, GAP + CAPTION))
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out, optimize=True)


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: side_by_side.py BEFORE_DIR AFTER_DIR OUT_DIR", file=sys.stderr)
        return 2
    before_dir, after_dir, out_dir = (Path(a) for a in argv)
    names = sorted(p.name for p in before_dir.glob("*.png") if (after_dir / p.name).is_file())
    if not names:
        print(f"no picture is in both {before_dir} and {after_dir}", file=sys.stderr)
        return 1
    for name in names:
        pair(before_dir / name, after_dir / name, out_dir / name)
        print(out_dir / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
