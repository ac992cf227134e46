"""After a roll, each person decides in turn whether to use a roll ability (Nudgester, Flipster,
Scout) for their own dam. Those choices are simultaneous in spirit: nobody learns another's until
everybody has chosen — not from the log, not from their view (what the table and the prompt bar
draw from). Then everybody reads them."""

from __future__ import annotations

from tabletop_hamsterdam.actions import FLIP_VALUE, NUDGE_UP, ROLL, SKIP
from tabletop_hamsterdam.pieces import FLIPSTER, NUDGESTER
from tabletop_hamsterdam.state import ABILITY

NAMES = ["Mama", "Papa", "Kid"]


def _lines(events, seat):
    return [e.describe(NAMES) for e in events if e.visible_to(seat)]


def test_a_nudge_is_secret_until_the_next_person_has_chosen(game, table) -> None:
    state = table(3, stacks={0: {0: [NUDGESTER]}, 1: {0: [FLIPSTER]}}, rolls=[5])
    events = list(game.apply(state, ROLL))
    assert state.stage == ABILITY and game.to_act(state) == 0
    events += game.apply(state, NUDGE_UP)
    assert state.stage == ABILITY and game.to_act(state) == 1
    nudged = "Mama's Nudgester: the value is 6 here"
    assert nudged in _lines(events, 0)
    for other in (1, 2, None):
        assert not any("Nudgester" in line for line in _lines(events, other)), other
        view = game.view(state, other)
        assert view.values[0] == 5, "the nudged value shows before Papa decides"
        assert view.dams[0].used[NUDGESTER] == 0 and view.dams[0].specials_used == 0
        assert view.quiet_uses == []
    own = game.view(state, 0)
    assert own.values[0] == 6 and own.dams[0].used[NUDGESTER] == 1
    # Papa decides without knowing; his flip is secret from Mama while nobody else is to choose
    assert game.legal_actions(game.view(state, 1)) == [FLIP_VALUE, SKIP]
    after = game.apply(state, FLIP_VALUE)
    assert state.stage != ABILITY
    for seat in (1, 2, None):
        assert nudged in _lines(after, seat), seat
    assert nudged not in _lines(after, 0), "Mama read her own line when she chose"
    flipped = "Papa's Flipster: the value is 9 here"
    assert flipped in _lines(events + after, 1) and flipped in _lines(after, 0)
    assert state.values[:2] == [6, 9] and state.shown == [None, None, None]
    assert state.dams[0].tokens[0] == 0  # the floods used the real values


def test_the_roll_abilities_cannot_be_told_apart_in_others_views_or_logs(game, table) -> None:
    """Nudging up or down gives Papa the same view and the same log lines."""
    from tabletop_hamsterdam.actions import NUDGE_DOWN

    from tabletop_core.testing import fingerprint

    seen = []
    for nudge in (NUDGE_UP, NUDGE_DOWN):
        state = table(3, stacks={0: {0: [NUDGESTER]}, 1: {0: [FLIPSTER]}}, rolls=[5])
        events = list(game.apply(state, ROLL)) + game.apply(state, nudge)
        seen.append((fingerprint(game.view(state, 1)), _lines(events, 1)))
    assert seen[0] == seen[1]
