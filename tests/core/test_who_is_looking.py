"""Who is looking at the shared screen, decided in the core, and the match a table gets: only
that seat's view, moves and log lines, never the state."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tabletop_core.bots import RandomBot
from tabletop_core.looking import SeatMatch, looking_seat, needs_handover
from tabletop_core.match import Match

HERE = Path(__file__).parent


def _example() -> Any:
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "example_game.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


Example = _example().ExampleGame


def _match(*kinds: str, game: Any = None) -> Match:
    seats = [
        {"name": f"S{i}", "kind": k, **({"level": "random"} if k == "bot" else {})}
        for i, k in enumerate(kinds)
    ]
    bots = {i: RandomBot() for i, k in enumerate(kinds) if k == "bot"}
    return Match(game or Example(), seats, 3, bots=bots)


class Open(Example):
    """The same game with nothing hidden."""

    info = Example.info.model_copy(update={"hidden_information": False})


@dataclass
class Looker:
    match: Any
    viewer: int | None


def _until(match: Match, seat: int) -> None:
    while match.to_act != seat:
        if match.is_bot(match.to_act):
            match.bot_step()
        else:
            match.act(match.legal_actions()[0])


def test_a_spectator_looks_during_bots_turns_between_people_with_secrets() -> None:
    match = _match("human", "bot", "human")
    _until(match, 1)
    assert looking_seat(match, 0) is None
    _until(match, 2)
    assert looking_seat(match, None) == 2
    assert needs_handover(match, None, 2) and not needs_handover(match, 2, 2)


def test_one_person_against_bots_looks_throughout_and_is_never_asked_to_hand_over() -> None:
    match = _match("bot", "human", "bot")
    _until(match, 0)
    assert looking_seat(match, None) == 1
    assert not needs_handover(match, None, 1)


def test_without_secrets_the_last_person_keeps_looking_and_nobody_hands_over() -> None:
    match = _match("human", "bot", "human", game=Open())
    _until(match, 1)
    assert looking_seat(match, 0) == 0
    assert not needs_handover(match, 0, 2)


def test_only_bots_make_a_spectator() -> None:
    assert looking_seat(_match("bot", "bot"), None) is None


def test_a_table_gets_the_looking_seats_view_its_own_moves_and_log_never_the_state() -> None:
    match = _match("human", "bot", "human")
    while not any(line.startswith("S2 is dealt") for line in match.log_lines(2)):
        _until(match, 0)
        match.act(match.legal_actions()[0])
    _until(match, 2)
    seen = SeatMatch(Looker(match, 0))
    assert not hasattr(seen, "state")
    assert seen.view() is not match.state
    assert seen.view().hands[2] == [None] * len(match.state.hands[2])
    with pytest.raises(PermissionError):
        seen.view(2)
    assert seen.legal_actions() == []  # seat 2 is to act, seat 0 is looking
    assert all(action is None for seat, action in seen.actions if seat != 0)
    assert [a for seat, a in seen.actions if seat == 0] == [
        a for seat, a in match.actions if seat == 0
    ]
    assert seen.log_lines() == match.log_lines(0)
    dealt_to_2 = [line for line in match.log_lines(2) if line.startswith("S2 is dealt")]
    assert not set(dealt_to_2) & set(seen.log_lines())
    mine = SeatMatch(Looker(match, 2))
    assert mine.legal_actions() == match.legal_actions()


class PublicScreens(Example):
    """The same game declaring that no screen shows a secret (its log still may)."""

    def shows_secret(self, view: Any, seat: int) -> bool:
        return False


class SecretScreens(Example):
    def shows_secret(self, view: Any, seat: int) -> bool:
        return True


def test_a_game_that_declares_its_secret_screens_is_handed_over_only_for_them() -> None:
    from tabletop_core.looking import private_lines_on_screen

    public = _match("human", "bot", "human", game=PublicScreens())
    _until(public, 2)
    assert not private_lines_on_screen(public, 2)
    assert not needs_handover(public, 0, 2), "a public screen, a public log: no curtain"
    while not private_lines_on_screen(public, 2) or public.to_act != 2:  # the next round's deal
        _until(public, (public.to_act + 1) % 3)
    assert needs_handover(public, 0, 2), "its log panel still shows the hand dealt"
    assert not needs_handover(public, 0, 2, log_shown=0), "a public screen, no log: no curtain"
    secret = _match("human", "bot", "human", game=SecretScreens())
    _until(secret, 2)
    assert needs_handover(secret, 0, 2, log_shown=0)
    assert not needs_handover(secret, 2, 2, log_shown=0)
    plain = _match("human", "bot", "human")
    _until(plain, 2)
    assert needs_handover(plain, 0, 2, log_shown=0), "without the declaration: every change"
