"""When the tie-break decided a game, the score sheet's tie-break row says what it counts (Dam
It!: the tree value left in hand), in the table's language, not a bare "Tie-break"."""

from __future__ import annotations

import pytest

from tabletop_core.render.driving import bot_move

pytestmark = pytest.mark.gl
TIED_SEED = 13
"""A Dam It! game of two random bots whose winners' totals are equal (22 each; seat 1 wins on
the tree value in hand, 7 to 4)."""


@pytest.mark.parametrize(
    ("code", "words"),
    [("en", "Tie-break: tree value in hand"), ("de", "Stichentscheid: Baumwert auf der Hand")],
)
def test_a_tied_dam_it_names_its_tie_break(make_shell, driver, code, words):
    from tabletop_core.i18n import set_language
    from tabletop_core.render.overlays import tie_to_break
    from tabletop_core.replay import SeatSpec

    set_language(code)
    try:
        shell = make_shell(language=code)
        seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
        host = shell.start_match(shell.new_match("damit", seats, TIED_SEED, None))
        for _ in range(400):  # frames, not waits: a bot's thought on its thread is waited for
            if host.thinker.pending:
                bot_move(host)  # and played, as the next frame would once it is ready
            driver.update(0.1)
            if host.overlay == "end":
                break
        assert host.overlay == "end" and tie_to_break(host.match.result)
        driver.draw()
        drawn = [t.text for t in host.overlay_canvas.texts if t.visible and t.text]
        assert words in drawn, [t for t in drawn if ":" in t or "…" in t]
    finally:
        set_language("en")
