"""Under the words saying what the roll still asks ("Still to place: 2 beavers, 1 log") the side
column shows it in pictures too: a beaver for each beaver due and a log for each log, drawn in
the room under the words, one fewer after each piece placed."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.actions import Roll

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()


def _inside(inner, outer) -> bool:
    return (
        outer.left - 0.5 <= inner.left
        and inner.right <= outer.right + 0.5
        and outer.bottom - 0.5 <= inner.bottom
        and inner.top <= outer.top + 0.5
    )


def _ink(image, rect) -> float:
    """The share of pixels in ``rect`` (window coordinates) that differ from its corner's."""
    height = image.height
    box = (int(rect.left), int(height - rect.top), int(rect.right), int(height - rect.bottom))
    crop = image.crop(box)
    ground = image.getpixel((int(rect.left) - 2, int(height - rect.bottom) - 2))
    pixels = list(crop.getdata())
    return sum(
        1 for p in pixels if max(abs(a - b) for a, b in zip(p, ground, strict=True)) > 30
    ) / len(pixels)


def test_the_pieces_still_to_place_are_drawn_under_the_words(creek_shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = creek_shell.registry.get("beaver_creek").game
    match = Match(game, [SeatSpec.human("Ana"), SeatSpec.human("Otto")], 2, None, bots={})
    host = creek_shell.start_match(match)
    table = host.table
    rng = random.Random(2)
    seen = 0
    for _ in range(80):
        state = match.state
        if state.phase == "roll":
            host.act_for_seat_to_act(Roll())
        elif state.phase == "place" and state.beavers_due + state.logs_due > 1:
            driver.draw()
            due = table.scene.due
            kinds = [kind for kind, _rect in due]
            assert kinds == ["beaver"] * state.beavers_due + ["log"] * state.logs_due
            words = table.scene.layout.how_words
            image = driver.frame()
            for _kind, rect in due:
                assert _inside(rect, words)
                assert rect.height >= 18  # a picture, not a speck
                assert _ink(image, rect) > 0.15  # the piece is drawn there
            for a, b in zip(due, due[1:], strict=False):
                assert a[1].right <= b[1].left  # side by side, apart
            before, seat = len(due), match.to_act
            host.act_for_seat_to_act(game.random_action(match.view(None), rng))
            after = match.state
            if after.phase == "place" and match.to_act == seat:
                driver.draw()
                left = after.beavers_due + after.logs_due
                assert left < before and len(table.scene.due) == left
            seen += 1
            if seen >= 3:
                return
        else:
            host.act_for_seat_to_act(game.random_action(match.view(None), rng))
    pytest.fail(f"only {seen} turns asked for more than one piece")
