"""Counts read as words: "1 action", never "1 actions", in a replay's summary and in the debug
overlay's count of a seat's moves (through ngettext there, in every language)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def test_a_replay_of_one_move_says_1_action(shell, tmp_path):
    from tabletop_core.replay import SeatSpec
    from tabletop_core.replay_check import replay_file

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    match = shell.new_match("beaver_bids", seats, 5, None)
    match.act(match.legal_actions()[0])
    match.save(tmp_path / "one.json")
    summary = replay_file(tmp_path / "one.json", shell.registry).summary
    assert summary == "beaver_bids: 1 action, game not over"


@pytest.mark.parametrize(("code", "one"), [("en", "1 legal action"), ("de", "1 erlaubter Zug")])
def test_the_debug_overlay_counts_one_move_in_the_singular(shell, driver, code, one):
    from tabletop_core.i18n import set_language
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.replay import SeatSpec

    key = load_arcade().key
    set_language(code)
    try:
        shell.settings = shell.settings.model_copy(update={"debug_overlay": True})
        seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
        host = shell.start_match(shell.new_match("beaver_bids", seats, 5, {"hand_sizes": [1]}))
        debug = host.debug
        for _ in range(20):  # Ana bids by Enter, the bot answers; then she has one card to play
            driver.draw()
            if host.match.to_act == 0 and len(host.match.legal_actions()) == 1:
                break
            if host.match.to_act == 0:
                driver.key(key.ENTER)
            driver.update()
        assert host.match.to_act == 0 and len(host.match.legal_actions()) == 1
        driver.draw()
        driver.key(key.F12)
        debug.tab = "moves"
        debug._key = None
        driver.draw()
        drawn = [t.text for t in debug.canvas.texts if t.text]
        assert any(text.endswith(one) for text in drawn), drawn
    finally:
        set_language("en")
