"""After a roll, the offer of a special hamster names only what can still happen on that dam: a
value is named ("Flood at 6 on your dam", "Nudgester: 11 · floods 11 instead") only when a
standing card of the dam shows it. A flipped 6, or a 2 passed away, is never offered as a flood;
the offer says that none of the dam's cards floods instead.

Played to the decision with the rules' own random choices (as a resumed match would be), then
read from the window's prompt bar and decision panel; and, for the whole class, every roll-ability
decision of many random games read from the table's offers."""

from __future__ import annotations

import random
import re

import pytest

pytestmark = pytest.mark.gl

NUMBER = re.compile(r"(?<![+\-−\d])\d+")


def _named_values(text: str) -> set[int]:
    """The card values 2–12 a text names (a change such as "+1" is no value)."""
    return {int(n) for n in NUMBER.findall(text) if 2 <= int(n) <= 12}


def _to_a_dry_offer(game, state, seed: int, seat: int = 0, flipped: bool = False):
    """Play random legal actions (seeded) until ``seat`` is offered its roll abilities for a
    value its dam does not show (``flipped``: shows only on a flipped card); the actions."""
    from tabletop_hamsterdam.state import ABILITY

    rng = random.Random(seed)
    played = []
    for _ in range(3000):
        if game.to_act(state) is None:
            return None
        if state.stage == ABILITY and state.actor == seat:
            dam = state.dams[seat]
            standing = {dam.cards[p] for p in dam.standing()}
            value = state.values[seat]
            if value not in standing and (not flipped or value in dam.cards):
                return played
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        game.apply(state, action)
        played.append(action)
    return None


def _offer_texts(ask) -> list[str]:
    return [ask.title, ask.brief] + [t for b in ask.buttons for t in (b.label, b.detail)]


@pytest.mark.parametrize(("seed", "flipped"), [(1, False), (2, True), (5, False), (3, True)])
def test_the_window_offers_no_flood_at_a_value_the_dam_cannot_flood_at(
    hamsterdam_shell, driver, seed, flipped
) -> None:
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    match = hamsterdam_shell.new_match("hamsterdam", seats, seed, None)
    actions = _to_a_dry_offer(match.game, match.game.new_state(2, seed), seed, flipped=flipped)
    assert actions is not None
    for action in actions:
        match.act(action)
    host = hamsterdam_shell.start_match(match)
    if host.overlay == "curtain":
        host.reveal()
    driver.draw()
    dam = match.state.dams[0]
    standing = {dam.cards[p] for p in dam.standing()}
    value = match.state.values[0]
    assert value not in standing
    table = host.table
    table.controller.ensure_synced()
    ask = table.controller.cursor.ask
    said = host.prompt_text()
    assert ask.title in said or ask.brief in said, said
    assert not _named_values(said.split("·")[0]) - standing, (said, sorted(standing))
    drawn = {
        label.text for _key, canvas, top in table.scene.regions.values() for label in canvas.texts
    } | {label.text for _key, canvas, top in table.scene.regions.values() for label in top.texts}
    assert ask.buttons[0].label == "Done: no special"  # nothing floods: nothing to "let flood"
    for offer in ask.buttons:
        assert offer.label in drawn, offer.label
        named = _named_values(offer.label) | _named_values(offer.detail)
        assert not named - standing, (offer, sorted(standing))


def test_no_roll_ability_offer_names_a_value_the_dam_cannot_flood_at() -> None:
    """Every roll-ability decision of 40 random games of 2 to 4 players."""
    from tabletop_hamsterdam import Hamsterdam
    from tabletop_hamsterdam.state import ABILITY
    from tabletop_hamsterdam.table.choices import ask_for

    game = Hamsterdam()
    offers = dry = 0
    for seed in range(40):
        players = 2 + seed % 3
        state = game.new_state(players, seed)
        rng = random.Random(seed)
        names = [f"P{n}" for n in range(players)]
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            if state.stage == ABILITY:
                seat = state.actor
                view = game.view(state, seat)
                dam = view.dams[seat]
                standing = {dam.cards[p] for p in dam.standing()}
                ask = ask_for(view, seat, game.legal_actions(view), names)
                for text in _offer_texts(ask):
                    assert not _named_values(text) - standing, (seed, text, sorted(standing))
                offers += 1
                dry += view.values[seat] not in standing
            game.apply(state, legal[rng.randrange(len(legal))])
    assert offers > 100 and dry > 20, (offers, dry)
