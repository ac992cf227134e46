"""The words under the raft follow it, by real key presses: the beaver in hand is "inwards" or
"outwards" (never "-100% outwards"), and after the others' moves the caption names exactly the
beavers still waiting in the middle (a note that outlived a move once stayed on screen)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _words(table) -> list[str]:
    from tabletop_core.render.legibility import canvases_of, visible_labels

    return [label.text for label in visible_labels(canvases_of(table, depth=3))]


def test_the_spot_is_told_inwards_and_the_middle_note_follows_the_moves(
    make_shell, driver, biber_registry
):
    from tabletop_mein_lieber_biber.cards import COLOURS, VALUES
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import DRAW, PLAY
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS, colour_name

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = biber_registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "normal")]
    bots = {1: biber_registry.make_bot("mein_lieber_biber", "normal")}
    match = Match(game, seats, 3, None, bots=bots)
    match.run_bots()
    shell = make_shell()
    table = shell.start_match(match).table
    driver.draw()
    view = table.scene.seat.view
    card, beaver, _ring = next(
        m for m in playable(view) if m[2] is not None and m[0] // VALUES == m[1]
    )
    driver.key(getattr(key, HAND_KEYS[view.hands[0].index(card)]))
    for _ in range(10):
        driver.key(key.DOWN)
    driver.draw()
    words = " ".join(_words(table))
    assert "100% inwards" in words and "-100%" not in words
    driver.key(key.ENTER)
    driver.update(1 / 60, frames=54)
    driver.key(key.ENTER)
    for _ in range(3):
        if match.state.phase == DRAW and match.to_act == 0:
            driver.key(key.N)
        driver.update(1 / 60, frames=120)
        driver.draw()
    assert match.to_act == 0 and match.state.phase == PLAY  # the bot has moved since
    waiting = {c for c, ring in match.state.raft.pieces().items() if ring == 0}
    middle = " ".join(w for w in _words(table) if "middle" in w)
    if waiting and len(waiting) < len(COLOURS):
        for colour in range(len(COLOURS)):
            named = colour_name(colour) in middle
            assert named == (colour in waiting) or "all but" in middle, (middle, waiting)
