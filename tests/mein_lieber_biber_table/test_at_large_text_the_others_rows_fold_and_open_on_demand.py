"""At 200 % text with many players the raft and the hand keep their size at 100 % text, so the
column cannot also hold every player's row: the viewer's row stays, the others fold under a line
that opens them over the column — by the key P or a click on that line, and closes them the same
way. While open, a click on them does not reach the piles under them. Real window events."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.fixture()
def reset_text():
    yield
    from tabletop_core.render.theme import set_text_scale

    set_text_scale(1.0)


def _host(tabletop_shell, registry, players: int, text_size: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    shell = tabletop_shell(registry, text_size=text_size)
    names = ("Otto", "Mila", "Tina", "Hugo", "Benny")
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in names[: players - 1]]
    bots = {seat: registry.make_bot("mein_lieber_biber", "random") for seat in range(1, players)}
    game = registry.get("mein_lieber_biber").game
    return shell.start_match(Match(game, seats, 5, None, bots=bots, autosave=False))


def _names_in_sight(table) -> set[str]:
    from tabletop_core.render.legibility import canvases_of, visible_labels

    labels = visible_labels(canvases_of(table, depth=3))
    names = ("Ana", "Otto", "Mila", "Tina", "Hugo", "Benny")
    # a row names its player with a tag (" · bot", " · you"); the prompt and notes do not
    return {name for name in names for label in labels if label.text.startswith(name + " · ")}


def _row_pixels(image, rect):
    x, y = int(rect.center_x), image.height - int(rect.center_y)
    return image.crop((x - 40, y - 6, x + 40, y + 6)).convert("RGB").tobytes()


def test_six_players_at_200_percent_fold_the_others_rows_open_by_key_and_click(
    tabletop_shell, biber_registry, driver, reset_text
):
    host = _host(tabletop_shell, biber_registry, 6, 200)
    driver.draw()
    table = host.table
    layout = table.scene.layout
    assert layout.raft_first and layout.seats_folded
    fold = layout.seats.seats_fold
    assert fold is not None
    assert _names_in_sight(table) == {"Ana"}
    hugo = layout.seats.seat_row(4)
    closed = driver.frame()

    driver.key(key.P)
    opened = driver.frame()
    assert table.controller.seats_open
    assert _names_in_sight(table) == {"Ana", "Otto", "Mila", "Tina", "Hugo", "Benny"}
    assert _row_pixels(opened, hugo) != _row_pixels(closed, hugo)  # drawn over the column
    driver.key(key.P)
    driver.draw()
    assert not table.controller.seats_open and _names_in_sight(table) == {"Ana"}

    driver.click_rect(fold)
    driver.draw()
    assert table.controller.seats_open and "Benny" in _names_in_sight(table)
    # a click on the opened rows stays there: the pile lying under them is not taken
    count = len(host.match.actions)
    pile = layout.piles.pile(0)
    assert layout.seats.seats_panel.contains(pile.center_x, pile.center_y)
    driver.click_rect(pile)
    assert len(host.match.actions) == count and table.controller.seats_open
    driver.click_rect(fold)
    driver.draw()
    assert not table.controller.seats_open and _names_in_sight(table) == {"Ana"}


@pytest.mark.parametrize(("players", "text_size"), [(6, 100), (2, 200)])
def test_every_row_stays_in_sight_where_the_column_holds_them(
    tabletop_shell, biber_registry, driver, reset_text, players, text_size
):
    host = _host(tabletop_shell, biber_registry, players, text_size)
    driver.draw()
    table = host.table
    assert not table.scene.layout.seats_folded and table.scene.layout.seats.seats_fold is None
    names = {"Ana", "Otto", "Mila", "Tina", "Hugo", "Benny"}
    assert len(_names_in_sight(table) & names) == players
    driver.key(key.P)  # nothing folded: P opens nothing
    assert not table.controller.seats_open
