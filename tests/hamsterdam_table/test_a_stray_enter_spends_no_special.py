"""Enter alone never spends a special: after a roll the keyboard starts on "Done: let it flood"
(the Nudgester and Flipster are asked only when they would change the flood), on "Keep" for the
Rerollster and on "Keep the dam as it is" for the Lookout, whose swap label sits in the dam's
header line, never over the card numbers. Played with real keys on the headless window."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_move

pytestmark = pytest.mark.gl
key = load_arcade().key


def _play_until(host: Any, driver: Any, stop: Any, limit: int = 400) -> bool:
    """Ana decides with Enter alone (a digit for the specials to keep: a Lookout when she
    may) until ``stop()``."""
    from tabletop_hamsterdam.pieces import LOOKOUT
    from tabletop_hamsterdam.state import KEEP

    match = host.match
    for _ in range(limit):
        if match.is_over:
            return False
        if match.is_bot(match.to_act):
            bot_move(host)  # the bot's whole move, however long it thinks on a busy machine
            driver.update(0.05)
            continue
        if stop():
            return True
        before = len(match.actions)
        if match.state.stage == KEEP:
            host.table.controller.ensure_synced()
            kinds = [kind for kind, _action in host.table.controller.cursor.ask.specials]
            index = kinds.index(LOOKOUT) if LOOKOUT in kinds else 0
            driver.key(getattr(key, f"KEY_{index + 1}"))
        else:
            driver.key(key.ENTER)
        assert len(match.actions) == before + 1, host._hint
    return False


def _start(shell: Any, seed: int) -> Any:
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    return shell.start_match(shell.new_match("hamsterdam", seats, seed, None))


def test_enter_after_a_roll_lets_it_flood_and_keeps_the_specials(hamsterdam_shell, driver):
    from tabletop_hamsterdam.actions import SKIP, FlipValue, Nudge
    from tabletop_hamsterdam.state import ABILITY

    host = _start(hamsterdam_shell, 1)
    match = host.match

    def offered() -> bool:
        legal = match.legal_actions()
        return match.state.stage == ABILITY and any(type(a) in (Nudge, FlipValue) for a in legal)

    assert _play_until(host, driver, offered), "no roll ability was offered to Ana"
    driver.draw()
    dam = match.state.dams[0]
    used = list(dam.used)
    value = match.state.values[0]
    cards = {dam.cards[p] for p in dam.standing()}
    changes = {value + a.delta for a in match.legal_actions() if type(a) is Nudge}
    assert cards & ({value} | changes), "asked although no value it could make floods"
    assert host.table.controller.cursor.ask.buttons[0].action == SKIP
    driver.key(key.ENTER)
    assert match.actions[-1] == (0, SKIP)
    assert dam.used == used and match.state.values[0] == value


@pytest.mark.parametrize("seed", [2])
def test_the_lookout_keeps_the_dam_on_enter_and_its_label_leaves_numbers_free(
    hamsterdam_shell, driver, seed
):
    from tabletop_hamsterdam.actions import SKIP
    from tabletop_hamsterdam.state import LOOKING_OUT

    host = _start(hamsterdam_shell, seed)
    match = host.match
    lookout = _play_until(host, driver, lambda: match.state.stage == LOOKING_OUT)
    assert lookout, "Ana never had a Lookout swap to decide"
    table = host.table
    driver.draw()
    layout = table.scene.layout
    assert table.controller.cursor.focused() == ("button", 0)
    for gap in range(4):
        driver.key(key.RIGHT)
        driver.draw()
        spot = table.controller.cursor.focused()
        assert spot[0] == "gap", spot
        words = table.controller.cursor.ask.spot_labels[spot]
        labels = [
            label
            for _key, canvas, top in table.scene.regions.values()
            for label in (*canvas.texts, *top.texts)
            if label.text == words
        ]
        assert labels, words
        label = labels[0]
        for position in range(11):
            card = layout.card(-1, position)
            number_band_bottom = card.top - card.height * 0.3
            overlaps = (
                label.left < card.right
                and card.left < label.right
                and label.bottom < card.top
                and number_band_bottom < label.top
            )
            assert not overlaps, (gap, words, position)
    for _ in range(20):
        if table.controller.cursor.focused() == ("button", 0):
            break
        driver.key(key.RIGHT)
    cards = list(match.state.dams[0].cards)
    driver.key(key.ENTER)
    assert match.actions[-1] == (0, SKIP)
    assert match.state.dams[0].cards == cards
