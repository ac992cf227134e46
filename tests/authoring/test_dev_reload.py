"""`tabletop dev`: a change to a scaffolded game's rules while the match runs is replayed into
the new code, headless, in the real dev host on the shared window."""

from __future__ import annotations

import functools

import pytest

from tabletop_core.authoring.dev import DevSession
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl


def _match(registry, *moves: int) -> Match:
    game = registry.get("reload_pond").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    bots = {1: registry.make_bot("reload_pond", "easy")}
    match = Match(game, seats, 4, None, bots=bots)
    take = type(game.legal_actions(match.state)[0])
    for position in moves:
        match.act(take(position))
        match.run_bots()
    return match


def _dev_host(scaffold, shell_for, match, session):
    from tabletop_core.render.dev_host import DevHostView

    shell = shell_for(session.registry)
    shell.host_class = functools.partial(DevHostView, session=session)
    return shell.start_match(match)


def test_a_rule_changed_while_playing_is_replayed_into_the_match(scaffold, shell_for) -> None:
    session = DevSession("reload_pond", scaffold.load_registry, poll_seconds=0)
    match = _match(session.registry, 1, 0, 2)
    host = _dev_host(scaffold, shell_for, match, session)
    host.on_draw()
    before = list(host.match.state.pebbles)
    played = len(host.match.actions)
    old_table = type(host.table)

    scaffold.edit("rules.py", "START_PEBBLES = 3", "START_PEBBLES = 12")
    host.on_update(0.0)

    assert host.last_reload is not None and host.last_reload.ok, host.last_reload
    assert host.match is not match and len(host.match.actions) == played
    assert host.match.state.pebbles == [p + 9 for p in before], "the new rule, same position"
    assert f"replayed all {played} actions" in host.prompt_text() + host._hint
    assert type(host.table) is not old_table, "the table comes from the reloaded view module"
    host.on_draw()
    assert not host.problem


def test_an_action_the_new_rules_refuse_stops_the_replay_with_the_reason(
    scaffold, shell_for
) -> None:
    session = DevSession("reload_pond", scaffold.load_registry, poll_seconds=0)
    match = _match(session.registry, 0, 2)
    host = _dev_host(scaffold, shell_for, match, session)

    scaffold.edit("rules.py", "START_PEBBLES = 3", "START_PEBBLES = 0")
    host.on_update(0.0)

    reload = host.last_reload
    assert reload is not None and reload.ok
    assert "replayed 2 of" in reload.message
    assert "action 3 (seat 0" in reload.message and "is no longer legal" in reload.message
    assert "costs 2 pebbles; you have 0" in reload.message
    assert len(host.match.actions) == 2 and host.match.to_act == 0


def test_a_syntax_error_keeps_the_old_code_running_until_it_is_fixed(scaffold, shell_for) -> None:
    session = DevSession("reload_pond", scaffold.load_registry, poll_seconds=0)
    match = _match(session.registry, 0)
    host = _dev_host(scaffold, shell_for, match, session)

    scaffold.edit("rules.py", "POND_SIZE = 5", "POND_SIZE = = 5")
    host.on_update(0.0)
    assert not host.last_reload.ok and "SyntaxError" in host.last_reload.message
    assert host.match is match
    host.on_draw()

    scaffold.edit("rules.py", "POND_SIZE = = 5", "POND_SIZE = 5 ")
    host.on_update(0.0)
    assert host.last_reload.ok and host.match is not match
    assert len(host.match.actions) == len(match.actions)


def test_a_table_that_raises_stays_in_the_dev_host_and_recovers_on_the_fix(
    scaffold, shell_for
) -> None:
    from tabletop_core.render.dev_host import DevHostView

    session = DevSession("reload_pond", scaffold.load_registry, poll_seconds=0)
    match = _match(session.registry, 0)
    scaffold.edit(
        "view.py",
        "    def draw(self, rect: Rect) -> None:\n",
        "    def draw(self, rect: Rect) -> None:\n        1 / 0\n",
    )
    host = _dev_host(scaffold, shell_for, match, session)
    host.on_update(0.0)  # the edit happened after the session looked: reload the broken table
    host.on_draw()
    assert "ZeroDivisionError" in host.problem
    assert isinstance(host.window.current_view, DevHostView)

    scaffold.edit("view.py", "        1 / 0\n", "")
    host.on_update(0.0)
    host.on_draw()
    assert host.problem == ""
