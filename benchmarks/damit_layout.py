"""How long Dam It!'s table takes to lay out: a ``TableLayout`` (the table's forms, its cards
searched for their largest fitting size, the player areas) for English and German, 100, 150 and
200 % text, three table rects and 2-4 players, 54 layouts in all, each from nothing.

In play a layout is remembered per window, text size and language, so this is the hitch of a
resize or a text-size change, not a frame's cost; the table tests lay out the same grid.

Run: ``ARCADE_HEADLESS=1 python benchmarks/damit_layout.py`` from the repository root.
"""

from __future__ import annotations

import itertools
import statistics
import time

from tabletop_core.render._arcade import load_arcade, want_headless

RECTS = ((0, 0, 1280, 620), (0, 0, 1024, 500), (0, 0, 1920, 980))
NAMES = ("Ann", "Bob", "Cy", "Di")


def main() -> None:
    want_headless()
    window = load_arcade().Window(1280, 720, "layout", visible=False, antialiasing=False)
    from tabletop_damit.table.layout import TableLayout
    from tabletop_damit.table.words import seat_title

    from tabletop_core import i18n
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.theme import set_text_scale

    seconds: list[float] = []
    cases = itertools.product(("en", "de"), (100, 150, 200), RECTS, (2, 3, 4))
    for language, percent, rect, players in cases:
        i18n.set_language(language)
        set_text_scale(percent / 100)
        titles = tuple(seat_title(n, seat > 0, seat == 0) for seat, n in enumerate(NAMES))
        started = time.perf_counter()
        layout = TableLayout(Rect(*rect), players, titles[:players], NAMES[0])
        for seat in range(players):
            layout.panel(seat)
        seconds.append(time.perf_counter() - started)
    window.close()
    print(
        f"damit layout: {len(seconds)} layouts, median {statistics.median(seconds) * 1000:.0f} ms, "
        f"most {max(seconds) * 1000:.0f} ms, all {sum(seconds):.2f} s"
    )


if __name__ == "__main__":
    main()
