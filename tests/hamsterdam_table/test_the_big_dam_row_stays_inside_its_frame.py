"""Every place of the big dam (its cards, its town and the breach count on its header line) lies
inside the big dam's frame and clear of the shared column on its right, in English and German, at
100, 150 and 200 % text, from 1024×600 to 1920×1080, for two to four players. Before, at 1024×600
and large text the big dam's card size was worked out for cards closed up a pixel apart while its
row kept them four apart: the last card, the town and the count "1/3" crossed the frame and lay
under the shared column (at 150 % German only "1/" was read)."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect

pytestmark = pytest.mark.gl

SIZES = ((1024, 600), (1280, 720), (1600, 900), (1920, 1080))
EDGE = 0.5
"""Rounding: a place may touch its frame's edge."""


def _inside(place: Rect, frame: Rect) -> bool:
    return (
        place.left >= frame.left - EDGE
        and place.right <= frame.right + EDGE
        and place.bottom >= frame.bottom - EDGE
        and place.top <= frame.top + EDGE
    )


def _big_dam_places(layout) -> dict[str, Rect]:
    from tabletop_hamsterdam.state import DAM_SIZE
    from tabletop_hamsterdam.table.paint_dams import big_figure

    places = {f"card {p}": layout.card(-1, p) for p in range(DAM_SIZE)}
    places["town"] = layout.town(-1)
    places["breach count"] = big_figure(layout)
    return places


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_big_dams_places_lie_inside_its_frame_beside_the_shared_column(
    hamsterdam_registry, laid_out_at_every_text_size, players
):
    from tabletop_core.render.screenshot import _match_at

    match = _match_at(hamsterdam_registry, "hamsterdam", 3, None, players)
    problems: list[str] = []
    for case, _text, host in laid_out_at_every_text_size(match, SIZES):
        layout = host.table.scene.layout
        frame = layout.main_row
        side = [layout.hud, layout.tray] if layout.wide_panel else [layout.hud]
        for name, place in _big_dam_places(layout).items():
            if not _inside(place, frame):
                problems.append(f"{case}: {name} {place} outside the frame {frame}")
            if any(place.overlaps(column) for column in side):
                problems.append(f"{case}: {name} {place} under the shared column")
    assert problems == []
