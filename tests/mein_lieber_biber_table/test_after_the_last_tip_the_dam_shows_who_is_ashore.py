"""After the raft tips at the end of the game, the table shows what the state says: the beavers
that were on the raft fell into the water, only those that had come ashore stand on the dam, and
only their cards are jokers. Ana tips the raft herself with the keys (a card's letter, Enter,
Enter at once: the beaver dropped from a hand's height), in a one-round game."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _keyed_drop(game, state, card):
    """The lift and set-down the keys make for ``card``: letter, Enter, Enter at once."""
    from tabletop_mein_lieber_biber.actions import Lift
    from tabletop_mein_lieber_biber.table import aim as aiming

    aim = aiming.first_aim(state, card)
    if aim is None or aim.ring is None:
        return None
    dropped = aim.with_drop(aiming.lowering_drop(0.0))
    return [Lift(card, aim.action().beaver), dropped.set_down()]


def _ana_about_to_tip(biber_registry):
    """A one-round match in which Ana's next keyed move tips the raft (ending the game): the
    match and the card."""
    from tabletop_mein_lieber_biber.actions import Draw, Play, TopUp
    from tabletop_mein_lieber_biber.events import RaftTipped
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import PLAY

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = biber_registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy"), SeatSpec.bot("Mila", "easy")]
    for seed in range(1, 80):
        bots = {n: biber_registry.make_bot("mein_lieber_biber", "easy") for n in (1, 2)}
        match = Match(game, seats, seed, {"rounds": 1}, bots=bots, autosave=False)
        rng = random.Random(seed)
        while not match.is_over:
            match.run_bots()
            if match.is_over:
                break
            state = match.state
            if state.phase == PLAY and state.beavers_on_dam:
                for card in sorted({c for c, _b, ring in playable(state) if ring is not None}):
                    keyed = _keyed_drop(game, state, card)
                    if keyed is None:  # the keys aim this card at the dam first, not the raft
                        continue
                    trial = game.clone(state)
                    events = [e for action in keyed for e in game.apply(trial, action)]
                    if (
                        any(isinstance(e, RaftTipped) for e in events)
                        and game.to_act(trial) is None
                    ):
                        return match, card
            legal = [a for a in match.legal_actions() if not isinstance(a, TopUp)]
            gentle = [a for a in legal if isinstance(a, Play) and a.drop == 0.0]
            draws = [a for a in legal if isinstance(a, Draw)]
            chosen = gentle or draws or legal
            match.act(chosen[rng.randrange(len(chosen))])
    raise AssertionError("no game-ending tip found for Ana")


def _drawn_words(canvas) -> list[str]:
    from tabletop_core.render.legibility import visible_labels

    return [label.text for label in visible_labels([canvas])]


def test_after_the_last_tip_only_the_beavers_ashore_are_on_the_dam(
    make_shell, driver, biber_registry
):
    from tabletop_mein_lieber_biber.cards import COLOURS
    from tabletop_mein_lieber_biber.events import RaftTipped
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    match, card = _ana_about_to_tip(biber_registry)
    ashore = list(match.state.dam)
    assert 0 < len(ashore) < len(COLOURS)
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    driver.key(getattr(key, HAND_KEYS[match.state.hands[0].index(card)]))
    driver.key(key.ENTER)
    driver.key(key.ENTER)  # let go at once: dropped from a hand's height
    assert any(isinstance(e, RaftTipped) for e in match.log[-1].events)
    assert match.is_over
    for _ in range(400):
        driver.update(1 / 20)
        driver.draw()
        if not table.choreography.busy:
            break
    view = table.scene.seat.view
    assert view.dam == ashore and not view.raft.pieces()  # the state: the rest are in the water
    assert table.scene.seat.jokers() == frozenset(ashore)
    words = _drawn_words(table.scene.base)
    on_the_dam = [w for w in words if w == "joker"]
    assert len(on_the_dam) == len(ashore), words
    jokers_in_hand = sum(1 for c in view.hands[0] if c // 8 in ashore)
    assert sum(1 for w in words if w in ("JOKER", "★")) == jokers_in_hand, words
    assert not any(
        f.colour not in ashore for f in table.scene.picture().figures
    )  # none on the raft
