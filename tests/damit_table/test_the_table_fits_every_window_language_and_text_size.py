"""The Dam It! table in every window from 800×500 to 2560×1440, in English, German and French,
at 100, 150 and 200 % text, for two to four players: it lies inside its rect in every window
from the smallest that holds it at that text size (:data:`SMALLEST`), its parts lie apart, every
card keeps at least the size its own words need, and no piece is drawn smaller at larger text
than at 100 % in the same window (at 200 % the dam cards; the river's and the hand's cards
give way to their readable size where the longer words take their room)."""

from __future__ import annotations

import dataclasses
import itertools
from itertools import combinations

import pytest
from tabletop_damit.table.card_words import card_words_px, least_card_width, least_dam_height
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.rows import PILES
from tabletop_damit.table.words import seat_title

from tabletop_core import i18n
from tabletop_core.render.frame.bands import lay_out_bands
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import scale_for, set_text_scale

WINDOWS = (
    (800, 500),
    (1024, 600),
    (1024, 768),
    (1280, 720),
    (1280, 800),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (2560, 1080),
    (2560, 1440),
)
SMALLEST = {100: (800, 500), 150: (1024, 600), 200: (1024, 768)}
"""The smallest window the table lies inside at each text size (in a smaller one at larger
text the cards keep their readable size and the table reaches past its right or its foot)."""
NAMES = ("Marie-Claire", "Oma Gertrud", "Bartholomäus", "Wilhelmine")
TOUCH = 0.5
"""Pixels two rects may share and still lie apart (rounding)."""


def table_rect(window: tuple[int, int], text: float) -> Rect:
    """The rect the frame gives the table in ``window`` at ``text`` size, the log open."""
    sizes = dataclasses.replace(scale_for(*window), text=text)
    return lay_out_bands(Rect(0, 0, *window), sizes, True)[1]


def _apart(a: Rect, b: Rect) -> bool:
    return not a.inset(TOUCH).overlaps(b)  # sharing no more than a sliver at the edge


def _inside(outer: Rect, inner: Rect) -> bool:
    room = outer.inset(-TOUCH)
    return room.contains(inner.left, inner.bottom) and room.contains(inner.right, inner.top)


def _parts(layout: TableLayout) -> dict[str, Rect]:
    """The table's parts that must lie apart: the player areas, the dam piles' top cards, the
    river's places with their captions, the discard pile, the labels under the river, the
    hand's header and the hand's area."""
    parts = {f"area {seat}": layout.panel(seat) for seat in range(layout.players)}
    parts |= {f"dam {index}": layout.pile_card(index, 0) for index in range(PILES)}
    for position in range(5):
        card, caption = layout.river_slot(position), layout.river_caption(position)
        parts[f"river {position}"] = Rect(
            card.left, card.bottom, card.width, caption.top - card.bottom
        )
    parts["discard"] = layout.discard_slot
    parts["labels"] = layout.labels_band
    parts["header"] = layout.header
    parts["hand"] = layout.hand_area
    return parts


def _problems(layout: TableLayout) -> list[str]:
    found = [] if layout.fits else [f"does not fit: {layout.table_tree.problems}"]
    parts = _parts(layout)
    found += [f"{name} outside" for name, rect in parts.items() if not _inside(layout.rect, rect)]
    found += [
        f"{a} on {b}" for (a, r), (b, q) in combinations(parts.items(), 2) if not _apart(r, q)
    ]
    least = least_card_width(card_words_px())
    if layout.card_size[0] < least - TOUCH or layout.hand_card_size[0] < least - TOUCH:
        found.append(f"cards {layout.card_size[0]:.0f}, {layout.hand_card_size[0]:.0f} < {least}")
    if layout.dam_size[1] < least_dam_height(card_words_px()) - TOUCH:
        found.append("dam cards too small")
    return found


@pytest.mark.slow
def test_every_table_fits_keeps_its_parts_apart_and_its_cards_readable(gl_window):
    before = i18n.language()
    problems, pieces = [], {}
    titles = tuple(seat_title(name, seat > 0, seat == 0) for seat, name in enumerate(NAMES))
    try:
        for language, percent, window, players in itertools.product(
            ("en", "de", "fr"), (100, 150, 200), WINDOWS, (2, 3, 4)
        ):
            i18n.set_language(language)
            set_text_scale(percent / 100)
            rect = table_rect(window, percent / 100)
            layout = TableLayout(rect, players, titles[:players], NAMES[0])
            case = (language, window, players)
            least = SMALLEST[percent]
            if window[0] >= least[0] and window[1] >= least[1]:
                problems += [f"{case} {percent} %: {p}" for p in _problems(layout)]
            sizes = (layout.card_size[0], layout.hand_card_size[1], layout.dam_size[1])
            pieces[case, percent] = sizes
            kept = ("river", "hand", "dam") if percent < 200 else ("dam",)
            smaller = [
                name
                for name, size, standard in zip(
                    ("river", "hand", "dam"), sizes, pieces[case, 100], strict=True
                )
                if name in kept and size < standard - TOUCH
            ]
            if smaller:
                problems.append(f"{case} {percent} %: {smaller} smaller than at 100 %")
    finally:
        set_text_scale(1.0)
        i18n.set_language(before)
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"
