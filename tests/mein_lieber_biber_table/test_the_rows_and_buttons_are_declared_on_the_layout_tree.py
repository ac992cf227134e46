"""A player's row of the Biber table (marker, name, card back and count, stick and count, the
word "played" and the last card) is declared on the core's layout tree, and its parts lie exactly
where the former arithmetic put them: for every player count, text size, set of words and table
size, on one line and on two. The decision's buttons stand in their place, side by side or one under the
other."""

from __future__ import annotations

from itertools import combinations

import pytest
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT, biber_sizes

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.type_steps import fine
from tabletop_core.render.theme import set_text_scale, table_scale

_, _n = translator("tabletop_mein_lieber_biber")
TABLES = (
    Rect(0, 103, 960, 552),
    Rect(0, 103, 1280, 552),
    Rect(0, 52, 960, 616),
    Rect(0, 0, 800, 500),
)


def designed_parts(layout: TableLayout, seat: int) -> tuple[tuple[float, float], dict[str, Rect]]:
    """Where a row's parts lay before the tree: the former arithmetic, kept as the reference
    (the marker's centre, and the other parts by name)."""
    s, small = layout.scale, layout.type.small
    name_words = max((Canvas.measure(n, small, bold=True) for n in layout.names), default=0.0)
    row = layout.seats.seat_row(seat)
    lines = layout.seats.seat_lines
    line_h = (row.height - 4 * s) / lines
    first = Rect(row.left, row.top - 2 * s - line_h, row.width, line_h)
    last = Rect(row.left, row.bottom + 2 * s, row.width, line_h)
    name_width = max(120 * s, name_words) if lines == 1 else row.width - 30 * s
    name = Rect(row.left + 26 * s, first.bottom, name_width, first.height)
    left = name.right + 8 * s if lines == 1 else row.left + 26 * s
    icon = min(20 * s, line_h - 2 * s)
    back = Rect(left, last.center_y - icon / 2, icon * 0.7, icon)
    count = Rect(
        back.right + 3 * s, last.bottom, max(18 * s, Canvas.measure("00", small)), last.height
    )
    stick_h = min(10 * s, icon / 2)
    stick = Rect(count.right + 6 * s, last.center_y - stick_h / 2, 26 * s, stick_h)
    sticks = Rect(
        stick.right + 3 * s,
        last.bottom,
        max(34 * s, Canvas.measure("×00", small, bold=True)),
        last.height,
    )
    card_h = min(row.height, layout.small_line + 8 * s, max(34 * s, line_h + 8 * s)) - 6 * s
    card = Rect(row.right - 2 * s - card_h / CARD_ASPECT, last.center_y - card_h / 2,
                card_h / CARD_ASPECT, card_h)  # fmt: skip
    played_w = 0.0 if layout.played_above else max(44 * s, Canvas.measure(_("played"), fine(small)))
    played = Rect(card.left - 2 * s - played_w, last.bottom, played_w, last.height)
    parts = {"name": name, "back": back, "count": count, "stick": stick, "sticks": sticks}
    return (row.left + 13 * s, first.center_y), {**parts, "played": played, "card": card}


@pytest.fixture()
def text_sizes():
    def each():
        for text in (1.0, 1.5, 2.0):
            set_text_scale(text)
            yield text

    yield each
    set_text_scale(1.0)


def test_every_part_of_every_row_lies_where_the_arithmetic_put_it(text_sizes, wordings):
    seen_lines, seen_played_above = set(), set()
    for _text in text_sizes():
        for table in TABLES:
            sizes = biber_sizes(table_scale(table))
            for words, lay_out in wordings():
                for players in range(2, 7):
                    layout = lay_out(table, players, sizes)
                    seen_lines.add(layout.seats.seat_lines)
                    seen_played_above.add(layout.played_above)
                    for seat in range(players):
                        got = layout.seats.seat_parts(seat)
                        marker, meant = designed_parts(layout, seat)
                        centre = (got["marker"].center_x, got["marker"].center_y)
                        assert centre == pytest.approx(marker, abs=1e-9)
                        for part, b in meant.items():
                            a = got[part]
                            assert (a.left, a.bottom, a.width, a.height) == pytest.approx(
                                (b.left, b.bottom, b.width, b.height), abs=1e-9
                            ), (players, words, table, part)
    assert seen_lines == {1, 2}, "rows on one line and on two are checked"
    assert seen_played_above == {False, True}, "rows with and without the word 'played'"


def test_a_row_is_a_tree_a_test_can_read(window):
    from tabletop_mein_lieber_biber.table.seats import row_lines

    layout = TableLayout(Rect(0, 52, 960, 616), 4)
    ((tree, _room),) = row_lines(layout, layout.seats.seat_row(0), 1)
    keys = [node.key for node in tree.children if node.key]
    assert keys == ["marker", "name", "back", "count", "stick", "sticks", "played", "card"]


def test_the_decisions_buttons_stand_in_their_place_side_by_side_or_one_under_the_other(
    text_sizes, wordings
):
    """Every decision's buttons lie inside its place, apart: side by side along its top, as
    tall as each other and sharing its width; or one under the other from its top, each as wide
    as the place. Side by side only where the longest label has room on two lines."""
    from tabletop_mein_lieber_biber.table.words import choice_labels

    seen = set()
    for _text in text_sizes():
        for table in TABLES:
            sizes = biber_sizes(table_scale(table))
            for words, lay_out in wordings():
                for players in range(2, 7):
                    layout = lay_out(table, players, sizes)
                    row = layout.decision.row
                    longest = max(Canvas.measure(label, layout.type.small, bold=True)
                                  for label in choice_labels())  # fmt: skip
                    three = layout.decision.buttons(3)
                    side = three[0].top == pytest.approx(three[1].top)
                    seen.add(side)
                    for count in (1, 2, 3):
                        got = layout.decision.buttons(count)
                        assert all(inside(b, row) for b in got), (players, words, table, count)
                        assert not any(a.overlaps(b) for a, b in combinations(got, 2))
                        assert got[0].top == pytest.approx(row.top)
                        if side:
                            assert got[0].left == pytest.approx(row.left)
                            assert got[-1].right == pytest.approx(row.right)
                            assert all(b.top == pytest.approx(row.top) for b in got)
                            assert got[0].height >= 2 * layout.small_line
                            assert got[0].width >= 0.62 * longest
                        else:
                            assert all(b.width == pytest.approx(row.width) for b in got)
                            assert all(a.bottom > b.top for a, b in zip(got, got[1:], strict=False))
    assert seen == {True, False}, "buttons side by side and one under the other are checked"


def inside(inner: Rect, outer: Rect, nudge: float = 1e-6) -> bool:
    """``inner`` lies inside ``outer`` (up to a rounding error)."""
    return (
        inner.left >= outer.left - nudge
        and inner.right <= outer.right + nudge
        and inner.bottom >= outer.bottom - nudge
        and inner.top <= outer.top + nudge
    )
