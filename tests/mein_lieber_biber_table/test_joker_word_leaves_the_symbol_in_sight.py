"""On a joker card in hand, the word "JOKER" (or its star) stands beside the card's lower symbol,
not over it: the colour's symbol stays in sight, on the table a real window draws."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def _joker_in_hand(registry):
    """A match where Ana (seat 0) is to play and holds a card of a colour that is ashore."""
    from tabletop_mein_lieber_biber.cards import VALUES
    from tabletop_mein_lieber_biber.state import PLAY

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "hard"), SeatSpec.bot("Mila", "hard")]
    for seed in range(1, 30):
        bots = {n: registry.make_bot("mein_lieber_biber", "hard") for n in (1, 2)}
        match = Match(game, seats, seed, None, bots=bots, autosave=False)
        stand_in = registry.make_bot("mein_lieber_biber", "hard")
        match.bots[0] = stand_in  # Ana plays as a good player would, up to the moment sought
        while not match.is_over:
            state = match.state
            ashore = {c for c in range(6) if c not in state.raft}
            if (
                match.to_act == 0
                and state.phase == PLAY
                and any(card // VALUES in ashore for card in state.hands[0])
            ):
                del match.bots[0]
                return match
            if match.to_act == 0:
                match.act(match.bot_choice(0, match.view(0), len(match.actions)))
            else:
                match.bot_step()
    raise AssertionError("no turn with a joker in hand found")


@pytest.mark.parametrize("text_size", (100, 200))
def test_the_joker_word_does_not_cover_the_symbol(
    window, tabletop_shell, biber_registry, tmp_path, monkeypatch, text_size
):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.legibility import box, canvases_of, visible_labels
    from tabletop_core.render.theme import set_text_scale
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    match = _joker_in_hand(biber_registry)
    settings = Settings(bot_pacing=0.0, reduced_motion=True, text_size=text_size)
    shell = tabletop_shell(biber_registry, settings, settings_path=tmp_path / "s.json")
    try:
        host = shell.start_match(match)
        host.on_update(0.0)
        host.on_draw()
        table = host.table
        layout = table.scene.layout
        hand = table.scene.seat.view.hands[0]
        marks = [
            label for label in visible_labels(canvases_of(table)) if label.text in ("JOKER", "★")
        ]
        assert marks, "no joker card drew its mark"
        slots = [layout.hand.slot(i, len(hand)) for i in range(len(hand))]
        for label in marks:
            ink = box(label)
            for slot in slots:
                for symbol in layout.hand.card_symbols(slot):
                    apart = (
                        ink.right <= symbol.left
                        or symbol.right <= ink.left
                        or ink.top <= symbol.bottom
                        or symbol.top <= ink.bottom
                    )
                    assert apart, (label.text, ink, symbol)
    finally:
        set_text_scale(1.0)
        window.show_view(load_arcade().View(window))
