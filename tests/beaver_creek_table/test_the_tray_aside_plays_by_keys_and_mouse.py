"""At 200 % text the table is laid out aside (the stocks under the tray, the dam at its 100 %
scale) and the tray's slots take one line each: a family still picks pieces up and lets them
go there by keys and by mouse, through real window events, and the dam is drawn as large as at
100 % text."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.state import PLACE

from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
GAME = BeaverCreek()
key = load_arcade().key


@pytest.fixture()
def large_text_shell(creek_shell, tabletop_shell, creek_registry):
    from tabletop_core.render.theme import set_text_scale

    shell = tabletop_shell(creek_registry, text_size=200)
    yield shell
    set_text_scale(1.0)


def _start(shell, registry, players: int):
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot("Otto", "easy")] * (players - 1)
    bots = {seat: registry.make_bot("beaver_creek", "easy") for seat in range(1, players)}
    match = Match(GAME, seats, 1, {"first_player": 0}, bots=bots, autosave=False)
    state = match.state
    state.current, state.phase, state.handicap = 0, PLACE, None
    state.beavers_due, state.logs_due, state.beaver_logs = 2, 1, set()
    return match, shell.start_match(match)


@pytest.mark.parametrize("players", [1, 3])
def test_a_piece_is_taken_by_its_number_or_its_slot_and_let_go_on_the_dam(
    large_text_shell, creek_registry, driver, players
):
    match, host = _start(large_text_shell, creek_registry, players)
    table = host.table
    driver.draw()
    layout = table.scene.layout
    assert layout.aside and layout.slot_one_line
    standard = layout.standard_scene
    assert standard is not None
    from tabletop_beaver_creek import preview
    from tabletop_beaver_creek.table.layout import MOST_SCALE, camera_for, up_to

    dam = up_to(preview.dam_top(match.state))
    most = MOST_SCALE * layout.scale
    assert table.scene.camera.k == pytest.approx(camera_for(standard, dam, most=most).k)

    driver.key(key.KEY_1)  # the keyboard: [1] takes a beaver, Enter lets it go where offered
    assert table.controller.hand.held == "beaver"
    driver.draw()
    driver.key(key.ENTER)
    assert match.state.beavers_due == 1 and table.controller.hand.held is None
    driver.draw()

    first = next(iter(match.state.pieces.values()))
    x = -100.0 if first.x > 0 else 100.0  # the mouse: the beaver's slot dragged to a free space
    slot = dict(table.scene.slots)["beaver"]
    assert slot.height < 2 * layout.small_line and layout.tray.contains(
        slot.center_x, slot.center_y
    )
    sx, sy = table.scene.camera.to_screen(x, 120.0)
    assert layout.scene.contains(sx, sy)
    driver.drag((slot.center_x, slot.center_y), (sx, sy))
    assert match.state.beavers_due == 0
    assert sorted(round(piece.x) for piece in match.state.pieces.values())[0 if x < 0 else -1] == x
