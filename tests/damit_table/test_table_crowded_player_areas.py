"""Four players at 200 % text in German: the player areas cannot give three rows a line each,
so they keep two (the hand with the cubes, the dams with the garbage), every word in its own
place; at 100 % they keep their three rows."""

from __future__ import annotations

from itertools import combinations

import pytest
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.words import seat_title

from tabletop_core import i18n
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale

LARGE_TEXT_TABLE = Rect(0, 103, 960, 552)
"""The rect the frame gives the table at 200 % text in a 1280×720 window."""
NAMES = ("Ana", "Otto", "Benny", "Tina")


@pytest.fixture()
def german_at(gl_window):
    before = i18n._language
    i18n.set_language("de")

    def layout_at(scale: float, rect: Rect) -> TableLayout:
        set_text_scale(scale)
        titles = [seat_title(name, seat > 0, seat == 0) for seat, name in enumerate(NAMES)]
        return TableLayout(rect, 4, tuple(titles), "Ana")

    yield layout_at
    set_text_scale(1.0)
    i18n._language = before


def _apart(a: Rect, b: Rect, touch: float = 0.5) -> bool:
    return (
        a.right <= b.left + touch
        or b.right <= a.left + touch
        or a.top <= b.bottom + touch
        or b.top <= a.bottom + touch
    )


def _inside(outer: Rect, inner: Rect) -> bool:
    return (
        outer.left <= inner.left + 0.5
        and inner.right <= outer.right + 0.5
        and outer.bottom <= inner.bottom + 0.5
        and inner.top <= outer.top + 0.5
    )


def test_four_players_at_large_text_keep_two_rows_each_a_line_tall(german_at):
    layout = german_at(2.0, LARGE_TEXT_TABLE)
    assert layout.two_rows and layout.panel_rows == 2
    for seat in range(4):
        panel = layout.panel(seat)
        words = [
            layout.panel_name(seat),
            layout.panel_cube_count(seat),
            layout.panel_hand_count(seat),
            layout.panel_penalty(seat, 12),
            layout.panel_dams_text(seat, 5),
        ]
        for rect in words:
            assert _inside(panel, rect), (seat, rect)
        for rect in words[1:]:
            assert rect.height >= layout.small_line - 0.5
        for a, b in combinations(words, 2):
            assert _apart(a, b), (seat, a, b)


def test_kept_garbage_fans_closer_and_leaves_the_penalty_its_room(german_at):
    layout = german_at(2.0, LARGE_TEXT_TABLE)
    for kept in (1, 3, 12):
        penalty = layout.panel_penalty(0, kept)
        last = layout.panel_garbage(0, kept - 1, kept)
        assert last.right <= penalty.left
        assert _apart(layout.panel_dams_text(0, 5), layout.panel_garbage(0, 0, kept))
        assert _inside(layout.panel(0), penalty)


def test_at_standard_text_the_player_areas_keep_three_rows(german_at):
    layout = german_at(1.0, Rect(0, 56, 960, 616))
    assert not layout.two_rows and layout.panel_rows == 3
    cubes = layout.panel_cube(0, 0)
    hand = layout.panel_hand(0)
    dam = layout.panel_dam(0, 0)
    assert cubes.bottom > hand.top and hand.bottom > dam.top


@pytest.mark.parametrize("hover", (False, True))
def test_the_garbage_question_and_a_card_note_read_whole_over_a_crowded_table(
    tabletop_shell, damit_registry, tmp_path, monkeypatch, hover
):
    """At 200 % in German with four players: the question (or the note of a hovered river
    card) is read whole, and what it lies on is not counted as readable beneath it."""
    from tabletop_core.render.legibility import canvases_of, reading_problems
    from tabletop_core.render.screenshot import _match_at
    from tabletop_core.render.theme import set_high_contrast
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n._language
    i18n.set_language("de")
    try:
        settings = Settings(reduced_motion=True, text_size=200, high_contrast=True)
        shell = tabletop_shell(damit_registry, settings, settings_path=None)
        host = shell.start_match(_match_at(damit_registry, "damit", 7, 20, 4))
        host.on_draw()
        table = host.table
        assert host.can_act() and table.scene.layout.two_rows
        if hover:
            slot = table.scene.layout.river_slot(4)
            table.controller.on_mouse_motion(slot.center_x, slot.center_y)
        else:
            table.controller.choosing.asking = 1
        host.on_draw()
        _bar, rect, _log, _prompt = host.layout()
        assert reading_problems(canvases_of(table), rect) == []
        shown = [label.text for label in table.scene.marks.texts if label.visible]
        # The hovered card is garbage costing 4 cubes; its note says what taking it would cost.
        said = "4 Würfelchen" if hover else "Müll! Mit einer Müllschlucker-Karte"
        assert any(said in text for text in shown), shown
    finally:
        i18n._language = before
        set_text_scale(1.0)
        set_high_contrast(False)


SMALLEST_WINDOW_TABLE = Rect(0, 82.45, 1024, 441.92)
"""The rect the frame gives the table at 200 % text in German in a 1024×576 window."""


@pytest.mark.parametrize("rect", [LARGE_TEXT_TABLE, SMALLEST_WINDOW_TABLE])
@pytest.mark.parametrize("dams", [1, 2, 3, 4, 5, 6])
def test_many_dams_keep_badges_a_readable_line_tall_apart_in_their_row(german_at, rect, dams):
    """A crowded area's dam badges go on lines in their row, never shorter than a line of the
    finest type that reads at 100 % text, nor on each other (they once shrank to a few px).
    Where the row cannot hold them all at that type, the last give way (the total counts
    them), the first never; up to four dams, every badge is written."""
    from tabletop_damit.table.words import type_sizes

    from tabletop_core.render.kit.type_steps import fine

    layout = german_at(2.0, rect)
    sizes = type_sizes(layout.scale)
    readable = sizes.line(fine(sizes.small / 2.0))
    for seat in range(4):
        written = layout.dam_badges(seat, dams)
        badges = [badge for badge in written if badge is not None]
        assert written[0] is not None and (dams > 4 or len(badges) == dams), (seat, written)
        assert written == badges + [None] * (dams - len(badges)), "the last give way"
        for badge in badges:
            assert badge.height >= readable - 0.5, (seat, dams, badge)
            assert _inside(layout.panel_dams(seat), badge), (seat, dams, badge)
        for a, b in combinations(badges, 2):
            assert _apart(a, b), (seat, dams, a, b)
