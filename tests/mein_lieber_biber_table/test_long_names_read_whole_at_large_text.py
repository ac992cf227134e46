"""Players with long German names at 200 % text, seated four and six: no name in the players'
rows runs into its counts or past the column, and nothing else on the table is cut or lies on
another word — in the window a match opens in and in the smallest the settings offer (the core's
reading check seats the built-in short names; these are the longest the lobby's tests use)."""

from __future__ import annotations

import pytest

from tabletop_core.render.legibility import canvases_of, reading_problems

pytestmark = pytest.mark.gl


def _match(registry, names: tuple[str, ...]):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    players = len(names)
    seats = [SeatSpec.human(names[0])] + [SeatSpec.bot(name, "random") for name in names[1:]]
    bots = {seat: registry.make_bot("mein_lieber_biber", "random") for seat in range(1, players)}
    return Match(game, seats, 11, None, bots=bots, autosave=False)


@pytest.mark.parametrize("window", ((1280, 720), (1024, 576)))
@pytest.mark.parametrize("players", (4, 6))
def test_long_names_read_whole_at_200_percent_in_german(
    german_at_200, biber_registry, long_names, window, players
):
    from tabletop_core.render._arcade import resize_window

    resize_window(german_at_200.window, window)
    host = german_at_200.start_match(_match(biber_registry, long_names[:players]))
    host.on_update(0.0)
    host.on_draw()
    layout = host.table.scene.layout
    for seat in range(1 if layout.seats_folded else players):
        parts = layout.seats.seat_parts(seat)
        assert parts["name"].right <= parts["back"].left or layout.seats.seat_lines == 2
        assert parts["card"].right <= layout.column.right + 2 * layout.scale
    _bar, rect, _log, _prompt = host.layout()
    assert reading_problems(canvases_of(host.table), rect) == []


def test_long_names_do_not_shrink_the_raft(german_at_200, biber_registry, long_names):
    """In a 1024×600 window at 200 % text the raft keeps its size at 100 % text with six long
    names: the column no longer widens for the longest name at the raft's cost (it gives the
    pond the raft's room, its rows on two lines, a name alone on the first, if need be)."""
    from tabletop_core.render._arcade import resize_window

    resize_window(german_at_200.window, (1024, 600))
    host = german_at_200.start_match(_match(biber_registry, long_names[:6]))
    host.on_update(0.0)
    host.on_draw()
    layout = host.table.scene.layout
    assert layout.raft_first
    assert layout.pond.raft_radius >= layout.standard.radius - 0.5
    assert layout.column_problems == []
    parts = layout.seats.seat_parts(0)
    assert parts["name"].right <= layout.column.right
    _bar, rect, _log, _prompt = host.layout()
    assert reading_problems(canvases_of(host.table), rect) == []
